"""What a position of Les Ribauds waits for: one named record per kind of wait (None: the player to move
chooses his turn's action)."""

from __future__ import annotations

from typing import NamedTuple


class Setup(NamedTuple):
    """Before the first turn: ``player`` places his first truand on an edge square."""

    player: int


class Run(NamedTuple):
    """``player``'s ``truand`` moves ``steps`` squares (it took a ``colour`` purse at the start of the turn, ""
    for none: that colour's figure moves after); ``robbed``: the players robbed so far this turn."""

    player: int
    truand: int
    steps: int
    colour: str
    robbed: tuple[int, ...]


class Rob(NamedTuple):
    """``player``'s ``truand`` stopped on enemy truands of ``victims``: he chooses whom to rob and which purse."""

    player: int
    truand: int
    victims: tuple[int, ...]
    colour: str
    robbed: tuple[int, ...]


class Figure(NamedTuple):
    """``player`` moves ``figure`` (sergent, roi, prevot) 2 squares; ``card``: a card sent it (the turn goes on
    where the card was played)."""

    player: int
    figure: str
    card: bool = False


class Drawing(NamedTuple):
    """Chance: ``player`` draws ``left`` cards (a chance node each: ``draw K``); ``then``: what comes after:
    "setup" (the deal before the game), "before" or "after" (back to the turn, before or after its action)."""

    player: int
    left: int
    then: str


class Finish(NamedTuple):
    """``player``'s action is done: he may play a card (if he has not), and ends his turn (``end``, or ``end 2 1
    3`` to reorder his hand); ``setup``: he has just placed his first truand, before the first turn."""

    player: int
    setup: bool = False


class Racket(NamedTuple):
    """The Roi stopped on truands of ``victims``: ``victims[0]`` chooses the purses he gives up (worth 6 or
    more); ``player`` is the one whose turn it is."""

    player: int
    victims: tuple[int, ...]
    card: bool = False

    @property
    def payer(self) -> int:
        """Who decides now."""
        return self.victims[0]


RECORDS = (Setup, Run, Rob, Figure, Racket, Drawing, Finish)
"""Every record a position's ``pending`` may hold."""
