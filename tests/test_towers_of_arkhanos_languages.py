"""The Towers of Arkhanos in Spanish and French: every text the module builds is a Msg (shown
in the language of the moment), and the pages and aids work in every language.

The real catalogues are empty until the translators fill them, so the tests that show
translated words compile catalogues of their own into tmp_path: a few of the game's texts
in Spanish, and every text extraction finds in a "French" without words (so a word left
on a page was never marked for translation)."""
import re
from dataclasses import replace
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract
from babel.messages.mofile import write_mo
from jinja2.ext import babel_extract

from companion import create_app, i18n
from companion.errors import FieldError, IllegalAction, InvalidInput
from companion.games import towers_of_arkhanos as towers
from companion.games.base import PlayerScore, ScoreContext, with_names
from companion.games.towers_of_arkhanos import GAME, Standing
from companion.i18n import Msg, speaking
from tests.conftest import csrf_token, start_play
from tests.test_aids import sheet_text
from tests.typeset import plain

SLUG = "towers-of-arkhanos"
SETTINGS = {"outer.most": 5, "outer.second": 3, "outer.tie": 2,
            "central.most": 3, "central.second": 2, "central.tie": 1}
NAMES = ["Ana", "Ben", "Cy", "Di"]


@pytest.fixture(autouse=True)
def english_after():
    """A request through the test client leaves its language set in this thread
    (companion.web.languages sets it, nothing resets it): the next tests speak English."""
    yield
    i18n.set_language(i18n.DEFAULT)


# --- every text is a Msg -----------------------------------------------------------------

def view_texts(view) -> list[tuple[str, str]]:
    """What the tracker shows of the game's own words (the log is checked on the state:
    the view's lines already carry the names, in the language of the moment)."""
    texts = [("status", view.status)]
    texts += [("reminder", r.text) for r in view.reminders]
    for action in view.actions:
        texts += [(f"{action.kind} label", action.label), (f"{action.kind} hint", action.hint)]
        for field in action.fields:
            texts += [(f"{action.kind}.{field.name}", field.label),
                      (f"{action.kind}.{field.name} hint", field.hint)]
            texts += [(f"{action.kind}.{field.name} choice", label)
                      for _, label in getattr(field, "choices", ())]
    texts += [("counter", label) for counters in view.seat_counters.values()
              for label, _ in counters]
    return texts


def assert_all_msgs(texts: list[tuple[str, str]]) -> None:
    plain = [(where, text) for where, text in texts if text and not isinstance(text, Msg)]
    assert not plain


def refusals(state, values: list[tuple[str, dict, dict]]) -> list[tuple[str, str]]:
    texts = []
    for kind, data, settings in values:
        with pytest.raises(IllegalAction) as refused:
            GAME.apply(state, kind, data, settings)
        texts.append((kind, refused.value.args[0]))
    return texts


def scripted_play(players: int):
    """Every kind of action once, then to the end of the game: the states seen."""
    state = GAME.start(players, 1, {})
    seen = [state]
    for kind, data in [("bonus_two", {}), ("bonus_floor", {"tower": 3}),
                       ("floor_complete", {"tower": 0, "apprentices_0": 2, "masters_1": 1,
                                           "trapped": 1}),
                       ("floor_complete", {"tower": 3, "apprentices_1": 3, "trapped": 2}),
                       ("end_turn", {})]:
        state = GAME.apply(state, kind, data, SETTINGS)
        seen.append(state)
    while state.phase == "turns":
        state = GAME.apply(state, "end_turn", {}, SETTINGS)
        seen.append(state)
    for data in [{"tower": 0, "apprentices_0": 2}, {"tower": 1}]:
        state = GAME.apply(state, "incomplete_floor", data, SETTINGS)
        seen.append(state)
    state = GAME.apply(state, "finish", {}, SETTINGS)
    return seen + [state]


