"""BoardView: a match's board, as the SVG its game draws, in an ipywidgets.HTML."""

from __future__ import annotations

import ipywidgets

from gangs.kernel import Match
from gangs.kernel.lang import language
from gangs.render import Scene, svg


def scene_for(match: Match, viewer: int | None = None) -> Scene:
    """What ``match``'s game draws of its position as ``viewer`` sees it (None: everything), in the match's language
    (the game words the viewer as « you »: « Jaune (vous) : lancez les dés »)."""
    with language(match.lang):
        return match.game.scene(match.state, viewer)


class BoardView(ipywidgets.HTML):
    """The board of ``match`` (optionally as ``viewer`` sees it); call ``refresh()`` after play.

    The SVG is widget state, so it is saved with the notebook and shown again in a static view,
    where canvas pixels are not.
    """

    def __init__(self, match: Match, viewer: int | None = None, **kwargs) -> None:
        super().__init__(**kwargs)
        self.match = match
        self.viewer = viewer
        self.add_class("gangs-board")
        self.refresh()

    def refresh(self) -> "BoardView":
        """Redraw the board from the match's current state."""
        self.value = svg(scene_for(self.match, self.viewer))
        return self
