"""Vengeance à Chicago: godfathers, henchmen, hostages and the sniper wheel."""

from .game import ChicagoGame
from .rules import RULES
from .state import ChicagoState

__all__ = ["ChicagoGame", "ChicagoState", "RULES"]
