"""The table server: an asyncio websocket server (the ``websockets`` library) that holds every room's match, seed and
record (``RoomStore``, SQLite), checks every action with the engine, and sends each connection only its viewer's
view after every change. Computer players play on the server, at a ``pace`` a person can follow. What a client sends
is bounded (``protocol.MAX_MESSAGE`` bytes, ``RATE`` messages a second, ``MAX_CONNECTIONS``, ``MAX_ROOMS``) and
never run: a refusal is an ``error`` message and changes nothing; a connection that floods is closed; other rooms
go on. ``gangs serve`` starts one (``serve_forever``)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.extensions.permessage_deflate import ServerPerMessageDeflateFactory

from gangs.kernel import IllegalAction
from gangs.kernel.lang import LANGUAGES
from gangs.views import View

from . import protocol
from .room import NetError, Room, make_room, open_rooms
from .store import RoomStore

LOG = logging.getLogger("gangs.net")

RATE, BURST = 20.0, 40
"""A connection may send ``RATE`` messages a second on average, ``BURST`` at once; more are refused."""
FLOOD = 400
"""A connection whose messages are refused this many times for coming too fast is closed."""
MAX_CONNECTIONS = 1000
"""Connections the server holds at once; more are closed at once (code 1013, try again later)."""
MAX_ROOMS = 500
"""Rooms whose game goes on that the server holds; a new one is refused past it."""
KEPT_OVER = 200
"""Rooms whose game is over kept open (the newest), for their players to see the end; older ones are closed (their
record stays in the database)."""
ROOMS_PER_CONNECTION = 20
"""Rooms one connection may create."""
PACE = 0.8
"""Seconds between two decisions of computer players, so that every seat sees each one."""
TICK = 0.25
"""How often the server looks for a player gone past his room's grace period."""


@dataclass(eq=False)
class Client:
    """One connection: the room it joined, its viewer there, its language, its allowance of messages."""

    connection: ServerConnection
    room: Room | None = None
    viewer: int | None = None
    lang: str = "en"
    allowance: float = BURST
    checked: float = field(default_factory=time.monotonic)
    refused: int = 0
    created: int = 0
    board: int | None = None          # the hash of the board layer it holds
    log_at: int = 0                   # it holds the log of the decisions before this one

    def allowed(self) -> bool:
        """Whether one more message may be read now (a token bucket of ``BURST``, refilled at ``RATE``)."""
        now = time.monotonic()
        self.allowance = min(BURST, self.allowance + (now - self.checked) * RATE)
        self.checked = now
        if self.allowance < 1:
            return False
        self.allowance -= 1
        return True


