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
