"""The rule index of Les Ribauds: each rule's sentence as printed (or the house rule) and its gloss."""

from __future__ import annotations

from ..kernel.lang import N_
from ..kernel.rules import Rule, rule_index

RULES = rule_index(
    Rule("goal", "Être le truand le plus riche à la fin de la partie", N_("The richest band at the end wins.")),
    Rule("setup", "Chaque joueur prend ses 3 pions truands. Puis chaque joueur en place un sur l'une des cases "
         "périphériques de son choix", N_("Each player has 3 truands and places one on an edge square.")),
    Rule("players", "Les Ribauds se jouent de 2 à 4 joueurs, chacun sa bande de 3 truands.",
         N_("2 to 4 players (the printed « 2 à 2 joueurs » is garbled)."), house=True),
    Rule("board", "Les quartiers, les tuiles et la Seine sont ceux de board.toml, en trois dispositions.",
         N_("The quarter boards and layouts are ours (board.toml)."), house=True),
    Rule("turn", "A son tour un joueur peut, soit placer un nouveau truand sur l'une des cases périphériques, soit "
         "faire la série d'actions suivantes", N_("A turn: place a new truand, or act with one truand.")),
    Rule("place", "placer un nouveau truand sur l'une des cases périphériques",
         N_("A truand from the reserve goes onto an edge square (one without a truand).")),
    Rule("take", "prendre un des jetons, de la case occupée (on ne peut jouer qu'un seul des truands en place à son "
         "tour), et le met dans son escarcelle", N_("Take a purse from the truand's square into your loot.")),
    Rule("run", "déplacer son truand du nombre de case correspondant au jeton volé et dans la direction souhaitée "
         "(diagonalement et orthogonalement), gris 4 cases, violet 3 cases, marron 2 cases",
         N_("The truand moves as far as the purse says: grey 4, violet 3, brown 2.")),
    Rule("no-purse", "le pion part d'une case sans prendre de jeton, il ne peut se déplacer que d'une case.",
         N_("Without a purse, a truand moves one square.")),
    Rule("path", "Ces déplacements peuvent se faire orthogonalement et/ou diagonalement, mais ne peuvent repasser "
         "par aucune des cases empruntées, même celle de départ.",
         N_("Steps go orthogonally or diagonally, never twice through a square, the start included.")),
    Rule("habitation", "un truand qui emprunte une de ces cases si arrête obligatoirement, sans finir son "
         "déplacement", N_("A truand entering a habitation stops there.")),
    Rule("leave-habitation", "Ces cases étant vides un joueur ne pourra en sortir qu'en se déplaçant d'une case.",
         N_("From a habitation (no purse there) a truand moves one square.")),
    Rule("figure", "déplacer le pion personnage, de la même couleur, de 2 cases, gris le Sergent orthogonalement, "
         "violet le Roi des truands orthogonalement ou diagonalement, marron le Prévôt diagonalement",
         N_("Then the figure of the purse's colour moves 2 squares.")),
    Rule("figure-habitation", "un personnage, lui se déplace toujours de 2 cases même si la 1ère empruntée est "
         "une habitation", N_("A figure always moves 2 squares, through habitations.")),
    Rule("refuge", "les cases habitations peuvent leur servir de refuge contre le Prévôt et le Sergent qui y "
         "perdent leur action même si ils y rejoignent un truand, le Roi, lui, y conserve son action",
         N_("In a habitation the Sergent and the Prévôt do nothing; the Roi still rackets.")),
    Rule("theft", "le pion arrive sur une case occupée par un pion adverse, il vole un des jetons à ce joueur et "
         "repart immédiatement du nombre de cases correspondant au jeton volé.",
         N_("Stopping on an enemy truand steals one of his purses and moves on by its value.")),
    Rule("chain", "on peut enchaîner plusieurs vols dans le même tour, mais sur des joueurs différents...",
         N_("Thefts may chain in one turn, each on a different player.")),
    Rule("no-theft-at-home", "Enfin aucun vol, entre truands, ne peut être commis sur une habitation.",
         N_("No theft in a habitation.")),
    Rule("sergent", "le pion \"Sergent\" arrive sur une case occupée par un pion, ce dernier est retiré du jeu. au "
         "tour suivant, son propriétaire placera un nouveau pion sur une case périphérique et attendra le tour "
         "suivant pour reprendre le jeu.", N_("The Sergent takes a truand away; its owner's next turn is placing "
         "a new one.")),
    Rule("roi", "le pion \"Roi des truands\" arrive sur une case occupée par un pion, son propriétaire doit se "
         "défausser de un ou plusieurs jetons butin d'une valeur égale ou supérieure à 6, si un joueur n'a pas "
         "assez, il donne tout ce qu'il a sans autre pénalité.",
         N_("The Roi rackets loot worth 6 or more (all of it if less).")),
    Rule("prevot", "le pion \"Prévôt\" arrive sur une case occupée par un pion, la partie est terminé pour ce joueur "
         "qui est éliminé", N_("The Prévôt eliminates the truand's player and ends the game.")),
    Rule("last-purse", "La dernière bourse d'une des 3 couleurs est volée, on fini le tour en cours.",
         N_("When the last purse of a colour is taken, the thief's turn is played out and the game ends.")),
    Rule("last-truand", "Le dernier truand d'un joueur est pris par le Sergent, la partie s'arrête immédiatement.",
         N_("The Sergent taking a player's last truand ends the game at once.")),
    Rule("prevot-end", "le Prévôt prend un truand d'un joueur, la partie s'arrête immédiatement, ce dernier est "
         "éliminé, seuls les autres truands comptent leur butin.",
         N_("The Prévôt's capture ends the game; the captured player is out of the count.")),
    Rule("score", "Chaque truand compte alors son butin, + 5 pts par truand présent sur le plateau, - 5 pts pour "
         "chaque truand perdu. Le joueur le plus riche remporte la partie, en cas d'égalité, c'est celui qui "
         "possède le plus d'écus.", N_("Score: loot + 5 a truand on the board - 5 a truand lost; ties by écus.")),
    Rule("cards", "jouer une de ses 3 cartes action à tout moment de son tour, la 1ère, de sa main ne coûte rien, la "
         "2ème 1 écu, la 3ème 2 écus, piocher une nouvelle carte si une jouée, réorganiser sa main (même si l'on a "
         "choisi de juste placer un truand).", N_("One action card a turn, priced by its place in the hand (free, 1 "
         "écu, 2 écus), and replaced by a draw; none in a turn spent placing a truand.")),
    Rule("hand", "réorganiser sa main (même si l'on a choisi de juste placer un truand).",
         N_("Ending his turn, a player may put his hand in a new order (secret): place 1 free, 2 for 1 écu, 3 for "
            "2.")),
    Rule("card-deck", "Le paquet compte 23 cartes de 10 sortes (board.toml) ; chaque joueur en reçoit 3 au début, "
         "secrètes ; on les joue avant ou après l'action du tour.", N_("The deck and the cards' effects are ours; a "
         "hand of 3, secret, played before or after the turn's action."), house=True),
    Rule("loot-value", "Une bourse vaut le nombre imprimé à côté de sa couleur : « gris 4 cases, violet 3 cases, "
         "marron 2 cases » ; grise 4 points de butin, violette 3, marron 2.",
         N_("Loot: a purse is worth the number printed with its colour: grey 4, violet 3, brown 2."), house=True),
    Rule("ecus", "Chaque joueur commence avec 2 écus et en gagne 1 à chaque vol commis sur un autre truand.",
         N_("Écus: 2 to start, 1 more for each theft from another truand."), house=True),
    Rule("prevot-all", "Si le Prévôt s'arrête sur une case où se tiennent les truands de tous les joueurs encore en "
         "jeu, tous sont éliminés et personne ne gagne.", N_("The Prévôt taking a truand of every player still in "
         "the game puts them all out: nobody wins."), house=True),
    Rule("stopped-game", "Après max_turns tours, la partie s'arrête et l'on compte le butin.",
         N_("Option max_turns: after that many rounds the game is scored."), house=True),
    Rule("lenient", "Option reading=\"lenient\" : les règles de 24a9e53, d'avant l'issue 26, que rejouent les "
         "parties enregistrées alors : jusqu'à trois cartes par tour, payées selon le nombre déjà jouées et nommées "
         "sans place, une main sans ordre, des bourses valant 2, 3 et 4, la partie finie avec le tour de table.",
         N_("Reading lenient: the rules of the records written before issue 26 (up to three cards a turn, priced by "
            "how many were played and named without a place, a hand with no order, purses worth 2, 3 and 4, the "
            "game ending with the round)."), house=True),
    domain="ribauds",
)
"""The rule index: key -> the rulebook's sentence (or the house rule) and its English gloss."""
