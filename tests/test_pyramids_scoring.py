import pytest

from companion.errors import InvalidInput
from companion.games.base import ScoreContext
from companion.games.pyramids import (
    CARDS,
    GAME,
    LAYOUTS,
    Necropolis,
    Stone,
    card_cells,
    in_grid,
    obelisk_score,
    pyramid_score,
    score_necropolises,
)


def stone(color, *cells):
    return {"color": color, "cells": [list(c) for c in cells]}


def as_stones(stones):
    """Stones for the scoring functions, without the checks a whole entry goes through."""
    return tuple(Stone(s["color"], tuple(tuple(c) for c in s["cells"])) for s in stones)


def necropolis(pyramid=(), obelisk=(), tomb=(), glyphs=None):
    return Necropolis(as_stones(pyramid), tuple(map(tuple, obelisk)), tuple(map(tuple, tomb)),
                      {"pyramid": 0, "obelisk": 0, "tomb": 0, **(glyphs or {})})


def pyramid_points(stones):
    return pyramid_score(necropolis(stones))[0]


def full_card(stage, position, colors=("red", "red", "red")):
    """The stones of a card laid out "large-left", in the given colours."""
    row, col = card_cells(stage, position)[0]
    return [stone(color, *[(row + r, col + c) for r, c in cells])
            for color, cells in zip(colors, LAYOUTS["large-left"], strict=True)]


def test_grid_shape_is_16_12_8_4_cells():
    rows = [sum(in_grid((r, c)) for c in range(-2, 10)) for r in range(8)]
    assert rows == [8, 8, 6, 6, 4, 4, 2, 2]
    assert not in_grid((2, 0)) and not in_grid((8, 3)) and in_grid((7, 3))


def test_cards_cover_the_grid_exactly_once():
    cells = [c for card in CARDS for c in card_cells(*card)]
    assert len(cells) == len(set(cells)) == 40
    assert all(in_grid(c) for c in cells)


def test_layouts_fill_a_card_with_two_or_three_stones():
    for stones in LAYOUTS.values():
        cells = [tuple(c) for s in stones for c in s]
        assert sorted(cells) == [(0, 0), (0, 1), (1, 0), (1, 1)]
        assert len(stones) in (2, 3)


def test_largest_group_per_colour_plus_largest_once_more():
    stones = [stone("blue", (0, 0)), stone("blue", (0, 1)), stone("red", (1, 0), (1, 1))]
    assert pyramid_points(stones) == 2 + 1 + 2


def test_a_large_stone_counts_as_one_stone():
    stones = [stone("blue", (0, 0), (1, 0)), stone("blue", (0, 1))]
    assert pyramid_points(stones) == 2 + 2


def test_only_the_largest_group_of_a_colour_counts():
    stones = [stone("red", (0, 0)), stone("red", (0, 1)), stone("blue", (0, 2)),
              stone("red", (0, 3))]
    assert pyramid_points(stones) == 2 + 1 + 2


def test_diagonal_stones_do_not_touch():
    stones = [stone("green", (0, 0)), stone("green", (1, 1))]
    assert pyramid_points(stones) == 1 + 1


def five_colour_rows(yellow=3):
    stones = [stone("blue", (0, c)) for c in range(3)]
    stones += [stone("white", (0, c)) for c in range(3, 6)]
    stones += [stone("red", (1, c)) for c in range(3)]
    stones += [stone("green", (1, c)) for c in range(3, 6)]
    stones += [stone("yellow", (2, c)) for c in range(1, 1 + yellow)]
    return stones


def test_bonus_when_every_colour_reaches_three():
    assert pyramid_points(five_colour_rows()) == 15 + 3 + 10


def test_no_bonus_when_a_colour_has_only_two():
    assert pyramid_points(five_colour_rows(yellow=2)) == 12 + 2 + 3


def test_two_colours_tied_for_largest_add_it_once():
    stones = [stone("blue", (0, c)) for c in range(3)] + [stone("white", (1, c)) for c in range(3)]
    assert pyramid_points(stones) == 3 + 3 + 3


def test_empty_pyramid_scores_nothing():
    assert pyramid_points([]) == 0


@pytest.mark.parametrize("cards, points", [
    ([], 0),
    ([["red", "red"]], 1),
    ([["red"], ["red", "blue"]], 3),
    ([["red", "blue"], ["red", "white", "green"], ["blue", "red"]], 6),
    ([["red", "blue"], ["red", "blue"], ["red", "blue", "white"]], 6),   # the rulebook's example
    ([["red"]] * 4, 10),
    ([["red"]] * 5, 15),
])
def test_obelisk_stages_of_the_most_frequent_colour(cards, points):
    assert obelisk_score(tuple(tuple(c) for c in cards), {})[0] == points


def test_beyond_five_stages_the_groups_value_counts():
    cards = (("red", "blue"),) * 7
    assert obelisk_score(cards, {7: 28})[0] == 28


def test_beyond_five_stages_without_the_groups_value_is_refused():
    with pytest.raises(InvalidInput) as exc:
        score_necropolises([("Ana", necropolis(obelisk=[["red", "blue"]] * 6))], {})
    assert exc.value.errors[0].field == "settings.obelisk_6"
    assert "6 stages" in exc.value.errors[0].message
    points = score_necropolises([("Ana", necropolis(obelisk=[["red", "blue"]] * 6))],
                                {"obelisk_6": 21})[0].breakdown["obelisk"]
    assert points == 21


def score(players):
    return GAME.score([(name, GAME.read_entry(raw)) for name, raw in players], ScoreContext())


