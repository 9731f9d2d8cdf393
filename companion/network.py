"""Where other phones on the network can reach this machine (no packet is sent to find out)."""
import contextlib
import functools
import socket
import subprocess


@functools.cache
def lan_addresses() -> tuple[str, ...]:
    """This machine's IPv4 addresses other than loopback (looked up once)."""
    found: set[str] = set()
    with contextlib.suppress(OSError):
        found |= {i[4][0] for i in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)}
    try:  # Debian's `hostname -I` lists every configured address
        out = subprocess.run(["hostname", "-I"], capture_output=True, text=True, timeout=2,
                             check=False)
        found |= {a for a in out.stdout.split() if a.count(".") == 3}
    except (OSError, subprocess.SubprocessError):
        pass
    return tuple(sorted(a for a in found if not a.startswith("127.")))


def is_loopback(host: str) -> bool:
    name = host.rsplit(":", 1)[0].strip("[]")
    return name in ("localhost", "::1") or name.startswith("127.")
