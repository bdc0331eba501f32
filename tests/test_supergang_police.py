"""One test per rule of Super Gang: the start and the turn, the cops, the law, the duels and the end.

Each test is named for the rule it checks, quotes the rulebook's sentence (or names the house rule key
of ``gangs/supergang/rules.py``), builds the exact situation with ``situation(...)`` and loads the dice
and darts it needs; nothing is left to random play.

City landmarks used below (gangs/supergang/board.toml): the top street runs s1 .. s15 (s7 a sewer
mouth, s11 a bridge); s12 has the neighbours s11, s13 and s20; the shop b7 (Entrepôt des Docks) opens
on s13 and s20 only, b8 on s14 and s21; the clinic opens on s40, s41, s46 and s47; sewer mouths are
s7, s43, s52, s62 and s86; s94 is the bottom right corner, far from everything. Sidewalk portions 15
(b7|b8, touching s13 and s14) and 17 (round b7's corner, touching s12, s13 and s20).

Gangs that must not roll any die in a scenario are locked up with ``locked(...)`` (a long sentence):
``roll(m, ...)`` then loads only the cop dice and the free characters' dice.
"""

from __future__ import annotations

import pytest
from supergang_situations import force, legal, play, refused, roll, rules, situation

import gangs
from gangs import CHANCE
from gangs.supergang.law import RecordLine

RED = ("red.killer", "red.vamp", "red.trafficker")
GREEN = ("green.killer", "green.vamp", "green.trafficker")
YELLOW = ("yellow.killer", "yellow.vamp", "yellow.trafficker")


def locked(*names: str, turns: int = 9, also: dict | None = None) -> dict:
    """``status`` and ``sentence`` for gangsters serving a long sentence (they roll no die), and ``also``
    other statuses."""
    return {"status": {**{n: "prison" for n in names}, **(also or {})}, "sentence": {n: turns for n in names}}


def cash(m) -> int:
    """The bank and every gang's money: the game only moves money between them."""
    return m.state.bank + sum(m.state.money(g) for g in range(m.state.gangs))


def far_cops(m, pair: int = 2) -> list:
    """Move ``pair`` (its die already rolled) to its first legal place, far from the scene."""
    return play(m, next(a for a in legal(m) if a.startswith(f"cop {pair} ")))


# ---------------------------------------------------------------------------------------------
# But du jeu, démarrage, le tour
# ---------------------------------------------------------------------------------------------

def test_goal_owning_a_whole_district_wins():
    """goal (house rule): « Le gang qui possède toutes les boutiques d'un quartier, ou le dernier gang
    debout, gagne. » Red owns seven of the eight shops of Les Beaux Quartiers and buys the eighth."""
    seven = {shop: 0 for shop in ("b1", "b2", "b3", "b4", "b9", "b10", "b11")}
    m = situation(round=6, arrived={"red.killer": "b12"}, owners=seven, money={0: 100}, **locked(*GREEN))
    assert not m.is_over and m.state.district_owner("a") is None
    total = cash(m)
    events = play(m, "buy b12")                  # Hôtel Régina, two sigils: 100
    assert m.state.district_owner("a") == 0
    assert m.is_over and m.winners == [0] and m.to_move is None
    assert rules(events)[-1] == "goal" and events[-1].data["winners"] == [0]
    assert m.state.returns() == [1.0, 0.0]
    assert cash(m) == total


def test_goal_last_gang_standing_wins():
    """goal (house rule): « ... ou le dernier gang debout, gagne. » Green's last gangster is killed."""
    m = situation(round=5, arrived={"red.killer": "s12"}, at={"green.killer": "s12"}, cops={1: "s94", 2: "s80"},
                  money={1: 40}, **locked("red.vamp", "red.trafficker",
                                          also={"green.vamp": "dead", "green.trafficker": "dead"}))
    total = cash(m)
    force(m, 6, 1, "dead")                       # red.killer 6+2 against green.killer 1+2: 5 darts
    events = play(m, "settle s12 green")
    assert m.state.status_of("green.killer") == "dead"
    assert "elimination" in rules(events) and rules(events)[-1] == "goal"
    assert m.is_over and m.winners == [0]
    assert cash(m) == total


def test_max_turns_the_richest_gang_wins():
    """max-turns (house rule): « Au terme du nombre de tours convenu, le gang le plus riche gagne. »"""
    m = situation(round=5, turn_of=1, max_turns=5, arrived={"green.killer": "s12"}, money={0: 120, 1: 80})
    events = play(m, "end")
    assert m.is_over and m.winners == [0] and m.state.turn == 5
    assert rules(events)[-1] == "max-turns"
    assert m.scores == [120.0, 80.0]


def test_max_turns_a_tie_is_shared():
    """max-turns (house rule): the richest gang wins, « shared on a tie »."""
    m = situation(gangs=3, round=5, turn_of=2, max_turns=5, arrived={"yellow.killer": "s12"},
                  money={0: 100, 1: 40, 2: 100})
    play(m, "end")
    assert m.is_over and m.winners == [0, 2]
    assert m.state.returns() == [1.0, 0.0, 1.0]


def test_max_turns_not_before_the_last_round_is_over():
    """max-turns (house rule): the game stops only once round ``max_turns`` has been played by every gang."""
    m = situation(round=4, turn_of=1, max_turns=5, arrived={"green.killer": "s12"}, money={0: 120})
    play(m, "end")
    assert not m.is_over and m.state.turn == 5 and m.to_move == 0


def test_start_centre_every_character_leaves_the_centre_with_its_die():
    """start-centre (house rule): « Tous les personnages partent du centre, au hasard des dés. »"""
    m = gangs.new("supergang", players=2, seed=0)
    state = m.state
    assert [state.position(c) for c in RED + GREEN] == ["centre"] * 6
    assert [state.status_of(c) for c in RED + GREEN] == ["free"] * 6
    roll(m, 1, 2, 3)                             # red's killer, vamp and trafficker
    board = state.board
    beside_centre = {board.name(e.to) for e in board.edges[board.centre]}
    ends = {a.split()[2] for a in legal(m) if a.startswith("move red.killer ")}
    assert ends == beside_centre                 # one step from the centre, any door of it


def test_start_money_no_gang_has_a_penny():
    """start-money: « Vous démarrez sans un sou en poche. »"""
    for players in (2, 3, 4):
        m = gangs.new("supergang", players=players, seed=1)
        assert [m.state.money(g) for g in range(players)] == [0] * players
        assert m.state.owner("b1") is None and m.state.pawns(0) == {"placed": 0, "stock": 0}


def test_bank_two_and_the_printed_banks():
    """bank-two (house rule): « La banque possède 660 briques pour 2 joueurs. » and bank-limit: « La
    banque possède 1 320 briques pour 4 joueurs, 1000 briques pour 3 joueurs »; the police seat is no gang."""
    assert gangs.new("supergang", players=2, seed=0).state.bank == 660
    assert gangs.new("supergang", players=3, seed=0).state.bank == 1000
    assert gangs.new("supergang", players=4, seed=0).state.bank == 1320
    assert gangs.new("supergang", players=3, seed=0, police_player=True).state.bank == 660
    assert gangs.new("supergang", players=5, seed=0, police_player=True).state.bank == 1320


@pytest.mark.parametrize("notation, where", [("settle s12 red.killer+red.vamp green", "s12"),
                                             ("vamp green.killer", "s12"), ("holdup b7 red.killer+red.vamp", "b7"),
                                             ("finish green.vamp red.killer+red.vamp", "clinic")])
def test_truce_no_duel_no_vamping_in_the_first_three_rounds(notation, where):
    """truce: « Pendant les trois premiers tours, les gangs n'ont pas le droit de se nuire (ni duel ni
    vampage), et la police n'entre pas en jeu. »"""
    place = {"at": {"green.killer": "s12"}, "status": {"green.vamp": "clinic"}}
    m = situation(round=3, arrived={"red.killer": where, "red.vamp": where}, **place)
    assert notation not in legal(m)
    assert refused(m, notation).rule == "truce"
    later = situation(round=4, arrived={"red.killer": where, "red.vamp": where}, cops={1: "s94", 2: "s80"},
                      **place)
    assert notation in legal(later)


def test_truce_no_police_in_the_first_three_rounds():
    """truce: « ... et la police n'entre pas en jeu. » — round 3 rolls no cop die; cops-start: « ils
    n'interviennent qu'à partir du quatrième tour »."""
    m = situation(round=3, cops={1: "s13", 2: "s20"}, **locked("red.vamp", "red.trafficker"))
    events = roll(m, 4)
    assert [e.data["who"] for e in events if e.kind == "die"] == ["red.killer"]
    assert m.state.phase == "main" and not any(a.startswith("cop ") for a in legal(m))


def test_turn_order_seat_after_seat_then_a_new_round():
    """turn-order (house rule): « Les gangs jouent chacun à leur tour, dans l'ordre des places. »"""
    m = situation(ask_end=True, gangs=3, round=1, **locked(*RED, *GREEN, *YELLOW))
    seen = []
    for _ in range(4):
        seen.append((m.state.turn, m.to_move))
        play(m, "roll", "end")
    assert seen == [(1, 0), (1, 1), (1, 2), (2, 0)]


# ---------------------------------------------------------------------------------------------
# Les policiers : déplacement
# ---------------------------------------------------------------------------------------------

