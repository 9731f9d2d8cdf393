"""In headless Chromium at 390x844, two phones: a group setting saved during a play reaches
the open score entry at once (no reload of the play), and the message that asks for it
links to the settings with a way back to the entry."""
import re

from playwright.sync_api import expect

from tests.browser import chromium, phone_context, play_at_scoring


def covered_numbers(page) -> None:
    """Four base tiles worth 2 each, and an upper tile over all four."""
    page.locator('#brush input[name=brush-points-chip][value="2"]').check(force=True)
    for row, col in ((0, 0), (0, 1), (1, 0), (1, 1)):
        page.locator(f'#grid .cell[data-row="{row}"][data-col="{col}"]').tap()
    page.locator('#brush input[name=brush-points-chip][value="0"]').check(force=True)
    page.locator('#grid .corner[data-row="0"][data-col="0"]').tap()
    expect(page.locator("#tile-count")).to_have_text("5 tiles")


def test_an_ankhor_reading_saved_during_the_scoring_reaches_the_open_entry(site):
    with chromium() as browser:
        a, b = phone_context(browser).new_page(), phone_context(browser).new_page()
        play = play_at_scoring(a, site, "ankhor")
        a.goto(f"{play}/score/0")
        covered_numbers(a)
        live = a.locator("#live-breakdown")
        expect(live).to_contain_text("choose your group's reading in Ankh'or's settings")
        link = live.get_by_role("link", name="Answer it in the settings")
        assert link.get_attribute("href") == ("/games/ankhor/settings?next="
                                              + play.split(site)[1] + "/score/0")
        # there and back: the settings, then the entry as it was left
        link.tap()
        a.get_by_label("Printed numbers under an upper-level tile").select_option("ignore")
        a.get_by_role("button", name="Save").tap()
        expect(a.get_by_role("heading", name="Score: Ana")).to_be_visible()
        assert re.search(r"/score/0$", a.url)
        expect(a.locator("#tile-count")).to_have_text("5 tiles")   # nothing typed lost
        printed = live.locator("tr", has_text="Printed points").locator("td")
        expect(printed).to_have_text("0")          # the covered 2s do not count
        # the other phone changes the reading; this one does not reload
        reloads = []
        a.on("framenavigated", lambda frame: reloads.append(frame.url))
        b.goto(f"{site}/games/ankhor/settings")
        b.get_by_label("Printed numbers under an upper-level tile").select_option("count")
        b.get_by_role("button", name="Save").tap()
        expect(printed).to_have_text("8", timeout=6000)
        expect(a.locator("#tile-count")).to_have_text("5 tiles")
        assert reloads == []
