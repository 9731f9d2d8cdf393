"""JSON API for plays: read the state, record an action, undo. Phones and tests use it.

It takes JSON bodies only (415 otherwise), so a cross-site form cannot drive it with the
browser's cookies; the play id in the URL is the capability, as on the pages.
"""
import json

from flask import Blueprint, abort, jsonify, request, url_for

from companion.db import get_db
from companion.errors import FieldError, IllegalAction, InvalidInput
from companion.plays import Conflict, PlayState, append_event, first_player_event, undo
from companion.settings import with_settings
from companion.web.api import bad_request
from companion.web.helpers import play_or_404

bp = Blueprint("api_plays", __name__, url_prefix="/api/plays")


def summary(state: PlayState) -> dict:
    """The play as JSON: enough for a phone to show it and to send the next action."""
    out = {"id": state.id, "game": state.game.slug, "phase": state.phase, "seq": state.seq,
           "players": state.players, "url": url_for("plays.show", play_id=state.id)}
    view = state.tracker() if state.phase == "playing" else None
    if view:
        out["tracker"] = {
            "round": view.round, "current_seat": view.current_seat, "next_seat": view.next_seat,
            "status": view.status, "reminders": [r.text for r in view.reminders],
            "actions": [{"kind": a.kind, "label": a.label,
                         "options": [o.name for o in a.options],
                         "fields": [f.name for f in a.fields]} for a in view.actions]}
    if state.ranking:
        out["results"] = [{"name": s.score.name, "total": s.score.total, "rank": s.rank,
                           "breakdown": s.score.breakdown} for s in state.ranking.standings]
        out["winners"] = state.ranking.winners
    return out


def _body() -> dict:
    if not request.is_json:
        abort(415, description="Send a JSON body (Content-Type: application/json).")
    try:
        body = json.loads(request.get_data(cache=False) or b"")
    except (ValueError, RecursionError):
        raise InvalidInput([FieldError("body", "The body must be valid JSON.")]) from None
    if not isinstance(body, dict):
        raise InvalidInput([FieldError("body", "Send a JSON object.")])
    after = body.get("after")
    if isinstance(after, bool) or not isinstance(after, int):
        raise InvalidInput([FieldError("after", "Give the number of the last event seen.")])
    return body


def _answer(change):
    try:
        return jsonify(summary(change()))
    except InvalidInput as exc:
        return bad_request(exc.errors)
    except IllegalAction as exc:
        return bad_request([FieldError("kind", str(exc))])
    except Conflict as exc:
        return jsonify({"errors": [{"field": "after", "message": "Someone else just played."}],
                        "play": summary(exc.state)}), 409


@bp.get("/<play_id>")
def show(play_id: str):
    """Phones poll this to follow a play: the ETag changes with every action, so an
    unchanged play costs one small query and a 304."""
    row = next(get_db().query("SELECT version FROM plays WHERE id = ?", [play_id]), None)
    if row is None:
        abort(404, description="No such play.")
    etag = f"{play_id}-{row['version']}"
    if etag in request.if_none_match:
        return "", 304, {"ETag": f'"{etag}"', "Cache-Control": "no-cache"}
    response = jsonify(summary(play_or_404(play_id)))
    response.set_etag(etag)
    response.headers["Cache-Control"] = "no-cache"
    return response


@bp.post("/<play_id>/events")
def add_event(play_id: str):
    state = play_or_404(play_id)

    def change() -> PlayState:
        body = _body()
        kind, data = body.get("kind"), body.get("data") or {}
        if not isinstance(kind, str) or not isinstance(data, dict):
            raise InvalidInput([FieldError("kind", "Give the action's kind and a data object.")])
        if kind == "first_player":
            seat = data.get("seat")
            data = first_player_event(state.game, len(state.players),
                                      seat if isinstance(seat, int) else None)
        if kind not in ("first_player", "score", "to_scoring"):
            data = with_settings(get_db(), state.game, data)
        return append_event(get_db(), play_id, body["after"], kind, data)
    return _answer(change)


@bp.post("/<play_id>/undo")
def undo_last(play_id: str):
    play_or_404(play_id)
    return _answer(lambda: undo(get_db(), play_id, _body()["after"]))
