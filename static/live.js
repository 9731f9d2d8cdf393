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
      say("The app cannot be reached right now. Anything you enter is kept.");
      return;
    }
    if (response.status === 304) return;
    if (!response.ok) return;
    etag = response.headers.get("ETag");
    const state = await response.json();
    if (String(state.seq) !== main.dataset.seq || state.phase !== main.dataset.phase) {
      if (main.dataset.live === "notify" || main.querySelector("details.ask-panel[open]")) {
        say("Another phone changed this play. What you entered here is kept; save it or reload to see the change.");
      } else {
        await refresh();
      }
    } else if (status.textContent.startsWith("The app cannot be reached")) {
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
    const body = { after: after, kind: kind, data: {} };
    if (kind === "action") {
      body.kind = form.querySelector("input[name=kind]").value;
      form.querySelectorAll("input[name=options]:checked").forEach((box) => { body.data[box.value] = true; });
      form.querySelectorAll("[name^='f:']").forEach((input) => { body.data[input.name.slice(2)] = input.value; });
    } else if (kind === "first_player") {
      const seat = submitter ? submitter.value : "random";
      body.data.seat = seat === "random" ? null : Number(seat);
    } else if (kind === "score") {
      let entry = null;
      try { entry = JSON.parse(form.querySelector("input[name=entry]").value); } catch (e) { entry = null; }
      body.data = { seat: Number(form.dataset.seat), entry: entry };
    }
    return { url: "/api/plays/" + play + "/events", body: body, score: kind === "score" };
  }

  function showErrors(errors) {
    const box = document.getElementById("entry-errors") || document.createElement("div");
    box.id = "entry-errors";
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
    main.insertBefore(box, main.querySelector("form") || main.firstChild);
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
      say("No connection to the app: your action is kept and will be sent when it is back.");
      setTimeout(retry, 2000);
      return;
    }
    localStorage.removeItem(pendingKey);
    const reply = await response.json();
    if (response.status === 409) {
      const done = action.retried && reply.play.seq === action.body.after + 1;
      await refresh(done ? "Your action was already recorded." :
        "Someone else just played: nothing was changed; this is the play as it stands now.");
    } else if (response.status === 400) {
      say("");
      if (action.score) showErrors(reply.errors);
      else await refresh(reply.errors.map((e) => e.message).join(" "));
    } else if (action.score) {
      location.href = "/plays/" + play + "/score";
    } else {
      await refresh(action.retried ? "Your action was sent now that the app is back." : "");
      if (!action.retried) say("");
    }
  }

  function retry() {
    const saved = localStorage.getItem(pendingKey);
    if (!saved || sending) return;
    const action = JSON.parse(saved);
    action.retried = true;
    send(action);
  }

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
      const response = await fetch(form.dataset.ask + "?q=" + encodeURIComponent(q));
      reply = await response.json();
    } catch (e) {
      box.textContent = "The app cannot be reached; the rules pages you opened before still work.";
      return;
    }
    box.textContent = "";
    const answers = reply.answers || [];
    if (!answers.length) {
      const p = document.createElement("p");
      p.textContent = "No rule answers that well. ";
      const link = document.createElement("a");
      link.href = form.action + "?q=" + encodeURIComponent(q) + "&play=" + play;
      link.textContent = "Open the rules reference";
      p.appendChild(link);
      box.appendChild(p);
    }
    for (const a of answers) {
      const article = document.createElement("article");
      article.className = "answer";
      const title = document.createElement("h3");
      const link = document.createElement("a");
      link.href = a.url + "?play=" + play;
      link.textContent = a.title;
      title.appendChild(link);
      const text = document.createElement("p");
      text.className = "statements";
      for (const s of a.statements) {
        const mark = document.createElement("span");
        mark.className = "src";
        mark.textContent = "(" + s.source + ")";
        text.append(s.text + " ", mark, " ");
      }
      article.append(title, text);
      box.appendChild(article);
    }
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
    say("An action entered without a connection is being sent.");
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
      button.textContent = on ? "Screen stays on" : "Screen may sleep";
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
