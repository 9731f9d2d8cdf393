"""The one way in for an action on a play: what a phone sent, checked once, and what
happened, as a value the pages and the JSON API only put into words (the view asks, the
model decides).

The checks come in the order a table expects, each made once, all inside one write
transaction (nothing is checked on a state that changes before it is written):

1. the form of what was sent: `after`, `kind`, `data`, `for_turn`, each a field error;
2. a retry: an action id already recorded answers the play as it stands;
3. `after` within the log, then a clash: an event since `after` touched the same thing
   (for a score, both versions come back);
4. whose turn it was for: an action kept for a turn gone by is refused naming its player;
5. the data typed by the fields the game declares, keys it does not declare refused, the
   score entry read whole and checked by the game;
6. the rules, as the event is applied.
"""
from dataclasses import dataclass
from typing import Any

from sqlite_utils import Database

from companion.errors import FieldError, IllegalAction, InvalidInput
from companion.games.entries import is_totals
from companion.games.fields import normalize, parse_int_text, unknown_fields
from companion.i18n import Msg
from companion.names import text_problem
from companion.plays import (
    FIRST_PLAY,
    RESERVED,
    SETUP_TICK,
    Conflict,
    Happening,
    PlayState,
    clashes,
    first_player_event,
    keep,
    read_score_entry,
    read_state,
    recorded_as,
    write_event,
)

UNDO = "undo"
ACTION_ID_LENGTH = 64


@dataclass(frozen=True)
class Sent:
    """An action as a phone sent it, nothing checked yet. `from_form`: its values are a
    form's strings ("3", "yes", ""), read by the same declarations as JSON values; but
    with `json_data`, the data came as JSON inside the form (a game's own entry script)."""

    after: Any
    kind: Any
    data: Any = None
    action_id: Any = None
    for_turn: Any = None      # {"seat", "round"}: the turn the phone showed
    from_form: bool = False
    json_data: bool = False

    @property
    def data_from_form(self) -> bool:
        return self.from_form and not self.json_data


@dataclass(frozen=True)
class Recorded:
    """The action is in the log as event `seq`; `state` is the play now."""

    state: PlayState
    seq: int
    action_id: str | None = None


@dataclass(frozen=True)
class AlreadyRecorded:
    """A retry (the same action id): recorded before as event `seq`, not again."""

    state: PlayState
    seq: int
    action_id: str | None = None


@dataclass(frozen=True)
class Clash:
    """Someone changed the same thing first: the events since `after` that touched it.
    For a score saved meanwhile, `saved` and `sent` are the two entries (`sent` only when
    it can be scored: an impossible entry is never scored)."""

    state: PlayState
    clashes: list[Happening]
    seat: int | None = None
    saved: dict | None = None
    sent: dict | None = None


@dataclass(frozen=True)
class Refused:
    """Not recorded, each reason at its field. `by_rules`: the rules refuse it now (the
    input was well formed)."""

    state: PlayState
    errors: list[FieldError]
    by_rules: bool = False


@dataclass(frozen=True)
class NoSuchPlay:
    """No play has this id (never had, or removed meanwhile, e.g. by a restore)."""

    play_id: str


Outcome = Recorded | AlreadyRecorded | Clash | Refused | NoSuchPlay


def record(db: Database, play_id: str, sent: Sent) -> Outcome:
    """Record one action on a play, every check made once (the module's docstring)."""
    db.execute("BEGIN IMMEDIATE")
    try:
        state = read_state(db, play_id)
        outcome = NoSuchPlay(play_id) if state is None else _decide(db, state, sent)
    except BaseException:
        db.execute("ROLLBACK")
        raise
    if isinstance(outcome, Recorded):
        db.execute("COMMIT")
        keep(outcome.state)
    else:
        db.execute("ROLLBACK")
    return outcome


