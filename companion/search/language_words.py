"""The words of each language, so that a word of the language is not read as a typo of a
game's word ("huevos" is not "huecos", "cuesta" not "cuenta", "films" not "fills").

From wordfreq's small word lists (words used at least once in a million, in many kinds of
text). They are read from the package's data files without importing the package, whose
import pulls in some 15 MB of text tools we do not use, and kept as sorted 64-bit hashes of
the folded words: about 0.3 MB a language, where a set of the strings took ten times that.
A hash shared by chance makes a typo pass for a word: it is then left as written."""
import gzip
import re
from array import array
from collections.abc import Iterator
from functools import cache
from importlib.util import find_spec
from pathlib import Path

import msgpack
import numpy as np
import Stemmer

from companion.search.text import SNOWBALL, fold, stem


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
        _stems(lang)
        _accented(lang)
        _common(lang)


def has_words(lang: str) -> bool:
    """The language's list is there (wordfreq installed and knowing the language)."""
    return len(_hashes(lang)) > 0


def is_word_of(word: str, lang: str) -> bool:
    """A word of the language as people write it (accents or not)."""
    return _holds(_hashes(lang), fold(word))


def _holds(hashes: np.ndarray, key: str) -> bool:
    """The sorted hashes hold the key's."""
    wanted = hash(key)
    i = int(np.searchsorted(hashes, wanted))
    return i < len(hashes) and int(hashes[i]) == wanted


@cache
def _stems(lang: str) -> np.ndarray:
    """The hashes of the stems of the list's words, sorted: the list holds "décaler" or
    "décalé" but not every form of it."""
    # Neither the stemmer's cache nor fold's: they serve the questions, not 30,000 words
    # read once (filled by them, the server kept some 20 MB more).
    stemmer, unfolded = Stemmer.Stemmer(SNOWBALL[lang], 0), fold.__wrapped__
    found = array("q", (hash(unfolded(stemmer.stemWord(unfolded(word))))
                        for word in _words(lang)))
    return np.unique(np.frombuffer(found, dtype=np.int64))


# Spanish tables say things small: "ordenaditos", "muñequitos", "hombrecillo".
_DIMINUTIVE = {"es": re.compile(r"(?:ecit|cit|it|ecill|cill|ill)([oa]s?)$")}


def _undiminished(word: str, lang: str) -> list[str]:
    """The words a diminutive may be made from ("ordenaditos" -> "ordenados")."""
    pattern = _DIMINUTIVE.get(lang)
    found = pattern.search(word) if pattern else None
    if not found:
        return []
    base, ending = word[:found.start()], found.group(1)
    if base.endswith("qu"):        # "muñequito": muñeco
        base = base[:-2] + "c"
    elif base.endswith("gu"):      # "amiguito": amigo
        base = base[:-1]
    return [base + ending, base, base + "e"]


def is_form_of_a_word(word: str, lang: str) -> bool:
    """A word of the language, another form of one ("décalant", "budging": the small lists
    keep only the forms used once in a million words), or a diminutive of one."""
    if is_word_of(word, lang) or _holds(_stems(lang), stem(fold(word), lang)):
        return True
    return any(is_word_of(base, lang) for base in _undiminished(fold(word), lang))


ACCENTED_FROM = 3   # shorter words are left as written: "a" is not "à", "ou" not "où"


class _Accents:
    """Folded words -> their written form, kept as the words' hashes (sorted) beside one
    string of the written forms and where each starts: about 0.2 MB a language, where a
    dict of strings took ten times that."""

    def __init__(self, pairs: list[tuple[str, str]]):
        pairs.sort(key=lambda pair: hash(pair[0]))
        self._hashes = np.array([hash(key) for key, _ in pairs], dtype=np.int64)
        self._text = "".join(written for _, written in pairs)
        self._ends = np.cumsum([len(written) for _, written in pairs], dtype=np.int64)

    def __len__(self) -> int:
        return len(self._hashes)

    def get(self, key: str) -> str | None:
        i = int(np.searchsorted(self._hashes, hash(key)))
        if i == len(self._hashes) or int(self._hashes[i]) != hash(key):
            return None
        written = self._text[int(self._ends[i - 1]) if i else 0:int(self._ends[i])]
        return written if fold(written) == key else None    # a hash shared by chance


@cache
def _accented(lang: str) -> _Accents:
    """Folded word -> the way the language commonly writes it, where that way has accents
    ("deja" -> "déjà", "duree" -> "durée"; "marche" -> "marché", the commoner of the two).
    About 7,500 words in French, 5,300 in Spanish, none in English."""
    found: list[tuple[str, str]] = []
    seen: set[str] = set()
    for word in _words(lang):            # commonest first
        key = fold.__wrapped__(word)
        if key in seen:
            continue
        seen.add(key)
        if key != word and word.isalpha() and len(key) >= ACCENTED_FROM:
            found.append((key, word))
    return _Accents(found)


def accented(word: str, lang: str) -> str | None:
    """A word typed without its accents as the language writes it ("etage" -> "étage"),
    or None: the sentence model reads a French or Spanish word without its accents as
    another word, or none."""
    return _accented(lang).get(word) if word == fold(word) else None


COMMON = 3000   # a language's commonest words: "time" is no slip for "tie"


@cache
def _common(lang: str) -> np.ndarray:
    """The hashes of the language's COMMON commonest words, folded, sorted."""
    found: list[int] = []
    for word in _words(lang):            # commonest first
        found.append(hash(fold.__wrapped__(word)))
        if len(found) >= COMMON:
            break
    return np.unique(np.array(found, dtype=np.int64))


def is_common_word(word: str, lang: str) -> bool:
    """One of the language's COMMON commonest words (folded), never read as a typo."""
    return _holds(_common(lang), fold(word))
