"""La Street: a race along the street, legal or not, from Parking — Départ to La Street — Arrivée."""

from .board import Board, load_board
from .game import StreetGame
from .rules import RULES
from .state import StreetState

__all__ = ["Board", "RULES", "StreetGame", "StreetState", "load_board"]
