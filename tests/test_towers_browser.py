"""The Towers of Arkhanos at phone size: the prestige table is asked once, then a floor is
scored from the tracker."""
import re

from playwright.sync_api import expect

from tests.browser import fill_new_play, tap_recorded


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
    # the drawing shows each tower's floor (the status line says the turn and the dice)
    expect(page.locator('.stack[data-floor="2"]')).to_have_count(1)
    expect(page.locator(".table-drawing svg[data-drawing=stacks] title")).to_contain_text(
        "Central tower: building floor 2")
    # a wrong floor is refused with the reason, nothing recorded
    floor = page.locator("form.action", has=page.get_by_role(
        "button", name="A floor is complete: score it"))
    floor.get_by_label("Cy: apprentices").fill("1")
    floor.get_by_role("button", name="A floor is complete: score it").tap()
    expect(floor.locator(".errors")).to_contain_text(re.compile("exactly 3 meeples"))


def counted(page):
    """The entry counted for the player (the page has our totals too, as typed lines)."""
    return page.locator('.entry-mode[data-mode="count"]')


def enter_towers_entry(page, prestige, spellbook, floors):
    """One player's entry on the generic form: prestige, spellbook, incomplete floors."""
    if prestige is not None:
        counted(page).get_by_label("Prestige during the game").fill(str(prestige))
    page.get_by_label("Meeples on the spellbook").fill(str(spellbook))
    for label, value in floors.items():
        page.get_by_label(label).fill(str(value))


ANA = {"Outer tower A, incomplete floor: your apprentices": 2,
       "Outer tower C, incomplete floor: your apprentices": 1,
       "Central tower, incomplete floor: your master": 1}
BEN = {"Outer tower B, incomplete floor: your master": 1,
       "Outer tower C, incomplete floor: your apprentices": 1,
       "Central tower, incomplete floor: your apprentices": 1}
# By hand: A Ana 3; B Ben 3; C tied, 1 each; central Ana 3 (master, 2) and Ben 2 (1).


def score_both(page, play, ana_prestige, ben_prestige):
    page.goto(f"{play}/score/0")
    enter_towers_entry(page, ana_prestige, 2, ANA)
    page.get_by_role("button", name="Save score").tap()
    expect(page.get_by_role("heading", name="Scoring")).to_be_visible()
    page.goto(f"{play}/score/1")
    enter_towers_entry(page, ben_prestige, 1, BEN)
    # the preview scores the incomplete floors with Ana's saved entry
    expect(page.locator("#live-breakdown .total-row td")).to_have_text(
        str((ben_prestige or 12) + 6 + 1))
    page.get_by_role("button", name="Save score").tap()
    expect(page.locator(".winner")).to_contain_text("Ana wins")


def test_a_play_never_tracked_gives_the_hand_count(site, page):
    fill_new_play(page, site, "towers-of-arkhanos", ("Ana", "Ben"))
    expect(page.get_by_role("heading", name=re.compile("Setup for"))).to_be_visible()
    play = page.url.rsplit("/", 1)[0]
    play_id = play.rsplit("/", 1)[1]
    # straight to scoring without tracking (the API allows it from the setup)
    page.request.post(f"{site}/api/plays/{play_id}/events",
                      data={"after": 0, "kind": "to_scoring", "data": {}})
    score_both(page, play, 20, 18)
    totals = page.locator(".sheet td.total")
    expect(totals).to_have_text(["29", "25"])     # 20+7+2, 18+6+1


def test_tracking_stopped_after_round_3_gives_the_hand_count(site, page):
    fill_new_play(page, site, "towers-of-arkhanos", ("Ana", "Ben"))
    page.get_by_role("button", name="Ana").tap()
    # The first player recorded (step 1) before the turns count from the page's step number.
    expect(page.locator("main")).to_have_attribute("data-seq", "1")
    for _ in range(12):                            # 3 rounds of 4 turns, +2 each turn
        tap_recorded(page, page.get_by_role("button", name="Die placed, bonus +2 prestige"))
    expect(page.get_by_role("heading", name="Round 4")).to_be_visible()
    expect(page.locator(".seats li", has_text="Ana")).to_contain_text("prestige: 12")
    page.locator("details.danger summary").tap()
    page.get_by_role("button", name="Go to scoring").tap()
    expect(page.get_by_role("heading", name="Scoring")).to_be_visible()
    play = page.url.rsplit("/", 1)[0]
    page.goto(f"{play}/score/0")
    expect(counted(page).get_by_label("Prestige during the game")).to_have_value("12")
    expect(page.locator(".so-far")).to_contain_text(
        "Prestige during the game when the tracking stopped: 12.")
    score_both(page, play, 21, None)               # Ana gained 9 after; Ben as tracked
    expect(page.locator(".sheet td.total")).to_have_text(["30", "19"])   # 21+7+2, 12+6+1


def test_a_total_that_waits_for_the_others_reads_pending_at_phone_size(site, page):
    """Issue 34, point 5: Ana's phone showed "Floors scored now 6 … Total 34" before the
    others were entered (final: 3 and 31), as if the total were one."""
    fill_new_play(page, site, "towers-of-arkhanos", ("Ana", "Ben", "Cy"))
    expect(page.get_by_role("heading", name=re.compile("Setup for"))).to_be_visible()
    play = page.url.rsplit("/", 1)[0]
    page.request.post(f"{site}/api/plays/{play.rsplit('/', 1)[1]}/events",
                      data={"after": 0, "kind": "to_scoring", "data": {}})
    page.goto(f"{play}/score/0")
    enter_towers_entry(page, 26, 2, {
        "Outer tower A, incomplete floor: your apprentices": 2,
        "Outer tower C, incomplete floor: your apprentices": 1})
    live = page.locator("#live-breakdown")
    expect(live.locator('tr[data-key="floors"] td')).to_have_text("pending")
    expect(live.locator(".total-row td")).to_have_text("28 so far")
    expect(live.locator(".provisional")).to_contain_text("depends on the other players")
    # an entry with no meeple on an open floor is final at once
    page.goto(f"{play}/score/2")
    enter_towers_entry(page, 18, 0, {})
    expect(live.locator(".total-row td")).to_have_text("18")
    expect(live.locator(".provisional")).to_have_count(0)
