"""A play from its first page to its results: new play, setup, tracker, scoring."""
import json
from dataclasses import replace
from typing import Any

from flask import Blueprint, abort, flash, redirect, render_template, request, url_for

from companion import content, i18n, settings
from companion.db import changes_stamp, get_db
from companion.errors import FieldError
from companion.games import GAMES
from companion.games.entries import TIE_BREAK, TOTALS, TYPED, is_totals
from companion.games.fields import parse_int_text
from companion.i18n import Msg
from companion.incoming import writable_text
from companion.plays import PlayState, create_play, known_players, new_play_id
from companion.record import (
    UNDO,
    AlreadyRecorded,
    Clash,
    NoSuchPlay,
    Outcome,
    Recorded,
    Refused,
    record,
    record_answers,
)
from companion.transfer import bgstats_link_of
from companion.web import turns_ahead
from companion.web.forms import (
    PLAYER_COLORS,
    NewPlayForm,
    ScoreForm,
    StepForm,
)
from companion.web.helpers import game_or_404, own_entry, play_or_404
from companion.web.inputs import conflict_text, sent_by_form
from companion.web.page_cache import TOKEN_MARK, kept_page, render_play_page
from companion.web.teach_pages import setup_explanations, tracker_explanations

bp = Blueprint("plays", __name__)

PHASE_PAGES = {"setup": "plays.setup", "playing": "plays.tracker",
               "scoring": "plays.scoring", "finished": "plays.results"}


def to_phase(state: PlayState):
    return redirect(url_for(PHASE_PAGES[state.phase], play_id=state.id))


@bp.get("/plays/new")
def choose_game():
    return render_template("plays/choose_game.html", games=GAMES.values())


# Each showing of the new-play form has its own play id (sending it twice makes one play).
PLAY_ID_MARK = "\x1b-play-id-\x1b"


@bp.route("/plays/new/<slug>", methods=["GET", "POST"])
def new_play(slug: str):
    game = game_or_404(slug)
    if request.method == "GET":   # the same for every phone but its token and play id
        db = get_db()   # the earlier players offered come from it: kept while it is unchanged
        return kept_page(("plays/new.html", slug, changes_stamp(db)),
                         lambda: _new_play_page(game, known_players(db), PLAY_ID_MARK,
                                                TOKEN_MARK),
                         lambda: _new_play_page(game, known_players(db), new_play_id()),
                         fills={PLAY_ID_MARK: new_play_id})
    form = NewPlayForm(game)
    if form.validate_on_submit():
        play_id = create_play(get_db(), game, form.seated_players(), form.play_id.data,
                              first_play=form.first_play.data,
                              only_scoring=form.only_scoring.data)
        return redirect(url_for("plays.show", play_id=play_id))
    if not form.play_id.data:
        form.play_id.data = new_play_id()
    return render_template("plays/new.html", game=game, form=form, colors=PLAYER_COLORS,
                           known=known_players(get_db())), 400


def _new_play_page(game, known: list[dict], play_id: str, token: str | None = None) -> str:
    form = NewPlayForm(game)
    form.play_id.data = play_id
    marked = {"csrf_token": lambda: token} if token else {}
    return render_template("plays/new.html", game=game, form=form, colors=PLAYER_COLORS,
                           known=known, **marked)


@bp.get("/plays/<play_id>")
def show(play_id: str):
    return to_phase(play_or_404(play_id))


def not_recorded(clash: Clash):
    flash(str(Msg("Not recorded: someone else changed this first ({what}). This is the play "
                  "now; do it again if it still applies.", what=conflict_text(clash))),
          "conflict")
    return to_phase(clash.state)


def recorded_by_form(play_id: str, kind: str, data: dict) -> Outcome | None:
    """The posted form's action, as `record` decides it; None when the form itself could
    not be read (no valid CSRF token), which is said."""
    if not StepForm().validate_on_submit():
        flash(str(Msg("That action was not sent properly; please try again.")), "error")
        return None
    return record(get_db(), play_id, sent_by_form(kind, data))


