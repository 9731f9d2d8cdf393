"""No raw placeholder reaches a page or a PDF: every translation has exactly the
placeholders of its English text (a translation that adds one, as "égalité{N}" did, prints it
as it is), and no sheet, at any player count, paper and language, prints `{name}`,
`%(name)s` or `%s`."""
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from companion.games import GAMES
from companion.i18n import LANGUAGES
from tests.pdfs import pdf_words

CATALOGUES = Path(__file__).resolve().parents[1] / "companion" / "translations"
PLACEHOLDER = re.compile(r"\{[^{}\s]*\}|%\(\w+\)[sd]|%[sd]")
PAPERS = ("a5", "a4", "letter")


def placeholders(text: str) -> list[str]:
    return sorted(PLACEHOLDER.findall(text))


def catalogue(lang: str):
    with open(CATALOGUES / lang / "LC_MESSAGES" / "messages.po", "rb") as f:
        return read_po(f, locale=lang)


def test_a_placeholder_is_found_in_a_text():
    assert placeholders("égalité{N}; %(num)s tours, {player}") == ["%(num)s", "{N}", "{player}"]
    assert placeholders("3 × 5 = 15 {}") == ["{}"]
    assert placeholders("100% sûr") == []


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_translation_has_the_placeholders_of_its_english_text(lang):
    wrong = []
    for message in catalogue(lang):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        wanted = set(placeholders(ids[-1]))
        for text in strings:
            # A plural form may say "one" instead of its number; nothing else may differ.
            found = set(placeholders(text))
            if found - wanted or (len(ids) == 1 and found != wanted):
                wrong.append((ids[0], text))
    assert not wrong


def sheet_urls(slug: str):
    game = GAMES[slug]
    for lang in LANGUAGES:
        for paper in PAPERS:
            for players in [None, *range(game.min_players, game.max_players + 1)]:
                for aid in game.aids:
                    query = f"?lang={lang}&paper={paper}" + (f"&players={players}" if players
                                                             else "")
                    yield f"/games/{slug}/print/{aid.slug}.pdf{query}"


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_no_sheet_prints_a_raw_placeholder(client, slug):
    for url in sheet_urls(slug):
        words = pdf_words(client.get(url).data)
        assert not placeholders(words), url


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("slug", sorted(GAMES))
def test_no_teach_prints_a_raw_placeholder(client, slug, lang):
    html = client.get(f"/games/{slug}/teach", headers={"Accept-Language": lang}).get_data(
        as_text=True)
    main = html[html.index("<main"):html.index("</main>")]
    assert not placeholders(re.sub(r"<[^>]+>", " ", main))
    assert not placeholders(pdf_words(client.get(f"/games/{slug}/teach.pdf?lang={lang}").data))
