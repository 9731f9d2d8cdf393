"""The rules assistant: recall over paraphrased questions, typos, synonyms, 'not found'."""
import pytest

from companion import content, search
from companion.db import get_db
from companion.games import GAMES


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_entry_answers_its_own_phrasings(app, slug):
    game = GAMES[slug]
    with app.app_context():
        for entry in content.entries_for(game):
            for phrasing in entry.phrasings:
                ids = [a.entry.id for a in search.ask(get_db(), game, phrasing)]
                # Its own entry, or first an entry that states the same rule (linked).
                linked = bool(ids) and (ids[0] in entry.related
                                        or entry.id in content.entry_by_id(game, ids[0]).related)
                assert entry.id in ids or linked, (phrasing, ids)


@pytest.mark.parametrize("question", [
    "can I eat pizza during the game", "what is the capital of France", "zzzz qqqq",
    "how old is the designer"])
def test_unrelated_questions_get_no_answer(app, question):
    with app.app_context():
        assert search.ask(get_db(), GAMES["ankhor"], question) == []


@pytest.mark.parametrize("question", ["when is the game finished", "when does the game end",
                                      "when is it over", "wen dose the game endd"])
def test_synonyms_and_typos_find_the_same_answer(app, question):
    with app.app_context():
        ids = [a.entry.id for a in search.ask(get_db(), GAMES["ankhor"], question)]
    assert ids[0] in {"end-trigger", "faq-when-end"}


def test_a_typo_goes_to_the_commonest_near_word_not_the_first_in_the_alphabet(app):
    """"tlie" is one edit from "tie" and from "tile": the rules say "tile" far more often."""
    game = GAMES["ankhor"]
    assert search.question_terms("can I move a tlie", game) == search.question_terms(
        "can I move a tile", game)
    with app.app_context():
        typo = [a.entry.id for a in search.ask(get_db(), game, "can I move a tlie")]
        right = [a.entry.id for a in search.ask(get_db(), game, "can I move a tile")]
    assert typo == right and typo


def test_question_terms_fix_typos_and_map_synonyms():
    terms = search.question_terms("How many chps do I keep?", GAMES["ankhor"])
    assert "token" in terms and "how" not in terms


def test_api_answers_with_page_and_url(client):
    body = client.get("/api/games/ankhor/ask?q=what does the scribe do").get_json()
    assert body["game"] == "ankhor" and body["query"] == "what does the scribe do"
    first = body["answers"][0]
    assert first["id"] in {"scribe", "faq-scribe"} and first["page"] == "7"
    assert first["url"] == f"/games/ankhor/rules/{first['id']}"
    assert 0 < first["score"] <= 1
    assert 1 <= len(body["answers"]) <= 3


def test_api_empty_list_when_nothing_matches_and_question_is_saved(client):
    body = client.get("/api/games/pyramids/ask?q=best pizza in town").get_json()
    assert body["answers"] == []
    html = client.get("/rules/unanswered").get_data(as_text=True)
    assert "best pizza in town" in html and "Pyramids" in html


@pytest.mark.parametrize("query", ["", "?q=", "?q=%20%20", "?q=" + "x" * 201])
def test_api_refuses_empty_or_long_questions(client, query):
    response = client.get("/api/games/ankhor/ask" + query)
    assert response.status_code == 400
    assert response.get_json()["errors"][0]["field"] == "q"


def test_api_falls_back_to_english_content_for_a_language_the_game_lacks(client, monkeypatch):
    # Ankh'or has Spanish content: for this test it has English only.
    monkeypatch.setattr(content, "languages_of", lambda game: ["en"])
    english = client.get("/api/games/ankhor/ask?q=what does the scribe do").get_json()
    spanish = client.get("/api/games/ankhor/ask?q=what does the scribe do&lang=es",
                         headers={"Accept-Language": "fr"}).get_json()
    def shown(answers):
        return [(a["id"], a["title"], a["answer"], [s["text"] for s in a["statements"]])
                for a in answers]
    assert shown(spanish["answers"]) == shown(english["answers"]) != []
    # the app's own words around the content are in the language asked for
    sources = {s["source"] for a in spanish["answers"] for s in a["statements"]}
    assert "Reglamento, p. 7" in sources


@pytest.mark.parametrize("query", ["&lang=de", "&lang="])
def test_api_refuses_an_unknown_language(client, query):
    response = client.get("/api/games/ankhor/ask?q=when does the game end" + query)
    assert response.status_code == 400
    assert response.get_json()["errors"][0]["field"] == "lang"


def test_rules_page_takes_a_language(client):
    assert client.get("/games/ankhor/rules?q=scribe&lang=es").status_code == 200
    assert client.get("/games/ankhor/rules?q=scribe&lang=klingon").status_code == 400
    assert client.get("/games/ankhor/rules/scribe?lang=fr").status_code == 200


def test_api_unknown_game_is_404(client):
    assert client.get("/api/games/chess/ask?q=end").status_code == 404


def test_not_found_page_points_to_a_section(client):
    html = client.get("/games/ankhor/rules?q=can I trade scoring with friends").get_data(
        as_text=True)
    assert "No rule answers" in html and 'href="#' in html


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_tracker_reminders_link_to_existing_entries(slug):
    """Every Reminder(text, entry) in a game module names an entry of its content."""
    import ast
    import inspect
    source = inspect.getsource(inspect.getmodule(type(GAMES[slug])))
    named = {call.args[1].value for call in ast.walk(ast.parse(source))
             if isinstance(call, ast.Call) and getattr(call.func, "id", "") == "Reminder"
             and len(call.args) > 1 and isinstance(call.args[1], ast.Constant)}
    ids = {e.id for e in content.entries_for(GAMES[slug])}
    assert named and named <= ids, named - ids


def test_a_spanish_table_says_comodin_for_the_joker(app):
    """Issue 27: the edition's term (Joker) and the word players use for it (comodín) are one
    term until the glossary gives every such pair."""
    game = GAMES["egizia"]
    assert search.question_terms("¿se puede usar el comodín?", game, "es") == \
        search.question_terms("¿se puede usar el Joker?", game, "es")
    with app.app_context():
        ids = [a.entry.id for a in search.ask(get_db(), game, "¿el comodín puede construir solo?",
                                              lang="es")]
    assert ids and ids[0] in {"mistake-joker-alone", "crew-use"}


def answering_games(question: str, lang: str, model) -> list[str]:
    """The games of the registry whose entries answer the question (in an app context)."""
    return [slug for slug, game in GAMES.items()
            if search.ask(get_db(), game, question, lang=lang, model=model)]


@pytest.mark.parametrize("question", ["cuantas cartas tiene el uno",
                                      "¿se juega como al uno?", "¿cuáles son las reglas del uno?"])
def test_a_spanish_question_about_uno_the_card_game_gets_no_answer(app, sentence_model, question):
    """"uno" is also "one": UNO is named only by the phrases that make it a game."""
    with app.app_context():
        assert not answering_games(question, "es", sentence_model)


@pytest.mark.parametrize(("slug", "question"), [
    ("egizia", "¿el que tiene el uno empieza?"),
    ("pyramids", "¿se coge uno o dos?"),
    ("ankhor", "¿cuántas fichas coge cada uno?"),
])
def test_a_spanish_question_with_the_word_uno_is_still_answered(app, sentence_model, slug,
                                                                question):
    with app.app_context():
        assert search.ask(get_db(), GAMES[slug], question, lang="es", model=sentence_model)


