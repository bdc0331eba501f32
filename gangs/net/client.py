"""A seat at a remote table, from Python: ``connect(link)`` joins the room a link opens and keeps its viewer's view
up to date (a thread receives the server's messages); ``act``, ``undo`` and ``wait`` play and follow the game. A
lost connection is opened again and the seat catches up from the view the server sends. ``create_room`` makes a
room and gives its links."""

from __future__ import annotations

import collections
import logging
import threading
import time
from typing import Any, Callable

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.sync.client import ClientConnection
from websockets.sync.client import connect as _connect

from . import protocol
from .links import Link, parse_link, room_links

LOG = logging.getLogger("gangs.net")

TIMEOUT = 10.0
"""Seconds a call waits for the server's answer."""
RECONNECT_FOR = 60.0
"""Seconds a seat keeps trying to open a lost connection again."""


class RemoteError(Exception):
    """What the server refused: ``code`` ("illegal" for a rule of the game, whose key is ``rule``; "not-your-turn",
    "token", "undo"... otherwise) and its sentence, as the seat reads it."""

    def __init__(self, code: str, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.code, self.rule = code, rule


def _open(url: str) -> ClientConnection:
    return _connect(url, max_size=protocol.MAX_VIEW, open_timeout=TIMEOUT, close_timeout=2)


class RemoteSeat:
    """One viewer's connection to a room: ``viewer`` (a seat, ``SPECTATOR`` or None for the teacher), ``message``
    (the last view the server sent: ``view``, ``seats``, ``decision``, ``can_undo``), ``view`` (its viewer's
    ``gangs.views`` view) and ``received`` (every message, oldest first, up to 10 000). ``on_view``: functions
    called with each new view message, on the seat's own thread."""

    def __init__(self, link: Link | str, lang: str = "en", timeout: float = TIMEOUT,
                 reconnect_for: float = RECONNECT_FOR) -> None:
        self.link, self.lang, self.timeout, self.reconnect_for = parse_link(link), lang, timeout, reconnect_for
        self.received: collections.deque[dict[str, Any]] = collections.deque(maxlen=10000)
        self.message: dict[str, Any] | None = None
        self.viewer: int | None = None
        self.reconnections = 0
        self.on_view: list[Callable[[dict[str, Any]], Any]] = []
        self._board: list | None = None
        self._count = 0
        self._changed = threading.Condition()
        self._closing = False
        self._connection: ClientConnection | None = None
        self._thread = threading.Thread(target=self._receive, name=f"gangs seat {self.link.room}", daemon=True)
        self._thread.start()
        try:
            self._after(0, lambda message: message["type"] == "view")
        except BaseException:
            self.close()
            raise

    @property
    def view(self) -> dict[str, Any]:
        """The viewer's view now (``gangs.views.View.as_dict``)."""
        return self.message["view"] if self.message else {}

    def _receive(self) -> None:
        """The seat's thread: open the connection, join, take every message; open it again when it is lost, for
        ``reconnect_for`` seconds (the server tells the room's state whole at each join: the seat catches up)."""
        pause, lost = 0.1, None
        while not self._closing:
            try:
                with _open(f"{self.link.url}/room/{self.link.room}") as connection:
                    self._connection = connection
                    connection.send(protocol.write({"type": "join", "room": self.link.room,
                                                    "token": self.link.token, "lang": self.lang}))
                    if lost is not None:
                        self.reconnections += 1
                    pause, lost = 0.1, None
                    for text in connection:
                        self._took(protocol_loads(text))
            except (ConnectionClosed, OSError, InvalidHandshake, InvalidURI, TimeoutError):
                pass
            if self._closing:
                break
            lost = time.monotonic() if lost is None else lost
            if time.monotonic() - lost > self.reconnect_for:
                break
            time.sleep(pause)
            pause = min(2.0, pause * 2)
        with self._changed:
            self._changed.notify_all()

    def _took(self, message: dict[str, Any]) -> None:
        with self._changed:
            self.received.append(message)
            self._count += 1
            if message.get("type") == "joined":
                self.viewer = message.get("viewer")
            if message.get("type") == "view":
                scene = message.get("view", {}).get("scene", {})
                if message.pop("board_kept", False):        # the board layer it holds, not sent again
                    scene["board"] = self._board
                else:
                    self._board = scene.get("board")
                since = message.pop("log_since", 0)          # the log before that decision: the one it holds
                if since and self.message is not None:
                    view, before = message["view"], self.message["view"]
                    held = [e for e in before.get("log", []) if e.get("decision", 0) < since]
                    view["log"] = held + view.get("log", [])
                    for key in ("turns", "movers"):
                        view[key] = before.get(key, [])[:since] + view.get(key, [])
                self.message = message
            self._changed.notify_all()
        if message.get("type") == "view":
            for callback in list(self.on_view):            # on the seat's thread: a screen moves it to its own
                try:
                    callback(message)
                except Exception:                           # a screen's fault never stops the seat
                    LOG.exception("a view callback failed")

    def wait(self, until: Callable[[dict[str, Any]], bool], timeout: float | None = None,
             new: bool = False) -> dict[str, Any]:
        """The last view message if ``until(message)`` holds for it (unless ``new``), or else the first message to
        come for which it does; RemoteError for an ``error`` the server sends meanwhile; TimeoutError past
        ``timeout`` seconds."""
        with self._changed:
            if not new and self.message is not None and until(self.message):
                return self.message
            start = self._count
        return self._after(start, until, timeout)

    def _after(self, seen: int, until: Callable[[dict[str, Any]], bool], timeout: float | None = None) -> dict:
        """The first message after the ``seen`` first ones for which ``until`` is true (``wait``)."""
        timeout = self.timeout if timeout is None else timeout
        deadline = time.monotonic() + timeout
        with self._changed:
            while True:
                held = list(self.received)
                news = held[max(0, len(held) - (self._count - seen)):] if self._count > seen else []
                seen = self._count
                for message in news:
                    if message.get("type") == "error":
                        raise RemoteError(message.get("code", ""), message.get("message", ""), message.get("rule"))
                    if until(message):
                        return message
                left = deadline - time.monotonic()
                if left <= 0:
                    last = self.message["decision"] if self.message else None
                    listening = "still listening" if self._thread.is_alive() else "no longer listening"
                    raise TimeoutError(f"no answer from {self.link.url} within {timeout:g} s (the seat holds the "
                                       f"view of decision {last}, {self._count} messages, {self.reconnections} "
                                       f"reconnections; {listening})")
                self._changed.wait(left)

    def send(self, message: dict[str, Any]) -> None:
        """Send one message (``gangs.net.protocol``); ConnectionError while the connection is lost."""
        if self._connection is None:
            raise ConnectionError(f"not connected to {self.link.url}")
        try:
            self._connection.send(protocol.write(message))
        except ConnectionClosed:
            raise ConnectionError(f"the connection to {self.link.url} is lost: it is being opened again") from None

    def act(self, action: str) -> dict[str, Any]:
        """Play ``action`` (a notation) for this seat; the new view message, once the server has played it."""
        with self._changed:
            before = self.message["decision"] if self.message else None
            count = self._count
        self.send({"type": "act", "action": str(action), **({} if before is None else {"at": before})})
        return self._after(count, lambda m: m["type"] == "view" and m["decision"] != before)

    def undo(self) -> dict[str, Any]:
        """Take back this seat's own last decision (``Room.can_undo``); the new view message."""
        with self._changed:
            before = self.message["decision"] if self.message else None
            count = self._count
        self.send({"type": "undo"})
        return self._after(count, lambda m: m["type"] == "view" and m["decision"] != before)

    def why(self, piece: str | None, ids: list[str]) -> dict[str, Any] | None:
        """Why a click on the shapes ``ids`` (topmost first) with ``piece`` picked plays nothing, as the server's
        engine reads it for this seat (``gangs.views.View.refusal``): ``rule`` and ``reason``, or None."""
        with self._changed:
            count = self._count
        self.send({"type": "why", "piece": piece, "ids": [str(i) for i in ids[:protocol.MOST_IDS]]})
        return self._after(count, lambda m: m["type"] == "why").get("refusal")

    def look(self, decision: int) -> dict[str, Any]:
        """What this seat saw after ``decision`` decisions (0: the deal): the server's ``past`` message (its
        ``view``, whole), to look back at the game; RemoteError("look") for a decision not made."""
        with self._changed:
            count = self._count
        self.send({"type": "look", "decision": decision})
        return self._after(count, lambda m: m["type"] == "past" and m["decision"] == decision)

    def speak(self, lang: str) -> dict[str, Any]:
        """Be told the room in ``lang`` from now on: the seat joins again and the server sends its whole view in that
        language; the new view message."""
        with self._changed:
            count = self._count
        self.lang = lang
        self.send({"type": "join", "room": self.link.room, "token": self.link.token, "lang": lang})
        return self._after(count, lambda m: m["type"] == "view" and m["view"].get("lang") == lang)

    def drop(self) -> None:
        """Lose the connection as a network would (the seat opens it again): for tests of catching up."""
        if self._connection is not None:
            self._connection.close()

    def close(self) -> None:
        """Leave the room."""
        self._closing = True
        if self._connection is not None:
            self._connection.close()
        self._thread.join(self.timeout)

    def __enter__(self) -> "RemoteSeat":
        return self

    def __exit__(self, *_exc: Any) -> None:
        self.close()


def protocol_loads(text: Any) -> dict[str, Any]:
    """A server's message as a dict (a message that is no JSON object reads as an ``error``)."""
    import json

    try:
        message = json.loads(text)
    except (ValueError, TypeError):
        return {"type": "error", "code": "message", "message": "the server sent what is no JSON"}
    return message if isinstance(message, dict) else {"type": "error", "code": "message",
                                                      "message": "the server sent what is no JSON object"}


def connect(link: Link | str, lang: str = "en", timeout: float = TIMEOUT) -> RemoteSeat:
    """Join the room ``link`` opens (``ws://host:port/room/ROOM#TOKEN``), as its seat, spectator or teacher."""
    return RemoteSeat(link, lang=lang, timeout=timeout)


def create_room(url: str, game: str, seats: list[str], players: list[str] | None = None,
                options: dict[str, Any] | None = None, grace: float = 30.0, timeout: float = TIMEOUT) -> dict:
    """Make a room on the server at ``url`` (``ws://host:port``): ``game``, ``seats`` ("human" or a computer
    player's name, one per player), ``players`` (names), the game's ``options``, the ``grace`` period in seconds.
    Its links: ``seats`` (seat number -> link, one per human seat), ``spectator`` and ``everyone`` (the teacher's),
    with ``room``."""
    message: dict[str, Any] = {"type": "create", "game": game, "seats": list(seats), "options": dict(options or {}),
                               "grace": grace}
    if players is not None:
        message["players"] = list(players)
    with _open(url.rstrip("/") + "/room/new") as connection:
        connection.send(protocol.write(message))
        answer = protocol_loads(connection.recv(timeout))
    if answer.get("type") == "error":
        raise RemoteError(answer.get("code", ""), answer.get("message", ""))
    links = room_links(url, answer["room"], answer["tokens"])
    return {"room": answer["room"], **links}
