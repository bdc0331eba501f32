"""Super Gang: moving through the city, making money in it, and the characters' own rules.

One test (or a few) per rule of ``gangs/supergang/rules.py``, named for it; each docstring starts
with the rule key and quotes the rulebook (or names the house rule). Every situation is built
exactly with ``situation(...)``, dice and darts are loaded with ``roll``/``force``; nothing is left
to random play. Every test that moves money checks that the bank and the gangs together still hold
what they held at the start (``assert_money_kept``).

Landmarks of the city (gangs/supergang/board.toml), x to the right and y down:

    row 0:  s1 ... s7 (sewer) ... s10  s11 (bridge)  s12 ... s15
    row 1:  s16 b1 b2 s17 b3 b4 s18 b5 b6 s19  ~  s20 b7 b8 s21
    row 2:  s22 b9 b10 s23 b11 b12 s24 b13 b14 s25  ~  s26 b15 b16 s27
    row 3:  s28 ... s37  s38 (bridge)  s39 s40 ... s42
    row 4:  s43 (sewer) b17 b18 s44 [centre] s45  ~  s46 [clinic] s47
    row 5:  s48 b19 b20 s49 [centre] s50  ~  s51 [cemetery] s52 (sewer)

Sewer mouths s7, s43, s52, s62, s86; bridges s11, s38, s63, s90. b1 ordinary; b2 and b3 with
sigils (two managers, price 100); b5 sells trafic pawns; b7 recruits traffickers, b13 killers.
Sidewalk portions at s18: 8 (b4|b12), 9 (b4), 11 (b5|b13), 12 (b5); portions of b5: 10, 11, 12.
"""

from __future__ import annotations

import pytest
from supergang_situations import force, legal, play, refused, roll, rules, situation

import gangs

FAR = {1: "s94", 2: "s93"}
"""Both cop pairs in the far south-east corner: present from round 4, but nowhere near."""

OUT = {1: None, 2: None}
"""Both cop pairs out of play for this turn (they come back at green's turn): red rolls no cop die."""


# ---------------------------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------------------------

def total_money(m) -> int:
    """What the bank and every gang hold together."""
    s = m.state
    return s.bank + sum(s.money(g) for g in range(s.gangs))


def assert_money_kept(m, total: int | None = None) -> None:
    """« 1320 briques en billets de banque » and not one more: money only changes hands. ``total``
    defaults to the bank's sum for this number of gangs (pass it when the situation set ``bank=``)."""
    expected = total if total is not None else m.state.board.bank_for(m.state.gangs)
    assert total_money(m) == expected


def ends(m, who: str) -> set[str]:
    """Where ``who`` may go with his die: ``"s5 e"`` (node and heading) or ``"b2"`` (heading free)."""
    prefix = f"move {who} "
    return {a[len(prefix):] for a in legal(m) if a.startswith(prefix)}


def jailed(*who: str) -> dict[str, str]:
    """Characters put in prison, so that they roll no die and stay out of the way."""
    return {c: "prison" for c in who}


def long_terms(*who: str) -> dict[str, int]:
    return {c: 9 for c in who}


def first_event(events, kind: str):
    return next(e for e in events if e.kind == kind)


# ---------------------------------------------------------------------------------------------
# Lieux et déplacements
# ---------------------------------------------------------------------------------------------

def test_exact_move_goes_exactly_the_number_of_the_die():
    """exact-move: « Il peut et doit avancer du nombre de cases indiqué par son dé. »"""
    m = situation(at={"red.killer": "s2"}, heading={"red.killer": "e"},
                  status=jailed("red.vamp", "red.trafficker"))
    roll(m, 3)
    assert m.state.dice == {"red.killer": 3}
    assert ends(m, "red.killer") == {"s5 e", "s17 s"}      # s3, s4, then s5 or down to s17
    assert refused(m, "move red.killer s4 e").rule == "exact-move"   # two steps: short of the die
    events = play(m, "move red.killer s5 e")
    assert m.state.position("red.killer") == "s5" and m.state.heading("red.killer") == "e"
    move = first_event(events, "move")
    assert move.rule == "exact-move" and move.data["steps"] == 3
    assert refused(m, "move red.killer s6 e").rule == "exact-move"   # one move a turn


def test_exact_move_the_die_must_be_played_before_the_turn_ends():
    """exact-move: « Il peut et doit avancer du nombre de cases indiqué par son dé. » — a character
    with a die and a way to walk it must move: the turn cannot end before."""
    m = situation(at={"red.killer": "s2"}, heading={"red.killer": "e"},
                  status=jailed("red.vamp", "red.trafficker"))
    roll(m, 3)
    assert "end" not in legal(m)
    assert refused(m, "end").rule == "exact-move"


def test_no_u_turn_in_the_street():
    """no-u-turn: « Un personnage n'a pas le droit de faire demi-tour dans la rue : sa direction doit
    rester constamment visible. »"""
    m = situation(at={"red.killer": "s2"}, heading={"red.killer": "e"},
                  status=jailed("red.vamp", "red.trafficker"))
    roll(m, 1)
    assert ends(m, "red.killer") == {"s3 e", "b1"}           # not back west to s1
    refused(m, "move red.killer s1 w")
    # the same square with no heading yet (fresh out of a shop): any way is open
    free = situation(at={"red.killer": "s2"}, status=jailed("red.vamp", "red.trafficker"))
    roll(free, 1)
    assert ends(free, "red.killer") == {"s1 w", "s3 e", "b1"}


def test_bridges_the_river_has_no_squares():
    """bridges: « Il n'y a pas de case sous les ponts. » — the river is no square: nobody walks along
    it or into it; the banks meet only on the bridge squares."""
    board = situation().state.board
    assert [board.name(n) for n in board.bridges] == ["s11", "s38", "s63", "s90"]
    assert all(board.is_square(n) for n in board.bridges)
    river_x = {x for x, _ in board.river}
    assert river_x == {10}
    for n in range(board.squares):               # every step between the banks lands on a bridge
        (x, _), = board.cells[n]
        for e in board.edges[n]:
            if e.heading != "*" and e.to < board.squares:
                (tx, _), = board.cells[e.to]
                if {x, tx} & river_x:
                    assert n in board.bridges or e.to in board.bridges
                assert abs(x - tx) <= 1
    # beside the river, going south: the river is to the east, the centre to the west: only south
    m = situation(at={"red.killer": "s45"}, heading={"red.killer": "s"},
                  status=jailed("red.vamp", "red.trafficker"))
    roll(m, 1)
    assert ends(m, "red.killer") == {"s50 s"}
    # crossing from s37 goes over the bridge s38
    m = situation(at={"red.killer": "s37"}, heading={"red.killer": "e"},
                  status=jailed("red.vamp", "red.trafficker"))
    roll(m, 2)
    assert "s39 e" in ends(m, "red.killer")
    # s19 and s20 face each other across the river: no step between them
    m = situation(at={"red.killer": "s19"}, heading={"red.killer": "n"},
                  status=jailed("red.vamp", "red.trafficker"))
    roll(m, 2)
    assert ends(m, "red.killer") == {"s9 w", "s11 e"}       # s10, then west or onto the bridge


def test_shop_last_point_a_shop_ends_the_walk():
    """shop-last-point: « Un personnage s'arrête dans une boutique au dernier chiffre de son coup de
    dé. »"""
    two = situation(at={"red.killer": "s2"}, heading={"red.killer": "e"},
                    status=jailed("red.vamp", "red.trafficker"))
    roll(two, 2)
    assert ends(two, "red.killer") == {"s4 e", "b2"}        # s3, then into b2 on the last point
    three = situation(at={"red.killer": "s2"}, heading={"red.killer": "e"},
                      status=jailed("red.vamp", "red.trafficker"))
    roll(three, 3)
    assert ends(three, "red.killer") == {"s5 e", "s17 s"}   # b2 cannot be crossed to b10 or s17
    refused(three, "move red.killer b10")


def test_shops_connected_side_by_side_shops_open_into_each_other():
    """shops-connected: « Les boutiques contiguës dans un même pâté de maisons communiquent directement
    entre elles. »"""
    m = situation(at={"red.killer": "b1"}, status=jailed("red.vamp", "red.trafficker"))
    roll(m, 1)
    assert ends(m, "red.killer") == {"s2", "s16", "b2", "b9"}   # two doors, two party walls
    play(m, "move red.killer b2")
    assert m.state.position("red.killer") == "b2"
    assert "racket b2" in legal(m)


def test_own_shop_street_own_shops_are_crossed_like_squares():
    """own-shop-street: « Un joueur devenu propriétaire d'une boutique peut l'utiliser exactement comme
    une case de la rue : il peut la traverser, s'y arrêter sans motif, passer dans une boutique
    contiguë. »"""
    m = situation(at={"red.killer": "s2"}, heading={"red.killer": "e"}, owners={"b2": 0},
                  status=jailed("red.vamp", "red.trafficker"))
    roll(m, 3)
    # through b2 (his own) to its other door s17, into b10 or b1 next door; the street ways stay
    assert ends(m, "red.killer") == {"s5 e", "s17 s", "s17 e", "b10", "b1"}
    # another gang's shop is not crossed
    theirs = situation(at={"red.killer": "s2"}, heading={"red.killer": "e"}, owners={"b2": 1},
                       status=jailed("red.vamp", "red.trafficker"))
    roll(theirs, 3)
    assert ends(theirs, "red.killer") == {"s5 e", "s17 s"}
    # and he may stop in his own shop without a motive, although something could be done there
    stop = situation(at={"red.killer": "s12"}, heading={"red.killer": "e"}, owners={"b7": 0},
                     status={"red.vamp": "prison", "red.trafficker": "dead"})
    roll(stop, 2)
    play(stop, "move red.killer b7")
    assert "recruit b7 red.trafficker" in legal(stop)
    assert "end" in legal(stop)


def test_passage_once_no_door_twice_in_a_move():
    """passage-once: « Mais en aucun cas il ne peut utiliser deux fois le même passage dans un même
    tour. »"""
    m = situation(at={"red.killer": "s3"}, heading={"red.killer": "w"}, owners={"b2": 0},
                  status=jailed("red.vamp", "red.trafficker"))
    roll(m, 2)
    found = ends(m, "red.killer")
    assert {"s17 e", "b1", "b10"} <= found                  # through b2 and out by another passage
    assert not any(e.split()[0] == "s3" for e in found)     # in by the door of s3 and out by it again
    refused(m, "move red.killer s3")


def test_shop_exit_one_leaving_a_shop_with_a_one_frees_the_heading():
    """shop-exit-one: « Sortir d'une boutique avec "un" au dé permet de choisir sa direction au tour
    suivant (y compris retourner dans la boutique). »"""
    one = situation(at={"red.killer": "b1"}, status=jailed("red.vamp", "red.trafficker"))
    roll(one, 1)
    play(one, "move red.killer s2")
    assert one.state.heading("red.killer") == ""
    two = situation(at={"red.killer": "b1"}, status=jailed("red.vamp", "red.trafficker"))
    roll(two, 2)
    assert ends(two, "red.killer") == {"s1 n", "s1 w", "s3 e", "s22 s"}   # a heading, as in the street
    # next turn, from s2 with no heading: either way, or back into the shop
    nxt = situation(at={"red.killer": "s2"}, heading={"red.killer": ""}, status=jailed("red.vamp", "red.trafficker"))
    roll(nxt, 1)
    assert ends(nxt, "red.killer") == {"s1 w", "s3 e", "b1"}


