"""Random games of Super Gang end without an error, and the table stays sound after every step.

* 120 whole games through ``Match.run`` for 2 to 4 gangs, with and without the police seat, up
  to 100 rounds.
* 2 000 games of 6 to 18 rounds played on a bare State, chance sampled here, with the invariants
  of the table checked after every single step (decisions and chance outcomes alike): money is
  neither created nor destroyed (the bank plus every gang is constant), token and pawn limits
  hold, every character is in exactly one place that agrees with its status, the vamp's catch
  stands with her, and every game ends. One in twenty replays as a record to the same position.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

import gangs
from gangs import CHANCE, Record
from gangs.agents import RandomAgent
from gangs.supergang.common import CLINIC, DEAD, FREE, GONE, PRISON
from gangs.supergang.decisions import Main

GAME = gangs.GAMES["supergang"]
GAMES, CHECKED = 120, 2000


def table(i: int) -> dict:
    """The i-th table of the sweep: seats, police seat, dart odds, round limit and seed vary with i."""
    police = i % 3 == 2
    gangs_ = 2 + i % 3
    return {"players": gangs_ + (1 if police else 0), "police_player": police,
            "dart_hit": (0.5, 0.3, 0.9)[(i // 3) % 3], "dart_dead": (0.4, 0.1, 1.0)[(i // 9) % 3],
            "max_turns": (100, 25, 60)[(i // 27) % 3], "seed": 5_000 + i}


def short_table(i: int) -> dict:
    """A table of the invariant sweep: like ``table``, stopped after 6 to 18 rounds (a third of them
    with the police seat), so that two thousand games fit in the test run."""
    options = table(i)
    options["max_turns"] = 6 + i % 13
    return options


def check_table(state) -> None:
    """Every invariant of the table."""
    board = state.board
    total = board.bank_for(state.gangs)
    assert state.bank + sum(state.money_) == total, "money created or destroyed"
    assert state.bank >= 0 and min(state.money_) >= 0
    for g in range(state.gangs):
        tokens = state.shop_owner.count(g) + state.racket.count(g)
        assert tokens <= board.limits["tokens"]
        assert state.portion.count(g) + state.stock[g] <= board.limits["trafic_pawns"]
        if state.out[g]:
            assert state.money_[g] == 0 and tokens == 0 and g not in state.portion
    for owner, racket in zip(state.shop_owner, state.racket):
        assert owner < 0 or racket < 0, "a shop both owned and racketed"
    for c, status in enumerate(state.status):
        where = state.at[c]
        if status == FREE:
            assert where not in (board.cemetery,), state.ids[c]
        elif status == PRISON:
            assert where == board.centre and state.sentence[c] >= 0
        elif status == CLINIC:
            assert where == board.clinic
        elif status == DEAD:
            assert where == board.cemetery and state.files[c] == ()
        else:
            assert status == GONE and state.out[c // 3]
        leader = state.follows[c]
        if leader >= 0:
            assert leader % 3 == 1 and status == FREE and state.status[leader] == FREE
            assert where == state.at[leader], "the vamp's catch does not stand with her"
    for i in range(2):
        if state.cop_state[i] == "board":
            assert state.cop_at[i] != board.cemetery
    if state.max_turns is not None:
        assert state.turn <= state.max_turns


@pytest.mark.parametrize("chunk", range(8))
def test_whole_games_end(chunk):
    ends = Counter()
    for i in range(chunk, GAMES, 8):
        options = table(i)
        m = gangs.new("supergang", **options).run()
        assert m.is_over
        state = m.state
        check_table(state)
        assert state.legal_actions() == []
        assert m.winners, "every game has a winner"
        ends[m.log[-1].rule] += 1
    assert set(ends) <= {"goal", "max-turns", "police-wins"}


def _random_step(state, rng: random.Random) -> str:
    if state.to_move == CHANCE:
        outcomes = state.chance_outcomes()
        assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
        action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
    else:
        legal = state.legal_actions()
        assert legal, f"no legal action in phase {state.phase}"
        assert len({a.notation for a in legal}) == len(legal), "two legal actions share a notation"
        action = RandomAgent(rng).choose(state, legal)
    state.apply(action)
    return action.notation


@pytest.mark.parametrize("chunk", range(8))
def test_invariants_hold_after_every_step(chunk):
    for i in range(chunk, CHECKED, 8):
        options = short_table(1000 + i)
        seed = options.pop("seed")
        players = options.pop("players")
        names = [f"Player {k + 1}" for k in range(players)]
        state = GAME.initial_state(names, GAME.check_options(options))
        rng = random.Random(seed)
        steps = []
        while not state.is_terminal:
            steps.append(_random_step(state, rng))
            check_table(state)
            if type(state.pending) is Main:         # the turn's end by itself asks the short way what the list holds
                assert state._has_place_action() == bool(state._place_actions())
        record = Record(game="supergang", players=names, options=GAME.check_options(options), seed=seed,
                        steps=steps)
        if i % 20 == 0:
            assert gangs.load(record).state.to_dict() == state.to_dict()
