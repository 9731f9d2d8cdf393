"""Pyramids at phone size: a 2-player play from setup to results, the pyramid entered by taps."""
import re

from playwright.sync_api import expect

from tests.browser import fill_new_play


def pick_tool(page, value):
    page.locator(f'input[name="tool"][value="{value}"]').locator("xpath=..").tap()


def test_full_pyramid_entered_by_taps(site, page):
    fill_new_play(page, site, "pyramids", ("Ana", "Ben"))
    expect(page.get_by_text("Thoth (5) stays in the box")).to_be_visible()
    page.get_by_role("button", name="Ben").tap()
    expect(page.locator(".reminders")).to_contain_text("is set aside this round")
    page.get_by_role("button", name=re.compile("Quarry stocked")).tap()
    page.locator(".actions button").first.tap()      # Ben picks the lowest tile left
    page.locator(".actions button").first.tap()      # then Ana
    page.get_by_role("button", name="Took a pair and built").tap()
    page.get_by_role("button", name="Took a pair and built").tap()
    expect(page.locator(".reminders")).to_contain_text("at most 1 card")
    page.get_by_role("button", name="End the round").tap()
    expect(page.get_by_role("heading", name="Round 2")).to_be_visible()
    page.locator("details.danger summary").tap()
    page.get_by_role("button", name="Go to scoring").tap()

    page.get_by_role("link", name=re.compile("Ana")).tap()
    pick_tool(page, "blue")
    cards = page.locator("#pyramid .pcard")
    expect(cards).to_have_count(10)
    for i in range(10):
        cards.nth(i).locator(".pcard-add").tap()       # a card with the first layout
        for s in range(3):
            cards.nth(i).locator(".stone").nth(s).tap()
    expect(page.locator("#entry-status")).to_have_text("10 of 10 pyramid cards")
    pick_tool(page, "glyph")
    cards.nth(9).tap()                                 # the top card shows a pyramid glyph
    page.get_by_role("button", name="Add an obelisk card").tap()
    pick_tool(page, "red")
    page.locator("#obelisk .stone").nth(0).tap()
    page.locator("#obelisk .stone").nth(1).tap()       # a card has 2 or 3 stones
    page.get_by_role("button", name="Add a tomb card").tap()
    pick_tool(page, "green")
    page.locator("#tomb .stone").nth(0).tap()
    pick_tool(page, "yellow")
    page.locator("#tomb .stone").nth(1).tap()
    # 30 blue stones in one group: 30 + 30 once more; obelisk 1; tomb (alone, green and
    # yellow) 10; glyph 2.
    expect(page.locator("#live-breakdown .total-row td")).to_have_text("73")
    expect(page.locator("#pyramid .stone.in-group")).to_have_count(30)
    page.get_by_role("button", name="Save score").tap()

    page.get_by_role("link", name=re.compile("Ben")).tap()
    page.get_by_role("button", name="Add a tomb card").tap()
    pick_tool(page, "green")
    page.locator("#tomb .stone").nth(0).tap()
    page.locator("#tomb .stone").nth(1).tap()          # Ben's 2 greens take the majority
    expect(page.locator("#live-breakdown .total-row td")).to_have_text("5")
    page.get_by_role("button", name="Save score").tap()     # the last entry: the results
    expect(page.locator(".winner")).to_contain_text("Ana wins")
    expect(page.locator(".standings .total").first).to_have_text("68")
