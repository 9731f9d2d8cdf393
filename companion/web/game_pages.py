"""Home page and game pages."""
from flask import Blueprint, flash, redirect, render_template, request, url_for
from flask_wtf import FlaskForm
from wtforms import IntegerField
from wtforms.validators import InputRequired, NumberRange

from companion import settings
from companion.db import get_db
from companion.games import GAMES
from companion.plays import recent_plays
from companion.web.helpers import game_or_404

bp = Blueprint("games", __name__)


@bp.get("/")
def home():
    return render_template("home.html", games=GAMES.values(), plays=recent_plays(get_db(), 5))


@bp.get("/games/<slug>")
def game_page(slug: str):
    game = game_or_404(slug)
    count = request.args.get("players", type=int)
    if count not in range(game.min_players, game.max_players + 1):
        count = None
    return render_template("game.html", game=game, count=count,
                           steps=game.setup_steps(count) if count else None)


def settings_form(game, values: dict):
    """A form with one whole-number field per number the game needs from the group."""
    fields = {s.key.replace(".", "__"): IntegerField(
        s.label, validators=[InputRequired("Enter the number shown on your board."),
                             NumberRange(0, 99, "Between 0 and 99.")])
        for s in game.settings}
    form_class = type("SettingsForm", (FlaskForm,), fields)
    return form_class(data={k.replace(".", "__"): v for k, v in values.items()})


@bp.route("/games/<slug>/settings", methods=["GET", "POST"])
def game_settings(slug: str):
    game = game_or_404(slug)
    form = settings_form(game, settings.load(get_db(), game))
    back = request.args.get("next", "")
    if form.validate_on_submit():
        settings.save(get_db(), game, {s.key: form[s.key.replace(".", "__")].data
                                       for s in game.settings})
        flash("Saved: the app remembers these numbers for your next plays.", "info")
        return redirect(back if back.startswith("/") and not back.startswith("//")
                        else url_for("games.game_page", slug=slug))
    status = 400 if form.is_submitted() else 200
    return render_template("settings.html", game=game, form=form, back=back), status
