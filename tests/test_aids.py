"""Printable aids: numbers for the table's player count, the booklet, papers, tagged PDFs.

Expected texts come from the fact sheets (shared/rules/<game>.md), not from the code.
"""
import html as html_lib
import json
import logging
import re
from pathlib import Path

import pytest
from weasyprint import CSS, HTML

from companion.games import GAMES
from companion.i18n import LANGUAGES
from companion.pdf_worker import FOOTER_IN_FLOW
from companion.web import printables
from tests.conftest import after, create_play, csrf_token, play_id
from tests.pdfs import page_sizes_mm, pdf_text

MM_PER_PT = 25.4 / 72
A5, A4_LANDSCAPE, LETTER = (148, 210), (297, 210), (216, 279)


def counts(game) -> range:
    return range(game.min_players, game.max_players + 1)


BLOCKS = r"</?(?:p|li|ol|ul|div|h1|h2|td|th|tr|table|thead|header|footer|section|br)\b[^>]*>"


def sheet_text(html: str) -> str:
    """What a reader sees: icons (their alternative text) and tags out, spaces collapsed."""
    html = re.sub(r"<svg.*?</svg>|<style.*?</style>|<title>.*?</title>", " ", html,
                  flags=re.DOTALL)
    html = re.sub(r"<[^>]+>", "", re.sub(BLOCKS, " ", html))
    return re.sub(r"\s+", " ", html_lib.unescape(html))


def aid_text(client, slug: str, aid: str, players: int | None) -> str:
    query = f"?players={players}" if players else ""
    response = client.get(f"/games/{slug}/print/{aid}.html{query}")
    assert response.status_code == 200
    return sheet_text(response.get_data(as_text=True))


# (game, players, aid) -> texts that must appear / must not appear. From the fact sheets.
PRESENT = {
    ("ankhor", 2, "setup"): ["4 tokens in each of the 6 piles", "24 of the 36 tokens are in play",
                             "put the other 12 back in the box",
                             "With 2 players every market refresh first discards the "
                             "leftmost tile"],
    ("ankhor", 2, "player"): ["first discard the leftmost tile"],
    ("ankhor", 2, "turn"): ["first discard the leftmost tile"],
    ("ankhor", 3, "setup"): ["5 tokens in each of the 6 piles", "30 of the 36 tokens are in play",
                             "put the other 6 back in the box"],
    ("ankhor", 4, "setup"): ["6 tokens in each of the 6 piles",
                             "All 36 tokens are in play: none go back in the box"],
    ("ankhor", None, "setup"): ["Tokens in each of the 6 piles 4 5 6",
                                "Tokens back in the box 12 6 none"],
    ("pyramids", 2, "setup"): ["God tiles 1 to 4: Thoth (5) stays in the box",
                               "One of the four is set aside each round: 3 in play",
                               "reveals 2 pairs of cards", "each of the 2 players"],
    ("pyramids", 2, "round"): ["The first player reveals 2 pairs of cards",
                               "The set-aside tile returns"],
    ("pyramids", 2, "player"): ["4 Sekhmet tomb and obelisk"],
    ("pyramids", 3, "setup"): ["God tiles 1 to 4: Thoth (5) stays in the box",
                               "reveals 3 pairs of cards", "each of the 3 players"],
    ("pyramids", 3, "player"): ["4 Sekhmet tomb and obelisk"],
    ("pyramids", 4, "setup"): ["God tiles 1 to 5", "reveals 4 pairs of cards"],
    ("pyramids", 4, "player"): ["4 Sekhmet tomb or obelisk", "5 Thoth tomb and obelisk"],
    ("pyramids", 5, "setup"): ["God tiles 1 to 5", "reveals 5 pairs of cards"],
    ("pyramids", 5, "round"): ["The first player reveals 5 pairs of cards"],
    ("pyramids", None, "player"): ["God tile 2–3 players 4–5 players",
                                   "1 Horus nothing else nothing else",
                                   "4 Sekhmet tomb and obelisk tomb or obelisk",
                                   "5 Thoth not used"],
    ("towers-of-arkhanos", 2, "setup"): ["8 rounds · 5 dice a round · 2 turns each a round",
                                         "Each of the 2 players takes"],
    ("towers-of-arkhanos", 2, "round"): ["draws 5 dice", "2 turns each", "▼ 8 rounds"],
    ("towers-of-arkhanos", 3, "setup"): ["9 rounds · 4 dice a round · 1 turn each a round",
                                         "Each of the 3 players takes"],
    ("towers-of-arkhanos", 3, "round"): ["draws 4 dice", "1 turn each", "▼ 9 rounds"],
    ("towers-of-arkhanos", 4, "setup"): ["8 rounds · 5 dice a round · 1 turn each a round",
                                         "Each of the 4 players takes"],
    ("towers-of-arkhanos", 4, "round"): ["draws 5 dice", "1 turn each", "▼ 8 rounds"],
    ("towers-of-arkhanos", None, "round"): [
        "4 dice with 3 players, 5 dice with 2 or 4 players",
        "8 rounds with 2 or 4 players, 9 rounds with 3 players"],
    ("egizia", 2, "setup"): ["Turn tiles 1 and 2", "Turn tiles 3 and 4 go back in the box",
                             "Turn tile 1 2 Starting stones² 2 3 Step",
                             "With 2 players: the rulebook changes something"],
    ("egizia", 3, "setup"): ["Turn tiles 1, 2 and 3", "Turn tile 4 goes back in the box",
                             "Turn tile 1 2 3 Starting stones² 2 3 4 Step",
                             "With 3 players: the rulebook changes something"],
    ("egizia", 4, "setup"): ["Turn tiles 1, 2, 3 and 4", "All 4 turn tiles are used",
                             "Turn tile 1 2 3 4 Starting stones² 2 3 4 5 Step"],
    ("egizia", None, "setup"): ["In play with (players) 2–4 2–4 3–4 4",
                                "Fewer than 4 players"],
}
ABSENT = {
    ("ankhor", 3, aid): ["leftmost"] for aid in ("setup", "player", "turn")
} | {
    ("ankhor", 4, "setup"): ["leftmost", "other 0"],
    ("ankhor", 4, "turn"): ["leftmost"],
    ("pyramids", 2, "player"): ["Thoth", "not used"],
    ("pyramids", 3, "player"): ["Thoth"],
    ("pyramids", 3, "round"): ["aside"],
    ("pyramids", 4, "setup"): ["aside", "stays in the box"],
    ("pyramids", 4, "round"): ["aside"],
    ("towers-of-arkhanos", None, "setup"): ["Each of the"],
    ("egizia", 4, "setup"): ["rulebook changes something", "back in the box"],
}


