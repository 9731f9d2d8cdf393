"""What the search knows about one game's content in one language, worked out once.

A Lexicon holds the synonyms (shared and the game's own), every word of the content with
how often it occurs (to fix typos), each entry's terms, and for each term how many entries
contain it (how much the term says about which rule is meant).
"""
import re
import threading
import tomllib
from collections import Counter
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path

from companion import content, glossary
from companion.games import GAMES
from companion.games.base import Game
from companion.search import off_topic, sentences
from companion.search.language_words import (
    ACCENTED_FROM,
    accented,
    has_words,
    is_common_word,
    is_form_of_a_word,
    is_word_of,
)
from companion.search.text import fold, folded_words, shared_synonyms, stem, stopwords, words
from companion.search.typos import DeletionIndex, Vocabulary

_TEXT_WORD = re.compile(r"[^\W_]+|[\W_]+")   # words and what lies between them
_WORDLIKE = re.compile(r"[^\W\d_]")
NEAR = 3  # two question terms at most this many positions apart in a title or phrasing
HEAD_PLACES = 1000   # more words than any title or phrasing has
SEARCHES_KEPT = 512   # questions remembered per game and language
# Where a word of the language with a doubled letter is that word, not a slip for ours with
# the letter single ("dessert" is not "désert"); in English the doubled letter is a common
# slip ("loose" for "lose", "finnish" for "finish").
DOUBLES_ARE_WORDS = frozenset({"es", "fr"})
# After these a capitalised word names a place, a person of history or a work ("the
# pyramid of Khufu", "la torre de Pisa", "in Harry Potter"), not a player at the table.
_BEFORE_A_PLACE = frozenset("""of the in at from to on by de del la el los las en al a
    du des le les au aux d l""".split())


@dataclass(frozen=True)
class EntryTerms:
    heads: tuple[tuple[str, ...], ...]   # the title and each phrasing, as terms in order
    body: tuple[str, ...]

    @cached_property
    def in_heads(self) -> frozenset[str]:
        return frozenset(self._places)

    @cached_property
    def in_body(self) -> frozenset[str]:
        return frozenset(self.body)

    @cached_property
    def _places(self) -> dict[str, tuple[int, ...]]:
        """Term -> the place of each of its occurrences, as one number: HEAD_PLACES times
        which head, plus the position in it (a tuple of ints takes a third of the memory
        of a list of pairs, and every entry of every game and language keeps one)."""
        places: dict[str, list[int]] = {}
        for h, head in enumerate(self.heads):
            for i, term in enumerate(head[:HEAD_PLACES]):
                places.setdefault(term, []).append(h * HEAD_PLACES + i)
        return {term: tuple(found) for term, found in places.items()}

    def near(self, a: str, b: str) -> bool:
        """Both terms within NEAR positions of each other in one title or phrasing."""
        if a not in self._places or b not in self._places:
            return False
        return any(p // HEAD_PLACES == q // HEAD_PLACES and abs(p - q) <= NEAR
                   for p in self._places[a] for q in self._places[b])


@cache
def _player_names() -> tuple[frozenset[str], frozenset[str]]:
    """player_names.toml: (names in any case, names only with a capital), folded."""
    data = tomllib.loads(Path(__file__).with_name("player_names.toml").read_text("utf-8"))
    return frozenset(data["names"]), frozenset(data["with_a_capital"])


def is_player_name(word: str) -> bool:
    """A common first name as a question writes it (some only with a capital)."""
    key = fold(word)
    names, capitalised = _player_names()
    return key in names or (key in capitalised and word[:1].isupper())


def _capitalised(word: str) -> bool:
    """Written with a capital, not all in capitals (not "NO", "UNO")."""
    return word[:1].isupper() and not word.isupper()


def proper_names(question: str) -> set[str]:
    """The words written with a capital after the question's first word, folded: names
    (Pise, Giza, México) are not typos of the game's words."""
    found = [w for w in _TEXT_WORD.findall(question) if _WORDLIKE.match(w)]
    return {fold(w) for w in found[1:] if _capitalised(w)}