def answered(play_id: str, outcome: Outcome | None, done: str | None = None):
    """The play's page after an action: `done` said once it is recorded, a clash or a
    refusal said with its reasons."""
    match outcome:
        case Recorded() | AlreadyRecorded():
            if done:
                flash(str(done), "info")
            return to_phase(outcome.state)
        case Clash():
            return not_recorded(outcome)
        case Refused():
            for error in outcome.errors:
                flash(str(error.message), "error")
            return to_phase(outcome.state)
        case NoSuchPlay():
            abort(404, description=Msg("No such play."))
    return redirect(url_for("plays.show", play_id=play_id))


@bp.get("/plays/<play_id>/setup")
def setup(play_id: str):
    state = play_or_404(play_id)
    def build() -> dict:
        steps = state.game.setup_steps(len(state.players))
        return {"steps": steps, "explaining": setup_explanations(state, steps)}
    return render_play_page(state.revision, "plays/setup.html", build=build, state=state)


@bp.post("/plays/<play_id>/setup/tick")
def tick(play_id: str):
    """A setup step ticked or unticked (the form of a phone without scripts)."""
    data = {"step": request.form.get("step"), "done": request.form.get("done")}
    return answered(play_id, recorded_by_form(play_id, "setup_tick", data))


@bp.post("/plays/<play_id>/first-play")
def first_play_mode(play_id: str):
    """The explanations of a first play turned on or off (a phone without scripts)."""
    return answered(play_id, recorded_by_form(play_id, "first_play",
                                              {"on": request.form.get("on")}))


@bp.post("/plays/<play_id>/first-player")
def first_player(play_id: str):
    """The first player chosen (a seat) or drawn ("random")."""
    return answered(play_id, recorded_by_form(play_id, "first_player",
                                              {"seat": request.form.get("seat")}))


@bp.get("/plays/<play_id>/track")
def tracker(play_id: str):
    state = play_or_404(play_id)
    if state.phase != "playing":
        return to_phase(state)
    return render_tracker(state)


def render_tracker(state: PlayState, typed: dict | None = None, kind: str = "",
                   errors: list[FieldError] = (), status: int = 200):
    """The tracker; after a refused form, that form keeps what was typed, errors at fields."""
    missing = settings.missing(get_db(), state.game)

    def view_context() -> dict:
        view = state.tracker()
        lang = i18n.current()
        reminders = [(r, content.entry_by_id(state.game, r.entry, lang) if r.entry else None)
                     for r in view.reminders]
        return dict(view=view, reminders=reminders, explaining=tracker_explanations(state),
                    ahead=turns_ahead.for_page(state))
    # The forms' tokens come from csrf_token() in the templates: no form object is needed.
    context = dict(state=state, form=None, typed=typed or {}, failed_kind=kind,
                   errors={e.field: e.message for e in errors}, needs_settings=missing)
    if errors:
        view = view_context()
        action = view["view"].action(kind)
        at_fields = {f.name for f in action.fields} if action else set()
        for error in errors:       # not about a field of the form: said above it
            if error.field not in at_fields:
                flash(str(error.message), "error")
        return render_template("plays/tracker.html", **context, **view), status
    return render_play_page(state.revision, "plays/tracker.html",
                            tuple(s.key for s in missing), view_context, **context), status


@bp.post("/plays/<play_id>/act")
def act(play_id: str):
    """A tracker action; refused for what was typed, the tracker shows it again with the
    reasons at the fields."""
    kind = request.form.get("kind", "")
    raw = {key[2:]: value for key, value in request.form.items() if key.startswith("f:")}
    outcome = recorded_by_form(play_id, kind, raw)
    if (isinstance(outcome, Refused) and not outcome.by_rules
            and outcome.state.phase == "playing"):
        return render_tracker(outcome.state, raw, kind, outcome.errors, 400)
    return answered(play_id, outcome)


@bp.post("/plays/<play_id>/to-scoring")
def to_scoring(play_id: str):
    return answered(play_id, recorded_by_form(play_id, "to_scoring", {}))


@bp.post("/plays/<play_id>/undo")
def undo_last(play_id: str):
    return answered(play_id, recorded_by_form(play_id, UNDO, {}),
                    done=Msg("The last action was taken back."))


@bp.get("/plays/<play_id>/score")
def scoring(play_id: str):
    state = play_or_404(play_id)
    if state.phase not in ("scoring", "finished"):
        return to_phase(state)
    missing = settings.missing(get_db(), state.game)
    return render_play_page(state.revision, "plays/scoring.html",
                            tuple(s.key for s in missing), state=state, form=None,
                            needs_settings=missing)


