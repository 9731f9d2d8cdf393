"""JSON through orjson writes what Flask's own provider wrote, and reads what it read."""
import datetime
import json
from dataclasses import dataclass

import pytest
from flask.json.provider import DefaultJSONProvider

from companion.games import GAMES


@dataclass
class Point:
    row: int
    col: int


def flask_own(app):
    provider = DefaultJSONProvider(app)
    provider.sort_keys = False
    return provider


VALUES = [
    {"b": 1, "a": [1, 2.5, None, True], "é": "Ñandú ☥"},
    {"when": datetime.date(2026, 11, 30), "at": datetime.datetime(2026, 11, 30, 14, 0)},
    {"point": Point(1, 2)},
    {3: "a seat number as a key"},
]


@pytest.mark.parametrize("value", VALUES)
def test_writes_the_same_json_as_flask(app, value):
    with app.app_context():
        assert json.loads(app.json.dumps(value)) == json.loads(flask_own(app).dumps(value))


def test_keys_keep_their_order(app):
    with app.app_context():
        assert app.json.dumps({"pyramid": 1, "obelisk": 2, "tomb": 3}) == (
            '{"pyramid":1,"obelisk":2,"tomb":3}')


def test_a_call_with_options_takes_flasks_path(app):
    with app.app_context():
        assert app.json.dumps({"b": 1, "a": 2}, sort_keys=True, indent=1) == (
            json.dumps({"b": 1, "a": 2}, sort_keys=True, indent=1))


@pytest.mark.parametrize("slug", list(GAMES))
def test_every_games_score_answer_is_unchanged(app, client, slug):
    entry = GAMES[slug].example_entry()
    body = {"players": [{"name": "Ana", **entry}, {"name": "Élodie", **entry}]}
    response = client.post(f"/api/games/{slug}/score", json=body)
    assert response.status_code == 200
    assert response.mimetype == "application/json"
    assert response.data.endswith(b"\n")
    with app.test_request_context():
        before = flask_own(app).response(response.get_json()).get_data()
    assert json.loads(before) == json.loads(response.data)
    assert list(json.loads(response.data)["players"][0]) == list(json.loads(before)["players"][0])


@pytest.mark.parametrize("raw", [b'{"players": NaN}', b'{"players": [1e999]}'])
def test_numbers_json_does_not_have_are_refused(client, raw):
    response = client.post("/api/games/ankhor/score", data=raw, content_type="application/json")
    assert response.status_code == 400
    assert response.get_json()["errors"][0]["field"] == "body"
