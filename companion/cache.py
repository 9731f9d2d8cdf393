"""The cache database beside the group's: what the app makes again from its own package (the
rules search's FTS5 index and its sentence vectors), kept out of the group's database so
that a backup holds the group's plays, players and settings only, restores anywhere, and
is small.

It is the group's database file with `.cache.sqlite` added to its name (the default:
instance/companion.sqlite.cache.sqlite, beside instance/companion.sqlite), so each database
has its own wherever COMPANION_DATABASE puts it. Deleting it loses nothing: the server
makes it again at start-up, and whatever finds it missing or unreadable makes it again.
Nothing in it goes stale: the index is made again at every start (the package may have
changed), and each vector is kept under a digest of the model and its text (those no text
uses any more are dropped once the model has loaded). Backups and restores never touch
it. A database in memory has its cache in memory.
"""
import sqlite3
from pathlib import Path

from sqlite_utils import Database

from companion.db import database_file

SUFFIX = ".cache.sqlite"


def cache_file(database: str) -> str:
    """Where the cache of the database file `database` is: in memory for a database in
    memory (not a file named ":memory:.cache.sqlite" in the working folder)."""
    return ":memory:" if database in ("", ":memory:") else f"{database}{SUFFIX}"


def _connect(path: str) -> Database:
    conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=10)
    try:
        conn.execute("PRAGMA journal_mode=WAL")   # a model thread writes while pages read
        # A write lost in a power cut is made again: no need to wait for the disk.
        conn.execute("PRAGMA synchronous=NORMAL")
        conn.execute("PRAGMA cache_size=-1024")   # as the group's (companion.db.connect)
    except BaseException:
        conn.close()
        raise
    cache = Database(conn)
    cache.file = path   # what the search keeps its matches under (search.index_stamp)
    return cache


def open_cache(path: str) -> Database:
    """A connection to the cache at `path`; a file there that is not a database (damaged,
    or something else) is removed and the cache made afresh."""
    try:
        return _connect(path)
    except sqlite3.DatabaseError:
        for leftover in (path, f"{path}-wal", f"{path}-shm"):
            Path(leftover).unlink(missing_ok=True)
        return _connect(path)


def cache_of(db: Database) -> Database:
    """The cache beside the group's database `db`, opened once per connection (a server
    thread keeps its connection, and so its cache's)."""
    cache = getattr(db, "cache", None)
    if cache is None:
        path = database_file(db)
        cache = db.cache = open_cache(cache_file(path) if path else ":memory:")
    return cache
