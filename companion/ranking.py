"""Ranks from totals and a game's tie-breaks, with the ties explained in words."""
from dataclasses import dataclass

from companion.games.base import PlayerScore, TieBreak
from companion.i18n import Joined, Msg, Plural


@dataclass
class Standing:
    seat: int            # position in the list scored (the seat, for a play)
    score: PlayerScore
    rank: int

    def as_json(self, labels: dict[str, str]) -> dict:
        """The one outgoing shape of a player's result, for every endpoint."""
        return {"seat": self.seat, "name": self.score.name, "total": self.score.total,
                "rank": self.rank, "breakdown": self.score.breakdown,
                "breakdown_labels": {k: str(labels.get(k, k)) for k in self.score.breakdown},
                "warnings": [str(w) for w in self.score.warnings],
                "details": self.score.details}


@dataclass
class Ranking:
    standings: list[Standing]  # in the order the players were given
    winners: list[str]
    explanations: list[str]

    def as_json(self, labels: dict[str, str]) -> dict:
        return {"players": [s.as_json(labels) for s in self.standings],
                "winners": self.winners, "tie_breaks": [str(e) for e in self.explanations]}


def _sort_key(score: PlayerScore, tie_breaks: list[TieBreak]) -> tuple:
    return (score.total, *(tb.key(score) for tb in tie_breaks))


def rank_players(scores: list[PlayerScore], tie_breaks: list[TieBreak]) -> Ranking:
    """Rank 1 is best; players equal on points and every tie-break share a rank (1, 1, 3)."""
    keys = [_sort_key(score, tie_breaks) for score in scores]
    order = sorted(range(len(scores)), key=keys.__getitem__, reverse=True)
    ranks = [0] * len(scores)
    for position, i in enumerate(order):
        previous = order[position - 1] if position else None
        same = previous is not None and keys[i] == keys[previous]
        ranks[i] = ranks[previous] if same else position + 1
    winners = [scores[i].name for i in order if ranks[i] == 1]
    explanations = [
        _explain(scores[a], scores[b], ranks[a], tie_breaks)
        for a, b in zip(order, order[1:], strict=False)
        if scores[a].total == scores[b].total
    ]
    standings = [Standing(seat, score, rank)
                 for seat, (score, rank) in enumerate(zip(scores, ranks, strict=True))]
    return Ranking(standings, winners, explanations)


def points(total: int) -> Plural:
    return Plural("{n} point", "{n} points", total)


def _explain(ahead: PlayerScore, behind: PlayerScore, rank: int,
             tie_breaks: list[TieBreak]) -> Msg:
    """Why two players on the same total are ranked as they are, in words: the deciding
    tie-break's own sentence."""
    for tb in tie_breaks:
        if tb.key(ahead) != tb.key(behind):
            sentence = tb.wins if rank == 1 else tb.goes_ahead
            if sentence is None:    # a game that gives its tie-breaks no sentences
                sentence = (Msg("{ahead} wins the tie with {behind} ({points} each): {rule} "
                                "({mine} against {theirs}).") if rank == 1 else
                            Msg("{ahead} goes ahead in the tie with {behind} ({points} "
                                "each): {rule} ({mine} against {theirs})."))
            return Msg(getattr(sentence, "msgid", sentence), ahead=ahead.name,
                       behind=behind.name, points=points(ahead.total), rule=tb.wins_with,
                       mine=tb.shown(ahead), theirs=tb.shown(behind))
    if not tie_breaks:
        return Msg("{ahead} and {behind} stay tied on {points}: the game has no tie-break, "
                   "so they share the place.", ahead=ahead.name, behind=behind.name,
                   points=points(ahead.total))
    return Msg("{ahead} and {behind} stay tied on {points}: the tie-breaks ({rules}) do not "
               "separate them.", ahead=ahead.name, behind=behind.name,
               points=points(ahead.total), rules=Joined(", ", [tb.wins_with for tb in tie_breaks]))
