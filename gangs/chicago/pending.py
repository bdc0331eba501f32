"""What a position waits for: one named record per kind of wait (``state.pending`` holds one, or None
at the start of a gang's turn, when its player rolls)."""

from __future__ import annotations

from typing import NamedTuple


class Rolling(NamedTuple):
    """Chance: a die is rolling for ``gang``. ``first``: the first die's face when this is the second
    die, else None; ``bonus``: the one extra die after a double."""

    gang: int
    first: int | None
    bonus: bool


class Move(NamedTuple):
    """``gang``'s player moves figures with ``dice`` (the faces still to play). ``total``: one henchman
    may still take their sum; ``moved``: the figures already moved on this roll; ``double``: the roll
    was a double (one more die comes after); ``bonus``: this is that extra die. ``offers``: the
    (figure, steps) moves allowed, worked out once when the decision opens (``State.open_move``);
    ``rolled``: the dice as they were rolled (the parrain may pass his HQ only if none was exact)."""

    gang: int
    dice: tuple[int, ...]
    total: bool
    moved: tuple[int, ...]
    double: bool
    bonus: bool
    offers: tuple[tuple[int, int], ...] = ()
    rolled: tuple[int, ...] = ()


class Spin(NamedTuple):
    """``gang`` stopped on a Tir square and hired the snipers: its player spins the wheel."""

    gang: int


class Spinning(NamedTuple):
    """Chance: the wheel hired by ``gang`` is turning."""

    gang: int


class Victim(NamedTuple):
    """The snipers hired by ``gang`` named ``square``, where several henchmen of ``player``'s family
    stand: ``player`` chooses which of ``candidates`` dies. ``later``: the named squares still to settle."""

    player: int
    gang: int
    square: int
    candidates: tuple[int, ...]
    later: tuple[int, ...]


RECORDS = (Rolling, Move, Spin, Spinning, Victim)
"""Every record a position's ``pending`` or ``resume`` may hold."""
