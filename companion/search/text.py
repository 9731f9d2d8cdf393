"""Text per language: words, accent folding, Snowball stems, stop words, shared synonyms.

Questions and rules content go through the same steps, so the FTS5 index and the
question only ever meet as folded stems ("égalités" and "egalite" both become "egal").
"""
import re
import tomllib
import unicodedata
from collections.abc import Iterable
from functools import cache, lru_cache
from pathlib import Path

import Stemmer

from companion.content import LANGUAGES

SNOWBALL = {"en": "english", "es": "spanish", "fr": "french"}
_APOSTROPHES = re.compile(r"[’‘ʼ`´′]")
_WORD = re.compile(r"[^\W_]+")
_CHAT_WORD = re.compile(r"(?<![\w'’])[^\W_]+(?![\w'’])")   # a whole word, no "c" of "c'est"
# "13th", "2nd"; "1.º", "3ª", "3er" (NFKC has made º and ª plain o and a); "1er", "2e", "13ème".
_ORDINALS = {
    "en": re.compile(r"\b(\d+)(?:st|nd|rd|th)\b"),
    "es": re.compile(r"\b(\d+)\.?(?:o|a|os|as|er|era|ero|do|da|to|ta|vo|va|no|na)\b"),
    "fr": re.compile(r"\b(\d+)(?:er|re|ère|e|ème|eme|nd|nde|d)\b"),
}
# French elided articles and pronouns: "l'ankh", "d'une", "qu'un", "jusqu'au".
_ELISION = re.compile(r"\b(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|quoiqu)'")
_LIGATURES = str.maketrans({"œ": "oe", "æ": "ae", "ß": "ss"})

# Function words and table chatter that say nothing about which rule is meant.
_STOPWORDS = {
    "en": "a about am an and anybody anyone are as at be been being but by can could did do "
          "does doing during else everyone everybody exactly explain for from get gets go goes "
          "going got had happen happened happens has have having he her here his how i if in "
          "into is it its just know me mean means might must my now of ok okay on or our "
          "please really should so some somebody someone such tell than that the their them "
          "then there these they this those to too us very was we were what when where which "
          "while who whom why will with would you your yours s t",
    "es": "a al algo alguien algún alguna alguno algunos ante así aún bien buenas cada como "
          "con cual cuales cualquier cuando cuánto cuánta cuántos cuántas de del desde dice "
          "dime donde durante e el él ella ellas ellos en entonces entre era eres es esa ese "
          "eso esta está están este esto estos estas estoy exactamente explica explicar "
          "explícame favor fue gracias ha han has hace hacer hacemos hacen hago hay he hola la "
          "las le les lo los me mi mis muy nos nosotros o os para pero podemos poder podría "
          "pueda puede pueden puedes puedo pues por porque qué que quien quienes se sea según "
          "ser si sí sobre solo son su sus también tan te tenemos tengo tiene tienen tienes ti "
          "tu tú tus u un una unas uno unos usted ustedes va vamos voy y ya yo",
    "fr": "a à afin ai ait alors as au aucun aucune aussi autre autres aux avec avez avoir "
          "avons bon bonjour c ça car ce ceci cela celle celles celui ces cet cette chaque chez "
          "ci combien comme comment d dans de des dire dis dit doit dois doivent donc dont du "
          "elle elles en encore es est et étaient était étant été être eu eux exactement "
          "explique expliquer expliquez faire fais fait faut il ils j je l la le les leur leurs "
          "lui m ma mais me merci moi mon n ne ni nos notre nous on ont ou où par parce peut "
          "peux peuvent pourrait pouvez pouvons pour pourquoi puis puisque qu quand que quel "
          "quelle quelles quels quelqu quelque quelques qui quoi s sa sais savoir sans se ses si "
          "soit son sont suis sur svp t ta te tes toi ton tu un une va vais vas veut veux "
          "voudrais vous vos votre vraiment y",
}
# Words in nearly every question: they count, but half as much as the others.
_WEAK_WORDS = {
    "en": "game games player players play playing rule rules",
    "es": "juego juegos jugar juega jugador jugadores jugadora jugadoras partida partidas "
          "regla reglas",
    "fr": "jeu jeux jouer joue joueur joueurs joueuse joueuses partie parties règle règles",
}


