"""Hostile input (issue 26): a corpus of hostile strings sent to every text field of every
form and JSON body, and through the import; afterwards every page of the app answers 200
and every export opens."""
import csv
import gzip
import io
import json
import re
from urllib.parse import quote

import pytest

from companion.backup import check_database, restore
from companion.db import get_db, open_database
from companion.games import GAMES
from companion.transfer import TransferError, export_data, import_json
from tests.conftest import csrf_token, start_play
from tests.test_bgstats import decoded
from tests.test_catalogues import pages_of_every_kind, played_to_the_end

HOSTILE = [
    "\ud800", "Ana\udfff", "\udbff\udc00x\ud800",             # lone surrogates
    "A\x00na", "\x00", "Ana\x1b[31m",                          # NUL, escape
    "\u202eanA", "A\u2066na\u2069", "\u200f",                  # direction overrides, marks
    "A\u200bna", "\ufeffAna", "\u2060", "\u3164",              # zero-width, BOM, fillers
    "A" * 10_240,                                               # 10 KB
    "<script>alert(1)</script>", '"><img src=x onerror=alert(1)>', "</bdi><b>",
    "{{ 7*7 }}", "{% debug %}", "${7*7}", "%(name)s %s {0}",   # template syntax
    "=HYPERLINK(\"http://evil.example\",\"x\")", "=cmd|' /C calc'!A0", "+1+1", "@SUM(1)",
    "-2", "\t=1", "1e309", "-1", "٣", "9" * 40, "true", "null", "[]", "{}",
    "../../etc/passwd", "//evil.example", "Ａna", "  ", "",
]
OK = {200, 201, 302, 308, 400, 404, 409, 413, 415, 429}


def form_body(fields: dict[str, str]) -> bytes:
    """A form as a browser would send it, lone surrogates as the bytes WTF-8 gives them."""
    return "&".join(f"{quote(k)}={quote(v.encode('utf-8', 'surrogatepass'))}"
                    for k, v in fields.items()).encode()


_tokens: dict[int, str] = {}


def post_form(client, url: str, fields: dict[str, str], page: str | None = None):
    """`fields` posted to `url` with the phone's CSRF token (one for the session)."""
    token = _tokens.get(id(client)) or _tokens.setdefault(
        id(client), csrf_token(client, "/plays/new/ankhor"))
    fields = {"csrf_token": token, **fields}
    response = client.post(url, data=form_body(fields),
                           content_type="application/x-www-form-urlencoded")
    assert response.status_code in OK, (url, fields, response.status_code)
    if response.status_code == 302:      # a browser follows it: the page shows the flashes
        assert client.get(response.headers["Location"], follow_redirects=True).status_code \
            in OK
    cookie = client.get_cookie("session")
    assert cookie is None or len(cookie.value) < 4000, (url, fields)   # browsers keep it
    return response


def post_json(client, url: str, body) -> None:
    response = client.post(url, data=json.dumps(body), content_type="application/json")
    assert response.status_code in OK, (url, body, response.status_code)
    if response.status_code == 400:
        assert all(e["field"] and e["message"] for e in response.get_json()["errors"])


def get(client, url: str) -> None:
    response = client.get(url)
    assert response.status_code in OK, (url, response.status_code)


def with_each(base: dict, keys, strings=HOSTILE):
    """`base` with one key at a time given each hostile string."""
    for key in keys:
        for text in strings:
            yield dict(base, **{key: text})


def state_of(app, play_id: str):
    from companion.plays import read_state
    with app.app_context():
        return read_state(get_db(), play_id)


