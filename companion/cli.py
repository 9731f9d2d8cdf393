"""The command line: `companion run | init-db | backup | restore | export | import |
certificate`.

`companion` alone (or with run's options only, as `python -m companion --port 8080`)
serves the app. No command opens or creates anything before it runs, so `--help` never
touches the database.
"""
import functools
from pathlib import Path

import click

from companion import ConfigurationError, configured_app
from companion.backup import BackupError, restore, write_backup
from companion.db import SchemaTooNew, open_database
from companion.i18n import DEFAULT, LANGUAGES
from companion.transfer import EXPORTS, TransferError, import_json
from companion.upgrade import upgrade_database

SERVER_THREADS = 8  # waitress threads serving requests (the benchmark reports it)
MALLOC_ARENAS = 2   # glibc's malloc arenas for the server (M_ARENA_MAX)


def few_malloc_arenas() -> None:
    """Before the server's threads start: at most MALLOC_ARENAS glibc malloc arenas. Each
    thread that meets a busy arena otherwise gets one of its own (up to 8 a core), each
    keeping the memory freed into it: the server held 21 MB more after every page once
    (252 MB, 231 with two; BENCHMARKS.md). Not glibc (musl, macOS): nothing to do."""
    import contextlib
    import ctypes
    m_arena_max = -8   # malloc.h
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None).mallopt(m_arena_max, MALLOC_ARENAS)


class ServeByDefault(click.Group):
    """Without a command, or with options only, the command is `run`."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        own = (*ctx.help_option_names, "--version")
        if not args or (args[0].startswith("-") and args[0] not in own):
            args = ["run", *args]
        return super().parse_args(ctx, args)


def friendly(command):
    """Errors about the user's files end the command with their message, not a traceback."""
    @functools.wraps(command)
    def wrapper(*args, **kwargs):
        try:
            return command(*args, **kwargs)
        except (BackupError, TransferError, SchemaTooNew, ConfigurationError) as exc:
            raise click.ClickException(str(exc)) from exc
    return wrapper


def database_path() -> str:
    """The database the configuration names (COMPANION_DATABASE, instance/config.py...)."""
    return configured_app().config["DATABASE"]


def existing_database():
    path = database_path()
    if not Path(path).is_file():
        raise click.ClickException(f"There is no database at {path}. Set COMPANION_DATABASE "
                                   "to the right file, or start companion once.")
    return open_database(path)


@click.group(cls=ServeByDefault, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="companion", prog_name="companion")
def cli() -> None:
    """companion: the table companion for board games. Without a command, `run`.

    Settings come from COMPANION_* environment variables (COMPANION_DATABASE,
    COMPANION_SECRET_KEY, COMPANION_ACCESS_CODE, COMPANION_INSTANCE_PATH), which win over
    instance/config.py.
    """


@cli.command()
@click.option("--host", default="0.0.0.0", show_default=True,
              help="Interface to listen on (0.0.0.0: every one, so phones reach it).")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(1, 65535),
              help="The port for plain HTTP (with --https: for the trust page only).")
@click.option("--https", "https", is_flag=True,
              help="Also serve HTTPS, with this table's own certificate authority (made "
                   "once in the instance folder; each phone trusts it once): phones then "
                   "get offline pages, the screen kept on and the installable app.")
@click.option("--https-port", default=8443, show_default=True, type=click.IntRange(1, 65535))
@friendly
def run(host: str, port: int, https: bool, https_port: int) -> None:
    """Serve the app, and print the address to open on a phone."""
    from companion import create_app, pdf_worker, serving
    few_malloc_arenas()
    pdf_worker.warm_up_in_background()   # while the app starts: the first PDF is then fast
    app = create_app()
    # Where it listens: the play pages offer a join link and QR only where phones can reach.
    app.config["LISTEN_HOST"] = host
    app.config["HTTP_PORT"] = port
    tls = None
    if https:
        if https_port == port:
            raise click.ClickException("--https-port must differ from --port.")
        app.config["HTTPS_PORT"] = https_port
        tls = serving.Tls.ready(app.instance_path)
    try:
        serving.serve(app, host, port, SERVER_THREADS, https_port if https else None, tls,
                      ready=lambda: say_where(app, host, port, https_port if https else None))
    except serving.PortUnavailable as exc:
        raise click.ClickException(str(exc)) from exc


