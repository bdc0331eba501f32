"""The first lesson of each game: its core mechanic, in two to five minutes, played by the learner in the Table
(``widgets.LessonTable``), in English or French. Each is a seeded game played by the moves below, with notes: La
Street's roll and squares, Les Ribauds' purse and run, Vengeance à Chicago's two dice, Super Gang's dice and exact
moves. ``first_lesson(key)``; a teacher writes his own as ``notebooks/teacher-tour.ipynb`` shows.

>>> from gangs.lessons import first_lesson
>>> lesson = first_lesson("street")
>>> [note.decision for note in lesson.notes if note.ask]
[0, 2]
"""

from __future__ import annotations

from typing import Callable

from .kernel import Match
from .kernel.lang import translator
from .kernel.registry import new
from .lesson import Lesson

_ = translator("kernel")

PLAYERS = ["Ana", "Ben"]
"""The players of every first lesson (the learner plays both seats, the lesson telling him which)."""


def _played(key: str, seed: int, moves: list[str]) -> Match:
    match = new(key, players=PLAYERS, seed=seed)
    for move in moves:
        match.play(move)
    return match


def _street() -> Lesson:
    lesson = Lesson.from_match(_played("street", 1, ["roll"] * 4), "La Street: roll, move, and the square acts",
                               fr="La Street : lancer, avancer, et la case agit")
    lesson.ask(0, "La Street is a race along a street of squares. Each turn you roll the die and your pawn moves that "
                  "many squares; the square where it stops acts. Ana, your turn: roll the die (the Roll button).",
               fr="La Street est une course le long d'une rue de cases. À chaque tour on lance le dé et son pion "
                  "avance d'autant ; la case où il s'arrête agit. Ana, à vous : lancez le dé (le bouton Lancer).",
               wrong="Roll the die: that is how a turn starts.", wrong_fr="Lancez le dé : c'est ainsi qu'un tour "
                                                                           "commence.",
               then="A 1: Ana's pawn stops on square 1, Petit business, and the square pays her 10 000 €.",
               then_fr="Un 1 : le pion d'Ana s'arrête sur la case 1, Petit business, qui lui rapporte 10 000 €.")
    lesson.note(1, "Now Ben rolls. Press Next to see his turn.", fr="Au tour de Ben. Appuyez sur Suivant pour voir "
                                                                   "son tour.")
    lesson.ask(2, "Ben rolled a 6: square 6 is a Karma square, and its card sent him to the Commissariat. Your turn "
                  "again: roll the die. (Before rolling you may give money to another player: not now.)",
               fr="Ben a fait 6 : la case 6 est une case Karma, et sa carte l'a envoyé au Commissariat. À vous de "
                  "nouveau : lancez le dé. (Avant de lancer, on peut donner de l'argent à un autre joueur : pas "
                  "maintenant.)", point="sq-6",
               wrong="In this lesson, roll the die: the money can wait.",
               wrong_fr="Dans cette leçon, lancez le dé : l'argent attendra.",
               then="A 2: square 3, Deal de baskets, pays her 20 000 € more.",
               then_fr="Un 2 : la case 3, Deal de baskets, lui rapporte 20 000 € de plus.")
    lesson.note(3, "Ben is blocked at the Commissariat: it takes a 2, a 4 or a 6 to leave it. Press Next to see his "
                   "roll.", fr="Ben est bloqué au Commissariat : il faut un 2, un 4 ou un 6 pour en sortir. Appuyez "
                               "sur Suivant pour voir son lancer.")
    lesson.note(4, "He rolled a 3, so he stays. That is the heart of La Street: roll, move, and the square acts. The "
                   "first to reach the end of the street, exactly, wins.",
                fr="Il a fait 3 : il reste. C'est le cœur de La Street : lancer, avancer, et la case agit. Le premier "
                   "à atteindre le bout de la rue, tout juste, gagne.")
    return lesson


