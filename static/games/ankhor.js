// Ankh'or score entry: tap cells to lay tiles; the server scores the layout as you go
// (static/score_entry.js does the scoring round trip and the breakdown). Its texts come
// from the page (#game-texts), in the page's language, and so do the colours' and animals'
// names (the brush's inputs).
"use strict";
(function () {
  const form = document.getElementById("score-form");
  if (!form) return;
  const grid = document.getElementById("grid");
  const bonusField = document.getElementById("bonus-tokens");
  const leftoverField = document.getElementById("leftover-tokens");
  const pointsField = document.getElementById("brush-points");
  const upperField = document.getElementById("brush-upper");
  const TEXTS = JSON.parse(document.getElementById("game-texts").textContent);
  const LETTER = {}, COLOR = {}, ANIMAL = {};
  for (const input of form.querySelectorAll("input[name=brush-color]")) {
    LETTER[input.value] = input.dataset.letter;
    COLOR[input.value] = input.dataset.name;
  }
  for (const input of form.querySelectorAll("input[name=brush-animal]")) {
    if (input.value) ANIMAL[input.value] = input.dataset.name;
  }
  const history = [];
  let tiles = [];

  const saved = ScoreEntry.saved();
  tiles = Array.isArray(saved.tiles) ? saved.tiles : [];
  bonusField.value = (saved.bonus_tokens || []).join(" ");
  leftoverField.value = saved.leftover_tokens ?? 0;

  // A text with a count: its "1" form, else the other with {n} replaced.
  function counted(one, many, n) {
    return n === 1 ? TEXTS[one] : TEXTS[many].replace("{n}", n);
  }
  function fill(text, values) {
    return text.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? values[key] : whole));
  }
  function capitalized(text) { return text.charAt(0).toUpperCase() + text.slice(1); }
  function numberOrText(text) { return /^\d+$/.test(text) ? parseInt(text, 10) : text; }
  function brush() {
    return {
      color: form.querySelector("input[name=brush-color]:checked").value,
      animal: form.querySelector("input[name=brush-animal]:checked").value || null,
      points: numberOrText(pointsField.value.trim() || "0"),
      level: upperField.checked ? 1 : 0,
    };
  }
  function entry() {
    const bonus = bonusField.value.split(/[\s,;]+/).filter(Boolean).map(numberOrText);
    return { tiles: tiles, bonus_tokens: bonus,
             leftover_tokens: numberOrText(leftoverField.value.trim() || "0") };
  }
  function at(level, row, col) {
    return tiles.findIndex((t) => t.level === level && t.row === row && t.col === col);
  }
  function same(a, b) {
    return a.color === b.color && a.animal === b.animal && a.points === b.points;
  }
  // Keyboard: arrows move between cells, Enter or Space places the tile (buttons do that).
  let focused = null;
  function cellAt(row, col) {
    return grid.querySelector('.cell[data-row="' + row + '"][data-col="' + col + '"]');
  }
  const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  grid.addEventListener("keydown", (event) => {
    const cell = event.target.closest(".cell");
    const move = ARROWS[event.key];
    if (!cell || !move) return;
    const next = cellAt(Number(cell.dataset.row) + move[0], Number(cell.dataset.col) + move[1]);
    if (next) { next.focus(); event.preventDefault(); }
  });
  grid.addEventListener("focusin", (event) => {
    const cell = event.target.closest(".cell");
    focused = cell ? [Number(cell.dataset.row), Number(cell.dataset.col)] : null;
  });
  let rendering = false;
  grid.addEventListener("focusout", (event) => {
    if (!rendering && !grid.contains(event.relatedTarget)) focused = null;
  });

  function tap(row, col) {
    const tile = Object.assign(brush(), { row: row, col: col });
    history.push(JSON.stringify(tiles));
    const index = at(tile.level, row, col);
    if (index >= 0 && same(tiles[index], tile)) tiles.splice(index, 1);
    else if (index >= 0) tiles[index] = tile;
    else tiles.push(tile);
    changed();
  }
  function bounds() {
    const rows = [0, 4], cols = [0, 4];
    for (const t of tiles) {
      rows.push(t.row - 1, t.row + 1 + t.level);
      cols.push(t.col - 1, t.col + 1 + t.level);
    }
    const r0 = Math.min(...rows), c0 = Math.min(...cols);
    return { r0: r0, c0: c0, rows: Math.max(...rows) - r0 + 1, cols: Math.max(...cols) - c0 + 1 };
  }
  function label(t) {
    return [COLOR[t.color] || t.color, t.animal ? ANIMAL[t.animal] || t.animal : "",
            t.points ? counted("point_one", "points", t.points) : "",
            t.level ? TEXTS.upper_level : ""].filter(Boolean).join(", ");
  }
  function face(el, t) {
    el.classList.add("filled", "c-" + t.color);
    el.innerHTML = "";
    const lines = [LETTER[t.color] || "?", t.animal ? capitalized(ANIMAL[t.animal] || t.animal) : "",
                   t.points ? counted("vp_one", "vp", t.points) : ""];
    for (const line of lines.filter(Boolean)) {
      const span = document.createElement("span");
      span.textContent = line;
      el.appendChild(span);
    }
  }
  function render(groups) {
    const b = bounds();
    rendering = true;
    grid.innerHTML = "";
    grid.style.gridTemplateColumns = "repeat(" + b.cols + ", minmax(44px, 1fr))";
    grid.classList.toggle("upper-mode", upperField.checked);
    for (let r = b.r0; r < b.r0 + b.rows; r++) {
      for (let c = b.c0; c < b.c0 + b.cols; c++) {
        const cell = document.createElement("button");
        cell.type = "button";
        cell.className = "cell";
        cell.dataset.row = r;
        cell.dataset.col = c;
        const t = tiles[at(0, r, c)];
        if (t) face(cell, t);
        if (groups.has("0," + r + "," + c)) cell.classList.add("in-group");
        cell.setAttribute("aria-label", fill(TEXTS.cell, { row: r, col: c, tile: t ? label(t) : TEXTS.empty }));
        cell.addEventListener("click", () => tap(r, c));
        grid.appendChild(cell);
      }
    }
    for (const t of tiles.filter((t) => t.level === 1)) {
      const up = document.createElement("button");
      up.type = "button";
      up.className = "upper";
      up.dataset.row = t.row;
      up.dataset.col = t.col;
      up.style.left = ((t.col - b.c0 + 0.5) / b.cols * 100) + "%";
      up.style.top = ((t.row - b.r0 + 0.5) / b.rows * 100) + "%";
      up.style.width = (100 / b.cols) + "%";
      up.style.height = (100 / b.rows) + "%";
      up.setAttribute("aria-label", fill(TEXTS.upper_tile, { row: t.row, col: t.col, tile: label(t) }));
      face(up, t);
      up.addEventListener("click", () => tap(t.row, t.col));
      grid.appendChild(up);
    }
    const count = tiles.length;
    document.getElementById("tile-count").textContent = counted("tile_one", "tiles", count);
    if (focused) {
      const cell = cellAt(focused[0], focused[1]);
      if (cell) cell.focus();
    }
    rendering = false;
  }
  function changed() {
    render(new Set());
    ScoreEntry.changed();
  }
  function scored(player) {
    const groups = new Set();
    if (player) {
      for (const g of player.details.color_groups.concat(player.details.animal_groups))
        for (const k of g.cells) groups.add(k.join(","));
    }
    render(groups);
  }
  form.addEventListener("change", (event) => {
    if (event.target === bonusField || event.target === leftoverField) changed();
    if (event.target === upperField) render(new Set());
  });
  bonusField.addEventListener("input", changed);
  leftoverField.addEventListener("input", changed);
  document.getElementById("undo-tap").addEventListener("click", () => {
    if (history.length) { tiles = JSON.parse(history.pop()); changed(); }
  });
  render(new Set());
  ScoreEntry.start(entry, scored);
})();
