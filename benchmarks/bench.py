"""Benchmark: `python benchmarks/bench.py [--write]` (or `./manage.sh bench`).

Starts the real server (waitress) on loopback with a fresh database, then reports
throughput and latency of every main page and API endpoint at 1 and 16 clients beside a
trivial endpoint served by the same server, the bytes of a first visit, PDF times and
scoring time, each against its target. `--write` records the run in BENCHMARKS.md.
"""
import argparse
import gzip
import http.client
import json
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SECONDS = 1.5
PAGE_TARGET_BYTES = 30 * 1024
RATIO_TARGET = 0.5
CACHED_PDF_TARGET_MS = 10
SCORING_TARGET_MS = 5


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(port: int, database: str) -> subprocess.Popen:
    env = dict(os.environ, COMPANION_DATABASE=database, COMPANION_SECRET_KEY="bench")
    env.pop("COMPANION_ACCESS_CODE", None)
    process = subprocess.Popen([sys.executable, "-m", "companion", "--host", "127.0.0.1",
                                "--port", str(port)], env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    for _ in range(150):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1)
            return process
        except OSError:
            time.sleep(0.1)
    process.kill()
    raise SystemExit("the server did not start")


def api(port: int, path: str, body: dict | None = None) -> dict:
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}", method="POST" if body is not None else "GET",
        data=json.dumps(body).encode() if body is not None else None,
        headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as response:
        return json.loads(response.read())


def seed_play(port: int, game: str, names: list[str]) -> str:
    """A play created through the JSON API (POST /api/plays)."""
    colors = ["red", "blue", "green", "yellow", "purple"]
    players = [{"name": n, "color": colors[i]} for i, n in enumerate(names)]
    return api(port, "/api/plays", {"game": game, "players": players})["id"]


def largest_inputs() -> dict[str, dict]:
    """The largest valid score request of each game."""
    block = [{"row": r, "col": c, "color": ["blue", "white", "black", "green", "red"][c % 5],
              "animal": ["jackal", "scarab", "falcon", None][r % 4], "points": 1}
             for r in range(5) for c in range(11)]
    uppers = [{"row": r, "col": c, "color": "green", "level": 1}
              for r in range(0, 4, 2) for c in range(0, 10, 2)]
    ankhor = {"players": [{"name": f"P{i}", "tiles": block[:55 - len(uppers)] + uppers,
                           "bonus_tokens": [3] * 3, "leftover_tokens": 8} for i in range(4)]}
    colors = ["blue", "white", "red", "green", "yellow"]
    stones = []   # 10 cards, each a large stone on the left and two small ones (4-3-2-1)
    for stage in range(1, 5):
        for position in range(1, 6 - stage):
            row, col = 2 * (stage - 1), (stage - 1) + 2 * (position - 1)
            n = len(stones) // 3
            for k, cells in enumerate([[(0, 0), (1, 0)], [(0, 1)], [(1, 1)]]):
                stones.append({"color": colors[(n + k) % 5],
                               "cells": [[row + r, col + c] for r, c in cells]})
    cards = [[colors[i % 5], colors[(i + 1) % 5]] for i in range(10)]   # 4 stages at most
    pyramids = {"players": [{"name": f"P{i}", "pyramid": stones, "obelisk": cards,
                             "tomb": cards, "glyphs": {"pyramid": 3, "obelisk": 2, "tomb": 2}}
                            for i in range(5)]}
    table = {"outer": {"most": 5, "second": 3, "tie": 2},
             "central": {"most": 3, "second": 2, "tie": 1}}
    names = ["P0", "P1", "P2", "P3"]
    floors = [{"tower": kind, "complete": True,
               "meeples": {names[i % 4]: {"apprentices": 2}, names[(i + 1) % 4]: {"masters": 1}}}
              for i, kind in enumerate(["outer", "outer", "outer", "central"] * 4)]
    towers = {"prestige_table": table, "floors": floors,
              "players": [{"name": n, "prestige": 40 + i, "spellbook": 6,
                           "upper_floor_meeples": 3} for i, n in enumerate(names)]}
    egizia = {"players": [{"name": n, "score": 60 + i, "stones": 25,
                           "stone_market_bottom_two": True, "tomb_tiles": [1, 2, 3, 4, 5, 6],
                           "sphinx_points": [3] * 7} for i, n in enumerate(names)],
              "arrival_order": names}
    return {"ankhor": ankhor, "pyramids": pyramids, "towers-of-arkhanos": towers,
            "egizia": egizia}


def typical_inputs(largest: dict[str, dict]) -> dict[str, dict]:
    """A table at the end of a usual game: 3 players, 14 Ankh'or tiles; 4 pyramids."""
    ankhor = {"players": [dict(p, tiles=[t for t in p["tiles"] if t["row"] < 2 and
                                         t["col"] < 7 and not t.get("level")])
                          for p in largest["ankhor"]["players"][:3]]}
    return {"ankhor": ankhor, "pyramids": {"players": largest["pyramids"]["players"][:4]},
            "towers-of-arkhanos": largest["towers-of-arkhanos"], "egizia": largest["egizia"]}


