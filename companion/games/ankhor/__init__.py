"""Ankh'or (Space Cowboys, 2019): setup, turn tracking and scoring in pure Python.

Rulebook pages are those of the Spanish rulebook in shared/rules/sources.
"""
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from typing import Any, NamedTuple

from companion.errors import FieldError, IllegalAction, InvalidInput
from companion.games.base import (
    Action,
    Aid,
    Game,
    PlayerScore,
    Reminder,
    ScoreContext,
    Setting,
    SetupStep,
    TeachPart,
    TieBreak,
    Track,
    TrackerView,
    TurnOrder,
    WorkedExample,
    each_kind_once,
    recent_log,
)
from companion.games.entries import Totals
from companion.games.fields import Bool, Choice, Field, Int, IntList, Structured
from companion.games.grid import connected_groups, orthogonal
from companion.games.validate import integer, list_of, one_of, whole_number
from companion.i18n import Joined, Msg, Plural

COLORS = ("blue", "white", "black", "green", "red")
ANIMALS = ("jackal", "scarab", "falcon")
TOKENS_PER_PILE = {2: 4, 3: 5, 4: 6}
TILES_TO_END = 13
TOTAL_TILES = 55
TOTAL_TOKENS = 36
BONUS_TOKENS = 12
BONUS_GROUP = 5
MAX_ANKHS_PER_TURN = 2
MAX_ANKHS_HELD = 2
TOKENS_TAKEN = 3
COLOR_NAMES = {"blue": Msg("blue"), "white": Msg("white"), "black": Msg("black"),
               "green": Msg("green"), "red": Msg("red")}
ANIMAL_NAMES = {"jackal": Msg("jackal"), "scarab": Msg("scarab"), "falcon": Msg("falcon")}
# Translators: the letter on a tile of that colour in the score grid (for colour-blind
# players); the five letters must differ.
COLOR_LETTERS = {"blue": Msg("B"), "white": Msg("W"), "black": Msg("K"), "green": Msg("G"),
                 "red": Msg("R")}
LIKELY_TILES_MAX = 14      # the 13th tile ends the game in that round; a scribe adds one
LIKELY_LEFTOVER_MAX = 7    # 5 resources and 2 ankhs, more only in storehouses


# --- setup -------------------------------------------------------------------------------

def setup_steps(players: int) -> list[SetupStep]:
    """The setup checklist for exactly this player count (p. 2)."""
    pile = TOKENS_PER_PILE[players]
    unused = TOTAL_TOKENS - 6 * pile
    rest = (Plural("Put the other {n} back in the box.", "Put the other {n} back in the box.",
                   unused) if unused
            else Plural("All {n} token is in play.", "All {n} tokens are in play.",
                        TOTAL_TOKENS))
    steps = [
        SetupStep(Msg("Price board"), Msg("Put the price board in the middle of the table."),
                  2, "setup-overview"),
        SetupStep(Msg("Token piles of {n}", n=pile), Plural(
            "Sort the tokens into 6 piles by kind (blue, white, black, green, red and ankh), "
            "{n} token in each pile for {players} players: {in_play} tokens in play. {rest}",
            "Sort the tokens into 6 piles by kind (blue, white, black, green, red and ankh), "
            "{n} tokens in each pile for {players} players: {in_play} tokens in play. {rest}",
            pile, players=players, in_play=6 * pile, rest=rest), 2, "setup-token-piles"),
        SetupStep(Msg("Two draw piles"), Msg("Shuffle all 55 tiles face down and split them "
                                             "into two draw piles beside the board."), 2,
                  "tile-kinds"),
        SetupStep(Msg("Price markers"), Msg("Shuffle the 15 price markers and place them at "
                                            "random on the spaces of the price board."), 2,
                  "tile-price"),
        SetupStep(Msg("Market row"), Msg("Choose one draw pile and turn its top 6 tiles face "
                                         "up, left to right, in a row under the price board."),
                  2, "setup-market-row"),
        SetupStep(Msg("Bonus tokens"),
                  Msg("Put the 12 bonus tokens where everyone can reach them."), 2,
                  "bonus-token"),
        SetupStep(Msg("First player"),
                  Msg("Choose the first player at random (the app can do it)."), 2,
                  "first-player"),
    ]
    if players == 2:
        steps.append(SetupStep(Msg("Two-player reminder"), Msg(
            "Whenever an ankh refreshes the market, first discard the leftmost tile, then "
            "slide and refill."), 5, "faq-two-player-refresh"))
    return steps


# --- tracking ----------------------------------------------------------------------------

