"""Benchmark: `python benchmarks/bench.py [--write]` (or `./manage.sh bench`).

Starts the real server (waitress) on loopback with a fresh database, then reports
throughput and latency of every main page and API endpoint at 1 and 16 clients beside a
trivial endpoint served by the same server, the bytes of a first visit, PDF times and
scoring time, each against its target; each stateless score POST against an echo of
its body (benchmarks/echo_server.py); then the one-core table (8 phones following a play,
benchmarks/table.py), the server's memory after every page and every PDF, and a group's
lifetime (5,000 plays, benchmarks/scale.py). `--write` records the run in BENCHMARKS.md;
`--only echo,scale` runs some sections (and records nothing).
"""
import argparse
import contextlib
import gzip
import http.client
import json
import os
import platform
import re
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

from table import percentile, run_table

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))   # this checkout's companion, not an installed one
SECONDS = 1.5
RUNS = 3   # each figure is the median run of these: one run on a shared machine varies ±30 %
PAGE_TARGET_BYTES = 30 * 1024
RATIO_TARGET = 0.5
CACHED_PDF_TARGET_MS = 10
FIRST_PDF_TARGET_MS = 1500
FIRST_PDF = "/games/ankhor/print/player.pdf"
SCORING_TARGET_MS = 5
ASK_TARGET_MS = 10
TABLE_SECONDS = 25
TABLE_P99_TARGET_MS = 50
ECHO_RATIO_TARGET = 0.5     # a stateless score POST against the echo of its body
SCALE_PLAYS = 5000          # a group's lifetime
SCALE_BASE_PLAYS = 10
SCALE_TARGET_MS = 20        # history, statistics and a play page at 5,000 plays
SCALE_RSS_TARGET_MB = 30    # more than with 10 plays, after every page once
# 100 MB for the app, and what the rules search's sentence model measurably costs: the
# server's memory with it minus without it, after the same 1,038 questions (issue 27:
# 100 MB without, 241 MB with it, so 141 MB, rounded up).
APP_RSS_MB, MODEL_RSS_MB = 100, 145
RSS_TARGET_MB = APP_RSS_MB + MODEL_RSS_MB
MODEL_READY_SECONDS = 600   # a first start encodes every entry (a restart reads them back)
# The ratios recorded before issue 15's work (BENCHMARKS.md of 2026-11-29), by row.
BEFORE = json.loads((Path(__file__).parent / "before.json").read_text())


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(port: int, database: str, cpus: set[int] | None = None,
                 instance: str | None = None) -> subprocess.Popen:
    """The real server (`python -m companion`); on `cpus` only if given (as `taskset -c`,
    before it starts, so every thread of it is pinned); with its own instance folder (where
    it keeps fitted sheets and PDFs) if given."""
    env = dict(os.environ, COMPANION_DATABASE=database, COMPANION_SECRET_KEY="bench",
               PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    if instance:
        env["COMPANION_INSTANCE_PATH"] = instance
    env.pop("COMPANION_ACCESS_CODE", None)
    process = subprocess.Popen(   # `companion run` with the echo endpoint (echo_server.py)
        [sys.executable, str(Path(__file__).parent / "echo_server.py"), "--port", str(port)],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT,
        preexec_fn=(lambda: os.sched_setaffinity(0, cpus)) if cpus else None)
    for _ in range(300):
        if process.poll() is not None:
            break
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1)
            return process
        except OSError:
            time.sleep(0.1)
    stop_server(process)
    raise SystemExit("the server did not start")


def stop_server(process: subprocess.Popen) -> None:
    """The server and what it started (its PDF worker), each by its id."""
    started = children(process.pid) if process.poll() is None else []
    process.kill()
    process.wait()
    for pid in started:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


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


