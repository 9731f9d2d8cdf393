// Every page: the theme toggle, and the service worker that keeps rules and aids offline.
"use strict";
(function () {
  const root = document.documentElement;
  const button = document.getElementById("theme-toggle");
  const NEXT = { auto: "dark", dark: "light", light: "auto" };
  const LABEL = { auto: "Theme: auto", dark: "Theme: dark", light: "Theme: light" };
  const ICON = { auto: "◐", dark: "●", light: "○" };
  function current() { return root.dataset.theme || "auto"; }
  function show() {
    if (!button) return;
    button.textContent = ICON[current()];
    button.setAttribute("aria-label", LABEL[current()] + " (tap to change)");
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
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
  }
})();
