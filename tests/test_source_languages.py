"""Source marks in the reader's language: a mark cites a rulebook section by its Spanish
heading (tests/test_source_marks.py finds it in the Spanish text), and each page or sheet
names it as the reader's own edition does (companion/games/<game>/sections.<lang>.toml),
so a French page never sends its reader to a Spanish title."""
import re
from pathlib import Path

import pytest

from companion import content, glossary
from companion.games import GAMES
from companion.i18n import LANGUAGES
from tests.pdfs import pdf_words
from tests.typeset import plain

PRINTABLES = Path(__file__).resolve().parents[1] / "printables"
SHEET_MARK = re.compile(r'marks\.section\("([^"]+)"\)')


def cited_headings(slug: str) -> set[str]:
    """Every section a mark of the game cites: in its rules (any language), its worked
    example and its sheets; section numbers ("2", "3.b") read the same in every language."""
    game = GAMES[slug]
    found = {s.source.section for lang in content.languages_of(game)
             for e in content.load_entries(game, lang) for s in e.statements if s.source.section}
    example = content.parse_source(game.worked_example.source) if game.worked_example else None
    if example and example.section:
        found.add(example.section)
    for template in (PRINTABLES / slug).glob("*.html"):
        found.update(SHEET_MARK.findall(template.read_text(encoding="utf-8")))
    return {h for h in found if not re.fullmatch(r"[\d.]+[a-z]?", h)}


def spanish_titles(slug: str, lang: str) -> set[str]:
    """The Spanish headings a `lang` reader's edition names otherwise."""
    names = glossary.section_names(GAMES[slug], lang)
    return {h for h in cited_headings(slug) if names.get(h, h) != h}


def found(titles: set[str], text: str) -> list[str]:
    """The titles in the text as words of their own ("5. Construir", not "5. Construire")."""
    return [t for t in titles if re.search(rf"(?<!\w){re.escape(t)}(?!\w)", text)]


def normal(text: str) -> str:
    """Spaces as typed: one ordinary space, none before ; : ! ? » or after «."""
    text = re.sub(r"\s+", " ", text.replace("\u00a0", " ").replace("\u202f", " ")
                  .replace("’", "'"))
    return re.sub(r" (?=[;:!?»])|(?<=«) ", "", text)


def text_of(html: str) -> str:
    return normal(plain(re.sub(r"<[^>]+>", " ", html)).replace("&#39;", "'"))


@pytest.mark.parametrize("slug", sorted(GAMES))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_cited_section_has_its_name_in_every_language(slug, lang):
    names = glossary.section_names(GAMES[slug], lang)
    missing = cited_headings(slug) - set(names)
    assert not missing
    if lang == "es":      # the Spanish edition's own headings, as printed
        assert all(names[h] == h for h in cited_headings(slug))
    else:
        assert spanish_titles(slug, lang)     # the table names them otherwise


@pytest.mark.parametrize("slug", sorted(GAMES))
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_no_spanish_source_title_on_a_page_in_another_language(client, slug, lang):
    titles = spanish_titles(slug, lang)
    for url in (f"/games/{slug}/teach", f"/games/{slug}/rules"):
        text = text_of(client.get(url, headers={"Accept-Language": lang}).get_data(as_text=True))
        assert not found(titles, text), url
    names = glossary.section_names(GAMES[slug], lang)
    reference = text_of(client.get(f"/games/{slug}/rules",
                                   headers={"Accept-Language": lang}).get_data(as_text=True))
    shown = {s.source.section for e in content.entries_for(GAMES[slug], lang)
             for s in e.statements if s.source.section}
    assert all(normal(names[h]) in reference for h in shown)    # the reader's names


@pytest.mark.parametrize("slug", sorted(GAMES))
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_no_spanish_source_title_in_a_pdf_in_another_language(client, slug, lang):
    game = GAMES[slug]
    titles = spanish_titles(slug, lang)
    urls = [f"/games/{slug}/teach.pdf?lang={lang}"] + [
        f"/games/{slug}/print/{aid.slug}.pdf?lang={lang}" + (f"&players={n}" if n else "")
        for aid in game.aids for n in [None, *range(game.min_players, game.max_players + 1)]]
    for url in urls:
        words = normal(pdf_words(client.get(url).data))
        assert not found(titles, words), url


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_spanish_pages_cite_the_spanish_headings(client, slug):
    reference = text_of(client.get(f"/games/{slug}/rules",
                                   headers={"Accept-Language": "es"}).get_data(as_text=True))
    shown = {s.source.section for e in content.entries_for(GAMES[slug], "es")
             for s in e.statements if s.source.section}
    assert all(h in reference for h in shown)
