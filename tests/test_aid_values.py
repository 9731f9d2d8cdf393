"""The group's values on the printed aids: what they saved in a game's settings is printed
where our sources have a gap; what they have not saved yet is said once, with a QR code to
the settings page. From a play, that play's own values. Read back from the PDFs (pdftotext).
"""
import re

import pytest

from companion.games import GAMES
from companion.games.fields import Choice, Int, Text
from tests.conftest import after, create_play, csrf_token, play_id
from tests.pdfs import pdf_words
from tests.typeset import plain

SAYS_MISSING = "Yours to set"


def sample_values(game, choice: int = 0) -> dict[str, str]:
    """A value for every setting the game declares, as the settings form takes it: numbers
    no sheet prints otherwise (falling, so a board's most pays more than its second), a
    note of the group's own, the `choice`th answer of each question."""
    numbers = iter([47, 43, 41, 37, 31, 29, 23, 19, 17, 13])
    values = {}
    for setting in game.settings:
        kind = setting.field
        if isinstance(kind, Int):
            values[setting.key] = str(next(numbers))
        elif isinstance(kind, Choice):
            values[setting.key] = kind.choices[choice % len(kind.choices)][0]
        elif isinstance(kind, Text):
            values[setting.key] = f"Zebra note {setting.key}"
        else:
            raise AssertionError(f"no sample for {setting.key}: add one")
    return values


def save_settings(client, slug: str, values: dict[str, str]) -> None:
    url = f"/games/{slug}/settings"
    response = client.post(url, data={"csrf_token": csrf_token(client, url), **values})
    assert response.status_code == 302, response.get_data(as_text=True)


def aid_words(client, slug: str, aid: str, query: str = "") -> str:
    response = client.get(f"/games/{slug}/print/{aid}.pdf{query}")
    assert response.status_code == 200
    return pdf_words(response.data)


GAMES_WITH_SETTINGS = [slug for slug, game in GAMES.items() if game.settings]


def test_every_game_with_a_gap_has_settings():
    assert set(GAMES_WITH_SETTINGS) == set(GAMES)


def test_towers_prestige_and_spell_notes_on_the_player_and_round_aids(client):
    game = GAMES["towers-of-arkhanos"]
    values = sample_values(game)
    save_settings(client, game.slug, values)
    for aid in ("player", "round"):
        text = aid_words(client, game.slug, aid)
        numbers = [values[f"{kind}.{place}"] for kind in ("outer", "central")
                   for place in ("most", "second", "tie")]
        assert re.search(r"\b" + r"\D+".join(numbers) + r"\b", text), (aid, text)
        assert values["spell_notes"] in text, aid
        assert "do not give" not in text and SAYS_MISSING not in text, aid


@pytest.mark.parametrize("slug", GAMES_WITH_SETTINGS)
def test_every_saved_value_is_printed_and_no_sheet_asks_for_it(client, slug):
    game = GAMES[slug]
    values = sample_values(game)
    save_settings(client, slug, values)
    texts = {aid.slug: aid_words(client, slug, aid.slug) for aid in game.aids}
    for aid, text in texts.items():
        assert SAYS_MISSING not in text, aid
        assert "do not give" not in text and "not in our sources" not in text, aid
    everything = " ".join(texts.values())
    for setting in game.settings:
        if isinstance(setting.field, Int | Text):
            assert re.search(rf"(?<![\d.]){re.escape(values[setting.key])}(?![\d.])",
                             everything), setting.key


@pytest.mark.parametrize("slug", GAMES_WITH_SETTINGS)
def test_each_answer_of_a_question_prints_differently(client, slug):
    """A reading the group chose (a Choice) shows on the sheets: each answer its own text."""
    game = GAMES[slug]
    questions = [s for s in game.settings if isinstance(s.field, Choice)]
    if not questions:
        return
    widest = max(len(s.field.choices) for s in questions)
    printed = []
    for choice in range(widest):
        save_settings(client, slug, sample_values(game, choice))
        printed.append(" ".join(aid_words(client, slug, a.slug) for a in game.aids))
    assert len(set(printed)) == widest
    assert all(SAYS_MISSING not in text for text in printed)


