// A score entry drawn from the game's declared fields (templates/plays/_entry_fields.html):
// reads each control by its kind into the entry the API takes; the server scores.
"use strict";
(function () {
  const inputs = Array.from(document.querySelectorAll(
    '#score-form .entry-mode[data-mode="count"] [data-field-kind]'));
  function number(text) { return /^[-+]?\d+$/.test(text) ? parseInt(text, 10) : text; }
  function value(input) {
    const text = input.value.trim();
    switch (input.dataset.fieldKind) {
      case "bool": return input.checked;
      case "list": return text.split(/[\s,;]+/).filter(Boolean).map(number);
      case "int": return text === "" ? null : number(text);
      case "player": return text === "" ? null : number(text);
      case "choice": return /^\d+$/.test(text) ? number(text) : text;
      default: return text;
    }
  }
  function entry() {
    const out = {};
    for (const input of inputs) out[input.dataset.key] = value(input);
    return out;
  }
  for (const input of inputs) {
    input.addEventListener("input", ScoreEntry.changed);
    input.addEventListener("change", ScoreEntry.changed);
  }
  ScoreEntry.start(entry, () => {});
})();
