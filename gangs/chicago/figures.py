"""How a position numbers the figures, and how the notation and the scene name them (always the same, in no
language: the words are ``tell.py``'s)."""

from __future__ import annotations

FIGURES = 9
"""A gang's figures: the parrain (figure 0) and eight hommes de main (figures 1 to 8)."""
PARRAIN = 0
HQ, DEAD, GONE = -1, -2, -3
"""Where a figure is when it is not on a ring square: in its HQ, liquidated (it may be recruited
again), or gone for good (a parrain whose gang was wiped out)."""


def gang_of(figure: int) -> int:
    """The gang a figure belongs to."""
    return figure // FIGURES


def is_parrain(figure: int) -> bool:
    """Whether a figure is its gang's parrain."""
    return figure % FIGURES == PARRAIN


def figure_code(colour: str, figure: int) -> str:
    """A figure in the notation: ``orange.parrain``, ``orange.3``."""
    k = figure % FIGURES
    return f"{colour}.parrain" if k == PARRAIN else f"{colour}.{k}"


def figure_id(colour: str, figure: int) -> str:
    """The id of a figure's shape in the scene: ``fig-orange-p``, ``fig-orange-3``."""
    k = figure % FIGURES
    return f"fig-{colour}-p" if k == PARRAIN else f"fig-{colour}-{k}"
