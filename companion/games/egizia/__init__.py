"""Egizia (Hans im Glück, 2009; not the "Shifting Sands" reprint): a live score track that
also sets the turn order, 5 rounds of 7 phases, helpers that compute instead of asking,
and the end-game scoring. Reminders name the rules entry that explains them (entries
cite the rulebook's sections), not a page.
"""
import random
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

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
    TieBreak,
    TieExplanation,
    Track,
    TrackerView,
    TurnOrder,
    WorkedExample,
    each_kind_once,
    recent_log,
)
from companion.games.entries import Totals, answers_of, counts_of
from companion.games.fields import Bool, Choice, Field, Int, IntList, Player, Structured, Text
from companion.i18n import Joined, Msg
from companion.ranking import points

ROUNDS = 5
STARTING_STONES = (2, 3, 4, 5)      # by turn tile 1..4 [reviews]
STONES_MAX = 25
TOMB_TILES = 20
SPHINX_CARDS = 29
CREW_OR_GRAIN_MAX = 99      # a cap on what a phone accepts, not a rule: our sources give none
COOPERATION = {0: 0, 1: 1, 2: 3, 3: 6}
TOMB_STEPS = ((21, 9), (11, 5), (1, 2))
ROW_POSITIONS = 7
PHASES = (Msg("Nile cards"), Msg("Boats"), Msg("Feed the crews"), Msg("Produce stones"),
          Msg("Build"), Msg("Cooperation bonus"), Msg("Turn order for the next round"))


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
        SetupStep(Msg("Board"), Msg("Put the board in the middle."), entry="components"),
        SetupStep(Msg("Turn tiles"), Msg("Deal turn tiles 1 to {players} at random (the app "
                                         "deals them when you pick the first player); the "
                                         "rest go back to the box.", players=players),
                  entry="turn-tiles"),
        SetupStep(Msg("Player boards and crews"), Msg(
            "Each player takes a board in their colour: the Joker crew on space 2 of the lower "
            "row, the other 3 crews on space 1 of the upper row; 8 boats and 24 stones of "
            "their colour."), entry="crew-strength"),
        SetupStep(Msg("Markers"), Msg(
            "Four of your stones are markers: one on the score track (placed in turn-tile "
            "order from the highest tile, so turn tile 1 arrives last and starts furthest "
            "back), one on the top space of the stone market, one on the top space of the "
            "grain market, one on your board's stone table."), entry="score-track"),
        SetupStep(Msg("Starting stones"), Msg("By turn tile 1 to {players}: {stones} stones on "
                                              "the stone table.", players=players,
                                              stones=stones), entry="starting-stones"),
        SetupStep(Msg("Starting cards"), Msg("Each player takes 1 starting quarry card and 1 "
                                             "starting grain card, face up."),
                  entry="starting-cards"),
        SetupStep(Msg("Sphinx and Nile decks"), Msg(
            "Shuffle the sphinx cards face down; everyone draws one and keeps it secret. "
            "Shuffle the three Nile decks (1/2, 3/4, 5) separately."), entry="nile-cards"),
        SetupStep(Msg("Water ring and tombs"), Msg(
            "Water ring on the middle irrigation space. Shuffle the 20 tomb tiles face down "
            "onto the 12 tomb spaces (8 go back unseen) and turn the first 4 face up."),
            entry="water-ring"),
        SetupStep(Msg("Scarabs"), Msg("Scarab tiles beside the board: take one when your "
                                      "marker passes 50."), entry="score-track"),
    ]
    if players < 4:
        steps.append(SetupStep(Msg("Fewer than 4 players"), Msg(
            "The rulebook changes something for fewer than 4 players at the starting cards, "
            "but our copy of that text is lost: check your rulebook. The app does not "
            "guess."), entry="fewer-players"))
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
    cooperated: frozenset[int] = frozenset()   # seats whose cooperation bonus is in, this round
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
        raise IllegalAction(Msg("The turn tiles must be dealt first."))
    # Stacked at 0 with turn tile 1 placed last: it arrived last, so it is furthest back.
    arrivals = tuple(seats - tile for tile in tiles)
    return EgiziaState(seats, scores=(0,) * seats, arrivals=arrivals, clock=seats,
                       tiles=tuple(tiles), rates=(None,) * seats)