def test_count_expectations_cover_every_game_and_count():
    covered = {(slug, players) for slug, players, _ in PRESENT}
    assert covered >= {(game.slug, n) for game in GAMES.values() for n in counts(game)}
    assert {slug for slug, _, _ in PRESENT} == set(GAMES)


@pytest.mark.parametrize("slug", GAMES)
def test_sheet_numbers_for_the_player_count(client, slug):
    for game, players, aid in sorted(PRESENT.keys() | ABSENT.keys(), key=str):
        if game != slug:
            continue
        text = aid_text(client, slug, aid, players)
        for wanted in PRESENT.get((slug, players, aid), []):
            assert wanted in text, (players, aid)
        for unwanted in ABSENT.get((slug, players, aid), []):
            assert unwanted not in text, (players, aid)


COUNT_MENTION = r"\b(\d+)((?:\s*(?:–|-|or|to)\s*\d+)*) (?:players|player(?! aid))\b"


@pytest.mark.parametrize("slug", GAMES)
def test_a_sheet_for_a_count_speaks_of_that_count_only(client, slug):
    game = GAMES[slug]
    for players in counts(game):
        for aid in game.aids:
            text = aid_text(client, slug, aid.slug, players)
            mentioned = re.findall(COUNT_MENTION, text)
            assert mentioned and all(n == str(players) and not more for n, more in mentioned), \
                (aid.slug, players, mentioned)
        text = aid_text(client, slug, game.aids[0].slug, None)
        assert f"{game.min_players}–{game.max_players} players" in text


@pytest.mark.parametrize("slug", GAMES)
def test_no_plural_mistakes_no_counts_of_zero_and_steps_in_order(client, slug):
    game = GAMES[slug]
    for players in [None, *counts(game)]:
        for aid in game.aids:
            text = aid_text(client, slug, aid.slug, players)
            assert not re.search(r"\b1 (points|VPs|tokens|players|stones|dice|turns|rounds|"
                                 r"boats|pairs|cards|tiles|spells|meeples)\b", text)
            assert not re.search(r"(?<![\d.,–])0 [a-z]", text)
            html = client.get(f"/games/{slug}/print/{aid.slug}.html").get_data(as_text=True)
            steps = re.findall(r'class="step">(\d+)<', html)
            assert steps == [str(n) for n in range(1, len(steps) + 1)]


