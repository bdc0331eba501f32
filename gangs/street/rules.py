"""The rule index of La Street: each rule's sentence from the rulebook, and house rules."""

from __future__ import annotations

from ..kernel import Rule, rule_index
from ..kernel.lang import N_


def R(key: str, french: str, english: str) -> Rule:
    """A rule as the rulebook prints it (``french``, shown as printed), with its gloss (``english``, marked with
    ``N_`` and shown in the language in force from the ``street`` catalogue)."""
    return Rule(key, french, english, domain="street")


def H(key: str, french: str, english: str) -> Rule:
    """A house rule: ours, where the rulebook is silent (its reason is in README.md)."""
    return Rule(key, french, english, house=True, domain="street")


RULES = rule_index(
    # 1. Le but du jeu / 13. La fin de partie
    R("goal", "Le but est simple : être le premier joueur à atteindre la case La Street — Arrivée.",
      N_("The first player to reach La Street — Arrivée wins.")),
    R("exact-finish", "Pour gagner, un joueur doit atteindre exactement la case La Street — Arrivée.",
      N_("The finish must be reached by the exact count.")),
    R("bounce", "S’il fait un score trop élevé, il avance jusqu’à la case La Street — Arrivée, puis il "
      "repart en arrière avec les points restants.",
      N_("Too high a roll bounces back from the finish with the remaining points.")),
    R("boss", "Quand un joueur gagne en arrivant sur La Street — Arrivée, il devient le boss de La Street "
      "et récupère tout l’argent des autres joueurs.",
      N_("The winner becomes the boss and collects everyone's money.")),
    R("stopped-game", "Dans ce cas, le joueur qui possède le plus d’argent gagne la partie arrêtée.",
      N_("A game stopped by agreement (proposed and accepted by all) is won by the richest, who keeps only their "
      "own money and is not the boss.")),
    H("max-turns", "Option max_turns : au terme du nombre de tours convenu, la partie s'arrête comme si tous les "
      "joueurs l'avaient décidé ensemble, et le joueur qui possède le plus d'argent gagne.",
      N_("When max_turns rounds are over, the game stops as if every player had agreed: the richest wins, keeping "
         "only their own money, and nobody is the boss.")),
    R("stop-agreement", "Si la partie dure trop longtemps, les joueurs peuvent décider ensemble d’arrêter la "
      "partie avant qu’un joueur atteigne La Street — Arrivée.",
      N_("A player proposes to stop; if every other player agrees, the game is stopped and scored.")),
    # 2. Mise en place
    R("setup", "Chaque joueur choisit un pion et le place sur la case Parking — Départ.",
      N_("Every pawn starts on Parking — Départ.")),
    H("players", "De 2 à 6 joueurs.",
      N_("2 to 6 players (the rulebook gives no number; a brawl needs 3, the board draws 6 pawns).")),
    R("start-money", "Au début de la partie, chaque joueur commence avec 0 €.",
      N_("Everyone starts with 0 €.")),
    # 3. Comment jouer ?
    R("turn-order", "Les joueurs jouent chacun leur tour dans le sens des aiguilles d’une montre.",
      N_("Players take turns clockwise (in seat order).")),
    R("roll-and-move", "À son tour, un joueur lance le dé, avance son pion du nombre de cases indiqué, "
      "puis applique l’effet de la case sur laquelle il tombe.",
      N_("Roll the die, move that many squares, apply the square's effect.")),
    R("sent-to-place", "Quand une case envoie un joueur dans un lieu spécial, le joueur place son pion "
      "directement sur le lieu concerné.",
      N_("A pawn sent to a special place sits on the place itself.")),
    R("targets-anywhere", "Un joueur placé au Commissariat, à l’Hôpital, à la Prison, à la Maison de disques "
      "ou à Marbella peut quand même être ciblé par les effets des autres joueurs, des cartes ou des cases.",
      N_("Players in special places can still be targeted.")),
    # 4. L'argent et les négociations
    R("negotiation", "Dans La Street, les joueurs peuvent faire ce qu’ils veulent avec leur argent.",
      N_("Money may be given freely to other players (with any decision of one's own).")),
    # 5. Les lieux spéciaux
    R("blocked", "Pour sortir, le joueur doit faire 2, 4 ou 6 au dé.",
      N_("Commissariat, Hôpital and Prison are left only on a 2, 4 or 6.")),
    R("leave-commissariat", "Quand un joueur réussit à sortir du Commissariat, il repart depuis la sortie "
      "du Commissariat et avance du nombre indiqué par le dé.",
      N_("Leaving the Commissariat, move the die's count from its exit.")),
    R("leave-hopital", "Quand un joueur réussit à sortir de l’Hôpital, il repart depuis la sortie de "
      "l’Hôpital et avance du nombre indiqué par le dé.",
      N_("Leaving the Hôpital, move the die's count from its exit.")),
    R("leave-prison", "S’il réussit à sortir, il prend son pion, le place sur la case Parking — Départ, "
      "puis avance du nombre indiqué par le dé.",
      N_("Leaving Prison, restart from Parking and move the die's count.")),
    R("prison-house-exit", "Si le joueur possède une Maison, il ne repart pas du Parking — Départ quand il "
      "sort de prison.",
      N_("An owner of a Maison leaves Prison from his Maison.")),
    R("prison-terrain-exit", "Si le joueur possède le Terrain, il peut aussi sortir de prison depuis l’une "
      "de ses 3 cases Terrain, au choix, puis avancer du nombre indiqué par le dé.",
      N_("The owner of the Terrain may leave Prison from one of its three squares.")),
    R("not-blocking", "À son prochain tour, il lance le dé et repart directement depuis la sortie du lieu",
      N_("Maison de disques and Marbella: next turn, roll and move from the place's exit, no 2/4/6 needed.")),
    R("record-label", "Quand un joueur tombe sur la case Note de musique, il va directement sur la Maison "
      "de disques.", N_("A Note de musique sends the pawn to the Maison de disques, which rolls at once.")),
    R("record-hit", "s’il fait 2, il va sur la première case Disque d’or et remporte la somme indiquée ;",
      N_("2, 4, 6 at the Maison de disques: go to Disque d'or, de platine, de diamant and win its sum.")),
    R("record-flop", "S’il ne fait pas 2, 4 ou 6, son album flop.",
      N_("Otherwise the album flops: stay at the Maison de disques until next turn.")),
    R("heist", "Quand un joueur tombe sur une case Sac d’argent, il peut décider de faire un braquage.",
      N_("On a Sac d'argent, the player may attempt a heist.")),
    R("heist-success", "S’il fait 2, 4 ou 6, le braquage réussit : il gagne 50 000 €, puis il va "
      "directement à Marbella et place son pion sur le lieu.",
      N_("2, 4 or 6: the heist wins 50 000 € and the robber goes to Marbella.")),
    R("balance", "Si un joueur possède ou active une Balance au bon moment, il peut dénoncer le braquage.",
      N_("A player holding a Balance may denounce the heist: it stops and the robber goes to Prison.")),
    # 7. Les cartes Karma
    R("karma", "Quand un joueur tombe sur une case Karma, il pioche une carte Karma et applique "
      "immédiatement son effet.", N_("On a Karma square, draw a Karma card and apply it at once.")),
    R("chez-momo", "Un joueur peut aussi acheter une carte Karma à la boutique Chez Momo, si la case lui "
      "permet.", N_("Chez Momo sells a Karma card.")),
    # 8-10. Propriétés, Terrain, Maisons
    R("property-cards", "Il y a 7 cartes Propriétés au total : 6 cartes Maison et 1 carte Terrain.",
      N_("Seven properties: six Maisons and the Terrain.")),
    R("terrain-buy", "Un joueur peut acheter le Terrain à n’importe quel moment de son tour, peu importe "
      "où il se trouve sur le plateau, tant que le Terrain n’a pas encore de propriétaire.",
      N_("The unowned Terrain can be bought from anywhere during one's turn.")),
    R("terrain-free", "Si le Terrain n’a pas encore de propriétaire, aucun joueur ne paye de taxe en "
      "tombant sur une case Terrain.", N_("No tax on an unowned Terrain.")),
    R("terrain-tax", "Une fois le Terrain acheté, chaque joueur qui tombe sur l’une des 3 cases Terrain "
      "doit payer au propriétaire la taxe indiquée sur la carte Propriété Terrain.",
      N_("Landing on an owned Terrain square, pay the tax to its owner.")),
    R("terrain-refuse", "Si le joueur ne veut pas payer ou ne peut pas payer la taxe, il retourne "
      "directement sur la case Parking — Départ.",
      N_("Who will not or cannot pay the tax goes back to Parking.")),
    R("terrain-buyback", "Un joueur peut racheter le Terrain uniquement s’il tombe sur l’une des 3 cases "
      "Terrain.", N_("The Terrain is bought back (price + tax, to its owner) only by landing on it.")),
    R("house-on-square", "si un joueur tombe directement sur la case Maison, il peut l’acheter pour 50 000 € ;",
      N_("Landing on a free Maison, buy it for 50 000 €.")),
    R("house-anywhere", "à n’importe quel moment de la partie, un joueur peut acheter une maison pour "
      "200 000 €, peu importe où il se trouve sur le plateau.",
      N_("A free Maison can be bought from anywhere for 200 000 €.")),
    # 11. La bagarre générale
    R("bagarre", "Quand 3 joueurs ou plus se retrouvent sur la même case, une bagarre générale se déclenche.",
      N_("Three or more pawns on one square start a general brawl.")),
    R("bagarre-result", "Le joueur qui obtient le plus grand score gagne la bagarre et reste sur la case.",
      N_("Highest roll stays; everyone else goes to the Hôpital.")),
    R("bagarre-tie", "En cas d’égalité pour le plus grand score, les joueurs à égalité relancent le dé "
      "jusqu’à ce qu’il y ait un seul gagnant.", N_("A tie for the highest score rerolls among the tied.")),
    # 12. Mode normal ou rapide
    R("rip-normal", "Quand un joueur tombe sur une case RIP, il va directement au Cimetière, passe 1 tour, "
      "puis repart ensuite depuis la case Parking — Départ.",
      N_("Normal mode: RIP sends to the Cimetière for a turn, then back to Parking.")),
    R("rip-fast", "Quand un joueur tombe sur une case RIP, il reste sur cette case ;",
      N_("Fast mode: RIP keeps the pawn on its square; skip a turn, then go on from there.")),
    # 6. Les cases du jeu: the squares' table is not in the text; these effects are ours.
    H("square-gain", "Case gain : la banque paie la somme indiquée.",
      N_("A gain square pays its amount from the bank.")),
    H("square-tax", "Case taxe : payer la somme indiquée à la banque (tout ce qu'on a, si on a moins).",
      N_("A tax square costs its amount (everything one has, if less).")),
    H("square-carotte", "Case Carotte : prendre la somme indiquée au joueur de son choix.",
      N_("A Carotte square takes its amount from a player of one's choice.")),
    H("square-evasion", "Case Évasion : libérer de prison le joueur de son choix.",
      N_("An Évasion square frees a prisoner of one's choice.")),
    H("square-police", "Case Contrôle de police : aller au Commissariat.", N_("Go to the Commissariat.")),
    H("square-hospital", "Case Accident : aller à l'Hôpital.", N_("Go to the Hôpital.")),
    H("square-prison", "Case Descente de police : aller en Prison.", N_("Go to Prison.")),
    H("heist-failure", "Braquage raté (1, 3 ou 5) : le braqueur reste sur le Sac d'argent et passe son "
      "prochain tour.", N_("A failed heist (1, 3, 5) costs the robber his next turn, wherever the bag is.")),
    H("karma-deck", "Les cartes utilisées vont à la défausse ; la pile vide, on la remélange "
      "(option karma_return=\"pile\" : elles retournent aussitôt dans la pile).",
      N_("Used Karma cards are discarded and reshuffled when the pile is empty (or returned at once).")),
    H("karma-keep", "Les cartes Balance et Avocat se gardent en main jusqu'à leur usage.",
      N_("Balance and Avocat cards are kept in hand until used.")),
    H("balance-question", "Pendant un braquage, chaque autre joueur est interrogé à son tour, depuis la gauche du "
      "braqueur : qui tient une Balance peut dénoncer, les autres se taisent (option balance_question=\"holders\" : "
      "seuls les détenteurs d'une Balance sont interrogés).",
      N_("During a heist every other player is asked in turn whether he denounces it: a holder of a Balance may, "
      "the others keep quiet (or only the holders are asked).")),
    H("lawyer", "Carte Avocat : à son tour, sortir du Commissariat, de l'Hôpital ou de la Prison sans "
      "faire 2, 4 ou 6.", N_("An Avocat card frees its holder from a blocking place, then roll to move.")),
    H("no-debt", "On ne paie jamais plus que ce qu'on a : l'argent ne devient jamais négatif.",
      N_("Nobody pays more than they have; money never goes negative.")),
    H("bagarre-where", "Pas de bagarre sur Parking — Départ ni sur l'Arrivée ; elle se déclenche une fois "
      "l'effet de la case appliqué.", N_("No brawl on the start or finish; it comes after the square's effect.")),
    H("place-rules", "Envoyé dans un lieu spécial, un joueur ne doit plus le tour qu'il devait passer sur "
      "une case RIP : c'est la règle du lieu qui s'applique.",
      N_("A pawn sent to a special place no longer owes a RIP square's missed turn: the place's rule applies.")),
    H("embrouille-street", "L'Embrouille envoie à l'Hôpital le joueur de son choix, où qu'il soit : déjà à "
      "l'Hôpital, il y reste ; venu du Commissariat, il garde sa case de départ ; venu de la Prison, il repartira "
      "de la sortie de l'Hôpital, ou de sa propre sortie de prison si elle est avant ; venu du Cimetière, du "
      "Parking — Départ.",
      N_("The Embrouille card sends any other player to the Hôpital, wherever he is: one already there stays; "
      "one from the Commissariat keeps the square he would restart from; one from Prison restarts from the "
      "Hôpital's exit, or from his own way out of Prison when it is nearer the start; one from the Cimetière "
      "from Parking.")),
    H("own-turn", "Dons d'argent et achats à distance accompagnent chaque décision du joueur à son tour (le "
      "lancer, le choix que pose sa case) ; on ne s'arrête jamais pour demander « autre chose ? » : le tour finit "
      "de lui-même une fois la case jouée.",
      N_("Gifts and purchases from afar come with each decision of the player whose turn it is (the roll, the "
      "choice his square asks), never as a question of their own: the turn ends by itself once the square is "
      "resolved.")),
    H("flow-asked", "Option flow : « standing » (par défaut) offre dons et achats à distance avec chaque décision et "
      "le tour finit de lui-même ; « asked » joue le déroulement d'avant : une fois la case jouée, qui peut encore "
      "acheter ou donner le fait ou finit son tour (end), avec les règles d'alors. Une partie enregistrée sans "
      "cette option se rejoue ainsi.",
      N_("Option flow: 'standing' (the default) offers gifts and purchases from afar with each decision and the turn "
      "ends by itself; 'asked' plays the earlier flow: once the square is resolved, who can still buy or give does "
      "so or ends his turn ('end'), with the rules of then. A record that does not name the option replays so.")),
    H("house-any-moment", "Une Maison s'achète à distance (200 000 €) avec chaque décision de son tour, et "
      "avec sa sortie de prison ou sa réponse à un arrêt, même pendant le tour d'un autre (libéré par une "
      "Évasion, on peut l'acheter avant de sortir) ; jamais pendant la question de la Balance, qui trahirait "
      "son détenteur.",
      N_("A Maison is bought from afar with each decision of one's turn, and with one's way out of Prison or "
      "one's answer to a stop, even in another's turn (freed by an Évasion, one may buy one before leaving); "
      "never while a Balance is asked, which would give its holder away.")),
    H("exit-never-ahead", "Qui sort du Commissariat ou de l'Hôpital repart de la sortie du lieu, ou de la case "
      "d'où il y a été envoyé si elle est avant la sortie ; qui sort de prison par sa Maison ou son Terrain "
      "repart de la case de son arrestation si sa propriété est plus loin.",
      N_("Leaving the Commissariat, the Hôpital or Prison never moves a pawn forward: it restarts from the "
      "place's exit (a Maison, a Terrain square for Prison), or from the square it was sent from when that is "
      "nearer the start.")),
    H("safe-exits", "Aucune case de sortie (lieux, Maisons, Terrain, Disques, Parking, cases avant la sortie du "
      "Commissariat et de l'Hôpital) ne mène en un jet de dé sur une case qui renvoie dans un lieu (contrôle, "
      "accident, descente, RIP).",
      N_("No square a rule restarts a pawn from leads, with one die, onto a square that sends it away.")),
    H("every-square-acts", "Chaque case a une action ; plusieurs cases partagent la même sorte d'action. Les "
      "trois cases Disque n'agissent que pour qui y arrive depuis la Maison de disques.",
      N_("Every square has an effect when a pawn stops on it, except the three Disque squares, which pay only "
      "a pawn the Maison de disques sends there; kinds of effect repeat along 56 squares.")),
    H("stop-proposal", "À partir du tour stop_from (30 sur le plateau, ou le tour choisi par les joueurs avant la "
      "partie, dès le premier), un joueur peut, au début de son tour, proposer d'arrêter la partie si quelqu'un "
      "est plus riche qu'un autre ; chaque autre joueur accepte ou refuse à son tour ; après un refus, plus de "
      "proposition pendant stop_again tours (5).",
      N_("From round stop_from (30 on the board, or the round the players chose before the game, from the first), "
      "a player may propose at the start of his turn to stop, once someone is richer than another; the others "
      "answer in turn; after a refusal, no new proposal for stop_again rounds.")),
)
