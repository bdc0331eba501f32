"""Super Gang: the city war of killers, vamps and traffickers, cops, shops, dart duels and criminal records."""

from .game import SuperGangGame
from .rules import RULES
from .state import SuperGangState

__all__ = ["RULES", "SuperGangGame", "SuperGangState"]
