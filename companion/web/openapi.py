"""The OpenAPI description of every JSON endpoint, served at /api/openapi.json.

The bodies of the score API and of play actions are generated from what each game in the
registry declares (its entry fields, table fields and tracker actions), so the description
is exact and a new game is described without touching this file.
"""
from functools import cache

from companion.content import LANGUAGES
from companion.games import GAMES
from companion.games.base import Game
from companion.games.entries import TIE_BREAK, TOTALS, TYPED
from companion.games.fields import object_schema
from companion.plays import PLAYER_COLORS

ERRORS = {"$ref": "#/components/schemas/Errors"}


ASKING = {"type": "array", "description": "A tie a tie-break would decide that an entry of "
                                         "typed totals does not carry (or that the app did "
                                         "not see): the tie values to send in those players' "
                                         "entries, under tie_break",
          "items": {"type": "object", "required": ["seat", "tie_break"], "properties": {
              "seat": {"type": "integer", "minimum": 0},
              "tie_break": {"type": "array", "items": {"type": "string"}}}}}


def _json(schema: dict, description: str) -> dict:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def _errors(*codes: int) -> dict:
    words = {400: "Bad input, with the field of each error", 401: "Access code needed",
             404: "No such game or play", 413: "Body too large",
             415: "The body must be JSON"}
    return {str(code): _json(ERRORS, words[code]) for code in codes}


PLAY = {"name": "play_id", "in": "path", "required": True, "schema": {"type": "string"}}
NAME = {"type": "string", "minLength": 1, "maxLength": 24}


def _slug(games: list[Game]) -> dict:
    return {"name": "slug", "in": "path", "required": True,
            "schema": {"type": "string", "enum": [g.slug for g in games]},
            "description": "The game's slug, as GET /api/games lists them"}


def _body(schema: dict) -> dict:
    return {"required": True, "content": {"application/json": {"schema": schema}}}


def entry_forms(game: Game, also: dict | None = None) -> list[dict]:
    """One player's entry in its two forms (companion.games.entries): counted, the fields
    the game declares (with what the results ask for: `tie_break`, `typed`), or our totals,
    one number per category of the breakdown (with `tie_break`). `also`: more properties
    (the player's name)."""
    also = also or {}
    shared = tuple(f for f in game.totals_fields() if f.name in game.shared_categories)
    counted = object_schema(game.entry_fields(False), game.max_players, closed=True)
    counted["properties"] = {**also, **counted["properties"]}
    counted["properties"][TIE_BREAK] = _not_given_yet(game.tie_fields(False))
    counted["properties"][TYPED] = _not_given_yet(shared)
    totals = {"type": "object", "additionalProperties": False, "required": [TOTALS],
              "description": "Our totals: the points of each category as the group counted "
                             "them (0 where left out)", "properties": {
                                 **also, TOTALS: {"anyOf": [
                                     object_schema(game.totals_fields(), closed=True),
                                     {"type": "null"}]}}}
    totals["properties"][TIE_BREAK] = _not_given_yet(game.tie_fields(True))
    return [counted, totals]


def _not_given_yet(fields) -> dict:
    """Values the results ask for, each one (or all) null until given."""
    schema = object_schema(fields, closed=True)
    for name, value in schema["properties"].items():
        schema["properties"][name] = {"anyOf": [value, {"type": "null"}]}
    return {"anyOf": [schema, {"type": "null"}]}


def score_body(game: Game) -> dict:
    """A stateless score request for one game, from its declared fields."""
    forms = entry_forms(game, {"name": NAME})
    for form in forms:
        form["required"] = ["name", *form.get("required", [])]
    table = {f.name: f.schema(game.max_players) for f in game.table_fields}
    return {"title": game.name, "type": "object", "required": ["players"], "properties": {
        "players": {"type": "array", "minItems": 1, "maxItems": game.max_players,
                    "items": {"anyOf": forms}}, **table},
        "example": {"players": [{"name": "Ana", **game.example_entry()}]}}


