"""Questions about something else than the rules (off_topic.toml): as sentence vectors, the
not-found rule refuses a question about as near to one of them as to the game's nearest
entry; and a question naming another game (chess, Monopoly...) is refused by that name,
unless it only sets that game beside this one ("like in Catan, can we trade here?")."""
import re
import tomllib
from functools import cache, lru_cache
from pathlib import Path
from typing import NamedTuple

import numpy as np
from sqlite_utils import Database

from companion.search import sentences
from companion.search.text import (
    clauses,
    closed_parts,
    fold,
    folded_words,
    is_number,
    part_break,
    parts,
    stopwords,
    words,
)

FILE = Path(__file__).with_name("off_topic.toml")
_matrices: dict[tuple[str, str], np.ndarray] = {}   # (model name, language) -> vectors


@cache
def _data() -> dict:
    return tomllib.loads(FILE.read_text(encoding="utf-8"))


def questions(lang: str) -> tuple[str, ...]:
    return tuple(_data().get(lang, ()))


@cache
def other_games(lang: str) -> dict[str, tuple[tuple[str, ...], ...]]:
    """The names of other games, each as its folded words, filed under its first word."""
    return _filed(lang, (*_data()["other_games"]["all"], *_data()["other_games"].get(lang, ())))


@cache
def _sports(lang: str) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(folded_words(name, lang))
                 for name in (*_data()["sports"]["all"], *_data()["sports"].get(lang, ())))


def asks_of_a_sport(question: str, lang: str) -> bool:
    """The question asks of a sport ([sports]): a sport is named in its only part, or in a
    part that asks ("?" closes it, or its first word asks); told in a part that does not,
    it is the evening's news beside the question ("Mi pareja viene del pádel: ¿se aparta
    una ficha de Dios?")."""
    pieces = closed_parts(question, lang, least=1)
    return any(_names_a_sport(piece, lang)
               and (len(pieces) == 1 or asked or opens_asking(piece, lang))
               for piece, asked in pieces)


def _names_a_sport(text: str, lang: str) -> bool:
    return any(phrases_at(folded_words(clause, lang), _sports(lang)) for clause in clauses(text))


def _filed(lang: str, names) -> dict[str, tuple[tuple[str, ...], ...]]:
    by_first: dict[str, list[tuple[str, ...]]] = {}
    for name in names:
        folded = tuple(folded_words(name, lang))
        if folded:
            by_first.setdefault(folded[0], []).append(folded)
    return {first: tuple(found) for first, found in by_first.items()}


@cache
def _not_games() -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(folded_words(name, "en"))
                 for name in _data()["other_games"].get("not_games", ()))


@cache
def real_names() -> frozenset[str]:
    """Real people, gods and places ([real_names]) and things of everyday life the word
    lists lack ([everyday_words]), folded: words from elsewhere."""
    return frozenset(fold(name) for table in ("real_names", "everyday_words")
                     for name in _data()[table]["all"])


class _ShopPoints(NamedTuple):
    points: frozenset[str]              # words for points ("puntos", "miles")
    shops: tuple[tuple[str, ...], ...]  # a bank's or a shop's name, as its words
    money: frozenset[str]               # words for a sum of money ("euros")


@cache
def _shop_points(lang: str) -> _ShopPoints:
    table = _data()["shop_points"]
    return _ShopPoints(
        frozenset(fold(w) for w in table["points"][lang]),
        tuple(tuple(folded_words(name, lang))
              for name in (*table["shops"][lang], *table["shops"]["all"])),
        frozenset(fold(w) for w in table["money"]["all"]))


@cache
def _phrases_told(lang: str) -> tuple[tuple[str, ...], ...]:
    """Another evening ([everyday_phrases]), a real monument ([real_phrases]), the game as a
    thing bought or wanted ([object_phrases], [object_wanted]) and a game's publisher, as
    words."""
    return tuple(tuple(folded_words(phrase, lang))
                 for table in ("everyday_phrases", "real_phrases", "object_phrases",
                               "object_wanted")
                 for phrase in _data()[table][lang]) + _publishers()


@cache
def _object_wanted(lang: str) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(folded_words(phrase, lang)) for phrase in _data()["object_wanted"][lang])


def wants_the_object(question: str, lang: str) -> bool:
    """The question wants the game as a thing ([object_wanted]): a spare piece, a reprint,
    ordering one ("can we order a single replacement from the publisher?")."""
    return bool(phrases_at(folded_words(question, lang), _object_wanted(lang)))


def phrases_at(keys: list[str], phrases) -> list[tuple[int, tuple[str, ...]]]:
    """Where each of `phrases` (as folded words) occurs among the folded words `keys`."""
    return [(i, phrase) for i in range(len(keys)) for phrase in phrases
            if tuple(keys[i:i + len(phrase)]) == phrase]


def phrases_from_elsewhere(question: str, lang: str) -> list[str]:
    """Each phrase of everyday life the question says, as its last word: another evening
    ("next week", "la prochaine fois"), a real monument ("the great pyramid"), a shop's
    points (shop_words) and a measure (measures)."""
    keys = folded_words(question, lang)
    said = [keys[i + len(phrase) - 1] for i, phrase in phrases_at(keys, _phrases_told(lang))]
    return said + list(shop_words(question, lang)) + measures(question, lang)


@cache
def _units() -> tuple[frozenset[str], frozenset[str]]:
    table = _data()["measures"]
    return frozenset(map(fold, table["long"])), frozenset(map(fold, table["short"]))


