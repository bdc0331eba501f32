"""One test per rule of La Street.

Each test is named for the rule it checks, quotes the rulebook's sentence (or names the house
rule key of ``gangs/street/rules.py``), builds the exact situation with ``situation(...)`` and
loads the dice or cards it needs; nothing is left to random play.

Board landmarks used below (gangs/street/board.toml): 0 Parking, 1 gain 10 000, 2/6/9/10/18/26/34/
36/39 Karma, 3 gain 20 000, 4 tax 5 000, 5 gain 5 000, 8/13/27 Note de musique, 11 Carotte 10 000,
12/43 Évasion, 14/25/29 Terrain, 15 Chez Momo, 16 tax 10 000, 19/37/45 Sac d'argent, 20 gain 10 000,
21/40 police, 22 Accident, 23 gain 20 000, 24/47 Descente de police, 28 gain 40 000, 30 Carotte
20 000, 31/32/33 Disques, 35 tax 20 000, 38 gain 30 000, 41/42/44/46 RIP, Maisons 1 to 6 on squares
48 to 53, 54 gain 10 000, 55 Arrivée. Exits: Commissariat 10, Hôpital 14, Maison de disques 30,
Marbella 50.
"""

from __future__ import annotations

from pathlib import Path
from tempfile import TemporaryDirectory

import pytest
from street_situations import MATCHES, choices, code, discarded, end, legal, pile, play, roll, rules, situation

import gangs
from gangs import CHANCE, IllegalAction, RecordError
from gangs.analysis import ending
from gangs.street import RULES
from gangs.street.board import load_board
from gangs.street.squares import _LANDING
from gangs.views import View

# ---------------------------------------------------------------------------------------------
# 2. Mise en place
# ---------------------------------------------------------------------------------------------

def test_setup_every_pawn_starts_on_parking():
    """setup: « Chaque joueur choisit un pion et le place sur la case Parking — Départ. »"""
    m = gangs.new("street", players=5, seed=0)
    assert [m.state.position(p) for p in range(5)] == [0, 0, 0, 0, 0]
    assert m.to_move == 0 and m.state.turn == 1


def test_start_money_is_zero():
    """start-money: « Au début de la partie, chaque joueur commence avec 0 €. »"""
    m = gangs.new("street", players=4, seed=0)
    assert [m.state.money(p) for p in range(4)] == [0, 0, 0, 0]
    assert m.state.properties(0) == [] and m.state.hand(0) == []


# ---------------------------------------------------------------------------------------------
# 3. Comment jouer ?
# ---------------------------------------------------------------------------------------------

def test_turn_order_is_seat_order():
    """turn-order: « Les joueurs jouent chacun leur tour dans le sens des aiguilles d'une montre. »"""
    m = situation(3, at={0: 29, 1: 30, 2: 0})
    assert m.to_move == 0
    roll(m, 2)                                   # 29 -> 31 (a Disque square: nothing happens)
    assert m.to_move == 1 and m.state.turn == 1
    roll(m, 3)                                   # 30 -> 33 (a Disque square)
    assert m.to_move == 2 and m.state.turn == 1
    roll(m, 3)                                   # 0 -> 3 (Deal de baskets, +20 000 €)
    end(m)                                       # the turn ended by itself: money is no question
    assert m.to_move == 0 and m.state.turn == 2
    assert [m.state.position(p) for p in range(3)] == [31, 33, 3]


def test_roll_and_move_then_apply_the_square():
    """roll-and-move: « À son tour, un joueur lance le dé, avance son pion du nombre de cases
    indiqué, puis applique l'effet de la case sur laquelle il tombe. »"""
    m = situation(2, at={0: 0})
    events = roll(m, 1)                          # square 1: Petit business, +10 000 €
    assert m.state.position(0) == 1
    assert m.state.money(0) == 10000
    assert rules(events) == ["roll-and-move", "square-gain"]
    assert events[0].text == "Player 1 rolls a 1 and moves to square 1 (Petit business)."
    assert events[0].data["frm"] == 0 and events[0].data["to"] == 1 and events[0].data["roll"] == 1
    assert m.to_move == 1 and m.state.phase == "turn"      # nothing to decide: the turn ended by itself


def test_sent_to_place_sits_on_the_place_not_its_exit():
    """sent-to-place: « Quand une case envoie un joueur dans un lieu spécial, le joueur place son
    pion directement sur le lieu concerné. Il ne se place pas sur la case sortie. »"""
    m = situation(2, at={0: 19})
    events = roll(m, 2)                          # square 21: Contrôle de police
    assert m.state.position(0) == "Commissariat"
    assert m.state.pos[0] == code(m, "commissariat")
    assert m.state.pos[0] not in (10, 21)        # neither its exit nor the police square
    assert "square-police" in rules(events)


def test_targets_anywhere_players_in_special_places_can_be_targeted():
    """targets-anywhere: « Un joueur placé au Commissariat, à l'Hôpital, à la Prison, à la Maison de
    disques ou à Marbella peut quand même être ciblé par les effets des autres joueurs, des cartes
    ou des cases. »"""
    m = situation(4, at={0: 9, 1: "prison", 2: "hopital", 3: "marbella"},
                  money={1: 30000, 2: 5000, 3: 8000})
    roll(m, 2)                                   # square 11: Carotte 10 000 €
    assert m.to_move == 0
    assert choices(m) == {"target 1", "target 2", "target 3"}
    events = m.play("target 1")
    assert m.state.money(1) == 20000 and m.state.money(0) == 10000
    assert m.state.position(1) == "Prison"       # still in Prison, but robbed
    assert "square-carotte" in rules(events)


# ---------------------------------------------------------------------------------------------
# 1. / 13. Le but du jeu, la fin de partie
# ---------------------------------------------------------------------------------------------

def test_goal_first_player_on_the_finish_wins():
    """goal: « Le but est simple : être le premier joueur à atteindre la case La Street —
    Arrivée. »"""
    m = situation(3, at={0: 52, 1: 54, 2: 53})
    roll(m, 3)
    assert m.state.position(0) == 55
    assert m.is_over and m.winners == [0] and m.to_move is None
    assert m.state.returns() == [1.0, 0.0, 0.0]
    with pytest.raises(IllegalAction) as error:
        m.play("roll")
    assert error.value.rule == "game-over"


def test_exact_finish_is_needed_to_win():
    """exact-finish: « Pour gagner, un joueur doit atteindre exactement la case La Street —
    Arrivée. Le joueur doit tomber pile sur la case arrivée avec le nombre indiqué par le dé. »"""
    short = situation(2, at={0: 53})
    roll(short, 1)
    assert short.state.position(0) == 54 and not short.is_over
    exact = situation(2, at={0: 53})
    roll(exact, 2)
    assert exact.state.position(0) == 55 and exact.winners == [0]


def test_exact_finish_bounces_back():
    """bounce: « S'il fait un score trop élevé, il avance jusqu'à la case La Street — Arrivée, puis
    il repart en arrière avec les points restants. » Exemple : à 1 case de l'arrivée, il fait 4 :
    il avance de 1 case puis recule de 3 cases."""
    m = situation(3, at={0: 54}, money={0: 60000})
    events = roll(m, 4)
    assert m.state.position(0) == 52             # 54 -> 55 -> 54, 53, 52
    assert not m.is_over
    move = next(e for e in events if e.kind == "move")
    assert move.rule == "bounce" and move.data["bounced"] is True
    assert move.text == "Player 1 rolls a 4 and reaches the finish. Player 1 bounces back to square 52 (Villa)."
    # the square reached after bouncing applies its effect: Maison 5 (the Villa) is for sale
    assert m.to_move == 0 and choices(m) == {"buy house 5", "pass"}


def test_boss_collects_everyones_money():
    """boss: « Quand un joueur gagne en arrivant sur La Street — Arrivée, il devient le boss de La
    Street et récupère tout l'argent des autres joueurs. »"""
    m = situation(3, at={0: 51}, money={0: 10000, 1: 20000, 2: 30000})
    events = roll(m, 4)
    assert m.winners == [0] and m.state.boss == 0
    assert [m.state.money(p) for p in range(3)] == [60000, 0, 0]
    assert m.scores == [60000, 0, 0]
    assert rules(events)[-1] == "boss" and events[-1].data["total"] == 60000


def test_stopped_game_richest_wins_keeps_own_money_and_is_not_boss():
    """stopped-game: « Dans ce cas, le joueur qui possède le plus d'argent gagne la partie arrêtée.
    Mais attention : il ne devient pas le boss de La Street [...] chaque joueur garde son propre
    argent. » With option max_turns, house rule max-turns: « au terme du nombre de tours convenu, la partie
    s'arrête comme si tous les joueurs l'avaient décidé ensemble »."""
    m = situation(3, at={0: 0, 1: 29, 2: 30}, money={0: 30000, 1: 70000, 2: 10000},
                  turn_of=1, round=3, max_turns=3)
    roll(m, 2)                                   # Player 2 plays in round 3: 29 -> 31 (a Disque)
    end(m)
    assert not m.is_over and m.to_move == 2
    events = roll(m, 1)                                   # the last player of round 3: 30 -> 31
    assert m.is_over and m.winners == [1]
    assert [m.state.money(p) for p in range(3)] == [30000, 70000, 10000]
    assert m.state.boss is None
    assert rules(events)[-1] == "max-turns"


def test_stopped_game_tie_shares_the_win():
    """stopped-game: « le joueur qui possède le plus d'argent gagne la partie arrêtée » — with two
    richest players, both win (max_turns)."""
    m = situation(3, at={2: 30}, money={0: 50000, 1: 20000, 2: 50000}, turn_of=2, round=2, max_turns=2)
    events = roll(m, 1)
    assert m.is_over and m.winners == [0, 2]
    assert "Player 1 and Player 3 win with 50" in events[-1].text
    three = situation(3, at={2: 30}, money={0: 50000, 1: 50000, 2: 50000}, turn_of=2, round=2, max_turns=2)
    events = roll(three, 1)
    assert "Player 1, Player 2 and Player 3 win with" in events[-1].text
    assert [m.state.money(p) for p in range(3)] == [50000, 20000, 50000]
    assert m.state.boss is None


# ---------------------------------------------------------------------------------------------
# 4. L'argent et les négociations
# ---------------------------------------------------------------------------------------------

def test_negotiation_gift_of_any_positive_amount():
    """negotiation: « Dans La Street, les joueurs peuvent faire ce qu'ils veulent avec leur
    argent. » — give <player> <amount>, any positive amount up to one's money, not to oneself."""
    m = situation(3, at={0: 5, 1: "prison"}, money={0: 50000})
    events = m.play("give 1 12345")
    assert m.state.money(0) == 37655 and m.state.money(1) == 12345
    assert rules(events) == ["negotiation"]
    assert m.to_move == 0 and "roll" in legal(m)  # still his turn: he may roll or give again
    m.play("give 2 37655")                        # everything he has
    assert m.state.money(0) == 0 and m.state.money(2) == 37655
    for gift, rule in (("give 0 1000", "negotiation"), ("give 1 0", "negotiation"),
                       ("give 1 -5", "negotiation"), ("give 9 1000", "negotiation"),
                       ("give 1 1", "no-debt")):
        before = m.state.to_dict()
        with pytest.raises(IllegalAction) as error:
            m.play(gift)
        assert error.value.rule == rule, gift
        assert m.state.to_dict() == before



@pytest.mark.parametrize("money, whole", [pytest.param(20000, True, id="exactly-a-button"),
                                          pytest.param(19999, False, id="one-euro-short")])
def test_negotiation_the_gift_of_ones_whole_money_is_a_listed_button(money, whole):
    """negotiation, no-debt: « Dans La Street, les joueurs peuvent faire ce qu'ils veulent avec leur argent. »
    — a player with exactly 20 000 € finds « Give 20 000 € » among his buttons, to each other player, and it
    gives everything; one euro less and the button is gone (the smaller ones stay)."""
    m = situation(3, money={0: money})
    buttons = legal(m)
    assert ({"give 1 20000", "give 2 20000"} <= buttons) is whole
    assert {"give 1 10000", "give 2 10000"} <= buttons and "give 1 50000" not in buttons
    if whole:
        m.play("give 2 20000")
        assert m.state.money(0) == 0 and m.state.money(2) == 20000

# ---------------------------------------------------------------------------------------------
# 5. Les lieux spéciaux
# ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("place", ["commissariat", "hopital", "prison"])
@pytest.mark.parametrize("die", [1, 3, 5])
def test_blocked_places_are_left_only_on_2_4_or_6(place, die):
    """blocked: « Pour sortir, le joueur doit faire 2, 4 ou 6 au dé. S'il ne fait pas 2, 4 ou 6, il
    reste dans le lieu et devra réessayer à son prochain tour. »"""
    m = situation(2, at={0: place})
    events = roll(m, die)
    assert m.state.pos[0] == code(m, place)
    assert rules(events) == ["blocked"]          # the die told once, in the sentence that says he stays
    assert events[0].text.startswith(f"Player 1 rolls a {die}: it takes a 2, 4 or 6 to leave")
    assert m.to_move == 1


def test_leave_commissariat_from_its_exit_first_square_counts_one():
    """leave-commissariat: « Quand un joueur réussit à sortir du Commissariat, il repart depuis la
    sortie du Commissariat et avance du nombre indiqué par le dé. La première case après la sortie
    du Commissariat compte pour 1. »"""
    m = situation(2, at={0: "commissariat"})
    events = roll(m, 2)
    assert m.state.position(0) == 12             # exit after square 10: 11, 12 (Évasion)
    assert "leave-commissariat" in rules(events)


