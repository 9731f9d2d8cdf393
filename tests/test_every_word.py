"""Every word a table reads goes through the catalogue, for every game of the registry.

The marking catalogue (tests/pseudo.py) "translates" each text to ⟦text⟧: a word left
outside the marks on a page, in a log line, a tie explanation, a refusal, a conflict, a
script's texts or a JSON message never went through a catalogue, and would show in
English to a Spanish or French table. The games' actions are found by playing: random
plays of each game at each player count, every action offered tried at every step.
"""
import json
import random
import re
import string
from dataclasses import replace

import pytest
from babel.dates import get_month_names

from companion import i18n
from companion.errors import IllegalAction, InvalidInput
from companion.games import GAMES
from companion.games.base import PlayerScore
from companion.games.fields import Bool, Choice, Int, IntList, Player
from companion.i18n import Msg
from companion.plays import PlayState, _apply, event_label, first_player_event
from companion.ranking import rank_players
from companion.web import printables, rule_pages, script_texts
from tests.conftest import start_play
from tests.pseudo import speak_marking, unmarked_words, visible_text

NAMES = ["Ana", "Ben", "Cy", "Dee", "Eve"]
SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹"
# Words that are no text of ours: players' names, the games' published titles and the
# names printed on their components (Pyramids' gods), the app's own name and the
# languages' names in the switcher.
OURS_NOT = frozenset({*NAMES, "companion", "English", "Español", "Français", "EN", "ES", "FR",
                      "Horus", "Anubis", "Khepri", "Sekhmet", "Thoth"}
                     | {word for game in GAMES.values()
                        for word in re.findall(r"[^\W\d_]+", game.name)}
                     # a diagram's callout letters and a player's mark (A, B…), and the
                     # source marks, superscript numbers explained by the sheet's legend
                     | set(string.ascii_uppercase)
                     | {a + b for a in SUPERSCRIPTS for b in ("", *SUPERSCRIPTS)}
                     # dates are written by Babel in the page's language (CLDR's months)
                     | {word for width in ("abbreviated", "wide")
                        for month in get_month_names(width, locale="es").values()
                        for word in re.findall(r"[^\W\d_]+", month)})


def _forget_rendered_texts() -> None:
    """What is kept rendered per language (the rules' sections, the scripts' texts, the
    aids' type sizes and PDFs) was made with another catalogue."""
    rule_pages.sections_html.cache_clear()
    script_texts.texts_in.cache_clear()
    printables.sheet_fit.cache_clear()
    printables._pdf_in.cache_clear()


@pytest.fixture
def pseudo(monkeypatch):
    speak_marking(monkeypatch)
    _forget_rendered_texts()
    yield
    _forget_rendered_texts()


def marked(texts, where="") -> None:
    """Each text, shown in Spanish (the marking catalogue), has no word unmarked."""
    texts = list(texts)
    assert texts, where
    with i18n.speaking("es"):
        left = {str(text): unmarked_words(str(text), OURS_NOT) for text in texts}
    assert {text: words for text, words in left.items() if words} == {}, where


def seat_counts(game):
    return range(game.min_players, game.max_players + 1)


# --- playing every game ------------------------------------------------------------------

def some_value(field, rng: random.Random, seats: int):
    """A value of the field's type, at random within what it declares."""
    if isinstance(field, Bool):
        return rng.random() < 0.5
    if isinstance(field, Player):
        return rng.randrange(seats)
    if isinstance(field, Choice):
        return rng.choice(field.choices)[0]
    if isinstance(field, Int):
        return rng.randint(field.low, min(field.high, field.low + 6))
    if isinstance(field, IntList):
        return [rng.randint(field.low, min(field.high, field.low + 6))]
    return field.example()


def new_play(game, seats: int, rng: random.Random, setup: dict | None = None) -> PlayState:
    """A play just started, with the group's settings (example values) and either the
    game's own draws or `setup` (a play recorded before the game drew anything)."""
    state = PlayState("p", game, [{"name": n, "color": "red"} for n in NAMES[:seats]], "now",
                      settings={s.field.name: s.field.example() for s in game.settings})
    event = first_player_event(game, seats, rng.randrange(seats))
    _apply(state, "first_player", event if setup is None else dict(event, setup=setup))
    return state


