"""Shared code, pages and styles carry no game's name: everything of a game lives in its
own places (companion/games/<pkg>/, templates/games/<slug>/, static/games/<slug>.*,
printables/<slug>/)."""
import re
from pathlib import Path

import pytest

from companion.games import GAMES

ROOT = Path(__file__).resolve().parents[2]
SHARED = [*ROOT.glob("companion/*.py"), *ROOT.glob("companion/web/*.py"),
          *ROOT.glob("companion/search/*.py"), *ROOT.glob("companion/games/*.py"),
          *ROOT.glob("templates/*.html"), *ROOT.glob("templates/plays/*.html"),
          *ROOT.glob("templates/rules/*.html"), *ROOT.glob("static/*.js"),
          ROOT / "static" / "app.css", ROOT / "printables" / "base.html"]


def names_of(game) -> list[str]:
    package = type(game).__module__.rsplit(".", 1)[-1]
    return sorted({game.slug, package, game.name, game.name.removeprefix("The ")})


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_no_shared_file_names_a_game(slug):
    pattern = re.compile("|".join(re.escape(n) for n in names_of(GAMES[slug])), re.I)
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()[:80]}"
             for path in SHARED
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if pattern.search(line)]
    assert found == []
