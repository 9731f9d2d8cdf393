"""Small things the blueprints share."""
from flask import abort

from companion.db import get_db
from companion.games import get_game
from companion.games.base import Game
from companion.plays import PlayState, read_state


def game_or_404(slug: str) -> Game:
    game = get_game(slug)
    if game is None:
        abort(404, description="No such game.")
    return game


def play_or_404(play_id: str) -> PlayState:
    state = read_state(get_db(), play_id)
    if state is None:
        abort(404, description="No such play.")
    return state
