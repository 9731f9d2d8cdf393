"""companion: a table companion for physical board games."""
import os
import secrets
from pathlib import Path

from flask import Flask
from flask_wtf.csrf import CSRFProtect
from jinja2 import ChoiceLoader, FileSystemLoader, PrefixLoader

PACKAGE = Path(__file__).resolve().parent
# A wheel carries templates/, static/ and printables/ inside the package; in a checkout
# they are the top-level folders beside it.
INSTALLED = (PACKAGE / "templates").is_dir()
RESOURCES = PACKAGE if INSTALLED else PACKAGE.parent
ENV_PREFIX = "COMPANION"
# Taken from the environment as typed: from_prefixed_env would read a code like 1234 as a
# number. An empty variable counts as unset.
TEXT_SETTINGS = ("DATABASE", "SECRET_KEY", "ACCESS_CODE")
csrf = CSRFProtect()


class ConfigurationError(Exception):
    """A setting the server cannot start with; the message says which and what to write."""


def user_data_folder() -> Path:
    if os.name == "nt":
        return Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def instance_folder() -> str | None:
    """Where the database and the secret key live.

    COMPANION_INSTANCE_PATH if set; in a checkout, its instance/ folder (Flask's default);
    installed, the user's data folder, which a reinstall or `pipx uninstall` leaves alone.
    """
    if os.environ.get(f"{ENV_PREFIX}_INSTANCE_PATH"):
        return os.path.abspath(os.environ[f"{ENV_PREFIX}_INSTANCE_PATH"])
    return str(user_data_folder() / "companion") if INSTALLED else None


def _secret_key(instance: Path) -> str:
    """From the environment, or generated once and kept in the instance folder."""
    if os.environ.get("SECRET_KEY"):
        return os.environ["SECRET_KEY"]
    path = instance / "secret_key"
    if not path.exists():
        path.write_text(secrets.token_hex(32))
        path.chmod(0o600)
    return path.read_text().strip()


def configured_app(test_config: dict | None = None) -> Flask:
    """The app with its configuration only: no folder, file or database is touched yet.

    Defaults, then instance/config.py, then COMPANION_* variables, then test_config.
    """
    app = Flask(__name__, instance_path=instance_folder(), instance_relative_config=True,
                template_folder=str(RESOURCES / "templates"),
                static_folder=str(RESOURCES / "static"))
    app.config.from_mapping(
        DATABASE=str(Path(app.instance_path) / "companion.sqlite"),
        MAX_CONTENT_LENGTH=256 * 1024,
        # Seconds before pages show what another program (the command line) committed to
        # the database; this server's own changes show at once (companion.db.changes_stamp).
        OTHER_PROGRAMS_SEEN_WITHIN=1.0,
        ACCESS_CODE="",
        PRINTABLES=str(RESOURCES / "printables"),
        # No other site's page can send a request with the session (the forms have CSRF
        # tokens too); a link followed from elsewhere still opens the page.
        SESSION_COOKIE_SAMESITE="Lax",
        # Reverse proxies in front of the app whose forwarded headers count (README: Hosting).
        TRUSTED_PROXIES=0,
    )
    if test_config is None:
        _read_instance_config(app)
    before_env = {key: app.config.get(key) for key in TEXT_SETTINGS}
    app.config.from_prefixed_env(ENV_PREFIX)
    for key, value in before_env.items():
        app.config[key] = os.environ.get(f"{ENV_PREFIX}_{key}") or value
    if test_config is not None:
        app.config.from_mapping(test_config)
    _check_settings(app.config)
    return app


def _read_instance_config(app: Flask) -> None:
    path = Path(app.config.root_path) / "config.py"
    try:
        app.config.from_pyfile("config.py", silent=True)
    except SyntaxError as exc:
        hint = (' Write an access code in quotes: ACCESS_CODE = "0123".'
                if "leading zeros" in str(exc.msg) else "")
        raise ConfigurationError(f"{path} has a mistake on line {exc.lineno}: {exc.msg}."
                                 f"{hint}") from exc