def example_play(players: int):
    """The example player of the contract (Game.example_move) until the game is over."""
    state = GAME.start(players, 0, {})
    seen = [state]
    while not GAME.is_over(state):
        kind, values = GAME.example_move(GAME.tracker_view(state, NAMES[:players]))
        state = GAME.apply(state, kind, values, SETTINGS)
        seen.append(state)
    return seen


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_tracker_and_log_texts_are_msgs(players):
    assert_all_msgs([(s.title, s.title) for s in GAME.setup_steps(players)]
                    + [(s.title, s.detail) for s in GAME.setup_steps(players)])
    for state in scripted_play(players) + example_play(players):
        assert_all_msgs(view_texts(GAME.tracker_view(state, NAMES[:players])))
        assert_all_msgs([("log", line) for line in GAME.log_lines(state)])
    assert {a.kind for a in GAME.actions_offered(players)} == {
        "end_turn", "bonus_two", "bonus_floor", "floor_complete", "incomplete_floor", "finish"}
    assert_all_msgs([(a.kind, a.label) for a in GAME.actions_offered(players)])


def test_refusals_are_msgs():
    start = GAME.start(2, 0, {})
    final = replace(start, phase="final", finals=(0,))
    texts = refusals(start, [
        ("floor_complete", {"tower": 0, "apprentices_0": 2}, SETTINGS),
        ("floor_complete", {"tower": 0, "apprentices_0": 3}, {}),
        ("incomplete_floor", {"tower": 1}, SETTINGS),
    ]) + refusals(final, [
        ("incomplete_floor", {"tower": 0}, SETTINGS),
        ("incomplete_floor", {"tower": 1, "apprentices_0": 3}, SETTINGS),
    ]) + refusals(replace(final, over=True), [("finish", {}, SETTINGS)])
    assert len(texts) == 6
    assert_all_msgs(texts)


# The module's own refusals of a score request (the shared checks of numbers and lists,
# companion.games.validate, are not this module's).
OWN_REFUSALS = [
    {"prestige_table": 3, "players": [{"name": "A"}]},
    {"prestige_table": {"outer": 3, "central": {"most": 3, "second": 2, "tie": 1}},
     "players": [{"name": "A"}]},
    {"prestige_table": {"outer": {"most": 1, "second": 4, "tie": 5},
                        "central": {"most": 1, "second": 1, "tie": 1}},
     "players": [{"name": "A"}]},
    {"players": [{"name": "A"}], "floors": [
        3, {"tower": "outer", "complete": 1}, {"tower": "outer", "meeples": 3},
        {"tower": "outer", "meeples": {"A": 3}},
        {"tower": "outer", "meeples": {"A": {"apprentices": 3, "masters": 1}}},
        {"tower": "outer", "complete": True, "meeples": {"A": {"apprentices": 2}}},
        {"tower": "outer", "meeples": {"A": {"apprentices": 3}}}]},
    {"players": [{"name": "A"}], "floors": [
        {"tower": "outer", "complete": True, "meeples": {"Zed": {"apprentices": 3}}}]},
]


@pytest.mark.parametrize("body", OWN_REFUSALS)
def test_score_request_refusals_are_msgs(body):
    with pytest.raises(InvalidInput) as refused:
        GAME.parse_score_request(body)
    errors = refused.value.errors
    assert errors
    assert_all_msgs([(e.field, e.message) for e in errors])


def test_settings_refusals_are_msgs():
    errors = GAME.check_settings({**SETTINGS, "outer.second": 7, "central.tie": 4})
    assert [e.field for e in errors] == ["outer.second", "central.tie"]
    assert_all_msgs([(e.field, e.message) for e in errors])


