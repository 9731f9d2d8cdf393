"""A play as an append-only event log, and its state computed from the events.

Every action names the sequence number it follows. Appending checks it inside one
`BEGIN IMMEDIATE` transaction, so two phones acting at once cannot both write the same
step: the second gets a Conflict carrying the current state.
"""
import json
import random
import secrets
from collections import OrderedDict
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlite_utils import Database

from companion.errors import IllegalAction
from companion.games import get_game
from companion.games.base import Game, TrackerView
from companion.ranking import Ranking, rank_players


@dataclass
class PlayState:
    id: str
    game: Game
    players: list[dict]
    created: str
    seq: int = 0
    phase: str = "setup"
    first_seat: int | None = None
    turn: Any = None
    entries: dict[int, dict] = field(default_factory=dict)   # raw score entry per seat
    parsed: dict[int, Any] = field(default_factory=dict)
    ranking: Ranking | None = None

    @property
    def names(self) -> list[str]:
        return [p["name"] for p in self.players]

    def tracker(self) -> TrackerView | None:
        if self.turn is None:
            return None
        return self.game.tracker_view(self.turn, self.names)


class Conflict(Exception):
    """Someone else acted first; `state` is the play as it now stands."""

    def __init__(self, state: PlayState):
        super().__init__("Someone else just played.")
        self.state = state


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def create_play(db: Database, game: Game, players: list[dict]) -> str:
    """Store a new play; players are {"name", "color"} in clockwise seat order."""
    play_id = secrets.token_urlsafe(12)
    db.execute("INSERT INTO plays (id, game, players, created, status) VALUES (?, ?, ?, ?, ?)",
               [play_id, game.slug, json.dumps(players), now(), "setup"])
    return play_id


def _apply(state: PlayState, kind: str, data: dict) -> None:
    """Fold one event into the state (in place); IllegalAction/InvalidInput if not allowed."""
    game = state.game
    if kind == "first_player":
        if state.phase != "setup":
            raise IllegalAction("The first player is already chosen.")
        seat = data.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(
                state.players):
            raise IllegalAction("Choose one of the players.")
        state.first_seat, state.phase = seat, "playing"
        state.turn = game.start(len(state.players), seat, data.get("setup") or {})
    elif kind == "to_scoring":
        if state.phase not in ("setup", "playing"):
            raise IllegalAction("The play is already at scoring.")
        state.phase = "scoring"
    elif kind == "score":
        _apply_score(state, data)
    else:
        if state.phase != "playing":
            raise IllegalAction("That action belongs to the turns of the game.")
        state.turn = game.apply(state.turn, kind, data)
        if game.is_over(state.turn):
            state.phase = "scoring"


def _apply_score(state: PlayState, data: dict) -> None:
    if state.phase not in ("scoring", "finished"):
        raise IllegalAction("Scoring starts when the game is over.")
    seat = data.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(state.players):
        raise IllegalAction("Choose one of the players.")
    state.parsed[seat] = state.game.parse_player(data.get("entry"), "entry")
    state.entries[seat] = data.get("entry")
    if len(state.parsed) == len(state.players):
        scores = state.game.score([(state.names[s], state.parsed[s])
                                   for s in range(len(state.players))])
        state.ranking = rank_players(scores, state.game.tie_breaks)
        state.phase = "finished"


def _play_row(db: Database, play_id: str) -> dict | None:
    rows = list(db.query("SELECT * FROM plays WHERE id = ?", [play_id]))
    return rows[0] if rows else None


def load_state(db: Database, play_id: str) -> PlayState | None:
    """The current state of a play, replayed from its events; None if there is no such play."""
    row = _play_row(db, play_id)
    if row is None:
        return None
    game = get_game(row["game"])
    if game is None:
        return None
    state = PlayState(row["id"], game, json.loads(row["players"]), row["created"])
    for event in db.query("SELECT * FROM events WHERE play_id = ? ORDER BY seq", [play_id]):
        _apply(state, event["kind"], json.loads(event["data"]))
        state.seq = event["seq"]
    return state


_READ_CACHE: OrderedDict[tuple, PlayState] = OrderedDict()
READ_CACHE_SIZE = 256


