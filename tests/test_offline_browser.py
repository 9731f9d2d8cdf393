"""In headless Chromium at 390x844: nothing entered at the table is lost when the app cannot
be reached. Actions entered with the server down wait on the phone, in order, across a
reload, and are all recorded when it is back; a hung server still shows the pages the phone
has seen, from the service worker's cache, and a page never seen gets the app's own
offline page in the page's language."""
import re
import signal
import time

import pytest
from playwright.sync_api import expect

from companion.games import GAMES
from tests.browser import Server, chromium, fill_new_play, phone_context


def controlled(page) -> None:
    """Once the service worker is active, the page loaded again through it (a page that
    began loading before it was active is not its to answer)."""
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()
    assert page.evaluate("Boolean(navigator.serviceWorker.controller)")


def started(page, site: str, game: str, names) -> str:
    """A new play with its first player chosen (or its turn tiles dealt); its id."""
    fill_new_play(page, site, game, names)
    expect(page.get_by_role("heading", name=re.compile("Setup for"))).to_be_visible()
    if GAMES[game].group_picks_first:
        page.locator("form[data-kind=first_player]").get_by_role("button", name=names[0]).tap()
    else:
        page.get_by_role("button", name=str(GAMES[game].start_label)).tap()
    expect(page.locator("main[data-phase=playing]")).to_be_visible()
    return page.url.split("/")[-2]


def points(page, name: str, value: str):
    """Egizia: a player's points, chip then number, sent."""
    form = page.locator("form.action", has=page.get_by_role("button", name="Points scored"))
    form.locator("label.pill", has_text=name).tap()
    form.get_by_label("Points").fill(value)
    form.get_by_role("button", name="Points scored").tap()


def button(name):
    return lambda page: page.locator("form.action").get_by_role("button", name=name).tap()


# Per game: the table, what is done online first, three actions entered without the app
# (each on the screen the phone still shows), and the log lines they give, in order.
OFFLINE_PLAYS = {
    "ankhor": (("Ana", "Ben"), [], [button("Bought a tile")] * 3,
               ["Ana bought a tile: 1 tile", "Ben bought a tile: 1 tile",
                "Ana bought a tile: 2 tiles"]),
    "pyramids": (("Ana", "Ben", "Carlos"),
                 [button("Quarry stocked: 3 pairs revealed")] + [
                     lambda page: page.locator("form.action button").first.tap()] * 3,
                 [button("Took a pair and built")] * 3,
                 ["Ana built the pyramid", "Ben built the pyramid",
                  "Carlos built the pyramid"]),
    "towers-of-arkhanos": (("Ana", "Ben"), [], [button("Die placed, bonus +2 prestige")] * 3,
                           ["Ana gained 2 prestige", "Ben gained 2 prestige",
                            "Ana gained 2 prestige"]),
    "egizia": (("Ana", "Ben"), [],
               [lambda page: points(page, "Ana", "5"), lambda page: points(page, "Ben", "6"),
                lambda page: points(page, "Ana", "2")],
               ["Ana +5 (points): 5", "Ben +6 (points): 6", "Ana +2 (points): 7"]),
}


def test_every_game_has_an_offline_play():
    assert set(OFFLINE_PLAYS) == set(GAMES)


def log_of(page, site: str, play: str) -> list[str]:
    return page.request.get(f"{site}/api/plays/{play}").json()["log"]


def tapped_in_order(page, online, offline_taps) -> None:
    for tap in online:
        main = page.locator("main")
        seq = int(main.get_attribute("data-seq"))
        tap(page)
        expect(main).to_have_attribute("data-seq", str(seq + 1))


