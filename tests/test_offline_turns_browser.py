"""In headless Chromium at 390x844: a phone that cannot reach the app keeps every turn
right (issue 36). After each action it queues, the tracker moves on to the next turn as
the game's rules give it (static/ahead.js, companion/games/ahead.py): the next player's own
form, empty, with their own options; each waiting action named with its player; all of
them recorded for those players once the app is back, a reload between them or not."""
import re
from dataclasses import dataclass

import pytest
from playwright.sync_api import expect

from companion.games import GAMES
from tests.browser import Server, chromium, phone_context
from tests.test_offline_browser import controlled, log_of, started, tapped_in_order


def build(page, extra: str | None = None) -> None:
    """A build on the form the page shows: the extra card ticked, if any, then the button."""
    form = page.locator("div.actions form.action", has=page.get_by_role(
        "button", name="Took a pair and built"))
    if extra:
        form.get_by_label(f"also a card on the {extra}").check()
    form.get_by_role("button", name="Took a pair and built").tap()


def god(number: int | None):
    """A god tile taken (None: the quarry stocked, the phase's one button)."""
    if number is None:
        return lambda page: page.locator("div.actions form.action button").first.tap()
    return lambda page: page.locator("div.actions form.action").get_by_role(
        "button", name=re.compile(f"^{number} · ")).tap()


def current(page):
    return page.locator('section.now [data-testid="current"]')


def waiting_lines(page):
    return page.locator("#queue-status li")


def test_pyramids_three_builds_offline_each_with_its_own_extra_card(tmp_path):
    """Three gods, so three builders in god-tile order (Ben with Horus, Carlos with Anubis,
    Ana with Khepri), each with the extra card their god allows: none, the tomb, the
    obelisk; a reload between the second and the third."""
    server = Server(tmp_path).start()
    try:
        with chromium() as browser:
            page = phone_context(browser).new_page()
            page.set_default_timeout(15000)
            play = started(page, server.url, "pyramids", ("Ana", "Ben", "Carlos"))
            tapped_in_order(page, [god(None), god(3), god(1), god(2)], [])
            controlled(page)
            expect(current(page)).to_have_text("Ben")
            server.kill()
            form = page.locator("div.actions form.action")
            expect(form.get_by_label("also a card on the tomb")).to_have_count(0)
            build(page)                                   # Ben: Horus, the pyramid only
            expect(current(page)).to_have_text("Carlos")
            expect(form.get_by_label("also a card on the tomb")).not_to_be_checked()
            expect(form.get_by_label("also a card on the obelisk")).to_have_count(0)
            build(page, "tomb")                           # Carlos: Anubis
            expect(current(page)).to_have_text("Ana")
            page.reload()                                 # the tracker from this phone's cache
            expect(current(page)).to_have_text("Ana")
            expect(form.get_by_label("also a card on the tomb")).to_have_count(0)
            expect(form.get_by_label("also a card on the obelisk")).not_to_be_checked()
            build(page, "obelisk")                        # Ana: Khepri
            expect(waiting_lines(page)).to_have_text([
                "Ben: Took a pair and built",
                "Carlos: Took a pair and built (also a card on the tomb)",
                "Ana: Took a pair and built (also a card on the obelisk)"])
            expect(page.locator("section.now")).to_contain_text("Phase 5 of 5")
            server.start()
            expect(page.locator("#queue-status")).to_have_count(0, timeout=20000)
            log = log_of(page, server.url, play)
            assert log[-3:] == ["Ben built the pyramid", "Carlos built the pyramid + tomb",
                                "Ana built the pyramid + obelisk"], log
    finally:
        server.kill()


# --- three actions offline, in every game ---------------------------------------------------

CHANGED = """forms => forms.flatMap(form => Array.from(form.elements)).filter(el =>
    el.name && el.name.startsWith("f:") && (
      ["checkbox", "radio"].includes(el.type) ? el.checked !== el.defaultChecked
      : el.tagName === "SELECT" ? el.selectedIndex !== Math.max(0,
          Array.from(el.options).findIndex(o => o.defaultSelected))
      : el.value !== el.defaultValue)).map(el => el.name)"""


