"""The teach of a game: what a host reads out before a first play, in the order good
teachers use, built from the game's rules entries (Game.teach names them and which of
their statements to read), so every sentence is one of ours and names its source; and the
scoring example it draws, scored by the game itself. No Flask, no database."""
import re
from dataclasses import dataclass, replace

from companion import content
from companion.content import ContentError, Entry, Source, Statement, parse_source
from companion.games.base import TEACH_SECTIONS, Game
from companion.glossary import section_name
from companion.i18n import Msg
from companion.ranking import Ranking, rank_players

SECTION_TITLES = {
    "goal": Msg("The goal"),
    "components": Msg("On the table"),
    "turn": Msg("Your turn"),
    "round": Msg("As play goes on"),
    "end": Msg("End of the game"),
    "scoring": Msg("Scoring"),
    "mistakes": Msg("Beginners' mistakes"),
}
READING_SPEED = 150            # words a minute, read out to a table
EXAMPLE_COLORS = ("red", "blue", "green", "yellow", "purple")


@dataclass(frozen=True)
class TeachItem:
    entry: Entry
    statements: tuple[Statement, ...]
    read_title: bool = False   # a mistake is read by its title, then why


@dataclass(frozen=True)
class TeachSection:
    key: str
    title: Msg
    items: tuple[TeachItem, ...]


def sections(game: Game, lang: str = "en") -> list[TeachSection]:
    """The game's teach in `lang`; ContentError names a part whose entry or statement is
    missing in that language."""
    out = []
    for key in TEACH_SECTIONS:
        items = []
        for part in game.teach.get(key, ()):
            entry = content.entry_by_id(game, part.entry, lang)
            if entry is None:
                raise ContentError(f"{game.slug} teach ({lang}): no entry {part.entry!r}")
            numbers = part.statements or tuple(range(len(entry.statements)))
            if max(numbers) >= len(entry.statements):
                raise ContentError(f"{game.slug} teach ({lang}): {part.entry!r} has no "
                                   f"statement {max(numbers)}")
            items.append(TeachItem(entry, tuple(entry.statements[n] for n in numbers),
                                   key == "mistakes"))
        if items:
            out.append(TeachSection(key, SECTION_TITLES[key], tuple(items)))
    return out


def read_out(teach: list[TeachSection]) -> str:
    """What the host reads: the section titles, the mistakes' titles, the statements."""
    parts: list[str] = []
    for section in teach:
        parts.append(str(section.title))
        for item in section.items:
            if item.read_title:
                parts.append(item.entry.title)
            parts.extend(s.text for s in item.statements)
    return "\n".join(parts)


def word_count(text: str) -> int:
    return len(re.findall(r"\w+(?:[’'-]\w+)*", text))


def reading_minutes(teach: list[TeachSection]) -> float:
    return word_count(read_out(teach)) / READING_SPEED


def example_ranking(game: Game) -> tuple[list[dict], Ranking] | None:
    """The worked example as a results table: its players (with colours to draw them) and
    their ranking, scored by the game's own rules."""
    example = game.worked_example
    if example is None:
        return None
    body = {"players": [{"name": name, **entry} for name, entry in example.players]}
    entries, context = game.parse_score_request(body, example.settings)
    ranking = rank_players(game.score_table(entries, context), game.tie_breaks)
    players = [{"name": name, "color": EXAMPLE_COLORS[i]}
               for i, (name, _) in enumerate(example.players)]
    return players, ranking


def example_source(game: Game, lang: str = "en") -> Source | None:
    """Where the worked example comes from, its section named as the reader's edition does."""
    if game.worked_example is None:
        return None
    source = parse_source(game.worked_example.source)
    if source is not None and source.section:
        source = replace(source, title=section_name(game, lang, source.section))
    return source


def explanation(game: Game, entry_id: str | None, lang: str = "en"
                ) -> tuple[Entry, Statement] | None:
    """What a first play says of a step: its rules entry and the entry's first statement."""
    entry = content.entry_by_id(game, entry_id, lang) if entry_id else None
    return (entry, entry.statements[0]) if entry else None
