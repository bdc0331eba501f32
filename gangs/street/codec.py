"""The action code of La Street (``gangs.kernel.codec``): its kinds of action and their arguments' domains."""

from __future__ import annotations

from ..kernel.codec import Kind, Values, numbers
from .common import GIFT_AMOUNTS

WORDS = ("roll", "end", "stop", "agree", "decline", "pass", "lawyer", "denounce", "heist", "silent", "pay",
         "buyback", "refuse")
"""The actions of one word: whose Avocat, whose heist or whom the Balance denounces is the state's to say. ``end``
keeps its code, though it is never legal any more (the turn ends by itself), so that the codes of every other action
stay as they were."""


def action_kinds(state) -> list[Kind]:
    """Every kind of action of a match of La Street, from its first position: the squares, houses and Karma
    cards of its board, its players, the gift amounts offered as buttons (an amount typed freely has no code),
    the die."""
    board, players = state.board, Values(range(len(state.names)))
    return [
        *(Kind(word) for word in WORDS),
        Kind("buy", Values(("terrain", "karma"))),
        Kind("buy", Values(("house",)), Values(sorted(board.house_squares))),
        Kind("give", players, Values(GIFT_AMOUNTS)),
        Kind("free", players),
        Kind("target", players),
        Kind("exit", Values(square.id for square in board.squares)),
        Kind("draw", Values(card.key for card in board.cards)),
        Kind("die", numbers(1, 6)),
    ]
