"""A play to its results at phone size, one in Spanish and one in French, each ending in a
tie on the final score: the tie explanation on the results and every line of the play's
log are in the table's language (and not the English the same page shows in English)."""
import re

from playwright.sync_api import expect

from companion import i18n
from companion.games import GAMES
from companion.i18n import Msg, Plural
from companion.ranking import points
from tests.browser import tap_recorded


def text_in(lang: str):
    catalogue = i18n.translations(lang)
    return lambda msgid, **values: catalogue.gettext(msgid) % values if values else \
        catalogue.gettext(msgid)


def log_lines(page, url: str) -> list[str]:
    page.goto(url)
    return [line.inner_text().strip() for line in page.locator(".play-log .what").all()]


def start(page, site: str, lang: str, slug: str) -> str:
    """The phone's language chosen in the switcher, a new play of Ana and Ben started with
    Ana first; the play's id."""
    t = text_in(lang)
    page.goto(site + "/")
    page.locator(f'nav.languages a[hreflang="{lang}"]').tap()
    expect(page.locator("html")).to_have_attribute("lang", lang)
    page.goto(f"{site}/plays/new/{slug}")
    for i, name in enumerate(("Ana", "Ben")):
        page.fill(f"#players-{i}-name", name)
    page.get_by_role("button", name=t("Start setup")).tap()
    page.wait_for_url(re.compile(r"/plays/[^/]+/setup$"))
    return re.search(r"/plays/([^/]+)/setup", page.url)[1]


def go_to_scoring(page, lang: str) -> None:
    t = text_in(lang)
    page.locator("details.danger summary").tap()
    page.get_by_role("button", name=t("Go to scoring")).tap()
    expect(page.get_by_role("heading", name=t("Scoring"))).to_be_visible()


def save_score(page, site: str, play: str, seat: int, lang: str, **values) -> None:
    page.goto(f"{site}/plays/{play}/score/{seat}")
    for name, value in values.items():
        page.locator(f'[name="{name}"]').fill(str(value))
    page.get_by_role("button", name=text_in(lang)("Save score")).tap()
    page.wait_for_url(lambda url: not url.endswith(f"/score/{seat}"))


def assert_in_the_language(page, site: str, play: str, lang: str) -> list[str]:
    """Every log line differs from the same line in English; returns the lines."""
    lines = log_lines(page, f"{site}/plays/{play}/log")
    english = log_lines(page, f"{site}/plays/{play}/log?lang=en")
    assert len(lines) == len(english) >= 5
    same = [line for line, other in zip(lines, english, strict=True) if line == other]
    assert same == [], same
    return lines


def test_a_towers_play_in_spanish_ends_in_a_tie_said_in_spanish(site, page):
    lang, game = "es", GAMES["towers-of-arkhanos"]
    play = start(page, site, lang, game.slug)
    page.locator('button[name="seat"][value="0"]').tap()
    for _turn in range(4):     # each die placed with the +2 prestige bonus: Ana, Ben, …
        tap_recorded(page, page.locator('form.action:has(input[value="bonus_two"]) button'))
        page.wait_for_load_state("networkidle")
    tap_recorded(page, page.locator('form[data-kind="undo"] button'))    # Ben's 2nd taken back
    page.wait_for_load_state("networkidle")
    go_to_scoring(page, lang)
    # Ana 4 prestige + 1 spellbook meeple, Ben 2 + 3: a tie on 5 that Ben's spellbook wins
    save_score(page, site, play, 0, lang, spellbook=1, upper_floor_meeples=0)
    save_score(page, site, play, 1, lang, spellbook=3, upper_floor_meeples=0)
    expect(page.get_by_role("heading", name=text_in(lang)("Results"))).to_be_visible()
    tie = page.locator(".tie").first.inner_text()
    with i18n.speaking(lang):
        wins = game.tie_breaks[0]
        expected = str(Msg(wins.wins.msgid, ahead="Ben", behind="Ana", points=points(5),
                           mine=Plural("{n} on the spellbook", "{n} on the spellbook", 3),
                           theirs=Plural("{n} on the spellbook", "{n} on the spellbook", 1)))
    assert tie.replace("\u00a0", " ") == expected.replace("\u00a0", " ")
    assert "desempate" in tie and "libro de hechizos" in tie
    lines = assert_in_the_language(page, site, play, lang)
    assert any(line.startswith("Deshecho") for line in lines)
    assert any("Puntuación" in line or "puntuación" in line for line in lines)


def test_an_egizia_play_in_french_ends_in_a_tie_said_in_french(site, page):
    lang, game = "fr", GAMES["egizia"]
    t = text_in(lang)
    play = start(page, site, lang, game.slug)
    # the group's end-of-game order, which decides a tie on the final space
    page.goto(f"{site}/games/egizia/settings")
    order = page.locator('select[name="end_scoring_order"]')
    order.select_option([v for v in order.locator("option").evaluate_all(
        "options => options.map(o => o.value)") if v][0])
    with page.expect_navigation():             # saved before the next goto
        page.get_by_role("button", name=t("Save")).tap()
    page.goto(f"{site}/plays/{play}/setup")
    page.locator('button[value="random"]').tap()
    expect(page.locator("main")).to_have_attribute("data-seq", "1")
    for _phase in range(4):
        tap_recorded(page, page.locator('form.action:has(input[value="next_phase"]) button'))
        page.wait_for_load_state("networkidle")
    go_to_scoring(page, lang)
    for seat in range(2):      # the same entry: a tie on the final score
        save_score(page, site, play, seat, lang, stones=4)
    expect(page.get_by_role("heading", name=t("Results"))).to_be_visible()
    tie = page.locator(".tie").first.inner_text()
    assert "égalité" in tie and " wins " not in tie and " tie " not in tie, tie
    assert re.search(r"(Ana|Ben) l[’']emporte sur (Ben|Ana)", tie), tie
    lines = assert_in_the_language(page, site, play, lang)
    assert any(line.startswith("Phase suivante") for line in lines), lines
