"""The contract every game satisfies, and the small value types games and pages share.

A game is a package under `companion/games/` whose `GAME` is an instance of a `Game`
subclass. Pages, the JSON API, the play log and the PDFs only talk to a game through the
methods below; they never read a game's own state objects. Games receive typed values
only: companion.record converts form strings and JSON with the fields a game declares.
"""
import importlib
import random
import re
import sys
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from companion.errors import FieldError, InvalidInput
from companion.games.entries import (
    ANSWERS,
    TIE_BREAK,
    TOTALS,
    TYPED,
    Counted,
    Totals,
    answers_of,
    counts_of,
    given_values,
    typed_values,
)
from companion.games.fields import Field, Int, convert, unknown_fields
from companion.i18n import Joined, Msg
from companion.names import name_error, name_key, tidy_name


@dataclass(frozen=True)
class SetupStep:
    title: str
    detail: str
    page: int | None = None
    entry: str | None = None    # the rules entry a first play explains it with


@dataclass(frozen=True)
class Action:
    """A button on the tracker: what a player did, with the values it needs."""

    kind: str
    label: str
    fields: tuple[Field, ...] = ()
    hint: str = ""
    folded: bool = False    # seldom needed now: the tracker keeps it folded away
    entry: str | None = None    # the rules entry a first play explains it with


@dataclass(frozen=True)
class Reminder:
    """A rule worth saying now; `entry` names the rules entry that explains it."""

    text: str
    entry: str | None = None
    page: int | None = None


# --- the table at a glance: what the tracker's drawing shows (the web layer draws it) ---

@dataclass(frozen=True)
class Track:
    """Each player's marker on a line of spaces, front first: a score track, tiles placed.
    `goal` is the space that ends something (13 tiles), when there is one."""

    label: str
    markers: tuple[tuple[int, int], ...]      # (seat, value), front first
    goal: int | None = None
    kind = "track"


@dataclass(frozen=True)
class TurnOrder:
    """Who plays in what order, first first (and what decides it, in `note`)."""

    label: str
    seats: tuple[int, ...]
    note: str = ""
    kind = "order"


@dataclass(frozen=True)
class Rounds:
    """Round `current` of `total`."""

    label: str
    current: int
    total: int
    kind = "rounds"


@dataclass(frozen=True)
class Tile:
    """A numbered tile in the middle of the table: who took it, or set aside."""

    number: int
    name: str
    seat: int | None = None
    out: bool = False


@dataclass(frozen=True)
class Tiles:
    label: str
    tiles: tuple[Tile, ...]
    kind = "tiles"


@dataclass(frozen=True)
class Stack:
    """A tower of floors: the floor being built now, and per finished floor who took most."""

    name: str
    floor: int
    won: tuple[tuple[int, ...], ...] = ()


@dataclass(frozen=True)
class Stacks:
    label: str
    stacks: tuple[Stack, ...]
    kind = "stacks"


Drawing = Track | TurnOrder | Rounds | Tiles | Stacks


@dataclass
class TrackerView:
    """Everything the tracker page shows, computed by the game from its state."""

    round: int
    current_seat: int | None
    next_seat: int | None
    actions: list[Action]
    reminders: list[Reminder]
    seat_counters: dict[int, list[tuple[str, Any]]]
    seat_order: list[int] = field(default_factory=list)  # how the table list is ordered
    status: str = ""
    log: list[str] = field(default_factory=list)
    drawing: tuple[Drawing, ...] = ()   # the table at a glance, drawn above the actions

    def action(self, kind: str) -> Action | None:
        return next((a for a in self.actions if a.kind == kind), None)


@dataclass
class PlayerScore:
    """One player's scored result. `stats` feeds the tie-breaks; `details` the breakdown page:
    plain data only (codes, numbers, lists, tuples), sent as it is, while words go in
    `warnings`, which are shown in the reader's language. A game scoring part of a table
    (ScoreContext.seats) names in `pending` what the others' entries may still change."""

    name: str
    total: int
    breakdown: dict[str, int]
    warnings: list[str] = field(default_factory=list)
    stats: dict[str, Any] = field(default_factory=dict)
    details: dict[str, Any] = field(default_factory=dict)
    # Breakdown keys that wait for entries not in yet (a floor's majority before every
    # player's meeples are entered): the total is provisional until they are.
    pending: tuple[str, ...] = ()


