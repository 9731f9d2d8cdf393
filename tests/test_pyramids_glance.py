"""Issue 38, point 3: Pyramids at a glance, a necropolis as a player sees it once the game
is over, scored by the same rules as the cards: each colour's largest group, the largest
once more, 10 more when every colour's is 3 or more (rulebook § Pirámide), the obelisk's
most frequent colour (§ Obelisco: red and blue on 3 stages each score 6, once), tomb
majorities across the players (§ Tumba) and 2 per glyph in place (§ Glifos)."""
import pytest

from companion.errors import InvalidInput
from companion.games.base import ScoreContext
from companion.games.pyramids import COLORS, GAME, obelisk_stages, pyramid_score
from tests.test_taps_pyramids import reference_entry


def glance_of(entry: dict) -> dict:
    """The numbers a player reads off a necropolis entered card by card."""
    necropolis = GAME.read_entry(entry)
    _, details = pyramid_score(necropolis)
    stages = {c: sum(1 for card in necropolis.obelisk if c in card) for c in COLORS}
    return {"glance": {
        "largest": {c: g["size"] for c, g in details["largest"].items()},
        "obelisk": stages, "tomb": dict(necropolis.tomb_stones),
        "glyphs": necropolis.glyphs_in_place}}


def table(*entries: dict) -> list:
    read = [(f"P{i}", GAME.read_entry(e)) for i, e in enumerate(entries)]
    return GAME.score_table(read, ScoreContext())


def test_a_necropolis_at_a_glance_scores_as_its_cards():
    cards = reference_entry()
    other = {"tomb": [["blue", "blue", "white"]], "pyramid": [], "obelisk": []}
    by_cards = table(cards, other)
    by_glance = table(glance_of(cards), glance_of(other))
    assert [s.breakdown for s in by_glance] == [s.breakdown for s in by_cards]
    assert by_glance[0].total == by_cards[0].total > 0
    mixed = table(glance_of(cards), other)     # at a glance beside cards: one table
    assert [s.breakdown for s in mixed] == [s.breakdown for s in by_cards]


def test_the_rulebook_s_obelisk_at_a_glance():
    """Red and blue each on 3 stages (white on 1): 6 points, one colour only."""
    [ana] = table({"glance": {"obelisk": {"red": 3, "blue": 3, "white": 1}}})
    assert ana.breakdown["obelisk"] == 6
    assert obelisk_stages((("red", "blue"), ("red", "blue"), ("red", "blue", "white"))) == (
        3, ["blue", "red"])


def test_largest_groups_and_the_pyramid_bonus():
    all_three = {c: 3 for c in COLORS} | {"red": 7}
    [bonus, none] = table({"glance": {"largest": all_three}},
                          {"glance": {"largest": all_three | {"white": 2}}})
    assert bonus.breakdown["pyramid"] == 19 + 7 + 10
    assert none.breakdown["pyramid"] == 18 + 7


def test_tomb_majorities_at_a_glance_are_decided_across_the_players():
    [ana, ben] = table({"glance": {"tomb": {"red": 3, "green": 2}}},
                       {"glance": {"tomb": {"red": 3, "blue": 1}}})
    assert (ana.breakdown["tomb"], ben.breakdown["tomb"]) == (5, 5)     # red tied: nobody


@pytest.mark.parametrize(("glance", "field"), [
    ({"largest": {"purple": 3}}, "glance.largest.purple"),
    ({"largest": {"red": -1}}, "glance.largest.red"),
    ({"obelisk": {"red": 11}}, "glance.obelisk.red"),
    ({"largest": {c: 7 for c in COLORS}}, "glance.largest"),      # 35 stones: 10 cards hold 30
    ({"tomb": {c: 7 for c in COLORS}}, "glance.tomb"),
    ({"glyphs": 31}, "glance.glyphs"),
    ({"shapes": {}}, "glance.shapes"),
    ("lots", "glance"),
])
def test_what_no_necropolis_shows_is_refused_at_its_field(glance, field):
    with pytest.raises(InvalidInput) as refused:
        GAME.read_entry({"glance": glance})
    assert [e.field for e in refused.value.errors] == [field]


def test_cards_and_a_glance_together_are_refused():
    with pytest.raises(InvalidInput) as refused:
        GAME.read_entry({**reference_entry(), "glance": {"glyphs": 1}})
    assert [e.field for e in refused.value.errors] == ["glance"]
