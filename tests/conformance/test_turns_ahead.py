"""The turns ahead (companion/games/ahead.py), for every game of the registry and the made-up
one: what a phone shows offline after each action it queues must be what the rules give
when the action reaches the app. Each known turn is checked against the game itself: the
action played on the real state, with the values that chose the branch and free values of
its own, leads to a turn that shows the same; a refusal foretold is a refusal."""
import random
from dataclasses import fields, replace

import pytest

from companion.errors import IllegalAction, InvalidInput
from companion.games import GAMES
from companion.games.ahead import Refusal, TurnAhead, branching_fields, turns_ahead
from companion.games.base import Game
from companion.games.fields import Bool, Choice, Int
from tests.conformance.test_contract import EVERY_GAME, IDS, counts
from tests.sample_game import GAME as SAMPLE


def settings_of(game: Game) -> dict:
    """The group's answers, as a group would give them (each setting's example)."""
    return {s.key: s.field.example() for s in game.settings if s.required}


def states_along(game: Game, seats: int, every: int = 5, most: int = 8) -> list:
    """States of the game's example play, one every few actions."""
    turn = game.start(seats, 0, game.random_setup(seats, random.Random(seats)))
    names = [f"P{i}" for i in range(seats)]
    out = []
    for step in range(every * most):
        if game.is_over(turn):
            break
        if step % every == 0:
            out.append(turn)
        view = game.tracker_view(turn, names)
        kind, example = game.example_move(view)
        turn = game.apply(turn, kind, example, settings_of(game))
    return out


def free_values(action, seats: int, rng: random.Random) -> dict:
    """Values a player might type in the fields the turns ahead do not try one by one."""
    out = {}
    for field in action.fields:
        if isinstance(field, Int):
            out[field.name] = rng.randint(field.low, min(field.high, field.low + 5))
        elif isinstance(field, Bool):
            out[field.name] = rng.random() < 0.5
        elif isinstance(field, Choice):
            out[field.name] = rng.choice(field.choices)[0]
        elif field.kind == "player":
            out[field.name] = rng.randrange(seats)
        else:
            out[field.name] = field.example()
    return out


def shown(view) -> tuple:
    return (view.current_seat, view.round, view.next_seat, str.__str__(view.status),
            tuple(view.actions))


def check_from(game: Game, turn, seats: int, rng: random.Random) -> int:
    """Every known turn ahead of `turn` against the rules, each reached by a real state;
    the number of branches checked."""
    names = [f"P{i}" for i in range(seats)]
    settings = settings_of(game)
    ahead = turns_ahead(game, turn, names, settings)
    assert isinstance(ahead[0], TurnAhead)
    real = {0: turn}
    checked = 0
    for index, state in _walk(real):
        known = ahead[index]
        assert shown(game.tracker_view(state, names)) == (
            known.seat, known.round, known.next_seat, str.__str__(known.status), known.actions)
        for action, branches in zip(known.actions, known.branches, strict=True):
            deciding = {f.name: f for f in branching_fields(action)}
            for values, to in branches.to:
                typed = {name: (deciding[name].default if v is None and isinstance(
                    deciding[name], Int) else v) for name, v in zip(branches.fields, values,
                                                                    strict=True)}
                sent = {**free_values(action, seats, rng), **typed}
                try:
                    after = game.apply(state, action.kind, sent, settings)
                except (IllegalAction, InvalidInput):
                    # refused for these free values (a player already scored) may be; with
                    # every value tried, the refusal is foretold
                    assert (to is None or isinstance(to, Refusal)
                            or len(deciding) < len(action.fields)), (action.kind, sent, to)
                    continue
                assert not isinstance(to, Refusal), (action.kind, sent, to)
                checked += 1
                if isinstance(to, int) and isinstance(ahead[to], TurnAhead) and to not in real:
                    real[to] = after
    return checked


def _walk(real: dict):
    """The turns reached so far, new ones as they are added (breadth first)."""
    done = set()
    while True:
        todo = [i for i in real if i not in done]
        if not todo:
            return
        for i in todo:
            done.add(i)
            yield i, real[i]


@pytest.mark.parametrize("game", EVERY_GAME, ids=IDS)
def test_every_turn_ahead_is_what_the_rules_give(game):
    rng = random.Random(36)
    for seats in counts(game):
        checked = sum(check_from(game, turn, seats, rng) for turn in states_along(game, seats))
        assert checked > 0


@pytest.mark.parametrize("game", EVERY_GAME, ids=IDS)
def test_the_plainest_turns_of_a_round_are_known(game):
    """From the first turn, each player's first action with nothing typed: a whole round
    of them (every seat once) is known offline."""
    for seats in counts(game):
        names = [f"P{i}" for i in range(seats)]
        turn = game.start(seats, 0, game.random_setup(seats, random.Random(1)))
        ahead = turns_ahead(game, turn, names, settings_of(game))
        at = 0
        for _ in range(seats):
            known = ahead[at]
            assert isinstance(known, TurnAhead), (game.slug, seats, at)
            plain = dict(known.branches[0].to).get(
                tuple(None if isinstance(f, Int) and f.default is not None else f.empty()
                      for f in branching_fields(known.actions[0])))
            assert isinstance(plain, int), (game.slug, seats, known.actions[0].kind, plain)
            at = plain


@pytest.mark.parametrize("game", EVERY_GAME, ids=IDS)
def test_what_only_counts_never_changes_the_turn(game):
    """The fields a game says only count (`tracker_counts`): two states alike but for them
    show the same turn and take or refuse the same actions."""
    if not game.tracker_counts:
        return
    for seats in counts(game):
        names = [f"P{i}" for i in range(seats)]
        states = states_along(game, seats, every=3, most=12)
        last = states[-1]
        assert {f.name for f in fields(last)} >= set(game.tracker_counts)
        for state in states:
            other = replace(state, **{name: getattr(last, name) for name in game.tracker_counts})
            view = game.tracker_view(state, names)
            assert shown(view) == shown(game.tracker_view(other, names))
            for action in view.actions:
                example = {f.name: f.example() for f in action.fields}
                outcomes = []
                for s in (state, other):
                    try:
                        game.apply(s, action.kind, example, settings_of(game))
                        outcomes.append(True)
                    except IllegalAction:
                        outcomes.append(False)
                assert outcomes[0] == outcomes[1], (action.kind, outcomes)


def test_points_typed_freely_leave_the_next_round_s_order_unknown():
    """Egizia: points scored in the last phase decide the next round's turn tiles, so a
    phone cannot know them offline: the turn after the round is known but not its order."""
    game = GAMES["egizia"]
    names = ["Ana", "Ben", "Carlos"]
    turn = game.start(3, 0, {"turn_tiles": [1, 2, 3]})
    for _ in range(6):
        turn = game.apply(turn, "next_phase", {}, {})
    ahead = turns_ahead(game, turn, names, {})
    kinds = [a.kind for a in ahead[0].actions]
    scored = dict(ahead[0].branches[kinds.index("gain")].to)[()]
    assert isinstance(ahead[scored], TurnAhead) and not ahead[scored].orders_known
    next_round = dict(ahead[scored].branches[0].to)[()]
    assert ahead[next_round].round == 2 and not ahead[next_round].orders_known
    # nothing scored, the order is the rules' own
    plain = dict(ahead[0].branches[0].to)[()]
    assert ahead[plain].round == 2 and ahead[plain].orders_known
    assert SAMPLE.tracker_counts == ()