def test_game_descriptions_fields_scores_and_tie_breaks_are_msgs():
    texts = [("summary", GAME.summary), ("settings help", GAME.settings_help)]
    texts += [(a.slug, a.title) for a in GAME.aids] + [(a.slug, a.description)
                                                       for a in GAME.aids]
    texts += [(s.key, s.field.label) for s in GAME.settings]
    texts += [(f.name, f.label) for f in GAME.entry_fields(False) + GAME.table_fields]
    texts += [(f.name, f.hint) for f in GAME.entry_fields(False) + GAME.table_fields]
    scores = GAME.score([("Ana", Standing(10, 2, 1)), ("Ben", Standing(10, 1, 3))],
                        ScoreContext())
    texts += [(key, GAME.breakdown_labels[key]) for key in scores[0].breakdown]
    texts += [(w, w) for score in scores for w in score.warnings]
    for tie_break in GAME.tie_breaks:
        texts += [("wins with", tie_break.wins_with)]
        texts += [("shown", tie_break.shown(score)) for score in scores]
    assert_all_msgs(texts)


# --- shown in Spanish, with a catalogue of our own ----------------------------------------

SPANISH = {
    "Starting floors": "Pisos iniciales",
    "{rounds} of {dice}": "{rounds} de {dice}",
    ("{n} round", "{n} rounds"): ("{n} ronda", "{n} rondas"),
    ("{n} die", "{n} dice"): ("{n} dado", "{n} dados"),
    "{player} gained 2 prestige": "{player} ganó 2 de prestigio",
    "{tower} floor {floor} scored: {shares}": "{tower}, piso {floor} puntuado: {shares}",
    ("{n} meeple stays trapped on a pillar without a die",
     "{n} meeples stay trapped on pillars without a die"): (
        "{n} meeple queda atrapado en un pilar sin dado",
        "{n} meeples quedan atrapados en pilares sin dado"),
    "End turn": "Terminar turno",
    "Turn {turn} of {turns}": "Turno {turn} de {turns}",
    ("{n} die this round", "{n} dice this round"): ("{n} dado esta ronda",
                                                    "{n} dados esta ronda"),
    "Die placed, bonus: a spell or a build": "Dado puesto; bono: hechizo o construcción",
    "Outer tower A": "Torre exterior A",
    "{tower}: floor {floor}": "{tower}: piso {floor}",
    "{player}: apprentices": "{player}: aprendices",
    "prestige": "prestigio",
    "Setup sheet": "Hoja de preparación",
    "Rulebook": "Reglamento",
    "Your turn": "Tu turno",
    "<strong>Place</strong> a rolled die on an empty pillar and %(meeple)sone of your "
    "meeples beside it.": "<strong>Coloca</strong> un dado tirado en un pilar vacío y "
                         "%(meeple)suno de tus meeples al lado.",
    ("%(num)s round", "%(num)s rounds"): ("%(num)s ronda", "%(num)s rondas"),
    ("%(num)s die a round", "%(num)s dice a round"): ("%(num)s dado por ronda",
                                                      "%(num)s dados por ronda"),
    ("%(num)s die with %(counts)s players", "%(num)s dice with %(counts)s players"): (
        "%(num)s dado con %(counts)s jugadores", "%(num)s dados con %(counts)s jugadores"),
    "%(some)s or %(last)s": "%(some)s o %(last)s",
}


def install(catalog: Catalog, folder: Path, monkeypatch) -> Path:
    """A catalogue as companion's (Msg) and Flask-Babel's (templates) for its language."""
    messages = folder / str(catalog.locale) / "LC_MESSAGES"
    messages.mkdir(parents=True)
    with open(messages / "messages.mo", "wb") as mo:
        write_mo(mo, catalog)
    monkeypatch.setattr(i18n, "CATALOGUES", folder)
    i18n.translations.cache_clear()
    return folder


def plural_forms(catalog: Catalog, singular: str, plural: str) -> tuple[str, ...]:
    # Babel's Spanish and French have three forms (one, many: a million…, other).
    return (singular,) + (plural,) * (catalog.num_plurals - 1)


@pytest.fixture
def spanish(tmp_path, monkeypatch):
    catalog = Catalog(locale="es")
    for msgid, text in SPANISH.items():
        catalog.add(msgid, plural_forms(catalog, *text) if isinstance(text, tuple) else text)
    yield install(catalog, tmp_path / "translations", monkeypatch)
    i18n.translations.cache_clear()


