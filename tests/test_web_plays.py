import json
import re

import pytest

from tests.ankhor_layouts import rulebook_example, tile
from tests.conftest import after, create_play, csrf_token, start_play
from tests.typeset import plain

NEW = "/plays/new/ankhor"


def new_play_form(client, names, colors=None):
    return create_play(client, names, "ankhor", colors)


def post_step(client, play, path, page, **data):
    url = f"/plays/{play}/{page}"
    form = {"csrf_token": csrf_token(client, url), "after": after(client, url), **data}
    return client.post(f"/plays/{play}/{path}", data=form, follow_redirects=True)


def current_player(html: str) -> str:
    return re.search(r'data-testid="current">(.*?)</p>', html, re.DOTALL).group(1)


def test_home_lists_games_from_the_registry(client):
    html = client.get("/").get_data(as_text=True)
    assert "Ankh&#39;or" in html and "/games/ankhor" in html and "New play" in html


def test_new_play_needs_two_names_and_keeps_what_was_typed(client):
    response = new_play_form(client, ["Ana"])
    html = plain(response.get_data(as_text=True))
    assert response.status_code == 400
    assert "needs at least 2 players" in html
    assert 'value="Ana"' in html


def test_new_play_refuses_duplicate_names_at_the_field(client):
    response = new_play_form(client, ["Ana", "ana"])
    html = response.get_data(as_text=True)
    assert response.status_code == 400
    assert "ana is already at the table" in html
    assert 'id="players-1-name-error"' in html


def test_new_play_refuses_too_long_names(client):
    response = new_play_form(client, ["A" * 30, "Ben"])
    assert response.status_code == 400
    assert "A name has at most 24 characters." in plain(response.get_data(as_text=True))


def test_form_without_csrf_token_is_refused(client):
    response = client.post(NEW, data={"players-0-name": "Ana", "players-1-name": "Ben"})
    assert response.status_code == 400
    assert "No plays yet" in client.get("/history").get_data(as_text=True)


def test_setup_checklist_for_the_player_count(client):
    play = start_play(client, ("Ana", "Ben", "Cy"))
    html = client.get(f"/plays/{play}/setup").get_data(as_text=True)
    assert "Token piles of 5" in html and "p. 2" in html
    assert "leftmost" not in html


def test_random_first_player_then_tracker(client):
    play = start_play(client)
    html = post_step(client, play, "first-player", "setup", seat="random").get_data(as_text=True)
    assert "Round 1" in html and "Now playing" in html


def test_chosen_first_player_starts(client):
    play = start_play(client)
    html = post_step(client, play, "first-player", "setup", seat="1").get_data(as_text=True)
    assert "Ben" in current_player(html)


def shown(html: str) -> str:
    """The page as it shows now: without the turns ahead's templates (the forms of later
    turns, drawn only when this phone queues actions offline)."""
    return re.sub(r"<template\b.*?</template>", "", html, flags=re.S)


def test_tracker_records_turns_and_reminds(client):
    play = start_play(client)
    post_step(client, play, "first-player", "setup", seat="0")
    html = post_step(client, play, "act", "track", kind="take_tokens",
                     **{"f:ankhs": "1"}).get_data(as_text=True)
    html = shown(plain(html))
    assert "Ben" in current_player(html)          # the main action ended Ana's turn
    assert "keep at most 5 resource tokens and 2 ankhs" in html
    assert "Ankh: refresh" not in html            # Ben holds no ankh
    html = post_step(client, play, "act", "track", kind="take_tokens").get_data(as_text=True)
    assert "Ana" in current_player(html) and "Ankh: refresh" in html
    html = post_step(client, play, "act", "track", kind="refresh").get_data(as_text=True)
    assert "discards the leftmost tile" in html


def test_stale_step_shows_conflict_and_current_state(client):
    play = start_play(client)
    post_step(client, play, "first-player", "setup", seat="0")
    url = f"/plays/{play}/track"
    token, step = csrf_token(client, url), after(client, url)
    client.post(f"/plays/{play}/act", data={"csrf_token": token, "after": step,
                                            "kind": "take_tokens"})
    response = client.post(f"/plays/{play}/act", data={"csrf_token": token, "after": step,
                                                       "kind": "buy_tile"},
                           follow_redirects=True)
    html = plain(response.get_data(as_text=True))
    assert "Not recorded: someone else changed this first (Ana took 3 tokens)" in html
    assert "tiles: 0" in html and "Ben" in current_player(html)   # Ana's tokens ended her turn


