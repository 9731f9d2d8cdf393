"""At the table, in headless Chromium at 390x844: live phones, QR, wake lock, dark mode,
accessibility, offline rules and actions kept while the server is down."""
import re

import pytest
import segno
from playwright.sync_api import expect

from companion.games import GAMES
from tests.browser import PHONE, Server, chromium, fill_new_play, phone_browser, phone_context


def new_play(page, site, game="ankhor", names=("Ana", "Ben")):
    fill_new_play(page, site, game, names)
    expect(page.get_by_role("heading", name=re.compile("Setup for"))).to_be_visible()
    return page.url.split("/")[-2]


def start_tracking(page):
    page.get_by_role("button", name="Ana").tap()
    expect(page.get_by_role("heading", name="Round 1")).to_be_visible()


def test_a_second_phone_follows_the_play_live(site):
    with chromium() as browser:
        a, b = phone_context(browser).new_page(), phone_context(browser).new_page()
        new_play(a, site)
        b.goto(a.url)
        start_tracking(a)
        expect(b.get_by_role("heading", name="Round 1")).to_be_visible(timeout=2500)
        a.get_by_role("button", name="Bought a tile").tap()
        expect(b.locator(".seats")).to_contain_text("tiles: 1", timeout=2500)
        assert "/track" in b.url
        # the second phone acts, the first follows
        expect(b.locator('[data-testid="current"]')).to_contain_text("Ben")
        b.get_by_role("button", name="Took 3 tokens").tap()
        expect(a.get_by_role("heading", name="Round 2")).to_be_visible(timeout=2500)
        expect(a.locator('[data-testid="current"]')).to_contain_text("Ana")


def test_conflicting_action_is_explained(site):
    with chromium() as browser:
        a, b = phone_context(browser).new_page(), phone_context(browser).new_page()
        new_play(a, site)
        start_tracking(a)
        b.goto(a.url)
        # phone B's polls are lost on the way: it is behind
        b.route("**/api/plays/*", lambda route: route.abort()
                if route.request.method == "GET" else route.continue_())
        a.get_by_role("button", name="Took 3 tokens").tap()
        expect(a.locator(".seats")).to_be_visible()
        b.get_by_role("button", name="Bought a tile").tap()
        notice = b.locator(".not-recorded")
        expect(notice).to_contain_text("Not recorded: “Bought a tile” for Ana. Meanwhile: Ana "
                                       "took 3 tokens.")
        expect(b.locator('[data-testid="current"]')).to_contain_text("Ben")   # the play now
        expect(b.locator(".seats")).to_contain_text("tiles: 0")
        # it was Ana's purchase: "Record it now" never makes it Ben's
        notice.get_by_role("button", name="Record it now").tap()
        expect(b.locator(".not-recorded")).to_contain_text(
            "Not recorded: “Ana: Bought a tile”. That action was for Ana, and it is Ben's "
            "turn now.")
        expect(b.locator(".seats")).to_contain_text("tiles: 0")
        b.locator(".not-recorded").get_by_role("button", name="Drop it").tap()
        expect(b.locator(".not-recorded")).to_have_count(0)
        expect(b.locator("#queue-status")).to_have_count(0)


@pytest.fixture(scope="module")
def lan_site(tmp_path_factory):
    """The server as ./manage.sh run starts it: listening on every interface."""
    server = Server(tmp_path_factory.mktemp("lan"), host="0.0.0.0").start()
    try:
        yield server.url
    finally:
        server.kill()


def test_qr_code_is_the_play_link(lan_site, page):
    site = lan_site
    new_play(page, site)
    page.locator(".join summary").tap()
    link = page.locator(".join-link").inner_text()
    play = page.url.split("/")[-2]
    assert link.endswith(f"/p/{play}")
    svg = page.request.get(f"{site}/plays/{play}/join.svg")
    assert svg.headers["content-type"].startswith("image/svg+xml")
    expected = segno.make(link, error="m")
    from companion.web.table import qr_svg
    assert svg.text() == qr_svg(link)
    assert expected.designator  # the generator accepted the link
    # and the short link leads to the play
    page.goto(site + f"/p/{play}")
    expect(page.get_by_role("heading", name=re.compile("Setup for"))).to_be_visible()


