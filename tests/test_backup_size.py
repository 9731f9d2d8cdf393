"""A backup stays small: 100 finished plays of every game, tracked to the end as a table
plays them, with the sentence vectors a running server writes, back up in under 1.5 MB
(issue 34: 6 plays took 19.7 MB, 18.6 of it the search's vectors)."""
import gzip
import itertools
import re
import zlib
from html import unescape

import numpy as np

from companion import search
from companion.backup import write_backup
from companion.db import get_db
from companion.games import GAMES
from companion.plays import read_state
from companion.search import sentences

PLAYS = 100
MOST_BYTES = 1.5 * 1024 * 1024
NAMES = ["Ana", "Ben", "Chloé", "Dario", "Eva"]
COLORS = ["red", "blue", "green", "yellow", "purple"]
_stand_ins = itertools.count(1)


def stand_in_model() -> sentences.SentenceModel:
    """Vectors as wide as the real model's (they take the same room), made in no time;
    each under a name of its own (the process keeps a model's vectors by its name, and
    would write none into another database)."""
    def encode(texts):
        return np.stack([np.random.default_rng(zlib.crc32(t.encode())).standard_normal(
            sentences.DIMENSIONS) for t in texts])
    name = f"stand-in {next(_stand_ins)}"
    return sentences.SentenceModel(lambda: (name, encode)).load()


def played_to_the_end(app, client, slug: str, players: int, first: int) -> str:
    """A play through the JSON API as phones send it: the first player, the game's example
    moves until its end, then each player's score entry in the scoring order."""
    seated = [{"name": n, "color": c} for n, c in zip(NAMES[:players], COLORS, strict=False)]
    play = client.post("/api/plays", json={"game": slug, "players": seated}).get_json()["id"]
    client.post(f"/api/plays/{play}/events", json={"after": 0, "kind": "first_player",
                                                   "data": {"seat": first}})
    while True:
        with app.app_context():
            state = read_state(get_db(), play)
        if state.phase != "playing":
            break
        kind, data = state.game.example_move(state.tracker())
        reply = client.post(f"/api/plays/{play}/events",
                            json={"after": state.seq, "kind": kind, "data": data})
        assert reply.status_code == 200, reply.get_json()
    for seat in state.scoring_order():
        reply = client.post(f"/api/plays/{play}/events", json={
            "after": reply.get_json()["seq"], "kind": "score",
            "data": {"seat": seat, "entry": state.game.example_entry()}})
        assert reply.status_code == 200, reply.get_json()
    assert reply.get_json()["phase"] == "finished"
    return play


def test_a_backup_of_100_finished_plays_of_every_game_stays_under_1_5_mb(app, client, tmp_path):
    tables = itertools.cycle((game, count) for game in GAMES.values()
                             for count in range(game.min_players, game.max_players + 1))
    for n, (game, count) in zip(range(PLAYS), tables, strict=False):
        played_to_the_end(app, client, game.slug, count, n % count)
    search.warm_vectors(app.config["DATABASE"], stand_in_model())   # as the server does
    plain = write_backup(app.config["DATABASE"], str(tmp_path / "backup.sqlite"))
    assert plain.stat().st_size < MOST_BYTES
    link = re.search(r'href="([^"]+)"[^>]*>\s*Download a backup',
                     client.get("/data/").get_data(as_text=True))
    downloaded = client.get(unescape(link.group(1))).data
    assert downloaded[:2] == b"\x1f\x8b"    # gzip
    assert gzip.decompress(downloaded) == plain.read_bytes()
    assert len(downloaded) < plain.stat().st_size / 4
