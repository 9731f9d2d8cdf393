"""The table at a glance: every game's tracker draws its state (companion.games.base's
drawing parts), and what each picture shows is what the play's JSON gives: the scores,
the turn order, the floors, the round, the tiles taken."""
import random
import xml.etree.ElementTree as ET

import pytest

from companion.games import GAMES
from companion.games.fields import convert
from tests.conftest import start_play

TOWERS_SETTINGS = {"outer.most": 5, "outer.second": 3, "outer.tie": 2,
                   "central.most": 3, "central.second": 2, "central.tie": 1}
SVG = "{http://www.w3.org/2000/svg}"


def act(client, play, state, kind, data=None):
    response = client.post(f"/api/plays/{play}/events",
                           json={"after": state["seq"], "kind": kind, "data": data or {}})
    assert response.status_code == 200, response.get_json()
    return response.get_json()


def drawing_on_page(client, play) -> ET.Element:
    """The drawing section of the tracker page, read as XML (it must be well formed)."""
    html = client.get(f"/plays/{play}/track").get_data(as_text=True)
    start = html.index('<section class="table-drawing"')
    end = html.index("</section>", start) + len("</section>")
    return ET.fromstring(html[start:end].replace("<svg ", f'<svg xmlns="{SVG[1:-1]}" ', ))


def shown(section: ET.Element) -> list[dict]:
    """What each picture shows, read from its marks and texts (not from the JSON)."""
    out = []
    for svg in section.iter(f"{SVG}svg"):
        kind = svg.get("data-drawing")
        if kind == "track":
            rows = [(int(g.get("data-seat")),
                     int(next(t for t in g.iter(f"{SVG}text") if t.get("class") == "value").text))
                    for g in svg.iter(f"{SVG}g") if g.get("class") == "track-row"]
            # the marker drawn on each row is that row's player
            markers = [int(g.get("data-seat")) for g in svg.iter(f"{SVG}g")
                       if g.get("class") == "marker"]
            assert markers == [seat for seat, _ in rows]
            out.append({"kind": kind, "markers": [list(r) for r in rows]})
        elif kind == "order":
            seats = [int(g.get("data-seat")) for g in svg.iter(f"{SVG}g")
                     if g.get("class") == "marker"]
            numbers = [int(t.text) for t in svg.iter(f"{SVG}text") if t.get("class") == "order-n"]
            assert numbers == list(range(1, len(seats) + 1))
            out.append({"kind": kind, "seats": seats})
        elif kind == "rounds":
            now = [int(t.text) for t in svg.iter(f"{SVG}text") if "now" in t.get("class", "")]
            done = [r for r in svg.iter(f"{SVG}rect") if "done" in r.get("class", "")]
            assert len(now) == 1 and len(done) == now[0] - 1
            out.append({"kind": kind, "current": now[0],
                        "total": len(list(svg.iter(f"{SVG}rect")))})
        elif kind == "tiles":
            tiles = []
            for g in svg.iter(f"{SVG}g"):
                if g.get("class", "").startswith("tile"):
                    marker = [m for m in g.iter(f"{SVG}g") if m.get("class") == "marker"]
                    number = next(t for t in g.iter(f"{SVG}text") if t.get("class") == "tile-n")
                    tiles.append({"number": int(number.text),
                                  "seat": int(marker[0].get("data-seat")) if marker else None,
                                  "out": "out" in g.get("class")})
            out.append({"kind": kind, "tiles": tiles})
        elif kind == "stacks":
            stacks = []
            for g in svg.iter(f"{SVG}g"):
                if g.get("class") != "stack":
                    continue
                rects = [r for r in g.iter(f"{SVG}rect")]
                open_floor = [r for r in rects if "open" in r.get("class")]
                finished = sorted({r.get("y") for r in rects if "open" not in r.get("class")},
                                  key=float)
                stacks.append({"floor": len(finished) + 1, "open": len(open_floor),
                               "won": g.get("data-won")})
            out.append({"kind": kind, "stacks": stacks})
    return out


def expected(part: dict) -> dict:
    """The JSON part in the shape `shown` reads from the picture."""
    if part["kind"] == "track":
        return {"kind": "track", "markers": part["markers"]}
    if part["kind"] == "order":
        return {"kind": "order", "seats": part["seats"]}
    if part["kind"] == "rounds":
        return {"kind": "rounds", "current": part["current"], "total": part["total"]}
    if part["kind"] == "tiles":
        return {"kind": "tiles", "tiles": [{k: t[k] for k in ("number", "seat", "out")}
                                           for t in part["tiles"]]}
    return {"kind": "stacks", "stacks": [
        {"floor": s["floor"], "open": 1, "won": "|".join(",".join(map(str, w)) for w in s["won"])}
        for s in part["stacks"]]}


def example_moves(client, play, state, game, moves: int):
    """The game's own example player for a few actions, through the JSON API."""
    for _ in range(moves):
        view = game.tracker_view(_turn(client, play), [p["name"] for p in state["players"]])
        kind, example = game.example_move(view)
        action = view.action(kind)
        convert(action.fields, example, seats=len(state["players"]))
        state = act(client, play, state, kind, example)
        if state["phase"] != "playing":
            break
    return state


def _turn(client, play):
    from companion.db import get_db
    from companion.plays import read_state
    with client.application.app_context():
        return read_state(get_db(), play).turn


