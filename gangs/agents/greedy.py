"""GreedyAgent: the computer player who looks one decision ahead, averaging over chance."""

from __future__ import annotations

import random

from ..kernel import Action, State

CHANCE_DEPTH = 2
"""How many chance nodes in a row the greedy player averages over after its decision (a die, then a card...);
past that it judges the position as it stands."""


def seen_by(state: State, player: int, rng: random.Random) -> State:
    """A copy of ``state`` as ``player`` may know it: what he cannot see (the others' hands, the deck's order)
    dealt again at random (``State.resample``), so that a computer player never reads it."""
    return state.resample(player, rng)


def expected(state: State, player: int, depth: int = CHANCE_DEPTH) -> float:
    """``player``'s evaluation of ``state``, averaged over the next ``depth`` chance nodes' outcomes."""
    if depth == 0 or not state.is_chance_node:
        return state.evaluation(player)
    total = 0.0
    for outcome, probability in state.chance_outcomes():
        child = state.clone()
        child._apply(outcome)
        total += probability * expected(child, player, depth - 1)
    return total


class GreedyAgent:
    """Plays the decision that leaves it best placed (``State.evaluation``), chance averaged.

    For each legal action it plays it on a copy of the position, averages over the dice or cards that follow
    (``CHANCE_DEPTH`` of them), and keeps the best; ties are broken at random (``rng``: a seed or a
    ``random.Random``, so that a match with this agent replays exactly). It looks at the position as its
    player may know it: in a game with secrets the hidden part is dealt again first (``State.resample``).
    """

    def __init__(self, rng: random.Random | int | None = None) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)

    def choose(self, state: State, legal: list[Action]) -> Action:
        """The legal action with the best expected evaluation for the player to move, among those the game has a
        computer player weigh (``State.considered``). Its look-ahead makes events but no words: nobody reads them."""
        return self._choose(state, legal)

    def _choose(self, state: State, legal: list[Action]) -> Action:
        legal = state.considered(legal)
        if len(legal) == 1:
            return legal[0]
        player = state.to_move
        known = seen_by(state, player, self.rng)
        best: list[Action] = []
        best_value = float("-inf")
        for action in legal:
            child = known.clone()
            child._apply(action)
            value = expected(child, player)
            if value > best_value + 1e-12:
                best, best_value = [action], value
            elif value >= best_value - 1e-12:
                best.append(action)
        return best[int(self.rng.random() * len(best))]

    def __repr__(self) -> str:
        return "GreedyAgent()"
