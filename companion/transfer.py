"""Exports of every play (JSON, lossless; CSV; BG Stats) and the import of a JSON export.

Everything is read from the tables (plays, events, results, settings, unanswered) with
every column as stored, so the JSON export stays lossless whatever the event model
becomes. An import goes through a private in-memory database first: built at the
export's schema version, filled, upgraded by the same ladder as any database, and only
then merged, so a file that is wrong anywhere changes nothing.
"""
import csv
import io
import json
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, NamedTuple
from urllib.parse import quote

from sqlite_utils import Database

from companion import i18n
from companion.db import connect, latest_version, schema_version, upgrade
from companion.games import GAMES
from companion.i18n import Msg
from companion.incoming import is_utf8, recheck
from companion.names import name_key
from companion.plays import COLOR_NAMES
from companion.rescoring import rescore

FORMAT = "companion-export"
PLAY_TABLES = {"events": "seq", "results": "seat"}          # a play's rows, in order
SHARED_TABLES = {"settings": "game, key", "unanswered": "rowid"}
# The CSV's header, in the language of the export (in English, the names scripts read).
CSV_COLUMNS = (
    # Translators: the header of a column of the CSV export (a spreadsheet's first row):
    # the play's id. Short, lower case, like the others below.
    Msg("play"),
    Msg("game"),
    # Translators: a CSV column: when the play was started
    Msg("started"),
    # Translators: a CSV column: when the play was finished
    Msg("finished"),
    Msg("status"),
    # Translators: a CSV column: the player's seat number, 1 for the first seat
    Msg("seat"),
    Msg("player"),
    Msg("color"),
    # Translators: a CSV column: whether this player was the start player (yes/no)
    Msg("start_player"),
    Msg("score"),
    # Translators: a CSV column: the player's place in the results (1 for first)
    Msg("rank"),
    # Translators: a CSV column: whether this player won (yes/no)
    Msg("winner"))
# Its values: in English as they always were (scripts read them), each a catalogue text.
CSV_STATUS = {"setup": Msg("setup"), "playing": Msg("playing"), "scoring": Msg("scoring"),
              "finished": Msg("finished")}
# Translators: a yes/no cell of the CSV export: the word a spreadsheet in your language
# reads as the logical value TRUE (Spanish VERDADERO, French VRAI), in lower case
CSV_TRUE = Msg("true")
# Translators: as "true": the word a spreadsheet reads as FALSE (FALSO, FAUX)
CSV_FALSE = Msg("false")
# A spreadsheet in a language that writes decimals with a comma (Spanish, French) splits a
# CSV's columns at semicolons, its list separator: a comma would put a row in one cell.
CSV_SEPARATORS = {"es": ";", "fr": ";"}
BGSTATS_SOURCE = "companion"


class TransferError(ValueError):
    """An import file that cannot be used; the message says where and why."""


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _rows(db: Database, sql: str, params: list | None = None) -> list[dict]:
    return [dict(row) for row in db.query(sql, params or [])]


def _by_play(db: Database, table: str, order: str) -> dict[str, list[dict]]:
    grouped: dict[str, list[dict]] = {}
    for row in _rows(db, f"SELECT * FROM {table} ORDER BY play_id, {order}"):
        grouped.setdefault(row.pop("play_id"), []).append(row)
    return grouped


def _plays(db: Database, where: str = "", params: list | None = None) -> list[dict]:
    return _rows(db, f"SELECT * FROM plays {where} ORDER BY created, rowid", params)


IN_HISTORY = "WHERE deleted IS NULL"    # the CSV and BG Stats leave deleted plays out


# --- JSON ------------------------------------------------------------------------------