def test_cops_move_each_pair_by_its_own_die():
    """cops-move: « Les flics se déplacent par paire, chaque paire selon le chiffre d'un dé bleu. »"""
    m = situation(ask_end=True, round=5, cops={1: "s1", 2: "s94"}, **locked(*RED))
    events = roll(m, 1, 2)
    assert [(e.data["who"], e.rule) for e in events] == [("cops-1", "cops-move"), ("cops-2", "cops-move")]
    assert m.state.dice == {"cops 1": 1, "cops 2": 2}
    assert set(legal(m)) == {"cop 1 s2 e", "cop 1 s16 s"}            # one step from s1
    events = play(m, "cop 1 s16 s")
    assert rules(events) == ["cops-move"] and m.state.cops[0]["position"] == "s16"
    assert set(legal(m)) == {"cop 2 s73 n", "cop 2 s92 w"}           # two steps from s94
    play(m, "cop 2 s92 w")
    assert m.state.cops[1] == {"pair": 2, "position": "s92", "heading": "w", "state": "board", "by": None}
    assert m.state.phase == "main"


def test_cops_first_then_the_gangsters():
    """cops-first: « A son tour de jeu, chaque joueur lance tous les dés à la fois (flics plus gangsters en
    service), il joue d'abord les flics, puis ses personnages. »"""
    m = situation(round=5, at={"red.killer": "s11"}, heading={"red.killer": "e"}, cops={1: "s1", 2: "s94"},
                  **locked("red.vamp", "red.trafficker"))
    events = roll(m, 1, 1, 1)                    # cops 1, cops 2, then red.killer: all at once
    assert [e.data["who"] for e in events] == ["cops-1", "cops-2", "red.killer"]
    assert m.to_move == 0 and m.state.phase == "cops"
    assert all(a.startswith("cop 1 ") for a in legal(m))
    refused(m, "move red.killer s12 e")
    play(m, "cop 1 s2 e")
    refused(m, "move red.killer s12 e")
    play(m, "cop 2 s79 n")
    assert "move red.killer s12 e" in legal(m)
    play(m, "move red.killer s12 e")
    assert m.state.position("red.killer") == "s12"


def test_cops_first_names_its_rule():
    """cops-first: the refusal of a gangster's move before the cops names the rule that forbids it."""
    m = situation(round=5, at={"red.killer": "s11"}, heading={"red.killer": "e"}, cops={1: "s1", 2: "s94"},
                  **locked("red.vamp", "red.trafficker"))
    roll(m, 1, 1, 1)
    assert refused(m, "move red.killer s12 e").rule == "cops-first"


def test_cops_start_from_the_centre_in_the_fourth_round():
    """cops-start: « Ils démarrent et se déplacent comme les gangsters (départ du centre, pas le droit de
    demi-tour), toutefois : ils n'interviennent qu'à partir du quatrième tour. »"""
    new = gangs.new("supergang", players=2, seed=0)
    assert [c["position"] for c in new.state.cops] == ["centre", "centre"]
    m = situation(round=4, **locked(*RED))
    events = roll(m, 1, 1)
    assert [e.data["who"] for e in events] == ["cops-1", "cops-2"]
    board = m.state.board
    assert {a.split()[2] for a in legal(m)} == {board.name(e.to) for e in board.edges[board.centre]}
    play(m, "cop 1 s32 n")
    assert m.state.cops[0]["position"] == "s32" and m.state.cops[0]["heading"] == "n"


def test_cops_no_shops_neither_crossed_nor_entered():
    """cops-no-shops: « Ils ne peuvent traverser une boutique ; ils ne peuvent passer directement d'une
    boutique à une autre, et n'y rentrent qu'en cas d'arrestation. »"""
    m = situation(round=5, cops={1: "s12", 2: "s13"}, **locked(*RED))
    roll(m, 2, 3)
    assert set(legal(m)) == {"cop 1 s10 w", "cop 1 s14 e", "cop 1 s26 s"}      # b7 is next to s13 and s20
    refused(m, "cop 1 b7")
    play(m, "cop 1 s10 w")
    # three steps from s13: never through b7 (to b15, s40) nor b8
    assert set(legal(m)) == {"cop 2 s10 w", "cop 2 s21 s", "cop 2 s26 s"}


def test_cops_no_shops_but_enter_one_to_arrest():
    """cops-no-shops: the cops « n'y rentrent qu'en cas d'arrestation »; arrest: « Ils doivent aboutir sur la
    case du gangster fautif. »"""
    m = situation(round=5, turn_of=1, at={"red.killer": "b7"}, records={"red.killer": ["mugging"]},
                  cops={1: "s12", 2: "s94"}, **locked(*GREEN))
    roll(m, 2, 1)
    assert set(legal(m)) == {"cop 1 b7", "cop 1 s10 w", "cop 1 s14 e", "cop 1 s26 s"}
    events = play(m, "cop 1 b7")
    assert rules(events) == ["cops-move", "arrest"]
    assert m.state.cops[0]["position"] == "b7" and m.to_move == 0


def test_cops_restart_the_shooter_brings_the_fallen_pair_back_from_the_centre():
    """cops-restart: « Les flics blessés ou morts sont retirés du jeu, c'est le joueur qui les a blessés ou
    tués qui les fait repartir du centre au hasard des dés. »"""
    m = situation(ask_end=True, round=5, turn_of=1, at={"red.killer": "s12"}, records={"red.killer": ["mugging"]},
                  cops={1: "s13", 2: "s94"}, **locked(*GREEN, "red.vamp", "red.trafficker"))
    roll(m, 1, 1)
    play(m, "cop 1 s12 w")
    force(m, 1, 1, 6, "wounded", "dead")        # cops 1+1 against red.killer 6+2: 6 darts for red.killer
    events = play(m, "rebel")
    assert m.state.status_of("red.killer") == "free"
    assert (m.state.cops[0]["position"], m.state.cops[0]["state"], m.state.cops[0]["by"]) == (None, "hit", 0)
    assert "cops-restart" in rules(events)
    assert set(legal(m)) == {"cop 2 s79 n", "cop 2 s93 w"}           # pair 1 is out of play
    play(m, "cop 2 s79 n", "end")                # green ends; red's turn: pair 1 back in the centre
    assert m.state.current == 0 and m.state.cops[0]["position"] == "centre"
    assert "cops-restart" in rules(m.log[-3:])
    events = roll(m, 1, 1, 1)                    # pair 1 rolls again, from the centre
    assert [e.data["who"] for e in events] == ["cops-1", "cops-2", "red.killer"]
    assert "cop 1 s32 n" in legal(m)


def test_cops_restart_a_standing_cop_follows_his_fallen_colleague():
    """cops-restart: « Au terme d'un duel, un flic valide suit son collègue blessé ou tué. »"""
    m = situation(round=5, turn_of=1, at={"red.killer": "s12"}, records={"red.killer": ["mugging"]},
                  cops={1: "s13", 2: "s94"}, **locked(*GREEN, "red.vamp", "red.trafficker"))
    roll(m, 1, 1)
    play(m, "cop 1 s12 w")
    # cops 4+4 against red.killer 4+2: 2 darts a volley; the cops miss twice, red.killer wounds cop 1 and
    # misses, cop 2 wounds red.killer: the cops win, yet the whole pair leaves the game
    force(m, 4, 4, 4, "miss", "miss", "wounded", "miss", "wounded")
    events = play(m, "rebel")
    assert m.state.status_of("red.killer") == "clinic"
    assert m.state.cops[0]["state"] == "hit" and m.state.cops[0]["by"] == 0
    assert "cops-restart" in rules(events)


def test_cops_sewer_the_pair_falls_in_and_its_mover_brings_it_out():
    """cops-sewer: « Les flics tombés dans les égouts sont retirés du jeu, c'est le joueur qui les y a
    poussés qui les fait ressortir au tour suivant, de l'égout de son choix. »"""
    m = situation(ask_end=True, round=5, cops={1: "s8", 2: "s94"}, **locked(*RED, *GREEN))
    roll(m, 1, 1)
    events = play(m, "cop 1 s7 w")               # s7 is a sewer mouth
    assert rules(events) == ["cops-move", "cops-sewer"]
    assert m.state.cops[0] == {"pair": 1, "position": None, "heading": "w", "state": "sewer", "by": 0}
    assert set(legal(m)) == {"cop 2 s79 n", "cop 2 s93 w"}
    play(m, "cop 2 s79 n", "end")
    assert m.state.current == 1 and legal(m) == ["roll"]             # green does not bring it out
    roll(m, 1)                                   # green rolls pair 2 only
    play(m, "cop 2 s73 n", "end")
    assert m.state.current == 0 and m.to_move == 0 and m.state.phase == "resurface"
    assert set(legal(m)) == {f"resurface 1 {s}" for s in ("s7", "s43", "s52", "s62", "s86")}
    events = play(m, "resurface 1 s52")
    assert rules(events) == ["cops-sewer"] and m.state.cops[0]["position"] == "s52"
    assert legal(m) == ["roll"]
    events = roll(m, 1)                          # coming out at s52 was pair 1's move: only pair 2 rolls
    assert [e.data["who"] for e in events if e.kind == "die"] == ["cops-2"]