def entry_schemas(games: list[Game]) -> dict:
    """One player's score entry in any game, either form: every field it declares, the
    ones a tracker counts included (their value is the tracker's); no other key."""
    return {"anyOf": [form for g in games for form in entry_forms(g)]}


def action_bodies(games: list[Game]) -> list[dict]:
    """The `data` of every action any game's tracker can offer, and of the play's own:
    a key an action does not declare is refused (400)."""
    closed = {"type": "object", "additionalProperties": False}
    bodies = [
        {"title": "first_player", **closed,
         "properties": {"seat": {"type": ["integer", "null"], "minimum": 0}}},
        {"title": "to_scoring", "type": "object", "maxProperties": 0},
        {"title": "undo", "type": "object", "maxProperties": 0},
        {"title": "setup_tick", **closed, "required": ["step", "done"], "properties": {
            "step": {"type": "integer", "minimum": 0}, "done": {"type": "boolean"}}},
        {"title": "first_play", **closed, "required": ["on"], "properties": {
            "on": {"type": "boolean"}}},
        {"title": "score", **closed, "required": ["seat", "entry"], "properties": {
            "seat": {"type": "integer", "minimum": 0}, "entry": entry_schemas(games)}},
    ]
    for game in games:
        for action in game.actions_offered(game.max_players):
            schema = object_schema(action.fields, game.max_players, required=True,
                                   closed=True)
            bodies.append({"title": f"{game.slug}: {action.kind}", **schema})
    return bodies


FOR_TURN = {
    "description": "Whose turn the action was made for, as the phone showed it (an action "
                   "kept offline): refused, naming that player, once the play has moved on "
                   "to another turn. A seat the play does not have or a round it has not had "
                   "is a field error (for_turn.seat, for_turn.round)",
    "anyOf": [{"type": "null"}, {
        "type": "object", "additionalProperties": False, "properties": {
            "seat": {"type": ["integer", "null"], "minimum": 0},
            "round": {"type": ["integer", "null"], "minimum": 1}}}]}


def action_body(games: list[Game]) -> dict:
    kinds = sorted({"first_player", "to_scoring", "score", "setup_tick", "first_play", "undo"}
                   | {a.kind for g in games for a in g.actions_offered(g.max_players)})
    return _body({"type": "object", "required": ["after", "kind"], "properties": {
        "after": {"type": "integer", "minimum": 0,
                  "description": "The number of the last event the phone saw"},
        "kind": {"enum": kinds},
        "data": {"anyOf": action_bodies(games)},
        "action_id": {"type": "string", "minLength": 1, "maxLength": 64,
                      "description": "The phone's id for this action: sent again after a "
                                     "lost answer, it is not recorded twice"},
        "for_turn": FOR_TURN}})


def game_paths(game: Game) -> dict:
    """A game's own setup and score operations, with its player counts and entry."""
    counts = {"type": "integer", "minimum": game.min_players, "maximum": game.max_players}
    return {
        f"/api/games/{game.slug}/setup": {"get": {
            "summary": f"{game.name}: setup steps for a player count",
            "parameters": [{"name": "players", "in": "query", "required": True,
                            "schema": counts}],
            "responses": {"200": _json({"$ref": "#/components/schemas/Setup"}, "The steps"),
                          **_errors(400)}}},
        f"/api/games/{game.slug}/score": {"post": {
            "summary": f"{game.name}: score players without storing anything",
            "requestBody": _body(score_body(game)),
            "responses": {"200": _json({"$ref": "#/components/schemas/Scores"}, "Scores"),
                          **_errors(400, 413)}}},
    }


UNDO_BODY = _body({"type": "object", "required": ["after"], "properties": {
    "after": {"type": "integer", "minimum": 0}}})
