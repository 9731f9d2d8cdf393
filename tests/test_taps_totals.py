"""Issue 38: scoring at the speed of paper, counted through tests/taps.py.

"Our totals": a player's score in at most (categories + 2) taps plus the numbers typed,
the keyboard's Next counted as a tap, in every game and at every player count, from the
scoring list (the tap on the player's name) to the saved entry. Pyramids at a glance: at
most 15 taps on the screen plus the numbers (and the Next key between them). The figures
are printed in the run's "taps" section (BENCHMARKS.md)."""
import re

import pytest
from playwright.sync_api import expect

from companion.games import GAMES
from tests.taps import REPORTED, Taps
from tests.test_totals import TOTALS

NAMES = ("Ana", "Ben", "Chloé", "Dario", "Emma")
CASES = [(slug, players) for slug, game in sorted(GAMES.items())
         for players in range(game.min_players, game.max_players + 1)]


def only_the_scoring(page, site: str, slug: str, names) -> None:
    """A new play straight to its scoring (not counted)."""
    page.goto(f"{site}/plays/new/{slug}")
    for i, name in enumerate(names):
        page.fill(f"#players-{i}-name", name)
    page.get_by_role("button", name="Only the scoring").tap()
    expect(page.get_by_role("heading", name="Scoring")).to_be_visible()


def type_lines(taps: Taps, values: list[int | None]) -> None:
    """Numbers down the lines, the keyboard's Next between them (an empty line is 0)."""
    for i, value in enumerate(values):
        if value:
            taps.type(str(value))
        if i < len(values) - 1:
            taps.press("Enter")


def totals_of(slug: str, seat: int) -> dict[str, int]:
    """Each player's totals: the reference ones, the first category a point more per seat."""
    first = next(iter(TOTALS[slug]))
    return {**TOTALS[slug], first: TOTALS[slug][first] + seat}


@pytest.mark.parametrize(("slug", "players"), CASES)
def test_our_totals_in_categories_plus_two_taps(site, page, slug, players):
    game = GAMES[slug]
    names = NAMES[:players]
    categories = [f.name for f in game.totals_fields()]
    only_the_scoring(page, site, slug, names)
    counts, touches = [], []
    for seat, name in enumerate(names):
        taps = Taps(page)
        taps.tap(page.locator("main").get_by_role("link", name=re.compile(name)))
        expect(page).to_have_url(re.compile(f"/score/{seat}$"))
        if seat == 0:     # later players open the way the last entry was made
            taps.tap(page.locator('input[name=mode][value=totals]').locator("xpath=.."))
        expect(page.locator(f"#total-{categories[0]}")).to_be_focused()
        typed = totals_of(slug, seat)
        type_lines(taps, [typed.get(key) for key in categories])
        expect(page.locator("#live-breakdown .total-row td")).to_have_text(
            str(sum(typed.values())))
        taps.tap(page.get_by_role("button", name="Save score"))
        counts.append(taps.beyond_typing)
        touches.append(taps.touches)
        assert taps.beyond_typing <= len(categories) + 2, taps.steps
    expect(page.get_by_role("heading", name="Results")).to_be_visible()
    for seat, name in enumerate(names):
        total = page.locator(f'.sheet thead th[data-seat="{seat}"]')
        expect(total).to_contain_text(name[:5])
    totals = page.locator(".sheet .total-row td")
    expect(totals).to_have_text([str(sum(totals_of(slug, s).values())) for s in range(players)])
    REPORTED.append((f"{game.name}, {players} players, our totals ({len(categories)} "
                     f"categories): taps and Next keys of the player who needs most (first "
                     f"{counts[0]}, the others {counts[-1]}; on the screen "
                     f"{touches[0]} and {touches[-1]})", max(counts), len(categories) + 2))


# The reference necropolis of tests/test_taps_pyramids.py, read at a glance: each colour's
# largest group (blue, white, red, green, yellow), the obelisk's stages and the tomb's
# stones by colour, and the glyphs in place.
GLANCE = {"largest": [3, 2, 8, 2, 5], "obelisk": [1, 1, 3, 0, 1], "tomb": [2, 2, 1, 3, 1],
          "glyphs": 2}


def test_pyramids_at_a_glance_in_at_most_15_taps(site, page):
    from companion.games.pyramids import COLORS
    from tests.test_pyramids_glance import glance_of
    from tests.test_taps_pyramids import reference_entry
    seen = glance_of(reference_entry())["glance"]
    read = {part: [seen[part].get(c, 0) for c in COLORS] for part in ("largest", "obelisk",
                                                                    "tomb")}
    assert {**read, "glyphs": seen["glyphs"]} == GLANCE, "the reference necropolis, at a glance"
    only_the_scoring(page, site, "pyramids", NAMES[:2])
    taps = Taps(page)
    taps.tap(page.locator("main").get_by_role("link", name=re.compile("Ana")))
    taps.tap(page.locator('input[name=mode][value=glance]').locator("xpath=.."))
    expect(page.locator("#glance-largest-blue")).to_be_focused()
    type_lines(taps, [*GLANCE["largest"], *GLANCE["obelisk"], *GLANCE["tomb"],
                      GLANCE["glyphs"]])
    expect(page.locator("#glance-glyphs")).to_be_focused()
    taps.tap(page.get_by_role("button", name="Save score"))
    expect(page.get_by_role("heading", name="Scoring")).to_be_visible()
    REPORTED.append(("Pyramids at a glance, one player: taps on the screen (+ the Next "
                     f"key {taps.pressed} times between the 16 numbers)", taps.touches, 15))
    assert taps.touches <= 15, taps.steps
    # Ben's necropolis card by card is empty: the results show Ana's as her cards score
    page.locator("main").get_by_role("link", name=re.compile("Ben")).tap()
    page.locator('input[name=mode][value=cards]').locator("xpath=..").tap()
    page.get_by_role("button", name="Save score").tap()
    from tests.test_taps_pyramids import expected_totals
    expect(page.locator(".sheet .total-row td").first).to_have_text(
        str(expected_totals(reference_entry())[0]))


# The games whose entry is drawn from their fields, counted as a player types a plausible
# end today (an untracked play): the tap on each field, the numbers, the check box. Ankh'or
# and Pyramids have their own taps tests (tests/test_taps_ankhor.py, test_taps_pyramids.py).
COUNTED = {
    "egizia": [("score", "48"), ("stones", "6"), ("stone_market_bottom_two", None),
               ("tomb_tiles", "4 5 3"), ("sphinx_points", "3 4")],
    "towers-of-arkhanos": [("prestige", "30"), ("incomplete_apprentices_0", "1"),
                           ("spellbook", "2"), ("upper_floor_meeples", "1")],
}


@pytest.mark.parametrize("slug", sorted(COUNTED))
def test_a_counted_entry_of_the_generic_form(site, page, slug):
    """Issue 38 asks for a quick count wherever an entry costs over 20 taps: these do not."""
    only_the_scoring(page, site, slug, NAMES[:2])
    taps = Taps(page)
    taps.tap(page.locator("main").get_by_role("link", name=re.compile("Ana")))
    for name, text in COUNTED[slug]:
        taps.tap(page.locator(f"#e-{name}"))
        if text:
            taps.type(text)
    taps.tap(page.get_by_role("button", name="Save score"))
    expect(page.get_by_role("heading", name="Scoring")).to_be_visible()
    REPORTED.append((f"{GAMES[slug].name}: one player's end counted for them (untracked), "
                     f"{taps.touches} on the screen and {taps.typed} keys typed",
                     taps.count, 20))
    assert taps.count <= 20, taps.steps
