"""Pyramids in other languages: every text the game builds is a Msg, and its pages, its
script's texts and its printed aids go through the catalogues.

The catalogues are still empty, so a stand-in catalogue marks every translated text
⟦like this⟧: whatever English is left unmarked on a page was never handed to gettext.
"""
import html
import json
import re
from pathlib import Path

import pytest

from companion import i18n
from companion.errors import IllegalAction, InvalidInput
from companion.games import pyramids
from companion.games.base import ScoreContext
from companion.i18n import Msg
from tests.conftest import after, csrf_token, start_play
from tests.pseudo import speak_marking

GAME = pyramids.GAME
GOD_NAMES = {"Horus", "Anubis", "Khepri", "Sekhmet", "Thoth"}
SCRIPT = Path(__file__).parent.parent / "static" / "games" / "pyramids.js"


@pytest.fixture
def marked(monkeypatch):
    """Spanish and French shown through the marking catalogue, English left as it is."""
    speak_marking(monkeypatch)


def unmarked(text: str) -> str:
    """What is left once every marked text (marks nest: a text inside a text) is taken out."""
    while True:
        shorter = re.sub(r"⟦[^⟦⟧]*⟧", " ", text)
        if shorter == text:
            return text
        text = shorter


def words(text: str) -> set[str]:
    return set(re.findall(r"[A-Za-z]{2,}", text))


# --- the module: every text a Msg -------------------------------------------------------

def example_play(players: int):
    """A whole tracked play by the game's example moves, with every view on the way."""
    turn = GAME.start(players, 0, {"set_aside": 1} if players == 2 else {})
    names = ["Ana", "Ben", "Cy", "Dee", "Eve"][:players]
    views = [GAME.tracker_view(turn, names)]
    while not GAME.is_over(turn):
        kind, values = GAME.example_move(views[-1])
        turn = GAME.apply(turn, kind, values, {})
        views.append(GAME.tracker_view(turn, names))
    return turn, views


def view_texts(view) -> list[str]:
    """The texts of a tracker view a player reads, the god tiles' labels excepted (data)."""
    texts = [r.text for r in view.reminders]
    texts += [label for row in view.seat_counters.values() for label, _ in row]
    texts += [view.status] if view.status else []
    for action in view.actions:
        if not action.kind.startswith("god_"):
            texts.append(action.label)
        texts += [action.hint] if action.hint else []
        texts += [t for f in action.fields for t in (f.label, f.hint) if t]
    return texts


def game_texts() -> list[str]:
    texts = [GAME.summary, GAME.settings_help, *GAME.breakdown_labels.values()]
    texts += [t for aid in GAME.aids for t in (aid.title, aid.description)]
    texts += [s.field.label for s in GAME.settings]
    texts += [f.label for f in GAME.entry_fields(tracked=False)]
    return texts


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_text_of_a_full_example_play_is_a_msg(players):
    turn, views = example_play(players)
    assert len(views) > 40 and turn.round == pyramids.ROUNDS
    texts = [t for s in GAME.setup_steps(players) for t in (s.title, s.detail)]
    texts += [t for view in views for t in view_texts(view)]
    texts += list(GAME.log_lines(turn))
    entries = [("Ana", GAME.read_entry(GAME.example_entry())),
               ("Ben", GAME.read_entry({"pyramid": [], "tomb": [["red", "red"]]}))]
    scores = GAME.score(entries, ScoreContext(turn=turn))
    texts += [w for s in scores for w in s.warnings]
    texts += game_texts()
    assert scores[1].warnings          # an unfinished pyramid is warned about
    not_msgs = [t for t in texts if not isinstance(t, Msg)]
    assert not_msgs == []


def test_god_tiles_labels_are_their_number_and_name_only():
    _, views = example_play(4)
    labels = {a.label for v in views for a in v.actions if a.kind.startswith("god_")}
    assert labels and all(re.fullmatch(r"\d · (\w+)", label) for label in labels)
    assert {label.split(" · ")[1] for label in labels} <= GOD_NAMES


BAD_ENTRIES = [
    {"pyramid": "x"},
    {"pyramid": [1]},
    {"pyramid": [{"color": "pink", "cells": "x"}]},
    {"pyramid": [{"color": "red", "cells": [[0, 0], [0, 0], [0, 1]]}]},
    {"pyramid": [{"color": "red", "cells": [[0, 0], [1, 1]]}]},
    {"pyramid": [{"color": "red", "cells": [["a", 0]]}, {"color": "red", "cells": [[7, 0]]}]},
    {"pyramid": [{"color": "red", "cells": [[0, 0]]}, {"color": "red", "cells": [[0, 0]]}]},
    {"pyramid": [{"color": "red", "cells": [[6, 3]]}]},
    {"obelisk": "x", "tomb": [["red"], "x", ["pink", "red"]]},
    {"obelisk": [["red", "red"]] * 11, "tomb": [["red"]]},
    {"glyphs": "x"},
    {"glyphs": {"pyramid": 11}},
    {"glyphs": {"pyramid": 1, "obelisk": 2, "tomb": 1}, "tomb": [["red", "red"]]},
    {"ui": "x"},
]


