"""Logins ended by log out, kept on the server: a copy of a phone's cookie taken before it
logged out opens nothing afterwards, not even after a restart.

Each login gets an id in its (signed) session; log out adds the id here. An id is kept as
long as a cookie signed before its log out could still be valid (the session's lifetime),
then dropped. In a small database of its own in the instance folder: the group's
database, and so a backup of it, holds nothing about phones' sessions.
"""
import threading
import time
from datetime import timedelta
from pathlib import Path

from sqlite_utils import Database

FILE = "ended-logins.sqlite"


class EndedLogins:
    def __init__(self, path: Path, lifetime: timedelta):
        self.path = path
        self.lifetime = lifetime.total_seconds()
        self._ended: set[str] = set()
        self._lock = threading.Lock()

    @classmethod
    def at(cls, instance: str, lifetime: timedelta) -> "EndedLogins":
        """Those kept in the instance folder (read once; this process writes the rest)."""
        ended = cls(Path(instance) / FILE, lifetime)
        if ended.path.exists():
            db = Database(ended.path)
            try:
                if "ended" not in db.table_names():
                    return ended
                with db.conn:
                    db.execute("DELETE FROM ended WHERE at < ?", [time.time() - ended.lifetime])
                ended._ended = {row[0] for row in db.execute("SELECT login FROM ended")}
            finally:
                db.conn.close()
        return ended

    def end(self, login: str) -> None:
        with self._lock:
            self._ended.add(login)
            self.path.parent.mkdir(parents=True, exist_ok=True)
            db = Database(self.path)
            try:
                with db.conn:
                    db["ended"].insert({"login": login, "at": time.time()}, pk="login",
                                       replace=True)
            finally:
                db.conn.close()

    def __contains__(self, login: str) -> bool:
        return login in self._ended