@pytest.mark.parametrize(("slug", "lang", "question", "entries"), [
    # Each was refused by an off-topic question of the same shape (grouting a floor's
    # tiles, Splendor's noble tiles, darts, the gods' falcon head, a weighted mean...).
    ("towers-of-arkhanos", "en", "how do I place a floor tile", {"next-floor"}),
    ("ankhor", "en", "how do the storehouse tiles work", {"storehouse"}),
    ("egizia", "en", "what does the nile flood do to the fields", {"water-ring",
                                                                    "nile-card-effects"}),
    ("egizia", "es", "cuántas losetas de tumba hay", {"end-tombs"}),
    ("egizia", "es", "a quién le toca ahora", {"turn-order"}),
    ("ankhor", "es", "cómo se cuentan los puntos", {"score-overview"}),
    ("pyramids", "fr", "comment on calcule le score", {"score-overview"}),
    ("egizia", "fr", "le joker il vaut combien", {"crew-strength", "mistake-joker-alone"}),
    ("pyramids", "fr", "c'est quoi Pyramids ?", {"theme"}),    # not Maslow's pyramid
    ("egizia", "es", "qué es egizia", {"theme"}),
])
def test_table_questions_shaped_like_off_topic_ones_are_answered(app, sentence_model, slug,
                                                                 lang, question, entries):
    with app.app_context():
        found = search.ask(get_db(), GAMES[slug], question, lang=lang, model=sentence_model)
    assert found and found[0].entry.id in entries


@pytest.mark.parametrize(("slug", "lang", "question", "read"), [
    ("pyramids", "fr", "c'est quoi Pyramids ?", "c'est quoi le jeu ?"),
    ("ankhor", "fr", "c'est quoi l'Ankh'or", "c'est quoi le jeu"),
    ("ankhor", "en", "what is ankhor about", "what is the game about"),
    ("towers-of-arkhanos", "en", "The Towers of Arkhanos: who starts", "the game: who starts"),
    ("ankhor", "en", "an ankh or a token", "an ankh or a token"),
    ("pyramids", "en", "how old are the real pyramids", "how old are the real pyramids"),
])
def test_the_model_reads_the_games_name_as_the_game(slug, lang, question, read):
    """A name is no word to the model ("Pyramids" is near Maslow's pyramid), unless it is
    a word of the language too (English "pyramids")."""
    from companion.search.lexicon import lexicon_for
    assert lexicon_for(GAMES[slug], lang).spelled(question) == read


@pytest.mark.parametrize(("slug", "lang", "question", "terms"), [
    ("ankhor", "en", "can I pay with an ankh or a token", ["pay", "ankh", "token"]),
    ("ankhor", "en", "ankhor tokens", ["token"]),
    ("ankhor", "fr", "les jetons de l'Ankh'or", ["jeton"]),
    ("towers-of-arkhanos", "en", "towers of arkhanos rules", ["rule"]),
])
def test_the_games_name_is_no_question_word_but_its_words_apart_are(slug, lang, question,
                                                                    terms):
    from companion.search.lexicon import lexicon_for
    assert lexicon_for(GAMES[slug], lang).question_terms(question) == terms


@pytest.mark.parametrize(("lang", "question"), [
    ("en", "how many workers do you get in Imhotep"),
    ("es", "¿cómo se gana al Kemet?"),
    ("fr", "à Amun-Re on avance combien de cases"),
    ("en", "how do you score in Yahtzee"),
    ("es", "¿se juega igual que a la generala?"),
    ("fr", "c'est comme au 6 qui prend ?"),
    ("es", "cómo se juega al solitario pirámide"),
    ("en", "is this like Sushi Go"),
    # Video games: their prestige, ranks and floors sound like ours.
    ("fr", "comment on gagne du prestige sur Fortnite"),
    ("en", "how do you get prestige in call of duty"),
    ("es", "como se sube de prestigio en el Clash Royale"),
    ("es", "cómo se juega al Azul"),
    ("en", "is this like Azul"),
    # the game beside its publisher, its name with stops
    ("es", "en el Carcassonne de Hans im Glück, ¿los caminos cómo puntúan al final?"),
    ("fr", "à T.I.M.E Stories, de chez Space Cowboys, comment marchent les unités de temps ?"),
    # a video game, a console
    ("en", "any good tower video games for the switch?"),
    # another game's box, by a listed name or a name with capitals (dev48)
    ("en", "are these black tokens from the Splendor box or are they ours?"),
    ("en", "are these purple dice from the Dice Forge box?"),
    ("es", "¿Estos barquitos son de la caja del Mare Nostrum?"),
    ("fr", "ces petits bateaux en bois, ils viennent de la boîte des Pirates de Maracaïbo ?"),
    # a game of domes on towers (dev46)
    ("fr", "Dans Santorini, le dôme bleu sur une tour, ça bloque ?"),
    # sports, whose rounds and points are asked like ours (dev47)
    ("en", "how does a round work in boxing"),
    ("es", "cómo se puntúa en el pádel"),
    ("fr", "le tour de France ça marche comment"),
])
def test_a_question_about_another_game_gets_no_answer(app, sentence_model, lang, question):
    """Other games, Egypt's own among them, are told by their names in every language."""
    with app.app_context():
        assert not answering_games(question, lang, sentence_model)


@pytest.mark.parametrize(("slug", "lang", "question", "right"), [
    ("pyramids", "en", "we're 4 tonight (Sam's back from his cricket match). which god tiles do "
                       "we use, is Thoth in?", {"setup-gods", "gods-table", "players-and-time"}),
    ("pyramids", "es", "Mi pareja viene del pádel y somos solo dos esta noche: ¿se aparta una "
                       "ficha de Dios cada ronda?", {"two-player-gods", "players-and-time"}),
    ("ankhor", "fr", "Ma copine de la pétanque dit que la tuile du premier étage doit être posée "
                     "sur quatre tuiles de sa couleur. Toutes les quatre, vraiment ?",
     {"faq-upper-level", "upper-level"}),
])
def test_a_sport_told_beside_the_question_is_news(app, sentence_model, slug, lang, question,
                                                  right):
    """A sport named in a part that does not ask is the evening's news: the question beside
    it is this game's (dev48); asked of ("how does a round work in boxing"), it is not."""
    with app.app_context():
        found = search.ask(get_db(), GAMES[slug], question, lang=lang, model=sentence_model)
    assert found and found[0].entry.id in right


@pytest.mark.parametrize(("slug", "lang", "question"), [
    ("towers-of-arkhanos", "en", "what's in The Towers of Arkhanos box"),
    ("towers-of-arkhanos", "es", "la caja de Towers of Arkhanos trae cuantos dados"),
    ("egizia", "es", "¿qué trae la caja del Egizia?"),
    ("ankhor", "en", "is the scribe tile in the Ankh'or box?"),
])
def test_this_games_own_box_is_asked_of(app, sentence_model, slug, lang, question):
    """A box named by this game's name is its own: what it holds is the components."""
    with app.app_context():
        found = search.ask(get_db(), GAMES[slug], question, lang=lang, model=sentence_model)
    assert "components" in [answer.entry.id for answer in found]