def send_the_forms(app, client) -> None:
    for slug, game in GAMES.items():
        url = f"/plays/new/{slug}"
        base = {"players-0-name": "Ana", "players-0-color": "red", "players-1-name": "Ben",
                "players-1-color": "blue"}
        for fields in with_each(base, [*base, "play_id", "players-2-name"]):
            post_form(client, url, fields)
        play = start_play(client, ("Ana", "Ben"), slug)
        for fields in with_each({"seat": "0", "after": "0"}, ["seat", "after"]):
            post_form(client, f"/plays/{play}/first-player", fields, f"/plays/{play}/setup")
        state = state_of(app, play)
        if state.phase == "playing":
            kind, data = game.example_move(state.tracker())
            base = {"after": str(state.seq), "kind": kind,
                    **{f"f:{k}": json.dumps(v) if isinstance(v, dict | list) else str(v)
                       for k, v in data.items()}}
            for fields in with_each(base, list(base)):
                post_form(client, f"/plays/{play}/act", fields, f"/plays/{play}/track")
            post_form(client, f"/plays/{play}/to-scoring", {"after": str(state_of(
                app, play).seq)}, f"/plays/{play}/track")
        for text in HOSTILE:
            post_form(client, f"/plays/{play}/undo", {"after": text}, f"/plays/{play}/track")
        state = state_of(app, play)
        if state.phase in ("scoring", "finished"):
            entry = {k: json.dumps(v) if isinstance(v, dict | list) else str(v)
                     for k, v in game.example_entry().items()}
            page = f"/plays/{play}/score/0"
            for fields in with_each({"after": str(state.seq), **entry},
                                    ["after", *entry]):
                post_form(client, page, fields)
            for text in HOSTILE:
                post_form(client, page, {"after": str(state.seq), "entry": text})
                post_form(client, page, {"after": str(state.seq), "entry": json.dumps(
                    dict(game.example_entry(), **{next(iter(entry)): text}))})
        if game.settings:
            values = {s.key: str(s.field.example()) for s in game.settings}
            for fields in with_each(values, list(values)):
                post_form(client, f"/games/{slug}/settings", fields)
            for text in HOSTILE:
                back = quote(text.encode("utf-8", "surrogatepass"))
                post_form(client, f"/games/{slug}/settings?next={back}", values)
        for text in HOSTILE:
            post_form(client, f"/plays/{play}/delete", {"game": text, "player": text},
                      f"/plays/{play}/log")
            post_form(client, f"/plays/{play}/restore", {"game": text, "player": text},
                      f"/plays/{play}/log")
    for fields in with_each({"old": "Ana", "new": "Anna", "merge": ""}, ["old", "new", "merge"]):
        post_form(client, "/players/rename", fields, "/players/rename?player=Ana")


def send_the_json(app, client) -> None:
    for slug, game in GAMES.items():
        base = {"name": "Ana", "color": "red"}
        for player in with_each(base, ["name", "color"]):
            post_json(client, "/api/plays", {"game": slug, "players": [
                player, {"name": "Ben", "color": "blue"}]})
        for text in HOSTILE:
            post_json(client, "/api/plays", {"game": text, "players": [base]})
            post_json(client, "/api/plays", {"game": slug, "play_id": text, "players": [
                base, {"name": "Ben", "color": "blue"}]})
            post_json(client, f"/api/games/{slug}/score", {"players": [
                dict(game.example_entry(), name=text)]})
        for key in game.example_entry():
            for text in HOSTILE:
                post_json(client, f"/api/games/{slug}/score", {"players": [
                    dict(game.example_entry(), name="Ana", **{key: text})]})
        play = start_play(client, ("Ana", "Ben"), slug)
        for text in HOSTILE:
            post_json(client, f"/api/plays/{play}/events", {"after": 0, "kind": text})
            post_json(client, f"/api/plays/{play}/events", {
                "after": 0, "kind": "first_player", "data": {"seat": text}})
            post_json(client, f"/api/plays/{play}/undo", {"after": text})
        post_json(client, f"/api/plays/{play}/events", {
            "after": 0, "kind": "first_player", "data": {"seat": 0},
            "action_id": HOSTILE[0]})
        state = state_of(app, play)
        if state.phase == "playing":
            kind, data = game.example_move(state.tracker())
            for changed in with_each(data, list(data)):
                post_json(client, f"/api/plays/{play}/events", {
                    "after": state.seq, "kind": kind, "data": changed})
            for text in HOSTILE:
                post_json(client, f"/api/plays/{play}/events", {
                    "after": state.seq, "kind": kind, "data": data, "action_id": text})
        done = played_to_the_end(app, client, slug)
        seq = state_of(app, done).seq
        for key in game.example_entry():
            for text in HOSTILE:
                entry = dict(game.example_entry(), **{key: text})
                post_json(client, f"/api/plays/{done}/preview", {"seat": 0, "entry": entry})
                post_json(client, f"/api/plays/{done}/events", {
                    "after": seq, "kind": "score", "data": {"seat": 0, "entry": entry}})


def send_the_addresses(client) -> None:
    for text in HOSTILE:
        raw = quote(text.encode("utf-8", "surrogatepass"))
        for url in [f"/games/ankhor/rules?q={raw}", f"/api/games/pyramids/ask?q={raw}",
                    f"/history?player={raw}", f"/history?game={raw}&page={raw}",
                    f"/players/rename?player={raw}", f"/language/es?next={raw}",
                    f"/games/egizia?players={raw}", f"/plays/{raw}", f"/p/{raw}",
                    f"/games/ankhor/rules?lang={raw}", f"/api/games/ankhor/setup?players={raw}",
                    f"/games/ankhor/print/booklet.html?players={raw}"]:
            get(client, url)


