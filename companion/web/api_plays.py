"""JSON API for plays: read the state, record an action, undo, preview a score entry.

It takes JSON bodies only (415 otherwise), so a cross-site form cannot drive it with the
browser's cookies; the play id in the URL is the capability, as on the pages.
"""

import hashlib
import json
from dataclasses import replace

from flask import Blueprint, Response, abort, jsonify, make_response, request, url_for

from companion import first_play, i18n
from companion import settings as group_settings
from companion.db import get_db, kept_read
from companion.errors import FieldError, InvalidInput
from companion.games import GAMES
from companion.games.base import with_names
from companion.i18n import Msg
from companion.kept import Kept
from companion.plays import (
    PlayState,
    create_play,
    is_play_id,
    play_row,
    preview_score,
    table_errors,
)
from companion.record import (
    UNDO,
    AlreadyRecorded,
    Clash,
    NoSuchPlay,
    Outcome,
    Recorded,
    Refused,
    Sent,
    record,
    score_data,
)
from companion.web import turns_ahead
from companion.web.api import bad_request
from companion.web.drawings import drawing_json
from companion.web.fast_json import request_json
from companion.web.helpers import play_or_404
from companion.web.inputs import conflict_text, sent_in_json

bp = Blueprint("api_plays", __name__, url_prefix="/api/plays")


# a play's JSON by version, language and mount point
_summaries: Kept[bytes] = Kept(256, 4 * 1024 * 1024, len)


def summary(state: PlayState) -> dict:
    """The play as JSON: enough for a phone to show it and to send the next action."""
    out = {"id": state.id, "game": state.game.slug, "phase": state.phase, "seq": state.seq,
           "settings": settings_stamp(state.game.slug),
           "players": state.players, "url": url_for("plays.show", play_id=state.id),
           "log": [with_names(h.text, state.names) for h in state.history[-6:]]}
    if state.phase == "setup":
        out["setup"] = {"ticked": sorted(state.ticked)}
    if state.first_play:
        steps = len(state.game.setup_steps(len(state.players)))
        out["first_play"] = {"explaining": [f"setup:{i}" for i in
                                            first_play.setup_showing(state, steps)]
                             + first_play.showing(state)}
    view = state.tracker() if state.phase == "playing" else None
    if view:
        out["tracker"] = {
            "round": view.round, "current_seat": view.current_seat, "next_seat": view.next_seat,
            "status": str(view.status), "reminders": [str(r.text) for r in view.reminders],
            "actions": [{"kind": a.kind, "label": str(a.label),
                         "fields": [f.name for f in a.fields]} for a in view.actions],
            "drawing": drawing_json(view.drawing), "ahead": turns_ahead.for_json(state)}
    if state.phase in ("scoring", "finished"):
        out["scoring_order"] = [state.names[s] for s in state.scoring_order()]
        out["entered"] = sorted(state.entries)
    if state.ranking:
        ranking = state.ranking.as_json(state.game.breakdown_labels)
        out["results"] = ranking.pop("players")
        out.update(ranking)
    return out


def settings_stamp(slug: str) -> str:
    """Names the group's settings for a game as they stand (kept while the database is
    unchanged, so a poll still costs no query)."""
    game = GAMES.get(slug)
    if game is None or not game.settings:
        return ""
    return kept_read(get_db(), ("settings-stamp", slug), lambda fresh: hashlib.blake2s(
        json.dumps(group_settings.load(fresh, game), sort_keys=True).encode(),
        digest_size=6).hexdigest())


def with_group_settings(state: PlayState) -> PlayState:
    """The play scored with the group's settings as they are now, as a save would be."""
    if not state.game.settings:
        return state
    return replace(state.copy(), settings=group_settings.load(get_db(), state.game))


def _body() -> dict:
    if not request.is_json:
        abort(415, description=Msg("Send a JSON body (Content-Type: application/json)."))
    body = request_json()
    if not isinstance(body, dict):
        raise InvalidInput([FieldError("body", Msg("Send a JSON object."))])
    return body


def answer(outcome: Outcome):
    """What `record` decided, as JSON: the play (and the event number of an action sent
    with an id), 409 with what happened instead, 400 with field errors, or 404."""
    match outcome:
        case Recorded() | AlreadyRecorded():
            out = summary(outcome.state)
            if outcome.action_id:   # a phone sending the next action it kept follows from here
                out["recorded"] = outcome.seq
            return jsonify(out)
        case Clash():
            return conflict_answer(outcome)
        case Refused():
            return bad_request(outcome.errors)
        case NoSuchPlay():   # never was, or removed meanwhile (a restore)
            abort(404, description=Msg("No such play."))
    raise TypeError(outcome)


