"""`companion restore` while the server runs: a restored play gets versions past every
version the database had, so nothing the server kept from before the restore (a play's
state, its pages, its JSON, an ETag) is taken for the restored play."""
from companion import history
from companion.backup import restore, write_backup
from companion.db import connect, select
from tests.conftest import start_play


def act(client, play, after, kind, data=None):
    return client.post(f"/api/plays/{play}/events",
                       json={"after": after, "kind": kind, "data": data or {}})


def test_after_a_restore_the_play_shows_what_the_table_did_since(app, tmp_path, monkeypatch):
    monkeypatch.setitem(app.config, "OTHER_PROGRAMS_SEEN_WITHIN", 0.0)
    phone = app.test_client()
    play = start_play(phone)
    backup = write_backup(app.config["DATABASE"], str(tmp_path / "b.sqlite"))
    assert act(phone, play, 0, "first_player", {"seat": 0}).status_code == 200
    before = phone.get(f"/api/plays/{play}")
    assert before.get_json()["tracker"]["current_seat"] == 0
    tracker_before = phone.get(f"/plays/{play}/track").get_data(as_text=True)

    restore(str(backup), app.config["DATABASE"])
    assert phone.get(f"/api/plays/{play}").get_json()["seq"] == 0
    assert act(phone, play, 0, "first_player", {"seat": 1}).status_code == 200

    assert phone.get(f"/api/plays/{play}").get_json()["tracker"]["current_seat"] == 1
    asked_again = phone.get(f"/api/plays/{play}", headers={"If-None-Match": before.headers["ETag"]})
    assert asked_again.status_code == 200
    assert phone.get(f"/plays/{play}/track").get_data(as_text=True) != tracker_before


def test_an_action_after_a_restore_and_a_rename_builds_on_the_restored_play(
        app, tmp_path, monkeypatch):
    monkeypatch.setitem(app.config, "OTHER_PROGRAMS_SEEN_WITHIN", 0.0)
    phone = app.test_client()
    play = start_play(phone)
    backup = write_backup(app.config["DATABASE"], str(tmp_path / "b.sqlite"))
    assert act(phone, play, 0, "first_player", {"seat": 0}).status_code == 200
    restore(str(backup), app.config["DATABASE"])   # back in setup, no events
    db = connect(app.config["DATABASE"])
    try:
        history.rename_player(db, "Ana", "Anna")    # one version on, as first_player was
        shown = phone.get(f"/api/plays/{play}").get_json()
        assert shown["phase"] == "setup" and shown["players"][0]["name"] == "Anna"
        assert act(phone, play, 1, "take_tokens").status_code == 400
        assert select(db, "SELECT seq FROM events WHERE play_id = ?", [play]) == []
    finally:
        db.conn.close()
