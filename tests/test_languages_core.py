"""companion.i18n: texts translated when shown, plurals, the language of a request."""
import copy
import pickle

from companion import i18n
from companion.i18n import Joined, Msg, Plural


def test_a_text_is_english_in_value_and_survives_copies():
    texts = [Msg("{n} tiles", n=3), Plural("{n} tile", "{n} tiles", 1), Joined("; ", [
        Msg("a"), Plural("{n} point", "{n} points", 2)])]
    assert texts == ["3 tiles", "1 tile", "a; 2 points"]
    for text in texts:
        for again in (copy.copy(text), copy.deepcopy(text), pickle.loads(pickle.dumps(text))):
            assert again == text and str(again) == str(text) and type(again) is type(text)


def test_the_best_language_of_a_header():
    assert i18n.best_language("fr-CH, fr;q=0.9, en;q=0.8") == "fr"
    assert i18n.best_language("de, es-ES;q=0.5, en;q=0.4") == "es"
    assert i18n.best_language("de") == "en" and i18n.best_language(None) == "en"


def test_a_request_leaves_no_language_behind(client):
    client.get("/", headers={"Accept-Language": "es"})
    assert i18n.current() == "en"


def test_english_is_the_value_without_asking_the_catalogue():
    texts = [Msg("{what} here", what=Plural("{n} tile", "{n} tiles", 2)),
             Plural("{n} point", "{n} points", 1, who=Msg("Ana")),
             Joined(", ", [Msg("fewer tiles"), Msg("more leftover tokens")])]
    for text in texts:
        assert str(text) == text.translated() == str.__str__(text)
    with i18n.speaking("es"):
        assert str(Plural("{n} point", "{n} points", 2)) == "2 puntos"


def _texts_in(value):
    if isinstance(value, Msg):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _texts_in(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _texts_in(v)


def test_every_game_s_score_details_are_plain_data_sent_as_they_are():
    """The score's details go out untranslated, so no game may put a text in them."""
    from companion.games import GAMES
    for game in GAMES.values():
        body = {"players": [dict(game.example_entry(), name="Ana"),
                            dict(game.example_entry(), name="Bea")]}
        settings = {s.field.name: s.field.example() for s in game.settings}
        for score in game.score(*game.parse_score_request(body, settings)):
            assert list(_texts_in(score.details)) == [], game.slug
