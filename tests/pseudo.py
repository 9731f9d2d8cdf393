"""A pseudo-language for the language tests: every text handed to gettext comes back
⟦like this⟧ (placeholders kept), so English left unmarked on a page never went through a
catalogue."""
import flask_babel
from babel.support import NullTranslations

from companion import i18n


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