def nothing_carried(page) -> None:
    """Every form of the turn shown is as the tracker first draws it: nothing ticked,
    chosen or typed in it."""
    assert page.locator("div.actions form.action").evaluate_all(CHANGED) == []


def form_of(page, button: str):
    return page.locator("div.actions form.action", has=page.get_by_role(
        "button", name=button, exact=True))


def typed(button: str, label: str | None = None, value: str | None = None):
    """A form with a number typed or a box ticked (value None), then sent."""
    def step(page):
        form = form_of(page, button)
        if label and value is None:
            form.get_by_label(label).check()
        elif label:
            form.get_by_label(label).fill(value)
        form.get_by_role("button", name=button, exact=True).tap()
    return step


def chosen(button: str, label: str, option: str):
    def step(page):
        form = form_of(page, button)
        form.get_by_label(label).select_option(label=option)
        form.get_by_role("button", name=button, exact=True).tap()
    return step


def points(button: str, name: str, value: str):
    """Egizia: a player's points (chip, then number), sent."""
    def step(page):
        form = form_of(page, button)
        form.locator("label.pill", has_text=name).tap()
        form.get_by_label("Points").fill(value)
        form.get_by_role("button", name=button, exact=True).tap()
    return step


def only_gods(*numbers):
    """Pyramids: the god tiles this player may still take, and no other."""
    def check(page):
        offered = page.locator("div.actions form.action button").all_inner_texts()
        assert [text.split(" · ")[0] for text in offered] == [str(n) for n in numbers], offered
    return check


@dataclass(frozen=True)
class Offline:
    """One action entered offline: whose turn the page shows (None: no one's), what is
    done, what the waiting list says of it and, before, what else is checked."""

    who: str | None
    do: object
    waits: str
    check: object = None


# Per game: the table, the taps online first, three actions offline, the log they give.
THREE_OFFLINE = {
    "ankhor": (("Ana", "Ben"), [], [
        Offline("Ana", typed("Took 3 tokens", "Ankhs among them", "1"),
                "Ana: Took 3 tokens (Ankhs among them: 1)"),
        Offline("Ben", typed("Bought a tile", "it is a scribe"),
                "Ben: Bought a tile (it is a scribe)"),
        Offline("Ben", typed("Took 3 tokens", "Ankhs among them", "2"),     # the extra turn
                "Ben: Took 3 tokens (Ankhs among them: 2)")],
               ["Ana took 3 tokens (1 ankh)",
                "Ben bought a tile (a scribe): 1 tile; Ben takes an extra turn (scribe)",
                "Ben took 3 tokens (2 ankhs)"]),
    "pyramids": (("Ana", "Ben", "Carlos"), [god(None)], [
        Offline("Ana", god(2), "Ana: 2 · Anubis", only_gods(1, 2, 3, 4)),
        Offline("Ben", god(1), "Ben: 1 · Horus", only_gods(1, 3, 4)),
        Offline("Carlos", god(3), "Carlos: 3 · Khepri", only_gods(3, 4))],
                 ["Ana chose Anubis (2)", "Ben chose Horus (1)", "Carlos chose Khepri (3)"]),
    "towers-of-arkhanos": (("Ana", "Ben"), [], [
        Offline("Ana", chosen("Die placed, bonus: prestige = floor", "Tower",
                              "Outer tower C (floor 1)"),
                "Ana: Die placed, bonus: prestige = floor (Tower: Outer tower C (floor 1))"),
        Offline("Ben", typed("Die placed, bonus +2 prestige"),
                "Ben: Die placed, bonus +2 prestige"),
        Offline("Ana", typed("Die placed, bonus: prestige = floor"),
                "Ana: Die placed, bonus: prestige = floor (Tower: Outer tower A (floor 1))")],
                           ["Ana gained 1 prestige (Outer tower C)", "Ben gained 2 prestige",
                            "Ana gained 1 prestige (Outer tower A)"]),
    "egizia": (("Ana", "Ben"), [], [
        Offline(None, points("Points scored", "Ana", "5"), "Ana: Points scored (Points: 5)"),
        Offline(None, points("Points scored", "Ben", "6"), "Ben: Points scored (Points: 6)"),
        Offline(None, points("Points lost", "Ana", "2"), "Ana: Points lost (Points: 2)")],
               ["Ana +5 (points): 5", "Ben +6 (points): 6", "Ana -2 (loss): 3"]),
}


