// Ankh'or score entry: tap cells to lay tiles; the server scores the layout as you go
// (static/score_entry.js does the scoring round trip and the breakdown). Its texts come
// from the page (#game-texts), in the page's language, and so do the colours' and animals'
// names (the brush's inputs).
//
// Fewer taps at the table: the kinds already placed come back as one-tap chips, printed
// points and leftover tokens are chips, a bonus token is one tap, and an upper tile is
// placed by tapping the "+" drawn where 4 base tiles meet (no upper-level switch).
"use strict";
(function () {
  const form = document.getElementById("score-form");
  if (!form) return;
  const grid = document.getElementById("grid");
  const bonusField = document.getElementById("bonus-tokens");
  const leftoverField = document.getElementById("leftover-tokens");
  const pointsField = document.getElementById("brush-points");
  const kindsBox = document.getElementById("placed-kinds");
  const TEXTS = JSON.parse(document.getElementById("game-texts").textContent);
  const LETTER = {}, COLOR = {}, ANIMAL = {};
  for (const input of form.querySelectorAll("input[name=brush-color]")) {
    LETTER[input.value] = input.dataset.letter;
    COLOR[input.value] = input.dataset.name;
  }
  for (const input of form.querySelectorAll("input[name=brush-animal]")) {
    if (input.value) ANIMAL[input.value] = input.dataset.name;
  }
  const KINDS_SHOWN = 8;
  const history = [];
  let tiles = [];
  let refused = new Map();    // tile index -> the server's reason, marked on the grid
  const gridError = document.getElementById("grid-error");

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
  // "-2" is a number too: the server says it is out of range rather than not a number.
  function numberOrText(text) { return /^-?\d+$/.test(text) ? parseInt(text, 10) : text; }
  function brush() {
    return {
      color: form.querySelector("input[name=brush-color]:checked").value,
      animal: form.querySelector("input[name=brush-animal]:checked").value || null,
      points: numberOrText(pointsField.value.trim() || "0"),
    };
  }
  function setBrush(kind) {
    for (const input of form.querySelectorAll("input[name=brush-color]"))
      input.checked = input.value === kind.color;
    for (const input of form.querySelectorAll("input[name=brush-animal]"))
      input.checked = input.value === (kind.animal || "");
    pointsField.value = kind.points;
    showPointsChip();
    showKinds();
  }
  // The points chip that matches the typed number is the one shown as chosen.
  function showPointsChip() {
    const value = pointsField.value.trim() || "0";
    for (const chip of form.querySelectorAll("input[name=brush-points-chip]"))
      chip.checked = chip.value === value;
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
  // The focused place survives a redraw: a "+" that became an upper tile keeps the focus.
  grid.addEventListener("focusin", (event) => {
    const place = event.target.closest("[data-key]");
    focused = place ? place.dataset.key : null;
  });
  let rendering = false;
  grid.addEventListener("focusout", (event) => {
    if (!rendering && !grid.contains(event.relatedTarget)) focused = null;
  });

  function tap(level, row, col) {
    const tile = Object.assign(brush(), { row: row, col: col, level: level });
    history.push(JSON.stringify(tiles));
    const index = at(level, row, col);
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
  function button(className, level, row, col, text) {
    const el = document.createElement("button");
    el.type = "button";
    el.className = className;
    el.dataset.row = row;
    el.dataset.col = col;
    el.dataset.key = level + "," + row + "," + col;
    el.setAttribute("aria-label", text);
    el.addEventListener("click", () => tap(level, row, col));
    return el;
  }
  // An upper tile and a "+" sit on the corner where their 4 base tiles meet.
  function onCorner(el, row, col, b) {
    el.style.left = ((col - b.c0 + 1) / b.cols * 100) + "%";
    el.style.top = ((row - b.r0 + 1) / b.rows * 100) + "%";
  }
  function corners() {
    const free = [];
    for (const t of tiles) {
      if (t.level !== 0) continue;
      const r = t.row, c = t.col;
      if (at(0, r, c + 1) >= 0 && at(0, r + 1, c) >= 0 && at(0, r + 1, c + 1) >= 0 &&
          at(1, r, c) < 0) free.push([r, c]);
    }
    return free;
  }
  // A refused tile, or an empty place an upper tile needs, is marked on the grid: the
  // grid shows no row or column numbers to name it by.
  function markRefused(el, kind) {
    el.classList.add(kind === "missing" ? "missing" : "refused");
    el.setAttribute("aria-invalid", "true");
    el.setAttribute("aria-describedby", "grid-error");
  }
  let missing = new Set();
  function supportsOf(t) {
    return [[t.row, t.col], [t.row, t.col + 1], [t.row + 1, t.col], [t.row + 1, t.col + 1]];
  }
  function placeError(field, message) {
    const match = /^tiles\[(\d+)\]/.exec(field);
    if (!match) return false;
    const index = Number(match[1]);
    const t = tiles[index];
    if (!t) return false;
    refused.set(index, message);
    let text = fill(TEXTS.tile_refused, { why: message });
    if (t.level === 1) {
      const gaps = supportsOf(t).filter(([r, c]) => at(0, r, c) < 0);
      if (gaps.length) {
        for (const [r, c] of gaps) missing.add(r + "," + c);
        text = TEXTS.upper_unsupported;
      }
    } else {
      text = TEXTS.tile_apart;
    }
    gridError.textContent = gridError.hidden ? text : gridError.textContent + " " + text;
    gridError.hidden = false;
    render(new Set());
    return true;
  }
  function clearRefused() {
    refused = new Map();
    missing = new Set();
    gridError.hidden = true;
    gridError.textContent = "";
  }
  function render(groups) {
    const b = bounds();
    rendering = true;
    grid.innerHTML = "";
    grid.style.gridTemplateColumns = "repeat(" + b.cols + ", minmax(44px, 1fr))";
    grid.style.minWidth = (b.cols * 44 + 2) + "px";
    for (let r = b.r0; r < b.r0 + b.rows; r++) {
      for (let c = b.c0; c < b.c0 + b.cols; c++) {
        const index = at(0, r, c);
        const t = tiles[index];
        const cell = button("cell", 0, r, c,
                            fill(TEXTS.cell, { row: r, col: c, tile: t ? label(t) : TEXTS.empty }));
        if (t) face(cell, t);
        if (t && refused.has(index)) markRefused(cell);
        if (!t && missing.has(r + "," + c)) markRefused(cell, "missing");
        if (groups.has("0," + r + "," + c)) cell.classList.add("in-group");
        grid.appendChild(cell);
      }
    }
    for (const [r, c] of corners()) {
      const plus = button("corner", 1, r, c,
                          fill(TEXTS.upper_tile, { row: r, col: c, tile: TEXTS.empty }));
      plus.textContent = "+";
      onCorner(plus, r, c, b);
      grid.appendChild(plus);
    }
    for (const t of tiles.filter((t) => t.level === 1)) {
      const up = button("upper", 1, t.row, t.col,
                        fill(TEXTS.upper_tile, { row: t.row, col: t.col, tile: label(t) }));
      if (refused.has(tiles.indexOf(t))) markRefused(up);
      onCorner(up, t.row, t.col, b);
      up.style.width = (100 / b.cols) + "%";
      up.style.height = (100 / b.rows) + "%";
      face(up, t);
      if (groups.has("1," + t.row + "," + t.col)) up.classList.add("in-group");
      grid.appendChild(up);
    }
    document.getElementById("tile-count").textContent = counted("tile_one", "tiles", tiles.length);
    if (focused) {
      const place = grid.querySelector('[data-key="' + focused + '"]');
      if (place) place.focus();
    }
    rendering = false;
    showKinds();
  }
  // The kinds (colour, animal, points) placed most recently, in the order they were first
  // placed so that a chip stays where it was: one tap sets the brush to that kind.
  function placedKinds() {
    const first = new Map();
    tiles.forEach((t, i) => {
      const key = [t.color, t.animal, t.points].join("|");
      if (!first.has(key)) first.set(key, { tile: t, first: i });
      first.get(key).last = i;
    });
    return Array.from(first.values()).sort((a, b) => b.last - a.last).slice(0, KINDS_SHOWN)
      .sort((a, b) => a.first - b.first).map((k) => k.tile);
  }
  function showKinds() {
    const current = brush();
    const kinds = placedKinds();
    kindsBox.innerHTML = "";
    kindsBox.hidden = kinds.length === 0;
    for (const t of kinds) {
      const chip = document.createElement("button");
      chip.type = "button";
      chip.className = "kind";
      face(chip, t);
      chip.setAttribute("aria-label", label(Object.assign({}, t, { level: 0 })));
      chip.setAttribute("aria-pressed", String(same(t, current)));
      chip.addEventListener("click", () => setBrush(t));
      kindsBox.appendChild(chip);
    }
  }
  function showLeftoverChip() {
    const value = leftoverField.value.trim() || "0";
    for (const chip of form.querySelectorAll("#leftover-chips [data-value]"))
      chip.setAttribute("aria-pressed", String(chip.dataset.value === value));
  }
  function changed() {
    clearRefused();
    render(new Set());
    showLeftoverChip();
    ScoreEntry.changed();
  }
  function scored(player) {
    const groups = new Set();
    if (player) {
      clearRefused();
      for (const g of player.details.color_groups.concat(player.details.animal_groups))
        for (const k of g.cells) groups.add(k.join(","));
    }
    render(groups);
  }
  form.addEventListener("change", (event) => {
    const target = event.target;
    if (target === bonusField || target === leftoverField) changed();
    if (target.name === "brush-points-chip") pointsField.value = target.value;
    if (target.name && target.name.startsWith("brush-")) showKinds();
  });
  pointsField.addEventListener("input", () => { showPointsChip(); showKinds(); });
  bonusField.addEventListener("input", changed);
  leftoverField.addEventListener("input", changed);
  document.getElementById("bonus-more").addEventListener("click", (event) => {
    bonusField.value = (bonusField.value.trim() + " " + event.currentTarget.dataset.value).trim();
    changed();
  });
  document.getElementById("bonus-less").addEventListener("click", () => {
    bonusField.value = bonusField.value.trim().split(/[\s,;]+/).slice(0, -1).join(" ");
    changed();
  });
  for (const chip of form.querySelectorAll("#leftover-chips [data-value]")) {
    chip.addEventListener("click", () => { leftoverField.value = chip.dataset.value; changed(); });
  }
  // A typed number replaces the one shown rather than adding digits to it.
  for (const field of [pointsField, leftoverField]) field.addEventListener("focus", () => field.select());
  document.getElementById("undo-tap").addEventListener("click", () => {
    if (history.length) { tiles = JSON.parse(history.pop()); changed(); }
  });
  showPointsChip();
  showLeftoverChip();
  render(new Set());
  ScoreEntry.start(entry, scored, placeError);
})();
