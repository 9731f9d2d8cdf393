"""The shared pages and scripts in Spanish and French: every page a phone reaches answers in
the language asked (?lang=, the switcher's cookie, Accept-Language), the scripts get their
texts from the page, and the installable app's manifest follows the language. The real
catalogues are still empty (English shows), so a small catalogue of the test's own proves
that the texts are looked up."""
import json
import re
from itertools import chain
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from markupsafe import escape

from companion import create_app, i18n
from companion.games import GAMES
from companion.web import rule_pages, script_texts
from tests.sources import SOURCES
from tests.typeset import plain

STATIC = Path(__file__).parent.parent / "static"
SHARED_SCRIPTS = ["app.js", "live.js", "score_entry.js", "drafts.js", "entry_form.js",
                  "new_play.js", "setup.js", "ahead.js", "outbox.js", "offline.js"]
COLORS = ["red", "blue", "green", "yellow", "black"]
PAGES = ["/", "/plays/new", "/history", "/stats", "/data/", "/rules/unanswered"]
HOW_ASKED = {
    "query": ("es", lambda client, url: client.get(url + ("&" if "?" in url else "?")
                                                    + "lang=es")),
    "accept-language": ("fr", lambda client, url: client.get(
        url, headers={"Accept-Language": "fr-FR,fr;q=0.9,en;q=0.5"})),
    "cookie": ("es", lambda client, url: client.get(
        url, headers={"Accept-Language": "fr"})),      # the phone's choice wins
}


def html_lang(html: str) -> str:
    return re.search(r'<html lang="([a-z]+)">', html).group(1)


def script_texts_of(html: str) -> dict:
    block = re.search(r'<script type="application/json" id="texts">(.*?)</script>', html,
                      re.S)
    return json.loads(block.group(1))


def the_play_through_its_pages(client, game):
    """A play of `game` from setup to results, through the JSON API as a phone sends it;
    yields each page the play shows at that moment."""
    players = [{"name": f"P{i}", "color": COLORS[i]} for i in range(game.min_players)]
    play = client.post("/api/plays", json={"game": game.slug, "players": players}
                       ).get_json()["id"]

    def send(kind, data=None):
        seq = client.get(f"/api/plays/{play}").get_json()["seq"]
        response = client.post(f"/api/plays/{play}/events",
                               json={"after": seq, "kind": kind, "data": data or {}})
        assert response.status_code == 200, response.get_json()

    yield f"/plays/{play}/setup"
    send("first_player", {"seat": 0})
    yield f"/plays/{play}/track"
    send("to_scoring")
    yield f"/plays/{play}/score"
    yield f"/plays/{play}/score/0"
    for seat in range(game.min_players):
        send("score", {"seat": seat, "entry": game.example_entry()})
    yield f"/plays/{play}/results"


def game_pages(client, game):
    slug = game.slug
    yield from (f"/games/{slug}", f"/games/{slug}?players={game.max_players}",
                f"/games/{slug}/print", f"/plays/new/{slug}", f"/games/{slug}/rules",
                f"/games/{slug}/rules?q=xyzzy+plugh")
    rules = client.get(f"/games/{slug}/rules").get_data(as_text=True)
    yield re.search(rf'href="(/games/{slug}/rules/[^"?]+)"', rules).group(1)
    if game.settings:
        yield f"/games/{slug}/settings"
    yield from the_play_through_its_pages(client, game)


@pytest.mark.parametrize("how", HOW_ASKED)
def test_every_page_answers_in_the_language_asked(app, how):
    lang, get = HOW_ASKED[how]
    client = app.test_client()
    if how == "cookie":
        assert client.get(f"/language/{lang}?next=/").status_code == 302
    english = app.test_client()
    # each play page is seen while the play is at it (the generators move the plays on)
    urls = chain(PAGES, *(game_pages(english, game) for game in GAMES.values()))
    seen = 0
    for url in urls:
        seen += 1
        response = get(client, url)
        assert response.status_code == 200, (url, how)
        html = response.get_data(as_text=True)
        assert html_lang(html) == lang, url
        assert set(script_texts_of(html)) == set(script_texts.TEXTS), url
    assert seen >= len(PAGES) + 12 * len(GAMES)


