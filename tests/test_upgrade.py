"""A database made by release 0.1.0, opened by today's code: everything is still there."""
import json
import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from companion import create_app, db
from companion.db import SchemaTooNew, connect, init_db, latest_version, schema_version
from companion.plays import load_state

FIXTURE = Path(__file__).parent / "fixtures" / "release-0.1.0.sqlite"
TABLES = ("plays", "events", "results", "settings", "unanswered")


def read_only(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True)


def columns_of_release_0_1_0() -> dict[str, list[str]]:
    with closing(read_only(FIXTURE)) as conn:
        return {table: [row[1] for row in conn.execute(f"PRAGMA table_info({table})")]
                for table in TABLES}


def table_rows(path: Path, leave_out: tuple[str, ...] = ()) -> dict[str, list[tuple]]:
    """Every row of the group's tables, in the columns release 0.1.0 had (but `leave_out`)."""
    with closing(sqlite3.connect(path)) as conn:
        return {table: sorted(conn.execute(
                    f"SELECT {', '.join(c for c in columns if c not in leave_out)} FROM {table}"))
                for table, columns in columns_of_release_0_1_0().items()}


def replayed(path: Path) -> Path:
    """The database as an import or a restore makes it: every play's results computed again
    from its events (release 0.1.0 kept an Egizia total the tracker now derives otherwise)."""
    from companion.db import open_database
    from companion.incoming import recheck
    database = open_database(str(path))   # brought up to date first, as a restore does
    try:
        assert recheck(database) == []
    finally:
        database.conn.close()
    return path


def user_version(path: Path) -> int:
    with closing(read_only(path)) as conn:
        return conn.execute("PRAGMA user_version").fetchone()[0]


@pytest.fixture
def old_database(tmp_path) -> Path:
    path = tmp_path / "companion.sqlite"
    shutil.copyfile(FIXTURE, path)
    return path


def open_app(path: Path):
    return create_app({"TESTING": True, "SECRET_KEY": "x", "DATABASE": str(path)})


def test_the_fixture_covers_what_it_claims():
    rows = table_rows(FIXTURE)
    statuses = {(play[1], play[4]) for play in rows["plays"]}
    games = {play[1] for play in rows["plays"]}
    assert {(g, s) for g in games for s in ("setup", "playing", "scoring", "finished")} <= statuses
    assert len(games) == 4
    assert any(play[6] > play[5] for play in rows["plays"])       # version > last_seq: an undo
    assert {row[0] for row in rows["settings"]} == {"towers-of-arkhanos"}
    assert user_version(FIXTURE) == 0


def mended(rows: dict[str, list[tuple]]) -> dict[str, list[tuple]]:
    """Release 0.1.0's rows as the upgrade leaves them: an Egizia first-player event names
    the holder of turn tile 1 (db.one_start_player); the rest as it was."""
    def event(row: tuple) -> tuple:
        play_id, seq, kind, data, created = row
        tiles = json.loads(data).get("setup", {}).get("turn_tiles")
        if kind == "first_player" and tiles:
            data = json.dumps(dict(json.loads(data), seat=tiles.index(1)))
        return (play_id, seq, kind, data, created)
    return dict(rows, events=sorted(event(row) for row in rows["events"]))


def test_every_play_event_result_and_setting_survives_the_upgrade(old_database):
    before = table_rows(old_database)
    app = open_app(old_database)
    assert table_rows(old_database, leave_out=("version",)) == mended(
        table_rows(FIXTURE, leave_out=("version",)))
    assert mended(before)["events"] != before["events"]       # the fixture has such plays
    database = connect(str(old_database))
    assert schema_version(database) == latest_version()
    client = app.test_client()
    for play_id, game, _players, _created, status, *_ in before["plays"]:
        state = load_state(database, play_id)
        assert state is not None and state.phase == status, (game, status)
        assert client.get(f"/plays/{play_id}", follow_redirects=True).status_code == 200
    finished = [p[0] for p in before["plays"] if p[4] == "finished"]
    html = client.get(f"/plays/{finished[0]}/results").get_data(as_text=True)
    assert "<bdi>Ana</bdi> wins" in html
    towers = client.get("/games/towers-of-arkhanos/settings").get_data(as_text=True)
    assert 'value="5"' in towers


def test_a_copy_is_kept_before_the_upgrade(old_database):
    before = table_rows(old_database)
    open_app(old_database)
    kept = list(old_database.parent.glob("companion.sqlite.before-upgrade-to-v*"))
    assert len(kept) == 1
    assert table_rows(kept[0]) == before
    assert user_version(kept[0]) == 0


def test_an_up_to_date_or_new_database_gets_no_copy(tmp_path):
    path = tmp_path / "new.sqlite"
    open_app(path)
    open_app(path)
    assert sorted(p.name for p in tmp_path.iterdir() if "before" in p.name) == []


def test_a_database_from_a_newer_release_is_refused_and_left_alone(old_database):
    with closing(sqlite3.connect(old_database)) as conn:
        conn.execute(f"PRAGMA user_version = {latest_version() + 1}")
    before = table_rows(old_database)
    with pytest.raises(SchemaTooNew, match="newer companion"):
        open_app(old_database)
    assert table_rows(old_database) == before
    assert user_version(old_database) == latest_version() + 1
    assert not list(old_database.parent.glob("*before-upgrade*"))