@pytest.mark.parametrize(("slug", "lang", "question", "expected"), [
    ("pyramids", "en", "unlike chess, can a card I placed move later", "cards-never-move"),
    ("pyramids", "en", "do you score the pyramid like in Yahtzee", "score-pyramid"),
    ("ankhor", "es", "como en el Catan, ¿podemos cambiarnos fichas entre jugadores?",
     "faq-trading"),
    ("egizia", "fr", "comme au Carcassonne, un bateau posé peut-il bouger ?", "faq-upstream"),
    # whose game it is, between the likeness and the name
    ("ankhor", "en", "my sister lays her tiles corner to corner like in her dominoes game, is "
                     "that allowed here?", "mistake-diagonal"),
    # a person told by the game they play
    ("egizia", "en", "my uncle who plays agricola says it's the same. if I'm 3 grain short at "
                     "feeding, what do I lose?", "feeding"),
])
def test_another_game_set_beside_this_one_asks_this_games_rule(app, sentence_model, slug,
                                                               lang, question, expected):
    with app.app_context():
        found = search.ask(get_db(), GAMES[slug], question, lang=lang, model=sentence_model)
    assert found and found[0].entry.id == expected


@pytest.mark.parametrize(("lang", "question", "without"), [
    ("en", "in catan we'd share the win, who wins here", "we'd share the win, who wins here"),
    ("fr", "au uno on remélange la pioche quand elle est vide. ici on fait pareil ?",
     "on remélange la pioche quand elle est vide. ici on fait pareil ?"),   # the rule asked
    ("en", "we tied. catan has the longest road card to sort it out, what breaks a tie in this "
           "one", "we tied. what breaks a tie in this one"),
    ("en", "like tetris, can i turn a card", "can i turn a card"),
    ("es", "como en el dominó, ¿puedo mover una carta?", "¿puedo mover una carta?"),
    ("fr", "comme dans les Colons de Catane, on peut échanger des cartes ici ?",
     "on peut échanger des cartes ici ?"),                     # a name inside a longer one
    ("en", "like in 7 wonders duel, can I take a card", "can I take a card"),
    ("fr", "comme dans Carcassonne les tuiles posées bougent plus ?",
     "les tuiles posées bougent plus ?"),
    # likeness leading to a thing of the other game, in the same part
    ("en", "is there a cap on tokens like the 7 card rule in catan? how many can i keep",
     "is there a cap on tokens? how many can i keep"),
    ("en", "how many pairs do we flip each round? kinda like the card row in splendor",
     "how many pairs do we flip each round?"),
    ("en", "how does the pyramid score, is it like the kingdoms in kingdomino",
     "how does the pyramid score"),
    ("en", "can i swap tokens like the trade in catan", "can i swap tokens"),
    ("es", "puedo mirar las cartas de mi tumba o son secretas como los billetes de destino "
           "del ticket to ride", "puedo mirar las cartas de mi tumba o son secretas"),
    ("fr", "on peut monter encore plus haut, genre un 3e étage comme les villes de catane ?",
     "on peut monter encore plus haut ?"),
    ("es", "¿puedo guardar cartas, es como los billetes del ticket to ride?",
     "¿puedo guardar cartas?"),
    ("es", "igual que el ladrón del catan, ¿se puede robar una ficha?",
     "¿se puede robar una ficha?"),
    ("en", "is it allowed? like in catan, can we trade cards?",     # "it" in another part
     "is it allowed? can we trade cards?"),
    ("en", "who starts here? in catan the youngest does", "who starts here?"),
    # a part after the question saying how the other game goes
    ("en", "tied on prestige, who wins? in ticket to ride it's whoever finished more tickets",
     "tied on prestige, who wins?"),
    ("es", "se puede cambiar de sitio una carta ya puesta? en el carcassonne tampoco se mueve "
           "nada", "se puede cambiar de sitio una carta ya puesta?"),
    # a sentence of its own telling how the other game goes, the question in another
    ("en", "in catan the bank holds 19 of every resource. how many tokens go in each pile when "
           "theres 3 of us", "how many tokens go in each pile when theres 3 of us"),
    ("en", "nobody ever ties in monopoly, someone just goes bust. we're both on 27, who wins",
     "we're both on 27, who wins"),
    ("en", "yahtzee gives 35 when the top half reaches 63. what do i need for the pyramid bonus",
     "what do i need for the pyramid bonus"),
    ("es", "en el conecta 4 la diagonal vale. ¿las piedras en diagonal están conectadas?",
     "las piedras en diagonal están conectadas?"),
    ("fr", "au jeu de l'oie celui qui arrive sur une case occupée renvoie l'autre. deux "
           "marqueurs sur la même case, qui se met devant ?",
     "deux marqueurs sur la même case, qui se met devant ?"),
    # a thing played in the other game is no game being played
    ("en", "can i spend it before my turn ends? in dominion a card you buy can't be played that "
           "turn", "can i spend it before my turn ends?"),
    # a part opening on the other game that tells how it goes there
    ("en", "in love letter you always hold two cards, can i keep two cards", "can i keep two cards"),
    ("es", "en el parchís sale el que saca un 5, aquí quién empieza?", "aquí quién empieza?"),
    # "this one" in a part of its own: the other game is played at home, not at this table
    ("en", "at home we play kingdomino where you draft tiles, can we draft tiles in this one?",
     "can we draft tiles in this one?"),
    # "anything like that here" asks the rule told beside it: both go
    ("en", "my niece grabbed two white tokens and a red one. in splendor you can only double "
           "up if the pile has 4, is there anything like that here",
     "my niece grabbed two white tokens and a red one."),
    # "celui-là": this game asked beside the one just played
    ("fr", "on sort d'un 7 wonders, celui-là il dure combien et ça se joue jusqu'à combien ?",
     "celui-là il dure combien et ça se joue jusqu'à combien ?"),
    ("fr", "un chacal tout seul ça rapporte rien ?? chez nous au catan une colonie seule "
           "rapporte quand même", "un chacal tout seul ça rapporte rien ?"),
    # the other game as the plan if this one is too long
    ("en", "whats the 10th space for? if it's something complicated we'll just play splendor",
     "whats the 10th space for?"),
    # a likeness by who does it there
    ("es", "¿se puede girar una carta del revés, como hago con las piezas del carcassonne?",
     "¿se puede girar una carta del revés?"),
    ("en", "can i turn a tile round like we do in carcassonne", "can i turn a tile round"),
])
def test_a_comparison_with_another_game_leaves_the_question(lang, question, without):
    from companion.search.off_topic import compared_with_another_game
    assert compared_with_another_game(question, lang) == without


@pytest.mark.parametrize(("lang", "question", "without"), [
    ("en", "do i hand them back now or at the end? like the bank only charging overdraft at "
           "close of day", "do i hand them back now or at the end?"),
    ("es", "el dado amarillo 2 entra en esta baldosa? como la pieza del puzle que no encaja",
     "el dado amarillo 2 entra en esta baldosa?"),
    ("fr", "on peut monter avant de finir la base ? comme un meuble ikea sans les pieds",
     "on peut monter avant de finir la base ?"),
    ("en", "does it score? like this?", None),                 # nothing compared
    ("en", "I'd like the rules of the tomb", None),             # "like" a verb
    ("es", "¿cómo la pongo en la pirámide?", None),             # "cómo": how
    ("es", "puntos del super como los canjeo", None),           # "como" asking how
    ("en", "the little blue ring that looks like a donut, what does it actually do",
     "the little blue ring that looks, what does it actually do"),
])
def test_a_likeness_to_something_else_leaves_the_question(lang, question, without):
    from companion.search.off_topic import without_likenesses
    assert without_likenesses(question, lang) == without


