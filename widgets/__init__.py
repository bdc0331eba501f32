"""The notebook layer: widgets that show and drive a ``gangs`` match. They know no game rules and
no game by name: everything they draw comes from ``Game.scene(state)``, every table from
``State.tables()``, every option from ``Game.options``.

So far: ``BoardView``, the board of a match as SVG, redrawn on demand; ``Table``, a match to play
on an ipycanvas board (legal actions as buttons and clickable places outlined on hover, Step /
End turn / Auto-play / Undo / Redo, a replay slider, seats, loaded dice, the event log, an SVG
copy). ``widgets.canvas`` holds the canvas writer, pure functions of a canvas-like object (the
shapes' geometry and hit test are in ``gangs.render``). Three small anywidgets, each with its
``.js`` and ``.css`` beside it: ``EventLog`` (the log, newest turn first, each line naming its
rule), ``SvgCopy`` (the board as SVG, saved with the notebook) and ``PlayerSheets`` (a card per
player). ``RecordInspector``: every player's sheet and every table of the state;
``ScenarioPanel``: save, load, rerun from a decision. ``Table.follow(inspector, panel)`` keeps
them in step with the table. ``Lobby``: pick a game, its options (an ``OptionControls``: a control
per declared option), players and seats, and play it with all three (the app of
``notebooks/play.ipynb``).
"""

from .board_view import BoardView
from .event_log import EventLog
from .inspector import RecordInspector
from .lobby import Lobby
from .options import OptionControls
from .player_sheets import PlayerSheets
from .scenario import ScenarioPanel
from .svg_copy import SvgCopy
from .table import Table

__all__ = ["BoardView", "EventLog", "Lobby", "OptionControls", "PlayerSheets", "RecordInspector", "ScenarioPanel",
           "SvgCopy", "Table"]
