"""Flask's signed-cookie sessions and Flask-WTF's tokens, lighter on a busy server.

A phone's first page with a form starts its session: a fresh CSRF token and a signed
cookie. Under load what costs most there is not the signing but the calls that let the
interpreter go to another thread and then wait to get it back (2 ms or more when every
thread is busy): the system's random source and zlib. So the token's secret comes from a
keyed hash of a counter (seeded once from the system's random source), and neither the
token nor the cookie is zlib-compressed (they hold a token and a few flags). Their formats
are otherwise Flask-WTF's and Flask's own: cookies signed before still load."""
import functools
import hmac
import time
from json.encoder import encode_basestring_ascii as quoted

from flask import Flask, current_app, g, session
from flask.sessions import SecureCookieSessionInterface
from itsdangerous import URLSafeTimedSerializer
from itsdangerous.encoding import base64_encode, int_to_bytes
from itsdangerous.url_safe import URLSafeSerializerMixin

from companion.unguessable import unguessable_bytes


def fresh_token() -> str:
    """An unguessable token of Flask-WTF's form (40 hex digits), without a system call."""
    return unguessable_bytes(20).hex()


def csrf_token() -> str:
    """Flask-WTF's generate_csrf, the same token in the same places (the session's secret,
    the signed token in `g` for the rest of the request), made without the system's random
    source (`fresh_token`) and without zlib; Flask-WTF checks it as its own."""
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
    return _Uncompressed(secret, salt="wtf-csrf-token")   # Flask-WTF's salt


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
        # URLSafeSerializerMixin's own tries zlib on every cookie: base64 of the JSON only,
        # and a session of a token and a language written without Flask's tagging pass.
        if _plain(obj):
            return base64_encode(_compact_sorted_json(obj))
        return base64_encode(super(URLSafeSerializerMixin, self).dump_payload(obj))

    def dumps(self, obj, salt=None) -> str:
        """itsdangerous' own signature, its signer's key derived once: itsdangerous makes a
        signer and derives its key (an HMAC) on every call, then signs in a second HMAC."""
        if salt is not None:
            return super().dumps(obj, salt)
        key, digest, sep = self._signing_key
        value = self.dump_payload(obj) + sep + base64_encode(int_to_bytes(int(time.time())))
        # hmac.new, not hmac.digest: the one-shot lets other threads run, and on a busy
        # server getting the interpreter back costs milliseconds.
        signature = hmac.new(key, value, digest).digest()
        return (value + sep + base64_encode(signature)).decode()

    @functools.cached_property
    def _signing_key(self) -> tuple[bytes, object, bytes]:
        signer = self.make_signer()
        return signer.derive_key(), signer.digest_method, signer.sep


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
