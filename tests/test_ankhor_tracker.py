from dataclasses import replace

import pytest

from companion.errors import IllegalAction
from companion.games import ankhor
from companion.games.ankhor import apply, tracker_view


def start(seats, first_seat=0):
    """A turn in two steps (main action, then End turn), as plays recorded before one-tap
    turns were; the tests of one-tap turns are at the end."""
    return ankhor.start(seats, first_seat, {"count_ankhs": True})

NAMES = ["Ana", "Ben", "Cy"]


def play(state, *steps):
    for step in steps:
        kind, data = step if isinstance(step, tuple) else (step, {})
        state = apply(state, kind, data)
    return state


def turn_take(state):
    return play(state, "take_tokens", "end_turn")


def turn_buy(state, **data):
    return play(state, ("buy_tile", data), "end_turn")


def holding_ankhs(seats=2, ankhs=2, tiles=0):
    """A first turn where every player already holds ankhs (and tiles)."""
    return replace(start(seats, 0), ankhs=(ankhs,) * seats, tiles=(tiles,) * seats)


def test_turn_order_starts_from_the_first_player_and_goes_clockwise():
    state = start(3, first_seat=1)
    assert state.order == (1, 2, 0)
    view = tracker_view(state, NAMES)
    assert (view.current_seat, view.next_seat, view.round) == (1, 2, 1)
    state = turn_take(state)
    assert state.seat == 2
    state = turn_take(turn_take(state))
    assert state.seat == 1 and state.round == 2


def test_main_action_once_per_turn():
    state = play(start(2, 0), "take_tokens")
    with pytest.raises(IllegalAction):
        apply(state, "buy_tile", {})


def test_turn_cannot_end_before_main_action():
    with pytest.raises(IllegalAction):
        apply(start(2, 0), "end_turn", {})


def test_at_most_two_ankhs_per_turn():
    state = play(holding_ankhs(tiles=1), "refresh", "move_tile")
    with pytest.raises(IllegalAction):
        apply(state, "refresh", {})
    assert [a.kind for a in ankhor.actions(state)] == ["take_tokens", "buy_tile"]
    state = turn_take(state)
    assert "refresh" in [a.kind for a in ankhor.actions(state)]


def test_an_ankh_taken_this_turn_waits_for_a_later_turn():
    state = play(start(2, 0), ("take_tokens", {"ankhs": 1}))
    assert "refresh" not in [a.kind for a in ankhor.actions(state)]
    with pytest.raises(IllegalAction, match="can only be spent in a later one"):
        apply(state, "refresh", {})
    state = play(state, "end_turn", "take_tokens", "end_turn")
    assert state.seat == 0 and state.ankhs == (1, 0)
    state = apply(state, "refresh", {})
    assert state.ankhs_spent == 1


def test_ankhs_held_are_capped_at_two_at_the_end_of_a_turn():
    state = play(start(2, 0), ("take_tokens", {"ankhs": 3}), "end_turn")
    assert state.ankhs == (2, 0)
    with pytest.raises(IllegalAction, match="0 to 3 ankhs"):
        apply(state, "take_tokens", {"ankhs": 4})


def test_moving_a_tile_needs_a_tile():
    with pytest.raises(IllegalAction, match="no tile to move"):
        apply(holding_ankhs(), "move_tile", {})
    assert apply(holding_ankhs(tiles=2), "move_tile", {}).ankhs_spent == 1


def test_an_upper_tile_needs_four_tiles_under_it():
    with pytest.raises(IllegalAction, match="rests on 4 of your tiles"):
        apply(start(2, 0), "buy_tile", {"upper": True})


def test_scribe_gives_the_same_player_an_extra_turn():
    state = play(start(2, 0), ("buy_tile", {"scribe": True}))
    assert tracker_view(state, NAMES).next_seat == 0
    state = apply(state, "end_turn", {})
    assert state.seat == 0 and state.tiles == (1, 0) and not state.main_done
    state = turn_take(state)
    assert state.seat == 1


