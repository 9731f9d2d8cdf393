"""The registry of supported games: every sub-package of `companion.games` with a `GAME`.

A new game is a folder here (its module and its rules content); nothing else lists it.
COMPANION_EXTRA_GAMES names more game packages outside the app, comma-separated (the
tests' made-up game is one).
"""
import importlib
import os
import pkgutil

from companion.games.base import Game


def _discover() -> dict[str, Game]:
    packages = [f"{__name__}.{m.name}" for m in pkgutil.iter_modules(__path__) if m.ispkg]
    packages += [p.strip() for p in os.environ.get("COMPANION_EXTRA_GAMES", "").split(",")
                 if p.strip()]
    found = []
    for package in packages:
        game = getattr(importlib.import_module(package), "GAME", None)
        if isinstance(game, Game):
            found.append(game)
    return {game.slug: game for game in sorted(found, key=lambda g: g.sort_name)}


GAMES: dict[str, Game] = _discover()


def get_game(slug: str) -> Game | None:
    return GAMES.get(slug)
