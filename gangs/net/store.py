"""Rooms kept in SQLite (the standard library's ``sqlite3``): a row per room (its game, players, options, seed, seats
and tokens) and a row per decision (the steps it made: the action and the chance outcomes that followed it), each
written in one transaction, so a server killed and restarted finds every room where it was. A room's game over, its
record is kept in the room's row."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (
    id TEXT PRIMARY KEY,
    created REAL NOT NULL,
    game TEXT NOT NULL,
    players TEXT NOT NULL,      -- JSON list of names
    options TEXT NOT NULL,      -- JSON object
    seed INTEGER NOT NULL,
    seats TEXT NOT NULL,        -- JSON list: "human", or a computer player's name
    tokens TEXT NOT NULL,       -- JSON object: token -> seat (a number), "everyone" or "spectator"
    grace REAL NOT NULL,        -- seconds a player may be gone before a computer plays for him
    record TEXT                 -- the record (JSON) once the game is over
);
CREATE TABLE IF NOT EXISTS decisions (
    room TEXT NOT NULL REFERENCES rooms(id) ON DELETE CASCADE,
    number INTEGER NOT NULL,    -- from 1; 0 holds the chance resolved before the first decision (the deal)
    steps TEXT NOT NULL,        -- JSON list of notations: the action, then its chance outcomes
    PRIMARY KEY (room, number)
);
"""


@dataclass
class StoredRoom:
    """A room as the store keeps it: its match's makings, the chance resolved before the first decision
    (``opening``: the deal) and every decision's steps, in order."""

    id: str
    created: float
    game: str
    players: list[str]
    options: dict[str, Any]
    seed: int
    seats: list[str]
    tokens: dict[str, Any]
    grace: float
    record: dict[str, Any] | None = None
    opening: list[str] = field(default_factory=list)
    decisions: list[list[str]] = field(default_factory=list)


class RoomStore:
    """The rooms' database at ``path`` (``":memory:"`` for none kept). One connection, used from one thread (the
    server's event loop)."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self._db = sqlite3.connect(self.path, isolation_level=None)
        self._db.execute("PRAGMA foreign_keys = ON")
        self._db.execute("PRAGMA journal_mode = WAL")
        self._db.execute("PRAGMA synchronous = NORMAL" if self.path == ":memory:" else "PRAGMA synchronous = FULL")
        self._db.executescript(SCHEMA)

    def close(self) -> None:
        """Close the database."""
        self._db.close()

    def add(self, room: StoredRoom) -> None:
        """Keep a new room (with its opening, and no decision yet)."""
        with self._transaction():
            self._db.execute(
                "INSERT INTO rooms (id, created, game, players, options, seed, seats, tokens, grace) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (room.id, room.created, room.game, json.dumps(room.players), json.dumps(room.options), room.seed,
                 json.dumps(room.seats), json.dumps(room.tokens), room.grace))
            self._db.execute("INSERT INTO decisions (room, number, steps) VALUES (?, 0, ?)",
                             (room.id, json.dumps(room.opening)))

    def decided(self, room: str, number: int, steps: list[str], record: dict[str, Any] | None = None) -> None:
        """Keep decision ``number`` of ``room`` (its ``steps``); with ``record``, the game it ended."""
        with self._transaction():
            self._db.execute("INSERT INTO decisions (room, number, steps) VALUES (?, ?, ?)",
                             (room, number, json.dumps(steps)))
            if record is not None:
                self._db.execute("UPDATE rooms SET record = ? WHERE id = ?", (json.dumps(record), room))

    def taken_back(self, room: str, number: int) -> None:
        """Forget decision ``number`` of ``room`` and every later one (an undo; ``number`` from 1)."""
        if number < 1:
            raise ValueError("the opening of a room is never taken back")
        with self._transaction():
            self._db.execute("DELETE FROM decisions WHERE room = ? AND number >= ?", (room, number))
            self._db.execute("UPDATE rooms SET record = NULL WHERE id = ?", (room,))

    def rooms(self) -> Iterator[StoredRoom]:
        """Every room kept, with its decisions, oldest first."""
        rows = self._db.execute("SELECT id, created, game, players, options, seed, seats, tokens, grace, record "
                                "FROM rooms ORDER BY created").fetchall()
        for row in rows:
            room = StoredRoom(row[0], row[1], row[2], json.loads(row[3]), json.loads(row[4]), row[5],
                              json.loads(row[6]), json.loads(row[7]), row[8], json.loads(row[9]) if row[9] else None)
            kept = self._db.execute("SELECT number, steps FROM decisions WHERE room = ? ORDER BY number", (room.id,))
            for number, steps in kept:
                if number == 0:
                    room.opening = json.loads(steps)
                else:
                    room.decisions.append(json.loads(steps))
            yield room

    def records(self) -> list[dict[str, Any]]:
        """The record of every finished game, oldest first."""
        return [json.loads(text) for (text,) in self._db.execute(
            "SELECT record FROM rooms WHERE record IS NOT NULL ORDER BY created")]

    def _transaction(self) -> "_Transaction":
        return _Transaction(self._db)


class _Transaction:
    """``BEGIN IMMEDIATE`` … ``COMMIT`` (``ROLLBACK`` on an error)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def __enter__(self) -> None:
        self._db.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind: Any, error: Any, trace: Any) -> None:
        self._db.execute("COMMIT" if kind is None else "ROLLBACK")