@pytest.fixture
def towers_settings(app):
    from companion import settings
    from companion.db import get_db
    with app.app_context():
        settings.save(get_db(), GAMES["towers-of-arkhanos"], TOWERS_SETTINGS)


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_game_draws_what_its_json_gives(client, slug, towers_settings):
    game = GAMES[slug]
    names = ["Ana", "Ben", "Chloé"][:max(game.min_players, 3)]
    play = start_play(client, names, slug)
    state = client.get(f"/api/plays/{play}").get_json()
    state = act(client, play, state, "first_player", {"seat": 0})
    random.seed(3)
    for moves in (0, 3, 7):
        state = example_moves(client, play, state, game, moves)
        if state["phase"] != "playing":
            break
        parts = state["tracker"]["drawing"]
        assert parts, f"{slug} draws nothing"
        assert shown(drawing_on_page(client, play)) == [expected(p) for p in parts]


def test_egizia_draws_the_score_track_and_the_turn_order_it_sets(client):
    play = start_play(client, ["Ana", "Ben", "Chloé"], "egizia")
    state = act(client, play, client.get(f"/api/plays/{play}").get_json(), "first_player",
                {"seat": 0})
    state = act(client, play, state, "gain", {"player": 0, "points": 12})
    state = act(client, play, state, "gain", {"player": 2, "points": 5})
    parts = {p["label"]: p for p in state["tracker"]["drawing"]}
    assert parts["Score track, front first"]["markers"] == [[0, 12], [2, 5], [1, 0]]
    assert parts["Turn order the track sets for the next round"]["seats"] == [1, 2, 0]
    pictures = shown(drawing_on_page(client, play))
    assert pictures[1]["markers"] == [[0, 12], [2, 5], [1, 0]]
    assert pictures[3]["seats"] == [1, 2, 0]


def test_the_towers_draw_their_floors_and_who_took_most(client, towers_settings):
    play = start_play(client, ["Ana", "Ben", "Chloé"], "towers-of-arkhanos")
    state = act(client, play, client.get(f"/api/plays/{play}").get_json(), "first_player",
                {"seat": 0})
    state = act(client, play, state, "floor_complete",
                {"tower": 0, "apprentices_0": 2, "apprentices_1": 1})
    state = act(client, play, state, "floor_complete",
                {"tower": 3, "apprentices_0": 1, "apprentices_1": 1, "apprentices_2": 1})
    towers = next(p for p in state["tracker"]["drawing"] if p["kind"] == "stacks")["stacks"]
    assert [(t["floor"], t["won"]) for t in towers] == [(2, [[0]]), (1, []), (1, []),
                                                          (2, [[0, 1, 2]])]
    pictures = next(p for p in shown(drawing_on_page(client, play)) if p["kind"] == "stacks")
    assert [(s["floor"], s["won"]) for s in pictures["stacks"]] == [
        (2, "0"), (1, ""), (1, ""), (2, "0,1,2")]
    prestige = next(p for p in state["tracker"]["drawing"] if p["kind"] == "track")
    assert prestige["markers"] == [[0, 6], [1, 4], [2, 1]]   # 5+1, 3+1, 1


def test_ankhor_draws_tiles_out_of_13_and_pyramids_the_round_and_gods(client):
    play = start_play(client, ["Ana", "Ben"], "ankhor")
    state = act(client, play, client.get(f"/api/plays/{play}").get_json(), "first_player",
                {"seat": 1})
    state = act(client, play, state, "buy_tile", {})
    track = state["tracker"]["drawing"][0]
    assert track["goal"] == 13 and track["markers"] == [[1, 1], [0, 0]]
    assert shown(drawing_on_page(client, play))[0]["markers"] == [[1, 1], [0, 0]]

    play = start_play(client, ["Ana", "Ben", "Chloé"], "pyramids")
    state = act(client, play, client.get(f"/api/plays/{play}").get_json(), "first_player",
                {"seat": 0})
    state = act(client, play, state, "quarry")
    state = act(client, play, state, "god_2")
    pictures = shown(drawing_on_page(client, play))
    assert pictures[0] == {"kind": "rounds", "current": 1, "total": 10}
    assert [(t["number"], t["seat"]) for t in pictures[1]["tiles"]] == [
        (1, None), (2, 0), (3, None), (4, None)]


@pytest.mark.parametrize("lang, fitted", [("en", set()), ("es", {0, 1, 2}), ("fr", {0, 1, 2})])
def test_a_tower_name_wider_than_its_tower_is_drawn_narrower_in_the_readers_language(
        client, lang, fitted):
    """'Tour extérieure A' ran into 'Tour extérieure B': the fit was measured on the
    English name ('Outer tower A'), a catalogue text's own value."""
    play = start_play(client, ["Ana", "Ben", "Chloé"], "towers-of-arkhanos")
    act(client, play, client.get(f"/api/plays/{play}").get_json(), "first_player", {"seat": 0})
    client.get(f"/language/{lang}?next=/")
    svg = next(s for s in drawing_on_page(client, play).iter(f"{SVG}svg")
               if s.get("data-drawing") == "stacks")
    names = [t for t in svg.iter(f"{SVG}text") if t.get("class") == "name small"]
    assert len(names) == 4
    assert {i for i, t in enumerate(names) if t.get("textLength")} == fitted, [
        t.text for t in names]
