"""Egizia's ties follow the group's settings at once (issue 34, point 4).

The rules always separate a tie on the final space: the marker that gets there first stays
in front, and which one that is depends on the end-game scoring order, which the rulebook
gives two ways and the group answers in the settings. Before the answer a tie says so and
links to the question; after it, finished plays follow at once (results, history, exports);
with track scores typed after tracking stopped, the typed scores set who scores first."""
import csv
import html as html_text
import io
import re

import pytest

from companion import i18n
from companion.db import get_db
from companion.games import GAMES
from companion.games.base import ScoreContext
from companion.ranking import rank_players
from companion.transfer import bgstats_plays, export_csv
from tests.conftest import csrf_token, start_play
from tests.typeset import plain

EGIZIA = GAMES["egizia"]


def words(html: str) -> str:
    return " ".join(html_text.unescape(re.sub(r"<[^>]+>", " ", plain(html))).split())


def answer(client, order: str) -> None:
    """The group's answer, through the settings page as a phone sends it."""
    url = "/games/egizia/settings"
    response = client.post(url, data={"csrf_token": csrf_token(client, url),
                                      "end_scoring_order": order, "fewer_players_cards": ""})
    assert response.status_code == 302


def stopped_play(client, names: tuple[str, ...], round_one: dict[str, int],
                 entries: dict[str, dict]) -> str:
    """An Egizia play tracked in round 1 (points gained, by name), then tracking stopped
    and each player's end typed (`score` is the track score before the end)."""
    play = start_play(client, names, "egizia")
    post = lambda seq, kind, data: client.post(  # noqa: E731
        f"/api/plays/{play}/events", json={"after": seq, "kind": kind, "data": data})
    seq = post(0, "first_player", {}).get_json()["seq"]
    for name, points in round_one.items():
        seq = post(seq, "gain", {"player": names.index(name), "points": points}
                   ).get_json()["seq"]
    seq = post(seq, "to_scoring", {}).get_json()["seq"]
    for name, entry in entries.items():
        reply = post(seq, "score", {"seat": names.index(name), "entry": entry})
        assert reply.status_code == 200, reply.get_json()
        seq = reply.get_json()["seq"]
    assert reply.get_json()["phase"] == "finished"
    return play


def results(client, play: str, lang: str = "en") -> str:
    return words(client.get(f"/plays/{play}/results?lang={lang}").get_data(as_text=True))


def exported(app, play: str) -> dict:
    with app.app_context():
        db = get_db()
        rows = [r for r in csv.DictReader(io.StringIO(export_csv(db)))
                if r["play"].removeprefix("'") == play]     # an id may start with -
        [bgstats] = bgstats_plays(db, play)
    return {"ranks": {r["player"]: r["rank"] for r in rows},
            "CSV winners": [r["player"] for r in rows if r["winner"] == "true"],
            "BG Stats winners": [p["name"] for p in bgstats["players"] if p["winner"]]}


# Ana ends on 50 + 6, Ben on 52 + 4: both move onto 56 at the end.
BOTH_MOVE = {"Ana": {"score": 50, "sphinx_points": [6]},
             "Ben": {"score": 52, "sphinx_points": [4]}}


def test_before_the_answer_the_tie_names_the_question_and_links_to_it(client):
    """It said "shared victory… the tie-breaks (reached the shared space first) do not
    separate them": the rules always separate them, the app only lacks the answer."""
    play = stopped_play(client, ("Ana", "Ben"), {}, BOTH_MOVE)
    page = results(client, play)
    assert "do not separate them" not in page and "Shared win" not in page
    assert "Who wins is not decided yet: Ana and Ben" in page
    assert ("Ana and Ben are tied on 56 points. The rules separate them: the marker that "
            "scores first at the end reaches the shared space first, and who scores first "
            "depends on your group's answer to “End-game scoring order”, not given yet."
            ) in page
    html = client.get(f"/plays/{play}/results").get_data(as_text=True)
    link = re.search(r'<p class="tie-answer"><a class="btn btn-light" href="([^"]+)">([^<]+)</a>',
                     html)
    assert link and link.group(1) == (f"/games/egizia/settings?next=/plays/{play}/results"
                                      "#s-end_scoring_order")
    assert plain(link.group(2)) == "Answer: End-game scoring order"
    assert 'id="s-end_scoring_order"' in client.get(link.group(1)).get_data(as_text=True)


