"""The full study of ``notebooks/analyst.ipynb``, saved: ten thousand whole games of Super Gang (three random
gangs) with the killer's +2 as printed, ten thousand without it, and one greedy gang against two random ones,
200 games in each seat; one row per game, as ``gangs.analysis.simulate`` gives it.

    python benchmarks/analyst_runs.py [--runs 10000] [--workers 2] [--csv benchmarks/results/analyst-supergang.csv.gz]

The notebook plays the same series with fewer games (``GANGS_ANALYST_RUNS``, 200 by default) and sets its rates
beside the ones it reads here. Run ``i`` of a series is the game with seed ``seed + i`` (its players seeded by that
seed and their seat), so the notebook's smaller run is the first games of each series, and a rerun of this script
on the same code writes the same rows, however many workers play them. The column ``series`` says which series a
row is of: ``printed`` (``killer_bonus=2``), ``without`` (``killer_bonus=0``), ``greedy`` (the greedy player in
one seat, named by the ``agent <player>`` columns). The CSV is gzipped (20 600 rows: 2.3 MB as text) with no
time in its header, so the same rows make the same file. Beside it, a JSON file of the same name
(``analyst-supergang.json``) says how it was made: the seeds, the number of games, the commit of the code and
the files of ``gangs/`` changed since, the date, the workers and the time it took.
"""

from __future__ import annotations

import argparse
import datetime
import json
import platform
import subprocess
import time
from concurrent.futures import Executor, ProcessPoolExecutor
from pathlib import Path

import pandas

from gangs.analysis import simulate

ROOT = Path(__file__).resolve().parent.parent
CSV = ROOT / "benchmarks" / "results" / "analyst-supergang.csv.gz"
PLAYERS = ["Rouge", "Vert", "Jaune"]
SEED = 0
"""The first seed of the two series with and without the bonus (the same seeds: the same dice, as far as the
games run alike)."""
GREEDY_SEED = 100_000
"""The first seed of the greedy player's games in seat 0; seat ``s`` starts at ``GREEDY_SEED + 1000 * s``."""


def greedy_runs(runs: int) -> int:
    """How many games the greedy player plays in each seat when the random series have ``runs`` games: one in
    fifty (it thinks, so its games cost more), at least two."""
    return max(2, runs // 50)


def play(runs: int, executor: Executor | None = None, progress: bool = True) -> pandas.DataFrame:
    """The three series, one row per game, their ``series`` column first: ``runs`` games as printed, ``runs``
    without the bonus, and ``greedy_runs(runs)`` with the greedy player in each seat in turn."""
    parts = {
        "printed": simulate("supergang", runs, players=PLAYERS, seed=SEED, executor=executor, progress=progress),
        "without": simulate("supergang", runs, players=PLAYERS, seed=SEED, options={"killer_bonus": 0},
                            executor=executor, progress=progress),
        "greedy": pandas.concat([simulate("supergang", greedy_runs(runs), players=PLAYERS,
                                          seed=GREEDY_SEED + 1_000 * seat,
                                          agents=["greedy" if s == seat else "random" for s in range(len(PLAYERS))],
                                          executor=executor, progress=progress) for seat in range(len(PLAYERS))],
                                ignore_index=True),
    }
    return pandas.concat([part.assign(series=name) for name, part in parts.items()], ignore_index=True)[
        ["series", *parts["printed"].columns]]


def git(*args: str) -> str:
    """What ``git args`` prints at the repository's root (empty when git cannot tell)."""
    try:
        done = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return done.stdout.rstrip("\n") if done.returncode == 0 else ""


def code() -> dict:
    """The code that plays the games, asked before they are played: the commit, and the files of ``gangs/``
    changed since it (``git status``)."""
    changed = [line[3:] for line in git("status", "--porcelain", "--", "gangs").splitlines()]
    return {"commit": git("rev-parse", "HEAD"), "uncommitted changes in gangs/": changed}


def provenance(runs: int, workers: int, seconds: float, played_by: dict) -> dict:
    """How the rows were made, for the JSON file beside them: enough to make them again and to tell whether the
    code has changed since. ``played_by``: what ``code()`` said before the games were played."""
    return {
        "made by": f"python benchmarks/analyst_runs.py --runs {runs} --workers {workers}",
        "game": "supergang",
        "players": PLAYERS,
        "runs": runs,
        "greedy runs per seat": greedy_runs(runs),
        "seeds": {"printed": SEED, "without": SEED,
                  "greedy": [GREEDY_SEED + 1_000 * seat for seat in range(len(PLAYERS))]},
        "options": {"printed": {}, "without": {"killer_bonus": 0}, "greedy": {}},
        **played_by,
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "python": platform.python_version(),
        "workers": workers,
        "seconds": round(seconds, 1),
    }


def about_path(csv: Path) -> Path:
    """The JSON file beside ``csv`` that says how its rows were made: ``x.csv.gz`` -> ``x.json``."""
    name = csv.name.removesuffix(".gz").removesuffix(".csv")
    return csv.with_name(f"{name}.json")


def write(rows: pandas.DataFrame, csv: Path) -> None:
    """``rows`` as CSV at ``csv``, gzipped when its name ends in ``.gz`` (with no time in the gzip header)."""
    csv.parent.mkdir(parents=True, exist_ok=True)
    compression = {"method": "gzip", "mtime": 0} if csv.name.endswith(".gz") else None
    rows.to_csv(csv, index=False, compression=compression)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=10_000, help="games in each random series (default 10000)")
    parser.add_argument("--workers", type=int, default=2, help="processes playing the games (default 2)")
    parser.add_argument("--csv", type=Path, default=CSV,
                        help=f"where to write the rows (default {CSV.relative_to(ROOT)}; .gz: gzipped)")
    parser.add_argument("--quiet", action="store_true", help="no progress bars")
    args = parser.parse_args()
    played_by = code()
    start = time.perf_counter()
    if args.workers > 1:
        with ProcessPoolExecutor(args.workers) as pool:
            rows = play(args.runs, pool, progress=not args.quiet)
    else:
        rows = play(args.runs, progress=not args.quiet)
    seconds = time.perf_counter() - start
    write(rows, args.csv)
    about = provenance(args.runs, args.workers, seconds, played_by)
    about_path(args.csv).write_text(json.dumps(about, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    counts = rows["series"].value_counts()
    print(f"{counts['printed']:,} games as printed, {counts['without']:,} without the bonus, {counts['greedy']:,} "
          f"with a greedy gang, in {seconds / 60:.1f} min on {args.workers} process(es): {args.csv}")


if __name__ == "__main__":
    main()
