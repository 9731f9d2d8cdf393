// Pyramids score entry: the pyramid as 10 cards filled stone by stone from a colour keypad,
// the obelisk and tomb as rows of colour keys, one row per card.
"use strict";
(function () {
  const form = document.getElementById("score-form");
  if (!form) return;
  const pyramidEl = document.getElementById("pyramid");
  const CARDS = JSON.parse(pyramidEl.dataset.cards);         // [[stage, position], ...] in building order
  const LAYOUTS = JSON.parse(pyramidEl.dataset.layouts);     // name -> [[[r, c], ...], ...], large stone first
  const NAMES = JSON.parse(pyramidEl.dataset.layoutOrder);   // the game module's order (the JSON object is sorted)
  const COLORS = [...form.querySelectorAll("#pyramid-keypad [data-color]")].map((b) => b.dataset.color);
  const CARD_STONES_MAX = 3;
  const BUILDING_CARDS_MAX = 10;
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
    current: Number.isInteger(ui.current) ? ui.current : null,   // the card the keypad fills
    next: Number.isInteger(ui.next) ? ui.next : null,            // its stone to fill next, if not the first empty one
  };

  function snapshot() { history.push(JSON.stringify(state)); }
  function cardCells(index) {
    const [stage, position] = CARDS[index];
    return [2 * (stage - 1), (stage - 1) + 2 * (position - 1)];
  }
  function built(card) { return Boolean(card.layout) && card.colors.some(Boolean); }
  function stonesOf(card) { return card.layout ? LAYOUTS[card.layout] : []; }
  function full(card) { return Boolean(card.layout) && stonesOf(card).every((_, s) => card.colors[s]); }
  // A card above stage 1 rests on the two cards under it: without them it cannot be built.
  function supported(index) {
    const [stage, position] = CARDS[index];
    if (stage === 1) return true;
    return [position, position + 1].every((p) => {
      const below = CARDS.findIndex(([s, q]) => s === stage - 1 && q === p);
      return built(state.cards[below]);
    });
  }
  function entry() {
    const pyramid = [];
    state.cards.forEach((card, i) => {
      if (!built(card)) return;
      const [row, col] = cardCells(i);
      stonesOf(card).forEach((stone, s) => {
        if (card.colors[s]) pyramid.push({ color: card.colors[s], cells: stone.map(([r, c]) => [row + r, col + c]) });
      });
    });
    const rows = (list) => list.map((card) => card.colors.filter(Boolean)).filter((colors) => colors.length);
    const glyphs = (list, counts) => list.filter((card) => card.glyph && counts(card)).length;
    return {
      pyramid: pyramid, obelisk: rows(state.obelisk), tomb: rows(state.tomb),
      glyphs: { pyramid: glyphs(state.cards, built), obelisk: glyphs(state.obelisk, (c) => c.colors.length),
                tomb: glyphs(state.tomb, (c) => c.colors.length) },
      ui: state,
    };
  }

  // --- the pyramid's current card -------------------------------------------------------
  // A card not built yet takes the layout of the card filled before it: a pyramid built
  // mostly with one layout needs no layout taps.
  function makeCurrent(index) {
    const card = state.cards[index];
    if (!built(card)) {
      const before = state.current === null ? null : state.cards[state.current];
      card.layout = (before && before.layout) || card.layout || NAMES[0];
    }
    state.current = index;
    state.next = null;
  }
  function nextStone(card) {
    if (state.next !== null && !card.colors[state.next] && state.next < stonesOf(card).length) return state.next;
    return stonesOf(card).findIndex((_, s) => !card.colors[s]);
  }
  // After a full card: the next card in building order (stage 1 left to right, then stage 2, …).
  function advance() {
    for (let step = 1; step < CARDS.length; step++) {
      const index = (state.current + step) % CARDS.length;
      if (!full(state.cards[index]) && supported(index)) { makeCurrent(index); return; }
    }
    state.current = null;
    state.next = null;
  }
  function cardsLeft() { return state.cards.some((card, i) => !full(card) && supported(i)); }
  function fill(color) {
    if (state.current === null || (full(state.cards[state.current]) && !cardsLeft())) return;
    snapshot();
    if (full(state.cards[state.current])) advance();    // e.g. filled by a smaller layout
    const card = state.cards[state.current];
    const s = nextStone(card);
    card.colors[s] = color;
    state.next = null;
    if (full(card)) advance();
    changed();
  }
  function setLayout(name) {
    if (state.current === null) return;
    const card = state.cards[state.current];
    if (card.layout === name) return;
    snapshot();
    card.layout = name;
    card.colors = card.colors.slice(0, LAYOUTS[name].length);   // colours kept stone by stone
    state.next = null;
    changed();
  }
  function toggleGlyph() {
    if (state.current === null) return;
    snapshot();
    const card = state.cards[state.current];
    card.glyph = !card.glyph;
    changed();
  }
  // A coloured stone: cleared, and filled next. An empty one: filled next.
  function tapStone(index, s) {
    snapshot();
    const card = state.cards[index];
    if (state.current !== index) makeCurrent(index);
    card.colors[s] = null;
    state.next = s;
    changed();
  }
  // Not every player entered yet: the tomb majorities are not known, and neither is the
  // total; shown as pending and as the points so far.
  function pending(player) {
    const tomb = ScoreEntry.live.querySelector('tr[data-key="tomb"] td');
    const total = ScoreEntry.live.querySelector('tr[data-key="total"] td');
    if (tomb) tomb.textContent = TEXTS.pending;
    if (total) total.textContent = say("so_far", { n: player.total - (player.breakdown.tomb || 0) });
  }
  function tapEmptyCard(index) {
    const note = document.getElementById("pyramid-note");
    if (!supported(index)) {
      const [stage, position] = CARDS[index];
      note.textContent = say("needs_support", { stage: stage, position: position });
      note.hidden = false;
      return;
    }
    note.hidden = true;
    snapshot();
    makeCurrent(index);
    changed();
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
  function placeStone(b, stone) {
    const rows = stone.map(([r]) => r), cols = stone.map(([, c]) => c);
    b.style.gridRow = (2 - Math.max(...rows)) + " / span " + (Math.max(...rows) - Math.min(...rows) + 1);
    b.style.gridColumn = (Math.min(...cols) + 1) + " / span " + (Math.max(...cols) - Math.min(...cols) + 1);
  }
  function renderCard(card, i, highlight) {
    const [stage, position] = CARDS[i];
    const current = state.current === i;
    const shown = built(card) || current;
    const withGlyph = card.glyph && shown;
    const el = document.createElement("div");
    el.className = "pcard" + (shown ? "" : " empty") + (withGlyph ? " glyph" : "") + (current ? " current" : "") + (refused.has(i) ? " refused" : "");
    if (refused.has(i)) el.setAttribute("aria-describedby", "pyramid-note");
    el.style.gridRow = String(5 - stage);
    el.style.gridColumn = (stage - 1 + 2 * (position - 1) + 1) + " / span 2";
    el.setAttribute("role", "group");
    el.setAttribute("aria-label", say(withGlyph ? "pyramid_card_glyph" : "pyramid_card", { stage: stage, position: position }));
    if (current) el.setAttribute("aria-current", "true");
    if (!shown) {
      const add = document.createElement("button");
      add.type = "button";
      add.className = "pcard-add";
      add.textContent = "+";
      // A card that cannot go there yet says why when tapped (a disabled button says nothing).
      if (!supported(i)) {
        add.setAttribute("aria-disabled", "true");
        add.classList.add("unusable");
      }
      add.setAttribute("aria-label", say("pyramid_card_add", { stage: stage, position: position }));
      add.addEventListener("click", () => tapEmptyCard(i));
      el.appendChild(add);
      return el;
    }
    const [row, col] = cardCells(i);
    const next = current ? nextStone(card) : -1;
    stonesOf(card).forEach((stone, s) => {
      const label = say("pyramid_stone", { stage: stage, position: position, stone: s + 1 });
      const b = stoneButton(card.colors[s], label, () => tapStone(i, s));
      if (!card.colors[s]) b.textContent = String(s + 1);        // the order the keypad fills them in
      if (s === next) b.classList.add("next");
      placeStone(b, stone);
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
    return el;
  }
  // A card the server refuses is marked on the pyramid and its reason said above it.
  let refused = new Map();    // card index -> the server's reason
  const pyramidNote = document.getElementById("pyramid-note");
  function placeError(field, message) {
    const match = /^pyramid\.cards\[(\d+)\]$/.exec(field);
    if (!match || !state.cards[Number(match[1])]) return false;
    refused.set(Number(match[1]), message);
    pyramidNote.textContent = [...refused.values()].join(" ");
    pyramidNote.hidden = false;
    render();
    return true;
  }
  function clearRefused() {
    if (!refused.size) return;
    refused = new Map();
    pyramidNote.hidden = true;
    pyramidNote.textContent = "";
  }
  function renderPyramid(highlight) {
    pyramidEl.innerHTML = "";
    state.cards.forEach((card, i) => pyramidEl.appendChild(renderCard(card, i, highlight)));
  }
  function renderKeypad() {
    const card = state.current === null ? null : state.cards[state.current];
    const left = cardsLeft();
    form.querySelectorAll("#pyramid-keypad [data-color]").forEach((b) => { b.disabled = !card || (full(card) && !left); });
    form.querySelectorAll("#pyramid-keypad [data-layout]").forEach((b) => {
      b.disabled = !card;
      b.setAttribute("aria-pressed", card && card.layout === b.dataset.layout ? "true" : "false");
    });
    const glyph = document.getElementById("glyph-button");
    glyph.disabled = !card;
    glyph.setAttribute("aria-pressed", card && card.glyph ? "true" : "false");
  }

  // --- obelisk and tomb: a row of colour keys per card, and an empty row for the next card --
  function colorKey(building, list, i) {
    return (color) => {
      const card = list[i];
      const count = card ? card.colors.filter((c) => c === color).length : 0;
      const b = document.createElement("button");
      b.type = "button";
      b.className = "key c-" + color + (count ? " filled" : "");
      b.dataset.color = color;
      b.textContent = colorLetter(color) + (count > 1 ? "×" + count : "");
      b.disabled = Boolean(card) && card.colors.length >= CARD_STONES_MAX;
      b.setAttribute("aria-label", say(building + "_add", { card: i + 1, colour: colorName(color), count: count }));
      b.addEventListener("click", () => {
        snapshot();
        if (list[i]) list[i].colors.push(color);
        else list.push({ colors: [color], glyph: false });
        changed();
      });
      return b;
    };
  }
  function renderRows(building) {
    const holder = document.getElementById(building);
    const list = state[building];
    holder.innerHTML = "";
    const count = Math.min(list.length + 1, BUILDING_CARDS_MAX);
    for (let i = 0; i < count; i++) {
      const card = list[i];
      const row = document.createElement("div");
      row.className = "card-row" + (card ? "" : " new");
      row.setAttribute("role", "group");
      row.setAttribute("aria-label", say(building + "_card", { number: i + 1 }));
      const title = document.createElement("span");
      title.className = "row-number";
      title.textContent = (i + 1) + ".";
      title.setAttribute("aria-hidden", "true");
      row.appendChild(title);
      COLORS.forEach((color) => row.appendChild(colorKey(building, list, i)(color)));
      if (card) {
        const glyph = document.createElement("button");
        glyph.type = "button";
        glyph.className = "pill-btn";
        glyph.classList.add("row-glyph");
        glyph.classList.toggle("on", card.glyph);
        glyph.textContent = "✦";
        glyph.setAttribute("aria-label", say(building + "_glyph", { card: i + 1 }));
        glyph.setAttribute("aria-pressed", card.glyph ? "true" : "false");
        glyph.addEventListener("click", () => { snapshot(); card.glyph = !card.glyph; changed(); });
        const remove = document.createElement("button");
        remove.type = "button";
        remove.className = "pill-btn";
        remove.textContent = "✕";
        remove.setAttribute("aria-label", say(building + "_remove", { card: i + 1 }));
        remove.addEventListener("click", () => { snapshot(); list.splice(i, 1); changed(); });
        row.append(glyph, remove);
      }
      holder.appendChild(row);
    }
  }

  function render(highlight) {
    renderPyramid(highlight || new Set());
    renderKeypad();
    renderRows("obelisk");
    renderRows("tomb");
    const builtCards = state.cards.filter(built);
    const blank = builtCards.reduce((n, c) => n + stonesOf(c).filter((_, s) => !c.colors[s]).length, 0);
    const status = blank === 0 ? "cards_built" : blank === 1 ? "cards_built_blank_one" : "cards_built_blank";
    document.getElementById("entry-status").textContent = say(status, { n: builtCards.length, total: CARDS.length, blank: blank });
  }
  function changed() {
    clearRefused();
    render();
    ScoreEntry.changed();
  }
  // At a glance: a number per colour and row, and the glyphs (an empty box counts 0).
  function glance() {
    const out = { largest: {}, obelisk: {}, tomb: {}, glyphs: 0 };
    form.querySelectorAll("[data-glance]").forEach((input) => {
      const text = input.value.trim();
      if (text === "") return;
      const value = /^\d+$/.test(text) ? parseInt(text, 10) : text;
      const [part, color] = input.dataset.glance.split(".");
      if (color) out[part][color] = value; else out[part] = value;
    });
    return { glance: out };
  }
  form.querySelectorAll("[data-glance]").forEach((input) => input.addEventListener("input", ScoreEntry.changed));
  function counted() { return ScoreEntry.mode() === "glance" ? glance() : entry(); }

  function scored(player, othersEntered, complete) {
    if (!player) { render(); return; }
    clearRefused();
    if (!complete) pending(player);
    if (ScoreEntry.mode() === "glance") {
      if (!complete) ScoreEntry.show(ScoreEntry.live, "p", othersEntered ? TEXTS.pending_others : TEXTS.tomb_later, "muted");
      return;
    }
    const largest = player.details.pyramid.largest;
    const parts = Object.entries(largest).map(([c, g]) => colorName(c) + " " + g.size);
    const bonus = player.details.pyramid.bonus;
    ScoreEntry.show(ScoreEntry.live, "p", say(bonus ? "largest_bonus" : "largest", { groups: parts.join(", "), bonus: bonus }), "muted");
    if (!complete) ScoreEntry.show(ScoreEntry.live, "p", othersEntered ? TEXTS.pending_others : TEXTS.tomb_later, "muted");
    const highlight = new Set();
    for (const g of Object.values(largest)) for (const [r, c] of g.cells) highlight.add(r + "," + c);
    render(highlight);
  }

  form.querySelectorAll("#pyramid-keypad [data-color]").forEach((b) => b.addEventListener("click", () => fill(b.dataset.color)));
  form.querySelectorAll("#pyramid-keypad [data-layout]").forEach((b) => b.addEventListener("click", () => setLayout(b.dataset.layout)));
  document.getElementById("glyph-button").addEventListener("click", toggleGlyph);
  document.getElementById("undo-tap").addEventListener("click", () => {
    if (!history.length) return;
    Object.assign(state, JSON.parse(history.pop()));
    changed();
  });
  if (state.current === null) {
    const first = state.cards.findIndex((card, i) => !full(card) && supported(i));
    if (first >= 0) makeCurrent(first);
  }
  render();
  ScoreEntry.start(counted, scored, placeError);
})();
