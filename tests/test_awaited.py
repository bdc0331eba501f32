"""What a position waits for (``State.awaited``: facts, no words) in words (``gangs.kernel.tell.awaited``), for each
kind of pending decision of each game, in English and French: the deciding player reads it said to him (« you »),
a spectator and the teacher with the player's name."""

from __future__ import annotations

import pytest
from reference_game import Bump, ReferenceState
from reference_game import match as race

import gangs
from gangs.chicago.pending import Move, Rolling, Spin, Spinning, Victim
from gangs.kernel import SPECTATOR, State
from gangs.kernel.lang import language
from gangs.kernel.tell import Said, awaited
from gangs.ribauds.pending import Drawing, Figure, Finish, Racket, Rob, Run, Setup
from gangs.supergang.decisions import CopMove

NAMES = ["Alice", "Bruno", "Chloé"]


def _match(game: str, **options):
    return gangs.new(game, players=NAMES, seed=1, **options)


def _read(state, reader: int | None) -> tuple[str, str]:
    """The sentence for ``reader`` in English and in French."""
    english = awaited(state, reader)
    with language("fr"):
        return english, awaited(state, reader)


def _at(game: str, **fields):
    """The start of a seeded match of ``game`` with these fields of its state set (a pending decision, a phase...)."""
    state = _match(game).state
    for name, value in fields.items():
        setattr(state, name, value)
    return state


def _ribauds(pending, **changes):
    return _at("ribauds", pending=pending, **changes)


RIBAUDS = [
    (lambda: _ribauds(None), 0, ("Alice: choose an action", "Alice : choisissez une action"),
     ("You: choose an action", "Vous : choisissez une action")),
    (lambda: _ribauds(None, must_place=[True, False, False]), 0,
     ("Alice: place a new truand on an edge square", "Alice : placez un nouveau truand sur une case périphérique"),
     ("You: place a new truand on an edge square", "Vous : placez un nouveau truand sur une case périphérique")),
    (lambda: _ribauds(Setup(1)), 1, ("Bruno: place a first truand on an edge square",
                                     "Bruno : placez un premier truand sur une case périphérique"),
     ("You: place a first truand on an edge square", "Vous : placez un premier truand sur une case périphérique")),
    (lambda: _ribauds(Run(0, 1, 3, "grey", ())), 0,
     ("Alice: run 3 squares with truand 2 (grey purse)", "Alice : faites courir le truand 2 de 3 cases (bourse grise)"),
     ("You: run 3 squares with truand 2 (grey purse)", "Vous : faites courir le truand 2 de 3 cases (bourse grise)")),
    (lambda: _ribauds(Run(0, 0, 1, "", ())), 0,
     ("Alice: run 1 square with truand 1", "Alice : faites courir le truand 1 de 1 case"),
     ("You: run 1 square with truand 1", "Vous : faites courir le truand 1 de 1 case")),
    (lambda: _ribauds(Rob(0, 0, (1, 2), "grey", ())), 0,
     ("Alice: rob a purse from Bruno or Chloé", "Alice : volez une bourse à Bruno ou Chloé"),
     ("You: rob a purse from Bruno or Chloé", "Vous : volez une bourse à Bruno ou Chloé")),
    (lambda: _ribauds(Figure(1, "prevot")), 1,
     ("Bruno: move the Prévôt 2 squares", "Bruno : déplacez le Prévôt de 2 cases"),
     ("You: move the Prévôt 2 squares", "Vous : déplacez le Prévôt de 2 cases")),
    (lambda: _ribauds(Racket(0, (2,))), 2,
     ("Chloé gives the Roi purses worth 6", "Chloé donne au Roi des bourses valant 6"),
     ("You give the Roi purses worth 6", "Vous donnez au Roi des bourses valant 6")),
    (lambda: _ribauds(Drawing(0, 2, "")), 0, ("Alice draws 2 cards…", "Alice pioche 2 cartes…"),
     ("You draw 2 cards…", "Vous piochez 2 cartes…")),
    (lambda: _ribauds(Finish(0, setup=True)), 0,
     ("Alice: put the dealt hand in order", "Alice : rangez la main distribuée"),
     ("You: put the dealt hand in order", "Vous : rangez la main distribuée")),
    (lambda: _ribauds(Finish(0), played=0, window=""), 0,
     ("Alice: play a card, or put the hand in order and end the turn",
      "Alice : jouez une carte, ou rangez la main et finissez le tour"),
     ("You: play a card, or put the hand in order and end the turn",
      "Vous : jouez une carte, ou rangez la main et finissez le tour")),
    (lambda: _ribauds(Finish(0), played=1), 0,
     ("Alice: put the hand in order and end the turn", "Alice : rangez la main et finissez le tour"),
     ("You: put the hand in order and end the turn", "Vous : rangez la main et finissez le tour")),
    (lambda: _ribauds(None, winners_=(1,)), 1, ("Winner: Bruno!", "Gagnant : Bruno !"),
     ("You win!", "Vous gagnez !")),
    (lambda: _ribauds(None, winners_=(0, 1)), 1, ("Winners: Alice and Bruno!", "Gagnants : Alice et Bruno !"),
     ("Winners: Alice and you!", "Gagnants : Alice et vous !")),
]


