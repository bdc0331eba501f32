"""TurnClock: the time a human seat has left to play its turn, in a game that times its turns, shown on a Table
(counted by ``gangs.kernel.clock.TurnTimer``).

A game times its turns with an option ``time_quota`` (seconds, None for no clock) and ``State.clock_seat``, the
seat whose clock runs now (the kernel's contract: ``gangs.kernel.State.clock_seat``). The clock counts that seat's
time only while ``clock_seat`` names it and the seat is a human's (a computer seat needs no clock): while another
seat answers (an arrest, a duel's aim) or chance plays, it waits. A new turn (another round, another seat, another
match or branch) starts a full quota; so does an undo back into an earlier turn. When the time is spent the Table
plays ``TIMEOUT`` for the seat (``spent`` says when). The clock keeps no secret: it shows a seat's name and time.
"""

from __future__ import annotations

from html import escape
from typing import Any, Callable

import ipywidgets

from gangs.kernel.clock import TurnTimer
from gangs.kernel.lang import translator

_ = translator("widgets")


class TurnClock(TurnTimer):
    """The clock of one Table (``gangs.kernel.clock.TurnTimer``, which counts): ``widget`` shows it; ``show`` says
    the time left now. ``told(seat, left)`` runs it as a room's server says (``left`` seconds for ``seat``, or
    ``seat`` None: no clock runs); the server plays ``TIMEOUT`` there, not the table."""

    def __init__(self, now: Callable[[], float] | None = None) -> None:
        super().__init__(now)
        self.widget = ipywidgets.HTML().add_class("gangs-clock")

    def follow(self, match: Any, human: Callable[[int], bool]) -> None:
        """Take the match as it is now (``TurnTimer.follow``) and show it."""
        super().follow(match, human)
        self._show(match)

    def told(self, match: Any, seat: int | None, left: float | None) -> None:
        """Run as a room's server tells: ``left`` seconds for ``seat`` from now (None: no clock runs); shown."""
        self._turn = None
        self.run(seat, left)
        self._show(match)

    def show(self, match: Any) -> None:
        """Say the time left now (called every second or so while the clock runs)."""
        self._show(match)

    def _show(self, match: Any) -> None:
        left = self.left
        if left is None:
            self.widget.value = ""
            self.widget.layout.display = "none"
            return
        seconds = int(left + 0.999)
        name = match.players[self._turn[2]]
        text = _("{player}: {minutes}:{seconds:02d} left to play this turn").format(
            player=name, minutes=seconds // 60, seconds=seconds % 60)
        low = " style='color:#b00020;font-weight:bold'" if seconds <= 30 else ""
        self.widget.value = f"<span{low}>⏱ {escape(text)}</span>"
        self.widget.layout.display = ""
