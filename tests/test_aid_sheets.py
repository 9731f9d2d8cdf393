"""Every aid as printed, for every player count and language, read back from its PDF: no
source word inside a sentence (sources are small superscript numbers, with one legend per
sheet), the sheet filled, the type of the sheets players hold large enough, the structure
tags a screen reader follows.

Each PDF is made once for the module (making them is most of the time these tests take).
"""
import html
import io
import re
import subprocess

import pytest

from companion.games import GAMES
from companion.i18n import LANGUAGES
from companion.web import printables
from tests.pdfs import pdf_words

SOURCE_WORDS = ("reviews", "reseñas", "critiques", "assistant", "asistente", "assistance")
SUPERSCRIPTS = "¹²³⁴⁵⁶⁷⁸⁹"
_made: dict[tuple, bytes] = {}


def every_sheet(game):
    return [(aid.slug, players, lang) for lang in LANGUAGES
            for players in [None, *range(game.min_players, game.max_players + 1)]
            for aid in game.aids]


def aid_pdf(client, slug: str, aid: str, players: int | None, lang: str) -> bytes:
    key = (slug, aid, players, lang)
    if key not in _made:
        query = f"?lang={lang}" + (f"&players={players}" if players else "")
        response = client.get(f"/games/{slug}/print/{aid}.pdf{query}")
        assert response.status_code == 200
        _made[key] = response.data
    return _made[key]


def content_and_legend(words: str) -> tuple[str, str]:
    """A sheet's text split where its legend begins ("Sources: ¹ …", in its language)."""
    found = re.fullmatch(r"(.*) \S+ ?: (¹ .*)", words)
    assert found, words
    return found[1], found[2]


@pytest.mark.parametrize("slug", GAMES)
def test_sources_are_superscript_numbers_with_one_legend_per_sheet(client, slug):
    for aid, players, lang in every_sheet(GAMES[slug]):
        words = pdf_words(aid_pdf(client, slug, aid, players, lang))
        content, legend = content_and_legend(words)
        where = (aid, players, lang)
        assert not [w for w in SOURCE_WORDS if w in content.lower()], (where, content)
        used = sorted(set(re.findall(f"[{SUPERSCRIPTS}]", content)), key=SUPERSCRIPTS.index)
        assert used == list(SUPERSCRIPTS[:len(used)]), where      # numbered in order of use
        listed = re.findall(f"([{SUPERSCRIPTS}]) ", legend)
        assert listed == used, where                               # each once, none unused
        assert len(used) <= 7, where          # a mark per section, not per line
        assert "Rules:" not in words and "§ =" not in words, where


# --- the sheet filled, the type large enough (measured in the PDF) --------------------------
MM = 25.4 / 72
LINE_OF_TYPE = 1.164      # DejaVu Sans: a word's box is its type size times ascent + descent
FOOT_WORDS = ("Sources:", "Fuentes:", "Sources")


def words_by_page(data: bytes) -> list[list[tuple[float, float, str]]]:
    """Each page's words: (top, bottom, text), in points from the top of the page."""
    out = subprocess.run(["pdftotext", "-bbox", "-enc", "UTF-8", "-", "-"], input=data,
                         capture_output=True, check=True, timeout=60).stdout.decode()
    pages = []
    for page in re.findall(r"<page .*?</page>", out, re.S):
        pages.append([(float(top), float(bottom), html.unescape(text)) for top, bottom, text in
                      re.findall(r'<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" '
                                 r'yMax="([\d.]+)">(.*?)</word>', page)])
    return pages


