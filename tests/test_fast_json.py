"""JSON through orjson reads and writes what Flask's own provider did (only non-ASCII text
is written as UTF-8 instead of \\u escapes)."""
import datetime
import json
from dataclasses import dataclass

import pytest
from flask.json.provider import DefaultJSONProvider

from companion.games import GAMES
from companion.web.fast_json import read_json


@dataclass
class Point:
    row: int
    col: int


def flask_own(app):
    provider = DefaultJSONProvider(app)
    provider.sort_keys = False
    return provider


def in_order(text: str | bytes):
    """The JSON read with every object as its list of pairs: order counts when compared."""
    return json.loads(text, object_pairs_hook=list)


def nested(depth: int):
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


VALUES = [
    {"b": 1, "a": [1, 2.5, None, True], "é": "Ñandú ☥"},
    {"when": datetime.date(2026, 11, 30), "at": datetime.datetime(2026, 11, 30, 14, 0)},
    {"point": Point(1, 2)},
    {3: "a seat number as a key"},
]
# orjson cannot write these: Flask's path does, as before.
BEYOND_ORJSON = [{"row": 10 ** 20}, {"cells": nested(300)}]


@pytest.mark.parametrize("value", VALUES + BEYOND_ORJSON)
def test_writes_the_same_json_as_flask(app, value):
    with app.app_context():
        assert in_order(app.json.dumps(value)) == in_order(flask_own(app).dumps(value))


@pytest.mark.parametrize("value", BEYOND_ORJSON)
def test_an_answer_orjson_cannot_write_is_written_as_before(app, value):
    with app.test_request_context():
        assert app.json.response(value).get_data() == flask_own(app).response(value).get_data()


def test_a_call_with_options_takes_flasks_path(app):
    with app.app_context():
        assert app.json.dumps({"b": 1, "a": 2}, sort_keys=True, indent=1) == (
            json.dumps({"b": 1, "a": 2}, sort_keys=True, indent=1))


@pytest.mark.parametrize("slug", list(GAMES))
def test_every_games_score_answer_is_the_same_as_flasks(app, client, slug, monkeypatch):
    entry = GAMES[slug].example_entry()
    body = {"players": [{"name": "Ana", **entry}, {"name": "Élodie", **entry}]}
    ours = client.post(f"/api/games/{slug}/score", json=body)
    monkeypatch.setattr(app, "json", flask_own(app))    # the app is shared: put back after
    theirs = client.post(f"/api/games/{slug}/score", json=body)
    assert ours.status_code == theirs.status_code == 200
    assert ours.mimetype == theirs.mimetype == "application/json"
    assert ours.data.endswith(b"\n")
    assert in_order(ours.data) == in_order(theirs.data)


BODIES = [
    b'{"a": [1, -2, 3.5, "x"]}',
    b'{"row": 100000000000000000000, "col": -100000000000000000000}',   # beyond 64 bits
    b'{"n": 18446744073709551616}',
    '\ufeff{"name": "Élodie"}'.encode(),                                 # a byte-order mark
    '{"name": "Ana"}'.encode("utf-16"),
    b'{"players": NaN, "x": Infinity}',
    b'"\\ud800"',                                                        # a lone surrogate
]


@pytest.mark.parametrize("data", BODIES)
def test_reads_what_the_standard_library_reads(data):
    assert repr(read_json(data)) == repr(json.loads(data))


@pytest.mark.parametrize("text", ['{"row": 100000000000000000000}', '[1, "é"]', "NaN"])
def test_reads_text_as_the_standard_library_does(text):
    assert repr(read_json(text)) == repr(json.loads(text))


@pytest.mark.parametrize("data", [b"", b"{", b"[" * 100000, b"\xff\xfe\x00", b"nul"])
def test_refuses_what_the_standard_library_refuses(data):
    with pytest.raises((ValueError, RecursionError)):
        json.loads(data)
    with pytest.raises((ValueError, RecursionError)):
        read_json(data)


def test_a_body_with_a_byte_order_mark_is_scored(client):
    entry = GAMES["ankhor"].example_entry()
    raw = "\ufeff" + json.dumps({"players": [{"name": "Élodie", **entry}]})
    response = client.post("/api/games/ankhor/score", data=raw.encode(),
                           content_type="application/json")
    assert response.status_code == 200
    assert response.get_json()["players"][0]["name"] == "Élodie"


def test_a_row_beyond_64_bits_stays_a_whole_number(client):
    far = {"row": 10 ** 20, "col": 0, "color": "red"}
    response = client.post("/api/games/ankhor/score", json={"players": [
        {"name": "Ana", "tiles": [{"row": 0, "col": 0, "color": "red"}, far]}]})
    assert response.status_code == 400
    [error] = response.get_json()["errors"]
    assert error["field"] == "players[0].tiles[1]"
    assert "does not touch the rest of the layout" in error["message"]