def test_cops_sewer_with_the_police_seat():
    """cops-sewer with police-player: the police seat pushed the pair in; it brings it out when it next plays,
    before the next gang's turn."""
    m = situation(police=True, round=5, at={"red.killer": "s1"}, heading={"red.killer": "e"},
                  cops={1: "s8", 2: "s94"}, **locked("red.vamp", "red.trafficker"))
    force(m, 1)
    events = play(m, "police 1", "cop 1 s7 w")
    assert rules(events)[-1] == "cops-sewer" and m.state.cops[0]["by"] == 2
    roll(m, 1)
    play(m, "move red.killer s2 e", "end")
    assert m.to_move == 2 and "resurface 1 s86" in legal(m)
    play(m, "resurface 1 s86")
    assert m.state.cops[0]["position"] == "s86" and m.to_move == 2
    assert "police 1" not in legal(m) and "police 2" in legal(m)     # coming out was pair 1's move this turn


def test_cops_sewer_pair_pushed_by_a_gang_that_leaves_comes_out():
    """cops-sewer with elimination: « [le gang éliminé] ne joue plus la police » — the pair it pushed into the
    sewer cannot wait for it: the next gang to play brings it out (as turn.py already does for a pair knocked
    out by a gang that left)."""
    m = situation(ask_end=True, gangs=3, round=5, cops={1: "s8", 2: "s94"}, **locked(*RED, *GREEN, *YELLOW))
    roll(m, 1, 1)
    play(m, "cop 1 s7 w", "cop 2 s79 n", "resign")
    assert m.state.current == 1 and m.state.cops[0]["state"] == "sewer"
    assert any(a.startswith("resurface 1 ") for a in legal(m))


def test_cops_always_a_gang_with_nobody_free_still_moves_them():
    """cops-always: « Un joueur dont tous les gangsters sont indisponibles joue tout de même les flics à son
    tour. »"""
    m = situation(ask_end=True, round=5, cops={1: "s1", 2: "s94"}, status={"red.killer": "prison", "red.vamp": "clinic",
                                                              "red.trafficker": "dead"},
                  sentence={"red.killer": 4})
    assert legal(m) == ["roll"]
    events = roll(m, 1, 2)
    assert [e.data["who"] for e in events if e.kind == "die"] == ["cops-1", "cops-2"]
    assert m.to_move == 0 and m.state.phase == "cops"
    play(m, "cop 1 s2 e", "cop 2 s92 w")
    assert legal(m) == ["end"]


# ---------------------------------------------------------------------------------------------
# Les policiers : témoignage et arrestation
# ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("cop, seen", [("s12", True), ("s11", True), ("s13", True), ("s20", True),
                                       ("s10", False), ("s14", False), ("s26", False)])
def test_witness_offences_on_a_neighbouring_square(cop, seen):
    """witness: « Ils témoignent de tous les délits commis sur une case voisine de la leur. [...] (chaque
    délit est inscrit au casier judiciaire). »"""
    m = situation(round=5, arrived={"red.killer": "s12"}, cops={1: cop, 2: "s94"})
    total = cash(m)
    events = play(m, "mug s12")
    assert m.state.money(0) == 10 and cash(m) == total
    line = RecordLine(5, "mugging", "s12", (), ("cops 1",) if seen else (), 1, False)
    assert m.state.criminal_record("red.killer", unseen=True) == [line]
    assert m.state.criminal_record("red.killer") == ([line] if seen else [])
    assert m.state.wanted("red.killer") is seen
    assert ("witness" in rules(events)) is seen


@pytest.mark.parametrize("cop, seen", [("s13", True), ("s20", True), ("s12", False), ("s14", False),
                                       ("s21", False), ("s26", False)])
def test_witness_a_shop_is_seen_only_from_its_doors(cop, seen):
    """witness: « Un délit commis dans une boutique n'est visible que d'une case ayant accès à cette
    boutique. » b7 opens on s13 and s20; s12 and s14 are neighbours of s13 but not doors of b7."""
    m = situation(round=5, arrived={"red.killer": "b7"}, cops={1: cop, 2: "s94"})
    assert m.state.board.seen_from[m.state.board.node("b7")] == {m.state.board.node("s13"),
                                                                    m.state.board.node("s20")}
    play(m, "racket b7")
    assert [line.witnesses for line in m.state.criminal_record("red.killer", unseen=True)] == [
        ("cops 1",) if seen else ()]
    assert m.state.wanted("red.killer") is seen


def test_witness_while_there_cops_arriving_later_see_the_offence():
    """witness-while-there: « Un délit est constatable tant que le gangster se trouve sur la case de ce
    délit. » Red mugs on s12 unseen; in green's turn the cops come to s11, beside him."""
    m = situation(ask_end=True, round=5, arrived={"red.killer": "s12"}, cops={1: "s10", 2: "s94"}, **locked(*GREEN))
    play(m, "mug s12", "end")
    assert not m.state.wanted("red.killer")
    roll(m, 1, 1)
    events = play(m, "cop 1 s11 e")
    assert rules(events) == ["cops-move", "witness-while-there"]
    assert m.state.criminal_record("red.killer") == [RecordLine(5, "mugging", "s12", (), ("cops 1",), 1, False)]
    assert m.state.wanted("red.killer") and m.state.status_of("red.killer") == "free"   # seen, not arrested


def test_witness_while_there_not_once_he_has_moved_on():
    """witness-while-there: the offence is seen only « tant que le gangster se trouve sur la case de ce
    délit »: once he has left s12, cops coming beside s12 see nothing."""
    m = situation(ask_end=True, round=5, arrived={"red.killer": "s12"}, heading={"red.killer": "e"},
                  cops={1: "s10", 2: "s94"}, **locked(*GREEN, "red.vamp", "red.trafficker"))
    play(m, "mug s12", "end")
    roll(m, 1, 1)                                # green: the pairs step away from s12
    play(m, "cop 1 s19 s", "cop 2 s79 n", "end")
    roll(m, 1, 1, 2)                             # red: the cops step on, red.killer leaves s12 for s14
    play(m, "cop 1 s25 s", "cop 2 s73 n", "move red.killer s14 e", "end")
    assert m.state.criminal_record("red.killer", unseen=True)[0].witnesses == ()
    roll(m, 5, 1)                                # green: pair 1 round the block to s20, beside s12, not s14
    events = play(m, "cop 1 s20 n")
    assert "witness-while-there" not in rules(events)
    assert m.state.criminal_record("red.killer") == [] and not m.state.wanted("red.killer")


def test_arrest_a_wanted_gangster_where_the_cops_stop():
    """arrest: « Les flics arrêtent les gangsters si leur casier n'est plus vierge [...] Ils doivent aboutir
    sur la case du gangster fautif. » The arrested gang decides: surrender or rebel."""
    m = situation(round=5, turn_of=1, at={"red.killer": "s12"}, records={"red.killer": ["mugging"]},
                  cops={1: "s13", 2: "s94"}, **locked(*GREEN))
    roll(m, 1, 1)
    events = play(m, "cop 1 s12 w")
    assert rules(events) == ["cops-move", "arrest"]
    assert events[-1].data["characters"] == ["red.killer"]
    assert m.state.current == 1 and m.to_move == 0
    assert legal(m) == ["surrender", "rebel"]


def test_arrest_not_an_innocent():
    """arrest: only « si leur casier n'est plus vierge ou en cas de flagrant délit »: a clean gangster is
    left alone."""
    m = situation(round=5, turn_of=1, at={"red.killer": "s12"}, cops={1: "s13", 2: "s94"}, **locked(*GREEN))
    roll(m, 1, 1)
    events = play(m, "cop 1 s12 w")
    assert rules(events) == ["cops-move"]
    assert m.to_move == 1 and m.state.phase == "cops"


def test_arrest_only_where_the_cops_end_their_move():
    """arrest: « Ils doivent aboutir sur la case du gangster fautif. » — passing through his square is not
    enough."""
    m = situation(round=5, turn_of=1, at={"red.killer": "s12"}, records={"red.killer": ["mugging"]},
                  cops={1: "s11", 2: "s94"}, **locked(*GREEN))
    roll(m, 2, 1)
    events = play(m, "cop 1 s13 e")              # s11 -> s12 -> s13
    assert "arrest" not in rules(events) and m.state.status_of("red.killer") == "free"
    assert m.to_move == 1


def test_arrest_caught_in_the_act():
    """arrest: « ... ou en cas de flagrant délit. » Red mugged on s12 unseen; the cops end on s12 while he is
    still there."""
    m = situation(ask_end=True, round=5, arrived={"red.killer": "s12"}, cops={1: "s10", 2: "s94"}, **locked(*GREEN))
    play(m, "mug s12", "end")
    roll(m, 2, 1)
    events = play(m, "cop 1 s12 e")
    assert rules(events) == ["cops-move", "witness-while-there", "arrest"]
    assert m.to_move == 0 and legal(m) == ["surrender", "rebel"]


def test_sewer_no_arrest_on_a_sewer_mouth():
    """sewer-no-arrest: « Sur une case égout, un personnage ne peut être arrêté (voir flics). »"""
    m = situation(round=5, turn_of=1, at={"red.killer": "s7"}, records={"red.killer": ["holdup"]},
                  cops={1: "s8", 2: "s94"}, **locked(*GREEN))
    roll(m, 1, 1)
    events = play(m, "cop 1 s7 w")
    assert rules(events) == ["cops-move", "cops-sewer"]
    assert m.state.status_of("red.killer") == "free" and m.state.position("red.killer") == "s7"
    assert m.to_move == 1 and m.state.wanted("red.killer")


