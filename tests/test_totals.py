"""Issue 38, points 1 and 2: "our totals", one number per category of a game's breakdown,
entered instead of what the game counts, per player, in every game; totals and counted
entries ranked together; a tie on totals asks for exactly the tie values it needs, for the
tied players only, and ranks at once. Every test iterates the registry."""
import html
import re

import pytest

from companion.games import GAMES
from companion.games.base import ScoreContext
from tests.conftest import csrf_token, start_play

NAMES = ("Ana", "Ben")

# A player's totals per game, as a paper pad holds them: the rulebook's worked example where
# there is one (Ankh'or p. 7: 24 points; Egizia, our worked example: Ana's 63).
TOTALS = {
    "ankhor": {"printed": 6, "bonus": 3, "animals": 5, "colors": 10, "leftover": 0},
    "pyramids": {"pyramid": 24, "obelisk": 6, "tomb": 10, "glyphs": 4},
    "egizia": {"track": 48, "stones": 3, "tombs": 5, "sphinx": 7},
    "towers-of-arkhanos": {"prestige": 30, "floors": 3, "spellbook": 2},
}

# A tie on totals: the totals both typed, the tie values each gives when asked (None: the
# game has no tie-break, tied players share), and who wins then.
TIES = {
    "ankhor": (TOTALS["ankhor"], ({"tiles": 13}, {"tiles": 12}), "Ben"),        # fewer tiles
    "pyramids": (TOTALS["pyramids"], None, None),
    # neither moves at the end: the marker in front on 50 stays in front
    "egizia": ({"track": 50}, ({"place": 2}, {"place": 1}), "Ben"),
    # the spellbook's meeples are its points (equal); then meeples on upper floors
    "towers-of-arkhanos": (TOTALS["towers-of-arkhanos"],
                           ({"upper_floor_meeples": 3}, {"upper_floor_meeples": 1}), "Ana"),
}

# A value no table gives, per game: (category, points).
IMPOSSIBLE = {"ankhor": ("animals", 1), "pyramids": ("obelisk", 4), "egizia": ("tombs", 3),
              "towers-of-arkhanos": ("spellbook", 7)}

SLUGS = sorted(GAMES)


def test_every_game_has_its_cases():
    assert set(TOTALS) == set(TIES) == set(IMPOSSIBLE) == set(GAMES)


def api(client, play, body, path="events"):
    return client.post(f"/api/plays/{play}/{path}", json=body)


def at_scoring(client, slug: str, names=NAMES) -> tuple[str, int]:
    """An untracked play of `slug` at its scoring (tracking ended at once)."""
    play = start_play(client, names, slug)
    reply = api(client, play, {"after": 0, "kind": "to_scoring"}).get_json()
    return play, reply["seq"]


def score(client, play: str, seq: int, seat: int, entry: dict) -> dict:
    reply = api(client, play, {"after": seq, "kind": "score",
                               "data": {"seat": seat, "entry": entry}})
    assert reply.status_code == 200, reply.get_json()
    return reply.get_json()


def results(reply: dict) -> dict[str, dict]:
    return {p["name"]: p for p in reply["results"]}


@pytest.mark.parametrize("slug", SLUGS)
def test_totals_give_the_breakdown_and_total_typed(client, slug):
    typed = TOTALS[slug]
    reply = client.post(f"/api/games/{slug}/score", json={"players": [
        {"name": "Ana", "totals": typed}]}).get_json()
    [ana] = reply["players"]
    assert ana["breakdown"] == {key: typed.get(key, 0) for key in GAMES[slug].breakdown_labels}
    assert ana["total"] == sum(typed.values())

    play, seq = at_scoring(client, slug)
    seq = score(client, play, seq, 0, {"totals": typed})["seq"]
    reply = score(client, play, seq, 1, {"totals": {}})           # an empty column: 0
    assert reply["phase"] == "finished"
    ana, ben = results(reply)["Ana"], results(reply)["Ben"]
    assert ana["breakdown"] == {key: typed.get(key, 0) for key in GAMES[slug].breakdown_labels}
    assert (ana["total"], ben["total"], reply["winners"]) == (sum(typed.values()), 0, ["Ana"])


