"""The OpenAPI description of every JSON endpoint, served at /api/openapi.json."""
from companion.content import LANGUAGES

ERRORS = {"$ref": "#/components/schemas/Errors"}


def _json(schema: dict, description: str) -> dict:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def _errors(*codes: int) -> dict:
    words = {400: "Bad input, with the field of each error", 401: "Access code needed",
             404: "No such game or play", 413: "Body too large",
             415: "The body must be JSON"}
    return {str(code): _json(ERRORS, words[code]) for code in codes}


SLUG = {"name": "slug", "in": "path", "required": True, "schema": {"type": "string"},
        "description": "The game, e.g. ankhor or pyramids"}
PLAY = {"name": "play_id", "in": "path", "required": True, "schema": {"type": "string"}}
JSON_BODY = {"required": True, "content": {"application/json": {"schema": {"type": "object"}}}}
ACTION_BODY = {"required": True, "content": {"application/json": {"schema": {
    "type": "object", "required": ["after"],
    "properties": {"after": {"type": "integer"}, "kind": {"type": "string"},
                   "data": {"type": "object"}}}}}}

def _play_change(summary: str, done: str) -> dict:
    """An action on a play: JSON body with `after`; 409 when someone acted first."""
    return {"post": {
        "summary": summary, "parameters": [PLAY], "requestBody": ACTION_BODY,
        "responses": {"200": _json({"$ref": "#/components/schemas/Play"}, done),
                      "409": _json({"$ref": "#/components/schemas/Conflict"},
                                   "Someone else acted first"),
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
                       "details": {"type": "object"}}},
    "Ranking": {"type": "object", "required": ["players", "winners", "tie_breaks"],
                "properties": {
                    "players": {"type": "array",
                                "items": {"$ref": "#/components/schemas/Standing"}},
                    "winners": {"type": "array", "items": {"type": "string"}},
                    "tie_breaks": {"type": "array", "items": {"type": "string"}}}},
    "Scores": {"allOf": [{"$ref": "#/components/schemas/Ranking"}, {
        "type": "object", "required": ["game"], "properties": {"game": {"type": "string"}}}]},
    "Answers": {"type": "object", "required": ["game", "query", "answers"], "properties": {
        "game": {"type": "string"}, "query": {"type": "string"},
        "answers": {"type": "array", "maxItems": 3, "items": {
            "type": "object",
            "required": ["id", "title", "answer", "page", "statements", "url", "score"],
            "properties": {"id": {"type": "string"}, "title": {"type": "string"},
                           "answer": {"type": "string"}, "page": {"type": ["string", "null"]},
                           "statements": {"type": "array", "items": {
                               "type": "object", "required": ["text", "source"],
                               "properties": {"text": {"type": "string"},
                                              "source": {"type": "string"}}}},
                           "url": {"type": "string"},
                           "score": {"type": "number", "minimum": 0, "maximum": 1}}}}}},
    "Play": {"type": "object", "required": ["id", "game", "phase", "seq", "players", "url"],
             "properties": {
                 "id": {"type": "string"}, "game": {"type": "string"},
                 "phase": {"enum": ["setup", "playing", "scoring", "finished"]},
                 "seq": {"type": "integer", "minimum": 0}, "url": {"type": "string"},
                 "players": {"type": "array", "items": {
                     "type": "object", "required": ["name", "color"]}},
                 "log": {"type": "array", "items": {"type": "string"}},
                 "tracker": {"type": "object", "required": ["round", "actions"]},
                 "scoring_order": {"type": "array", "items": {"type": "string"}},
                 "entered": {"type": "array", "items": {"type": "integer"}},
                 "results": {"type": "array",
                             "items": {"$ref": "#/components/schemas/Standing"}},
                 "winners": {"type": "array", "items": {"type": "string"}},
                 "tie_breaks": {"type": "array", "items": {"type": "string"}}}},
    "Conflict": {"type": "object", "required": ["errors", "happened", "play"], "properties": {
        "errors": {"$ref": "#/components/schemas/Errors/properties/errors"},
        "happened": {"type": "array", "items": {"type": "string"},
                     "description": "What was recorded instead, since `after`"},
        "versions": {"type": "object", "description": "For a score: the saved entry and "
                     "yours, each scored, to keep one"},
        "play": {"$ref": "#/components/schemas/Play"}}},
}

SPEC = {
    "openapi": "3.1.0",
    "info": {"title": "companion API", "version": "1",
             "description": "Games, setup, stateless scoring, rules answers and plays."},
    "paths": {
        "/api/games": {"get": {"summary": "The supported games", "responses": {
            "200": _json({"type": "array", "items": {"$ref": "#/components/schemas/Game"}},
                         "The games")}}},
        "/api/games/{slug}/setup": {"get": {
            "summary": "Setup steps for a player count",
            "parameters": [SLUG, {"name": "players", "in": "query", "required": True,
                                  "schema": {"type": "integer"}}],
            "responses": {"200": _json({"$ref": "#/components/schemas/Setup"}, "The steps"),
                          **_errors(400, 404)}}},
        "/api/games/{slug}/score": {"post": {
            "summary": "Score players without storing anything", "parameters": [SLUG],
            "requestBody": JSON_BODY,
            "responses": {"200": _json({"$ref": "#/components/schemas/Scores"}, "Scores"),
                          **_errors(400, 404, 413)}}},
        "/api/games/{slug}/ask": {"get": {
            "summary": "Answers to a rules question, best first",
            "description": "Matches words in any form, without accents and with a typo "
                           "or two; answers with the game's entries in `lang`, or in "
                           "English while the game has no content in that language.",
            "parameters": [
                SLUG,
                {"name": "q", "in": "query", "required": True,
                 "description": "The question: 1 to 200 characters, blanks around it "
                                "not counted",
                 "schema": {"type": "string", "minLength": 1, "maxLength": 200}},
                {"name": "lang", "in": "query", "required": False,
                 "description": "The question's and answers' language; without it, the "
                                "first of en, es, fr in the Accept-Language header, else en",
                 "schema": {"type": "string", "enum": list(LANGUAGES)}}],
            "responses": {"200": _json({"$ref": "#/components/schemas/Answers"}, "Answers"),
                          **_errors(400, 404)}}},
        "/api/plays/{play_id}": {"get": {
            "summary": "A play as it stands; phones poll it with If-None-Match",
            "parameters": [PLAY],
            "responses": {"200": _json({"$ref": "#/components/schemas/Play"}, "The play"),
                          "304": {"description": "Nothing changed since the ETag sent"},
                          **_errors(404)}}},
        "/api/plays/{play_id}/events": _play_change(
            "Record the action that follows event number `after`", "Recorded"),
        "/api/plays/{play_id}/undo": _play_change(
            "Take back the last action (event number `after`)", "Undone"),
        "/api/plays/{play_id}/preview": {"post": {
            "summary": "Score one player's entry with the rest of the table; not stored",
            "parameters": [PLAY], "requestBody": {"required": True, "content": {
                "application/json": {"schema": {
                    "type": "object", "required": ["seat", "entry"],
                    "properties": {"seat": {"type": "integer", "minimum": 0},
                                   "entry": {"type": "object"}}}}}},
            "responses": {"200": _json({"$ref": "#/components/schemas/Ranking"},
                                       "The players scored so far, this entry included"),
                          **_errors(400, 404, 415)}}},
        "/api/openapi.json": {"get": {"summary": "This description", "responses": {
            "200": _json({"type": "object"}, "OpenAPI 3.1")}}},
    },
    "components": {"schemas": SCHEMAS},
}