def move(state: EgiziaState, seat: int, points: int, why: str) -> EgiziaState:
    """A score change: the marker moves and, on an occupied space, goes behind."""
    player = f"{{{seat}}}"
    if points == 0:
        return replace(state, log=state.log + (
            Msg("{player}: {why}, no change", player=player, why=why),))
    scores, arrivals = list(state.scores), list(state.arrivals)
    scores[seat] += points
    arrivals[seat] = state.clock
    line = Msg("{player} {points} ({why}): {score}", player=player, points=f"{points:+d}",
               why=why, score=scores[seat])
    return replace(state, scores=tuple(scores), arrivals=tuple(arrivals),
                   clock=state.clock + 1, log=state.log + (line,))


def apply(state: EgiziaState, kind: str, values: dict, settings: dict | None = None) -> EgiziaState:
    """The state after one recorded action (typed values); IllegalAction if not now."""
    if state.over:
        raise IllegalAction(Msg("The game is over: go to scoring."))
    phase = PHASES[state.phase]
    if kind in ("gain", "lose"):
        points = values["points"]
        return move(state, values["player"], points if kind == "gain" else -points,
                    Msg("points") if kind == "gain" else Msg("loss"))
    if kind == "grain_rate":
        rates = list(state.rates)
        rates[values["player"]] = values["rate"]
        return replace(state, rates=tuple(rates))
    if kind == "feeding" and phase == "Feed the crews":
        seat = values["player"]
        if state.rates[seat] is None:
            raise IllegalAction(Msg("Enter this player's grain-market rate first."))
        loss = feeding_loss(values["grain"], values["crew_strength"], state.rates[seat])
        return move(state, seat, -loss, Msg("unfed crews"))
    if kind == "pyramid_row" and phase == "Build":
        result = row_majority([values.get(f"stone_{i}") for i in range(ROW_POSITIONS)])
        if result is None:
            raise IllegalAction(Msg("Enter the stones of the completed row."))
        return move(state, result[0], result[1], Msg("pyramid row majority"))
    if kind == "cooperation" and phase == "Cooperation bonus":
        seat = values["player"]
        if seat in state.cooperated:
            raise IllegalAction(Msg("This player's cooperation bonus is already in for "
                                    "this round."))
        bonus = cooperation_bonus(values["boats"], values["used_stone"])
        return replace(move(state, seat, bonus, Msg("cooperation bonus")),
                       cooperated=state.cooperated | {seat})
    if kind == "next_phase":
        return _next_phase(state)
    raise IllegalAction(Msg("That is not possible in this phase."))


def _next_phase(state: EgiziaState) -> EgiziaState:
    if state.phase + 1 < len(PHASES):
        return replace(state, phase=state.phase + 1)
    order = state.next_turn_order()
    tiles = [0] * state.seats
    for number, seat in enumerate(order, 1):
        tiles[seat] = number
    line = Msg("Round {round} over: new turn tiles {tiles}", round=state.round,
               tiles=Joined(", ", [f"{{{s}}} {tiles[s]}" for s in order]))
    if state.round == ROUNDS:
        return replace(state, tiles=tuple(tiles), over=True, log=state.log + (line,))
    return replace(state, round=state.round + 1, phase=0, tiles=tuple(tiles),
                   cooperated=frozenset(), log=state.log + (line,))


PLAYER = Player("player", Msg("Player"))
POINTS = Int("points", Msg("Points"), low=1, high=200)


