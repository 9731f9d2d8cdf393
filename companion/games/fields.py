"""Typed fields: what an action, a score entry or a setting asks for, declared once.

Actions and score entries are converted from form strings (`from_form`) and JSON values
(`from_json`) with these declarations in one place (companion.record), so the games only
ever receive typed values; the OpenAPI schemas, the generic entry form and the error
messages come from the same declarations.
"""
import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from companion.errors import FieldError, InvalidInput
from companion.i18n import Joined, Msg
from companion.names import text_problem, tidy_text

Errors = list[FieldError]


@dataclass(frozen=True)
class Field:
    """One value with a name (the key in data) and a label (what the player reads)."""

    name: str
    label: str
    hint: str = dataclasses.field(default="", kw_only=True)

    kind = "field"

    def refuse(self, errors: Errors, where: str, msgid: str, **params: Any) -> None:
        """An error at the field, its label first: "Points: from 1 to 200."."""
        errors.append(FieldError(where, Msg(msgid, label=self.label, **params)))

    def from_json(self, raw: Any, where: str, errors: Errors, seats: int) -> Any:
        raise NotImplementedError

    def from_form(self, raw: str | None, where: str, errors: Errors, seats: int) -> Any:
        return self.from_json(raw, where, errors, seats)

    def schema(self, seats: int | None = None) -> dict:
        raise NotImplementedError

    def empty(self) -> Any:
        """The value a form shows before anything is entered."""
        return None

    def example(self) -> Any:
        """A valid value, for examples (the OpenAPI description, the conformance tests)."""
        return self.empty()


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# More digits than any count of a table has; int() refuses thousands of them outright.
DIGITS_READ = 30


def parse_int_text(text: str) -> int | None:
    """A whole number as typed ("12", "-3", "+4", a keyboard's own decimal digits), or
    None: not one, or longer than any number here."""
    text = text.strip()
    digits = text[1:] if text[:1] in "+-" else text
    if digits.isdecimal() and len(digits) <= DIGITS_READ:
        return int(text)
    return None


@dataclass(frozen=True)
class Int(Field):
    """A whole number in [low, high]; with a default, an empty value takes it."""

    low: int = 0
    high: int = 99
    default: int | None = None

    kind = "int"

    def check(self, value: int, where: str, errors: Errors) -> int | None:
        if not self.low <= value <= self.high:
            self.refuse(errors, where, "{label}: from {low} to {high}.", low=self.low,
                        high=self.high)
            return None
        return value

    def from_json(self, raw, where, errors, seats):
        if raw is None and self.default is not None:
            return self.default
        if not _is_int(raw):
            self.refuse(errors, where, "{label}: a whole number.")
            return None
        return self.check(raw, where, errors)

    def from_form(self, raw, where, errors, seats):
        if (raw is None or not raw.strip()) and self.default is not None:
            return self.default
        value = parse_int_text(raw or "")
        if value is None:
            self.refuse(errors, where, "{label}: enter a whole number.")
            return None
        return self.check(value, where, errors)

    def schema(self, seats=None):
        kind = "integer" if self.default is None else ["integer", "null"]
        return {"type": kind, "minimum": self.low, "maximum": self.high}

    def empty(self):
        return self.default

    def example(self):
        return self.default if self.default is not None else self.low


@dataclass(frozen=True)
class Choice(Field):
    """One of fixed values (strings or whole numbers), each with its label."""

    choices: tuple[tuple[Any, str], ...] = ()
    optional: bool = False

    kind = "choice"

    def _refuse(self, where: str, errors: Errors) -> None:
        shown = Joined(", ", [label for _, label in self.choices])
        self.refuse(errors, where, "{label}: one of {choices}.", choices=shown)

    def from_json(self, raw, where, errors, seats):
        if raw is None and self.optional:
            return None
        for value, _ in self.choices:
            if raw == value and type(raw) is type(value):
                return value
        self._refuse(where, errors)
        return None

    def from_form(self, raw, where, errors, seats):
        if not raw and self.optional:
            return None
        for value, _ in self.choices:
            if raw == str(value):
                return value
        self._refuse(where, errors)
        return None

    def schema(self, seats=None):
        values = [value for value, _ in self.choices]
        return {"enum": values + [None] if self.optional else values}

    def example(self):
        return self.choices[0][0] if self.choices else None


