// Setup checklist: remember ticked steps on this phone, so a reload keeps them.
"use strict";
(function () {
  const list = document.querySelector(".checklist[data-play]");
  if (!list) return;
  const key = "setup-ticks:" + list.dataset.play;
  let ticks = [];
  try { ticks = JSON.parse(localStorage.getItem(key)) || []; } catch (e) { ticks = []; }
  const boxes = Array.from(list.querySelectorAll("input[type=checkbox]"));
  boxes.forEach((box, i) => {
    box.checked = ticks.includes(i);
    box.addEventListener("change", () => {
      const now = boxes.map((b, j) => (b.checked ? j : -1)).filter((j) => j >= 0);
      try { localStorage.setItem(key, JSON.stringify(now)); } catch (e) { /* private mode */ }
    });
  });
})();
