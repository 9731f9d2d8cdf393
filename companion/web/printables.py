"""Printable player aids: PDFs rendered by WeasyPrint from the templates in `printables/`.

Every aid is an A5 sheet. `?paper=` says how the sheets go on paper: one A5 page each,
two side by side on a landscape A4 sheet (to cut in half), or one per Letter page
(scaled up). `?players=N` prints the numbers of that player count only; without it a
sheet covers every count the game takes. The booklet is all of a game's aids in one PDF.

A sheet prints the group's values (the game's settings) where our sources have a gap:
from a play (`?play=`), that play's own; otherwise the group's current ones. A value not
entered yet is said once on the sheet, with a QR code to the settings page.
"""
import hashlib
import io
import json
import os
import threading
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path

import segno
from flask import Blueprint, Response, abort, current_app, render_template, request, url_for
from markupsafe import Markup

from companion import i18n, pdf_worker, settings
from companion.db import get_db
from companion.games import GAMES
from companion.games.base import Aid, Game
from companion.glossary import section_name
from companion.i18n import Msg
from companion.network import is_loopback, lan_addresses
from companion.web.helpers import game_or_404, play_or_404

bp = Blueprint("printables", __name__)

PAPERS = {"a5": "A5", "a4": "A4, 2 per sheet", "letter": "Letter"}
DEFAULT_PAPER = "a5"
PDF_VARIANT = "pdf/ua-1"  # tagged, with title and language: readable by screen readers

SHEET_HEIGHT_MM = 210
# Each sheet's type is fitted to its page (pdf_worker.fit): from its template's size (the
# least it may get: 10 pt on the cards players hold) up to this much larger.
LARGEST_SCALE = 1.4


@dataclass(frozen=True)
class GroupValues:
    """What a sheet prints where our sources leave a gap: the values the group entered (a
    play's own, or the group's current ones) and where to enter those still missing."""

    values: dict = field(default_factory=dict, hash=False, compare=False)
    key: str = "{}"            # the values as JSON: what the caches know them by
    for_play: bool = False
    settings_url: str = ""

    @classmethod
    def of(cls, values: dict, for_play: bool, settings_url: str) -> "GroupValues":
        return cls(dict(values), json.dumps(values, sort_keys=True, ensure_ascii=False),
                   for_play, settings_url)

    def get(self, key: str, default=None):
        value = self.values.get(key)
        return default if value in (None, "") else value

    def has(self, *keys: str) -> bool:
        return all(self.get(key) is not None for key in keys)

    def qr(self) -> Markup:
        """The QR code of the settings page, drawn inline (a tagged figure in the PDF)."""
        out = io.BytesIO()
        segno.make(self.settings_url, error="m").save(
            out, kind="svg", scale=1, border=0, xmldecl=False, svgns=True, svgclass="qr",
            lineclass=None, omitsize=True,
            title=str(Msg("QR code: your group's answers for this game, in the app")))
        return Markup(out.getvalue().decode())


SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


class SheetMarks:
    """The source marks of one sheet: small superscript numbers, given to the sources in the
    order the sheet first names them, and one compact legend for the sheet's foot. A section
    is named as the reader's edition names it (the game's sections.<lang>.toml)."""

    def __init__(self, game: Game | None = None):
        self.game = game
        self.sources: list[tuple[str, str]] = []

    def _mark(self, kind: str, where: str = "") -> Markup:
        if (kind, where) not in self.sources:
            self.sources.append((kind, where))
        number = str(self.sources.index((kind, where)) + 1).translate(SUPERSCRIPT)
        return Markup('<span class="mark">{}</span>').format(number)

    def page(self, pages) -> Markup:
        """The rulebook's page(s): page(3), page("3-4")."""
        return self._mark("page", str(pages))

    def section(self, name) -> Markup:
        """A section of a rulebook without page numbers, by its number or its Spanish heading:
        section("2"), section("Preparar")."""
        name = str(name)
        if self.game is not None:
            name = section_name(self.game, i18n.current(), name)
        return self._mark("section", name)

    def rulebook(self) -> Markup:
        return self._mark("rulebook")

    def assistant(self) -> Markup:
        return self._mark("assistant")

    def reviews(self) -> Markup:
        return self._mark("reviews")

    def reading(self) -> Markup:
        return self._mark("reading")

    def legend(self, rulebook: str) -> Markup:
        """"Sources: ¹ Spanish rulebook, p. 3 · ² p. 4 · ³ published reviews"."""
        named_rulebook = False
        items = []
        for number, (kind, where) in enumerate(self.sources, 1):
            if kind in ("page", "section", "rulebook"):
                text = {"page": Msg("p. {pages}", pages=where.replace("-", "–")),
                        "section": Msg("§ {section}", section=where),
                        "rulebook": Msg("the rulebook")}[kind]
                if not named_rulebook:
                    text, named_rulebook = Msg("{rulebook}, {where}", rulebook=rulebook,
                                               where=text), True
            else:
                text = {"assistant": Msg("the French rules-assistant page"),
                        "reviews": Msg("published reviews"),
                        "reading": Msg("our reading of the rules")}[kind]
            items.append(Markup('<span class="item">{}\u202f{}</span>').format(
                str(number).translate(SUPERSCRIPT), str(text)))
        return Markup(" · ").join(items)


