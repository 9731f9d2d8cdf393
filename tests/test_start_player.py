"""One start player (issue 34, point 3): after "deal the turn tiles at random", Egizia's
tracker showed tile 1 with one player while the log, the CSV and the BG Stats link named
another: the first-player event stored a seat drawn apart from its tiles. The holder of
tile 1 starts, by construction, and every place that names the start player agrees;
plays recorded before are mended by the upgrade."""
import csv
import io
import json
import random
import re
import shutil
import sqlite3
from contextlib import closing

import pytest

from companion import plays
from companion.db import get_db, open_database
from companion.games import GAMES
from companion.plays import read_state
from companion.transfer import TransferError, bgstats_plays, export_csv, import_json
from tests.conftest import start_play
from tests.test_bgstats import decoded, links_on, played_to_the_end
from tests.test_upgrade import FIXTURE
from tests.typeset import plain

EGIZIA = GAMES["egizia"]


@pytest.fixture
def ben_holds_tile_1(monkeypatch):
    """The turn tiles dealt: Ana 2, Ben 1 (Ana 2, Ben 3, Cleo 1 with three players)."""
    deals = {2: [2, 1], 3: [2, 3, 1]}
    monkeypatch.setattr(EGIZIA, "random_setup", lambda seats, rng: {"turn_tiles": deals[seats]})


def words(html: str) -> str:
    """A page's text without its tags, one space between words."""
    return " ".join(re.sub(r"<[^>]+>", " ", plain(html)).split())


def start_players_everywhere(app, client, play: str) -> dict[str, list[str]]:
    """Who starts, as each place that says it names them."""
    history = words(client.get(f"/plays/{play}/log").get_data(as_text=True))
    with app.app_context():
        db = get_db()
        state = read_state(db, play)
        rows = list(csv.DictReader(io.StringIO(export_csv(db))))
        bgstats = bgstats_plays(db, play)
    exported = json.loads(client.get("/data/export/json").get_data(as_text=True))
    [event] = [e for p in exported["plays"] if p["id"] == play for e in p["events"]
               if e["kind"] == "first_player"]
    tiles = json.loads(event["data"])["setup"]["turn_tiles"]
    found = {
        "turn tile 1": [state.names[tiles.index(1)]],
        "log": re.findall(r"(\w+) starts", history),
        "history page": re.findall(r"Start player (\w+)", history),
        "state": [state.names[state.first_seat]],
        "CSV": [r["player"] for r in rows    # the guard keeps an id starting with - as text
                if r["play"].removeprefix("'") == play and r["start_player"] == "true"],
        "JSON export": [state.names[json.loads(event["data"])["seat"]]],
    }
    if state.phase == "finished":
        [link] = links_on(client, f"/plays/{play}/results")
        found["BG Stats link"] = [p["name"] for p in decoded(link)["players"]
                                  if p["startPlayer"]]
        found["BG Stats data"] = [p["name"] for p in bgstats[0]["players"] if p["startPlayer"]]
    return found


def test_an_egizia_plays_start_player_is_the_same_everywhere(app, client, ben_holds_tile_1):
    """The API asked for Ana (seat 0): the tiles dealt give Ben tile 1, and Ben starts in
    the log, the results, the CSV, the JSON export and the BG Stats link."""
    play = played_to_the_end(app, client, "egizia")
    found = start_players_everywhere(app, client, play)
    assert set(found) >= {"log", "CSV", "JSON export", "BG Stats link", "history page"}
    assert found == {place: ["Ben"] for place in found}, found


class FirstSeatDrawn(random.Random):
    """Draws seat 0 (Ana) whenever a seat is drawn at random."""

    def randrange(self, *args, **kwargs) -> int:
        return 0


def test_dealing_the_turn_tiles_on_the_setup_page_starts_the_holder_of_tile_1(
        app, client, ben_holds_tile_1, monkeypatch):
    """The issue's path: the setup page's "Deal the turn tiles at random" (no seat sent)."""
    from tests.conftest import csrf_token
    monkeypatch.setattr(plays.random, "Random", FirstSeatDrawn)
    play = start_play(client, ("Ana", "Ben", "Cleo"), "egizia")
    response = client.post(f"/plays/{play}/first-player", data={
        "csrf_token": csrf_token(client, f"/plays/{play}/setup"), "after": 0})
    assert response.status_code in (302, 303)
    found = start_players_everywhere(app, client, play)
    assert found == {place: ["Cleo"] for place in found}, found
    tracker = words(client.get(f"/plays/{play}/track").get_data(as_text=True))
    assert "Turn tiles this round: Cleo, Ana, Ben" in tracker


