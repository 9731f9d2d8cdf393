// Shared by every game's score entry: keeps #entry in step, keeps a draft on this phone
// (static/drafts.js) and shows the live breakdown from the server's preview of this entry
// with the rest of the table. A game script calls ScoreEntry.start(entry, onScored,
// placeError): `entry()` returns the player's entry as the API takes it, counted the
// game's way; `onScored(player, others, complete)` adds what the game shows beyond the
// breakdown; `placeError(field, message)` shows a refusal on the game's own controls (true
// if it did; the others go to the control with data-key=field, else the breakdown box).
// "Our totals" (one typed number per category) and the values the results asked for are
// this script's: ScoreEntry.mode() says which way the player enters. This page never
// computes points.
"use strict";
window.ScoreEntry = (function () {
  const form = document.getElementById("score-form");
  const entryField = document.getElementById("entry");
  const live = document.getElementById("live-breakdown");
  let counted = () => ({});
  let onScored = () => {};
  let placeError = () => false;
  let timer = null;

  function show(parent, tag, text, cls) {
    const node = document.createElement(tag);
    node.textContent = text;
    if (cls) node.className = cls;
    parent.appendChild(node);
    return node;
  }
  // The points that wait for nobody: the total without what is pending.
  function sure(player) {
    const pending = player.pending || [];
    return player.total - pending.reduce((sum, key) => sum + (player.breakdown[key] || 0), 0);
  }
  // What waits for the other players' entries (the server names it in `pending`) is shown
  // as pending, and the total as the points so far: never a total that is not one.
  function renderBreakdown(parent, player) {
    const table = show(parent, "table", "", "breakdown-table");
    const pending = new Set(player.pending || []);
    for (const [key, value] of Object.entries(player.breakdown)) {
      const row = table.insertRow();
      row.dataset.key = key;
      show(row, "th", player.breakdown_labels[key] || key);
      if (pending.has(key)) row.className = "pending";
      show(row, "td", pending.has(key) ? TEXT("pending") : String(value));
    }
    const total = table.insertRow();
    total.className = "total-row";
    total.dataset.key = "total";
    show(total, "th", TEXT("total"));
    show(total, "td", pending.size ? TEXT("so_far", { n: sure(player) }) : String(player.total));
    if (pending.size) show(parent, "p", TEXT("provisional"), "muted provisional");
    for (const w of player.warnings) show(parent, "p", "⚠ " + w, "warning");
  }
  const PREVIEW_MS = 6000;   // every request has a timeout
  async function preview(anEntry) {
    const control = new AbortController();
    const timer = setTimeout(() => control.abort(), PREVIEW_MS);
    try {
      const response = await fetch(form.dataset.preview, { method: "POST", signal: control.signal,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ seat: Number(form.dataset.seat), entry: anEntry }) });
      scoredWith = response.headers.get("x-companion-settings");
      return await response.json();
    } finally {
      clearTimeout(timer);
    }
  }
  // A question the group has not answered yet: a way to the settings, and back here.
  function settingsLink(parent) {
    if (!form.dataset.settings) return;
    const link = document.createElement("a");
    link.href = form.dataset.settings;
    link.className = "btn btn-light";
    link.textContent = TEXT("answer_in_settings");
    parent.append(" ", link);
  }
  // --- the way the player enters: counted, or our totals ----------------------------------
  function mode() {
    const chosen = form.querySelector("input[name=mode]:checked");
    return chosen ? chosen.value : "count";
  }
  function number(text) { return /^[-+]?\d+$/.test(text) ? parseInt(text, 10) : text; }
  // Values typed in the inputs whose data-key starts with `part.` ("totals", "typed",
  // "tie_break"), by name; an empty one is not sent.
  function typedPart(part) {
    const out = {};
    form.querySelectorAll('[data-key^="' + part + '."]').forEach((input) => {
      if (input.closest("[hidden]")) return;
      const text = input.value.trim();
      if (text !== "") out[input.dataset.key.slice(part.length + 1)] = number(text);
    });
    return out;
  }
  function entry() {
    const out = mode() === "totals" ? { totals: typedPart("totals") } : counted();
    const typed = mode() === "totals" ? {} : typedPart("typed");
    const tie = typedPart("tie_break");
    if (Object.keys(typed).length) out.typed = typed;
    if (Object.keys(tie).length) out.tie_break = tie;
    return out;
  }
  function showMode() {
    const now = mode();
    form.querySelectorAll(".entry-mode").forEach((part) => { part.hidden = part.dataset.mode !== now; });
    form.querySelectorAll(".entry-counted").forEach((part) => { part.hidden = now === "totals"; });
    form.querySelectorAll("[data-answers-for]").forEach((part) => {
      part.hidden = (part.dataset.answersFor === "totals") !== (now === "totals");
    });
  }
  // A way entered as numbers (our totals, a game's quick count) has its first number
  // ready for the keyboard: no tap on it.
  function readyToType() {
    const first = form.querySelector('.entry-mode[data-mode="' + mode() + '"] input[enterkeyhint=next]');
    if (first) first.focus();
  }
  form.addEventListener("change", (event) => {
    if (event.target.name !== "mode") return;
    showMode();
    readyToType();
    changed();
  });
  // A number filled in already (what the tracker knew) is replaced by what is typed.
  form.addEventListener("focusin", (event) => {
    if (event.target.matches && event.target.matches("input[enterkeyhint=next]")) event.target.select();
  });
  // The keyboard's Next (Enter) goes to the next number, as a pen goes down a score pad;
  // after the last one, to Save.
  form.addEventListener("keydown", (event) => {
    const input = event.target;
    if (event.key !== "Enter" || !input.matches || !input.matches("input[enterkeyhint=next]")) return;
    event.preventDefault();
    const all = Array.from(form.querySelectorAll("input[enterkeyhint=next]"))
      .filter((other) => !other.closest("[hidden]"));
    const next = all[all.indexOf(input) + 1] || document.getElementById("save-score");
    next.focus();
  });

  async function scoreNow() {
    let reply;
    try {
      reply = await preview(entry());
    } catch (e) {
      live.textContent = TEXT("cannot_score");
      return;
    }
    live.innerHTML = "";
    clearFieldErrors();
    if (reply.errors) {
      // Each refusal at its field (or on its tile); the others in the breakdown box.
      const left = reply.errors.filter((e) => !placed(e));
      if (left.length) {
        const list = show(live, "ul", "", "errors");
        for (const e of left) {
          const item = show(list, "li", e.message);
          if (String(e.field).startsWith("settings.")) settingsLink(item);
        }
      }
      onScored(null);
      return;
    }
    const me = reply.players.find((p) => p.seat === Number(form.dataset.seat));
    renderBreakdown(live, me);
    // Scored with everyone, or only with those entered so far (what depends on the
    // others is then pending: a game script says so). Typed totals show only the breakdown.
    if (mode() !== "totals") {
      onScored(me, reply.players.length - 1, reply.players.length >= Number(form.dataset.players || 0));
    }
  }

  // --- refusals at their fields -----------------------------------------------------------
  function clearFieldErrors() {
    form.querySelectorAll(".entry-error").forEach((node) => node.remove());
    form.querySelectorAll("[aria-invalid][data-entry-error]").forEach((node) => {
      node.removeAttribute("aria-invalid");
      node.removeAttribute("aria-describedby");
      node.removeAttribute("data-entry-error");
      const field = node.closest(".field");
      if (field) field.classList.remove("has-error");
    });
  }
  function atField(control, message) {
    const note = document.createElement("p");
    note.className = "error entry-error";
    note.id = "entry-error-" + (control.id || control.dataset.key);
    note.textContent = message;
    const field = control.closest(".field") || control.parentElement;
    field.classList.add("has-error");
    field.appendChild(note);
    control.setAttribute("aria-invalid", "true");
    control.setAttribute("aria-describedby", note.id);
    control.dataset.entryError = "1";
    return true;
  }
  function placed(error) {
    const name = String(error.field || "").replace(/^entry\./, "");
    if (placeError(name, error.message)) return true;
    // "tomb_tiles[1]" is said at the tomb tiles' field
    for (const key of [name, name.replace(/\[\d+\].*$/, ""), name.split(".")[0]]) {
      const control = form.querySelector('[data-key="' + key + '"]');
      if (control) return atField(control, error.message);
    }
    return false;
  }
  function changed() {
    entryField.value = JSON.stringify(entry());
    if (window.Drafts) Drafts.save(form);
    clearTimeout(timer);
    timer = setTimeout(scoreNow, 250);
  }
  // After a conflict: the version saved on another phone, scored, beside this one.
  async function showConflict() {
    const box = document.getElementById("conflict-versions");
    if (!box) return;
    const saved = JSON.parse(document.getElementById("entry-conflict").dataset.saved || "null");
    if (!saved) return;
    try {
      const reply = await preview(saved);
      const theirs = reply.players.find((p) => p.seat === Number(form.dataset.seat));
      show(box, "h3", TEXT("saved_version", { n: sure(theirs) }));
      renderBreakdown(box, theirs);
    } catch (e) { /* the breakdown below still shows yours */ }
  }
  // live.js says which settings the group has now; scored with others, score again.
  let scoredWith = null;
  document.addEventListener("companion:settings", (event) => {
    if (scoredWith !== null && event.detail !== scoredWith) scoreNow();
  });
  form.addEventListener("input", (event) => {
    if (event.target.matches && event.target.matches('[data-key^="totals."], [data-key^="typed."], [data-key^="tie_break."]')) changed();
  });
  function start(entryFn, onScoredFn, placeErrorFn) {
    counted = entryFn;
    showMode();
    readyToType();
    onScored = onScoredFn;
    if (placeErrorFn) placeError = placeErrorFn;
    form.addEventListener("submit", () => { entryField.value = JSON.stringify(entry()); });
    entryField.value = JSON.stringify(entry());
    clearTimeout(timer);
    scoreNow();
    showConflict();
  }
  function saved() {
    try { return JSON.parse(entryField.value) || {}; } catch (e) { return {}; }
  }
  return { start: start, changed: changed, show: show, saved: saved, live: live, atField: atField,
           mode: mode };
})();
