"""The turns ahead (companion.games.ahead) as a phone receives them: in the tracker page,
a JSON block and a template per form (drawn by the same macro as the tracker's own), and
in the play's JSON with each form described. A phone that cannot reach the app follows
them as it queues actions (static/ahead.js): the next player's own form, empty.

Worked out once per play version, whatever the phone's language; put into words in the
language of the page or the answer."""
import json
from dataclasses import dataclass

from jinja2.utils import htmlsafe_json_dumps
from markupsafe import Markup

from companion.games.ahead import (
    Branches,
    Refusal,
    TurnAhead,
    TurnsAhead,
    branching_fields,
    every_action,
)
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
    """What the tracker page carries: the forms to draw as templates, each with the
    fields whose values decide where it leads, and the turns as compact JSON."""

    forms: list[tuple[Action, list[str]]]
    json: Markup


def for_page(state: PlayState) -> Ahead | None:
    turns = turns_ahead_of(state)
    if turns is None:
        return None
    forms = list(every_action(turns))
    return Ahead([(a, [f.name for f in branching_fields(a)]) for a in forms],
                 htmlsafe_json_dumps(turns_json(turns, forms), dumps=_compact))


def for_json(state: PlayState) -> dict | None:
    """The turns ahead in the play's JSON, each form described by its fields."""
    turns = turns_ahead_of(state)
    if turns is None:
        return None
    forms = list(every_action(turns))
    return turns_json(turns, forms, [action_json(a) for a in forms])


def _compact(value, **kwargs) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False, **kwargs)


def turns_json(turns: TurnsAhead, forms: list[Action],
               described: list[dict] | None = None) -> dict:
    """The turns ahead, each text once (`texts`, words of the phone's language) and, in
    the play's JSON, each form once (`forms`: its kind, fields and `by`, the fields whose
    values decide where it leads; the page has them as templates, their kind and `by`
    said by data-kind and data-by, so that its JSON holds no code words).

    `turns[0]` is the turn now. A known turn has whose it is (`seat`), the `round`, the
    `next` player, its `status` and `reminders` (indexes into `texts`), the round's
    `orders` ([label, seats] each; null: not known offline) and its `actions`, each a
    form and where it leads: [form, {values: to}], the values of its `by` fields as a
    JSON list, `to` the index of a turn, null where not known, or {"refused": text}
    where the rules refuse it whatever else is typed (and its "field", in the play's
    JSON). A turn not known offline is
    {"unknown": true, "seats": who may be playing it, "forms": what they may do}, or null
    when not worked out."""
    index = {action: i for i, action in enumerate(forms)}
    texts: dict[str, int] = {}

    def text(value) -> int:
        return texts.setdefault(str(value), len(texts))
    out = [_turn_json(turn, index, text, described is not None) for turn in turns]
    while out and out[-1] is None:
        out.pop()
    return {"texts": list(texts), "turns": out,
            **({"forms": described} if described is not None else {})}


def _turn_json(turn, index: dict[Action, int], text, fields: bool) -> dict | None:
    if not isinstance(turn, TurnAhead):
        if not turn.explored:
            return None
        return {"unknown": True, "seats": list(turn.seats),
                "forms": [index[a] for a in turn.actions if a in index]}
    return {"seat": turn.seat, "round": turn.round, "next": turn.next_seat,
            "status": text(turn.status), "reminders": [text(r) for r in turn.reminders],
            "orders": ([[text(o.label), list(o.seats)] for o in turn.orders]
                       if turn.orders_known else None),
            "actions": [[index[action], _leads_to(branches, text, fields)]
                        for action, branches in zip(turn.actions, turn.branches,
                                                    strict=True)]}


def _leads_to(branches: Branches, text, fields: bool) -> dict:
    return {branches.key(values): _to(to, text, fields) for values, to in branches.to}


def _to(to: int | None | Refusal, text, fields: bool) -> int | None | dict:
    if not isinstance(to, Refusal):
        return to
    return {"refused": text(to.message), **({"field": to.field} if fields else {})}


def action_json(action: Action) -> dict:
    """A tracker action as the JSON describes it: enough to draw its form."""
    return {"kind": action.kind, "by": [f.name for f in branching_fields(action)],
            "label": str(action.label), "hint": str(action.hint),
            "folded": action.folded, "fields": [field_json(f) for f in action.fields]}


def field_json(field: Field) -> dict:
    out = {"name": field.name, "kind": field.kind, "label": str(field.label)}
    for key in ("low", "high", "default", "optional", "max_length"):
        if hasattr(field, key):
            out[key] = getattr(field, key)
    if hasattr(field, "choices"):
        out["choices"] = [[value, str(label)] for value, label in field.choices]
    return out
