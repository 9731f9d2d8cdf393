"""The one-core table: 8 phones follow one play as static/live.js does, while one action
is recorded every second, against a server pinned to one core.

Each phone keeps one keep-alive connection and its cookies, speaks its own language, and
repeats what live.js does:
- every POLL_S, GET /api/plays/<id> with If-None-Match (304 while nothing changed);
- when the play changed (seq), the page again: GET /plays/<id>, which redirects to the
  tracker, followed as fetch() does;
- the phone whose turn it is to record POSTs /api/plays/<id>/events (JSON, as the tracker
  form does through live.js, with an action id) and then reloads the page the same way.
"""
import gzip
import http.client
import json
import random
import threading
import time
from dataclasses import dataclass, field
from urllib.parse import urlsplit

PHONES = 8
POLL_S = 1.5             # live.js POLL_MS
ACTION_EVERY_S = 1.0
LANGUAGES = ["en", "en", "en", "en", "es", "es", "fr", "fr"]


@dataclass
class Timings:
    """Latency (s) of every request, by what it was."""
    by_kind: dict[str, list[float]] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, kind: str, seconds: float) -> None:
        with self.lock:
            self.by_kind.setdefault(kind, []).append(seconds)

    def fail(self, what: str) -> None:
        with self.lock:
            self.failures.append(what)


class Phone:
    def __init__(self, port: int, play: str, lang: str, timings: Timings):
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.play, self.timings = play, timings
        self.headers = {"Accept-Encoding": "gzip", "Accept-Language": lang}
        self.cookies: dict[str, str] = {}
        self.etag: str | None = None
        self.seq = -1

    def request(self, kind: str, method: str, path: str, body: dict | None = None,
                headers: dict | None = None) -> tuple[int, dict, bytes]:
        sent = dict(self.headers, **(headers or {}))
        if self.cookies:
            sent["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        if body is not None:
            sent["Content-Type"] = "application/json"
        began = time.perf_counter()
        self.conn.request(method, path, body=json.dumps(body) if body is not None else None,
                          headers=sent)
        response = self.conn.getresponse()
        data = response.read()
        self.timings.add(kind, time.perf_counter() - began)
        for value in response.headers.get_all("Set-Cookie") or []:
            name, _, rest = value.partition("=")
            self.cookies[name.strip()] = rest.split(";", 1)[0]
        if response.status >= 400:
            self.timings.fail(f"{method} {path}: {response.status}")
        return response.status, dict(response.headers), data

    def load_page(self) -> None:
        """fetch("/plays/<id>") and its redirect to the page of the play's phase."""
        status, headers, _ = self.request("page: GET /plays/<id> (302)", "GET",
                                          f"/plays/{self.play}")
        if status == 302:
            location = urlsplit(headers["Location"])
            path = location.path + (f"?{location.query}" if location.query else "")
            self.request("page: GET /plays/<id>/track", "GET", path)

    def poll(self) -> None:
        headers = {"If-None-Match": self.etag} if self.etag else {}
        status, response_headers, data = self.request(
            "poll: GET /api/plays/<id>", "GET", f"/api/plays/{self.play}", headers=headers)
        if status != 200:
            return
        self.etag = response_headers.get("ETag")
        seq = json.loads(_plain(data, response_headers))["seq"]
        if seq != self.seq:
            self.seq = seq
            self.load_page()

    def record(self, latest: dict) -> None:
        action_id = f"{time.time_ns():x}{random.randrange(1 << 24):06x}"
        status, headers, data = self.request(
            "action: POST /api/plays/<id>/events", "POST", f"/api/plays/{self.play}/events",
            body={"after": latest["seq"], "kind": "take_tokens", "data": {},
                  "action_id": action_id})
        if status == 200:
            latest["seq"] = self.seq = json.loads(_plain(data, headers))["seq"]
        self.load_page()


def _plain(data: bytes, headers: dict) -> bytes:
    return gzip.decompress(data) if headers.get("Content-Encoding") == "gzip" else data


def run_table(port: int, play: str, seq: int, seconds: float) -> Timings:
    """The phones and the actions for `seconds`; every request's latency."""
    # A server that has been running: its templates compiled, each language's page seen.
    for lang in sorted(set(LANGUAGES)):
        first = Phone(port, play, lang, Timings())
        first.load_page()
        first.conn.close()
    timings = Timings()
    latest = {"seq": seq}
    phones = [Phone(port, play, LANGUAGES[i], timings) for i in range(PHONES)]
    began = time.perf_counter()
    stop = began + seconds
    lock = threading.Lock()   # one action at a time, as one hand records at the table

    def follow(n: int, phone: Phone) -> None:
        try:
            follow_play(n, phone)
        except (OSError, http.client.HTTPException) as exc:   # counted, never hidden
            timings.fail(f"phone {n}: {exc!r}")
        finally:
            phone.conn.close()

    def follow_play(n: int, phone: Phone) -> None:
        time.sleep(POLL_S * n / PHONES)   # the phones open the play one after the other
        phone.load_page()
        next_poll = time.perf_counter() + POLL_S
        next_action = began + ACTION_EVERY_S * (n + 1)
        while True:
            now = time.perf_counter()
            if now >= stop:
                break
            wake = min(next_poll, next_action)
            if wake > now:
                time.sleep(wake - now)
                continue
            if next_action <= next_poll:
                with lock:
                    phone.record(latest)
                next_action += ACTION_EVERY_S * PHONES
            else:
                phone.poll()
                next_poll += POLL_S

    threads = [threading.Thread(target=follow, args=(n, p)) for n, p in enumerate(phones)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return timings


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]
