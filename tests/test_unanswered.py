"""Unanswered questions: one row per distinct question, a cap on how many are kept
(issue 26, finding 8: every GET of an unanswered question added a row, with no cap)."""
from companion.db import get_db
from companion.search import answers

NONSENSE = "xyzzy plugh quux"


def rows(app) -> list[dict]:
    with app.app_context():
        return [dict(r) for r in get_db().query("SELECT * FROM unanswered ORDER BY rowid")]


def test_the_same_question_asked_again_is_one_row(app, client):
    for question in (NONSENSE, NONSENSE.upper(), f"  {NONSENSE}  ", "ｘｙｚｚｙ plugh quux"):
        client.get("/api/games/ankhor/ask", query_string={"q": question})
        client.get("/games/ankhor/rules", query_string={"q": question})
    found = rows(app)
    assert len(found) == 1 and found[0]["game"] == "ankhor"


def test_a_flood_of_distinct_questions_keeps_only_the_latest(app, client, monkeypatch):
    monkeypatch.setattr(answers, "UNANSWERED_KEPT", 20)
    for n in range(50):
        client.get("/api/games/pyramids/ask", query_string={"q": f"{NONSENSE} {n}"})
    found = rows(app)
    assert len(found) == 20 and found[-1]["question"] == f"{NONSENSE} 49"
    assert client.get("/rules/unanswered").status_code == 200


def test_a_question_with_control_characters_is_not_kept(app, client):
    client.get("/games/ankhor/rules", query_string={"q": f"{NONSENSE}\x00\u202e"})
    assert rows(app) == []
