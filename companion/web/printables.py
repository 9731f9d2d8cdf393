"""Printable player aids: PDFs rendered by WeasyPrint from the templates in `printables/`.

Every aid is an A5 sheet. `?paper=` says how the sheets go on paper: one A5 page each,
two side by side on a landscape A4 sheet (to cut in half), or one per Letter page
(scaled up). `?players=N` prints the numbers of that player count only; without it a
sheet covers every count the game takes. The booklet is all of a game's aids in one PDF.
"""
from functools import lru_cache

from flask import Blueprint, Response, abort, current_app, render_template, request

from companion import i18n, pdf_worker
from companion.games.base import Aid, Game
from companion.i18n import Msg
from companion.web.helpers import game_or_404

bp = Blueprint("printables", __name__)

# What each drawn icon of the sheets stands for: the PDF's alternative text, translated.
ICON_TITLES = {
    "token": Msg("resource token"),
    "ankh": Msg("ankh"),
    "tile": Msg("tile"),
    "upper": Msg("upper-level tile"),
    "bonus": Msg("bonus token"),
    "refresh": Msg("refresh the market"),
    "move": Msg("move a tile"),
    "pyramid": Msg("pyramid"),
    "obelisk": Msg("obelisk"),
    "tomb": Msg("tomb"),
    "glyph": Msg("glyph"),
    "cards": Msg("pair of cards"),
    "god": Msg("god tile"),
    "die": Msg("die"),
    "apprentice": Msg("apprentice"),
    "master": Msg("master"),
    "spell": Msg("spellbook"),
    "prestige": Msg("prestige"),
    "tower": Msg("tower floor"),
    "boat": Msg("boat"),
    "stone": Msg("stone"),
    "grain": Msg("grain"),
    "crew": Msg("construction crew"),
    "nile": Msg("Nile card"),
    "sphinx": Msg("sphinx card"),
    "track": Msg("score track"),
}
bp.add_app_template_global(ICON_TITLES, "icon_titles")

PAPERS = {"a5": "A5", "a4": "A4, 2 per sheet", "letter": "Letter"}
DEFAULT_PAPER = "a5"
PDF_VARIANT = "pdf/ua-1"  # tagged, with title and language: readable by screen readers

SHEET_HEIGHT_MM = 210
# Spanish runs about a quarter longer than English: a sheet that would not fit in its
# language takes a slightly smaller type, never below this share of its own size.
SMALLEST_SCALE = 0.85


def players_arg(game: Game) -> int | None:
    """The `players` query argument: None (a sheet for every count) or a count the game takes."""
    raw = request.args.get("players")
    if raw is None:
        return None
    counts = range(game.min_players, game.max_players + 1)
    if not (raw.isascii() and raw.isdigit()) or int(raw) not in counts:
        abort(400, description=Msg("players must be a whole number from {low} to {high} for "
                                   "{game}.", low=game.min_players, high=game.max_players,
                                   game=game.name))
    return int(raw)


def paper_arg() -> str:
    paper = request.args.get("paper", DEFAULT_PAPER)
    if paper not in PAPERS:
        abort(400, description=Msg("paper must be one of {papers}.", papers=", ".join(PAPERS)))
    return paper


def aid_or_404(game: Game, slug: str) -> Aid:
    aid = next((a for a in game.aids if a.slug == slug), None)
    if aid is None:
        abort(404, description=Msg("No such player aid."))
    return aid


def pages_of(aids: list[Aid], paper: str) -> list[list[Aid]]:
    """The sheets on each page. A4 holds two: a single aid is printed twice (one sheet per
    half), a booklet pairs its aids in order."""
    if paper != "a4":
        return [[aid] for aid in aids]
    if len(aids) == 1:
        return [[aids[0], aids[0]]]
    return [aids[i:i + 2] for i in range(0, len(aids), 2)]


def render_sheets(game: Game, aids: list[Aid], players: int | None, paper: str,
                  title: str) -> str:
    scales = {aid.slug: font_scale(game.slug, aid.slug, players, i18n.current())
              for aid in aids}
    return _render(game, aids, players, paper, title, scales)


def _render(game: Game, aids: list[Aid], players: int | None, paper: str, title: str,
            scales: dict[str, float]) -> str:
    return render_template("printables/base.html", game=game, title=title, paper=paper,
                           pages=pages_of(aids, paper), facts=game.aid_facts(players),
                           scales=scales)


