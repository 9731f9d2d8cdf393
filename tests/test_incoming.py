"""Imports are checked as strictly as a typed entry: a play no game could have refuses the
whole file, names the problem and changes nothing (issue 26, finding 3)."""
import json
from datetime import datetime, timedelta

import pytest

from companion.db import open_database
from companion.transfer import TransferError, export_data, import_json
from tests.conftest import start_play
from tests.test_history_pages import finish
from tests.test_transfer import dump

NESTED = '{"format": "companion-export", "schema_version": 3, "plays": ' + "[" * 100_000 + \
    "]" * 100_000 + "}"


@pytest.fixture
def exported(client, app):
    """The JSON export of a database with one finished Ankh'or play and one in setup."""
    finish(client)
    start_play(client, ("Cleo", "Dan"), "pyramids")
    return json.loads(client.get("/data/export/json").get_data(as_text=True))


@pytest.fixture
def other(tmp_path):
    return open_database(str(tmp_path / "other.sqlite"))


def finished(data: dict) -> dict:
    return next(p for p in data["plays"] if p["status"] == "finished")


def first_event(data: dict) -> dict:
    return finished(data)["events"][0]


CHANGES = {
    "players not JSON": (lambda d: finished(d).update(players="not json"), "players must be"),
    "a name missing": (lambda d: finished(d).update(players=json.dumps([{"color": "red"},
                                                                       {"name": "Ben",
                                                                        "color": "blue"}])),
                       "Every player needs a name"),
    "a number for a name": (lambda d: finished(d).update(players=json.dumps(
        [{"name": 7, "color": "red"}, {"name": "Ben", "color": "blue"}])),
        "Every player needs a name"),
    "a name of 10 KB": (lambda d: finished(d).update(players=json.dumps(
        [{"name": "A" * 10_000, "color": "red"}, {"name": "Ben", "color": "blue"}])),
        "at most 24 characters"),
    "a zero-width name": (lambda d: finished(d).update(players=json.dumps(
        [{"name": "A\u200bna", "color": "red"}, {"name": "Ben", "color": "blue"}])),
        "invisible or control character"),
    "bad winners": (lambda d: finished(d).update(winners="Ana"), "winners must be"),
    "created yesterday": (lambda d: finished(d).update(created="yesterday"),
                          "created must be a date"),
    "garbage event data": (lambda d: first_event(d).update(data="{{garbage"),
                           "data must be a JSON object"),
    "a list as event data": (lambda d: first_event(d).update(data="[1, 2]"),
                             "data must be a JSON object"),
    "event data the game cannot read": (
        lambda d: finished(d)["events"][2].update(data=json.dumps({"seat": 0, "entry": {
            "tiles": "lots"}})), "cannot be replayed"),
    "a text total": (lambda d: finished(d)["results"][0].update(total="ninety"),
                     "total and rank are whole numbers"),
    "an unknown game": (lambda d: finished(d).update(game="chess"), "no game is called"),
    "a formula for an id": (lambda d: finished(d).update(id="=HYPERLINK(\"x\")"),
                            "the id must be"),
    "a formula for a colour": (lambda d: finished(d).update(players=json.dumps(
        [{"name": "Ana", "color": "=cmd|' /C calc'!A0"}, {"name": "Ben", "color": "blue"}])),
        "Choose one of"),
}


def shifted(stamp: str, **change) -> str:
    return (datetime.fromisoformat(stamp) + timedelta(**change)).isoformat()


def events_moved(data: dict, number: int, **change) -> None:
    event = finished(data)["events"][number - 1]
    event["created"] = shifted(event["created"], **change)


# Issue 34, point 10: a play created in 2999 that finished in 1900 came in and sat first in
# the history for good.
IMPOSSIBLE_DATES = {
    "created in 2999, finished in 1900": (lambda d: finished(d).update(
        created="2999-01-01T12:00:00+00:00", finished="1900-01-01T12:00:00+00:00"),
        r"created is in the future \(2999"),
    "finished in 1900": (lambda d: finished(d).update(finished="1900-01-01T12:00:00+00:00"),
                         "finished is before 2000"),
    "created in 1999, all of it": (lambda d: [finished(d).update(
        created="1999-06-01T12:00:00+00:00", finished="1999-06-01T13:00:00+00:00"), *(
        e.update(created="1999-06-01T12:30:00+00:00") for e in finished(d)["events"])],
        "created is before 2000"),
    "finished a day before it was created": (lambda d: finished(d).update(
        finished=shifted(finished(d)["created"], days=-1)),
        "finished .* is before the play was created"),
    "deleted before it was created": (lambda d: finished(d).update(
        deleted=shifted(finished(d)["created"], hours=-3)),
        "deleted .* is before the play was created"),
    "an event next year": (lambda d: events_moved(d, 2, days=400), "event 2 is in the future"),
    "an event before the play": (lambda d: events_moved(d, 1, hours=-2),
                                 "event 1 .* is before the play was created"),
    "an event before the one it follows": (lambda d: events_moved(d, 2, hours=2),
                                           "event 3 .* is before event 2"),
    "a time without its offset, in the future": (lambda d: finished(d).update(
        finished="2999-01-01T12:00:00"), "finished is in the future"),
}


def test_a_clock_put_back_a_minute_between_two_events_is_no_impossible_date(exported, other):
    events_moved(exported, 1, seconds=60)
    assert import_json(other, json.dumps(exported)).added == 2


@pytest.mark.parametrize("what", {**CHANGES, **IMPOSSIBLE_DATES})
def test_a_play_no_game_could_have_refuses_the_whole_file(exported, other, what):
    change, message = {**CHANGES, **IMPOSSIBLE_DATES}[what]
    change(exported)
    with pytest.raises(TransferError, match=message) as refused:
        import_json(other, json.dumps(exported))
    assert "Nothing was imported" in str(refused.value) and "Play " in str(refused.value)
    assert all(rows == [] for rows in dump(other).values())


def test_deeply_nested_json_is_refused_in_words(other):
    with pytest.raises(TransferError, match="nested too deeply"):
        import_json(other, NESTED)


def test_totals_come_from_the_replay_never_from_the_file(exported, other):
    play = finished(exported)
    for row in play["results"]:
        row["total"] = 999
    import_json(other, json.dumps(exported))
    totals = [row["total"] for row in other.query("SELECT total FROM results ORDER BY seat")]
    assert totals == [row["total"] for row in finished(export_data(other))["results"]]
    assert 999 not in totals and len(totals) == 2


def test_the_first_problems_are_named_together(exported, other):
    finished(exported).update(created="yesterday", winners="Ana")
    with pytest.raises(TransferError) as refused:
        import_json(other, json.dumps(exported))
    assert "created must be" in str(refused.value) and "winners must be" in str(refused.value)


def test_a_good_export_still_comes_in_whole(exported, other, client):
    report = import_json(other, json.dumps(exported))
    assert report.added == 2
    assert export_data(other)["plays"][0]["players"] == exported["plays"][0]["players"]
