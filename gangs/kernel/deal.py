"""Hidden cards dealt again: what a computer player imagines of the hands and the pile it cannot see."""

from __future__ import annotations

import random
from typing import Mapping, Sequence


def deal_unseen(hands: Sequence[Sequence[str]], pile: Sequence[int], keys: Sequence[str], player: int,
                rng: random.Random, known: Mapping[int, Sequence[str]] | None = None
                ) -> tuple[list[list[str]], list[int]]:
    """The hands and the pile (``pile[i]`` cards of ``keys[i]``) dealt again at random from every card ``player``
    cannot see: the other hands and the pile, each hand keeping its size; his own hand is kept. ``known``: cards
    a player is known by everyone to hold (he keeps them, and the rest of his hand is dealt). The unseen cards are
    put in order before the shuffle, so the deal depends only on what ``player`` may know and on ``rng``."""
    unseen = [key for key, n in zip(keys, pile) for _copy in range(n)]
    for p, hand in enumerate(hands):
        if p != player:
            unseen += hand
    unseen.sort()
    rng.shuffle(unseen)
    dealt = [list(hand) for hand in hands]
    for p, hand in enumerate(hands):
        if p != player:
            held = list((known or {}).get(p, ()))
            for card in held:
                unseen.remove(card)
            take = len(hand) - len(held)
            dealt[p], unseen = held + unseen[:take], unseen[take:]
    return dealt, [unseen.count(key) for key in keys]
