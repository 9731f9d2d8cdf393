"""Pyramids at a glance: a necropolis entered as a player sees it once the game is over,
for the same scoring (rulebook § Anotar puntos de victoria), in a few numbers rather
than card by card: for each colour the stones of its largest pyramid group, the obelisk
stages showing it and the tomb's stones of it, and the glyphs in their matching buildings.
"""
from collections import Counter
from dataclasses import dataclass
from typing import Any

from companion.errors import FieldError
from companion.games.pyramids.numbers import (
    CARD_STONES_MAX,
    COLORS,
    PYRAMID_BONUS,
    PYRAMID_BONUS_MIN,
    ROUNDS,
)
from companion.games.validate import whole_number
from companion.i18n import Msg

PARTS = ("largest", "obelisk", "tomb")
# 10 cards (one a round) of at most 3 stones, in the pyramid and in the tomb alike.
STONES_MAX = ROUNDS * CARD_STONES_MAX
GLYPHS_MAX = 3 * ROUNDS          # a glyph per card of each building


@dataclass(frozen=True)
class Glance:
    largest: dict[str, int]     # per colour, the stones of its largest pyramid group
    stages: dict[str, int]      # per colour, the obelisk cards (stages) showing it
    tomb: dict[str, int]        # per colour, the tomb's stones of it
    glyphs: int                 # glyphs in their matching buildings

    @property
    def obelisk_stages(self) -> tuple[int, list[str]]:
        """How many stages show the most frequent colour, and which colours do."""
        best = max(self.stages.values(), default=0)
        return best, sorted(c for c, n in self.stages.items() if n == best) if best else []

    @property
    def tomb_stones(self) -> Counter:
        return Counter({color: n for color, n in self.tomb.items() if n})

    @property
    def glyphs_in_place(self) -> int:
        return self.glyphs


PART_NAMES = {"largest": Msg("Largest pyramid group"), "obelisk": Msg("Obelisk stages"),
              "tomb": Msg("Tomb stones")}
PART_HIGH = {"largest": STONES_MAX, "obelisk": ROUNDS, "tomb": STONES_MAX}


def _per_colour(high: int) -> dict:
    return {"type": ["object", "null"], "additionalProperties": False, "properties": {
        c: {"type": "integer", "minimum": 0, "maximum": high} for c in COLORS}}


GLANCE_SCHEMA = {"type": ["object", "null"], "additionalProperties": False, "properties": {
    **{part: _per_colour(high) for part, high in PART_HIGH.items()},
    "glyphs": {"type": "integer", "minimum": 0, "maximum": GLYPHS_MAX}}}


def parse_glance(raw: Any, field: str, errors: list[FieldError]) -> Glance | None:
    """The numbers at a glance, each checked at its field (a colour left out is 0)."""
    if raw is None:
        return None
    if not isinstance(raw, dict):
        errors.append(FieldError(field, Msg("At a glance: an object of numbers per colour.")))
        return None
    before = len(errors)
    for key in raw:
        if key not in (*PARTS, "glyphs"):
            errors.append(FieldError(f"{field}.{key}", Msg(
                "At a glance: {key} is not one of largest, obelisk, tomb, glyphs.",
                key=str(key)[:40])))
    parts = {}
    for part in PARTS:
        given = {} if raw.get(part) is None else raw[part]
        if not isinstance(given, dict):
            errors.append(FieldError(f"{field}.{part}", Msg(
                "{part}: a number per colour.", part=PART_NAMES[part])))
            continue
        for color in given:
            if color not in COLORS:
                errors.append(FieldError(f"{field}.{part}.{str(color)[:40]}", Msg(
                    "{part}: {colour} is not a colour of the game.", part=PART_NAMES[part],
                    colour=str(color)[:40])))
        parts[part] = {color: whole_number(given.get(color, 0), f"{field}.{part}.{color}",
                                           errors, high=PART_HIGH[part],
                                           what=PART_NAMES[part])
                       for color in COLORS}
    glyphs = whole_number(raw.get("glyphs", 0), f"{field}.glyphs", errors, high=GLYPHS_MAX,
                          what=Msg("Glyphs in place"))
    if len(errors) > before:
        return None
    return Glance(parts["largest"], parts["obelisk"], parts["tomb"], glyphs)


def glance_errors(glance: Glance, where: str) -> list[FieldError]:
    """What no necropolis shows: more stones in the largest groups together, or in the
    tomb, than 10 cards of 3 stones hold."""
    errors = []
    for part, counts in (("largest", glance.largest), ("tomb", glance.tomb)):
        if sum(counts.values()) > STONES_MAX:
            errors.append(FieldError(f"{where}glance.{part}", Msg(
                "{part}: {n} stones in all, and 10 cards of at most 3 stones hold {most}.",
                part=PART_NAMES[part], n=sum(counts.values()), most=STONES_MAX)))
    return errors


def glance_pyramid(glance: Glance) -> tuple[int, dict]:
    """The pyramid's points from its largest groups: each colour's, the largest once
    more, and 10 more if every colour's is 3 stones or more (as pyramid_score counts)."""
    sizes = glance.largest
    biggest = max(sizes.values())
    bonus = PYRAMID_BONUS if min(sizes.values()) >= PYRAMID_BONUS_MIN else 0
    details = {"largest": {color: {"size": size, "cells": []} for color, size in sizes.items()},
               "largest_once_more": biggest, "bonus": bonus}
    return sum(sizes.values()) + biggest + bonus, details
