"""Players that work on any game through the kernel."""

from ..kernel.agent import Agent, RandomAgent

__all__ = ["Agent", "RandomAgent"]