def test_undo_over_http(client):
    play = start_play(client)
    post_step(client, play, "first-player", "setup", seat="0")
    post_step(client, play, "act", "track", kind="buy_tile")
    html = post_step(client, play, "undo", "track").get_data(as_text=True)
    assert "taken back" in html and "Bought a tile" in html


def go_to_scoring(client, play):
    post_step(client, play, "first-player", "setup", seat="0")
    return post_step(client, play, "to-scoring", "track")


def save_score(client, play, seat, entry):
    url = f"/plays/{play}/score/{seat}"
    return client.post(url, data={"csrf_token": csrf_token(client, url),
                                  "after": after(client, url), "entry": json.dumps(entry)},
                       follow_redirects=True)


def test_scoring_to_results_with_tie_break_in_words(client):
    play = start_play(client)
    go_to_scoring(client, play)
    save_score(client, play, 0, {"tiles": [tile(0, 0, "red", points=3)]})
    html = save_score(client, play, 1, {"tiles": [tile(0, 0, "red", points=2),
                                                  tile(0, 1, "blue", points=1)]}
                      ).get_data(as_text=True)
    assert "Ana wins" in html                     # the last entry opens the results
    assert "See results" in client.get(f"/plays/{play}/score").get_data(as_text=True)
    html = client.get(f"/plays/{play}/results").get_data(as_text=True)
    assert "<bdi>Ana</bdi> wins" in html
    assert "Ana wins the tie with Ben" in html and "fewer tiles" in html
    history = client.get("/history").get_data(as_text=True)
    assert "Won: <bdi>Ana</bdi>" in history


def test_wrong_layout_is_refused_at_the_entry_and_kept(client):
    play = start_play(client)
    go_to_scoring(client, play)
    bad = {"tiles": [tile(0, 0, "red"), tile(2, 2, "red")]}
    response = save_score(client, play, 0, bad)
    html = response.get_data(as_text=True)
    assert response.status_code == 400
    assert "Tile 2 (row 2, column 2, base level) does not touch" in html
    assert json.loads(re.search(r'id="entry" value="([^"]*)"', html).group(1)
                      .replace("&#34;", '"').replace("&quot;", '"')) == bad
    assert "enter score" in client.get(f"/plays/{play}/score").get_data(as_text=True)


def test_rulebook_example_through_the_play(client):
    play = start_play(client)
    go_to_scoring(client, play)
    save_score(client, play, 0, rulebook_example())
    save_score(client, play, 1, {"tiles": []})
    html = client.get(f"/plays/{play}/results").get_data(as_text=True)
    assert re.search(r'class="total[^"]*">24<', html)


def test_unknown_play_is_404(client):
    assert client.get("/plays/nope/track").status_code == 404


def test_statistics_count_plays_wins_and_scores(client):
    for winner_points in (3, 1):
        play = start_play(client)
        go_to_scoring(client, play)
        save_score(client, play, 0, {"tiles": [tile(0, 0, "red", points=winner_points)]})
        save_score(client, play, 1, {"tiles": [tile(0, 0, "red", points=2)]})
    html = client.get("/stats").get_data(as_text=True)
    assert "Ankh&#39;or" in html
    ana = re.search(r"<th scope=\"row\"><bdi>Ana</bdi></th>(.*?)</tr>", html).group(1)
    # plays, wins, win rate, best, average, median
    assert re.findall(r"<td>([\d.%]+)</td>", ana) == ["2", "1", "50%", "3", "2.0", "2"]
    ben = re.search(r"<th scope=\"row\"><bdi>Ben</bdi></th>(.*?)</tr>", html).group(1)
    assert re.findall(r"<td>([\d.%]+)</td>", ben) == ["2", "1", "50%", "2", "2.0", "2"]


def test_more_players_than_the_game_takes_are_refused(client):
    response = create_play(client, ["A", "B", "C", "D", "E"], "ankhor")
    assert response.status_code == 400
    assert "takes at most 4 players" in plain(response.get_data(as_text=True))
    assert "No plays yet" in client.get("/history").get_data(as_text=True)


@pytest.mark.parametrize("after", ["-1", "99", "\u0663", "9" * 30])
def test_undo_with_an_after_out_of_the_log_says_so(client, after):
    """Issue 26, finding 7: the form's undo answered 500 (the API answered 400)."""
    play = start_play(client)
    post_step(client, play, "first-player", "setup", seat="0")
    token = csrf_token(client, f"/plays/{play}/track")
    response = client.post(f"/plays/{play}/undo", data={"csrf_token": token, "after": after})
    assert response.status_code == 302
    page = client.get(response.headers["Location"], follow_redirects=True)
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert "The play has events 0 to 1." in html or "not sent properly" in html