@dataclass(frozen=True)
class TurnState:
    seats: int
    order: tuple[int, ...]          # seats in turn order, from the first player
    turn_index: int = 0             # position in `order` of the player whose turn it is
    round: int = 1
    tiles: tuple[int, ...] = ()     # tiles placed, per seat
    ankhs: tuple[int, ...] = ()     # ankhs held at the start of the turn, per seat
    main_done: bool = False         # the turn's one main action has been recorded
    ankhs_spent: int = 0
    ankhs_taken: int = 0
    scribe_extra_turn: bool = False
    last_refresh: bool = False
    ender: int | None = None        # seat that placed the 13th tile
    counts_ankhs: bool = True       # False for plays recorded before ankhs were counted
    one_tap: bool = True            # the main action ends the turn (plays recorded before:
                                    # an "End turn" of its own)
    extra_turn: bool = False        # this turn is a scribe's extra turn
    over: bool = False
    log: tuple[str, ...] = ()

    @property
    def seat(self) -> int:
        return self.order[self.turn_index]

    @property
    def took_ankh(self) -> bool:
        return self.ankhs_taken > 0


def seat_name(seat: int) -> str:
    """A player in a log line: "{seat}", which base.with_names turns into the name."""
    return f"{{{seat}}}"


def start(seats: int, first_seat: int, setup: dict | None = None) -> TurnState:
    """The state at the first turn. Nobody holds tokens yet: setup deals none (our reading).
    Plays recorded before the tracker counted ankhs (no "count_ankhs" in their setup) are
    not held to the count: their ankhs taken were never recorded."""
    order = tuple((first_seat + i) % seats for i in range(seats))
    counted = True if setup is None else setup.get("count_ankhs", False)
    one_tap = True if setup is None else setup.get("one_tap_turns", False)
    return TurnState(seats=seats, order=order, tiles=(0,) * seats,
                     ankhs=(0,) * seats if counted else (MAX_ANKHS_HELD,) * seats,
                     counts_ankhs=counted, one_tap=one_tap)


def random_setup(seats: int, rng: random.Random) -> dict:
    return {"count_ankhs": True, "one_tap_turns": True}


def _then_end_turn(state: TurnState) -> TurnState:
    """A main action ends the turn (ankh actions come before it, in the same turn)."""
    return _end_turn(state, {}) if state.one_tap else state


def apply(state: TurnState, kind: str, values: dict, settings: dict | None = None) -> TurnState:
    """The state after one recorded action; IllegalAction if the rules forbid it now."""
    if state.over:
        raise IllegalAction(Msg("The game is over: go to scoring."))
    handler = _HANDLERS.get(kind)
    if handler is None:
        raise IllegalAction(Msg("Unknown action {kind}.", kind=repr(kind)))
    return handler(state, values)


def _main_action(state: TurnState) -> None:
    if state.main_done:
        raise IllegalAction(Msg("This turn already has its main action; end the turn "
                                "first."))


def _take_tokens(state: TurnState, values: dict) -> TurnState:
    _main_action(state)
    ankhs = values.get("ankhs") or 0
    if not 0 <= ankhs <= TOKENS_TAKEN:
        raise IllegalAction(Plural("A player takes {n} token, so 0 to {n} ankh.",
                                   "A player takes {n} tokens, so 0 to {n} ankhs.",
                                   TOKENS_TAKEN))
    player = seat_name(state.seat)
    line = (Plural("{player} took 3 tokens ({n} ankh)", "{player} took 3 tokens ({n} ankhs)",
                   ankhs, player=player) if ankhs
            else Msg("{player} took 3 tokens", player=player))
    return _then_end_turn(replace(state, main_done=True, ankhs_taken=ankhs,
                                  last_refresh=False, log=state.log + (line,)))


# What a player bought, by (upper level, scribe).
BOUGHT = {(False, False): Msg("a tile"), (False, True): Msg("a tile (a scribe)"),
          (True, False): Msg("an upper-level tile"),
          (True, True): Msg("an upper-level tile (a scribe)")}


def _buy_tile(state: TurnState, values: dict) -> TurnState:
    _main_action(state)
    tiles = list(state.tiles)
    tiles[state.seat] += 1
    ender = state.ender
    if ender is None and tiles[state.seat] >= TILES_TO_END:
        ender = state.seat
    upper, scribe = bool(values.get("upper")), bool(values.get("scribe"))
    if upper and state.tiles[state.seat] < 4:
        raise IllegalAction(Plural(
            "An upper-level tile rests on 4 of your tiles; {n} placed so far.",
            "An upper-level tile rests on 4 of your tiles; {n} placed so far.",
            state.tiles[state.seat]))
    line = Plural("{player} bought {what}: {n} tile", "{player} bought {what}: {n} tiles",
                  tiles[state.seat], player=seat_name(state.seat), what=BOUGHT[upper, scribe])
    return _then_end_turn(replace(state, tiles=tuple(tiles), main_done=True, ender=ender,
                                  last_refresh=False, scribe_extra_turn=scribe,
                                  log=state.log + (line,)))


def _spend_ankh(line: Callable[[str], Msg], refresh: bool = False):
    """An ankh action; `line` is its log line for a player placeholder."""
    def handler(state: TurnState, values: dict) -> TurnState:
        if state.ankhs_spent >= MAX_ANKHS_PER_TURN:
            raise IllegalAction(Msg("At most 2 ankhs can be spent in one turn."))
        if state.ankhs[state.seat] - state.ankhs_spent <= 0:
            raise IllegalAction(Msg("No ankh held from an earlier turn: an ankh taken this "
                                    "turn can only be spent in a later one."))
        if not refresh and state.tiles[state.seat] == 0:
            raise IllegalAction(Msg("There is no tile to move yet."))
        return replace(state, ankhs_spent=state.ankhs_spent + 1,
                       last_refresh=refresh,
                       log=state.log + (line(seat_name(state.seat)),))
    return handler


