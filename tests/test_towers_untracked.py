"""The Towers of Arkhanos scored when the tracker did not follow the whole play: the entry
asks for prestige (prefilled with what was tracked) and scores each tower's incomplete
floor from the meeples entered, as the tracker's final phase would (rulebook, "Fin del
juego": most influence 3, second 2, tied 1). Totals checked against a hand count."""
import re

import pytest

from tests.conftest import start_play


def act(client, play, after, kind, data=None):
    response = client.post(f"/api/plays/{play}/events",
                           json={"after": after, "kind": kind, "data": data or {}})
    assert response.status_code == 200, response.get_json()
    return response.get_json()


# Ana: 2 apprentices on tower A, 1 on tower C, her master on the central tower.
# Ben: his master on tower B, 1 apprentice on tower C, 1 on the central tower.
ANA_FLOORS = {"incomplete_apprentices_0": 2, "incomplete_apprentices_2": 1,
              "incomplete_master_3": 1}
BEN_FLOORS = {"incomplete_master_1": 1, "incomplete_apprentices_2": 1,
              "incomplete_apprentices_3": 1}
# By hand: A: Ana alone, 3. B: Ben alone (master, 2 influence), 3. C: 1 each, tied, 1
# each. Central: Ana 2 (master) over Ben 1: Ana 3, Ben 2.
# Ana 3 + 1 + 3 = 7 from the floors; Ben 3 + 1 + 2 = 6.


def test_a_play_never_tracked_asks_for_prestige_and_scores_the_incomplete_floors(client):
    play = start_play(client, game="towers-of-arkhanos")
    act(client, play, 0, "to_scoring")
    html = client.get(f"/plays/{play}/score/0").get_data(as_text=True)
    assert "Prestige during the game" in html
    assert "Outer tower A, incomplete floor: your apprentices" in html
    act(client, play, 1, "score", {"seat": 0, "entry": {"prestige": 20, "spellbook": 2,
                                                         **ANA_FLOORS}})
    state = act(client, play, 2, "score", {"seat": 1, "entry": {"prestige": 18,
                                                                 "spellbook": 1,
                                                                 **BEN_FLOORS}})
    totals = {r["name"]: (r["total"], r["breakdown"]) for r in state["results"]}
    assert totals["Ana"] == (29, {"prestige": 20, "floors": 7, "spellbook": 2})   # 20+7+2
    assert totals["Ben"] == (25, {"prestige": 18, "floors": 6, "spellbook": 1})   # 18+6+1


def stopped_after_round_3(client) -> str:
    """Two players, each turn a die with the +2 bonus, 3 rounds tracked (4 turns a
    round): 12 prestige each, then "Go to scoring"."""
    play = start_play(client, game="towers-of-arkhanos")
    state = act(client, play, 0, "first_player", {"seat": 0})
    while state["tracker"]["round"] < 4:
        state = act(client, play, state["seq"], "bonus_two")
    act(client, play, state["seq"], "to_scoring")
    return play


def test_tracking_stopped_after_round_3_prefills_the_prestige_tracked(client):
    play = stopped_after_round_3(client)
    html = client.get(f"/plays/{play}/score/0").get_data(as_text=True)
    assert re.search(r'name="prestige"[^>]*value="12"', html)
    assert "when the tracking stopped" in html
    seq = client.get(f"/api/plays/{play}").get_json()["seq"]
    # Ana gained 9 more after the tracking stopped; Ben sends no prestige: as tracked
    act(client, play, seq, "score", {"seat": 0, "entry": {"prestige": 21, "spellbook": 2,
                                                           **ANA_FLOORS}})
    state = act(client, play, seq + 1, "score", {"seat": 1, "entry": {"spellbook": 1,
                                                                       **BEN_FLOORS}})
    totals = {r["name"]: r["total"] for r in state["results"]}
    assert totals == {"Ana": 21 + 7 + 2, "Ben": 12 + 6 + 1}


def test_a_play_tracked_to_its_end_does_not_ask_again(client):
    from companion.games import GAMES
    fields = [f.name for f in GAMES["towers-of-arkhanos"].entry_fields(True)]
    assert "prestige" not in fields and not any(f.startswith("incomplete_") for f in fields)


@pytest.mark.parametrize("ana, ben, field", [
    ({"incomplete_apprentices_0": 2, "incomplete_master_0": 1}, {}, "incomplete_apprentices_0"),
    ({"incomplete_master_0": 1, "incomplete_master_1": 1}, {}, "incomplete_master_1"),
    ({"incomplete_apprentices_0": 2}, {"incomplete_apprentices_0": 1},
     "incomplete_apprentices_0"),
])
def test_impossible_incomplete_floors_are_refused_at_their_field(client, ana, ben, field):
    play = start_play(client, game="towers-of-arkhanos")
    act(client, play, 0, "to_scoring")
    first = client.post(f"/api/plays/{play}/events", json={
        "after": 1, "kind": "score", "data": {"seat": 0, "entry": ana}})
    if first.status_code == 400:
        assert first.get_json()["errors"][0]["field"] == f"entry.{field}"
        return
    second = client.post(f"/api/plays/{play}/events", json={
        "after": 2, "kind": "score", "data": {"seat": 1, "entry": ben}})
    assert second.status_code == 400
    assert second.get_json()["errors"][0]["field"].endswith(field)
