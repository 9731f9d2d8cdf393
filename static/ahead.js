// The turns ahead (companion/web/turns_ahead.py). While actions wait on this phone, the
// tracker shows the turn they lead to, as the game's rules worked it out on the server:
// whose turn it is, the round's order and that player's own forms, empty. Where that
// cannot be known offline it says so and asks whose action it is. live.js queues the
// actions and calls show() with the queue; each queued action keeps its step (its kind
// and the values that chose where it led) so the page finds its way again after a reload.
"use strict";
(function () {
  const main = document.querySelector("main[data-play]");
  let data = null;        // {texts, turns} as the server sent it with this page
                          // (companion/web/turns_ahead.py turns_json); each form is a
                          // template with its kind and the fields that decide (data-by)
  let saved = null;       // the page's own turn, moved aside while another is shown
  let shown = 0;          // the index of the turn shown; null: a turn not known
  let chosen = null;      // on a turn not known: the seat tapped as whose action it is

  function load() {
    data = null; saved = null; shown = 0; chosen = null;
    const block = document.getElementById("ahead");
    if (!main || !block) return;
    try { data = JSON.parse(block.textContent); } catch (e) { data = null; }
  }

  // --- a form's values ------------------------------------------------------------------
  function valueIn(form, name) {
    const controls = Array.from(form.querySelectorAll('[name="f:' + name + '"]'));
    const control = controls.find((c) => c.type !== "radio" || c.checked);
    return control ? Outbox.fieldValue(control) : null;
  }

  function turn(index) { return data && index !== null && index < data.turns.length ? data.turns[index] : null; }
  function known(index) { const t = turn(index); return t && !t.unknown ? t : null; }
  function text(index) { return data.texts[index]; }

  function template(form) { return document.querySelector('template[data-form="' + form + '"]'); }
  function kindOf(form) { return template(form) ? template(form).dataset.kind : null; }

  // An action of a known turn by its kind: {form, kind, by, to}.
  function actionIn(index, kind) {
    const t = known(index);
    const found = t && t.actions.find(([form]) => kindOf(form) === kind);
    if (!found) return null;
    const by = template(found[0]).dataset.by;
    return { form: found[0], kind: kind, by: by ? by.split(" ") : [], to: found[1] };
  }

  // The step a form's action takes: its kind and the values of the fields that decide
  // what comes next, named as the server names them (a JSON list).
  function stepOf(form) {
    const input = form.querySelector("input[name=kind]");
    if (!input) return null;
    const action = actionIn(shown, input.value);
    const key = action ? JSON.stringify(action.by.map((name) => valueIn(form, name))) : null;
    return { kind: input.value, key: key };
  }

  // What the rules answer whatever else was typed, when they refuse it: {message, field}.
  function refusal(form) {
    const step = stepOf(form);
    const action = step && actionIn(shown, step.kind);
    const to = action ? action.to[step.key] : undefined;
    return to && typeof to === "object" ? { field: to.field, message: text(to.refused) } : null;
  }

  // --- where the queue leads ------------------------------------------------------------
  // An undo kept with the rest takes back the action before it: the turn before that.
  function reached(queue) {
    const path = [0];
    for (const item of queue) {
      const at = path[path.length - 1];
      if (item.undo) {
        if (path.length > 1) path.pop(); else path.push(null);   // one the app already has
        continue;
      }
      const action = item.step ? actionIn(at, item.step.kind) : null;
      const to = action ? action.to[item.step.key] : undefined;
      path.push(typeof to === "number" ? to : null);
    }
    return path[path.length - 1];
  }

  // --- drawing a turn ----------------------------------------------------------------------
  const parts = {
    now: () => main.querySelector("section.now"),
    actions: () => main.querySelector("div.main-action"),     // a turn's forms go here
    others: () => main.querySelector("div.other-actions"),    // the page's own, hidden meanwhile
    reminders: () => main.querySelector("ul.reminders[data-turn]"),
    title: () => main.querySelector(".play-head h1"),
  };

  // The table list marks whose turn it is: the turn shown's player.
  function markSeat(seat) {
    main.querySelectorAll("ol.seats li[data-seat]").forEach((li) => {
      if (String(li.dataset.seat) === String(seat)) li.setAttribute("aria-current", "true");
      else li.removeAttribute("aria-current");
    });
  }

  function moveAside() {
    if (saved) return;
    const marked = main.querySelector("ol.seats li[aria-current]");
    saved = { title: parts.title() ? parts.title().textContent : "", ownReminders: Boolean(parts.reminders()),
              seat: marked ? marked.dataset.seat : null };
    for (const name of ["now", "actions", "others", "reminders"]) {
      const node = parts[name]();
      if (!node) continue;
      const kept = document.createDocumentFragment();
      while (node.firstChild) kept.appendChild(node.firstChild);
      saved[name] = kept;
    }
  }

  function putBack() {
    if (!saved) return;
    for (const name of ["now", "actions", "others", "reminders"]) {
      const node = parts[name]();
      if (!node || !saved[name]) continue;
      node.textContent = "";
      node.appendChild(saved[name]);
      node.hidden = false;
    }
    if (!saved.ownReminders && parts.reminders()) parts.reminders().remove();
    markSeat(saved.seat);
    if (parts.title()) parts.title().textContent = saved.title;
    saved = null;
  }

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function chip(seat) {
    const template = document.querySelector('template[data-chip="' + seat + '"]');
    return template ? template.content.firstElementChild.cloneNode(true) : element("span", "chip", "?");
  }
  function nameOf(seat) { return chip(seat).textContent.trim(); }
  function seats() { return document.querySelectorAll("template[data-chip]").length; }

  // The forms of a turn, fresh from their templates: for `seat` in `round` (either may be
  // unknown), each empty, its draft its own.
  function forms(indexes, seat, round) {
    const box = document.createDocumentFragment();
    let fold = null;
    let first = true;
    const sorted = indexes.slice().sort((a, b) => folded(a) - folded(b));
    for (const index of sorted) {
      const form = blank(index);
      if (!form) continue;
      const kind = form.querySelector("input[name=kind]").value;
      form.querySelector("input[name=after]").value = main.dataset.seq;
      const token = main.querySelector("input[name=csrf_token]");
      if (token) form.querySelector("input[name=csrf_token]").value = token.value;
      form.querySelector('input[name="for_turn.round"]').value = round === null ? "" : round;
      form.querySelector('input[name="for_turn.seat"]').value = seat === null ? "" : seat;
      if (round !== null) form.dataset.round = round;
      if (seat !== null) { form.dataset.seat = seat; form.dataset.who = nameOf(seat); }
      form.dataset.draft = [main.dataset.play, round === null ? "?" : round, seat === null ? "-" : seat,
                            "act", kind].join(":");
      const button = form.querySelector("button[type=submit]");
      button.classList.toggle("btn-main", first);
      button.classList.toggle("btn-light", !first);
      first = false;
      if (folded(index)) {
        if (!fold) {
          fold = element("details", "more-actions");
          fold.appendChild(element("summary", "", TEXT("more_actions")));
          box.appendChild(fold);
        }
        fold.appendChild(form);
      } else {
        box.appendChild(form);
      }
    }
    return box;
  }
  // A form as the tracker first drew it: its template, or the tracker's own form of the
  // same action (kept aside while another turn is shown), emptied.
  function blank(index) {
    const kept = template(index);
    if (!kept) return null;
    if (!("shown" in kept.dataset)) return kept.content.firstElementChild.cloneNode(true);
    const own = ["actions", "others"].flatMap((name) => Array.from(
      saved && saved[name] ? saved[name].querySelectorAll("form.action") : []))
      .find((form) => form.querySelector("input[name=kind]").value === kept.dataset.kind);
    if (!own) return null;
    const copy = own.cloneNode(true);
    copy.reset();
    copy.querySelectorAll(".error, .errors, .number-error").forEach((node) => node.remove());
    copy.querySelectorAll("[aria-invalid]").forEach((node) => node.removeAttribute("aria-invalid"));
    copy.querySelectorAll(".has-error").forEach((node) => node.classList.remove("has-error"));
    return copy;
  }

  function folded(index) { return template(index) && "folded" in template(index).dataset ? 1 : 0; }

  // A turn's forms, all in the main action's place (the page's other actions hidden).
  // A turn's forms where the page has its own: the first in the main action's place, the
  // others below the drawing (all in the first where the page drew no other actions).
  function fillActions(nodes) {
    const others = parts.others();
    const box = document.createDocumentFragment();
    for (const node of nodes) box.appendChild(node);
    const first = box.firstElementChild && box.firstElementChild.matches("form") ? box.firstElementChild : null;
    if (!others || !first) { fill("actions", [box]); if (others) { others.textContent = ""; others.hidden = true; } return; }
    fill("actions", [first]);
    fill("others", [box]);
    others.hidden = !others.firstElementChild;
  }

  function fill(part, nodes) {
    const node = parts[part]();
    if (!node) return;
    node.textContent = "";
    for (const child of nodes) if (child) node.appendChild(child);
  }

  function who(seat) {
    if (seat === null || seat === undefined) return [];
    const line = element("p", "who");
    line.dataset.testid = "current";
    line.appendChild(chip(seat));
    return [element("p", "eyebrow", TEXT("now_playing")), line];
  }

  function note() { return element("p", "ahead-note", TEXT("ahead_note")); }

  function reminders(texts) {
    let list = parts.reminders();
    if (!list && texts.length) {
      list = element("ul", "reminders");
      list.dataset.turn = "";
      (parts.others() || parts.actions()).insertAdjacentElement("afterend", list);
    }
    if (!list) return;
    fill("reminders", texts.map((text) => element("li", "", text)));
    list.hidden = !texts.length;
  }

  function orders(turn) {
    if (turn.orders === null) return [element("p", "ahead-order", TEXT("order_unknown"))];
    return turn.orders.map(([label, seats]) => element("p", "ahead-order", TEXT("detail", {
      label: text(label), value: seats.map(nameOf).join(", ") })));
  }

  function drawKnown(turn) {
    if (parts.title()) parts.title().textContent = TEXT("round_title", { n: turn.round });
    markSeat(turn.seat);
    const over = !turn.actions.length && turn.seat === null;
    fill("now", [...who(turn.seat),
                 turn.next === null ? null : element("p", "muted next", TEXT("next_is", { name: nameOf(turn.next) })),
                 text(turn.status) ? element("p", "status-line", text(turn.status)) : null,
                 over ? element("p", "status-line", TEXT("ahead_over")) : null,
                 ...orders(turn), note()]);
    reminders(turn.reminders.map(text));
    fillActions([forms(turn.actions.map(([form]) => form), turn.seat, turn.round)]);
  }

  // A turn not known offline: who may be playing it, and what they may do as far as
  // this phone knows (the candidate turns' actions, else every form it has).
  function drawUnknown(turn) {
    const all = Array.from(document.querySelectorAll("template[data-form]"), (t) => Number(t.dataset.form));
    const indexes = turn && turn.forms && turn.forms.length ? turn.forms : all;
    const candidates = turn && turn.seats && turn.seats.length ? turn.seats :
      Array.from({ length: seats() }, (_, seat) => seat);
    const seatless = data.turns[0].seat === null;
    reminders([]);
    if (seatless) {
      markSeat(null);
      fill("now", [element("p", "status-line ahead-unknown", TEXT("ahead_unknown_options"))]);
      fillActions([forms(indexes, null, null)]);
      return;
    }
    if (chosen === null || !candidates.includes(chosen)) {
      const ask = element("div", "ask-whose");
      ask.setAttribute("role", "group");
      ask.setAttribute("aria-label", TEXT("whose_action"));
      ask.appendChild(element("p", "", TEXT("whose_action")));
      for (const seat of candidates) {
        const button = element("button", "pill-btn whose");
        button.type = "button";
        button.dataset.seat = seat;
        button.appendChild(chip(seat));
        button.addEventListener("click", () => { chosen = seat; drawUnknown(turn); announce(); });
        ask.appendChild(button);
      }
      markSeat(null);
      fill("now", [element("p", "status-line ahead-unknown", TEXT("ahead_unknown"))]);
      fillActions([ask]);
      return;
    }
    const again = element("button", "link-button", TEXT("someone_else"));
    again.type = "button";
    again.addEventListener("click", () => { chosen = null; drawUnknown(turn); });
    markSeat(chosen);
    fill("now", [...who(chosen), element("p", "muted ahead-chosen", TEXT("ahead_unknown_chosen")), again]);
    fillActions([forms(indexes, chosen, null)]);
  }

  function announce() {
    for (const box of [parts.actions(), parts.others()]) {
      if (box) document.dispatchEvent(new CustomEvent("companion:forms", { detail: box }));
    }
  }

  // The turn the queue leads to, drawn afresh (the page's own when nothing waits): live.js
  // calls it when the queue or the page changes, never while an action is being sent
  // (the page is then still the one the queue started from). Its {seat, round}, or null
  // for a turn not known.
  function show(queue) {
    if (!data || !parts.actions()) return null;
    const at = queue.length ? reached(queue) : 0;
    chosen = null;
    shown = at;
    if (at === 0) { putBack(); return place(known(0)); }
    moveAside();
    if (known(at)) drawKnown(known(at)); else drawUnknown(turn(at));
    announce();
    return place(known(at));
  }
  function place(turn) { return turn ? { seat: turn.seat, round: turn.round } : null; }

  // The {seat, round} the queue leads to (null: not known), without drawing it.
  function placeAfter(queue) { return data ? place(known(queue.length ? reached(queue) : 0)) : null; }

  load();
  document.addEventListener("companion:refreshed", load);
  window.Ahead = { show: show, placeAfter: placeAfter, stepOf: stepOf, refusal: refusal };
  // Fetched after the page (live.js): the play page draws the turn what waits leads to.
  document.dispatchEvent(new CustomEvent("companion:ahead"));
})();
