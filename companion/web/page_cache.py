"""Play pages rendered once per play version, language and address, then served from
memory: every phone following a play polls and reloads the same page, and rendering it
costs most of a page view. The home page, the history and the new-play form likewise,
kept while the database is unchanged; the rules and game pages per address. What differs
per phone is put in after: the CSRF token (and the new-play form's play id). A page with a
flash message, or asked with other than GET, is not kept.

A kept page keeps its gzip too. A token differs on every answer, so a page with one could
not be compressed once for all; instead each stretch between two marks is compressed on
its own, ending on a byte boundary, and an answer is those stretches with its own values
between them in stored (uncompressed) deflate blocks: one valid gzip member, built without
compressing anything.
"""
import re
import struct
import zlib
from collections.abc import Callable

from flask import Response, render_template, request, session

from companion import i18n
from companion.kept import Kept
from companion.web import held
from companion.web.sessions import csrf_token

TOKEN_MARK = "\x1b-csrf-\x1b"
SIZE = 512
# bytes of pages and their gzip, whatever their number: some 400 pages, where a table
# follows a dozen (24 MB until 2026-12-03; the server's memory was glibc's arenas, not
# this, see companion/cli.py few_malloc_arenas)
BUDGET = 16 * 1024 * 1024
_pages: Kept["MarkedPage"] = Kept(SIZE, BUDGET, lambda page: page.weight)


def render_play_page(play_version: tuple, template: str, extra_key: tuple = (),
                     build: Callable[[], dict] | None = None, **context) -> str | Response:
    """`render_template(template, **context)`, kept for this play version; `extra_key`
    names anything else the page shows (e.g. which settings the group still owes).
    `build()` makes the rest of the context, only when the page is rendered: a page
    served from memory needs none of it."""
    return render_kept_page((template, play_version, extra_key), template, build, **context)


def render_kept_page(key: tuple, template: str, build: Callable[[], dict] | None = None,
                     **context) -> str | Response:
    """`render_template(template, **context, **build())`, kept under `key`: `key` must name
    everything the page shows besides the language, host and address."""
    def full() -> dict:
        return {**context, **build()} if build else context
    return kept_page(key,
                     lambda: render_template(template, csrf_token=lambda: TOKEN_MARK,
                                             **full()),
                     lambda: render_template(template, **full()))


def kept_page(key: tuple, render_marked, render,
              fills: dict | None = None) -> str | Response:
    """The page `render_marked()` made (its tokens TOKEN_MARK: csrf_token=lambda: TOKEN_MARK
    in its context), kept under `key` with the language, host, mount point and address;
    each mark of `fills` replaced by a fresh value of its function on every answer, gzipped
    for a phone that accepts it. A page with a flash message, or asked with other than GET,
    is rendered each time by `render()`."""
    if request.method != "GET" or session.get("_flashes"):
        return render()
    lang = i18n.current()
    # The catalogue itself too: a page kept is never shown after its texts changed.
    key = (key, lang, i18n.translations(lang), request.host, request.script_root,
           request.full_path)
    page = _pages.get(key)
    if page is None:
        page = MarkedPage(render_marked(), (TOKEN_MARK, *(fills or {})))
        _pages.put(key, page)
    fresh = {**(fills or {}), TOKEN_MARK: csrf_token}
    # A page without a form gets no token: a first visit to it then costs no session cookie.
    values = {mark: fresh[mark]() for mark in page.marks_used}
    if "gzip" not in request.headers.get("Accept-Encoding", ""):
        return page.text(values)
    response = Response(page.gzipped(values), mimetype="text/html")
    response.headers["Content-Encoding"] = "gzip"
    response.headers["Vary"] = "Accept-Encoding"
    return response


GZIP_HEADER = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff"   # no name, no time, any OS
LAST_BLOCK = b"\x01\x00\x00\xff\xff"   # an empty stored block marked final


class MarkedPage:
    """A page with marks where each answer puts its own values, and its gzip made once."""

    def __init__(self, html: str, marks: tuple[str, ...]):
        pattern = re.compile("|".join(re.escape(m) for m in marks))
        self.stretches = [part.encode() for part in pattern.split(html)]
        self.marks = pattern.findall(html)   # the one between stretch i and i + 1
        self.marks_used = set(self.marks)
        self.deflated = [_deflated(part) for part in self.stretches]
        self.weight = sum(map(len, self.stretches)) + sum(map(len, self.deflated))
        # Without marks the gzip is the same for every answer: made now, once.
        self.whole = self._assembled({}) if not self.marks else None
        self.weight += len(self.whole or b"")

    def text(self, values: dict[str, str]) -> str:
        return b"".join(self._pieces(values)[0]).decode()

    def _pieces(self, values: dict[str, str]) -> tuple[list[bytes], list[bytes]]:
        """The page's bytes in pieces, and their deflate blocks."""
        plain, packed = [], []
        for i, stretch in enumerate(self.stretches):
            plain.append(stretch)
            packed.append(self.deflated[i])
            if i < len(self.marks):
                value = values[self.marks[i]].encode()
                plain.append(value)
                packed.append(_stored(value))
        return plain, packed

    def gzipped(self, values: dict[str, str]) -> bytes:
        return self.whole if self.whole is not None else self._assembled(values)

    def _assembled(self, values: dict[str, str]) -> bytes:
        plain, packed = self._pieces(values)
        crc, size = 0, 0
        for piece in plain:
            crc = held.crc32(piece, crc)
            size += len(piece)
        return b"".join([GZIP_HEADER, *packed, LAST_BLOCK,
                         struct.pack("<II", crc, size & 0xFFFFFFFF)])


def _deflated(data: bytes) -> bytes:
    """Raw deflate blocks of `data`, not final, ending on a byte boundary, referring to
    nothing before them."""
    packer = zlib.compressobj(6, zlib.DEFLATED, -15)
    return packer.compress(data) + packer.flush(zlib.Z_SYNC_FLUSH)


def _stored(data: bytes) -> bytes:
    """`data` as stored deflate blocks (not final): a header byte, its length and the
    length's complement, the bytes."""
    return b"".join(b"\x00" + struct.pack("<HH", len(chunk), len(chunk) ^ 0xFFFF) + chunk
                    for chunk in (data[i:i + 0xFFFF] for i in range(0, len(data), 0xFFFF)))
