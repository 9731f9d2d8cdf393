"""Pyramids at phone size: a 2-player play from setup to results, the pyramid entered by taps."""
import re

from playwright.sync_api import expect

from tests.browser import fill_new_play


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
    cards = page.locator("#pyramid .pcard")
    expect(cards).to_have_count(10)
    blue = page.locator('#pyramid-keypad [data-color="blue"]')
    for i in range(10):                                # each full card hands over to the next
        expect(cards.nth(i)).to_have_attribute("aria-current", "true")
        if i == 9:
            page.locator("#glyph-button").tap()        # the top card shows a pyramid glyph
        for _ in range(3):
            blue.tap()
    expect(page.locator("#entry-status")).to_have_text("10 of 10 pyramid cards")
    expect(blue).to_be_disabled()                      # no card left to fill
    obelisk = page.locator("#obelisk .card-row")
    obelisk.nth(0).locator('.key[data-color="red"]').tap()
    obelisk.nth(0).locator('.key[data-color="red"]').tap()   # a card has 2 or 3 stones
    tomb = page.locator("#tomb .card-row")
    tomb.nth(0).locator('.key[data-color="green"]').tap()
    tomb.nth(0).locator('.key[data-color="yellow"]').tap()
    # 30 blue stones in one group: 30 + 30 once more; obelisk 1; glyph 2; the tomb
    # majorities pending while Ben is not entered (alone, green and yellow would be 10).
    expect(page.locator('#live-breakdown tr[data-key="tomb"] td')).to_have_text("pending")
    expect(page.locator("#live-breakdown .total-row td")).to_have_text("63 so far")
    expect(page.locator("#pyramid .stone.in-group")).to_have_count(30)
    page.get_by_role("button", name="Save score").tap()

    page.get_by_role("link", name=re.compile("Ben")).tap()
    green = page.locator('#tomb .card-row').nth(0).locator('.key[data-color="green"]')
    green.tap()
    green.tap()                                        # Ben's 2 greens take the majority
    expect(page.locator("#live-breakdown .total-row td")).to_have_text("5")
    page.get_by_role("button", name="Save score").tap()     # the last entry: the results
    expect(page.locator(".winner")).to_contain_text("Ana wins")
    expect(page.locator(".sheet .total").first).to_have_text("68")


def score_entry_of_ana(page, site):
    fill_new_play(page, site, "pyramids", ("Ana", "Ben"))
    page.get_by_role("button", name="Ana").tap()
    expect(page.get_by_role("heading", name="Round 1")).to_be_visible()
    page.locator("details.danger summary").tap()
    page.get_by_role("button", name="Go to scoring").tap()
    page.get_by_role("link", name=re.compile("Ana")).tap()


def stone(page, card, number):
    return page.locator("#pyramid .pcard").nth(card).locator(".stone").nth(number)


def test_mistakes_layouts_and_the_draft(site, page):
    score_entry_of_ana(page, site)
    keypad = page.locator("#pyramid-keypad")
    cards = page.locator("#pyramid .pcard")
    key = {c: keypad.locator(f'[data-color="{c}"]') for c in ("blue", "white", "red", "green")}
    # A stage-2 card cannot be started before the two cards under it: tapped, it says so.
    add = cards.nth(4).locator(".pcard-add")
    expect(add).to_have_attribute("aria-disabled", "true")
    add.tap(force=True)         # (aria-disabled: a tap still reaches it, as on a phone)
    expect(page.locator("#pyramid-note")).to_have_text(
        "Stage 2, card 1 rests on the two cards below it: add those first.")
    expect(page.locator("#entry-status")).to_have_text("0 of 10 pyramid cards")
    key["blue"].tap()
    key["white"].tap()
    expect(stone(page, 0, 2)).to_have_class(re.compile(r"\bnext\b"))
    # A wrong stone: tapped, it is cleared and filled next.
    stone(page, 0, 0).tap()
    expect(stone(page, 0, 0)).to_have_accessible_name("Stage 1 card 1 stone 1: no colour")
    expect(page.locator("#entry-status")).to_have_text(
        "1 of 10 pyramid cards, 2 stones without a colour")
    key["red"].tap()
    expect(stone(page, 0, 0)).to_have_text("R")
    # Another layout keeps the colours stone by stone (the large one stays the large one).
    keypad.locator('[data-layout="large-top"]').tap()
    expect(keypad.locator('[data-layout="large-top"]')).to_have_attribute("aria-pressed", "true")
    expect(stone(page, 0, 0)).to_have_text("R")
    key["green"].tap()                                 # full: the next card, same layout
    expect(cards.nth(1)).to_have_attribute("aria-current", "true")
    expect(keypad.locator('[data-layout="large-top"]')).to_have_attribute("aria-pressed", "true")
    page.get_by_role("button", name="Undo last tap").tap()
    expect(cards.nth(0)).to_have_attribute("aria-current", "true")
    expect(stone(page, 0, 2)).to_have_accessible_name("Stage 1 card 1 stone 3: no colour")
    key["green"].tap()
    cards.nth(3).locator(".pcard-add").tap()           # any stage-1 card may come next
    expect(cards.nth(3)).to_have_attribute("aria-current", "true")
    key["blue"].tap()
    # Obelisk: each row a card; a colour tap on the empty row starts the next one.
    rows = page.locator("#obelisk .card-row")
    expect(rows).to_have_count(1)
    rows.nth(0).locator('.key[data-color="red"]').tap()
    rows.nth(0).locator('.key[data-color="red"]').tap()
    expect(rows.nth(0).locator('.key[data-color="red"]')).to_have_text("R×2")
    rows.nth(1).locator('.key[data-color="blue"]').tap()
    expect(rows).to_have_count(3)
    page.get_by_role("button", name="Remove obelisk card 1").tap()
    expect(rows).to_have_count(2)
    expect(rows.nth(0).locator('.key[data-color="blue"]')).to_have_class(re.compile(r"\bfilled\b"))

    page.reload()                                      # the draft survives, current card too
    expect(cards.nth(3)).to_have_attribute("aria-current", "true")
    expect(stone(page, 0, 0)).to_have_text("R")
    expect(stone(page, 3, 0)).to_have_text("B")
    expect(rows).to_have_count(2)
    from axe_playwright_python.sync_playwright import Axe
    violations = Axe().run(page).response["violations"]
    assert [v["id"] for v in violations] == []


def test_a_half_coloured_card_is_refused_at_the_card_not_in_the_breakdown(site, page):
    score_entry_of_ana(page, site)
    keypad = page.locator("#pyramid-keypad")
    first = page.locator("#pyramid .pcard").nth(0)
    keypad.locator('[data-color="blue"]').tap()
    keypad.locator('[data-color="white"]').tap()        # the card's third stone is left
    expect(first).to_have_class(re.compile(r"\brefused\b"))
    expect(first).to_have_attribute("aria-describedby", "pyramid-note")
    expect(page.locator("#pyramid-note")).to_contain_text(
        "The card at stage 1, position 1 has stones on 3 of its 4 places")
    expect(page.locator("#live-breakdown .errors")).to_have_count(0)
    keypad.locator('[data-color="red"]').tap()
    expect(first).not_to_have_class(re.compile(r"\brefused\b"))
    expect(page.locator("#pyramid-note")).to_be_hidden()
    expect(page.locator("#live-breakdown .total-row")).to_be_visible()
