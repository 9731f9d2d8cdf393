"""The teach covers the game: for every game of the registry, the facts of its fact sheet
(/work/shared/rules/<game>.md) that a first play needs (every scoring rule with its numbers,
every special tile or card kind, what changes with the player count, the end trigger and how
ties break) are each found in what the host reads out, in every language.

A fact is a pattern per language, looked for in the read-out text (one line per statement,
spaces made plain), case ignored; `.` crosses lines, so a fact may take several statements."""
import re

import pytest

from companion import content, i18n, teach
from companion.games import GAMES


def fact(name: str, **patterns: str) -> tuple[str, dict[str, str]]:
    return name, patterns


FACTS = {
    "ankhor": [
        fact("one main action: 3 tokens or a tile",
             en=r"exactly one main action: take 3 tokens.*or buy 1 tile",
             es=r"exactamente una acción principal: tomar 3 fichas.*comprar 1 loseta",
             fr=r"exactement une action principale : prendre 3 jetons.*acheter 1 tuile"),
        fact("at the end of a turn: 5 resources and 2 ankhs",
             en=r"when your turn ends: keep at most 5 resources and 2 ankhs",
             es=r"al terminar tu turno: quédate como mucho con 5 recursos y 2 ankhs",
             fr=r"fin de ton tour : garde au plus 5 ressources et 2 ankh"),
        fact("token piles: 4, 5 or 6 by player count",
             en=r"4 tokens with 2 players, 5 with 3 and 6 with 4",
             es=r"4 fichas con 2 jugadores, 5 con 3 y 6 con 4",
             fr=r"4 jetons à deux joueurs, 5 à trois et 6 à quatre"),
        fact("price: one resource per marker; edge to edge",
             en=r"one resource .* for each price marker.*edge to edge",
             es=r"un recurso .* por cada marcador de precio.*adyacente.*por un lado",
             fr=r"une ressource .* par marqueur de prix.*bord contre bord"),
        fact("upper level: on four tiles in a square, one of its colour, one resource less",
             en=r"upper level: across four of your tiles forming a 2x2 square.*its colour.*one "
                r"resource less",
             es=r"nivel superior: sobre cuatro de tus losetas .* cuadrado de 2x2.*su color.*un "
                r"recurso menos",
             fr=r"premier étage : à cheval sur quatre de tes tuiles .* carré de 2x2.*sa "
                r"couleur.*une ressource de moins"),
        fact("a group of 5 of a colour or of an animal earns a bonus token",
             en=r"group of 5 or more connected tiles of one colour.*5 or more connected "
                r"animals.*bonus token",
             es=r"grupo de 5 o más losetas unidas de un mismo color.*5 o más animales.*ficha de "
                r"bonificación",
             fr=r"au moins 5 tuiles reliées d'une même couleur.*au moins 5 animaux.*jeton bonus"),
        fact("a bonus token is worth 3",
             en=r"bonus token is worth 3 points", es=r"ficha de bonificación vale 3 puntos",
             fr=r"jeton bonus vaut 3 points"),
        fact("animal tiles: jackal, scarab, falcon", en=r"jackal, the scarab and the falcon",
             es=r"chacal, el escarabajo y el halcón", fr=r"chacal, le scarabée et le faucon"),
        fact("storehouse: a token, then one more space",
             en=r"buy the storehouse, put a token of its colour on it.*once empty, it keeps one "
                r"token",
             es=r"comprar el almacén, pones encima una ficha de su color.*una vez vacío, te "
                r"guarda una ficha",
             fr=r"achètes le dépôt, pose dessus un jeton de sa couleur.*une fois vide, il te "
                r"laisse garder un jeton"),
        fact("scribe: an extra turn", en=r"scribe gives you an extra turn",
             es=r"escriba te da un turno extra", fr=r"scribe t'offre un tour supplémentaire"),
        fact("desert: no power, counts for its colour",
             en=r"desert has no power and no animal, but it counts for its colour",
             es=r"desierto no tiene efecto ni animal, pero cuenta para su color",
             fr=r"désert n'a ni effet ni animal, mais il compte pour sa couleur"),
        fact("ankhs: extra actions, at most 2 a turn, refresh or move",
             en=r"ankh .* one extra action.*at most 2 a turn: refresh the row, or move",
             es=r"ankh .* una acción adicional.*como mucho 2 por turno: actualizar la fila o "
                r"mover",
             fr=r"ankh .* une action en plus.*2 au maximum par tour : renouveler la rangée, ou "
                r"bien déplacer"),
        fact("an ankh taken this turn waits for a later turn",
             en=r"ankh taken this turn can be spent next turn at the earliest",
             es=r"ankh que tomas este turno se gasta, como pronto, en el siguiente",
             fr=r"ankh pris ce tour-ci se dépense au plus tôt au tour suivant"),
        fact("2 players: a refresh discards the leftmost tile",
             en=r"refresh first discards the leftmost tile, with 2 players only",
             es=r"con 2 jugadores \(y solo entonces\).*se descarta primero la loseta del extremo "
                r"izquierdo",
             fr=r"à deux joueurs \(et seulement à deux\).*défausse d'abord la tuile la plus à "
                r"gauche"),
        fact("a split group of 5 gives its bonus token back",
             en=r"splits a group of 5 .* the token goes back",
             es=r"rompe un grupo de 5 .* la ficha se devuelve",
             fr=r"coupe un groupe de 5 .* ce jeton est rendu"),
        fact("end: the 13th tile, then the round is finished",
             en=r"13th tile, the round is played to its end",
             es=r"13\.ª loseta, la ronda se juega hasta el final",
             fr=r"13e tuile, on termine le tour de table"),
        fact("scoring: printed numbers and bonus tokens, groups of 2 or more, 1 per 3 tokens",
             en=r"numbers printed on your tiles, plus your bonus tokens; 1 point per animal tile "
                r"in a group of 2 or more.*1 point per tile in a group of 2 or more of the same "
                r"colour.*1 point per 3 tokens",
             es=r"números impresos en tus losetas, más tus fichas de bonificación; 1 punto por "
                r"cada loseta de animal en un grupo de 2 o más.*1 punto por cada loseta en un "
                r"grupo de 2 o más del mismo color.*1 punto por cada 3 fichas",
             fr=r"chiffres imprimés sur tes tuiles et tes jetons bonus ; 1 point par tuile "
                r"animal dans un groupe d'au moins 2.*1 point par tuile dans un groupe d'au "
                r"moins 2 de la même couleur.*1 point par lot de 3 jetons"),
        fact("most points wins", en=r"most points wins", es=r"gana quien tenga más puntos",
             fr=r"le plus de points l'emporte"),
        fact("an upper tile never splits a group", en=r"upper tile never splits a group",
             es=r"nunca corta un grupo", fr=r"ne coupe donc jamais un groupe"),
        fact("ties: fewer tiles, then more leftover tokens, then shared",
             en=r"fewer tiles wins\.\nstill level: whoever has more tokens left over\.\nstill "
                r"level after that: you share the win",
             es=r"menos losetas\.\nsi siguen igualados: quien tenga más fichas sobrantes\.\nsi "
                r"aun así siguen igualados: comparten la victoria",
             fr=r"le moins de tuiles gagne\.\nsi l'égalité persiste : celui à qui il reste "
                r"le plus de jetons\.\nsi l'égalité demeure : la victoire est partagée"),
    ],
    "pyramids": [
        fact("10 rounds of five phases; the quarry holds one pair per player",
             en=r"10 rounds of five phases.*one pair of cards per player",
             es=r"10 rondas de cinco fases.*una pareja de cartas por jugador",
             fr=r"10 manches de cinq phases.*une paire de cartes par joueur"),
        fact("a pair is never split", en=r"whole pair", es=r"entera la pareja",
             fr=r"paire choisie en entier"),
        fact("god tiles by count: Thoth only with 4 or 5",
             en=r"with 4 or 5 players all five god tiles.*with 2 or 3, thoth \(5\) stays in the "
                r"box",
             es=r"con 4 o 5 jugadores se usan las cinco fichas de dios; con 2 o 3, thoth \(5\) "
                r"se queda en la caja",
             fr=r"à 4 ou 5 joueurs, on utilise les cinq tuiles dieu ; à 2 ou 3, thot \(5\) reste "
                r"dans la boîte"),
        fact("2 players: one god tile set aside each round, the next one in turn",
             en=r"with 2 players only three of the four god tiles.*aside at random.*with 2 "
                r"players, the tile set aside comes back and the next number up sits out",
             es=r"con 2 jugadores solo hay tres de las cuatro fichas de dios.*al azar.*con 2 "
                r"jugadores, la ficha apartada vuelve y se aparta la del número siguiente",
             fr=r"à 2 joueurs, seules trois des quatre tuiles dieu.*au hasard.*à 2 joueurs, la "
                r"tuile écartée revient et celle du numéro suivant est écartée"),
        fact("turns in god-tile order; take a pair and build at once",
             en=r"in god-tile order, lowest first, each player takes a pair .* builds at once",
             es=r"por orden de ficha de dios, de menor a mayor, cada jugador se lleva una pareja"
                r".*construye en el acto",
             fr=r"dans l'ordre des tuiles dieu, du plus petit numéro au plus grand, chaque "
                r"joueur prend en main une paire.*construit aussitôt"),
        fact("one pyramid card a turn, compulsory", en=r"exactly one card goes into your "
             r"pyramid, and it is compulsory",
             es=r"exactamente una carta a tu pirámide, y es obligatoria",
             fr=r"tu dois poser exactement une carte dans ta pyramide"),
        fact("what each god allows, Sekhmet by count",
             en=r"horus \(1\) nothing; anubis \(2\) a tomb card; khepri \(3\) an obelisk card.*"
                r"\nsekhmet \(4\) .* with 2 or 3 players she allows a tomb card and an obelisk "
                r"card; with 4 or 5, only one of the two.*\nthoth \(5\).* allows a tomb card and "
                r"an obelisk card",
             es=r"horus \(1\), nada; anubis \(2\), una carta en la tumba; khepri \(3\), una en el "
                r"obelisco.*\nsekhmet \(4\) .* con 2 o 3 permite una carta en la tumba y otra en "
                r"el obelisco; con 4 o 5, solo una de las dos.*\nthoth \(5\).* permite una carta "
                r"en la tumba y otra en el obelisco",
             fr=r"horus \(1\), rien ; anubis \(2\), une carte dans le tombeau ; khépri \(3\), "
                r"une dans l'obélisque.*\nsekhmet \(4\) .* à 2 ou 3, elle autorise une carte dans "
                r"le tombeau et une dans l'obélisque ; à 4 ou 5, une seule des deux.*\nthot "
                r"\(5\).* autorise une carte dans le tombeau et une dans l'obélisque"),
        fact("end of a round: 1 card kept, first-player token passes left",
             en=r"keeps at most 1 card .* first-player token passes to the left",
             es=r"como mucho con 1 carta .* ficha de primer jugador pasa al jugador de la "
                r"izquierda",
             fr=r"garde au plus 1 carte .* jeton premier joueur passe au voisin de gauche"),
        fact("end: after round 10, hands discarded, tombs revealed",
             en=r"after round 10.*discard the cards left in hand, turn every tomb face up",
             es=r"tras la ronda 10.*se descartan las cartas que queden en la mano, se revelan "
                r"todas las tumbas",
             fr=r"après la 10e manche.*on défausse les cartes restées en main, on retourne tous "
                r"les tombeaux"),
        fact("pyramid: each colour's biggest group, 1 a stone",
             en=r"1 point per stone in its biggest group", es=r"1 punto por piedra de su mayor "
             r"grupo", fr=r"1 point par pierre de son plus grand groupe"),
        fact("pyramid: the biggest group of all scores a second time",
             en=r"biggest of those five groups scores a second time",
             es=r"mayor de esos cinco grupos puntúa una segunda vez",
             fr=r"plus grand de ces cinq groupes marque une seconde fois"),
        fact("pyramid bonus: 10 when every colour has 3",
             en=r"10 more points when every colour's biggest group has at least 3 stones",
             es=r"10 puntos más cuando el mayor grupo de cada color tiene al menos 3 piedras",
             fr=r"10 points de plus quand le plus grand groupe de chaque couleur compte au moins "
                r"3 pierres"),
        fact("obelisk: one colour, 1 3 6 10 15",
             en=r"one colour only.*\n1 stage scores 1 point, 2 stages 3, 3 stages 6, 4 stages "
                r"10 and 5 stages 15",
             es=r"solo un color.*\n1 etapa da 1 punto; 2 etapas, 3; 3 etapas, 6; 4 etapas, 10; "
                r"y 5 etapas, 15",
             fr=r"une seule couleur.*\n1 étage rapporte 1 point, 2 étages 3, 3 étages 6, 4 "
                r"étages 10 et 5 étages 15"),
        fact("tomb: 5 a colour to the one player with most, none on a tie",
             en=r"each colour is worth 5 points to the one player.*\n.*that colour pays nobody",
             es=r"cada color vale 5 puntos para el único jugador.*\n.*ese color no da puntos a "
                r"nadie",
             fr=r"chaque couleur vaut 5 points pour le seul joueur.*\n.*cette couleur ne "
                r"rapporte rien à personne"),
        fact("glyphs: 2 in the building they show", en=r"2 points per glyph in the building it "
             r"shows", es=r"2 puntos por cada glifo que esté en el edificio que representa",
             fr=r"2 points par glyphe placé dans le bâtiment qu'il représente"),
        fact("most points wins; ties share", en=r"most points at the end wins.*\n.*everyone "
             r"tied on the highest total shares the win",
             es=r"gana quien tenga más puntos al final.*\n.*todos los empatados con el total "
                r"más alto comparten la victoria",
             fr=r"le plus de points à la fin l'emporte.*\n.*tous les joueurs à égalité sur le "
                r"plus haut total se partagent la victoire"),
    ],
    "towers-of-arkhanos": [
        fact("the towers: three outer, one central, from the starting floor tiles",
             en=r"starting floor tiles.*first floors of the three outer towers.*central tower",
             es=r"baldosas de piso iniciales.*primer piso de las tres torres exteriores.*torre "
                r"central",
             fr=r"tuiles d'étage de départ.*premier étage des trois tours extérieures.*tour "
                r"centrale"),
        fact("the stack of 14 floor tiles", en=r"other 14 tiles.*stack",
             es=r"otras 14 baldosas.*pila", fr=r"14 autres tuiles.*pile"),
        fact("spellbook and meeples; the bag of dice", en=r"spellbook and the meeples.*dice go "
             r"in the bag", es=r"libro de hechizos y los meeples.*dados van a la bolsa",
             fr=r"grimoire et les meeples.*dés vont dans le sac"),
        fact("a turn: die and meeple on a pillar, bonus, full floor scored",
             en=r"empty pillar .* with one of your meeples beside it.*bonus.*all three pillars",
             es=r"pilar vacío .* con uno de tus meeples al lado.*bonificación.*los tres pilares",
             fr=r"pilier vide .* avec un de tes meeples à côté.*bonus.*les trois piliers"),
        fact("outer tiles take their dice only; the central tower any",
             en=r"outer tile takes only the dice colours and numbers it shows\. the central "
                r"tower takes any die",
             es=r"baldosa exterior solo admite los colores y números de dado que muestra\. la "
                r"torre central admite cualquier dado",
             fr=r"tuile extérieure n'accepte que les couleurs et les valeurs de dés qu'elle "
                r"montre\. la tour centrale prend n'importe quel dé"),
        fact("the four pillar bonuses",
             en=r"2 prestige; prestige equal to the tower's floor number; activate a spell.*; "
                r"or build a tower or activate a spell",
             es=r"2 de prestigio; tanto prestigio como el número de piso de la torre; activar un "
                r"hechizo.*; o construir una torre o activar un hechizo",
             fr=r"2 points de prestige ; autant de prestige que le numéro de l'étage de la "
                r"tour ; activer un sort.* ; ou construire une tour ou activer un sort"),
        fact("spells: one meeple each, cast any number in your turn",
             en=r"spell holds one meeple at most.*cast any number of active spells",
             es=r"en cada hechizo cabe un meeple como mucho.*lanzar los hechizos activos que "
                r"quieras",
             fr=r"un sort porte au plus un meeple.*lancer autant de sorts actifs que tu veux"),
        fact("no meeple: cast a spell first", en=r"empty supply, first cast",
             es=r"suministro vacío, lanza primero", fr=r"réserve vide, lance d'abord"),
        fact("dice and turns by count", en=r"2 players: 5 dice .* 2 turns.*3 players: 4 dice, 1 "
             r"turn each\. 4 players: 5 dice, 1 turn each",
             es=r"2 jugadores: 5 dados .* 2 turnos.*con 3: 4 dados y 1 turno por jugador\. "
                r"con 4: 5 dados y 1 turno por jugador",
             fr=r"2 joueurs : 5 dés .* 2 tours.*3 joueurs : 4 dés, 1 tour chacun\. à 4 joueurs : "
                r"5 dés, 1 tour chacun"),
        fact("the last die of a round goes on the mana pool",
             en=r"last die left .* mana pool", es=r"último dado que queda .* reserva de maná",
             fr=r"dernier dé va .* réserve de mana"),
        fact("end: after round 8 (2 or 4) or 9 (3)",
             en=r"after round 8 with 2 or 4 players, after round 9 with 3 players",
             es=r"tras la ronda 8 con 2 o 4 jugadores, y tras la ronda 9 con 3",
             fr=r"après la manche 8 à 2 ou 4 joueurs, et après la manche 9 à 3 joueurs"),
        fact("floor scoring: influence 1 and 2, most and second from the board",
             en=r"1 per apprentice, 2 for the master\. most and second most influence take the "
                r"prestige printed on the mana pool board, less on a central-tower floor",
             es=r"1 por aprendiz, 2 por el maestro\. el primero y el segundo en influencia "
                r"cobran el prestigio impreso en la reserva de maná, menos en un piso de la "
                r"torre central",
             fr=r"1 par apprenti, 2 pour le maître\. le premier et le deuxième en influence "
                r"touchent le prestige imprimé sur le plateau de la réserve de mana, moins pour "
                r"un étage de la tour centrale"),
        fact("floor ties: the tie value; nobody second after a tie for most",
             en=r"tied for most: each tied player takes the board's tie value, and nobody takes "
                r"second place",
             es=r"empate en cabeza: cada empatado cobra el valor de empate del tablero, y nadie "
                r"cobra el segundo puesto",
             fr=r"égalité en tête : chaque joueur à égalité touche la valeur d'égalité du "
                r"plateau, et personne ne prend la deuxième place"),
        fact("meeples beside a die return, the others stay put; a new floor on top",
             en=r"meeples beside a die go back.*everything else stays put.*any meeple with no "
                r"die.*top tile of the stack",
             es=r"meeples que están junto a un dado vuelven.*lo demás no se mueve.*cualquier "
                r"meeple sin dado.*baldosa de arriba de la pila",
             fr=r"meeples posés à côté d'un dé reviennent.*le reste ne bouge pas.*tout meeple "
                r"sans dé.*tuile du dessus de la pile"),
        fact("the bonus comes before the floor is scored", en=r"pillar bonus \(step 2\) comes "
             r"before scoring the floor",
             es=r"bonificación del pilar \(paso 2\) va antes de puntuar el piso",
             fr=r"bonus du pilier \(étape 2\) passe avant le décompte de l'étage"),
        fact("final scoring: incomplete floors 3, 2, 1; 1 per spellbook meeple",
             en=r"incomplete floor is scored with fixed prizes: 3 prestige for most influence, "
                r"2 for second, 1 for each tied player\. then each player gains 1 prestige per "
                r"meeple on their spellbook",
             es=r"piso incompleto se puntúa con premios fijos: 3 de prestigio para el primero en"
                r" influencia, 2 para el segundo y 1 para cada empatado\. después cada jugador "
                r"gana 1 de prestigio por cada meeple de su libro de hechizos",
             fr=r"étage incomplet est décompté avec des gains fixes : 3 points de prestige pour "
                r"le premier en influence, 2 pour le deuxième, 1 pour chaque joueur à égalité\. "
                r"puis chacun gagne 1 point de prestige par meeple sur son grimoire"),
        fact("most prestige wins", en=r"most prestige wins", es=r"gana quien tenga más "
             r"prestigio", fr=r"le plus de prestige l'emporte"),
        fact("ties: spellbook meeples, then upper floors, then shared",
             en=r"more meeples on their spellbook, then more meeples on the towers' upper "
                r"floors; after that, the tied players share",
             es=r"más meeples en su libro de hechizos y, después, en los pisos altos de las"
                r" torres; si persiste, los empatados comparten",
             fr=r"le plus de meeples sur son grimoire, puis sur\s+les étages supérieurs des tours "
                r"; si l'égalité persiste, les ex æquo se partagent"),
    ],
    "egizia": [
        fact("turn tiles: one per player, dealt blind",
             en=r"turn tiles, one per player, are dealt blind",
             es=r"fichas de orden de turno, una por jugador, se reparten a ciegas",
             fr=r"tuiles d'ordre du tour, une par joueur, sont distribuées faces cachées"),
        fact("crews, one of them the Joker; the Joker never alone",
             en=r"4 crews \(one of them the joker\).*\n.*joker only ever helps another crew",
             es=r"4 equipos de construcción \(uno es el joker\).*\n.*joker solo sirve de "
                r"refuerzo a otro equipo",
             fr=r"4 équipes de construction \(dont le joker\).*\n.*joker ne fait qu'aider une "
                r"autre équipe"),
        fact("boats: turn-tile order, one a space, downstream",
             en=r"turn-tile order, boats go out one at a time.*one boat.*downstream",
             es=r"fichas de orden de turno, los barcos salen de uno en uno.*un barco.*río abajo",
             fr=r"ordre des tuiles, les bateaux sortent un par un.*un bateau.*en aval"),
        fact("the three kinds of river space; one boat per site each",
             en=r"nile card takes the card; on a round space .* action; on a building site.*one "
                r"boat per site per player",
             es=r"carta del nilo se lleva la carta; en un espacio redondo hace su acción; en un "
                r"sitio de construcción.*un barco por sitio y jugador",
             fr=r"carte nil prend la carte ; sur une case ronde, il déclenche l'action de la case "
                r"; sur un chantier.*un bateau par chantier et par joueur"),
        fact("speculating beside a full site",
             en=r"all 3 spaces of a building site are taken, you may still put a boat beside",
             es=r"los 3 espacios de un sitio de construcción estén ocupados, puedes poner tu "
                r"barco junto",
             fr=r"les 3 cases d'un chantier sont prises, tu peux placer un bateau à côté"),
        fact("Nile card decks by round",
             en=r"deck 1/2 in rounds 1 and 2, 3/4 in rounds 3 and 4, 5 in round 5",
             es=r"mazo 1/2 en las rondas 1 y 2, 3/4 en las rondas 3 y 4, 5 en la ronda 5",
             fr=r"paquet 1/2 aux manches 1 et 2, 3/4 aux manches 3 et 4, 5 à la manche 5"),
        fact("feeding: 1 to 3 points per hungry strength point, below zero allowed",
             en=r"each hungry strength point costs 1 to 3 points.*below zero",
             es=r"cada punto de fuerza sin alimentar cuesta de 1 a 3 puntos.*bajo cero",
             fr=r"chaque point de force non nourri coûte de 1 à 3 points.*sous zéro"),
        fact("stones: 25 at most", en=r"stone table, 25 at most", es=r"tabla de piedras, hasta "
             r"25", fr=r"compteur, 25 au maximum"),
        fact("building order: sphinx, obelisk and tombs, pyramid and temple",
             en=r"sphinx, the obelisk and tombs, the pyramid and temple",
             es=r"la esfinge, el obelisco y las tumbas, la pirámide y el templo",
             fr=r"le sphinx, l'obélisque et les tombeaux, la pyramide et le temple"),
        fact("sphinx: up to 5 cards, a stone each, 1 point per card returned",
             en=r"sphinx cards \(5 at most\), a stone for each; keep one .* 1 point each",
             es=r"hasta tantas cartas de la esfinge como la fuerza de tu equipo \(5 como mucho\), "
                r"pagando 1 piedra por carta; te quedas una .* 1 punto por cada una",
             fr=r"jusqu'à autant de cartes sphinx que la force de ton équipe \(5 au maximum\), "
                r"en payant une pierre par carte ; garde-en une .* chacune rapporte 1 point"),
        fact("obelisk and tombs move a market marker down",
             en=r"move your stone-market or grain-market marker one space down",
             es=r"bajas un espacio tu marcador del mercado de piedras o del de granos",
             fr=r"descends d'une case ton marqueur du marché des pierres ou du marché du grain"),
        fact("pyramid row: most stones, 1 a stone, leftmost breaks a tie",
             en=r"pyramid row pays whoever has most stones in it 1 point per own stone.*leftmost",
             es=r"fila de la pirámide completa da a quien tenga más piedras en ella 1 punto por "
                r"cada piedra suya.*más a la izquierda",
             fr=r"rangée de pyramide complétée rapporte au joueur qui y a le plus de pierres 1 "
                r"point par pierre.*la plus à gauche"),
        fact("cooperation: 1, 3, 6 for boats on sites",
             en=r"spent a stone this round.*1 point for one boat, 3 for two, 6 for three",
             es=r"gastado alguna piedra esta ronda.*1 punto con un barco, 3 con dos y 6 con tres",
             fr=r"dépensé une pierre dans la manche.*1 point pour un bateau, 3 pour deux, 6 pour"
                r" trois"),
        fact("turn order: the last player takes tile 1; the later arrival on a shared space",
             en=r"furthest behind .* takes turn tile 1.*marker at the back takes the lower tile",
             es=r"el último en la pista .* se queda la ficha de orden de turno 1.*marcador de "
                r"atrás toma la más baja",
             fr=r"dernier sur la piste de score prend la tuile 1.*marqueur placé derrière prend "
                r"la plus basse"),
        fact("markets: 3 stones, 2 points at the bottom",
             en=r"bottom space of the stone market gives 3 stones.*\n.*bottom space of the "
                r"grain market scores 2 points",
             es=r"último espacio del mercado de piedras da 3 piedras.*\n.*último espacio del "
                r"mercado de granos da 2 puntos",
             fr=r"case du bas du marché des pierres donne 3 pierres.*\n.*case du bas du marché "
                r"du grain rapporte 2 points"),
        fact("end: after round 5", en=r"after round 5", es=r"tras la ronda 5",
             fr=r"après la manche 5"),
        fact("selling stones: two bottom spaces, 1 point per 2",
             en=r"two bottom spaces, every 2 stones .* 1 point",
             es=r"dos últimos espacios, cada 2 piedras .* 1 punto",
             fr=r"deux cases du bas, chaque paire de pierres .* 1 point"),
        fact("tomb tiles: 2, 5 or 9",
             en=r"1 to 10 earns 2 points, 11 to 20 earns 5, 21 or more earns 9",
             es=r"1 a 10 da 2 puntos, de 11 a 20 da 5, y de 21 o más da 9",
             fr=r"1 à 10 rapporte 2 points, de 11 à 20 en rapporte 5, et 21 ou plus en rapporte "
                r"9"),
        fact("sphinx cards score their points", en=r"sphinx cards: each card you kept",
             es=r"cartas de la esfinge: cada carta que guardaste",
             fr=r"cartes sphinx : chaque carte gardée"),
        fact("most points wins; a tie goes to the marker in front",
             en=r"most points wins\. on a tie, the marker in front",
             es=r"gana quien tenga más puntos\. si hay empate, gana el jugador cuyo marcador "
                r"está delante",
             fr=r"le plus de points l'emporte\. en cas d'égalité, gagne le joueur dont le "
                r"marqueur est devant"),
    ],
}


