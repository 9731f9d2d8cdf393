"""A player's score entry in its two forms, and what the results may ask to add to it.

"Count it for me": the game's own fields (a layout, a necropolis…), which the game scores.
"Our totals": one number per category of the game's breakdown, as a paper pad holds them
(`{"totals": {category: points}}`). Either may carry what the results asked for once every
player was in: the values a tie-break compares that the entry does not carry (`tie_break`:
tiles placed, a marker's place) and, for a counted entry, the points of a category the rules
decide across players, typed because another player's totals lack the counts (`typed`).
"""
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from companion.errors import FieldError, InvalidInput
from companion.games.fields import Field, convert, normalize, unknown_fields
from companion.i18n import Msg

TOTALS = "totals"
TIE_BREAK = "tie_break"
TYPED = "typed"
ANSWERS = (TIE_BREAK, TYPED)     # what the results ask for, beside an entry's own values


@dataclass(frozen=True)
class Totals:
    """A player's typed points per category (`points`, every category of the breakdown)
    and the tie values given so far (`tie`)."""

    points: dict[str, int]
    tie: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Counted:
    """A counted entry (the game's own, `entry`) with what the results asked for it."""

    entry: Any
    tie: dict[str, Any] = field(default_factory=dict)
    typed: dict[str, int] = field(default_factory=dict)


def is_totals(raw: Any) -> bool:
    """Whether an entry as sent or stored is one of typed totals."""
    return isinstance(raw, Mapping) and TOTALS in raw


def counts_of(entry: Any) -> Any | None:
    """The game's own entry inside a read entry; None for typed totals."""
    if isinstance(entry, Totals):
        return None
    return entry.entry if isinstance(entry, Counted) else entry


def answers_of(entry: Any) -> tuple[dict, dict]:
    """(tie values, typed points) a read entry carries."""
    if isinstance(entry, Totals):
        return entry.tie, {}
    if isinstance(entry, Counted):
        return entry.tie, entry.typed
    return {}, {}


def typed_values(fields: tuple[Field, ...], raw: Mapping, *, seats: int, from_form: bool,
                 prefix: str, strict: bool, stored: bool,
                 also: tuple[str, ...] = ()) -> dict[str, Any]:
    """`raw` typed by `fields`: for storage (`stored`, structures kept as sent) or to read."""
    typer = normalize if stored else convert
    return typer(fields, raw, seats=seats, from_form=from_form, prefix=prefix, strict=strict,
                 also=also)


def given_values(fields: tuple[Field, ...], raw: Any, *, prefix: str, seats: int,
                 from_form: bool, strict: bool) -> dict[str, Any]:
    """The values of `raw` that are given (null, or a form's empty box, is not given yet),
    typed by their fields; a key no field declares is refused (`strict`)."""
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        raise InvalidInput([FieldError(prefix.rstrip("."), Msg("Send an object."))])
    names = tuple(f.name for f in fields)
    errors = unknown_fields(names, raw, prefix) if strict else []
    given = tuple(f for f in fields if raw.get(f.name) is not None
                  and not (from_form and raw.get(f.name) == ""))
    try:
        values = convert(given, raw, seats=seats, from_form=from_form, prefix=prefix)
    except InvalidInput as exc:
        errors += exc.errors
        values = {}
    if errors:
        raise InvalidInput(errors)
    return values
