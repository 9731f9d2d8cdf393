"""The words of each language, so that a word of the language is not read as a typo of a
game's word ("huevos" is not "huecos", "cuesta" not "cuenta", "films" not "fills").

From wordfreq's small word lists (words used at least once in a million, in many kinds of
text). They are read from the package's data files without importing the package, whose
import pulls in some 15 MB of text tools we do not use, and kept as sorted 64-bit hashes of
the folded words: about 0.3 MB a language, where a set of the strings took ten times that.
A hash shared by chance makes a typo pass for a word: it is then left as written."""
import gzip
from array import array
from collections.abc import Iterator
from functools import cache
from importlib.util import find_spec
from pathlib import Path

import msgpack
import numpy as np

from companion.search.text import fold


def _words(lang: str) -> Iterator[str]:
    """The list's words, read a bucket at a time: the whole list at once would leave some
    15 MB behind in the allocator for the three languages."""
    spec = find_spec("wordfreq")
    if spec is None or not spec.submodule_search_locations:
        return
    path = Path(spec.submodule_search_locations[0]) / "data" / f"small_{lang}.msgpack.gz"
    if not path.exists():
        return
    with gzip.open(path) as packed:
        unpacker = msgpack.Unpacker(packed, raw=False)
        buckets = unpacker.read_array_header() - 1
        if unpacker.unpack().get("format") != "cB":   # buckets of words, commonest first
            return
        for _ in range(buckets):
            yield from unpacker.unpack()


@cache
def _hashes(lang: str) -> np.ndarray:
    # fold.__wrapped__: the words would fill fold's cache, which serves the questions.
    found = array("q", (hash(fold.__wrapped__(word)) for word in _words(lang)))
    return np.unique(np.frombuffer(found, dtype=np.int64))


def load(languages) -> None:
    """Read the word lists now (in the background after start-up), not at a question."""
    for lang in languages:
        _hashes(lang)


def has_words(lang: str) -> bool:
    """The language's list is there (wordfreq installed and knowing the language)."""
    return len(_hashes(lang)) > 0


def is_word_of(word: str, lang: str) -> bool:
    """A word of the language as people write it (accents or not)."""
    found = _hashes(lang)
    key = hash(fold(word))
    i = int(np.searchsorted(found, key))
    return i < len(found) and int(found[i]) == key