_TILE_SIZE = re.compile(r"^\d{2,}x\d{2,}$")                 # "30x30", not "2x2"
_NUMBER_AND_UNIT = re.compile(r"^\d+(?:m|cm|mm|km|m2|kg)$")  # "12m2"
_SUM_OF_MONEY = re.compile(r"[£€$]\s?\d|\d\s?[£€$]")
# A price says it is money without its sign: two decimals, in cents a shop writes ("4.50
# each", "2,50 la caña", "3.99"), not a share worked out ("8 divided by 3 is 2.67").
_PRICE = re.compile(r"(?<![\d.,])\d+[.,]\d[059](?![\d.,])")


def measures(question: str, lang: str) -> list[str]:
    """The measures the question tells ([measures] in off_topic.toml), as words: a unit, a
    tile's size, a sum with its currency sign ("£") or a price ("4.50")."""
    long, short = _units()
    keys = folded_words(question, lang)
    found = [key for i, key in enumerate(keys)
             if key in long or _TILE_SIZE.match(key) or _NUMBER_AND_UNIT.match(key)
             or (key in short and i > 0 and is_number(keys[i - 1], lang))]
    return (found + [sign.group(0).strip(" 0123456789")
                     for sign in _SUM_OF_MONEY.finditer(question)]
            + [price.group(0) for price in _PRICE.finditer(question)])


def tells_of_money(part: str, lang: str) -> bool:
    """The part tells a sum of money or a shop's points, not as a likeness: what a question
    asks about after it (_shop_points in off_topic.toml)."""
    keys = folded_words(part, lang)
    money = _shop_points(lang).money
    return bool(shop_words(part, lang)) or any(
        key in money and not _likened(keys, i, lang) for i, key in enumerate(keys))


def _likened(keys: list[str], i: int, lang: str) -> bool:
    """A word of likeness leading to what it compares comes anywhere before word `i`: "como
    los puntos del super", "like my bank account" (not "cómo canjear puntos"). Unlike
    _alike_ahead, which leaves the words right before another game's name to _said_alike
    and looks back LIKENESS_SPAN words at most, it reaches the word itself: "es como los
    céntimos" likens the céntimos."""
    return any(keys[j] in _ALIKE_AHEAD[lang] and keys[j + 1] in _COMPARED[lang]
               for j in range(min(i, len(keys) - 1)))


@lru_cache(maxsize=256)
def shop_words(question: str, lang: str) -> tuple[str, ...]:
    """The words naming a bank or a shop in a part that tells of its points ("tengo 250
    puntos del banco"), unless a word of likeness sets them beside the game ("como los
    puntos del super", not "cómo canjear puntos"): words from elsewhere ([shop_points] in
    off_topic.toml). Kept: the search asks it of the question twice."""
    table = _shop_points(lang)
    found = []
    for piece in parts(question, lang, least=1):
        keys = folded_words(piece, lang)
        if table.points & set(keys):
            found += [keys[i + len(shop) - 1] for i, shop in phrases_at(keys, table.shops)
                      if not _likened(keys, i, lang)]
    return tuple(found)


# Asking what a god is the god of asks the myth: the games give their gods no domain
# ("thot c'était le dieu de quoi", "what was anubis the god of in ancient egypt").
_GOD_OF_WHAT = {
    "en": re.compile(r"\bgod(?:dess)? of what\b|\bwhat (?:was|is) \w+ (?:\w+ )?(?:the )?"
                     r"(?:\w+ )?god(?:dess)? of\b"),
    "es": re.compile(r"\bdios(?:a)? de que\b|\bde que (?:era|es|fue) (?:el |la )?dios"),
    "fr": re.compile(r"\b(?:dieu|deesse) de quoi\b"),
}


def asks_a_gods_domain(question: str, lang: str) -> bool:
    """The question asks what a god is the god of: the myth, not a rule."""
    return bool(_GOD_OF_WHAT[lang].search(" ".join(folded_words(question, lang))))


def names_another_game(question: str, lang: str, own_words=()) -> bool:
    """The question names a game other than this one (a word of the game's own content,
    `own_words`, folded, never counts as a name). A name never runs across a stop: "Julie 6,
    qui prend les 5 points" does not name 6 qui prend."""
    return any(_other_game_names(folded_words(clause, lang), lang, own_words)
               for clause in clauses(question))


def _other_game_names(keys: list[str], lang: str, own_words=()) -> list[tuple[int, int]]:
    """Where other games are named among the folded words `keys`: (first word, past last),
    the longest name at each place ("7 wonders duel", not "7 wonders"), none inside another."""
    names = other_games(lang)
    found, i = [], 0
    while i < len(keys):
        if any(tuple(keys[i:i + len(phrase)]) == phrase for phrase in _not_games()):
            i += 1
            continue
        matching = [name for name in names.get(keys[i], ())
                    if tuple(keys[i:i + len(name)]) == name
                    and not (len(name) == 1 and name[0] in own_words)]
        if matching:
            past = _past_publisher(keys, i + max(map(len, matching)))
            found.append((i, past))
            i = past
        else:
            i += 1
    return found


