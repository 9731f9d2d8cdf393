import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.ankhor_layouts import rulebook_example, tile

SCORE = "/api/games/ankhor/score"


def test_games_list_by_name(client):
    assert client.get("/api/games").get_json() == [
        {"slug": "ankhor", "name": "Ankh'or", "min_players": 2, "max_players": 4},
        {"slug": "egizia", "name": "Egizia", "min_players": 2, "max_players": 4},
        {"slug": "pyramids", "name": "Pyramids", "min_players": 2, "max_players": 5},
        {"slug": "towers-of-arkhanos", "name": "The Towers of Arkhanos", "min_players": 2,
         "max_players": 4}]


@pytest.mark.parametrize("players, pile", [(2, 4), (3, 5), (4, 6)])
def test_setup_per_player_count(client, players, pile):
    body = client.get(f"/api/games/ankhor/setup?players={players}").get_json()
    assert body["game"] == "ankhor" and body["players"] == players
    assert all(set(s) >= {"title", "detail"} for s in body["steps"])
    assert any(f"{pile} tokens in each pile" in s["detail"] for s in body["steps"])


@pytest.mark.parametrize("query", ["", "?players=", "?players=x", "?players=1", "?players=5"])
def test_setup_bad_player_count(client, query):
    response = client.get(f"/api/games/ankhor/setup{query}")
    assert response.status_code == 400
    assert response.get_json()["errors"][0]["field"] == "players"


def test_unknown_game_is_404(client):
    assert client.get("/api/games/chess/setup?players=2").status_code == 404
    assert client.post("/api/games/chess/score", json={}).status_code == 404


def test_score_rulebook_example(client):
    response = client.post(SCORE, json={"players": [dict(name="Ana", **rulebook_example())]})
    body = response.get_json()
    assert response.status_code == 200
    assert body["game"] == "ankhor"
    player = body["players"][0]
    assert player["total"] == 24 and player["rank"] == 1 and player["warnings"] == []
    assert player["breakdown"] == {"printed": 6, "bonus": 3, "animals": 5, "colors": 10,
                                   "leftover": 0}
    assert body["winners"] == ["Ana"]


def test_score_ranks_in_request_order_with_shared_rank(client):
    players = [
        {"name": "Cy", "tiles": [tile(0, 0, "red", points=1)]},
        {"name": "Ana", "tiles": [tile(0, 0, "red", points=3)]},
        {"name": "Ben", "tiles": [tile(0, 0, "blue", points=3)]},
    ]
    body = client.post(SCORE, json={"players": players}).get_json()
    assert [p["name"] for p in body["players"]] == ["Cy", "Ana", "Ben"]
    assert [p["rank"] for p in body["players"]] == [3, 1, 1]
    assert body["winners"] == ["Ana", "Ben"]


def test_score_tie_break_fewer_tiles(client):
    players = [
        {"name": "Ana", "tiles": [tile(0, 0, "red", points=2), tile(0, 1, "blue", points=1)]},
        {"name": "Ben", "tiles": [tile(0, 0, "red", points=3)]},
    ]
    body = client.post(SCORE, json={"players": players}).get_json()
    assert [p["rank"] for p in body["players"]] == [2, 1]


def test_warnings_are_200(client):
    players = [{"name": "Ana", "tiles": [tile(0, c, "red") for c in range(5)]}]
    response = client.post(SCORE, json={"players": players})
    assert response.status_code == 200
    assert "bonus" in response.get_json()["players"][0]["warnings"][0]


@pytest.mark.parametrize("body, field", [
    ({"players": [{"name": "Ana", "tiles": [{"row": 0, "col": 0, "color": "red"},
                                            {"row": 0, "col": 0, "color": "red"}]}]},
     "players[0].tiles[1]"),
    ({"players": [{"name": "Ana", "tiles": [tile(0, 0, "red", level=1)]}]},
     "players[0].tiles[0]"),
    ({"players": [{"name": "Ana", "tiles": [tile(0, 0, "red"), tile(5, 5, "red")]}]},
     "players[0].tiles[1]"),
    ({"players": [{"name": "Ana", "tiles": [dict(tile(0, 0, "red"), row="x")]}]},
     "players[0].tiles[0].row"),
    ({"players": [{"name": "Ana", "tiles": [tile(0, 0, "pink")]}]}, "players[0].tiles[0].color"),
    ({"players": [{"name": "Ana", "tiles": [tile(0, 0, "red", "cat")]}]},
     "players[0].tiles[0].animal"),
    ({"players": [{"name": "Ana", "tiles": [tile(0, 0, "red", level=3)]}]},
     "players[0].tiles[0].level"),
    ({"players": [{"name": "Ana", "tiles": [tile(0, 0, "red", points=-2)]}]},
     "players[0].tiles[0].points"),
    ({"players": [{"name": "Ana", "leftover_tokens": 1.5}]}, "players[0].leftover_tokens"),
    ({"players": [{"name": ""}]}, "players[0].name"),
    ({"players": [{"tiles": []}]}, "players[0].name"),
    ({"players": [{"name": "Ana"}, {"name": "Ana"}]}, "players[1].name"),
    ({"players": [{"name": n} for n in "ABCDE"]}, "players"),
    ({"players": []}, "players"),
    ({}, "players"),
    ([], "body"),
])
def test_refusals(client, body, field):
    response = client.post(SCORE, json=body)
    assert response.status_code == 400
    fields = [e["field"] for e in response.get_json()["errors"]]
    assert field in fields
    assert all(e["message"] for e in response.get_json()["errors"])


@pytest.mark.parametrize("raw", [b"", b"not json", b"{", b"[" * 100000, b"\xff\xfe",
                                 b'"text"', b"null", b"12"])
def test_junk_bodies_are_400(client, raw):
    response = client.post(SCORE, data=raw, content_type="application/json")
    assert response.status_code == 400
    assert response.get_json()["errors"]


def test_huge_body_is_413(client):
    response = client.post(SCORE, data=b"x" * (300 * 1024), content_type="application/json")
    assert response.status_code == 413


def test_score_needs_no_csrf_token_and_stores_nothing(client):
    client.post(SCORE, json={"players": [dict(name="Ana", **rulebook_example())]})
    assert "No plays yet" in client.get("/history").get_data(as_text=True)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["name", "tiles", "row", "col", "color", "animal", "points", "level",
                         "bonus_tokens", "leftover_tokens", "players", "x"]), inner, max_size=5),
    max_leaves=20)


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(body=json_values)
def test_random_junk_never_breaks_the_api(client, body):
    response = client.post(SCORE, data=json.dumps(body), content_type="application/json")
    assert response.status_code in (200, 400)
    if response.status_code == 400:
        assert all(e["field"] and e["message"] for e in response.get_json()["errors"])
