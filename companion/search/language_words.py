"""The words of each language, so that a word of the language is not read as a typo of a
game's word ("huevos" is not "huecos", "cuesta" not "cuenta", "films" not "fills").

From wordfreq's small word lists (words used at least once in a million, in many kinds of
text). They are read from the package's data files without importing the package, whose
import pulls in some 15 MB of text tools we do not use, and kept as sorted 64-bit hashes of
the folded words: about 0.3 MB a language, where a set of the strings took ten times that.
A hash shared by chance makes a typo pass for a word: it is then left as written."""
import gzip
from functools import cache
from importlib.util import find_spec
from pathlib import Path

import msgpack
import numpy as np

from companion.search.text import fold


def _word_list(lang: str) -> list[str]:
    spec = find_spec("wordfreq")
    if spec is None or not spec.submodule_search_locations:
        return []
    path = Path(spec.submodule_search_locations[0]) / "data" / f"small_{lang}.msgpack.gz"
    if not path.exists():
        return []
    with gzip.open(path) as packed:
        header, *buckets = msgpack.load(packed, raw=False)
    if header.get("format") != "cB":   # a list of buckets of words, commonest first
        return []
    return [word for bucket in buckets for word in bucket]


@cache
def _hashes(lang: str) -> np.ndarray:
    return np.unique(np.array([hash(fold(w)) for w in _word_list(lang)], dtype=np.int64))


def load(languages) -> None:
    """Read the word lists now (in the background after start-up), not at a question."""
    for lang in languages:
        _hashes(lang)


def is_word_of(word: str, lang: str) -> bool:
    """A word of the language as people write it (accents or not)."""
    found = _hashes(lang)
    key = hash(fold(word))
    i = int(np.searchsorted(found, key))
    return i < len(found) and int(found[i]) == key
