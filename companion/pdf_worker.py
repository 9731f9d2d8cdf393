"""WeasyPrint in a process of its own, started when a PDF is first asked for and stopped
after IDLE_SECONDS without one.

Laying out a sheet takes WeasyPrint tens of megabytes (fonts, styles, boxes) that the
process keeps; in the server they would stay as long as it runs (the aids of every game
in three languages took it from 115 MB to over 200 MB). The server keeps only the PDFs.
WeasyPrint is never imported by the server process.
"""
import hashlib
import importlib.metadata
import logging
import math
import multiprocessing
import os
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

IDLE_SECONDS = 60
# What makes a PDF besides its document: this module's code and WeasyPrint's version (read
# from its metadata: the server never imports it). Kept fits and PDFs are keyed by it too.
WEASYPRINT = importlib.metadata.version("weasyprint")
MAKER = hashlib.sha256(Path(__file__).read_bytes()).hexdigest()[:16] + "/" + WEASYPRINT
# A sheet has a fixed height: what does not fit would hide under its footer. Laid out on a
# tall page with the footer in the flow after the content (2 mm apart, 5 mm from the
# bottom edge as printed), the bottom of the footer says how much height the sheet needs.
FOOTER_IN_FLOW = """
  @page { margin-bottom: 5mm !important; }
  .sheet { height: auto !important; overflow: visible !important; }
  .sheet-foot { position: static !important; margin-top: 2mm !important; }
"""
TALL_PAGE = "@page { size: 148mm 2000mm !important; }"

# Fitting a sheet to its page: the type and the line spacing the sheet's content gets.
SHEET_MM = 210
FULL_MM = SHEET_MM - 0.5       # what a sheet may need (half a millimetre for rounding)
EARLY_MM = 4                   # a sheet ends at most this much early, footer apart
LINE_HEIGHT = 1.3              # the sheets' spacing, before any is added to fill the page
MOST_LINE_HEIGHT = 1.6         # beyond, a sheet reads as padded: grow the type instead
FIT_CSS = ".content {{ font-size: {size:.2f}pt !important; line-height: {lead:.3f} !important; }}"


# --- in the worker ------------------------------------------------------------------------
def _write_pdf(html: str, base_url: str, variant: str) -> bytes:
    from weasyprint import HTML
    _tag_header_scopes()
    return HTML(string=html, base_url=base_url).write_pdf(pdf_variant=variant)


def _tag_header_scopes() -> None:
    """Each table header's Scope in the PDF's tags (Row for <th scope="row">, else Column),
    which WeasyPrint does not write: a screen reader then knows what each cell is under.
    WeasyPrint builds the tags in pdf.tags._build_box_tree, calling itself by that name for
    every box; a wrapper around it adds the Scope to each header it made."""
    from weasyprint.pdf import tags
    build = tags._build_box_tree
    if getattr(build, "adds_scope", False):
        return

    def with_scope(box, *args):
        for element in build(box, *args):
            if getattr(box, "element_tag", None) == "th" and element.get("S") == "/TH":
                scope = box.element.get("scope")
                element["A"]["Scope"] = "/Row" if scope == "row" else "/Column"
            yield element
    with_scope.adds_scope = True
    tags._build_box_tree = with_scope


def _height_needed_mm(html: str, base_url: str) -> float:
    from weasyprint import CSS, HTML
    page = HTML(string=html, base_url=base_url).render(
        stylesheets=[CSS(string=FOOTER_IN_FLOW), CSS(string=TALL_PAGE)]).pages[0]
    sheet = _find(page._page_box, "section")
    return (sheet.position_y + sheet.margin_height()) * 25.4 / 96 + 5


def _find(box, tag: str, css_class: str | None = None):
    if getattr(box, "element_tag", None) == tag and (
            css_class is None or css_class in (box.element.get("class") or "").split()):
        return box
    for child in getattr(box, "children", ()):
        found = _find(child, tag, css_class)
        if found is not None:
            return found
    return None