def measure(port: int, method: str, path: str, body: bytes | None, clients: int,
            server: int | None = None) -> dict:
    """RUNS runs of `load`, each right after a run of the trivial endpoint: the median run by
    requests per second, with "ratio", the median of each run's requests per second over
    its trivial run's (the machine's speed drifts over a benchmark, so a ratio compares two
    runs seconds apart); with the `server`'s process id, also its CPU time per request over
    this endpoint's runs ("cpu_us")."""
    runs, ratios, spent = [], [], 0.0
    for _ in range(RUNS):
        trivial = load(port, "GET", "/healthz", None, clients)
        began = cpu_seconds(server) if server else 0.0
        run = load(port, method, path, body, clients)
        spent += cpu_seconds(server) - began if server else 0.0
        runs.append(run)
        ratios.append(run["rps"] / trivial["rps"])
    median = dict(sorted(runs, key=lambda run: run["rps"])[len(runs) // 2])
    median["ratio"] = sorted(ratios)[len(ratios) // 2]
    if server:
        median["cpu_us"] = 1e6 * spent / sum(run["requests"] for run in runs)
    return median


def cpu_seconds(pid: int) -> float:
    """User and system CPU time of a process, all its threads together."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


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
    return {"rps": len(latencies) / elapsed, "requests": len(latencies),
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


def seed_plays(port: int, typical: dict) -> dict[str, str]:
    """Label -> id of the plays the pages show: one of each game under way, one finished."""
    plays = {"ankhor": seed_play(port, "ankhor", ["Ana", "Ben", "Cy"])}
    done = seed_play(port, "ankhor", ["Ana", "Ben"])
    for seq, (kind, data) in enumerate([
            ("first_player", {"seat": 0}), ("to_scoring", {}),
            ("score", {"seat": 0, "entry": typical["ankhor"]["players"][0]}),
            ("score", {"seat": 1, "entry": {"tiles": []}})]):
        api(port, f"/api/plays/{done}/events", {"after": seq, "kind": kind, "data": data})
    plays["ankhor, finished"] = done
    plays["pyramids"] = seed_play(port, "pyramids", ["Ana", "Ben", "Cy", "Dee"])
    plays["towers"] = seed_play(port, "towers-of-arkhanos", ["Ana", "Ben", "Cy"])
    plays["egizia"] = seed_play(port, "egizia", ["Ana", "Ben", "Cy", "Dee"])
    for label in ("ankhor", "pyramids", "towers", "egizia"):
        api(port, f"/api/plays/{plays[label]}/events",
            {"after": 0, "kind": "first_player", "data": {"seat": 0}})
    return plays


def shown_path(text: str, plays: dict[str, str]) -> str:
    for label, play in plays.items():
        text = text.replace(play, f"<{label}>")
    return text


def throughput(port: int, server: int, plays: dict[str, str], typical: dict
               ) -> tuple[list[str], list]:
    p = plays
    pages = ["/", "/games/ankhor", "/games/pyramids", "/plays/new/ankhor",
             f"/plays/{p['towers']}/track", f"/plays/{p['egizia']}/track",
             f"/plays/{p['ankhor']}/setup", f"/plays/{p['ankhor']}/track",
             f"/plays/{p['pyramids']}/track", f"/plays/{p['ankhor, finished']}/score/0",
             f"/plays/{p['ankhor, finished']}/results", "/history", "/games/ankhor/rules",
             "/games/pyramids/rules?q=can+I+add+to+my+obelisk+with+horus"]
    endpoints = [("GET", page, None) for page in pages] + [
        ("GET", "/api/games", None), ("GET", "/api/games/pyramids/setup?players=4", None),
        ("GET", "/api/games/ankhor/ask?q=when+does+the+game+end", None),
        *[("GET", path, None) for path in TYPO_QUESTIONS],
        ("GET", f"/api/plays/{p['ankhor']}", None),
        *[("POST", f"/api/games/{slug}/score", json.dumps(typical[slug]).encode())
          for slug in ("ankhor", "pyramids", "towers-of-arkhanos", "egizia")],
        ("GET", "/games/ankhor/print/player.pdf", None)]
    trivial = {c: measure(port, "GET", "/healthz", None, c, server) for c in (1, 16)}
    out = ["## Throughput and latency", "",
           f"Each figure: the median of {RUNS} runs of {SECONDS} s of requests over keep-alive "
           "connections, without "
           "cookies (a phone's first visit). Target: at least "
           f"{RATIO_TARGET:.0%} of the trivial endpoint's throughput, at 1 and at 16 "
           "clients. Each run follows a run of the trivial endpoint, and its *ratio* is the "
           "median of the runs' ratios to those (this machine's speed drifts by tens of "
           "percent over a benchmark, so two runs seconds apart are compared; the trivial "
           "endpoint's own row shows how far two such runs differ). *before*: the ratios "
           "@1/@16 recorded on 2026-11-29, before issue 15's "
           "work. *server CPU*: the server process's CPU time (user and system, every "
           "thread; the PDF worker apart) per request at 1 client, over the runs; with 16 "
           "clients the server is "
           "CPU-bound, so the ratio @16 follows the trivial endpoint's CPU over this one.", "",
           "| endpoint | rps @1 | p50/p95 ms @1 | ratio @1 | rps @16 | p50/p95 ms @16 "
           "| ratio @16 | server CPU µs @1 | before | target |",
           "|---|---|---|---|---|---|---|---|---|---|",
           _row("GET /healthz (trivial)", trivial[1], trivial[16])]
    measured = []
    for method, path, body in endpoints:
        shown = shown_path(f"{method} {path}", plays)
        one, many = (measure(port, method, path, body, 1, server),
                     measure(port, method, path, body, 16))
        measured.append((shown, one))
        out.append(_row(shown, one, many))
    out += ["", "## Rules questions with a typo", "",
            f"Median at 1 client of the rows above. Target: under {ASK_TARGET_MS} ms.", "",
            "| question | p50 ms | target |", "|---|---|---|"]
    for shown, one in measured:
        if any(shown.endswith(path) for path in TYPO_QUESTIONS):
            ok = "met" if one["p50"] < ASK_TARGET_MS else "MISSED"
            out.append(f"| {shown} | {one['p50']:.1f} | {ok} |")
    return out, pages


# "tlie" is a typo of "tile" (and, less often meant, of "tie"); "lsoeta" of "loseta".
TYPO_QUESTIONS = ["/api/games/ankhor/ask?q=can+I+move+a+tlie",
                  "/api/games/ankhor/ask?q=puedo+mover+una+lsoeta&lang=es"]


def rules_texts() -> int:
    """How many distinct texts the sentence model encodes (the rows of rule_vectors when
    ready)."""
    from companion.search.index import encoded_texts
    return len(encoded_texts())


def wait_for_rules_model(database: str) -> float:
    """Seconds until the server's sentence model has loaded and every text's vector is kept
    (the rules answers are lexical until then, and the runs must measure them hybrid), in
    the cache beside the database."""
    import sqlite3

    from companion.cache import cache_file
    began, wanted = time.perf_counter(), rules_texts()
    while time.perf_counter() - began < MODEL_READY_SECONDS:
        with contextlib.suppress(sqlite3.Error):
            conn = sqlite3.connect(cache_file(database))
            try:
                if conn.execute("SELECT count(*) FROM rule_vectors").fetchone()[0] >= wanted:
                    return time.perf_counter() - began
            finally:
                conn.close()
        time.sleep(0.2)
    raise SystemExit("the sentence model was not ready in time")


def restart_ms(database: str) -> float:
    """A second server on the same database (its vectors kept): ms to its first page."""
    port = free_port()
    began = time.perf_counter()
    server = start_server(port, database)
    try:
        urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=30).read()
        return 1000 * (time.perf_counter() - began)
    finally:
        stop_server(server)


def model_load_s() -> float:
    """Seconds to load the sentence model (in this process): what the background hides."""
    from companion.search import sentences
    began = time.perf_counter()
    sentences.SentenceModel().load()
    return time.perf_counter() - began


# Questions players ask (the tuned recall sets), each asked once: no answer kept from before.
NEW_QUESTIONS = ROOT / "tests" / "recall"


def new_questions_section(port: int) -> list[str]:
    import tomllib
    paths = []
    for path in sorted(NEW_QUESTIONS.glob("*.toml")):
        slug, lang = path.name.split(".")[:2]
        for q in tomllib.loads(path.read_text(encoding="utf-8"))["question"]:
            paths.append(f"/api/games/{slug}/ask?q={urllib.parse.quote(q['q'])}&lang={lang}")
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    latencies = []
    for path in dict.fromkeys(paths):
        began = time.perf_counter()
        conn.request("GET", path)
        conn.getresponse().read()
        latencies.append(1000 * (time.perf_counter() - began))
    conn.close()
    latencies.sort()
    p50, p95 = latencies[len(latencies) // 2], latencies[int(len(latencies) * 0.95) - 1]
    ok = "met" if p50 < ASK_TARGET_MS else "MISSED"
    return ["## Rules questions asked for the first time", "",
            f"Every question of tests/recall ({len(latencies)}, in three languages), each asked "
            "once at 1 client, with the sentence model ready: the question is read, looked up "
            "in the index and turned into a vector (the rows above ask one question again and "
            f"again, whose answers are kept). Target: median under {ASK_TARGET_MS} ms.", "",
            "| questions | p50 ms | p95 ms | target |", "|---|---|---|---|",
            f"| {len(latencies)} | {p50:.1f} | {p95:.1f} | {ok} |"]


def startup_section(first_page_ms: float, model_s: float, again_ms: float,
                    load_s: float) -> list[str]:
    return ["## Start-up", "",
            "From starting `python -m companion` to its first page (GET / answered). The "
            "rules search's sentence model loads once the first page has gone out (until "
            "then the answers are lexical); a first start then encodes every entry's title "
            "and phrasings, a restart reads the kept vectors back.", "",
            "| what | figure |", "|---|---|",
            f"| first page, new database | {first_page_ms:.0f} ms |",
            f"| then until every vector is kept | {model_s:.1f} s |",
            f"| first page, restart on the same database | {again_ms:.0f} ms |",
            f"| loading the model alone (in process) | {load_s:.1f} s |"]


def first_visits(port: int, pages: list[str], plays: dict[str, str]) -> list[str]:
    out = ["## First visit, compressed (page + every CSS, JS and image it loads)", "",
           f"Target: {PAGE_TARGET_BYTES // 1024} KB.", "",
           "| page | bytes | assets | target |", "|---|---|---|---|"]
    for page in pages:
        total, assets = first_visit_bytes(port, page)
        ok = "met" if total <= PAGE_TARGET_BYTES else "MISSED"
        out.append(f"| {shown_path(page, plays)} | {total:,} | {assets} | {ok} |")
    return out


def pdf_section(pdfs: dict[str, tuple[float, float]]) -> list[str]:
    out = ["## PDF player aids", "", f"Target: cached under {CACHED_PDF_TARGET_MS} ms.",
           "", "| aid | first ms | cached ms | target |", "|---|---|---|---|"]
    for path, (first, cached) in pdfs.items():
        ok = "met" if cached < CACHED_PDF_TARGET_MS else "MISSED"
        out.append(f"| {path} | {first:.0f} | {cached:.1f} | {ok} |")
    return out


def first_pdf_after_cold_start() -> list[str]:
    """A server started afresh, asked for a PDF as soon as it answers: with an instance folder
    never used (nothing fitted or kept yet), then started again on that folder."""
    folder = tempfile.mkdtemp()
    rows = []
    port = free_port()   # the same both times, as a server restarted on its machine
    for what in ("new instance folder (nothing kept)", "restarted (sheets kept on disk)"):
        server = start_server(port, os.path.join(folder, "bench.sqlite"),
                              instance=os.path.join(folder, "instance"))
        try:
            began = time.perf_counter()
            urllib.request.urlopen(f"http://127.0.0.1:{port}{FIRST_PDF}", timeout=60).read()
            rows.append((what, 1000 * (time.perf_counter() - began)))
        finally:
            stop_server(server)
    load1, _, _ = os.getloadavg()
    out = ["## First PDF after a cold start", "",
           f"`{FIRST_PDF}` (two sides, each fitted to its page) asked for as soon as a newly "
           f"started server answers `/healthz` (the PDF worker warms up in the background from "
           f"the start). Target: under {FIRST_PDF_TARGET_MS} ms. Load average (1 min) "
           f"then: {load1:.2f}.", "", "| start | first PDF ms | target |", "|---|---|---|"]
    for what, ms in rows:
        out.append(f"| {what} | {ms:.0f} | {'met' if ms < FIRST_PDF_TARGET_MS else 'MISSED'} |")
    return out


def scoring_section(inputs: dict[str, dict]) -> list[str]:
    out = ["## Scoring the largest valid input (in process, median of 50)", "",
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
    return out


def resident_mb(pid: int) -> float:
    status = Path(f"/proc/{pid}/status").read_text()
    return int(re.search(r"^VmRSS:\s+(\d+) kB", status, re.M).group(1)) / 1024


def every_page_and_pdf(port: int, plays: dict[str, str]) -> tuple[int, int]:
    """Every game's pages (rules entries included) and every aid and booklet PDF, in each
    language, plus the play pages; (pages, PDFs) fetched."""
    def get(path: str) -> bytes:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=120) as r:
            return r.read()
    pages = pdfs = 0
    slugs = [g["slug"] for g in json.loads(get("/api/games"))]
    for lang in ("en", "es", "fr"):
        q = f"?lang={lang}"
        fixed = ["/", "/history", "/stats", "/plays/new", "/players/rename",
                 "/rules/unanswered", "/data/"]
        for play in plays.values():
            fixed += [f"/plays/{play}", f"/plays/{play}/log", f"/plays/{play}/setup",
                      f"/plays/{play}/score/0"]
        for slug in slugs:
            fixed += [f"/games/{slug}", f"/plays/new/{slug}", f"/games/{slug}/print"]
            rules = get(f"/games/{slug}/rules{q}").decode()
            pages += 1
            fixed += sorted(set(re.findall(rf'href="(/games/{slug}/rules/[\w-]+)', rules)))
            aids = get(f"/games/{slug}/print{q}").decode()
            for pdf in sorted(set(re.findall(rf'href="(/games/{slug}/print/[\w-]+\.pdf)',
                                             aids))):
                get(pdf + q)
                pdfs += 1
        for path in fixed:
            try:
                get(path + ("&" if "?" in path else "?") + f"lang={lang}")
            except urllib.error.HTTPError:   # a page that is not there is no page to count
                continue
            pages += 1
    return pages, pdfs


def children(pid: int) -> list[int]:
    """Every process started by `pid`, theirs included."""
    found = []
    try:
        for task in Path(f"/proc/{pid}/task").iterdir():
            for child in (task / "children").read_text().split():
                found += [int(child), *children(int(child))]
    except OSError:   # gone meanwhile
        pass
    return found


def memory_section(port: int, pid: int, plays: dict[str, str]) -> list[str]:
    before = resident_mb(pid)
    pages, pdfs = every_page_and_pdf(port, plays)
    after = resident_mb(pid)
    helpers = sum(resident_mb(child) for child in children(pid))
    ok = "met" if after < RSS_TARGET_MB else "MISSED"
    return ["## Memory", "",
            "Resident memory (VmRSS) of the server process, after every run above and then "
            f"every page and every PDF once ({pages} pages, {pdfs} PDFs: every game, every "
            f"aid and booklet, in English, Spanish and French). Target: under "
            f"{RSS_TARGET_MB} MB ({APP_RSS_MB} for the app, {MODEL_RSS_MB} for the rules "
            "search's sentence model). WeasyPrint lays the PDFs out in a process of its own "
            "(companion/pdf_worker.py), which stops after a minute without a PDF to make; "
            "its memory is shown apart, as it was right after the last PDF.", "",
            "| when | RSS MB | target |", "|---|---|---|",
            f"| after the throughput runs | {before:.0f} | |",
            f"| after every page and PDF | {after:.0f} | {ok} |",
            f"| the PDF worker then (and multiprocessing's helper) | {helpers:.0f} | |"]


def measure_against(port: int, floor: str, path: str, body: bytes, clients: int) -> dict:
    """RUNS runs of `path`, each right after a run of the `floor` endpoint with the same
    body: the median run, with "ratio" the median of this one's rps over the floor's."""
    runs, floors, ratios = [], [], []
    for _ in range(RUNS):
        under = load(port, "POST", floor, body, clients)
        run = load(port, "POST", path, body, clients)
        runs.append(run)
        floors.append(under)
        ratios.append(run["rps"] / under["rps"])
    median = dict(sorted(runs, key=lambda run: run["rps"])[len(runs) // 2])
    median["floor"] = sorted(floors, key=lambda run: run["rps"])[len(floors) // 2]
    median["ratio"] = sorted(ratios)[len(ratios) // 2]
    return median


def echo_section(port: int, typical: dict) -> list[str]:
    """Each stateless score POST against POST /bench/echo with the same body."""
    out = ["## Score POSTs against an echo of the same body", "",
           "A stateless score POST carries real work and, for Ankh'or and Pyramids, a large "
           "body: each is measured against POST /bench/echo (the benchmark's own server "
           "only, benchmarks/echo_server.py), which reads a JSON body of the same size the "
           "way the API does and answers it back: the floor for such a request. Each run "
           "follows a run of the echo; *ratio*: the median of the runs' ratios. Target: at "
           f"least {ECHO_RATIO_TARGET:.0%} of the echo's throughput, at 1 and 16 clients "
           "(this replaces the trivial endpoint's 50 % for these POSTs).", "",
           "| endpoint | body bytes | echo rps @1 | rps @1 | ratio @1 | echo rps @16 | rps @16 "
           "| ratio @16 | target |", "|---|---|---|---|---|---|---|---|---|"]
    for slug in ("ankhor", "pyramids", "towers-of-arkhanos", "egizia"):
        body = json.dumps(typical[slug]).encode()
        one, many = (measure_against(port, "/bench/echo", f"/api/games/{slug}/score", body, c)
                     for c in (1, 16))
        ok = "met" if min(one["ratio"], many["ratio"]) >= ECHO_RATIO_TARGET else "MISSED"
        out.append(f"| POST /api/games/{slug}/score | {len(body):,} | "
                   f"{one['floor']['rps']:.0f} | {one['rps']:.0f} | {one['ratio']:.2f} | "
                   f"{many['floor']['rps']:.0f} | {many['rps']:.0f} | {many['ratio']:.2f} "
                   f"| {ok} |")
    return out


def get_text(port: int, path: str) -> str:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=120) as response:
        return response.read().decode()


def pages_of_a_history(port: int, ids: list[str]) -> int:
    """Every page once: the app's own (as every_page_and_pdf, without PDFs), every page of
    the history, and each play's results and log; how many."""
    count = 0
    fixed = ["/", "/history", "/stats", "/plays/new", "/rules/unanswered", "/data/"]
    for slug in ("ankhor", "pyramids", "towers-of-arkhanos", "egizia"):
        fixed += [f"/games/{slug}", f"/plays/new/{slug}", f"/games/{slug}/print",
                  f"/games/{slug}/rules"]
    for page in range(2, len(ids) // 30 + 2):
        fixed.append(f"/history?page={page}")
    for play in ids:
        fixed += [f"/plays/{play}/results", f"/plays/{play}/log"]
    for path in fixed:
        get_text(port, path)
        count += 1
    return count


def after_a_change_ms(port: int, path: str) -> float:
    """The first view of `path` after the database changed (a new play): median of 5."""
    times = []
    for _ in range(5):
        seed_play(port, "ankhor", ["Zed", "Yan"])
        times.append(_timed(lambda: get_text(port, path)))
    return statistics.median(times)


def scale_section() -> list[str]:
    """A group's lifetime: SCALE_PLAYS finished plays against SCALE_BASE_PLAYS."""
    from scale import seed
    rows, rss = [], {}
    for count in (SCALE_BASE_PLAYS, SCALE_PLAYS):
        folder = tempfile.mkdtemp()
        ids = seed(os.path.join(folder, "scale.sqlite"), count)
        port = free_port()
        server = start_server(port, os.path.join(folder, "scale.sqlite"))
        try:
            pages = {"GET /history": "/history", "GET /stats": "/stats",
                     "GET /plays/<finished>/results": f"/plays/{ids[-1]}/results",
                     "GET /plays/<finished>/log": f"/plays/{ids[-1]}/log"}
            for name, path in pages.items():
                get_text(port, path)
                one = load(port, "GET", path, None, 1)
                rows.append((count, name, one["p50"], one["p95"]))
            visited = pages_of_a_history(port, ids)
            rss[count] = (resident_mb(server.pid), visited)
            for name in ("/history", "/stats"):
                rows.append((count, f"GET {name}, first view after a change",
                             after_a_change_ms(port, name), None))
        finally:
            stop_server(server)
    grown = rss[SCALE_PLAYS][0] - rss[SCALE_BASE_PLAYS][0]
    out = ["## A group's lifetime: 5,000 plays", "",
           f"Two servers, one with {SCALE_BASE_PLAYS} finished plays and one with "
           f"{SCALE_PLAYS:,} (benchmarks/scale.py: clones of one real play of each game, "
           "played to its end through the game's example moves, among eight players over "
           "three years). Each page: p50/p95 at 1 client over 1.5 s, after a first view. "
           f"Target: under {SCALE_TARGET_MS} ms at {SCALE_PLAYS:,} plays; the server's RSS "
           "after every page once (the app's pages, every page of the history, each play's "
           f"results and log) within {SCALE_RSS_TARGET_MB} MB of the {SCALE_BASE_PLAYS}-play "
           "server's. *first view after a change*: the page right after a new play was "
           "recorded, when it is built again (median of 5; shown, no target).", "",
           "| plays | page | p50 ms | p95 ms | target |", "|---|---|---|---|---|"]
    for count, name, p50, p95 in rows:
        target = ("met" if p50 < SCALE_TARGET_MS else "MISSED") if (
            count == SCALE_PLAYS and p95 is not None) else ""
        out.append(f"| {count:,} | {name} | {p50:.1f} | "
                   f"{'' if p95 is None else f'{p95:.1f}'} | {target} |")
    ok = "met" if grown <= SCALE_RSS_TARGET_MB else "MISSED"
    out += ["", "| plays | pages visited | RSS MB after | target |", "|---|---|---|---|",
            f"| {SCALE_BASE_PLAYS} | {rss[SCALE_BASE_PLAYS][1]:,} | "
            f"{rss[SCALE_BASE_PLAYS][0]:.0f} | |",
            f"| {SCALE_PLAYS:,} | {rss[SCALE_PLAYS][1]:,} | {rss[SCALE_PLAYS][0]:.0f} | "
            f"{grown:+.0f} MB: {ok} |"]
    return out


def table_section() -> list[str]:
    """The one-core table, on a server of its own pinned to core 0."""
    port = free_port()
    server = start_server(port, os.path.join(tempfile.mkdtemp(), "table.sqlite"), {0})
    try:
        play = seed_play(port, "ankhor", ["Ana", "Ben", "Cy", "Dee"])
        seq = api(port, f"/api/plays/{play}/events",
                  {"after": 0, "kind": "first_player", "data": {"seat": 0}})["seq"]
        timings = run_table(port, play, seq, TABLE_SECONDS)
    finally:
        stop_server(server)
    everything = [s for values in timings.by_kind.values() for s in values]
    p99 = 1000 * percentile(everything, 0.99)
    ok = "met" if p99 < TABLE_P99_TARGET_MS and not timings.failures else "MISSED"
    out = ["## One-core table", "",
           f"The server pinned to one core (core 0, as `taskset -c 0`); 8 phones follow one "
           f"Ankh'or play for {TABLE_SECONDS} s as static/live.js does (each its own "
           "keep-alive connection, cookies and language: 4 English, 2 Spanish, 2 French; "
           "a poll every 1.5 s with If-None-Match, the page again through /plays/<id> when "
           "the play changed) while one action is recorded every second, each by the next "
           "phone (POST /api/plays/<id>/events as live.js sends the tracker's forms, then "
           f"the page again). Target: p99 of all requests under {TABLE_P99_TARGET_MS} ms.", "",
           "| requests | count | p50 ms | p95 ms | p99 ms | max ms |", "|---|---|---|---|---|---|"]
    rows = [("all", everything)] + sorted(timings.by_kind.items())
    for name, values in rows:
        ms = [1000 * percentile(values, q) for q in (0.5, 0.95, 0.99, 1.0)]
        out.append(f"| {name} | {len(values)} | " + " | ".join(f"{m:.1f}" for m in ms) + " |")
    out += ["", f"p99 of all requests: {p99:.1f} ms, {len(timings.failures)} failed: {ok}."]
    return out


SECTIONS = ("throughput", "echo", "questions", "startup", "first-visit", "pdf", "memory",
            "table", "scoring", "scale")


def run(only: set[str] = frozenset(SECTIONS)) -> list[str]:
    port = free_port()
    database = os.path.join(tempfile.mkdtemp(), "bench.sqlite")
    began = time.perf_counter()
    server = start_server(port, database)
    out: list[str] = []
    try:
        urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=30).read()
        first_page_ms = 1000 * (time.perf_counter() - began)
        model_s = wait_for_rules_model(database)
        if "startup" in only:
            again_ms = restart_ms(database)
        if "pdf" in only:
            pdfs = {p: pdf_times(port, p) for p in ("/games/ankhor/print/player.pdf",
                                                    "/games/pyramids/print/player.pdf")}
        inputs = largest_inputs()
        typical = typical_inputs(inputs)
        plays = seed_plays(port, typical)
        if "throughput" in only or "first-visit" in only:
            table, pages = throughput(port, server.pid, plays, typical)
            out += table if "throughput" in only else []
        if "echo" in only:
            out += [""] + echo_section(port, typical)
        if "questions" in only:
            out += [""] + new_questions_section(port)
        if "startup" in only:
            out += [""] + startup_section(first_page_ms, model_s, again_ms, model_load_s())
        if "first-visit" in only:
            out += [""] + first_visits(port, pages, plays)
        if "pdf" in only:
            out += [""] + pdf_section(pdfs)
        if "memory" in only:
            out += [""] + memory_section(port, server.pid, plays)
    finally:
        stop_server(server)
    if "pdf" in only:
        out += [""] + first_pdf_after_cold_start()
    if "table" in only:
        out += [""] + table_section()
    if "scoring" in only:
        out += [""] + scoring_section(inputs)
    if "scale" in only:
        out += [""] + scale_section()
    return out


def _row(name: str, one: dict, many: dict) -> str:
    r1, r16 = one["ratio"], many["ratio"]
    ok = "met" if min(r1, r16) >= RATIO_TARGET else "MISSED"
    if name.startswith("POST /api/games/") and name.endswith("/score"):
        ok = "against the echo, below"   # its target is the echo of its body (issue 26)
    before = "/".join(f"{r:.2f}" for r in BEFORE[name]) if name in BEFORE else ""
    return (f"| {name} | {one['rps']:.0f} | {one['p50']:.1f}/{one['p95']:.1f} | {r1:.2f} "
            f"| {many['rps']:.0f} | {many['p50']:.1f}/{many['p95']:.1f} | {r16:.2f} "
            f"| {one['cpu_us']:.0f} | {before} | {ok} |")


def machine() -> str:
    from companion.cli import SERVER_THREADS
    cpuinfo = Path("/proc/cpuinfo").read_text() if Path("/proc/cpuinfo").exists() else ""
    model = re.search(r"^model name\s*:\s*(.+)$", cpuinfo, re.M)
    load1, load5, _ = os.getloadavg()
    return (f"{os.cpu_count()} cores ({model.group(1) if model else 'unknown CPU'}), "
            f"Python {platform.python_version()}, server: waitress with {SERVER_THREADS} "
            f"threads; the server and the load generator share the machine. Load average "
            f"when the run began: {load1:.2f} (1 min), {load5:.2f} (5 min).")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="record the run in BENCHMARKS.md")
    parser.add_argument("--only", default=",".join(SECTIONS),
                        help=f"the sections to run, of {','.join(SECTIONS)} (not with --write)")
    parser.add_argument("--first-pdf", action="store_true",
                        help="measure only the first PDF after a cold start")
    args = parser.parse_args()
    if args.first_pdf:
        print("\n".join(first_pdf_after_cold_start()))
        return
    only = set(args.only.split(","))
    if args.write and only != set(SECTIONS):
        parser.error("--write records a whole run: leave --only out")
    header = ["# Benchmarks", "",
              f"Recorded by `./manage.sh bench` on {time.strftime('%Y-%m-%d')}: {machine()}",
              ""]
    lines = run(only)
    print("\n".join(lines))
    if args.write:
        path = ROOT / "BENCHMARKS.md"
        kept = kept_sections(path.read_text() if path.exists() else "")
        path.write_text("\n".join(header + lines) + "\n" + kept)


# Sections of BENCHMARKS.md this script does not measure (the tap counts come from the
# browser tests): a run keeps them as they are.
KEPT_SECTIONS = ("## Taps at the table",)


def kept_sections(text: str) -> str:
    parts = re.split(r"(?m)^(?=## )", text)
    kept = [part.rstrip("\n") + "\n" for part in parts if part.startswith(KEPT_SECTIONS)]
    return "".join("\n" + part for part in kept)


if __name__ == "__main__":
    main()