def test_thirteenth_tile_ends_the_game_after_the_round():
    state = start(3, first_seat=0)
    for _ in range(12):
        state = turn_buy(state)          # seat 0 buys
        state = turn_take(turn_take(state))
    assert state.tiles == (12, 0, 0) and state.round == 13
    state = play(state, "buy_tile")      # the 13th tile
    assert state.ender == 0
    view = tracker_view(state, NAMES)
    assert any("13th tile" in r.text and "Cy" in r.text for r in view.reminders)
    state = apply(state, "end_turn", {})
    state = turn_take(state)
    assert not state.over
    state = turn_take(state)             # last seat of the round
    assert state.over
    assert tracker_view(state, NAMES).actions == []
    with pytest.raises(IllegalAction):
        apply(state, "take_tokens", {})


def test_game_ends_after_last_seat_even_when_trigger_is_last_seat():
    state = start(2, first_seat=1)
    state = state.__class__(**{**state.__dict__, "tiles": (0, 12)})
    state = turn_buy(state)              # seat 1 places 13th on first turn of the round
    assert not state.over
    state = turn_take(state)
    assert state.over


def test_reminders_when_they_matter():
    two = holding_ankhs()

    def texts(state):
        return " ".join(r.text for r in tracker_view(state, NAMES).reminders)

    assert texts(two) == ""
    assert "leftmost" in texts(apply(two, "refresh", {}))
    assert "leftmost" not in texts(apply(holding_ankhs(3), "refresh", {}))
    after_tokens = apply(two, "take_tokens", {"ankhs": 1})
    assert "5 resource tokens and 2" in texts(after_tokens)
    assert "cannot be spent" in texts(after_tokens)
    assert "cannot be spent" not in texts(apply(two, "take_tokens", {}))


def test_refresh_hint_differs_for_two_players():
    hint2 = next(a.hint for a in ankhor.actions(holding_ankhs(2)) if a.kind == "refresh")
    hint3 = next(a.hint for a in ankhor.actions(holding_ankhs(3)) if a.kind == "refresh")
    assert "discard the leftmost" in hint2 and "discard" not in hint3


def test_unknown_action_is_refused():
    with pytest.raises(IllegalAction):
        apply(start(2, 0), "steal", {})


@pytest.mark.parametrize("players, pile", [(2, 4), (3, 5), (4, 6)])
def test_setup_piles_per_player_count(players, pile):
    steps = ankhor.setup_steps(players)
    piles = next(s for s in steps if s.title.startswith("Token piles"))
    assert piles.title == f"Token piles of {pile}"
    assert f"{6 * pile} tokens in play" in piles.detail
    assert all(s.page for s in steps)
    two_player_rule = any("leftmost" in s.detail for s in steps)
    assert two_player_rule == (players == 2)


def one_tap(seats=2):
    return ankhor.start(seats, 0, ankhor.random_setup(seats, None))


def test_a_turn_with_nothing_special_is_one_tap():
    state = apply(one_tap(3), "take_tokens", {})
    assert state.seat == 1 and not state.main_done
    state = apply(state, "buy_tile", {})
    assert state.seat == 2 and state.tiles == (0, 1, 0)
    assert [a.kind for a in ankhor.actions(state)] == ["take_tokens", "buy_tile"]
    assert "This ends the turn" in ankhor.actions(state)[0].hint


def test_ankhs_are_spent_before_the_main_action_in_the_same_turn():
    state = replace(one_tap(), ankhs=(1, 0), tiles=(2, 0))
    state = apply(state, "move_tile", {})
    assert state.seat == 0 and state.ankhs_spent == 1
    state = apply(state, "take_tokens", {"ankhs": 2})
    assert state.seat == 1 and state.ankhs == (2, 0)       # 1 - 1 + 2


def test_a_scribe_gives_an_extra_turn_without_an_end_turn():
    state = apply(one_tap(), "buy_tile", {"scribe": True})
    assert state.seat == 0 and state.extra_turn
    assert tracker_view(state, NAMES).status == "Extra turn (scribe)"
    state = apply(state, "take_tokens", {})
    assert state.seat == 1 and not state.extra_turn


def test_the_thirteenth_tile_ends_the_game_with_the_round_in_one_tap_turns():
    state = replace(one_tap(2), tiles=(12, 12))
    state = apply(state, "buy_tile", {})
    assert state.ender == 0 and not state.over
    state = apply(state, "buy_tile", {})
    assert state.over and state.tiles == (13, 13)
