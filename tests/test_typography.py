"""The typography filter: French spaces before ; : ! ? and inside « », a number held to
its noun in every language, on the pages and in the PDFs, never inside a tag, a script
or an entity."""
import io
import re

import pypdf
import pytest

from companion.games import GAMES
from companion.web.typography import no_widows, typeset
from tests.pseudo import visible_text

NBSP, NNBSP = "\u00a0", "\u202f"
# An ordinary space, or none, where French wants a no-break one (the filter puts a narrow
# one before ; ! ?; attributes keep the catalogue's own no-break spaces). A mark that ends
# a phrase is followed by a space or the end: "20:05" and "?q=" are no such marks.
WRONG_BEFORE = re.compile(f"(?: |[^\\s{NBSP}{NNBSP};:!?«(])[;:!?]+(?=\\s|$)")


def french_faults(text: str) -> list[str]:
    return [text[max(0, m.start() - 20):m.end() + 5] for m in WRONG_BEFORE.finditer(text)]


def test_french_gets_its_spaces_and_every_language_holds_numbers_to_nouns():
    assert typeset("<p>Ton tour : prends 3 jetons; Amélie?</p>", "fr") == (
        f"<p>Ton tour{NBSP}: prends 3{NBSP}jetons{NNBSP}; Amélie{NNBSP}?</p>")
    assert typeset("<p>« Bonjour » ! Vraiment ?!</p>", "fr") == (
        f"<p>«{NBSP}Bonjour{NBSP}»{NNBSP}! Vraiment{NNBSP}?!</p>")
    assert typeset("<p>revela 5 parejas de 0 a 3</p>", "es") == (
        f"<p>revela 5{NBSP}parejas de 0 a 3</p>")
    assert typeset("<p>take 3 tokens: from 1 to 2</p>", "en") == (
        f"<p>take 3{NBSP}tokens: from 1 to 2</p>")


def test_only_text_is_touched_and_twice_is_once():
    html = ('<a title="Quoi ? 3 jetons" href="/x?q=1">Ici : 20:05</a>'
            '<script>if (a ? 3 : 4) {}</script><style>a:hover{}</style>'
            '<textarea>noté : 3 tuiles ?</textarea> l&#39;un ; &amp; 2 &#34;x&#34;!')
    once = typeset(html, "fr")
    assert once == (f'<a title="Quoi ? 3 jetons" href="/x?q=1">Ici{NBSP}: 20:05</a>'
                    '<script>if (a ? 3 : 4) {}</script><style>a:hover{}</style>'
                    f'<textarea>noté : 3 tuiles ?</textarea> l’un{NNBSP}; &amp; 2 '
                    f'&#34;x&#34;!')
    assert typeset(once, "fr") == once


def test_french_gets_its_apostrophe_between_letters_only():
    assert typeset("<p>l'étage, aujourd'hui, qu&#39;il, l&#x27;ankh</p>", "fr") == (
        "<p>l’étage, aujourd’hui, qu’il, l’ankh</p>")
    assert typeset("<p>3'4 'cité' <a title=\"l'un\">x</a></p>", "fr") == (
        "<p>3'4 'cité' <a title=\"l'un\">x</a></p>")
    assert typeset("<p>l'étage</p>", "en") == "<p>l'étage</p>"
    assert typeset("<p>L'<strong>équipe</strong>, qu&#39;<em>il</em></p>", "fr") == (
        "<p>L’<strong>équipe</strong>, qu’<em>il</em></p>")


def test_no_block_of_a_printed_aid_ends_on_a_word_alone():
    html = ('<h2>What you may build<span class="mark">¹</span></h2><p>one</p>'
            '<li>a <strong>b c</strong> d </li><p>x y <svg><title>a b</title></svg> z</p>'
            '<td>x y z</td>')
    assert no_widows(html) == (
        f'<h2>What you may{NBSP}build<span class="mark">¹</span></h2><p>one</p>'
        f'<li>a <strong>b c</strong>{NBSP}d </li><p>x y <svg><title>a b</title></svg>{NBSP}z</p>'
        f'<td>x{NBSP}y z</td>')
    assert no_widows(no_widows(html)) == no_widows(html)


def french_pages(client):
    pages = ["/", "/plays/new", "/history", "/stats", "/data/"]
    for slug in GAMES:
        pages += [f"/games/{slug}", f"/games/{slug}/rules", f"/games/{slug}/print",
                  f"/games/{slug}/print/booklet.html"]
    return pages


def test_french_pages_have_no_ordinary_space_before_high_marks(client):
    for url in french_pages(client):
        html = client.get(url, headers={"Accept-Language": "fr"}).get_data(as_text=True)
        text = visible_text(html)
        assert french_faults(text) == [], url
    rules = client.get("/games/ankhor/rules?lang=fr").get_data(as_text=True)
    assert rules.count(NNBSP) > 20 and rules.count(NBSP) > 50


@pytest.mark.parametrize("slug", GAMES)
def test_a_french_pdf_has_the_same_spaces(client, slug):
    aid = GAMES[slug].aids[1]
    pdf = client.get(f"/games/{slug}/print/{aid.slug}.pdf?lang=fr").data
    text = " ".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(pdf)).pages)
    assert french_faults(text) == []
    assert re.search(f"\\d{NBSP}[^\\W\\d_]", text)     # "3 jetons" held together
    assert re.search(f"\\w{NNBSP}[;!?]", text)          # the filter's narrow spaces
