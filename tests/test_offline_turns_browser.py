"""In headless Chromium at 390x844: a phone that cannot reach the app keeps every turn
right (issue 36). After each action it queues, the tracker moves on to the next turn as
the game's rules give it (static/ahead.js, companion/games/ahead.py): the next player's own
form, empty, with their own options; each waiting action named with its player; all of
them recorded for those players once the app is back, a reload between them or not."""
import re

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


def god(number: int):
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
            tapped_in_order(page, [lambda p: p.locator("form.action button").first.tap(),
                                   god(3), god(1), god(2)], [])
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
