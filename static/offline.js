// The app's offline page (templates/offline.html), shown in place of a page this phone
// never kept: the actions waiting on this phone are listed, and sent, in order, as soon
// as the app answers again; the page then opens as it should. An action the app refuses
// stays kept: its play's page explains it.
"use strict";
(function () {
  const box = document.getElementById("offline-queue");
  if (!box) return;
  const TRY_MS = 2000;

  function show() {
    const queue = [].concat(...Outbox.plays().map(Outbox.read));
    box.hidden = !queue.length;
    if (queue.length) Outbox.list(box, queue);
  }

  // One play's actions, first first, until the app refuses one or cannot be reached;
  // false when it cannot be reached.
  async function send(play) {
    for (;;) {
      const queue = Outbox.read(play);
      if (!queue.length) return true;
      const response = await Outbox.post(queue[0]);
      if (!response || response.status >= 500) return false;
      if (!response.ok) return true;          // refused or in conflict: its page explains
      let reply = {};
      try { reply = await response.json(); } catch (e) { reply = {}; }
      const rest = Outbox.read(play).filter((item) => item.id !== queue[0].id);
      // the next one follows the play as this one left it
      const at = typeof reply.recorded === "number" ? reply.recorded : reply.seq;
      if (rest[0] && rest[0].follows === queue[0].id && typeof at === "number") rest[0].body.after = at;
      Outbox.write(play, rest);
      show();
    }
  }

  async function attempt() {
    let back = false;
    try {
      back = (await Outbox.fetchWithin("/healthz", { cache: "no-store" }, Outbox.SEND_MS)).ok;
    } catch (e) {
      back = false;
    }
    if (back) {
      for (const play of Outbox.plays()) {
        if (!(await send(play))) { back = false; break; }
      }
    }
    if (back) location.reload();      // the app answers: the page asked for, as it is now
    else setTimeout(attempt, TRY_MS);
  }

  show();
  window.addEventListener("online", attempt);
  setTimeout(attempt, TRY_MS);
})();
