"""The history's queries and rules: filters, durations, deleting and restoring a play,
renaming and merging players, and the statistics (win rate, median, categories, head to
head, the chart's numbers)."""
import csv
import io
import json

import pytest

from companion import history
from companion.db import connect, init_db
from companion.errors import InvalidInput
from companion.games import GAMES
from companion.history import (
    FinishedPlay,
    MergeNeeded,
    Result,
    delete_play,
    game_statistics,
    head_to_head,
    history_plays,
    minutes_between,
    nice_step,
    plan_rename,
    player_stats,
    rename_player,
    restore_play,
    score_chart,
    win_rate,
)
from companion.plays import (
    create_play,
    known_players,
    read_state,
    recent_plays,
)
from companion.record import append_event
from companion.transfer import bgstats_plays, export_csv, export_data, import_json

ANKHOR = GAMES["ankhor"]
COLORS = ["red", "blue", "green", "yellow"]


@pytest.fixture
def db(tmp_path):
    database = connect(str(tmp_path / "plays.sqlite"))
    init_db(database)
    return database


def seat(names):
    return [{"name": n, "color": c} for n, c in zip(names, COLORS, strict=False)]


def ankhor_play(db, scores: dict[str, tuple[int, int]]) -> str:
    """A finished Ankh'or play; each player's (bonus points, leftover tokens), no tiles:
    breakdown bonus = the points, leftover = tokens // 3."""
    play = create_play(db, ANKHOR, seat(list(scores)))
    append_event(db, play, 0, "first_player", {"seat": 0})
    append_event(db, play, 1, "to_scoring", {})
    for number, (bonus, leftover) in enumerate(scores.values()):
        entry = {"tiles": [], "bonus_tokens": [bonus] if bonus else [],
                 "leftover_tokens": leftover}
        append_event(db, play, 2 + number, "score", {"seat": number, "entry": entry})
    return play


def pyramids_play(db, names=("Ana", "Cy")) -> str:
    return create_play(db, GAMES["pyramids"], seat(names))


def set_times(db, play, *stamps):
    for seq, stamp in enumerate(stamps, 1):
        db.execute("UPDATE events SET created = ? WHERE play_id = ? AND seq = ?",
                   [stamp, play, seq])


# --- durations and filters -----------------------------------------------------------------

@pytest.mark.parametrize("first, last, minutes", [
    ("2025-03-12T20:00:00+00:00", "2025-03-12T21:05:20+00:00", 65),
    ("2025-03-12T20:00:00+00:00", "2025-03-12T20:00:40+00:00", 1),
    ("2025-03-12T23:50:00+00:00", "2025-03-13T00:20:00+01:00", 0),     # never negative
    ("2025-03-12T20:00:00+00:00", "2025-03-12T20:00:00+00:00", None),   # one event only
    (None, None, None),                                                 # no event yet
])
def test_duration_runs_from_the_first_to_the_last_event(first, last, minutes):
    assert minutes_between(first, last) == minutes


def test_the_history_shows_each_play_with_its_duration(db):
    play = ankhor_play(db, {"Ana": (5, 0), "Ben": (3, 0)})
    set_times(db, play, "2025-03-12T20:00:00+00:00", "2025-03-12T21:10:00+00:00",
              "2025-03-12T21:20:00+00:00", "2025-03-12T21:42:00+00:00")
    fresh = pyramids_play(db)
    shown = history_plays(db)
    assert [p["id"] for p in shown] == [fresh, play]
    assert shown[1]["minutes"] == 102 and shown[0]["minutes"] is None
    assert shown[1]["winners"] == ["Ana"] and shown[1]["players"][1]["name"] == "Ben"


def test_the_history_filters_by_game_and_by_player_whatever_the_spelling(db):
    first = ankhor_play(db, {"Émile": (5, 0), "Ben": (3, 0)})
    second = ankhor_play(db, {"Ben": (5, 0), "émile ": (3, 0)})
    third = pyramids_play(db, ("ÉMILE", "Cy"))
    ankhor_play(db, {"Ana": (1, 0), "Ben": (2, 0)})
    assert {p["id"] for p in history_plays(db, player="emile")} == set()
    assert [p["id"] for p in history_plays(db, player=" émile")] == [third, second, first]
    assert [p["id"] for p in history_plays(db, game="pyramids")] == [third]
    assert [p["id"] for p in history_plays(db, game="ankhor", player="ÉMILE")] == [second,
                                                                                  first]
    assert len(history_plays(db, limit=2)) == 2 and len(history_plays(db, offset=3)) == 1


