import random
import re
from dataclasses import replace

import pytest

from companion.errors import IllegalAction
from companion.games import egizia
from companion.games.egizia import (
    GAME,
    cooperation_bonus,
    feeding_loss,
    move,
    row_majority,
    start,
    tomb_points,
    tracker_view,
)
from companion.games.fields import convert
from tests.test_aids import sheet_text


def apply(state, kind, form=None):
    """An action as the tracker sends it: form strings typed by the action's fields."""
    action = tracker_view(state, ["Ana", "Ben", "Cy", "Dee"][:state.seats]).action(kind)
    if action is None:
        raise IllegalAction(f"{kind} is not offered in this phase")
    return GAME.apply(state, kind, convert(action.fields, form or {}, seats=state.seats,
                                           from_form=True), {})

SCORE = "/api/games/egizia/score"


@pytest.mark.parametrize("tiles, points", [
    ([], 0), ([1], 2), ([10], 2), ([4, 6], 2), ([11], 5), ([5, 6], 5), ([20], 5),
    ([10, 10], 5), ([21], 9), ([10, 11], 9), ([9, 9, 9], 9)])
def test_tomb_thresholds_at_their_edges(tiles, points):
    assert tomb_points(tiles) == points


@pytest.mark.parametrize("boats, used, points", [
    (0, True, 0), (1, True, 1), (2, True, 3), (3, True, 6), (3, False, 0), (1, False, 0)])
def test_cooperation_bonus(boats, used, points):
    assert cooperation_bonus(boats, used) == points


@pytest.mark.parametrize("grain, strength, rate, loss", [
    (6, 5, 3, 0), (6, 6, 3, 0), (4, 6, 3, 6), (0, 7, 2, 14), (3, 5, 1, 2)])
def test_feeding_losses(grain, strength, rate, loss):
    assert feeding_loss(grain, strength, rate) == loss


@pytest.mark.parametrize("row, result", [
    ([0, 0, 1], (0, 2)),
    ([1, 0, 0, 1], (1, 2)),              # tie 2-2: Ben's stone is leftmost
    ([0, 1, 1, 0], (0, 2)),              # tie: Ana leftmost
    ([2, 0, 1, 0, 1, 2], (2, 2)),        # three-way tie: the leftmost stone's owner
    ([1], (1, 1)),
    ([None, None], None),
])
def test_pyramid_row_majority(row, result):
    assert row_majority(row) == result


def three_players():
    # seat 0 has turn tile 2, seat 1 tile 3, seat 2 tile 1
    return start(3, 0, {"turn_tiles": [2, 3, 1]})


def test_start_stacks_turn_tile_one_last():
    state = three_players()
    assert state.track() == [1, 0, 2]            # tile 3 arrived first, tile 1 last
    assert state.next_turn_order() == [2, 0, 1]  # equal scores: further back first


def finish_round(state):
    while True:
        last = state.phase == len(egizia.PHASES) - 1
        state = apply(state, "next_phase", {})
        if last or state.over:
            return state


def test_turn_order_from_the_track_across_rounds_with_shared_spaces():
    state = three_players()
    state = move(state, 0, 5, "build")           # Ana 5
    state = move(state, 1, 3, "build")           # Ben 3
    state = move(state, 2, 3, "build")           # Cy 3, arrives behind Ben
    state = finish_round(state)
    assert state.round == 2
    # lowest first; on the shared 3, Cy (further back) before Ben
    assert state.by_tile() == [2, 1, 0]
    assert state.tiles == (3, 2, 1)
    state = move(state, 1, 2, "build")           # Ben 5, behind Ana on 5
    state = move(state, 2, 1, "build")           # Cy 4
    state = finish_round(state)
    assert state.by_tile() == [2, 1, 0]          # Cy 4; Ben 5 (behind Ana); Ana 5
    state = move(state, 0, -5, "unfed crews")    # Ana down to 0, a loss moves her too
    state = finish_round(state)
    assert state.by_tile()[0] == 0


def test_five_rounds_then_the_end():
    state = three_players()
    for _ in range(4):
        state = finish_round(state)
    assert state.round == 5 and not state.over
    state = finish_round(state)
    assert state.over


def test_feeding_needs_the_rate_then_computes_the_loss():
    state = apply(apply(three_players(), "next_phase", {}), "next_phase", {})
    with pytest.raises(IllegalAction, match="rate"):
        apply(state, "feeding", {"player": "0", "grain": "2", "crew_strength": "5"})
    state = apply(state, "grain_rate", {"player": "0", "rate": "2"})
    state = apply(state, "feeding", {"player": "0", "grain": "2", "crew_strength": "5"})
    assert state.scores[0] == -6                 # scores may go below zero


def test_helpers_only_in_their_phase():
    with pytest.raises(IllegalAction):
        apply(three_players(), "cooperation", {"player": "0", "boats": "2",
                                               "used_stone": "yes"})


def test_row_and_cooperation_through_the_tracker():
    state = three_players()
    for _ in range(4):
        state = apply(state, "next_phase", {})
    state = apply(state, "pyramid_row", {"stone_0": "1", "stone_1": "0", "stone_2": "0",
                                         "stone_3": "1"})
    assert state.scores == (0, 2, 0)
    state = apply(state, "next_phase", {})
    state = apply(state, "cooperation", {"player": "2", "boats": "3", "used_stone": "yes"})
    assert state.scores == (0, 2, 6)


