"""The group's database brought up to date at start-up: its schema (companion.db's UPGRADES,
which only run SQL), then the repairs of its data that need the games (names no keyboard
could type again, the breakdowns of results kept before there were any).

This module sits above the storage and the domain both, so that companion.db imports
nothing of what is built on it (flaskr's shape: the db module opens, closes and makes the
database; what the data means lives above it).
"""
from pathlib import Path

import click
from flask import Flask, current_app
from flask.cli import with_appcontext

from companion.db import connect, init_db
from companion.history import fill_breakdowns
from companion.incoming import repair_unwritable_names


def upgrade_database(path: str) -> Path | None:
    """Create the database, or bring its schema and data up to date; the copy kept before
    a schema upgrade, if one was made."""
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    db = connect(path)
    try:
        kept = init_db(db)
        if kept and db.execute("PRAGMA freelist_count").fetchone()[0]:
            db.execute("VACUUM")   # a step dropped tables (the search's 18 MB): give it back
        repair_unwritable_names(db)   # before anything shows them
        fill_breakdowns(db)
    finally:
        db.conn.close()
    return kept


@click.command("init-db")
@with_appcontext
def init_db_command() -> None:
    """Create the tables if they do not exist (they are also created at start-up)."""
    upgrade_database(current_app.config["DATABASE"])
    click.echo("Database ready.")


def init_app(app: Flask) -> None:
    app.cli.add_command(init_db_command)
    kept = upgrade_database(app.config["DATABASE"])
    if kept:
        app.logger.warning("The database was upgraded; the previous one is kept at %s", kept)
