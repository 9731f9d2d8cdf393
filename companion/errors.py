"""Errors as values: a field path and a message, produced in one place per input.

Forms and the JSON API both show these, so both say the same thing.
"""
from dataclasses import dataclass


@dataclass(frozen=True)
class FieldError:
    field: str
    message: str

    def as_dict(self) -> dict:
        """In the language of the moment (the message may be a companion.i18n.Msg)."""
        return {"field": self.field, "message": str(self.message)}


class InvalidInput(Exception):
    """Raised with every problem found in one input, not just the first."""

    def __init__(self, errors: list[FieldError]):
        super().__init__("; ".join(f"{e.field}: {e.message}" for e in errors))
        # (the English text, for logs; pages and the API show each message translated)
        self.errors = errors


class IllegalAction(Exception):
    """An action the rules do not allow in the current state of a play; `field` is what the
    refusal is about when told as a field error (the action's kind, unless said)."""

    def __init__(self, *args, field: str = "kind"):
        super().__init__(*args)
        self.field = field