@pytest.mark.parametrize("place, text", [
    ("hopital", "Player 1 rolls a 4 and leaves the Hôpital by its exit, after square 14."),
    ("commissariat", "Player 1 rolls a 4 and leaves the Commissariat by its exit, after square 10."),
    ("marbella", "Player 1 rolls a 4 and leaves Marbella by its exit, after square 50."),
    ("maison_de_disques", "Player 1 rolls a 4 and leaves the Maison de disques by its exit, after square 30."),
])
def test_roll_and_move_a_roll_that_leaves_a_place_is_told_once(place, text):
    """roll-and-move: « À son tour, un joueur lance le dé » — the die that takes a pawn out of a place is
    told once, in the sentence that says where it leaves from (not « rolls a 4. » first)."""
    m = situation(2, at={0: place})
    events = roll(m, 4)
    said = [e.text for e in events]
    assert said[0] == text
    assert sum("rolls a 4" in line for line in said) == 1


def test_words_for_the_reader_read_in_the_second_person():
    """The narrator words the player who reads in the second person (the catalogue's "you" forms): every sentence
    of a bounce, of a restart and of a tie starts its clauses with « you » for him, with his name for the others,
    and a player named "You" is no special case."""
    bounce = situation(["Ana", "Bob"], at={0: 54})
    events = roll(bounce, 4)
    assert events[0].told(0) == "You roll a 4 and reach the finish. You bounce back to square 52 (Villa)."
    assert events[0].told(1) == events[0].text == ("Ana rolls a 4 and reaches the finish. Ana bounces back to "
                                                   "square 52 (Villa).")
    back = situation(["Ana", "Bob"], at={0: 1, 1: 30})
    roll(back, 1, "draw trottinette")             # 1 -> 2 (Karma): Chute en trottinette, to the Hôpital
    roll(back, 1)                                 # Bob: 30 -> 31
    events = roll(back, 2)                        # out of the Hôpital on a 2, back to square 2, then 4
    assert [e.told(0) for e in events][:2] == [
        "You roll a 2 and leave the Hôpital. You go back to square 2, where the trouble happened: the exit, "
        "after square 14, would be a step forward.", "You move to square 4 (Amende)."]
    tie = situation(["Ana", "Bob"], at={1: 30}, money={0: 9, 1: 9}, turn_of=1, round=2, max_turns=2)
    events = roll(tie, 1)
    assert events[-1].told(0) == "The game is stopped after 2 rounds: you and Bob win with 9 €, but nobody is the boss."
    named_you = situation(["You", "Bob"], at={0: 54})
    assert roll(named_you, 4)[0].told(1).startswith("You rolls a 4 and reaches the finish.")
    alone = situation(["Ana", "Bob"], at={1: 30}, money={0: 9, 1: 5}, turn_of=1, round=2, max_turns=2)
    assert roll(alone, 1)[-1].told(0) == "The game is stopped after 2 rounds: you win with 9 €, but nobody is the boss."


def test_leave_hopital_from_its_exit_first_square_counts_one():
    """leave-hopital: « Quand un joueur réussit à sortir de l'Hôpital, il repart depuis la sortie de
    l'Hôpital et avance du nombre indiqué par le dé. La première case après la sortie de l'Hôpital
    compte pour 1. »"""
    m = situation(2, at={0: "hopital"})
    events = roll(m, 6)
    assert m.state.position(0) == 20             # exit after square 14: 15, 16, ... 20
    assert m.state.money(0) == 10000             # Vide-grenier
    assert "leave-hopital" in rules(events)


def test_leave_prison_restarts_from_parking():
    """leave-prison: « S'il réussit à sortir, il prend son pion, le place sur la case Parking —
    Départ, puis avance du nombre indiqué par le dé. » Exemple : il fait 4 [...] avance de 4 cases :
    1, 2, 3, 4."""
    m = situation(2, at={0: "prison"}, money={0: 10000})
    events = roll(m, 4)
    assert m.state.position(0) == 4
    assert m.state.money(0) == 5000              # square 4: Amende 5 000 €
    leave = next(e for e in events if e.kind == "leave")
    assert leave.rule == "leave-prison" and leave.data["exit"] == 0
    end(m)
    assert m.to_move == 1


def test_prison_exit_from_own_maison_is_mandatory():
    """prison-house-exit: « Si le joueur possède une Maison, il ne repart pas du Parking — Départ
    quand il sort de prison. À la place, il place son pion sur sa Maison, puis avance du nombre
    indiqué par le dé. »"""
    m = situation(2, at={0: "prison"}, houses={2: 0})   # Maison 2 is square 49
    events = roll(m, 4)
    assert m.state.position(0) == 53             # 49 + 4, no choice asked
    assert m.to_move == 1
    leave = next(e for e in events if e.kind == "leave")
    assert leave.rule == "prison-house-exit" and leave.data["exit"] == 49


def test_prison_exit_from_a_terrain_square_is_the_prisoners_choice():
    """prison-terrain-exit: « Si le joueur possède le Terrain, il peut aussi sortir de prison depuis
    l'une de ses 3 cases Terrain, au choix, puis avancer du nombre indiqué par le dé. »"""
    m = situation(3, at={0: "prison"}, terrain=0)
    events = roll(m, 2)
    assert m.to_move == 0 and m.state.phase == "exit"
    assert choices(m) == {"exit 0", "exit 14", "exit 25", "exit 29"}
    assert [e.text for e in events] == ["Player 1 rolls a 2.", "Player 1 gets out of Prison and chooses where to "
                                        "restart: squares 0, 14, 25 and 29."]
    events = m.play("exit 29")
    assert m.state.position(0) == 31             # 29 + 2: Disque d'or, walked onto: nothing
    assert "prison-terrain-exit" in rules(events)
    assert m.to_move == 1


def test_prison_exit_with_maison_and_terrain_never_from_parking():
    """prison-house-exit + prison-terrain-exit: « il ne repart pas du Parking — Départ » — an owner
    of a Maison and the Terrain picks among them, never Parking."""
    m = situation(2, at={0: "prison"}, houses={6: 0}, terrain=0)
    roll(m, 4)
    assert m.to_move == 0
    assert choices(m) == {"exit 14", "exit 25", "exit 29", "exit 53"}
    events = m.play("exit 53")
    assert m.state.position(0) == 53             # Maison 6 (square 53) + 4: 54, 55, back to 54, 53
    assert "prison-house-exit" in rules(events)


@pytest.mark.parametrize("place, die, square", [("maison_de_disques", 1, 31), ("maison_de_disques", 3, 33),
                                                 ("marbella", 1, 51), ("marbella", 4, 54)])
def test_not_blocking_places_leave_on_any_roll_from_their_exit(place, die, square):
    """not-blocking: « La Maison de disques et Marbella ne bloquent pas le joueur. [...] À son
    prochain tour, il lance le dé et repart directement depuis la sortie du lieu [...] Il n'a pas
    besoin de faire 2, 4 ou 6 pour sortir. »"""
    m = situation(2, at={0: place}, money={0: 40000})
    events = roll(m, die)
    assert m.state.position(0) == square
    leave = next(e for e in events if e.kind == "leave")
    assert leave.rule == "not-blocking"
    # walking onto a Disque square pays nothing, nor a Maison one cannot afford (51); Dernier virage
    # (54) pays 10 000 €
    assert m.state.money(0) == {54: 50000}.get(square, 40000)


# -- La Maison de disques ----------------------------------------------------------------------

def test_record_label_note_de_musique_sends_to_maison_de_disques_and_rolls_at_once():
    """record-label: « Quand un joueur tombe sur la case Note de musique, il va directement sur la
    Maison de disques. Il peut alors tenter de sortir un projet musical. Le joueur relance le
    dé »"""
    m = situation(2, at={0: 5})
    events = roll(m, 3, 6)                       # 5 -> 8 (Note de musique), then the label's die
    assert rules(events)[:2] == ["roll-and-move", "record-label"]
    assert events[1].data["place"] == "maison_de_disques"
    assert m.record.steps[-3:] == ["roll", "die 3", "die 6"]
    assert m.state.position(0) == 33 and m.state.money(0) == 100000


@pytest.mark.parametrize("die, square, name, amount", [(2, 31, "Disque d'or", 30000),
                                                        (4, 32, "Disque de platine", 60000),
                                                        (6, 33, "Disque de diamant", 100000)])
def test_record_hit_goes_to_the_disc_square_and_wins_its_sum(die, square, name, amount):
    """record-hit: « s'il fait 2, il va sur la première case Disque d'or et remporte la somme
    indiquée ; s'il fait 4, [...] Disque de platine [...] ; s'il fait 6, [...] Disque de diamant
    [...]. Le joueur se pose ensuite sur la case correspondante et y reste. »"""
    m = situation(2, at={0: 5}, money={0: 1000})
    events = roll(m, 3, die)
    assert m.state.position(0) == square
    assert m.state.board.squares[square].name == name
    assert m.state.money(0) == 1000 + amount
    assert rules(events)[-1] == "record-hit"
    end(m)
    assert m.to_move == 1


@pytest.mark.parametrize("die", [1, 3, 5])
def test_record_flop_stays_at_maison_de_disques(die):
    """record-flop: « S'il ne fait pas 2, 4 ou 6, son album flop. Il reste à la Maison de disques
    et attend son prochain tour pour sortir normalement par la sortie Maison de disques. »"""
    m = situation(2, at={0: 5, 1: 23})
    events = roll(m, 3, die)
    assert m.state.position(0) == "Maison de disques"
    assert m.state.money(0) == 0
    assert rules(events)[-1] == "record-flop"
    assert m.to_move == 1
    roll(m, 5)                                   # Player 2: 23 -> 28 (Contrat pro, +40 000 €)
    end(m)
    events = roll(m, 2)                          # next turn: out by the exit after square 30
    assert m.state.position(0) == 32 and m.state.money(0) == 0
    assert "not-blocking" in rules(events)


# -- Le braquage, Marbella, la Balance ---------------------------------------------------------

def test_heist_is_offered_on_a_money_bag_and_may_be_refused():
    """heist: « Quand un joueur tombe sur une case Sac d'argent, il peut décider de faire un
    braquage. Le joueur choisit s'il tente le braquage ou non. »"""
    m = situation(2, at={0: 17})
    roll(m, 2)                                   # square 19: Sac d'argent
    assert m.to_move == 0 and m.state.phase == "heist"
    assert choices(m) == {"heist", "pass"}
    events = m.play("pass")
    assert rules(events) == ["heist"]
    assert m.state.position(0) == 19 and m.state.money(0) == 0
    assert m.to_move == 1


@pytest.mark.parametrize("die", [2, 4, 6])
def test_heist_success_wins_50000_and_goes_to_marbella(die):
    """heist-success: « S'il fait 2, 4 ou 6, le braquage réussit : il gagne 50 000 €, puis il va
    directement à Marbella et place son pion sur le lieu. »"""
    m = situation(2, at={0: 17}, money={0: 5000})
    roll(m, 2)
    m.play("heist")
    events = play(m, "silent", die)              # Player 2, asked whether he denounces, keeps quiet
    assert m.state.money(0) == 55000
    assert m.state.position(0) == "Marbella"
    assert "heist-success" in rules(events)
    end(m)
    assert m.to_move == 1


@pytest.mark.parametrize("start", [17, 35, 43])
@pytest.mark.parametrize("die", [1, 3, 5])
def test_heist_failure_costs_a_turn_wherever_the_bag_is(start, die):
    """heist-failure (house rule): « Braquage raté (1, 3 ou 5) : le braqueur reste sur le Sac
    d'argent et passe son prochain tour. » — the same price on square 19, 37 or 45."""
    m = situation(2, at={0: start, 1: 29}, money={0: 5000})
    roll(m, 2)                                   # a Sac d'argent
    m.play("heist")
    events = play(m, "silent", die)
    assert m.state.money(0) == 5000
    assert m.state.position(0) == start + 2      # he stays on the bag...
    assert "heist-failure" in rules(events)
    end(m)
    events = roll(m, 2)                          # Player 2: 29 -> 31; then Player 1 misses his turn
    assert m.to_move == 1 and m.state.turn == 2
    assert [(e.kind, e.rule) for e in events][-1] == ("skip", "heist-failure")
    assert m.state.position(0) == start + 2


def test_balance_denounces_heist_robber_goes_to_prison():
    """balance: « Si un joueur possède ou active une Balance au bon moment, il peut dénoncer le
    braquage. Dans ce cas, le braquage est stoppé et le joueur qui tentait le braquage va
    directement en Prison. »"""
    m = situation(3, at={0: 17}, hands={2: ["balance"]})
    roll(m, 2)
    m.force(4)                                   # a die that must never be rolled
    m.play("heist")
    assert m.to_move == 1 and m.state.current == 0   # the question changes hands: first to the robber's left
    assert choices(m) == {"silent"}                # no Balance: he can only keep quiet
    assert m.play("silent") == []
    assert m.to_move == 2
    assert choices(m) == {"denounce", "silent"}
    events = m.play("denounce")
    assert m.state.position(0) == "Prison" and m.state.money(0) == 0
    assert m.state.hand(2) == [] and discarded(m, "balance") == 1
    assert "balance" in rules(events) and "heist-success" not in rules(events)
    assert m.to_move == 1
    assert m.forced == ["die 4"]                 # the heist die was never rolled


def test_balance_silent_asks_the_next_holder_then_the_heist_die():
    """balance: « Si un joueur possède ou active une Balance au bon moment, il peut dénoncer le
    braquage. » — every other player, from the robber's left, is asked (house rule
    balance-question); keeping silent is discreet (« une Balance discrète ») and the heist goes on."""
    m = situation(4, at={0: 17}, hands={1: ["balance"], 3: ["balance", "avocat"]})
    roll(m, 2)
    play(m, "heist", 2)
    assert m.to_move == 1
    events = m.play("silent")
    assert events == []                          # nothing told: the Balance stays hidden
    assert m.to_move == 2 and choices(m) == {"silent"}
    assert m.play("silent") == []
    assert m.to_move == 3
    events = m.play("silent")
    assert m.state.position(0) == "Marbella" and m.state.money(0) == 50000
    assert "heist-success" in rules(events)
    assert m.state.hand(1) == ["Balance"] and m.state.hand(3) == ["Balance", "Avocat"]


