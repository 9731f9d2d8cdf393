"""A `rulebook § X` mark names a heading the group can find in its own (Spanish) rulebook:
X is printed verbatim as a line, or the start of a line, of the game's Spanish source text."""

import pytest

from companion import content
from companion.games import GAMES
from tests.sources import SOURCES, game_with_content


def source_lines(slug: str) -> list[str]:
    return [line.strip() for line in
            (SOURCES / f"{slug}.es.txt").read_text(encoding="utf-8").splitlines()]


def is_printed(heading: str, lines: list[str]) -> bool:
    return any(line.startswith(heading) for line in lines)


def test_a_heading_is_found_only_as_printed():
    lines = ["Fase 2: Gana el Pillar Sonus", "Preparar", "Mercado de la piedra: en los espacios"]
    assert is_printed("Fase 2: Gana el Pillar Sonus", lines)
    assert is_printed("Mercado de la piedra", lines)
    assert not is_printed("Fase 2: Gana el Pillar Bonus", lines)
    assert not is_printed("Setup", lines)
    assert not is_printed("piedra", lines)


@pytest.mark.parametrize("slug", sorted(GAMES))
@pytest.mark.parametrize("lang", content.LANGUAGES)
def test_every_section_mark_is_a_heading_of_the_spanish_rulebook(slug, lang):
    game = game_with_content(slug, lang)
    source = SOURCES / f"{slug}.es.txt"
    if not source.exists():
        pytest.skip(f"{slug} has no Spanish source text ({source.name})")
    lines = source_lines(slug)
    unplaced = {(entry.id, statement.source.section)
                for entry in content.load_entries(game, lang)
                for statement in entry.statements
                if statement.source.section and not is_printed(statement.source.section, lines)}
    assert not unplaced