@pytest.mark.parametrize("how", HOW_ASKED)
def test_error_pages_answer_in_the_language_asked(app, how):
    lang, get = HOW_ASKED[how]
    client = app.test_client()
    if how == "cookie":
        client.get(f"/language/{lang}?next=/")
    for url in ("/no/such/page", "/plays/nope/track", "/games/nope"):
        response = get(client, url)
        assert response.status_code == 404
        html = response.get_data(as_text=True)
        assert html_lang(html) == lang
        # the framework's stock English is not shown in another language
        assert "requested URL was not found" not in html
    english = app.test_client().get("/no/such/page").get_data(as_text=True)
    assert html_lang(english) == "en" and "requested URL was not found" in english


def test_the_login_page_follows_the_language(tmp_path):
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "ACCESS_CODE": "1234",
                      "DATABASE": str(tmp_path / "c.sqlite")})
    client = app.test_client()
    response = client.get("/", headers={"Accept-Language": "es"})
    assert response.status_code == 302 and "/login" in response.headers["Location"]
    html = client.get(response.headers["Location"], headers={"Accept-Language": "es"}
                      ).get_data(as_text=True)
    assert html_lang(html) == "es" and 'name="code"' in html
    assert html_lang(client.get("/login?lang=fr").get_data(as_text=True)) == "fr"


def script_code(name: str) -> str:
    """A shared script without its comment lines."""
    return re.sub(r"^\s*//.*$", "", (STATIC / name).read_text(), flags=re.M)


def keys_the_scripts_use() -> set[str]:
    keys = set()
    for name in SHARED_SCRIPTS:
        keys |= set(re.findall(r'\bTEXT\("([a-z_]+)"', script_code(name)))
    return keys


def test_the_page_carries_every_text_the_scripts_use_and_no_other(client):
    used = keys_the_scripts_use()
    assert {"offline", "not_recorded", "total", "saved_version", "theme_auto"} <= used
    for lang in i18n.LANGUAGES:
        texts = script_texts_of(client.get(f"/?lang={lang}").get_data(as_text=True))
        assert set(texts) == used, lang
        assert all(isinstance(t, str) and t or set(t) >= {"one", "other"}
                   for t in texts.values()), lang


# The capitalised strings a script may hold: names of headers, methods, tags and APIs.
CODE_WORDS = {"BUTTON", "Content-Type", "ETag", "If-None-Match", "POST", "serviceWorker",
              "wakeLock", "NotAllowedError", "Enter"}


def test_no_english_left_in_the_shared_scripts():
    """Texts a person reads are TEXT() keys; the strings left are code (URLs, keys, class
    names, events), all lower case but for the names of CODE_WORDS."""
    for name in SHARED_SCRIPTS:
        for literal in set(re.findall(r'"([^"\\]*)"', script_code(name))) - CODE_WORDS:
            assert literal == literal.lower(), (name, literal)
            assert not re.search(r"[a-z]+ [a-z]+ [a-z]+ [a-z]+", literal), (name, literal)


def test_the_manifest_follows_the_language(client):
    names = {"en": "companion: at the table", "es": "companion: en la mesa",
             "fr": "companion\u00a0: à table"}
    for asked, headers, lang in (("", {}, "en"), ("?lang=es", {}, "es"),
                                 ("", {"Accept-Language": "fr"}, "fr")):
        response = client.get("/manifest.webmanifest" + asked, headers=headers)
        assert response.status_code == 200
        assert response.mimetype == "application/manifest+json"
        manifest = json.loads(response.get_data(as_text=True))
        assert manifest["lang"] == lang
        assert manifest["name"] == names[lang]
        assert manifest["start_url"] == "/" and len(manifest["icons"]) == 2
    # browsers fetch the manifest without cookies: the page names its language in the link
    client.get("/language/es?next=/")
    html = client.get("/").get_data(as_text=True)
    assert 'rel="manifest" href="/manifest.webmanifest?lang=es"' in html


def test_the_switcher_offers_every_language_with_a_translatable_label(client):
    html = client.get("/games/ankhor?lang=fr").get_data(as_text=True)
    switcher = re.search(r'<nav class="languages" aria-label="([^"]+)">(.*?)</nav>', html,
                         re.S)
    assert switcher.group(1) == "Langue"
    for code in i18n.LANGUAGES:
        link = f'/language/{code}?next=/games/ankhor?lang%3Dfr'
        assert link in switcher.group(2)
    assert switcher.group(2).count('aria-current="true"') == 1
    # the page's ?lang= would outvote the choice: the switcher takes it off the way back
    response = client.get("/language/es?next=/games/ankhor?lang%3Dfr%26players%3D3")
    assert response.headers["Location"] == "/games/ankhor?players=3"
    assert html_lang(client.get(response.headers["Location"]).get_data(as_text=True)) == "es"


