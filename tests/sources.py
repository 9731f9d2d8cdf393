"""The source texts the rules were written from, where they lie beside the checkout
(../shared/rules/sources); a clone elsewhere has none, and the tests that need them skip."""
from pathlib import Path

import pytest

from companion import content
from companion.games import GAMES
from companion.games.base import Game

SOURCES = Path(__file__).resolve().parents[2] / "shared" / "rules" / "sources"


def need_sources() -> None:
    if not SOURCES.exists():
        pytest.skip(f"the source texts are not beside this checkout ({SOURCES})")


def game_with_content(slug: str, lang: str) -> Game:
    """The game, once the sources are here and it has content in `lang` (else a skip)."""
    need_sources()
    game = GAMES[slug]
    if lang not in content.languages_of(game):
        pytest.skip(f"{slug} has no {lang} content yet")
    return game
