"""The table server on loopback (issue 29), started by the tests themselves: whole games of every game played by
remote seats, every message each client receives recorded and checked to hold no other seat's secret (each view
equal to the view of a re-deal of what its viewer cannot see: ``State.resample``); hostile clients (garbage, another
seat's token or turn, a 10 MB message, a flood, a half-open connection) refused while the other rooms go on; a seat
gone past its grace period played by a computer, the others told; a server killed with SIGKILL mid-game and started
again losing no decision, its clients catching up by themselves."""

from __future__ import annotations

import json
import os
import random
import signal
import socket
import subprocess
import time
from pathlib import Path

import pytest

pytest.importorskip("websockets")

from net_support import free_port, table_server  # noqa: E402
from websockets.exceptions import ConnectionClosed  # noqa: E402
from websockets.sync.client import connect as ws_connect  # noqa: E402

import gangs  # noqa: E402
from gangs.kernel import SPECTATOR  # noqa: E402
from gangs.net import RemoteError, connect, create_room  # noqa: E402
from gangs.net.local import serve_process  # noqa: E402
from gangs.views import View  # noqa: E402

SHORT = {"supergang": {"max_turns": 6}, "chicago": {"max_turns": 5}, "street": {"max_turns": 8},
         "ribauds": {"max_turns": 10}}
"""Each game's options for a whole game played over the wire in a few seconds: stopped at its round limit when no
one has won before (a whole game all the same, told to every seat and ended by its rule)."""


def play_to_the_end(seats: dict[int, object], limit: int = 3000, count: int | None = None) -> int:
    """Play the seats' legal actions until the game is over (or ``count`` decisions are played here; a computer
    plays the other seats on the server), each seat brought up to the latest decision before the next is played;
    the decisions played here."""
    made = 0
    while made < limit and (count is None or made < count):
        latest = max(seat.message["decision"] for seat in seats.values())
        for seat in seats.values():
            seat.wait(lambda m, latest=latest: m["type"] == "view" and m["decision"] >= latest, timeout=10)
        view = next(iter(seats.values())).view
        if view["over"]:
            return made
        seat = seats.get(view["to_move"])
        if seat is None:                                     # a computer's decision, on the server
            next(iter(seats.values())).wait(lambda m, latest=latest: m["type"] == "view" and m["decision"] > latest,
                                            timeout=10)
            continue
        actions = seat.view["actions"]
        seat.act(actions[made * 7919 % len(actions)]["notation"])
        made += 1
    if count is not None:
        return made
    raise AssertionError(f"the game did not end in {limit} decisions")


def plain(data):
    return json.loads(json.dumps(data, ensure_ascii=False))


@pytest.mark.parametrize("game", list(gangs.GAMES))
def test_a_whole_game_over_the_wire_tells_no_seat_another_s_secret(game, tmp_path):
    """Two humans, a computer, a spectator and the teacher at one table: every view a seat or the spectator
    receives is the view of a re-deal of what it cannot see (so it holds nothing of it), holds no token but its
    own and never the seed; the teacher's sees everything."""
    with table_server(tmp_path / "rooms.sqlite") as server:
        links = create_room(server.url, game, ["human", "human", "random"], options=SHORT[game])
        seats = {k: connect(links["seats"][k]) for k in (0, 1)}
        watcher, teacher = connect(links["spectator"]), connect(links["everyone"])
        try:
            play_to_the_end(seats)
            for client in (*seats.values(), watcher, teacher):
                client.wait(lambda m: m["type"] == "view" and m["view"]["over"])
            record = server.run(server.tables.store.records)[-1]
        finally:
            for client in (*seats.values(), watcher, teacher):
                client.close()
    match = gangs.load(record)
    events, turns, movers = match.events_by_decision(), match.decision_turns, match.decision_movers
    tokens = set(links["seats"].values()) | {links["spectator"], links["everyone"]}
    rng = random.Random(29)
    checked = 0
    for client, viewer in ((seats[0], 0), (seats[1], 1), (watcher, SPECTATOR)):
        own = {links["seats"].get(viewer, links["spectator"]).split("#")[1]}
        for message in client.received:
            text = json.dumps(message, ensure_ascii=False)
            assert not any(t.split("#")[1] in text for t in tokens if t.split("#")[1] not in own)
            assert str(record["seed"]) not in text
            if message["type"] != "view":
                continue
            d = message["decision"]
            state = match.state_at(d)
            twin = state.resample(viewer if viewer >= 0 else 0, rng) if viewer >= 0 else state.resample(0, rng)
            last = match.decision_action(d) if d else None
            expected = View(twin, events[:d + 1], viewer, "en", turns[:d + 1], movers[:d + 1], last).as_dict()
            assert message["view"] == plain(expected), (viewer, d)
            checked += 1
    assert checked >= 3 * match.decisions // 2
    last = teacher.message["view"]
    assert last == plain(View.of(match, None, "en").as_dict())


