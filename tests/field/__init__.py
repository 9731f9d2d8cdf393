"""Field tests: the real server as `companion run` starts it, driven as a table does."""
