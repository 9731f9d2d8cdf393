"""Answers to rules questions: the curated entries, found with SQLite FTS5.

Questions and entries are both rewritten word by word (synonyms to one canonical word,
typos to the nearest word of the rules), then FTS5 with the Porter stemmer finds
candidates and each is scored by how much of the question it covers, title and
phrasings counting more than the body. Below the threshold the answer is "not found":
a weak match is never shown as the answer.
"""
import math
import re
import tomllib
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from sqlite_utils import Database

from companion.content import Entry, entries_for, entry_by_id, load_synonyms
from companion.games import GAMES
from companion.games.base import Game

QUESTION_MAX = 200
THRESHOLD = 0.5          # share of the question an entry must cover to be an answer
CLOSE_TO_BEST = 0.25     # further answers must score within this of the best one
BODY_WEIGHT = 0.5        # a word found only in the body counts half
UNKNOWN_WEIGHT = 0.6     # weight of a question word found in no entry
MIN_WEIGHT = 0.35        # floor of a common word's weight
NEAR_BONUS = 0.5         # two question words close together in a title or phrasing
WEAK_WORDS = {"game", "games", "player", "players", "play", "playing", "rule", "rules"}
# Function words and table chatter that say nothing about which rule is meant.
STOPWORDS = frozenset(
    "a about am an and anybody anyone are as at be been being but by can could did do does "
    "doing during else everyone everybody exactly explain for from get gets go goes going got "
    "had happen happened happens has have having he her here "
    "his how i if in into is it its just know me mean means might must my now of ok okay on "
    "or our please really should so some somebody someone such tell than that the their them "
    "then there these they this those to too us very was we were what when where which while "
    "who whom why will with would you your yours s t".split())
SHARED_SYNONYMS = tomllib.loads(
    (Path(__file__).parent / "synonyms.toml").read_text(encoding="utf-8"))


@dataclass(frozen=True)
class Answer:
    entry: Entry
    score: float


def words(text: str) -> list[str]:
    """Lower-case words; ordinals lose their suffix, so "13th" and "13" meet."""
    text = re.sub(r"\b(\d+)(st|nd|rd|th)\b", r"\1", text.lower().replace("’", "'"))
    return re.findall(r"[a-z0-9]+", text)


_SYNONYMS: dict[str, dict[str, str]] = {}
_VOCABULARY: dict[str, list[str]] = {}


def synonyms(game: Game) -> dict[str, str]:
    """variant -> canonical word, shared list first, the game's own list on top."""
    if game.slug not in _SYNONYMS:
        table: dict[str, str] = {}
        for source in (SHARED_SYNONYMS, load_synonyms(game)):
            for canonical, variants in source.items():
                table.update({v.lower(): canonical.lower() for v in variants})
        _SYNONYMS[game.slug] = table
    return _SYNONYMS[game.slug]


def _phrases(text: str, game: Game) -> str:
    """Multi-word synonyms ("same score" -> "tie") are replaced before splitting words."""
    text = " ".join(words(text))
    for variant, word in synonyms(game).items():
        if " " in variant:
            text = re.sub(rf"\b{re.escape(variant)}\b", word, text)
    return text


def canonical(text: str, game: Game) -> str:
    table = synonyms(game)
    return " ".join(table.get(w, w) for w in words(_phrases(text, game)))


def vocabulary(game: Game) -> list[str]:
    """Every word of the game's rules content and synonym lists, for spelling fixes."""
    if game.slug not in _VOCABULARY:
        found = set(synonyms(game)) | set(synonyms(game).values())
        for e in entries_for(game):
            found.update(words(" ".join((e.title, e.body, *e.phrasings))))
        _VOCABULARY[game.slug] = sorted(found)
    return _VOCABULARY[game.slug]


def edit_distance(a: str, b: str) -> int:
    """Levenshtein distance counting a swap of two neighbours as one edit."""
    previous2, previous = None, list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                current[j] = min(current[j], previous2[j - 2] + 1)
        previous2, previous = previous, current
    return previous[-1]


def closest_word(word: str, known: list[str]) -> str | None:
    """A typo's intended word: 1 edit away from 4 letters on, 2 from 8 letters on."""
    allowed = 2 if len(word) >= 8 else 1 if len(word) >= 4 else 0
    if not allowed:
        return None
    best = min(((edit_distance(word, k), k) for k in known if abs(len(k) - len(word)) <= allowed),
               default=None)
    return best[1] if best and best[0] <= allowed else None


def question_terms(question: str, game: Game) -> list[str]:
    """The question's meaningful words, spelling fixed and synonyms made canonical."""
    table, known = synonyms(game), vocabulary(game)
    question = question.lower().replace(game.name.lower(), " ")  # "Ankh'or" is no ankh
    terms: list[str] = []
    for word in words(_phrases(question, game)):
        if word not in table and word not in known:
            word = closest_word(word, known) or word
        word = table.get(word, word)
        if word not in STOPWORDS and word not in terms:
            terms.append(word)
    return terms


