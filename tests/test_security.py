import gzip
import re

import pytest

from companion import create_app
from tests.conftest import start_play

PAGES = ["/", "/games/ankhor", "/games/pyramids?players=5", "/plays/new/ankhor", "/history",
         "/games/ankhor/rules", "/rules/unanswered"]


@pytest.mark.parametrize("url", PAGES + ["/api/games"])
def test_security_headers(client, url):
    headers = client.get(url).headers
    csp = headers["Content-Security-Policy"]
    script_src = csp.split("script-src")[1].split(";")[0]
    assert script_src.strip() == "'self'"
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["X-Frame-Options"] == "DENY"
    assert headers["Referrer-Policy"] == "same-origin"


def test_no_inline_scripts_or_handlers_on_any_page(client):
    play = start_play(client)
    pages = PAGES + [f"/plays/{play}/setup"]
    for url in pages:
        html = client.get(url).get_data(as_text=True)
        for tag in re.findall(r"<script[^>]*>", html):
            # a script file, or data the browser never runs (the texts of the scripts)
            assert "src=" in tag or 'type="application/json"' in tag, (url, tag)
        assert not re.search(r"\son[a-z]+=", html), url


def test_pages_are_gzipped_for_phones(client):
    response = client.get("/games/ankhor/rules", headers={"Accept-Encoding": "gzip"})
    assert response.headers["Content-Encoding"] == "gzip"
    assert b"rules</h1>" in gzip.decompress(response.data)
    css = client.get("/static/app.css", headers={"Accept-Encoding": "gzip"})
    assert css.headers["Content-Encoding"] == "gzip"


def test_a_page_compressed_again_is_its_own_and_the_same(client):
    """Compressed bodies are kept per content: each page gets its own, every time."""
    zipped = {"Accept-Encoding": "gzip"}
    for _ in range(2):
        for url in ("/games/ankhor/rules", "/games/pyramids/rules", "/games/ankhor/rules?lang=es"):
            plain = client.get(url).data
            assert gzip.decompress(client.get(url, headers=zipped).data) == plain
    first = client.get("/games/ankhor/rules", headers=zipped).data
    assert client.get("/games/ankhor/rules", headers=zipped).data == first


def test_play_ids_are_unguessable(client):
    ids = {start_play(client) for _ in range(5)}
    assert len(ids) == 5
    assert all(len(i) >= 16 and re.fullmatch(r"[A-Za-z0-9_-]+", i) for i in ids)


@pytest.fixture
def locked(tmp_path):
    app = create_app({"TESTING": True, "SECRET_KEY": "x", "ACCESS_CODE": "pharaoh",
                      "WTF_CSRF_ENABLED": False, "DATABASE": str(tmp_path / "l.sqlite")})
    return app.test_client()


@pytest.mark.parametrize("url", ["/", "/history", "/games/ankhor", "/stats", "/data/",
                                 "/games/ankhor/print/setup.pdf", "/plays/new/ankhor",
                                 "/games/ankhor/rules?q=end"])
def test_access_code_locks_every_page(locked, url):
    response = locked.get(url)
    assert response.status_code == 302 and "/login" in response.headers["Location"]


def test_access_code_locks_the_api(locked):
    assert locked.get("/api/games").status_code == 401
    assert locked.post("/api/games/ankhor/score", json={"players": []}).status_code == 401


def test_wrong_code_is_refused_and_right_code_opens(locked):
    response = locked.post("/login", data={"code": "sphinx"})
    assert response.status_code == 400 and "not the code" in response.get_data(as_text=True)
    assert locked.get("/").status_code == 302
    response = locked.post("/login?next=/history", data={"code": "pharaoh"})
    assert response.headers["Location"] == "/history"
    assert locked.get("/").status_code == 200
    assert locked.get("/api/games").status_code == 200


def test_login_never_redirects_off_site(locked):
    response = locked.post("/login?next=//evil.example/", data={"code": "pharaoh"})
    assert response.headers["Location"] == "/"


def test_without_a_code_no_login_is_needed(client):
    assert client.get("/").status_code == 200


def test_forced_error_shows_no_trace_or_sql(tmp_path):
    app = create_app({"TESTING": False, "SECRET_KEY": "x", "DATABASE": str(tmp_path / "e.db")})

    @app.get("/boom")
    def boom():
        raise RuntimeError("SELECT * FROM secrets; Traceback")

    @app.get("/api/boom")
    def api_boom():
        raise RuntimeError("SELECT * FROM secrets")

    client = app.test_client()
    for url in ("/boom", "/api/boom"):
        response = client.get(url)
        body = response.get_data(as_text=True)
        assert response.status_code == 500
        assert "SELECT" not in body and "Traceback" not in body and "RuntimeError" not in body
    assert not app.debug


@pytest.mark.parametrize("url", ["/static/app.css", "/static/app.js", "/static/icons/icon-192.png",
                                 "/sw.js", "/manifest.webmanifest"])
def test_static_files_load_before_a_phone_logs_in(app, monkeypatch, url):
    """Issue 26, finding 10: with a code set they redirected to /login."""
    monkeypatch.setitem(app.config, "ACCESS_CODE", "pharaoh")
    response = app.test_client().get(url)
    assert response.status_code == 200
    assert app.test_client().get("/history").status_code == 302   # the group's pages: not
