import pytest

from tests.ankhor_layouts import rulebook_example
from tests.conftest import start_play


def act(client, play, after, kind, data=None):
    return client.post(f"/api/plays/{play}/events",
                       json={"after": after, "kind": kind, "data": data or {}})


def test_a_play_driven_over_json(client):
    play = start_play(client)
    state = client.get(f"/api/plays/{play}").get_json()
    assert state["phase"] == "setup" and state["seq"] == 0
    state = act(client, play, 0, "first_player", {"seat": 1}).get_json()
    assert state["phase"] == "playing" and state["tracker"]["current_seat"] == 1
    assert {a["kind"] for a in state["tracker"]["actions"]} >= {"take_tokens", "buy_tile"}
    state = act(client, play, 1, "buy_tile", {"scribe": True}).get_json()
    assert state["seq"] == 2
    state = client.post(f"/api/plays/{play}/undo", json={"after": 2}).get_json()
    assert state["seq"] == 3                      # the undo is an event of its own
    assert state["tracker"]["current_seat"] == 1 and state["log"][-1].startswith("Took back")
    act(client, play, 3, "to_scoring")
    act(client, play, 4, "score", {"seat": 0, "entry": rulebook_example()})
    state = act(client, play, 5, "score", {"seat": 1, "entry": {"tiles": []}}).get_json()
    assert state["phase"] == "finished" and state["winners"] == ["Ana"]
    assert state["results"][0]["total"] == 24 and state["results"][0]["seat"] == 0


def test_stale_action_gets_409_with_the_current_play(client):
    play = start_play(client)
    act(client, play, 0, "first_player", {"seat": 0})
    assert act(client, play, 1, "take_tokens").status_code == 200
    response = act(client, play, 1, "take_tokens")
    assert response.status_code == 409
    assert response.get_json()["play"]["seq"] == 2


@pytest.mark.parametrize("body, field", [
    ({"kind": "take_tokens"}, "after"),
    ({"after": "1", "kind": "take_tokens"}, "after"),
    ({"after": 1, "kind": 5}, "kind"),
    ({"after": 1, "kind": "end_turn"}, "kind"),
    ({"after": 1, "kind": "teleport"}, "kind"),
])
def test_bad_actions_are_400(client, body, field):
    play = start_play(client)
    act(client, play, 0, "first_player", {"seat": 0})
    response = client.post(f"/api/plays/{play}/events", json=body)
    assert response.status_code == 400
    assert response.get_json()["errors"][0]["field"] == field
    assert client.get(f"/api/plays/{play}").get_json()["seq"] == 1


def test_form_encoded_body_is_refused(client):
    play = start_play(client)
    response = client.post(f"/api/plays/{play}/events", data={"after": 0, "kind": "x"})
    assert response.status_code == 415


def test_unknown_play_is_404(client):
    assert client.get("/api/plays/nope").status_code == 404
    assert act(client, "nope", 0, "take_tokens").status_code == 404


def test_polling_answers_304_until_the_play_changes(client):
    play = start_play(client)
    first = client.get(f"/api/plays/{play}")
    etag = first.headers["ETag"]
    assert client.get(f"/api/plays/{play}", headers={"If-None-Match": etag}).status_code == 304
    act(client, play, 0, "first_player", {"seat": 0})
    changed = client.get(f"/api/plays/{play}", headers={"If-None-Match": etag})
    assert changed.status_code == 200 and changed.headers["ETag"] != etag


def test_typed_text_with_braces_never_breaks_the_tracker(client):
    play = start_play(client, ("A{0}", "B}"), "egizia")
    act(client, play, 0, "first_player", {})
    # (the action once took a note, "why"; a key it does not declare is refused now)
    act(client, play, 1, "gain", {"player": 0, "points": 3})
    page = client.get(f"/plays/{play}/track")
    assert page.status_code == 200
    assert "A{0} +3 (points): 3" in page.get_data(as_text=True)


