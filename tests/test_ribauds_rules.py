"""One test per rule of Les Ribauds.

Each test is named for its rule, quotes the rulebook's sentence (or names the house rule key of
``gangs/ribauds/rules.py``), builds the exact situation with ``situation(...)`` and loads the cards drawn it
needs; nothing is left to random play. The map of the ``carre`` layout used throughout is drawn in
``ribauds_situations.py`` (square ``12 * row + col``; the Sergent starts on 66, the Roi on 77, the Prévôt on
78).
"""

from __future__ import annotations

import random

import pytest
from ribauds_situations import (
    GAME,
    MATCHES,
    figure_at,
    legal,
    legal_of,
    loot_of,
    new_match,
    play,
    purses_in_play,
    refused,
    rules,
    situation,
    targets,
    where,
)

from gangs import IllegalAction
from gangs.kernel.event import SPECTATOR
from gangs.kernel.tell import label
from gangs.ribauds.pending import Figure, Finish, Racket, Rob, Run, Setup
from gangs.ribauds.pieces import LOST, RESERVE
from gangs.ribauds.rules import RULES

GREY_PAVES = (1, 18, 45, 62, 86, 95, 127, 133)
"""The grey pavés of the ``carre`` layout."""


def square_box(centre: int, reach: int) -> set[int]:
    """The squares of the ``carre`` map at most ``reach`` steps (king's moves) from ``centre``, itself left out."""
    row, col = divmod(centre, 12)
    return {12 * r + c for r in range(row - reach, row + reach + 1) for c in range(col - reach, col + reach + 1)
            if 0 <= r < 12 and 0 <= c < 12} - {centre}


# ---------------------------------------------------------------------------------------------
# Setup, placing, the turn
# ---------------------------------------------------------------------------------------------

def test_setup_each_player_places_one_truand_on_an_edge_square():
    """setup: « Chaque joueur prend ses 3 pions truands. Puis chaque joueur en place un sur l'une des cases
    périphériques de son choix »"""
    m = new_match(2)
    state = m.state
    assert state.truands == [RESERVE] * 6 and state.pending == Setup(0) and m.to_move == 0
    edge = {s.id for s in state.layout.squares
            if (s.row in (0, 11) or s.col in (0, 11)) and s.kind != "habitation"}
    assert targets(m, "place") == edge and 3 not in edge and 24 not in edge       # habitations are no doors
    refused(m, "place 66", "place")                                               # not on the edge
    refused(m, "step 1 12", "setup")
    events = m.play("place 0")
    assert rules(events) == ["setup"] and m.state.pending == Finish(0, True)     # then he orders his hand
    assert m.play("end") == [] and m.state.pending == Setup(1) and m.to_move == 1
    assert "place 0" not in legal(m)                                              # a square with a truand
    events = m.play("place 143")
    assert rules(events) == ["setup"]
    m.play("end")
    assert where(m, "A1", "A2", "B1") == [0, RESERVE, 143]
    assert m.state.pending is None and m.to_move == 0 and m.state.turn == 1


def test_players_two_to_four():
    """players (house): « Les Ribauds se jouent de 2 à 4 joueurs, chacun sa bande de 3 truands. »"""
    assert (GAME.min_players, GAME.max_players) == (2, 4)
    m = new_match(4)
    assert len(m.state.truands) == 12 and [len(hand) for hand in m.state.hands] == [3, 3, 3, 3]
    for square in (0, 1, 2, 4):                           # 3 is a habitation
        play(m, f"place {square}", "end")
    assert m.state.truands[::3] == [0, 1, 2, 4] and m.to_move == 0


def test_board_every_layout_holds_16_purses_of_each_colour_and_the_three_figures():
    """board (house): « Les quartiers, les tuiles et la Seine sont ceux de board.toml, en trois dispositions. »"""
    for layout in ("carre", "seine", "faubourgs"):
        state = new_match(2, layout=layout).state
        assert purses_in_play(state) == [16, 16, 16]
        assert len(set(state.figures)) == 3


def test_turn_place_or_act_with_one_truand():
    """turn: « A son tour un joueur peut, soit placer un nouveau truand sur l'une des cases périphériques, soit
    faire la série d'actions suivantes »: the choices are placing, or one truand's take or step."""
    m = situation(at={"A1": 62, "A2": 66, "B1": 143})
    kinds = {action.kind for action in m.legal_actions()}
    assert kinds == {"place", "take", "step"}
    assert {a.notation for a in m.legal_actions() if a.kind == "take"} == {"take 1"}    # 66 is no pavé
    refused(m, "run 63", "turn")
    refused(m, "figure 42", "turn")


def test_place_a_new_truand_from_the_reserve_on_a_free_edge_square():
    """place: « placer un nouveau truand sur l'une des cases périphériques »"""
    m = situation(at={"A1": 66, "B1": 0})
    refused(m, "place 0", "place")                      # Bruno's truand stands there
    refused(m, "place 65", "place")                     # not on the edge
    events = m.play("place 1")
    assert rules(events) == ["place"] and where(m, "A1", "A2", "A3") == [66, 1, RESERVE]
    assert m.to_move == 1                                # no card to play: Bruno's turn
    full = situation(at={"A1": 66, "A2": 0, "A3": 11, "B1": 143})
    assert not targets(full, "place")                    # no truand left in the reserve


# ---------------------------------------------------------------------------------------------
# Taking, running, the path
# ---------------------------------------------------------------------------------------------

def test_take_a_purse_of_the_square_into_the_loot():
    """take: « prendre un des jetons, de la case occupée (on ne peut jouer qu'un seul des truands en place à son
    tour), et le met dans son escarcelle »"""
    m = situation(at={"A1": 1, "A2": 14, "B1": 143})
    assert legal_of(m, "take") == {"take 1", "take 2"}
    events = m.play("take 1")
    assert rules(events) == ["take"] and events[0].data == {"truand": 0, "colour": "grey", "purse": "grey", "square": 1}
    assert loot_of(m, "A") == (1, 0, 0) and m.state.purses[1] == 1 and m.state.purses[14] == 2
    assert m.state.pending == Run(0, 0, 4, "grey", ())
    refused(m, "take 2", "run")                           # one truand a turn: now truand 1 runs
    empty = situation(at={"A1": 1}, purses={1: 0})
    assert not legal_of(empty, "take")
    refused(empty, "take 1", "take")


