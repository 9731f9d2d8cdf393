"""The teach of a game (companion.teach): a page to read out at the table, and the same as
a printable PDF."""
from flask import Blueprint, Response, current_app, render_template, request

from companion import first_play, i18n, pdf_worker, teach
from companion.web.helpers import game_or_404
from companion.web.page_cache import render_kept_page

bp = Blueprint("teach", __name__)

PDF_VARIANT = "pdf/ua-1"   # tagged, with title and language, as the other aids


def teach_context(slug: str) -> dict:
    game = game_or_404(slug)
    sections = teach.sections(game, i18n.current())
    example = teach.example_ranking(game)
    minutes = teach.reading_minutes(sections)
    return dict(game=game, sections=sections, example=example,
                worked=game.worked_example, minutes=max(1, round(minutes)),
                worked_source=teach.example_source(game, i18n.current()))


@bp.get("/games/<slug>/teach")
def teach_page(slug: str):
    game_or_404(slug)
    return render_kept_page(("teach", slug), "teach/page.html",
                            build=lambda: teach_context(slug))


@bp.get("/games/<slug>/teach.pdf")
def teach_pdf(slug: str):
    game_or_404(slug)
    html = render_template("printables/teach.html", **teach_context(slug))
    pdf = pdf_worker.write_pdf(html, request.url_root, PDF_VARIANT)
    return Response(pdf, mimetype="application/pdf", headers={
        "Content-Disposition": f'inline; filename="{slug}-teach.pdf"',
        "Cache-Control": f"{'private' if current_app.config['ACCESS_CODE'] else 'public'}, "
                         "max-age=3600"})


def tracker_explanations(state) -> list[tuple]:
    """A first play's explanations on the tracker now: (entry, its first statement)."""
    lang = i18n.current()
    found = (teach.explanation(state.game, e, lang) for e in first_play.showing(state))
    return [f for f in found if f]


def setup_explanations(state, steps: list) -> dict[int, tuple]:
    """A first play's explanation of each setup step not yet ticked, by step number."""
    lang = i18n.current()
    found = {i: teach.explanation(state.game, steps[i].entry, lang)
             for i in first_play.setup_showing(state, len(steps))}
    return {i: f for i, f in found.items() if f}
