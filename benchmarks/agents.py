"""The computer players against each other, in every game: who wins, with a 95 % interval, and how fast
MCTS searches.

    python benchmarks/agents.py [--games 20] [--playouts 200] [--seconds S] [--only GAME ...]

Each duel is two-player: the player measured takes seat 0 in even games and seat 1 in odd ones (game seeds
0 to N-1, the agents seeded by the game), so the seat's own advantage cancels out. A drawn game or a game won
by both counts half. "playouts/s" is MCTS's search speed over the games it played.
"""

from __future__ import annotations

import argparse
import math
import time

import gangs
from gangs.agents import GreedyAgent, MCTSAgent, RandomAgent


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate."""
    if games == 0:
        return 0.0, 1.0
    rate = wins / games
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def make(kind: str, seed: int, playouts: int | None, seconds: float | None):
    """An agent of ``kind`` (random, greedy, mcts), seeded."""
    if kind == "random":
        return RandomAgent(seed)
    if kind == "greedy":
        return GreedyAgent(seed)
    return MCTSAgent(playouts=playouts, seconds=seconds, rng=seed)


def duel(game: str, kind: str, against: str, games: int, playouts: int | None, seconds: float | None) -> dict:
    """``games`` two-player games of ``kind`` against ``against``: wins, interval, time, MCTS speed."""
    wins = 0.0
    searched = searching = 0.0
    start = time.perf_counter()
    for seed in range(games):
        me = seed % 2
        mine, theirs = make(kind, seed, playouts, seconds), make(against, seed + 10_000, playouts, seconds)
        for agent in (mine, theirs):
            if isinstance(agent, MCTSAgent):
                agent.choose = timed(agent, agent.choose)
        seats = [mine, theirs] if me == 0 else [theirs, mine]
        match = gangs.new(game, players=2, seed=seed).run(agents=seats)
        winners = match.winners
        wins += (1.0 / len(winners) if me in winners else 0.0) if winners else 0.5
        for agent in (mine, theirs):
            if isinstance(agent, MCTSAgent):
                searched += agent.total_playouts
                searching += agent.total_seconds
    low, high = wilson(wins, games)
    return {"game": game, "duel": f"{kind} v {against}", "games": games, "wins": wins, "rate": wins / games,
            "low": low, "high": high, "s_per_game": (time.perf_counter() - start) / games,
            "playouts_per_s": searched / searching if searching else None}


def timed(agent: MCTSAgent, choose):
    """``agent.choose``, counting the playouts and the time it searched."""
    agent.total_playouts, agent.total_seconds = 0, 0.0

    def wrapper(state, legal):
        start = time.perf_counter()
        action = choose(state, legal)
        if len(legal) > 1:
            agent.total_seconds += time.perf_counter() - start
            agent.total_playouts += agent.last_playouts
        return action

    return wrapper


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20, help="games per duel and game (default 20)")
    parser.add_argument("--playouts", type=int, default=200, help="MCTS playouts a decision (default 200)")
    parser.add_argument("--seconds", type=float, default=None, help="MCTS seconds a decision instead")
    parser.add_argument("--only", nargs="*", default=None, help="these games only")
    parser.add_argument("--duels", nargs="*", default=["greedy:random", "mcts:random", "mcts:greedy"],
                        help="duels as KIND:AGAINST (default greedy:random mcts:random mcts:greedy)")
    args = parser.parse_args()
    playouts = None if args.seconds is not None else args.playouts
    budget = f"{args.seconds} s" if args.seconds is not None else f"{playouts} playouts"
    print(f"MCTS budget: {budget} a decision; {args.games} games a duel")
    print(f"{'game':<10} {'duel':<18} {'games':>5} {'wins':>6} {'rate':>6} {'95 % interval':>14} {'s/game':>7} "
          f"{'playouts/s':>10}")
    for key in args.only or gangs.GAMES:
        for pair in args.duels:
            kind, against = pair.split(":")
            r = duel(key, kind, against, args.games, playouts, args.seconds)
            speed = f"{r['playouts_per_s']:>10,.0f}" if r["playouts_per_s"] else f"{'':>10}"
            print(f"{key:<10} {r['duel']:<18} {r['games']:>5} {r['wins']:>6.1f} {r['rate']:>6.0%} "
                  f"{r['low']:>6.0%} – {r['high']:<5.0%} {r['s_per_game']:>7.1f} {speed}", flush=True)


if __name__ == "__main__":
    main()
