"""The history and statistics in headless Chromium at 390x844: filter, a play's page,
delete and undo, rename, the statistics and their chart, a backup from "Your data", and no
accessibility violation on any of these pages, light or dark."""
import gzip
import re

import pytest
from playwright.sync_api import expect

from companion.backup import check_database
from companion.games import GAMES
from tests.browser import phone_browser


def finished_play(page, site, names, bonuses=(), game="ankhor", finish=True) -> str:
    """A play made through the JSON API, as another phone would: finished with these
    Ankh'or bonus points, or with every score entry left empty (any game)."""
    colors = ["red", "blue", "green", "yellow"]
    answer = page.request.post(f"{site}/api/plays", data={
        "game": game, "players": [{"name": n, "color": c} for n, c in zip(names, colors,
                                                                          strict=False)]})
    assert answer.status == 201
    play = answer.json()["id"]
    if not finish:
        return play
    entries = [{"tiles": [], "bonus_tokens": [bonus], "leftover_tokens": 3 * seat}
               for seat, bonus in enumerate(bonuses)] or [{} for _ in names]
    events = [("first_player", {"seat": 0}), ("to_scoring", {})]
    events += [("score", {"seat": seat, "entry": entry}) for seat, entry in enumerate(entries)]
    for after, (kind, data) in enumerate(events):
        answer = page.request.post(f"{site}/api/plays/{play}/events",
                                   data={"after": after, "kind": kind, "data": data})
        assert answer.ok, answer.text()
    return play


def listed(page):
    return page.locator(".plays li")


def test_filter_the_history_by_game_and_player(site, page):
    finished_play(page, site, ("Filter Ana", "Filter Ben"), (5, 3))
    finished_play(page, site, ("Filter Cy", "filter ben"), (2, 7))
    finished_play(page, site, ("Filter Ana", "Filter Dee"), game="pyramids", finish=False)
    page.goto(site + "/history")
    page.get_by_label("Player").select_option(label="filter ben")
    page.get_by_role("button", name="Show").tap()
    expect(page.get_by_role("heading", name="Plays of filter ben")).to_be_visible()
    expect(listed(page)).to_have_count(2)
    expect(page.locator(".player-games")).to_contain_text("2 finished plays, 1 win (50%)")
    page.get_by_label("Player").select_option(label="Filter Ana")
    page.get_by_label("Game").select_option(label="Pyramids")
    page.get_by_role("button", name="Show").tap()
    expect(listed(page)).to_have_count(1)
    expect(listed(page)).to_contain_text("Filter Ana, Filter Dee")
    expect(listed(page)).to_contain_text("setting up")


def test_a_play_page_then_delete_and_undo(site, page):
    play = finished_play(page, site, ("Del Ana", "Del Ben"), (5, 3))
    page.goto(f"{site}/plays/{play}/results")
    page.get_by_role("link", name=re.compile("The play step by step")).tap()
    expect(page.get_by_role("heading", name=re.compile("The play of"))).to_be_visible()
    expect(page.locator(".play-log li")).to_have_count(4)
    expect(page.locator(".play-log")).to_contain_text("Del Ana starts")
    expect(page.locator(".winner")).to_have_text("Del Ana wins")
    page.get_by_text("Delete this play").tap()
    page.get_by_role("button", name="Delete the play").tap()
    expect(page.get_by_role("heading", name="Past plays")).to_be_visible()
    expect(page.locator(".plays")).not_to_contain_text("Del Ana")
    expect(page.locator(".undo-delete")).to_contain_text("Deleted: Ankh'or of")
    page.get_by_role("button", name="Undo").tap()
    expect(page.locator(".flash-info")).to_have_text("The play is back in the history.")
    expect(page.locator(".plays")).to_contain_text("Del Ana, Del Ben")


def test_rename_a_player_from_their_plays(site, page):
    finished_play(page, site, ("Ren Ana", "Ren Ben"), (5, 3))
    page.goto(site + "/history?player=ren+ana")
    page.get_by_role("link", name="Rename Ren Ana, or merge with another player").tap()
    page.get_by_label("New name").fill("Ren Ben")
    page.get_by_role("button", name="Rename").tap()
    expect(page.locator("#new-error")).to_contain_text("sat at the same table")
    expect(page.get_by_label("New name")).to_have_value("Ren Ben")
    page.get_by_label("New name").fill("Ren Anna")
    page.get_by_role("button", name="Rename").tap()
    expect(page.get_by_role("heading", name="Plays of Ren Anna")).to_be_visible()
    expect(page.locator(".flash-info")).to_have_text("Ren Ana is now Ren Anna in every play.")
    expect(listed(page)).to_contain_text("Won: Ren Anna")


