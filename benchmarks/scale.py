"""A group's lifetime of plays for the benchmark: `seed(path, count)` fills a database with
`count` finished plays, clones of one real play of each game (played to its end through
the game's own example moves and scored with its example entry), among a group of eight
players over three years."""
import itertools
import json
import random
import sqlite3
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

GROUP = ["Ana", "Ben", "Cleo", "Dan", "Émile", "Fatou", "Gus", "Hana"]


def _played_to_the_end(db, game) -> str:
    """One play of `game`, its example moves to the end, scored with its example entry."""
    from companion.plays import create_play, read_state
    from companion.record import append_event  # as a phone's action: typed and checked
    play = create_play(db, game, [{"name": GROUP[0], "color": "red"},
                                  {"name": GROUP[1], "color": "blue"}])
    state = append_event(db, play, 0, "first_player", {"seat": 0})
    for _ in range(3000):
        if state.phase != "playing":
            break
        kind, data = game.example_move(state.tracker())
        state = append_event(db, play, state.seq, kind, data)
    for seat in state.scoring_order():
        state = read_state(db, play)
        state = append_event(db, play, state.seq, "score",
                             {"seat": seat, "entry": game.example_entry()})
    assert state.phase == "finished", (game.slug, state.phase)
    return play


def seed(path: str, count: int) -> list[str]:
    """`count` finished plays in a new database at `path`; their ids, oldest first."""
    from companion.db import open_database
    from companion.games import GAMES
    from companion.plays import new_play_id
    db = open_database(path)
    templates = [_played_to_the_end(db, game) for game in GAMES.values()]
    db.conn.close()
    conn = sqlite3.connect(path)
    rng = random.Random(26)
    start = datetime(2024, 1, 1, 19, 0, tzinfo=UTC)
    rows = {t: conn.execute("SELECT * FROM plays WHERE id = ?", [t]).fetchone()
            for t in templates}
    columns = [c[1] for c in conn.execute("PRAGMA table_info(plays)")]
    events = {t: conn.execute("SELECT seq, kind, data FROM events WHERE play_id = ? "
                              "ORDER BY seq", [t]).fetchall() for t in templates}
    results = {t: conn.execute("SELECT seat, name, total, rank, breakdown FROM results WHERE "
                               "play_id = ?", [t]).fetchall() for t in templates}
    conn.execute("DELETE FROM results")
    conn.execute("DELETE FROM events")
    conn.execute("DELETE FROM plays")
    ids = []
    pairs = list(itertools.permutations(GROUP, 2))
    with conn:
        for n in range(count):
            template = templates[n % len(templates)]
            names = dict(zip((GROUP[0], GROUP[1]), rng.choice(pairs), strict=True))
            when = start + timedelta(hours=5 * n)
            play = dict(zip(columns, rows[template], strict=True))
            players = [dict(p, name=names[p["name"]]) for p in json.loads(play["players"])]
            play.update(id=new_play_id(), created=when.isoformat(timespec="seconds"),
                        players=json.dumps(players), finished=(
                            when + timedelta(minutes=40)).isoformat(timespec="seconds"),
                        winners=json.dumps([names[w] for w in json.loads(play["winners"])]))
            conn.execute(f"INSERT INTO plays ({', '.join(columns)}) VALUES "
                         f"({', '.join('?' * len(columns))})", [play[c] for c in columns])
            conn.executemany("INSERT INTO events VALUES (?, ?, ?, ?, ?)", [
                (play["id"], seq, kind, data,
                 (when + timedelta(seconds=20 * seq)).isoformat(timespec="seconds"))
                for seq, kind, data in events[template]])
            conn.executemany("INSERT INTO results VALUES (?, ?, ?, ?, ?, ?)", [
                (play["id"], seat, names[name], total, rank, breakdown)
                for seat, name, total, rank, breakdown in results[template]])
            ids.append(play["id"])
    conn.close()
    return ids


if __name__ == "__main__":
    print(len(seed(sys.argv[1], int(sys.argv[2]))))
