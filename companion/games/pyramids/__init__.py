"""Pyramids (IELLO, 2017): setup, the 10-round tracker and scoring, in pure Python.

Rulebook pages are not numbered in our source text, so rules cite the rulebook section.
"""
import random
from collections import Counter
from dataclasses import dataclass, replace
from functools import cached_property, partial
from typing import Any, NamedTuple

from companion.errors import FieldError, IllegalAction, InvalidInput
from companion.games.base import (
    Action,
    Aid,
    Game,
    PlayerScore,
    Reminder,
    Rounds,
    ScoreContext,
    Setting,
    SetupStep,
    TeachPart,
    Tile,
    Tiles,
    TrackerView,
    TurnOrder,
    WorkedExample,
    each_kind_once,
    recent_log,
)
from companion.games.entries import Totals
from companion.games.fields import Bool, Int, Structured
from companion.games.grid import orthogonal
from companion.games.pyramids.glance import (
    GLANCE_SCHEMA,
    Glance,
    glance_errors,
    glance_pyramid,
    parse_glance,
)
from companion.games.pyramids.numbers import (
    BUILDINGS,
    CARD_STONES_MAX,
    COLORS,
    GLYPH_POINTS,
    OBELISK_POINTS,
    PYRAMID_BONUS,
    PYRAMID_BONUS_MIN,
    ROUNDS,
    ROWS,
    TOMB_MAJORITY,
)
from companion.games.validate import list_of, one_of, whole_number
from companion.i18n import Joined, Msg, Plural

COLOR_SET = frozenset(COLORS)


@dataclass(frozen=True)
class God:
    number: int
    name: str
    tomb: bool          # may add a card to the tomb
    obelisk: bool       # may add a card to the obelisk
    only_one_extra: bool = False  # tomb OR obelisk, not both

    def may_build(self) -> Msg:
        if self.tomb and self.obelisk and self.only_one_extra:
            return Msg("the pyramid, and may add to the tomb or the obelisk")
        if self.tomb and self.obelisk:
            return Msg("the pyramid, and may add to the tomb and the obelisk")
        if self.tomb:
            return Msg("the pyramid, and may add to the tomb")
        if self.obelisk:
            return Msg("the pyramid, and may add to the obelisk")
        return Msg("the pyramid only")


def gods(players: int) -> list[God]:
    """The god tiles in play and what each lets you build, for this player count."""
    if players <= 3:
        return [God(1, "Horus", False, False), God(2, "Anubis", True, False),
                God(3, "Khepri", False, True), God(4, "Sekhmet", True, True)]
    return [God(1, "Horus", False, False), God(2, "Anubis", True, False),
            God(3, "Khepri", False, True), God(4, "Sekhmet", True, True, only_one_extra=True),
            God(5, "Thoth", True, True)]


# --- setup -------------------------------------------------------------------------------

def setup_steps(players: int) -> list[SetupStep]:
    """The setup checklist for exactly this player count."""
    tiles = gods(players)
    names = ", ".join(f"{g.number} {g.name}" for g in tiles)   # numbers and names: data
    lay_out = [Msg("Lay out the god tiles in ascending order in the middle: {tiles}.",
                   tiles=names)]
    if players <= 3:
        lay_out.append(Msg("Thoth (5) stays in the box."))
    steps = [SetupStep(Msg("God tiles 1 to {last}", last=len(tiles)), Joined(" ", lay_out),
                       entry="setup-gods")]
    if players == 2:
        steps.append(SetupStep(Msg("Set one god tile aside"),
                               Msg("With 2 players one of the four tiles is set aside at random "
                                   "in the first round, so only 3 are in play. The app draws it "
                                   "when the first player is chosen, and rotates it every round "
                                   "(1 → 2 → 3 → 4 → 1)."), entry="two-player-gods"))
    steps += [
        SetupStep(Msg("One card each"),
                  Plural("Shuffle the 105 construction cards and deal 1 face down to the {n} "
                         "player; you may look at yours.",
                         "Shuffle the 105 construction cards and deal 1 face down to each of "
                         "the {n} players; you may look at yours.", players),
                  entry="setup-cards"),
        SetupStep(Msg("Deck"), Msg("The other cards form a face-down deck."),
                  entry="construction-cards"),
        SetupStep(Msg("First player"), Msg("The last player to have seen a pyramid takes the "
                                           "first-player token and the deck (or let the app "
                                           "pick at random)."), entry="first-player"),
    ]
    return steps


# --- tracking ----------------------------------------------------------------------------

PHASES = {
    "quarry": Msg("Phase 1 of 5: stock the quarry"),
    "gods": Msg("Phase 2 of 5: choose a god tile"),
    "build": Msg("Phases 3-4 of 5: take a pair and build"),
    "end": Msg("Phase 5 of 5: end of the round"),
}


@dataclass(frozen=True)
class RoundState:
    seats: int
    first_seat: int
    round: int = 1
    phase: str = "quarry"
    set_aside: int | None = None            # 2 players: the god tile out this round
    chosen: tuple[int | None, ...] = ()     # god tile number per seat, this round
    built: tuple[int, ...] = ()             # seats that have built this round, in order
    pyramid: tuple[int, ...] = ()           # cards per seat
    obelisk: tuple[int, ...] = ()
    tomb: tuple[int, ...] = ()
    over: bool = False
    log: tuple[str, ...] = ()

    def seat_order(self) -> list[int]:
        """Seats clockwise from the first player (god-tile choice order)."""
        return [(self.first_seat + i) % self.seats for i in range(self.seats)]

    def build_order(self) -> list[int]:
        """Seats by the number of their god tile, lowest first."""
        return sorted(range(self.seats), key=lambda s: self.chosen[s])

    def available(self) -> list[God]:
        taken = set(self.chosen)
        return [g for g in gods(self.seats) if g.number not in taken and g.number != self.set_aside]

    def god_of(self, seat: int) -> God:
        return next(g for g in gods(self.seats) if g.number == self.chosen[seat])

    def current(self) -> int | None:
        if self.over:
            return None
        if self.phase in ("quarry", "end"):
            return self.first_seat
        if self.phase == "gods":
            return self.seat_order()[sum(c is not None for c in self.chosen)]
        return self.build_order()[len(self.built)]


