"""Every JSON endpoint is described at /api/openapi.json, and real answers match it."""
import re

import pytest
from jsonschema import Draft202012Validator

from companion.games import GAMES
from tests.ankhor_layouts import rulebook_example
from tests.conftest import start_play


@pytest.fixture(scope="module")
def spec():
    from companion.web.openapi import spec
    return spec()


def check(spec, client, checked, method, template, url, status, **kwargs):
    response = getattr(client, method)(url, **kwargs)
    assert response.status_code == status, response.get_data(as_text=True)
    operation = spec["paths"][template][method]
    schema = operation["responses"][str(status)]["content"]["application/json"]["schema"]
    Draft202012Validator({**schema, "components": spec["components"]}).validate(
        response.get_json())
    checked.add((template, method, str(status)))
    return response.get_json()


def test_served_spec_is_the_spec(client, spec):
    assert client.get("/api/openapi.json").get_json() == spec


def test_real_answers_match_the_spec_and_every_described_answer_is_checked(client, spec):
    checked: set[tuple[str, str, str]] = set()
    c = lambda *a, **k: check(spec, client, checked, *a, **k)  # noqa: E731
    c("get", "/api/games", "/api/games", 200)
    c("get", "/api/openapi.json", "/api/openapi.json", 200)
    for slug in GAMES:
        t = f"/api/games/{slug}/setup"
        c("get", t, f"/api/games/{slug}/setup?players=2", 200)
        c("get", t, f"/api/games/{slug}/setup?players=x", 400)
        t = f"/api/games/{slug}/score"
        c("post", t, t, 200, json={"players": [{"name": "Ana",
                                                  **GAMES[slug].example_entry()}]})
        c("post", t, t, 200, json={"players": [{"name": "Ana", "totals": {}},
                                               {"name": "Ben", "totals": {}}]})
        c("post", t, t, 400, json={"players": []})
        c("post", t, t, 413, data=b"x" * 300_000, content_type="application/json")
        t = "/api/games/{slug}/ask"
        c("get", t, f"/api/games/{slug}/ask?q=when does the game end", 200)
        c("get", t, f"/api/games/{slug}/ask?q=", 400)
    c("get", "/api/games/{slug}/ask", "/api/games/chess/ask?q=x", 404)
    assert client.get("/api/games/chess/setup?players=2").status_code == 404
    assert client.post("/api/games/chess/score", json={}).status_code == 404
    t = "/api/plays"
    created = c("post", t, t, 201, json={"game": "ankhor", "players": [
        {"name": "Ana", "color": "red"}, {"name": "Ben", "color": "blue"}]})
    assert created["phase"] == "setup" and created["seq"] == 0
    c("post", t, t, 400, json={"game": "ankhor", "players": [
        {"name": "Ana", "color": "red"}, {"name": "ana", "color": "blue"}]})
    c("post", t, t, 415, data="game=ankhor")
    play = start_play(client)
    c("get", "/api/plays/{play_id}", f"/api/plays/{play}", 200)
    c("get", "/api/plays/{play_id}", "/api/plays/nope", 404)
    etag = client.get(f"/api/plays/{play}").headers["ETag"]
    assert client.get(f"/api/plays/{play}", headers={"If-None-Match": etag}).status_code == 304
    checked.add(("/api/plays/{play_id}", "get", "304"))
    t = "/api/plays/{play_id}/events"
    c("post", t, f"/api/plays/{play}/events", 200,
      json={"after": 0, "kind": "first_player", "data": {"seat": 0}})
    c("post", t, f"/api/plays/{play}/events", 409, json={"after": 0, "kind": "take_tokens"})
    c("post", t, f"/api/plays/{play}/events", 400, json={"after": 1, "kind": "end_turn"})
    c("post", t, f"/api/plays/{play}/events", 415, data="after=1")
    c("post", t, "/api/plays/nope/events", 404, json={"after": 0, "kind": "x"})
    t = "/api/plays/{play_id}/undo"
    c("post", t, f"/api/plays/{play}/undo", 409, json={"after": 0})
    c("post", t, f"/api/plays/{play}/undo", 200, json={"after": 1})
    c("post", t, f"/api/plays/{play}/undo", 400, json={})
    c("post", t, f"/api/plays/{play}/undo", 415, data="x")
    c("post", t, "/api/plays/nope/undo", 404, json={"after": 0})
    t = "/api/plays/{play_id}/preview"
    c("post", t, f"/api/plays/{play}/preview", 400, json={"seat": 0, "entry": {}})
    client.post(f"/api/plays/{play}/events", json={"after": 2, "kind": "to_scoring"})
    reply = c("post", t, f"/api/plays/{play}/preview", 200,
              json={"seat": 0, "entry": rulebook_example()})
    assert reply["players"][0]["total"] == 24
    c("post", t, f"/api/plays/{play}/preview", 415, data="x")
    c("post", t, "/api/plays/nope/preview", 404, json={})
    described = {(path, method, status) for path, ops in spec["paths"].items()
                 for method, op in ops.items() for status in op["responses"]}
    assert described == checked


def test_every_api_route_is_described(app, spec):
    """Each route is described; a game's own operations once per game of the registry."""
    routes = {re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule.rule) for rule in app.url_map.iter_rules()
              if rule.rule.startswith("/api/")}
    described = {re.sub(r"^/api/games/(?!\{)[^/]+/(setup|score)$", r"/api/games/{slug}/\1", p)
                 for p in spec["paths"]}
    assert routes == described
    for slug in GAMES:
        assert {f"/api/games/{slug}/setup", f"/api/games/{slug}/score"} <= set(spec["paths"])
