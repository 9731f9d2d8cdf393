"""The numbers Egizia's printable aids show (`Game.aid_facts`), from the module's constants."""
from companion.games.egizia import (
    COOPERATION,
    GAME,
    PHASES,
    ROUNDS,
    STARTING_STONES,
    STONES_MAX,
    TOMB_STEPS,
)


def _tomb_bands() -> list[tuple[int, int | None, int]]:
    """(lowest sum, highest sum or None for "or more", points), lowest band first."""
    lows = sorted(TOMB_STEPS)
    return [(low, lows[i + 1][0] - 1 if i + 1 < len(lows) else None, points)
            for i, (low, points) in enumerate(lows)]


def facts(players: int | None) -> dict:
    tiles = len(STARTING_STONES)
    counts = ([players] if players is not None
              else list(range(GAME.min_players, GAME.max_players + 1)))
    return {
        "rounds": ROUNDS,
        "phases": len(PHASES),
        "stones_max": STONES_MAX,
        "turn_tiles": tiles,
        "cooperation": [(boats, points) for boats, points in COOPERATION.items() if boats],
        "tomb_bands": _tomb_bands(),
        "by_count": {n: {"turn_tiles": list(range(1, n + 1)),
                         "starting_stones": list(STARTING_STONES[:n]),
                         "tiles_to_box": list(range(n + 1, tiles + 1))}
                     for n in counts},
    }
