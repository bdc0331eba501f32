"""Players that work on any game through the kernel."""

from .random_agent import RandomAgent

__all__ = ["RandomAgent"]