def test_surrender_serves_the_whole_record():
    """surrender: « Les gangsters arrêtés peuvent obtempérer et purger leur peine (flagrant délit et/ou casier
    judiciaire). » law: « Il n'y a pas de confusion de peine. » — mugging 1 + hold-up 2 = 3 turns."""
    m = situation(round=5, turn_of=1, at={"red.killer": "s12"}, records={"red.killer": ["mugging", "holdup"]},
                  cops={1: "s13", 2: "s94"}, **locked(*GREEN))
    roll(m, 1, 1)
    play(m, "cop 1 s12 w")
    events = play(m, "surrender")
    assert rules(events) == ["surrender"] and events[0].data["turns"] == 3
    assert m.state.status_of("red.killer") == "prison" and m.state.position("red.killer") == "prison"
    assert [line.served for line in m.state.criminal_record("red.killer")] == [False, False]   # served at release
    assert not m.state.wanted("red.killer")
    assert m.to_move == 1 and m.state.phase == "cops"                # green's turn goes on


def test_rebel_a_duel_with_the_cop_pair():
    """rebel: « Les gangsters arrêtés peuvent se rebeller, alors il y a duel. » cop-dice: « En cas de duel,
    une paire de flics lance deux dés. » The rebellion goes on the record, seen by the pair."""
    m = situation(round=5, turn_of=1, at={"red.vamp": "s12"}, records={"red.vamp": ["mugging"]},
                  cops={1: "s13", 2: "s94"}, **locked(*GREEN))
    roll(m, 1, 1)
    play(m, "cop 1 s12 w")
    force(m, 2, 1, 6, "dead", "dead")           # cops 2+1 against red.vamp 6: she shoots 3 darts
    events = play(m, "rebel")
    dice = [e for e in events if e.kind == "duel-die"]
    assert [(e.rule, e.data["die"]) for e in dice] == [("cop-dice", 2), ("cop-dice", 1), ("duel", 6)]
    assert rules(events)[:2] == ["rebel", "duel"]
    assert m.state.status_of("red.vamp") == "free" and m.state.wanted("red.vamp")
    assert m.state.criminal_record("red.vamp")[-1] == RecordLine(5, "rebellion", "s12", (), ("cops 1",), 3, False)
    assert m.state.cops[0]["state"] == "hit"


def test_rebel_wounded_goes_to_the_clinic_then_to_prison():
    """rebel-wounded: « Blessé au cours d'une rébellion contre la police, un gangster va à la clinique avant
    d'aller purger sa peine en prison. » — mugging 1 + rebellion 3 = 4 turns."""
    m = situation(ask_end=True, round=5, turn_of=1, at={"red.killer": "s12"}, records={"red.killer": ["mugging"]},
                  cops={1: "s13", 2: "s94"}, **locked(*GREEN, "red.vamp", "red.trafficker"))
    roll(m, 1, 1)
    play(m, "cop 1 s12 w")
    force(m, 3, 4, 2, "wounded")                # cops 3+4 against red.killer 2+2: 3 darts for the cops
    events = play(m, "rebel")
    assert "rebel-wounded" in rules(events)
    assert m.state.status_of("red.killer") == "clinic" and m.state.position("red.killer") == "clinic"
    assert m.state.cops[0]["state"] == "board"
    play(m, "cop 2 s79 n", "end")                # red's next turn: from the clinic to prison
    assert m.state.current == 0 and m.state.status_of("red.killer") == "prison"
    assert "clinic-arrest" in rules(m.log[-3:])
    assert m.state.sentence[m.state.character("red.killer")] == 4
    assert not any(line.served for line in m.state.criminal_record("red.killer"))      # served at the release


def test_trafic_offence_laying_pawns():
    """trafic-offence: « Poser des trafics [...] constitue un délit. » Cops on s14 see s13."""
    m = situation(round=5, arrived={"red.trafficker": "s13"}, stock={0: 4}, cops={1: "s14", 2: "s94"})
    events = play(m, "trafic s13")
    assert rules(events) == ["trafic-place", "trafic-offence"]
    assert m.state.pawns(0) == {"placed": 2, "stock": 2}             # portions 15 and 17 touch s13
    assert m.state.criminal_record("red.trafficker") == [
        RecordLine(5, "trafic", "s13", (), ("cops 1",), 1, False)]


def test_trafic_offence_standing_by_ones_own_pawns():
    """trafic-offence: « ... ou stationner sur une case bordée de trafics à soi constitue un délit. »"""
    m = situation(round=2, at={"red.killer": "s12"}, heading={"red.killer": "e"}, pawns={15: 0},
                  **locked("red.vamp", "red.trafficker"))
    roll(m, 2)
    events = play(m, "move red.killer s14 e")   # portion 15 (b7|b8) touches s13 and s14
    assert rules(events) == ["exact-move", "trafic-offence"]
    assert m.state.criminal_record("red.killer", unseen=True) == [
        RecordLine(2, "standing-by-trafic", "s14", (), (), 1, False)]
    assert not m.state.wanted("red.killer")      # nobody saw it yet


def test_trafic_offence_arrest_sends_the_pawns_and_the_racket_back():
    """trafic-offence: « En cas d'arrestation, les pions-trafic retournent à la banque. (Idem en cas de
    racket). » Only the pawns and the R token where he is arrested go."""
    pawns = {15: 0, 17: 0, 0: 0}                 # 15 and 17 touch s13; 0 (b1|b2) is far away
    m = situation(round=5, turn_of=1, at={"red.trafficker": "s13"}, records={"red.trafficker": ["trafic"]},
                  pawns=pawns, cops={1: "s14", 2: "s94"}, **locked(*GREEN))
    roll(m, 1, 1)
    play(m, "cop 1 s13 w")
    events = play(m, "surrender")
    assert rules(events) == ["trafic-offence", "surrender"]
    assert [m.state.portion[i] for i in (15, 17, 0)] == [-1, -1, 0]
    assert m.state.pawns(0) == {"placed": 1, "stock": 0}


def test_trafic_offence_arrest_in_a_racketed_shop_takes_the_r_token():
    """trafic-offence: « (Idem en cas de racket). » — arrested in b7, red's R token there goes back."""
    m = situation(round=5, turn_of=1, at={"red.killer": "b7"}, records={"red.killer": ["racket"]},
                  rackets={"b7": 0, "b8": 0}, cops={1: "s13", 2: "s94"}, **locked(*GREEN))
    roll(m, 1, 1)
    play(m, "cop 1 b7")
    force(m, 6, 6, 1, "dead")
    events = play(m, "rebel")                    # rebel or not, the arrest takes the token
    assert rules(events)[0] == "trafic-offence"
    assert m.state.racketeer("b7") is None and m.state.racketeer("b8") == 0


# ---------------------------------------------------------------------------------------------
# Les policiers : achat des flics
# ---------------------------------------------------------------------------------------------

def test_buy_cops_for_500():
    """buy-cops: « Lorsqu'arrive son tour de jouer, un joueur peut acheter les flics. [...] les flics peuvent
    s'acheter 500 briques »."""
    poor = situation(round=5, money={0: 499}, cops={1: "s1", 2: "s94"})
    assert legal(poor) == ["roll"]
    refused(poor, "buy cops")
    m = situation(round=5, money={0: 600}, cops={1: "s1", 2: "s94"}, **locked("red.vamp", "red.trafficker"))
    assert legal(m) == ["roll", "buy cops"]
    total, bank = cash(m), m.state.bank
    events = play(m, "buy cops")
    assert rules(events)[0] == "buy-cops"
    assert m.state.money(0) == 100 and m.state.bank == bank + 500 and cash(m) == total
    assert m.state.cops_bought_by == 0
    assert m.state.phase == "cops" and m.to_move == 0      # « il joue d'abord les flics »: this turn already


def test_buy_cops_the_owner_moves_them_before_every_turn():
    """buy-cops: « c'est leur propriétaire qui les jouera avant chaque joueur pour le reste de la partie »."""
    m = situation(ask_end=True, round=5, money={0: 500}, cops={1: "s1", 2: "s94"},
                  **locked("red.vamp", "red.trafficker",
                                                                          *GREEN))
    force(m, 1, 2)                               # the cop dice, rolled by the new owner at once
    play(m, "buy cops")
    assert set(legal(m)) == {"cop 1 s2 e", "cop 1 s16 s"}
    play(m, "cop 1 s2 e", "cop 2 s92 w")
    events = roll(m, 1)                          # then only red.killer's die: nobody rolls cops twice
    assert [e.data["who"] for e in events] == ["red.killer"]
    play(m, "move red.killer s32 n")
    force(m, 1, 2)                               # before green's turn, the owner's cop dice
    play(m, "end")
    assert m.state.current == 1 and m.to_move == 0 and m.state.phase == "cops"
    assert m.state.cops[0]["position"] == "s3"        # one walk for pair 1's die: taken without asking
    assert legal(m) == ["cop 2 s78 n", "cop 2 s90 w"]
    events = play(m, "cop 2 s90 w")
    assert rules(events) == ["cops-move"]
    assert m.to_move == 1 and legal(m) == ["roll"]                     # green rolls no cop die
    force(m, 1, 1)                               # and before red's own turn too
    events = play(m, "roll", "end")
    assert m.state.current == 0 and m.to_move == 0        # each pair had one walk: red moved them, unasked
    assert [(e.kind, e.player) for e in events if e.kind == "cops"] == [("cops", 0), ("cops", 0)]


