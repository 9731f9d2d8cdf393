"""Small checks for score entries that every game module shares."""
from typing import Any

from companion.errors import FieldError


def whole_number(value: Any, field: str, errors: list[FieldError], *, low: int = 0,
                 high: int | None = None, what: str = "This") -> int | None:
    """Append an error unless `value` is an int in [low, high]; return it when valid."""
    if isinstance(value, bool) or not isinstance(value, int):
        errors.append(FieldError(field, f"{what} must be a whole number."))
        return None
    if value < low or (high is not None and value > high):
        bounds = f"from {low} to {high}" if high is not None else f"of at least {low}"
        errors.append(FieldError(field, f"{what} must be a number {bounds}."))
        return None
    return value


def integer(value: Any, field: str, errors: list[FieldError], what: str = "This") -> int | None:
    """Any whole number, negative included (grid positions)."""
    if isinstance(value, bool) or not isinstance(value, int):
        errors.append(FieldError(field, f"{what} must be a whole number."))
        return None
    return value


def one_of(value: Any, choices: tuple, field: str, errors: list[FieldError],
           what: str = "This") -> Any:
    if isinstance(value, bool | float) or value not in choices:
        shown = ", ".join(str(c) for c in choices if c is not None)
        got = repr(value)[:40]
        errors.append(FieldError(field, f"{what} must be one of: {shown} (got {got})."))
        return None
    return value


def list_of(value: Any, field: str, errors: list[FieldError], what: str) -> list | None:
    if value is None:
        return []
    if not isinstance(value, list):
        errors.append(FieldError(field, f"{what} must be a list."))
        return None
    return value
