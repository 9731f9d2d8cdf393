"""The numbers Ankh'or's printable aids show (`Game.aid_facts`), from the module's constants."""
from companion.games.ankhor import (
    BONUS_GROUP,
    BONUS_TOKENS,
    COLORS,
    MAX_ANKHS_PER_TURN,
    TILES_TO_END,
    TOKENS_PER_PILE,
    TOTAL_TILES,
    TOTAL_TOKENS,
)

PILES = len(COLORS) + 1  # one pile per resource colour, one of ankhs (p. 2)


def facts(players: int | None) -> dict:
    counts = [players] if players is not None else sorted(TOKENS_PER_PILE)
    return {
        "piles": PILES,
        "resource_kinds": len(COLORS),
        "total_tokens": TOTAL_TOKENS,
        "total_tiles": TOTAL_TILES,
        "bonus_tokens": BONUS_TOKENS,
        "bonus_group": BONUS_GROUP,
        "tiles_to_end": TILES_TO_END,
        "ankhs_per_turn": MAX_ANKHS_PER_TURN,
        "by_count": {n: {"tokens_per_pile": TOKENS_PER_PILE[n],
                         "tokens_in_play": PILES * TOKENS_PER_PILE[n],
                         "tokens_to_box": TOTAL_TOKENS - PILES * TOKENS_PER_PILE[n],
                         "refresh_discards": n == 2}
                     for n in counts},
    }
