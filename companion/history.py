"""The group's history: plays found by game and player, how long each lasted, deleting one
(softly: it leaves the history and the statistics, never the database) and bringing it
back, renaming and merging players, and the statistics per game and player.

Players are the same person when their names have the same `name_key`, here as in the
SQL (db.connect registers `name_key` as an SQLite function). No Flask here: texts are
`Msg`, shown in the language of the page.
"""
import json
import statistics as stats
from dataclasses import dataclass, field
from datetime import UTC, datetime

import orjson
from sqlite_utils import Database

from companion.collation import name_order
from companion.db import select, select_one
from companion.errors import FieldError, IllegalAction, InvalidInput
from companion.games import get_game
from companion.i18n import Msg, Plural
from companion.names import NAME_MAX, name_key, text_problem, tidy_name
from companion.plays import read_state

PAGE_SIZE = 30
IN_HISTORY = "p.deleted IS NULL"
SEATED = ("EXISTS (SELECT 1 FROM json_each(p.players) AS seat "
          "WHERE name_key(json_extract(seat.value, '$.name')) = ?)")


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def minutes_between(first: str | None, last: str | None) -> int | None:
    """Whole minutes from the first event to the last; None before a second event."""
    if not first or not last or first == last:
        return None
    seconds = (datetime.fromisoformat(last) - datetime.fromisoformat(first)).total_seconds()
    return max(0, round(seconds / 60))


# --- the history --------------------------------------------------------------------------

def _play(row: dict) -> dict:
    return dict(row, players=json.loads(row["players"]), winners=json.loads(row["winners"]),
                minutes=minutes_between(row["first_event"], row["last_event"]))


PLAY_COLUMNS = """p.*,
    (SELECT min(created) FROM events AS e WHERE e.play_id = p.id) AS first_event,
    (SELECT max(created) FROM events AS e WHERE e.play_id = p.id) AS last_event"""


def history_plays(db: Database, game: str | None = None, player: str | None = None,
                  limit: int = PAGE_SIZE, offset: int = 0) -> list[dict]:
    """Plays in the history, newest first: of one game, of one player (by name_key), or
    all; each with its players and winners read, and `minutes` from first to last event."""
    where, params = [IN_HISTORY], []
    if game:
        where.append("p.game = ?")
        params.append(game)
    if player:
        where.append(SEATED)
        params.append(name_key(player))
    sql = (f"SELECT {PLAY_COLUMNS} FROM plays AS p WHERE {' AND '.join(where)} "
           "ORDER BY p.created DESC, p.rowid DESC LIMIT ? OFFSET ?")
    return [_play(row) for row in select(db, sql, [*params, limit, offset])]


def play_summary(db: Database, play_id: str) -> dict | None:
    """One play's row as the history shows it (deleted or not); None if there is none."""
    row = select_one(db, f"SELECT {PLAY_COLUMNS} FROM plays AS p WHERE p.id = ?", [play_id])
    return _play(row) if row else None


def event_times(db: Database, play_id: str) -> dict[int, str]:
    """When each event of a play was recorded, by its number."""
    return {row["seq"]: row["created"] for row in select(db,
        "SELECT seq, created FROM events WHERE play_id = ?", [play_id])}


def games_played(db: Database) -> list[str]:
    return [row["game"] for row in select(db,
        f"SELECT DISTINCT p.game FROM plays AS p WHERE {IN_HISTORY} ORDER BY p.game")]


def players(db: Database) -> list[dict]:
    """Everyone in the history, one entry per name_key: {"key", "name" (as last written),
    "plays"}, by name."""
    # Counted per spelling (orjson reads a group's lifetime of plays in milliseconds:
    # faster than SQLite's json_each), newest play first, so a spelling's first sight is
    # its latest; then the few spellings joined by name_key.
    spellings: dict[str, int] = {}
    for (seated,) in db.execute(f"SELECT p.players FROM plays AS p WHERE {IN_HISTORY} "
                                "ORDER BY p.created DESC, p.rowid DESC").fetchall():
        for player in orjson.loads(seated):
            name = player["name"]
            spellings[name] = spellings.get(name, 0) + 1
    found: dict[str, dict] = {}
    for name, plays in spellings.items():
        key = name_key(name)
        player = found.setdefault(key, {"key": key, "name": name, "plays": 0})
        player["plays"] += plays
    return sorted(found.values(), key=lambda p: name_order(p["name"]))


