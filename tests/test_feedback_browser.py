"""In headless Chromium at 390x844: what the table enters gets the app's own answer, in the
page's language, where it was entered: at the field, on the tile, or on the counter."""
import re

import pytest
from playwright.sync_api import expect

from tests.browser import fill_new_play, tap_recorded


def started(page, site, game, names=("Ana", "Ben")):
    """A new play with its first player picked (any language: the form's own buttons)."""
    page.goto(f"{site}/plays/new/{game}")
    for i, name in enumerate(names):
        page.fill(f"#players-{i}-name", name)
    page.locator("form[data-draft] button.btn-main[type=submit]").tap()
    page.locator("form[data-kind=first_player] button").first.tap()
    expect(page.locator("main[data-phase=playing]")).to_be_visible()
    return page.url.rsplit("/", 1)[0]


def entry_of_ana(page, site, game):
    play = started(page, site, game)
    page.locator("details.danger summary").tap()
    page.locator("details.danger button[type=submit]").tap()
    expect(page.locator("main[data-phase=scoring]")).to_be_visible()
    page.goto(f"{play}/score/0")
    expect(page.get_by_role("heading", name="Score: Ana")).to_be_visible()
    return play


def test_egizia_score_entry_refusals_are_at_their_fields(site, page):
    entry_of_ana(page, site, "egizia")
    page.get_by_label("Tomb tile values").fill("0 5")
    field = page.locator(".field", has=page.get_by_label("Tomb tile values"))
    expect(field.locator(".error")).to_contain_text("Tomb tile values")
    expect(page.get_by_label("Tomb tile values")).to_have_attribute("aria-invalid", "true")
    expect(page.locator("#live-breakdown .errors")).to_have_count(0)
    page.get_by_label("Tomb tile values").fill("4 5")
    expect(field.locator(".error")).to_have_count(0)
    expect(page.locator("#live-breakdown .total-row")).to_be_visible()


def test_ankhor_a_base_tile_taken_from_under_an_upper_tile_is_marked_on_the_grid(site, page):
    entry_of_ana(page, site, "ankhor")
    for row, col in ((0, 0), (0, 1), (1, 0), (1, 1)):
        page.locator(f'#grid .cell[data-row="{row}"][data-col="{col}"]').tap()
    page.locator('#grid .corner[data-row="0"][data-col="0"]').tap()
    expect(page.locator("#tile-count")).to_have_text("5 tiles")
    under = page.locator('#grid .cell[data-row="0"][data-col="0"]')
    under.focus()
    page.keyboard.press("Enter")                 # the same brush again: the tile goes
    expect(page.locator("#tile-count")).to_have_text("4 tiles")
    expect(page.locator("#grid .upper.refused")).to_have_count(1)
    expect(page.locator('#grid .cell.missing[data-row="0"][data-col="0"]')).to_have_count(1)
    expect(page.locator("#grid-error")).to_have_text(
        "The marked upper tile must rest on 4 base tiles: put a tile back on each marked "
        "place, or take the upper tile away.")
    expect(page.locator("#live-breakdown")).not_to_contain_text("row 0, column 0")
    expect(page.locator("#live-breakdown")).not_to_contain_text("row 1, column 1")
    under.focus()
    page.keyboard.press("Enter")                 # put back: nothing marked any more
    expect(page.locator("#grid .refused, #grid .missing")).to_have_count(0)
    expect(page.locator("#grid-error")).to_be_hidden()


def test_ankhor_negative_leftover_tokens_are_refused_at_the_field_as_out_of_range(site, page):
    entry_of_ana(page, site, "ankhor")
    page.fill("#leftover-tokens", "-2")
    field = page.locator(".field", has=page.locator("#leftover-tokens"))
    expect(field.locator(".error")).to_have_text("Leftover tokens: from 0 to 36.")
    expect(page.locator("#live-breakdown")).not_to_contain_text("whole number")


@pytest.mark.parametrize("lang, typed, said", [
    ("en", "-5", "Points: from 1 to 200."),
    ("en", "0", "Points: from 1 to 200."),
    ("en", "999", "Points: from 1 to 200."),
    ("en", "2.5", "Points: enter a whole number."),
    ("es", "999", "Puntos: de 1 a 200."),
])
def test_egizia_tracker_points_out_of_range_get_the_app_message_at_the_field(site, page,
                                                                            lang, typed,
                                                                            said):
    page.goto(f"{site}/language/{lang}?next=/")
    started(page, site, "egizia")
    form = page.locator("form.action", has=page.locator("input[name='f:points']")).first
    expect(form).to_be_visible()
    before = page.locator("main").get_attribute("data-seq")
    form.locator("label.pill").first.tap()
    form.locator("input[name='f:points']").fill(typed)
    form.locator("button[type=submit]").tap()
    expect(form.locator(".error")).to_have_text(said)
    expect(form.locator("input[name='f:points']")).to_have_attribute("aria-invalid", "true")
    page.wait_for_timeout(500)
    assert page.locator("main").get_attribute("data-seq") == before     # nothing sent
    expect(page.locator("#queue-status")).to_have_count(0)


def test_ankhor_the_ankh_counter_drops_when_an_ankh_is_spent(site, page):
    fill_new_play(page, site, "ankhor", ("Ana", "Ben"))
    page.get_by_role("button", name="Ana").tap()
    take = page.locator("form.action", has=page.get_by_role("button", name="Took 3 tokens"))
    take.get_by_label("Ankhs among them").fill("1")
    tap_recorded(page, take.get_by_role("button", name="Took 3 tokens"))       # Ana
    tap_recorded(page, page.get_by_role("button", name="Took 3 tokens"))       # Ben
    ana = page.locator(".seats li", has_text="Ana")
    expect(ana).to_contain_text("ankhs: 1")
    tap_recorded(page, page.get_by_role("button", name="Ankh: refresh the market"))
    expect(ana).to_contain_text("ankhs: 0")
    expect(page.get_by_role("button", name=re.compile("^Ankh:"))).to_have_count(0)


def test_a_score_saved_before_the_entry_script_starts_is_posted_by_the_browser(site, page):
    """A tap on "Save score" while the page is still loading (the entry script not started,
    so no entry to send as JSON) saves what was typed, through the form itself (CI once
    answered "Send the entry as an object." there)."""
    play = started(page, site, "egizia")
    page.locator("details.danger summary").tap()
    page.locator("details.danger button[type=submit]").tap()
    expect(page.locator("main[data-phase=scoring]")).to_be_visible()
    # The page as it is before its entry script has started: #entry still empty.
    page.add_init_script("Object.defineProperty(window, 'ScoreEntry', {writable: false, "
                         "value: {start() {}, changed() {}, saved() { return {}; }}});")
    page.goto(f"{play}/score/0")
    expect(page.locator("#entry")).to_have_value("")
    page.get_by_label("Stones left").fill("7")
    with page.expect_navigation():
        page.get_by_role("button", name="Save score").tap()
    expect(page).to_have_url(re.compile(r"/score$"))
    expect(page.locator("main")).not_to_contain_text("Send the entry as an object")
    page.goto(f"{play}/score/0")
    expect(page.get_by_label("Stones left")).to_have_value("7")
