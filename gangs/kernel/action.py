"""Actions: a decision of a player or an outcome of chance, named by a stable notation."""

from __future__ import annotations

import re
from typing import Any

_WHOLE = re.compile(r"-?[0-9]{1,40}")
"""A whole number in a notation: 1 to 40 ASCII digits, at most one minus sign (``²``, ``--8`` or a run of thousands of
digits, which no rule counts and Python would refuse to read, are words)."""


class Action:
    """One move, frozen and hashable, identified by its notation.

    ``str(action)`` is the notation: words separated by single spaces, the first one the
    ``kind`` (``roll``, ``die 6``, ``buy house 3``, ``give 2 10000``). Two actions are equal when
    their notations are equal. ``targets``: the ids of the board places the action concerns (what a
    click on the board resolves to).

    ``piece``: for an action that moves a piece (or acts with it), the id of that piece's shape in
    the scene's pieces layer. A table groups such actions by piece: a click on the piece (or its
    card), then on one of its ``targets``. None for an action that is no piece's (roll, end the turn,
    buy...). An action holds no words: its button's label and its piece's name are made when a
    screen reads them, by the game's narrator (``gangs.kernel.tell.action_words``).
    """

    __slots__ = ("notation", "kind", "args", "targets", "piece")

    notation: str
    kind: str
    args: tuple
    targets: tuple
    piece: str | None

    def __init__(self, kind: str, *args: Any, targets: tuple = (), piece: str | None = None) -> None:
        set_ = object.__setattr__
        set_(self, "kind", kind)
        set_(self, "args", args)
        set_(self, "notation", " ".join((kind, *map(str, args))) if args else kind)
        set_(self, "targets", tuple(targets))
        set_(self, "piece", piece)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Action is frozen")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Action is frozen")

    def __reduce__(self):
        return (_rebuild, (self.kind, self.args, self.targets, self.piece))

    def __str__(self) -> str:
        return self.notation

    def __repr__(self) -> str:
        return f"Action({self.notation!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Action):
            return self.notation == other.notation
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.notation)


def _rebuild(kind: str, args: tuple, targets: tuple, piece: str | None = None) -> Action:
    return Action(kind, *args, targets=targets, piece=piece)


def parse_notation(text: str) -> Action | None:
    """The Action a notation spells, its numbers read as numbers (``"give 2 30000"`` ->
    ``Action("give", 2, 30000)``), without asking whether it is legal; None for an empty text."""
    words = normalize_notation(text).split(" ")
    if not words[0]:
        return None
    return Action(words[0], *(int(w) if _WHOLE.fullmatch(w) else w for w in words[1:]))


def normalize_notation(text: str) -> str:
    """The canonical spelling of a notation typed by a person: single spaces, lower case."""
    return " ".join(str(text).split()).lower()
