"""Languages: which language a text is shown in, decided in one place.

The web layer says which language the current request speaks (`speaking(lang)`); pages,
the JSON API and the PDFs then show every text in it. Domain code (the games, the
ranking) stays free of Flask: it builds its texts as `Msg("English text {name}", name=…)`,
a string that is translated when it is shown, so a play computed once can be followed in
Spanish on one phone and in French on another. The catalogues are gettext files under
companion/translations (`pybabel extract/update/compile`, see the README).
"""
import re
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path
from typing import Any

from babel.lists import format_list
from babel.support import NullTranslations, Translations
from markupsafe import escape

LANGUAGES = ("en", "es", "fr")
LANGUAGE_NAMES = {"en": "English", "es": "Español", "fr": "Français"}
DEFAULT = "en"
CATALOGUES = Path(__file__).parent / "translations"
_current: ContextVar[str] = ContextVar("language", default=DEFAULT)


@cache
def translations(lang: str) -> NullTranslations:
    if lang == DEFAULT:
        return NullTranslations()
    return Translations.load(str(CATALOGUES), [lang])


def current() -> str:
    return _current.get()


@contextmanager
def speaking(lang: str):
    """Texts shown inside the block are in `lang`."""
    token = _current.set(lang if lang in LANGUAGES else DEFAULT)
    try:
        yield
    finally:
        _current.reset(token)


def set_language(lang: str) -> None:
    """The language of the rest of this request (the web layer calls it once per request)."""
    _current.set(lang if lang in LANGUAGES else DEFAULT)


def best_language(header: str | None) -> str:
    """The first of our languages in an Accept-Language header, in the order of the
    speaker's preference ("es-ES" counts as es); English when none is there."""
    weighted = []
    for position, part in enumerate((header or "").split(",")):
        tag, _, quality = part.strip().partition(";q=")
        try:
            weight = float(quality) if quality else 1.0
        except ValueError:
            weight = 0.0
        lang = tag.strip().lower()[:2]
        if lang in LANGUAGES and weight > 0:
            weighted.append((-weight, position, lang))
    return min(weighted)[2] if weighted else DEFAULT


def gettext(msgid: str, **params: Any) -> str:
    text = translations(current()).gettext(msgid)
    return _fill(text, params)


def ngettext(singular: str, plural: str, n: int, **params: Any) -> str:
    text = translations(current()).ngettext(singular, plural, n)
    return _fill(text, {"n": n, **params})


def _fill(text: str, params: dict[str, Any]) -> str:
    if not params:
        return text
    shown = {k: str(v) for k, v in params.items()}
    return text.format(**shown)


def _english(text: str, params: dict[str, Any]) -> str:
    """`text` filled in English, whatever the language of the moment: a text among the
    parameters is English in its own value."""
    if not params:
        return text
    return text.format(**{k: str.__str__(v) if isinstance(v, str) else str(v)
                          for k, v in params.items()})


class Msg(str):
    """A text in English (its value, what tests and logs read) that shows itself in the
    language of the moment: `str(msg)`, `{{ msg }}` and `format` translate it."""

    msgid: str
    params: dict[str, Any]

    def __new__(cls, msgid: str, **params: Any):
        msg = super().__new__(cls, _english(msgid, params))
        msg.msgid, msg.params = msgid, params
        return msg

    def __str__(self) -> str:
        # The value is the English text already: only another language asks the catalogue.
        if _current.get() == DEFAULT:
            return str.__str__(self)
        return self.translated()

    def translated(self) -> str:
        return gettext(self.msgid, **self.params)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __html__(self) -> str:
        return str(escape(str(self)))

    def __reduce__(self):
        return (_rebuild, (type(self), self.msgid, self.params))


class Plural(Msg):
    """A text whose words follow a count: Plural("{n} tile", "{n} tiles", n)."""

    def __new__(cls, singular: str, plural: str, n: int, **params: Any):
        msg = str.__new__(cls, _english(singular if n == 1 else plural, {"n": n, **params}))
        msg.msgid, msg.params = singular, params
        msg.plural, msg.n = plural, n
        return msg

    def translated(self) -> str:
        return ngettext(self.msgid, self.plural, self.n, **self.params)

    def __reduce__(self):
        return (_rebuild_plural, (self.msgid, self.plural, self.n, self.params))


class Joined(Msg):
    """Texts joined by a separator, each shown in the language of the moment."""

    def __new__(cls, separator: str, parts: list):
        msg = str.__new__(cls, separator.join(str.__str__(p) if isinstance(p, Msg) else p
                                              for p in parts))
        msg.msgid, msg.params = separator, {}
        msg.parts = list(parts)
        return msg

    def translated(self) -> str:
        return self.msgid.join(str(p) for p in self.parts)

    def __reduce__(self):
        return (Joined, (self.msgid, self.parts))


# Spanish "y" is "e" before a word that starts with the sound i: "Mateo e Inés" (not "hie").
_SPANISH_E = re.compile(r"(?i)(?:i|hi)(?!e)")


def list_words(parts: list[str], lang: str | None = None) -> str:
    """"Ana, Mateo and Sofía" as the language lists things (Babel's lists: "y", "et"), each
    part as given."""
    parts = [str(p) for p in parts]
    lang = lang or current()
    if len(parts) < 2:
        return "".join(parts)
    listed = format_list(parts, locale=lang)
    if lang == "es" and _SPANISH_E.match(re.sub(r"^<bdi>", "", parts[-1])):
        head = listed[:len(listed) - len(parts[-1])]
        listed = re.sub(r" y $", " e ", head) + parts[-1]
    return listed


class Listed(Msg):
    """Names or texts listed in the language of the moment: "Mateo y Sofía", "Mateo et
    Sofía"."""

    def __new__(cls, parts: list):
        msg = str.__new__(cls, list_words([str.__str__(p) if isinstance(p, Msg) else p
                                           for p in parts], "en"))
        msg.msgid, msg.params = "", {}
        msg.parts = list(parts)
        return msg

    def translated(self) -> str:
        return list_words(self.parts)

    def __reduce__(self):
        return (Listed, (self.parts,))


def _rebuild(kind, msgid, params):
    return kind(msgid, **params)


def _rebuild_plural(singular, plural, n, params):
    return Plural(singular, plural, n, **params)


_PLAIN = frozenset({int, str, float, bool, type(None)})


def shown(value: Any) -> Any:
    """A value ready for JSON in the language of the moment: texts translated, lists and
    dicts walked (json.dumps would write a Msg's English value)."""
    if type(value) in _PLAIN:   # most of a score's details: numbers and names
        return value
    if isinstance(value, Msg):
        return str(value)
    if isinstance(value, dict):
        return {k: v if type(v) in _PLAIN else shown(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [v if type(v) in _PLAIN else shown(v) for v in value]
    return value