def read_out(slug: str, lang: str) -> str:
    with i18n.speaking(lang):
        text = teach.read_out(teach.sections(GAMES[slug], lang))
    return re.sub(r"[ \t\u00a0\u202f]+", " ", text.replace("’", "'")).casefold()


def test_every_game_of_the_registry_lists_its_facts():
    assert set(FACTS) == set(GAMES)
    assert all(len(FACTS[slug]) >= 10 for slug in GAMES)
    for slug in GAMES:
        for name, patterns in FACTS[slug]:
            assert set(patterns) == set(content.LANGUAGES), (slug, name)


@pytest.mark.parametrize("lang", content.LANGUAGES)
@pytest.mark.parametrize("slug", sorted(GAMES))
def test_the_teach_tells_every_fact_a_first_play_needs(slug, lang):
    text = read_out(slug, lang)
    missing = [name for name, patterns in FACTS.get(slug, ())
               if not re.search(patterns[lang], text, re.IGNORECASE | re.DOTALL)]
    assert not missing, missing


def test_a_fact_left_out_is_found_missing():
    """The patterns look for the fact, not for any text: a teach without its tie-break
    fails."""
    text = read_out("ankhor", "en").replace("fewer tiles", "more tiles")
    name, patterns = next(f for f in FACTS["ankhor"] if f[0].startswith("ties"))
    assert not re.search(patterns["en"], text, re.IGNORECASE | re.DOTALL)