def test_every_refusal_is_a_msg():
    """Every IllegalAction and entry error the module words itself."""
    messages = []
    for raw in BAD_ENTRIES:
        with pytest.raises(InvalidInput) as refused:
            GAME.read_entry(raw, prefix="players[0].")
        messages += [e.message for e in refused.value.errors]
    six_stages = [["red", "blue"]] * 6
    with pytest.raises(InvalidInput) as refused:
        GAME.score([("Ana", GAME.read_entry({"obelisk": six_stages}))], ScoreContext())
    messages += [e.message for e in refused.value.errors]
    state = GAME.start(4, 0, {})
    attempts = [(GAME.start, (2, 0, {})), (GAME.apply, (state, "build", {}, {}))]
    state = GAME.apply(GAME.apply(state, "quarry", {}, {}), "god_1", {}, {})
    attempts += [(GAME.apply, (state, "god_1", {}, {}))]
    for number in (2, 3, 4):
        state = GAME.apply(state, f"god_{number}", {}, {})
    attempts += [(GAME.apply, (state, "build", {"tomb": True}, {}))]       # Horus builds
    for _ in range(3):
        state = GAME.apply(state, "build", {}, {})
    attempts += [(GAME.apply, (state, "build", {"tomb": True, "obelisk": True}, {}))]
    for call, args in attempts:
        with pytest.raises(IllegalAction) as refused:
            call(*args)
        messages.append(refused.value.args[0])
    assert len(messages) > 25
    # The shared checks (companion/games/validate.py) word their own frame around the
    # module's Msg ("Stone 1: colour must be one of: ..."): not this game's to convert.
    shared = re.compile(r"must be (a whole number|a number|one of|a list)")
    own = [m for m in messages if not shared.search(m)]
    assert len(own) > 15
    assert [m for m in own if not isinstance(m, Msg)] == []


def test_module_texts_are_shown_in_the_language_of_the_moment(marked):
    """A Msg keeps its English value and shows translated: composed texts (a text inside a
    text, Joined parts, plurals) translate every part, and the data (god names) stays."""
    turn, views = example_play(2)
    texts = [t for s in GAME.setup_steps(2) for t in (s.title, s.detail)]
    texts += [t for view in views for t in view_texts(view)] + list(GAME.log_lines(turn))
    texts += game_texts()
    with i18n.speaking("es"):
        shown = [str(t) for t in texts]
    left = {w for text in shown for w in words(unmarked(text))}
    assert left <= GOD_NAMES
    with i18n.speaking("en"):
        assert [str(t) for t in texts] == [str.__str__(t) for t in texts]


# --- the pages ----------------------------------------------------------------------------

def post(client, play, path, page, **data):
    url = f"/plays/{play}/{page}"
    form = {"csrf_token": csrf_token(client, url), "after": after(client, url), **data}
    return client.post(f"/plays/{play}/{path}", data=form, follow_redirects=True)


def script_keys() -> set[str]:
    """The text keys static/games/pyramids.js reads."""
    script = SCRIPT.read_text()
    keys = set(re.findall(r'TEXTS\.(\w+)', script)) - {"colors"}
    keys |= set(re.findall(r'say\("(\w+)"', script))
    for pair in re.findall(r'say\([\w.]+ \? "(\w+)" : "(\w+)"', script):
        keys |= set(pair)
    keys |= set(re.findall(r'"(cards_built\w*)"', script))
    for suffix in re.findall(r'say\(building \+ "(\w+)"', script):
        keys |= {f"obelisk{suffix}", f"tomb{suffix}"}
    return keys


def test_script_reads_only_texts_the_partial_gives():
    keys = script_keys()
    assert {"no_colour", "pyramid_card", "pyramid_card_glyph", "obelisk_add", "tomb_remove",
            "cards_built_blank", "largest_bonus", "tomb_later"} <= keys
    script = SCRIPT.read_text()
    strings = set(re.findall(r'"([^"\\]*)"', script)) - {"use strict"}
    assert [s for s in strings if re.search(r"[a-z]{3,} [a-z]{3,}", s)] == []
    shown = re.findall(r'(?:textContent =|setAttribute\("aria-label",) ([^;]*);', script)
    assert len(shown) >= 7
    quoted = {q for s in shown for q in re.findall(r'"([^"]*)"', s)}
    text_keys = keys | {"_add", "_card", "_glyph", "_remove"}    # say(building + "_add", ...)
    assert [q for q in quoted if re.search(r"[A-Za-z]", q) and q not in text_keys] == []


