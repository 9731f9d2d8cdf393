"""Results follow the group's settings at once, finished plays included.

A play is scored with the group's settings as they stand (plays.follow_settings, on every
replay). When the group answers or changes a setting, every play of that game gets a new
version, so no page or state kept under the old one is shown again, and each finished
play's results and winners, which the history, the statistics and the exports read, are
scored again: all in the transaction that stores the answer.
"""
import json
from typing import Any

from sqlite_utils import Database

from companion import settings
from companion.db import select
from companion.games import GAMES
from companion.games.base import Game
from companion.plays import load_state, result_rows


def save_settings(db: Database, game: Game, values: dict[str, Any]) -> int:
    """Store the group's answers for `game` and score its plays with them, all or nothing;
    how many finished plays were scored again."""
    db.execute("BEGIN IMMEDIATE")
    try:
        settings.write(db, game, values)
        count = rescore(db, game.slug)
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
    return count


def rescore(db: Database, slug: str, plays: list[str] | None = None, *,
            new_version: bool = True) -> int:
    """The game's plays (or those of `plays`) scored with the settings stored now, inside
    the caller's transaction: each a new version (unless `new_version` is False: plays no
    page has shown yet), each finished one's results and winners written again; how many
    finished plays."""
    game = GAMES.get(slug)
    if game is None or not game.settings:
        return 0
    if plays is None:
        plays = [row["id"] for row in select(db, "SELECT id FROM plays WHERE game = ?", [slug])]
    finished = []
    for play_id in plays:
        if new_version:
            db.execute("UPDATE plays SET version = version + 1 WHERE id = ?", [play_id])
        state = load_state(db, play_id)
        if state is None or state.phase != "finished":
            continue
        finished.append(play_id)
        winners = state.ranking.winners if state.ranking else []
        db.execute("UPDATE plays SET winners = ? WHERE id = ?", [json.dumps(winners), play_id])
        db.execute("DELETE FROM results WHERE play_id = ?", [play_id])
        db.conn.executemany("INSERT INTO results (play_id, seat, name, total, rank, breakdown) "
                            "VALUES (?, ?, ?, ?, ?, ?)", result_rows(state))
    return len(finished)
