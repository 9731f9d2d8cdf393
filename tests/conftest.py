import re

import pytest

from companion import create_app


@pytest.fixture
def app(tmp_path):
    return create_app({"TESTING": True, "SECRET_KEY": "test",
                       "DATABASE": str(tmp_path / "companion.sqlite")})


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


def after(client, url: str) -> int:
    html = client.get(url).get_data(as_text=True)
    return int(re.search(r'name="after" value="(\d+)"', html).group(1))
