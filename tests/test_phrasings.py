"""Every entry lists, in each language, 3 to 6 questions the way a table asks them: the
sentence model knows an entry by its title and these (companion/search/sentences.py)."""
import pytest

from companion import content
from companion.games import GAMES


@pytest.mark.parametrize("slug", sorted(GAMES))
@pytest.mark.parametrize("lang", content.LANGUAGES)
def test_every_entry_has_three_to_six_phrasings(slug, lang):
    game = GAMES[slug]
    if lang not in content.languages_of(game):
        pytest.skip(f"{slug} has no {lang} content")
    wrong = {e.id: len(e.phrasings) for e in content.load_entries(game, lang)
             if not 3 <= len(e.phrasings) <= 6}
    assert not wrong


@pytest.mark.parametrize("slug", sorted(GAMES))
@pytest.mark.parametrize("lang", content.LANGUAGES)
def test_phrasings_are_questions_not_repeats(slug, lang):
    """No phrasing repeats the title or another phrasing of its entry, and none is empty."""
    game = GAMES[slug]
    if lang not in content.languages_of(game):
        pytest.skip(f"{slug} has no {lang} content")
    for entry in content.load_entries(game, lang):
        texts = [entry.title.lower(), *(p.lower() for p in entry.phrasings)]
        assert all(p.strip() for p in entry.phrasings), entry.id
        assert len(set(texts)) == len(texts), entry.id
