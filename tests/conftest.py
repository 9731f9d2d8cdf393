import re
import tempfile

import pytest
from hypothesis import settings
from hypothesis.configuration import set_hypothesis_home_dir

from companion import create_app

# Hypothesis keeps its examples and caches in .hypothesis/ under the working folder by
# default: tests write nothing into the checkout.
set_hypothesis_home_dir(tempfile.mkdtemp(prefix="companion-hypothesis-"))
settings.register_profile("companion", database=None)
settings.load_profile("companion")


@pytest.fixture(autouse=True)
def instance_elsewhere(tmp_path, monkeypatch):
    """No test writes into the checkout: the instance folder (secret key, default
    database) is a temporary one."""
    monkeypatch.setenv("COMPANION_INSTANCE_PATH", str(tmp_path / "instance"))


@pytest.fixture(scope="session")
def shared_app(tmp_path_factory):
    """One app for the tests (making one costs more than most tests); each test gets its
    own database through the `app` fixture."""
    return create_app({"TESTING": True, "SECRET_KEY": "test",
                       "DATABASE": str(tmp_path_factory.mktemp("app") / "first.sqlite"),
                       "KEPT_AIDS": str(tmp_path_factory.mktemp("aids"))})


@pytest.fixture
def app(shared_app, tmp_path, monkeypatch):
    """The app on a database of this test's own, created as at start-up (the rules index
    is made in its cache when a test first searches)."""
    from companion.db import open_database
    path = str(tmp_path / "companion.sqlite")
    open_database(path).conn.close()
    monkeypatch.setitem(shared_app.config, "DATABASE", path)
    return shared_app


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def runner(app):
    return app.test_cli_runner()


def csrf_token(client, url: str) -> str:
    """Read the CSRF token from a page, as a browser would."""
    html = client.get(url).get_data(as_text=True)
    return re.search(r'type="hidden" name="csrf_token" value="([^"]+)"', html).group(1)


def create_play(client, names, game: str = "ankhor", colors=None):
    """Send the new-play form as a phone does; returns the response (302 when accepted)."""
    url = f"/plays/new/{game}"
    data = {"csrf_token": csrf_token(client, url)}
    colors = colors or ["red", "blue", "green", "yellow", "purple"]
    for i in range(5):
        data[f"players-{i}-name"] = names[i] if i < len(names) else ""
        data[f"players-{i}-color"] = colors[i]
    return client.post(url, data=data)


def play_id(response) -> str:
    return response.headers["Location"].split("/")[2]


def start_play(client, names=("Ana", "Ben"), game="ankhor") -> str:
    """A new play made through the form; its id."""
    response = create_play(client, list(names), game)
    assert response.status_code == 302
    return play_id(response)


def after(client, url: str) -> int:
    html = client.get(url).get_data(as_text=True)
    return int(re.search(r'name="after" value="(\d+)"', html).group(1))


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The real server for a module of browser tests."""
    from tests.browser import running_server
    with running_server(tmp_path_factory.mktemp("site")) as url:
        yield url


@pytest.fixture
def page(site):
    """A fresh phone-sized headless Chromium page."""
    from tests.browser import phone_browser
    with phone_browser() as context:
        page = context.new_page()
        page.set_default_timeout(10000)
        yield page


BROWSER_FIXTURES = {"site", "page", "site_with_sample"}


def pytest_collection_modifyitems(items):
    """Tests that drive Chromium or a real server are marked `browser`: `pytest -m "not
    browser and not slow"` runs the fast part."""
    for item in items:
        module = item.module.__name__
        if (BROWSER_FIXTURES & set(getattr(item, "fixturenames", ()))
                or module.endswith("_browser") or module in ("tests.test_table",
                                                              "tests.test_reliability")):
            item.add_marker(pytest.mark.browser)


def pytest_terminal_summary(terminalreporter):
    """The tap counts of the tap tests (tests/taps.py), as BENCHMARKS.md records them."""
    from tests.taps import REPORTED
    if not REPORTED:
        return
    terminalreporter.section("taps")
    for what, taps, target in REPORTED:
        unit = "tap" if taps == 1 else "taps"
        terminalreporter.write_line(f"{what}: {taps} {unit} (target {target})")


@pytest.fixture(scope="session")
def sentence_model():
    """The rules search's real sentence model, loaded once for the tests that need it (the
    others search lexically: the test app loads no model)."""
    from companion.search import sentences
    return sentences.SentenceModel().load()