@pytest.mark.parametrize("square, colour, steps", [(62, "grey", 4), (56, "violet", 3), (100, "brown", 2)])
def test_run_the_purse_colour_sets_the_distance(square, colour, steps):
    """run: « déplacer son truand du nombre de case correspondant au jeton volé [...] gris 4 cases, violet 3
    cases, marron 2 cases »"""
    m = situation(at={"A1": square})
    m.play("take 1")
    assert m.state.pending == Run(0, 0, steps, colour, ())
    row, col = divmod(square, 12)
    reached = {max(abs(t // 12 - row), abs(t % 12 - col)) for t in targets(m, "run")}
    assert max(reached) == steps                          # never further than the purse says
    far = min(t for t in targets(m, "run") if max(abs(t // 12 - row), abs(t % 12 - col)) == steps)
    events = m.play(f"run {far}")
    assert rules(events) == ["run"] and where(m, "A1") == [far]
    assert type(m.state.pending) is Figure


def test_no_purse_a_truand_moves_one_square():
    """no-purse: « le pion part d'une case sans prendre de jeton, il ne peut se déplacer que d'une case. »"""
    m = situation(at={"A1": 66, "B1": 143})
    assert legal_of(m, "step") == {f"step 1 {s}" for s in (53, 54, 55, 65, 67, 77, 78, 79)}
    assert not legal_of(m, "take")
    refused(m, "step 1 42", "no-purse")
    figures = list(m.state.figures)
    events = m.play("step 1 67")
    assert rules(events) == ["no-purse"] and where(m, "A1") == [67]
    assert m.state.figures == figures and m.to_move == 1          # no figure moves without a purse


def test_path_never_twice_through_a_square_the_start_included():
    """path: « Ces déplacements peuvent se faire orthogonalement et/ou diagonalement, mais ne peuvent repasser
    par aucune des cases empruntées, même celle de départ. » From the brown pavé 108 (row 9, column 0) a run of
    2 reaches, by hand: the four streets next to it and the habitation 97 (where it stops), then 84, 85, 98,
    110, 122, 132, 133, 134 two steps away; not 86 (only through the habitation 97), not the start 108."""
    m = situation(at={"A1": 108})
    m.play("take 1")
    assert targets(m, "run") == {96, 97, 109, 120, 121, 84, 85, 98, 110, 122, 132, 133, 134}
    refused(m, "run 108", "path")
    refused(m, "run 86", "path")
    # in the open, a run of 2 reaches every square 1 or 2 steps away but its start
    open_ = situation(at={"A1": 100})
    open_.play("take 1")
    assert targets(open_, "run") == square_box(100, 2) and 100 not in targets(open_, "run")


def test_habitation_a_runner_entering_one_stops_there():
    """habitation: « un truand qui emprunte une de ces cases si arrête obligatoirement, sans finir son
    déplacement »"""
    m = situation(at={"A1": 62})                          # grey: 4 squares, the habitation 51 is next door
    m.play("take 1")
    assert 51 in targets(m, "run")
    events = m.play("run 51")
    assert rules(events) == ["habitation"] and where(m, "A1") == [51]
    assert m.state.pending == Figure(0, "sergent")        # the figure still moves
    # squares only reachable through the habitation 97 are out of reach (see test_path...)
    corner = situation(at={"A1": 108})
    corner.play("take 1")
    assert 86 not in targets(corner, "run")


def test_leave_habitation_one_square_out():
    """leave-habitation: « Ces cases étant vides un joueur ne pourra en sortir qu'en se déplaçant d'une
    case. »"""
    m = situation(at={"A1": 51, "B1": 143})
    assert not legal_of(m, "take")
    assert legal_of(m, "step") == {f"step 1 {s}" for s in (38, 39, 40, 50, 52, 62, 63, 64)}
    refused(m, "take 1", "take")
    events = m.play("step 1 40")
    assert rules(events) == ["no-purse"] and where(m, "A1") == [40]


# ---------------------------------------------------------------------------------------------
# The figures
# ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("square, figure, moves", [
    (1, "sergent", {42, 53, 55, 64, 68, 77, 79, 90}),             # from 66, orthogonally
    (10, "roi", square_box(77, 2)),                               # from 77, both ways
    (14, "prevot", {52, 54, 56, 76, 80, 100, 102, 104}),          # from 78, diagonally
])
def test_figure_the_taken_purse_colour_moves_its_figure_two_squares(square, figure, moves):
    """figure: « déplacer le pion personnage, de la même couleur, de 2 cases, gris le Sergent orthogonalement,
    violet le Roi des truands orthogonalement ou diagonalement, marron le Prévôt diagonalement »"""
    m = situation(at={"A1": square, "B1": 143})
    m.play("take 1")
    m.play(f"run {min(targets(m, 'run'))}")
    assert m.state.pending == Figure(0, figure) and m.to_move == 0
    assert targets(m, "figure") == moves
    refused(m, f"figure {figure_at(m, figure)}", "figure")       # 2 squares, never back to the start
    there = min(moves)
    events = m.play(f"figure {there}")
    assert rules(events) == ["figure"] and figure_at(m, figure) == there
    assert m.to_move == 1                                          # nobody there: the turn is over


def test_figure_habitation_a_figure_walks_through_habitations():
    """figure-habitation: « un personnage, lui se déplace toujours de 2 cases même si la 1ère empruntée est une
    habitation ». From 66 the Sergent reaches 42 only through the habitation 54."""
    m = situation(at={"A1": 1, "B1": 143})
    m.play("take 1")
    m.play("run 0")
    assert 42 in targets(m, "figure") and 54 not in targets(m, "figure")
    events = m.play("figure 42")
    assert rules(events) == ["figure"] and figure_at(m, "sergent") == 42


@pytest.mark.parametrize("square, figure, start, home", [(1, "sergent", 52, 54), (14, "prevot", 78, 76)])
def test_refuge_the_sergent_and_the_prevot_do_nothing_in_a_habitation(square, figure, start, home):
    """refuge: « les cases habitations peuvent leur servir de refuge contre le Prévôt et le Sergent qui y perdent
    leur action même si ils y rejoignent un truand »"""
    m = situation(at={"A1": square, "B1": home}, figures={figure: start}, loot={"B": (1, 1, 1)})
    m.play("take 1")
    m.play(f"run {min(targets(m, 'run'))}")
    events = m.play(f"figure {home}")
    assert rules(events) == ["figure", "refuge"]
    assert where(m, "B1") == [home] and m.state.out == [0, 0] and m.state.must_place == [0, 0]
    assert not m.is_over and m.to_move == 1


def test_refuge_the_roi_still_rackets_in_a_habitation():
    """refuge: « le Roi, lui, y conserve son action »"""
    m = situation(at={"A1": 10, "B1": 76}, loot={"B": (3, 0, 0)})
    m.play("take 1")
    m.play(f"run {min(targets(m, 'run'))}")
    events = m.play("figure 76")
    assert rules(events) == ["figure", "roi"]
    assert loot_of(m, "B") == (1, 0, 0) and m.state.spent == [2, 0, 0]     # worth 8, 4 a grey purse


# ---------------------------------------------------------------------------------------------
# Thefts
# ---------------------------------------------------------------------------------------------

def test_theft_stopping_on_an_enemy_robs_a_purse_and_runs_on():
    """theft: « le pion arrive sur une case occupée par un pion adverse, il vole un des jetons à ce joueur et
    repart immédiatement du nombre de cases correspondant au jeton volé. »"""
    m = situation(at={"A1": 100, "B1": 102}, loot={"B": (0, 1, 0)})
    m.play("take 1")
    assert m.state.ecus == [2, 2]
    m.play("run 102")
    assert m.state.pending == Rob(0, 0, (1,), "brown", ()) and legal(m) == {"rob 2 violet"}
    refused(m, "rob 2 brown", "theft")                   # Bruno has no brown purse
    events = m.play("rob 2 violet")
    assert rules(events) == ["theft"] and events[0].data == {"truand": 0, "victim": 1, "colour": "violet",
                                                                   "purse": "violet"}
    assert loot_of(m, "A") == (0, 1, 1) and loot_of(m, "B") == (0, 0, 0)
    assert m.state.pending == Run(0, 0, 3, "brown", (1,))          # runs on 3 (violet)
    assert targets(m, "run") <= square_box(102, 3)
    m.play("run 105")
    assert m.state.pending == Figure(0, "prevot")                  # the figure of the purse taken first


def test_theft_not_from_a_truand_without_loot():
    """theft: « il vole un des jetons à ce joueur »: a truand with nothing to lose is not robbed."""
    m = situation(at={"A1": 100, "B1": 102})
    m.play("take 1")
    events = m.play("run 102")
    assert rules(events) == ["run"] and m.state.pending == Figure(0, "prevot")


def test_chain_thefts_in_one_turn_on_different_players_only():
    """chain: « on peut enchaîner plusieurs vols dans le même tour, mais sur des joueurs différents... »"""
    m = situation(3, at={"A1": 100, "B1": 102, "B2": 92, "C1": 104},
                  loot={"B": (2, 0, 0), "C": (0, 1, 0)})
    play(m, "take 1", "run 102")
    events = m.play("rob 2 grey")
    assert rules(events) == ["theft"] and m.state.pending.steps == 4
    m.play("run 104")                                      # 102 -> 103 -> 92 -> 93 -> 104
    assert m.state.pending == Rob(0, 0, (2,), "brown", (1,))
    events = m.play("rob 3 violet")
    assert rules(events) == ["chain"] and m.state.ecus == [4, 2, 2]
    assert m.state.pending == Run(0, 0, 3, "brown", (1, 2))
    events = m.play("run 92")                              # Bruno's truand 2: robbed already this turn
    assert rules(events) == ["run"] and m.state.pending == Figure(0, "prevot")
    assert loot_of(m, "A") == (1, 1, 1) and loot_of(m, "B") == (1, 0, 0) and loot_of(m, "C") == (0, 0, 0)


def test_chain_two_players_on_one_square_the_thief_chooses_whom_to_rob():
    """theft: with two enemies on the square the thief chooses his victim and the purse."""
    m = situation(3, at={"A1": 100, "B1": 102, "C1": 102}, loot={"B": (1, 0, 0), "C": (0, 0, 1)})
    play(m, "take 1", "run 102")
    assert legal(m) == {"rob 2 grey", "rob 3 brown"}
    m.play("rob 3 brown")
    assert m.state.pending == Run(0, 0, 2, "brown", (2,))


def test_no_theft_at_home_no_theft_in_a_habitation():
    """no-theft-at-home: « Enfin aucun vol, entre truands, ne peut être commis sur une habitation. »"""
    m = situation(at={"A1": 100, "B1": 114}, loot={"B": (1, 0, 0)})
    m.play("take 1")
    events = m.play("run 114")
    assert rules(events) == ["habitation", "no-theft-at-home"]
    assert loot_of(m, "B") == (1, 0, 0) and m.state.pending == Figure(0, "prevot") and m.state.ecus == [2, 2]


# ---------------------------------------------------------------------------------------------
# What the figures do
# ---------------------------------------------------------------------------------------------

def test_sergent_takes_a_truand_away_and_its_owners_next_turn_is_a_placement():
    """sergent: « le pion "Sergent" arrive sur une case occupée par un pion, ce dernier est retiré du jeu. au
    tour suivant, son propriétaire placera un nouveau pion sur une case périphérique et attendra le tour
    suivant pour reprendre le jeu. »"""
    m = situation(at={"A1": 1, "B1": 42, "B2": 143}, hands={"B": ["aumone"]})
    play(m, "take 1", "run 0")
    events = m.play("figure 42")
    assert rules(events) == ["figure", "sergent"]
    assert where(m, "B1", "B2", "B3") == [LOST, 143, RESERVE] and m.state.must_place == [0, 1]
    assert m.to_move == 1
    assert {a.kind for a in m.legal_actions()} == {"place"}
    refused(m, "step 2 142", "sergent")
    refused(m, "take 2", "sergent")
    refused(m, "card aumone", "sergent")
    events = m.play("place 11")
    assert rules(events) == ["sergent"] and where(m, "B3") == [11]
    assert m.state.must_place == [0, 0] and m.to_move == 0 and m.state.turn == 2    # the turn is over


def test_last_truand_taken_by_the_sergent_ends_the_game_at_once():
    """last-truand: « Le dernier truand d'un joueur est pris par le Sergent, la partie s'arrête
    immédiatement. »"""
    m = situation(at={"A1": 1, "B1": 42, "B2": "lost", "B3": "lost"}, loot={"B": (0, 0, 3)})
    play(m, "take 1", "run 0")
    events = m.play("figure 42")
    assert rules(events) == ["figure", "sergent", "last-truand", "score"]
    assert m.is_over and m.legal_actions() == []
    assert m.state.scores() == [4 + 5, 6 - 15] and m.state.winners_ == (0,)


@pytest.mark.parametrize("held, choices", [
    ((1, 1, 1), {"pay 1 1 0", "pay 1 0 1"}),               # worth 9: 7 or 6, no purse could be kept back
    ((2, 2, 0), {"pay 0 2 0", "pay 1 1 0", "pay 2 0 0"}),  # worth 14: 6, 7 or 8
])
def test_roi_the_payer_chooses_a_handful_worth_six_or_more(held, choices):
    """roi: « le pion "Roi des truands" arrive sur une case occupée par un pion, son propriétaire doit se
    défausser de un ou plusieurs jetons butin d'une valeur égale ou supérieure à 6 » (grey 4, violet 3,
    brown 2): the payer chooses among the handfuls from which no purse could be kept back."""
    m = situation(at={"A1": 10, "B1": 79}, loot={"B": held})
    m.play("take 1")
    m.play(f"run {min(targets(m, 'run'))}")
    events = m.play("figure 79")
    assert rules(events) == ["figure"] and m.state.pending == Racket(0, (1,)) and m.to_move == 1
    assert legal(m) == choices
    refused(m, f"pay {' '.join(map(str, held))}", "roi")        # more than needed
    refused(m, "step 1 78", "roi")
    pick = sorted(choices)[0]
    events = m.play(pick)
    given = tuple(int(n) for n in pick.split()[1:])
    assert rules(events) == ["roi"] and events[0].data == {"player": 1, "counts": given, "purses": given}
    assert loot_of(m, "B") == tuple(h - g for h, g in zip(held, given)) and m.state.spent == list(given)
    assert m.to_move == 1 and m.state.current == 1                # Alice's turn ended: Bruno's


@pytest.mark.parametrize("held, given", [((0, 1, 1), (0, 1, 1)), ((0, 0, 0), (0, 0, 0)), ((4, 0, 0), (2, 0, 0)),
                                         ((0, 0, 2), (0, 0, 2))])
def test_roi_without_a_choice_the_racket_is_settled_at_once(held, given):
    """roi: « si un joueur n'a pas assez, il donne tout ce qu'il a sans autre pénalité. » (worth 5: all of it;
    nothing: nothing; 4 grey: 2 of them; 2 brown: both)."""
    m = situation(at={"A1": 10, "B1": 79}, loot={"B": held})
    m.play("take 1")
    m.play(f"run {min(targets(m, 'run'))}")
    events = m.play("figure 79")
    assert rules(events) == ["figure", "roi"] and events[1].data == {"player": 1, "counts": given,
                                                                      "purses": given}
    assert loot_of(m, "B") == tuple(h - g for h, g in zip(held, given))
    assert where(m, "B1") == [79] and m.to_move == 1


def test_roi_rackets_every_band_on_its_square_in_turn():
    """roi: each truand's owner on the Roi's square pays (the racketer himself included)."""
    m = situation(3, at={"A1": 10, "B1": 79, "C1": 79}, loot={"B": (1, 1, 1), "C": (0, 0, 1)})
    m.play("take 1")
    m.play(f"run {min(targets(m, 'run'))}")
    m.play("figure 79")
    assert m.state.pending == Racket(0, (1, 2)) and m.to_move == 1
    events = m.play("pay 1 0 1")
    assert rules(events) == ["roi", "roi"]
    assert loot_of(m, "B") == (0, 1, 0) and loot_of(m, "C") == (0, 0, 0) and m.state.spent == [1, 0, 2]


def test_prevot_eliminates_the_player_and_ends_the_game():
    """prevot / prevot-end: « le pion "Prévôt" arrive sur une case occupée par un pion, la partie est terminé
    pour ce joueur qui est éliminé » and « le Prévôt prend un truand d'un joueur, la partie s'arrête
    immédiatement, ce dernier est éliminé, seuls les autres truands comptent leur butin. »"""
    m = situation(3, at={"A1": 14, "B1": 102, "B2": 11, "C1": 143}, loot={"B": (0, 0, 5), "C": (1, 0, 0)})
    play(m, "take 1", "run 0")
    events = m.play("figure 102")
    assert rules(events) == ["figure", "prevot-end", "score"]
    assert m.state.out == [0, 1, 0] and m.is_over and m.legal_actions() == []
    assert m.state.scores() == [2 + 5, 0, 4 + 5]          # Bruno, richest, is out of the count
    assert m.state.winners_ == (2,) and m.state.returns() == [0.0, 0.0, 1.0]


def test_prevot_catching_every_band_at_once_nobody_wins():
    """prevot-all (house rule): the Prévôt stopping where both players' truands stand (a thief stopped on a
    truand with nothing to steal) puts both out, and nobody wins."""
    m = situation(at={"A1": 100, "B1": 102})
    play(m, "take 1", "run 102")                            # Bruno has no loot: no theft, both on 102
    events = m.play("figure 102")
    assert rules(events) == ["figure", "prevot-end", "prevot-end", "prevot-all"]
    assert m.is_over and m.legal_actions() == []
    assert m.winners == [] and m.state.out == [1, 1] and m.state.returns() == [0.0, 0.0]


# ---------------------------------------------------------------------------------------------
# The end of the game
# ---------------------------------------------------------------------------------------------

def test_last_purse_of_a_colour_the_thief_s_turn_is_played_out():
    """last-purse: « La dernière bourse d'une des 3 couleurs est volée, on fini le tour en cours. »: « tour » is
    the thief's turn (as in « A son tour », « au tour suivant »): he finishes it (figure, card, hand) and the
    game ends, whoever plays after him."""
    others = {square: 0 for square in GREY_PAVES if square != 1}
    m = situation(at={"A1": 1, "B1": 143}, purses={**others, 1: 1}, hands={"A": ["aumone", "cavale"]})
    events = m.play("take 1")
    assert rules(events) == ["take", "last-purse"] and m.state.last_round
    play(m, "run 0", "figure 42")
    assert not m.is_over and m.state.pending == Finish(0)   # Alice's turn goes on: a card, her hand
    events = m.play("end 2 1")
    assert rules(events) == ["last-purse", "score"] and m.is_over and m.state.hands[0] == ["cavale", "aumone"]
    late = situation(at={"A1": 66, "B1": 1}, purses={**others, 1: 1}, current="B")
    play(late, "take 1", "run 0")
    events = late.play("figure 42")
    assert rules(events) == ["figure", "last-purse", "score"] and late.is_over


@pytest.mark.parametrize("ecus, winners", [((2, 2), (0, 1)), ((3, 2), (0,)), ((2, 5), (1,))])
def test_score_loot_plus_five_a_truand_on_the_board_minus_five_a_truand_lost_ties_by_ecus(ecus, winners):
    """score: « Chaque truand compte alors son butin, + 5 pts par truand présent sur le plateau, - 5 pts pour
    chaque truand perdu. Le joueur le plus riche remporte la partie, en cas d'égalité, c'est celui qui possède
    le plus d'écus. » (goal: « Être le truand le plus riche à la fin de la partie »)"""
    m = situation(at={"A1": 66, "A2": 0, "A3": "lost", "B1": 143}, loot={"A": (1, 1, 1), "B": (1, 1, 2)},
                  ecus={"A": ecus[0], "B": ecus[1]}, current="B", max_turns=1)
    events = m.play("step 1 142")
    assert rules(events) == ["no-purse", "stopped-game", "score"]
    assert m.state.scores() == [9 + 10 - 5, 11 + 5] and events[-1].data["scores"] == [14.0, 16.0]
    assert m.state.winners_ == (1,)
    tie = situation(at={"A1": 66, "B1": 143}, loot={"A": (1, 1, 1), "B": (0, 1, 1)},
                    ecus={"A": ecus[0], "B": ecus[1]}, current="B", max_turns=1)
    events = tie.play("step 1 142")
    assert tie.state.scores() == [14, 10] and tie.state.winners_ == (0,)
    level = situation(at={"A1": 66, "B1": 143}, loot={"A": (1, 1, 0), "B": (0, 0, 0)}, purses={},
                      ecus={"A": ecus[0], "B": ecus[1]}, current="B", max_turns=1)
    level.state.loot[3:6] = [1, 1, 0]
    events = level.play("step 1 142")
    assert level.state.scores() == [12, 12] and level.state.winners_ == winners
    assert events[-1].data["winners"] == winners
    win = events[-1]
    if len(winners) == 2:
        assert win.text == "Alice and Bruno win with 12 points." and win.told(1) == "Alice and you win with 12 points."
        level.speak("fr")
        assert win.told(1) == "Alice et vous gagnez avec 12 points."
    else:
        assert win.told(winners[0]) == "You win with 12 points." and win.told(1 - winners[0]).endswith(" wins with "
                                                                                                       "12 points.")


def test_loot_value_grey_4_violet_3_brown_2():
    """loot-value (house): « Une bourse vaut le nombre imprimé à côté de sa couleur : « gris 4 cases, violet 3
    cases, marron 2 cases » ; grise 4 points de butin, violette 3, marron 2. »"""
    m = situation(at={"A1": 66}, loot={"A": (1, 0, 0), "B": (0, 2, 3)})
    assert m.state.loot_points(0) == 4 and m.state.loot_points(1) == 12
    assert m.state.loot_points(1, count=True) == 5
    assert m.state.tables()["Purses left"][1][0][4] == 4


def test_ecus_two_to_start_and_one_a_theft():
    """ecus (house): « Chaque joueur commence avec 2 écus et en gagne 1 à chaque vol commis sur un autre
    truand. »"""
    assert new_match(3).state.ecus == [2, 2, 2]
    m = situation(at={"A1": 100, "B1": 102}, loot={"B": (1, 0, 0)})
    play(m, "take 1", "run 102")
    events = m.play("rob 2 grey")
    assert rules(events) == ["theft"] and m.state.ecus == [3, 2]


def test_stopped_game_after_max_turns_rounds():
    """stopped-game (house): « Après max_turns tours, la partie s'arrête et l'on compte le butin. »"""
    m = situation(at={"A1": 66, "B1": 143}, max_turns=2)
    play(m, "step 1 67", "step 1 142")
    assert not m.is_over and m.state.turn == 2
    m.play("step 1 66")
    events = m.play("step 1 143")
    assert rules(events) == ["no-purse", "stopped-game", "score"] and m.is_over


# ---------------------------------------------------------------------------------------------
# The cards
# ---------------------------------------------------------------------------------------------

def test_card_deck_23_cards_three_secret_cards_a_hand():
    """card-deck (house): « Le paquet compte 23 cartes de 10 sortes (board.toml) ; chaque joueur en reçoit 3 au
    début, secrètes ; on les joue avant ou après l'action du tour. »"""
    m = new_match(3)
    state = m.state
    assert sum(card.count for card in state.board.cards) == 23 and len(state.board.cards) == 10
    assert [len(hand) for hand in state.hands] == [3, 3, 3] and sum(state.deck) == 23 - 9
    assert [e.rule for e in m.log] == ["cards"] * 18 and state.pending == Setup(0)


def test_cards_one_a_turn_priced_by_its_place_in_the_hand_and_replaced_by_a_draw():
    """cards: « jouer une de ses 3 cartes action à tout moment de son tour, la 1ère, de sa main ne coûte rien,
    la 2ème 1 écu, la 3ème 2 écus, piocher une nouvelle carte si une jouée »: one card a turn, whose price is its
    place in the hand (an ordered row), and a draw to replace it."""
    m = situation(at={"A1": 66, "B1": 143}, hands={"A": ["cavale", "aumone", "roi"]})
    deck = sum(m.state.deck)
    labels = {a.notation: label(m.state, a) for a in m.legal_actions() if a.kind == "card"}
    assert "(place 1, free)" in labels["card 1 cavale 1 67"] and "(place 2, 1 écu)" in labels["card 2 aumone"]
    assert "(place 3, 2 écus)" in labels["card 3 roi 79"]
    m.force("draw planque")
    events = m.play("card aumone")
    assert rules(events) == ["cards"] * 4 and events[0].data == {"card": "aumone", "price": 1, "player": 0, "n": 1}
    assert m.state.ecus[0] == 2 - 1 + 2 and m.state.hands[0] == ["cavale", "roi", "planque"]
    assert sum(m.state.deck) == deck - 1 and m.state.pending is None and m.state.played == 1
    assert not legal_of(m, "card") and not legal_of(m, "place")       # one card a turn, and it was the series
    refused(m, "card cavale 1 67", "cards")
    m.play("step 1 67")
    assert m.state.pending == Finish(0) and not legal_of(m, "card")
    m.play("end")
    assert m.to_move == 1 and m.state.played == 0


def test_cards_of_two_copies_the_cheaper_is_played():
    """cards: « la 1ère, de sa main ne coûte rien »: with a Cavale in places 1 and 3, the free one is played."""
    m = situation(at={"A1": 66, "B1": 143}, ecus={"A": 0}, hands={"A": ["cavale", "roi", "cavale"]})
    m.force("draw aumone")
    events = m.play("card cavale 1 67")
    assert events[0].data["price"] == 0 and m.state.hands[0] == ["roi", "cavale", "aumone"]


def test_cards_one_that_cannot_be_paid_for_is_refused():
    """cards: « la 2ème 1 écu, la 3ème 2 écus »: with no écu, only the card in place 1 can be played."""
    m = situation(at={"A1": 66, "B1": 143}, ecus={"A": 0}, hands={"A": ["cavale", "aumone", "roi"]})
    assert {a.args[1] for a in m.legal_actions() if a.kind == "card"} == {"cavale"}
    error = refused(m, "card aumone", "cards")
    assert "place 2" in error.reason and "1 écu" in error.reason


def test_cards_a_hand_none_of_whose_cards_can_be_played_is_still_asked():
    """cards: « jouer une de ses 3 cartes action à tout moment de son tour »; the hand is secret, so a player
    with a card is asked after his action even when it cannot be played here (a Coupe-bourse with no rival
    near): only ``end`` is offered, and a turn that ended at once would have told everyone."""
    m = situation(at={"A1": 66, "B1": 143}, hands={"A": ["coupe-bourse"]})
    m.play("step 1 67")
    assert m.state.pending == Finish(0) and legal(m) == {"end"}
    assert m.play("end") == [] and m.to_move == 1


def test_cards_one_not_in_the_hand_is_refused():
    """cards: only the cards of one's hand are played."""
    m = situation(at={"A1": 66, "B1": 143}, hands={"A": ["cavale"]})
    error = refused(m, "card aumone", "cards")
    assert "not a card of your hand" in error.told(0)
    error = refused(m, "card cavale 1 42", "card-deck")      # in hand, but out of the card's reach
    assert "square 42 is not next to your truand 1" in error.told(0)


def test_cards_after_the_action_then_end_the_turn():
    """cards: the card may be played after the turn's action (« à tout moment de son tour »), then the player
    ends his turn."""
    m = situation(at={"A1": 66, "B1": 143}, hands={"A": ["aumone", "roi"]})
    m.play("step 1 67")
    assert m.state.pending == Finish(0) and {"card 1 aumone", "card 2 roi 79", "end", "end 2 1"} <= legal(m)
    m.force("draw cavale")
    events = m.play("card aumone")
    assert rules(events) == ["cards"] * 4 and m.state.pending == Finish(0) and legal(m) == {"end", "end 2 1"}
    refused(m, "step 1 66", "hand")
    assert m.play("end") == [] and m.to_move == 1
    single = situation(at={"A1": 66, "B1": 143}, hands={"A": ["aumone"]})
    single.play("step 1 67")
    single.force("draw cavale")
    single.play("card aumone")                               # one card left, and played: nothing more to decide
    assert single.to_move == 1


def test_cards_none_in_a_turn_spent_placing_a_truand():
    """cards / hand: « réorganiser sa main (même si l'on a choisi de juste placer un truand) »: a placement
    leaves only the last step, reordering the hand: no card before it (a card makes the turn the series of
    actions with a truand in Paris) nor after it."""
    m = situation(at={"A1": 66, "B1": 143}, hands={"A": ["aumone", "cavale"]})
    m.force("draw roi")
    m.play("card aumone")
    refused(m, "place 0", "turn")                            # a card played: no placement this turn
    fresh = situation(at={"A1": 66, "B1": 143}, hands={"A": ["aumone", "cavale"]})
    fresh.play("place 0")
    assert fresh.state.pending == Finish(0) and legal(fresh) == {"end", "end 2 1"}
    error = refused(fresh, "card aumone", "cards")
    assert "placing" in error.reason
    fresh.play("end 2 1")
    assert fresh.state.hands[0] == ["cavale", "aumone"] and fresh.to_move == 1


def test_hand_reordered_at_the_end_of_the_turn_in_secret():
    """hand: « réorganiser sa main »: ending his turn a player keeps his row (``end``) or puts it in any order
    (``end 3 1 2``: the cards of places 3, 1, 2), which sets the price of each card next turn; nobody else reads
    the order: no event, and the others' observations are the same whatever it is."""
    m = situation(at={"A1": 66, "B1": 143}, hands={"A": ["aumone", "cavale", "roi"], "B": ["sergent"]})
    m.play("step 1 67")
    assert legal(m) >= {"end", "end 1 3 2", "end 2 1 3", "end 2 3 1", "end 3 1 2", "end 3 2 1"}
    twin = m.state.clone()
    assert m.play("end 3 1 2") == [] and m.state.hands[0] == ["roi", "aumone", "cavale"]
    twin._apply(next(a for a in twin.legal_actions() if a.notation == "end"))
    assert twin.observation(1) == m.state.observation(1) and twin.observation(0) != m.state.observation(0)
    assert m.state.sheet(0, 1)["cards"] == "3 cards in hand" and m.state.sheet(0, 0)["cards"].startswith("Faveur")
    m.play("step 1 142")
    m.play("end")
    places = {a.args[1]: a.args[0] for a in m.legal_actions() if a.kind == "card"}
    assert places["roi"] == 1 and places["aumone"] == 2             # Faveur du Roi free, Aumône 1 écu
    same = situation(hands={"A": ["cavale", "cavale"]}, at={"A1": 66, "B1": 143})
    same.play("step 1 67")
    assert legal(same) == {"card 1 cavale 1 " + str(n) for n in same.state.layout.neighbours(67)} | {"end"}


def test_hand_the_dealt_hand_is_ordered_after_the_first_placement():
    """hand: the dealt hand is a row the player orders too, once his first truand is placed (house reading:
    the setup's placement ends like a placing turn, « même si l'on a choisi de juste placer un truand »)."""
    m = new_match(2, seed=3)
    dealt = list(m.state.hands[0])
    m.play("place 0")
    assert m.state.pending == Finish(0, True) and len(legal(m)) == len(set(__import__("itertools").permutations(dealt)))
    m.play("end 3 2 1")
    assert m.state.hands[0] == dealt[::-1] and m.state.pending == Setup(1)


def test_hand_an_old_end_with_a_bad_order_is_refused():
    """hand: an order must name each place of the hand once."""
    m = situation(at={"A1": 66, "B1": 143}, hands={"A": ["aumone", "cavale"]})
    m.play("step 1 67")
    refused(m, "end 1 1", "hand")
    refused(m, "end 3 1 2", "hand")


def test_take_one_truand_a_turn_cards_move_the_truand_that_plays():
    """take: « (on ne peut jouer qu'un seul des truands en place à son tour) »: Cavale, Planque and Échange
    move the truand that plays this turn; played before the action, the card's truand is the one that acts."""
    m = situation(at={"A1": 66, "A2": 100, "B1": 143}, hands={"A": ["cavale"]})
    m.force("draw aumone")
    m.play("card cavale 1 67")
    assert {a.args[0] for a in m.legal_actions() if a.kind in ("take", "step")} == {1}
    error = refused(m, "take 2", "take")
    assert "truand 1" in error.reason
    after = situation(at={"A1": 66, "A2": 100, "B1": 143}, hands={"A": ["cavale"]})
    after.play("take 2")
    after.play(f"run {min(targets(after, 'run'))}")
    after.play(f"figure {min(targets(after, 'figure'))}")
    assert {a.args[2] for a in after.legal_actions() if a.kind == "card"} == {2}   # truand 2 played


def test_card_cavale_one_step_without_robbing():
    """cards (cavale): « Un de vos truands fait un pas, dans n'importe quelle direction (sans voler
    personne). »"""
    m = situation(at={"A1": 66, "B1": 67}, loot={"B": (1, 0, 0)}, hands={"A": ["cavale"]})
    m.force("draw aumone")
    events = m.play("card cavale 1 67")
    assert rules(events) == ["cards"] * 4 and where(m, "A1") == [67] and loot_of(m, "B") == (1, 0, 0)
    assert m.state.pending is None and m.to_move == 0        # the turn's action is still to come


def test_card_planque_into_a_habitation_two_steps_away_at_most():
    """cards (planque): « Un de vos truands se glisse dans une habitation à 2 pas au plus. »"""
    m = situation(at={"A1": 66}, hands={"A": ["planque"]})
    assert legal_of(m, "card") == {f"card 1 planque 1 {s}" for s in (41, 54, 76, 91)}
    m.force("draw aumone")
    m.play("card planque 1 91")
    assert where(m, "A1") == [91]


def test_card_pied_de_biche_a_purse_next_door_and_no_figure_moves():
    """cards (pied-de-biche): « Prenez une bourse sur un pavé voisin d'un de vos truands (aucun personnage ne
    bouge). »"""
    m = situation(at={"A1": 63}, hands={"A": ["pied-de-biche"]})
    assert legal_of(m, "card") == {"card 1 pied-de-biche 62"}
    figures = list(m.state.figures)
    m.force("draw aumone")
    events = m.play("card pied-de-biche 62")
    assert rules(events) == ["cards"] * 4 and events[1].data == {"colour": "grey", "square": 62, "player": 0,
                                                                   "purse": "grey", "number": 62}
    assert loot_of(m, "A") == (1, 0, 0) and m.state.purses[62] == 1 and m.state.figures == figures
    assert where(m, "A1") == [63] and m.state.pending is None


def test_card_coupe_bourse_an_ecu_from_a_truand_alongside():
    """cards (coupe-bourse): « Prenez 1 écu à un joueur dont un truand est sur la case d'un des vôtres ou à
    côté. »"""
    m = situation(3, at={"A1": 66, "B1": 67, "C1": 143}, hands={"A": ["coupe-bourse"]})
    assert legal_of(m, "card") == {"card 1 coupe-bourse 2"}    # Claire is far away
    m.force("draw aumone")
    m.play("card coupe-bourse 2")
    assert m.state.ecus == [3, 1, 2]
    broke = situation(at={"A1": 66, "B1": 66}, ecus={"B": 0}, hands={"A": ["coupe-bourse"]})
    assert not legal_of(broke, "card")


def test_card_sergent_sends_the_sergent_who_acts_where_he_stops():
    """cards (sergent): « Déplacez le Sergent de 2 cases (orthogonalement); il agit où il s'arrête. »"""
    m = situation(at={"A1": 0, "B1": 42, "B2": 143}, hands={"A": ["sergent"]})
    assert targets(m, "card") == {42, 53, 55, 64, 68, 77, 79, 90}
    m.force("draw aumone")
    events = m.play("card sergent 42")
    assert rules(events) == ["cards", "figure", "sergent", "cards", "cards"]
    assert where(m, "B1") == [LOST] and m.state.must_place == [0, 1]
    assert m.state.pending is None and m.to_move == 0        # Alice's action is still to come


def test_card_roi_sends_the_roi_who_rackets_then_the_turn_goes_on():
    """cards (roi): « Déplacez le Roi des truands de 2 cases; il agit où il s'arrête. »"""
    m = situation(at={"A1": 0, "B1": 79}, loot={"B": (1, 1, 1)}, hands={"A": ["roi"]})
    m.force("draw aumone")
    events = m.play("card roi 79")
    assert rules(events) == ["cards", "figure"] and m.state.pending == Racket(0, (1,), True) and m.to_move == 1
    events = m.play("pay 1 0 1")
    assert rules(events) == ["roi", "cards", "cards"] and loot_of(m, "B") == (0, 1, 0)
    assert m.state.pending is None and m.to_move == 0 and m.state.hands[0] == ["aumone"]


def test_card_prevot_denounces_a_truand_and_the_game_ends():
    """cards (prevot): « Déplacez le Prévôt de 2 cases (en diagonale); il agit où il s'arrête. »"""
    m = situation(at={"A1": 0, "B1": 100}, hands={"A": ["prevot"]})
    assert targets(m, "card") == {52, 54, 56, 76, 80, 100, 102, 104}
    events = m.play("card prevot 100")
    assert rules(events) == ["cards", "figure", "prevot-end", "score"]
    assert m.is_over and m.state.winners_ == (0,)


def test_card_aumone_two_ecus():
    """cards (aumone): « Recevez 2 écus. »"""
    m = situation(at={"A1": 0}, hands={"A": ["aumone"]})
    m.force("draw cavale")
    m.play("card aumone")
    assert m.state.ecus == [4, 2]


def test_card_echange_swaps_places_with_an_enemy_alongside():
    """cards (echange): « Un de vos truands change de place avec un truand adverse voisin. »"""
    m = situation(at={"A1": 66, "A2": 67, "B1": 78}, hands={"A": ["echange"]})
    assert legal_of(m, "card") == {"card 1 echange 1 78", "card 1 echange 2 78"}
    m.force("draw cavale")
    events = m.play("card echange 1 78")
    assert rules(events)[0:2] == ["cards", "cards"] and events[1].data == {"truand": 0, "other": 3}
    assert where(m, "A1", "A2", "B1") == [78, 67, 66]


def test_card_cour_des_miracles_a_lost_truand_back_in_the_reserve():
    """cards (cour-des-miracles): « Un de vos truands pris par le Sergent revient dans votre réserve. »"""
    m = situation(at={"A1": 66, "A2": "lost", "A3": 0}, hands={"A": ["cour-des-miracles"]})
    assert not targets(m, "place")
    m.force("draw cavale")
    m.play("card cour-des-miracles")
    assert where(m, "A2") == [RESERVE] and not targets(m, "place")     # a card played: no placement this turn
    play(m, "step 1 67", "place 143")
    assert targets(m, "place")
    nothing_lost = situation(at={"A1": 66}, hands={"A": ["cour-des-miracles"]})
    assert not legal_of(nothing_lost, "card")


def test_cards_the_discard_is_reshuffled_when_the_deck_runs_out():
    """cards: « piocher une nouvelle carte si une jouée », from the discard shuffled when the deck is empty."""
    m = situation(at={"A1": 66}, hands={"A": ["aumone"]})
    m.state.discard, m.state.deck = list(m.state.deck), [0] * len(m.state.deck)
    total = sum(m.state.discard) + 1
    m.force("draw aumone")
    events = m.play("card aumone")
    assert [e.kind for e in events] == ["card", "alms", "reshuffle", "draw", "drawn"]
    assert sum(m.state.deck) == total - 1 and m.state.discard == [0] * 10 and m.state.hands[0] == ["aumone"]


# ---------------------------------------------------------------------------------------------
# Hidden information
# ---------------------------------------------------------------------------------------------

def test_hidden_other_hands_and_the_deck_are_not_observed():
    """card-deck: the hands are secret: a player's observation shows his own cards, the others' and the
    deck's counts only; the card drawn is told to its drawer alone, and that he drew to the others."""
    m = new_match(3, seed=4)
    state = m.state
    seen = state.observation(1)
    assert seen["hands"] == [3, state.hands[1], 3] and seen["deck"] == sum(state.deck) == 23 - 9
    assert "cavale" not in repr({k: v for k, v in seen.items() if k != "hands"})
    for event in m.log:
        if event.kind == "drawn":
            assert event.readers == (event.data["player"],)
            assert event.readable_by(event.data["player"]) and not event.readable_by(1 - event.data["player"] % 2)
        elif event.kind == "draw":
            drawer = event.data["player"]
            assert event.readers == tuple(q for q in range(3) if q != drawer) and "card" not in event.data
            assert event.readable_by(None) and not event.readable_by(drawer)
        else:
            assert event.readers is None and "card" not in event.data


def test_hidden_a_card_drawn_is_worded_for_its_drawer_alone():
    """card-deck: a seat's log (the events it may read, worded for it) names the cards it drew, in the second
    person, and no card another seat drew; the spectator's names none; the teacher reads every draw."""
    m = new_match(3, seed=4)
    names = m.state.board.card_names
    drawn = [e for e in m.log if e.kind == "drawn"]
    assert len(drawn) == 9
    for viewer in (0, 1, 2, SPECTATOR):
        told = [e.told(viewer) for e in m.log if e.readable_by(viewer, 3)]
        mine = [e for e in drawn if e.player == viewer]
        assert [t for t in told if t.startswith("You draw ") and t != "You draw a card."] == [
            f"You draw {names[e.data['card']]}." for e in mine]
        assert not [t for t in told if " draws " in t and t != f"{t.split(' draws ')[0]} draws a card."]
        assert told.count("Alice draws a card.") == (3 if viewer in (1, 2, SPECTATOR) else 0)
    assert [e.text for e in drawn][:3] == [f"Alice draws {names[e.data['card']]}." for e in drawn[:3]]


def test_hidden_resample_keeps_what_the_player_sees():
    """card-deck: ``resample(p, rng)`` deals the cards p cannot see again; p's observation is unchanged."""
    m = situation(3, at={"A1": 66, "B1": 0, "C1": 143}, hands={"A": ["cavale", "prevot", "roi"],
                                                               "B": ["aumone", "echange", "planque"],
                                                               "C": ["sergent", "sergent", "cour-des-miracles"]})
    m.state.discard[0], m.state.deck[0] = 1, m.state.deck[0] - 1
    rng = random.Random(1)
    dealt = set()
    for _ in range(20):
        twin = m.state.resample(0, rng)
        assert twin.observation(0) == m.state.observation(0)
        assert sorted(twin.hands[1] + twin.hands[2] + [k for k, n in zip(twin.board.card_keys, twin.deck)
                                                        for _ in range(n)]) == \
            sorted(m.state.hands[1] + m.state.hands[2] + [k for k, n in zip(m.state.board.card_keys, m.state.deck)
                                                          for _ in range(n)])
        dealt.add(tuple(sorted(twin.hands[1])))
    assert len(dealt) > 1                                    # the unseen cards are really dealt again
    assert m.state.hands[1] == ["aumone", "echange", "planque"]


# ---------------------------------------------------------------------------------------------
# Every rule is exercised
# ---------------------------------------------------------------------------------------------

CHECKED_BY_STATE = {
    "goal": "test_score_loot_plus_five_a_truand_on_the_board_minus_five_a_truand_lost_ties_by_ecus",
    "players": "test_players_two_to_four",
    "board": "test_board_every_layout_holds_16_purses_of_each_colour_and_the_three_figures",
    "card-deck": "test_card_deck_23_cards_three_secret_cards_a_hand",
    "leave-habitation": "test_leave_habitation_one_square_out",
    "figure-habitation": "test_figure_habitation_a_figure_walks_through_habitations",
    "path": "test_path_never_twice_through_a_square_the_start_included",
    "loot-value": "test_loot_value_grey_4_violet_3_brown_2",
    "ecus": "test_ecus_two_to_start_and_one_a_theft",
    "prevot": "test_prevot_eliminates_the_player_and_ends_the_game",
}
"""Rules no event names: each is checked through the state by its test."""

KERNEL_RULES = {"notation", "legal-actions", "game-over", "chance"}


def test_lenient_a_card_is_named_without_its_place():
    """lenient: « Option reading="lenient" : les règles de 24a9e53 [...] jusqu'à trois cartes par tour, payées selon
    le nombre déjà jouées et nommées sans place »: a card named by a place is refused by that rule, the card named
    alone is played, free as the first of the turn (``tests/test_ribauds_lenient.py`` has the others)."""
    m = situation(at={"A1": 42, "B1": 143}, hands={"A": ["aumone"]}, reading="lenient")
    refused(m, "card 1 aumone", "lenient")
    m.force("draw cavale")
    assert rules(play(m, "card aumone"))[0] == "cards" and m.state.ecus == [4, 2]


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
