"""Field test: the group's data moved to another machine, as a table would move it.

The real server runs as `companion run` starts it: a subprocess of `python -m companion
run`, its database on disk, the sentence model loaded (RULES_MODEL is on outside tests) and
its vectors written. A phone logs in with the access code and plays a few plays through the
JSON API; then the group backs up twice, from the "Your data" page (the link a person taps)
and with `companion backup` while the server runs, and each backup is restored with
`companion restore` into a database of its own, where every play must be found as it was.

Until the rules search kept its vectors apart, the restore refused such a backup ("table
rule_vectors is not ours"): the tests' own app never loads the model, so only a test of
the running server could see it.
"""
import contextlib
import http.cookiejar
import json
import os
import re
import sqlite3
import subprocess
import sys
import time
import urllib.request
from html import unescape
from pathlib import Path
from urllib.parse import urlencode, urljoin

import pytest

from companion.search.index import encoded_texts
from tests.browser import free_port

pytestmark = pytest.mark.browser   # the real server in a subprocess

ROOT = Path(__file__).resolve().parents[2]
ACCESS_CODE = "sand and stars"
MODEL_READY_SECONDS = 300    # the model loads in a background thread of a busy machine
PLAYERS = [{"name": "Ana", "color": "red"}, {"name": "Ben", "color": "blue"},
           {"name": "Chloé", "color": "green"}]


def vectors_kept(folder: Path) -> int:
    """The most sentence vectors any SQLite file of the folder holds (wherever the server
    keeps them: this test does not tell it where)."""
    most = 0
    for path in folder.iterdir():
        if path.is_file() and not path.name.endswith(("-wal", "-shm", "-journal")):
            with contextlib.suppress(sqlite3.Error), \
                    contextlib.closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as conn:
                most = max(most, conn.execute("SELECT count(*) FROM rule_vectors").fetchone()[0])
    return most


class Phone:
    """A phone's browser: its cookies, its language, and the pages it asks for."""

    def __init__(self, url: str):
        self.url = url
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))

    def request(self, path: str, body: bytes | None = None, headers: dict | None = None):
        request = urllib.request.Request(urljoin(self.url, path), data=body,
                                         headers={"Accept-Language": "en", **(headers or {})})
        return self.opener.open(request, timeout=60)

    def page(self, path: str) -> str:
        with self.request(path) as response:
            return response.read().decode()

    def log_in(self) -> None:
        form = self.page("/login")
        token = re.search(r'name="csrf_token" value="([^"]+)"', form).group(1)
        body = urlencode({"csrf_token": token, "code": ACCESS_CODE}).encode()
        with self.request("/login", body, {"Content-Type": "application/x-www-form-urlencoded"}):
            pass
        assert "Download a backup" in self.page("/data/")

    def send(self, path: str, body: dict) -> dict:
        with self.request(path, json.dumps(body).encode(),
                          {"Content-Type": "application/json"}) as response:
            return json.load(response)

    def download(self, path: str, folder: Path) -> Path:
        """A file as the browser saves it: under the name the server gives."""
        with self.request(path) as response:
            name = re.search(r'filename="([^"]+)"',
                             response.headers["Content-Disposition"]).group(1)
            target = folder / name
            target.write_bytes(response.read())
        return target


def command(database: Path, *args: str) -> subprocess.CompletedProcess:
    """`companion ARGS` on the given database, as a person types it."""
    return subprocess.run([sys.executable, "-m", "companion", *args], cwd=ROOT,
                          env=dict(os.environ, COMPANION_DATABASE=str(database)),
                          capture_output=True, text=True, timeout=600)


