"""Flask's signed-cookie sessions and Flask-WTF's CSRF tokens, lighter on a busy server.

What costs most on a busy server is not signing but zlib, which lets the interpreter go
to another thread and then waits to get it back (2 ms or more when every thread is busy).
So neither the cookie nor the token is zlib-compressed (they hold a token and a few
flags); everything else is the libraries' own, through their public API:
- the cookie: itsdangerous' URLSafeTimedSerializer, its documented `dump_payload` hook
  overridden (base64 of the JSON, no zlib) and signed by its own `make_signer().sign`;
- the CSRF token: Flask-WTF's format, the session's secret (`secrets`) signed by that
  serializer under Flask-WTF's salt, kept in `g` for the rest of the request.
Relied on, pinned in pyproject.toml and tested in tests/test_sessions.py: Flask-WTF's salt
("wtf-csrf-token"), session key and `g` attribute (its WTF_CSRF_FIELD_NAME); Flask's
session serializer writing a plain dict as compact JSON with sorted keys. Cookies and
tokens made either way load in the other."""
import functools
import secrets
from json.encoder import encode_basestring_ascii as quoted

from flask import Flask, current_app, g, has_request_context, request, session
from flask.sessions import SecureCookieSessionInterface
from itsdangerous import TimestampSigner, URLSafeTimedSerializer
from itsdangerous.encoding import base64_encode

CSRF_SALT = "wtf-csrf-token"   # Flask-WTF's (flask_wtf.csrf.generate_csrf)


def fresh_token() -> str:
    """An unguessable secret of Flask-WTF's form (40 hex digits)."""
    return secrets.token_hex(20)


def csrf_token() -> str:
    """Flask-WTF's generate_csrf, the same token in the same places (the session's secret,
    the signed token in `g` for the rest of the request), made without zlib; Flask-WTF
    checks it as its own."""
    field = current_app.config.get("WTF_CSRF_FIELD_NAME", "csrf_token")
    if field in g:
        return g.get(field)
    if field not in session:
        session[field] = fresh_token()
    secret = current_app.config.get("WTF_CSRF_SECRET_KEY") or current_app.secret_key
    token = _token_serializer(secret).dumps(session[field])
    setattr(g, field, token)
    return token


@functools.cache
def _token_serializer(secret: str | bytes) -> URLSafeTimedSerializer:
    return _Uncompressed(secret, salt=CSRF_SALT)


def _compact_sorted_json(obj: str | dict[str, str]) -> str:
    """json.dumps(obj, separators=(",", ":"), sort_keys=True) for a `_plain` value, without
    making an encoder per call."""
    if type(obj) is str:
        return quoted(obj)
    return "{" + ",".join(f"{quoted(k)}:{quoted(v)}" for k, v in sorted(obj.items())) + "}"


def _plain(obj) -> bool:
    """A string, or strings by name: every serializer involved writes the same JSON for it
    (when ASCII, and no name is one of Flask's tags, which all begin with a space)."""
    if type(obj) is str:
        return obj.isascii()
    return type(obj) is dict and all(
        type(k) is str and type(v) is str and k.isascii() and v.isascii()
        and not k.startswith(" ") for k, v in obj.items())


class _Uncompressed(URLSafeTimedSerializer):
    def dump_payload(self, obj) -> bytes:
        # The mixin's own tries zlib on every cookie: base64 of the JSON only, and a session
        # of a token and a language written without Flask's tagging pass.
        if _plain(obj):
            return base64_encode(_compact_sorted_json(obj))
        return base64_encode(self.serializer.dumps(obj, **self.serializer_kwargs))

    def dumps(self, obj, salt=None) -> str:
        """itsdangerous' own dumps, its signer made once (it makes one on every call)."""
        if salt is not None:
            return super().dumps(obj, salt)
        return self._signer.sign(self.dump_payload(obj)).decode()

    @functools.cached_property
    def _signer(self) -> TimestampSigner:
        return self.make_signer()


class LightCookieSessions(SecureCookieSessionInterface):
    """Flask's sessions, the signing serializer made once per key (Flask makes two per
    request) and without zlib; the cookie is Secure whenever the phone came over HTTPS
    (directly, or through a proxy the group declared: COMPANION_TRUSTED_PROXIES)."""

    def __init__(self):
        self._serializers: dict[tuple, URLSafeTimedSerializer] = {}

    def get_cookie_secure(self, app: Flask) -> bool:
        return bool(app.config["SESSION_COOKIE_SECURE"]
                    or (has_request_context() and request.is_secure))

    def get_signing_serializer(self, app: Flask) -> URLSafeTimedSerializer | None:
        if not app.secret_key:
            return None
        keys = [*(app.config["SECRET_KEY_FALLBACKS"] or ()), app.secret_key]
        found = self._serializers.get(tuple(keys))
        if found is None:
            found = self._serializers[tuple(keys)] = _Uncompressed(
                keys, salt=self.salt, serializer=self.serializer,
                signer_kwargs={"key_derivation": self.key_derivation,
                               "digest_method": self.digest_method})
        return found