@pytest.mark.parametrize(("lang", "question"), [
    ("en", "what's the hand limit in Catan"),                 # no likeness said
    ("en", "is this like Carcassonne, should we play that after"),   # the game itself
    ("en", "is catan better than ticket to ride"),
    ("es", "cómo se juega al Carcassonne"),                    # "cómo": how
    ("es", "como se juega al mus"),
    ("es", "¿es como el Catan?"),
    ("fr", "ça ressemble à Carcassonne ?"),
    ("en", "does it play like Catan?"),
    ("en", "we're playing Monopoly here, how many houses can I build"),    # here, same part
    ("en", "how do you win here in chess"),
    ("en", "like in Catan, how do you win at chess?"),         # chess is not compared
    ("en", "how do you win? we are playing catan"),
    ("es", "¿como en el Catan?"),                              # nothing left to ask
    ("es", "¿cómo se reparten las cartas en el catan?"),       # "cómo" opening: how
    ("fr", "au tarot à quatre, le chien c'est combien de cartes ?"),   # the other game first
    ("fr", "dans les Aventuriers du Rail on peut prendre deux cartes ? Gabriel dit que oui"),
    ("en", "so like, in catan, who goes first?"),                 # "like" in another part
    ("en", "we were playing, like, catan yesterday, who starts?"),
    ("en", "I'd like to know the rules of catan, how do you win?"),   # "like" a verb
    ("es", "no sé cómo se prepara el catan, ¿cuántas cartas?"),    # "cómo": how
    ("es", "quiero saber como se reparte en el catan"),
    ("fr", "c'est quoi le genre de catane, on y joue comment ?"),
    ("en", "or like in catan?"),                                 # nothing left to ask
    ("en", "is catan for 4 players? we have 5 tonight"),        # the naming sentence asks
    ("en", "how many players is catan for. we have 5 tonight, who sits out"),
    ("en", "we have catan at home. why?"),                     # nothing asked of its own
    ("fr", "Catan ou Carcassonne pour offrir à un ado, lequel est le mieux ?"),   # no telling
    ("fr", "chez nous au catan, combien de cartes ?"),           # the other game first
    ("en", "in Ticket to Ride does the longest route go to both if they tie? we're playing "
           "that after this one"),                               # asked of the other game
    ("en", "we're playing catan tonight. how many cards can you hold?"),
])
def test_a_question_about_another_game_is_no_comparison(lang, question):
    from companion.search.off_topic import compared_with_another_game
    assert compared_with_another_game(question, lang) is None


@pytest.mark.parametrize(("slug", "lang", "question", "expected"), [
    ("towers-of-arkhanos", "en", "who goes first? Marta climbed the Eiffel Tower in May",
     "first-player"),
    ("ankhor", "es", "¿quién empieza? Lucía ha vuelto hoy de Luxor", "first-player"),
    ("pyramids", "fr", "premier joueur ? Paul a fait la croisière sur le Nil l'an dernier",
     "first-player"),
    ("pyramids", "en", "can i turn a card sideways? in tetris you can turn anything",
     "card-orientation"),                       # another game named after the part asking
    # a part all in the game's words asks less of its margin
    ("pyramids", "en", "is thoth used when there are three of us? my sister just left for the "
                       "airport, flight to Cairo", "setup-gods"),
    ("egizia", "fr", "dans le temple on remplit quelles colonnes en premier ? ma fille revient "
                     "de Louxor et veut faire pareil", "pyramid-temple"),
    # a part that asks inside the game ("in the game", "à ce jeu") asks less of its margin
    ("egizia", "en", "watched a documentary on karnak, so in the game which order do the "
                     "temple stones go in", "pyramid-temple"),
    ("towers-of-arkhanos", "fr", "après un docu sur les sorciers au moyen âge… on gagne "
                                 "comment à ce jeu", "goal"),
    # the question without the aside before it, though each of its parts alone says too little
    ("pyramids", "es", "Mi tío, que fue al museo de El Cairo y ahora lo sabe todo, tiene un "
                       "glifo de tumba pero puso la carta en la pirámide. ¿le dan los 2 puntos "
                       "igual?", "score-glyphs"),
    # a part that asks and names much of the game asks less still
    ("pyramids", "en", "Just back from Giza actually haha. do the coloured stones have to touch "
                       "side to side to count together or do corners work", "connected-stones"),
    ("pyramids", "en", "Last game we argued till midnight. if two of us tie for the most green "
                       "stones in our face-down piles who gets the 5?", "score-tomb"),
    ("ankhor", "fr", "On rentre d'un week-end à Louxor, donc ambiance égyptienne. Ça se joue à "
                     "combien max et ça dure combien de temps ?", "players-and-time"),
    # told after the question, a shop's points are an aside; likened, they are no shop's
    ("egizia", "en", "can I keep more than 25 stones on my board? my airline miles never run "
                     "out so why should these", "stones"),
    ("ankhor", "es", "las fichas de bonificación cuánto valen al final, como los puntos del "
                     "super", "bonus-value"),
    # the game named by its own name, which is no rules word
    ("egizia", "en", "we just watched death on the nile so we're in the mood. whats egizia "
                     "about in a nutshell", "theme"),
    # another game played by habit, not tonight
    ("ankhor", "en", "ok so what do i actually do on my turn? my brother only plays chess and "
                     "hes lost", "turn-overview"),
    # "who takes it" of a tie is "who wins", beside talk that asks nothing
    ("ankhor", "en", "tied on 28 and the loser washes up, who takes it?", "faq-tie"),
    ("ankhor", "en", "we're both on 29 and the taxi's outside, who takes it", "faq-tie"),
    # asking who starts, the place of a trip is what a first-player rule asks about
    ("pyramids", "en", "went to giza in march so i'm first player right? what does the rule "
                       "say", "first-player"),
    ("towers-of-arkhanos", "en", "climbed the eiffel tower on saturday so i'm first player, "
                                 "right?", "first-player"),
    ("pyramids", "es", "estuve en guiza en abril, soy jugador inicial?", "first-player"),
    # another game known by habit, told first: an aside
    ("towers-of-arkhanos", "en", "my uncle only knows monopoly lol. what does swap do",
     "spell-swap"),
    # a measure told, then a part turning back to the game
    ("pyramids", "es", "acabo de leer que la esfinge de guiza mide 20 metros. bueno, ¿dónde va "
                       "el obelisco, pegado a la pirámide?", "obelisk-building"),
    # the game likened to another game by name, before a dash: how the table sees it
    ("ankhor", "en", "it's basically azul with scarabs - can i still take a red chip when "
                     "that pile has run dry?", "empty-token-pile"),
    ("pyramids", "es", "es tipo tetris pero con cartas - ¿puedo girar una carta al ponerla en "
                       "la pirámide?", "card-orientation"),
    # an aside in two parts, then a move told and its question: the last two parts
    ("ankhor", "en", "the curry just arrived, but before we eat: I bought the scribe, what "
                     "exactly do I get?", "scribe"),
])
def test_a_part_asking_the_rule_alone_answers_beside_a_real_world_aside(
        app, sentence_model, slug, lang, question, expected):
    """Luxor is a city at these tables, not the game Luxor: a word from elsewhere."""
    with app.app_context():
        found = search.ask(get_db(), GAMES[slug], question, lang=lang, model=sentence_model)
    assert found and found[0].entry.id == expected