# From any answer that is a play, a stateful client can follow it: read it, act on it
# (after = its last event), take an action back, preview a score.
_PLAY_ID = {"play_id": "$response.body#/id"}
PLAY_LINKS = {
    "ReadThePlay": {"operationId": "showPlay", "parameters": _PLAY_ID},
    "ActOnThePlay": {"operationId": "addEvent", "parameters": _PLAY_ID,
                     "requestBody": {"after": "$response.body#/seq"}},
    "UndoInThePlay": {"operationId": "undoLast", "parameters": _PLAY_ID,
                      "requestBody": {"after": "$response.body#/seq"}},
    "PreviewAScore": {"operationId": "previewScore", "parameters": _PLAY_ID},
}
PLAYER = {"type": "object", "required": ["name", "color"], "properties": {
    "name": NAME, "color": {"enum": list(PLAYER_COLORS)}}}


def create_play_body(games: list[Game]) -> dict:
    return _body({"type": "object", "required": ["game", "players"], "properties": {
        "game": {"enum": [g.slug for g in games]},
        "players": {"type": "array", "minItems": 1, "maxItems": max(
            g.max_players for g in games), "items": PLAYER},
        "play_id": {"type": "string", "pattern": "^[A-Za-z0-9_-]{16}$",
                    "description": "Sending the same request again answers the same play"},
        "first_play": {"type": "boolean", "description": "Explain each setup step, phase "
                       "and action on every phone the first time it comes up"},
        "only_scoring": {"type": "boolean", "description": "Only the scoring: no setup and "
                         "no tracking, the play starts at its scoring"}}})


def _play_change(operation: str, summary: str, done: str, body: dict,
                 description: str = "") -> dict:
    """An action on a play: JSON body with `after`; 409 when someone acted first."""
    return {"post": {
        "operationId": operation, "summary": summary, "parameters": [PLAY],
        **({"description": description} if description else {}),
        "requestBody": body,
        "responses": {"200": {**_json({"$ref": "#/components/schemas/Play"}, done),
                              "links": PLAY_LINKS},
                      "409": _json({"$ref": "#/components/schemas/Conflict"},
                                   "Someone else changed the same thing first"),
                      **_errors(400, 404, 415)}}}


