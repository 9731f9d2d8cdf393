// Ankh'or score entry: tap cells to lay tiles; the server scores the layout as you go.
"use strict";
(function () {
  const form = document.getElementById("score-form");
  if (!form) return;
  const grid = document.getElementById("grid");
  const entryField = document.getElementById("entry");
  const bonusField = document.getElementById("bonus-tokens");
  const leftoverField = document.getElementById("leftover-tokens");
  const pointsField = document.getElementById("brush-points");
  const upperField = document.getElementById("brush-upper");
  const live = document.getElementById("live-breakdown");
  const LETTER = { blue: "B", white: "W", black: "K", green: "G", red: "R" };
  const ANIMAL = { jackal: "Jackal", scarab: "Scarab", falcon: "Falcon" };
  const history = [];
  let tiles = [];
  let timer = null;

  const saved = parse(entryField.value) || {};
  tiles = Array.isArray(saved.tiles) ? saved.tiles : [];
  bonusField.value = (saved.bonus_tokens || []).join(" ");
  leftoverField.value = saved.leftover_tokens ?? 0;

  function parse(text) { try { return JSON.parse(text); } catch (e) { return null; } }
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
    return [t.color, t.animal, t.points ? t.points + " points" : "",
            t.level ? "upper level" : ""].filter(Boolean).join(" ");
  }
  function face(el, t) {
    el.classList.add("filled", "c-" + t.color);
    el.innerHTML = "";
    const lines = [LETTER[t.color] || "?", t.animal ? ANIMAL[t.animal] : "", t.points ? t.points + " VP" : ""];
    for (const line of lines.filter(Boolean)) {
      const span = document.createElement("span");
      span.textContent = line;
      el.appendChild(span);
    }
  }
  function render(groups) {
    const b = bounds();
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
        cell.setAttribute("aria-label", "row " + r + ", column " + c + ": " + (t ? label(t) : "empty"));
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
      up.setAttribute("aria-label", "upper tile on row " + t.row + ", column " + t.col + ": " + label(t));
      face(up, t);
      up.addEventListener("click", () => tap(t.row, t.col));
      grid.appendChild(up);
    }
    const count = tiles.length;
    document.getElementById("tile-count").textContent = count + (count === 1 ? " tile" : " tiles");
  }
  function changed() {
    entryField.value = JSON.stringify(entry());
    render(new Set());
    clearTimeout(timer);
    timer = setTimeout(scoreNow, 250);
  }
  function show(el, tag, text, cls) {
    const node = document.createElement(tag);
    node.textContent = text;
    if (cls) node.className = cls;
    el.appendChild(node);
    return node;
  }
  async function scoreNow() {
    const others = JSON.parse(form.dataset.others || "[]");
    const body = { players: others.concat([Object.assign({ name: form.dataset.name }, entry())]) };
    let reply;
    try {
      const response = await fetch(form.dataset.api, {
        method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body) });
      reply = await response.json();
    } catch (e) {
      live.textContent = "Cannot reach the app to score right now; your entry is kept.";
      return;
    }
    live.innerHTML = "";
    if (reply.errors) {
      const list = show(live, "ul", "", "errors");
      for (const e of reply.errors) show(list, "li", e.message);
      render(new Set());
      return;
    }
    const player = reply.players.find((p) => p.name === form.dataset.name);
    const table = show(live, "table", "", "breakdown-table");
    const labels = JSON.parse(form.dataset.labels || "{}");
    for (const [key, value] of Object.entries(player.breakdown)) {
      const row = table.insertRow();
      show(row, "th", labels[key] || key);
      show(row, "td", String(value));
    }
    const total = table.insertRow();
    total.className = "total-row";
    show(total, "th", "Total");
    show(total, "td", String(player.total));
    for (const w of player.warnings) show(live, "p", "⚠ " + w, "warning");
    const groups = new Set();
    for (const g of player.details.color_groups.concat(player.details.animal_groups))
      for (const k of g.cells) groups.add(k.join(","));
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
  form.addEventListener("submit", () => { entryField.value = JSON.stringify(entry()); });
  changed();
})();
