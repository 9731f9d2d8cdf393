"""Plays that come in from a file (an import, a restore), checked as strictly as a typed
entry: the players by the table's own rules and the one text rule, every time a time,
every event replayed through its game, and what the server derives (status, winners,
results and their totals) computed again, never taken from the file.

`recheck(db)` does it on a private copy (an import's staging database, a restore's copy):
the problems found (the first few, each naming the play and the field), or none, and
then the copy's derived columns rewritten. The caller refuses the whole file on any
problem, so the group's database is never touched by a wrong one.
"""
import json
import re
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlite_utils import Database

from companion import settings as group_settings
from companion.db import select
from companion.games import GAMES
from companion.names import text_problem, tidy_name
from companion.plays import PlayState, follow_settings, replay, result_rows, table_errors
from companion.search import QUESTION_MAX

MAX_PROBLEMS = 5
PLAY_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
# Times a companion can have written: not before 2000 (no play of ours is older), not after
# now by more than a clock set a day wrong (the times are the server's, in UTC); "before"
# between two of a play's times allows a clock put back a few minutes between them.
EARLIEST = datetime(2000, 1, 1, tzinfo=UTC)
CLOCK_AHEAD = timedelta(days=1)
CLOCK_BACK = timedelta(minutes=5)


class Problems(list):
    """Problems in words, up to MAX_PROBLEMS."""

    def add(self, text: str) -> None:
        if len(self) < MAX_PROBLEMS:
            self.append(text)

    @property
    def full(self) -> bool:
        return len(self) >= MAX_PROBLEMS


def is_time(value: Any) -> bool:
    if not isinstance(value, str):
        return False
    try:
        datetime.fromisoformat(value)
    except ValueError:
        return False
    return True


def moment(value: str) -> datetime:
    """A time that passed is_time, comparable with any other (a time without its offset
    is the server's UTC)."""
    found = datetime.fromisoformat(value)
    return found if found.tzinfo else found.replace(tzinfo=UTC)


def is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def json_value(text: Any) -> Any:
    """The JSON in a text column; a ValueError when it is none."""
    if not isinstance(text, str):
        raise ValueError("not text")
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError("nested too deeply") from None


def recheck(db: Database) -> list[str]:
    """Every play, setting and unanswered question of `db` checked; when all pass, each
    play's derived columns and results are rewritten from its replay (one transaction)."""
    problems = Problems()
    states: list[tuple[dict, PlayState]] = []
    events_of: dict[str, list[dict]] = {}
    for event in select(db, "SELECT * FROM events ORDER BY play_id, seq"):
        events_of.setdefault(event["play_id"], []).append(event)
    known = set()
    for number, row in enumerate(select(db, "SELECT * FROM plays ORDER BY rowid"), 1):
        known.add(row["id"])
        where = f"Play {number} ({str(row['id'])[:20]})"
        state = _checked_play(db, row, events_of.get(row["id"], []), where, problems)
        if state is not None:
            states.append((row, state))
        if problems.full:
            return problems
    for play_id in sorted(set(events_of) - known, key=str)[:1]:
        problems.add(f"Events of a play that is not in the file ({str(play_id)[:20]}).")
    _check_settings(db, problems)
    _check_unanswered(db, problems)
    if not problems:
        _rewrite(db, states)
    return problems


def _checked_play(db: Database, row: dict, events: list[dict], where: str,
                  problems: Problems) -> PlayState | None:
    before = len(problems)
    if not isinstance(row["id"], str) or not PLAY_ID.fullmatch(row["id"]):
        problems.add(f"{where}: the id must be 1 to 64 letters, digits, - or _.")
    game = GAMES.get(row["game"]) if isinstance(row["game"], str) else None
    if game is None:
        problems.add(f"{where}: no game is called {row['game']!r}.")
        return None
    players = _players(row, where, problems)
    if players is not None:
        errors = table_errors(game, players)
        if errors:
            problems.add(f"{where}, {errors[0].field}: {errors[0].message}")
    for column in ("created", "finished", "deleted"):
        if (row.get(column) is not None or column == "created") and not is_time(row.get(column)):
            problems.add(f"{where}: {column} must be a date and time (ISO 8601), not "
                         f"{str(row.get(column))[:40]!r}.")
    if not is_count(row["version"]):
        problems.add(f"{where}: version must be a whole number from 0.")
    try:
        winners = json_value(row["winners"])
    except ValueError:
        winners = None
    if not isinstance(winners, list) or not all(isinstance(w, str) for w in winners):
        problems.add(f"{where}: winners must be a JSON list of names.")
    _check_events(events, where, problems)
    if len(problems) == before:
        _check_dates(row, events, where, problems)
    _check_results(db, row["id"], where, problems)
    if len(problems) > before:
        return None
    return _replayed(db, game, dict(row, players=json.dumps(players)), events, where, problems)