SCHEMAS = {
    "Errors": {"type": "object", "required": ["errors"], "properties": {"errors": {
        "type": "array", "minItems": 1, "items": {
            "type": "object", "required": ["field", "message"],
            "properties": {"field": {"type": "string", "minLength": 1},
                           "message": {"type": "string", "minLength": 1}}}}}},
    "Game": {"type": "object", "required": ["slug", "name", "min_players", "max_players"],
             "properties": {"slug": {"type": "string"}, "name": {"type": "string"},
                            "min_players": {"type": "integer"},
                            "max_players": {"type": "integer"}}},
    "Setup": {"type": "object", "required": ["game", "players", "steps"], "properties": {
        "game": {"type": "string"}, "players": {"type": "integer"},
        "steps": {"type": "array", "items": {
            "type": "object", "required": ["title", "detail"],
            "properties": {"title": {"type": "string"}, "detail": {"type": "string"},
                           "page": {"type": ["integer", "null"]}}}}}},
    "Standing": {
        "type": "object",
        "required": ["seat", "name", "total", "rank", "breakdown", "breakdown_labels",
                     "warnings", "details"],
        "properties": {"seat": {"type": "integer", "minimum": 0}, "name": {"type": "string"},
                       "total": {"type": "integer"}, "rank": {"type": "integer", "minimum": 1},
                       "breakdown": {"type": "object",
                                     "additionalProperties": {"type": "integer"}},
                       "breakdown_labels": {"type": "object",
                                            "additionalProperties": {"type": "string"}},
                       "warnings": {"type": "array", "items": {"type": "string"}},
                       "details": {"type": "object"},
                       "pending": {"type": "array", "items": {"type": "string"},
                                   "description": "breakdown keys that wait for other "
                                                  "players' entries: the total is "
                                                  "provisional until they are in"}}},
    "Ranking": {"type": "object", "required": ["players", "winners", "tie_breaks"],
                "properties": {
                    "players": {"type": "array",
                                "items": {"$ref": "#/components/schemas/Standing"}},
                    "winners": {"type": "array", "items": {"type": "string"}},
                    "tie_breaks": {"type": "array", "items": {"type": "string"}},
                    "asking": ASKING}},
    "Scores": {"allOf": [{"$ref": "#/components/schemas/Ranking"}, {
        "type": "object", "required": ["game"], "properties": {"game": {"type": "string"}}}]},
    "Answers": {
        "type": "object", "required": ["game", "query", "answers", "maybe", "note"],
        "properties": {
            "game": {"type": "string"}, "query": {"type": "string"},
            "answers": {"type": "array", "maxItems": 3,
                        "items": {"$ref": "#/components/schemas/Answer"}},
            "maybe": {"type": "array", "maxItems": 3,
                      "items": {"$ref": "#/components/schemas/Answer"},
                      "description": "Only when `answers` is empty: the entries nearest to "
                                     "a question that may be about the game, to show as a "
                                     "guess"},
            "note": {"type": ["string", "null"],
                     "description": "Only when `answers` is empty, in `lang`: \"Maybe one "
                                    "of these:\" over `maybe`, or that no rule answers"}}},
    "Answer": {
        "type": "object",
        "required": ["id", "title", "answer", "page", "statements", "url", "score", "loose"],
        "properties": {"id": {"type": "string"}, "title": {"type": "string"},
                       "answer": {"type": "string"}, "page": {"type": ["string", "null"]},
                       "statements": {"type": "array", "items": {
                           "type": "object", "required": ["text", "source"],
                           "properties": {"text": {"type": "string"},
                                          "source": {"type": "string"}}}},
                       "url": {"type": "string"},
                       "score": {"type": "number", "minimum": 0, "maximum": 1},
                       "loose": {"type": "boolean",
                                 "description": "matched the question only loosely (always "
                                                "true for a maybe)"}}},
    "Play": {"type": "object", "required": ["id", "game", "phase", "seq", "players", "url"],
             "properties": {
                 "id": {"type": "string"}, "game": {"type": "string"},
                 "phase": {"enum": ["setup", "playing", "scoring", "finished"]},
                 "seq": {"type": "integer", "minimum": 0}, "url": {"type": "string"},
                 "players": {"type": "array", "items": {
                     "type": "object", "required": ["name", "color"]}},
                 "log": {"type": "array", "items": {"type": "string"}},
                 "tracker": {"type": "object", "required": ["round", "actions"],
                             "properties": {"ahead": {
                                 "type": ["object", "null"],
                                 "required": ["texts", "forms", "turns"],
                                 "description": "The turns ahead, for a phone that keeps "
                                                "actions offline (README: JSON API)"}}},
                 "scoring_order": {"type": "array", "items": {"type": "string"}},
                 "entered": {"type": "array", "items": {"type": "integer"}},
                 "results": {"type": "array",
                             "items": {"$ref": "#/components/schemas/Standing"}},
                 "winners": {"type": "array", "items": {"type": "string"}},
                 "tie_breaks": {"type": "array", "items": {"type": "string"}},
                 "asking": ASKING,
                 "setup": {"type": "object", "properties": {
                     "ticked": {"type": "array", "items": {"type": "integer"}}}},
                 "first_play": {"type": "object", "description": "A first play: the rules "
                                "entries explained now on every phone", "properties": {
                                    "explaining": {"type": "array",
                                                   "items": {"type": "string"}}}}}},
    "Conflict": {"type": "object", "required": ["errors", "happened", "play"], "properties": {
        "errors": {"$ref": "#/components/schemas/Errors/properties/errors"},
        "happened": {"type": "array", "items": {"type": "string"},
                     "description": "What was recorded instead, since `after`"},
        "versions": {"type": "object", "description": "For a score: the saved entry and "
                     "yours, each scored, to keep one"},
        "play": {"$ref": "#/components/schemas/Play"}}},
}

