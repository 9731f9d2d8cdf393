"""Egizia (Hans im Glück, 2009; not the "Shifting Sands" reprint): a live score track that
also sets the turn order, 5 rounds of 7 phases, helpers that compute instead of asking,
and the end-game scoring. Our source gives page numbers only for the Nile cards and the
round spaces (pp. 9-11); entries cite sections.
"""
import random
from dataclasses import dataclass, replace
from typing import Any

from companion.errors import FieldError, IllegalAction, InvalidInput
from companion.games.base import (
    Action,
    Aid,
    Field,
    Game,
    PlayerScore,
    Reminder,
    SetupStep,
    TieBreak,
    TrackerView,
    recent_log,
)
from companion.games.validate import list_of, whole_number

ROUNDS = 5
STARTING_STONES = (2, 3, 4, 5)      # by turn tile 1..4 [reviews]
STONES_MAX = 25
COOPERATION = {0: 0, 1: 1, 2: 3, 3: 6}
TOMB_STEPS = ((21, 9), (11, 5), (1, 2))
ROW_POSITIONS = 7
PHASES = ("Nile cards", "Boats", "Feed the crews", "Produce stones", "Build",
          "Cooperation bonus", "Turn order for the next round")


def nile_deck(round_number: int) -> str:
    return "1/2" if round_number <= 2 else "3/4" if round_number <= 4 else "5"


def tomb_points(values: list[int]) -> int:
    """Tomb tiles: sum 1-10 → 2, 11-20 → 5, 21 or more → 9 (no tile → 0)."""
    total = sum(values)
    return next((points for low, points in TOMB_STEPS if total >= low), 0)


def cooperation_bonus(boats_on_sites: int, used_a_stone: bool) -> int:
    """1 / 3 / 6 VP for 1 / 2 / 3 boats on building sites, only if a stone was used."""
    return COOPERATION[min(boats_on_sites, 3)] if used_a_stone else 0


def feeding_loss(grain: int, crew_strength: int, rate: int) -> int:
    """Unfed crew points times the rate of the player's grain-market position."""
    return max(0, crew_strength - grain) * rate


def row_majority(row: list[int | None]) -> tuple[int, int] | None:
    """(seat, points) for a completed pyramid row given left to right; the most stones
    scores 1 VP per own stone there, a tie goes to the tied player with the leftmost one."""
    stones = [s for s in row if s is not None]
    if not stones:
        return None
    counts = {s: stones.count(s) for s in stones}
    best = max(counts.values())
    winner = next(s for s in stones if counts[s] == best)   # leftmost among the tied
    return winner, best


# --- setup -------------------------------------------------------------------------------

def setup_steps(players: int) -> list[SetupStep]:
    stones = ", ".join(str(n) for n in STARTING_STONES[:players])
    steps = [
        SetupStep("Board", "Put the board in the middle."),
        SetupStep("Turn tiles", f"Deal turn tiles 1 to {players} at random (the app deals "
                  "them when you pick the first player); the rest go back to the box."),
        SetupStep("Player boards and crews", "Each player takes a board in their colour: the "
                  "Joker crew on space 2 of the lower row, the other 3 crews on space 1 of "
                  "the upper row; 8 boats and 24 stones of their colour."),
        SetupStep("Markers", "Four of your stones are markers: one on the score track (placed "
                  "in turn-tile order from the highest tile, so turn tile 1 arrives last and "
                  "starts furthest back), one on the top space of the stone market, one on "
                  "the top space of the grain market, one on your board's stone table."),
        SetupStep("Starting stones", f"By turn tile 1 to {players}: {stones} stones on the "
                  "stone table."),
        SetupStep("Starting cards", "Each player takes 1 starting quarry card and 1 starting "
                  "grain card, face up."),
        SetupStep("Sphinx and Nile decks", "Shuffle the sphinx cards face down; everyone "
                  "draws one and keeps it secret. Shuffle the three Nile decks (1/2, 3/4, 5) "
                  "separately."),
        SetupStep("Water ring and tombs", "Water ring on the middle irrigation space. Shuffle "
                  "the 20 tomb tiles face down onto the 12 tomb spaces (8 go back unseen) and "
                  "turn the first 4 face up."),
        SetupStep("Scarabs", "Scarab tiles beside the board: take one when your marker "
                  "passes 50."),
    ]
    if players < 4:
        steps.append(SetupStep("Fewer than 4 players", "The rulebook changes something for "
                               "fewer than 4 players at the starting cards, but our copy of "
                               "that text is lost: check your rulebook. The app does not "
                               "guess."))
    return steps


def random_setup(seats: int, rng: random.Random) -> dict:
    """The turn tiles, dealt at random: tile number (1..n) per seat."""
    tiles = list(range(1, seats + 1))
    rng.shuffle(tiles)
    return {"turn_tiles": tiles}


