// The setup checklist, shared by the table: a tap ticks a step for every phone (an event
// of the play that touches that step only), shown at once here and on the others when
// they next look (live.js).
"use strict";
(function () {
  const main = document.querySelector("main[data-play]");
  if (!main) return;
  const play = main.dataset.play;
  const REQUEST_MS = 8000;
  const pending = new Map();   // step -> ticked, sent and not yet answered: shown as sent

  function show(form, done) {
    form.querySelector("button.tick").setAttribute("aria-checked", done ? "true" : "false");
    form.closest("li").classList.toggle("done", done);
    form.querySelector("input[name=done]").value = done ? "no" : "yes";   // a second tap unticks
  }

  // A page that arrives while a tick is on its way shows that tick too.
  document.addEventListener("companion:refreshed", () => {
    for (const [n, done] of pending) {
      const form = main.querySelector('form[data-tick="' + n + '"]');
      if (form) show(form, done);
    }
  });

  function actionId() {
    return Date.now().toString(36) + Math.random().toString(36).slice(2, 8);
  }

  // The page as the server has it now (the `after` of every form follows the play).
  async function refresh() {
    const response = await fetch("/plays/" + play, { signal: AbortSignal.timeout(REQUEST_MS) });
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const fresh = page.querySelector("main");
    if (!fresh) return;
    for (const name of ["seq", "phase", "live"]) main.dataset[name] = fresh.dataset[name] || "";
    main.innerHTML = fresh.innerHTML;
    history.replaceState(null, "", response.url);
    document.title = page.title;
    document.dispatchEvent(new CustomEvent("companion:refreshed"));
  }

  function say(text) {
    const status = document.getElementById("live-status");
    if (!status) return;
    status.textContent = text;
    status.hidden = !text;
  }

  document.addEventListener("submit", async (event) => {
    const form = event.target;
    if (!form.dataset || form.dataset.tick === undefined) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const done = form.querySelector("input[name=done]").value === "yes";
    show(form, done);                                               // at once, on this phone
    pending.set(form.dataset.tick, done);
    const body = { after: Number(main.dataset.seq), kind: "setup_tick", action_id: actionId(),
                   data: { step: Number(form.dataset.tick), done: done } };
    let response = null;
    try {
      response = await fetch("/api/plays/" + play + "/events", {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body), signal: AbortSignal.timeout(REQUEST_MS) });
    } catch (e) {
      response = null;
    }
    pending.delete(form.dataset.tick);
    if (!response) { say(TEXT("tick_not_sent")); await refresh().catch(() => {}); return; }
    if (response.status === 409) say(TEXT("tick_changed_elsewhere"));
    await refresh().catch(() => {});
  }, true);
})();