# Numbers as words ("empatamos a cincuenta y ocho"): like digits, they say nothing about
# whether a question is about the game ("one", "un", "uno" are stop words or pronouns).
_NUMBER_WORDS = {
    "en": "two three four five six seven eight nine ten eleven twelve thirteen fourteen "
          "fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy "
          "eighty ninety hundred",
    "es": "dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince "
          "dieciséis diecisiete dieciocho diecinueve veinte veinti veintiuno veintidós "
          "veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve "
          "treinta cuarenta cincuenta sesenta setenta ochenta noventa cien ciento",
    "fr": "deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze "
          "seize vingt trente quarante cinquante soixante septante huitante octante nonante "
          "cent cents vingts",
}


@lru_cache(maxsize=20000)
def fold(text: str) -> str:
    """Lower case without accents, as `remove_diacritics 2` sees it: "Égalité" -> "egalite"."""
    decomposed = unicodedata.normalize("NFKD", text.lower().translate(_LIGATURES))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


# Where a question told at length turns from one thing to the next: its punctuation, and the
# words that join the parts of a story ("because", "porque", "parce que").
_PART_BREAKS = {
    "en": ("because", "but", "and then", "asks", "wants to know", "is asking", "wonders"),
    "es": ("porque", "pero", "así que", "asi que", "y luego", "pregunta", "quiere saber",
           "se pregunta"),
    "fr": ("parce que", "parce qu", "mais", "donc", "alors", "et puis", "demande",
           "veut savoir", "se demande"),
}
# Not the point or comma of a number ("2.5", "1,5"); a number's stop is one ("on 27, who").
# A hyphen between spaces is a phone's dash ("es tipo tetris - ¿tengo que…"); in a word it
# joins ("face-up", "peut-on").
_PUNCTUATION = r"(?<!\d)[.,]|[.,](?!\d)|[;:!?¿¡()«»\"“”„—–]+|(?<=\s)-+(?=\s)"
PART_WORDS = 3


@cache
def part_break(lang: str) -> re.Pattern:
    joins = "|".join(re.escape(j) for j in _PART_BREAKS[lang])
    return re.compile(rf"{_PUNCTUATION}|(?<!\w)(?:{joins})(?!\w)", re.IGNORECASE)


def clauses(text: str) -> list[str]:
    """The text cut at its punctuation only, not at its joining words."""
    return re.split(_PUNCTUATION, text)


def parts(text: str, lang: str = "en", least: int = PART_WORDS) -> list[str]:
    """The parts of a text told at length, of `least` words or more each."""
    return [part for part, _ in closed_parts(text, lang, least)]


def closed_parts(text: str, lang: str = "en", least: int = PART_WORDS) -> list[tuple[str, bool]]:
    """`parts`, each with whether a "?" closes it."""
    text = _APOSTROPHES.sub("'", unicodedata.normalize("NFKC", text))
    found, start = [], 0
    for stop in [*part_break(lang).finditer(text), None]:
        part = text[start:stop.start() if stop else len(text)].strip(" '")
        if len(words(part, lang)) >= least:
            found.append((part, stop is not None and "?" in stop.group()))
        if stop:
            start = stop.end()
    return found


def words(text: str, lang: str = "en") -> list[str]:
    """Lower-case words with their accents; ordinals lose their suffix ("13th" -> "13")."""
    text = _APOSTROPHES.sub("'", unicodedata.normalize("NFKC", text).lower())
    if lang == "fr":
        text = _ELISION.sub(" ", text)
    return _WORD.findall(_ORDINALS[lang].sub(r"\1", text))


def folded_words(text: str, lang: str = "en") -> list[str]:
    """The text's words, folded: what every word list of the search is matched against."""
    return [fold(w) for w in words(text, lang)]


@lru_cache(maxsize=50000)
def stem(word: str, lang: str) -> str:
    """The word's Snowball stem, folded: what the index holds for it."""
    return fold(_stemmer(lang).stemWord(word))


@cache
def _stemmer(lang: str) -> Stemmer.Stemmer:
    return Stemmer.Stemmer(SNOWBALL[lang])