def _end_turn(state: TurnState, values: dict) -> TurnState:
    if not state.main_done:
        raise IllegalAction(Msg("Record the turn's main action (tokens or a tile) first."))
    ankhs = list(state.ankhs)
    held = ankhs[state.seat] - state.ankhs_spent + state.ankhs_taken
    ankhs[state.seat] = min(held, MAX_ANKHS_HELD) if state.counts_ankhs else MAX_ANKHS_HELD
    fresh = dict(main_done=False, ankhs_spent=0, ankhs_taken=0, scribe_extra_turn=False,
                 last_refresh=False, ankhs=tuple(ankhs), extra_turn=False)
    if state.scribe_extra_turn:
        return replace(state, **dict(fresh, extra_turn=True),
                       log=state.log + (Msg("{player} takes an extra turn (scribe)",
                                            player=seat_name(state.seat)),))
    index = state.turn_index + 1
    if index < len(state.order):
        return replace(state, turn_index=index, **fresh)
    if state.ender is not None:
        return replace(state, **fresh, over=True,
                       log=state.log + (Msg("Round {round} is over: the game ends",
                                            round=state.round),))
    return replace(state, turn_index=0, round=state.round + 1, **fresh)


_HANDLERS = {
    "take_tokens": _take_tokens,
    "buy_tile": _buy_tile,
    "refresh": _spend_ankh(lambda player: Msg("{player} spent an ankh to refresh the market",
                                              player=player), refresh=True),
    "move_tile": _spend_ankh(lambda player: Msg("{player} spent an ankh to move a tile",
                                                player=player)),
    "end_turn": _end_turn,
}


# With one-tap turns the main action ends the turn: its hint says what to do before.
TURN_ENDS = Msg("This ends the turn: spend ankhs first; then keep at most 5 resource tokens "
                "and 2 ankhs.")


def actions(state: TurnState) -> list[Action]:
    """The buttons the current player can use now."""
    if state.over:
        return []
    refresh_hint = (Msg("2 players: discard the leftmost tile first, then slide left and "
                        "refill.") if state.seats == 2
                    else Msg("Slide the row left and refill it from a pile."))
    can_spend = (state.ankhs_spent < MAX_ANKHS_PER_TURN
                 and state.ankhs[state.seat] - state.ankhs_spent > 0)
    ankh_actions = [
        Action("refresh", Msg("Ankh: refresh the market"), hint=refresh_hint,
               entry="ankh-actions"),
        Action("move_tile", Msg("Ankh: move one of my tiles"),
               hint=Msg("Splitting a group of 5 gives its bonus token back."), folded=True,
               entry="move-tile"),
    ] if can_spend else []
    if state.main_done:
        return [Action("end_turn", Msg("End turn"), entry="token-limit")] + ankh_actions
    return [
        Action("take_tokens", Msg("Took 3 tokens"),
               fields=(Int("ankhs", Msg("Ankhs among them"), high=TOKENS_TAKEN, default=0),),
               hint=TURN_ENDS if state.one_tap else "", entry="take-tokens"),
        Action("buy_tile", Msg("Bought a tile"),
               fields=(Bool("scribe", Msg("it is a scribe")),
                       Bool("upper", Msg("placed on the upper level"))),
               hint=(Msg("On the upper level it costs 1 resource less. This ends the turn: "
                         "spend ankhs first.") if state.one_tap
                     else Msg("On the upper level it costs 1 resource less.")),
               entry="buy-tile"),
    ] + ankh_actions


def reminders(state: TurnState, names: list[str]) -> list[Reminder]:
    """The rules that matter at this moment of the turn."""
    out: list[Reminder] = []
    if state.ender is not None and not state.over:
        out.append(Reminder(Msg("{player} has placed a 13th tile: the game ends when this "
                                "round is over, after {last}'s turn.",
                                player=names[state.ender], last=names[state.order[-1]]),
                            "end-trigger", 6))
    if state.last_refresh and state.seats == 2:
        out.append(Reminder(Msg("With 2 players the refresh first discards the leftmost tile "
                                "of the row."), "mistake-two-player-discard", 5))
    if state.took_ankh:
        out.append(Reminder(Msg("An ankh taken this turn cannot be spent until a later turn."),
                            "mistake-fresh-ankh", 6))
    if state.scribe_extra_turn:
        out.append(Reminder(Msg("Scribe: {player} plays another full turn right after this "
                                "one.", player=names[state.seat]), "scribe", 7))
    if state.main_done:
        out.append(Reminder(Msg("Before ending the turn: keep at most 5 resource tokens and 2 "
                                "ankhs, and return the rest (an empty storehouse holds one "
                                "more of its colour)."), "mistake-token-limit", 3))
    if state.ankhs_spent >= MAX_ANKHS_PER_TURN:
        out.append(Reminder(Msg("Both ankh actions of this turn are used."), "ankh-actions",
                            6))
    return out


