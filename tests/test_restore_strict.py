"""A restore takes nothing from the file but its rows (issue 26, finding 2): a crafted
database is refused and the database stays as it was."""
import shutil
import sqlite3
from contextlib import closing

import pytest

from companion import create_app
from companion.backup import BackupError, restore, write_backup
from companion.db import connect, open_database
from companion.games import GAMES
from companion.plays import create_play
from tests.test_upgrade import FIXTURE, table_rows

CRAFTED = {
    "a trigger that eats new events": (
        "CREATE TRIGGER eat AFTER INSERT ON events BEGIN "
        "DELETE FROM events WHERE rowid = NEW.rowid; END", "trigger of its own \\(eat\\)"),
    "a trigger that makes every write fail": (
        "CREATE TRIGGER stop BEFORE INSERT ON plays BEGIN SELECT RAISE(ABORT, 'no'); END",
        "trigger of its own \\(stop\\)"),
    "a trigger that renames new players": (
        "CREATE TRIGGER rename AFTER INSERT ON plays BEGIN UPDATE plays SET players = "
        "'[{\"name\": \"Mallory\", \"color\": \"red\"}]' WHERE id = NEW.id; END",
        "trigger of its own \\(rename\\)"),
    "a view where the search index goes": (
        "DROP TABLE rule_search; CREATE VIEW rule_search AS SELECT 1 AS x",
        "view of its own \\(rule_search\\)"),
    "a table of its own": ("CREATE TABLE notes (text TEXT)", "table notes is not ours"),
    "an index of its own": ("CREATE INDEX by_name ON results(name)", "index by_name is not"),
    "a column of its own": ("ALTER TABLE plays ADD COLUMN owner TEXT", "plays is not shaped"),
    "a table of another shape": (
        "DROP TABLE results; CREATE TABLE results (play_id TEXT, seat TEXT)",
        "results is not shaped"),
    "a play no game could have": (
        "UPDATE plays SET players = 'not json' WHERE rowid = 1", "players must be"),
    "a result with a text total": (
        "UPDATE results SET total = 'ninety' WHERE rowid = 1", "total and rank"),
    "an event for no play": (
        "PRAGMA foreign_keys = OFF; INSERT INTO events VALUES ('nobody', 1, 'to_scoring', "
        "'{}', '2026-01-01T00:00:00+00:00')", "belongs to no play"),
}


@pytest.fixture
def database(tmp_path):
    path = tmp_path / "companion.sqlite"
    shutil.copyfile(FIXTURE, path)
    open_database(str(path)).conn.close()
    return path


def crafted(database, tmp_path, script: str):
    """A backup of `database` with the search index in it (as servers kept it until
    2026-12-05), then `script`."""
    from companion.search import index_rules
    indexed = connect(str(database))
    index_rules(indexed)   # into the group's database itself
    indexed.conn.close()
    backup = write_backup(str(database), str(tmp_path / "backup.sqlite"))
    with closing(sqlite3.connect(backup)) as conn:
        conn.executescript(script)
    return backup


@pytest.mark.parametrize("what", CRAFTED)
def test_a_crafted_backup_is_refused_and_the_database_left_as_it_was(database, tmp_path, what):
    script, message = CRAFTED[what]
    backup = crafted(database, tmp_path, script)
    before = table_rows(database)
    with pytest.raises(BackupError, match=message):
        restore(str(backup), str(database))
    assert table_rows(database) == before
    assert not list(database.parent.glob("*before-restore*"))


def test_a_hidden_check_constraint_does_not_come_along(database, tmp_path):
    """Columns alike, but a CHECK that refuses every event from now on: only the rows come
    in."""
    backup = crafted(database, tmp_path, """
        PRAGMA foreign_keys = OFF;
        CREATE TABLE events2 (play_id TEXT NOT NULL REFERENCES plays(id), seq INTEGER NOT
            NULL, kind TEXT NOT NULL, data TEXT NOT NULL, created TEXT NOT NULL,
            PRIMARY KEY (play_id, seq), CHECK (created < '2026-12-01'));
        INSERT INTO events2 SELECT * FROM events; DROP TABLE events;
        ALTER TABLE events2 RENAME TO events;""")
    assert restore(str(backup), str(database))[0] == 16
    db = connect(str(database))
    play = create_play(db, GAMES["ankhor"], [{"name": "Ana", "color": "red"},
                                             {"name": "Ben", "color": "blue"}])
    from companion.record import append_event
    append_event(db, play, 0, "first_player", {"seat": 0})
    append_event(db, play, 1, "to_scoring", {})
    assert db.execute("SELECT count(*) FROM events WHERE play_id = ?", [play]).fetchone()[0] == 2


def test_after_a_refused_restore_the_server_starts_and_every_write_lands(database, tmp_path):
    backup = crafted(database, tmp_path, CRAFTED["a trigger that eats new events"][0])
    with pytest.raises(BackupError):
        restore(str(backup), str(database))
    app = create_app({"TESTING": True, "SECRET_KEY": "x", "DATABASE": str(database)})
    client = app.test_client()
    body = {"game": "ankhor", "players": [{"name": "Ana", "color": "red"},
                                          {"name": "Ben", "color": "blue"}]}
    play = client.post("/api/plays", json=body).get_json()["id"]
    for after, (kind, data) in enumerate((("first_player", {"seat": 0}), ("to_scoring", {}))):
        response = client.post(f"/api/plays/{play}/events", json={"after": after, "kind": kind,
                                                                    "data": data})
        assert response.status_code == 200
    assert client.get(f"/api/plays/{play}").get_json()["seq"] == 2


def test_a_genuine_backup_of_each_release_is_restored(database, tmp_path):
    assert restore(str(FIXTURE), str(database))[0] == 16         # release 0.1.0's file
    backup = write_backup(str(database), str(tmp_path / "now.sqlite"))
    assert restore(str(backup), str(database))[0] == 16          # today's
