"""Access can be taken back (issue 26, finding 4): sessions carry which access code they
entered, the cookie is SameSite=Lax, and a phone can log out."""
import re

import pytest

from tests.conftest import csrf_token


@pytest.fixture
def locked(app, monkeypatch):
    monkeypatch.setitem(app.config, "ACCESS_CODE", "pharaoh")
    return app


def log_in(client, code: str = "pharaoh"):
    token = csrf_token(client, "/login")
    return client.post("/login", data={"csrf_token": token, "code": code})


def test_changing_the_code_signs_every_phone_out(locked, monkeypatch):
    phone = locked.test_client()
    assert log_in(phone).status_code == 302
    assert phone.get("/history").status_code == 200
    assert phone.get("/data/backup.sqlite").status_code == 200
    monkeypatch.setitem(locked.config, "ACCESS_CODE", "scarab")
    assert phone.get("/history").status_code == 302
    assert phone.get("/data/backup.sqlite").status_code == 302
    assert log_in(phone, "scarab").status_code == 302
    assert phone.get("/history").status_code == 200


def test_an_old_cookie_that_only_says_access_no_longer_opens(locked):
    phone = locked.test_client()
    with phone.session_transaction() as session:
        session["access"] = True       # what a session held before
    assert phone.get("/history").status_code == 302


def test_the_session_cookie_is_samesite_lax(locked):
    phone = locked.test_client()
    response = log_in(phone)
    cookie = next(h for h in response.headers.getlist("Set-Cookie") if h.startswith("session="))
    assert "SameSite=Lax" in cookie and "HttpOnly" in cookie


def test_a_phone_logs_out_with_the_button_on_every_page(locked):
    phone = locked.test_client()
    log_in(phone)
    html = phone.get("/history").get_data(as_text=True)
    form = re.search(r'<form class="logout" method="post" action="/logout">.*?'
                     r'name="csrf_token" value="([^"]+)"', html)
    assert form
    assert phone.post("/logout", data={"csrf_token": form.group(1)}).status_code == 302
    assert phone.get("/history").status_code == 302


def test_another_site_cannot_log_a_phone_out(locked):
    phone = locked.test_client()
    log_in(phone)
    phone.post("/logout")                          # no token: another site's form
    assert phone.get("/history").status_code == 200


def test_without_a_code_there_is_nothing_to_log_out_of(client):
    assert "/logout" not in client.get("/history").get_data(as_text=True)
