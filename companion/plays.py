"""A play as an append-only event log, and its state computed from the events.

Every action names the last event its phone had seen (`after`). Conflicts come from what
changes, not from the position in the log: an event touches some things (one seat's score
entry, the turn, or everything), and a new action is refused only when an event after
`after` touched the same thing. Two phones saving two players' scores against the same
`after` both succeed; the same score saved twice is a Conflict that carries both versions.
Undo appends an "undo" event (nothing is ever deleted), so event numbers never repeat.
The settings a game declares are attached here, to every event of that game. What a phone
sends comes in through companion.record, which checks it and writes it with write_event.
"""
import json
import random
import secrets
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any

from sqlite_utils import Database

from companion import first_play as first_play_mode
from companion import settings as group_settings
from companion.db import kept_read, select, select_one
from companion.errors import FieldError, IllegalAction, InvalidInput
from companion.games import get_game
from companion.games.ahead import turns_ahead
from companion.games.base import Game, ScoreContext, TrackerView
from companion.games.entries import counts_of, is_totals
from companion.i18n import Joined, Msg
from companion.kept import Kept
from companion.names import name_error, name_key, tidy_name
from companion.ranking import Ranking, rank_players

EVERYTHING = "*"
TABLE_WIDE = ("first_player", "to_scoring", "undo")  # events that change the whole play
# A setup step ticked (or unticked) touches that step only; the first-play choice only
# itself: two phones ticking two steps both succeed.
SETUP_TICK, FIRST_PLAY = "setup_tick", "first_play"
RESERVED = (*TABLE_WIDE, "score", SETUP_TICK, FIRST_PLAY)   # no game's action takes these
PLAY_ID_LENGTH = 16
ENVELOPE = ("settings", "action_id")   # what the play layer adds to an event's data


@dataclass(frozen=True)
class Happening:
    """One event as the play remembers it: what it touched and what it did, in words."""

    seq: int
    kind: str
    touches: frozenset[str]
    text: str                 # "{0} took 3 tokens"; {seat} placeholders for names
    undone: bool = False
    action_id: str | None = None   # the phone's id for the action, so a retry is not a twin


@dataclass
class PlayState:
    id: str
    game: Game
    players: list[dict]
    created: str
    seq: int = 0
    version: int = 0          # the play row's: +1 on every action and every rename
    phase: str = "setup"
    first_seat: int | None = None
    turn: Any = None
    entries: dict[int, dict] = field(default_factory=dict)   # typed score entry per seat
    parsed: dict[int, Any] = field(default_factory=dict)
    ranking: Ranking | None = None
    settings: dict[str, Any] = field(default_factory=dict)
    history: list[Happening] = field(default_factory=list)
    ticked: frozenset[int] = frozenset()    # setup steps ticked, by their number
    first_play: bool = False                # explanations shown the first time things come up
    explained: frozenset[str] = frozenset()  # what the first play has explained and is done

    @property
    def names(self) -> list[str]:
        return [p["name"] for p in self.players]

    @property
    def revision(self) -> tuple:
        """Names this play as it stands: its pages are kept under it."""
        return self.id, self.created, self.version

    @property
    def tracked(self) -> bool:
        """The tracker followed the play to its end: what it knows (tracked_entry) is not
        asked again. Tracking stopped before the end, the entry asks for it, prefilled."""
        return self.turn is not None and self.game.is_over(self.turn)

    def tracked_so_far(self, seat: int) -> dict:
        """What the tracker knew for a seat when tracking stopped before the end."""
        if self.turn is None or self.tracked:
            return {}
        return self.game.tracked_entry(self.turn, seat)

    def tracker(self) -> TrackerView | None:
        if self.turn is None:
            return None
        return self.game.tracker_view(self.turn, self.names)

    def turns_ahead(self):
        """What a phone can show of the next turns without the server (None but while
        playing): companion.games.ahead.TurnsAhead."""
        if self.phase != "playing" or self.turn is None:
            return None
        return turns_ahead(self.game, self.turn, self.names, self.settings)

    def context(self) -> ScoreContext:
        return ScoreContext(turn=self.turn, settings=self.settings)

    def scoring_order(self) -> list[int]:
        return self.game.scoring_order(self.turn, len(self.players), self.settings)

    def entry_fields(self):
        return self.game.entry_fields(self.tracked)

    def changes_since(self, after: int) -> list[Happening]:
        return [h for h in self.history if h.seq > after]

    def copy(self) -> "PlayState":
        """A copy to change: the cached state of a committed event is never changed."""
        return replace(self, entries=dict(self.entries), parsed=dict(self.parsed),
                       history=list(self.history))