@pytest.mark.parametrize("order, winner, why", [
    ("turn_tile", "Ana", "Ana wins the tie with Ben (56 points each). The end-game scoring "
     "goes from turn tile 1, the lowest score first: Ana was behind on the track (50 against "
     "52), scored first, and so reached the shared space first."),
    ("leader", "Ben", "Ben wins the tie with Ana (56 points each). The leader scores first at "
     "the end: Ben was ahead on the track (52 against 50), so Ben's marker reached the "
     "shared space first."),
])
def test_a_finished_play_follows_the_answer_at_once_everywhere(app, client, order, winner,
                                                              why):
    """It said "Saved" and the finished play kept its shared win until someone saved an
    entry again."""
    play = stopped_play(client, ("Ana", "Ben"), {}, BOTH_MOVE)
    assert exported(app, play)["CSV winners"] == ["Ana", "Ben"]      # not decided yet
    answer(client, order)
    loser = "Ben" if winner == "Ana" else "Ana"
    assert f"{winner} wins" in results(client, play) and why in results(client, play)
    history = words(client.get(f"/plays/{play}/log").get_data(as_text=True))
    assert f"{winner} wins" in history and why in history
    listed = words(client.get("/history").get_data(as_text=True))
    assert f"Won: {winner} Egizia" in listed or f"Won: {winner}" in listed
    assert exported(app, play) == {"ranks": {winner: "1", loser: "2"},
                                   "CSV winners": [winner], "BG Stats winners": [winner]}
    stats = words(client.get("/stats?game=egizia").get_data(as_text=True))
    assert "Won: Ana & Ben" not in stats


def test_changing_the_answer_changes_the_finished_plays_again(app, client):
    play = stopped_play(client, ("Ana", "Ben"), {}, BOTH_MOVE)
    answer(client, "turn_tile")
    assert exported(app, play)["CSV winners"] == ["Ana"]
    answer(client, "leader")
    assert exported(app, play)["CSV winners"] == ["Ben"]
    assert "Ben wins" in results(client, play)


def test_typed_track_scores_set_who_scores_first_not_the_round_1_tracker(app, client):
    """The issue's play: tracked for round 1 (Ben ahead of Dan there), then track scores
    typed (Dan 55, Ben 52), leader first. Ben and Dan tie at 56 and the results put Ben
    ahead, "(2. on the track against 3. on the track)"; leader first, Dan scores first."""
    answer(client, "leader")
    play = stopped_play(client, ("Ana", "Ben", "Dan"), {"Ben": 5, "Dan": 2, "Ana": 3},
                        {"Ana": {"score": 70}, "Ben": {"score": 52, "sphinx_points": [4]},
                         "Dan": {"score": 55, "sphinx_points": [1]}})
    assert exported(app, play)["ranks"] == {"Ana": "1", "Dan": "2", "Ben": "3"}
    page = results(client, play)
    assert ("Dan goes ahead of Ben in the tie (56 points each). The leader scores first at "
            "the end: Dan was ahead on the track (55 against 52), so Dan's marker reached the "
            "shared space first.") in page
    assert "2. on the track" not in page


def test_a_tracked_play_still_reads_who_arrived_first_from_the_tracker(app, client):
    """Scores still the tracker's: the markers' arrival on a shared space counts. Both on
    5 after round 1, Ben's marker arrived there later, so Ana's is in front; leader first,
    Ana scores first."""
    answer(client, "leader")
    play = stopped_play(client, ("Ana", "Ben"), {"Ana": 5, "Ben": 5},
                        {"Ana": {"score": 5, "sphinx_points": [3]},
                         "Ben": {"score": 5, "sphinx_points": [3]}})
    assert exported(app, play)["ranks"] == {"Ana": "1", "Ben": "2"}
    assert ("Ana wins the tie with Ben (8 points each). The leader scores first at the end: "
            "Ana's marker was in front of Ben's on the same space (5), so it reached the "
            "shared space first.") in results(client, play)


def test_a_marker_already_there_wins_even_before_the_answer(app, client):
    play = stopped_play(client, ("Ana", "Ben"), {},
                        {"Ana": {"score": 56}, "Ben": {"score": 52, "sphinx_points": [4]}})
    page = results(client, play)
    assert ("Ana wins the tie with Ben (56 points each). Ana's marker was already on that "
            "space before the end-game scoring; Ben's arrived behind it.") in page
    assert "tie-answer" not in client.get(f"/plays/{play}/results").get_data(as_text=True)
    assert exported(app, play)["CSV winners"] == ["Ana"]


def test_markers_on_one_score_the_app_did_not_see_share_the_place_and_say_why(client):
    reply = client.post("/api/games/egizia/score", json={"players": [
        {"name": "Ana", "score": 40}, {"name": "Ben", "score": 40}]}).get_json()
    assert reply["winners"] == ["Ana", "Ben"]
    [sentence] = reply["tie_breaks"]
    assert sentence == ("Ana and Ben are tied on 40 points. The rules separate them by whose "
                        "marker was in front on 40 before the end-game scoring, which the app "
                        "did not see (it was not tracking the play then): they share the "
                        "place until you say whose it was.")
    assert reply["asking"] == [{"seat": 0, "tie_break": ["place"]},
                               {"seat": 1, "tie_break": ["place"]}]