def test_a_first_player_event_against_its_tiles_is_refused_as_it_comes_in(app, client,
                                                                          tmp_path):
    """A file at today's schema whose event names another seat than tile 1's: refused
    whole, as a typed entry would be."""
    play = played_to_the_end(app, client, "egizia")
    exported = json.loads(client.get("/data/export/json").get_data(as_text=True))
    [event] = [e for p in exported["plays"] if p["id"] == play for e in p["events"]
               if e["kind"] == "first_player"]
    data = json.loads(event["data"])
    data["seat"] = 1 - data["setup"]["turn_tiles"].index(1)
    event["data"] = json.dumps(data)
    other = open_database(str(tmp_path / "other.sqlite"))
    with pytest.raises(TransferError, match="first player must be the one the game's own"):
        import_json(other, json.dumps(exported))


def test_a_start_player_taken_back_is_no_start_player(app, client):
    """First player chosen, then taken back, then straight to scoring: no one started in
    the log, so neither the CSV nor BG Stats says anyone did."""
    play = start_play(client)
    post = lambda body: client.post(f"/api/plays/{play}/events", json=body)  # noqa: E731
    assert post({"after": 0, "kind": "first_player", "data": {"seat": 1}}).status_code == 200
    assert client.post(f"/api/plays/{play}/undo", json={"after": 1}).status_code == 200
    assert post({"after": 2, "kind": "to_scoring"}).status_code == 200
    for seat in (0, 1):
        assert post({"after": 3 + seat, "kind": "score", "data": {
            "seat": seat, "entry": GAMES["ankhor"].example_entry()}}).status_code == 200
    found = start_players_everywhere_but_tiles(app, client, play)
    assert found == {"state": [], "CSV": [], "BG Stats": []}


def start_players_everywhere_but_tiles(app, client, play: str) -> dict[str, list[str]]:
    with app.app_context():
        db = get_db()
        state = read_state(db, play)
        rows = list(csv.DictReader(io.StringIO(export_csv(db))))
    [link] = links_on(client, f"/plays/{play}/results")
    return {"state": [] if state.first_seat is None else [state.names[state.first_seat]],
            "CSV": [r["player"] for r in rows if r["start_player"] == "true"],
            "BG Stats": [p["name"] for p in decoded(link)["players"] if p["startPlayer"]]}


def test_plays_recorded_before_are_mended_on_upgrade(tmp_path):
    """Release 0.1.0 stored seat 0 beside tiles that gave tile 1 to another seat."""
    path = tmp_path / "companion.sqlite"
    shutil.copyfile(FIXTURE, path)
    db = open_database(str(path))
    egizia = {row["id"]: row for row in db.query("SELECT * FROM plays WHERE game = 'egizia' "
                                                 "AND status != 'setup'")}
    assert len(egizia) == 3
    for play_id in egizia:
        [data] = [json.loads(row["data"]) for row in db.query(
            "SELECT data FROM events WHERE play_id = ? AND kind = 'first_player'", [play_id])]
        holder = data["setup"]["turn_tiles"].index(1)
        assert data["seat"] == holder
        state = read_state(db, play_id)
        assert state.first_seat == holder
        assert state.history[0].text == f"{{{holder}}} starts"
    finished = next(p for p in egizia.values() if p["status"] == "finished")
    rows = [r for r in csv.DictReader(io.StringIO(export_csv(db))) if r["play"] == finished["id"]]
    assert [r["player"] for r in rows if r["start_player"] == "true"] == ["Ben"]
    [bgstats] = bgstats_plays(db, finished["id"])
    assert [p["name"] for p in bgstats["players"] if p["startPlayer"]] == ["Ben"]
    with closing(sqlite3.connect(FIXTURE)) as before:
        versions = dict(before.execute("SELECT id, version FROM plays"))
    now = {row["id"]: row["version"] for row in db.query("SELECT id, version FROM plays")}
    assert {p for p in now if now[p] != versions[p]} == set(egizia)   # mended: a new version


def test_an_export_made_before_the_mend_is_mended_as_it_comes_in(app, client, tmp_path,
                                                                 ben_holds_tile_1):
    """An export of schema version 4 goes up the same ladder as a database."""
    play = played_to_the_end(app, client, "egizia")
    exported = json.loads(client.get("/data/export/json").get_data(as_text=True))
    exported["schema_version"] = 4
    [event] = [e for p in exported["plays"] if p["id"] == play for e in p["events"]
               if e["kind"] == "first_player"]
    event["data"] = json.dumps(dict(json.loads(event["data"]), seat=0))   # as 0.1.0 kept it
    other = open_database(str(tmp_path / "other.sqlite"))
    assert import_json(other, json.dumps(exported)).added == 1
    [data] = [json.loads(r["data"]) for r in other.query(
        "SELECT data FROM events WHERE kind = 'first_player'")]
    assert data["seat"] == 1 and read_state(other, play).first_seat == 1    # Ben, tile 1