class Conflict(Exception):
    """Someone changed the same thing first: `state` is the play now, `clashes` the events
    that touched it since the phone last looked."""

    def __init__(self, state: PlayState, clashes: list[Happening]):
        super().__init__("Someone else just changed this.")
        self.state = state
        self.clashes = clashes


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def touches(kind: str, data: dict) -> frozenset[str]:
    """What an event changes: one seat's score, one setup step, the first-play choice,
    the tracked turn, or everything."""
    if kind == "score":
        return frozenset({f"score:{data.get('seat')}"})
    if kind == SETUP_TICK:
        return frozenset({f"setup:{data.get('step')}"})
    if kind == FIRST_PLAY:
        return frozenset({FIRST_PLAY})
    if kind == "first_player":    # starts the turns: a tick the phone had not seen is no clash
        return frozenset({"turn"})
    if kind in TABLE_WIDE:
        return frozenset({EVERYTHING})
    return frozenset({"turn"})


def overlaps(a: frozenset[str], b: frozenset[str]) -> bool:
    return EVERYTHING in a or EVERYTHING in b or bool(a & b)


def clashes(state: "PlayState", after: int, kind: str, data: dict) -> list["Happening"]:
    """Events since `after` that touched what this action touches."""
    mine = touches(kind, data)
    return [h for h in state.changes_since(after) if overlaps(h.touches, mine)]


# --- playing the events -------------------------------------------------------------------

def _apply(state: PlayState, kind: str, data: dict, strict: bool = True) -> str:
    """Fold one event into `state` (in place); returns what it did, in words.
    IllegalAction / InvalidInput when the rules or the entry do not allow it. `strict` is
    for what is entered now; a replay reads what was recorded under the rules of then."""
    if "settings" in data:
        state.settings = data["settings"]
    values = {k: v for k, v in data.items() if k not in ENVELOPE}
    if kind == "first_player":
        return _start(state, values)
    if kind == "to_scoring":
        if state.phase not in ("setup", "playing"):
            raise IllegalAction(Msg("The play is already at scoring."))
        state.phase = "scoring"
        return Msg("Went to scoring")
    if kind == "score":
        return _apply_score(state, values, strict)
    if kind == SETUP_TICK:
        return _tick(state, values)
    if kind == FIRST_PLAY:
        state.first_play = values.get("on") is True
        return Msg("First play: explanations on") if state.first_play else Msg(
            "First play: explanations off")
    if state.phase != "playing":
        raise IllegalAction(Msg("That action belongs to the turns of the game."))
    turn = state.turn
    before = len(state.game.log_lines(turn))
    state.turn = state.game.apply(turn, kind, values, state.settings)
    if state.game.is_over(state.turn):
        state.phase = "scoring"
    return (Joined("; ", state.game.log_lines(state.turn)[before:])
            or _offered_label(state, turn, kind))


def _offered_label(state: PlayState, turn: Any, kind: str) -> str:
    """An action the game logs no line for, in words: its button's label on the tracker
    as it was then ("Next phase: Boats"), else the game's label for its kind."""
    seats = [f"{{{seat}}}" for seat in range(len(state.players))]  # names put in when shown
    action = state.game.tracker_view(turn, seats).action(kind)
    return action.label if action else event_label(state.game, kind, len(state.players))


# The play's own kinds, in words; a game's kinds are named by its actions' labels.
PLAY_EVENT_LABELS = {"first_player": Msg("First player chosen"),
                     "to_scoring": Msg("Went to scoring"), "score": Msg("Score entered"),
                     "undo": Msg("Took back an action")}


def event_label(game: Game, kind: str, seats: int) -> str:
    """What an event of `kind` is, in words, for the log and the conflict messages: the
    label of the action of that kind the game offers (every kind it takes has one)."""
    if kind in PLAY_EVENT_LABELS:
        return PLAY_EVENT_LABELS[kind]
    action = next((a for a in game.actions_offered(seats) if a.kind == kind), None)
    return action.label if action else Msg("An action of the game")


