"""One way in for an action (issue 37): the JSON API and the forms reach
`companion.record.record` once per request and only format what it decided, so the same
bad action gets the same field errors by either way; `for_turn` is checked like any other
field (issue 36); a score entry with a key its game does not declare is refused (issue 34,
point 6); a play removed while a phone sends is a 404 (issue 34, point 9)."""
import ast
import html
import json
from pathlib import Path

import pytest

import companion.record
from companion.backup import write_backup
from companion.games import GAMES
from companion.games.fields import Structured
from companion.record import AlreadyRecorded, NoSuchPlay, Recorded, Refused
from tests.conftest import csrf_token, start_play

NAMES = ("Ana", "Ben", "Cy")


@pytest.fixture
def outcomes(monkeypatch):
    """Every outcome `record` gave the web layer, in order (one per call)."""
    import companion.web.api_plays
    import companion.web.play_pages
    seen = []

    def spy(db, play_id, sent):
        outcome = companion.record.record(db, play_id, sent)
        seen.append(outcome)
        return outcome
    monkeypatch.setattr(companion.web.api_plays, "record", spy)
    monkeypatch.setattr(companion.web.play_pages, "record", spy)
    return seen


def api(client, play, body, path="events"):
    return client.post(f"/api/plays/{play}/{path}", json=body)


def summary(client, play) -> dict:
    return client.get(f"/api/plays/{play}").get_json()


def started(client, slug) -> tuple[str, dict]:
    """A play of `slug` at its first turn (Ana chosen first), and its JSON."""
    play = start_play(client, NAMES, slug)
    assert api(client, play, {"after": 0, "kind": "first_player",
                              "data": {"seat": 0}}).status_code == 200
    return play, summary(client, play)


def at_scoring(client, slug) -> tuple[str, dict]:
    play, _ = started(client, slug)
    assert api(client, play, {"after": 1, "kind": "to_scoring"}).status_code == 200
    return play, summary(client, play)


def form_value(value) -> str | None:
    """A JSON value as a form sends it (None: the control sends nothing)."""
    if value is None or value is False:
        return None
    if value is True:
        return "yes"
    if isinstance(value, list):
        return " ".join(str(v) for v in value)
    return str(value)


def post_form(client, play, path, page, data):
    """A form of the play posted as a phone without scripts does, its token read from
    the page that shows it."""
    token = csrf_token(client, f"/plays/{play}/{page}")
    fields = {key: value for key, value in data.items() if value is not None}
    return client.post(f"/plays/{play}/{path}", data={"csrf_token": token, **fields})


def errors_of(outcome) -> list[tuple[str, str]]:
    assert isinstance(outcome, Refused), outcome
    return [(e.field, str(e.message)) for e in outcome.errors]


def shown(client, response) -> str:
    """The page the phone ends on (after a redirect), as text."""
    if response.status_code in (302, 303):
        response = client.get(response.headers["Location"], follow_redirects=True)
    return html.unescape(response.get_data(as_text=True))


def same_errors(client, outcomes, api_response, form_response) -> list[tuple[str, str]]:
    """The API's 400 and the form's refusal say the same, field by field, and the page the
    form leads to shows every message. Each way reached `record` once."""
    assert api_response.status_code == 400, api_response.get_json()
    by_api = [(e["field"], e["message"]) for e in api_response.get_json()["errors"]]
    assert len(outcomes) == 2, outcomes
    assert errors_of(outcomes[0]) == by_api
    assert errors_of(outcomes[1]) == by_api
    assert form_response.status_code in (302, 400)
    page = shown(client, form_response)
    for _, message in by_api:
        assert message in page
    return by_api


# --- tracker actions --------------------------------------------------------------------

def first_move(app, play_id: str) -> tuple[str, dict]:
    """The action the game's example player makes now, with its example values."""
    from companion.db import get_db
    from companion.plays import read_state
    with app.app_context():
        state = read_state(get_db(), play_id)
    return state.game.example_move(state.tracker())


