"""`python -m companion`: the command line; without a command it serves the app."""
from companion.cli import main

if __name__ == "__main__":
    main()