def tried(state: PlayState, kind: str, values: dict):
    """The play after one action on a copy, and its log text; or the refusal."""
    trial = state.copy()
    try:
        return trial, _apply(trial, kind, values)
    except (IllegalAction, InvalidInput) as exc:
        return None, exc


def refusal_texts(exc) -> list:
    if isinstance(exc, InvalidInput):
        return [e.message for e in exc.errors]
    return list(exc.args[:1])


def played(game, seats: int, seed: int, setup: dict | None = None, steps: int = 600):
    """A random play of `game`: yields (kind, outcome) for every action the tracker offers
    at every step (random values, then the example ones), and for every kind declared but
    not offered then, sent anyway (a refusal)."""
    rng = random.Random(seed)
    try:
        state = new_play(game, seats, rng, setup)
    except IllegalAction:       # a game that cannot start without its draws
        assert setup is not None
        return
    declared = {a.kind: a for a in game.actions_offered(seats)}
    for _ in range(steps):
        if state.phase != "playing":
            return
        view = state.tracker()
        outcomes = []
        for action in view.actions:
            for values in ({f.name: some_value(f, rng, seats) for f in action.fields},
                           {f.name: f.example() for f in action.fields}):
                after, said = tried(state, action.kind, values)
                yield action.kind, said
                if after is not None:
                    outcomes.append(after)
                    break
        for kind in declared.keys() - {a.kind for a in view.actions}:
            yield kind, tried(state, kind, {f.name: f.example()
                                            for f in declared[kind].fields})[1]
        if not outcomes:
            return
        state = rng.choice(outcomes)


@pytest.mark.parametrize("slug", GAMES)
def test_the_log_line_of_every_action_every_game_offers_is_marked(pseudo, slug):
    game = GAMES[slug]
    for seats in seat_counts(game):
        texts, refusals, seen = [], [], set()
        # the game's own draws, and a play recorded before it drew anything
        for seed, setup in ((0, None), (1, None), (2, {})):
            for kind, said in played(game, seats, seed, setup):
                if isinstance(said, Exception):
                    refusals += refusal_texts(said)
                else:
                    seen.add(kind)
                    texts.append(said)
        offered = {a.kind for a in game.actions_offered(seats)}
        assert seen == offered, (seats, offered - seen)
        marked(texts, (slug, seats, "log"))
        marked(refusals, (slug, seats, "refusals"))
        marked([event_label(game, kind, seats) for kind in offered], (slug, seats))


# --- every tie-break's explanation ---------------------------------------------------------

def example_scores(game) -> list[PlayerScore]:
    body = {"players": [dict(game.example_entry(), name=name) for name in NAMES[:2]]}
    settings = {s.field.name: s.field.example() for s in game.settings}
    return game.score(*game.parse_score_request(body, settings))


def changed(value):
    if isinstance(value, bool):
        return [not value]
    if isinstance(value, int):
        return [value + 1, value - 1]
    return []


def apart_on(game, index: int) -> tuple[PlayerScore, PlayerScore]:
    """Two players on the same total whom tie-break `index` separates, and none before it."""
    base = example_scores(game)[0]
    keys = [tb.key for tb in game.tie_breaks]
    for stat, value in base.stats.items():
        for other in changed(value):
            second = replace(base, name=NAMES[1], stats={**base.stats, stat: other})
            if (all(k(base) == k(second) for k in keys[:index])
                    and keys[index](base) != keys[index](second)):
                return replace(base, name=NAMES[0]), second
    raise AssertionError(f"no two scores that tie-break {index} of {game.slug} separates")


