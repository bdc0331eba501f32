"""The widget benchmark runs as a script and prints its figures for every game (no time or size is checked)."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

import gangs

pytest.importorskip("ipywidgets")
pytest.importorskip("ipycanvas")

ROOT = Path(__file__).resolve().parent.parent


def test_widget_benchmark_prints_its_figures_for_every_game():
    result = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "redraw.py"), "--steps", "5", "--seed", "1"],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert "20 kB" in lines[0] and "100 ms" in lines[0]
    assert all(column in lines[1] for column in ["canvas kB", "widgets kB", "total kB", "redraw ms", "step ms",
                                                 "pick kB"])
    for game in gangs.GAMES:
        rows = [line for line in lines if line.split()[:1] == [game]]
        assert len(rows) == 1, result.stdout
        figures = rows[0].split()[1:]
        assert figures[1] == "5"  # steps
        assert len(figures) in (23, 25) and all(re.fullmatch(r"[0-9.]+|/", f) for f in figures), rows[0]
