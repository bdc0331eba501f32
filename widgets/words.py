"""The tables' own sentences about players, worded for the one who reads: « you » for the viewer, whatever his name.

A message of the widgets that names a player is marked ``M_`` and told with its facts by ``say`` (the player an
index, the reader the table's viewer), as a game's events are (``gangs.kernel.tell``): the catalogue holds its
"you" form. Names are HTML-escaped for the messages shown as HTML (``html=True``).
"""

from __future__ import annotations

from html import escape
from typing import Any, Iterable, Mapping, Sequence

from gangs.kernel import Action, State
from gangs.kernel.tell import Narrator, Reading, action_words, joined
from gangs.views import Shown

__all__ = ["Shown", "say", "seat_words", "worded"]


class _TableNarrator(Narrator):
    domain = "widgets"
    seats = frozenset({"player"})
    seat_lists = frozenset({"winners"})


_NARRATOR = _TableNarrator()


def say(message: str | tuple[str, str], facts: Mapping[str, Any], names: Sequence[str], viewer: int | None,
        html: bool = False) -> str:
    """``message`` with ``facts`` worded for ``viewer`` among players ``names`` in the language in force (its
    "you" form when its player is the viewer); each name escaped when the message is ``html``."""
    shown = tuple(escape(name) for name in names) if html else tuple(names)
    return _NARRATOR.say(message, facts, Reading(shown, viewer))


def seat_words(players: Iterable[int], names: Sequence[str], viewer: int | None) -> str:
    """Players in a sentence, « you » for the viewer: "Alice and you"."""
    reading = Reading(tuple(names), viewer)
    return joined([_NARRATOR.seat(p, reading) for p in players])


def worded(state: State, actions: Iterable[Action], viewer: int | None) -> list[Shown]:
    """``actions`` of ``state`` with their words for ``viewer``, in the language in force (as they are, for a
    game whose actions carry their words)."""
    return [Shown.of(action, *action_words(state, action, viewer)) for action in actions]
