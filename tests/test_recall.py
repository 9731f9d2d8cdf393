"""Recall of the rules search, per game and language, over questions players ask.

Each game has question sets in `tests/recall/`: `<slug>.<lang>.toml` (phrasings we tuned
the search against) and `<slug>.<lang>.heldout.toml` (written before the entries and the
first tuning; issue 27 added two phrasings to Pyramids after seeing the English set's
misses). Each question lists the entries that answer it. The search is the app's, with
its sentence model; tests/test_heldout.py measures it on questions never tuned against.
"""
import tomllib
from pathlib import Path

import pytest

from companion import content, search
from companion.db import get_db
from companion.games import GAMES

RECALL = Path(__file__).parent / "recall"
TOP3_TARGET, FIRST_TARGET = 0.90, 0.75


def question_sets() -> list[tuple[str, str, str]]:
    """(slug, lang, set name) for every game in the registry and every language it has."""
    found = []
    for slug, game in GAMES.items():
        for lang in content.languages_of(game):
            for name in ("tuned", "heldout"):
                suffix = "" if name == "tuned" else ".heldout"
                if (RECALL / f"{slug}.{lang}{suffix}.toml").exists():
                    found.append((slug, lang, name))
    return found


def load_questions(slug: str, lang: str, name: str) -> list[tuple[str, set[str]]]:
    """The questions and their entries, as they are now: an entry merged into another
    answers by the entry that holds it."""
    suffix = "" if name == "tuned" else ".heldout"
    data = tomllib.loads((RECALL / f"{slug}.{lang}{suffix}.toml").read_text(encoding="utf-8"))
    game = GAMES[slug]

    def now(entry_id: str) -> str:
        merged = content.merged_into(game, entry_id, lang)
        return merged.id if merged else entry_id
    return [(q["q"], {now(a) for a in q["answers"]}) for q in data["question"]]


def test_every_game_has_questions_in_english():
    assert {slug for slug, lang, _ in question_sets() if lang == "en"} == set(GAMES)


@pytest.mark.parametrize("slug, lang, name", question_sets())
def test_recall(app, sentence_model, slug, lang, name):
    game = GAMES[slug]
    questions = load_questions(slug, lang, name)
    ids = {e.id for e in content.entries_for(game, lang)}
    unknown = {a for _, answers in questions for a in answers} - ids
    assert not unknown, f"questions name entries that do not exist: {unknown}"
    first = top3 = 0
    misses = []
    with app.app_context():
        for question, good in questions:
            found = [a.entry.id for a in search.ask(get_db(), game, question, lang=lang,
                                                    model=sentence_model)]
            first += bool(found) and found[0] in good
            top3 += bool(good & set(found))
            if not good & set(found):
                misses.append((question, found))
    n = len(questions)
    print(f"\nrecall {slug} {lang} {name}: first {first}/{n} = {first / n:.0%}, "
          f"top 3 {top3}/{n} = {top3 / n:.0%}")
    for miss in misses:
        print("  missed:", miss)
    assert top3 / n >= TOP3_TARGET and first / n >= FIRST_TARGET