def test_balance_of_the_robber_himself_is_not_asked():
    """balance: « Si un joueur possède [...] une Balance [...], il peut dénoncer le braquage » —
    only the others can denounce; the robber's own Balance is not asked."""
    m = situation(2, at={0: 17}, hands={0: ["balance"]})
    roll(m, 2)
    events = m.play("heist")
    assert m.to_move == 1 and choices(m) == {"silent"}
    events += play(m, "silent", 3)
    assert m.state.position(0) == 19 and m.state.skip == [1, 0]     # the heist failed, his Balance unused
    assert m.state.hand(0) == ["Balance"]
    assert "Nobody denounces Player 1." in [e.text for e in events]



def test_balance_holders_are_asked_from_the_robbers_left():
    """balance: « Les joueurs jouent chacun leur tour dans le sens des aiguilles d'une montre » and « Si un joueur
    possède [...] une Balance au bon moment, il peut dénoncer le braquage » — the robber in seat 3 of 4: the
    holders are asked in turn order from his left, seat 4, then 1, then 2 (not in seat order)."""
    m = situation(4, at={2: 17}, hands={0: ["balance"], 1: ["balance"], 3: ["balance"]}, turn_of=2)
    roll(m, 2)                                    # square 19: a money bag
    play(m, "heist", 2)
    asked = []
    while m.state.phase == "balance":
        asked.append(m.to_move)
        m.play("silent")
    assert asked == [3, 0, 1]
    assert m.state.position(2) == "Marbella"


def test_balance_question_every_other_player_is_asked_so_nobody_learns_who_holds_one():
    """balance-question (house rule): « Pendant un braquage, chaque autre joueur est interrogé à son tour,
    depuis la gauche du braqueur : qui tient une Balance peut dénoncer, les autres se taisent. » — for « une
    Balance discrète »: whose turn it is to answer, and when « Nobody denounces » is logged, are the same
    whoever holds one. A player without one who tries to denounce is refused by the rule ``balance``."""
    def heist(hands):
        m = situation(4, at={0: 17}, hands=hands)
        roll(m, 2)
        m.force(2)                                # the heist's die, once nobody denounced
        m.play("heist")
        asked, texts = [], []
        while m.state.phase == "balance":
            asked.append(m.to_move)
            if "balance" not in m.state.hands[m.to_move]:
                before = m.state.to_dict()
                with pytest.raises(IllegalAction) as error:
                    m.play("denounce")
                assert error.value.rule == "balance" and m.state.to_dict() == before
            texts += [e.text for e in m.play("silent")]
        return asked, texts, m.state.position(0)
    nobody = heist({})
    assert nobody == heist({2: ["balance"]}) == heist({1: ["balance"], 3: ["balance"]})
    asked, texts, where = nobody
    assert asked == [1, 2, 3] and texts[0] == "Nobody denounces Player 1." and where == "Marbella"


def test_balance_question_holders_only_as_an_option():
    """balance-question (house rule): « option balance_question="holders" : seuls les détenteurs d'une Balance
    sont interrogés » — fewer steps, but the question goes straight to the holder, and with none the heist's
    die comes at once."""
    m = situation(4, at={0: 17}, hands={2: ["balance"]}, balance_question="holders")
    roll(m, 2)
    m.force(2)
    m.play("heist")
    assert m.to_move == 2 and choices(m) == {"denounce", "silent"}
    assert "heist-success" in rules(m.play("silent"))
    m = situation(4, at={0: 17}, balance_question="holders")
    roll(m, 2)
    m.force(2)
    texts = [e.text for e in m.play("heist")]
    assert texts[:2] == ["Player 1 attempts a heist!", "Nobody denounces Player 1."]
    assert m.state.position(0) == "Marbella"

# ---------------------------------------------------------------------------------------------
# 7. Les cartes Karma
# ---------------------------------------------------------------------------------------------

def test_karma_square_draws_a_card_as_a_chance_node():
    """karma: « Quand un joueur tombe sur une case Karma, il pioche une carte Karma et applique
    immédiatement son effet. » — the draw is a chance node over the cards left in the pile."""
    m = situation(2, at={0: 1}, pile={"baskets": 2, "amende": 1, "balance": 1})
    probe = m.state.clone()
    probe.apply("roll")
    probe.apply("die 1")
    assert probe.to_move == CHANCE and probe.position(0) == 2
    assert {a.notation: p for a, p in probe.chance_outcomes()} == {
        "draw balance": 0.25, "draw baskets": 0.5, "draw amende": 0.25}
    events = roll(m, 1, "draw baskets")
    assert m.record.steps[-1] == "draw baskets"
    assert m.state.money(0) == 20000
    karma = next(e for e in events if e.kind == "karma")
    assert karma.rule == "karma" and karma.data["card"] == "baskets"
    assert pile(m, "baskets") == 1


def test_karma_keep_balance_and_avocat_stay_in_hand():
    """karma-keep (house rule): « Les cartes Balance et Avocat se gardent en main jusqu'à leur
    usage. »"""
    m = situation(2, at={0: 1, 1: 17}, pile={"balance": 3, "avocat": 2})
    roll(m, 1, "draw balance")
    assert m.state.hand(0) == ["Balance"] and m.state.hands[0] == ["balance"]
    assert pile(m, "balance") == 2 and discarded(m, "balance") == 0
    roll(m, 1, "draw avocat")                     # Player 2: 17 -> 18 (Karma)
    assert m.state.hand(1) == ["Avocat"]
    assert pile(m, "avocat") == 1 and discarded(m, "avocat") == 0
    assert m.to_move == 0


def test_karma_gain_card_pays_its_amount():
    """karma: « Elles peuvent faire gagner de l'argent » — Baskets collector: gagne 20 000 €."""
    m = situation(2, at={0: 1}, money={0: 1000})
    roll(m, 1, "draw baskets")
    assert m.state.money(0) == 21000
    assert discarded(m, "baskets") == 1


def test_karma_lose_card_costs_its_amount_never_below_zero():
    """karma + no-debt: « en faire perdre » — Amende: paie 10 000 €; with 4 000 € he pays 4 000 €."""
    m = situation(2, at={0: 1}, money={0: 4000})
    events = roll(m, 1, "draw amende")
    assert m.state.money(0) == 0
    pay = next(e for e in events if e.kind == "pay")
    assert pay.data["amount"] == 4000 and pay.rule == "no-debt"


def test_karma_collect_each_every_player_gives_the_drawer():
    """karma: Anniversaire — « chaque joueur te donne 5 000 € » (a player with less gives all he has)."""
    m = situation(3, at={0: 1, 1: "prison"}, money={1: 10000, 2: 2000})
    roll(m, 1, "draw anniversaire")
    assert [m.state.money(p) for p in range(3)] == [7000, 5000, 0]


def test_karma_pay_each_drawer_gives_every_player():
    """karma: Tournée générale — « donne 5 000 € à chaque joueur » (while the money lasts)."""
    m = situation(3, at={0: 1}, money={0: 7000})
    roll(m, 1, "draw tournee")
    assert [m.state.money(p) for p in range(3)] == [0, 5000, 2000]


def test_karma_forward_moves_and_applies_the_new_square():
    """karma: « déplacer un joueur » — Raccourci: avance de 3 cases."""
    m = situation(2, at={0: 15}, money={0: 15000})
    roll(m, 3, "draw raccourci")                  # 15 -> 18 (Karma) -> 21 (Contrôle de police)
    assert m.state.position(0) == "Commissariat"
    assert discarded(m, "raccourci") == 1
    again = situation(2, at={0: 34})
    roll(again, 2, "draw raccourci", "draw baskets")   # 34 -> 36 (Karma) -> 39 (Karma): a second card
    assert again.state.position(0) == 39 and again.state.money(0) == 20000


def test_karma_back_moves_back_and_applies_the_new_square():
    """karma: « déplacer un joueur » — Embouteillage: recule de 3 cases."""
    m = situation(2, at={0: 34})
    events = roll(m, 2, "draw embouteillage")     # 34 -> 36 (Karma) -> 33 (a Disque square: nothing)
    assert m.state.position(0) == 33
    back = situation(2, at={0: 7})
    events = roll(back, 2, "draw embouteillage", "draw baskets")   # 7 -> 9 (Karma) -> 6 (Karma) again
    assert back.state.position(0) == 6 and back.state.money(0) == 20000
    assert rules(events)[-1] == "karma"


def test_karma_parking_sends_back_to_parking():
    """karma: Retour au Parking — « retourne sur la case Parking — Départ »."""
    m = situation(2, at={0: 17})
    roll(m, 1, "draw retour_parking")
    assert m.state.position(0) == 0


@pytest.mark.parametrize("card, where", [("controle", "Commissariat"), ("trottinette", "Hôpital"),
                                         ("perquisition", "Prison"), ("vacances", "Marbella")])
def test_karma_place_sends_to_a_special_place(card, where):
    """karma: « l'envoyer dans un lieu spécial »."""
    m = situation(2, at={0: 17})
    events = roll(m, 1, f"draw {card}")
    assert m.state.position(0) == where
    assert any(e.kind == "place" and e.rule == "karma" for e in events)
    assert m.to_move == 1


def test_karma_producteur_sends_to_maison_de_disques_which_rolls():
    """karma: Repéré par un producteur — « va à la Maison de disques et tente ta chance »."""
    m = situation(2, at={0: 17})
    events = roll(m, 1, "draw producteur", 4)
    assert m.state.position(0) == 32 and m.state.money(0) == 60000
    assert rules(events)[-1] == "record-hit"


def test_karma_take_money_from_a_player_of_ones_choice():
    """karma: Coup de pression — « prends 10 000 € au joueur de ton choix »."""
    m = situation(3, at={0: 17, 1: "hopital"}, money={1: 30000, 2: 5000})
    roll(m, 1, "draw pression")
    assert m.to_move == 0 and choices(m) == {"target 1", "target 2"}
    m.play("target 1")
    assert m.state.money(0) == 10000 and m.state.money(1) == 20000


def test_karma_send_hospital_a_player_of_ones_choice():
    """karma: Embrouille — « envoie le joueur de ton choix à l'Hôpital »."""
    m = situation(3, at={0: 17, 1: 40, 2: 30})
    roll(m, 1, "draw embrouille")
    assert choices(m) == {"target 1", "target 2"}
    m.play("target 2")
    assert m.state.position(2) == "Hôpital" and m.state.position(1) == 40


def test_karma_robin_the_richest_other_player_pays():
    """karma: Robin des bois — « le joueur le plus riche te donne 10 000 € » (the first from the
    drawer's left among equally rich)."""
    m = situation(4, at={0: 17}, money={0: 90000, 1: 20000, 2: 50000, 3: 50000})
    roll(m, 1, "draw robin")
    assert [m.state.money(p) for p in range(4)] == [100000, 20000, 40000, 50000]


def test_karma_deck_used_cards_go_to_the_discard():
    """karma-deck (house rule): « Les cartes utilisées vont à la défausse » (karma_return="discard")."""
    m = situation(2, at={0: 1})
    roll(m, 1, "draw amende")
    assert pile(m, "amende") == 1 and discarded(m, "amende") == 1


def test_karma_deck_pile_option_returns_used_cards_at_once():
    """karma-deck (house rule): « option karma_return="pile" : elles retournent aussitôt dans la
    pile » — « Une fois la carte Karma utilisée, elle est mise de côté ou replacée dans la pile
    selon la règle choisie par les joueurs. »"""
    m = situation(3, at={0: 1, 1: 17}, hands={2: ["balance"]}, karma_return="pile")
    roll(m, 1, "draw amende")
    assert pile(m, "amende") == 2 and discarded(m, "amende") == 0
    roll(m, 2)                                    # Player 2: 17 -> 19, Sac d'argent
    m.play("heist")
    m.play("denounce")                            # Player 3 spends his Balance
    assert pile(m, "balance") == 4 and discarded(m, "balance") == 0


def test_karma_deck_reshuffles_the_discard_when_the_pile_is_empty():
    """karma-deck (house rule): « la pile vide, on la remélange »."""
    m = situation(2, at={0: 1}, pile={}, discard={"baskets": 2, "amende": 1})
    events = roll(m, 1, "draw amende")
    assert "karma-deck" in rules(events)
    assert pile(m, "baskets") == 2 and pile(m, "amende") == 0
    assert discarded(m, "amende") == 1 and discarded(m, "baskets") == 0


def test_karma_deck_nothing_to_draw_when_every_card_is_kept():
    """karma-deck (house rule): with the pile and the discard both empty (every card kept in
    hand: possible with an edited deck of Balances and Avocats), no card is drawn and the turn
    ends."""
    m = situation(2, at={0: 1}, pile={}, discard={}, hands={1: ["balance"]})
    events = roll(m, 1)
    assert rules(events)[-1] == "karma-deck"
    assert m.to_move == 1 and m.state.money(0) == 0


def test_chez_momo_sells_a_karma_card():
    """chez-momo: « Un joueur peut aussi acheter une carte Karma à la boutique Chez Momo, si la case
    lui permet. » (10 000 €, house price)"""
    m = situation(2, at={0: 12}, money={0: 15000})
    roll(m, 3)                                    # square 15: Chez Momo
    assert m.to_move == 0 and choices(m) == {"buy karma", "pass"}
    events = play(m, "buy karma", "draw pari")
    assert rules(events)[:2] == ["chez-momo", "karma"]
    assert m.state.money(0) == 15000 - 10000 + 10000
    end(m)
    assert m.to_move == 1


def test_chez_momo_needs_the_price_and_may_be_passed():
    """chez-momo: « si la case lui permet » — without 10 000 € there is nothing to buy; with it,
    buying is a choice."""
    poor = situation(2, at={0: 12}, money={0: 9000})
    events = roll(poor, 3)
    assert rules(events)[-1] == "chez-momo" and poor.state.money(0) == 9000
    assert poor.state.phase == "turn" and "buy karma" not in legal(poor)
    rich = situation(2, at={0: 12}, money={0: 15000})
    roll(rich, 3)
    rich.play("pass")
    assert rich.state.money(0) == 15000 and rich.state.phase == "turn"