def random_setup(seats: int, rng: random.Random) -> dict:
    """With 2 players, the god tile set aside in round 1 is drawn at random."""
    return {"set_aside": rng.randint(1, 4)} if seats == 2 else {}


def start(seats: int, first_seat: int, setup: dict) -> RoundState:
    set_aside = setup.get("set_aside") if seats == 2 else None
    if seats == 2 and set_aside not in (1, 2, 3, 4):
        raise IllegalAction(Msg("With 2 players a god tile from 1 to 4 must be set aside."))
    zero = (0,) * seats
    return RoundState(seats, first_seat, set_aside=set_aside, chosen=(None,) * seats,
                      pyramid=zero, obelisk=zero, tomb=zero)


def apply(state: RoundState, kind: str, data: dict, settings: dict | None = None) -> RoundState:
    """The state after one recorded action; IllegalAction if the rules forbid it now."""
    if state.over:
        raise IllegalAction(Msg("The game is over: go to scoring."))
    if kind == "quarry" and state.phase == "quarry":
        return replace(state, phase="gods", log=state.log + (
            Plural("{player} revealed {n} pair", "{player} revealed {n} pairs", state.seats,
                   player=f"{{{state.first_seat}}}"),))
    if kind.startswith("god_") and state.phase == "gods":
        return _choose_god(state, kind)
    if kind == "build" and state.phase == "build":
        return _build(state, data)
    if kind == "end_round" and state.phase == "end":
        return _end_round(state)
    raise IllegalAction(Msg("That is not possible now ({phase}).", phase=PHASES[state.phase]))


def _choose_god(state: RoundState, kind: str) -> RoundState:
    number = kind.removeprefix("god_")
    tile = next((g for g in state.available() if str(g.number) == number), None)
    if tile is None:
        raise IllegalAction(Msg("That god tile is not available."))
    seat = state.current()
    chosen = list(state.chosen)
    chosen[seat] = tile.number
    phase = "build" if all(c is not None for c in chosen) else "gods"
    return replace(state, chosen=tuple(chosen), phase=phase,
                   log=state.log + (Msg("{player} chose {god} ({number})", player=f"{{{seat}}}",
                                        god=tile.name, number=tile.number),))


def _build(state: RoundState, data: dict) -> RoundState:
    seat = state.current()
    god = state.god_of(seat)
    tomb, obelisk = bool(data.get("tomb")), bool(data.get("obelisk"))
    if (tomb and not god.tomb) or (obelisk and not god.obelisk):
        raise IllegalAction(Msg("{god} lets you build {what}.", god=god.name,
                                what=god.may_build()))
    if tomb and obelisk and god.only_one_extra:
        raise IllegalAction(Plural("With {n} player {god} allows the tomb or the obelisk, not "
                                   "both.", "With {n} players {god} allows the tomb or the "
                                   "obelisk, not both.", state.seats, god=god.name))
    def plus(counts: tuple[int, ...], yes: bool) -> tuple[int, ...]:
        return tuple(c + (1 if s == seat and yes else 0) for s, c in enumerate(counts))
    built = state.built + (seat,)
    return replace(state, built=built, phase="end" if len(built) == state.seats else "build",
                   pyramid=plus(state.pyramid, True), tomb=plus(state.tomb, tomb),
                   obelisk=plus(state.obelisk, obelisk),
                   log=state.log + (_built_line(f"{{{seat}}}", tomb, obelisk),))


def _built_line(player: str, tomb: bool, obelisk: bool) -> Msg:
    if tomb and obelisk:
        return Msg("{player} built the pyramid + tomb + obelisk", player=player)
    if tomb:
        return Msg("{player} built the pyramid + tomb", player=player)
    if obelisk:
        return Msg("{player} built the pyramid + obelisk", player=player)
    return Msg("{player} built the pyramid", player=player)


def next_set_aside(tile: int) -> int:
    return tile % 4 + 1


def _end_round(state: RoundState) -> RoundState:
    if state.round == ROUNDS:
        return replace(state, over=True, log=state.log + (
            Msg("Round {round} is over: the game ends", round=ROUNDS),))
    set_aside = next_set_aside(state.set_aside) if state.set_aside else None
    return replace(state, round=state.round + 1, phase="quarry", built=(),
                   first_seat=(state.first_seat + 1) % state.seats,
                   chosen=(None,) * state.seats, set_aside=set_aside)


def actions(state: RoundState) -> list[Action]:
    if state.over:
        return []
    if state.phase == "quarry":
        return [Action("quarry", Plural("Quarry stocked: {n} pair revealed",
                                        "Quarry stocked: {n} pairs revealed", state.seats),
                       entry="quarry")]
    if state.phase == "gods":
        # The label is the tile's number and name: data, no words to translate.
        return [Action(f"god_{g.number}", f"{g.number} · {g.name}",
                       hint=Msg("Build {what}.", what=g.may_build()), entry="choose-god")
                for g in state.available()]
    if state.phase == "build":
        god = state.god_of(state.current())
        extras = tuple(Bool(b, EXTRA_CARD_LABELS[b])
                       for b, ok in (("tomb", god.tomb), ("obelisk", god.obelisk)) if ok)
        return [Action("build", Msg("Took a pair and built"), fields=extras,
                       hint=Msg("{god}: {what}. One card per building; the pyramid card is "
                                "required.", god=god.name, what=god.may_build()),
                       entry="build-turn")]
    return [Action("end_round", Msg("End the round"), entry="end-of-round")]


EXTRA_CARD_LABELS = {"tomb": Msg("also a card on the tomb"),
                     "obelisk": Msg("also a card on the obelisk")}