# --- with a catalogue: the texts are looked up -------------------------------------------
SPANISH = {
    "New play": "Nueva partida",
    "Theme: auto": "Tema: automático",
    "companion: at the table": "companion: en la mesa",
    # Spanish has three plural forms in the catalogues (CLDR): one, many (a million…), other
    ("%(num)s player", "%(num)s players"):
        ("%(num)s jugador", "%(num)s de jugadores", "%(num)s jugadores"),
    ("Saved version: {n} point", "Saved version: {n} points"):
        ("Versión guardada: {n} punto", "Versión guardada: {n} de puntos",
         "Versión guardada: {n} puntos"),
    "There is no page at this address.": "No hay ninguna página en esta dirección.",
    "full rule and related": "la regla entera y las relacionadas",
}


@pytest.fixture
def spanish(tmp_path, monkeypatch):
    """A Spanish catalogue of a few texts, for the pages (Flask-Babel) and for the texts
    built in Python (companion.i18n)."""
    catalog = Catalog(locale="es")
    for msgid, text in SPANISH.items():
        catalog.add(msgid, text)
    folder = tmp_path / "translations" / "es" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    with open(folder / "messages.mo", "wb") as mo:
        write_mo(mo, catalog)
    monkeypatch.setattr(i18n, "CATALOGUES", tmp_path / "translations")
    i18n.translations.cache_clear()
    script_texts.texts_in.cache_clear()
    rule_pages.sections_html.cache_clear()
    yield create_app({"TESTING": True, "SECRET_KEY": "t",
                      "DATABASE": str(tmp_path / "c.sqlite"),
                      "BABEL_TRANSLATION_DIRECTORIES": str(tmp_path / "translations")})
    i18n.translations.cache_clear()
    script_texts.texts_in.cache_clear()
    rule_pages.sections_html.cache_clear()


def test_pages_scripts_and_manifest_show_the_catalogue(spanish):
    client = spanish.test_client()
    html = plain(client.get("/games/ankhor?lang=es").get_data(as_text=True))
    assert "Nueva partida" in html and "2 jugadores" in html
    texts = script_texts_of(html)
    assert texts["theme_auto"] == "Tema: automático"
    assert texts["saved_version"]["one"] == "Versión guardada: {n} punto"
    assert texts["saved_version"]["many"] == "Versión guardada: {n} de puntos"
    assert texts["saved_version"]["other"] == "Versión guardada: {n} puntos"
    assert texts["total"] == "Total"                           # not translated: English
    english = script_texts_of(client.get("/games/ankhor").get_data(as_text=True))
    assert english["theme_auto"] == "Theme: auto"
    assert english["saved_version"] == {"one": "Saved version: {n} point",
                                        "other": "Saved version: {n} points"}
    manifest = client.get("/manifest.webmanifest?lang=es").get_json(force=True)
    assert manifest["name"] == "companion: en la mesa"
    missing = client.get("/no/such/page?lang=es").get_data(as_text=True)
    assert "No hay ninguna página en esta dirección." in missing


def test_the_rules_sections_kept_in_one_language_are_not_shown_in_another(spanish):
    """The reference's sections are rendered once and kept: once per language of the
    page too, or a Spanish phone would get the words an English one saw first."""
    english = spanish.test_client().get("/games/ankhor/rules").get_data(as_text=True)
    assert "full rule and related" in english
    phone = spanish.test_client()
    phone.get("/language/es?next=/")               # the rules themselves stay in English
    html = phone.get("/games/ankhor/rules").get_data(as_text=True)
    assert html_lang(html) == "es" and "la regla entera y las relacionadas" in html


def test_french_counts_zero_as_one_in_the_scripts_forms():
    """The script picks the form with the browser's plural rules (Intl.PluralRules): the
    page gives a form for each category of the language, French "one" covering 0 and 1."""
    forms = script_texts.plural_forms(script_texts.TEXTS["saved_version"], "fr")
    assert set(forms) == {"one", "many", "other"}
    assert forms["one"] == "Version enregistrée\u00a0: {n} point"