def _start(state: PlayState, data: dict) -> str:
    if state.phase != "setup":
        raise IllegalAction(Msg("The first player is already chosen."))
    seat, setup = data.get("seat"), data.get("setup") or {}
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(
            state.players):
        raise IllegalAction(Msg("Choose one of the players."))
    if seat != state.game.start_seat(setup, seat):   # one start player, by construction
        raise IllegalAction(Msg("The first player must be the one the game's own draws "
                                "name."))
    state.turn = state.game.start(len(state.players), seat, setup)
    state.first_seat, state.phase = seat, "playing"
    return Msg("{player} starts", player=f"{{{seat}}}")


def _tick(state: PlayState, data: dict) -> str:
    if state.phase != "setup":
        raise IllegalAction(Msg("Setup is over: the play has started."))
    steps = state.game.setup_steps(len(state.players))
    step, done = data.get("step"), data.get("done")
    if not isinstance(step, int) or isinstance(step, bool) or not 0 <= step < len(steps):
        raise InvalidInput([FieldError("step", Msg("Choose one of the setup steps."))])
    if not isinstance(done, bool):
        raise InvalidInput([FieldError("done", Msg("Say whether the step is done."))])
    state.ticked = state.ticked | {step} if done else state.ticked - {step}
    if done:
        return Msg("Setup: {step} done", step=steps[step].title)
    return Msg("Setup: {step} not done after all", step=steps[step].title)


def read_score_entry(state: PlayState, seat: int, entry: dict, strict: bool = True) -> Any:
    """A seat's score entry, counted or typed totals, typed and read whole; `strict`, also
    checked against what a real table can show (a new entry; a recorded one is read as it
    was accepted)."""
    game = state.game
    typed = game.typed_entry(entry, tracked=state.tracked, seats=len(state.players),
                             prefix="entry.", strict=False)
    if is_totals(entry):
        known = game.tracked_totals(state.turn, seat) if state.tracked else {}
    else:
        known = game.tracked_entry(state.turn, seat) if state.tracked else {
            # recorded when a stopped tracker's values were not asked: those values, as then
            key: value for key, value in state.tracked_so_far(seat).items()
            if key not in entry}
    parsed = game.entry_of(typed, "entry.", known)
    errors = game.check_any(parsed, "entry.", state.settings) if strict else []
    mine = counts_of(parsed)
    if strict and not errors and mine is not None:   # beside the others' saved entries
        others = [counts_of(state.parsed[s]) for s in sorted(state.parsed) if s != seat]
        others = [other for other in others if other is not None]
        errors = [e for e in game.check_entries(others + [mine],
                                                [""] * len(others) + ["entry."])
                  if e.field.startswith("entry.")]
    if errors:
        raise InvalidInput(errors)
    return parsed


def _apply_score(state: PlayState, data: dict, strict: bool = True) -> str:
    if state.phase not in ("scoring", "finished"):
        raise IllegalAction(Msg("Scoring starts when the game is over."))
    seat = data.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(state.players):
        raise InvalidInput([FieldError("seat", Msg("Choose one of the players."))])
    entry = data.get("entry") or {}
    parsed = read_score_entry(state, seat, entry, strict)
    state.parsed[seat] = parsed
    state.entries[seat] = entry
    if len(state.parsed) == len(state.players):
        state.ranking = _ranked(state)
        state.phase = "finished"
    return Msg("{player}: score entered", player=f"{{{seat}}}")


def _ranked(state: PlayState) -> Ranking:
    scores = state.game.score_table([(state.names[s], state.parsed[s])
                                     for s in range(len(state.players))], state.context())
    return rank_players(scores, state.game.tie_breaks)


def follow_settings(state: PlayState, settings: dict[str, Any]) -> None:
    """Score the play with the group's settings as they are now: an answer given after a
    play finished decides its results at once. (Each event keeps the settings of its
    time, which its tracker action was played under.)"""
    if not state.game.settings:
        return
    state.settings = dict(settings)
    if state.ranking is not None:
        state.ranking = _ranked(state)


