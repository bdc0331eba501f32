"""MCTSAgent: Monte Carlo tree search over the kernel (UCT, open loop, one hidden deal per playout)."""

from __future__ import annotations

import math
import random
import time

from ..kernel import Action, RandomAgent, State
from .greedy import expected, seen_by

PLAYOUTS = 300
"""The default budget, in playouts a decision: in every game at most a sixth of a second a decision on average and
under half a second at worst, measured on two cores shared with other work (benchmarks/agents.py measures it);
a playout budget, so that a seeded match replays exactly."""


class Node:
    """A decision in the search tree, reached by the moves above it: how often it was tried, what it brought
    to the player who chose it, and how often it was on offer (``available``: in a game with chance or secrets
    a move is not legal in every playout)."""

    __slots__ = ("mover", "visits", "total", "available", "children")

    def __init__(self, mover: int | None) -> None:
        self.mover = mover
        self.visits = 0
        self.total = 0.0
        self.available = 0
        self.children: dict[str, Node] = {}


class MCTSAgent:
    """Chooses by Monte Carlo tree search (UCT) with the kernel's ``clone``, ``legal_actions`` and
    ``chance_outcomes``, for every game.

    Each playout starts from the position as the player may know it: in a game with secrets the hidden part
    (the others' hands, the deck) is dealt again (``State.resample``), so the search never reads it; the tree
    is keyed by the moves' notations and chance is drawn afresh in every playout (an *open-loop* tree: one
    tree serves all the deals and dice, as information-set MCTS does). A decision with one legal action is
    played without a node of its own. From a new leaf the game is played on at random for ``rollout``
    decisions (none by default) and the position judged by ``State.evaluation`` (1 won, 0 lost).

    ``playouts``: the budget per decision; ``seconds``: a time budget instead (or as well: the first reached
    stops). With a playout budget and a seed (``rng``), a match with this agent replays exactly; a time
    budget depends on the machine. ``exploration``: UCT's constant, on the spread of the values met at each
    node (the moves' averages are rescaled to 0..1 there: the games' evaluations differ by a few hundredths
    between two moves). ``prior``: each move at the root starts with this many playouts' worth of what the
    greedy player would make of it (its evaluation averaged over the chance that follows), so that a short
    search is no worse than looking one decision ahead.
    """

    def __init__(self, playouts: int | None = PLAYOUTS, seconds: float | None = None, rollout: int = 0,
                 exploration: float = 0.7, rng: random.Random | int | None = None, prior: int = 4,
                 normalise: bool = True) -> None:
        if playouts is None and seconds is None:
            raise ValueError("MCTSAgent needs a budget: playouts, seconds or both")
        if playouts is not None and (not isinstance(playouts, int) or isinstance(playouts, bool) or playouts < 1):
            raise ValueError(f"playouts is a whole number of at least 1, not {playouts!r}")
        if seconds is not None and (not isinstance(seconds, (int, float)) or isinstance(seconds, bool)
                                    or not seconds > 0):
            raise ValueError(f"seconds is a positive number, not {seconds!r}")
        self.playouts, self.seconds, self.rollout, self.exploration = playouts, seconds, rollout, exploration
        if not isinstance(prior, int) or isinstance(prior, bool) or prior < 0:
            raise ValueError(f"prior is a whole number of playouts, 0 or more, not {prior!r}")
        self.prior, self.normalise = prior, normalise
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.last_playouts = 0
        """How many playouts the last decision used."""

    def choose(self, state: State, legal: list[Action]) -> Action:
        """The legal action the search tried most (of two tried as often, the better on average), among those the
        game has a computer player weigh (``State.considered``), as the search weighs them for every player. The
        search makes events but no words: nobody reads them."""
        return self._choose(state, legal)

    def _choose(self, state: State, legal: list[Action]) -> Action:
        legal = state.considered(legal)
        if len(legal) == 1:
            return legal[0]
        player = state.to_move
        root = Node(None)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        if self.prior:
            known = seen_by(state, player, self.rng)
            for action in legal:
                child = known.clone()
                child._apply(action)
                node = root.children[action.notation] = Node(player)
                node.visits = self.prior
                node.total = self.prior * expected(child, player)
                node.available = self.prior
        done = 0
        while (self.playouts is None or done < self.playouts) and (deadline is None or time.perf_counter() < deadline):
            self._playout(seen_by(state, player, self.rng), root)
            done += 1
        self.last_playouts = done
        best, most = legal[0], -1.0
        for action in legal:
            child = root.children.get(action.notation)
            visits = child.visits + child.total / child.visits * 1e-6 if child else 0
            if visits > most:
                best, most = action, visits
        return best

    def _playout(self, state: State, root: Node) -> None:
        rng = self.rng
        path = [root]
        node = root
        while True:
            while state.is_chance_node:
                state._apply(_draw(state, rng))
            if state.is_terminal:
                break
            legal = state.considered(state.legal_actions())
            if len(legal) == 1:
                state._apply(legal[0])
                continue
            mover = state.to_move
            fresh = [a for a in legal if a.notation not in node.children]
            if fresh:
                action = fresh[int(rng.random() * len(fresh))]
                child = node.children[action.notation] = Node(mover)
                for other in legal:
                    known = node.children.get(other.notation)
                    if known is not None:
                        known.available += 1
                state._apply(action)
                path.append(child)
                break
            action, child = self._select(node, legal)
            state._apply(action)
            path.append(child)
            node = child
        values = self._judge(state, rng)
        for visited in path[1:]:
            visited.visits += 1
            visited.total += values[visited.mover]

    def _select(self, node: Node, legal: list[Action]) -> tuple[Action, Node]:
        """UCT among the moves on offer here (each counted as available once more)."""
        children = node.children
        offered = [children[action.notation] for action in legal]
        low, spread = 0.0, 1.0
        if self.normalise:
            means = [child.total / child.visits for child in offered]
            low, high = min(means), max(means)
            if high - low > 1e-9:
                spread = high - low
        c = self.exploration
        best, best_child, best_score = legal[0], offered[0], float("-inf")
        for action, child in zip(legal, offered):
            child.available += 1
            score = (child.total / child.visits - low) / spread + c * math.sqrt(math.log(child.available)
                                                                                / child.visits)
            if score > best_score:
                best, best_child, best_score = action, child, score
        return best, best_child

    def _judge(self, state: State, rng: random.Random) -> list[float]:
        """Play on at random for ``rollout`` decisions, then each player's evaluation."""
        walker = RandomAgent(rng)
        made = 0
        while not state.is_terminal and made < self.rollout:
            if state.is_chance_node:
                state._apply(_draw(state, rng))
                continue
            state._apply(walker.choose(state, state.legal_actions()))
            made += 1
        return [state.evaluation(p) for p in range(len(state.names))]

    def __repr__(self) -> str:
        budget = f"{self.playouts} playouts" if self.seconds is None else f"{self.seconds} s"
        return f"MCTSAgent({budget})"


def _draw(state: State, rng: random.Random) -> Action:
    """A chance outcome, by its odds."""
    outcomes = state.chance_outcomes()
    pick = rng.random()
    for outcome, probability in outcomes:
        pick -= probability
        if pick < 0:
            return outcome
    return outcomes[-1][0]
