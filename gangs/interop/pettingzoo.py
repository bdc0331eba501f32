"""Every game of ``gangs.GAMES`` as a PettingZoo AEC environment (extra ``[pettingzoo]``).

>>> from gangs.interop import pettingzoo
>>> env = pettingzoo.env("street", players=4, max_turns=10)
>>> env.reset(seed=7)
>>> observation, reward, terminated, truncated, info = env.last()
>>> env.step(env.action_space(env.agent_selection).sample(observation["action_mask"]))

Agents are ``player_0`` ... ``player_{n-1}``; the one selected is the player to move. Each acts in
``Discrete(num_actions)``, the codes of ``gangs.kernel.codec``, and sees a ``Dict`` of ``observation`` (its
``state.observation(p)`` hashed into ``FEATURES`` numbers: ``gangs.interop.features``) and ``action_mask`` (1 for
the codes of its legal actions). Chance is resolved inside ``step`` (and ``reset``) by the environment's own
generator, seeded by ``reset(seed=...)``. Rewards come at the end: 1 to each winner, 0 otherwise.
``render()`` draws the scene (``game.scene``) as an RGB array, with Pillow. ``info`` holds the position in words:
``to_move``, ``legal`` (the notations of the legal actions) for the agent selected.
"""

from __future__ import annotations

import io
import random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

import gangs
from gangs.kernel.codec import codec
from gangs.kernel.state import CHANCE

from .features import FEATURES, features


class GangsEnv(AECEnv):
    """A match of a ``gangs`` game as an AEC environment; ``state`` is the ``gangs`` State."""

    metadata = {"render_modes": ["rgb_array"], "name": "gangs_v0", "is_parallelizable": False, "render_fps": 2}

    def __init__(self, key: str, players: int | None = None, render_mode: str | None = None,
                 **options: Any) -> None:
        super().__init__()
        self.game = gangs.GAMES[key]
        count = players if players is not None else self.game.min_players
        self.names = [f"P{i + 1}" for i in range(count)]
        self.options = self.game.check_options(options)
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode is None or one of {self.metadata['render_modes']}, not {render_mode!r}")
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"gangs_{key}_v0"}
        self.codec = codec(self.game, count, self.options)
        self.state = self.game.initial_state(self.names, self.options)      # a refused combination fails here
        self.possible_agents = [f"player_{i}" for i in range(count)]
        self.action_spaces = {agent: spaces.Discrete(self.codec.num_actions) for agent in self.possible_agents}
        self.observation_spaces = {agent: spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, (FEATURES,), np.float32),
            "action_mask": spaces.Box(0, 1, (self.codec.num_actions,), np.int8),
        }) for agent in self.possible_agents}
        self.rng = random.Random()

    def observation_space(self, agent: str) -> spaces.Space:
        """The ``Dict`` of ``observation`` and ``action_mask``."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        """``Discrete(num_actions)``: the action codes."""
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """A new match; ``seed`` seeds the dice (the generator goes on from where it was without one)."""
        if seed is not None:
            self.rng = random.Random(seed)
        self.state = self.game.initial_state(self.names, self.options)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        self._settle()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """What ``agent`` sees, and the mask of its legal actions (all 0 when it is not to move)."""
        player = self.possible_agents.index(agent)
        mask = np.zeros(self.codec.num_actions, np.int8)
        if self.state.to_move == player:
            mask[[self.codec.encode(action) for action in self.state.legal_actions()]] = 1
        return {"observation": np.asarray(features(self.state.observation(player)), np.float32), "action_mask": mask}

    def step(self, action: int | None) -> None:
        """Play the action with code ``action`` for the agent selected, then the chance outcomes that follow."""
        if self.terminations[self.agent_selection] or self.truncations[self.agent_selection]:
            self._was_dead_step(action)
            return
        agent = self.agent_selection
        self.state.apply(self.codec.decode(self.state, int(action)))
        self._cumulative_rewards[agent] = 0.0
        self._settle()
        self._accumulate_rewards()

    def _settle(self) -> None:
        """Resolve chance with the environment's generator; then select the player to move, or end the match."""
        state = self.state
        while state.to_move == CHANCE:
            outcomes = state.chance_outcomes()
            state.apply(self.rng.choices([o for o, _p in outcomes], [p for _o, p in outcomes])[0])
        if state.is_terminal:
            returns = state.returns()
            for i, agent in enumerate(self.agents):
                self.rewards[agent] = float(returns[i])
                self.terminations[agent] = True
                self.infos[agent] = {}
            if self.agent_selection not in self.agents:
                self.agent_selection = self.agents[0]
            return
        for agent in self.agents:
            self.rewards[agent] = 0.0
        self.agent_selection = self.possible_agents[state.to_move]
        self.infos = {agent: {} for agent in self.agents}
        self.infos[self.agent_selection] = {"legal": [a.notation for a in state.legal_actions()]}

    def render(self) -> np.ndarray | None:
        """The scene as an RGB array (height, width, 3), or None without a render mode."""
        if self.render_mode is None:
            return None
        from PIL import Image

        from gangs.render import png

        with Image.open(io.BytesIO(png(self.game.scene(self.state)))) as image:
            return np.asarray(image.convert("RGB"))

    def close(self) -> None:
        """Nothing to release."""

    def __str__(self) -> str:
        return self.metadata["name"]


def env(key: str, players: int | None = None, render_mode: str | None = None, **options: Any) -> GangsEnv:
    """The AEC environment of ``key`` for ``players`` (the game's fewest by default) and its ``options``."""
    return GangsEnv(key, players, render_mode, **options)