LANGUAGES = {
    "es": ("Ben gana el desempate a Ana (56 puntos cada uno).", "52 frente a 50"),
    "fr": ("Ben l’emporte sur Ana à égalité (56 points chacun).", "52 contre 50"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_tie_sentences_read_right_in_every_language(client, lang):
    """"2." is not a rank in any language: the sentences say who scored first and why."""
    play = stopped_play(client, ("Ana", "Ben"), {}, BOTH_MOVE)
    undecided = results(client, play, lang)
    answer(client, "leader")
    decided = results(client, play, lang)
    outcome, numbers = LANGUAGES[lang]
    assert outcome in decided and numbers in decided
    for page in (undecided, decided):
        ties = re.findall(r"[^.]*56 [^.]*\.[^.]*\.", page)
        assert ties and not any(re.search(r"\b\d\. ", t) for t in ties)
        assert "shared space" not in page and "tied on" not in page   # no English left


NOTHING_AT_THE_END = {"stones": 0, "stone_market_bottom_two": False, "tomb_tiles": [],
                      "sphinx_points": []}


def every_tie(entries: list[tuple[str, dict]], order: str | None):
    parsed = [(name, EGIZIA.parse_entry(dict(NOTHING_AT_THE_END, **entry)))
              for name, entry in entries]
    scores = EGIZIA.score(parsed, ScoreContext(settings={"end_scoring_order": order}))
    return scores, rank_players(scores, EGIZIA.tie_breaks)


@pytest.mark.parametrize("order", ["leader", "turn_tile"])
def test_a_tie_sentence_never_contradicts_the_totals_or_the_track(order):
    """Four players on 60 after the end, from 50, 52, 54 and 56: the sentences name the
    players in the order of their ranks, their shared total, and their track scores
    before the end as entered."""
    entries = [(name, {"score": before, "tomb_tiles": [], "sphinx_points": [60 - before],
                       "stones": 0})
               for name, before in (("Ana", 50), ("Ben", 52), ("Cleo", 54), ("Dan", 56))]
    scores, ranking = every_tie(entries, order)
    by_rank = sorted(ranking.standings, key=lambda s: s.rank)
    assert [s.rank for s in by_rank] == [1, 2, 3, 4]
    assert all(s.score.total == 60 for s in by_rank)
    for ahead, behind, sentence in zip(by_rank, by_rank[1:], ranking.explanations,
                                       strict=False):
        assert sentence.startswith(f"{ahead.score.name} ")
        assert "60 points each" in sentence
        mine, theirs = ahead.score.stats["before"], behind.score.stats["before"]
        assert f"({mine} against {theirs})" in sentence
        assert (mine > theirs) == (order == "leader")


def every_reason() -> list[str]:
    """A tie explanation of each kind Egizia gives: decided by each reason, for first place
    and further down, and each kind of tie it cannot decide."""
    ties = [
        ([("Ana", {"score": 50, "sphinx_points": [6]}),
          ("Ben", {"score": 52, "sphinx_points": [4]})], order)
        for order in (None, "leader", "turn_tile")]
    ties += [([("Ana", {"score": 56}), ("Ben", {"score": 52, "sphinx_points": [4]})], None),
             ([("Ana", {"score": 56}), ("Ben", {"score": 56})], None)]
    out = []
    for entries, order in ties:
        out += every_tie(entries, order)[1].explanations
        out += every_tie([("Cleo", {"score": 90})] + entries, order)[1].explanations
    arrival = [(name, EGIZIA.parse_entry(dict(NOTHING_AT_THE_END, score=40)))
               for name in ("Ana", "Ben")]
    scores = EGIZIA.score(arrival, ScoreContext(table={"arrival_order": ["Ben", "Ana"]}))
    return out + rank_players(scores, EGIZIA.tie_breaks).explanations + stopped_ties()


def stopped_ties() -> list[str]:
    """Two markers on the same space before the end, their arrival known (a tracker)."""
    from companion.games.egizia import start
    turn = start(2, 1, {"turn_tiles": [2, 1]})
    out = []
    for end, order in (([3], "leader"), ([3], "turn_tile"), ([], None)):
        parsed = [(name, EGIZIA.parse_entry(dict(NOTHING_AT_THE_END, score=0,
                                                 sphinx_points=end)))
                  for name in ("Ana", "Ben")]
        scores = EGIZIA.score(parsed, ScoreContext(turn=turn,
                                                   settings={"end_scoring_order": order}))
        out += rank_players(scores, EGIZIA.tie_breaks).explanations
    return out


REASONS = ["Ana wins the tie with Ben", "Ana goes ahead of Ben in the tie",
           "Ana and Ben are tied on", "The rules separate them: the marker",
           "The rules separate them by whose marker", "The leader scores first at the end: Ben was",
           "The leader scores first at the end: Ana's marker was in front",
           "lowest score first: Ana was behind", "lowest score first: Ben's marker was behind",
           "Ana's marker was already on that space", "Ana's marker reached that space first",
           "Ben's marker reached the shared space first, in the arrival order entered"]


def test_every_kind_of_tie_explanation_is_a_catalogue_text(monkeypatch):
    """Egizia's explanations are built per pair: each kind, shown through the marking
    catalogue (tests/pseudo.py), has no word outside it."""
    from tests.pseudo import speak_marking
    from tests.test_every_word import marked
    speak_marking(monkeypatch)
    with_marks = every_reason()
    with i18n.speaking("en"):
        english = " | ".join(str(e) for e in with_marks)
    assert all(reason in english for reason in REASONS), english
    marked(with_marks, "egizia")
