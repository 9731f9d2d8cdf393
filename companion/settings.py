"""Values a group enters once per game (printed on their copy, or a reading the sources
leave open) and the app remembers."""
import json
from datetime import UTC, datetime
from typing import Any

from sqlite_utils import Database

from companion.db import kept_read, select
from companion.errors import InvalidInput
from companion.games.base import Game
from companion.games.fields import convert


def load(db: Database, game: Game) -> dict[str, Any]:
    return dict(kept_read(db, ("settings", game.slug), lambda fresh: _read(fresh, game)))


def _read(db: Database, game: Game) -> dict[str, Any]:
    rows = select(db, "SELECT key, value FROM settings WHERE game = ?", [game.slug])
    return {row["key"]: json.loads(row["value"]) for row in rows}


def missing(db: Database, game: Game) -> list:
    """The required settings the group has not entered yet."""
    known = load(db, game)
    return [s for s in game.settings if s.required and s.key not in known]


def parse(game: Game, raw: dict, *, from_form: bool) -> dict[str, Any]:
    """Typed settings from a form or JSON; InvalidInput at the field when impossible.
    An optional setting left empty is simply not set."""
    fields = tuple(s.field for s in game.settings)
    given = {k: v for k, v in raw.items() if v not in ("", None)}
    optional = {s.key for s in game.settings if not s.required}
    values = convert(tuple(f for f in fields if f.name in given or f.name not in optional),
                     given, seats=0, from_form=from_form)
    errors = game.check_settings(values)
    if errors:
        raise InvalidInput(errors)
    return values


def save(db: Database, game: Game, values: dict[str, Any]) -> None:
    """Store the values, all or none (the connection is in autocommit mode). The plays
    follow them through companion.rescoring.save_settings, which the pages use."""
    db.execute("BEGIN IMMEDIATE")
    try:
        write(db, game, values)
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def write(db: Database, game: Game, values: dict[str, Any]) -> None:
    """The values in place of the game's others, inside the caller's transaction."""
    now = datetime.now(UTC).isoformat(timespec="seconds")
    db.execute("DELETE FROM settings WHERE game = ?", [game.slug])
    for key, value in values.items():
        db.execute("INSERT INTO settings (game, key, value, updated) VALUES (?, ?, ?, ?)",
                   [game.slug, key, json.dumps(value), now])
