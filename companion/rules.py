"""Rules content: loaded from each game's TOML file, checked, and indexed for search (FTS5)."""
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

from flask import Flask
from sqlite_utils import Database

from companion.games import GAMES
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
GAMES_DIR = Path(__file__).parent / "games"
# Words too common to help find an answer.
STOPWORDS = frozenset(
    "a an and are as at be but by can do does for from how i if in is it its me my of on or "
    "so that the their them then there this to too was we what when where which who why will "
    "with you your".split()
)


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


def load_entries(game: Game) -> list[Entry]:
    """Read and check `games/<slug>.toml`; ContentError names what is wrong."""
    path = GAMES_DIR / f"{game.slug}.toml"
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


def index_rules(db: Database) -> None:
    """Rebuild the search index from the content files (done at start-up)."""
    table = db["rule_entries"]
    rows = [{"key": f"{slug}:{e.id}", "game": slug, "id": e.id, "section": e.section,
             "title": e.title, "phrasings": " | ".join(e.phrasings), "body": e.body,
             "page": e.page}
            for slug, game in GAMES.items() for e in entries_for(game)]
    with db.conn:
        table.drop(ignore=True)
        db["rule_entries_fts"].drop(ignore=True)
        table.insert_all(rows, pk="key")
        table.enable_fts(["title", "phrasings", "body"], tokenize="porter")


def query_terms(question: str) -> list[str]:
    words = re.findall(r"[a-z0-9']+", question.lower().replace("’", "'"))
    return [w.strip("'") for w in words if w.strip("'") and w not in STOPWORDS]


def search(db: Database, game_slug: str, question: str, limit: int = 5) -> list[dict]:
    """Entries matching any word of the question; title and phrasings weigh most."""
    terms = query_terms(question)
    if not terms:
        return []
    match = " OR ".join(f'"{t}"' for t in terms)
    sql = """SELECT r.id, r.title, r.body, r.page, r.section,
                    bm25(rule_entries_fts, 8.0, 4.0, 1.0) AS rank
             FROM rule_entries_fts JOIN rule_entries r ON r.rowid = rule_entries_fts.rowid
             WHERE rule_entries_fts MATCH ? AND r.game = ?
             ORDER BY rank LIMIT ?"""
    return [dict(row) for row in db.query(sql, [match, game_slug, limit])]


def init_app(app: Flask) -> None:
    from companion.db import connect
    db = connect(app.config["DATABASE"])
    try:
        index_rules(db)
    finally:
        db.conn.close()