def test_the_json_api_refuses_in_the_language_asked(client):
    """A phone in Spanish or French gets the API's field errors in its language."""
    bad_game = client.post("/api/plays?lang=es", json={"game": "chess", "players": []})
    bad_players = client.post("/api/plays", json={"game": "ankhor", "players": "Ana"},
                              headers={"Accept-Language": "fr"})
    assert bad_game.status_code == bad_players.status_code == 400
    assert bad_game.get_json()["errors"][0]["message"].startswith("Elige uno de estos: ")
    assert "ankhor" in bad_game.get_json()["errors"][0]["message"]
    assert bad_players.get_json()["errors"] == [
        {"field": "players", "message": "Une liste de joueurs, chacun avec un nom et une couleur."}]


def test_every_game_keeps_its_published_title_in_every_language(client):
    """The Spanish rulebooks (and the French page for Ankh'or) publish each game under its
    original title, so that title is what every language shows."""
    for slug, game in GAMES.items():
        for lang in ("es", "fr"):
            html = client.get(f"/games/{slug}?lang={lang}").get_data(as_text=True)
            # French typesets the apostrophe (Ankh’or); the name is the same
            shown = str(escape(game.name)).replace("&#39;", "’" if lang == "fr" else "&#39;")
            assert f"<h1>{shown}</h1>" in html
        if SOURCES.exists():
            title = (SOURCES / f"{slug}.es.txt").read_text(encoding="utf-8").splitlines()[0]
            assert title.endswith(game.name)


def test_the_forms_own_messages_follow_each_requests_language(tmp_path):
    """WTForms' catalogues are read once per language, and each request gets its own."""
    app = create_app({"TESTING": True, "SECRET_KEY": "t", "ACCESS_CODE": "1234",
                      "DATABASE": str(tmp_path / "c.sqlite")})
    required = {"es": "Este campo es obligatorio.", "fr": "Ce champ est requis.",
                "en": "This field is required."}
    for lang in ("es", "fr", "en", "es"):
        client = app.test_client()
        html = client.get(f"/login?lang={lang}").get_data(as_text=True)
        token = re.search(r'name="csrf_token" value="([^"]+)"', html).group(1)
        html = client.post(f"/login?lang={lang}", data={"csrf_token": token, "code": ""}
                           ).get_data(as_text=True)
        assert required[lang] in html
        assert all(text not in html for other, text in required.items() if other != lang)


def test_template_texts_escape_their_values_and_follow_the_language(app):
    template = app.jinja_env.from_string(
        '{{ _("History") }}|{{ _("%(x)s and 100%%", x="<b>") }}|'
        '{% trans n=2 %}{{ n }} x{% pluralize %}{{ n }} xs{% endtrans %}')
    with app.test_request_context("/?lang=es"):
        app.preprocess_request()
        assert template.render() == "Historial|&lt;b&gt; and 100%|2\u00a0xs"
    with app.test_request_context("/"):
        app.preprocess_request()
        assert template.render() == "History|&lt;b&gt; and 100%|2\u00a0xs"


def test_the_scripts_texts_block_is_in_each_pages_language(client):
    from companion.web.script_texts import texts_in
    for lang in ("en", "es", "fr", "en"):
        html = client.get(f"/?lang={lang}").get_data(as_text=True)
        block = re.search(r'<script type="application/json" id="texts">(.*?)</script>', html)
        assert json.loads(block.group(1)) == texts_in(lang)


@pytest.mark.parametrize("lang, message", [
    ("es", "Un nombre puede tener como máximo 24 caracteres."),
    ("fr", "Un nom fait au plus 24 caractères.")])
def test_the_new_play_forms_rows_refuse_in_the_language_asked(client, lang, message):
    """A name too long is said once, in the page's language (the rows are forms of their
    own, with WTForms' messages)."""
    html = client.get(f"/plays/new/ankhor?lang={lang}").get_data(as_text=True)
    fields = dict(re.findall(r'name="(csrf_token|play_id)"[^>]*value="([^"]*)"', html))
    response = client.post(f"/plays/new/ankhor?lang={lang}", data=dict(
        fields, **{"players-0-name": "A" * 30, "players-0-color": "red",
                   "players-1-name": "Ben", "players-1-color": "teal"}))
    html = plain(response.get_data(as_text=True))
    assert response.status_code == 400
    assert html.count(message) == 1
    assert "longer than" not in html and "Not a valid choice" not in html
