"""The registry of games: every playable game by key, and how to start or load a match of one.

The kernel knows no game: ``gangs/__init__.py`` registers each game's ``Game`` here, and everything
else (``gangs.new``, ``gangs.load``, the agents, the analysis) finds games through ``GAMES``.
"""

from __future__ import annotations

from os import PathLike
from typing import Any, Sequence

from .errors import RecordError
from .game import Game
from .match import Match, replay
from .record import Record

GAMES: dict[str, Game] = {}
"""Every playable game, by key."""


def register(game: Game) -> Game:
    """Add ``game`` to ``GAMES`` under its ``name``; ValueError if the key is taken."""
    if not game.name or game.name in GAMES:
        raise ValueError(f"a game needs a name of its own: {game.name!r} is empty or taken")
    GAMES[game.name] = game
    return game


def new(game: str, players: int | Sequence[str] = 2, seed: int | None = None, **options: Any) -> Match:
    """Start a match of ``game`` (a key of GAMES).

    ``players``: how many, or their names. ``seed`` fixes the dice (a random one is chosen and
    recorded when omitted). ``options`` are the game's own (see ``GAMES[game].options``); a bad
    one raises ValueError naming it and what it allows.
    """
    if not isinstance(game, str) or game not in GAMES:
        raise ValueError(f"no game {game!r}; the games are {', '.join(GAMES)}")
    rules = GAMES[game]
    if isinstance(players, bool) or not isinstance(players, (int, list, tuple)):
        raise ValueError(f"players is a number of players or a list of names, not {players!r}")
    names = [f"Player {i + 1}" for i in range(players)] if isinstance(players, int) else [str(p) for p in players]
    if not rules.min_players <= len(names) <= rules.max_players:
        raise ValueError(f"{rules.title} is for {rules.min_players} to {rules.max_players} players, not {len(names)}")
    if len(set(names)) != len(names):
        raise ValueError("two players have the same name")
    return Match(rules, names, rules.check_options(options), seed)


def load(record: Record | dict | str | PathLike) -> Match:
    """The match a record describes, replayed step by step.

    ``record``: a Record, its dict, its JSON text or the path of its JSON file. Raises
    RecordError naming the index of the first bad step in ``record.steps`` (from 0), or no
    step when the record as a whole is unreadable.
    """
    parsed = Record.read(record)
    if parsed.game not in GAMES:
        raise RecordError(f"unknown game {parsed.game!r}; the games are {', '.join(GAMES)}")
    return replay(GAMES[parsed.game], parsed)
