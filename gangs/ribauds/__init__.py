"""Les Ribauds: the thieves of medieval Paris, their purses, the Sergent, the Roi des truands and the Prévôt."""

from .game import RibaudsGame
from .rules import RULES
from .state import RibaudsState

__all__ = ["RibaudsGame", "RibaudsState", "RULES"]
