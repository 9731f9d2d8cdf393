"""Home page and game pages."""
from flask import Blueprint, render_template, request

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
