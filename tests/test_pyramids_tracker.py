import random

import pytest

from companion.errors import IllegalAction
from companion.games import pyramids
from companion.games.pyramids import apply, gods, next_set_aside, start, tracker_view

NAMES = ["Ana", "Ben", "Cy", "Dee", "Eve"]


def play_round(state, picks, builds=None):
    """Quarry, god choices in seat order (`picks` by seat order), builds, end of round."""
    state = apply(state, "quarry", {})
    for tile in picks:
        state = apply(state, f"god_{tile}", {})
    for _ in range(state.seats):
        state = apply(state, "build", (builds or {}).get(state.current(), {}))
    return apply(state, "end_round", {})


@pytest.mark.parametrize("players, names", [
    (2, ["Horus", "Anubis", "Khepri", "Sekhmet"]), (3, ["Horus", "Anubis", "Khepri", "Sekhmet"]),
    (4, ["Horus", "Anubis", "Khepri", "Sekhmet", "Thoth"]),
    (5, ["Horus", "Anubis", "Khepri", "Sekhmet", "Thoth"])])
def test_god_tiles_by_player_count(players, names):
    assert [g.name for g in gods(players)] == names
    steps = pyramids.setup_steps(players)
    assert ("Thoth (5) stays in the box" in steps[0].detail) == (players <= 3)
    assert any("aside" in s.title for s in steps) == (players == 2)
    assert any(f"each of the {players} players" in s.detail for s in steps)


# (players, tile): (may add to tomb, may add to obelisk, may add to both)
PERMISSIONS = {
    (2, 1): (False, False, False), (2, 2): (True, False, False), (2, 3): (False, True, False),
    (2, 4): (True, True, True),
    (3, 1): (False, False, False), (3, 2): (True, False, False), (3, 3): (False, True, False),
    (3, 4): (True, True, True),
    (4, 1): (False, False, False), (4, 2): (True, False, False), (4, 3): (False, True, False),
    (4, 4): (True, True, False), (4, 5): (True, True, True),
    (5, 1): (False, False, False), (5, 2): (True, False, False), (5, 3): (False, True, False),
    (5, 4): (True, True, False), (5, 5): (True, True, True),
}


@pytest.mark.parametrize("players, tile", sorted(PERMISSIONS))
def test_build_permissions_for_every_tile_and_player_count(players, tile):
    tomb, obelisk, both = PERMISSIONS[(players, tile)]
    state = apply(start(players, 0, {"set_aside": 1 if tile != 1 else 2}), "quarry", {})
    state = apply(state, f"god_{tile}", {})    # seat 0 picks the tile under test
    others = [g.number for g in state.available()]
    for number in others[:players - 1]:
        state = apply(state, f"god_{number}", {})
    while state.current() != 0:
        state = apply(state, "build", {})
    for data, allowed in (({"tomb": True}, tomb), ({"obelisk": True}, obelisk),
                          ({"tomb": True, "obelisk": True}, both), ({}, True)):
        if allowed:
            after = apply(state, "build", data)
            assert after.pyramid[0] == 1
            assert after.tomb[0] == int(bool(data.get("tomb")))
            assert after.obelisk[0] == int(bool(data.get("obelisk")))
        else:
            with pytest.raises(IllegalAction):
                apply(state, "build", data)


@pytest.mark.parametrize("first", [1, 2, 3, 4])
def test_two_player_set_aside_rotates_over_ten_rounds(first):
    state = start(2, 0, {"set_aside": first})
    seen = []
    for _ in range(10):
        seen.append(state.set_aside)
        assert state.set_aside not in [g.number for g in state.available()]
        assert len(state.available()) == 3
        picks = [g.number for g in state.available()][:2]
        state = play_round(state, picks)
    expected = [(first - 1 + i) % 4 + 1 for i in range(10)]
    assert seen == expected
    assert state.over
    assert next_set_aside(4) == 1


def test_random_setup_draws_a_tile_only_with_two_players():
    rng = random.Random(7)
    assert pyramids.random_setup(2, rng)["set_aside"] in (1, 2, 3, 4)
    assert pyramids.random_setup(3, rng) == {}


def test_two_players_need_a_set_aside_tile():
    with pytest.raises(IllegalAction):
        start(2, 0, {})


def test_round_flow_turn_orders_and_first_player_passing_left():
    state = start(3, first_seat=1, setup={})
    view = tracker_view(state, NAMES)
    assert view.current_seat == 1 and "stock the quarry" in view.status
    state = apply(state, "quarry", {})
    assert [state.current()] == [1]
    state = apply(state, "god_3", {})            # Ben (seat 1) takes Khepri
    assert state.current() == 2
    state = apply(state, "god_1", {})            # Cy takes Horus
    assert state.current() == 0
    with pytest.raises(IllegalAction):
        apply(state, "god_3", {})                # taken
    state = apply(state, "god_4", {})            # Ana takes Sekhmet
    assert state.build_order() == [2, 1, 0]      # by tile number
    assert tracker_view(state, NAMES).seat_order == [2, 1, 0]
    assert state.current() == 2
    state = apply(state, "build", {})
    state = apply(state, "build", {"obelisk": True})
    state = apply(state, "build", {"tomb": True, "obelisk": True})
    assert state.phase == "end"
    assert any("at most 1 card" in r.text for r in tracker_view(state, NAMES).reminders)
    state = apply(state, "end_round", {})
    assert state.round == 2 and state.first_seat == 2 and state.phase == "quarry"
    assert state.pyramid == (1, 1, 1) and state.obelisk == (1, 1, 0) and state.tomb == (1, 0, 0)


def test_game_ends_after_round_ten():
    state = start(4, 0, {})
    for _ in range(9):
        state = play_round(state, [1, 2, 3, 4])
    assert state.round == 10 and not state.over
    state = play_round(state, [5, 4, 3, 2])
    assert state.over and state.pyramid == (10, 10, 10, 10)
    with pytest.raises(IllegalAction):
        apply(state, "quarry", {})


def test_actions_out_of_phase_are_refused():
    state = start(3, 0, {})
    with pytest.raises(IllegalAction):
        apply(state, "build", {})
    with pytest.raises(IllegalAction):
        apply(state, "god_1", {})


def test_two_player_reminder_names_the_set_aside_tile():
    state = start(2, 0, {"set_aside": 3})
    texts = " ".join(r.text for r in tracker_view(state, NAMES).reminders)
    assert "Khepri (3) is set aside" in texts and "random" in texts
