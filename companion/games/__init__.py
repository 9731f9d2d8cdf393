"""The registry of supported games. A new game: add its module and list it here."""
from companion.games import ankhor, egizia, pyramids, towers_of_arkhanos
from companion.games.base import Game

GAMES: dict[str, Game] = {
    game.slug: game
    for game in (ankhor.GAME, pyramids.GAME, towers_of_arkhanos.GAME, egizia.GAME)
}


def get_game(slug: str) -> Game | None:
    return GAMES.get(slug)
