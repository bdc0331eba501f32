"""Agents: who chooses a player's actions when no person does. The random agent is the kernel's
default player (``Match.run``); smarter agents live in ``gangs.agents``."""

from __future__ import annotations

import random
from typing import Protocol

from .action import Action
from .state import State


class Agent(Protocol):
    """Anything that picks one of the legal actions of a state."""

    def choose(self, state: State, legal: list[Action]) -> Action:
        """One of ``legal`` (or its notation), for the player to move in ``state``."""


class RandomAgent:
    """Picks a legal action at random.

    By default it first picks a *kind* of action (``roll``, ``give``, ``buy``...) uniformly,
    then one action of that kind, so that a family of many similar actions (every amount that
    could be given to every other player) does not crowd out the few that move the game on.
    ``by_kind=False`` picks uniformly among all legal actions instead.
    """

    def __init__(self, rng: random.Random | int | None = None, by_kind: bool = True) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.by_kind = by_kind

    def choose(self, state: State, legal: list[Action]) -> Action:
        """One of ``legal``, at random."""
        if len(legal) == 1:
            return legal[0]
        if not self.by_kind:
            return legal[int(self.rng.random() * len(legal))]
        draw = self.rng.random
        kinds = list({action.kind: None for action in legal})      # each kind once, in the order listed
        if len(kinds) == 1:
            return legal[int(draw() * len(legal))]
        kind = kinds[int(draw() * len(kinds))]
        group = [action for action in legal if action.kind == kind]
        return group[int(draw() * len(group))]

    def __repr__(self) -> str:
        return "RandomAgent()"
