// Egizia end-game entry: counts and lists; the server scores (static/score_entry.js).
"use strict";
(function () {
  const inputs = Array.from(document.querySelectorAll("#score-form [data-key]"));
  if (!inputs.length) return;
  const saved = ScoreEntry.saved();
  function number(text) { return /^-?\d+$/.test(text) ? parseInt(text, 10) : text; }
  for (const input of inputs) {
    const key = input.dataset.key, kind = input.dataset.kind;
    const value = key in saved ? saved[key] : input.dataset.tracked;
    if (kind === "bool") input.checked = Boolean(value);
    else if (kind === "list") input.value = (value || []).join(" ");
    else input.value = value === undefined ? 0 : value;
    input.addEventListener("input", ScoreEntry.changed);
    input.addEventListener("change", ScoreEntry.changed);
  }
  function entry() {
    const out = {};
    for (const input of inputs) {
      const kind = input.dataset.kind, text = input.value.trim();
      if (kind === "bool") out[input.dataset.key] = input.checked;
      else if (kind === "list") out[input.dataset.key] = text.split(/[\s,;]+/).filter(Boolean).map(number);
      else out[input.dataset.key] = number(text || "0");
    }
    return out;
  }
  ScoreEntry.start(entry, () => {});
})();
