"""One text rule for every name a person types or a file brings (companion/names.py)."""
import json
import re

import pytest

from companion.games import GAMES
from companion.names import name_error, name_key, text_problem, tidy_name
from tests.conftest import create_play, csrf_token

LONE_SURROGATE_BODY = ('{"game":"towers-of-arkhanos","players":[{"name":"\\ud800","color":'
                       '"red"},{"name":"Ben","color":"blue"}]}')
INVISIBLE = ["A\u200bna", "An\u200da", "\u202eanA", "Ana\u2066", "A\x00na", "\ufeffAna",
             "Ana\x1b", "\u3164", "A\u00adna", "\ud800", "Ana\udfff"]


def pages_answer(client) -> None:
    for url in ["/", "/history", "/stats", "/data/", "/data/export/csv", "/data/export/json",
                "/data/export/bgstats", *(f"/plays/new/{slug}" for slug in GAMES)]:
        assert client.get(url).status_code == 200, url


def test_a_lone_surrogate_name_is_refused_and_every_page_still_answers(client):
    """Finding 1: this body answered 201, then the home page, the history, every new-play
    form and the CSV answered 500, for good."""
    response = client.post("/api/plays", data=LONE_SURROGATE_BODY,
                           content_type="application/json")
    assert response.status_code == 400
    error = response.get_json()["errors"][0]
    assert error["field"] == "players[0].name" and "U+D800" in error["message"]
    pages_answer(client)


@pytest.mark.parametrize("name", INVISIBLE)
def test_invisible_and_control_characters_are_refused_with_a_clear_message(name):
    problem = text_problem(name)
    assert problem is not None and "invisible or control character" in problem
    assert name_error(name, "players[0].name").message == problem


@pytest.mark.parametrize("name", ["Ana", "Émile", "O'Brien", "José María", "李小龍", "محمد",
                                  "Zoë 🎲", "❤️ Ana", "ana-lía"])
def test_real_names_pass(name):
    assert text_problem(name) is None and name_error(name, "x") is None


# Emoji as phone keyboards type them: joined by U+200D (ZWJ sequences), with a skin tone or
# the emoji presentation selector before the joiner, a subdivision flag's tag characters.
EMOJI_SEQUENCES = ["👩\u200d🚀", "👨\u200d👩\u200d👧", "Ana 👩🏽\u200d🚀",
                   "🏳\ufe0f\u200d🌈 Ben", "❤\ufe0f\u200d🔥",
                   "🏴\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f"]
# The same characters anywhere else hide a difference between two names.
JOINERS_ELSEWHERE = ["An\u200da", "\u200d🚀", "👩\u200d", "a\u200d🚀", "🚀\u200da",
                     "👩\u200d\u200d🚀", "👩 \u200d🚀", "Ana\U000e0067\U000e007f",
                     "🏴\U000e0067\U000e0062", "🏴\U000e007f"]


@pytest.mark.parametrize("name", EMOJI_SEQUENCES)
def test_a_joiner_or_tag_inside_an_emoji_sequence_passes(name):
    """Issue 34, point 11: 👩‍🚀 and 👨‍👩‍👧 were refused as "invisible or control
    character"."""
    assert text_problem(name) is None and name_error(name, "x") is None


@pytest.mark.parametrize("name", JOINERS_ELSEWHERE)
def test_a_joiner_or_tag_outside_an_emoji_sequence_is_still_refused(name):
    problem = text_problem(name)
    assert problem is not None and "invisible or control character" in problem


def test_an_emoji_sequence_name_sits_at_a_table_and_is_kept_whole(client):
    astronaut, family = "👩\u200d🚀", "👨\u200d👩\u200d👧"
    response = create_play(client, [astronaut, family])
    assert response.status_code == 302
    assert [p["name"] for p in _players(client)] == [astronaut, family]
    pages_answer(client)


def test_kept_text_is_nfc_with_one_space():
    assert tidy_name("  E\u0301mile \t  Zola ") == "\u00c9mile Zola"