# Another game's box: the pieces asked of come from it ("are these black tokens from the
# Splendor box?", "¿son de la caja del Mare Nostrum?", "ils viennent de la boîte des Pirates
# de Maracaïbo ?"). The box is told by the game's name: one of [other_games], or words with
# capitals, one of them no word of this game's ("Dice Forge"; "The Towers of" is all its
# own); the question asks about that game's pieces and sets nothing beside this one
# (2026-12-08, issue 39, on dev48). A box named by this game's own name is its own.
_BOX = {"en": {"box", "boxes"}, "es": {"caja", "cajas"}, "fr": {"boite", "boites"}}
_BOX_OF = {"en": set(), "es": {"del", "de", "la", "el"}, "fr": {"du", "de", "des", "la", "d", "l"}}
BOX_NAME_WORDS = 4      # the most words a game's name before or after its box holds


def another_games_box(question: str, lang: str, own_words=()) -> bool:
    """The question names the box of a game other than this one (see above)."""
    for clause in clauses(question):
        typed = [m.group() for m in _SPANNED_WORD.finditer(clause)]
        keys = [fold(word) for word in typed]
        for i, key in enumerate(keys):
            if key in _BOX[lang] and _boxs_name(typed, keys, i, lang, own_words):
                return True
    return False


def _boxs_name(typed: list[str], keys: list[str], box: int, lang: str, own_words) -> bool:
    """The words naming the box at `box` name another game: a listed one, or capitals."""
    if lang == "en":
        name, listed = _name_before_box(typed, keys, box, lang, own_words)
    else:
        name, listed = _name_after_box(typed, keys, box, lang, own_words)
    capitalised = [keys[i] for i in name if typed[i][:1].isupper()]
    return listed or any(word not in own_words and word not in stopwords(lang)
                         for word in capitalised)


def _name_before_box(typed: list[str], keys: list[str], box: int, lang: str,
                     own_words) -> tuple[range, bool]:
    """"the Dice Forge box": the capitalised words before it, and whether a listed game's
    name ends right before it."""
    start = box
    while start > max(0, box - BOX_NAME_WORDS) and typed[start - 1][:1].isupper():
        start -= 1
    listed = any(past == box for _, past in _other_game_names(keys[:box], lang, own_words))
    return range(start, box), listed


def _name_after_box(typed: list[str], keys: list[str], box: int, lang: str,
                    own_words) -> tuple[range, bool]:
    """"la caja del Mare Nostrum", "la boîte des Pirates de Maracaïbo": the capitalised
    words after it and its "de", and whether a listed game's name starts there."""
    first = box + 1
    while first < len(keys) and keys[first] in _BOX_OF[lang]:
        first += 1
    past = first
    while past < min(len(keys), first + BOX_NAME_WORDS) and (
            typed[past][:1].isupper() or (keys[past] in _BOX_OF[lang] and past + 1 < len(keys)
                                          and typed[past + 1][:1].isupper())):
        past += 1
    listed = any(at == 0 for at, _ in _other_game_names(keys[first:], lang, own_words))
    return range(first, past), listed


@cache
def _publishers() -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(folded_words(name, "en"))
                 for name in _data()["other_games"]["publishers"])


# The words that lead from a game's name to its house: "by", "de chez".
_PUBLISHED_BY = {"by", "from", "de", "del", "d", "chez", "von"}


def _past_publisher(keys: list[str], past: int) -> int:
    """Past the house a game's name at `past` is followed by, if any ("de Hans im Glück")."""
    start = past
    while start < len(keys) and keys[start] in _PUBLISHED_BY and start - past < 2:
        start += 1
    if start == past:
        return past
    for house in _publishers():
        if tuple(keys[start:start + len(house)]) == house:
            return start + len(house)
    return past


# A question that sets another game beside this one says so, for every game it names:
# - a word of likeness right before the name ("like Catan", "como en el Catan", "comme au
#   Uno"), not said of the game itself: "is this like Catan", "es como el Catan", "ça
#   ressemble à" ask about games, not a rule;
# - a word of likeness leading, in the same part, to a thing of the other game (LIKENESS_SPAN
#   words at most): "like the 7 card rule in catan", "como los billetes de destino del
#   ticket to ride"; "cómo" asks how the other game is played);
# - a part that opens on the other game and says how it goes there, after a part that names
#   no game: "who wins? in ticket to ride it's whoever finished more tickets", "¿se puede
#   mover una carta? en el carcassonne tampoco se mueve nada" (opening the question, "au
#   tarot à quatre, le chien c'est combien de cartes ?", it is the other game's), or before
#   a part that says "here" or "this one": "ticket to ride has the longest route card, what
#   breaks a tie in this one";
# - or, in another part of the question, a word for this game's table ("in Catan we share
#   the win. who wins here?").
# A question that says it is playing the other game ("we're playing Catan") is that game's.
_ALIKE = {
    "en": {"like", "unlike", "from"},
    "es": {"como", "diferencia", "igual"},
    "fr": {"comme", "contrairement", "difference", "pareil"},
}
_ALIKE_AHEAD = {
    "en": {"like", "unlike"},
    "es": {"como", "igual", "parecido", "diferencia"},
    "fr": {"comme", "genre", "pareil", "contrairement", "difference"},
}
LIKENESS_SPAN = 8
PART_TOLD_WORDS = 2     # a part telling how another game goes says this much ("azul rules" not)
# A word of likeness ahead is followed by what it compares (an article, a preposition, "when",
# who does it: "como hago con las piezas del carcassonne", "like we do in catan"; in English
# a verb in -ing) and follows no subject: "I'd like to know the rules of catan",
# "quiero saber como se reparte en el catan", "c'est quoi le genre de catane" compare nothing.
_COMPARED = {
    "en": {"the", "a", "an", "in", "at", "on", "with", "when", "your", "my", "his", "her",
           "their", "our", "those", "these", "that", "this", "we", "you", "they"},
    "es": {"el", "la", "los", "las", "lo", "un", "una", "unos", "unas", "si", "cuando", "en",
           "al", "del", "con", "a", "de", "que", "hago", "hacemos", "hacen"},
    "fr": {"le", "la", "les", "l", "un", "une", "des", "du", "de", "d", "au", "aux", "a",
           "dans", "quand", "si", "en", "pour", "chez", "que", "qu", "on", "je", "nous"},
}
_NO_LIKENESS_AFTER = {
    "en": {"d", "would", "i", "we", "you", "they", "to", "don", "t", "ll"},
    "es": {"se", "no"},
    "fr": {"le", "un", "quel", "ce", "du", "mon", "ton", "son"},
}
# What softens a likeness or asks it of the rule just named, taken away with it ("kinda like
# the card row in splendor", "how does the pyramid score, is it like the kingdoms in...").
_HEDGES = {
    "en": {"kinda", "sorta", "kind", "sort", "of", "a", "bit", "little", "just", "much",
           "pretty"},
    "es": {"un", "poco", "algo", "tipo", "a"},
    "fr": {"un", "peu", "genre", "style"},
}
_ASKED_OF = {
    "en": {("is", "it"), ("it", "s"), ("is", "that"), ("is", "this")},
    "es": {("es",), ("eso", "es")},
    "fr": {("c", "est"), ("est", "ce")},
}
_HERE = {"en": {"here"}, "es": {"aqui", "aca"}, "fr": {"ici"}}
_THIS_GAME = {"en": {("this", "one"), ("this", "game")}, "es": {("este", "juego")},
              "fr": {("ce", "jeu"), ("celui", "ci"), ("celui", "la")}}
