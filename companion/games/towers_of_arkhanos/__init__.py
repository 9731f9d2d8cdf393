"""The Towers of Arkhanos: setup, rounds and turns, floor majorities and final scoring.

Rulebook pages are not in our source except the spellbook (p. 7); entries cite sections.
The prestige printed on the mana pool board is unknown to us: the group enters it once
(Game.settings) and the web layer passes it with each floor to score.
"""
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
    Stack,
    Stacks,
    TeachPart,
    TieBreak,
    Track,
    TrackerView,
    TurnOrder,
    WorkedExample,
    each_kind_once,
    recent_log,
)
from companion.games.entries import Totals, counts_of
from companion.games.fields import Choice, Field, Int, Structured, Text
from companion.games.validate import list_of, one_of, whole_number
from companion.i18n import Joined, Msg, Plural

DICE_PER_ROUND = {2: 5, 3: 4, 4: 5}
TURNS_PER_PLAYER = {2: 2, 3: 1, 4: 1}
ROUNDS = {2: 8, 3: 9, 4: 8}
TOWERS = ("outer", "outer", "outer", "central")
TOWER_NAMES = (Msg("Outer tower A"), Msg("Outer tower B"), Msg("Outer tower C"),
               Msg("Central tower"))
KINDS = ("outer", "central")
KIND_NAMES = {"outer": Msg("Outer tower"), "central": Msg("Central tower")}
PILLARS = 3
INCOMPLETE = {"most": 3, "second": 2, "tie": 1}
SPELLBOOK_MAX = 6
APPRENTICES = 7


# --- majorities --------------------------------------------------------------------------

def influence(meeples: dict[Any, dict]) -> dict[Any, int]:
    """Apprentices count 1, masters 2."""
    return {who: m.get("apprentices", 0) + 2 * m.get("masters", 0) for who, m in meeples.items()}


def award(influence_by_player: dict[Any, int], values: dict[str, int]) -> dict[Any, int]:
    """Prestige for one floor (p. "Score the floor").

    A single leader takes "most"; the next distinct influence takes "second", shared as
    "tie" when several players have it. Several players tied for most each take "tie"
    and nobody takes "second". Players without influence take nothing.
    """
    present = {who: v for who, v in influence_by_player.items() if v > 0}
    levels = sorted(set(present.values()), reverse=True)
    if not levels:
        return {}
    leaders = [w for w, v in present.items() if v == levels[0]]
    if len(leaders) > 1:
        return {w: values["tie"] for w in leaders}
    prizes = {leaders[0]: values["most"]}
    if len(levels) > 1:
        seconds = [w for w, v in present.items() if v == levels[1]]
        prizes.update({w: values["second"] if len(seconds) == 1 else values["tie"]
                       for w in seconds})
    return prizes


# --- setup -------------------------------------------------------------------------------

def setup_steps(players: int) -> list[SetupStep]:
    """Setup for exactly this player count, with the round structure it implies."""
    rounds = Plural("{n} round", "{n} rounds", ROUNDS[players])
    dice = Plural("{n} die", "{n} dice", DICE_PER_ROUND[players])
    return [
        SetupStep(Msg("Starting floors"), Msg(
            "Find the 4 floor tiles whose central side has pink-star pillars. Lay 3 in a "
            "triangle, outer side up: the first floors of the 3 outer towers. Put the 4th "
            "in the middle, central side up: the central tower."), entry="setup-towers"),
        SetupStep(Msg("Floor stack"), Msg("Shuffle the other 14 floor tiles, outer side up, "
                                          "into a stack."), entry="next-floor"),
        SetupStep(Msg("Prestige and mana pool"), Msg(
            "Prestige tokens in a supply; the mana pool board within reach (it counts the "
            "rounds)."), entry="mana-pool"),
        SetupStep(Msg("Colours"), Msg(
            "Each of the {players} takes the spellbook and the meeples of one colour: "
            "{apprentices} and 1 master, their supply.",
            players=Plural("{n} player", "{n} players", players),
            apprentices=Plural("{n} apprentice", "{n} apprentices", APPRENTICES)),
            entry="setup-players"),
        SetupStep(Msg("Dice"), Msg("All 40 dice into the bag; shake it."), entry="dice-bag"),
        SetupStep(Msg("{rounds} of {dice}", rounds=rounds, dice=dice), Msg(
            "With {players} the first player draws and rolls {dice} each round; each player "
            "takes {turns} per round; the game lasts {rounds}.",
            players=Plural("{n} player", "{n} players", players), dice=dice,
            turns=Plural("{n} turn", "{n} turns", TURNS_PER_PLAYER[players]),
            rounds=rounds), entry="rounds-by-count"),
        SetupStep(Msg("First player"), Msg(
            "Pick a first player any way you like (the rulebook suggests whoever visited a "
            "tower last) and hand them the bag."), entry="first-player"),
    ]