def test_on_loopback_only_the_play_page_says_phones_cannot_join_and_how_to_let_them(
        site, page):
    """The test server listens on 127.0.0.1 only: no QR of an address where nothing
    listens, but what to do instead."""
    play = new_play(page, site)
    page.locator(".join summary").tap()
    join = page.locator(".join")
    expect(join).to_contain_text("Other phones cannot join: the app was started to listen "
                                 "on this computer only.")
    expect(join.locator("code").first).to_have_text("./manage.sh run")
    expect(join.locator("code").nth(1)).to_have_text("--host 0.0.0.0")
    expect(join.locator("img")).to_have_count(0)
    expect(join.locator(".join-link")).to_have_count(0)
    assert page.request.get(f"{site}/plays/{play}/join.svg").status == 404


WAKE_STUB = """
window.__wake = [];
Object.defineProperty(navigator, 'wakeLock', {value: {request: async (type) => {
  const sentinel = new EventTarget();
  sentinel.released = false;
  sentinel.release = async () => { sentinel.released = true; window.__wake.push('release');
                                   sentinel.dispatchEvent(new Event('release')); };
  window.__wake.push('request:' + type);
  return sentinel;
}}});
let hidden = false;
Object.defineProperty(document, 'visibilityState', {get: () => hidden ? 'hidden' : 'visible'});
Object.defineProperty(document, 'hidden', {get: () => hidden});
window.__setHidden = (value) => {
  hidden = value;
  document.dispatchEvent(new Event('visibilitychange'));
};
"""


