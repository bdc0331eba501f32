"""La Street behaviours that mutation testing (`make mutants`, benchmarks/mutants.py) found no test to pin: each
test here kills mutants that survived every other test of the street part."""

from __future__ import annotations

import random

import pytest
from street_situations import situation

import gangs
from gangs import CHANCE, IllegalAction
from gangs.agents import RandomAgent
from gangs.street.rules import RULES

WORDS = {"roll", "end", "stop", "agree", "decline", "pass", "buy", "give", "free", "lawyer", "denounce", "target",
         "exit", "heist", "refuse", "pay", "silent"}
"""The first words of La Street's notations (gangs/street/README.md, "Notation")."""


def positions(seeds=range(4), **options):
    """Every position of a few seeded random games (chance nodes included), with the events of its step."""
    for seed in seeds:
        rng = random.Random(seed)
        agent = RandomAgent(rng)
        state = gangs.new("street", players=3, seed=seed, **options).state.clone()
        for _step in range(1500):
            if state.to_move is None:
                break
            if state.to_move == CHANCE:
                outcomes, weights = zip(*state.chance_outcomes())
                chosen = rng.choices(outcomes, weights)[0]
            else:
                chosen = agent.choose(state, state.legal_actions())
            before = state.clone()
            yield before, state.apply(chosen)


def test_every_action_offered_is_a_notation_word_with_a_label():
    kinds = set()
    for state, _events in positions():
        if state.to_move == CHANCE:
            assert state.legal_actions() == []
        for action in state.legal_actions():
            assert action.kind in WORDS and isinstance(action.label, str) and action.label, action
            kinds.add(action.kind)
    assert {"pass", "lawyer", "heist", "exit", "target"} <= kinds


def test_a_pawn_that_moves_stays_or_leaves_is_named_in_its_event():
    told = set()
    for _state, events in positions():
        for event in events:
            if event.kind in ("move", "stay", "leave"):
                assert isinstance(event.player, int), event
                told.add(event.kind)
    assert told == {"move", "stay", "leave"}


def test_with_balance_question_holders_a_player_sees_only_the_balance_holders_he_may_know():
    seen = 0
    for question in ("everyone", "holders"):
        for state, _events in positions(range(12), balance_question=question):
            if state.phase != "balance":
                continue
            for player in range(3):
                asked = state.observation(player)["pending"]["asked"]
                known = [q for q in state.pending.asked if q in (state.pending.asked[0], player)]
                assert asked == (known if question == "holders" else list(state.pending.asked))
                seen += 1
    assert seen


def test_the_terrain_is_bought_as_buy_terrain_and_nothing_after():
    m = situation(money={0: 10**6})
    with pytest.raises(IllegalAction) as refused:
        m.play("buy terrain now")
    assert refused.value.rule == "terrain-buy"
    m.play("buy terrain")
    assert m.state.terrain_owner == 0


def test_every_house_rule_has_an_english_gloss():
    house = [rule for rule in RULES.values() if rule.house]
    assert house and all(isinstance(rule.english, str) and rule.english for rule in house)
