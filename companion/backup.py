"""Backups of the database (a consistent copy, even while the server runs) and restores.

A backup is the group's database only: plays, players, settings and unanswered questions.
What the app makes again from its package (the rules search's index and vectors) is in the
cache beside the database (companion.cache) and never in a backup. The download is that
SQLite file in gzip (`.sqlite.gz`): a few times smaller, and gzip is what every system
unpacks and Python's library streams; `companion backup FILE` writes it plain, or in gzip
when FILE ends in `.gz`. A restore takes either.

A restore takes nothing from the file but its rows: the file must hold exactly our tables
(no trigger, view, table or index of its own; SQLite's integrity check passing), is
brought up to date on a private copy (a backup of an older release, with the search's
tables in it, loses them there), and its rows are copied into a database made by this
code, where every play is replayed through its game (companion.incoming). Anything wrong
refuses the whole file and leaves the database as it was.
"""
import gzip
import shutil
import sqlite3
import tempfile
import zlib
from contextlib import closing
from datetime import UTC, datetime
from pathlib import Path

from companion.db import (
    connect,
    init_db,
    latest_version,
    open_database,
    rebuilt_data_apart,
    upgrade,
    vacuum_into,
)
from companion.incoming import recheck

REQUIRED_TABLES = ("plays", "events", "results", "settings")
GZIP_MAGIC = b"\x1f\x8b"
GZIP_LEVEL = 6   # level 9 takes 4 times longer for 5% less
# A backup unpacks to at most this: a small file that unpacks to fill the disk is refused.
LARGEST_RESTORED = 1024 ** 3


class BackupError(Exception):
    """A backup or restore that cannot be done; the message says why, for a person."""


def _existing(database: str) -> Path:
    path = Path(database)
    if not path.is_file():
        raise BackupError(f"There is no database at {path}.")
    return path


def _same_file(a: Path, b: Path) -> bool:
    return a.exists() and b.exists() and a.samefile(b)


def write_backup(database: str, target: str) -> Path:
    """Copy the database to `target` (replaced if it exists) as one self-contained file,
    in gzip if its name ends in `.gz`."""
    source, target_path = _existing(database), Path(target).absolute()
    if _same_file(source, target_path):
        raise BackupError("The backup cannot replace the database itself: choose another file.")
    if not target_path.parent.is_dir():
        raise BackupError(f"There is no folder {target_path.parent}.")
    if target_path.suffix == ".gz":
        partial = target_path.with_name(target_path.name + ".partial")
        partial.write_bytes(backup_bytes(database))
        partial.replace(target_path)
        return target_path
    db = connect(str(source))
    try:
        vacuum_into(db, target_path)
    finally:
        db.conn.close()
    return target_path


def backup_bytes(database: str) -> bytes:
    """A backup in gzip, for a download."""
    with tempfile.TemporaryDirectory() as folder:
        plain = write_backup(database, str(Path(folder) / "backup.sqlite"))
        # mtime 0: the same database gives the same bytes
        return gzip.compress(plain.read_bytes(), compresslevel=GZIP_LEVEL, mtime=0)


def _unpacked(source: Path, staged: Path, name: str) -> None:
    """`source` copied to `staged`, unpacked if it is in gzip."""
    try:
        with source.open("rb") as file:
            packed = file.read(2) == GZIP_MAGIC
        if not packed:
            shutil.copyfile(source, staged)
            return
        with gzip.open(source, "rb") as unpacking, staged.open("wb") as out:
            while chunk := unpacking.read(1024 * 1024):
                if out.tell() + len(chunk) > LARGEST_RESTORED:
                    raise BackupError(f"{name} unpacks to more than "
                                      f"{LARGEST_RESTORED // 1024 ** 2} MB: not a backup "
                                      "made by companion. Not restored.")
                out.write(chunk)
    except (gzip.BadGzipFile, EOFError, zlib.error) as exc:   # BadGzipFile is an OSError
        raise BackupError(f"{name} is damaged (its gzip cannot be unpacked): not restored."
                          ) from exc
    except OSError as exc:
        raise BackupError(f"Cannot read {name}: {exc.strerror}.") from exc