def test_players_are_listed_once_with_the_last_spelling_and_their_plays(db):
    ankhor_play(db, {"Émile": (5, 0), "Ben": (3, 0)})
    ankhor_play(db, {"émile": (5, 0), "Ben": (3, 0)})
    assert history.players(db) == [{"key": "ben", "name": "Ben", "plays": 2},
                                   {"key": "émile", "name": "émile", "plays": 2}]
    assert history.player_name(db, "ÉMILE ") == "émile"
    assert history.player_name(db, "Zoe") is None


# --- deleting and restoring ------------------------------------------------------------------

def test_a_play_id_never_starts_with_a_spreadsheet_formula_sign(monkeypatch):
    """"-" first would make the CSV export quote the id ("'-7FfH…"): a new id is drawn."""
    import companion.plays as plays_module
    drawn = iter(["-7FfH0OEwisBK8ON", "A7FfH0OEwisBK8ON"])
    monkeypatch.setattr(plays_module.secrets, "token_urlsafe", lambda n: next(drawn))
    assert plays_module.new_play_id() == "A7FfH0OEwisBK8ON"


def test_a_deleted_play_leaves_every_list_but_the_json_export_and_comes_back(db):
    kept = ankhor_play(db, {"Ana": (5, 0), "Ben": (3, 0)})
    gone = ankhor_play(db, {"Zoe": (9, 0), "Ben": (3, 0)})
    assert delete_play(db, gone) and not delete_play(db, gone)
    assert [p["id"] for p in history_plays(db)] == [kept]
    assert [p["id"] for p in recent_plays(db)] == [kept]
    assert [p["name"] for p in known_players(db)] == ["Ana", "Ben"]
    assert [p.name for p in game_statistics(db)[0].players] == ["Ana", "Ben"]
    assert history.games_played(db) == ["ankhor"] and history.players(db)[0]["plays"] == 1
    assert {row["play"] for row in csv.DictReader(io.StringIO(export_csv(db)))} == {kept}
    assert [p["sourcePlayId"] for p in bgstats_plays(db)] == [kept]
    exported = {p["id"]: p for p in export_data(db)["plays"]}
    assert exported[gone]["deleted"] and exported[kept]["deleted"] is None
    assert len(exported[gone]["events"]) == 4                 # nothing of it is lost
    assert history.play_summary(db, gone)["deleted"]
    assert restore_play(db, gone) and not restore_play(db, gone)
    assert [p["id"] for p in history_plays(db)] == [gone, kept]


def test_the_deleted_mark_goes_through_the_json_export_and_import(db, tmp_path):
    gone = ankhor_play(db, {"Ana": (5, 0), "Ben": (3, 0)})
    kept = ankhor_play(db, {"Ana": (5, 0), "Ben": (3, 0)})
    delete_play(db, gone)
    other = connect(str(tmp_path / "other.sqlite"))
    init_db(other)
    assert import_json(other, json.dumps(export_data(db))).added == 2
    rows = {r["id"]: r["deleted"] for r in other.query("SELECT id, deleted FROM plays")}
    assert rows[kept] is None and rows[gone] == next(db.query(
        "SELECT deleted FROM plays WHERE id = ?", [gone]))["deleted"]
    assert [p["id"] for p in history_plays(other)] == [kept]


def test_an_upgraded_database_has_every_play_in_the_history(tmp_path):
    import shutil

    from tests.test_upgrade import FIXTURE
    shutil.copyfile(FIXTURE, tmp_path / "old.sqlite")
    database = connect(str(tmp_path / "old.sqlite"))
    init_db(database)
    count = next(database.query("SELECT count(*) AS n FROM plays"))["n"]
    assert len(history_plays(database, limit=100)) == count == 16


# --- renaming and merging ---------------------------------------------------------------------

def names_in(db, play):
    row = next(db.query("SELECT players, winners FROM plays WHERE id = ?", [play]))
    results = [r["name"] for r in db.query(
        "SELECT name FROM results WHERE play_id = ? ORDER BY seat", [play])]
    return [p["name"] for p in json.loads(row["players"])], json.loads(row["winners"]), results


