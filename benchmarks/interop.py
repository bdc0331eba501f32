"""Random playouts natively and through each adapter (OpenSpiel, PettingZoo), for every game.

    python benchmarks/interop.py [--games street chicago] [--runs 5] [--players 2] [--max-turns 20]

The same random games (seed k for game k: dice and choices from ``Random(k)``) are played to their end three
ways, with the options ``--max-turns`` (where the game has it, else the defaults):

- native: ``game.initial_state``, ``legal_actions`` / ``chance_outcomes``, ``apply`` (no Match, no record);
- OpenSpiel: ``gangs.interop.openspiel.load`` and pyspiel's ``legal_actions`` / ``chance_outcomes`` /
  ``apply_action`` on codes (no observation asked);
- PettingZoo: ``gangs.interop.pettingzoo.env`` and the AEC loop ``last()`` (observation and action mask) /
  ``step`` with a random masked code (chance resolved inside ``step``), as a learning agent would play.

Columns: games/s and decisions/s (a player's decision; chance outcomes are not counted) over the CPU time of
this process (``time.process_time``), and each adapter's speed as a fraction of the native one. Figures are
printed, never checked.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any, Callable

import numpy as np

import gangs
from gangs.kernel.state import CHANCE


def options_for(key: str, max_turns: int | None) -> dict[str, Any]:
    """``max_turns`` where the game has it."""
    return {"max_turns": max_turns} if max_turns and "max_turns" in gangs.GAMES[key].options else {}


def native(key: str, players: int, options: dict[str, Any], seed: int) -> int:
    """One random game on the bare State; returns its decisions."""
    game = gangs.GAMES[key]
    state = game.initial_state([f"P{i + 1}" for i in range(players)], game.check_options(options))
    rng, decisions = random.Random(seed), 0
    while not state.is_terminal:
        if state.to_move == CHANCE:
            outcomes = state.chance_outcomes()
            state.apply(rng.choices([o for o, _p in outcomes], [p for _o, p in outcomes])[0])
        else:
            state.apply(rng.choice(state.legal_actions()))
            decisions += 1
    return decisions


def through_openspiel(key: str, players: int, options: dict[str, Any], seed: int) -> int:
    """One random game through the OpenSpiel adapter; returns its decisions."""
    from gangs.interop import openspiel

    state = openspiel.load(key, players=players, **options).new_initial_state()
    rng, decisions = random.Random(seed), 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(rng.choices([o for o, _p in outcomes], [p for _o, p in outcomes])[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
            decisions += 1
    return decisions


def through_pettingzoo(key: str, players: int, options: dict[str, Any], seed: int) -> int:
    """One random game through the PettingZoo adapter (observations and masks included); returns its decisions."""
    from gangs.interop import pettingzoo

    env = pettingzoo.env(key, players, **options)
    env.reset(seed=seed)
    rng, decisions = random.Random(seed), 0
    for _agent in env.agent_iter():
        observation, _reward, terminated, truncated, _info = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
        decisions += 1
    return decisions


WAYS: dict[str, Callable[[str, int, dict[str, Any], int], int]] = {
    "native": native, "openspiel": through_openspiel, "pettingzoo": through_pettingzoo}


def measure(way: Callable, key: str, players: int, options: dict[str, Any], runs: int) -> tuple[float, float]:
    """(games/s, decisions/s) of ``runs`` games played one way."""
    way(key, players, options, 10_000)                     # warm: codec, board caches, imports
    start, decisions = time.process_time(), 0
    for seed in range(runs):
        decisions += way(key, players, options, seed)
    spent = time.process_time() - start
    return runs / spent, decisions / spent


def main(argv: list[str] | None = None) -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="*", default=list(gangs.GAMES))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--max-turns", type=int, default=20)
    args = parser.parse_args(argv)
    print(f"random playouts, {args.players} players, max_turns={args.max_turns} where the game has it, "
          f"{args.runs} games each (CPU time)")
    print(f"{'game':<10} {'way':<11} {'games/s':>9} {'decisions/s':>12} {'of native':>10}")
    for key in args.games:
        options = options_for(key, args.max_turns)
        base = None
        for name, way in WAYS.items():
            games, decisions = measure(way, key, args.players, options, args.runs)
            base = base or decisions
            print(f"{key:<10} {name:<11} {games:9.2f} {decisions:12.0f} {decisions / base:10.2f}", flush=True)


if __name__ == "__main__":
    main()
