"""Issue 15: one Ankh'or player's 13 tiles, two of them upper, in at most 35 taps.

Counted from the scoring list (the tap on the player's link) to the saved entry (Save),
bonus and leftover tokens included, through tests/taps.py only.
"""
import json
import re

from playwright.sync_api import expect

from companion.games.ankhor import GAME
from tests.ankhor_layouts import rulebook_example, tile
from tests.browser import fill_new_play
from tests.taps import Taps

TARGET = 35


def reference_entry() -> dict:
    """The rulebook's 24-point example (12 tiles, a red jackal on the upper level) with a
    13th tile: a plain green tile on the upper level over (0,0) (0,1) (1,0) (1,1).

    Plausible: those 4 supports are all green, so the purchase rule (its colour matches
    at least one of the 4 under it) holds, and the two upper tiles sit side by side on
    their own 2x2 squares. The new tile covers the green 2-point tile at (1,0), so the
    group's reading of covered numbers matters: this group counts them. One bonus token
    (the green group of 5, now 6) worth 3, and 4 leftover tokens.
    """
    entry = rulebook_example()
    entry["tiles"].append(tile(0, 0, "green", level=1))
    entry["leftover_tokens"] = 4
    return entry


def expected_total(entry: dict) -> int:
    request = {"players": [dict(name="Ana", **entry)]}
    players = GAME.score(*GAME.parse_score_request(request, {"covered_numbers": "count"}))
    return players[0].total


def at_scoring(page, site) -> str:
    """A play at its scoring list, the group's reading of covered numbers set: not counted."""
    page.goto(site + "/games/ankhor/settings")
    page.get_by_label("Printed numbers under an upper-level tile").select_option("count")
    page.get_by_role("button", name="Save").tap()
    expect(page.get_by_text("Saved: the app remembers these")).to_be_visible()
    fill_new_play(page, site, "ankhor", ("Ana", "Ben"))
    page.get_by_role("button", name="Ana").tap()
    page.locator("details.danger summary").tap()
    page.get_by_role("button", name="Go to scoring").tap()
    expect(page.get_by_role("heading", name="Scoring")).to_be_visible()
    return page.url.rsplit("/", 1)[0]


class Entry:
    """The Ankh'or score entry driven by counted taps."""

    def __init__(self, page):
        self.page = page
        self.taps = Taps(page)

    def choose(self, name: str, value) -> None:
        self.taps.tap(self.page.locator(f'input[name="{name}"][value="{value}"]')
                      .locator("xpath=.."))

    def place(self, row: int, col: int) -> None:
        self.taps.tap(self.page.locator(f'#grid .cell[data-row="{row}"][data-col="{col}"]'))

    def place_upper(self, row: int, col: int) -> None:
        self.taps.tap(self.page.locator(f'#grid .corner[data-row="{row}"][data-col="{col}"]'))

    def placed_kind(self, name: str) -> None:
        self.taps.tap(self.page.locator("#placed-kinds").get_by_role(
            "button", name=name, exact=True))


def enter_reference(entry: Entry) -> None:
    """The reference layout as a player enters it, the brush starting blue, no animal, 0."""
    entry.choose("brush-color", "green")
    for row, col in ((0, 1), (0, 2), (1, 1)):
        entry.place(row, col)
    entry.choose("brush-animal", "jackal")
    entry.place(0, 0)
    entry.choose("brush-animal", "")
    entry.choose("brush-points-chip", 2)
    entry.place(1, 0)
    entry.choose("brush-color", "white")
    entry.place(0, 3)
    entry.place(2, 0)
    entry.choose("brush-points-chip", 0)
    entry.choose("brush-animal", "scarab")
    entry.place(0, 4)
    entry.choose("brush-color", "blue")
    entry.place(1, 4)
    entry.choose("brush-color", "red")
    entry.choose("brush-animal", "jackal")
    entry.place(1, 2)
    entry.place(1, 3)
    entry.place_upper(0, 1)
    entry.placed_kind("green")
    entry.place_upper(0, 0)
    entry.taps.tap(entry.page.locator("#bonus-more"))
    entry.taps.tap(entry.page.locator("#leftover-chips").get_by_role("button", name="4",
                                                                     exact=True))


def saved_entry(page, url: str) -> dict:
    page.goto(url)
    return json.loads(page.locator("#entry").input_value())


def same_layout(a: dict, b: dict) -> bool:
    def tiles(entry):
        return sorted(json.dumps(t, sort_keys=True) for t in entry["tiles"])
    return (tiles(a) == tiles(b) and a["bonus_tokens"] == b["bonus_tokens"]
            and a["leftover_tokens"] == b["leftover_tokens"])