# --- tracking ----------------------------------------------------------------------------

@dataclass(frozen=True)
class TowersState:
    seats: int
    first_seat: int
    round: int = 1
    turn: int = 0                       # turns taken this round
    floors: tuple[int, ...] = (1, 1, 1, 1)
    turn_floors: tuple[int, ...] = (1, 1, 1, 1)  # each tower's floor when the turn began
    prestige: tuple[int, ...] = ()
    phase: str = "turns"                # turns, final (incomplete floors), over
    finals: tuple[int, ...] = ()        # towers whose incomplete floor is scored
    # per tower, per finished floor: the seats with the most influence there
    won: tuple[tuple[tuple[int, ...], ...], ...] = ((), (), (), ())
    one_tap: bool = True                # the pillar bonus ends the turn (plays recorded
                                        # before: an "End turn" of its own)
    over: bool = False
    log: tuple[str, ...] = ()

    @property
    def turns_per_round(self) -> int:
        return self.seats * TURNS_PER_PLAYER[self.seats]

    @property
    def seat(self) -> int:
        return (self.first_seat + self.turn) % self.seats


def start(seats: int, first_seat: int, setup: dict | None = None) -> TowersState:
    one_tap = True if setup is None else setup.get("one_tap_turns", False)
    return TowersState(seats, first_seat, prestige=(0,) * seats, one_tap=one_tap)


def random_setup(seats: int, rng) -> dict:
    return {"one_tap_turns": True}


def _then_end_turn(state: TowersState) -> TowersState:
    """The pillar bonus is the last thing of a turn: it ends it (a floor completed by the
    die is recorded before it)."""
    return _end_turn(state) if state.one_tap else state


def _gain(state: TowersState, gains: dict[int, int], line: str) -> TowersState:
    prestige = tuple(p + gains.get(s, 0) for s, p in enumerate(state.prestige))
    return replace(state, prestige=prestige, log=state.log + (line,))


def _floor_meeples(state: TowersState, values: dict, complete: bool) -> dict[int, dict]:
    meeples = {seat: {k: values.get(f"{k}_{seat}") or 0 for k in ("apprentices", "masters")}
               for seat in range(state.seats)}
    total = sum(c["apprentices"] + c["masters"] for c in meeples.values())
    if complete and total != PILLARS:
        raise IllegalAction(Plural(
            "A complete floor has exactly {n} meeple, one per pillar; {total} entered.",
            "A complete floor has exactly {n} meeples, one per pillar; {total} entered.",
            PILLARS, total=total))
    if not complete and total >= PILLARS:
        raise IllegalAction(Plural("An incomplete floor has fewer than {n} meeple.",
                                   "An incomplete floor has fewer than {n} meeples.", PILLARS))
    return meeples


def prestige_values(settings: dict, kind: str) -> dict[str, int]:
    values = {k: settings.get(f"{kind}.{k}") for k in ("most", "second", "tie")}
    if any(not isinstance(v, int) for v in values.values()):
        raise IllegalAction(Msg("Enter the prestige values from your mana pool board first."))
    return values


def _seat(seat: int) -> str:
    """A player in a log line: base.with_names puts the name in when the line is shown."""
    return f"{{{seat}}}"


def apply(state: TowersState, kind: str, data: dict, settings: dict) -> TowersState:
    """The state after one recorded action; IllegalAction if the rules forbid it now."""
    if state.over:
        raise IllegalAction(Msg("The game is over: go to scoring."))
    if state.phase == "turns":
        if kind == "bonus_two":
            return _then_end_turn(_gain(state, {state.seat: 2}, Msg(
                "{player} gained 2 prestige", player=_seat(state.seat))))
        if kind == "bonus_floor":
            tower = data["tower"]
            # The die went on the floor as it was when the turn began, even if that floor
            # was recorded as complete first.
            floor = state.turn_floors[tower]
            return _then_end_turn(_gain(state, {state.seat: floor}, Msg(
                "{player} gained {points} prestige ({tower})", player=_seat(state.seat),
                points=floor, tower=TOWER_NAMES[tower])))
        if kind == "floor_complete":
            return _complete_floor(state, data, settings)
        if kind == "end_turn":
            return _end_turn(state)
    if state.phase == "final" and kind == "incomplete_floor":
        return _incomplete_floor(state, data)
    if state.phase == "final" and kind == "finish":
        return replace(state, over=True, phase="over")
    raise IllegalAction(Msg("That is not possible now."))


def _shares(gains: dict[int, int]) -> list[Msg]:
    return [Msg("{player} +{points}", player=_seat(s), points=g) for s, g in gains.items()]