def test_sewers_mouths_are_neighbours_two_sewer_squares_a_move():
    """sewers: « Les cinq bouches d'égouts servent de raccourcis : on peut passer de l'une à l'autre
    comme si elles étaient voisines, un personnage ne peut utiliser que deux cases-égouts dans son
    tour. »"""
    board = situation().state.board
    assert [board.name(n) for n in board.sewers] == ["s7", "s43", "s52", "s62", "s86"]
    two = situation(at={"red.killer": "s6"}, heading={"red.killer": "e"},
                    status=jailed("red.vamp", "red.trafficker"))
    roll(two, 2)
    assert ends(two, "red.killer") == {"s8 e", "s18 s", "s43", "s52", "s62", "s86"}
    events = play(two, "move red.killer s86")
    assert two.state.position("red.killer") == "s86" and two.state.heading("red.killer") == ""
    assert first_event(events, "move").data["steps"] == 2
    # with a 3: s7 and one more mouth are the two sewer squares; a third mouth is out of reach
    three = situation(at={"red.killer": "s6"}, heading={"red.killer": "e"},
                      status=jailed("red.vamp", "red.trafficker"))
    roll(three, 3)
    found = {e.split()[0] for e in ends(three, "red.killer")}
    assert {"s28", "s48", "s47", "s61", "s63", "s85", "s87"} <= found    # a step on from a second mouth
    assert not found & {"s7", "s43", "s52", "s62", "s86"}


def test_sewer_resurface_from_a_mouth_at_any_other():
    """sewer-resurface: « Stationner sur une plaque d'égout permet au tour suivant de ressurgir par
    n'importe quelle autre case-égout si on le désire. »"""
    m = situation(at={"red.killer": "s7"}, heading={"red.killer": "e"}, status=jailed("red.vamp", "red.trafficker"))
    roll(m, 1)
    assert ends(m, "red.killer") == {"s43", "s52", "s62", "s86", "s8 e", "s18 s"}   # « si on le désire »
    events = play(m, "move red.killer s62")
    assert m.state.position("red.killer") == "s62" and m.state.heading("red.killer") == ""
    assert first_event(events, "move").rule == "sewers"
    # the mouth he stood on is one of his two sewer squares: no second hop under the city
    m = situation(at={"red.killer": "s7"}, heading={"red.killer": "e"}, status=jailed("red.vamp", "red.trafficker"))
    roll(m, 2)
    assert not {e.split()[0] for e in ends(m, "red.killer")} & {"s7", "s43", "s52", "s62", "s86"}


def test_centre_closed_centre_and_cemetery_are_not_walked_into():
    """centre-closed (house rule): « On ne rentre pas au centre ni au cimetière en marchant ; la
    clinique se gagne au dernier point du dé, comme une boutique. »"""
    m = situation(at={"red.killer": "s44"}, heading={"red.killer": "n"}, status=jailed("red.vamp", "red.trafficker"))
    roll(m, 1)
    assert ends(m, "red.killer") == {"s31 n", "b18"}          # the centre is east of s44
    refused(m, "move red.killer centre")
    m = situation(at={"red.killer": "s51"}, heading={"red.killer": "s"}, status=jailed("red.vamp", "red.trafficker"))
    roll(m, 1)
    assert ends(m, "red.killer") == {"s64 s"}                 # the cemetery is east of s51
    # the clinic on the last point only: not crossed from s46 to s47
    one = situation(at={"red.killer": "s46"}, heading={"red.killer": "s"}, status=jailed("red.vamp", "red.trafficker"))
    roll(one, 1)
    assert ends(one, "red.killer") == {"s51 s", "clinic"}
    two = situation(at={"red.killer": "s46"}, heading={"red.killer": "s"}, status=jailed("red.vamp", "red.trafficker"))
    roll(two, 2)
    assert ends(two, "red.killer") == {"s64 s"}


def test_acts_on_arrival_only_where_a_character_stops():
    """acts-on-arrival: « Il n'opère que sur son lieu d'arrivée. »"""
    m = situation(arrived={"red.killer": "s12"}, at={"red.vamp": "s14"})
    assert legal(m) == ["mug s12", "end"]
    assert refused(m, "mug s14").rule == "acts-on-arrival"     # the vamp did not arrive there this turn
    # before moving, a character acts nowhere, not even where he stands
    m = situation(at={"red.killer": "s12"}, heading={"red.killer": "e"}, status=jailed("red.vamp", "red.trafficker"))
    roll(m, 2)
    assert refused(m, "mug s12").rule == "acts-on-arrival"
    play(m, "move red.killer s14 e")
    assert refused(m, "mug s12").rule == "acts-on-arrival"     # nor where he came from
    assert "mug s14" in legal(m)


def test_shop_must_act_the_turn_cannot_end_before_acting_in_a_shop():
    """shop-must-act: « Quand un personnage pénètre dans une boutique, il doit obligatoirement y faire
    quelque chose : braquage, racket, trafic, achat, règlement de compte... »"""
    m = situation(ask_end=True, arrived={"red.killer": "b1"})
    assert "end" not in legal(m)
    assert refused(m, "end").rule == "shop-must-act"
    play(m, "racket b1")
    assert "end" in legal(m)
    play(m, "end")
    assert m.to_move == 1
    # when nothing at all can be done there (truce, no money, the shop already racketed), the turn ends
    idle = situation(ask_end=True, arrived={"red.killer": "b1"}, rackets={"b1": 1})
    assert legal(idle) == ["end"]
    # walking in counts as entering, as much as being placed there
    walk = situation(ask_end=True, at={"red.killer": "s1"}, heading={"red.killer": "e"},
                     status=jailed("red.vamp", "red.trafficker"))
    roll(walk, 2)
    play(walk, "move red.killer b1")
    assert refused(walk, "end").rule == "shop-must-act"


# ---------------------------------------------------------------------------------------------
# Comment se faire du fric ?
# ---------------------------------------------------------------------------------------------

def test_mugging_pays_ten_from_the_bank():
    """mugging: « A l'arrêt dans une case rue, on peut si on le désire, attaquer un touriste [...] Les
    victimes sont sans défense. C'est lâche et cela rapporte 10 briques, versées par la banque à
    l'agresseur. »"""
    m = situation(arrived={"red.killer": "s12"})
    events = play(m, "mug s12")
    assert m.state.money(0) == 10 and m.state.bank == 650
    assert rules(events)[0] == "mugging" and events[0].data["amount"] == 10
    assert "mug s12" not in legal(m)                         # one passer-by a square
    assert [line.kind for line in m.state.criminal_record("red.killer", unseen=True)] == ["mugging"]
    shop = situation(arrived={"red.killer": "b1"})
    assert not any(a.startswith("mug") for a in legal(shop))  # in the street only
    assert_money_kept(m)


def test_racket_a_virgin_shop_pays_five_a_turn():
    """racket: « Il suffit d'entrer dans une boutique encore vierge et d'y déposer un jeton R à la
    couleur de son gang. Dès lors, à chaque tour, chaque boutique rackettée rapporte 5 briques. »"""
    m = situation(ask_end=True, arrived={"red.killer": "b1"})
    events = play(m, "racket b1")
    assert m.state.racketeer("b1") == 0 and m.state.tokens_left(0) == 14
    assert rules(events)[0] == "racket"
    assert m.state.money(0) == 0                             # the R token costs nothing
    events = play(m, "end")
    assert m.state.money(0) == 5
    assert first_event(events, "income").data["amount"] == 5
    # a shop that is no longer virgin cannot be racketed
    owned = situation(ask_end=True, arrived={"red.killer": "b1"}, owners={"b1": 1})
    assert "racket b1" not in legal(owned)
    refused(owned, "racket b1")
    racketed = situation(ask_end=True, arrived={"red.killer": "b1"}, rackets={"b1": 1})
    assert "racket b1" not in legal(racketed)
    assert_money_kept(m)


def test_racket_buyable_a_racketed_shop_can_be_bought():
    """racket-buyable: « ATTENTION !! Une boutique rackettée est libre à l'achat. [...] On peut acheter
    une boutique rackettée, dans ce cas le pion-racket disparaît. » (after the truce: ``test_supergang_truce``)"""
    m = situation(ask_end=True, round=4, arrived={"red.killer": "b1"}, rackets={"b1": 1}, money={0: 50}, cops=FAR)
    assert "buy b1" in legal(m)
    events = play(m, "buy b1")
    assert m.state.owner("b1") == 0 and m.state.racketeer("b1") is None
    assert m.state.tokens_left(1) == 15                      # green's R token is back in its reserve
    assert m.state.money(0) == 0 and m.state.bank == 660
    assert "racket-buyable" in rules(events)
    # one's own R token makes way for the property token
    own = situation(ask_end=True, arrived={"red.killer": "b1"}, rackets={"b1": 0}, money={0: 50})
    play(own, "buy b1")
    assert own.state.owner("b1") == 0 and own.state.racketeer("b1") is None
    assert own.state.tokens_left(0) == 14
    assert_money_kept(m)
    assert_money_kept(own)


def test_buy_fifty_or_a_hundred_with_sigils_and_ten_a_turn():
    """buy: « Lorsqu'on pénètre dans une boutique, on peut l'acheter : 50 briques les boutiques
    ordinaires, 100 briques les boutiques à un ou deux sigles [...] ce jeton posé dans la boutique
    rapportera 10 briques à chaque tour. »"""
    m = situation(ask_end=True, arrived={"red.killer": "b1", "red.vamp": "b3"}, money={0: 150})
    events = play(m, "buy b1")
    assert m.state.owner("b1") == 0 and m.state.money(0) == 100 and m.state.bank == 560
    assert rules(events)[-1] == "buy" and events[-1].data["amount"] == 50
    play(m, "buy b3")                                        # one sigil: 100
    assert m.state.owner("b3") == 0 and m.state.money(0) == 0 and m.state.bank == 660
    assert m.state.tokens_left(0) == 13
    events = play(m, "end")
    assert m.state.money(0) == 20                            # 10 a shop a turn
    assert first_event(events, "income").rule == "income"
    # a shop already owned is not for sale
    theirs = situation(ask_end=True, arrived={"red.killer": "b1"}, owners={"b1": 1}, money={0: 100})
    assert "buy b1" not in legal(theirs)
    assert refused(theirs, "buy b1").rule == "buy"
    assert_money_kept(m)


def test_holdup_against_one_manager_pays_fifty():
    """holdup: « Une boutique ordinaire est défendue par un gérant et son braquage rapporte 50 briques. »
    « Le braquage implique un duel contre ce ou ces gérants. »"""
    m = situation(round=5, arrived={"red.killer": "b1"}, cops=FAR)
    force(m, 4, 1, "dead")                                   # 4 + 2 against 1: five darts, the first kills
    events = play(m, "holdup b1")
    duel = first_event(events, "duel")
    assert duel.data["attackers"] == ["red.killer"] and duel.data["defenders"] == ["manager-1"]
    assert m.state.money(0) == 50 and m.state.bank == 610
    assert rules(events)[-1] == "holdup-payer"
    assert m.state.position("red.killer") == "b1"
    assert [line.kind for line in m.state.criminal_record("red.killer", unseen=True)] == ["holdup"]
    assert_money_kept(m)


def test_holdup_against_two_managers_pays_a_hundred():
    """holdup: « Une boutique à sigle(s) ( ) est défendue par deux gérants et son braquage rapporte
    100 briques. »"""
    m = situation(round=5, arrived={"red.killer": "b3"}, cops=FAR)
    force(m, 6, 1, 1, "wounded", "dead")                     # 8 against 2: six darts, two hits
    events = play(m, "holdup b3")
    assert first_event(events, "duel").data["defenders"] == ["manager-1", "manager-2"]
    assert m.state.money(0) == 100 and m.state.bank == 560
    assert_money_kept(m)


