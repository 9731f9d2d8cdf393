"""Spanish and French questions about the real games find the same entry with accents,
without accents and with one typo."""
import pytest

from companion import search
from companion.db import get_db
from companion.games import GAMES

# (game, language, the entry, the question with accents, without, with one typo)
QUESTIONS = [
    ("ankhor", "es", "setup-token-piles", "¿cuántas fichas por pila con 3 jugadores?",
     "cuantas fichas por pila con 3 jugadores", "¿cuántas fihcas por pila con 3 jugadores?"),
    ("ankhor", "fr", "faq-tie", "comment départager une égalité ?",
     "comment departager une egalite", "comment départager une égaltié ?"),
    ("pyramids", "es", "score-obelisk", "¿cómo puntúa el obelisco?", "como puntua el obelisco",
     "¿cómo puntúa el obeliscco?"),
    ("pyramids", "fr", "score-obelisk", "combien rapporte l'obélisque ?",
     "combien rapporte l'obelisque", "combien rapporte l'obélisqeu ?"),
    ("towers-of-arkhanos", "es", "rounds-by-count", "¿cuántas rondas se juegan con 3 jugadores?",
     "cuantas rondas se juegan con 3 jugadores", "¿cuántas rodnas se juegan con 3 jugadores?"),
    ("towers-of-arkhanos", "fr", "rounds-by-count", "combien de manches avec 3 joueurs ?",
     "combien de manches avec 3 joueurs", "combien de mancehs avec 3 joueurs ?"),
    ("egizia", "es", "feeding", "¿cómo se alimenta a los equipos de construcción?",
     "como se alimenta a los equipos de construccion",
     "¿cómo se alimneta a los equipos de construcción?"),
    ("egizia", "fr", "feeding", "comment nourrir les équipes de construction ?",
     "comment nourrir les equipes de construction",
     "comment nourirr les équipes de construction ?"),
]


def test_every_game_and_language_is_asked():
    assert {(g, lang) for g, lang, *_ in QUESTIONS} == {
        (slug, lang) for slug in GAMES for lang in ("es", "fr")}


@pytest.mark.parametrize("slug, lang, entry, accented, plain, typo", QUESTIONS)
def test_accents_and_a_typo_find_the_same_entry(app, slug, lang, entry, accented, plain, typo):
    with app.app_context():
        first = [[a.entry.id for a in search.ask(get_db(), GAMES[slug], q, lang=lang)][:1]
                 for q in (accented, plain, typo)]
    assert first == [[entry]] * 3
