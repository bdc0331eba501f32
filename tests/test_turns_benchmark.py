"""benchmarks/turns.py (issue 26's measure of how a game flows): it counts a seat's decisions and real choices by
round from the recorded steps, exactly as the match made them. The figures themselves are printed by the benchmark,
never asserted here."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def benchmark():
    """benchmarks/turns.py as a module."""
    spec = importlib.util.spec_from_file_location("turns", ROOT / "benchmarks" / "turns.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TURNS = benchmark()


def test_flow_counts_each_decision_of_a_match_once_by_its_round_and_seat():
    match = TURNS.play("street", 2, "greedy", 3)
    facts = TURNS.flow(match)
    assert sum(facts["per_turn"].values()) == match.decisions == sum(facts["kinds"].values())
    # walk the match again by hand: who decided in which round, and whether he had a choice
    expected, choices = {}, {}
    for k in range(match.decisions):
        state = match.state_at(k)
        key = (match.decision_turns[k + 1], state.to_move)
        expected[key] = expected.get(key, 0) + 1
        choices[key] = choices.get(key, 0) + (len(state.legal_actions()) > 1)
    assert dict(facts["per_turn"]) == expected
    assert dict(facts["choices"]) == choices
    assert facts["ending"] in ("rules", "cap") and facts["rounds"] == match.state.turn


def test_the_command_prints_one_line_per_player_count():
    run = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "turns.py"), "--only", "street",
                          "--games", "2", "--agent", "random", "--players", "2", "3"],
                         capture_output=True, text=True, timeout=120, check=True)
    lines = run.stdout.splitlines()
    assert [line.split()[:2] for line in lines] == [["street", "2p"], ["street", "3p"]]
    assert all("ended by rules" in line and "decisions a turn" in line for line in lines)