@pytest.mark.parametrize(("slug", "lang", "question", "expected"), [
    ("ankhor", "en", "Popcorn's ready. I've got 8 of the coloured chips left over at the end, "
                     "are they worth anything", "score-leftover"),
    ("egizia", "fr", "je reviens de vacances à louxor haha. comment on remplit la pyramide et "
                     "le temple ?", "pyramid-temple"),
    ("pyramids", "es", "¿cuál es el objetivo, hacer la pirámide más bonita? venimos de ver "
                       "fotos de teotihuacán", "theme"),
    ("towers-of-arkhanos", "en", "how do the four starting towers get set up? first time "
                                 "playing and my partner is already yawning", "setup-towers"),
])
def test_a_question_beside_idle_talk_is_answered_at_the_usual_margin(
        app, sentence_model, slug, lang, question, expected):
    """The other part neither asks, nor names a term of the game, nor counts anything: it
    is talk, and the part that asks is answered as it would be alone."""
    with app.app_context():
        found = search.ask(get_db(), GAMES[slug], question, lang=lang, model=sentence_model)
    assert found and found[0].entry.id == expected


@pytest.mark.parametrize(("slug", "lang", "part", "telling"), [
    ("egizia", "fr", "au boulot on fait bien des heures sup", False),
    ("ankhor", "en", "Popcorn's ready", False),
    ("pyramids", "fr", "la pyramide de khéops", True),          # names the game's term
    ("egizia", "es", "mi tío vio el obelisco de Luxor", True),   # another game's term
    ("pyramids", "en", "we got 3 large pizzas for the five of us", True),   # counts
    ("towers-of-arkhanos", "en", "who hosts next week", True),            # asks
])
def test_a_part_is_idle_talk_unless_it_asks_names_a_term_or_counts(slug, lang, part, telling):
    from companion.search.answers import _telling
    from companion.search.lexicon import every_games_terms, lexicon_for
    lang = lexicon_for(GAMES[slug], lang).lang
    assert _telling(part, False, lang, every_games_terms(lang)) is telling


@pytest.mark.parametrize(("lang", "question"), [
    ("es", "a ver, ¿cuánto cuesta este juego en la tienda? Laura se lo quiere regalar a su "
           "hermano"),                          # "a ver" is no part asking: too few words
    ("en", "how do i get grout haze off new kitchen floor tiles?"),
    ("es", "de qué color va la junta de los azulejos del baño"),
    ("fr", "combien de grains de blé dans un kilo"),
    ("fr", "sekhmet c'était la déesse de quoi ?"),              # a god's domain: the myth
    ("en", "what was horus the god of"),
    ("en", "what was anubis actually the god of and why does he have a jackal head"),
    ("en", "what grout do you use for kitchen floor tiles, two of the blue ones chipped"),
    ("en", "whose turn is it to host next week, i did the last two"),   # near off-topic whole
    ("fr", "comment poser du carrelage dans la cuisine soi-même"),     # a house's tiles
    ("es", "¿el baño está en el segundo piso o en el primero?"),
    ("en", "how much is a silver ankh necklace"),                         # jewellery
    ("en", "how many points on my supermarket card before i get a free coffee"),
    ("es", "al mus, si cantan órdago y lo ves, ¿se acaba la partida aunque vayamos 20 a 5?"),
    ("es", "la torre de jesucristo de la sagrada familia va a tener 172 metros. ¿en qué año "
           "la terminan?"),                     # the basilica, not the game Sagrada
    ("es", "¿de qué era dios Set?"),
    # a garden's stones
    ("es", "¿cuántas piedras de pizarra hacen falta para un muro de jardín de cinco metros, que "
           "mi padre quiere hacerlo este finde?"),
    ("en", "best way to lay stepping stones in a garden path? my wife wants one shaped like a "
           "pyramid lol"),
    ("fr", "allée de jardin gravier ou dalles en pierre c'est mieux quoi"),
    # a bank's or a shop's points, a sum of money: what the rest of the question asks about
    ("es", "tengo 250 puntos del banco, me llegan para el juego de los ankh o no"),
    ("es", "como canjear puntos del banco"),                    # "como" asks: no likeness
    ("fr", "ma banque donne 2 points par euro, j'ai acheté le jeu 35 euros, ça fait combien "
           "de points"),
    ("en", "my bank app gives 3 points per 10 dollars, how many points do i get for the 45 "
           "dollar ankh'or box"),
    ("en", "4 of us and the takeaway was 58 euros, how do we split it"),
    # a measure: a house's, a garden's or a monument's
    ("en", "we're retiling the kitchen floor, it's 12 square metres. Dave says 60x60 tiles "
           "means 34 of them plus 10% for cuts. how many tiles do we actually need"),
    ("es", "para la terraza queremos baldosas de 45x45 en un espacio de 4 por 3 metros. "
           "cuántas baldosas necesitamos?"),
    ("es", "el ultimo metro sale a las 0:30 y son las 23:45, me voy despues de esta ronda?"),
    ("fr", "on commande des sushis pour 5 : 2 plateaux de 24 pièces à 32 €, ça suffit ?"),
    ("es", "somos 4 y la cuenta son 46 euros, cuanto pone cada uno"),
    # another evening: the next game night's host or chores
    ("fr", "à qui le tour de tout installer la prochaine fois"),
    ("fr", "qui reçoit la prochaine fois"),
    ("en", "we're playing again next saturday, who's hosting"),
    ("en", "the cafe gives one stamp per coffee, can two loyalty cards be merged?"),
    # beside idle talk, the part that asks says too little of the game, or the talk is
    # what it asks about
    ("es", "¿a qué hora pasa el último búho nocturno por aquí, que no quiero volver andando "
           "otra vez?"),
    ("en", "my kid needs help with fractions homework, whats half of three quarters"),
    ("fr", "la pyramide de khéops, combien de blocs et combien de temps pour la construire ?"),
    # the game as a thing bought: a lost piece is the publisher's business
    ("en", "the dog chewed a purple die, where do we order a replacement die"),
    ("es", "se nos ha perdido un dado morado, ¿la editorial manda dados de repuesto?"),
    # a famous tower, by the name of its own
    ("fr", "la tour Montparnasse, elle a combien d'étages en tout ?"),
    # a pyramid outside Egypt (dev46)
    ("es", "¿Todavía se puede subir a la pirámide de Chichén Itzá?"),
    # a video game's or a card game's mana and levels
    ("fr", "dans Hearthstone on récupère combien de mana par tour ?"),
    ("es", "en el uno si me quedo con una carta y no digo uno, cuántas robo"),   # UNO
    # a roof's tiles
    ("en", "a roof tile blew off last night, how much to replace one tile"),
    # the game as a thing wanted: no part of the question asks the rule alone
    ("en", "we lost one of the purple dice, can we order one replacement from the publisher?"),
    ("fr", "il manque un meeple maître dans ma boîte, on le commande où ?"),
    # a country, a pet's young
    ("es", "chacal en España hay?"),
    ("en", "how much is a sphynx kitten these days?"),
])
def test_an_everyday_question_in_the_games_words_gets_no_answer(app, sentence_model, lang,
                                                                 question):
    with app.app_context():
        assert not answering_games(question, lang, sentence_model)


