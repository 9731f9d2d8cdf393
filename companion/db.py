"""The SQLite database: one sqlite-utils Database per request, the schema and its upgrades.

Schema versions: `PRAGMA user_version` counts the steps of UPGRADES a database has had;
a database made by release 0.1.0 has none (version 0). To change the schema, append a
function to UPGRADES. It runs inside the upgrade's one transaction (all steps or none), so
it may only run SQL statements: no VACUUM, no COMMIT, no executescript (which commits).
Never edit, remove or reorder a step once released: databases out there went through it.
Before any step runs on a database that holds tables, a copy of it is kept beside it
(`<db>.before-upgrade-to-v<N>-<time>`). Repairs of the data that need the games run after
the steps, from companion.upgrade: this module imports nothing of the package above it.

The database holds the group's data only (plays, players, settings, unanswered questions):
what the app makes again from its package lives in the cache beside it (companion.cache).
"""
import functools
import itertools
import json
import math
import re
import sqlite3
import threading
from collections import OrderedDict
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from time import monotonic
from typing import TypeVar

from flask import Flask, current_app, g
from sqlite_utils import Database

from companion.kept import Kept
from companion.names import name_key

Value = TypeVar("Value")

SCHEMA = """
CREATE TABLE IF NOT EXISTS plays (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    players TEXT NOT NULL,          -- JSON list of {"name", "color"} in seat order
    created TEXT NOT NULL,
    status TEXT NOT NULL,           -- setup, playing, scoring, finished
    last_seq INTEGER NOT NULL DEFAULT 0,
    version INTEGER NOT NULL DEFAULT 0,     -- +1 on every append and undo
    winners TEXT NOT NULL DEFAULT '[]',
    finished TEXT
);
CREATE TABLE IF NOT EXISTS events (
    play_id TEXT NOT NULL REFERENCES plays(id),
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    data TEXT NOT NULL,
    created TEXT NOT NULL,
    PRIMARY KEY (play_id, seq)
);
CREATE TABLE IF NOT EXISTS results (
    play_id TEXT NOT NULL REFERENCES plays(id),
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    total INTEGER NOT NULL,
    rank INTEGER NOT NULL,
    PRIMARY KEY (play_id, seat)
);
CREATE INDEX IF NOT EXISTS plays_created ON plays(created);
CREATE TABLE IF NOT EXISTS settings (
    game TEXT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    updated TEXT NOT NULL,
    PRIMARY KEY (game, key)
);
CREATE TABLE IF NOT EXISTS unanswered (
    game TEXT NOT NULL,
    question TEXT NOT NULL,
    asked TEXT NOT NULL
);
"""


def _counting(method: Callable) -> Callable:
    """`method` of sqlite3.Connection, then the commit counted (even when it failed: an
    autocommit executemany may have written its first rows)."""
    @functools.wraps(method)
    def counted(self, *args):
        try:
            return method(self, *args)
        finally:
            self._count_commit()
    return counted


class CountedConnection(sqlite3.Connection):
    """A connection that tells this process when it has committed a change (`changed`), so
    that what was read can be kept until the database changes without asking SQLite: on a
    busy server every statement lets other threads take the interpreter, and getting it
    back costs a page milliseconds."""

    data_version: int | None = None   # at this connection's last look (changes_stamp)
    _counted_changes = 0

    execute = _counting(sqlite3.Connection.execute)
    executemany = _counting(sqlite3.Connection.executemany)
    executescript = _counting(sqlite3.Connection.executescript)
    commit = _counting(sqlite3.Connection.commit)
    __exit__ = _counting(sqlite3.Connection.__exit__)

    def _count_commit(self) -> None:
        # Counted once the change is committed (outside a transaction), never before: a
        # reader must not keep what it read before the commit under the stamp after it.
        try:
            if not self.in_transaction and self.total_changes != self._counted_changes:
                self._counted_changes = self.total_changes
                changed()
        except sqlite3.ProgrammingError:   # closed: the error that matters is the caller's
            pass


def connect(path: str) -> Database:
    # Autocommit mode: plays.py opens its own BEGIN IMMEDIATE transactions, one per action.
    conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=10,
                           factory=CountedConnection)
    conn.execute("PRAGMA journal_mode=WAL")
    # FULL: an acknowledged action survives a power cut too (NORMAL may lose the last few
    # in WAL mode). A table writes a few times a minute; the sync costs a millisecond.
    conn.execute("PRAGMA synchronous=FULL")
    # Each server thread keeps its connection, and each connection its page cache: 1 MiB
    # each (SQLite's default is 2), the rest read from the system's file cache.
    conn.execute("PRAGMA cache_size=-1024")
    conn.execute("PRAGMA foreign_keys=ON")
    conn.create_function("name_key", 1, name_key, deterministic=True)
    database = Database(conn)
    database.file = path   # what the caches of things built from this file are kept under
    database.other_programs_seen_within = 0.0
    return database


_generations = itertools.count(1)
_generation = 0
_looked_at: dict[str, float] = {}   # database file -> when data_version was last read


