"""Backups hold the group's data only, in gzip or plain, and the cache beside the database
holds what the app makes again (companion.cache): a backup never carries it, a restore
never needs it, and a cache lost or damaged is made again."""
import gzip
import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from companion import backup, create_app, search
from companion.backup import BackupError, backup_bytes, restore, write_backup
from companion.cache import cache_file, cache_of
from companion.db import open_database
from companion.games import GAMES
from tests.test_backup_size import stand_in_model
from tests.test_cli import invoke
from tests.test_upgrade import (
    FIXTURE,
    SERVED,
    group_rows,
    mended,
    table_names,
    tie_as_it_stands,
)

OURS = {"plays", "events", "results", "settings", "unanswered"}


def served(tmp_path: Path, source: Path = FIXTURE) -> Path:
    """A database as a server leaves it: its cache beside it, the vectors written."""
    path = tmp_path / "companion.sqlite"
    shutil.copyfile(source, path)
    create_app({"TESTING": True, "SECRET_KEY": "x", "DATABASE": str(path)})
    search.warm_vectors(str(path), stand_in_model())
    return path


def own_tables(path: Path) -> set[str]:
    with closing(sqlite3.connect(path)) as conn:
        return {row[0] for row in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'")}


@pytest.fixture
def folder(tmp_path, monkeypatch):
    """The folder of the database the command line is set to."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("COMPANION_DATABASE", str(home / "companion.sqlite"))
    return home


def test_the_vectors_and_the_index_are_in_the_cache_and_never_in_a_backup(tmp_path):
    database = served(tmp_path)
    with closing(sqlite3.connect(cache_file(str(database)))) as cache:
        assert cache.execute("SELECT count(*) FROM rule_vectors").fetchone()[0] > 4000
        assert cache.execute("SELECT count(*) FROM rule_search").fetchone()[0] > 100
    assert own_tables(database) == OURS
    plain = write_backup(str(database), str(tmp_path / "b.sqlite"))
    assert own_tables(plain) == OURS
    unpacked = tmp_path / "unpacked.sqlite"
    unpacked.write_bytes(gzip.decompress(backup_bytes(str(database))))
    assert own_tables(unpacked) == OURS
    assert group_rows(unpacked) == group_rows(plain) == group_rows(database)


def test_companion_backup_writes_gzip_to_a_gz_name_and_restore_takes_either(
        folder, tmp_path):
    database = served(folder)
    for name in ("plays.sqlite", "plays.sqlite.gz"):
        result = invoke("backup", str(tmp_path / name))
        assert result.exit_code == 0, result.output
    assert (tmp_path / "plays.sqlite.gz").read_bytes()[:2] == b"\x1f\x8b"
    assert gzip.decompress((tmp_path / "plays.sqlite.gz").read_bytes()) == (
        tmp_path / "plays.sqlite").read_bytes()
    for name in ("plays.sqlite", "plays.sqlite.gz"):
        elsewhere = tmp_path / name.replace(".", "-") / "companion.sqlite"
        assert restore(str(tmp_path / name), str(elsewhere))[0] == 16
        assert group_rows(elsewhere, ("version",)) == group_rows(database, ("version",))


def test_a_backup_a_served_table_made_on_2026_12_05_restores(tmp_path):
    """Its file holds the search's tables (the release's server wrote them there)."""
    assert {"rule_search", "rule_vectors"} <= table_names(SERVED)
    database = tmp_path / "new" / "companion.sqlite"
    assert restore(str(SERVED), str(database))[0] == 21
    assert own_tables(database) == OURS
    # as an upgrade leaves it and its plays score now (tests/test_upgrade.py)
    assert group_rows(database, ("version",)) == tie_as_it_stands(
        mended(group_rows(SERVED, ("version",))))


def test_a_damaged_gzip_is_refused_and_the_database_left_as_it_was(tmp_path):
    database = served(tmp_path)
    before = group_rows(database)
    packed = backup_bytes(str(database))
    for damaged in (packed[:len(packed) // 2], packed[:10] + bytes(40) + packed[50:]):
        file = tmp_path / "damaged.sqlite.gz"
        file.write_bytes(damaged)
        with pytest.raises(BackupError, match="damaged.sqlite.gz is damaged"):
            restore(str(file), str(database))
        assert group_rows(database) == before


def test_a_gzip_that_unpacks_past_the_limit_is_refused(tmp_path, monkeypatch):
    database = served(tmp_path)
    file = tmp_path / "large.sqlite.gz"
    file.write_bytes(backup_bytes(str(database)))
    monkeypatch.setattr(backup, "LARGEST_RESTORED", 8 * 1024)
    with pytest.raises(BackupError, match="unpacks to more than"):
        restore(str(file), str(tmp_path / "other.sqlite"))
    assert not (tmp_path / "other.sqlite").exists()


def test_a_lost_or_damaged_cache_is_made_again(tmp_path):
    database = str(tmp_path / "companion.sqlite")
    open_database(database).conn.close()
    for damage in (None, b"not a database, whatever it was" * 100):
        Path(cache_file(database)).unlink(missing_ok=True)
        if damage:
            Path(cache_file(database)).write_bytes(damage)
        db = open_database(database)
        try:
            assert search.ask(db, GAMES["ankhor"], "who goes first")
            assert "rule_search" in own_tables(Path(cache_file(database)))
            assert own_tables(Path(database)) == OURS
        finally:
            cache_of(db).conn.close()
            db.conn.close()