def test_a_rename_changes_every_play_seats_winners_and_results(db):
    first = ankhor_play(db, {"ana": (5, 0), "Ben": (3, 0)})
    second = ankhor_play(db, {"Ben": (5, 0), "Ana ": (3, 0)})
    other = ankhor_play(db, {"Cy": (5, 0), "Ben": (3, 0)})
    assert read_state(db, first).names == ["ana", "Ben"]      # cached before the rename
    done = rename_player(db, "ANA", "Anna")
    assert (done.plays, done.merge_with, done.new) == (2, None, "Anna")
    assert names_in(db, first) == (["Anna", "Ben"], ["Anna"], ["Anna", "Ben"])
    assert names_in(db, second) == (["Ben", "Anna"], ["Ben"], ["Ben", "Anna"])
    assert names_in(db, other) == (["Cy", "Ben"], ["Cy"], ["Cy", "Ben"])
    state = read_state(db, first)
    assert state.names == ["Anna", "Ben"] and state.ranking.winners == ["Anna"]


def test_a_rename_reaches_deleted_plays_too(db):
    play = ankhor_play(db, {"Ana": (5, 0), "Ben": (3, 0)})
    delete_play(db, play)
    assert history.player_name(db, "Ana") is None     # nobody in the history is Ana...
    rename_player(db, "Ana", "Anna")           # ...but her deleted play is renamed as well
    assert names_in(db, play)[0] == ["Anna", "Ben"]


def test_a_rename_can_change_only_the_spelling(db):
    play = ankhor_play(db, {"ana": (5, 0), "Ben": (3, 0)})
    other = ankhor_play(db, {"ANA": (5, 0), "Ben": (3, 0)})
    assert plan_rename(db, "Ana", " Ana ").merge_with is None
    rename_player(db, "Ana", "Ana")
    assert names_in(db, play)[0] == names_in(db, other)[0] == ["Ana", "Ben"]


def test_two_players_who_shared_tables_cannot_be_merged(db):
    ankhor_play(db, {"Ana": (5, 0), "Ben": (3, 0)})
    ankhor_play(db, {"Ben": (5, 0), "Ana": (3, 0)})
    with pytest.raises(InvalidInput, match=r"sat at the same table \(2 plays\)"):
        rename_player(db, "Ana", "Ben", merge=True)


def test_the_name_as_last_written_is_the_one_renamed_and_shown(db):
    ankhor_play(db, {"ana": (5, 0), "Ben": (3, 0)})
    ankhor_play(db, {"Ana": (5, 0), "Ben": (3, 0)})
    assert plan_rename(db, "ANA", "Anna").old == "Ana"


@pytest.mark.parametrize("new, message", [
    ("", "Enter the new name."),
    ("   ", "Enter the new name."),
    ("x" * 25, "at most 24 characters"),
    ("Ana", "Ana is already the name."),
    ("BEN", "Ana and BEN sat at the same table (1 play), so they are two players"),
])
def test_a_rename_that_cannot_be_done_says_why_and_changes_nothing(db, new, message):
    play = ankhor_play(db, {"Ana": (5, 0), "Ben": (3, 0)})
    before = names_in(db, play)
    with pytest.raises(InvalidInput) as refused:
        rename_player(db, "Ana", new, merge=True)
    assert refused.value.errors[0].field == "new"
    assert message in refused.value.errors[0].message
    assert names_in(db, play) == before


def test_an_unknown_player_cannot_be_renamed(db):
    ankhor_play(db, {"Ana": (5, 0), "Ben": (3, 0)})
    with pytest.raises(LookupError):
        plan_rename(db, "Zoe", "Zed")


def test_renaming_to_another_players_name_merges_them_once_confirmed(db):
    mine = ankhor_play(db, {"Anna": (5, 0), "Ben": (3, 0)})
    theirs = ankhor_play(db, {"Ana": (2, 0), "Cy": (3, 0)})
    with pytest.raises(MergeNeeded) as asked:
        rename_player(db, "anna", "ana")
    assert asked.value.plan.merge_with == "Ana" and asked.value.plan.plays == 1
    assert names_in(db, mine)[0] == ["Anna", "Ben"]            # nothing yet
    done = rename_player(db, "anna", "ana", merge=True)
    assert (done.merge_with, done.new) == ("Ana", "Ana")       # the name she has now
    assert names_in(db, mine)[0] == ["Ana", "Ben"] and names_in(db, theirs)[0] == ["Ana", "Cy"]
    ana = next(p for p in game_statistics(db)[0].players if p.key == "ana")
    assert (ana.plays, ana.wins, sorted(ana.scores)) == (2, 1, [2, 5])
    assert [p["name"] for p in history.players(db)] == ["Ana", "Ben", "Cy"]