def test_an_action_for_a_turn_gone_by_is_refused_naming_its_player(client):
    """A kept action says whose turn it was for: recorded for that player or not at all."""
    play = start_play(client)
    act(client, play, 0, "first_player", {"seat": 0})
    ana = {"seat": 0, "round": 1}
    sent = client.post(f"/api/plays/{play}/events", json={
        "after": 1, "kind": "take_tokens", "data": {}, "action_id": "a1", "for_turn": ana})
    assert sent.status_code == 200 and sent.get_json()["recorded"] == 2
    # the same action again (its answer was lost): not twice, and it says where it went
    again = client.post(f"/api/plays/{play}/events", json={
        "after": 1, "kind": "take_tokens", "data": {}, "action_id": "a1", "for_turn": ana})
    assert again.get_json()["seq"] == 2 and again.get_json()["recorded"] == 2
    # Ana's purchase, sent now that it is Ben's turn, even against the latest event
    late = client.post(f"/api/plays/{play}/events", json={
        "after": 2, "kind": "buy_tile", "data": {}, "action_id": "a2", "for_turn": ana})
    assert late.status_code == 400
    assert late.get_json()["errors"][0]["message"] == ("That action was for Ana, and it is "
                                                        "Ben's turn now.")
    assert client.get(f"/api/plays/{play}").get_json()["seq"] == 2
    # for Ben, it is recorded
    ben = client.post(f"/api/plays/{play}/events", json={
        "after": 2, "kind": "buy_tile", "data": {}, "for_turn": {"seat": 1, "round": 1}})
    assert ben.status_code == 200 and ben.get_json()["log"][-1].startswith("Ben bought")


def test_an_action_for_a_round_gone_by_is_refused(client):
    play = start_play(client)
    act(client, play, 0, "first_player", {"seat": 0})
    act(client, play, 1, "take_tokens")
    act(client, play, 2, "take_tokens")          # round 2, Ana again
    late = client.post(f"/api/plays/{play}/events", json={
        "after": 3, "kind": "take_tokens", "data": {}, "for_turn": {"seat": 0, "round": 1}})
    assert late.status_code == 400
    assert late.get_json()["errors"][0]["message"] == (
        "That action was for Ana in round 1, and the play is in round 2 now.")


def test_an_action_not_possible_now_is_refused_in_the_page_language(client):
    play = start_play(client)
    act(client, play, 0, "first_player", {"seat": 0})
    response = client.post(f"/api/plays/{play}/events?lang=es",
                           json={"after": 1, "kind": "teleport", "data": {}})
    assert response.get_json()["errors"][0]["message"] == ("Esa acción no se puede hacer en "
                                                           "este momento de la partida.")


def test_a_setting_saved_during_the_scoring_reaches_the_preview_and_the_poll(client, app):
    from companion import settings
    from companion.db import get_db
    from companion.games import GAMES
    play = start_play(client)
    act(client, play, 0, "first_player", {"seat": 0})
    act(client, play, 1, "to_scoring")
    base = [{"row": r, "col": c, "color": "red", "points": 2} for r in (0, 1) for c in (0, 1)]
    covered = {"tiles": base + [{"row": 0, "col": 0, "level": 1, "color": "blue"}]}
    asked = client.post(f"/api/plays/{play}/preview", json={"seat": 0, "entry": covered})
    assert asked.status_code == 400
    assert asked.get_json()["errors"][0]["field"] == "settings.covered_numbers"
    etag = client.get(f"/api/plays/{play}").headers["ETag"]
    with app.app_context():
        settings.save(get_db(), GAMES["ankhor"], {"covered_numbers": "count"})
    polled = client.get(f"/api/plays/{play}", headers={"If-None-Match": etag})
    assert polled.status_code == 200 and polled.headers["ETag"] != etag
    scored = client.post(f"/api/plays/{play}/preview", json={"seat": 0, "entry": covered})
    assert scored.status_code == 200
    assert scored.get_json()["players"][0]["breakdown"]["printed"] == 8
    assert scored.headers["X-Companion-Settings"] == polled.get_json()["settings"]
