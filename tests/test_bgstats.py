"""BG Stats: per finished play, the link BG Stats documents ("Push plays to BG Stats from
other apps or websites": https://app.bgstatsapp.com/createPlay.html?data=<url-encoded
JSON>), on the play's page and on the data page; decoded, it holds the documented fields.
The download of every play's data is named for what it is: not a file BG Stats imports."""
import html
import json
import re
from urllib.parse import parse_qs, urlsplit

import jsonschema
import pytest

from companion.db import get_db
from companion.games import GAMES
from companion.plays import read_state
from tests.test_catalogues import played_to_the_end
from tests.test_transfer import BGSTATS_PLAY
from tests.typeset import plain


def decoded(link: str) -> dict:
    parts = urlsplit(link)
    assert link.startswith("https://app.bgstatsapp.com/createPlay.html?data=")
    assert (parts.scheme, parts.netloc, parts.path) == ("https", "app.bgstatsapp.com",
                                                        "/createPlay.html")
    query = parse_qs(parts.query, strict_parsing=True)
    assert list(query) == ["data"] and len(query["data"]) == 1
    return json.loads(query["data"][0])


def links_on(client, url: str) -> list[str]:
    page = client.get(url)
    assert page.status_code == 200
    return [html.unescape(href) for href in re.findall(
        r'<a class="bgstats-link" href="([^"]+)" rel="noreferrer"', page.get_data(as_text=True))]


@pytest.mark.parametrize("slug", GAMES)
def test_a_finished_play_of_every_game_decodes_to_the_documented_fields(app, client, slug):
    play = played_to_the_end(app, client, slug)
    [link] = links_on(client, f"/plays/{play}/results")
    data = decoded(link)
    jsonschema.validate(data, BGSTATS_PLAY)
    game = GAMES[slug]
    assert data["sourcePlayId"] == play and data["game"]["sourceGameId"] == slug
    assert data["game"]["name"] == game.name
    assert data["game"].get("bggId") == game.bgg_id      # only where a source gives it
    summary = client.get(f"/api/plays/{play}").get_json()
    assert [p["name"] for p in data["players"]] == ["Ana", "Ben"]
    by_name = {r["name"]: r for r in summary["results"]}
    for player in data["players"]:
        assert player["score"] == by_name[player["name"]]["total"]
        assert player["rank"] == by_name[player["name"]]["rank"]
        assert player["winner"] == (player["name"] in summary["winners"])
    with app.app_context():    # seat 0 asked; Egizia's turn tiles decide (tile 1 starts)
        first = read_state(get_db(), play).first_seat
    assert [p["startPlayer"] for p in data["players"]] == [seat == first for seat in (0, 1)]
    assert first == 0 or slug == "egizia"
    assert links_on(client, "/data/") == [link]


def test_ankhor_names_its_boardgamegeek_id():
    assert GAMES["ankhor"].bgg_id == 271530


def test_a_play_not_finished_has_no_link(client):
    from tests.conftest import start_play
    play = start_play(client)
    assert links_on(client, "/data/") == []
    assert client.get(f"/plays/{play}/setup").status_code == 200


def test_a_name_in_another_script_survives_the_link(app, client):
    from tests.conftest import start_play
    play = start_play(client, ("Zoë", "李小龍"))
    client.post(f"/api/plays/{play}/events", json={"after": 0, "kind": "first_player",
                                                   "data": {"seat": 0}})
    client.post(f"/api/plays/{play}/events", json={"after": 1, "kind": "to_scoring"})
    for seat in (0, 1):
        client.post(f"/api/plays/{play}/events", json={
            "after": 2 + seat, "kind": "score",
            "data": {"seat": seat, "entry": GAMES["ankhor"].example_entry()}})
    [link] = links_on(client, f"/plays/{play}/results")
    assert link.isascii()
    assert [p["name"] for p in decoded(link)["players"]] == ["Zoë", "李小龍"]


def test_the_links_are_the_documented_https_form_that_works_without_the_app(app, client):
    """Issue 34, point 13: links used bgstats://, which does nothing on a phone without BG
    Stats; the https form BG Stats documents opens the app, or else its web page."""
    play = played_to_the_end(app, client, "ankhor")
    for url in (f"/plays/{play}/results", "/data/"):
        html = client.get(url).get_data(as_text=True)
        assert "bgstats://" not in html
        assert 'href="https://app.bgstatsapp.com/createPlay.html?data=' in html


def test_the_download_is_named_for_what_it_is_and_does_not_suggest_bg_stats_imports_it(
        app, client):
    played_to_the_end(app, client, "ankhor")
    page = plain(client.get("/data/").get_data(as_text=True))
    assert "Finished plays for BG Stats" not in page and "in BG Stats' play format" not in page
    assert "BG Stats play data (JSON)" in page
    assert "BG Stats does not import this file" in page
    response = client.get("/data/export/bgstats")
    assert re.fullmatch(r'attachment; filename="companion-plays-\d{4}-\d\d-\d\d\.'
                        r'bgstats-play-data\.json"', response.headers["Content-Disposition"])
    [data] = json.loads(response.data)
    [link] = links_on(client, "/data/")
    assert decoded(link) == data      # each entry is what its link carries
