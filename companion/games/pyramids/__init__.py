"""Pyramids (IELLO, 2017): setup, the 10-round tracker and scoring, in pure Python.

Rulebook pages are not numbered in our source text, so rules cite the rulebook section.
"""
import random
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any

from companion.errors import FieldError, IllegalAction, InvalidInput
from companion.games.base import (
    Action,
    Aid,
    Game,
    Option,
    PlayerScore,
    Reminder,
    SetupStep,
    TrackerView,
    recent_log,
)
from companion.games.grid import connected_groups, orthogonal
from companion.games.validate import list_of, one_of, whole_number

COLORS = ("blue", "white", "red", "green", "yellow")
BUILDINGS = ("pyramid", "obelisk", "tomb")
ROUNDS = 10
ROWS = 8
OBELISK_POINTS = (0, 1, 3, 6, 10, 15)   # by stages showing the most frequent colour
TOMB_MAJORITY = 5
GLYPH_POINTS = 2
PYRAMID_BONUS = 10
PYRAMID_BONUS_MIN = 3
CARD_STONES_MAX = 3


@dataclass(frozen=True)
class God:
    number: int
    name: str
    tomb: bool          # may add a card to the tomb
    obelisk: bool       # may add a card to the obelisk
    only_one_extra: bool = False  # tomb OR obelisk, not both

    def may_build(self) -> str:
        extras = [b for b, ok in (("the tomb", self.tomb), ("the obelisk", self.obelisk)) if ok]
        if not extras:
            return "the pyramid only"
        joint = " or " if self.only_one_extra else " and "
        return "the pyramid, and may add to " + joint.join(extras)


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
    names = ", ".join(f"{g.number} {g.name}" for g in tiles)
    steps = [SetupStep(f"God tiles 1 to {len(tiles)}",
                       f"Lay out the god tiles in ascending order in the middle: {names}."
                       + (" Thoth (5) stays in the box." if players <= 3 else ""))]
    if players == 2:
        steps.append(SetupStep("Set one god tile aside",
                               "With 2 players one of the four tiles is set aside at random in "
                               "the first round, so only 3 are in play. The app draws it when "
                               "the first player is chosen, and rotates it every round "
                               "(1 → 2 → 3 → 4 → 1)."))
    steps += [
        SetupStep("One card each", f"Shuffle the 105 construction cards and deal 1 face down "
                  f"to each of the {players} players; you may look at yours."),
        SetupStep("Deck", "The other cards form a face-down deck."),
        SetupStep("First player", "The last player to have seen a pyramid takes the "
                  "first-player token and the deck (or let the app pick at random)."),
    ]
    return steps


# --- tracking ----------------------------------------------------------------------------

