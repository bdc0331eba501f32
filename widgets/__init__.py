"""The notebook layer: widgets that show and drive a ``gangs`` match. They know no game rules and
no game by name: everything they draw comes from ``Game.scene(state)``.

So far: ``BoardView``, the board of a match as SVG, redrawn on demand.
"""

from .board_view import BoardView

__all__ = ["BoardView"]
