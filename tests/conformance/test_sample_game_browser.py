"""The made-up game (a module and a content file in tests/sample_game, nothing else) is
playable in the browser like the real ones: new play, tracker, generic score entry,
results, a rules answer."""
import re

import pytest
from playwright.sync_api import expect

from tests.browser import fill_new_play, running_server


@pytest.fixture(scope="module")
def site_with_sample(tmp_path_factory):
    with running_server(tmp_path_factory.mktemp("sample"),
                        COMPANION_EXTRA_GAMES="tests.sample_game") as url:
        yield url


def test_the_made_up_game_is_played_end_to_end(site_with_sample, page):
    site = site_with_sample
    page.goto(site + "/plays/new")
    expect(page.get_by_role("link", name=re.compile("Tally"))).to_be_visible()
    fill_new_play(page, site, "tally", ("Ana", "Ben"))
    page.get_by_role("button", name="Ana").tap()
    expect(page.get_by_role("heading", name="Round 1")).to_be_visible()
    for step in range(3):                    # three rounds: Ana scores 2, Ben passes
        scored = page.locator("form.action", has=page.get_by_role("button", name="Scored"))
        scored.get_by_label("Points").fill("2")
        scored.get_by_role("button", name="Scored").tap()
        expect(page.locator(f'main[data-seq="{2 + 2 * step}"]')).to_have_count(1)
        page.get_by_role("button", name="Pass", exact=True).tap()
        expect(page.locator(f'main[data-seq="{3 + 2 * step}"]')).to_have_count(1)
    expect(page.get_by_role("heading", name="Scoring")).to_be_visible()
    page.get_by_role("link", name=re.compile("Ana")).tap()
    expect(page.locator(".tracked")).to_contain_text("Points in play: 6")
    counted = page.locator('.entry-mode[data-mode="count"]')   # (our totals are beside it)
    counted.get_by_label("Coins").fill("3")
    expect(page.locator("#live-breakdown .total-row td")).to_have_text("9")
    page.get_by_role("button", name="Save score").tap()
    page.get_by_role("link", name=re.compile("Ben")).tap()
    counted.get_by_label("Coins").fill("4")
    counted.get_by_label("Holds the crown").check()
    page.get_by_role("button", name="Save score").tap()
    expect(page.locator(".winner")).to_contain_text("Ben wins")     # 9 each, 4 coins to 3
    expect(page.locator(".tie")).to_contain_text("Ben wins the tie with Ana")
    expect(page.locator(".tie")).to_contain_text("more coins")
    page.goto(site + "/games/tally/rules?q=can+I+pass")
    expect(page.locator(".answer").first).to_contain_text("Score 1, 2 or 3 points")


def test_the_made_up_game_is_not_in_the_app(site, page):
    page.goto(site + "/plays/new")
    expect(page.get_by_role("link", name=re.compile("Tally"))).to_have_count(0)
