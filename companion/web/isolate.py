"""Names shown inside <bdi>: a name written right to left (or with any strong direction)
never turns the sentence around it, and no name reaches the page with a direction of its
own (the text rule already refuses direction overrides)."""
import re

from markupsafe import Markup, escape

from companion.i18n import list_words


def bdi(value):
    """`{{ name|bdi }}`: the name, escaped, isolated; a list gives a list."""
    if isinstance(value, list | tuple):
        return [bdi(v) for v in value]
    return Markup("<bdi>%s</bdi>") % value


def listed(names) -> Markup:
    """`{{ names|listed }}`: names listed as the page's language does ("Mateo y Sofía"),
    each escaped and isolated."""
    return Markup(list_words([str(bdi(name)) for name in names]))


def with_names_isolated(line: str, names: list[str]) -> Markup:
    """companion.games.base.with_names for a page: each "{seat}" the seat's name in <bdi>."""
    def name(match: re.Match) -> str:
        seat = int(match.group(1))
        return str(bdi(names[seat])) if seat < len(names) else match.group(0)
    return Markup(re.sub(r"\{(\d+)\}", name, str(escape(str(line)))))