def changed() -> None:
    """Something was committed: every stamp from now on differs from every earlier one."""
    global _generation
    _generation = next(_generations)   # unique values: two threads at once never repeat one


def file_of(db: Database) -> str | None:
    """The file a connection made by `connect` reads; None in memory (or not made so)."""
    path = getattr(db, "file", None)
    return path if path and path != ":memory:" else None


def changes_stamp(db: Database) -> tuple[str | int, int]:
    """Changes whenever anything is committed to the database: at once when this process
    commits (any thread, any connection), within `db.other_programs_seen_within` seconds
    when another program does (SQLite's data_version, read at most that often)."""
    now = monotonic()
    if now - _looked_at.get(db.file, -math.inf) >= db.other_programs_seen_within:
        _looked_at[db.file] = now
        version = db.execute("PRAGMA data_version").fetchone()[0]
        if version != db.conn.data_version:
            db.conn.data_version = version
            changed()
    # In-memory databases are each their own, whatever their name.
    return (file_of(db) or id(db.conn)), _generation


_reads: Kept[tuple] = Kept(1024)


def kept_read(db: Database, key: tuple, read: Callable[[Database], Value]) -> Value:
    """`read(db)`, remembered until the database changes (`changes_stamp`): a page every
    phone at the table polls then asks SQLite nothing. Inside a transaction it is always
    read afresh. Never change what it returns."""
    if db.conn.in_transaction:
        return read(db)
    stamp = (changes_stamp(db), key)
    found = _reads.get(stamp)
    if found is None:
        found = (read(db),)
        _reads.put(stamp, found)
    return found[0]


def select(db: Database, sql: str, params: list | tuple = ()) -> list[dict]:
    """The rows of one query as dicts. One statement: sqlite-utils' `query` wraps each in a
    SAVEPOINT and its RELEASE, and each statement lets other server threads take the
    interpreter, so a page waits for it three times instead of once."""
    cursor = db.execute(sql, params)
    names = [column[0] for column in cursor.description]
    return [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]


def select_one(db: Database, sql: str, params: list | tuple = ()) -> dict | None:
    """The first row of `select`, or None."""
    found = select(db, sql, params)
    return found[0] if found else None


_local = threading.local()
KEPT_PER_THREAD = 4


def _thread_connection(path: str) -> Database:
    """Each server thread keeps its connections open: opening one costs more than a page."""
    kept: OrderedDict[str, Database] = _local.__dict__.setdefault("kept", OrderedDict())
    if path in kept:
        kept.move_to_end(path)
        return kept[path]
    kept[path] = connect(path)
    while len(kept) > KEPT_PER_THREAD:
        kept.popitem(last=False)[1].conn.close()
    return kept[path]


def get_db() -> Database:
    if "db" not in g:
        g.db = _thread_connection(current_app.config["DATABASE"])
        g.db.other_programs_seen_within = current_app.config["OTHER_PROGRAMS_SEEN_WITHIN"]
    return g.db


def close_db(exc: BaseException | None = None) -> None:
    db = g.pop("db", None)
    if db is not None and db.conn.in_transaction:
        db.conn.rollback()  # never leave a transaction open on a kept connection


def _statements(script: str) -> list[str]:
    return [s.strip() for s in script.split(";") if s.strip()]


def release_0_1_0(db: Database) -> None:
    """The schema as release 0.1.0 made it (and 0.1.0 databases already have it)."""
    for statement in _statements(SCHEMA):
        db.execute(statement)
    if "version" not in db["plays"].columns_dict:  # databases made before the column
        db.execute("ALTER TABLE plays ADD COLUMN version INTEGER NOT NULL DEFAULT 0")


def typed_event_data(db: Database) -> None:
    """Release 0.1.0 stored tracker actions as form strings ("2", "yes", ""); the games now
    read typed values (2, True, None). An ankh taken was a yes/no; it is now a count."""
    rows = db.execute("SELECT play_id, seq, data FROM events WHERE kind NOT IN "
                      "('first_player', 'to_scoring', 'score', 'undo')").fetchall()
    for play_id, seq, data in rows:
        typed = typed_action_data(json.loads(data))
        db.execute("UPDATE events SET data = ? WHERE play_id = ? AND seq = ?",
                   [json.dumps(typed), play_id, seq])


def typed_action_data(data: dict) -> dict:
    words = {"": None, "yes": True, "no": False}
    typed = {}
    for key, value in data.items():
        if isinstance(value, str) and re.fullmatch(r"-?\d+", value):
            value = int(value)
        elif isinstance(value, str) and value in words:
            value = words[value]
        typed[key] = value
    # The one game's field in this module, kept where it was released: the storage imports
    # no game, and a hook called from above would leave a database upgraded by a command
    # that loads no game (open_database) with the old field for good. Released steps are
    # history (tests/conformance/test_no_game_words_outside_games.py leaves them be).
    if "ankh" in typed:
        typed["ankhs"] = 1 if typed.pop("ankh") else 0
    return typed


