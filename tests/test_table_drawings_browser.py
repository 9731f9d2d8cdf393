"""In headless Chromium at 390x844: the tracker's drawing and the results' score sheet of
every game pass axe in both themes, and stay readable in black and white: every marker
carries its player's letters, drawn at a contrast of 4.5:1 or more against the marker's
own colour (what is left of it in grey), and the score sheet fits the phone's width with
five players."""
import pytest
from playwright.sync_api import expect

from companion.games import GAMES
from tests.browser import chromium, phone_context

TOWERS_SETTINGS = {"outer.most": 5, "outer.second": 3, "outer.tie": 2,
                   "central.most": 3, "central.second": 2, "central.tie": 1}
COLORS = ["red", "blue", "green", "yellow", "black", "white", "purple", "orange"]
NAMES = ["Ana", "Benedetta", "Chloé-Marguerite", "Dan", "Eve"]

# The contrast of two CSS colours (WCAG), computed in the page from what it draws.
CONTRASTS = """els => els.map(g => {
  const rgb = c => c.match(/\\d+(\\.\\d+)?/g).slice(0, 3).map(Number);
  const lum = c => { const [r, g_, b] = rgb(c).map(v => { v /= 255;
    return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
    return 0.2126 * r + 0.7152 * g_ + 0.0722 * b; };
  const shape = g.querySelector('circle, rect'), text = g.querySelector('text');
  const a = lum(getComputedStyle(shape).fill), b = lum(getComputedStyle(text).fill);
  return {letters: text.textContent.trim(),
          ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)};
})"""


def api(page, site, path, body):
    reply = page.request.post(site + path, data=body)
    assert reply.ok, reply.text()
    return reply.json()


def play_with_moves(page, site, slug: str, seats: int) -> dict:
    """A play of `seats` players through the JSON API, a few turns into the game."""
    game = GAMES[slug]
    players = [{"name": NAMES[i], "color": COLORS[(i * 3) % 8]} for i in range(seats)]
    state = api(page, site, "/api/plays", {"game": slug, "players": players})
    state = api(page, site, f"/api/plays/{state['id']}/events",
                {"after": state["seq"], "kind": "first_player", "data": {"seat": 0}})
    moves = {"egizia": [("gain", {"player": 0, "points": 12}), ("next_phase", {})],
             "towers-of-arkhanos": [("floor_complete", {"tower": 0, "apprentices_0": 2,
                                                        "apprentices_1": 1}),
                                    ("bonus_two", {})],
             "pyramids": [("quarry", {}), ("god_2", {})],
             "ankhor": [("buy_tile", {}), ("take_tokens", {})]}[slug]
    for kind, data in moves:
        state = api(page, site, f"/api/plays/{state['id']}/events",
                    {"after": state["seq"], "kind": kind, "data": data})
    assert game.name
    return state


def finished(page, site, state) -> dict:
    game = GAMES[state["game"]]
    state = api(page, site, f"/api/plays/{state['id']}/events",
                {"after": state["seq"], "kind": "to_scoring", "data": {}})
    for seat in range(len(state["players"])):
        entry = game.example_entry()
        state = api(page, site, f"/api/plays/{state['id']}/events",
                    {"after": state["seq"], "kind": "score",
                     "data": {"seat": seat, "entry": {k: v for k, v in entry.items()
                                                      if k not in ("score", "prestige")}}})
    assert state["phase"] == "finished"
    return state


def with_theme(page, theme: str, url: str) -> None:
    page.evaluate(f"localStorage.setItem('theme', '{theme}')")
    page.goto(url)
    expect(page.locator("html")).to_have_attribute("data-theme", theme)


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_the_drawings_pass_axe_in_both_themes_and_read_in_grey(site, slug):
    from axe_playwright_python.sync_playwright import Axe
    seats = GAMES[slug].max_players
    with chromium() as browser:
        page = phone_context(browser).new_page()
        page.goto(site + "/")
        if slug == "towers-of-arkhanos":
            page.goto(f"{site}/games/{slug}/settings")
            for key, value in TOWERS_SETTINGS.items():
                page.locator(f'[name="{key}"]').fill(str(value))
            # The next step evaluates script in the page: the settings page must have
            # answered first, or the navigation destroys the script's context.
            with page.expect_navigation():
                page.locator("main form button[type=submit]").first.tap()
        state = play_with_moves(page, site, slug, seats)
        problems = []
        for theme in ("light", "dark"):
            with_theme(page, theme, f"{site}/plays/{state['id']}/track")
            expect(page.locator(".table-drawing svg").first).to_be_visible()
            problems += [f"tracker {theme}: {v['id']}" for v in
                         Axe().run(page).response["violations"]]
            marks = page.locator(".table-drawing g.marker").evaluate_all(CONTRASTS)
            assert marks and all(m["letters"] for m in marks)
            assert min(m["ratio"] for m in marks) >= 4.5, marks
            titles = page.locator(".table-drawing svg > title").all_text_contents()
            assert all(t.strip() for t in titles)
        done = finished(page, site, state)
        for theme in ("light", "dark"):
            with_theme(page, theme, f"{site}/plays/{done['id']}/results")
            problems += [f"results {theme}: {v['id']}" for v in
                         Axe().run(page).response["violations"]]
            sheet = page.locator("table.sheet")
            assert sheet.evaluate("t => t.getBoundingClientRect().right") <= 390
            assert page.evaluate("document.documentElement.scrollWidth") <= 390
            expect(page.locator("table.sheet thead th.player")).to_have_count(seats)
        assert problems == []