def reminders(state: RoundState, names: list[str]) -> list[Reminder]:
    out: list[Reminder] = []
    if state.set_aside and state.phase in ("quarry", "gods"):
        god = next(g for g in gods(2) if g.number == state.set_aside)
        how = (Msg("drawn at random") if state.round == 1
               else Msg("the next in number after last round's"))
        out.append(Reminder(Msg("2 players: {god} ({number}) is set aside this round ({how}).",
                                god=god.name, number=god.number, how=how), "two-player-gods"))
    if state.phase == "quarry":
        out.append(Reminder(Msg("{player} reveals one pair of cards per player; pairs are never "
                                "split or rearranged.", player=names[state.first_seat]),
                            "quarry"))
    if state.phase == "build":
        out.append(Reminder(Msg("Take a pair and build at once, before the next player takes "
                                "a pair."), "build-turn"))
    if state.phase == "end":
        out.append(Reminder(Msg("Everyone keeps at most 1 card in hand: discard the rest face "
                                "up. God tiles go back to the middle; the first-player token "
                                "passes left."), "mistake-hand-limit"))
    return out


COUNTER_LABELS = {"god": Msg("god"), "pyramid": Msg("pyramid"), "obelisk": Msg("obelisk"),
                  "tomb": Msg("tomb")}


def tracker_view(state: RoundState, names: list[str]) -> TrackerView:
    current = state.current()
    upcoming = None
    if state.phase == "gods":
        order = state.seat_order()
        index = order.index(current) + 1
        upcoming = order[index] if index < len(order) else None
    elif state.phase == "build" and len(state.built) + 1 < state.seats:
        upcoming = state.build_order()[len(state.built) + 1]
    counters = {}
    for seat in range(state.seats):
        row = [(COUNTER_LABELS["pyramid"], state.pyramid[seat]),
               (COUNTER_LABELS["obelisk"], state.obelisk[seat]),
               (COUNTER_LABELS["tomb"], state.tomb[seat])]
        if state.chosen[seat] is not None:
            row.insert(0, (COUNTER_LABELS["god"], state.god_of(seat).name))
        counters[seat] = row
    order = state.build_order() if state.phase in ("build", "end") else state.seat_order()
    return TrackerView(
        round=state.round, current_seat=current, next_seat=upcoming,
        actions=actions(state), reminders=reminders(state, names), seat_counters=counters,
        seat_order=order, status="" if state.over else PHASES[state.phase],
        log=recent_log(state.log, names), drawing=drawing(state, order))


def drawing(state: RoundState, order: list[int]) -> tuple:
    """The round out of ten, the god tiles (who took each, which is set aside) and the
    order of the phase."""
    takers = {number: seat for seat, number in enumerate(state.chosen) if number is not None}
    tiles = Tiles(Msg("God tiles"), tuple(
        Tile(g.number, g.name, takers.get(g.number), g.number == state.set_aside)
        for g in gods(state.seats)))
    label = (Msg("Build order (by god tile)") if state.phase in ("build", "end")
             else Msg("Order to choose god tiles"))
    return (Rounds(Msg("Round"), state.round, ROUNDS), tiles, TurnOrder(label, tuple(order)))


# --- scoring -----------------------------------------------------------------------------

Cell = tuple[int, int]


class Stone(NamedTuple):    # a tuple: a request brings a hundred of them
    color: str
    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class Necropolis:
    pyramid: tuple[Stone, ...]
    obelisk: tuple[tuple[str, ...], ...]
    tomb: tuple[tuple[str, ...], ...]
    glyphs: dict[str, int]

    # Found once for the checks and the score (cached_property writes past the freeze).
    @cached_property
    def owner(self) -> dict[Cell, int]:
        """The stone on each covered cell (the first one entered there)."""
        owner: dict[Cell, int] = {}
        for i, stone in enumerate(self.pyramid):
            for cell in stone.cells:
                owner.setdefault(cell, i)
        return owner

    @cached_property
    def covered_places(self) -> list[int]:
        """For each pyramid card (in CARDS order), how many of its 4 places have a stone."""
        covered = [0] * len(CARDS)
        for cell in self.owner:
            card = CARD_OF.get(cell)
            if card is not None:
                covered[card] += 1
        return covered

    @cached_property
    def overlaps(self) -> bool:
        """Whether a cell was entered twice (every cell entered once has its own owner)."""
        return sum(len(stone.cells) for stone in self.pyramid) != len(self.owner)

    @cached_property
    def obelisk_stages(self) -> tuple[int, list[str]]:
        return obelisk_stages(self.obelisk)

    @cached_property
    def tomb_stones(self) -> Counter:
        return tomb_counts(self.tomb)

    @property
    def glyphs_in_place(self) -> int:
        return sum(self.glyphs.values())


