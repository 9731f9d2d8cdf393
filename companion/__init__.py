"""companion: a table companion for physical board games."""
import os
import secrets
from pathlib import Path

from flask import Flask
from flask_wtf.csrf import CSRFProtect
from jinja2 import ChoiceLoader, FileSystemLoader, PrefixLoader

ROOT = Path(__file__).resolve().parent.parent
csrf = CSRFProtect()


def _secret_key(instance: Path) -> str:
    """From the environment, or generated once and kept in the instance folder."""
    for name in ("COMPANION_SECRET_KEY", "SECRET_KEY"):
        if os.environ.get(name):
            return os.environ[name]
    path = instance / "secret_key"
    if not path.exists():
        path.write_text(secrets.token_hex(32))
        path.chmod(0o600)
    return path.read_text().strip()


def create_app(test_config: dict | None = None) -> Flask:
    app = Flask(__name__, instance_relative_config=True,
                template_folder=str(ROOT / "templates"), static_folder=str(ROOT / "static"))
    instance = Path(app.instance_path)
    instance.mkdir(parents=True, exist_ok=True)
    app.config.from_mapping(
        DATABASE=os.environ.get("COMPANION_DATABASE") or str(instance / "companion.sqlite"),
        MAX_CONTENT_LENGTH=256 * 1024,
        ACCESS_CODE=os.environ.get("COMPANION_ACCESS_CODE", ""),
        PRINTABLES=str(ROOT / "printables"),
    )
    if test_config is None:
        app.config.from_pyfile("config.py", silent=True)
    else:
        app.config.from_mapping(test_config)
    if not app.config.get("SECRET_KEY"):
        app.config["SECRET_KEY"] = _secret_key(instance)

    app.json.sort_keys = False  # breakdowns keep the rulebook's order
    app.jinja_loader = ChoiceLoader([
        FileSystemLoader(str(ROOT / "templates")),
        PrefixLoader({"printables": FileSystemLoader(app.config["PRINTABLES"])}),
    ])
    csrf.init_app(app)
    from companion.games import GAMES
    app.jinja_env.globals["game_name"] = lambda slug: GAMES[slug].name if slug in GAMES else slug
    from companion.web.helpers import entry_script
    app.jinja_env.globals["entry_script"] = entry_script
    app.jinja_env.filters["enumerate_names"] = lambda names: list(enumerate(names))

    from companion import db, search
    db.init_app(app)
    search.init_app(app)

    from companion.web import (
        api,
        api_plays,
        error_pages,
        game_pages,
        play_pages,
        printables,
        rule_pages,
        security,
        table,
    )
    for blueprint in (game_pages.bp, play_pages.bp, rule_pages.bp, printables.bp, api_plays.bp,
                      api.bp, security.bp, table.bp):
        app.register_blueprint(blueprint)
    table.init_app(app)
    csrf.exempt(api.bp)
    csrf.exempt(api_plays.bp)
    security.init_app(app)
    error_pages.init_app(app)
    return app
