"""One test per rule of Vengeance à Chicago.

Each test is named for its rule, quotes the rulebook's sentence (or names the house rule key of
``gangs/chicago/rules.py``), builds the exact situation with ``situation(...)`` and loads the dice and the
wheel it needs; nothing is left to random play.

Landmarks (gangs/chicago/board.toml): doors orange 0, blue 12, yellow 24, green 36; from each door the kinds
run ``SRTRDTSRDTRR``, so Sécurité 0, 6, 12, 18..., Tir 2, 5, 9, 14, 17, 21, 26..., Danger 4, 8, 16, 20, 28...,
Rien 1, 3, 7, 10, 11, 13, 15... The wheel at position k names squares k and k + 24. With 2 players the
gangs are orange (player 0) and yellow (player 1).
"""

from __future__ import annotations

import pytest
from chicago_situations import MATCHES, figure, holder, legal, play, roll, rules, situation, snapshot, spin, where

import gangs
from gangs import CHANCE, IllegalAction
from gangs.chicago import RULES
from gangs.chicago.state import DEAD, GONE, HQ
from gangs.kernel import Action

HENCHMEN = [f"orange.{k}" for k in range(1, 9)]


def refused(m, action, rule: str) -> IllegalAction:
    """Play ``action``, which must be refused by ``rule`` and change nothing."""
    before, log = snapshot(m), len(m.log)
    with pytest.raises(IllegalAction) as error:
        m.play(action)
    assert error.value.rule == rule, error.value
    assert snapshot(m) == before and len(m.log) == log
    return error.value


def dead(*codes: str) -> dict[str, str]:
    """``at`` entries putting each named figure among the liquidated."""
    return {code: "dead" for code in codes}


# ---------------------------------------------------------------------------------------------
# Mise en place, the turn, the dice
# ---------------------------------------------------------------------------------------------

def test_setup_every_figure_starts_in_its_hq():
    """setup: « placez les truands de chaque gang sur leurs Quartiers Généraux respectifs. »"""
    m = gangs.new("chicago", players=3, seed=0)
    assert m.state.at == [HQ] * 27
    assert m.state.colours == ("orange", "blue", "yellow") and m.state.doors == (0, 12, 24)
    assert m.to_move == 0 and legal(m) == {"roll"}
    two = gangs.new("chicago", players=2, seed=0)
    assert two.state.colours == ("orange", "yellow") and two.state.doors == (0, 24)


def test_turn_order_gangs_play_in_seat_order_and_only_their_own_figures():
    """turn-order (house): « Chaque joueur, à son tour, déplace 1 ou 2 de ses truands. »"""
    m = situation(3)
    roll(m, 1, 4)
    refused(m, "move blue.1 1", "turn-order")
    m.play("move orange.1 1")
    m.play("move orange.2 4")
    assert m.to_move == 1 and m.state.current == 1 and m.state.turn == 1
    roll(m, 1, 3)
    m.play("move blue.1 4")                                # both dice on one henchman: 12 + 4 - 1
    assert m.to_move == 2 and m.state.turn == 1
    roll(m, 1, 3)
    m.play("move yellow.1 4")
    assert m.to_move == 0 and m.state.turn == 2
    assert where(m, "orange.1", "orange.2", "blue.1", "yellow.1") == [0, 3, 15, 27]


def test_roll_throws_the_two_dice_then_the_player_moves():
    """roll: « A son tour, chaque joueur lance les 2 dés. »"""
    m = situation()
    events = roll(m, 2, 5)
    assert rules(events) == ["roll", "roll"]
    assert events[1].data["dice"] == (2, 5) and m.state.dice == (2, 5)
    assert m.to_move == 0
    # alike henchmen in the HQ make the same moves: only the first is offered
    assert legal(m) == {"move orange.parrain 2", "move orange.parrain 5", "move orange.1 2", "move orange.1 5",
                        "move orange.1 7"}
    refused(m, "move orange.2 2", "notation")


def test_move_total_one_henchman_takes_both_dice():
    """move-total: « faire avancer un de ses hommes de main du nombre de cases correspondant au total de
    points des 2 dés »"""
    m = situation(at={"orange.1": 10})
    roll(m, 3, 5)
    events = m.play("move orange.1 8")
    assert where(m, "orange.1") == [18]
    assert rules(events)[0] == "move-total"
    assert events[0].data == {"figure": 1, "frm": 10, "to": 18, "steps": 8, "square": 18}
    assert m.state.current == 1 and m.to_move == 1        # both dice are spent: yellow's turn


def test_move_two_gives_each_figure_one_die():
    """move-two: « ou faire avancer 2 de ses truands, (1 homme de main et 1 parrain ou bien 2 hommes de main)
    en attribuant à chacun le résultat d'un dé. »"""
    m = situation(at={"orange.1": 10, "orange.2": 20})
    roll(m, 3, 5)
    assert rules(m.play("move orange.1 3")) == ["move-two"]
    assert legal(m) == {"move orange.2 5", "move orange.3 5", "move orange.parrain 5"}
    refused(m, "pass", "move-two")                        # the other die moves a second figure
    refused(m, "move orange.1 5", "move-two")             # a figure moves one die of the roll
    refused(m, "move orange.2 3", "move-two")             # the 3 is spent
    refused(m, "move orange.2 8", "move-total")           # no total after one die
    assert rules(m.play("move orange.2 5")) == ["move-two"]
    assert where(m, "orange.1", "orange.2") == [13, 25]
    assert m.state.current == 1


def test_move_two_a_henchman_joined_by_one_who_moved_may_still_move():
    """move-two: the second die may move a henchman on whose square the first one stopped."""
    m = situation(at={"orange.1": 5, "orange.2": 8, **dead(*HENCHMEN[2:])}, current="orange")
    roll(m, 3, 4)
    m.play("move orange.1 3")                              # orange.1 joins orange.2 on 8
    assert "move orange.2 4" in legal(m)
    m.play("move orange.2 4")
    assert where(m, "orange.1", "orange.2") == [8, 12]


def test_parrain_one_die_never_the_total():
    """parrain-one-die: « Pour déplacer son parrain, le joueur doit choisir entre le résultat d'un des deux
    dés ; en aucun cas il ne peut déplacer son parrain du total des deux dés. »"""
    m = situation(at={"orange.parrain": 10, "orange.1": 10})
    roll(m, 3, 5)
    assert {"move orange.parrain 3", "move orange.parrain 5"} <= legal(m)
    assert "move orange.parrain 8" not in legal(m) and "move orange.1 8" in legal(m)
    refused(m, "move orange.parrain 8", "parrain-one-die")
    events = m.play("move orange.parrain 5")
    assert rules(events) == ["parrain-one-die"] and where(m, "orange.parrain") == [15]


def test_clockwise_leaving_the_hq_onto_the_door_then_on_round_the_ring():
    """clockwise: « Les truands partent de leur Quartier Général respectif et se déplacent dans la ville dans
    le sens des aiguilles d'une montre. Le joueur peut sortir des truands de leur Quartier Général ou
    déplacer des truands déjà sortis. » Leaving the HQ with d stops on door + d - 1."""
    m = situation(at={"yellow.1": 47})
    roll(m, 1, 4)
    m.play("move orange.1 1")                              # the door square itself
    m.play("move orange.2 4")
    assert where(m, "orange.1", "orange.2") == [0, 3]
    roll(m, 2, 4)
    m.play("move yellow.2 4")                              # out of the yellow HQ: 24 + 4 - 1
    m.play("move yellow.1 2")                              # on round the ring: 47 -> 1
    assert where(m, "yellow.1", "yellow.2") == [1, 27]


def test_must_move_a_roll_that_moves_nobody_is_lost():
    """must-move: « Il est obligé de déplacer au moins un de ses truands, s'il en a la possibilité. » A roll
    that can move no figure is lost."""
    m = situation(at={"orange.parrain": 10, **dead(*HENCHMEN)})
    events = roll(m, 2, 5)
    assert rules(events) == ["roll", "roll", "must-move"]
    assert m.state.current == 1 and m.to_move == 1 and where(m, "orange.parrain") == [10]


