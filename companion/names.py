"""The one text rule for what a person types or a file brings, and the one rule for "the
same player".

`text_problem` refuses what no person means to type and what breaks pages or hides who
is who: lone surrogates (they cannot even be written as UTF-8), control characters (NUL,
escape…), format characters (zero-width spaces and joiners, direction overrides and
isolates, the byte-order mark) and the invisible fillers that look like a blank. Kept text
is NFC (one spelling of "é"). Two format characters are part of emoji as phone keyboards
type them, and pass there only: the zero-width joiner between two emoji (👩‍🚀, 👨‍👩‍👧) and
the tags of a flag after its black flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿); anywhere else they hide a difference
between two names, and are refused. Every entry point calls it: the new-play form, the JSON API,
the stateless score request, renaming, import and restore.

`name_key` makes two names one player when they differ only by blanks, case or a
compatibility form ("Ａna", full-width, is "Ana"): NFKC, then case-folded. Used by the
new-play form, the score API, the list of known players and (as an SQLite function) the
statistics, so "Émile" and "émile " are one player everywhere.
"""
import unicodedata
from functools import lru_cache

import regex

from companion.errors import FieldError
from companion.i18n import Msg

NAME_MAX = 24
# Blanks a text may hold, made one space in a name (tab, new line, the separators).
BLANKS = frozenset("\t\n\r\x0b\x0c\x1c\x1d\x1e\x1f\x85\u2028\u2029")
# Not format characters, yet shown as nothing: a name of them looks empty or like another.
INVISIBLE = frozenset("\u034f\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u3164\uffa0")
REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs"})
# Unicode's emoji sequences (UTS #51): a joiner between an emoji (with its presentation
# selector or skin tone) and the next emoji; a flag's tag characters, ended by the cancel
# tag, after its base. `regex` knows Extended_Pictographic, which unicodedata does not.
EMOJI_FORMAT = regex.compile(
    r"(?<=\p{Extended_Pictographic}[\uFE0F\p{Emoji_Modifier}]?)\u200D"
    r"(?=\p{Extended_Pictographic})"
    r"|(?<=\p{Extended_Pictographic})[\U000E0020-\U000E007E]+\U000E007F")
EMOJI_FORMAT_CHARACTERS = regex.compile(r"[\u200D\U000E0020-\U000E007F]")


def refused_character(text: str, blanks: frozenset[str] = BLANKS) -> str | None:
    """The first character of `text` the rule refuses (None: the text is fine).

    `blanks` are the blank controls allowed (a name makes them spaces)."""
    if text.isascii() and text.isprintable():    # most names: nothing to look at
        return None
    if EMOJI_FORMAT_CHARACTERS.search(text):
        text = EMOJI_FORMAT.sub("", text)
    for char in text:
        if char in blanks:
            continue
        if char in INVISIBLE or unicodedata.category(char) in REFUSED_CATEGORIES:
            return char
    return None


def character_name(char: str) -> str:
    """How a message names a character: U+200B ZERO WIDTH SPACE."""
    name = unicodedata.name(char, "")
    return f"U+{ord(char):04X} {name}".rstrip()


def text_problem(text: str, blanks: frozenset[str] = BLANKS) -> Msg | None:
    """Why `text` is refused, for a person; None when it passes the rule."""
    char = refused_character(text, blanks)
    if char is None:
        return None
    return Msg("This text holds an invisible or control character ({character}): type it "
               "again without it.", character=character_name(char))


def tidy_text(text: str) -> str:
    """A text that passed the rule as it is kept: NFC, blanks around it trimmed."""
    return unicodedata.normalize("NFC", text).strip()


def tidy_name(name: str) -> str:
    """A name as it is kept: NFC, every run of blanks one space, none around it."""
    return " ".join((name if name.isascii() else unicodedata.normalize("NFC", name)).split())


def name_error(name: object, where: str) -> FieldError | None:
    """What is wrong with a player's name (at field `where`), if anything: the text rule,
    then present, then at most NAME_MAX characters."""
    if not isinstance(name, str) or not name.strip():
        return FieldError(where, Msg("Every player needs a name."))
    problem = text_problem(name)
    if problem is not None:
        return FieldError(where, problem)
    if not tidy_name(name):
        return FieldError(where, Msg("Every player needs a name."))
    if len(tidy_name(name)) > NAME_MAX:
        return FieldError(where, Msg("A name has at most {n} characters.", n=NAME_MAX))
    return None


@lru_cache(maxsize=4096)   # a group has a few dozen names; the history asks for each often
def name_key(name: str) -> str:
    folded = unicodedata.normalize("NFKC", " ".join(name.split())).casefold()
    return " ".join(unicodedata.normalize("NFKC", folded).split())
