"""companion.games.grid: groups of touching pieces of one label, shared by the games."""
from companion.games.grid import connected_groups, orthogonal


def test_pieces_join_through_links_of_their_own_label_only():
    # 0-1-2-3 in a row; 2 is blue between reds, so the reds on each side stay apart.
    touching = [[1], [0, 2], [1, 3], [2]]
    assert connected_groups(touching, ["red", "red", "blue", "red"]) == [[0, 1], [2], [3]]


def test_a_piece_without_a_label_is_in_no_group_and_does_not_bridge():
    touching = [[1], [0, 2], [1]]
    assert connected_groups(touching, ["jackal", None, "jackal"]) == [[0], [2]]


def test_groups_come_in_the_order_of_their_first_piece_and_a_cycle_is_walked_once():
    # A square 0-1-3-2-0 of one colour, then a lone piece 4 linked to nothing.
    touching = [[1, 2], [0, 3], [0, 3], [1, 2], []]
    groups = connected_groups(touching, ["a", "a", "a", "a", "b"])
    assert groups == [[0, 1, 2, 3], [4]]


def test_the_four_sides_of_a_cell():
    assert sorted(orthogonal(2, 5)) == [(1, 5), (2, 4), (2, 6), (3, 5)]