def load(port: int, method: str, path: str, body: bytes | None, clients: int) -> dict:
    """Requests per second and latency percentiles for SECONDS with `clients` connections."""
    latencies: list[float] = []
    lock = threading.Lock()
    stop = time.perf_counter() + SECONDS
    headers = {"Accept-Encoding": "gzip", "Content-Type": "application/json"}

    def client():
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        mine = []
        while time.perf_counter() < stop:
            began = time.perf_counter()
            conn.request(method, path, body=body, headers=headers)
            response = conn.getresponse()
            response.read()
            mine.append(time.perf_counter() - began)
        conn.close()
        with lock:
            latencies.extend(mine)

    threads = [threading.Thread(target=client) for _ in range(clients)]
    began = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.perf_counter() - began
    latencies.sort()
    return {"rps": len(latencies) / elapsed,
            "p50": 1000 * latencies[len(latencies) // 2],
            "p95": 1000 * latencies[int(len(latencies) * 0.95) - 1]}


def first_visit_bytes(port: int, path: str) -> tuple[int, int]:
    """Compressed bytes of a page and every asset it loads (CSS, JS, images)."""
    def fetch(url: str) -> tuple[int, bytes]:
        conn = http.client.HTTPConnection("127.0.0.1", port)
        conn.request("GET", url, headers={"Accept-Encoding": "gzip"})
        response = conn.getresponse()
        raw = response.read()
        text = gzip.decompress(raw) if response.getheader("Content-Encoding") == "gzip" else raw
        conn.close()
        return len(raw), text
    size, html = fetch(path)
    assets = re.findall(rb'<(?:link[^>]+href|script[^>]+src|img[^>]+src)="(/[^"]+)"', html)
    total = size + sum(fetch(a.decode())[0] for a in set(assets))
    return total, len(set(assets))


def pdf_times(port: int, path: str) -> tuple[float, float]:
    times = []
    for _ in range(2):
        began = time.perf_counter()
        urllib.request.urlopen(f"http://127.0.0.1:{port}{path}").read()
        times.append(1000 * (time.perf_counter() - began))
    cached = min(times[1], *(
        _timed(lambda: urllib.request.urlopen(f"http://127.0.0.1:{port}{path}").read())
        for _ in range(5)))
    return times[0], cached


def _timed(fn) -> float:
    began = time.perf_counter()
    fn()
    return 1000 * (time.perf_counter() - began)


# The group's answers the largest tables need (printed numbers under upper-level tiles).
GROUP_ANSWERS = {"covered_numbers": "count"}


def scoring_ms(slug: str, body: dict) -> float:
    from companion.games import GAMES
    from companion.ranking import rank_players
    game = GAMES[slug]

    def once():
        rank_players(game.score(*game.parse_score_request(body, GROUP_ANSWERS)), game.tie_breaks)
    return statistics.median(_timed(once) for _ in range(50))


def run() -> list[str]:
    port = free_port()
    workdir = tempfile.mkdtemp()
    server = start_server(port, os.path.join(workdir, "bench.sqlite"))
    out: list[str] = []
    try:
        pdfs = {p: pdf_times(port, p) for p in ("/games/ankhor/print/player.pdf",
                                                "/games/pyramids/print/player.pdf")}
        inputs = largest_inputs()
        typical = typical_inputs(inputs)
        ankhor_play = seed_play(port, "ankhor", ["Ana", "Ben", "Cy"])
        api(port, f"/api/plays/{ankhor_play}/events",
            {"after": 0, "kind": "first_player", "data": {"seat": 0}})
        done = seed_play(port, "ankhor", ["Ana", "Ben"])
        for seq, (kind, data) in enumerate([
                ("first_player", {"seat": 0}), ("to_scoring", {}),
                ("score", {"seat": 0, "entry": typical["ankhor"]["players"][0]}),
                ("score", {"seat": 1, "entry": {"tiles": []}})]):
            api(port, f"/api/plays/{done}/events", {"after": seq, "kind": kind, "data": data})
        pyramids_play = seed_play(port, "pyramids", ["Ana", "Ben", "Cy", "Dee"])
        api(port, f"/api/plays/{pyramids_play}/events",
            {"after": 0, "kind": "first_player", "data": {"seat": 0}})
        towers_play = seed_play(port, "towers-of-arkhanos", ["Ana", "Ben", "Cy"])
        egizia_play = seed_play(port, "egizia", ["Ana", "Ben", "Cy", "Dee"])
        for play in (towers_play, egizia_play):
            api(port, f"/api/plays/{play}/events",
                {"after": 0, "kind": "first_player", "data": {"seat": 0}})
        pages = ["/", "/games/ankhor", "/games/pyramids", "/plays/new/ankhor",
                 f"/plays/{towers_play}/track", f"/plays/{egizia_play}/track",
                 f"/plays/{ankhor_play}/setup", f"/plays/{ankhor_play}/track",
                 f"/plays/{pyramids_play}/track", f"/plays/{done}/score/0",
                 f"/plays/{done}/results", "/history", "/games/ankhor/rules",
                 "/games/pyramids/rules?q=can+I+add+to+my+obelisk+with+horus"]
        endpoints = [("GET", p, None) for p in pages] + [
            ("GET", "/api/games", None), ("GET", "/api/games/pyramids/setup?players=4", None),
            ("GET", "/api/games/ankhor/ask?q=when+does+the+game+end", None),
            ("GET", f"/api/plays/{ankhor_play}", None),
            ("POST", "/api/games/ankhor/score", json.dumps(typical["ankhor"]).encode()),
            ("POST", "/api/games/pyramids/score", json.dumps(typical["pyramids"]).encode()),
            ("POST", "/api/games/towers-of-arkhanos/score",
             json.dumps(typical["towers-of-arkhanos"]).encode()),
            ("POST", "/api/games/egizia/score", json.dumps(typical["egizia"]).encode()),
            ("GET", "/games/ankhor/print/player.pdf", None)]
        ceiling = {c: load(port, "GET", "/healthz", None, c) for c in (1, 16)}
        out += ["## Throughput and latency", "",
                f"Each figure: {SECONDS} s of requests over keep-alive connections. Target: "
                f"at least {RATIO_TARGET:.0%} of the trivial endpoint's throughput.", "",
                "| endpoint | rps @1 | p50/p95 ms @1 | ratio @1 | rps @16 | p50/p95 ms @16 "
                "| ratio @16 | target |", "|---|---|---|---|---|---|---|---|"]
        out.append(_row("GET /healthz (trivial)", ceiling[1], ceiling[16], ceiling))
        for method, path, body in endpoints:
            shown = re.sub(r"/plays/[\w-]{12,}", "/plays/<id>", f"{method} {path}")
            out.append(_row(shown, load(port, method, path, body, 1),
                            load(port, method, path, body, 16), ceiling))
        out += ["", "## First visit, compressed (page + every CSS, JS and image it loads)", "",
                f"Target: {PAGE_TARGET_BYTES // 1024} KB.", "",
                "| page | bytes | assets | target |", "|---|---|---|---|"]
        for page in pages:
            total, assets = first_visit_bytes(port, page)
            shown = re.sub(r"/plays/[\w-]{12,}", "/plays/<id>", page)
            ok = "met" if total <= PAGE_TARGET_BYTES else "MISSED"
            out.append(f"| {shown} | {total:,} | {assets} | {ok} |")
        out += ["", "## PDF player aids", "", f"Target: cached under {CACHED_PDF_TARGET_MS} ms.",
                "", "| aid | first ms | cached ms | target |", "|---|---|---|---|"]
        for path, (first, cached) in pdfs.items():
            ok = "met" if cached < CACHED_PDF_TARGET_MS else "MISSED"
            out.append(f"| {path} | {first:.0f} | {cached:.1f} | {ok} |")
        out += ["", "## Scoring the largest valid input (in process, median of 50)", "",
                f"Target: under {SCORING_TARGET_MS} ms.", "",
                "| game | input | ms | target |", "|---|---|---|---|"]
        sizes = {"ankhor": "4 players x 55 tiles (10 upper)",
                 "pyramids": "5 players x 30 stones, 10 obelisk and 10 tomb cards",
                 "towers-of-arkhanos": "4 players, 16 complete floors",
                 "egizia": "4 players, 6 tomb tiles and 7 sphinx cards each"}
        for slug, body in inputs.items():
            ms = scoring_ms(slug, body)
            ok = "met" if ms < SCORING_TARGET_MS else "MISSED"
            out.append(f"| {slug} | {sizes[slug]} | {ms:.2f} | {ok} |")
    finally:
        server.kill()
        server.wait()
    return out


def _row(name: str, one: dict, many: dict, ceiling: dict) -> str:
    r1, r16 = one["rps"] / ceiling[1]["rps"], many["rps"] / ceiling[16]["rps"]
    ok = "met" if min(r1, r16) >= RATIO_TARGET else "MISSED"
    return (f"| {name} | {one['rps']:.0f} | {one['p50']:.1f}/{one['p95']:.1f} | {r1:.2f} "
            f"| {many['rps']:.0f} | {many['p50']:.1f}/{many['p95']:.1f} | {r16:.2f} | {ok} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="record the run in BENCHMARKS.md")
    args = parser.parse_args()
    lines = run()
    print("\n".join(lines))
    if args.write:
        header = ["# Benchmarks", "",
                  f"Recorded by `./manage.sh bench` on {time.strftime('%Y-%m-%d')}, on a "
                  f"{os.cpu_count()}-core machine, server and load generator sharing it.", ""]
        (ROOT / "BENCHMARKS.md").write_text("\n".join(header + lines) + "\n")


if __name__ == "__main__":
    main()