def test_must_move_pass_is_refused_before_any_move():
    """must-move: « Il est obligé de déplacer au moins un de ses truands, s'il en a la possibilité. »"""
    m = situation()
    roll(m, 2, 5)
    assert "pass" not in legal(m)
    refused(m, "pass", "must-move")
    m.play("move orange.1 2")
    refused(m, "pass 5", "notation")


def test_second_die_must_move_a_second_figure():
    """move-two: « faire avancer 2 de ses truands [...] en attribuant à chacun le résultat d'un dé »: after one
    figure moved one die, another figure must move the other; the player cannot keep it."""
    m = situation(at={"orange.1": 10})
    roll(m, 3, 5)
    m.play("move orange.1 3")
    assert "pass" not in legal(m)
    error = refused(m, "pass", "move-two")
    assert "2 de ses truands" in error.reason


@pytest.mark.parametrize("parrain", [30, "hq"])
def test_one_die_is_not_offered_when_no_second_figure_could_move_the_other(parrain):
    """move-total / move-two: « Il a ensuite le choix entre : faire avancer un de ses hommes de main du nombre de
    cases correspondant au total de points des 2 dés ou faire avancer 2 de ses truands ». A lone parrain (on the
    ring or in his HQ) can take no die, and the henchman's move cannot change that: the printed total is the only
    way, and moving one die to lose the other is refused."""
    m = situation(at={"orange.parrain": parrain, "orange.1": 10, **dead(*HENCHMEN[1:])})
    roll(m, 3, 5)
    assert legal(m) == {"move orange.1 8"}
    for action in ("move orange.1 3", "move orange.1 5"):
        error = refused(m, action, "move-two")
        assert "one henchman by the total or two figures by one die each" in error.reason
    m.play("move orange.1 8")
    assert where(m, "orange.1") == [18] and m.state.current == 1


def test_one_die_is_offered_when_it_frees_the_figure_that_takes_the_other():
    """move-two: the first move may make the second possible: a henchman who joins his lone parrain with the 3
    lets the parrain take the 5 (the 5 would leave him alone: not offered); a henchman who stops on a Tir square
    hires snipers who may free a hostage of his gang (here the wheel at 20 shoots the kidnapper on 20, a Danger
    square), and when the wheel frees nobody the other die is lost (second-die)."""
    m = situation(at={"orange.parrain": 13, "orange.1": 10, **dead(*HENCHMEN[1:])})
    roll(m, 3, 5)
    assert legal(m) == {"move orange.1 3", "move orange.1 8"}
    m.play("move orange.1 3")
    assert legal(m) == {"move orange.parrain 5"}
    at = {"orange.parrain": 30, "orange.1": 10, "orange.2": 20, "yellow.1": 20, **dead(*HENCHMEN[2:])}
    m = situation(at=at, held={"orange.2": "yellow.1"})
    roll(m, 4, 5)
    assert legal(m) == {"move orange.1 4", "move orange.1 9"}  # 14 is a Tir square, 15 is not
    m.play("move orange.1 4")
    spin(m, 20)
    assert holder(m, "orange.2") is None and legal(m) == {"move orange.2 5"}
    m = situation(at=at, held={"orange.2": "yellow.1"})
    roll(m, 4, 5)
    m.play("move orange.1 4")
    events = spin(m, 0)                                    # squares 0 and 24: nobody freed
    assert rules(events)[-1] == "second-die" and events[-1].text == "No other figure can move the 5: it is lost."
    assert m.state.current == 1


def test_second_die_is_lost_only_when_no_printed_choice_is_possible():
    """second-die (house): « ou faire avancer 2 de ses truands » — when neither printed choice can be played (the
    total's square is full and no second figure can move), one figure moves one die and the other is lost."""
    m = situation(at={"orange.parrain": 30, "orange.1": 10, "yellow.1": 18, "yellow.2": 18, "yellow.3": 18,
                      **dead(*HENCHMEN[1:])})
    roll(m, 3, 5)
    assert legal(m) == {"move orange.1 3", "move orange.1 5"}
    events = m.play("move orange.1 3")
    assert rules(events) == ["move-two", "second-die"]
    assert events[-1].text == "No other figure can move the 5: it is lost."
    assert where(m, "orange.1") == [13] and m.state.current == 1


def test_lenient_the_earlier_reading_keeps_the_other_die():
    """lenient (house, option reading="lenient"): « Après un dé, le joueur peut garder l'autre ». Records written
    before the option replay with it."""
    m = situation(at={"orange.1": 10}, reading="lenient")
    roll(m, 3, 5)
    m.play("move orange.1 3")
    assert "pass" in legal(m)
    events = m.play("pass")
    assert rules(events) == ["lenient"]
    assert where(m, "orange.1") == [13] and m.state.current == 1
    assert m.game.recorded_options({"two_gangs": False, "max_turns": 200, "board": None})["reading"] == "lenient"


def test_double_gives_one_extra_die_once():
    """double: « Un joueur qui obtient un double effectue ses déplacements et en applique les conséquences.
    Puis il relance 1 seul dé, bénéficiant ainsi d'un déplacement supplémentaire. »"""
    m = situation()
    events = roll(m, 4, 4)
    assert events[-1].text.endswith("(a double).")
    m.play("move orange.1 4")
    events = play(m, "move orange.2 4", 4)                 # the extra die: a 4 again
    assert rules(events)[-2:] == ["double", "double"]
    assert m.state.pending.bonus and m.state.pending.dice == (4,)
    # one die: no total, no pass; orange.1 and orange.2 may move again, alike on 3
    assert legal(m) == {"move orange.parrain 4", "move orange.1 4", "move orange.3 4"}
    m.play("move orange.3 4")
    assert where(m, "orange.1", "orange.2", "orange.3") == [3, 3, 3]
    assert rules(m.log[-1:]) == ["move-two"]
    assert m.state.current == 1 and m.to_move == 1        # a double on the extra die gives nothing more


def test_double_a_total_then_the_extra_die():
    """double: the double's two dice may go to one henchman before the extra die."""
    m = situation(at={"orange.1": 11})
    roll(m, 2, 2)
    events = play(m, "move orange.1 4", 4)
    assert rules(events) == ["move-total", "double", "double"]
    m.play("move orange.1 4")
    assert where(m, "orange.1") == [19] and m.state.current == 1


# ---------------------------------------------------------------------------------------------
# The crowded square, the HQ
# ---------------------------------------------------------------------------------------------

def test_crowd_no_fourth_figure_on_a_square():
    """crowd: « Il ne peut y avoir plus de 3 truands sur une même case »"""
    m = situation(at={"orange.1": 10, "yellow.1": 13, "yellow.2": 13, "yellow.3": 13})
    roll(m, 3, 5)
    assert "move orange.1 3" not in legal(m)
    error = refused(m, "move orange.1 3", "crowd")
    assert "13" in error.reason


def test_crowd_hostages_count_among_the_three():
    """crowd: the hostage is one of the three figures of its square."""
    m = situation(at={"orange.1": 10, "orange.2": 13, "yellow.1": 13, "yellow.2": 13},
                  held={"orange.2": "yellow.1"})
    roll(m, 3, 5)
    refused(m, "move orange.1 3", "crowd")


def test_crowd_no_third_colour_hostages_counted():
    """crowd: « et de 2 couleurs maximum. » A hostage's colour counts."""
    m = situation(3, at={"orange.1": 10, "blue.1": 13, "yellow.1": 13}, held={"yellow.1": "blue.1"})
    roll(m, 3, 5)
    assert "move orange.1 3" not in legal(m)
    refused(m, "move orange.1 3", "crowd")
    m.play("move orange.1 5")
    assert where(m, "orange.1") == [15]


