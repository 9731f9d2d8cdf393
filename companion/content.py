"""Rules content: each game's entries (reference, questions, mistakes) from its TOML file.

An entry is a list of statements, each naming its source, so a player can tell what the
rulebook says from what reviews or our own reading add:

    [[entry]]
    id = "token-piles"
    section = "setup"
    title = "How many tokens go in each pile?"
    phrasings = ["how many tokens with 3 players"]
    related = ["setup-overview"]
    [[entry.statement]]
    text = "..."
    source = "rulebook p. 2"      # or "rulebook § <section>", "assistant", "reviews",
                                  # "our reading", "not in our sources", "app"
"""
import os
import re
import tomllib
from dataclasses import dataclass, replace
from pathlib import Path
from time import monotonic

from companion.games.base import Game
from companion.glossary import section_names
from companion.i18n import Joined, Msg

SECTIONS = {
    "setup": Msg("Setup"),
    "turn": Msg("A turn"),
    "special": Msg("Special tiles and cases"),
    "end": Msg("End of the game"),
    "scoring": Msg("Scoring"),
    "faq": Msg("Questions"),
    "mistakes": Msg("Common mistakes"),
}
# Where a statement comes from, as a player reads it.
SOURCE_KINDS = {
    "rulebook": Msg("Rulebook"),
    "assistant": Msg("Rules-assistant page (French, third-party)"),
    "reviews": Msg("Reviews"),
    "our reading": Msg("Our reading"),
    "not in our sources": Msg("Not in our sources"),
    "app": Msg("How the app works"),
}
_SOURCE = re.compile(r"^(?:rulebook (?:p\. (?P<page>\d+(?:[-–]\d+)?(?:, \d+)*)|§ (?P<section>.+))"
                     r"|(?P<other>assistant|reviews|our reading|not in our sources|app))$")


@dataclass(frozen=True)
class Source:
    kind: str                  # a key of SOURCE_KINDS
    page: str | None = None    # rulebook page(s), when known
    section: str | None = None  # rulebook section (its Spanish heading), when no page is
    title: str | None = None    # that section as the reader's edition names it

    @property
    def shown_section(self) -> str | None:
        return self.title or self.section

    @property
    def label(self) -> Msg:
        if self.page:
            return Msg("Rulebook p. {page}", page=self.page)
        if self.section:
            return Msg("Rulebook, section “{section}”", section=self.shown_section)
        return SOURCE_KINDS[self.kind]


def parse_source(text: str) -> Source | None:
    match = _SOURCE.match(text.strip())
    if not match:
        return None
    if match["other"]:
        return Source(match["other"])
    return Source("rulebook", match["page"], match["section"])


@dataclass(frozen=True)
class Statement:
    text: str
    source: Source


@dataclass(frozen=True)
class Entry:
    id: str
    section: str
    title: str
    statements: tuple[Statement, ...]
    phrasings: tuple[str, ...] = ()
    related: tuple[str, ...] = ()
    merged: tuple[str, ...] = ()   # ids of entries merged into this one (links still work)

    @property
    def body(self) -> str:
        return " ".join(s.text for s in self.statements)

    @property
    def rulebook(self) -> Source | None:
        """The first rulebook reference of the entry: where to check it at the table."""
        return next((s.source for s in self.statements if s.source.kind == "rulebook"), None)

    @property
    def page(self) -> str | None:
        source = self.rulebook
        return (source.page or source.shown_section) if source else None

    @property
    def cite(self) -> Msg:
        """The entry's sources in order, each once: "Rulebook p. 4 · Reviews"."""
        labels = dict.fromkeys(s.source.label for s in self.statements)
        return Joined(" · ", list(labels))


class ContentError(ValueError):
    pass


LANGUAGES = ("en", "es", "fr")


def content_path(game: Game, lang: str = "en") -> Path:
    return Path(content_file(game, lang))


_folders: dict[type, str] = {}   # a game's class -> its content folder


def content_file(game: Game, lang: str = "en") -> str:
    """`rules.<lang>.toml` in the game's folder (the same entry ids in every language), as a
    string, the folder found once per game: every question looks its files up, and building
    a Path each time costs more than the lookup."""
    folder = _folders.get(type(game))
    if folder is None:
        folder = _folders[type(game)] = str(game.content_dir)
    return os.path.join(folder, f"rules.{lang}.toml")


LOOKED_AT_AGAIN_AFTER = 1.0   # seconds
_looked_at: dict[str, tuple[float, tuple[int, int] | None]] = {}


