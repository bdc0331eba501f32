"""Random play for every game: decisions per second and games per second.

    python benchmarks/throughput.py [--seconds 5] [--players 4]

"Decisions" are the players' choices; "steps" add the chance outcomes (dice, cards) the match
resolves. The last column compares with a loop that does nothing but draw the same number of
random numbers the games drew: what the dice alone cost.
"""

from __future__ import annotations

import argparse
import random
import time

import gangs


def measure(game: str, players: int, seconds: float, **options) -> dict:
    """Play random games of ``game`` for about ``seconds``; return the counts and rates."""
    games = decisions = steps = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        match = gangs.new(game, players=players, seed=seed, **options).run()
        games += 1
        decisions += match.decisions
        steps += len(match._steps)
        seed += 1
    elapsed = time.perf_counter() - start
    chance_steps = steps - decisions
    rng = random.Random(0)
    t0 = time.perf_counter()
    for _ in range(chance_steps):
        rng.random()
    for _ in range(decisions):
        rng.random()
    dice = time.perf_counter() - t0
    return {"game": game, "players": players, "options": options, "games": games, "decisions": decisions,
            "steps": steps, "seconds": elapsed, "decisions_per_s": decisions / elapsed,
            "steps_per_s": steps / elapsed, "games_per_s": games / elapsed,
            "cost_vs_dice": elapsed / dice if dice else float("nan")}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=5.0, help="time per game and setting")
    parser.add_argument("--players", type=int, nargs="*", default=None)
    args = parser.parse_args()
    print(f"{'game':<10} {'setting':<22} {'games':>6} {'decisions/s':>12} {'steps/s':>10} {'games/s':>8} "
          f"{'× dice':>8}")
    for key, game in gangs.GAMES.items():
        counts = args.players or sorted({game.min_players, min(4, game.max_players), game.max_players})
        settings = [{}]
        if key == "street":
            settings = [{"mode": "normal"}, {"mode": "fast"}]
        for players in counts:
            for options in settings:
                r = measure(key, players, args.seconds, **options)
                label = f"{players}p " + " ".join(f"{k}={v}" for k, v in options.items())
                print(f"{key:<10} {label:<22} {r['games']:>6} {r['decisions_per_s']:>12,.0f} "
                      f"{r['steps_per_s']:>10,.0f} {r['games_per_s']:>8.1f} {r['cost_vs_dice']:>8.0f}")


if __name__ == "__main__":
    main()