def record_answers(db: Database, state: PlayState, after: Any,
                   given: dict[int, dict[str, dict]]) -> list[tuple[int, Outcome]]:
    """What the results asked for (a tie's values, a shared category's typed points) added
    to each player's saved entry, part by part: one score event per player, each through
    `record` (players with no entry saved are left out)."""
    outcomes = []
    for seat, parts in given.items():
        saved = state.entries.get(seat)
        if saved is None:
            continue
        entry = dict(saved)
        for part, values in parts.items():
            entry[part] = {**(saved.get(part) or {}), **values}
        outcomes.append((seat, record(db, state.id, Sent(
            after, "score", {"seat": seat, "entry": entry}, from_form=True, json_data=True))))
    return outcomes


def _decide(db: Database, state: PlayState, sent: Sent) -> Outcome:
    try:
        after, kind, raw, for_turn = _envelope(state, sent)
        action_id = _action_id(sent.action_id)
        seq = recorded_as(state, action_id) if action_id else None
        if seq is not None:
            return AlreadyRecorded(state, seq, action_id)
        if not 0 <= after <= state.seq:
            raise InvalidInput([FieldError("after", Msg("The play has events 0 to {n}.",
                                                        n=state.seq))])
        from_form = sent.data_from_form
        seat = _score_seat(state, raw, from_form) if kind == "score" else None
        found = clashes(state, after, kind, _touched(kind, raw, seat, from_form))
        if found:
            return _clash(state, found, kind, raw, seat, from_form)
        check_turn_of(state, kind, for_turn)
        data = typed_data(state, kind, raw, from_form=from_form)
        new = write_event(db, state, kind, data, action_id)
    except InvalidInput as exc:
        return Refused(state, exc.errors)
    except IllegalAction as exc:
        return Refused(state, [FieldError(exc.field, exc.args[0] if exc.args else "")],
                       by_rules=True)
    return Recorded(new, new.seq, action_id)


# --- 1. the form of what was sent ---------------------------------------------------------

def _envelope(state: PlayState, sent: Sent) -> tuple[int, str, dict, dict | None]:
    """`after`, `kind`, `data` and `for_turn` typed, or every problem at its field."""
    errors: list[FieldError] = []
    after = _whole_number(sent.after, sent.from_form)
    if after is None:
        errors.append(FieldError("after", Msg("Give the number of the last event seen.")))
    kind, raw = sent.kind, {} if sent.data is None else sent.data
    if not isinstance(kind, str) or not kind or not isinstance(raw, dict):
        errors.append(FieldError("kind", Msg("Give the action's kind and a data object.")))
    for_turn = None
    try:
        for_turn = for_turn_of(state, sent.for_turn, from_form=sent.from_form)
    except InvalidInput as exc:
        errors.extend(exc.errors)
    if errors:
        raise InvalidInput(errors)
    return after, kind, raw, for_turn


def _whole_number(value: Any, from_form: bool) -> int | None:
    """A whole number as JSON sends it (not a boolean), or as a form's digits."""
    if from_form and isinstance(value, str):
        return parse_int_text(value)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _action_id(raw: Any) -> str | None:
    """The phone's id for the action; one it cannot have made is no id (no retry then)."""
    if isinstance(raw, str) and 0 < len(raw) <= ACTION_ID_LENGTH and not text_problem(raw):
        return raw
    return None


def for_turn_of(state: PlayState, raw: Any, *, from_form: bool = False) -> dict | None:
    """Whose turn an action was made for, as the phone showed it: {"seat", "round"}, each a
    whole number or None; None when it says nothing. A seat the play does not have, a round
    it cannot have reached (each round needs an event at least) or a value of another type
    is a field error, like any other field's."""
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise InvalidInput([FieldError("for_turn", Msg(
            "Say whose turn the action was for: an object with a seat and a round."))])
    errors = unknown_fields(("seat", "round"), raw, "for_turn.")
    seat, round_ = raw.get("seat"), raw.get("round")
    if from_form and seat == "":
        seat = None
    if from_form and round_ == "":
        round_ = None
    if seat is not None:
        seat = _whole_number(seat, from_form)
        if seat is None or not 0 <= seat < len(state.players):
            errors.append(FieldError("for_turn.seat", Msg(
                "That action was for a seat this play does not have (0 to {last}).",
                last=len(state.players) - 1)))
    if round_ is not None:
        round_ = _whole_number(round_, from_form)
        if round_ is None or not 1 <= round_ <= state.seq + 1:
            errors.append(FieldError("for_turn.round", Msg(
                "That action was for a round this play has not had.")))
    if errors:
        raise InvalidInput(errors)
    return {"seat": seat, "round": round_} if (seat, round_) != (None, None) else None


