import pytest

from companion.errors import IllegalAction, InvalidInput
from companion.games import towers_of_arkhanos as towers
from companion.games.fields import convert
from companion.games.towers_of_arkhanos import GAME, award, influence, start, tracker_view

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


def apply(state, kind, form=None, settings=SETTINGS):
    """An action as the tracker sends it: form strings typed by the action's fields."""
    action = tracker_view(state, ["A", "B", "C", "D"][:state.seats]).action(kind)
    if action is None:
        raise IllegalAction(f"{kind} is not offered now")
    values = convert(action.fields, form or {}, seats=state.seats, from_form=True)
    return GAME.apply(state, kind, values, settings)


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
    return {"tower": str(tower), **{k: str(v) for k, v in counts.items()}}


def test_floor_completion_awards_raises_and_notes_trapped():
    state = start(3, 0)
    state = apply(state, "floor_complete", floor(0, apprentices_0=2, masters_1=1, trapped=1))
    assert state.prestige == (2, 2, 0)        # A 2 influence, B 2 (master): tie for most
    assert state.floors == (2, 1, 1, 1)
    assert "trapped" in state.log[-1]
    state = apply(state, "floor_complete", floor(3, apprentices_0=2, apprentices_2=1))
    assert state.prestige == (5, 2, 2) and state.floors == (2, 1, 1, 2)


def test_a_prestige_bonus_is_the_whole_turn():
    state = start(2, 1)
    state = apply(state, "floor_complete", floor(2, apprentices_1=3))
    state = apply(state, "bonus_floor", {"tower": "2"})   # the die was on floor 1
    assert state.prestige == (0, 5 + 1) and state.seat == 0
    state = apply(state, "bonus_floor", {"tower": "2"})   # a new turn: floor 2
    assert state.prestige == (2, 6) and state.seat == 1
    state = apply(state, "bonus_two", {})
    assert state.prestige == (2, 8) and (state.round, state.seat) == (1, 0)
    state = apply(state, "end_turn", {})                  # a spell or a build: no prestige
    assert state.prestige == (2, 8) and state.round == 2


def test_plays_recorded_before_one_tap_turns_keep_their_end_turn():
    state = start(2, 1, {})
    labels = [a.label for a in tracker_view(state, ["A", "B"]).actions]
    assert labels[0] == "End turn"
    state = apply(state, "bonus_two", {})
    state = apply(state, "floor_complete", floor(2, apprentices_1=3))
    state = apply(state, "bonus_floor", {"tower": "2"})
    assert state.prestige == (0, 2 + 5 + 1) and state.seat == 1
    state = apply(end_turn(state), "bonus_floor", {"tower": "2"})
    assert state.prestige == (2, 8)


def test_new_plays_take_one_tap_turns():
    assert GAME.start(2, 0, GAME.random_setup(2, None)).one_tap


def test_the_floor_bonus_is_the_same_in_either_order():
    complete_first = apply(apply(start(2, 0), "floor_complete", floor(1, apprentices_0=3)),
                           "bonus_floor", {"tower": "1"})
    bonus_first = apply(apply(start(2, 0), "bonus_floor", {"tower": "1"}),
                        "floor_complete", floor(1, apprentices_0=3))
    assert complete_first.prestige == bonus_first.prestige == (5 + 1, 0)


@pytest.mark.parametrize("data, message", [
    (floor(0, apprentices_0=2), "exactly 3"),
    (floor(0, apprentices_0=3, apprentices_1=1), "exactly 3"),
])
def test_floor_refusals(data, message):
    with pytest.raises(IllegalAction, match=message):
        apply(start(2, 0), "floor_complete", data)


def test_floor_without_the_groups_prestige_values_is_refused():
    with pytest.raises(IllegalAction, match="prestige values"):
        apply(start(2, 0), "floor_complete", floor(0, apprentices_0=3), settings={})


@pytest.mark.parametrize("data, field, message", [
    (floor(0, apprentices_0=4), "apprentices_0", "from 0 to 3"),
    (floor(0, masters_0=2, apprentices_1=1), "masters_0", "from 0 to 1"),
    (floor(0, apprentices_0=-1, apprentices_1=4), "apprentices_0", "from 0 to 3"),
    (floor(7, apprentices_0=3), "tower", "one of"),
    (floor(0, apprentices_0="x"), "apprentices_0", "whole number"),
])
def test_floor_values_refused_at_the_field(data, field, message):
    with pytest.raises(InvalidInput) as exc:
        apply(start(2, 0), "floor_complete", data)
    errors = {e.field: e.message for e in exc.value.errors}
    assert message in errors[field]


def test_final_scoring_of_incomplete_floors():
    state = start(2, 0)
    while state.phase == "turns":
        state = end_turn(state)
    state = apply(state, "incomplete_floor", {"tower": "0", "apprentices_0": "2",
                                              "apprentices_1": "0"})
    state = apply(state, "incomplete_floor", {"tower": "3", "apprentices_0": "1",
                                              "apprentices_1": "1"})
    assert state.prestige == (3 + 1, 1)
    with pytest.raises(InvalidInput, match="one of Outer tower B"):
        apply(state, "incomplete_floor", {"tower": "0"})    # scored already: not offered
    with pytest.raises(IllegalAction, match="already"):
        GAME.apply(state, "incomplete_floor", {"tower": 0}, SETTINGS)
    with pytest.raises(IllegalAction, match="fewer than 3"):
        apply(state, "incomplete_floor", {"tower": "1", "apprentices_0": "3"})
    state = apply(state, "finish", {})
    assert state.over