def test_a_rename_is_one_transaction(db, monkeypatch):
    first = ankhor_play(db, {"Ana": (5, 0), "Ben": (3, 0)})
    second = ankhor_play(db, {"Ana": (5, 0), "Cy": (3, 0)})
    calls = []

    def fails_the_second_time(names, key, new):
        calls.append(names)
        if len(calls) == 2:
            raise RuntimeError("disk full")
        return [new if n == "Ana" else n for n in names]

    monkeypatch.setattr(history, "_renamed", fails_the_second_time)
    with pytest.raises(RuntimeError):
        rename_player(db, "Ana", "Anna")
    assert names_in(db, first)[0] == ["Ana", "Ben"] and names_in(db, second)[0] == ["Ana", "Cy"]
    assert not db.conn.in_transaction


# --- statistics -------------------------------------------------------------------------------

def result(name, total, rank, **breakdown):
    return Result(0, name.casefold(), name, total, rank, breakdown)


def play(*results, game="ankhor", created="2025-01-01T20:00:00+00:00"):
    return FinishedPlay("p", game, created, list(results))


@pytest.mark.parametrize("wins, plays, rate", [(0, 0, 0.0), (1, 2, 0.5), (3, 3, 1.0),
                                               (1, 3, 1 / 3)])
def test_win_rate_is_wins_per_play(wins, plays, rate):
    assert win_rate(wins, plays) == pytest.approx(rate)


def test_median_average_best_and_wins_per_player():
    plays = [play(result("Ana", 10, 1), result("Ben", 4, 2)),
             play(result("Ana", 3, 2), result("Ben", 8, 1)),
             play(result("Ana", 7, 1), result("Ben", 7, 1)),          # a shared win
             play(result("Ana", 30, 1), result("Cy", 1, 2))]
    ana, ben, cy = player_stats(plays)
    assert (ana.name, ana.plays, ana.wins, ana.best) == ("Ana", 4, 3, 30)
    assert ana.median == 8.5 and ana.average == 12.5 and ana.win_rate == 0.75
    assert (ben.plays, ben.wins, ben.median, ben.average) == (3, 2, 7, pytest.approx(19 / 3))
    assert (cy.plays, cy.wins, cy.median, cy.win_rate) == (1, 0, 1, 0.0)


def test_points_per_category_average_what_each_player_scored():
    plays = [play(result("Ana", 9, 1, bonus=6, leftover=3, printed=0),
                  result("Ben", 4, 2, bonus=4, printed=0)),
             play(result("Ana", 4, 1, bonus=2, leftover=2, printed=0),
                  result("Ben", 3, 2, bonus=2, leftover=1, printed=0))]
    stats = history.GameStats("ankhor", player_stats(plays), history.categories(plays), [],
                              plays)
    assert stats.categories == ["bonus", "leftover", "printed"]
    assert stats.category_rows() == [("bonus", [4.0, 3.0], 4.0),
                                     ("leftover", [2.5, 1.0], 2.5),
                                     ("printed", [0.0, 0.0], None)]      # nobody stands out
    alone = history.GameStats("ankhor", player_stats(plays[:1]), ["leftover"], [], plays)
    assert alone.category_rows() == [("leftover", [3.0, None], None)]   # nobody to compare


def test_head_to_head_counts_who_finished_ahead_in_plays_both_played():
    plays = [play(result("Ana", 10, 1), result("Ben", 4, 2), result("Cy", 3, 3)),
             play(result("Ben", 8, 1), result("Ana", 3, 2)),
             play(result("Ben", 7, 1), result("Ana", 7, 1)),
             play(result("Ben", 9, 1), result("Ana", 1, 2)),
             play(result("Cy", 5, 1), result("Dee", 2, 2))]
    pairs = {(h.first, h.second): (h.plays, h.first_ahead, h.second_ahead, h.tied)
             for h in head_to_head(plays)}
    assert pairs == {("Ben", "Ana"): (4, 2, 1, 1), ("Ana", "Cy"): (1, 1, 0, 0),
                     ("Ben", "Cy"): (1, 1, 0, 0), ("Cy", "Dee"): (1, 1, 0, 0)}
    assert head_to_head(plays)[0].first == "Ben"                 # most plays together first


def test_statistics_recompute_the_breakdown_from_each_play(db):
    ankhor_play(db, {"Ana": (6, 9), "Ben": (4, 0)})
    ankhor_play(db, {"Ana": (2, 3), "Ben": (4, 6)})
    pyramids_play(db)                                       # not finished: not counted
    (stats,) = game_statistics(db)
    assert stats.game == "ankhor" and len(stats.plays) == 2
    assert stats.categories == ["printed", "bonus", "animals", "colors", "leftover"]
    rows = {category: averages for category, averages, _ in stats.category_rows()}
    assert [p.name for p in stats.players] == ["Ana", "Ben"]
    assert rows["bonus"] == [4.0, 4.0] and rows["leftover"] == [2.0, 1.0]
    assert [p.scores for p in stats.players] == [[9, 3], [4, 6]]


