"""The FTS5 index: one table for every game and language, holding folded Snowball stems.

It lives in the cache beside the group's database (companion.cache), with the sentence
vectors: made again at every start-up from the package's content, and wherever it is found
missing; never in the group's database, nor in a backup.
"""
from collections.abc import Iterable

from sqlite_utils import Database

from companion import content
from companion.cache import cache_file, cache_of, open_cache
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
    (a database opened without `companion.cache.open_cache`, or in memory)."""
    path = file_of(db)
    return None if path is None else (path, _builds.get(path, 0))


def index_of(db: Database) -> Database:
    """The database that holds the rules index for the group's database `db`: its cache,
    where the index is made first if it is not there."""
    cache = cache_of(db)
    if not getattr(cache, "indexed", False):
        if not cache.execute("SELECT 1 FROM sqlite_master WHERE name = ?", [TABLE]).fetchone():
            index_rules(cache)
        cache.indexed = True
    return cache


def index_rules(cache: Database, games: Iterable[Game] | None = None) -> None:
    """Rebuild the search index in `cache` (a cache database: companion.cache) from the
    content files of every game and language."""
    rows = []
    for game in GAMES.values() if games is None else games:
        for lang in content.languages_of(game):
            lexicon = lexicon_for(game, lang)
            for entry_id in lexicon.entries:
                row = lexicon.index_row(entry_id)
                rows.append((game.slug, lang, entry_id, row["title"], row["phrasings"],
                             row["body"]))
    cache.execute("BEGIN IMMEDIATE")
    try:
        cache.execute(f"DROP TABLE IF EXISTS {TABLE}")
        cache.execute(CREATE)
        cache.conn.executemany(f"INSERT INTO {TABLE} VALUES (?, ?, ?, ?, ?, ?)", rows)
    except BaseException:
        cache.execute("ROLLBACK")
        raise
    cache.execute("COMMIT")
    cache.indexed = True
    path = file_of(cache)
    if path:
        _builds[path] = _builds.get(path, 0) + 1


def matching(index: Database, game: Game, lang: str, terms: list[str]) -> dict[str, float]:
    """Entry id -> bm25 rank (lower is better) of every entry holding any of the terms
    (`index`: the database index_of gives)."""
    if not terms:
        return {}
    match = " OR ".join('"' + t.replace('"', "") + '"' for t in terms)
    sql = (f"SELECT id, {RANK} FROM {TABLE} WHERE {TABLE} MATCH ? AND game = ? AND lang = ?")
    return dict(index.execute(sql, [match, game.slug, lang]).fetchall())


def encoded_texts(games: Iterable[Game] | None = None) -> set[str]:
    """Every text the sentence model encodes: each entry's title and phrasings in every
    language of the games (all by default), and the off-topic questions of every language."""
    from companion.search import off_topic, sentences
    texts = set()
    for game in GAMES.values() if games is None else games:
        for lang in content.languages_of(game):
            texts.update(sentences.entry_texts(lexicon_for(game, lang).entries.values())[0])
    for lang in content.LANGUAGES:
        texts.update(off_topic.questions(lang))
    return texts


def warm_vectors(database: str, model, games: Iterable[Game] | None = None) -> None:
    """Every entry's and off-topic question's vectors made or read now (the sentence model
    has just loaded), and the kept vectors of texts no longer in use dropped; in the cache
    of the group's database file `database`."""
    from companion.search import off_topic, sentences
    db = open_cache(cache_file(database))
    try:
        for game in GAMES.values() if games is None else games:
            for lang in content.languages_of(game):
                lexicon_for(game, lang).vectors(db, model)
        for lang in content.LANGUAGES:
            off_topic.matrix(db, model, lang)
        if games is None:
            sentences.forget_others(db, {sentences.key(model.name, text)
                                         for text in encoded_texts()})
    finally:
        db.conn.close()
