"""Blueprints: they translate between HTTP and the pure game and play functions."""
