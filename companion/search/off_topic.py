"""Questions about something else than the rules (off_topic.toml), as sentence vectors: the
not-found rule refuses a question nearer to one of them than to every entry of the game."""
import tomllib
from functools import cache
from pathlib import Path

import numpy as np
from sqlite_utils import Database

from companion.search import sentences

FILE = Path(__file__).with_name("off_topic.toml")
_matrices: dict[tuple[str, str], np.ndarray] = {}   # (model name, language) -> vectors


@cache
def questions(lang: str) -> tuple[str, ...]:
    return tuple(tomllib.loads(FILE.read_text(encoding="utf-8")).get(lang, ()))


def matrix(db: Database, model: sentences.SentenceModel, lang: str) -> np.ndarray:
    key = (model.name, lang)
    if key not in _matrices:
        _matrices[key] = sentences.cached_vectors(db, model, questions(lang))
    return _matrices[key]


def off_topic_similarity(db: Database, model: sentences.SentenceModel, lang: str,
                         question: np.ndarray) -> float:
    """The cosine of the off-topic question nearest to the question's vector (-1: none)."""
    found = matrix(db, model, lang)
    return float((found @ question).max()) if len(found) else -1.0
