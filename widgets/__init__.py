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
``notebooks/play.ipynb``). ``RemoteTable``: a seat of a room on a table server (``gangs.net``), shown only what
the server sends it. ``LessonTable``: a lesson (``gangs.lesson``) played in the Table, the learner finding the
moves it asks for.
"""

from __future__ import annotations

import importlib
from typing import Any

_MODULES = {"BoardView": ".board_view", "EventLog": ".event_log", "LessonTable": ".lesson", "Lobby": ".lobby",
            "OptionControls": ".options",
            "PlayerSheets": ".player_sheets", "RecordInspector": ".inspector", "RemoteTable": ".remote",
            "ScenarioPanel": ".scenario",
            "SvgCopy": ".svg_copy", "Table": ".table"}

__all__ = ["BoardView", "EventLog", "LessonTable", "Lobby", "OptionControls", "PlayerSheets", "RecordInspector",
           "RemoteTable", "ScenarioPanel", "SvgCopy", "Table"]


def __getattr__(name: str) -> Any:
    """The widgets, each imported when first read: ``import widgets.table.session`` (or ``widgets.seating``, plain
    Python) then imports no widget library."""
    if name not in _MODULES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(_MODULES[name], __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_MODULES))