def read_state(db: Database, play_id: str) -> PlayState | None:
    """The play for pages and the API to show (read-only): replayed once per event number.

    Replaying and scoring on every page view would cost more than the rest of the page;
    the play row's version changes with every append and undo, so a cached state is
    never stale. Code that changes a play uses load_state inside its transaction.
    """
    row = _play_row(db, play_id)
    if row is None:
        return None
    key = (play_id, row["created"], row["version"])
    if key in _READ_CACHE:
        _READ_CACHE.move_to_end(key)
        return _READ_CACHE[key]
    state = load_state(db, play_id)
    if state is not None:
        _READ_CACHE[key] = state
        while len(_READ_CACHE) > READ_CACHE_SIZE:
            _READ_CACHE.popitem(last=False)
    return state


def _store_summary(db: Database, state: PlayState) -> None:
    """Keep the play row and its results in step with the events (same transaction)."""
    winners = state.ranking.winners if state.ranking else []
    finished = now() if state.phase == "finished" else None
    db.execute("UPDATE plays SET status = ?, last_seq = ?, winners = ?, finished = ?, "
               "version = version + 1 WHERE id = ?",
               [state.phase, state.seq, json.dumps(winners), finished, state.id])
    db.execute("DELETE FROM results WHERE play_id = ?", [state.id])
    if state.ranking:
        for seat, standing in enumerate(state.ranking.standings):
            db.execute("INSERT INTO results (play_id, seat, name, total, rank) "
                       "VALUES (?, ?, ?, ?, ?)",
                       [state.id, seat, standing.score.name, standing.score.total, standing.rank])


def _in_transaction(db: Database, play_id: str, after: int, change) -> PlayState:
    db.execute("BEGIN IMMEDIATE")
    try:
        state = load_state(db, play_id)
        if state is None:
            raise LookupError(play_id)
        if state.seq != after:
            raise Conflict(state)
        change(state)
        _store_summary(db, state)
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
    return state


def append_event(db: Database, play_id: str, after: int, kind: str, data: dict) -> PlayState:
    """Record one action that follows event number `after`, and return the new state."""
    def change(state: PlayState) -> None:
        _apply(state, kind, data)
        state.seq += 1
        db.execute("INSERT INTO events (play_id, seq, kind, data, created) VALUES (?, ?, ?, ?, ?)",
                   [play_id, state.seq, kind, json.dumps(data), now()])
    return _in_transaction(db, play_id, after, change)


def undo(db: Database, play_id: str, after: int) -> PlayState:
    """Take back the last event (which must be number `after`)."""
    def change(state: PlayState) -> None:
        if state.seq == 0:
            raise IllegalAction("There is nothing to undo.")
        db.execute("DELETE FROM events WHERE play_id = ? AND seq = ?", [play_id, state.seq])
        fresh = load_state(db, play_id)
        state.__dict__.update(fresh.__dict__)
    return _in_transaction(db, play_id, after, change)


def first_player_event(game: Game, players: int, seat: int | None) -> dict:
    """The first-player event: the chosen seat (or a random one) and the game's own draws."""
    rng = random.Random()
    if seat is None:
        seat = rng.randrange(players)
    return {"seat": seat, "setup": game.random_setup(players, rng)}


def recent_plays(db: Database, limit: int = 20, offset: int = 0) -> list[dict]:
    rows = db.query("SELECT * FROM plays ORDER BY created DESC, rowid DESC LIMIT ? OFFSET ?",
                    [limit, offset])
    return [dict(r, players=json.loads(r["players"]), winners=json.loads(r["winners"]))
            for r in rows]


def known_players(db: Database) -> list[dict]:
    """Players of earlier plays, most recent first, with the colour they last used."""
    seen: dict[str, dict] = {}
    for row in db.query("SELECT players FROM plays ORDER BY created DESC LIMIT 200"):
        for player in json.loads(row["players"]):
            seen.setdefault(player["name"].casefold(), player)
    return list(seen.values())



def player_statistics(db: Database) -> list[dict]:
    """Per game and player name: finished plays, wins, best and average total."""
    sql = """SELECT p.game, r.name, count(*) AS plays,
                    sum(CASE WHEN r.rank = 1 THEN 1 ELSE 0 END) AS wins,
                    max(r.total) AS best, round(avg(r.total), 1) AS average
             FROM results r JOIN plays p ON p.id = r.play_id
             WHERE p.status = 'finished'
             GROUP BY p.game, r.name COLLATE NOCASE
             ORDER BY p.game, wins DESC, plays DESC, r.name"""
    return [dict(row) for row in db.query(sql)]
