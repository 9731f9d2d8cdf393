"""The command line: help touches nothing; run, init-db, backup, restore, export, import."""
import csv
import io
import json
import re
import shutil
import sqlite3
from contextlib import closing

import pytest
from click.testing import CliRunner

from companion.backup import check_database
from companion.cli import cli
from companion.db import connect, latest_version, open_database
from tests.test_upgrade import FIXTURE, replayed, table_rows

COMMANDS = ["run", "init-db", "backup", "restore", "export", "import"]


@pytest.fixture
def folder(tmp_path, monkeypatch):
    """An empty folder holding the configured database and instance folder."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("COMPANION_DATABASE", str(home / "companion.sqlite"))
    monkeypatch.setenv("COMPANION_INSTANCE_PATH", str(home / "instance"))
    monkeypatch.delenv("COMPANION_ACCESS_CODE", raising=False)
    return home


@pytest.fixture
def database(folder):
    path = folder / "companion.sqlite"
    shutil.copyfile(FIXTURE, path)
    return path


def invoke(*args: str):
    return CliRunner().invoke(cli, list(args), prog_name="companion")


@pytest.mark.parametrize("args", [["--help"], ["-h"]] + [[c, "--help"] for c in COMMANDS])
def test_help_creates_no_database_no_folder_and_no_index(folder, args):
    result = invoke(*args)
    assert result.exit_code == 0 and "Usage: companion" in result.output
    assert list(folder.iterdir()) == []


def test_help_lists_every_command(folder):
    output = invoke("--help").output
    assert all(command in output for command in COMMANDS)


@pytest.fixture
def served(monkeypatch):
    """`run` without serving: and without the PDF worker's warm-up or the sentence model's
    background load, which would go on in this process while later tests run (numpy reads
    the model's weights with ast.literal_eval, and CPython 3.11's ast is not safe to use
    from two threads: werkzeug's route compiling in a later test then failed)."""
    calls = []

    def serve(app, host, port, threads, https_port=None, tls=None, ready=print):
        calls.append((app, {"host": host, "port": port, "threads": threads,
                            **({"https_port": https_port} if https_port else {})}))
        ready()
    monkeypatch.setattr("companion.serving.serve", serve)
    monkeypatch.setattr("companion.pdf_worker.warm_up_in_background",
                        lambda: calls.append(("warm up", {})))
    monkeypatch.setattr("companion.cli.few_malloc_arenas",
                        lambda: calls.append(("few arenas", {})))
    monkeypatch.setattr("companion.search.sentences.available", lambda: False)
    return calls


@pytest.mark.parametrize("args", [[], ["run"]])
def test_without_a_command_it_serves_on_every_interface(folder, served, args):
    result = invoke(*args)
    assert result.exit_code == 0, result.output
    # glibc's arenas limited before any thread starts; the PDF worker warms up meanwhile
    assert served[:2] == [("few arenas", {}), ("warm up", {})]
    assert served[2][1] == {"host": "0.0.0.0", "port": 8000, "threads": 8}
    assert "On this machine: http://127.0.0.1:8000/" in result.output
    assert "On phones on the same network: http://" in result.output
    assert f"Database: {folder / 'companion.sqlite'}" in result.output


def test_run_options_work_without_the_command_name(folder, served):
    result = invoke("--host", "127.0.0.1", "--port", "8123")
    assert result.exit_code == 0, result.output
    assert served[2][1]["host"] == "127.0.0.1" and served[2][1]["port"] == 8123
    assert "On phones" not in result.output
    assert "Phones cannot reach it" in result.output and "./manage.sh run" in result.output
    assert served[2][0].config["LISTEN_HOST"] == "127.0.0.1"   # the pages know it


def test_init_db_upgrades_and_says_where_the_copy_is(database):
    result = invoke("init-db")
    assert result.exit_code == 0
    assert f"Database ready: {database}" in result.output
    assert "previous one is kept at" in result.output
    assert len(list(database.parent.glob("*.before-upgrade-to-v*"))) == 1


def test_backup_is_a_complete_database(database, tmp_path):
    target = tmp_path / "saved.sqlite"
    result = invoke("backup", str(target))
    assert result.exit_code == 0 and str(target) in result.output
    assert check_database(target) == 16
    assert table_rows(target) == table_rows(database)


def test_backup_while_someone_writes_holds_only_what_was_committed(database, tmp_path):
    writer = connect(str(database))
    writer.execute("BEGIN IMMEDIATE")
    writer.execute("DELETE FROM results")
    try:
        assert invoke("backup", str(tmp_path / "saved.sqlite")).exit_code == 0
    finally:
        writer.execute("ROLLBACK")
    assert table_rows(tmp_path / "saved.sqlite")["results"] != []


def test_backup_refuses_to_overwrite_the_database(database):
    result = invoke("backup", str(database))
    assert result.exit_code == 1 and "cannot replace the database itself" in result.output


def test_backup_without_a_database_says_so(folder, tmp_path):
    result = invoke("backup", str(tmp_path / "saved.sqlite"))
    assert result.exit_code == 1 and "There is no database at" in result.output
    assert "Traceback" not in result.output


def make_text_file(path):
    path.write_text("plays,scores\n")


def make_other_database(path):
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("CREATE TABLE recipes (name TEXT)")


def make_newer_database(path):
    shutil.copyfile(FIXTURE, path)
    with closing(sqlite3.connect(path)) as conn:
        conn.execute(f"PRAGMA user_version = {latest_version() + 1}")


@pytest.mark.parametrize("make, message", [
    (make_text_file, "is not a companion database (not an SQLite file)"),
    (make_other_database, "is not a companion database: it has no plays, events, results, "
                          "settings table"),
    (make_newer_database, "was made by a newer companion"),
])
def test_restore_refuses_a_file_that_is_not_a_companion_database(database, tmp_path, make,
                                                                 message):
    before = table_rows(database)
    wrong = tmp_path / "wrong.sqlite"
    make(wrong)
    result = invoke("restore", str(wrong))
    assert result.exit_code == 1 and f"{wrong} {message}" in result.output
    assert table_rows(database) == before
    assert not list(database.parent.glob("*before-restore*"))


def play_versions(path) -> dict[str, int]:
    with closing(sqlite3.connect(path)) as conn:
        return dict(conn.execute("SELECT id, version FROM plays"))


def test_restore_keeps_the_current_database_aside(database, tmp_path):
    assert invoke("backup", str(tmp_path / "saved.sqlite")).exit_code == 0
    saved_bytes = (tmp_path / "saved.sqlite").read_bytes()
    shutil.copyfile(tmp_path / "saved.sqlite", tmp_path / "expected.sqlite")
    # as restored: every play replayed, its results computed again (tests/test_upgrade.py)
    backed_up = table_rows(replayed(tmp_path / "expected.sqlite"), leave_out=("version",))
    versions_backed_up = play_versions(tmp_path / "expected.sqlite")   # as upgraded
    server = connect(str(database))            # as a running server's kept connection
    server.execute("DELETE FROM results")
    server.execute("UPDATE plays SET version = version + 1 WHERE rowid = 1")
    changed = table_rows(database)
    result = invoke("restore", str(tmp_path / "saved.sqlite"))
    assert result.exit_code == 0 and "Restored 16 plays" in result.output
    aside = list(database.parent.glob("companion.sqlite.before-restore-*"))
    assert len(aside) == 1 and str(aside[0]) in result.output
    assert table_rows(aside[0]) == changed
    assert table_rows(database, leave_out=("version",)) == backed_up
    # Versions go on past every one the database had: a running server keeps pages by them.
    past = max(play_versions(aside[0]).values()) + 1
    assert play_versions(database) == {play: version + past
                                       for play, version in versions_backed_up.items()}
    assert list(server.query("SELECT count(*) AS n FROM results"))[0]["n"] == 8
    assert (tmp_path / "saved.sqlite").read_bytes() == saved_bytes


def test_export_and_import_through_the_command_line(database, tmp_path, monkeypatch):
    export = tmp_path / "plays.json"
    assert invoke("export", "--format", "json", str(export)).exit_code == 0
    assert json.loads(export.read_text())["format"] == "companion-export"
    rows = list(csv.DictReader(io.StringIO(invoke("export", "--format", "csv", "-").output)))
    assert len(rows) == 36 and rows[0]["player"] == "Ana"   # 9 seats per game
    bgstats = tmp_path / "plays.bgstats.json"
    assert invoke("export", "--format", "bgstats", str(bgstats)).exit_code == 0
    assert len(json.loads(bgstats.read_text())) == 4

    monkeypatch.setenv("COMPANION_DATABASE", str(tmp_path / "other" / "new.sqlite"))
    result = invoke("import", str(export))
    assert result.exit_code == 0
    assert "16 plays added, 0 already here; 6 settings added." in result.output
    assert "0 plays added, 16 already here" in invoke("import", str(export)).output
    assert table_rows(tmp_path / "other" / "new.sqlite") == table_rows(replayed(database))


def test_csv_file_starts_with_the_utf8_mark_for_spreadsheets(database, tmp_path):
    target = tmp_path / "plays.csv"
    assert invoke("export", "--format", "csv", str(target)).exit_code == 0
    assert target.read_bytes().startswith(b"\xef\xbb\xbfplay,game,")


def test_import_of_a_wrong_file_says_why_and_changes_nothing(database, tmp_path):
    open_database(str(database)).conn.close()     # brought up to date, as any command does
    before = table_rows(database)
    wrong = tmp_path / "wrong.json"
    wrong.write_text('{"format": "companion-export", "schema_version": 1, "plays": [{}]}')
    result = invoke("import", str(wrong))
    assert result.exit_code == 1 and "Play 1: the id is missing" in result.output
    assert "Traceback" not in result.output
    assert table_rows(database) == before


def test_import_refuses_a_play_created_in_2999_that_finished_in_1900(database, tmp_path):
    """Issue 34, point 10: it came in and sat first in the history for good."""
    export = tmp_path / "plays.json"
    assert invoke("export", "--format", "json", str(export)).exit_code == 0
    data = json.loads(export.read_text())
    play = next(p for p in data["plays"] if p["status"] == "finished")
    play.update(id="from-elsewhere", created="2999-01-01T20:00:00+00:00",
                finished="1900-01-01T22:00:00+00:00")
    export.write_text(json.dumps(data))
    before = table_rows(database)
    result = invoke("import", str(export))
    assert result.exit_code == 1 and "Traceback" not in result.output
    assert "Nothing was imported" in result.output
    assert "created is in the future (2999-01-01T20:00:00+00:00)" in result.output
    assert table_rows(database) == before


def test_export_of_a_database_from_a_newer_release_says_so(folder):
    make_newer_database(folder / "companion.sqlite")
    result = invoke("export", "-")
    assert result.exit_code == 1 and "made by a newer companion" in result.output


def test_export_without_a_database_creates_none(folder):
    result = invoke("export", "-")
    assert result.exit_code == 1 and "There is no database at" in result.output
    assert list(folder.iterdir()) == []


def test_the_server_asks_glibc_for_two_malloc_arenas(monkeypatch):
    from companion import cli
    asked = []

    class Libc:
        def mallopt(self, option, value):
            asked.append((option, value))
            return 1
    monkeypatch.setattr("ctypes.CDLL", lambda name: Libc())
    cli.few_malloc_arenas()
    assert asked == [(-8, 2)]   # M_ARENA_MAX


def test_without_glibc_the_arenas_are_left_alone(monkeypatch):
    """musl or macOS: no mallopt, or no C library to open; the server starts all the same."""
    from companion import cli
    opened = []

    def libc_without_mallopt(name):
        opened.append(name)
        if len(opened) == 2:
            raise OSError("no C library here")
        return object()
    monkeypatch.setattr("ctypes.CDLL", libc_without_mallopt)
    cli.few_malloc_arenas()
    cli.few_malloc_arenas()
    assert opened == [None, None]


# --- starting says what it does (issue 35) ---------------------------------------------

def test_run_names_the_join_address_first_and_the_others_after(folder, served, monkeypatch):
    monkeypatch.setattr("companion.network.lan_addresses",
                        lambda: ("192.168.1.23", "10.8.0.2", "172.17.0.1"))
    output = invoke("run").output
    lines = output.splitlines()
    assert "On phones on the same network: http://192.168.1.23:8000/" in lines
    assert ("This computer's other addresses, if the phones are on one of those networks "
            "instead: 10.8.0.2, 172.17.0.1") in lines


def test_run_https_serves_both_ports_and_says_where_a_phone_trusts_it(folder, served,
                                                                     monkeypatch):
    monkeypatch.setattr("companion.network.lan_addresses", lambda: ("192.168.1.23",))
    monkeypatch.setattr("companion.serving.machine_addresses", lambda: ("192.168.1.23",))
    result = invoke("run", "--https")
    assert result.exit_code == 0, result.output
    app, options = served[2]
    assert options == {"host": "0.0.0.0", "port": 8000, "threads": 8, "https_port": 8443}
    assert app.config["HTTPS_PORT"] == 8443 and app.config["HTTP_PORT"] == 8000
    assert "On phones on the same network: https://192.168.1.23:8443/" in result.output
    assert "open http://192.168.1.23:8000/trust on it" in result.output
    tls = folder / "instance" / "tls"
    assert (tls / "authority.pem").is_file() and (tls / "server.pem").is_file()


def test_the_certificate_command_writes_the_authority_and_its_fingerprint(folder, tmp_path):
    result = invoke("certificate", str(tmp_path / "table.crt"))
    assert result.exit_code == 0, result.output
    assert (tmp_path / "table.crt").read_bytes().startswith(b"-----BEGIN CERTIFICATE")
    assert re.search(r"SHA-256 fingerprint: ([0-9A-F]{2}:){31}[0-9A-F]{2}", result.output)
    again = invoke("certificate", str(tmp_path / "again.crt"))
    assert (tmp_path / "again.crt").read_bytes() == (tmp_path / "table.crt").read_bytes()
    assert again.exit_code == 0
    assert (folder / "instance" / "tls" / "authority-key.pem").is_file()


def test_version(folder):
    from importlib.metadata import version
    result = invoke("--version")
    assert result.exit_code == 0 and result.output == f"companion, version {version('companion')}\n"
    assert list(folder.iterdir()) == []


def test_a_port_in_use_is_one_sentence(folder, monkeypatch):
    import socket
    monkeypatch.setattr("companion.pdf_worker.warm_up_in_background", lambda: None)
    monkeypatch.setattr("companion.search.sentences.available", lambda: False)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = invoke("run", "--host", "127.0.0.1", "--port", str(port))
    assert result.exit_code == 1
    assert result.output.strip().splitlines()[-1] == (
        f"Error: Port {port} is already in use (another companion, or another program): "
        f"stop it, or start companion with --port {port + 1}.")
    assert "Traceback" not in result.output
