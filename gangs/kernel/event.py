"""Events: the only narration of a game."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from .words import second_person

_EMPTY: Mapping[str, Any] = {}


@dataclass(frozen=True, init=False)
class Event:
    """Something that happened, told in one plain sentence a teacher can read aloud.

    A player called "You" is told in the second person (``"You roll a 4."``, see ``words``).
    ``kind`` says what happened (``move``, ``pay``, ``place``...), ``player`` who it concerns
    (``None`` for nobody in particular), ``rule`` the key of the rule that produced it in the
    game's rule index, and ``data`` what an animation needs (squares, amounts, dice). ``readers``: the
    players who may read it (None: everyone); an event that tells a secret (the card a player draws)
    names its only reader, and a viewer's log holds only what it may read (``readable_by``).
    """

    kind: str
    player: int | None
    text: str
    rule: str
    data: Mapping[str, Any] = field(default_factory=dict)
    readers: tuple[int, ...] | None = None

    def __init__(self, kind: str, player: int | None, text: str, rule: str,
                 data: Mapping[str, Any] | None = None, readers: tuple[int, ...] | None = None) -> None:
        # Events are made on the hot path of every game: fill the frozen fields in one stroke.
        fields = self.__dict__
        if "You" in text:
            text = second_person(text)
        fields["kind"], fields["player"], fields["text"], fields["rule"] = kind, player, text, rule
        fields["data"] = _EMPTY if data is None else data
        fields["readers"] = readers

    def readable_by(self, viewer: int | None) -> bool:
        """Whether ``viewer`` (a player, or None for the teacher, who sees everything) may read this event."""
        return viewer is None or self.readers is None or viewer in self.readers

    def __str__(self) -> str:
        return self.text