@pytest.mark.parametrize("game", list(OFFLINE_PLAYS))
def test_three_actions_entered_offline_are_all_recorded_in_order(tmp_path, game):
    names, online, offline, lines = OFFLINE_PLAYS[game]
    server = Server(tmp_path).start()
    try:
        with chromium() as browser:
            page = phone_context(browser).new_page()
            page.set_default_timeout(15000)
            play = started(page, server.url, game, names)
            tapped_in_order(page, online, offline)
            controlled(page)
            seq = int(page.locator("main").get_attribute("data-seq"))
            server.kill()
            waiting = page.locator("#queue-status")
            offline[0](page)
            expect(waiting).to_contain_text("1 action waits to be sent")
            offline[1](page)
            expect(waiting).to_contain_text("2 actions wait to be sent")
            page.reload()                       # the tracker comes from this phone's cache
            expect(page.locator("main[data-phase=playing]")).to_be_visible()
            expect(waiting).to_contain_text("2 actions wait to be sent")
            offline[2](page)
            expect(waiting).to_contain_text("3 actions wait to be sent")
            server.start()
            expect(waiting).to_have_count(0, timeout=20000)
            expect(page.locator("main")).to_have_attribute("data-seq", str(seq + 3))
            log = log_of(page, server.url, play)
            assert [line for line in log if line in lines] == lines, log
    finally:
        server.kill()


def test_a_hung_server_still_shows_the_cached_tracker_within_3_s(tmp_path):
    server = Server(tmp_path).start()
    try:
        with chromium() as browser:
            page = phone_context(browser).new_page()
            started(page, server.url, "ankhor", ("Ana", "Ben"))
            controlled(page)
            tracker = page.url
            page.goto(server.url + "/history")
            page.goto(server.url + "/games/ankhor/print?players=2")
            server.process.send_signal(signal.SIGSTOP)   # it takes connections, answers none
            try:
                began = time.monotonic()
                page.goto(tracker, timeout=3000)
                expect(page.get_by_role("heading", name="Round 1")).to_be_visible(timeout=3000)
                assert time.monotonic() - began < 3
                expect(page.locator("#live-status")).to_contain_text(
                    "cannot be reached", timeout=8000)   # the poll gave up in time
                # an action entered now waits on the phone
                page.get_by_role("button", name="Bought a tile").tap()
                expect(page.locator("#queue-status")).to_contain_text("1 action waits",
                                                                      timeout=12000)
                for url, heading in ((server.url + "/history", "Past plays"),
                                     (server.url + "/games/ankhor/print?players=2",
                                      "Print the aids")):
                    began = time.monotonic()
                    page.goto(url, timeout=3000)
                    expect(page.get_by_role("heading", name=heading, exact=True)
                           ).to_be_visible(timeout=1000)
                    assert time.monotonic() - began < 3
            finally:
                server.process.send_signal(signal.SIGCONT)
            page.goto(tracker)                  # the action kept goes when the app answers
            expect(page.locator("#queue-status")).to_have_count(0, timeout=20000)
            expect(page.locator(".seats li", has_text="Ana")).to_contain_text("tiles: 1")
    finally:
        server.kill()


@pytest.mark.parametrize("lang, heading", [("en", "No connection to the app"),
                                           ("es", "Sin conexión con la aplicación"),
                                           ("fr", "Pas de connexion à l’application")])
def test_a_page_never_seen_gets_the_offline_page_in_the_page_language(tmp_path, lang,
                                                                      heading):
    server = Server(tmp_path).start()
    try:
        with chromium() as browser:
            page = phone_context(browser).new_page()
            page.goto(f"{server.url}/language/{lang}?next=/")
            controlled(page)
            page.goto(server.url + "/")               # says its language to the worker
            page.wait_for_timeout(300)
            server.kill()
            page.goto(server.url + "/games/egizia/rules")   # never opened on this phone
            expect(page.get_by_role("heading", level=1)).to_have_text(heading)
            assert page.evaluate("document.documentElement.lang") == lang
            page.goto(server.url + "/")                  # a page seen still opens
            expect(page.locator("header .brand")).to_be_visible()
    finally:
        server.kill()


