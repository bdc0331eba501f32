"""Actions: a decision of a player or an outcome of chance, named by a stable notation."""

from __future__ import annotations

from typing import Any


class Action:
    """One move, frozen and hashable, identified by its notation.

    ``str(action)`` is the notation: words separated by single spaces, the first one the
    ``kind`` (``roll``, ``die 6``, ``buy house 3``, ``give 2 10000``). Two actions are equal when
    their notations are equal. ``label`` is a short phrase for a button and ``targets`` the ids
    of the board places the action concerns (what a click on the board resolves to).
    """

    __slots__ = ("notation", "kind", "args", "label", "targets")

    notation: str
    kind: str
    args: tuple
    label: str
    targets: tuple

    def __init__(self, kind: str, *args: Any, label: str = "", targets: tuple = ()) -> None:
        set_ = object.__setattr__
        set_(self, "kind", kind)
        set_(self, "args", args)
        set_(self, "notation", " ".join((kind, *map(str, args))) if args else kind)
        set_(self, "label", label or self.notation)
        set_(self, "targets", tuple(targets))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Action is frozen")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Action is frozen")

    def __reduce__(self):
        return (_rebuild, (self.kind, self.args, self.label, self.targets))

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


def _rebuild(kind: str, args: tuple, label: str, targets: tuple) -> Action:
    return Action(kind, *args, label=label, targets=targets)


def parse_notation(text: str) -> Action | None:
    """The Action a notation spells, its numbers read as numbers (``"give 2 30000"`` ->
    ``Action("give", 2, 30000)``), without asking whether it is legal; None for an empty text."""
    words = normalize_notation(text).split(" ")
    if not words[0]:
        return None
    return Action(words[0], *(int(w) if w.lstrip("-").isdigit() else w for w in words[1:]))


def normalize_notation(text: str) -> str:
    """The canonical spelling of a notation typed by a person: single spaces, lower case."""
    return " ".join(str(text).split()).lower()