def export_data(db: Database) -> dict:
    """Every play with its events and results, the settings and unanswered questions."""
    plays = _plays(db)
    children = {table: _by_play(db, table, order) for table, order in PLAY_TABLES.items()}
    for play in plays:
        for table in PLAY_TABLES:
            play[table] = children[table].get(play["id"], [])
    shared = {table: _rows(db, f"SELECT * FROM {table} ORDER BY {order}")
              for table, order in SHARED_TABLES.items()}
    return {"format": FORMAT, "schema_version": schema_version(db), "exported": now(),
            "plays": plays, **shared}


def export_json(db: Database) -> str:
    return json.dumps(export_data(db), ensure_ascii=False, indent=1) + "\n"


@dataclass
class ImportReport:
    added: int = 0             # plays new to this database
    skipped: int = 0           # plays already here (same id): left as they are
    settings_added: int = 0
    settings_kept: int = 0     # settings this database already had with another value

    def summary(self) -> str:
        text = (f"{self.added} play{'s' * (self.added != 1)} added, {self.skipped} already "
                f"here; {self.settings_added} setting{'s' * (self.settings_added != 1)} added")
        if self.settings_kept:
            text += f", {self.settings_kept} kept as this database has them"
        return text + "."


def read_export(text: str | bytes) -> dict:
    """The parsed export; TransferError if the file is not one this version can read."""
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError) as exc:
        raise TransferError(f"The file is not JSON ({exc}).") from exc
    except RecursionError:
        raise TransferError("The file is not an export: its JSON is nested too deeply."
                            ) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise TransferError("The file is not a companion export (no \"format\": "
                            f"\"{FORMAT}\").")
    version = data.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise TransferError("The export has no valid schema_version.")
    if version > latest_version():
        raise TransferError(f"The export was made by a newer companion (schema version "
                            f"{version}; this one knows up to {latest_version()}).")
    for key in ("plays", *SHARED_TABLES):
        if not isinstance(data.get(key, []), list):
            raise TransferError(f"\"{key}\" must be a list.")
    return data


def _insert(db: Database, table: str, row: Any, where: str) -> None:
    if not isinstance(row, dict):
        raise TransferError(f"{where}: each row must be an object.")
    columns = db[table].columns_dict
    unknown = sorted(set(row) - set(columns))
    if unknown:
        raise TransferError(f"{where}: unknown field(s) {', '.join(unknown)}.")
    if any(isinstance(v, dict | list) for v in row.values()):
        raise TransferError(f"{where}: values must be text, numbers or null.")
    if any(isinstance(v, str) and not is_utf8(v) for v in row.values()):
        raise TransferError(f"{where}: a text holds a lone surrogate, which no text can.")
    names = ", ".join(f"[{name}]" for name in row)
    try:
        db.execute(f"INSERT INTO [{table}] ({names}) VALUES ({', '.join('?' * len(row))})",
                   list(row.values()))
    except sqlite3.Error as exc:
        raise TransferError(f"{where}: {exc}.") from exc


def _staged(data: dict) -> Database:
    """The export's rows in an in-memory database at its schema version, then upgraded."""
    staging = connect(":memory:")
    try:
        upgrade(staging, data["schema_version"])
        staging.execute("BEGIN")
        for number, play in enumerate(data.get("plays", []), 1):
            where = f"Play {number}"
            if not isinstance(play, dict):
                raise TransferError(f"{where}: each play must be an object.")
            if not isinstance(play.get("id"), str) or not play["id"]:
                raise TransferError(f"{where}: the id is missing.")
            _insert(staging, "plays", {k: v for k, v in play.items() if k not in PLAY_TABLES},
                    where)
            for table in PLAY_TABLES:
                rows = play.get(table, [])
                if not isinstance(rows, list):
                    raise TransferError(f"{where}: \"{table}\" must be a list.")
                for row in rows:
                    _insert(staging, table, dict(row, play_id=play.get("id"))
                            if isinstance(row, dict) else row, f"{where}, {table}")
        for table in SHARED_TABLES:
            for number, row in enumerate(data.get(table, []), 1):
                _insert(staging, table, row, f"{table.capitalize()} row {number}")
        staging.execute("COMMIT")
        upgrade(staging)
        problems = recheck(staging)
        if problems:
            raise TransferError("Nothing was imported: " + " ".join(problems))
    except BaseException:
        staging.conn.close()
        raise
    return staging


