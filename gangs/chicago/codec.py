"""The action code of Vengeance à Chicago (``gangs.kernel.codec``): its kinds of action and their arguments'
domains."""

from __future__ import annotations

from ..kernel.codec import Kind, Values, numbers
from .figures import FIGURES, figure_code


def action_kinds(state) -> list[Kind]:
    """Every kind of action of a match of Vengeance à Chicago, from its first position: the figures of the gangs
    in play (``orange.parrain``, ``orange.3``), a move of one die (1 to 6) or of both (2 to 12), the wheel's
    positions, the die."""
    figures = Values(figure_code(colour, gang * FIGURES + k) for gang, colour in enumerate(state.colours)
                     for k in range(FIGURES))
    return [
        Kind("roll"),
        Kind("spin"),
        Kind("pass"),
        Kind("move", figures, numbers(1, 12)),
        Kind("victim", figures),
        Kind("die", numbers(1, 6)),
        Kind("wheel", Values(range(state.board.positions))),
    ]
