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
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def running_server(tmp_path: Path):
    port = free_port()
    env = dict(os.environ, COMPANION_DATABASE=str(tmp_path / "browser.sqlite"),
               COMPANION_SECRET_KEY="browser-test")
    process = subprocess.Popen([sys.executable, "-m", "companion", "--host", "127.0.0.1",
                                "--port", str(port)], env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(url + "/api/games", timeout=1)
                break
            except OSError:
                time.sleep(0.1)
        else:
            raise RuntimeError("server did not start: " + process.stdout.read1().decode())
        yield url
    finally:
        process.kill()
        process.wait()


@contextmanager
def phone_browser():
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            context = browser.new_context(viewport=PHONE, device_scale_factor=2,
                                          is_mobile=True, has_touch=True)
            yield context
        finally:
            browser.close()
