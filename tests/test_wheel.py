"""Install anywhere: the wheel, installed in a fresh venv outside the checkout, serves the app.

Slow (it builds the wheel and installs its dependencies from the package index pip uses
here): deselect with `-m "not slow"`.
"""
import json
import os
import shutil
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

from tests.browser import free_port

CHECKOUT = Path(__file__).resolve().parent.parent
SOURCES = ["pyproject.toml", "setup.py", "README.md", "LICENSE", "companion", "templates", "static",
           "printables"]
IGNORE = shutil.ignore_patterns("__pycache__", "*.pyc")


def run(*args, **kwargs) -> str:
    result = subprocess.run(args, capture_output=True, text=True, timeout=600, **kwargs)
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


def build_wheel(tmp_path: Path) -> Path:
    """From a copy of the sources: a build writes into its source folder."""
    source = tmp_path / "source"
    source.mkdir()
    for name in SOURCES:
        if (CHECKOUT / name).is_dir():
            shutil.copytree(CHECKOUT / name, source / name, ignore=IGNORE)
        else:
            shutil.copy2(CHECKOUT / name, source / name)
    run(sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path / "dist"),
        str(source))
    return next((tmp_path / "dist").glob("companion-*.whl"))


def get(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=30) as response:
        return response.read()


def wait_for(url: str, server: subprocess.Popen) -> None:
    for _ in range(300):
        if server.poll() is not None:
            raise AssertionError("the server stopped: " + server.stdout.read())
        try:
            get(url)
            return
        except OSError:
            time.sleep(0.1)
    raise AssertionError("the server did not start")


@pytest.mark.slow
def test_the_installed_wheel_serves_pages_answers_and_pdfs(tmp_path):
    wheel = build_wheel(tmp_path)
    # No pip of its own in the venv (seeding one costs more than the rest): this pip
    # installs into it.
    run(sys.executable, "-m", "venv", "--without-pip", str(tmp_path / "venv"))
    bin_dir = tmp_path / "venv" / "bin"
    run(sys.executable, "-m", "pip", "--python", str(bin_dir / "python"), "install", "-q",
        str(wheel))

    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("COMPANION_", "PYTHON", "XDG_DATA_HOME", "VIRTUAL_ENV"))}
    env.update(HOME=str(tmp_path / "home"), COMPANION_DATABASE=str(tmp_path / "plays.sqlite"))
    where = run(str(bin_dir / "python"), "-c",
                "import companion; print(companion.__file__, companion.INSTALLED)",
                cwd=tmp_path, env=env)
    assert where.startswith(str(tmp_path / "venv")) and where.split()[1] == "True"

    port = free_port()
    server = subprocess.Popen([str(bin_dir / "companion"), "--host", "127.0.0.1",
                               "--port", str(port)], cwd=tmp_path, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    site = f"http://127.0.0.1:{port}"
    try:
        wait_for(site + "/healthz", server)
        assert "At the table" in get(site + "/").decode()
        assert "En la mesa" in get(site + "/?lang=es").decode()    # the catalogues came too
        assert get(site + "/static/app.css")
        question = urllib.parse.quote("how many tokens with 3 players")
        answers = json.loads(get(f"{site}/api/games/ankhor/ask?q={question}"))["answers"]
        assert answers and answers[0]["statements"]
        assert get(site + "/games/ankhor/print/setup.pdf").startswith(b"%PDF")
    finally:
        server.terminate()
        output = server.communicate(timeout=30)[0]
    assert f"On this machine: http://127.0.0.1:{port}/" in output
    assert (tmp_path / "plays.sqlite").is_file()
    assert (tmp_path / "home" / ".local" / "share" / "companion" / "secret_key").is_file()