def test_the_statistics_show_a_chart_and_its_numbers(site, page):
    for bonuses in ((5, 3), (2, 6), (8, 1)):
        finished_play(page, site, ("Stat Ana", "Stat Ben"), bonuses)
    page.goto(site + "/history")
    page.get_by_role("link", name="Statistics: wins and scores per player").tap()
    chart = page.get_by_role("img", name=re.compile(r"Ankh'or: scores of the last \d+ plays"))
    expect(chart).to_be_visible()
    box = chart.bounding_box()
    assert box["width"] <= 390 - 2 * 16 + 1 and box["height"] > 150   # fits the phone
    expect(page.locator(".head-to-head")).to_contain_text("Stat Ana 2 – 1 Stat Ben")
    page.get_by_text("The same scores as a table").tap()
    table = page.get_by_role("region", name="Ankh'or: the scores play by play")
    expect(table).to_contain_text("Stat Ana")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390   # no sideways page


def test_a_backup_from_the_your_data_page(site, page, tmp_path):
    for names in (("Keep Ana", "Keep Ben"), ("Keep Cy", "Keep Dee"), ("Keep Eve", "Keep Fay")):
        finished_play(page, site, names, (4, 2))   # its own plays: no other test's needed
    page.goto(site + "/history")
    page.get_by_role("link", name="Your data: backup and export").tap()
    with page.expect_download() as download:
        page.get_by_role("link", name="Download a backup").tap()
    assert download.value.suggested_filename.endswith(".sqlite.gz")
    download.value.save_as(tmp_path / "backup.sqlite.gz")
    with gzip.open(tmp_path / "backup.sqlite.gz") as packed:    # the download is in gzip
        (tmp_path / "backup.sqlite").write_bytes(packed.read())
    assert check_database(tmp_path / "backup.sqlite") >= 3      # the current schema


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_no_accessibility_violations(site, theme):
    """Every page this feature adds or changes, in each of its states."""
    from axe_playwright_python.sync_playwright import Axe
    axe, problems = Axe(), []

    def check(page, where: str) -> None:
        for details in page.locator("details").all():
            details.evaluate("d => d.open = true")
        for violation in axe.run(page).response["violations"]:
            targets = [n["target"] for n in violation["nodes"]][:3]
            problems.append(f"{where}: {violation['id']} {targets}")

    with phone_browser() as context:
        page = context.new_page()
        page.emulate_media(color_scheme=theme)
        play = finished_play(page, site, ("Axe Ana", "Axe Ben"), (5, 3))
        other = finished_play(page, site, ("Axe Cy", "Axe Dee"), (1, 2))
        unfinished = finished_play(page, site, ("Axe Ana", "Axe Eve"), game="pyramids",
                                   finish=False)
        for slug in GAMES:                     # the statistics of every game, side by side
            finished_play(page, site, ("Axe Ana", "Axe Eve"), game=slug)
        for url in ["/history", "/history?player=Axe+Ana&game=ankhor", "/stats",
                    f"/plays/{play}/log", f"/plays/{unfinished}/log", f"/plays/{play}/results",
                    "/players/rename?player=Axe+Cy"]:
            page.goto(site + url)
            check(page, url)
        page.get_by_label("New name").fill("")
        page.get_by_role("button", name="Rename").tap()
        expect(page.locator("#new-error")).to_be_visible()
        check(page, "a refused rename")
        page.get_by_label("New name").fill("Axe Ana")
        page.get_by_role("button", name="Rename").tap()
        expect(page.get_by_role("heading", name="Merge Axe Cy into Axe Ana?")).to_be_visible()
        check(page, "a merge to confirm")
        page.goto(f"{site}/plays/{other}/log")
        page.get_by_text("Delete this play").tap()
        page.get_by_role("button", name="Delete the play").tap()
        expect(page.locator(".undo-delete")).to_be_visible()
        check(page, "the history with an undo")
        page.goto(f"{site}/plays/{other}/log")
        check(page, "a deleted play's page")
    assert problems == [], "\n".join(problems)
