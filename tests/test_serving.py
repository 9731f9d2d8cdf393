"""Serving: a port that cannot be listened on is one sentence; under --https the running
server takes a new certificate when the machine's addresses change, without a restart.
(Both ports served by the one process, over the network: tests/field/test_phones.py.)"""
import errno
import socket

import pytest

from companion import serving
from companion.certificates import names_of


def test_sentences_for_ports_that_cannot_be_listened_on():
    in_use = serving.port_sentence(OSError(errno.EADDRINUSE, "in use"), 8000)
    assert in_use == ("Port 8000 is already in use (another companion, or another program): "
                      "stop it, or start companion with --port 8001.")
    assert "administrator" in serving.port_sentence(OSError(errno.EACCES, "denied"), 80)


def test_a_free_port_passes_and_a_taken_one_is_refused():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        with pytest.raises(serving.PortUnavailable, match="already in use"):
            serving.check_port("127.0.0.1", taken.getsockname()[1])
    serving.check_port("127.0.0.1", 0)


class Context:
    def __init__(self):
        self.loaded = []

    def load_cert_chain(self, certificate, key):
        self.loaded.append((certificate, key))


def test_a_new_address_while_serving_gives_a_new_certificate(tmp_path, monkeypatch):
    addresses = ["192.168.1.23"]
    monkeypatch.setattr(serving, "machine_addresses", lambda: tuple(addresses))
    tls = serving.Tls.ready(str(tmp_path))
    context = Context()
    assert tls.refresh(context) is None and context.loaded == []
    addresses[:] = ["192.168.7.40"]                   # the laptop joined another network
    assert tls.refresh(context) == "names changed"
    assert context.loaded == [(str(tls.files.certificate), str(tls.files.key))]
    from cryptography import x509
    cert = x509.load_pem_x509_certificate(tls.files.certificate.read_bytes())
    assert "192.168.7.40" in names_of(cert).ips
