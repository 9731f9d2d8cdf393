"""Pages kept in memory (companion/web/page_cache.py) still show what changed."""
import gzip
import re
import sqlite3

from companion.web.page_cache import MarkedPage
from tests.conftest import start_play


def test_the_kept_home_page_shows_a_new_play_and_the_language_asked(client):
    assert "No plays yet." in client.get("/").get_data(as_text=True)
    start_play(client, ["Zoltan", "Yvette"])
    html = client.get("/").get_data(as_text=True)
    assert "<bdi>Zoltan</bdi>, <bdi>Yvette</bdi>" in html and "No plays yet." not in html
    spanish = client.get("/", headers={"Accept-Language": "es"}).get_data(as_text=True)
    assert "<bdi>Zoltan</bdi>, <bdi>Yvette</bdi>" in spanish and 'lang="es"' in spanish
    assert 'lang="en"' in client.get("/").get_data(as_text=True).split(">", 2)[1]


def test_the_kept_home_page_follows_a_play_through_its_phases(client):
    play = start_play(client, ["Ana", "Ben"])
    assert "setup" in client.get("/").get_data(as_text=True)
    client.post(f"/api/plays/{play}/events",
                json={"after": 0, "kind": "first_player", "data": {"seat": 0}})
    html = client.get("/").get_data(as_text=True)
    assert "playing" in html and ">setup<" not in html


def test_a_marked_page_gzips_to_the_page_with_each_answers_own_values():
    mark, other = "\x1b-a-\x1b", "\x1b-b-\x1b"
    html = ("<p>début ✓</p>" * 400 + mark + "<form>" + other + "</form>" + mark
            + "<p>fin</p>" * 50)
    page = MarkedPage(html, (mark, other))
    for values in ({mark: "token-1", other: "play-9"}, {mark: "", other: "x" * 70000}):
        expected = html.replace(mark, values[mark]).replace(other, values[other])
        assert gzip.decompress(page.gzipped(values)).decode() == expected
        assert page.text(values) == expected
    assert page.marks_used == {mark, other}


def test_a_page_without_marks_is_gzipped_once():
    page = MarkedPage("<p>the same for everyone</p>" * 100, ("\x1b-a-\x1b",))
    assert page.gzipped({}) is page.gzipped({})
    assert gzip.decompress(page.gzipped({})).decode() == "<p>the same for everyone</p>" * 100


def test_each_phone_gets_its_own_token_in_a_kept_gzipped_page_and_it_works(app):
    play = start_play(app.test_client(), ["Ana", "Ben"])
    pages = []
    for _ in range(2):
        phone = app.test_client()   # a first visit: no cookie yet
        answer = phone.get(f"/plays/{play}/setup", headers={"Accept-Encoding": "gzip"})
        assert answer.headers["Content-Encoding"] == "gzip"
        assert "Accept-Encoding" in answer.headers["Vary"]
        html = gzip.decompress(answer.data).decode()
        token = re.search(r'name="csrf_token" value="([^"]+)"', html).group(1)
        pages.append((phone, html, token))
    (first, first_html, first_token), (_, second_html, second_token) = pages
    assert first_token != second_token
    assert first_html.replace(first_token, "") == second_html.replace(second_token, "")
    chosen = first.post(f"/plays/{play}/first-player", data={"csrf_token": first_token, "after": 0,
                                                     "seat": 0})
    assert chosen.status_code == 302


def test_a_page_without_a_form_sets_no_cookie_on_a_first_visit(client):
    for path in ("/", "/games/ankhor", "/games/ankhor/rules"):
        answer = client.get(path, headers={"Accept-Encoding": "gzip"})
        assert answer.status_code == 200 and "Set-Cookie" not in answer.headers, path


def test_kept_pages_show_this_server_s_writes_at_once_and_another_program_s_in_time(
        app, client, monkeypatch):
    """Pages and reads kept while the database is unchanged: this server's own commits show
    on the next page; a write by another connection (another process importing plays, say)
    once OTHER_PROGRAMS_SEEN_WITHIN has passed, without a query on every page before."""
    clock = [1000.0]
    monkeypatch.setattr("companion.db.monotonic", lambda: clock[0])
    monkeypatch.setitem(app.config, "OTHER_PROGRAMS_SEEN_WITHIN", 30.0)
    assert "Zoltan" not in client.get("/history").get_data(as_text=True)
    play = start_play(app.test_client(), ["Ana", "Ben"])
    pages = ("/history", "/", "/plays/new/ankhor", f"/plays/{play}/setup")
    for path in pages:
        assert "Ana" in client.get(path).get_data(as_text=True), path
    other = sqlite3.connect(app.config["DATABASE"])
    with other:
        other.execute("UPDATE plays SET players = ?, version = version + 1 WHERE id = ?",
                      ['[{"name": "Zoltan", "color": "red"}, {"name": "Ben", "color": "blue"}]',
                       play])
    other.close()
    clock[0] += 29
    for path in pages:
        assert "Zoltan" not in client.get(path).get_data(as_text=True), path
    clock[0] += 1
    for path in pages:
        assert "Zoltan" in client.get(path).get_data(as_text=True), path
