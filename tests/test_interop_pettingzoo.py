"""Every game as a PettingZoo AEC environment (``gangs.interop.pettingzoo``), judged by PettingZoo's own tests.

``api_test`` and ``seed_test`` run for every game and player count (``interop_cases``: kept short with
``max_turns``). ``max_cycles_test`` does not apply: it needs a parallel environment and samples actions without
their mask, and these games are turn-based, with a decision now and then by another player than the one whose
turn it is.
"""

from __future__ import annotations

import warnings

import pytest
from interop_cases import CASES, starting_options

import gangs

np = pytest.importorskip("numpy")
pettingzoo_test = pytest.importorskip("pettingzoo.test")
interop = pytest.importorskip("gangs.interop.pettingzoo")


@pytest.mark.parametrize("key, players", CASES)
def test_pettingzoo_api_test_and_seed_test_pass(key, players):
    options = starting_options(key, players)
    env = interop.env(key, players, **options)
    with warnings.catch_warnings():
        # PettingZoo warns of a Dict observation (observation and action_mask) in any environment not its own
        warnings.filterwarnings("ignore", "Observation is not a NumPy array")
        warnings.filterwarnings("ignore", "Observation space for each agent probably should be")
        pettingzoo_test.api_test(env, num_cycles=1000)
    pettingzoo_test.seed_test(lambda: interop.env(key, players, **options), num_cycles=100)


@pytest.mark.parametrize("key", list(gangs.GAMES))
def test_a_random_masked_policy_plays_a_game_to_its_end(key):
    options = starting_options(key, 2)
    env = interop.env(key, 2, **options)
    env.reset(seed=5)
    rewards = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, info = env.last()
        rewards[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        mask = observation["action_mask"]
        assert mask.sum() == len(info["legal"])
        env.step(env.action_space(agent).sample(mask))
    assert env.state.is_terminal and not env.agents
    assert [rewards[agent] for agent in env.possible_agents] == [float(r) for r in env.state.returns()]


def test_the_same_seed_gives_the_same_dice_and_another_seed_other_dice():
    def positions(seed: int) -> list[dict]:
        env = interop.env("chicago", 2, max_turns=3)
        env.reset(seed=seed)
        seen = [env.state.to_dict()]
        while not env.state.is_terminal and len(seen) < 40:
            env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
            seen.append(env.state.to_dict())
        return seen

    assert positions(1) == positions(1) and positions(1) != positions(2)


def test_render_draws_the_scene_as_an_rgb_array():
    pytest.importorskip("PIL")
    env = interop.env("street", 3, render_mode="rgb_array")
    env.reset(seed=1)
    picture = env.render()
    assert picture.ndim == 3 and picture.shape[2] == 3 and picture.dtype == np.uint8
    assert len(np.unique(picture.reshape(-1, 3), axis=0)) > 4
    assert interop.env("street", 3).render() is None