def preview_score(state: PlayState, data: dict) -> Ranking:
    """The table scored with one more (typed) score entry, nothing stored: the other
    players' saved entries, the tracked values and the settings, as a save would be."""
    trial = state.copy()
    _apply_score(trial, data)
    if trial.ranking is not None:
        return trial.ranking
    seats = sorted(trial.parsed)
    context = replace(trial.context(), seats=seats)
    ranking = rank_players(state.game.score_table(
        [(state.names[s], trial.parsed[s]) for s in seats], context), state.game.tie_breaks)
    for standing in ranking.standings:
        standing.seat = seats[standing.seat]
    return ranking


def replay(game: Game, row: dict, events: list[dict]) -> PlayState:
    """The state after every event of a play, undone events skipped."""
    state = PlayState(row["id"], game, json.loads(row["players"]), row["created"],
                      version=row["version"])
    undone = {json.loads(e["data"]).get("seq") for e in events if e["kind"] == "undo"}
    texts: dict[int, str] = {}
    for event in events:
        data = json.loads(event["data"])
        kind, seq = event["kind"], event["seq"]
        if kind == "undo":
            text = Msg("Took back: {action}", action=texts.get(data.get("seq"),
                                                                 Msg("an action")))
        elif seq in undone:
            text = texts[seq] = _describe_undone(state, kind, data)
        else:
            text = texts[seq] = first_play_mode.around(
                state, kind, data, lambda kind=kind, data=data: _replay_one(state, kind, data))
        state.history.append(Happening(seq, kind, touches(kind, data), text, seq in undone,
                                       data.get("action_id")))
        state.seq = seq
    return state


def _replay_one(state: PlayState, kind: str, data: dict) -> str:
    """A recorded tracker action the rules now refuse (they were made stricter after it
    was recorded) stays in the log, said plainly, instead of making the play unreadable."""
    try:
        return _apply(state, kind, data, strict=False)
    except IllegalAction as exc:
        if kind in TABLE_WIDE or kind == "score":
            raise
        return Msg("{action}: kept as recorded, not counted ({reason})",
                   action=event_label(state.game, kind, len(state.players)),
                   reason=exc.args[0] if exc.args else "")


def _describe_undone(state: PlayState, kind: str, data: dict) -> str:
    """A taken-back event in the words of its log line: played again on a copy of the play
    as the log stands before it; the label of its kind if that is refused now."""
    if kind == "score":
        return Msg("{player}: score entered", player=f"{{{data.get('seat')}}}")
    try:
        return _apply(state.copy(), kind, data, strict=False)
    except (IllegalAction, InvalidInput):
        return event_label(state.game, kind, len(state.players))


# --- storage ------------------------------------------------------------------------------

def _play_row(db: Database, play_id: str) -> dict | None:
    return select_one(db, "SELECT * FROM plays WHERE id = ?", [play_id])


def load_state(db: Database, play_id: str) -> PlayState | None:
    """The current state of a play, replayed from its events and scored with the group's
    settings as they are; None if there is no such play."""
    row = _play_row(db, play_id)
    game = get_game(row["game"]) if row else None
    if game is None:
        return None
    events = list(select(db, "SELECT * FROM events WHERE play_id = ? ORDER BY seq", [play_id]))
    state = replay(game, row, events)
    follow_settings(state, group_settings.load(db, game))
    return state


class _StateCache:
    """Committed states by play and version: a page view or a save costs no replay.

    Server threads share it. A cached state is never changed in place (changes work on
    `PlayState.copy()`).
    """

    def __init__(self, size: int = 256):
        self.states: Kept[tuple[tuple, PlayState]] = Kept(size)

    def get(self, play_id: str, version: tuple) -> PlayState | None:
        cached = self.states.get(play_id)
        return cached[1] if cached is not None and cached[0] == version else None

    def put(self, play_id: str, version: tuple, state: PlayState) -> None:
        self.states.put(play_id, (version, state))


# A table follows a play or two at a time; a state of a long play weighs 100 KB or so.
_CACHE = _StateCache(64)


def _version(row: dict) -> tuple:
    return (row["created"], row["version"])


def play_row(db: Database, play_id: str) -> dict | None:
    """The play's row as committed, read again only after the database changed."""
    return kept_read(db, ("play", play_id), lambda fresh: _play_row(fresh, play_id))


def read_state(db: Database, play_id: str) -> PlayState | None:
    """The play as committed, for pages and the API (never change it: copy() first)."""
    row = play_row(db, play_id)
    if row is None:
        return None
    cached = _CACHE.get(play_id, _version(row))
    if cached is not None:
        return cached
    state = load_state(db, play_id)
    if state is not None:
        _CACHE.put(play_id, _version(row), state)
    return state