def test_chez_momo_sells_nothing_when_no_card_can_be_drawn():
    """chez-momo: « Un joueur peut aussi acheter une carte Karma à la boutique Chez Momo, si la case
    lui permet. » — with no card left to draw (an edited deck of kept cards, all in hands), Chez
    Momo has nothing to sell: the player keeps his money."""
    m = situation(2, at={0: 12}, money={0: 15000}, pile={}, discard={}, hands={1: ["balance"]})
    roll(m, 3)
    if m.to_move == 0 and "buy karma" in legal(m):
        m.play("buy karma")
    assert m.state.money(0) == 15000


# ---------------------------------------------------------------------------------------------
# 8.-10. Propriétés, Terrain, Maisons
# ---------------------------------------------------------------------------------------------

def test_property_cards_six_maisons_and_one_terrain():
    """property-cards: « Il y a 7 cartes Propriétés au total : 6 cartes Maison et 1 carte Terrain.
    La carte Terrain représente les 3 cases Terrain du plateau »"""
    m = situation(2, houses={h: 0 for h in range(1, 7)}, terrain=0)
    board = m.state.board
    assert sorted(board.house_squares) == [1, 2, 3, 4, 5, 6]
    assert len(board.terrain_squares) == 3
    cards = m.state.properties(0)
    assert len(cards) == 7 and cards[-1] == "Terrain"
    assert cards[0] == "Maison 1 (Studio)"
    assert m.state.properties(1) == []


def test_terrain_buy_from_anywhere_while_unowned():
    """terrain-buy: « Un joueur peut acheter le Terrain à n'importe quel moment de son tour, peu
    importe où il se trouve sur le plateau, tant que le Terrain n'a pas encore de propriétaire. »"""
    m = situation(2, at={0: "prison"}, money={0: 130000, 1: 500000})
    assert "buy terrain" in legal(m)
    events = m.play("buy terrain")
    assert m.state.money(0) == 10000
    assert m.state.properties(0) == ["Terrain"] and m.state.owner("terrain") == 0
    assert rules(events) == ["terrain-buy"]
    assert m.to_move == 0 and "roll" in legal(m) and "buy terrain" not in legal(m)
    roll(m, 1)                                    # still in Prison
    end(m)                                        # 10 000 € he might still give
    assert m.to_move == 1 and "buy terrain" not in legal(m)
    before = m.state.to_dict()
    with pytest.raises(IllegalAction) as error:
        m.play("buy terrain")
    assert error.value.rule == "terrain-buy"
    assert m.state.to_dict() == before


def test_terrain_buy_needs_its_price():
    """terrain-buy: « le joueur doit payer à la banque le prix d'achat indiqué sur la carte
    Propriété Terrain » (120 000 €)."""
    m = situation(2, money={0: 119999})
    assert "buy terrain" not in legal(m)
    with pytest.raises(IllegalAction) as error:
        m.play("buy terrain")
    assert error.value.rule == "terrain-buy"


def test_terrain_free_no_tax_while_unowned():
    """terrain-free: « Si le Terrain n'a pas encore de propriétaire, aucun joueur ne paye de taxe en
    tombant sur une case Terrain. »"""
    m = situation(2, at={0: 12}, money={0: 50000})
    events = roll(m, 2)
    assert m.state.position(0) == 14 and m.state.money(0) == 50000
    assert rules(events)[-1] == "terrain-free"


@pytest.mark.parametrize("start, square", [(12, 14), (23, 25), (27, 29)])
def test_terrain_tax_paid_to_the_owner(start, square):
    """terrain-tax: « Une fois le Terrain acheté, chaque joueur qui tombe sur l'une des 3 cases
    Terrain doit payer au propriétaire la taxe indiquée sur la carte Propriété Terrain. »"""
    m = situation(2, at={0: start, 1: "prison"}, money={0: 50000}, terrain=1)
    roll(m, 2)
    assert m.to_move == 0 and choices(m) == {"pay", "refuse"}
    events = m.play("pay")
    assert m.state.money(0) == 20000 and m.state.money(1) == 30000
    assert m.state.position(0) == square
    assert rules(events) == ["terrain-tax"]


def test_terrain_refuse_goes_back_to_parking():
    """terrain-refuse: « Si le joueur ne veut pas payer [...] la taxe, il retourne directement sur
    la case Parking — Départ. »"""
    m = situation(2, at={0: 12}, money={0: 50000}, terrain=1)
    roll(m, 2)
    events = m.play("refuse")
    assert m.state.position(0) == 0
    assert m.state.money(0) == 50000 and m.state.money(1) == 0
    assert rules(events) == ["terrain-refuse"]


def test_terrain_refuse_automatic_when_one_cannot_pay():
    """terrain-refuse: « Si le joueur [...] ne peut pas payer la taxe, il retourne directement sur la
    case Parking — Départ. »"""
    m = situation(2, at={0: 12}, money={0: 20000}, terrain=1)
    events = roll(m, 2)
    assert m.state.position(0) == 0
    assert m.state.money(0) == 20000 and m.state.money(1) == 0
    assert rules(events)[-1] == "terrain-refuse"
    assert m.state.phase == "turn"                # no tax question: the turn ended by itself


def test_terrain_buyback_for_price_plus_tax_paid_to_the_owner():
    """terrain-buyback: « Un joueur peut racheter le Terrain uniquement s'il tombe sur l'une des 3
    cases Terrain. [...] il doit payer au propriétaire actuel le prix de rachat [...] 150 000 €. »"""
    m = situation(2, at={0: 23}, money={0: 200000, 1: 1000}, terrain=1)
    assert "buy terrain" not in legal(m)          # not from a distance once owned
    roll(m, 2)                                    # square 25
    assert choices(m) == {"pay", "buyback", "refuse"}
    events = m.play("buyback")
    assert m.state.money(0) == 50000 and m.state.money(1) == 151000
    assert m.state.properties(0) == ["Terrain"] and m.state.properties(1) == []
    assert rules(events) == ["terrain-buyback"]


def test_terrain_buyback_needs_150000():
    """terrain-buyback: « Le prix de rachat correspond au prix d'achat du Terrain plus la taxe. »"""
    m = situation(2, at={0: 23}, money={0: 149999}, terrain=1)
    roll(m, 2)
    assert choices(m) == {"pay", "refuse"}
    with pytest.raises(IllegalAction) as error:
        m.play("buyback")
    assert error.value.rule == "terrain-buyback"


def test_house_on_square_bought_for_50000():
    """house-on-square: « si un joueur tombe directement sur la case Maison, il peut l'acheter pour
    50 000 € »"""
    m = situation(2, at={0: 47}, money={0: 60000})
    roll(m, 1)                                    # square 48: Maison 1 (Studio)
    assert m.to_move == 0 and choices(m) == {"buy house 1", "pass"}
    events = m.play("buy house 1")
    assert m.state.money(0) == 10000
    assert m.state.properties(0) == ["Maison 1 (Studio)"] and m.state.owner("house 1") == 0
    assert rules(events) == ["house-on-square"]


def test_house_on_square_only_while_unowned_or_affordable():
    """house-on-square: a Maison with an owner is not for sale; without 50 000 € it cannot be
    bought; buying is a choice (pass)."""
    owned = situation(2, at={0: 47}, money={0: 60000}, houses={1: 1})
    events = roll(owned, 1)
    assert owned.state.phase == "turn" and owned.state.money(0) == 60000
    assert rules(events)[-1] == "house-on-square"
    poor = situation(2, at={0: 47}, money={0: 49999})
    roll(poor, 1)
    assert poor.state.phase == "turn" and poor.state.owner("house 1") is None
    passing = situation(2, at={0: 47}, money={0: 60000})
    roll(passing, 1)
    passing.play("pass")
    assert passing.state.owner("house 1") is None and passing.state.money(0) == 60000


def test_house_anywhere_bought_for_200000_while_unowned():
    """house-anywhere: « à n'importe quel moment de la partie, un joueur peut acheter une maison pour
    200 000 €, peu importe où il se trouve sur le plateau. »"""
    m = situation(2, at={0: "marbella"}, money={0: 250000}, houses={2: 1})
    assert {a for a in legal(m) if a.startswith("buy house")} == {
        "buy house 1", "buy house 3", "buy house 4", "buy house 5", "buy house 6"}
    events = m.play("buy house 6")
    assert m.state.money(0) == 50000
    assert m.state.properties(0) == ["Maison 6 (Penthouse)"]
    assert rules(events) == ["house-anywhere"]
    assert m.to_move == 0 and m.state.position(0) == "Marbella"
    for action in ("buy house 2", "buy house 1"):  # owned / no longer affordable
        with pytest.raises(IllegalAction) as error:
            m.play(action)
        assert error.value.rule == "house-anywhere"



# -- Exactly the price: a threshold is tested at the price itself and one euro below (issue 17) -------------

def at_price(price: int) -> list:
    """The two sides of a price: (money, enough) at the price exactly and one euro below."""
    return [pytest.param(price, True, id="exactly-the-price"), pytest.param(price - 1, False, id="one-euro-short")]


def bought_with_enough(m, notation: str, rule: str, enough: bool) -> bool:
    """Play the purchase ``notation`` when the money is ``enough`` (True); else check that it is refused by
    ``rule`` and changes nothing (False)."""
    if enough:
        m.play(notation)
        return True
    before = m.state.to_dict()
    with pytest.raises(IllegalAction) as error:
        m.play(notation)
    assert error.value.rule == rule and m.state.to_dict() == before
    return False


@pytest.mark.parametrize("money, enough", at_price(120000))
def test_terrain_buy_with_exactly_its_price(money, enough):
    """terrain-buy: « Pour acheter le Terrain, le joueur doit payer à la banque le prix d'achat indiqué sur la
    carte Propriété Terrain. » — 120 000 € buy it, leaving nothing; 119 999 € do not."""
    m = situation(2, money={0: money})
    assert ("buy terrain" in legal(m)) is enough
    if bought_with_enough(m, "buy terrain", "terrain-buy", enough):
        assert m.state.owner("terrain") == 0 and m.state.money(0) == 0


@pytest.mark.parametrize("money, enough", at_price(50000))
def test_house_on_square_with_exactly_50000(money, enough):
    """house-on-square: « si un joueur tombe directement sur la case Maison, il peut l'acheter pour
    50 000 € » — with exactly 50 000 € he is offered it and buys it."""
    m = situation(2, at={0: 47}, money={0: money})
    roll(m, 1)                                    # square 48: Maison 1 (Studio)
    if enough:
        assert choices(m) == {"buy house 1", "pass"}
        m.play("buy house 1")
        assert m.state.owner("house 1") == 0 and m.state.money(0) == 0
    else:
        assert m.state.phase == "turn" and "buy house 1" not in legal(m)
        assert m.state.owner("house 1") is None and m.state.money(0) == money


@pytest.mark.parametrize("money, enough", at_price(30000))
def test_terrain_tax_with_exactly_the_tax(money, enough):
    """terrain-tax, terrain-refuse: « chaque joueur qui tombe sur l'une des 3 cases Terrain doit payer au
    propriétaire la taxe » ; « Si le joueur [...] ne peut pas payer la taxe, il retourne directement sur la case
    Parking — Départ. » — 30 000 € pay the tax; 29 999 € cannot."""
    m = situation(2, at={0: 12}, money={0: money}, terrain=1)
    events = roll(m, 2)                           # square 14: Terrain, owned by Player 2
    if enough:
        assert choices(m) == {"pay", "refuse"}
        m.play("pay")
        assert m.state.position(0) == 14 and m.state.money(0) == 0 and m.state.money(1) == 30000
    else:
        assert rules(events)[-1] == "terrain-refuse"
        assert m.state.position(0) == 0 and m.state.money(0) == money and m.state.money(1) == 0


@pytest.mark.parametrize("money, enough", at_price(150000))
def test_terrain_buyback_with_exactly_150000(money, enough):
    """terrain-buyback: « Exemple : si le Terrain coûte 120 000 € à l'achat et que la taxe est de 30 000 €, le
    prix de rachat est de 150 000 €. » — exactly 150 000 € buy it back."""
    m = situation(2, at={0: 23}, money={0: money}, terrain=1)
    roll(m, 2)                                    # square 25: Terrain, owned by Player 2
    assert ("buyback" in legal(m)) is enough
    if bought_with_enough(m, "buyback", "terrain-buyback", enough):
        assert m.state.owner("terrain") == 0 and m.state.money(0) == 0 and m.state.money(1) == 150000


@pytest.mark.parametrize("money, enough", at_price(200000))
def test_house_anywhere_with_exactly_200000(money, enough):
    """house-anywhere: « à n'importe quel moment de la partie, un joueur peut acheter une maison pour
    200 000 €, peu importe où il se trouve sur le plateau. » — with his roll and with the choice his square
    asks (a Maison for sale on its square: the others from afar), exactly 200 000 € are enough."""
    for resolved in (False, True):
        m = situation(2, at={0: "marbella"}, money={0: money})
        houses = set(range(1, 7))
        if resolved:
            roll(m, 1)                            # Marbella is left on any roll: square 51, Maison 4 for sale
            assert m.state.phase == "buy_house" and choices(m) == {"buy house 4", "pass"}
            houses.discard(4)
        offered = {a for a in legal(m) if a.startswith("buy house") and a not in choices(m)}
        assert offered == ({f"buy house {h}" for h in houses} if enough else set()), resolved
        if bought_with_enough(m, "buy house 6", "house-anywhere", enough):
            assert m.state.owner("house 6") == 0 and m.state.money(0) == 0


