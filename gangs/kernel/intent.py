"""What a click means: the actions a player means by a click on a shape of the board, legal or not.

A screen resolves a click to the shape ids under the pointer, then asks the position what a click on one of them
means (``State.intent(piece, target)``): the legal actions that concern it, or, where none does, the actions the
player most likely meant, which the game refuses with its own reason (``State.why_illegal``). The default reads
the legal actions' own words: a legal action of the picked piece (or of another) made to concern the clicked
shape instead of one of its own (``retarget``). A game whose notation does not name the place reached (Vengeance à
Chicago moves a figure by a number of steps) says it itself, overriding ``State.intent``.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from .action import Action

MOST_GUESSES = 80
"""How many would-be actions one click is read as, at most (each is asked why it is refused)."""


def family(shape_id: str | None) -> str:
    """A shape id with its numbers blanked: ``sq-12`` and ``sq-40`` are of one family."""
    return re.sub(r"\d+", "#", shape_id or "")


def kind(shape_id: str | None) -> str:
    """What kind of shape an id names: its first word, numbers blanked (``char`` for ``char-red.killer``,
    ``truand`` for ``truand-0-1``, ``s#`` for ``s12``)."""
    return family(re.split(r"[-.]", shape_id or "")[0])


def retarget(action: Action, own: str, other: str) -> Action | None:
    """``action`` made to concern the shape ``other`` instead of its own target or piece ``own``, or None when
    its words do not say where ``own`` appears. An argument that is ``own`` itself becomes ``other`` (``s24`` ->
    ``s40``); when the two ids are of one family (``sq-24``, ``sq-40``), each number that differs becomes the
    other's in the arguments, and every one must be found there; a piece named by the end of its id
    (``char-red.killer`` for ``red.killer``) becomes the piece named by the end of ``other``."""
    args = list(action.args)
    if own in args and kind(own) == kind(other):
        return Action(action.kind, *[other if arg == own else arg for arg in args])
    if family(own) == family(other):
        changes = [(a, b) for a, b in zip(re.findall(r"\d+", own), re.findall(r"\d+", other)) if a != b]
        if not changes or len({a for a, _b in changes}) != len(changes):
            return None
        for old, new in changes:
            at = [k for k, arg in enumerate(args) if str(arg) == old]
            if len(at) != 1:
                return None
            args[at[0]] = int(new) if isinstance(args[at[0]], int) else new
        return Action(action.kind, *args)
    for k, arg in enumerate(args):
        word = str(arg)
        if (isinstance(arg, str) and len(word) >= 3 and len(own) > len(word) and own.endswith(word)
                and other.startswith(own[:-len(word)])):
            args[k] = other[len(own) - len(word):]
            return Action(action.kind, *args)
    return None


def read_intent(legal: Sequence[Action], piece: str | None, target: str) -> list[Action]:
    """The default of ``State.intent``: what a click on ``target`` means among the ``legal`` actions, with the
    piece ``piece`` picked (None: none). The legal actions of that piece (or of no piece) that target it, if
    any; else the guesses, most likely first and none of them legal: each legal action (the picked piece's first)
    made to concern ``target`` instead of one of its own places, or, for a click on a piece, instead of its
    piece."""
    if not isinstance(target, str) or (piece is not None and not isinstance(piece, str)):
        return []
    hits = [a for a in legal if target in a.targets and (piece is None or a.piece in (piece, None))]
    if hits:
        return hits
    pieces = {kind(a.piece) for a in legal if a.piece}
    templates = ([a for a in legal if a.piece == piece] + [a for a in legal if a.piece != piece]
                 if piece is not None else list(legal))
    on_piece = kind(target) in pieces
    guesses: dict[str, Action] = {}
    for action in templates:
        owns = (action.piece,) if on_piece else tuple(t for t in action.targets if kind(t) not in pieces)
        for own in owns:
            guess = retarget(action, own, target) if own and own != target else None
            if guess is not None and guess.notation not in guesses and len(guesses) < MOST_GUESSES:
                guesses[guess.notation] = guess
    legal_set = set(legal)
    return [guess for guess in guesses.values() if guess not in legal_set]


def is_piece(legal: Sequence[Any], shape_id: str | None) -> bool:
    """Whether ``shape_id`` is the shape of a piece (of a kind that moves now)."""
    return bool(shape_id) and kind(shape_id) in {kind(a.piece) for a in legal if a.piece}
