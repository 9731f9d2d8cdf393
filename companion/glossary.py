"""Each game's terms in each language, as the group's own copy of the game names them.

One file per game and language beside the game's rules content,
`companion/games/<package>/glossary.<lang>.toml`:

    [[term]]
    id = "god-tile"              # the same concept in every language of the game
    term = "ficha de Dios"       # our word: the edition's (its rulebook), or our choice
    plural = "fichas de Dios"    # optional
    source = "rulebook p. 2"     # where the word comes from, or "our choice"
    players_say = ["loseta de dios", "token de dios"]   # what players call it (search)
    not_ours = ["loseta de dios"]    # words no text of ours may use for it

Texts, aids and the rules search read the same file: the search takes `players_say` and
`not_ours` as variants of `term`; a test refuses our texts that use a `not_ours` word.

Beside it, `sections.<lang>.toml` names the rulebook's sections as the reader's own edition
does: a source mark cites a section by its heading in the Spanish rulebook (the text our
sources hold, where a test finds it), and a French page must not send its reader to a
Spanish title:

    [names]
    "Preparar" = "Mise en place"
"""
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from companion.games.base import Game


@dataclass(frozen=True)
class Term:
    id: str
    term: str
    plural: str = ""
    source: str = ""
    players_say: tuple[str, ...] = ()
    not_ours: tuple[str, ...] = ()

    @property
    def variants(self) -> tuple[str, ...]:
        """Every other way a player may say it: for the search's synonyms."""
        return tuple(w for w in dict.fromkeys((self.plural, *self.players_say, *self.not_ours))
                     if w)


def glossary_path(game: Game, lang: str) -> Path:
    return game.content_dir / f"glossary.{lang}.toml"


@cache
def _read(path: Path, stamp: float) -> tuple[Term, ...]:
    raw = tomllib.loads(path.read_text(encoding="utf-8"))
    return tuple(Term(id=t["id"], term=t["term"], plural=t.get("plural", ""),
                      source=t.get("source", ""),
                      players_say=tuple(t.get("players_say", ())),
                      not_ours=tuple(t.get("not_ours", ())))
                 for t in raw.get("term", ()))


def sections_path(game: Game, lang: str) -> Path:
    return game.content_dir / f"sections.{lang}.toml"


@cache
def _read_sections(path: Path, stamp: float) -> dict[str, str]:
    return dict(tomllib.loads(path.read_text(encoding="utf-8")).get("names", {}))


def section_names(game: Game, lang: str) -> dict[str, str]:
    """The rulebook's sections in `lang`: Spanish heading -> the name the reader's edition
    gives it (empty when the game has no table in that language)."""
    path = sections_path(game, lang)
    if not path.exists():
        return {}
    return _read_sections(path, path.stat().st_mtime)


def section_name(game: Game, lang: str, heading: str) -> str:
    """A section named as the reader's edition does; a section number ("2", "3.b") or a
    heading the table lacks stays as cited (a test wants every heading in the table)."""
    return section_names(game, lang).get(heading, heading)


def terms(game: Game, lang: str) -> tuple[Term, ...]:
    """The game's terms in `lang`; none when the game has no glossary in that language."""
    path = glossary_path(game, lang)
    if not path.exists():
        return ()
    return _read(path, path.stat().st_mtime)