def _store_summary(db: Database, state: PlayState) -> None:
    """Keep the play row and its results in step with the events (same transaction)."""
    winners = state.ranking.winners if state.ranking else []
    finished = now() if state.phase == "finished" else None
    db.execute("UPDATE plays SET status = ?, last_seq = ?, winners = ?, finished = ?, "
               "version = version + 1 WHERE id = ?",
               [state.phase, state.seq, json.dumps(winners), finished, state.id])
    db.execute("DELETE FROM results WHERE play_id = ?", [state.id])
    db.conn.executemany("INSERT INTO results (play_id, seat, name, total, rank, breakdown) "
                        "VALUES (?, ?, ?, ?, ?, ?)", result_rows(state))


def result_rows(state: PlayState) -> list[tuple]:
    """The results table's rows of a play: (play_id, seat, name, total, rank, breakdown)."""
    return [(state.id, s.seat, s.score.name, s.score.total, s.rank,
             json.dumps(dict(s.score.breakdown), ensure_ascii=False))
            for s in (state.ranking.standings if state.ranking else ())]


def _with_settings(db: Database, game: Game, data: dict) -> dict:
    """An action's data with the group's settings, so replays score the same."""
    if not game.settings:
        return data
    return dict(data, settings=group_settings.load(db, game))


def write_event(db: Database, state: PlayState, kind: str, data: dict,
                action_id: str | None = None) -> PlayState:
    """Fold one event, its data typed and checked, into a copy of `state` and store it,
    inside the caller's transaction: the play as it will be once committed (`keep` it
    then). IllegalAction / InvalidInput when the rules or the entry do not allow it; the
    caller rolls back."""
    if kind == "undo":
        state = _undo(db, state)
    else:
        data = _with_settings(db, state.game, data)
        if action_id:
            data = dict(data, action_id=action_id)
        state = state.copy()
        text = first_play_mode.around(state, kind, data, lambda: _apply(state, kind, data))
        state.seq += 1
        state.history.append(Happening(state.seq, kind, touches(kind, data), text, False,
                                       action_id))
        db.execute("INSERT INTO events (play_id, seq, kind, data, created) "
                   "VALUES (?, ?, ?, ?, ?)",
                   [state.id, state.seq, kind, json.dumps(data), now()])
    _store_summary(db, state)
    return replace(state, version=state.version + 1)


def keep(state: PlayState) -> None:
    """A state just committed: pages and the next action read it without a replay."""
    _CACHE.put(state.id, (state.created, state.version), state)


def recorded_as(state: PlayState, action_id: str) -> int | None:
    """The event number an action with this id was recorded as (a retry is not a twin)."""
    return next((h.seq for h in state.history if h.action_id == action_id), None)


def _undo(db: Database, state: PlayState) -> PlayState:
    undone = {h.seq for h in state.history if h.undone}
    target = next((h for h in reversed(state.history)
                   if h.kind != "undo" and h.seq not in undone), None)
    if target is None:
        raise IllegalAction(Msg("There is nothing to undo."))
    db.execute("INSERT INTO events (play_id, seq, kind, data, created) VALUES (?, ?, ?, ?, ?)",
               [state.id, state.seq + 1, "undo", json.dumps({"seq": target.seq}), now()])
    return load_state(db, state.id)


# --- plays --------------------------------------------------------------------------------

PLAYER_COLORS = ("red", "blue", "green", "yellow", "black", "white", "purple", "orange")
COLOR_NAMES = {"red": Msg("red"), "blue": Msg("blue"), "green": Msg("green"),
               "yellow": Msg("yellow"), "black": Msg("black"), "white": Msg("white"),
               "purple": Msg("purple"), "orange": Msg("orange")}


