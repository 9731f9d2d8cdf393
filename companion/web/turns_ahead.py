"""The turns ahead (companion.games.ahead) as a phone receives them: in the tracker page,
a JSON block and a template per form (drawn by the same macro as the tracker's own), and
in the play's JSON with each form described. A phone that cannot reach the app follows
them as it queues actions (static/ahead.js): the next player's own form, empty.

Worked out once per play version, whatever the phone's language; put into words in the
language of the page or the answer."""
from dataclasses import dataclass

from companion.games.ahead import Branches, Refusal, TurnAhead, TurnsAhead, every_action
from companion.games.base import Action
from companion.games.fields import Field
from companion.kept import Kept
from companion.plays import PlayState

_worked_out: Kept[TurnsAhead] = Kept(128)


def turns_ahead_of(state: PlayState) -> TurnsAhead | None:
    """The play's turns ahead (None but while playing), worked out once per version."""
    if state.phase != "playing":
        return None
    found = _worked_out.get(state.revision)
    if found is None:
        found = state.turns_ahead()
        _worked_out.put(state.revision, found)
    return found


@dataclass(frozen=True)
class Ahead:
    """What the tracker page carries: the forms to draw as templates and the turns."""

    forms: list[Action]
    json: dict


def for_page(state: PlayState) -> Ahead | None:
    turns = turns_ahead_of(state)
    if turns is None:
        return None
    forms = list(every_action(turns))
    return Ahead(forms, turns_json(turns, forms))


def for_json(state: PlayState) -> dict | None:
    """The turns ahead in the play's JSON, each form described by its fields."""
    turns = turns_ahead_of(state)
    if turns is None:
        return None
    forms = list(every_action(turns))
    return {**turns_json(turns, forms), "forms": [action_json(a) for a in forms]}


def turns_json(turns: TurnsAhead, forms: list[Action]) -> dict:
    """`turns`: [0] the turn now; each known turn with whose it is, the round, the next
    player, the status, reminders, the round's order (null: not known offline) and its
    actions, each a form (an index into `forms`) with where its values lead (`by`: the
    fields that decide, `to`: their values as a JSON list → the index of a turn, null
    where not known, or what the rules refuse). A turn not known is `{"unknown": true}`
    with who may be playing it and what they may do, or null when not worked out."""
    index = {action: i for i, action in enumerate(forms)}
    return {"turns": [_turn_json(turn, index) for turn in turns]}


def _turn_json(turn, index: dict[Action, int]) -> dict | None:
    if not isinstance(turn, TurnAhead):
        if not turn.explored:
            return None
        return {"unknown": True, "seats": list(turn.seats),
                "forms": [index[a] for a in turn.actions if a in index]}
    return {"seat": turn.seat, "round": turn.round, "next": turn.next_seat,
            "status": str(turn.status), "reminders": [str(r) for r in turn.reminders],
            "orders": ([{"label": str(o.label), "seats": list(o.seats)} for o in turn.orders]
                       if turn.orders_known else None),
            "actions": [_action_ahead(action.kind, index[action], branches)
                        for action, branches in zip(turn.actions, turn.branches,
                                                    strict=True)]}


def _action_ahead(kind: str, form: int, branches: Branches) -> dict:
    return {"kind": kind, "form": form, "by": list(branches.fields),
            "to": {branches.key(values): _to(to) for values, to in branches.to}}


def _to(to: int | None | Refusal) -> int | None | dict:
    if isinstance(to, Refusal):
        return {"refused": str(to.message), "field": to.field}
    return to


def action_json(action: Action) -> dict:
    """A tracker action as the JSON describes it: enough to draw its form."""
    return {"kind": action.kind, "label": str(action.label), "hint": str(action.hint),
            "folded": action.folded, "fields": [field_json(f) for f in action.fields]}


def field_json(field: Field) -> dict:
    out = {"name": field.name, "kind": field.kind, "label": str(field.label)}
    for key in ("low", "high", "default", "optional", "max_length"):
        if hasattr(field, key):
            out[key] = getattr(field, key)
    if hasattr(field, "choices"):
        out["choices"] = [[value, str(label)] for value, label in field.choices]
    return out
