"""What the tracker's drawing (templates/plays/_table_drawing.html) and the score sheet
need besides the game's parts: each player's letters for their markers, and the words
that say what a picture shows (its title, for a screen reader)."""
from dataclasses import asdict

from flask import Blueprint

from companion.games.base import Stack, Tile
from companion.i18n import Joined, Listed, Msg

bp = Blueprint("drawings", __name__)


def player_marks(names: list[str]) -> list[str]:
    """One or two letters per player, different for every player: the first letter, or
    the first two where two names share it, or with the seat number as a last resort."""
    def letters(name: str, n: int) -> str:
        text = "".join(c for c in name if c.isalnum()) or "?"
        return text[:n].capitalize()
    marks = [letters(name, 1) for name in names]
    for n in (2,):
        marks = [letters(names[i], n) if marks.count(m) > 1 else m
                 for i, m in enumerate(marks)]
    return [f"{m}{i + 1}" if marks.count(m) > 1 else m for i, m in enumerate(marks)]


def short_names(names: list[str], room: int) -> list[str]:
    """Names cut to `room` characters where they are longer, still told apart."""
    cut = [n if len(n) <= room else n[:room - 1].rstrip() + "…" for n in names]
    return [c if cut.count(c) == 1 else n[:room] for c, n in zip(cut, names, strict=True)]


@bp.app_template_global("player_marks")
def _player_marks(players: list[dict]) -> list[str]:
    return player_marks([p["name"] for p in players])


@bp.app_template_global("short_names")
def _short_names(players: list[dict], room: int) -> list[str]:
    return short_names([p["name"] for p in players], room)


@bp.app_template_filter("seat_name")
def seat_name(seat: int, players: list[dict]) -> str:
    return players[seat]["name"]


@bp.app_template_filter("track_value")
def track_value(marker: tuple[int, int], players: list[dict]) -> Msg:
    seat, value = marker
    return Msg("{name} {value}", name=players[seat]["name"], value=value)


@bp.app_template_filter("tile_words")
def tile_words(tile: Tile, players: list[dict]) -> Msg:
    if tile.out:
        return Msg("{number} {name}: set aside", number=tile.number, name=tile.name)
    if tile.seat is None:
        return Msg("{number} {name}: not taken", number=tile.number, name=tile.name)
    return Msg("{number} {name}: {player}", number=tile.number, name=tile.name,
               player=players[tile.seat]["name"])


@bp.app_template_filter("stack_words")
def stack_words(stack: Stack, players: list[dict]) -> Msg:
    if not stack.won:
        return Msg("{tower}: building floor {floor}", tower=stack.name, floor=stack.floor)
    below = [Listed([players[s]["name"] for s in seats]) if seats else Msg("nobody")
             for seats in stack.won]
    return Msg("{tower}: building floor {floor}; most on the floors below, from the "
               "bottom: {winners}", tower=stack.name, floor=stack.floor,
               winners=Joined(", ", below))


def drawing_json(parts) -> list[dict]:
    """The drawing's parts as plain JSON (seats as numbers, words in the reader's
    language): what the play's JSON gives, and what the pictures show."""
    return [{"kind": part.kind, **_plain(asdict(part))} for part in parts]


def _plain(value):
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if isinstance(value, str):
        return str(value)     # a catalogue text, in the language of the moment
    return value


@bp.app_template_filter("as_read")
def as_read(text: str) -> str:
    """A text as the reader reads it, in the page's language: a Msg's own value is its
    English text, which Jinja's `string` and `length` would measure."""
    return str(text)