# --- the score track ---------------------------------------------------------------------

@dataclass(frozen=True)
class EgiziaState:
    seats: int
    round: int = 1
    phase: int = 0                        # index into PHASES
    scores: tuple[int, ...] = ()
    arrivals: tuple[int, ...] = ()        # when each marker last arrived on its space
    clock: int = 0
    tiles: tuple[int, ...] = ()           # turn tile per seat this round
    rates: tuple[int | None, ...] = ()    # grain-market feeding rate per seat
    over: bool = False
    log: tuple[str, ...] = ()

    def track(self) -> list[int]:
        """Seats from the leader back: higher score first, earlier arrival in front."""
        return sorted(range(self.seats), key=lambda s: (-self.scores[s], self.arrivals[s]))

    def next_turn_order(self) -> list[int]:
        """Lowest score first; on a shared space the later arrival (further back) first."""
        return list(reversed(self.track()))

    def by_tile(self) -> list[int]:
        return sorted(range(self.seats), key=lambda s: self.tiles[s])


def start(seats: int, first_seat: int, setup: dict | None = None) -> EgiziaState:
    tiles = (setup or {}).get("turn_tiles")
    if sorted(tiles or []) != list(range(1, seats + 1)):
        raise IllegalAction("The turn tiles must be dealt first.")
    # Stacked at 0 with turn tile 1 placed last: it arrived last, so it is furthest back.
    arrivals = tuple(seats - tile for tile in tiles)
    return EgiziaState(seats, scores=(0,) * seats, arrivals=arrivals, clock=seats,
                       tiles=tuple(tiles), rates=(None,) * seats)


def move(state: EgiziaState, seat: int, points: int, why: str) -> EgiziaState:
    """A score change: the marker moves and, on an occupied space, goes behind."""
    if points == 0:
        return replace(state, log=state.log + (f"{{{seat}}}: {why}, no change",))
    scores, arrivals = list(state.scores), list(state.arrivals)
    scores[seat] += points
    arrivals[seat] = state.clock
    sign = "+" if points > 0 else ""
    return replace(state, scores=tuple(scores), arrivals=tuple(arrivals),
                   clock=state.clock + 1,
                   log=state.log + (f"{{{seat}}} {sign}{points} ({why}): {scores[seat]}",))


def _seat(data: dict, seats: int) -> int:
    try:
        seat = int(data.get("player", -1))
    except (TypeError, ValueError):
        seat = -1
    if seat not in range(seats):
        raise IllegalAction("Choose a player.")
    return seat


def _number(data: dict, key: str, low: int = 0, high: int = 999) -> int:
    try:
        value = int(data.get(key) or 0)
    except (TypeError, ValueError):
        raise IllegalAction(f"{key.replace('_', ' ').title()} is a whole number.") from None
    if not low <= value <= high:
        raise IllegalAction(f"{key.replace('_', ' ').title()} goes from {low} to {high}.")
    return value


def apply(state: EgiziaState, kind: str, data: dict) -> EgiziaState:
    """The state after one recorded action; IllegalAction if the rules forbid it now."""
    if state.over:
        raise IllegalAction("The game is over: go to scoring.")
    if kind in ("gain", "lose"):
        points = _number(data, "points", 1, 200)
        return move(state, _seat(data, state.seats), points if kind == "gain" else -points,
                    "points" if kind == "gain" else "loss")
    if kind == "grain_rate":
        rates = list(state.rates)
        rates[_seat(data, state.seats)] = _number(data, "rate", 1, 3)
        return replace(state, rates=tuple(rates))
    if kind == "feeding" and PHASES[state.phase] == "Feed the crews":
        seat = _seat(data, state.seats)
        if state.rates[seat] is None:
            raise IllegalAction("Enter this player's grain-market rate first.")
        loss = feeding_loss(_number(data, "grain"), _number(data, "crew_strength"),
                            state.rates[seat])
        return move(state, seat, -loss, "unfed crews")
    if kind == "pyramid_row" and PHASES[state.phase] == "Build":
        row = []
        for i in range(ROW_POSITIONS):
            value = data.get(f"stone_{i}", "")
            row.append(None if value in ("", None) else _seat({"player": value}, state.seats))
        result = row_majority(row)
        if result is None:
            raise IllegalAction("Enter the stones of the completed row.")
        return move(state, result[0], result[1], "pyramid row majority")
    if kind == "cooperation" and PHASES[state.phase] == "Cooperation bonus":
        used = data.get("used_stone") in (True, "yes")
        return move(state, _seat(data, state.seats),
                    cooperation_bonus(_number(data, "boats", 0, 3), used), "cooperation bonus")
    if kind == "next_phase":
        return _next_phase(state)
    raise IllegalAction("That is not possible in this phase.")