def say_where(app, host: str, port: int, https_port: int | None) -> None:
    """The addresses to open, the join address (the default route's) first."""
    from companion.network import is_loopback, lan_addresses
    scheme, shown = ("https", https_port) if https_port else ("http", port)
    print(f"companion is running. On this machine: {scheme}://127.0.0.1:{shown}/")
    if host == "0.0.0.0":
        addresses = lan_addresses()
        first = addresses[0] if addresses else "<this computer's address>"
        print(f"On phones on the same network: {scheme}://{first}:{shown}/")
        if len(addresses) > 1:
            print("This computer's other addresses, if the phones are on one of those "
                  f"networks instead: {', '.join(addresses[1:])}")
        if https_port:
            print(f"A phone's first time: open http://{first}:{port}/trust on it and trust "
                  "this table once (the play page's \"Join from another phone\" shows how).")
    elif is_loopback(host):
        print("Phones cannot reach it: it listens on this machine only. To let them join, "
              "start it with ./manage.sh run (or --host 0.0.0.0).")
    if https_port:
        print(f"This table's certificate authority: {app.instance_path}/tls (keep it private)")
    print(f"Database: {app.config['DATABASE']}", flush=True)


@cli.command("certificate")
@click.argument("file", type=click.Path(dir_okay=False))
@friendly
def certificate_command(file: str) -> None:
    """Write this table's certificate authority (never its key) to FILE, to trust it on a
    device by hand: PEM, or DER when FILE ends in .der or .cer. Made now if it is new."""
    from companion import certificates
    folder = certificates.folder_of(configured_app().instance_path)
    path = certificates.write_authority(folder, file)
    ca = certificates.authority(folder)
    click.echo(f"Certificate written to {path}")
    click.echo(f"SHA-256 fingerprint: {ca.fingerprint()}")


@cli.command("init-db")
@friendly
def init_db_command() -> None:
    """Create the database, or upgrade it (keeping a copy of the old one first)."""
    path = database_path()
    kept = upgrade_database(path)
    click.echo(f"Database ready: {path}")
    if kept:
        click.echo(f"It was upgraded; the previous one is kept at {kept}")


@cli.command()
@click.argument("file", type=click.Path(dir_okay=False))
@friendly
def backup(file: str) -> None:
    """Write a copy of the database to FILE (consistent even while the server runs), in
    gzip when FILE ends in .gz. The group's data only: the rules search's cache is not in it."""
    click.echo(f"Backup written to {write_backup(database_path(), file)}")


@cli.command("restore")
@click.argument("file", type=click.Path(dir_okay=False))
@friendly
def restore_command(file: str) -> None:
    """Replace the database with the backup FILE (plain or .gz); the current one is kept
    aside first."""
    path = database_path()
    plays, aside = restore(file, path)
    click.echo(f"Restored {plays} play{'s' * (plays != 1)} from {file} into {path}")
    if aside:
        click.echo(f"The previous database is kept at {aside}")


@cli.command()
@click.option("--format", "kind", type=click.Choice(list(EXPORTS)), default="json",
              show_default=True, help="json: everything, for `companion import`; csv: one row "
              "per player per play; bgstats: finished plays as the data of their BG Stats links (a "
              "file BG Stats does not import).")
@click.option("--language", type=click.Choice(LANGUAGES), default=DEFAULT, show_default=True,
              help="The CSV's language: its header, words and separator (; for es and fr).")
@click.argument("file", type=click.Path(dir_okay=False, allow_dash=True))
@friendly
def export(kind: str, language: str, file: str) -> None:
    """Write every play to FILE ("-": the screen)."""
    db = existing_database()
    try:
        text = EXPORTS[kind].make(db, language)
    finally:
        db.conn.close()
    if file == "-":
        click.echo(text, nl=False)
    else:
        Path(file).write_text(text, encoding=EXPORTS[kind].encoding, newline="")
        click.echo(f"Exported to {file}", err=True)


@cli.command("import")
@click.argument("file", type=click.File("rb"))
@friendly
def import_command(file) -> None:
    """Add the plays of a JSON export FILE that this database lacks (none twice)."""
    db = open_database(database_path())
    try:
        report = import_json(db, file.read())
    finally:
        db.conn.close()
    click.echo(report.summary())


def main() -> None:
    cli(prog_name="companion")
