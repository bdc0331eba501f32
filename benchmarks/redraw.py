"""The Table widget, kernel side: bytes sent to the front end and redraw time, per step.

    python benchmarks/redraw.py [--steps 200] [--seed 0]

For each game, a ``widgets.Table`` on a seeded match of 3 players (or the nearest count the game
allows) plays ``--steps`` decisions through ``table.step()``; every seat is a human seat (as a
teacher's table has), so each step offers the next decisions (pieces, buttons, outlined places) as a
person would see them, and Step plays the random agent for them. A match that ends is replaced by
the next seed's and the table refreshed (not measured). The table is the default one (no SVG
snapshot under it).

Bytes: every message the kernel sends to the front end goes through the widgets' comms
(``comm_open`` of a new widget, ``comm_msg`` for a state update or a custom message, ``comm_close``);
without a kernel each comm is a dummy whose ``publish_msg`` is wrapped here. A message counts the
UTF-8 JSON of its data (as Jupyter serialises it) plus its binary buffers; the Jupyter message
header around it (a few hundred bytes a message) is not counted, the message counts are printed.
"canvas" is what goes to ipycanvas (its canvas manager, which carries every drawing command batched
by ``hold_canvas``, and the table's canvases); "widgets" is the rest: status, log, SVG copy, action
buttons and piece cards (relabelled, and created when more are needed), slider and controls.

Time: "step" is the whole ``table.step()`` (the decision and the redraw, which skips the layers
whose shapes did not change); "redraw" is a ``table.refresh()`` alone after each step on the
unchanged match, with the pieces and highlight layers drawn in full (as if every piece had moved;
its bytes are not counted). "pick kB" is what picking a piece sends (its places outlined, its
moves listed), measured before each step where more than one piece can move (the piece with the
most moves), then put down again (not measured); "/" where no game piece was ever to pick.
The figures are medians and 95th percentiles over the steps; "build" is the table's construction,
which draws the board layer once. The issue's aims (printed, not checked): a step sends under
20 kB and repaints in under 100 ms.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any, Callable

from ipycanvas import canvas as ipycanvas_canvas

import gangs
from widgets import Table
from widgets.canvas import layers

TARGET_BYTES = 20_000
"""The issue's aim: bytes sent to the front end by one step."""

TARGET_MS = 100.0
"""The issue's aim: milliseconds to repaint after one step."""

PLAYERS = 3
"""Players at the table (clamped to what each game allows)."""


def message_bytes(data: Any, buffers: Any) -> int:
    """The size of one comm message: its data as Jupyter's JSON (UTF-8) plus its binary buffers."""
    text = json.dumps(data, ensure_ascii=False, allow_nan=False, default=str).encode("utf-8")
    return len(text) + sum(memoryview(buffer).nbytes for buffer in buffers or [])


class Recorder:
    """Counts what the kernel sends on every widget comm, split into canvas and other widgets.

    Wraps ``publish_msg`` of the comm class in use (the one every open, message and close goes
    through); ``canvas_ids`` are the comm ids counted as canvas.
    """

    def __init__(self) -> None:
        self.canvas_ids: set[str] = set()
        self.reset()
        self._comm_class = type(ipycanvas_canvas._CANVAS_MANAGER.comm)
        self._original: Callable | None = None

    def reset(self) -> None:
        """Forget the counts so far."""
        self.canvas = self.widgets = self.canvas_messages = self.widget_messages = 0

    def __enter__(self) -> "Recorder":
        original = self._original = self._comm_class.publish_msg
        recorder = self

        def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
            size = message_bytes(data, buffers)
            if self.comm_id in recorder.canvas_ids:
                recorder.canvas += size
                recorder.canvas_messages += 1
            else:
                recorder.widgets += size
                recorder.widget_messages += 1
            return original(self, msg_type, data, metadata, buffers, **keys)

        self._comm_class.publish_msg = publish_msg
        return self

    def __exit__(self, *_: Any) -> None:
        self._comm_class.publish_msg = self._original


def percentile(values: list[float], q: float) -> float:
    """The ``q``-th percentile (0-100) of ``values`` by nearest rank."""
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, round(q / 100 * len(ordered) + 0.5) - 1))]


def measure(game: str, steps: int, seed: int, recorder: Recorder) -> dict:
    """Play ``steps`` decisions of ``game`` through a Table; return the per-step bytes and times."""
    spec = gangs.GAMES[game]
    players = min(max(PLAYERS, spec.min_players), spec.max_players)
    recorder.reset()
    table = Table(gangs.new(game, players=players, seed=seed))
    recorder.canvas_ids = {w.comm.comm_id for w in (ipycanvas_canvas._CANVAS_MANAGER, table.canvas,
                                                    *layers(table.canvas))}
    build = recorder.canvas + recorder.widgets
    canvas, others, messages, step_ms, redraw_ms, picks = [], [], [], [], [], []
    games = 1
    for _ in range(steps):
        if table.match.is_over:
            table.match = gangs.new(game, players=players, seed=seed + games)
            table.refresh()
            games += 1
        if len(table.offer.pieces) > 1:
            recorder.reset()
            table.pick(max(table.offer.pieces, key=lambda piece: len(piece.actions)).id)
            picks.append(recorder.canvas + recorder.widgets)
            table.unpick()
        recorder.reset()
        start = time.perf_counter()
        table.step()
        step_ms.append(1000 * (time.perf_counter() - start))
        canvas.append(recorder.canvas)
        others.append(recorder.widgets)
        messages.append(recorder.canvas_messages + recorder.widget_messages)
        table._layers_drawn.clear()
        start = time.perf_counter()
        table.refresh()
        redraw_ms.append(1000 * (time.perf_counter() - start))
    total = [c + o for c, o in zip(canvas, others)]
    figures = {"game": game, "players": players, "steps": steps, "games": games, "build_bytes": build}
    for name, values in [("canvas", canvas), ("widgets", others), ("total", total), ("messages", messages),
                         ("step_ms", step_ms), ("redraw_ms", redraw_ms)]:
        figures[name] = (statistics.median(values), percentile(values, 95))
    figures["pick"] = (statistics.median(picks), percentile(picks, 95)) if picks else None
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", type=int, default=200, help="decisions played per game (default 200)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first match (default 0)")
    args = parser.parse_args()
    print(f"targets: a step sends under {TARGET_BYTES / 1000:g} kB and repaints in under {TARGET_MS:g} ms "
          "(figures: median / p95 per step)")
    print(f"{'game':<10} {'players':>7} {'steps':>5} {'games':>5} {'build kB':>8} {'canvas kB':>13} "
          f"{'widgets kB':>13} {'total kB':>13} {'messages':>9} {'redraw ms':>13} {'step ms':>13} {'pick kB':>13}")

    def pair(values: tuple[float, float], scale: float = 1.0, digits: int = 1) -> str:
        return f"{values[0] / scale:.{digits}f} / {values[1] / scale:.{digits}f}"

    with Recorder() as recorder:
        for game in gangs.GAMES:
            r = measure(game, args.steps, args.seed, recorder)
            print(f"{game:<10} {r['players']:>7} {r['steps']:>5} {r['games']:>5} {r['build_bytes'] / 1000:>8.1f} "
                  f"{pair(r['canvas'], 1000):>13} {pair(r['widgets'], 1000):>13} {pair(r['total'], 1000):>13} "
                  f"{pair(r['messages'], digits=0):>9} {pair(r['redraw_ms']):>13} {pair(r['step_ms']):>13} "
                  f"{pair(r['pick'], 1000) if r['pick'] else '/':>13}")


if __name__ == "__main__":
    main()
