import pytest

from companion.errors import InvalidInput
from companion.games.ankhor import GAME, score_layout
from companion.ranking import rank_players
from tests.ankhor_layouts import rulebook_example, tile


def parse_layout(raw, prefix="players[0]"):
    return GAME.read_entry(raw, prefix=prefix + ".")


def score(raw, name="Ana"):
    return score_layout(name, parse_layout(raw))


def test_rulebook_example_scores_24():
    result = score(rulebook_example())
    assert result.breakdown == {"printed": 6, "bonus": 3, "animals": 5, "colors": 10,
                                "leftover": 0}
    assert result.total == 24
    assert result.warnings == []


def test_rulebook_example_groups():
    details = score(rulebook_example()).details
    colors = sorted((g["label"], g["size"]) for g in details["color_groups"])
    animals = sorted((g["label"], g["size"]) for g in details["animal_groups"])
    assert colors == [("green", 5), ("red", 3), ("white", 2)]
    assert animals == [("jackal", 3), ("scarab", 2)]


def test_upper_tile_does_not_split_the_group_below():
    # Without its upper red tile, the green group is the same 5 tiles.
    layout = rulebook_example()
    layout["tiles"] = [t for t in layout["tiles"] if t["level"] == 0]
    details = score(layout).details
    assert ("green", 5) in [(g["label"], g["size"]) for g in details["color_groups"]]


def test_lone_tiles_score_only_their_printed_points():
    result = score({"tiles": [tile(0, 0, "blue", "falcon", points=3),
                              tile(0, 1, "red", "jackal", points=1)]})
    assert result.breakdown == {"printed": 4, "bonus": 0, "animals": 0, "colors": 0,
                                "leftover": 0}


def test_pairs_score_one_point_per_tile():
    result = score({"tiles": [tile(0, 0, "blue", "falcon"), tile(0, 1, "blue", "falcon")]})
    assert result.breakdown["colors"] == 2
    assert result.breakdown["animals"] == 2


def test_diagonal_tiles_are_not_adjacent():
    tiles = [tile(0, 0, "red"), tile(0, 1, "blue"), tile(1, 1, "red"), tile(1, 0, "blue")]
    assert score({"tiles": tiles}).breakdown["colors"] == 0


def test_upper_tile_touches_its_four_supports():
    tiles = [tile(0, 0, "red"), tile(0, 1, "blue"), tile(1, 0, "blue"), tile(1, 1, "white"),
             tile(0, 0, "red", level=1)]
    result = score({"tiles": tiles})
    # blue (0,1)-(1,0) are diagonal; upper red joins base red at (0,0) only.
    assert result.breakdown["colors"] == 2


def test_upper_tile_links_tiles_below_it_by_colour():
    # Two whites diagonal under an upper white: all three form one group.
    tiles = [tile(0, 0, "white"), tile(0, 1, "red"), tile(1, 0, "red"), tile(1, 1, "white"),
             tile(0, 0, "white", level=1)]
    result = score({"tiles": tiles})
    # The two reds are diagonal, so only the white group of 3 scores.
    assert result.breakdown["colors"] == 3


def test_upper_tiles_next_to_each_other_are_adjacent():
    base = [tile(r, c, "blue") for r in range(2) for c in range(3)]
    uppers = [tile(0, 0, "red", "falcon", level=1), tile(0, 1, "white", "falcon", level=1)]
    result = score({"tiles": base + uppers})
    assert result.breakdown["animals"] == 2


def test_covered_tiles_still_count():
    base = [tile(0, 0, "green", points=1), tile(0, 1, "green"), tile(1, 0, "green"),
            tile(1, 1, "green")]
    result = score({"tiles": base + [tile(0, 0, "green", points=2, level=1)],
                    "bonus_tokens": [3]})
    assert result.breakdown["printed"] == 3
    assert result.breakdown["colors"] == 5
    assert result.warnings == []


def test_leftover_tokens_one_point_per_three():
    assert score({"tiles": [], "leftover_tokens": 8}).breakdown["leftover"] == 2
    assert score({"tiles": [], "leftover_tokens": 2}).breakdown["leftover"] == 0


def test_bonus_tokens_sum_their_values():
    line = [tile(0, c, "black") for c in range(5)]
    assert score({"tiles": line, "bonus_tokens": [3]}).breakdown["bonus"] == 3


def test_warning_when_bonus_tokens_do_not_match_groups_of_five():
    line = [tile(0, c, "black") for c in range(5)]
    assert any("bonus" in w for w in score({"tiles": line}).warnings)
    assert score({"tiles": line, "bonus_tokens": [3]}).warnings == []


def test_warning_for_upper_tile_matching_no_support():
    base = [tile(0, 0, "green"), tile(0, 1, "green"), tile(1, 0, "green"), tile(1, 1, "green")]
    result = score({"tiles": base + [tile(0, 0, "red", level=1)]})
    assert any("Tile 5" in w and "colour" in w for w in result.warnings)


def test_negative_rows_and_columns_are_fine():
    result = score({"tiles": [tile(-5, -7, "red"), tile(-5, -6, "red")]})
    assert result.breakdown["colors"] == 2


def refused(raw):
    with pytest.raises(InvalidInput) as exc:
        parse_layout(raw, "players[0]")
    return {e.field: e.message for e in exc.value.errors}


def test_refuses_two_tiles_in_one_place():
    errors = refused({"tiles": [tile(0, 0, "red"), tile(0, 0, "blue")]})
    assert "Tile 2" in errors["players[0].tiles[1]"]
    assert "tile 1" in errors["players[0].tiles[1]"]