# --- 3. a clash -------------------------------------------------------------------------

def _score_seat(state: PlayState, raw: dict, from_form: bool) -> int:
    """The seat a score entry is for: what it touches, read before any clash."""
    seat = _whole_number(raw.get("seat"), from_form)
    if seat is None or not 0 <= seat < len(state.players):
        raise InvalidInput([FieldError("seat", Msg("Choose one of the players."))])
    return seat


def _touched(kind: str, raw: dict, seat: int | None, from_form: bool) -> dict:
    """What the action touches, in the data `plays.touches` reads (typed: "3" is step 3)."""
    if kind == "score":
        return {"seat": seat}
    if kind == SETUP_TICK:
        return {"step": _whole_number(raw.get("step"), from_form)}
    return raw


def _clash(state: PlayState, found: list[Happening], kind: str, raw: dict,
           seat: int | None, from_form: bool) -> Clash:
    if kind != "score" or seat not in state.entries:
        return Clash(state, found)
    try:
        sent = score_data(state, seat, raw.get("entry"), from_form=from_form)["entry"]
    except (InvalidInput, IllegalAction):
        sent = None
    return Clash(state, found, seat, state.entries[seat], sent)


# --- 4. whose turn ----------------------------------------------------------------------

def check_turn_of(state: PlayState, kind: str, for_turn: dict | None) -> None:
    """A tracker action made for one player's turn (`for_turn`: the seat and round the
    phone showed, e.g. an action kept offline) is refused once the play has moved on to
    another turn: it is recorded for that player or not at all, never for the next one."""
    if not for_turn or kind in RESERVED or state.phase != "playing":
        return
    view = state.tracker()
    seat, round_ = for_turn["seat"], for_turn["round"]
    if seat is not None and seat != view.current_seat:
        now = view.current_seat
        if now is None:
            raise IllegalAction(Msg("That action was for {player}, and the play has moved "
                                    "on since.", player=state.names[seat]), field="for_turn")
        raise IllegalAction(Msg("That action was for {player}, and it is {current}'s turn "
                                "now.", player=state.names[seat], current=state.names[now]),
                            field="for_turn")
    if round_ is not None and round_ != view.round:
        if seat is not None:
            raise IllegalAction(Msg("That action was for {player} in round {round}, and "
                                    "the play is in round {now} now.",
                                    player=state.names[seat], round=round_, now=view.round),
                                field="for_turn")
        raise IllegalAction(Msg("That action was made in round {round}, and the play is in "
                                "round {now} now.", round=round_, now=view.round),
                            field="for_turn")


# --- 5. the data, typed -----------------------------------------------------------------

def typed_data(state: PlayState, kind: str, raw: dict, *, from_form: bool = False) -> dict:
    """An action's data typed by what it declares, keys it does not declare refused;
    IllegalAction when no such action is possible now."""
    if kind == "score":
        return score_data(state, raw.get("seat"), raw.get("entry"), from_form=from_form)
    own = PLAY_KINDS.get(kind)
    if own is not None:
        errors = unknown_fields(own[0], raw)
        if errors:
            raise InvalidInput(errors)
        return own[1](state, raw, from_form)
    view = state.tracker() if state.phase == "playing" else None
    action = view.action(kind) if view else None
    if action is None:
        raise IllegalAction(Msg("That action is not possible at this point of the play."))
    return normalize(action.fields, raw, seats=len(state.players), from_form=from_form,
                     strict=True)