@bp.route("/plays/<play_id>/score/<int:seat>", methods=["GET", "POST"])
def score_entry(play_id: str, seat: int):
    state = play_or_404(play_id)
    if request.method == "POST":
        return save_entry(state, seat)
    if state.phase not in ("scoring", "finished") or not 0 <= seat < len(state.players):
        return to_phase(state)
    # the same for every phone: kept per play version
    return render_play_page(state.revision, "plays/score_entry.html", build=lambda: entry_context(
        state, seat, None, state.entries.get(seat) or state.tracked_so_far(seat)))


def save_entry(state: PlayState, seat: int):
    """A score entry saved, as `record` decides it: refused or in conflict, the entry page
    again with what was typed (and, on a conflict, the version saved meanwhile)."""
    form = ScoreForm()
    entry = _posted_entry(form)
    if not form.validate_on_submit():
        flash(str(Msg("The entry could not be read; please try again.")), "error")
        return render_entry(state, seat, form, entry, status=400)
    data = {"seat": seat, "entry": entry}
    # JSON from a game's own entry script, else the generic form's strings
    outcome = record(get_db(), state.id, replace(sent_by_form("score", data),
                                                   json_data=bool(form.entry.data)))
    match outcome:
        case Recorded(state=state) | AlreadyRecorded(state=state):
            flash(str(Msg("Score of {name} saved.", name=state.names[seat])), "info")
            if state.phase == "finished" and len(state.history) and _all_just_entered(state):
                return redirect(url_for("plays.results", play_id=state.id))
            return redirect(url_for("plays.scoring", play_id=state.id))
        case Clash():
            return render_entry(outcome.state, seat, form, entry, status=409,
                                conflict=conflict_text(outcome))
        case Refused(state=now) if now.phase in ("scoring", "finished") and 0 <= seat < len(
                now.players):
            return render_entry(now, seat, form, entry, outcome.errors, 400)
    return answered(state.id, outcome)


def _all_just_entered(state: PlayState) -> bool:
    """The last entry completed the table (not an edit after the results)."""
    return sum(1 for h in state.history if h.kind == "score" and not h.undone) == len(
        state.players)


def _posted_entry(form: ScoreForm) -> Any:
    """The entry as posted: JSON from a game's own entry script (anything but an object
    is refused as the API refuses it), or the fields of the generic entry form (typed
    later, with errors at their fields)."""
    if form.entry.data:
        return _json_or_none(form.entry.data)
    posted = {key: value for key, value in request.form.items()
              if key not in ("csrf_token", "after", "entry", "mode")}
    # "totals.printed", "tie_break.tiles": the parts of an entry, each its own object
    parts = {part: {key.removeprefix(f"{part}."): value for key, value in posted.items()
                    if key.startswith(f"{part}.") and value != ""}
             for part in (TOTALS, TYPED, TIE_BREAK)}
    own = {key: value for key, value in posted.items()
           if not key.startswith((f"{TOTALS}.", f"{TYPED}.", f"{TIE_BREAK}."))}
    if request.form.get("mode") == TOTALS:
        entry = {TOTALS: parts[TOTALS]}
    else:
        entry = {**own, **({TYPED: parts[TYPED]} if parts[TYPED] else {})}
    return {**entry, **({TIE_BREAK: parts[TIE_BREAK]} if parts[TIE_BREAK] else {})}


def render_entry(state: PlayState, seat: int, form: ScoreForm, entry: Any,
                 errors: list[FieldError] = (), status: int = 200, conflict: str = ""):
    """The entry page; a refused or conflicting save shows what was typed, and on a
    conflict the version saved meanwhile beside it, to keep one of the two."""
    typed = entry if isinstance(entry, dict) else {}
    return render_template("plays/score_entry.html",
                           **entry_context(state, seat, form, typed, errors, conflict)), status


def entry_context(state: PlayState, seat: int, form: ScoreForm | None, entry: dict,
                  errors: list[FieldError] = (), conflict: str = "") -> dict:
    saved = state.entries.get(seat)
    return dict(state=state, seat=seat, form=form, entry=entry, errors=errors,
                entry_json=json.dumps(entry) if own_entry(state.game) or is_totals(entry)
                else "",
                field_errors={e.field.removeprefix("entry."): e.message for e in errors},
                conflict=conflict, saved_json=json.dumps(saved) if conflict else "",
                entry_view=state.game.entry_view(), tracked=_tracked_values(state, seat),
                so_far=_labelled(state, state.tracked_so_far(seat)),
                **_ways_context(state, seat, entry))


