"""The registry of supported games: every sub-package of `companion.games` with a `GAME`.

A new game is a folder here (its module and its rules content); nothing else lists it.
"""
import importlib
import pkgutil

from companion.games.base import Game


def _discover() -> dict[str, Game]:
    found = []
    for module in pkgutil.iter_modules(__path__):
        if module.ispkg:
            game = getattr(importlib.import_module(f"{__name__}.{module.name}"), "GAME", None)
            if isinstance(game, Game):
                found.append(game)
    return {game.slug: game for game in sorted(found, key=lambda g: g.sort_name)}


GAMES: dict[str, Game] = _discover()


def get_game(slug: str) -> Game | None:
    return GAMES.get(slug)