# The game's name as the sentence model reads it: a name that sounds like a thing ("what is
# <name>") is near questions about that thing; "what is the game" is near our entry on the
# game's theme.
THIS_GAME = {"en": "the game", "es": "el juego", "fr": "le jeu"}
_ARTICLES = frozenset({"the"})


# Inside the game, not the game as a thing (its price, who brought it, the next one).
_IN_THE_GAME = {
    "en": re.compile(r"\b(?:in|at) (?:the|this) game\b"),
    "es": re.compile(r"\ben (?:el|este) juego\b|\ben (?:la|esta) partida\b"),
    "fr": re.compile(r"\b(?:dans|a) (?:le|ce) jeu\b|\b(?:dans|pendant) (?:la|cette) partie\b"),
}
NAME_PART = 5   # a word of a name this long and no word of the language names the game alone


def _name_pattern(name: str) -> re.Pattern | None:
    """The game's name however it is written: with or without its apostrophes, after the
    French "l'", without its leading "the"; its words, when apart, with spaces between
    (so that two words of a name are not found apart in a sentence)."""
    written = name.split()
    if not written:
        return None
    parts = [r"['’]?".join(map(re.escape, re.split(r"['’]", word))) for word in written]
    head = ""
    if len(parts) > 1 and written[0].lower() in _ARTICLES:
        head, parts = f"(?:{parts[0]}\\s+)?", parts[1:]
    return re.compile(r"(?:\b[lL]['’])?\b" + head + r"\s+".join(parts) + r"\b", re.IGNORECASE)


def _name_part_pattern(name: str, lang: str) -> re.Pattern | None:
    """A word of a longer name that is no word of the language, alone: a name's invented
    word (not its words of the language)."""
    written = name.split()
    alone = [re.escape(word) for word in written
             if len(written) > 1 and len(word) >= NAME_PART and not is_word_of(word, lang)]
    return re.compile(r"\b(?:" + "|".join(alone) + r")\b", re.IGNORECASE) if alone else None


