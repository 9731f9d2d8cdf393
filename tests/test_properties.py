"""Property tests (Hypothesis) on every game's scoring and on the new-play form."""
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.games import GAMES
from companion.games.ankhor import GAME as ANKHOR
from companion.games.pyramids import CARDS, COLORS, LAYOUTS, card_cells
from companion.games.pyramids import GAME as PYRAMIDS
from companion.names import name_error, name_key
from companion.ranking import rank_players
from tests.conftest import csrf_token

ANKHOR_COLORS = ("blue", "white", "black", "green", "red")
STEPS = [(0, 1), (1, 0), (0, -1), (-1, 0)]


@st.composite
def ankhor_layouts(draw):
    """A connected base layout grown step by step, and upper tiles where 4 supports stand."""
    size = draw(st.integers(1, 16))
    cells = [(0, 0)]
    while len(cells) < size:
        r, c = draw(st.sampled_from(cells))
        dr, dc = draw(st.sampled_from(STEPS))
        if (r + dr, c + dc) not in cells:
            cells.append((r + dr, c + dc))
    base = set(cells)
    squares = [(r, c) for r, c in cells
               if {(r, c + 1), (r + 1, c), (r + 1, c + 1)} <= base]
    uppers = draw(st.lists(st.sampled_from(squares), unique=True, max_size=4)) if squares else []
    tile = st.fixed_dictionaries({
        "color": st.sampled_from(ANKHOR_COLORS),
        "animal": st.sampled_from([None, "jackal", "scarab", "falcon"]),
        "points": st.integers(0, 3)})
    tiles = [dict(draw(tile), row=r, col=c, level=0) for r, c in cells]
    tiles += [dict(draw(tile), row=r, col=c, level=1) for r, c in uppers]
    return {"tiles": tiles, "bonus_tokens": draw(st.lists(st.just(3), max_size=3)),
            "leftover_tokens": draw(st.integers(0, 12))}


def ankhor_total(layout, name="Ana"):
    body = {"players": [dict(name=name, **layout)]}
    return ANKHOR.score(*ANKHOR.parse_score_request(body, {"covered_numbers": "count"}))[0]


def moved(layout, dr, dc):
    return dict(layout, tiles=[dict(t, row=t["row"] + dr, col=t["col"] + dc)
                               for t in layout["tiles"]])


def mirrored(layout):
    # An upper tile resting on columns c and c+1 rests on -c-1 and -c after the mirror.
    return dict(layout, tiles=[dict(t, col=-t["col"] - t["level"]) for t in layout["tiles"]])


@settings(max_examples=150, deadline=None)
@given(layout=ankhor_layouts(), dr=st.integers(-50, 50), dc=st.integers(-50, 50))
def test_ankhor_total_is_the_breakdown_and_survives_moves_and_mirrors(layout, dr, dc):
    score = ankhor_total(layout)
    assert score.total == sum(score.breakdown.values())
    assert ankhor_total(moved(layout, dr, dc)).breakdown == score.breakdown
    assert ankhor_total(mirrored(layout)).breakdown == score.breakdown
    transposed = dict(layout, tiles=[dict(t, row=t["col"], col=t["row"])
                                     for t in layout["tiles"]])
    assert ankhor_total(transposed).breakdown == score.breakdown


@st.composite
def necropolises(draw):
    """A pyramid that can stand (a card only on two cards), obelisk and tomb cards of 2 or
    3 stones, and no more glyphs than cards."""
    stones, present = [], set()
    for stage, position in CARDS:
        layout = draw(st.sampled_from([None, *LAYOUTS]))
        below = {(stage - 1, position), (stage - 1, position + 1)}
        if layout is None or (stage > 1 and not below <= present):
            continue
        present.add((stage, position))
        row, col = card_cells(stage, position)[0]
        for cells in LAYOUTS[layout]:
            stones.append({"color": draw(st.sampled_from(COLORS)),
                           "cells": [[row + r, col + c] for r, c in cells]})
    cards = st.lists(st.lists(st.sampled_from(COLORS), min_size=2, max_size=3), max_size=6)
    obelisk, tomb = draw(cards), draw(cards)
    return {"pyramid": stones, "obelisk": obelisk, "tomb": tomb,
            "glyphs": {"pyramid": draw(st.integers(0, min(3, len(present)))),
                       "obelisk": draw(st.integers(0, min(2, len(obelisk)))),
                       "tomb": draw(st.integers(0, min(2, len(tomb))))}}


def pyramids_scores(players):
    parsed = PYRAMIDS.parse_score_request({"players": players}, {"obelisk_6": 21})
    return {s.name: s for s in PYRAMIDS.score(*parsed)}


@settings(max_examples=100, deadline=None)
@given(entries=st.lists(necropolises(), min_size=1, max_size=5))
def test_pyramids_totals_mirror_and_player_order(entries):
    players = [dict(e, name=f"P{i}") for i, e in enumerate(entries)]
    scores = pyramids_scores(players)
    for s in scores.values():
        assert s.total == sum(s.breakdown.values())
    mirror = [dict(p, pyramid=[dict(st_, cells=[[r, 7 - c] for r, c in st_["cells"]])
                               for st_ in p["pyramid"]]) for p in players]
    assert {n: s.breakdown for n, s in pyramids_scores(mirror).items()} == \
        {n: s.breakdown for n, s in scores.items()}
    reordered = pyramids_scores(list(reversed(players)))
    assert {n: s.total for n, s in reordered.items()} == {n: s.total for n, s in scores.items()}
    ranks = {s.score.name: s.rank for s in rank_players(list(scores.values()), []).standings}
    ranks_again = {s.score.name: s.rank
                   for s in rank_players(list(reordered.values()), []).standings}
    assert ranks == ranks_again