def test_score_entry_in_spanish_gives_the_script_every_text(client, marked):
    play = start_play(client, ("Ana", "Ben"), game="pyramids")
    post(client, play, "first-player", "setup", seat="0")
    post(client, play, "to-scoring", "track")
    page = client.get(f"/plays/{play}/score/0?lang=es").get_data(as_text=True)
    block = re.search(r'<script type="application/json" id="game-texts">(.*?)</script>', page,
                      re.DOTALL).group(1)
    texts = json.loads(block)
    assert script_keys() <= set(texts)
    assert set(texts["colors"]) == set(pyramids.COLORS)
    assert all(c["name"].startswith("⟦") and c["letter"].startswith("⟦")
               for c in texts["colors"].values())
    flat = [v for k, v in texts.items() if k != "colors"]
    assert all(v.startswith("⟦") and v.endswith("⟧") for v in flat)
    partial = page[page.index("</script>", page.index('id="game-texts"')):
                   page.index('<section class="breakdown"')]
    visible = html.unescape(re.sub(r"<[^>]+>", " ", partial))
    labels = " ".join(re.findall(r'aria-label="([^"]*)"', partial))
    assert words(unmarked(visible + " " + labels)) == set()
    assert "&lt;" not in partial                   # no markup escaped into text
    for color in pyramids.COLORS:                   # the keypad's keys stay data
        assert f'data-color="{color}"' in partial
    for layout in pyramids.LAYOUTS:
        assert f'data-layout="{layout}"' in partial


def test_score_entry_in_english_is_unchanged(client):
    play = start_play(client, ("Ana", "Ben"), game="pyramids")
    post(client, play, "first-player", "setup", seat="0")
    post(client, play, "to-scoring", "track")
    page = client.get(f"/plays/{play}/score/0?lang=en").get_data(as_text=True)
    texts = json.loads(re.search(r'id="game-texts">(.*?)</script>', page, re.DOTALL).group(1))
    assert texts["colors"]["yellow"] == {"name": "yellow", "letter": "Y"}
    assert texts["cards_built"] == "{n} of {total} pyramid cards"
    assert '<span class="sr-only">blue</span>' in page
    assert "Each colour fills the next numbered stone of the highlighted card" in page
    assert 'aria-label="Large stone on the left"' in page


def test_tracker_in_spanish_shows_the_game_texts_translated(client, marked):
    play = start_play(client, ("Ana", "Ben", "Cy"), game="pyramids")
    post(client, play, "first-player", "setup", seat="1")
    page = post(client, play, "act", "track", kind="quarry").get_data(as_text=True)
    page = post(client, play, "act", "track", kind="god_2").get_data(as_text=True)
    page = client.get(f"/plays/{play}/track?lang=es").get_data(as_text=True)
    parts = re.findall(r'<p class="status-line">(.*?)</p>', page)
    actions = page[page.index('<div class="actions main-action">'):page.index(
        '<ol class="seats">')]
    parts += re.findall(r'<button class="btn [^"]*" type="submit">(.*?)</button>', actions)
    parts += re.findall(r'<p class="hint">(.*?)</p>', actions)
    parts += re.findall(r'<span class="counter">(.*?):', page)
    parts += re.findall(r'<ul class="log">(.*?)</ul>', page, re.DOTALL)
    assert len(parts) >= 8
    left = words(unmarked(html.unescape(re.sub(r"<[^>]+>", " ", " ".join(parts)))))
    assert left <= GOD_NAMES | {"Ana", "Ben", "Cy"}
    assert "⟦{player} chose {god} ({number})⟧" not in page   # the names are filled in
    assert "⟦Ben chose Anubis (2)⟧" in page


AID_PAGES = [f"/games/pyramids/print/{aid.slug}.html{query}" for aid in GAME.aids
             for query in ("?lang=es", "?players=2&lang=es", "?players=5&lang=fr")]


@pytest.mark.parametrize("url", AID_PAGES)
def test_printed_aids_are_all_translated_texts(client, marked, url):
    response = client.get(url)
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert "&lt;" not in page                # icons and bold words inside texts stay markup
    contents = re.findall(r'<div class="content"[^>]*>(.*?)</div>\s*<footer', page, re.DOTALL)
    assert contents
    footer = re.findall(r'<footer class="sheet-foot">(.*?)</footer>', page, re.DOTALL)
    text = re.sub(r"<svg.*?</svg>", " ", " ".join(contents + footer), flags=re.DOTALL)
    text = html.unescape(re.sub(r"<[^>]+>", " ", text))
    # "2–3 players" comes from the shared printables/macros.html (players_label)
    text = re.sub(r"\b\d+(–\d+)? players?\b", " ", text)
    assert words(unmarked(text)) <= GOD_NAMES


def test_printed_aids_in_english_are_unchanged(client):
    page = client.get("/games/pyramids/print/round.html?players=2").get_data(as_text=True)
    text = re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", re.sub(
        r"<svg.*?</svg>", "", page, flags=re.DOTALL))))
    assert "The first player reveals 2 pairs of cards." in text
    assert "One tile is set aside, so 3 are in play." in text
    assert "The set-aside tile returns and the next number goes aside." in text
    assert "▼ 10 rounds: the cards in your pyramid count them" in text
