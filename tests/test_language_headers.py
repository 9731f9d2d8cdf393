"""HTTP says which language a body is in: Content-Language on every page, JSON body and
PDF; Vary: Accept-Language where the body follows it; the play API's ETag per language."""
import pytest

from companion.games import GAMES
from tests.conftest import start_play


def pages(client) -> list[str]:
    """A page of every kind, JSON answers and PDFs among them."""
    urls = ["/", "/plays/new", "/history", "/stats", "/data/", "/rules/unanswered",
            "/no/such/page", "/manifest.webmanifest", "/api/games"]
    for slug, game in GAMES.items():
        play = start_play(client, ("Ana", "Ben", "Cy")[:max(2, game.min_players)], slug)
        urls += [f"/games/{slug}", f"/plays/new/{slug}", f"/games/{slug}/rules",
                 f"/games/{slug}/print", f"/games/{slug}/print/{game.aids[0].slug}.html",
                 f"/games/{slug}/print/{game.aids[0].slug}.pdf",
                 f"/api/games/{slug}/setup?players={game.min_players}",
                 f"/plays/{play}/setup", f"/plays/{play}/log", f"/api/plays/{play}"]
    return urls


@pytest.mark.parametrize("lang", ["en", "es", "fr"])
def test_every_page_says_its_language_and_that_it_follows_the_asking(client, lang):
    for url in pages(client):
        response = client.get(url, headers={"Accept-Language": lang})
        assert response.headers.get("Content-Language") == lang, url
        assert {"Accept-Language", "Cookie"} <= set(response.vary), url


def test_a_language_chosen_by_the_address_does_not_vary():
    from companion import create_app
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "DATABASE": ":memory:"})
    response = app.test_client().get("/games/ankhor?lang=fr",
                                     headers={"Accept-Language": "es"})
    assert response.headers["Content-Language"] == "fr"
    assert "Accept-Language" not in response.vary


def test_the_play_json_has_an_etag_per_language(client):
    play = start_play(client)
    english = client.get(f"/api/plays/{play}", headers={"Accept-Language": "en"})
    french = client.get(f"/api/plays/{play}", headers={"Accept-Language": "fr"})
    assert english.headers["ETag"] != french.headers["ETag"]
    # a French phone holding the English version gets the French body, not a 304
    again = client.get(f"/api/plays/{play}", headers={
        "Accept-Language": "fr", "If-None-Match": english.headers["ETag"]})
    assert again.status_code == 200 and again.get_json() == french.get_json()
    same = client.get(f"/api/plays/{play}", headers={
        "Accept-Language": "fr", "If-None-Match": french.headers["ETag"]})
    assert same.status_code == 304


def test_a_pdf_is_cached_apart_per_language(client):
    english = client.get("/games/ankhor/print/turn.pdf", headers={"Accept-Language": "en"})
    spanish = client.get("/games/ankhor/print/turn.pdf", headers={"Accept-Language": "es"})
    assert english.data != spanish.data
    assert spanish.headers["Content-Language"] == "es"
    assert "Accept-Language" in spanish.vary and "max-age" in spanish.headers["Cache-Control"]
