"""The rule index of Super Gang: each rule's sentence from the rulebook, and our house rules."""

from __future__ import annotations

from ..kernel import Rule, rule_index
from ..kernel.lang import N_


def R(key: str, french: str, english: str) -> Rule:
    """A rule of the rulebook, its English gloss translated from Super Gang's catalogue."""
    return Rule(key, french, english, domain="supergang")


def H(key: str, french: str, english: str) -> Rule:
    """A house rule: ours, where the text is silent or lost (its reason is in README.md)."""
    return Rule(key, french, english, house=True, domain="supergang")


RULES = rule_index(
    # -- but du jeu, démarrage (the goal is lost from the text: house rules from the published game)
    H("goal", "Le gang qui possède toutes les boutiques d'un quartier, ou le dernier gang debout, gagne.",
      N_("A gang owning every shop of one district, or the last gang standing, wins.")),
    H("max-turns", "Au terme du nombre de tours convenu, le gang le plus riche gagne.",
      N_("When max_turns rounds are over, the richest gang wins (shared on a tie).")),
    H("start-centre", "Tous les personnages partent du centre, au hasard des dés.",
      N_("Every character starts in the centre and leaves it with its die.")),
    R("start-money", "Vous démarrez sans un sou en poche.", N_("Every gang starts with no money.")),
    R("truce", "Pendant les trois premiers tours, les gangs n'ont pas le droit de se nuire (ni duel ni "
      "vampage), et la police n'entre pas en jeu.",
      N_("For the first three rounds: no duel, no vamping, no buying another gang's racket or pawns, no police.")),
    H("turn-order", "Les gangs jouent chacun à leur tour, dans l'ordre des places.",
      N_("Gangs play in seat order; a round is one turn of every seat.")),
    # -- lieux et déplacements
    R("exact-move", "Il peut et doit avancer du nombre de cases indiqué par son dé.",
      N_("A character moves exactly the number its die shows.")),
    R("acts-on-arrival", "Il n'opère que sur son lieu d'arrivée.", N_("A character acts only where it stops.")),
    R("crew", "Tueurs, vamps ou trafiquants peuvent racketter, recruter, braquer, acheter, agresser lâchement dans "
      "la rue, participer à un règlement de compte, seul ou a plusieurs. Ces actions ne peuvent se réaliser que sur "
      "leurs cases d'arrivée, seul ou à plusieurs.",
      N_("The player chooses who takes part in each act, one character or several of those that stopped there; "
         "only they share the offence.")),
    R("confront", "il ne peut faire qu'un jet de dé(s) contre le ou les personnage(s) présent(s) qu'il décide "
      "d'affronter (policiers, gérants, gangsters, ...)",
      N_("A settling of scores confronts the characters present that the attacker chooses, of one gang or several.")),
    R("no-u-turn", "Un personnage n'a pas le droit de faire demi-tour dans la rue : sa direction doit rester "
      "constamment visible.", N_("No U-turn in the street: a character keeps its heading.")),
    R("bridges", "Il n'y a pas de case sous les ponts.", N_("The river has no squares; it is crossed on bridges.")),
    R("shop-last-point", "Un personnage s'arrête dans une boutique au dernier chiffre de son coup de dé.",
      N_("A shop is entered on the last point of the die.")),
    R("shops-connected", "Les boutiques contiguës dans un même pâté de maisons communiquent directement entre elles.",
      N_("Shops side by side in a block open into each other.")),
    R("shop-must-act", "Quand un personnage pénètre dans une boutique, il doit obligatoirement y faire quelque "
      "chose : braquage, racket, trafic, achat, règlement de compte...",
      N_("Whoever enters a shop must do something there (when anything can be done).")),
    H("own-racket", "Un gang n'est jamais tenu de braquer une boutique qu'il rackette lui-même ; il le peut.",
      N_("A gang entering a shop it rackets itself is never made to hold it up (it may).")),
    R("own-shop-street", "Un joueur devenu propriétaire d'une boutique peut l'utiliser exactement comme une case "
      "de la rue : il peut la traverser, s'y arrêter sans motif, passer dans une boutique contiguë.",
      N_("A gang's own shops are crossed like street squares.")),
    R("passage-once", "Mais en aucun cas il ne peut utiliser deux fois le même passage dans un même tour.",
      N_("No door or party wall is used twice in one move.")),
    R("shop-exit-one", "Sortir d'une boutique avec \"un\" au dé permet de choisir sa direction au tour suivant "
      "(y compris retourner dans la boutique).",
      N_("Leaving a shop with a 1 leaves the heading free for the next turn.")),
    R("sewers", "Les cinq bouches d'égouts servent de raccourcis : on peut passer de l'une à l'autre comme si "
      "elles étaient voisines, un personnage ne peut utiliser que deux cases-égouts dans son tour.",
      N_("Sewer mouths are neighbours of each other; at most two sewer squares a move.")),
    R("sewer-resurface", "Stationner sur une plaque d'égout permet au tour suivant de ressurgir par n'importe quelle "
      "autre case-égout si on le désire.", N_("From a sewer mouth one may resurface at any other.")),
    R("sewer-no-arrest", "Sur une case égout, un personnage ne peut être arrêté (voir flics).",
      N_("Nobody is arrested on a sewer mouth.")),
    H("centre-closed", "On ne rentre pas au centre ni au cimetière en marchant ; la clinique se gagne au dernier "
      "point du dé, comme une boutique.",
      N_("The centre and the cemetery are not walked into; the clinic is entered on the last point.")),
    # -- comment se faire du fric
    R("mugging", "A l'arrêt dans une case rue, on peut si on le désire, attaquer un touriste [...] Les victimes "
      "sont sans défense. C'est lâche et cela rapporte 10 briques, versées par la banque à l'agresseur.",
      N_("Stopped on a street square, a gang may mug a passer-by: 10 from the bank.")),
    R("racket", "Il suffit d'entrer dans une boutique encore vierge et d'y déposer un jeton R à la couleur de "
      "son gang. Dès lors, à chaque tour, chaque boutique rackettée rapporte 5 briques.",
      N_("Racket a virgin shop with an R token: 5 a turn.")),
    R("racket-buyable", "ATTENTION !! Une boutique rackettée est libre à l'achat. [...] On peut acheter une "
      "boutique rackettée, dans ce cas le pion-racket disparaît.",
      N_("A racketed shop can still be bought; the racket token goes.")),
    R("buy", "Lorsqu'on pénètre dans une boutique, on peut l'acheter : 50 briques les boutiques ordinaires, "
      "100 briques les boutiques à un ou deux sigles [...] ce jeton posé dans la boutique rapportera 10 briques "
      "à chaque tour.", N_("Buy a shop: 50, or 100 with sigils; it pays 10 a turn.")),
    R("holdup", "Une boutique ordinaire est défendue par un gérant et son braquage rapporte 50 briques. Une "
      "boutique à sigle(s) est défendue par deux gérants et son braquage rapporte 100 briques.",
      N_("A hold-up is a duel against the managers: 50, or 100 with sigils.")),
    R("holdup-payer", "Si cette boutique n'appartient à personne c'est la banque qui paie, si cette boutique "
      "appartient à un gang, c'est celui-ci qui paie.",
      N_("The bank pays for a free shop, the owner for an owned one.")),
    R("holdup-title", "Une boutique appartenant à un autre gang peut aussi être braquée pour son titre de "
      "propriété [...] Si l'attaquant réussit un braquage pour la propriété, la boutique passe à sa couleur.",
      N_("A hold-up for the title takes the shop.")),
    R("holdup-once", "A son tour de jeu, un gang ne peut réussir qu'une fois le braquage d'une même boutique.",
      N_("A gang succeeds at most one hold-up of a shop per turn.")),
    R("no-buy-after-holdup", "Un personnage(s) ne peut acheter lui-même une boutique qu'il vient de braquer.",
      N_("A gang cannot buy a shop it has just held up.")),
    R("settling", "Le règlement de compte sert à éliminer un ou plusieurs personnages des gangs adverses. Il "
      "est toujours et uniquement à l'initiative de celui qui agit. Le règlement de compte a lieu dans la rue "
      "ou dans une boutique.", N_("A settling of scores is a duel against another gang's characters present.")),
    R("settling-managers", "En cas de règlement de compte dans une boutique, les gérants interviennent "
      "uniquement si un gangster propriétaire de cette boutique est présent.",
      N_("In a shop, the managers fight only beside a gangster of the owning gang.")),
    R("no-shooting-before-police", "Un gangster ne peut tirer sur un gérant ou un autre gangster en présence "
      "de la police.", N_("No hold-up or settling where a cop pair stands.")),
    R("one-duel-per-place", "Lorsqu'il arrive sur un lieu, un joueur a le choix de l'ordre et du nombre de ses "
      "actions, mais il ne peut faire qu'un jet de dé(s) contre le ou les personnage(s) présent(s) qu'il décide "
      "d'affronter.", N_("Any actions in any order, but only one duel per place per turn.")),
    R("trafic-only-trafficker", "Seul le trafiquant peut trafiquer.", N_("Only a trafficker traffics.")),
    R("trafic-buy", "Il achète les pions-trafic dans les boutiques marquées, au prix de 5 briques les deux, "
      "mais il ne peut en acheter plus de dix à la fois.", N_("Trafic pawns: 5 for two, ten at most at once.")),
    R("trafic-payee", "Où va l'argent ? à la banque quand la boutique n'appartient à personne ; au propriétaire "
      "de la boutique s'il y en a un ; les pions-trafic sont gratuits pour les propriétaires de boutiques.",
      N_("Pawns are paid to the bank, or to the shop's owner; free for the owner.")),
    R("trafic-place", "Le trafiquant peut déposer un pion-trafic et un seul par portion vide touchant la case où "
      "il s'est arrêté.", N_("One pawn on each empty sidewalk portion touching the trafficker's square.")),
    R("trafic-own-shop", "Propriétaire d'une boutique où il se trouve, le trafiquant peut poser un pion-trafic "
      "sur chaque portion de trottoir bordant la boutique. Les portions mitoyennes appartiennent au premier "
      "occupant.", N_("In his own shop, one pawn on each portion bordering it.")),
    R("trafic-follows-owner", "En cas d'acquisition ou de changement de propriété tous les pions-trafic bordant "
      "une boutique prennent la couleur du nouveau propriétaire. Il est donc impossible de trafiquer sur les "
      "trottoirs de la boutique d'un autre.", N_("Pawns bordering a shop take its owner's colour.")),
    R("trafic-income", "Chaque pion-trafic posé sur le trottoir rapporte 5 briques à chaque tour.",
      N_("Each pawn on the sidewalk pays 5 a turn.")),
    R("income", "On est tenu de réclamer ses revenus à chaque tour avant que le joueur suivant lance les dés.",
      N_("Incomes are collected from the bank at the end of each turn.")),
    R("no-loans", "Toute rentrée est immédiatement disponible pour l'ensemble du gang. Le prêt d'argent entre "
      "joueurs est formellement interdit.", N_("Money is the gang's; no loans between players.")),
    R("neutralised-income", "Lorsque tout un gang est neutralisé (prison, cimetière, clinique), il ne perçoit que "
      "les revenus des propriétés.", N_("A gang with nobody free earns only from its shops.")),
    # -- les personnages
    R("recruit", "Un personnage coûte 50 briques ; il est gratuit pour le propriétaire de la boutique. Tout "
      "recruté est opérationnel immédiatement.", N_("A recruit costs 50, free in one's own shop, and acts at once.")),
    R("recruit-price", "Le propriétaire d'un lieu de recrutement est libre de fixer ses prix, voire même de "
      "refuser de vendre un personnage.", N_("The owner of a recruiting shop sets the price or refuses.")),
    H("recruit-dead", "On recrute au cimetière : le recruté est un personnage mort de son gang, du rôle que la "
      "boutique propose.", N_("A recruit brings back one of the gang's dead, of the shop's role.")),
    H("vamp", "La vamp séduit un gangster adverse là où elle s'arrête : il la suit trois tours, joue et gagne "
      "pour son gang ; pas sur un blessé à la clinique.",
      N_("The vamp takes an enemy gangster where she stops; he follows her for three turns.")),
    R("vamp-release", "Lors d'un duel entre un gangster vampé et son propre gang, en cas de décès de la vamp, le "
      "gangster dévampé et sa cible rejoignent leur propre camp.", N_("When the vamp dies, her catch goes home.")),
    R("managers", "Le ou les gérants sont joués par le ou les propriétaires des lieux braqués.",
      N_("The owner plays the managers.")),
    R("managers-defender", "En cas d'absence de propriétaire ou de pion-racket, ou si c'est lui-même qui rackette "
      "ce lieu, l'attaquant choisit un défenseur parmi les autres joueurs, ce dernier \"défendra\" les intérêts "
      "de la boutique, sans profit ni préjudice personnel pour lui.",
      N_("A free shop's managers are played by another player, for nothing.")),
    R("managers-racketeer", "Lors du braquage d'une boutique rackettée, c'est le joueur racketteur qui défend la "
      "boutique. Si le braquage réussit, le pion-racket du défenseur est retiré.",
      N_("The racketeer defends; a successful hold-up removes his token.")),
    R("managers-testify", "Lorsqu'ils survivent à un braquage, les gérants témoignent de tous les délits "
      "observés : croix sur le casier judiciaire.", N_("Surviving managers testify.")),
    R("managers-replaced", "Les gérants blessés ou tués sont considérés comme remplacés dès le duel suivant.",
      N_("Fallen managers are replaced by the next duel.")),
    # -- les policiers
    R("cops-move", "Les flics se déplacent par paire, chaque paire selon le chiffre d'un dé bleu.",
      N_("Each cop pair moves by its blue die.")),
    R("cops-first", "A son tour de jeu, chaque joueur lance tous les dés à la fois (flics plus gangsters en "
      "service), il joue d'abord les flics, puis ses personnages.",
      N_("Roll every die at once; move the cops first, then one's characters.")),
    R("cops-start", "Ils démarrent et se déplacent comme les gangsters (départ du centre, pas le droit de "
      "demi-tour), toutefois : ils n'interviennent qu'à partir du quatrième tour.",
      N_("Cops start from the centre at round four and move like gangsters.")),
    R("cops-no-shops", "Ils ne peuvent traverser une boutique ; ils ne peuvent passer directement d'une boutique à "
      "une autre, et n'y rentrent qu'en cas d'arrestation.", N_("Cops enter a shop only to arrest.")),
    R("cops-restart", "Les flics blessés ou morts sont retirés du jeu, c'est le joueur qui les a blessés ou tués "
      "qui les fait repartir du centre au hasard des dés. Au terme d'un duel, un flic valide suit son collègue "
      "blessé ou tué.", N_("A pair with a fallen cop leaves; its shooter restarts it from the centre.")),
    R("cops-sewer", "Les flics tombés dans les égouts sont retirés du jeu, c'est le joueur qui les y a poussés "
      "qui les fait ressortir au tour suivant, de l'égout de son choix.",
      N_("A pair ending on a sewer mouth falls in; its mover brings it out next turn.")),
    R("cops-always", "Un joueur dont tous les gangsters sont indisponibles joue tout de même les flics à son tour.",
      N_("A gang with nobody free still moves the cops.")),
    R("witness", "Ils témoignent de tous les délits commis sur une case voisine de la leur. Un délit commis dans "
      "une boutique n'est visible que d'une case ayant accès à cette boutique (chaque délit est inscrit au casier "
      "judiciaire).", N_("Cops witness offences on their square or a neighbour, and in shops they face.")),
    R("witness-while-there", "Un délit est constatable tant que le gangster se trouve sur la case de ce délit.",
      N_("An offence can be witnessed while its author stays where it was done.")),
    R("arrest", "Les flics arrêtent les gangsters si leur casier n'est plus vierge ou en cas de flagrant délit. "
      "Ils doivent aboutir sur la case du gangster fautif.",
      N_("Cops ending on a wanted gangster's place arrest him.")),
    R("surrender", "Les gangsters arrêtés peuvent obtempérer et purger leur peine (flagrant délit et/ou casier "
      "judiciaire).", N_("An arrested gangster may surrender and serve.")),
    R("rebel", "Les gangsters arrêtés peuvent se rebeller, alors il y a duel.", N_("Or rebel: a duel with the cops.")),
    R("trafic-offence", "Poser des trafics ou stationner sur une case bordée de trafics à soi constitue un délit. "
      "En cas d'arrestation, les pions-trafic retournent à la banque. (Idem en cas de racket).",
      N_("Trafic is an offence; an arrest sends the pawns (and the racket token) there back to the bank.")),
    R("buy-cops", "Lorsqu'arrive son tour de jouer, un joueur peut acheter les flics. [...] les flics peuvent "
      "s'acheter 500 briques, c'est leur propriétaire qui les jouera avant chaque joueur pour le reste de la "
      "partie (saus 'il [sic] se fait tuer tous ses personnages, auquel cas la police est à nouveau à vendre).",
      N_("Buy the cops for 500: their owner moves them before every turn.")),
    # -- la loi
    R("law", "Tous les gangsters participant à un délit (en cas de témoignage), écopent chacun des peines "
      "encourues par leur(s) délit(s). Il n'y a pas de confusion de peine.",
      N_("Every participant takes the whole penalty of every witnessed offence; penalties add up.")),
    H("penalties", "Chaque croix au casier vaut des tours de prison : agression 1, racket 1, trafic 1, "
      "stationner près de ses trafics 1, "
      "braquage 2, tir 3, rébellion 3.", N_("Prison turns per cross (the printed table is lost).")),
    H("sentence-turns", "Une peine de N tours se purge pendant N tours de son gang, celui de l'arrestation compris, "
      "qui que ce soit qui ait joué les flics ; les croix sont purgées à la sortie de prison.",
      N_("A sentence of N turns is N of the gang's turns in prison, counted at the end of each, the turn of the "
         "arrest included whoever moved the cops; its lines are served at the release.")),
    H("trafic-once", "Un acte, une croix : poser des trafics là où l'on stationne déjà près des siens n'est qu'un "
      "délit ; le casier distingue poser (trafic) et stationner (standing-by-trafic).",
      N_("Laying trafic where one already stands by one's own is one offence, not two; the record tells laying "
         "from standing by.")),
    H("record-served", "Une peine purgée ne compte plus pour une arrestation.",
      N_("Served offences no longer make a gangster wanted.")),
    # -- les duels
    R("duel", "L'attaquant, puis l'attaqué, lancent le ou les dés correspondant(s) à leur(s) personnage(s). On "
      "compare les deux totaux.", N_("Both sides roll their characters' dice and compare totals.")),
    R("duel-darts", "Le plus fort total est le premier tireur, il tire sur les cibles adverses autant de "
      "fléchettes qu'il y a de points de différence aux dés.", N_("The higher total shoots the difference in darts.")),
    R("duel-continues", "Si le premier tireur n'abat pas toutes les cibles adverses [...] c'est le deuxième tireur "
      "qui dispose de ce même nombre de fléchettes contre les autres cibles. Et ainsi de suite jusqu'à ce que "
      "toutes les cibles d'un des partis soient abattues.", N_("Sides alternate volleys until one side is down.")),
    R("dead-or-wounded", "Les cibles tombées face contre terre sont mortes. Les cibles tombées face au ciel sont "
      "blessées.", N_("A hit target is dead or wounded.")),
    H("dart-odds", "Une fléchette touche avec la probabilité dart_hit ; une cible touchée est morte avec la "
      "probabilité dart_dead.", N_("Dart odds are options (defaults 0.5 and 0.4).")),
    H("dart-aim", "Le tireur vise chaque fléchette sur la cible adverse encore debout de son choix.",
      N_("The player of the shooting side aims each dart at a standing target of the other side.")),
    H("duel-tie", "A égalité aux dés, on relance.", N_("On a tie both sides roll again.")),
    R("killer-bonus", "Ne pas oublier que le tueur dispose d'un bonus de deux points aux dés pour les duels.",
      N_("The killer adds 2 to his die in duels (option killer_bonus: 0 to 6).")),
    R("cop-dice", "En cas de duel, une paire de flics lance deux dés.", N_("A cop pair rolls two dice in a duel.")),
    R("clinic", "Un gangster blessé va à la clinique où il reste allongé jusqu'à son prochain tour de jeu ; il "
      "est alors placé sur la case centrale d'où il repartira au tour suivant, au hasard des dés.",
      N_("The wounded lie at the clinic until their next turn, then go to the centre.")),
    R("clinic-no-vamp", "A la clinique, un blessé n'est pas vampable.", N_("Nobody is vamped at the clinic.")),
    R("clinic-arrest", "La police peut venir l'arrêter sans résistance possible ! Dans ce cas, il gagne la prison "
      "à son prochain tour de jeu pour y purger sa peine.", N_("A wanted wounded is arrested at the clinic.")),
    R("rebel-wounded", "Blessé au cours d'une rébellion contre la police, un gangster va à la clinique avant "
      "d'aller purger sa peine en prison.", N_("Wounded rebels go to the clinic, then to prison.")),
    R("cemetery", "Les gangsters tués vont s'allonger au cimitière [sic], on pourra les recruter dans les boutiques ad "
      "hoc, leur casier judiciaire s'efface.", N_("The dead go to the cemetery; their record is wiped.")),
    R("finish-off", "On peut venir achever un blessé à la clinique : le jet de dés de l'attaquant détermine le "
      "nombre de fléchettes à tirer sur la cible de blessé qui ne se défend pas [...] La chute de la cible "
      "implique forcément la mort du personnage.", N_("Finish off a wounded at the clinic: darts = the dice.")),
    # -- limites, abandon, variante
    R("bank-limit", "La banque possède 1 320 briques pour 4 joueurs, 1000 briques pour 3 joueurs, et pas un sou "
      "de plus. [...] Lorsqu'elle est vide, il faut donc se procurer l'argent chez les autres.",
      N_("The bank holds a fixed sum and pays nothing once dry.")),
    R("time-quota", "Il est recommandé d'imposer un quota de temps à chaque joueur pour le déplacement de "
      "l'ensemble de ses personnages. Au delà de ce temps (quatre minutes en tournoi), tout personnage non déplacé va "
      "passer le prochain tour en prison.",
      N_("With the option time_quota, the clock plays timeout: the characters not moved spend the next turn in "
         "prison.")),
    H("bank-two", "La banque possède 660 briques pour 2 joueurs.", N_("660 for two gangs (330 a gang, as printed).")),
    R("tokens-limit", "Lorsqu'un joueur n'a plus de jeton racket-propriété en réserve, il doit supprimer un racket "
      "ou une propriété quelque part s'il veut marquer une nouvelle propriété.",
      N_("15 tokens a gang: withdraw one to place another.")),
    R("trafic-limit", "20 pions-trafic par gang.", N_("20 trafic pawns a gang.")),
    R("elimination", "Lorsque tous les membres d'un gang sont morts, celui-ci est éliminé. Tous les pions, jetons "
      "et billets retournent à la banque, et il ne joue plus la police. Idem en cas d'abandon d'un joueur.",
      N_("A gang all dead, or giving up, is out; its money and tokens go back.")),
    R("police-player", "Un joueur peut ne jouer que les flics. A l'aide d'un dé, il joue un groupe de policiers, "
      "à son choix, avant le tour de chaque joueur. Elle entre en jeu au début du troisième tour, depuis le "
      "centre, au hasard des dés.", N_("The police seat moves one pair before every gang's turn, from round 3.")),
    R("custody", "Elle peut emmener n'importe quel gangster innocent en garde à vue, pour un tour de prison, "
      "d'où il ressort ensuite au hasard des dés.", N_("The police seat may hold an innocent gangster one turn.")),
    R("police-not-for-sale", "Toutefois ils ne sont pas à vendre.",
      N_("With a police seat the cops are not for sale.")),
    R("police-wins", "Ce joueur a gagné dès que tous les gangsters se retrouvent au cimetière, à l'hôpital ou en "
      "prison.", N_("The police seat wins when every gangster is dead, wounded or in prison.")),
    R("police-restart", "Blessés ou tués, les policiers vont au centre, d'où ils peuvent repartir, au hasard des "
      "dés, quand arrive le tour du joueur qui les a mis hors de combat.",
      N_("Fallen cops go to the centre and leave it at their shooter's turn.")),
    # -- le déroulement des tours, les parties enregistrées (ours: a program's questions and records)
    H("end-by-itself", "Quand il ne reste plus qu'à finir son tour, le tour finit de lui-même : les revenus sont "
      "perçus et le joueur suivant lance les dés.",
      N_("When nothing but 'end' is left to do, the turn ends by itself (option ask_end=True asks it).")),
    H("lenient", "Une partie enregistrée avant le numéro 26 se rejoue avec les règles d'alors : achats permis "
      "pendant la trêve, flics sortis de l'égout ou revenus au centre joués au dé comme les autres, fléchettes de la "
      "défense visées par son joueur, braquage de son propre racket dû.",
      N_("Option reading='lenient': the rules before issue 26 where they let other steps be played, with which the "
         "records of that code replay.")),
)
