"""Layouts shared by the Ankh'or tests."""


def tile(row, col, color, animal=None, points=0, level=0):
    return {"row": row, "col": col, "color": color, "animal": animal, "points": points,
            "level": level}


def rulebook_example():
    """A layout that fits the rulebook's 24-point example (p. 6-7).

    Base (row 0): G(jackal) G G W(2 VP) W(scarab) ; (row 1): G(2 VP) G R(jackal) R(jackal) B(scarab)
    (row 2): W(2 VP). Upper level: a red jackal resting on (0,1) (0,2) (1,1) (1,2).
    Green 5 (+ bonus 3), white 2, red 3 (with the upper tile), jackals 3, scarabs 2,
    printed 6; the green jackal at (0,0) is alone; the lone white tile keeps its 2 VP.
    """
    return {
        "tiles": [
            tile(0, 0, "green", "jackal"), tile(0, 1, "green"), tile(0, 2, "green"),
            tile(0, 3, "white", points=2), tile(0, 4, "white", "scarab"),
            tile(1, 0, "green", points=2), tile(1, 1, "green"),
            tile(1, 2, "red", "jackal"), tile(1, 3, "red", "jackal"),
            tile(1, 4, "blue", "scarab"),
            tile(2, 0, "white", points=2),
            tile(0, 1, "red", "jackal", level=1),
        ],
        "bonus_tokens": [3],
        "leftover_tokens": 0,
    }
