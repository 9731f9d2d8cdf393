"""Flask's signed-cookie sessions and Flask-WTF's tokens, lighter on a busy server.

A phone's first page with a form starts its session: a fresh CSRF token and a signed
cookie. Under load what costs most there is not the signing but the calls that let the
interpreter go to another thread and then wait to get it back (2 ms or more when every
thread is busy): the system's random source and zlib. So the token's secret comes from a
keyed hash of a counter (seeded once from the system's random source), and the cookie is
not zlib-compressed (it holds a token and a few flags). The cookie's format is otherwise
Flask's own: cookies signed before still load."""
import hashlib
import hmac
import itertools
import os

from flask import Flask, current_app, session
from flask.sessions import SecureCookieSessionInterface
from itsdangerous import URLSafeTimedSerializer
from itsdangerous.encoding import base64_encode
from itsdangerous.url_safe import URLSafeSerializerMixin

_SEED = os.urandom(32)
_counter = itertools.count()


def fresh_token() -> str:
    """An unguessable token of Flask-WTF's form (40 hex digits), without a system call:
    HMAC-SHA256 of a counter under a secret seed drawn once per process."""
    number = next(_counter).to_bytes(16, "big")
    return hmac.new(_SEED, number, hashlib.sha256).hexdigest()[:40]


def start_csrf_token() -> None:
    """The session's CSRF secret, if it has none yet, made by `fresh_token` (Flask-WTF's
    generate_csrf would read the system's random source)."""
    field = current_app.config.get("WTF_CSRF_FIELD_NAME", "csrf_token")
    if field not in session:
        session[field] = fresh_token()


class _Uncompressed(URLSafeTimedSerializer):
    def dump_payload(self, obj) -> bytes:
        # URLSafeSerializerMixin's own tries zlib on every cookie: base64 of the JSON only.
        return base64_encode(super(URLSafeSerializerMixin, self).dump_payload(obj))


class LightCookieSessions(SecureCookieSessionInterface):
    """Flask's sessions, the signing serializer made once per key (Flask makes two per
    request) and without zlib."""

    def __init__(self):
        self._serializers: dict[tuple, URLSafeTimedSerializer] = {}

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
