"""The computer players of gangs.agents, on every game: they choose legal actions, a seeded one replays
exactly, the MCTS player counts its playouts, refuses a budget that is no budget and starts its search from the
greedy player's judgement, and neither reads what its player cannot see (its choice is the same in every deal
of the hidden part)."""

from __future__ import annotations

import random

import pytest

import gangs
from gangs.agents import GreedyAgent, MCTSAgent, RandomAgent
from gangs.agents.greedy import expected
from gangs.agents.mcts import PLAYOUTS
from gangs.kernel import State

GAMES = sorted(gangs.GAMES)
SECRET_GAMES = [key for key in GAMES if type(gangs.GAMES[key].initial_state(["a", "b"], {})).resample
                is not State.resample]


def positions(key: str, count: int, seed: int = 0) -> list:
    """``count`` decision positions of random 2-player games of ``key`` (copies)."""
    rng = random.Random(seed)
    found = []
    game_seed = seed
    while len(found) < count:
        m = gangs.new(key, players=2, seed=game_seed)
        game_seed += 1
        stops = sorted(rng.sample(range(1, 120), 4))
        made = 0
        for stop in stops:
            m.run(max_steps=stop - made)
            made = stop
            if m.is_over:
                break
            if len(m.legal_actions()) > 1:
                found.append(m.state.clone())
    return found[:count]


@pytest.mark.parametrize("key", GAMES)
def test_greedy_and_mcts_choose_legal_actions(key):
    for state in positions(key, 4):
        legal = state.legal_actions()
        notations = {a.notation for a in legal}
        assert GreedyAgent(1).choose(state, legal).notation in notations
        assert MCTSAgent(playouts=30, rng=1).choose(state, legal).notation in notations


@pytest.mark.parametrize("key", GAMES)
@pytest.mark.parametrize("settings", [{}, {"rollout": 4, "prior": 0, "normalise": False}])
def test_a_match_with_seeded_agents_replays_exactly(key, settings):
    def play() -> gangs.Match:
        m = gangs.new(key, players=2, seed=3)
        return m.run(agents=[GreedyAgent(5), MCTSAgent(playouts=8, rng=6, **settings)], max_steps=40)

    first, second = play(), play()
    assert [a.notation for a in first.steps] == [a.notation for a in second.steps]
    again = gangs.Match(first.game, first.players, first.options, first.seed, steps=first.steps)
    assert again.state == first.state


@pytest.mark.parametrize("key", GAMES)
def test_the_search_leaves_the_match_its_whole_log(key):
    """The agents look ahead on copies of the position: the match they play logs every event, the same log as the
    same steps replayed."""
    m = gangs.new(key, players=2, seed=4).run(agents=[GreedyAgent(2), MCTSAgent(playouts=8, rng=3)], max_steps=25)
    replayed = gangs.Match(m.game, m.players, m.options, m.seed, steps=m.steps)
    assert m.log and [(e.kind, e.text) for e in m.log] == [(e.kind, e.text) for e in replayed.log]


@pytest.mark.parametrize("key", SECRET_GAMES)
def test_neither_agent_reads_what_its_player_cannot_see(key):
    """Deal again what the player to move cannot see: the same seeded agent makes the same choice."""
    for state in positions(key, 6, seed=2):
        player = state.to_move
        twin = state.resample(player, random.Random(99))
        assert twin.observation(player) == state.observation(player)
        for make in (lambda: GreedyAgent(7), lambda: MCTSAgent(playouts=25, rng=7),
                     lambda: MCTSAgent(playouts=25, rollout=3, rng=7)):
            mine = make().choose(state, state.legal_actions())
            theirs = make().choose(twin, twin.legal_actions())
            assert mine.notation == theirs.notation, (key, make(), state.pending)


