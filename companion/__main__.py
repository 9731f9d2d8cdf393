"""`python -m companion`: serve the app with waitress on every interface."""
import argparse
import socket

from waitress import serve

from companion import create_app


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses other than loopback, from its own host name."""
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        return []
    return sorted({info[4][0] for info in infos if not info[4][0].startswith("127.")})


def main() -> None:
    parser = argparse.ArgumentParser(description="Run the companion web app.")
    parser.add_argument("--host", default="0.0.0.0")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args()
    app = create_app()
    print(f"companion is running. On this machine: http://127.0.0.1:{args.port}/")
    if args.host == "0.0.0.0":
        for address in lan_addresses():
            print(f"On phones on the same network: http://{address}:{args.port}/")
    print(f"Database: {app.config['DATABASE']}", flush=True)
    serve(app, host=args.host, port=args.port, threads=8)


if __name__ == "__main__":
    main()
