"""Connected groups on a grid of pieces, shared by the games that score adjacency.

A game numbers its pieces 0..n-1 and says which pieces touch; this module only walks the
graph (colour groups, animal groups, a second level resting on the first…).
"""
from collections.abc import Hashable, Sequence


def connected_groups(touching: Sequence[Sequence[int]],
                     labels: Sequence[Hashable]) -> list[list[int]]:
    """Groups of pieces linked by `touching` (piece i touches the pieces in touching[i])
    and sharing one label (a colour, an animal). A piece labelled None is in no group.
    Groups come out in the order of their first piece, each in discovery order."""
    seen = [False] * len(labels)
    groups: list[list[int]] = []
    for start, mine in enumerate(labels):
        if seen[start] or mine is None:
            continue
        seen[start] = True
        group = [start]
        for piece in group:     # the group grows while it is read: a breadth-first walk
            for other in touching[piece]:
                if not seen[other] and labels[other] == mine:
                    seen[other] = True
                    group.append(other)
        groups.append(group)
    return groups


def orthogonal(row: int, col: int) -> list[tuple[int, int]]:
    """The four orthogonal neighbours of a square cell."""
    return [(row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)]