def tie_explanations(game) -> list:
    """Every tie explanation the game can give: each tie-break deciding first place and a
    place further down, and players no tie-break separates."""
    out = []
    for index in range(len(game.tie_breaks)):
        first, second = apart_on(game, index)
        out += rank_players([first, second], game.tie_breaks).explanations
        leader = replace(first, name=NAMES[2], total=first.total + 5)
        out += rank_players([leader, first, second], game.tie_breaks).explanations
    same = example_scores(game)[0]
    out += rank_players([replace(same, name=NAMES[0]), replace(same, name=NAMES[1])],
                        game.tie_breaks).explanations
    return out


@pytest.mark.parametrize("slug", GAMES)
def test_every_tie_break_explanation_of_every_game_is_marked(pseudo, slug):
    game = GAMES[slug]
    explanations = tie_explanations(game)
    assert len(explanations) == 2 * len(game.tie_breaks) + 1
    marked(explanations, slug)
    for tie_break in game.tie_breaks:   # a whole sentence each, not one built around it
        if tie_break.explain is not None:   # its own whole sentences, each reason's:
            continue                        # tests/test_egizia_ties.py marks every one
        assert tie_break.wins and tie_break.goes_ahead, (slug, tie_break.wins_with)
        for sentence in (tie_break.wins, tie_break.goes_ahead):
            assert isinstance(sentence, Msg) and {"{ahead}", "{behind}"} <= set(
                re.findall(r"\{\w+\}", sentence)), sentence


# --- every page kind, every JSON message -------------------------------------------------

SPANISH = {"Accept-Language": "es"}


def send(client, play: str, kind: str, data: dict | None = None, after: int | None = None):
    """An action sent as a Spanish phone sends it (after the last event, unless told)."""
    if after is None:
        after = client.get(f"/api/plays/{play}").get_json()["seq"]
    return client.post(f"/api/plays/{play}/events", headers=SPANISH,
                       json={"after": after, "kind": kind, "data": data or {}})


def a_play_with_a_tie(app, client, game) -> tuple[str, list]:
    """A play of `game` played out through the API (example moves), one action taken
    back, and every seat scored with the same entry: a tie on the final score. Returns
    the play and each JSON answer it got."""
    from companion.db import get_db
    from companion.plays import read_state
    play = start_play(client, NAMES[:game.min_players], game.slug)
    answers = [send(client, play, "first_player", {"seat": 0}).get_json()]
    for step in range(3000):
        with app.app_context():
            state = read_state(get_db(), play)
        if state.phase != "playing":
            break
        kind, data = game.example_move(state.tracker())
        answers.append(send(client, play, kind, data).get_json())
        if step == 1:
            answers.append(client.post(f"/api/plays/{play}/undo", headers=SPANISH,
                                       json={"after": answers[-1]["seq"]}).get_json())
        answers.append(client.get(f"/api/plays/{play}", headers=SPANISH).get_json())
    for seat in state.scoring_order():
        answers.append(send(client, play, "score",
                            {"seat": seat, "entry": game.example_entry()}).get_json())
    assert answers[-1]["phase"] == "finished" and answers[-1]["tie_breaks"]
    return play, answers


def pages_of_a_game(app, client, game) -> tuple[list[str], list]:
    slug = game.slug
    pages = [f"/games/{slug}", f"/plays/new/{slug}", f"/games/{slug}/rules",
             f"/games/{slug}/rules?q=xyzzy+plugh", f"/games/{slug}/print",
             f"/games/{slug}/print/booklet.html"]
    pages += [f"/games/{slug}?players={n}" for n in seat_counts(game)]
    rules = client.get(f"/games/{slug}/rules").get_data(as_text=True)
    pages += sorted(set(re.findall(rf'href="(/games/{slug}/rules/[^"?#]+)"', rules)))[:3]
    if game.settings:
        pages.append(f"/games/{slug}/settings")
    playing = start_play(client, NAMES[:game.max_players], slug)
    pages += [f"/plays/{playing}/setup", f"/plays/{playing}/log"]
    send(client, playing, "first_player", {"seat": 0})
    pages += [f"/plays/{playing}/track", f"/plays/{playing}/log"]
    done, answers = a_play_with_a_tie(app, client, game)
    pages += [f"/plays/{done}/score", f"/plays/{done}/score/0", f"/plays/{done}/results",
              f"/plays/{done}/log", "/history?player=Ana", "/players/rename?player=Ana"]
    return pages, answers