def test_tomb_majorities_need_strictly_the_most():
    result = score([("Ana", {"tomb": [["red", "red"], ["blue", "white"]]}),
                    ("Ben", {"tomb": [["red", "green"], ["red", "white"]]}),
                    ("Cy", {"tomb": []})])
    assert [p.breakdown["tomb"] for p in result] == [5, 5, 0]
    assert result[0].details["tomb"]["majorities"] == ["blue"]
    assert result[1].details["tomb"]["majorities"] == ["green"]


def test_nobody_scores_a_colour_nobody_has():
    result = score([("Ana", {"tomb": []}), ("Ben", {"tomb": []})])
    assert [p.breakdown["tomb"] for p in result] == [0, 0]


def test_glyphs_two_points_each():
    raw = {"pyramid": full_card(1, 1), "tomb": [["red", "blue"], ["green", "green"]],
           "glyphs": {"pyramid": 1, "obelisk": 0, "tomb": 2}}
    assert score([("Ana", raw)])[0].breakdown["glyphs"] == 6


def test_total_is_the_sum_of_the_breakdown():
    entry = necropolis(five_colour_rows(), obelisk=[["red"], ["red", "blue"]],
                       tomb=[["green"]], glyphs={"pyramid": 1})
    result = score_necropolises([("Ana", entry)])[0]
    assert result.breakdown == {"pyramid": 28, "obelisk": 3, "tomb": 5, "glyphs": 2}
    assert result.total == 38


def refused(raw):
    with pytest.raises(InvalidInput) as exc:
        GAME.read_entry(raw, prefix="players[0].")
    return {e.field: e.message for e in exc.value.errors}


def test_a_full_pyramid_of_ten_cards_is_accepted():
    stones = [s for card in CARDS for s in full_card(*card)]
    entry = GAME.read_entry({"pyramid": stones})
    assert len(entry.pyramid) == 30


def test_refuses_a_card_with_nothing_under_it():
    stones = full_card(1, 1) + full_card(1, 2) + full_card(2, 1) + full_card(3, 2)
    card = CARDS.index((3, 2))
    message = refused({"pyramid": stones})[f"players[0].pyramid.cards[{card}]"]
    assert "stage 3, position 2 rests on nothing" in message


def test_refuses_a_card_with_uncoloured_stones():
    stones = full_card(1, 1)[:2]      # the third stone was never coloured
    message = refused({"pyramid": stones})["players[0].pyramid.cards[0]"]
    assert "stage 1, position 1 has stones on 3 of its 4 places" in message


def test_refuses_more_glyphs_than_cards():
    errors = refused({"tomb": [["red", "blue"]], "glyphs": {"tomb": 2}})
    assert "a card carries at most one glyph" in errors["players[0].glyphs.tomb"]


def test_refuses_more_than_one_card_a_round():
    errors = refused({"obelisk": [["red", "blue"]] * 11})
    assert "at most one a round" in errors["players[0].obelisk"]


@pytest.mark.parametrize("cells", [[[2, 0]], [[8, 3]], [[-1, 0]], [[0, 8]], [[6, 2]]])
def test_refuses_cells_outside_the_grid(cells):
    errors = refused({"pyramid": [{"color": "red", "cells": cells}]})
    assert "outside the pyramid" in errors["players[0].pyramid[0].cells[0]"]


def test_refuses_a_cell_in_two_stones():
    errors = refused({"pyramid": [stone("red", (0, 0), (0, 1)), stone("blue", (0, 1))]})
    assert "already covered by stone 1" in errors["players[0].pyramid[1].cells"]


@pytest.mark.parametrize("cells", [[], [[0, 0], [0, 1], [0, 2]]])
def test_refuses_stones_of_zero_or_three_cells(cells):
    errors = refused({"pyramid": [{"color": "red", "cells": cells}]})
    assert "1 or 2 cells" in errors["players[0].pyramid[0].cells"]


@pytest.mark.parametrize("cells", [[[0, 0], [1, 1]], [[0, 0], [0, 2]], [[0, 0], [0, 0]]])
def test_refuses_two_cells_that_do_not_touch(cells):
    errors = refused({"pyramid": [{"color": "red", "cells": cells}]})
    assert "share a side" in errors["players[0].pyramid[0].cells"]


@pytest.mark.parametrize("raw, field", [
    ({"pyramid": [{"color": "purple", "cells": [[0, 0]]}]}, "players[0].pyramid[0].color"),
    ({"obelisk": [["red", "pink"]]}, "players[0].obelisk[0][1]"),
    ({"tomb": [["orange"]]}, "players[0].tomb[0][0]"),
    ({"tomb": "red"}, "players[0].tomb"),
    ({"glyphs": {"tomb": -1}}, "players[0].glyphs.tomb"),
    ({"glyphs": {"pyramid": 1.5}}, "players[0].glyphs.pyramid"),
    ({"glyphs": 3}, "players[0].glyphs"),
    ({"pyramid": [{"color": "red", "cells": [["a", 0]]}]}, "players[0].pyramid[0].cells[0]"),
])
def test_refuses_bad_values(raw, field):
    assert field in refused(raw)


@pytest.mark.parametrize("card", [["red"], ["red", "blue", "white", "green"]])
def test_refuses_cards_without_two_or_three_stones(card):
    errors = refused({"obelisk": [card]})
    assert "a card has 2 or 3 stones" in errors["players[0].obelisk[0]"]


def test_warns_when_the_pyramid_is_not_finished():
    warnings = score([("Ana", {"pyramid": full_card(1, 1)})])[0].warnings
    assert "1 pyramid card: a finished game has 10" in warnings[0]