def test_holdup_lost_pays_nothing():
    """holdup: the hold-up is a duel: « Le plus fort total est le premier tireur » — the manager wins
    and the till stays shut."""
    m = situation(round=5, arrived={"red.killer": "b1"}, cops=FAR, money={0: 20})
    force(m, 1, 6, "dead")                                   # 1 + 2 against 6: the manager shoots first
    events = play(m, "holdup b1")
    assert m.state.status_of("red.killer") == "dead"
    assert m.state.money(0) == 20 and m.state.bank == 640
    assert "holdup-payer" not in rules(events)
    assert_money_kept(m)


def test_managers_testify_when_they_survive_a_holdup():
    """managers-testify: « Lorsqu'ils survivent à un braquage, les gérants témoignent de tous les délits
    observés : croix sur le casier judiciaire. » — the wounded robber goes to the clinic wanted."""
    m = situation(round=5, arrived={"red.killer": "b1"}, cops=FAR)
    force(m, 1, 6, "wounded")                                # 1 + 2 against 6: the manager wounds him
    events = play(m, "holdup b1")
    assert "managers-testify" in rules(events)
    assert m.state.status_of("red.killer") == "clinic"
    [line] = m.state.criminal_record("red.killer")
    assert (line.kind, line.place, line.witnesses, line.served) == ("holdup", "b1", ("managers of b1",), False)
    assert m.state.wanted("red.killer")


def test_holdup_payer_the_bank_for_a_free_shop_the_owner_for_his():
    """holdup-payer: « Si cette boutique n'appartient à personne c'est la banque qui paie, si cette
    boutique appartient à un gang, c'est celui-ci qui paie. »"""
    free = situation(round=5, arrived={"red.killer": "b1"}, cops=FAR, money={1: 80})
    force(free, 6, 1, "dead")
    play(free, "holdup b1")
    assert free.state.money(0) == 50 and free.state.money(1) == 80 and free.state.bank == 530
    owned = situation(round=5, arrived={"red.killer": "b1"}, owners={"b1": 1}, cops=FAR, money={1: 80})
    force(owned, 6, 1, "dead")
    events = play(owned, "holdup b1")
    assert owned.state.money(0) == 50 and owned.state.money(1) == 30 and owned.state.bank == 580
    assert first_event(events, "loot").rule == "holdup-payer"
    assert owned.state.owner("b1") == 1                     # for the till: the title stays
    assert_money_kept(free)
    assert_money_kept(owned)


def test_holdup_title_the_shop_changes_colour():
    """holdup-title: « Une boutique appartenant à un autre gang peut aussi être braquée pour son titre
    de propriété, l'attaquant précisera au propriétaire s'il braque pour l'argent OU pour la propriété.
    Si l'attaquant réussit un braquage pour la propriété, la boutique passe à sa couleur. »"""
    m = situation(ask_end=True, round=5, arrived={"red.killer": "b1"}, owners={"b1": 1}, cops=FAR, money={1: 80})
    assert {"holdup b1", "holdup b1 title"} <= set(legal(m))
    force(m, 6, 1, "dead")
    events = play(m, "holdup b1 title")
    assert m.state.owner("b1") == 0
    assert m.state.money(0) == 0 and m.state.money(1) == 80    # the title OR the money
    assert "holdup-title" in rules(events) and "holdup-payer" not in rules(events)
    # a free shop has no title to take
    free = situation(ask_end=True, round=5, arrived={"red.killer": "b2"}, cops=FAR)
    assert "holdup b2" in legal(free) and "holdup b2 title" not in legal(free)
    # lost: the shop stays green
    lost = situation(ask_end=True, round=5, arrived={"red.killer": "b1"}, owners={"b1": 1}, cops=FAR)
    force(lost, 1, 6, "dead")
    play(lost, "holdup b1 title")
    assert lost.state.owner("b1") == 1
    assert_money_kept(m)


def test_holdup_once_a_shop_is_held_up_once_a_turn():
    """holdup-once: « A son tour de jeu, un gang ne peut réussir qu'une fois le braquage d'une même
    boutique. » — the vamp walking in after the killer's success cannot do it again."""
    m = situation(round=5, at={"red.killer": "s1", "red.vamp": "s22"}, heading={"red.killer": "e", "red.vamp": "n"},
                  status=jailed("red.trafficker"), cops=OUT)
    roll(m, 2, 2)
    play(m, "move red.killer b1")
    force(m, 6, 1, "dead")
    play(m, "holdup b1")
    assert m.state.money(0) == 50
    play(m, "move red.vamp b1")
    assert not any(a.startswith("holdup b1") for a in legal(m))
    refused(m, "holdup b1")
    assert m.state.money(0) == 50
    assert_money_kept(m)


def test_no_buy_after_holdup():
    """no-buy-after-holdup: « Un personnage(s) ne peut acheter lui-même une boutique qu'il vient de
    braquer. »"""
    m = situation(round=5, arrived={"red.killer": "b1"}, cops=FAR, money={0: 100})
    assert "buy b1" in legal(m)
    force(m, 6, 1, "dead")
    play(m, "holdup b1")
    assert m.state.money(0) == 150
    assert "buy b1" not in legal(m)
    assert refused(m, "buy b1").rule == "no-buy-after-holdup"
    assert m.state.owner("b1") is None
    assert_money_kept(m)


def test_settling_a_duel_with_another_gang_present():
    """settling: « Le règlement de compte sert à éliminer un ou plusieurs personnages des gangs adverses.
    Il est toujours et uniquement à l'initiative de celui qui agit. Le règlement de compte a lieu dans la
    rue ou dans une boutique. »"""
    m = situation(round=5, arrived={"red.killer": "s12"}, at={"green.vamp": "s12"}, cops=FAR, money={1: 40})
    assert "settle s12 green" in legal(m)
    force(m, 4, 1, "wounded")
    events = play(m, "settle s12 green")
    assert rules(events)[0] == "settling"
    duel = first_event(events, "duel")
    assert duel.data["attackers"] == ["red.killer"] and duel.data["defenders"] == ["green.vamp"]
    assert m.state.status_of("green.vamp") == "clinic"
    assert m.state.money(0) == 0 and m.state.money(1) == 40   # a settling of scores pays nothing
    # in a shop nobody owns, only the gangsters fight
    shop = situation(round=5, arrived={"red.killer": "b1"}, at={"green.vamp": "b1"}, cops=FAR)
    force(shop, 6, 1, "dead")
    events = play(shop, "settle b1 green")
    assert first_event(events, "duel").data["defenders"] == ["green.vamp"]
    assert shop.state.status_of("green.vamp") == "dead"
    # nobody of another gang here: nothing to settle
    alone = situation(round=5, arrived={"red.killer": "s12"}, cops=FAR)
    assert not any(a.startswith("settle") for a in legal(alone))
    assert_money_kept(m)


def test_settling_managers_fight_beside_their_owner():
    """settling-managers: « En cas de règlement de compte dans une boutique, les gérants interviennent
    uniquement si un gangster propriétaire de cette boutique est présent. »"""
    m = situation(round=5, arrived={"red.killer": "b3"}, at={"green.trafficker": "b3"}, owners={"b3": 1}, cops=FAR)
    force(m, 6, 1, 1, 1, "dead", "dead", "miss", "miss", "miss", "miss", "miss", "dead")
    events = play(m, "settle b3 green")
    assert rules(events)[0] == "settling-managers"
    assert first_event(events, "duel").data["defenders"] == ["green.trafficker", "manager-1", "manager-2"]
    assert m.state.status_of("red.killer") == "dead"        # manager 2, still standing, shot back
    # the shop is green's but only a yellow gangster is there: no managers in red against yellow
    three = situation(gangs=3, round=5, arrived={"red.killer": "b3"}, at={"yellow.vamp": "b3"}, owners={"b3": 1},
                      cops=FAR)
    force(three, 6, 1, "dead")
    events = play(three, "settle b3 yellow")
    assert rules(events)[0] == "settling"
    assert first_event(events, "duel").data["defenders"] == ["yellow.vamp"]
    assert_money_kept(m)


def test_settling_managers_fight_beside_an_owner_who_attacks():
    """settling-managers: « les gérants interviennent uniquement si un gangster propriétaire de cette
    boutique est présent » — red's killer opens fire in red's own shop: red's managers are there and
    fight with him (« Dans les boutiques, les gérants ne participent au duel que si leurs propriétaires
    sont impliqués »)."""
    m = situation(round=5, arrived={"red.killer": "b3"}, at={"green.trafficker": "b3"}, owners={"b3": 0}, cops=FAR)
    events = play(m, "settle b3 green")
    duel = first_event(events, "duel")
    assert duel.data["attackers"] == ["red.killer", "manager-1", "manager-2"]
    assert duel.data["defenders"] == ["green.trafficker"]


def test_no_shooting_before_police():
    """no-shooting-before-police: « Un gangster ne peut tirer sur un gérant ou un autre gangster en
    présence de la police. »"""
    street = situation(round=5, arrived={"red.killer": "s12"}, at={"green.vamp": "s12"}, cops={1: "s12", 2: "s93"})
    assert legal(street) == ["mug s12", "end"]                # a cowardly mugging is no shooting
    assert refused(street, "settle s12 green").rule == "no-shooting-before-police"
    shop = situation(round=5, arrived={"red.killer": "b1"}, cops={1: "b1", 2: "s93"})
    assert not any(a.startswith("holdup") for a in legal(shop))
    assert refused(shop, "holdup b1").rule == "no-shooting-before-police"
    # a cop pair one square away is no bar to the shooting
    near = situation(round=5, arrived={"red.killer": "s12"}, at={"green.vamp": "s12"}, cops={1: "s13", 2: "s93"})
    assert "settle s12 green" in legal(near)


def test_one_duel_per_place_and_turn():
    """one-duel-per-place: « Lorsqu'il arrive sur un lieu, un joueur a le choix de l'ordre et du nombre
    de ses actions, mais il ne peut faire qu'un jet de dé(s) contre le ou les personnage(s) présent(s)
    qu'il décide d'affronter (policiers, gérants, gangsters, ...) »"""
    m = situation(gangs=3, round=5, arrived={"red.killer": "s12"}, at={"green.vamp": "s12", "yellow.vamp": "s12"},
                  cops=FAR)
    assert {"settle s12 green", "settle s12 yellow"} <= set(legal(m))
    force(m, 6, 1, "dead")
    play(m, "settle s12 green")
    assert "settle s12 yellow" not in legal(m)
    assert refused(m, "settle s12 yellow").rule == "one-duel-per-place"
    play(m, "mug s12")                                      # other actions, in any order, remain
    assert m.state.money(0) == 10
    # in a shop: a settling of scores, then no hold-up
    shop = situation(round=5, arrived={"red.killer": "b1"}, at={"green.vamp": "b1"}, cops=FAR)
    force(shop, 6, 1, "dead")
    play(shop, "settle b1 green")
    assert refused(shop, "holdup b1").rule == "one-duel-per-place"
    assert "racket b1" in legal(shop)
    assert_money_kept(m)


def test_trafic_only_trafficker():
    """trafic-only-trafficker: « Seul le trafiquant peut trafiquer. »"""
    m = situation(arrived={"red.killer": "s18"}, stock={0: 4})
    assert not any(a.startswith("trafic") for a in legal(m))
    assert refused(m, "trafic s18").rule == "trafic-only-trafficker"
    shop = situation(arrived={"red.killer": "b5"}, money={0: 50})
    assert not any(a.startswith("pawns") for a in legal(shop))
    assert refused(shop, "pawns b5 2").rule == "trafic-only-trafficker"
    # with the trafficker beside him, the gang traffics
    both = situation(arrived={"red.killer": "s18", "red.trafficker": "s18"}, stock={0: 4})
    assert "trafic s18" in legal(both)