def test_the_new_play_form_refuses_an_invisible_name_at_its_field(client):
    response = create_play(client, ["A\u200bna", "Ben"])
    assert response.status_code == 400
    assert "invisible or control character" in response.get_data(as_text=True)
    pages_answer(client)


def test_the_stateless_score_request_refuses_it_too(client):
    body = json.dumps({"players": [{"name": "Ana\u202e", "score": 10}]})
    response = client.post("/api/games/egizia/score", data=body,
                           content_type="application/json")
    assert response.status_code == 400
    assert response.get_json()["errors"][0]["field"] == "players[0].name"


def test_renaming_to_an_invisible_name_is_refused(client):
    create_play(client, ["Ana", "Ben"])
    token = csrf_token(client, "/players/rename?player=Ana")
    response = client.post("/players/rename", data={"csrf_token": token, "old": "Ana",
                                                    "new": "A\u200bna"})
    assert response.status_code == 400
    assert "invisible or control character" in response.get_data(as_text=True)
    assert "Ana" in {p["name"] for p in _players(client)}


def _players(client) -> list[dict]:
    data = json.loads(client.get("/data/export/json").get_data(as_text=True))
    return [p for play in data["plays"] for p in json.loads(play["players"])]


def test_a_name_is_kept_in_nfc(client):
    create_play(client, ["E\u0301mile", "Ben"])
    assert "\u00c9mile" in {p["name"] for p in _players(client)}



def test_compatibility_forms_are_one_player():
    """Finding 9: full-width "Ａna" and "Ana" were two players."""
    assert name_key("\uff21na") == name_key("Ana") == name_key(" ANA ")
    assert name_key("\ufb01le") == name_key("file")      # the "fi" ligature


def test_full_width_twin_cannot_sit_at_the_same_table(client):
    response = create_play(client, ["Ana", "\uff21na"])
    assert response.status_code == 400
    assert "already at the table" in response.get_data(as_text=True)


def test_names_are_shown_isolated_from_the_text_around_them(client):
    """Finding 9: a right-to-left name must not turn the sentence around it."""
    response = create_play(client, ["محمد", "Ben"])
    play = response.headers["Location"].split("/")[2]
    for url in [f"/plays/{play}/setup", "/history", f"/plays/{play}/log",
                "/history?player=محمد", "/players/rename?player=محمد"]:
        html = client.get(url, follow_redirects=True).get_data(as_text=True)
        assert re.search(r"<bdi>محمد</bdi>", html), url
    # a list of known names is text only: each option takes its own direction
    assert '<option dir="auto" value="محمد">' in client.get("/plays/new/ankhor").get_data(
        as_text=True)


def test_a_database_bricked_before_the_rule_is_mended_at_start_up(tmp_path):
    """Finding 1 said "after a restart too": a name with a lone surrogate kept by an earlier
    release made every page showing it answer 500. At start-up it becomes U+FFFD."""
    from companion import create_app
    from companion.db import open_database
    from companion.games import GAMES
    from companion.plays import create_play as store_play
    path = tmp_path / "bricked.sqlite"
    db = open_database(str(path))
    play = store_play(db, GAMES["towers-of-arkhanos"], [{"name": "Ben", "color": "blue"},
                                                        {"name": "Cy", "color": "red"}])
    db.execute("UPDATE plays SET players = ? WHERE id = ?", [json.dumps(
        [{"name": "\ud800", "color": "red"}, {"name": "Ben 🎲", "color": "blue"}]), play])
    db.conn.close()
    client = create_app({"TESTING": True, "SECRET_KEY": "x", "DATABASE": str(path)}
                        ).test_client()
    pages_answer(client)
    assert client.get(f"/plays/{play}/setup").status_code == 200
    names = [p["name"] for p in client.get(f"/api/plays/{play}").get_json()["players"]]
    assert names == ["\ufffd", "Ben 🎲"]
