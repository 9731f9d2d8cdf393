"""Backups of the database (a consistent copy, even while the server runs) and restores.

A restore takes nothing from the file but its rows: the file must hold exactly our tables
(no trigger, view, table or index of its own; SQLite's integrity check passing), is
brought up to date on a private copy, and its rows are copied into a database made by
this code, where every play is replayed through its game (companion.incoming). Anything
wrong refuses the whole file and leaves the database as it was.
"""
import shutil
import sqlite3
import tempfile
from contextlib import closing
from datetime import UTC, datetime
from pathlib import Path

from companion.db import connect, init_db, latest_version, open_database, upgrade, vacuum_into
from companion.incoming import recheck

REQUIRED_TABLES = ("plays", "events", "results", "settings")


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
    """Copy the database to `target` (replaced if it exists) as one self-contained file."""
    source, target_path = _existing(database), Path(target).absolute()
    if _same_file(source, target_path):
        raise BackupError("The backup cannot replace the database itself: choose another file.")
    if not target_path.parent.is_dir():
        raise BackupError(f"There is no folder {target_path.parent}.")
    db = connect(str(source))
    try:
        vacuum_into(db, target_path)
    finally:
        db.conn.close()
    return target_path


def backup_bytes(database: str) -> bytes:
    """A backup as bytes, for a download."""
    with tempfile.TemporaryDirectory() as folder:
        return write_backup(database, str(Path(folder) / "backup.sqlite")).read_bytes()


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
    indexes and foreign keys; the search index apart (it is built again at start-up)."""
    tables, indexes = {}, {}
    for kind, name, table in conn.execute(
            "SELECT type, name, tbl_name FROM sqlite_master ORDER BY name"):
        if table.startswith(SEARCH_PREFIXES) or name.startswith("sqlite_stat"):
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


SEARCH_PREFIXES = ("rule_search", "rule_entries")


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
            if table.startswith(SEARCH_PREFIXES) or table.startswith("sqlite_"):
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
        from companion.search import index_rules
        index_rules(fresh)   # the search index, as the server builds it at start-up
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
    """Replace the database's content with the backup `file`.

    The current database is first copied aside to `<db>.before-restore-<time>`; the backup
    is checked on a private copy, so the file given is never changed. Returns the number of
    plays restored and where the previous database was kept (None if there was none).
    """
    source, current = Path(file).absolute(), Path(database).absolute()
    if _same_file(source, current):
        raise BackupError("That file is the database itself: nothing to restore.")
    with tempfile.TemporaryDirectory() as folder:
        staged = Path(folder) / "restore.sqlite"
        try:
            shutil.copyfile(source, staged)
        except OSError as exc:
            raise BackupError(f"Cannot read {source}: {exc.strerror}.") from exc
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