def _ribauds() -> Lesson:
    match = _played("ribauds", 2, ["place 1", "end", "place 11", "end", "take 1", "run 5", "figure 53"])
    lesson = Lesson.from_match(match, "Les Ribauds: take a purse, run, move its figure",
                               fr="Les Ribauds : prendre une bourse, courir, déplacer son personnage")
    lesson.ask(0, "Les Ribauds: bands of thieves steal purses in old Paris, and the richest band wins. First each "
                  "player places a truand on an edge square. Place yours on square 1, top left: click it.",
               fr="Les Ribauds : des bandes de voleurs détroussent le vieux Paris, et la bande la plus riche gagne. "
                  "D'abord chaque joueur place un truand sur une case du bord. Placez le vôtre sur la case 1, en haut "
                  "à gauche : cliquez-la.", point="sq-1",
               wrong="Place the truand on square 1, top left.", wrong_fr="Placez le truand sur la case 1, en haut à "
                                                                         "gauche.",
               then="Ana's truand 1 stands on square 1, a pavé with two purses on it.",
               then_fr="Le truand 1 d'Ana est sur la case 1, un pavé qui porte deux bourses.")
    lesson.note(1, "A turn ends with the hand of action cards, which a player may put in another order. Press Next: "
                   "Ana keeps hers, and Ben places his first truand.",
                fr="Un tour finit par la main de cartes action, qu'un joueur peut remettre dans un autre ordre. "
                   "Appuyez sur Suivant : Ana garde la sienne, et Ben place son premier truand.")
    lesson.ask(4, "Ana's turn: she may place another truand, or act with one. Act: truand 1 takes a purse from his "
                  "square. Click his square, square 1.",
               fr="Au tour d'Ana : elle peut placer un autre truand, ou agir avec l'un d'eux. Agissez : le truand 1 "
                  "prend une bourse sur sa case. Cliquez sa case, la case 1.", point="sq-1",
               wrong="Take a purse with truand 1: click his square, square 1.",
               wrong_fr="Prenez une bourse avec le truand 1 : cliquez sa case, la case 1.",
               then="A grey purse, now in Ana's loot. Its colour says how far the truand runs: grey 4 squares, violet "
                    "3, brown 2.",
               then_fr="Une bourse grise, dans l'escarcelle d'Ana. Sa couleur dit jusqu'où le truand court : gris 4 "
                       "cases, violet 3, marron 2.")
    lesson.ask(5, "Run 4 squares, orthogonally or diagonally, never twice through a square: to square 5, along the "
                  "top row.",
               fr="Courez 4 cases, orthogonalement ou en diagonale, sans repasser par une case : jusqu'à la case 5, "
                  "le long de la rangée du haut.", point="sq-5",
               wrong="A grey purse makes the truand run 4 squares: to square 5, along the top row.",
               wrong_fr="Une bourse grise fait courir le truand de 4 cases : jusqu'à la case 5, le long de la rangée "
                        "du haut.",
               then="Then the figure of the purse's colour moves 2 squares: grey is the Sergent's.",
               then_fr="Puis le personnage de la couleur de la bourse se déplace de 2 cases : le gris est celui du "
                       "Sergent.")
    lesson.ask(6, "Move the Sergent 2 squares, orthogonally: to square 53.",
               fr="Déplacez le Sergent de 2 cases, orthogonalement : jusqu'à la case 53.", point="sq-53",
               wrong="The Sergent moves 2 squares, orthogonally: here, to square 53.",
               wrong_fr="Le Sergent se déplace de 2 cases, orthogonalement : ici, jusqu'à la case 53.",
               then="The Sergent is on square 53: a truand he lands on is taken away. That is a turn of Les Ribauds: "
                    "place a truand, or take a purse, run, and move its figure.",
               then_fr="Le Sergent est sur la case 53 : un truand sur lequel il arrive est retiré du jeu. Voilà un "
                       "tour des Ribauds : placer un truand, ou prendre une bourse, courir, et déplacer son "
                       "personnage.")
    return lesson


