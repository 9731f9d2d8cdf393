"""The turns ahead: what the tracker can show with no connection, worked out from the
game's own rules (its `apply` and `tracker_view`), never from a script of its own.

From the play as it stands, each action the tracker offers is played on a copy of the
state, once for each value of the fields that choose what comes next (yes or no, a choice,
a small count: its *branches*), and the turn it leads to is kept: whose it is, the round,
the round's order and that player's own actions. A phone that cannot reach the app follows
these from the turn it shows to the next as it queues actions, each form empty and for its
own player.

A value typed freely (points, a list of numbers) is not tried one by one: the action is
played twice, in two *lineages*, once with low values and once with high ones, and each
lineage goes on from its own result. Where the two lead to different turns (the points
decide the next round's order), the turn is not known offline: the page says so and asks
whose action it is. An action the rules refuse whatever was typed is known as refused.

The search goes furthest along the plainest turns (the first action offered, values left
empty) and stops after a budget of turns, so a page stays small and is made in a few
milliseconds; a turn past the budget is not known either.
"""
import dataclasses
import heapq
import json
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from itertools import product
from typing import Any

from companion.errors import IllegalAction, InvalidInput
from companion.games.base import Action, TrackerView, TurnOrder
from companion.games.fields import Bool, Choice, Field, Int

BUDGET = 32           # turns whose actions are played out, at most
WORK = 600            # and work: an action played counts 1, a view worked out 2 (a
                      # game's turn may offer many: its cost stays within milliseconds)
MAX_BRANCHES = 16     # value combinations tried for one action
SMALL_COUNT = 4       # a whole number with this many values or fewer is tried value by value


@dataclass(frozen=True)
class Refusal:
    """What the rules answer to an action whatever else was typed: it is refused at once."""

    message: str
    field: str = ""


@dataclass(frozen=True)
class Branches:
    """What follows one action: for each combination of the values of `fields` (as a form
    sends them: None for an empty count that takes its default), the index of the turn
    ahead it leads to, None where that is not known offline, or a Refusal."""

    fields: tuple[str, ...]
    to: tuple[tuple[tuple, "int | None | Refusal"], ...]

    def key(self, values: tuple) -> str:
        """The combination as the page names it: its values as a JSON list."""
        return branch_key(values)


def branch_key(values: tuple | list) -> str:
    return json.dumps(list(values), separators=(",", ":"), ensure_ascii=False)


@dataclass(frozen=True)
class TurnAhead:
    """A turn the tracker can show without the server: whose it is, the round, what comes
    after it, the round's order (`orders`: the view's turn orders, empty where the
    lineages disagree on them) and the actions with what follows each."""

    seat: int | None
    round: int
    next_seat: int | None
    status: str
    reminders: tuple[str, ...]
    orders: tuple[TurnOrder, ...]
    orders_known: bool
    actions: tuple[Action, ...]
    branches: tuple[Branches, ...]    # one per action, in the same order

    @property
    def over(self) -> bool:
        return self.seat is None and not self.actions


@dataclass(frozen=True)
class Unknown:
    """A turn this phone cannot tell offline. `seats`: who may be playing it (empty: the
    game has no one's turn, its actions name their player); `actions`: what the candidate
    turns offer (empty: not worked out, past the budget)."""

    seats: tuple[int, ...] = ()
    actions: tuple[Action, ...] = ()
    explored: bool = False


TurnsAhead = tuple[TurnAhead | Unknown, ...]    # [0] is the turn now


# --- the values tried -----------------------------------------------------------------

def _domain(field: Field) -> tuple | None:
    """Every value a form can send for a field tried value by value, or None."""
    if isinstance(field, Bool):
        return (False, True)
    if isinstance(field, Choice):
        values = tuple(value for value, _ in field.choices)
        return (None, *values) if field.optional else values
    if isinstance(field, Int) and field.high - field.low < SMALL_COUNT:
        values = tuple(range(field.low, field.high + 1))
        return (None, *values) if field.default is not None else values
    return None


@cache
def branching_fields(action: Action) -> tuple[Field, ...]:
    """The fields tried value by value: yes/no and choices, within MAX_BRANCHES
    combinations, and small counts when every field of the action is tried so (a count
    beside free values is one more of them); the other fields are free values."""
    chosen: list[Field] = []
    size = 1
    for field in action.fields:
        if isinstance(field, Bool | Choice) and size * len(_domain(field)) <= MAX_BRANCHES:
            chosen.append(field)
            size *= len(_domain(field))
    counts = [f for f in action.fields if isinstance(f, Int) and _domain(f) is not None]
    for field in counts:
        size *= len(_domain(field))
    if counts and size <= MAX_BRANCHES and len(chosen) + len(counts) == len(action.fields):
        chosen += counts
    return tuple(f for f in action.fields if f in chosen)


def _typed(field: Field, value: Any) -> Any:
    """A form's value as the server types it: an empty count takes its default."""
    if value is None and isinstance(field, Int) and field.default is not None:
        return field.default
    return value


