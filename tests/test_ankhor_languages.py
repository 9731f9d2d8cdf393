"""Ankh'or in another language: every text the module builds is a Msg (translated when it
is shown), and the entry partial, its script's texts and the printed aids send every
word through the catalogues.

While the catalogues are empty Spanish looks like English, so most tests speak a
pseudo-language instead: every translated text comes back wrapped in ⟦ ⟧. A word left
outside the brackets never went through a catalogue.
"""
import json
import re
from html.parser import HTMLParser

import pytest

from companion import i18n
from companion.errors import IllegalAction, InvalidInput
from companion.games.ankhor import GAME, TurnState, apply, start
from companion.games.base import ScoreContext, with_names
from companion.i18n import Msg
from tests.ankhor_layouts import rulebook_example, tile
from tests.conftest import after, csrf_token, start_play
from tests.pseudo import speak_marking
from tests.typeset import plain

NAMES = ["Ana", "Ben", "Cy", "Dee"]


@pytest.fixture
def pseudo(monkeypatch):
    """Spanish and French are the pseudo-language, for the game's Msg texts and the pages."""
    speak_marking(monkeypatch)


def outside_brackets(text: str) -> str:
    wrapped = re.compile(r"⟦[^⟦⟧]*⟧")
    while True:
        text, found = wrapped.subn(" ", text)
        if not found:
            return text


def untranslated(text: str) -> list[str]:
    """The words of `text` that no catalogue saw (numbers and punctuation are no words)."""
    assert "⟦" not in outside_brackets(text) and "⟧" not in outside_brackets(text), text
    # ¹: a source mark; a lone capital A to E: a key to a drawing, which its caption explains
    return [word for word in re.findall(r"[^\W\d_⁰¹²³⁴⁵⁶⁷⁸⁹]+", outside_brackets(text))
            if not re.fullmatch("[A-E]", word)]


def assert_all_translated(texts) -> None:
    texts = list(texts)
    assert texts
    with i18n.speaking("es"):
        for text in texts:
            assert isinstance(text, Msg), f"not a Msg: {text!r}"
            assert not untranslated(str(text)), str(text)


# --- the module ----------------------------------------------------------------------------

def view_texts(view):
    for action in view.actions:
        yield action.label
        yield from [action.hint] if action.hint else []
        for field in action.fields:
            yield field.label
    for reminder in view.reminders:
        yield reminder.text
    for counters in view.seat_counters.values():
        yield from (label for label, _ in counters)
    yield from [view.status] if view.status else []


def played(seats: int):
    """A whole tracked game: tokens with ankhs, both ankh actions, a scribe, upper-level
    tiles, then tiles every turn until someone's 13th ends it. Yields every state."""
    # Turns in two steps (as plays recorded before one-tap turns), so "End turn" and the
    # end-of-turn reminders are seen too.
    turn = GAME.start(seats, 0, {"count_ankhs": True})
    opening = [("take_tokens", {"ankhs": 2}), ("end_turn", {})]
    opening += [("take_tokens", {"ankhs": 1}), ("end_turn", {})] * (seats - 1)
    opening += [("refresh", {}), ("buy_tile", {"scribe": True}), ("move_tile", {}),
                ("end_turn", {})]
    for kind, values in opening:
        yield turn
        turn = GAME.apply(turn, kind, values, {})
    while not GAME.is_over(turn):
        yield turn
        kind, values = GAME.example_move(GAME.tracker_view(turn, NAMES[:seats]))
        if kind == "buy_tile" and turn.tiles[turn.seat] >= 4 and turn.round % 3 == 0:
            values = {"upper": True}
        turn = GAME.apply(turn, kind, values, {})
    yield turn


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_every_text_of_a_tracked_game_is_a_msg(pseudo, seats):
    texts, kinds = [], set()
    for turn in played(seats):
        view = GAME.tracker_view(turn, NAMES[:seats])
        kinds.update(a.kind for a in view.actions)
        texts += view_texts(view)
    texts += GAME.log_lines(turn)
    assert GAME.is_over(turn) and kinds == {"take_tokens", "buy_tile", "refresh",
                                            "move_tile", "end_turn"}
    assert any("13th tile" in t for t in texts) and any("(a scribe)" in t for t in texts)
    assert any("upper-level" in t for t in texts)
    assert_all_translated(texts)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_setup_actions_and_fields_are_msgs(pseudo, seats):
    texts = [text for step in GAME.setup_steps(seats) for text in (step.title, step.detail)]
    for action in GAME.actions_offered(seats):
        texts += [action.label] + ([action.hint] if action.hint else [])
        texts += [f.label for f in action.fields]
    texts += [f.label for f in GAME.entry_fields(True) + GAME.entry_fields(False)]
    assert_all_translated(texts)