def _measure(html: str, base_url: str, size: float, lead: float) -> tuple[float, float, float]:
    """In mm: the height the sheet needs, the part of it its content takes, and how much more
    it needs for each extra unit of line height; the content's type at `size` points, its
    lines `lead` apart."""
    from weasyprint import CSS, HTML
    page = HTML(string=html, base_url=base_url).render(stylesheets=[
        CSS(string=FOOTER_IN_FLOW), CSS(string=TALL_PAGE),
        CSS(string=FIT_CSS.format(size=size, lead=lead))]).pages[0]._page_box
    sheet = _find(page, "section")
    content = _find(sheet, "div", "content")
    mm = 25.4 / 96
    return ((sheet.position_y + sheet.margin_height()) * mm + 5, content.margin_height() * mm,
            _line_sizes(content) * mm)


def _line_sizes(box) -> float:
    """The sum of the font sizes of the box's lines: what one more unit of line height adds
    to its height (a line an icon holds taller grows less: the check after catches that)."""
    from weasyprint.formatting_structure import boxes
    if isinstance(box, boxes.LineBox):
        return box.style["font_size"]
    return sum(_line_sizes(child) for child in getattr(box, "children", ()))


def _fit(html: str, base_url: str, size: float, smallest: float, largest: float,
         lead: float = LINE_HEIGHT) -> tuple[float, float]:
    """(type size in points, line height) with which the sheet fills its page: the largest
    type from `smallest` to `largest` (in tenths of a point) with which it fits, then its lines
    spaced out until it ends at most EARLY_MM early. One that fits at no size gets `smallest`.

    Text grows faster than its type (more type, more lines): about as a power of the size,
    which each measurement after the first estimates again, so a few layouts find the size.
    `size` and `lead` are where to begin: the fit of a sheet like this one (the same sheet for
    another player count) often fits this one too, and then one layout is enough."""
    if lead != LINE_HEIGHT and smallest <= size <= largest:
        needed, _, _ = _measure(html, base_url, size, lead)
        if FULL_MM - EARLY_MM / 2 <= needed <= FULL_MM:
            return size, lead
    measured: dict[float, tuple[float, float, float]] = {}
    power = 1.6
    size = round(min(max(size, smallest), largest), 1)
    while True:
        measured[size] = _measure(html, base_url, size, LINE_HEIGHT)
        fitting = max((s for s, m in measured.items() if m[0] <= FULL_MM), default=None)
        too_big = min((s for s, m in measured.items() if m[0] > FULL_MM), default=None)
        if (len(measured) >= 6 or fitting == largest or too_big == smallest
                or fitting is not None and (FULL_MM - measured[fitting][0] <= EARLY_MM / 2
                                            or too_big is not None
                                            and too_big - fitting < 0.15)):
            break
        near = sorted(measured, key=lambda s: abs(measured[s][0] - FULL_MM))[:2]
        if len(near) == 2 and measured[near[0]][1] != measured[near[1]][1]:
            (s1, (_, c1, _)), (s2, (_, c2, _)) = [(s, measured[s]) for s in near]
            power = min(max(math.log(c2 / c1) / math.log(s2 / s1), 1.0), 3.0)
        needed, content, _ = measured[size]
        aim = FULL_MM - EARLY_MM / 4 - (needed - content)    # the content's room
        guess = round(min(max(size * (aim / content) ** (1 / power), smallest), largest), 1)
        if fitting is not None:
            guess = max(guess, round(fitting + 0.1, 1))
        if too_big is not None:
            guess = min(guess, round(too_big - 0.1, 1))
        if guess in measured:
            break
        size = guess
    if fitting is None:
        return smallest, LINE_HEIGHT
    needed, _, per_lead = measured[fitting]
    # Then the lines spaced out: a line an icon holds taller grows less than its type, so
    # each try corrects the growth per unit of spacing from what the last one measured.
    best, lead = LINE_HEIGHT, LINE_HEIGHT
    for _ in range(3):
        room = FULL_MM - 0.5 - needed
        if room <= 0.5 or per_lead <= 0 or lead >= MOST_LINE_HEIGHT:
            break
        step = min(MOST_LINE_HEIGHT, lead + room / per_lead) - lead
        spaced, _, _ = _measure(html, base_url, fitting, lead + step)
        if spaced <= FULL_MM:
            best = lead = lead + step
            if FULL_MM - spaced <= 1.5:
                break
        per_lead = max((spaced - needed) / step, 1e-3)
        if spaced <= FULL_MM:
            needed = spaced
    return fitting, round(best, 3)


class _Kept(logging.Handler):
    def __init__(self):
        super().__init__(logging.WARNING)
        self.records: list[tuple[int, str, str]] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append((record.levelno, record.name, record.getMessage()))


