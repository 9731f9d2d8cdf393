"""Log out, in the field: a table with an access code (written in instance/config.py as a
number, `ACCESS_CODE = 1234`, as a group writes a PIN), over plain HTTP and over --https.

Logging out ends the login on the server (a copy of the cookie taken before opens neither
the export nor the API) and the phone forgets what it kept: the pages the service worker
cached, its waiting actions and drafts, the service worker itself.
"""
import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from tests.field.conftest import chromium_at, phone, running, trusting_home
from tests.field.test_phones import controlled, fetched, new_play

CONFIG = "ACCESS_CODE = 1234\n"


@pytest.fixture(scope="module", params=["http", "https"])
def locked(request, playwright, tmp_path_factory):
    """A locked table and a browser that reaches it (and trusts it, over HTTPS)."""
    https = request.param == "https"
    with running(tmp_path_factory.mktemp(f"locked-{request.param}"), https, CONFIG) as table:
        home = (trusting_home(tmp_path_factory.mktemp("home"), table.authority)
                if https else None)
        browser = chromium_at(playwright, table, home)
        try:
            yield table, browser
        finally:
            browser.close()


def log_in(page, table) -> None:
    page.goto(table.url + "/")
    page.fill("#code", "1234")                      # the number in config.py, as its text
    page.get_by_role("button", name="Enter").tap()
    expect(page.get_by_role("link", name="companion")).to_be_visible()


def test_log_out_ends_the_login_on_the_server_and_the_phone_forgets_what_it_kept(locked):
    table, browser = locked
    context = phone(browser)
    page = context.new_page()
    log_in(page, table)
    secure = page.evaluate("window.isSecureContext")
    assert secure == table.https
    if secure:
        controlled(page)
        page.goto(table.url + "/games/ankhor/rules")
    play = new_play(page, table.url)
    page.goto(table.url + "/history")
    page.evaluate("""(play) => localStorage.setItem('queue:' + play, JSON.stringify(
        [{id: 'a1', body: {kind: 'bought_tile'}}]))""", play)
    if secure:
        assert page.evaluate("caches.keys().then(k => k.length)") > 0
    copied = context.cookies()

    page.get_by_role("button", name="Log out").tap()
    expect(page.locator("#code")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("data-forgotten", "yes")
    assert page.evaluate("localStorage.length") == 0
    if secure:
        assert page.evaluate("caches.keys().then(k => k.length)") == 0
        assert page.evaluate(
            "navigator.serviceWorker.getRegistrations().then(r => r.length)") == 0
        context.set_offline(True)
        with pytest.raises(PlaywrightError, match="ERR_INTERNET_DISCONNECTED"):   # no copy
            page.goto(table.url + "/games/ankhor/rules")
        context.set_offline(False)

    # the cookie copied before log out opens nothing now
    other = browser.new_context()
    other.add_cookies(copied)
    thief = other.new_page()
    thief.goto(table.url + "/login")
    status, _, _ = fetched(thief, f"{table.url}/api/plays/{play}")
    assert status == 401
    thief.goto(table.url + "/data/export/json")
    assert "/login" in thief.url
    other.close()
