// The actions kept on this phone until the app has them: one list per play in localStorage
// ("queue:<play>"), which survives a reload and a closed tab; and how a form's values are
// read for them. Shared by the play pages
// (live.js, which sends them in order and explains what the app refuses) and by the app's
// offline page (offline.js, which sends them when the connection returns).
"use strict";
window.Outbox = (function () {
  const PREFIX = "queue:";
  const SEND_MS = 8000;

  function read(play) {
    try { return JSON.parse(localStorage.getItem(PREFIX + play)) || []; } catch (e) { return []; }
  }
  function write(play, queue) {
    try {
      if (queue.length) localStorage.setItem(PREFIX + play, JSON.stringify(queue));
      else localStorage.removeItem(PREFIX + play);
    } catch (e) { /* storage full: what is in memory is still sent */ }
  }
  // The plays with actions waiting on this phone.
  function plays() {
    return Object.keys(localStorage).filter((key) => key.startsWith(PREFIX))
      .map((key) => key.slice(PREFIX.length)).filter((play) => read(play).length);
  }

  // Every request from a phone has a timeout: a hung server is no connection.
  function fetchWithin(url, options, ms) {
    const control = new AbortController();
    const timer = setTimeout(() => control.abort(), ms);
    return fetch(url, Object.assign({ signal: control.signal }, options || {}))
      .finally(() => clearTimeout(timer));
  }
  // The app's answer to one kept action, or null: no connection, or no answer in time.
  async function post(item) {
    try {
      return await fetchWithin(item.url, { method: "POST", headers: { "Content-Type": "application/json" },
        body: JSON.stringify(item.body) }, SEND_MS);
    } catch (e) {
      return null;
    }
  }

  // A typed value from a declared field's control (templates/macros.html field_input), as
  // the JSON API takes it.
  function fieldValue(input) {
    const text = input.value.trim();
    switch (input.dataset.fieldKind) {
      case "bool": return input.checked;
      case "int": case "player": return text === "" ? null : (/^[-+]?\d+$/.test(text) ? parseInt(text, 10) : text);
      case "choice": return text === "" ? null : (/^\d+$/.test(text) ? parseInt(text, 10) : text);
      case "list": return text.split(/[\s,;]+/).filter(Boolean).map((t) => (/^\d+$/.test(t) ? parseInt(t, 10) : t));
      default: return text;
    }
  }

  // "Ana: Took a pair and built (also a card on the tomb)": the action in words, with what
  // was typed and the player it was for.
  function described(item) {
    const action = item.details && item.details.length ?
      TEXT("action_with", { action: item.label, details: item.details.join(", ") }) : item.label;
    if (item.turnAction && !item.body.for_turn) return TEXT("after_previous", { action: action });
    return item.who ? TEXT("action_for", { player: item.who, action: action }) : action;
  }

  // "3 actions wait to be sent:" and each of them, in order.
  function list(box, queue) {
    box.textContent = TEXT("waiting", { n: queue.length });
    const items = document.createElement("ol");
    for (const item of queue) {
      const line = document.createElement("li");
      line.textContent = described(item);
      items.appendChild(line);
    }
    box.appendChild(items);
  }

  return { read: read, write: write, plays: plays, post: post, fetchWithin: fetchWithin,
           fieldValue: fieldValue, described: described, list: list, SEND_MS: SEND_MS };
})();
