"""The position of La Street as data, and legality from one source.

- Every phase that waits on something holds a named record (``gangs/street/pending.py``), and every
  position, pending record included, survives ``to_dict`` -> JSON -> ``state_from_dict`` equal.
- Legality has one source per kind of action: for every action the game can name, the check of its
  kind (``state.why_not``) lets it through exactly when ``legal_actions`` lists it, and its refusal
  is the rule ``why_illegal`` names.
"""

from __future__ import annotations

import json
import random

import pytest
from street_situations import situation

import gangs
from gangs import CHANCE, Action, IllegalAction
from gangs.kernel import parse_notation
from gangs.street.pending import HEIST, MOVE, RECORDS, Balance, Brawl, Exit, HouseForSale, Proposal, Target

STREET = gangs.GAMES["street"]


def round_trip(state):
    """The state rebuilt from its JSON text."""
    return STREET.state_from_dict(json.loads(json.dumps(state.to_dict())))


# -- pending decisions are named records ---------------------------------------------------------
def waiting_states():
    """One state for each phase with a pending record, and the record it must hold."""
    m = situation(3, at={0: 47}, money={0: 60_000})          # square 48: Maison 1, for sale
    m.force(1)
    m.play("roll")
    yield "buy_house", m.state.clone(), HouseForSale(1)
    m = situation(3, at={0: 18}, hands={1: ["balance"], 2: ["balance"]})
    m.force(1)
    m.play("roll")
    m.play("heist")
    yield "balance", m.state.clone(), Balance((1, 2))
    m.play("silent")
    yield "balance", m.state.clone(), Balance((2,))
    m = situation(3, at={0: 18})
    state = m.state.clone()
    state.apply("roll")
    state.apply("die 1")
    state.apply("heist")
    state.apply("silent")
    state.apply("silent")
    yield "die", state.clone(), HEIST
    m = situation(3, at={0: 11, 1: "prison"}, houses={1: 1}, terrain=1)  # square 12: Évasion
    m.force(1)
    m.play("roll")
    m.play("free 1")
    yield "exit", m.state.clone(), Exit(1, 0, "evasion")
    m = situation(3, at={0: 10}, money={1: 5_000, 2: 9_000})           # square 11: Carotte 10 000 €
    m.force(1)
    m.play("roll")
    yield "target", m.state.clone(), Target("take", 10_000, "square-carotte")
    state = situation(3, at={0: 4, 1: 5, 2: 5}).state.clone()           # square 5 pays, then the brawl
    state.apply("roll")
    yield "die", state.clone(), MOVE
    state.apply("die 1")
    yield "bagarre", state.clone(), Brawl(5, (0, 1, 2), ())
    state.apply("die 3")
    yield "bagarre", state.clone(), Brawl(5, (0, 1, 2), (3,))
    m = situation(3, turn_of=1, round=30, money={1: 5_000})             # a long game, someone richer: stop?
    m.play("stop")
    yield "agree", m.state.clone(), Proposal(1, (2, 0))
    m.play("agree")
    yield "agree", m.state.clone(), Proposal(1, (0,))


@pytest.mark.parametrize("phase, state, record", list(waiting_states()))
def test_a_waiting_phase_holds_a_named_record_that_round_trips(phase, state, record):
    assert state.phase == phase and state.pending == record and type(state.pending) is type(record)
    data = state.to_dict()
    assert data["pending"]["@"] == type(record).__name__
    rebuilt = round_trip(state)
    assert rebuilt == state and type(rebuilt.pending) is type(record)
    assert rebuilt.to_move == state.to_move
    if state.to_move == CHANCE:
        assert rebuilt.chance_outcomes() == state.chance_outcomes()
        following = state.chance_outcomes()[0][0]
    else:
        assert rebuilt.legal_actions() == state.legal_actions()
        following = state.legal_actions()[0]
    twin = state.clone()
    assert [e.text for e in twin.apply(following)] == [e.text for e in rebuilt.apply(following)]
    assert twin == rebuilt


def test_every_record_is_declared_in_the_state_fields():
    assert set(RECORDS) <= set(STREET.initial_state(["a", "b"], {}).FIELDS.records)


@pytest.mark.parametrize("players, seed, options", [
    (2, 1, {}), (3, 2, {"mode": "fast"}), (6, 3, {"karma_return": "pile"}), (4, 4, {"max_turns": 5}),
])
def test_every_position_of_a_game_round_trips_and_clones_equal(players, seed, options):
    """Kernel contract: ``state_from_dict(to_dict())`` and ``clone()`` give an equal, independent state."""
    m = gangs.new("street", players=players, seed=seed, **options).run()
    state = STREET.initial_state(m.players, m.options)
    for action in m.steps:
        assert round_trip(state) == state
        twin, before = state.clone(), state.to_dict()
        assert twin == state
        state.apply(action)
        assert twin.to_dict() == before, "a clone moves with its original"
    assert state == m.state and round_trip(state) == m.state


def test_observation_hides_the_hands_and_the_pile_but_shows_the_rest():
    """« une Balance discrète »: another player's kept cards are counted, the pile only by its size."""
    state = situation(3, hands={1: ["balance"], 2: ["avocat", "balance"]}, money={1: 5_000}).state
    seen = state.observation(0)
    assert json.loads(json.dumps(seen)) == seen
    assert seen["hands"] == [[], 1, 2]
    assert seen["deck"] == state.pile_size
    assert seen["money_"] == state.to_dict()["money_"] and seen["pos"] == state.to_dict()["pos"]
    assert state.observation(2)["hands"] == [0, 1, ["avocat", "balance"]]


