"""Egizia in Spanish and French: every text the module builds is a Msg, and the pages and
printed aids still work when another language is asked for.

The catalogues are empty until a translator fills them, so a Spanish page shows English.
To prove that each text really goes through the catalogue, some tests speak a "pseudo"
language: every translated text comes back as ⟦text⟧, so English left outside the
brackets is a text that was never marked.
"""
import random
import re

import pytest
from markupsafe import escape

from companion import i18n
from companion.errors import IllegalAction, InvalidInput
from companion.games import egizia
from companion.games.base import ScoreContext
from companion.games.fields import Choice, Field
from companion.i18n import Msg
from tests.conftest import start_play
from tests.pseudo import speak_marking
from tests.test_aids import sheet_text
from tests.typeset import plain

GAME = egizia.GAME
NAMES = ["Ana", "Ben", "Cy"]


@pytest.fixture
def pseudo(monkeypatch):
    """Spanish, French (and any other language) speak pseudo; English stays English."""
    speak_marking(monkeypatch)


# --- the module: every text a Msg ----------------------------------------------------------

def field_texts(field: Field):
    yield field.label
    if field.hint:
        yield field.hint
    if isinstance(field, Choice):
        yield from (label for _, label in field.choices if not str(label).isdigit())


def view_texts(view):
    if view.status:
        yield view.status
    yield from (r.text for r in view.reminders)
    for action in view.actions:
        yield action.label
        if action.hint:
            yield action.hint
        for field in action.fields:
            yield from field_texts(field)
    for counters in view.seat_counters.values():
        yield from (label for label, _ in counters)


def refusals(state):
    """The messages of every action refused in this state (each kind tried, with empty
    or example values)."""
    for kind in ("gain", "lose", "grain_rate", "feeding", "pyramid_row", "cooperation",
                 "next_phase", "no_such_kind"):
        values = {"player": 0, "points": 1, "rate": 1, "grain": 0, "crew_strength": 3,
                  "boats": 1, "used_stone": True}
        try:
            egizia.apply(state, kind, values)
        except IllegalAction as exc:
            yield exc.args[0]


def full_play():
    """Every phase of the 5 rounds, each offered action done once with example values
    (the grain rate before the feeding, so the feeding is accepted)."""
    state = GAME.start(3, 0, GAME.random_setup(3, random.Random(1)))
    views, errors = [], []
    while not state.over:
        view = GAME.tracker_view(state, NAMES)
        views.append(view)
        errors += list(refusals(state))
        for action in sorted(view.actions[1:], key=lambda a: a.kind != "grain_rate"):
            values = {f.name: f.example() for f in action.fields}
            if action.kind == "pyramid_row":
                values = {"stone_0": 1, "stone_1": 0, "stone_2": 1}
            if action.kind == "feeding":        # 2 unfed crew points
                values = {"player": 0, "grain": 1, "crew_strength": 3}
            state = GAME.apply(state, action.kind, values, {})
        errors += list(refusals(state))
        kind, values = GAME.example_move(view)
        state = GAME.apply(state, kind, values, {})
    errors += list(refusals(state))
    return state, views, errors


def score_texts():
    entries = [(name, GAME.parse_entry(dict(GAME.example_entry(), score=40)))
               for name in NAMES]
    for order in (None, "leader"):
        scores = GAME.score(entries, ScoreContext(settings={"end_scoring_order": order}))
        for tie_break in GAME.tie_breaks:
            yield tie_break.wins_with
            yield from (tie_break.shown(p) for p in scores)
    yield from GAME.breakdown_labels.values()
    try:
        egizia.egizia_track(entries, ScoreContext(table={"arrival_order": ["Ana"]}))
    except InvalidInput as refused:
        yield from (e.message for e in refused.errors)
    else:
        raise AssertionError("an arrival order without every player was taken")


def game_texts():
    yield GAME.summary
    yield GAME.settings_help
    yield GAME.start_title
    yield GAME.start_label
    for aid in GAME.aids:
        yield aid.title
        yield aid.description
    for setting in GAME.settings:
        yield from field_texts(setting.field)
    for field in GAME.table_fields + GAME.entry_fields(False):
        yield from field_texts(field)
    for players in range(GAME.min_players, GAME.max_players + 1):
        for step in GAME.setup_steps(players):
            yield step.title
            yield step.detail
        yield from (a.label for a in GAME.actions_offered(players))


