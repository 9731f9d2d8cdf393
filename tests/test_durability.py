"""What is acknowledged stays, power cut included (issue 26, finding 11)."""
from companion.db import connect


def test_every_connection_syncs_fully_in_wal_mode(tmp_path):
    """WAL with synchronous=NORMAL may lose the last acknowledged actions on a power cut
    (not on a crash); every connection the app makes (db.connect) syncs FULL."""
    database = connect(str(tmp_path / "x.sqlite"))
    assert database.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert database.execute("PRAGMA synchronous").fetchone()[0] == 2   # FULL
