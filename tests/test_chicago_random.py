"""Random games of Vengeance à Chicago end, and the table stays sound after every single step.

Games for 2, 3 and 4 players, for 2 players with ``two_gangs`` and for 3 with the ``lenient`` reading, some stopped
by ``max_turns``, are
played on a bare State with chance sampled here; after every step (decisions and chance outcomes alike)
the invariants of the table are checked: at most 3 figures and 2 colours on a ring square, every figure in
exactly one place (a ring square, its HQ, liquidated, gone), a hostage held by a living kidnapper of
another family on its own square, each gang's 9 figures (its dead henchmen are its losses less its
recruits), a gone parrain's gang skipped, and every game ends with a winner. Each roll offers the moves that the
refusals of a figure and of its steps allow, asked one by one. One game in ten replays from its record to the same
position.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

import gangs
from gangs import CHANCE, Record
from gangs.agents import RandomAgent
from gangs.chicago.figures import FIGURES
from gangs.chicago.pending import Move
from gangs.chicago.state import DEAD, GONE, HQ

GAME = gangs.GAMES["chicago"]
TABLES = [(2, {}), (3, {}), (4, {}), (2, {"two_gangs": True}), (3, {"reading": "lenient"})]
"""The tables swept: players and options."""
SEEDS = 30
"""Games per table."""


def options_of(table: int, seed: int) -> dict:
    """The options of one game: every third game is stopped after 10 to 37 rounds, the others after 200
    (random play seldom brings a parrain home, and may never end without a limit)."""
    options = dict(TABLES[table][1])
    options["max_turns"] = 10 + seed if seed % 3 == 0 else 200
    return GAME.check_options(options)


def check_table(state) -> None:
    """Every invariant of the position."""
    squares, gangs_ = state.board.squares, len(state.owner)
    assert len(state.at) == len(state.held_by) == gangs_ * FIGURES
    crowd: dict[int, list[int]] = {}
    for figure, at in enumerate(state.at):
        parrain = figure % FIGURES == 0
        assert 0 <= at < squares or at == HQ or at == (GONE if parrain else DEAD), (figure, at)
        if at >= 0:
            crowd.setdefault(at, []).append(figure)
    for square, here in crowd.items():
        assert len(here) <= 3, f"square {square} holds {len(here)} figures"
        assert len({f // FIGURES for f in here}) <= 2, f"square {square} holds three colours"
    for hostage, kidnapper in enumerate(state.held_by):
        if kidnapper < 0:
            assert state.held_since[hostage] == 0
            continue
        assert state.at[hostage] >= 0 and state.at[kidnapper] == state.at[hostage], "hostage away from kidnapper"
        assert state.held_by[kidnapper] < 0, "a kidnapper held hostage"
        assert state.owner[kidnapper // FIGURES] != state.owner[hostage // FIGURES], "a hostage of its own family"
        assert 1 <= state.held_since[hostage] <= state.turn
    for gang in range(gangs_):
        base = gang * FIGURES
        henchmen = state.at[base + 1: base + FIGURES]
        assert henchmen.count(DEAD) == state.losses[gang] - state.recruits[gang], "figures made or lost"
        if state.at[base] == GONE:
            assert henchmen == [DEAD] * (FIGURES - 1)
    if state.winners_ is None and state.pending is None:
        assert state.at[state.current * FIGURES] != GONE, "a gone gang's turn"
    if state.options["max_turns"] is not None:
        assert state.turn <= state.options["max_turns"]


def asked_one_by_one(state, move: Move) -> list[tuple[int, int]]:
    """The moves of ``move`` as the refusals of a figure and of its steps list them, each asked on its own
    (``moves`` asks their questions inline, once for the whole roll)."""
    base, crowd, found, passing = move.gang * FIGURES, state.crowd(), [], []
    printed = state.options["reading"] == "printed"
    for figure in range(base, base + FIGURES):
        if state.figure_refusal(figure, move) is not None:
            continue
        for steps in state.step_choices(move, figure == base):
            if state.steps_refusal(figure, steps, move, crowd) is None:
                passes = state.destination(figure, steps)[1]
                (passing if printed and figure == base and passes else found).append((figure, steps))
    if printed and move.total and len(move.dice) == 2:
        ends = {offer: state.destination(*offer)[0] for offer in found + passing}
        return state.printed_choices(move, found, passing, crowd, ends)
    return found or passing


def step(state, rng: random.Random) -> tuple[str, list]:
    """One random step (a chance outcome drawn by its odds, or a random legal decision): its notation and
    the events it caused."""
    if state.to_move == CHANCE:
        outcomes = state.chance_outcomes()
        assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
        action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
    else:
        legal = state.legal_actions()
        assert legal, f"no legal action for {state.pending}"
        assert len({a.notation for a in legal}) == len(legal), "two legal actions share a notation"
        action = RandomAgent(rng).choose(state, legal)
    return action.notation, state.apply(action)


@pytest.mark.parametrize("table", range(len(TABLES)))
def test_random_games_keep_the_table_sound_and_end(table):
    players = TABLES[table][0]
    names = [f"Player {k + 1}" for k in range(players)]
    ends: Counter = Counter()
    for seed in range(SEEDS):
        options = options_of(table, seed)
        state = GAME.initial_state(names, options)
        rng = random.Random(seed)
        steps: list[str] = []
        events: list = []
        while not state.is_terminal:
            assert len(steps) < GAME.max_decisions * 4, "the game does not end"
            notation, events = step(state, rng)
            steps.append(notation)
            check_table(state)
            if type(state.pending) is Move:
                assert list(state.pending.offers) == asked_one_by_one(state, state.pending)
        assert state.winners_ and state.legal_actions() == []
        assert sorted(p for p, r in enumerate(state.returns()) if r == 1.0) == list(state.winners_)
        assert events[-1].kind == "win"
        ends[events[-1].rule] += 1
        if seed % 10 == 0:
            record = Record(game="chicago", players=names, options=options, seed=seed, steps=steps)
            assert gangs.load(record).state.to_dict() == state.to_dict()
    assert set(ends) <= {"win-home", "last-parrain", "stranded", "deadlock", "stopped-game"}, ends
    assert sum(ends.values()) == SEEDS