# What people say around a question, dictating or arguing, and who they argue with (like
# a player's name, a grandson or a cousin says nothing of the rule), and the words that
# only colour a sentence ("because", "actually", "something"): no rule is in them.
_FILLERS = {
    "en": "um umm uh uhh er erm hmm okay alright anyway basically guy guys him himself "
          "herself hers thing things stuff sorry wait hang say says said think thinks "
          "reckon reckons remember grandpa grandma granny grandson granddaughter mum mom "
          "dad sister brother cousin uncle aunt friend mate wife husband girlfriend "
          "boyfriend son daughter kid kids because cause cuz actually actual something "
          "pretty sure maybe probably though literally honestly "
          "seriously obviously kinda sorta she ve re m ll d don didn doesn isn aren wasn "
          "thought tonight roughly approximately",
    "es": "a ver vale oye bueno mira eh ehh em mmm pues venga vamos hombre tío tía osea "
          "razón perdona espera dicen creo cree creen recuerdo acuerdo abuelo abuela "
          "nieto nieta mamá papá madre padre hermano hermana primo prima amigo amiga "
          "marido novio novia hijo hija cuñado cuñada hemos estamos estaba estaban había "
          "habían habíamos verdad realmente quizás acaso aunque porfa digo dices sabe "
          "sabes sabemos eran suyo suya suyos suyas aproximadamente",
    "fr": "euh heu hum bah ben bon alors attends attendez hein voilà genre truc machin "
          "raison pardon ok disent crois croit pense pensent souviens rappelle papi "
          "papy mamie maman papa frère sœur cousin cousine oncle tante ami amie copain "
          "copine mari fils avait avais avaient avions aurait auraient pourtant "
          "franchement carrément maintenant soir vrai possible obligé obligée obligés "
          "parait paraît sait plait plaît peu près environ",
}


@cache
def stopwords(lang: str) -> frozenset[str]:
    """The language's stop words and fillers, folded ("cuantas" is one as much as
    "cuántas")."""
    return frozenset(fold(w) for w in (_STOPWORDS[lang] + " " + _FILLERS[lang]).split())


@cache
def weak_terms(lang: str) -> frozenset[str]:
    return frozenset(stem(w, lang) for w in _WEAK_WORDS[lang].split())


@cache
def number_terms(lang: str) -> frozenset[str]:
    """The stems of the language's numbers written as words."""
    return frozenset(stem(w, lang) for w in _NUMBER_WORDS[lang].split())


def is_number(term: str, lang: str) -> bool:
    """A term that is a number, in digits or in words."""
    return term.isdigit() or term in number_terms(lang)