def actions(state: EgiziaState, names: list[str]) -> list[Action]:
    if state.over:
        return []
    phase = PHASES[state.phase]
    last = state.phase == len(PHASES) - 1
    nxt = (Msg("End the game: final scoring") if last and state.round == ROUNDS else
           Msg("Start round {round}", round=state.round + 1) if last else
           Msg("Next phase: {phase}", phase=PHASES[state.phase + 1]))
    out = [Action("next_phase", nxt, entry="round-overview")]
    if phase == "Feed the crews":
        out.append(Action("feeding", Msg("Feeding: compute the loss"), fields=(
            PLAYER, Int("grain", Msg("Grain"), high=CREW_OR_GRAIN_MAX),
            Int("crew_strength", Msg("Crew strength"), high=CREW_OR_GRAIN_MAX)),
            hint=Msg("Unfed crew points × the player's grain-market rate."), entry="feeding"))
        out.append(Action("grain_rate", Msg("Set a player's grain-market rate"), fields=(
            PLAYER, Choice("rate", Msg("VP lost per unfed crew point"),
                           ((1, "1"), (2, "2"), (3, "3")))),
            hint=Msg("Read it beside the player's marker on the grain market."),
            folded=True, entry="grain-market"))
    if phase == "Build":
        out.append(Action("pyramid_row", Msg("A pyramid row is complete"), fields=tuple(
            Player(f"stone_{i}", Msg("Stone {number} from the left", number=i + 1),
                   optional=True)
            for i in range(ROW_POSITIONS)), hint=Msg(
                "The most stones score 1 VP each; a tie goes to the tied player with the "
                "leftmost stone."), entry="pyramid-row"))
    if phase == "Cooperation bonus":
        out.append(Action("cooperation", Msg("Cooperation bonus"), fields=(
            PLAYER, Int("boats", Msg("Boats on building sites"), high=3),
            Bool("used_stone", Msg("Used a stone this round"))), entry="cooperation"))
    out += [Action("gain", Msg("Points scored"), fields=(PLAYER, POINTS),
                   hint=Msg("Buildings, sphinx returns, market bonuses: as they happen."),
                   entry="score-track"),
            Action("lose", Msg("Points lost"), fields=(PLAYER, POINTS), entry="score-track")]
    return out


def reminders(state: EgiziaState, names: list[str]) -> list[Reminder]:
    """What to do in the current phase, with the order that applies to it."""
    phase = PHASES[state.phase]
    by_tile = ", ".join(names[s] for s in state.by_tile())
    track = ", ".join(names[s] for s in state.track())
    if phase == "Nile cards":
        deck = nile_deck(state.round)
        if state.round in (2, 4, 5):
            text = Msg("Lay 10 Nile cards from deck {deck}. After this round the unused cards "
                       "of that deck go to the box.", deck=deck)
        else:
            text = Msg("Lay 10 Nile cards from deck {deck}.", deck=deck)
        return [Reminder(text, "nile-cards")]
    if phase == "Boats":
        return [Reminder(Msg("Boats one at a time in turn-tile order: {order}. Each new boat "
                             "goes downstream of all your earlier boats.", order=by_tile),
                         "boats")]
    if phase == "Feed the crews":
        return [Reminder(Msg("From the leader down: {order}. Unfed crew points cost points at "
                             "the rate of your grain-market position.", order=track),
                         "feeding")]
    if phase == "Produce stones":
        return [Reminder(Msg("In turn order ({order}): add your quarry output to the stone "
                             "table (25 at most).", order=by_tile), "stones")]
    if phase == "Build":
        return [Reminder(Msg("Site by site from the top: sphinx, obelisk and tombs, pyramid "
                             "and temple; at each site the boat nearest the Nile goes first."),
                         "build")]
    if phase == "Cooperation bonus":
        return [Reminder(Msg("Boats on building sites score 1 / 3 / 6 for 1 / 2 / 3 boats, "
                             "only for a player who used a stone this round."), "cooperation")]
    return [Reminder(Msg("Lowest score takes turn tile 1; on a shared space the marker "
                         "further back goes first."), "turn-order")]


def tracker_view(state: EgiziaState, names: list[str]) -> TrackerView:
    counters = {s: [(Msg("score"), state.scores[s]), (Msg("turn tile"), state.tiles[s])]
                + ([(Msg("rate"), state.rates[s])] if state.rates[s] else [])
                for s in range(state.seats)}
    status = "" if state.over else Msg("Phase {number} of {phases}: {phase}",
                                       number=state.phase + 1, phases=len(PHASES),
                                       phase=PHASES[state.phase])
    return TrackerView(
        round=state.round, current_seat=None, next_seat=None,
        actions=actions(state, names), reminders=[] if state.over else reminders(state, names),
        seat_counters=counters, seat_order=state.track(), status=status,
        log=recent_log(state.log, names), drawing=drawing(state))


def drawing(state: EgiziaState) -> tuple:
    """The score track front first, the turn tiles of this round and the order the track
    sets for the next one."""
    return (Rounds(Msg("Round"), state.round, ROUNDS),
            Track(Msg("Score track, front first"),
                  tuple((s, state.scores[s]) for s in state.track())),
            TurnOrder(Msg("Turn tiles this round"), tuple(state.by_tile())),
            TurnOrder(Msg("Turn order the track sets for the next round"),
                      tuple(state.next_turn_order()),
                      Msg("Lowest score first; on a shared space the marker further back "
                          "goes first.")))