def _players(row: dict, where: str, problems: Problems) -> list[dict] | None:
    try:
        players = json_value(row["players"])
    except ValueError:
        players = None
    if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
        problems.add(f"{where}: players must be a JSON list of {{name, color}}.")
        return None
    unknown = {key for p in players for key in p} - {"name", "color"}
    if unknown:
        problems.add(f"{where}: a player has unknown field(s) {', '.join(sorted(unknown))}.")
        return None
    return [dict(p, name=tidy_name(p["name"])) if isinstance(p.get("name"), str)
            and not text_problem(p["name"]) else p for p in players]


def _check_events(events: list[dict], where: str, problems: Problems) -> None:
    for number, event in enumerate(events, 1):
        at = f"{where}, event {number}"
        if event["seq"] != number or isinstance(event["seq"], bool):
            problems.add(f"{at}: events are numbered 1, 2, 3… in order (found "
                         f"{str(event['seq'])[:20]!r}).")
            return
        if not isinstance(event["kind"], str) or not event["kind"] or text_problem(
                event["kind"]):
            problems.add(f"{at}: the kind must be a name.")
            return
        try:
            data = json_value(event["data"])
        except ValueError:
            data = None
        if not isinstance(data, dict):
            problems.add(f"{at}: data must be a JSON object.")
            return
        if not is_time(event["created"]):
            problems.add(f"{at}: created must be a date and time (ISO 8601).")
            return


def _check_dates(row: dict, events: list[dict], where: str, problems: Problems) -> None:
    """Times no play can have: in the future, before 2000, the play finished or deleted
    before it was created, an event before the play or before the event it follows. The
    first such time of the play is named."""
    latest = datetime.now(UTC) + CLOCK_AHEAD
    created = moment(row["created"])
    times = [(column, row[column]) for column in ("created", "finished", "deleted")
             if row.get(column) is not None]
    times += [(f"event {number}", event["created"]) for number, event in enumerate(events, 1)]
    for what, value in times:
        when = moment(value)
        if when > latest:
            problems.add(f"{where}: {what} is in the future ({value}).")
            return
        if when < EARLIEST:
            problems.add(f"{where}: {what} is before 2000 ({value}): no companion recorded "
                         "it.")
            return
    for what, value in times[1:]:
        if moment(value) < created - CLOCK_BACK:
            problems.add(f"{where}: {what} ({value}) is before the play was created "
                         f"({row['created']}).")
            return
    for number, (event, previous) in enumerate(zip(events[1:], events, strict=False), 2):
        if moment(event["created"]) < moment(previous["created"]) - CLOCK_BACK:
            problems.add(f"{where}: event {number} ({event['created']}) is before event "
                         f"{number - 1} ({previous['created']}), which it follows.")
            return


def _check_results(db: Database, play_id: str, where: str, problems: Problems) -> None:
    """Results are computed again from the events; the file's are only checked for shape."""
    for row in select(db, "SELECT * FROM results WHERE play_id = ?", [play_id]):
        if not all(is_count(row[c]) for c in ("seat", "total", "rank")) or not isinstance(
                row["name"], str):
            problems.add(f"{where}, results: seat, total and rank are whole numbers and the "
                         "name a text.")
            return


def _replayed(db: Database, game, row: dict, events: list[dict], where: str,
              problems: Problems) -> PlayState | None:
    """The play replayed as the server will replay it (scored with the settings the
    file brings), and shown as its pages will."""
    try:
        state = replay(game, row, events)
        follow_settings(state, group_settings.load(db, game))
        for happening in state.history:
            str(happening.text)
        if state.phase == "playing":
            state.tracker()
        if state.ranking is not None:
            state.ranking.as_json(game.breakdown_labels)
    except Exception as exc:   # noqa: BLE001 - whatever a game says of garbage, it is refused
        problems.add(f"{where}: its events cannot be replayed by {game.name} "
                     f"({str(exc)[:120] or type(exc).__name__}).")
        return None
    return state


