"""Each game's glossary in each language, and our texts in its words: no rules entry,
catalogue text or printable aid uses a word the glossary marks as not ours ("loseta de
dios" where the Spanish Pyramids says "ficha de Dios")."""
import re
import tomllib
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from companion import glossary, i18n
from companion.games import GAMES

ROOT = Path(__file__).resolve().parents[1]
CATALOGUES = ROOT / "companion" / "translations"
PRINTABLES = ROOT / "printables"
LANGS = i18n.LANGUAGES


def found(word: str, text: str) -> bool:
    """`word` in `text` as a whole word or phrase, case and line breaks aside."""
    pattern = r"\s+".join(re.escape(part) for part in word.split())
    return re.search(rf"(?<!\w){pattern}(?!\w)", text, re.I) is not None


def own_words(lang: str) -> set[str]:
    """Every game's own terms in `lang`: a word one game refuses may be another's own."""
    return {w.casefold() for game in GAMES.values() for t in glossary.terms(game, lang)
            for w in (t.term, t.plural) if w}


@pytest.mark.parametrize("slug", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_game_has_a_glossary_in_every_language(slug, lang):
    game = GAMES[slug]
    terms = glossary.terms(game, lang)
    assert len(terms) >= 8, (slug, lang)
    ids = [t.id for t in terms]
    assert len(ids) == len(set(ids)), (slug, lang)
    assert all(t.term and t.source for t in terms), (slug, lang)
    for term in terms:          # a word is not both ours and not ours
        assert term.term.casefold() not in {w.casefold() for w in term.not_ours}, term


def rules_texts(game, lang: str) -> list[tuple[str, str]]:
    """The rules entries' titles and statements as the file has them (the players'
    phrasings are what players say, so they may use players' words)."""
    path = game.content_dir / f"rules.{lang}.toml"
    entries = tomllib.loads(path.read_text(encoding="utf-8")).get("entry", [])
    out = []
    for entry in entries:
        out.append((entry["id"], entry.get("title", "")))
        out += [(entry["id"], s.get("text", "")) for s in entry.get("statement", [])]
    return out


@pytest.mark.parametrize("slug", GAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_no_rules_entry_uses_a_word_that_is_not_ours(slug, lang):
    game = GAMES[slug]
    refused = [w for t in glossary.terms(game, lang) for w in t.not_ours]
    wrong = [(entry, word) for entry, text in rules_texts(game, lang)
             for word in refused if found(word, text)]
    assert wrong == []


def catalogue_texts(lang: str) -> list[str]:
    if lang == "en":
        with (CATALOGUES / "messages.pot").open("rb") as f:
            catalog = read_po(f)
        return [t for m in catalog if m.id
                for t in ([m.id] if isinstance(m.id, str) else m.id)]
    with (CATALOGUES / lang / "LC_MESSAGES" / "messages.po").open("rb") as f:
        catalog = read_po(f)
    return [t for m in catalog if m.id
            for t in ([m.string] if isinstance(m.string, str) else m.string) if t]


@pytest.mark.parametrize("lang", LANGS)
def test_no_catalogue_text_uses_a_word_that_is_not_ours(lang):
    """One catalogue serves every game: a word is refused there unless another game calls
    something by it."""
    ours = own_words(lang)
    refused = {w for game in GAMES.values() for t in glossary.terms(game, lang)
               for w in t.not_ours if w.casefold() not in ours}
    assert refused or lang == "en"
    wrong = [(word, text[:80]) for text in catalogue_texts(lang) for word in refused
             if found(word, text)]
    assert wrong == []


def test_no_printable_aid_uses_a_word_that_is_not_ours():
    """The aids' templates hold the English text (translated through the catalogue) and
    their own words around it."""
    wrong = []
    for game in GAMES.values():
        refused = [w for t in glossary.terms(game, "en") for w in t.not_ours]
        for template in sorted((PRINTABLES / game.slug).glob("*.html")):
            text = template.read_text(encoding="utf-8")
            wrong += [(template.name, w) for w in refused if found(w, text)]
    assert wrong == []


def test_the_spanish_terms_are_the_editions():
    """The words the Spanish rulebooks use, where our texts said otherwise before."""
    def term(slug, lang, term_id):
        return next(t for t in glossary.terms(GAMES[slug], lang) if t.id == term_id)
    assert term("pyramids", "es", "god-tile").plural == "fichas de Dios"
    assert "loseta de dios" in term("pyramids", "es", "god-tile").not_ours
    assert term("pyramids", "es", "construction-card").term == "carta de Construcción"
    assert term("pyramids", "es", "first-player-token").term == "ficha de Primer jugador"
    assert term("egizia", "es", "joker-crew").term == "Joker"
    assert "comodín" in term("egizia", "es", "joker-crew").variants
    assert term("ankhor", "fr", "ankh").plural == "ankh"
    assert term("ankhor", "fr", "upper-level").term == "premier étage"


def test_a_refused_word_is_found_as_a_word():
    assert found("loseta de dios", "Coge una Loseta de\n  Dios.")
    assert not found("ankhs", "deux ankh") and found("ankhs", "deux ankhs.")


def test_what_players_call_a_term_finds_its_rule(app):
    """The glossary's words players use reach the rules search: the Spanish edition says
    Joker, a Spanish table says comodín."""
    from companion import search
    from companion.db import get_db
    with app.app_context():
        answers = search.answer_question(get_db(), GAMES["egizia"],
                                         "¿se puede usar el comodín solo?", lang="es").answers
    assert [a.entry.id for a in answers][:1] == ["mistake-joker-alone"]


@pytest.mark.parametrize("slug", GAMES)
def test_spanish_setup_pages_say_the_editions_words(client, slug):
    from tests.conftest import start_play
    from tests.typeset import plain
    game = GAMES[slug]
    play = start_play(client, ("Ana", "Ben", "Cy")[:max(2, game.min_players)], slug)
    for url in (f"/plays/{play}/setup", f"/games/{slug}?players={game.max_players}"):
        html = plain(client.get(url, headers={"Accept-Language": "es"}).get_data(
            as_text=True))
        assert "First player" not in html and "Pick the first player" not in html, url
        if slug == "pyramids":
            assert "ficha de Primer jugador" in html, url
            assert "losetas de dios" not in html.lower(), url