def test_the_game_s_own_texts_are_msgs(pseudo):
    setting = GAME.settings[0].field
    texts = [GAME.summary, GAME.settings_help, setting.label, setting.hint]
    texts += [label for _, label in setting.choices]
    texts += list(GAME.breakdown_labels.values())
    texts += [text for aid in GAME.aids for text in (aid.title, aid.description)]
    texts += [t.wins_with for t in GAME.tie_breaks]
    view = GAME.entry_view()
    texts += [view[key][name] for key in ("color_names", "animal_names", "color_letters")
              for name in view[key]]
    assert_all_translated(texts)
    assert setting.label == "Printed numbers under an upper-level tile"


def test_scores_warnings_and_tie_breaks_are_msgs(pseudo):
    line = [tile(0, c, "red", points=1) for c in range(15)]
    floating_colour = [tile(0, 0, "red"), tile(0, 1, "blue"), tile(1, 0, "blue"),
                       tile(1, 1, "white"), tile(0, 0, "green", level=1)]
    entries = [("Ana", GAME.read_entry({"tiles": line, "leftover_tokens": 9})),
               ("Ben", GAME.read_entry({"tiles": floating_colour})),
               ("Cy", GAME.read_entry(rulebook_example()))]
    scores = GAME.score(entries, ScoreContext(settings={"covered_numbers": "count"}))
    warnings = [w for s in scores for w in s.warnings]
    assert len(warnings) == 4       # tiles, leftover, bonus tokens, the upper tile's colour
    shown = [t.shown(s) for t in GAME.tie_breaks for s in scores]
    assert_all_translated(warnings + shown)
    assert str(GAME.tie_breaks[0].shown(scores[1])) == "5 tiles"
    one = GAME.score([("Dee", GAME.read_entry({"tiles": [tile(0, 0, "red")]}))],
                     ScoreContext())[0]
    assert [str(t.shown(one)) for t in GAME.tie_breaks] == ["1 tile", "0 tokens"]


def refused(state: TurnState, kind: str, values=None) -> Msg:
    with pytest.raises(IllegalAction) as exc:
        apply(state, kind, values or {})
    return exc.value.args[0]


def test_refusals_are_msgs(pseudo):
    fresh = start(2, 0, {"count_ankhs": True})      # turns in two steps: End turn refused too
    holding = TurnState(**{**fresh.__dict__, "ankhs": (2, 2)})
    spent = apply(apply(TurnState(**{**holding.__dict__, "tiles": (1, 0)}), "refresh", {}),
                  "move_tile", {})
    over = TurnState(**{**fresh.__dict__, "over": True})
    messages = [
        refused(over, "take_tokens"), refused(fresh, "steal"),
        refused(apply(fresh, "take_tokens", {}), "buy_tile"),
        refused(fresh, "take_tokens", {"ankhs": 4}), refused(fresh, "buy_tile", {"upper": True}),
        refused(spent, "refresh"), refused(fresh, "refresh"), refused(holding, "move_tile"),
        refused(fresh, "end_turn"),
    ]
    assert_all_translated(messages)


def entry_errors(raw) -> list:
    with pytest.raises(InvalidInput) as exc:
        GAME.read_entry(raw, prefix="players[0].")
    return [e.message for e in exc.value.errors]


