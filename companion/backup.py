"""Backups of the database (a consistent copy, even while the server runs) and restores."""
import shutil
import sqlite3
import tempfile
from contextlib import closing
from datetime import UTC, datetime
from pathlib import Path

from companion.db import connect, init_db, latest_version, vacuum_into

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
            if conn.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise BackupError(f"{name} is damaged (SQLite's check fails): not restored.")
            tables = {row[0] for row in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'")}
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
    if version > latest_version():
        raise BackupError(f"{name} was made by a newer companion (schema version {version}; "
                          f"this one knows up to {latest_version()}). Install the newer "
                          "companion first.")
    return plays


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