# (what is sent by JSON, what a form sends for it, the field it is refused at)
TRACKER_CASES = {
    "unknown kind": dict(kind="teleport", field="kind"),
    "undeclared key": dict(data={"totals": 3}, form_data={"totals": "3"},
                           field="totals"),
    "after out of range": dict(after=999, form_after="999", field="after"),
    "seat 99": dict(for_turn={"seat": 99}, form_turn={"seat": "99"}, field="for_turn.seat"),
    "seat -1": dict(for_turn={"seat": -1}, form_turn={"seat": "-1"}, field="for_turn.seat"),
    "seat 2**70": dict(for_turn={"seat": 2 ** 70}, form_turn={"seat": str(2 ** 70)},
                       field="for_turn.seat"),
    "seat true": dict(for_turn={"seat": True}, form_turn={"seat": "true"},
                      field="for_turn.seat"),
    "seat as text": dict(for_turn={"seat": "1"}, form_turn={"seat": "one"},
                         field="for_turn.seat"),
    "round 0": dict(for_turn={"round": 0}, form_turn={"round": "0"}, field="for_turn.round"),
    "round not reached": dict(for_turn={"round": 10 ** 6}, form_turn={"round": "1000000"},
                              field="for_turn.round"),
    "round as text": dict(for_turn={"round": "1"}, form_turn={"round": "first"},
                          field="for_turn.round"),
    "a seat whose turn it is not": dict(for_turn="another", field="for_turn"),
}


@pytest.mark.parametrize("slug", sorted(GAMES))
@pytest.mark.parametrize("case", sorted(TRACKER_CASES))
def test_a_bad_tracker_action_gets_the_same_field_errors_by_api_and_form(
        client, app, outcomes, slug, case):
    spec = TRACKER_CASES[case]
    play, state = started(client, slug)
    kind, data = first_move(app, play)
    kind = spec.get("kind", kind)
    data = {**data, **spec.get("data", {})}
    form_data = {key: form_value(value) for key, value in data.items()}
    form_data.update(spec.get("form_data", {}))
    for_turn, form_turn = spec.get("for_turn"), spec.get("form_turn")
    if for_turn == "another":
        current = state["tracker"]["current_seat"]      # None: no one's turn (a phase)
        other = 0 if current is None else (current + 1) % len(state["players"])
        for_turn = {"seat": other, "round": state["tracker"]["round"]}
        form_turn = {key: str(value) for key, value in for_turn.items()}
    after = spec.get("after", state["seq"])
    outcomes.clear()
    by_api = api(client, play, {"after": after, "kind": kind, "data": data,
                                "for_turn": for_turn})
    form = {"after": spec.get("form_after", str(state["seq"])), "kind": kind,
            **{f"f:{key}": value for key, value in form_data.items()},
            **{f"for_turn.{key}": value for key, value in (form_turn or {}).items()}}
    by_form = post_form(client, play, "act", "track", form)
    errors = same_errors(client, outcomes, by_api, by_form)
    assert spec["field"] in [field for field, _ in errors]
    assert summary(client, play)["seq"] == state["seq"]       # nothing recorded


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_an_action_the_rules_refuse_gets_the_same_error_by_api_and_form(client, outcomes,
                                                                        slug):
    play, state = started(client, slug)
    outcomes.clear()
    by_api = api(client, play, {"after": 1, "kind": "first_player", "data": {"seat": 1}})
    by_form = post_form(client, play, "first-player", "track", {"after": "1", "seat": "1"})
    assert same_errors(client, outcomes, by_api, by_form) == [
        ("kind", "The first player is already chosen.")]
    assert outcomes[0].by_rules and outcomes[1].by_rules


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_a_setup_step_the_play_does_not_have_gets_the_same_error(client, outcomes, slug):
    play = start_play(client, NAMES, slug)
    outcomes.clear()
    by_api = api(client, play, {"after": 0, "kind": "setup_tick",
                                "data": {"step": 99, "done": True}})
    by_form = post_form(client, play, "setup/tick", "setup",
                        {"after": "0", "step": "99", "done": "yes"})
    assert same_errors(client, outcomes, by_api, by_form) == [
        ("step", "Choose one of the setup steps.")]


def test_nothing_to_undo_gets_the_same_error(client, outcomes):
    play = start_play(client, NAMES)
    by_api = api(client, play, {"after": 0}, "undo")
    by_form = post_form(client, play, "undo", "setup", {"after": "0"})
    assert same_errors(client, outcomes, by_api, by_form) == [
        ("kind", "There is nothing to undo.")]


# --- score entries ----------------------------------------------------------------------

def typo_of(name: str) -> str:
    return name[:-1] if name.endswith("s") else name + "s"