def ankhs_held(state: TurnState, seat: int) -> int:
    """The ankhs a player holds now: those spent this turn are gone at once."""
    spent = state.ankhs_spent if not state.over and seat == state.seat else 0
    return state.ankhs[seat] - spent


def tracker_view(state: TurnState, names: list[str]) -> TrackerView:
    """What the tracker page shows for this state."""
    seat = None if state.over else state.seat
    if state.over:
        upcoming = None
    elif state.scribe_extra_turn:
        upcoming = state.seat
    elif state.turn_index + 1 < len(state.order):
        upcoming = state.order[state.turn_index + 1]
    else:
        upcoming = None if state.ender is not None else state.order[0]
    counters = {s: [(Msg("tiles"), state.tiles[s])]
                + ([(Msg("ankhs"), ankhs_held(state, s))] if state.counts_ankhs else [])
                for s in range(state.seats)}
    return TrackerView(
        round=state.round, current_seat=seat, next_seat=upcoming,
        actions=actions(state), reminders=reminders(state, names), seat_counters=counters,
        seat_order=list(state.order),
        status=(Msg("Turn: main action done") if state.main_done
                else Msg("Extra turn (scribe)") if state.extra_turn else ""),
        log=recent_log(state.log, names),
        drawing=drawing(state),
    )


def drawing(state: TurnState) -> tuple:
    """Tiles placed per player out of the 13 that end the game, in turn order."""
    return (Track(Msg("Tiles placed (13 end the game)"),
                  tuple((s, state.tiles[s]) for s in state.order), TILES_TO_END),
            TurnOrder(Msg("Turn order"), tuple(state.order)))


# --- scoring -----------------------------------------------------------------------------

class Tile(NamedTuple):     # a tuple: a layout makes dozens per score request
    row: int
    col: int
    color: str
    animal: str | None = None
    points: int = 0
    level: int = 0

    @property
    def key(self) -> tuple[int, int, int]:
        return (self.level, self.row, self.col)

    def where(self) -> Msg:
        if self.level:
            return Msg("row {row}, column {col}, upper level", row=self.row, col=self.col)
        return Msg("row {row}, column {col}, base level", row=self.row, col=self.col)


@dataclass(frozen=True)
class Layout:
    tiles: tuple[Tile, ...]
    bonus_tokens: tuple[int, ...] = ()
    leftover_tokens: int = 0

    @cached_property
    def keys(self) -> list[tuple[int, int, int]]:
        return [tile.key for tile in self.tiles]

    @cached_property
    def first_at(self) -> dict[tuple[int, int, int], int]:
        """The tile in each place (the first entered there, if two were)."""
        at: dict[tuple[int, int, int], int] = {}
        for i, key in enumerate(self.keys):
            at.setdefault(key, i)
        return at

    @cached_property
    def links(self) -> list[list[int]]:
        """Which tiles touch (see `touching`): found once for the check and the score."""
        return touching(self.keys, self.first_at)

    @cached_property
    def uppers(self) -> list[tuple[int, Tile]]:
        """The upper-level tiles, each with its index in the entry."""
        return [(i, tile) for i, tile in enumerate(self.tiles) if tile.level == 1]

    @cached_property
    def base(self) -> dict[tuple[int, int], Tile]:
        """The base-level tile at each (row, col)."""
        return {(t.row, t.col): t for t in self.tiles if t.level == 0}


def supports(row: int, col: int) -> list[tuple[int, int]]:
    """The four base positions under an upper-level tile at (row, col)."""
    return [(row, col), (row, col + 1), (row + 1, col), (row + 1, col + 1)]


@lru_cache(maxsize=4096)   # the same few dozen places in every layout
def neighbours(key: tuple[int, int, int]) -> tuple[tuple[int, int, int], ...]:
    """Adjacency with the upper level: an upper tile touches its 4 supports. The 4 places
    on the tile's own level come first."""
    level, row, col = key
    if level == 0:
        above = [(1, r, c) for r, c in ((row - 1, col - 1), (row - 1, col),
                                         (row, col - 1), (row, col))]
        return sides(key) + tuple(above)
    return sides(key) + tuple((0, r, c) for r, c in supports(row, col))


@lru_cache(maxsize=4096)
def sides(key: tuple[int, int, int]) -> tuple[tuple[int, int, int], ...]:
    """The 4 places by a side on the tile's own level."""
    level, row, col = key
    return tuple((level, r, c) for r, c in orthogonal(row, col))


def touching(keys: Sequence[tuple[int, int, int]],
             at: dict[tuple[int, int, int], int]) -> list[list[int]]:
    """For each tile (by its key), the tiles it touches, as indexes; `at` is the tile in
    each place. A tile in a place already taken touches nothing (the layout check refuses
    it)."""
    place = at.get
    near = neighbours if any(key[0] for key in keys) else sides   # no upper level: 4 sides
    return [[j for j in map(place, near(key)) if j is not None]
            if at[key] == i else [] for i, key in enumerate(keys)]


