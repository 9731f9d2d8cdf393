"""Serving the app: waitress over plain HTTP; with `--https`, cheroot over TLS beside it.

One process, as before. waitress has no TLS; cheroot (CherryPy's server, maintained, pure
Python, threads like waitress) serves TLS through Python's own `ssl` module, so `--https`
installs nothing outside pip. Under `--https` the plain port stays open for what a phone
needs before it trusts the table (the trust page and the authority's certificate); every
other page there moves to the https address (companion.web.trust).
"""
import contextlib
import errno
import logging
import socket
import threading
from dataclasses import dataclass
from pathlib import Path

from companion import certificates
from companion.network import machine_addresses

PLAIN_THREADS_BESIDE_TLS = 2   # the plain port only answers the trust page and redirects
RENEW_CHECK_SECONDS = 600      # how often a running server looks at its names and dates
log = logging.getLogger(__name__)


class PortUnavailable(Exception):
    """A port this server cannot listen on, said in one sentence."""


def check_port(host: str, port: int) -> None:
    """Raises PortUnavailable with what to do when `port` cannot be listened on."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        # as the servers bind: a port whose last connections are closing is free
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError as exc:
            raise PortUnavailable(port_sentence(exc, port)) from exc


def port_sentence(exc: OSError, port: int) -> str:
    if exc.errno == errno.EADDRINUSE:
        return (f"Port {port} is already in use (another companion, or another program): "
                f"stop it, or start companion with --port {port + 1}.")
    if exc.errno == errno.EACCES:
        return (f"Port {port} needs administrator rights on this machine: start companion "
                "with a port above 1023 (the default is 8000).")
    if exc.errno == errno.EADDRNOTAVAIL:
        return f"This machine has no such address to listen on: {exc.strerror}."
    return f"Cannot listen on port {port}: {exc.strerror or exc}."


@dataclass
class Tls:
    """The server certificate's files, kept fresh while the server runs."""
    folder: Path
    files: certificates.ServerFiles

    @classmethod
    def ready(cls, instance: str) -> "Tls":
        folder = certificates.folder_of(instance)
        return cls(folder, certificates.server_certificate(
            folder, certificates.wanted_names(machine_addresses())))

    def refresh(self, context) -> str | None:
        """Made again when the machine's names changed or the end is near; the running
        server then hands the new one to every new connection."""
        files = certificates.server_certificate(
            self.folder, certificates.wanted_names(machine_addresses()))
        if files.renewed:
            context.load_cert_chain(str(files.certificate), str(files.key))
            self.files = files
        return files.renewed


def serve(app, host: str, port: int, threads: int, https_port: int | None = None,
          tls: Tls | None = None, ready=print) -> None:
    """Listen, call `ready()` once every port is bound (to print the addresses), serve."""
    from waitress import create_server
    check_port(host, port)
    if https_port is None:
        server = create_server(app, host=host, port=port, threads=threads)
        ready()
        server.run()
        return
    check_port(host, https_port)
    secure = tls_server(app, host, https_port, threads, tls)
    plain = create_server(app, host=host, port=port, threads=PLAIN_THREADS_BESIDE_TLS)
    threading.Thread(target=plain.run, name="plain-http", daemon=True).start()
    secure.prepare()
    keep_fresh(tls, secure.ssl_adapter.context)
    ready()
    try:
        secure.serve()
    except KeyboardInterrupt:
        pass
    finally:
        secure.stop()
        with contextlib.suppress(Exception):
            plain.close()


def tls_server(app, host: str, port: int, threads: int, tls: Tls):
    from cheroot import wsgi
    from cheroot.ssl.builtin import BuiltinSSLAdapter
    server = wsgi.Server((host, port), app, numthreads=threads, server_name="companion")
    server.ssl_adapter = BuiltinSSLAdapter(str(tls.files.certificate), str(tls.files.key))
    return server


def keep_fresh(tls: Tls, context) -> threading.Thread:
    def watch():
        stop = threading.Event()
        while not stop.wait(RENEW_CHECK_SECONDS):
            try:
                reason = tls.refresh(context)
            except Exception:   # the one in use keeps serving; said in the log
                log.exception("The server certificate could not be made again")
                continue
            if reason:
                log.warning("The server certificate was made again (%s).", reason)
    thread = threading.Thread(target=watch, name="certificate", daemon=True)
    thread.start()
    return thread
