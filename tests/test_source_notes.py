"""Notes about our sources ("our copy lacks…", "lost in our Spanish text…") stay out of what
a table reads or prints: the teach and every sheet. Such a note belongs in a statement's
source mark, the rules reference or the group's settings question; the sheets' legend and
the teach's source marks, which name sources, are not read as text here."""
import re

import pytest

from companion import content, i18n, teach
from companion.games import GAMES
from tests.pdfs import pdf_words
from tests.test_aid_sheets import aid_pdf, content_and_legend, every_sheet

# What a note about our sources says, in each language (lower case).
NOTE_SIGNS = {
    "en": ("our copy", "our text", "our source", "our spanish", "our rulebook", "spanish text",
           "our translation", "text has lost", "copy lacks", "missing from our", "we read"),
    "es": ("nuestra copia", "nuestro texto", "nuestra fuente", "nuestras fuentes",
           "nuestro reglamento", "texto español", "nuestra traducción", "se ha perdido",
           "ha perdido", "se perdió", "lo leemos", "leemos"),
    "fr": ("notre copie", "notre texte", "notre source", "nos sources", "notre exemplaire",
           "notre livret", "texte espagnol", "notre traduction", "a perdu",
           "nous lisons", "nous la lisons", "nous le lisons"),
}


def notes_in(text: str, lang: str) -> list[str]:
    text = re.sub(r"\s+", " ", text.replace("’", "'")).casefold()
    return [sign for sign in NOTE_SIGNS[lang] if re.search(rf"\b{re.escape(sign)}\b", text)]


def test_a_note_about_our_sources_is_recognised():
    assert notes_in("The tile numbers are symbols lost in our Spanish text", "en")
    assert notes_in("Nuestra copia no lo dice.", "es")
    assert notes_in("Notre texte imprime cette ligne ailleurs.", "fr")
    assert not notes_in("Thoth (5) stays in the box.", "en")
    assert not notes_in("What your rulebook changes at the starting cards", "en")


@pytest.mark.parametrize("lang", content.LANGUAGES)
@pytest.mark.parametrize("slug", sorted(GAMES))
def test_no_teach_statement_is_a_note_about_our_sources(slug, lang):
    with i18n.speaking(lang):
        text = teach.read_out(teach.sections(GAMES[slug], lang))
    assert not notes_in(text, lang)


@pytest.mark.parametrize("lang", content.LANGUAGES)
@pytest.mark.parametrize("slug", sorted(GAMES))
def test_the_teach_page_and_pdf_hold_no_note_about_our_sources(client, slug, lang):
    html = client.get(f"/games/{slug}/teach", headers={"Accept-Language": lang}).get_data(
        as_text=True)
    main = html[html.index("<main"):html.index("</main>")]
    text = re.sub(r"<[^>]+>", " ", re.sub(r'<span class="src">.*?</span>', " ", main,
                                          flags=re.S))
    assert not notes_in(text, lang)
    words = pdf_words(client.get(f"/games/{slug}/teach.pdf?lang={lang}").data)
    marks = [s.source for section in teach.sections(GAMES[slug], lang)
             for item in section.items for s in item.statements]
    with i18n.speaking(lang):
        for label in {str(m.label) for m in marks}:
            words = words.replace(f"({label})", " ")
    assert not notes_in(words, lang)


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_no_sheet_prints_a_note_about_our_sources(client, slug):
    for aid, players, lang in every_sheet(GAMES[slug]):
        words = pdf_words(aid_pdf(client, slug, aid, players, lang))
        sheet, _legend = content_and_legend(words)
        assert not notes_in(sheet, lang), (aid, players, lang)