def entry_cases(slug: str) -> list[tuple[str, dict, str]]:
    game = GAMES[slug]
    first = game.entry_fields(False)[0].name
    return [("sum", {"sum": {"Ana": 50}}, "entry.sum"),
            ("counted and totals", {"totals": {}}, "entry.totals"),
            ("typo", {typo_of(first): game.example_entry().get(first)},
             f"entry.{typo_of(first)}")]


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_a_score_entry_with_an_undeclared_key_gets_the_same_error_by_api_and_form(
        client, outcomes, slug):
    """Issue 34, point 6: such an entry scored 0; a game's own entry script posts JSON."""
    play, state = at_scoring(client, slug)
    for case, extra, field in entry_cases(slug):
        outcomes.clear()
        entry = {**GAMES[slug].example_entry(), **extra}
        by_api = api(client, play, {"after": state["seq"], "kind": "score",
                                    "data": {"seat": 0, "entry": entry}})
        by_form = post_form(client, play, "score/0", "score/0",
                            {"after": str(state["seq"]), "entry": json.dumps(entry)})
        errors = same_errors(client, outcomes, by_api, by_form)
        assert [f for f, _ in errors] == [field], case
        assert by_form.status_code == 400
    preview = api(client, play, {"seat": 0, "entry": {"sums": {}}}, "preview")
    assert preview.status_code == 400
    assert preview.get_json()["errors"][0]["field"] == "entry.sums"
    assert summary(client, play)["entered"] == []


@pytest.mark.parametrize("slug", sorted(
    slug for slug, game in GAMES.items()
    if not any(isinstance(f, Structured) for f in game.entry_fields(False))))
def test_the_generic_entry_form_refuses_an_undeclared_key_as_the_api_does(
        client, outcomes, slug):
    play, state = at_scoring(client, slug)
    entry = {**GAMES[slug].example_entry(), "sum": 5}
    outcomes.clear()
    by_api = api(client, play, {"after": state["seq"], "kind": "score",
                                "data": {"seat": 0, "entry": entry}})
    form = {key: form_value(value) for key, value in entry.items()}
    by_form = post_form(client, play, "score/0", "score/0", {"after": str(state["seq"]),
                                                             **form})
    assert same_errors(client, outcomes, by_api, by_form) == [(
        "entry.sum", f"Unknown field sum: the fields here are "
                        f"{', '.join(f.name for f in GAMES[slug].entry_fields(False))}.")]


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_a_score_for_a_seat_the_play_does_not_have_gets_the_same_error(client, outcomes,
                                                                       slug):
    play, state = at_scoring(client, slug)
    entry = GAMES[slug].example_entry()
    outcomes.clear()
    by_api = api(client, play, {"after": state["seq"], "kind": "score",
                                "data": {"seat": 9, "entry": entry}})
    by_form = post_form(client, play, "score/9", "score/0",
                        {"after": str(state["seq"]), "entry": json.dumps(entry)})
    assert same_errors(client, outcomes, by_api, by_form) == [
        ("seat", "Choose one of the players.")]


@pytest.mark.parametrize("sent", ["[1, 2]", "null", "not json", '"tiles"'])
def test_an_entry_that_is_no_object_gets_the_same_error_by_api_and_form(client, outcomes,
                                                                        sent):
    play, state = at_scoring(client, "ankhor")
    outcomes.clear()
    entry = json.loads(sent) if sent != "not json" else sent
    by_api = api(client, play, {"after": state["seq"], "kind": "score",
                                "data": {"seat": 0, "entry": entry}})
    by_form = post_form(client, play, "score/0", "score/0",
                        {"after": str(state["seq"]), "entry": sent})
    assert same_errors(client, outcomes, by_api, by_form) == [
        ("entry", "Send the entry as an object.")]
    assert summary(client, play)["entered"] == []


def test_the_stateless_score_api_refuses_an_undeclared_key(client):
    entry = {"name": "Ana", **GAMES["ankhor"].example_entry(), "sum": {"Ana": 3}}
    response = client.post("/api/games/ankhor/score", json={"players": [entry]})
    assert response.status_code == 400
    assert response.get_json()["errors"] == [{
        "field": "players[0].sum",
        "message": "Unknown field sum: the fields here are tiles, bonus_tokens, "
                   "leftover_tokens, name."}]