def _complete_floor(state: TowersState, data: dict, settings: dict) -> TowersState:
    tower = data["tower"]
    meeples = _floor_meeples(state, data, complete=True)
    values = prestige_values(settings, TOWERS[tower])
    trapped = data.get("trapped") or 0
    gains = award(influence(meeples), values)
    floors = list(state.floors)
    floors[tower] += 1
    won = list(state.won)
    won[tower] += (most_influence(influence(meeples)),)
    line = Msg("{tower} floor {floor} scored: {shares}", tower=TOWER_NAMES[tower],
               floor=state.floors[tower], shares=Joined(", ", _shares(gains)))
    if trapped:
        line = Joined("; ", [line, Plural(
            "{n} meeple stays trapped on a pillar without a die",
            "{n} meeples stay trapped on pillars without a die", trapped)])
    return replace(_gain(state, gains, line), floors=tuple(floors), won=tuple(won))


def most_influence(influence_by_player: dict[int, int]) -> tuple[int, ...]:
    """The seats with the most influence on a floor (none when nobody has any)."""
    top = max(influence_by_player.values(), default=0)
    return tuple(s for s, v in sorted(influence_by_player.items()) if v == top and top > 0)


def _end_turn(state: TowersState) -> TowersState:
    turn = state.turn + 1
    state = replace(state, turn_floors=state.floors)
    if turn < state.turns_per_round:
        return replace(state, turn=turn)
    line = Msg("Round {round} over: the last die goes on mana pool space {round}",
               round=state.round)
    if state.round == ROUNDS[state.seats]:
        return replace(state, phase="final", log=state.log + (line,))
    return replace(state, round=state.round + 1, turn=0,
                   first_seat=(state.first_seat + 1) % state.seats, log=state.log + (line,))


def _incomplete_floor(state: TowersState, data: dict) -> TowersState:
    tower = data["tower"]
    if tower in state.finals:
        raise IllegalAction(Msg("{tower} is already scored.", tower=TOWER_NAMES[tower]))
    gains = award(influence(_floor_meeples(state, data, complete=False)), INCOMPLETE)
    shares = Joined(", ", _shares(gains)) if gains else Msg("nobody")
    return replace(_gain(state, gains, Msg("{tower}, incomplete floor: {shares}",
                                           tower=TOWER_NAMES[tower], shares=shares)),
                   finals=state.finals + (tower,))


def _floor_fields(state: TowersState, names: list[str], towers: list[int],
                  with_trapped: bool) -> tuple[Field, ...]:
    fields: list[Field] = [_tower_field(state, towers)]
    for seat, name in enumerate(names):
        fields += [Int(f"apprentices_{seat}", Msg("{player}: apprentices", player=name),
                       high=PILLARS, default=0),
                   Int(f"masters_{seat}", Msg("{player}: master", player=name), high=1,
                       default=0)]
    if with_trapped:
        fields.append(Int("trapped", Msg("Meeples on pillars without a die"), high=PILLARS,
                          default=0))
    return tuple(fields)


def _tower_choices(floors: tuple[int, ...], towers: list[int]) -> tuple[tuple[int, Msg], ...]:
    return tuple((t, Msg("{tower} (floor {floor})", tower=TOWER_NAMES[t], floor=floors[t]))
                 for t in towers)


def _tower_field(state: TowersState, towers: list[int]) -> Choice:
    return Choice("tower", Msg("Tower"), _tower_choices(state.floors, towers))


def actions(state: TowersState, names: list[str]) -> list[Action]:
    if state.over:
        return []
    if state.phase == "final":
        left = [t for t in range(len(TOWERS)) if t not in state.finals]
        out = [Action("incomplete_floor", Msg("Score an incomplete floor"),
                      fields=_floor_fields(state, names, left, False),
                      hint=Msg("Most influence 3, second 2, tied 1."), entry="end-scoring")
               ] if left else []
        return out + [Action("finish", Msg("All incomplete floors scored: to final scoring"),
                             entry="spellbook-points")]
    everything = list(range(len(TOWERS)))
    if not state.one_tap:
        return [
            Action("end_turn", Msg("End turn")),
            Action("bonus_two", Msg("Pillar bonus: +2 prestige")),
            Action("bonus_floor", Msg("Pillar bonus: prestige = floor"),
                   fields=(Choice("tower", Msg("Tower"),
                                  _tower_choices(state.turn_floors, everything)),)),
            _floor_action(state, names, everything),
        ]
    return [
        Action("bonus_two", Msg("Die placed, bonus +2 prestige"), entry="bonus-two"),
        Action("end_turn", Msg("Die placed, bonus: a spell or a build"), entry="bonus-build"),
        Action("bonus_floor", Msg("Die placed, bonus: prestige = floor"),
               fields=(Choice("tower", Msg("Tower"),
                              _tower_choices(state.turn_floors, everything)),),
               entry="bonus-floor"),
        _floor_action(state, names, everything),
    ]


