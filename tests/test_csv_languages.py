"""The CSV export in the group's language (issue 34, point 12): its header and words in
the page's language, the separator a spreadsheet in that language splits columns at, times
in the server's local time with their offset, and UTF-8's mark so spreadsheets read it."""
import csv
import io
import time

import pytest
from click.testing import CliRunner

from companion.cli import cli
from companion.db import get_db
from tests.conftest import start_play
from tests.test_bgstats import played_to_the_end

HEADERS = {
    "en": ["play", "game", "started", "finished", "status", "seat", "player", "color",
           "start_player", "score", "rank", "winner"],
    "es": ["partida", "juego", "empezada", "terminada", "estado", "asiento", "jugador",
           "color", "jugador inicial", "puntuación", "puesto", "ganador"],
    "fr": ["partie", "jeu", "commencée", "terminée", "état", "place", "joueur", "couleur",
           "premier joueur", "score", "rang", "vainqueur"],
}
SEPARATORS = {"en": ",", "es": ";", "fr": ";"}
# (status, colour of seat 1, a yes, a no) of a finished play
WORDS = {"en": ("finished", "red", "true", "false"),
         "es": ("terminada", "rojo", "verdadero", "falso"),
         "fr": ("terminée", "rouge", "vrai", "faux")}


@pytest.fixture
def madrid(monkeypatch):
    """The server's clock in Madrid: UTC+1 in winter, UTC+2 in summer."""
    monkeypatch.setenv("TZ", "Europe/Madrid")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def rows(text: str, separator: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text), delimiter=separator))


def downloaded(client, lang: str) -> tuple[bytes, str]:
    response = client.get(f"/data/export/csv?lang={lang}")
    assert response.status_code == 200 and response.mimetype == "text/csv"
    assert response.headers["Content-Language"] == lang
    return response.data, response.data.decode("utf-8-sig")


@pytest.mark.parametrize("lang", HEADERS)
def test_the_csv_speaks_the_pages_language_with_its_spreadsheets_separator(app, client,
                                                                          lang):
    """Issue 34, point 12: "play,game,…,red,true" in English for every group, and a French
    or Spanish spreadsheet put every row in one column."""
    played_to_the_end(app, client, "ankhor")
    raw, text = downloaded(client, lang)
    table = rows(text, SEPARATORS[lang])
    assert table[0] == HEADERS[lang]
    assert all(len(row) == 12 for row in table)
    ana, ben = (dict(zip(HEADERS[lang], row, strict=True)) for row in table[1:])
    status, red, won, lost = WORDS[lang]
    column = dict(zip(HEADERS["en"], HEADERS[lang], strict=True))
    assert ana[column["status"]] == status and ana[column["color"]] == red
    assert ana[column["winner"]] == ben[column["winner"]] == won   # the same entries: a tie
    assert ana[column["start_player"]] == won and ben[column["start_player"]] == lost
    assert ana[column["player"]] == "Ana" and ana[column["game"]] == "Ankh'or"


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_a_name_holding_the_separator_stays_in_its_cell(client, lang):
    start_play(client, ("Ana; Bea", "Ben"))
    _, text = downloaded(client, lang)
    table = rows(text, ";")
    assert [row[6] for row in table[1:]] == ["Ana; Bea", "Ben"]


def test_the_csv_begins_with_utf8s_mark_so_a_spreadsheet_reads_accents(client):
    start_play(client, ("Zoë", "Émile"))
    raw, text = downloaded(client, "fr")
    assert raw.startswith(b"\xef\xbb\xbf")
    assert "Zoë" in text and "Émile" in text


def test_times_are_the_servers_local_times_with_their_offset(app, client, madrid):
    winter, summer = start_play(client), start_play(client, ("Cleo", "Dan"))
    with app.app_context():
        db = get_db()
        db.execute("UPDATE plays SET created = '2026-12-01T19:05:00+00:00' WHERE id = ?",
                   [winter])
        db.execute("UPDATE plays SET created = '2026-07-01T19:05:00+00:00' WHERE id = ?",
                   [summer])
    _, text = downloaded(client, "es")
    started = {row[6]: row[2] for row in rows(text, ";")[1:]}
    assert started["Ana"] == "2026-12-01 20:05:00+01:00"
    assert started["Cleo"] == "2026-07-01 21:05:00+02:00"


def test_the_command_line_writes_the_csv_in_the_language_asked(app, client, monkeypatch):
    played_to_the_end(app, client, "ankhor")
    monkeypatch.setenv("COMPANION_DATABASE", app.config["DATABASE"])
    runner = CliRunner()
    french = runner.invoke(cli, ["export", "--format", "csv", "--language", "fr", "-"])
    assert french.exit_code == 0, french.output
    assert rows(french.output, ";")[0] == HEADERS["fr"]
    english = runner.invoke(cli, ["export", "--format", "csv", "-"])
    assert rows(english.output, ",")[0] == HEADERS["en"]