def test_every_game_has_three_offline_actions():
    assert set(THREE_OFFLINE) == set(GAMES)


@pytest.mark.parametrize("game", list(THREE_OFFLINE))
def test_three_actions_offline_each_for_its_player_with_nothing_carried(tmp_path, game):
    names, online, offline, lines = THREE_OFFLINE[game]
    server = Server(tmp_path).start()
    try:
        with chromium() as browser:
            page = phone_context(browser).new_page()
            page.set_default_timeout(15000)
            play = started(page, server.url, game, names)
            tapped_in_order(page, online, [])
            controlled(page)
            server.kill()
            for number, action in enumerate(offline):
                if number == 2:
                    page.reload()                 # the tracker from this phone's cache
                if action.who:
                    expect(current(page)).to_have_text(action.who)
                else:
                    expect(current(page)).to_have_count(0)
                nothing_carried(page)
                if action.check:
                    action.check(page)
                action.do(page)
                expect(waiting_lines(page)).to_have_count(number + 1)
            expect(waiting_lines(page)).to_have_text([a.waits for a in offline])
            expect(page.locator("#queue-status")).to_contain_text("3 actions wait to be sent")
            server.start()
            expect(page.locator("#queue-status")).to_have_count(0, timeout=20000)
            log = log_of(page, server.url, play)
            assert log[-3:] == lines, log
    finally:
        server.kill()


# --- a phone that saw the tracker once -------------------------------------------------------

KEPT = "() => caches.match(location.href, {ignoreVary: true}).then(Boolean)"
FORGET_PLAYS = """() => caches.keys().then(names => Promise.all(names.map(name => caches.open(name)
    .then(cache => cache.keys().then(requests => Promise.all(requests
      .filter(request => new URL(request.url).pathname.startsWith("/plays/"))
      .map(request => cache.delete(request))))))))"""


def first_visit(browser, site: str, tracker: str):
    """A phone that opens the tracker as its first page of the app (a join link): the
    service worker starts while the page is open, and keeps a copy of it."""
    page = phone_context(browser).new_page()
    page.set_default_timeout(15000)
    page.goto(tracker)
    expect(page.locator("main[data-phase=playing]")).to_be_visible()
    for _ in range(100):
        if page.evaluate(KEPT):
            return page
        page.wait_for_timeout(100)
    raise AssertionError("the service worker kept no copy of the page")


def test_a_phone_that_saw_the_tracker_once_sends_what_it_kept_after_a_reload(tmp_path):
    server = Server(tmp_path).start()
    try:
        with chromium() as browser:
            host = phone_context(browser).new_page()
            play = started(host, server.url, "ankhor", ("Ana", "Ben"))
            page = first_visit(browser, server.url, host.url)
            server.kill()
            page.get_by_role("button", name="Bought a tile").tap()
            expect(waiting_lines(page)).to_have_text(["Ana: Bought a tile"])
            page.reload()                         # the copy the worker kept: the tracker
            expect(page.get_by_role("heading", name="Round 1")).to_be_visible()
            expect(current(page)).to_have_text("Ben")
            expect(waiting_lines(page)).to_have_text(["Ana: Bought a tile"])
            server.start()                        # nothing entered since: what waits goes
            expect(page.locator("#queue-status")).to_have_count(0, timeout=20000)
            assert log_of(page, server.url, play)[-1] == "Ana bought a tile: 1 tile"
    finally:
        server.kill()


