"""gangs.analysis.simulate on one process, on a pool of processes and on a Dask LocalCluster: games a second,
and the scaling (games a second with N workers over games a second with one).

    python benchmarks/simulate.py [--games 400] [--workers 2] [--only GAME ...] [--no-dask]

Each setting plays the same games (seeds 0 to N-1, random players, two-player) and the rows are checked equal
to the serial ones, so the figures compare the same work. A pool's first chunk pays for starting its
processes (and the cluster for starting its workers, not counted: it is started before the clock runs, as an
analyst's cluster is).
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor

import gangs
from gangs.analysis import simulate


def timed(game: str, games: int, executor=None):
    """The rows of ``games`` random games of ``game`` and the seconds they took."""
    start = time.perf_counter()
    rows = simulate(game, games, players=2, seed=0, executor=executor, progress=False)
    return rows, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=400, help="games per game and setting (default 400)")
    parser.add_argument("--workers", type=int, default=2, help="processes of the pool and the cluster (default 2)")
    parser.add_argument("--only", nargs="*", default=None, help="these games only")
    parser.add_argument("--no-dask", action="store_true", help="skip the Dask LocalCluster")
    args = parser.parse_args()
    client = cluster = None
    if not args.no_dask:
        from dask.distributed import Client, LocalCluster

        cluster = LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True,
                               dashboard_address=None)
        client = Client(cluster)
    print(f"{args.games} two-player games of random players per game; {args.workers} workers")
    print(f"{'game':<10} {'serial games/s':>15} {'pool games/s':>13} {'scaling':>8} {'dask games/s':>13} "
          f"{'scaling':>8}")
    try:
        for key in args.only or gangs.GAMES:
            timed(key, 2)                                      # boards read and caches filled, as in a worker
            serial, alone = timed(key, args.games)
            with ProcessPoolExecutor(args.workers) as pool:
                pooled, spread = timed(key, args.games, pool)
            assert pooled.equals(serial), f"{key}: the pool's rows differ from the serial ones"
            line = (f"{key:<10} {args.games / alone:>15.1f} {args.games / spread:>13.1f} "
                    f"{alone / spread:>8.2f}")
            if client is not None:
                clustered, far = timed(key, args.games, client.get_executor())
                assert clustered.equals(serial), f"{key}: the cluster's rows differ from the serial ones"
                line += f" {args.games / far:>13.1f} {alone / far:>8.2f}"
            print(line, flush=True)
    finally:
        if client is not None:
            client.close()
            cluster.close()


if __name__ == "__main__":
    main()