def test_same_position_on_other_level_is_not_a_clash():
    base = [tile(0, 0, "red"), tile(0, 1, "red"), tile(1, 0, "red"), tile(1, 1, "red")]
    layout = parse_layout({"tiles": base + [tile(0, 0, "red", level=1)], "bonus_tokens": []})
    assert [(t.level, t.row, t.col) for t in layout.tiles][-1] == (1, 0, 0)
    assert score_layout("Ana", layout).breakdown["colors"] == 5


def test_refuses_upper_tile_missing_a_support():
    base = [tile(0, 0, "red"), tile(0, 1, "red"), tile(1, 0, "red")]
    errors = refused({"tiles": base + [tile(0, 0, "red", level=1)]})
    message = errors["players[0].tiles[3]"]
    assert "Tile 4" in message and "row 1, column 1" in message


def test_refuses_base_tiles_not_connected():
    errors = refused({"tiles": [tile(0, 0, "red"), tile(0, 1, "red"), tile(3, 3, "blue")]})
    assert "does not touch" in errors["players[0].tiles[2]"]


def test_refuses_diagonal_only_contact():
    errors = refused({"tiles": [tile(0, 0, "red"), tile(1, 1, "red"), tile(1, 2, "red")]})
    assert "Tile 1" in errors["players[0].tiles[0]"]


@pytest.mark.parametrize("bad, field", [
    ({"color": "purple"}, "color"),
    ({"animal": "cat"}, "animal"),
    ({"level": 2}, "level"),
    ({"level": 1.0}, "level"),
    ({"points": -1}, "points"),
    ({"points": 1.5}, "points"),
    ({"row": "a"}, "row"),
    ({"col": None}, "col"),
    ({"row": True}, "row"),
])
def test_refuses_bad_tile_values(bad, field):
    errors = refused({"tiles": [dict(tile(0, 0, "red"), **bad)]})
    assert f"players[0].tiles[0].{field}" in errors


@pytest.mark.parametrize("raw, field", [
    ({"tiles": [], "leftover_tokens": -1}, "players[0].leftover_tokens"),
    ({"tiles": [], "leftover_tokens": 2.5}, "players[0].leftover_tokens"),
    ({"tiles": [], "bonus_tokens": [3, -3]}, "players[0].bonus_tokens[1]"),
    ({"tiles": [], "bonus_tokens": 3}, "players[0].bonus_tokens"),
    ({"tiles": "many"}, "players[0].tiles"),
    ({"tiles": [5]}, "players[0].tiles[0]"),
])
def test_refuses_bad_numbers_and_lists(raw, field):
    assert field in refused(raw)


def test_tie_break_fewer_tiles_then_more_leftover():
    a = score({"tiles": [tile(0, 0, "red", points=3)]}, "Ana")
    b = score({"tiles": [tile(0, 0, "red", points=2), tile(0, 1, "blue", points=1)]}, "Ben")
    ranking = rank_players([b, a], GAME.tie_breaks)
    assert [s.rank for s in ranking.standings] == [2, 1]
    assert ranking.winners == ["Ana"]
    assert "Ana wins the tie with Ben" in ranking.explanations[0]
    assert "fewer tiles" in ranking.explanations[0]


def test_tie_break_on_leftover_tokens():
    a = score({"tiles": [tile(0, 0, "red")], "leftover_tokens": 2}, "Ana")
    b = score({"tiles": [tile(0, 0, "red")], "leftover_tokens": 1}, "Ben")
    ranking = rank_players([b, a], GAME.tie_breaks)
    assert ranking.winners == ["Ana"]
    assert "more leftover tokens" in ranking.explanations[0]


def test_full_tie_shares_the_rank():
    a = score({"tiles": [tile(0, 0, "red", points=3)]}, "Ana")
    b = score({"tiles": [tile(0, 0, "blue", points=3)]}, "Ben")
    c = score({"tiles": [tile(0, 0, "blue", points=1)]}, "Cy")
    ranking = rank_players([a, b, c], GAME.tie_breaks)
    assert [s.rank for s in ranking.standings] == [1, 1, 3]
    assert ranking.winners == ["Ana", "Ben"]
    assert "stay tied" in ranking.explanations[0]


def covered_points_layout():
    base = [tile(0, 0, "red", points=2), tile(0, 1, "red"), tile(1, 0, "red"),
            tile(1, 1, "red")]
    return {"tiles": base + [tile(0, 0, "red", level=1, points=1)]}


@pytest.mark.parametrize("reading, printed", [("count", 3), ("ignore", 1)])
def test_covered_printed_numbers_follow_the_groups_reading(reading, printed):
    entries, context = GAME.parse_score_request(
        {"players": [dict(name="Ana", **covered_points_layout())]}, {"covered_numbers": reading})
    assert GAME.score(entries, context)[0].breakdown["printed"] == printed


def test_covered_printed_numbers_without_a_reading_are_refused():
    entries, context = GAME.parse_score_request(
        {"players": [dict(name="Ana", **covered_points_layout())]})
    with pytest.raises(InvalidInput) as exc:
        GAME.score(entries, context)
    assert exc.value.errors[0].field == "settings.covered_numbers"
    assert "choose your group's reading" in exc.value.errors[0].message


def straight_line(count):
    return {"tiles": [tile(0, c, "red") for c in range(count)]}


def test_more_tiles_than_the_game_has_are_refused():
    errors = refused(straight_line(56))
    assert "the game has only 55" in errors["players[0].tiles"]


@pytest.mark.parametrize("count, warned", [(14, False), (15, True), (26, True)])
def test_more_tiles_than_a_game_usually_reaches_are_warned(count, warned):
    warnings = score(straight_line(count)).warnings
    assert any(f"{count} tiles: the game ends in the round" in w for w in warnings) == warned


def test_many_leftover_tokens_are_warned():
    assert "storehouses" in score({"tiles": [], "leftover_tokens": 9}).warnings[0]
