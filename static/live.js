// Play pages: follow the play live, send actions through the JSON API (kept and re-sent
// when the app cannot be reached), and keep the screen on while the play is open.
"use strict";
(function () {
  const main = document.querySelector("main[data-play]");
  if (!main) return;
  const play = main.dataset.play;
  const status = document.getElementById("live-status");
  const POLL_MS = 1500;
  const POLL_WITHIN_MS = 4000;   // every request has a timeout: a hung server is "offline"
  const SEND_MS = 8000;
  let etag = null;
  let polling = false;
  let settingsSeen = null;

  function say(text) {
    status.textContent = text;
    status.hidden = !text;
  }

  // --- following the play -------------------------------------------------------------
  // Polling goes on while an action is being sent: the phone keeps following the play.
  async function poll() {
    if (document.hidden || polling) return;
    polling = true;
    let response;
    try {
      response = await fetchWithin("/api/plays/" + play, { headers: etag ? { "If-None-Match": etag } : {} },
                                   POLL_WITHIN_MS);
    } catch (e) {
      say(TEXT("offline"));
      return;
    } finally {
      polling = false;
    }
    if (response.status < 500 && retryTimer !== null && !pumping && !held) {
      wait = 1000;
      pump();              // the app answers again: what waits goes now
    }
    if (response.status === 304) return;
    if (!response.ok) return;
    etag = response.headers.get("ETag");
    const state = await response.json();
    // The group's settings as they stand: a score entry scores again if it used others.
    document.dispatchEvent(new CustomEvent("companion:settings", { detail: state.settings }));
    if (settingsSeen !== null && state.settings !== settingsSeen) {
      // The group answered a question in the settings: the open page shows it at once.
      if (main.dataset.live === "swap" && !main.querySelector("details.ask-panel[open]")) {
        settingsSeen = state.settings;
        await refresh();
        return;
      }
    }
    settingsSeen = state.settings;
    // An answer sent before this page's last refresh (an action went meanwhile) is older
    // than the page: nothing to follow.
    if (state.seq < Number(main.dataset.seq)) return;
    if (String(state.seq) !== main.dataset.seq || state.phase !== main.dataset.phase) {
      if (main.dataset.live === "notify" || main.querySelector("details.ask-panel[open]")) {
        say(TEXT("changed_elsewhere"));
      } else {
        await refresh();
      }
    } else if (status.textContent === TEXT("offline")) {
      say("");
    }
  }

  async function refresh(message) {
    let response, html;
    try {
      response = await fetchWithin("/plays/" + play, { headers: { "x-live-refresh": "1" } }, SEND_MS);
      html = await response.text();
    } catch (e) {
      return;            // the page as it is stays; the next poll tries again
    }
    if (!response.ok) return;
    const fresh = new DOMParser().parseFromString(html, "text/html").querySelector("main");
    if (!fresh) return;
    for (const name of ["seq", "phase", "live"]) main.dataset[name] = fresh.dataset[name] || "";
    // An action not recorded stays explained until the player answers it.
    const unanswered = Array.from(main.querySelectorAll(".not-recorded"));
    main.innerHTML = fresh.innerHTML;
    for (const box of unanswered.reverse()) main.insertBefore(box, main.firstChild);
    document.dispatchEvent(new CustomEvent("companion:refreshed"));
    history.replaceState(null, "", response.url);
    document.title = new DOMParser().parseFromString(html, "text/html").title;
    if (message) say(message);
    wake.update();
  }

  // --- actions --------------------------------------------------------------------------
  function actionFrom(form, submitter) {
    const after = Number(form.querySelector("input[name=after]").value);
    const kind = form.dataset.kind;
    // An id per action: a retry of an action the server already has is not recorded twice.
    const id = Date.now().toString(36) + Math.random().toString(36).slice(2, 8);
    const item = { id: id, score: kind === "score", form: form.dataset.draft || null,
                   label: actionLabel(form, submitter), phaseBefore: main.dataset.phase,
                   page: location.pathname, who: form.dataset.who || null };
    if (kind === "undo") return Object.assign(item, { url: "/api/plays/" + play + "/undo", body: { after: after } });
    const body = { after: after, kind: kind, data: {}, action_id: id };
    if (kind === "action") {
      body.kind = form.querySelector("input[name=kind]").value;
      form.querySelectorAll("[name^='f:']").forEach((input) => {
        const key = input.name.slice(2);
        if (input.type !== "radio") body.data[key] = fieldValue(input);
        else if (input.checked) body.data[key] = fieldValue(input);
        else if (!(key in body.data)) body.data[key] = null;   // no chip chosen (yet)
      });
      // Whose turn it was on this screen: the server records it for that player or not at all.
      body.for_turn = { seat: numberOrNull(form.dataset.seat), round: numberOrNull(form.dataset.round) };
      item.turnAction = true;
    } else if (kind === "first_player") {
      const seat = submitter ? submitter.value : "random";
      body.data.seat = seat === "random" ? null : Number(seat);
    } else if (kind === "score") {
      body.data = { seat: Number(form.dataset.seat), entry: scoreEntry(form) };
      item.who = form.dataset.name || null;
    }
    return Object.assign(item, { url: "/api/plays/" + play + "/events", body: body });
  }

  function numberOrNull(text) { return text === undefined || text === "" ? null : Number(text); }

  // A typed value from a declared field's control (templates/macros.html field_input).
  function fieldValue(input) {
    const text = input.value.trim();
    switch (input.dataset.fieldKind) {
      case "bool": return input.checked;
      case "int": case "player": return text === "" ? null : (/^[-+]?\d+$/.test(text) ? parseInt(text, 10) : text);
      case "choice": return /^\d+$/.test(text) ? parseInt(text, 10) : text;
      case "list": return text.split(/[\s,;]+/).filter(Boolean).map((t) => (/^\d+$/.test(t) ? parseInt(t, 10) : t));
      default: return text;
    }
  }

  function actionLabel(form, submitter) {
    const button = submitter || form.querySelector("button[type=submit]");
    return button ? button.textContent.trim() : TEXT("your_action");
  }

  // "Ana: Bought a tile": the action in words, with the player it was for when known.
  function described(item) {
    return item.who ? TEXT("action_for", { player: item.who, action: item.label }) : item.label;
  }

  function showErrors(errors, form) {
    const id = form && form.dataset.kind === "action" ? "errors-" + form.dataset.draft : "entry-errors";
    const box = document.getElementById(id) || document.createElement("div");
    box.id = id;
    box.className = "errors";
    box.setAttribute("role", "alert");
    box.textContent = "";
    const list = document.createElement("ul");
    for (const e of errors) {
      const item = document.createElement("li");
      item.textContent = e.message;
      if (String(e.field).startsWith("settings.") && form && form.dataset.settings) {
        const link = document.createElement("a");    // to the settings, and back here
        link.href = form.dataset.settings;
        link.className = "btn btn-light";
        link.textContent = TEXT("answer_in_settings");
        item.append(" ", link);
      }
      list.appendChild(item);
    }
    box.appendChild(list);
    if (form && form.dataset.kind === "action") {
      // An error about one field goes beside it; the others above the form.
      for (const e of errors) {
        const control = form.querySelector('[name="f:' + e.field + '"]');
        if (!control) continue;
        const note = document.createElement("p");
        note.className = "error number-error";
        note.textContent = e.message;
        (control.closest(".field-inline") || control.parentElement).appendChild(note);
        control.setAttribute("aria-invalid", "true");
        list.querySelectorAll("li").forEach((li) => { if (li.textContent === e.message) li.remove(); });
      }
      if (!list.children.length) { box.remove(); return; }
      form.insertBefore(box, form.firstChild);
      return;
    }
    else if (form) form.parentNode.insertBefore(box, form);   // above the entry it is about
    else main.insertBefore(box, main.firstChild);
  }

  // --- the queue: every action is kept on this phone until the server has it ----------
  // One list per play in localStorage (it survives a reload and a closed tab), sent in
  // order. An action entered while others wait was made on top of them: it follows the
  // last one, and is sent against the play as that one left it.
  const queueKey = "queue:" + play;
  let pumping = false;
  let held = null;          // the action refused or in conflict, until the player answers
  let retryTimer = null;
  let wait = 1000;

  function readQueue() {
    try { return JSON.parse(localStorage.getItem(queueKey)) || []; } catch (e) { return []; }
  }
  function writeQueue(queue) {
    try {
      if (queue.length) localStorage.setItem(queueKey, JSON.stringify(queue));
      else localStorage.removeItem(queueKey);
    } catch (e) { /* storage full: what is in memory is still sent */ }
    showWaiting(queue);
  }
  function enqueue(item) {
    const queue = readQueue();
    if (queue.length) {
      item.follows = queue[queue.length - 1].id;
      if (item.turnAction) {         // whose turn follows the ones waiting is the server's to say
        item.who = null;
        item.body.for_turn = null;
      }
    }
    queue.push(item);
    writeQueue(queue);
  }
  // The old single slot (one action per play) moves into the queue.
  (function adoptOldSlot() {
    const old = localStorage.getItem("pending:" + play);
    if (!old) return;
    try {
      const item = JSON.parse(old);
      item.id = item.id || (item.body && item.body.action_id) || String(Date.now());
      enqueue(item);
    } catch (e) { /* unreadable: nothing to send */ }
    localStorage.removeItem("pending:" + play);
  })();

  function showWaiting(queue) {
    let box = document.getElementById("queue-status");
    if (!queue.length) { if (box) box.remove(); return; }
    if (!box) {
      box = document.createElement("p");
      box.id = "queue-status";
      box.className = "flash queue-status";
      box.setAttribute("role", "status");
      status.insertAdjacentElement("afterend", box);
    }
    box.textContent = TEXT("waiting", { n: queue.length }) + " " +
      queue.map((item) => item.turnAction && !item.body.for_turn ? TEXT("after_previous", { action: item.label })
        : described(item)).join("; ");
  }

  function fetchWithin(url, options, ms) {
    const control = new AbortController();
    const timer = setTimeout(() => control.abort(), ms);
    return fetch(url, Object.assign({ signal: control.signal }, options || {}))
      .finally(() => clearTimeout(timer));
  }

  async function post(item) {
    try {
      return await fetchWithin(item.url, { method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify(item.body) }, SEND_MS);
    } catch (e) {
      return null;     // no connection, or no answer in time
    }
  }

  function later() {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => { retryTimer = null; pump(); }, wait);
    wait = Math.min(wait * 2, 5000);
  }

  async function pump() {
    if (pumping || held) return;
    pumping = true;
    let sentSome = false;
    let last = null;
    try {
      for (;;) {
        const queue = readQueue();
        if (!queue.length) break;
        const item = queue[0];
        const response = await post(item);
        if (!response || response.status >= 500) {
          for (const waiting of queue) waiting.retried = true;
          writeQueue(queue);
          say(TEXT("kept_until_back"));
          later();
          return;
        }
        wait = 1000;
        let reply = {};
        try { reply = await response.json(); } catch (e) { reply = {}; }
        if (response.status === 409 || response.status === 400) {
          held = item;
          await refused(item, response.status, reply);
          return;
        }
        recorded(item, reply);
        sentSome = sentSome || item.retried || queue.length > 1;
        last = item;
      }
    } finally {
      pumping = false;
    }
    if (!last) return;
    if (last.score && last.page === location.pathname && !sentSome) {
      // The entry that completes the table goes straight to the results.
      location.href = "/plays/" + play + (last.reply.phase === "finished" && last.phaseBefore === "scoring" ? "/results" : "/score");
      return;
    }
    await refresh(sentSome ? TEXT("sent_now") : "");
    if (!sentSome) say("");
  }

  // The server has it: forget it, and let the next one follow the play as it left it.
  function recorded(item, reply) {
    const queue = readQueue().filter((other) => other.id !== item.id);
    const next = queue[0];
    if (next && next.follows === item.id) {
      const at = typeof reply.recorded === "number" ? reply.recorded : reply.seq;
      if (typeof at === "number") next.body.after = at;
      // The turn it was entered for is the one right after the previous action.
      if (next.turnAction && at === reply.seq && reply.tracker) {
        const seat = reply.tracker.current_seat;
        next.body.for_turn = { seat: seat, round: reply.tracker.round };
        next.who = seat !== null && seat !== undefined ? reply.players[seat].name : null;
      }
    }
    writeQueue(queue);
    item.reply = reply;
    if (item.form && window.Drafts) Drafts.clear({ dataset: { draft: item.form } });
  }

  // Refused (400) or someone changed the same thing first (409): the rest waits until
  // the player answers. Said with the player and the action; nothing is dropped unsaid.
  async function refused(item, code, reply) {
    const form = item.form && item.page === location.pathname ?
      document.querySelector('form[data-draft="' + item.form + '"]') : null;
    const alone = readQueue().length === 1 && !item.retried && !item.again;
    if (code === 409 && item.score && form && alone) { form.submit(); return; }  // both versions
    if (code === 400 && alone && (item.score || form)) {
      forget(item);
      say("");
      showErrors(reply.errors || [], form);
      return;
    }
    await refresh();
    const box = document.createElement("div");
    box.className = "flash flash-conflict not-recorded";
    box.setAttribute("role", "alert");
    const text = document.createElement("span");
    const happened = (reply.happened || []).join("; ");
    const why = (reply.errors || []).map((e) => e.message).join(" ");
    if (code === 409) {
      text.textContent = (item.who ? TEXT("not_recorded_for", { action: item.label, player: item.who, happened: happened })
        : TEXT("not_recorded", { action: item.label, happened: happened })) + " ";
    } else {
      text.textContent = TEXT("refused", { action: described(item), why: why }) + " ";
    }
    const rest = readQueue().length - 1;
    if (rest > 0) text.textContent += TEXT("rest_wait", { n: rest }) + " ";
    box.append(text);
    // "Record it now" only when the server can check whose action it was.
    if (code === 409 && !(item.turnAction && !item.body.for_turn)) {
      const again = document.createElement("button");
      again.type = "button";
      again.className = "btn btn-light";
      again.textContent = TEXT("record_now");
      again.addEventListener("click", () => {
        box.remove();
        const queue = readQueue();
        const mine = queue.find((other) => other.id === item.id);
        if (mine) { mine.body.after = Number(main.dataset.seq); mine.again = true; mine.follows = null; }
        writeQueue(queue);
        held = null;
        pump();
      });
      box.append(again);
    } else if (code === 409) {
      text.textContent += TEXT("enter_again") + " ";
    }
    const drop = document.createElement("button");
    drop.type = "button";
    drop.className = "btn btn-light";
    drop.textContent = TEXT("drop_it");
    drop.addEventListener("click", () => {
      box.remove();
      forget(item);
      pump();
    });
    box.append(drop);
    main.insertBefore(box, main.firstChild);
  }

  function forget(item) {
    writeQueue(readQueue().filter((other) => other.id !== item.id));
    held = null;
  }

  // --- a player chosen on a chip: the number that goes with it is typed next ------------
  // The field after the chips gets the focus (the phone's keyboard opens), and Enter
  // there sends the form: a points change is a chip, the digits and Enter.
  document.addEventListener("change", (event) => {
    const input = event.target;
    if (input.type !== "radio" || !input.closest(".player-chips") || !input.form) return;
    const controls = Array.from(input.form.elements);
    const group = controls.filter((el) => el.name === input.name);
    const next = controls[controls.indexOf(group[group.length - 1]) + 1];
    if (next && next.matches("input[type=number], input[type=text]")) next.focus();
  });

  // --- a rules question without leaving the play ----------------------------------------
  document.addEventListener("submit", async (event) => {
    const form = event.target;
    if (!form.dataset || !form.dataset.ask) return;
    event.preventDefault();
    const box = form.parentElement.querySelector(".ask-answers");
    const q = form.querySelector("input[name=q]").value.trim();
    if (!q) return;
    let reply;
    try {
      // the page's language, which may be this phone's choice rather than the browser's
      const response = await fetchWithin(form.dataset.ask + "?q=" + encodeURIComponent(q) +
                                         "&lang=" + document.documentElement.lang, {}, SEND_MS);
      reply = await response.json();
    } catch (e) {
      box.textContent = TEXT("ask_offline");
      return;
    }
    box.textContent = "";
    const answers = reply.answers || [];
    const maybe = answers.length ? [] : reply.maybe || [];
    if (maybe.length) {
      // No rule for sure: the nearest ones, all folded, under a lead that says so.
      const p = document.createElement("p");
      p.className = "maybe-lead";
      const lead = document.createElement("strong");
      lead.textContent = TEXT("maybe");
      p.appendChild(lead);
      box.appendChild(p);
    } else if (!answers.length) {
      const p = document.createElement("p");
      p.textContent = TEXT("no_answer") + " ";
      const link = document.createElement("a");
      link.href = form.action + "?q=" + encodeURIComponent(q) + "&play=" + play;
      link.textContent = TEXT("open_reference");
      p.appendChild(link);
      box.appendChild(p);
    }
    // The first answer open, the others folded, as on the rules page.
    answers.concat(maybe).forEach((a, i) => {
      const guess = maybe.length > 0;
      const article = document.createElement("article");
      article.className = guess ? "answer maybe" : a.loose ? "answer loose" : "answer";
      const fold = document.createElement("details");
      fold.open = i === 0 && !guess;
      const summary = document.createElement("summary");
      const title = document.createElement("h2");
      title.textContent = a.title;
      summary.appendChild(title);
      fold.appendChild(summary);
      if (a.loose && !guess) {
        const note = document.createElement("p");
        note.className = "loose-note";
        note.textContent = TEXT("loose_match");
        fold.appendChild(note);
      }
      const text = document.createElement("p");
      text.className = "statements";
      for (const s of a.statements) {
        const mark = document.createElement("span");
        mark.className = "src";
        mark.textContent = "(" + s.source + ")";
        text.append(s.text + " ", mark, " ");
      }
      const more = document.createElement("p");
      more.className = "answer-link";
      const link = document.createElement("a");
      link.href = a.url + "?play=" + play;
      link.textContent = TEXT("open_rule");
      more.appendChild(link);
      fold.append(text, more);
      article.appendChild(fold);
      box.appendChild(article);
    });
  });

  // A number out of its range is said at its field, in the page's language, before
  // anything is sent (not the browser's own bubble, in the browser's language).
  function numbersRefused(form) {
    let refused = false;
    form.querySelectorAll(".number-error").forEach((node) => node.remove());
    form.querySelectorAll("input[type=number]").forEach((input) => {
      input.removeAttribute("aria-invalid");
      const box = input.closest(".field-inline");
      if (box) box.classList.remove("has-error");
      const text = input.value.trim();
      const low = input.min === "" ? null : Number(input.min);
      const high = input.max === "" ? null : Number(input.max);
      const badText = input.validity.badInput || (text !== "" && !/^[-+]?\d+$/.test(text));
      const value = Number(text);
      if (!badText && (text === "" || ((low === null || value >= low) && (high === null || value <= high)))) return;
      const label = form.querySelector('label[for="' + input.id + '"]');
      const name = label ? label.textContent.trim() : "";
      const message = badText || low === null || high === null ? TEXT("whole_number", { label: name })
        : TEXT("number_range", { label: name, low: low, high: high });
      const note = document.createElement("p");
      note.className = "error number-error";
      note.id = input.id + "-number-error";
      note.textContent = message;
      input.insertAdjacentElement("afterend", note);
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", note.id);
      if (box) box.classList.add("has-error");
      if (!refused) input.focus();
      refused = true;
    });
    return refused;
  }

  // A score form's entry as its entry script keeps it in #entry; null until that script
  // has started (a tap while the page loads).
  function scoreEntry(form) {
    try {
      const entry = JSON.parse(form.querySelector("input[name=entry]").value);
      return entry !== null && typeof entry === "object" && !Array.isArray(entry) ? entry : null;
    } catch (e) { return null; }
  }
  // With no entry to send, the browser posts the form itself, which the server reads as typed.
  function entryNotReady(form) { return form.dataset.kind === "score" && scoreEntry(form) === null; }

  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!form.dataset || !form.dataset.kind || entryNotReady(form)) return;
    event.preventDefault();
    if (form.dataset.kind === "action" && numbersRefused(form)) return;
    const item = actionFrom(form, event.submitter);
    enqueue(item);
    pump();
  });
  window.addEventListener("online", () => { wait = 1000; pump(); });
  const waiting = readQueue();
  if (waiting.length) {
    for (const item of waiting) item.retried = true;
    writeQueue(waiting);
    say(TEXT("sending_kept"));
    pump();
  }

  // --- screen wake lock ----------------------------------------------------------------
  // The Screen Wake Lock API where the page may use it (a secure context: --https). Where
  // it may not (plain HTTP on the network) or the phone refuses it, a silent video plays,
  // as NoSleep.js does: each engine keeps the screen on for a playing video on its own
  // terms, so ours has a silent sound track (Gecko wants one), covers the page at 1%
  // opacity (Blink wants it big and visible, or audible), and on WebKit plays unmuted and
  // loops by seeking (WebKit ignores muted or looping media), which needs a first tap
  // there. The button says what holds the screen, never more.
  const wake = (function () {
    let lock = null;
    let film = null;
    const root = document.documentElement;
    const ua = navigator.userAgent;
    const WEBKIT = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1) ||
      (/AppleWebKit/.test(ua) && !/Chrome|Chromium|Android/.test(ua));
    function preferred() { return localStorage.getItem("wakelock") !== "off"; }
    function wanted() {
      return preferred() && main.dataset.phase !== "finished" && document.visibilityState === "visible";
    }
    function state(value) { root.dataset.wakelock = value; label(); }
    function label() {
      const button = document.getElementById("wake-toggle");
      if (!button) return;
      const now = root.dataset.wakelock;
      const holding = preferred() && (now === "held" || now === "video");
      let text = holding ? TEXT("screen_on") : TEXT("screen_may_sleep");
      if (preferred() && now === "waiting") text = TEXT("screen_on_after_tap");
      button.textContent = text;
      button.setAttribute("aria-pressed", holding ? "true" : "false");
      if (preferred() && (now === "refused" || now === "unsupported")) button.title = TEXT("screen_cannot");
      else button.removeAttribute("title");
    }
    function video() {
      if (film) return film;
      const button = document.getElementById("wake-toggle");
      film = document.createElement("video");
      film.id = "wake-video";
      film.setAttribute("playsinline", "");
      film.setAttribute("aria-hidden", "true");
      film.setAttribute("disableremoteplayback", "");
      film.disablePictureInPicture = true;
      film.tabIndex = -1;
      film.muted = !WEBKIT;
      for (const [src, type] of [[button && button.dataset.mp4, 'video/mp4; codecs="avc1.42e01e, mp4a.40.2"'],
                                 [button && button.dataset.webm, 'video/webm; codecs="vp8, opus"']]) {
        if (!src) continue;
        const source = document.createElement("source");
        source.src = src;
        source.type = type;
        film.appendChild(source);
      }
      film.addEventListener("ended", () => { film.currentTime = 0; film.play().catch(() => {}); });
      film.addEventListener("error", () => state("unsupported"), true);
      document.body.appendChild(film);
      return film;
    }
    async function playVideo() {
      const film = video();
      if (!film.querySelector("source")) { state("unsupported"); return; }
      try {
        await film.play();
        state("video");
      } catch (e) {
        // WebKit plays sound only after a tap; any tap on the page starts it then.
        state(e && e.name === "NotAllowedError" ? "waiting" : "unsupported");
      }
    }
    function stopVideo() {
      if (film && !film.paused) film.pause();
      if (root.dataset.wakelock === "video" || root.dataset.wakelock === "waiting") state("released");
    }
    async function update() {
      label();
      if (!wanted()) {
        if (lock) {
          const held = lock;
          lock = null;
          await held.release();
        }
        stopVideo();
        if (root.dataset.wakelock === "held") state("released");
        else label();
        return;
      }
      if (lock || (film && !film.paused)) return;
      if ("wakeLock" in navigator) {
        try {
          lock = await navigator.wakeLock.request("screen");
          state("held");
          lock.addEventListener("release", () => { lock = null; state("released"); });
          return;
        } catch (e) { /* refused (battery saver, a policy): the video instead */ }
      }
      await playVideo();
    }
    document.addEventListener("visibilitychange", update);
    document.addEventListener("click", (event) => {
      if (!event.target.closest || !event.target.closest("#wake-toggle")) return;
      localStorage.setItem("wakelock", localStorage.getItem("wakelock") === "off" ? "on" : "off");
      update();
    });
    // A tap anywhere is the gesture WebKit waits for before the video may play.
    for (const kind of ["pointerdown", "keydown"]) {
      document.addEventListener(kind, () => {
        if (root.dataset.wakelock === "waiting") update();
      }, true);
    }
    return { update: update };
  })();

  wake.update();
  poll();
  setInterval(poll, POLL_MS);
})();
