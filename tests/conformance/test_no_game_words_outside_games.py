"""Shared code, pages and styles carry no game's name: everything of a game lives in its
own places (companion/games/<pkg>/, templates/games/<slug>/, static/games/<slug>.*,
printables/<slug>/).

Nor do they hold a game's words as data: a quoted key or value starting with a word of a
game's name ("ankh", "pyramid", "tower") is a game's thing (an icon, a field) that belongs
in the game's own places. Prose may use such a word (a pyramid of cards is a structure a
game reads). The schema's upgrade steps are history: what a released step did is never
changed (companion/db.py says why one of them renames a field of a game's).
"""
import ast
import inspect
import re
from pathlib import Path

import pytest

from companion import db
from companion.games import GAMES

ROOT = Path(__file__).resolve().parents[2]
SHARED = [*ROOT.glob("companion/*.py"), *ROOT.glob("companion/web/*.py"),
          *ROOT.glob("companion/search/*.py"), *ROOT.glob("companion/games/*.py"),
          *ROOT.glob("templates/*.html"), *ROOT.glob("templates/plays/*.html"),
          *ROOT.glob("templates/rules/*.html"), *ROOT.glob("static/*.js"),
          ROOT / "static" / "app.css", ROOT / "printables" / "base.html",
          ROOT / "printables" / "macros.html"]


def names_of(game) -> list[str]:
    package = type(game).__module__.rsplit(".", 1)[-1]
    return sorted({game.slug, package, game.name, game.name.removeprefix("The ")})


def name_words(game) -> list[str]:
    """The words of the game's name but the short ones (of, the), without a plural's s
    (Ankh'or: ankh; Pyramids: pyramid; The Towers of Arkhanos: tower, arkhano)."""
    return sorted({word.removesuffix("s").lower() for word in re.findall(r"[^\W\d_]+", game.name)
                   if len(word) > 3})


def released_steps() -> set[tuple[Path, int]]:
    """The lines of companion/db.py's upgrade steps and of the helpers they call."""
    source = Path(inspect.getsourcefile(db))
    functions = {node.name: node for node in ast.parse(source.read_text()).body
                 if isinstance(node, ast.FunctionDef)}
    steps = {step.__name__ for step in db.UPGRADES}
    helpers = {call.func.id for step in steps for call in ast.walk(functions[step])
               if isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
               and call.func.id in functions}
    return {(source, line) for name in steps | helpers
            for line in range(functions[name].lineno, functions[name].end_lineno + 1)}


def shared_lines():
    history = released_steps()
    for path in SHARED:
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if (path, n) not in history:
                yield path, n, line


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_no_shared_file_names_a_game(slug):
    pattern = re.compile("|".join(re.escape(n) for n in names_of(GAMES[slug])), re.I)
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()[:80]}"
             for path, n, line in shared_lines() if pattern.search(line)]
    assert found == []


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_no_shared_file_holds_a_games_words_as_data(slug):
    words = "|".join(map(re.escape, name_words(GAMES[slug])))
    quoted = re.compile(rf"""(["'])(?:{words})\w*\1""", re.I)
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()[:80]}"
             for path, n, line in shared_lines() if quoted.search(line)]
    assert found == []


def test_the_words_of_the_names_are_found():
    assert name_words(GAMES["ankhor"]) == ["ankh"]
    assert name_words(GAMES["towers-of-arkhanos"]) == ["arkhano", "tower"]
    assert len(released_steps()) > 20


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_icon_a_games_sheets_draw_is_the_games_own(slug):
    folder = ROOT / "printables" / slug
    drawn = {name for path in folder.glob("*.html")
             for name in re.findall(r'\b(?:icon|pic)\("(\w+)"', path.read_text(encoding="utf-8"))}
    icons = (folder / "_icons.html").read_text(encoding="utf-8")
    shapes = icons[icons.index("{% set shapes"):icons.index("} %}")]
    titles = icons[icons.index("{% set titles"):icons.index("} -%}")]
    assert drawn and drawn <= set(re.findall(r'"(\w+)": \'', shapes))
    assert drawn <= set(re.findall(r'"(\w+)": _\(', titles))