def test_hq_nobody_is_met_there_and_a_parrain_leaves_it_with_a_henchman_beside_him():
    """hq (house): « Le Quartier Général n'est pas une case de la ville : on n'y prend ni n'y tue personne, et
    il reçoit autant de truands qu'il en faut. »"""
    m = situation(at={"orange.parrain": "hq"})
    roll(m, 2, 5)
    m.play("move orange.parrain 2")
    assert where(m, "orange.parrain") == [1]
    m.play("move orange.1 5")                              # square 4
    # the wheel names the two door squares: the figures inside the HQs behind them are never shot
    roll(m, 3, 1)
    m.play("move yellow.1 3")                              # 26: Tir
    spin(m, 0)                                             # squares 0 and 24: nobody stands there
    assert where(m, *HENCHMEN) == [4] + [HQ] * 7


# ---------------------------------------------------------------------------------------------
# Encounters
# ---------------------------------------------------------------------------------------------

def test_hostage_taken_by_stopping_on_a_lone_enemy():
    """hostage: « Un truand s'arrêtant sur une case occupée par un truand adverse doit le prendre en otage. Le
    joueur place alors l'otage dans l'aire figurant sur la case. »"""
    m = situation(at={"orange.1": 10, "yellow.1": 13}, round=4)
    roll(m, 3, 5)
    events = m.play("move orange.1 3")
    assert rules(events) == ["move-two", "hostage"]
    assert events[1].data == {"kidnapper": figure(m, "orange.1"), "hostage": figure(m, "yellow.1"), "square": 13,
                              "figure": figure(m, "orange.1")}
    assert holder(m, "yellow.1") == "orange.1" and m.state.held_since[figure(m, "yellow.1")] == 4
    assert where(m, "yellow.1") == [13]


def test_hostage_held_cannot_move_while_the_kidnapper_stays():
    """hostage-held: « Un otage ne peut pas se déplacer tant que le kidnappeur reste sur sa case. »"""
    m = situation(at={"orange.1": 13, "yellow.1": 13, "yellow.parrain": 13}, held={"yellow.1": "orange.1"},
                  current="yellow")
    roll(m, 3, 5)
    assert not any(a.startswith("move yellow.1 ") for a in legal(m))
    refused(m, "move yellow.1 3", "hostage-held")
    # a henchman held hostage does not let his parrain leave either
    refused(m, "move yellow.parrain 3", "parrain-alone")


def test_hostage_held_is_freed_when_the_kidnapper_leaves():
    """hostage-held: « Si le kidnappeur quitte la case, l'otage est libéré. »"""
    m = situation(at={"orange.1": 13, "yellow.1": 13}, held={"yellow.1": "orange.1"})
    roll(m, 2, 5)
    events = m.play("move orange.1 5")
    assert rules(events) == ["move-two", "hostage-held"]  # the move first, then the release it causes
    assert events[1].data == {"figure": figure(m, "yellow.1")}
    assert holder(m, "yellow.1") is None and m.state.held_since[figure(m, "yellow.1")] == 0
    m.play("move orange.2 2")
    roll(m, 3, 5)
    m.play("move yellow.1 3")
    assert where(m, "yellow.1") == [16]


def test_parrain_hostage_a_lone_parrain_is_taken_like_a_henchman():
    """parrain-hostage: « Un parrain seul sur une case peut être pris en otage comme un homme de main. »"""
    m = situation(at={"orange.1": 10, "yellow.parrain": 13})
    roll(m, 3, 5)
    events = m.play("move orange.1 3")
    assert rules(events) == ["move-two", "parrain-hostage"]
    assert holder(m, "yellow.parrain") == "orange.1"


def test_outnumbered_a_figure_stopping_on_two_enemies_is_liquidated():
    """outnumbered: « Si un truand arrive sur une case occupée par 2 truands adverses, il n'a rien le temps de
    faire et est “liquidé” immédiatement. »"""
    m = situation(at={"orange.1": 10, "yellow.1": 13, "yellow.2": 13})
    roll(m, 3, 5)
    events = m.play("move orange.1 3")
    assert rules(events) == ["move-two", "outnumbered"]
    assert where(m, "orange.1", "yellow.1", "yellow.2") == [DEAD, 13, 13]
    assert m.state.losses == [1, 0] and holder(m, "yellow.1") is None


def test_two_on_one_two_of_a_gang_liquidate_the_enemy():
    """two-on-one: « Si 2 truands d'un même gang se trouvent sur une case occupée par un truand adverse, ils
    le “liquident”. »"""
    m = situation(at={"orange.1": 10, "orange.2": 13, "yellow.1": 13})
    roll(m, 3, 5)
    events = m.play("move orange.1 3")
    assert rules(events) == ["move-two", "two-on-one"]
    assert where(m, "orange.1", "orange.2", "yellow.1") == [13, 13, DEAD]
    assert m.state.losses == [0, 1]


def test_third_arrival_of_the_hostages_gang_liquidates_the_kidnapper():
    """third-arrival: « Si un troisième truand arrive sur cette case, 2 possibilités : il est du même gang que
    l'otage alors le kidnappeur est liquidé, l'otage est donc libéré »"""
    m = situation(at={"orange.1": 10, "orange.2": 13, "yellow.1": 13}, held={"orange.2": "yellow.1"})
    roll(m, 3, 5)
    events = m.play("move orange.1 3")
    assert rules(events) == ["move-two", "third-arrival", "third-arrival"]
    assert [e.kind for e in events] == ["move", "liquidate", "free"]
    assert where(m, "orange.1", "orange.2", "yellow.1") == [13, 13, DEAD]
    assert holder(m, "orange.2") is None


def test_third_arrival_of_the_kidnappers_gang_liquidates_the_hostage():
    """third-arrival: « ou il est du même gang que le kidnappeur alors l'otage est liquidé. » (told as the
    two-on-one it also is)"""
    m = situation(at={"orange.1": 10, "orange.2": 13, "yellow.1": 13}, held={"yellow.1": "orange.2"})
    roll(m, 3, 5)
    events = m.play("move orange.1 3")
    assert rules(events) == ["move-two", "two-on-one"]
    assert where(m, "orange.1", "orange.2", "yellow.1") == [13, 13, DEAD]
    assert m.state.held_by == [-1] * 18


def test_liquidated_henchmen_leave_play():
    """liquidated: « Les hommes de main liquidés sont retirés du jeu. ils pourront être recrutés
    ultérieurement. »"""
    m = situation(at={"orange.1": "dead", "orange.2": 10})
    roll(m, 3, 5)
    assert not any(a.startswith("move orange.1 ") for a in legal(m))
    refused(m, "move orange.1 3", "liquidated")


def test_parrain_alone_in_his_hq_cannot_leave_it():
    """parrain-alone: « Le parrain ne peut jamais quitter une case sur la quelle il se trouve seul. Pour pouvoir
    repartir, il doit y être rejoint par un de ses hommes de main. » His HQ too: once all his men are out, he
    waits there for a recruit (the reading ``lenient`` let him leave alone)."""
    m = situation(at={"orange.parrain": "hq", **{h: 30 + k for k, h in enumerate(HENCHMEN[:4])},
                      **dead(*HENCHMEN[4:])})
    roll(m, 3, 5)
    assert not any(a.startswith("move orange.parrain") for a in legal(m))
    error = refused(m, "move orange.parrain 3", "parrain-alone")
    assert "alone in his HQ" in error.reason
    lenient = situation(at={"orange.parrain": "hq", **{h: 30 + k for k, h in enumerate(HENCHMEN[:4])},
                            **dead(*HENCHMEN[4:])}, reading="lenient")
    roll(lenient, 3, 5)
    assert "move orange.parrain 3" in legal(lenient)
    # a recruit joins him: a henchman passing his door brings one back into the HQ
    m.play("move orange.4 5")                              # 33 + 5 = 38
    m = situation(at={"orange.parrain": "hq", "orange.1": 46, **{h: 30 for h in HENCHMEN[1:4]},
                      **dead(*HENCHMEN[4:])})
    roll(m, 3, 5)
    assert not any(a.startswith("move orange.parrain") for a in legal(m))
    m.play("move orange.1 3")                              # 46 + 3 = 1: past the door, orange.5 recruited
    assert where(m, "orange.5") == [HQ] and "move orange.parrain 5" in legal(m)


