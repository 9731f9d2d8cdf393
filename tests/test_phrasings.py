"""Every entry lists, in each language, 3 to 6 questions the way a table asks them: the
sentence model knows an entry by its title and these (companion/search/sentences.py)."""
import pytest

from companion import content
from companion.games import GAMES
from companion.search.lexicon import _TEXT_WORD, is_player_name


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


@pytest.mark.parametrize("slug", sorted(GAMES))
@pytest.mark.parametrize("lang", content.LANGUAGES)
def test_no_phrasing_names_a_player(slug, lang):
    """A dispute is phrased with "my sister says", never "Kai says": a name in an entry's
    words is a word of the game, so a table's "Kai" would pull the question to that entry
    (and would no longer be left out as a name)."""
    game = GAMES[slug]
    if lang not in content.languages_of(game):
        pytest.skip(f"{slug} has no {lang} content")
    named = {entry.id: word for entry in content.load_entries(game, lang)
             for phrasing in entry.phrasings for word in _TEXT_WORD.findall(phrasing)
             if is_player_name(word)}
    assert not named
