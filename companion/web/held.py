"""A checksum and a digest computed in slices small enough that the interpreter is kept.

hashlib lets other threads run while it hashes 2 KB or more, zlib while it checksums more
than 5 KB; on a busy server getting the interpreter back then costs milliseconds, far more
than the work itself. Fed in slices under both sizes, neither lets it go."""
import hashlib
import zlib
from collections.abc import Iterator

SLICE = 2047


def slices(data: bytes) -> Iterator[memoryview]:
    view = memoryview(data)
    return (view[start:start + SLICE] for start in range(0, len(view), SLICE))


def crc32(data: bytes, crc: int = 0) -> int:
    """zlib.crc32(data, crc)."""
    for piece in slices(data):
        crc = zlib.crc32(piece, crc)
    return crc


def digest(data: bytes) -> bytes:
    """A 16-byte BLAKE2b digest of `data`."""
    hasher = hashlib.blake2b(digest_size=16)
    for piece in slices(data):
        hasher.update(piece)
    return hasher.digest()
