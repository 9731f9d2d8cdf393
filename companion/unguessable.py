"""Unguessable values (CSRF secrets, play ids) without a system call each.

HMAC-SHA256 of a counter under a secret seed drawn once per process from the system's
random source. A system call lets the server's other threads take the interpreter, and on
a busy server getting it back costs a page milliseconds; a keyed hash costs a microsecond."""
import hashlib
import hmac
import itertools
import os

_seed = os.urandom(32)
_counter = itertools.count()


def _reseed() -> None:
    global _seed, _counter
    _seed, _counter = os.urandom(32), itertools.count()


os.register_at_fork(after_in_child=_reseed)   # a forked child never repeats its parent


def unguessable_bytes(size: int) -> bytes:
    """`size` (at most 32) bytes no one can predict, never the same twice in a process."""
    if not 0 < size <= hashlib.sha256().digest_size:
        raise ValueError("from 1 to 32 bytes")
    number = next(_counter).to_bytes(16, "big")
    return hmac.new(_seed, number, hashlib.sha256).digest()[:size]
