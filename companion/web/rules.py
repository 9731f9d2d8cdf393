"""The rules reference and its search box."""
from flask import Blueprint, abort, render_template, request

from companion import rules
from companion.db import get_db
from companion.web.helpers import game_or_404

bp = Blueprint("rules", __name__)
QUESTION_MAX = 200


@bp.get("/games/<slug>/rules")
def reference(slug: str):
    game = game_or_404(slug)
    question = (request.args.get("q") or "").strip()[:QUESTION_MAX]
    found = None
    if question:
        found = [rules.entry_by_id(game, row["id"])
                 for row in rules.search(get_db(), slug, question)]
    return render_template("rules/reference.html", game=game, sections=rules.grouped(game),
                           question=question, found=found,
                           back=request.args.get("play"))


@bp.get("/games/<slug>/rules/<entry_id>")
def entry(slug: str, entry_id: str):
    game = game_or_404(slug)
    item = rules.entry_by_id(game, entry_id)
    if item is None:
        abort(404, description="No such rule.")
    related = [rules.entry_by_id(game, r) for r in item.related]
    return render_template("rules/entry.html", game=game, entry=item, related=related)
