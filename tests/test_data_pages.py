"""The "Your data" page: a backup and the exports, guarded and never cached by others."""
import gzip
import json
import re
import shutil

import pytest

from companion import create_app
from companion.backup import check_database
from companion.db import open_database
from companion.transfer import import_json
from tests.test_upgrade import FIXTURE, replayed, table_rows
from tests.typeset import plain

DOWNLOADS = ["/data/backup.sqlite.gz", "/data/export/json", "/data/export/csv",
             "/data/export/bgstats"]


@pytest.fixture
def database(tmp_path):
    path = tmp_path / "companion.sqlite"
    shutil.copyfile(FIXTURE, path)
    return path


def make_app(database, **config):
    return create_app({"TESTING": True, "SECRET_KEY": "x", "WTF_CSRF_ENABLED": False,
                       "DATABASE": str(database), **config})


@pytest.fixture
def client(database):
    return make_app(database).test_client()


@pytest.fixture
def locked(database):
    return make_app(database, ACCESS_CODE="pharaoh").test_client()


@pytest.mark.parametrize("url", ["/", "/history"])
def test_home_and_history_link_to_your_data(client, url):
    assert 'href="/data/"' in client.get(url).get_data(as_text=True)


def test_the_page_counts_the_plays_and_offers_every_download(client):
    html = plain(client.get("/data/").get_data(as_text=True))
    assert "16 plays (4 finished)" in html and "Download a backup" in html
    assert all(f'href="{url}"' in html for url in DOWNLOADS)


@pytest.mark.parametrize("url", DOWNLOADS)
def test_downloads_are_attachments_no_cache_keeps(client, url):
    response = client.get(url)
    assert response.status_code == 200
    assert response.headers["Cache-Control"] == "private, no-store"
    assert re.fullmatch(r'attachment; filename="companion-[a-z]+-\d{4}-\d\d-\d\d\.[a-z.-]+"',
                        response.headers["Content-Disposition"])


def test_the_backup_download_is_the_whole_database_in_gzip(client, database, tmp_path):
    response = client.get("/data/backup.sqlite.gz")
    assert response.mimetype == "application/gzip"
    assert response.headers["Content-Disposition"].endswith('.sqlite.gz"')
    saved = tmp_path / "download.sqlite"
    saved.write_bytes(gzip.decompress(response.data))
    assert check_database(saved) == 16
    assert table_rows(saved) == table_rows(database)


def test_the_json_download_imports_into_another_database(client, database, tmp_path):
    other = open_database(str(tmp_path / "other.sqlite"))
    report = import_json(other, client.get("/data/export/json").data)
    assert report.added == 16
    assert table_rows(tmp_path / "other.sqlite") == table_rows(replayed(database))


def test_csv_and_bgstats_downloads(client):
    csv_text = client.get("/data/export/csv").data.decode("utf-8-sig")
    assert csv_text.startswith("play,game,started,")
    assert len(json.loads(client.get("/data/export/bgstats").data)) == 4


def test_an_unknown_export_is_not_found(client):
    assert client.get("/data/export/xml").status_code == 404


@pytest.mark.parametrize("url", ["/data/"] + DOWNLOADS)
def test_backups_and_exports_need_the_access_code(locked, url):
    response = locked.get(url)
    assert response.status_code == 302 and "/login" in response.headers["Location"]
    locked.post("/login", data={"code": "pharaoh"})
    assert locked.get(url).status_code == 200


PDF = "/games/ankhor/print/setup.pdf"


def test_pdfs_are_public_without_a_code(client):
    assert client.get(PDF).headers["Cache-Control"] == "public, max-age=3600"


def test_pdfs_are_private_behind_a_code(locked):
    locked.post("/login", data={"code": "pharaoh"})
    assert locked.get(PDF).headers["Cache-Control"] == "private, max-age=3600"


def test_wrong_codes_are_rate_limited(locked):
    locked.get("/login")             # a phone opens the login page first
    for _ in range(5):
        assert locked.post("/login", data={"code": "sphinx"}).status_code == 400
    response = locked.post("/login", data={"code": "pharaoh"})
    assert response.status_code == 429
    assert "Too many wrong codes. Try again in" in response.get_data(as_text=True)
    assert int(response.headers["Retry-After"]) <= 60
    assert locked.get("/").status_code == 302  # still locked


def test_right_codes_and_other_addresses_do_not_count(locked):
    for _ in range(8):
        assert locked.post("/login", data={"code": "pharaoh"}).status_code == 302
    for _ in range(5):
        locked.post("/login", data={"code": "sphinx"})
    other = locked.post("/login", data={"code": "pharaoh"},
                        environ_overrides={"REMOTE_ADDR": "192.0.2.7"})
    assert other.status_code == 302