def test_wake_lock_requested_and_released(site, page):
    page.context.add_init_script(WAKE_STUB)
    new_play(page, site)
    expect(page.locator("html")).to_have_attribute("data-wakelock", "held")
    assert page.evaluate("window.__wake") == ["request:screen"]
    page.evaluate("window.__setHidden(true)")
    expect(page.locator("html")).to_have_attribute("data-wakelock", "released")
    page.evaluate("window.__setHidden(false)")
    expect(page.locator("html")).to_have_attribute("data-wakelock", "held")
    page.get_by_role("button", name="Screen stays on").tap()          # the toggle
    expect(page.locator("html")).to_have_attribute("data-wakelock", "released")
    expect(page.get_by_role("button", name="Screen may sleep")).to_be_visible()
    page.get_by_role("button", name="Screen may sleep").tap()
    expect(page.locator("html")).to_have_attribute("data-wakelock", "held")
    # the lock goes when the play ends, even when another phone ends it
    start_tracking(page)
    page.locator("details.danger summary").tap()
    page.get_by_role("button", name="Go to scoring").tap()
    page.get_by_role("link", name=re.compile("Ana")).tap()
    page.get_by_role("button", name="Save score").tap()
    expect(page.get_by_role("heading", name="Scoring")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("data-wakelock", "held")
    play = page.url.split("/")[-2]
    seq = page.request.get(f"{site}/api/plays/{play}").json()["seq"]
    ended = page.request.post(f"{site}/api/plays/{play}/events", data={
        "after": seq, "kind": "score", "data": {"seat": 1, "entry": {"tiles": []}}})
    assert ended.ok
    expect(page.get_by_role("heading", name="Results")).to_be_visible(timeout=3000)
    expect(page.locator("html")).to_have_attribute("data-wakelock", "released")
    assert page.evaluate("window.__wake")[-1] == "release"


def background(page):
    return page.evaluate("getComputedStyle(document.body).backgroundColor")


def test_dark_mode_by_media_feature_and_by_toggle(site, page):
    page.emulate_media(color_scheme="light")
    page.goto(site + "/")
    light = background(page)
    page.emulate_media(color_scheme="dark")
    dark = background(page)
    assert light != dark and sum(map(int, re.findall(r"\d+", dark)[:3])) < 150
    page.emulate_media(color_scheme="light")
    page.get_by_role("button", name=re.compile("Theme")).tap()        # auto -> dark
    assert background(page) == dark
    page.reload()
    assert background(page) == dark                                   # remembered
    page.get_by_role("button", name=re.compile("Theme")).tap()        # dark -> light
    page.emulate_media(color_scheme="dark")
    assert background(page) == light


def axe_pages(page, site):
    """Every page of the app, visited as a user would reach it."""
    urls = ["/", "/games/ankhor?players=2", "/games/pyramids?players=5", "/plays/new",
            "/plays/new/ankhor", "/history", "/games/ankhor/rules?q=when+does+the+game+end",
            "/games/pyramids/rules?q=pizza", "/games/ankhor/rules/token-limit",
            "/rules/unanswered", "/login", "/games/towers-of-arkhanos?players=3", "/stats"]
    urls += [f"/games/{slug}/settings" for slug, game in GAMES.items() if game.settings]
    for game, names in (("ankhor", ("Ana", "Ben")), ("pyramids", ("Ana", "Ben", "Cy")),
                        ("towers-of-arkhanos", ("Ana", "Ben")), ("egizia", ("Ana", "Ben"))):
        play = new_play(page, site, game, names)
        urls.append(f"/plays/{play}/setup")
        page.locator('button[value="random"]').tap()
        expect(page.get_by_role("heading", name="Round 1")).to_be_visible()
        urls.append(f"/plays/{play}/track")
        page.locator("details.danger summary").tap()
        page.get_by_role("button", name="Go to scoring").tap()
        expect(page.get_by_role("heading", name="Scoring")).to_be_visible()
        urls += [f"/plays/{play}/score", f"/plays/{play}/score/0"]
        for seat in range(len(names)):
            page.goto(f"{site}/plays/{play}/score/{seat}")
            page.get_by_role("button", name="Save score").tap()
            last = seat == len(names) - 1          # the last entry opens the results
            expect(page.get_by_role("heading", name="Results" if last else "Scoring")
                   ).to_be_visible()
        urls.append(f"/plays/{play}/results")
    return urls


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_no_accessibility_violations_on_any_page(site, theme):
    from axe_playwright_python.sync_playwright import Axe
    axe = Axe()
    with phone_browser() as context:
        page = context.new_page()
        page.emulate_media(color_scheme=theme)
        problems = []
        for url in axe_pages(page, site):
            page.goto(site + url)
            page.wait_for_load_state("networkidle")
            for details in page.locator("details").all():
                details.evaluate("d => d.open = true")
            result = axe.run(page)
            for violation in result.response["violations"]:
                targets = [n["target"] for n in violation["nodes"]][:3]
                problems.append(f"{url}: {violation['id']} {targets}")
        assert problems == [], "\n".join(problems)


TARGETS = repr("button, select, summary, nav a, .btn, .pill span, .swatch span, "
               "input:not([type=hidden]):not([type=checkbox]):not([type=radio])")


def test_thumb_sized_targets_and_no_sideways_scroll(site):
    with phone_browser(viewport={"width": 360, "height": 780}) as context:
        page = context.new_page()
        play = new_play(page, site)
        start_tracking(page)
        for url in ["/", "/games/ankhor?players=4", "/plays/new/ankhor", f"/plays/{play}/track",
                    "/games/ankhor/rules"]:
            page.goto(site + url)
            assert page.evaluate("document.documentElement.scrollWidth") <= 360, url
            small = page.evaluate("""() => [...document.querySelectorAll(TARGETS)]
                .filter(e => e.offsetParent !== null)
                .map(e => [e.textContent.trim().slice(0, 20) || e.id, e.getBoundingClientRect()])
                .filter(([, r]) => r.width < 44 || r.height < 44)""".replace("TARGETS", TARGETS))
            assert small == [], (url, small)


def test_rules_readable_with_the_network_cut(site, page):
    page.goto(site + "/games/ankhor/rules")
    for _ in range(100):   # (wait_for_function would need eval, which the CSP forbids)
        if page.evaluate("() => Boolean(navigator.serviceWorker.controller)"):
            break
        page.wait_for_timeout(100)
    page.reload()                                   # visited once under the service worker
    page.goto(site + "/games/ankhor/rules/scribe")
    page.context.set_offline(True)
    page.goto(site + "/games/ankhor/rules")
    expect(page.get_by_role("heading", name="Ankh'or: rules")).to_be_visible()
    page.goto(site + "/games/ankhor/rules/scribe")
    expect(page.get_by_role("heading", name="Scribe")).to_be_visible()
    page.context.set_offline(False)


def test_action_entered_while_the_server_is_down_is_sent_once(tmp_path):
    server = Server(tmp_path).start()
    try:
        with phone_browser() as context:
            page = context.new_page()
            page.set_default_timeout(15000)
            play = new_play(page, server.url)
            start_tracking(page)
            server.kill()
            page.get_by_role("button", name="Bought a tile").tap()
            expect(page.locator("#live-status")).to_contain_text("Anything you enter is kept")
            expect(page.locator("#queue-status li")).to_have_text(["Ana: Bought a tile"])
            server.start()
            expect(page.locator(".seats")).to_contain_text("tiles: 1")
            expect(page.locator("#live-status")).to_contain_text("sent now that the app is back")
            state = page.request.get(f"{server.url}/api/plays/{play}").json()
            assert state["seq"] == 2                 # first player + exactly one purchase
    finally:
        server.kill()


def test_phone_viewport_is_the_one_asked_for(site, page):
    page.goto(site + "/")
    assert page.evaluate("[window.innerWidth, window.innerHeight]") == [PHONE["width"],
                                                                        PHONE["height"]]
    assert PHONE == {"width": 390, "height": 844}


def test_grid_filled_by_keyboard(site, page):
    play = new_play(page, site)
    start_tracking(page)
    page.locator("details.danger summary").tap()
    page.get_by_role("button", name="Go to scoring").tap()
    expect(page.get_by_role("heading", name="Scoring")).to_be_visible()
    page.goto(f"{site}/plays/{play}/score/0")
    page.locator('#grid .cell[data-row="0"][data-col="0"]').focus()
    page.keyboard.press("Enter")                       # blue tile at (0, 0)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Space")                       # blue tile at (0, 1)
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Enter")                       # blue tile at (1, 0)
    expect(page.locator("#tile-count")).to_have_text("3 tiles")
    expect(page.locator("#live-breakdown .total-row td")).to_have_text("3")
    label = page.locator('#grid .cell[data-row="1"][data-col="0"]').get_attribute("aria-label")
    assert label == "row 1, column 0: blue"


def test_pyramid_stones_are_thumb_sized(site, page):
    play = new_play(page, site, "pyramids", ("Ana", "Ben"))
    page.get_by_role("button", name="Ana").tap()
    expect(page.get_by_role("heading", name="Round 1")).to_be_visible()
    page.locator("details.danger summary").tap()
    page.get_by_role("button", name="Go to scoring").tap()
    expect(page.get_by_role("heading", name="Scoring")).to_be_visible()
    page.goto(f"{site}/plays/{play}/score/0")
    page.locator("#pyramid .pcard-add").first.tap()
    page.locator("#glyph-button").tap()                # a glyph card has a thicker border
    page.locator("#obelisk .key").first.tap()          # a card row with its glyph and ✕
    sizes = page.evaluate("""() => [...document.querySelectorAll(
        '#pyramid .stone, .pcard-add, #pyramid-keypad button, .card-row button')]
        .map(e => e.getBoundingClientRect()).map(r => Math.min(r.width, r.height))""")
    assert min(sizes) >= 44, sizes
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
