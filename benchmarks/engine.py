"""The engine alone: random play at the State level, and the cost of ``clone()``, for every game.

    python benchmarks/engine.py [--games supergang street] [--runs 20] [--players 2 4] [--repeat 3] [--warm]

No Match, no record, no event log kept: each game starts from ``game.initial_state(players, options)``
(default options) and is played to its end by the kernel's random agent, chance resolved the way
``Match`` resolves it (one draw from a seeded generator per chance node, walked along the outcomes'
probabilities), actions applied with ``State._apply`` as a Match applies the legal actions it offered.
Game k of a setting uses seed k (dice ``Random(k)``, agent ``Random(f"agents/{k}")``), so two runs of
one version do the same work, and a version that changes no rule plays the same games.

Columns: "decisions/s" counts the players' decisions (chance outcomes are not decisions) over the whole
time spent listing legal actions, choosing, applying, and resolving chance, every event made as a Match makes it
(its facts: the words are made only when the event is read, ``gangs.kernel.tell``); "steps/s" counts chance
outcomes too. "read µs" is what reading costs: the median time to word one event of those games for the teacher
(``event.text``), in English. "clone µs" is the median time of one ``clone()`` of a mid-game state (the position after
half of each game's steps, every game of the setting, many clones each). With ``--repeat`` every setting
is measured that many times and the median of each column is printed. Times are this process's CPU
time (``time.process_time``), not the wall clock, so that other work on a shared machine changes them
less; they are printed, never checked: compare two versions run one after the other, several times.
Super Gang's player counts are its gangs (no police seat). Settings run one after the other in one process,
so what a game keeps on its board as it plays (Super Gang's walks and actions) is cold for the first setting
and partly warm for the next; ``--warm`` plays each setting's games once, unmeasured, before measuring them, so
that every row is warm (what a long analysis or a search sees).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
import timeit

import gangs
from gangs.kernel.agent import RandomAgent
from gangs.kernel.match import draw_outcome
from gangs.kernel.state import CHANCE


def play(game, players: int, seed: int, stop_at: int | None = None, log: list | None = None):
    """One random game of ``game`` from seed ``seed``, at the State level, to its end or for ``stop_at``
    steps, its events added to ``log`` when one is given. Returns (decisions, steps, the state reached)."""
    names = [f"P{p + 1}" for p in range(players)]
    state = game.initial_state(names, game.check_options({}))
    dice = random.Random(seed)
    agent = RandomAgent(random.Random(f"agents/{seed}"))
    decisions = steps = 0
    while steps != stop_at:
        to_move = state.to_move
        if to_move is None or decisions >= game.max_decisions:
            break
        if to_move == CHANCE:
            events = state._apply(draw_outcome(state.chance_outcomes(), dice.random()))
        else:
            legal = state.legal_actions()
            events = state._apply(agent.choose(state, legal))
            decisions += 1
        if log is not None:
            log.extend(events)
        steps += 1
    return decisions, steps, state


def clone_us(states: list) -> float:
    """The median µs of one ``clone()`` over ``states`` (each timed in batches, the best batch kept)."""
    times = []
    for state in states:
        number = 2000
        best = min(timeit.repeat(state.clone, number=number, repeat=5, timer=time.process_time))
        times.append(1e6 * best / number)
    return statistics.median(times)


def measure(key: str, players: int, runs: int) -> dict:
    """Play ``runs`` random games of ``key`` (seeds 0 to runs-1); return the rates, the cost of reading an event
    and the clone cost."""
    game = gangs.GAMES[key]
    lengths = []
    start = time.process_time()
    for seed in range(runs):
        lengths.append(play(game, players, seed)[:2])
    elapsed = time.process_time() - start
    decisions = sum(d for d, _ in lengths)
    steps = sum(s for _, s in lengths)
    middles = [play(game, players, seed, stop_at=s // 2)[2] for seed, (_, s) in enumerate(lengths)]
    return {"decisions": decisions, "steps": steps, "decisions_per_s": decisions / elapsed,
            "steps_per_s": steps / elapsed, "read_us": read_us(game, players, min(runs, 3)),
            "clone_us": clone_us(middles)}


def read_us(game, players: int, runs: int) -> float:
    """The µs of wording one event for the teacher, over every event of ``runs`` games (the median of 3 reads)."""
    log: list = []
    for seed in range(runs):
        play(game, players, seed, log=log)
    times = []
    for _ in range(3):
        start = time.process_time()
        worded = [event.text for event in log]
        times.append(time.process_time() - start)
        assert len(worded) == len(log)
    return 1e6 * statistics.median(times) / max(len(log), 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", nargs="*", default=None, choices=sorted(gangs.GAMES),
                        help="the games to measure (default: all)")
    parser.add_argument("--runs", type=int, default=20, help="random games per game and player count (default 20)")
    parser.add_argument("--players", type=int, nargs="*", default=[2, 4],
                        help="player counts (default 2 and 4; clipped to what each game allows)")
    parser.add_argument("--repeat", type=int, default=1, help="measure each setting this many times; "
                        "print the medians (default 1)")
    parser.add_argument("--warm", action="store_true", help="play each setting's games once before measuring them")
    args = parser.parse_args()
    print(f"{'game':<10} {'players':>7} {'decisions':>10} {'decisions/s':>12} {'steps/s':>10} {'read µs':>8} "
          f"{'clone µs':>9}")
    for key in args.games or gangs.GAMES:
        game = gangs.GAMES[key]
        counts = sorted({min(max(p, game.min_players), game.max_players) for p in args.players})
        for players in counts:
            if args.warm:
                for seed in range(args.runs):
                    play(game, players, seed)
            results = [measure(key, players, args.runs) for _ in range(args.repeat)]
            column = {name: statistics.median(r[name] for r in results)
                      for name in ("decisions_per_s", "steps_per_s", "read_us", "clone_us")}
            print(f"{key:<10} {players:>7} {results[0]['decisions']:>10} {column['decisions_per_s']:>12,.0f} "
                  f"{column['steps_per_s']:>10,.0f} {column['read_us']:>8.1f} {column['clone_us']:>9.2f}",
                  flush=True)


if __name__ == "__main__":
    main()