def test_every_text_of_a_full_play_is_a_msg():
    state, views, errors = full_play()
    texts = [t for view in views for t in view_texts(view)]
    assert {str.__str__(view.status) for view in views} >= {
        f"Phase {n} of 7: {phase}" for n, phase in enumerate(egizia.PHASES, 1)}
    logs = list(GAME.log_lines(state))
    assert any("unfed crews" in line for line in logs)          # the helpers did score
    assert any("Round 5 over" in line for line in logs)
    assert errors and len(texts) > 100
    for text in texts + logs + errors + list(score_texts()) + list(game_texts()):
        assert isinstance(text, Msg), repr(text)


def test_the_start_refuses_in_a_msg():
    with pytest.raises(IllegalAction) as refused:
        GAME.start(2, 0, {})
    assert isinstance(refused.value.args[0], Msg)


def test_names_must_be_a_list_in_a_msg():
    errors = []
    assert egizia._names("Ana", "track_order", errors) is None
    assert [type(e.message) for e in errors] == [Msg]


def test_texts_go_through_the_catalogue(pseudo):
    state, views, _ = full_play()
    with i18n.speaking("es"):
        assert str(views[0].status) == "⟦Phase 1 of 7: ⟦Nile cards⟧⟧"
        shown = [str(line) for line in GAME.log_lines(state)]
        boats = str(views[1].reminders[0].text)
    assert all(line.startswith("⟦") and line.endswith("⟧") for line in shown)
    assert "⟦unfed crews⟧" in " ".join(shown)
    assert boats.startswith("⟦Boats one at a time in turn-tile order: ") and "Ben" in boats
    # English is kept as the value the tests and the logs read
    assert str.__str__(views[0].status) == "Phase 1 of 7: Nile cards"


# --- the pages in Spanish and French ------------------------------------------------------

def act(client, play, after, kind, data=None, lang="es"):
    reply = client.post(f"/api/plays/{play}/events?lang={lang}",
                        json={"after": after, "kind": kind, "data": data or {}})
    return reply


SHOWN = {
    "es": {"rate": "penalización de este jugador", "phase": "Fase 3 de 7: Alimentar a los equipos",
           "unfed": "Ben: -4 (equipos sin alimentar); ahora tiene -4",
           "stones": "Piedras que quedan", "tombs": "Losetas de tumba"},
    "fr": {"rate": "pénalité de ce joueur", "phase": "Phase 3 sur 7\u00a0: Nourrir les équipes",
           "unfed": "Ben\u00a0: -4 (équipes non nourries)\u202f; score\u00a0: -4",
           "stones": "Pierres restantes", "tombs": "Tuiles tombeau"},
}


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_play_pages_work_in_another_language(client, lang):
    shown = SHOWN[lang]
    play = start_play(client, NAMES, "egizia")
    setup = client.get(f"/plays/{play}/setup?lang={lang}")
    assert setup.status_code == 200 and f'lang="{lang}"' in setup.get_data(as_text=True)
    seq = act(client, play, 0, "first_player").get_json()["seq"]
    seq = act(client, play, seq, "next_phase").get_json()["seq"]
    seq = act(client, play, seq, "next_phase").get_json()["seq"]
    seq = act(client, play, seq, "grain_rate", {"player": 1, "rate": 2}).get_json()["seq"]
    refused = act(client, play, seq, "feeding", {"player": 0, "grain": 1, "crew_strength": 3},
                  lang)
    assert refused.status_code == 400
    assert shown["rate"] in refused.get_json()["errors"][0]["message"]
    seq = act(client, play, seq, "feeding", {"player": 1, "grain": 1,
                                             "crew_strength": 3}).get_json()["seq"]
    tracker = client.get(f"/plays/{play}/track?lang={lang}").get_data(as_text=True)
    assert shown["phase"] in tracker
    assert 'name="f:crew_strength"' in tracker and shown["unfed"] in tracker
    seq = act(client, play, seq, "to_scoring").get_json()["seq"]
    entry = client.get(f"/plays/{play}/score/0?lang={lang}")
    html = entry.get_data(as_text=True)
    assert entry.status_code == 200 and 'name="stones"' in html and shown["stones"] in html
    for seat in range(3):
        seq = act(client, play, seq, "score", {"seat": seat, "entry": {
            "stones": 4, "stone_market_bottom_two": True, "tomb_tiles": [seat + 1],
            "sphinx_points": [2]}}).get_json()["seq"]
    results = client.get(f"/plays/{play}/results?lang={lang}")
    assert results.status_code == 200 and shown["tombs"] in results.get_data(as_text=True)
    for url in ("/games/egizia", "/games/egizia/settings", "/games/egizia/print"):
        assert client.get(f"{url}?lang={lang}").status_code == 200