@pytest.mark.parametrize(("lang", "question", "elsewhere"), [
    ("en", "who hosts next week", ["week"]),
    ("es", "quien trae las patatas la proxima vez", ["vez"]),
    ("fr", "qui reçoit la semaine prochaine", ["prochaine"]),
    ("en", "where do i order a replacement die", ["replacement"]),         # the game bought
    ("fr", "on peut en racheter à l'éditeur ?", ["editeur"]),
    ("es", "quién se lleva la ficha 1 para la próxima ronda", []),   # the game's next round
    ("en", "third round of beers tonight, whose round is it", ["beers"]),   # the bar's round
    ("fr", "on commande les pizzas après", []),          # food ordered: no piece wanted
    ("es", "me falta una loseta, ¿se la pido a Hans im Glück?", ["gluck"]),   # a publisher
    ("en", "is the french one by space cowboys", ["cowboys"]),
    ("en", "cmon, blue orange and red, then the board and dice go back", []),   # no house
])
def test_another_evening_is_a_phrase_from_elsewhere(lang, question, elsewhere):
    from companion.search.off_topic import phrases_from_elsewhere
    assert phrases_from_elsewhere(question, lang) == elsewhere


@pytest.mark.parametrize(("lang", "question", "found"), [
    ("en", "it's 3.2 m by 2.5 m and the tiles are 30x30", ["m", "m", "30x30"]),
    ("es", "la torre mide 56 metros", ["metros"]),
    ("fr", "14 m² de carrelage à 32 €", ["m2", "€"]),
    ("fr", "le carrelage ça coûte combien au m2", ["m2"]),   # a square metre needs no number
    ("en", "I put a tile on top of my 2x2", []),             # the game's square of four
    ("es", "puedo meter una carta en la tumba", []),         # "meter": to put
    ("en", "beers are 4.50 each, 5 of us", ["4.50"]),        # a price without its sign
    ("es", "somos 5 a 2,50 la caña", ["2,50"]),
    ("en", "we tied on 31, so 2.5 each for the bonus", []),  # one decimal: no price
])
def test_a_measure_is_a_word_from_elsewhere(lang, question, found):
    from companion.search.off_topic import measures
    assert measures(question, lang) == found


@pytest.mark.parametrize(("lang", "part", "likens"), [
    ("en", "it's basically carcassonne", True),
    ("es", "es tipo tetris lo de la pirámide", True),
    ("fr", "c'est un peu le yams avec des tours", True),
    ("en", "azul rules", False),                        # the other game's rules: its topic
    ("en", "is it like catan", False),                  # asks whether it is
    ("fr", "est-ce que le yams se joue à cinq", False),
    ("en", "it's late and my brother wants to play catan", False),   # the name comes late
])
def test_a_part_saying_what_the_game_is_like(lang, part, likens):
    from companion.search.off_topic import likens_this_game
    assert likens_this_game(part, lang) is likens


@pytest.mark.parametrize(("lang", "part", "by_habit"), [
    ("en", "my dad only knows yahtzee lol", True),
    ("es", "mi abuela solo conoce el parchís", True),
    ("fr", "mon père ne connaît que la belote", True),
    ("en", "we're playing catan after this", False),        # played tonight
    ("en", "my dad knows yahtzee", False),                  # not by habit
    ("fr", "au uno on pioche deux cartes", False),          # that game's rule
    # cheating at it is told of a person
    ("fr", "mon oncle, qui triche déjà au tarot", True),
    ("en", "my uncle who cheats at poker", True),
    ("es", "mi tío, que hace trampas en el mus", True),
])
def test_a_part_telling_another_game_known_by_habit(lang, part, by_habit):
    from companion.search.off_topic import knows_another_game_by_habit
    assert knows_another_game_by_habit(part, lang) is by_habit


@pytest.mark.parametrize(("lang", "question", "wanted"), [
    ("en", "is there a reprint of this one", True),
    ("es", "¿dónde puedo pedirlo si está descatalogado?", True),
    ("fr", "il manque un dé, je le commande où ?", True),
    ("fr", "on commande des pizzas ?", False),               # food, not a piece
    ("es", "lo compré de segunda mano, ¿qué trae la caja?", False),   # asks the components
])
def test_a_question_wanting_the_game_as_a_thing(lang, question, wanted):
    from companion.search.off_topic import wants_the_object
    assert wants_the_object(question, lang) is wanted


@pytest.mark.parametrize(("lang", "text", "found"), [
    ("en", "it's like tetris - can I turn a card?", ["it's like tetris", "can I turn a card"]),
    ("fr", "peut-on poser une face-up - dis", ["peut-on poser une face-up", "dis"]),
    ("es", "gano yo -- seguro?", ["gano yo", "seguro"]),
])
def test_a_spaced_hyphen_is_a_dash_between_parts(lang, text, found):
    from companion.search.text import closed_parts
    assert [part for part, _ in closed_parts(text, lang, least=1)] == found


@pytest.mark.parametrize(("lang", "part", "told"), [
    ("es", "tengo 250 puntos del banco", True),
    ("es", "cuántos puntos de la tarjeta del súper necesito", True),    # "del super": a shop
    ("es", "es súper fácil sumar los puntos", False),                  # "súper" alone: "very"
    ("es", "cuanto vale cada ficha, como los puntos del super", False),  # a likeness
    ("en", "like my bank account", False),                  # "bank" without points: a likeness
    ("en", "my bank gives me points on every purchase", True),
    ("fr", "mes points de fidélité à la fnac", True),
    ("fr", "la banque du monopoly", False),
    ("en", "the takeaway was 58 euros", True),
    ("es", "es como los céntimos sueltos que no llegan a un euro", False),
])
def test_a_sum_of_money_or_a_shops_points_is_told_not_likened(lang, part, told):
    from companion.search.off_topic import tells_of_money
    assert tells_of_money(part, lang) is told


@pytest.mark.parametrize(("lang", "question", "elsewhere"), [
    ("en", "is gandalf older than dumbledore", ["gandalf", "dumbledore"]),
    ("fr", "c'est quoi la maison de Harry Potter à Poudlard", ["potter", "poudlard"]),
    ("es", "Harry tiene tres chacales en fila, ¿puntúan?", []),    # a player's name
])
def test_names_from_stories_are_words_from_elsewhere(lang, question, elsewhere):
    from companion.search.lexicon import lexicon_for
    assert lexicon_for(GAMES["ankhor"], lang).unheard_words(question) == elsewhere