def _floor_action(state: TowersState, names: list[str], towers: list[int]) -> Action:
    hint = (Msg("Enter who has meeples on the 3 pillars (apprentice 1, master 2); before "
                "the bonus, which ends the turn.") if state.one_tap else
            Msg("Enter who has meeples on the 3 pillars (apprentice 1, master 2)."))
    return Action("floor_complete", Msg("A floor is complete: score it"),
                  fields=_floor_fields(state, names, towers, True), hint=hint,
                  entry="score-floor")


def reminders(state: TowersState, names: list[str]) -> list[Reminder]:
    out = []
    if state.phase == "turns" and state.turn == 0:
        out.append(Reminder(Plural("{player} draws and rolls {n} die from the bag.",
                                   "{player} draws and rolls {n} dice from the bag.",
                                   DICE_PER_ROUND[state.seats],
                                   player=names[state.first_seat]), "round"))
    if state.phase == "turns":
        out.append(Reminder(Msg("Place one die and one of your meeples; the central tower "
                                "takes any die. No meeple left? Cast a spell to free one."),
                            "no-meeples"))
    if state.phase == "turns" and state.turn == state.turns_per_round - 1:
        out.append(Reminder(Msg("Last turn of round {round}: the die left over goes on mana "
                                "pool space {round}; the bag passes left.",
                                round=state.round), "round"))
    if state.phase == "final":
        out.append(Reminder(Msg("The game is over: score each tower's incomplete floor "
                                "(3 / 2 / tied 1), then count spellbook meeples."),
                            "end-scoring"))
    return out


def _status(state: TowersState) -> Msg:
    """The turn of the round and its dice; each tower's floor is in the drawing (Stacks)."""
    if state.phase != "turns":
        return Msg("Final scoring of the incomplete floors")
    return Joined(" · ", [
        Msg("Turn {turn} of {turns}", turn=state.turn + 1, turns=state.turns_per_round),
        Plural("{n} die this round", "{n} dice this round", DICE_PER_ROUND[state.seats])])


def tracker_view(state: TowersState, names: list[str]) -> TrackerView:
    if state.phase == "final" or state.over:
        current = upcoming = None
    else:
        current = state.seat
        upcoming = (state.first_seat + state.turn + 1) % state.seats
        if state.turn + 1 == state.turns_per_round:
            upcoming = None if state.round == ROUNDS[state.seats] else \
                (state.first_seat + 1) % state.seats
    counters = {s: [(Msg("prestige"), state.prestige[s])] for s in range(state.seats)}
    order = [(state.first_seat + i) % state.seats for i in range(state.seats)]
    return TrackerView(
        round=state.round, current_seat=current, next_seat=upcoming,
        actions=actions(state, names), reminders=reminders(state, names),
        seat_counters=counters, seat_order=order, status=_status(state),
        log=recent_log(state.log, names), drawing=drawing(state, order))


def drawing(state: TowersState, order: list[int]) -> tuple:
    """The four towers with their floors and who took most on each, the prestige and the
    turn order of the round."""
    by_prestige = sorted(range(state.seats), key=lambda s: (-state.prestige[s], s))
    return (Rounds(Msg("Round"), state.round, ROUNDS[state.seats]),
            Stacks(Msg("Towers: floors and who took most on each"), tuple(
                Stack(TOWER_NAMES[t], state.floors[t], state.won[t])
                for t in range(len(TOWERS)))),
            Track(Msg("Prestige"), tuple((s, state.prestige[s]) for s in by_prestige)),
            TurnOrder(Msg("Turn order this round"), tuple(order)))


# --- scoring -----------------------------------------------------------------------------

@dataclass(frozen=True)
class Standing:
    prestige: int
    spellbook: int
    upper_floor_meeples: int
    # (apprentices, master) of this player on each tower's incomplete floor, when the
    # tracker did not score them (it does in its final phase)
    incomplete: tuple[tuple[int, int], ...] = ()


def _incomplete_fields() -> tuple[Field, ...]:
    fields: list[Field] = []
    for tower, name in enumerate(TOWER_NAMES):
        fields += [Int(f"incomplete_apprentices_{tower}", Msg(
                       "{tower}, incomplete floor: your apprentices", tower=name),
                       high=PILLARS - 1, default=0),
                   Int(f"incomplete_master_{tower}", Msg(
                       "{tower}, incomplete floor: your master", tower=name),
                       high=1, default=0)]
    return tuple(fields)


UPPER_FLOOR_MEEPLES = Int("upper_floor_meeples", Msg("Meeples on upper floors (tie-break)"),
                          high=APPRENTICES + 1, default=0)


