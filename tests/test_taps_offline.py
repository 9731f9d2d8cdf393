"""Issue 36, point 5: the taps an offline turn costs against the same turn online, per game
(counted through tests/taps.py, reported at the end of the run as BENCHMARKS.md records).

Each game's reference turns (tests/test_taps_trackers.py) are played twice from the first
turn: online on one play, then offline on another, where the page moves on by itself to
the next turn the rules give. Both plays must end with the same log once the second is
back online. A turn this phone cannot tell offline costs one tap more: the name of the
player whose action it is."""
import re

import pytest
from playwright.sync_api import expect

from companion.games import GAMES
from tests.browser import Server, chromium, phone_context
from tests.taps import Taps
from tests.test_offline_browser import controlled, log_of
from tests.test_taps_trackers import REFERENCE, new_play


def drawn_apart(log: list[str]) -> list[str]:
    """A log without what each play draws at random (Pyramids' god tile set aside with two
    players decides which tile is the lowest left; Egizia's turn tiles, dealt at random,
    decide the next round's tiles between players on the same score)."""
    return [TILES_DEALT.sub("turn tiles as dealt", GOD_CHOSEN.sub(" chose a god tile", line))
            for line in log]


GOD_CHOSEN = re.compile(r" chose .*")
TILES_DEALT = re.compile(r"turn tiles .*", re.I)


def reference_taps(page, slug: str, offline: bool) -> list[int]:
    """The game's reference steps, each one tap on the turn the page shows; the taps of
    each, and checks that each was taken (recorded online; waiting, offline)."""
    counts = []
    for number, step in enumerate(REFERENCE[slug]):
        main = page.locator("main")
        seq = int(main.get_attribute("data-seq"))
        taps = Taps(page)
        taps.tap(page.locator(".actions form.action").get_by_role(
            "button", name=step.button).first)
        if offline:
            expect(page.locator("#queue-status li")).to_have_count(number + 1)
        else:
            expect(main).to_have_attribute("data-seq", str(seq + 1))
        counts.append(taps.count)
    return counts


@pytest.mark.parametrize("slug", list(GAMES))
def test_an_offline_turn_costs_the_taps_of_the_same_turn_online(tmp_path, slug):
    server = Server(tmp_path).start()
    try:
        with chromium() as browser:
            page = phone_context(browser).new_page()
            page.set_default_timeout(15000)
            online_play = new_play(page, server.url, slug)
            online = reference_taps(page, slug, offline=False)
            offline_play = new_play(page, server.url, slug)
            controlled(page)
            server.kill()
            offline = reference_taps(page, slug, offline=True)
            server.start()
            expect(page.locator("#queue-status")).to_have_count(0, timeout=20000)
            assert drawn_apart(log_of(page, server.url, offline_play)) == drawn_apart(
                log_of(page, server.url, online_play))
    finally:
        server.kill()
    game = GAMES[slug].name
    Taps(None, max(offline)).report(f"{game}: a plain turn offline (online: {max(online)})",
                                    max(online))
    assert offline == online


def test_a_turn_this_phone_cannot_tell_costs_one_tap_more(tmp_path):
    """Ankh'or, three players: two turns taking tokens with two ankhs each, then a turn
    past what the phone worked out: one tap on the player's name, then the same turn."""
    server = Server(tmp_path).start()
    try:
        with chromium() as browser:
            page = phone_context(browser).new_page()
            page.set_default_timeout(15000)
            page.goto(f"{server.url}/plays/new/ankhor")
            for i, name in enumerate(("Ana", "Ben", "Carlos")):
                page.fill(f"#players-{i}-name", name)
            page.get_by_role("button", name="Start setup").tap()
            page.get_by_role("button", name="Ana").tap()
            expect(page.get_by_role("heading", name="Round 1")).to_be_visible()
            controlled(page)
            server.kill()
            for queued in (1, 2):
                form = page.locator(".actions form.action", has=page.get_by_role(
                    "button", name="Took 3 tokens"))
                form.get_by_label("Ankhs among them").fill("2")
                form.get_by_role("button", name="Took 3 tokens").tap()
                # the next turn's form, not this one about to go, is filled next
                expect(page.locator("#queue-status li")).to_have_count(queued)
            taps = Taps(page)
            taps.tap(page.locator(".ask-whose").get_by_role("button", name="Carlos"))
            taps.tap(page.get_by_role("button", name="Bought a tile"))
            expect(page.locator("#queue-status li")).to_have_count(3)
    finally:
        server.kill()
    assert taps.report("Ankh'or: a turn not known offline (online: 1)", 2) == 2


def test_an_egizia_points_change_offline_costs_what_it_costs_online(tmp_path):
    """A chip, the digits and Enter, offline as online (4 taps for 12 points); the form is
    empty again for the next change."""
    server = Server(tmp_path).start()
    try:
        with chromium() as browser:
            page = phone_context(browser).new_page()
            page.set_default_timeout(15000)
            play = new_play(page, server.url, "egizia")
            controlled(page)
            server.kill()
            taps = Taps(page)
            form = page.locator(".actions form.action", has=page.get_by_role(
                "button", name="Points scored", exact=True))
            taps.tap(form.locator("label", has_text="Ana"))
            taps.type("12")
            taps.press("Enter")
            expect(page.locator("#queue-status li")).to_have_text(
                ["Ana: Points scored (Points: 12)"])
            expect(form.get_by_label("Points")).to_have_value("")
            server.start()
            expect(page.locator("#queue-status")).to_have_count(0, timeout=20000)
            assert log_of(page, server.url, play)[-1] == "Ana +12 (points): 12"
    finally:
        server.kill()
    assert taps.report("Egizia: a points change of 12 offline (online: 4)", 4) == 4