def test_thirteen_tiles_two_upper_in_at_most_35_taps(site, page):
    reference = reference_entry()
    total = expected_total(reference)
    play = at_scoring(page, site)
    entry = Entry(page)
    entry.taps.tap(page.get_by_role("link", name=re.compile("Ana")))
    enter_reference(entry)
    expect(page.locator("#tile-count")).to_have_text("13 tiles")
    expect(page.locator("#live-breakdown .total-row td")).to_have_text(str(total))
    entry.taps.tap(page.get_by_role("button", name="Save score"))
    expect(page.get_by_role("heading", name="Scoring")).to_be_visible()
    count = entry.taps.report("Ankh'or: one player's 13 tiles, 2 upper", TARGET)

    assert same_layout(saved_entry(page, f"{play}/score/0"), reference)
    page.goto(f"{play}/score/1")                      # Ben: one tile, to see the results
    page.locator('#grid .cell[data-row="0"][data-col="0"]').tap()
    page.get_by_role("button", name="Save score").tap()
    page.wait_for_url(re.compile(r"/results$"))     # saved (the last score shows results)
    results = page.request.get(f"{site}/api/plays/{play.rsplit('/', 1)[1]}").json()["results"]
    assert {p["name"]: p["total"] for p in results}["Ana"] == total == 26
    assert count <= TARGET


def cell(page, row: int, col: int):
    return page.locator(f'#grid .cell[data-row="{row}"][data-col="{col}"]')


def test_upper_tile_by_keyboard_undone_and_the_brush_after_a_reload(site, page):
    play = at_scoring(page, site)
    page.goto(f"{play}/score/0")
    for row, col in ((0, 0), (0, 1), (1, 0), (1, 1)):
        cell(page, row, col).tap()                      # 4 blue tiles: a 2x2 square
    corner = page.locator('#grid .corner[data-row="0"][data-col="0"]')
    expect(page.locator("#grid .corner")).to_have_count(1)
    corner.focus()
    page.keyboard.press("Enter")
    upper = page.locator('#grid .upper[data-row="0"][data-col="0"]')
    expect(upper).to_be_focused()                     # the + became the tile, focus kept
    expect(upper).to_have_attribute("aria-label",
                                    "upper tile on row 0, column 0: blue, upper level")
    expect(page.locator("#tile-count")).to_have_text("5 tiles")
    expect(page.locator("#grid .corner")).to_have_count(0)
    page.get_by_role("button", name="Undo last tap").tap()
    expect(page.locator("#tile-count")).to_have_text("4 tiles")
    expect(corner).to_have_count(1)
    corner.tap()
    expect(upper).to_have_count(1)

    page.reload()                                     # the draft is back, and the brush works
    expect(page.locator("#tile-count")).to_have_text("5 tiles")
    expect(page.locator("#placed-kinds").get_by_role("button", name="blue", exact=True)
           ).to_have_attribute("aria-pressed", "true")
    page.locator('input[name="brush-color"][value="white"]').locator("xpath=..").tap()
    page.locator('input[name="brush-points-chip"][value="3"]').locator("xpath=..").tap()
    expect(page.locator("#brush-points")).to_have_value("3")
    cell(page, 0, 2).tap()
    expect(cell(page, 0, 2)).to_have_attribute("aria-label", "row 0, column 2: white, 3 points")
    page.locator("#placed-kinds").get_by_role("button", name="blue", exact=True).tap()
    cell(page, 1, 2).tap()
    expect(cell(page, 1, 2)).to_have_attribute("aria-label", "row 1, column 2: blue")
    upper.tap()                                       # the same kind again takes it off
    expect(upper).to_have_count(0)
    expect(page.locator("#tile-count")).to_have_text("6 tiles")


def test_token_chips(site, page):
    play = at_scoring(page, site)
    page.goto(f"{play}/score/0")
    cell(page, 0, 0).tap()
    page.locator("#bonus-more").tap()
    page.locator("#bonus-more").tap()
    expect(page.locator("#bonus-tokens")).to_have_value("3 3")
    page.get_by_role("button", name="Remove the last bonus token").tap()
    expect(page.locator("#bonus-tokens")).to_have_value("3")
    six = page.locator("#leftover-chips").get_by_role("button", name="6", exact=True)
    six.tap()
    expect(page.locator("#leftover-tokens")).to_have_value("6")
    expect(six).to_have_attribute("aria-pressed", "true")
    page.locator("#leftover-tokens").tap()            # a typed number replaces the shown one
    page.keyboard.type("11")
    expect(page.locator("#leftover-tokens")).to_have_value("11")
    expect(six).to_have_attribute("aria-pressed", "false")
    expect(page.locator("#live-breakdown .total-row td")).to_have_text("6")   # 3 + 11 // 3
    page.reload()
    expect(page.locator("#bonus-tokens")).to_have_value("3")
    expect(page.locator("#leftover-tokens")).to_have_value("11")


def test_reference_position_is_thumb_sized_and_accessible(site, page):
    from axe_playwright_python.sync_playwright import Axe
    play = at_scoring(page, site)
    page.goto(f"{play}/score/0")
    enter_reference(Entry(page))
    expect(page.locator("#tile-count")).to_have_text("13 tiles")
    sizes = page.evaluate("""() => [...document.querySelectorAll(
        '#brush label, #brush button, #brush input[type=number], #grid button, .token-row > *')]
        .map(e => [e.className + ' ' + e.textContent.trim(), e.getBoundingClientRect()])
        .map(([what, r]) => [what, Math.min(r.width, r.height)])""")
    assert min(size for _, size in sizes) >= 44, [s for s in sizes if s[1] < 44]
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    for theme in ("light", "dark"):
        page.emulate_media(color_scheme=theme)
        violations = Axe().run(page).response["violations"]
        assert not violations, [(v["id"], [n["target"] for n in v["nodes"]][:3])
                                for v in violations]