@dataclass(frozen=True)
class TieExplanation:
    """Why two players on the same total stand as they do, in words. `awaits` names the
    setting whose answer decides it while the group has not given one (the results link
    to that question); `asks` the tie values (Game.tie_fields) the two players' entries
    lack and that would decide it (the results ask for them)."""

    text: str
    awaits: str | None = None
    asks: tuple[str, ...] = ()


@dataclass(frozen=True)
class TieBreak:
    """A tie-break criterion. `key` is larger for the player it favours.

    `wins` and `goes_ahead` are the whole sentences that explain a tie it decides, for first
    place and for a place further down, each one catalogue text with the placeholders
    {ahead}, {behind}, {points} (each has), {mine} and {theirs} (`shown` of each): a
    translation is then written as a sentence, not assembled from parts. Every game of ours
    has them; a game without them gets a sentence built around `wins_with`.

    A game whose reason differs from pair to pair gives `explain(ahead, behind, first)`
    instead: the whole explanation of the tie, said for first place or not; it is also
    asked when no tie-break separates the two, and then says what is missing to decide
    it (None: nothing is, they share the place).

    `asks` names the stat the key reads when an entry may lack it (a player who typed
    their totals): the tie value of Game.tie_fields of that name, None in `stats` until
    given. The ranking then stops at this tie-break for those players and the results ask
    for it."""

    wins_with: str  # "fewer tiles"
    key: Callable[[PlayerScore], Any]
    shown: Callable[[PlayerScore], str]  # "11 tiles"
    wins: str | None = None
    goes_ahead: str | None = None
    explain: Callable[[PlayerScore, PlayerScore, bool], TieExplanation | None] | None = None
    asks: str | None = None

    def knows(self, score: PlayerScore) -> bool:
        """Whether the player's entry carries what this tie-break compares."""
        if self.asks is not None:
            return score.stats.get(self.asks) is not None
        try:
            self.key(score)
        except KeyError:       # a game that names no tie values: typed totals lack it
            return False
        return True


@dataclass(frozen=True)
class Setting:
    """A value printed on the group's copy, or a reading the sources leave open.

    The app asks for it once, remembers it per game and hands it to the game with every
    action; it never invents a default. A setting that is not `required` is asked for
    only when a score needs it (e.g. an obelisk of 6 stages); its `until_needed` tells the
    group when that is, under the field.
    """

    field: Field
    required: bool = True
    until_needed: Msg | None = None

    @property
    def key(self) -> str:
        return self.field.name


@dataclass(frozen=True)
class ScoreContext:
    """What scoring knows beyond the players' entries.

    `turn` is the tracked game state (None when the play was not tracked or for the
    stateless API); `settings` the group's values; `table` the values the stateless API
    takes once per table (the game's `table_fields`).
    """

    turn: Any = None
    settings: dict[str, Any] = field(default_factory=dict)
    table: dict[str, Any] = field(default_factory=dict)
    seats: list[int] | None = None   # the seat of each entry, when not every seat is scored

    def seat_of(self, index: int) -> int:
        return self.seats[index] if self.seats is not None else index


@dataclass(frozen=True)
class Aid:
    """A printable player aid: `printables/<game>/<slug>.html`."""

    slug: str
    title: str
    description: str


# --- the teach: a first play explained, built from the rules entries -------------------

TEACH_SECTIONS = ("goal", "components", "turn", "round", "end", "scoring", "mistakes")


@dataclass(frozen=True)
class TeachPart:
    """A rules entry read out in the teach: the statements numbered (from 0), or all."""

    entry: str
    statements: tuple[int, ...] = ()


