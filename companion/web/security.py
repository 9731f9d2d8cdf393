"""What every response shares: security headers, gzip, and the optional access code."""
import gzip
import hmac
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
from wtforms import PasswordField
from wtforms.validators import InputRequired

from companion.i18n import Msg
from companion.kept import Kept
from companion.web import held
from companion.web.forms import AppForm

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
OPEN_ENDPOINTS = {"security.login", "security.healthz", "table.offline"}  # (no data)
# Wrong codes allowed per address: a phone mistyping is fine, guessing a short code is not.
LOGIN_LIMIT = "5 per minute; 30 per hour"
TOO_MANY = Msg("Too many wrong codes from this phone. Wait a minute, then try again.")


class LoginForm(AppForm):
    code = PasswordField("Access code", validators=[InputRequired()])


@bp.route("/login", methods=["GET", "POST"])
def login():
    form = LoginForm()
    if form.validate_on_submit():
        if hmac.compare_digest(form.code.data.encode(),
                               current_app.config["ACCESS_CODE"].encode()):
            session["access"] = True
            session.permanent = True
            target = request.args.get("next", "")
            return redirect(target if target.startswith("/") and not target.startswith("//")
                            else url_for("games.home"))
        form.code.errors.append(str(Msg("That is not the code. Ask whoever started the app.")))
    return render_template("login.html", form=form), 400 if form.is_submitted() else 200


@bp.get("/healthz")
def healthz():
    """A trivial endpoint: the framework's ceiling in the benchmark."""
    return "ok"


def require_access_code():
    if not current_app.config["ACCESS_CODE"] or session.get("access"):
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


_gzipped: Kept[bytes] = Kept(256)


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


def limit_wrong_codes(app: Flask) -> None:
    """Only wrong codes count (a right one redirects); memory storage: one process serves."""
    limiter = Limiter(get_remote_address, app=app, storage_uri="memory://",
                      headers_enabled=True)
    app.view_functions["security.login"] = limiter.limit(
        LOGIN_LIMIT, methods=["POST"], error_message=lambda: str(TOO_MANY),
        deduct_when=lambda response: response.status_code != 302)(login)
    _hooks_at_login_only(app, limiter)


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


def init_app(app: Flask) -> None:
    app.before_request(require_access_code)
    app.after_request(add_headers)
    limit_wrong_codes(app)
