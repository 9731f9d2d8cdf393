"""Pages kept in memory (companion/web/page_cache.py) still show what changed."""
from tests.conftest import start_play


def test_the_kept_home_page_shows_a_new_play_and_the_language_asked(client):
    assert "No plays yet." in client.get("/").get_data(as_text=True)
    start_play(client, ["Zoltan", "Yvette"])
    html = client.get("/").get_data(as_text=True)
    assert "Zoltan, Yvette" in html and "No plays yet." not in html
    spanish = client.get("/", headers={"Accept-Language": "es"}).get_data(as_text=True)
    assert "Zoltan, Yvette" in spanish and 'lang="es"' in spanish
    assert 'lang="en"' in client.get("/").get_data(as_text=True).split(">", 2)[1]


def test_the_kept_home_page_follows_a_play_through_its_phases(client):
    play = start_play(client, ["Ana", "Ben"])
    assert "setup" in client.get("/").get_data(as_text=True)
    client.post(f"/api/plays/{play}/events",
                json={"after": 0, "kind": "first_player", "data": {"seat": 0}})
    html = client.get("/").get_data(as_text=True)
    assert "playing" in html and ">setup<" not in html
