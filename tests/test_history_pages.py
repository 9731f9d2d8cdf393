"""The history and statistics pages: filters, a play's own page, delete and undo, rename
and merge, the statistics with their chart."""
import re

import pytest
from flask import url_for

from companion.db import get_db
from tests.conftest import csrf_token, start_play
from tests.test_table_safety import act
from tests.typeset import plain


def finish(client, names=("Ana", "Ben"), bonuses=(5, 3)) -> str:
    """A finished Ankh'or play through the API; bonus points per player."""
    play = start_play(client, names)
    act(client, play, 0, "first_player", {"seat": 0})
    act(client, play, 1, "to_scoring")
    for seat, bonus in enumerate(bonuses):
        act(client, play, 2 + seat, "score", {"seat": seat, "entry": {
            "tiles": [], "bonus_tokens": [bonus], "leftover_tokens": 3 * seat}})
    return play


def page(client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200, url
    return text_of(response)


def text_of(response) -> str:
    """The page without the <bdi> around each name (tests/test_text_rule.py checks those)."""
    html = response.get_data(as_text=True)
    assert "<bdi></bdi>" not in html
    return plain(html.replace("<bdi>", "").replace("</bdi>", ""))


def post(client, url: str, form_page: str, **data):
    return client.post(url, data={"csrf_token": csrf_token(client, form_page), **data})


def plays_listed(html: str) -> list[str]:
    return re.findall(r'href="/plays/([\w-]+)/log"', html)


def test_the_old_endpoint_names_still_build_their_urls(app):
    with app.test_request_context():
        assert url_for("history.history_page") == "/history"
        assert url_for("history.statistics") == "/stats"


def test_the_history_filters_by_game_and_player(client):
    ankhor = finish(client, ("Ana", "Ben"))
    other = finish(client, ("Cy", "ben "))
    pyramids = start_play(client, ("Ana", "Dee"), game="pyramids")
    assert plays_listed(page(client, "/history")) == [pyramids, other, ankhor]
    assert plays_listed(page(client, "/history?game=pyramids")) == [pyramids]
    html = page(client, "/history?player=BEN")
    assert plays_listed(html) == [other, ankhor]
    assert "Plays of ben" in html                      # the name as last written
    assert "Ankh&#39;or</strong>: 2 finished plays, 0 wins (0%), best 4" in html
    assert plays_listed(page(client, "/history?game=pyramids&player=Ana")) == [pyramids]
    assert "No plays match." in page(client, "/history?game=pyramids&player=Cy")
    html = page(client, "/history?game=ankhor")
    assert re.search(r'<option value="ankhor" selected>', html)


def test_a_plays_page_shows_its_log_with_times_results_and_duration(client, app):
    play = start_play(client)
    act(client, play, 0, "first_player", {"seat": 0})
    act(client, play, 1, "buy_tile", {})
    client.post(f"/api/plays/{play}/undo", json={"after": 2})
    act(client, play, 3, "to_scoring")
    for seat, bonus in enumerate((5, 3)):
        act(client, play, 4 + seat, "score", {"seat": seat, "entry": {
            "tiles": [], "bonus_tokens": [bonus]}})
    with app.app_context():
        for seq, minute in enumerate((0, 10, 11, 40, 50, 65), 1):
            stamp = f"2025-03-12T{20 + minute // 60}:{minute % 60:02}:00+00:00"
            get_db().execute("UPDATE events SET created = ? WHERE play_id = ? AND seq = ?",
                             [stamp, play, seq])
    html = page(client, f"/plays/{play}/log")
    assert "1 h 05 min" in html
    steps = re.findall(r"<li( class=\"undone\")?><time datetime=\"([^\"]+)\">([^<]+)</time>"
                       r"\s*<span class=\"what\">([^<]*)</span>", html)
    assert [text for _, _, _, text in steps] == [
        "Ana starts", "Ana bought a tile: 1 tile", "Took back: Ana bought a tile: 1 tile",
        "Went to scoring",
        "Ana: score entered", "Ben: score entered"]
    assert [bool(undone) for undone, *_ in steps] == [False, True, False, False, False, False]
    assert steps[0][1] == "2025-03-12T20:00:00+00:00"
    assert "(taken back)" in html
    assert "Ana wins" in html and "Bonus tokens" in html
    assert re.search(r'<tr class="total-row"><th scope="row">Total</th><td>5</td><td>3</td>',
                     html)
    assert "1 h 05 min" in page(client, "/history")
    assert f'href="/plays/{play}/log"' in page(client, f"/plays/{play}/results")


def test_an_unfinished_play_page_offers_to_continue(client):
    play = start_play(client)
    html = page(client, f"/plays/{play}/log")
    assert "Continue the play" in html and "Nothing happened yet" in html
    assert client.get("/plays/nope/log").status_code == 404


def test_delete_then_undo_while_the_history_is_open(client):
    kept = finish(client, ("Ana", "Ben"))
    gone = finish(client, ("Zoe", "Ben"))
    response = post(client, f"/plays/{gone}/delete", f"/plays/{gone}/log")
    assert response.status_code == 302 and response.headers["Location"] == "/history"
    html = page(client, "/history")
    assert plays_listed(html) == [kept]
    assert f'action="/plays/{gone}/restore"' in html and "Deleted: Ankh&#39;or of" in html
    assert f'action="/plays/{gone}/restore"' not in page(client, "/history")   # once only
    assert "Zoe" not in page(client, "/stats") and "Zoe" not in page(client, "/plays/new/ankhor")
    assert "This play is deleted" in page(client, f"/plays/{gone}/log")
    response = post(client, f"/plays/{gone}/restore", f"/plays/{gone}/log", player="Ben")
    assert response.headers["Location"] == "/history?player=Ben"
    assert plays_listed(page(client, "/history")) == [gone, kept]
    assert "Zoe" in page(client, "/stats")


def test_delete_needs_the_forms_token(client):
    play = finish(client)
    assert client.post(f"/plays/{play}/delete").status_code == 400
    assert plays_listed(page(client, "/history")) == [play]


def test_rename_a_player_everywhere(client):
    play = finish(client, ("Ana", "Ben"))
    html = page(client, "/players/rename?player=ana")
    assert "Rename Ana" in html and "Ana is in 1 play." in html
    response = post(client, "/players/rename", "/players/rename?player=Ana", old="Ana",
                    new=" Anna ")
    assert response.status_code == 302
    assert response.headers["Location"] == "/history?player=Anna"
    html = page(client, response.headers["Location"])
    assert "Ana is now Anna in every play." in html and "Anna, Ben" in html
    assert "Anna wins" in page(client, f"/plays/{play}/results")
    assert client.get("/players/rename?player=Ana").status_code == 404


def test_a_play_page_seen_before_a_rename_shows_the_new_name(client):
    """Play pages are kept per version of the play, and a rename is a new version."""
    play = finish(client, ("Ana", "Ben"))
    assert "Ana wins" in page(client, f"/plays/{play}/results")
    response = post(client, "/players/rename", "/players/rename?player=Ana", old="Ana",
                    new="Anna")
    page(client, response.headers["Location"])   # where the flash is shown
    assert "Anna wins" in page(client, f"/plays/{play}/results")


def test_a_refused_rename_says_why_at_the_field(client):
    finish(client, ("Ana", "Ben"))
    response = post(client, "/players/rename", "/players/rename?player=Ana", old="Ana",
                    new="ben")
    html = plain(response.get_data(as_text=True))
    assert response.status_code == 400
    assert 'aria-invalid="true" aria-describedby="new-error"' in html
    assert "Ana and ben sat at the same table (1 play), so they are two players" in html
    assert 'value="ben"' in html                       # what was typed stays


def test_merge_two_players_after_a_confirmation(client):
    finish(client, ("Ana", "Ben"))
    finish(client, ("Anna", "Cy"))
    response = post(client, "/players/rename", "/players/rename?player=Anna", old="Anna",
                    new="Ana")
    html = text_of(response)
    assert response.status_code == 200 and "Merge Anna into Ana?" in html
    assert "Anna" in page(client, "/stats")                  # nothing merged yet
    response = post(client, "/players/rename", "/players/rename?player=Anna", old="Anna",
                    new="Ana", merge="yes")
    assert response.headers["Location"] == "/history?player=Ana"
    assert "Anna and Ana are one player now: Ana." in page(client, "/history?player=Ana")
    stats = page(client, "/stats")
    row = re.search(r'<th scope="row">Ana</th>(.*?)</tr>', stats).group(1)
    assert re.findall(r"<td>([\d.%]+)</td>", row)[:3] == ["2", "2", "100%"]
    assert "Anna" not in stats


def test_statistics_show_categories_head_to_head_and_a_chart(client):
    finish(client, ("Ana", "Ben"), (5, 3))
    finish(client, ("Ana", "Ben"), (2, 4))
    finish(client, ("Ana", "Ben"), (6, 1))
    html = page(client, "/stats")
    ana = re.search(r'<th scope="row">Ana</th>(.*?)</tr>', html).group(1)
    assert re.findall(r"<td>([\d.%]+)</td>", ana) == ["3", "2", "67%", "6", "4.3", "5"]
    bonus = re.search(r"<th scope=\"row\">Bonus tokens</th>(.*?)</tr>", html, re.S).group(1)
    assert re.findall(r"<td>(.*?)</td>", bonus) == ["<strong>4.3</strong>", "2.7"]
    leftover = re.search(r'<th scope="row">Leftover tokens \(1 per 3\)</th>(.*?)</tr>',
                         html, re.S).group(1)
    assert re.findall(r"<td>(.*?)</td>", leftover) == ["0.0", "<strong>1.0</strong>"]
    assert "Ana 2 – 1 Ben" in html and "3 plays together" in html
    svg = re.search(r"<svg class=\"score-chart\".*?</svg>", html, re.S).group(0)
    assert 'role="img"' in svg and "<title id=\"chart-ankhor-title\">Ankh&#39;or: scores of " \
                                   "the last 3 plays</title>" in svg
    assert "Ana: lowest 2, highest 6, last 6." in svg
    assert svg.count("<circle") == 3 and svg.count("<rect") == 3      # one mark per score
    assert "The same scores as a table" in html


@pytest.mark.parametrize("url", ["/history", "/stats"])
def test_empty_history_and_statistics(client, url):
    html = page(client, url)
    assert "No plays yet." in html or "Finish a play to see statistics here." in html
