"""The Towers of Arkhanos: a total that depends on other players' entries is said to be
provisional, and an impossible floor is reported on the entries that hold it (issue 34,
point 5). An incomplete floor's majority (3, 2, 1 prestige) depends on everyone's meeples
there: before every player is entered, a phone scored its player as if alone on them
("Floors scored now 6 … Total 34"; final 3 and 31) with nothing saying it was not final;
and 5 meeples on a floor that holds at most 2 were blamed on whoever saved last, under
their own field, though their entry had no meeple there."""
import json

import pytest

from companion.db import get_db
from companion.plays import now, read_state
from tests.conftest import start_play
from tests.typeset import plain

GAME = "towers-of-arkhanos"
NAMES = ("Ana", "Ben", "Cleo", "Dan")
# Ana: 2 apprentices on outer tower A, 1 on outer tower C.
ANA = {"prestige": 26, "spellbook": 2, "incomplete_apprentices_0": 2,
       "incomplete_apprentices_2": 1}
# Ben: his master on tower C (influence 2: he takes the most there, Ana the second).
BEN = {"prestige": 20, "spellbook": 1, "incomplete_master_2": 1}
CLEO = {"prestige": 18, "spellbook": 0}
DAN = {"prestige": 15, "spellbook": 3}


def at_scoring(client, players=NAMES[:3]) -> str:
    play = start_play(client, players, GAME)
    reply = client.post(f"/api/plays/{play}/events",
                        json={"after": 0, "kind": "to_scoring", "data": {}})
    assert reply.status_code == 200
    return play


def seq(client, play: str) -> int:
    return client.get(f"/api/plays/{play}").get_json()["seq"]


def save(client, play: str, seat: int, entry: dict):
    return client.post(f"/api/plays/{play}/events", json={
        "after": seq(client, play), "kind": "score", "data": {"seat": seat, "entry": entry}})


def preview(client, play: str, seat: int, entry: dict) -> dict:
    reply = client.post(f"/api/plays/{play}/preview", json={"seat": seat, "entry": entry})
    assert reply.status_code == 200, reply.get_json()
    return {p["name"]: p for p in reply.get_json()["players"]}


def test_a_total_that_waits_for_the_others_is_pending_until_they_are_in(client):
    play = at_scoring(client)
    alone = preview(client, play, 0, ANA)["Ana"]
    # as if alone: A 3, C 3; the JSON keeps the numbers, and says which wait for others
    assert alone["breakdown"] == {"prestige": 26, "floors": 6, "spellbook": 2}
    assert alone["pending"] == ["floors"]
    assert save(client, play, 0, ANA).status_code == 200
    with_ben = preview(client, play, 1, BEN)
    assert with_ben["Ben"]["pending"] == ["floors"] and with_ben["Ana"]["pending"] == [
        "floors"]
    assert save(client, play, 1, BEN).status_code == 200
    everyone = preview(client, play, 2, CLEO)     # the table complete: nothing pending
    assert {name: p["pending"] for name, p in everyone.items()} == {
        "Ana": [], "Ben": [], "Cleo": []}
    assert everyone["Ana"]["breakdown"]["floors"] == 5 and everyone["Ana"]["total"] == 33
    reply = save(client, play, 2, CLEO).get_json()
    assert {r["name"]: (r["total"], r["pending"]) for r in reply["results"]} == {
        "Ana": (26 + 5 + 2, []), "Ben": (20 + 3 + 1, []), "Cleo": (18, [])}


def test_an_entry_with_no_meeple_on_an_open_floor_is_final_at_once(client):
    play = at_scoring(client)
    assert preview(client, play, 2, CLEO)["Cleo"]["pending"] == []


