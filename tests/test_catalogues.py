"""Nothing half-translated: every text of the app has a Spanish and a French translation,
none fuzzy, the compiled catalogues match, and pages shown in Spanish or French carry no
English text of ours (nor an English rules title)."""
import html as html_lib
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po

from companion.games import GAMES
from tests.conftest import start_play
from tests.typeset import plain

ROOT = Path(__file__).resolve().parents[1]
CATALOGUES = ROOT / "companion" / "translations"
KEYWORDS = ["-k", "Msg", "-k", "Plural:1,2", "-k", "refuse:3", "-k", "_", "-k", "gettext",
            "-k", "ngettext:1,2"]


@pytest.fixture(scope="module")
def extracted(tmp_path_factory):
    """The texts of the code as it is now (what ./manage.sh translations extracts)."""
    pot = tmp_path_factory.mktemp("pot") / "messages.pot"
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", "extract", "-F",
                    "babel.cfg", *KEYWORDS, "--no-location", "-o", str(pot), "."],
                   cwd=ROOT, check=True, capture_output=True)
    with pot.open("rb") as f:
        return read_po(f)


def catalogue(lang: str):
    with (CATALOGUES / lang / "LC_MESSAGES" / "messages.po").open("rb") as f:
        return read_po(f)


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_every_text_is_translated_and_none_is_fuzzy(extracted, lang):
    po = catalogue(lang)
    missing, fuzzy = [], []
    for message in extracted:
        if not message.id:
            continue
        found = po.get(message.id, context=message.context)
        if found is None or not (found.string if isinstance(found.string, str)
                                 else all(found.string)):
            missing.append(message.id)
        elif found.fuzzy:
            fuzzy.append(message.id)
    assert missing == [] and fuzzy == []


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_the_compiled_catalogue_is_the_catalogue(lang):
    po = catalogue(lang)
    with (CATALOGUES / lang / "LC_MESSAGES" / "messages.mo").open("rb") as f:
        mo = read_mo(f)
    assert texts(po) == texts(mo)


def texts(catalog) -> dict:
    def plain(text):
        return text if isinstance(text, str) else tuple(text)
    return {(m.context, plain(m.id)): plain(m.string) for m in catalog if m.id}


def english_texts(extracted) -> list[str]:
    """Our English texts long enough to be recognised on a page (3 words or more, no
    placeholders), that the translations do not keep as they are."""
    return [text for text in _kept_apart(extracted) if "{" not in text and "%(" not in text]


class Sentence:
    """An English text with placeholders, found filled in: its words around any values."""

    def __init__(self, parts: list[str]):
        self.longest = max(parts, key=len)
        self.pattern = re.compile(".{1,60}?".join(re.escape(p) for p in parts))

    def search(self, text: str) -> bool:
        return self.longest in text and self.pattern.search(text) is not None


def english_sentences(extracted) -> list[Sentence]:
    """Our English texts with placeholders, as patterns that find them filled in (a log
    line, a tie explanation, a JSON message): 3 words of ours or more around the values."""
    out = []
    for text in _kept_apart(extracted):
        parts = re.split(r"\{\w*\}|%\(\w+\)[sd]", text)
        if len(parts) < 2 or sum(len(p.split()) for p in parts) < 3:
            continue
        out.append(Sentence(parts))
    return out


def _kept_apart(extracted) -> list[str]:
    es, fr = catalogue("es"), catalogue("fr")
    out = []
    for message in extracted:
        text = message.id if isinstance(message.id, str) else message.id[0]
        if not text or len(text.split()) < 3 or "<" in text:
            continue
        if any((c.get(text) is not None and c.get(text).string == text) for c in (es, fr)):
            continue
        out.append(text)
    return out


def english_rules_titles(lang: str) -> list[str]:
    """The English titles of the rules entries whose `lang` title differs: a page in
    `lang` that links an entry must show its title in `lang`."""
    from companion import content
    out = []
    for game in GAMES.values():
        theirs = {e.id: e.title for e in content.entries_for(game, lang)}
        out += [e.title for e in content.entries_for(game, "en")
                if theirs.get(e.id, e.title) != e.title and len(e.title.split()) >= 3]
    return out


