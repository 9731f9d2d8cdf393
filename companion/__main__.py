"""`python -m companion`: serve the app with waitress on every interface."""
import argparse

from waitress import serve

from companion import create_app
from companion.network import lan_addresses


def main() -> None:
    parser = argparse.ArgumentParser(description="Run the companion web app.")
    parser.add_argument("--host", default="0.0.0.0")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args()
    app = create_app()
    print(f"companion is running. On this machine: http://127.0.0.1:{args.port}/")
    if args.host == "0.0.0.0":
        addresses = lan_addresses() or ("<this computer's address>",)
        for address in addresses:
            print(f"On phones on the same network: http://{address}:{args.port}/")
    print(f"Database: {app.config['DATABASE']}", flush=True)
    serve(app, host=args.host, port=args.port, threads=8)


if __name__ == "__main__":
    main()