def test_parrain_alone_cannot_leave_until_a_henchman_joins_him():
    """parrain-alone: « Le parrain ne peut jamais quitter une case sur la quelle il se trouve seul. Pour
    pouvoir repartir, il doit y être rejoint par un de ses hommes de main. »"""
    m = situation(at={"orange.parrain": 13, "orange.1": 10})
    roll(m, 3, 5)
    assert not any(a.startswith("move orange.parrain") for a in legal(m))
    refused(m, "move orange.parrain 3", "parrain-alone")
    m.play("move orange.1 3")                              # joins him
    assert "move orange.parrain 5" in legal(m)
    m.play("move orange.parrain 5")
    assert where(m, "orange.parrain", "orange.1") == [18, 13]


def test_parrain_liquidated_goes_home_his_henchmen_die_three_are_recruited():
    """parrain-liquidated: « Si le parrain est liquidé, il regagne son quartier général et tous ses hommes de
    main sont tués (exclus du jeu). Il peut cependant recruter 3 hommes de main. Ceux-ci sont placés avec le
    parrain dans le quartier général. »"""
    m = situation(at={"orange.parrain": 10, "orange.4": 10, "orange.5": 30, "orange.1": "dead",
                      "yellow.1": 13, "yellow.2": 13})
    roll(m, 3, 5)
    m.play("move orange.5 5")             # first: moved after him, the 5 would be left to no figure (move-two)
    events = m.play("move orange.parrain 3")
    assert rules(events) == ["parrain-one-die", "outnumbered", "parrain-liquidated"]
    assert where(m, "orange.parrain") == [HQ]
    assert where(m, *HENCHMEN) == [HQ, HQ, HQ] + [DEAD] * 5
    assert sorted(events[2].data["killed"]) == [figure(m, c) for c in HENCHMEN[1:]]
    assert m.state.recruits == [3, 0] and m.state.losses == [7, 0]


def test_parrain_liquidated_the_recruits_leave_at_the_next_turn():
    """parrain-liquidated: « Au tour de jeu suivant le joueur pourra faire repartir normalement ces truands du
    quartier général. »"""
    m = situation(at={"orange.parrain": 10, "orange.4": 10, "yellow.1": 12, "yellow.2": 12})
    roll(m, 2, 2)
    m.play("move orange.1 2")
    events = play(m, "move orange.parrain 2", 2)          # the double's extra die: a 2
    assert where(m, "orange.1", "orange.2", "orange.3") == [HQ, HQ, HQ]
    assert rules(events)[-2:] == ["double", "must-move"]  # the recruits regroup: nobody moves the 2
    assert m.state.current == 1, f"orange may still play: {sorted(legal(m))}"


def test_parrain_liquidated_frees_the_hostages_of_his_men():
    """parrain-liquidated: his henchmen die, so their hostages go free."""
    m = situation(at={"orange.parrain": 10, "orange.1": 10, "orange.2": 30, "yellow.3": 30,
                      "yellow.1": 13, "yellow.2": 13}, held={"yellow.3": "orange.2"})
    roll(m, 3, 5)
    m.play("move orange.3 5")
    events = m.play("move orange.parrain 3")
    assert "parrain-liquidated" in rules(events)
    assert holder(m, "yellow.3") is None and where(m, "yellow.3") == [30]


def test_parrain_liquidated_with_no_henchman_left_still_comes_back_with_three():
    """parrain-liquidated: « Si le parrain est liquidé, il regagne son quartier général [...] Il peut cependant
    recruter 3 hommes de main. » — even when none of his men is left (all eight are dead, so three are there to
    recruit): the earlier house rule ``wiped-out`` is the reading ``lenient`` only."""
    m = situation(at={"orange.parrain": 3, **dead(*HENCHMEN)}, current="yellow")
    roll(m, 3, 5)
    m.play("move yellow.1 3")                              # 26: Tir
    events = spin(m, 3)                                    # squares 3 and 27
    assert rules(events)[:4] == ["tir", "tir", "shot", "parrain-liquidated"]
    assert events[3].text == "Player 1's orange parrain goes back to his HQ, where he recruits 3."
    assert where(m, "orange.parrain") == [HQ] and where(m, *HENCHMEN) == [HQ] * 3 + [DEAD] * 5
    assert not m.is_over and m.state.recruits == [3, 0]


def test_wounded_parrain_survives_the_snipers_first_hit_and_dies_at_the_second():
    """wounded-parrain (house, option wounded_parrain): « le parrain survit au premier tir des tireurs d'élite,
    blessé, et meurt au second ; il guérit en regagnant son Quartier Général. » Off by default."""
    assert gangs.GAMES["chicago"].options["wounded_parrain"].default is False
    m = situation(at={"orange.parrain": 3, "orange.1": 20}, current="yellow", wounded_parrain=True)
    roll(m, 3, 1)
    m.play("move yellow.1 3")                              # 26: Tir
    events = spin(m, 3)                                    # squares 3 and 27
    assert rules(events)[2] == "wounded-parrain" and where(m, "orange.parrain") == [3]
    assert events[2].text == ("Player 1's orange parrain is hit on square 3 (Rien à signaler) but survives, "
                              "wounded: a second hit will liquidate him.")
    assert m.state.wounded == (0,) and m.state.sheet(0)["parrain"] == "square 3 (Rien à signaler), wounded"
    m.play("move yellow.2 1")                              # 24
    roll(m, 1, 5)
    m.play("move orange.1 5")                              # 25
    m.play("move orange.2 1")                              # 0
    roll(m, 1, 2)
    m.play("move yellow.2 2")                              # 26: Tir again
    events = spin(m, 3)
    assert rules(events)[2:4] == ["shot", "parrain-liquidated"]
    assert where(m, "orange.parrain") == [HQ] and m.state.wounded == ()   # home, whole again
    plain = situation(at={"orange.parrain": 3, "orange.1": 20}, current="yellow")
    roll(plain, 3, 1)
    plain.play("move yellow.1 3")
    assert rules(spin(plain, 3))[2:4] == ["shot", "parrain-liquidated"]


def test_wiped_out_a_parrain_without_henchmen_is_gone_and_the_last_parrain_wins():
    """wiped-out (house, reading lenient): « Un parrain liquidé alors qu'il ne lui reste aucun homme de main en
    ville ni au Quartier Général ne revient pas : son gang est anéanti. » and last-parrain: « Si un seul parrain
    reste en vie, son gang remporte immédiatement la victoire. »"""
    m = situation(at={"orange.parrain": 3, **dead(*HENCHMEN)}, current="yellow", reading="lenient")
    roll(m, 3, 5)
    m.play("move yellow.1 3")                              # 26: Tir
    events = spin(m, 3)                                    # squares 3 and 27
    assert rules(events) == ["tir", "tir", "shot", "wiped-out", "last-parrain"]
    assert events[-1].text == "Player 2 wins the game: the last parrain alive!"
    assert where(m, "orange.parrain") == [GONE]
    assert m.is_over and m.winners == [1] and m.to_move is None and m.state.returns() == [0.0, 1.0]
    refused(m, "roll", "game-over")


def test_wiped_out_gang_plays_no_more():
    """wiped-out (house, reading lenient): a gone gang's turn is skipped."""
    m = situation(3, at={"orange.parrain": 3, **dead(*HENCHMEN)}, current="blue", reading="lenient")
    roll(m, 3, 1)
    m.play("move blue.1 3")                                # 12 + 3 - 1 = 14: Tir
    events = spin(m, 3)
    assert "wiped-out" in rules(events) and not m.is_over
    m.play("pass")
    roll(m, 1, 3)
    m.play("move yellow.1 4")
    assert m.state.current == 1 and m.to_move == 1 and m.state.turn == 2


