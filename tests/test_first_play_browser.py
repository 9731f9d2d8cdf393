"""In headless Chromium at 390x844, two phones at one table play the first turns of each
game in first-play mode (one game in Spanish, one in French, two in English): every
explanation appears once, at its step, on both phones, and is gone after; the Spanish and
French pages show no English text of ours."""
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from playwright.sync_api import expect

from companion import content
from companion.games import GAMES
from tests.browser import chromium, phone_context
from tests.test_catalogues import english_rules_titles, english_texts

POT = Path(content.__file__).parent / "translations" / "messages.pot"
TOWERS_SETTINGS = {"outer.most": 5, "outer.second": 3, "outer.tie": 2,
                   "central.most": 3, "central.second": 2, "central.tie": 1}

# The first turns of each game, as kinds of the action tapped (the first button of its
# form), by phone: A and B take turns, as the players do. "god_": the first god tile
# offered (with 2 players one is set aside at random).
PLAYS = {
    "egizia": ("es", ["next_phase"] * 8),
    "pyramids": ("fr", ["quarry", "god_", "god_", "build", "build", "end_round", "quarry"]),
    "ankhor": ("en", ["take_tokens", "take_tokens", "buy_tile", "buy_tile", "take_tokens"]),
    "towers-of-arkhanos": ("en", ["bonus_two", "end_turn", "bonus_two", "end_turn",
                                  "bonus_two"]),
}
# What comes up at the first step of the tracker, by game: explained there.
FIRST_STEP = {"egizia": {"nile-cards", "round-overview"}, "pyramids": {"quarry"},
              "ankhor": {"take-tokens", "buy-tile"},
              "towers-of-arkhanos": {"round", "bonus-two", "bonus-build"}}
EGIZIA_PHASES = ["nile-cards", "boats", "feeding", "stones", "build", "cooperation",
                 "turn-order"]


@pytest.fixture(scope="module")
def english():
    with open(POT, "rb") as f:
        extracted = read_po(f)
    return {lang: english_texts(extracted) + english_rules_titles(lang) for lang in ("es", "fr")}


def explained(page) -> list[str]:
    return page.locator("aside.explain").evaluate_all("els => els.map(e => e.dataset.entry)")


def setup_explained(page) -> list[int]:
    return page.locator(".checklist li").evaluate_all(
        "els => els.flatMap((li, i) => li.querySelector('aside.explain') ? [i] : [])")


def same_play(a, b) -> None:
    """B has followed A to the same event of the play."""
    expect(b.locator("main")).to_have_attribute("data-seq", a.locator("main").get_attribute(
        "data-seq"), timeout=15000)


def no_english(page, lang: str, english) -> None:
    if lang == "en":
        return
    text = page.locator("body").inner_text()
    assert [t for t in english[lang] if t in text] == []


def action_button(page, kind: str):
    match = "^=" if kind.endswith("_") else "="
    return page.locator(f'form.action:has(input[name=kind][value{match}"{kind}"]) '
                        'button[type=submit]')


@pytest.mark.parametrize("slug", sorted(PLAYS))
def test_the_first_turns_of_a_first_play_on_two_phones(site, slug, english):
    lang, kinds = PLAYS[slug]
    game = GAMES[slug]
    with chromium() as browser:
        a, b = phone_context(browser).new_page(), phone_context(browser).new_page()
        for phone in (a, b):
            phone.goto(f"{site}/language/{lang}?next=/")
        if slug == "towers-of-arkhanos":
            save_settings(a, site, slug)
        a.goto(f"{site}/plays/new/{slug}")
        no_english(a, lang, english)
        for i, name in enumerate(("Ana", "Ben")):
            a.fill(f"#players-{i}-name", name)
        a.locator("input[name=first_play]").check()
        a.locator("form[data-draft] button.btn-main[type=submit]").tap()
        expect(a.locator("ul.checklist")).to_be_visible()
        b.goto(a.url)

        # Setup: each step explained until it is ticked, on both phones, and not again.
        steps = len(game.setup_steps(2))
        for phone in (a, b):
            assert setup_explained(phone) == list(range(steps))
            no_english(phone, lang, english)
        a.locator('form[data-tick="0"] button.tick').tap()
        expect(a.locator('form[data-tick="0"] button.tick')).to_have_attribute(
            "aria-checked", "true")
        b.locator('form[data-tick="1"] button.tick').tap()
        for phone in (a, b):
            expect(phone.locator('form[data-tick="1"] button.tick')).to_have_attribute(
                "aria-checked", "true", timeout=15000)
            expect(phone.locator('form[data-tick="0"] button.tick')).to_have_attribute(
                "aria-checked", "true", timeout=15000)
            assert setup_explained(phone) == list(range(2, steps))
        a.locator('form[data-tick="0"] button.tick').tap()          # unticked: not back
        expect(b.locator('form[data-tick="0"] button.tick')).to_have_attribute(
            "aria-checked", "false", timeout=15000)
        assert setup_explained(b) == list(range(2, steps))

        a.locator('button[value="random"]').tap()
        expect(a.locator(".main-action")).to_be_visible()
        same_play(a, b)
        expect(b.locator(".main-action")).to_be_visible()

        # The first turns: what each phone explains, step by step.
        seen: list[list[str]] = []
        gone: set[str] = set()
        phones = [a, b]
        for n, kind in enumerate(kinds):
            now = explained(a)
            assert explained(b) == now, f"step {n}: the phones differ"
            assert not gone & set(now), f"step {n}: {gone & set(now)} came back"
            no_english(a, lang, english)
            seen.append(now)
            if n == 0:
                assert FIRST_STEP[slug] <= set(now)
            phone = phones[n % 2]
            entry = next((x.entry for x in game.actions_offered(2)
                          if x.kind.startswith(kind) and x.entry), None)
            seq = int(phone.locator("main").get_attribute("data-seq"))
            action_button(phone, kind).first.tap()
            expect(phone.locator("main")).to_have_attribute("data-seq", str(seq + 1))
            same_play(phone, phones[1 - n % 2])
            after = explained(phone)
            gone |= set(now) - set(after)
            if entry and entry in now:
                assert entry not in after, f"{kind} done, {entry} still explained"
        seen.append(explained(a))
        assert explained(b) == seen[-1]
        assert not gone & set(seen[-1])
        shown_ever = {e for step in seen for e in step}
        for entry in shown_ever:          # each appears in one stretch of steps, then never
            steps_with = [i for i, step in enumerate(seen) if entry in step]
            assert steps_with == list(range(steps_with[0], steps_with[-1] + 1)), entry
        if slug == "egizia":              # each phase explained in its phase, round 1 only
            for phase, step in zip(EGIZIA_PHASES, seen, strict=False):
                assert phase in step
            assert not set(EGIZIA_PHASES) & set(seen[7])


def save_settings(page, site: str, slug: str) -> None:
    """The Towers' prestige values, entered once by the group on its settings page."""
    page.goto(f"{site}/games/{slug}/settings")
    for key, value in TOWERS_SETTINGS.items():
        page.locator(f'[name="{key}"]').fill(str(value))
    # The form's answer must have come before the next goto, or that goto is aborted.
    with page.expect_navigation():
        page.locator("main form button[type=submit]").first.tap()