def test_a_tracked_value_sent_in_the_entry_is_the_tracker_s(client):
    """Egizia tracked to the end: the track's score is the tracker's, whatever is sent."""
    play, state = started(client, "egizia")
    seq = api(client, play, {"after": state["seq"], "kind": "gain",
                             "data": {"player": 0, "points": 12}}).get_json()["seq"]
    seq = api(client, play, {"after": seq, "kind": "to_scoring"}).get_json()["seq"]
    sent = api(client, play, {"after": seq, "kind": "score", "data": {
        "seat": 0, "entry": {"score": 40, "tomb_tiles": [4]}}})
    assert sent.status_code == 200, sent.get_json()


# --- for_turn, by the API ---------------------------------------------------------------

@pytest.mark.parametrize("for_turn, field", [
    ([0, 1], "for_turn"),
    ("Ana", "for_turn"),
    (7, "for_turn"),
    ({"seat": 0, "who": "Ana"}, "for_turn.who"),
    ({"seat": [0]}, "for_turn.seat"),
    ({"seat": 0.0}, "for_turn.seat"),
    ({"round": True}, "for_turn.round"),
    ({"round": -3}, "for_turn.round"),
    ({"round": 3}, "for_turn.round"),          # two events so far: round 3 never was
])
def test_an_impossible_for_turn_is_a_field_error(client, for_turn, field):
    play, state = started(client, "ankhor")
    response = api(client, play, {"after": 1, "kind": "take_tokens", "data": {},
                                  "for_turn": for_turn})
    assert response.status_code == 400
    assert [e["field"] for e in response.get_json()["errors"]] == [field]
    assert summary(client, play)["seq"] == 1


@pytest.mark.parametrize("for_turn", [None, {}, {"seat": None, "round": None},
                                      {"seat": 0}, {"round": 1}, {"seat": 0, "round": 1}])
def test_a_for_turn_that_names_the_turn_now_or_nothing_is_recorded(client, for_turn):
    play, _ = started(client, "ankhor")
    response = api(client, play, {"after": 1, "kind": "take_tokens", "data": {},
                                  "for_turn": for_turn})
    assert response.status_code == 200 and response.get_json()["seq"] == 2


def test_the_tracker_form_says_whose_turn_it_is_for_and_a_stale_one_is_refused(client):
    """A form left open while the play moved on, sent again with the latest event number
    (as a phone's "record it now" does): refused naming its player, as by the API."""
    play, state = started(client, "ankhor")
    page = client.get(f"/plays/{play}/track").get_data(as_text=True)
    assert 'name="for_turn.seat" value="0"' in page and 'name="for_turn.round" value="1"' in page
    api(client, play, {"after": 1, "kind": "take_tokens"})      # Ana's turn is over
    response = post_form(client, play, "act", "track", {
        "after": "2", "kind": "take_tokens", "for_turn.seat": "0", "for_turn.round": "1"})
    assert "That action was for Ana, and it is Ben's turn now." in shown(client, response)
    assert summary(client, play)["seq"] == 2


@pytest.mark.parametrize("field", ["after", "f:ankhs", "for_turn.seat", "for_turn.round"])
@pytest.mark.parametrize("typed", ["9" * 5000, "²", "1e3"])
def test_a_form_number_no_int_can_read_is_a_field_error(client, field, typed):
    """int() refuses 5,000 digits and "²" (which str.isdigit takes): a 400, never a 500."""
    play, _ = started(client, "ankhor")
    form = {"after": "1", "kind": "take_tokens", field: typed}
    response = post_form(client, play, "act", "track", form)
    assert response.status_code == 400
    assert summary(client, play)["seq"] == 1


# --- one call, every handler -------------------------------------------------------------