def counted_score(slug: str, entry: dict, other: dict) -> dict:
    """What the game counts for `entry` beside an empty table (the stateless API)."""
    game = GAMES[slug]
    entries, context = game.parse_score_request({"players": [
        {"name": "Ben", **entry}, {"name": "Other", **other}]})
    return game.score_table(entries, context)[0].breakdown


# A counted entry with something in each shared category (Towers' example has no meeple
# on an incomplete floor).
ON_A_SHARED_CATEGORY = {"towers-of-arkhanos": {"incomplete_apprentices_0": 1}}


@pytest.mark.parametrize("slug", SLUGS)
def test_totals_and_counted_entries_rank_together(client, slug):
    """Ana types her totals, Ben's table is counted: one ranking. A category the rules
    decide across players is not counted for Ben, since Ana's totals lack its counts:
    the results ask for his points there, and then rank."""
    game = GAMES[slug]
    typed, counted = TOTALS[slug], {**game.example_entry(), **ON_A_SHARED_CATEGORY.get(slug, {})}
    play, seq = at_scoring(client, slug)
    seq = score(client, play, seq, 0, {"totals": typed})["seq"]
    shared = list(game.shared_categories)
    # Ben's page offers the shared categories' points to type (Ana's totals lack counts)
    page = client.get(f"/plays/{play}/score/1").get_data(as_text=True)
    assert re.findall(r'name="(typed\.[^"]+)"', page) == [f"typed.{key}" for key in shared]
    reply = score(client, play, seq, 1, counted)
    ben = results(reply)["Ben"]
    assert ben["pending"] == [key for key in shared if key in ben["breakdown"]]
    own = counted_score(slug, counted, {"totals": {}} if not shared else {})
    assert {k: v for k, v in ben["breakdown"].items() if k not in shared} == {
        k: v for k, v in own.items() if k not in shared}
    page = client.get(f"/plays/{play}/results").get_data(as_text=True)
    asked = re.findall(r'name="(1\.typed\.[^"]+)"', page)
    assert asked == [f"1.typed.{key}" for key in shared]
    if shared:
        answer = {name: "5" if slug == "pyramids" else "3" for name in asked}
        response = client.post(f"/plays/{play}/answers", data={
            "csrf_token": csrf_token(client, f"/plays/{play}/results"),
            "after": str(reply["seq"]), **answer})
        assert response.status_code == 302
        reply = client.get(f"/api/plays/{play}").get_json()
        ben = results(reply)["Ben"]
        assert ben["pending"] == []
        assert {k: ben["breakdown"][k] for k in shared} == {
            k: int(answer[f"1.typed.{k}"]) for k in shared}
    ana = results(reply)["Ana"]
    assert ana["total"] == sum(typed.values())
    assert ben["total"] == sum(ben["breakdown"].values())
    best = max(ana["total"], ben["total"])
    assert reply["winners"] == [p["name"] for p in (ana, ben) if p["total"] == best]


