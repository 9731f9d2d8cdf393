"""A short 2-player game of Ankh'or in headless Chromium at phone size, entered by taps."""
import re

from playwright.sync_api import expect

from tests.browser import fill_new_play, tap_recorded


def tap_cell(page, row, col):
    page.locator(f'#grid .cell[data-row="{row}"][data-col="{col}"]').tap()


def choose(page, name, value):
    page.locator(f'input[name="{name}"][value="{value}"]').locator("xpath=..").tap()


def take_turn(page, action):
    """A turn with nothing special: one tap, the action ends it."""
    tap_recorded(page, page.get_by_role("button", name=action))


def test_two_player_game_from_new_play_to_results(site, page):
    page.goto(site)
    page.get_by_role("link", name="New play").first.tap()
    page.get_by_role("link", name=re.compile("Ankh'or")).tap()
    page.fill("#players-0-name", "Ana")
    page.fill("#players-1-name", "Ben")
    page.select_option("#players-1-color", "green")
    page.get_by_role("button", name="Start setup").tap()

    expect(page.get_by_text("Token piles of 4")).to_be_visible()
    page.locator(".checklist button.tick").first.tap()
    expect(page.locator(".checklist button.tick").first).to_have_attribute("aria-checked",
                                                                           "true")
    expect(page.locator("main")).to_have_attribute("data-seq", "1")    # the table's tick
    page.reload()                                         # ticks survive a reload
    expect(page.locator(".checklist button.tick").first).to_have_attribute("aria-checked",
                                                                           "true")
    page.get_by_role("button", name="Ana").tap()          # the group picks Ana
    expect(page.locator('[data-testid="current"]')).to_contain_text("Ana")

    # Ana buys a tile every turn, Ben takes tokens: Ana's 13th tile ends the game
    # at the end of that round.
    for turn in range(13):
        take_turn(page, "Bought a tile")
        if turn == 12:
            break
        take_turn(page, "Took 3 tokens")
    expect(page.locator(".reminders")).to_contain_text("13th tile")
    take_turn(page, "Took 3 tokens")                      # Ben closes the round
    expect(page.get_by_role("heading", name="Scoring")).to_be_visible()

    # Ana: green jackal pair (2 colour + 2 animal), a 2-point white tile, 4 tokens (1): 7.
    # Ben: one red tile, 0.
    page.get_by_role("link", name=re.compile("Ana")).tap()
    choose(page, "brush-color", "green")
    choose(page, "brush-animal", "jackal")
    tap_cell(page, 1, 1)
    tap_cell(page, 1, 2)
    choose(page, "brush-color", "white")
    choose(page, "brush-animal", "")
    page.fill("#brush-points", "2")
    tap_cell(page, 2, 1)
    tap_cell(page, 3, 3)                                  # a mistake...
    page.get_by_role("button", name="Undo last tap").tap()  # ...taken back
    page.fill("#leftover-tokens", "4")
    expect(page.locator("#live-breakdown")).to_contain_text("Total")
    expect(page.locator("#live-breakdown .total-row td")).to_have_text("7")
    page.get_by_role("button", name="Save score").tap()

    page.get_by_role("link", name=re.compile("Ben")).tap()
    choose(page, "brush-color", "red")
    tap_cell(page, 0, 0)
    tap_cell(page, 0, 3)                                  # not touching: refused on save
    page.get_by_role("button", name="Save score").tap()
    expect(page.locator(".errors")).to_contain_text("does not touch")
    choose(page, "brush-color", "red")
    tap_cell(page, 0, 3)                                  # same tile again removes it
    page.get_by_role("button", name="Save score").tap()     # the last entry: the results

    expect(page.locator(".winner")).to_contain_text("Ana wins")
    expect(page.locator(".sheet .total").first).to_have_text("7")
    page.get_by_role("link", name="History").tap()
    expect(page.locator(".plays")).to_contain_text("Won: Ana")


def test_no_horizontal_scroll_on_main_pages(site, page):
    for path in ["/", "/games/ankhor?players=3", "/plays/new/ankhor", "/games/ankhor/rules"]:
        page.goto(site + path)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 390, path


def test_players_of_earlier_plays_can_be_picked(site, page):
    page.goto(site + "/plays/new/ankhor")
    page.fill("#players-0-name", "Zoé")
    page.select_option("#players-0-color", "purple")
    page.fill("#players-1-name", "Yann")
    page.get_by_role("button", name="Start setup").tap()
    expect(page.get_by_role("heading", name="Setup for 2 players")).to_be_visible()
    page.goto(site + "/plays/new/ankhor")
    page.get_by_role("button", name="Zoé").tap()
    expect(page.locator("#players-0-name")).to_have_value("Zoé")
    expect(page.locator("#players-0-color")).to_have_value("purple")


def test_ask_a_rules_question_from_inside_a_play(site, page):
    page.goto(site + "/plays/new/ankhor")
    page.fill("#players-0-name", "Ana")
    page.fill("#players-1-name", "Ben")
    page.get_by_role("button", name="Start setup").tap()
    page.get_by_role("button", name="Pick the first player at random").tap()
    expect(page.get_by_role("heading", name="Round 1")).to_be_visible()
    play_url = page.url
    page.get_by_role("link", name="Rules question").tap()
    page.fill("#q", "wen does the game finsh?")
    page.get_by_role("button", name="Ask").tap()
    expect(page.locator(".answer").first).to_contain_text("13th tile")
    expect(page.locator(".answer .src").first).to_contain_text("Rulebook p. 6")
    page.get_by_role("link", name="Back to the play").tap()
    expect(page.get_by_role("heading", name="Round 1")).to_be_visible()
    assert page.url == play_url


def test_script_in_a_name_is_shown_as_text(site, page):
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    evil = "<script>alert(1)</script>"
    page.goto(site + "/plays/new/ankhor")
    page.fill("#players-0-name", evil[:24])
    page.fill("#players-1-name", '"><img src=x onerror=alert(2)>'[:24])
    page.get_by_role("button", name="Start setup").tap()
    expect(page.get_by_role("button", name=evil[:24])).to_be_visible()
    page.get_by_role("link", name="Rules question").tap()
    page.fill("#q", "<script>alert(3)</script>")
    page.get_by_role("button", name="Ask").tap()
    expect(page.locator(".no-answer")).to_contain_text("<script>alert(3)</script>")
    page.goto(site + "/history")
    expect(page.locator(".plays")).to_contain_text(evil[:24])
    page.goto(site + "/rules/unanswered")
    expect(page.locator(".plays")).to_contain_text("<script>alert(3)</script>")
    assert dialogs == []


def test_ask_without_leaving_the_play(site, page):
    fill_new_play(page, site, "ankhor", ("Ana", "Ben"))
    page.get_by_role("button", name="Pick the first player at random").tap()
    expect(page.get_by_role("heading", name="Round 1")).to_be_visible()
    play_url = page.url
    page.get_by_text("? Ask a rules question here").tap()
    question = page.get_by_label("Your question (the play stays open)")
    question.fill("can I spend the ankh I just took")
    page.get_by_role("button", name="Ask", exact=True).tap()
    answers = page.locator(".ask-answers .answer")
    expect(answers.first).to_contain_text("ankh")
    expect(page.locator(".ask-answers .src").first).to_contain_text("Rulebook p. ")
    assert page.url == play_url
    expect(page.get_by_role("button", name="Took 3 tokens")).to_be_visible()
    question.fill("best pizza in town")
    page.get_by_role("button", name="Ask", exact=True).tap()
    expect(page.locator(".ask-answers")).to_contain_text("No rule answers that well")
