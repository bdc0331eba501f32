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
from ..kernel.lang import translator

_ = translator("ribauds")


@lru_cache(maxsize=None)
def orders(size: int) -> tuple[tuple[int, ...], ...]:
    """Every new order of a row of ``size`` cards as the old places (1-based), the row as it is first."""
    return tuple(tuple(i + 1 for i in order) for order in permutations(range(size)))


@lru_cache(maxsize=None)
def end_play(hand: tuple[str, ...], names: tuple[tuple[str, str], ...], order: tuple[int, ...], lang: str) -> Action:
    """Ending the turn with the row ``hand`` put in ``order`` (old places); ``names``: the cards' names by key;
    ``lang``: the language in force. ``end`` alone keeps the row."""
    named = dict(names)
    row = ", ".join(named[hand[i - 1]] for i in order)
    if list(order) == sorted(order):
        return Action("end", label=_("End your turn, hand kept: {cards}").format(cards=row) if row
                      else _("End your turn"))
    return Action("end", *order, label=_("End your turn, hand put in order: {cards}").format(cards=row))


_ENDS: dict[tuple, tuple[dict[str, str], list[Action]]] = {}
"""The ways of ending a turn, by hand, language and card names (kept with the names they were made from)."""


def end_plays(hand: list[str], names: dict[str, str], lang: str) -> list[Action]:
    """The ways of ending a turn with ``hand``: keeping it, or each order that gives a different row (two copies
    of a card make some orders the same); ``names``: the cards' names by key. Made once per hand, language and
    board, then shared (the caller copies the list before adding to it)."""
    key = (tuple(hand), lang, id(names))
    found = _ENDS.get(key)
    if found is None or found[0] is not names:
        found = _ENDS[key] = (names, _end_plays(key[0], names, lang))
    return found[1]


def _end_plays(key: tuple[str, ...], names: dict[str, str], lang: str) -> list[Action]:
    named = tuple(sorted(names.items()))
    seen: set[tuple[str, ...]] = set()
    found = []
    for order in orders(len(key)):
        row = tuple(key[i - 1] for i in order)
        if row not in seen:
            seen.add(row)
            found.append(end_play(key, named, order, lang))
    return found


def reordered(hand: list[str], order: tuple[int, ...]) -> list[str]:
    """``hand`` put in ``order`` (old places, 1-based)."""
    return [hand[i - 1] for i in order]