def test_review_fixes_stay_fixed(client):
    """The content errors found in review (issue 13)."""
    pyramids_round = client.get("/games/pyramids/print/round.html").get_data(as_text=True)
    assert re.findall(r'class="step">(\d+)<', pyramids_round) == ["1", "2", "3", "4", "5"]
    spells = aid_text(client, "towers-of-arkhanos", "round", None)
    assert "Manipulate" in spells and "Swap" in spells
    assert "What the other 4 spells of your spellbook do" in spells
    egizia = aid_text(client, "egizia", "player", None)
    assert "a speculator beside the site takes the space" in egizia


def test_unknown_numbers_are_never_invented(client):
    """The fact sheets' [unknown] numbers: until the group enters them, the sheet asks for
    them and prints no number of its own."""
    towers = aid_text(client, "towers-of-arkhanos", "player", None)
    assert "The six prestige numbers of a finished floor" in towers
    assert "Most Second Tie" not in towers
    pyramids = aid_text(client, "pyramids", "player", None)
    assert "The obelisk's points for 6 stages or more" in pyramids
    assert not re.search(r"Stages 1 2 3 4 5 6", pyramids)


@pytest.mark.parametrize("slug", GAMES)
def test_header_names_game_and_aid_then_count_foot_names_rulebook_version_and_date(client,
                                                                                 slug):
    game = GAMES[slug]
    for aid in game.aids:
        text = aid_text(client, slug, aid.slug, game.max_players)
        assert text.startswith(f" {game.name} {aid.title} {game.max_players} players ")
        assert re.search(r"Sources: ¹\sRulebook[^·]*· .*· sheet v\d+, \d{4}-\d\d-\d\d $",
                         text), text
    assert "French rules-assistant page" in aid_text(client, "ankhor", "player", None)


@pytest.mark.parametrize("slug", GAMES)
def test_every_icon_has_alternative_text(client, slug):
    for aid in GAMES[slug].aids:
        html = client.get(f"/games/{slug}/print/{aid.slug}.html").get_data(as_text=True)
        icons = re.findall(r"<svg.*?</svg>", html, re.DOTALL)
        assert all(re.search(r"<title>\w[^<]*</title>", icon) for icon in icons)
    assert icons  # the last aid of every game draws some





@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("slug", GAMES)
def test_every_aid_fits_one_a5_page_for_every_count(app, client, slug, lang):
    """Spanish runs about a quarter longer than English: every language is measured, at the
    type and spacing each sheet was fitted to, never below its template's own size."""
    game = GAMES[slug]
    for players in [None, *counts(game)]:
        query = f"?lang={lang}" + (f"&players={players}" if players else "")
        html = client.get(f"/games/{slug}/print/booklet.html{query}").get_data(as_text=True)
        document = HTML(string=html, base_url=app.config["PRINTABLES"])
        pages = document.render(stylesheets=[CSS(string=FOOTER_IN_FLOW)]).pages
        with app.test_request_context("/"):
            sheets = printables.sheets_of(game, game.aids)
        assert len(pages) == len(sheets), players
        assert {(round(p.width * 25.4 / 96), round(p.height * 25.4 / 96)) for p in pages} == {A5}
        sizes = [float(size) for size in
                 re.findall(r'class="content" style="font-size: ([\d.]+)pt', html)]
        with app.test_request_context("/"):
            least = [printables.design_size(game, sheet.aid)
                     for sheet in printables.sheets_of(game, game.aids)]
        assert all(size >= round(low, 1) for size, low in zip(sizes, least, strict=True)), players