@pytest.mark.parametrize("slug", SLUGS)
def test_a_tie_on_totals_asks_for_the_tie_values_and_ranks(client, slug):
    typed, answers, winner = TIES[slug]
    play, seq = at_scoring(client, slug)
    seq = score(client, play, seq, 0, {"totals": typed})["seq"]
    reply = score(client, play, seq, 1, {"totals": typed})
    assert reply["winners"] == list(NAMES)
    page = client.get(f"/plays/{play}/results").get_data(as_text=True)
    if answers is None:          # tied players share the victory: nothing to ask
        assert "asking" not in reply and 'id="asks"' not in page
        return
    asked = sorted(re.findall(r'name="(\d\.tie_break\.[^"]+)"', page))
    assert reply["asking"] == [{"seat": 0, "tie_break": list(answers[0])},
                               {"seat": 1, "tie_break": list(answers[1])}]
    assert asked == sorted(f"{seat}.tie_break.{name}" for seat in (0, 1)
                           for name in answers[seat])
    assert "Who wins is not decided yet" in page
    data = {f"{seat}.tie_break.{name}": str(value) for seat in (0, 1)
            for name, value in answers[seat].items()}
    response = client.post(f"/plays/{play}/answers", data={
        "csrf_token": csrf_token(client, f"/plays/{play}/results"),
        "after": str(reply["seq"]), **data})
    assert response.status_code == 302
    reply = client.get(f"/api/plays/{play}").get_json()
    assert reply["winners"] == [winner] and "asking" not in reply
    assert {p["name"]: p["rank"] for p in reply["results"]}[winner] == 1
    [sentence] = reply["tie_breaks"]
    assert sentence.startswith(f"{winner} wins the tie")


def test_a_tie_asks_the_next_tie_value_only_when_the_first_leaves_it_tied(client):
    """Ankh'or: fewer tiles first; equal tiles, then the leftover tokens are asked."""
    play, seq = at_scoring(client, "ankhor")
    typed = {**TOTALS["ankhor"], "leftover": 1}
    seq = score(client, play, seq, 0, {"totals": typed, "tie_break": {"tiles": 12}})["seq"]
    reply = score(client, play, seq, 1, {"totals": typed, "tie_break": {"tiles": 12}})
    assert reply["asking"] == [{"seat": 0, "tie_break": ["leftover_tokens"]},
                               {"seat": 1, "tie_break": ["leftover_tokens"]}]
    seq = score(client, play, reply["seq"], 0, {"totals": typed, "tie_break": {
        "tiles": 12, "leftover_tokens": 3}})["seq"]
    reply = score(client, play, seq, 1, {"totals": typed, "tie_break": {
        "tiles": 12, "leftover_tokens": 5}})
    assert reply["winners"] == ["Ben"] and "asking" not in reply


def test_only_the_tied_players_missing_a_value_are_asked(client):
    """Ankh'or, three players: Ana and Ben tie on totals, Chloé's counted layout carries
    her tiles and is not tied; only the two tied players are asked."""
    play, seq = at_scoring(client, "ankhor", ("Ana", "Ben", "Chloé"))
    seq = score(client, play, seq, 0, {"totals": TOTALS["ankhor"]})["seq"]
    seq = score(client, play, seq, 1, {"totals": TOTALS["ankhor"]})["seq"]
    reply = score(client, play, seq, 2, GAMES["ankhor"].example_entry())
    assert [a["seat"] for a in reply["asking"]] == [0, 1]
    page = client.get(f"/plays/{play}/results").get_data(as_text=True)
    assert not re.findall(r'name="2\.', page)


@pytest.mark.parametrize("slug", SLUGS)
def test_impossible_totals_are_refused_at_their_fields(client, slug):
    game = GAMES[slug]
    key, value = IMPOSSIBLE[slug]
    low = next(f for f in game.totals_fields() if f.low == 0)
    cases = [({"nonsense": 3}, "totals.nonsense"), ({low.name: -1}, f"totals.{low.name}"),
             ({key: value}, f"totals.{key}"), ({key: "many"}, f"totals.{key}")]
    play, seq = at_scoring(client, slug)
    for typed, field in cases:
        reply = api(client, play, {"after": seq, "kind": "score",
                                   "data": {"seat": 0, "entry": {"totals": typed}}})
        assert reply.status_code == 400
        assert [e["field"] for e in reply.get_json()["errors"]] == [f"entry.{field}"], typed
        stateless = client.post(f"/api/games/{slug}/score", json={"players": [
            {"name": "Ana", "totals": typed}]})
        assert [e["field"] for e in stateless.get_json()["errors"]] == [
            f"players[0].{field}"], typed
    assert client.get(f"/api/plays/{play}").get_json()["entered"] == []


