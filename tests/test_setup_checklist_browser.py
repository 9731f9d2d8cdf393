"""In headless Chromium at 390x844: the setup checklist is the table's, not one phone's.
Phone A ticks steps and phone B, following the play, sees them ticked (and the other
way round); a reload keeps them, and "Start playing" is offered once all are ticked."""
from playwright.sync_api import expect

from companion.games import GAMES
from tests.browser import chromium, fill_new_play, phone_context

FOLLOWS = 15000   # ms: the other phone looks every 1.5 s; a loaded machine takes longer


def step(page, n: int):
    return page.locator(f'form[data-tick="{n}"] button.tick')


def test_steps_ticked_on_phone_a_show_ticked_on_phone_b(site):
    steps = GAMES["pyramids"].setup_steps(3)
    with chromium() as browser:
        a, b = phone_context(browser).new_page(), phone_context(browser).new_page()
        fill_new_play(a, site, "pyramids", ("Ana", "Ben", "Chloé"))
        expect(a.get_by_role("heading", name="Setup for 3 players")).to_be_visible()
        b.goto(a.url)
        expect(step(b, 0)).to_have_attribute("aria-checked", "false", timeout=FOLLOWS)

        step(a, 0).tap()
        expect(step(a, 0)).to_have_attribute("aria-checked", "true")     # at once on A
        step(a, 2).tap()  # B follows
        expect(step(b, 0)).to_have_attribute("aria-checked", "true", timeout=FOLLOWS)
        expect(step(b, 2)).to_have_attribute("aria-checked", "true", timeout=FOLLOWS)
        expect(step(b, 1)).to_have_attribute("aria-checked", "false", timeout=FOLLOWS)

        step(b, 1).tap()                                                 # and back
        expect(step(a, 1)).to_have_attribute("aria-checked", "true", timeout=FOLLOWS)
        step(b, 2).tap()                                                 # unticked on B
        expect(step(a, 2)).to_have_attribute("aria-checked", "false", timeout=FOLLOWS)
        expect(a.get_by_test_id("ticked")).to_contain_text(f"2 of {len(steps)} steps ticked")

        a.reload()
        expect(step(a, 0)).to_have_attribute("aria-checked", "true")
        expect(a.locator(".ready")).to_have_count(0)
        for n in range(len(steps)):
            if step(a, n).get_attribute("aria-checked") == "false":
                step(a, n).tap()
                expect(step(a, n)).to_have_attribute("aria-checked", "true")
        expect(b.locator(".ready")).to_have_text("Everything is set up: start playing.",
                                                timeout=FOLLOWS)
        b.locator('button[value="random"]').tap()
        expect(a.get_by_role("heading", name="Round 1")).to_be_visible(timeout=FOLLOWS)
