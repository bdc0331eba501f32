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


class Shown(Action):
    """A legal action as a table shows it to its viewer: the action (equal to it, played as it) with the words of
    its button (``label``) and of its piece (``piece_name``), made by the game's narrator when the table reads
    them."""

    __slots__ = ("label", "piece_name")

    label: str
    piece_name: str

    @classmethod
    def of(cls, action: Action, label_: str, piece_name_: str = "") -> "Shown":
        """``action`` with these words."""
        shown = cls(action.kind, *action.args, targets=action.targets, piece=action.piece)
        object.__setattr__(shown, "label", label_)
        object.__setattr__(shown, "piece_name", piece_name_ or action.piece or "")
        return shown

    def __reduce__(self):
        return (_shown, (self.kind, self.args, self.targets, self.piece, self.label, self.piece_name))


def _shown(kind: str, args: tuple, targets: tuple, piece: str | None, label_: str, piece_name_: str) -> Shown:
    return Shown.of(Action(kind, *args, targets=targets, piece=piece), label_, piece_name_)


def worded(state: State, actions: Iterable[Action], viewer: int | None) -> list[Shown]:
    """``actions`` of ``state`` with their words for ``viewer``, in the language in force (as they are, for a
    game whose actions carry their words)."""
    return [Shown.of(action, *action_words(state, action, viewer)) for action in actions]
