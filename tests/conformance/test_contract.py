"""What every game must do, for every game of the registry and the tests' made-up one
(tests/sample_game: a module and a content file, nothing else): a new game gets these
tests for free."""
import json

import pytest
from jsonschema import Draft202012Validator

from companion import content
from companion.errors import FieldError, IllegalAction, InvalidInput
from companion.games import GAMES
from companion.games.base import Game, ScoreContext
from companion.games.fields import convert, normalize
from companion.ranking import rank_players
from tests.pdfs import page_sizes_mm
from tests.sample_game import GAME as SAMPLE

EVERY_GAME = [*GAMES.values(), SAMPLE]
IDS = [g.slug for g in EVERY_GAME]


def counts(game: Game) -> range:
    return range(game.min_players, game.max_players + 1)


@pytest.fixture
def with_sample(monkeypatch):
    """The made-up game in the registry for one test (it is not in the app)."""
    monkeypatch.setitem(GAMES, SAMPLE.slug, SAMPLE)


@pytest.mark.parametrize("game", EVERY_GAME, ids=IDS)
def test_setup_for_every_count(game):
    for players in counts(game):
        steps = game.setup_steps(players)
        assert steps and all(s.title and s.detail for s in steps)


def play_to_the_end(game: Game, seats: int):
    """The game's own example player, action after action, each typed by its fields."""
    import random
    turn = game.start(seats, 0, game.random_setup(seats, random.Random(seats)))
    names = [f"P{i}" for i in range(seats)]
    for _ in range(3000):
        if game.is_over(turn):
            return turn
        view = game.tracker_view(turn, names)
        kind, example = game.example_move(view)
        action = view.action(kind)
        assert action is not None, f"{kind} is not offered"
        values = convert(action.fields, example, seats=seats)
        turn = game.apply(turn, kind, values, {})
    raise AssertionError("the example play never ends")


@pytest.mark.parametrize("game", EVERY_GAME, ids=IDS)
def test_a_full_tracked_play_ends(game):
    for seats in counts(game):
        turn = play_to_the_end(game, seats)
        view = game.tracker_view(turn, [f"P{i}" for i in range(seats)])
        assert view.actions == [] or all(a.kind for a in view.actions)
        assert sorted(game.scoring_order(turn, seats, {})) == list(range(seats))
        for seat in range(seats):
            assert set(game.tracked_entry(turn, seat)) <= {
                f.name for f in game.entry_fields(False)}
            assert set(game.tracked_totals(turn, seat)) == set(game.tracked_categories)


@pytest.mark.parametrize("game", EVERY_GAME, ids=IDS)
def test_every_action_offered_is_declared(game):
    for seats in counts(game):
        declared = {a.kind for a in game.actions_offered(seats)}
        turn = game.start(seats, 0, game.random_setup(seats, __import__("random").Random(1)))
        offered = {a.kind for a in game.tracker_view(turn, ["x"] * seats).actions}
        assert offered <= declared


@pytest.mark.parametrize("game", EVERY_GAME, ids=IDS)
def test_no_action_takes_a_kind_the_play_keeps_for_itself(game):
    from companion.plays import RESERVED
    for seats in counts(game):
        assert not {a.kind for a in game.actions_offered(seats)} & set(RESERVED)


@pytest.mark.parametrize("game", EVERY_GAME, ids=IDS)
def test_score_entry_round_trip(game):
    raw = game.example_entry()
    stored = normalize(game.entry_fields(False), raw, seats=game.max_players)
    assert json.loads(json.dumps(stored)) == stored                 # what an event keeps
    again = game.read_entry(stored, seats=game.max_players)
    assert again == game.read_entry(raw, seats=game.max_players)
    scores = game.score([("Ana", again), ("Ben", again)], ScoreContext())
    for score in scores:
        assert score.total == sum(score.breakdown.values())
        assert set(score.breakdown) <= set(game.breakdown_labels)
    ranking = rank_players(scores, game.tie_breaks)
    assert ranking.winners and {s.seat for s in ranking.standings} == {0, 1}


