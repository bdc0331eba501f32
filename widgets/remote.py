"""A seat of a room on a table server, played in a notebook: ``RemoteTable(link)``, the Table itself fed by the
views the server sends that seat (``widgets.table.room``). It shows only what the server sends: the board drawn for
him, whose turn it is, who is at the table (and who is played by a computer while away), his pieces to pick and
their places, his actions as buttons, Undo when the room allows it, the last events, the log and the ending.
Nothing is decided here: every decision is sent to the server, which checks it and answers with the next view, or a
refusal said beside the actions."""

from __future__ import annotations

from typing import Any

from .table.room import REFUSALS, refusal_words
from .table.widget import Table

__all__ = ["REFUSALS", "RemoteTable", "refusal_words"]


class RemoteTable(Table):
    """The Table of the seat (or the spectator's or the teacher's view) a join link opens: ``seat`` (a link to
    connect, in ``lang``; or a ``gangs.net.RemoteSeat``, which stays open when the table is closed). ``play(notation)``
    and ``undo()`` are its buttons' commands; each view the server sends is drawn as it comes. The Table's other
    arguments (``size``, ``max_buttons``, ``log_turns``...) are taken as they are."""

    def __init__(self, seat: Any, lang: str = "en", **kwargs: Any) -> None:
        from gangs.net import RemoteSeat, connect

        owned = not isinstance(seat, RemoteSeat)
        seat = connect(seat, lang=lang) if owned else seat
        self._owns_seat = owned
        try:
            super().__init__(seat, **kwargs)
        except BaseException:
            if owned:
                seat.close()
            raise

    @property
    def seat(self) -> Any:
        """The connection to the room (``gangs.net.RemoteSeat``)."""
        return self.session.seat

    @property
    def view(self) -> dict[str, Any]:
        """The view shown: the last the server sent (``gangs.views.View.as_dict``)."""
        return self.session.seen.as_dict()

    def __repr__(self) -> str:
        return f"<RemoteTable: {self.match.described()}>"

    def close(self) -> None:
        """Close the table, and leave the room if the table joined it."""
        seat = self.session.seat if "session" in self.__dict__ else None
        super().close()
        if seat is not None and self._owns_seat:
            seat.close()