# ---------------------------------------------------------------------------------------------
# The squares and the snipers
# ---------------------------------------------------------------------------------------------

def test_rien_nothing_happens():
    """rien: « Les premières sont assez simples, il n'y a rien à faire. »"""
    m = situation()
    roll(m, 2, 6)
    events = m.play("move orange.1 2")                     # square 1: Rien à signaler
    assert rules(events) == ["move-two"] and m.to_move == 0 and legal(m) >= {"move orange.2 6"}


def test_tir_stopping_on_tir_hires_the_snipers_and_the_wheel_turns():
    """tir: « Le joueur dont un truand s'arrête sur une case TIR engage des “tireurs d'élite”. Il doit alors
    faire tourner la roue. Lorsqu'elle s'immobilise, la pointe des fusils désigne les victimes. »"""
    m = situation()
    roll(m, 3, 5)
    events = m.play("move orange.1 3")                     # square 2: Tir
    assert rules(events) == ["move-two", "tir"]
    assert m.to_move == 0 and legal(m) == {"spin"}
    refused(m, "roll", "tir")
    refused(m, "move orange.2 5", "tir")
    refused(m, "spin 3", "notation")
    events = spin(m, 7)
    assert rules(events)[:3] == ["tir", "tir", "shot"]
    assert events[1].data == {"position": 7, "named": (7, 31), "square": 7, "opposite": 31}
    assert m.state.named == (7, 31)
    assert m.state.spun == 7
    assert legal(m) >= {"move orange.2 5"}                # the roll goes on with the other die


def test_wheel_is_fair_and_names_opposite_squares():
    """wheel (house): « elle s'arrête sur l'une de ses 24 positions, chacune avec la même chance, et ses deux
    voitures visent deux cases opposées de l'anneau. »"""
    m = situation()
    roll(m, 3, 5)
    m.play("move orange.1 3")
    state = m.state.clone()
    state.apply("spin")
    assert state.to_move == CHANCE
    outcomes = state.chance_outcomes()
    assert [a.notation for a, _ in outcomes] == [f"wheel {k}" for k in range(24)]
    assert all(p == pytest.approx(1 / 24) for _, p in outcomes)
    assert sorted(s for pair in state.board.named for s in pair) == list(range(48))
    assert all(b == a + 24 for a, b in state.board.named)


def test_shot_a_lone_enemy_on_a_named_square_is_liquidated():
    """shot: « Si un seul truand adverse se trouve sur la case ainsi déterminée, il est liquidé. »"""
    m = situation(at={"yellow.1": 3})
    roll(m, 3, 5)
    m.play("move orange.1 3")
    events = spin(m, 3)
    assert rules(events)[2:4] == ["shot", "shot"]
    assert [e.kind for e in events[2:4]] == ["liquidate", "miss"]       # 3, then nobody on 27
    assert where(m, "yellow.1") == [DEAD] and m.state.losses == [0, 1]


def test_victim_choice_alike_henchmen_of_one_gang_need_no_choice():
    """victim-choice: « Si elle est occupée par plusieurs truands adverses du même gang, le joueur qui les dirige
    choisit la victime (parmi les hommes de main). » A gang's henchmen are alike: one dies, no question."""
    m = situation(at={"yellow.1": 3, "yellow.2": 3})
    roll(m, 3, 5)
    m.play("move orange.1 3")
    events = spin(m, 3)
    assert "victim-choice" in rules(events) and m.to_move == 0
    assert sorted(where(m, "yellow.1", "yellow.2")) == [DEAD, 3]


def test_victim_choice_allied_henchmen_their_player_chooses():
    """victim-choice, two-gangs: two allied gangs' henchmen on a named square: their player chooses."""
    m = situation(2, at={"blue.1": 3, "green.1": 3}, two_gangs=True)
    roll(m, 3, 5)
    m.play("move orange.1 3")
    spin(m, 3)
    assert m.to_move == 1
    assert legal(m) == {"victim blue.1", "victim green.1"}
    refused(m, "victim green.2", "victim-choice")
    refused(m, "victim", "notation")
    refused(m, "roll", "victim-choice")
    events = m.play("victim green.1")
    assert rules(events)[0] == "victim-choice"
    assert where(m, "blue.1", "green.1") == [3, DEAD]
    assert m.to_move == 0 and "move orange.2 5" in legal(m)     # the roll goes on


def test_shield_hostage_the_hostage_on_a_named_square_dies():
    """shield-hostage: « Si un otage se trouve sur la case visée par les tireurs d'élite, c'est lui qui est
    liquidé. »"""
    m = situation(3, at={"blue.1": 3, "yellow.1": 3}, held={"blue.1": "yellow.1"})
    roll(m, 3, 5)
    m.play("move orange.1 3")
    events = spin(m, 3)
    assert "shield-hostage" in rules(events)
    assert where(m, "blue.1", "yellow.1") == [DEAD, 3]
    assert m.state.losses == [0, 1, 0]


def test_shield_parrain_a_henchman_dies_for_his_parrain():
    """shield-parrain: « Evidemment, un homme de main, dévoué, sert de bouclier à son parrain vénéré et c'est lui
    qui se fait éliminer. »"""
    m = situation(at={"yellow.parrain": 3, "yellow.1": 3})
    roll(m, 3, 5)
    m.play("move orange.1 3")
    events = spin(m, 3)
    assert "shield-parrain" in rules(events)
    assert where(m, "yellow.parrain", "yellow.1") == [3, DEAD]


def test_hostage_rescued_the_hiring_gangs_hostage_goes_free():
    """hostage-rescued: « Cas particulier : si l'otage appartient à la famille ayant engagé les tireurs
    d'élite, c'est le kidnappeur qui est liquidé. L'otage est libéré. »"""
    m = situation(at={"orange.2": 3, "yellow.1": 3}, held={"orange.2": "yellow.1"})
    roll(m, 3, 5)
    m.play("move orange.1 3")
    events = spin(m, 3)
    assert rules(events)[2:4] == ["hostage-rescued", "hostage-rescued"]
    assert where(m, "orange.2", "yellow.1") == [3, DEAD] and holder(m, "orange.2") is None


def test_no_blunder_the_snipers_spare_the_hiring_gang():
    """no-blunder: « Les tireurs d'élite ne liquident jamais un membre du gang qui les a engagés (pas de
    bavure !). »"""
    m = situation(at={"orange.2": 26})
    roll(m, 3, 5)
    m.play("move orange.1 3")
    events = spin(m, 2)                                    # squares 2 (the hirer himself) and 26
    assert rules(events)[2:] == ["no-blunder", "no-blunder"]
    assert where(m, "orange.1", "orange.2") == [2, 26]


def test_securite_is_safe_from_the_snipers_only():
    """securite: « Tous les truands s'arrêtant sur une case SECURITE sont à l'abri des tireurs d'élite ; et
    seulement des tireurs d'élite, qui ne peuvent donc jamais les tuer. »"""
    m = situation(at={"yellow.1": 6, "yellow.2": 18})
    roll(m, 3, 4)
    m.play("move orange.1 3")
    events = spin(m, 6)                                    # squares 6 and 30: both Sécurité
    assert rules(events)[2:] == ["securite", "securite"]
    assert where(m, "yellow.1") == [6]
    # ... and only from the snipers: an enemy stopping there still takes a hostage
    s = situation(at={"orange.1": 14, "yellow.2": 18})
    roll(s, 4, 1)
    assert "hostage" in rules(s.play("move orange.1 4"))


def test_danger_everyone_there_dies_parrain_included():
    """danger: « Tous les truands (y compris le parrain) se trouvant sur une case DANGER sont liquidés par le
    tir éventuel des tireurs d'élite. »"""
    m = situation(at={"yellow.parrain": 4, "yellow.1": 4, "orange.2": 28})
    roll(m, 3, 5)
    m.play("move orange.1 3")
    events = spin(m, 4)                                    # squares 4 and 28: Danger
    assert rules(events)[2:] == ["danger", "parrain-liquidated", "no-blunder"]
    assert events[2].data["figure"] == figure(m, "yellow.parrain")
    # the parrain falls first, his henchman with him, and he goes home with three recruits (yellow.1 among
    # them): the henchman beside him counted as one of his men, so the gang is not wiped out
    assert where(m, "yellow.parrain", "yellow.1", "yellow.4") == [HQ, HQ, DEAD]
    assert figure(m, "yellow.1") in events[3].data["killed"]
    assert where(m, "orange.2") == [28]


