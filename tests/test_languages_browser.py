"""A short play entirely in Spanish and in French at phone size: the switcher, setup, a few
tracked turns, a rules question without leaving the play, scoring, results and a PDF, with
<html lang> right and axe finding nothing on any page."""
import re

import pytest
from playwright.sync_api import expect

from companion import content, i18n
from companion.games import GAMES
from tests.browser import tap_recorded
from tests.pdfs import pdf_text

# One game per language the groups play in, and a question they would ask at the table.
PLAYS = [
    ("es", "pyramids", "¿cuándo termina la partida?"),
    ("es", "towers-of-arkhanos", "cuantos dados por ronda con 2 jugadores"),
    ("fr", "ankhor", "comment départager une égalité ?"),
    ("fr", "egizia", "quand se termine la partie"),
]


def text_in(lang: str):
    """The app's own text for a msgid, in the language: what a player there reads."""
    catalogue = i18n.translations(lang)
    return lambda msgid, **values: catalogue.gettext(msgid) % values if values else \
        catalogue.gettext(msgid)


class Checker:
    """Each page: the right <html lang>, and what axe finds."""

    def __init__(self, page, lang: str):
        from axe_playwright_python.sync_playwright import Axe
        self.page, self.lang, self.axe, self.problems = page, lang, Axe(), []

    def __call__(self, what: str) -> None:
        self.page.wait_for_load_state("networkidle")
        assert self.page.locator("html").get_attribute("lang") == self.lang, what
        for violation in self.axe.run(self.page).response["violations"]:
            targets = [n["target"] for n in violation["nodes"]][:3]
            self.problems.append(f"{what}: {violation['id']} {targets}")


@pytest.mark.parametrize("lang, slug, question", PLAYS, ids=[f"{p[0]}-{p[1]}" for p in PLAYS])
def test_a_short_play_entirely_in_the_language(site, page, lang, slug, question):
    t, check = text_in(lang), Checker(page, lang)
    page.goto(site + "/")
    page.locator(f'nav.languages a[hreflang="{lang}"]').tap()       # remembered per phone
    expect(page.locator("html")).to_have_attribute("lang", lang)
    check("home")

    page.goto(f"{site}/plays/new/{slug}")
    check("new play")
    for i, name in enumerate(("Ana", "Ben")):
        page.fill(f"#players-{i}-name", name)
    page.get_by_role("button", name=t("Start setup")).tap()
    expect(page.locator('button[value="random"]')).to_be_visible()
    check("setup")
    page.locator('button[value="random"]').tap()

    expect(page.get_by_role("heading", name=t("Round %(n)s", n=1))).to_be_visible()
    for _turn in range(3):
        tap_recorded(page, page.locator(".actions form.action button.btn-main").first)

    page.locator("details.ask-panel summary").tap()
    page.locator("#ask-q").fill(question)
    page.locator("details.ask-panel").get_by_role("button", name=t("Ask")).tap()
    answer = page.locator(".ask-answers article.answer").first
    expect(answer).to_be_visible()
    titles = {e.title for e in content.load_entries(GAMES[slug], lang)}
    assert answer.locator("h2").inner_text() in titles
    check("tracker with an answer")

    page.get_by_role("link", name=t("Print the aids for this table")).tap()
    page.wait_for_url(re.compile(r"/print\?"))     # (the tracker was idle already)
    check("print page")
    pdf_link = page.locator('a[href$=".pdf"], a[href*=".pdf?"]').first
    pdf = page.request.get(site + pdf_link.get_attribute("href"))
    assert pdf.body().startswith(b"%PDF")
    assert f"/Lang ({lang})".encode() in pdf_text(pdf.body())
    page.go_back()

    page.locator("details.danger summary").tap()
    page.get_by_role("button", name=t("Go to scoring")).tap()
    expect(page.get_by_role("heading", name=t("Scoring"))).to_be_visible()
    check("scoring")
    play = re.search(r"/plays/([^/]+)/", page.url)[1]
    for seat in range(2):
        page.goto(f"{site}/plays/{play}/score/{seat}")
        check(f"score entry {seat}")
        page.get_by_role("button", name=t("Save score")).tap()
        page.wait_for_url(lambda url, seat=seat: not url.endswith(f"/score/{seat}"))
    expect(page.get_by_role("heading", name=t("Results"))).to_be_visible()
    check("results")
    assert check.problems == [], "\n".join(check.problems)


def every_page(page, site: str, t) -> list[str]:
    """The app's phone pages, a play's in each of its phases included, for every game (the
    printed sheets are A4: tests/test_aids.py checks that they fit)."""
    urls = ["/", "/plays/new", "/history", "/stats", "/data/", "/login", "/rules/unanswered"]
    for slug, game in GAMES.items():
        entry = content.load_entries(game, "en")[0].id
        urls += [f"/games/{slug}", f"/games/{slug}?players={game.max_players}",
                 f"/plays/new/{slug}", f"/games/{slug}/rules", f"/games/{slug}/rules/{entry}",
                 f"/games/{slug}/rules?q=fin", f"/games/{slug}/print"]
        urls += [f"/games/{slug}/settings"] if game.settings else []
        page.goto(f"{site}/plays/new/{slug}")
        for i, name in enumerate(("Ana", "Ben")):
            page.fill(f"#players-{i}-name", name)
        page.get_by_role("button", name=t("Start setup")).tap()
        page.wait_for_url(re.compile(r"/plays/[^/]+/setup$"))
        play = re.search(r"/plays/([^/]+)/setup", page.url)[1]
        urls.append(f"/plays/{play}/setup")
        page.locator('button[value="random"]').tap()
        page.locator(".actions form.action button.btn-main").first.tap()
        page.wait_for_load_state("networkidle")
        urls.append(f"/plays/{play}/track")
        page.locator("details.danger summary").tap()
        page.get_by_role("button", name=t("Go to scoring")).tap()
        expect(page.get_by_role("heading", name=t("Scoring"))).to_be_visible()
        urls += [f"/plays/{play}/score", f"/plays/{play}/score/0"]
        for seat in range(2):
            page.goto(f"{site}/plays/{play}/score/{seat}")
            page.get_by_role("button", name=t("Save score")).tap()
            page.wait_for_url(lambda url, seat=seat: not url.endswith(f"/score/{seat}"))
        urls += [f"/plays/{play}/results", f"/plays/{play}/log"]
    return urls


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_no_page_is_wider_than_a_small_phone(site, lang, tmp_path):
    """Spanish runs about a quarter longer than English: at 360 px nothing may push the page
    sideways. COMPANION_SCREENSHOTS=<folder> keeps a screenshot of every page to look at."""
    import os

    from tests.browser import phone_browser
    shots = os.environ.get("COMPANION_SCREENSHOTS")
    with phone_browser(viewport={"width": 360, "height": 780}) as context:
        context.add_cookies([{"name": "lang", "value": lang, "url": site}])
        page = context.new_page()
        wide = []
        for url in every_page(page, site, text_in(lang)):
            page.goto(site + url)
            for details in page.locator("details").all():
                details.evaluate("d => d.open = true")
            width = page.evaluate("document.documentElement.scrollWidth")
            if width > 360:
                wide.append(f"{url}: {width} px")
            if shots:
                name = re.sub(r"[^a-z0-9]+", "-", url.lower()).strip("-") or "home"
                page.screenshot(path=f"{shots}/{lang}-{name}.png", full_page=True)
        assert wide == []