class Lexicon:
    def __init__(self, game: Game, lang: str):
        self.game, self.lang = game, lang
        self.entries = {e.id: e for e in content.load_entries(game, lang)}
        self.synonyms = self._synonym_table()
        self._phrase_lengths = sorted({len(k) for k in self.synonyms if len(k) > 1},
                                      reverse=True)
        self._name_written = _name_pattern(game.name)
        self._name_part = _name_part_pattern(game.name, lang)
        # A name that is also a word of the language (an English plural) is left for the
        # model as written: the question may be about the real thing.
        name = words(game.name, lang)
        self._model_reads_name = not (len(name) == 1 and is_word_of(name[0], lang))
        self.vocabulary, self.spelling = self._word_counts()
        self.players_words = self._players_words()
        self.entry_terms = {e.id: self._entry_terms(e) for e in self.entries.values()}
        # How many entries hold each term: computed once here, never per question.
        self.entries_with = Counter(term for info in self.entry_terms.values()
                                    for term in info.in_heads | info.in_body)
        # Every content or synonym word as stemmed: another form of one is ours too
        # ("desempatamos" of "desempate", a synonym the index holds as "empate").
        self._vocabulary_stems = frozenset(self._stem(w) for w in self.vocabulary.counts)
        self.searches: dict[tuple, object] = {}   # (index stamp, question) -> its search
        self._vectors: dict[str, object] = {}     # model name -> the entries' EntryVectors
        self._vectors_lock = threading.Lock()

    def remember_search(self, key: tuple, found: object) -> None:
        """Keep a question's search (answers._search); forget them all past SEARCHES_KEPT."""
        if len(self.searches) >= SEARCHES_KEPT:
            self.searches = {}
        self.searches[key] = found

    def vectors(self, db, model, wait: bool = True):
        """The entries' sentence vectors (companion.search.sentences), made once per model;
        None, unless `wait`, while another thread is making them."""
        found = self._vectors.get(model.name)
        if found is None:
            if not self._vectors_lock.acquire(blocking=wait):
                return None
            try:
                found = self._vectors.get(model.name)
                if found is None:
                    found = sentences.entry_vectors(db, model, self.entries.values())
                    self._vectors[model.name] = found
            finally:
                self._vectors_lock.release()
        return found

    def _synonym_table(self) -> dict[tuple[str, ...], str]:
        """Folded variant (one word or a phrase) -> canonical word; the game's list on top.
        Under them the glossary's: what players call a term (players_say, not_ours) that
        no rule of ours says (a nickname for a piece) stands for the term itself."""
        table: dict[tuple[str, ...], str] = {}
        for source in (shared_synonyms(self.lang), content.load_synonyms(self.game, self.lang)):
            for canonical, variants in source.items():
                for variant in variants:
                    table[tuple(folded_words(variant, self.lang))] = canonical.lower()
        said = self._said
        for term in glossary.terms(self.game, self.lang):
            for variant in term.variants:
                key = tuple(folded_words(variant, self.lang))
                if key and key not in table and not set(key) <= said:
                    table[key] = term.term.lower()
        return table

    @cached_property
    def glossary_stems(self) -> frozenset[str]:
        """The stems of the game's terms of one word ("obélisque", "chacal", "grimoire"):
        in a term of several, a word alone may be anyone's ("first" of "first-player
        token")."""
        small = stopwords(self.lang)           # "dé" folded is "de"
        return frozenset(
            stem(said[0], self.lang) for term in glossary.terms(self.game, self.lang)
            for said in (folded_words(term.term, self.lang),
                         folded_words(term.plural, self.lang))
            if len(said) == 1 and said[0] not in small)

    @cached_property
    def _said(self) -> frozenset[str]:
        """Every word our entries use, folded."""
        return frozenset(fold(w) for entry in self.entries.values()
                         for w in words(" ".join((entry.title, entry.body, *entry.phrasings)),
                                        self.lang))

    def _players_words(self) -> dict[tuple[str, ...], str]:
        """What players call a glossary term that no entry of ours says ("cubes" for a
        game's stones), folded words -> the term as we write it, for the sentence model:
        the lexical search has them as synonyms already."""
        said = self._said
        table: dict[tuple[str, ...], str] = {}
        for term in glossary.terms(self.game, self.lang):
            for variant in (*term.players_say, *term.not_ours):
                key = tuple(folded_words(variant, self.lang))
                if key and not set(key) <= said:
                    table.setdefault(key, term.term)
                    table.setdefault((*key[:-1], key[-1] + "s"), term.plural or term.term)
        return table

    def _in_our_words(self, pieces: list[str]) -> list[str]:
        """`pieces` (words and what lies between them) with players' words for a term
        replaced by the term (players_words), the longest first."""
        longest = max(map(len, self.players_words), default=0)
        out: list[str] = []
        i = 0
        while i < len(pieces):
            for n in range(longest, 0, -1):
                span = pieces[i:i + 2 * n - 1]
                said = tuple(fold(w) for w in span[::2])
                if (len(said) == n and _WORDLIKE.match(span[0])
                        and all(not gap.strip() for gap in span[1::2])
                        and said in self.players_words):
                    out.append(self.players_words[said])
                    i += 2 * n - 1
                    break
            else:
                out.append(pieces[i])
                i += 1
        return out

    def _word_counts(self) -> tuple[Vocabulary, dict[str, str]]:
        """Folded words with their occurrences in the content; folded -> commonest spelling.

        Synonyms count as known words (seen 0 times unless the content uses them)."""
        seen: Counter = Counter()
        for entry in self.entries.values():
            seen.update(words(" ".join((entry.title, entry.body, *entry.phrasings)), self.lang))
        for variant, canonical in self.synonyms.items():
            seen.update({w: 0 for w in (*variant, *words(canonical, self.lang))})
        counts: Counter = Counter()
        spelling: dict[str, str] = {}
        for word, n in seen.most_common():
            key = fold(word)
            counts[key] += n
            spelling.setdefault(key, word)
        return Vocabulary(counts, deletion_index(self.lang)), spelling

    def _canonical_words(self, text: str) -> list[tuple[str, bool]]:
        """(word, already canonical) with synonym phrases ("same score") made one word."""
        found = words(text, self.lang)
        keys = [fold(w) for w in found]
        out: list[tuple[str, bool]] = []
        i = 0
        while i < len(found):
            for n in self._phrase_lengths:
                if tuple(keys[i:i + n]) in self.synonyms:
                    canonical = self.synonyms[tuple(keys[i:i + n])]
                    out.extend((w, True) for w in words(canonical, self.lang))
                    i += n
                    break
            else:
                out.append((found[i], False))
                i += 1
        return out

    def _canonical(self, word: str) -> str:
        return self.synonyms.get((fold(word),), word)

    def _stem(self, word: str) -> str:
        """Stemmed as the content spells it, else as the language does: "egalite" is
        stemmed as "égalité" would be, "duree" as "durée"."""
        key = fold(word)
        return stem(self.spelling.get(key) or accented(key, self.lang) or word, self.lang)

    def term(self, word: str) -> str:
        """The indexed form of a word: its synonym made canonical, then stemmed."""
        return self._stem(self._canonical(word))

    def terms(self, text: str) -> list[str]:
        """Every word of a content text as the index holds it."""
        return [self.term(w) for w, _ in self._canonical_words(text)]

    def _entry_terms(self, entry: content.Entry) -> EntryTerms:
        heads = tuple(tuple(self.terms(text)) for text in (entry.title, *entry.phrasings))
        return EntryTerms(heads, tuple(self.terms(entry.body)))

    def question_terms(self, question: str) -> list[str]:
        """The question's meaningful terms: no stop words, typos fixed, synonyms canonical."""
        return self.read_question(question)[0]

    def read_question(self, question: str) -> tuple[list[str], frozenset[str]]:
        """The question's terms (as `question_terms`), and those of them that only a word of
        the language gave, read as a typo of the game's word ("joke" read as "joker"): the
        game's word may not be what the question is about."""
        stop = stopwords(self.lang)
        names = proper_names(question)
        found: list[str] = []
        guessed: set[str] = set()
        written: set[str] = set()
        for word, canonical in self._canonical_words(self._without_name(question)):
            key = fold(word)
            if not canonical and key in stop:
                continue
            corrected = None
            if not canonical and self._typo(word, names):
                corrected = self._corrected(word)
            meant = self._canonical(corrected or word)
            term = self._stem(meant)
            if fold(meant) in stop:
                continue
            (guessed if corrected and is_word_of(word, self.lang) else written).add(term)
            if term not in found:
                found.append(term)
        return found, frozenset(guessed - written)

    def unheard_words(self, question: str) -> list[str]:
        """The question's words that are neither the game's (nor a typo of one) nor words of
        the language: a place, a person, a thing from elsewhere ("Karnak", "Concorde",
        "touchdown", a real pharaoh: off_topic.real_names), or ends a phrase of everyday
        life ("next week", "puntos del banco": off_topic.phrases_from_elsewhere), a sign the
        question is about something else."""
        if not has_words(self.lang):
            return []
        stop, names = stopwords(self.lang), proper_names(question)
        found = []
        for word, canonical in self._canonical_words(self._without_name(question)):
            if canonical or fold(word) in stop or not self._unknown(word):
                continue
            if fold(word) in off_topic.real_names():
                found.append(word)
                continue
            ours = fold(word) not in names and self._corrected(word)
            if not (ours or is_form_of_a_word(word, self.lang)):
                found.append(word)
        return found + [w for w in off_topic.phrases_from_elsewhere(question, self.lang)
                        if w not in found]

    def spelled(self, question: str) -> str:
        """The question as the sentence model reads it: typos fixed, accents put back,
        players' words for a term made the term, players' names left out."""
        fixed = []
        names = proper_names(question)
        players = self.player_names(question)
        if self._name_written is not None and self._model_reads_name:
            question = self._without_name_words(question,
                                                THIS_GAME.get(self.lang, THIS_GAME["en"]))
        for word in _TEXT_WORD.findall(question):
            if _WORDLIKE.match(word) and fold(word) in players:
                continue
            if not _WORDLIKE.match(word) or (fold(word),) in self.players_words:
                pass                 # a player's word for a term: the term, below
            elif self._typo(word, names):
                closest = self._corrected(word)
                word = self.spelling.get(closest, word) if closest else self._with_accents(word)
            else:
                word = self._with_accents(word)
            fixed.append(word)
        return "".join(self._in_our_words(fixed))

    def _with_accents(self, word: str) -> str:
        """A word typed without its accents as the game's rules write it, else as the
        language commonly does ("duree" -> "durée"); a word with accents stays as typed."""
        key = fold(word)
        if word.lower() != key or len(key) < ACCENTED_FROM:
            return word
        ours = self.spelling.get(key)
        written = ours if ours and fold(ours) == key else accented(key, self.lang)
        if not written:
            return word
        return written[:1].upper() + written[1:] if word[:1].isupper() else written

    def _capitalised_name(self, word: str, before: str | None) -> bool:
        """A word with a capital unknown to the game, after no "of"/"de"/"the"; as the
        question's first word, only when no game word is a spelling away from it."""
        if not (_capitalised(word) and self._unknown(word)) or is_common_word(word, self.lang):
            return False
        if before is None:
            return not self.vocabulary.closest(fold(word))
        return fold(before) not in _BEFORE_A_PLACE

    def _typo(self, word: str, names: set[str]) -> bool:
        """A word to correct: unknown to the game, not a name the question wrote, not one of
        the language's commonest words, and no real person's or place's name."""
        return (fold(word) not in names and self._unknown(word)
                and not is_common_word(word, self.lang)
                and fold(word) not in off_topic.real_names())

    def _corrected(self, word: str) -> str | None:
        """The game's word a typo meant. A word of the language is another word when one
        letter is changed ("huevos" is not "huecos", "films" not "fills"), a typo still
        when letters are swapped, missing or doubled ("dose" for "does", "wen" for "when",
        "loose" for "lose"; in French and Spanish a doubled letter makes another word:
        DOUBLES_ARE_WORDS)."""
        of_the_language = is_word_of(word, self.lang)
        return self.vocabulary.closest(fold(word), changed_letter=not of_the_language,
                                       doubled_letter=not of_the_language
                                       or self.lang not in DOUBLES_ARE_WORDS)

    def _unknown(self, word: str) -> bool:
        """Neither a word of the content or synonyms, nor another form of a content word."""
        key = fold(word)
        stemmed = self._stem(word)
        return not (key.isdigit() or key in self.vocabulary or stemmed in self.entries_with
                    or stemmed in self._vocabulary_stems)

    def player_names(self, question: str) -> set[str]:
        """The players' names the question writes, folded: a common first name, or a word
        with a capital that is no word of the game nor of the language and follows no
        "of"/"de"/"the" (Priya, Kofi; not Khufu in "the pyramid of Khufu"). The first
        word is a name only when no word of the game is a spelling away from it."""
        found = [w for w in _TEXT_WORD.findall(question) if _WORDLIKE.match(w)]
        stop, names = stopwords(self.lang), set()
        for i, word in enumerate(found):
            key = fold(word)
            if key in self.vocabulary or key in stop or key in off_topic.real_names():
                continue
            if is_player_name(word) or self._capitalised_name(word, found[i - 1] if i else None):
                names.add(key)
        return names

    def names_the_game(self, question: str) -> bool:
        """The question names this game by its name, a name that is no word of the language
        ("whats <name> about"; not a name that is an English plural, which may be the real
        things)."""
        return (self._name_written is not None and self._model_reads_name
                and bool(self._name_written.search(question)))

    def says_in_the_game(self, question: str) -> bool:
        """The question asks inside the game: "in the game", "dans le jeu", "à ce jeu"."""
        return bool(_IN_THE_GAME[self.lang].search(" ".join(folded_words(question,
                                                                         self.lang))))

    def _without_name_words(self, question: str, instead: str) -> str:
        """The game's name replaced by `instead`; so is a word of the name alone, unless
        the question is about nothing else ("who is X": a person of its story)."""
        question = self._name_written.sub(instead, question)
        if self._name_part is None:
            return question
        rest = self._name_part.sub(" ", question)
        if not set(folded_words(rest, self.lang)) - stopwords(self.lang):
            return question
        return self._name_part.sub(instead, question)

    def _without_name(self, question: str) -> str:
        """The game's own name and players' names are no question words (a name may
        contain a rules word)."""
        players = self.player_names(question)
        if self._name_written is not None:
            question = self._without_name_words(question, " ")
        return " ".join(w for w in words(question, self.lang) if fold(w) not in players)

    @cached_property
    def off_topic_terms(self) -> tuple[frozenset[str], ...]:
        """Each question about something else (off_topic.toml) as this game's terms: what
        the not-found rule compares a question's words with when the sentence model is not
        there to compare its meaning."""
        return tuple(frozenset(self.terms(q)) for q in off_topic.questions(self.lang))

    def index_row(self, entry_id: str) -> dict[str, str]:
        """The entry's title, phrasings and body as the FTS5 index holds them."""
        info = self.entry_terms[entry_id]
        return {"title": " ".join(info.heads[0]),
                "phrasings": " | ".join(" ".join(h) for h in info.heads[1:]),
                "body": " ".join(info.body)}


