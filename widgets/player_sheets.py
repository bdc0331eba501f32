"""PlayerSheets: one card per player, what the physical table would show of them (``State.sheet``).

An anywidget (front end in ``player_sheets.js`` and ``player_sheets.css``, beside this file). The
player to move and the winners are marked; the cards wrap to the width of the page.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anywidget
import traitlets

from gangs.kernel import Match

_HERE = Path(__file__).parent


class PlayerSheets(anywidget.AnyWidget):
    """The sheets of every player of a match; ``show(match)`` reads them again.

    Synced state: ``players``, one ``{"name", "to_move", "winner", "rows": [[label, value], ...]}``
    per player, in seat order.
    """

    _esm = _HERE / "player_sheets.js"
    _css = _HERE / "player_sheets.css"
    players = traitlets.List().tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("gangs-sheets")

    def show(self, match: Match) -> None:
        """Show the sheets of ``match`` as its state is now."""
        state, over = match.state, match.is_over
        winners = set(match.winners) if over else set()
        self.players = [{"name": name, "to_move": not over and match.to_move == p, "winner": p in winners,
                         "rows": [[label, value] for label, value in state.sheet(p).items()]}
                        for p, name in enumerate(match.players)]

    @property
    def text(self) -> str:
        """The sheets as plain text, a block per player."""
        return "\n\n".join(player["name"] + "".join(f"\n  {label}: {value}" for label, value in player["rows"])
                           for player in self.players)
