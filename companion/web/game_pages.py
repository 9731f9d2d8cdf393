"""Home page and game pages."""

from flask import Blueprint, abort, flash, redirect, render_template, request, url_for

from companion import settings
from companion.db import changes_stamp, get_db
from companion.errors import InvalidInput
from companion.games import GAMES
from companion.i18n import Msg
from companion.plays import recent_plays
from companion.rescoring import save_settings
from companion.web.forms import AppForm
from companion.web.helpers import game_or_404
from companion.web.page_cache import render_kept_page
from companion.web.safe_next import safe_next

bp = Blueprint("games", __name__)


@bp.get("/")
def home():
    db = get_db()   # its recent plays come from it: kept while it is unchanged
    return render_kept_page(("home.html", changes_stamp(db)), "home.html", games=GAMES.values(),
                            build=lambda: {"plays": recent_plays(db, 5)})


@bp.get("/games/<slug>")
def game_page(slug: str):
    game = game_or_404(slug)
    count = request.args.get("players", type=int)
    if count not in range(game.min_players, game.max_players + 1):
        count = None
    # Nothing on it comes from the database: kept per game, count and language.
    return render_kept_page(("game.html", slug, count), "game.html", game=game, count=count,
                            build=lambda: {"steps": game.setup_steps(count) if count else None})


@bp.route("/games/<slug>/settings", methods=["GET", "POST"])
def game_settings(slug: str):
    """The values a game asks the group for, typed by their declared fields."""
    game = game_or_404(slug)
    if not game.settings:
        abort(404, description=Msg("This game needs nothing from your copy."))
    form = AppForm()
    back = safe_next(request.args.get("next"), "")   # also the page's Back link
    values, errors, status = settings.load(get_db(), game), {}, 200
    if request.method == "POST":
        raw = {s.key: request.form.get(s.key, "") for s in game.settings}
        if form.validate_on_submit():
            try:
                save_settings(get_db(), game, settings.parse(game, raw, from_form=True))
            except InvalidInput as exc:
                errors = {e.field: e.message for e in exc.errors}
            else:
                flash(str(Msg("Saved: the app remembers these, and the results of your "
                              "plays follow them at once. You can change them here at any "
                              "time.")), "info")
                return redirect(back or url_for("games.game_page", slug=slug))
        else:
            flash(str(Msg("The form could not be read; please try again.")), "error")
        values, status = raw, 400
    return render_template("settings.html", game=game, values=values, errors=errors,
                           back=back), status
