"""Numbers a group enters once for a game (printed on their copy) and the app remembers."""
import json
from datetime import UTC, datetime

from sqlite_utils import Database

from companion.games.base import Game


def load(db: Database, game: Game) -> dict[str, int]:
    rows = db.query("SELECT key, value FROM settings WHERE game = ?", [game.slug])
    return {row["key"]: json.loads(row["value"]) for row in rows}


def missing(db: Database, game: Game) -> bool:
    known = load(db, game)
    return any(s.key not in known for s in game.settings)


def save(db: Database, game: Game, values: dict[str, int]) -> None:
    now = datetime.now(UTC).isoformat(timespec="seconds")
    with db.conn:
        for key, value in values.items():
            db.execute("INSERT INTO settings (game, key, value, updated) VALUES (?, ?, ?, ?) "
                       "ON CONFLICT (game, key) DO UPDATE SET value = excluded.value, "
                       "updated = excluded.updated", [game.slug, key, json.dumps(value), now])


def with_settings(db: Database, game: Game, data: dict) -> dict:
    """An action's data with the game's remembered numbers, so replays score the same."""
    if not game.settings:
        return data
    return dict(data, settings=load(db, game))