def height_needed_mm(html: str) -> float:
    """The height the sheet of this one-sheet document needs, footer included."""
    return pdf_worker.height_needed_mm(html, current_app.config["PRINTABLES"])


@lru_cache(maxsize=512)
def font_scale(slug: str, aid_slug: str, players: int | None, lang: str) -> float:
    """1, or the largest smaller type (in hundredths) with which the sheet fits its page."""
    game = game_or_404(slug)
    aid = aid_or_404(game, aid_slug)
    scale = 1.0
    while True:
        html = _render(game, [aid], players, "a5", aid.title, {aid.slug: scale})
        needed = height_needed_mm(html)
        if needed <= SHEET_HEIGHT_MM or scale <= SMALLEST_SCALE:
            return scale
        # the type's height drives the sheet's: aim straight at the size that fits
        scale = max(SMALLEST_SCALE, min(scale - 0.01,
                                        int(scale * SHEET_HEIGHT_MM / needed * 100) / 100))


def _booklet_title(game: Game, players: int | None) -> str:
    if players:
        return str(Msg("{game} · player aids · {n} players", game=game.name, n=players))
    return str(Msg("{game} · player aids", game=game.name))


def _aid_title(game: Game, aid: Aid, players: int | None) -> str:
    if players:
        return str(Msg("{game} · {aid} · {n} players", game=game.name, aid=aid.title,
                       n=players))
    return str(Msg("{game} · {aid}", game=game.name, aid=aid.title))


def _pdf(slug: str, aid_slugs: tuple[str, ...], players: int | None, paper: str,
         base_url: str) -> bytes:
    """The PDF in the request's language (`?lang=`, else the page's)."""
    return _pdf_in(slug, aid_slugs, players, paper, base_url, i18n.current())


@lru_cache(maxsize=128)
def _pdf_in(slug: str, aid_slugs: tuple[str, ...], players: int | None, paper: str,
            base_url: str, lang: str) -> bytes:
    game = game_or_404(slug)
    aids = [aid_or_404(game, a) for a in aid_slugs]
    title = (_aid_title(game, aids[0], players) if len(aids) == 1
             else _booklet_title(game, players))
    html = render_sheets(game, aids, players, paper, title)
    return pdf_worker.write_pdf(html, base_url, PDF_VARIANT)


def _pdf_response(pdf: bytes, filename: str) -> Response:
    return Response(pdf, mimetype="application/pdf", headers={
        "Content-Disposition": f'inline; filename="{filename}.pdf"',
        # Behind an access code, shared caches must not keep the aids.
        "Cache-Control": f"{'private' if current_app.config['ACCESS_CODE'] else 'public'}, "
                         "max-age=3600"})


def _filename(slug: str, what: str, players: int | None, paper: str) -> str:
    return "-".join([slug, what] + ([f"{players}p"] if players else []) + [paper])


@bp.get("/games/<slug>/print")
def choose(slug: str):
    """The aids and the booklet, for a player count and a paper."""
    game = game_or_404(slug)
    return render_template("print_aids.html", game=game, players=players_arg(game),
                           paper=paper_arg(), papers=PAPERS)


@bp.get("/games/<slug>/print/booklet.pdf")
def booklet_pdf(slug: str):
    game = game_or_404(slug)
    players, paper = players_arg(game), paper_arg()
    pdf = _pdf(slug, tuple(a.slug for a in game.aids), players, paper,
               current_app.config["PRINTABLES"])
    return _pdf_response(pdf, _filename(slug, "booklet", players, paper))


@bp.get("/games/<slug>/print/booklet.html")
def booklet_html(slug: str):
    """The booklet as a web page, for a quick look on the phone."""
    game = game_or_404(slug)
    players = players_arg(game)
    return render_sheets(game, game.aids, players, paper_arg(), _booklet_title(game, players))


@bp.get("/games/<slug>/print/<aid>.pdf")
def aid_pdf(slug: str, aid: str):
    game = game_or_404(slug)
    aid_or_404(game, aid)
    players, paper = players_arg(game), paper_arg()
    pdf = _pdf(slug, (aid,), players, paper, current_app.config["PRINTABLES"])
    return _pdf_response(pdf, _filename(slug, aid, players, paper))


@bp.get("/games/<slug>/print/<aid>.html")
def aid_html(slug: str, aid: str):
    """The same aid as a web page, for a quick look on the phone."""
    game = game_or_404(slug)
    sheet = aid_or_404(game, aid)
    players = players_arg(game)
    return render_sheets(game, [sheet], players, paper_arg(), _aid_title(game, sheet, players))
