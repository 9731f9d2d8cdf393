"""WeasyPrint in a process of its own, started when a PDF is first asked for and stopped
after IDLE_SECONDS without one.

Laying out a sheet takes WeasyPrint tens of megabytes (fonts, styles, boxes) that the
process keeps; in the server they would stay as long as it runs (the aids of every game
in three languages took it from 115 MB to over 200 MB). The server keeps only the PDFs.
WeasyPrint is never imported by the server process.
"""
import logging
import multiprocessing
import os
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

IDLE_SECONDS = 60
# A sheet has a fixed height: what does not fit would hide under its footer. Laid out on a
# tall page with the footer in the flow after the content (2 mm apart, 5 mm from the
# bottom edge as printed), the bottom of the footer says how much height the sheet needs.
FOOTER_IN_FLOW = """
  @page { margin-bottom: 5mm !important; }
  .sheet { height: auto !important; overflow: visible !important; }
  .sheet-foot { position: static !important; margin-top: 2mm !important; }
"""
TALL_PAGE = "@page { size: 148mm 2000mm !important; }"


# --- in the worker ------------------------------------------------------------------------
def _write_pdf(html: str, base_url: str, variant: str) -> bytes:
    from weasyprint import HTML
    return HTML(string=html, base_url=base_url).write_pdf(pdf_variant=variant)


def _height_needed_mm(html: str, base_url: str) -> float:
    from weasyprint import CSS, HTML
    page = HTML(string=html, base_url=base_url).render(
        stylesheets=[CSS(string=FOOTER_IN_FLOW), CSS(string=TALL_PAGE)]).pages[0]
    sheet = _find(page._page_box, "section")
    return (sheet.position_y + sheet.margin_height()) * 25.4 / 96 + 5


def _find(box, tag: str):
    if getattr(box, "element_tag", None) == tag:
        return box
    for child in getattr(box, "children", ()):
        found = _find(child, tag)
        if found is not None:
            return found
    return None


class _Kept(logging.Handler):
    def __init__(self):
        super().__init__(logging.WARNING)
        self.records: list[tuple[int, str, str]] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append((record.levelno, record.name, record.getMessage()))


JOBS = {"write_pdf": _write_pdf, "height_needed_mm": _height_needed_mm}


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


def write_pdf(html: str, base_url: str, variant: str) -> bytes:
    """The PDF of an HTML document (files it names are read from base_url)."""
    return renderer.call("write_pdf", html, base_url, variant)


def height_needed_mm(html: str, base_url: str) -> float:
    """The height the sheet of this one-sheet document needs, footer included."""
    return renderer.call("height_needed_mm", html, base_url)