# ---------------------------------------------------------------------------------------------
# Recruiting, going home, winning
# ---------------------------------------------------------------------------------------------

def test_recruit_a_henchman_passing_his_door_brings_one_back():
    """recruit: « Lorsqu'un homme de main a effectué un tour complet de la ville et repasse devant son quartier
    général, il peut recruter un nouvel homme de main. Le joueur dirigeant le gang reprend alors une figurine
    précédemment éliminée et la replace dans son Quartier Général. »"""
    m = situation(at={"orange.1": 46, "orange.2": "dead", "orange.3": "dead"})
    roll(m, 3, 5)
    events = m.play("move orange.1 3")
    assert rules(events) == ["move-two", "recruit"]
    assert where(m, "orange.1", "orange.2", "orange.3") == [1, HQ, DEAD]
    assert events[1].data["recruits"] == (figure(m, "orange.2"),) and m.state.recruits == [1, 0]
    # « Ce nouveau truand pourra repartir normalement dès que le joueur le décidera. »
    assert "move orange.2 5" in legal(m)


def test_recruit_none_when_no_henchman_is_dead():
    """recruit: « Si aucun homme de main de ce gang n'a été liquidé, il ne peut y avoir de recrutement. »"""
    m = situation(at={"orange.1": 46})
    roll(m, 2, 5)
    events = m.play("move orange.1 2")                     # onto the door square: passing it
    assert rules(events) == ["move-two", "recruit"]
    assert events[1].data["recruits"] == () and m.state.recruits == [0, 0]
    assert where(m, "orange.1") == [0]


def test_recruit_not_before_a_whole_tour():
    """recruit: a henchman out of the HQ has not passed his door yet."""
    m = situation(at={"orange.1": 31, "orange.2": "dead"})
    roll(m, 3, 5)
    assert rules(m.play("move orange.1 3")) == ["move-two"]
    assert where(m, "orange.2") == [DEAD]


def test_home_with_the_exact_die_wins():
    """home: « Un parrain ayant effectué sa tournée complète d'inspection de la ville peut rentrer dans son
    Quartier Général. Le nombre de points obtenu sur un des deux dés doit correspondre exactement au nombre de
    cases lui restant à parcourir. » and win-home: « Le premier joueur qui parvient à ramener son parrain dans
    son Quartier Général gagne la partie. »"""
    m = situation(at={"orange.parrain": 45, "orange.1": 45})
    roll(m, 3, 5)
    assert "move orange.parrain 3" in legal(m) and "move orange.parrain 5" not in legal(m)
    refused(m, "move orange.parrain 5", "new-tour")        # the 3 takes him home: he may not pass his HQ
    refused(m, "move orange.parrain 8", "parrain-one-die")
    events = m.play("move orange.parrain 3")
    assert rules(events) == ["home", "win-home"]
    assert where(m, "orange.parrain") == [HQ]
    assert m.is_over and m.winners == [0] and m.scores[0] > m.scores[1]


def test_home_the_hq_counts_one_point():
    """home: « La case Quartier Général compte pour un point dans le déplacement. » From the square before the
    door, a 1 enters the HQ (the door square is not his home)."""
    m = situation(at={"orange.parrain": 47, "orange.1": 47})
    roll(m, 1, 2)
    events = m.play("move orange.parrain 1")
    assert rules(events) == ["home", "win-home"] and m.winners == [0]
    short = situation(at={"yellow.parrain": 21, "yellow.1": 21}, current="yellow")
    roll(short, 2, 5)
    short.play("move yellow.parrain 2")                    # 23: one square (and the HQ point) left
    assert where(short, "yellow.parrain") == [23] and not short.is_over


def test_home_a_parrain_alone_cannot_go_home():
    """home with parrain-alone: the parrain must be joined before he leaves his square, even for home."""
    m = situation(at={"orange.parrain": 45, "orange.1": 10})
    roll(m, 3, 5)
    refused(m, "move orange.parrain 3", "parrain-alone")


def test_new_tour_a_parrain_who_must_move_passes_his_hq_and_recruits_three():
    """new-tour: « Si le nombre de points obtenu sur les dés est supérieur au nombre de cases à parcourir et si
    le parrain est obligé de se déplacer, il doit effectuer un nouveau tour de ville. Cependant, son passage
    devant la porte du Quartier Général lui permet de recruter 3 hommes de main précédemment liquidés. »
    His henchman joins him with the 4; the 5 must move a second figure (second-die), and only the parrain can:
    he is obliged, and passes his HQ."""
    m = situation(at={"orange.parrain": 46, "orange.1": 42, **dead(*HENCHMEN[1:])})
    roll(m, 4, 5)
    assert legal(m) == {"move orange.1 4", "move orange.1 9"}  # with the 5 he would leave the parrain alone
    m.play("move orange.1 4")                              # 46: beside him
    assert legal(m) == {"move orange.parrain 5"}           # forced: no other move, no keeping the die
    refused(m, "pass", "move-two")
    events = m.play("move orange.parrain 5")
    assert rules(events)[:2] == ["parrain-one-die", "new-tour"]
    assert where(m, "orange.parrain") == [3]               # 46 + 5, past the door: a new tour
    assert where(m, *HENCHMEN[1:5]) == [HQ, HQ, HQ, DEAD]
    assert m.state.tour(0) == 4 and m.state.recruits == [3, 0]


def test_new_tour_is_refused_while_another_move_is_possible():
    """new-tour: « et si le parrain est obligé de se déplacer »: with a henchman beside him who can move, or any
    other figure free to, the parrain does not pass his HQ (the reading ``lenient`` let him)."""
    m = situation(at={"orange.parrain": 46, "orange.1": 46, **dead(*HENCHMEN[1:])})
    roll(m, 4, 5)
    assert not any(a.startswith("move orange.parrain") for a in legal(m))
    error = refused(m, "move orange.parrain 4", "new-tour")
    assert "only when he must move" in error.reason
    lenient = situation(at={"orange.parrain": 46, "orange.1": 46, **dead(*HENCHMEN[1:])}, reading="lenient")
    roll(lenient, 4, 5)
    assert {"move orange.parrain 4", "move orange.parrain 5"} <= legal(lenient)


def test_new_tour_is_refused_when_a_die_takes_him_home():
    """new-tour: the parrain passes his HQ only when no die of the roll takes him home exactly."""
    m = situation(at={"orange.parrain": 46, "orange.1": 46})
    roll(m, 2, 5)
    error = refused(m, "move orange.parrain 5", "new-tour")
    assert "a 2 was rolled, which takes the parrain home" in error.reason


def test_new_tour_is_refused_when_the_exact_die_was_spent_on_another_figure():
    """new-tour: « Si le nombre de points obtenu sur les dés est supérieur au nombre de cases à parcourir »: the
    roll had the exact die, so the parrain may not pass his HQ with the other, even once the exact one is
    played by a henchman."""
    m = situation(at={"orange.parrain": 46, "orange.1": 46, "orange.2": 10})
    roll(m, 2, 5)
    m.play("move orange.2 2")
    refused(m, "move orange.parrain 5", "new-tour")
    assert where(m, "orange.parrain") == [46]


def test_last_parrain_with_three_gangs():
    """last-parrain: « Si un seul parrain reste en vie, son gang remporte immédiatement la victoire. »"""
    m = situation(3, at={"orange.parrain": 3, **dead(*HENCHMEN), "blue.parrain": "gone",
                         **{f"blue.{k}": "dead" for k in range(1, 9)}}, current="yellow", reading="lenient")
    roll(m, 3, 5)
    m.play("move yellow.1 3")                              # 26: Tir
    events = spin(m, 3)
    assert rules(events)[-2:] == ["wiped-out", "last-parrain"] and m.winners == [2]