def test_record_it_now_after_the_turn_moved_on_refuses_and_never_records_for_another(site):
    with chromium() as browser:
        a, b = phone_context(browser).new_page(), phone_context(browser).new_page()
        play = started(a, site, "pyramids", ("Ana", "Ben", "Carlos"))
        tapped_in_order(a, [button("Quarry stocked: 3 pairs revealed")] + [
            lambda page: page.locator("form.action button").first.tap()] * 3, [])
        b.goto(a.url)
        expect(b.locator('[data-testid="current"]')).to_contain_text("Ana")
        b.context.route("**/api/plays/**", lambda route: route.abort())   # B loses the Wi-Fi
        b.get_by_role("button", name="Took a pair and built").tap()      # Ana's build, on B
        expect(b.locator("#queue-status")).to_contain_text("Ana: Took a pair and built")
        tapped_in_order(a, [button("Took a pair and built")], [])         # Ana's, on A
        b.context.unroute("**/api/plays/**")
        notice = b.locator(".not-recorded")
        expect(notice).to_contain_text("Not recorded: “Took a pair and built” for Ana. "
                                       "Meanwhile: Ana built the pyramid.", timeout=10000)
        notice.get_by_role("button", name="Record it now").tap()
        expect(b.locator(".not-recorded")).to_contain_text(
            "Not recorded: “Ana: Took a pair and built”. That action was for Ana, and it is "
            "Ben's turn now.")
        log = log_of(b, site, play)
        assert "Ben built the pyramid" not in log and log.count("Ana built the pyramid") == 1
        b.locator(".not-recorded").get_by_role("button", name="Drop it").tap()
        expect(b.locator("#queue-status")).to_have_count(0)
        expect(b.locator('[data-testid="current"]')).to_contain_text("Ben")


def test_record_it_now_records_for_the_original_player_when_it_still_applies(site):
    with chromium() as browser:
        a, b = phone_context(browser).new_page(), phone_context(browser).new_page()
        play = started(a, site, "egizia", ("Ana", "Ben"))
        b.goto(a.url)
        expect(b.locator("main[data-phase=playing]")).to_be_visible()
        b.context.route("**/api/plays/**", lambda route: route.abort())
        points(b, "Ana", "5")                                           # on B, offline
        expect(b.locator("#queue-status")).to_contain_text("1 action waits")
        points(a, "Ben", "6")                                           # on A, meanwhile
        expect(a.locator(".log")).to_contain_text("Ben +6")
        b.context.unroute("**/api/plays/**")
        notice = b.locator(".not-recorded")
        expect(notice).to_contain_text("Meanwhile: Ben +6 (points): 6.", timeout=10000)
        notice.get_by_role("button", name="Record it now").tap()
        expect(b.locator(".log")).to_contain_text("Ana +5 (points): 5")
        log = log_of(b, site, play)
        assert log[-2:] == ["Ben +6 (points): 6", "Ana +5 (points): 5"], log


def test_the_first_action_refused_stops_the_rest_and_each_is_explained(site):
    with chromium() as browser:
        a, b = phone_context(browser).new_page(), phone_context(browser).new_page()
        play = started(a, site, "ankhor", ("Ana", "Ben"))
        b.goto(a.url)
        expect(b.locator('[data-testid="current"]')).to_contain_text("Ana")
        b.context.route("**/api/plays/**", lambda route: route.abort())
        b.get_by_role("button", name="Bought a tile").tap()        # Ana's, then Ben's
        expect(b.locator('[data-testid="current"]')).to_contain_text("Ben")
        b.get_by_role("button", name="Bought a tile").tap()
        waiting = b.locator("#queue-status")
        expect(waiting).to_contain_text("2 actions wait to be sent:")
        expect(waiting.locator("li")).to_have_text(["Ana: Bought a tile", "Ben: Bought a tile"])
        tapped_in_order(a, [button("Took 3 tokens")], [])            # Ana's turn, on A
        b.context.unroute("**/api/plays/**")
        notice = b.locator(".not-recorded")
        expect(notice).to_contain_text("Not recorded: “Bought a tile” for Ana. Meanwhile: "
                                       "Ana took 3 tokens. 1 more action entered after it "
                                       "waits.", timeout=10000)
        expect(waiting).to_contain_text("2 actions wait")             # the rest waits
        assert log_of(b, site, play)[-1] == "Ana took 3 tokens"
        notice.get_by_role("button", name="Drop it").tap()
        # the next one was Ben's: said with his name, and it is his turn now: recorded for him
        notice = b.locator(".not-recorded")
        expect(notice).to_contain_text("Not recorded: “Bought a tile” for Ben. Meanwhile: "
                                       "Ana took 3 tokens.", timeout=10000)
        notice.get_by_role("button", name="Record it now").tap()
        expect(waiting).to_have_count(0)
        expect(b.locator(".log li").first).to_contain_text("Ben bought a tile: 1 tile")
        assert log_of(b, site, play)[-2:] == ["Ana took 3 tokens", "Ben bought a tile: 1 tile"]