def deleted_plays(db: Database) -> None:
    """A play deleted from the history keeps its rows (for backups and the JSON export, and
    to be brought back): `deleted` is when, NULL for a play in the history."""
    db.execute("ALTER TABLE plays ADD COLUMN deleted TEXT")


def result_breakdowns(db: Database) -> None:
    """Each result keeps its points per category (JSON, in the game's order), so the
    statistics read them instead of replaying every play; NULL until known (a play
    finished before this step: companion.upgrade computes them at start-up)."""
    db.execute("ALTER TABLE results ADD COLUMN breakdown TEXT")


def rebuilt_data_apart(db: Database) -> None:
    """The rules search kept its FTS5 index (rule_search; rule_entries before it had
    languages) and its sentence vectors (rule_vectors) in this database, so backups carried
    18 MB the app makes again from its package, and a restore refused them. They now live
    in the cache beside the database (companion.cache): they leave it here."""
    for table in ("rule_entries_fts", "rule_entries", "rule_search", "rule_vectors"):
        db.execute(f"DROP TABLE IF EXISTS main.[{table}]")


def one_start_player(db: Database) -> None:
    """A first-player event whose draws dealt turn tiles names the holder of tile 1
    as its seat, as the game's start_seat now makes every new one: it stored a seat drawn
    apart from the tiles, so the log, the CSV and BG Stats named a player who did not
    start. The plays mended get a new version (their log line changes)."""
    rows = db.execute("SELECT play_id, seq, data FROM events WHERE kind = 'first_player'"
                      ).fetchall()
    for play_id, seq, data in rows:
        event = _json_object(data)
        setup = event.get("setup")
        tiles = setup.get("turn_tiles") if isinstance(setup, dict) else None
        if not isinstance(tiles, list) or 1 not in tiles or event.get("seat") == tiles.index(1):
            continue
        db.execute("UPDATE events SET data = ? WHERE play_id = ? AND seq = ?",
                   [json.dumps(dict(event, seat=tiles.index(1))), play_id, seq])
        db.execute("UPDATE plays SET version = version + 1 WHERE id = ?", [play_id])


def _json_object(text: str) -> dict:
    """The JSON object a column holds; {"seat": None} for anything else (an import's
    garbage, refused whole after the ladder)."""
    try:
        found = json.loads(text)
    except (TypeError, ValueError, RecursionError):
        found = None
    return found if isinstance(found, dict) else {"seat": None}


UPGRADES: list[Callable[[Database], None]] = [release_0_1_0, typed_event_data, deleted_plays,
                                              result_breakdowns, rebuilt_data_apart,
                                              one_start_player]


def latest_version() -> int:
    return len(UPGRADES)


class SchemaTooNew(RuntimeError):
    """The database was made by a newer companion than this one."""


def schema_version(db: Database) -> int:
    return db.execute("PRAGMA user_version").fetchone()[0]


def database_file(db: Database) -> str:
    """The file behind a connection; "" for an in-memory database."""
    return next(row[2] for row in db.execute("PRAGMA database_list") if row[1] == "main")


def vacuum_into(db: Database, target: Path) -> None:
    """A consistent, compact copy of the database, even while others write to it."""
    partial = target.with_name(target.name + ".partial")
    partial.unlink(missing_ok=True)
    db.execute("VACUUM INTO ?", [str(partial)])
    partial.replace(target)


def upgrade(db: Database, target: int | None = None) -> Path | None:
    """Bring the schema to version `target` (the latest if None); the copy kept first, if
    there was anything to keep. SchemaTooNew for a database made by a newer release (it is
    left untouched).
    """
    latest = latest_version()
    target = latest if target is None else target
    version = schema_version(db)
    if version > latest:
        raise SchemaTooNew(f"This database has schema version {version}, made by a newer "
                           f"companion; this one knows versions up to {latest}. Install the "
                           "newer companion, or restore a backup made by this one.")
    if version >= target:
        return None
    kept = None
    path = database_file(db)
    has_tables = db.execute("SELECT count(*) FROM sqlite_master WHERE type = 'table'"
                            ).fetchone()[0]
    if path and has_tables:
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        kept = Path(f"{path}.before-upgrade-to-v{target}-{stamp}")
        vacuum_into(db, kept)
    db.execute("BEGIN IMMEDIATE")
    try:
        for step in UPGRADES[schema_version(db):target]:  # read again: another process
            step(db)                                       # may have upgraded meanwhile
        db.execute(f"PRAGMA user_version = {max(target, schema_version(db))}")
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
    return kept


def init_db(db: Database) -> Path | None:
    """Create or upgrade the tables; the copy kept before an upgrade, if one was made."""
    return upgrade(db)


def open_database(path: str) -> Database:
    """A connection to an up-to-date database (created if missing)."""
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    db = connect(path)
    try:
        init_db(db)
    except BaseException:
        db.conn.close()
        raise
    return db


def init_app(app: Flask) -> None:
    """Each request's connection handed back at its end. The database itself is made or
    upgraded at start-up by companion.upgrade, which knows what the data needs."""
    app.teardown_appcontext(close_db)
