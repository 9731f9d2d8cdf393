"""Answers to rules questions, in English, Spanish and French, found with SQLite FTS5.

text: words, accents, Snowball stems and stop words per language. lexicon: per game and
language, the synonyms, the vocabulary for typos and each entry's terms. index: the one
FTS5 table for every game and language. answers: the question's scoring and `ask`.
"""
from companion.search.answers import (
    QUESTION_MAX,
    Answer,
    answer_question,
    ask,
    nearest_section,
    question_terms,
    save_unanswered,
    unanswered,
)
from companion.search import sentences
from companion.search.index import index_rules, warm_vectors
from companion.search.lexicon import content_language
from companion.search.text import choose_language, fold, stem, words
from companion.search.typos import Vocabulary, edit_distance

__all__ = ["QUESTION_MAX", "Answer", "Vocabulary", "answer_question", "ask", "choose_language",
           "content_language", "edit_distance", "fold", "index_rules", "init_app",
           "nearest_section", "question_terms", "save_unanswered", "stem", "unanswered",
           "words"]


def init_app(app) -> None:
    """Build the index now; load the sentence model in the background (RULES_MODEL, on by
    default except in tests), then make or read every entry's vectors: until then the
    answers are lexical."""
    from companion.db import connect
    db = connect(app.config["DATABASE"])
    try:
        index_rules(db)
    finally:
        db.conn.close()
    model = app.extensions[sentences.EXTENSION] = sentences.SentenceModel()
    if app.config.get("RULES_MODEL", not app.testing) and sentences.available():
        model.start(then=lambda ready: warm_vectors(app.config["DATABASE"], ready))