def test_hostile_clients_are_refused_and_the_other_rooms_go_on(tmp_path):
    with table_server(tmp_path / "rooms.sqlite") as server:
        links = create_room(server.url, "street", ["human", "human"])
        other = create_room(server.url, "ribauds", ["human", "human"])
        bystander = connect(other["seats"][0])
        alice, bob = connect(links["seats"][0]), connect(links["seats"][1])
        try:
            decision = alice.message["decision"]
            mover, idle = (alice, bob) if alice.view["to_move"] == 0 else (bob, alice)
            # an action for another seat, with or without its notation: refused, nothing changed
            notation = mover.view["actions"][0]["notation"]
            with pytest.raises(RemoteError) as refused:
                idle.act(notation)
            assert refused.value.code == "not-your-turn"
            with pytest.raises(RemoteError) as refused:
                mover.act("steal everything")
            assert refused.value.code == "illegal" and refused.value.rule
            # garbage, another seat's token, and a 10 MB message on connections of their own
            room, token_b = links["seats"][1].split("/room/")[1].split("#")
            with ws_connect(f"{server.url}/room/{room}", max_size=2 ** 23) as raw:
                for junk in ("", "nonsense", "{}", "[1,2]", '{"type": "__import__"}', b"\x00\xff",
                             json.dumps({"type": "act", "action": notation})):
                    raw.send(junk)
                    answer = json.loads(raw.recv(5))
                    assert answer["type"] == "error", junk
                raw.send(json.dumps({"type": "why", "ids": ["sq-1"]}))      # a question before joining
                assert json.loads(raw.recv(5))["code"] == "room"
                raw.send(json.dumps({"type": "join", "room": room, "token": "forged"}))
                assert json.loads(raw.recv(5))["code"] == "token"
            # why a click plays nothing: told only to the seat whose decision it is
            assert idle.why(None, ["nowhere", "pawn-9"]) is None
            with ws_connect(f"{server.url}/room/{room}", max_size=2 ** 23) as raw:
                raw.send("x" * 10_000_000)
                with pytest.raises(ConnectionClosed) as closed:
                    raw.recv(10)
                assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
            # a flood: refused as too fast, then closed; the server serves on
            with ws_connect(f"{server.url}/room/{room}") as raw:
                for _ in range(60):                            # past the burst allowed
                    raw.send('{"type": "ping"}')
                codes = set()
                while "too-fast" not in codes:
                    answer = json.loads(raw.recv(10))
                    codes.add(answer.get("code") or answer["type"])
                assert "pong" in codes
                with pytest.raises(ConnectionClosed) as closed:
                    for _ in range(100_000):
                        raw.send('{"type": "ping"}')
                    while True:
                        raw.recv(10)
                assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
            # a half-open connection: a TCP socket that never finishes its handshake
            half = socket.create_connection(("127.0.0.1", server.port), timeout=5)
            half.sendall(b"GET /room/x HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            assert alice.message["decision"] == decision and server.tables.rooms[alice.message["room"]].match \
                .decisions == decision
            mover.act(notation)                               # the room plays on
            assert bystander.view["to_move"] is not None
            with ws_connect(f"{server.url}/room/x") as fresh:
                fresh.send('{"type": "ping"}')
                assert json.loads(fresh.recv(5)) == {"type": "pong"}
            half.close()
        finally:
            for client in (alice, bob, bystander):
                client.close()


def test_a_seat_looks_back_at_exactly_what_it_was_sent(tmp_path):
    """A look back at decision k (``RemoteSeat.look``) is the view the seat was sent after decision k, in its
    language; a decision not made is refused."""
    with table_server(tmp_path / "rooms.sqlite") as server:
        links = create_room(server.url, "street", ["human", "human"], options=SHORT["street"])
        seats = {k: connect(links["seats"][k], lang="fr") for k in (0, 1)}
        try:
            play_to_the_end(seats, count=6)
            for seat in seats.values():
                seat.wait(lambda m: m["type"] == "view" and m["decision"] >= 6)
                sent = {m["decision"]: m["view"] for m in seat.received if m["type"] == "view"}
                for k in (0, 3, 6):
                    assert seat.look(k)["view"] == sent[k], k
                with pytest.raises(RemoteError) as refused:
                    seat.look(99)
                assert refused.value.code == "look"
        finally:
            for seat in seats.values():
                seat.close()


def test_the_server_plays_timeout_for_a_seat_whose_time_is_spent(tmp_path):
    """A room of Super Gang played with its « quota de temps »: each view tells the clock; once the seat's time is
    spent (the room's clock moved on 30 s here), the server plays ``timeout`` and tells every seat."""
    with table_server(tmp_path / "rooms.sqlite") as server:
        links = create_room(server.url, "supergang", ["human", "human"], options={"time_quota": 30})
        alice, bob = connect(links["seats"][0]), connect(links["seats"][1])
        try:
            seat = alice.message["clock"]["seat"]
            assert 0 < alice.message["clock"]["left"] <= 30 and bob.message["clock"]["seat"] == seat
            room = server.tables.rooms[links["room"]]
            later = room.timer.now() + 31

            def run_late() -> None:
                room.timer.now = lambda: later
            server.run(run_late)
            told = bob.wait(lambda m: m["type"] == "view" and m["decision"] == 1, timeout=10)
            assert told["view"]["log"][-1]["rule"] == "time-quota"
            assert server.run(lambda: room.match.decision_action(1).notation) == "timeout"
        finally:
            alice.close()
            bob.close()


def test_a_player_gone_past_the_grace_period_is_played_by_a_computer_until_he_is_back(tmp_path):
    with table_server(tmp_path / "rooms.sqlite") as server:
        links = create_room(server.url, "ribauds", ["human", "human"], grace=0.5)
        alice, bob = connect(links["seats"][0]), connect(links["seats"][1])
        try:
            bob.close()
            told = alice.wait(lambda m: m["type"] == "view" and m["seats"][1]["played_by"] == "computer", timeout=10)
            assert told["seats"][1]["present"] is False
            if alice.view["to_move"] == 0 and not alice.view["over"]:
                alice.act(alice.view["actions"][0]["notation"])
            alice.wait(lambda m: m["type"] == "view" and (m["view"]["to_move"] == 0 or m["view"]["over"]), timeout=10)
            bob = connect(links["seats"][1])
            back = alice.wait(lambda m: m["type"] == "view" and m["seats"][1]["played_by"] == "player")
            assert back["seats"][1]["present"] is True
        finally:
            alice.close()
            bob.close()


def _serve(port: int, db: Path, log: Path) -> subprocess.Popen:
    try:
        return serve_process(port, db, log.open("ab"))
    except RuntimeError:
        raise RuntimeError(log.read_text()) from None


def test_a_server_killed_mid_game_and_started_again_loses_no_decision(tmp_path):
    """SIGKILL after decisions the players saw played: started again on the same database, every room is where
    it was, and the seats, which reconnect by themselves, catch up and play on."""
    port, db, log = free_port(), tmp_path / "rooms.sqlite", tmp_path / "server.log"
    process = _serve(port, db, log)
    try:
        links = create_room(f"ws://127.0.0.1:{port}", "ribauds", ["human", "human"])
        seats = {k: connect(links["seats"][k]) for k in (0, 1)}
        play_to_the_end(seats, count=12)
        seen = max(seat.message["decision"] for seat in seats.values())
        kept = _steps(db)
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(10)
        assert _steps(db) == kept and len(kept) > 12              # every decision seen is in the database
        process = _serve(port, db, log)
        for seat in seats.values():
            deadline = time.monotonic() + 30
            while seat.reconnections < 1 and time.monotonic() < deadline:
                time.sleep(0.05)
            assert seat.reconnections == 1
            seat.wait(lambda m: m["type"] == "view" and m["decision"] == seen, timeout=30)     # caught up
        time.sleep(1.5)                                      # within each connection's rate of messages
        play_to_the_end(seats, count=12)                     # and the game plays on from there
        assert _steps(db)[:len(kept)] == kept and len(_steps(db)) > len(kept)
    finally:
        for seat in locals().get("seats", {}).values():
            seat.close()
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(10)


def _steps(db: Path) -> list[str]:
    """Every step the database keeps of its only room (its opening, then each decision's)."""
    from gangs.net import RoomStore

    store = RoomStore(db)
    try:
        (room,) = store.rooms()
        return [*room.opening, *(step for decision in room.decisions for step in decision)]
    finally:
        store.close()


class HeldConnection:
    """A connection to a ``TableServer`` held in this process, for a test of the order of its messages: what the
    client sends is queued (``inbox``; None closes it), what the server sends is read at once (``sent``, ``react``),
    and each send then lets the event loop run other tasks for a while (0 to 7 turns, drawn from ``seed``), as a
    socket's ``drain`` may."""

    def __init__(self, react=None, seed: int = 0) -> None:
        import asyncio

        self.inbox: asyncio.Queue = asyncio.Queue()
        self.sent: list[dict] = []
        self.react = react
        self.delays = random.Random(seed)

    def __aiter__(self):
        return self

    async def __anext__(self) -> str:
        text = await self.inbox.get()
        if text is None:
            raise StopAsyncIteration
        return text

    async def send(self, text: str) -> None:
        import asyncio

        self.sent.append(json.loads(text))
        if self.react is not None:
            self.react(self, self.sent[-1])
        for _ in range(self.delays.randrange(8)):
            await asyncio.sleep(0)

    async def close(self, *_args) -> None:
        await self.inbox.put(None)


@pytest.mark.parametrize("seed", range(8))
def test_a_connection_is_never_sent_a_view_older_than_one_it_was_sent(tmp_path, seed):
    """Each seat plays as soon as the view telling him to move arrives, while the server is still telling the others
    the decision before: every connection (both seats and two spectators, who are sent the same view) is sent its
    views in the order of the decisions, and the last one it is sent is the game as it stands."""
    import asyncio

    from gangs.net.room import Room, make_room
    from gangs.net.server import TableServer
    from gangs.net.store import RoomStore

    async def play() -> tuple[dict, int]:
        tables = TableServer(RoomStore(tmp_path / "rooms.sqlite"), pace=0.0)
        stored = make_room("street", None, {"max_turns": 8}, ["human", "human"], seed=seed)
        tables.store.add(stored)
        room = tables.rooms[stored.id] = Room(stored, tables.store)

        def react(connection: HeldConnection, message: dict) -> None:
            view = message.get("view", {})
            if message["type"] == "view" and view.get("mine") and not view["over"] and message["decision"] < 30:
                actions = view["actions"]
                connection.inbox.put_nowait(json.dumps({"type": "act", "at": message["decision"],
                                                        "action": actions[message["decision"] % len(actions)]
                                                        ["notation"]}))

        held = {0: HeldConnection(react, 10 * seed), 1: HeldConnection(react, 10 * seed + 1),
                "spectator": HeldConnection(seed=10 * seed + 2),
                "another spectator": HeldConnection(seed=10 * seed + 3)}
        spectator = room.tokens_seen()["spectator"]
        tokens = {0: room.token_of(0), 1: room.token_of(1), "spectator": spectator, "another spectator": spectator}
        served = [asyncio.create_task(tables.handle(connection)) for connection in held.values()]
        for who, connection in held.items():
            await connection.inbox.put(json.dumps({"type": "join", "room": room.id, "token": tokens[who]}))
        for _ in range(2000):
            await asyncio.sleep(0)
            if room.match.decisions >= 30 or room.match.is_over:
                break
        for _ in range(200):                                 # the last tellings sent
            await asyncio.sleep(0)
        for connection in held.values():
            await connection.inbox.put(None)
        await asyncio.wait_for(asyncio.gather(*served), 10)
        return held, room.match.decisions

    held, decisions = asyncio.run(asyncio.wait_for(play(), 30))
    assert decisions >= 10
    for who, connection in held.items():
        told = [m["decision"] for m in connection.sent if m["type"] == "view"]
        assert told == sorted(told), who
        assert told[-1] == decisions, who
