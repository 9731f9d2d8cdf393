"""In headless Chromium at 390x844: two phones scoring at once keep both entries, and what a
player typed survives a reload, Back/Forward and a closed tab until saved or discarded."""
import re

import pytest
from playwright.sync_api import expect

from tests.browser import chromium, fill_new_play, phone_context, play_at_scoring


@pytest.mark.parametrize("first", [0, 1])
def test_two_phones_score_different_players_at_the_same_time(site, first):
    with chromium() as browser:
        a, b = phone_context(browser).new_page(), phone_context(browser).new_page()
        play = play_at_scoring(a, site, "towers-of-arkhanos")
        phones = {0: a, 1: b}
        books = {0: "3", 1: "2"}
        for seat, phone in phones.items():        # both open their entry before any save
            phone.goto(f"{play}/score/{seat}")
            phone.get_by_label("Meeples on the spellbook").fill(books[seat])
            expect(phone.locator("#live-breakdown .total-row td")).to_have_text(books[seat])
        phones[first].get_by_role("button", name="Save score").tap()
        expect(phones[first].get_by_role("heading", name="Scoring")).to_be_visible()
        other = phones[1 - first]
        other.get_by_role("button", name="Save score").tap()   # its page saw the old play
        expect(other.locator(".winner")).to_contain_text("Ana wins")
        totals = other.locator(".sheet .total")
        expect(totals).to_have_text(["3", "2"])


def ankhor_entry(page, site) -> str:
    fill_new_play(page, site, "ankhor", ("Ana", "Ben"))
    page.get_by_role("button", name="Ana").tap()
    page.locator("details.danger summary").tap()
    page.get_by_role("button", name="Go to scoring").tap()
    expect(page.get_by_role("heading", name="Scoring")).to_be_visible()
    page.get_by_role("link", name=re.compile("Ana")).tap()
    expect(page.get_by_role("heading", name="Score: Ana")).to_be_visible()
    return page.url


def tap_cell(page, row, col):
    page.locator(f'#grid .cell[data-row="{row}"][data-col="{col}"]').tap()


def test_half_an_entry_survives_reload_back_forward_and_a_closed_tab(site):
    with chromium() as browser:
        context = phone_context(browser)
        page = context.new_page()
        url = ankhor_entry(page, site)
        tap_cell(page, 0, 0)
        tap_cell(page, 0, 1)
        page.fill("#leftover-tokens", "4")
        count = page.locator("#tile-count")
        expect(count).to_have_text("2 tiles")
        page.reload()
        expect(count).to_have_text("2 tiles")
        expect(page.locator("#leftover-tokens")).to_have_value("4")
        expect(page.locator(".draft-note")).to_be_visible()
        page.go_back()
        expect(page.get_by_role("heading", name="Scoring")).to_be_visible()
        page.go_forward()
        expect(page.locator("#tile-count")).to_have_text("2 tiles")
        page.close()
        page = context.new_page()                 # the tab was closed; a new one opens
        page.goto(url)
        expect(page.locator("#tile-count")).to_have_text("2 tiles")
        page.get_by_role("button", name="Discard my entry").tap()
        expect(page.locator("#tile-count")).to_have_text("0 tiles")
        page.reload()
        expect(page.locator("#tile-count")).to_have_text("0 tiles")


def test_a_saved_entry_leaves_no_draft_behind(site):
    with chromium() as browser:
        page = phone_context(browser).new_page()
        url = ankhor_entry(page, site)
        tap_cell(page, 0, 0)
        page.get_by_role("button", name="Save score").tap()
        expect(page.get_by_role("heading", name="Scoring")).to_be_visible()
        page.goto(url)
        expect(page.locator("#tile-count")).to_have_text("1 tile")
        expect(page.locator(".draft-note")).to_be_hidden()


