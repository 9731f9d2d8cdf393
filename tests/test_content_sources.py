"""The statements a review found without support are gone or carry the source they have:
the app never presents reviews, an inference or a silence as the rulebook."""
import re

import pytest

from companion import content
from companion.games import GAMES

# (game, pattern of the statement) -> the sources it may carry (never the rulebook alone).
MARKED = [
    ("ankhor", r"clockwise|direction turns pass", {"not in our sources", "our reading"}),
    ("ankhor", r"everyone begins with nothing", {"our reading"}),
    ("pyramids", r"large stone counts as one", {"reviews"}),
    ("pyramids", r"1 stage (scores )?1 point, 2 stages 3", {"reviews"}),
    ("towers-of-arkhanos", r"7 apprentices and 1 master", {"reviews"}),
    ("egizia", r"2, 3, 4 and 5 starting stones", {"reviews"}),
]


def statements(slug: str, lang: str = "en"):
    for entry in content.entries_for(GAMES[slug], lang):
        for statement in entry.statements:
            yield entry, statement


@pytest.mark.parametrize("slug, pattern, allowed", MARKED)
def test_unsupported_statements_carry_their_own_source(slug, pattern, allowed):
    found = [(e.id, s.source.kind) for e, s in statements(slug)
             if re.search(pattern, s.text, re.I)]
    assert found, f"no statement matches {pattern!r}: the test would prove nothing"
    assert all(kind in allowed for _, kind in found), found


@pytest.mark.parametrize("lang", content.LANGUAGES)
def test_the_bonus_tokens_3_points_rest_on_the_rulebooks_scoring_example(lang):
    """Issue 27: the rulebook's own scoring example shows a 3-point bonus token."""
    entry = content.entry_by_id(GAMES["ankhor"], "bonus-value", lang)
    first = entry.statements[0]
    assert re.search(r"\b3 (points|puntos)\b", first.text) and first.source.page == "7"
    assert all(s.source.kind != "reviews" for s in entry.statements)


@pytest.mark.parametrize("lang", content.LANGUAGES)
def test_egizia_says_its_turn_tile_numbers_are_lost_symbols(lang):
    """Wherever an entry puts the turn tiles in number order, it says the numbers are our
    reading of symbols lost in the Spanish text."""
    lost = {"en": "lost", "es": "perdido", "fr": "perdu"}[lang]
    for entry_id in ("turn-tiles", "boats", "turn-order", "mistake-turn-order",
                     "end-scoring-order"):
        entry = content.entry_by_id(GAMES["egizia"], entry_id, lang)
        assert any(lost in s.text and s.source.kind == "our reading"
                   for s in entry.statements), entry_id


def test_the_tie_break_note_names_the_french_page_a_third_party_page():
    texts = [s.text for _, s in statements("ankhor")]
    assert not any("publisher" in t.lower() for t in texts)


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_pages_cited_are_only_those_the_fact_sheet_knows(slug):
    """Ankh'or's fact sheet gives pages; the Spanish texts of the others have none but a few
    (Egizia 9-11, the Towers' spellbook on 7): every other mark names a section."""
    known = {"ankhor": None, "pyramids": set(), "towers-of-arkhanos": {"7"},
             "egizia": {"9", "10", "10-11", "11"}}[slug]
    pages = {s.source.page for _, s in statements(slug) if s.source.page}
    assert known is None or pages <= known, pages
