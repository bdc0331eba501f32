"""A table server for the tests (``gangs.net.local.LocalServer``: a loopback port, a thread of its own, stopped
with everything it started) and a free port for one started as a process."""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Iterator

from gangs.net.local import LocalServer as ServerThread
from gangs.net.local import free_port

__all__ = ["RoomSeat", "ServerThread", "free_port", "table_server"]


@contextlib.contextmanager
def table_server(db: Path | str, pace: float = 0.0) -> Iterator[ServerThread]:
    """A running server, stopped at the end."""
    with ServerThread(db, pace=pace) as server:
        yield server


class RoomSeat:
    """A seat of a ``gangs.net.Room`` held in this process, with a ``RemoteSeat``'s names (``message``, ``view``,
    ``viewer``, ``lang``, ``link``, ``on_view``, ``act``, ``undo``, ``why``, ``speak``): a Table plays it as it
    plays a seat on a server, with no network, so that a test may lead the room to the situation it checks. Each
    decision tells every seat of the room made with ``seats``."""

    def __init__(self, room, viewer, lang: str = "en", seats: list | None = None) -> None:
        from gangs.net.links import Link

        self.room, self.viewer, self.lang = room, viewer, lang
        held = viewer if isinstance(viewer, int) and viewer >= 0 else "everyone" if viewer is None else "spectator"
        self.link = Link("ws://127.0.0.1:1", room.id, room.token_of(held))
        self.on_view: list = []
        self.seats = seats if seats is not None else []
        self.seats.append(self)
        self.message = room.view(viewer, lang)
        self.message.pop("board_key")

    @property
    def view(self) -> dict:
        return self.message["view"]

    def tell(self) -> None:
        for seat in self.seats:
            seat.message = seat.room.view(seat.viewer, seat.lang)
            seat.message.pop("board_key")
            for callback in list(seat.on_view):
                callback(seat.message)

    def _asked(self, change, *args):
        from gangs.kernel import IllegalAction
        from gangs.net import NetError, RemoteError

        try:
            change(*args)
        except NetError as refused:
            raise RemoteError(refused.code, str(refused)) from None
        except IllegalAction as refused:
            raise RemoteError("illegal", refused.told(self.viewer, self.lang), refused.rule) from None
        self.tell()
        return self.message

    def act(self, notation: str) -> dict:
        return self._asked(self.room.act, self.viewer, notation, self.message["decision"])

    def undo(self) -> dict:
        return self._asked(self.room.undo, self.viewer)

    def why(self, piece, ids):
        from gangs.views import View

        seen = View.of(self.room.match, self.viewer, self.lang)
        refused = seen.refusal(piece, ids) if seen.mine and isinstance(self.viewer, int) and self.viewer >= 0 else None
        return None if refused is None else {"rule": refused.rule, "reason": refused.told(self.viewer, self.lang)}

    def look(self, decision: int) -> dict:
        from gangs.net import NetError, RemoteError

        try:
            return self.room.view_at(self.viewer, self.lang, decision)
        except NetError as refused:
            raise RemoteError(refused.code, str(refused)) from None

    def speak(self, lang: str) -> dict:
        self.lang = lang
        self.tell()
        return self.message

    def close(self) -> None:
        self.on_view.clear()