@cache   # declarations: the same two tuples for every request
def standing_fields(tracked: bool) -> tuple[Field, ...]:
    """A player's end: prestige and the meeples on each tower's incomplete floor (the
    tracker knows both when it followed the play to its end), spellbook meeples and
    meeples on upper floors (for the tie-break)."""
    fields = (
        Int("spellbook", Msg("Meeples on the spellbook"), high=SPELLBOOK_MAX, default=0),
        UPPER_FLOOR_MEEPLES,
    )
    if tracked:
        return fields
    return ((Int("prestige", Msg("Prestige during the game"), high=999, default=0),)
            + _incomplete_fields() + fields)


def parse_standing(values: dict) -> Standing:
    incomplete = tuple((values.get(f"incomplete_apprentices_{t}") or 0,
                        values.get(f"incomplete_master_{t}") or 0)
                       for t in range(len(TOWERS)))
    return Standing(values["prestige"], values["spellbook"], values["upper_floor_meeples"],
                    incomplete if any(a or m for a, m in incomplete) else ())


def standing_errors(standing: Standing, where: str = "") -> list[FieldError]:
    """An incomplete floor holds fewer than 3 meeples; a player has one master."""
    errors = []
    for tower, (apprentices, master) in enumerate(standing.incomplete):
        if apprentices + master >= PILLARS:
            errors.append(FieldError(f"{where}incomplete_apprentices_{tower}", Plural(
                "{tower}: an incomplete floor has fewer than {n} meeple.",
                "{tower}: an incomplete floor has fewer than {n} meeples.", PILLARS,
                tower=TOWER_NAMES[tower])))
    masters = [t for t, (_, master) in enumerate(standing.incomplete) if master]
    if len(masters) > 1:
        errors.append(FieldError(f"{where}incomplete_master_{masters[1]}", Msg(
            "Each player has one master: it is on one incomplete floor at most.")))
    return errors


def incomplete_floor_gains(players: list[tuple[str, Standing]], scored=()) -> dict[str, int]:
    """Prestige from the incomplete floors the entries show (3, 2, 1 as the tracker's
    final phase gives), leaving out towers the tracker scored already (`scored`)."""
    gains = {name: 0 for name, _ in players}
    for tower in range(len(TOWERS)):
        if tower in scored:
            continue
        meeples = {name: {"apprentices": s.incomplete[tower][0],
                          "masters": s.incomplete[tower][1]}
                   for name, s in players if s.incomplete}
        for name, prize in award(influence(meeples), INCOMPLETE).items():
            gains[name] += prize
    return gains


def floor_errors(standings: list[Standing], where: list[str]) -> list[FieldError]:
    """Each tower's incomplete floor holds fewer than 3 meeples, all players' together: an
    impossible floor is said at each entry that holds meeples there (`where`: each
    entry's field prefix), never at an entry that has none there."""
    errors = []
    for tower in range(len(TOWERS)):
        held = [(prefix, s.incomplete[tower]) for prefix, s in zip(where, standings,
                                                                   strict=True)
                if s.incomplete and sum(s.incomplete[tower])]
        total = sum(apprentices + master for _, (apprentices, master) in held)
        if total < PILLARS:
            continue
        for prefix, (apprentices, master) in held:
            kind = "apprentices" if apprentices else "master"
            errors.append(FieldError(f"{prefix}incomplete_{kind}_{tower}", Plural(
                "{tower}: its incomplete floor holds at most {n} meeple, and the entries "
                "put {total} there ({mine} of them in this one).",
                "{tower}: its incomplete floor holds at most {n} meeples, and the entries "
                "put {total} there ({mine} of them in this one).", PILLARS - 1,
                tower=TOWER_NAMES[tower], total=total, mine=apprentices + master)))
    return errors


def parse_table(raw: Any, field: str, errors: list[FieldError]) -> dict | None:
    if raw is None:
        return None
    if not isinstance(raw, dict):
        errors.append(FieldError(field, Msg("The prestige table is an object: outer and central.")))
        return None
    table = {}
    for kind in KINDS:
        values = raw.get(kind)
        if not isinstance(values, dict):
            errors.append(FieldError(f"{field}.{kind}", Msg("Give most, second and tie.")))
            continue
        for key in ("most", "second", "tie"):
            table[f"{kind}.{key}"] = whole_number(values.get(key), f"{field}.{kind}.{key}",
                                                  errors, high=99, what=Msg("Prestige"))
    if not errors:
        errors.extend(prestige_errors(table, field + "."))
    return table


PLACES = {"most": Msg("most influence"), "second": Msg("second most"), "tie": Msg("tied")}


