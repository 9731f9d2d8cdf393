"""Behind a reverse proxy (COMPANION_TRUSTED_PROXIES=N, README "Hosting"): rate limits,
redirects and links see the phone, cookies are Secure whenever the phone came over HTTPS;
forwarded headers count only from the proxies the group declared."""
import re

import pytest
from flask import request

from companion import create_app
from tests.conftest import csrf_token, start_play

PHONE = "203.0.113.9"     # the phone, as the proxy saw it
PROXY = "172.18.0.3"      # Caddy, as the app sees it


def make_app(tmp_path, **config):
    app = create_app({"TESTING": True, "SECRET_KEY": "proxy-test", "LISTEN_HOST": "0.0.0.0",
                      "DATABASE": str(tmp_path / "c.sqlite"), **config})

    @app.get("/_seen")
    def seen():
        return {"address": request.remote_addr, "scheme": request.scheme,
                "host": request.host, "url": request.url_root}
    return app


def forwarded(phone=PHONE, proto="https", host="games.example.org"):
    return {"X-Forwarded-For": phone, "X-Forwarded-Proto": proto, "X-Forwarded-Host": host}


@pytest.fixture
def behind_caddy(tmp_path):
    return make_app(tmp_path, TRUSTED_PROXIES=1)


@pytest.fixture
def direct(tmp_path):
    return make_app(tmp_path)


def seen(app, headers):
    client = app.test_client()
    return client.get("/_seen", headers=headers, environ_base={"REMOTE_ADDR": PROXY}).json


def test_behind_a_declared_proxy_the_app_sees_the_phone(behind_caddy):
    assert seen(behind_caddy, forwarded()) == {
        "address": PHONE, "scheme": "https", "host": "games.example.org",
        "url": "https://games.example.org/"}


def test_without_a_declared_proxy_forwarded_headers_count_for_nothing(direct):
    assert seen(direct, forwarded()) == {"address": PROXY, "scheme": "http",
                                         "host": "localhost", "url": "http://localhost/"}


def test_only_what_the_declared_proxy_added_counts(behind_caddy):
    """A phone that sends its own X-Forwarded-For gets it kept in front by the proxy: the
    last value, the proxy's, is the one believed."""
    spoofed = forwarded(phone=f"10.0.0.1, {PHONE}")
    assert seen(behind_caddy, spoofed)["address"] == PHONE


def session_cookie(response) -> str:
    return next(h for h in response.headers.getlist("Set-Cookie") if h.startswith("session="))


def new_session(app, headers, base_url="http://localhost"):
    client = app.test_client()
    return client.get("/login", headers=headers, base_url=base_url,
                      environ_base={"REMOTE_ADDR": PROXY})


@pytest.mark.parametrize("code", ["", "pharaoh"])
def test_cookies_are_secure_when_the_phone_came_over_https(tmp_path, code):
    app = make_app(tmp_path, TRUSTED_PROXIES=1, ACCESS_CODE=code)
    assert "; Secure" in session_cookie(new_session(app, forwarded(proto="https")))
    assert "; Secure" not in session_cookie(new_session(app, forwarded(proto="http")))


def test_cookies_are_secure_over_https_without_a_proxy(direct):
    assert "; Secure" in session_cookie(new_session(direct, {}, "https://localhost"))
    assert "; Secure" not in session_cookie(new_session(direct, {}))


def test_a_forwarded_proto_from_no_declared_proxy_makes_no_cookie_secure(direct):
    """Secure on a cookie the phone then sends over plain HTTP would log it out."""
    assert "; Secure" not in session_cookie(new_session(direct, forwarded(proto="https")))


def test_the_language_cookie_follows_the_scheme_too(behind_caddy):
    client = behind_caddy.test_client()
    response = client.get("/language/fr?next=/", headers=forwarded(),
                          environ_base={"REMOTE_ADDR": PROXY})
    cookie = next(h for h in response.headers.getlist("Set-Cookie") if h.startswith("lang="))
    assert "; Secure" in cookie


def wrong_code_statuses(app, phones, headers_for) -> list[int]:
    statuses = []
    for phone in phones:
        client = app.test_client()          # a guesser who drops the cookie every time
        token = csrf_token(client, "/login")
        statuses.append(client.post("/login", data={"csrf_token": token, "code": "x"},
                                    headers=headers_for(phone),
                                    environ_base={"REMOTE_ADDR": PROXY}).status_code)
    return statuses


def test_the_wrong_code_limit_counts_each_phone_not_the_proxy(tmp_path):
    """Sixteen phones behind Caddy each mistype once: none is locked out. Without the
    setting every phone was the proxy's one address, and the 16th got 429."""
    phones = [f"203.0.113.{n}" for n in range(1, 17)]
    app = make_app(tmp_path / "a", TRUSTED_PROXIES=1, ACCESS_CODE="pharaoh")
    assert set(wrong_code_statuses(app, phones, lambda p: forwarded(phone=p))) == {400}
    undeclared = make_app(tmp_path / "b", ACCESS_CODE="pharaoh")
    statuses = wrong_code_statuses(undeclared, phones, lambda p: forwarded(phone=p))
    assert statuses[-1] == 429


def test_links_for_other_phones_use_the_address_the_phone_used(behind_caddy):
    client = behind_caddy.test_client()
    headers = forwarded()
    client.environ_base.update({"REMOTE_ADDR": PROXY})
    client.environ_base.update({f"HTTP_{k.upper().replace('-', '_')}": v
                                for k, v in headers.items()})
    # Flask-WTF checks the Referer of a form sent over HTTPS against the host: the phone's
    client.environ_base["HTTP_REFERER"] = "https://games.example.org/plays/new/ankhor"
    play = start_play(client)
    html = client.get(f"/plays/{play}/setup").get_data(as_text=True)
    assert re.search(rf'class="join-link">https://games\.example\.org/p/{play}<', html)


@pytest.mark.parametrize("value", ["-1", "two", "true"])
def test_a_wrong_number_of_proxies_stops_the_server_saying_why(value, monkeypatch):
    from companion import ConfigurationError, configured_app
    monkeypatch.setenv("COMPANION_TRUSTED_PROXIES", value)
    with pytest.raises(ConfigurationError, match="TRUSTED_PROXIES"):
        configured_app()
