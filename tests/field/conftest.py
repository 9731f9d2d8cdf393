"""Field tests: the companion as a table runs it, not as the other tests' app does.

The real server, started as `companion run` starts it (`python -m companion run --host
0.0.0.0`, the sentence model loaded, the database on disk in its instance folder), over
plain HTTP and over `--https`; and Debian's Chromium reaching it under a network name
(`--host-resolver-rules`), never loopback, which browsers treat as secure whatever the
scheme. Over HTTPS the browser trusts the table's authority the way a phone's one-time
step does: in the NSS database of a HOME of its own (`certutil`, libnss3-tools).

Fixtures: `http_table` and `https_table` (one server each per test module),
`http_browser` and `https_browser` (Chromium mapped to them), and `phone(browser)` for a
phone-sized context. Every test here is marked `field` and `browser`.
"""
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.browser import CHROMIUM, CHROMIUM_ARGS, PHONE, free_ports

MODEL_READY_S = 240      # the sentence model loads in the background after start-up
START_S = 60


def network_name(https: bool) -> str:
    """The name the browser opens the table by. Over HTTPS it must be one the server's
    certificate names: this machine's `<host>.local`, as phones on the Wi-Fi reach it."""
    if not https:
        return "table.home"
    return socket.gethostname().strip().lower().split(".")[0] + ".local"


class Table:
    """`companion run` in a subprocess, as ./manage.sh run starts it."""

    def __init__(self, folder: Path, https: bool, config: str | None = None):
        self.folder, self.https, self.config = folder, https, config
        self.port, self.https_port = free_ports(2)
        self.instance = folder / "instance"
        self.name = network_name(https)
        self.env = {k: v for k, v in os.environ.items()
                    if not k.startswith("COMPANION_")}
        self.env["COMPANION_INSTANCE_PATH"] = str(self.instance)
        self.process: subprocess.Popen | None = None
        self.log = folder / "server.log"

    @property
    def command(self) -> list[str]:
        args = [sys.executable, "-m", "companion", "run", "--host", "0.0.0.0",
                "--port", str(self.port)]
        if self.https:
            args += ["--https", "--https-port", str(self.https_port)]
        return args

    @property
    def url(self) -> str:
        """The table as a phone opens it (by its network name)."""
        if self.https:
            return f"https://{self.name}:{self.https_port}"
        return f"http://{self.name}:{self.port}"

    @property
    def plain_url(self) -> str:
        return f"http://{self.name}:{self.port}"

    @property
    def database(self) -> Path:
        return self.instance / "companion.sqlite"

    @property
    def authority(self) -> Path:
        return self.instance / "tls" / "authority.pem"

    def start(self) -> "Table":
        if self.config is not None:      # instance/config.py, as a group writes it
            self.instance.mkdir(parents=True, exist_ok=True)
            (self.instance / "config.py").write_text(self.config)
        with open(self.log, "ab") as log:
            self.process = subprocess.Popen(self.command, env=self.env, stdout=log,
                                            stderr=subprocess.STDOUT)
        self.wait_for(lambda h: True, START_S, "answer")
        self.wait_for(lambda h: h.get("X-Rules-Model") == "ready", MODEL_READY_S,
                      "load its sentence model")
        return self

    def health(self) -> dict | None:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/healthz",
                                        timeout=2) as answer:
                return dict(answer.headers)
        except OSError:
            return None

    def wait_for(self, check, seconds: float, what: str) -> None:
        began = time.monotonic()
        while time.monotonic() - began < seconds:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server stopped: {self.log.read_text()[-2000:]}")
            headers = self.health()
            if headers is not None and check(headers):
                return
            time.sleep(0.25)
        raise RuntimeError(f"the server did not {what} within {seconds} s")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


@contextmanager
def running(folder: Path, https: bool, config: str | None = None):
    table = Table(folder, https, config).start()
    try:
        yield table
    finally:
        table.stop()


# Module-scoped: one Playwright per module, so that no other module's browser tests (which
# start their own) ever run beside it.
@pytest.fixture(scope="module")
def http_table(tmp_path_factory):
    with running(tmp_path_factory.mktemp("field-http"), https=False) as table:
        yield table


@pytest.fixture(scope="module")
def https_table(tmp_path_factory):
    with running(tmp_path_factory.mktemp("field-https"), https=True) as table:
        yield table


def trusting_home(folder: Path, authority: Path) -> Path:
    """A HOME whose NSS database trusts `authority` for web sites: what a phone's one-time
    trust step does, done the way Chromium on Linux reads it."""
    certutil = shutil.which("certutil")
    if certutil is None:
        pytest.fail("certutil is missing: ./manage.sh test installs libnss3-tools")
    nssdb = folder / ".pki" / "nssdb"
    nssdb.mkdir(parents=True)
    subprocess.run([certutil, "-d", f"sql:{nssdb}", "-N", "--empty-password"], check=True)
    subprocess.run([certutil, "-d", f"sql:{nssdb}", "-A", "-t", "C,,", "-n", "companion",
                    "-i", str(authority)], check=True)
    return folder


@pytest.fixture(scope="module")
def playwright():
    from playwright.sync_api import sync_playwright
    driver = sync_playwright().start()
    try:
        yield driver
    finally:
        driver.stop()


def chromium_at(playwright, table: Table, home: Path | None = None):
    """Debian's Chromium, headless, reaching `table` under its network name (and trusting
    what the NSS database of `home` trusts)."""
    env = dict(os.environ, **({"HOME": str(home)} if home is not None else {}))
    return playwright.chromium.launch(executable_path=CHROMIUM, headless=True, env=env,
                                      args=[*CHROMIUM_ARGS, resolve_to_loopback(table)])


def resolve_to_loopback(table: Table) -> str:
    return f"--host-resolver-rules=MAP {table.name} 127.0.0.1"


@pytest.fixture(scope="module")
def http_browser(playwright, http_table):
    browser = chromium_at(playwright, http_table)
    yield browser
    browser.close()


@pytest.fixture(scope="module")
def https_browser(playwright, https_table, tmp_path_factory):
    home = trusting_home(tmp_path_factory.mktemp("phone-home"), https_table.authority)
    browser = chromium_at(playwright, https_table, home)
    yield browser
    browser.close()


def phone(browser):
    """A phone at the table: its own cookies, storage and service worker; touch; 390×844."""
    context = browser.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True,
                                  has_touch=True)
    context.set_default_timeout(15000)
    return context


def pytest_collection_modifyitems(items):
    here = Path(__file__).parent
    for item in items:
        if Path(str(item.fspath)).is_relative_to(here):
            item.add_marker(pytest.mark.field)
            item.add_marker(pytest.mark.browser)