def test_random_setup_deals_every_tile_once():
    tiles = egizia.random_setup(4, random.Random(3))["turn_tiles"]
    assert sorted(tiles) == [1, 2, 3, 4]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_says_plainly_what_is_unknown(players):
    steps = egizia.setup_steps(players)
    assert any("lost" in s.detail for s in steps) == (players < 4)
    stones = next(s for s in steps if s.title == "Starting stones")
    assert stones.detail.endswith(", ".join(map(str, (2, 3, 4, 5)[:players])) + " stones on "
                                  "the stone table.")


def test_end_game_scoring_example(client):
    body = {"players": [{"name": "Ana", "score": 63, "stones": 7,
                         "stone_market_bottom_two": True, "tomb_tiles": [3, 5, 4],
                         "sphinx_points": [4, 0, 6]}],
            "arrival_order": ["Ana"]}
    player = client.post(SCORE, json=body).get_json()["players"][0]
    assert player["breakdown"] == {"track": 63, "stones": 3, "tombs": 5, "sphinx": 10}
    assert player["total"] == 81


def test_stones_sell_only_from_the_two_bottom_spaces(client):
    body = {"players": [{"name": "Ana", "score": -4, "stones": 9}]}
    player = client.post(SCORE, json=body).get_json()["players"][0]
    assert player["breakdown"]["stones"] == 0 and player["total"] == -4


def test_tie_goes_to_the_earlier_arrival_or_is_shared(client):
    players = [{"name": "Ana", "score": 40}, {"name": "Ben", "score": 40}]
    reply = client.post(SCORE, json={"players": players,
                                     "arrival_order": ["Ben", "Ana"]}).get_json()
    assert reply["winners"] == ["Ben"] and [p["rank"] for p in reply["players"]] == [2, 1]
    reply = client.post(SCORE, json={"players": players}).get_json()
    assert reply["winners"] == ["Ana", "Ben"]


@pytest.mark.parametrize("body, field", [
    ({"players": [{"name": "A", "stones": 26}]}, "players[0].stones"),
    ({"players": [{"name": "A", "stones": -1}]}, "players[0].stones"),
    ({"players": [{"name": "A", "tomb_tiles": [3, 0]}]}, "players[0].tomb_tiles[1]"),
    ({"players": [{"name": "A", "tomb_tiles": ["x"]}]}, "players[0].tomb_tiles[0]"),
    ({"players": [{"name": "A", "score": "63"}]}, "players[0].score"),
    ({"players": [{"name": "A", "sphinx_points": [1.5]}]}, "players[0].sphinx_points[0]"),
    ({"players": [{"name": "A", "stone_market_bottom_two": "yes"}]},
     "players[0].stone_market_bottom_two"),
    ({"players": [{"name": "A"}, {"name": "B"}], "arrival_order": ["A"]}, "arrival_order"),
    ({"players": [{"name": "A"}, {"name": "B"}], "arrival_order": ["A", "C"]}, "arrival_order"),
    ({"players": [{"name": "A"}], "arrival_order": ["A", "A"]}, "arrival_order"),
    ({"players": [{"name": n} for n in "ABCDE"]}, "players"),
    ({"players": [{"name": "A"}, {"name": "A"}]}, "players[1].name"),
])
def test_refusals(client, body, field):
    response = client.post(SCORE, json=body)
    assert response.status_code == 400
    assert field in [e["field"] for e in response.get_json()["errors"]]


def test_end_game_scoring_is_listed_in_turn_order(client):
    from tests.conftest import start_play
    play = start_play(client, ("Ana", "Ben", "Cy"), "egizia")
    state = client.post(f"/api/plays/{play}/events", json={
        "after": 0, "kind": "first_player", "data": {}}).get_json()
    client.post(f"/api/plays/{play}/events", json={"after": state["seq"], "kind": "gain",
                                                   "data": {"player": 0, "points": 9}})
    client.post(f"/api/plays/{play}/events", json={"after": state["seq"] + 1,
                                                   "kind": "to_scoring", "data": {}})
    html = client.get(f"/plays/{play}/score").get_data(as_text=True)
    seats = [int(s) for s in re.findall(r"/score/(\d)", html)]
    assert seats[-1] == 0            # Ana leads, so she scores last in turn-tile order
    assert sorted(seats) == [0, 1, 2]


def test_reminders_name_an_entry_and_no_page():
    """pp. 10-11 and p. 9 describe the Nile cards and the round spaces, not the phases."""
    state = start(2, 0, {"turn_tiles": [1, 2]})
    for phase in range(len(egizia.PHASES)):
        for reminder in egizia.reminders(replace(state, phase=phase), ["Ana", "Ben"]):
            assert reminder.entry and reminder.page is None


def test_the_aids_cite_sections_for_the_nile_cards_and_boats(client):
    for aid in GAME.aids:
        text = sheet_text(client.get(f"/games/egizia/print/{aid.slug}.html")
                          .get_data(as_text=True))
        assert not re.search(r"\bpp?\. ?\d", text), aid.slug
    round_flow = sheet_text(client.get("/games/egizia/print/round.html").get_data(as_text=True))
    assert "go to the box.¹ 2 Boats." in round_flow
    assert "except those on building sites.² 3 Feed" in round_flow
    assert "Sources: ¹ Rulebook, 2009 edition (not Shifting Sands), § 1 · ² § 2" \
        in round_flow