def prestige_errors(table: dict, where: str = "") -> list[FieldError]:
    """A board where second place pays more than first, or a tie more than first."""
    errors = []
    for kind in KINDS:
        most = table.get(f"{kind}.most")
        for key in ("second", "tie"):
            value = table.get(f"{kind}.{key}")
            if None not in (most, value) and value > most:
                errors.append(FieldError(f"{where}{kind}.{key}", Msg(
                    "{tower}, {place}: {value} is more than the most influence ({most}).",
                    tower=KIND_NAMES[kind], place=PLACES[key], value=value, most=most)))
    return errors


# Made once: a request names them for every floor and every player on it.
TOWER_LABEL = Msg("Tower")
APPRENTICES_LABEL = Msg("Apprentices")
MASTERS_LABEL = Msg("Masters (one per player)")


def parse_floors(raw: Any, field: str, errors: list[FieldError]) -> list | None:
    """Floors to score now (stateless API): tower kind, complete or not, meeples per name."""
    floors = []
    for i, floor in enumerate(list_of(raw, field, errors, Msg("Floors")) or []):
        where = f"{field}[{i}]"
        if not isinstance(floor, dict):
            errors.append(FieldError(where, Msg("Each floor must be an object.")))
            continue
        kind = floor.get("tower")
        if type(kind) is not str or kind not in KINDS:
            kind = one_of(kind, KINDS, f"{where}.tower", errors, TOWER_LABEL)
        complete = floor.get("complete", False)
        if not isinstance(complete, bool):
            errors.append(FieldError(f"{where}.complete", Msg("complete is true or false.")))
            continue
        meeples = floor.get("meeples")
        meeples = {} if meeples is None else meeples
        if not isinstance(meeples, dict):
            errors.append(FieldError(f"{where}.meeples", Msg("Meeples per player name.")))
            continue
        counts, total = {}, 0
        for name, m in meeples.items():
            if not isinstance(m, dict):
                errors.append(FieldError(f"{where}.meeples.{name}",
                                         Msg("Give apprentices and masters.")))
                continue
            a, k = m.get("apprentices", 0), m.get("masters", 0)
            if not (type(a) is int and 0 <= a <= PILLARS and type(k) is int and 0 <= k <= 1):
                # Only a wrong count is checked in words, at its field: most are right.
                at = f"{where}.meeples.{name}"
                a = whole_number(a, f"{at}.apprentices", errors, high=PILLARS,
                                 what=APPRENTICES_LABEL)
                k = whole_number(k, f"{at}.masters", errors, high=1, what=MASTERS_LABEL)
            if a is not None and k is not None:
                counts[name] = {"apprentices": a, "masters": k}
                total += a + k
        if total > PILLARS:
            errors.append(FieldError(f"{where}.meeples", Plural(
                "A floor holds at most {n} meeple; {total} given.",
                "A floor holds at most {n} meeples; {total} given.", PILLARS, total=total)))
        elif complete and total != PILLARS:
            errors.append(FieldError(f"{where}.meeples", Plural(
                "A complete floor has exactly {n} meeple; {total} given.",
                "A complete floor has exactly {n} meeples; {total} given.", PILLARS,
                total=total)))
        elif not complete and total == PILLARS:
            errors.append(FieldError(f"{where}.complete", Plural(
                "A floor with {n} meeple is complete.", "A floor with {n} meeples is complete.",
                PILLARS)))
        floors.append((kind, complete, counts))
    return floors


MEEPLES_SCHEMA = {"type": ["object", "null"], "additionalProperties": {
    "type": "object", "properties": {
        "apprentices": {"type": "integer", "minimum": 0, "maximum": PILLARS},
        "masters": {"type": "integer", "minimum": 0, "maximum": 1}}}}
TABLE_FIELDS = (
    Structured("prestige_table", Msg("Prestige table"), parse=parse_table, json_schema={
        "type": "object", "properties": {kind: {"type": "object", "properties": {
            key: {"type": "integer", "minimum": 0, "maximum": 99}
            for key in ("most", "second", "tie")}} for kind in KINDS}}),
    Structured("floors", Msg("Floors scored now"), parse=parse_floors, json_schema={
        "type": "array", "items": {"type": "object", "properties": {
            "tower": {"enum": list(KINDS)}, "complete": {"type": "boolean"},
            "meeples": MEEPLES_SCHEMA}}}),
)