def _check_settings(db: Database, problems: Problems) -> None:
    rows = select(db, "SELECT * FROM settings ORDER BY game, key")
    by_game: dict[str, dict] = {}
    for number, row in enumerate(rows, 1):
        where = f"Settings row {number}"
        game = GAMES.get(row["game"]) if isinstance(row["game"], str) else None
        keys = {s.key for s in game.settings} if game else set()
        if row["key"] not in keys:
            problems.add(f"{where}: no game here has the setting {str(row['key'])[:40]!r}.")
            continue
        try:
            by_game.setdefault(game.slug, {})[row["key"]] = json_value(row["value"])
        except ValueError:
            problems.add(f"{where}: the value must be JSON.")
        if not is_time(row["updated"]):
            problems.add(f"{where}: updated must be a date and time (ISO 8601).")
    for slug, values in by_game.items():
        try:
            group_settings.parse(GAMES[slug], values, from_form=False)
        except Exception as exc:   # noqa: BLE001 - InvalidInput, or a value of a wrong type
            problems.add(f"Settings of {GAMES[slug].name}: {str(exc)[:160]}")


def _check_unanswered(db: Database, problems: Problems) -> None:
    for number, row in enumerate(select(db, "SELECT * FROM unanswered ORDER BY rowid"), 1):
        question = row["question"]
        if (row["game"] not in GAMES or not isinstance(question, str) or not question.strip()
                or len(question) > QUESTION_MAX or text_problem(question)
                or not is_time(row["asked"])):
            problems.add(f"Unanswered question {number}: a game of ours, a question of 1 to "
                         f"{QUESTION_MAX} characters without control characters, and when.")
            return


def _rewrite(db: Database, states: list[tuple[dict, PlayState]]) -> None:
    """What the server derives, from each replay (as plays._store_summary writes it); a
    value the file had right is left as written."""
    db.execute("BEGIN")
    try:
        for row, state in states:
            _rewrite_play(db, row, state)
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def _rewrite_play(db: Database, row: dict, state: PlayState) -> None:
    winners = state.ranking.winners if state.ranking else []
    finished = None
    if state.phase == "finished":
        finished = row["finished"] or db.execute(
            "SELECT max(created) FROM events WHERE play_id = ?", [row["id"]]).fetchone()[0]
    players = row["players"] if json.loads(row["players"]) == state.players else json.dumps(
        state.players)
    db.execute("UPDATE plays SET players = ?, status = ?, last_seq = ?, winners = ?, "
               "finished = ? WHERE id = ?",
               [players, state.phase, state.seq,
                row["winners"] if json.loads(row["winners"]) == winners else json.dumps(winners),
                finished, row["id"]])
    results = sorted(result_rows(replace(state, id=row["id"])), key=lambda r: r[1])
    found = [tuple(r) for r in db.execute("SELECT play_id, seat, name, total, rank, breakdown "
                                          "FROM results WHERE play_id = ? ORDER BY seat",
                                          [row["id"]])]
    if results != found:
        db.execute("DELETE FROM results WHERE play_id = ?", [row["id"]])
        db.conn.executemany("INSERT INTO results (play_id, seat, name, total, rank, breakdown) "
                            "VALUES (?, ?, ?, ?, ?, ?)", results)


# A lone surrogate is kept in the JSON of a play as its escape (json.dumps writes "\ud800"),
# so it can be found by these, and a page showing it could never be written as UTF-8.
SURROGATE_ESCAPES = [f"%\\u{high}%" for high in ("d8", "d9", "da", "db", "dc", "dd", "de",
                                                 "df")]


def repair_unwritable_names(db: Database) -> int:
    """Names kept before the text rule that hold a lone surrogate (one such name made
    every page showing it answer 500, for good) get U+FFFD in its place, and the play a
    new version; how many plays. Run at start-up."""
    where = " OR ".join(["players LIKE ?"] * len(SURROGATE_ESCAPES))
    rows = select(db, f"SELECT id, players, winners FROM plays WHERE {where}",
                  SURROGATE_ESCAPES)
    fixed = []
    for row in rows:
        players, winners = json.loads(row["players"]), json.loads(row["winners"])
        mended = [dict(p, name=writable_text(p["name"])) if isinstance(p, dict) and isinstance(
            p.get("name"), str) else p for p in players]
        if mended != players:
            fixed.append((json.dumps(mended), json.dumps(
                [writable_text(w) if isinstance(w, str) else w for w in winners]), row["id"]))
    if fixed:
        db.execute("BEGIN IMMEDIATE")
        try:
            db.conn.executemany("UPDATE plays SET players = ?, winners = ?, "
                                "version = version + 1 WHERE id = ?", fixed)
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
    return len(fixed)


def writable_text(text: str) -> str:
    """`text` with each lone surrogate made U+FFFD (a pair is a character: json.loads joins
    it, so any surrogate left in a str is alone)."""
    if is_utf8(text):
        return text
    return "".join("\ufffd" if 0xD800 <= ord(c) <= 0xDFFF else c for c in text)


def is_utf8(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True
