"""An action read from a request as it was sent, for `companion.record` to check, and a
clash put into words: the pages and the JSON API read and say, the play layer decides.
"""
from typing import Any

from flask import request

from companion.games.base import with_names
from companion.record import Clash, Sent


def sent_in_json(body: dict) -> Sent:
    """An action from a JSON body: {"after", "kind", "data", "action_id", "for_turn"}."""
    return Sent(body.get("after"), body.get("kind"), body.get("data"), body.get("action_id"),
                body.get("for_turn"))


def sent_by_form(kind: Any, data: dict) -> Sent:
    """An action from a posted form: its values are the form's strings, `after` and the
    turn it was made for (`for_turn.seat`, `for_turn.round`) among them."""
    seat, round_ = request.form.get("for_turn.seat"), request.form.get("for_turn.round")
    for_turn = None if seat is None and round_ is None else {"seat": seat, "round": round_}
    return Sent(request.form.get("after"), kind, data, for_turn=for_turn, from_form=True)


def conflict_text(clash: Clash) -> str:
    """What happened instead, in words, with the players' names."""
    return "; ".join(with_names(h.text, clash.state.names) for h in clash.clashes)
