"""Play pages rendered once per play version, language and address, then served from
memory: every phone following a play polls and reloads the same page, and rendering it
costs most of a page view. What differs per phone is put in after: the CSRF token. A page
with a flash message, or asked with other than GET, is not kept.
"""
import threading
from collections import OrderedDict

from flask import render_template, request, session
from flask_wtf.csrf import generate_csrf

from companion import i18n

TOKEN_MARK = "\x1b-csrf-\x1b"
SIZE = 512
_lock = threading.Lock()
_pages: OrderedDict[tuple, str] = OrderedDict()


def render_play_page(play_version: tuple, template: str, extra_key: tuple = (),
                     **context) -> str:
    """`render_template(template, **context)`, kept for this play version; `extra_key`
    names anything else the page shows (e.g. which settings the group still owes)."""
    if request.method != "GET" or session.get("_flashes"):
        return render_template(template, **context)
    key = (template, play_version, i18n.current(), request.host, request.full_path,
           extra_key)
    with _lock:
        html = _pages.get(key)
        if html is not None:
            _pages.move_to_end(key)
    if html is None:
        html = render_template(template, csrf_token=lambda: TOKEN_MARK, **context)
        with _lock:
            _pages[key] = html
            while len(_pages) > SIZE:
                _pages.popitem(last=False)
    return html.replace(TOKEN_MARK, generate_csrf())