# -- legality from one source ---------------------------------------------------------------------
JUNK = ("roll 3", "pass 1", "buy", "buy house", "buy house 9", "buy karma 2", "buy terrain 1", "buy boat",
        "give 1", "give 1 0", "give 9 1000", "give 1 99999999", "give 0 1000", "give 1 1234", "give x 5",
        "lawyer 2", "denounce 1", "exit", "exit 99", "free", "free 9", "target", "target 9", "heist 2",
        "silent 1", "pay 2", "buyback 1", "refuse 0", "fly", "die 3", "draw balance", "end 1", "stop 2",
        "agree 0", "decline 1")
"""Notations the game lists nowhere, or with arguments it never takes."""


def candidates(state) -> list[Action]:
    """Every action the match can offer (from its shared table of actions), and junk."""
    found = {a for a in state.cache.values() if isinstance(a, Action)}
    found |= {a for v in state.cache.values() if isinstance(v, (list, tuple)) for a in v if isinstance(a, Action)}
    found |= {parse_notation(text) for text in JUNK}
    found |= {Action(kind) for kind in ("roll", "pass", "heist", "silent", "pay", "buyback", "refuse", "end", "stop",
                                        "agree", "decline")}
    return sorted(found, key=lambda a: a.notation)


def decision_states():
    """Decision nodes of seeded random games, and of situations where each kind of action matters."""
    for players, seed in ((2, 5), (3, 6), (6, 7), (6, 8)):
        rng = random.Random(seed)
        state = gangs.new("street", players=players, seed=seed).state.clone()
        while not state.is_terminal:
            if state.to_move == CHANCE:
                outcomes = state.chance_outcomes()
                state.apply(rng.choices([o for o, _ in outcomes], [w for _, w in outcomes])[0])
            else:
                yield state
                state.apply(rng.choice(state.legal_actions()))
    yield from (s for _, s, _ in waiting_states() if s.to_move != CHANCE)
    rich = dict(money={0: 400_000, 1: 3_000}, hands={0: ["avocat"], 1: ["balance"]}, houses={3: 1}, terrain=1)
    yield situation(3, at={0: "prison"}, **rich).state
    yield situation(3, at={0: "commissariat", 2: "prison"}, **rich).state
    yield situation(3, at={0: "prison"}, round=30, **rich).state                  # a stop may be proposed
    long = situation(3, round=31, **rich)
    long.play("stop")
    yield long.state                                                              # a proposal to answer
    for square in range(1, 55):
        m = situation(3, at={0: square - 1, 2: "prison"}, **rich)
        m.force(1)
        m.play("roll")
        if m.to_move is not None:
            yield m.state


def test_an_action_is_listed_exactly_when_the_check_of_its_kind_lets_it_through():
    positions = 0
    for state in decision_states():
        positions += 1
        listed = {a.notation for a in state.legal_actions()}
        for action in candidates(state):
            refusal = state.why_not(action)
            if refusal is None:
                assert action.notation in listed or (action.kind == "give" and state.accept_unlisted(action)), (
                    state.phase, action)
            else:
                assert action.notation not in listed, (state.phase, action, refusal)
                with pytest.raises(IllegalAction) as refused:
                    STREET.parse_action(state, action.notation)
                assert refused.value.rule == refusal.rule, (state.phase, action)
                assert refusal.rule in STREET.rules
    assert positions > 300


@pytest.mark.parametrize("where, action, rule, reason", [
    (dict(money={0: 100}), "buy terrain", "terrain-buy", "Player 1 has less than 120\u202f000 €"),
    (dict(money={0: 900_000}, terrain=1), "buy terrain", "terrain-buy", "the Terrain already has an owner"),
    (dict(money={0: 900_000}), "buy house 7", "house-anywhere", "the Maisons are numbered 1 to 6"),
    (dict(money={0: 900_000}, houses={2: 1}), "buy house 2", "house-anywhere", "Maison 2 already has an owner"),
    (dict(money={0: 100}), "give 1 500", "no-debt", "Player 1 has only 100 €"),
    (dict(money={0: 100}), "give 0 50", "negotiation", "player 0 cannot receive a gift from Player 1"),
    (dict(), "lawyer", "lawyer", "Player 1 holds no Avocat card or is not in a blocking place"),
    (dict(), "denounce", "balance", "only a player holding a Balance, asked during a heist, can denounce"),
])
def test_a_refusal_tells_its_reason_with_the_names_and_prices_filled_in(where, action, rule, reason):
    state = situation(3, **where).state
    with pytest.raises(IllegalAction) as refused:
        STREET.parse_action(state, action)
    assert refused.value.rule == rule and reason in refused.value.reason


def test_no_action_of_a_player_is_allowed_while_chance_decides_or_once_the_game_is_over():
    state = situation(3).state.clone()
    state.apply("roll")
    assert state.to_move == CHANCE and state.why_not(Action("roll")).rule == "chance"
    over = gangs.new("street", players=2, seed=1).run().state
    assert over.is_terminal and over.why_not(Action("roll")).rule == "game-over"
