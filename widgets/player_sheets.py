"""PlayerSheets: one card per player, what the physical table would show of them (``State.sheet``).

An anywidget (front end in ``player_sheets.js`` and ``player_sheets.css``, beside this file). The
player to move and the winners are marked; the cards wrap to the width of the page. Seen by a ``viewer``
(a player, ``SPECTATOR``; None: the teacher), a sheet names no secret of another player (his kept cards are
counted, not named): the cards are read from his view (``gangs.views.View.sheets``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anywidget
import traitlets

from gangs.kernel import Match
from gangs.kernel.lang import translator
from gangs.views import View

_HERE = Path(__file__).parent
_ = translator("widgets")


def sheet_title(name: str, to_move: bool, winner: bool, viewer: bool) -> str:
    """A sheet's heading in the language in force: the player's name, then "won" or "to move", then "viewpoint"
    when the sheets are seen through his eyes ("You — to move · viewpoint")."""
    title = name
    if winner:
        title += " — " + _("won")
    elif to_move:
        # Translators: beside a player's name on his sheet, while he is to play
        title += " — " + _("to move")
    if viewer:
        # Translators: beside a player's name on his sheet when the table shows what he sees
        title += " · " + _("viewpoint")
    return title


def _card(name: str, to_move: bool, winner: bool, viewer: bool, sheet: dict) -> dict:
    return {"name": name, "title": sheet_title(name, to_move, winner, viewer), "to_move": to_move, "winner": winner,
            "viewer": viewer, "rows": [[label, value] for label, value in sheet.items()]}


class PlayerSheets(anywidget.AnyWidget):
    """The sheets of every player of a match; ``show(match)`` reads them again.

    Synced state: ``players``, one ``{"name", "title", "to_move", "winner", "viewer", "rows": [[label, value],
    ...]}`` per player, in seat order (``viewer``: this is the sheet of the player whose eyes it is seen through;
    ``title``: the card's heading, the name and what is marked, in the language in force: "You — to move ·
    viewpoint"). The rows are the game's ``sheet(player, viewer)``, worded for the viewer.
    """

    _esm = _HERE / "player_sheets.js"
    _css = _HERE / "player_sheets.css"
    players = traitlets.List().tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.add_class("gangs-sheets")

    def show(self, seen: View | Match, viewer: int | None = None) -> None:
        """Show the sheets of a viewer's view (``seen``), or of ``match`` as ``viewer`` sees it now (None:
        everything)."""
        if isinstance(seen, Match):
            seen = View.of(seen, viewer)
        winners = set(seen.winners)
        self.players = [_card(sheet["name"], seen.to_move == sheet["player"], sheet["player"] in winners,
                              seen.viewer == sheet["player"], sheet["lines"]) for sheet in seen.sheets]

    @property
    def text(self) -> str:
        """The sheets as plain text, a block per player."""
        return "\n\n".join(player["title"] + "".join(f"\n  {label}: {value}" for label, value in player["rows"])
                           for player in self.players)