def test_the_offline_page_sends_what_waits_when_the_app_is_back(tmp_path):
    server = Server(tmp_path).start()
    try:
        with chromium() as browser:
            host = phone_context(browser).new_page()
            play = started(host, server.url, "ankhor", ("Ana", "Ben"))
            page = first_visit(browser, server.url, host.url)
            server.kill()
            page.get_by_role("button", name="Bought a tile").tap()
            expect(waiting_lines(page)).to_have_count(1)
            page.evaluate(FORGET_PLAYS)           # no copy of the play on this phone any more
            page.reload()
            expect(page.get_by_role("heading", level=1)).to_have_text("No connection to the app")
            expect(page.locator("#offline-queue")).to_contain_text("1 action waits to be sent")
            expect(page.locator("#offline-queue li")).to_have_text(["Ana: Bought a tile"])
            server.start()                        # sent, then the page asked for opens
            expect(page.get_by_role("heading", name="Round 1")).to_be_visible(timeout=20000)
            expect(current(page)).to_have_text("Ben")
            assert log_of(page, server.url, play)[-1] == "Ana bought a tile: 1 tile"
            assert page.evaluate("Object.keys(localStorage).filter(k => /^queue:/.test(k))") == []
    finally:
        server.kill()


# --- a turn this phone cannot tell, and what the rules refuse at once ------------------------

def two_takes_offline(page, server) -> None:
    """Ankh'or, three players: Ana and Ben each take tokens with two ankhs, offline; the
    turn after is further than this phone worked out."""
    server.kill()
    for name in ("Ana", "Ben"):
        expect(current(page)).to_have_text(name)
        typed("Took 3 tokens", "Ankhs among them", "2")(page)


def test_a_turn_not_known_offline_asks_whose_action_it_is(tmp_path):
    server = Server(tmp_path).start()
    try:
        with chromium() as browser:
            page = phone_context(browser).new_page()
            page.set_default_timeout(15000)
            play = started(page, server.url, "ankhor", ("Ana", "Ben", "Carlos"))
            controlled(page)
            two_takes_offline(page, server)
            ask = page.locator(".ask-whose")
            expect(ask).to_contain_text("Whose action is this?")
            expect(page.locator("section.now")).to_contain_text(
                "Without the app, this phone cannot tell whose turn it is now")
            expect(page.locator("div.actions form.action")).to_have_count(0)   # no guess
            ask.get_by_role("button", name="Carlos").tap()
            expect(current(page)).to_have_text("Carlos")
            nothing_carried(page)
            typed("Bought a tile")(page)
            expect(waiting_lines(page)).to_have_text([
                "Ana: Took 3 tokens (Ankhs among them: 2)",
                "Ben: Took 3 tokens (Ankhs among them: 2)", "Carlos: Bought a tile"])
            expect(page.locator(".ask-whose")).to_be_visible()     # and the next is asked too
            server.start()
            expect(page.locator("#queue-status")).to_have_count(0, timeout=20000)
            expect(page.locator("#live-status")).to_have_text(
                "3 actions entered without a connection were sent now that the app is back.")
            assert log_of(page, server.url, play)[-3:] == [
                "Ana took 3 tokens (2 ankhs)", "Ben took 3 tokens (2 ankhs)",
                "Carlos bought a tile: 1 tile"]
    finally:
        server.kill()