def client_with(translations: Path, tmp_path):
    app = create_app({"TESTING": True, "SECRET_KEY": "test",
                      "DATABASE": str(tmp_path / "companion.sqlite"),
                      "BABEL_TRANSLATION_DIRECTORIES": str(translations)})
    return app.test_client()


@pytest.fixture
def spanish_client(spanish, tmp_path):
    return client_with(spanish, tmp_path)


def test_module_texts_show_in_spanish_and_stay_english_values(spanish):
    title = next(s.title for s in GAME.setup_steps(2) if "rounds of" in s.title)
    state = GAME.apply(GAME.start(2, 0, {}), "bonus_two", {}, SETTINGS)
    state = GAME.apply(state, "floor_complete", {"tower": 0, "apprentices_0": 3, "trapped": 1},
                       SETTINGS)
    with speaking("es"):
        assert str(title) == "8 rondas de 5 dados"
        assert with_names(state.log[0], NAMES) == "Ana ganó 2 de prestigio"
        assert with_names(state.log[1], NAMES) == (
            "Torre exterior A, piso 1 puntuado: Ana +5; "
            "1 meeple queda atrapado en un pilar sin dado")
        view = GAME.tracker_view(state, NAMES[:2])
        assert str(view.status) == "Turno 1 de 4 · 5 dados esta ronda"
        [stacks] = [part for part in view.drawing if part.kind == "stacks"]
        assert (str(stacks.stacks[0].name), stacks.stacks[0].floor) == ("Torre exterior A", 2)
    assert title == "8 rounds of 5 dice" and state.log[0] == "{0} gained 2 prestige"
    with speaking("fr"):           # no French in the catalogue: English shows
        assert str(title) == "8 rounds of 5 dice"


def tags(html: str) -> list[str]:
    """The page's elements in order, without their words."""
    return re.findall(r"<(/?[a-zA-Z][\w-]*)", re.sub(r"<script.*?</script>", "", html,
                                                     flags=re.DOTALL))


def test_tracker_in_spanish_keeps_its_markup(spanish_client):
    client = spanish_client
    play = start_play(client, ("Ana", "Ben"), SLUG)
    client.post(f"/api/plays/{play}/events", json={"after": 0, "kind": "first_player",
                                                   "data": {"seat": 0}})
    english = client.get(f"/plays/{play}/track?lang=en").get_data(as_text=True)
    spanish = plain(client.get(f"/plays/{play}/track?lang=es").get_data(as_text=True))
    assert "Dado puesto; bono: hechizo o construcción" in spanish
    assert "Turno 1 de 4 · 5 dados esta ronda" in spanish
    assert "Torre exterior A (floor 1)" in spanish    # a translated Msg inside an English one
    assert "Ana: aprendices" in spanish and "prestigio: 0" in spanish
    assert "Die placed, bonus: a spell or a build" in english and "Dado puesto" not in english
    assert tags(spanish) == tags(english)


def test_aids_in_spanish_keep_their_markup(spanish_client):
    client = spanish_client
    setup = plain(client.get(f"/games/{SLUG}/print/setup.html?players=2&lang=es").get_data(
        as_text=True))
    assert "Hoja de preparación" in setup and "8 rondas" in setup
    assert "5 dados por ronda" in setup
    assert "Reglamento, § Como se Juega" in setup
    player = client.get(f"/games/{SLUG}/print/player.html?lang=es").get_data(as_text=True)
    assert "Tu turno" in plain(player)
    assert re.search(r"<strong>Coloca</strong> un dado tirado en un pilar vacío y "
                     r"<svg[^>]*>.*?</svg>(?:&nbsp;|\u00a0)uno de tus meeples al(?: |\u00a0)lado\.",
                     player, re.DOTALL)
    every_count = plain(client.get(f"/games/{SLUG}/print/round.html?lang=es").get_data(
        as_text=True))
    assert "4 dados con 3 jugadores, 5 dados con 2 o 4 jugadores" in every_count
    for aid in GAME.aids:
        for query in ("", "?players=3"):
            url = f"/games/{SLUG}/print/{aid.slug}.html{query}"
            sep = "&" if query else "?"
            english = client.get(f"{url}{sep}lang=en").get_data(as_text=True)
            spanish = client.get(f"{url}{sep}lang=es").get_data(as_text=True)
            assert tags(spanish) == tags(english), url