def file_stamp(path: str) -> tuple[int, int] | None:
    """The file's modification time and size, None if there is none; asked of the system
    at most once a second per file. Content files change only while someone edits them,
    and every question looks them up: a system call lets the server's other threads take
    the interpreter, and getting it back costs a busy server milliseconds."""
    now = monotonic()
    found = _looked_at.get(path)
    if found is None or now - found[0] >= LOOKED_AT_AGAIN_AFTER:
        try:
            stat = os.stat(path)
            stamp = (stat.st_mtime_ns, stat.st_size)
        except FileNotFoundError:
            stamp = None
        found = _looked_at[path] = (now, stamp)
    return found[1]


def languages_of(game: Game) -> list[str]:
    return [lang for lang in LANGUAGES if file_stamp(content_file(game, lang)) is not None]


def _statements(raw: dict, where: str, names: dict[str, str]) -> tuple[Statement, ...]:
    items = raw.get("statement") or []
    if not items:
        raise ContentError(f"{where} has no statement")
    out = []
    for item in items:
        text, source = str(item.get("text", "")).strip(), item.get("source")
        parsed = parse_source(source) if isinstance(source, str) else None
        if not text or parsed is None:
            raise ContentError(f"{where}: every statement needs text and a known source "
                               f"(got {source!r})")
        if parsed.section:
            parsed = replace(parsed, title=names.get(parsed.section))
        out.append(Statement(" ".join(text.split()), parsed))
    return tuple(out)


def load_entries(game: Game, lang: str = "en") -> list[Entry]:
    """Read and check the game's `rules.<lang>.toml`; ContentError names what is wrong."""
    path = content_path(game, lang)
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    names = section_names(game, lang)
    entries = []
    for raw in data.get("entry", []):
        where = f"{path.name}: entry {raw.get('id')!r}"
        missing = [k for k in ("id", "section", "title") if not raw.get(k)]
        if missing:
            raise ContentError(f"{where} lacks {missing}")
        if raw["section"] not in SECTIONS:
            raise ContentError(f"{where} has unknown section")
        entries.append(Entry(raw["id"], raw["section"], raw["title"],
                             _statements(raw, where, names), tuple(raw.get("phrasings", ())),
                             tuple(raw.get("related", ())), tuple(raw.get("merged", ()))))
    ids = [e.id for e in entries]
    old_ids = [old for e in entries for old in e.merged]
    if len(set(ids + old_ids)) != len(ids) + len(old_ids):
        raise ContentError(f"{path.name}: duplicate entry ids (or an id merged twice)")
    for entry in entries:
        broken = [r for r in entry.related if r not in ids]
        if broken:
            raise ContentError(f"{path.name}: {entry.id} links to unknown {broken}")
    return entries


_CONTENT: dict[tuple[str, str], list[Entry]] = {}


def entries_for(game: Game, lang: str = "en") -> list[Entry]:
    """The game's entries in `lang` (English while a language has no content file)."""
    if lang not in languages_of(game):
        lang = "en"
    if (game.slug, lang) not in _CONTENT:
        _CONTENT[game.slug, lang] = load_entries(game, lang)
    return _CONTENT[game.slug, lang]


def entry_by_id(game: Game, entry_id: str, lang: str = "en") -> Entry | None:
    return next((e for e in entries_for(game, lang) if e.id == entry_id), None)


def section_titles(game: Game) -> dict[str, Msg]:
    """The reference's sections as the game names them (a game without tiles has no
    "Special tiles and cases")."""
    return {**SECTIONS, **game.section_titles}


def merged_into(game: Game, entry_id: str, lang: str = "en") -> Entry | None:
    """The entry that an entry merged away (`entry_id`) lives on in, for its old links."""
    return next((e for e in entries_for(game, lang) if entry_id in e.merged), None)


def grouped(game: Game, lang: str = "en") -> list[tuple[str, str, list[Entry]]]:
    """(section key, section title, entries) in the reference's order."""
    entries = entries_for(game, lang)
    return [(key, title, [e for e in entries if e.section == key])
            for key, title in section_titles(game).items()
            if any(e.section == key for e in entries)]


def load_synonyms(game: Game, lang: str = "en") -> dict[str, list[str]]:
    """The game's own synonyms: canonical word -> the words players use for it."""
    path = content_path(game, lang)
    return tomllib.loads(path.read_text(encoding="utf-8")).get("synonyms", {})
