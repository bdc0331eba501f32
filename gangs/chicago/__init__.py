"""Vengeance à Chicago: godfathers, henchmen, hostages and the sniper wheel.

How a position numbers its figures, for code that reads ``ChicagoState.at``: gang ``g``'s figures are ``g * FIGURES``
(the parrain) to ``g * FIGURES + FIGURES - 1`` (his henchmen); a figure's square is a number of the ring, or ``HQ``
(in his headquarters), ``DEAD`` (in the cemetery) or ``GONE`` (out of the game).
"""

from .figures import DEAD, FIGURES, GONE, HQ
from .game import ChicagoGame
from .rules import RULES
from .state import ChicagoState

__all__ = ["ChicagoGame", "ChicagoState", "DEAD", "FIGURES", "GONE", "HQ", "RULES"]
