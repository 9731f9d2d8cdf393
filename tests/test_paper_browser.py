"""Issue 38 at the table, in Spanish: a new play with "only the scoring" goes from the names
to the score entry; four players' scores are typed on two phones, three as their totals
and one at a glance; the results' score sheet shows the players who typed their totals as
it shows the others."""
import re

from playwright.sync_api import expect

from companion.games import GAMES
from tests.browser import PHONE

PYRAMIDS = GAMES["pyramids"]
# Typed as on a paper pad: pyramid, obelisk, tomb majorities, glyphs.
TOTALS = {"Ana": (30, 6, 10, 4), "Ben": (27, 10, 5, 2), "Chloé": (33, 3, 0, 6)}
# Dario at a glance: each colour's largest group, obelisk stages, an empty tomb, 1 glyph.
DARIO = {"largest": (4, 3, 5, 3, 3), "obelisk": (2, 0, 4, 1, 0), "tomb": (0, 0, 0, 0, 0)}


def spanish_phone(browser):
    context = browser.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True,
                                  has_touch=True, locale="es-ES")
    page = context.new_page()
    page.set_default_timeout(20000)   # two phones on a busy machine
    return page


def type_down(page, values) -> None:
    """Numbers down the lines, the keyboard's Next between them."""
    for i, value in enumerate(values):
        if value:
            page.keyboard.type(str(value))
        if i < len(values) - 1:
            page.keyboard.press("Enter")


def enter_totals(page, scoring: str, name: str) -> None:
    page.goto(scoring)
    page.locator("main").get_by_role("link", name=re.compile(name)).tap()
    totals = page.locator('input[name=mode][value=totals]')
    if not totals.is_checked():
        totals.locator("xpath=..").tap()
    expect(page.locator("#total-pyramid")).to_be_focused()
    type_down(page, TOTALS[name])
    page.get_by_role("button", name="Guardar puntuación").tap()
    # saved: the phone is back on the list (or at the results), not on the entry
    expect(page).to_have_url(re.compile(r"/(score|results)$"))


def test_only_the_scoring_four_totals_on_two_phones_in_spanish(site):
    from tests.browser import chromium
    with chromium() as browser:
        one, two = spanish_phone(browser), spanish_phone(browser)
        one.goto(f"{site}/plays/new/pyramids")
        for i, name in enumerate(("Ana", "Ben", "Chloé", "Dario")):
            one.fill(f"#players-{i}-name", name)
        one.get_by_role("button", name="Solo la puntuación").tap()
        expect(one.get_by_role("heading", name="Puntuación", exact=True)).to_be_visible()
        scoring = one.url
        assert scoring.endswith("/score")
        # both phones enter at once: Ana then Ben on one, Chloé and Dario on the other
        two.goto(scoring)
        enter_totals(one, scoring, "Ana")
        enter_totals(two, scoring, "Chloé")
        expect(two.locator(".score-list")).to_contain_text("Chloé")
        enter_totals(one, scoring, "Ben")
        two.goto(scoring)
        two.locator("main").get_by_role("link", name=re.compile("Dario")).tap()
        two.locator('input[name=mode][value=glance]').locator("xpath=..").tap()
        # the page's script is ready (it puts the keyboard on the first number): Next then
        # goes down the numbers instead of sending the form half typed
        expect(two.locator("input[data-glance]").first).to_be_focused()
        type_down(two, [*DARIO["largest"], *DARIO["obelisk"], *DARIO["tomb"], 1])
        two.get_by_role("button", name="Guardar puntuación").tap()
        expect(two.get_by_role("heading", name="Resultados")).to_be_visible()
        sheet = two.locator(".sheet")
        rows = sheet.locator("tbody tr")
        expect(rows).to_have_count(4)
        expected = {name: [*values, sum(values)] for name, values in TOTALS.items()}
        # 4+3+5+3+3, 5 once more, 10 (every colour 3 or more); red on 4 stages: 10
        dario = [18 + 5 + 10, 10, 0, 2]
        expected["Dario"] = [*dario, sum(dario)]
        for seat, name in enumerate(("Ana", "Ben", "Chloé", "Dario")):
            cells = sheet.locator(f"tr td:nth-child({seat + 2})")
            shown = [c for c in cells.all_inner_texts()]
            assert shown[:4] + [shown[4]] == [str(v) for v in expected[name]], (name, shown)
        # typed totals are columns like the others: no mark, no pending cell
        assert sheet.locator("td.pending").count() == 0
        assert len(set(sheet.locator("thead th.player").evaluate_all(
            "heads => heads.map(h => h.className.replace(' won', ''))"))) == 1
        best = max(expected, key=lambda n: expected[n][-1])
        expect(two.locator(".winner")).to_contain_text(best)
        one.goto(scoring.removesuffix("/score") + "/results")
        expect(one.locator(".sheet .total-row td")).to_have_text(
            [str(expected[n][-1]) for n in ("Ana", "Ben", "Chloé", "Dario")])