@pytest.mark.parametrize("slug", GAMES_WITH_SETTINGS)
def test_a_value_not_saved_yet_is_said_once_with_a_code_to_scan(client, slug):
    game = GAMES[slug]
    asking = 0
    for aid in game.aids:
        text = aid_words(client, slug, aid.slug)
        assert text.count(SAYS_MISSING) <= 1, aid.slug
        html = client.get(f"/games/{slug}/print/{aid.slug}.html").get_data(as_text=True)
        assert html.count('class="qr"') == text.count(SAYS_MISSING), aid.slug
        asking += text.count(SAYS_MISSING)
        assert "blank" not in html and "tickbox" not in html, aid.slug
    assert asking


def test_the_code_opens_the_settings_page_never_a_loopback_address(client, monkeypatch):
    from companion.web import printables
    monkeypatch.setattr(printables, "lan_addresses", lambda: ("192.168.1.20",))
    response = client.get("/games/pyramids/print/player.html",
                          base_url="http://127.0.0.1:8000")
    assert 'class="qr"' in response.get_data(as_text=True)
    with client.application.test_request_context("/", base_url="http://127.0.0.1:8000"):
        group = printables.group_values(GAMES["pyramids"])
    assert group.settings_url == "http://192.168.1.20:8000/games/pyramids/settings"


def test_from_a_play_its_own_values_from_the_game_page_the_current_ones(client):
    game = GAMES["egizia"]
    save_settings(client, game.slug, sample_values(game, 0))
    play = play_id(create_play(client, ["Ana", "Ben", "Cy"], game.slug))
    setup_url = f"/plays/{play}/setup"
    setup = client.get(setup_url).get_data(as_text=True)
    assert f'href="/games/egizia/print?players=3&amp;play={play}"' in setup
    data = {"csrf_token": csrf_token(client, setup_url), "after": after(client, setup_url),
            "seat": "0"}
    client.post(f"/plays/{play}/first-player", data=data)   # recorded with choice 0
    save_settings(client, game.slug, sample_values(game, 1))
    own = aid_words(client, game.slug, "player", f"?players=3&play={play}")
    current = aid_words(client, game.slug, "player", "?players=3")
    assert own != current
    assert "This play's values" in own and "Your group's values" in current
    choose = client.get(f"/games/egizia/print?players=3&play={play}").get_data(as_text=True)
    assert f"/games/egizia/print/player.pdf?players=3&amp;paper=a5&amp;play={play}" in choose
    assert client.get("/games/pyramids/print/player.pdf?play=" + play).status_code == 404
    assert client.get("/games/egizia/print/player.pdf?play=nosuchplay").status_code == 404


def test_egizia_fewer_players_cards_are_a_setting_printed_on_the_setup_sheet(client):
    game = GAMES["egizia"]
    assert "fewer_players_cards" in {s.key for s in game.settings}
    before = aid_words(client, "egizia", "setup", "?players=2")
    assert SAYS_MISSING in before
    values = sample_values(game)
    save_settings(client, "egizia", values)
    for players in (2, 3):
        text = aid_words(client, "egizia", "setup", f"?players={players}")
        assert values["fewer_players_cards"] in text and SAYS_MISSING not in text
    assert values["fewer_players_cards"] not in aid_words(client, "egizia", "setup",
                                                          "?players=4")


@pytest.mark.parametrize("slug", GAMES_WITH_SETTINGS)
def test_each_optional_setting_says_under_its_field_when_it_is_needed(client, slug):
    """An optional setting says when the group needs it, in its own words; one line for
    all of them said "when a score uses it" under values no score uses."""
    page = plain(client.get(f"/games/{slug}/settings").get_data(as_text=True))
    for setting in GAMES[slug].settings:
        if setting.required:
            assert setting.until_needed is None, setting.key
        else:
            assert setting.until_needed, f"{slug} {setting.key}: say when it is needed"
            assert str(setting.until_needed).replace("'", "&#39;") in page
    assert "when a score uses it" not in page
