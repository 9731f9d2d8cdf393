"""Exports (JSON, CSV, BG Stats) and the import of a JSON export, on 0.1.0's plays."""
import csv
import io
import json
import shutil
from pathlib import Path

import jsonschema
import pytest

from companion import db
from companion.db import latest_version, open_database
from companion.games import GAMES
from companion.plays import create_play
from companion.settings import save as save_settings
from companion.transfer import (
    TransferError,
    bgstats_plays,
    export_csv,
    export_data,
    export_json,
    import_json,
)
from tests.test_upgrade import FIXTURE, add_column, replayed

ORDER = {"plays": "id", "events": "play_id, seq", "results": "play_id, seat",
         "settings": "game, key", "unanswered": "rowid"}
# The play data BG Stats documents for plays pushed from other apps (its support page
# "Push plays to BG Stats from other apps or websites"): the fields we send, nothing else.
BGSTATS_PLAY = {
    "type": "object",
    "required": ["sourceName", "sourcePlayId", "playDate", "game", "players"],
    "additionalProperties": False,
    "properties": {
        "sourceName": {"type": "string", "minLength": 1},
        "sourcePlayId": {"type": "string", "minLength": 1},
        "playDate": {"type": "string", "pattern": r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$"},
        "durationMin": {"type": "integer", "minimum": 0},
        "game": {
            "type": "object",
            "required": ["name", "sourceGameId", "highestWins", "noPoints"],
            "additionalProperties": False,
            "properties": {"name": {"type": "string", "minLength": 1},
                           "sourceGameId": {"type": "string", "minLength": 1},
                           "bggId": {"type": "integer"},
                           "highestWins": {"type": "boolean"},
                           "noPoints": {"type": "boolean"}}},
        "players": {"type": "array", "minItems": 1, "items": {
            "type": "object",
            "required": ["name", "sourcePlayerId", "score", "winner", "startPlayer"],
            "additionalProperties": False,
            "properties": {"name": {"type": "string", "minLength": 1},
                           "sourcePlayerId": {"type": "string", "minLength": 1},
                           "score": {"type": "number"},
                           "winner": {"type": "boolean"},
                           "startPlayer": {"type": "boolean"},
                           "rank": {"type": "integer", "minimum": 1},
                           "role": {"type": "string"}}}},
    },
}


@pytest.fixture
def source(tmp_path):
    path = tmp_path / "source.sqlite"
    shutil.copyfile(FIXTURE, path)
    return open_database(str(path))


def as_imported(source) -> dict[str, list[dict]]:
    """The source's tables with every play's results computed again, as an import does."""
    replayed(Path(db.database_file(source)))
    return dump(source)


@pytest.fixture
def empty(tmp_path):
    return open_database(str(tmp_path / "empty.sqlite"))


def dump(database) -> dict[str, list[dict]]:
    return {table: [dict(row) for row in database.query(f"SELECT * FROM {table} ORDER BY {o}")]
            for table, o in ORDER.items()}


def test_json_export_imported_into_an_empty_database_gives_the_same_tables(source, empty):
    report = import_json(empty, export_json(source))
    assert (report.added, report.skipped, report.settings_added) == (16, 0, 6)
    assert dump(empty) == as_imported(source)


def test_the_json_export_holds_each_play_with_its_events_and_results(source):
    data = export_data(source)
    assert data["format"] == "companion-export" and data["schema_version"] == latest_version()
    finished = next(p for p in data["plays"] if p["status"] == "finished")
    assert [e["seq"] for e in finished["events"]] == list(range(1, finished["last_seq"] + 1))
    assert [r["name"] for r in finished["results"]] == ["Ana", "Ben"]
    assert "play_id" not in finished["events"][0]


def test_importing_again_duplicates_nothing(source, empty):
    text = export_json(source)
    import_json(empty, text)
    again = import_json(empty, text)
    assert (again.added, again.skipped, again.settings_added) == (0, 16, 0)
    assert dump(empty) == as_imported(source)


def test_import_adds_to_the_plays_already_here_and_keeps_their_settings(source, empty):
    towers = GAMES["towers-of-arkhanos"]
    local = create_play(empty, towers, [{"name": "Zoe", "color": "red"},
                                        {"name": "Yan", "color": "blue"}])
    save_settings(empty, towers, {"outer.most": 6})
    report = import_json(empty, export_json(source))
    assert (report.added, report.settings_added, report.settings_kept) == (16, 5, 1)
    assert "1 kept as this database has them" in report.summary()
    ids = {row["id"] for row in empty.query("SELECT id FROM plays")}
    assert local in ids and len(ids) == 17
    value = next(empty.query("SELECT value FROM settings WHERE key = 'outer.most'"))["value"]
    assert value == "6"


def with_change(source, change) -> str:
    data = export_data(source)
    change(data)
    return json.dumps(data)


def second_play_event_kind_missing(data):
    data["plays"][5]["events"][0]["kind"] = None


@pytest.mark.parametrize("text, message", [
    ("not json", "not JSON"),
    ("[]", "not a companion export"),
    ('{"format": "companion-export"}', "schema_version"),
    ('{"format": "companion-export", "schema_version": 99, "plays": []}', "newer companion"),
    ('{"format": "companion-export", "schema_version": 1, "plays": {}}', '"plays" must be a list'),
])
def test_a_file_that_is_no_export_is_refused(empty, text, message):
    with pytest.raises(TransferError, match=message):
        import_json(empty, text)
    assert all(rows == [] for rows in dump(empty).values())


@pytest.mark.parametrize("change, message", [
    (second_play_event_kind_missing, r"Play 6, events: NOT NULL constraint failed: events.kind"),
    (lambda data: data["plays"][2].pop("id"), "Play 3: the id is missing"),
    (lambda data: data["plays"][1]["events"][0].update(colour="red"),
     r"Play 2, events: unknown field\(s\) colour"),
    (lambda data: data["plays"].append(dict(data["plays"][0])), "Play 17: UNIQUE constraint"),
    (lambda data: data["settings"][0].update(value={"most": 5}), "Settings row 1: values must"),
])
def test_a_wrong_play_anywhere_refuses_the_whole_file(source, empty, change, message):
    with pytest.raises(TransferError, match=message):
        import_json(empty, with_change(source, change))
    assert all(rows == [] for rows in dump(empty).values())


def test_an_export_from_an_older_schema_goes_up_the_same_ladder(source, tmp_path, monkeypatch):
    text = export_json(source)                     # the current schema version
    monkeypatch.setattr(db, "UPGRADES", [*db.UPGRADES, add_column])
    newer = open_database(str(tmp_path / "newer.sqlite"))
    assert import_json(newer, text).added == 16
    assert {row["note"] for row in newer.query("SELECT note FROM plays")} == {""}
    assert json.loads(export_json(newer))["schema_version"] == latest_version()


def test_csv_has_one_row_per_player_per_play(source):
    rows = list(csv.DictReader(io.StringIO(export_csv(source))))
    seats = sum(len(json.loads(r["players"])) for r in source.query("SELECT players FROM plays"))
    assert len(rows) == seats
    egizia = [r for r in rows if r["game"] == "Egizia" and r["status"] == "finished"]
    assert [(r["seat"], r["player"], r["score"], r["rank"], r["winner"], r["start_player"])
            for r in egizia] == [("1", "Ana", "43", "1", "true", "false"),
                                 ("2", "Ben", "35", "2", "false", "true")]   # Ben: tile 1
    assert all(r["start_player"] == "false" for r in rows if r["status"] == "setup")
    assert {r["winner"] for r in rows} | {r["start_player"] for r in rows} == {"true", "false"}
    assert all(r["score"] == "" for r in rows if r["status"] != "finished")


def test_csv_keeps_a_typed_formula_as_text(empty):
    create_play(empty, GAMES["ankhor"], [{"name": "=HYPERLINK(1)", "color": "red"},
                                         {"name": "Ben", "color": "blue"}])
    rows = list(csv.DictReader(io.StringIO(export_csv(empty))))
    assert rows[0]["player"] == "'=HYPERLINK(1)" and rows[1]["player"] == "Ben"


@pytest.mark.parametrize("column", ["play", "color", "status", "started"])
def test_every_cell_goes_through_the_formula_guard(empty, column):
    """Issue 26: the play id and the colour came out without the guard."""
    play = create_play(empty, GAMES["ankhor"], [{"name": "Ana", "color": "red"},
                                                {"name": "Ben", "color": "blue"}])
    formula = "=cmd|' /C calc'!A0"
    where = {"play": "id", "color": "players", "status": "status", "started": "created"}[column]
    value = (json.dumps([{"name": "Ana", "color": formula}, {"name": "Ben", "color": "blue"}])
             if column == "color" else formula)
    empty.execute(f"UPDATE plays SET {where} = ? WHERE id = ?", [value, play])
    rows = list(csv.DictReader(io.StringIO(export_csv(empty))))
    assert rows[0][column] == "'" + formula


def test_bgstats_export_has_every_finished_play_in_the_documented_format(source):
    plays = bgstats_plays(source)
    finished = list(source.query("SELECT id FROM plays WHERE status = 'finished'"))
    assert sorted(p["sourcePlayId"] for p in plays) == sorted(r["id"] for r in finished)
    for play in plays:
        jsonschema.validate(play, BGSTATS_PLAY)
        assert [p["startPlayer"] for p in play["players"]].count(True) == 1
        assert play["game"]["name"] == GAMES[play["game"]["sourceGameId"]].name
    towers = next(p for p in plays if p["game"]["sourceGameId"] == "towers-of-arkhanos")
    assert [(p["name"], p["score"], p["winner"], p["rank"], p["startPlayer"])
            for p in towers["players"]] == [("Ana", 19, True, 1, True),
                                            ("Ben", 15, False, 2, False)]