def player_name(db: Database, player: str) -> str | None:
    """The name as last written of the player `player` names (any spelling), if known."""
    key = name_key(player)
    return next((p["name"] for p in players(db) if p["key"] == key), None)


# --- deleting and restoring ---------------------------------------------------------------

def delete_play(db: Database, play_id: str) -> bool:
    """Take a play out of the history, statistics, known players and the CSV and BG Stats
    exports; its rows stay (backups, JSON export). False if it was not in the history."""
    cursor = db.execute("UPDATE plays SET deleted = ? WHERE id = ? AND deleted IS NULL",
                        [now(), play_id])
    return cursor.rowcount == 1


def restore_play(db: Database, play_id: str) -> bool:
    """Put a deleted play back; False if it was not deleted."""
    cursor = db.execute("UPDATE plays SET deleted = NULL WHERE id = ? AND deleted IS NOT NULL",
                        [play_id])
    return cursor.rowcount == 1


# --- renaming and merging players ---------------------------------------------------------

@dataclass(frozen=True)
class Rename:
    """What renaming `old` (as last written) does: the name it gives (`new`), the plays it
    changes and, when the name typed is already someone else's, that player's name as it
    stands (`merge_with`, then also `new`): their plays are joined."""

    old: str
    new: str
    plays: int
    merge_with: str | None = None


class MergeNeeded(IllegalAction):
    """The new name is another player's: a merge, done only once confirmed."""

    def __init__(self, plan: Rename):
        super().__init__(Msg("{new} is another player: confirm the merge.", new=plan.new))
        self.plan = plan


def _plays_of(db: Database, key: str) -> list[dict]:
    """Every play (deleted ones too) where a player has this name_key, newest first."""
    return [dict(row) for row in select(db,
        f"SELECT p.id, p.players, p.winners FROM plays AS p WHERE {SEATED} "
        "ORDER BY p.created DESC, p.rowid DESC", [key])]


def plan_rename(db: Database, old: str, new: str) -> Rename:
    """Check a rename; InvalidInput (at "new") when it cannot be done. Deleted plays count
    too: a play brought back must not seat one person twice."""
    problem = text_problem(new or "")
    new = tidy_name(new or "")
    old_key, new_key = name_key(old or ""), name_key(new)
    mine = _plays_of(db, old_key) if old_key else []
    if not mine:
        raise LookupError(old)
    spellings = _spellings(mine, old_key)
    error = None
    if problem:
        error = problem
    elif not new:
        error = Msg("Enter the new name.")
    elif len(new) > NAME_MAX:
        error = Msg("A name has at most {max} characters.", max=NAME_MAX)
    elif new_key == old_key and set(spellings) == {new}:
        error = Msg("{name} is already the name.", name=new)
    if error:
        raise InvalidInput([FieldError("new", error)])
    if new_key == old_key:
        return Rename(spellings[0], new, len(mine))
    theirs = _plays_of(db, new_key)
    shared = {p["id"] for p in mine} & {p["id"] for p in theirs}
    if shared:
        raise InvalidInput([FieldError("new", Plural(
            "{old} and {new} sat at the same table ({n} play), so they are two players: "
            "choose another name.",
            "{old} and {new} sat at the same table ({n} plays), so they are two players: "
            "choose another name.", len(shared), old=spellings[0], new=new))])
    if theirs:        # a merge: the plays join that player, under the name they have now
        existing = _spellings(theirs, new_key)[0]
        return Rename(spellings[0], existing, len(mine), existing)
    return Rename(spellings[0], new, len(mine))


