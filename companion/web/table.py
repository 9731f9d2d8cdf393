"""At the table: joining a play from another phone (short link, QR code), the installable
app's manifest and service worker."""
import io
import json

import segno
from flask import (
    Blueprint,
    Response,
    abort,
    current_app,
    redirect,
    render_template,
    request,
    send_from_directory,
    url_for,
)

from companion import i18n
from companion.i18n import Msg
from companion.network import is_loopback, lan_addresses
from companion.web.helpers import play_or_404

bp = Blueprint("table", __name__)

# The installable app: its names in the language of the phone that installs it.
MANIFEST = {
    "name": Msg("companion: at the table"),
    "short_name": Msg("companion"),
    "description": Msg("Setup, turns, scoring and rules for board games at the table."),
    "start_url": "/",
    "scope": "/",
    "display": "standalone",
    "background_color": "#fbf8f2",
    "theme_color": "#8a4b08",
    "icons": [
        {"src": "/static/icons/icon-192.png", "sizes": "192x192", "type": "image/png",
         "purpose": "any maskable"},
        {"src": "/static/icons/icon-512.png", "sizes": "512x512", "type": "image/png",
         "purpose": "any maskable"},
    ],
}


def listens_on_loopback_only() -> bool:
    """The server was started to listen on this machine only (`--host 127.0.0.1`): no
    other phone can reach it, whatever address this machine has; unless a reverse proxy
    on this machine passes them on (COMPANION_TRUSTED_PROXIES)."""
    host = current_app.config.get("LISTEN_HOST")
    return bool(host) and is_loopback(host) and not current_app.config.get("TRUSTED_PROXIES")


def join_url(play_id: str) -> str | None:
    """The short link other phones open; never a loopback address they cannot reach, and
    None when the server listens on loopback only."""
    if listens_on_loopback_only():
        return None
    base = request.host_url.rstrip("/")
    if is_loopback(request.host):
        listening = current_app.config.get("LISTEN_HOST")
        addresses = [listening] if listening and listening != "0.0.0.0" else lan_addresses()
        port = request.host.rsplit(":", 1)[1] if ":" in request.host else "80"
        if addresses:
            base = f"{request.scheme}://{addresses[0]}:{port}"
    return base + url_for("table.short_link", play_id=play_id)


def qr_svg(text: str, title: Msg | None = None) -> str:
    """The QR code of `text` as an SVG document (segno)."""
    out = io.BytesIO()
    segno.make(text, error="m").save(out, kind="svg", scale=6, border=2, xmldecl=False,
                                     svgns=True, title=str(title or Msg("Link to this play")))
    return out.getvalue().decode()


@bp.get("/p/<play_id>")
def short_link(play_id: str):
    return redirect(url_for("plays.show", play_id=play_id))


@bp.get("/plays/<play_id>/join.svg")
def join_qr(play_id: str):
    play_or_404(play_id)
    link = join_url(play_id)
    if link is None:
        abort(404, description=Msg("Phones cannot join: the app listens on this computer "
                                   "only."))
    return Response(qr_svg(link), mimetype="image/svg+xml",
                    headers={"Cache-Control": "private, max-age=300"})


@bp.get("/sw.js")
def service_worker():
    """Served from the root so it may look after every page of the app."""
    response = send_from_directory(current_app.static_folder, "sw.js", max_age=0)
    response.headers["Service-Worker-Allowed"] = "/"
    response.headers["Cache-Control"] = "no-cache"
    return response


@bp.get("/offline")
def offline():
    """The page the service worker shows for a page this phone never opened, when the app
    cannot be reached; it keeps one per language (?lang=)."""
    return render_template("offline.html")


@bp.get("/manifest.webmanifest")
def manifest():
    """In the request's language; base.html links it with ?lang= because browsers fetch
    the manifest without the cookie that holds the phone's choice."""
    body = {"lang": i18n.current(), "dir": "ltr", **i18n.shown(MANIFEST)}
    response = Response(json.dumps(body, ensure_ascii=False, indent=1),
                        mimetype="application/manifest+json")
    response.headers["Cache-Control"] = "no-cache"
    response.add_etag()
    return response.make_conditional(request)


def init_app(app) -> None:
    app.jinja_env.globals["join_url"] = join_url
    app.jinja_env.globals["request_is_loopback"] = lambda: is_loopback(request.host)