def test_trafic_buy_five_for_two_ten_at_most_in_a_trafic_shop():
    """trafic-buy: « Il achète les pions-trafic dans les boutiques marquées, au prix de 5 briques les
    deux, mais il ne peut en acheter plus de dix à la fois. »"""
    m = situation(arrived={"red.trafficker": "b5"}, money={0: 50})
    lots = [a for a in legal(m) if a.startswith("pawns")]
    assert lots == ["pawns b5 2", "pawns b5 4", "pawns b5 6", "pawns b5 8", "pawns b5 10"]
    assert refused(m, "pawns b5 12").rule == "trafic-buy"
    assert refused(m, "pawns b5 3").rule == "trafic-buy"    # sold by two
    events = play(m, "pawns b5 10")
    assert m.state.money(0) == 25 and m.state.bank == 635 and m.state.pawns(0) == {"placed": 0, "stock": 10}
    assert rules(events) == ["trafic-buy"]
    assert "end" in legal(m)                                 # buying pawns is doing something there
    # what the gang can pay limits the lot
    poor = situation(arrived={"red.trafficker": "b5"}, money={0: 10})
    assert [a for a in legal(poor) if a.startswith("pawns")] == ["pawns b5 2", "pawns b5 4"]
    # only in a shop marked for trafic
    plain = situation(arrived={"red.trafficker": "b1"}, money={0: 50})
    assert not any(a.startswith("pawns") for a in legal(plain))
    assert_money_kept(m)


def test_trafic_buy_not_more_than_ten_in_one_stop():
    """trafic-buy: « mais il ne peut en acheter plus de dix à la fois » — one purchase of at most ten
    pawns a stop, not ten and then ten more."""
    m = situation(arrived={"red.trafficker": "b5"}, money={0: 50})
    play(m, "pawns b5 10")
    assert not any(a.startswith("pawns") for a in legal(m))


def test_trafic_payee_the_bank_the_owner_or_free():
    """trafic-payee: « Où va l'argent ? à la banque quand la boutique n'appartient à personne ; au
    propriétaire de la boutique s'il y en a un ; les pions-trafic sont gratuits pour les propriétaires
    de boutiques. »"""
    theirs = situation(arrived={"red.trafficker": "b5"}, owners={"b5": 1}, money={0: 50, 1: 5})
    events = play(theirs, "pawns b5 4")
    assert theirs.state.money(0) == 40 and theirs.state.money(1) == 15 and theirs.state.bank == 605
    assert rules(events) == ["trafic-payee"]
    own = situation(arrived={"red.trafficker": "b5"}, owners={"b5": 0}, money={0: 0})
    assert "pawns b5 10" in legal(own)                       # free: no money needed
    play(own, "pawns b5 10")
    assert own.state.money(0) == 0 and own.state.bank == 660 and own.state.pawns(0)["stock"] == 10
    free = situation(arrived={"red.trafficker": "b5"}, money={0: 50, 1: 5})
    play(free, "pawns b5 4")
    assert free.state.money(0) == 40 and free.state.money(1) == 5 and free.state.bank == 615
    assert_money_kept(theirs)
    assert_money_kept(own)
    assert_money_kept(free)


def test_trafic_place_one_pawn_on_each_empty_portion_touching_the_square():
    """trafic-place: « Le trafiquant peut déposer un pion-trafic et un seul par portion vide touchant la
    case où il s'est arrêté. (Une portion de trottoir est délimitée par deux encoches blanches) »"""
    m = situation(arrived={"red.trafficker": "s18"}, stock={0: 5}, pawns={8: 1})
    board = m.state.board
    assert set(board.portions_at[board.node("s18")]) == {8, 9, 11, 12}
    events = play(m, "trafic s18")
    assert rules(events)[0] == "trafic-place"
    assert sorted(events[0].data["portions"]) == [9, 11, 12]   # portion 8 is green's: not empty
    assert [m.state.portion[i] for i in (8, 9, 11, 12)] == [1, 0, 0, 0]
    assert m.state.pawns(0) == {"placed": 3, "stock": 2}
    assert "trafic s18" not in legal(m)                      # one pawn a portion, once
    assert [line.kind for line in m.state.criminal_record("red.trafficker", unseen=True)] == ["trafic"]
    # no more pawns than in stock
    short = situation(arrived={"red.trafficker": "s18"}, stock={0: 2})
    play(short, "trafic s18")
    assert short.state.pawns(0) == {"placed": 2, "stock": 0}
    # no pawns at all: nothing to lay
    none = situation(arrived={"red.trafficker": "s18"})
    assert "trafic s18" not in legal(none)


def test_trafic_place_the_trafficker_chooses_his_portions():
    """trafic-place: « Le trafiquant peut déposer un pion-trafic et un seul par portion vide » — he may lay one
    pawn on a portion of his choice, then another; the offence is one for the place."""
    m = situation(arrived={"red.trafficker": "s18"}, stock={0: 5})
    assert {"trafic s18 9", "trafic s18 11", "trafic s18 12", "trafic s18 8"} <= set(legal(m))
    play(m, "trafic s18 11")
    assert [m.state.portion[i] for i in (8, 9, 11, 12)] == [-1, -1, 0, -1]
    assert "trafic s18 11" not in legal(m) and "trafic s18 12" in legal(m)
    play(m, "trafic s18 12")
    assert m.state.pawns(0) == {"placed": 2, "stock": 3}
    assert [line.kind for line in m.state.criminal_record("red.trafficker", unseen=True)] == ["trafic"]


def test_trafic_own_shop_a_pawn_on_each_portion_bordering_it():
    """trafic-own-shop: « Propriétaire d'une boutique où il se trouve, le trafiquant peut poser un
    pion-trafic sur chaque portion de trottoir bordant la boutique. Les portions mitoyennes appartiennent
    au premier occupant. »"""
    m = situation(arrived={"red.trafficker": "b5"}, owners={"b5": 0, "b6": 1}, stock={0: 5}, pawns={10: 1})
    assert m.state.board.portions_of[m.state.board.node("b5")] == (10, 11, 12)
    events = play(m, "trafic b5")
    assert rules(events)[0] == "trafic-own-shop"
    assert sorted(events[0].data["portions"]) == [11, 12]   # 10, shared with green's b6, was green's first
    assert m.state.portion[10] == 1
    assert m.state.pawns(0) == {"placed": 2, "stock": 3}
    # in a shop that is not his, the trafficker lays nothing
    free = situation(arrived={"red.trafficker": "b5"}, stock={0: 5})
    assert "trafic b5" not in legal(free)


def test_trafic_follows_owner_pawns_beside_a_shop_take_its_owners_colour():
    """trafic-follows-owner: « En cas d'acquisition ou de changement de propriété tous les pions-trafic
    bordant une boutique prennent la couleur du nouveau propriétaire. Il est donc impossible de trafiquer
    sur les trottoirs de la boutique d'un autre. »"""
    m = situation(round=4, arrived={"red.killer": "b5"}, money={0: 50}, pawns={9: 1, 10: 1, 11: 1, 12: 1}, cops=FAR)
    events = play(m, "buy b5")
    assert "trafic-follows-owner" in rules(events)
    assert [m.state.portion[i] for i in (9, 10, 11, 12)] == [1, 0, 0, 0]   # 9 borders b4 only
    assert m.state.pawns(1)["placed"] == 1 and m.state.pawns(0)["placed"] == 3
    # a change of owner by a hold-up for the title does the same
    title = situation(round=5, arrived={"red.killer": "b5"}, owners={"b5": 1}, pawns={10: 1, 11: 1, 12: 1}, cops=FAR)
    force(title, 6, 1, "dead")
    events = play(title, "holdup b5 title")
    assert [title.state.portion[i] for i in (10, 11, 12)] == [0, 0, 0]
    assert "trafic-follows-owner" in rules(events)
    # beside green's b5, red cannot lay on b5's sidewalks
    beside = situation(arrived={"red.trafficker": "s18"}, owners={"b5": 1}, stock={0: 5})
    events = play(beside, "trafic s18")
    assert sorted(events[0].data["portions"]) == [8, 9]     # not 11 (b5|b13) nor 12 (b5)
    assert_money_kept(m)


def test_trafic_income_five_a_pawn_a_turn():
    """trafic-income: « Chaque pion-trafic posé sur le trottoir rapporte 5 briques à chaque tour. »
    « Les pions-trafic non encore placés sont stockés par le joueur [...] (et ne rapportent rien). »"""
    m = situation(arrived={"red.killer": "s12"}, pawns={0: 0, 1: 0, 2: 0}, stock={0: 7})
    events = play(m, "end")
    assert m.state.money(0) == 15 and m.state.bank == 645
    income = first_event(events, "income")
    assert income.rule == "income" and income.data["amount"] == 15
    assert_money_kept(m)


def test_income_collected_at_the_end_of_each_turn():
    """income: « On est tenu de réclamer ses revenus à chaque tour avant que le joueur suivant lance les
    dés. » — 10 a shop, 5 a racket, 5 a pawn, from the bank."""
    m = situation(arrived={"red.killer": "s12"}, owners={"b1": 0, "b3": 0}, rackets={"b2": 0}, pawns={0: 0},
                  money={0: 7})
    events = play(m, "end")
    income = first_event(events, "income")
    assert income.rule == "income" and income.data["amount"] == 30 and income.player == 0
    assert m.state.money(0) == 37 and m.state.bank == 623
    assert m.to_move == 1 and legal(m)[0] == "roll"          # before green rolls
    assert m.state.money(1) == 0                             # green has nothing to collect
    assert_money_kept(m)


def test_no_loans_money_is_the_gangs_and_nobody_lends():
    """no-loans: « Toute rentrée est immédiatement disponible pour l'ensemble du gang. Le prêt d'argent
    entre joueurs est formellement interdit. »"""
    m = situation(arrived={"red.killer": "s8", "red.trafficker": "b5"}, money={0: 0, 1: 500})
    assert not any(a.startswith("pawns") for a in legal(m))
    play(m, "mug s8")                                        # the killer's 10 are the trafficker's at once
    assert [a for a in legal(m) if a.startswith("pawns")] == ["pawns b5 2", "pawns b5 4"]
    # no action hands money from a gang to another
    assert not {a.split()[0] for a in legal(m)} & {"give", "lend", "loan", "pay", "transfer"}
    # too little money: the purchase is refused, rich green does not help
    poor = situation(arrived={"red.killer": "b1"}, money={0: 40, 1: 500})
    assert "buy b1" not in legal(poor)
    assert refused(poor, "buy b1").rule == "no-loans"
    assert_money_kept(m)


def test_neutralised_income_only_the_properties_pay():
    """neutralised-income: « Lorsque tout un gang est neutralisé (prison, cimetière, clinique), il ne
    perçoit que les revenus des propriétés. »"""
    m = situation(ask_end=True, status={"red.killer": "dead", "red.vamp": "prison", "red.trafficker": "clinic"},
                  sentence={"red.vamp": 3}, owners={"b1": 0}, rackets={"b2": 0}, pawns={0: 0, 1: 0})
    roll(m)                                                  # nobody free: no die
    events = play(m, "end")
    income = first_event(events, "income")
    assert income.rule == "neutralised-income" and income.data["amount"] == 10
    assert m.state.money(0) == 10
    # one gangster free, and the rackets and pawns pay again
    free = situation(ask_end=True, arrived={"red.killer": "s12"},
                     status={"red.vamp": "prison", "red.trafficker": "clinic"},
                     sentence={"red.vamp": 3}, owners={"b1": 0}, rackets={"b2": 0}, pawns={0: 0, 1: 0})
    events = play(free, "end")
    assert first_event(events, "income").data["amount"] == 25
    assert_money_kept(m)


