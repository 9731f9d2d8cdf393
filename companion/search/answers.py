"""Answers to a rules question: one FTS5 query, then each entry scored by what it covers.

An entry's score is the share of the question's weight it covers, title and phrasings
counting more than the body and two question words close together in a title counting
extra. Below the threshold the answer is "not found": a weak match is never the answer.
"""
import math
from dataclasses import dataclass, field
from datetime import UTC, datetime
from itertools import pairwise

from sqlite_utils import Database

from companion.content import Entry
from companion.db import select
from companion.games.base import Game
from companion.names import text_problem, tidy_text
from companion.search.index import index_stamp, matching
from companion.search.lexicon import Lexicon, lexicon_for
from companion.search.text import weak_terms

QUESTION_MAX = 200
THRESHOLD = 0.5          # share of the question an entry must cover to be an answer
CLOSE_TO_BEST = 0.25     # further answers must score within this of the best one
BODY_WEIGHT = 0.5        # a word found only in the body counts half
UNKNOWN_WEIGHT = 0.6     # weight of a question word found in no entry
MIN_WEIGHT = 0.35        # floor of a common word's weight
NEAR_BONUS = 0.5         # two question words close together in a title or phrasing


@dataclass(frozen=True)
class Answer:
    entry: Entry
    score: float


def question_terms(question: str, game: Game, lang: str = "en") -> list[str]:
    """The question's meaningful terms (stems), spelling fixed and synonyms made canonical."""
    return lexicon_for(game, lang).question_terms(question)


def term_weight(term: str, entries_with_it: int, lang: str = "en") -> float:
    """Rare words say more about the question than words found in many entries."""
    base = 0.5 if term in weak_terms(lang) or term.isdigit() else 1.0
    if entries_with_it == 0:  # unknown to the rules: noise, or a sign of an unrelated question
        return base * UNKNOWN_WEIGHT
    return base * max(MIN_WEIGHT, 1.0 / (1.0 + math.log(entries_with_it)))


@dataclass(frozen=True)
class _Search:
    lexicon: Lexicon
    terms: list[str]
    relevance: dict[str, float]  # entry id -> bm25 rank of every entry with a question term
    answered: dict[int, list[Answer]] = field(default_factory=dict, compare=False)  # by limit


def _search(db: Database, game: Game, question: str, lang: str) -> _Search:
    """The question's terms and matches, kept by the lexicon for its index: the same question
    (a phone asking again, a page reloaded) costs no spelling check and no FTS5 query."""
    lexicon = lexicon_for(game, lang)
    stamp = index_stamp(db)
    if stamp is not None and (found := lexicon.searches.get((stamp, question))):
        return found
    terms = lexicon.question_terms(question)
    found = _Search(lexicon, terms, matching(db, game, lexicon.lang, terms))
    if stamp is not None:
        lexicon.remember_search((stamp, question), found)
    return found


def _answers(found: _Search, limit: int) -> list[Answer]:
    """The answers of a search, worked out once per limit (the search may be a kept one)."""
    if limit not in found.answered:
        found.answered[limit] = _ranked_answers(found, limit)
    return found.answered[limit]


def _ranked_answers(found: _Search, limit: int) -> list[Answer]:
    lexicon, terms = found.lexicon, found.terms
    weights = {t: term_weight(t, lexicon.entries_with[t], lexicon.lang) for t in terms}
    coverage = {}
    for entry_id in found.relevance:
        info = lexicon.entry_terms.get(entry_id)
        if info is None:  # the content file changed since the index was built
            continue
        covered = sum(weights[t] * (1.0 if t in info.in_heads else BODY_WEIGHT)
                      for t in terms if t in info.in_heads or t in info.in_body)
        covered += sum(NEAR_BONUS * min(weights[a], weights[b])
                       for a, b in pairwise(terms) if info.near(a, b))
        coverage[entry_id] = covered
    if not coverage:
        return []
    total = sum(weights.values())
    ranked = sorted(coverage, key=lambda i: (-coverage[i], found.relevance[i]))
    best = coverage[ranked[0]] / total
    answers = []
    for entry_id in ranked[:limit]:
        score = coverage[entry_id] / total
        if score >= THRESHOLD and score >= best - CLOSE_TO_BEST:
            answers.append(Answer(lexicon.entries[entry_id], round(min(score, 1.0), 3)))
    return answers


def _section(found: _Search) -> str | None:
    """The section of the loosest match, to point to when nothing answers."""
    known = {i: rank for i, rank in found.relevance.items() if i in found.lexicon.entries}
    return found.lexicon.entries[min(known, key=known.get)].section if known else None


def ask(db: Database, game: Game, question: str, limit: int = 3,
        lang: str = "en") -> list[Answer]:
    """The best 1-3 entries answering the question, best first; [] when none is good.

    The entries are in `lang` when the game has content in it, else in English."""
    return _answers(_search(db, game, question, lang), limit)


def answer_question(db: Database, game: Game, question: str, lang: str = "en"):
    """Answers, or the section to look in; a question with no answer is saved."""
    found = _search(db, game, question, lang)
    answers = _answers(found, 3)
    if answers:
        return answers, None
    save_unanswered(db, game, question)
    return [], _section(found)


def nearest_section(db: Database, game: Game, question: str, lang: str = "en") -> str | None:
    """For a question without an answer: the section of the loosest match, to point to."""
    return _section(_search(db, game, question, lang))


UNANSWERED_KEPT = 300   # the most recent distinct questions; older ones are dropped


def save_unanswered(db: Database, game: Game, question: str) -> None:
    """One row per distinct question (by name_key: case, blanks and compatibility forms
    aside), the latest time it was asked; past UNANSWERED_KEPT rows the oldest go. A
    question the text rule refuses is not kept. A GET records it, so another site can
    make a phone ask: it can only push old questions out, never fill the disk."""
    question = tidy_text(question)
    if not question or text_problem(question):
        return
    asked = datetime.now(UTC).isoformat(timespec="seconds")
    db.execute("BEGIN IMMEDIATE")
    try:
        again = db.execute("UPDATE unanswered SET question = ?, asked = ? WHERE game = ? AND "
                           "name_key(question) = name_key(?)",
                           [question, asked, game.slug, question]).rowcount
        if not again:
            db.execute("INSERT INTO unanswered (game, question, asked) VALUES (?, ?, ?)",
                       [game.slug, question, asked])
        db.execute("DELETE FROM unanswered WHERE rowid NOT IN (SELECT rowid FROM unanswered "
                   "ORDER BY asked DESC, rowid DESC LIMIT ?)", [UNANSWERED_KEPT])
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def unanswered(db: Database, limit: int = 200) -> list[dict]:
    return list(select(db, "SELECT * FROM unanswered ORDER BY asked DESC, rowid DESC LIMIT ?",
                         [limit]))
