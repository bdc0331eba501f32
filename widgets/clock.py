"""TurnClock: the time a human seat has left to play its turn, in a game that times its turns.

A game times its turns with an option ``time_quota`` (seconds, None for no clock) and ``State.clock_seat``, the
seat whose clock runs now (the kernel's contract: ``gangs.kernel.State.clock_seat``). The clock counts that seat's
time only while ``clock_seat`` names it and the seat is a human's (a computer seat needs no clock): while another
seat answers (an arrest, a duel's aim) or chance plays, it waits. A new turn (another round, another seat, another
match or branch) starts a full quota; so does an undo back into an earlier turn. When the time is spent the Table
plays ``TIMEOUT`` for the seat (``spent`` says when). The clock keeps no secret: it shows a seat's name and time.
"""

from __future__ import annotations

import time
from html import escape
from typing import Any, Callable

import ipywidgets

from gangs.kernel.lang import translator

_ = translator("widgets")


class TurnClock:
    """The clock of one Table: ``follow`` it after every change, read ``left`` and ``spent``; ``widget`` shows it.

    ``now`` is the clock it reads (``time.monotonic`` by default; a test gives its own)."""

    def __init__(self, now: Callable[[], float] | None = None) -> None:
        self.widget = ipywidgets.HTML().add_class("gangs-clock")
        self.now = now if now is not None else time.monotonic
        """The clock it reads (seconds)."""
        self._turn: tuple[Any, int, int] | None = None     # the match, round and seat whose time is counted
        self._spent = 0.0                                   # seconds spent in that turn before ``_since``
        self._since: float | None = None                    # when the clock last started running
        self.quota: float | None = None

    def follow(self, match: Any, human: Callable[[int], bool]) -> None:
        """Take the match as it is now: the clock runs for ``match.state.clock_seat`` when the match has a
        ``time_quota`` and ``human(seat)`` says the seat is a human's; it waits otherwise."""
        now = self.now()
        if self._since is not None:
            self._spent += now - self._since
            self._since = None
        quota = match.options.get("time_quota") if not match.is_over else None
        seat = match.state.clock_seat if quota is not None else None
        self.quota = quota
        if seat is None or not human(seat):
            self._show(match)
            return
        turn = (match, match.state.turn, seat)
        if self._turn is None or turn[0] is not self._turn[0] or turn[1:] != self._turn[1:]:
            self._turn, self._spent = turn, 0.0
        self._since = now
        self._show(match)

    @property
    def running(self) -> bool:
        """Whether the clock counts now."""
        return self._since is not None

    @property
    def seat(self) -> int | None:
        """The seat whose time is counted (or was, while the clock waits); None before any."""
        return self._turn[2] if self._turn is not None else None

    @property
    def left(self) -> float | None:
        """The seconds the seat has left (never below 0); None while the clock does not run."""
        if not self.running or self.quota is None:
            return None
        return max(0.0, self.quota - self._spent - (self.now() - self._since))

    @property
    def spent(self) -> bool:
        """Whether the running clock's time is all spent (then the Table plays ``TIMEOUT``)."""
        left = self.left
        return left is not None and left <= 0

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
