"""Load on the table server: many rooms of four human seats playing random games at once over loopback.

    python benchmarks/rooms_load.py [--rooms 50] [--seats 4] [--game ribauds] [--seconds 60] [--think 0]

Starts ``gangs serve`` (computer pace 0, a fresh database in a temporary folder) in a process of its own, then one
client process opens every seat's connection (``rooms`` × ``seats``) and plays: whenever a seat's view says it is
to move, it sends one of its legal actions at random (after ``think`` seconds: 0, as fast as the server answers, a
load that saturates it; 1 or more, players at a human pace). It prints the decisions played a second and, for each
action, the time from sending it to the moment every seat of its room holds the new view (p50, p95, p99, max),
and stops the server. The games are the game's own, started again when one ends, for ``seconds``.

With ``--kill`` the server is stopped by SIGKILL instead, while every room is playing, and started again on its
database: it prints how many decisions the seats had seen played, how many of them the database kept (none may be
lost), and how long the new server took to answer one seat of every room with the view of its last decision.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from gangs.net import RoomStore, create_room
from gangs.net.local import free_port, serve_process


class Table:
    """One room: its seats' connections, the decision each seat holds, and when each action was sent."""

    def __init__(self, url: str, game: str, seats: int, rng: random.Random, think: float = 0.0) -> None:
        self.url, self.game, self.seats, self.rng, self.think = url, game, seats, rng, think
        self.sent: dict[int, float] = {}          # decision awaited -> when its action was sent
        self.held: list[int] = [-1] * seats
        self.latencies: list[float] = []
        self.decisions = 0
        self.games = 0
        self.seen: dict[str, int] = {}            # room -> the last decision one of its seats was shown
        self.tokens: dict[str, str] = {}          # room -> a seat's token

    async def play(self, until: float) -> None:
        while time.monotonic() < until:
            links = await asyncio.to_thread(create_room, self.url, self.game, ["human"] * self.seats)
            self.held = [-1] * self.seats
            self.sent.clear()
            self.room = links["room"]
            self.tokens[self.room] = links["seats"][0].split("#")[1]
            connections = [await connect(f"{self.url}/room/{links['room']}", max_size=2 ** 23)
                           for _ in range(self.seats)]
            for k, connection in enumerate(connections):
                token = links["seats"][k].split("#")[1]
                await connection.send(json.dumps({"type": "join", "room": links["room"], "token": token}))
            over = asyncio.Event()
            readers = [asyncio.create_task(self._read(k, c, over)) for k, c in enumerate(connections)]
            try:
                await asyncio.wait_for(over.wait(), max(0.1, until - time.monotonic()))
                self.games += 1
            except asyncio.TimeoutError:
                pass
            for reader in readers:
                reader.cancel()
            for connection in connections:
                await connection.close()

    async def _read(self, seat: int, connection, over: asyncio.Event) -> None:
        try:
            await self._read_views(seat, connection, over)
        except ConnectionClosed:                  # the server killed (--kill)
            pass

    async def _read_views(self, seat: int, connection, over: asyncio.Event) -> None:
        async for text in connection:
            message = json.loads(text)
            if message.get("type") != "view":
                continue
            decision, view = message["decision"], message["view"]
            self.held[seat] = decision
            self.seen[self.room] = max(decision, self.seen.get(self.room, 0))
            if decision in self.sent and all(held >= decision for held in self.held):
                self.latencies.append(time.perf_counter() - self.sent.pop(decision))
                self.decisions += 1
            if view["over"]:
                over.set()
                return
            if view["to_move"] == seat and view["actions"] and decision + 1 not in self.sent:
                if self.think:
                    await asyncio.sleep(self.rng.uniform(0.5, 1.5) * self.think)
                action = self.rng.choice(view["actions"])["notation"]
                self.sent[decision + 1] = time.perf_counter()
                await connection.send(json.dumps({"type": "act", "action": action, "at": decision}))


