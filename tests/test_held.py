"""The sliced checksum and digest (companion/web/held.py) are the ones zlib and hashlib
give for the whole, at every size around a slice's edge."""
import hashlib
import os
import zlib

import pytest

from companion.web import held


@pytest.mark.parametrize("size", [0, 1, held.SLICE - 1, held.SLICE, held.SLICE + 1,
                                  3 * held.SLICE, 20_000])
def test_sliced_equals_whole(size):
    data = os.urandom(size)
    assert held.crc32(data) == zlib.crc32(data)
    assert held.crc32(data, 12345) == zlib.crc32(data, 12345)
    assert held.digest(data) == hashlib.blake2b(data, digest_size=16).digest()