bp.add_app_template_global(SheetMarks, "sheet_marks")


def _reachable_base() -> str:
    """This server as other phones reach it: never a loopback address, which a phone
    scanning the printed code could not open."""
    base = request.host_url.rstrip("/")
    if is_loopback(request.host) and lan_addresses():
        port = request.host.rsplit(":", 1)[1] if ":" in request.host else "80"
        base = f"{request.scheme}://{lan_addresses()[0]}:{port}"
    return base


def group_values(game: Game) -> GroupValues:
    """`?play=`: that play's own settings (those its actions were recorded with); otherwise
    the group's current ones."""
    url = _reachable_base() + url_for("games.game_settings", slug=game.slug)
    play = request.args.get("play")
    if play is None:
        return GroupValues.of(settings.load(get_db(), game) if game.settings else {}, False,
                              url)
    state = play_or_404(play)
    if state.game.slug != game.slug:
        abort(404, description=Msg("No such play."))
    if not state.seq:   # nothing recorded yet: its first action takes the group's current ones
        return GroupValues.of(settings.load(get_db(), game) if game.settings else {}, True, url)
    return GroupValues.of(state.settings, True, url)


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


@dataclass(frozen=True)
class Sheet:
    """One side of an aid as printed: its front, or the back of a two-sided aid (a player
    reference laminated as a card: the turn on the front, scoring and the group's values on
    the back). `copy`: the second of the same side on an A4 page."""

    aid: Aid
    side: str = "front"
    copy: bool = False

    @property
    def key(self) -> str:
        return f"{self.aid.slug}.{self.side}"


def sides(game: Game, aid: Aid) -> list[str]:
    """The sides an aid's template draws: `content` (the front) and, if it has one, `back`."""
    module = _module(game, aid)
    return ["front", "back"] if hasattr(module, "back") else ["front"]


def sheets_of(game: Game, aids: list[Aid]) -> list[Sheet]:
    return [Sheet(aid, side) for aid in aids for side in sides(game, aid)]


def pages_of(game: Game, aids: list[Aid], paper: str) -> list[list[Sheet]]:
    """The sheets on each page. A4 holds two, to cut apart: a two-sided aid fills a page with
    its front twice and the next with its back twice (printed on both sides, two cards); a
    single one-sided aid comes twice; the others of a booklet are paired in order."""
    sheets = sheets_of(game, aids)
    if paper != "a4":
        return [[sheet] for sheet in sheets]
    twice = [[sheet, Sheet(sheet.aid, sheet.side, copy=True)] for sheet in sheets
             if len(sides(game, sheet.aid)) == 2 or len(aids) == 1]
    single = [sheet for sheet in sheets if len(sides(game, sheet.aid)) == 1 and len(aids) > 1]
    pairs = [single[i:i + 2] for i in range(0, len(single), 2)]
    if pairs and len(pairs[-1]) == 1:
        pairs[-1].append(Sheet(pairs[-1][0].aid, pairs[-1][0].side, copy=True))
    return pairs + twice


def render_sheets(game: Game, aids: list[Aid], players: int | None, paper: str,
                  title: str, group: GroupValues) -> str:
    fits = {sheet.key: sheet_fit(game.slug, sheet.aid.slug, sheet.side, players,
                                 i18n.current(), group, catalogue_id())
            for sheet in sheets_of(game, aids)}
    return _render(game, pages_of(game, aids, paper), players, paper, title, group, fits)


def _render(game: Game, pages: list[list[Sheet]], players: int | None, paper: str,
            title: str, group: GroupValues, fits: dict[str, tuple[float, float]]) -> str:
    return render_template("printables/base.html", game=game, title=title, paper=paper,
                           pages=pages, facts=game.aid_facts(players), group=group, fits=fits)


