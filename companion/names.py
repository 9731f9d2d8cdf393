"""The one rule for "the same player": names equal once spaces are trimmed and case-folded.

Used by the new-play form, the score API, the list of known players and (as an SQLite
function) the statistics, so "Émile" and "émile " are one player everywhere.
"""


NAME_MAX = 24


def name_key(name: str) -> str:
    return " ".join(name.split()).casefold()
