"""From a request to typed values, once, for the pages and the JSON API alike.

Tracker actions and score entries declare their fields (companion.games.fields); this
module finds the declaration for the play as it stands and converts form strings or JSON
with it, and puts a conflict into words.
"""
from typing import Any

from companion.errors import FieldError, IllegalAction, InvalidInput
from companion.games.base import with_names
from companion.games.fields import convert, normalize
from companion.i18n import Msg
from companion.plays import Conflict, PlayState, first_player_event, read_score_entry


def action_data(state: PlayState, kind: Any, raw: dict, *, from_form: bool) -> dict:
    """Typed data for an action on `state`; IllegalAction if it is not possible now."""
    if kind == "first_player":
        seat = raw.get("seat")
        seat = seat if isinstance(seat, int) and not isinstance(seat, bool) else None
        return first_player_event(state.game, len(state.players), seat)
    if kind == "to_scoring":
        return {}
    if kind in ("setup_tick", "first_play"):   # checked whole when the event is applied
        keys = ("step", "done") if kind == "setup_tick" else ("on",)
        return {key: raw.get(key) for key in keys}
    if kind == "score":
        return score_data(state, raw.get("seat"), raw.get("entry"))
    view = state.tracker() if state.phase == "playing" else None
    action = view.action(kind) if view and isinstance(kind, str) else None
    if action is None:
        raise IllegalAction(Msg("That action is not possible at this point of the play."))
    return convert(action.fields, raw, seats=len(state.players), from_form=from_form)


def score_data(state: PlayState, seat: Any, entry: Any, *, from_form: bool = False) -> dict:
    """A score event's data: the seat and the entry typed by the game's declared fields."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(state.players):
        raise InvalidInput([FieldError("seat", Msg("Choose one of the players."))])
    if not isinstance(entry, dict):
        raise InvalidInput([FieldError("entry", Msg("Send the entry as an object."))])
    # Tracking stopped before the end: what it knew stands where the entry says nothing.
    entry = {**state.tracked_so_far(seat), **entry}
    checked = normalize(state.entry_fields(), entry, seats=len(state.players),
                        from_form=from_form, prefix="entry.")
    if state.phase in ("scoring", "finished"):
        # Refused here as the event would be (a tile stacked twice…), before any conflict
        # with another phone is looked at: an answer never scores an impossible entry.
        read_score_entry(state, seat, checked)
    return {"seat": seat, "entry": checked}


def conflict_text(exc: Conflict) -> str:
    """What happened instead, in words, with the players' names."""
    return "; ".join(with_names(h.text, exc.state.names) for h in exc.clashes)