async def load(url: str, rooms: int, seats: int, game: str, seconds: float, think: float,
               kill: subprocess.Popen | None = None) -> list[Table]:
    """``rooms`` tables playing for ``seconds``; with ``kill``, that server is killed (SIGKILL) at the end, the
    tables still playing."""
    tables = [Table(url, game, seats, random.Random(k), think) for k in range(rooms)]
    until = time.monotonic() + seconds
    playing = asyncio.gather(*(table.play(until if kill is None else until + 3600) for table in tables))
    if kill is None:
        await playing
        return tables
    await asyncio.sleep(seconds)
    os.killpg(kill.pid, signal.SIGKILL)
    kill.wait(10)
    playing.cancel()
    await asyncio.gather(playing, return_exceptions=True)
    return tables


async def answered(url: str, tables: list[Table], kept: dict[str, int]) -> int:
    """Join one seat of every room the tables played; how many answered with the view of their last decision kept."""
    async def ask(room: str, token: str) -> bool:
        async with connect(f"{url}/room/{room}", max_size=2 ** 23) as connection:
            await connection.send(json.dumps({"type": "join", "room": room, "token": token}))
            async for text in connection:
                message = json.loads(text)
                if message.get("type") == "view":
                    return message["decision"] == kept.get(room)
        return False
    asks = [ask(room, token) for table in tables for room, token in table.tokens.items()]
    return sum(await asyncio.gather(*asks))


def stored_decisions(db: Path) -> dict[str, int]:
    """Each room of ``db``: the decisions it keeps."""
    store = RoomStore(db)
    try:
        return {room.id: len(room.decisions) for room in store.rooms()}
    finally:
        store.close()


def killed_and_started_again(url: str, port: int, db: Path, tables: list[Table]) -> None:
    """After the kill: the decisions seen against the decisions kept, then the server started again and timed until
    every room answers."""
    kept = stored_decisions(db)
    seen = sum(decision for table in tables for decision in table.seen.values())
    lost = sum(max(0, decision - kept.get(room, 0)) for table in tables for room, decision in table.seen.items())
    print(f"SIGKILL while the rooms played: {seen} decisions seen by the seats, {sum(kept.values())} kept in the "
          f"database, {lost} lost")
    started = time.monotonic()
    server = serve_process(port, db)
    try:
        rooms = sum(len(table.tokens) for table in tables)
        right = asyncio.run(answered(url, tables, kept))
        print(f"started again: {right} of {rooms} rooms answered a seat with the view of their last decision kept, "
              f"{time.monotonic() - started:.1f} s after the start")
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(10)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rooms", type=int, default=50)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--game", default="ribauds")
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--think", type=float, default=0.0, help="seconds a seat takes to act (0: at once)")
    parser.add_argument("--kill", action="store_true", help="end by SIGKILL, then start the server again")
    args = parser.parse_args()
    port = free_port()
    url = f"ws://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "rooms.sqlite"
        server = serve_process(port, db)
        try:
            started = time.monotonic()
            tables = asyncio.run(load(url, args.rooms, args.seats, args.game, args.seconds, args.think,
                                      server if args.kill else None))
            elapsed = time.monotonic() - started
        finally:
            if server.poll() is None:
                os.killpg(server.pid, signal.SIGTERM)
                server.wait(10)
        report(args, tables, elapsed)
        if args.kill:
            killed_and_started_again(url, port, db, tables)


def report(args: argparse.Namespace, tables: list[Table], elapsed: float) -> None:
    """The decisions a second and the times from an action to every seat's new view."""
    latencies = [1000 * value for table in tables for value in table.latencies]
    decisions = sum(table.decisions for table in tables)
    games = sum(table.games for table in tables)
    pace = f"each seat acting after about {args.think:g} s" if args.think else "each seat acting at once"
    print(f"{args.rooms} rooms of {args.seats} seats of {args.game}, {pace}, on loopback for {elapsed:.0f} s "
          f"({os.cpu_count()} cores, the server and the clients sharing them): {decisions} decisions, "
          f"{decisions / elapsed:.1f} a second, {games} games ended")
    if latencies:
        print(f"action -> every seat's new view: p50 {statistics.median(latencies):.0f} ms, "
              f"p95 {percentile(latencies, 0.95):.0f} ms, p99 {percentile(latencies, 0.99):.0f} ms, "
              f"max {max(latencies):.0f} ms")


if __name__ == "__main__":
    main()
