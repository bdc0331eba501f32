"""Thousands of random games of La Street end without an error, and the table stays sound.

* 2000 whole games through ``Match.run`` over 2 to 6 players, both modes, both ways of returning
  Karma cards, a quarter of them stopped by ``max_turns``: each ends at the finish (one boss holding
  all the money), after ``max_turns`` rounds, or by agreement from round 30, the board's
  ``stop_from`` (the richest win).
* 200 games played on a bare State, chance sampled here, with the invariants of the table checked
  after every single step (decisions and chance outcomes alike); their steps then replay as a record.
* A property test over any seed, table size and options.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gangs
from gangs import CHANCE, Record
from gangs.agents import RandomAgent
from gangs.street.pending import Balance, Brawl, Exit, HouseForSale, Proposal, RollFor, Target

STREET = gangs.GAMES["street"]
RULES = STREET.rules
BOARD = STREET.board
FINISH = BOARD.finish
PLACE_CODES = {place.code for place in BOARD.places.values()}
PRISON = BOARD.places["prison"].code
COUNTS = [c.count for c in BOARD.cards]
PENDING = {"die": RollFor, "bagarre": Brawl, "buy_house": HouseForSale, "balance": Balance, "target": Target,
           "exit": Exit, "agree": Proposal}
"""The record each waiting phase holds; the other phases hold None."""
KEPT = {c.key for c in BOARD.cards if c.effect == "keep"}

GAMES, CHUNKS = 2000, 8
CHECKED_GAMES, CHECKED_CHUNKS = 200, 8


def table(i: int) -> dict:
    """The i-th table of the sweep: players, options and seed all vary with i."""
    return {
        "players": 2 + i % 5,
        "mode": ("normal", "fast")[(i // 5) % 2],
        "karma_return": ("discard", "pile")[(i // 10) % 2],
        "max_turns": 1 + (i * 7) % 30 if (i // 20) % 4 == 0 else None,
        "seed": 10_000 + i,
    }


def check_end(state, max_turns) -> None:
    """The game is over, by the finish, by the round limit or by agreement, with the right winners."""
    assert state.is_terminal and state.to_move is None
    assert state.legal_actions() == []
    money = state.money_
    winners = state.winners()
    assert winners
    assert state.returns() == [1.0 if p in winners else 0.0 for p in range(len(money))]
    if state.boss is not None:
        # « il devient le boss de La Street et récupère tout l'argent des autres joueurs »
        assert winners == [state.boss]
        assert state.pos[state.boss] == FINISH
        assert money[state.boss] == sum(money)
        assert all(m == 0 for p, m in enumerate(money) if p != state.boss)
        if max_turns is not None:
            assert state.turn <= max_turns
    else:
        # « le joueur qui possède le plus d'argent gagne la partie arrêtée »
        by_limit = max_turns is not None and state.turn == max_turns
        by_agreement = state.turn >= BOARD.stop_from
        assert by_limit or by_agreement, "a game ends at the finish, at its round limit or by agreement"
        assert winners == [p for p, m in enumerate(money) if m == max(money)]
        assert FINISH not in state.pos


def check_table(state, last_turn: int) -> None:
    """The invariants of La Street that hold after every step."""
    n = len(state.names)
    # money is never negative (« no-debt »)
    assert all(isinstance(m, int) and m >= 0 for m in state.money_), state.money_
    # every pawn is on a square of the street or on a special place
    assert all(0 <= where <= FINISH or where in PLACE_CODES for where in state.pos), state.pos
    if FINISH in state.pos:
        assert state.is_terminal and state.pos[state.boss] == FINISH
    # property owners are players (or nobody)
    assert state.house_owner[0] == -1
    assert all(-1 <= owner < n for owner in state.house_owner[1:]), state.house_owner
    assert -1 <= state.terrain_owner < n
    # the 30 Karma cards are all somewhere: pile + discard + hands, card by card
    held = Counter(key for hand in state.hands for key in hand)
    assert set(held) <= KEPT, held
    for i, card in enumerate(BOARD.cards):
        assert state.deck[i] >= 0 and state.discard[i] >= 0
        assert state.deck[i] + state.discard[i] + held[card.key] == COUNTS[i], card.key
    if state.karma_return == "pile":
        assert not any(state.discard)
    # turns
    assert 0 <= state.current < n
    assert all(s in (0, 1) for s in state.skip), state.skip
    assert state.turn >= last_turn
    if state.max_turns is not None:
        assert state.turn <= state.max_turns
    # what the phase waits on is its named record (gangs/street/pending.py), or nothing
    assert type(state.pending) is PENDING.get(state.phase, type(None)), (state.phase, state.pending)
    # who decides
    who = state.to_move
    if who is None:
        assert state.is_terminal
        return
    if who == CHANCE:
        outcomes = state.chance_outcomes()
        assert outcomes and sum(p for _, p in outcomes) == pytest.approx(1.0)
        assert state.legal_actions() == []
        return
    assert 0 <= who < n
    if who != state.current:
        balance = state.phase == "balance" and who in state.pending.asked and (
            "balance" in state.hands[who] or state.options["balance_question"] == "everyone")
        freed = state.phase == "exit" and state.pos[who] == PRISON
        asked = state.phase == "agree" and who in state.pending.asked
        assert balance or freed or asked, (state.phase, who, state.current)
    # a pawn held back at the Commissariat or the Hôpital restarts from before the place's exit
    for p, back in enumerate(state.back_to):
        if back >= 0:
            held = BOARD.place_by_code.get(state.pos[p])
            assert held is not None and held.key in ("commissariat", "hopital") and back < held.exit
    legal = state.legal_actions()
    assert legal, f"no legal action for player {who} in phase {state.phase}"
    assert len({a.notation for a in legal}) == len(legal)
    for action in legal:
        trial = state.clone()
        for event in trial.apply(action):
            assert event.rule in RULES


def play_checked(i: int) -> Counter:
    """Play game i on a bare State, checking the table after every step; then replay its record.

    Returns how many steps were played in each phase."""
    spec = table(i)
    seed, players = spec.pop("seed"), spec.pop("players")
    options = STREET.check_options(spec)
    rng = random.Random(seed)
    agent = RandomAgent(rng)
    names = [f"P{p}" for p in range(players)]
    state = STREET.initial_state(names, options)
    steps: list[str] = []
    phases: Counter = Counter()
    check_table(state, 1)
    while not state.is_terminal:
        phases[state.phase] += 1
        assert len(steps) < 50_000, "the game does not end"
        last_turn = state.turn
        if state.to_move == CHANCE:
            outcomes = state.chance_outcomes()
            action = rng.choices([a for a, _ in outcomes], [p for _, p in outcomes])[0]
        else:
            action = agent.choose(state, state.legal_actions())
        for event in state.apply(action):
            assert event.rule in RULES and event.text
        steps.append(action.notation)
        check_table(state, last_turn)
    check_end(state, options["max_turns"])
    replayed = gangs.load(Record(game="street", players=names, options=options, seed=None, steps=steps))
    assert replayed.is_over
    assert replayed.state.to_dict() == state.to_dict()
    return phases


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_end(chunk):
    size = GAMES // CHUNKS
    finishes = stops = 0
    for i in range(chunk * size, (chunk + 1) * size):
        spec = table(i)
        seed, players = spec.pop("seed"), spec.pop("players")
        m = gangs.new("street", players=players, seed=seed, **spec)
        m.run(max_steps=20_000)
        assert m.is_over, f"game {i} ({players} players, {spec}) did not end"
        check_end(m.state, spec["max_turns"])
        assert m.winners == m.state.winners()
        assert m.scores == m.state.money_
        assert m.log[-1].rule in (("boss",) if m.state.boss is not None else ("stopped-game", "max-turns"))
        assert (m.log[-1].rule == "max-turns") == (m.state.boss is None and m.log[-2].rule != "stop-agreement")
        finishes += m.state.boss is not None
        stops += m.state.boss is None
    assert finishes > size // 2     # most games reach the finish...
    assert stops > 0                # ...and the round limit stops some of the others


@pytest.mark.parametrize("chunk", range(CHECKED_CHUNKS))
def test_invariants_after_every_step(chunk):
    size = CHECKED_GAMES // CHECKED_CHUNKS
    phases: Counter = Counter()
    for i in range(chunk * size, (chunk + 1) * size):
        phases += play_checked(50_000 + i)
    # the sweep goes through the decisions and chance nodes of the game, not only rolls
    assert {"turn", "die", "draw", "heist", "target"} <= set(phases), phases
    assert sum(phases.values()) > 50 * size


@settings(max_examples=100, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 6),
       mode=st.sampled_from(["normal", "fast"]), karma_return=st.sampled_from(["discard", "pile"]),
       max_turns=st.none() | st.integers(1, 40))
def test_any_seed_any_table(seed, players, mode, karma_return, max_turns):
    m = gangs.new("street", players=players, seed=seed, mode=mode, karma_return=karma_return,
                  max_turns=max_turns)
    m.run(max_steps=20_000)
    assert m.is_over
    check_end(m.state, max_turns)
    loaded = gangs.load(m.record.to_json())
    assert loaded.state.to_dict() == m.state.to_dict()
    assert loaded.winners == m.winners
