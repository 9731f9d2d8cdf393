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
from companion.games import GAMES
from companion.search import sentences
from tests.test_catalogues import played_to_the_end

PLAYS = 100
MOST_BYTES = 1.5 * 1024 * 1024
NAMES = ("Ana", "Ben", "Chloé", "Dario", "Eva")
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


def test_a_backup_of_100_finished_plays_of_every_game_stays_under_1_5_mb(app, client, tmp_path):
    tables = itertools.cycle((game, count) for game in GAMES.values()
                             for count in range(game.min_players, game.max_players + 1))
    for n, (game, count) in zip(range(PLAYS), tables, strict=False):
        played_to_the_end(app, client, game.slug, NAMES[:count], n % count)
    search.warm_vectors(app.config["DATABASE"], stand_in_model())   # as the server does
    plain = write_backup(app.config["DATABASE"], str(tmp_path / "backup.sqlite"))
    assert plain.stat().st_size < MOST_BYTES
    link = re.search(r'href="([^"]+)"[^>]*>\s*Download a backup',
                     client.get("/data/").get_data(as_text=True))
    downloaded = client.get(unescape(link.group(1))).data
    assert downloaded[:2] == b"\x1f\x8b"    # gzip
    assert gzip.decompress(downloaded) == plain.read_bytes()
    assert len(downloaded) < plain.stat().st_size / 4
