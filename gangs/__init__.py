"""gangs: four French gangster board games, playable, teachable and analysable.

>>> import gangs
>>> m = gangs.new("street", players=3, seed=7)
>>> m.run().is_over
True
"""

from __future__ import annotations

from .chicago import ChicagoGame
from .kernel import (
    CHANCE,
    SPECTATOR,
    Action,
    Event,
    Game,
    IllegalAction,
    Match,
    Option,
    Record,
    RecordError,
    Rule,
    State,
    replay,
)
from .kernel.registry import GAMES, load, new, register
from .ribauds import RibaudsGame
from .street import StreetGame
from .supergang import SuperGangGame
from .views import view

__version__ = "0.1.0"

for _game in (SuperGangGame(), StreetGame(), ChicagoGame(), RibaudsGame()):
    register(_game)
del _game

__all__ = ["Action", "CHANCE", "Event", "GAMES", "Game", "IllegalAction", "Match", "Option", "Record",
           "RecordError", "Rule", "SPECTATOR", "State", "load", "new", "register", "replay", "view"]
