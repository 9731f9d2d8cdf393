"""The Towers of Arkhanos: setup, rounds and turns, floor majorities and final scoring.

Rulebook pages are not in our source except the spellbook (p. 7); entries cite sections.
The prestige printed on the mana pool board is unknown to us: the group enters it once
(Game.settings) and the web layer passes it with each floor to score.
"""
from dataclasses import dataclass, replace
from typing import Any

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
    TieBreak,
    TrackerView,
    each_kind_once,
    recent_log,
)
from companion.games.fields import Choice, Field, Int, Structured, Text
from companion.games.validate import list_of, one_of, whole_number

DICE_PER_ROUND = {2: 5, 3: 4, 4: 5}
TURNS_PER_PLAYER = {2: 2, 3: 1, 4: 1}
ROUNDS = {2: 8, 3: 9, 4: 8}
TOWERS = ("outer", "outer", "outer", "central")
TOWER_NAMES = ("Outer tower A", "Outer tower B", "Outer tower C", "Central tower")
KINDS = ("outer", "central")
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
    return [
        SetupStep("Starting floors", "Find the 4 floor tiles whose central side has pink-star "
                  "pillars. Lay 3 in a triangle, outer side up: the first floors of the 3 "
                  "outer towers. Put the 4th in the middle, central side up: the central "
                  "tower."),
        SetupStep("Floor stack", "Shuffle the other 14 floor tiles, outer side up, into a "
                  "stack."),
        SetupStep("Prestige and mana pool", "Prestige tokens in a supply; the mana pool "
                  "board within reach (it counts the rounds)."),
        SetupStep("Colours", f"Each of the {players} players takes the spellbook and the "
                  f"meeples of one colour: {APPRENTICES} apprentices and 1 master, their "
                  "supply."),
        SetupStep("Dice", "All 40 dice into the bag; shake it."),
        SetupStep(f"{ROUNDS[players]} rounds of {DICE_PER_ROUND[players]} dice",
                  f"With {players} players the first player draws and rolls "
                  f"{DICE_PER_ROUND[players]} dice each round; each player takes "
                  f"{TURNS_PER_PLAYER[players]} turn{'s' if TURNS_PER_PLAYER[players] > 1 else ''}"
                  f" per round; the game lasts {ROUNDS[players]} rounds."),
        SetupStep("First player", "Pick a first player any way you like (the rulebook "
                  "suggests whoever visited a tower last) and hand them the bag."),
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
    over: bool = False
    log: tuple[str, ...] = ()

    @property
    def turns_per_round(self) -> int:
        return self.seats * TURNS_PER_PLAYER[self.seats]

    @property
    def seat(self) -> int:
        return (self.first_seat + self.turn) % self.seats


def start(seats: int, first_seat: int, setup: dict | None = None) -> TowersState:
    return TowersState(seats, first_seat, prestige=(0,) * seats)


def _gain(state: TowersState, gains: dict[int, int], line: str) -> TowersState:
    prestige = tuple(p + gains.get(s, 0) for s, p in enumerate(state.prestige))
    return replace(state, prestige=prestige, log=state.log + (line,))


def _floor_meeples(state: TowersState, values: dict, complete: bool) -> dict[int, dict]:
    meeples = {seat: {k: values.get(f"{k}_{seat}") or 0 for k in ("apprentices", "masters")}
               for seat in range(state.seats)}
    total = sum(c["apprentices"] + c["masters"] for c in meeples.values())
    if complete and total != PILLARS:
        raise IllegalAction(f"A complete floor has exactly {PILLARS} meeples, one per "
                            f"pillar; {total} entered.")
    if not complete and total >= PILLARS:
        raise IllegalAction(f"An incomplete floor has fewer than {PILLARS} meeples.")
    return meeples


def prestige_values(settings: dict, kind: str) -> dict[str, int]:
    values = {k: settings.get(f"{kind}.{k}") for k in ("most", "second", "tie")}
    if any(not isinstance(v, int) for v in values.values()):
        raise IllegalAction("Enter the prestige values from your mana pool board first.")
    return values


def apply(state: TowersState, kind: str, data: dict, settings: dict) -> TowersState:
    """The state after one recorded action; IllegalAction if the rules forbid it now."""
    if state.over:
        raise IllegalAction("The game is over: go to scoring.")
    if state.phase == "turns":
        if kind == "bonus_two":
            return _gain(state, {state.seat: 2}, f"{{{state.seat}}} gained 2 prestige")
        if kind == "bonus_floor":
            tower = data["tower"]
            # The die went on the floor as it was when the turn began, even if that floor
            # was recorded as complete first.
            floor = state.turn_floors[tower]
            return _gain(state, {state.seat: floor},
                         f"{{{state.seat}}} gained {floor} prestige ({TOWER_NAMES[tower]})")
        if kind == "floor_complete":
            return _complete_floor(state, data, settings)
        if kind == "end_turn":
            return _end_turn(state)
    if state.phase == "final" and kind == "incomplete_floor":
        return _incomplete_floor(state, data)
    if state.phase == "final" and kind == "finish":
        return replace(state, over=True, phase="over")
    raise IllegalAction("That is not possible now.")


def _complete_floor(state: TowersState, data: dict, settings: dict) -> TowersState:
    tower = data["tower"]
    meeples = _floor_meeples(state, data, complete=True)
    values = prestige_values(settings, TOWERS[tower])
    trapped = data.get("trapped") or 0
    gains = award(influence(meeples), values)
    floors = list(state.floors)
    floors[tower] += 1
    shared = ", ".join(f"{{{s}}} +{g}" for s, g in gains.items())
    line = f"{TOWER_NAMES[tower]} floor {state.floors[tower]} scored: {shared}"
    if trapped:
        line += f"; {trapped} meeple(s) stay trapped on pillars without a die"
    return replace(_gain(state, gains, line), floors=tuple(floors))


def _end_turn(state: TowersState) -> TowersState:
    turn = state.turn + 1
    state = replace(state, turn_floors=state.floors)
    if turn < state.turns_per_round:
        return replace(state, turn=turn)
    line = f"Round {state.round} over: the last die goes on mana pool space {state.round}"
    if state.round == ROUNDS[state.seats]:
        return replace(state, phase="final", log=state.log + (line,))
    return replace(state, round=state.round + 1, turn=0,
                   first_seat=(state.first_seat + 1) % state.seats, log=state.log + (line,))


def _incomplete_floor(state: TowersState, data: dict) -> TowersState:
    tower = data["tower"]
    if tower in state.finals:
        raise IllegalAction(f"{TOWER_NAMES[tower]} is already scored.")
    gains = award(influence(_floor_meeples(state, data, complete=False)), INCOMPLETE)
    shared = ", ".join(f"{{{s}}} +{g}" for s, g in gains.items()) or "nobody"
    return replace(_gain(state, gains, f"{TOWER_NAMES[tower]}, incomplete floor: {shared}"),
                   finals=state.finals + (tower,))


def _floor_fields(state: TowersState, names: list[str], towers: list[int],
                  with_trapped: bool) -> tuple[Field, ...]:
    fields: list[Field] = [_tower_field(state, towers)]
    for seat, name in enumerate(names):
        fields += [Int(f"apprentices_{seat}", f"{name}: apprentices", high=PILLARS, default=0),
                   Int(f"masters_{seat}", f"{name}: master", high=1, default=0)]
    if with_trapped:
        fields.append(Int("trapped", "Meeples on pillars without a die", high=PILLARS,
                          default=0))
    return tuple(fields)


def _tower_field(state: TowersState, towers: list[int]) -> Choice:
    return Choice("tower", "Tower", tuple((t, f"{TOWER_NAMES[t]} (floor {state.floors[t]})")
                                          for t in towers))


def actions(state: TowersState, names: list[str]) -> list[Action]:
    if state.over:
        return []
    if state.phase == "final":
        left = [t for t in range(len(TOWERS)) if t not in state.finals]
        out = [Action("incomplete_floor", "Score an incomplete floor",
                      fields=_floor_fields(state, names, left, False),
                      hint="Most influence 3, second 2, tied 1.")] if left else []
        return out + [Action("finish", "All incomplete floors scored: to final scoring")]
    everything = list(range(len(TOWERS)))
    return [
        Action("end_turn", "End turn"),
        Action("bonus_two", "Pillar bonus: +2 prestige"),
        Action("bonus_floor", "Pillar bonus: prestige = floor",
               fields=(Choice("tower", "Tower", tuple(
                   (t, f"{TOWER_NAMES[t]} (floor {state.turn_floors[t]})")
                   for t in everything)),)),
        Action("floor_complete", "A floor is complete: score it",
               fields=_floor_fields(state, names, everything, True),
               hint="Enter who has meeples on the 3 pillars (apprentice 1, master 2)."),
    ]


def reminders(state: TowersState, names: list[str]) -> list[Reminder]:
    out = []
    if state.phase == "turns" and state.turn == 0:
        out.append(Reminder(f"{names[state.first_seat]} draws and rolls "
                            f"{DICE_PER_ROUND[state.seats]} dice from the bag.", "round"))
    if state.phase == "turns":
        out.append(Reminder("Place one die and one of your meeples; the central tower takes "
                            "any die. No meeple left? Cast a spell to free one.",
                            "no-meeples"))
    if state.phase == "turns" and state.turn == state.turns_per_round - 1:
        out.append(Reminder(f"Last turn of round {state.round}: the die left over goes on "
                            f"mana pool space {state.round}; the bag passes left.",
                            "round"))
    if state.phase == "final":
        out.append(Reminder("The game is over: score each tower's incomplete floor "
                            "(3 / 2 / tied 1), then count spellbook meeples.", "end-scoring"))
    return out


def tracker_view(state: TowersState, names: list[str]) -> TrackerView:
    if state.phase == "final" or state.over:
        current = upcoming = None
    else:
        current = state.seat
        upcoming = (state.first_seat + state.turn + 1) % state.seats
        if state.turn + 1 == state.turns_per_round:
            upcoming = None if state.round == ROUNDS[state.seats] else \
                (state.first_seat + 1) % state.seats
    counters = {s: [("prestige", state.prestige[s])] for s in range(state.seats)}
    towers = ", ".join(f"{TOWER_NAMES[t]}: floor {f}" for t, f in enumerate(state.floors))
    status = (f"Turn {state.turn + 1} of {state.turns_per_round} · "
              f"{DICE_PER_ROUND[state.seats]} dice this round · {towers}"
              if state.phase == "turns" else "Final scoring of the incomplete floors")
    order = [(state.first_seat + i) % state.seats for i in range(state.seats)]
    return TrackerView(
        round=state.round, current_seat=current, next_seat=upcoming,
        actions=actions(state, names), reminders=reminders(state, names),
        seat_counters=counters, seat_order=order, status=status,
        log=recent_log(state.log, names))


# --- scoring -----------------------------------------------------------------------------

@dataclass(frozen=True)
class Standing:
    prestige: int
    spellbook: int
    upper_floor_meeples: int


def standing_fields(tracked: bool) -> tuple[Field, ...]:
    """A player's end: prestige (the tracker knows it when the play was tracked),
    spellbook meeples and meeples on upper floors (for the tie-break)."""
    fields = (
        Int("spellbook", "Meeples on the spellbook", high=SPELLBOOK_MAX, default=0),
        Int("upper_floor_meeples", "Meeples on upper floors (tie-break)",
            high=APPRENTICES + 1, default=0),
    )
    if tracked:
        return fields
    return (Int("prestige", "Prestige during the game", high=999, default=0),) + fields


def parse_table(raw: Any, field: str, errors: list[FieldError]) -> dict | None:
    if raw is None:
        return None
    if not isinstance(raw, dict):
        errors.append(FieldError(field, "The prestige table is an object: outer and central."))
        return None
    table = {}
    for kind in KINDS:
        values = raw.get(kind)
        if not isinstance(values, dict):
            errors.append(FieldError(f"{field}.{kind}", "Give most, second and tie."))
            continue
        for key in ("most", "second", "tie"):
            table[f"{kind}.{key}"] = whole_number(values.get(key), f"{field}.{kind}.{key}",
                                                  errors, high=99, what="Prestige")
    if not errors:
        errors.extend(prestige_errors(table, field + "."))
    return table


def prestige_errors(table: dict, where: str = "") -> list[FieldError]:
    """A board where second place pays more than first, or a tie more than first."""
    errors = []
    for kind in KINDS:
        most = table.get(f"{kind}.most")
        for key in ("second", "tie"):
            value = table.get(f"{kind}.{key}")
            if None not in (most, value) and value > most:
                errors.append(FieldError(f"{where}{kind}.{key}", (
                    f"{kind.title()} tower, {'second most' if key == 'second' else 'tied'}: "
                    f"{value} is more than the most influence ({most}).")))
    return errors


def parse_floors(raw: Any, field: str, errors: list[FieldError]) -> list | None:
    """Floors to score now (stateless API): tower kind, complete or not, meeples per name."""
    floors = []
    for i, floor in enumerate(list_of(raw, field, errors, "Floors") or []):
        where = f"{field}[{i}]"
        if not isinstance(floor, dict):
            errors.append(FieldError(where, "Each floor must be an object."))
            continue
        kind = one_of(floor.get("tower"), KINDS, f"{where}.tower", errors, "Tower")
        complete = floor.get("complete", False)
        if not isinstance(complete, bool):
            errors.append(FieldError(f"{where}.complete", "complete is true or false."))
            continue
        meeples = floor.get("meeples")
        meeples = {} if meeples is None else meeples
        if not isinstance(meeples, dict):
            errors.append(FieldError(f"{where}.meeples", "Meeples per player name."))
            continue
        counts, total = {}, 0
        for name, m in meeples.items():
            at = f"{where}.meeples.{name}"
            if not isinstance(m, dict):
                errors.append(FieldError(at, "Give apprentices and masters."))
                continue
            a = whole_number(m.get("apprentices", 0), f"{at}.apprentices", errors,
                             high=PILLARS, what="Apprentices")
            k = whole_number(m.get("masters", 0), f"{at}.masters", errors, high=1,
                             what="Masters (one per player)")
            if a is not None and k is not None:
                counts[name] = {"apprentices": a, "masters": k}
                total += a + k
        if total > PILLARS:
            errors.append(FieldError(f"{where}.meeples", f"A floor holds at most {PILLARS} "
                                     f"meeples; {total} given."))
        elif complete and total != PILLARS:
            errors.append(FieldError(f"{where}.meeples", f"A complete floor has exactly "
                                     f"{PILLARS} meeples; {total} given."))
        elif not complete and total == PILLARS:
            errors.append(FieldError(f"{where}.complete", "A floor with 3 meeples is "
                                     "complete."))
        floors.append((kind, complete, counts))
    return floors


MEEPLES_SCHEMA = {"type": ["object", "null"], "additionalProperties": {
    "type": "object", "properties": {
        "apprentices": {"type": "integer", "minimum": 0, "maximum": PILLARS},
        "masters": {"type": "integer", "minimum": 0, "maximum": 1}}}}
TABLE_FIELDS = (
    Structured("prestige_table", "Prestige table", parse=parse_table, json_schema={
        "type": "object", "properties": {kind: {"type": "object", "properties": {
            key: {"type": "integer", "minimum": 0, "maximum": 99}
            for key in ("most", "second", "tie")}} for kind in KINDS}}),
    Structured("floors", "Floors scored now", parse=parse_floors, json_schema={
        "type": "array", "items": {"type": "object", "properties": {
            "tower": {"enum": list(KINDS)}, "complete": {"type": "boolean"},
            "meeples": MEEPLES_SCHEMA}}}),
)


def score_standings(players: list[tuple[str, Standing]], floors=(), table=None):
    """Totals: prestige held + floors scored now + 1 per spellbook meeple."""
    gains = {name: 0 for name, _ in players}
    for kind, complete, counts in floors:
        values = ({k: table[f"{kind}.{k}"] for k in ("most", "second", "tie")}
                  if complete else INCOMPLETE)
        for name, prize in award(influence(counts), values).items():
            gains[name] += prize
    scores = []
    for name, s in players:
        breakdown = {"prestige": s.prestige, "floors": gains[name], "spellbook": s.spellbook}
        scores.append(PlayerScore(name, sum(breakdown.values()), breakdown,
                                  stats={"spellbook": s.spellbook,
                                         "upper": s.upper_floor_meeples}))
    return scores


def check_floor_names(floors: list, names: list[str]) -> list[FieldError]:
    return [FieldError(f"floors[{i}].meeples.{name}", f"{name} is not one of the players.")
            for i, (_, _, counts) in enumerate(floors) for name in counts if name not in names]


PRESTIGE_SETTINGS = tuple(
    Setting(Int(f"{kind}.{key}", f"{kind.title()} tower floor: {label}", high=99))
    for kind in KINDS for key, label in (("most", "most influence"),
                                         ("second", "second most"), ("tie", "tied")))
SPELL_NOTES = Setting(Text("spell_notes", "The spells our sources lack (your spellbook's "
                           "words, for the table)", max_length=400), required=False)


class TowersOfArkhanos(Game):
    """The Towers of Arkhanos, through the game contract (see companion.games.base.Game)."""

    slug = "towers-of-arkhanos"
    name = "The Towers of Arkhanos"
    min_players = 2
    max_players = 4
    summary = ("Place dice and meeples on the pillars of four magic towers; whoever has the "
               "most influence on a finished floor gains prestige. 8 or 9 rounds.")
    breakdown_labels = {"prestige": "Prestige during the game", "floors": "Floors scored now",
                        "spellbook": "Spellbook meeples (1 each)"}
    tie_breaks = [
        TieBreak("more meeples on the spellbook", lambda p: p.stats["spellbook"],
                 lambda p: f"{p.stats['spellbook']} on the spellbook"),
        TieBreak("more meeples on upper floors", lambda p: p.stats["upper"],
                 lambda p: f"{p.stats['upper']} on upper floors"),
    ]
    aids = [
        Aid("setup", "Setup sheet", "Towers, stack, meeples and the rounds for 2, 3 and 4."),
        Aid("player", "Player reference", "A turn, the pillar bonuses and floor scoring."),
        Aid("round", "Round flow", "A round, the mana pool and the end of the game."),
    ]
    settings = PRESTIGE_SETTINGS + (SPELL_NOTES,)
    settings_help = ("Look at the mana pool board: beside the round spaces it shows the "
                     "prestige a finished floor gives, for an outer tower and (less) for the "
                     "central tower: the most influence, the second most, and a tie. Enter "
                     "the six numbers once; the app remembers them for your later plays.")
    table_fields = TABLE_FIELDS

    def setup_steps(self, players: int) -> list[SetupStep]:
        return setup_steps(players)

    def start(self, seats: int, first_seat: int, setup: dict) -> TowersState:
        return start(seats, first_seat, setup)

    def apply(self, turn: TowersState, kind: str, values: dict, settings: dict) -> TowersState:
        return apply(turn, kind, values, settings)

    def tracker_view(self, turn: TowersState, names: list[str]) -> TrackerView:
        return tracker_view(turn, names)

    def actions_offered(self, seats: int) -> list[Action]:
        state = start(seats, 0)
        return each_kind_once(actions(state, [""] * seats)
                              + actions(replace(state, phase="final"), [""] * seats))

    def example_entry(self) -> dict:
        return {"prestige": 12, "spellbook": 2, "upper_floor_meeples": 1}

    def entry_fields(self, tracked: bool) -> tuple[Field, ...]:
        return standing_fields(tracked)

    def tracked_entry(self, turn: TowersState, seat: int) -> dict:
        return {"prestige": turn.prestige[seat]}

    def parse_entry(self, values: dict, where: str = "") -> Standing:
        return Standing(values["prestige"], values["spellbook"], values["upper_floor_meeples"])

    def check_settings(self, values: dict) -> list[FieldError]:
        return prestige_errors(values)

    def parse_score_request(self, body: Any, settings: dict | None = None):
        entries, context = super().parse_score_request(body, settings)
        floors = context.table.get("floors") or []
        errors = check_floor_names(floors, [name for name, _ in entries])
        if any(complete for _, complete, _ in floors) and context.table.get(
                "prestige_table") is None:
            errors.append(FieldError("prestige_table", "A complete floor needs the prestige "
                                     "table from your mana pool board."))
        if errors:
            raise InvalidInput(errors)
        return entries, context

    def score(self, entries: list[tuple[str, Standing]], context: ScoreContext
              ) -> list[PlayerScore]:
        return score_standings(entries, context.table.get("floors") or (),
                               context.table.get("prestige_table"))


GAME = TowersOfArkhanos()
