"""What was read from the database is kept until something is committed to it
(companion.db.kept_read): this server's commits show at once, from any connection."""
import sqlite3

import pytest

from companion.db import connect, get_db, init_db, kept_read
from tests.conftest import start_play


@pytest.fixture
def two_connections(tmp_path):
    """Two connections of this process to one database (two server threads), the other
    programs' writes looked for once a minute: only this process's own commits show."""
    path = str(tmp_path / "kept.sqlite")
    first, second = connect(path), connect(path)
    init_db(first)
    for db in (first, second):
        db.other_programs_seen_within = 60.0
    yield first, second
    first.conn.close()
    second.conn.close()


def names(db):
    return kept_read(db, ("settings names",),
                     lambda fresh: [r[0] for r in fresh.execute("SELECT key FROM settings")])


def add(db, key):
    db.execute("INSERT INTO settings (game, key, value, updated) VALUES ('g', ?, '1', 'now')",
               [key])


def test_a_read_is_kept_until_this_process_commits_on_any_connection(two_connections):
    reader, writer = two_connections
    assert names(reader) == []
    reads = []
    kept_read(reader, ("count",), reads.append)
    kept_read(reader, ("count",), reads.append)
    assert len(reads) == 1                       # the second came from memory
    add(writer, "a")                             # autocommit: committed at once
    assert names(reader) == ["a"]
    writer.execute("BEGIN IMMEDIATE")
    add(writer, "b")
    assert names(reader) == ["a"]                # not committed yet, and kept so
    writer.execute("COMMIT")
    assert names(reader) == ["a", "b"]           # the commit, not the change, counts


def test_a_rolled_back_change_leaves_what_is_read_right(two_connections):
    reader, writer = two_connections
    writer.execute("BEGIN IMMEDIATE")
    add(writer, "gone")
    writer.execute("ROLLBACK")
    assert names(reader) == []


def test_inside_a_transaction_reads_are_fresh(two_connections):
    reader, writer = two_connections
    assert names(writer) == []
    writer.execute("BEGIN IMMEDIATE")
    add(writer, "mine")
    assert names(writer) == ["mine"]             # its own uncommitted row, read afresh
    writer.execute("ROLLBACK")


def test_another_program_s_commit_shows_once_the_window_has_passed(two_connections,
                                                                    monkeypatch):
    clock = [500.0]
    monkeypatch.setattr("companion.db.monotonic", lambda: clock[0])
    reader, _ = two_connections
    assert names(reader) == []
    with sqlite3.connect(reader.file) as other:   # not a companion connection
        other.execute("INSERT INTO settings VALUES ('g', 'outside', '1', 'now')")
    clock[0] += 59
    assert names(reader) == []
    clock[0] += 1
    assert names(reader) == ["outside"]


def test_a_play_page_seen_again_asks_the_database_nothing(app, monkeypatch):
    """Every phone at the table polls the same pages: once read, a play's row and the
    group's settings come from memory until the database changes."""
    monkeypatch.setitem(app.config, "OTHER_PROGRAMS_SEEN_WITHIN", 60.0)
    phone = app.test_client()
    play = start_play(phone, ["Ana", "Ben"], game="towers-of-arkhanos")
    phone.post(f"/api/plays/{play}/events",
               json={"after": 0, "kind": "first_player", "data": {"seat": 0}})
    pages = (f"/plays/{play}/track", f"/plays/{play}/setup", f"/api/plays/{play}", "/",
             "/history", "/plays/new/ankhor")
    for path in pages:
        assert phone.get(path).status_code == 200
    statements = []
    with app.app_context():   # the connection this thread's requests use
        get_db().conn.set_trace_callback(statements.append)
    try:
        for path in pages:
            assert app.test_client().get(path).status_code == 200
            assert statements == [], path
        add_a_play = start_play(phone, ["Cy", "Dee"])
        assert statements                                   # the new play was written...
        statements.clear()
        assert add_a_play in phone.get("/history").get_data(as_text=True)
        assert any(s.startswith("SELECT") for s in statements)   # ...and is read afresh
    finally:
        with app.app_context():
            get_db().conn.set_trace_callback(None)


def test_rows_written_by_a_statement_that_then_failed_are_counted(two_connections):
    reader, writer = two_connections
    assert names(reader) == []
    with pytest.raises(sqlite3.IntegrityError):   # autocommit: row "a" stays written
        writer.conn.executemany("INSERT INTO settings VALUES ('g', ?, '1', 'now')",
                                [("a",), ("a",)])
    assert names(reader) == ["a"]


def test_in_memory_databases_do_not_share_what_was_read():
    first, second = connect(":memory:"), connect(":memory:")
    for db in (first, second):
        init_db(db)
        assert names(db) == []
    add(first, "only in the first")
    assert names(first) == ["only in the first"]
    assert names(second) == []