def early_and_body(words: list[tuple[float, float, str]]) -> tuple[float, float]:
    """How early the sheet's content ends above its foot (mm), and its body type (pt): the
    median size of the content's words."""
    foot = min(top for top, _, text in words if text in FOOT_WORDS)
    content = [(top, bottom) for top, bottom, _ in words if bottom < foot]
    ends = max(bottom for _, bottom in content)
    sizes = sorted((bottom - top) / LINE_OF_TYPE for top, bottom in content)
    return (foot - ends) * MM, sizes[len(sizes) // 2]


@pytest.mark.parametrize("slug", GAMES)
def test_every_a5_sheet_ends_at_most_10_mm_early_and_player_cards_have_10_pt(client, slug):
    for aid, players, lang in every_sheet(GAMES[slug]):
        for side, words in enumerate(words_by_page(aid_pdf(client, slug, aid, players, lang))):
            early, body = early_and_body(words)
            where = (aid, side, players, lang)
            assert early <= 10, (where, round(early, 1))
            assert body >= (10 if aid == "player" else 9.5) - 0.05, (where, round(body, 2))


# --- the structure a screen reader follows (pikepdf) ----------------------------------------
DIAGRAMS = {      # the list, by the start of each figure's alternative text
    "pyramids": ("player", ["Your pyramid:", "Your obelisk:"]),
    "ankhor": ("player", ["Your tiles:", "An upper tile"]),
    "towers-of-arkhanos": ("player", ["A floor tile:"]),
    "egizia": ("player", []),
}


def structure(data: bytes) -> list:
    """The PDF's structure tree as nested (tag, alternative text, children)."""
    import pikepdf

    def walk(element):
        kids = element.get("/K")
        kids = list(kids) if isinstance(kids, pikepdf.Array) else [kids]
        alt = element.get("/Alt")
        return (str(element.S)[1:], str(alt) if alt is not None else None,
                [walk(k) for k in kids if isinstance(k, pikepdf.Dictionary) and "/S" in k])
    with pikepdf.open(io.BytesIO(data)) as pdf:
        return walk(pdf.Root.StructTreeRoot.K[0]
                    if isinstance(pdf.Root.StructTreeRoot.K, pikepdf.Array)
                    else pdf.Root.StructTreeRoot.K)


def elements(tree, inside=()):
    tag, alt, kids = tree
    yield tag, alt, inside
    for kid in kids:
        yield from elements(kid, (*inside, tag))


def test_every_game_has_its_diagrams_listed():
    assert set(DIAGRAMS) == set(GAMES)


@pytest.mark.parametrize("slug", GAMES)
def test_each_listed_diagram_is_a_tagged_figure_with_alternative_text(client, slug):
    aid, wanted = DIAGRAMS[slug]
    for lang in LANGUAGES:
        figures = [alt for tag, alt, _ in elements(structure(aid_pdf(client, slug, aid, None,
                                                                     lang)))
                   if tag == "Figure"]
        assert all(alt and alt.strip() for alt in figures), lang     # every figure says what
        if lang == "en":
            for start in wanted:
                assert any(alt.startswith(start) for alt in figures), (start, figures)
        assert len([a for a in figures if len(a) > 40]) >= len(wanted), lang


@pytest.mark.parametrize("paper", ["a5", "a4", "letter"])
@pytest.mark.parametrize("slug", GAMES)
def test_one_h1_per_sheet_never_inside_another_and_the_title_before_the_count(client, slug,
                                                                               paper):
    response = client.get(f"/games/{slug}/print/booklet.pdf?paper={paper}")
    tree = structure(response.data)
    found = list(elements(tree))
    assert not [1 for tag, _, inside in found if tag == "H1" and "H1" in inside]
    headings = [tag for tag, _, _ in found if tag == "H1"]
    with client.application.test_request_context("/"):
        sheets = len(printables.sheets_of(GAMES[slug], GAMES[slug].aids))
    assert len(headings) == sheets     # an A4 page's copy of a sheet is not read twice
    words = pdf_words(response.data)
    game = GAMES[slug]
    # the title is read first, then the "2–4 players" badge
    assert words.startswith(f"{game.name} ") and words.index(game.name) < words.index("players")


def test_table_headers_say_whether_they_head_a_row_or_a_column(client):
    import pikepdf
    data = aid_pdf(client, "pyramids", "setup", None, "en")
    with pikepdf.open(io.BytesIO(data)) as pdf:
        scopes = [str(obj.A.get("/Scope")) for obj in pdf.objects
                  if isinstance(obj, pikepdf.Dictionary) and obj.get("/S") == "/TH"]
    assert scopes and set(scopes) == {"/Row", "/Column"}
