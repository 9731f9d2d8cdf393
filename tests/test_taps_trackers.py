"""Issue 15 at the tracker: a turn with nothing special is one tap in every game, a points
change in Egizia is two taps and the digits, and the last score entry opens the results
without another tap. Every count is made through tests/taps.py."""
import re
from dataclasses import dataclass

import pytest
from playwright.sync_api import expect

from companion.games import GAMES
from tests.browser import fill_new_play
from tests.conftest import csrf_token, start_play
from tests.taps import Taps

NAMES = ("Ana", "Ben")


@dataclass(frozen=True)
class Step:
    """One tap on the button named `button`; then `where` on the page shows `shows`.
    `turn`: a player's turn (counted as "a plain turn"), not a step of the round."""

    button: str | re.Pattern
    where: str
    shows: str | re.Pattern
    turn: bool = True


GOD = re.compile(r"^\d · ")     # a Pyramids god tile button: "3 · Name"

# A short reference sequence per game, 2 players, Ana first (Egizia deals its turn tiles:
# there a "turn" is a phase of the round, which the group advances with one tap).
REFERENCE = {
    "ankhor": [
        Step("Took 3 tokens", ".now .who", "Ben"),
        Step("Took 3 tokens", ".now .who", "Ana"),
        Step("Bought a tile", ".now .who", "Ben"),
        Step("Bought a tile", ".log li >> nth=0", "Ben bought a tile: 1 tile"),
    ],
    "pyramids": [
        Step(re.compile("^Quarry stocked"), ".status-line", "Phase 2 of 5", turn=False),
        Step(GOD, ".now .who", "Ben"),
        Step(GOD, ".status-line", "Phases 3-4 of 5"),
        Step("Took a pair and built", ".log li >> nth=0", "built the pyramid"),
        Step("Took a pair and built", ".status-line", "Phase 5 of 5"),
        Step("End the round", "h1", "Round 2", turn=False),
    ],
    "towers-of-arkhanos": [
        Step("Die placed, bonus: a spell or a build", ".now .who", "Ben"),
        Step("Die placed, bonus +2 prestige", ".now .who", "Ana"),
        Step("Die placed, bonus: a spell or a build", ".now .who", "Ben"),
        Step("Die placed, bonus +2 prestige", ".seats li >> nth=0",
             re.compile(r"Ben\s+prestige: 4")),
    ],
    "egizia": [
        Step("Next phase: Boats", ".status-line", "Phase 2 of 7: Boats"),
        Step("Next phase: Feed the crews", ".status-line", "Phase 3 of 7"),
        Step("Next phase: Produce stones", ".status-line", "Phase 4 of 7"),
        Step("Next phase: Build", ".status-line", "Phase 5 of 7"),
        Step("Next phase: Cooperation bonus", ".status-line", "Phase 6 of 7"),
        Step("Next phase: Turn order for the next round", ".status-line", "Phase 7 of 7"),
        Step("Start round 2", "h1", "Round 2"),
    ],
}


def new_play(page, site: str, slug: str) -> str:
    """A 2-player play of the game at its first turn, Ana first where the group picks."""
    fill_new_play(page, site, slug, NAMES)
    if GAMES[slug].group_picks_first:
        page.get_by_role("button", name="Ana").tap()
    else:
        page.locator('button[value="random"]').tap()
    expect(page.get_by_role("heading", name="Round 1")).to_be_visible()
    return re.search(r"/plays/([^/]+)/", page.url)[1]


def play_step(page, step: Step) -> Taps:
    """The step's taps; it must be recorded (one event) and show its result."""
    main = page.locator("main")
    seq = int(main.get_attribute("data-seq"))
    taps = Taps(page)
    taps.tap(page.locator(".actions form.action").get_by_role(
        "button", name=step.button).first)
    expect(main).to_have_attribute("data-seq", str(seq + 1))
    expect(page.locator(step.where).first).to_contain_text(step.shows)
    return taps


def score_everyone(page, site: str, play: str) -> None:
    """End tracking, then each player's entry saved as it opens: the last save lands on
    the results by itself."""
    taps = Taps(page)          # not a target: counted only to drive the page the one way
    taps.tap(page.locator("details.danger summary"))
    taps.tap(page.get_by_role("button", name="Go to scoring"))
    expect(page.get_by_role("heading", name="Scoring")).to_be_visible()
    for seat, name in enumerate(NAMES):
        taps.tap(page.locator("main").get_by_role("link", name=re.compile(name)).first)
        expect(page).to_have_url(re.compile(f"/score/{seat}$"))
        taps.tap(page.get_by_role("button", name="Save score"))
        if seat < len(NAMES) - 1:
            expect(page).to_have_url(re.compile(r"/score$"))
    expect(page).to_have_url(f"{site}/plays/{play}/results")
    expect(page.get_by_role("heading", name="Results")).to_be_visible()
    expect(page.locator(".sheet thead th.player")).to_have_count(len(NAMES))


@pytest.mark.parametrize("slug", list(GAMES))
def test_a_plain_turn_is_one_tap_and_the_last_score_opens_the_results(site, page, slug):
    game = GAMES[slug]
    assert slug in REFERENCE, f"{game.name} has no reference sequence of plain turns"
    play = new_play(page, site, slug)
    turns = []
    for step in REFERENCE[slug]:
        taps = play_step(page, step)
        assert taps.count == 1, f"{game.name}: {step.button} took {taps.count} taps"
        if step.turn:
            turns.append(taps)
    assert turns
    costliest = max(turns, key=lambda taps: taps.count)
    assert costliest.report(f"{game.name}: a plain turn", 1) == 1
    score_everyone(page, site, play)