@pytest.mark.parametrize("needed_at_design_size", [120, 150, 190, 205, 209])
def test_a_sheet_takes_the_largest_type_that_fits_then_spaces_its_lines(needed_at_design_size,
                                                                       monkeypatch):
    """A made-up sheet whose content grows as its type size's 1.6th power and with its line
    height, as text does; 22 mm of header and footer."""
    from companion import pdf_worker

    def measure(html, base_url, size, lead):
        content = (needed_at_design_size - 22) * (size / 10) ** 1.6 * lead / 1.3
        return 22 + content, content, content / lead
    monkeypatch.setattr(pdf_worker, "_measure", measure)
    size, lead = pdf_worker._fit("", "", 10, 10, 13)
    assert 10 <= size <= 13 and pdf_worker.LINE_HEIGHT <= lead <= pdf_worker.MOST_LINE_HEIGHT
    assert pdf_worker.FULL_MM - pdf_worker.EARLY_MM <= measure("", "", size, lead)[0] \
        <= pdf_worker.FULL_MM
    bigger = measure("", "", round(size + 0.1, 1), pdf_worker.LINE_HEIGHT)[0]
    assert size == 13 or bigger > pdf_worker.FULL_MM - pdf_worker.EARLY_MM / 2


def test_a_sheet_that_fits_at_no_size_gets_its_smallest_type(monkeypatch):
    from companion import pdf_worker
    monkeypatch.setattr(pdf_worker, "_measure", lambda h, b, size, lead: (400, 380, 300))
    assert pdf_worker._fit("", "", 10, 10, 13) == (10, pdf_worker.LINE_HEIGHT)


@pytest.mark.parametrize("paper, booklet_pages, aid_pages, size", [
    ("a5", 4, 2, A5), ("a4", 3, 2, A4_LANDSCAPE), ("letter", 4, 2, LETTER)])
def test_paper_sizes_of_the_booklet_and_a_single_aid(client, paper, booklet_pages, aid_pages,
                                                     size):
    booklet = client.get(f"/games/ankhor/print/booklet.pdf?paper={paper}&players=3")
    assert booklet.status_code == 200 and booklet.mimetype == "application/pdf"
    assert page_sizes_mm(booklet.data) == [size] * booklet_pages
    single = client.get(f"/games/ankhor/print/player.pdf?paper={paper}")
    assert page_sizes_mm(single.data) == [size] * aid_pages
    assert "ankhor-player-" + paper in single.headers["Content-Disposition"]


def test_a4_holds_two_sheets_a_single_aid_twice(client):
    booklet = sheet_text(client.get("/games/pyramids/print/booklet.html?paper=a4")
                         .get_data(as_text=True))
    assert booklet.count("Pyramids Setup sheet") == 1
    assert booklet.count("Round flow 2–5 players") == 1
    single = client.get("/games/pyramids/print/setup.html?paper=a4").get_data(as_text=True)
    assert single.count('<section class="sheet') == 2 and 'class="cut"' in single


def test_default_paper_is_a5_with_every_count(client):
    data = client.get("/games/egizia/print/setup.pdf").data
    assert page_sizes_mm(data) == [A5]
    assert b"egizia-setup-a5.pdf" in client.get("/games/egizia/print/setup.pdf").headers[
        "Content-Disposition"].encode()


def test_pdfs_are_tagged_with_title_and_language(client, caplog):
    caplog.set_level(logging.ERROR, logger="weasyprint")
    data = pdf_text(client.get("/games/towers-of-arkhanos/print/booklet.pdf?players=2").data)
    assert b"/StructTreeRoot" in data and re.search(rb"/MarkInfo\s*<<\s*/Marked true", data)
    assert b"/Lang (en)" in data
    assert b'pdfuaid:part="1"' in data
    assert "The Towers of Arkhanos · player aids · 2 players".encode() in data
    assert b"/Figure" in data and b"/Alt (die)" in data
    assert not [r for r in caplog.records if r.name.startswith("weasyprint")]


def test_unknown_players_or_paper_is_400(client):
    queries = ["players=1", "players=5", "players=x", "players=", "players=-2", "players=%C2%B2",
               "players=3.0", "paper=b5", "paper=A4", "paper=", "players=3&paper=tabloid"]
    for url in ["/games/ankhor/print", "/games/ankhor/print/booklet.pdf",
                "/games/ankhor/print/booklet.html", "/games/ankhor/print/setup.pdf",
                "/games/ankhor/print/setup.html"]:
        for query in queries:
            response = client.get(f"{url}?{query}")
            assert response.status_code == 400, (url, query)
            assert re.search(r"(players|paper) must be", response.get_data(as_text=True))


def test_unknown_aid_or_game_is_404(client):
    assert client.get("/games/ankhor/print/poster.pdf?paper=a4").status_code == 404
    assert client.get("/games/ankhor/print/poster.html").status_code == 404
    assert client.get("/games/chess/print/booklet.pdf").status_code == 404
    assert client.get("/games/chess/print").status_code == 404


