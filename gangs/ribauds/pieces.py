"""The pieces of Les Ribauds as the notation and the scene name them: the truands of each band, where a truand
is when off the map, the purse colours and the figures (no words: ``tell.py`` words them)."""

from __future__ import annotations

TRUANDS = 3
"""« Chaque joueur prend ses 3 pions truands. » Truand ``t`` of player ``p`` is index ``3p + t`` (t = 0, 1, 2;
numbered 1 to 3 in the notation)."""
RESERVE, LOST = -1, -2
"""Where a truand is when not on a square: in his player's reserve (not yet placed), or lost (taken away by
the Sergent)."""
COLOURS = ("grey", "violet", "brown")
"""The purse colours, in the order of the ``loot`` counts (as the notation writes them)."""
FIGURES = ("sergent", "roi", "prevot")
"""The figures, in the order of ``state.figures``."""


def truand_id(player: int, number: int) -> str:
    """The id of a truand's shape in the scene: ``truand-0-1`` (player 0's truand 1)."""
    return f"truand-{player}-{number}"
