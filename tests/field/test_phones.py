"""Phones at the table, in the field: the real server (`companion run`, the sentence model
loaded, the database on disk) opened under a network name, over plain HTTP and over
`--https` with the table's authority trusted as a phone's one-time step does it.

Over plain HTTP the page is no secure context: it says once what is missing and keeps the
screen on with its silent video. Over HTTPS the page is a secure context: the service
worker takes it, a visited page opens offline, the wake lock is held, the app installs;
and a table plays: a second phone joins by the QR code's address, turns, scores, rules
questions in three languages, a PDF.
"""
import base64
import os
import re
import tempfile

import segno
from playwright.sync_api import expect

from tests.browser import CHROMIUM, CHROMIUM_ARGS, PHONE, fill_new_play
from tests.field.conftest import phone, resolve_to_loopback, trusting_home


def new_play(page, site: str, names=("Ana", "Ben")) -> str:
    """A new Ankh'or play at its setup; its id."""
    fill_new_play(page, site, "ankhor", names)
    expect(page.get_by_role("heading", name=re.compile("Setup for"))).to_be_visible()
    return page.url.split("/")[-2]


def start_tracking(page) -> None:
    page.locator("form[data-kind=first_player]").get_by_role("button", name="Ana").tap()
    expect(page.get_by_role("heading", name="Round 1")).to_be_visible()


def fetched(page, url: str) -> tuple[int, str, bytes]:
    """`url` fetched by the page itself (Playwright's own requests do not go through the
    browser's resolver, which alone knows the network name): status, type, body."""
    status, kind, body = page.evaluate("""async (url) => {
        const answer = await fetch(url);
        const bytes = new Uint8Array(await answer.arrayBuffer());
        let text = "";
        for (const b of bytes) text += String.fromCharCode(b);
        return [answer.status, answer.headers.get("content-type"), btoa(text)];
    }""", url)
    return status, kind, base64.b64decode(body)


def controlled(page) -> None:
    """The service worker active, and the page loaded again through it."""
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()
    assert page.evaluate("Boolean(navigator.serviceWorker.controller)")


def installability_errors(table, browser, home=None) -> list[str]:
    """What Chromium says stops the app from installing, in a profile of its own (an
    incognito-like context is never installable), launched by `browser`'s Playwright."""
    env = dict(os.environ, **({"HOME": str(home)} if home else {}))
    args = [*CHROMIUM_ARGS, resolve_to_loopback(table)]
    with tempfile.TemporaryDirectory() as profile:
        context = browser.browser_type.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=args, headless=True, env=env,
            viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True)
        try:
            page = context.new_page()
            page.goto(table.url + "/")
            if page.evaluate("window.isSecureContext"):
                controlled(page)
            cdp = context.new_cdp_session(page)
            errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
            return [error["errorId"] for error in errors]
        finally:
            context.close()


# --- plain HTTP: honest about what it cannot do ----------------------------------------

def test_over_plain_http_the_page_says_once_what_this_address_cannot_do(http_table,
                                                                        http_browser):
    page = phone(http_browser).new_page()
    page.goto(http_table.url + "/")
    assert not page.evaluate("window.isSecureContext")
    assert not page.evaluate("'serviceWorker' in navigator")    # what the note is about
    note = page.locator("#insecure-note")
    expect(note).to_be_visible()
    expect(note).to_contain_text("no offline pages and cannot install the app")
    expect(note.locator("code")).to_have_text("./manage.sh run --https")
    note.get_by_role("button", name="Understood").tap()
    expect(note).to_be_hidden()
    page.goto(http_table.url + "/history")
    expect(page.locator("#insecure-note")).to_be_hidden()       # once


def test_over_plain_http_a_silent_video_keeps_the_screen_on_and_the_button_says_so(
        http_table, http_browser):
    page = phone(http_browser).new_page()
    new_play(page, http_table.url)
    assert not page.evaluate("'wakeLock' in navigator")
    root = page.locator("html")
    expect(root).to_have_attribute("data-wakelock", "video")
    film = page.locator("#wake-video")
    assert film.evaluate("v => !v.paused && v.muted && v.readyState >= 2")
    first = film.evaluate("v => v.currentTime")
    page.wait_for_timeout(1200)
    assert film.evaluate("v => v.currentTime") != first          # it plays
    # Blink keeps the screen on for a muted video only when it covers the page
    box = film.bounding_box()
    assert box["width"] >= PHONE["width"] - 1 and box["height"] >= PHONE["height"] - 1
    toggle = page.locator("#wake-toggle")
    expect(toggle).to_have_text("Screen stays on")
    expect(toggle).to_have_attribute("aria-pressed", "true")
    toggle.tap()
    expect(toggle).to_have_text("Screen may sleep")
    assert film.evaluate("v => v.paused")
    toggle.tap()
    expect(root).to_have_attribute("data-wakelock", "video")


def test_over_plain_http_the_app_cannot_install_and_says_why(http_table, http_browser):
    assert "not-from-secure-origin" in installability_errors(http_table, http_browser)


# --- HTTPS at the table --------------------------------------------------------------

