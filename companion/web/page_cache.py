"""Play pages rendered once per play version, language and address, then served from
memory: every phone following a play polls and reloads the same page, and rendering it
costs most of a page view. The home page likewise, kept per list of recent plays. What
differs per phone is put in after: the CSRF token. A page with a flash message, or asked
with other than GET, is not kept.
"""
import threading
from collections import OrderedDict
from collections.abc import Callable

from flask import render_template, request, session
from flask_wtf.csrf import generate_csrf

from companion import i18n

TOKEN_MARK = "\x1b-csrf-\x1b"
SIZE = 512
_lock = threading.Lock()
_pages: OrderedDict[tuple, str] = OrderedDict()


def render_play_page(play_version: tuple, template: str, extra_key: tuple = (),
                     build: Callable[[], dict] | None = None, **context) -> str:
    """`render_template(template, **context)`, kept for this play version; `extra_key`
    names anything else the page shows (e.g. which settings the group still owes).
    `build()` makes the rest of the context, only when the page is rendered: a page
    served from memory needs none of it."""
    return render_kept_page((template, play_version, extra_key), template, build, **context)


def render_kept_page(key: tuple, template: str, build: Callable[[], dict] | None = None,
                     **context) -> str:
    """`render_template(template, **context, **build())`, kept under `key`: `key` must name
    everything the page shows besides the language, host and address."""
    def full() -> dict:
        return {**context, **build()} if build else context
    return kept_page(key,
                     lambda: render_template(template, csrf_token=lambda: TOKEN_MARK,
                                             **full()),
                     lambda: render_template(template, **full()))


def kept_page(key: tuple, render_marked, render, fills: dict | None = None) -> str:
    """The page `render_marked()` made (its tokens TOKEN_MARK: csrf_token=lambda: TOKEN_MARK
    in its context), kept under `key` with the language, host, mount point and address;
    each mark of `fills` replaced by a fresh value of its function on every answer. A page
    with a flash message, or asked with other than GET, is rendered each time by
    `render()`."""
    if request.method != "GET" or session.get("_flashes"):
        return render()
    lang = i18n.current()
    # The catalogue itself too: a page kept is never shown after its texts changed.
    key = (key, lang, i18n.translations(lang), request.host, request.script_root,
           request.full_path)
    with _lock:
        html = _pages.get(key)
        if html is not None:
            _pages.move_to_end(key)
    if html is None:
        html = render_marked()
        with _lock:
            _pages[key] = html
            while len(_pages) > SIZE:
                _pages.popitem(last=False)
    for mark, fresh in (fills or {}).items():
        html = html.replace(mark, fresh())
    return html.replace(TOKEN_MARK, generate_csrf())
