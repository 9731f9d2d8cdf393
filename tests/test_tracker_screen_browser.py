"""Issue 38, point 5: the table on one screen. At 390×844, the tracker of every game shows
whose turn it is, the main action and the drawing of the table within the first 844 px, at
the game's largest table, in each language; the rest (the other actions, reminders, the
group's questions, joining, undo) comes after them, nothing left out."""
import re

import pytest
from playwright.sync_api import expect

from companion.games import GAMES
from tests.browser import PHONE, fill_new_play

NAMES = ("Ana", "Ben", "Chloé", "Dario", "Emma")
TOWERS_SETTINGS = {"outer.most": "5", "outer.second": "3", "outer.tie": "2",
                   "central.most": "3", "central.second": "2", "central.tie": "1"}


def first_turn(page, site: str, slug: str) -> str:
    """A play of the game at its largest table, at its first turn; its tracker address."""
    game = GAMES[slug]
    fill_new_play(page, site, slug, NAMES[:game.max_players])
    expect(page).to_have_url(re.compile("/setup$"))
    if game.group_picks_first:
        page.get_by_role("button", name="Ana").tap()
    else:
        page.locator('button[value="random"]').tap()
    expect(page.get_by_role("heading", name="Round 1")).to_be_visible()
    return page.url.split("?")[0]


def first_screen(page) -> dict[str, float]:
    """Where the turn, the main action and the drawing end, from the top of the page."""
    return page.evaluate("""() => {
        const bottom = (selector) => {
            const node = document.querySelector(selector);
            return node ? node.getBoundingClientRect().bottom + window.scrollY : null;
        };
        return {turn: bottom('.now'), action: bottom('.main-action'),
                drawing: bottom('.table-drawing')};
    }""")


def fits(page, where: str) -> None:
    page.evaluate("window.scrollTo(0, 0)")
    ends = first_screen(page)
    assert None not in ends.values(), (where, ends)
    assert max(ends.values()) <= PHONE["height"], (where, ends)
    # the rest follows them: the other actions, the table, undo
    below = page.evaluate("""() => ['.other-actions', '.seats', '.row-buttons', '.join']
        .map((s) => document.querySelector(s)).filter(Boolean)
        .map((n) => n.getBoundingClientRect().top + window.scrollY)""")
    assert below and min(below) >= ends["drawing"], (where, below)


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_turn_main_action_and_drawing_on_the_first_screen(site, page, slug):
    tracker = first_turn(page, site, slug)
    for lang in ("en", "es", "fr"):
        page.goto(f"{tracker}?lang={lang}")
        fits(page, f"{slug}, {lang}")
        assert page.locator(".main-action form.action").count() == 1
    page.goto(f"{tracker}?lang=en")


def test_tall_towers_keep_to_the_first_screen(site, page):
    """Towers grow a floor at a time: six floors high, the drawing still fits."""
    page.goto(f"{site}/games/towers-of-arkhanos/settings")
    for key, value in TOWERS_SETTINGS.items():
        page.fill(f'[name="{key}"]', value)
    page.get_by_role("button", name="Save").tap()
    expect(page.get_by_text("Saved: the app remembers these")).to_be_visible()
    tracker = first_turn(page, site, "towers-of-arkhanos")
    play = re.search(r"/plays/([^/]+)/", tracker)[1]
    seq = int(page.locator("main").get_attribute("data-seq"))
    for _ in range(5):          # the central tower to its sixth floor, Ana most each time
        reply = page.request.post(f"{site}/api/plays/{play}/events", data={
            "after": seq, "kind": "floor_complete",
            "data": {"tower": 3, "apprentices_0": 2, "apprentices_1": 1}})
        assert reply.ok, reply.json()
        seq = reply.json()["seq"]
    page.goto(tracker)
    expect(page.locator('.stack[data-floor="6"]')).to_have_count(1)
    fits(page, "towers, six floors")