_SAME = {"en": {"same", "too", "also", "this", "one", "game", "do", "does", "work", "works",
                "anything", "something", "thing"},
         "es": {"mismo", "igual", "tambien", "este", "juego", "hace", "hacemos", "hacer",
                "funciona", "algo", "parecido"},
         "fr": {"pareil", "meme", "aussi", "ce", "jeu", "celui", "ci", "fait", "faire",
                "fais", "marche", "chose", "quelque", "genre"}}
# A tag that asks the listener to agree ("…scores 5 points, right?", "¿no?", "hein ?") or
# to confirm the rule just told ("is that the actual rule?", "¿es así la regla?", "c'est la
# vraie règle ?") asks nothing of its own: the question is still the told part's, about the
# game it names.
_AGREEING = {"en": {"right", "correct", "true", "yes", "yeah", "ok", "okay", "eh", "innit",
                    "rule", "rules", "actual", "real", "official", "say", "says"},
             "es": {"no", "verdad", "cierto", "vale", "si", "eh", "regla", "reglas", "asi",
                    "oficial", "dice"},
             "fr": {"non", "vrai", "hein", "oui", "ok", "correct", "regle", "regles", "vraie",
                    "officielle", "dit"}}
_THE_GAME_ITSELF = {
    "en": {"this", "it", "game", "anything", "one", "is", "s", "looks", "feels", "similar"},
    "es": {"es", "parece", "juego", "esto", "este"},
    "fr": {"ressemble", "jeu", "ca", "cela"},
}
_PLAYING = {
    "en": {"play", "playing", "played", "plays"},
    "es": {"jugar", "jugando", "jugamos", "juega", "jugado", "sacado", "sacamos", "sacar"},
    "fr": {"jouer", "joue", "jouons", "jouez", "joues", "sorti", "sortir", "sortons"},
}
# The words that lead to the other game's name, taken away with it; whose game it is among
# them: "like in his dominoes game" (issue 39, on dev44).
_LEADING = {
    "en": {"like", "unlike", "as", "in", "at", "from", "of", "the", "a", "just", "coming",
           "to", "with", "playing", "his", "her", "my", "your", "their", "our"},
    "es": {"como", "en", "el", "la", "los", "las", "al", "del", "de", "que", "igual", "con",
           "jugando", "a", "diferencia", "su", "sus", "mi", "mis", "tu", "tus"},
    "fr": {"comme", "dans", "au", "aux", "a", "le", "la", "les", "l", "de", "du", "des",
           "en", "que", "qu", "pareil", "contrairement", "difference", "chez", "nous",
           "son", "sa", "ses", "mon", "ma", "mes", "ton", "ta", "tes"},
}
_SPANNED_WORD = re.compile(r"[^\W_]+")     # text.words' words, with where each stands
_WEAKER_STOP = re.compile(r"[,;:](?=\s*[.!?])")      # "haut, ?": the comma goes
_LEFT_OVER = re.compile(r"^[\s,;:.!?]+|(?<=[,;:.!?])(?:\s*[,;:.!?])+")


def _leading(keys: list[str], first: int, opening: int, lang: str) -> int:
    """The first of the words leading to a name that starts at `first`, in its part (which
    opens at `opening`)."""
    while first > opening and keys[first - 1] in _LEADING[lang]:
        first -= 1
    return first


def _said_alike(keys: list[str], first: int, opening: int, lang: str) -> bool:
    """A word of likeness leads to the name at `first`, and is not said of the game itself
    (the two words before it, in its part)."""
    for i in range(_leading(keys, first, opening, lang), first):
        said_before = set(keys[max(opening, i - 2):i])
        if keys[i] in _ALIKE[lang] and not _THE_GAME_ITSELF[lang] & said_before:
            return True
    return False


