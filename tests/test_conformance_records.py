"""The conformance suite, its second half: every game's random matches undone, redone, recorded, reloaded and
branched at random points, and fed bad input that must be refused and change nothing. The same cases as
``tests/test_conformance.py`` (every game, player count and option sample), in a file of its own so that the test
run's two workers (pytest-xdist's ``--dist loadfile``) share the suite; no game has code of its own here either."""

from __future__ import annotations

import random
from typing import Any

import pytest
from test_conformance import CASES, points, snapshot, start

import gangs
from gangs import Action, IllegalAction, Match, Record, State
from gangs.agents import RandomAgent


@pytest.mark.parametrize("key, players, options", CASES)
def test_undo_redo_records_and_branches_at_random_points(key, players, options):
    rng = random.Random(7)
    whole = start(key, players, options, seed=3).run()
    for k in points(whole, rng):
        m = start(key, players, options, seed=3).run(max_steps=k)
        assert m.decisions == k and m.state == whole.state_at(k)
        before = m.state.clone()
        n = rng.randint(0, k)
        m.undo(n)
        assert m.state == whole.state_at(k - n) and m.decisions == k - n
        m.redo(n)
        assert m.state == before and m.decisions == k
        loaded = gangs.kernel.replay(m.game, Record.from_json(m.record.to_json()))
        assert loaded.state == m.state and loaded.decisions == m.decisions
        assert loaded.decision_turns == m.decision_turns
        twin = m.branch(k)
        assert twin.state == m.state and twin.decisions == k
        if not m.is_over:
            twin.reseed(5).run(agents=[RandomAgent(11 + p) for p in range(players)], max_steps=5)
            m.reseed(5).run(agents=[RandomAgent(11 + p) for p in range(players)], max_steps=5)
            assert twin.state == m.state and twin.record.steps == m.record.steps


# -- bad input ------------------------------------------------------------------------------------------
WRONG_VALUES: list[Any] = [None, True, 1.5, -1, 10**9, "zz", b"roll", (), [1], {"a": 1}, float("nan")]


def wrong_actions(legal: list[Action], rng: random.Random) -> list[Any]:
    """Actions with arguments of the wrong type or out of range, and things that are no action at all."""
    bad: list[Any] = [None, 0, 3, -1, 2.5, b"roll", ["roll"], {"kind": "roll"}, object(), Action, "", "   ",
                      "no-such-action", "roll roll roll 99", "die 7", "die 0", "\x00", "é" * 3]
    for action in rng.sample(legal, min(4, len(legal))):
        bad.append(Action(action.kind, *action.args, "extra"))
        bad.append(Action(action.kind))
        for position in range(len(action.args)):
            for wrong in rng.sample(WRONG_VALUES, 4):
                args = list(action.args)
                args[position] = wrong
                try:
                    bad.append(Action(action.kind, *args))
                except TypeError:
                    pass
    return bad


def refused_or_recorded(m: Match, attempt) -> None:
    """``attempt(m)`` raises IllegalAction and changes nothing, or it was legal and the record it wrote loads
    to the same state."""
    before = snapshot(m)
    try:
        attempt(m)
    except IllegalAction:
        assert snapshot(m) == before, "a refused input changed the match"
        return
    loaded = gangs.kernel.replay(m.game, Record.from_json(m.record.to_json()))
    assert loaded.state == m.state, "an accepted input wrote a record that does not replay to the same state"


def refused_by_the_state(state: State, thing: Any) -> None:
    """``state.apply(thing)`` on a copy raises IllegalAction and leaves the copy as it was, or is legal."""
    copy = state.clone()
    try:
        copy.apply(thing)
    except IllegalAction:
        assert copy == state, "a refused action changed the state"


@pytest.mark.parametrize("key, players, options", CASES)
def test_bad_input_raises_illegal_action_and_changes_nothing(key, players, options):
    rng = random.Random(5)
    whole = start(key, players, options, seed=9).run()
    for k in points(whole, rng, count=2):
        m = start(key, players, options, seed=9).run(max_steps=k)
        if m.is_over:
            for thing in (None, "roll", 3):
                refused_or_recorded(m, lambda match, thing=thing: match.play(thing))
            continue
        for thing in wrong_actions(m.legal_actions(), rng):
            refused_or_recorded(m, lambda match, thing=thing: match.play(thing))
            refused_by_the_state(m.state, thing)
            if isinstance(thing, str):
                with pytest.raises(IllegalAction):
                    m.game.parse_action(m.state, thing)
        for outcome in (None, 1.5, b"6", True, [6], "die 7", "die 0", "draw nothing-at-all", "dart sideways", ""):
            refused_or_recorded(m, lambda match, outcome=outcome: match.force(outcome))
        for seed in ("x", None, 1.5, True, b"1", [1]):
            refused_or_recorded(m, lambda match, seed=seed: match.reseed(seed))
        for n in ("x", None, 1.5, True, -1, 10**9):
            refused_or_recorded(m, lambda match, n=n: match.undo(n))
            refused_or_recorded(m, lambda match, n=n: match.redo(n))
            refused_or_recorded(m, lambda match, n=n: match.branch(n))
