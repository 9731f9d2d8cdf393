"""The FTS5 index: one table for every game and language, holding folded Snowball stems."""
from collections.abc import Iterable

from sqlite_utils import Database

from companion import content
from companion.db import file_of
from companion.games import GAMES
from companion.games.base import Game
from companion.search.lexicon import lexicon_for

TABLE = "rule_search"
# Our own stems go in; the tokenizer only splits them and folds case and accents again.
CREATE = (f"CREATE VIRTUAL TABLE {TABLE} USING fts5(game UNINDEXED, lang UNINDEXED, "
          "id UNINDEXED, title, phrasings, body, tokenize='unicode61 remove_diacritics 2')")
# bm25 weights, one per column: title and phrasings say more than the body.
RANK = f"bm25({TABLE}, 0, 0, 0, 6.0, 4.0, 1.0)"


# Database file -> how many times this process built its index: a question's matches are
# kept until the index of their file is built again.
_builds: dict[str, int] = {}


def index_stamp(db: Database) -> tuple[str, int] | None:
    """What a database's index is, for keeping search results; None when it cannot be told
    (a database opened without `companion.db.connect`, or in memory)."""
    path = file_of(db)
    return None if path is None else (path, _builds.get(path, 0))


def index_rules(db: Database, games: Iterable[Game] | None = None) -> None:
    """Rebuild the search index from the content files of every game and language."""
    rows = []
    for game in GAMES.values() if games is None else games:
        for lang in content.languages_of(game):
            lexicon = lexicon_for(game, lang)
            for entry_id in lexicon.entries:
                row = lexicon.index_row(entry_id)
                rows.append((game.slug, lang, entry_id, row["title"], row["phrasings"],
                             row["body"]))
    db.execute("BEGIN IMMEDIATE")
    try:
        for old in ("rule_entries_fts", "rule_entries", TABLE):  # rule_entries*: before languages
            db.execute(f"DROP TABLE IF EXISTS {old}")
        db.execute(CREATE)
        db.conn.executemany(f"INSERT INTO {TABLE} VALUES (?, ?, ?, ?, ?, ?)", rows)
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
    path = file_of(db)
    if path:
        _builds[path] = _builds.get(path, 0) + 1


def matching(db: Database, game: Game, lang: str, terms: list[str]) -> dict[str, float]:
    """Entry id -> bm25 rank (lower is better) of every entry holding any of the terms."""
    if not terms:
        return {}
    match = " OR ".join('"' + t.replace('"', "") + '"' for t in terms)
    sql = (f"SELECT id, {RANK} FROM {TABLE} WHERE {TABLE} MATCH ? AND game = ? AND lang = ?")
    return dict(db.execute(sql, [match, game.slug, lang]).fetchall())


def warm_vectors(database: str, model, games: Iterable[Game] | None = None) -> None:
    """Every entry's and off-topic question's vectors made or read now (the sentence model
    has just loaded), and the kept vectors of texts no longer in use dropped."""
    from companion.db import connect
    from companion.search import off_topic, sentences
    db = connect(database)
    try:
        kept = set()
        for game in GAMES.values() if games is None else games:
            for lang in content.languages_of(game):
                lexicon = lexicon_for(game, lang)
                lexicon.vectors(db, model)
                texts, _, _ = sentences.entry_texts(lexicon.entries.values())
                kept.update(sentences.key(model.name, t) for t in texts)
        for lang in content.LANGUAGES:
            off_topic.matrix(db, model, lang)
            kept.update(sentences.key(model.name, t) for t in off_topic.questions(lang))
        if games is None:
            sentences.forget_others(db, kept)
    finally:
        db.conn.close()