@cache
def shared_synonyms(lang: str) -> dict[str, list[str]]:
    """companion/synonyms.<lang>.toml: canonical word -> the words players use for it."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    path = Path(__file__).parent.parent / f"synonyms.{lang}.toml"
    return tomllib.loads(path.read_text(encoding="utf-8"))


@cache
def _shorthand_file() -> dict:
    return tomllib.loads(Path(__file__).with_name("shorthand.toml").read_text(encoding="utf-8"))


@cache
def shorthand(lang: str) -> dict[str, str]:
    """shorthand.toml: chat forms of the language (folded) -> the words they stand for."""
    table = _shorthand_file().get(lang, {})
    return {fold(short): written for short, written in table.items()}


# A count of players said as a bare number at the end of the question: "mise en place a 4",
# "cuantos dados se sacan a 3" (not "de 4 à 5", "à 2,50", "au tarot à quatre, le chien…").
_COUNT_SAID = {"en": ("with|for", "two|three|four|five", "players"),
               "es": ("a|con", "dos|tres|cuatro|cinco", "jugadores"),
               "fr": ("à|a", "deux|trois|quatre|cinq", "joueurs")}
_PLAYER_COUNT = {lang: (re.compile(rf"(?<![\d,.] )(?<!\w)(?:{by}) (?:[2-5]|{count})\b"
                                   r"(?=\s*[?!.]*\s*$)", re.IGNORECASE), players)
                 for lang, (by, count, players) in _COUNT_SAID.items()}


@cache
def said_another_way(lang: str) -> tuple[tuple[re.Pattern, str], ...]:
    """shorthand.toml's [phrases]: a phrase said for the rules' words ("who takes it" ->
    "who wins"), as a pattern of its whole words, without accents or capitals."""
    table = _shorthand_file().get("phrases", {}).get(lang, {})
    return tuple((re.compile(rf"(?<!\w){re.escape(fold(said))}(?!\w)"), meant)
                 for said, meant in table.items())


# Letters with stops, a name's or an abbreviation's ("T.I.M.E Stories", "e.g."): one word,
# whose stops end no sentence (issue 39, on dev44).
_DOTTED_LETTERS = re.compile(r"(?<![\w.])(?:[^\W\d_]\.){2,}(?:[^\W\d_](?!\w))?")


# Two equal totals said side by side ("Mia 31, me 31", "52 a 52", "26-26") tell a tie
# without its word. Totals from TIED_TOTAL up (below it, equal numbers count things: "3
# tiles and 3 tokens"), at most TIED_GAP words apart ("Lucía 29 con 13 losetas, yo 29"),
# with no other total between them ("de 30 à 40, ou de 30 à 45") and not a size ("30 x
# 30"). Ours (2026-12-07, night, issue 39, on dev46).
_TIE_WORD = {"en": "tied", "es": "empate", "fr": "égalité"}
_TIE_SAID = {"en": re.compile(r"\bties?\b|\btied\b|\btiebreak"), "es": re.compile(r"empat"),
             "fr": re.compile(r"egalit|ex aequo|departag")}
_SIZE_JOIN = re.compile(r"\s*(?:[x×*]|by|por|sur|par)\s*", re.IGNORECASE)
TIED_TOTAL = 20
TIED_GAP = 4


def _total(word: str) -> bool:
    return word.isdigit() and int(word) >= TIED_TOTAL


def tie_told_by_totals(question: str, lang: str) -> bool:
    """Two equal totals said side by side, and no word of a tie (see above)."""
    if _TIE_SAID[lang].search(fold(question)):
        return False
    said = list(_WORD.finditer(question))
    for i, first in enumerate(said):
        if not _total(first.group()):
            continue
        for j in range(i + 1, min(len(said), i + 2 + TIED_GAP)):
            if _total(said[j].group()):
                between = question[first.end():said[j].start()]
                if said[j].group() == first.group() and not _SIZE_JOIN.fullmatch(between):
                    return True
                break
    return False


def written_out(question: str, lang: str) -> str:
    """The question with its chat forms written out ("jai" -> "j'ai", "q" -> "que"), a
    phrase said for the rules' words written as them ("who takes it" -> "who wins"), a
    count of players said as a bare number ("a 3") with its players, letters with stops
    as one word ("T.I.M.E" -> "TIME"), and a tie told by equal totals with its word."""
    question = _DOTTED_LETTERS.sub(lambda m: m.group().replace(".", ""), question)
    table = shorthand(lang)
    question = _CHAT_WORD.sub(lambda m: table.get(fold(m.group()), m.group()), question)
    for said, meant in said_another_way(lang):
        question = _replaced_as_folded(question, said, meant)
    count, players = _PLAYER_COUNT[lang]
    question = count.sub(lambda m: f"{m.group(0)} {players}", question)
    if tie_told_by_totals(question, lang):
        question = f"{_TIE_WORD[lang]}: {question}"
    return question


def _replaced_as_folded(text: str, pattern: re.Pattern, replacement: str) -> str:
    """`text` with each match of `pattern` in its folded form replaced. Folding keeps the
    length of these phrases' letters (lower case, accents dropped), so the places carry over."""
    folded = fold(text)
    if len(folded) != len(text):
        return text
    out, start = [], 0
    for match in pattern.finditer(folded):
        out += [text[start:match.start()], replacement]
        start = match.end()
    return "".join(out) + text[start:]


def choose_language(requested: str | None, accepted: Iterable[tuple[str, float]] = ()) -> str:
    """The language to answer in: `requested` (?lang=) when given, else the first of the
    browser's Accept-Language (best first) that we have, else English.

    Raises ValueError when `requested` is not one of LANGUAGES."""
    if requested is not None:
        lang = requested.strip().lower()
        if lang not in LANGUAGES:
            raise ValueError(f"unknown language {requested!r}")
        return lang
    for tag, quality in accepted:
        primary = tag.replace("_", "-").split("-")[0].lower()
        if quality > 0 and primary in LANGUAGES:
            return primary
    return "en"
