"""The JSON API: games, setup and stateless scoring. It never answers 500 to bad input."""

from flask import Blueprint, jsonify, request

from companion import content, i18n, search, settings
from companion.db import get_db
from companion.errors import FieldError, InvalidInput
from companion.games import GAMES
from companion.i18n import Msg
from companion.ranking import rank_players
from companion.web.fast_json import request_json
from companion.web.helpers import game_or_404, page_url_for

bp = Blueprint("api", __name__, url_prefix="/api")


def bad_request(errors: list[FieldError]):
    return jsonify({"errors": [e.as_dict() for e in errors]}), 400


@bp.get("/openapi.json")
def openapi():
    from companion.web.openapi import spec
    return jsonify(spec())


@bp.get("/games")
def games():
    return jsonify([{"slug": g.slug, "name": g.name, "min_players": g.min_players,
                     "max_players": g.max_players} for g in GAMES.values()])


@bp.get("/games/<slug>/setup")
def setup(slug: str):
    game = game_or_404(slug)
    raw = request.args.get("players")
    if raw is None or raw.strip() == "":
        return bad_request([FieldError("players", Msg("Give the number of players."))])
    try:
        count = int(raw)
    except ValueError:
        return bad_request([FieldError("players",
                                        Msg("The number of players must be a number."))])
    if not game.min_players <= count <= game.max_players:
        return bad_request([FieldError("players", Msg(
            "{game} is for {low} to {high} players.", game=game.name, low=game.min_players,
            high=game.max_players))])
    steps = [{"title": str(s.title), "detail": str(s.detail), "page": s.page}
             for s in game.setup_steps(count)]
    return jsonify({"game": slug, "players": count, "steps": steps})


@bp.post("/games/<slug>/score")
def score(slug: str):
    game = game_or_404(slug)
    try:
        entries, context = game.parse_score_request(request_json(), settings.load(get_db(), game))
        ranking = rank_players(game.score_table(entries, context), game.tie_breaks)
    except InvalidInput as exc:
        return bad_request(exc.errors)
    return jsonify({"game": slug, **ranking.as_json(game.breakdown_labels)})


@bp.get("/games/<slug>/ask")
def ask_question(slug: str):
    """?q= (1..200 characters) and ?lang= (en, es or fr; else from Accept-Language). With no
    answer, `maybe` may hold the nearest entries (the question may be about the game) and
    `note` says which it is."""
    game = game_or_404(slug)
    # Blanks around the question do not count (the description says which: the usual ones).
    question = (request.args.get("q") or "").strip(" \t\r\n")
    errors = []
    if not question:
        errors.append(FieldError("q", Msg("Ask a question.")))
    elif len(question) > search.QUESTION_MAX:
        errors.append(FieldError("q", Msg("Keep the question under {n} characters.",
                                          n=search.QUESTION_MAX)))
    lang = i18n.current()     # ?lang=, else the phone's choice, else Accept-Language
    asked = request.args.get("lang")
    if asked is not None and asked.strip().lower() not in content.LANGUAGES:
        errors.append(FieldError("lang", Msg("The language must be one of {languages}.",
                                             languages=", ".join(content.LANGUAGES))))
    if errors:
        return bad_request(errors)
    reply = search.answer_question(get_db(), game, question, lang=lang)
    if reply.answers:
        note = None
    elif reply.maybe:
        note = Msg("Maybe one of these:")
    else:
        note = Msg("No rule answers that well.")
    return jsonify({"game": slug, "query": question,
                    "answers": [_answer_json(slug, a) for a in reply.answers],
                    "maybe": [_answer_json(slug, a) for a in reply.maybe],
                    "note": None if note is None else str(note)})


def _answer_json(slug: str, a: search.Answer) -> dict:
    return {"id": a.entry.id, "title": a.entry.title, "answer": a.entry.body,
            "page": a.entry.page,
            "statements": [{"text": s.text, "source": str(s.source.label)}
                           for s in a.entry.statements],
            "url": page_url_for("rules.entry", slug=slug, entry_id=a.entry.id),
            "score": a.score, "loose": a.loose}

