"""One game's random play at the State level, this checkout against an earlier commit, on the same machine at the
same time: the decisions a second of each, and their ratio.

    python benchmarks/versus.py REV [--game supergang] [--players 2 4] [--runs 20] [--rounds 5] [--instructions]

``REV`` is any commit; issue 14's speed target is measured against ``6f04729``, the code it was filed against.
A git worktree of ``REV`` is made in a temporary folder and removed afterwards. Each round runs one process per
version, each importing its own ``gangs``: it plays ``--runs`` random games once unmeasured (so that what a game
keeps on its board is warm), then the same games measured, as ``benchmarks/engine.py`` plays them (game k: dice
``Random(k)``, the kernel's random agent ``Random("agents/k")``). A version that has ``gangs.kernel.untold`` (before
issue 27) plays untold (no event made, as its computer players and ``simulate`` played); another makes every event,
as it always did. Rates are CPU time (``time.process_time``). The versions alternate round by round, so that the
load of a shared machine falls on both alike; the ratio of each round is this checkout's rate over ``REV``'s.
Printed at the end: the geometric mean of the rounds' ratios, and the ratio of each version's best round (a
machine's load only ever slows a run down, so the best is the least disturbed).

``--instructions`` counts the interpreter's instructions a decision instead, with valgrind's callgrind: exact and
repeatable (the hash seed is fixed), about a minute a run, and only where valgrind is installed. The count is the
difference between a run of the measured games and a run without them, so that starting Python and importing
``gangs`` are left out.
"""

from __future__ import annotations

import argparse
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PLAY = r'''
import contextlib, random, sys, time
sys.path.insert(0, sys.argv[1])
import gangs
from gangs.kernel.agent import RandomAgent
from gangs.kernel.state import CHANCE
try:
    from gangs.kernel import untold
except ImportError:
    untold = contextlib.nullcontext
key, players, runs, measured = sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5] == "1"
game = gangs.GAMES[key]

def draw(outcomes, pick):
    for outcome, probability in outcomes:
        pick -= probability
        if pick < 0:
            return outcome
    return outcomes[-1][0]

def play(seed):
    state = game.initial_state([f"P{p + 1}" for p in range(players)], game.check_options({}))
    dice, agent = random.Random(seed), RandomAgent(random.Random(f"agents/{seed}"))
    decisions = 0
    while state.to_move is not None and decisions < game.max_decisions:
        if state.to_move == CHANCE:
            state._apply(draw(state.chance_outcomes(), dice.random()))
        else:
            state._apply(agent.choose(state, state.legal_actions()))
            decisions += 1
    return decisions

with untold():
    for seed in range(runs):
        play(seed)
    if measured:
        start = time.process_time()
        decisions = sum(play(seed) for seed in range(runs))
        print(decisions, decisions / (time.process_time() - start))
'''


def run(root: Path, key: str, players: int, runs: int) -> tuple[int, float]:
    """(decisions, decisions a second) of one process playing ``runs`` games with the ``gangs`` found at ``root``."""
    done = subprocess.run([sys.executable, "-c", PLAY, str(root), key, str(players), str(runs), "1"],
                          capture_output=True, text=True, check=True)
    decisions, rate = done.stdout.split()
    return int(decisions), float(rate)


def instructions(root: Path, key: str, players: int, runs: int) -> float:
    """The interpreter's instructions a decision at ``root``, counted by callgrind."""
    counts = []
    for measured in ("0", "1"):
        done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
                               "-c", PLAY, str(root), key, str(players), str(runs), measured],
                              capture_output=True, text=True, check=True, env={**os.environ, "PYTHONHASHSEED": "0"})
        line = next(line for line in done.stderr.splitlines() if "Collected" in line)
        counts.append(int(line.split()[-1]))
    decisions = run(root, key, players, runs)[0]
    return (counts[1] - counts[0]) / decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("rev", help="the commit to compare with (issue 14's baseline: 6f04729)")
    parser.add_argument("--game", default="supergang", help="the game (default supergang)")
    parser.add_argument("--players", type=int, nargs="*", default=[2, 4], help="player counts (default 2 and 4)")
    parser.add_argument("--runs", type=int, default=20, help="random games a measure (default 20)")
    parser.add_argument("--rounds", type=int, default=5, help="alternate measures of each version (default 5)")
    parser.add_argument("--instructions", action="store_true", help="count instructions with callgrind instead")
    args = parser.parse_args()
    if args.instructions and shutil.which("valgrind") is None:
        parser.error("--instructions needs valgrind (apt-get install valgrind)")
    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder) / "base"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(base), args.rev], check=True)
        try:
            for players in args.players:
                if args.instructions:
                    old, new = (instructions(root, args.game, players, args.runs) for root in (base, ROOT))
                    print(f"{args.game} {players} players: {old:,.0f} instructions a decision at {args.rev}, "
                          f"{new:,.0f} now: x{old / new:.2f}", flush=True)
                    continue
                ratios, olds, news = [], [], []
                for round_ in range(args.rounds):
                    (_, old), (_, new) = run(base, args.game, players, args.runs), run(ROOT, args.game, players,
                                                                                       args.runs)
                    ratios.append(new / old)
                    olds.append(old)
                    news.append(new)
                    print(f"{args.game} {players} players, round {round_ + 1}: {old:,.0f} decisions/s at "
                          f"{args.rev}, {new:,.0f} now: x{new / old:.2f}", flush=True)
                mean = math.exp(statistics.fmean(math.log(r) for r in ratios))
                print(f"{args.game} {players} players: x{mean:.2f} (geometric mean of {args.rounds} rounds); best "
                      f"rounds {max(olds):,.0f} and {max(news):,.0f} decisions/s: x{max(news) / max(olds):.2f}",
                      flush=True)
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(base)], check=True)


if __name__ == "__main__":
    main()