def test_two_gangs_one_family_per_player():
    """two-gangs (house): « À deux joueurs, chacun peut diriger deux gangs qui se font face : ses deux gangs
    sont une même famille, qui ne se prend ni ne se tue, et il gagne dès que l'un de ses parrains rentre. »"""
    m = situation(2, at={"orange.1": 10, "yellow.1": 13, "blue.1": 15}, two_gangs=True)
    state = m.state
    assert state.colours == ("orange", "blue", "yellow", "green") and state.owner == (0, 1, 0, 1)
    assert state.doors == (0, 12, 24, 36)
    roll(m, 3, 5)
    refused(m, "move yellow.1 5", "turn-order")            # each gang has its own turn
    events = m.play("move orange.1 3")                     # onto his ally: nobody is taken
    assert rules(events) == ["move-two"] and state.held_by == [-1] * 36
    m.play("move orange.2 5")
    assert m.state.current == 1 and m.to_move == 1
    with pytest.raises(ValueError):
        gangs.new("chicago", players=3, seed=0, two_gangs=True)


def test_two_gangs_a_player_wins_when_either_parrain_is_home():
    """two-gangs (house): « il gagne dès que l'un de ses parrains rentre. »"""
    m = situation(2, at={"yellow.parrain": 21, "yellow.1": 21}, current="yellow", two_gangs=True)
    roll(m, 3, 5)
    events = m.play("move yellow.parrain 3")
    assert rules(events) == ["home", "win-home"] and m.winners == [0]


def test_two_gangs_allies_are_two_colours_and_no_company_for_each_others_parrain():
    """two-gangs (house) with crowd and parrain-alone: allied gangs stay two colours, and only a parrain's own
    henchmen let him leave his square."""
    m = situation(2, at={"orange.1": 10, "orange.parrain": 20, "yellow.1": 20, "blue.1": 13, "yellow.2": 13},
                  held={"blue.1": "yellow.2"}, two_gangs=True)
    roll(m, 3, 5)
    refused(m, "move orange.1 3", "crowd")                 # yellow, blue and orange would be three colours
    refused(m, "move orange.parrain 3", "parrain-alone")   # yellow.1 is no orange henchman


def test_victim_choice_then_the_second_named_square_is_settled():
    """victim-choice then shot: the first car's square is settled (the victims' player chooses), then the
    second car's."""
    m = situation(2, at={"blue.1": 3, "green.1": 3, "blue.2": 27}, two_gangs=True)
    roll(m, 3, 5)
    m.play("move orange.1 3")
    spin(m, 3)
    assert where(m, "blue.2") == [27] and m.to_move == 1
    events = m.play("victim blue.1")
    assert rules(events) == ["victim-choice", "victim-choice", "shot"]
    assert events[0].text == "Player 2 chooses the victim on square 3 (Rien à signaler)."
    assert where(m, "blue.1", "green.1", "blue.2") == [DEAD, 3, DEAD]
    assert m.state.losses == [0, 2, 0, 0]


def test_two_gangs_the_snipers_spare_the_allied_gang():
    """two-gangs (house) with no-blunder: the hiring player's other gang is one family with it."""
    m = situation(2, at={"yellow.1": 3, "blue.1": 27}, two_gangs=True)
    roll(m, 3, 5)
    m.play("move orange.1 3")
    events = spin(m, 3)
    assert rules(events)[2:4] == ["no-blunder", "shot"]
    assert where(m, "yellow.1", "blue.1") == [3, DEAD]


def test_deadlock_when_nobody_can_ever_move_the_furthest_parrain_wins():
    """deadlock (house): « Si plus aucun gang ne peut déplacer un truand, quels que soient les dés, la partie
    s'arrête : le parrain le plus avancé dans sa tournée gagne. »"""
    m = situation(at={"orange.parrain": 10, **dead(*HENCHMEN), "yellow.parrain": 30,
                      **{f"yellow.{k}": "dead" for k in range(1, 9)}})
    events = roll(m, 2, 5)
    assert rules(events)[-2:] == ["must-move", "deadlock"]
    assert m.winners == [0] and m.state.tour(0) == 11 and m.state.tour(1) == 7


def test_stopped_game_after_max_turns_the_furthest_parrain_wins():
    """stopped-game (house): « Après max_turns tours, la partie s'arrête : le parrain le plus avancé dans sa
    tournée gagne, ex æquo compris. »"""
    m = situation(at={"orange.parrain": 6, "orange.1": 6, "yellow.parrain": 30, "yellow.1": 30}, max_turns=1)
    roll(m, 1, 3)
    m.play("move orange.1 4")
    roll(m, 1, 3)
    events = m.play("move yellow.1 4")
    assert rules(events)[-1] == "stopped-game"
    assert m.winners == [0, 1] and m.is_over                # both parrains 7 squares on: ex æquo


# ---------------------------------------------------------------------------------------------
# The notation: bad input is refused and changes nothing
# ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "move orange.9 3", "move orange.0 3", "move orange.03 3", "move orange.-1 3", "move purple.1 3",
    "move blue.1 3", "move orange 3", "move orange.1 0", "move orange.1 -2", "move orange.1 x",
    "move orange.1", "move orange.1 3 5", "move", "move 3 orange.1", "victim orange.1", "roll 2"])
def test_notation_bad_moves_are_refused(text):
    """notation: a move names a figure of the gang and a number of squares; anything else is refused."""
    m = situation(at={"orange.1": 10})
    roll(m, 3, 5)
    error = refused(m, text, {"victim orange.1": "move-two", "roll 2": "move-two"}.get(text, "notation"))
    assert error.reason


@pytest.mark.parametrize("steps", ["13", "99", "9" * 19, "9" * 40])
def test_notation_a_move_of_more_squares_than_any_roll_is_refused_as_one_the_dice_do_not_give(steps):
    """move-two: « en attribuant à chacun le résultat d'un dé »: a move typed with more squares than two dice make,
    however many digits, is refused as any number the dice do not give (the rules then weigh 13, a small whole
    number: the compiled engine holds it as a C integer), with the same words as 13."""
    m = situation(at={"orange.1": 10})
    roll(m, 3, 5)
    error = refused(m, f"move orange.1 {steps}", "move-two")
    assert str(error) == str(refused(m, "move orange.1 13", "move-two"))
    assert "3 and 5" in str(error)


@pytest.mark.parametrize("thing", [None, b"roll", 3, ["roll"], Action("move", "orange.1", True)])
def test_notation_what_is_no_notation_is_refused(thing):
    """notation: None, bytes, numbers and actions the notation cannot spell are refused."""
    m = situation(at={"orange.1": 10})
    refused(m, thing, "notation")
    roll(m, 3, 5)
    refused(m, thing, "notation")


def test_notation_figures_typed_wrong_are_refused_and_leave_nothing_kept():
    """notation: a figure code that names no figure (unknown colour or number, written otherwise than listed, huge,
    not a string) is read as none, and nothing of it is kept; a code that names one is read the same the second
    time, from what is kept."""
    m = situation(at={"orange.1": 10})
    state = m.state
    kept = dict(state.made)
    for code in ("orange.9", "orange.01", "purple.1", "orange.", "x" * 100_000, "orange." + "9" * 5000, None, 3,
                 b"orange.1", ["orange.1"]):
        assert state.figure_of(code) is None
    assert state.made == kept
    assert state.figure_of("orange.parrain") == state.figure_of("orange.parrain") == 0
    assert state.figure_of("orange.3") == state.read_figure("orange.3") == 3
    assert state.figure_of("yellow.2") == state.read_figure("yellow.2")


def test_notation_an_unknown_action_is_refused():
    """legal-actions: Vengeance à Chicago has no such action."""
    m = situation()
    refused(m, "buy 3", "legal-actions")
    refused(m, "move orange.1 3", "roll")
    refused(m, "spin", "roll")