def _first_player(state: PlayState, raw: dict, from_form: bool) -> dict:
    """The seat chosen, or none (drawn at random); the game's own draws are the server's."""
    seat = raw.get("seat")
    if seat is None or from_form and seat in ("", "random"):
        seat = None
    else:
        seat = _whole_number(seat, from_form)
        if seat is None:
            raise InvalidInput([FieldError("seat", Msg("Choose one of the players."))])
    return first_player_event(state.game, len(state.players), seat)


def _setup_tick(state: PlayState, raw: dict, from_form: bool) -> dict:
    """The step and whether it is done (checked against the checklist when applied)."""
    step, done = raw.get("step"), raw.get("done")
    if from_form:
        typed = _whole_number(step, True)
        step = typed if typed is not None else step
        done = done == "yes" if isinstance(done, str) else done
    return {"step": step, "done": done}


def _first_play(state: PlayState, raw: dict, from_form: bool) -> dict:
    on = raw.get("on")
    return {"on": on == "yes" if from_form and isinstance(on, str) else on}


# The play's own kinds: the keys each takes, and how its data is typed.
PLAY_KINDS = {
    "first_player": (("seat",), _first_player),
    "to_scoring": ((), lambda state, raw, from_form: {}),
    UNDO: ((), lambda state, raw, from_form: {}),
    SETUP_TICK: (("step", "done"), _setup_tick),
    FIRST_PLAY: (("on",), _first_play),
}


def score_data(state: PlayState, seat: Any, entry: Any, *, from_form: bool = False) -> dict:
    """A score event's data: the seat and the entry, counted or typed totals, typed by what
    the game declares (Game.typed_entry), keys it does not declare refused, read whole and
    checked when the play is at scoring."""
    seat = _whole_number(seat, from_form)
    if seat is None or not 0 <= seat < len(state.players):
        raise InvalidInput([FieldError("seat", Msg("Choose one of the players."))])
    if not isinstance(entry, dict):
        raise InvalidInput([FieldError("entry", Msg("Send the entry as an object."))])
    counted: tuple[str, ...] = ()
    if not is_totals(entry):
        # Tracking stopped before the end: what it knew stands where the entry says nothing.
        entry = {**state.tracked_so_far(seat), **entry}
        # A field the tracker counted is the game's all the same: the tracker's value stands.
        counted = tuple(f.name for f in state.game.entry_fields(False))
    checked = state.game.typed_entry(entry, tracked=state.tracked, seats=len(state.players),
                                     from_form=from_form, prefix="entry.", stored=True,
                                     also=counted)
    if state.phase in ("scoring", "finished"):
        # Refused here as the event would be (a tile stacked twice…): an answer, a preview
        # or a conflict's versions never score an impossible entry.
        read_score_entry(state, seat, checked)
    return {"seat": seat, "entry": checked}


# --- for code that holds typed data: tests, scripts ---------------------------------------

def append_event(db: Database, play_id: str, after: int, kind: str, data: dict,
                 action_id: str | None = None, for_turn: dict | None = None) -> PlayState:
    """`record` for code: the play after the action, or what happened raised (Conflict,
    IllegalAction, InvalidInput, LookupError for no such play)."""
    outcome = record(db, play_id, Sent(after, kind, data, action_id, for_turn))
    match outcome:
        case Recorded(state=state) | AlreadyRecorded(state=state):
            return state
        case Clash(state=state, clashes=found):
            raise Conflict(state, found)
        case Refused(errors=errors, by_rules=True):
            raise IllegalAction(errors[0].message, field=errors[0].field)
        case Refused(errors=errors):
            raise InvalidInput(errors)
    raise LookupError(play_id)


def undo(db: Database, play_id: str, after: int) -> PlayState:
    """Take back the last action that is not already taken back."""
    return append_event(db, play_id, after, UNDO, {})