def _spellings(plays: list[dict], key: str) -> list[str]:
    """The ways this player's name was written, the latest first."""
    found = [p["name"] for play in plays for p in json.loads(play["players"])
             if name_key(p["name"]) == key]
    return list(dict.fromkeys(found))


def _renamed(names: list, key: str, new: str) -> list:
    return [new if isinstance(n, str) and name_key(n) == key else n for n in names]


def rename_player(db: Database, old: str, new: str, merge: bool = False) -> Rename:
    """Rename a player in every play (seats, winners and results) in one transaction; with
    `merge`, also when `new` is another player's name, who then has both players' plays.
    MergeNeeded for a merge not confirmed; InvalidInput / LookupError as plan_rename."""
    db.execute("BEGIN IMMEDIATE")
    try:
        plan = plan_rename(db, old, new)
        if plan.merge_with and not merge:
            raise MergeNeeded(plan)
        key = name_key(old)
        for play in _plays_of(db, key):
            seats = [dict(p, name=plan.new) if name_key(p["name"]) == key else p
                     for p in json.loads(play["players"])]
            winners = _renamed(json.loads(play["winners"]), key, plan.new)
            # version + 1: the play's cached state (and its names) is stale now
            db.execute("UPDATE plays SET players = ?, winners = ?, version = version + 1 "
                       "WHERE id = ?", [json.dumps(seats), json.dumps(winners), play["id"]])
        db.execute("UPDATE results SET name = ? WHERE name_key(name) = ?", [plan.new, key])
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
    return plan


# --- statistics ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Result:
    seat: int
    key: str
    name: str
    total: int
    rank: int
    breakdown: dict[str, int]


@dataclass(frozen=True)
class FinishedPlay:
    id: str
    game: str
    created: str
    results: list[Result]


def _breakdowns(db: Database, play_id: str) -> dict[int, dict]:
    """The breakdown of each seat, from the play's ranking; none for a play whose game is
    gone or whose log no longer replays (its totals still count)."""
    try:
        state = read_state(db, play_id)
    except (IllegalAction, InvalidInput, LookupError, ValueError):
        return {}
    if state is None or state.ranking is None:
        return {}
    return {s.seat: dict(s.score.breakdown) for s in state.ranking.standings}


def fill_breakdowns(db: Database) -> int:
    """Results kept before they had their breakdown get it, from a replay of their play
    (once, at start-up, after the upgrade that added the column); how many plays."""
    missing = [row["play_id"] for row in select(
        db, "SELECT DISTINCT play_id FROM results WHERE breakdown IS NULL")]
    if not missing:
        return 0
    db.execute("BEGIN IMMEDIATE")
    try:
        for play_id in missing:
            for seat, breakdown in _breakdowns(db, play_id).items():
                db.execute("UPDATE results SET breakdown = ? WHERE play_id = ? AND seat = ?",
                           [json.dumps(breakdown, ensure_ascii=False), play_id, seat])
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
    return len(missing)


def _breakdown(text: str | None) -> dict[str, int]:
    try:
        found = orjson.loads(text) if text else {}
    except ValueError:
        return {}
    return found if isinstance(found, dict) else {}


def finished_plays(db: Database, game: str | None = None) -> list[FinishedPlay]:
    """Finished plays in the history, oldest first, each with every seat's result."""
    where, params = [IN_HISTORY, "p.status = 'finished'"], []
    if game:
        where.append("p.game = ?")
        params.append(game)
    rows = list(select(db, f"SELECT p.id, p.game, p.created FROM plays AS p "
                         f"WHERE {' AND '.join(where)} ORDER BY p.created, p.rowid", params))
    results: dict[str, list[Result]] = {}
    keys: dict[str, str] = {}      # a name's key, worked out once per spelling
    for row in select(db, "SELECT r.play_id, r.seat, r.name, r.total, r.rank, r.breakdown "
                        "FROM results AS r JOIN plays AS p ON p.id = r.play_id "
                        f"WHERE {' AND '.join(where)} ORDER BY r.seat", params):
        name = row["name"]
        key = keys.get(name) or keys.setdefault(name, name_key(name))
        results.setdefault(row["play_id"], []).append(Result(
            row["seat"], key, name, row["total"], row["rank"], _breakdown(row["breakdown"])))
    plays = [FinishedPlay(row["id"], row["game"], row["created"], results.get(row["id"], []))
             for row in rows]
    return [play for play in plays if play.results]