def test_layout_errors_are_msgs(pseudo):
    messages = entry_errors({"tiles": [tile(0, 0, "red"), tile(0, 0, "blue")]})
    messages += entry_errors({"tiles": [tile(0, 0, "red"), tile(0, 0, "red", level=1)]})
    messages += entry_errors({"tiles": [tile(0, 0, "red"), tile(2, 2, "red")]})
    messages += entry_errors({"tiles": [tile(0, c, "red") for c in range(56)]})
    messages += entry_errors({"tiles": ["red"]})
    with pytest.raises(InvalidInput) as exc:
        GAME.score([("Ana", GAME.read_entry(rulebook_example() | {"tiles": [
            *[tile(r, c, "red", points=1) for r in range(2) for c in range(2)],
            tile(0, 0, "red", level=1)]}))], ScoreContext())
    messages += [e.message for e in exc.value.errors]
    assert len(messages) == 6
    assert_all_translated(messages)
    with i18n.speaking("es"):
        missing = str(messages[1])
    assert "⟦row 0, column 1⟧; ⟦row 1, column 0⟧" in missing    # each place translated


def test_log_lines_keep_the_players_placeholders(pseudo):
    state = apply(start(2, 1), "take_tokens", {"ankhs": 1})         # one tap: Ben's turn ends
    state = apply(state, "buy_tile", {"scribe": True})
    with i18n.speaking("fr"):
        lines = [with_names(line, NAMES) for line in GAME.log_lines(state)]
    assert lines == ["⟦Ben took 3 tokens (1 ankh)⟧", "⟦Ana bought ⟦a tile (a scribe)⟧: 1 tile⟧",
                     "⟦Ana takes an extra turn (scribe)⟧"]
    assert [with_names(line, NAMES) for line in GAME.log_lines(state)] == [
        "Ben took 3 tokens (1 ankh)", "Ana bought a tile (a scribe): 1 tile",
        "Ana takes an extra turn (scribe)"]


# --- the pages -----------------------------------------------------------------------------

class Visible(HTMLParser):
    """The text a reader sees: no scripts, no styles, no icons' titles, no drawings (the
    shared macros draw those; a drawing's letters are keys its caption explains)."""

    HIDDEN = {"script", "style", "title", "svg"}

    def __init__(self):
        super().__init__()
        self.parts, self.hidden = [], 0

    def handle_starttag(self, tag, attrs):
        self.hidden += tag in self.HIDDEN

    def handle_endtag(self, tag):
        self.hidden -= tag in self.HIDDEN

    def handle_data(self, data):
        if not self.hidden:
            self.parts.append(data)


def visible_text(html: str) -> str:
    parser = Visible()
    parser.feed(html)
    return " ".join("".join(parser.parts).split())


def act(client, play, path, page, **data):
    url = f"/plays/{play}/{page}"
    form = {"csrf_token": csrf_token(client, url), "after": after(client, url), **data}
    return client.post(f"/plays/{play}/{path}", data=form, follow_redirects=True)


def speak(client, lang: str) -> None:
    """The phone's choice in the header's switcher."""
    client.get(f"/language/{lang}")


def test_score_entry_partial_and_its_script_texts(client, pseudo):
    play = start_play(client)
    act(client, play, "first-player", "setup", seat="0")
    act(client, play, "to-scoring", "track")
    response = client.get(f"/plays/{play}/score/0?lang=es")
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    partial = html[html.index('<script type="application/json" id="game-texts">'):
                   html.index('<section class="breakdown"')]
    assert not untranslated(visible_text(partial)), visible_text(partial)
    labels = re.findall(r'(?:aria-label|data-name|data-letter)="([^"]*)"', partial)
    # colour, animal, grid; placed kinds, any points, bonus token less/more; the colours'
    # letters and names; the animals' names
    assert len(labels) == 3 + 4 + 5 * 2 + 3
    assert all(not untranslated(label) for label in labels), labels
    texts = json.loads(re.search(r'id="game-texts">(.*?)</script>', partial, re.S).group(1))
    assert set(texts) == {"point_one", "points", "vp_one", "vp", "tile_one", "tiles",
                          "upper_level", "empty", "cell", "upper_tile", "upper_unsupported",
                          "tile_apart", "tile_refused"}
    assert all(not untranslated(text) for text in texts.values()), texts
    assert "{n}" in texts["tiles"] and "{row}" in texts["cell"] and "{tile}" in texts["cell"]
    assert 'data-name="⟦jackal⟧"' in partial and ">⟦K⟧</span>" in partial