def every_page_answers(app, client) -> None:
    pages = pages_of_every_kind(app, client)
    with app.app_context():
        db = get_db()
        plays = [row["id"] for row in db.query("SELECT id FROM plays")]
        names = {p["name"] for row in db.query("SELECT players FROM plays")
                 for p in json.loads(row["players"])}
    for play in plays:
        pages += [f"/plays/{play}/log", f"/api/plays/{play}", f"/plays/{play}/join.svg"]
        page = client.get(f"/plays/{play}", follow_redirects=True)
        assert page.status_code == 200, play
    for name in names:
        pages += [f"/history?player={quote(name)}", f"/players/rename?player={quote(name)}"]
    pages += ["/rules/unanswered", "/stats", "/history?page=2", "/data/", "/api/openapi.json"]
    for url in pages:
        response = client.get(url)
        assert response.status_code == 200, url
        assert "\x00" not in response.get_data(as_text=True), url


def every_export_opens(client, tmp_path) -> None:
    data = client.get("/data/export/json").get_data()
    other = open_database(str(tmp_path / "other.sqlite"))
    assert import_json(other, data).added == len(json.loads(data)["plays"])
    rows = list(csv.reader(io.StringIO(client.get("/data/export/csv?lang=en").data.decode(
        "utf-8-sig"))))     # a hostile ?next= may have left the Spanish cookie
    assert rows[0][0] == "play" and len(rows) > 1
    assert not [cell for row in rows for cell in row if cell[:1] in ("=", "+", "-", "@", "\t")]
    for play in json.loads(client.get("/data/export/bgstats").get_data()):
        assert play["players"]
    html = client.get("/data/").get_data(as_text=True)
    for link in re.findall(r'<a class="bgstats-link" href="([^"]+)"', html):
        decoded(link.replace("&amp;", "&"))
    backup = tmp_path / "backup.sqlite.gz"
    backup.write_bytes(client.get("/data/backup.sqlite.gz").data)
    unpacked = tmp_path / "backup.sqlite"
    unpacked.write_bytes(gzip.decompress(backup.read_bytes()))
    plays = check_database(unpacked)
    assert restore(str(backup), str(tmp_path / "restored.sqlite"))[0] == plays


def test_hostile_strings_in_every_form_and_body_break_nothing(app, client, tmp_path):
    send_the_forms(app, client)
    send_the_json(app, client)
    send_the_addresses(client)
    every_page_answers(app, client)
    every_export_opens(client, tmp_path)


def hostile_export(exported: dict, column: str, text: str) -> str:
    data = json.loads(json.dumps(exported))
    play = data["plays"][0]
    if column in ("name", "color"):
        players = json.loads(play["players"])
        players[0][column] = text
        play["players"] = json.dumps(players)
    elif column.startswith("event."):
        play["events"][0][column[6:]] = text
    elif column.startswith("result."):
        play["results"][0][column[7:]] = text
    elif column in ("settings", "unanswered"):
        data[column] = [{"game": "ankhor", "key": text, "value": text, "updated": text}
                        if column == "settings" else
                        {"game": "ankhor", "question": text, "asked": "2026-01-01T00:00:00"}]
    else:
        play[column] = text
    return json.dumps(data)


COLUMNS = ["id", "game", "players", "created", "status", "winners", "finished", "deleted",
           "name", "color", "event.kind", "event.data", "event.created", "result.name",
           "result.total", "settings", "unanswered"]


@pytest.mark.parametrize("column", COLUMNS)
def test_hostile_strings_through_the_import_break_nothing(app, client, tmp_path, column):
    played_to_the_end(app, client, "ankhor")
    with app.app_context():
        exported = export_data(get_db())
    target = open_database(str(tmp_path / "target.sqlite"))
    for text in HOSTILE:
        try:
            import_json(target, hostile_export(exported, column, text))
        except TransferError as refused:
            assert str(refused)          # refused in words, the database unchanged
    target.conn.close()
    from tests.test_upgrade import open_app
    other = open_app(tmp_path / "target.sqlite").test_client()
    for url in ["/", "/history", "/stats", "/data/", "/rules/unanswered",
                "/data/export/csv", "/data/export/json", "/data/export/bgstats"]:
        assert other.get(url).status_code == 200, url
