"""Sessions and CSRF tokens made without system calls or zlib (companion/web/sessions.py)
are Flask's and Flask-WTF's own formats: they validate, and older cookies still load."""
import re

from flask import session
from flask.sessions import SecureCookieSessionInterface
from flask_wtf.csrf import generate_csrf, validate_csrf
from itsdangerous import URLSafeTimedSerializer
from itsdangerous.encoding import base64_decode, base64_encode

from companion.web.sessions import LightCookieSessions, _token_serializer, csrf_token, fresh_token


def test_fresh_tokens_have_flask_wtf_s_form_and_never_repeat():
    tokens = [fresh_token() for _ in range(10_000)]
    assert all(re.fullmatch(r"[0-9a-f]{40}", t) for t in tokens)
    assert len(set(tokens)) == len(tokens)


def test_a_cookie_of_either_kind_loads_in_the_other(app):
    light, flask_own = LightCookieSessions(), SecureCookieSessionInterface()
    content = {"csrf_token": "a" * 40, "access": True, "_flashes": [("info", "Saved.")]}
    for writer, reader in ((light, flask_own), (flask_own, light)):
        cookie = writer.get_signing_serializer(app).dumps(content)
        loaded = reader.get_signing_serializer(app).loads(cookie)
        assert loaded["csrf_token"] == "a" * 40 and loaded["access"] is True
        assert loaded["_flashes"] == [("info", "Saved.")]   # tuples survive, as in Flask's


def test_a_long_session_from_before_zlib_was_dropped_still_loads(app):
    """Flask compresses a cookie when that makes it shorter (a "." in front)."""
    flask_own = SecureCookieSessionInterface().get_signing_serializer(app)
    cookie = flask_own.dumps({"note": "x" * 500})
    assert cookie.startswith(".")
    assert LightCookieSessions().get_signing_serializer(app).loads(cookie) == {"note": "x" * 500}


def _new_play_form(token: str) -> dict:
    return {"csrf_token": token, "players-0-name": "Ana", "players-0-color": "red",
            "players-1-name": "Ben", "players-1-color": "blue"}


def test_a_token_works_with_its_own_cookie_and_not_with_a_tampered_one(app):
    for tamper, status in ((False, 302), (True, 400)):
        phone = app.test_client()
        html = phone.get("/plays/new/ankhor").get_data(as_text=True)
        token = re.search(r'name="csrf_token" value="([^"]+)"', html).group(1)
        if tamper:
            value = phone.get_cookie("session").value
            phone.set_cookie("session", value[:-3] + ("abc" if value[-3:] != "abc" else "xyz"))
        assert phone.post("/plays/new/ankhor", data=_new_play_form(token)).status_code == status


def test_our_csrf_token_is_the_one_flask_wtf_checks_and_gives(app):
    with app.test_request_context("/"):
        token = csrf_token()
        assert token == csrf_token() == generate_csrf()   # one token for the request
        validate_csrf(token)                               # raises if refused
        assert re.fullmatch(r"[0-9a-f]{40}", session["csrf_token"])
    with app.test_request_context("/"):
        theirs = generate_csrf()      # a session Flask-WTF started: ours signs its secret
        assert csrf_token() == theirs


def test_our_signature_is_itsdangerous_own_to_the_byte(app, monkeypatch):
    """Signed with the key derived once: the same cookie and token itsdangerous makes."""
    monkeypatch.setattr("time.time", lambda: 1_800_000_000.5)
    for serializer, content in (
            (LightCookieSessions().get_signing_serializer(app), {"csrf_token": "b" * 40,
                                                                 "lang": "fr"}),
            (LightCookieSessions().get_signing_serializer(app), {"note": "é", " t": "x"}),
            (_token_serializer(app.secret_key), "c" * 40)):
        payload = serializer.dump_payload(content)
        assert serializer.serializer.loads(base64_decode(payload)) == content
        assert payload == base64_encode(serializer.serializer.dumps(content))
        signed_by_itsdangerous = URLSafeTimedSerializer.dumps(serializer, content)
        assert serializer.dumps(content) == signed_by_itsdangerous


def test_cookies_and_tokens_are_signed_by_itsdangerous_own_signer(app, monkeypatch):
    """Issue 26, finding 13: no signing of our own, only itsdangerous' public sign()."""
    import itsdangerous
    signed = []
    real_sign = itsdangerous.TimestampSigner.sign

    def counting(self, value):
        signed.append(value)
        return real_sign(self, value)
    monkeypatch.setattr(itsdangerous.TimestampSigner, "sign", counting)
    cookie = LightCookieSessions().get_signing_serializer(app).dumps({"lang": "fr"})
    token = _token_serializer("another secret").dumps("d" * 40)
    assert len(signed) == 2
    assert SecureCookieSessionInterface().get_signing_serializer(app).loads(cookie) == {
        "lang": "fr"}
    assert URLSafeTimedSerializer("another secret", salt="wtf-csrf-token").loads(token) == "d" * 40


def test_flask_wtf_s_salt_and_session_key_are_the_ones_we_use(app):
    """What csrf_token() relies on from Flask-WTF, checked against Flask-WTF itself."""
    from companion.web.sessions import CSRF_SALT
    with app.test_request_context("/"):
        theirs = generate_csrf()
        secret = session[app.config.get("WTF_CSRF_FIELD_NAME", "csrf_token")]
        assert URLSafeTimedSerializer(app.secret_key, salt=CSRF_SALT).loads(theirs) == secret


def test_secrets_and_play_ids_come_from_the_secrets_module(monkeypatch):
    """Issue 26, finding 13: they came from an HMAC of a counter."""
    import secrets

    from companion.plays import is_play_id, new_play_id
    monkeypatch.setattr(secrets, "token_urlsafe", lambda n: f"from-secrets-{n:03d}")
    monkeypatch.setattr(secrets, "token_hex", lambda n: f"{n:040d}")
    assert new_play_id() == "from-secrets-012" and is_play_id(new_play_id())
    assert fresh_token() == "0" * 38 + "20"