class TableServer:
    """The rooms and their connections. ``store``: the rooms' database (its rooms reopened where they were);
    ``pace``: seconds between two computer decisions (0 for tests and load)."""

    def __init__(self, store: RoomStore, pace: float = PACE) -> None:
        self.store, self.pace = store, pace
        self.rooms: dict[str, Room] = open_rooms(store, KEPT_OVER)
        self.clients: dict[str, set[Client]] = {}
        self._computers: dict[str, asyncio.Task] = {}
        self._played_by: dict[str, list[str]] = {}
        self._telling: dict[str, asyncio.Lock] = {}
        self.connections = 0

    # -- connections --------------------------------------------------------------------------
    async def handle(self, connection: ServerConnection) -> None:
        """Serve one connection until it closes."""
        if self.connections >= MAX_CONNECTIONS:
            await connection.close(1013, "the server is full: try again later")
            return
        self.connections += 1
        client = Client(connection)
        try:
            async for text in connection:
                if not client.allowed():
                    client.refused += 1
                    if client.refused >= FLOOD:
                        await connection.close(1008, "too many messages")
                        return
                    if client.refused % 50 == 1:
                        await self._send(client, protocol.error("too-fast", f"at most {RATE:g} messages a second"))
                    continue
                await self._answer(client, text)
        except ConnectionClosed:
            pass
        finally:
            self.connections -= 1
            self._leave(client)

    async def _answer(self, client: Client, text: Any) -> None:
        """Read one message and do what it asks, or answer an error (nothing changed)."""
        try:
            message = protocol.read(text)
            kind = message["type"]
            if kind == "ping":
                await self._send(client, {"type": "pong"})
            elif kind == "join":
                await self._join(client, message)
            elif kind == "create":
                await self._create(client, message)
            elif kind == "why":
                await self._why(client, message)
            elif kind == "look":
                if client.room is None:
                    raise NetError("room", "join a room first")
                await self._send(client, client.room.view_at(client.viewer, client.lang, message["decision"]))
            else:
                await self._play(client, message)
        except NetError as refused:
            await self._send(client, protocol.error(refused.code, str(refused)))
        except IllegalAction as refused:
            await self._send(client, protocol.error("illegal", refused.told(client.viewer, client.lang), refused.rule))
            if client.room is not None:
                await self._tell(client.room, only=client)
        except ConnectionClosed:
            raise
        except Exception:                                       # a fault of ours: said, logged, the room unchanged
            LOG.exception("a message could not be served")
            await self._send(client, protocol.error("server", "the server could not do this"))

    async def _join(self, client: Client, message: dict[str, Any]) -> None:
        room = self.rooms.get(message["room"])
        if room is None:
            raise NetError("room", "there is no such room on this server")
        lang = message.get("lang", "en")
        if lang not in LANGUAGES:
            raise NetError("message", f"lang is one of {', '.join(LANGUAGES)}")
        viewer = room.viewer_of(message["token"])
        self._leave(client)
        client.room, client.viewer, client.lang = room, viewer, lang
        client.board, client.log_at = None, 0                  # told whole again (another language, another seat)
        room.arrive(viewer)
        self.clients.setdefault(room.id, set()).add(client)
        await self._send(client, {"type": "joined", "room": room.id, "viewer": viewer, "players": room.match.players,
                                  "seats": room.seats})
        await self._changed(room)

    async def _why(self, client: Client, message: dict[str, Any]) -> None:
        """Why a click plays nothing, as the engine reads it for the client's viewer (``View.refusal``: nothing unless
        the decision is his)."""
        room = client.room
        if room is None:
            raise NetError("room", "join a room first")
        seen = View.of(room.match, client.viewer, client.lang)
        refused = seen.refusal(message.get("piece"), message["ids"]) if seen.mine and \
            isinstance(client.viewer, int) and client.viewer >= 0 else None
        await self._send(client, {"type": "why", "decision": room.match.decisions, "refusal": None if refused is None
                                  else {"rule": refused.rule, "reason": refused.told(client.viewer, client.lang)}})

    async def _create(self, client: Client, message: dict[str, Any]) -> None:
        if client.created >= ROOMS_PER_CONNECTION:
            raise NetError("full", f"one connection creates at most {ROOMS_PER_CONNECTION} rooms")
        if sum(not room.match.is_over for room in self.rooms.values()) >= MAX_ROOMS:
            raise NetError("full", "this server holds as many rooms as it may: try again later")
        stored = make_room(message["game"], message.get("players"), message.get("options", {}), message["seats"],
                           message.get("grace", 30.0))
        self.store.add(stored)
        room = self.rooms[stored.id] = Room(stored, self.store)
        client.created += 1
        await self._send(client, {"type": "created", "room": room.id, "tokens": room.tokens_seen(),
                                  "players": room.match.players, "seats": room.seats})
        self._computers_play(room)

    async def _play(self, client: Client, message: dict[str, Any]) -> None:
        room = client.room
        if room is None:
            raise NetError("room", "join a room first")
        if message["type"] == "act":
            room.act(client.viewer, message["action"], message.get("at"))
        else:
            room.undo(client.viewer)
            for held in self.clients.get(room.id, ()):       # the log of the decision taken back: told again
                held.log_at = min(held.log_at, room.match.decisions + 1)
        await self._changed(room)

    def _leave(self, client: Client) -> None:
        room = client.room
        if room is None:
            return
        self.clients.get(room.id, set()).discard(client)
        room.leave(client.viewer)
        client.room = None
        asyncio.get_running_loop().create_task(self._changed(room))

    # -- telling every seat ----------------------------------------------------------------------
    async def _changed(self, room: Room) -> None:
        """Tell every connection of ``room`` (``_tell``) and let the computer players play on."""
        await self._tell(room)
        self._computers_play(room)

    def _close_old_rooms(self) -> None:
        """Close the rooms whose game is over, but the ``KEPT_OVER`` newest and those someone still watches."""
        over = [room for room in self.rooms.values() if room.match.is_over]
        for room in over[:max(0, len(over) - KEPT_OVER)]:
            if not self.clients.get(room.id):
                del self.rooms[room.id]
                self.clients.pop(room.id, None)
                self._played_by.pop(room.id, None)
                self._telling.pop(room.id, None)

    async def _tell(self, room: Room, only: Client | None = None) -> None:
        """Send every connection of ``room`` (or ``only`` that one) its view now (``_views_now``). A room's tellings
        are sent one after the other: a send awaited lets the event loop play on, and a telling of a later decision
        would otherwise reach a connection before this one's older view, which would then stay on his screen."""
        async with self._telling.setdefault(room.id, asyncio.Lock()):
            for client, text in self._views_now(room, only):
                await self._send_text(client, text)
        if room.match.is_over:
            self._close_old_rooms()

    def _views_now(self, room: Room, only: Client | None) -> list[tuple[Client, str]]:
        """Every connection of ``room`` (or ``only``) with its view's text, all made at the decision now, each once per
        viewer, language and log held. What a connection holds already is not sent again: the board layer of the
        scene when it is the same (``board_kept``), and the log of the decisions before ``log_since``."""
        views: dict[tuple[int | None, str, int], list] = {}
        self._played_by[room.id] = [seat["played_by"] for seat in room.seats_seen()]
        decisions = room.match.decisions
        told = []
        for client in [only] if only is not None else list(self.clients.get(room.id, ())):
            since = min(client.log_at, decisions + 1) if client.log_at else 0
            key = (client.viewer, client.lang, since)
            if key not in views:
                light = room.view(client.viewer, client.lang, since, board=False)
                views[key] = [light.pop("board_key"), protocol.write(dict(light, board_kept=True)), None]
            board, light_text, whole_text = views[key]
            if client.board != board and whole_text is None:
                whole = room.view(client.viewer, client.lang, since)
                whole.pop("board_key")
                whole_text = views[key][2] = protocol.write(whole)
            told.append((client, light_text if client.board == board else whole_text))
            client.board, client.log_at = board, decisions + 1
        return told

    def _computers_play(self, room: Room) -> None:
        """Let the computer players of ``room`` play on, in a task of their own (one per room at a time)."""
        running = self._computers.get(room.id)
        if room.computer_to_move() is None or (running is not None and not running.done()):
            return
        self._computers[room.id] = asyncio.get_running_loop().create_task(self._computers_turn(room))

    async def _computers_turn(self, room: Room) -> None:
        while room.computer_to_move() is not None:
            await asyncio.sleep(self.pace)
            try:
                if not room.play_computer():
                    break
            except Exception:
                LOG.exception("a computer player of room %s failed", room.id)
                break
            await self._tell(room)

    async def watch(self) -> None:
        """Forever: play ``TIMEOUT`` for a seat whose turn clock is spent (a game with a ``time_quota``), tell a room
        when one of its seats passes to a computer (its player gone past the grace period) or back, and let that
        computer play."""
        while True:
            await asyncio.sleep(TICK)
            for room in list(self.rooms.values()):
                if room.match.options.get("time_quota") and not room.match.is_over:
                    try:
                        timed_out = room.play_clock()
                    except Exception:
                        LOG.exception("the clock of room %s failed", room.id)
                        timed_out = False
                    if timed_out:
                        await self._changed(room)
                        continue
                if room.match.is_over or room.id not in self._played_by and not room.gone_since:
                    continue
                played_by = [seat["played_by"] for seat in room.seats_seen()]
                if played_by != self._played_by.get(room.id):
                    await self._changed(room)

    async def _send(self, client: Client, message: dict[str, Any]) -> None:
        await self._send_text(client, protocol.write(message))

    @staticmethod
    async def _send_text(client: Client, text: str) -> None:
        try:
            await client.connection.send(text)
        except ConnectionClosed:
            pass


