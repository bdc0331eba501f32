"""Dice: the chance node every game rolls, its outcomes made once."""

from __future__ import annotations

from .action import Action


class Die:
    """A fair die of ``faces`` faces whose outcomes are named ``kind`` (``die 1`` to ``die 6``).

    ``die[k]`` is the outcome showing ``k``; ``die.outcomes`` the chance node's list of
    ``(outcome, probability)``, made once and shared (read it, do not change it).
    """

    __slots__ = ("faces", "kind", "_actions", "outcomes")

    def __init__(self, faces: int = 6, kind: str = "die") -> None:
        if isinstance(faces, bool) or not isinstance(faces, int) or faces < 1:
            raise ValueError(f"a die has at least one face, not {faces!r}")
        self.faces, self.kind = faces, kind
        self._actions = tuple(Action(kind, k) for k in range(1, faces + 1))
        self.outcomes: list[tuple[Action, float]] = [(action, 1 / faces) for action in self._actions]

    def __getitem__(self, face: int) -> Action:
        if isinstance(face, bool) or not isinstance(face, int) or not 1 <= face <= self.faces:
            raise IndexError(f"a {self.faces}-faced die shows 1 to {self.faces}, not {face!r}")
        return self._actions[face - 1]

    def notations(self) -> frozenset[str]:
        """The notation of every face (``die 1`` ... ``die 6``)."""
        return frozenset(action.notation for action in self._actions)

    def __repr__(self) -> str:
        return f"Die({self.faces}, {self.kind!r})"


D6 = Die(6)
"""The six-faced die both printed games roll."""
