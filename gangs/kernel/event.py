"""Events: the only narration of a game."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping


@dataclass(frozen=True)
class Event:
    """Something that happened, told in one plain sentence a teacher can read aloud.

    ``kind`` says what happened (``move``, ``pay``, ``jail``...), ``player`` who it concerns
    (``None`` for nobody in particular), ``rule`` the key of the rule that produced it in the
    game's rule index, and ``data`` what an animation needs (squares, amounts, dice).
    """

    kind: str
    player: int | None
    text: str
    rule: str
    data: Mapping[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.text
