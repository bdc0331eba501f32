"""The games, player counts and short options the interop tests (``test_interop_*.py``) play: every game of
``gangs.GAMES`` and every player count, kept short with ``max_turns`` where the game has it; a player count the
defaults refuse takes the first option sample that starts it, as the conformance suite does."""

from __future__ import annotations

from typing import Any

import pytest

import gangs

SHORT = 4
"""The rounds of a tested game where the game has ``max_turns``."""


def starting_options(key: str, players: int) -> dict[str, Any]:
    """Short options that start a game of ``players``: the defaults, else the first option sample that does."""
    game = gangs.GAMES[key]
    short = {"max_turns": SHORT} if "max_turns" in game.options else {}
    names = [f"P{i + 1}" for i in range(players)]
    samples = [{}] + [{name: value} for name, option in game.options.items() for value in option.samples()
                      if value != option.default and name != "max_turns"]
    for sample in samples:
        try:
            game.initial_state(names, game.check_options({**short, **sample}))
        except ValueError:
            continue
        return {**short, **sample}
    raise AssertionError(f"{key}: no sampled options start a game of {players} players")


CASES = [pytest.param(key, players, id=f"{key}-{players}p") for key, game in gangs.GAMES.items()
         for players in range(game.min_players, game.max_players + 1)]
"""(game key, players) for every game and player count."""
