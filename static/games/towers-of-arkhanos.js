// The Towers of Arkhanos score entry: three counts; the server scores (static/score_entry.js).
"use strict";
(function () {
  const inputs = Array.from(document.querySelectorAll("#score-form input[data-key]"));
  if (!inputs.length) return;
  const saved = ScoreEntry.saved();
  for (const input of inputs) {
    const key = input.dataset.key;
    input.value = key in saved ? saved[key] : (input.dataset.tracked || 0);
    input.addEventListener("input", ScoreEntry.changed);
  }
  function entry() {
    const out = {};
    for (const input of inputs) {
      const text = input.value.trim() || "0";
      out[input.dataset.key] = /^\d+$/.test(text) ? parseInt(text, 10) : text;
    }
    return out;
  }
  ScoreEntry.start(entry, () => {});
})();
