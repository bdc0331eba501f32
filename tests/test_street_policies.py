"""benchmarks/street_policies.py (the La Street policies against the random player): on the positions of a few
seeded games each policy plays a legal action and never gives money away, BEST answers as its docstring says,
and a short duel returns a row whose counts agree. The figures themselves are printed by the benchmark, never
asserted here."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

import pytest

import gangs

ROOT = Path(__file__).resolve().parent.parent


def benchmark():
    """benchmarks/street_policies.py as a module (its policies and duels, not its run)."""
    spec = importlib.util.spec_from_file_location("street_policies", ROOT / "benchmarks" / "street_policies.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


POLICIES = benchmark()


def positions(seeds: range = range(8)) -> list:
    """Every position where a player decides in the two-player games of these seeds, played at random (never
    proposing a stop, which random answers would accept at once from round 1)."""
    found = []
    for seed in seeds:
        match, rng = gangs.new("street", players=2, seed=seed), random.Random(seed)
        while not match.is_over:
            legal = match.legal_actions()
            found.append(match.state.clone())
            match.play(rng.choice([a for a in legal if a.kind != "stop"] or legal))
    return found


@pytest.fixture(scope="module")
def seeded_positions():
    return positions()


def test_the_positions_hold_the_decisions_the_policies_answer(seeded_positions):
    phases = {state.phase for state in seeded_positions}
    assert {"turn", "heist", "buy_house", "momo", "exit"} <= phases, phases
    assert any(action.kind == "give" for state in seeded_positions for action in state.legal_actions())


@pytest.mark.parametrize("name", ["no-gift", "first", "best"])
def test_a_policy_plays_a_legal_action_and_never_a_gift(name, seeded_positions):
    player = POLICIES.PLAYERS[name](7)
    for state in seeded_positions:
        legal = state.legal_actions()
        action = player.choose(state, legal)
        assert action in legal, (state, action)
        assert action.kind != "give" or all(a.kind == "give" for a in legal), (state, action)


def test_best_answers_each_decision_as_its_docstring_says(seeded_positions):
    best = POLICIES.Best(0)
    for state in seeded_positions:
        legal = state.considered(state.legal_actions())
        if len(legal) < 2:
            continue
        action = best.choose(state, legal)
        if state.phase in POLICIES.Best.ANSWER:
            assert action.kind == POLICIES.Best.ANSWER[state.phase], (state, action)
        elif state.phase == "turn" and action.kind != "stop":
            assert action.kind == ("lawyer" if any(a.kind == "lawyer" for a in legal) else "roll"), (state, action)
        elif state.phase in ("turn", "agree"):
            richest = POLICIES.is_richest(state, state.to_move)
            assert (action.kind in ("stop", "agree")) == richest, (state, action)


def test_a_short_duel_returns_consistent_counts():
    row = POLICIES.duel("best", "random", 6)
    assert row["duel"] == "best v random" and row["games"] == 6
    assert 0 <= row["wins"] <= 6 and (2 * row["wins"]) == int(2 * row["wins"])
    assert row["rate"] == row["wins"] / 6
    assert 0 <= row["low"] <= row["rate"] <= row["high"] <= 1
    assert 0 <= row["unfinished"] <= 6


def test_the_measured_player_changes_seat_with_the_seed():
    class Recorder:
        def __init__(self, seed):
            self.seats = set()

        def choose(self, state, legal):
            self.seats.add(state.to_move)
            return legal[0]

    made = []
    POLICIES.PLAYERS["recorder"] = lambda seed: made.append(Recorder(seed)) or made[-1]
    try:
        for seed in (0, 1):
            share, finished = POLICIES.play("recorder", "random", seed)
            assert share in (0.0, 0.5, 1.0) and finished
    finally:
        del POLICIES.PLAYERS["recorder"]
    assert made[0].seats == {0} and made[1].seats == {1}
