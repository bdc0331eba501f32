"""Events: the only narration of a game, held as facts and worded when they are read."""

from __future__ import annotations

from operator import itemgetter
from typing import Any, Mapping

_EMPTY: Mapping[str, Any] = {}

SPECTATOR = -1
"""A viewer who is no player: he sees what every player knows (the public facts), no hand, no secret draw.
A viewer is a player's index, ``SPECTATOR``, or None for the teacher, who sees everything."""


class Event(tuple):
    """Something that happened: what kind of thing, to whom, by which rule, and its facts; no words.

    ``kind`` says what happened (``move``, ``pay``, ``place``...), ``player`` who it concerns (``None`` for nobody
    in particular), ``rule`` the key of the rule that produced it in the game's rule index. ``message`` is the id
    of the sentence that tells it in the game's catalogue (its English, with a field for each fact it names:
    ``"{player} rolls a {roll}."``; a pair (singular, plural) counted by the fact ``n``), and ``facts`` what
    happened as plain values (player indices, squares, amounts, card keys, dice: ``{"player": 2, "roll": 4}``),
    which are also what an animation reads (``data``). ``readers``: the players who may read it (None:
    everyone); an event that tells a secret (the card a player draws) names its only reader, and a viewer's log
    holds only what it may read (``readable_by``). An event told to every player but the one it concerns
    (``"Alice draws a card."``, while Alice alone reads which) is public: he knows it already, so every player
    knows it, and a ``SPECTATOR`` reads it too.

    The words are made when the event is read, by the game's narrator (``gangs.kernel.tell``), in the language in
    force and for the one who reads: ``event.told(viewer)``; ``event.text`` is the teacher's reading, every player
    by his name. ``voice`` is what words it: the narrator and the players' names of its match, shared by every
    event of the match (an event with no voice, as a test makes one, is its ``message`` as written).
    """

    __slots__ = ()

    kind: str
    player: int | None
    message: str | tuple[str, str]
    rule: str
    facts: Mapping[str, Any]
    readers: tuple[int, ...] | None
    voice: Any

    def __new__(cls, kind: str, player: int | None, message: str | tuple[str, str], rule: str,
                facts: Mapping[str, Any] | None = None, readers: tuple[int, ...] | None = None,
                voice: Any = None) -> "Event":
        # Made on the hot path of every game, one per thing that happens: a tuple is built in one stroke.
        return tuple.__new__(cls, (kind, player, message, rule, _EMPTY if facts is None else facts, readers, voice))

    kind = property(itemgetter(0), doc="What happened (``move``, ``pay``, ``place``...).")
    player = property(itemgetter(1), doc="Whom it concerns (None: nobody in particular).")
    message = property(itemgetter(2), doc="The id of the sentence that tells it (its English).")
    rule = property(itemgetter(3), doc="The key of the rule that produced it.")
    facts = property(itemgetter(4), doc="What happened, as plain values, one per field of the message.")
    readers = property(itemgetter(5), doc="The players who may read it (None: everyone).")
    voice = property(itemgetter(6), doc="What words it: the narrator and the names of its match.")

    @property
    def data(self) -> Mapping[str, Any]:
        """The event's facts, as an animation reads them (squares, amounts, dice)."""
        return self.facts

    def told(self, viewer: int | None = None, lang: str | None = None) -> str:
        """The event in words as ``viewer`` reads it (a player reads « you » for himself; None, the teacher, and
        ``SPECTATOR`` read every name), in ``lang``: by default its match's language (the language in force for an
        event of no match)."""
        voice = self.voice
        if voice is not None:
            return voice.tell(self, viewer, lang)
        return self.message if isinstance(self.message, str) else self.message[0]

    @property
    def text(self) -> str:
        """The event in words for the teacher (every player by his name), in the language in force."""
        return self.told(None)

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

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return self[:4] == other[:4] and self[5] == other[5] and dict(self[4]) == dict(other[4])

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __hash__(self) -> int:
        return hash(self[:4])

    def __reduce__(self):
        return (Event, (self.kind, self.player, self.message, self.rule, dict(self.facts), self.readers,
                        self.voice))

    def __repr__(self) -> str:
        return f"Event({self.kind!r}, {self.player!r}, {self.message!r}, {self.rule!r}, {dict(self.facts)!r})"

    def __str__(self) -> str:
        return self.text