def index_rules(db: Database) -> None:
    """Rebuild the search index from the content files (done at start-up)."""
    rows = [{"key": f"{slug}:{e.id}", "game": slug, "id": e.id,
             "title": canonical(e.title, game),
             "phrasings": " | ".join(canonical(p, game) for p in e.phrasings),
             "body": canonical(e.body, game)}
            for slug, game in GAMES.items() for e in entries_for(game)]
    with db.conn:
        db["rule_entries_fts"].drop(ignore=True)
        db["rule_entries"].drop(ignore=True)
        db["rule_entries"].insert_all(rows, pk="key")
        db["rule_entries"].enable_fts(["title", "phrasings", "body"], tokenize="porter")


def _matching(db: Database, slug: str, match: str) -> dict[str, float]:
    sql = """SELECT r.id, bm25(rule_entries_fts, 6.0, 4.0, 1.0) AS rank
             FROM rule_entries_fts JOIN rule_entries r ON r.rowid = rule_entries_fts.rowid
             WHERE rule_entries_fts MATCH ? AND r.game = ?"""
    return {row["id"]: row["rank"] for row in db.query(sql, [match, slug])}


def term_weight(term: str, entries_with_it: int) -> float:
    """Rare words say more about the question than words found in many entries."""
    base = 0.5 if term in WEAK_WORDS or term.isdigit() else 1.0
    if entries_with_it == 0:  # unknown to the rules: noise, or a sign of an unrelated question
        return base * UNKNOWN_WEIGHT
    return base * max(MIN_WEIGHT, 1.0 / (1.0 + math.log(entries_with_it)))


def ask(db: Database, game: Game, question: str, limit: int = 3,
        lang: str = "en") -> list[Answer]:
    """The best 1-3 entries answering the question, best first; [] when none is good."""
    terms = question_terms(question, game)
    if not terms:
        return []
    weights: dict[str, float] = {}
    coverage: dict[str, float] = {}
    for term in terms:
        quoted = '"' + term.replace('"', "") + '"'
        in_body = _matching(db, game.slug, f"body : {quoted}")
        in_heads = _matching(db, game.slug, f"{{title phrasings}} : {quoted}")
        weights[term] = term_weight(term, len(in_body.keys() | in_heads.keys()))
        for entry_id in in_body.keys() | in_heads.keys():
            share = 1.0 if entry_id in in_heads else BODY_WEIGHT
            coverage[entry_id] = coverage.get(entry_id, 0.0) + weights[term] * share
    for a, b in zip(terms, terms[1:], strict=False):
        near = f'{{title phrasings}} : NEAR("{a}" "{b}", 2)'.replace('""', '"')
        for entry_id in _matching(db, game.slug, near):
            coverage[entry_id] += NEAR_BONUS * min(weights[a], weights[b])
    if not coverage:
        return []
    relevance = _matching(db, game.slug, " OR ".join(
        '"' + t.replace('"', "") + '"' for t in terms))
    total = sum(weights.values())
    ranked = sorted(coverage, key=lambda i: (-coverage[i], relevance.get(i, 0.0)))
    best = coverage[ranked[0]] / total
    answers = []
    for entry_id in ranked[:limit]:
        score = coverage[entry_id] / total
        if score >= THRESHOLD and score >= best - CLOSE_TO_BEST:
            answers.append(Answer(entry_by_id(game, entry_id), round(min(score, 1.0), 3)))
    return answers


def answer_question(db: Database, game: Game, question: str):
    """Answers, or the section to look in; a question with no answer is saved."""
    answers = ask(db, game, question)
    if answers:
        return answers, None
    save_unanswered(db, game, question)
    return [], nearest_section(db, game, question)


def nearest_section(db: Database, game: Game, question: str) -> str | None:
    """For a question without an answer: the section of the loosest match, to point to."""
    terms = question_terms(question, game)
    if not terms:
        return None
    relevance = _matching(db, game.slug, " OR ".join(
        '"' + t.replace('"', "") + '"' for t in terms))
    if not relevance:
        return None
    entry = entry_by_id(game, min(relevance, key=relevance.get))
    return entry.section if entry else None


def save_unanswered(db: Database, game: Game, question: str) -> None:
    db.execute("INSERT INTO unanswered (game, question, asked) VALUES (?, ?, ?)",
               [game.slug, question, datetime.now(UTC).isoformat(timespec="seconds")])


def unanswered(db: Database, limit: int = 200) -> list[dict]:
    return list(db.query("SELECT * FROM unanswered ORDER BY asked DESC, rowid DESC LIMIT ?",
                         [limit]))


def init_app(app) -> None:
    from companion.db import connect
    db = connect(app.config["DATABASE"])
    try:
        index_rules(db)
    finally:
        db.conn.close()
