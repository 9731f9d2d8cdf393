"""The benchmark's own server: `companion run` (the same app, waitress, the same threads),
plus POST /bench/echo, which reads a JSON body and answers it back. Exists only here: a
stateless score POST is measured against it with a body of the same size, the floor for
a request that reads and answers that much JSON (GUIDE: "Decided")."""
import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def app_with_echo():
    from flask import jsonify

    from companion import create_app, csrf
    from companion.web.fast_json import request_json

    app = create_app()

    @app.post("/bench/echo")
    def echo():
        return jsonify(request_json())   # read as the score API reads, written as it writes
    csrf.exempt(echo)
    return app


def main() -> None:
    from waitress import serve

    from companion.cli import SERVER_THREADS, few_malloc_arenas
    few_malloc_arenas()   # as `companion run` does
    parser = argparse.ArgumentParser()
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    args = parser.parse_args()
    serve(app_with_echo(), host=args.host, port=args.port, threads=SERVER_THREADS)


if __name__ == "__main__":
    main()
