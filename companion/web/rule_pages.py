"""The rules reference, the ask box and the list of unanswered questions."""
from functools import lru_cache

from flask import Blueprint, abort, redirect, render_template, request, url_for
from markupsafe import Markup

from companion import content, i18n, search
from companion.db import get_db
from companion.games import GAMES
from companion.i18n import Msg
from companion.web.helpers import game_or_404
from companion.web.page_cache import render_kept_page

bp = Blueprint("rules", __name__)


def page_language() -> str:
    """The request's language (?lang=, the phone's choice, Accept-Language); 400 for a
    ?lang= we do not speak."""
    asked = request.args.get("lang")
    if asked is not None and asked.strip().lower() not in content.LANGUAGES:
        abort(400, description=Msg("The language must be one of {languages}.",
                                   languages=", ".join(content.LANGUAGES)))
    return i18n.current()


@bp.get("/games/<slug>/rules")
def reference(slug: str):
    game = game_or_404(slug)
    lang = page_language()
    question = (request.args.get("q") or "").strip()[:search.QUESTION_MAX]
    answers, maybe, look_in = (search.answer_question(get_db(), game, question, lang=lang)
                               if question else (None, None, None))
    back = request.args.get("play")
    # The answers are searched (and an unanswered question saved) on every ask; the page
    # around them is the same for the same address, language and answers (the same
    # question gets other answers once the sentence model is ready).
    shown = tuple(tuple((a.entry.id, a.loose) for a in found)
                  for found in (answers or (), maybe or ()))
    return render_kept_page(
        ("rules/reference.html", slug, shown, tuple(look_in or ())), "rules/reference.html",
        game=game, question=question, answers=answers, maybe=maybe, look_in=look_in,
        section_titles=content.section_titles(game), back=back, lang=lang,
        build=lambda: {"sections_html": sections_html(slug, back, lang, i18n.current())})


@lru_cache(maxsize=64)
def sections_html(slug: str, back: str | None, lang: str = "en", page_lang: str = "en") -> Markup:
    """The reference's sections never change while the app runs: render them once per
    language of the rules (`lang`) and of the page around them (`page_lang`)."""
    game = game_or_404(slug)
    return Markup(render_template("rules/_sections.html", game=game,
                                  sections=content.grouped(game, lang), back=back))


@bp.get("/games/<slug>/rules/<entry_id>")
def entry(slug: str, entry_id: str):
    game = game_or_404(slug)
    lang = page_language()
    item = content.entry_by_id(game, entry_id, lang)
    if item is None:
        now = content.merged_into(game, entry_id, lang)
        if now is None:
            abort(404, description=Msg("No such rule."))
        # An entry merged into another: its old address (a bookmark, a printed QR code)
        # leads to the entry that holds its answer now.
        return redirect(url_for("rules.entry", slug=slug, entry_id=now.id,
                                **request.args.to_dict()), 301)
    related = [content.entry_by_id(game, r, lang) for r in item.related]
    return render_kept_page(("rules/entry.html", slug, entry_id), "rules/entry.html",
                            game=game, entry=item, related=related,
                            back=request.args.get("play"), lang=lang)


@bp.get("/rules/unanswered")
def unanswered():
    return render_template("rules/unanswered.html", questions=search.unanswered(get_db()),
                           games=GAMES)
