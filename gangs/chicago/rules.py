"""The rule index of Vengeance à Chicago: each rule's sentence as printed (or the house rule) and its gloss."""

from __future__ import annotations

from ..kernel.lang import N_
from ..kernel.rules import Rule, rule_index

RULES = rule_index(
    # -- setup and turn ----------------------------------------------------------------------------
    Rule("setup", "Installez le plateau de jeu au centre de la table et placez les truands de chaque gang sur "
         "leurs Quartiers Généraux respectifs.", N_("Every figure starts in its gang's HQ.")),
    Rule("turn-order", "Les gangs jouent chacun à son tour, dans l'ordre des places : orange, bleu, jaune, vert "
         "(ceux qui sont en jeu).", N_("Gangs play in seat order: orange, blue, yellow, green (those in play)."),
         house=True),
    Rule("roll", "A son tour, chaque joueur lance les 2 dés.", N_("A turn starts with a roll of the two dice.")),
    Rule("move-total", "Il a ensuite le choix entre : faire avancer un de ses hommes de main du nombre de cases "
         "correspondant au total de points des 2 dés", N_("One henchman may move the total of the two dice.")),
    Rule("move-two", "ou faire avancer 2 de ses truands, (1 homme de main et 1 parrain ou bien 2 hommes de main) "
         "en attribuant à chacun le résultat d'un dé.", N_("Or two figures move one die each.")),
    Rule("parrain-one-die", "Pour déplacer son parrain, le joueur doit choisir entre le résultat d'un des deux dés ; "
         "en aucun cas il ne peut déplacer son parrain du total des deux dés.",
         N_("The parrain moves one die, never the total.")),
    Rule("clockwise", "Les truands partent de leur Quartier Général respectif et se déplacent dans la ville dans le "
         "sens des aiguilles d'une montre. Le joueur peut sortir des truands de leur Quartier Général ou déplacer "
         "des truands déjà sortis.", N_("Figures leave the HQ or move on, clockwise.")),
    Rule("must-move", "Il est obligé de déplacer au moins un de ses truands, s'il en a la possibilité.",
         N_("At least one figure must move if one can.")),
    Rule("second-die", "Quand un truand a avancé d'un dé et qu'aucun autre truand ne peut avancer de l'autre dé, cet "
         "autre dé est perdu.", N_("When one figure has moved one die and no other figure can move the other die, "
         "that die is lost."), house=True),
    Rule("lenient", "Option reading=\"lenient\" : la lecture des versions antérieures. Après un dé, le joueur peut "
         "garder l'autre ; sans dé exact, le parrain peut dépasser son Quartier Général ; un parrain seul peut "
         "sortir de son Quartier Général ; un parrain liquidé sans homme de main en ville ni au Quartier Général "
         "ne revient pas.", N_("Option reading=\"lenient\": the earlier house reading (keep the other die, pass the "
         "HQ with no exact die, leave the HQ alone, a parrain without henchmen is gone)."), house=True),
    Rule("double", "Un joueur qui obtient un double effectue ses déplacements et en applique les conséquences. Puis "
         "il relance 1 seul dé, bénéficiant ainsi d'un déplacement supplémentaire.",
         N_("After a double, one more die moves one figure.")),
    Rule("crowd", "Il ne peut y avoir plus de 3 truands sur une même case, et de 2 couleurs maximum.",
         N_("At most 3 figures and 2 colours on a square (hostages count).")),
    Rule("hq", "Le Quartier Général n'est pas une case de la ville : on n'y prend ni n'y tue personne, et il "
         "reçoit autant de truands qu'il en faut.", N_("The HQ is no square of the city: nobody is taken or shot "
         "there, and it holds any number of figures."), house=True),
    # -- encounters --------------------------------------------------------------------------------
    Rule("hostage", "Un truand s'arrêtant sur une case occupée par un truand adverse doit le prendre en otage. Le "
         "joueur place alors l'otage dans l'aire figurant sur la case.",
         N_("Stopping on a lone enemy takes it hostage.")),
    Rule("hostage-held", "Un otage ne peut pas se déplacer tant que le kidnappeur reste sur sa case. Si le "
         "kidnappeur quitte la case, l'otage est libéré.",
         N_("A hostage cannot move while its kidnapper stays; it is freed when he leaves.")),
    Rule("parrain-hostage", "Un parrain seul sur une case peut être pris en otage comme un homme de main.",
         N_("A parrain alone can be taken hostage.")),
    Rule("outnumbered", "Si un truand arrive sur une case occupée par 2 truands adverses, il n'a rien le temps de "
         "faire et est “liquidé” immédiatement.", N_("Stopping on two enemies gets the mover liquidated.")),
    Rule("two-on-one", "Si 2 truands d'un même gang se trouvent sur une case occupée par un truand adverse, ils le "
         "“liquident”.", N_("Two of a gang on a square with one enemy liquidate it.")),
    Rule("third-arrival", "Si un troisième truand arrive sur cette case, 2 possibilités : il est du même gang que "
         "l'otage alors le kidnappeur est liquidé, l'otage est donc libéré ou il est du même gang que le kidnappeur "
         "alors l'otage est liquidé.", N_("A third figure on a hostage square: the hostage's gang liquidates the "
         "kidnapper and frees the hostage; the kidnapper's gang liquidates the hostage.")),
    Rule("liquidated", "Les hommes de main liquidés sont retirés du jeu. ils pourront être recrutés ultérieurement.",
         N_("Liquidated henchmen leave play and may be recruited later.")),
    Rule("parrain-alone", "Le parrain ne peut jamais quitter une case sur la quelle il se trouve seul. Pour pouvoir "
         "repartir, il doit y être rejoint par un de ses hommes de main.",
         N_("A parrain with none of his henchmen on his square cannot leave it.")),
    Rule("parrain-liquidated", "Si le parrain est liquidé, il regagne son quartier général et tous ses hommes de "
         "main sont tués (exclus du jeu). Il peut cependant recruter 3 hommes de main. Ceux-ci sont placés avec le "
         "parrain dans le quartier général. Au tour de jeu suivant le joueur pourra faire repartir normalement ces "
         "truands du quartier général.", N_("A liquidated parrain goes home, all his henchmen die, and three of "
         "them are recruited into the HQ.")),
    Rule("wiped-out", "Option reading=\"lenient\" : un parrain liquidé alors qu'il ne lui reste aucun homme de main "
         "en ville ni au Quartier Général ne revient pas : son gang est anéanti.", N_("Reading lenient: a parrain "
         "liquidated with no henchman of his left in the city or the HQ is dead for good: his gang is out."),
         house=True),
    Rule("stranded", "Un parrain seul dans son Quartier Général dont les huit hommes de main sont morts ne peut plus "
         "jamais être rejoint : son gang est hors jeu, et le dernier joueur dont un gang reste en jeu gagne.",
         N_("A parrain alone in his HQ with all eight henchmen dead is out of the game; the last player with a gang "
         "in play wins."), house=True),
    Rule("wounded-parrain", "Option wounded_parrain (notre variante) : le parrain survit au premier tir des "
         "tireurs d'élite, blessé, et meurt au second ; il guérit en regagnant son Quartier Général.",
         N_("Option wounded_parrain (our variant): the snipers' first hit only wounds a parrain; the second "
         "liquidates him."), house=True),
    # -- squares and the snipers ---------------------------------------------------------------------
    Rule("rien", "Les premières sont assez simples, il n'y a rien à faire.", N_("Rien à signaler: nothing happens.")),
    Rule("tir", "Le joueur dont un truand s'arrête sur une case TIR engage des “tireurs d'élite”. Il doit alors "
         "faire tourner la roue. Lorsqu'elle s'immobilise, la pointe des fusils désigne les victimes.",
         N_("Stopping on Tir hires the snipers: spin the wheel; its two cars name two squares.")),
    Rule("shot", "Si un seul truand adverse se trouve sur la case ainsi déterminée, il est liquidé.",
         N_("A lone enemy on a named square is liquidated.")),
    Rule("victim-choice", "Si elle est occupée par plusieurs truands adverses du même gang, le joueur qui les dirige "
         "choisit la victime (parmi les hommes de main).", N_("Several of one gang: their player chooses the "
         "henchman who dies.")),
    Rule("shield-hostage", "Si un otage se trouve sur la case visée par les tireurs d'élite, c'est lui qui est "
         "liquidé.", N_("A hostage on a named square is the one who dies.")),
    Rule("shield-parrain", "Evidemment, un homme de main, dévoué, sert de bouclier à son parrain vénéré et c'est lui "
         "qui se fait éliminer.", N_("A henchman always shields his parrain.")),
    Rule("hostage-rescued", "Cas particulier : si l'otage appartient à la famille ayant engagé les tireurs d'élite, "
         "c'est le kidnappeur qui est liquidé. L'otage est libéré.", N_("If the hostage is of the hiring gang, the "
         "kidnapper dies and the hostage is freed.")),
    Rule("no-blunder", "Les tireurs d'élite ne liquident jamais un membre du gang qui les a engagés (pas de "
         "bavure !).", N_("The snipers never kill the hiring gang.")),
    Rule("securite", "Tous les truands s'arrêtant sur une case SECURITE sont à l'abri des tireurs d'élite ; et "
         "seulement des tireurs d'élite, qui ne peuvent donc jamais les tuer.",
         N_("Sécurité squares are safe from the snipers (only from them).")),
    Rule("danger", "Tous les truands (y compris le parrain) se trouvant sur une case DANGER sont liquidés par le tir "
         "éventuel des tireurs d'élite.", N_("On a named Danger square everyone dies, parrain included.")),
    Rule("wheel", "La roue est juste : elle s'arrête sur l'une de ses 24 positions, chacune avec la même chance, et "
         "ses deux voitures visent deux cases opposées de l'anneau.", N_("The wheel stops at one of 24 positions, "
         "each equally likely; its two cars name two opposite squares."), house=True),
    # -- recruiting and going home --------------------------------------------------------------------
    Rule("recruit", "Lorsqu'un homme de main a effectué un tour complet de la ville et repasse devant son quartier "
         "général, il peut recruter un nouvel homme de main. Le joueur dirigeant le gang reprend alors une figurine "
         "précédemment éliminée et la replace dans son Quartier Général. Ce nouveau truand pourra repartir "
         "normalement dès que le joueur le décidera. Si aucun homme de main de ce gang n'a été liquidé, il ne peut "
         "y avoir de recrutement.", N_("A henchman passing his HQ after a full tour brings back one liquidated "
         "henchman, if there is one.")),
    Rule("home", "Un parrain ayant effectué sa tournée complète d'inspection de la ville peut rentrer dans son "
         "Quartier Général. Le nombre de points obtenu sur un des deux dés doit correspondre exactement au nombre "
         "de cases lui restant à parcourir. La case Quartier Général compte pour un point dans le déplacement.",
         N_("After a full tour the parrain enters his HQ with an exact die; the HQ counts as one point.")),
    Rule("new-tour", "Si le nombre de points obtenu sur les dés est supérieur au nombre de cases à parcourir et si le "
         "parrain est obligé de se déplacer, il doit effectuer un nouveau tour de ville. Cependant, son passage "
         "devant la porte du Quartier Général lui permet de recruter 3 hommes de main précédemment liquidés.",
         N_("A parrain who must move and has no exact die passes his HQ: another tour, and three recruits.")),
    Rule("win-home", "Le premier joueur qui parvient à ramener son parrain dans son Quartier Général gagne la "
         "partie.", N_("The first parrain home wins.")),
    Rule("last-parrain", "Si un seul parrain reste en vie, son gang remporte immédiatement la victoire.",
         N_("The last parrain alive wins at once.")),
    Rule("two-gangs", "À deux joueurs, chacun peut diriger deux gangs qui se font face : ses deux gangs sont une "
         "même famille, qui ne se prend ni ne se tue, et il gagne dès que l'un de ses parrains rentre.",
         N_("Option two_gangs: each of 2 players leads two facing gangs, one family."), house=True),
    Rule("deadlock", "Si plus aucun gang ne peut déplacer un truand, quels que soient les dés, la partie s'arrête : "
         "le parrain le plus avancé dans sa tournée gagne.", N_("If no gang can ever move again, the parrain "
         "furthest on his tour wins."), house=True),
    Rule("stopped-game", "Après max_turns tours, la partie s'arrête : le parrain le plus avancé dans sa tournée "
         "gagne, ex æquo compris.", N_("Option max_turns: after that many rounds the parrain furthest on his tour "
         "wins."), house=True),
    domain="chicago",
)
"""The rule index: key -> the rulebook's sentence (or the house rule) and its English gloss."""
