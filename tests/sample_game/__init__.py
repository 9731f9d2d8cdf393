"""Tally: a made-up two-player game, for tests only (it proves a game is a folder).

Three rounds; in a round each player, from the first player on, either scores 1 to 3
points or passes. At the end each player counts their coins and says whether they hold
the crown: points + coins, +5 for the crown. A tie goes to more coins.
"""
from dataclasses import dataclass, replace

from companion.errors import IllegalAction
from companion.games.base import (
    Action,
    Game,
    PlayerScore,
    Reminder,
    ScoreContext,
    SetupStep,
    TieBreak,
    TrackerView,
    recent_log,
)
from companion.games.fields import Bool, Int

ROUNDS = 3
CROWN = 5


@dataclass(frozen=True)
class TallyState:
    seats: int
    first_seat: int
    round: int = 1
    turn: int = 0
    points: tuple[int, ...] = ()
    over: bool = False
    log: tuple[str, ...] = ()

    @property
    def seat(self) -> int:
        return (self.first_seat + self.turn) % self.seats


def _next_turn(state: TallyState, line: str) -> TallyState:
    turn, round_ = state.turn + 1, state.round
    if turn == state.seats:
        turn, round_ = 0, round_ + 1
    return replace(state, turn=turn, round=round_, over=round_ > ROUNDS,
                   log=state.log + (line,))


class Tally(Game):
    """Tally, through the game contract."""

    slug = "tally"
    name = "Tally"
    min_players = 2
    max_players = 2
    summary = "Score a little each turn for three rounds, then count coins and the crown."
    breakdown_labels = {"points": "Points in play", "coins": "Coins", "crown": "Crown"}
    tie_breaks = [TieBreak("more coins", lambda p: p.stats["coins"],
                           lambda p: f"{p.stats['coins']} coins")]

    def setup_steps(self, players: int) -> list[SetupStep]:
        return [SetupStep("Coins", f"Each of the {players} players takes a pile of coins."),
                SetupStep("Crown", "The crown goes in the middle.")]

    def start(self, seats: int, first_seat: int, setup: dict) -> TallyState:
        return TallyState(seats, first_seat, points=(0,) * seats)

    def apply(self, turn: TallyState, kind: str, values: dict, settings: dict) -> TallyState:
        if turn.over:
            raise IllegalAction("The game is over.")
        if kind == "scored":
            points = list(turn.points)
            points[turn.seat] += values["points"]
            return _next_turn(replace(turn, points=tuple(points)),
                              f"{{{turn.seat}}} scored {values['points']}")
        if kind == "pass":
            return _next_turn(turn, f"{{{turn.seat}}} passed")
        raise IllegalAction("Score or pass.")

    def tracker_view(self, turn: TallyState, names: list[str]) -> TrackerView:
        actions = [] if turn.over else [
            Action("pass", "Pass"),
            Action("scored", "Scored", fields=(Int("points", "Points", low=1, high=3),))]
        return TrackerView(
            round=min(turn.round, ROUNDS), current_seat=None if turn.over else turn.seat,
            next_seat=None, actions=actions,
            reminders=[] if turn.over else [Reminder("Score 1 to 3, or pass.", "a-turn")],
            seat_counters={s: [("points", turn.points[s])] for s in range(turn.seats)},
            seat_order=list(range(turn.seats)), log=recent_log(turn.log, names))

    def actions_offered(self, seats: int) -> list[Action]:
        return self.tracker_view(self.start(seats, 0, {}), [""] * seats).actions

    def entry_fields(self, tracked: bool) -> tuple:
        fields = (Int("coins", "Coins", high=20, default=0), Bool("crown", "Holds the crown"))
        return fields if tracked else (Int("points", "Points in play", high=9, default=0),
                                       *fields)

    def tracked_entry(self, turn: TallyState, seat: int) -> dict:
        return {"points": turn.points[seat]}

    def score(self, entries: list, context: ScoreContext) -> list[PlayerScore]:
        scores = []
        for name, e in entries:
            breakdown = {"points": e["points"], "coins": e["coins"],
                         "crown": CROWN if e["crown"] else 0}
            scores.append(PlayerScore(name, sum(breakdown.values()), breakdown,
                                      stats={"coins": e["coins"]}))
        return scores

    def example_entry(self) -> dict:
        return {"points": 4, "coins": 7, "crown": True}


GAME = Tally()
