"""Events: the only narration of a game."""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from .words import second_person

_EMPTY: Mapping[str, Any] = {}

_TELLING: ContextVar[bool] = ContextVar("gangs_telling", default=True)

SPECTATOR = -1
"""A viewer who is no player: he sees what every player knows (the public facts), no hand, no secret draw.
A viewer is a player's index, ``SPECTATOR``, or None for the teacher, who sees everything."""


@dataclass(frozen=True, init=False)
class Event:
    """Something that happened, told in one plain sentence a teacher can read aloud.

    A player called "You" is told in the second person (``"You roll a 4."``, « Vous faites un 4. » in French: see
    ``words`` and ``vous``). The text is told in the language in force when the event is made (a Match's own).
    ``kind`` says what happened (``move``, ``pay``, ``place``...), ``player`` who it concerns
    (``None`` for nobody in particular), ``rule`` the key of the rule that produced it in the
    game's rule index, and ``data`` what an animation needs (squares, amounts, dice). ``readers``: the
    players who may read it (None: everyone); an event that tells a secret (the card a player draws)
    names its only reader, and a viewer's log holds only what it may read (``readable_by``). An event told to
    every player but the one it concerns (``"Alice draws a card."``, while Alice alone reads which) is public:
    he knows it already, so every player knows it, and a ``SPECTATOR`` reads it too.
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

    def readable_by(self, viewer: int | None, players: int | None = None) -> bool:
        """Whether ``viewer`` (a player, ``SPECTATOR``, or None for the teacher, who sees everything) may read
        this event. A spectator reads the events told to everyone, and, given the number of ``players``, those
        told to every player but the one the event concerns (the public side of his secret)."""
        readers = self.readers
        if viewer is None or readers is None:
            return True
        if viewer == SPECTATOR:
            return (players is not None and self.player is not None
                    and all(p in readers or p == self.player for p in range(players)))
        return viewer in readers

    def __str__(self) -> str:
        return self.text


telling: Callable[[], bool] = _TELLING.get
"""``telling()``: False inside an ``untold()`` block, where nobody will read the events, so a game need not make
them. It is the context variable's own ``get``, with no Python call around it: a game asks it at every event."""


class untold:
    """Inside the block, a game that supports it makes no events: ``State._apply`` returns an empty list and no
    sentence is worded. For the code that plays positions nobody reads about: a computer player's search, a
    simulation, a benchmark. The rules are the same either way (the conformance suite plays every game both ways
    and compares the positions); a Match played inside the block keeps no log of it. Each thread and task has its
    own: the block leaves the rest of the program telling.

        with untold():
            state._apply(action)        # the position moves on; [] is returned
    """

    __slots__ = ("_tokens",)

    def __init__(self) -> None:
        self._tokens: list = []

    def __enter__(self) -> None:
        self._tokens.append(_TELLING.set(False))

    def __exit__(self, *error: object) -> None:
        _TELLING.reset(self._tokens.pop())
