"""The join address: the default route's interface first, whatever the other interfaces
(Docker, a VPN) are called or numbered; no packet sent to find it."""
import socket
import subprocess

import pytest

from companion import network


@pytest.fixture
def machine(monkeypatch):
    """A machine with Wi-Fi (the default route), Docker and a VPN, and IPv6."""
    network.forget()
    configured = "10.8.0.2 172.17.0.1 192.168.1.23 fd00::23 fe80::1\n"
    monkeypatch.setattr(subprocess, "run", lambda *a, **k: subprocess.CompletedProcess(
        a, 0, stdout=configured))
    monkeypatch.setattr(socket, "getaddrinfo", lambda *a, **k: [])
    state = {"route": "192.168.1.23", "sent": []}

    class Probe:
        def __init__(self, family, kind):
            assert family == socket.AF_INET and kind == socket.SOCK_DGRAM   # UDP: no packet

        def connect(self, address):
            state["connected"] = address

        def getsockname(self):
            if state["route"] is None:
                raise OSError("Network is unreachable")
            return (state["route"], 40000)

        def send(self, data):          # never called: the test would see it
            state["sent"].append(data)

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

    monkeypatch.setattr(socket, "socket", Probe)
    yield state
    network.forget()


def test_the_default_route_s_address_comes_first(machine):
    assert network.lan_addresses() == ("192.168.1.23", "10.8.0.2", "172.17.0.1")
    assert network.join_address() == "192.168.1.23"
    assert machine["sent"] == []


def test_not_the_first_address_sorted_as_text(machine):
    machine["route"] = "172.17.0.1"          # the phones are on Docker's network, say
    assert network.lan_addresses()[0] == "172.17.0.1"
    assert sorted(network.lan_addresses()) == ["10.8.0.2", "172.17.0.1", "192.168.1.23"]


def test_without_a_default_route_the_others_in_order(machine):
    machine["route"] = None
    assert network.lan_addresses() == ("10.8.0.2", "172.17.0.1", "192.168.1.23")


def test_every_address_for_the_certificate_ipv6_included_link_local_left_out(machine):
    assert network.machine_addresses() == ("10.8.0.2", "172.17.0.1", "192.168.1.23",
                                           "fd00::23")


def test_the_answer_is_kept_for_a_while_then_asked_again(machine, monkeypatch):
    assert network.join_address() == "192.168.1.23"
    machine["route"] = "10.8.0.2"
    assert network.join_address() == "192.168.1.23"       # kept
    monkeypatch.setattr(network, "FRESH_FOR", 0.0)
    assert network.join_address() == "10.8.0.2"            # a laptop that moved


@pytest.mark.parametrize("host, loopback", [
    ("127.0.0.1:8000", True), ("localhost", True), ("[::1]:8443", True), ("::1", True),
    ("192.168.1.23:8000", False), ("table.home", False), ("[fd00::23]:8443", False)])
def test_loopback_hosts(host, loopback):
    assert network.is_loopback(host) is loopback
