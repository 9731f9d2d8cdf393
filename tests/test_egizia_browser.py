"""Egizia at phone size: one round's scoring entries on the track, then the end of game."""
import re

from playwright.sync_api import expect

from tests.browser import fill_new_play


def action(page, label):
    return page.locator("form.action", has=page.get_by_role("button", name=label, exact=True))


def choose(form, field, name):
    """A player field: one chip per player."""
    form.get_by_role("radiogroup", name=field).locator("label", has_text=name).tap()


def next_phase(page, phase):
    page.get_by_role("button", name=re.compile("^(Next phase|Start round|End the game)")).tap()
    expect(page.locator(".status-line")).to_contain_text(phase)


def test_one_round_on_the_track_then_the_end(site, page):
    fill_new_play(page, site, "egizia", ("Ana", "Ben"))
    expect(page.get_by_text("our copy of that text is lost")).to_be_visible()
    page.get_by_role("button", name="Deal the turn tiles at random").tap()
    expect(page.locator(".status-line")).to_contain_text("Phase 1 of 7: Nile cards")
    expect(page.locator(".reminders").last).to_contain_text("deck 1/2")
    next_phase(page, "Boats")
    next_phase(page, "Feed the crews")
    page.locator("details.more-actions summary").tap()     # seldom needed: folded away
    rate = action(page, "Set a player's grain-market rate")
    choose(rate, "Player", "Ben")
    rate.get_by_label("VP lost per unfed crew point").select_option("3")
    rate.get_by_role("button").tap()
    expect(page.locator(".seats")).to_contain_text("rate: 3")
    feed = action(page, "Feeding: compute the loss")
    choose(feed, "Player", "Ben")
    feed.get_by_label("Grain").fill("4")
    feed.get_by_label("Crew strength").fill("5")
    feed.get_by_role("button").tap()
    expect(page.locator(".seats li", has_text="Ben")).to_contain_text("score: -3")
    next_phase(page, "Produce stones")
    next_phase(page, "Build")
    gain = action(page, "Points scored")
    choose(gain, "Player", "Ana")
    gain.get_by_label("Points").fill("7")
    gain.get_by_role("button").tap()
    expect(page.locator(".seats li", has_text="Ana")).to_contain_text("score: 7")
    row = action(page, "A pyramid row is complete")
    choose(row, "Stone 1 from the left", "Ben")
    choose(row, "Stone 2 from the left", "Ana")
    choose(row, "Stone 3 from the left", "Ben")
    row.get_by_role("button").tap()
    expect(page.locator(".seats li", has_text="Ben")).to_contain_text("score: -1")
    next_phase(page, "Cooperation bonus")
    coop = action(page, "Cooperation bonus")
    choose(coop, "Player", "Ben")
    coop.get_by_label("Boats on building sites").fill("2")
    coop.get_by_label("Used a stone this round").check()
    coop.get_by_role("button").tap()
    expect(page.locator(".seats li", has_text="Ben")).to_contain_text("score: 2")
    next_phase(page, "Turn order for the next round")
    page.get_by_role("button", name="Start round 2").tap()
    expect(page.get_by_role("heading", name="Round 2")).to_be_visible()
    # Ben has the lower score: turn tile 1
    expect(page.locator(".seats li", has_text="Ben")).to_contain_text("turn tile: 1")
    page.locator("details.danger summary").tap()
    page.get_by_role("button", name="Go to scoring").tap()

    page.get_by_role("link", name=re.compile("Ana")).tap()
    # tracking stopped before the end: the track score is asked, filled with the tracked 7
    expect(page.locator(".so-far")).to_contain_text("Score on the track before the end")
    expect(page.get_by_label("Score on the track before the end")).to_have_value("7")
    page.get_by_label("Stones left").fill("5")
    page.get_by_label("Stone-market marker on one of the two bottom spaces").check()
    page.get_by_label("Tomb tile values").fill("6 5")
    page.get_by_label("Points of each sphinx card").fill("2")
    expect(page.locator("#live-breakdown .total-row td")).to_have_text("16")   # 7+2+5+2
    page.get_by_role("button", name="Save score").tap()
    page.get_by_role("link", name=re.compile("Ben")).tap()
    page.get_by_label("Tomb tile values").fill("0")
    page.get_by_role("button", name="Save score").tap()
    expect(page.locator(".errors")).to_contain_text("Tomb tile values, number 1")
    page.get_by_label("Tomb tile values").fill("12 9")
    page.get_by_role("button", name="Save score").tap()     # the last entry: the results
    expect(page.locator(".winner")).to_contain_text("Ana wins")
    expect(page.locator(".sheet .total").first).to_have_text("16")