def test_over_https_the_service_worker_takes_the_page_and_visited_pages_open_offline(
        https_table, https_browser):
    context = phone(https_browser)
    page = context.new_page()
    page.goto(https_table.url + "/games/ankhor/rules")
    assert page.evaluate("window.isSecureContext")
    expect(page.locator("#insecure-note")).to_be_hidden()
    controlled(page)
    play = new_play(page, https_table.url)
    start_tracking(page)
    page.goto(f"{https_table.url}/plays/{play}")
    context.set_offline(True)
    try:
        page.goto(https_table.url + "/games/ankhor/rules")
        expect(page.get_by_role("heading", name="Ankh'or: rules")).to_be_visible()
        page.goto(f"{https_table.url}/plays/{play}")
        expect(page.get_by_role("heading", name="Round 1")).to_be_visible()
    finally:
        context.set_offline(False)


def test_over_https_the_wake_lock_is_held_without_the_video(https_table, https_browser):
    page = phone(https_browser).new_page()
    new_play(page, https_table.url)
    expect(page.locator("html")).to_have_attribute("data-wakelock", "held")
    expect(page.locator("#wake-toggle")).to_have_text("Screen stays on")
    expect(page.locator("#wake-video")).to_have_count(0)


def test_over_https_the_app_is_installable(https_table, https_browser, tmp_path):
    home = trusting_home(tmp_path / "home", https_table.authority)
    assert installability_errors(https_table, https_browser, home) == []


def test_the_plain_port_serves_the_trust_page_and_sends_the_rest_to_https(
        https_table, https_browser):
    page = phone(https_browser).new_page()
    response = page.goto(https_table.plain_url + "/trust")
    assert response.status == 200 and not page.url.startswith("https:")
    expect(page.get_by_role("heading", name="Trust this table, once")).to_be_visible()
    status, kind, body = fetched(page, https_table.plain_url + "/trust/companion-table.crt")
    assert status == 200 and kind == "application/x-x509-ca-cert"
    from cryptography import x509
    sent = x509.load_der_x509_certificate(body)
    kept = x509.load_pem_x509_certificate(https_table.authority.read_bytes())
    assert sent == kept
    page.goto(https_table.plain_url + "/history")
    assert page.url == f"{https_table.url}/history"
    assert page.evaluate("window.isSecureContext")


def test_a_table_plays_over_https(https_table, https_browser):
    """A second phone joins by the QR code's address, turns on both phones, scores, the
    results."""
    first, second = phone(https_browser).new_page(), phone(https_browser).new_page()
    play = new_play(first, https_table.url)
    first.locator(".join > summary").tap()
    link = first.locator(".join-link:not(.trust-link)").inner_text()
    assert re.fullmatch(rf"https://[^/]+:{https_table.https_port}/p/{play}", link), link
    status, _, qr = fetched(first, f"{https_table.url}/plays/{play}/join.svg")
    from companion.web.table import qr_svg
    assert status == 200 and qr.decode() == qr_svg(link) and segno.make(link, error="m")
    # the join address is this machine's; the phone opens it by the network name
    second.goto(re.sub(r"^https://[^/]+", f"https://{https_table.name}:{https_table.https_port}",
                       link))
    expect(second.get_by_role("heading", name=re.compile("Setup for"))).to_be_visible()
    start_tracking(first)
    expect(second.get_by_role("heading", name="Round 1")).to_be_visible(timeout=5000)
    first.get_by_role("button", name="Bought a tile").tap()
    expect(second.locator('[data-testid="current"]')).to_contain_text("Ben", timeout=5000)
    second.get_by_role("button", name="Took 3 tokens").tap()
    expect(first.get_by_role("heading", name="Round 2")).to_be_visible(timeout=5000)
    first.get_by_role("button", name="Bought a tile").tap()
    expect(second.locator(".seats")).to_contain_text("tiles: 2", timeout=5000)
    first.locator("details.danger summary").tap()
    first.get_by_role("button", name="Go to scoring").tap()
    expect(first.get_by_role("heading", name="Scoring")).to_be_visible()
    for seat, page in ((0, first), (1, second)):
        page.goto(f"{https_table.url}/plays/{play}/score/{seat}")
        page.get_by_role("button", name="Save score").tap()
    expect(second.get_by_role("heading", name="Results")).to_be_visible()
    expect(first.get_by_role("heading", name="Results")).to_be_visible(timeout=5000)


QUESTIONS = [("en", "jen just placed her 13th tile, do we stop now?", "faq-when-end"),
             ("es", "quien empieza a jugar", "first-player"),
             ("fr", "la mise en place on fait comment ?", "setup-overview")]


def test_rules_questions_in_each_language_with_the_model_loaded(https_table, https_browser):
    page = phone(https_browser).new_page()
    for lang, question, entry in QUESTIONS:
        page.goto(f"{https_table.url}/games/ankhor/rules?lang={lang}&q={question}")
        assert page.locator("html").get_attribute("lang") == lang
        first = page.locator("article.answer").first.locator(".answer-link a")
        assert f"/games/ankhor/rules/{entry}" in first.get_attribute("href"), (lang, question)


def test_a_printable_aid_as_a_pdf(https_table, https_browser):
    page = phone(https_browser).new_page()
    page.goto(https_table.url + "/games/ankhor")
    status, kind, body = fetched(page, https_table.url + "/games/ankhor/print/booklet.pdf")
    assert status == 200 and kind == "application/pdf" and body.startswith(b"%PDF")