def _next_phase(state: EgiziaState) -> EgiziaState:
    if state.phase + 1 < len(PHASES):
        return replace(state, phase=state.phase + 1)
    order = state.next_turn_order()
    tiles = [0] * state.seats
    for number, seat in enumerate(order, 1):
        tiles[seat] = number
    line = f"Round {state.round} over: new turn tiles " + ", ".join(
        f"{{{s}}} {tiles[s]}" for s in order)
    if state.round == ROUNDS:
        return replace(state, tiles=tuple(tiles), over=True, log=state.log + (line,))
    return replace(state, round=state.round + 1, phase=0, tiles=tuple(tiles),
                   log=state.log + (line,))


def _player_field(names: list[str]) -> Field:
    return Field("player", "Player", tuple((str(i), n) for i, n in enumerate(names)))


def actions(state: EgiziaState, names: list[str]) -> list[Action]:
    if state.over:
        return []
    phase = PHASES[state.phase]
    last = state.phase == len(PHASES) - 1
    nxt = ("End the game: final scoring" if last and state.round == ROUNDS else
           f"Start round {state.round + 1}" if last else f"Next phase: {PHASES[state.phase + 1]}")
    out = [Action("next_phase", nxt)]
    player = _player_field(names)
    if phase == "Feed the crews":
        out.append(Action("feeding", "Feeding: compute the loss", fields=(
            player, Field("grain", "Grain"), Field("crew_strength", "Crew strength")),
            hint="Unfed crew points × the player's grain-market rate."))
        out.append(Action("grain_rate", "Set a player's grain-market rate", fields=(
            player, Field("rate", "VP lost per unfed crew point", (("1", "1"), ("2", "2"),
                                                                   ("3", "3")))),
            hint="Read it beside the player's marker on the grain market."))
    if phase == "Build":
        stone = tuple([("", "—")] + [(str(i), n) for i, n in enumerate(names)])
        out.append(Action("pyramid_row", "A pyramid row is complete", fields=tuple(
            Field(f"stone_{i}", f"Stone {i + 1} from the left", stone)
            for i in range(ROW_POSITIONS)), hint="The most stones score 1 VP each; a tie "
            "goes to the tied player with the leftmost stone."))
    if phase == "Cooperation bonus":
        out.append(Action("cooperation", "Cooperation bonus", fields=(
            player, Field("boats", "Boats on building sites", high=3),
            Field("used_stone", "Used a stone this round", (("yes", "yes"), ("no", "no"))))))
    out += [Action("gain", "Points scored", fields=(player, Field("points", "Points", high=200)),
                   hint="Buildings, sphinx returns, market bonuses: as they happen."),
            Action("lose", "Points lost", fields=(player, Field("points", "Points", high=200)))]
    return out


def reminders(state: EgiziaState, names: list[str]) -> list[Reminder]:
    """What to do in the current phase, with the order that applies to it."""
    phase = PHASES[state.phase]
    by_tile = ", ".join(names[s] for s in state.by_tile())
    track = ", ".join(names[s] for s in state.track())
    if phase == "Nile cards":
        boxed = (" After this round the unused cards of that deck go to the box."
                 if state.round in (2, 4, 5) else "")
        return [Reminder(f"Lay 10 Nile cards from deck {nile_deck(state.round)}.{boxed}",
                         "nile-cards", 10)]
    if phase == "Boats":
        return [Reminder(f"Boats one at a time in turn-tile order: {by_tile}. Each new boat "
                         "goes downstream of all your earlier boats.", "boats", 9)]
    if phase == "Feed the crews":
        return [Reminder(f"From the leader down: {track}. Unfed crew points cost points at "
                         "the rate of your grain-market position.", "feeding")]
    if phase == "Produce stones":
        return [Reminder(f"In turn order ({by_tile}): add your quarry output to the stone "
                         "table (25 at most).", "stones")]
    if phase == "Build":
        return [Reminder("Site by site from the top: sphinx, obelisk and tombs, pyramid and "
                         "temple; at each site the boat nearest the Nile goes first.", "build")]
    if phase == "Cooperation bonus":
        return [Reminder("Boats on building sites score 1 / 3 / 6 for 1 / 2 / 3 boats, only "
                         "for a player who used a stone this round.", "cooperation")]
    return [Reminder("Lowest score takes turn tile 1; on a shared space the marker further "
                     "back goes first.", "turn-order")]


def tracker_view(state: EgiziaState, names: list[str]) -> TrackerView:
    counters = {s: [("score", state.scores[s]), ("tile", state.tiles[s])]
                + ([("rate", state.rates[s])] if state.rates[s] else [])
                for s in range(state.seats)}
    status = "" if state.over else f"Phase {state.phase + 1} of 7: {PHASES[state.phase]}"
    return TrackerView(
        round=state.round, current_seat=None, next_seat=None,
        actions=actions(state, names), reminders=[] if state.over else reminders(state, names),
        seat_counters=counters, seat_order=state.track(), status=status,
        log=recent_log(state.log, names))


