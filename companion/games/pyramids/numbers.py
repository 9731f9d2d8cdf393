"""Pyramids' numbers, read by the game module and by its quick count (glance.py)."""

COLORS = ("blue", "white", "red", "green", "yellow")
BUILDINGS = ("pyramid", "obelisk", "tomb")
ROUNDS = 10
ROWS = 8
OBELISK_POINTS = (0, 1, 3, 6, 10, 15)   # by stages showing the most frequent colour
TOMB_MAJORITY = 5
GLYPH_POINTS = 2
PYRAMID_BONUS = 10
PYRAMID_BONUS_MIN = 3
CARD_STONES_MAX = 3
