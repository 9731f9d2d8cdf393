"""What every game module provides, and the small value types they share.

A game module builds one `Game` object. The web pages, the JSON API and the PDFs only
talk to games through it, so a new game is a new module plus its content files.
"""
import importlib
import random
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from companion.errors import FieldError, InvalidInput


@dataclass(frozen=True)
class SetupStep:
    title: str
    detail: str
    page: int | None = None


@dataclass(frozen=True)
class Option:
    """A yes/no detail of an action (e.g. "it was a scribe")."""

    name: str
    label: str


@dataclass(frozen=True)
class Field:
    """A number or a choice an action needs (e.g. Ana's apprentices on the floor)."""

    name: str
    label: str
    choices: tuple[tuple[str, str], ...] = ()   # (value, label); empty for a count
    high: int = 99


@dataclass(frozen=True)
class Action:
    """A button on the tracker: what the current player did."""

    kind: str
    label: str
    options: tuple[Option, ...] = ()
    hint: str = ""
    fields: tuple[Field, ...] = ()


@dataclass(frozen=True)
class Reminder:
    """A rule worth saying now; `entry` names the rules entry that explains it."""

    text: str
    entry: str | None = None
    page: int | None = None


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


@dataclass
class PlayerScore:
    """One player's scored result. `stats` feeds the tie-breaks; `details` the breakdown page."""

    name: str
    total: int
    breakdown: dict[str, int]
    warnings: list[str] = field(default_factory=list)
    stats: dict[str, Any] = field(default_factory=dict)
    details: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class TieBreak:
    """A tie-break criterion. `key` is larger for the player it favours."""

    wins_with: str  # "fewer tiles"
    key: Callable[[PlayerScore], Any]
    shown: Callable[[PlayerScore], str]  # "11 tiles"


@dataclass(frozen=True)
class Setting:
    """A number printed on the group's copy of the game that our sources do not know.

    The app asks for it once, remembers it per game, and passes it with the actions
    that need it; it never invents a default.
    """

    key: str
    label: str


def recent_log(log: tuple[str, ...], names: list[str], count: int = 6) -> list[str]:
    """The last actions, each "{seat}" placeholder replaced by that player's name.

    A regex rather than str.format: a line may carry text a player typed, braces and all.
    """
    def name(match: re.Match) -> str:
        seat = int(match.group(1))
        return names[seat] if seat < len(names) else match.group(0)
    return [re.sub(r"\{(\d+)\}", name, line) for line in log[-count:]]


@dataclass(frozen=True)
class Aid:
    """A printable player aid: `printables/<game>/<slug>.html`."""

    slug: str
    title: str
    description: str


class Game:
    """Base for a game. Subclasses fill in the data and the rules."""

    slug: str = ""
    name: str = ""
    min_players: int = 2
    max_players: int = 4
    summary: str = ""
    breakdown_labels: dict[str, str] = {}
    tie_breaks: list[TieBreak] = []
    aids: list[Aid] = []
    settings: list[Setting] = []
    settings_help: str = ""
    # How the play starts: most games pick a first player; some deal turn tiles instead.
    start_title: str = "First player"
    start_label: str = "Pick the first player at random"
    group_picks_first: bool = True

    @property
    def sort_name(self) -> str:
        """How lists order games: by name, a leading article ignored."""
        return self.name.casefold().removeprefix("the ")

    @property
    def content_dir(self) -> Path:
        """The game's own folder: its module and its rules content files."""
        return Path(sys.modules[type(self).__module__].__file__).parent

    # --- setup -----------------------------------------------------------------------
    def setup_steps(self, players: int) -> list[SetupStep]:
        raise NotImplementedError

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

    # --- tracking ----------------------------------------------------------------------
    def random_setup(self, seats: int, rng: random.Random) -> dict:
        """Random draws the game makes at the start (stored in the event, so replays agree)."""
        return {}

    def start(self, seats: int, first_seat: int, setup: dict) -> Any:
        """The state at the first turn; `setup` is what random_setup drew."""
        raise NotImplementedError

    def apply(self, state: Any, kind: str, data: dict) -> Any:
        """The state after one action; raises IllegalAction if the rules forbid it."""
        raise NotImplementedError

    def scoring_order(self, state: Any, seats: int) -> list[int]:
        """The order players enter the end-game scoring (seat order unless a game says)."""
        return list(range(seats))

    def is_over(self, state: Any) -> bool:
        """Whether the tracked game has ended (every game's state says so in `over`)."""
        return state.over

    def tracker_view(self, state: Any, names: list[str]) -> TrackerView:
        raise NotImplementedError

    # --- scoring -----------------------------------------------------------------------
    def parse_player(self, raw: Any, prefix: str) -> Any:
        """Validate one player's score entry (without the name); raise InvalidInput."""
        raise NotImplementedError

    def score_player(self, name: str, entry: Any) -> PlayerScore:
        raise NotImplementedError

    def parse_score_request(self, body: Any) -> list[tuple[str, Any]]:
        """Validate a whole score request: `{"players": [{"name": ..., ...}]}`."""
        if not isinstance(body, dict):
            raise InvalidInput([FieldError("body", "Send a JSON object with a 'players' list.")])
        players = body.get("players")
        if not isinstance(players, list) or not players:
            raise InvalidInput([FieldError("players", "Give a list of 1 or more players.")])
        if len(players) > self.max_players:
            raise InvalidInput([FieldError(
                "players", f"{self.name} takes at most {self.max_players} players.")])
        errors: list[FieldError] = []
        parsed: list[tuple[str, Any]] = []
        seen: set[str] = set()
        for i, raw in enumerate(players):
            prefix = f"players[{i}]"
            if not isinstance(raw, dict):
                errors.append(FieldError(prefix, "Each player must be an object."))
                continue
            name = raw.get("name")
            if not isinstance(name, str) or not name.strip():
                errors.append(FieldError(f"{prefix}.name", "Every player needs a name."))
                name = None
            elif name.strip().casefold() in seen:
                errors.append(FieldError(f"{prefix}.name", f"{name.strip()} appears twice."))
            else:
                seen.add(name.strip().casefold())
            entry = {k: v for k, v in raw.items() if k != "name"}
            try:
                value = self.parse_player(entry, prefix)
            except InvalidInput as exc:
                errors.extend(exc.errors)
                continue
            if name:
                parsed.append((name.strip(), value))
        if errors:
            raise InvalidInput(errors)
        return parsed

    def score(self, players: list[tuple[str, Any]]) -> list[PlayerScore]:
        """Score every player; a game whose scores compare players overrides this."""
        return [self.score_player(name, entry) for name, entry in players]