def _ways_context(state: PlayState, seat: int, entry: dict) -> dict:
    """The ways to enter (the game's, our totals) and the one shown; the totals' lines,
    filled in with what is typed or what a stopped tracker knew; the shared categories to
    type when another player's totals lack their counts; the tie values asked for."""
    game = state.game
    totals = is_totals(entry)
    # a new entry is made as the last one saved was (a group that typed its totals goes on)
    mode = _mode_of(game, entry) if entry or seat in state.entries else _last_mode(state, seat)
    so_far = (game.tracked_totals(state.turn, seat)
              if state.turn is not None and not state.tracked and not totals else {})
    typed_by = _typed_by(state, but=seat)
    typed = {} if totals else entry.get(TYPED) or {}
    answers = entry.get(TIE_BREAK) or {}
    shared = [f for f in game.totals_fields() if f.name in game.shared_categories]
    return dict(
        mode=mode, modes=[*(game.entry_view().get("modes") or [("count", Msg("Count it for me"))]),
                          (TOTALS, Msg("Our totals"))],
        totals_fields=game.totals_fields(state.tracked),
        totals_values={**so_far, **(entry.get(TOTALS) or {})},
        typed_by=typed_by, typed_values={f"{TYPED}.{k}": v for k, v in typed.items()},
        typed_fields=[replace(f, name=f"{TYPED}.{f.name}")
                      for f in shared] if typed_by or typed else [],
        answer_values={f"{TIE_BREAK}.{k}": v for k, v in answers.items()},
        answer_fields=[replace(f, name=f"{TIE_BREAK}.{f.name}")
                       for f in game.tie_fields(totals) if f.name in answers])


def _mode_of(game, entry: dict) -> str:
    """How an entry was made: our totals, or the game's way of counting it."""
    if is_totals(entry):
        return TOTALS
    return game.entry_mode(entry)


def _last_mode(state: PlayState, seat: int) -> str:
    """The way the last entry saved in this play was made (the game's first way if none)."""
    for happening in reversed(state.history):
        if happening.kind != "score" or happening.undone:
            continue
        other = next((int(t.split(":")[1]) for t in happening.touches
                      if t.startswith("score:")), None)
        if other != seat and other in state.entries:
            return _mode_of(state.game, state.entries[other])
    return state.game.entry_mode({})


def _tracked_values(state: PlayState, seat: int) -> list[tuple[str, object]]:
    """(label, value) of what the tracker knows for this player's entry."""
    if not state.tracked:
        return []
    return _labelled(state, state.game.tracked_entry(state.turn, seat))


def _labelled(state: PlayState, values: dict) -> list[tuple[str, object]]:
    labels = {f.name: f.label for f in state.game.entry_fields(False)}
    return [(labels.get(k, k), v) for k, v in values.items()]


def _json_or_none(text: str | None):
    """The posted JSON, its lone surrogates (a "\\ud800" escape) made U+FFFD: what was
    typed is shown again with its error, and a page must be writable as UTF-8."""
    try:
        return _writable(json.loads(text or ""))
    except (ValueError, RecursionError):
        return None


def _writable(value):
    if isinstance(value, str):
        return writable_text(value)
    if isinstance(value, list):
        return [_writable(v) for v in value]
    if isinstance(value, dict):
        return {writable_text(k): _writable(v) for k, v in value.items()}
    return value


@bp.get("/plays/<play_id>/results")
def results(play_id: str):
    state = play_or_404(play_id)
    if state.phase != "finished":
        return to_phase(state)
    missing = settings.missing(get_db(), state.game)
    return render_play_page(state.revision, "plays/results.html",
                            tuple(s.key for s in missing), state=state, ranking=state.ranking,
                            form=None, labels=state.game.breakdown_labels,
                            needs_settings=missing, asked={}, asked_errors={},
                            build=lambda: {"bgstats": bgstats_link_of(get_db(), play_id),
                                           **asks_context(state)})