@pytest.mark.parametrize("game", EVERY_GAME, ids=IDS)
def test_our_totals_are_the_breakdown_s_categories(game):
    """Issue 38: every game takes "our totals", one number per category of its breakdown
    (the tracker's categories left out when it followed the play), scored beside a counted
    entry; a tie-break an entry may lack names a tie value the results can ask for."""
    keys = list(game.breakdown_labels)
    assert [f.name for f in game.totals_fields()] == keys
    assert [f.name for f in game.totals_fields(True)] == [
        k for k in keys if k not in game.tracked_categories]
    assert set(game.shared_categories) <= set(keys) >= set(game.tracked_categories)
    assert {tb.asks for tb in game.tie_breaks if tb.asks} <= {
        f.name for f in game.tie_fields(True)}
    zero = game.read_entry({"totals": {}})
    counted = game.read_entry(game.example_entry(), seats=2)
    scores = game.score_table([("Ana", zero), ("Ben", counted)], ScoreContext())
    assert scores[0].breakdown == dict.fromkeys(keys, 0) and scores[0].total == 0
    assert scores[1].total == sum(scores[1].breakdown.values())
    ranking = rank_players(scores, game.tie_breaks)
    assert {s.seat for s in ranking.standings} == {0, 1}


JUNK = [None, 7, "x", [], {"": 1}, {f: "junk" for f in ("tiles", "score", "coins")},
        {f: [None, "a", -5] for f in ("pyramid", "tomb_tiles", "bonus_tokens")},
        {"totals": 5}, {"totals": {"x": -1}}, {"totals": {}, "tie_break": [1]},
        {"typed": "x", "tie_break": {"zz": 1}}]


@pytest.mark.parametrize("game", EVERY_GAME, ids=IDS)
@pytest.mark.parametrize("junk", JUNK, ids=range(len(JUNK)))
def test_junk_entries_are_refused_at_their_fields(game, junk):
    try:
        game.read_entry(junk, seats=2)
    except InvalidInput as exc:
        assert exc.errors and all(isinstance(e, FieldError) and e.field and e.message
                                  for e in exc.errors)


@pytest.mark.parametrize("game", EVERY_GAME, ids=IDS)
def test_an_action_not_offered_is_refused(game):
    turn = game.start(game.min_players, 0,
                      game.random_setup(game.min_players, __import__("random").Random(2)))
    with pytest.raises(IllegalAction):
        game.apply(turn, "no-such-action", {}, {})


@pytest.mark.parametrize("game", EVERY_GAME, ids=IDS)
def test_rules_content_loads_in_every_language_it_has(game):
    languages = content.languages_of(game)
    assert "en" in languages
    ids = {lang: [e.id for e in content.load_entries(game, lang)] for lang in languages}
    assert all(sorted(i) == sorted(ids["en"]) for i in ids.values())
    turn = game.start(game.min_players, 0,
                      game.random_setup(game.min_players, __import__("random").Random(3)))
    for reminder in game.tracker_view(turn, ["x"] * game.min_players).reminders:
        assert reminder.entry is None or reminder.entry in ids["en"]


@pytest.mark.parametrize("game", EVERY_GAME, ids=IDS)
def test_aids_render_one_a5_page_each(game, with_sample, client):
    """One A5 page a side: a two-sided aid (a card to laminate) has two."""
    from companion.web import printables
    for aid in game.aids:
        pdf = client.get(f"/games/{game.slug}/print/{aid.slug}.pdf?paper=a5").get_data()
        with client.application.test_request_context("/"):
            sides = printables.sides(game, aid)
        assert pdf.startswith(b"%PDF") and page_sizes_mm(pdf) == [(148, 210)] * len(sides)


@pytest.mark.parametrize("game", EVERY_GAME, ids=IDS)
def test_the_openapi_example_is_valid_and_scored(game, with_sample, client):
    spec = client.get("/api/openapi.json").get_json()
    operation = spec["paths"][f"/api/games/{game.slug}/score"]["post"]
    schema = operation["requestBody"]["content"]["application/json"]["schema"]
    Draft202012Validator(schema).validate(schema["example"])
    response = client.post(f"/api/games/{game.slug}/score", json=schema["example"])
    assert response.status_code == 200, response.get_json()


@pytest.fixture
def client(with_sample, tmp_path):
    from companion import create_app
    app = create_app({"TESTING": True, "SECRET_KEY": "test",
                      "DATABASE": str(tmp_path / "companion.sqlite")})
    return app.test_client()