# --- end-game scoring --------------------------------------------------------------------

@dataclass(frozen=True)
class Ending:
    score: int                  # on the track before the end-game scoring
    stones: int
    bottom_two: bool
    tomb_tiles: tuple[int, ...]
    sphinx_points: tuple[int, ...]

    @property
    def gain(self) -> int:
        return self.total - self.score

    @property
    def total(self) -> int:
        return self.score + sum(end_points(self).values())


def end_points(e: Ending) -> dict[str, int]:
    """The end-game scoring: stones sold (1 per 2, bottom two spaces), tombs, sphinx."""
    return {"stones": e.stones // 2 if e.bottom_two else 0,
            "tombs": tomb_points(list(e.tomb_tiles)), "sphinx": sum(e.sphinx_points)}


SCORING_ORDERS = (("turn_tile", Msg("From turn tile 1, lowest score first (the end-of-game "
                                    "passage)")),
                  ("leader", Msg("Leader first, then down the track (the general scoring "
                                 "rule)")))
END_ORDER = Setting(Choice("end_scoring_order", Msg("End-game scoring order"), SCORING_ORDERS,
                           hint=Msg("The rulebook says both. It decides who wins a tie on the "
                                    "final space: the marker that gets there first stays in "
                                    "front.")))
# Setup step 6 of our Spanish text begins a rule for fewer than 4 players and breaks off: the
# group writes it down from their rulebook, and the setup sheet prints it.
FEWER_PLAYERS_CARDS = Setting(Text(
    "fewer_players_cards", Msg("With 2 or 3 players: what your rulebook changes at the starting "
                               "quarry and grain cards (our copy of that sentence is lost)"),
    max_length=200), required=False,
    until_needed=Msg("Printed on the setup sheet for 2 or 3 players; leave it empty if your "
                     "rulebook changes nothing there."))


@cache   # declarations: the same two tuples for every request
def ending_fields(tracked: bool) -> tuple[Field, ...]:
    fields = (
        Int("stones", Msg("Stones left"), high=STONES_MAX, default=0),
        Bool("stone_market_bottom_two",
             Msg("Stone-market marker on one of the two bottom spaces")),
        IntList("tomb_tiles", Msg("Tomb tile values"), low=1, high=99, max_items=TOMB_TILES),
        IntList("sphinx_points", Msg("Points of each sphinx card"), high=99,
                max_items=SPHINX_CARDS),
    )
    if tracked:
        return fields
    return (Int("score", Msg("Score on the track before the end"), low=-999, high=999,
                default=0),) + fields


def _names(raw, field, errors):
    if raw is None:
        return None
    if not isinstance(raw, list) or not all(isinstance(n, str) for n in raw):
        errors.append(FieldError(field, Msg("A list of the players' names.")))
        return None
    return [n.strip() for n in raw]


NAMES_SCHEMA = {"type": "array", "items": {"type": "string"}}
TABLE_FIELDS = (
    Structured("track_order", Msg("Track before the end, front first"), parse=_names,
               json_schema=NAMES_SCHEMA),
    Structured("arrival_order", Msg("Arrival on the final spaces, earliest first"),
               parse=_names, json_schema=NAMES_SCHEMA),
    Choice("end_scoring_order", Msg("End-game scoring order"), SCORING_ORDERS, optional=True),
)


def _order_of(names: list[str], given: list[str] | None, field: str) -> list[int] | None:
    if given is None:
        return None
    if sorted(given) != sorted(names):
        raise InvalidInput([FieldError(field, Msg("List every player once."))])
    return [names.index(n) for n in given]


@dataclass(frozen=True)
class EndRow:
    """What the end-game ranking reads of an entry of either form: the track score before
    the end, the end-game points, and the marker's place on its space then (1 in front),
    when the results asked for it."""

    before: int
    points: dict[str, int]
    place: int | None = None

    @property
    def gain(self) -> int:
        return sum(self.points.values())


END_CATEGORIES = ("stones", "tombs", "sphinx")


def end_row(entry) -> EndRow:
    """An entry, counted (an Ending) or typed totals, as the end-game ranking reads it."""
    tie, _ = answers_of(entry)
    if isinstance(entry, Totals):
        return EndRow(entry.points.get("track", 0),
                      {key: entry.points.get(key, 0) for key in END_CATEGORIES},
                      tie.get("place"))
    ending = counts_of(entry)
    return EndRow(ending.score, end_points(ending), tie.get("place"))


