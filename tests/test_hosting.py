"""The hosted recipe (hosting/: Dockerfile, compose.yaml, Caddyfile; README "Hosting"),
checked as far as a machine without a container engine can: the instance folder on a
volume, a health check, a user that is not root, Caddy's site block pointing at the app,
the trusted-proxies setting matching the one proxy, and the same `companion run` the field
tests start."""
import re
import shlex
from pathlib import Path

import pytest
import yaml

from companion.cli import cli

HOSTING = Path(__file__).resolve().parent.parent / "hosting"


@pytest.fixture(scope="module")
def dockerfile() -> dict[str, list[str]]:
    """Each instruction's arguments, continuation lines joined."""
    text = re.sub(r"\\\n\s*", " ", (HOSTING / "Dockerfile").read_text())
    found: dict[str, list[str]] = {}
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            word, _, rest = line.partition(" ")
            found.setdefault(word.upper(), []).append(rest.strip())
    return found


@pytest.fixture(scope="module")
def compose() -> dict:
    return yaml.safe_load((HOSTING / "compose.yaml").read_text())


@pytest.fixture(scope="module")
def caddyfile() -> str:
    return "\n".join(line.split("#")[0] for line in (HOSTING / "Caddyfile").read_text()
                     .splitlines())


def exec_form(argument: str) -> list[str]:
    return yaml.safe_load(argument)       # a JSON array is YAML too


def test_the_container_runs_what_the_field_tests_start(dockerfile):
    from tests.field.conftest import Table
    command = exec_form(dockerfile["CMD"][-1])
    field = Table(Path("/tmp"), https=False).command[3:]    # after python -m companion
    assert command[0] == "companion"
    assert command[1:4] == field[:3] == ["run", "--host", "0.0.0.0"]
    assert command[4:] == ["--port", "8000"]
    assert cli.get_command(None, "run") is not None


def test_the_app_runs_as_a_user_of_its_own(dockerfile):
    user = dockerfile["USER"][-1]
    assert user not in ("root", "0", "0:0")
    assert any("useradd" in run and user in run for run in dockerfile["RUN"])


def test_the_instance_folder_is_a_volume(dockerfile, compose):
    env = dict(part.split("=", 1) for line in dockerfile["ENV"] for part in shlex.split(line))
    folder = env["COMPANION_INSTANCE_PATH"]
    assert exec_form(dockerfile["VOLUME"][-1]) == [folder]
    assert any(f"chown companion:companion {folder}" in run for run in dockerfile["RUN"])
    mounts = [m.split(":") for m in compose["services"]["app"]["volumes"]]
    assert [name for name, target in mounts if target == folder] == ["companion-data"]
    assert "companion-data" in compose["volumes"]


def test_a_health_check_asks_the_app(dockerfile, compose):
    check = dockerfile["HEALTHCHECK"][-1]
    assert "CMD" in check and "http://127.0.0.1:8000/healthz" in check
    test = compose["services"]["app"]["healthcheck"]["test"]
    assert test[0] == "CMD" and "http://127.0.0.1:8000/healthz" in test[-1]
    caddy_waits = compose["services"]["caddy"]["depends_on"]["app"]["condition"]
    assert caddy_waits == "service_healthy"


def test_caddy_s_site_block_points_at_the_app(compose, caddyfile):
    blocks = re.findall(r"^(\S[^\n{]*)\{(.*?)^\}", caddyfile, re.S | re.M)
    assert len(blocks) == 1
    site, body = blocks[0]
    assert site.strip() == "{$COMPANION_DOMAIN}"
    assert re.findall(r"reverse_proxy\s+(\S+)", body) == ["app:8000"]
    app = compose["services"]["app"]
    assert app["expose"] == ["8000"] and "ports" not in app   # only through Caddy
    assert "./Caddyfile:/etc/caddy/Caddyfile:ro" in compose["services"]["caddy"]["volumes"]


def test_the_trusted_proxies_setting_matches_the_one_proxy(compose, caddyfile):
    """One reverse_proxy hop between the phone and the app: exactly one proxy declared,
    so the address the phone connected from is the one believed."""
    hops = len(re.findall(r"\breverse_proxy\b", caddyfile))
    assert compose["services"]["app"]["environment"]["COMPANION_TRUSTED_PROXIES"] == str(hops)
    assert set(compose["services"]) == {"app", "caddy"}


def test_the_image_holds_what_the_app_needs(dockerfile):
    copied = {source for args in dockerfile["COPY"] for source in args.split()[:-1]}
    assert {"companion", "templates", "static", "printables", "pyproject.toml",
            "setup.py"} <= copied
    assert any("libpango-1.0-0" in run and "fonts-dejavu-core" in run
               for run in dockerfile["RUN"])