@pytest.mark.parametrize("money, enough", at_price(200000))
def test_house_any_moment_a_freed_prisoner_with_exactly_200000(money, enough):
    """house-any-moment (house rule): « à n'importe quel moment de la partie, un joueur peut acheter une maison
    pour 200 000 € » — freed by an Évasion in another's turn, exactly 200 000 € buy a Maison before he chooses
    his exit (he owns the Terrain: he has a choice)."""
    m = situation(3, at={0: 42, 2: "prison"}, terrain=2, money={2: money})
    roll(m, 1)                                    # square 43: Évasion
    m.play("free 2")
    assert m.to_move == 2 and ("buy house 6" in legal(m)) is enough
    if bought_with_enough(m, "buy house 6", "house-anywhere", enough):
        assert m.state.owner("house 6") == 2 and m.state.money(2) == 0


@pytest.mark.parametrize("money, enough", at_price(10000))
def test_chez_momo_with_exactly_10000(money, enough):
    """chez-momo: « Un joueur peut aussi acheter une carte Karma à la boutique Chez Momo, si la case lui
    permet. » (10 000 €, house price) — exactly 10 000 € buy a card."""
    m = situation(2, at={0: 12}, money={0: money})
    events = roll(m, 3)                           # square 15: Chez Momo
    if enough:
        assert choices(m) == {"buy karma", "pass"}
        play(m, "buy karma", "draw balance")      # a card kept in hand: no money comes with it
        assert m.state.hand(0) == ["Balance"] and m.state.money(0) == 0
    else:
        assert rules(events)[-1] == "chez-momo" and "buy karma" not in legal(m)
        assert m.state.money(0) == money


@pytest.mark.parametrize("price, others", [pytest.param(120000, {"houses": {h: 1 for h in range(1, 7)}}, id="terrain"),
                                           pytest.param(200000, {"terrain": 1}, id="house")])
def test_can_buy_afar_with_exactly_the_price(price, others):
    """terrain-buy, house-anywhere: ``can_buy_afar`` says whether a player has the price of the free Terrain or
    of a free Maison bought from afar — yes with exactly the price, no one euro below (everything else owned)."""
    for money, enough in ((price, True), (price - 1, False)):
        m = situation(2, money={0: money}, **others)
        assert m.state.can_buy_afar(0) is enough, money


# -- Player 1 (seat 0) as an owner, Maison 1 as the only free one, and 1 € in hand (mutation survivors) ------

@pytest.mark.parametrize("lander, money, text", [
    pytest.param(1, 60000, "Maison 1 belongs to Player 1.", id="another-who-could-pay"),
    pytest.param(1, 10000, "Maison 1 belongs to Player 1.", id="another-who-could-not-pay"),
    pytest.param(0, 60000, "Player 1 is home at Maison 1.", id="the-owner-himself")])
def test_house_on_square_owned_by_the_first_player_is_not_for_sale(lander, money, text):
    """house-on-square: « si un joueur tombe directement sur la case Maison, il peut l'acheter pour 50 000 € »
    — only while it has no owner: a Maison of Player 1 (seat 0) is neither offered nor said unaffordable."""
    m = situation(2, at={lander: 47}, money={lander: money}, houses={1: 0}, turn_of=lander)
    events = roll(m, 1)                           # square 48: Maison 1 (Studio)
    assert m.state.phase == "turn" and "buy house 1" not in legal(m)
    assert events[-1].rule == "house-on-square" and events[-1].text == text
    assert m.state.owner("house 1") == 0 and m.state.money(lander) == money


def test_terrain_owned_by_the_first_player_taxes_the_others():
    """terrain-tax: « Une fois le Terrain acheté, chaque joueur qui tombe sur l'une des 3 cases Terrain doit
    payer au propriétaire la taxe indiquée sur la carte Propriété Terrain. » — the owner may be Player 1 (seat 0)."""
    m = situation(2, at={1: 12}, money={1: 50000}, terrain=0, turn_of=1)
    roll(m, 2)                                    # square 14: Terrain, owned by Player 1
    assert m.to_move == 1 and choices(m) == {"pay", "refuse"}
    events = m.play("pay")
    assert m.state.money(1) == 20000 and m.state.money(0) == 30000
    assert rules(events) == ["terrain-tax"]


def test_house_any_moment_a_maison_of_the_first_player_is_not_offered():
    """house-any-moment (house rule), house-anywhere: « un joueur peut acheter une maison pour 200 000 € » — a
    free one: a freed prisoner choosing his exit is not offered the Maison that Player 1 (seat 0) owns."""
    m = situation(3, at={0: 42, 2: "prison"}, terrain=2, houses={6: 0}, money={2: 200000})
    roll(m, 1)                                    # square 43: Évasion
    m.play("free 2")
    assert m.to_move == 2
    assert {a for a in legal(m) if a.startswith("buy house")} == {f"buy house {h}" for h in range(1, 6)}
    with pytest.raises(IllegalAction) as error:
        m.play("buy house 6")
    assert error.value.rule == "house-anywhere" and m.state.owner("house 6") == 0


def test_can_buy_afar_not_the_terrain_of_the_first_player():
    """terrain-buy: « tant que le Terrain n'a pas encore de propriétaire » — with the Terrain's price but every
    Maison owned, nothing is left to buy from afar once Player 1 (seat 0) owns the Terrain."""
    houses = {h: 0 for h in range(1, 7)}
    assert situation(2, money={1: 120000}, houses=houses).state.can_buy_afar(1) is True
    assert situation(2, money={1: 120000}, houses=houses, terrain=0).state.can_buy_afar(1) is False


def test_can_buy_afar_maison_1_when_it_is_the_only_free_one():
    """house-anywhere: « à n'importe quel moment de la partie, un joueur peut acheter une maison pour 200 000 € »
    — Maison 1 counts: free alone, with the Terrain owned, it is still something to buy from afar."""
    owned = {h: 1 for h in range(2, 7)}
    assert situation(2, money={0: 200000}, houses=owned, terrain=1).state.can_buy_afar(0) is True
    owned[1] = 1
    assert situation(2, money={0: 200000}, houses=owned, terrain=1).state.can_buy_afar(0) is False


@pytest.mark.parametrize("money, offered", [pytest.param(1, True, id="exactly-1-euro"),
                                            pytest.param(0, False, id="nothing")])
def test_terrain_buy_for_1_euro_on_a_teachers_board(money, offered):
    """terrain-buy: « Pour acheter le Terrain, le joueur doit payer à la banque le prix d'achat indiqué sur la
    carte Propriété Terrain. » — on a teacher's board where that price is 1 €, a player with exactly 1 € is
    offered the Terrain at the start of his turn; with 0 € nothing is bought or given."""
    standard = situation(2).state.board.prices["terrain"]
    text = (Path(gangs.street.__file__).parent / "board.toml").read_text(encoding="utf-8")
    line = f"terrain = {standard}"
    assert text.count(line) == 1
    with TemporaryDirectory() as folder:          # no tmp_path: test_every_rule_is_exercised calls it bare
        board = Path(folder) / "board.toml"
        board.write_text(text.replace(line, "terrain = 1"), encoding="utf-8")
        m = situation(2, money={0: money}, board=str(board))
        assert m.state.board.prices["terrain"] == 1
        buttons = legal(m)
        assert ("buy terrain" in buttons) is offered
        assert not any(b.startswith(("buy", "give")) for b in buttons - {"buy terrain"})
        if offered:
            m.play("buy terrain")
            assert m.state.owner("terrain") == 0 and m.state.money(0) == 0

# ---------------------------------------------------------------------------------------------
# 11. La bagarre générale
# ---------------------------------------------------------------------------------------------

def test_bagarre_three_on_one_square_losers_go_to_hospital():
    """bagarre + bagarre-result: « Quand 3 joueurs ou plus se retrouvent sur la même case, une
    bagarre générale se déclenche. Tous les joueurs présents sur cette case relancent le dé. Le
    joueur qui obtient le plus grand score gagne la bagarre et reste sur la case. Tous les autres
    joueurs perdent la bagarre et vont directement à l'Hôpital. »"""
    m = situation(4, at={0: 1, 1: 3, 2: 3, 3: 5}, turn_of=0)
    events = roll(m, 2, 3, 6, 2)                  # 1 -> 3 (Deal de baskets); brawl rolls: Player 1, 2, 3
    said = rules(events)
    assert said.index("square-gain") < said.index("bagarre")   # the square first, then the brawl
    brawl = next(e for e in events if e.kind == "brawl")
    assert brawl.data["fighters"] == [0, 1, 2] and brawl.data["square"] == 3
    assert m.state.position(1) == 3
    assert m.state.position(0) == "Hôpital" and m.state.position(2) == "Hôpital"
    assert m.state.position(3) == 5
    assert "bagarre-result" in said
    assert m.state.money(0) == 20000
    assert m.to_move == 1 and m.state.phase == "turn"      # the brawl done, the turn ends by itself


def test_bagarre_tie_rerolls_among_the_tied():
    """bagarre-tie: « En cas d'égalité pour le plus grand score, les joueurs à égalité relancent le dé
    jusqu'à ce qu'il y ait un seul gagnant. »"""
    m = situation(3, at={0: 29, 1: 31, 2: 31})
    events = roll(m, 2, 5, 5, 2, 4, 4, 1, 3)    # 29 -> 31; 5 5 2; then 4 4; then 1 3
    assert m.state.position(2) == "Hôpital"      # the low roll of the first round
    assert m.state.position(0) == "Hôpital"      # lost the second reroll
    assert m.state.position(1) == 31
    assert rules(events).count("bagarre-tie") == 2
    assert m.forced == []
    assert m.to_move == 1


def test_bagarre_where_never_on_parking_nor_in_a_place():
    """bagarre-where (house rule): « Pas de bagarre sur Parking — Départ ni sur l'Arrivée ». Nor in
    the special places, which are not squares of the street; and two pawns do not fight."""
    parking = situation(3, at={0: 12, 1: 0, 2: 0}, terrain=1)
    events = roll(parking, 2)                     # cannot pay the Terrain tax: back to Parking
    assert parking.state.players_at(0) == [0, 1, 2]
    assert "bagarre" not in rules(events) and parking.to_move == 1
    prison = situation(3, at={0: 23, 1: "prison", 2: "prison"})
    events = roll(prison, 1)                      # square 24: Descente de police
    assert prison.state.players_at(code(prison, "prison")) == [0, 1, 2]
    assert "bagarre" not in rules(events) and prison.to_move == 1
    two = situation(3, at={0: 29, 1: 31})
    events = roll(two, 2)
    assert "bagarre" not in rules(events) and two.state.players_at(31) == [0, 1]


# ---------------------------------------------------------------------------------------------
# 12. Mode de jeu : partie normale ou rapide
# ---------------------------------------------------------------------------------------------

def test_rip_normal_cemetery_skip_a_turn_then_parking():
    """rip-normal: « Quand un joueur tombe sur une case RIP, il va directement au Cimetière, passe 1
    tour, puis repart ensuite depuis la case Parking — Départ. »"""
    m = situation(2, at={0: 39, 1: 29}, mode="normal")
    events = roll(m, 2)
    assert m.state.position(0) == "Cimetière" and "rip-normal" in rules(events)
    events = roll(m, 2)                           # Player 2: 29 -> 31; Player 1 passes his turn
    assert "rip-normal" in rules(events)
    assert m.state.position(0) == 0
    assert m.to_move == 1 and m.state.turn == 2
    roll(m, 1)                                    # Player 2: 31 -> 32 (a Disque square)
    assert m.to_move == 0
    roll(m, 1)                                    # from Parking
    assert m.state.position(0) == 1


def test_rip_fast_stay_skip_a_turn_then_go_on_from_the_rip_square():
    """rip-fast: « Quand un joueur tombe sur une case RIP, il reste sur cette case ; il passe 1 tour ;
    puis il continue à avancer normalement depuis la case RIP. »"""
    m = situation(2, at={0: 39, 1: 29}, mode="fast")
    events = roll(m, 2)
    assert m.state.position(0) == 41 and "rip-fast" in rules(events)
    events = roll(m, 2)                           # Player 2; then Player 1 passes
    assert "rip-fast" in rules(events)
    assert m.state.position(0) == 41 and m.to_move == 1
    roll(m, 1)
    assert m.to_move == 0
    roll(m, 2)                                    # from the RIP square: 41 -> 43
    assert m.state.position(0) == 43


def test_embrouille_street_every_player_is_a_target_wherever_he_is():
    """targets-anywhere: « Un joueur placé au Commissariat, à l'Hôpital, à la Prison, à la Maison de disques
    ou à Marbella peut quand même être ciblé par les effets des autres joueurs, des cartes ou des cases. »
    — Embrouille may pick any other player: in the street, in a place that holds him, in the Cimetière."""
    m = situation(6, at={0: 17, 1: "cimetiere", 2: "prison", 3: "commissariat", 4: "hopital", 5: 30},
                  skip={1: 1})
    roll(m, 1, "draw embrouille")
    assert choices(m) == {f"target {q}" for q in range(1, 6)}
    with pytest.raises(IllegalAction) as error:
        m.play("target 0")                       # not oneself
    assert error.value.rule == "embrouille-street"


def test_embrouille_street_one_already_at_the_hopital_stays():
    """embrouille-street (house rule): a pawn already at the Hôpital stays there; nothing else changes."""
    m = situation(3, at={0: 17, 1: "hopital"})
    roll(m, 1, "draw embrouille")
    before = m.state.to_dict()["back_to"]
    events = m.play("target 1")
    assert "Player 2 is already at the Hôpital and stays there." in [e.text for e in events]
    assert m.state.position(1) == "Hôpital" and m.state.to_dict()["back_to"] == before


