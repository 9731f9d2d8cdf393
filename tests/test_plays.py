import threading

import pytest

from companion.db import connect, init_db
from companion.errors import IllegalAction, InvalidInput
from companion.games.ankhor import GAME
from companion.plays import Conflict, create_play, load_state
from companion.record import append_event, undo
from tests.ankhor_layouts import rulebook_example


@pytest.fixture
def db(tmp_path):
    database = connect(str(tmp_path / "plays.sqlite"))
    init_db(database)
    return database


PLAYERS = [{"name": "Ana", "color": "red"}, {"name": "Ben", "color": "blue"}]


def new_play(db):
    return create_play(db, GAME, PLAYERS)


def test_a_play_goes_from_setup_to_results(db):
    play = new_play(db)
    state = append_event(db, play, 0, "first_player", {"seat": 1})
    assert state.phase == "playing" and state.turn.seat == 1
    state = append_event(db, play, 1, "to_scoring", {})
    state = append_event(db, play, 2, "score", {"seat": 0, "entry": rulebook_example()})
    assert state.phase == "scoring"
    state = append_event(db, play, 3, "score", {"seat": 1, "entry": {"tiles": []}})
    assert state.phase == "finished"
    assert state.ranking.winners == ["Ana"]
    row = next(db.query("SELECT status, winners FROM plays WHERE id = ?", [play]))
    assert row == {"status": "finished", "winners": '["Ana"]'}
    totals = [r["total"] for r in db.query("SELECT total FROM results ORDER BY seat")]
    assert totals == [24, 0]


def test_state_survives_a_reload(db):
    play = new_play(db)
    append_event(db, play, 0, "first_player", {"seat": 0})
    append_event(db, play, 1, "buy_tile", {"scribe": True})
    state = load_state(db, play)
    # a play started as phones start it: the main action ends the turn (one tap)
    assert state.seq == 2 and state.turn.tiles == (1, 0)
    assert state.turn.extra_turn and state.turn.seat == 0      # the scribe's extra turn


def test_undo_takes_back_the_last_action(db):
    play = new_play(db)
    append_event(db, play, 0, "first_player", {"seat": 0})
    append_event(db, play, 1, "buy_tile", {})
    state = undo(db, play, 2)
    assert state.seq == 3 and state.turn.tiles == (0, 0) and not state.turn.main_done
    state = undo(db, play, 3)
    assert state.phase == "setup" and state.seq == 4
    with pytest.raises(IllegalAction, match="nothing to undo"):
        undo(db, play, 4)
    assert [h.kind for h in state.history] == ["first_player", "buy_tile", "undo", "undo"]
    assert [h.undone for h in state.history] == [True, True, False, False]


def test_second_writer_of_the_same_step_gets_a_conflict(db):
    play = new_play(db)
    append_event(db, play, 0, "first_player", {"seat": 0})
    append_event(db, play, 1, "take_tokens", {})
    with pytest.raises(Conflict) as exc:
        append_event(db, play, 1, "buy_tile", {})
    assert exc.value.state.seq == 2
    assert exc.value.state.turn.seat == 1      # Ana's tokens ended her turn
    assert load_state(db, play).turn.tiles == (0, 0)


def test_undo_with_a_stale_step_is_a_conflict(db):
    play = new_play(db)
    append_event(db, play, 0, "first_player", {"seat": 0})
    append_event(db, play, 1, "take_tokens", {})
    with pytest.raises(Conflict):
        undo(db, play, 1)
    assert load_state(db, play).seq == 2


def test_concurrent_writers_only_one_wins(tmp_path, db):
    play = new_play(db)
    append_event(db, play, 0, "first_player", {"seat": 0})
    path = str(tmp_path / "plays.sqlite")
    outcomes = []

    def act():
        own = connect(path)
        try:
            append_event(own, play, 1, "take_tokens", {})
            outcomes.append("ok")
        except Conflict:
            outcomes.append("conflict")
        finally:
            own.conn.close()

    threads = [threading.Thread(target=act) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(outcomes) == ["conflict"] * 7 + ["ok"]
    assert load_state(db, play).seq == 2


def test_refused_action_stores_nothing(db):
    play = new_play(db)
    append_event(db, play, 0, "first_player", {"seat": 0})
    with pytest.raises(IllegalAction):
        append_event(db, play, 1, "end_turn", {})
    with pytest.raises(IllegalAction):
        append_event(db, play, 1, "score", {"seat": 0, "entry": {}})
    append_event(db, play, 1, "to_scoring", {})
    with pytest.raises(InvalidInput):
        append_event(db, play, 2, "score", {"seat": 0, "entry": {"tiles": [{"row": 0}]}})
    assert load_state(db, play).seq == 2
    assert next(db.query("SELECT count(*) AS n FROM events"))["n"] == 2


def test_first_player_must_be_a_seat(db):
    play = new_play(db)
    with pytest.raises(IllegalAction):
        append_event(db, play, 0, "first_player", {"seat": 5})


def test_read_state_follows_every_change(db):
    from companion.plays import read_state
    play = new_play(db)
    assert read_state(db, play).seq == 0
    append_event(db, play, 0, "first_player", {"seat": 0})
    assert read_state(db, play).phase == "playing"
    append_event(db, play, 1, "buy_tile", {})
    assert read_state(db, play).turn.tiles == (1, 0)
    undo(db, play, 2)
    assert read_state(db, play).turn.tiles == (0, 0)
    assert read_state(db, "missing") is None


def test_read_state_after_undo_and_a_different_action(db):
    from companion.plays import read_state
    play = new_play(db)
    append_event(db, play, 0, "first_player", {"seat": 0})
    append_event(db, play, 1, "buy_tile", {})
    assert read_state(db, play).turn.tiles == (1, 0)
    undo(db, play, 2)
    append_event(db, play, 3, "take_tokens", {})      # event numbers are never used twice
    state = read_state(db, play)
    assert state.turn.tiles == (0, 0) and state.turn.seat == 1
    with pytest.raises(Conflict):                      # a phone that missed the undo
        append_event(db, play, 2, "end_turn", {})
