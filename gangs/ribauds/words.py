"""How the table names things in Les Ribauds: truands, figures, purses, squares."""

from __future__ import annotations

from .board import Layout

TRUANDS = 3
"""« Chaque joueur prend ses 3 pions truands. » Truand ``t`` of player ``p`` is index ``3p + t`` (t = 0, 1, 2;
numbered 1 to 3 in the notation)."""
RESERVE, LOST = -1, -2
"""Where a truand is when not on a square: in his player's reserve (not yet placed), or lost (taken away by
the Sergent)."""
COLOURS = ("grey", "violet", "brown")
"""The purse colours, in the order of the ``loot`` counts."""
COLOUR_WORDS = {"grey": "grey", "violet": "violet", "brown": "brown"}
FIGURES = ("sergent", "roi", "prevot")
"""The figures, in the order of ``state.figures``."""
FIGURE_WORDS = {"sergent": "the Sergent", "roi": "the Roi des truands", "prevot": "the Prévôt"}


def truand_id(player: int, number: int) -> str:
    """The id of a truand's shape in the scene: ``truand-0-1`` (player 0's truand 1)."""
    return f"truand-{player}-{number}"


def square_words(layout: Layout, square: int) -> str:
    """A square in words: ``square 14 (pavé, 2 grey purses)`` is too long; ``square 14`` with its kind."""
    kind = layout.squares[square].kind
    return f"square {square}" + ("" if kind in ("street", "pave", "tile") else f" ({kind})")
