"""The SQLite database: one sqlite-utils Database per request, the schema, `init-db`."""
import sqlite3
import threading
from collections import OrderedDict

import click
from flask import Flask, current_app, g
from flask.cli import with_appcontext
from sqlite_utils import Database

from companion.names import name_key

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


def connect(path: str) -> Database:
    # Autocommit mode: plays.py opens its own BEGIN IMMEDIATE transactions, one per action.
    conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=10)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute("PRAGMA foreign_keys=ON")
    conn.create_function("name_key", 1, name_key, deterministic=True)
    return Database(conn)


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
    return g.db


def close_db(exc: BaseException | None = None) -> None:
    db = g.pop("db", None)
    if db is not None and db.conn.in_transaction:
        db.conn.rollback()  # never leave a transaction open on a kept connection


def init_db(db: Database) -> None:
    db.conn.executescript(SCHEMA)
    if "version" not in db["plays"].columns_dict:  # databases made before the column
        db.execute("ALTER TABLE plays ADD COLUMN version INTEGER NOT NULL DEFAULT 0")


@click.command("init-db")
@with_appcontext
def init_db_command() -> None:
    """Create the tables if they do not exist (they are also created at start-up)."""
    init_db(get_db())
    click.echo("Database ready.")


def init_app(app: Flask) -> None:
    app.teardown_appcontext(close_db)
    app.cli.add_command(init_db_command)
    db = connect(app.config["DATABASE"])
    try:
        init_db(db)
    finally:
        db.conn.close()