@dataclass(frozen=True)
class Player(Field):
    """A seat at the table (0 = the first name entered), shown as the players' names."""

    optional: bool = False

    kind = "player"

    def from_json(self, raw, where, errors, seats):
        if raw is None and self.optional:
            return None
        if not _is_int(raw) or not 0 <= raw < seats:
            self.refuse(errors, where, "{label}: choose one of the players.")
            return None
        return raw

    def from_form(self, raw, where, errors, seats):
        if (raw is None or raw == "") and self.optional:
            return None
        return self.from_json(parse_int_text(raw or ""), where, errors, seats)

    def example(self):
        return 0

    def schema(self, seats=None):
        seat = {"type": "integer", "minimum": 0}
        if seats:
            seat["maximum"] = seats - 1
        return {"anyOf": [seat, {"type": "null"}]} if self.optional else seat


@dataclass(frozen=True)
class Bool(Field):
    """Yes or no; a checkbox on a form (absent means no)."""

    kind = "bool"

    def from_json(self, raw, where, errors, seats):
        if raw is None:
            return False
        if not isinstance(raw, bool):
            self.refuse(errors, where, "{label}: true or false.")
            return None
        return raw

    def from_form(self, raw, where, errors, seats):
        return raw not in (None, "", "no", "false", "off")

    def schema(self, seats=None):
        return {"type": ["boolean", "null"]}

    def empty(self):
        return False


@dataclass(frozen=True)
class IntList(Field):
    """Several whole numbers (tomb tile values, bonus tokens), typed "3 5 4" on a form."""

    low: int = 0
    high: int = 99
    max_items: int = 30

    kind = "list"

    def _check(self, values: list, where: str, errors: Errors) -> list[int] | None:
        if len(values) > self.max_items:
            self.refuse(errors, where, "{label}: at most {n}.", n=self.max_items)
            return None
        before = len(errors)
        for i, value in enumerate(values):
            if not _is_int(value) or not self.low <= value <= self.high:
                self.refuse(errors, f"{where}[{i}]",
                            "{label}, number {i}: a whole number from {low} to {high}.",
                            i=i + 1, low=self.low, high=self.high)
        return values if len(errors) == before else None

    def from_json(self, raw, where, errors, seats):
        if raw is None:
            return []
        if not isinstance(raw, list):
            self.refuse(errors, where, "{label}: a list of whole numbers.")
            return None
        return self._check(raw, where, errors)

    def from_form(self, raw, where, errors, seats):
        parts = (raw or "").replace(",", " ").replace(";", " ").split()
        values = [parse_int_text(p) for p in parts]
        if None in values:
            self.refuse(errors, where, "{label}: whole numbers separated by spaces.")
            return None
        return self._check(values, where, errors)

    def schema(self, seats=None):
        return {"type": ["array", "null"], "maxItems": self.max_items,
                "items": {"type": "integer", "minimum": self.low, "maximum": self.high}}

    def empty(self):
        return []


@dataclass(frozen=True)
class Text(Field):
    """A short note in the group's words (e.g. a spell our sources do not describe)."""

    max_length: int = 200

    kind = "text"

    def from_json(self, raw, where, errors, seats):
        if raw is None:
            return ""
        if not isinstance(raw, str) or len(raw) > self.max_length:
            self.refuse(errors, where, "{label}: text of at most {n} characters.",
                        n=self.max_length)
            return None
        problem = text_problem(raw)
        if problem:
            errors.append(FieldError(where, problem))
            return None
        return tidy_text(raw)

    def schema(self, seats=None):
        return {"type": ["string", "null"], "maxLength": self.max_length}

    def empty(self):
        return ""