# --- end-game scoring --------------------------------------------------------------------

@dataclass(frozen=True)
class Ending:
    score: int
    stones: int
    bottom_two: bool
    tomb_tiles: tuple[int, ...]
    sphinx_points: tuple[int, ...]
    arrival: int | None = None


def parse_ending(raw: Any, prefix: str) -> Ending:
    if not isinstance(raw, dict):
        raise InvalidInput([FieldError(prefix, "Each player must be an object.")])
    errors: list[FieldError] = []
    score = raw.get("score", 0)
    if isinstance(score, bool) or not isinstance(score, int):
        errors.append(FieldError(f"{prefix}.score", "The track score is a whole number."))
    stones = whole_number(raw.get("stones", 0), f"{prefix}.stones", errors, high=STONES_MAX,
                          what="Stones left")
    bottom = raw.get("stone_market_bottom_two", False)
    if not isinstance(bottom, bool):
        errors.append(FieldError(f"{prefix}.stone_market_bottom_two", "true or false."))
    tombs = list_of(raw.get("tomb_tiles"), f"{prefix}.tomb_tiles", errors, "Tomb tiles") or []
    for i, value in enumerate(tombs):
        whole_number(value, f"{prefix}.tomb_tiles[{i}]", errors, low=1, high=99,
                     what=f"Tomb tile {i + 1}")
    sphinx = list_of(raw.get("sphinx_points"), f"{prefix}.sphinx_points", errors,
                     "Sphinx points") or []
    for i, value in enumerate(sphinx):
        whole_number(value, f"{prefix}.sphinx_points[{i}]", errors, high=99,
                     what=f"Sphinx card {i + 1}")
    arrival = raw.get("arrival")
    if errors:
        raise InvalidInput(errors)
    return Ending(score, stones, bottom, tuple(tombs), tuple(sphinx),
                  arrival if isinstance(arrival, int) else None)


def score_ending(name: str, e: Ending) -> PlayerScore:
    breakdown = {"track": e.score, "stones": e.stones // 2 if e.bottom_two else 0,
                 "tombs": tomb_points(list(e.tomb_tiles)), "sphinx": sum(e.sphinx_points)}
    return PlayerScore(name, sum(breakdown.values()), breakdown,
                       stats={"arrival": e.arrival})


class Egizia(Game):
    slug = "egizia"
    name = "Egizia"
    min_players = 2
    max_players = 4
    summary = ("Send boats down the Nile for cards and building sites, feed your crews, and "
               "build for the pharaoh. The score track sets the turn order each round.")
    breakdown_labels = {"track": "Score track", "stones": "Stones sold (1 per 2)",
                        "tombs": "Tomb tiles", "sphinx": "Sphinx cards"}
    tie_breaks = [TieBreak(
        "arrived first on the shared space",
        lambda p: -p.stats["arrival"] if p.stats.get("arrival") is not None else 0,
        lambda p: (f"arrival {p.stats['arrival'] + 1}" if p.stats.get("arrival") is not None
                   else "no arrival order"))]
    aids = [
        Aid("setup", "Setup sheet", "Board, tiles, markers and starting stones by turn tile."),
        Aid("player", "Player reference", "The 7 phases and the end-game scoring."),
        Aid("round", "Round flow", "A round phase by phase, and the new turn order."),
    ]
    phases = PHASES
    start_title = "Turn tiles"
    start_label = "Deal the turn tiles at random"
    group_picks_first = False  # the turn tiles, dealt at random, set the order

    setup_steps = staticmethod(setup_steps)
    random_setup = staticmethod(random_setup)
    start = staticmethod(start)
    apply = staticmethod(apply)
    tracker_view = staticmethod(tracker_view)
    parse_player = staticmethod(parse_ending)
    score_player = staticmethod(score_ending)

    def scoring_order(self, state: EgiziaState | None, seats: int) -> list[int]:
        """The end-game scoring goes in turn order, set once more from the track."""
        return state.next_turn_order() if state is not None else list(range(seats))

    def parse_score_request(self, body: Any):
        players = super().parse_score_request(body)
        order = body.get("arrival_order")
        if order is None:
            return players
        names = [n for n, _ in players]
        if (not isinstance(order, list) or sorted(map(str, order)) != sorted(names)
                or len(order) != len(names)):
            raise InvalidInput([FieldError("arrival_order", "List every player once, "
                                            "earliest arrival first.")])
        return [(n, replace(e, arrival=order.index(n))) for n, e in players]


GAME = Egizia()