def _alike_ahead(typed: list[str], keys: list[str], opening: int, first: int,
                 lang: str) -> int | None:
    """Where a word of likeness leads, within the part opening at `opening`, to a thing of the
    game named at `first` ("like the 7 card rule in catan"), with what softens it or asks it
    before; None if none does. `typed`: the words as written ("cómo" asks how)."""
    for i in range(max(opening, first - LIKENESS_SPAN), _leading(keys, first, opening, lang)):
        following = keys[i + 1]
        if (keys[i] in _ALIKE_AHEAD[lang] and typed[i].lower() != "cómo"
                and (following in _COMPARED[lang]
                     or (lang == "en" and following.endswith("ing")))
                and not (i > opening and keys[i - 1] in _NO_LIKENESS_AFTER[lang])):
            while i > opening and keys[i - 1] in _HEDGES[lang]:
                i -= 1
            for asked in _ASKED_OF[lang]:
                if i - len(asked) >= opening and tuple(keys[i - len(asked):i]) == asked:
                    return i - len(asked)
            return i
    return None


def asked_of_its_own(keys: set[str], lang: str) -> set[str]:
    """The words a part set beside another game's rule asks of its own: not "here", "the
    same", nor a tag asking to agree with or confirm what was told."""
    return keys - stopwords(lang) - _HERE[lang] - _SAME[lang] - _AGREEING[lang]


def _comparison(typed: list[str], keys: list[str], part_of: list[int],
                named: list[tuple[int, int]], lang: str,
                asking: set[int]) -> list[tuple[int, int]] | None:
    """The words to take away (first, past last) for each game named, set beside this one;
    None when one of them is not. `asking`: the parts a "?" closes."""
    naming = {part_of[first] for first, _ in named}
    unnamed = set(part_of) - naming     # parts that name no game: where the question asks
    asked = [i for i in range(len(keys)) if part_of[i] in unnamed]
    here = any(keys[i] in _HERE[lang] for i in asked)
    this_game = any(tuple(keys[i:i + 2]) in _THIS_GAME[lang] for i in asked)
    # "what breaks a tie in this one" asks on its own; "ici on fait pareil ?" asks the other
    # game's rule told beside it, which then stays.
    own = asked_of_its_own({keys[i] for i in asked}, lang)
    asks_alone = len(own) >= 2 or (len(own) == 1 and bool(unnamed & asking))
    # "is there anything like that here": the rule told beside it is what it asks
    asking_nothing = [
        p for p in unnamed
        if any(keys[i] in _HERE[lang] for i in asked if part_of[i] == p)
        and not ({keys[i] for i in asked if part_of[i] == p} - stopwords(lang) - _HERE[lang]
                 - _SAME[lang] - _ALIKE[lang])]
    here_asks_nothing = bool(asking_nothing)
    spans, told_whole = [], set()
    for first, past in named:
        part = part_of[first]
        if part in told_whole:          # "en la escoba cada escoba es un punto"
            continue
        opening = part_of.index(part)
        closing = len(part_of) - part_of[::-1].index(part)
        leading = _leading(keys, first, opening, lang)
        told_there = leading == opening and past < closing     # "in catan the youngest does"
        # says how it goes there, asking nothing: "in sushi go you can split stuff up"
        tells = part not in asking and _said(keys, part_of, part, named, lang) >= PART_TOLD_WORDS
        if _said_alike(keys, first, opening, lang):
            spans.append((leading, past))
        elif ((told_there and any(p < part for p in unnamed) and opening < first)
              or (this_game and asks_alone and part not in asking)   # "celui-là dure…"
              or (tells and asks_alone and not here_asks_nothing
                  and (here or this_game
                       or (told_there and opening < first and part < max(unnamed))))):
            spans.append((opening, closing))         # how it goes there: the whole part
            told_whole.add(part)
        elif here:
            spans.append((leading, past))
        elif (ahead := _alike_ahead(typed, keys, opening, first, lang)) is not None:
            spans.append((ahead, past))
        else:
            return None
    if told_whole:      # the rule it asked of is gone: so goes "is there anything like that here"
        spans += [(part_of.index(p), len(part_of) - part_of[::-1].index(p))
                  for p in asking_nothing]
    return spans


def _said(keys: list[str], part_of: list[int], part: int, named: list[tuple[int, int]],
          lang: str) -> int:
    """How many words the part says besides the games it names, the words leading to them,
    the language's small words and numbers ("au tarot à quatre" says nothing)."""
    naming = {i for first, past in named
              for i in range(_leading(keys, first, part_of.index(part_of[first]), lang), past)}
    said = {keys[i] for i in range(len(keys)) if part_of[i] == part and i not in naming}
    return len({k for k in said - stopwords(lang) if not is_number(k, lang)})


def _says_this_game_apart(question: str, lang: str, own_words=()) -> bool:
    """A part naming no other game says "here" or "this one": "at home we play kingdomino
    where you draft tiles, can we draft tiles in this one?" asks this game."""
    for piece in parts(question, lang, least=1):
        keys = folded_words(piece, lang)
        if _other_game_names(keys, lang, own_words):
            continue
        if _says_here(keys, lang):
            return True
    return False


def _says_here(keys: list[str], lang: str) -> bool:
    """The words (folded) say "here" or "this one"."""
    return bool(_HERE[lang] & set(keys) or phrases_at(keys, _THIS_GAME[lang]))