def test_embrouille_street_from_the_commissariat_keeps_the_square_he_would_restart_from():
    """embrouille-street (house rule) + exit-never-ahead: sent to the Commissariat from square 2 (a
    Contrôle d'identité), then to the Hôpital by an Embrouille, a pawn still restarts from square 2,
    not from the Hôpital's exit (14): the attack never moves him forward."""
    m = situation(3, at={0: 1, 1: 17})
    roll(m, 1, "draw controle")                  # 1 -> 2 (Karma): to the Commissariat, from square 2
    assert m.state.position(0) == "Commissariat" and m.to_move == 1
    roll(m, 1, "draw embrouille")                # 17 -> 18 (Karma): Embrouille
    events = m.play("target 0")
    assert m.state.position(0) == "Hôpital"
    assert "Player 1 will restart from square 2 on leaving the Hôpital, as from the Commissariat." in [
        e.text for e in events]
    roll(m, 3)                                   # Player 3: 0 -> 3 (Deal de baskets)
    end(m)
    roll(m, 2)                                   # Player 1 leaves the Hôpital on a 2: 2 -> 4
    assert m.state.position(0) == 4


@pytest.mark.parametrize("held, houses, restart, told", [
    ("prison", {}, 0, "from Parking — Départ"),
    ("prison", {6: 1}, 14, "from the Hôpital's exit"),
    ("cimetiere", {6: 1}, 0, "from Parking — Départ"),
])
def test_embrouille_street_a_prisoner_or_a_dead_pawn_restarts_no_further_than_before(held, houses, restart, told):
    """embrouille-street (house rule), issue 26 point 14: moved to the Hôpital, a prisoner restarts from the
    Hôpital's exit (« il repart depuis la sortie de l'Hôpital », square 14) or from his own way out of Prison
    when that is nearer the start: Parking for who owns nothing (« le place sur la case Parking — Départ »); the
    owner of a Maison arrested on square 30 restarts from square 14, not from Parking (worse than both). The dead
    pawn keeps its restart from Parking (« puis repart ensuite depuis la case Parking — Départ ») and owes no
    Cimetière turn any more (place-rules) but needs a 2, 4 or 6."""
    m = situation(3, at={0: 17, 1: 30}, skip={1: 1} if held == "cimetiere" else None, houses=houses)
    m.state.send_to_place(1, held, [], "karma")   # by the rules: arrested (or dead) on square 30
    roll(m, 1, "draw embrouille")
    events = m.play("target 1")
    assert m.state.position(1) == "Hôpital"
    assert m.state.skip[1] == 0
    where = "Prison" if held == "prison" else "the Cimetière"
    assert f"Player 2 will restart {told} on leaving the Hôpital, as from {where}." in [e.text for e in events]
    roll(m, 2)                                   # Player 2 leaves the Hôpital on a 2
    assert m.state.position(1) == restart + 2


def test_place_rules_a_pawn_sent_to_a_place_owes_no_rip_turn():
    """place-rules (house rule): a pawn that stays on a RIP square in fast mode (« il reste sur cette
    case ; il passe 1 tour ») and is then sent to the Hôpital by a lost brawl plays its next turn at
    the Hôpital: the Hôpital's rule (2, 4 or 6) decides, not the RIP square's missed turn."""
    m = situation(3, at={0: 39, 1: 41, 2: 41}, skip={1: 1, 2: 1}, mode="fast")
    events = play(m, "roll", "die 2", "die 6", "die 1", "die 2")
    assert "bagarre-result" in rules(events)
    assert m.state.position(1) == "Hôpital" and m.state.position(2) == "Hôpital"
    assert m.state.skip[1] == 0 and m.state.skip[2] == 0
    assert m.to_move == 1 and "place-rules" in m.game.rules


# ---------------------------------------------------------------------------------------------
# 6. Les cases du jeu (house rules: the squares' table is a picture)
# ---------------------------------------------------------------------------------------------

def test_square_gain_pays_from_the_bank():
    """square-gain (house rule): « Case gain : la banque paie la somme indiquée. »"""
    m = situation(2, at={0: 26}, money={0: 1000})
    events = roll(m, 2)                           # square 28: Contrat pro, 40 000 €
    assert m.state.money(0) == 41000
    assert rules(events)[-1] == "square-gain" and events[-1].data["amount"] == 40000


def test_square_tax_pays_the_bank():
    """square-tax (house rule): « Case taxe : payer la somme indiquée à la banque (tout ce qu'on a,
    si on a moins). »"""
    m = situation(2, at={0: 33}, money={0: 50000, 1: 7000})
    events = roll(m, 2)                           # square 35: Impôts, 20 000 €
    assert m.state.money(0) == 30000 and m.state.money(1) == 7000
    assert rules(events)[-1] == "square-tax"


def test_square_carotte_takes_from_a_player_of_ones_choice():
    """square-carotte (house rule): « Case Carotte : prendre la somme indiquée au joueur de son
    choix. » — only players who have money can be picked."""
    m = situation(3, at={0: 28}, money={1: 50000})
    roll(m, 2)                                    # square 30: Carotte 20 000 €
    assert m.to_move == 0 and choices(m) == {"target 1"}
    events = m.play("target 1")
    assert m.state.money(0) == 20000 and m.state.money(1) == 30000
    assert rules(events) == ["square-carotte"]


def test_square_carotte_with_nobody_to_rob():
    """square-carotte (house rule): nobody else has money — nothing to take, no decision."""
    m = situation(3, at={0: 9})
    events = roll(m, 2)
    assert rules(events)[-1] == "square-carotte" and m.to_move == 1


def test_square_evasion_frees_a_prisoner():
    """square-evasion (house rule): « Case Évasion : libérer de prison le joueur de son choix. » —
    « payer un joueur pour l'aider à sortir de prison grâce à une case Évasion »."""
    m = situation(3, at={0: 10, 1: "prison", 2: "prison"})
    roll(m, 2)                                    # square 12: Évasion
    assert m.to_move == 0 and choices(m) == {"free 1", "free 2", "pass"}
    events = m.play("free 2")
    assert m.state.position(2) == 0               # out, on his exit, without moving
    assert m.state.position(1) == "Prison"
    assert rules(events)[:2] == ["square-evasion", "leave-prison"]
    assert m.to_move == 1


def test_square_evasion_freed_prisoner_picks_his_exit():
    """square-evasion + prison-terrain-exit: the freed owner of the Terrain chooses where he
    restarts — a decision of the prisoner during another player's turn."""
    m = situation(3, at={0: 42, 2: "prison"}, terrain=2)
    roll(m, 1)                                    # square 43: Évasion
    m.play("free 2")
    assert m.to_move == 2 and m.state.current == 0
    assert choices(m) == {"exit 0", "exit 14", "exit 25", "exit 29"}
    events = m.play("exit 29")
    assert m.state.position(2) == 29
    assert "prison-terrain-exit" in rules(events)
    assert m.to_move == 1


def test_square_evasion_with_nobody_in_prison():
    """square-evasion (house rule): nobody in Prison — nothing to do."""
    m = situation(2, at={0: 10})
    events = roll(m, 2)
    assert rules(events)[-1] == "square-evasion" and m.to_move == 1


def test_square_police_goes_to_the_commissariat():
    """square-police (house rule): « Case Contrôle de police : aller au Commissariat. »"""
    m = situation(2, at={0: 38})
    events = roll(m, 2)                           # square 40
    assert m.state.position(0) == "Commissariat" and rules(events)[-1] == "square-police"


def test_square_hospital_goes_to_the_hopital():
    """square-hospital (house rule): « Case Accident : aller à l'Hôpital. »"""
    m = situation(2, at={0: 20})
    events = roll(m, 2)                           # square 22
    assert m.state.position(0) == "Hôpital" and rules(events)[-1] == "square-hospital"


@pytest.mark.parametrize("start", [22, 45])
def test_square_prison_goes_to_prison(start):
    """square-prison (house rule): « Case Descente de police : aller en Prison. »"""
    m = situation(2, at={0: start})
    events = roll(m, 2)                           # squares 24 and 47
    assert m.state.position(0) == "Prison" and rules(events)[-1] == "square-prison"


# ---------------------------------------------------------------------------------------------
# Other house rules
# ---------------------------------------------------------------------------------------------

def test_lawyer_frees_from_prison_without_2_4_or_6():
    """lawyer (house rule): « Carte Avocat : à son tour, sortir du Commissariat, de l'Hôpital ou de
    la Prison sans faire 2, 4 ou 6. »"""
    m = situation(2, at={0: "prison"}, hands={0: ["avocat", "balance"]})
    assert "lawyer" in legal(m)
    events = m.play("lawyer")
    assert m.state.position(0) == 0
    assert m.state.hand(0) == ["Balance"] and discarded(m, "avocat") == 1
    assert rules(events)[:2] == ["lawyer", "leave-prison"]
    assert m.to_move == 0 and "lawyer" not in legal(m)
    roll(m, 3)                                    # any roll: 0 -> 3
    assert m.state.position(0) == 3


def test_lawyer_frees_from_the_hopital_to_its_exit():
    """lawyer (house rule): from the Hôpital the pawn waits at its exit, then rolls."""
    m = situation(2, at={0: "hopital"}, hands={0: ["avocat"]})
    m.play("lawyer")
    roll(m, 3)
    assert m.state.position(0) == 17              # exit after square 14: 15, 16, 17


def test_lawyer_only_in_a_blocking_place():
    """lawyer (house rule): not offered outside the Commissariat, the Hôpital and the Prison."""
    for where in (12, "marbella", "maison_de_disques"):
        m = situation(2, at={0: where}, hands={0: ["avocat"]})
        assert "lawyer" not in legal(m)
        with pytest.raises(IllegalAction) as error:
            m.play("lawyer")
        assert error.value.rule == "lawyer"


def test_no_debt_money_never_goes_negative():
    """no-debt (house rule): « On ne paie jamais plus que ce qu'on a : l'argent ne devient jamais
    négatif. »"""
    tax = situation(2, at={0: 33}, money={0: 12000})
    roll(tax, 2)                                  # square 35: Impôts, 20 000 €
    assert tax.state.money(0) == 0
    carotte = situation(2, at={0: 28}, money={1: 7000})
    roll(carotte, 2)                              # square 30: Carotte 20 000 €
    carotte.play("target 1")
    assert carotte.state.money(1) == 0 and carotte.state.money(0) == 7000
    gift = situation(2, money={0: 7000})
    with pytest.raises(IllegalAction) as error:
        gift.play("give 1 7001")
    assert error.value.rule == "no-debt"


def test_own_turn_gifts_and_distant_purchases_before_the_roll_and_once_the_square_is_resolved():
    """own-turn (house rule): « Achats à distance et dons d'argent se font à son tour : avant de lancer
    le dé, et encore une fois la case jouée. » — terrain-buy: « à n'importe quel moment de son
    tour »; house-any-moment: not while a Balance is asked (« une Balance discrète »)."""
    m = situation(3, at={0: 17}, money={0: 300000, 2: 300000}, hands={2: ["balance"]})
    assert {"give 1 1000", "buy terrain", "buy house 1"} <= legal(m)
    roll(m, 2)                                    # square 19: the heist question
    assert choices(m) == {"heist", "pass"}          # the square first
    m.play("heist")
    assert m.to_move == 1 and choices(m) == {"silent"}
    m.play("silent")
    assert m.to_move == 2                         # a Balance's question, not his turn
    assert choices(m) == {"denounce", "silent"}
    for action, rule in (("give 0 1000", "own-turn"), ("buy terrain", "own-turn"),
                         ("buy house 6", "house-any-moment")):
        before = m.state.to_dict()
        with pytest.raises(IllegalAction) as error:
            m.play(action)
        assert error.value.rule == rule
        assert m.state.to_dict() == before
    play(m, "silent", 2)                          # the heist succeeds: Marbella; nothing more to decide
    assert m.to_move == 1 and m.state.phase == "turn" and m.state.money(0) == 350000


def test_own_turn_standing_options_come_with_each_real_choice_of_the_turn():
    """own-turn (house rule), issue 26 point 18: gifts and purchases from afar are standing options, offered with
    the decision awaited (the roll, or a choice his square asks), never a question of their own; the choice
    stays awaited after them. « Un joueur peut acheter le Terrain à n'importe quel moment de son tour »."""
    m = situation(3, at={0: 17}, money={0: 300000})
    roll(m, 2)                                    # square 19: the heist question, with his standing options
    assert choices(m) == {"heist", "pass"}
    assert {"give 1 1000", "give 2 100000", "buy terrain", "buy house 1", "buy house 6"} <= legal(m)
    events = m.play("buy terrain")
    assert rules(events) == ["terrain-buy"] and m.state.owner("terrain") == 0
    assert m.to_move == 0 and m.state.phase == "heist" and choices(m) == {"heist", "pass"}
    m.play("give 2 15000")                        # any amount can be typed
    assert m.state.money(2) == 15000 and m.state.phase == "heist"
    m.play("pass")                                # the bag left alone: nothing more to decide
    assert m.to_move == 1 and m.state.phase == "turn"


def test_terrain_bought_from_afar_while_a_maison_is_for_sale_on_its_square():
    """terrain-buy and house-on-square: on a free Maison's square, the Terrain and the other Maisons are offered
    from afar with the choice; « buy house <n> » of the Maison stood on is its own 50 000 € purchase. A gift that
    leaves less than its price ends the offer (« il peut l'acheter pour 50 000 € »)."""
    m = situation(2, at={0: 46}, money={0: 260000})
    roll(m, 2)                                    # square 48: Maison 1 for sale
    assert choices(m) == {"buy house 1", "pass"} and {"buy house 2", "buy terrain"} <= legal(m)
    m.play("buy house 2")                         # from afar, 200 000 €
    assert m.state.owner("house 2") == 0 and m.state.money(0) == 60000 and m.state.phase == "buy_house"
    events = m.play("give 1 20000")               # 40 000 € left: Maison 1 is out of reach
    assert rules(events) == ["negotiation", "house-on-square"] and m.state.owner("house 1") is None
    assert m.to_move == 1 and m.state.phase == "turn"