# --- every page, in each language, with the real (not yet filled) catalogues --------------

def answers(client, page: str, lang: str) -> str:
    response = client.get(page + ("&" if "?" in page else "?") + f"lang={lang}")
    assert response.status_code == 200, page
    html = response.get_data(as_text=True)
    if "/print/" not in page:         # the sheets' <html lang> is printables/base.html's
        assert f'<html lang="{lang}"' in html, page
    return html


def event(client, play: str, after: int, kind: str, data: dict) -> int:
    reply = client.post(f"/api/plays/{play}/events",
                        json={"after": after, "kind": kind, "data": data})
    assert reply.status_code == 200, reply.get_json()
    return reply.get_json()["seq"]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_page_of_a_whole_play_answers_in_each_language(client, lang):
    for page in ["", "/settings", "/print", "/print/booklet.html",
                 "/print/booklet.html?players=3"]:
        answers(client, f"/games/{SLUG}{page}", lang)
    url = f"/games/{SLUG}/settings"
    saved = client.post(url, data={"csrf_token": csrf_token(client, url),
                                   **{k: str(v) for k, v in SETTINGS.items()}})
    assert saved.status_code == 302
    play = start_play(client, ("Ana", "Ben"), SLUG)
    answers(client, f"/plays/{play}/setup", lang)
    after = event(client, play, 0, "first_player", {"seat": 0})
    after = event(client, play, after, "bonus_two", {})
    after = event(client, play, after, "floor_complete",
                  {"tower": 0, "apprentices_0": 2, "masters_1": 1, "trapped": 1})
    answers(client, f"/plays/{play}/track", lang)
    for _ in range(towers.ROUNDS[2] * 2 * towers.TURNS_PER_PLAYER[2] - 1):   # bonus_two was one
        after = event(client, play, after, "end_turn", {})
    answers(client, f"/plays/{play}/track", lang)     # the incomplete floors
    after = event(client, play, after, "finish", {})
    answers(client, f"/plays/{play}/score", lang)
    answers(client, f"/plays/{play}/score/0", lang)
    for seat in (0, 1):
        after = event(client, play, after, "score",
                      {"seat": seat, "entry": {"spellbook": 2 - seat, "upper_floor_meeples": 1}})
    results = answers(client, f"/plays/{play}/results", lang)
    assert "Ana" in results and "Ben" in results


def test_names_in_labels_are_escaped_whatever_the_language(spanish):
    label = towers.actions(GAME.start(2, 0, {}), ["<b>Zed</b>", "Ana"])[3].fields[1].label
    with speaking("es"):
        assert label.__html__() == "&lt;b&gt;Zed&lt;/b&gt;: aprendices"


def test_field_errors_of_the_module_name_their_field():
    errors = towers.check_floor_names([("outer", True, {"Zed": {}})], ["Ana"])
    assert errors == [FieldError("floors[0].meeples.Zed", "Zed is not one of the players.")]


def test_tie_break_shows_counts():
    score = PlayerScore("Ana", 10, {}, stats={"spellbook": 1, "upper_floor_meeples": 3})
    assert [tb.shown(score) for tb in GAME.tie_breaks] == ["1 on the spellbook",
                                                          "3 on upper floors"]


# --- nothing left out: every text extracted, "translated" into a French without words -----

ROOT = Path(__file__).parent.parent
PACKAGE = ROOT / "companion" / "games" / "towers_of_arkhanos"
SHEETS = ROOT / "printables" / SLUG
MSG_KEYWORDS = {"Msg": None, "Plural": (1, 2)}