junk = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["name", "pyramid", "cells", "color", "obelisk", "tomb", "glyphs",
                         "players", "tiles", "row", "col", "level", "x"]), inner, max_size=5),
    max_leaves=20)


@settings(max_examples=120, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(body=junk)
def test_junk_never_breaks_any_score_endpoint(client, body):
    for slug in GAMES:
        response = client.post(f"/api/games/{slug}/score", data=json.dumps(body),
                               content_type="application/json")
        assert response.status_code in (200, 400)
        if response.status_code == 400:
            assert all(e["field"] and e["message"] for e in response.get_json()["errors"])


def play_count(client) -> int:
    from companion.db import get_db
    with client.application.app_context():
        return next(get_db().query("SELECT count(*) AS n FROM plays"))["n"]


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(names=st.lists(st.text(max_size=30), min_size=4, max_size=4))
def test_new_play_form_errors_at_the_field_and_saves_nothing_bad(client, names):
    url = "/plays/new/ankhor"
    before = play_count(client)
    data = {"csrf_token": csrf_token(client, url)}
    for i, name in enumerate(names):
        data[f"players-{i}-name"] = name
        data[f"players-{i}-color"] = ("red", "blue", "green", "yellow")[i]
    response = client.post(url, data=data)
    cleaned = [n.strip() for n in names if n.strip()]
    valid = (len(cleaned) >= 2 and all(name_error(n, "name") is None for n in cleaned)
             and len({name_key(n) for n in cleaned}) == len(cleaned))
    after = play_count(client)
    if valid:
        assert response.status_code == 302 and after == before + 1
    else:
        assert response.status_code == 400 and after == before
        assert 'class="error"' in response.get_data(as_text=True)


@settings(max_examples=100, deadline=None)
@given(prestige=st.lists(st.integers(0, 60), min_size=1, max_size=4),
       books=st.lists(st.integers(0, 6), min_size=4, max_size=4),
       meeples=st.lists(st.tuples(st.integers(0, 2), st.integers(0, 1)), min_size=4,
                        max_size=4))
def test_towers_totals_and_player_order(prestige, books, meeples):
    from companion.games.towers_of_arkhanos import GAME as TOWERS
    names = [f"P{i}" for i in range(len(prestige))]
    counts = {n: {"apprentices": a, "masters": m}
              for n, (a, m) in zip(names, meeples, strict=False)}
    while sum(c["apprentices"] + c["masters"] for c in counts.values()) > 2:
        counts.popitem()
    body = {"players": [{"name": n, "prestige": p, "spellbook": b}
                        for n, p, b in zip(names, prestige, books, strict=False)],
            "floors": [{"tower": "outer", "complete": False, "meeples": counts}]}
    scores = {s.name: s for s in TOWERS.score(*TOWERS.parse_score_request(body))}
    for s in scores.values():
        assert s.total == sum(s.breakdown.values())
    body["players"].reverse()
    again = {s.name: s.total for s in TOWERS.score(*TOWERS.parse_score_request(body))}
    assert again == {n: s.total for n, s in scores.items()}


STONE_PARTS = st.one_of(st.integers(-2, 9), st.booleans(), st.floats(0, 8), st.none(),
                        st.sampled_from(["blue", "pink", ""]))


GRID_CELLS = st.lists(st.integers(-1, 8), min_size=2, max_size=2)


@settings(max_examples=400)
@given(color=st.one_of(st.sampled_from(COLORS), STONE_PARTS),
       cells=st.one_of(STONE_PARTS, st.lists(GRID_CELLS, min_size=1, max_size=2),
                       st.lists(st.one_of(GRID_CELLS, st.lists(STONE_PARTS, max_size=3),
                                          st.tuples(st.integers(0, 7), st.integers(0, 7)),
                                          STONE_PARTS), max_size=3)))
def test_a_stone_taken_in_one_go_is_one_the_worded_checks_accept(color, cells):
    """Pyramids reads the usual stone without its error texts: it must take nothing that
    the checks which word the errors refuse, and read it the same."""
    from companion.games.pyramids import _plain_stone, _worded_stone
    raw = {"color": color, "cells": cells}
    fast = _plain_stone(raw)
    if fast is None:
        return
    errors = []
    slow = _worded_stone(raw, "s", 1, errors)
    assert errors == [] and slow == fast


GOOD_TILE = {"row": 2, "col": 3, "color": "blue", "animal": "jackal", "points": 1, "level": 0}
TILE_EDGES = st.one_of(st.integers(-2, 101), st.sampled_from(
    [True, False, 0.0, 1.0, None, "blue", "black", "jackal", "cow", "", [0], "0"]))


@settings(max_examples=400)
@given(changes=st.dictionaries(st.sampled_from(list(GOOD_TILE)), TILE_EDGES, max_size=2),
       dropped=st.sets(st.sampled_from(list(GOOD_TILE)), max_size=1))
def test_a_tile_taken_in_one_go_is_one_the_worded_checks_accept(changes, dropped):
    """Ankh'or reads the usual tile without its error texts: it must take nothing that the
    checks which word the errors refuse, and read it the same."""
    from companion.games.ankhor import _plain_tile, _worded_tile
    tile = {k: v for k, v in {**GOOD_TILE, **changes}.items() if k not in dropped}
    fast = _plain_tile(tile)
    if fast is None:
        return
    errors = []
    assert _worded_tile(tile, "t", 1, errors) == fast and errors == []