# A part that opens by saying what this game is like, another game by name: "it's basically
# carcassonne", "es tipo tetris lo de la pirámide", "c'est un peu le yams avec des tours". It
# says how the table sees the game; the question beside it is still this game's. Between the
# opening and the name, at most LIKENED_WORDS words (a hedge, an article, "egyptian").
_SAYING_IT_IS = {
    "en": {("it", "s"), ("it", "is"), ("its",), ("this", "is"), ("that", "s"), ("thats",)},
    "es": {("es",), ("esto", "es"), ("este", "es"), ("parece",), ("esto", "parece")},
    "fr": {("est",), ("ca", "ressemble", "a"), ("on", "dirait")},   # "c'est": "c'" is elided
}
LIKENED_WORDS = 3


def likens_this_game(part: str, lang: str, own_words=()) -> bool:
    """The part opens by saying this game is like another game it names (see above)."""
    keys = folded_words(part, lang)
    named = _other_game_names(keys, lang, own_words)
    if not named:
        return False
    first = named[0][0]
    if tuple(keys[:2]) == ("est", "ce"):      # "est-ce que le yams…" asks about it
        return False
    return any(tuple(keys[:len(opening)]) == opening
               and 0 <= first - len(opening) <= LIKENED_WORDS
               for opening in _SAYING_IT_IS[lang])


def plays_another_game(question: str, lang: str, own_words=()) -> bool:
    """A part of the question says another game is being played, a word of playing leading
    to its name ("how do you win? we are playing Catan"): the question is about that game.
    Not a game played if this one turns out too long ("if not we'll play catan after"), nor
    a thing played in that game ("in dominion a card can't be played that turn")."""
    if _says_this_game_apart(question, lang, own_words):
        return False
    named_anywhere = False
    for sentence, _ in _sentences(question):
        keys = folded_words(sentence, lang)
        for first, _ in _other_game_names(keys, lang, own_words):
            named_anywhere = True
            played = _said_before_name(keys, first, _PLAYING[lang], lang)
            if (played is not None and not _IF_NOT[lang] & set(keys[:first])
                    and not _by_habit(keys, played, lang)
                    and not (_someone_elses(keys, played, lang)
                             and _says_here(folded_words(question, lang), lang))):
                return True
    return named_anywhere and _plays_it(question, lang)


# Someone else plays it, and the question says "here": "mi suegro juega al mus y se cree que
# aquí también hay señas". The word of playing is said of a person named before it (the
# table says "on joue", "je joue", "jugamos"). Without "here" the question is most often
# that game's: "mon frère joue au tarot. le chien c'est combien de cartes ?"
_SOMEONE_PLAYS = {"en": {"plays"}, "es": {"juega"}, "fr": {"joue"}}
_THE_TABLE = {"en": set(), "es": {"se"}, "fr": {"on", "je", "j", "y", "nous", "ca", "en"}}


def _someone_elses(keys: list[str], played: int, lang: str) -> bool:
    return (keys[played] in _SOMEONE_PLAYS[lang] and played > 0
            and keys[played - 1] not in _THE_TABLE[lang] | _IF_NOT[lang])


# Played by habit, not tonight: "my brother only plays chess", "my friends only ever play
# monopoly", "ma copine ne joue qu'au uno", "jugamos siempre al parchís". The question
# stays this game's, the other game named beside it (issue 39, on dev35).
_HABIT_BEFORE = {"en": {"only", "ever", "always", "usually", "normally", "mostly", "never"},
                 "es": {"solo", "solamente", "siempre", "normalmente", "nunca"},
                 "fr": {"toujours", "jamais", "souvent", "seulement", "habituellement",
                        "ne"}}     # "ne joue qu'au uno": "qu'" is elided, "ne" stays
_HABIT_AFTER = {"en": {"only"}, "es": {"siempre", "nunca", "solo", "solamente"},
                "fr": {"que", "qu", "toujours", "jamais", "souvent", "seulement"}}


# Knowing a game, as a relative knows only one: "my dad only knows yahtzee", "mi abuela solo
# conoce el parchís", "mon père ne connaît que la belote".
_KNOWING = {"en": {"knows", "know", "knew"}, "es": {"conoce", "conocen", "conozco", "sabe"},
            "fr": {"connait", "connais", "connaissent", "sait"}}


def knows_another_game_by_habit(part: str, lang: str, own_words=()) -> bool:
    """Every other game the part names is played or known by habit, by someone at the table
    ("my dad only knows yahtzee lol", "ma copine ne joue qu'au uno"): an aside beside a
    question about this game, not the game the question is about (issue 39, on dev40)."""
    keys = folded_words(part, lang)
    named = _other_game_names(keys, lang, own_words)
    return bool(named) and all(_known_by_habit(keys, first, lang) for first, _ in named)


# Cheating at a game is told of a person, by habit: "mon oncle, qui triche déjà au tarot",
# "my uncle who always cheats at poker" (issue 39, on dev44 and dev32).
_CHEATING = {"en": {"cheats", "cheat", "cheating"},
             "es": {"trampa", "trampas", "tramposo", "tramposa"},
             "fr": {"triche", "trichent", "tricheur", "tricheuse"}}
CHEATING_SPAN = 3       # words between the cheating and the words leading to the name


def _known_by_habit(keys: list[str], first: int, lang: str) -> bool:
    said = _said_before_name(keys, first, _PLAYING[lang] | _KNOWING[lang], lang)
    if said is not None and _by_habit(keys, said, lang):
        return True
    leading = _leading(keys, first, 0, lang)
    return bool(_CHEATING[lang] & set(keys[max(0, leading - CHEATING_SPAN):leading]))


