"""benchmarks/hostile.py (issue 25's hostile run): its bounds stop what runs too long, its tallies keep the shortest
reproduction, and a quick run of two parts counts what it tried, prints each violation with a reproduction and exits
1 exactly when it found one. The figures themselves are printed by the benchmark, never asserted here."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

import gangs

ROOT = Path(__file__).resolve().parent.parent


def benchmark():
    """benchmarks/hostile.py as a module (its parts and checks, not its run)."""
    spec = importlib.util.spec_from_file_location("hostile", ROOT / "benchmarks" / "hostile.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module          # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


HOSTILE = benchmark()


def test_a_call_past_its_bound_is_stopped():
    started = time.perf_counter()
    with pytest.raises(HOSTILE.Overtime):
        with HOSTILE.bounded(0.2):
            while True:
                pass
    assert time.perf_counter() - started < 2
    with HOSTILE.bounded(0.2):
        pass
    time.sleep(0.3)                 # the alarm was taken back: nothing rings after the block


def test_a_tally_keeps_the_shortest_reproduction_of_each_kind():
    tally = HOSTILE.Tally("api")
    assert tally.bad("kind", "a long reproduction", "first")
    assert not tally.bad("kind", "a longer reproduction still")
    assert tally.bad("kind", "short", "third")
    assert tally.violations["kind"] == {"times": 3, "repro": "short", "detail": "third"}
    assert tally.violated == 3


def test_a_message_that_repeats_a_long_input_echoes_it():
    given = "x" * 5000
    assert HOSTILE.echoes(f"no action {given[:300]!r}", given)
    assert not HOSTILE.echoes(f"no action {given[:40]!r}…", given)
    assert not HOSTILE.echoes("no action 'roll x'", "roll x")


def test_a_harmless_change_of_a_record_loads_the_same_position():
    import random

    rng = random.Random(4)
    code, record = HOSTILE.base_records(rng, 1)[0]
    original = gangs.load(record).state
    for _ in range(10):
        text, how, harmless = HOSTILE._harmless(rng, record)
        assert harmless
        assert gangs.load(text).state == original, how


def test_the_quick_run_counts_its_parts_and_reproduces_each_violation():
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "hostile.py"), "--quick", "--parts", "api",
                           "uploads"], capture_output=True, text=True, timeout=120, cwd=ROOT)
    lines = done.stdout.splitlines()
    table = {line.split()[0]: (int(line[40:49].replace(" ", "")), int(line[50:61].replace(" ", "")))
             for line in lines if re.match(r"(api|uploads) ", line)}
    assert table["api"][0] == HOSTILE.QUICK["api"], done.stdout[-2000:]
    assert table["uploads"][0] == HOSTILE.QUICK["uploads"], done.stdout[-2000:]
    violations = sum(bad for _count, bad in table.values())
    assert done.returncode == (1 if violations else 0), done.stderr[-2000:]
    for i, line in enumerate(lines):
        if "VIOLATION" in line:
            following = lines[i + 1:i + 3]
            assert any(other.lstrip().startswith(">") for other in following), (line, following)
    assert "the audit hook" not in done.stdout, "the uploads' audit hook does not see the opens it must refuse"
