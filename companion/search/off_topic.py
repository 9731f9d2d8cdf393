"""Questions about something else than the rules (off_topic.toml): as sentence vectors, the
not-found rule refuses a question about as near to one of them as to the game's nearest
entry; and a question naming another game (chess, Monopoly...) is refused by that name."""
import tomllib
from functools import cache
from pathlib import Path

import numpy as np
from sqlite_utils import Database

from companion.search import sentences
from companion.search.text import fold, words

FILE = Path(__file__).with_name("off_topic.toml")
_matrices: dict[tuple[str, str], np.ndarray] = {}   # (model name, language) -> vectors


@cache
def _data() -> dict:
    return tomllib.loads(FILE.read_text(encoding="utf-8"))


def questions(lang: str) -> tuple[str, ...]:
    return tuple(_data().get(lang, ()))


@cache
def other_games(lang: str) -> dict[str, tuple[tuple[str, ...], ...]]:
    """The names of other games, each as its folded words, filed under its first word."""
    names = (*_data()["other_games"]["all"], *_data()["other_games"].get(lang, ()))
    by_first: dict[str, list[tuple[str, ...]]] = {}
    for name in names:
        folded = tuple(fold(w) for w in words(name, lang))
        if folded:
            by_first.setdefault(folded[0], []).append(folded)
    return {first: tuple(found) for first, found in by_first.items()}


@cache
def real_names() -> frozenset[str]:
    """Real people, gods and places ([real_names]), folded: words from elsewhere."""
    return frozenset(fold(name) for name in _data()["real_names"]["all"])


def names_another_game(question: str, lang: str, own_words=()) -> bool:
    """The question names a game other than this one (a word of the game's own content,
    `own_words`, folded, never counts as a name)."""
    keys = [fold(w) for w in words(question, lang)]
    names = other_games(lang)
    for i, key in enumerate(keys):
        for name in names.get(key, ()):
            if len(name) == 1 and name[0] in own_words:
                continue
            if tuple(keys[i:i + len(name)]) == name:
                return True
    return False


def matrix(db: Database, model: sentences.SentenceModel, lang: str) -> np.ndarray:
    key = (model.name, lang)
    if key not in _matrices:
        _matrices[key] = sentences.cached_vectors(db, model, questions(lang))
    return _matrices[key]


def off_topic_similarity(db: Database, model: sentences.SentenceModel, lang: str,
                         question: np.ndarray) -> float:
    """The cosine of the off-topic question nearest to the question's vector (-1: none)."""
    return float(off_topic_similarities(db, model, lang, question[np.newaxis])[0])


def off_topic_similarities(db: Database, model: sentences.SentenceModel, lang: str,
                           texts: np.ndarray) -> np.ndarray:
    """For each row of `texts` (unit vectors: a question, or its parts), the cosine of the
    nearest off-topic question (-1: none)."""
    found = matrix(db, model, lang)
    if not len(found):
        return np.full(len(texts), -1.0)
    return (texts @ found.T).max(axis=1)
