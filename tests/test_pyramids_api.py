import pytest

SCORE = "/api/games/pyramids/score"


def test_setup_for_five_players(client):
    body = client.get("/api/games/pyramids/setup?players=5").get_json()
    assert body["players"] == 5 and "Thoth" in body["steps"][0]["detail"]
    assert client.get("/api/games/pyramids/setup?players=6").status_code == 400


def test_score_example_body(client):
    body = {"players": [{"name": "Ana",
                         "pyramid": [{"color": "blue", "cells": [[0, 0], [1, 0]]},
                                     {"color": "red", "cells": [[0, 1]]},
                                     {"color": "red", "cells": [[1, 1]]}],
                         "obelisk": [["red", "blue"], ["red", "white", "green"]],
                         "tomb": [["red", "blue"], ["green", "green", "yellow"]],
                         "glyphs": {"pyramid": 1, "obelisk": 0, "tomb": 2}}]}
    response = client.post(SCORE, json=body)
    assert response.status_code == 200
    player = response.get_json()["players"][0]
    # pyramid: blue 1 + red 2 + largest 2 = 5 (a large stone is one stone); obelisk: red
    # on 2 stages = 3; tomb: alone, a majority in each colour it holds = 20; glyphs 3 x 2.
    assert player["breakdown"] == {"pyramid": 5, "obelisk": 3, "tomb": 20, "glyphs": 6}
    assert player["total"] == 34 and player["rank"] == 1 and player["seat"] == 0


def test_ties_are_shared(client):
    players = [{"name": "Ana", "tomb": [["red", "red"]]},
               {"name": "Ben", "tomb": [["blue", "blue"]]}, {"name": "Cy"}]
    body = client.post(SCORE, json={"players": players}).get_json()
    assert [p["rank"] for p in body["players"]] == [1, 1, 3]
    assert body["winners"] == ["Ana", "Ben"]
    assert "share the place" in body["tie_breaks"][0]


@pytest.mark.parametrize("body, field", [
    ({"players": [{"name": n} for n in "ABCDEF"]}, "players"),
    ({"players": [{"name": "Ana"}, {"name": "Ana"}]}, "players[1].name"),
    ({"players": [{"name": " "}]}, "players[0].name"),
    ({"players": [{"name": "Ana", "pyramid": [{"color": "red", "cells": [[3, 0]]}]}]},
     "players[0].pyramid[0].cells[0]"),
])
def test_refusals(client, body, field):
    response = client.post(SCORE, json=body)
    assert response.status_code == 400
    assert field in [e["field"] for e in response.get_json()["errors"]]
