"""How lists of names are ordered: as a person reads them, "Élodie" beside "Elodie" and
before "Marie", in every language the same.

A pure key, so sorting is safe from any thread: letters compared without their accents
and case first, then with them (so "Elodie" and "Élodie" still come in one order). Not
PyICU (the real collation: PyPI has no wheel of it, so a fresh machine would have to build
ICU's C++ bindings), not `locale.strxfrm` (it reads the process-wide locale, which is not
thread-safe to switch per request, and the locales may not be installed), not pyuca (its
table costs about a second and 10 MB to load for a list of a few names). What this key
does not do: Spanish "ñ" sorts among the "n", as in French or English.
"""
import unicodedata


def _unaccented(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def name_order(name: str) -> tuple[str, str, str]:
    """The sort key of a name: accents and case apart, then accents, then as written."""
    spaced = " ".join(name.split())
    return _unaccented(spaced), spaced.casefold(), spaced