def row_columns(row: int) -> range:
    """The columns of a row of the stepped grid (row 0 at the bottom)."""
    return range(row // 2, ROWS - row // 2)


def in_grid(cell: Cell) -> bool:
    row, col = cell
    return 0 <= row < ROWS and col in row_columns(row)


def card_cells(stage: int, position: int) -> list[Cell]:
    """The 2x2 cells of the card at stage 1-4, position 1..5-stage (bottom row first)."""
    row, col = 2 * (stage - 1), (stage - 1) + 2 * (position - 1)
    return [(row, col), (row, col + 1), (row + 1, col), (row + 1, col + 1)]


GRID = [(row, col) for row in range(ROWS) for col in row_columns(row)]
# Each cell's neighbours by a side inside the grid: a stone's two cells, and touching stones.
SIDES = {cell: tuple(n for n in orthogonal(*cell) if in_grid(n)) for cell in GRID}

CARDS = [(stage, position) for stage in range(1, 5) for position in range(1, 6 - stage)]
CARD_CELLS = [tuple(card_cells(stage, position)) for stage, position in CARDS]
CARD_OF = {cell: k for k, cells in enumerate(CARD_CELLS) for cell in cells}   # its card

# Stone layouts of a card in its 2x2 field, as (row, col) offsets with row 0 at the bottom.
# This is our model of the cards (see the fact sheet): correct it here if real cards differ.
LAYOUTS = {
    "large-left": [[(0, 0), (1, 0)], [(0, 1)], [(1, 1)]],
    "large-right": [[(0, 1), (1, 1)], [(0, 0)], [(1, 0)]],
    "large-bottom": [[(0, 0), (0, 1)], [(1, 0)], [(1, 1)]],
    "large-top": [[(1, 0), (1, 1)], [(0, 0)], [(0, 1)]],
    "two-columns": [[(0, 0), (1, 0)], [(0, 1), (1, 1)]],
    "two-rows": [[(0, 0), (0, 1)], [(1, 0), (1, 1)]],
}


def _parse_cell(raw: Any, field: str, errors: list[FieldError]) -> Cell | None:
    if (not isinstance(raw, list | tuple) or len(raw) != 2
            or any(isinstance(v, bool) or not isinstance(v, int) for v in raw)):
        errors.append(FieldError(field, Msg("A cell is [row, column], two whole numbers.")))
        return None
    cell = (raw[0], raw[1])
    if not in_grid(cell):
        errors.append(FieldError(field, Msg("Cell row {row}, column {column} is outside the "
                                            "pyramid (row r holds columns r//2 to 7 - r//2).",
                                            row=cell[0], column=cell[1])))
        return None
    return cell


def _plain_stone(raw: Any) -> Stone | None:
    """The usual stone checked in one go (a colour, 1 or 2 cells of the grid sharing a side);
    None for anything else, which _worded_stone's checks then put into words."""
    if type(raw) is not dict:
        return None
    color, cells = raw.get("color"), raw.get("cells")
    if type(color) is not str or type(cells) is not list:
        return None
    # Whole numbers only: True or 1.0 would find the stone of 1 in PLAIN_STONES.
    if len(cells) == 2:
        first, second = cells
        if type(first) is list and type(second) is list and len(first) == len(second) == 2:
            (row, col), (row2, col2) = first, second
            if type(row) is int and type(col) is int and type(row2) is int and type(col2) is int:
                return PLAIN_STONES.get((color, row, col, row2, col2))
    elif len(cells) == 1:
        first = cells[0]
        if type(first) is list and len(first) == 2:
            row, col = first
            if type(row) is int and type(col) is int:
                return PLAIN_STONES.get((color, row, col))
    return None


# Every stone _plain_stone takes, by its colour and cells: made once, shared by every
# request (a hundred stones each), rather than a stone built per stone read.
PLAIN_STONES = {(color, *first): Stone(color, (first,)) for color in COLORS for first in GRID}
PLAIN_STONES.update({(color, *first, *second): Stone(color, (first, second))
                     for color in COLORS for first in GRID for second in SIDES[first]})


def _worded_stone(raw: Any, field: str, number: int, errors: list[FieldError]) -> Stone | None:
    """A stone checked value by value, each error worded at its field."""
    if not isinstance(raw, dict):
        errors.append(FieldError(field, Msg("Stone {number} must be an object.", number=number)))
        return None
    before = len(errors)
    color = one_of(raw.get("color"), COLORS, f"{field}.color", errors,
                   lambda: Msg("Stone {number}: colour", number=number))
    cells_raw = list_of(raw.get("cells"), f"{field}.cells", errors,
                        lambda: Msg("Stone {number}: cells", number=number))
    if cells_raw is not None and not 1 <= len(cells_raw) <= 2:
        errors.append(FieldError(f"{field}.cells",
                                 Msg("Stone {number} must cover 1 or 2 cells, not {count}.",
                                     number=number, count=len(cells_raw))))
        cells_raw = None
    cells = [_parse_cell(c, f"{field}.cells[{i}]", errors) for i, c in enumerate(cells_raw or [])]
    if len(errors) > before:
        return None
    if len(cells) == 2 and (cells[0] == cells[1] or cells[1] not in orthogonal(*cells[0])):
        errors.append(FieldError(f"{field}.cells", Msg("The two cells of stone {number} must "
                                                       "share a side.", number=number)))
        return None
    return Stone(color, tuple(cells))


CARD_STONES_MIN = 2
PYRAMID_CARDS = 10


def _card_name(building: str, number: int) -> Msg:
    """"Obelisk card 2": a text per building, so each language words it its own way."""
    if building == "obelisk":
        return Msg("Obelisk card {number}", number=number)
    return Msg("Tomb card {number}", number=number)


def _card_colour(building: str, number: int) -> Msg:
    if building == "obelisk":
        return Msg("Obelisk card {number}: colour", number=number)
    return Msg("Tomb card {number}: colour", number=number)


def _plain_colours(card: Any) -> bool:
    """A card that is a list of our colours, checked in one go."""
    try:
        return type(card) is list and COLOR_SET.issuperset(card)
    except TypeError:      # something unhashable among them: _parse_cards words it
        return False


def _parse_cards(raw: Any, field: str, errors: list[FieldError]):
    """Obelisk or tomb cards: each the colours of its 2 or 3 stones."""
    building = field.rsplit(".", 1)[-1]
    cards = list_of(raw, field, errors, BUILDING_NAMES[building])
    if cards is None:
        return None
    before = len(errors)
    parsed = []
    for i, card in enumerate(cards):
        if _plain_colours(card):
            parsed.append(tuple(card))
            continue
        stones = list_of(card, f"{field}[{i}]", errors, partial(_card_name, building, i + 1))
        if stones is None:
            continue
        if any(type(color) is not str or color not in COLORS for color in stones):
            for j, color in enumerate(stones):
                one_of(color, COLORS, f"{field}[{i}][{j}]", errors,
                       partial(_card_colour, building, i + 1))
        parsed.append(tuple(stones))
    return tuple(parsed) if len(errors) == before else None


def _parse_pyramid(raw: Any, field: str, errors: list[FieldError]):
    before = len(errors)
    stones_raw = list_of(raw, field, errors, Msg("The pyramid"))
    if stones_raw is None:
        return None
    stones = [_plain_stone(s) for s in stones_raw]
    for i, stone in enumerate(stones):
        if stone is None:
            stones[i] = _worded_stone(stones_raw[i], f"{field}[{i}]", i + 1, errors)
    return tuple(stones) if len(errors) == before else None


def _overlap_errors(n: Necropolis, field: str) -> list[FieldError]:
    """Two stones on one cell."""
    if not n.overlaps:
        return []
    owner = n.owner
    return [FieldError(f"{field}[{i}].cells", Msg(
                "Stone {number} covers row {row}, column {column}, already covered by "
                "stone {other}.", number=i + 1, row=cell[0], column=cell[1],
                other=owner[cell] + 1))
            for i, stone in enumerate(n.pyramid) for cell in stone.cells if owner[cell] != i]


def _card_errors(n: Necropolis, field: str) -> list[FieldError]:
    """Cards that cannot be on a real pyramid: half coloured, or resting on nothing. Each is
    refused at its card, `pyramid.cards[k]` in the order of CARDS."""
    errors = []
    present = set()
    for k, covered in enumerate(n.covered_places):
        if covered:
            present.add(CARDS[k])
        if 0 < covered < 4:
            stage, position = CARDS[k]
            errors.append(FieldError(f"{field}.cards[{k}]", Msg(
                "The card at stage {stage}, position {position} has stones on {count} of its 4 "
                "places: colour every stone of the card.", stage=stage, position=position,
                count=covered)))
    for stage, position in sorted(present):
        if stage > 1 and not ((stage - 1, position) in present
                              and (stage - 1, position + 1) in present):
            errors.append(FieldError(f"{field}.cards[{CARDS.index((stage, position))}]", Msg(
                "The card at stage {stage}, position {position} rests on nothing: it needs the "
                "cards at stage {below}, positions {left} and {right} under it.", stage=stage,
                position=position, below=stage - 1, left=position, right=position + 1)))
    return errors


def _parse_glyphs(raw: Any, field: str, errors: list[FieldError]):
    if raw is None:
        return dict.fromkeys(BUILDINGS, 0)
    if not isinstance(raw, dict):
        errors.append(FieldError(field, Msg("Glyphs: a count per building.")))
        return None
    before = len(errors)
    glyphs = {b: whole_number(raw.get(b, 0), f"{field}.{b}", errors, high=ROUNDS,
                              what=GLYPHS_IN[b]) for b in BUILDINGS}
    return glyphs if len(errors) == before else None


def _layout_notes(raw: Any, field: str, errors: list[FieldError]):
    if raw is not None and not isinstance(raw, dict):
        errors.append(FieldError(field, Msg("The card layouts are an object.")))
    return raw if isinstance(raw, dict) else None


BUILDING_NAMES = {"pyramid": Msg("Pyramid"), "obelisk": Msg("Obelisk"), "tomb": Msg("Tomb")}
GLYPHS_IN = {"pyramid": Msg("Glyphs in the pyramid"), "obelisk": Msg("Glyphs in the obelisk"),
             "tomb": Msg("Glyphs in the tomb")}

COLOR_SCHEMA = {"enum": list(COLORS)}
CARDS_SCHEMA = {"type": "array", "maxItems": ROUNDS, "items": {
    "type": "array", "minItems": CARD_STONES_MIN, "maxItems": CARD_STONES_MAX,
    "items": COLOR_SCHEMA}}
ENTRY_FIELDS = (
    Structured("pyramid", BUILDING_NAMES["pyramid"], parse=_parse_pyramid, json_schema={
        "type": "array", "maxItems": 40, "items": {
            "type": "object", "required": ["color", "cells"], "properties": {
                "color": COLOR_SCHEMA,
                "cells": {"type": "array", "minItems": 1, "maxItems": 2, "items": {
                    "type": "array", "minItems": 2, "maxItems": 2,
                    "items": {"type": "integer", "minimum": 0, "maximum": ROWS - 1}}}}}}),
    Structured("obelisk", BUILDING_NAMES["obelisk"], parse=_parse_cards,
               json_schema=CARDS_SCHEMA),
    Structured("tomb", BUILDING_NAMES["tomb"], parse=_parse_cards, json_schema=CARDS_SCHEMA),
    Structured("glyphs", Msg("Glyphs"), parse=_parse_glyphs, json_schema={
        "type": "object", "properties": {
            b: {"type": "integer", "minimum": 0, "maximum": ROUNDS} for b in BUILDINGS}}),
    # How the entry page laid the cards out, kept so a saved entry can be edited again.
    Structured("ui", Msg("Card layouts as entered"), parse=_layout_notes,
               json_schema={"type": ["object", "null"]}),
    # Or the necropolis at a glance (companion.games.pyramids.glance), instead of the cards.
    Structured("glance", Msg("At a glance"), parse=parse_glance, json_schema=GLANCE_SCHEMA),
)


def cards_in_pyramid(n: Necropolis) -> int:
    return sum(1 for covered in n.covered_places if covered)


def parse_necropolis(values: dict, where: str = "") -> "Necropolis | Glance":
    """The cards as entered, or the necropolis at a glance (not both)."""
    necropolis = Necropolis(values["pyramid"], values["obelisk"], values["tomb"],
                            values["glyphs"])
    glance = values.get("glance")
    if glance is None:
        return necropolis
    if (necropolis.pyramid or necropolis.obelisk or necropolis.tomb
            or necropolis.glyphs_in_place):
        raise InvalidInput([FieldError(f"{where}glance", Msg(
            "Enter the necropolis card by card or at a glance, not both."))])
    return glance


def necropolis_errors(n: Necropolis, where: str = "") -> list[FieldError]:
    """What no real table shows: a pyramid card half coloured or resting on nothing, a card
    of 1 or 4 stones, more cards than rounds, more glyphs than cards."""
    errors = _overlap_errors(n, f"{where}pyramid") + _card_errors(n, f"{where}pyramid")
    for building, cards in (("obelisk", n.obelisk), ("tomb", n.tomb)):
        field = f"{where}{building}"
        if len(cards) > ROUNDS:
            errors.append(FieldError(field, _too_many_cards(building, len(cards))))
        errors += [FieldError(f"{field}[{i}]", Msg("{card}: a card has 2 or 3 stones, not "
                                                   "{count}.", card=_card_name(building, i + 1),
                                                   count=len(card)))
                   for i, card in enumerate(cards)
                   if not CARD_STONES_MIN <= len(card) <= CARD_STONES_MAX]
    cards = {"pyramid": cards_in_pyramid(n), "obelisk": len(n.obelisk),
             "tomb": len(n.tomb)}
    errors += [FieldError(f"{where}glyphs.{b}", _too_many_glyphs(b, n.glyphs[b], cards[b]))
               for b in BUILDINGS if n.glyphs[b] > cards[b]]
    return errors


def _too_many_cards(building: str, count: int) -> Msg:
    if building == "obelisk":
        return Plural("{n} obelisk card: at most one a round, so {rounds}.",
                      "{n} obelisk cards: at most one a round, so {rounds}.", count,
                      rounds=ROUNDS)
    return Plural("{n} tomb card: at most one a round, so {rounds}.",
                  "{n} tomb cards: at most one a round, so {rounds}.", count, rounds=ROUNDS)


def _too_many_glyphs(building: str, glyphs: int, cards: int) -> Msg:
    params = {"glyphs": Plural("{n} glyph", "{n} glyphs", glyphs),
              "cards": Plural("{n} card", "{n} cards", cards)}
    if building == "pyramid":
        return Msg("{glyphs} in the pyramid, which has {cards}: a card carries at most one "
                   "glyph.", **params)
    if building == "obelisk":
        return Msg("{glyphs} in the obelisk, which has {cards}: a card carries at most one "
                   "glyph.", **params)
    return Msg("{glyphs} in the tomb, which has {cards}: a card carries at most one glyph.",
               **params)


def stone_groups(n: Necropolis) -> list[list[int]]:
    """Groups of touching stones of one colour, as indexes into the pyramid's stones, in
    the order of their first stone (grid.connected_groups' walk, with each stone's
    neighbours looked up as the walk reaches it: a request brings a hundred stones)."""
    at = n.owner
    stones = n.pyramid
    seen = [False] * len(stones)
    groups = []
    for start, first in enumerate(stones):
        if seen[start]:
            continue
        seen[start] = True
        color = first.color
        group = [start]
        for stone in group:     # the group grows while it is read: a breadth-first walk
            for cell in stones[stone].cells:
                for side in SIDES[cell]:
                    other = at.get(side)
                    if other is not None and not seen[other] and stones[other].color == color:
                        seen[other] = True
                        group.append(other)
        groups.append(group)
    return groups


def pyramid_score(n: Necropolis) -> tuple[int, dict]:
    """Largest group of each colour, the largest group once more, +10 if all are 3+."""
    stones = n.pyramid
    largest: dict[str, list[int]] = {color: [] for color in COLORS}
    for group in stone_groups(n):
        color = stones[group[0]].color
        if len(group) > len(largest[color]):
            largest[color] = group
    sizes = {color: len(group) for color, group in largest.items()}
    biggest = max(sizes.values())
    bonus = PYRAMID_BONUS if min(sizes.values()) >= PYRAMID_BONUS_MIN else 0
    details = {"largest": {color: {"size": len(group),
                                   "cells": sorted(c for i in group for c in stones[i].cells)}
                           for color, group in largest.items()},
               "largest_once_more": biggest, "bonus": bonus}
    return sum(sizes.values()) + biggest + bonus, details


def obelisk_stages(cards: tuple[tuple[str, ...], ...]) -> tuple[int, list[str]]:
    """How many stages show the most frequent colour, and which colours do."""
    stages = Counter(color for card in cards for color in set(card))
    best = max(stages.values(), default=0)
    return best, sorted(c for c, n in stages.items() if n == best) if best else []


def obelisk_score(cards: tuple[tuple[str, ...], ...], beyond: dict[int, int],
                  stages: tuple[int, list[str]] | None = None) -> tuple[int, dict]:
    """Stages showing the most frequent colour: 1/2/3/4/5 → 1/3/6/10/15 (reviews; the
    rulebook's example gives 3 → 6); beyond 5, the group's own copy says (`beyond`)."""
    best, colors = obelisk_stages(cards) if stages is None else stages
    points = OBELISK_POINTS[best] if best < len(OBELISK_POINTS) else beyond[best]
    return points, {"stages": best, "colors": list(colors)}


def tomb_counts(tomb: tuple[tuple[str, ...], ...]) -> Counter:
    return Counter(color for card in tomb for color in card)


def tomb_majorities(players: list[Necropolis]) -> list[list[str]]:
    """For each player, the colours where their tomb has strictly the most stones."""
    counts = [p.tomb_stones for p in players]
    won: list[list[str]] = [[] for _ in players]
    for color in COLORS:
        best = max(c[color] for c in counts)
        leaders = [i for i, c in enumerate(counts) if c[color] == best]
        if best > 0 and len(leaders) == 1:
            won[leaders[0]].append(color)
    return won


def obelisk_values(players: list[tuple[str, Necropolis]], settings: dict) -> dict[int, int]:
    """The group's values for obelisks of 6 or more stages; InvalidInput naming the setting
    when a player's obelisk needs one the group has not entered."""
    needed = {n.obelisk_stages[0] for _, n in players} - set(range(len(OBELISK_POINTS)))
    missing = sorted(s for s in needed if settings.get(f"obelisk_{s}") is None)
    if missing:
        raise InvalidInput([FieldError(f"settings.obelisk_{s}", Plural(
            "An obelisk of {n} stage of one colour: our sources give points up to 5 stages "
            "only. Enter the points your copy gives for {n} stage in Pyramids' settings.",
            "An obelisk of {n} stages of one colour: our sources give points up to 5 stages "
            "only. Enter the points your copy gives for {n} stages in Pyramids' settings.", s))
            for s in missing])
    return {s: settings[f"obelisk_{s}"] for s in needed}


def score_necropolises(players: list[tuple[str, Necropolis]],
                       settings: dict | None = None) -> list[PlayerScore]:
    """Score every player, entered card by card or at a glance; tomb majorities are
    decided across all of them."""
    beyond = obelisk_values(players, settings or {})
    majorities = tomb_majorities([n for _, n in players])
    scores = []
    for (name, necropolis), tomb_won in zip(players, majorities, strict=True):
        glance = isinstance(necropolis, Glance)
        pyramid, pyramid_details = (glance_pyramid(necropolis) if glance
                                    else pyramid_score(necropolis))
        obelisk, obelisk_details = obelisk_score((), beyond, necropolis.obelisk_stages)
        breakdown = {"pyramid": pyramid, "obelisk": obelisk,
                     "tomb": TOMB_MAJORITY * len(tomb_won),
                     "glyphs": GLYPH_POINTS * necropolis.glyphs_in_place}
        scores.append(PlayerScore(
            name=name, total=sum(breakdown.values()), breakdown=breakdown,
            warnings=[] if glance else _warnings(necropolis),
            details={"pyramid": pyramid_details, "obelisk": obelisk_details,
                     "tomb": {"majorities": tomb_won,
                              "stones": dict(necropolis.tomb_stones)}}))
    return scores


def _warnings(necropolis: Necropolis) -> list[str]:
    warnings = []
    cards = cards_in_pyramid(necropolis)
    if cards < PYRAMID_CARDS:
        warnings.append(Plural("{n} pyramid card: a finished game has {total} (one a round). "
                               "Check the entry if the game went all {rounds} rounds.",
                               "{n} pyramid cards: a finished game has {total} (one a round). "
                               "Check the entry if the game went all {rounds} rounds.",
                               cards, total=PYRAMID_CARDS, rounds=ROUNDS))
    return warnings


# --- our totals ----------------------------------------------------------------------

# 10 cards of at most 3 stones: one colour's group of 30 scores 30 and 30 once more.
PYRAMID_MAX = 2 * PYRAMID_CARDS * CARD_STONES_MAX


def totals_errors(points: dict[str, int], where: str, settings: dict) -> list[FieldError]:
    """Typed points no necropolis gives: a pyramid of 1 (a stone counts in its colour's
    group and once more as the largest), obelisk points off the table of values, tomb
    majorities not 5 each, glyphs not 2 each."""
    errors = []
    if points.get("pyramid") == 1:
        errors.append(FieldError(f"{where}pyramid", Msg(
            "Pyramid: a stone scores in its colour's group and once more in the largest "
            "group, so 1 point is not possible.")))
    values = set(OBELISK_POINTS) | {settings[s.key] for s in OBELISK_SETTINGS
                                    if settings.get(s.key) is not None}
    if points.get("obelisk", 0) not in values:
        errors.append(FieldError(f"{where}obelisk", Msg(
            "Obelisk: the points are one of {values}.",
            values=Joined(", ", [str(v) for v in sorted(values)]))))
    if points.get("tomb", 0) % TOMB_MAJORITY:
        errors.append(FieldError(f"{where}tomb", Msg(
            "Tomb majorities: {points} each, so a multiple of {points}.",
            points=TOMB_MAJORITY)))
    if points.get("glyphs", 0) % GLYPH_POINTS:
        errors.append(FieldError(f"{where}glyphs", Msg(
            "Glyphs: {points} each, so a multiple of {points}.", points=GLYPH_POINTS)))
    return errors


def _example_pyramid(cards: list[tuple[str, str]]) -> list[dict]:
    """A pyramid as the score sheet takes it, from its 10 cards in CARDS order: each card's
    layout and its stones' colours."""
    stones = []
    for (stage, position), (layout, colours) in zip(CARDS, cards, strict=True):
        row, col = card_cells(stage, position)[0]
        for offsets, colour in zip(LAYOUTS[layout], colours.split(), strict=True):
            stones.append({"color": colour, "cells": [[row + r, col + c] for r, c in offsets]})
    return stones


# The teach's worked example: a table of three at the end of a game (Ana's obelisk is the
# rulebook's figure). Sofía wins 38; white ties in the tombs and pays nobody.
WORKED_TABLE = (
    ("Ana", {"pyramid": _example_pyramid([
        ("large-left", "red red blue"), ("large-right", "green red red"),
        ("two-columns", "yellow white"), ("large-bottom", "white yellow green"),
        ("large-left", "blue blue blue"), ("large-top", "red green green"),
        ("two-rows", "white yellow"), ("large-right", "yellow white white"),
        ("large-left", "green red blue"), ("two-columns", "blue green")]),
        "obelisk": [["red", "blue"], ["red", "blue"], ["red", "blue", "white"]],
        "tomb": [["green", "green"], ["yellow", "white", "white"]],
        "glyphs": {"pyramid": 1, "obelisk": 0, "tomb": 1}}),
    ("Mateo", {"pyramid": _example_pyramid([
        ("large-bottom", "blue green green"), ("two-rows", "green yellow"),
        ("large-left", "red red white"), ("large-right", "white yellow yellow"),
        ("large-top", "green blue blue"), ("large-left", "yellow red white"),
        ("two-columns", "white white"), ("large-bottom", "blue red yellow"),
        ("large-right", "red green white"), ("two-rows", "yellow blue")]),
        "obelisk": [["yellow", "green"], ["yellow", "yellow", "white"], ["yellow", "red"],
                    ["green", "blue"]],
        "tomb": [["green", "red", "red"], ["white", "blue"]],
        "glyphs": {"pyramid": 0, "obelisk": 1, "tomb": 0}}),
    ("Sofía", {"pyramid": _example_pyramid([
        ("two-columns", "white white"), ("large-left", "white green yellow"),
        ("large-right", "green green red"), ("large-top", "blue red red"),
        ("large-right", "white green green"), ("two-rows", "red blue"),
        ("large-left", "yellow yellow blue"), ("large-top", "green white yellow"),
        ("two-columns", "blue red"), ("large-left", "yellow yellow white")]),
        "obelisk": [["white", "blue"], ["white", "green"]],
        "tomb": [["green", "blue", "blue"], ["yellow", "yellow"], ["red", "white", "white"]],
        "glyphs": {"pyramid": 2, "obelisk": 0, "tomb": 1}}),
)


OBELISK_SETTINGS = tuple(
    Setting(Int(f"obelisk_{stages}", Plural("Obelisk points for {n} stage of one colour",
                                            "Obelisk points for {n} stages of one colour",
                                            stages), high=99), required=False,
            until_needed=Plural("Only needed when someone's obelisk has {n} stage of one "
                                "colour; leave it empty until then.",
                                "Only needed when someone's obelisk has {n} stages of one "
                                "colour; leave it empty until then.", stages))
    for stages in range(len(OBELISK_POINTS), ROUNDS + 1))


class Pyramids(Game):
    """Pyramids, through the game contract (see companion.games.base.Game)."""

    slug = "pyramids"
    name = "Pyramids"
    min_players = 2
    max_players = 5
    summary = Msg("Over 10 rounds, pick god tiles and pairs of stone cards to build a pyramid, "
                  "an obelisk and a tomb. Big groups of one colour, long obelisk runs and tomb "
                  "majorities score.")
    breakdown_labels = {"pyramid": BUILDING_NAMES["pyramid"],
                        "obelisk": BUILDING_NAMES["obelisk"],
                        "tomb": Msg("Tomb majorities"),
                        "glyphs": Msg("Glyphs ({points} each)", points=GLYPH_POINTS)}
    tie_breaks = []  # tied players share the victory
    # Our totals: the tomb's majorities are decided across the players' tombs.
    shared_categories = ("tomb",)
    category_limits = {"pyramid": (0, PYRAMID_MAX), "obelisk": (0, 99),
                       "tomb": (0, TOMB_MAJORITY * len(COLORS)),
                       "glyphs": (0, GLYPH_POINTS * len(BUILDINGS) * ROUNDS)}

    section_titles = {"special": Msg("Special cases")}   # Pyramids has no tiles to name
    aids = [
        Aid("setup", Msg("Setup sheet"), Msg("God tiles and cards for 2 to 5 players.")),
        Aid("player", Msg("Player reference"), Msg("The god tiles and what they let you build, "
                                                   "and the scoring of each building.")),
        Aid("round", Msg("Round flow"), Msg("The 5 phases of a round and the end of the game.")),
    ]
    tracker_counts = ("pyramid", "obelisk", "tomb")
    settings = OBELISK_SETTINGS
    teach = {
        "goal": (TeachPart("theme", (0,)),),
        "components": (TeachPart("components", (1,)), TeachPart("setup-gods", (0,)),
                       TeachPart("two-player-gods", (0,))),
        "turn": (TeachPart("build-turn", (0, 1)), TeachPart("gods-table", (0, 1, 2)),
                 TeachPart("pyramid-building", (0,)), TeachPart("tomb-building", (0,))),
        "round": (TeachPart("round-overview", (0,)), TeachPart("end-of-round", (0,))),
        "end": (TeachPart("end-trigger", (0,)), TeachPart("tie", (0,))),
        "scoring": (TeachPart("score-pyramid", (0, 1)), TeachPart("pyramid-bonus", (0,)),
                    TeachPart("score-obelisk", (0, 2)), TeachPart("score-tomb", (0, 1)),
                    TeachPart("score-glyphs", (0,))),
        "mistakes": (TeachPart("mistake-split-pair", (0,)),),
    }
    # The whole table at the end of a game: Ana's obelisk is the rulebook's only worked
    # figure (red and blue each on 3 stages score 6, once); the rest is ours.
    worked_example = WorkedExample("score-obelisk", "rulebook § Obelisco", WORKED_TABLE)
    settings_help = Msg("Our sources give the obelisk's points up to 5 stages of one colour. An "
                        "obelisk can have more: enter the points your score pad or player aid "
                        "gives for 6 to 10 stages when you first need them.")

    # The rules of play are this module's functions; the class names them for the contract.
    setup_steps = staticmethod(setup_steps)
    random_setup = staticmethod(random_setup)
    start = staticmethod(start)
    apply = staticmethod(apply)
    tracker_view = staticmethod(tracker_view)
    parse_entry = staticmethod(parse_necropolis)

    def entry_fields(self, tracked: bool) -> tuple:
        return ENTRY_FIELDS

    def actions_offered(self, seats: int) -> list[Action]:
        state = start(seats, 0, {"set_aside": 1} if seats == 2 else {})
        gods_phase = replace(state, phase="gods", set_aside=None)
        all_extras = next(g for g in gods(seats) if g.tomb and g.obelisk)
        build = replace(state, phase="build", chosen=(all_extras.number,) * seats)
        return each_kind_once(actions(state) + actions(gods_phase) + actions(build)
                              + actions(replace(state, phase="end")))

    def example_entry(self) -> dict:
        card = [{"color": "red", "cells": [[0, 0], [1, 0]]},
                {"color": "blue", "cells": [[0, 1]]}, {"color": "red", "cells": [[1, 1]]}]
        return {"pyramid": card, "obelisk": [["red", "blue"]], "tomb": [["green", "green"]],
                "glyphs": {"pyramid": 1, "obelisk": 0, "tomb": 0}}

    def entry_view(self) -> dict:
        return {"colors": COLORS, "cards": CARDS, "layouts": LAYOUTS,
                "modes": [("cards", Msg("Card by card")), ("glance", Msg("At a glance"))]}

    def entry_mode(self, raw: dict) -> str:
        return "glance" if raw.get("glance") else "cards"

    def check_entry(self, entry: Necropolis, where: str = "") -> list[FieldError]:
        if isinstance(entry, Glance):
            return glance_errors(entry, where)
        return necropolis_errors(entry, where)

    def check_totals(self, totals: Totals, where: str, settings: dict) -> list[FieldError]:
        return totals_errors(totals.points, f"{where}totals.", settings)

    def shared_settled(self, entry: Necropolis, category: str) -> bool:
        return not entry.tomb_stones     # no stone in the tomb, no majority

    def score(self, entries: list[tuple[str, Necropolis]], context: ScoreContext
              ) -> list[PlayerScore]:
        return score_necropolises(entries, context.settings)


GAME = Pyramids()
