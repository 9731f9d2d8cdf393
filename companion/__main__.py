"""`python -m companion`: serve the app with waitress on every interface."""
import argparse
import contextlib
import socket
import subprocess

from waitress import serve

from companion import create_app


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses other than loopback (no packet is sent to find them)."""
    found: set[str] = set()
    with contextlib.suppress(OSError):
        found |= {i[4][0] for i in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)}
    try:  # Debian's `hostname -I` lists every configured address
        out = subprocess.run(["hostname", "-I"], capture_output=True, text=True, timeout=2)
        found |= {a for a in out.stdout.split() if a.count(".") == 3}
    except (OSError, subprocess.SubprocessError):
        pass
    return sorted(a for a in found if not a.startswith("127."))


def main() -> None:
    parser = argparse.ArgumentParser(description="Run the companion web app.")
    parser.add_argument("--host", default="0.0.0.0")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args()
    app = create_app()
    print(f"companion is running. On this machine: http://127.0.0.1:{args.port}/")
    if args.host == "0.0.0.0":
        addresses = lan_addresses() or ["<this computer's address>"]
        for address in addresses:
            print(f"On phones on the same network: http://{address}:{args.port}/")
    print(f"Database: {app.config['DATABASE']}", flush=True)
    serve(app, host=args.host, port=args.port, threads=8)


if __name__ == "__main__":
    main()