@dataclass
class PlayerStats:
    key: str
    name: str                # as last written
    scores: list[int] = field(default_factory=list)
    wins: int = 0
    categories: dict[str, list[int]] = field(default_factory=dict)

    @property
    def plays(self) -> int:
        return len(self.scores)

    @property
    def win_rate(self) -> float:
        return win_rate(self.wins, self.plays)

    @property
    def best(self) -> int:
        return max(self.scores)

    @property
    def average(self) -> float:
        return stats.fmean(self.scores)

    @property
    def median(self) -> float:
        return stats.median(self.scores)

    def category_average(self, category: str) -> float | None:
        values = self.categories.get(category)
        return stats.fmean(values) if values else None


def win_rate(wins: int, plays: int) -> float:
    """Wins per play, 0 to 1 (a shared first place is a win for each); 0 without plays."""
    return wins / plays if plays else 0.0


@dataclass(frozen=True)
class HeadToHead:
    """Two players over the finished plays they both played: who finished ahead."""

    first: str
    second: str
    plays: int
    first_ahead: int
    second_ahead: int

    @property
    def tied(self) -> int:
        return self.plays - self.first_ahead - self.second_ahead


def head_to_head(plays: list[FinishedPlay]) -> list[HeadToHead]:
    """Every pair that met, most plays together first; names as last written, the one
    ahead more often first."""
    names: dict[str, str] = {}
    met: dict[tuple[str, str], list[int]] = {}
    for play in plays:
        for r in play.results:
            names[r.key] = r.name
        for a in play.results:
            for b in play.results:
                if a.key < b.key:
                    tally = met.setdefault((a.key, b.key), [0, 0, 0])
                    tally[0] += 1
                    tally[1] += a.rank < b.rank
                    tally[2] += b.rank < a.rank
    pairs = []
    for (a, b), (together, a_ahead, b_ahead) in met.items():
        if b_ahead > a_ahead:
            a, b, a_ahead, b_ahead = b, a, b_ahead, a_ahead
        pairs.append(HeadToHead(names[a], names[b], together, a_ahead, b_ahead))
    return sorted(pairs, key=lambda h: (-h.plays, -h.first_ahead, name_order(h.first),
                                        name_order(h.second)))


@dataclass
class GameStats:
    game: str
    players: list[PlayerStats]       # most wins first
    categories: list[str]            # breakdown keys, in the game's order
    head_to_head: list[HeadToHead]
    plays: list[FinishedPlay]        # oldest first

    def category_rows(self) -> list[tuple[str, list[float | None], float | None]]:
        """Per breakdown category: each player's average (None: never scored it) and the
        highest of them (None when they are all the same: nobody stands out)."""
        rows = []
        for category in self.categories:
            averages = [p.category_average(category) for p in self.players]
            known = {a for a in averages if a is not None}
            rows.append((category, averages, max(known) if len(known) > 1 else None))
        return rows


def player_stats(plays: list[FinishedPlay]) -> list[PlayerStats]:
    """Per player (by name_key): scores, wins, points per breakdown category; most wins,
    then most plays, then by name."""
    found: dict[str, PlayerStats] = {}
    for play in plays:
        for r in play.results:
            player = found.setdefault(r.key, PlayerStats(r.key, r.name))
            player.name = r.name
            player.scores.append(r.total)
            player.wins += r.rank == 1
            for category, points in r.breakdown.items():
                player.categories.setdefault(category, []).append(points)
    return sorted(found.values(), key=lambda p: (-p.wins, -p.plays, name_order(p.name)))


