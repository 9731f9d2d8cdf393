"""Setup as a shared checklist: a tick is an event of the play that touches its step only,
so two phones ticking two steps both succeed, and the same step changed twice is a
conflict that says what happened; every phone's page shows the ticks."""
import re

import pytest

from companion.games import GAMES
from tests.conftest import csrf_token, start_play
from tests.typeset import plain


def tick(client, play, after, step, done=True):
    return client.post(f"/api/plays/{play}/events", json={
        "after": after, "kind": "setup_tick", "data": {"step": step, "done": done}})


def ticked_on_page(client, play) -> list[int]:
    html = client.get(f"/plays/{play}/setup").get_data(as_text=True)
    boxes = re.findall(r'data-tick="(\d+)".*?aria-checked="(true|false)"', html, re.S)
    return [int(step) for step, checked in boxes if checked == "true"]


def test_two_phones_tick_two_steps_against_the_same_event_and_both_count(client):
    play = start_play(client)
    assert tick(client, play, 0, 0).status_code == 200
    second = tick(client, play, 0, 2)            # this phone had not seen the first tick
    assert second.status_code == 200 and second.get_json()["seq"] == 2
    assert ticked_on_page(client, play) == [0, 2]


def test_the_same_step_changed_twice_is_a_conflict_that_says_what_happened(client):
    play = start_play(client)
    tick(client, play, 0, 1)
    clash = tick(client, play, 0, 1, done=False)
    assert clash.status_code == 409
    assert clash.get_json()["happened"] == ["Setup: Token piles of 4 done"]
    assert ticked_on_page(client, play) == [1]
    assert tick(client, play, 1, 1, done=False).status_code == 200   # seen, then unticked
    assert ticked_on_page(client, play) == []


@pytest.mark.parametrize("data, field", [({"step": 99, "done": True}, "step"),
                                         ({"step": -1, "done": True}, "step"),
                                         ({"step": True, "done": True}, "step"),
                                         ({"step": 0, "done": "yes"}, "done"),
                                         ({"step": 0}, "done")])
def test_a_tick_that_names_no_step_is_refused_at_its_field(client, data, field):
    play = start_play(client)
    response = client.post(f"/api/plays/{play}/events",
                           json={"after": 0, "kind": "setup_tick", "data": data})
    assert response.status_code == 400
    assert [e["field"] for e in response.get_json()["errors"]] == [field]


def test_a_start_from_a_phone_that_missed_a_tick_is_no_conflict(client):
    play = start_play(client)
    tick(client, play, 0, 0)
    start = client.post(f"/api/plays/{play}/events", json={"after": 0, "kind": "first_player",
                                                            "data": {"seat": 1}})
    assert start.status_code == 200 and start.get_json()["phase"] == "playing"
    again = client.post(f"/api/plays/{play}/events", json={"after": 1, "kind": "first_player",
                                                            "data": {"seat": 0}})
    assert again.status_code == 409          # a second start still clashes with the first


def test_no_tick_once_the_play_has_started(client):
    play = start_play(client)
    client.post(f"/api/plays/{play}/events", json={"after": 0, "kind": "first_player",
                                                    "data": {"seat": 0}})
    response = tick(client, play, 1, 0)
    assert response.status_code == 400
    assert "Setup is over" in response.get_json()["errors"][0]["message"]


def test_a_phone_without_scripts_ticks_with_the_form(client):
    play = start_play(client)
    token = csrf_token(client, f"/plays/{play}/setup")
    response = client.post(f"/plays/{play}/setup/tick", data={
        "csrf_token": token, "after": 0, "step": 3, "done": "yes"})
    assert response.status_code == 302 and response.location.endswith(f"/plays/{play}/setup")
    assert ticked_on_page(client, play) == [3]
    html = plain(client.get(f"/plays/{play}/setup").get_data(as_text=True))
    assert "1 of 8 steps ticked, on every phone" in html


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_step_of_every_game_can_be_ticked_and_then_start_is_offered(client, slug):
    game = GAMES[slug]
    names = ["Ana", "Ben", "Chloé"][:game.min_players + 1]
    play = start_play(client, names, slug)
    steps = game.setup_steps(len(names))
    html = client.get(f"/plays/{play}/setup").get_data(as_text=True)
    assert "Everything is set up" not in html
    for step in range(len(steps)):
        assert tick(client, play, step, step).status_code == 200
    html = client.get(f"/plays/{play}/setup").get_data(as_text=True)
    assert ticked_on_page(client, play) == list(range(len(steps)))
    assert "Everything is set up: start playing." in html
