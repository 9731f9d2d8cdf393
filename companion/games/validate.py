"""Small checks for the structures games read themselves (a grid of tiles, a pyramid).

`what` names the value in an error: a text, or a function that makes it. A large score
request checks thousands of values and almost all are fine, so a caller with a label per
item passes `lambda: Msg(...)`: the label is made only for an error.
"""
from collections.abc import Callable
from typing import Any

from companion.errors import FieldError
from companion.i18n import Msg

Label = str | Callable[[], str]


def _named(what: Label) -> str:
    return what() if callable(what) else what


def whole_number(value: Any, field: str, errors: list[FieldError], *, low: int = 0,
                 high: int | None = None, what: Label = "This") -> int | None:
    """Append an error unless `value` is an int in [low, high]; return it when valid."""
    if isinstance(value, bool) or not isinstance(value, int):
        errors.append(FieldError(field, Msg("{what} must be a whole number.", what=_named(what))))
        return None
    if value < low or (high is not None and value > high):
        if high is None:
            message = Msg("{what} must be a number of at least {low}.", what=_named(what), low=low)
        else:
            message = Msg("{what} must be a number from {low} to {high}.", what=_named(what),
                          low=low, high=high)
        errors.append(FieldError(field, message))
        return None
    return value


def integer(value: Any, field: str, errors: list[FieldError], what: Label = "This") -> int | None:
    """Any whole number, negative included (grid positions)."""
    if isinstance(value, bool) or not isinstance(value, int):
        errors.append(FieldError(field, Msg("{what} must be a whole number.", what=_named(what))))
        return None
    return value


def one_of(value: Any, choices: tuple, field: str, errors: list[FieldError],
           what: Label = "This") -> Any:
    if isinstance(value, bool | float) or value not in choices:
        shown = ", ".join(str(c) for c in choices if c is not None)
        errors.append(FieldError(field, Msg("{what} must be one of: {choices} (got {got}).",
                                            what=_named(what), choices=shown,
                                            got=repr(value)[:40])))
        return None
    return value


def list_of(value: Any, field: str, errors: list[FieldError], what: Label) -> list | None:
    if value is None:
        return []
    if not isinstance(value, list):
        errors.append(FieldError(field, Msg("{what} must be a list.", what=_named(what))))
        return None
    return value