def _said_before_name(keys: list[str], first: int, verbs, lang: str) -> int | None:
    """Where the first of `verbs` ("play", "knows") stands among the words leading to the
    name at `first`, or just before them."""
    leading = _leading(keys, first, 0, lang)
    return next((i for i in range(max(0, leading - 1), first) if keys[i] in verbs), None)


# A person told by the game they play plays it by habit too: "my cousin who plays agricola
# says feeding works like there", "mi primo, que juega al mus, dice…" (issue 39, on dev44).
_WHO = {"en": {"who"}, "es": {"que"}, "fr": {"qui"}}


def _by_habit(keys: list[str], played: int, lang: str) -> bool:
    return bool(_HABIT_BEFORE[lang] & set(keys[max(0, played - 2):played])
                or _HABIT_AFTER[lang] & set(keys[played + 1:played + 2])
                or (keys[played] in _SOMEONE_PLAYS[lang] and played > 0
                    and keys[played - 1] in _WHO[lang]))


# Playing the game just named, by a word standing for it: "we're playing it after this",
# "on y joue juste après", "lo jugamos luego".
_PLAYING_IT = {"en": {("playing", "it"), ("play", "it")},
               "es": {("lo", "jugamos"), ("lo", "vamos"), ("jugarlo",)},
               "fr": {("y", "joue"), ("y", "jouer"), ("y", "jouons")}}


def _plays_it(question: str, lang: str) -> bool:
    for piece in parts(question, lang, least=1):
        keys = folded_words(piece, lang)
        if not _IF_NOT[lang] & set(keys) and phrases_at(keys, _PLAYING_IT[lang]):
            return True
    return False


# Another game offered instead of this one: "if it's long we'll play splendor", "sinon on
# sort 7 wonders", "si no, jugamos al dominó".
_IF_NOT = {
    "en": {"if", "otherwise", "else", "instead", "unless"},
    "es": {"si", "sino", "mejor"},
    "fr": {"si", "sinon", "plutot"},
}


def _joined(before: str, after: str, lang: str) -> str:
    """The text on both sides of what was taken away, spaced as the language writes a stop
    that now follows a word (French puts a space before ; : ! ?)."""
    before, after = before.rstrip(), after.lstrip()
    stop = after[:1]
    if not before or not after:
        return before + after
    if stop in ",.":
        return before + after
    if stop in ";:!?":
        return before + (" " if lang == "fr" else "") + after
    return before + " " + after


def compared_with_another_game(question: str, lang: str, own_words=(),
                               players=frozenset()) -> str | None:
    """A question that asks this game's rule by another game named beside it ("in Catan we
    trade, can we here?"): the question without the comparisons (see above). None when no
    other game is named, when one is named without a comparison, or when nothing is left to
    ask."""
    spans = list(_SPANNED_WORD.finditer(question))
    typed = [m.group() for m in spans]
    keys = [fold(word) for word in typed]
    named = _other_game_names(keys, lang, own_words)
    if plays_another_game(question, lang, own_words):
        return None
    if not named:       # as typed, a French name may hold its "l'" ("jeu de l'oie")
        return _without_told_sentences(question, lang, own_words, players)
    found_breaks = list(part_break(lang).finditer(question))
    breaks = [m.start() for m in found_breaks]
    part_of = [sum(b <= m.start() for b in breaks) for m in spans]
    asking = {part for part, stop in enumerate(found_breaks) if "?" in stop.group()}
    taken = _comparison(typed, keys, part_of, named, lang, asking)
    if taken is None:
        return _without_told_sentences(question, lang, own_words, players)
    text = _taken_away(question, spans, taken, lang)
    asked = set(folded_words(text, lang)) - stopwords(lang)
    return text if asked else None


def _taken_away(question: str, spans: list[re.Match], taken: list[tuple[int, int]],
                lang: str) -> str:
    """The question without the words of `taken` (first, past last, as indices of `spans`),
    overlapping ones merged, joined as the language spaces its stops."""
    merged: list[list[int]] = []
    for first, past in sorted(taken):
        if merged and first <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], past)
        else:
            merged.append([first, past])
    text = question
    for first, past in reversed(merged):
        text = _joined(text[:spans[first].start()], text[spans[past - 1].end():], lang)
    text = _WEAKER_STOP.sub("", re.sub(r"\s+", " ", text))
    return _LEFT_OVER.sub("", text).strip(" ,")


# A sentence of its own telling how another game goes, beside a sentence that asks this
# game's rule: "in catan the bank holds 19 of each. how many tokens in a pile with 3?",
# "nobody ever ties in monopoly, someone just goes bust. we're both on 27, who wins". The
# telling sentence asks nothing (no "?", no question word first) and says something (TOLD_WORDS
# words besides the name); the asking one names no game and asks on its own.
# "¿" opens a question, often within a sentence: "al mus, si cantan órdago, ¿se acaba?"
_SENTENCE_END = re.compile(r"(?<!\d)\.|\.(?!\d)|[!?;…\n]+")   # not "2.5"
_ASKING_FIRST = {
    "en": {"how", "what", "whats", "which", "who", "whos", "can", "could", "is", "are", "do",
           "does", "did", "should", "why", "when", "where", "whose"},
    "es": {"cómo", "qué", "quién", "cuál", "cuándo", "dónde", "cuánto", "cuánta", "cuántos",
           "cuántas", "puedo", "podemos"},
    "fr": {"comment", "combien", "quel", "quelle", "quels", "quelles", "pourquoi", "est",
           "peut", "peux", "quoi", "qui", "quand"},
}
TOLD_WORDS = 1


