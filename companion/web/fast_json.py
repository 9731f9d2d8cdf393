"""JSON in and out of the API through orjson, with the standard library where orjson differs.

Reading a score request and writing its answer were a fifth of the work of a stateless
score with the standard library; orjson does both several times faster. What the app reads
and writes does not change with the library:
- a body orjson refuses (a byte-order mark, UTF-16, NaN, a lone surrogate…) is read again
  by the standard library, which decides as before; a body with a number of 19 digits or
  more is read by the standard library from the start, as orjson would round it to a float;
- a value orjson cannot write (an integer beyond 64 bits, nesting deeper than 255) is
  written by Flask's own path, as is any call with options (the templates' `tojson`, an
  indented dump); dates and dataclasses go to Flask's `default`.
The one difference left: text outside ASCII is written as UTF-8 rather than as \\u escapes
(the same JSON once read, and what RFC 8259 asks for).
"""
import json
from typing import Any

import orjson
from flask import request
from flask.json.provider import DefaultJSONProvider

from companion.errors import FieldError, InvalidInput
from companion.i18n import Msg

OPTIONS = (orjson.OPT_NON_STR_KEYS | orjson.OPT_PASSTHROUGH_DATETIME
           | orjson.OPT_PASSTHROUGH_DATACLASS)
# 19 digits: from there on orjson may read a number as a rounded float. Found by turning
# every digit into 0 and searching for 19 zeros: a C-speed scan, where a regular
# expression took longer than the parse itself.
DIGITS_AS_ZERO = bytes.maketrans(b"123456789", b"000000000")
LONG_NUMBER = b"0" * 19


class OrjsonProvider(DefaultJSONProvider):
    """Flask's JSON provider with orjson underneath; keys keep their order (the breakdowns
    keep the rulebook's)."""

    sort_keys = False

    def dumps(self, obj: Any, **kwargs: Any) -> str:
        if not kwargs:
            try:
                return orjson.dumps(obj, default=self.default, option=OPTIONS).decode()
            except TypeError:
                pass
        return super().dumps(obj, **kwargs)

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        return super().loads(s, **kwargs) if kwargs else read_json(s)

    def response(self, *args: Any, **kwargs: Any):
        if self.compact is False or (self.compact is None and self._app.debug):
            return super().response(*args, **kwargs)    # indented for a person reading it
        obj = self._prepare_response_obj(args, kwargs)
        try:
            body = orjson.dumps(obj, default=self.default,
                                option=OPTIONS | orjson.OPT_APPEND_NEWLINE)
        except TypeError:
            return super().response(*args, **kwargs)
        return self._app.response_class(body, mimetype=self.mimetype)


def read_json(data: str | bytes) -> Any:
    """JSON as the standard library reads it, through orjson when that gives the same."""
    raw = data if isinstance(data, bytes) else data.encode("utf-8", "surrogatepass")
    if LONG_NUMBER in raw.translate(DIGITS_AS_ZERO):
        return json.loads(data)
    try:
        return orjson.loads(data)
    except ValueError:
        return json.loads(data)


def request_json() -> Any:
    """The request's body read as JSON; InvalidInput at "body" when it is not JSON."""
    try:
        return read_json(request.get_data(cache=False) or b"")
    except (ValueError, RecursionError):
        raise InvalidInput([FieldError("body", Msg("The body must be valid JSON."))]) from None