def _module(game: Game, aid: Aid):
    return current_app.jinja_env.get_template(f"printables/{game.slug}/{aid.slug}.html").module


def design_size(game: Game, aid: Aid) -> float:
    """The type size the aid's template is drawn for, in points: the least it may get."""
    return float(_module(game, aid).font_size.removesuffix("pt"))


# The last fit of each sheet and language: where the search for the next begins (the same
# sheet for another count or other values mostly fits the same way).
_last_fits: dict[tuple, tuple[float, float]] = {}


# The fits of every sheet with no value of the group's yet, in each language and for each
# count, shipped with the app (`./manage.sh fits` writes them): a new server fits none of
# those. A sheet whose text has changed since is fitted when first asked for.
def shipped_fits_file() -> Path:
    return Path(current_app.config["PRINTABLES"]) / "fits.json"


@lru_cache(maxsize=1)
def shipped_fits() -> dict[str, list[float]]:
    try:
        return json.loads(shipped_fits_file().read_text())
    except (OSError, ValueError):
        return {}


def layout_key(html: str, size: float) -> str:
    """What a fit depends on: the document, its least type size, WeasyPrint's version."""
    return hashlib.sha256(f"{pdf_worker.WEASYPRINT}\n{size}\n{html}".encode()).hexdigest()


def fit_sheet(html: str, size: float, like: tuple = ()) -> tuple[float, float]:
    """The type size (pt) and line height with which this one-sheet document fills its page:
    shipped for the sheets without values, and kept on disk by the document's content (and
    the worker's code), so a restarted server fits no sheet twice. `like` names the sheet
    (game, aid, side, language) whose last fit to begin from."""
    layout = layout_key(html, size)
    if layout in shipped_fits():
        shipped_size, lead = shipped_fits()[layout]
        return float(shipped_size), float(lead)
    key = hashlib.sha256(f"{pdf_worker.MAKER}\n{layout}".encode()).hexdigest()
    kept = _kept(f"{key}.fit")
    if kept is not None:
        size_kept, lead = json.loads(kept)
        return float(size_kept), float(lead)
    # most sheets end a little larger than their least: begin the search there
    start = _last_fits.get(like, (round(size * 1.15, 1), pdf_worker.LINE_HEIGHT))
    fitted = pdf_worker.fit(html, current_app.config["PRINTABLES"], start[0], size,
                            round(size * LARGEST_SCALE, 1), start[1])
    _last_fits[like] = fitted
    _keep(f"{key}.fit", json.dumps(fitted).encode())
    return fitted


KEPT_FILES = 600     # the newest are kept: every sheet and PDF of a few groups' values


def _kept_folder() -> Path:
    """The instance folder's aids/ (KEPT_AIDS elsewhere, e.g. for the tests)."""
    return Path(current_app.config.get("KEPT_AIDS") or Path(current_app.instance_path) / "aids")


def _kept(name: str) -> bytes | None:
    try:
        return (_kept_folder() / name).read_bytes()
    except OSError:
        return None


def _keep(name: str, data: bytes) -> None:
    """Written whole or not at all (a temporary file renamed); the oldest files go first."""
    folder = _kept_folder()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        temporary = folder / f".{name}.{os.getpid()}.{threading.get_ident()}"
        temporary.write_bytes(data)
        temporary.replace(folder / name)
        files = sorted(folder.iterdir(), key=lambda f: f.stat().st_mtime)
        for old in files[:max(0, len(files) - KEPT_FILES)]:
            old.unlink(missing_ok=True)
    except OSError:
        pass   # a cache: a read-only instance folder only costs time


def catalogue_id() -> int:
    """Which catalogue the texts come from (a test may install another): what is kept for
    one is not shown for the other."""
    return id(i18n.translations(i18n.current()))


@lru_cache(maxsize=512)
def sheet_fit(slug: str, aid_slug: str, side: str, players: int | None, lang: str,
              group: GroupValues, catalogue: int) -> tuple[float, float]:
    """The type size and line height of one side of a sheet, for its count, language and
    values (and the catalogue its texts come from)."""
    html, size = fit_document(game_or_404(slug), aid_slug, side, players, lang, group)
    return fit_sheet(html, size, (slug, aid_slug, side, lang))


# The QR code a sheet prints is always the same size: fitted with this address, a sheet's fit
# is the same whatever address this server is reached at.
FIT_URL = "http://companion.invalid/games/settings"


