"""Local formats: names in the order a person reads them, dates and times as each language
writes them (Babel), not ISO."""
import re

from companion.collation import name_order
from tests.conftest import start_play


def test_names_sort_with_their_accents_as_a_reader_expects():
    names = ["Marie", "Élodie", "zoé", "Ana", "elodie", "Émile", "Bastien", "Ñico", "Nadia"]
    assert sorted(names, key=name_order) == [
        "Ana", "Bastien", "elodie", "Élodie", "Émile", "Marie", "Nadia", "Ñico", "zoé"]
    assert name_order("  Élodie ") == name_order("Élodie")


def test_the_history_filter_lists_the_players_in_that_order(client):
    start_play(client, ("Marie", "Élodie"))
    start_play(client, ("Bastien", "Zoé"))
    html = client.get("/history").get_data(as_text=True)
    options = re.findall(r'<option (?:dir="auto" )?value="([^"]+)"', html)
    assert [o for o in options if o in ("Bastien", "Élodie", "Marie", "Zoé")] == [
        "Bastien", "Élodie", "Marie", "Zoé"]


def test_a_plays_day_and_times_read_in_the_pages_language(app, client):
    from companion.db import get_db
    play = start_play(client)
    with app.app_context():
        get_db().execute("UPDATE plays SET created = '2026-12-01T12:05:00+00:00' "
                         "WHERE id = ?", [play])
    days = {"en": ("The play of December 1, 2026", "Dec 1, 2026"),
            "es": ("La partida del 1 de diciembre de 2026", "1 dic 2026"),
            "fr": ("La partie du 1 décembre 2026", "1 déc. 2026")}
    for lang, (heading, short) in days.items():
        html = client.get(f"/plays/{play}/log?lang={lang}").get_data(as_text=True)
        assert heading in html.replace("\u00a0", " "), lang
        assert "2026-12-01<" not in html and ">2026-12-01" not in html
        listed = client.get(f"/history?lang={lang}").get_data(as_text=True)
        assert short in listed.replace("\u00a0", " "), lang