def played_to_the_end(app, client, slug: str, names=("Ana", "Ben"), first: int = 0) -> str:
    """A play of the game through the JSON API, its example moves to the end, then scored
    with its example entry: every page of a play has something to show."""
    from companion.db import get_db
    from companion.plays import read_state
    play = start_play(client, names, slug)
    reply = client.post(f"/api/plays/{play}/events", json={
        "after": 0, "kind": "first_player", "data": {"seat": first}})
    for _ in range(3000):
        with app.app_context():
            state = read_state(get_db(), play)
        if state.phase != "playing":
            break
        kind, data = state.game.example_move(state.tracker())
        reply = client.post(f"/api/plays/{play}/events",
                            json={"after": state.seq, "kind": kind, "data": data})
        assert reply.status_code == 200, reply.get_json()
    for seat in state.scoring_order():
        with app.app_context():
            state = read_state(get_db(), play)
        reply = client.post(f"/api/plays/{play}/events", json={
            "after": state.seq, "kind": "score",
            "data": {"seat": seat, "entry": state.game.example_entry()}})
        assert reply.status_code == 200, reply.get_json()
    assert reply.get_json()["phase"] == "finished"
    return play


def pages_of_every_kind(app, client) -> list[str]:
    pages = ["/", "/plays/new", "/history", "/stats", "/data/"]
    for slug in GAMES:
        pages += [f"/games/{slug}/teach"]
        first = client.post("/api/plays", json={"game": slug, "first_play": True, "players": [
            {"name": "Ana", "color": "red"}, {"name": "Ben", "color": "blue"}]}).get_json()["id"]
        pages += [f"/plays/{first}/setup"]
        client.post(f"/api/plays/{first}/events", json={
            "after": 1, "kind": "first_player", "data": {"seat": 0}})
        pages += [f"/plays/{first}/track"]
        pages += [f"/games/{slug}", f"/games/{slug}?players=2", f"/plays/new/{slug}",
                  f"/games/{slug}/rules", f"/games/{slug}/print", f"/games/{slug}/settings",
                  f"/games/{slug}/print/booklet.html?players=3"]
        playing = start_play(client, ("Ana", "Ben"), slug)
        pages += [f"/plays/{playing}/setup"]
        client.post(f"/api/plays/{playing}/events", json={
            "after": 0, "kind": "first_player", "data": {"seat": 0}})
        pages += [f"/plays/{playing}/track"]
        done = played_to_the_end(app, client, slug)
        pages += [f"/plays/{done}/results", f"/plays/{done}/log", f"/plays/{done}/score/0"]
    return pages


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_pages_in_spanish_and_french_show_no_english_text_of_ours(app, client, extracted,
                                                                   lang):
    """Nor their log lines, tie explanations and JSON messages, filled in."""
    texts = english_texts(extracted) + english_rules_titles(lang)
    sentences = english_sentences(extracted)
    found = {}
    for page in pages_of_every_kind(app, client):
        reply = client.get(page, headers={"Accept-Language": lang})
        assert reply.status_code == 200, page
        html = plain(reply.get_data(as_text=True))
        visible = re.sub(r"<script.*?</script>|<[^>]+>", " ", html, flags=re.S)
        visible = html_lib.unescape(re.sub(r"\s+", " ", visible))
        left = [t for t in texts if t in visible]
        left += [s.pattern.pattern for s in sentences if s.search(visible)]
        if left:
            found[page] = left[:5]
    assert found == {}


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_the_json_api_in_spanish_and_french_says_no_english_text_of_ours(
        app, client, extracted, lang):
    """A finished play's log and tie explanations, a refused action, a conflict, the setup
    steps and a stateless score, as a Spanish or French phone reads them."""
    texts = english_texts(extracted)
    sentences = english_sentences(extracted)
    headers = {"Accept-Language": lang}
    found = {}
    for slug, game in GAMES.items():
        done = played_to_the_end(app, client, slug)
        answers = [client.get(f"/api/plays/{done}", headers=headers).get_json()]
        assert answers[0]["tie_breaks"], slug           # every seat scored alike: a tie
        answers.append(client.post(f"/api/plays/{done}/events", headers=headers, json={
            "after": 0, "kind": "to_scoring", "data": {}}).get_json())
        answers.append(client.post(f"/api/plays/{done}/events", headers=headers, json={
            "after": answers[0]["seq"], "kind": "no_such_action", "data": {}}).get_json())
        answers.append(client.get(f"/api/games/{slug}/setup?players={game.max_players}",
                                  headers=headers).get_json())
        body = {"players": [dict(game.example_entry(), name=n) for n in ("Ana", "Ben")]}
        answers.append(client.post(f"/api/games/{slug}/score", headers=headers,
                                   json=body).get_json())
        said = json.dumps(answers, ensure_ascii=False)
        assert "Ana" in said and answers[1].get("happened"), slug
        left = [t for t in texts if t in said]
        left += [s.pattern.pattern for s in sentences if s.search(said)]
        if left:
            found[slug] = left[:5]
    assert found == {}
