import pytest

from companion.errors import IllegalAction
from companion.games import ankhor
from companion.games.ankhor import apply, start, tracker_view

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
    state = play(start(2, 0), "refresh", "move_tile")
    with pytest.raises(IllegalAction):
        apply(state, "refresh", {})
    assert [a.kind for a in ankhor.actions(state)] == ["take_tokens", "buy_tile"]
    state = turn_take(state)
    assert "refresh" in [a.kind for a in ankhor.actions(state)]


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
    two = start(2, 0)

    def texts(state):
        return " ".join(r.text for r in tracker_view(state, NAMES).reminders)

    assert texts(two) == ""
    assert "leftmost" in texts(apply(two, "refresh", {}))
    assert "leftmost" not in texts(apply(start(3, 0), "refresh", {}))
    after_tokens = apply(two, "take_tokens", {"ankh": True})
    assert "5 resource tokens and 2" in texts(after_tokens)
    assert "cannot be spent" in texts(after_tokens)
    assert "cannot be spent" not in texts(apply(two, "take_tokens", {}))


def test_refresh_hint_differs_for_two_players():
    hint2 = next(a.hint for a in ankhor.actions(start(2, 0)) if a.kind == "refresh")
    hint3 = next(a.hint for a in ankhor.actions(start(3, 0)) if a.kind == "refresh")
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