@pytest.mark.parametrize(("lang", "question"), [
    ("fr", "dans Astérix Mission Cléopâtre, c'est qui qui joue Numérobis ?"),
    ("en", "azul rules, can you take tiles from the middle"),     # the other game first
    ("en", "who would win, Harry Potter or Voldemort"),         # Harry: a player's name
    ("en", "who wins? we are playing catan tonight"),
    ("en", "who would win, gandalf or dumbledore"),
    # a sentence naming a player tells a play of the other game, not its rule
    ("es", "al mus, a la grande: yo llevo rey, rey, caballo, sota y Andrea rey, rey, caballo, "
           "cinco. ella dice que gana porque es mano. quién gana la grande?"),
    # naming the game, or "this game", is no sign the part asks a rule
    ("en", "Priya won Ankh'or last Friday 34 to 29 and Tom hosted. whose place are we playing "
           "at next week, I think it was Ben's turn but he says he hosted in March"),
    ("es", "Cena: 3 hamburguesas a 9,90, unas bravas a 5 y el juego lo pagamos entre los 4, 40 "
           "euros. ¿Cuánto debe Marcos, que no ha traído nada?"),
    ("es", "a ver, ¿cuándo se construyeron las pirámides de Guiza de verdad? Jorge dice que "
           "hace diez mil años"),
    # the part that asks names the thing of the part from elsewhere: the aside is the topic
    ("es", "en el baño hay 20 azulejos rotos detrás del lavabo. cuánto suele costar cambiar "
           "azulejos por metro cuadrado más o menos?"),
    # another game played by a word standing for it, or brought out
    ("en", "in ticket to ride who gets the bonus for the longest route if two people tie, "
           "we're playing it after this"),
    ("fr", "aux Aventuriers du Rail on pioche combien de cartes wagon par tour, on y joue "
           "juste après ?"),
    ("fr", "Le petit a sorti le Jenga. On a le droit de toucher un bloc puis d'en prendre un "
           "autre ?"),
    # someone's claim of a count answers nothing alone
    ("en", "Dan and I are redoing the bathroom floor, it's 2.4 by 1.8 metres and the tiles are "
           "30 by 30. Dan says 40 tiles, I say 48 to allow for breakage. how many do we "
           "actually need to buy?"),
    # the part that asks names too little of the game to ask less
    ("en", "redoing the bathroom floor, I need about 55 tiles and they come in boxes of 12 for "
           "34 bucks. jim says buy 5 boxes, I say 4 is plenty. how many should I get with 10% "
           "spare"),
    # a price is money told: what follows it asks about the bill
    ("en", "beers are 4.50 each, 5 of us, 2 rounds - what's the total"),
])
def test_no_part_of_an_off_topic_question_asks_alone(app, sentence_model, lang, question):
    with app.app_context():
        assert not answering_games(question, lang, sentence_model)


@pytest.mark.parametrize(("lang", "question"), [
    ("es", "en el azul hay tres pisos, cuántos puntos"),      # Pyramids' blue stones
    ("es", "en el obelisco, cuenta igual en el rojo como en el azul"),
    ("en", "the youngest among us goes first?"),
    ("en", "Zelda has three jackals in a row, do they score"),  # a player's name
    ("es", "al final sumo mis losas de tumba y me dan 14"),  # "sumo", I add: no sport
])
def test_words_and_names_of_the_table_name_no_other_game(lang, question):
    from companion.search.off_topic import names_another_game
    assert not names_another_game(question, lang)


@pytest.mark.parametrize(("lang", "question", "game_named"), [
    ("fr", "tombeau : j'ai 6 bleus, Paul 5 et Julie 6, qui prend les 5 points du bleu ?",
     "on joue au 6 qui prend ce soir, c'est quoi la règle pour les points ?"),
    ("en", "Mia has 7, wonders who scores the tomb?",
     "Mia has 7 wonders on the shelf, who scores the tomb?"),
])
def test_a_game_name_never_runs_across_a_stop(lang, question, game_named):
    from companion.search.off_topic import names_another_game
    assert not names_another_game(question, lang)
    assert names_another_game(game_named, lang)


@pytest.mark.parametrize("question", [
    "Rojo saca 5 puntos y Azul 3 y acaban en la misma casilla, ¿quién va delante?",
    "el azul llega a la casilla donde está el rojo, ¿pone su piedra delante o detrás?",
])
def test_azul_is_blue_in_spanish_not_the_game_azul(question):
    """Azul is named in Spanish by the phrases that make it a game ("jugar al Azul")."""
    from companion.search.off_topic import names_another_game
    assert not names_another_game(question, "es")
    assert names_another_game(question.replace("Azul", "azul").replace(
        "azul", "el juego del Azul", 1), "es")


@pytest.mark.parametrize(("slug", "lang", "question"), [
    ("pyramids", "en", "is visiting the pyramids on a trip to Egypt worth it"),
    ("egizia", "es", "¿cuántos días hacen falta para ver Luxor y Asuán en crucero?"),
    ("ankhor", "fr", "au British Museum, la salle égyptienne est à quel étage ?"),
    ("towers-of-arkhanos", "es", "¿cuánto mide la torre más alta de España?"),
    ("egizia", "en", "how old is the temple of Edfu"),
    ("egizia", "es", "¿cuánto cuesta la entrada al templo de Edfu?"),
    ("egizia", "fr", "le temple de Philae on le visite comment"),
    ("ankhor", "en", "how many points is a goal worth in ice hockey"),
])
def test_travel_museum_and_building_questions_get_no_answer(app, sentence_model, slug, lang, question):
    with app.app_context():
        assert search.ask(get_db(), GAMES[slug], question, lang=lang, model=sentence_model) == []


@pytest.mark.parametrize(("slug", "lang", "question"), [
    ("egizia", "fr", "les scarabées c'est pour quoi ?"),
    ("pyramids", "fr", "l'obélisque on le met où, collé à la pyramide ?"),
])
def test_a_question_in_the_words_of_one_entry_is_answered_near_an_off_topic_one(
        app, sentence_model, slug, lang, question):
    """Near in meaning to "what were scarabs" or "how were the pyramids built", but every
    word is in one entry's title and phrasings: it is answered."""
    with app.app_context():
        assert search.ask(get_db(), GAMES[slug], question, lang=lang, model=sentence_model)


@pytest.mark.parametrize(("slug", "lang", "with_names", "without"), [
    ("ankhor", "en", "Marta took 3 tokens and Ben says she must put one back",
     "took 3 tokens and says she must put one back"),
    ("egizia", "fr", "Camille et Théo finissent sur la même case, qui gagne ?",
     "et finissent sur la même case, qui gagne ?"),
    ("pyramids", "es", "Lucía y yo empatamos, ¿quién gana?", "y yo empatamos, ¿quién gana?"),
])
def test_a_players_name_is_no_question_word(slug, lang, with_names, without):
    from companion.search.lexicon import lexicon_for
    lexicon = lexicon_for(GAMES[slug], lang)
    assert lexicon.question_terms(with_names) == lexicon.question_terms(without)
    assert lexicon.spelled(with_names).split() == lexicon.spelled(without).split()


def test_a_name_that_is_also_a_word_is_a_name_only_with_a_capital():
    from companion.search.lexicon import is_player_name
    assert is_player_name("Dan") and not is_player_name("dan")      # "¿cuántos puntos dan?"
    assert is_player_name("marta") and is_player_name("Marta")
    assert not is_player_name("tomas") and not is_player_name("pierre")