@dataclass(frozen=True)
class WorkedExample:
    """A scoring example the teach draws as a score sheet, scored by the game itself from
    entries as the score API takes them. `entry` is the rules entry that tells it; `source`
    where it comes from, as a statement names it ("rulebook p. 7", or "our reading" when
    our sources hold no worked example of the rulebook)."""

    entry: str
    source: str
    players: tuple[tuple[str, dict], ...]
    settings: dict = field(default_factory=dict)


def each_kind_once(actions: list[Action]) -> list[Action]:
    """Actions without repeats, the first declaration of each kind kept."""
    first: dict[str, Action] = {}
    for action in actions:
        first.setdefault(action.kind, action)
    return list(first.values())


def with_names(line: str, names: list[str]) -> str:
    """A log line with each "{seat}" placeholder replaced by that player's name.

    A regex rather than str.format: a line may carry text a player typed, braces and all.
    """
    def name(match: re.Match) -> str:
        seat = int(match.group(1))
        return names[seat] if seat < len(names) else match.group(0)
    return re.sub(r"\{(\d+)\}", name, str(line))    # str(): in the language of the moment


def recent_log(log: tuple[str, ...], names: list[str], count: int = 6) -> list[str]:
    """The last actions, with the players' names."""
    return [with_names(line, names) for line in log[-count:]]