def test_play_pages_show_the_translated_texts(client, pseudo):
    play = start_play(client, NAMES, "egizia")
    setup = client.get(f"/plays/{play}/setup?lang=es").get_data(as_text=True)
    assert "⟦Deal the turn tiles at random⟧" in setup and "⟦Markers⟧" in setup
    seq = act(client, play, 0, "first_player").get_json()["seq"]
    act(client, play, seq, "gain", {"player": 2, "points": 4})
    tracker = plain(client.get(f"/plays/{play}/track?lang=es").get_data(as_text=True))
    status = re.search(r'class="status-line">(.*?)</p>', tracker).group(1)
    assert status == "⟦Phase 1 of 7: ⟦Nile cards⟧⟧"
    assert "<li>⟦Lay 10 Nile cards from deck 1/2.⟧ <a " in tracker
    for text in ("⟦Next phase: ⟦Boats⟧⟧", "⟦Points scored⟧", "⟦Player⟧", "⟦score⟧: 4",
                 "Cy +4 (⟦points⟧): 4"):
        assert str(escape(text)) in tracker or text in tracker, text
    # the log line as a whole is a translated text with the player's name put in
    assert "⟦Cy +4 (⟦points⟧): 4⟧" in tracker
    settings = client.get("/games/egizia/settings?lang=es").get_data(as_text=True)
    assert "⟦End-game scoring order⟧" in settings and "⟦Leader first" in settings


# --- the printed aids ---------------------------------------------------------------------

def sheet_content(html: str) -> str:
    """The text of the sheets' content and footer (the header is the shared base's)."""
    parts = re.findall(r'<div class="content"[^>]*>(.*?)</div>\s*<footer class="sheet-foot">'
                       r'(.*?)</footer>', html, re.S)
    return " ".join(sheet_text(content + " " + foot) for content, foot in parts)


@pytest.mark.parametrize("players", [None, 2, 3, 4])
def test_aids_keep_their_markup_in_another_language(client, players):
    query = f"&players={players}" if players else ""
    for aid in GAME.aids:
        english = client.get(f"/games/egizia/print/{aid.slug}.html?lang=en{query}")
        spanish = client.get(f"/games/egizia/print/{aid.slug}.html?lang=es{query}")
        assert spanish.status_code == 200
        # the same tags; the type's size and spacing may differ (each fitted to its page)
        tags = [re.sub(r"font-size: [\d.]+pt; line-height: [\d.]+", "fitted", " ".join(
                    re.findall(r"<(?!html)[^>]+>", r.get_data(as_text=True))))
                for r in (english, spanish)]
        assert tags[0] == tags[1]


@pytest.mark.parametrize("players", [None, 2, 3, 4])
def test_every_word_of_the_aids_is_translated(client, pseudo, players):
    query = f"&players={players}" if players else ""
    html = client.get(f"/games/egizia/print/booklet.html?lang=es{query}").get_data(
        as_text=True)
    text = sheet_content(html)
    assert text.count("⟦") > 100
    outside = re.sub(r"⟦[^⟦⟧]*⟧", " ", text)
    while "⟦" in outside:     # nested: a translated text inside a translated text
        outside = re.sub(r"⟦[^⟦⟧]*⟧", " ", outside)
    assert not re.findall(r"[A-Za-z]{2,}", outside), outside


def test_aid_pdf_in_spanish(client):
    response = client.get("/games/egizia/print/setup.pdf?lang=es&players=3")
    assert response.status_code == 200 and response.data.startswith(b"%PDF")
