"""Answers to rules questions, in English, Spanish and French, found with SQLite FTS5.

text: words, accents, Snowball stems and stop words per language. lexicon: per game and
language, the synonyms, the vocabulary for typos and each entry's terms. index: the one
FTS5 table for every game and language, in the cache beside the group's database
(companion.cache) with the sentence vectors. answers: the question's scoring and `ask`, hybrid
with sentences (a multilingual sentence model) and off_topic (the not-found rule's
picture of questions about something else).
"""
import threading

from companion.content import LANGUAGES
from companion.search import language_words, sentences
from companion.search.answers import (
    QUESTION_MAX,
    Answer,
    Reply,
    answer_question,
    ask,
    maybe,
    nearest_section,
    question_terms,
    save_unanswered,
    unanswered,
)
from companion.search.index import index_of, index_rules, warm_vectors
from companion.search.lexicon import content_language
from companion.search.text import choose_language, fold, stem, words
from companion.search.typos import Vocabulary, edit_distance

START_AFTER = 5.0   # seconds: the model loads then if no page has been asked for yet

__all__ = ["QUESTION_MAX", "Answer", "Reply", "Vocabulary", "answer_question", "ask",
           "choose_language", "content_language", "edit_distance", "fold", "index_of",
           "index_rules", "init_app", "maybe", "nearest_section", "question_terms",
           "save_unanswered", "stem", "unanswered", "words"]


def init_app(app) -> None:
    """Build the index now; load the sentence model (RULES_MODEL, on by default except in
    tests) in the background once the first page has gone out, or after START_AFTER seconds
    without one, so that it never slows the first page; then make or read every entry's
    vectors. Until then the answers are lexical."""
    from companion.cache import cache_file, open_cache
    cache = open_cache(cache_file(app.config["DATABASE"]))
    try:
        index_rules(cache)   # made again at every start: the package may have changed
    finally:
        cache.conn.close()
    model = app.extensions[sentences.EXTENSION] = sentences.SentenceModel()
    if not (app.config.get("RULES_MODEL", not app.testing) and sentences.available()):
        return
    started = threading.Lock()

    def start() -> None:
        if started.acquire(blocking=False):
            model.start(then=lambda ready: (warm_vectors(app.config["DATABASE"], ready),
                                            language_words.load(LANGUAGES)))

    timer = threading.Timer(START_AFTER, start)
    timer.daemon = True
    timer.start()

    @app.after_request
    def start_after_this_response(response):
        if not started.locked():
            response.call_on_close(start)
        return response
