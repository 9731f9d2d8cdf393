"""The "Your data" page in a real browser: reached from the history, downloads, accessible."""
import gzip

import pytest

from companion.backup import check_database
from tests.browser import phone_browser


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_your_data_page_has_no_accessibility_violations(site, theme):
    from axe_playwright_python.sync_playwright import Axe
    with phone_browser() as context:
        page = context.new_page()
        page.emulate_media(color_scheme=theme)
        page.goto(site + "/data/")
        violations = Axe().run(page).response["violations"]
        assert [v["id"] for v in violations] == []


def test_a_phone_downloads_a_backup_from_the_history(site, tmp_path):
    with phone_browser() as context:
        page = context.new_page()
        page.goto(site + "/history")
        page.get_by_role("link", name="Your data: backup and export").tap()
        with page.expect_download() as download:
            page.get_by_role("link", name="Download a backup").tap()
        name = download.value.suggested_filename
        assert name.startswith("companion-backup-") and name.endswith(".sqlite.gz")
        download.value.save_as(tmp_path / name)
    (tmp_path / "backup.sqlite").write_bytes(gzip.decompress((tmp_path / name).read_bytes()))
    assert check_database(tmp_path / "backup.sqlite") == 0