def _low(field: Field, seats: int) -> Any:
    return field.example()


def _high(field: Field, seats: int) -> Any:
    """A value as unlike the example as the field allows."""
    if isinstance(field, Int):
        return field.high
    if isinstance(field, Bool):
        return True
    if isinstance(field, Choice) and field.choices:
        return field.choices[-1][0]
    if field.kind == "player":
        return seats - 1
    if field.kind == "list":
        return [field.high]
    if field.kind == "text":
        return "…"
    return field.example()


NO_SAMPLES: tuple[list[dict], list[dict]] = ([{}], [{}])


@cache
def _samples(free: tuple[Field, ...], seats: int) -> tuple[list[dict], list[dict]]:
    """Values for the free fields in the order each lineage tries them: the first lineage
    all low, then each field alone high (a floor of three meeples wants one count high,
    not all); the second all high, then each field alone low, then the first's the
    other way round. Each lineage plays the first its rules take."""
    low = {f.name: _low(f, seats) for f in free}
    high = {f.name: _high(f, seats) for f in free}
    one_high = [{**low, f.name: high[f.name]} for f in free]
    one_low = [{**high, f.name: low[f.name]} for f in free]
    return [low, *one_high, high, *one_low], [high, *one_low, *one_high[::-1], low]


# --- the search -----------------------------------------------------------------------

@dataclass
class _Node:
    """A turn reached: its state in each lineage (the same object until a free value is
    played), the cost of the plainest way there and, once worked out, each lineage's view."""

    states: tuple[Any, Any]
    cost: int
    views: tuple[TrackerView, TrackerView] | None = None

    @property
    def split(self) -> bool:
        return self.states[0] is not self.states[1]


def _bare(state: Any, counts: tuple[str, ...] = ()) -> Any:
    """A state without its log and what only counts, to tell turns apart by what they
    offer."""
    names = _fields_but(type(state), counts)
    return (type(state), *(getattr(state, n) for n in names)) if names else state


@cache
def _fields_but(kind: type, counts: tuple[str, ...]) -> tuple[str, ...]:
    if not dataclasses.is_dataclass(kind):
        return ()
    return tuple(f.name for f in dataclasses.fields(kind)
                 if f.name != "log" and f.name not in counts)


def _signature(view: TrackerView) -> tuple:
    """What a phone shows of a turn and follows from it: whose turn, the round, the next
    player, the status line and the actions with their fields."""
    return (view.current_seat, view.round, view.next_seat, str.__str__(view.status),
            tuple(view.actions))


def _shown(view: TrackerView) -> tuple:
    """The signature with the round's order and the reminders."""
    return (_signature(view), _orders(view), tuple(view.reminders))


def _orders(view: TrackerView) -> tuple[TurnOrder, ...]:
    return tuple(part for part in view.drawing if isinstance(part, TurnOrder))


