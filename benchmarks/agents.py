"""The computer players against each other, in every game: who wins, with a 95 % interval, and how fast
MCTS searches.

    python benchmarks/agents.py [--games 20] [--playouts 300] [--seconds S] [--only GAME ...] [--workers 2]
                                [--csv benchmarks/results/agents.csv]

Each duel is two-player: the player measured takes seat 0 in even games and seat 1 in odd ones (game seeds
0 to N-1, the agents seeded by the game), so the seat's own advantage cancels out. A drawn game or a game won
by both counts half. "s/decision" is the mean time MCTS thought over the decisions it had a choice in, and
"playouts/s" its search speed. ``--workers`` plays the games of a duel on that many processes (a time budget
then shares the cores: give each worker a core of its own). ``--csv`` writes the table, which
``notebooks/analyst.ipynb`` reads.
"""

from __future__ import annotations

import argparse
import csv
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import gangs
from gangs.agents import GreedyAgent, MCTSAgent, RandomAgent
from gangs.agents.mcts import PLAYOUTS
from gangs.analysis import wilson


def make(kind: str, seed: int, playouts: int | None, seconds: float | None):
    """An agent of ``kind`` (random, greedy, mcts), seeded."""
    if kind == "random":
        return RandomAgent(seed)
    if kind == "greedy":
        return GreedyAgent(seed)
    return MCTSAgent(playouts=playouts, seconds=seconds, rng=seed)


def play(game: str, kind: str, against: str, seed: int, playouts: int | None, seconds: float | None) -> dict:
    """One two-player game of ``kind`` against ``against`` (``kind`` in seat ``seed % 2``): its share of the
    win, and what the MCTS players searched."""
    me = seed % 2
    mine, theirs = make(kind, seed, playouts, seconds), make(against, seed + 10_000, playouts, seconds)
    for agent in (mine, theirs):
        if isinstance(agent, MCTSAgent):
            agent.choose = timed(agent, agent.choose)
    seats = [mine, theirs] if me == 0 else [theirs, mine]
    start = time.perf_counter()
    match = gangs.new(game, players=2, seed=seed).run(agents=seats)
    winners = match.winners
    searched = [agent for agent in (mine, theirs) if isinstance(agent, MCTSAgent)]
    return {"wins": (1.0 / len(winners) if me in winners else 0.0) if winners else 0.5,
            "seconds": time.perf_counter() - start, "playouts": sum(a.total_playouts for a in searched),
            "searching": sum(a.total_seconds for a in searched), "choices": sum(a.total_choices for a in searched)}


def duel(game: str, kind: str, against: str, games: int, playouts: int | None, seconds: float | None,
         pool: ProcessPoolExecutor | None = None) -> dict:
    """``games`` two-player games of ``kind`` against ``against``: wins, interval, time, MCTS speed."""
    args = [(game, kind, against, seed, playouts, seconds) for seed in range(games)]
    results = list(pool.map(play, *zip(*args))) if pool else [play(*a) for a in args]
    wins = sum(r["wins"] for r in results)
    searching, choices = sum(r["searching"] for r in results), sum(r["choices"] for r in results)
    low, high = wilson(wins, games)
    return {"game": game, "duel": f"{kind} v {against}", "games": games, "wins": wins, "rate": wins / games,
            "low": low, "high": high, "s_per_game": sum(r["seconds"] for r in results) / games,
            "s_per_decision": searching / choices if choices else None,
            "playouts_per_s": sum(r["playouts"] for r in results) / searching if searching else None}


def timed(agent: MCTSAgent, choose):
    """``agent.choose``, counting the playouts, the decisions with a choice and the time it searched."""
    agent.total_playouts, agent.total_seconds, agent.total_choices = 0, 0.0, 0

    def wrapper(state, legal):
        start = time.perf_counter()
        action = choose(state, legal)
        if len(legal) > 1:
            agent.total_seconds += time.perf_counter() - start
            agent.total_playouts += agent.last_playouts
            agent.total_choices += 1
        return action

    return wrapper


COLUMNS = ("game", "duel", "games", "wins", "rate", "low", "high", "budget", "s_per_decision", "playouts_per_s",
           "s_per_game")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20, help="games per duel and game (default 20)")
    parser.add_argument("--playouts", type=int, default=PLAYOUTS,
                        help=f"MCTS playouts a decision (default {PLAYOUTS}, the agent's own)")
    parser.add_argument("--seconds", type=float, default=None, help="MCTS seconds a decision instead")
    parser.add_argument("--only", nargs="*", default=None, help="these games only")
    parser.add_argument("--duels", nargs="*", default=["greedy:random", "mcts:random", "mcts:greedy"],
                        help="duels as KIND:AGAINST (default greedy:random mcts:random mcts:greedy)")
    parser.add_argument("--workers", type=int, default=1, help="processes playing the games (default 1)")
    parser.add_argument("--csv", type=Path, default=None, help="also write the table to this CSV file")
    args = parser.parse_args()
    playouts = None if args.seconds is not None else args.playouts
    budget = f"{args.seconds} s" if args.seconds is not None else f"{playouts} playouts"
    print(f"MCTS budget: {budget} a decision; {args.games} games a duel; {args.workers} worker(s)")
    print(f"{'game':<10} {'duel':<18} {'games':>5} {'wins':>6} {'rate':>6} {'95 % interval':>14} {'s/game':>7} "
          f"{'s/decision':>10} {'playouts/s':>10}")
    table = []
    pool = ProcessPoolExecutor(args.workers) if args.workers > 1 else None
    try:
        for key in args.only or gangs.GAMES:
            for pair in args.duels:
                kind, against = pair.split(":")
                r = duel(key, kind, against, args.games, playouts, args.seconds, pool)
                r["budget"] = budget if "mcts" in (kind, against) else ""
                table.append(r)
                think = f"{r['s_per_decision']:>10.2f}" if r["s_per_decision"] else f"{'':>10}"
                speed = f"{r['playouts_per_s']:>10,.0f}" if r["playouts_per_s"] else f"{'':>10}"
                print(f"{key:<10} {r['duel']:<18} {r['games']:>5} {r['wins']:>6.1f} {r['rate']:>6.0%} "
                      f"{r['low']:>6.0%} – {r['high']:<5.0%} {r['s_per_game']:>7.1f} {think} {speed}", flush=True)
    finally:
        if pool:
            pool.shutdown()
    if args.csv:
        args.csv.parent.mkdir(parents=True, exist_ok=True)
        with args.csv.open("w", newline="") as out:
            writer = csv.DictWriter(out, fieldnames=COLUMNS, extrasaction="ignore")
            writer.writeheader()
            writer.writerows(table)
        print(f"written to {args.csv}")


if __name__ == "__main__":
    main()
