"""Configuration: COMPANION_* variables over instance/config.py; where the data lives."""
import pytest

import companion
from companion import configured_app, create_app, instance_folder


@pytest.fixture
def instance(tmp_path, monkeypatch):
    folder = tmp_path / "instance"
    folder.mkdir()
    monkeypatch.setenv("COMPANION_INSTANCE_PATH", str(folder))
    for name in ("DATABASE", "SECRET_KEY", "ACCESS_CODE"):
        monkeypatch.delenv(f"COMPANION_{name}", raising=False)
    return folder


def test_instance_config_is_read(instance):
    (instance / "config.py").write_text('ACCESS_CODE = "sphinx"\nDATABASE = "/srv/plays.db"\n')
    config = configured_app().config
    assert config["ACCESS_CODE"] == "sphinx" and config["DATABASE"] == "/srv/plays.db"


def test_environment_wins_over_instance_config(instance, monkeypatch):
    (instance / "config.py").write_text('ACCESS_CODE = "sphinx"\nSECRET_KEY = "from-file"\n')
    monkeypatch.setenv("COMPANION_ACCESS_CODE", "pharaoh")
    monkeypatch.setenv("COMPANION_SECRET_KEY", "from-env")
    config = configured_app().config
    assert config["ACCESS_CODE"] == "pharaoh" and config["SECRET_KEY"] == "from-env"


def test_a_code_of_digits_stays_text_and_opens_the_login(instance, tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_ACCESS_CODE", "0042")
    monkeypatch.setenv("COMPANION_DATABASE", str(tmp_path / "c.sqlite"))
    app = create_app({"TESTING": True, "WTF_CSRF_ENABLED": False})
    assert app.config["ACCESS_CODE"] == "0042"
    client = app.test_client()
    assert client.post("/login", data={"code": "0042"}).status_code == 302
    assert client.get("/").status_code == 200


def test_other_variables_with_the_prefix_are_read_as_json(instance, monkeypatch):
    monkeypatch.setenv("COMPANION_MAX_CONTENT_LENGTH", "1000")
    assert configured_app().config["MAX_CONTENT_LENGTH"] == 1000


def test_an_empty_variable_counts_as_unset(instance, monkeypatch):
    monkeypatch.setenv("COMPANION_DATABASE", "")
    assert configured_app().config["DATABASE"] == str(instance / "companion.sqlite")


def test_configuration_alone_touches_no_file(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_INSTANCE_PATH", str(tmp_path / "not-yet"))
    configured_app()
    assert not (tmp_path / "not-yet").exists()


def test_installed_data_lives_in_the_users_data_folder(tmp_path, monkeypatch):
    monkeypatch.delenv("COMPANION_INSTANCE_PATH", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setattr(companion, "INSTALLED", True)
    assert instance_folder() == str(tmp_path / "data" / "companion")
    monkeypatch.setattr(companion, "INSTALLED", False)
    assert instance_folder() is None  # a checkout keeps Flask's instance/ beside the package


def test_a_relative_instance_path_is_made_absolute(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("COMPANION_INSTANCE_PATH", "here")
    assert instance_folder() == str(tmp_path / "here")


def test_the_checkout_serves_its_own_folders():
    assert not companion.INSTALLED
    assert (companion.RESOURCES / "templates" / "base.html").is_file()
    assert (companion.RESOURCES / "printables" / "base.html").is_file()


# --- an access code written as a number in instance/config.py (issue 34, point 7) ------

def test_a_number_in_config_py_is_taken_as_its_digits_and_logins_work(instance, tmp_path,
                                                                      monkeypatch):
    """ACCESS_CODE = 1234 made every login a 500 (bytes of an int) and locked the table
    out: the code is text wherever it comes from."""
    (instance / "config.py").write_text("ACCESS_CODE = 1234\n")
    monkeypatch.setenv("COMPANION_DATABASE", str(tmp_path / "c.sqlite"))
    app = create_app()
    app.config.update(TESTING=True, WTF_CSRF_ENABLED=False)
    assert app.config["ACCESS_CODE"] == "1234"
    client = app.test_client()
    assert client.get("/").status_code == 302
    assert client.post("/login", data={"code": "999"}).status_code == 400
    assert client.post("/login", data={"code": "1234"}).status_code == 302
    assert client.get("/").status_code == 200


@pytest.mark.parametrize("line", ["ACCESS_CODE = True", "ACCESS_CODE = 12.5",
                                  "ACCESS_CODE = ['a']"])
def test_a_code_that_is_no_text_nor_number_stops_the_server_saying_why(instance, line):
    (instance / "config.py").write_text(line + "\n")
    with pytest.raises(companion.ConfigurationError, match=r'ACCESS_CODE = "1234"'):
        configured_app()


def test_a_pin_with_a_leading_zero_says_to_write_it_in_quotes(instance):
    (instance / "config.py").write_text("ACCESS_CODE = 0123\n")
    with pytest.raises(companion.ConfigurationError) as raised:
        configured_app()
    assert "line 1" in str(raised.value) and 'ACCESS_CODE = "0123"' in str(raised.value)


def test_the_command_line_says_it_in_one_sentence(instance):
    from click.testing import CliRunner

    from companion.cli import cli
    (instance / "config.py").write_text("ACCESS_CODE = True\n")
    result = CliRunner().invoke(cli, ["export", "-"], prog_name="companion")
    assert result.exit_code == 1
    assert result.output.startswith("Error: ACCESS_CODE must be text")
    assert "Traceback" not in result.output