def test_the_statistics_replay_no_play_the_results_keep_the_breakdowns(db, monkeypatch):
    """Issue 26, finding 12: every view replayed the plays (all of them, past 4,096)."""
    play_id = ankhor_play(db, {"Ana": (6, 0), "Ben": (4, 0)})
    replays = []
    real = history.read_state
    monkeypatch.setattr(history, "read_state",
                        lambda d, p: replays.append(p) or real(d, p))
    (stats,) = game_statistics(db)
    assert replays == [] and stats.categories[:2] == ["printed", "bonus"]
    state = read_state(db, play_id)
    append_event(db, play_id, state.seq, "score", {"seat": 1, "entry": {
        "tiles": [], "bonus_tokens": [9]}})                  # a score edited after the end
    (stats,) = game_statistics(db)
    assert replays == []
    assert [p.scores for p in stats.players] == [[9], [6]] and stats.players[0].name == "Ben"
    assert stats.players[0].category_average("bonus") == 9


def test_results_kept_before_their_breakdowns_get_them_at_start_up(db):
    play_id = ankhor_play(db, {"Ana": (6, 0), "Ben": (4, 0)})
    db.execute("UPDATE results SET breakdown = NULL")
    assert history.fill_breakdowns(db) == 1
    assert history.fill_breakdowns(db) == 0
    (stats,) = game_statistics(db)
    assert stats.players[0].category_average("bonus") == 6 and play_id


def test_a_play_whose_game_is_gone_still_counts_its_totals(db):
    play_id = ankhor_play(db, {"Ana": (6, 0), "Ben": (4, 0)})
    db.execute("UPDATE plays SET game = 'retired', version = version + 1 WHERE id = ?",
               [play_id])
    (stats,) = game_statistics(db)
    assert stats.game == "retired" and stats.categories[:1] == ["printed"]   # as kept
    assert [p.scores for p in stats.players] == [[6], [4]]


# --- the chart's numbers ----------------------------------------------------------------------

@pytest.mark.parametrize("span, step", [(0, 1), (3, 1), (8, 2), (20, 5), (40, 10), (50, 20),
                                        (130, 50), (400, 100)])
def test_chart_steps_are_round_numbers(span, step):
    assert nice_step(span) == step


def test_the_chart_places_each_score_between_its_axes():
    plays = [play(result("Ana", 40, 1), result("Ben", 10, 2)),
             play(result("Ben", 25, 1), result("Cy", 0, 2)),
             play(result("Ana", 20, 1), result("Ben", 20, 1))]
    chart = score_chart(plays, player_stats(plays))
    ana, ben, cy = (next(s for s in chart.series if s.name == n) for n in ("Ana", "Ben", "Cy"))
    assert [s.name for s in chart.series] == ["Ben", "Ana", "Cy"]    # the table's order
    bottom = chart.height - chart.bottom
    assert [v for v, _ in chart.ticks] == [0, 10, 20, 30, 40]
    assert ana.points[0].y == chart.top and cy.points[0].y == bottom    # 40 at top, 0 at foot
    assert [p.play for p in ana.points] == [0, 2] and [p.play for p in ben.points] == [0, 1, 2]
    assert ana.points[0].x == chart.left and ana.points[1].x == chart.width - chart.right
    assert ben.path.startswith(f"M{chart.left:.1f},") and ben.path.count("L") == 2


def test_the_chart_shows_the_last_plays_and_a_single_play_in_the_middle():
    plays = [play(result("Ana", n, 1)) for n in range(30)]
    chart = score_chart(plays, player_stats(plays), last=20)
    assert [p.total for p in chart.series[0].points] == list(range(10, 30))
    one = score_chart(plays[:1], player_stats(plays[:1]))
    middle = one.left + (one.width - one.left - one.right) / 2
    assert one.series[0].points[0].x == middle
    assert score_chart([], []) is None


def test_negative_scores_go_below_zero():
    plays = [play(result("Ana", -7, 2), result("Ben", 12, 1))]
    chart = score_chart(plays, player_stats(plays))
    values = [v for v, _ in chart.ticks]
    assert values[0] <= -7 and values[-1] >= 12 and 0 in values