def play_to_the_end(phone: Phone, game: str) -> str:
    """A play scored without tracking: the first player, straight to scoring, each player's
    example entry in the scoring order."""
    from companion.games import GAMES
    play = phone.send("/api/plays", {"game": game, "players": PLAYERS})
    state = phone.send(f"/api/plays/{play['id']}/events",
                       {"after": 0, "kind": "first_player", "data": {"seat": 0}})
    state = phone.send(f"/api/plays/{play['id']}/events",
                       {"after": state["seq"], "kind": "to_scoring", "data": {}})
    names = [p["name"] for p in PLAYERS]
    for name in state["scoring_order"]:
        state = phone.send(f"/api/plays/{play['id']}/events", {
            "after": state["seq"], "kind": "score",
            "data": {"seat": names.index(name), "entry": GAMES[game].example_entry()}})
    assert state["phase"] == "finished"
    return play["id"]


@pytest.fixture(scope="module")
def table(tmp_path_factory):
    """The server as `companion run` starts it, plays made by a logged-in phone, the sentence
    model loaded and its vectors written; (phone, database, the server's JSON export)."""
    from companion.games import GAMES
    folder = tmp_path_factory.mktemp("table")
    database = folder / "companion.sqlite"
    port = free_port()
    env = dict(os.environ, COMPANION_DATABASE=str(database), COMPANION_ACCESS_CODE=ACCESS_CODE,
               COMPANION_INSTANCE_PATH=str(folder / "instance"))
    env.pop("COMPANION_SECRET_KEY", None)   # made and kept in the instance folder, as at a table
    server = subprocess.Popen([sys.executable, "-m", "companion", "run", "--host", "127.0.0.1",
                               "--port", str(port)], cwd=ROOT, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        phone = Phone(f"http://127.0.0.1:{port}/")
        for _ in range(300):
            with contextlib.suppress(OSError):
                phone.page("/healthz")
                break
            time.sleep(0.1)
        phone.log_in()
        plays = [play_to_the_end(phone, slug) for slug in GAMES]
        playing = phone.send("/api/plays", {"game": next(iter(GAMES)), "players": PLAYERS})
        phone.send(f"/api/plays/{playing['id']}/events",
                   {"after": 0, "kind": "first_player", "data": {"seat": 1}})
        plays.append(playing["id"])
        wanted, began = len(encoded_texts()), time.monotonic()
        while vectors_kept(folder) < wanted:
            assert server.poll() is None, server.stderr.read().decode()
            assert time.monotonic() - began < MODEL_READY_SECONDS, "the model never loaded"
            time.sleep(0.5)
        with phone.request("/data/export/json") as response:
            exported = json.load(response)
        assert sorted(p["id"] for p in exported["plays"]) == sorted(plays)
        yield phone, database, exported
    finally:
        server.kill()
        server.wait()


def the_plays(export: dict) -> list[dict]:
    """What a play is, whatever database it sits in (a restore numbers versions anew)."""
    return sorted(({key: value for key, value in play.items() if key != "version"}
                   for play in export["plays"]), key=lambda play: play["id"])


def restored_into_a_new_database(backup: Path, folder: Path) -> dict:
    """`companion restore BACKUP` on a machine with no database yet; its JSON export."""
    database = folder / "elsewhere" / "companion.sqlite"
    restored = command(database, "restore", str(backup))
    assert restored.returncode == 0, restored.stderr
    exported = command(database, "export", "--format", "json", "-")
    assert exported.returncode == 0, exported.stderr
    return json.loads(exported.stdout)


def test_the_backup_from_your_data_page_restores_every_play(table, tmp_path):
    phone, _, served = table
    link = re.search(r'<a [^>]*href="([^"]+)"[^>]*>\s*Download a backup', phone.page("/data/"))
    backup = phone.download(unescape(link.group(1)), tmp_path)
    assert the_plays(restored_into_a_new_database(backup, tmp_path)) == the_plays(served)


def test_the_backup_of_the_command_line_restores_every_play(table, tmp_path):
    _, database, served = table
    backup = tmp_path / "backup.sqlite"
    made = command(database, "backup", str(backup))   # while the server runs
    assert made.returncode == 0, made.stderr
    assert the_plays(restored_into_a_new_database(backup, tmp_path)) == the_plays(served)