class _Search:
    def __init__(self, game, names: list[str], settings: dict, budget: int):
        self.game, self.names, self.settings, self.budget = game, names, settings, budget
        self.nodes: list[_Node] = []
        self.index: dict[tuple, int] = {}
        self.turns: dict[int, TurnAhead | Unknown] = {}
        self.queue: list[tuple[int, int]] = []
        self.worked: dict[tuple[str, int], int] = {}
        self.work = 0

    def node(self, states: tuple[Any, Any], cost: int) -> int:
        """The turn these states are at, new or met before."""
        key = (self.bare(states[0]), None if states[1] is states[0] else self.bare(states[1]))
        found = self.index.get(key)
        if found is not None:
            if cost < self.nodes[found].cost and found not in self.turns:
                self.nodes[found].cost = cost
                heapq.heappush(self.queue, (cost, found))
            return found
        self.index[key] = len(self.nodes)
        self.nodes.append(_Node(states, cost))
        heapq.heappush(self.queue, (cost, len(self.nodes) - 1))
        return len(self.nodes) - 1

    def bare(self, state: Any) -> Any:
        return _bare(state, self.game.tracker_counts)

    def views_of(self, states: tuple[Any, Any]) -> tuple[TrackerView, TrackerView]:
        self.work += 2
        first = self.game.tracker_view(states[0], self.names)
        if states[1] is states[0]:
            return first, first
        self.work += 2
        return first, self.game.tracker_view(states[1], self.names)

    def run(self, turn: Any) -> TurnsAhead:
        """Turns worked out plainest first, up to the budget. Two lineages apart (free
        values played) stand for every value typed: a turn of theirs that shows the same
        as one worked out is that one (an action that changes nothing shown, points
        scored in a phase, leads back to its own turn)."""
        self.node((turn, turn), 0)
        shown: dict[tuple, int] = {}
        same_as: dict[int, int] = {}
        while self.queue and len(self.turns) < self.budget and self.work < WORK:
            cost, i = heapq.heappop(self.queue)
            node = self.nodes[i]
            if i in self.turns or i in same_as or cost > node.cost:
                continue
            node.views = self.views_of(node.states)
            if node.split:
                key = tuple(map(_shown, node.views))
                if key in shown:
                    same_as[i] = shown[key]
                    continue
                shown[key] = i
            self.turns[i] = self.expand(node)
        return self.numbered(same_as)

    def numbered(self, same_as: dict[int, int]) -> TurnsAhead:
        """The turns in order, each met twice kept once, the branches renumbered."""
        if not same_as:
            return tuple(self.turns.get(i, Unknown()) for i in range(len(self.nodes)))
        kept = [i for i in range(len(self.nodes)) if i not in same_as]
        number = {i: n for n, i in enumerate(kept)}
        number.update({i: number[j] for i, j in same_as.items()})
        def renumbered(turn: TurnAhead | Unknown) -> TurnAhead | Unknown:
            if not isinstance(turn, TurnAhead):
                return turn
            return dataclasses.replace(turn, branches=tuple(
                Branches(b.fields, tuple((values, number[to] if isinstance(to, int) else to)
                                         for values, to in b.to))
                for b in turn.branches))
        return tuple(renumbered(self.turns.get(i, Unknown())) for i in kept)

    def expand(self, node: _Node) -> TurnAhead | Unknown:
        view, other = node.views
        if _signature(view) != _signature(other):
            seats = tuple(dict.fromkeys(s for s in (view.current_seat, other.current_seat)
                                        if s is not None))
            return Unknown(seats, tuple(dict.fromkeys((*view.actions, *other.actions))),
                           explored=True)
        orders = _orders(view)
        same = orders == _orders(other) and view.reminders == other.reminders
        return TurnAhead(view.current_seat, view.round, view.next_seat, view.status,
                         tuple(r.text for r in view.reminders) if same else (),
                         orders if same else (), same, tuple(view.actions),
                         tuple(self.branches(node, action) for action in view.actions))

    def branches(self, node: _Node, action: Action) -> Branches:
        deciding = branching_fields(action)
        free = tuple(f for f in action.fields if f not in deciding)
        samples = _samples(free, len(self.names)) if free else NO_SAMPLES
        to, done = [], {}
        for values in product(*(_domain(f) for f in deciding)):
            typed = tuple(_typed(f, v) for f, v in zip(deciding, values, strict=True))
            if typed not in done:
                unusual = sum(1 for f, v in zip(deciding, typed, strict=True)
                              if v not in (f.empty(), f.example()))
                done[typed] = self.follow(node, action.kind,
                                          dict(zip((f.name for f in deciding), typed,
                                                   strict=True)),
                                          samples, node.cost + 1 + unusual)
            to.append((values, done[typed]))
        return Branches(tuple(f.name for f in deciding), tuple(to))

    def follow(self, node: _Node, kind: str, typed: dict,
               samples: tuple[list[dict], list[dict]], cost: int) -> "int | None | Refusal":
        """Where the action leads in each lineage. Refused in both with nothing typed
        freely, it is refused; refused in one, or with no free values its rules take,
        it is not known."""
        free = samples is not NO_SAMPLES
        first, second = node.states
        low = self.played(first, kind, typed, samples[0], 0)
        high = low if second is first and not free else self.played(second, kind, typed,
                                                                   samples[1], 1)
        if isinstance(low, Refusal) or isinstance(high, Refusal):
            return low if not free and low == high else None
        if high is not low and self.bare(high) == self.bare(low):
            high = low     # the free values only counted: one lineage still
        return self.node((low, high), cost)

    def played(self, state: Any, kind: str, typed: dict, samples: list[dict],
               lineage: int) -> Any:
        """The state after the action with the first sample its rules take (the one that
        worked last time for this kind tried first), or the first refusal."""
        start = self.worked.get((kind, lineage), 0)
        refusal = None
        for i in dict.fromkeys((start, *range(len(samples)))):
            self.work += 1
            try:
                after = self.game.apply(state, kind, {**samples[i], **typed}, self.settings)
            except IllegalAction as exc:
                refusal = refusal or Refusal(exc.args[0] if exc.args else "", exc.field)
                continue
            except InvalidInput as exc:
                refusal = refusal or Refusal(exc.errors[0].message, exc.errors[0].field)
                continue
            self.worked[(kind, lineage)] = i
            return after
        return refusal


def turns_ahead(game, turn: Any, names: list[str], settings: dict,
                budget: int = BUDGET) -> TurnsAhead:
    """The turns that can follow `turn` as far as the rules tell them without the server:
    [0] is the turn now (see the module's docstring)."""
    return _Search(game, names, settings, budget).run(turn)


def every_action(turns: TurnsAhead) -> Iterator[Action]:
    """Each distinct action the turns ahead offer, nearest first."""
    seen: dict[Action, None] = {}
    for turn in turns:
        for action in turn.actions:
            if action not in seen:
                seen[action] = None
                yield action
