"""The notebook layer: widgets that show and drive a ``gangs`` match. They know no game rules and
no game by name: everything they draw comes from ``Game.scene(state)``.

So far: ``BoardView``, the board of a match as SVG, redrawn on demand; ``Table``, a match to play
on an ipycanvas board (legal actions as buttons and clickable places, Step / End turn /
Auto-play / Undo / Redo, a replay slider, seats, the event log). ``widgets.canvas`` holds the
canvas writer and the hit test, pure functions of a canvas-like object. ``RecordInspector``: every
player's sheet and every criminal record; ``ScenarioPanel``: save, load, rerun from a decision.
``Table.follow(inspector, panel)`` keeps them in step with the table.
"""

from .board_view import BoardView
from .inspector import RecordInspector
from .scenario import ScenarioPanel
from .table import Table

__all__ = ["BoardView", "RecordInspector", "ScenarioPanel", "Table"]
