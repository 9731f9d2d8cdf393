"""Connected groups on a grid of pieces, shared by the games that score adjacency.

A game describes its pieces as hashable keys and says which keys touch; this module only
walks the graph (colour groups, animal groups, a second level resting on the first…).
"""
from collections.abc import Callable, Hashable, Iterable, Mapping
from typing import TypeVar

Key = TypeVar("Key", bound=Hashable)


def connected_groups(
    keys: Iterable[Key],
    neighbours: Callable[[Key], Iterable[Key]],
    label: Mapping[Key, Hashable] | None = None,
) -> list[list[Key]]:
    """Split `keys` into groups of pieces linked by `neighbours` and of one `label`.

    `neighbours(k)` may name keys that are not in `keys`; those are ignored. Without
    `label`, every link counts; with it, only links between pieces of the same label
    (a colour, an animal). Groups come out in the order their first piece appears in
    `keys`, each in discovery order.
    """
    present = list(dict.fromkeys(keys))
    labels = label if label is not None else dict.fromkeys(present)
    seen: set[Key] = set()
    groups: list[list[Key]] = []
    for start in present:
        if start in seen:
            continue
        seen.add(start)
        group, stack = [], [start]
        while stack:
            key = stack.pop()
            group.append(key)
            mine = labels[key]
            for other in neighbours(key):
                if other in labels and other not in seen and labels[other] == mine:
                    seen.add(other)
                    stack.append(other)
        groups.append(group)
    return groups


def orthogonal(row: int, col: int) -> list[tuple[int, int]]:
    """The four orthogonal neighbours of a square cell."""
    return [(row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)]
