// What a player typed survives a reload, Back/Forward and a closed tab: every form with
// data-draft="<key>" is kept on this phone as it is typed, put back when the page opens,
// and forgotten when it is saved (live.js says so) or discarded on purpose.
"use strict";
window.Drafts = (function () {
  const PREFIX = "draft:";
  function key(form) { return PREFIX + form.dataset.draft; }
  function fields(form) {
    return Array.from(form.elements).filter((el) =>
      el.name && !["csrf_token", "after", "kind", "for_turn.seat", "for_turn.round"].includes(el.name) &&
      el.type !== "submit");
  }
  function read(form) {
    const out = {};
    for (const el of fields(form)) {
      if (el.type === "radio") { if (el.checked || !(el.name in out)) out[el.name] = el.checked ? el.value : null; }
      else out[el.name] = el.type === "checkbox" ? el.checked : el.value;
    }
    return out;
  }
  function save(form) {
    const note = form.querySelector(".draft-started");
    if (note && !note.hidden) return;   // an already started table is not a draft any more
    try { localStorage.setItem(key(form), JSON.stringify(read(form))); } catch (e) { /* full */ }
  }
  // A radio button keeps its value: the draft says which one of its group is chosen.
  function put(el, value) {
    if (el.type === "checkbox") el.checked = value;
    else if (el.type === "radio") el.checked = el.value === value;
    else el.value = value;
  }
  function clear(form) { localStorage.removeItem(key(form)); }
  function restore(form) {
    let draft = null;
    try { draft = JSON.parse(localStorage.getItem(key(form))); } catch (e) { draft = null; }
    if (!draft) return;
    if (draft.started) {
      // Back to the form that made a play: the same form, sent again, opens that play.
      // Opened anew ("New play"), it is a fresh form for the next play.
      if (returnedTo()) offerStarted(form, draft); else clear(form);
      return;
    }
    const before = JSON.stringify(read(form));
    for (const el of fields(form)) {
      if (!(el.name in draft)) continue;
      put(el, draft[el.name]);
    }
    if (JSON.stringify(read(form)) === before) { clear(form); return; }
    const note = form.querySelector(".draft-note");
    if (note) note.hidden = false;
  }
  // Back to a new-play form that already made its play: the same names and the same play
  // id (sending it again opens that play), or a fresh id for another play on purpose.
  function offerStarted(form, draft) {
    const fresh = form.querySelector("input[name=play_id]").value;
    for (const el of fields(form)) {
      if (!(el.name in draft)) continue;
      put(el, draft[el.name]);
    }
    const note = form.querySelector(".draft-started");
    if (!note) return;
    note.hidden = false;
    note.querySelector("a").href = "/plays/" + draft.play_id;
    note.querySelector("button").addEventListener("click", () => {
      form.querySelector("input[name=play_id]").value = fresh;
      clear(form);
      note.hidden = true;
    });
  }

  function returnedTo() {
    const entry = performance.getEntriesByType("navigation")[0];
    return Boolean(entry && entry.type === "back_forward");
  }

  function watch(root) {
    root.querySelectorAll("form[data-draft]").forEach((form) => {
      restore(form);
      form.addEventListener("input", () => save(form));
      form.addEventListener("change", () => save(form));
    });
  }
  document.addEventListener("click", (event) => {
    const button = event.target.closest && event.target.closest("[data-discard-draft]");
    if (!button) return;
    const form = button.closest("form[data-draft]") || document.querySelector("form[data-draft]");
    if (form) clear(form);
    if (button.tagName === "BUTTON") location.reload();
  });
  document.addEventListener("companion:saved", (event) => { if (event.detail) clear(event.detail); });
  document.addEventListener("companion:refreshed", () => watch(document));
  // A play page: the new-play form that created this play has done its work.
  const play = document.querySelector("main[data-play]");
  if (play) {
    for (const name of Object.keys(localStorage)) {
      if (!name.startsWith(PREFIX + "new:")) continue;
      try {
        const draft = JSON.parse(localStorage.getItem(name));
        if (draft.play_id === play.dataset.play && !draft.started) {
          draft.started = true;
          localStorage.setItem(name, JSON.stringify(draft));
        }
      } catch (e) { localStorage.removeItem(name); }
    }
  }
  watch(document);
  return { save: save, clear: clear };
})();
