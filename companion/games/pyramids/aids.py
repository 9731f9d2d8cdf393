"""The numbers Pyramids' printable aids show (`Game.aid_facts`), from the module's constants."""
from companion.games.pyramids import (
    COLORS,
    GAME,
    GLYPH_POINTS,
    OBELISK_POINTS,
    PYRAMID_BONUS,
    PYRAMID_BONUS_MIN,
    ROUNDS,
    TOMB_MAJORITY,
    gods,
)


def _god(god) -> dict:
    return {"number": god.number, "name": god.name, "tomb": god.tomb,
            "obelisk": god.obelisk, "only_one_extra": god.only_one_extra}


def _god_columns(counts: list[int]) -> list[dict]:
    """Player counts that use the same god tiles share a column of the god table."""
    columns: list[dict] = []
    for n in counts:
        tiles = [_god(g) for g in gods(n)]
        if columns and columns[-1]["gods"] == tiles:
            columns[-1]["counts"].append(n)
        else:
            columns.append({"counts": [n], "gods": tiles})
    return columns


def facts(players: int | None) -> dict:
    counts = ([players] if players is not None
              else list(range(GAME.min_players, GAME.max_players + 1)))
    columns = _god_columns(counts)
    widest = max((c["gods"] for c in columns), key=len)
    return {
        "rounds": ROUNDS,
        "colors": len(COLORS),
        "obelisk_points": [(stages, points) for stages, points in enumerate(OBELISK_POINTS)
                           if stages],
        "tomb_majority": TOMB_MAJORITY,
        "glyph_points": GLYPH_POINTS,
        "pyramid_bonus": PYRAMID_BONUS,
        "pyramid_bonus_min": PYRAMID_BONUS_MIN,
        "god_columns": columns,
        "god_rows": [{"number": g["number"], "name": g["name"],
                      "in": [next((t for t in c["gods"] if t["number"] == g["number"]), None)
                             for c in columns]}
                     for g in widest],
        "by_count": {n: {"god_tiles": len(gods(n)),
                         "set_aside": n == 2,   # one of the four sits out each round
                         "gods_in_play": len(gods(n)) - (n == 2),
                         "pairs": n,
                         "thoth": any(g.number == 5 for g in gods(n))}
                     for n in counts},
    }