def test_bank_limit_a_dry_bank_pays_what_it_has_left():
    """bank-limit: « La banque possède 1 320 briques pour 4 joueurs, 1000 briques pour 3 joueurs, et pas
    un sou de plus. [...] Lorsqu'elle est vide, il faut donc se procurer l'argent chez les autres. »"""
    assert situation(ask_end=True, gangs=4).state.bank == 1320
    assert situation(ask_end=True, gangs=3).state.bank == 1000
    m = situation(ask_end=True, arrived={"red.killer": "s12"}, owners={"b1": 0}, bank=5, money={1: 100})
    events = play(m, "mug s12")
    assert m.state.money(0) == 5 and m.state.bank == 0
    assert rules(events)[0] == "bank-limit" and events[0].data["amount"] == 5
    events = play(m, "end")                                  # the shop's 10 are due; nothing is left
    income = first_event(events, "income")
    assert income.rule == "bank-limit" and income.data.items() >= {"amount": 0, "due": 10}.items()
    assert m.state.money(0) == 5 and m.state.money(1) == 100
    assert_money_kept(m, total=105)
    # an empty bank: no passer-by worth mugging
    dry = situation(ask_end=True, arrived={"red.killer": "s12"}, bank=0)
    assert "mug s12" not in legal(dry)
    refused(dry, "mug s12")
    # a hold-up of a free shop pays what the bank has left
    holdup = situation(ask_end=True, round=5, arrived={"red.killer": "b1"}, cops=FAR, bank=30)
    force(holdup, 6, 1, "dead")
    play(holdup, "holdup b1")
    assert holdup.state.money(0) == 30 and holdup.state.bank == 0
    assert_money_kept(holdup, total=30)


def test_tokens_limit_fifteen_tokens_then_withdraw_one():
    """tokens-limit: « Lorsqu'un joueur n'a plus de jeton racket-propriété en réserve, il doit supprimer
    un racket ou une propriété quelque part s'il veut marquer une nouvelle propriété. »"""
    shops = {f"b{i}": 0 for i in range(1, 11)}
    rackets = {f"b{i}": 0 for i in range(11, 16)}
    m = situation(ask_end=True, arrived={"red.killer": "b20"}, owners=shops, rackets=rackets, money={0: 200})
    assert m.state.tokens_left(0) == 0
    assert not {"racket b20", "buy b20"} & set(legal(m))
    assert refused(m, "racket b20").rule == "tokens-limit"
    assert refused(m, "buy b20").rule == "tokens-limit"
    events = play(m, "withdraw b15")                         # an R token comes back
    assert rules(events) == ["tokens-limit"]
    assert m.state.racketeer("b15") is None and m.state.tokens_left(0) == 1
    play(m, "buy b20")
    assert m.state.owner("b20") == 0 and m.state.tokens_left(0) == 0 and m.state.money(0) == 100
    # « s'il veut marquer une nouvelle propriété »: nothing left to mark where red stands, no withdrawal
    assert not any(a.startswith("withdraw") for a in legal(m))
    assert refused(m, "withdraw b1").rule == "tokens-limit"
    assert_money_kept(m)


def test_tokens_limit_no_withdrawal_for_a_gang_standing_in_the_street():
    """tokens-limit: « il doit supprimer un racket ou une propriété quelque part s'il veut marquer une nouvelle
    propriété » — with no token left and its only group on a street square, where no shop can be marked, no token is
    offered back nor taken back; the same gang in a virgin shop may take one back."""
    shops = {f"b{i}": 0 for i in range(1, 11)}
    rackets = {f"b{i}": 0 for i in range(11, 16)}
    street = situation(ask_end=True, arrived={"red.killer": "s12"}, owners=shops, rackets=rackets, money={0: 200})
    assert street.state.tokens_left(0) == 0
    assert not any(a.startswith("withdraw") for a in legal(street))
    assert refused(street, "withdraw b15").rule == "tokens-limit"
    shop = situation(ask_end=True, arrived={"red.killer": "b20"}, owners=shops, rackets=rackets, money={0: 200})
    assert {f"withdraw b{i}" for i in range(1, 16)} <= set(legal(shop))


def test_tokens_limit_no_title_holdup_without_a_token_left():
    """tokens-limit: « Lorsqu'un joueur n'a plus de jeton racket-propriété en réserve, il doit supprimer un racket
    ou une propriété quelque part s'il veut marquer une nouvelle propriété. » holdup-title: « Si l'attaquant
    réussit un braquage pour la propriété, la boutique passe à sa couleur. » — with no token left, red may hold
    green's shop up for the till, not for its title; one token taken back, the title hold-up is allowed."""
    owners = {f"b{i}": 0 for i in range(2, 12)} | {"b1": 1}
    rackets = {f"b{i}": 0 for i in range(12, 17)}
    m = situation(round=5, arrived={"red.killer": "b1"}, owners=owners, rackets=rackets, cops=FAR, money={1: 80})
    assert m.state.tokens_left(0) == 0
    assert "holdup b1" in legal(m) and "holdup b1 title" not in legal(m)
    assert refused(m, "holdup b1 title").rule == "tokens-limit"
    play(m, "withdraw b16")
    assert m.state.tokens_left(0) == 1 and "holdup b1 title" in legal(m)
    force(m, 6, 1, "dead")
    events = play(m, "holdup b1 title")
    assert "holdup-title" in rules(events)
    assert m.state.owner("b1") == 0 and m.state.tokens_left(0) == 0
    assert_money_kept(m)


def test_trafic_limit_twenty_pawns_a_gang():
    """trafic-limit: « 20 pions-trafic par gang. »"""
    m = situation(arrived={"red.trafficker": "b5"}, money={0: 100}, stock={0: 14}, pawns={0: 0, 1: 0, 2: 0, 3: 0})
    assert [a for a in legal(m) if a.startswith("pawns")] == ["pawns b5 2"]
    refused(m, "pawns b5 4")
    play(m, "pawns b5 2")
    assert m.state.pawns(0) == {"placed": 4, "stock": 16}
    full = situation(arrived={"red.trafficker": "b5"}, money={0: 100}, stock={0: 20})
    assert not any(a.startswith("pawns") for a in legal(full))
    assert_money_kept(m)


# ---------------------------------------------------------------------------------------------
# Les personnages
# ---------------------------------------------------------------------------------------------

def test_recruit_costs_fifty_to_the_bank_and_acts_at_once():
    """recruit: « Un personnage coûte 50 briques ; il est gratuit pour le propriétaire de la boutique.
    Tout recruté est opérationnel immédiatement. »"""
    m = situation(round=5, arrived={"red.vamp": "b13"}, status={"red.killer": "dead"}, money={0: 60}, cops=FAR)
    events = play(m, "recruit b13 red.killer")
    assert rules(events) == ["recruit"]
    assert m.state.status_of("red.killer") == "free" and m.state.position("red.killer") == "b13"
    assert m.state.money(0) == 10 and m.state.bank == 650
    force(m, 6, 1, 1, "dead")                                # the recruit holds up the shop with her
    events = play(m, "holdup b13 red.killer+red.vamp")
    assert first_event(events, "duel").data["attackers"] == ["red.killer", "red.vamp"]
    assert m.state.money(0) == 60
    # too poor to pay: no recruit
    poor = situation(arrived={"red.vamp": "b13"}, status={"red.killer": "dead"}, money={0: 40})
    assert not any(a.startswith("recruit") for a in legal(poor))
    assert_money_kept(m)


def test_recruit_is_free_in_ones_own_shop():
    """recruit: « il est gratuit pour le propriétaire de la boutique. Tout recruté est opérationnel
    immédiatement. »"""
    m = situation(arrived={"red.killer": "b7"}, status={"red.trafficker": "dead"}, owners={"b7": 0}, stock={0: 4})
    play(m, "recruit b7 red.trafficker")
    assert m.state.money(0) == 0 and m.state.bank == 660
    assert m.state.position("red.trafficker") == "b7"
    assert "trafic b7" in legal(m)                           # he traffics at once, in his gang's shop
    play(m, "trafic b7")
    assert m.state.pawns(0)["placed"] == 3
    assert_money_kept(m)


def test_recruit_price_the_owner_sets_it():
    """recruit-price: « Le propriétaire d'un lieu de recrutement est libre de fixer ses prix, voire même
    de refuser de vendre un personnage. »"""
    m = situation(arrived={"red.killer": "b7"}, status={"red.trafficker": "dead"}, owners={"b7": 1},
                  money={0: 100, 1: 10})
    events = play(m, "recruit b7 red.trafficker")
    assert rules(events) == ["recruit-price"]
    assert m.to_move == 1                                    # green names the price
    assert legal(m) == ["price 0", "price 25", "price 50", "price 100", "price 200", "refuse"]
    play(m, "price 100")
    assert m.to_move == 0 and legal(m) == ["accept", "decline"]
    events = play(m, "accept")
    assert rules(events) == ["recruit"]
    assert m.state.money(0) == 0 and m.state.money(1) == 110 and m.state.bank == 550
    assert m.state.status_of("red.trafficker") == "free"
    assert_money_kept(m)


def test_recruit_price_refused_or_declined():
    """recruit-price: « voire même de refuser de vendre un personnage » — and a price too high is not
    paid (nor can it be, without the money)."""
    refuse = situation(ask_end=True, arrived={"red.killer": "b7"}, status={"red.trafficker": "dead"}, owners={"b7": 1},
                       money={0: 100})
    play(refuse, "recruit b7 red.trafficker")
    events = play(refuse, "refuse")
    assert rules(events) == ["recruit-price"]
    assert refuse.to_move == 0 and refuse.state.status_of("red.trafficker") == "dead"
    assert refuse.state.money(0) == 100
    decline = situation(ask_end=True, arrived={"red.killer": "b7"}, status={"red.trafficker": "dead"}, owners={"b7": 1},
                        money={0: 100})
    play(decline, "recruit b7 red.trafficker", "price 50", "decline")
    assert decline.state.status_of("red.trafficker") == "dead" and decline.state.money(0) == 100
    poor = situation(ask_end=True, arrived={"red.killer": "b7"}, status={"red.trafficker": "dead"}, owners={"b7": 1},
                     money={0: 100})
    play(poor, "recruit b7 red.trafficker", "price 200")
    assert legal(poor) == ["decline"]
    assert_money_kept(refuse)
    assert_money_kept(decline)


def test_recruit_dead_only_the_gangs_dead_of_the_shops_role():
    """recruit-dead (house rule): « On recrute au cimetière : le recruté est un personnage mort de son
    gang, du rôle que la boutique propose. »"""
    alive = situation(arrived={"red.vamp": "b13"}, money={0: 100})
    assert not any(a.startswith("recruit") for a in legal(alive))    # red's killer is alive
    refused(alive, "recruit b13 red.killer")
    m = situation(arrived={"red.vamp": "b13"}, status={"red.killer": "dead", "red.trafficker": "dead",
                                                      "green.killer": "dead"}, money={0: 100})
    assert [a for a in legal(m) if a.startswith("recruit")] == ["recruit b13 red.killer"]
    refused(m, "recruit b13 red.trafficker")                  # b13 recruits killers only
    refused(m, "recruit b13 green.killer")                    # and only for his own gang
    wounded = situation(arrived={"red.vamp": "b13"}, status={"red.killer": "clinic"}, money={0: 100})
    assert not any(a.startswith("recruit") for a in legal(wounded))
    jailed_killer = situation(arrived={"red.vamp": "b13"}, status={"red.killer": "prison"}, sentence={"red.killer": 2},
                              money={0: 100})
    assert not any(a.startswith("recruit") for a in legal(jailed_killer))