def _plain_tile(raw: Any) -> Tile | None:
    """The usual tile checked in one go; None for anything else, which _worded_tile's
    checks then put into words."""
    if type(raw) is not dict:
        return None
    row, col, color = raw.get("row"), raw.get("col"), raw.get("color")
    animal, points, level = raw.get("animal"), raw.get("points", 0), raw.get("level", 0)
    if (type(row) is int and type(col) is int and type(color) is str and color in COLORS
            and (animal is None or type(animal) is str and animal in ANIMALS)
            and type(points) is int and 0 <= points <= 99
            and type(level) is int and level in (0, 1)):
        return Tile(row, col, color, animal, points, level)
    return None


def _worded_tile(raw: Any, field: str, number: int, errors: list[FieldError]) -> Tile | None:
    """A tile checked value by value, each error worded at its field."""
    if not isinstance(raw, dict):
        errors.append(FieldError(field, Msg("Tile {number} must be an object.",
                                            number=number)))
        return None
    before = len(errors)
    row = integer(raw.get("row"), f"{field}.row", errors,
                  lambda: Msg("Tile {number}: row", number=number))
    col = integer(raw.get("col"), f"{field}.col", errors,
                  lambda: Msg("Tile {number}: column", number=number))
    color = one_of(raw.get("color"), COLORS, f"{field}.color", errors,
                   lambda: Msg("Tile {number}: colour", number=number))
    animal = one_of(raw.get("animal"), ANIMALS + (None,), f"{field}.animal", errors,
                    lambda: Msg("Tile {number}: animal", number=number))
    points = whole_number(raw.get("points", 0), f"{field}.points", errors, high=99,
                          what=lambda: Msg("Tile {number}: printed points", number=number))
    level = one_of(raw.get("level", 0), (0, 1), f"{field}.level", errors,
                   lambda: Msg("Tile {number}: level", number=number))
    if len(errors) > before:
        return None
    return Tile(row, col, color, animal, points, level)


def parse_tiles(raw: Any, field: str, errors: list[FieldError]) -> tuple[Tile, ...] | None:
    """The tiles of a layout, each checked; the layout as a whole is checked after
    (`layout_errors`)."""
    before = len(errors)
    raw_tiles = list_of(raw, field, errors, Msg("Tiles"))
    if raw_tiles is None:
        return None
    if len(raw_tiles) > TOTAL_TILES:
        errors.append(FieldError(field, Plural("{n} tile: the game has only {total}.",
                                               "{n} tiles: the game has only {total}.",
                                               len(raw_tiles), total=TOTAL_TILES)))
        return None
    tiles = [_plain_tile(t) for t in raw_tiles]
    for i, tile in enumerate(tiles):
        if tile is None:
            tiles[i] = _worded_tile(raw_tiles[i], f"{field}[{i}]", i + 1, errors)
    return tuple(tiles) if len(errors) == before else None


TILE_SCHEMA = {"type": "array", "maxItems": TOTAL_TILES, "items": {
    "type": "object", "required": ["row", "col", "color"],
    "properties": {"row": {"type": "integer"}, "col": {"type": "integer"},
                   "color": {"enum": list(COLORS)},
                   "animal": {"enum": [*ANIMALS, None]},
                   "points": {"type": "integer", "minimum": 0, "maximum": 99},
                   "level": {"enum": [0, 1]}}}}
ENTRY_FIELDS = (
    Structured("tiles", Msg("Tiles"), parse=parse_tiles, json_schema=TILE_SCHEMA),
    IntList("bonus_tokens", Msg("Bonus tokens"), high=99, max_items=BONUS_TOKENS),
    Int("leftover_tokens", Msg("Leftover tokens"), high=TOTAL_TOKENS, default=0),
)


def parse_layout(values: dict) -> Layout:
    """One player's typed entry as a layout (the fields have checked each value)."""
    return Layout(values["tiles"], tuple(values["bonus_tokens"]), values["leftover_tokens"])


def layout_errors(layout: Layout, field: str) -> list[FieldError]:
    """Tiles that cannot lie on a real table: stacked twice, floating, or cut off."""
    errors: list[FieldError] = []
    tiles, keys, first_at = layout.tiles, layout.keys, layout.first_at
    stacked = len(first_at) < len(keys)
    for i, key in enumerate(keys if stacked else ()):
        if first_at[key] != i:
            errors.append(FieldError(f"{field}[{i}]", Msg(
                "Tile {number} is in the same place as tile {other} ({where}).",
                number=i + 1, other=first_at[key] + 1, where=tiles[i].where())))
    for i, tile in layout.uppers:
        missing = [p for p in supports(tile.row, tile.col) if p not in layout.base]
        if missing:
            shown = Joined("; ", [Msg("row {row}, column {col}", row=r, col=c)
                                  for r, c in missing])
            errors.append(FieldError(f"{field}[{i}]", Msg(
                "Tile {number} ({where}) must rest on 4 base tiles; nothing under it at "
                "{missing}.", number=i + 1, where=tile.where(), missing=shown)))
    # Base tiles linked through base tiles only: the upper level is labelled apart.
    levels = [t.level if not stacked or first_at[key] == i else None
              for i, (t, key) in enumerate(zip(tiles, keys, strict=True))]
    groups = [g for g in connected_groups(layout.links, levels) if levels[g[0]] == 0]
    if len(groups) > 1:
        main = max(groups, key=len)
        for group in groups:
            if group is main:
                continue
            i = min(group)
            errors.append(FieldError(f"{field}[{i}]", Msg(
                "Tile {number} ({where}) does not touch the rest of the layout by a side.",
                number=i + 1, where=tiles[i].where())))
    return errors