def test_totals_and_counts_in_one_entry_are_refused(client):
    play, seq = at_scoring(client, "ankhor")
    reply = api(client, play, {"after": seq, "kind": "score", "data": {"seat": 0, "entry": {
        **GAMES["ankhor"].example_entry(), "totals": TOTALS["ankhor"]}}})
    assert reply.status_code == 400
    [error] = reply.get_json()["errors"]
    assert error == {"field": "entry.totals", "message": (
        "An entry is either counted or typed totals, not both: send tiles, bonus_tokens, "
        "leftover_tokens or the totals.")}


def tracked_to_the_end(app, client, slug: str, kind: str, data: dict):
    """A play tracked from `kind` (Ana first) through the game's example moves to its
    end; its state then."""
    from companion.db import get_db
    from companion.plays import read_state
    play = start_play(client, NAMES, slug)
    seq = api(client, play, {"after": 0, "kind": "first_player", "data": {"seat": 0}}
              ).get_json()["seq"]
    assert api(client, play, {"after": seq, "kind": kind, "data": data}).status_code == 200
    for _ in range(3000):
        with app.app_context():
            state = read_state(get_db(), play)
        if state.phase != "playing":
            return play, state
        move, values = state.game.example_move(state.tracker())
        assert api(client, play, {"after": state.seq, "kind": move, "data": values}
                   ).status_code == 200
    raise AssertionError("the example play never ends")


@pytest.mark.parametrize(("slug", "category", "kind", "data"), [
    ("egizia", "track", "gain", {"player": 0, "points": 12}),
    ("towers-of-arkhanos", "prestige", "bonus_two", {}),
])
def test_a_category_the_tracker_followed_is_the_tracker_s(app, client, slug, category, kind,
                                                          data):
    """Tracked to the end, Egizia's track and Towers' prestige are not typed: the server
    adds them to the totals (a value sent for them is refused)."""
    play, state = tracked_to_the_end(app, client, slug, kind, data)
    known = state.game.tracked_totals(state.turn, 0)[category]
    assert known > 0
    page = client.get(f"/plays/{play}/score/0").get_data(as_text=True)
    assert f'data-total="{category}"' not in page
    refused = api(client, play, {"after": state.seq, "kind": "score", "data": {
        "seat": 0, "entry": {"totals": {category: 5}}}})
    assert refused.status_code == 400
    assert refused.get_json()["errors"][0]["field"] == f"entry.totals.{category}"
    seq = score(client, play, state.seq, 0, {"totals": {}})["seq"]
    reply = score(client, play, seq, 1, {"totals": {}})
    assert results(reply)["Ana"]["breakdown"][category] == known


@pytest.mark.parametrize("slug", SLUGS)
def test_the_next_entry_opens_the_way_the_last_one_was_made(client, slug):
    play, seq = at_scoring(client, slug)
    first = client.get(f"/plays/{play}/score/1").get_data(as_text=True)
    assert re.search(r'name="mode" value="totals" checked', first) is None
    score(client, play, seq, 0, {"totals": TOTALS[slug]})
    page = client.get(f"/plays/{play}/score/1").get_data(as_text=True)
    assert re.search(r'name="mode" value="totals" checked', page)
    again = client.get(f"/plays/{play}/score/0").get_data(as_text=True)
    assert f'value="{TOTALS[slug][next(iter(TOTALS[slug]))]}" data-total=' in again


def test_totals_typed_in_a_form_without_scripts_are_saved(client):
    """The generic form posts "totals.<category>" fields and the mode chosen."""
    play, seq = at_scoring(client, "egizia")
    typed = {f"totals.{key}": str(value) for key, value in TOTALS["egizia"].items()}
    response = client.post(f"/plays/{play}/score/0", data={
        "csrf_token": csrf_token(client, f"/plays/{play}/score/0"), "after": str(seq),
        "mode": "totals", "score": "99", **typed})
    assert response.status_code == 302
    state = client.get(f"/api/plays/{play}").get_json()
    assert state["entered"] == [0]
    refused = client.post(f"/plays/{play}/score/1", data={
        "csrf_token": csrf_token(client, f"/plays/{play}/score/1"), "after": str(seq + 1),
        "mode": "totals", "totals.tombs": "4"})
    assert refused.status_code == 400
    page = refused.get_data(as_text=True)
    assert 'id="total-tombs-error"' in page and 'value="4" data-total="tombs"' in page


