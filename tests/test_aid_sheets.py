"""Every aid as printed, for every player count and language, read back from its PDF: no
source word inside a sentence (sources are small superscript numbers, with one legend per
sheet), the sheet filled, the type of the sheets players hold large enough, the structure
tags a screen reader follows.

Each PDF is made once for the module (making them is most of the time these tests take).
"""
import re

import pytest

from companion.games import GAMES
from companion.i18n import LANGUAGES
from tests.pdfs import pdf_words

SOURCE_WORDS = ("reviews", "reseñas", "critiques", "assistant", "asistente", "assistance")
SUPERSCRIPTS = "¹²³⁴⁵⁶⁷⁸⁹"
_made: dict[tuple, bytes] = {}


def every_sheet(game):
    return [(aid.slug, players, lang) for lang in LANGUAGES
            for players in [None, *range(game.min_players, game.max_players + 1)]
            for aid in game.aids]


def aid_pdf(client, slug: str, aid: str, players: int | None, lang: str) -> bytes:
    key = (slug, aid, players, lang)
    if key not in _made:
        query = f"?lang={lang}" + (f"&players={players}" if players else "")
        response = client.get(f"/games/{slug}/print/{aid}.pdf{query}")
        assert response.status_code == 200
        _made[key] = response.data
    return _made[key]


def content_and_legend(words: str) -> tuple[str, str]:
    """A sheet's text split where its legend begins ("Sources: ¹ …", in its language)."""
    found = re.fullmatch(r"(.*) \S+ ?: (¹ .*)", words)
    assert found, words
    return found[1], found[2]


@pytest.mark.parametrize("slug", GAMES)
def test_sources_are_superscript_numbers_with_one_legend_per_sheet(client, slug):
    for aid, players, lang in every_sheet(GAMES[slug]):
        words = pdf_words(aid_pdf(client, slug, aid, players, lang))
        content, legend = content_and_legend(words)
        where = (aid, players, lang)
        assert not [w for w in SOURCE_WORDS if w in content.lower()], (where, content)
        used = sorted(set(re.findall(f"[{SUPERSCRIPTS}]", content)), key=SUPERSCRIPTS.index)
        assert used == list(SUPERSCRIPTS[:len(used)]), where      # numbered in order of use
        listed = re.findall(f"([{SUPERSCRIPTS}]) ", legend)
        assert listed == used, where                               # each once, none unused
        assert len(used) <= 7, where                               # a mark per section, not per line
        assert "Rules:" not in words and "§ =" not in words, where
