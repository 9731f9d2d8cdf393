"""What every response shares: security headers, gzip, the optional access code and its
log out (which ends the session on the server), and the proxies the group declared."""
import gzip
import hmac
import math
import secrets
import time
from functools import partial

from flask import (
    Blueprint,
    Flask,
    current_app,
    jsonify,
    redirect,
    render_template,
    request,
    session,
    url_for,
)
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address
from werkzeug.middleware.proxy_fix import ProxyFix
from wtforms import PasswordField
from wtforms.validators import InputRequired

from companion.i18n import Msg, Plural
from companion.kept import Kept
from companion.web import held
from companion.web.forms import AppForm
from companion.web.logins import EndedLogins
from companion.web.safe_next import safe_next

bp = Blueprint("security", __name__)

CSP = ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
       "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; "
       "form-action 'self'; frame-ancestors 'none'")
HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
}
COMPRESSIBLE = ("text/", "application/json", "application/javascript", "image/svg+xml")
MIN_GZIP = 500
# Open without the code: the login, and what a phone loads before it can log in (the
# styles, scripts and icons, the manifest and the service worker), none of it the group's.
OPEN_ENDPOINTS = {"security.login", "security.logout", "security.healthz", "static",
                  "table.manifest", "table.service_worker", "table.offline",
                  # what a phone needs to trust the table's certificate, none of it secret
                  "trust.page", "trust.certificate"}
# Log out: what the phone forgets besides its session, where the browser honours it (a
# secure context); static/forget.js does the same where it does not (plain HTTP).
FORGET_PHONE = '"cache", "storage"'
# Wrong codes allowed: a phone mistyping is fine, guessing a short code is not. Counted
# per phone (its session), so one phone's mistakes never lock out the others behind the
# same router; and per address, looser, for a guesser who drops its cookie every time.
PHONE_LIMIT = "5 per minute; 20 per hour"
ADDRESS_LIMIT = "15 per minute; 60 per hour"


class LoginForm(AppForm):
    code = PasswordField("Access code", validators=[InputRequired()])


@bp.route("/login", methods=["GET", "POST"])
def login():
    form = LoginForm()
    if form.validate_on_submit():
        if hmac.compare_digest(form.code.data.encode(),
                               current_app.config["ACCESS_CODE"].encode()):
            session["access"] = access_stamp()
            session["login"] = secrets.token_hex(16)   # what log out ends on the server
            session.permanent = True
            return redirect(safe_next(request.args.get("next"), url_for("games.home")))
        form.code.errors.append(str(Msg("That is not the code. Ask whoever started the app.")))
    forget = session.pop("forget_phone", None) is not None   # just logged out
    return (render_template("login.html", form=form, forget_phone=forget),
            400 if form.is_submitted() else 200)


def access_stamp() -> str:
    """What a session that entered the code carries: which code it was (an HMAC of it
    under the secret key), so that changing the code signs every phone out."""
    code = current_app.config["ACCESS_CODE"].encode()
    return hmac.new(current_app.secret_key.encode(), b"access:" + code, "sha256").hexdigest()[:32]


def has_access() -> bool:
    """The session entered today's code, and its login was not ended (log out) since."""
    stamp, login = session.get("access"), session.get("login")
    return (isinstance(stamp, str) and isinstance(login, str)
            and hmac.compare_digest(stamp, access_stamp()) and login not in ended_logins())


def ended_logins() -> EndedLogins:
    return current_app.extensions["ended_logins"]


class LogoutForm(AppForm):
    pass


@bp.post("/logout")
def logout():
    """This phone forgets the code, and the server ends its login: a copy of the cookie
    taken before opens nothing. The phone also forgets its kept pages and waiting actions
    (the form has a CSRF token: no other site can do it)."""
    response = redirect(url_for("security.login"))
    if LogoutForm().validate_on_submit():
        login = session.pop("login", None)
        if isinstance(login, str):
            ended_logins().end(login)
        session.pop("access", None)
        session["forget_phone"] = "1"      # the login page then clears it (static/forget.js)
        response.headers["Clear-Site-Data"] = FORGET_PHONE
    return response


@bp.get("/healthz")
def healthz():
    """A trivial endpoint: the framework's ceiling in the benchmark. Says whether the rules
    search's sentence model is loaded (ready, loading, failed or off) in a header."""
    from companion.search.sentences import app_model
    model = app_model()
    wanted = current_app.config.get("RULES_MODEL", not current_app.testing)
    state = ("ready" if model and model.ready else "failed" if model and model.failed
             else "loading" if model and wanted else "off")
    return "ok", 200, {"X-Rules-Model": state}


def require_access_code():
    if not current_app.config["ACCESS_CODE"] or has_access():
        return None
    if request.endpoint in OPEN_ENDPOINTS:
        return None
    if request.path.startswith("/api/"):
        message = str(Msg("Access code needed."))
        return jsonify({"errors": [{"field": "access", "message": message}]}), 401
    return redirect(url_for("security.login", next=request.full_path.rstrip("?")))