def table_errors(game: Game, players: list[dict]) -> list[FieldError]:
    """Who sits at a new play, checked once for the form and the API: the game's player
    count, a name each (one player per name), a colour each (one player per colour)."""
    errors: list[FieldError] = []
    names: set[str] = set()
    colors: set[str] = set()
    for i, player in enumerate(players):
        name, color = player.get("name"), player.get("color")
        wrong = name_error(name, f"players[{i}].name")
        if wrong:
            errors.append(wrong)
        elif name_key(name) in names:
            errors.append(FieldError(f"players[{i}].name",
                                     Msg("{name} is already at the table.", name=tidy_name(name))))
        else:
            names.add(name_key(name))
        if color not in PLAYER_COLORS:
            errors.append(FieldError(f"players[{i}].color", Msg(
                "Choose one of: {colors}.", colors=Joined(", ", list(COLOR_NAMES.values())))))
        elif color in colors:
            errors.append(FieldError(f"players[{i}].color", Msg(
                "Another player has {color}: choose a colour of your own.",
                color=COLOR_NAMES[color])))
        else:
            colors.add(color)
    if len(players) > game.max_players:
        errors.append(FieldError("players", Msg("{game} takes at most {n} players.",
                                                game=game.name, n=game.max_players)))
    if len(players) < game.min_players:
        errors.append(FieldError("players", Msg(
            "{game} needs at least {n} players: enter a name.", game=game.name,
            n=game.min_players)))
    return errors


def new_play_id() -> str:
    """16 characters of URL-safe base64: the play's address is its capability. Never with
    "-" first: a spreadsheet reads that as a formula, so the CSV export would show the id
    with a quote before it (transfer.spreadsheet_cell)."""
    while (play_id := secrets.token_urlsafe(12)).startswith("-"):
        pass
    return play_id


def is_play_id(text: str) -> bool:
    return (isinstance(text, str) and len(text) == PLAY_ID_LENGTH
            and all(c.isalnum() or c in "-_" for c in text))


def create_play(db: Database, game: Game, players: list[dict],
                play_id: str | None = None, first_play: bool = False,
                only_scoring: bool = False) -> str:
    """Store a new play (players {"name", "color"} clockwise). With the id the new-play
    form was given, sending the form twice (Back, then submit) makes one play only; an id
    that already names a play of another table (a form filled again with new names) makes
    a new play: only the same form sent again opens the same play. A first play
    (explanations on) says so in its first event; a play for its scoring only (nothing
    tracked) goes to scoring in its first event."""
    if play_id and is_play_id(play_id):
        row = _play_row(db, play_id)
        if row is not None and (row["game"] != game.slug
                                or json.loads(row["players"]) != players):
            play_id = None
    play_id = play_id if play_id and is_play_id(play_id) else new_play_id()
    seated = [dict(p, name=tidy_name(p["name"])) for p in players]
    state = None
    db.execute("BEGIN IMMEDIATE")
    try:
        cursor = db.execute("INSERT OR IGNORE INTO plays (id, game, players, created, "
                            "status) VALUES (?, ?, ?, ?, ?)",
                            [play_id, game.slug, json.dumps(seated), now(), "setup"])
        if first_play and cursor.rowcount == 1:
            state = write_event(db, load_state(db, play_id), FIRST_PLAY, {"on": True})
        if only_scoring and cursor.rowcount == 1:
            state = write_event(db, state or load_state(db, play_id), "to_scoring", {})
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
    if state is not None:
        keep(state)
    return play_id


def first_player_event(game: Game, players: int, seat: int | None) -> dict:
    """The first-player event: the game's own draws and the seat that starts (the chosen
    one, or a random one, unless the draws decide it: Game.start_seat)."""
    rng = random.Random()
    if seat is None:
        seat = rng.randrange(players)
    setup = game.random_setup(players, rng)
    return {"seat": game.start_seat(setup, seat), "setup": setup}


def recent_plays(db: Database, limit: int = 20, offset: int = 0) -> list[dict]:
    """Plays in the history (deleted ones left out), newest first."""
    rows = select(db, "SELECT * FROM plays WHERE deleted IS NULL "
                    "ORDER BY created DESC, rowid DESC LIMIT ? OFFSET ?", [limit, offset])
    return [dict(r, players=json.loads(r["players"]), winners=json.loads(r["winners"]))
            for r in rows]


def known_players(db: Database) -> list[dict]:
    """Players of earlier plays, most recent first, with the colour they last used."""
    seen: dict[str, dict] = {}
    for row in select(db, "SELECT players FROM plays WHERE deleted IS NULL "
                        "ORDER BY created DESC LIMIT 200"):
        for player in json.loads(row["players"]):
            seen.setdefault(name_key(player["name"]), player)
    return list(seen.values())