def front_places(rows: list[tuple[str, EndRow]], context: ScoreContext) -> list[int]:
    """Each entry's place on the track before the end-game scoring, 0 in front. From the
    tracker while the scores are still its own (markers on one space in the order they
    arrived), else from the track order the table gave, else from the typed scores and
    the places on a shared space the results asked for: players on the same score whose
    places are not both given share a place, since which marker was in front there is
    not known."""
    scores = [row.before for _, row in rows]
    turn = context.turn
    if turn is not None and all(score == turn.scores[context.seat_of(i)]
                                for i, score in enumerate(scores)):
        index = {context.seat_of(i): i for i in range(len(rows))}
        track = [index[seat] for seat in turn.track() if seat in index]
        return [track.index(i) for i in range(len(rows))]
    given = _order_of([n for n, _ in rows], context.table.get("track_order"), "track_order")
    if given is not None:
        return [given.index(i) for i in range(len(rows))]
    return [sum(1 for _, other in rows if _in_front(other, row)) for _, row in rows]


def _in_front(other: EndRow, row: EndRow) -> bool:
    if other.before != row.before:
        return other.before > row.before
    return None not in (other.place, row.place) and other.place < row.place


def arrival(p: PlayerScore) -> tuple:
    """Larger for the marker that reached its final space earlier (equal: not known).

    A marker the end-game scoring does not move was there before every marker that it
    moves; among those it moves, the one that scores first arrives first: the leader
    first, or from turn tile 1 (the back) first, as the group answered. Among markers
    that did not move, the one in front arrived first."""
    s = p.stats
    if s["arrived"] is not None:
        return (-s["arrived"],)
    if not s["moved"]:
        return (1, -s["front"])
    return (0, {"leader": -s["front"], "turn_tile": s["front"]}.get(s["order"], 0))


def score_endings(entries: list[tuple[str, Any]], context: ScoreContext
                  ) -> list[PlayerScore]:
    """Every player's end, counted entries and typed totals alike (`end_row`)."""
    rows = [(name, end_row(entry)) for name, entry in entries]
    names = [n for n, _ in entries]
    arrived = _order_of(names, context.table.get("arrival_order"), "arrival_order")
    order = context.table.get("end_scoring_order") or context.settings.get("end_scoring_order")
    front = front_places(rows, context) if arrived is None else [0] * len(entries)
    scores = []
    for seat, ((name, row), (_, entry)) in enumerate(zip(rows, entries, strict=True)):
        breakdown = {"track": row.before, **row.points}
        scores.append(PlayerScore(name, sum(breakdown.values()), breakdown, stats={
            "before": row.before, "moved": row.gain > 0, "order": order, "front": front[seat],
            "arrived": arrived.index(seat) if arrived is not None else None,
            "place": row.place},
            details={"entered": "totals"} if isinstance(entry, Totals) else {}))
    return scores


def egizia_track(entries: list[tuple[str, Ending]], context: ScoreContext) -> list[int]:
    """Entries front first at the end (markers whose arrival is not known, in the order
    given)."""
    scores = score_endings(entries, context)
    return sorted(range(len(entries)), key=lambda i: (scores[i].total, arrival(scores[i])),
                  reverse=True)


def explain_tie(ahead: PlayerScore, behind: PlayerScore, first: bool) -> TieExplanation | None:
    """Why `ahead` stands before `behind` on the same total, or what is missing to tell."""
    a, b = ahead.stats, behind.stats
    said = {"ahead": ahead.name, "behind": behind.name, "points": points(ahead.total),
            "mine": a["before"], "theirs": b["before"]}
    if arrival(ahead) == arrival(behind):
        tied = Msg("{ahead} and {behind} are tied on {points}.", **said)
        if a["moved"] and b["moved"] and a["order"] is None:
            return TieExplanation(Joined(" ", [tied, Msg(
                "The rules separate them: the marker that scores first at the end reaches "
                "the shared space first, and who scores first depends on your group's "
                "answer to “{question}”, not given yet.",
                question=END_ORDER.field.label)]),
                awaits=END_ORDER.key)
        return TieExplanation(Joined(" ", [tied, Msg(
            "The rules separate them by whose marker was in front on {mine} before the "
            "end-game scoring, which the app did not see (it was not tracking the play "
            "then): they share the place until you say whose it was.", **said)]),
            asks=("place",))
    outcome = (Msg("{ahead} wins the tie with {behind} ({points} each).", **said) if first
               else Msg("{ahead} goes ahead of {behind} in the tie ({points} each).", **said))
    return TieExplanation(Joined(" ", [outcome, _why_first(a, b, said)]))


