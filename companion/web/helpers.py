"""Small things the blueprints share."""
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from flask import abort, current_app, request, url_for

from companion.db import get_db
from companion.games import get_game
from companion.games.base import Game
from companion.i18n import Msg
from companion.plays import PlayState, read_state


def game_or_404(slug: str) -> Game:
    game = get_game(slug)
    if game is None:
        abort(404, description=Msg("No such game."))
    return game


def play_or_404(play_id: str) -> PlayState:
    state = read_state(get_db(), play_id)
    if state is None:
        abort(404, description=Msg("No such play."))
    return state


@cache
def _own_entry(templates: str, slug: str) -> bool:
    return (Path(templates) / "games" / slug / "score_entry.html").exists()


def own_entry(game: Game) -> bool:
    """Whether the game draws its score entry itself (templates/games/<slug>/); the others
    get the generic form drawn from their declared fields."""
    return _own_entry(current_app.template_folder, game.slug)


def entry_script(game: Game) -> str:
    """The static script of a game's score entry."""
    return f"games/{game.slug}.js" if own_entry(game) else "entry_form.js"


def entry_style(game: Game) -> str | None:
    """The stylesheet of a game's own score entry, beside its script."""
    return f"games/{game.slug}.css" if own_entry(game) else None


PLAIN_VALUES = (str, int, bool, type(None))


@lru_cache(maxsize=4096)
def _built_url(script_root: str, blueprint: str | None, endpoint: str,
               values: tuple[tuple[str, Any], ...]) -> str:
    return url_for(endpoint, **dict(values))


def page_url_for(endpoint: str, **values: Any) -> str:
    """url_for for the templates, each address built once: a page names some twenty, and
    building one costs as much as a short page's text. An address depends only on what the
    key holds (no URL defaults are registered); anything else is built as usual."""
    if "_external" in values or "_scheme" in values:
        return url_for(endpoint, **values)
    if not all(type(v) in PLAIN_VALUES for v in values.values()):
        return url_for(endpoint, **values)   # e.g. a text shown in the page's language
    blueprint = request.blueprint if endpoint.startswith(".") else None
    # in the order given: the query string keeps it
    return _built_url(request.script_root, blueprint, endpoint, tuple(values.items()))