def _check_settings(config) -> None:
    """Settings as the app uses them, or a clear refusal. An access code is text: a number
    in instance/config.py (ACCESS_CODE = 1234) is taken as its digits."""
    code = config.get("ACCESS_CODE")
    if code is None:
        config["ACCESS_CODE"] = ""
    elif isinstance(code, int) and not isinstance(code, bool):
        config["ACCESS_CODE"] = str(code)
    elif not isinstance(code, str):
        raise ConfigurationError(f"ACCESS_CODE must be text, like ACCESS_CODE = \"1234\" "
                                 f"(it is {code!r}).")
    proxies = config.get("TRUSTED_PROXIES", 0)
    if isinstance(proxies, str) and proxies.strip().isdigit():
        proxies = int(proxies)
    if isinstance(proxies, bool) or not isinstance(proxies, int) or proxies < 0:
        raise ConfigurationError("TRUSTED_PROXIES (COMPANION_TRUSTED_PROXIES) is the number of "
                                 "proxies in front of companion, 0 or more "
                                 f"(it is {proxies!r}).")
    config["TRUSTED_PROXIES"] = proxies


def create_app(test_config: dict | None = None) -> Flask:
    app = configured_app(test_config)
    instance = Path(app.instance_path)
    instance.mkdir(parents=True, exist_ok=True)
    if not app.config.get("SECRET_KEY"):
        app.config["SECRET_KEY"] = _secret_key(instance)

    from companion.web.fast_json import OrjsonProvider
    app.json = OrjsonProvider(app)
    app.jinja_loader = ChoiceLoader([
        FileSystemLoader(str(RESOURCES / "templates")),
        PrefixLoader({"printables": FileSystemLoader(app.config["PRINTABLES"])}),
    ])
    csrf.init_app(app)
    from companion.web.sessions import LightCookieSessions, csrf_token
    app.session_interface = LightCookieSessions()
    app.jinja_env.globals["csrf_token"] = csrf_token   # Flask-WTF's token, made lighter
    from companion.web import languages
    languages.init_app(app)
    from companion.games import GAMES
    app.jinja_env.globals["game_name"] = lambda slug: GAMES[slug].name if slug in GAMES else slug
    from companion.web.helpers import entry_script, entry_style, page_url_for
    app.jinja_env.globals.update(entry_script=entry_script, entry_style=entry_style,
                                 url_for=page_url_for)
    app.jinja_env.filters["enumerate_names"] = lambda names: list(enumerate(names))
    from companion.web.isolate import bdi, listed
    app.jinja_env.filters["bdi"] = bdi   # every name a page shows
    app.jinja_env.filters["listed"] = listed   # "Mateo y Sofía"
    from companion import i18n
    from companion.web.typography import typeset_text
    # A drawing's <title> is prose the page's typesetting leaves alone (as the page's own).
    app.jinja_env.filters["typeset"] = lambda text: type(text)(typeset_text(str(text),
                                                                             i18n.current()))

    from companion import db, search, upgrade
    db.init_app(app)
    upgrade.init_app(app)
    search.init_app(app)

    from companion.web import (
        api,
        api_plays,
        data_pages,
        error_pages,
        game_pages,
        history_pages,
        play_pages,
        printables,
        rule_pages,
        security,
        table,
    )
    for blueprint in (game_pages.bp, play_pages.bp, rule_pages.bp, printables.bp, api_plays.bp,
                      api.bp, security.bp, table.bp, data_pages.bp, history_pages.bp):
        app.register_blueprint(blueprint)
    from companion.web import drawings, teach_pages  # the table at a glance, the teach
    app.register_blueprint(drawings.bp)
    app.register_blueprint(teach_pages.bp)
    from companion.web import trust
    app.register_blueprint(trust.bp)
    table.init_app(app)
    trust.init_app(app)
    csrf.exempt(api.bp)
    csrf.exempt(api_plays.bp)
    security.init_app(app)
    error_pages.init_app(app)
    return app
