"""The hand as an ordered row: « réorganiser sa main », the last step of every turn, folded into ending it.

A player's hand (``state.hands[p]``) is a row of at most 3 cards: the card in place 1 costs nothing, place 2
1 écu, place 3 2 écus (``cards.COSTS``). Ending his turn, he keeps the row (``end``) or puts it in a new order
(``end 3 1 2``: the cards of places 3, 1 and 2, in that order): at most 6 actions, one per distinct order. The
order is as secret as the hand: the others read nothing of it (no event, no count).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import permutations

from ..kernel import Action


@lru_cache(maxsize=None)
def orders(size: int) -> tuple[tuple[int, ...], ...]:
    """Every new order of a row of ``size`` cards as the old places (1-based), the row as it is first."""
    return tuple(tuple(i + 1 for i in order) for order in permutations(range(size)))


def end_plays(hand: list[str]) -> list[Action]:
    """The ways of ending a turn with ``hand``: keeping it (``end``), or each order that gives a different row
    (two copies of a card make some orders the same). Made once per hand, then shared (the caller copies the
    list before adding to it)."""
    return _end_plays(tuple(hand))


@lru_cache(maxsize=None)
def _end_plays(hand: tuple[str, ...]) -> list[Action]:
    seen: set[tuple[str, ...]] = set()
    found = []
    for order in orders(len(hand)):
        row = tuple(hand[i - 1] for i in order)
        if row not in seen:
            seen.add(row)
            found.append(Action("end") if list(order) == sorted(order) else Action("end", *order))
    return found


def reordered(hand: list[str], order: tuple[int, ...]) -> list[str]:
    """``hand`` put in ``order`` (old places, 1-based)."""
    return [hand[i - 1] for i in order]
