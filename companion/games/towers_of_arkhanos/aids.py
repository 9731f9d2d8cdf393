"""The numbers The Towers of Arkhanos' printable aids show (`Game.aid_facts`), from the
module's constants."""
from companion.games.towers_of_arkhanos import (
    APPRENTICES,
    DICE_PER_ROUND,
    INCOMPLETE,
    PILLARS,
    ROUNDS,
    SPELLBOOK_MAX,
    TOWERS,
    TURNS_PER_PLAYER,
)


def facts(players: int | None) -> dict:
    counts = [players] if players is not None else sorted(DICE_PER_ROUND)
    return {
        "apprentices": APPRENTICES,
        "spells": SPELLBOOK_MAX,
        "pillars": PILLARS,
        "outer_towers": TOWERS.count("outer"),
        "incomplete": INCOMPLETE,
        "by_count": {n: {"dice": DICE_PER_ROUND[n], "turns": TURNS_PER_PLAYER[n],
                         "rounds": ROUNDS[n]}
                     for n in counts},
    }
