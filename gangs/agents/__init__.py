"""Players that work on any game through the kernel: random, greedy (one decision ahead) and MCTS."""

from ..kernel.agent import Agent, RandomAgent
from .greedy import GreedyAgent
from .mcts import MCTSAgent

__all__ = ["Agent", "GreedyAgent", "MCTSAgent", "RandomAgent"]