def test_buy_cops_for_sale_again_when_the_owner_is_out():
    """buy-cops: « (sauf s'il se fait tuer tous ses personnages, auquel cas la police est à nouveau à
    vendre) » — here its owner gives up."""
    m = situation(gangs=3, round=5, turn_of=1, cops_owner=1, money={1: 300, 2: 500}, cops={1: "s1", 2: "s94"},
                  **locked(*GREEN, *YELLOW))
    total = cash(m)
    events = play(m, "resign")
    assert "buy-cops" in rules(events) and m.state.cops_bought_by is None
    assert m.state.current == 2 and "buy cops" in legal(m)
    play(m, "buy cops")
    assert m.state.cops_bought_by == 2 and cash(m) == total


# ---------------------------------------------------------------------------------------------
# La loi, le casier judiciaire
# ---------------------------------------------------------------------------------------------

def test_law_every_participant_takes_the_whole_penalty_and_penalties_add_up():
    """law: « Tous les gangsters participant à un délit (en cas de témoignage), écopent chacun des peines
    encourues par leur(s) délit(s). Il n'y a pas de confusion de peine. »"""
    m = situation(ask_end=True, round=5, arrived={"red.killer": "s12", "red.vamp": "s12"},
                  records={"red.killer": ["holdup"]},
                  cops={1: "s13", 2: "s94"}, **locked(*GREEN))
    play(m, "mug s12 red.killer+red.vamp", "end")           # together, seen by cops 1
    assert m.state.criminal_record("red.vamp") == [
        RecordLine(5, "mugging", "s12", ("red.killer",), ("cops 1",), 1, False)]
    roll(m, 1, 1)
    events = play(m, "cop 1 s12 w")
    assert events[-1].data["characters"] == ["red.killer", "red.vamp"]
    events = play(m, "surrender")
    assert [(e.data["character"], e.data["turns"]) for e in events] == [("red.killer", 3), ("red.vamp", 1)]


def test_penalties_follow_the_table():
    """penalties (house rule): « Chaque croix au casier vaut des tours de prison : agression 1, racket 1,
    trafic 1, braquage 2, tir 3, rébellion 3. »"""
    table = gangs.new("supergang", players=2, seed=0).state.board.penalties
    assert {k: table[k] for k in ("mugging", "racket", "trafic", "holdup", "shooting", "rebellion")} == {
        "mugging": 1, "racket": 1, "trafic": 1, "holdup": 2, "shooting": 3, "rebellion": 3}
    m = situation(round=5, arrived={"red.killer": "b7"}, cops={1: "s13", 2: "s94"})
    total = cash(m)
    force(m, 6, 1, "dead")                       # red.killer 6+2 against one manager's 1
    play(m, "holdup b7")
    assert m.state.money(0) == 50 and cash(m) == total          # the bank pays for a free shop
    m2 = situation(round=5, arrived={"red.vamp": "s12"}, at={"green.vamp": "s12"}, cops={1: "s13", 2: "s94"})
    force(m2, 6, 1, "wounded")
    play(m2, "settle s12 green")
    assert [(line.kind, line.sentence) for line in m.state.criminal_record("red.killer")] == [("holdup", 2)]
    assert [(line.kind, line.sentence) for line in m2.state.criminal_record("red.vamp")] == [("shooting", 3)]


def test_record_served_no_longer_makes_him_wanted():
    """record-served (house rule): « Une peine purgée ne compte plus pour une arrestation. » Red.killer serves
    one turn, comes out, and the cops ending on him later leave him alone."""
    m = situation(ask_end=True, round=5, turn_of=1, at={"red.killer": "s33"}, records={"red.killer": ["mugging"]},
                  cops={1: "s32", 2: "s94"}, **locked(*GREEN, "red.vamp", "red.trafficker"))
    roll(m, 1, 1)
    play(m, "cop 1 s33 e", "surrender", "cop 2 s79 n", "end")
    assert m.state.turn == 6 and m.state.status_of("red.killer") == "prison"   # red's turn 6: his one turn
    roll(m, 1, 1)                                # red: no die for him this turn
    play(m, "cop 1 s34 e", "cop 2 s73 n", "end")
    assert m.state.status_of("red.killer") == "free"                          # released, in the centre
    assert "sentence-turns" in rules(m.log[-4:]) and m.state.position("red.killer") == "centre"
    assert m.state.criminal_record("red.killer")[0].served and not m.state.wanted("red.killer")
    roll(m, 1, 1)                                # green
    play(m, "cop 1 s35 e", "cop 2 s67 n", "end")
    roll(m, 1, 1, 1)                             # red: he leaves the centre for s45
    play(m, "cop 1 s36 e", "cop 2 s66 w", "move red.killer s45 e", "end")
    roll(m, 2, 1)                                # green: pair 1 ends on s45, by s37
    events = play(m, "cop 1 s45 s")
    assert rules(events) == ["cops-move", "cops-move"] and m.to_move == 1     # pair 2's one walk follows
    assert m.state.status_of("red.killer") == "free"
    assert len(m.state.criminal_record("red.killer")) == 1


def test_criminal_record_lines_in_order():
    """law / witness: the criminal record (« Le casier judiciaire, au dos de la règle »): one line per
    witnessed offence, in order, with its turn, kind, place, accomplices, witnesses, sentence and whether it
    is served."""
    m = situation(ask_end=True, round=5, at={"red.killer": "s12"}, records={"red.killer": ["holdup"]},
                    # held up on s12
                  arrived={"red.killer": "s12", "red.vamp": "s12"}, cops={1: "s13", 2: "s94"}, **locked(*GREEN))
    play(m, "mug s12 red.killer+red.vamp", "end")
    assert m.state.criminal_record("red.killer") == [
        RecordLine(1, "holdup", "s12", (), ("cops 1",), 2, False),
        RecordLine(5, "mugging", "s12", ("red.vamp",), ("cops 1",), 1, False)]
    assert str(m.state.criminal_record("red.killer")[1]) == (
        "turn 5: mugging at s12 with red.vamp; seen by cops 1; 1 turn, not served")
    roll(m, 1, 1)
    play(m, "cop 1 s12 w", "surrender")
    assert [line.served for line in m.state.criminal_record("red.killer")] == [False, False]   # until released
    assert m.state.criminal_record("green.killer") == []


def test_criminal_record_the_dead_is_wiped_and_a_recruit_starts_clean():
    """cemetery: « Les gangsters tués vont s'allonger au cimetière, on pourra les recruter dans les boutiques
    ad hoc, leur casier judiciaire s'efface. » recruit: « Tout recruté est opérationnel immédiatement. »"""
    m = situation(round=5, turn_of=1, arrived={"green.killer": "s12"}, at={"red.killer": "s12", "red.vamp": "s24"},
                  records={"red.killer": ["mugging", "holdup"]}, money={0: 50}, cops={1: "s94", 2: "s80"},
                  **locked("green.vamp", "green.trafficker", "red.trafficker"))
    force(m, 6, 1, "dead")                       # green.killer 6+2 against red.killer 1+2: 5 darts
    events = play(m, "settle s12 red")
    assert "cemetery" in rules(events)
    assert m.state.status_of("red.killer") == "dead" and m.state.position("red.killer") == "cemetery"
    assert m.state.criminal_record("red.killer", unseen=True) == [] and not m.state.wanted("red.killer")
    play(m, "end")
    roll(m, 1, 1, 1)                             # red: both pairs and red.vamp
    play(m, "cop 1 s93 w", "cop 2 s81 e", "move red.vamp b13")         # Armurerie du Port recruits killers
    total = cash(m)
    events = play(m, "recruit b13 red.killer")
    assert m.state.money(0) == 0 and cash(m) == total
    assert rules(events) == ["recruit"]
    assert m.state.status_of("red.killer") == "free" and m.state.position("red.killer") == "b13"
    assert m.state.criminal_record("red.killer", unseen=True) == []


# ---------------------------------------------------------------------------------------------
# Les duels
# ---------------------------------------------------------------------------------------------

def vamps_at_s12(**options):
    """Round 5, red's turn: red.vamp has just stopped on s12, where green.vamp stands; the cops are far."""
    return situation(round=5, arrived={"red.vamp": "s12"}, at={"green.vamp": "s12"}, cops={1: "s94", 2: "s80"},
                     **options)


def test_duel_the_attacker_then_the_attacked_roll_their_dice():
    """duel: « L'attaquant, puis l'attaqué, lancent le ou les dés correspondant(s) à leur(s) personnage(s). On
    compare les deux totaux. »"""
    m = vamps_at_s12()
    force(m, 5, 2, "wounded")
    events = play(m, "settle s12 green")
    dice = [e for e in events if e.kind == "duel-die"]
    assert [(e.text, e.rule) for e in dice] == [("The red vamp rolls 5.", "duel"), ("The green vamp rolls 2.", "duel")]
    assert events[1].rule == "duel" and events[1].data.items() >= {"attackers": ["red.vamp"],
                                                                   "defenders": ["green.vamp"]}.items()


def test_duel_darts_the_higher_total_shoots_the_difference():
    """duel-darts: « Le plus fort total est le premier tireur, il tire sur les cibles adverses autant de
    fléchettes qu'il y a de points de différence aux dés. » The attacked may be the first shooter."""
    m = vamps_at_s12()
    force(m, 2, 5, "miss", "miss", "wounded")    # 2 against 5: green.vamp shoots 3 darts first
    events = play(m, "settle s12 green")
    darts = next(e for e in events if e.kind == "darts")
    assert darts.rule == "duel-darts" and darts.data.items() >= {"darts": 3}.items()
    assert darts.text == "2 against 5: the green vamp shoots first, 3 darts a volley."
    assert [e.text for e in events if e.kind == "dart"] == [
        "A dart misses the red vamp.", "A dart misses the red vamp.", "A dart hits the red vamp: wounded."]
    assert m.state.status_of("red.vamp") == "clinic" and m.state.status_of("green.vamp") == "free"


