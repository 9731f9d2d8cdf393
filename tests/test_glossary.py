"""The glossary files: one per game and language, read into terms."""
from companion import glossary
from companion.games import GAMES


def test_a_glossary_file_is_read_into_terms(tmp_path, monkeypatch):
    game = next(iter(GAMES.values()))
    path = tmp_path / "glossary.es.toml"
    path.write_text('[[term]]\nid = "god-tile"\nterm = "ficha de Dios"\n'
                    'plural = "fichas de Dios"\nsource = "rulebook p. 2"\n'
                    'players_say = ["token de dios"]\nnot_ours = ["loseta de dios"]\n',
                    encoding="utf-8")
    monkeypatch.setattr(glossary, "glossary_path",
                        lambda g, lang: tmp_path / f"glossary.{lang}.toml")
    (term,) = glossary.terms(game, "es")
    assert (term.id, term.term, term.source) == ("god-tile", "ficha de Dios", "rulebook p. 2")
    assert term.variants == ("fichas de Dios", "token de dios", "loseta de dios")
    assert glossary.terms(game, "fr") == ()

