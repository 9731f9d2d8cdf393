"""Issue 15: one player's Pyramids necropolis entered in at most 55 taps, counted from the
scoring list (the tap on the player's link) to the saved entry (the Save tap)."""
import re

from playwright.sync_api import expect

from companion.games import pyramids
from tests.browser import play_at_scoring
from tests.taps import Taps

TARGET = 55

# A plausible newcomer's necropolis after 10 rounds. Newcomers chase big groups, so the
# stones mostly gather by colour (blue on the left, red in the middle, yellow on the
# right), but the pairs on offer rarely fit perfectly, so white and green lie scattered
# and all 5 colours show. Most cards lie with the large stone on one side (two layouts,
# as the quarry happened to give them; the layout changes twice in building order). The
# obelisk chases red on most cards; the tomb takes what was left over. Two glyphs: one
# on the top pyramid card, one in the tomb.
# Pyramid cards in building order (stage 1 left to right, then stage 2, …): the layout,
# then the colours of its stones, large stone first (the order of pyramids.LAYOUTS).
PYRAMID = [
    ("large-left", ("blue", "blue", "white")),
    ("large-left", ("blue", "red", "red")),
    ("large-left", ("red", "yellow", "red")),
    ("large-left", ("yellow", "yellow", "green")),
    ("large-right", ("red", "blue", "blue")),
    ("large-right", ("red", "red", "white")),
    ("large-right", ("yellow", "red", "yellow")),
    ("large-right", ("blue", "white", "red")),
    ("large-left", ("green", "red", "yellow")),
    ("large-left", ("white", "green", "white")),
]
PYRAMID_GLYPHS = {9}                     # indexes into PYRAMID
OBELISK = [("red", "red"), ("red", "blue", "red"), ("red", "white"), ("yellow", "yellow")]
TOMB = [("green", "green"), ("blue", "white", "blue"), ("green", "yellow"), ("white", "red")]
TOMB_GLYPHS = {1}


def reference_entry() -> dict:
    """The reference position as the API takes it: stones as cells of the stepped grid."""
    stones = []
    for (stage, position), (layout, colors) in zip(pyramids.CARDS, PYRAMID, strict=True):
        bottom, left = pyramids.card_cells(stage, position)[0]
        for stone, color in zip(pyramids.LAYOUTS[layout], colors, strict=True):
            stones.append({"color": color, "cells": [[bottom + r, left + c] for r, c in stone]})
    return {"pyramid": stones, "obelisk": [list(c) for c in OBELISK],
            "tomb": [list(c) for c in TOMB],
            "glyphs": {"pyramid": len(PYRAMID_GLYPHS), "obelisk": 0, "tomb": len(TOMB_GLYPHS)}}


def expected_totals(ana: dict) -> tuple[int, int]:
    """Ana's total as the game module scores it, Ben's tomb empty, and the same without
    the tomb majorities: the first player entered sees them pending until the others are."""
    ben = {"pyramid": [], "obelisk": [], "tomb": []}
    scores = pyramids.score_necropolises([("Ana", pyramids.GAME.read_entry(ana)),
                                          ("Ben", pyramids.GAME.read_entry(ben))])
    return scores[0].total, scores[0].total - scores[0].breakdown["tomb"]


def enter_pyramid(page, taps: Taps) -> None:
    keypad = page.locator("#pyramid-keypad")
    cards = page.locator("#pyramid .pcard")
    layout = next(iter(pyramids.LAYOUTS))              # the first card starts with the first layout
    for i, (card_layout, colors) in enumerate(PYRAMID):
        expect(cards.nth(i)).to_have_attribute("aria-current", "true")
        if card_layout != layout:
            taps.tap(keypad.locator(f'[data-layout="{card_layout}"]'))
            layout = card_layout
        if i in PYRAMID_GLYPHS:
            taps.tap(keypad.locator("#glyph-button"))
        for color in colors:
            taps.tap(keypad.locator(f'[data-color="{color}"]'))
    expect(page.locator("#entry-status")).to_have_text("10 of 10 pyramid cards")


def enter_rows(page, taps: Taps, building: str, cards, glyphs) -> None:
    rows = page.locator(f"#{building} .card-row")
    for i, colors in enumerate(cards):
        for color in colors:
            taps.tap(rows.nth(i).locator(f'.key[data-color="{color}"]'))
        if i in glyphs:
            taps.tap(rows.nth(i).locator(".row-glyph"))
    expect(rows).to_have_count(len(cards) + 1)           # an empty row ready for the next


def test_a_newcomers_necropolis_in_at_most_55_taps(site, page):
    ana = reference_entry()
    total, so_far = expected_totals(ana)
    play_at_scoring(page, site, "pyramids")      # (not counted)

    taps = Taps(page)
    taps.tap(page.get_by_role("link", name=re.compile("Ana")))
    enter_pyramid(page, taps)
    enter_rows(page, taps, "obelisk", OBELISK, set())
    enter_rows(page, taps, "tomb", TOMB, TOMB_GLYPHS)
    expect(page.locator("#live-breakdown .total-row td")).to_have_text(f"{so_far} so far")
    taps.tap(page.get_by_role("button", name="Save score"))
    expect(page.get_by_role("heading", name="Scoring")).to_be_visible()
    count = taps.report("Pyramids: one player's necropolis (10 pyramid, 4 obelisk, 4 tomb cards)",
                        TARGET)

    page.get_by_role("link", name=re.compile("Ben")).tap()      # Ben's empty entry: the results
    page.get_by_role("button", name="Save score").tap()
    ana = page.locator(".sheet .total-row td").first        # the first column: Ana (seat 0)
    expect(ana).to_have_text(str(total))
    assert count <= TARGET, taps.steps
