// Every page: the texts of the scripts, the theme toggle, and the service worker that keeps
// rules and aids offline.
"use strict";

// The page's texts for its scripts, in its language (base.html carries them as JSON, see
// companion/web/script_texts.py): TEXT("key", {name: value}) fills each "{name}". A text
// with a count has a form per plural category of the language; params.n picks one.
window.TEXT = (function () {
  let texts = {};
  try { texts = JSON.parse(document.getElementById("texts").textContent); } catch (e) { texts = {}; }
  const plurals = new Intl.PluralRules(document.documentElement.lang || "en");
  return function (key, params) {
    const values = params || {};
    let text = texts[key];
    if (text === undefined) return key;
    if (typeof text === "object") text = text[plurals.select(Number(values.n))] || text.other;
    return text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
  };
})();

(function () {
  const root = document.documentElement;
  const button = document.getElementById("theme-toggle");
  const NEXT = { auto: "dark", dark: "light", light: "auto" };
  const LABEL = { auto: TEXT("theme_auto"), dark: TEXT("theme_dark"), light: TEXT("theme_light") };
  const ICON = { auto: "◐", dark: "●", light: "○" };
  function current() { return root.dataset.theme || "auto"; }
  function show() {
    if (!button) return;
    button.textContent = ICON[current()];
    button.setAttribute("aria-label", TEXT("theme_change", { theme: LABEL[current()] }));
    button.title = LABEL[current()];
  }
  if (button) {
    button.addEventListener("click", () => {
      const theme = NEXT[current()];
      if (theme === "auto") delete root.dataset.theme; else root.dataset.theme = theme;
      try {
        if (theme === "auto") localStorage.removeItem("theme"); else localStorage.setItem("theme", theme);
      } catch (e) { /* not remembered, still applied */ }
      show();
    });
    show();
  }
  // Plain HTTP on the network is no secure context: say once what this address cannot
  // do and how to get it, until the phone says it has read it.
  const note = document.getElementById("insecure-note");
  if (note && !window.isSecureContext) {
    let seen = false;
    try { seen = localStorage.getItem("insecure-note") === "seen"; } catch (e) { /* private mode */ }
    if (!seen) {
      note.hidden = false;
      document.getElementById("insecure-note-ok").addEventListener("click", () => {
        note.hidden = true;
        try { localStorage.setItem("insecure-note", "seen"); } catch (e) { /* shown again */ }
      });
    }
  }
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
    // The worker shows its offline page in the language of the last page shown.
    navigator.serviceWorker.ready.then((registration) => {
      if (registration.active) registration.active.postMessage({ lang: root.lang });
    }).catch(() => {});
  }
})();