@cache
def build_spec(slugs: tuple[str, ...]) -> dict:
    """The description for the games of the registry (slugs: for the cache)."""
    games = [GAMES[slug] for slug in slugs]
    slug = _slug(games)
    return {"openapi": "3.1.0",
    "info": {"title": "companion API", "version": "1",
             "description": "Games, setup, stateless scoring, rules answers and plays."},
    "paths": {
        "/api/games": {"get": {"summary": "The supported games", "responses": {
            "200": _json({"type": "array", "items": {"$ref": "#/components/schemas/Game"}},
                         "The games")}}},
        **{path: item for g in games for path, item in game_paths(g).items()},
        "/api/games/{slug}/ask": {"get": {
            "summary": "Answers to a rules question, best first",
            "description": "Matches words in any form, without accents and with a typo "
                           "or two; answers with the game's entries in `lang`, or in "
                           "English while the game has no content in that language.",
            "parameters": [
                slug,
                {"name": "q", "in": "query", "required": True,
                 "description": "The question: 1 to 200 characters, blanks around it "
                                "not counted",
                 "schema": {"type": "string", "minLength": 1, "maxLength": 200,
                            "pattern": "[^ \\t\\r\\n]"}},
                {"name": "lang", "in": "query", "required": False,
                 "description": "The question's and answers' language; without it, the "
                                "first of en, es, fr in the Accept-Language header, else en",
                 "schema": {"type": "string", "enum": list(LANGUAGES)}}],
            "responses": {"200": _json({"$ref": "#/components/schemas/Answers"}, "Answers"),
                          **_errors(400, 404)}}},
        "/api/plays/{play_id}": {"get": {
            "operationId": "showPlay",
            "summary": "A play as it stands; phones poll it with If-None-Match",
            "parameters": [PLAY],
            "responses": {"200": _json({"$ref": "#/components/schemas/Play"}, "The play"),
                          "304": {"description": "Nothing changed since the ETag sent"},
                          **_errors(404)}}},
        "/api/plays": {"post": {
            "operationId": "createPlay", "summary": "Start a play: the game and the table",
            "requestBody": create_play_body(games),
            "responses": {"201": {**_json({"$ref": "#/components/schemas/Play"},
                                          "The new play"), "links": PLAY_LINKS},
                          **_errors(400, 415)}}},
        "/api/plays/{play_id}/events": _play_change(
            "addEvent", "Record an action made while the phone saw event number `after`",
            "Recorded", action_body(games), description=(
                "Checked in this order: the body's fields (400), an action id already "
                "recorded (200, not recorded twice), `after` within the log (400), an "
                "event since `after` that changed the same thing (409), whose turn it was "
                "for (400), the data by the fields the action declares, keys it does not "
                "declare refused (400), the rules (400). A play removed meanwhile is 404.")),
        "/api/plays/{play_id}/undo": _play_change(
            "undoLast", "Take back the last action not taken back yet", "Undone", UNDO_BODY),
        "/api/plays/{play_id}/preview": {"post": {
            "operationId": "previewScore",
            "summary": "Score one player's entry with the rest of the table; not stored",
            "parameters": [PLAY], "requestBody": {"required": True, "content": {
                "application/json": {"schema": {
                    "type": "object", "required": ["seat", "entry"],
                    "properties": {"seat": {"type": "integer", "minimum": 0},
                                   "entry": entry_schemas(games)}}}}},
            "responses": {"200": _json({"$ref": "#/components/schemas/Ranking"},
                                       "The players scored so far, this entry included"),
                          **_errors(400, 404, 415)}}},
        "/api/openapi.json": {"get": {"summary": "This description", "responses": {
            "200": _json({"type": "object"}, "OpenAPI 3.1")}}},
    },
        "components": {"schemas": SCHEMAS}}


def spec() -> dict:
    return build_spec(tuple(GAMES))