def _copy(db: Database, table: str, row: dict) -> None:
    names = ", ".join(f"[{name}]" for name in row)
    db.execute(f"INSERT INTO [{table}] ({names}) VALUES ({', '.join('?' * len(row))})",
               list(row.values()))


def _merge(source: Database, db: Database) -> ImportReport:
    report = ImportReport()
    added: dict[str, list[str]] = {}     # the plays this import adds, by game
    new_settings: set[str] = set()      # the games it brings settings for
    present = {row["id"] for row in db.query("SELECT id FROM plays")}
    for play in _rows(source, "SELECT * FROM plays ORDER BY rowid"):
        if play["id"] in present:
            report.skipped += 1
            continue
        _copy(db, "plays", play)
        added.setdefault(play["game"], []).append(play["id"])
        for table, order in PLAY_TABLES.items():
            for row in _rows(source, f"SELECT * FROM {table} WHERE play_id = ? ORDER BY "
                                     f"{order}", [play["id"]]):
                _copy(db, table, row)
        report.added += 1
    for row in _rows(source, "SELECT * FROM settings ORDER BY game, key"):
        here = _rows(db, "SELECT value FROM settings WHERE game = ? AND key = ?",
                     [row["game"], row["key"]])
        if not here:
            _copy(db, "settings", row)
            new_settings.add(row["game"])
            report.settings_added += 1
        elif here[0]["value"] != row["value"]:
            report.settings_kept += 1
    for row in _rows(source, "SELECT * FROM unanswered ORDER BY rowid"):
        if not _rows(db, "SELECT 1 FROM unanswered WHERE game = ? AND question = ? AND "
                         "asked = ?", [row["game"], row["question"], row["asked"]]):
            _copy(db, "unanswered", row)
    # The plays came scored with the file's settings: scored again with this database's.
    # A setting the file adds changes the results of the plays already here too.
    for slug, plays in sorted(added.items()):
        rescore(db, slug, plays, new_version=False)
    for slug in sorted(new_settings):
        rescore(db, slug, [row["id"] for row in db.query(
            "SELECT id FROM plays WHERE game = ?", [slug]) if row["id"] in present])
    return report


def import_json(db: Database, text: str | bytes) -> ImportReport:
    """Add the export's plays that this database lacks, all in one transaction."""
    staging = _staged(read_export(text))
    try:
        db.execute("BEGIN IMMEDIATE")
        try:
            report = _merge(staging, db)
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
    finally:
        staging.conn.close()
    return report


# --- CSV and BG Stats --------------------------------------------------------------------

def _of_plays(db: Database, sql: str, ids: list[str] | None) -> list[dict]:
    """The rows of `sql` ({} is where an "AND play_id IN (...)" goes) of the plays `ids`
    (every play if None)."""
    if ids is None:
        return _rows(db, sql.format(""))
    return _rows(db, sql.format(f"AND play_id IN ({', '.join('?' * len(ids))})"), ids)


def _starts(db: Database, ids: list[str] | None = None) -> dict[str, tuple[int, str]]:
    """Per play: the first player's seat and when the game started (the first-player event
    not taken back, as the play's replay has it; the seat it stores is the game's
    start_seat). A play back in setup has none (see the callers).
    """
    starts = {}
    for row in _of_plays(db, "SELECT play_id, data, created FROM events AS e WHERE kind = "
                             "'first_player' AND NOT EXISTS (SELECT 1 FROM events AS u "
                             "WHERE u.play_id = e.play_id AND u.kind = 'undo' AND "
                             "json_extract(u.data, '$.seq') = e.seq) {} "
                             "ORDER BY play_id, seq", ids):
        try:
            seat = json.loads(row["data"]).get("seat")
        except (ValueError, AttributeError):
            continue
        if isinstance(seat, int) and not isinstance(seat, bool):
            starts[row["play_id"]] = (seat, row["created"])
    return starts