def covered(layout: Layout) -> set[tuple[int, int]]:
    """Base positions with an upper-level tile on them."""
    return {p for _, t in layout.uppers for p in supports(t.row, t.col)}


def _covered_points(layout: Layout) -> bool:
    """Whether a printed number lies under an upper-level tile."""
    under = covered(layout)
    return any(t.points for t in layout.tiles if t.level == 0 and (t.row, t.col) in under)


def printed_points(layout: Layout, covered_count: bool) -> int:
    """Printed numbers; those under an upper tile only if the group reads them as shown."""
    hidden = set() if covered_count else covered(layout)
    return sum(t.points for t in layout.tiles
               if t.level == 1 or (t.row, t.col) not in hidden)


def score_layout(name: str, layout: Layout, covered_count: bool = True) -> PlayerScore:
    """Score one player's layout (p. 6-7): printed, bonus, animals, colours, leftover."""
    tiles, keys, links = layout.tiles, layout.keys, layout.links
    colors = [t.color for t in tiles]
    animals = [t.animal for t in tiles]
    color_groups = [g for g in connected_groups(links, colors) if len(g) >= 2]
    animal_groups = [g for g in connected_groups(links, animals) if len(g) >= 2]
    breakdown = {
        "printed": printed_points(layout, covered_count),
        "bonus": sum(layout.bonus_tokens),
        "animals": sum(map(len, animal_groups)),
        "colors": sum(map(len, color_groups)),
        "leftover": layout.leftover_tokens // 3,
    }
    big_groups = sum(len(g) >= BONUS_GROUP for g in color_groups + animal_groups)
    return PlayerScore(
        name=name, total=sum(breakdown.values()), breakdown=breakdown,
        warnings=_warnings(layout, big_groups),
        stats={"tiles": len(tiles), "leftover_tokens": layout.leftover_tokens},
        details={"color_groups": [_describe(g, colors, keys) for g in color_groups],
                 "animal_groups": [_describe(g, animals, keys) for g in animal_groups]},
    )


def _describe(group: list[int], labels: list[str | None], keys: list) -> dict:
    return {"label": labels[group[0]], "size": len(group),
            "cells": sorted([keys[i] for i in group])}


def _warnings(layout: Layout, big_groups: int) -> list[Msg]:
    warnings = []
    if len(layout.tiles) > LIKELY_TILES_MAX:
        warnings.append(Plural(
            "{n} tile: the game ends in the round someone places a 13th tile, so more is only "
            "possible with scribes' extra turns. Check the entry.",
            "{n} tiles: the game ends in the round someone places a 13th tile, so more is "
            "only possible with scribes' extra turns. Check the entry.", len(layout.tiles)))
    if layout.leftover_tokens > LIKELY_LEFTOVER_MAX:
        warnings.append(Plural(
            "{n} leftover token: a turn ends with at most 5 resources and 2 ankhs, more only "
            "in storehouses.",
            "{n} leftover tokens: a turn ends with at most 5 resources and 2 ankhs, more only "
            "in storehouses.", layout.leftover_tokens))
    if len(layout.bonus_tokens) != big_groups:
        entered = Plural("{n} bonus token", "{n} bonus tokens", len(layout.bonus_tokens))
        warnings.append(Plural(
            "{entered} entered, but the layout has {n} group of 5 or more. Check the bonus "
            "tokens (a group split by a move gives its token back).",
            "{entered} entered, but the layout has {n} groups of 5 or more. Check the bonus "
            "tokens (a group split by a move gives its token back).",
            big_groups, entered=entered))
    for i, tile in layout.uppers:
        base = layout.base      # made only when an upper tile needs it
        under = [base[p].color for p in supports(tile.row, tile.col) if p in base]
        if tile.color not in under:
            warnings.append(Msg(
                "Tile {number} ({where}) matches the colour of none of the 4 tiles under "
                "it: only possible if it was moved there with an ankh.",
                number=i + 1, where=tile.where()))
    return warnings


def _tile(row: int, col: int, color: str, animal: str | None = None, points: int = 0,
          level: int = 0) -> dict:
    return {"row": row, "col": col, "color": color, "animal": animal, "points": points,
            "level": level}