async def start(host: str = "127.0.0.1", port: int = 8765, db: str | Path = "rooms.sqlite",
                pace: float = PACE) -> tuple[Server, TableServer, asyncio.Task]:
    """Start a table server on ``host``:``port`` with its rooms in ``db``: the websocket server (``close()`` it),
    the rooms, and the task that watches for players gone (cancel it)."""
    tables = TableServer(RoomStore(db), pace=pace)
    server = await serve(tables.handle, host, port, max_size=protocol.MAX_MESSAGE, max_queue=16,
                         ping_interval=20, ping_timeout=20, open_timeout=10, close_timeout=5, compression=None,
                         extensions=[ServerPerMessageDeflateFactory(compress_settings={"level": 1})])
    watcher = asyncio.get_running_loop().create_task(tables.watch())
    return server, tables, watcher


async def serve_forever(host: str = "127.0.0.1", port: int = 8765, db: str | Path = "rooms.sqlite",
                        pace: float = PACE) -> None:
    """Serve rooms until the process is stopped (Ctrl-C, or SIGTERM: the rooms' database closed cleanly)."""
    server, tables, watcher = await start(host, port, db, pace)
    stopped = asyncio.Event()
    with contextlib.suppress(NotImplementedError, AttributeError):        # no signal handlers on Windows
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stopped.set)
    try:
        serving = asyncio.ensure_future(server.serve_forever())
        await asyncio.wait([serving, asyncio.ensure_future(stopped.wait())], return_when=asyncio.FIRST_COMPLETED)
        server.close()
    finally:
        watcher.cancel()
        tables.store.close()
