"""Every game as an OpenSpiel game (``gangs.interop.openspiel``), judged by OpenSpiel's own tests.

``pyspiel.random_sim_test`` (random games with serialization and the legal-action mask checked at every step)
runs for every game and player count (``interop_cases``: kept short with ``max_turns``, as the whole random game
is played), and OpenSpiel's MCTS bot finishes a game of each.
"""

from __future__ import annotations

import json

import pytest
from interop_cases import CASES, starting_options

import gangs
from gangs.kernel.codec import codec

pyspiel = pytest.importorskip("pyspiel")
mcts = pytest.importorskip("open_spiel.python.algorithms.mcts")
np = pytest.importorskip("numpy")
openspiel = pytest.importorskip("gangs.interop.openspiel")

@pytest.mark.parametrize("key, players", CASES)
def test_openspiel_random_sim_test_passes(key, players):
    game = openspiel.load(key, players=players, **starting_options(key, players))
    assert game.num_players() == players
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False, mask_test=True)


@pytest.mark.parametrize("key", list(gangs.GAMES))
def test_openspiel_mcts_bot_finishes_a_game(key):
    game = openspiel.load(key, players=2, **starting_options(key, 2))
    rng = np.random.RandomState(7)
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=8, evaluator=mcts.RandomRolloutEvaluator(1, rng),
                       random_state=rng, solve=False)
    state = game.new_initial_state()
    decisions = 0
    while not state.is_terminal():
        if state.is_chance_node():
            codes, probabilities = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(codes, p=probabilities)))
        else:
            action = bot.step(state)
            assert action in state.legal_actions()
            state.apply_action(action)
            decisions += 1
    assert decisions > 0 and state.inner.is_terminal
    assert state.returns() == [float(r) for r in state.inner.returns()]


def test_the_game_string_loads_the_same_game():
    game = openspiel.load("ribauds", players=3, layout="carre", max_turns=3)
    again = pyspiel.load_game(str(game))
    assert again.num_players() == 3 and again.num_distinct_actions() == game.num_distinct_actions()
    assert str(again.new_initial_state()) == str(game.new_initial_state())
    assert pyspiel.load_game("gangs_chicago").num_players() == gangs.GAMES["chicago"].min_players


def test_codes_are_the_kernel_codec_and_notations_name_them():
    game = openspiel.load("street", players=2)
    state = game.new_initial_state()
    coder = codec(gangs.GAMES["street"], 2, {})
    assert game.num_distinct_actions() == game.max_chance_outcomes() == coder.num_actions
    assert state.legal_actions() == [coder.encode(gangs.Action("roll"))]
    assert state.action_to_string(0, state.legal_actions()[0]) == "roll"
    state.apply_action(state.legal_actions()[0])
    assert state.is_chance_node()
    assert [state.action_to_string(pyspiel.PlayerId.CHANCE, c) for c, _p in state.chance_outcomes()] == [
        f"die {n}" for n in range(1, 7)]


def test_a_secret_hand_is_in_one_players_observation_only():
    """La Street's Karma cards are secret: a player who holds one sees it in his observation, the other player only
    counts it; a serialized state (its ``to_dict``) gives back the same observations."""
    game = openspiel.load("street", players=2, max_turns=30)
    state = game.new_initial_state()
    rng = np.random.RandomState(3)

    def own_hands() -> list[list[str]]:
        return [json.loads(state.observation_string(p))["hands"][p] for p in (0, 1)]

    while not any(own_hands()):
        assert not state.is_terminal(), "no Karma card was held"
        if state.is_chance_node():
            codes, probabilities = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(codes, p=probabilities)))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    holder = 0 if own_hands()[0] else 1
    mine = json.loads(state.observation_string(holder))["hands"][holder]
    seen = json.loads(state.observation_string(1 - holder))["hands"][holder]
    assert all(isinstance(card, str) for card in mine) and seen == len(mine)
    copy = game.deserialize_state(state.serialize())
    assert copy.observation_string(holder) == state.observation_string(holder)
    assert copy.information_state_tensor(1) == state.information_state_tensor(1)


def test_only_a_game_with_secrets_is_of_imperfect_information():
    information = {key: openspiel.load(key).get_type().information for key in gangs.GAMES}
    imperfect = pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert information["street"] == information["ribauds"] == imperfect
    assert imperfect not in (information["supergang"], information["chicago"])
