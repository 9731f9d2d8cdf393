// Runs before the page paints: the theme chosen on this phone (light, dark or automatic).
"use strict";
(function () {
  try {
    const theme = localStorage.getItem("theme");
    if (theme === "light" || theme === "dark") document.documentElement.dataset.theme = theme;
  } catch (e) { /* storage blocked: follow the phone's setting */ }
})();