def test_vamp_takes_a_gangster_where_she_stops():
    """vamp (house rule): « La vamp séduit un gangster adverse là où elle s'arrête : il la suit trois
    tours, joue et gagne pour son gang ; pas sur un blessé à la clinique. »"""
    m = situation(round=5, arrived={"red.vamp": "s12"}, at={"green.killer": "s12", "green.trafficker": "s13"},
                  cops=FAR)
    assert "vamp green.killer" in legal(m) and "vamp green.trafficker" not in legal(m)   # where she stops
    events = play(m, "vamp green.killer")
    assert rules(events) == ["vamp"]
    assert m.state.controller("green.killer") == 0
    assert not any(a.startswith("vamp") for a in legal(m))   # one catch a stop
    # only the vamp vamps
    killer = situation(round=5, arrived={"red.killer": "s12"}, at={"green.killer": "s12"}, cops=FAR)
    assert not any(a.startswith("vamp") for a in legal(killer))
    # not during the truce
    truce = situation(round=2, arrived={"red.vamp": "s12"}, at={"green.killer": "s12"})
    assert "vamp green.killer" not in legal(truce)


def test_vamp_catch_follows_her_and_works_for_her_gang():
    """vamp (house rule): « il la suit trois tours, joue et gagne pour son gang » — he has no die of his
    own, goes where she goes and acts with her gang."""
    m = situation(at={"red.vamp": "s12", "green.killer": "s12"}, heading={"red.vamp": "e", "green.killer": "w"},
                  follows={"green.killer": "red.vamp"}, status=jailed("red.killer", "red.trafficker"))
    roll(m, 2)
    assert m.state.dice == {"red.vamp": 2}
    events = play(m, "move red.vamp s14 e")
    assert m.state.position("green.killer") == "s14" and m.state.heading("green.killer") == "e"
    assert "(followed by the green killer)" in first_event(events, "move").text
    play(m, "mug s14 green.killer")
    assert m.state.money(0) == 10 and m.state.money(1) == 0
    assert [line.kind for line in m.state.criminal_record("green.killer", unseen=True)] == ["mugging"]
    assert_money_kept(m)


def test_vamp_spell_ends_after_three_turns_of_her_gang():
    """vamp (house rule): « il la suit trois tours » — three turns of her gang, then he goes home."""
    m = situation(ask_end=True, at={"red.vamp": "s12", "green.killer": "s12"}, heading={"red.vamp": "e"},
                  follows={"green.killer": "red.vamp"},
                  status=jailed("red.killer", "red.trafficker", "green.vamp", "green.trafficker"),
                  sentence=long_terms("red.killer", "red.trafficker", "green.vamp", "green.trafficker"))
    for step, square in enumerate(("s13", "s14", "s15"), start=1):
        roll(m, 1)
        play(m, f"move red.vamp {square} e")
        assert m.state.position("green.killer") == square
        events = play(m, "end")
        if step < 3:
            assert m.state.controller("green.killer") == 0
            roll(m)                                          # green: nobody of its own to move
            assert m.state.dice == {}
            play(m, "end")
    assert m.state.controller("green.killer") == 1
    unvamp = first_event(events, "unvamp")
    assert unvamp.rule == "vamp" and "three turns" in unvamp.text
    assert m.to_move == 1
    roll(m, 4)                                               # back with green: his own die again
    assert m.state.dice == {"green.killer": 4}


def test_clinic_no_vamp_nobody_is_vamped_lying_at_the_clinic():
    """clinic-no-vamp: « A la clinique, un blessé n'est pas vampable. »"""
    m = situation(round=5, arrived={"red.vamp": "clinic"}, at={"green.trafficker": "clinic"},
                  status={"green.killer": "clinic"}, cops=FAR)
    assert "vamp green.killer" not in legal(m)
    assert "vamp green.trafficker" in legal(m)               # a visitor standing there is fair game
    refused(m, "vamp green.killer")


def test_managers_are_played_by_the_owner():
    """managers: « Le ou les gérants sont joués par le ou les propriétaires des lieux braqués. »"""
    m = situation(gangs=3, round=5, arrived={"red.killer": "b1"}, owners={"b1": 2}, cops=FAR, money={2: 60})
    force(m, 1, 6, "miss", "miss", "wounded")                 # 3 against 6: the manager shoots first
    events = play(m, "holdup b1")
    assert rules(events)[1] == "managers"
    assert "played by Player 3 (yellow)" in events[1].text
    assert m.state.status_of("red.killer") == "clinic"      # yellow's manager held
    assert m.state.money(2) == 60 and m.state.money(0) == 0
    assert_money_kept(m)


def test_managers_defender_another_player_defends_a_free_shop_for_nothing():
    """managers-defender: « En cas d'absence de propriétaire ou de pion-racket, ou si c'est lui-même qui
    rackette ce lieu, l'attaquant choisit un défenseur parmi les autres joueurs, ce dernier "défendra"
    les intérêts de la boutique, sans profit ni préjudice personnel pour lui. »"""
    won = situation(ask_end=True, gangs=3, round=5, arrived={"red.killer": "b1", "red.vamp": "b1"}, cops=FAR,
                    money={1: 40, 2: 40})
    force(won, 6, 1, 1, "dead")
    play(won, "holdup b1 red.killer+red.vamp")
    assert won.to_move == 0 and legal(won) == ["defender green", "defender yellow"]     # red chooses
    events = play(won, "defender yellow")
    assert rules(events)[0] == "managers-defender" and events[0].player == 2
    assert won.state.money(0) == 50 and won.state.money(1) == 40 and won.state.money(2) == 40   # the bank pays
    lost = situation(ask_end=True, gangs=3, round=5, arrived={"red.killer": "b1"}, cops=FAR, money={1: 40, 2: 40})
    force(lost, 1, 6, "dead")
    events = play(lost, "holdup b1")            # one robber: the choice changes nothing, the next seat defends
    assert first_event(events, "managers").player == 1 and "defender" not in {e.kind for e in events}
    assert lost.state.money(1) == 40 and lost.state.money(2) == 40                               # and earns nothing
    # his own racket: another player defends, and red's R token stays
    own = situation(ask_end=True, round=5, arrived={"red.killer": "b1"}, rackets={"b1": 0}, cops=FAR)
    force(own, 6, 1, "dead")
    events = play(own, "holdup b1")
    assert rules(events)[1] == "managers-defender"
    assert own.state.racketeer("b1") == 0 and own.state.money(0) == 50
    assert_money_kept(won)
    assert_money_kept(lost)
    assert_money_kept(own)


def test_managers_racketeer_defends_and_loses_his_token():
    """managers-racketeer: « Lors du braquage d'une boutique rackettée, c'est le joueur racketteur qui
    défend la boutique. Si le braquage réussit, le pion-racket du défenseur est retiré. Il peut être
    remplacé par un pion-racket de l'attaquant. »"""
    m = situation(round=5, arrived={"red.killer": "b1"}, rackets={"b1": 1}, cops=FAR, money={1: 40})
    force(m, 6, 1, "dead")
    events = play(m, "holdup b1")
    assert rules(events)[1] == "managers-racketeer"
    assert "played by Player 2 (green)" in events[1].text
    assert rules(events)[-1] == "managers-racketeer"
    assert m.state.racketeer("b1") is None
    assert m.state.money(0) == 50 and m.state.money(1) == 40  # the shop is nobody's: the bank pays
    play(m, "racket b1")                                     # red's R token takes its place
    assert m.state.racketeer("b1") == 0
    lost = situation(round=5, arrived={"red.killer": "b1"}, rackets={"b1": 1}, cops=FAR)
    force(lost, 1, 6, "dead")
    play(lost, "holdup b1")
    assert lost.state.racketeer("b1") == 1
    assert_money_kept(m)


def test_managers_replaced_by_the_next_duel():
    """managers-replaced: « Les gérants blessés ou tués sont considérés comme remplacés dès le duel
    suivant. » — red kills both managers of b3; at green's turn b3 has two managers again."""
    m = situation(round=5, arrived={"red.killer": "b3"}, at={"green.killer": "s4"}, heading={"green.killer": "e"},
                  status=jailed("green.vamp", "green.trafficker"),
                  sentence=long_terms("green.vamp", "green.trafficker"), cops=FAR)
    force(m, 6, 1, 1, "dead", "dead")
    play(m, "holdup b3")
    assert m.state.money(0) == 100
    play(m, "end")
    roll(m, 1, 1, 2)                                         # green: cop pair 1, cop pair 2, its killer
    while legal(m)[0].startswith("cop "):
        play(m, legal(m)[0])                                 # the cops stay far away, in the south-east
    play(m, "move green.killer b3")
    force(m, 6, 6, 1, "dead", "dead")                        # 8 against 7: one dart a volley
    events = play(m, "holdup b3")
    assert first_event(events, "duel").data["defenders"] == ["manager-1", "manager-2"]
    # in a settling of scores, the fallen managers are announced as replaced
    s = situation(round=5, arrived={"red.killer": "b3"}, at={"green.trafficker": "b3"}, owners={"b3": 1}, cops=FAR)
    force(s, 6, 1, 1, 1, "dead", "dead", "dead")
    events = play(s, "settle b3 green")
    assert "managers-replaced" in rules(events)
    assert_money_kept(m)


# ---------------------------------------------------------------------------------------------
# "Why can't I?": a refusal names the rule that forbids it
# ---------------------------------------------------------------------------------------------

def _u_turn():
    m = situation(at={"red.killer": "s2"}, heading={"red.killer": "e"}, status=jailed("red.vamp", "red.trafficker"))
    roll(m, 1)
    return m, "move red.killer s1 w"


def _racket_owned():
    return situation(arrived={"red.killer": "b2"}, owners={"b2": 1}), "racket b2"


def _mug_dry_bank():
    return situation(arrived={"red.killer": "s12"}, bank=0), "mug s12"


def _recruit_living():
    return situation(arrived={"red.vamp": "b13"}, money={0: 100}), "recruit b13 red.killer"


def _vamp_at_clinic():
    m = situation(round=5, arrived={"red.vamp": "clinic"}, status={"green.killer": "clinic"}, cops=FAR)
    return m, "vamp green.killer"


def _holdup_twice():
    m = situation(round=5, at={"red.killer": "s1", "red.vamp": "s22"}, heading={"red.killer": "e", "red.vamp": "n"},
                  status=jailed("red.trafficker"), cops=OUT)
    roll(m, 2, 2)
    play(m, "move red.killer b1")
    force(m, 6, 1, "dead")
    play(m, "holdup b1", "move red.vamp b1")
    return m, "holdup b1"



@pytest.mark.parametrize("build, rule", [
    pytest.param(_u_turn, "no-u-turn", id="no-u-turn"),
    pytest.param(_racket_owned, "racket", id="racket"),
    pytest.param(_mug_dry_bank, "bank-limit", id="bank-limit"),
    pytest.param(_recruit_living, "recruit-dead", id="recruit-dead"),
    pytest.param(_vamp_at_clinic, "clinic-no-vamp", id="clinic-no-vamp"),
    pytest.param(_holdup_twice, "holdup-once", id="holdup-once"),
])
def test_refusal_names_the_rule(build, rule):
    """A refused action names the rule of the text that forbids it (« why can't I? »)."""
    m, action = build()
    assert action not in legal(m)
    assert refused(m, action).rule == rule


def test_recruit_price_the_owner_is_asked_once_a_turn():
    """recruit-price: « Le propriétaire d'un lieu de recrutement est libre de fixer ses prix, voire même de
    refuser de vendre un personnage. » — a refusal stands for the turn: the asking cannot go round for ever."""
    m = situation(round=5, arrived={"red.vamp": "b13"}, status={"red.killer": "dead"}, owners={"b13": 1},
                  money={0: 100})
    play(m, "recruit b13 red.killer", "refuse")
    assert "recruit b13 red.killer" not in legal(m)
    assert refused(m, "recruit b13 red.killer").rule == "recruit-price"


