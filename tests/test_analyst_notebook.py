"""notebooks/analyst.ipynb plays a few hundred games by default and sets them beside the full study saved in
benchmarks/results/ by benchmarks/analyst_runs.py: the saved rows say how they were made and are what the script
plays on this code; the header says what Run All plays and how to play the full study. How long it takes is
measured and written in the header, never asserted here."""

from __future__ import annotations

import datetime
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

pandas = pytest.importorskip("pandas")

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOK = ROOT / "notebooks" / "analyst.ipynb"
SCRIPT = ROOT / "benchmarks" / "analyst_runs.py"
SAVED = ROOT / "benchmarks" / "results" / "analyst-supergang.csv.gz"
ABOUT = ROOT / "benchmarks" / "results" / "analyst-supergang.json"
DEFAULT_RUNS = re.compile(r'RUNS = int\(os\.environ\.get\("GANGS_ANALYST_RUNS", ([\d_]+)\)\)')


def cells() -> list[dict]:
    """The notebook's cells, as stored."""
    return json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"]


def default_runs() -> int:
    """The games of each series the notebook plays when GANGS_ANALYST_RUNS is not set."""
    found = [int(m.group(1)) for c in cells() if c["cell_type"] == "code"
             for m in [DEFAULT_RUNS.search("".join(c["source"]))] if m]
    assert len(found) == 1, "one cell sets RUNS from GANGS_ANALYST_RUNS"
    return found[0]


def test_the_saved_study_says_how_it_was_made():
    about = json.loads(ABOUT.read_text(encoding="utf-8"))
    assert re.fullmatch(r"[0-9a-f]{40}", about["commit"])
    assert datetime.datetime.fromisoformat(about["date"]).tzinfo is not None
    assert about["made by"].startswith("python benchmarks/analyst_runs.py")
    assert about["seeds"] == {"printed": 0, "without": 0, "greedy": [100_000, 101_000, 102_000]}
    rows = pandas.read_csv(SAVED)
    counts = rows["series"].value_counts().to_dict()
    assert counts == {"printed": about["runs"], "without": about["runs"],
                      "greedy": 3 * about["greedy runs per seat"]}
    assert about["runs"] == 10_000


def test_the_saved_rows_are_what_the_script_plays_on_this_code(tmp_path):
    """The first two games of each series (and of each greedy seat), played again by the script: the same rows."""
    fresh_csv = tmp_path / "few.csv.gz"
    done = subprocess.run([sys.executable, str(SCRIPT), "--runs", "2", "--workers", "1", "--quiet", "--csv",
                           str(fresh_csv)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    about = json.loads((tmp_path / "few.json").read_text(encoding="utf-8"))
    assert about["runs"] == 2 and about["greedy runs per seat"] == 2
    fresh = pandas.read_csv(fresh_csv)
    saved = pandas.read_csv(SAVED)
    first = saved[saved["run"] < 2].reset_index(drop=True)
    pandas.testing.assert_frame_equal(fresh, first)


def test_the_header_says_what_run_all_plays_and_how_to_play_the_full_study():
    header = "".join(cells()[0]["source"])
    runs = default_runs()
    full = json.loads(ABOUT.read_text(encoding="utf-8"))["runs"]
    assert runs < full
    assert f"2 × {runs:,} whole games" in header
    assert f"GANGS_ANALYST_RUNS={full}" in header and f"2 × {full:,} games" in header
    for target in ("../benchmarks/analyst_runs.py", "../benchmarks/results/analyst-supergang.csv.gz"):
        assert f"]({target})" in header and (NOTEBOOK.parent / target).exists()


def test_the_stored_outputs_are_a_run_at_the_default_and_read_the_saved_study():
    """What a reader sees without running it is what Run All gives: the games played are the default number."""
    runs = default_runs()
    printed = ["".join(o.get("text", "")) for c in cells() if c["cell_type"] == "code" for o in c["outputs"]]
    assert any(f"{runs:,} games as printed and {runs:,} without the bonus" in text for text in printed)
    assert any(text.startswith("10,000 games as printed, 10,000 without the bonus") for text in printed)
