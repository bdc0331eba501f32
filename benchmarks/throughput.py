"""Random play for every game: decisions per second and games per second.

    python benchmarks/throughput.py [--games 300] [--players 4]

Each setting plays the same games (seeds 0 to N-1) with the default random agents, so two runs
of one version do the same work.
"Decisions" are the players' choices; "steps" add the chance outcomes (dice, cards) the match
resolves. "dice µs/step" is what drawing one random number costs (the floor: a step that did
nothing but roll), to compare with "µs/step", what the engine spends on a whole step: listing the
legal actions, the agent's choice, applying it, narrating it, and recording it.
"""

from __future__ import annotations

import argparse
import random
import time

import gangs


def measure(game: str, players: int, games: int, **options) -> dict:
    """Play ``games`` random games of ``game`` (seeds 0 to games-1); return the counts and rates."""
    decisions = steps = 0
    start = time.perf_counter()
    for seed in range(games):
        match = gangs.new(game, players=players, seed=seed, **options).run()
        decisions += match.decisions
        steps += len(match.steps)
    elapsed = time.perf_counter() - start
    rng = random.Random(0)
    t0 = time.perf_counter()
    for _ in range(steps):
        rng.random()
    dice = time.perf_counter() - t0
    return {"game": game, "players": players, "options": options, "games": games, "decisions": decisions,
            "steps": steps, "seconds": elapsed, "decisions_per_s": decisions / elapsed,
            "steps_per_s": steps / elapsed, "games_per_s": games / elapsed,
            "us_per_step": 1e6 * elapsed / steps, "dice_us_per_step": 1e6 * dice / steps}


SETTINGS = {"street": [{"mode": "normal"}, {"mode": "fast"}],
            "supergang": [{}, {"police_player": True}],
            "chicago": [{}, {"two_gangs": True}],
            "ribauds": [{}, {"layout": "faubourgs"}]}
"""The settings measured for each game (Super Gang's fifth seat is the police seat; Chicago's two_gangs
option needs 2 players; Les Ribauds on its default layout, the Seine's, and on the largest)."""
DEFAULT_GAMES = {"street": 300, "supergang": 60, "chicago": 100, "ribauds": 100}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=None,
                        help="games per game, player count and setting (default: 300 of La Street, 60 of Super Gang, "
                             "100 of Vengeance à Chicago, 100 of Les Ribauds)")
    parser.add_argument("--players", type=int, nargs="*", default=None)
    args = parser.parse_args()
    print(f"{'game':<10} {'setting':<18} {'games':>6} {'decisions/s':>12} {'steps/s':>10} {'games/s':>8} "
          f"{'µs/step':>8} {'dice µs/step':>12}")
    for key, game in gangs.GAMES.items():
        counts = args.players or sorted({game.min_players, min(4, game.max_players), game.max_players})
        settings = SETTINGS.get(key, [{}])
        games = args.games or DEFAULT_GAMES.get(key, 300)
        for players in counts:
            for options in settings:
                if key == "supergang" and (players == 5) != options.get("police_player", False):
                    continue
                if options.get("two_gangs") and players != 2:
                    continue
                r = measure(key, players, games, **options)
                label = f"{players}p " + " ".join(f"{k}={v}" for k, v in options.items())
                print(f"{key:<10} {label:<18} {r['games']:>6} {r['decisions_per_s']:>12,.0f} "
                      f"{r['steps_per_s']:>10,.0f} {r['games_per_s']:>8.1f} {r['us_per_step']:>8.1f} "
                      f"{r['dice_us_per_step']:>12.2f}")


if __name__ == "__main__":
    main()