def fit_document(game: Game, aid_slug: str, side: str, players: int | None, lang: str,
                 group: GroupValues) -> tuple[str, float]:
    """The one-sheet document a side of a sheet is fitted on, and its least type size."""
    sheet = Sheet(aid_or_404(game, aid_slug), side)
    size = design_size(game, sheet.aid)
    with i18n.speaking(lang):
        html = _render(game, [[sheet]], players, "a5", sheet.aid.title,
                       replace(group, settings_url=FIT_URL),
                       {sheet.key: (size, pdf_worker.LINE_HEIGHT)})
    return html, size


def write_shipped_fits() -> int:
    """`./manage.sh fits`: the fit of every sheet side with no value of the group's yet, every
    count and language, into printables/fits.json; how many."""
    fits = {}
    for game in GAMES.values():
        for aid in game.aids:
            for side in sides(game, aid):
                for lang in i18n.LANGUAGES:
                    for players in [None, *range(game.min_players, game.max_players + 1)]:
                        html, size = fit_document(game, aid.slug, side, players, lang,
                                                  GroupValues.of({}, False, FIT_URL))
                        fits[layout_key(html, size)] = list(
                            fit_sheet(html, size, (game.slug, aid.slug, side, lang)))
    lines = [f"{json.dumps(key)}: {json.dumps(fit)}" for key, fit in sorted(fits.items())]
    shipped_fits_file().write_text("{\n" + ",\n".join(lines) + "\n}\n")   # one a line
    shipped_fits.cache_clear()
    return len(fits)


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
         base_url: str, group: GroupValues) -> bytes:
    """The PDF in the request's language (`?lang=`, else the page's)."""
    return _pdf_in(slug, aid_slugs, players, paper, base_url, i18n.current(), group,
                   catalogue_id())


@lru_cache(maxsize=128)
def _pdf_in(slug: str, aid_slugs: tuple[str, ...], players: int | None, paper: str,
            base_url: str, lang: str, group: GroupValues, catalogue: int) -> bytes:
    game = game_or_404(slug)
    aids = [aid_or_404(game, a) for a in aid_slugs]
    title = (_aid_title(game, aids[0], players) if len(aids) == 1
             else _booklet_title(game, players))
    html = render_sheets(game, aids, players, paper, title, group)
    key = hashlib.sha256(f"{pdf_worker.MAKER}\n{PDF_VARIANT}\n{base_url}\n{html}"
                         .encode()).hexdigest() + ".pdf"
    pdf = _kept(key)
    if pdf is None:
        pdf = pdf_worker.write_pdf(html, base_url, PDF_VARIANT)
        _keep(key, pdf)
    return pdf


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
    group = group_values(game)
    return render_template("print_aids.html", game=game, players=players_arg(game),
                           paper=paper_arg(), papers=PAPERS, group=group,
                           play=request.args.get("play"),
                           missing=[s for s in game.settings if group.get(s.key) is None])


@bp.get("/games/<slug>/print/booklet.pdf")
def booklet_pdf(slug: str):
    game = game_or_404(slug)
    players, paper = players_arg(game), paper_arg()
    pdf = _pdf(slug, tuple(a.slug for a in game.aids), players, paper,
               current_app.config["PRINTABLES"], group_values(game))
    return _pdf_response(pdf, _filename(slug, "booklet", players, paper))


@bp.get("/games/<slug>/print/booklet.html")
def booklet_html(slug: str):
    """The booklet as a web page, for a quick look on the phone."""
    game = game_or_404(slug)
    players = players_arg(game)
    return render_sheets(game, game.aids, players, paper_arg(), _booklet_title(game, players),
                         group_values(game))


@bp.get("/games/<slug>/print/<aid>.pdf")
def aid_pdf(slug: str, aid: str):
    game = game_or_404(slug)
    aid_or_404(game, aid)
    players, paper = players_arg(game), paper_arg()
    pdf = _pdf(slug, (aid,), players, paper, current_app.config["PRINTABLES"],
               group_values(game))
    return _pdf_response(pdf, _filename(slug, aid, players, paper))


@bp.get("/games/<slug>/print/<aid>.html")
def aid_html(slug: str, aid: str):
    """The same aid as a web page, for a quick look on the phone."""
    game = game_or_404(slug)
    sheet = aid_or_404(game, aid)
    players = players_arg(game)
    return render_sheets(game, [sheet], players, paper_arg(), _aid_title(game, sheet, players),
                         group_values(game))