def opens_asking(part: str, lang: str) -> bool:
    """A part whose first word asks ("how many…", "¿cuántos…", "combien…")."""
    typed = words(part, lang)
    return bool(typed) and fold(typed[0]) in _asking_first(lang)


@cache
def _asking_first(lang: str) -> frozenset[str]:
    return frozenset(fold(word) for word in _ASKING_FIRST[lang])


def _sentences(question: str) -> list[tuple[str, bool]]:
    """The question's sentences, each with whether a "?" closes or "¿" opens it."""
    found, start = [], 0
    for stop in [*_SENTENCE_END.finditer(question), None]:
        end = stop.start() if stop else len(question)
        text = question[start:end]
        if text.strip():
            closed = stop is not None and "?" in stop.group()
            found.append((text.strip().lstrip("¿¡ "), "¿" in text or closed))
        if stop:
            start = stop.end()
    return found


def _without_told_sentences(question: str, lang: str, own_words=(),
                            players=frozenset()) -> str | None:
    """The question without the sentences telling another game's rule (see above); None when
    a game is named otherwise, or nothing of this game is asked. A sentence naming one of the
    `players` (folded) tells what happened in a play of that game, not its rule: "al mus, a
    la grande: Andrea lleva rey, rey… ¿quién gana?" is about mus."""
    kept, told = [], False
    for text, asks in _sentences(question):
        typed = words(text, lang)
        keys = [fold(w) for w in typed]
        named = _other_game_names(keys, lang, own_words)
        if not named:
            kept.append(text + ((" ?" if lang == "fr" else "?") if asks else ""))
            continue
        naming = {i for first, past in named for i in range(_leading(keys, first, 0, lang), past)}
        said = {k for i, k in enumerate(keys) if i not in naming} - stopwords(lang)
        named_players = players & {k for i, k in enumerate(keys) if i not in naming}
        if (asks or typed[0] in _ASKING_FIRST[lang] or len(said) < TOLD_WORDS
                or named_players):
            return None
        told = True
    asked = set(folded_words(" ".join(kept), lang)) - stopwords(lang)
    if not told or len(asked_of_its_own(asked, lang)) < 2:
        return None
    return ". ".join(kept)


# A likeness to something else said beside the question, from its word of likeness to the
# end of its part: "do i hand them back now? like the bank charging overdraft at close of
# day", "¿entra aquí? como la pieza del puzle que no encaja", "comme au monopoly ?". The word
# is followed by what it compares (_COMPARED, or "being", "cuando", "quand"), what comes
# after it names something ("a donut"), and what is left asks (LIKENESS_WORDS).
_LIKENESS_OPENING = {
    "en": {"like"},
    "es": {"como"},
    "fr": {"comme"},
}
_LIKENESS_FOLLOWED = {"en": {"being", "when"}, "es": {"cuando"}, "fr": {"quand"}}
LIKENESS_WORDS = 2
# Spanish "como" typed without its accent often asks how ("puntos del super, como los
# canjeo"): there the likeness must name two things.
_COMPARED_WORDS = {"en": 1, "es": 2, "fr": 1}


def without_likenesses(question: str, lang: str) -> str | None:
    """The question without the likenesses to something else said beside it (see above);
    None when it says none."""
    spans = list(_SPANNED_WORD.finditer(question))
    typed = [m.group() for m in spans]
    keys = [fold(w) for w in typed]
    breaks = [m.start() for m in part_break(lang).finditer(question)]
    part_of = [sum(b <= m.start() for b in breaks) for m in spans]
    taken = []
    for i, key in enumerate(keys[:-1]):
        following = keys[i + 1]
        if (key not in _LIKENESS_OPENING[lang] or typed[i].lower() == "cómo"
                or not (following in _COMPARED[lang] or following in _LIKENESS_FOLLOWED[lang])
                or (i > 0 and keys[i - 1] in _NO_LIKENESS_AFTER[lang])):
            continue
        closing = len(part_of) - part_of[::-1].index(part_of[i])
        compared = set(keys[i + 1:closing]) - stopwords(lang)
        if len(compared) >= _COMPARED_WORDS[lang] and not compared & _HERE[lang]:
            taken.append((i, closing))
    if not taken:
        return None
    text = _taken_away(question, spans, taken, lang)
    asked = set(folded_words(text, lang)) - stopwords(lang)
    return text if len(asked) >= LIKENESS_WORDS else None


def matrix(db: Database, model: sentences.SentenceModel, lang: str) -> np.ndarray:
    key = (model.name, lang)
    if key not in _matrices:
        _matrices[key] = sentences.cached_vectors(db, model, questions(lang))
    return _matrices[key]


def off_topic_similarity(db: Database, model: sentences.SentenceModel, lang: str,
                         question: np.ndarray) -> float:
    """The cosine of the off-topic question nearest to the question's vector (-1: none)."""
    return float(off_topic_similarities(db, model, lang, question[np.newaxis])[0])


def off_topic_similarities(db: Database, model: sentences.SentenceModel, lang: str,
                           texts: np.ndarray) -> np.ndarray:
    """For each row of `texts` (unit vectors: a question, or its parts), the cosine of the
    nearest off-topic question (-1: none)."""
    found = matrix(db, model, lang)
    if not len(found):
        return np.full(len(texts), -1.0)
    return (texts @ found.T).max(axis=1)
