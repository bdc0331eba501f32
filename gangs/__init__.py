"""gangs: four French gangster board games, playable, teachable and analysable.

>>> import gangs
>>> m = gangs.new("street", players=3, seed=7)
>>> m.run().is_over
True
"""

from __future__ import annotations

from os import PathLike
from typing import Any, Sequence

from .kernel import CHANCE, Action, Event, Game, IllegalAction, Match, Option, Record, RecordError, Rule, State, replay
from .street import StreetGame
from .supergang import SuperGangGame

__version__ = "0.1.0"

GAMES: dict[str, Game] = {game.name: game for game in (SuperGangGame(), StreetGame())}
"""Every playable game, by key."""


def new(game: str, players: int | Sequence[str] = 2, seed: int | None = None, **options: Any) -> Match:
    """Start a match of ``game`` (a key of GAMES).

    ``players``: how many, or their names. ``seed`` fixes the dice (a random one is chosen and
    recorded when omitted). ``options`` are the game's own (see ``GAMES[game].options``).
    """
    if game not in GAMES:
        raise ValueError(f"no game {game!r}; the games are {', '.join(GAMES)}")
    rules = GAMES[game]
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


__all__ = ["Action", "CHANCE", "Event", "GAMES", "Game", "IllegalAction", "Match", "Option", "Record",
           "RecordError", "Rule", "State", "load", "new"]