# The rulebook's scoring example (p. 7), laid out as the score sheet takes it: green 5
# (bonus 3), white 2, red 3 with the upper tile, jackals 3, scarabs 2, printed 6: 24.
RULEBOOK_EXAMPLE = {
    "tiles": [_tile(0, 0, "green", "jackal"), _tile(0, 1, "green"), _tile(0, 2, "green"),
              _tile(0, 3, "white", points=2), _tile(0, 4, "white", "scarab"),
              _tile(1, 0, "green", points=2), _tile(1, 1, "green"),
              _tile(1, 2, "red", "jackal"), _tile(1, 3, "red", "jackal"),
              _tile(1, 4, "blue", "scarab"), _tile(2, 0, "white", points=2),
              _tile(0, 1, "red", "jackal", level=1)],
    "bonus_tokens": [3], "leftover_tokens": 0}


# --- our totals ----------------------------------------------------------------------

BONUS_VALUE = 3     # each bonus token [reviews; the rulebook's example shows one worth 3]
TIE_FIELDS = (Int("tiles", Msg("Tiles placed"), low=1, high=TOTAL_TILES),
              Int("leftover_tokens", Msg("Leftover tokens"), high=TOTAL_TOKENS))


def totals_errors(totals: Totals, where: str) -> list[FieldError]:
    """Typed points no layout gives: a lone tile scores no group, so a group category is
    never 1; a group counts no more tiles than were placed; leftover tokens give 1 point
    per 3."""
    points, tie = totals.points, totals.tie
    errors = [FieldError(f"{where}totals.{key}", message)
              for key, message in (("animals", Msg("Animal groups: a group has 2 tiles or "
                                                   "more, so 1 point is not possible.")),
                                   ("colors", Msg("Colour groups: a group has 2 tiles or "
                                                  "more, so 1 point is not possible.")))
              if points.get(key) == 1]
    tiles = tie.get("tiles")
    for key, label in (("animals", Msg("Animal groups")), ("colors", Msg("Colour groups"))):
        if tiles is not None and points.get(key, 0) > tiles:
            errors.append(FieldError(f"{where}tie_break.tiles", Msg(
                "{tiles}: fewer than the {points} points of {category} (one per tile).",
                tiles=Plural("{n} tile", "{n} tiles", tiles), points=points[key],
                category=label)))
    leftover = tie.get("leftover_tokens")
    if leftover is not None and leftover // 3 != points.get("leftover", 0):
        errors.append(FieldError(f"{where}tie_break.leftover_tokens", Plural(
            "{n} leftover token gives {give} (1 per 3), not the {typed} typed.",
            "{n} leftover tokens give {give} (1 per 3), not the {typed} typed.", leftover,
            give=Plural("{n} point", "{n} points", leftover // 3),
            typed=points.get("leftover", 0))))
    return errors


COVERED_NUMBERS = Setting(Choice(
    "covered_numbers", Msg("Printed numbers under an upper-level tile"),
    (("count", Msg("They count: the rulebook's “numbers shown on your tiles” means every "
                   "tile")),
     ("ignore", Msg("They do not count: a covered number is no longer shown"))),
    hint=Msg("The rulebook counts “the numbers shown on your tiles” and does not say whether "
             "a number covered by an upper tile is still shown.")), required=False,
    until_needed=Msg("Only needed when someone has a tile on the upper level; leave it empty "
                     "until then."))


class Ankhor(Game):
    """Ankh'or, through the game contract (see companion.games.base.Game)."""

    slug = "ankhor"
    name = "Ankh'or"
    bgg_id = 271530   # boardgamegeek.com/boardgame/271530/ankhor (as BGG's own lists link it)
    min_players = 2
    max_players = 4
    summary = Msg("Buy market tiles with tokens and lay them out in front of you: groups of "
                  "one colour and of one animal score. The game ends in the round where "
                  "someone places a 13th tile.")
    breakdown_labels = {"printed": Msg("Printed points"), "bonus": Msg("Bonus tokens"),
                        "animals": Msg("Animal groups"), "colors": Msg("Colour groups"),
                        "leftover": Msg("Leftover tokens (1 per 3)")}
    tie_breaks = [
        TieBreak(Msg("fewer tiles"), lambda p: -p.stats["tiles"],
                 lambda p: Plural("{n} tile", "{n} tiles", p.stats["tiles"]),
                 Msg("{ahead} wins the tie with {behind} ({points} each) with fewer tiles: "
                     "{mine} against {theirs}."),
                 Msg("{ahead} goes ahead of {behind} in the tie ({points} each) with fewer "
                     "tiles: {mine} against {theirs}."), asks="tiles"),
        TieBreak(Msg("more leftover tokens"), lambda p: p.stats["leftover_tokens"],
                 lambda p: Plural("{n} token", "{n} tokens", p.stats["leftover_tokens"]),
                 Msg("{ahead} wins the tie with {behind} ({points} each) with more leftover "
                     "tokens: {mine} against {theirs}."),
                 Msg("{ahead} goes ahead of {behind} in the tie ({points} each) with more "
                     "leftover tokens: {mine} against {theirs}."), asks="leftover_tokens"),
    ]
    # Our totals: a group has 2 tiles or more; 36 tokens give at most 12 points.
    category_limits = {"animals": (0, TOTAL_TILES), "colors": (0, TOTAL_TILES),
                       "leftover": (0, TOTAL_TOKENS // 3)}
    aids = [
        Aid("setup", Msg("Setup sheet"),
            Msg("Setup step by step, with the token piles for 2, 3 and 4.")),
        Aid("player", Msg("Player reference"), Msg("The two actions, the ankh actions, "
                                                    "special tiles and scoring: one per "
                                                    "player.")),
        Aid("turn", Msg("Turn flow"), Msg("A turn from start to end, and how the game ends.")),
    ]
    settings = (COVERED_NUMBERS,)
    teach = {
        "goal": (TeachPart("score-overview", (0,)),),
        "components": (TeachPart("setup-overview", (0,)), TeachPart("setup-token-piles", (0,)),
                       TeachPart("tile-kinds", (0, 1))),
        "turn": (TeachPart("turn-overview", (0,)), TeachPart("buy-tile", (0,)),
                 TeachPart("upper-level", (0,)), TeachPart("bonus-token", (0,)),
                 TeachPart("storehouse", (0,)), TeachPart("scribe", (0,)),
                 TeachPart("desert", (0,)), TeachPart("ankh-actions", (0,)),
                 TeachPart("refresh-market", (0,))),
        "round": (TeachPart("token-limit", (0,)),),
        "end": (TeachPart("end-trigger", (0,)), TeachPart("faq-tie", (0, 1, 2))),
        "scoring": (TeachPart("faq-tile-colour-and-animal", (0,)), TeachPart("adjacency", (1,)),
                    TeachPart("bonus-value", (0,))),
        "mistakes": (TeachPart("mistake-fresh-ankh", (1,)),
                     TeachPart("mistake-keep-split-bonus", (0,))),
    }
    worked_example = WorkedExample("score-example", "rulebook p. 7", (("Ana", RULEBOOK_EXAMPLE),))
    settings_help = Msg("The rulebook leaves one question open: choose how your group reads "
                        "it once, and the app scores every play that way.")

    # The rules of play are this module's functions; the class names them for the contract.
    setup_steps = staticmethod(setup_steps)
    random_setup = staticmethod(random_setup)
    start = staticmethod(start)
    apply = staticmethod(apply)
    tracker_view = staticmethod(tracker_view)

    def entry_fields(self, tracked: bool) -> tuple:
        return ENTRY_FIELDS

    def actions_offered(self, seats: int) -> list[Action]:
        holding = replace(start(seats, 0), ankhs=(MAX_ANKHS_HELD,) * seats,
                          tiles=(4,) * seats)
        return each_kind_once(actions(holding) + actions(replace(holding, main_done=True)))

    def example_move(self, view: TrackerView) -> tuple[str, dict]:
        """A player who buys a tile every turn: 13 rounds, and the game ends."""
        kinds = [a.kind for a in view.actions]
        return ("buy_tile" if "buy_tile" in kinds else "end_turn"), {}

    def example_entry(self) -> dict:
        return {"tiles": [{"row": 0, "col": 0, "color": "red", "animal": "jackal", "points": 1},
                          {"row": 0, "col": 1, "color": "red", "animal": "jackal"}],
                "bonus_tokens": [], "leftover_tokens": 3}

    def entry_view(self) -> dict:
        return {"colors": COLORS, "animals": ANIMALS, "color_letters": COLOR_LETTERS,
                "color_names": COLOR_NAMES, "animal_names": ANIMAL_NAMES}

    def parse_entry(self, values: dict, where: str = "") -> Layout:
        return parse_layout(values)

    def check_entry(self, entry: Layout, where: str = "") -> list[FieldError]:
        return layout_errors(entry, f"{where}tiles")

    def tie_fields(self, totals: bool) -> tuple[Field, ...]:
        """Typed totals do not say how many tiles and leftover tokens a player has: a tie
        asks (p. 7 and the assistant page's tie-break)."""
        return TIE_FIELDS if totals else ()

    def check_totals(self, totals: Totals, where: str, settings: dict) -> list[FieldError]:
        return totals_errors(totals, where)

    def totals_warnings(self, totals: Totals) -> list[str]:
        bonus = totals.points.get("bonus", 0)
        if bonus % BONUS_VALUE:
            return [Plural("Bonus tokens: {n} point. A bonus token is worth 3: check the "
                           "entry.", "Bonus tokens: {n} points. A bonus token is worth 3: "
                           "check the entry.", bonus)]
        return []

    def score(self, entries: list[tuple[str, Layout]], context: ScoreContext
              ) -> list[PlayerScore]:
        reading = context.settings.get("covered_numbers")
        hidden = [name for name, layout in entries if _covered_points(layout)]
        if hidden and reading is None:
            raise InvalidInput([FieldError("settings.covered_numbers", Msg(
                "{players}: printed points under an upper-level tile. The rulebook does not "
                "say whether they count: choose your group's reading in Ankh'or's settings "
                "first.", players=", ".join(hidden)))])
        return [score_layout(name, layout, reading != "ignore") for name, layout in entries]


GAME = Ankhor()
