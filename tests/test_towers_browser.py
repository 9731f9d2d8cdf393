"""The Towers of Arkhanos at phone size: the prestige table is asked once, then a floor is
scored from the tracker."""
import re

from playwright.sync_api import expect

from tests.browser import fill_new_play


def test_score_a_floor_at_phone_size(site, page):
    fill_new_play(page, site, "towers-of-arkhanos", ("Ana", "Ben", "Cy"))
    expect(page.get_by_text("9 rounds of 4 dice")).to_be_visible()
    page.get_by_role("button", name="Ana").tap()
    expect(page.locator(".status-line")).to_contain_text("4 dice this round")
    # the first floor needs the numbers from the group's mana pool board
    page.get_by_role("link", name="Answer them").tap()
    expect(page.get_by_text("Look at the mana pool board")).to_be_visible()
    for label, value in (("Outer tower floor: most influence", "5"),
                         ("Outer tower floor: second most", "3"),
                         ("Outer tower floor: tied", "2"),
                         ("Central tower floor: most influence", "3"),
                         ("Central tower floor: second most", "2"),
                         ("Central tower floor: tied", "1")):
        page.get_by_label(label).fill(value)
    page.get_by_role("button", name="Save").tap()
    expect(page.get_by_role("heading", name="Round 1")).to_be_visible()
    floor = page.locator("form.action", has=page.get_by_role(
        "button", name="A floor is complete: score it"))
    floor.get_by_label("Tower").select_option("3")             # the central tower
    floor.get_by_label("Ana: apprentices").fill("2")
    floor.get_by_label("Ben: master").fill("1")
    floor.get_by_role("button", name="A floor is complete: score it").tap()
    # Ana 2 and Ben 2 influence: tied for most, each takes the central "tie" value (1)
    expect(page.locator(".log")).to_contain_text("Central tower floor 1 scored")
    seats = page.locator(".seats")
    expect(seats.locator("li", has_text="Ana")).to_contain_text("prestige: 1")
    expect(seats.locator("li", has_text="Ben")).to_contain_text("prestige: 1")
    expect(seats.locator("li", has_text="Cy")).to_contain_text("prestige: 0")
    expect(page.locator(".status-line")).to_contain_text("Central tower: floor 2")
    # a wrong floor is refused with the reason, nothing recorded
    floor = page.locator("form.action", has=page.get_by_role(
        "button", name="A floor is complete: score it"))
    floor.get_by_label("Cy: apprentices").fill("1")
    floor.get_by_role("button", name="A floor is complete: score it").tap()
    expect(floor.locator(".errors")).to_contain_text(re.compile("exactly 3 meeples"))