def score_standings(players: list[tuple[str, Standing]], floors=(), table=None, scored=(),
                    partial: bool = False):
    """Totals: prestige held + floors scored now (the incomplete floors the entries show,
    and the floors the stateless API names) + 1 per spellbook meeple. With `partial` (not
    every player's entry in yet), a player's incomplete floors are pending: the others'
    meeples there may change who has the most. An impossible floor recorded before its
    check is scored as entered, with a warning on each entry that holds it."""
    overfull = {error.field: error.message for error in floor_errors(
        [s for _, s in players], [f"{i}." for i in range(len(players))])}
    gains = incomplete_floor_gains(players, scored)
    complete_values = {kind: {k: table[f"{kind}.{k}"] for k in ("most", "second", "tie")}
                       for kind in KINDS} if table else {}
    for kind, complete, counts in floors:
        values = complete_values[kind] if complete else INCOMPLETE
        for name, prize in award(influence(counts), values).items():
            gains[name] += prize
    scores = []
    for i, (name, s) in enumerate(players):
        breakdown = {"prestige": s.prestige, "floors": gains[name], "spellbook": s.spellbook}
        on_open_floors = any(sum(s.incomplete[t]) for t in range(len(TOWERS))
                             if t not in scored) if s.incomplete else False
        scores.append(PlayerScore(
            name, sum(breakdown.values()), breakdown,
            warnings=[message for field, message in overfull.items()
                      if field.startswith(f"{i}.")],
            stats={"spellbook": s.spellbook, "upper_floor_meeples": s.upper_floor_meeples},
            pending=("floors",) if partial and on_open_floors else ()))
    return scores


def check_floor_names(floors: list, names: list[str]) -> list[FieldError]:
    return [FieldError(f"floors[{i}].meeples.{name}",
                       Msg("{name} is not one of the players.", name=name))
            for i, (_, _, counts) in enumerate(floors) for name in counts if name not in names]


SETTING_LABELS = {
    "outer.most": Msg("Outer tower floor: most influence"),
    "outer.second": Msg("Outer tower floor: second most"),
    "outer.tie": Msg("Outer tower floor: tied"),
    "central.most": Msg("Central tower floor: most influence"),
    "central.second": Msg("Central tower floor: second most"),
    "central.tie": Msg("Central tower floor: tied"),
}
PRESTIGE_SETTINGS = tuple(Setting(Int(key, label, high=99))
                          for key, label in SETTING_LABELS.items())
SPELL_NOTES = Setting(Text("spell_notes", Msg("The spells our sources lack (your spellbook's "
                                              "words, for the table)"), max_length=400),
                      required=False,
                      until_needed=Msg("Printed on the player reference and the round flow; leave "
                                       "it empty if you have nothing to add."))