def categories(plays: list[FinishedPlay]) -> list[str]:
    """The breakdown keys met, in the order the game gives them."""
    seen: dict[str, None] = {}
    for play in plays:
        for r in play.results:
            seen.update(dict.fromkeys(r.breakdown))
    return list(seen)


def statistics_stamp(db: Database) -> tuple:
    """Changes whenever what the statistics show can: a play finished, scored again,
    renamed, deleted or brought back (each of which adds or removes a finished play in the
    history, or gives it a new version); not when a play is started or played."""
    return tuple(db.execute(
        f"SELECT count(*), total(p.version), total(p.rowid), total(p.rowid * p.rowid), "
        f"max(p.created) FROM plays AS p WHERE {IN_HISTORY} AND p.status = 'finished'"
    ).fetchone())


def game_statistics(db: Database, game: str | None = None) -> list[GameStats]:
    """The statistics of every game with finished plays in the history (or of one)."""
    by_game: dict[str, list[FinishedPlay]] = {}
    for play in finished_plays(db, game):
        by_game.setdefault(play.game, []).append(play)
    return [GameStats(slug, player_stats(plays), categories(plays), head_to_head(plays), plays)
            for slug, plays in sorted(by_game.items(), key=lambda item: _game_order(item[0]))]


def _game_order(slug: str) -> tuple:
    game = get_game(slug)
    return (game.sort_name if game else slug, slug)


# --- a chart of scores over time ----------------------------------------------------------

@dataclass(frozen=True)
class Point:
    x: float
    y: float
    total: int
    play: int               # 0 = the oldest play shown


@dataclass(frozen=True)
class Series:
    name: str
    points: list[Point]

    @property
    def path(self) -> str:
        return " ".join(f"{'M' if i == 0 else 'L'}{p.x:.1f},{p.y:.1f}"
                        for i, p in enumerate(self.points))


@dataclass(frozen=True)
class Chart:
    """Everything an SVG of scores over time needs, in its viewBox units."""

    width: int
    height: int
    left: int
    top: int
    right: int
    bottom: int
    ticks: list[tuple[int, float]]         # (score, y)
    series: list[Series]
    plays: list[FinishedPlay]


CHART_PLAYS = 20
CHART_WIDTH, CHART_HEIGHT = 340, 190
MARGIN = {"left": 34, "top": 10, "right": 12, "bottom": 26}


def nice_step(span: float, ticks: int = 4) -> int:
    """A round step (1, 2, 5, 10, 20, 50...) giving about `ticks` intervals over `span`."""
    raw = max(span / ticks, 1)
    magnitude = 10 ** (len(str(int(raw))) - 1)
    return next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw)


def score_chart(plays: list[FinishedPlay], players: list[PlayerStats],
                last: int = CHART_PLAYS) -> Chart | None:
    """The last `last` plays' scores, one series per player who played one of them, in
    `players`' order; None when there is nothing to draw."""
    shown = plays[-last:]
    if not shown:
        return None
    totals = [r.total for play in shown for r in play.results]
    step = nice_step(max(totals) - min(0, min(totals)))
    low = min(0, (min(totals) // step) * step)
    high = max(step, -(-max(totals) // step) * step)
    left, top = MARGIN["left"], MARGIN["top"]
    plot_w = CHART_WIDTH - left - MARGIN["right"]
    plot_h = CHART_HEIGHT - top - MARGIN["bottom"]

    def x(index: int) -> float:
        return left + (plot_w * index / (len(shown) - 1) if len(shown) > 1 else plot_w / 2)

    def y(score: float) -> float:
        return top + plot_h * (high - score) / (high - low)

    series = []
    for player in players:
        points = [Point(x(i), y(r.total), r.total, i) for i, play in enumerate(shown)
                  for r in play.results if r.key == player.key]
        if points:
            series.append(Series(player.name, points))
    ticks = [(value, y(value)) for value in range(low, high + 1, step)]
    return Chart(CHART_WIDTH, CHART_HEIGHT, left, top, MARGIN["right"], MARGIN["bottom"],
                 ticks, series, shown)