def test_every_form_and_api_handler_reaches_record_once_and_only_formats(client, outcomes):
    play = start_play(client, NAMES)
    steps = [
        lambda: post_form(client, play, "setup/tick", "setup",
                          {"after": "0", "step": "0", "done": "yes"}),
        lambda: post_form(client, play, "first-play", "setup", {"after": "1", "on": "yes"}),
        lambda: post_form(client, play, "first-player", "setup", {"after": "2", "seat": "0"}),
        lambda: post_form(client, play, "act", "track", {"after": "3", "kind": "take_tokens",
                                                         "f:ankhs": "1"}),
        lambda: api(client, play, {"after": 4, "kind": "buy_tile", "data": {"scribe": True},
                                   "action_id": "phone-1", "for_turn": {"seat": 1,
                                                                        "round": 1}}),
        lambda: api(client, play, {"after": 4, "kind": "buy_tile", "data": {"scribe": True},
                                   "action_id": "phone-1"}),          # the same, again
        lambda: post_form(client, play, "undo", "track", {"after": "5"}),
        lambda: api(client, play, {"after": 6}, "undo"),
        lambda: post_form(client, play, "to-scoring", "track", {"after": "7"}),
        lambda: post_form(client, play, "score/0", "score/0", {
            "after": "8", "entry": json.dumps(GAMES["ankhor"].example_entry())}),
    ]
    for number, step in enumerate(steps):
        response = step()
        assert response.status_code in (200, 302), (number, response.get_data(as_text=True))
        assert len(outcomes) == number + 1
    assert [type(o) for o in outcomes] == [Recorded] * 5 + [AlreadyRecorded] + [Recorded] * 4
    assert [o.seq for o in outcomes] == [1, 2, 3, 4, 5, 5, 6, 7, 8, 9]


WEB = Path(companion.record.__file__).parent / "web"
CHECKS = {"clashes", "touches", "check_turn_of", "for_turn_of", "typed_data", "write_event",
          "append_event", "undo", "recorded_as", "already_recorded", "read_score_entry",
          "convert", "normalize", "unknown_fields"}


def test_the_web_layer_holds_no_check_of_an_action():
    """Structurally: no web module imports what checks or writes an action; they read the
    request and format `record`'s outcome."""
    found = set()
    for path in WEB.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(
                    ("companion.plays", "companion.record", "companion.games.fields")):
                found |= {(path.name, a.name) for a in node.names if a.name in CHECKS}
    assert found == set()


# --- a play removed while a phone sends ---------------------------------------------------

@pytest.fixture
def removed_when_written(app, tmp_path, monkeypatch):
    """Arms a restore of a backup made before the play: the next write transaction the app
    begins finds the play gone (restored away while the phone was sending)."""
    import sqlite_utils

    from companion.backup import restore
    empty = write_backup(app.config["DATABASE"], str(tmp_path / "before.sqlite"))
    real = sqlite_utils.Database.execute
    armed = []

    def execute(self, sql, *args, **kwargs):
        if armed and sql == "BEGIN IMMEDIATE":
            armed.clear()
            restore(str(empty), app.config["DATABASE"])
        return real(self, sql, *args, **kwargs)
    monkeypatch.setattr(sqlite_utils.Database, "execute", execute)
    monkeypatch.setitem(app.config, "OTHER_PROGRAMS_SEEN_WITHIN", 0.0)
    return lambda: armed.append(True)


@pytest.mark.parametrize("path, page, form", [
    ("act", "track", {"after": "1", "kind": "take_tokens"}),
    ("undo", "track", {"after": "1"}),
    ("to-scoring", "track", {"after": "1"}),
    ("first-play", "track", {"after": "1", "on": "yes"}),
    ("api:events", None, {"after": 1, "kind": "take_tokens"}),
    ("api:undo", None, {"after": 1}),
])
def test_a_play_removed_while_a_phone_sends_is_404(client, removed_when_written, path, page,
                                                   form):
    play, _ = started(client, "ankhor")
    if page:
        token = csrf_token(client, f"/plays/{play}/{page}")
    removed_when_written()
    if path.startswith("api:"):
        response = api(client, play, form, path[4:])
        assert response.status_code == 404
        assert response.get_json()["errors"][0]["message"] == "No such play."
    else:
        response = client.post(f"/plays/{play}/{path}", data={"csrf_token": token, **form})
        assert response.status_code == 404
        assert "No such play." in response.get_data(as_text=True)
    assert client.get(f"/api/plays/{play}").status_code == 404


def test_a_score_saved_for_a_play_removed_meanwhile_is_404(client, removed_when_written):
    play, state = at_scoring(client, "ankhor")
    token = csrf_token(client, f"/plays/{play}/score/0")
    removed_when_written()
    response = client.post(f"/plays/{play}/score/0", data={
        "csrf_token": token, "after": str(state["seq"]),
        "entry": json.dumps(GAMES["ankhor"].example_entry())})
    assert response.status_code == 404


def test_record_says_no_such_play(app):
    from companion.db import get_db
    with app.app_context():
        outcome = companion.record.record(get_db(), "x" * 16, companion.record.Sent(0, "undo"))
    assert outcome == NoSuchPlay("x" * 16)