def test_managers_testify_when_only_wounded():
    """managers-testify: « Lorsqu'ils survivent à un braquage, les gérants témoignent de tous les délits
    observés » — a manager who falls face to the sky is wounded, not dead: he survives and testifies."""
    m = situation(round=5, arrived={"red.killer": "b5"}, cops=FAR)
    force(m, 6, 1, "wounded")                                # 8 against 1: the manager is wounded
    events = play(m, "holdup b5")
    assert "managers-testify" in rules(events) and m.state.money(0) == 50
    assert m.state.criminal_record("red.killer")[0].witnesses == ("managers of b5",)
    killed = situation(round=5, arrived={"red.killer": "b5"}, cops=FAR)
    force(killed, 6, 1, "dead")
    events = play(killed, "holdup b5")
    assert "managers-testify" not in rules(events) and killed.state.criminal_record("red.killer") == []



@pytest.mark.parametrize("darts, robber, testify", [
    pytest.param(("dead", "wounded"), "free", True, id="one-dead-one-wounded"),
    pytest.param(("dead", *["miss"] * 5, "wounded"), "clinic", True, id="one-dead-one-standing"),
    pytest.param(("dead", "dead"), "free", False, id="both-dead"),
])
def test_managers_testify_when_one_of_two_survives(darts, robber, testify):
    """managers-testify: « Une boutique à sigle(s) ( ) est défendue par deux gérants » ; « Lorsqu'ils survivent à
    un braquage, les gérants témoignent de tous les délits observés : croix sur le casier judiciaire. » — in a shop
    of two managers, one killed is not enough to silence the shop: the other, wounded or standing, testifies;
    only when both die does nobody."""
    m = situation(round=5, arrived={"red.killer": "b3"}, cops=FAR)
    force(m, 6, 1, 1, *darts)                                # 8 against 2: red shoots six darts first
    events = play(m, "holdup b3")
    assert first_event(events, "duel").data["defenders"] == ["manager-1", "manager-2"]
    assert [e.data["hit"] for e in events if e.kind == "dart" and e.data["hit"] != "miss"] == [
        "dead", "dead" if not testify else "wounded"]
    assert m.state.status_of("red.killer") == robber
    assert ("managers-testify" in rules(events)) is testify
    assert [line.witnesses for line in m.state.criminal_record("red.killer", unseen=True)] == [
        ("managers of b3",) if testify else ()]
    assert m.state.wanted("red.killer") is testify
    assert_money_kept(m)

# ---------------------------------------------------------------------------------------------
# Issue 10: who takes part, whom one confronts, one act one cross, sentences, defenders, withdrawals,
# prices, words
# ---------------------------------------------------------------------------------------------

def _records(m, who: str) -> list[str]:
    return [line.kind for line in m.state.criminal_record(who, unseen=True)]


def test_crew_only_those_who_take_part_share_the_offence():
    """crew: « Tueurs, vamps ou trafiquants peuvent racketter, recruter, braquer, acheter, agresser lâchement dans
    la rue, participer à un règlement de compte, seul ou a plusieurs. Ces actions ne peuvent se réaliser que sur
    leurs cases d'arrivée, seul ou à plusieurs. » — the player names who mugs; the other keeps clean hands."""
    m = situation(arrived={"red.killer": "s12", "red.trafficker": "s12"})
    assert [a for a in legal(m) if a.startswith("mug")] == [
        "mug s12 red.killer", "mug s12 red.trafficker", "mug s12 red.killer+red.trafficker"]
    for action in m.legal_actions():
        assert gangs.GAMES["supergang"].parse_action(m.state, str(action)) == action
    assert refused(m, "mug s12").rule == "crew"                   # several stopped there: say who
    assert refused(m, "mug s12 red.vamp").rule == "crew"          # she did not stop there
    events = play(m, "mug s12 red.killer")
    assert events[0].text == "The red killer mugs a passer-by on square 12: 10 briques from the bank."
    assert _records(m, "red.killer") == ["mugging"] and _records(m, "red.trafficker") == []


def test_crew_every_part_of_a_group_of_three_is_listed():
    """crew: « seul ou à plusieurs » — with three characters the list offers every part of the group, so a player
    who clicks can pick any of them (7 buttons: each alone, each pair, all three), each labelled by who acts."""
    m = situation(arrived={"red.killer": "s12", "red.vamp": "s12", "red.trafficker": "s12"})
    muggings = [a for a in m.legal_actions() if a.kind == "mug"]
    assert [str(a) for a in muggings] == [
        "mug s12 red.killer", "mug s12 red.vamp", "mug s12 red.trafficker", "mug s12 red.killer+red.vamp",
        "mug s12 red.killer+red.trafficker", "mug s12 red.vamp+red.trafficker",
        "mug s12 red.killer+red.vamp+red.trafficker"]
    assert m.label(muggings[4]) == "Killer and Trafficker: mug a passer-by (10 briques)"
    assert m.label(muggings[6]).startswith("Killer, Vamp and Trafficker: ")
    for action in m.legal_actions():
        assert gangs.GAMES["supergang"].parse_action(m.state, str(action)) == action
    play(m, "mug s12 red.trafficker+red.killer")                # typed in any order: written as listed
    assert m.steps[-1].notation == "mug s12 red.killer+red.trafficker"
    assert _records(m, "red.killer") == ["mugging"] == _records(m, "red.trafficker") and _records(m, "red.vamp") == []


def test_crew_beyond_three_each_alone_and_all_listed_other_parts_typed():
    """crew: « seul ou à plusieurs » — four characters (green.killer follows red.vamp) would make 15 buttons: the
    list offers each alone and all four, and any other part of the group is typed."""
    m = situation(round=5, arrived={"red.killer": "s12", "red.vamp": "s12", "red.trafficker": "s12",
                                    "green.killer": "s12"}, follows={"green.killer": "red.vamp"}, cops=FAR)
    muggings = [a for a in legal(m) if a.startswith("mug")]
    assert len(muggings) == 5 and "mug s12 red.killer+red.trafficker" not in muggings
    play(m, "mug s12 red.trafficker+red.killer")
    assert m.steps[-1].notation == "mug s12 red.killer+red.trafficker"
    assert _records(m, "red.killer") == ["mugging"] == _records(m, "red.trafficker") and _records(m, "red.vamp") == []


def test_crew_only_the_robbers_fight_the_hold_up():
    """crew: « seul ou à plusieurs » and holdup: « Le braquage implique un duel contre ce ou ces gérants » —
    red.killer robs alone; red.vamp, beside him, neither fights nor carries the cross."""
    m = situation(round=5, arrived={"red.killer": "b7", "red.vamp": "b7"}, cops=FAR)
    assert [a for a in legal(m) if a.startswith("holdup")] == [
        "holdup b7 red.killer", "holdup b7 red.vamp", "holdup b7 red.killer+red.vamp"]
    force(m, 6, 1, "dead")
    events = play(m, "holdup b7 red.killer")
    assert first_event(events, "duel").data["attackers"] == ["red.killer"]
    assert _records(m, "red.killer") == ["holdup"] and _records(m, "red.vamp") == []
    assert m.state.money(0) == 50


def test_trafic_only_the_trafficker_carries_its_cross():
    """trafic-only-trafficker: « Seul le trafiquant peut trafiquer. » — a killer who stopped beside his trafficker
    gets no cross for the trafficker's act."""
    m = situation(arrived={"red.killer": "s12", "red.trafficker": "s12"}, stock={0: 4})
    events = play(m, "trafic s12")
    assert events[0].text.startswith("The red trafficker lays 1 trafic pawn by square 12")
    assert _records(m, "red.trafficker") == ["trafic"] and _records(m, "red.killer") == []


def test_confront_the_characters_the_attacker_chooses():
    """confront: « il ne peut faire qu'un jet de dé(s) contre le ou les personnage(s) présent(s) qu'il décide
    d'affronter (policiers, gérants, gangsters, ...) » — with green.killer, green.vamp and yellow.vamp on the
    square (red.killer arrived), red picks whom it fights among every choice, listed: each alone, each pair, all
    three (a whole gang is written by its colour)."""
    m = situation(gangs=3, round=5, arrived={"red.killer": "s12"},
                  at={"green.killer": "s12", "green.vamp": "s12", "yellow.vamp": "s12"}, cops=FAR)
    settles = [a for a in m.legal_actions() if a.kind == "settle"]
    assert [str(a) for a in settles] == [
        "settle s12 green.killer", "settle s12 green.vamp", "settle s12 yellow", "settle s12 green",
        "settle s12 green.killer+yellow.vamp", "settle s12 green.vamp+yellow.vamp",
        "settle s12 green.killer+green.vamp+yellow.vamp"]
    assert m.label(settles[4]) == "Killer: settle scores with the green killer and the yellow vamp"
    assert settles[4].targets == ("s12", "char-green.killer", "char-yellow.vamp")
    for action in m.legal_actions():
        assert gangs.GAMES["supergang"].parse_action(m.state, str(action)) == action
        assert {t[5:] for t in action.targets if t.startswith("char-")} <= set(m.state.ids)
    force(m, 6, 1, 1, "dead", "dead")            # red.killer 6+2 against green.vamp 1 and yellow.vamp 1: 6 darts
    events = play(m, "settle s12 yellow.vamp+green.vamp")      # typed in any order: written as listed
    assert m.steps[0].notation == "settle s12 green.vamp+yellow.vamp"
    assert first_event(events, "duel").data["defenders"] == ["green.vamp", "yellow.vamp"]
    assert first_event(events, "settle").text == ("The red killer opens fire on the green vamp and the yellow vamp "
                                                  "at square 12.")
    assert m.state.status_of("green.vamp") == "dead" == m.state.status_of("yellow.vamp")
    assert m.state.status_of("green.killer") == "free"
    assert refused(situation(gangs=3, round=5, arrived={"red.killer": "s12"}, at={"green.killer": "s12"}, cops=FAR),
                   "settle s12 yellow.vamp").rule == "confront"


def test_trafic_once_one_act_one_cross():
    """trafic-once (house rule): « Un acte, une croix : poser des trafics là où l'on stationne déjà près des siens
    n'est qu'un délit » — and trafic-offence: « Poser des trafics ou stationner sur une case bordée de trafics à
    soi constitue un délit. » The trafficker stands by red's pawn, then lays more: one line, `trafic`; the
    killer who only stood there keeps his `standing-by-trafic` line."""
    m = situation(round=2, at={"red.killer": "s12", "red.trafficker": "s12"},
                  heading={"red.killer": "e", "red.trafficker": "e"}, status=jailed("red.vamp"), pawns={15: 0},
                  stock={0: 4})
    roll(m, 2, 2)
    play(m, "move red.killer s14 e", "move red.trafficker s14 e")
    assert _records(m, "red.trafficker") == ["standing-by-trafic"] == _records(m, "red.killer")
    events = play(m, "trafic s14")
    assert "trafic-once" in rules(events)
    assert _records(m, "red.trafficker") == ["trafic"] and _records(m, "red.killer") == ["standing-by-trafic"]
    assert _records(m, "red.trafficker") == ["trafic"]            # once a place and turn


def _arrested_and_released(m) -> None:
    """red.killer (a mugging, one turn) is arrested and surrenders; the dice show no die of his."""
    play(m, "cop 1 s12 w", "surrender")
    assert m.state.status_of("red.killer") == "prison" and "red.killer" not in m.state.dice
    assert not m.state.criminal_record("red.killer")[0].served     # served at the release, not at the arrest