def test_duel_continues_volley_after_volley():
    """duel-continues: « Si le premier tireur n'abat pas toutes les cibles adverses [...] c'est le deuxième
    tireur qui dispose de ce même nombre de fléchettes contre les autres cibles. Et ainsi de suite jusqu'à ce
    que toutes les cibles d'un des partis soient abattues. »"""
    m = vamps_at_s12()
    force(m, 4, 2, "miss", "miss", "miss", "miss", "miss", "miss", "dead")
    events = play(m, "settle s12 green")
    assert [e.text for e in events if e.kind == "dart"] == [
        "A dart misses the green vamp.", "A dart misses the green vamp.",      # red's volley
        "A dart misses the red vamp.", "A dart misses the red vamp.",          # green's volley
        "A dart misses the green vamp.", "A dart misses the green vamp.",      # red's again
        "A dart hits the red vamp: dead."]
    over = next(e for e in events if e.kind == "duel-over")
    assert over.rule == "duel-continues" and over.data["winner"] == "dfn"
    assert m.state.status_of("red.vamp") == "dead" and m.state.status_of("green.vamp") == "free"
    assert m.state.phase == "start" and m.to_move == 1        # red's last act: its turn ended by itself (ask_end)


@pytest.mark.parametrize("dart, status, place, rule", [("dead", "dead", "cemetery", "cemetery"),
                                                       ("wounded", "clinic", "clinic", "clinic")])
def test_dead_or_wounded(dart, status, place, rule):
    """dead-or-wounded: « Les cibles tombées face contre terre sont mortes. Les cibles tombées face au ciel
    sont blessées. »"""
    m = vamps_at_s12()
    force(m, 5, 2, dart)
    events = play(m, "settle s12 green")
    assert [e.rule for e in events if e.kind == "dart"] == ["dead-or-wounded"]
    assert m.state.status_of("green.vamp") == status and m.state.position("green.vamp") == place
    assert rules(events)[-1] == rule


def test_dart_odds_follow_the_options():
    """dart-odds (house rule): « Une fléchette touche avec la probabilité dart_hit ; une cible touchée est
    morte avec la probabilité dart_dead. » A finishing dart that hits always kills."""
    state = vamps_at_s12(dart_hit=0.6, dart_dead=0.25).state.clone()
    state.apply("settle s12 green")
    assert state.to_move == CHANCE
    assert [(a.notation, p) for a, p in state.chance_outcomes()] == [(f"die {k}", 1 / 6) for k in range(1, 7)]
    state.apply("die 5")
    state.apply("die 2")
    odds = {a.notation: p for a, p in state.chance_outcomes()}
    assert odds == pytest.approx({"dart miss": 0.4, "dart wounded": 0.45, "dart dead": 0.15})
    assert sum(odds.values()) == pytest.approx(1.0)
    finish = situation(round=5, arrived={"red.vamp": "clinic"}, status={"green.vamp": "clinic"},
                       cops={1: "s94", 2: "s80"}, dart_hit=0.6, dart_dead=0.25).state.clone()
    finish.apply("finish green.vamp")
    finish.apply("die 3")
    odds = {a.notation: p for a, p in finish.chance_outcomes()}
    assert odds == pytest.approx({"dart miss": 0.4, "dart dead": 0.6})
    default = vamps_at_s12().state.clone()
    default.apply("settle s12 green")
    default.apply("die 5")
    default.apply("die 2")
    odds = {a.notation: p for a, p in default.chance_outcomes()}
    assert odds == pytest.approx({"dart miss": 0.5, "dart wounded": 0.3, "dart dead": 0.2})


def test_dart_aim_the_shooter_aims_each_dart():
    """dart-aim (house rule): « Le tireur vise chaque fléchette sur la cible adverse encore debout de son choix. »
    duel-darts: « il tire sur les cibles adverses autant de fléchettes qu'il y a de points de différence aux
    dés » — red aims its two darts; with one target left, nothing is asked."""
    m = situation(round=5, arrived={"red.vamp": "s12"}, at={"green.killer": "s12", "green.vamp": "s12"},
                  cops={1: "s94", 2: "s80"})
    force(m, 6, 1, 1)                            # red.vamp 6 against green.killer 1+2 and green.vamp 1: 2 darts
    play(m, "settle s12 green", aim=False)
    assert m.state.phase == "aim" and m.to_move == 0
    assert legal(m) == ["aim green.killer", "aim green.vamp"]
    assert [a.targets for a in m.legal_actions()] == [("char-green.killer",), ("char-green.vamp",)]
    for action in m.legal_actions():
        assert gangs.GAMES["supergang"].parse_action(m.state, str(action)) == action
    assert refused(m, "aim red.vamp").rule == "legal-actions"
    force(m, "dead", "wounded")                  # the darts, each resolved once aimed
    events = play(m, "aim green.vamp", aim=False)
    assert rules(events)[0] == "dart-aim" and events[0].text == "Player 1 aims the next dart at the green vamp."
    assert [e.text for e in events if e.kind == "dart"] == [       # the second needs no aim: one target left
        "A dart hits the green vamp: dead.", "A dart hits the green killer: wounded."]
    assert m.state.status_of("green.vamp") == "dead" and m.state.status_of("green.killer") == "clinic"


def test_dart_aim_the_managers_darts_are_aimed_by_their_player():
    """dart-aim (house rule) and managers: « Le ou les gérants sont joués par le ou les propriétaires des lieux
    braqués. » — green owns b7: green aims the manager's dart at the robber of its choice."""
    m = situation(round=5, arrived={"red.killer": "b7", "red.vamp": "b7"}, owners={"b7": 1}, money={1: 100},
                  cops={1: "s94", 2: "s80"})
    force(m, 1, 1, 6)                            # red 1+2 and 1 against one manager's 6: 2 darts for green
    play(m, "holdup b7 red.killer+red.vamp", aim=False)
    assert m.state.phase == "aim" and m.to_move == 1
    assert legal(m) == ["aim red.killer", "aim red.vamp"]
    force(m, "wounded", "miss", "dead")          # red.vamp wounded, red.killer missed; red's dart kills the manager
    events = play(m, "aim red.vamp", aim=False)
    assert [e.text for e in events if e.kind == "dart"] == [
        "A dart hits the red vamp: wounded.", "A dart misses the red killer.", "A dart hits manager 1: dead."]
    assert m.state.status_of("red.vamp") == "clinic" and m.state.status_of("red.killer") == "free"


def test_duel_tie_both_sides_roll_again():
    """duel-tie (house rule): « A égalité aux dés, on relance. »"""
    m = vamps_at_s12()
    force(m, 3, 3, 4, 1, "wounded")
    events = play(m, "settle s12 green")
    assert [e.rule for e in events if e.kind in ("duel-die", "duel-tie", "darts")] == [
        "duel", "duel", "duel-tie", "duel", "duel", "duel-darts"]
    assert next(e for e in events if e.kind == "darts").data.items() >= {"darts": 3}.items()
    assert m.state.status_of("green.vamp") == "clinic"


def test_killer_bonus_two_points_in_a_duel():
    """killer-bonus: « Ne pas oublier que le tueur dispose d'un bonus de deux points aux dés pour les
    duels. » — red.killer's 3 beats green.vamp's 4."""
    m = situation(round=5, arrived={"red.killer": "s12"}, at={"green.vamp": "s12"}, cops={1: "s94", 2: "s80"})
    force(m, 3, 4, "wounded")
    events = play(m, "settle s12 green")
    bonus = [e for e in events if e.kind == "duel-die"][0]
    assert bonus.rule == "killer-bonus" and bonus.data.items() >= {"die": 3, "bonus": 2}.items()
    darts = next(e for e in events if e.kind == "darts")
    assert darts.text == "5 against 4: the red killer shoots first, 1 dart a volley."
    assert m.state.status_of("green.vamp") == "clinic"


def test_clinic_then_the_centre_then_the_die():
    """clinic: « Un gangster blessé va à la clinique où il reste allongé jusqu'à son prochain tour de jeu ; il
    est alors placé sur la case centrale d'où il repartira au tour suivant, au hasard des dés. »"""
    m = situation(ask_end=True, round=1,
                  **locked(*RED, "green.killer", "green.trafficker", also={"green.vamp": "clinic"}))
    play(m, "roll", "end")                       # red; green's turn begins
    assert m.state.current == 1
    assert m.state.status_of("green.vamp") == "free" and m.state.position("green.vamp") == "centre"
    assert rules(m.log[-1:]) == ["clinic"]
    events = play(m, "roll")                     # no die for her this turn
    assert [e for e in events if e.kind == "die"] == [] and legal(m) == ["end"]
    play(m, "end", "roll", "end")                # green, then red again
    events = roll(m, 4)
    assert [e.data["who"] for e in events] == ["green.vamp"]
    assert any(a.startswith("move green.vamp ") for a in legal(m))


def test_clinic_a_wounded_gangster_is_not_vamped():
    """clinic-no-vamp: « A la clinique, un blessé n'est pas vampable. »"""
    m = situation(round=5, arrived={"red.vamp": "clinic"}, status={"green.killer": "clinic"},
                  cops={1: "s94", 2: "s80"})
    assert "vamp green.killer" not in legal(m) and "finish green.killer" in legal(m)


