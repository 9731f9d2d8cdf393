// New play: tapping a player of an earlier play fills the next empty seat (name and colour).
"use strict";
document.querySelectorAll("[data-known-player]").forEach((chip) => {
  chip.addEventListener("click", () => {
    const names = Array.from(document.querySelectorAll("input[id$='-name']"));
    if (names.some((input) => input.value.trim().toLowerCase() === chip.dataset.name.toLowerCase())) return;
    const seat = names.find((input) => !input.value.trim());
    if (!seat) return;
    seat.value = chip.dataset.name;
    const color = document.getElementById(seat.id.replace(/-name$/, "-color"));
    if (color && chip.dataset.color) color.value = chip.dataset.color;
    chip.setAttribute("aria-pressed", "true");
  });
});
