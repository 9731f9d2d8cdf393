"""Typo correction: the nearest known word, the commonest one among equally near words."""
from collections import defaultdict


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


class Vocabulary:
    """Known words with how often the content uses them.

    Two words within n edits share a string made by removing at most n letters from each,
    so known words are filed under their deletions once, and a typo is compared with only
    the few words filed under its own deletions, not with the whole vocabulary."""

    def __init__(self, counts: dict[str, int]):
        self.counts = dict(counts)
        self._by_deletion: defaultdict[str, list[str]] = defaultdict(list)
        for word in self.counts:
            # A word within 2 edits of a typo of 8 letters or more has at least 6 letters.
            for variant in _deletions(word, 2 if len(word) >= 6 else 1):
                self._by_deletion[variant].append(word)

    def __contains__(self, word: str) -> bool:
        return word in self.counts

    def closest(self, word: str) -> str | None:
        """The intended word of a typo, or None when no known word is near enough."""
        allowed = allowed_edits(word)
        if not allowed:
            return None
        candidates = {known for variant in _deletions(word, allowed)
                      for known in self._by_deletion.get(variant, ())}
        best = min(((edit_distance(word, known), -self.counts[known], known)
                    for known in candidates), default=None)
        return best[2] if best and best[0] <= allowed else None