@dataclass(frozen=True)
class Structured(Field):
    """A JSON structure a game reads itself (a grid of tiles, a pyramid of cards).

    `parse(raw, where, errors)` returns the typed value or None after adding errors;
    `json_schema` describes it for the API.
    """

    parse: Callable[[Any, str, Errors], Any] | None = None
    json_schema: Mapping[str, Any] | None = None

    kind = "structured"

    def from_json(self, raw, where, errors, seats):
        return self.parse(raw, where, errors)

    def from_form(self, raw, where, errors, seats):
        self.refuse(errors, where, "{label}: send it as JSON.")
        return None

    def schema(self, seats=None):
        """The structure as declared; null also stands for "nothing entered"."""
        return {"anyOf": [dict(self.json_schema or {}), {"type": "null"}]}

    def example(self):
        return None


def convert(fields: tuple[Field, ...], raw: Mapping[str, Any], *, seats: int,
            from_form: bool = False, prefix: str = "", strict: bool = False,
            also: tuple[str, ...] = ()) -> dict[str, Any]:
    """Typed values for `fields` from JSON values or form strings; InvalidInput lists every
    problem, each at its field. `strict` (what is entered now): a key no field declares
    (nor `also`, what travels beside the fields) is refused, never ignored — a typo'd key
    would otherwise count as nothing entered. Without it (what was recorded under the
    declarations of then) such keys are ignored."""
    if not isinstance(raw, Mapping):
        raise InvalidInput([FieldError(prefix or "data", Msg("Send an object."))])
    names = tuple(dict.fromkeys([f.name for f in fields] + list(also)))
    errors: Errors = unknown_fields(names, raw, prefix) if strict else []
    values = {}
    for field in fields:
        where = f"{prefix}{field.name}"
        value = raw.get(field.name)
        # A form sends strings; a value already typed there (what the tracker knew, put
        # under the typed entry) is read as JSON values are.
        if from_form and (value is None or isinstance(value, str)):
            values[field.name] = field.from_form(value, where, errors, seats)
        else:
            values[field.name] = field.from_json(value, where, errors, seats)
    if errors:
        raise InvalidInput(errors)
    return values


# Undeclared keys named in one answer: a body of a thousand keys gets a short one.
UNKNOWN_SHOWN = 10
KEY_SHOWN = 40


def unknown_fields(declared: tuple[str, ...], raw: Mapping[str, Any],
                   prefix: str = "") -> Errors:
    """An error for each key of `raw` not among the `declared` names, at that key, naming
    the ones there are."""
    unknown = [key for key in raw if key not in declared]
    errors: Errors = []
    for key in unknown[:UNKNOWN_SHOWN]:
        shown = _shown_key(key)
        message = (Msg("Unknown field {name}: the fields here are {fields}.", name=shown,
                       fields=Joined(", ", declared)) if declared else
                   Msg("Unknown field {name}: nothing else is sent here.", name=shown))
        errors.append(FieldError(f"{prefix}{shown}", message))
    return errors


def _shown_key(key: Any) -> str:
    """A key as an answer can show it: text, printable, short (an empty key as two quotes)."""
    text = "".join(c if c.isprintable() else "\ufffd" for c in str(key)) or '""'
    return text if len(text) <= KEY_SHOWN else text[:KEY_SHOWN - 1] + "…"


def normalize(fields: tuple[Field, ...], raw: Mapping[str, Any], *, seats: int,
              from_form: bool = False, prefix: str = "", strict: bool = False,
              also: tuple[str, ...] = ()) -> dict[str, Any]:
    """Checked values to store (JSON): typed values for simple fields, a structure as sent
    (it is read again when the event is played). InvalidInput as for `convert`."""
    typed = convert(fields, raw, seats=seats, from_form=from_form, prefix=prefix,
                    strict=strict, also=also)
    return {f.name: raw.get(f.name) if isinstance(f, Structured) else typed[f.name]
            for f in fields}


def object_schema(fields: tuple[Field, ...], seats: int | None = None,
                  required: bool = False, closed: bool = False) -> dict:
    """The JSON schema of an object holding `fields` (`closed`: and nothing else)."""
    schema: dict[str, Any] = {"type": "object",
                              "properties": {f.name: f.schema(seats) for f in fields}}
    if closed:
        schema["additionalProperties"] = False
    if required:
        schema["required"] = [f.name for f in fields
                              if not isinstance(f, Bool | IntList | Text)
                              and getattr(f, "default", None) is None
                              and not getattr(f, "optional", False)]
    return schema
