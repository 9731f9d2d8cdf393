"""Rules content: each game's reference entries, FAQ and mistakes, loaded from its TOML file."""
import tomllib
from dataclasses import dataclass
from pathlib import Path

from companion.games.base import Game

SECTIONS = {
    "setup": "Setup",
    "turn": "A turn",
    "special": "Special tiles and cases",
    "end": "End of the game",
    "scoring": "Scoring",
    "faq": "Questions",
    "mistakes": "Common mistakes",
}


@dataclass(frozen=True)
class Entry:
    id: str
    section: str
    title: str
    body: str
    page: str
    phrasings: tuple[str, ...] = ()
    related: tuple[str, ...] = ()

    @property
    def cite(self) -> str:
        """Where to check it: a page number, or the rulebook section when pages are unknown."""
        return f"p. {self.page}" if self.page[:1].isdigit() else f"section “{self.page}”"


class ContentError(ValueError):
    pass


def content_path(game: Game) -> Path:
    return game.content_dir / "rules.en.toml"


def load_entries(game: Game) -> list[Entry]:
    """Read and check the game's `rules.en.toml`; ContentError names what is wrong."""
    path = content_path(game)
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    entries = []
    for raw in data.get("entry", []):
        missing = [k for k in ("id", "section", "title", "body", "page") if not raw.get(k)]
        if missing:
            raise ContentError(f"{path.name}: entry {raw.get('id')!r} lacks {missing}")
        if raw["section"] not in SECTIONS:
            raise ContentError(f"{path.name}: entry {raw['id']!r} has unknown section")
        entries.append(Entry(raw["id"], raw["section"], raw["title"], raw["body"].strip(),
                             str(raw["page"]), tuple(raw.get("phrasings", ())),
                             tuple(raw.get("related", ()))))
    ids = [e.id for e in entries]
    if len(set(ids)) != len(ids):
        raise ContentError(f"{path.name}: duplicate entry ids")
    for entry in entries:
        broken = [r for r in entry.related if r not in ids]
        if broken:
            raise ContentError(f"{path.name}: {entry.id} links to unknown {broken}")
    return entries


_CONTENT: dict[str, list[Entry]] = {}


def entries_for(game: Game) -> list[Entry]:
    if game.slug not in _CONTENT:
        _CONTENT[game.slug] = load_entries(game)
    return _CONTENT[game.slug]


def entry_by_id(game: Game, entry_id: str) -> Entry | None:
    return next((e for e in entries_for(game) if e.id == entry_id), None)


def grouped(game: Game) -> list[tuple[str, str, list[Entry]]]:
    """(section key, section title, entries) in the reference's order."""
    entries = entries_for(game)
    return [(key, title, [e for e in entries if e.section == key])
            for key, title in SECTIONS.items() if any(e.section == key for e in entries)]


def load_synonyms(game: Game) -> dict[str, list[str]]:
    """The game's own synonyms: canonical word -> the words players use for it."""
    path = content_path(game)
    return tomllib.loads(path.read_text(encoding="utf-8")).get("synonyms", {})