def points_form(page, label: str):
    return page.locator("form.action", has=page.get_by_role("button", name=label, exact=True))


def score_of(page, name: str):
    return page.locator(".seats li", has_text=name)


def test_an_egizia_points_change_is_two_taps_and_the_digits(site, page):
    new_play(page, site, "egizia")
    taps = Taps(page)
    taps.tap(points_form(page, "Points scored").locator("label", has_text="Ana"))
    taps.type("12")            # the points field has the focus: the keyboard is open
    taps.press("Enter")
    expect(score_of(page, "Ana")).to_contain_text("score: 12")
    expect(score_of(page, "Ben")).to_contain_text("score: 0")
    expect(page.locator(".log li").first).to_contain_text("Ana +12 (points): 12")
    assert taps.report("Egizia: a points change of 12", 4) <= 4

    lost = Taps(page)
    lost.tap(points_form(page, "Points lost").locator("label", has_text="Ana"))
    lost.type("5")
    lost.press("Enter")
    expect(score_of(page, "Ana")).to_contain_text("score: 7")
    assert lost.count == 3


def test_a_chosen_player_and_typed_points_survive_a_reload(site, page):
    new_play(page, site, "egizia")
    form = points_form(page, "Points lost")
    taps = Taps(page)
    taps.tap(form.locator("label", has_text="Ben"))
    taps.type("3")
    page.reload()
    form = points_form(page, "Points lost")
    expect(form.get_by_role("radio", name="Ben")).to_be_checked()
    expect(form.get_by_role("radio", name="Ana")).not_to_be_checked()
    expect(form.get_by_label("Points")).to_have_value("3")
    taps.tap(form.get_by_role("button", name="Points lost"))
    expect(score_of(page, "Ben")).to_contain_text("score: -3")


def test_the_chips_pass_axe_chosen_refused_and_at_44_px(site, page):
    from axe_playwright_python.sync_playwright import Axe
    new_play(page, site, "egizia")
    taps = Taps(page)
    for phase in range(2, 6):               # to the Build phase: 7 rows of stone chips
        taps.tap(page.get_by_role("button", name=re.compile("^Next phase")))
        expect(page.locator(".status-line")).to_contain_text(f"Phase {phase} of 7")
    taps.tap(points_form(page, "Points scored").locator("label", has_text="Ben"))
    sizes = page.locator(".player-chips label.pill > span").evaluate_all(
        "chips => chips.map(c => c.getBoundingClientRect())"
        ".map(box => Math.min(box.width, box.height))")
    assert len(sizes) == 2 * 2 + 7 * 3 and min(sizes) >= 44
    assert Axe().run(page).response["violations"] == []
    # the form sent as a phone without scripts sends it: the error at the chips
    points_form(page, "Points lost").evaluate("form => form.submit()")   # no submit event
    expect(page.locator(".player-chips ~ .error")).to_have_text(
        "Player: choose one of the players.")
    assert Axe().run(page).response["violations"] == []


# --- without scripts: the chips are a plain form -------------------------------------------

def post_points(client, play: str, **fields):
    url = f"/plays/{play}/track"
    after = re.search(r'name="after" value="(\d+)"', client.get(url).get_data(as_text=True))[1]
    data = {"csrf_token": csrf_token(client, url), "after": after, "kind": "gain",
            **{f"f:{k}": v for k, v in fields.items()}}
    return client.post(f"/plays/{play}/act", data=data)


def egizia_play(client) -> str:
    play = start_play(client, NAMES, game="egizia")
    url = f"/plays/{play}/setup"
    response = client.post(f"/plays/{play}/first-player",
                           data={"csrf_token": csrf_token(client, url), "after": "0",
                                 "seat": "random"})
    assert response.status_code == 302
    return play


def gain_form(html: str) -> str:
    return re.search(r'<form[^>]*data-draft="[^"]*:act:gain".*?</form>', html, re.S)[0]


def test_a_player_is_a_chip_of_a_plain_form(client):
    play = egizia_play(client)
    form = gain_form(client.get(f"/plays/{play}/track").get_data(as_text=True))
    assert 'role="radiogroup"' in form
    for seat in range(len(NAMES)):
        assert re.search(rf'<input type="radio" name="f:player" value="{seat}"[^>]*>', form)
    assert " checked" not in form         # nobody is scored by default
    response = post_points(client, play, player="1", points="12")
    assert response.status_code == 302
    html = client.get(f"/plays/{play}/track").get_data(as_text=True)
    assert re.search(r"Ben.*?score: 12", html, re.S)


def test_a_refused_points_change_keeps_the_chip_and_the_digits(client):
    play = egizia_play(client)
    no_player = post_points(client, play, points="12")
    assert no_player.status_code == 400
    form = gain_form(no_player.get_data(as_text=True))
    assert "Player: choose one of the players." in form
    assert 'aria-invalid="true" aria-describedby="gain-player-error"' in form
    assert 'value="12"' in form
    too_few = post_points(client, play, player="1", points="0")
    assert too_few.status_code == 400
    form = gain_form(too_few.get_data(as_text=True))
    assert re.search(r'value="1" data-field-kind="player" checked', form)
    assert 'id="gain-points-error"' in form
    assert "score: 0" in too_few.get_data(as_text=True)     # nothing recorded