# Codes printed as they are: the rulebook's sections (§ 3.b), the paper sizes.
DATA = re.compile(r"§ ?\d+(?:\.[a-z])?|\bA[45]\b")
SHARED_PAGES = ["/", "/plays/new", "/history", "/stats", "/data/", "/rules/unanswered",
                "/no/such/page"]


def scripts_texts(html: str) -> list[str]:
    """The texts a page hands its scripts (the shared block and a game's own), to show."""
    out = []
    for block in re.findall(r'<script type="application/json" id="[\w-]+">(.*?)</script>',
                            html, re.S):
        out += list(_strings(json.loads(block)))
    return out


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def content_words(game, lang: str) -> frozenset[str]:
    """The words of the game's rules entries in `lang`: content of that language's own
    files, not catalogue texts."""
    from companion import content
    texts = [text for entry in content.entries_for(game, lang)
             for text in (entry.title, entry.body, *(s.text for s in entry.statements))]
    return frozenset(re.findall(r"[^\W\d_]+", " ".join(texts)))


@pytest.mark.parametrize("slug", GAMES)
def test_every_page_kind_of_every_game_is_marked(app, client, pseudo, slug):
    game = GAMES[slug]
    pages, _ = pages_of_a_game(app, client, game)
    allowed = OURS_NOT | content_words(game, "es")
    found = {}
    for url in SHARED_PAGES + pages:
        response = client.get(url, headers={"Accept-Language": "es"})
        assert response.status_code in (200, 404), url
        html = response.get_data(as_text=True)
        text = visible_text(html) + " " + " ".join(scripts_texts(html))
        words = unmarked_words(re.sub(DATA, " ", text), allowed)
        if words:
            found[url] = sorted(set(words))
    assert found == {}, json.dumps(found, ensure_ascii=False)


def messages(answer) -> list[str]:
    """The texts a person reads in a JSON answer of the API (not its codes, names, URLs)."""
    out = []
    if isinstance(answer, dict):
        for key, value in answer.items():
            if key in ("log", "happened", "tie_breaks", "warnings", "reminders"):
                out += value
            elif key in ("message", "status", "label", "title", "detail", "source"):
                out.append(value)
            elif key == "breakdown_labels":
                out += list(value.values())
            elif key != "details":
                out += messages(value)
    elif isinstance(answer, list):
        for value in answer:
            out += messages(value)
    return [text for text in out if text]


def json_marked(answers, where) -> None:
    texts = messages(answers)
    assert texts, where
    left = {text: unmarked_words(text, OURS_NOT) for text in texts}
    assert {text: words for text, words in left.items() if words} == {}, where


@pytest.mark.parametrize("slug", GAMES)
def test_every_json_message_of_a_play_is_marked(app, client, pseudo, slug):
    game = GAMES[slug]
    play, answers = a_play_with_a_tie(app, client, game)
    assert any(answer.get("tracker") for answer in answers)
    # refused: a kind the tracker does not offer, an event number the play never had, an
    # action on a play that changed since (a conflict: what happened instead), scoring
    # before the game is over
    playing = start_play(client, NAMES[:game.min_players], slug)
    send(client, playing, "first_player", {"seat": 0})
    answers.append(send(client, playing, "no_such_action").get_json())
    answers.append(send(client, playing, "to_scoring", after=99).get_json())
    kind, data = game.example_move(_tracker(app, playing))
    send(client, playing, kind, data)
    conflict = send(client, playing, "to_scoring", after=0)
    assert conflict.status_code == 409 and conflict.get_json()["happened"]
    answers.append(conflict.get_json())
    answers.append(client.post(f"/api/plays/{playing}/preview", headers=SPANISH,
                               json={"seat": 0, "entry": {}}).get_json())
    answers.append(client.get(f"/api/games/{slug}/setup?players={game.max_players}",
                              headers=SPANISH).get_json())
    answers.append(client.get(f"/api/games/{slug}/setup?players=99",
                              headers=SPANISH).get_json())
    body = {"players": [dict(game.example_entry(), name=n) for n in NAMES[:2]]}
    answers.append(client.post(f"/api/games/{slug}/score", headers=SPANISH,
                               json=body).get_json())
    answers.append(client.post(f"/api/games/{slug}/score", headers=SPANISH,
                               json={"players": [{"name": "Ana"}]}).get_json())
    assert sum("errors" in answer for answer in answers) >= 5
    json_marked(answers, slug)