@pytest.mark.parametrize("wanted", [True, False])
def test_clinic_arrest_without_resistance(wanted):
    """clinic-arrest: « la police peut venir l'arrêter sans résistance possible ! Dans ce cas, il gagne la
    prison à son prochain tour de jeu pour y purger sa peine. » Only a wanted one: the cops enter the
    clinic only to arrest."""
    m = situation(ask_end=True, round=5, records={"green.vamp": ["holdup"]} if wanted else {},
                  cops={1: "s40", 2: "s94"},
                  **locked(*RED, "green.killer", "green.trafficker", also={"green.vamp": "clinic"}))
    roll(m, 1, 1)
    assert ("cop 1 clinic" in legal(m)) is wanted
    if not wanted:
        return
    events = play(m, "cop 1 clinic")
    assert rules(events) == ["cops-move", "clinic-arrest"]
    assert m.to_move == 0 and m.state.phase == "cops"            # no surrender or rebel to choose
    assert m.state.status_of("green.vamp") == "clinic"
    play(m, "cop 2 s79 n", "end")                # green's turn: from the clinic to prison
    assert m.state.status_of("green.vamp") == "prison" and rules(m.log[-1:]) == ["clinic-arrest"]
    assert m.state.sentence[m.state.character("green.vamp")] == 2
    assert not m.state.criminal_record("green.vamp")[0].served                 # served at the release


def test_finish_off_the_attackers_dice_are_the_darts_a_hit_kills():
    """finish-off: « On peut venir achever un blessé à la clinique : le jet de dés de l'attaquant détermine le
    nombre de fléchettes à tirer sur la cible de blessé qui ne se défend pas [...] La chute de la cible
    implique forcément la mort du personnage. »"""
    m = situation(round=5, arrived={"red.killer": "clinic"}, status={"green.vamp": "clinic"},
                  cops={1: "s94", 2: "s80"})
    force(m, 2, "miss", "miss", "miss", "dead")  # 2 + 2 (killer): 4 darts; the wounded rolls nothing
    events = play(m, "finish green.vamp")
    assert [e.text for e in events if e.kind == "duel-die"] == ["The red killer rolls 2 + 2 (killer)."]
    assert next(e for e in events if e.kind == "darts").data.items() >= {"darts": 4}.items()
    assert [e.data["hit"] for e in events if e.kind == "dart"] == ["miss", "miss", "miss", "dead"]
    assert m.state.status_of("green.vamp") == "dead"
    assert [line.kind for line in m.state.criminal_record("red.killer", unseen=True)] == ["shooting"]


def test_finish_off_all_darts_missed_he_lives():
    """finish-off: only the attacker's darts fly; when they all miss, the wounded stays at the clinic."""
    m = situation(ask_end=True, round=5, arrived={"red.vamp": "clinic"}, status={"green.killer": "clinic"},
                  cops={1: "s94", 2: "s80"})
    force(m, 2, "miss", "miss")
    events = play(m, "finish green.killer")
    assert len([e for e in events if e.kind == "dart"]) == 2
    assert m.state.status_of("green.killer") == "clinic" and m.state.phase == "main"


def test_vamp_release_her_catch_goes_home_when_the_vamp_dies():
    """vamp-release: « en cas de décès de la vamp, le gangster dévampé et sa cible rejoignent leur propre camp. »
    Here the cops kill red.vamp in a rebellion."""
    m = situation(round=5, turn_of=1, at={"red.vamp": "s12", "green.killer": "s12"},
                  follows={"green.killer": "red.vamp"}, records={"red.vamp": ["mugging"]},
                  cops={1: "s13", 2: "s94"}, **locked("green.vamp", "green.trafficker"))
    assert m.state.controller("green.killer") == 0
    roll(m, 1, 1)                                # green.killer follows red.vamp: no die of his own
    play(m, "cop 1 s12 w")
    force(m, 6, 6, 1, "dead")
    events = play(m, "rebel")
    assert "vamp-release" in rules(events)
    assert m.state.status_of("red.vamp") == "dead"
    assert m.state.controller("green.killer") == 1 and m.state.status_of("green.killer") == "free"


def test_vamp_release_ends_the_duel_with_his_own_gang():
    """vamp-release: « Lors d'un duel entre un gangster vampé et son propre gang, en cas de décès de la vamp, le
    gangster dévampé et sa cible rejoignent leur propre camp. » Green attacks red.vamp and the green.killer
    she holds: once she is dead, green.killer is green again and the duel is won."""
    m = situation(round=5, turn_of=1, arrived={"green.vamp": "s12"}, at={"red.vamp": "s12", "green.killer": "s12"},
                  follows={"green.killer": "red.vamp"}, cops={1: "s94", 2: "s80"})
    force(m, 6, 1, 1, "dead", "wounded", "wounded", "wounded")   # 6 against 1 and 1+2: 2 darts a volley
    events = play(m, "settle s12 red")
    assert "vamp-release" in rules(events)
    assert m.state.status_of("red.vamp") == "dead"
    assert m.state.status_of("green.killer") == "free" and m.state.controller("green.killer") == 1
    assert m.state.status_of("green.vamp") == "free"
    assert len([e for e in events if e.kind == "dart"]) == 1


# ---------------------------------------------------------------------------------------------
# Limites, abandon, variante : la police jouée par un joueur
# ---------------------------------------------------------------------------------------------

def test_elimination_all_dead_everything_goes_back_to_the_bank():
    """elimination: « Lorsque tous les membres d'un gang sont morts, celui-ci est éliminé. Tous les pions,
    jetons et billets retournent à la banque, et il ne joue plus la police. »"""
    m = situation(ask_end=True, gangs=3, round=5, arrived={"red.killer": "s12"}, at={"green.killer": "s12"},
                  money={1: 80, 0: 10}, owners={"b1": 1}, rackets={"b2": 1}, pawns={0: 1}, stock={1: 6},
                  cops={1: "s94", 2: "s80"},
                  **locked(*YELLOW, also={"green.vamp": "dead", "green.trafficker": "dead"}))
    total, bank = cash(m), m.state.bank
    force(m, 6, 1, "dead")
    events = play(m, "settle s12 green")
    assert rules(events)[-1] == "elimination" and not m.is_over
    assert m.state.money(1) == 0 and m.state.bank == bank + 80 and cash(m) == total
    assert m.state.owner("b1") is None and m.state.racketeer("b2") is None
    assert m.state.pawns(1) == {"placed": 0, "stock": 0} and m.state.portion[0] == -1
    play(m, "end")
    assert m.state.current == 2                  # green is skipped from now on
    roll(m, 1, 1)
    far_cops(m, 1)
    far_cops(m, 2)
    play(m, "end")
    assert (m.state.turn, m.state.current) == (6, 0)


def test_elimination_giving_up():
    """elimination: « Idem en cas d'abandon d'un joueur. » — ``resign``, at the start of one's turn or in it;
    with two gangs the other one is the last standing."""
    m = situation(round=2, turn_of=1, money={0: 30, 1: 70}, owners={"b5": 1})
    total = cash(m)
    assert "resign" not in legal(m)              # never offered to agents playing at random, yet accepted
    events = play(m, "resign")
    assert rules(events) == ["elimination", "elimination", "goal"]
    assert m.is_over and m.winners == [0]
    assert m.state.money(1) == 0 and m.state.owner("b5") is None and cash(m) == total
    assert [m.state.status_of(c) for c in GREEN] == ["gone"] * 3


def test_police_player_one_pair_of_its_choice_before_every_gangs_turn():
    """police-player: « Un joueur peut ne jouer que les flics. A l'aide d'un dé, il joue un groupe de
    policiers, à son choix, avant le tour de chaque joueur. Elle entre en jeu au début du troisième tour,
    depuis le centre, au hasard des dés. »"""
    m = situation(police=True, round=3, at={"red.killer": "s1"}, heading={"red.killer": "e"},
                  **locked("red.vamp", "red.trafficker", *GREEN))
    assert m.state.players == 3 and m.to_move == 2
    assert legal(m) == ["police 1", "police 2", "pass"]
    force(m, 1)
    events = play(m, "police 1")
    assert [e.data["who"] for e in events] == ["cops-1"] and m.to_move == 2
    events = play(m, "cop 1 s33 n")              # one step out of the centre
    assert rules(events) == ["police-player"]
    assert m.to_move == 0 and legal(m) == ["roll"]                   # only one pair moved
    assert [c["position"] for c in m.state.cops] == ["s33", "centre"]
    roll(m, 1)                                   # red rolls only red.killer's die
    play(m, "move red.killer s2 e", "end")
    assert m.state.current == 1 and m.to_move == 2 and m.state.phase == "police"     # before green's turn
    events = play(m, "pass")
    assert rules(events) == ["police-player"] and m.to_move == 1


def test_police_player_not_before_the_third_round_and_the_gangs_never_roll_the_cops():
    """police-player: « Elle entre en jeu au début du troisième tour »; the gangs do not move the cops."""
    m = situation(police=True, round=2, **locked("red.vamp", "red.trafficker"))
    assert m.to_move == 0 and legal(m) == ["roll"]
    late = situation(police=True, round=6, **locked("red.vamp", "red.trafficker"))
    play(late, "pass")
    events = roll(late, 3)
    assert [e.data["who"] for e in events] == ["red.killer"]


