// Pyramids score entry: the pyramid as 10 cards, the obelisk and tomb as rows of stones.
"use strict";
(function () {
  const form = document.getElementById("score-form");
  if (!form) return;
  const pyramidEl = document.getElementById("pyramid");
  const CARDS = JSON.parse(pyramidEl.dataset.cards);         // [[stage, position], ...]
  const LAYOUTS = JSON.parse(pyramidEl.dataset.layouts);     // name -> [[[r, c], ...], ...]
  const NAMES = Object.keys(LAYOUTS);
  // The words this script shows, in the page's language (the entry partial writes them).
  const TEXTS = JSON.parse(document.getElementById("game-texts").textContent);
  function say(key, values) {
    return TEXTS[key].replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
  }
  function colorName(color) { return TEXTS.colors[color] ? TEXTS.colors[color].name : color; }
  function colorLetter(color) { return TEXTS.colors[color] ? TEXTS.colors[color].letter : color[0].toUpperCase(); }
  const history = [];

  const saved = ScoreEntry.saved();
  const ui = saved.ui || {};
  const state = {
    cards: CARDS.map((_, i) => (ui.cards && ui.cards[i]) || { layout: null, colors: [], glyph: false }),
    obelisk: ui.obelisk || [], tomb: ui.tomb || [],
  };

  function tool() { return form.querySelector("input[name=tool]:checked").value; }
  function snapshot() { history.push(JSON.stringify(state)); }
  function cardCells(index) {
    const [stage, position] = CARDS[index];
    return [2 * (stage - 1), (stage - 1) + 2 * (position - 1)];
  }
  function entry() {
    const pyramid = [];
    state.cards.forEach((card, i) => {
      if (!card.layout) return;
      const [row, col] = cardCells(i);
      LAYOUTS[card.layout].forEach((stone, s) => {
        if (card.colors[s]) pyramid.push({ color: card.colors[s], cells: stone.map(([r, c]) => [row + r, col + c]) });
      });
    });
    const rows = (list) => list.map((card) => card.colors.filter(Boolean));
    const glyphs = (list) => list.filter((card) => card.glyph).length;
    return {
      pyramid: pyramid, obelisk: rows(state.obelisk), tomb: rows(state.tomb),
      glyphs: { pyramid: glyphs(state.cards), obelisk: glyphs(state.obelisk), tomb: glyphs(state.tomb) },
      ui: state,
    };
  }
  function stoneButton(color, label, onTap) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "stone" + (color ? " filled c-" + color : "");
    b.textContent = color ? colorLetter(color) : "";
    b.setAttribute("aria-label", say("stone_colour", { stone: label, colour: color ? colorName(color) : TEXTS.no_colour }));
    b.addEventListener("click", onTap);
    return b;
  }
  function paint(card, s) {
    const color = tool();
    if (color === "layout" || color === "glyph") return false;
    snapshot();
    card.colors[s] = card.colors[s] === color ? null : color;
    return true;
  }
  function tapCard(card, i) {
    const t = tool();
    if (t === "layout") {
      snapshot();
      const next = NAMES.indexOf(card.layout) + 1;
      card.layout = next < NAMES.length ? NAMES[next] : null;
      card.colors = [];
    } else if (t === "glyph") {
      if (!card.layout) return;
      snapshot();
      card.glyph = !card.glyph;
    } else if (!card.layout) {
      snapshot();
      card.layout = NAMES[0];
    } else return;
    changed();
  }
  function renderPyramid(highlight) {
    pyramidEl.innerHTML = "";
    state.cards.forEach((card, i) => {
      const [stage, position] = CARDS[i];
      const el = document.createElement("div");
      el.className = "pcard" + (card.layout ? "" : " empty") + (card.glyph ? " glyph" : "");
      el.style.gridRow = String(5 - stage);
      el.style.gridColumn = (stage - 1 + 2 * (position - 1) + 1) + " / span 2";
      el.setAttribute("role", "group");
      el.setAttribute("aria-label", say(card.glyph ? "pyramid_card_glyph" : "pyramid_card", { stage: stage, position: position }));
      if (!card.layout) {
        const add = document.createElement("button");
        add.type = "button";
        add.className = "pcard-add";
        add.textContent = "+";
        add.setAttribute("aria-label", say("pyramid_card_add", { stage: stage, position: position }));
        add.addEventListener("click", () => tapCard(card, i));
        el.appendChild(add);
      } else {
        const [row, col] = cardCells(i);
        LAYOUTS[card.layout].forEach((stone, s) => {
          const label = say("pyramid_stone", { stage: stage, position: position, stone: s + 1 });
          const b = stoneButton(card.colors[s], label, (event) => {
            event.stopPropagation();
            if (paint(card, s)) changed(); else tapCard(card, i);
          });
          const rows = stone.map(([r]) => r), cols = stone.map(([, c]) => c);
          b.style.gridRow = (2 - Math.max(...rows)) + " / span " + (Math.max(...rows) - Math.min(...rows) + 1);
          b.style.gridColumn = (Math.min(...cols) + 1) + " / span " + (Math.max(...cols) - Math.min(...cols) + 1);
          const key = stone.map(([r, c]) => (row + r) + "," + (col + c));
          if (key.some((k) => highlight.has(k))) b.classList.add("in-group");
          el.appendChild(b);
        });
        if (card.glyph) {
          const mark = document.createElement("span");
          mark.className = "glyph-mark";
          mark.textContent = "✦";
          mark.setAttribute("aria-hidden", "true");
          el.appendChild(mark);
        }
      }
      pyramidEl.appendChild(el);
    });
  }
  function renderRows(building) {
    const holder = document.getElementById(building);
    holder.innerHTML = "";
    state[building].forEach((card, i) => {
      const row = document.createElement("div");
      row.className = "card-row";
      const title = document.createElement("span");
      title.textContent = (i + 1) + ".";
      row.appendChild(title);
      for (let s = 0; s < 3; s++) {
        row.appendChild(stoneButton(card.colors[s], say(building + "_stone", { card: i + 1, stone: s + 1 }), () => {
          if (paint(card, s)) changed();
          else if (tool() === "glyph") { snapshot(); card.glyph = !card.glyph; changed(); }
        }));
      }
      const glyph = document.createElement("button");
      glyph.type = "button";
      glyph.className = "pill-btn" + (card.glyph ? " on" : "");
      glyph.textContent = card.glyph ? "✦ " + TEXTS.glyph_on : TEXTS.glyph_off;
      glyph.setAttribute("aria-pressed", card.glyph ? "true" : "false");
      glyph.addEventListener("click", () => { snapshot(); card.glyph = !card.glyph; changed(); });
      const remove = document.createElement("button");
      remove.type = "button";
      remove.className = "pill-btn";
      remove.textContent = "✕";
      remove.setAttribute("aria-label", say(building + "_remove", { card: i + 1 }));
      remove.addEventListener("click", () => { snapshot(); state[building].splice(i, 1); changed(); });
      row.append(glyph, remove);
      holder.appendChild(row);
    });
  }
  function render(highlight) {
    renderPyramid(highlight || new Set());
    renderRows("obelisk");
    renderRows("tomb");
    const built = state.cards.filter((c) => c.layout).length;
    const blank = state.cards.reduce((n, c) => n + (c.layout ? LAYOUTS[c.layout].filter((_, s) => !c.colors[s]).length : 0), 0);
    const status = blank === 0 ? "cards_built" : blank === 1 ? "cards_built_blank_one" : "cards_built_blank";
    document.getElementById("entry-status").textContent = say(status, { n: built, total: CARDS.length, blank: blank });
  }
  function changed() {
    render();
    ScoreEntry.changed();
  }
  function scored(player, othersEntered) {
    if (!player) { render(); return; }
    const largest = player.details.pyramid.largest;
    const parts = Object.entries(largest).map(([c, g]) => colorName(c) + " " + g.size);
    const bonus = player.details.pyramid.bonus;
    ScoreEntry.show(ScoreEntry.live, "p", say(bonus ? "largest_bonus" : "largest", { groups: parts.join(", "), bonus: bonus }), "muted");
    if (!othersEntered) ScoreEntry.show(ScoreEntry.live, "p", TEXTS.tomb_later, "muted");
    const highlight = new Set();
    for (const g of Object.values(largest)) for (const [r, c] of g.cells) highlight.add(r + "," + c);
    render(highlight);
  }
  form.querySelectorAll("[data-add]").forEach((button) => button.addEventListener("click", () => {
    snapshot();
    state[button.dataset.add].push({ colors: [], glyph: false });
    changed();
  }));
  document.getElementById("undo-tap").addEventListener("click", () => {
    if (!history.length) return;
    Object.assign(state, JSON.parse(history.pop()));
    changed();
  });
  render();
  ScoreEntry.start(entry, scored);
})();