PHASES = {
    "quarry": "Phase 1 of 5: stock the quarry",
    "gods": "Phase 2 of 5: choose a god tile",
    "build": "Phases 3-4 of 5: take a pair and build",
    "end": "Phase 5 of 5: end of the round",
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
        raise IllegalAction("With 2 players a god tile from 1 to 4 must be set aside.")
    zero = (0,) * seats
    return RoundState(seats, first_seat, set_aside=set_aside, chosen=(None,) * seats,
                      pyramid=zero, obelisk=zero, tomb=zero)


def apply(state: RoundState, kind: str, data: dict) -> RoundState:
    """The state after one recorded action; IllegalAction if the rules forbid it now."""
    if state.over:
        raise IllegalAction("The game is over: go to scoring.")
    if kind == "quarry" and state.phase == "quarry":
        return replace(state, phase="gods", log=state.log + (
            f"{{{state.first_seat}}} revealed {state.seats} pairs",))
    if kind.startswith("god_") and state.phase == "gods":
        return _choose_god(state, kind)
    if kind == "build" and state.phase == "build":
        return _build(state, data)
    if kind == "end_round" and state.phase == "end":
        return _end_round(state)
    raise IllegalAction(f"That is not possible now ({PHASES[state.phase].lower()}).")


def _choose_god(state: RoundState, kind: str) -> RoundState:
    number = kind.removeprefix("god_")
    tile = next((g for g in state.available() if str(g.number) == number), None)
    if tile is None:
        raise IllegalAction("That god tile is not available.")
    seat = state.current()
    chosen = list(state.chosen)
    chosen[seat] = tile.number
    phase = "build" if all(c is not None for c in chosen) else "gods"
    return replace(state, chosen=tuple(chosen), phase=phase,
                   log=state.log + (f"{{{seat}}} chose {tile.name} ({tile.number})",))


def _build(state: RoundState, data: dict) -> RoundState:
    seat = state.current()
    god = state.god_of(seat)
    tomb, obelisk = bool(data.get("tomb")), bool(data.get("obelisk"))
    if (tomb and not god.tomb) or (obelisk and not god.obelisk):
        raise IllegalAction(f"{god.name} lets you build {god.may_build()}.")
    if tomb and obelisk and god.only_one_extra:
        raise IllegalAction(f"With {state.seats} players {god.name} allows the tomb or the "
                            "obelisk, not both.")
    def plus(counts: tuple[int, ...], yes: bool) -> tuple[int, ...]:
        return tuple(c + (1 if s == seat and yes else 0) for s, c in enumerate(counts))
    built = state.built + (seat,)
    extras = [b for b, yes in (("tomb", tomb), ("obelisk", obelisk)) if yes]
    return replace(state, built=built, phase="end" if len(built) == state.seats else "build",
                   pyramid=plus(state.pyramid, True), tomb=plus(state.tomb, tomb),
                   obelisk=plus(state.obelisk, obelisk),
                   log=state.log + (f"{{{seat}}} built the pyramid"
                                    + "".join(f" + {e}" for e in extras),))


def next_set_aside(tile: int) -> int:
    return tile % 4 + 1


def _end_round(state: RoundState) -> RoundState:
    if state.round == ROUNDS:
        return replace(state, over=True, log=state.log + ("Round 10 is over: the game ends",))
    set_aside = next_set_aside(state.set_aside) if state.set_aside else None
    return replace(state, round=state.round + 1, phase="quarry", built=(),
                   first_seat=(state.first_seat + 1) % state.seats,
                   chosen=(None,) * state.seats, set_aside=set_aside)


def actions(state: RoundState) -> list[Action]:
    if state.over:
        return []
    if state.phase == "quarry":
        return [Action("quarry", f"Quarry stocked: {state.seats} pairs revealed")]
    if state.phase == "gods":
        return [Action(f"god_{g.number}", f"{g.number} · {g.name}", hint=f"Build {g.may_build()}.")
                for g in state.available()]
    if state.phase == "build":
        god = state.god_of(state.current())
        options = tuple(Option(b, f"also a card on the {b}")
                        for b, ok in (("tomb", god.tomb), ("obelisk", god.obelisk)) if ok)
        return [Action("build", "Took a pair and built", options=options,
                       hint=f"{god.name}: {god.may_build()}. One card per building; the "
                       "pyramid card is required.")]
    return [Action("end_round", "End the round")]


def reminders(state: RoundState, names: list[str]) -> list[Reminder]:
    out: list[Reminder] = []
    if state.set_aside and state.phase in ("quarry", "gods"):
        god = next(g for g in gods(2) if g.number == state.set_aside)
        how = "drawn at random" if state.round == 1 else "the next in number after last round's"
        out.append(Reminder(f"2 players: {god.name} ({god.number}) is set aside this round "
                            f"({how}).", "two-player-gods"))
    if state.phase == "quarry":
        out.append(Reminder(f"{names[state.first_seat]} reveals one pair of cards per player; "
                            "pairs are never split or rearranged.", "quarry"))
    if state.phase == "build":
        out.append(Reminder("Take a pair and build at once, before the next player takes a "
                            "pair.", "build-turn"))
    if state.phase == "end":
        out.append(Reminder("Everyone keeps at most 1 card in hand: discard the rest face up. "
                            "God tiles go back to the middle; the first-player token passes "
                            "left.", "mistake-hand-limit"))
    return out


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
        row = [("pyramid", state.pyramid[seat]), ("obelisk", state.obelisk[seat]),
               ("tomb", state.tomb[seat])]
        if state.chosen[seat] is not None:
            row.insert(0, ("god", state.god_of(seat).name))
        counters[seat] = row
    order = state.build_order() if state.phase in ("build", "end") else state.seat_order()
    return TrackerView(
        round=state.round, current_seat=current, next_seat=upcoming,
        actions=actions(state), reminders=reminders(state, names), seat_counters=counters,
        seat_order=order, status="" if state.over else PHASES[state.phase],
        log=recent_log(state.log, names))


# --- scoring -----------------------------------------------------------------------------

Cell = tuple[int, int]


@dataclass(frozen=True)
class Stone:
    color: str
    cells: tuple[Cell, ...]


@dataclass(frozen=True)
class Necropolis:
    pyramid: tuple[Stone, ...]
    obelisk: tuple[tuple[str, ...], ...]
    tomb: tuple[tuple[str, ...], ...]
    glyphs: dict[str, int]


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


CARDS = [(stage, position) for stage in range(1, 5) for position in range(1, 6 - stage)]

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
        errors.append(FieldError(field, "A cell is [row, column], two whole numbers."))
        return None
    cell = (raw[0], raw[1])
    if not in_grid(cell):
        errors.append(FieldError(field, f"Cell row {cell[0]}, column {cell[1]} is outside the "
                                 "pyramid (row r holds columns r//2 to 7 - r//2)."))
        return None
    return cell


def _parse_stone(raw: Any, field: str, number: int, errors: list[FieldError]) -> Stone | None:
    if not isinstance(raw, dict):
        errors.append(FieldError(field, f"Stone {number} must be an object."))
        return None
    before = len(errors)
    color = one_of(raw.get("color"), COLORS, f"{field}.color", errors, f"Stone {number}: colour")
    cells_raw = list_of(raw.get("cells"), f"{field}.cells", errors, f"Stone {number}: cells")
    if cells_raw is not None and not 1 <= len(cells_raw) <= 2:
        errors.append(FieldError(f"{field}.cells",
                                 f"Stone {number} must cover 1 or 2 cells, not {len(cells_raw)}."))
        cells_raw = None
    cells = [_parse_cell(c, f"{field}.cells[{i}]", errors) for i, c in enumerate(cells_raw or [])]
    if len(errors) > before:
        return None
    if len(cells) == 2 and (cells[0] == cells[1] or cells[1] not in orthogonal(*cells[0])):
        errors.append(FieldError(f"{field}.cells", f"The two cells of stone {number} must "
                                 "share a side."))
        return None
    return Stone(color, tuple(cells))


def _parse_cards(raw: Any, field: str, what: str, errors: list[FieldError]):
    cards = list_of(raw, field, errors, what) or []
    parsed = []
    for i, card in enumerate(cards):
        stones = list_of(card, f"{field}[{i}]", errors, f"{what} card {i + 1}")
        if stones is None:
            continue
        for j, color in enumerate(stones):
            one_of(color, COLORS, f"{field}[{i}][{j}]", errors, f"{what} card {i + 1}: colour")
        parsed.append(tuple(stones))
    return tuple(parsed)


def parse_necropolis(raw: Any, prefix: str) -> Necropolis:
    """Validate one player's buildings; InvalidInput names the wrong stone or card."""
    if not isinstance(raw, dict):
        raise InvalidInput([FieldError(prefix, "Each player must be an object.")])
    errors: list[FieldError] = []
    stones_raw = list_of(raw.get("pyramid"), f"{prefix}.pyramid", errors, "The pyramid") or []
    stones = [_parse_stone(s, f"{prefix}.pyramid[{i}]", i + 1, errors)
              for i, s in enumerate(stones_raw)]
    owner: dict[Cell, int] = {}
    for i, stone in enumerate(stones):
        for cell in stone.cells if stone else ():
            if cell in owner:
                errors.append(FieldError(f"{prefix}.pyramid[{i}].cells", f"Stone {i + 1} covers "
                                         f"row {cell[0]}, column {cell[1]}, already covered by "
                                         f"stone {owner[cell] + 1}."))
            owner.setdefault(cell, i)
    obelisk = _parse_cards(raw.get("obelisk"), f"{prefix}.obelisk", "Obelisk", errors)
    tomb = _parse_cards(raw.get("tomb"), f"{prefix}.tomb", "Tomb", errors)
    glyphs_raw = raw.get("glyphs") or {}
    glyphs = {}
    if not isinstance(glyphs_raw, dict):
        errors.append(FieldError(f"{prefix}.glyphs", "Glyphs must be an object of counts per "
                                 "building."))
    else:
        for building in BUILDINGS:
            glyphs[building] = whole_number(glyphs_raw.get(building, 0),
                                            f"{prefix}.glyphs.{building}", errors, high=105,
                                            what=f"Glyphs in the {building}")
    if errors:
        raise InvalidInput(errors)
    return Necropolis(tuple(stones), obelisk, tomb, glyphs)


def stone_groups(stones: tuple[Stone, ...]) -> list[list[int]]:
    """Groups of touching stones of one colour, as indexes into `stones`."""
    at = {cell: i for i, stone in enumerate(stones) for cell in stone.cells}

    def touching(i: int) -> list[int]:
        return [at[n] for cell in stones[i].cells for n in orthogonal(*cell)
                if n in at and at[n] != i]
    return connected_groups(range(len(stones)), touching,
                            lambda a, b: stones[a].color == stones[b].color)


def pyramid_score(stones: tuple[Stone, ...]) -> tuple[int, dict]:
    """Largest group of each colour, the largest group once more, +10 if all are 3+."""
    largest: dict[str, list[int]] = {color: [] for color in COLORS}
    for group in stone_groups(stones):
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


def obelisk_score(cards: tuple[tuple[str, ...], ...]) -> tuple[int, dict]:
    """Stages showing the most frequent colour: 1/2/3/4/5 → 1/3/6/10/15 (15 beyond)."""
    stages = Counter(color for card in cards for color in set(card))
    best = max(stages.values(), default=0)
    points = OBELISK_POINTS[min(best, len(OBELISK_POINTS) - 1)]
    colors = sorted(c for c, n in stages.items() if n == best) if best else []
    return points, {"stages": best, "colors": colors}


def tomb_counts(tomb: tuple[tuple[str, ...], ...]) -> Counter:
    return Counter(color for card in tomb for color in card)


def tomb_majorities(players: list[Necropolis]) -> list[list[str]]:
    """For each player, the colours where their tomb has strictly the most stones."""
    counts = [tomb_counts(p.tomb) for p in players]
    won: list[list[str]] = [[] for _ in players]
    for color in COLORS:
        best = max(c[color] for c in counts)
        leaders = [i for i, c in enumerate(counts) if c[color] == best]
        if best > 0 and len(leaders) == 1:
            won[leaders[0]].append(color)
    return won


def score_necropolises(players: list[tuple[str, Necropolis]]) -> list[PlayerScore]:
    """Score every player; tomb majorities are decided across all of them."""
    majorities = tomb_majorities([n for _, n in players])
    scores = []
    for (name, necropolis), tomb_won in zip(players, majorities, strict=True):
        pyramid, pyramid_details = pyramid_score(necropolis.pyramid)
        obelisk, obelisk_details = obelisk_score(necropolis.obelisk)
        breakdown = {"pyramid": pyramid, "obelisk": obelisk,
                     "tomb": TOMB_MAJORITY * len(tomb_won),
                     "glyphs": GLYPH_POINTS * sum(necropolis.glyphs.values())}
        scores.append(PlayerScore(
            name=name, total=sum(breakdown.values()), breakdown=breakdown,
            warnings=_warnings(necropolis),
            details={"pyramid": pyramid_details, "obelisk": obelisk_details,
                     "tomb": {"majorities": tomb_won,
                              "stones": dict(tomb_counts(necropolis.tomb))}}))
    return scores


def _warnings(necropolis: Necropolis) -> list[str]:
    warnings = []
    for building, cards in (("obelisk", necropolis.obelisk), ("tomb", necropolis.tomb)):
        for i, card in enumerate(cards):
            if len(card) > CARD_STONES_MAX:
                warnings.append(f"{building.title()} card {i + 1} has {len(card)} stones; "
                                f"construction cards have at most {CARD_STONES_MAX}.")
    cards = len(necropolis.obelisk) + len(necropolis.tomb)
    if cards > 2 * ROUNDS:
        warnings.append(f"{cards} cards in the obelisk and tomb: more than 10 rounds allow.")
    return warnings


class Pyramids(Game):
    slug = "pyramids"
    name = "Pyramids"
    min_players = 2
    max_players = 5
    summary = ("Over 10 rounds, pick god tiles and pairs of stone cards to build a pyramid, an "
               "obelisk and a tomb. Big groups of one colour, long obelisk runs and tomb "
               "majorities score.")
    breakdown_labels = {"pyramid": "Pyramid", "obelisk": "Obelisk", "tomb": "Tomb majorities",
                        "glyphs": "Glyphs (2 each)"}
    tie_breaks = []  # tied players share the victory
    aids = [
        Aid("setup", "Setup sheet", "God tiles and cards for 2 to 5 players."),
        Aid("player", "Player reference", "The god tiles and what they let you build, "
            "and the scoring of each building."),
        Aid("round", "Round flow", "The 5 phases of a round and the end of the game."),
    ]
    colors = COLORS
    layouts = LAYOUTS
    cards = CARDS

    # The rules are the module's functions; the class only names them for the registry.
    setup_steps = staticmethod(setup_steps)
    random_setup = staticmethod(random_setup)
    start = staticmethod(start)
    apply = staticmethod(apply)
    tracker_view = staticmethod(tracker_view)
    parse_player = staticmethod(parse_necropolis)
    score = staticmethod(score_necropolises)
    gods = staticmethod(gods)

GAME = Pyramids()
