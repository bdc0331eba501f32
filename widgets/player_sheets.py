"""PlayerSheets: one card per player, what the physical table would show of them (``State.sheet``).

An anywidget (front end in ``player_sheets.js`` and ``player_sheets.css``, beside this file). The
player to move and the winners are marked; the cards wrap to the width of the page. Seen by a ``viewer``
(a player, ``SPECTATOR``; None: the teacher), a sheet names no secret of another player (his kept cards are
counted, not named): see ``sheet_seen``.
"""

from __future__ import annotations

import inspect
from functools import lru_cache
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from gangs.kernel import Match, State
from gangs.kernel.words import second_person

_HERE = Path(__file__).parent


@lru_cache(maxsize=None)
def _takes_viewer(kind: type) -> bool:
    return "viewer" in inspect.signature(kind.sheet).parameters


def sheet_seen(state: State, player: int, viewer: int | None = None) -> dict[str, str]:
    """``player``'s sheet as ``viewer`` sees it: ``state.sheet(player, viewer)``. A game whose ``sheet`` takes no
    viewer shows no secret on it (its sheets are the same for every viewer)."""
    if viewer is None or not _takes_viewer(type(state)):
        return state.sheet(player)
    return state.sheet(player, viewer)


class PlayerSheets(anywidget.AnyWidget):
    """The sheets of every player of a match; ``show(match)`` reads them again.

    Synced state: ``players``, one ``{"name", "to_move", "winner", "viewer", "rows": [[label, value], ...]}``
    per player, in seat order (``viewer``: this is the sheet of the player whose eyes it is seen through).
    """

    _esm = _HERE / "player_sheets.js"
    _css = _HERE / "player_sheets.css"
    players = traitlets.List().tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("gangs-sheets")

    def show(self, match: Match, viewer: int | None = None) -> None:
        """Show the sheets of ``match`` as its state is now, as ``viewer`` sees them (None: everything)."""
        state, over = match.state, match.is_over
        winners = set(match.winners) if over else set()
        self.players = [{"name": second_person(name), "to_move": not over and match.to_move == p,
                         "winner": p in winners, "viewer": viewer == p,
                         "rows": [[label, value] for label, value in sheet_seen(state, p, viewer).items()]}
                        for p, name in enumerate(match.players)]

    @property
    def text(self) -> str:
        """The sheets as plain text, a block per player."""
        return "\n\n".join(player["name"] + "".join(f"\n  {label}: {value}" for label, value in player["rows"])
                           for player in self.players)