@cache
def deletion_index(lang: str) -> DeletionIndex:
    """The typo index of one language, shared by every game's lexicon in it."""
    return DeletionIndex()


def content_language(game: Game, lang: str) -> str:
    """The language whose content answers: `lang` when the game has it, else English."""
    if lang not in content.LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    have = content.languages_of(game)
    if lang in have:
        return lang
    return "en" if "en" in have or not have else have[0]


_LEXICONS: dict[tuple[str, str, str], tuple[tuple, Lexicon]] = {}
_glossary_files: dict[tuple[type, str], str] = {}   # found once per game and language


def glossary_file(game: Game, lang: str) -> str:
    found = _glossary_files.get((type(game), lang))
    if found is None:
        found = _glossary_files[type(game), lang] = str(glossary.glossary_path(game, lang))
    return found


def lexicon_for(game: Game, lang: str) -> Lexicon:
    """The game's lexicon in the language that answers `lang`, rebuilt if its rules file or
    its glossary changed."""
    lang = content_language(game, lang)
    path = content.content_file(game, lang)
    key = (game.slug, lang, path)
    stamp = (content.file_stamp(path), content.file_stamp(glossary_file(game, lang)))
    if key not in _LEXICONS or _LEXICONS[key][0] != stamp:
        _LEXICONS[key] = stamp, Lexicon(game, lang)
    return _LEXICONS[key][1]


def every_games_terms(lang: str) -> frozenset[str]:
    """The stems of the glossary terms of every game of the registry that speaks `lang`
    (Lexicon.glossary_stems): the things of these tables, whichever game is open."""
    lexicons = (lexicon_for(game, lang) for game in GAMES.values())
    return frozenset().union(*(lexicon.glossary_stems for lexicon in lexicons
                               if lexicon.lang == lang))