def test_sentence_turns_last_the_same_whoever_moves_the_cops():
    """sentence-turns (house rule): « Une peine de N tours se purge pendant N tours de son gang, celui de
    l'arrestation compris, qui que ce soit qui ait joué les flics ». law: « Tous les gangsters participant à un
    délit (en cas de témoignage), écopent chacun des peines encourues par leur(s) délit(s). » Arrested at the
    start of red's turn, by cops red moves itself or by cops green bought, red.killer is out for that turn only
    and rolls his die at red's next turn."""
    base = dict(round=5, at={"red.killer": "s12"}, records={"red.killer": ["mugging"]}, cops={1: "s13", 2: "s94"},
                **{"status": {n: "prison" for n in ("red.vamp", "red.trafficker", "green.killer", "green.vamp",
                                                      "green.trafficker")},
                   "sentence": {n: 9 for n in ("red.vamp", "red.trafficker", "green.killer", "green.vamp",
                                               "green.trafficker")}})
    own = situation(ask_end=True, turn_of=0, **base)                              # red moves the cops itself
    roll(own, 1, 1, 3)
    _arrested_and_released(own)
    play(own, next(a for a in legal(own) if a.startswith("cop 2 ")), "end")
    bought = situation(ask_end=True, turn_of=1, cops_owner=1, **base)             # green owns them and moves them first
    force(bought, 1, 1)
    play(bought, "roll", "end")
    assert bought.to_move == 1 and bought.state.phase == "cops"
    _arrested_and_released(bought)
    play(bought, next(a for a in legal(bought) if a.startswith("cop 2 ")), "roll", "end")
    for m in (own, bought):
        assert m.state.status_of("red.killer") == "free" and "sentence-turns" in rules(m.log)
        assert m.state.criminal_record("red.killer")[0].served
    roll(own, 1, 1)                                                 # green's turn: only the cops move
    while own.state.phase != "start":
        play(own, legal(own)[0])
    events = roll(own, 1, 1, 4)                                     # red's next turn: his die again
    assert [e.data["who"] for e in events if e.kind == "die"] == ["cops-1", "cops-2", "red.killer"]


def test_managers_defender_the_attacker_chooses_never_himself():
    """managers-defender: « l'attaquant choisit un défenseur parmi les autres joueurs, ce dernier "défendra" les
    intérêts de la boutique, sans profit ni préjudice personnel pour lui » — with green out, the police seat is
    the only other player: it plays b7's manager, never red itself; with a police seat and two gangs, red
    chooses between them."""
    m = situation(police=True, round=5, arrived={"red.killer": "b7"}, cops=FAR)
    m.state.out[1] = True
    for c in ("green.killer", "green.vamp", "green.trafficker"):
        m.state.status[m.state.character(c)] = 4               # gone with its gang
    force(m, 6, 1, "dead")
    events = play(m, "holdup b7")
    assert first_event(events, "managers").text == "The managers are played by Player 3 (the police)."
    assert first_event(events, "managers").player == 2
    both = situation(police=True, round=5, arrived={"red.killer": "b7", "red.vamp": "b7"}, cops=FAR)
    play(both, "holdup b7 red.killer+red.vamp")
    assert both.state.phase == "defender" and legal(both) == ["defender green", "defender police"]
    for action in both.legal_actions():
        assert gangs.GAMES["supergang"].parse_action(both.state, str(action)) == action
    assert refused(both, "defender red").rule == "legal-actions"
    force(both, 6, 1, 1, "dead")
    events = play(both, "defender police")
    assert first_event(events, "managers").player == 2 and both.state.money(0) == 50


def test_recruit_price_any_amount_typed():
    """recruit-price: « Le propriétaire d'un lieu de recrutement est libre de fixer ses prix, voire même de refuser
    de vendre un personnage. » — five amounts are listed; any whole number is typed."""
    m = situation(arrived={"red.killer": "b7"}, status={"red.trafficker": "dead"}, owners={"b7": 1},
                  money={0: 100, 1: 10})
    play(m, "recruit b7 red.trafficker")
    assert refused(m, "price -5").rule == "recruit-price"
    assert refused(m, "price lots").rule == "recruit-price"
    typed = gangs.GAMES["supergang"].parse_action(m.state, "price 35")
    assert typed.notation == "price 35" and typed.args == (35,)
    events = play(m, "price 35")
    assert events[0].text == "Player 2 (green) asks 35 briques for the red trafficker."
    play(m, "accept")
    assert m.state.money(0) == 65 and m.state.money(1) == 45 and m.state.status_of("red.trafficker") == "free"
    assert_money_kept(m)


def test_words_the_standing_winners_she_and_no_testimony_against_the_dead():
    """duel-continues: « Et ainsi de suite jusqu'à ce que toutes les cibles d'un des partis soient abattues. » and
    managers-testify: « Lorsqu'ils survivent à un braquage, les gérants témoignent de tous les délits observés » —
    red.killer dies in the hold-up: the winners named are those standing, the managers testify against red.vamp
    alone, and the dead vamp is "her"."""
    m = situation(round=5, arrived={"red.killer": "b7", "red.vamp": "b7"}, cops=FAR)
    force(m, 1, 1, 6, "dead", "miss", "wounded", "miss")   # 3+1 against 6: the manager shoots 2, then red 2
    events = play(m, "holdup b7 red.killer+red.vamp")
    assert first_event(events, "duel-over").text == "The duel is over: the red vamp wins."
    testimony = [e.text for e in events if e.rule == "managers-testify"]
    assert testimony and all("red.killer" not in t and t.endswith("against the red vamp (holdup).") for t in testimony)
    assert first_event(events, "dead").text == "The red killer is dead: to the cemetery, his record wiped."
    v = situation(round=5, arrived={"red.killer": "s12"}, at={"green.vamp": "s12"}, cops=FAR)
    force(v, 6, 1, "dead")
    assert first_event(play(v, "settle s12 green"), "dead").text == (
        "The green vamp is dead: to the cemetery, her record wiped.")


def test_words_the_confiscated_pawns_agree_with_their_verb():
    """trafic-offence: « En cas d'arrestation, les pions-trafic retournent à la banque. (Idem en cas de
    racket). » — "Red loses 1 trafic pawn at square 14: it goes back to the bank."."""
    m = situation(round=5, turn_of=1, at={"red.killer": "s14"}, records={"red.killer": ["mugging"]},
                  pawns={15: 0}, cops={1: "s13", 2: "s94"},
                  status={n: "prison" for n in ("red.vamp", "red.trafficker", "green.killer", "green.vamp",
                                                "green.trafficker")},
                  sentence={n: 9 for n in ("red.vamp", "red.trafficker", "green.killer", "green.vamp",
                                           "green.trafficker")})
    roll(m, 1, 1)
    play(m, "cop 1 s14 e")
    events = play(m, "surrender")
    assert first_event(events, "confiscate").text == "Red loses 1 trafic pawn at square 14: it goes back to the bank."


def test_confront_beyond_three_gangs_singles_and_all_listed_other_choices_typed():
    """confront: « le ou les personnage(s) présent(s) qu'il décide d'affronter » — four characters of other gangs
    would make 15 choices: the list offers each gang, each alone and everybody; any other choice is typed."""
    m = situation(gangs=3, round=5, arrived={"red.killer": "s12"}, cops=FAR,
                  at={"green.killer": "s12", "green.vamp": "s12", "yellow.killer": "s12", "yellow.vamp": "s12"})
    settles = [a for a in legal(m) if a.startswith("settle")]
    assert settles == ["settle s12 green", "settle s12 yellow", "settle s12 green.killer", "settle s12 green.vamp",
                       "settle s12 yellow.killer", "settle s12 yellow.vamp",
                       "settle s12 green.killer+green.vamp+yellow.killer+yellow.vamp"]
    force(m, 6, 1, 1, "miss", "miss", "miss", "miss", "miss", "miss")
    play(m, "settle s12 yellow.vamp+green.killer")
    assert m.steps[0].notation == "settle s12 green.killer+yellow.vamp"


# Issue 10 review: words of the log, the sheet and the buttons
# ---------------------------------------------------------------------------------------------

def test_words_no_plural_in_brackets_in_the_log_or_the_sheet_of_whole_games():
    """The log and the sheets write real singulars and plurals (« 1 turn », « 2 managers defend it »), never
    « turn(s) »; an income leaves out what it does not count."""
    for seed, players, police in ((3, 2, False), (11, 3, True), (26, 4, False)):
        m = gangs.new("supergang", players=players, seed=seed, police_player=police, max_turns=40)
        while not m.is_over:
            m.run(max_steps=25)
            for player in range(players):
                assert not [v for v in m.state.sheet(player).values() if "(s)" in v]
        texts = [event.text for event in m.log]
        assert texts and not [text for text in texts if "(s)" in text]
        incomes = [text for text in texts if " collects " in text]
        assert incomes and not [text for text in incomes if " 0 " in text.split(" for ")[-1]]


def test_words_singular_and_plural_agree():
    """holdup, duel-darts, sentences and incomes in words: « 1 manager defends it », « 2 managers defend it »,
    « 1 dart a volley », « prison, 1 turn », « collects 10 briques for 2 rackets »."""
    one = situation(round=5, arrived={"red.killer": "b7"}, cops=FAR)
    force(one, 3, 4, "dead")                       # red.killer 3+2 against 4: one dart
    events = play(one, "holdup b7")
    assert first_event(events, "holdup").text.endswith("; 1 manager defends it.")
    assert first_event(events, "darts").text.endswith(": the red killer shoots first, 1 dart a volley.")
    two = situation(round=5, arrived={"red.killer": "b3"}, cops=FAR)
    events = play(two, "holdup b3")
    assert first_event(events, "holdup").text.endswith("; 2 managers defend it.")
    jail = situation(status={"red.vamp": "prison"}, sentence={"red.vamp": 1})
    assert jail.state.sheet(0)["Vamp"] == "prison, 1 turn"
    income = situation(arrived={"red.killer": "s12"}, rackets={"b3": 0, "b4": 0}, cops=FAR)
    events = play(income, "end")
    assert first_event(events, "income").text == "Player 1 (red) collects 10 briques for 2 rackets."


def test_words_the_accept_button_says_the_price_and_the_recruit():
    """recruit-price: the recruiting gang's button names what it pays and for whom."""
    m = situation(arrived={"red.killer": "b7"}, status={"red.trafficker": "dead"}, owners={"b7": 1},
                  money={0: 100})
    play(m, "recruit b7 red.trafficker", "price 35")
    accept, decline = m.legal_actions()
    assert (str(accept), m.label(accept)) == ("accept", "Pay 35 briques for the trafficker")
    assert str(decline) == "decline"


def test_words_one_free_portion_one_trafic_button():
    """trafic-place: with one free portion by the square, laying on every free portion is laying on that one:
    one button, ``trafic s18``, labelled by its portion; naming the portion is still accepted when typed."""
    m = situation(arrived={"red.trafficker": "s18"}, stock={0: 4})
    free = m.state._trafic_portions(m.state.board.node("s18"))
    pawns = {i: 1 for i in free[1:]}
    one = situation(arrived={"red.trafficker": "s18"}, stock={0: 4}, pawns=pawns)
    trafic = [a for a in one.legal_actions() if a.kind == "trafic"]
    assert free[0] == 8                   # the portion between b4 and b12, named by the shops' cards
    assert [(str(a), one.label(a)) for a in trafic] == [("trafic s18", "Lay a trafic pawn on the sidewalk between "
                                                                  "Galerie and Régina")]
    typed = situation(arrived={"red.trafficker": "s18"}, stock={0: 4}, pawns=pawns)
    play(typed, f"trafic s18 {free[0]}")
    assert typed.state.pawns(0)["placed"] == 1