def test_police_player_custody_of_an_innocent():
    """custody: « Les pouvoirs supplémentaires de la police sont les suivants : elle peut emmener n'importe
    quel gangster innocent en garde à vue, pour un tour de prison, d'où il ressort ensuite au hasard des
    dés. » Taken before green's turn, red.killer misses red's next turn only."""
    m = situation(ask_end=True, police=True, round=5, turn_of=1, at={"red.killer": "s12", "red.vamp": "s1"},
                  heading={"red.vamp": "e"}, cops={1: "s13", 2: "s94"}, **locked("red.trafficker", *GREEN))
    force(m, 1)
    play(m, "police 1", "cop 1 s12 w")
    assert m.to_move == 2 and legal(m) == ["custody red.killer", "pass"]
    events = play(m, "custody red.killer")
    assert rules(events) == ["custody"] and events[0].data["turns"] == 1
    assert m.state.status_of("red.killer") == "prison"
    assert m.state.criminal_record("red.killer", unseen=True) == [] and not m.state.wanted("red.killer")
    play(m, "roll", "end")                       # green
    assert m.state.current == 0 and m.state.status_of("red.killer") == "prison"     # the police play first
    play(m, "pass")
    assert m.state.status_of("red.killer") == "prison"                    # red's turn 6 is his turn of custody
    events = roll(m, 1)                          # red's turn 6: no die for him
    assert [e.data["who"] for e in events] == ["red.vamp"]
    play(m, "move red.vamp s2 e", "end")
    assert m.state.status_of("red.killer") == "free"                                   # out, in the centre
    play(m, "pass", "roll", "end", "pass")       # green's turn 6, police before red's
    events = roll(m, 4, 1)                       # red's turn 7
    assert [e.data["who"] for e in events] == ["red.killer", "red.vamp"]


def test_police_player_custody_is_one_turn_even_just_before_his_turn():
    """custody: « pour un tour de prison, d'où il ressort ensuite au hasard des dés » — taken before red's own
    turn, red.killer spends that turn in prison and leaves with his die at red's next turn."""
    m = situation(ask_end=True, police=True, round=5, turn_of=0, at={"red.killer": "s12", "red.vamp": "s1"},
                  heading={"red.vamp": "e"}, cops={1: "s13", 2: "s94"}, **locked("red.trafficker", *GREEN))
    force(m, 1)
    play(m, "police 1", "cop 1 s12 w", "custody red.killer")
    events = roll(m, 1)                          # red's turn 5, in prison
    assert [e.data["who"] for e in events] == ["red.vamp"]
    play(m, "move red.vamp s2 e", "end", "pass", "roll", "end", "pass")     # green's turn 5, police before red's
    events = roll(m, 4, 1)                       # red's turn 6: he leaves with his die
    assert [e.data["who"] for e in events] == ["red.killer", "red.vamp"]


def test_police_player_custody_not_for_the_wanted_nor_on_a_sewer():
    """custody: only « n'importe quel gangster innocent »: a wanted one is arrested instead; and
    sewer-no-arrest: on a sewer mouth nobody is taken."""
    m = situation(police=True, round=5, at={"red.killer": "s12"}, records={"red.killer": ["mugging"]},
                  cops={1: "s13", 2: "s94"})
    force(m, 1)
    events = play(m, "police 1", "cop 1 s12 w")
    assert rules(events)[-1] == "arrest" and legal(m) == ["surrender", "rebel"]
    sewer = situation(police=True, round=5, at={"red.killer": "s7"}, cops={1: "s8", 2: "s94"})
    force(sewer, 1)
    events = play(sewer, "police 1", "cop 1 s7 w")
    assert rules(events)[-1] == "cops-sewer" and sewer.to_move == 0 and legal(sewer) == ["roll"]


def test_police_not_for_sale():
    """police-not-for-sale: « Toutefois ils ne sont pas à vendre. »"""
    m = situation(police=True, round=5, money={0: 600})
    play(m, "pass")
    assert m.to_move == 0 and legal(m) == ["roll"]
    refused(m, "buy cops")


def test_police_not_for_sale_names_its_rule():
    """police-not-for-sale: the refusal names the rule « Toutefois ils ne sont pas à vendre. »"""
    m = situation(police=True, round=5, money={0: 600})
    play(m, "pass")
    assert refused(m, "buy cops").rule == "police-not-for-sale"


def test_police_wins_when_every_gangster_is_down():
    """police-wins: « Ce joueur a gagné dès que tous les gangsters se retrouvent au cimetière, à l'hôpital ou
    en prison. »"""
    m = situation(police=True, round=5, turn_of=1, at={"red.killer": "s12"}, records={"red.killer": ["mugging"]},
                  cops={1: "s13", 2: "s94"}, **locked("green.vamp", "green.trafficker", also={
                      "red.vamp": "dead", "red.trafficker": "clinic", "green.killer": "dead"}))
    force(m, 1)
    play(m, "police 1", "cop 1 s12 w")
    assert not m.is_over
    events = play(m, "surrender")
    assert rules(events)[-1] == "police-wins"
    assert m.is_over and m.winners == [2] and m.state.returns() == [0.0, 0.0, 1.0]


def test_police_wins_when_no_gang_is_left():
    """police-wins: with the police seat, the last gang standing does not win; when it too gives up, the
    police has won."""
    m = situation(police=True, round=2)
    play(m, "resign")
    assert not m.is_over and m.to_move == 1
    events = play(m, "resign")
    assert rules(events)[-1] == "police-wins" and m.winners == [2]


def test_police_restart_fallen_cops_leave_at_their_shooters_turn():
    """police-restart: « Blessés ou tués, les policiers vont au centre, d'où ils peuvent repartir, au hasard
    des dés, quand arrive le tour du joueur qui les a mis hors de combat. »"""
    m = situation(ask_end=True, gangs=3, police=True, round=5, turn_of=1, at={"red.killer": "s12"},
                  records={"red.killer": ["mugging"]}, cops={1: "s13", 2: "s94"},
                  **locked("red.vamp", "red.trafficker", *GREEN, *YELLOW))
    force(m, 1, 1, 1, 6, "wounded", "dead")      # the police die, then cops 1+1 against red.killer 6+2
    play(m, "police 1", "cop 1 s12 w")
    events = play(m, "rebel")
    assert "police-restart" in rules(events)
    assert m.state.cops[0]["state"] == "hit" and m.state.cops[0]["by"] == 0
    assert m.to_move == 1
    play(m, "roll", "end")                       # green; the police before yellow's turn
    assert m.to_move == 3 and legal(m) == ["police 2", "pass"]
    play(m, "pass", "roll", "end")               # yellow; red's turn: pair 1 back in the centre
    assert m.state.current == 0 and m.to_move == 3
    assert m.state.cops[0]["position"] == "centre" and "police-restart" in rules(m.log[-3:])
    assert legal(m) == ["police 1", "police 2", "pass"]


def test_arrest_no_arrest_by_a_pair_knocked_out_by_an_earlier_rebel():
    """cops-restart: « Les flics blessés ou morts sont retirés du jeu » — once red's rebellion has felled the
    pair, green, wanted on the same square, is not asked to surrender to cops who are gone."""
    m = situation(gangs=3, round=5, turn_of=2, at={"red.vamp": "s12", "green.vamp": "s12"},
                  records={"red.vamp": ["mugging"], "green.vamp": ["mugging"]}, cops={1: "s13", 2: "s94"},
                  **locked("red.killer", "red.trafficker", "green.killer", "green.trafficker", *YELLOW))
    roll(m, 1, 1)
    play(m, "cop 1 s12 w")
    assert m.to_move == 0 and legal(m) == ["surrender", "rebel"]
    force(m, 1, 1, 6, "dead", "dead")            # 1 + 1 against 6: four darts, both cops fall
    play(m, "rebel")
    assert m.state.cops[0]["state"] == "hit"
    assert m.state.phase == "cops" and m.to_move == 2        # green is not asked: the second pair moves on
    assert m.state.status_of("green.vamp") == "free"


def test_elimination_a_gang_wiped_out_before_its_turn_does_not_play():
    """elimination: « Lorsque tous les membres d'un gang sont morts, celui-ci est éliminé [...] et il ne joue
    plus la police. » — red's last gangster dies rebelling against the owner's cops just before red's turn."""
    m = situation(gangs=3, round=5, turn_of=2, arrived={"yellow.killer": "s94"}, at={"red.vamp": "s12"},
                  records={"red.vamp": ["mugging"]}, status={"red.killer": "dead", "red.trafficker": "dead"},
                  cops={1: "s13", 2: "s94"}, cops_owner=2)
    force(m, 1, 1)                               # the owner's cop dice before red's turn
    play(m, "end")
    assert m.state.current == 0 and m.to_move == 2
    play(m, "cop 1 s12 w")
    force(m, 6, 6, 1, "dead")                    # the cops' 12 against red.vamp's 1: she falls
    events = play(m, "rebel")
    assert "elimination" in rules(events) and m.state.out[0]
    play(m, "cop 2 s79 n")
    assert m.state.current == 1                  # red's turn is skipped


def test_what_cops_see_from_a_place_is_what_a_place_is_seen_from():
    """``Board.sight`` (the nodes cops at a node see, read when fresh offences are checked) agrees with
    ``Board.seen_from`` (the nodes a node is seen from, read when an offence is committed)."""
    board = gangs.GAMES["supergang"].initial_state(["a", "b"], gangs.GAMES["supergang"].check_options({})).board
    for where in range(board.nodes):
        assert board.sight[where] == {n for n in range(board.nodes) if where == n or where in board.seen_from[n]}
