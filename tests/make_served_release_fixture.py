"""Builds tests/fixtures/release-2026-12-05.sqlite: a database as the release of 2026-12-05
(commit 3695e1f, the last before the rules search kept its tables apart) leaves it after
serving a table.

Run once with that release's code, from a checkout of it: `python -m
tests.make_served_release_fixture FILE`. The file it made is committed, and test_upgrade.py
opens a copy with today's code; running it again with newer code proves nothing (see
tests/make_release_fixture.py, which made the 0.1.0 one).

It starts the release's real server on FILE (`python -m companion run`, the sentence model
loaded as outside tests) and plays through its pages and JSON API as a table does: for
every game, plays in each phase (setup; playing, with an action taken back; scoring;
finished untracked; finished tracked to the end by the game's example moves), one play
deleted from the history, the Towers' and Egizia's settings, a question the rules do not
answer. It waits until the server has written the rules search's tables into the file
(rule_search, and rule_vectors with every text's vector), then stops it. Of the vectors,
SAMPLE_VECTORS rows are kept: all of them are 18 MB, and what an upgrade meets is the
tables' shape and real rows of them, not their number.
"""
import contextlib
import http.cookiejar
import json
import os
import re
import socket
import sqlite3
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from urllib.parse import quote, urlencode

from companion.db import connect
from companion.games import GAMES
from companion.plays import read_state

SAMPLE_VECTORS = 40
SERVED_SECONDS = 900
NAMES = [("Ana", "red"), ("Ben", "blue"), ("Chloé", "green"), ("Dario", "yellow")]
TOWERS_SETTINGS = {"outer.most": 5, "outer.second": 3, "outer.tie": 2,
                   "central.most": 3, "central.second": 2, "central.tie": 1}
EGIZIA_SETTINGS = {"end_scoring_order": "leader"}


class Table:
    """A phone at the release's server: its cookies, the API and the forms."""

    def __init__(self, url: str, database: str):
        self.url, self.database = url, database
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))

    def open(self, path: str, body: bytes | None = None, kind: str = "application/json"):
        request = urllib.request.Request(self.url + path, data=body, headers={
            "Content-Type": kind, "Accept-Language": "en"})
        return self.opener.open(request, timeout=60)

    def send(self, path: str, body: dict) -> dict:
        with self.open(path, json.dumps(body).encode()) as response:
            return json.load(response)

    def form(self, path: str, fields: dict) -> None:
        with self.open("/plays/new/ankhor") as page:
            token = re.search(r'name="csrf_token" value="([^"]+)"', page.read().decode())[1]
        body = urlencode({"csrf_token": token, **fields}).encode()
        with self.open(path, body, "application/x-www-form-urlencoded"):
            pass

    def new_play(self, slug: str, count: int) -> str:
        players = [{"name": n, "color": c} for n, c in NAMES[:count]]
        return self.send("/api/plays", {"game": slug, "players": players})["id"]

    def act(self, play: str, kind: str, data: dict | None = None) -> dict:
        seq = self.state(play).seq
        return self.send(f"/api/plays/{play}/events",
                         {"after": seq, "kind": kind, "data": data or {}})

    def state(self, play: str):
        db = connect(self.database)
        try:
            return read_state(db, play)
        finally:
            db.conn.close()

    def started(self, slug: str, count: int) -> str:
        play = self.new_play(slug, count)
        self.act(play, "first_player", {"seat": 0})
        return play

    def example_moves(self, play: str, most: int) -> None:
        for _ in range(most):
            state = self.state(play)
            if state.phase != "playing":
                return
            self.act(play, *state.game.example_move(state.tracker()))

    def scored(self, play: str) -> None:
        state = self.state(play)
        if state.phase == "playing":
            self.act(play, "to_scoring")
        for seat in self.state(play).scoring_order():
            self.act(play, "score", {"seat": seat, "entry": state.game.example_entry()})
        assert self.state(play).phase == "finished", play


def play_a_table(table: Table) -> None:
    table.form("/games/towers-of-arkhanos/settings", TOWERS_SETTINGS)
    table.form("/games/egizia/settings", EGIZIA_SETTINGS)
    for slug, game in GAMES.items():
        table.new_play(slug, game.min_players)                       # setup
        play = table.started(slug, 3)                                # playing, one undo
        table.example_moves(play, 2)
        table.send(f"/api/plays/{play}/undo", {"after": table.state(play).seq})
        play = table.started(slug, 2)                                # scoring
        table.act(play, "to_scoring")
        table.scored(table.started(slug, 2))                         # finished, untracked
        play = table.started(slug, 3)                                # finished, tracked
        table.example_moves(play, 3000)
        table.scored(play)
    table.form(f"/plays/{table.started('ankhor', 2)}/delete", {})    # deleted
    with table.open("/api/games/ankhor/ask?q=" + quote("who won the football match last night?")):
        pass


def vectors_written(path: str) -> int:
    with contextlib.closing(sqlite3.connect(path)) as conn:
        try:
            return conn.execute("SELECT count(*) FROM rule_vectors").fetchone()[0]
        except sqlite3.OperationalError:   # not made yet
            return 0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve_a_table(path: str) -> None:
    """The release's server on the file until a table has played and the model's thread
    has written every vector; then stopped."""
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "companion", "run", "--host", "127.0.0.1", "--port", str(port)],
        env=dict(os.environ, COMPANION_DATABASE=path))
    try:
        table = Table(f"http://127.0.0.1:{port}", path)
        for _ in range(300):
            with contextlib.suppress(OSError), table.open("/healthz"):
                break
            time.sleep(0.2)
        play_a_table(table)
        began, written = time.monotonic(), -1
        while (now := vectors_written(path)) != written or not now:   # still writing
            if time.monotonic() - began > SERVED_SECONDS:
                sys.exit("the server did not write its vectors in time")
            written = now
            time.sleep(10)
    finally:
        server.terminate()
        server.wait()


def main(path: str) -> None:
    if Path(path).exists():
        sys.exit(f"{path} exists: remove it first.")
    path = str(Path(path).absolute())
    serve_a_table(path)
    db = connect(path)
    print(f"{vectors_written(path)} vectors written; {SAMPLE_VECTORS} kept")
    db.execute("DELETE FROM rule_vectors WHERE rowid NOT IN (SELECT rowid FROM rule_vectors "
               "ORDER BY key LIMIT ?)", [SAMPLE_VECTORS])
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.execute("PRAGMA journal_mode=DELETE")  # one self-contained file
    db.execute("VACUUM")
    db.conn.close()


if __name__ == "__main__":
    main(sys.argv[1])
