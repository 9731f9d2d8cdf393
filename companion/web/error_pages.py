"""Error pages: JSON for the API, HTML for people; never a stack trace."""
from flask import Flask, jsonify, render_template, request
from werkzeug.exceptions import HTTPException

from companion.i18n import Msg


def _wants_json() -> bool:
    return request.path.startswith("/api/")


def init_app(app: Flask) -> None:
    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException):
        # Keep what the exception's own answer says, e.g. the Allow header of a 405.
        headers = {k: v for k, v in exc.get_headers() if k.lower() != "content-type"}
        if _wants_json():
            field = "body" if exc.code in (400, 413, 415) else "url"
            return (jsonify({"errors": [{"field": field, "message": str(exc.description)}]}),
                    exc.code, headers)
        return (render_template("error.html", code=exc.code, message=exc.description),
                exc.code, headers)

    @app.errorhandler(Exception)
    def unexpected(exc: Exception):
        app.logger.exception("Unexpected error")
        if _wants_json():
            return jsonify({"errors": [{"field": "body", "message": str(Msg(
                "Something went wrong on our side."))}]}), 500
        return render_template("error.html", code=500,
                               message=Msg("Something went wrong on our side.")), 500