def check_database(path: Path, name: str | None = None) -> int:
    """The number of plays in a companion database; BackupError says why it is not one.

    `name` is how messages call the file (the user's file, when `path` is a copy of it).
    """
    name = name or str(path)
    if not path.is_file():
        raise BackupError(f"There is no file {name}.")
    try:
        conn = sqlite3.connect(path)
        try:
            if conn.execute("PRAGMA integrity_check").fetchone()[0] != "ok":
                raise BackupError(f"{name} is damaged (SQLite's check fails): not restored.")
            tables = {row[0] for row in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'")}
            own = conn.execute("SELECT type, name FROM sqlite_master WHERE type IN "
                               "('trigger', 'view') ORDER BY type, name").fetchone()
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            plays = (conn.execute("SELECT count(*) FROM plays").fetchone()[0]
                     if "plays" in tables else 0)
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        raise BackupError(f"{name} is not a companion database (not an SQLite file).") from exc
    missing = [t for t in REQUIRED_TABLES if t not in tables]
    if missing:
        raise BackupError(f"{name} is not a companion database: it has no "
                          f"{', '.join(missing)} table.")
    if own:
        raise BackupError(f"{name} is not a backup made by companion: it has a {own[0]} of "
                          f"its own ({own[1]}). Not restored.")
    if version > latest_version():
        raise BackupError(f"{name} was made by a newer companion (schema version {version}; "
                          f"this one knows up to {latest_version()}). Install the newer "
                          "companion first.")
    return plays


Schema = dict[str, dict]


def schema_of(conn: sqlite3.Connection) -> Schema:
    """Tables (their columns as a set: an added column comes last in an older database),
    indexes and foreign keys."""
    tables, indexes = {}, {}
    for kind, name, table in conn.execute(
            "SELECT type, name, tbl_name FROM sqlite_master ORDER BY name"):
        if name.startswith("sqlite_stat"):
            continue
        if kind == "table":
            columns = {row[1:6] for row in conn.execute(f"PRAGMA table_xinfo([{name}])")}
            keys = {row[2:5] for row in conn.execute(f"PRAGMA foreign_key_list([{name}])")}
            tables[name] = (frozenset(columns), frozenset(keys))
        elif kind == "index":
            columns = tuple(row[2] for row in conn.execute(f"PRAGMA index_info([{name}])"))
            indexes[name] = (table, columns)
        else:
            tables[f"{kind} {name}"] = None
    return {"tables": tables, "indexes": indexes}


def our_schema() -> Schema:
    """The schema this code makes (every step of db.UPGRADES), so a later step adding a
    column or a table is ours too."""
    fresh = connect(":memory:")
    try:
        upgrade(fresh)
        return schema_of(fresh.conn)
    finally:
        fresh.conn.close()


def schema_differences(found: Schema, ours: Schema) -> list[str]:
    differences = []
    for kind in ("tables", "indexes"):
        for name in sorted(set(found[kind]) - set(ours[kind])):
            differences.append(f"{kind[:-1] if kind == 'tables' else 'index'} {name} is not ours")
        for name in sorted(set(ours[kind]) - set(found[kind])):
            differences.append(f"it has no {name} {kind[:-1] if kind == 'tables' else 'index'}")
        for name in sorted(set(found[kind]) & set(ours[kind])):
            if found[kind][name] != ours[kind][name]:
                differences.append(f"{name} is not shaped as ours")
    return differences


def _rebuilt(staged: Path, clean: Path, name: str) -> None:
    """The backup's rows in a database this code made (`clean`): `staged` is upgraded,
    must then have exactly our schema, and every play must replay."""
    copy = connect(str(staged))
    try:
        upgrade(copy)   # an older release's backup goes up the ladder first, on the copy
        rebuilt_data_apart(copy)   # the search's tables, whatever the version: not data
        differences = schema_differences(schema_of(copy.conn), our_schema())
    except (sqlite3.Error, ValueError, TypeError, AttributeError) as exc:
        raise BackupError(f"{name} cannot be brought up to date ({exc}): not restored.") from exc
    finally:
        copy.conn.close()
    if differences:
        raise BackupError(f"{name} is not a backup made by companion ("
                          f"{'; '.join(differences[:5])}): not restored.")
    fresh = open_database(str(clean))
    try:
        fresh.execute("ATTACH DATABASE ? AS backup", [str(staged)])
        fresh.execute("PRAGMA foreign_keys = OFF")   # checked once every row is in
        fresh.execute("BEGIN")
        for (table,) in fresh.execute("SELECT name FROM main.sqlite_master WHERE type = "
                                      "'table' ORDER BY rowid").fetchall():   # parents first
            if table.startswith("sqlite_"):
                continue
            columns = ", ".join(f"[{c[0]}]" for c in sorted(fresh[table].columns_dict.items()))
            fresh.execute(f"INSERT INTO main.[{table}] ({columns}) SELECT {columns} "
                          f"FROM backup.[{table}] ORDER BY rowid")
        orphans = fresh.execute("PRAGMA main.foreign_key_check").fetchone()
        if orphans:
            raise BackupError(f"{name} is not restored: a row of {orphans[0]} belongs to "
                              "no play.")
        fresh.execute("COMMIT")
        fresh.execute("PRAGMA foreign_keys = ON")
        fresh.execute("DETACH DATABASE backup")
        problems = recheck(fresh)
        if problems:
            raise BackupError(f"{name} is not restored: " + " ".join(problems))
    except sqlite3.Error as exc:
        raise BackupError(f"{name} is not restored ({exc}).") from exc
    finally:
        fresh.conn.close()


def _highest_version(database: Path) -> int:
    """The highest version any play of the database has reached (0 if none)."""
    if not database.is_file():
        return 0
    with closing(sqlite3.connect(database)) as conn:
        try:
            return conn.execute("SELECT max(version) FROM plays").fetchone()[0] or 0
        except sqlite3.OperationalError:   # no plays table (or no version column) yet
            return 0


def _versions_past(staged: Path, highest: int) -> None:
    """Number the restored plays' versions past every version the database had: a server
    keeps pages and play states by version, and must not take a restored play for what
    it kept under the same number before the restore."""
    database = connect(str(staged))
    try:
        init_db(database)   # a backup from an older release is upgraded here, on the copy
        database.execute("UPDATE plays SET version = version + ?", [highest + 1])
    except sqlite3.Error as exc:
        raise BackupError(f"The restore failed ({exc}); the database is unchanged.") from exc
    finally:
        database.conn.close()


def restore(file: str, database: str) -> tuple[int, Path | None]:
    """Replace the database's content with the backup `file` (plain or in gzip).

    The current database is first copied aside to `<db>.before-restore-<time>`; the backup
    is checked on a private copy, so the file given is never changed. Returns the number of
    plays restored and where the previous database was kept (None if there was none).
    """
    source, current = Path(file).absolute(), Path(database).absolute()
    if _same_file(source, current):
        raise BackupError("That file is the database itself: nothing to restore.")
    with tempfile.TemporaryDirectory() as folder:
        staged = Path(folder) / "restore.sqlite"
        _unpacked(source, staged, file)
        plays = check_database(staged, file)
        staged, raw = Path(folder) / "clean.sqlite", staged
        _rebuilt(raw, staged, file)
        _versions_past(staged, _highest_version(current))
        aside = None
        if current.is_file():
            stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
            aside = write_backup(str(current), f"{current}.before-restore-{stamp}")
        current.parent.mkdir(parents=True, exist_ok=True)
        backup = sqlite3.connect(staged)
        target = connect(str(current))
        try:
            backup.backup(target.conn)  # page by page, under SQLite's own lock
        except sqlite3.Error as exc:
            raise BackupError(f"The restore failed ({exc}); the previous database is "
                              f"unchanged or kept at {aside}.") from exc
        finally:
            backup.close()
            target.conn.close()
    return plays, aside
