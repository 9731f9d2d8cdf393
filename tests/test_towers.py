import pytest

from companion.errors import IllegalAction
from companion.games import towers_of_arkhanos as towers
from companion.games.towers_of_arkhanos import apply, award, influence, start, tracker_view

VALUES = {"most": 5, "second": 3, "tie": 2}
SETTINGS = {"outer.most": 5, "outer.second": 3, "outer.tie": 2,
            "central.most": 3, "central.second": 2, "central.tie": 1}


def test_single_leader_and_single_second():
    assert award({"A": 3, "B": 1, "C": 0}, VALUES) == {"A": 5, "B": 3}


def test_tie_for_most_takes_tie_and_nobody_second():
    assert award({"A": 1, "B": 1, "C": 1}, VALUES) == {"A": 2, "B": 2, "C": 2}
    assert award({"A": 2, "B": 2, "C": 1}, VALUES) == {"A": 2, "B": 2}


def test_tie_for_second_shares_the_tie_value():
    assert award({"A": 2, "B": 1, "C": 1}, VALUES) == {"A": 5, "B": 2, "C": 2}


def test_masters_count_two():
    counts = {"A": {"apprentices": 0, "masters": 1}, "B": {"apprentices": 1, "masters": 0}}
    assert influence(counts) == {"A": 2, "B": 1}
    assert award(influence(counts), VALUES) == {"A": 5, "B": 3}


def test_players_absent_from_a_floor_take_nothing():
    assert award({"A": 3, "B": 0}, VALUES) == {"A": 5}
    assert award({}, VALUES) == {}
    assert award({"A": 0}, VALUES) == {}


@pytest.mark.parametrize("players, dice, turns, rounds", [(2, 5, 2, 8), (3, 4, 1, 9),
                                                          (4, 5, 1, 8)])
def test_setup_per_player_count(players, dice, turns, rounds):
    steps = towers.setup_steps(players)
    assert any(s.title == f"{rounds} rounds of {dice} dice" for s in steps)
    text = " ".join(s.detail for s in steps)
    assert f"{turns} turn" in text and "7 apprentices and 1 master" in text


def end_turn(state):
    return apply(state, "end_turn", {})


@pytest.mark.parametrize("players", [2, 3, 4])
def test_turn_order_over_a_whole_game(players):
    state = start(players, first_seat=1)
    seen = []
    while state.phase == "turns":
        seen.append((state.round, state.seat))
        state = end_turn(state)
    rounds, per_player = towers.ROUNDS[players], towers.TURNS_PER_PLAYER[players]
    expected = [(r, (1 + (r - 1) + t) % players) for r in range(1, rounds + 1)
                for t in range(players * per_player)]
    assert seen == expected
    # the last turn of the game belongs to the player before that round's first player
    last_round_first = (1 + rounds - 1) % players
    assert seen[-1] == (rounds, (last_round_first - 1) % players)
    assert state.phase == "final" and tracker_view(state, ["A", "B", "C", "D"]).current_seat is None


def test_two_players_take_two_turns_each_per_round():
    state = start(2, 0)
    seats = []
    for _ in range(4):
        seats.append(state.seat)
        state = end_turn(state)
    assert seats == [0, 1, 0, 1] and state.round == 2 and state.seat == 1


def floor(tower, **counts):
    data = {"tower": str(tower), "settings": SETTINGS}
    data.update({k: str(v) for k, v in counts.items()})
    return data


def test_floor_completion_awards_raises_and_notes_trapped():
    state = start(3, 0)
    state = apply(state, "floor_complete", floor(0, apprentices_0=2, masters_1=1, trapped=1))
    assert state.prestige == (2, 2, 0)        # A 2 influence, B 2 (master): tie for most
    assert state.floors == (2, 1, 1, 1)
    assert "trapped" in state.log[-1]
    state = apply(state, "floor_complete", floor(3, apprentices_0=2, apprentices_2=1))
    assert state.prestige == (5, 2, 2) and state.floors == (2, 1, 1, 2)


def test_pillar_bonuses():
    state = start(2, 1)
    state = apply(state, "bonus_two", {})
    state = apply(state, "floor_complete", floor(2, apprentices_1=3))
    state = apply(state, "bonus_floor", {"tower": "2"})   # floor 2 now
    assert state.prestige == (0, 2 + 5 + 2)


@pytest.mark.parametrize("data, message", [
    (floor(0, apprentices_0=2), "exactly 3"),
    (floor(0, apprentices_0=4), "exactly 3"),
    (floor(0, masters_0=2, apprentices_1=1), "one master"),
    (floor(0, apprentices_0=-1, apprentices_1=4), "negative"),
    (floor(7, apprentices_0=3), "four towers"),
    ({"tower": "0", "apprentices_0": "3"}, "prestige values"),
])
def test_floor_refusals(data, message):
    with pytest.raises(IllegalAction, match=message):
        apply(start(2, 0), "floor_complete", data)


def test_final_scoring_of_incomplete_floors():
    state = start(2, 0)
    while state.phase == "turns":
        state = end_turn(state)
    state = apply(state, "incomplete_floor", {"tower": "0", "apprentices_0": "2",
                                              "apprentices_1": "0"})
    state = apply(state, "incomplete_floor", {"tower": "3", "apprentices_0": "1",
                                              "apprentices_1": "1"})
    assert state.prestige == (3 + 1, 1)
    with pytest.raises(IllegalAction, match="already"):
        apply(state, "incomplete_floor", {"tower": "0"})
    with pytest.raises(IllegalAction, match="fewer than 3"):
        apply(state, "incomplete_floor", {"tower": "1", "apprentices_0": "3"})
    state = apply(state, "finish", {})
    assert state.over