def add_headers(response):
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
    return compress(response)


def compress(response):
    """gzip text answers for clients that accept it (phones on weak Wi-Fi)."""
    if ("gzip" not in request.headers.get("Accept-Encoding", "")
            or response.status_code < 200 or response.status_code >= 300
            or "Content-Encoding" in response.headers
            or not (response.mimetype or "").startswith(COMPRESSIBLE)):
        return response
    response.direct_passthrough = False
    data = response.get_data()
    if len(data) < MIN_GZIP:
        return response
    response.set_data(gzipped(data))
    response.headers["Content-Encoding"] = "gzip"
    response.headers["Vary"] = "Accept-Encoding"
    return response


_gzipped: Kept[bytes] = Kept(256, 8 * 1024 * 1024, len)


def gzipped(data: bytes) -> bytes:
    """gzip of `data`, kept for the next identical answer: most pages are the same for every
    phone (the rules reference, a play's page in one language), and compressing one costs
    more than rendering it. Kept by digest, so only the compressed bytes stay in memory."""
    key = held.digest(data)
    packed = _gzipped.get(key)
    if packed is None:
        # mtime=0: the same bytes for the same page (gzip would stamp the time of each call)
        packed = gzip.compress(data, compresslevel=6, mtime=0)
        _gzipped.put(key, packed)
    return packed


def phone_key() -> str:
    """The phone: the secret of its session's CSRF token (the login form gave it one)."""
    secret = session.get(current_app.config.get("WTF_CSRF_FIELD_NAME", "csrf_token"))
    return f"phone:{secret}" if isinstance(secret, str) else f"address:{get_remote_address()}"


def wait_text(limiter: Limiter) -> Msg:
    """How long this phone waits, in the page's language."""
    limit = limiter.current_limit
    seconds = max(1, int(limit.reset_at - time.time())) if limit else 60
    if seconds > 90:
        minutes = math.ceil(seconds / 60)
        return Plural("Too many wrong codes. Try again in {n} minute.",
                      "Too many wrong codes. Try again in {n} minutes.", minutes)
    return Plural("Too many wrong codes. Try again in {n} second.",
                  "Too many wrong codes. Try again in {n} seconds.", seconds)


def limit_wrong_codes(app: Flask) -> None:
    """Only wrong codes count (a right one redirects); memory storage: one process serves."""
    limiter = Limiter(get_remote_address, app=app, storage_uri="memory://",
                      headers_enabled=True)
    wrong_only = {"methods": ["POST"], "deduct_when": lambda r: r.status_code == 400,
                  "error_message": lambda: str(wait_text(limiter))}
    view = limiter.limit(PHONE_LIMIT, key_func=phone_key, **wrong_only)(login)
    view = limiter.limit(ADDRESS_LIMIT, key_func=get_remote_address, **wrong_only)(view)
    app.view_functions["security.login"] = view
    _hooks_at_login_only(app, limiter)


@bp.errorhandler(429)
def wait(exc):
    """The login again, saying how long to wait (wait_text): the phone retries from it."""
    form = LoginForm(formdata=None)
    form.code.errors = [str(exc.description)]
    return render_template("login.html", form=form), 429


def _hooks_at_login_only(app: Flask, limiter: Limiter) -> None:
    """Flask-Limiter hooks into every request (before, after, teardown) though only the
    login has a limit: its work on every other request costs them a tenth of a millisecond."""
    def ours(hook) -> bool:
        owner = hook.args[0] if isinstance(hook, partial) else getattr(hook, "__self__", None)
        return owner is limiter

    def at_login_only(hook):
        def hook_at_login(*args):
            if request.endpoint == "security.login":
                return hook(*args)
            return args[0] if args else None   # an after_request hook gives the response back
        return hook_at_login

    for hooks in (app.before_request_funcs, app.after_request_funcs,
                  app.teardown_request_funcs):
        hooks[None] = [at_login_only(h) if ours(h) else h for h in hooks.get(None, [])]


def behind_proxies(app: Flask) -> None:
    """COMPANION_TRUSTED_PROXIES=N: the app is reached through N proxies (Caddy: 1), whose
    X-Forwarded-For, -Proto, -Host, -Port and -Prefix are believed (the last N values,
    those the declared proxies added), so rate limits, redirects, URLs and Secure cookies
    see the phone. Without it no forwarded header counts: anyone can send one."""
    count = app.config.get("TRUSTED_PROXIES") or 0
    if count:
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=count, x_proto=count, x_host=count,
                                x_port=count, x_prefix=count)


def init_app(app: Flask) -> None:
    app.extensions["ended_logins"] = EndedLogins.at(app.instance_path,
                                                    app.permanent_session_lifetime)
    behind_proxies(app)
    app.before_request(require_access_code)
    # Shown on every page with a code set: the phone can sign itself out.
    app.jinja_env.globals["can_log_out"] = lambda: bool(app.config["ACCESS_CODE"])
    app.after_request(add_headers)
    limit_wrong_codes(app)
