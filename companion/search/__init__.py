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
from companion.search.index import index_rules
from companion.search.lexicon import content_language
from companion.search.text import choose_language, fold, stem, words
from companion.search.typos import Vocabulary, edit_distance

__all__ = ["QUESTION_MAX", "Answer", "Vocabulary", "answer_question", "ask", "choose_language",
           "content_language", "edit_distance", "fold", "index_rules", "init_app",
           "nearest_section", "question_terms", "save_unanswered", "stem", "unanswered",
           "words"]


def init_app(app) -> None:
    from companion.db import connect
    db = connect(app.config["DATABASE"])
    try:
        index_rules(db)
    finally:
        db.conn.close()