@pytest.mark.parametrize("slug", SLUGS)
def test_a_game_scores_a_table_of_totals_alone(slug):
    """Game.score_table with typed totals only: nothing for the game to count."""
    game = GAMES[slug]
    entries = [(name, game.read_entry({"totals": TOTALS[slug]})) for name in NAMES]
    scores = game.score_table(entries, ScoreContext())
    assert [s.total for s in scores] == [sum(TOTALS[slug].values())] * 2
    assert all(s.pending == () for s in scores)


@pytest.mark.parametrize(("slug", "empty"), [
    ("pyramids", {"pyramid": [], "obelisk": [], "tomb": []}),
    ("towers-of-arkhanos", {"prestige": 20}),
])
def test_a_shared_category_with_nothing_on_the_table_is_not_asked(client, slug, empty):
    """An empty tomb scores no majority, a player on no incomplete floor scores none there,
    whatever the others' counts: nothing to ask."""
    play, seq = at_scoring(client, slug)
    seq = score(client, play, seq, 0, {"totals": TOTALS[slug]})["seq"]
    reply = score(client, play, seq, 1, empty)
    assert results(reply)["Ben"]["pending"] == []
    assert 'id="asks"' not in client.get(f"/plays/{play}/results").get_data(as_text=True)


@pytest.mark.parametrize("slug", SLUGS)
def test_only_the_scoring_goes_from_the_names_to_the_score_entry(client, slug):
    """Point 4: the new-play form's "Only the scoring" makes a play at its scoring, no
    setup and no tracking; sent twice (Back, then again), it is still one play."""
    url = f"/plays/new/{slug}"
    form = {"csrf_token": csrf_token(client, url), "only_scoring": "y",
            "play_id": re.search(r'name="play_id" value="([^"]+)"',
                                 client.get(url).get_data(as_text=True))[1]}
    for i, name in enumerate(NAMES):
        form |= {f"players-{i}-name": name, f"players-{i}-color": ("red", "blue")[i]}
    response = client.post(url, data=form)
    play = response.headers["Location"].split("/")[2]
    assert client.get(response.headers["Location"]).headers["Location"] == \
        f"/plays/{play}/score"
    state = client.get(f"/api/plays/{play}").get_json()
    assert state["phase"] == "scoring" and state["seq"] == 1 and state["entered"] == []
    assert client.post(url, data=form).headers["Location"] == f"/plays/{play}"
    assert client.get(f"/api/plays/{play}").get_json()["seq"] == 1
    page = client.get(f"/plays/{play}/score").get_data(as_text=True)
    assert all(f"/plays/{play}/score/{seat}" in page for seat in range(len(NAMES)))


def test_only_the_scoring_by_the_api(client):
    reply = client.post("/api/plays", json={"game": "egizia", "only_scoring": True, "players": [
        {"name": n, "color": c} for n, c in zip(NAMES, ("red", "blue"), strict=True)]})
    assert reply.status_code == 201
    assert reply.get_json()["phase"] == "scoring"


def test_the_entry_page_keeps_what_the_results_asked_for(client):
    """A tie value given on the results shows on the player's entry page, filled in, so
    saving the entry again keeps it."""
    play, seq = at_scoring(client, "ankhor")
    seq = score(client, play, seq, 0, {"totals": TOTALS["ankhor"],
                                       "tie_break": {"tiles": 12}})["seq"]
    page = client.get(f"/plays/{play}/score/0").get_data(as_text=True)
    assert re.search(r'name="tie_break\.tiles" type="number"[^>]*value="12"', page)
    assert '"tie_break": {"tiles": 12}' in html.unescape(page)   # the script starts from it
