"""TurnTimer: the time a seat has left to play its turn, in a game that times its turns; counted the same way by a
table at one screen (``widgets.clock.TurnClock``) and by the table server for a room (``gangs.net.room``).

A game times its turns with an option ``time_quota`` (seconds, None for no clock) and ``State.clock_seat``, the
seat whose clock runs now. The timer counts that seat's time only while ``clock_seat`` names it and the seat is a
human's (a computer seat needs no clock): while another seat answers (an arrest, a duel's aim) or chance plays, it
waits. A new turn (another round, another seat, another match or branch) starts a full quota; so does an undo back
into an earlier turn. Once the time is spent (``spent``), the table plays ``TIMEOUT`` for the seat. Plain Python.
"""

from __future__ import annotations

import time
from typing import Any, Callable


class TurnTimer:
    """The turn clock of one table: ``follow`` it after every change, read ``left``, ``spent`` and ``seat``.

    ``now`` is the clock it reads (``time.monotonic`` by default; a test gives its own)."""

    def __init__(self, now: Callable[[], float] | None = None) -> None:
        self.now = now if now is not None else time.monotonic
        """The clock it reads (seconds)."""
        self._turn: tuple[Any, int, int] | None = None     # the match, round and seat whose time is counted
        self._spent = 0.0                                   # seconds spent in that turn before ``_since``
        self._since: float | None = None                    # when the clock last started running
        self.quota: float | None = None

    def follow(self, match: Any, human: Callable[[int], bool]) -> None:
        """Take the match as it is now: the clock runs for ``match.state.clock_seat`` when the match has a
        ``time_quota`` and ``human(seat)`` says the seat is a human's; it waits otherwise."""
        quota = match.options.get("time_quota") if not match.is_over else None
        seat = match.state.clock_seat if quota is not None else None
        self.run(seat if seat is not None and human(seat) else None, quota, (match, match.state.turn))

    def run(self, seat: int | None, quota: float | None, turn: tuple[Any, int] = (None, 0)) -> None:
        """Count ``seat``'s time against ``quota`` seconds in ``turn`` (what names the turn: its match and round),
        from a full quota when the turn or the seat is another than the one counted; wait when ``seat`` is None."""
        now = self.now()
        if self._since is not None:
            self._spent += now - self._since
            self._since = None
        self.quota = quota
        if seat is None or quota is None:
            return
        key = (*turn, seat)
        if self._turn is None or key[0] is not self._turn[0] or key[1:] != self._turn[1:]:
            self._turn, self._spent = key, 0.0
        self._since = now

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
        """Whether the running clock's time is all spent (then the table plays ``TIMEOUT``)."""
        left = self.left
        return left is not None and left <= 0