def conflict_answer(clash: Clash):
    """409: what happened instead, the play now and, for a score, both versions."""
    message = Msg("Not recorded: someone else changed this first ({what}).",
                  what=conflict_text(clash))
    body = {"errors": [{"field": "after", "message": str(message)}],
            "happened": [with_names(h.text, clash.state.names) for h in clash.clashes],
            "play": summary(clash.state)}
    if clash.saved is not None and clash.sent is not None:
        body["versions"] = {"saved": _scored(clash.state, clash.seat, clash.saved),
                            "yours": _scored(clash.state, clash.seat, clash.sent)}
    return jsonify(body), 409


def _scored(state: PlayState, seat: int, entry: dict) -> dict:
    ranking = preview_score(state, {"seat": seat, "entry": entry})
    standing = next(s for s in ranking.standings if s.seat == seat)
    return {"entry": entry, **standing.as_json(state.game.breakdown_labels)}


@bp.post("")
def create():
    """A new play: `{"game": slug, "players": [{"name", "color"}], "play_id"?,
    "first_play"?, "only_scoring"?}` (seat order, clockwise; `only_scoring`: no tracking,
    the play starts at its scoring). Sent again with the same play_id, it answers the same
    play."""
    try:
        body = _body()
        game = GAMES.get(body.get("game")) if isinstance(body.get("game"), str) else None
        if game is None:
            raise InvalidInput([FieldError("game", Msg("Choose one of: {games}.",
                                                          games=", ".join(GAMES)))])
        players = body.get("players")
        if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
            raise InvalidInput([FieldError("players", Msg("A list of players, each with a "
                                                             "name and a colour."))])
        errors = table_errors(game, players)
        if body.get("play_id") is not None and not is_play_id(body.get("play_id")):
            errors.append(FieldError("play_id", Msg("A play id is 16 letters, digits, - or "
                                                    "_.")))
        if errors:
            raise InvalidInput(errors)
    except InvalidInput as exc:
        return bad_request(exc.errors)
    seated = [{"name": " ".join(p["name"].split()), "color": p["color"]} for p in players]
    play_id = create_play(get_db(), game, seated, body.get("play_id"),
                          first_play=body.get("first_play") is True,
                          only_scoring=body.get("only_scoring") is True)
    state = play_or_404(play_id)
    response = jsonify(summary(state))
    response.status_code = 201
    response.headers["Location"] = url_for("api_plays.show", play_id=play_id)
    return response


@bp.get("/<play_id>")
def show(play_id: str):
    """Phones poll this to follow a play: the ETag changes with every action, so an
    unchanged play costs a 304 and, while the database is unchanged, no query at all."""
    row = play_row(get_db(), play_id)
    if row is None:
        abort(404, description=Msg("No such play."))
    # The body's words are in the phone's language, and the group's settings count too (an
    # answer saved during the play reaches the phones at once): one ETag per version,
    # settings and language.
    etag = f"{play_id}-{row['version']}-{settings_stamp(row['game'])}-{i18n.current()}"
    if etag in request.if_none_match:
        return "", 304, {"ETag": f'"{etag}"', "Cache-Control": "no-cache"}
    # Every phone following the play asks for the same version: its JSON is made once.
    key = (etag, request.script_root)
    body = _summaries.get(key)
    if body is None:
        body = jsonify(summary(play_or_404(play_id))).get_data()
        _summaries.put(key, body)
    response = Response(body, mimetype="application/json")
    response.set_etag(etag)
    response.headers["Cache-Control"] = "no-cache"
    return response


@bp.post("/<play_id>/events")
def add_event(play_id: str):
    """One action, as `record` decides it."""
    try:
        body = _body()
    except InvalidInput as exc:
        return bad_request(exc.errors)
    return answer(record(get_db(), play_id, sent_in_json(body)))


@bp.post("/<play_id>/undo")
def undo_last(play_id: str):
    try:
        body = _body()
    except InvalidInput as exc:
        return bad_request(exc.errors)
    return answer(record(get_db(), play_id, Sent(body.get("after"), UNDO)))


@bp.post("/<play_id>/preview")
def preview(play_id: str):
    """A score entry scored with the rest of the table, as it would be saved; not stored."""
    state = with_group_settings(play_or_404(play_id))
    if state.phase not in ("scoring", "finished"):
        return bad_request([FieldError("phase", Msg("Scoring starts when the game is over."))])
    try:
        body = _body()
        data = score_data(state, body.get("seat"), body.get("entry"))
        ranking = preview_score(state, data)
    except InvalidInput as exc:
        response = bad_request(exc.errors)
    else:
        response = jsonify(ranking.as_json(state.game.breakdown_labels))
    # the settings it was scored with: the page scores again when the group changes them
    response = make_response(response)
    response.headers["X-Companion-Settings"] = settings_stamp(state.game.slug)
    return response