def _results(db: Database, ids: list[str] | None = None) -> dict[str, dict[int, dict]]:
    grouped: dict[str, dict[int, dict]] = {}
    for row in _of_plays(db, "SELECT * FROM results WHERE 1 {}", ids):
        grouped.setdefault(row["play_id"], {})[row["seat"]] = row
    return grouped


def game_name(slug: str) -> str:
    return GAMES[slug].name if slug in GAMES else slug


def spreadsheet_cell(value: Any) -> str | int:
    """One CSV cell: numbers as numbers, yes/no as true/false (in the language of the
    moment), nothing as empty, and text a spreadsheet would run as a formula (=, +, -, @,
    a tab or a return first) kept as text. Every cell of the CSV goes through it, whatever
    column it is in."""
    if isinstance(value, bool):
        return str(CSV_TRUE if value else CSV_FALSE)
    if isinstance(value, int):
        return value
    text = "" if value is None else str(value)
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def local_time(stamp: str | None) -> str | None:
    """A stored UTC time as the server's local time with its offset, as a spreadsheet
    reads it ("2026-12-05 11:51:37+01:00": RFC 3339 with a space); the server sits with
    the group. A text that is no time stays as it is."""
    try:
        when = datetime.fromisoformat(stamp) if stamp else None
    except ValueError:
        return stamp
    return when.astimezone().isoformat(sep=" ", timespec="seconds") if when else stamp


def export_csv(db: Database, lang: str = i18n.DEFAULT) -> str:
    """One row per player per play, seats from 1 in the play's seat order; the header,
    the status, the colours and yes/no in `lang`, with its spreadsheets' separator."""
    with i18n.speaking(lang):
        return _csv(db, CSV_SEPARATORS.get(lang, ","))


def _csv(db: Database, separator: str) -> str:
    out = io.StringIO()
    writer = csv.writer(out, delimiter=separator)
    writer.writerow([str(column) for column in CSV_COLUMNS])
    starts, results = _starts(db), _results(db)
    for play in _plays(db, IN_HISTORY):
        in_setup = play["status"] == "setup"
        start_seat = None if in_setup else starts.get(play["id"], (None, None))[0]
        winners = set(json.loads(play["winners"]))
        status = CSV_STATUS.get(play["status"], play["status"])
        for seat, player in enumerate(json.loads(play["players"])):
            result = results.get(play["id"], {}).get(seat)
            color = COLOR_NAMES.get(player.get("color"), player.get("color"))
            writer.writerow([spreadsheet_cell(value) for value in (
                play["id"], game_name(play["game"]), local_time(play["created"]),
                local_time(play["finished"]), status, seat + 1, player.get("name"), color,
                seat == start_seat, result["total"] if result else None,
                result["rank"] if result else None,
                bool(result) and player.get("name") in winners)])
    return out.getvalue()


def _bgstats_date(stamp: str) -> str:
    """BG Stats takes UTC as "YYYY-MM-DD HH:MM:SS"."""
    return datetime.fromisoformat(stamp).astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S")


def _minutes(start: str, end: str) -> int:
    seconds = (datetime.fromisoformat(end) - datetime.fromisoformat(start)).total_seconds()
    return max(0, round(seconds / 60))