@pytest.mark.parametrize("slug", GAMES)
def test_aid_facts_contract(slug):
    game = GAMES[slug]
    assert game.aid_facts(None)["counts"] == list(counts(game))
    assert set(game.aid_facts(None)["by_count"]) == set(counts(game))
    for n in counts(game):
        facts = game.aid_facts(n)
        assert facts["players"] == n and facts["counts"] == [n] and set(facts["by_count"]) == {n}
    for wrong in (game.min_players - 1, game.max_players + 1):
        with pytest.raises(ValueError):
            game.aid_facts(wrong)


def test_templates_reach_games_through_the_contract_only(app):
    """Aids read `facts` (Game.aid_facts), never a game's internals."""
    used = set()
    for path in Path(app.config["PRINTABLES"]).rglob("*.html"):
        used |= set(re.findall(r"\bgame\.(\w+)", path.read_text()))
    assert used <= {"name", "slug"}


def test_play_pages_link_to_the_aids_for_their_table(client):
    play = play_id(create_play(client, ["Ana", "Ben", "Cy"], "pyramids"))
    setup = client.get(f"/plays/{play}/setup").get_data(as_text=True)
    link = re.search(r'href="([^"]+)">Print the aids for this table', setup).group(1)
    assert link == f"/games/pyramids/print?players=3&amp;play={play}"
    choice = client.get(html_lib.unescape(link)).get_data(as_text=True)
    assert f"/games/pyramids/print/booklet.pdf?players=3&amp;paper=a5&amp;play={play}" in choice
    assert f"/games/pyramids/print/round.pdf?players=3&amp;paper=a5&amp;play={play}" in choice
    setup_url = f"/plays/{play}/setup"
    data = {"csrf_token": csrf_token(client, setup_url), "after": after(client, setup_url),
            "seat": "0"}
    tracker = client.post(f"/plays/{play}/first-player", data=data,
                          follow_redirects=True).get_data(as_text=True)
    assert "Now playing" in tracker
    assert f'href="/games/pyramids/print?players=3&amp;play={play}">Print the aids for this table' \
        in tracker


def test_fitted_sheets_and_pdfs_are_kept_on_disk_by_their_content(app, client, monkeypatch):
    """A restarted server (its memory caches empty) serves a PDF it made before without the
    worker: fits and PDFs are kept in the instance folder, keyed by the document's content."""
    from pathlib import Path

    from companion import pdf_worker
    monkeypatch.setattr(printables, "shipped_fits", dict)     # as if none were shipped
    printables._pdf_in.cache_clear()
    printables.sheet_fit.cache_clear()
    first = client.get("/games/towers-of-arkhanos/print/round.pdf?players=3&lang=fr")
    kept = Path(app.config["KEPT_AIDS"])
    assert {".fit", ".pdf"} <= {f.suffix for f in kept.iterdir()}
    printables._pdf_in.cache_clear()
    printables.sheet_fit.cache_clear()

    def no_worker(*args):
        raise AssertionError("the worker was asked")
    monkeypatch.setattr(pdf_worker, "fit", no_worker)
    monkeypatch.setattr(pdf_worker, "write_pdf", no_worker)
    again = client.get("/games/towers-of-arkhanos/print/round.pdf?players=3&lang=fr")
    assert again.status_code == 200 and again.data == first.data


def test_a_new_server_takes_a_sheets_fit_from_the_shipped_fits(app, monkeypatch):
    """printables/fits.json (./manage.sh fits): the fits of the sheets with no value of the
    group's yet, by layout; a sheet found there is never fitted again."""
    from companion import pdf_worker
    game = GAMES["egizia"]
    with app.test_request_context("/"):
        html, size = printables.fit_document(game, "round", "front", 3, "fr",
                                             printables.GroupValues.of({}, False, "x"))
        monkeypatch.setattr(printables, "shipped_fits",
                            lambda: {printables.layout_key(html, size): [11.1, 1.42]})
        monkeypatch.setattr(pdf_worker, "fit", lambda *a: pytest.fail("fitted again"))
        assert printables.fit_sheet(html, size) == (11.1, 1.42)
        shipped = json.loads(printables.shipped_fits_file().read_text())
    assert shipped and all(9.5 <= size <= 14 and 1.3 <= lead <= 1.6
                           for size, lead in shipped.values())