def _tracker(app, play: str):
    from companion.db import get_db
    from companion.plays import read_state
    with app.app_context():
        return read_state(get_db(), play).tracker()


def test_the_scripts_texts_are_marked(client, pseudo):
    texts = script_texts.texts_in("es")
    assert set(texts) == set(script_texts.TEXTS)
    for key, text in texts.items():
        forms = text.values() if isinstance(text, dict) else [text]
        assert all(not unmarked_words(form) for form in forms), (key, text)


# --- our totals: the asks, the refusals, the pages (issue 38) ---------------------------

@pytest.mark.parametrize("slug", GAMES)
def test_our_totals_asks_and_refusals_are_marked(client, pseudo, slug):
    """A tie on typed totals (its sentence and the results' form asking the tie values),
    a counted entry beside totals (its shared category asked), and every refusal of
    impossible totals: in the catalogue's words, on the pages and in the JSON."""
    from tests.test_totals import IMPOSSIBLE, TIES, TOTALS
    game = GAMES[slug]
    play = start_play(client, NAMES[:3], slug)
    answers = [send(client, play, "to_scoring").get_json()]
    for seat in (0, 1):
        answers.append(send(client, play, "score", {"seat": seat, "entry": {
            "totals": TIES[slug][0]}}).get_json())
    answers.append(send(client, play, "score", {"seat": 2, "entry": dict(
        game.example_entry(), incomplete_apprentices_0=1) if slug == "towers-of-arkhanos"
        else game.example_entry()}).get_json())
    key, value = IMPOSSIBLE[slug]
    for typed in ({key: value}, {key: -1}, {"nonsense": 1}, {key: "x"}):
        answers.append(send(client, play, "score", {"seat": 0, "entry": {
            "totals": typed}}).get_json())
    answers.append(send(client, play, "score", {"seat": 0, "entry": {
        **game.example_entry(), "totals": TOTALS[slug]}}).get_json())
    stateless = {"players": [{"name": n, "totals": TIES[slug][0]} for n in NAMES[:2]]}
    answers.append(client.post(f"/api/games/{slug}/score", headers=SPANISH,
                               json=stateless).get_json())
    assert sum("errors" in answer for answer in answers) == 5
    json_marked(answers, slug)
    for url in (f"/plays/{play}/results", f"/plays/{play}/score/0", f"/plays/{play}/score/2"):
        html = client.get(url, headers=SPANISH).get_data(as_text=True)
        assert not unmarked_words(visible_text(html) + " " + " ".join(scripts_texts(html)),
                                  OURS_NOT | content_words(game, "es")), url


def test_pyramids_at_a_glance_refusals_are_marked(pseudo):
    from companion.games.pyramids import GAME
    refusals = []
    for glance in ({"largest": {"purple": 1}}, {"largest": {"red": "x"}}, {"shapes": 1},
                   {"tomb": dict.fromkeys(("red", "blue", "green", "white", "yellow"), 7)},
                   "x", {"obelisk": []}):
        with pytest.raises(InvalidInput) as refused:
            GAME.read_entry({"glance": glance})
        refusals += refusal_texts(refused.value)
    with pytest.raises(InvalidInput) as refused:
        GAME.read_entry({"glance": {}, "tomb": [["red", "red"]]})
    refusals += refusal_texts(refused.value)
    marked(refusals, "at a glance")
