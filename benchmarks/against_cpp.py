"""Every game against a C++ engine, in one run: applies a second of the same random-playout loop, and the ratio to
OpenSpiel's C++ backgammon driven from Python (issue 30's table).

    python benchmarks/against_cpp.py [--seconds 3] [--rounds 3]

One loop for every engine: from a new game, while it is not over, a chance node draws one outcome with one
``random()`` walked along the outcomes' probabilities, a player's node takes a random legal action; every apply
counts (chance outcomes and decisions alike). The games of ``gangs`` are played at the State level with the
kernel's random agent (as ``benchmarks/engine.py``), every event made and kept in a log, as a Match keeps it.
Beside them: OpenSpiel's C++ backgammon and its Python kuhn_poker (the ``openspiel`` extra), python-chess (when
installed: ``pip install chess``), and the pure-Python floor, a loop of one dice roll and two updates. Each engine
plays for ``--seconds`` of CPU time (``time.process_time``) a round; the engines take turns round by round, so
that the load of a shared machine falls on all alike, and the median round of each is printed. Times vary by
30 % on a shared machine: read the ratios, which are of one run.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Callable

import gangs
from gangs.kernel.agent import RandomAgent
from gangs.kernel.match import draw_outcome
from gangs.kernel.state import CHANCE

GAMES = [("street", 4, "La Street, 4 players"), ("supergang", 4, "Super Gang, 4 gangs"),
         ("chicago", 4, "Vengeance à Chicago, 4"), ("ribauds", 3, "Les Ribauds, 3")]
"""The games measured: key, players, and the row's name."""

Engine = Callable[[float], int]
"""Plays for that many seconds of CPU time; the applies made."""


def gangs_engine(key: str, players: int) -> Engine:
    """Random games of ``key`` at the State level, the log kept; game k from seed k."""
    game = gangs.GAMES[key]
    options = game.check_options({})
    names = [f"P{p + 1}" for p in range(players)]
    seeds = iter(range(10 ** 9))

    def run(seconds: float) -> int:
        applies, until = 0, time.process_time() + seconds
        while time.process_time() < until:
            seed = next(seeds)
            state = game.initial_state(names, options)
            dice, agent, log = random.Random(seed), RandomAgent(random.Random(f"agents/{seed}")), []
            decisions = 0
            while True:
                to_move = state.to_move
                if to_move is None or decisions >= game.max_decisions:
                    break
                if to_move == CHANCE:
                    log.extend(state._apply(draw_outcome(state.chance_outcomes(), dice.random())))
                else:
                    log.extend(state._apply(agent.choose(state, state.legal_actions())))
                    decisions += 1
                applies += 1
        return applies
    return run


def spiel_engine(name: str) -> Engine | None:
    """Random games of the OpenSpiel game ``name``; None without OpenSpiel."""
    try:
        import open_spiel.python.games  # noqa: F401  (registers the games written in Python)
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game(name)
    rng = random.Random(0)

    def run(seconds: float) -> int:
        applies, until, draw = 0, time.process_time() + seconds, rng.random
        while time.process_time() < until:
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    state.apply_action(spiel_outcome(state.chance_outcomes(), draw()))
                else:
                    legal = state.legal_actions()
                    state.apply_action(legal[int(draw() * len(legal))])
                applies += 1
        return applies
    return run


def spiel_outcome(outcomes: list[tuple[int, float]], left: float) -> int:
    """The outcome ``left`` (in [0, 1)) falls on, walked along the probabilities (as ``draw_outcome``)."""
    for outcome, chance in outcomes:
        left -= chance
        if left < 0:
            return outcome
    return outcomes[-1][0]


def chess_engine() -> Engine | None:
    """Random games of python-chess (legal moves generated, one pushed at random); None when not installed."""
    try:
        import chess
    except ImportError:
        return None
    rng = random.Random(0)

    def run(seconds: float) -> int:
        applies, until, draw = 0, time.process_time() + seconds, rng.random
        while time.process_time() < until:
            board = chess.Board()
            while not board.is_game_over(claim_draw=False):
                legal = list(board.legal_moves)
                board.push(legal[int(draw() * len(legal))])
                applies += 1
        return applies
    return run


def floor_engine() -> Engine:
    """The pure-Python floor: one dice roll and two updates an apply."""
    rng = random.Random(0)

    def run(seconds: float) -> int:
        applies, total, draw, until = 0, 0, rng.random, time.process_time() + seconds
        while time.process_time() < until:
            for _ in range(10_000):
                total += int(draw() * 6)
                applies += 1
        return applies
    return run


def engines() -> list[tuple[str, Engine | None]]:
    """Every row of the table, its engine (None: not installed here)."""
    return [("OpenSpiel C++ backgammon", spiel_engine("backgammon")),
            ("OpenSpiel Python kuhn_poker", spiel_engine("python_kuhn_poker")),
            ("python-chess, random games", chess_engine()),
            ("pure Python: a roll, two updates", floor_engine()),
            *((name, gangs_engine(key, players)) for key, players, name in GAMES)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds an engine plays a round")
    parser.add_argument("--rounds", type=int, default=3, help="rounds (the median is printed)")
    args = parser.parse_args()
    rows = engines()
    rates: dict[str, list[float]] = {name: [] for name, engine in rows if engine is not None}
    for _ in range(args.rounds):
        for name, engine in rows:
            if engine is not None:
                start = time.process_time()
                applies = engine(args.seconds)
                rates[name].append(applies / (time.process_time() - start))
    base = statistics.median(rates[rows[0][0]]) if rows[0][1] is not None else None
    print(f"{'engine':<34} {'applies a second':>17} {'× backgammon (C++)':>19}")
    for name, engine in rows:
        if engine is None:
            print(f"{name:<34} {'not installed':>17}")
            continue
        rate = statistics.median(rates[name])
        ratio = f"{rate / base:.2f}" if base else "-"
        print(f"{name:<34} {rate:>17,.0f} {ratio:>19}")


if __name__ == "__main__":
    main()
