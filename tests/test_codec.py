"""The action code (``gangs.kernel.codec``): every game's actions as integers from a fixed range.

``check_codec`` is the conformance check, with no code of any game: it plays a random game and, at every step,
codes every legal action (or chance outcome), asks that the codes lie in ``0 .. num_actions - 1``, that no two
actions of the state share one, and that ``decode(encode(a)) == a``. It runs for every game of ``gangs.GAMES``,
every player count and each option's sample values (one at a time, as ``tests/test_conformance.py`` varies
them), with ``max_turns`` kept short where the game has it.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from itertools import combinations
from typing import Any

import pytest
from reference_game import ReferenceGame
from test_conformance import check_codes

import gangs
from gangs import CHANCE, Action, Game, IllegalAction
from gangs.kernel.codec import ActionCodec, Kind, Many, OneOf, Parts, Values, codec, codec_of

SHORT = 12
"""The rounds a checked game lasts where the game has ``max_turns``: enough for every phase to come up."""


def check_codec(game: Game, players: int, options: dict[str, Any], seed: int) -> int:
    """Play one random game, checking the codes at every step (``check_codes``); returns the steps played."""
    names = [f"P{i + 1}" for i in range(players)]
    full = game.check_options(options)
    state = game.initial_state(names, full)
    rng = random.Random(seed)
    steps = 0
    while not state.is_terminal:
        if state.to_move == CHANCE:
            outcomes = state.chance_outcomes()
            actions = [outcome for outcome, _p in outcomes]
            action = rng.choices(actions, [p for _a, p in outcomes])[0]
        else:
            actions = state.legal_actions()
            action = rng.choice(actions)
        check_codes(game, state, actions, action)
        state.apply(action)
        steps += 1
    return steps


def codec_cases() -> list[Any]:
    """(game key, players, options) for every game of the registry, player count and option sample (the others
    at their defaults, ``max_turns`` short where there is one)."""
    found = []
    for key, game in gangs.GAMES.items():
        short = {"max_turns": SHORT} if "max_turns" in game.options else {}
        samples = [{}] + [{name: value} for name, option in game.options.items() if name != "max_turns"
                          for value in option.samples() if value != option.default]
        for players in range(game.min_players, game.max_players + 1):
            for sample in samples:
                label = ",".join(f"{k}={v}" for k, v in sample.items()) or "defaults"
                found.append(pytest.param(key, players, {**short, **sample}, id=f"{key}-{players}p-{label}"))
    return found


@pytest.mark.parametrize("key, players, options", codec_cases())
def test_every_action_has_one_code_in_range_that_decodes_back(key, players, options):
    game = gangs.GAMES[key]
    try:
        game.initial_state([f"P{i + 1}" for i in range(players)], game.check_options(options))
    except ValueError as refusal:
        pytest.skip(f"{key} refuses {players} players with {options}: {refusal}")
    assert check_codec(game, players, options, seed=players) > 0


@pytest.mark.parametrize("key", list(gangs.GAMES))
def test_the_code_is_the_same_in_another_process(key):
    """The same integer for the same action in every process: codes never come from ``hash``."""
    game = gangs.GAMES[key]
    players = game.max_players - 1 if game.max_players > 2 else 2
    state = game.initial_state([f"P{i + 1}" for i in range(players)], game.check_options({}))
    coder = codec(game, players, {})
    rng = random.Random(1)       # varied dice: a game of first outcomes alone may never offer a choice
    for _ in range(10_000):
        if state.to_move != CHANCE and len(state.legal_actions()) >= 2:
            break
        outcomes = state.chance_outcomes()
        state.apply(rng.choice(outcomes)[0] if outcomes else state.legal_actions()[0])
    else:
        pytest.fail(f"{key}: no decision with two actions in 10 000 steps")
    notations = [a.notation for a in state.legal_actions()]
    script = ("import json, sys, gangs; from gangs.kernel import parse_notation; from gangs.kernel.codec import codec;"
              f"c = codec(gangs.GAMES[{key!r}], {players}, {{}});"
              "print(json.dumps([c.encode(parse_notation(n)) for n in json.loads(sys.argv[1])]))")
    there = subprocess.run([sys.executable, "-c", script, json.dumps(notations)], capture_output=True, text=True,
                           check=True, env={"PYTHONHASHSEED": "123"})
    assert json.loads(there.stdout) == [coder.encode(a) for a in state.legal_actions()]


def test_decode_refuses_a_code_the_position_does_not_offer():
    game = gangs.GAMES["street"]
    state = game.initial_state(["A", "B"], game.check_options({}))
    coder = codec(game, 2, {})
    roll = coder.encode(Action("roll"))
    assert coder.decode(state, roll) == Action("roll")
    with pytest.raises(IllegalAction):
        coder.decode(state, coder.encode(Action("end")))


def test_an_action_no_kind_declares_has_no_code():
    """A gift of an amount typed freely (La Street lists six amounts as buttons) is legal but has no code."""
    coder = codec(gangs.GAMES["street"], 3, {})
    assert 0 <= coder.encode(Action("give", 1, 5000)) < coder.num_actions
    with pytest.raises(ValueError, match="no declared kind"):
        coder.encode(Action("give", 1, 1234))


def test_parts_number_every_combination_once_whatever_the_order_of_its_words():
    parts = Parts(["a", "b", "c", "d", "e"], 1, 3)
    words = ["+".join(w) for k in (1, 2, 3) for w in combinations("abcde", k)]
    numbers = [parts.index(w) for w in words]
    assert sorted(numbers) == list(range(parts.size)) == list(range(5 + 10 + 10))
    assert parts.index("c+a") == parts.index("a+c")
    assert parts.index("a+a") is None and parts.index("a+b+c+d") is None and parts.index("z") is None


def test_a_kind_numbers_its_arguments_in_mixed_radix_and_kinds_follow_each_other():
    coder = ActionCodec([
        Kind("go", Values(range(3)), Values(("n", "s"))),
        Kind("go", Values(range(3)), OneOf(Values(("x",)), Many("abcd", 2))),
    ])
    assert coder.num_actions == 3 * 2 + 3 * 2
    assert [coder.encode(Action("go", k, h)) for k in range(3) for h in "ns"] == list(range(6))
    assert coder.encode(Action("go", 2, "x")) == 6 + 2 * 2
    assert coder.encode(Action("go", 1, "a+b+c")) == 6 + 1 * 2 + 1
    with pytest.raises(ValueError):
        coder.encode(Action("go", 3, "n"))
    assert Values(range(3)).index("1") is None and Values(range(2)).index(True) is None


@pytest.mark.parametrize("players", [2, 4])
def test_a_game_may_declare_its_codes_as_a_method(players):
    game = ReferenceGame()
    assert codec(game, players, {}).num_actions == 5 + 6
    assert check_codec(game, players, {"max_turns": SHORT}, seed=1) > 0


def test_a_state_knows_its_codec():
    game = gangs.GAMES["ribauds"]
    state = game.initial_state(["A", "B", "C"], game.check_options({"layout": "carre"}))
    assert codec_of(state) is codec(game, 3, {"layout": "carre"})
    assert codec_of(state) is not codec(game, 3, {})
