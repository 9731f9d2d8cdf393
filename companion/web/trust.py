"""HTTPS at the table (`companion run --https`): the page where a phone trusts the table's
certificate authority once, the certificate itself, and the plain port's redirects.

The trust page and the certificate are served over plain HTTP, on the port the table
already knows (8000): a phone fetches them before it trusts anything, with no warning
page on the way (on the https port, an untrusted phone first meets "your connection is
not private"). Every other page on the plain port moves to the https address.
"""
from dataclasses import dataclass

from flask import Blueprint, Response, abort, current_app, redirect, render_template, request

from companion import certificates
from companion.i18n import Msg
from companion.network import host_name, is_loopback, join_address

bp = Blueprint("trust", __name__)

CERTIFICATE_NAME = "companion-table.crt"
AUTHORITY = certificates.AUTHORITY_NAME
# On the plain port under --https: what a phone needs before it trusts the table.
PLAIN_ENDPOINTS = {"trust.page", "trust.certificate", "trust.qr", "security.healthz", "static",
                   "languages.choose"}


@dataclass(frozen=True)
class Step:
    text: Msg
    taps: int          # taps it takes as written (typing and a PIN are said, not counted)


# The one-time walk-through, as the page and the join panel show it. The taps are counted
# from the text (tests/test_trust.py); the report gives the totals.
ANDROID = (
    Step(Msg("Scan the trust code with the camera and tap the link (or type the address)."), 1),
    Step(Msg("Tap “Download the certificate”."), 1),
    Step(Msg("Open Settings, search for “CA certificate” and tap it (it is under Security, "
             "then Encryption and credentials, then Install a certificate)."), 3),
    Step(Msg("Tap “Install anyway” and unlock the phone."), 1),
    Step(Msg("Choose {file} in Downloads. Done: reopen the table's address.",
             file=CERTIFICATE_NAME), 1),
)
IOS = (
    Step(Msg("Scan the trust code with the Camera and tap the link: it opens in Safari (the "
             "download works in Safari only)."), 1),
    Step(Msg("Tap “Download the certificate”, then “Allow”, then “Close”."), 3),
    Step(Msg("Open Settings, tap “Profile Downloaded” near the top, then “Install”; enter "
             "the passcode, tap “Install” twice more and “Done”."), 6),
    Step(Msg("Go back to General, then About, then Certificate Trust Settings: switch on "
             "“{authority}” and tap “Continue”.", authority=AUTHORITY), 5),
)
LAPTOP = (
    Msg("Download the certificate, then open it."),
    Msg("Windows: “Install Certificate”, “Current User”, “Place all certificates in the "
        "following store”, choose “Trusted Root Certification Authorities”, then Finish."),
    Msg("macOS: it opens in Keychain Access; double-click “{authority}”, open Trust and "
        "choose “Always Trust”.", authority=AUTHORITY),
    Msg("Linux (Chrome, Chromium): Settings, Privacy and security, Security, Manage "
        "certificates, Authorities, Import. Firefox, on any system: Settings, Privacy & "
        "Security, View Certificates, Authorities, Import, and tick “Trust this CA to "
        "identify websites”."),
)


def taps(steps) -> int:
    return sum(step.taps for step in steps)


def https_port() -> int | None:
    return current_app.config.get("HTTPS_PORT")


def authority():
    """The table's authority (made by `run --https`)."""
    return certificates.authority(certificates.folder_of(current_app.instance_path))


def _reachable_host() -> str:
    """This server's name as phones reach it: never loopback, which another phone cannot
    open."""
    name = host_name(request.host)
    if is_loopback(request.host):
        name = join_address() or name
    return f"[{name}]" if ":" in name else name


def secure_base() -> str | None:
    """https://<address>:<port> of this server, as phones open it, or None without --https."""
    port = https_port()
    return f"https://{_reachable_host()}:{port}" if port else None


def trust_url() -> str | None:
    """The trust page on the plain port, where a phone that does not yet trust the table
    can open it; None without --https or when phones cannot reach the server."""
    port = https_port()
    listening = current_app.config.get("LISTEN_HOST")
    if not port or (listening and is_loopback(listening)):
        return None
    return f"http://{_reachable_host()}:{current_app.config.get('HTTP_PORT', 8000)}/trust"


@bp.get("/trust")
def page():
    if not https_port():
        abort(404, description=Msg("This table serves no HTTPS: start it with --https."))
    agent = request.user_agent.string
    platform = ("ios" if any(d in agent for d in ("iPhone", "iPad", "iPod"))
                else "android" if "Android" in agent else "laptop")
    return render_template("trust.html", platform=platform, authority=authority(),
                           authority_name=AUTHORITY, secure_base=secure_base())


@bp.get(f"/trust/{CERTIFICATE_NAME}")
def certificate():
    """The authority's certificate (DER: what Android's installer and iOS take), never its
    key; the type makes phones offer to install it."""
    if not https_port():
        abort(404)
    return Response(authority().der(), mimetype="application/x-x509-ca-cert", headers={
        "Content-Disposition": f'attachment; filename="{CERTIFICATE_NAME}"',
        "Cache-Control": "no-cache"})


@bp.get("/trust.svg")
def qr():
    """The QR code of the trust page, for the join panel."""
    from companion.web.table import qr_svg
    link = trust_url()
    if link is None:
        abort(404)
    return Response(qr_svg(link, Msg("Link to the trust page")), mimetype="image/svg+xml",
                    headers={"Cache-Control": "private, max-age=300"})


def to_https():
    """Under --https, a page asked on the plain port opens at the https address (307: a
    form sent there is sent again there)."""
    if not https_port() or request.is_secure or request.endpoint in PLAIN_ENDPOINTS:
        return None
    name = host_name(request.host)
    name = f"[{name}]" if ":" in name else name
    return redirect(f"https://{name}:{https_port()}{request.full_path.rstrip('?')}", code=307)


def init_app(app) -> None:
    # First of all: before the CSRF check and the access code, which belong to the https side.
    app.before_request_funcs.setdefault(None, []).insert(0, to_https)
    app.jinja_env.globals.update(serves_https=lambda: bool(https_port()),
                                 trust_url=trust_url, trust_taps=taps, ANDROID_STEPS=ANDROID,
                                 IOS_STEPS=IOS, LAPTOP_STEPS=LAPTOP)
