// Play pages: follow the play live, send actions through the JSON API (kept and re-sent
// when the app cannot be reached), and keep the screen on while the play is open.
"use strict";
(function () {
  const main = document.querySelector("main[data-play]");
  if (!main) return;
  const play = main.dataset.play;
  const status = document.getElementById("live-status");
  const pendingKey = "pending:" + play;
  const POLL_MS = 1500;
  let etag = null;
  let sending = false;

  function say(text) {
    status.textContent = text;
    status.hidden = !text;
  }

  // --- following the play -------------------------------------------------------------
  async function poll() {
    if (document.hidden || sending) return;
    let response;
    try {
      response = await fetch("/api/plays/" + play, { headers: etag ? { "If-None-Match": etag } : {} });
    } catch (e) {
      say(TEXT("offline"));
      return;
    }
    if (response.status === 304) return;
    if (!response.ok) return;
    etag = response.headers.get("ETag");
    const state = await response.json();
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
    const response = await fetch("/plays/" + play);
    const html = await response.text();
    const fresh = new DOMParser().parseFromString(html, "text/html").querySelector("main");
    if (!fresh) return;
    for (const name of ["seq", "phase", "live"]) main.dataset[name] = fresh.dataset[name] || "";
    main.innerHTML = fresh.innerHTML;
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
    if (kind === "undo") return { url: "/api/plays/" + play + "/undo", body: { after: after } };
    // An id per action: a retry of an action the server already has is not recorded twice.
    const body = { after: after, kind: kind, data: {}, action_id: Date.now().toString(36) + Math.random().toString(36).slice(2, 8) };
    if (kind === "action") {
      body.kind = form.querySelector("input[name=kind]").value;
      form.querySelectorAll("[name^='f:']").forEach((input) => {
        const key = input.name.slice(2);
        if (input.type !== "radio") body.data[key] = fieldValue(input);
        else if (input.checked) body.data[key] = fieldValue(input);
        else if (!(key in body.data)) body.data[key] = null;   // no chip chosen (yet)
      });
    } else if (kind === "first_player") {
      const seat = submitter ? submitter.value : "random";
      body.data.seat = seat === "random" ? null : Number(seat);
    } else if (kind === "score") {
      let entry = null;
      try { entry = JSON.parse(form.querySelector("input[name=entry]").value); } catch (e) { entry = null; }
      body.data = { seat: Number(form.dataset.seat), entry: entry };
    }
    return { url: "/api/plays/" + play + "/events", body: body, score: kind === "score",
             form: form.dataset.draft || null, label: actionLabel(form, submitter),
             phaseBefore: main.dataset.phase };
  }

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
      list.appendChild(item);
    }
    box.appendChild(list);
    if (form && form.dataset.kind === "action") form.insertBefore(box, form.firstChild);
    else main.insertBefore(box, main.querySelector("form") || main.firstChild);
  }

  async function send(action) {
    sending = true;
    let response;
    try {
      response = await fetch(action.url, { method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify(action.body) });
    } catch (e) {
      response = null;
    }
    sending = false;
    if (!response || response.status >= 500) {
      say(TEXT("kept_until_back"));
      setTimeout(retry, 2000);
      return;
    }
    localStorage.removeItem(pendingKey);
    const reply = await response.json();
    const form = action.form ? document.querySelector('form[data-draft="' + action.form + '"]') : null;
    if (response.status === 409) {
      if (action.score && form) { form.submit(); return; }  // the page shows both versions
      await notRecorded(action, reply);
    } else if (response.status === 400) {
      say("");
      if (action.score || form) showErrors(reply.errors, form);
      else await refresh(reply.errors.map((e) => e.message).join(" "));
    } else {
      if (form) document.dispatchEvent(new CustomEvent("companion:saved", { detail: form }));
      if (action.score) {
        // The entry that completes the table goes straight to the results.
        location.href = "/plays/" + play + (reply.phase === "finished" && action.phaseBefore === "scoring" ? "/results" : "/score");
        return;
      }
      await refresh(action.retried ? TEXT("sent_now") : "");
      if (!action.retried) say("");
    }
  }

  // Someone changed the same thing first: say so, show what happened instead, and offer
  // to record this action now if it still applies. Nothing is dropped without a word.
  async function notRecorded(action, reply) {
    await refresh();
    const box = document.createElement("div");
    box.className = "flash flash-conflict not-recorded";
    box.setAttribute("role", "alert");
    const text = document.createElement("span");
    text.textContent = TEXT("not_recorded", { action: action.label,
      happened: (reply.happened || []).join("; ") }) + " ";
    const again = document.createElement("button");
    again.type = "button";
    again.className = "btn btn-light";
    again.textContent = TEXT("record_now");
    again.addEventListener("click", () => {
      const fresh = JSON.parse(JSON.stringify(action));
      fresh.body.after = Number(main.dataset.seq);
      fresh.retried = false;
      box.remove();
      send(fresh);
    });
    const drop = document.createElement("button");
    drop.type = "button";
    drop.className = "btn btn-light";
    drop.textContent = TEXT("drop_it");
    drop.addEventListener("click", () => box.remove());
    box.append(text, again, drop);
    main.insertBefore(box, main.firstChild);
  }

  function retry() {
    const saved = localStorage.getItem(pendingKey);
    if (!saved || sending) return;
    const action = JSON.parse(saved);
    action.retried = true;
    send(action);
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
      const response = await fetch(form.dataset.ask + "?q=" + encodeURIComponent(q) +
                                   "&lang=" + document.documentElement.lang);
      reply = await response.json();
    } catch (e) {
      box.textContent = TEXT("ask_offline");
      return;
    }
    box.textContent = "";
    const answers = reply.answers || [];
    if (!answers.length) {
      const p = document.createElement("p");
      p.textContent = TEXT("no_answer") + " ";
      const link = document.createElement("a");
      link.href = form.action + "?q=" + encodeURIComponent(q) + "&play=" + play;
      link.textContent = TEXT("open_reference");
      p.appendChild(link);
      box.appendChild(p);
    }
    // The first answer open, the others folded, as on the rules page.
    answers.forEach((a, i) => {
      const article = document.createElement("article");
      article.className = a.loose ? "answer loose" : "answer";
      const fold = document.createElement("details");
      fold.open = i === 0;
      const summary = document.createElement("summary");
      const title = document.createElement("h2");
      title.textContent = a.title;
      summary.appendChild(title);
      fold.appendChild(summary);
      if (a.loose) {
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

  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!form.dataset || !form.dataset.kind) return;
    event.preventDefault();
    const action = actionFrom(form, event.submitter);
    localStorage.setItem(pendingKey, JSON.stringify(action));
    send(action);
  });
  window.addEventListener("online", retry);
  if (localStorage.getItem(pendingKey)) {
    say(TEXT("sending_kept"));
    retry();
  }

  // --- screen wake lock ----------------------------------------------------------------
  const wake = (function () {
    let lock = null;
    const root = document.documentElement;
    function wanted() {
      return localStorage.getItem("wakelock") !== "off" && main.dataset.phase !== "finished" &&
        document.visibilityState === "visible";
    }
    function label() {
      const button = document.getElementById("wake-toggle");
      if (!button) return;
      const on = localStorage.getItem("wakelock") !== "off";
      button.textContent = on ? TEXT("screen_on") : TEXT("screen_may_sleep");
      button.setAttribute("aria-pressed", on ? "true" : "false");
    }
    async function update() {
      label();
      if (!("wakeLock" in navigator)) { root.dataset.wakelock = "unsupported"; return; }
      if (wanted() && !lock) {
        try {
          lock = await navigator.wakeLock.request("screen");
          root.dataset.wakelock = "held";
          lock.addEventListener("release", () => { lock = null; root.dataset.wakelock = "released"; });
        } catch (e) { root.dataset.wakelock = "refused"; }
      } else if (!wanted() && lock) {
        await lock.release();
        lock = null;
        root.dataset.wakelock = "released";
      }
    }
    document.addEventListener("visibilitychange", update);
    document.addEventListener("click", (event) => {
      if (!event.target.closest || !event.target.closest("#wake-toggle")) return;
      localStorage.setItem("wakelock", localStorage.getItem("wakelock") === "off" ? "on" : "off");
      update();
    });
    return { update: update };
  })();

  wake.update();
  setInterval(poll, POLL_MS);
})();
