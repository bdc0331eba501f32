"""gangs.analysis.simulate on one process, on a pool of processes and on a Dask LocalCluster: games a second,
and the scaling (games a second on N workers over games a second in one process, with no task at all).

    python benchmarks/simulate.py [--games 400] [--workers 1 2] [--only GAME ...] [--no-dask]

Each setting plays the same games (seeds 0 to N-1, random players, two-player) and the rows are checked equal
to the serial ones, so the figures compare the same work. The games are played once unmeasured first: what a game
keeps on its board as it plays (Super Gang's walks) is then warm for the serial run and for the pools' processes,
which inherit it. A pool's first chunk pays for starting its
processes (and the cluster for starting its workers, not counted: it is started before the clock runs, as an
analyst's cluster is). Work goes in chunks of consecutive games (``runs/task``: about a quarter of a worker's share,
so a task's cost, about a millisecond on Dask, is paid a few times a worker, not once a game).
"""

from __future__ import annotations

import argparse
import logging
import time
from concurrent.futures import ProcessPoolExecutor

import gangs
from gangs.analysis import simulate
from gangs.analysis.simulate import chunk_size


def timed(game: str, games: int, executor=None):
    """The rows of ``games`` random games of ``game`` and the seconds they took."""
    start = time.perf_counter()
    rows = simulate(game, games, players=2, seed=0, executor=executor, progress=False)
    return rows, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=400, help="games per game and setting (default 400)")
    parser.add_argument("--workers", type=int, nargs="*", default=[1, 2],
                        help="processes of the pool and of the cluster, each count in turn (default 1 and 2)")
    parser.add_argument("--only", nargs="*", default=None, help="these games only")
    parser.add_argument("--no-dask", action="store_true", help="skip the Dask LocalCluster")
    args = parser.parse_args()
    clusters = {} if args.no_dask else {count: start_cluster(count) for count in args.workers}
    print(f"{args.games} two-player games of random players per game; games a second, and the scaling: over the "
          "serial rate (one process, no task)")
    print(f"{'game':<10} {'workers':>7} {'runs/task':>9} {'serial':>8} {'pool':>8} {'scaling':>8} {'dask':>8} "
          f"{'scaling':>8}")
    try:
        for key in args.only or gangs.GAMES:
            timed(key, args.games)             # boards read and caches filled (the pools' processes inherit them)
            serial, alone = timed(key, args.games)
            for count in args.workers:
                with ProcessPoolExecutor(count) as pool:
                    size = chunk_size(args.games, pool)
                    pooled, spread = timed(key, args.games, pool)
                assert pooled.equals(serial), f"{key}: the pool's rows differ from the serial ones"
                line = (f"{key:<10} {count:>7} {size:>9} {args.games / alone:>8.1f} {args.games / spread:>8.1f} "
                        f"{alone / spread:>8.2f}")
                if count in clusters:
                    clustered, far = timed(key, args.games, clusters[count][1].get_executor())
                    assert clustered.equals(serial), f"{key}: the cluster's rows differ from the serial ones"
                    line += f" {args.games / far:>8.1f} {alone / far:>8.2f}"
                print(line, flush=True)
    finally:
        for cluster, client in clusters.values():
            client.close()
            cluster.close()


def start_cluster(workers: int):
    """A Dask LocalCluster of ``workers`` processes of one thread, and its client."""
    from dask.distributed import Client, LocalCluster

    cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None,
                           silence_logs=logging.ERROR)
    return cluster, Client(cluster)


if __name__ == "__main__":
    main()
