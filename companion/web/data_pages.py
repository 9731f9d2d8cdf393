"""Your data: a backup and the exports to download (behind the access code, like every page)."""
from datetime import UTC, datetime

from flask import Blueprint, Response, abort, current_app, render_template

from companion import i18n
from companion.backup import backup_bytes
from companion.db import get_db, select_one
from companion.i18n import Msg
from companion.transfer import EXPORTS, bgstats_link, bgstats_plays

bp = Blueprint("data", __name__, url_prefix="/data")
# The group's whole history: no cache anywhere keeps a copy.
PRIVATE = "private, no-store"
BGSTATS_SHOWN = 20


def download(body: bytes, filename: str, mimetype: str) -> Response:
    return Response(body, mimetype=mimetype, headers={
        "Content-Disposition": f'attachment; filename="{filename}"', "Cache-Control": PRIVATE})


def today() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%d")


@bp.get("/")
def your_data():
    db = get_db()
    counts = select_one(db, "SELECT count(*) AS plays, count(finished) AS finished FROM plays")
    # The latest finished plays, each a link BG Stats opens (the download has them all).
    latest = [(entry, bgstats_link(entry))
              for entry in reversed(bgstats_plays(db, limit=BGSTATS_SHOWN))]
    return render_template("data.html", plays=counts["plays"], finished=counts["finished"],
                           bgstats=latest)


@bp.get("/backup.sqlite.gz")
def backup():
    """The group's database in gzip (companion.backup): `companion restore` takes it."""
    return download(backup_bytes(current_app.config["DATABASE"]),
                    f"companion-backup-{today()}.sqlite.gz", "application/gzip")


@bp.get("/export/<kind>")
def export(kind: str):
    if kind not in EXPORTS:
        abort(404, description=Msg("No such export."))
    chosen = EXPORTS[kind]
    return download(chosen.make(get_db(), i18n.current()).encode(chosen.encoding),
                    f"companion-plays-{today()}.{chosen.suffix}", chosen.mimetype)