def add_column(database):
    database.execute("ALTER TABLE plays ADD COLUMN note TEXT NOT NULL DEFAULT ''")


def test_a_new_step_on_the_ladder_runs_once_after_a_copy(old_database, monkeypatch):
    open_app(old_database)
    monkeypatch.setattr(db, "UPGRADES", [*db.UPGRADES, add_column])
    database = connect(str(old_database))
    kept = init_db(database)
    step = latest_version()         # the ladder with the new step
    assert kept is not None and kept.name.startswith(
        f"companion.sqlite.before-upgrade-to-v{step}-")
    assert schema_version(database) == step and "note" in database["plays"].columns_dict
    assert init_db(database) is None  # nothing left to do


def test_a_failing_step_leaves_the_database_as_it_was(old_database, monkeypatch):
    def broken(database):
        add_column(database)
        raise RuntimeError("step failed half-way")

    open_app(old_database)
    monkeypatch.setattr(db, "UPGRADES", [*db.UPGRADES, broken])
    database = connect(str(old_database))
    with pytest.raises(RuntimeError):
        init_db(database)
    assert schema_version(database) == latest_version() - 1
    assert "note" not in database["plays"].columns_dict


# --- a database a served table left on 2026-12-05 ----------------------------------------
# Made by that release's real server (tests/make_served_release_fixture.py): the rules
# search had written its FTS5 index and sentence vectors into the group's database.
SERVED = Path(__file__).parent / "fixtures" / "release-2026-12-05.sqlite"


def group_rows(path: Path, leave_out: tuple[str, ...] = ()) -> dict[str, list[tuple]]:
    """Every row of the group's tables, every column but `leave_out`."""
    with closing(read_only(path)) as conn:
        rows = {}
        for table in TABLES:
            columns = [row[1] for row in conn.execute(f"PRAGMA table_info({table})")
                       if row[1] not in leave_out]
            rows[table] = sorted(conn.execute(f"SELECT {', '.join(columns)} FROM {table}"))
        return rows


def table_names(path: Path) -> set[str]:
    with closing(read_only(path)) as conn:
        return {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}


TIED = "BoOBgg7rKk6ybfgq"   # the served fixture's finished Egizia play


def tie_as_it_stands(rows: dict[str, list[tuple]]) -> dict[str, list[tuple]]:
    """The served fixture's rows with its one Egizia tie as it is scored now. Ana and Ben
    typed 40 each on the track after tracking stopped at the start: which marker was in
    front on 40 is not known, so they share first place. The release put Ben ahead from
    the tracker's positions at the start (issue 34, point 4)."""
    def play(row: tuple) -> tuple:
        return (*row[:6], '["Ana", "Ben"]', *row[7:]) if row[0] == TIED else row

    def result(row: tuple) -> tuple:
        return (*row[:4], 1, *row[5:]) if row[0] == TIED and row[1] == 0 else row
    return dict(rows, plays=sorted(map(play, rows["plays"])),
                results=sorted(map(result, rows["results"])))


@pytest.fixture
def served_database(tmp_path) -> Path:
    path = tmp_path / "companion.sqlite"
    shutil.copyfile(SERVED, path)
    return path


def test_the_served_fixture_holds_a_table_and_what_its_server_wrote():
    rows = group_rows(SERVED)
    with closing(read_only(SERVED)) as conn:
        plays = conn.execute("SELECT game, status, deleted FROM plays").fetchall()
        assert conn.execute("SELECT count(*) FROM rule_vectors").fetchone()[0] > 0
        assert conn.execute("SELECT count(*) FROM rule_search").fetchone()[0] > 0
    assert {(g, s) for g, s, _ in plays} >= {(g, s) for g in {p[0] for p in plays}
                                             for s in ("setup", "playing", "scoring", "finished")}
    assert len({g for g, _, _ in plays}) == 4 and any(d for _, _, d in plays)
    assert {row[0] for row in rows["settings"]} == {"egizia", "towers-of-arkhanos"}
    assert rows["unanswered"]
    assert user_version(SERVED) == 4


def test_a_database_a_served_table_left_upgrades_with_every_play_intact(served_database):
    # as the upgrade leaves them: an Egizia start player is the holder of turn tile 1
    # (db.one_start_player; those plays get a new version)
    before = mended(group_rows(served_database, leave_out=("version",)))
    app = open_app(served_database)
    assert group_rows(served_database, leave_out=("version",)) == before
    assert not {t for t in table_names(served_database) if t.startswith("rule_")}
    assert user_version(served_database) == latest_version()
    # the search's tables are in the cache beside it, made again from the package
    assert "rule_search" in table_names(Path(f"{served_database}.cache.sqlite"))
    # every play replays to what the release stored: its results computed again are the same
    replayed(served_database)
    assert group_rows(served_database, leave_out=("version",)) == tie_as_it_stands(before)
    client = app.test_client()
    for play_id, game, _players, _created, status, *_ in before["plays"]:
        assert load_state(connect(str(served_database)), play_id).phase == status, game
        assert client.get(f"/plays/{play_id}", follow_redirects=True).status_code == 200
    answer = client.get("/api/games/ankhor/ask?q=who goes first").get_json()
    assert answer["answers"]


def test_the_upgrade_gives_the_search_tables_space_back(served_database):
    size = served_database.stat().st_size
    open_app(served_database)
    assert served_database.stat().st_size < size / 2