def test_notation_capitals_and_spaces_are_read():
    """notation: a move typed with capitals and spaces is read like its notation."""
    m = situation(at={"orange.1": 10})
    roll(m, 3, 5)
    m.play("  Move   ORANGE.1  8 ")
    assert where(m, "orange.1") == [18]


# ---------------------------------------------------------------------------------------------
# Every rule is exercised
# ---------------------------------------------------------------------------------------------

CHECKED_BY_STATE = {
    "setup": "test_setup_every_figure_starts_in_its_hq",
    "clockwise": "test_clockwise_leaving_the_hq_onto_the_door_then_on_round_the_ring",
    "hq": "test_hq_nobody_is_met_there_and_a_parrain_leaves_it_with_a_henchman_beside_him",
    "wheel": "test_wheel_is_fair_and_names_opposite_squares",
    "two-gangs": "test_two_gangs_one_family_per_player",
    "rien": "test_rien_nothing_happens",
}
"""Rules no event names: each is checked through the state by its test."""

KERNEL_RULES = {"notation", "legal-actions", "game-over", "chance"}


def _cases():
    """Every other test of this module, with each parameter set, as (name, call)."""
    for name, test in list(globals().items()):
        if not name.startswith("test_") or name == "test_every_rule_is_exercised" or not callable(test):
            continue
        marks = getattr(test, "pytestmark", [])
        if any(mark.name == "xfail" for mark in marks):
            continue                              # a known bug does not cover its rule
        calls = [{}]
        for mark in marks:
            if mark.name == "parametrize":
                names = [n.strip() for n in mark.args[0].split(",")]
                values = [v if len(names) > 1 else (v,) for v in mark.args[1]]
                calls = [{**call, **dict(zip(names, v))} for call in calls for v in values]
        for kwargs in calls:
            yield name, (lambda test=test, kwargs=kwargs: test(**kwargs))


def test_every_rule_is_exercised(monkeypatch):
    """Every key of the rule index is named by an event or a refusal of these tests, or listed in
    CHECKED_BY_STATE with the test that checks it through the state."""
    refusals: set[str] = set()
    original = IllegalAction.__init__

    def spy(self, message, rule="legal-actions", *args, **kwargs):
        refusals.add(rule)
        original(self, message, rule, *args, **kwargs)

    monkeypatch.setattr(IllegalAction, "__init__", spy)
    for key, name in CHECKED_BY_STATE.items():
        assert key in RULES and callable(globals().get(name)), f"{key}: no test {name}"
    seen: set[str] = set()
    for _name, call in _cases():
        MATCHES.clear()
        call()
        for m in MATCHES:
            seen.update(event.rule for event in m.log)
    missing = set(RULES) - seen - refusals - set(CHECKED_BY_STATE)
    assert not missing, f"rules exercised by no test: {sorted(missing)}"
    unknown = (seen | refusals) - set(RULES) - KERNEL_RULES
    assert not unknown, f"events or refusals name rules missing from the index: {sorted(unknown)}"


def test_shield_parrain_only_his_own_men_shield_him():
    """shield-parrain: « un homme de main, dévoué, sert de bouclier à son parrain »: with two allied gangs on a
    named square, the allied henchman is no shield for the parrain of the other gang: their player chooses
    which of them dies."""
    m = situation(2, two_gangs=True, at={"blue.parrain": 13, "green.1": 13, "orange.1": 0})
    roll(m, 2, 5)
    m.play("move orange.1 2")
    spin(m, 13)
    assert m.to_move == 1 and legal(m) == {"victim blue.parrain", "victim green.1"}
    events = m.play("victim green.1")
    assert rules(events)[:2] == ["victim-choice", "victim-choice"]
    assert where(m, "blue.parrain", "green.1") == [13, DEAD]


@pytest.mark.parametrize("text, rule", [
    ("move orange.² 3", "notation"), ("move orange.1 ²", "notation"), ("move orange.1 --8", "notation"),
    ("move orange.1 08", "notation"), ("move green.1 3", "notation"),
])
def test_notation_odd_digits_and_absent_gangs_are_refused_by_name(text, rule):
    """Bad input (superscript digits, a doubled sign, a leading zero, a gang not in play) raises IllegalAction
    naming the notation rule, and changes nothing."""
    m = situation(2)
    roll(m, 3, 5)
    before = snapshot(m)
    with pytest.raises(IllegalAction) as refusal:
        m.play(text)
    assert refusal.value.rule == rule and snapshot(m) == before
    if text.endswith("08"):
        assert "move orange.1 8" in refusal.value.reason
    if "green" in text:
        assert "no green gang" in refusal.value.reason
    with pytest.raises(IllegalAction):
        m.force("wheel ²")


def test_stranded_a_parrain_alone_in_his_hq_whose_last_henchman_dies_takes_his_gang_out():
    """stranded (house): « Le parrain ne peut jamais quitter une case sur la quelle il se trouve seul. Pour pouvoir
    repartir, il doit y être rejoint par un de ses hommes de main. » Alone in his HQ with all eight dead, nobody
    can ever join him: his gang is out and plays no more (3 players: the game goes on without it)."""
    m = situation(players=3, at={"orange.parrain": "hq", "orange.1": 10, **dead(*HENCHMEN[1:]),
                                 "yellow.1": 16, "yellow.2": 16})
    roll(m, 3, 3)
    events = m.play("move orange.1 6")                     # 16: among two enemies, his last henchman dies
    assert rules(events) == ["move-total", "outnumbered", "stranded"]
    assert events[-1].text == ("Player 1's orange parrain is alone in his HQ and all his henchmen are dead: nobody "
                               "can ever join him, and the orange gang is out of the game.")
    assert where(m, "orange.parrain") == [GONE] and not m.is_over
    assert m.state.current == 1 and m.state.pending is None  # no extra die for the double: the gang is out
    roll(m, 1, 2)
    m.play("move blue.1 1") and m.play("move blue.2 2")
    roll(m, 1, 2)
    m.play("move yellow.3 1") and m.play("move yellow.4 2")
    assert m.state.current == 1 and m.state.turn == 2     # orange is skipped: round 2 starts with blue


def test_stranded_the_last_player_with_a_gang_in_play_wins():
    """stranded (house): with two players, the other player's gang is the last in play and wins at once; a
    position built with the parrain already stranded is settled at its first roll. The reading ``lenient`` lets a
    lone parrain leave his HQ, so nobody is stranded there."""
    at = {"orange.parrain": "hq", **dead(*HENCHMEN), "yellow.parrain": 30, "yellow.1": 40}
    m = situation(at=at)
    events = roll(m, 6, 5)
    assert rules(events)[-2:] == ["stranded", "stranded"]
    assert events[-1].text == "Player 2 wins the game: no other gang is left in play!"
    assert m.is_over and m.state.winners_ == (1,)
    fr = situation(at=at, lang="fr", names=["Alice", "Bruno"])
    assert roll(fr, 6, 5)[-1].text == "Bruno gagne la partie\u00a0: plus aucun autre gang n'est en jeu\u00a0!"
    lenient = situation(at={"orange.parrain": "hq", "orange.1": 10, **dead(*HENCHMEN[1:]), "yellow.1": 16,
                            "yellow.2": 16}, reading="lenient")
    roll(lenient, 3, 3)
    assert "stranded" not in rules(lenient.play("move orange.1 6"))
    assert where(lenient, "orange.parrain") == [HQ]


def test_sheet_takes_a_viewer_like_every_game():
    """The kernel's ``State.sheet(player, viewer=None)``: Vengeance à Chicago hides nothing, so every viewer reads
    the same sheet."""
    state = gangs.new("chicago", players=2, seed=1).state
    assert state.sheet(0, 1) == state.sheet(0) == state.sheet(0, None) == state.sheet(0, viewer=0)
    assert state.sheet(0, 1)["henchmen"] == "0 in the city, 8 in the HQ, 0 dead"
