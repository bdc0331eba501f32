"""The PNG of a board (``gangs.render.png``): its size in bytes and the time to make it, per game.

    python benchmarks/png.py [--runs 5] [--seed 7] [--steps 15]

For each game, a seeded match of 4 players (or the nearest count the game allows) plays ``--steps``
random decisions, then its scene is written as PNG ``--runs`` times. Printed: the scene's size, the
SVG's and the PNG's bytes (and the PNG as base64, as a notebook stores it), the median and slowest
time to make the PNG (scene included: what ``Match._repr_png_`` costs a notebook cell), and the
time of the SVG for comparison. The aim (printed, not checked): the Super Gang board under 60 kB.
"""

from __future__ import annotations

import argparse
import base64
import statistics
import time

import gangs
from gangs.render import png, svg
from gangs.render.png import SUPERSAMPLE, font_source

TARGET_BYTES = 60_000
"""The aim for the Super Gang board's PNG."""

PLAYERS = 4
"""Players at the table (clamped to what each game allows)."""


def timed(make, runs: int) -> tuple[object, list[float]]:
    """``make()`` run ``runs`` times: its last result and each run's seconds."""
    seconds, result = [], None
    for _ in range(runs):
        start = time.perf_counter()
        result = make()
        seconds.append(time.perf_counter() - start)
    return result, seconds


def measure(key: str, runs: int, seed: int, steps: int) -> None:
    """Print one game's figures."""
    game = gangs.GAMES[key]
    players = min(max(PLAYERS, game.min_players), game.max_players)
    match = gangs.new(key, players=players, seed=seed).run(max_steps=steps)
    scene = game.scene(match.state)
    data, png_seconds = timed(match._repr_png_, runs)
    text, svg_seconds = timed(lambda: svg(game.scene(match.state)), runs)
    aim = f" (aim: under {TARGET_BYTES / 1000:.0f} kB)" if key == "supergang" else ""
    print(f"{key}: {scene.width:g} x {scene.height:g}, {len(scene.shapes())} shapes, {players} players")
    print(f"  PNG  {len(data) / 1000:6.1f} kB{aim}, {len(base64.b64encode(data)) / 1000:.1f} kB as base64; "
          f"median {statistics.median(png_seconds) * 1000:.0f} ms, slowest {max(png_seconds) * 1000:.0f} ms")
    print(f"  SVG  {len(text.encode()) / 1000:6.1f} kB; median {statistics.median(svg_seconds) * 1000:.0f} ms")
    print(f"  PNG at scale 2: {len(png(scene, scale=2)) / 1000:.1f} kB")


def main() -> None:
    """Parse the arguments and print the figures of every game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--steps", type=int, default=15)
    args = parser.parse_args()
    print(f"font: {font_source()}; supersampling {SUPERSAMPLE}x{SUPERSAMPLE}")
    for key in sorted(gangs.GAMES):
        measure(key, args.runs, args.seed, args.steps)


if __name__ == "__main__":
    main()