def test_an_action_for_the_wrong_player_is_refused_with_their_name(tmp_path):
    server = Server(tmp_path).start()
    try:
        with chromium() as browser:
            page = phone_context(browser).new_page()
            page.set_default_timeout(15000)
            play = started(page, server.url, "ankhor", ("Ana", "Ben", "Carlos"))
            controlled(page)
            two_takes_offline(page, server)
            page.locator(".ask-whose").get_by_role("button", name="Ana").tap()   # not hers
            typed("Bought a tile")(page)
            expect(waiting_lines(page).last).to_have_text("Ana: Bought a tile")
            server.start()
            notice = page.locator(".not-recorded")
            expect(notice).to_contain_text("Not recorded: “Ana: Bought a tile”. That action "
                                           "was for Ana, and it is Carlos's turn now.",
                                           timeout=20000)
            assert log_of(page, server.url, play)[-1] == "Ben took 3 tokens (2 ankhs)"
            notice.get_by_role("button", name="Drop it").tap()
            expect(page.locator("#queue-status")).to_have_count(0)
            expect(page.locator("#live-status")).not_to_contain_text("Sending")
            expect(current(page)).to_have_text("Carlos")
    finally:
        server.kill()


def test_what_the_rules_refuse_is_said_at_once_and_nothing_waits(tmp_path):
    """Offline, an upper-level tile bought with no tile below: the rules' own words at the
    form, the tick kept, nothing queued."""
    server = Server(tmp_path).start()
    try:
        with chromium() as browser:
            page = phone_context(browser).new_page()
            page.set_default_timeout(15000)
            started(page, server.url, "ankhor", ("Ana", "Ben"))
            controlled(page)
            server.kill()
            typed("Bought a tile", "placed on the upper level")(page)
            form = form_of(page, "Bought a tile")
            expect(form.locator('[role="alert"]')).to_have_text(
                "An upper-level tile rests on 4 of your tiles; 0 placed so far.")
            expect(form.get_by_label("placed on the upper level")).to_be_checked()
            expect(page.locator("#queue-status")).to_have_count(0)
            expect(current(page)).to_have_text("Ana")
    finally:
        server.kill()


def test_taps_faster_than_the_app_answers_are_each_for_their_player(site):
    """Online, each god tile tapped on the turn the page moved on to before the app had
    the one before: each recorded for the player it was tapped for."""
    with chromium() as browser:
        page = phone_context(browser).new_page()
        play = started(page, site, "pyramids", ("Ana", "Ben", "Carlos"))
        tapped_in_order(page, [god(None)], [])
        for number, name in ((3, "Ana"), (1, "Ben"), (2, "Carlos")):
            expect(current(page)).to_have_text(name)
            god(number)(page)
        expect(page.locator("section.now")).to_contain_text("Phases 3-4 of 5")
        expect(page.locator("main")).to_have_attribute("data-seq", "5")
        assert log_of(page, site, play)[-3:] == ["Ana chose Khepri (3)", "Ben chose Horus (1)",
                                                 "Carlos chose Anubis (2)"]


def test_an_undo_kept_offline_takes_the_page_back_a_turn(tmp_path):
    server = Server(tmp_path).start()
    try:
        with chromium() as browser:
            page = phone_context(browser).new_page()
            page.set_default_timeout(15000)
            play = started(page, server.url, "pyramids", ("Ana", "Ben", "Carlos"))
            tapped_in_order(page, [god(None), god(3), god(1), god(2)], [])
            controlled(page)
            server.kill()
            build(page)                                   # Ben's, by mistake
            expect(current(page)).to_have_text("Carlos")
            page.get_by_role("button", name="Undo last action").tap()
            expect(current(page)).to_have_text("Ben")      # his turn again, his form empty
            nothing_carried(page)
            expect(waiting_lines(page)).to_have_text(["Ben: Took a pair and built",
                                                      "Undo last action"])
            build(page)
            expect(current(page)).to_have_text("Carlos")
            server.start()
            expect(page.locator("#queue-status")).to_have_count(0, timeout=20000)
            log = log_of(page, server.url, play)
            assert log[-3] == "Ben built the pyramid" and log[-1] == "Ben built the pyramid"
            assert log[-2].startswith("Took back"), log
    finally:
        server.kill()