def extracted() -> set:
    """The game's texts as the catalogues' extraction will find them."""
    found = set()
    for path in PACKAGE.glob("*.py"):
        with open(path, "rb") as source:
            found |= {m[1] for m in extract("python", source, keywords=MSG_KEYWORDS)}
    for path in [*SHEETS.glob("*.html"), SHEETS.parent / "macros.html",
                 SHEETS.parent / "diagrams.html"]:                          # shared helpers too
        with open(path, "rb") as source:
            found |= {m[1] for m in extract(babel_extract, source, keywords=DEFAULT_KEYWORDS)}
    return found


KEPT = re.compile(r"(\{\w*\}|%\(\w+\)s|<[^>]*>)")   # placeholders and tags


def wordless(msgid: str) -> str:
    """A "translation" with every word of the text replaced by a mark, its placeholders
    and tags kept: a word still shown in it was never translated."""
    return "".join(part if KEPT.fullmatch(part) else re.sub(r"[A-Za-z]+", "✓", part)
                   for part in KEPT.split(msgid))


def words_left(text: str, names=()) -> list[str]:
    for name in names:
        text = text.replace(name, " ")
    return re.findall(r"[A-Za-z]+", text)


@pytest.fixture
def wordless_french(tmp_path, monkeypatch):
    catalog = Catalog(locale="fr")
    for msgid in extracted():
        catalog.add(msgid, plural_forms(catalog, *map(wordless, msgid))
                    if isinstance(msgid, tuple) else wordless(msgid))
    yield install(catalog, tmp_path / "translations", monkeypatch)
    i18n.translations.cache_clear()


def test_extraction_finds_the_games_texts():
    found = extracted()
    assert "End turn" in found and ("{n} die", "{n} dice") in found
    assert "Your turn" in found and ("%(num)s round", "%(num)s rounds") in found
    assert len(found) > 150


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_module_text_is_found_and_translated(wordless_french, players):
    names = NAMES[:players]
    scores = GAME.score([("Ana", Standing(10, 2, 1)), ("Ben", Standing(10, 1, 3))],
                        ScoreContext())
    texts = [GAME.summary, GAME.settings_help, *GAME.breakdown_labels.values()]
    texts += [t for a in GAME.aids for t in (a.title, a.description)]
    texts += [s.field.label for s in GAME.settings]
    texts += [f.label for f in GAME.entry_fields(False) + GAME.table_fields]
    texts += [t for tb in GAME.tie_breaks for t in (tb.wins_with, tb.shown(scores[0]))]
    texts += [t for s in GAME.setup_steps(players) for t in (s.title, s.detail)]
    states = scripted_play(players)
    for state in states:
        texts += [text for _, text in view_texts(GAME.tracker_view(state, names)) if text]
    texts += [e.message for body in OWN_REFUSALS for e in refused_errors(body)]
    texts += [e.message for e in GAME.check_settings({**SETTINGS, "outer.tie": 9})]
    with speaking("fr"):
        shown = [str(t) for t in texts] + [with_names(line, names)
                                           for line in GAME.log_lines(states[-1])]
    assert "✓" in shown[0]
    typed = [*names, "Zed"]                       # the players' names, not words of ours
    assert {text: words_left(text, typed) for text in shown if words_left(text, typed)} == {}


def refused_errors(body: dict) -> list[FieldError]:
    with pytest.raises(InvalidInput) as refused:
        GAME.parse_score_request(body)
    return [e for e in refused.value.errors if isinstance(e.message, Msg)]


def test_every_sheet_text_is_found_and_translated(wordless_french, tmp_path):
    client = client_with(wordless_french, tmp_path)
    for aid in GAME.aids:
        for query in ("", "?players=2", "?players=3"):
            html = client.get(f"/games/{SLUG}/print/{aid.slug}.html{query}"
                              f"{'&' if query else '?'}lang=fr").get_data(as_text=True)
            html = plain(html)
            # The sheet's own words: its content (the header and the legend of its source
            # marks are printables/base.html's).
            content = re.search(r'<div class="content"[^>]*>(.*?)<footer', html,
                                re.DOTALL).group(1)
            shown = sheet_text(content)
            assert "✓" in shown and not words_left(shown), (aid.slug, query, shown)
