"""First-play mode, for every game of the registry: chosen when the play is made (off by
default, kept in the play's first event), each rules entry explained the first time its
setup step, phase or action comes up, gone once done and never back in that play."""
import random

import pytest

from companion import content, first_play
from companion.games import GAMES
from companion.games.fields import convert
from companion.plays import PlayState, _apply
from tests.conftest import csrf_token

SEATS = {slug: min(3, game.max_players) for slug, game in GAMES.items()}


def entries_named(game, seats: int) -> set[str]:
    """Every entry a setup step, an action or a reminder names, over an example play."""
    named = {s.entry for n in range(game.min_players, game.max_players + 1)
             for s in game.setup_steps(n)}
    named |= {a.entry for a in game.actions_offered(seats)}
    turn = game.start(seats, 0, game.random_setup(seats, random.Random(1)))
    for _ in range(400):
        if game.is_over(turn):
            break
        view = game.tracker_view(turn, [f"P{i}" for i in range(seats)])
        named |= set(first_play.moments(view))
        kind, example = game.example_move(view)
        turn = game.apply(turn, kind, convert(view.action(kind).fields, example, seats=seats),
                          {"outer.most": 5, "outer.second": 3, "outer.tie": 2,
                           "central.most": 3, "central.second": 2, "central.tie": 1})
    return named - {None}


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_step_and_action_names_an_entry_of_every_language(slug):
    game = GAMES[slug]
    assert all(s.entry for n in range(game.min_players, game.max_players + 1)
               for s in game.setup_steps(n))
    assert all(a.entry for a in game.actions_offered(game.max_players))
    for lang in content.LANGUAGES:
        ids = {e.id for e in content.entries_for(game, lang)}
        assert entries_named(game, SEATS[slug]) <= ids


def example_play(slug: str, moves: int = 60) -> list[tuple[str, list[str], str | None]]:
    """A first play of the game's example player, event by event: (the kind recorded,
    what the tracker explained just before it, the entry of that action)."""
    game = GAMES[slug]
    seats = SEATS[slug]
    state = PlayState("x", game, [{"name": f"P{i}", "color": "red"} for i in range(seats)],
                      "now")
    state.settings = {"outer.most": 5, "outer.second": 3, "outer.tie": 2,
                      "central.most": 3, "central.second": 2, "central.tie": 1}
    first_play.around(state, "first_play", {"on": True},
                      lambda: _apply(state, "first_play", {"on": True}))
    setup = game.random_setup(seats, random.Random(2))
    data = {"seat": game.start_seat(setup, 0), "setup": setup}   # as first_player_event
    first_play.around(state, "first_player", data, lambda: _apply(state, "first_player", data))
    out = []
    for _ in range(moves):
        if state.phase != "playing":
            break
        view = state.tracker()
        shown = first_play.showing(state)
        kind, example = game.example_move(view)
        values = convert(view.action(kind).fields, example, seats=seats)
        first_play.around(state, kind, values,
                          lambda kind=kind, values=values: _apply(state, kind, values))
        out.append((kind, shown, view.action(kind).entry))
    out.append(("end", first_play.showing(state), None))
    return out


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_each_explanation_comes_once_and_goes_when_done(slug):
    steps = example_play(slug)
    gone: set[str] = set()
    for (kind, shown, entry), (_, after, _) in zip(steps, steps[1:], strict=False):
        assert not gone & set(shown), f"{kind}: {gone & set(shown)} came back"
        gone |= set(shown) - set(after)
        if entry and entry in shown:
            assert entry not in after, f"{kind} recorded, {entry} still explained"
    assert steps[0][1], "the first turn explains something"


def test_egizia_explains_each_phase_in_its_phase_of_the_first_round_only():
    steps = example_play("egizia", moves=20)
    phases = ["nile-cards", "boats", "feeding", "stones", "build", "cooperation",
              "turn-order"]
    next_phases = [shown for kind, shown, _ in steps if kind == "next_phase"]
    for phase, shown in zip(phases, next_phases, strict=False):
        assert phase in shown
    assert not set(phases) & set(next_phases[7])          # round 2: all explained before


def test_off_by_default_on_when_chosen_and_turned_off_on_demand(client):
    token = csrf_token(client, "/plays/new/ankhor")
    form = {"csrf_token": token, "players-0-name": "Ana", "players-0-color": "red",
            "players-1-name": "Ben", "players-1-color": "blue"}
    plain = client.post("/plays/new/ankhor", data=form).location.rsplit("/", 1)[-1]
    assert "first_play" not in client.get(f"/api/plays/{plain}").get_json()
    assert 'class="explain"' not in client.get(f"/plays/{plain}/setup").get_data(as_text=True)

    chosen = client.post("/plays/new/ankhor", data={**form, "first_play": "y"})
    play = chosen.location.rsplit("/", 1)[-1]
    state = client.get(f"/api/plays/{play}").get_json()
    assert state["seq"] == 1 and state["log"] == ["First play: explanations on"]
    assert state["first_play"]["explaining"] == [f"setup:{i}" for i in range(8)]
    html = client.get(f"/plays/{play}/setup").get_data(as_text=True)
    assert html.count('<aside class="explain"') == 8

    reply = client.post(f"/api/plays/{play}/events",
                        json={"after": 1, "kind": "first_play", "data": {}})
    assert reply.status_code == 200 and "first_play" not in reply.get_json()
    assert reply.get_json()["log"][-1] == "First play: explanations off"
    assert 'class="explain"' not in client.get(f"/plays/{play}/setup").get_data(as_text=True)


def test_a_ticked_step_is_explained_no_more_even_unticked(client):
    reply = client.post("/api/plays", json={"game": "pyramids", "first_play": True, "players": [
        {"name": "Ana", "color": "red"}, {"name": "Ben", "color": "blue"}]})
    play = reply.get_json()["id"]
    for after, done in ((1, True), (2, False)):
        reply = client.post(f"/api/plays/{play}/events", json={
            "after": after, "kind": "setup_tick", "data": {"step": 0, "done": done}})
    assert "setup:0" not in reply.get_json()["first_play"]["explaining"]
    assert "setup:1" in reply.get_json()["first_play"]["explaining"]


def test_an_undone_action_is_explained_again(client):
    reply = client.post("/api/plays", json={"game": "ankhor", "first_play": True, "players": [
        {"name": "Ana", "color": "red"}, {"name": "Ben", "color": "blue"}]})
    play = reply.get_json()["id"]
    state = client.post(f"/api/plays/{play}/events", json={
        "after": 1, "kind": "first_player", "data": {"seat": 0}}).get_json()
    assert "take-tokens" in state["first_play"]["explaining"]
    state = client.post(f"/api/plays/{play}/events", json={
        "after": 2, "kind": "take_tokens", "data": {}}).get_json()
    assert "take-tokens" not in state["first_play"]["explaining"]
    state = client.post(f"/api/plays/{play}/undo", json={"after": 3}).get_json()
    assert "take-tokens" in state["first_play"]["explaining"]
