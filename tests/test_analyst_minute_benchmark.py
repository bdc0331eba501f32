"""benchmarks/analyst_minute.py (issue 30's aim: the analyst's 10 000 games in a minute): it plays the study's printed
series and scales the time it took to the question's 10 000 games. Its figures are printed, never asserted here."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "benchmarks" / "analyst_minute.py"


def test_it_plays_the_study_s_printed_series_and_scales_its_time_to_the_question():
    sys.path.insert(0, str(SCRIPT.parent))
    try:
        import analyst_minute
        from analyst_runs import PLAYERS, SEED
    finally:
        sys.path.remove(str(SCRIPT.parent))
    seconds, endings = analyst_minute.timed(3, 1)
    assert seconds > 0 and sum(endings.values()) == 3 and set(endings) <= {"rules", "cap"}
    assert (PLAYERS, SEED) == (["Rouge", "Vert", "Jaune"], 0)
    text = analyst_minute.report(1000, 2, 26.0, {"rules": 899, "cap": 101})
    assert "1,000 games of Super Gang, 3 random gangs, on 2 process(es): 26.0 s, 38.5 games a second" in text
    assert "ended by the rules 899, by the round cap 101" in text
    assert "the analyst's 10,000 games: 260 s (scaled from 1,000 games); the aim is 60 s (4.3 × the aim)" in text
    assert "scaled" not in analyst_minute.report(10_000, 2, 30.0, {"rules": 10_000})


def test_its_command_refuses_what_would_play_nothing_or_start_too_many_processes():
    for args, said in ((["--runs", "0"], "--runs is at least 1"), (["--workers", "99"], "--workers is from 1 to 64")):
        done = subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=120)
        assert done.returncode == 2 and said in done.stderr and not done.stdout