def _why_first(a: dict, b: dict, said: dict) -> Msg:
    """Why the marker of `a` reached the shared space before that of `b`."""
    if a["arrived"] is not None:
        return Msg("{ahead}'s marker reached the shared space first, in the arrival order "
                   "entered.", **said)
    if not a["moved"] and b["moved"]:
        return Msg("{ahead}'s marker was already on that space before the end-game scoring; "
                   "{behind}'s arrived behind it.", **said)
    if not a["moved"]:
        return Msg("{ahead}'s marker reached that space first, during the play.", **said)
    reason = SCORED_FIRST[a["order"], a["before"] == b["before"]]
    return Msg(reason.msgid, **said)


# Why a marker the end-game scoring moved got to the shared space first: by the group's
# scoring order, and whether the two markers were on the same space before it.
SCORED_FIRST = {
    ("leader", True): Msg(
        "The leader scores first at the end: {ahead}'s marker was in front of {behind}'s on "
        "the same space ({mine}), so it reached the shared space first."),
    ("leader", False): Msg(
        "The leader scores first at the end: {ahead} was ahead on the track ({mine} against "
        "{theirs}), so {ahead}'s marker reached the shared space first."),
    ("turn_tile", True): Msg(
        "The end-game scoring goes from turn tile 1, the lowest score first: {ahead}'s "
        "marker was behind {behind}'s on the same space ({mine}), scored first, and so "
        "reached the shared space first."),
    ("turn_tile", False): Msg(
        "The end-game scoring goes from turn tile 1, the lowest score first: {ahead} was "
        "behind on the track ({mine} against {theirs}), scored first, and so reached the "
        "shared space first."),
}


PLACE = Int("place", Msg("Place on the space before the end-game scoring (1 = in front)"),
            low=1, high=4)


def _before_the_end(p: PlayerScore) -> str:
    return Msg("{score} on the track before the end", score=p.stats["before"])


