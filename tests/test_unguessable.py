"""Unguessable values made without a system call (companion/unguessable.py)."""
import os

import pytest

from companion import unguessable
from companion.plays import is_play_id, new_play_id


def test_values_never_repeat_and_have_the_size_asked():
    values = [unguessable.unguessable_bytes(12) for _ in range(20_000)]
    assert {len(v) for v in values} == {12}
    assert len(set(values)) == len(values)
    with pytest.raises(ValueError):
        unguessable.unguessable_bytes(33)


def test_play_ids_look_like_the_ones_made_before():
    ids = [new_play_id() for _ in range(1000)]
    assert all(is_play_id(i) for i in ids) and len(set(ids)) == len(ids)


def test_a_forked_child_draws_its_own_seed():
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:   # the child: its first value, to the parent
        os.write(write, unguessable.unguessable_bytes(16))
        os._exit(0)
    os.waitpid(pid, 0)
    from_child = os.read(read, 16)
    os.close(read)
    os.close(write)
    assert from_child != unguessable.unguessable_bytes(16)
    assert len(from_child) == 16
