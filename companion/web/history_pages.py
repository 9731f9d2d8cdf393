"""The history and the statistics: past plays by game and player, a play's own page (its
whole log, results and duration), deleting a play (with an undo), renaming and merging
players, and the statistics per game and player with a chart of scores over time."""
from datetime import datetime

from babel.dates import format_date, format_time
from flask import (
    Blueprint,
    abort,
    flash,
    redirect,
    render_template,
    request,
    session,
    url_for,
)
from wtforms import HiddenField, StringField
from wtforms.validators import Optional

from companion import history, i18n
from companion.db import changes_stamp, get_db, kept_read
from companion.errors import InvalidInput
from companion.games import get_game
from companion.names import NAME_MAX, name_key
from companion.web.forms import AppForm
from companion.web.helpers import play_or_404
from companion.web.isolate import with_names_isolated
from companion.web.page_cache import render_kept_page

bp = Blueprint("history", __name__)
MAX_PAGE = 100_000   # past any history, and an OFFSET SQLite can take
JUST_DELETED = "just_deleted"    # session key: the play the next history page offers to undo


# --- how times and durations read -----------------------------------------------------------

def _local(stamp: str) -> datetime:
    """A stored UTC time in the server's time zone: the server sits with the group."""
    return datetime.fromisoformat(stamp).astimezone()


@bp.app_template_filter("local_day")
def local_day(stamp: str | None, length: str = "medium") -> str:
    """The day as the page's language writes it ("1 dic 2026", "December 1, 2026")."""
    return format_date(_local(stamp), length, locale=i18n.current()) if stamp else ""


@bp.app_template_filter("local_time")
def local_time(stamp: str | None) -> str:
    """The time of day as the page's language writes it ("20:05", "8:05 PM")."""
    return format_time(_local(stamp), "short", locale=i18n.current()) if stamp else ""


@bp.app_template_filter("duration")
def duration(minutes: int | None) -> str:
    if minutes is None:
        return ""
    if minutes < 60:
        return gettext("%(minutes)d min", minutes=minutes)
    return gettext("%(hours)d h %(minutes)02d min", hours=minutes // 60, minutes=minutes % 60)


def gettext(text: str, **values) -> str:
    """A text of this module in the page's language (the catalogue the templates read)."""
    return i18n.translations(i18n.current()).gettext(text) % values


# --- the history ----------------------------------------------------------------------------

@bp.get("/history")
def history_page():
    db = get_db()
    page = min(max(request.args.get("page", 1, type=int), 1), MAX_PAGE)
    game = request.args.get("game") or None
    player = (request.args.get("player") or "").strip() or None
    undo = _just_deleted(db)

    def from_the_database() -> dict:
        plays = history.history_plays(db, game, player, history.PAGE_SIZE,
                                      history.PAGE_SIZE * (page - 1))
        player_name = history.player_name(db, player) if player else None
        return {"plays": plays, "more": len(plays) == history.PAGE_SIZE,
                "games": history.games_played(db), "players": history.players(db),
                "player_name": player_name,
                "player_stats": _player_stats(db, player) if player_name else []}
    # Kept until anything in the database changes (and per address and language).
    return render_kept_page(
        ("history.html", changes_stamp(db), undo and undo["id"]), "history.html",
        build=from_the_database, page=page, game=game, player=player,
        player_key=name_key(player or ""), undo=undo)


def _player_stats(db, player: str) -> list[tuple[str, history.PlayerStats]]:
    key = name_key(player)
    return [(g.game, p) for g in history.game_statistics(db) for p in g.players
            if p.key == key]


def _just_deleted(db) -> dict | None:
    """The play deleted just before this page, once: the page offers to bring it back."""
    play_id = session.pop(JUST_DELETED, None)
    play = history.play_summary(db, play_id) if play_id else None
    return play if play and play["deleted"] else None


def _history_filters() -> dict:
    """The history's filters as sent back by a form on it, to return to the same list."""
    return {key: request.form[key] for key in ("game", "player") if request.form.get(key)}


@bp.get("/plays/<play_id>/log")
def play_log(play_id: str):
    state = play_or_404(play_id)
    db = get_db()
    times = history.event_times(db, play_id)
    log = [(h, times.get(h.seq), with_names_isolated(h.text, state.names))
           for h in state.history]
    return render_template("history/play.html", state=state, log=log,
                           play=history.play_summary(db, play_id),
                           labels=state.game.breakdown_labels)


@bp.post("/plays/<play_id>/delete")
def delete(play_id: str):
    play_or_404(play_id)
    if history.delete_play(get_db(), play_id):
        session[JUST_DELETED] = play_id
    return redirect(url_for("history.history_page", **_history_filters()))


@bp.post("/plays/<play_id>/restore")
def restore(play_id: str):
    play_or_404(play_id)
    if history.restore_play(get_db(), play_id):
        flash(gettext("The play is back in the history."), "info")
    return redirect(url_for("history.history_page", **_history_filters()))


# --- renaming and merging players -------------------------------------------------------------

class RenameForm(AppForm):
    old = HiddenField()
    new = StringField(validators=[Optional()],
                      filters=[lambda s: s.strip() if isinstance(s, str) else s])
    merge = HiddenField()     # "yes" once the merge is confirmed


@bp.route("/players/rename", methods=["GET", "POST"])
def rename():
    db = get_db()
    form = RenameForm()
    old = form.old.data if form.is_submitted() else request.args.get("player", "")
    current = history.player_name(db, old or "")
    if current is None:
        abort(404, description=gettext("No play in the history has this player."))
    form.old.data = current
    merge = None
    if form.validate_on_submit():
        try:
            done = history.rename_player(db, current, form.new.data,
                                         merge=form.merge.data == "yes")
            flash(_renamed_text(done), "info")
            return redirect(url_for("history.history_page", player=done.new))
        except history.MergeNeeded as exc:
            merge = exc.plan             # asked before two players become one
        except InvalidInput as exc:
            form.new.errors = [str(e.message) for e in exc.errors]
        except LookupError:
            abort(404)
    status = 400 if form.errors else 200
    return render_template("history/rename.html", form=form, name=current, merge=merge,
                           plays=_plays_count(db, current), name_max=NAME_MAX), status


def _plays_count(db, name: str) -> int:
    key = name_key(name)
    return next((p["plays"] for p in history.players(db) if p["key"] == key), 0)


def _renamed_text(done: history.Rename) -> str:
    if done.merge_with:
        return gettext("%(old)s and %(new)s are one player now: %(new)s.", old=done.old,
                       new=done.new)
    return gettext("%(old)s is now %(new)s in every play.", old=done.old, new=done.new)


# --- statistics -------------------------------------------------------------------------------

@bp.get("/stats")
def statistics():
    db = get_db()

    def from_the_database() -> dict:
        games = history.game_statistics(db)
        return {"games": games,
                "charts": {g.game: history.score_chart(g.plays, g.players) for g in games},
                "labels": {g.game: game.breakdown_labels if (game := get_game(g.game)) else {}
                           for g in games}}
    # Kept until a finished play changes (per address and language, as the history): a
    # play started or played meanwhile leaves the page as it is.
    stamp = kept_read(db, ("statistics",), history.statistics_stamp)
    return render_kept_page(("stats.html", changes_stamp(db)[0], stamp), "stats.html",
                            build=from_the_database)