class TowersOfArkhanos(Game):
    """The Towers of Arkhanos, through the game contract (see companion.games.base.Game)."""

    slug = "towers-of-arkhanos"
    name = "The Towers of Arkhanos"
    min_players = 2
    max_players = 4
    summary = Msg("Place dice and meeples on the pillars of four magic towers; whoever has the "
               "most influence on a finished floor gains prestige. 8 or 9 rounds.")
    breakdown_labels = {"prestige": Msg("Prestige during the game"),
                        "floors": Msg("Floors scored now"),
                        "spellbook": Msg("Spellbook meeples (1 each)")}
    # Plural although English says it alike for any count: other languages may name the
    # meeples and agree with the number.
    tie_breaks = [
        TieBreak(Msg("more meeples on the spellbook"), lambda p: p.stats["spellbook"],
                 lambda p: Plural("{n} on the spellbook", "{n} on the spellbook",
                                  p.stats["spellbook"]),
                 Msg("{ahead} wins the tie with {behind} ({points} each) with more meeples "
                     "on the spellbook: {mine} against {theirs}."),
                 Msg("{ahead} goes ahead of {behind} in the tie ({points} each) with more "
                     "meeples on the spellbook: {mine} against {theirs}.")),
        TieBreak(Msg("more meeples on upper floors"), lambda p: p.stats["upper_floor_meeples"],
                 lambda p: Plural("{n} on upper floors", "{n} on upper floors",
                                  p.stats["upper_floor_meeples"]),
                 Msg("{ahead} wins the tie with {behind} ({points} each) with more meeples "
                     "on upper floors: {mine} against {theirs}."),
                 Msg("{ahead} goes ahead of {behind} in the tie ({points} each) with more "
                     "meeples on upper floors: {mine} against {theirs}."),
                 asks="upper_floor_meeples"),
    ]
    # Our totals: the incomplete floors' majorities are decided across the players (at
    # most 3 prestige on each of the 4 towers); 1 prestige per spellbook meeple.
    shared_categories = ("floors",)
    tracked_categories = ("prestige",)
    category_limits = {"floors": (0, INCOMPLETE["most"] * len(TOWERS)),
                       "spellbook": (0, SPELLBOOK_MAX)}
    aids = [
        Aid("setup", Msg("Setup sheet"),
            Msg("Towers, stack, meeples and the rounds for 2, 3 and 4.")),
        Aid("player", Msg("Player reference"),
            Msg("A turn, the pillar bonuses and floor scoring.")),
        Aid("round", Msg("Round flow"), Msg("A round, the mana pool and the end of the game.")),
    ]
    tracker_counts = ("prestige", "won")
    settings = PRESTIGE_SETTINGS + (SPELL_NOTES,)
    teach = {
        "goal": (TeachPart("goal", (0,)),),
        "components": (TeachPart("setup-towers", (0, 1)), TeachPart("setup-players", (0,))),
        "turn": (TeachPart("turn", (0,)), TeachPart("placement", (0,)),
                 TeachPart("pillar-bonuses", (0,)), TeachPart("spellbook", (0,)),
                 TeachPart("no-meeples", (0,))),
        "round": (TeachPart("round", (0,)), TeachPart("rounds-by-count", (0,))),
        "end": (TeachPart("end-trigger", (0,)), TeachPart("tie-break", (0,))),
        "scoring": (TeachPart("score-floor", (0,)), TeachPart("floor-ties", (0,)),
                    TeachPart("next-floor", (0,)), TeachPart("end-scoring", (0,))),
        "mistakes": (TeachPart("mistake-floor-bonus-order", (0,)),),
    }
    # Our sources hold the rulebook's floor examples only as pictures: ours, for the end,
    # with a tie the spellbook breaks.
    worked_example = WorkedExample("tie-break", "our reading", (
        ("Ana", {"prestige": 30, "spellbook": 2, "upper_floor_meeples": 1}),
        ("Ben", {"prestige": 31, "spellbook": 1, "upper_floor_meeples": 3}),
        ("Chloé", {"prestige": 25, "spellbook": 3, "upper_floor_meeples": 0})))
    settings_help = Msg("Look at the mana pool board: beside the round spaces it shows the "
                     "prestige a finished floor gives, for an outer tower and (less) for the "
                     "central tower: the most influence, the second most, and a tie. Enter "
                     "the six numbers once; the app remembers them for your later plays.")
    table_fields = TABLE_FIELDS

    # The rules of play are this module's functions; the class names them for the contract.
    setup_steps = staticmethod(setup_steps)
    random_setup = staticmethod(random_setup)
    start = staticmethod(start)
    apply = staticmethod(apply)
    tracker_view = staticmethod(tracker_view)
    check_entries = staticmethod(floor_errors)
    check_entry = staticmethod(standing_errors)
    entry_fields = staticmethod(standing_fields)

    def actions_offered(self, seats: int) -> list[Action]:
        state = start(seats, 0)
        return each_kind_once(actions(state, [""] * seats)
                              + actions(replace(state, phase="final"), [""] * seats))

    def example_entry(self) -> dict:
        return {"prestige": 12, "spellbook": 2, "upper_floor_meeples": 1}

    def tracked_entry(self, turn: TowersState, seat: int) -> dict:
        return {"prestige": turn.prestige[seat]}

    def tracked_totals(self, turn: TowersState, seat: int) -> dict[str, int]:
        return {"prestige": turn.prestige[seat]}

    def shared_settled(self, entry: Standing, category: str) -> bool:
        return not any(a or m for a, m in entry.incomplete)    # on no incomplete floor

    def tie_fields(self, totals: bool) -> tuple[Field, ...]:
        """The spellbook's meeples are its points (1 each); typed totals do not say how
        many meeples are on upper floors, the second tie-break."""
        return (UPPER_FLOOR_MEEPLES,) if totals else ()

    def totals_stats(self, totals: Totals) -> dict:
        return {"spellbook": totals.points.get("spellbook", 0),
                "upper_floor_meeples": totals.tie.get("upper_floor_meeples")}

    def parse_entry(self, values: dict, where: str = "") -> Standing:
        return parse_standing(values)

    def check_settings(self, values: dict) -> list[FieldError]:
        return prestige_errors(values)

    def parse_score_request(self, body: Any, settings: dict | None = None):
        entries, context = super().parse_score_request(body, settings)
        floors = context.table.get("floors") or []
        errors = check_floor_names(floors, [name for name, _ in entries])
        counted = [(i, counts_of(s)) for i, (_, s) in enumerate(entries)
                   if counts_of(s) is not None]
        errors += floor_errors([s for _, s in counted], [f"players[{i}]." for i, _ in counted])
        if any(complete for _, complete, _ in floors) and context.table.get(
                "prestige_table") is None:
            errors.append(FieldError("prestige_table", Msg(
                "A complete floor needs the prestige table from your mana pool board.")))
        if errors:
            raise InvalidInput(errors)
        return entries, context

    def score(self, entries: list[tuple[str, Standing]], context: ScoreContext
              ) -> list[PlayerScore]:
        # A tracker stopped in its final phase scored some incomplete floors already.
        scored = context.turn.finals if context.turn is not None else ()
        return score_standings(entries, context.table.get("floors") or (),
                               context.table.get("prestige_table"), scored,
                               partial=context.seats is not None)


GAME = TowersOfArkhanos()