def test_a_name_that_is_a_rules_word_of_the_game_stays_a_question_word():
    from companion.search.lexicon import lexicon_for
    towers = lexicon_for(GAMES["towers-of-arkhanos"], "es")
    assert towers.question_terms("¿el Pilar da bonificación?") == towers.question_terms(
        "¿el pilar da bonificación?")


def test_a_question_naming_players_finds_its_entry(app, sentence_model):
    """The names of the table say who, not what (the sentence model reads it without them)."""
    with app.app_context():
        found = search.ask(get_db(), GAMES["towers-of-arkhanos"], "Jake has no meeples left "
                           "in his supply and it's his turn to place", lang="en",
                           model=sentence_model)
    assert found and found[0].entry.id == "no-meeples"


@pytest.mark.parametrize(("slug", "lang", "question", "names"), [
    ("ankhor", "en", "Priya and I both ended on 27, who wins", {"priya"}),
    ("egizia", "en", "Kofi has boats on the sphinx and the pyramid", {"kofi"}),
    ("towers-of-arkhanos", "en", "Omar's purple 3 fits the outer tower", {"omar"}),
    ("pyramids", "en", "how tall is the pyramid of Khufu", set()),
    ("towers-of-arkhanos", "es", "¿cuánto mide la torre de Pisa?", set()),
    ("pyramids", "fr", "Anubis, il permet quoi ?", set()),          # a word of the game
    ("ankhor", "es", "Cuantso azulejos hay?", set()),                # a typo, not a name
])
def test_players_names_are_told_by_a_capital_and_where_they_stand(slug, lang, question, names):
    from companion.search.lexicon import lexicon_for
    assert lexicon_for(GAMES[slug], lang).player_names(question) == names


@pytest.mark.parametrize(("slug", "lang", "question", "unheard"), [
    ("egizia", "es", "cuando se construyo el templo de karnak", ["karnak"]),
    ("pyramids", "en", "how tall is the pyramid of Khufu", ["khufu"]),
    ("ankhor", "en", "how many points is a touchdown", []),        # a word of the language
    ("ankhor", "es", "cuantas fichas tiene cada jugadr", []),      # a typo of the game's word
    ("towers-of-arkhanos", "en", "Omar's purple 3 fits the outer tower", []),   # a player
    ("ankhor", "en", "what age is ankhor for", []),                # the game, in one word
    ("pyramids", "es", "nosotros desempatamos por la tumba", []),   # a form of a synonym's word
])
def test_words_neither_the_games_nor_the_languages_are_told(slug, lang, question, unheard):
    from companion.search.lexicon import lexicon_for
    assert lexicon_for(GAMES[slug], lang).unheard_words(question) == unheard


def test_the_languages_words_are_known_without_importing_wordfreq():
    import subprocess
    import sys
    code = ("import sys; from companion.search.language_words import is_word_of; "
            "assert is_word_of('huevos', 'es') and is_word_of('films', 'en'); "
            "assert is_word_of('reliees', 'fr') and is_word_of('réliées', 'fr'); "
            "assert not is_word_of('jugadr', 'es') and not is_word_of('tuille', 'fr'); "
            "assert 'wordfreq' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize(("slug", "lang", "question", "kept", "fixed"), [
    ("towers-of-arkhanos", "es", "cuantos huevos lleva un flan", "huevos", None),
    ("pyramids", "es", "cuanto cuesta el juego en la tienda", "cuesta", None),
    ("ankhor", "en", "wen dose the game endd", None, "does"),     # swapped: still a typo
    ("ankhor", "es", "cuantas fichas tiene cada jugadr", None, "jugador"),
])
def test_a_word_of_the_language_is_no_typo_for_a_changed_letter(slug, lang, question, kept,
                                                                fixed):
    from companion.search.lexicon import lexicon_for
    spelled = lexicon_for(GAMES[slug], lang).spelled(question).split()
    assert (kept is None or kept in spelled) and (fixed is None or fixed in spelled), spelled


@pytest.mark.parametrize(("lang", "question", "myth"), [
    ("fr", "thot c'était le dieu de quoi", True),
    ("es", "dios de qué era ra", True),
    ("en", "my dad says anubis was the jackal god of the dead, so does anubis let me build in "
           "the tomb", False),                   # the myth told, the game's god asked
    ("fr", "Anubis, il permet quoi ?", False),
])
def test_asking_a_gods_domain_asks_the_myth(lang, question, myth):
    from companion.search.off_topic import asks_a_gods_domain
    assert asks_a_gods_domain(question, lang) is myth


@pytest.mark.parametrize(("lang", "question", "played"), [
    ("en", "who gets the longest route in ticket to ride, we're playing it after this", True),
    ("es", "en el catan, ¿cuántas cartas se roban? lo jugamos luego", True),
    ("fr", "le petit a sorti le Jenga, on peut toucher un bloc ?", True),
    # offered instead of this one, or nothing played
    ("en", "in catan you trade. if this one drags on we'll play it next week", False),
    ("fr", "au tarot le chien c'est combien de cartes ?", False),
    # someone else plays it: this table's game when the question says "here"
    ("es", "mi suegro juega al mus y se cree que aquí también hay señas. si empatamos ¿quién "
           "gana?", False),
    ("fr", "mon frère joue au tarot tous les mardis. le chien c'est combien de cartes ?", True),
    ("en", "my dad plays poker on fridays, what beats a full house?", True),
    # played by habit: "ne joue qu'au", its "qu'" elided
    ("fr", "la pile de tuiles est vide, on continue ? mon oncle ne joue qu'au tarot", False),
    # a person told by the game they play: "who plays", "que juega", "qui joue"
    ("en", "my uncle who plays agricola says it's the same. what do I lose?", False),
    ("es", "mi primo, que juega al mus, dice que se puede. ¿cuántas cartas robo?", False),
    ("fr", "ma tante qui joue au tarot dit qu'on garde le chien. on pioche combien ?", False),
])
def test_another_game_is_being_played(lang, question, played):
    from companion.search.off_topic import plays_another_game
    assert plays_another_game(question, lang) is played


@pytest.mark.parametrize(("lang", "part", "claimed"), [
    ("en", "Dan says 40 tiles", True),
    ("es", "Iker dice que 43 pisos", True),
    ("fr", "Arnaud dit 10 pierres", True),
    ("en", "Gus says round 3 starts a new deck", False),     # a rule claimed: it may ask
    ("en", "we are on 40 tiles", False),                    # nobody claims
    ("fr", "Sophie dit que les dés restent où ils sont", False),
])
def test_a_part_that_only_claims_a_count(lang, part, claimed):
    from companion.search.answers import _a_count_claimed
    assert _a_count_claimed(part, lang) is claimed


def test_the_other_games_name_capitalised_is_no_players():
    """"Azul" reads as a player's name (a capitalised word); in the sentence telling of the
    game Azul it is the game's, so the sentence is still taken away."""
    from companion.search.lexicon import lexicon_for
    from companion.search.off_topic import compared_with_another_game
    question = "My sister says this is basically Azul with animals. does a lonely jackal score?"
    lexicon = lexicon_for(GAMES["ankhor"], "en")
    assert "azul" in lexicon.player_names(question)
    assert compared_with_another_game(question, "en", lexicon.vocabulary,
                                      lexicon.player_names(question)) == (
        "does a lonely jackal score?")
