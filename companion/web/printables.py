"""Printable player aids: A5 PDFs rendered by WeasyPrint from `printables/`."""
from functools import lru_cache

from flask import Blueprint, Response, abort, current_app, render_template
from weasyprint import HTML

from companion import content
from companion.web.helpers import game_or_404

bp = Blueprint("printables", __name__)


def render_aid_html(slug: str, aid: str) -> str:
    game = game_or_404(slug)
    if aid not in {a.slug for a in game.aids}:
        abort(404, description="No such player aid.")
    counts = range(game.min_players, game.max_players + 1)
    return render_template(f"printables/{slug}/{aid}.html", game=game,
                           aid=next(a for a in game.aids if a.slug == aid),
                           setups={n: game.setup_steps(n) for n in counts},
                           entry=lambda entry_id: content.entry_by_id(game, entry_id))


@lru_cache(maxsize=64)
def _pdf(slug: str, aid: str, base_url: str) -> bytes:
    return HTML(string=render_aid_html(slug, aid), base_url=base_url).write_pdf()


@bp.get("/games/<slug>/print/<aid>.pdf")
def aid_pdf(slug: str, aid: str):
    pdf = _pdf(slug, aid, current_app.config["PRINTABLES"])
    return Response(pdf, mimetype="application/pdf", headers={
        "Content-Disposition": f'inline; filename="{slug}-{aid}.pdf"',
        # Behind an access code, shared caches must not keep the aids.
        "Cache-Control": f"{'private' if current_app.config['ACCESS_CODE'] else 'public'}, "
                         "max-age=3600"})


@bp.get("/games/<slug>/print/<aid>.html")
def aid_html(slug: str, aid: str):
    """The same aid as a web page, for a quick look on the phone."""
    return render_aid_html(slug, aid)
