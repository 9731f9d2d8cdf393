"""The turns ahead as a phone receives them (companion/web/turns_ahead.py): the tracker page
carries them (a JSON block, a template per form drawn as the tracker draws its own, a chip
per player), and so does the play's JSON, each form described by its fields."""
import json
import re

import pytest

from companion.games import GAMES
from tests.conftest import csrf_token, start_play


def playing(client, game: str, names=("Ana", "Ben", "Carlos")) -> str:
    names = names[:GAMES[game].max_players]
    play = start_play(client, names, game=game)
    token = csrf_token(client, f"/plays/{play}/setup")
    seat = "0" if GAMES[game].group_picks_first else "random"
    response = client.post(f"/plays/{play}/first-player",
                           data={"csrf_token": token, "after": "0", "seat": seat})
    assert response.status_code == 302
    return play


def ahead_block(html: str) -> dict:
    return json.loads(re.search(r'<script type="application/json" id="ahead"[^>]*>(.*?)</script>',
                                html, re.S)[1])


@pytest.mark.parametrize("game", list(GAMES))
def test_the_tracker_carries_the_turns_ahead_and_a_template_per_form(client, game):
    play = playing(client, game)
    html = client.get(f"/plays/{play}/track").get_data(as_text=True)
    ahead = ahead_block(html)
    templates = re.findall(r'<template data-form="(\d+)" data-kind="(\w+)"(?: data-by="([\w ]*)")?'
                           r'( data-folded)?( data-shown)?>(.*?)</template>', html, re.S)
    forms = {int(i): (kind, by.split(), body, shown) for i, kind, by, _, shown, body in templates}
    assert sorted(forms) == list(range(len(forms)))
    now = ahead["turns"][0]
    shown_now = html.split('<div class="actions main-action">')[1].split("<h2>")[0]
    assert {forms[form][0] for form, _ in now["actions"]} == set(
        re.findall(r'name="kind" value="([^"]+)"', shown_now))
    assert "forms" not in ahead      # the page's JSON holds words and numbers, no codes
    for turn in ahead["turns"]:
        if not turn or turn.get("unknown"):
            continue
        assert isinstance(ahead["texts"][turn["status"]], str)
        for form, leads_to in turn["actions"]:
            kind, by, body, shown = forms[form]
            if shown:          # the tracker's own form of the action, copied by the script
                assert not body and kind in re.findall(r'name="kind" value="([^"]+)"', shown_now)
            else:              # for no one until its turn comes: no seat, no round, no draft
                assert f'name="kind" value="{kind}"' in body
                assert 'name="for_turn.seat" value=""' in body and "data-draft" not in body
            for key, to in leads_to.items():
                assert len(json.loads(key)) == len(by)
                assert to is None or isinstance(to, int) or "refused" in to
    players = len(re.findall(r'<template data-chip="\d+">', html))
    assert players == min(3, GAMES[game].max_players)


def test_the_tracker_s_own_forms_say_whose_turn_and_keep_their_draft_per_turn(client):
    play = playing(client, "pyramids")
    html = client.get(f"/plays/{play}/track").get_data(as_text=True)
    form = re.search(r'<form[^>]*data-kind="action"[^>]*>', html)[0]
    assert f'data-draft="{play}:1:0:act:quarry"' in form and 'data-seat="0"' in form
    assert 'name="for_turn.seat" value="0"' in html and 'name="for_turn.round" value="1"' in html


def test_the_play_s_json_describes_each_form(client):
    play = playing(client, "ankhor", ("Ana", "Ben"))
    state = client.get(f"/api/plays/{play}").get_json()
    ahead = state["tracker"]["ahead"]
    forms = {f["kind"]: f for f in ahead["forms"]}
    assert forms["take_tokens"]["fields"] == [
        {"name": "ankhs", "kind": "int", "label": "Ankhs among them", "low": 0, "high": 3,
         "default": 0}]
    assert forms["take_tokens"]["by"] == ["ankhs"]
    now = ahead["turns"][0]
    assert now["seat"] == 0 and now["round"] == 1 and now["next"] == 1
    leads = {ahead["forms"][form]["kind"]: to for form, to in now["actions"]}
    assert set(leads["take_tokens"]) == {"[null]", "[0]", "[1]", "[2]", "[3]"}
    ben = ahead["turns"][leads["take_tokens"]["[1]"]]
    assert ben["seat"] == 1 and ben["next"] == 0
    # an upper-level tile on no tile at all: refused whatever else is typed, said at once
    refused = leads["buy_tile"]["[false,true]"]["refused"]
    assert ahead["texts"][refused].startswith("An upper-level tile rests on 4")


def test_the_turns_ahead_are_said_in_the_phone_s_language(client):
    play = playing(client, "pyramids")
    client.get("/language/es?next=/")
    state = client.get(f"/api/plays/{play}").get_json()
    ahead = state["tracker"]["ahead"]
    assert ahead["texts"][ahead["turns"][0]["status"]] == state["tracker"]["status"]
    assert state["tracker"]["status"] != "Phase 1 of 5: stock the quarry"


@pytest.mark.parametrize("game", list(GAMES))
def test_the_turns_ahead_stay_small(client, game):
    """A page a phone loads on a slow Wi-Fi: the turns ahead of the largest table, in the
    page, under 16 KB before compression."""
    names = ("Ana", "Ben", "Carlos", "Dora", "Eva")[:GAMES[game].max_players]
    play = playing(client, game, names)
    html = client.get(f"/plays/{play}/track").get_data(as_text=True)
    block = re.search(r'<script type="application/json" id="ahead"[^>]*>(.*?)</script>', html,
                      re.S)[1]
    assert len(block.encode()) < 16 * 1024, len(block)
