"""Helpers for browser tests: the real server in a subprocess, Debian's Chromium via Playwright."""
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-background-networking", "--disable-component-update",
                 "--disable-gpu", "--no-first-run", "--disable-sync"]
PHONE = {"width": 390, "height": 844}


def free_port() -> int:
    return free_ports(1)[0]


def free_ports(count: int) -> list[int]:
    """`count` different free ports: all held open at once while they are chosen, as the
    kernel may hand out a port again once its socket is closed."""
    sockets = [socket.socket() for _ in range(count)]
    try:
        for s in sockets:
            s.bind(("127.0.0.1", 0))
        return [s.getsockname()[1] for s in sockets]
    finally:
        for s in sockets:
            s.close()


class Server:
    """The real app (waitress) in a subprocess, on loopback, with its own database file."""

    def __init__(self, tmp_path: Path, host: str = "127.0.0.1", **env: str):
        self.host = host          # where it listens; it is always asked on loopback
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.env = dict(os.environ, COMPANION_DATABASE=str(tmp_path / "server.sqlite"),
                        COMPANION_SECRET_KEY="server-test",
                        COMPANION_INSTANCE_PATH=str(tmp_path / "instance"), **env)
        self.env.pop("COMPANION_ACCESS_CODE", None)
        self.process = None

    def start(self) -> "Server":
        self.process = subprocess.Popen(
            [sys.executable, "-m", "companion", "--host", self.host, "--port", str(self.port)],
            env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(150):
            try:
                urllib.request.urlopen(self.url + "/healthz", timeout=1)
                return self
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("the server did not start")

    def kill(self) -> None:
        """SIGKILL: no shutdown code runs, as when a machine loses power."""
        self.process.kill()
        self.process.wait()


@contextmanager
def running_server(tmp_path: Path, **env: str):
    server = Server(tmp_path, **env).start()
    try:
        yield server.url
    finally:
        server.kill()


@contextmanager
def chromium():
    """Debian's Chromium, headless, driven by Playwright (never a downloaded browser)."""
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            yield browser
        finally:
            browser.close()


def phone_context(browser, viewport: dict | None = None):
    """A phone: its own cookies and storage, touch, a phone-sized viewport."""
    return browser.new_context(viewport=viewport or PHONE, device_scale_factor=2,
                               is_mobile=True, has_touch=True)


@contextmanager
def phone_browser(viewport: dict | None = None):
    with chromium() as browser:
        yield phone_context(browser, viewport)


def fill_new_play(page, site: str, game: str, names) -> None:
    """The new-play form filled and sent, as players do at the table."""
    page.goto(f"{site}/plays/new/{game}")
    for i, name in enumerate(names):
        page.fill(f"#players-{i}-name", name)
    page.get_by_role("button", name="Start setup").tap()


def play_at_scoring(page, site: str, game: str, names=("Ana", "Ben")) -> str:
    """A new play taken straight to its scoring list (Ana first, tracking ended at once);
    its address without the last part."""
    from playwright.sync_api import expect
    fill_new_play(page, site, game, names)
    page.get_by_role("button", name=names[0]).tap()
    expect(page.get_by_role("heading", name="Round 1")).to_be_visible()
    page.locator("details.danger summary").tap()
    page.get_by_role("button", name="Go to scoring").tap()
    expect(page.get_by_role("heading", name="Scoring")).to_be_visible()
    return page.url.rsplit("/", 1)[0]


def tap_recorded(page, locator) -> None:
    """A tap that records one step of the play; returns once the page shows the play one
    step on (a tap on the page before would answer an older turn and be refused)."""
    from playwright.sync_api import expect
    main = page.locator("main")
    seq = int(main.get_attribute("data-seq"))
    locator.tap()
    expect(main).to_have_attribute("data-seq", str(seq + 1))