def _chicago() -> Lesson:
    lesson = Lesson.from_match(_played("chicago", 1, ["roll", "move orange.1 7", "roll"]),
                               "Vengeance à Chicago: two dice, one henchman or two figures",
                               fr="Vengeance à Chicago : deux dés, un homme de main ou deux personnages")
    lesson.ask(0, "Vengeance à Chicago: each gang, a parrain and his henchmen, goes round the city clockwise; the "
                  "first parrain back home wins. A turn starts with a roll of the two dice: roll them.",
               fr="Vengeance à Chicago : chaque gang, un parrain et ses hommes de main, fait le tour de la ville dans "
                  "le sens des aiguilles d'une montre ; le premier parrain rentré chez lui gagne. Un tour commence "
                  "par un lancer des deux dés : lancez-les.",
               wrong="Roll the dice first.", wrong_fr="Lancez d'abord les dés.",
               then="A 1 and a 6.", then_fr="Un 1 et un 6.")
    lesson.ask(1, "One henchman may move the total, 7, or two figures one die each. Move henchman 1 by the total: out "
                  "of the HQ, 7 squares clockwise.",
               fr="Un homme de main peut avancer du total, 7, ou deux personnages d'un dé chacun. Avancez l'homme de "
                  "main 1 du total : il sort du QG et fait 7 cases.",
               wrong="Move henchman 1 by the total of the dice, 7.",
               wrong_fr="Avancez l'homme de main 1 du total des dés, 7.",
               then="He stops on square 6, a Sécurité square: the snipers cannot shoot there.",
               then_fr="Il s'arrête sur la case 6, une case Sécurité : les tireurs ne peuvent pas y tirer.")
    lesson.note(2, "Ben's turn: press Next to see his roll.", fr="Au tour de Ben : appuyez sur Suivant pour voir son "
                                                                "lancer.")
    lesson.note(3, "Ben rolled a 5 and a 2: two figures one die each, or one henchman by the total, is his choice now, "
                   "as it is every turn. The squares where they stop decide the rest: Tir, Danger, Sécurité.",
                fr="Ben a fait 5 et 2 : deux personnages d'un dé chacun, ou un homme de main du total, c'est son "
                   "choix maintenant, comme à chaque tour. Les cases où ils s'arrêtent décident du reste : Tir, "
                   "Danger, Sécurité.")
    return lesson


def _supergang() -> Lesson:
    lesson = Lesson.from_match(_played("supergang", 1, ["roll", "move red.killer s32 n"]),
                               "Super Gang: every die at once, and exact moves",
                               fr="Super Gang : tous les dés à la fois, et des déplacements exacts")
    lesson.ask(0, "Super Gang: each gang, a killer, a vamp and a trafficker, wants every shop of one district. A turn "
                  "starts with all its dice at once: roll them.",
               fr="Super Gang : chaque gang, un tueur, une vamp et un trafiquant, veut toutes les boutiques d'un "
                  "quartier. Un tour commence par tous ses dés à la fois : lancez-les.",
               wrong="Roll the dice first.", wrong_fr="Lancez d'abord les dés.",
               then="Each character has his die: the killer's shows 1, the vamp's 6, the trafficker's 5.",
               then_fr="Chaque personnage a son dé : celui du tueur montre 1, celui de la vamp 6, celui du trafiquant "
                       "5.")
    lesson.ask(1, "A character moves exactly the number his die shows, and acts only where he stops. Move the killer 1 "
                  "square: out of the centre, to square 32.",
               fr="Un personnage avance exactement du nombre de son dé, et n'agit que là où il s'arrête. Avancez le "
                  "tueur d'une case : il sort du centre, jusqu'à la case 32.", point="s32",
               wrong="The killer's die shows 1: one square, to square 32.",
               wrong_fr="Le dé du tueur montre 1 : une case, jusqu'à la case 32.",
               then="The killer is on square 32. The vamp and the trafficker move next, each by his own die.",
               then_fr="Le tueur est sur la case 32. La vamp et le trafiquant avancent ensuite, chacun de son dé.")
    lesson.note(2, "A gangster who stops in a shop may racket it, buy it or hold it up, and the police walk the "
                   "streets too. That is a turn of Super Gang: roll every die, move each character exactly, act where "
                   "he stops.",
                fr="Un gangster qui s'arrête dans une boutique peut la racketter, l'acheter ou la braquer, et la "
                   "police arpente les rues elle aussi. Voilà un tour de Super Gang : lancer tous les dés, avancer "
                   "chaque personnage tout juste, agir là où il s'arrête.")
    return lesson


FIRST_LESSONS: dict[str, Callable[[], Lesson]] = {"street": _street, "ribauds": _ribauds, "chicago": _chicago,
                                                  "supergang": _supergang}
"""Each game's first lesson, made when asked."""


def first_lesson(key: str) -> Lesson:
    """The first lesson of the game ``key`` (a key of ``gangs.GAMES``); ValueError for a game that has none."""
    if not isinstance(key, str) or key not in FIRST_LESSONS:
        raise ValueError(_("no lesson of {game}; the lessons are of {games}").format(game=repr(key)[:60],
                                                                                  games=", ".join(FIRST_LESSONS)))
    return FIRST_LESSONS[key]()
