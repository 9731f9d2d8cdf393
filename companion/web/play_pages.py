"""A play from its first page to its results: new play, setup, tracker, scoring, history."""
import json

from flask import Blueprint, flash, redirect, render_template, request, url_for

from companion import content, settings
from companion.db import get_db
from companion.errors import IllegalAction, InvalidInput
from companion.games import GAMES
from companion.plays import (
    Conflict,
    PlayState,
    append_event,
    create_play,
    first_player_event,
    known_players,
    player_statistics,
    recent_plays,
    undo,
)
from companion.web.forms import (
    PLAYER_COLORS,
    ActionForm,
    FirstPlayerForm,
    NewPlayForm,
    ScoreForm,
    StepForm,
)
from companion.web.helpers import game_or_404, play_or_404

bp = Blueprint("plays", __name__)

PHASE_PAGES = {"setup": "plays.setup", "playing": "plays.tracker",
               "scoring": "plays.scoring", "finished": "plays.results"}


def to_phase(state: PlayState):
    return redirect(url_for(PHASE_PAGES[state.phase], play_id=state.id))


@bp.get("/plays/new")
def choose_game():
    return render_template("plays/choose_game.html", games=GAMES.values())


@bp.route("/plays/new/<slug>", methods=["GET", "POST"])
def new_play(slug: str):
    game = game_or_404(slug)
    form = NewPlayForm(game)
    if form.validate_on_submit():
        play_id = create_play(get_db(), game, form.seated_players())
        return redirect(url_for("plays.setup", play_id=play_id))
    status = 400 if form.is_submitted() else 200
    return render_template("plays/new.html", game=game, form=form, colors=PLAYER_COLORS,
                           known=known_players(get_db())), status


@bp.get("/plays/<play_id>")
def show(play_id: str):
    return to_phase(play_or_404(play_id))


def record(play_id: str, form: StepForm, kind: str, data: dict):
    """Append one event; on a conflict or a refused action, say why and show the play."""
    if not form.validate_on_submit():
        flash("That action was not sent properly; please try again.", "error")
        return redirect(url_for("plays.show", play_id=play_id))
    try:
        state = append_event(get_db(), play_id, form.after.data, kind, data)
    except Conflict as exc:
        flash("Someone else just played: this is the play as it stands now.", "conflict")
        return to_phase(exc.state)
    except (IllegalAction, InvalidInput) as exc:
        flash(str(exc), "error")
        return redirect(url_for("plays.show", play_id=play_id))
    return to_phase(state)


@bp.get("/plays/<play_id>/setup")
def setup(play_id: str):
    state = play_or_404(play_id)
    return render_template("plays/setup.html", state=state, form=FirstPlayerForm(),
                           steps=state.game.setup_steps(len(state.players)))


@bp.post("/plays/<play_id>/first-player")
def first_player(play_id: str):
    state = play_or_404(play_id)
    form = FirstPlayerForm()
    if form.seat.data == "random":
        seat = None
    else:
        seat = int(form.seat.data) if (form.seat.data or "").isdigit() else -1
    return record(play_id, form, "first_player",
                  first_player_event(state.game, len(state.players), seat))


@bp.get("/plays/<play_id>/track")
def tracker(play_id: str):
    state = play_or_404(play_id)
    if state.phase != "playing":
        return to_phase(state)
    view = state.tracker()
    reminders = [(r, content.entry_by_id(state.game, r.entry) if r.entry else None)
                 for r in view.reminders]
    return render_template("plays/tracker.html", state=state, view=view, reminders=reminders,
                           form=ActionForm(),
                           needs_settings=settings.missing(get_db(), state.game))


@bp.post("/plays/<play_id>/act")
def act(play_id: str):
    form = ActionForm()
    state = play_or_404(play_id)
    allowed = {a.kind: a for a in state.tracker().actions} if state.turn else {}
    action = allowed.get(form.kind.data)
    names = {o.name for o in action.options} if action else set()
    data = {name: True for name in (form.options.data or []) if name in names}
    for field in action.fields if action else ():
        data[field.name] = request.form.get(f"f:{field.name}", "")
    return record(play_id, form, form.kind.data or "",
                  settings.with_settings(get_db(), state.game, data))


@bp.post("/plays/<play_id>/to-scoring")
def to_scoring(play_id: str):
    return record(play_id, StepForm(), "to_scoring", {})


@bp.post("/plays/<play_id>/undo")
def undo_last(play_id: str):
    form = StepForm()
    if not form.validate_on_submit():
        flash("That action was not sent properly; please try again.", "error")
        return redirect(url_for("plays.show", play_id=play_id))
    try:
        state = undo(get_db(), play_id, form.after.data)
    except Conflict as exc:
        flash("Someone else just played: nothing was undone. This is the play now.", "conflict")
        return to_phase(exc.state)
    except IllegalAction as exc:
        flash(str(exc), "error")
        return redirect(url_for("plays.show", play_id=play_id))
    flash("The last action was taken back.", "info")
    return to_phase(state)


@bp.get("/plays/<play_id>/score")
def scoring(play_id: str):
    state = play_or_404(play_id)
    if state.phase not in ("scoring", "finished"):
        return to_phase(state)
    return render_template("plays/scoring.html", state=state, form=StepForm())


@bp.route("/plays/<play_id>/score/<int:seat>", methods=["GET", "POST"])
def score_entry(play_id: str, seat: int):
    state = play_or_404(play_id)
    if state.phase not in ("scoring", "finished") or not 0 <= seat < len(state.players):
        return to_phase(state)
    form = ScoreForm()
    errors, status = [], 200
    if request.method == "POST":
        entry = _json_or_none(form.entry.data)
        if form.validate_on_submit() and entry is not None:
            try:
                state = append_event(get_db(), play_id, form.after.data, "score",
                                     {"seat": seat, "entry": entry})
                flash(f"Score of {state.names[seat]} saved.", "info")
                return redirect(url_for("plays.scoring", play_id=play_id))
            except InvalidInput as exc:
                errors = exc.errors
            except Conflict as exc:
                state = exc.state
                flash("Someone else changed this play meanwhile; check the entry and save "
                      "again.", "conflict")
            except IllegalAction as exc:
                flash(str(exc), "error")
        else:
            flash("The entry could not be read; please try again.", "error")
        status = 400
    entry_json = form.entry.data if request.method == "POST" else json.dumps(
        state.entries.get(seat) or {})
    # Other players' saved entries: scores that compare players (majorities) need them.
    others = [dict(state.entries[s], name=state.names[s]) for s in sorted(state.entries)
              if s != seat]
    return render_template("plays/score_entry.html", state=state, seat=seat, form=form,
                           entry_json=entry_json, errors=errors, others=others), status


def _json_or_none(text: str | None):
    try:
        return json.loads(text or "")
    except (ValueError, RecursionError):
        return None


@bp.get("/plays/<play_id>/results")
def results(play_id: str):
    state = play_or_404(play_id)
    if state.phase != "finished":
        return to_phase(state)
    return render_template("plays/results.html", state=state, ranking=state.ranking,
                           form=StepForm())


@bp.get("/stats")
def statistics():
    rows = player_statistics(get_db())
    by_game: dict[str, list[dict]] = {}
    for row in rows:
        by_game.setdefault(row["game"], []).append(row)
    return render_template("stats.html", by_game=by_game)


@bp.get("/history")
def history():
    page = max(request.args.get("page", 1, type=int), 1)
    plays = recent_plays(get_db(), 30, 30 * (page - 1))
    return render_template("history.html", plays=plays, games=GAMES, page=page)
