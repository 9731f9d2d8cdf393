"""Typo correction: the nearest known word with the same first letter, the commonest one
among equally near words."""
import threading
from collections.abc import Iterable

import numpy as np


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


SHORT_WORD = 5   # below this many letters, a changed letter is no typo


def allowed_edits(word: str) -> int:
    """A typo is 1 edit away from 4 letters on, 2 from 8 letters on; short words stay."""
    return 2 if len(word) >= 8 else 1 if len(word) >= 4 else 0


def _deletions(word: str, depth: int) -> set[str]:
    """The word and every string made from it by removing up to `depth` letters."""
    found = frontier = {word}
    for _ in range(depth):
        frontier = {w[:i] + w[i + 1:] for w in frontier for i in range(len(w))}
        found = found | frontier
    return found


class DeletionIndex:
    """Known words filed under their deletions. Two words within n edits share a string
    made by removing at most n letters from each, so a typo is compared with only the few
    words filed under its own deletions, not with the whole vocabulary.

    One index serves every vocabulary of a language (the games share most of their
    words): filed once, each word costs its memory once. The deletions are kept as sorted
    64-bit hashes beside the number of the word filed under each: 12 bytes a deletion,
    where a dict of strings took about 80 (some 105,000 deletions over three languages). A
    hash shared by chance only adds a candidate, which the edit distance then turns down."""

    def __init__(self):
        self._numbers: dict[str, int] = {}   # word -> its number, an index into _words
        self._words: list[str] = []
        self._hashes = np.zeros(0, dtype=np.int64)   # sorted
        self._owners = np.zeros(0, dtype=np.int32)   # the number of each hash's word
        self._lock = threading.Lock()

    def add(self, words: Iterable[str]) -> None:
        with self._lock:
            hashes: list[int] = []
            owners: list[int] = []
            for word in words:
                if word in self._numbers:
                    continue
                number = self._numbers[word] = len(self._words)
                self._words.append(word)
                # A word within 2 edits of a typo of 8 letters or more has at least 6 letters.
                for variant in _deletions(word, 2 if len(word) >= 6 else 1):
                    hashes.append(hash(variant))
                    owners.append(number)
            if hashes:
                keys = np.concatenate([self._hashes, np.array(hashes, dtype=np.int64)])
                numbers = np.concatenate([self._owners, np.array(owners, dtype=np.int32)])
                order = np.argsort(keys, kind="stable")
                # Swapped in whole, so a lookup meanwhile sees the old arrays or the new.
                self._hashes, self._owners = keys[order], numbers[order]

    def filed_under(self, variants: Iterable[str]) -> set[str]:
        hashes, owners = self._hashes, self._owners
        keys = np.array([hash(v) for v in variants], dtype=np.int64)
        starts = np.searchsorted(hashes, keys, "left")
        ends = np.searchsorted(hashes, keys, "right")
        hit = starts < ends
        found: set[str] = set()
        for start, end in zip(starts[hit].tolist(), ends[hit].tolist(), strict=True):
            found.update(self._words[n] for n in owners[start:end].tolist())
        return found


class Vocabulary:
    """Known words with how often the content uses them; `index` may be shared with other
    vocabularies (it may hold words this one does not know)."""

    def __init__(self, counts: dict[str, int], index: DeletionIndex | None = None):
        self.counts = dict(counts)
        self._index = index or DeletionIndex()
        self._index.add(self.counts)

    def __contains__(self, word: str) -> bool:
        return word in self.counts

    def closest(self, word: str, changed_letter: bool = True,
                doubled_letter: bool = True) -> str | None:
        """The intended word of a typo, or None when no known word is near enough;
        `changed_letter` False: only a letter too many, too few or two swapped;
        `doubled_letter` False: not a letter doubled by mistake ("dessert" is not "désert")."""
        # A word of the language two edits from ours is that word, not a slip ("chargeur"
        # is not "changer"); a short one is a slip only by two letters swapped ("dose" is
        # "does", "pise" is not "prise").
        allowed = allowed_edits(word) if changed_letter else min(allowed_edits(word), 1)
        if not allowed:
            return None
        # A typo keeps its first letter: few slips hit it, and without the rule words of
        # other subjects turn into ours ("louvre" into "ouvre", "croisière" into "troisième").
        candidates = [known for known in self._index.filed_under(_deletions(word, allowed))
                      if known in self.counts and known[:1] == word[:1]]
        if len(word) < SHORT_WORD or not changed_letter:
            # One changed letter makes a short word another word ("hora" is "hoja"), as it
            # does a word of the language at any length ("huevos" is not "huecos"): there a
            # letter too many, too few or two swapped ("endd", "tlie", "dose") pass for a
            # typo, a changed one does not.
            candidates = [known for known in candidates
                          if len(known) != len(word) or sorted(known) == sorted(word)]
        if len(word) < SHORT_WORD and not changed_letter:
            candidates = [known for known in candidates if sorted(known) == sorted(word)]
        if not doubled_letter:
            candidates = [known for known in candidates if known not in _undoubled(word)]
        best = min(((edit_distance(word, known), -self.counts[known], known)
                    for known in candidates), default=None)
        return best[2] if best and best[0] <= allowed else None


def _undoubled(word: str) -> set[str]:
    """The word with one of its doubled letters made single ("dessert" -> "desert")."""
    return {word[:i] + word[i + 1:] for i in range(1, len(word)) if word[i] == word[i - 1]}
