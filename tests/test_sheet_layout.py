"""Every sheet as laid out and printed, at every player count, paper and language: it fits
its pages, no paragraph, item, cell or heading ends on a word alone (a widow) or begins on one,
every word a player reads is 10 pt or more, and French has its typographic apostrophe.

The widows are found in WeasyPrint's own layout of the sheet (its lines, block by block); the
type sizes and the apostrophes in the PDF as Debian's pdftotext reads it back. The source
legend in the foot and the superscript source marks are not text to read at the table, and
are left out of the 10 pt rule."""
import re

import pytest

from companion.games import GAMES
from companion.i18n import LANGUAGES
from companion.web import printables
from tests.test_aid_sheets import FOOT_WORDS, LINE_OF_TYPE, words_by_page

PAPERS = ("a5", "a4", "letter")
LEAST_PT = 10
MARKS = re.compile("[⁰¹²³⁴⁵⁶⁷⁸⁹]")
_made: dict[tuple, bytes] = {}


def every_sheet(game):
    return [(aid.slug, players, lang, paper) for lang in LANGUAGES for paper in PAPERS
            for players in [None, *range(game.min_players, game.max_players + 1)]
            for aid in game.aids]


def query(players, lang, paper) -> str:
    return f"?lang={lang}&paper={paper}" + (f"&players={players}" if players else "")


def sheet(client, slug, aid, players, lang, paper, kind="pdf") -> bytes:
    key = (slug, aid, players, lang, paper, kind)
    if key not in _made:
        response = client.get(f"/games/{slug}/print/{aid}.{kind}{query(players, lang, paper)}")
        assert response.status_code == 200
        _made[key] = response.data
    return _made[key]


# --- widows, from WeasyPrint's layout -------------------------------------------------------

def _text(box) -> str:
    from weasyprint.formatting_structure import boxes
    if isinstance(box, boxes.TextBox):
        return box.text
    if isinstance(box, boxes.InlineReplacedBox):
        return " \ufffc "    # an icon: a word of its own
    return "".join(_text(kid) for kid in getattr(box, "children", ()))


def _breaks(line) -> bool:
    """Whether a line ends with a forced break (<br>): a block of its own ends there."""
    from weasyprint.formatting_structure import boxes
    kids = getattr(line, "children", ())
    if not kids:
        return False
    last = kids[-1]
    return getattr(last, "element_tag", "") == "br" or (
        isinstance(last, boxes.ParentBox) and _breaks(last))


def blocks(box, found: list) -> list:
    """The text of each block's lines, in layout order, as (tag, [line texts])."""
    from weasyprint.formatting_structure import boxes
    kids = getattr(box, "children", ())
    run: list[str] = []
    for kid in kids:
        if isinstance(kid, boxes.LineBox):
            run.append(_text(kid))
            if _breaks(kid):
                found.append((getattr(box, "element_tag", ""), run))
                run = []
        else:
            blocks(kid, found)
    if run:
        found.append((getattr(box, "element_tag", ""), run))
    return found


def words(line: str) -> list[str]:
    return [w for w in re.split(r"\s+", MARKS.sub("", line)) if w]


def widows(html: str, base_url: str) -> list[tuple]:
    from weasyprint import HTML
    document = HTML(string=html, base_url=base_url).render()
    bad = []
    for page in document.pages:
        for tag, lines in blocks(page._page_box, []):
            lines = [line for line in lines if words(line)]
            if len(lines) >= 2 and (len(words(lines[-1])) == 1 or len(words(lines[0])) == 1):
                bad.append((tag, lines[0][:30], lines[-1][-30:]))
    return bad


def test_a_widow_is_found_in_the_layout():
    """Two words of four letters fill a line 10 characters wide: five words leave one alone."""
    narrow = ('<html><body style="width: 10ch; font: 10pt DejaVu Sans Mono">{}</body></html>')
    found = widows(narrow.format("<p>abcd abcd abcd abcd abcd</p><h2>abcd abcd abcd</h2>"), ".")
    assert [tag for tag, _, _ in found] == ["p", "h2"]
    assert not widows(narrow.format("<p>abcd abcd abcd abcd</p><p>abcd</p>"), ".")


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_no_sheet_has_a_widow_at_any_count_paper_or_language(client, slug):
    base = client.application.config["PRINTABLES"]
    for aid, players, lang, paper in every_sheet(GAMES[slug]):
        html = sheet(client, slug, aid, players, lang, paper, "html").decode()
        assert not widows(html, base), (aid, players, lang, paper)


# --- the printed sheet: its pages, its type, its apostrophes --------------------------------

def pages_expected(client, slug: str, aid: str, paper: str) -> int:
    game = GAMES[slug]
    with client.application.test_request_context("/"):
        return len(printables.pages_of(game, [a for a in game.aids if a.slug == aid], paper))


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_word_of_every_sheet_is_10_pt_or_more_and_the_sheet_fits(client, slug):
    scale = {"a5": 1, "a4": 1, "letter": 1.3305}     # Letter prints the A5 sheet larger
    for aid, players, lang, paper in every_sheet(GAMES[slug]):
        where = (aid, players, lang, paper)
        pages = words_by_page(sheet(client, slug, aid, players, lang, paper))
        assert len(pages) == pages_expected(client, slug, aid, paper), where   # no overflow
        for page in pages:
            foot = min(top for top, _, text in page if text in FOOT_WORDS)
            small = [(text, round((bottom - top) / LINE_OF_TYPE / scale[paper], 1))
                     for top, bottom, text in page
                     if bottom < foot and MARKS.sub("", text)
                     and (bottom - top) / LINE_OF_TYPE / scale[paper] < LEAST_PT - 0.05]
            assert not small, (where, small[:5])


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_french_sheets_print_the_typographic_apostrophe(client, slug):
    for aid, players, lang, paper in every_sheet(GAMES[slug]):
        if lang != "fr" or paper != "a5":
            continue
        text = " ".join(w for page in words_by_page(sheet(client, slug, aid, players, lang,
                                                          paper))
                        for _, _, w in page)
        assert "'" not in text and "’" in text, (aid, players)
