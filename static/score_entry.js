// Shared by every game's score entry: keeps #entry in step and shows the live breakdown.
// A game script calls ScoreEntry.start(entry, onScored): `entry()` returns the player's
// entry as the score API takes it; `onScored(player)` adds what the game shows beyond the
// breakdown (highlights, notes). The server scores; this page never computes points.
"use strict";
window.ScoreEntry = (function () {
  const form = document.getElementById("score-form");
  const entryField = document.getElementById("entry");
  const live = document.getElementById("live-breakdown");
  let entry = () => ({});
  let onScored = () => {};
  let timer = null;

  function show(parent, tag, text, cls) {
    const node = document.createElement(tag);
    node.textContent = text;
    if (cls) node.className = cls;
    parent.appendChild(node);
    return node;
  }
  function renderBreakdown(player) {
    const labels = JSON.parse(form.dataset.labels || "{}");
    const table = show(live, "table", "", "breakdown-table");
    for (const [key, value] of Object.entries(player.breakdown)) {
      const row = table.insertRow();
      show(row, "th", labels[key] || key);
      show(row, "td", String(value));
    }
    const total = table.insertRow();
    total.className = "total-row";
    show(total, "th", "Total");
    show(total, "td", String(player.total));
    for (const w of player.warnings) show(live, "p", "⚠ " + w, "warning");
  }
  async function scoreNow() {
    const me = form.dataset.name;
    const others = JSON.parse(form.dataset.others || "[]");
    const body = { players: others.concat([Object.assign({ name: me }, entry())]) };
    let reply;
    try {
      const response = await fetch(form.dataset.api, { method: "POST",
        headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      reply = await response.json();
    } catch (e) {
      live.textContent = "Cannot reach the app to score right now; your entry is kept.";
      return;
    }
    live.innerHTML = "";
    if (reply.errors) {
      const list = show(live, "ul", "", "errors");
      for (const e of reply.errors) show(list, "li", e.message);
      onScored(null);
      return;
    }
    const player = reply.players.find((p) => p.name === me);
    renderBreakdown(player);
    onScored(player, others.length);
  }
  function changed() {
    entryField.value = JSON.stringify(entry());
    clearTimeout(timer);
    timer = setTimeout(scoreNow, 250);
  }
  function start(entryFn, onScoredFn) {
    entry = entryFn;
    onScored = onScoredFn;
    form.addEventListener("submit", () => { entryField.value = JSON.stringify(entry()); });
    changed();
  }
  function saved() {
    try { return JSON.parse(entryField.value) || {}; } catch (e) { return {}; }
  }
  return { start: start, changed: changed, show: show, saved: saved, live: live };
})();