def test_a_gift_that_leaves_less_than_the_terrain_tax_sends_back_to_parking():
    """terrain-refuse: « Si le joueur ne veut pas payer ou ne peut pas payer la taxe, il retourne directement sur
    la case Parking — Départ. » A gift made with the tax question that leaves less than the tax settles it."""
    m = situation(2, at={0: 11}, money={0: 40000}, terrain=1)
    roll(m, 3)                                    # square 14: the Terrain of Player 2
    assert choices(m) == {"pay", "refuse"} and "give 1 20000" in legal(m)
    events = m.play("give 1 20000")
    assert rules(events) == ["negotiation", "terrain-refuse"] and m.state.pos[0] == 0
    assert m.to_move == 1 and m.state.money(1) == 20000


def test_own_turn_end_is_no_longer_a_step_and_an_old_record_with_it_is_refused_at_that_step():
    """own-turn: the turn ends by itself once its square is resolved; ``end`` is refused, naming the rule, and a
    record written when turns ended with ``end`` raises RecordError at that step."""
    m = situation(2, at={0: 0})
    roll(m, 1)                                    # square 1: +10 000 €, then Player 2's roll
    with pytest.raises(IllegalAction) as refused:
        m.play("end")
    assert refused.value.rule == "own-turn" and "ends by itself" in str(refused.value)
    old = gangs.new("street", players=2, seed=3).record.to_dict()
    old["steps"] = ["roll", "die 1", "end", "roll", "die 2"]
    with pytest.raises(RecordError) as error:
        gangs.load(old)
    assert error.value.step == 2 and "ends by itself" in str(error.value)


def test_flow_asked_the_earlier_flow_asks_buy_give_or_end_once_the_square_is_resolved():
    """flow-asked (house rule): with option ``flow="asked"`` (records written before the option), a player who can
    still give or buy once his square is resolved is asked (buy, give or ``end``), and ``end`` ends his turn; the
    standing options do not come with the square's choices. The saved records of that flow: test_street_flow.py."""
    m = situation(2, at={0: 0}, flow="asked")
    roll(m, 1)                                    # square 1: +10 000 €
    assert m.state.phase == "after" and m.to_move == 0 and "end" in {a.notation for a in m.legal_actions()}
    m.play("end")
    assert m.state.phase == "turn" and m.to_move == 1 and m.state.money(0) == 10000
    poor = situation(2, at={0: 29}, flow="asked")
    roll(poor, 2)                                 # nothing to give nor buy: no question
    assert poor.to_move == 1 and poor.state.phase == "turn"


def test_own_turn_the_turn_ends_by_itself_with_nothing_to_give_or_buy():
    """own-turn (house rule): once the square is resolved the turn ends without a question, with money or
    without: nothing is asked « anything else? »."""
    m = situation(2, at={0: 29})
    roll(m, 2)
    assert m.to_move == 1 and m.state.phase == "turn"
    rich = situation(2, at={0: 29}, money={0: 200000}, terrain=1)      # with a Maison within reach too
    roll(rich, 2)
    assert rich.to_move == 1 and rich.state.money(0) == 200000


# ---------------------------------------------------------------------------------------------
# A line-by-line reading of the rulebook (issue 10): each point built and checked
# ---------------------------------------------------------------------------------------------

SENT_AWAY = {"square-police", "square-hospital", "square-prison", "rip-normal", "rip-fast"}
"""The rules of the squares that send a pawn away to a place (``SENDS_BACK`` in board.py)."""


def _first_landing(events) -> int:
    """The square the first move of ``events`` stops on."""
    return next(e.data["to"] for e in events if e.kind == "move")


def _exit_cases():
    """Every way a rule makes a pawn restart from a square and then move, built through the API: (what,
    the situation's arguments, the actions before the roll, the dice that move it)."""
    board = gangs.GAMES["street"].board
    for key in ("commissariat", "hopital", "prison"):
        yield f"{key} (2, 4, 6)", dict(at={0: key}), [], EVEN_FACES
        yield f"{key} (Avocat, then any die)", dict(at={0: key}, hands={0: ["avocat"]}), ["lawyer"], ALL_FACES
    for key in ("maison_de_disques", "marbella", "cimetiere"):
        yield key, dict(at={0: key}), [], ALL_FACES
    for house in board.house_squares:
        yield f"Prison, owner of Maison {house}", dict(at={0: "prison"}, houses={house: 0}), [], EVEN_FACES
        yield (f"Prison, owner of Maison {house}, Avocat", dict(at={0: "prison"}, houses={house: 0},
                                                                 hands={0: ["avocat"]}), ["lawyer"], ALL_FACES)
    for square in board.terrain_squares:
        yield (f"Prison, owner of the Terrain, Avocat, exit {square}",
               dict(at={0: "prison"}, terrain=0, hands={0: ["avocat"]}), ["lawyer", f"exit {square}"], ALL_FACES)
    for square in board.disc_squares.values():
        yield f"Disque square {square}", dict(at={0: square}), [], ALL_FACES


EVEN_FACES, ALL_FACES = (2, 4, 6), (1, 2, 3, 4, 5, 6)


def test_safe_exits_no_exit_leads_onto_a_square_that_sends_the_pawn_away():
    """safe-exits (house rule): « Aucune case de sortie (lieux, Maisons, Terrain, Disques, Parking) ne
    mène en un jet de dé sur une case qui renvoie dans un lieu ». Over the whole board, for every exit a
    rule offers and every die it may be left with: the Villa's owner leaving Prison with a 4 must not
    land on a RIP square (« Elle permet à un joueur de se rapprocher de l'arrivée »)."""
    board = gangs.GAMES["street"].board
    assert board.unsafe_exits() == []
    checked = set()
    for what, where, before, faces in _exit_cases():
        for die in faces:
            m = situation(2, **where)
            for action in before:
                m.play(action)
            events = roll(m, die)
            square = _first_landing(events)
            checked.add(square)
            assert board.kinds[square] not in ("police", "hospital", "prison", "rip"), (what, die, square)
            assert not SENT_AWAY & set(rules(events)), (what, die, rules(events))
    assert len(checked) > 20


def test_safe_exits_the_villa_leads_towards_the_finish():
    """prison-house-exit: « Quand il réussit à sortir de prison, il place d'abord son pion sur la case
    Maison, puis il avance du nombre indiqué par le dé. » — « Elle permet à un joueur de se rapprocher de
    l'arrivée » : out of Prison on a 4, the Villa's owner goes on from square 52 (and bounces back from the
    finish to 54), not from Parking."""
    m = situation(2, at={0: "prison"}, houses={5: 0})
    events = roll(m, 4)
    assert m.state.position(0) == 54 and "prison-house-exit" in rules(events)


def test_exit_never_ahead_the_hopital_never_moves_a_pawn_forward_from_any_square():
    """exit-never-ahead (house rule): « Qui sort du Commissariat ou de l'Hôpital repart de la sortie du
    lieu, ou de la case d'où il y a été envoyé si elle est avant la sortie. » — « donner de l'argent
    pour éviter d'être envoyé à l'hôpital »: over every square of the street, a pawn sent to the
    Hôpital (by an Embrouille) restarts from square min(14, where it was), never ahead."""
    board = gangs.GAMES["street"].board
    hopital = board.places["hopital"].exit
    for square in range(0, board.finish):
        m = situation(3, at={0: 1, 1: square, 2: 0 if square != 0 else 1})
        roll(m, 1, "draw embrouille")            # 1 -> 2 (Karma): Embrouille
        m.play("target 1")
        assert m.state.position(1) == "Hôpital"
        while m.to_move != 1:                    # Player 3 plays his turn (whatever it brings)
            m.run(max_steps=1)
        events = roll(m, 2)
        leave = next(e for e in events if e.kind == "leave")
        assert leave.data["exit"] == min(hopital, square) <= square, square
        assert leave.rule == ("exit-never-ahead" if square < hopital else "leave-hopital")


@pytest.mark.parametrize("start", [1, 5, 8, 9, 17, 20, 25, 33, 35, 38, 39])
def test_exit_never_ahead_the_commissariat_never_moves_a_pawn_forward(start):
    """exit-never-ahead (house rule) for the Commissariat: from a Karma square (Contrôle d'identité) or
    a police square, the pawn restarts from the Commissariat's exit (10) or from where it was, if
    before. Every Karma and police square of the board is reached by a die from ``start``."""
    board = gangs.GAMES["street"].board
    commissariat = board.places["commissariat"].exit
    m = situation(2, at={0: start})
    events = roll(m, 1, "draw controle") if board.kinds[start + 1] == "karma" else roll(m, 1)
    assert m.state.position(0) == "Commissariat", rules(events)
    while m.to_move != 0:
        m.run(max_steps=1)
    events = roll(m, 4)
    leave = next(e for e in events if e.kind == "leave")
    assert leave.data["exit"] == min(commissariat, start + 1)


def test_exit_never_ahead_the_loser_of_a_brawl_never_ends_ahead_of_its_winner():
    """bagarre-result + exit-never-ahead: « Tous les autres joueurs perdent la bagarre et vont directement
    à l'Hôpital. » — a brawl on square 5 (before the Hôpital's exit, 14): the losers restart from 5."""
    m = situation(3, at={0: 3, 1: 5, 2: 5})
    roll(m, 2, 6, 1, 2)                          # 3 -> 5 (Petits services); Player 1 wins the brawl
    assert m.state.position(1) == "Hôpital" and m.state.position(2) == "Hôpital"
    end(m)                                       # Player 1 ends his turn (5 000 € he might give)
    events = roll(m, 2)                          # Player 2 leaves the Hôpital on a 2
    assert m.state.position(1) == 7 and "exit-never-ahead" in rules(events)
    assert m.state.position(1) <= m.state.position(0) + 2


def test_lawyer_from_a_blocking_place_never_sends_the_pawn_straight_back():
    """lawyer (house rule) + safe-exits: out of the Commissariat with an Avocat, then a 1, the pawn is on
    square 11 (the Loft), not on a police check; out of the Hôpital, then a 5, on square 19, not on an
    accident."""
    police = situation(2, at={0: "commissariat"}, hands={0: ["avocat"]})
    police.play("lawyer")
    roll(police, 1)
    assert police.state.position(0) == 11
    hospital = situation(2, at={0: "hopital"}, hands={0: ["avocat"]})
    hospital.play("lawyer")
    roll(hospital, 5)
    assert hospital.state.position(0) == 19 and hospital.state.phase == "heist"


def test_house_any_moment_a_freed_prisoner_buys_a_maison_before_choosing_his_exit():
    """house-any-moment (house rule): « à n'importe quel moment de la partie, un joueur peut acheter une
    maison pour 200 000 € » — freed by an Évasion during another's turn, the Terrain's owner buys the
    Penthouse from afar, then restarts from it."""
    m = situation(3, at={0: 42, 2: "prison"}, terrain=2, money={2: 250000})
    roll(m, 1)                                    # square 43: Évasion
    m.play("free 2")
    assert m.to_move == 2 and "buy house 6" in legal(m) and "give 0 1000" in legal(m)
    events = m.play("buy house 6")
    assert rules(events) == ["house-anywhere"] and m.to_move == 2
    assert choices(m) == {"exit 14", "exit 25", "exit 29", "exit 53"}     # Parking no longer
    m.play("exit 53")
    assert m.state.position(2) == 53


def test_embrouille_targets_players_at_the_maison_de_disques_and_marbella():
    """targets-anywhere: « Un joueur placé [...] à la Maison de disques ou à Marbella peut quand même être
    ciblé par les effets des autres joueurs, des cartes ou des cases. » — Embrouille sends them to the
    Hôpital (and the one held in Prison too: embrouille-street)."""
    m = situation(4, at={0: 17, 1: "maison_de_disques", 2: "marbella", 3: "prison"})
    roll(m, 1, "draw embrouille")
    assert choices(m) == {"target 1", "target 2", "target 3"}
    m.play("target 2")
    assert m.state.position(2) == "Hôpital"
    assert m.state.back_to[2] == -1              # from Marbella (exit 50), the Hôpital's exit is behind


def test_balance_the_log_reads_the_same_whoever_holds_one():
    """balance: « une Balance discrète peut tout faire basculer » — a heist reads the same in the log
    whether another player holds a Balance (and keeps silent) or nobody does."""
    def heist(hands):
        m = situation(3, at={0: 17}, hands=hands)
        roll(m, 2)
        events = m.play("heist")
        while m.state.phase == "balance":
            events += m.play("silent")
        return [e.text for e in events]
    assert heist({}) == heist({2: ["balance"]}) == heist({1: ["balance"], 2: ["balance"]})
    assert "Nobody denounces Player 1." in heist({})


def test_balance_a_rich_holder_is_offered_no_purchase_while_he_is_asked():
    """balance: « une Balance discrète peut tout faire basculer »; issue 10: "The log must read the same
    whoever holds one." — a holder with the price of a Maison is asked only ``denounce`` or ``silent``: a
    purchase then would show in the log between « attempts a heist! » and « Nobody denounces », giving
    him away (house-any-moment). He buys at the start of his own turn instead."""
    def heist(hands):
        m = situation(3, at={0: 17}, money={1: 250000, 2: 250000}, hands=hands)
        roll(m, 2)
        events = play(m, "heist", 1)              # the heist's die, loaded: a 1
        while m.state.phase == "balance":
            assert legal(m) == ({"denounce", "silent"} if "balance" in m.state.hands[m.to_move] else {"silent"})
            before = m.state.to_dict()
            with pytest.raises(IllegalAction) as error:
                m.play("buy house 6")
            assert error.value.rule == "house-any-moment" and m.state.to_dict() == before
            events += m.play("silent")
        return [e.text for e in events], m
    alone, _ = heist({})
    silent, m = heist({2: ["balance"]})
    assert alone == silent == ["Player 1 attempts a heist!", "Nobody denounces Player 1.",
                               "Player 1 rolls a 1: the heist fails, and Player 1 will miss a turn."]
    assert m.to_move == 1 and "buy house 6" in legal(m)