class Game(ABC):
    """A game: its data as class attributes, its rules as the methods below."""

    slug: str = ""
    name: str = ""
    min_players: int = 2
    max_players: int = 4
    summary: str = ""
    # The game's id on BoardGameGeek, which BG Stats matches games by; None where no source
    # we found gives it (the BG Stats link then names the game only).
    bgg_id: int | None = None
    breakdown_labels: dict[str, str] = {}
    tie_breaks: list[TieBreak] = []
    aids: list[Aid] = []
    settings: tuple[Setting, ...] = ()
    settings_help: str = ""
    # Values the stateless score API takes once per table (e.g. floors scored at the end).
    table_fields: tuple[Field, ...] = ()
    # The teach, in the order teachers use (TEACH_SECTIONS): rules entries, the same ids
    # in every language; and the scoring example it draws (templates/games/<slug>/
    # worked_example.html draws it).
    teach: dict[str, tuple[TeachPart, ...]] = {}
    worked_example: WorkedExample | None = None
    # The rules reference's section titles the game words its own way, by section key.
    section_titles: dict[str, Msg] = {}
    # How the play starts: most games pick a first player; some deal turn tiles instead.
    start_title: str = Msg("First player")
    start_label: str = Msg("Pick the first player at random")
    group_picks_first: bool = True
    # The fields of the tracker's state that only count (prestige, cards built): never
    # whose turn it is, what it offers or what its rules refuse. The turns ahead are
    # worked out without telling states apart by them (conformance tests check it).
    tracker_counts: tuple[str, ...] = ()

    @property
    def sort_name(self) -> str:
        """How lists order games: by name, a leading article ignored."""
        return self.name.casefold().removeprefix("the ")

    @property
    def content_dir(self) -> Path:
        """The game's own folder: its module and its rules content files."""
        return Path(sys.modules[type(self).__module__].__file__).parent

    # --- setup -----------------------------------------------------------------------
    @abstractmethod
    def setup_steps(self, players: int) -> list[SetupStep]:
        """The setup checklist for exactly this player count."""

    def random_setup(self, seats: int, rng: random.Random) -> dict:
        """Random draws the game makes at the start (stored in the event, so replays agree)."""
        return {}

    # --- tracking ----------------------------------------------------------------------
    def start_seat(self, setup: dict, chosen: int) -> int:
        """Who starts: the seat chosen (or drawn), unless the game's own draws decide it
        (the holder of turn tile 1, where turn tiles are dealt). The first-player event
        stores this seat, so the log, the results and every export name the same player."""
        return chosen

    @abstractmethod
    def start(self, seats: int, first_seat: int, setup: dict) -> Any:
        """The state at the first turn; `setup` is what random_setup drew, `first_seat`
        what start_seat says."""

    @abstractmethod
    def apply(self, turn: Any, kind: str, values: dict, settings: dict) -> Any:
        """The state after one action, `values` typed by the action's fields; raises
        IllegalAction if the rules forbid it now. The play keeps some kinds for itself
        (companion.plays.RESERVED): no action of a game takes them."""

    @abstractmethod
    def tracker_view(self, turn: Any, names: list[str]) -> TrackerView:
        """What the tracker shows, including the actions possible now."""

    def log_lines(self, turn: Any) -> tuple[str, ...]:
        """What happened so far, a line per action, "{seat}" standing for a player's name."""
        return turn.log

    def is_over(self, turn: Any) -> bool:
        """Whether the tracked game has ended (every game's state says so in `over`)."""
        return turn.over

    @abstractmethod
    def actions_offered(self, seats: int) -> list[Action]:
        """Every action the tracker can offer with this many players (for the API's
        description): each kind once, with its fields."""

    def example_move(self, view: TrackerView) -> tuple[str, dict]:
        """What an example player does when the tracker offers `view.actions`: the first
        action, with example values. A game overrides it when that would never end."""
        action = view.actions[0]
        return action.kind, {f.name: f.example() for f in action.fields}

    def scoring_order(self, turn: Any, seats: int, settings: dict) -> list[int]:
        """The order players enter the end-game scoring (seat order unless a game says)."""
        return list(range(seats))

    # --- scoring -----------------------------------------------------------------------
    @abstractmethod
    def entry_fields(self, tracked: bool) -> tuple[Field, ...]:
        """One player's score entry. With `tracked`, what the tracker already knows
        (`tracked_entry`) is left out: the server adds it, the player never types it."""

    @abstractmethod
    def example_entry(self) -> dict[str, Any]:
        """One player's score entry as the JSON API takes it (an untracked play)."""

    def tracked_entry(self, turn: Any, seat: int) -> dict[str, Any]:
        """Entry values the tracked state knows for this seat (e.g. prestige so far)."""
        return {}

    def entry_view(self) -> dict[str, Any]:
        """What the game's own entry partial and script show (colours, card layouts…);
        empty for the games whose entry is drawn from their declared fields. `modes`, when
        given, are the game's own ways of counting an entry ((value, label), its partial
        drawing a section for each), shown beside "Our totals"."""
        return {}

    def entry_mode(self, raw: dict[str, Any]) -> str:
        """Which of the game's ways of counting made an entry (`entry_view`'s modes)."""
        return "count"

    def parse_entry(self, values: dict[str, Any], where: str = "") -> Any:
        """One player's typed entry checked as a whole; InvalidInput if impossible."""
        return values

    @abstractmethod
    def score(self, entries: list[tuple[str, Any]], context: ScoreContext) -> list[PlayerScore]:
        """Every player's score, in the order given."""

    def check_entry(self, entry: Any, where: str = "") -> list[FieldError]:
        """What no real table can show (a card resting on nothing…). New entries are
        refused for it; entries recorded before a check existed still load."""
        return []

    def check_entries(self, entries: list[Any], where: list[str]) -> list[FieldError]:
        """What no real table can show with these entries together (more meeples on a
        floor than it holds), at the fields of each entry that holds it (`where`: each
        entry's field prefix, "entry." or "players[1]."). A new entry is refused for it
        beside those saved; entries recorded before the check still load."""
        return []

    def read_entry(self, raw: Any, *, tracked: bool = False, seats: int = 1,
                   prefix: str = "", settings: dict[str, Any] | None = None) -> Any:
        """A new entry from JSON values, in either form (`typed_entry`): typed, keys not
        declared refused (but the player's name), read whole (`entry_of`), then checked."""
        values = self.typed_entry(raw, tracked=tracked, seats=seats, prefix=prefix,
                                  also=("name",))
        entry = self.entry_of(values, prefix)
        errors = self.check_any(entry, prefix, settings or {})
        if errors:
            raise InvalidInput(errors)
        return entry

    # --- our totals: an entry as a paper pad holds it --------------------------------
    # Categories of the breakdown the rules decide across players (majorities): counted
    # when every entry carries the counts, typed otherwise.
    shared_categories: tuple[str, ...] = ()
    # (lowest, highest) points of a category that no table can pass; (0, 999) unless said.
    category_limits: dict[str, tuple[int, int]] = {}

    def totals_fields(self, tracked: bool = False) -> tuple[Field, ...]:
        """One whole number per category of the breakdown; with `tracked`, the categories
        the tracker knows (`tracked_totals`) are left out: the server adds them."""
        known = self.tracked_categories if tracked else ()
        return tuple(Int(key, label, low=self.category_limits.get(key, (0, 999))[0],
                         high=self.category_limits.get(key, (0, 999))[1], default=0)
                     for key, label in self.breakdown_labels.items() if key not in known)

    def shared_settled(self, entry: Any, category: str) -> bool:
        """Whether a counted entry's points in a shared category need nobody else's
        counts (nothing of it on the table: an empty tomb scores no majority)."""
        return False

    # Categories a tracker that followed the play to its end knows for each player.
    tracked_categories: tuple[str, ...] = ()

    def tracked_totals(self, turn: Any, seat: int) -> dict[str, int]:
        """Points of `tracked_categories` the tracked state knows for this seat."""
        return {}

    def check_totals(self, totals: Totals, where: str,
                     settings: dict[str, Any]) -> list[FieldError]:
        """Typed points no table can show (a majority's points not a multiple of its
        value, tie values that contradict them…), each at its field: `where` is the
        entry's prefix ("entry."), the points are under "totals.", tie values under
        "tie_break."."""
        return []

    def totals_warnings(self, totals: Totals) -> list[str]:
        """Typed points that are unlikely though possible."""
        return []

    def tie_fields(self, totals: bool) -> tuple[Field, ...]:
        """What a tie-break compares that an entry does not carry (typed totals, with
        `totals`): the results ask for it, for the tied players only, when a tie needs it."""
        return ()

    def totals_stats(self, totals: Totals) -> dict[str, Any]:
        """The stats the tie-breaks read, for a player who typed their totals (a tie value
        not given yet is None: TieBreak.asks)."""
        return {f.name: totals.tie.get(f.name) for f in self.tie_fields(True)}

    def typed_entry(self, raw: Any, *, tracked: bool = False, seats: int = 1,
                    prefix: str = "", from_form: bool = False, strict: bool = True,
                    stored: bool = False, also: tuple[str, ...] = ()) -> dict[str, Any]:
        """One player's entry typed by what it declares, in either form: counted (the
        game's `entry_fields`, with the answers the results asked for: `tie_break`, the
        `tie_fields(False)`, and `typed`, points of `shared_categories`) or our totals
        (`{"totals": …, "tie_break": …}`: `totals_fields` and `tie_fields(True)`).
        `strict` refuses keys neither declares (but `also`); `stored`, structures are
        kept as sent, as events store them. InvalidInput lists every problem."""
        if not isinstance(raw, Mapping):
            raise InvalidInput([FieldError(prefix.rstrip(".") or "entry",
                                           Msg("Send an object."))])
        errors: list[FieldError] = []
        values: dict[str, Any] = {}
        common = dict(seats=seats, from_form=from_form, strict=strict)
        totals = TOTALS in raw
        if totals:
            mixed = [f.name for f in self.entry_fields(False) if f.name in raw]
            if strict and mixed:
                errors.append(FieldError(f"{prefix}{TOTALS}", Msg(
                    "An entry is either counted or typed totals, not both: send {fields} or "
                    "the totals.", fields=Joined(", ", mixed))))
            if strict:
                errors += unknown_fields((TOTALS, TIE_BREAK, *also, *mixed), raw, prefix)
            points = {} if raw[TOTALS] is None else raw[TOTALS]
            if not isinstance(points, Mapping):
                errors.append(FieldError(f"{prefix}{TOTALS}", Msg(
                    "Our totals: an object with the points of each category.")))
            else:
                try:
                    values[TOTALS] = typed_values(self.totals_fields(tracked), points,
                                                  prefix=f"{prefix}{TOTALS}.", stored=stored,
                                                  **common)
                except InvalidInput as exc:
                    errors += exc.errors
        else:
            own = {key: value for key, value in raw.items() if key not in ANSWERS}
            try:
                values = typed_values(self.entry_fields(tracked), own, prefix=prefix,
                                      stored=stored, also=also, **common)
            except InvalidInput as exc:
                errors += exc.errors
            shared = tuple(f for f in self.totals_fields() if f.name in self.shared_categories)
            try:
                typed = given_values(shared, raw.get(TYPED), prefix=f"{prefix}{TYPED}.",
                                     **common)
                if typed:
                    values[TYPED] = typed
            except InvalidInput as exc:
                errors += exc.errors
        try:
            tie = given_values(self.tie_fields(totals), raw.get(TIE_BREAK),
                               prefix=f"{prefix}{TIE_BREAK}.", **common)
            if tie:
                values[TIE_BREAK] = tie
        except InvalidInput as exc:
            errors += exc.errors
        if errors:
            raise InvalidInput(errors)
        return values

    def entry_of(self, values: dict[str, Any], where: str = "",
                 known: dict[str, Any] | None = None) -> Any:
        """An entry read whole from typed values (`typed_entry`): Totals, or the game's own
        (`parse_entry`), in a Counted when it carries answers. `known` is what the tracker
        knows for the seat: `tracked_entry` for a counted entry, `tracked_totals` for
        typed totals."""
        known = known or {}
        if TOTALS in values:
            return Totals({**values[TOTALS], **known}, dict(values.get(TIE_BREAK) or {}))
        own = {key: value for key, value in values.items() if key not in ANSWERS}
        entry = self.parse_entry({**own, **known}, where)
        tie, typed = values.get(TIE_BREAK) or {}, values.get(TYPED) or {}
        return Counted(entry, dict(tie), dict(typed)) if tie or typed else entry

    def check_any(self, entry: Any, where: str, settings: dict[str, Any]) -> list[FieldError]:
        """What no table can show, for an entry of either form."""
        if isinstance(entry, Totals):
            return self.check_totals(entry, where, settings)
        return self.check_entry(counts_of(entry), where)

    def score_totals(self, name: str, totals: Totals) -> PlayerScore:
        """A player's typed totals as a score: the breakdown as typed."""
        breakdown = {key: totals.points.get(key, 0) for key in self.breakdown_labels}
        return PlayerScore(name, sum(breakdown.values()), breakdown,
                           warnings=self.totals_warnings(totals),
                           stats=self.totals_stats(totals), details={"entered": TOTALS})

    def score_table(self, entries: list[tuple[str, Any]], context: ScoreContext
                    ) -> list[PlayerScore]:
        """Every player's score, counted entries and typed totals together, in the order
        given: the game scores the counted ones (`score`), the totals stand as typed. A
        shared category (majorities) of a counted entry is the game's count only when
        every entry carries the counts; otherwise it is the points typed for it (`typed`),
        and pending until they are (unless `shared_settled`)."""
        counted = [i for i, (_, entry) in enumerate(entries) if counts_of(entry) is not None]
        scores: list[PlayerScore | None] = [None] * len(entries)
        if counted:
            some = context if len(counted) == len(entries) else replace(
                context, seats=[context.seat_of(i) for i in counted])
            own = self.score([(entries[i][0], counts_of(entries[i][1])) for i in counted], some)
            for i, score in zip(counted, own, strict=True):
                scores[i] = score
        lacking = len(counted) < len(entries)     # some typed totals: no counts to compare
        for i, (name, entry) in enumerate(entries):
            if i not in counted:
                scores[i] = self.score_totals(name, entry)
                continue
            tie, typed = answers_of(entry)
            if not lacking:
                scores[i] = _with_answers(scores[i], tie, {}, ())
                continue
            unsettled = tuple(key for key in self.shared_categories
                              if not self.shared_settled(counts_of(entry), key))
            scores[i] = _with_answers(scores[i], tie, typed, unsettled)
        return scores

    def check_settings(self, values: dict[str, Any]) -> list[FieldError]:
        """Settings that cannot all be true at once (e.g. second place above first)."""
        return []


    # --- printable aids ----------------------------------------------------------------
    def aid_facts(self, players: int | None) -> dict:
        """The numbers the printable aids show, for one player count (None: every count).

        The aids' text lives in the templates; their numbers come from here, so they agree
        with the rest of the app. Each game keeps them in its package's `aids.py`
        (`facts(players)`, built from the game module's constants); this adds `players`
        and `counts` (the player counts the sheet covers).
        """
        counts = range(self.min_players, self.max_players + 1)
        if players is not None and players not in counts:
            raise ValueError(f"{self.name} takes {self.min_players} to {self.max_players} "
                             f"players, not {players}.")
        package = sys.modules[type(self).__module__].__package__
        facts = importlib.import_module(f"{package}.aids").facts(players)
        return {**facts, "players": players,
                "counts": [players] if players is not None else list(counts)}

    # --- the stateless score request, shared by every game --------------------------
    def parse_score_request(self, body: Any, settings: dict[str, Any] | None = None
                            ) -> tuple[list[tuple[str, Any]], ScoreContext]:
        """A whole score request, `{"players": [{"name": ..., <entry>}], <table fields>}`."""
        if not isinstance(body, dict):
            raise InvalidInput([FieldError("body", Msg(
                "Send a JSON object with a 'players' list."))])
        players = body.get("players")
        if not isinstance(players, list) or not players:
            raise InvalidInput([FieldError("players", Msg("Give a list of 1 or more players."))])
        if len(players) > self.max_players:
            raise InvalidInput([FieldError("players", Msg(
                "{game} takes at most {n} players.", game=self.name, n=self.max_players))])
        errors: list[FieldError] = []
        parsed: list[tuple[str, Any]] = []
        seen: set[str] = set()
        for i, raw in enumerate(players):
            prefix = f"players[{i}]"
            if not isinstance(raw, dict):
                errors.append(FieldError(prefix, Msg("Each player must be an object.")))
                continue
            name = raw.get("name")
            wrong = name_error(name, f"{prefix}.name")
            if wrong:
                errors.append(wrong)
                name = None
            elif name_key(name) in seen:
                errors.append(FieldError(f"{prefix}.name", Msg("{name} appears twice.",
                                                                name=tidy_name(name))))
            else:
                seen.add(name_key(name))
            try:
                entry = self.read_entry(raw, seats=len(players), prefix=f"{prefix}.",
                                        settings=settings)
            except InvalidInput as exc:
                errors.extend(exc.errors)
                continue
            if name:
                parsed.append((tidy_name(name), entry))
        try:
            table = convert(self.table_fields, body, seats=len(players))
        except InvalidInput as exc:
            errors.extend(exc.errors)
            table = {}
        if errors:
            raise InvalidInput(errors)
        return parsed, ScoreContext(settings=dict(settings or {}), table=table)


def _with_answers(score: PlayerScore, tie: dict[str, Any], typed: dict[str, int],
                  shared: tuple[str, ...]) -> PlayerScore:
    """A counted entry's score with what the results asked for: tie values in its stats,
    and each of the `shared` categories (another player's totals lack their counts) as
    typed, pending while it is not."""
    breakdown = dict(score.breakdown)
    pending = list(score.pending)
    for key in shared:
        if key in typed:
            breakdown[key] = typed[key]
            pending = [k for k in pending if k != key]
        else:
            breakdown[key] = 0
            pending = [*dict.fromkeys([*pending, key])]
    return replace(score, total=sum(breakdown.values()), breakdown=breakdown,
                   stats={**score.stats, **tie}, pending=tuple(pending))