WARM_UP = """<html lang="en"><title>warm</title><body style="font-family: 'DejaVu Sans'">
<h1>Warm</h1><p><strong>bold</strong> <em>italic</em> ¹²³ → ·</p>
<svg viewBox="0 0 10 10" width="10"><title>a</title><circle cx="5" cy="5" r="4"/></svg>
</body></html>"""


def _warm_up() -> bool:
    """WeasyPrint imported, the fonts found and a tagged PDF written once: what makes the
    first PDF of a fresh worker slow, done before anyone asks for one."""
    _write_pdf(WARM_UP, ".", "pdf/ua-1")
    return True


JOBS = {"write_pdf": _write_pdf, "height_needed_mm": _height_needed_mm, "fit": _fit,
        "warm_up": _warm_up}


def _follow_the_server(server_pid: int) -> None:
    """In the worker: end with the server, even one killed without a word."""
    def watch() -> None:
        while os.getppid() == server_pid:
            time.sleep(1)
        os._exit(0)
    threading.Thread(target=watch, daemon=True).start()


def _job(name: str, args: tuple):
    """Runs in the worker: the job's result and WeasyPrint's warnings, for the server to log."""
    kept = _Kept()
    logger = logging.getLogger("weasyprint")
    logger.addHandler(kept)
    try:
        return JOBS[name](*args), kept.records
    finally:
        logger.removeHandler(kept)


# --- in the server ------------------------------------------------------------------------
class Renderer:
    """One worker process, started on demand, stopped when idle."""

    def __init__(self, idle_seconds: float = IDLE_SECONDS):
        self.idle_seconds = idle_seconds
        self._lock = threading.Lock()
        self._pool: ProcessPoolExecutor | None = None
        self._busy = 0
        self._timer: threading.Timer | None = None

    def call(self, name: str, *args):
        for attempt in (1, 2):   # a worker that died (killed, out of memory) is replaced once
            pool = self._take()
            try:
                result, records = pool.submit(_job, name, args).result()
            except BrokenProcessPool:
                self._drop(pool)
                if attempt == 2:
                    raise
                continue
            finally:
                self._release(pool)
            for level, logger, message in records:
                logging.getLogger(logger).log(level, "%s", message)
            return result

    def _take(self) -> ProcessPoolExecutor:
        with self._lock:
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None
            if self._pool is None:
                # spawn: forking a server with threads running could copy a held lock
                self._pool = ProcessPoolExecutor(
                    max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                    initializer=_follow_the_server, initargs=(os.getpid(),))
            self._busy += 1
            return self._pool

    def _release(self, pool: ProcessPoolExecutor) -> None:
        with self._lock:
            self._busy -= 1
            if self._busy == 0 and self._pool is pool:
                self._timer = threading.Timer(self.idle_seconds, self._stop_if_idle)
                self._timer.daemon = True
                self._timer.start()

    def _drop(self, pool: ProcessPoolExecutor) -> None:
        with self._lock:
            if self._pool is pool:
                self._pool = None
        pool.shutdown(wait=False, cancel_futures=True)

    def _stop_if_idle(self) -> None:
        with self._lock:
            if self._busy or self._pool is None:
                return
            pool, self._pool, self._timer = self._pool, None, None
        pool.shutdown(wait=True)


renderer = Renderer()


def warm_up_in_background() -> None:
    """Start the worker and let it warm up while the server starts (it still stops after
    IDLE_SECONDS without a PDF to make)."""
    threading.Thread(target=renderer.call, args=("warm_up",), daemon=True,
                     name="pdf-worker-warm-up").start()


def write_pdf(html: str, base_url: str, variant: str) -> bytes:
    """The PDF of an HTML document (files it names are read from base_url)."""
    return renderer.call("write_pdf", html, base_url, variant)


def height_needed_mm(html: str, base_url: str) -> float:
    """The height the sheet of this one-sheet document needs, footer included."""
    return renderer.call("height_needed_mm", html, base_url)


def fit(html: str, base_url: str, size: float, smallest: float, largest: float,
        lead: float = LINE_HEIGHT) -> tuple[float, float]:
    """The type size (pt) and line height with which this one-sheet document fills its page
    (the search begins at `size` and `lead`)."""
    return renderer.call("fit", html, base_url, size, smallest, largest, lead)