def test_stop_agreement_every_player_agrees_and_the_richest_wins():
    """stop-agreement: « Si la partie dure trop longtemps, les joueurs peuvent décider ensemble d'arrêter
    la partie avant qu'un joueur atteigne La Street — Arrivée. » + stopped-game: « le joueur qui
    possède le plus d'argent gagne la partie arrêtée [...] il ne devient pas le boss »."""
    m = situation(3, money={0: 10000, 1: 70000, 2: 30000}, turn_of=2, round=30)
    assert "stop" in legal(m)
    events = m.play("stop")
    assert rules(events) == ["stop-agreement"] and m.to_move == 0 and choices(m) == {"agree", "decline"}
    m.play("agree")
    assert m.to_move == 1 and not m.is_over
    events = m.play("agree")
    assert m.is_over and m.winners == [1] and m.state.boss is None
    assert [m.state.money(p) for p in range(3)] == [10000, 70000, 30000]    # « chaque joueur garde son argent »
    assert rules(events) == ["stop-agreement", "stopped-game"]
    assert "by agreement in round 30" in events[-1].text


def test_a_stop_agreed_in_the_last_round_is_no_round_limit():
    """stop-agreement: « les joueurs peuvent décider ensemble d'arrêter la partie » in the last round of a game with
    max_turns: the game ended by the players' agreement (stopped-game), not by the round limit (house rule
    max-turns), on the screen's ending and in an analysis's row alike; the limit itself is told by max-turns."""
    m = situation(3, money={0: 10000, 1: 70000, 2: 30000}, turn_of=2, round=3, max_turns=3, stop_from=1)
    m.play("stop")
    m.play("agree")
    events = m.play("agree")
    assert m.is_over and m.state.turn == 3 and rules(events) == ["stop-agreement", "stopped-game"]
    assert not View.of(m, 0).ending["capped"] and ending(m) == "rules"
    capped = situation(3, at={2: 30}, money={0: 50000, 1: 20000, 2: 10000}, turn_of=2, round=3, max_turns=3)
    assert rules(roll(capped, 1))[-1] == "max-turns"
    assert View.of(capped, 0).ending["capped"] and ending(capped) == "cap"


def test_stop_agreement_one_refusal_and_the_game_goes_on():
    """stop-agreement: « décider ensemble » — one player who wants to play on is enough; the proposer's
    turn goes on, and (stop-proposal) no new proposal comes for stop_again rounds (5), so a game stays finite."""
    m = situation(3, at={0: 29}, money={0: 1000}, turn_of=0, round=3, stop_from=1)
    m.play("stop")
    m.play("agree")
    events = m.play("decline")
    assert rules(events) == ["stop-agreement"] and not m.is_over
    assert m.to_move == 0 and m.state.phase == "turn" and "stop" not in legal(m)
    with pytest.raises(IllegalAction) as error:
        m.play("stop")
    assert error.value.rule == "stop-proposal" and "refused in round 3: the next may come from round 8" in \
        error.value.reason
    roll(m, 2)
    assert m.to_move == 1 and "stop" not in legal(m)        # the same round
    m.state.turn_ = 7
    assert "stop" not in legal(m)
    m.state.turn_ = 8
    assert "stop" in legal(m)


def test_stop_proposal_once_the_game_is_long_or_from_the_round_the_players_chose():
    """stop-proposal (house rule), issue 26 point 14: « Si la partie dure trop longtemps, les joueurs peuvent
    décider ensemble d'arrêter la partie »: from round 30 on the standard board (stop_from of the board file),
    or from the round the players choose before the game (option ``stop_from``, 1: any time), at the start of
    one's turn, once somebody is richer than another (« le joueur qui possède le plus d'argent gagne la partie
    arrêtée »: with everyone equal there is no winner of its own)."""
    early = situation(2, money={1: 5000}, round=29)
    assert "stop" not in legal(early)
    with pytest.raises(IllegalAction) as error:
        early.play("stop")
    assert error.value.rule == "stop-proposal" and "round 30" in error.value.reason
    assert "stop" in legal(situation(2, money={1: 5000}, round=30))
    even = situation(2, round=1, stop_from=1)
    with pytest.raises(IllegalAction) as error:
        even.play("stop")
    assert error.value.rule == "stop-proposal" and "nobody is richer" in error.value.reason
    chosen = situation(2, money={1: 5000}, round=1, stop_from=1)
    assert "stop" in legal(chosen)
    chosen.play("stop")
    events = chosen.play("agree")
    assert chosen.is_over and chosen.winners == [1] and "by agreement in round 1" in events[-1].text
    m = situation(2, at={0: 17}, money={0: 150000}, round=30)
    roll(m, 2)                                   # after the roll: not the moment to propose
    assert m.state.phase == "heist" and "stop" not in legal(m)
    with TemporaryDirectory() as folder:
        board = Path(folder) / "soon.toml"
        board.write_text(load_board.standard_text().replace("stop_from = 30 ", "stop_from = 3 "), encoding="utf-8")
        soon = situation(2, money={1: 5000}, round=3, board=str(board))
        assert "stop" in legal(soon)


def test_players_two_to_six():
    """players (house rule): « De 2 à 6 joueurs. »"""
    for players in (2, 6):
        assert len(gangs.new("street", players=players).players) == players
    for players in (1, 7):
        with pytest.raises(ValueError):
            gangs.new("street", players=players)


def test_every_square_acts():
    """every-square-acts (house rule): « Chaque case possède une action différente » is read as « chaque
    case a une action »: no square of the standard board between the start and the finish is plain, and
    the only squares that do nothing when a pawn stops on them by walking are the three Disque squares
    (31-33), whose action is the record deal's sum: « il va sur la première case Disque d'or et remporte
    la somme indiquée »."""
    board = gangs.GAMES["street"].board
    assert "plain" not in board.kinds
    assert set(board.kinds[1:-1]) <= set(_LANDING) - {"start", "plain"}
    idle = [sq for sq in range(1, board.finish) if _LANDING[board.kinds[sq]] is _LANDING["plain"]]
    assert idle == [31, 32, 33]
    walked = situation(2, at={0: 29})
    events = roll(walked, 3)                      # 29 -> 32 by walking: Disque de platine, nothing
    assert rules(events) == ["roll-and-move"] and walked.state.money(0) == 0
    sent = situation(2, at={0: 5})
    roll(sent, 3, 4)                              # 5 -> 8, Note de musique: a 4, Disque de platine
    assert sent.state.position(0) == 32 and sent.state.money(0) == 60000


# ---------------------------------------------------------------------------------------------
# The kernel contract: an illegal action names its rule and changes nothing
# ---------------------------------------------------------------------------------------------

ILLEGAL = [
    ("denounce", dict(), "balance"),
    ("silent", dict(), "balance"),
    ("lawyer", dict(at={0: "prison"}), "lawyer"),
    ("buy terrain", dict(money={0: 500000}, terrain=1), "terrain-buy"),
    ("buy house 2", dict(money={0: 500000}, houses={2: 1}), "house-anywhere"),
    ("heist", dict(at={0: 19}), "heist"),
    ("pay", dict(at={0: 14}, terrain=1), "terrain-tax"),
    ("refuse", dict(at={0: 14}, terrain=1), "terrain-refuse"),
    ("buyback", dict(at={0: 14}, money={0: 500000}, terrain=1), "terrain-buyback"),
    ("free 1", dict(at={0: 7, 1: "prison"}), "square-evasion"),
    ("target 1", dict(at={0: 9}, money={1: 50000}), "square-carotte"),
    ("give 0 1000", dict(money={0: 5000}), "negotiation"),
    ("give 1 6000", dict(money={0: 5000}), "no-debt"),
    ("end", dict(money={0: 500000}), "own-turn"),
    ("stop", dict(round=29), "stop-proposal"),
    ("agree", dict(round=30), "stop-agreement"),
    ("decline", dict(), "stop-agreement"),
]


@pytest.mark.parametrize("action, where, rule", ILLEGAL, ids=[a for a, _, _ in ILLEGAL])
def test_illegal_action_names_its_rule_and_changes_nothing(action, where, rule):
    """Kernel contract: « apply of an illegal action raises IllegalAction [...] whose message says
    which rule forbids it, and leaves the state exactly as it was. »"""
    m = situation(3, **where)
    before, log, decisions = m.state.to_dict(), len(m.log), m.decisions
    with pytest.raises(IllegalAction) as error:
        m.play(action)
    assert error.value.rule == rule
    assert error.value.rule in RULES
    assert f"[rule: {rule}]" in str(error.value)
    assert m.state.to_dict() == before and len(m.log) == log and m.decisions == decisions


def test_illegal_buy_of_an_owned_maison_says_it_has_an_owner():
    """house-anywhere: « un joueur peut acheter une maison » only while it has no owner — typed as
    notation, the refusal says so, as it does for the same Action object."""
    m = situation(2, money={0: 500000}, houses={2: 1})
    with pytest.raises(IllegalAction) as typed:
        m.play("buy house 2")
    assert typed.value.rule == "house-anywhere"
    assert "already has an owner" in typed.value.reason


def test_illegal_loaded_die_names_its_rule_and_changes_nothing():
    """Kernel contract: a loaded outcome the next chance node cannot give is refused (rule
    ``chance``) and the decision is not made."""
    m = situation(2, at={0: 1}, pile={"amende": 1})
    with pytest.raises(IllegalAction) as error:
        m.force(7)
    assert error.value.rule == "chance"
    before = m.state.to_dict()
    m.force(1).force("draw balance")              # the pile holds no Balance
    with pytest.raises(IllegalAction) as error:
        m.play("roll")
    assert error.value.rule == "chance"
    assert m.state.to_dict() == before and m.decisions == 0


# ---------------------------------------------------------------------------------------------
# The rule index stays covered
# ---------------------------------------------------------------------------------------------

EVENTLESS = {
    # rules that no event names (the rules code says nothing with their key): the test that
    # checks each one through the state
    "goal": "test_goal_first_player_on_the_finish_wins",
    "exact-finish": "test_exact_finish_is_needed_to_win",
    "balance-question": "test_balance_question_every_other_player_is_asked_so_nobody_learns_who_holds_one",
    "setup": "test_setup_every_pawn_starts_on_parking",
    "flow-asked": "test_flow_asked_the_earlier_flow_asks_buy_give_or_end_once_the_square_is_resolved",
    "start-money": "test_start_money_is_zero",
    "turn-order": "test_turn_order_is_seat_order",
    "sent-to-place": "test_sent_to_place_sits_on_the_place_not_its_exit",
    "targets-anywhere": "test_targets_anywhere_players_in_special_places_can_be_targeted",
    "property-cards": "test_property_cards_six_maisons_and_one_terrain",
    "karma-keep": "test_karma_keep_balance_and_avocat_stay_in_hand",
    "bagarre-where": "test_bagarre_where_never_on_parking_nor_in_a_place",
    "own-turn": "test_own_turn_standing_options_come_with_each_real_choice_of_the_turn",
    "stop-proposal": "test_stop_proposal_once_the_game_is_long_or_from_the_round_the_players_chose",
    "safe-exits": "test_safe_exits_no_exit_leads_onto_a_square_that_sends_the_pawn_away",
    "every-square-acts": "test_every_square_acts",
    "players": "test_players_two_to_six",
    "house-any-moment": "test_house_any_moment_a_freed_prisoner_buys_a_maison_before_choosing_his_exit",
}


KARMA_EFFECTS = {
    # each kind of Karma effect of board.toml: the test that plays a card of that kind
    "keep": "test_karma_keep_balance_and_avocat_stay_in_hand",
    "gain": "test_karma_gain_card_pays_its_amount",
    "lose": "test_karma_lose_card_costs_its_amount_never_below_zero",
    "collect_each": "test_karma_collect_each_every_player_gives_the_drawer",
    "pay_each": "test_karma_pay_each_drawer_gives_every_player",
    "forward": "test_karma_forward_moves_and_applies_the_new_square",
    "back": "test_karma_back_moves_back_and_applies_the_new_square",
    "parking": "test_karma_parking_sends_back_to_parking",
    "place": "test_karma_place_sends_to_a_special_place",
    "take": "test_karma_take_money_from_a_player_of_ones_choice",
    "send_hospital": "test_karma_send_hospital_a_player_of_ones_choice",
    "robin": "test_karma_robin_the_richest_other_player_pays",
}


def test_every_karma_effect_has_its_test():
    """karma: « Elles peuvent faire gagner de l'argent, en faire perdre, déplacer un joueur,
    l'envoyer dans un lieu spécial ou changer la situation pendant la partie. » — every effect
    kind of the deck is played by a test."""
    board = gangs.GAMES["street"].board
    assert {card.effect for card in board.cards} == set(KARMA_EFFECTS)
    for name in KARMA_EFFECTS.values():
        assert callable(globals().get(name)), name


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
                names = [n.strip() for n in mark.args[0].split(",")] if isinstance(mark.args[0], str) \
                    else list(mark.args[0])
                values = [v.values if hasattr(v, "values") else v for v in mark.args[1]]
                values = [v if len(names) > 1 else (v,) for v in values]
                calls = [{**call, **dict(zip(names, v))} for call in calls for v in values]
        for kwargs in calls:
            yield name, (lambda test=test, kwargs=kwargs: test(**kwargs))


def test_every_rule_is_exercised():
    """Every key of the rule index is named by an event in one of these tests, or listed in
    EVENTLESS with the test that checks it through the state."""
    assert set(EVENTLESS) <= set(RULES)
    for key, name in EVENTLESS.items():
        assert callable(globals().get(name)), f"{key}: no test {name}"
    seen: set[str] = set()
    for _name, call in _cases():
        MATCHES.clear()
        call()
        for m in MATCHES:
            seen.update(event.rule for event in m.log)
    missing = set(RULES) - seen - set(EVENTLESS)
    assert not missing, f"rules exercised by no test: {sorted(missing)}"
    unknown = seen - set(RULES)
    assert not unknown, f"events name rules missing from the index: {sorted(unknown)}"
