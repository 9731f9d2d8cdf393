"""Builds tests/fixtures/release-0.1.0.sqlite: a database as the 0.1.0 release leaves it.

Run once with the 0.1.0 code (`python -m tests.make_release_fixture FILE`); the file it
made is committed, and test_upgrade.py opens a copy with today's code. Running it again
with newer code would make a database of the newer schema, which proves nothing: keep the
committed file.

What it holds: for every game, plays in each phase (setup, playing, scoring, finished),
one play with an action taken back (undo), the Towers' prestige settings, and one
unanswered rules question.
"""
import sys
from pathlib import Path

from companion.db import connect, init_db
from companion.games import GAMES
from companion.games.base import Game
from companion.plays import append_event, create_play, first_player_event, load_state, undo
from companion.search import save_unanswered
from companion.settings import save as save_settings
from companion.settings import with_settings

NAMES = [("Ana", "red"), ("Ben", "blue"), ("Chloé", "green"), ("Dario", "yellow")]
ENTRIES = {  # one player's score entry per game, higher first
    "ankhor": [{"tiles": [{"row": 0, "col": 0, "color": "green", "animal": "jackal",
                           "points": 3, "level": 0}], "leftover_tokens": 4},
               {"tiles": []}],
    "egizia": [{"score": 41, "stones": 3, "tomb_tiles": [4]}, {"score": 35}],
    "pyramids": [{"glyphs": {"pyramid": 2}}, {}],
    "towers-of-arkhanos": [{"prestige": 17, "spellbook": 2}, {"prestige": 15}],
}
TOWERS_SETTINGS = {"outer.most": 5, "outer.second": 3, "outer.tie": 2,
                   "central.most": 3, "central.second": 2, "central.tie": 1}


def players(count: int) -> list[dict]:
    return [{"name": name, "color": color} for name, color in NAMES[:count]]


def one_action(db, game: Game, play: str, seq: int) -> int:
    """Take the first tracker action the game accepts without input; the new event number."""
    for action in load_state(db, play).tracker().actions:
        try:
            append_event(db, play, seq, action.kind, with_settings(db, game, {}))
        except Exception:  # the game refuses it here: try the next one
            continue
        return seq + 1
    raise RuntimeError(f"{game.slug}: no action without input")


def start(db, game: Game, count: int) -> tuple[str, int]:
    play = create_play(db, game, players(count))
    append_event(db, play, 0, "first_player", first_player_event(game, count, 0))
    return play, 1


def build(db) -> None:
    init_db(db)
    save_settings(db, GAMES["towers-of-arkhanos"], TOWERS_SETTINGS)
    for game in GAMES.values():
        create_play(db, game, players(game.min_players))            # setup
        play, seq = start(db, game, 3)                               # playing, one undo
        seq = one_action(db, game, play, seq)
        seq = one_action(db, game, play, seq)
        undo(db, play, seq)
        play, seq = start(db, game, 2)                               # scoring
        append_event(db, play, seq, "to_scoring", {})
        play, seq = start(db, game, 2)                               # finished
        seq = one_action(db, game, play, seq)
        append_event(db, play, seq, "to_scoring", {})
        for seat, entry in enumerate(ENTRIES[game.slug]):
            append_event(db, play, seq + 1 + seat, "score", {"seat": seat, "entry": entry})
    save_unanswered(db, GAMES["ankhor"], "can we play with five?")


def main(path: str) -> None:
    if Path(path).exists():
        sys.exit(f"{path} exists: remove it first.")
    db = connect(path)
    build(db)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.execute("PRAGMA journal_mode=DELETE")  # one self-contained file
    db.conn.close()


if __name__ == "__main__":
    main(sys.argv[1])