def test_a_tracker_form_keeps_what_was_typed_across_a_reload(site):
    with chromium() as browser:
        page = phone_context(browser).new_page()
        fill_new_play(page, site, "towers-of-arkhanos", ("Ana", "Ben"))
        page.get_by_role("button", name="Ana").tap()
        floor = page.locator("form.action", has=page.get_by_role(
            "button", name="A floor is complete: score it"))
        floor.get_by_label("Tower").select_option("3")
        floor.get_by_label("Ana: apprentices").fill("2")
        page.reload()
        floor = page.locator("form.action", has=page.get_by_role(
            "button", name="A floor is complete: score it"))
        expect(floor.get_by_label("Tower")).to_have_value("3")
        expect(floor.get_by_label("Ana: apprentices")).to_have_value("2")


def test_back_to_the_new_play_form_does_not_make_a_second_play(site):
    with chromium() as browser:
        page = phone_context(browser).new_page()
        page.goto(site + "/history")
        plays_before = page.locator(".plays li").count()
        fill_new_play(page, site, "ankhor", ("Ana", "Ben"))
        expect(page.get_by_role("heading", name=re.compile("Setup for"))).to_be_visible()
        first = page.url
        page.go_back()
        expect(page.locator("#players-0-name")).to_have_value("Ana")
        page.get_by_role("button", name="Start setup").tap()
        expect(page.get_by_role("heading", name=re.compile("Setup for"))).to_be_visible()
        assert page.url == first
        page.goto(site + "/history")
        expect(page.locator(".plays li")).to_have_count(plays_before + 1)
        # back to the form again: a new play on purpose, with the same names
        page.go_back()
        page.go_back()
        expect(page.locator("#players-0-name")).to_have_value("Ana")
        page.get_by_role("button", name="Start another play").tap()
        page.get_by_role("button", name="Start setup").tap()
        expect(page.get_by_role("heading", name=re.compile("Setup for"))).to_be_visible()
        assert page.url != first


def test_a_second_new_play_after_a_first_opens_a_new_play_with_the_new_names(site):
    with chromium() as browser:
        page = phone_context(browser).new_page()
        fill_new_play(page, site, "ankhor", ("Ana", "Ben"))
        expect(page.get_by_role("heading", name=re.compile("Setup for"))).to_be_visible()
        first = page.url
        page.get_by_role("button", name="Ana").tap()          # the play has started
        expect(page.get_by_role("heading", name="Round 1")).to_be_visible()
        page.get_by_role("link", name="New play").tap()
        page.get_by_role("link", name=re.compile("Ankh")).first.tap()
        for i in range(3):                                    # a fresh form, no old names
            expect(page.locator(f"#players-{i}-name")).to_have_value("")
        expect(page.locator(".draft-started")).to_be_hidden()
        for i, name in enumerate(("Carla", "Dani", "Eva")):
            page.fill(f"#players-{i}-name", name)
        page.get_by_role("button", name="Start setup").tap()
        expect(page.get_by_role("heading", name=re.compile("Setup for"))).to_be_visible()
        assert page.url != first
        expect(page.locator("main")).to_contain_text("3 players")
        for name in ("Carla", "Dani", "Eva"):
            expect(page.locator("form[data-kind=first_player]")).to_contain_text(name)


def test_the_same_id_with_other_names_makes_a_new_play(site):
    """Even a form whose old play id came back (a draft from before) opens no old play
    with new names: the server makes a new one."""
    with chromium() as browser:
        page = phone_context(browser).new_page()
        fill_new_play(page, site, "ankhor", ("Ana", "Ben"))
        expect(page.get_by_role("heading", name=re.compile("Setup for"))).to_be_visible()
        first = page.url
        page.go_back()
        expect(page.locator("#players-0-name")).to_have_value("Ana")
        page.fill("#players-0-name", "Zoe")                   # same form, another table
        page.get_by_role("button", name="Start setup").tap()
        expect(page.get_by_role("heading", name=re.compile("Setup for"))).to_be_visible()
        assert page.url != first
        expect(page.locator("form[data-kind=first_player]")).to_contain_text("Zoe")