def _chicago(pending, **changes):
    return _at("chicago", pending=pending, **changes)


CHICAGO = [
    (lambda: _chicago(None), 0, ("Orange (Alice): roll the dice", "Orange (Alice) : lancez les dés"),
     ("Orange (you): roll the dice", "Orange (vous) : lancez les dés")),
    (lambda: _chicago(Rolling(1, None, False)), 1, ("The dice roll for Blue (Bruno)…",
                                                     "Les dés roulent pour Bleu (Bruno)…"),
     ("The dice roll for Blue (you)…", "Les dés roulent pour Bleu (vous)…")),
    (lambda: _chicago(Spin(1)), 1, ("Blue (Bruno): spin the wheel", "Bleu (Bruno) : faites tourner la roue"),
     ("Blue (you): spin the wheel", "Bleu (vous) : faites tourner la roue")),
    (lambda: _chicago(Spinning(1)), 1, ("The wheel turns…", "La roue tourne…"),
     ("The wheel turns…", "La roue tourne…")),
    (lambda: _chicago(Victim(2, 0, 14, (19, 20), ())), 2,
     ("Yellow (Chloé): choose the victim", "Jaune (Chloé) : choisissez la victime"),
     ("Yellow (you): choose the victim", "Jaune (vous) : choisissez la victime")),
    (lambda: _chicago(Move(0, (3, 5), True, (), False, False)), 0,
     ("Orange (Alice): move a figure (dice 3 and 5)", "Orange (Alice) : avancez un truand (dés 3 et 5)"),
     ("Orange (you): move a figure (dice 3 and 5)", "Orange (vous) : avancez un truand (dés 3 et 5)")),
    (lambda: _chicago(Move(0, (5,), False, (1,), False, False)), 0,
     ("Orange (Alice): move another figure (5)", "Orange (Alice) : avancez un autre truand (5)"),
     ("Orange (you): move another figure (5)", "Orange (vous) : avancez un autre truand (5)")),
    (lambda: _chicago(Move(0, (4,), False, (), False, True)), 0,
     ("Orange (Alice): move a figure (extra die 4)", "Orange (Alice) : avancez un truand (dé en plus : 4)"),
     ("Orange (you): move a figure (extra die 4)", "Orange (vous) : avancez un truand (dé en plus : 4)")),
    (lambda: _chicago(None, winners_=(2,)), 2, ("Winner: Chloé!", "Gagnant : Chloé !"),
     ("You win!", "Vous gagnez !")),
]


def _street(phase: str, pending=None, **changes):
    return _at("street", phase=phase, pending=pending, **changes)