def test_the_score_entry_page_says_pending_and_shows_the_points_so_far(client):
    """The page's script shows what the server marks pending (static/score_entry.js):
    its texts are the page's."""
    play = at_scoring(client)
    html = client.get(f"/plays/{play}/score/0?lang=es").get_data(as_text=True)
    texts = json.loads(html.split('id="texts"', 1)[1].split(">", 1)[1].split("</script>")[0])
    assert texts["pending"] == "pendiente" and texts["so_far"] == "{n} por ahora"
    assert "pendiente" in texts["provisional"]


def test_an_impossible_floor_is_refused_at_the_entry_that_adds_meeples_there(client):
    play = at_scoring(client, NAMES)
    assert save(client, play, 0, {**ANA, "incomplete_apprentices_2": 0}).status_code == 200
    # Ben's 2 beside Ana's 2 make 4 on tower A's incomplete floor: his entry is refused,
    # at his field, with the count
    refused = save(client, play, 1, {"prestige": 20, "incomplete_apprentices_0": 2})
    assert refused.status_code == 400
    [error] = refused.get_json()["errors"]
    assert error["field"] == "entry.incomplete_apprentices_0"
    assert error["message"] == ("Outer tower A: its incomplete floor holds at most 2 "
                                "meeples, and the entries put 4 there (2 of them in this "
                                "one).")
    # Cleo and Dan have no meeple there: their entries are taken
    assert save(client, play, 2, CLEO).status_code == 200
    assert save(client, play, 3, DAN).status_code == 200


def record_as_before(app, play: str, seat: int, entry: dict) -> None:
    """A score event as a release without the check recorded it."""
    with app.app_context():
        db = get_db()
        state = read_state(db, play)
        db.execute("INSERT INTO events (play_id, seq, kind, data, created) "
                   "VALUES (?, ?, 'score', ?, ?)",
                   [play, state.seq + 1, json.dumps({"seat": seat, "entry": entry,
                                                     "settings": state.settings}), now()])
        db.execute("UPDATE plays SET last_seq = last_seq + 1, version = version + 1 "
                   "WHERE id = ?", [play])


def test_an_impossible_floor_recorded_before_is_not_blamed_on_whoever_saves_last(app,
                                                                                 client):
    """5 meeples on tower A's incomplete floor (Ana 2, Ben 2, Cleo 1), recorded before the
    check: Dan, with no meeple there, saves last and his entry is taken; the results say
    what is wrong on the entries that hold the floor, and on no other."""
    play = at_scoring(client, NAMES)
    record_as_before(app, play, 0, {"prestige": 26, "incomplete_apprentices_0": 2})
    record_as_before(app, play, 1, {"prestige": 20, "incomplete_apprentices_0": 2})
    record_as_before(app, play, 2, {"prestige": 18, "incomplete_apprentices_0": 1})
    reply = save(client, play, 3, DAN)
    assert reply.status_code == 200, reply.get_json()
    warnings = {r["name"]: r["warnings"] for r in reply.get_json()["results"]}
    said = ("Outer tower A: its incomplete floor holds at most 2 meeples, and the entries "
            "put 5 there ({mine} of them in this one).")
    assert warnings == {"Ana": [said.format(mine=2)], "Ben": [said.format(mine=2)],
                        "Cleo": [said.format(mine=1)], "Dan": []}
    page = plain(client.get(f"/plays/{play}/results").get_data(as_text=True))
    assert page.count("holds at most 2 meeples") == 3


@pytest.mark.parametrize("where", ["players[0].incomplete_apprentices_0",
                                   "players[1].incomplete_master_0"])
def test_the_stateless_score_request_says_it_at_each_entry_that_holds_the_floor(client,
                                                                              where):
    body = {"players": [{"name": "Ana", "incomplete_apprentices_0": 2},
                        {"name": "Ben", "incomplete_master_0": 1},
                        {"name": "Cleo", "incomplete_apprentices_1": 1}]}
    reply = client.post(f"/api/games/{GAME}/score", json=body)
    assert reply.status_code == 400
    fields = [e["field"] for e in reply.get_json()["errors"]]
    assert where in fields and not any(f.startswith("players[2]") for f in fields)
