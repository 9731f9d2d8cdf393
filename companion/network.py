"""Where other phones on the network can reach this machine (no packet is sent to find out).

The join address is the one of the interface that carries the default route: with Wi-Fi,
Docker and a VPN (192.168.1.23, 172.17.0.1, 10.8.0.2) it is the Wi-Fi's, the one the
phones at the table share. The others are named after it, in case the phones are there.
"""
import contextlib
import ipaddress
import socket
import subprocess
import threading
import time

# Asked of the routing table only: connecting a UDP socket sends nothing. A documentation
# address (RFC 5737), which no network routes on its own, so it takes the default route.
ROUTE_PROBE = ("192.0.2.1", 9)
FRESH_FOR = 30.0   # seconds an answer is kept: a laptop moves between networks
_kept: dict[str, tuple[float, object]] = {}
_lock = threading.Lock()


def _kept_for_a_while(name: str, find):
    now = time.monotonic()
    with _lock:
        found = _kept.get(name)
        if found and now - found[0] < FRESH_FOR:
            return found[1]
    value = find()
    with _lock:
        _kept[name] = (now, value)
    return value


def forget() -> None:
    """Look again at the next question (the tests change the machine's addresses)."""
    with _lock:
        _kept.clear()


def default_route_address() -> str | None:
    """This machine's IPv4 address on the interface of its default route, or None."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(ROUTE_PROBE)
        address = s.getsockname()[0]
        if address and not address.startswith(("0.", "127.")):
            return address
    return None


def _configured_addresses() -> set[str]:
    """Every address configured on this machine, as `hostname -I` (Debian) lists them, and
    those the host name resolves to."""
    found: set[str] = set()
    with contextlib.suppress(OSError):
        found |= {i[4][0] for i in socket.getaddrinfo(socket.gethostname(), None)}
    try:
        out = subprocess.run(["hostname", "-I"], capture_output=True, text=True, timeout=2,
                             check=False)
        found |= set(out.stdout.split())
    except (OSError, subprocess.SubprocessError):
        pass
    return found


def _usable(address: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    """The address, unless no other machine could use it (loopback, link-local, unset)."""
    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return None
    if ip.is_loopback or ip.is_link_local or ip.is_unspecified or ip.is_multicast:
        return None
    return ip


def machine_addresses() -> tuple[str, ...]:
    """Every address of this machine other phones could use, IPv4 and IPv6 (for the
    server's certificate, which must name each one a phone may open)."""
    def find():
        ips = {_usable(a) for a in _configured_addresses() | set(lan_addresses())} - {None}
        return tuple(str(ip) for ip in sorted(ips, key=lambda ip: (ip.version, ip)))
    return _kept_for_a_while("all", find)


def lan_addresses() -> tuple[str, ...]:
    """This machine's IPv4 addresses other than loopback, in the order to offer them: the
    default route's first (the join address), then the others in order."""
    def find():
        ipv4 = {str(ip) for a in _configured_addresses() if (ip := _usable(a)) and ip.version == 4}
        first = default_route_address()
        others = sorted(ipv4 - {first}, key=ipaddress.IPv4Address)
        return tuple([first, *others] if first else others)
    return _kept_for_a_while("ipv4", find)


def join_address() -> str | None:
    """The address phones at the table open: the default route's."""
    addresses = lan_addresses()
    return addresses[0] if addresses else None


def host_name(host: str) -> str:
    """The name or address of a Host header or `host:port`, without the port."""
    if host.startswith("["):
        return host[1:host.find("]")]
    return host.split(":")[0] if host.count(":") == 1 else host


def is_loopback(host: str) -> bool:
    name = host_name(host)
    return name in ("localhost", "::1") or name.startswith("127.")
