"""Our rules text is ours: no Spanish or French entry, and no Spanish or French text of the
catalogues (setup steps, reminders, the aids' lines), shares 8 or more consecutive words
with the source texts in its language (compared without case, accents or punctuation)."""
import re
import unicodedata
from functools import lru_cache
from pathlib import Path

import pytest

from companion import content
from companion.games import GAMES
from tests.sources import SOURCES, game_with_content, need_sources

RUN = 8
# Which source texts each language of our content is compared with.
SOURCE_FILES = {"es": "*.es.txt", "fr": "*.fr.txt"}


def plain_words(text: str) -> list[str]:
    text = unicodedata.normalize("NFKD", text.casefold())
    text = "".join(c for c in text if not unicodedata.combining(c))
    return re.findall(r"[a-z0-9]+", text)


def runs(words: list[str]) -> set[tuple[str, ...]]:
    return {tuple(words[i:i + RUN]) for i in range(len(words) - RUN + 1)}


@lru_cache
def source_runs(lang: str) -> set[tuple[str, ...]]:
    found: set[tuple[str, ...]] = set()
    for path in SOURCES.glob(SOURCE_FILES[lang]):
        found |= runs(plain_words(path.read_text(encoding="utf-8")))
    return found


def shared_runs(text: str, lang: str) -> list[str]:
    return [" ".join(r) for r in runs(plain_words(text)) & source_runs(lang)]


def test_the_guard_catches_a_copied_sentence():
    need_sources()
    copied = "Mezcla los 15 marcadores de precio y colócalos al azar en los espacios"
    assert shared_runs("Hola. " + copied.upper() + " fin", "es")


@pytest.mark.parametrize("slug", sorted(GAMES))
@pytest.mark.parametrize("lang", sorted(SOURCE_FILES))
def test_no_entry_shares_a_run_of_eight_words_with_the_sources(slug, lang):
    game = game_with_content(slug, lang)
    copied = {e.id: shared_runs(" ".join([e.title, e.body]), lang)
              for e in content.entries_for(game, lang)}
    assert not {k: v for k, v in copied.items() if v}


@pytest.mark.parametrize("lang", sorted(SOURCE_FILES))
def test_no_translated_text_of_the_app_shares_a_run_of_eight_words_with_the_sources(lang):
    """The aids, setup steps and reminders are catalogue texts: the same rule holds."""
    from babel.messages.pofile import read_po
    need_sources()
    catalogue = Path(content.__file__).parent / "translations" / lang / "LC_MESSAGES"
    with open(catalogue / "messages.po", "rb") as po:
        messages = [m for m in read_po(po, locale=lang) if m.id]
    texts = [text for m in messages
             for text in (m.string if isinstance(m.string, tuple) else (m.string,))]
    assert len(texts) > 1000
    copied = {text: shared_runs(text, lang) for text in texts}
    assert not {k: v for k, v in copied.items() if v}