def test_mcts_uses_its_budget_and_refuses_none():
    state = positions("ribauds", 1)[0]
    agent = MCTSAgent(playouts=17, rng=0)
    agent.choose(state, state.legal_actions())
    assert agent.last_playouts == 17
    timed = MCTSAgent(playouts=None, seconds=0.05, rng=0)
    timed.choose(state, state.legal_actions())
    assert timed.last_playouts >= 1
    for bad in ({"playouts": None}, {"playouts": 0}, {"playouts": 2.5}, {"playouts": True},
                {"playouts": None, "seconds": 0}, {"playouts": None, "seconds": "1"}, {"prior": -1},
                {"prior": 0.5}, {"prior": True}):
        with pytest.raises(ValueError):
            MCTSAgent(**bad)


def test_the_default_budget_is_playouts_so_a_match_replays():
    agent = MCTSAgent()
    assert (agent.playouts, agent.seconds) == (PLAYOUTS, None)


@pytest.mark.parametrize("key", [key for key in GAMES if key not in SECRET_GAMES])
def test_the_root_starts_from_the_greedy_players_judgement(key):
    """Each move at the root starts with ``prior`` playouts' worth of its greedy value (its evaluation averaged
    over the chance that follows): with one playout more, the search plays the greedy player's best move."""
    checked = 0
    for state in positions(key, 8, seed=5):
        player, legal = state.to_move, state.legal_actions()
        values = []
        for action in legal:
            child = state.clone()
            child._apply(action)
            values.append(expected(child, player))
        ranked = sorted(values, reverse=True)
        if ranked[0] - ranked[1] < 1e-9:
            continue
        best = legal[values.index(ranked[0])]
        assert MCTSAgent(playouts=1, rng=0).choose(state, legal).notation == best.notation
        checked += 1
    assert checked >= 2


def test_a_lone_choice_is_taken_without_search():
    state = positions("street", 1)[0]
    legal = state.legal_actions()[:1]
    agent = MCTSAgent(playouts=50, rng=0)
    assert agent.choose(state, legal) is legal[0]
    assert GreedyAgent(0).choose(state, legal) is legal[0] and RandomAgent(0).choose(state, legal) is legal[0]


def test_mcts_beats_random_at_les_ribauds():
    """A small seeded duel (the full measures are in benchmarks/agents.py): MCTS wins most games."""
    wins = 0
    for seed in range(6):
        agents = [MCTSAgent(playouts=40, rng=seed), RandomAgent(seed)]
        me = seed % 2
        m = gangs.new("ribauds", players=2, seed=seed).run(agents=agents if me == 0 else agents[::-1])
        wins += me in m.winners
    assert wins >= 4


def test_a_computer_player_gives_no_money_away_in_la_street():
    """``State.considered``: La Street's gifts (« négocier ») are between people; the greedy and MCTS players
    weigh every other action, and a position whose only actions were gifts would still be played. The random
    player, and every other game, weigh all the legal actions."""
    from street_situations import roll, situation

    m = situation(3, at={0: 17}, money={0: 200_000})
    roll(m, 2)                                     # square 19, a Sac d'argent: the heist question, gifts on offer
    legal = m.legal_actions()
    assert any(a.kind == "give" for a in legal), [a.notation for a in legal]
    kept = m.state.considered(legal)
    assert kept and all(a.kind != "give" for a in kept) and set(kept) <= set(legal)
    gifts_only = [a for a in legal if a.kind == "give"]
    assert m.state.considered(gifts_only) == gifts_only
    for agent in (GreedyAgent(1), MCTSAgent(playouts=60, rng=1)):
        assert agent.choose(m.state, legal).kind != "give"
    for key in ("supergang", "chicago", "ribauds"):
        state = gangs.GAMES[key].initial_state(["A", "B"] if key != "supergang" else ["A", "B", "C"],
                                               gangs.GAMES[key].check_options({}))
        while state.is_chance_node:
            state.apply(state.chance_outcomes()[0][0])
        assert state.considered(state.legal_actions()) == state.legal_actions()
