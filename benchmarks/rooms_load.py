"""Load on the table server: many rooms of four human seats playing random games at once over loopback.

    python benchmarks/rooms_load.py [--rooms 50] [--seats 4] [--game ribauds] [--seconds 60] [--think 0]

Starts ``gangs serve`` (computer pace 0, a fresh database in a temporary folder) in a process of its own, then one
client process opens every seat's connection (``rooms`` × ``seats``) and plays: whenever a seat's view says it is
to move, it sends one of its legal actions at random (after ``think`` seconds: 0, as fast as the server answers, a
load that saturates it; 1 or more, players at a human pace). It prints the decisions played a second and, for each
action, the time from sending it to the moment every seat of its room holds the new view (p50, p95, p99, max),
and stops the server. The games are the game's own, started again when one ends, for ``seconds``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import statistics
import tempfile
import time
from pathlib import Path

from websockets.asyncio.client import connect

from gangs.net import create_room
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

    async def play(self, until: float) -> None:
        while time.monotonic() < until:
            links = await asyncio.to_thread(create_room, self.url, self.game, ["human"] * self.seats)
            self.held = [-1] * self.seats
            self.sent.clear()
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
        async for text in connection:
            message = json.loads(text)
            if message.get("type") != "view":
                continue
            decision, view = message["decision"], message["view"]
            self.held[seat] = decision
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


async def load(url: str, rooms: int, seats: int, game: str, seconds: float, think: float) -> list[Table]:
    tables = [Table(url, game, seats, random.Random(k), think) for k in range(rooms)]
    until = time.monotonic() + seconds
    await asyncio.gather(*(table.play(until) for table in tables))
    return tables


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
    args = parser.parse_args()
    port = free_port()
    with tempfile.TemporaryDirectory() as folder:
        server = serve_process(port, Path(folder) / "rooms.sqlite")
        try:
            started = time.monotonic()
            tables = asyncio.run(load(f"ws://127.0.0.1:{port}", args.rooms, args.seats, args.game, args.seconds,
                                    args.think))
            elapsed = time.monotonic() - started
        finally:
            os.killpg(server.pid, signal.SIGTERM)
            server.wait(10)
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