STREET = [
    (lambda: _street("turn"), 0, ("Alice: roll the die", "À Alice : lancer le dé"),
     ("You: roll the die", "À vous : lancer le dé")),
    (lambda: _street("momo"), 0, ("Alice: buy a card?", "À Alice : acheter une carte ?"),
     ("You: buy a card?", "À vous : acheter une carte ?")),
    (lambda: _street("draw"), 0, ("A Karma card is drawn…", "Une carte Karma est piochée…"),
     ("A Karma card is drawn…", "Une carte Karma est piochée…")),
    (lambda: _street("turn", result=(1,), boss=1), 1, ("Boss of La Street: Bruno!", "Boss de La Street : Bruno !"),
     ("Boss of La Street: you!", "Boss de La Street : vous !")),
    (lambda: _street("turn", result=(0, 2)), 2, ("Game stopped, the richest wins: Alice and Chloé.",
                                                 "Partie arrêtée, le plus riche gagne : Alice et Chloé."),
     ("Game stopped, the richest wins: Alice and you.", "Partie arrêtée, le plus riche gagne : Alice et vous.")),
]


def _supergang(pending=None, **changes):
    state = _match("supergang").state
    if pending is not None:
        state.pending = pending
    for name, value in changes.items():
        setattr(state, name, value)
    return state


SUPERGANG = [
    (lambda: _supergang(), 0, ("Alice: roll the dice", "Alice : lancer les dés"),
     ("You: roll the dice", "Vous : lancer les dés")),
    (lambda: _supergang(CopMove(0, 1)), 0, ("Alice: move cop pair 2", "Alice : déplacer la paire de flics 2"),
     ("You: move cop pair 2", "Vous : déplacer la paire de flics 2")),
    (lambda: _supergang(result=(1,)), 1, ("Winner: Bruno!", "Gagnant : Bruno !"),
     ("Winner: you!", "Gagnant : vous !")),
    (lambda: _supergang(result=()), 1, ("Game over: nobody wins.", "Partie finie : personne ne gagne."),
     ("Game over: nobody wins.", "Partie finie : personne ne gagne.")),
]


@pytest.mark.parametrize("make, decider, others, mine", RIBAUDS + CHICAGO + STREET + SUPERGANG)
def test_what_is_awaited_reads_for_the_deciding_player_and_for_another(make, decider, others, mine):
    state = make()
    assert _read(state, decider) == mine
    assert _read(state, SPECTATOR) == others
    assert _read(state, None) == others


def test_what_is_awaited_is_facts_with_the_deciding_player():
    """The state holds no words: a message and its facts, the one who decides the fact ``player``."""
    said = _ribauds(Figure(1, "prevot")).awaited()
    assert said == Said("{player}: move {figure} 2 squares", {"player": 1, "figure": "prevot"})


class _Silent(ReferenceState):
    """The race's position without its own ``awaited``: the kernel's default."""

    __slots__ = ()
    awaited = State.awaited


def test_the_kernels_default_says_whose_decision_it_is_and_who_won():
    """A game that says nothing of its decisions reads the kernel's words: whose decision, the winners."""
    state = race(players=2).state
    state.__class__ = _Silent
    assert (awaited(state, 1), awaited(state, 0)) == ("P1 to play", "Your turn")
    with language("fr"):
        assert (awaited(state, 1), awaited(state, 0)) == ("À P1 de jouer", "À vous de jouer")
    state.winners_ = (1,)
    assert (awaited(state, 0), awaited(state, 1)) == ("Winner: P2!", "You win!")
    with language("fr"):
        assert awaited(state, 0) == "Gagnant : P2 !"


def test_the_reference_race_says_its_decisions():
    state = race(players=2).state
    assert awaited(state, 0) == "P1: roll the die"
    state.pending = Bump(1, 0, False)
    assert awaited(state, None) == "P2: bumped by P1, step back or miss a turn?"


def test_another_player_reads_the_deciding_players_name():
    state = _ribauds(Figure(1, "prevot"))
    assert _read(state, 0) == ("Bruno: move the Prévôt 2 squares", "Bruno : déplacez le Prévôt de 2 cases")
    assert _read(_chicago(Spin(1)), 2) == ("Blue (Bruno): spin the wheel", "Bleu (Bruno) : faites tourner la roue")