def asks_context(state: PlayState) -> dict:
    """What the results ask for (`asks_of`), and who typed their totals when a shared
    category is asked for because of them."""
    asks = asks_of(state)
    typed = any(f.name.startswith(f"{TYPED}.") for _, fields in asks for f, _ in fields)
    return {"asks": asks, "asks_typed_by": _typed_by(state) if typed else []}


def _typed_by(state: PlayState, but: int | None = None) -> list[str]:
    """The players whose saved entries are typed totals (but one)."""
    return [state.names[s] for s, entry in sorted(state.entries.items())
            if s != but and is_totals(entry)]


def asks_of(state: PlayState) -> list[tuple[int, list]]:
    """What the results ask for, by seat (in scoring order): the tie values the ranking
    names (of the fields the player's entry takes), then a shared category a counted entry
    waits for. Each field is named as the entry holds it ("tie_break.tiles")."""
    if state.ranking is None:
        return []
    game = state.game
    asks = []
    for seat in state.scoring_order():
        entry = state.entries.get(seat) or {}
        standing = next(s for s in state.ranking.standings if s.seat == seat)
        ties = state.ranking.asking.get(state.ranking.standings.index(standing), [])
        fields = [(replace(f, name=f"{TIE_BREAK}.{f.name}"),
                   (entry.get(TIE_BREAK) or {}).get(f.name))
                  for f in game.tie_fields(is_totals(entry)) if f.name in ties]
        fields += [(replace(f, name=f"{TYPED}.{f.name}"), None) for f in game.totals_fields()
                   if f.name in standing.score.pending and f.name in game.shared_categories
                   and not is_totals(entry)]
        if fields:
            asks.append((seat, fields))
    return asks


@bp.post("/plays/<play_id>/answers")
def answers(play_id: str):
    """What the results asked for, added to each player's saved entry: one score event per
    player, as `record` decides it; refused, the results again with what was typed."""
    state = play_or_404(play_id)
    if not StepForm().validate_on_submit():
        flash(str(Msg("That action was not sent properly; please try again.")), "error")
        return to_phase(state)
    posted = {key: value for key, value in request.form.items()
              if key[:1].isdigit() and "." in key}
    errors: dict[str, str] = {}
    for seat, outcome in record_answers(get_db(), state, request.form.get("after"),
                                        _answers_by_seat(posted)):
        if isinstance(outcome, NoSuchPlay):
            abort(404, description=Msg("No such play."))
        errors.update(_answer_errors(seat, outcome))
    state = play_or_404(play_id)
    if errors or state.phase != "finished":
        if state.phase != "finished":
            return to_phase(state)
        for name, message in errors.items():
            if not any(name == f"{seat}.{f.name}" for seat, fields in asks_of(state)
                       for f, _ in fields):
                flash(message, "error")
        return render_template("plays/results.html", state=state, ranking=state.ranking,
                               form=None, labels=state.game.breakdown_labels,
                               needs_settings=settings.missing(get_db(), state.game),
                               bgstats=bgstats_link_of(get_db(), play_id),
                               **asks_context(state), asked=posted, asked_errors=errors), 400
    return redirect(url_for("plays.results", play_id=play_id))


def _answer_errors(seat: int, outcome) -> dict[str, str]:
    """A refused or clashing answer's messages, by the results' field ("1.tie_break.tiles")."""
    if isinstance(outcome, Refused):
        texts = [(e.field, e.message) for e in outcome.errors]
    elif isinstance(outcome, Clash):
        texts = [("", conflict_text(outcome))]
    else:
        return {}
    return {f"{seat}.{field.removeprefix('entry.')}": str(message) for field, message in texts}


def _answers_by_seat(posted: dict[str, str]) -> dict[int, dict[str, dict[str, str]]]:
    """"1.tie_break.tiles" = "12" → {1: {"tie_break": {"tiles": 12}}} (empty ones left out:
    not answered yet)."""
    by_seat: dict[int, dict[str, dict[str, str]]] = {}
    for key, value in posted.items():
        seat, _, rest = key.partition(".")
        part, _, name = rest.partition(".")
        if seat.isdigit() and part in (TIE_BREAK, TYPED) and name and value.strip():
            number = parse_int_text(value)     # typed as a form types it; else refused
            by_seat.setdefault(int(seat), {}).setdefault(part, {})[name] = (
                value.strip() if number is None else number)
    return by_seat