class Egizia(Game):
    """Egizia (2009), through the game contract (see companion.games.base.Game)."""

    slug = "egizia"
    name = "Egizia"
    min_players = 2
    max_players = 4
    summary = Msg("Send boats down the Nile for cards and building sites, feed your crews, "
                  "and build for the pharaoh. The score track sets the turn order each round.")
    breakdown_labels = {"track": Msg("Score track"), "stones": Msg("Stones sold (1 per 2)"),
                        "tombs": Msg("Tomb tiles"), "sphinx": Msg("Sphinx cards")}
    tie_breaks = [TieBreak(Msg("reached the shared space first"), arrival, _before_the_end,
                           explain=explain_tie)]
    aids = [
        Aid("setup", Msg("Setup sheet"),
            Msg("Board, tiles, markers and starting stones by turn tile.")),
        Aid("player", Msg("Player reference"), Msg("Building, the markets and the end-game "
                                                    "scoring: a two-sided card per player.")),
        Aid("round", Msg("Round flow"), Msg("A round phase by phase, and the new turn order.")),
    ]
    settings = (END_ORDER, FEWER_PLAYERS_CARDS)
    teach = {
        "goal": (TeachPart("theme", (0,)),),
        "components": (TeachPart("setup-overview", (0,)),),
        "turn": (TeachPart("boats", (0, 2)), TeachPart("speculation", (0,))),
        "round": (TeachPart("nile-cards", (0,)), TeachPart("feeding", (0, 1)),
                  TeachPart("stones", (0,)), TeachPart("build", (0, 1)),
                  TeachPart("sphinx", (0,)), TeachPart("obelisk-tombs", (0, 1)),
                  TeachPart("pyramid-row", (0,)), TeachPart("cooperation", (0,)),
                  TeachPart("turn-order", (0,)), TeachPart("stone-market", (0,)),
                  TeachPart("grain-market", (0,))),
        "end": (TeachPart("end-trigger", (0,)), TeachPart("tie-break", (0,))),
        "scoring": (TeachPart("end-stones", (0,)), TeachPart("end-tombs", (0,)),
                    TeachPart("end-sphinx", (0,))),
        "mistakes": (TeachPart("mistake-joker-alone", (0,)),),
    }
    # Our sources hold no worked example of the rulebook's: ours, for the final scoring.
    worked_example = WorkedExample("end-overview", "our reading", (
        ("Ana", {"score": 48, "stones": 6, "stone_market_bottom_two": True,
                 "tomb_tiles": [4, 5, 3], "sphinx_points": [3, 4]}),
        ("Ben", {"score": 52, "stones": 3, "stone_market_bottom_two": False,
                 "tomb_tiles": [9], "sphinx_points": [2]})))
    settings_help = Msg("The rulebook gives two orders for the end-game scoring. Choose the "
                        "one your group plays: it decides who wins a tie on the final space. "
                        "Our copy also lost what changes at the starting cards with 2 or 3 "
                        "players: note it from your rulebook, and the setup sheet prints it.")
    table_fields = TABLE_FIELDS
    start_title = Msg("Turn tiles")
    start_label = Msg("Deal the turn tiles at random")
    group_picks_first = False  # the turn tiles, dealt at random, set the order

    # The rules of play are this module's functions; the class names them for the contract.
    setup_steps = staticmethod(setup_steps)
    random_setup = staticmethod(random_setup)
    start = staticmethod(start)
    apply = staticmethod(apply)
    tracker_view = staticmethod(tracker_view)
    score = staticmethod(score_endings)
    entry_fields = staticmethod(ending_fields)

    def start_seat(self, setup: dict, chosen: int) -> int:
        """The holder of turn tile 1 starts (the rulebook's turn order): the tiles dealt
        decide it, not a seat drawn apart from them."""
        tiles = setup.get("turn_tiles")
        return tiles.index(1) if isinstance(tiles, list) and 1 in tiles else chosen

    def scoring_order(self, turn: EgiziaState | None, seats: int, settings: dict) -> list[int]:
        """The end-game scoring order the group reads (turn order from the back, or the
        leader first), set once more from the track."""
        if turn is None:
            return list(range(seats))
        if settings.get("end_scoring_order") == "leader":
            return turn.track()
        return turn.next_turn_order()

    def actions_offered(self, seats: int) -> list[Action]:
        state = start(seats, 0, {"turn_tiles": list(range(1, seats + 1))})
        return each_kind_once([a for phase in range(len(PHASES))
                               for a in actions(replace(state, phase=phase), [""] * seats)])

    def example_entry(self) -> dict:
        return {"score": 40, "stones": 6, "stone_market_bottom_two": True,
                "tomb_tiles": [4, 7], "sphinx_points": [3]}

    def tracked_entry(self, turn: EgiziaState, seat: int) -> dict:
        return {"score": turn.scores[seat]}

    def parse_entry(self, values: dict, where: str = "") -> Ending:
        return Ending(values["score"], values["stones"], values["stone_market_bottom_two"],
                      tuple(values["tomb_tiles"]), tuple(values["sphinx_points"]))

    # Our totals: the tracker knows the track; the marker's place on a shared space is
    # the tie-break's, asked for when a tie needs it.
    tracked_categories = ("track",)
    category_limits = {"track": (-999, 999), "stones": (0, STONES_MAX // 2),
                       "tombs": (0, TOMB_STEPS[0][1])}

    def tracked_totals(self, turn: EgiziaState, seat: int) -> dict[str, int]:
        return {"track": turn.scores[seat]}

    def tie_fields(self, totals: bool) -> tuple[Field, ...]:
        return (PLACE,)

    def check_totals(self, totals: Totals, where: str, settings: dict) -> list[FieldError]:
        tombs = totals.points.get("tombs", 0)
        if tombs in (0, *(points for _, points in TOMB_STEPS)):
            return []
        return [FieldError(f"{where}totals.tombs", Msg(
            "Tomb tiles score 2, 5 or 9 (by the sum of their values), or 0 without a tile."))]

    def score_table(self, entries: list, context: ScoreContext) -> list[PlayerScore]:
        """Counted entries and typed totals in one ranking: who was in front before the
        end decides a tie, whichever way each entered."""
        return score_endings(entries, context)


GAME = Egizia()