def bgstats_plays(db: Database, play_id: str | None = None, limit: int | None = None
                  ) -> list[dict]:
    """Every finished play (or the one `play_id` names; the `limit` latest) as BG Stats'
    documented play data (what its "push plays" link, BGSTATS_LINK, carries), newest last.

    Only the documented fields: sourceName, sourcePlayId, playDate, durationMin, game
    {name, sourceGameId, bggId where a source gives the game's, highestWins, noPoints} and
    players {name, sourcePlayerId, score, winner, startPlayer, rank}. A player's
    sourcePlayerId is the name's player key, so BG Stats matches the same person across
    plays. No location or comments: companion knows neither.
    """
    where = IN_HISTORY + " AND status = 'finished'"
    if play_id:
        rows = _plays(db, where + " AND id = ?", [play_id])
    elif limit:
        rows = _rows(db, f"SELECT * FROM (SELECT *, rowid AS r FROM plays {where} ORDER BY "
                         "created DESC, rowid DESC LIMIT ?) ORDER BY created, r", [limit])
    else:
        rows = _plays(db, where)
    ids = [row["id"] for row in rows] if play_id or limit else None
    starts, results = _starts(db, ids), _results(db, ids)
    plays = []
    for play in rows:
        play.pop("r", None)
        players, scores = json.loads(play["players"]), results.get(play["id"], {})
        if any(seat not in scores for seat in range(len(players))):
            continue  # no scores to send
        start_seat, started = starts.get(play["id"], (None, play["created"]))
        winners = set(json.loads(play["winners"]))
        entry = {"sourceName": BGSTATS_SOURCE, "sourcePlayId": play["id"],
                 "playDate": _bgstats_date(started)}
        if play["finished"]:
            entry["durationMin"] = _minutes(started, play["finished"])
        game = GAMES.get(play["game"])
        entry["game"] = {"name": game_name(play["game"]), "sourceGameId": play["game"],
                         **({"bggId": game.bgg_id} if game and game.bgg_id else {}),
                         "highestWins": True, "noPoints": False}
        entry["players"] = [
            {"name": player["name"], "sourcePlayerId": name_key(player["name"]),
             "score": scores[seat]["total"], "winner": player["name"] in winners,
             "startPlayer": seat == start_seat, "rank": scores[seat]["rank"]}
            for seat, player in enumerate(players)]
        plays.append(entry)
    return plays


# BG Stats documents this https form first ("Push plays to BG Stats from other apps or
# websites"): on a phone with BG Stats it opens the app; elsewhere it opens BG Stats' own
# page in the browser, where its bgstats:// twin did nothing at all.
BGSTATS_LINK = "https://app.bgstatsapp.com/createPlay.html?data="


def bgstats_link(entry: dict) -> str:
    """The link BG Stats documents for one play: its data as URL-encoded JSON."""
    return BGSTATS_LINK + quote(json.dumps(entry, ensure_ascii=False, separators=(",", ":")),
                                safe="")


def bgstats_link_of(db: Database, play_id: str) -> str | None:
    """The BG Stats link of one finished play in the history; None for any other."""
    found = bgstats_plays(db, play_id)
    return bgstats_link(found[0]) if found else None


def export_bgstats(db: Database) -> str:
    """Every finished play's BG Stats play data, the data of its link, in one JSON list: for
    a script of the group's own. BG Stats imports no such file (it takes a play through
    its link, or its own files and backups), and the download's name and text say so."""
    return json.dumps(bgstats_plays(db), ensure_ascii=False, indent=1) + "\n"


class Export(NamedTuple):
    make: Callable[[Database, str], str]    # (database, language) -> text
    suffix: str        # of the file name
    mimetype: str
    # utf-8-sig for the CSV: a spreadsheet opened on a CSV (Excel above all) reads it in
    # the computer's old code page unless the file begins with UTF-8's byte-order mark,
    # and "Zoë" comes out as "ZoÃ«".
    encoding: str


EXPORTS = {
    "json": Export(lambda db, lang: export_json(db), "json", "application/json", "utf-8"),
    "csv": Export(export_csv, "csv", "text/csv", "utf-8-sig"),
    "bgstats": Export(lambda db, lang: export_bgstats(db), "bgstats-play-data.json",
                      "application/json", "utf-8"),
}
