"""A pseudo-language for the language tests: every text handed to gettext comes back
⟦like this⟧ (placeholders kept), so English left unmarked on a page never went through a
catalogue."""
import re
from functools import cache, lru_cache
from html.parser import HTMLParser

import flask_babel
from babel.support import NullTranslations

from companion import i18n
from companion.web import page_cache, rule_pages, script_texts


class Marking(NullTranslations):
    """A catalogue that "translates" every text by marking it."""

    def gettext(self, message):
        return f"⟦{message}⟧"

    def ngettext(self, singular, plural, n):
        return f"⟦{singular if n == 1 else plural}⟧"

    def pgettext(self, context, message):
        return f"⟦{message}⟧"

    def npgettext(self, context, singular, plural, n):
        return self.ngettext(singular, plural, n)

    ugettext, ungettext, upgettext, unpgettext = gettext, ngettext, pgettext, npgettext


def speak_marking(monkeypatch) -> None:
    """Spanish and French (any language but English) shown through the marking catalogue."""
    def pick(lang=None):
        return NullTranslations() if (lang or i18n.current()) == "en" else Marking()
    monkeypatch.setattr(i18n, "translations", pick)
    monkeypatch.setattr(flask_babel, "get_translations", pick)
    # What the app keeps per language is kept apart while marking: the scripts' texts
    # marked and kept under "es" were served to the tests that ran after this one.
    monkeypatch.setattr(script_texts, "_json_kept", {})
    monkeypatch.setattr(script_texts, "texts_in", cache(script_texts.texts_in.__wrapped__))
    monkeypatch.setattr(rule_pages, "sections_html",
                        lru_cache(maxsize=64)(rule_pages.sections_html.__wrapped__))
    monkeypatch.setattr(page_cache, "_pages", type(page_cache._pages)(
        page_cache.SIZE, page_cache.BUDGET, lambda page: page.weight))


def outside_marks(text: str) -> str:
    """`text` with every ⟦marked⟧ part (nested ones too) taken out."""
    wrapped = re.compile(r"⟦[^⟦⟧]*⟧")
    while True:
        text, found = wrapped.subn(" ", text)
        if not found:
            return text


def unmarked_words(text: str, allowed: frozenset[str] = frozenset()) -> list[str]:
    """The words of `text` that no catalogue saw: numbers, punctuation and the `allowed`
    words (players' names, the games' published titles…) are no words of ours."""
    left = outside_marks(str(text))
    assert "⟦" not in left and "⟧" not in left, text
    return [w for w in re.findall(r"[^\W\d_]+", left) if w not in allowed]


class Visible(HTMLParser):
    """What a reader of a page sees or hears: its text (no scripts, styles, nor icons'
    titles), and the attributes read out (aria-label, title, placeholder, alt)."""

    HIDDEN = {"script", "style", "title", "svg"}
    READ_OUT = {"aria-label", "title", "placeholder", "alt"}

    def __init__(self):
        super().__init__()
        self.parts, self.hidden = [], 0

    def handle_starttag(self, tag, attrs):
        self.hidden += tag in self.HIDDEN
        self.parts += [f" {value} " for name, value in attrs
                       if name in self.READ_OUT and value]

    def handle_endtag(self, tag):
        self.hidden -= tag in self.HIDDEN

    def handle_data(self, data):
        if not self.hidden:
            self.parts.append(data)


def visible_text(html: str) -> str:
    parser = Visible()
    parser.feed(html)
    # ASCII blanks only: str.split() would take no-break spaces for blanks too
    return re.sub(r"[ \t\n\r\f\v]+", " ", " ".join(parser.parts)).strip()