def test_score_entry_in_english_is_unchanged(client):
    play = start_play(client)
    act(client, play, "first-player", "setup", seat="0")
    act(client, play, "to-scoring", "track")
    html = client.get(f"/plays/{play}/score/0?lang=en").get_data(as_text=True)
    texts = json.loads(re.search(r'id="game-texts">(.*?)</script>', html, re.S).group(1))
    assert texts["tiles"] == "{n} tiles" and texts["cell"] == "row {row}, column {col}: {tile}"
    assert 'data-letter="K" data-name="black"' in html and "<span>jackal</span>" in html
    assert "Bonus tokens held (value of each, e.g. 3 3)" in html


def test_tracker_shows_the_game_s_texts_translated(client, pseudo):
    speak(client, "es")
    play = start_play(client)
    act(client, play, "first-player", "setup", seat="0")
    html = act(client, play, "act", "track", kind="take_tokens",
               **{"f:ankhs": "1"}).get_data(as_text=True)     # one tap: the turn passes
    html = plain(html)
    for text in ["⟦tiles⟧: 0", "⟦ankhs⟧: 1", "⟦Took 3 tokens⟧", "⟦Bought a tile⟧",
                 "⟦This ends the turn: spend ankhs first; then keep at most 5 resource "
                 "tokens and 2 ankhs.⟧"]:
        assert text in html, text
    assert "⟦Ana took 3 tokens (1 ankh)⟧" in html


def test_game_page_and_settings_translated(client, pseudo):
    html = client.get("/games/ankhor?players=2&lang=es").get_data(as_text=True)
    for text in ["⟦Token piles of 4⟧", "⟦Two-player reminder⟧", "⟦Setup sheet⟧",
                 "⟦Buy market tiles with tokens"]:
        assert text in html, text
    html = client.get("/games/ankhor/settings?lang=es").get_data(as_text=True)
    for text in ["⟦Printed numbers under an upper-level tile⟧",
                 "⟦They do not count: a covered number is no longer shown⟧",
                 "⟦The rulebook leaves one question open"]:
        assert text in html, text


def sheets(html: str) -> list[str]:
    """The content of each sheet (the header and footer are the shared frame's)."""
    return [part[part.index(">") + 1:part.index('<footer class="sheet-foot">')]
            for part in html.split('<div class="content"')[1:]]


@pytest.mark.parametrize("players", [None, 2, 3, 4])
def test_every_word_of_the_aids_goes_through_the_catalogue(client, pseudo, players):
    query = f"?lang=es&players={players}" if players else "?lang=es"
    response = client.get(f"/games/ankhor/print/booklet.html{query}")
    assert response.status_code == 200
    contents = sheets(plain(response.get_data(as_text=True)))
    assert len(contents) == len(GAME.aids) + 1     # the player reference has two sides
    for content in contents:
        text = visible_text(content)
        assert not untranslated(text), (untranslated(text), text)
        assert "&lt;" not in content                   # markup passed in stays markup
    player = contents[1]
    assert "<strong>⟦5 resources + 2 ankhs⟧</strong>" in player
    assert '<span class="mark">¹</span>' in player      # a source mark: a number, no word


def test_aids_in_english_read_as_before(client):
    html = client.get("/games/ankhor/print/booklet.html?players=2&lang=en").get_data(
        as_text=True)
    text = " ".join(visible_text(content) for content in sheets(html))
    for sentence in ["4 tokens in each of the 6 piles¹",
                     "24 of the 36 tokens are in play: put the other 12 back in the box.",
                     "With 2 players every market refresh first discards the leftmost tile.",
                     "Any kinds, repeats allowed. End of your turn: keep at most 5 resources "
                     "+ 2 ankhs; return the rest.",
                     "take a bonus token (3 VP).",
                     "Someone places their 13th tile → finish the round",
                     "Tie: fewer tiles³, then more leftover tokens⁵, else shared."]:
        assert sentence in text, sentence


def test_aid_pdf_in_spanish(client):
    response = client.get("/games/ankhor/print/turn.pdf?lang=es")
    assert response.status_code == 200 and response.data.startswith(b"%PDF")


def test_the_edition_line_follows_the_language(client, pseudo):
    client.get("/games/ankhor/print/setup.html?lang=en")
    html = client.get("/games/ankhor/print/setup.html?lang=es").get_data(as_text=True)
    assert "⟦Sources:⟧ " in html and "⟦Rulebook (Space Cowboys, 2019)⟧" in html
