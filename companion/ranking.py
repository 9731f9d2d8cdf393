"""Ranks from totals and a game's tie-breaks, with the ties explained in words."""
from dataclasses import dataclass, field

from companion.games.base import PlayerScore, TieBreak, TieExplanation
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
                "details": self.score.details, "pending": list(self.score.pending)}


@dataclass
class Ranking:
    standings: list[Standing]  # in the order the players were given
    winners: list[str]
    explanations: list[str]
    # The settings whose answers would decide a tie the rules do separate (the results
    # link to each), and whether the win itself waits for one (or for a tie value).
    awaiting: list[str] = field(default_factory=list)
    win_undecided: bool = False
    # The tie values (Game.tie_fields) that would decide a tie, by position in the list
    # scored: only those of tied players whose entries lack them (the results ask).
    asking: dict[int, list[str]] = field(default_factory=dict)

    def as_json(self, labels: dict[str, str]) -> dict:
        out = {"players": [s.as_json(labels) for s in self.standings],
               "winners": self.winners, "tie_breaks": [str(e) for e in self.explanations]}
        if self.asking:
            out["asking"] = [{"seat": self.standings[i].seat, "tie_break": names}
                             for i, names in sorted(self.asking.items())]
        return out


def _usable(scores: list[PlayerScore], tie_breaks: list[TieBreak]) -> dict[int, int]:
    """For each total, how many tie-breaks its players can be compared by: up to the first
    one a player on that total lacks (typed totals without the tie value yet)."""
    usable: dict[int, int] = {}
    for score in scores:
        known = next((i for i, tb in enumerate(tie_breaks) if not tb.knows(score)),
                     len(tie_breaks))
        usable[score.total] = min(usable.get(score.total, known), known)
    return usable


def rank_players(scores: list[PlayerScore], tie_breaks: list[TieBreak]) -> Ranking:
    """Rank 1 is best; players equal on points and every tie-break share a rank (1, 1, 3).
    A tie-break some players on a total lack stops the comparison there for all of them,
    and the ranking names what the results ask for."""
    usable = _usable(scores, tie_breaks)
    keys = [(score.total, *(tb.key(score) for tb in tie_breaks[:usable[score.total]]))
            for score in scores]
    order = sorted(range(len(scores)), key=keys.__getitem__, reverse=True)
    ranks = [0] * len(scores)
    for position, i in enumerate(order):
        previous = order[position - 1] if position else None
        same = previous is not None and keys[i] == keys[previous]
        ranks[i] = ranks[previous] if same else position + 1
    winners = [scores[i].name for i in order if ranks[i] == 1]
    ties = [(a, b, _explain(scores[a], scores[b], ranks[a],
                            tie_breaks[:usable[scores[a].total]], tie_breaks))
            for a, b in zip(order, order[1:], strict=False)
            if scores[a].total == scores[b].total]
    awaiting = list(dict.fromkeys(e.awaits for _, _, e in ties if e.awaits))
    # a tie value asked for, or points that wait for entries (a provisional total)
    win_undecided = (any(e.awaits or e.asks for a, b, e in ties if ranks[a] == ranks[b] == 1)
                     or any(score.pending for score in scores))
    standings = [Standing(seat, score, rank)
                 for seat, (score, rank) in enumerate(zip(scores, ranks, strict=True))]
    asking: dict[int, list[str]] = {}
    for a, b, e in ties:
        for i in (a, b):
            lacking = [name for name in e.asks if scores[i].stats.get(name) is None]
            if lacking:
                asking[i] = list(dict.fromkeys([*asking.get(i, []), *lacking]))
    return Ranking(standings, winners, [e.text for _, _, e in ties], awaiting, win_undecided,
                   asking)


def points(total: int) -> Plural:
    return Plural("{n} point", "{n} points", total)


def _explain(ahead: PlayerScore, behind: PlayerScore, rank: int, usable: list[TieBreak],
             tie_breaks: list[TieBreak]) -> TieExplanation:
    """Why two players on the same total are ranked as they are, in words: the deciding
    tie-break's own explanation (among the `usable` ones, which every player on that
    total's entry carries); the one to ask for next, if a player lacks it; when none
    decides, what a game says is missing to decide it, else that they share the place."""
    for tb in usable:
        if tb.key(ahead) != tb.key(behind):
            if tb.explain is not None:
                return tb.explain(ahead, behind, rank == 1)
            return TieExplanation(_sentence(ahead, behind, rank, tb))
    if len(usable) < len(tie_breaks):
        return _to_ask(ahead, behind, tie_breaks[len(usable)])
    for tb in tie_breaks:
        missing = tb.explain(ahead, behind, rank == 1) if tb.explain is not None else None
        if missing is not None:
            return missing
    return TieExplanation(_shared(ahead, behind, tie_breaks))


def _to_ask(ahead: PlayerScore, behind: PlayerScore, tb: TieBreak) -> TieExplanation:
    """A tie that a tie-break would decide, which an entry of typed totals lacks: asked
    for, if the game names the value (TieBreak.asks); else the players share the place."""
    if tb.asks is None:
        return TieExplanation(Msg(
            "{ahead} and {behind} stay tied on {points}: the tie goes to {rule}, which typed "
            "totals do not carry, so they share the place.", ahead=ahead.name,
            behind=behind.name, points=points(ahead.total), rule=tb.wins_with))
    text = Msg("{ahead} and {behind} are tied on {points}. The tie goes to {rule}, which is "
               "not entered yet for every player on that total: they share the place until "
               "it is.", ahead=ahead.name,
               behind=behind.name, points=points(ahead.total), rule=tb.wins_with)
    return TieExplanation(text, asks=(tb.asks,))


def _sentence(ahead: PlayerScore, behind: PlayerScore, rank: int, tb: TieBreak) -> Msg:
    """A tie-break's own sentence for a tie it decides."""
    sentence = tb.wins if rank == 1 else tb.goes_ahead
    if sentence is None:    # a game that gives its tie-breaks no sentences
        sentence = (Msg("{ahead} wins the tie with {behind} ({points} each): {rule} "
                        "({mine} against {theirs}).") if rank == 1 else
                    Msg("{ahead} goes ahead in the tie with {behind} ({points} "
                        "each): {rule} ({mine} against {theirs})."))
    return Msg(getattr(sentence, "msgid", sentence), ahead=ahead.name,
               behind=behind.name, points=points(ahead.total), rule=tb.wins_with,
               mine=tb.shown(ahead), theirs=tb.shown(behind))


def _shared(ahead: PlayerScore, behind: PlayerScore, tie_breaks: list[TieBreak]) -> Msg:
    if not tie_breaks:
        return Msg("{ahead} and {behind} stay tied on {points}: the game has no tie-break, "
                   "so they share the place.", ahead=ahead.name, behind=behind.name,
                   points=points(ahead.total))
    return Msg("{ahead} and {behind} stay tied on {points}: the tie-breaks ({rules}) do not "
               "separate them.", ahead=ahead.name, behind=behind.name,
               points=points(ahead.total), rules=Joined(", ", [tb.wins_with for tb in tie_breaks]))
