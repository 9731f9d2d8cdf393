import pytest

from companion import content
from companion.games import GAMES


def test_content_loads_with_pages_and_valid_links():
    for game in GAMES.values():
        entries = content.load_entries(game)
        assert len(entries) >= 25
        # Every entry says where to check it in the rulebook, but one about the app alone.
        assert all(e.page or {s.source.kind for s in e.statements} == {"app"} for e in entries)


def test_ankhor_covers_every_question_and_mistake_of_the_french_page():
    # An entry merged into its sibling still covers its question (its id is kept).
    ids = {i for e in content.entries_for(GAMES["ankhor"]) for i in (e.id, *e.merged)}
    assert {"faq-when-end", "faq-keep-tokens", "faq-pile-size", "faq-upper-level", "faq-ankh",
            "faq-two-player-refresh", "faq-bonus", "lone-tile", "faq-scribe", "faq-tie"} <= ids
    assert {"mistake-token-limit", "mistake-fresh-ankh", "mistake-two-player-discard",
            "mistake-upper-level-price"} <= ids


@pytest.mark.parametrize("entry", [
    'id="a"\nsection="setup"\ntitle="t"\nbody="b"\npage=2\nrelated=["zz"]',  # broken link
    'id="a"\nsection="setup"\ntitle="t"\nbody="b"',                          # no page
    'id="a"\nsection="lore"\ntitle="t"\nbody="b"\npage=2',                    # no such section
])
def test_content_mistakes_are_errors(tmp_path, monkeypatch, entry):
    (tmp_path / "rules.en.toml").write_text("[[entry]]\n" + entry + "\n")
    monkeypatch.setattr(content, "content_path", lambda game, lang="en": tmp_path / "rules.en.toml")
    with pytest.raises(content.ContentError):
        content.load_entries(GAMES["ankhor"])


def test_rules_page_and_search(client):
    html = client.get("/games/ankhor/rules").get_data(as_text=True)
    assert "Common mistakes" in html and "Rulebook p. 6" in html
    html = client.get("/games/ankhor/rules?q=scribe").get_data(as_text=True)
    assert "class=\"answer\"" in html and "Scribe" in html
    html = client.get("/games/ankhor/rules?q=zzzz").get_data(as_text=True)
    assert "No rule answers" in html


def test_rule_entry_page_links_related(client):
    html = client.get("/games/ankhor/rules/token-limit").get_data(as_text=True)
    assert "Storehouse" in html and "p. 3" in html
    assert client.get("/games/ankhor/rules/nope").status_code == 404


def test_game_page_links_aids_and_setup(client):
    html = client.get("/games/ankhor?players=4").get_data(as_text=True)
    assert "Token piles of 6" in html
    assert html.count("/print/") == 3


def test_rules_page_title_and_sections(client):
    html = client.get("/games/pyramids/rules").get_data(as_text=True)
    assert "<title>Pyramids rules · companion</title>" in html
    assert html.count('<section id="') >= 5 and html.count("<details") >= 25


def test_a_tie_on_one_point_says_point():
    from companion.games.base import PlayerScore
    from companion.ranking import rank_players
    ranking = rank_players([PlayerScore("Ana", 1, {}), PlayerScore("Ben", 1, {})], [])
    assert "tied on 1 point:" in ranking.explanations[0]


def test_four_player_ankhor_setup_puts_nothing_back_in_the_box():
    steps = GAMES["ankhor"].setup_steps(4)
    text = " ".join(s.detail for s in steps)
    assert "All 36 tokens are in play" in text and "other 0" not in text
