"""What a table offers for the legal actions: pieces to pick, then their places; buttons for the rest.

A game's action that moves a piece names it (``Action.piece``; its name in words is the narrator's, which the table
gives its actions: ``widgets.words.Shown``). On a table a
player picks the piece first, then the place it goes: so the offer groups those actions by piece. With
no piece picked, the board outlines the pieces that can move and the places of the other actions
(roll, buy, end the turn...); once a piece is picked, its places. When only one piece can move, it is
picked already. Pure functions of actions and shape ids, so the rules of a click are tested without a
browser or a canvas.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from gangs.kernel import Action
from gangs.kernel.lang import plural_translator, translator

_ = translator("widgets")
n_ = plural_translator("widgets")


@dataclass(frozen=True)
class Piece:
    """A piece that can move now: its shape ``id``, its ``name`` in words and its ``actions``."""

    id: str
    name: str
    actions: tuple[Action, ...]

    @property
    def card(self) -> str:
        """The text of the piece's button: its name and how many moves it has."""
        count = len(self.actions)
        return n_("{piece} · {count} move", "{piece} · {count} moves", count).format(piece=self.name, count=count)


@dataclass(frozen=True)
class Offer:
    """What the table shows for ``legal`` with the piece ``picked`` (None: no piece picked).

    ``pieces``: the movable pieces, in the order of their first action; ``picked``: the picked one
    (None when none is); ``buttons``: the actions that belong to no piece, then, when a piece is
    picked, its own; ``places``: the ids a click may concern now (outlined on the board).
    """

    pieces: tuple[Piece, ...]
    picked: Piece | None
    others: tuple[Action, ...]
    places: frozenset[str]

    @property
    def actions(self) -> tuple[Action, ...]:
        """The actions one click can play now: the picked piece's, and those of no piece."""
        return self.others + (self.picked.actions if self.picked else ())

    @property
    def moves(self) -> frozenset[str]:
        """The places of the picked piece's moves (empty when none is picked): what the player chooses among now,
        which the board outlines in full while the other places (the pieces he could pick instead, the places of
        the actions of no piece) are outlined faintly."""
        if self.picked is None:
            return frozenset()
        return frozenset(t for action in self.picked.actions for t in action.targets) & self.places

    def piece(self, piece_id: str | None) -> Piece | None:
        """The movable piece of that id (None if it cannot move now)."""
        return next((p for p in self.pieces if p.id == piece_id), None)


def group_by_piece(legal: Iterable[Action]) -> tuple[tuple[Piece, ...], tuple[Action, ...]]:
    """The legal actions split: the pieces that move (each with its actions, in order) and the
    actions that belong to no piece."""
    by_piece: dict[str, list[Action]] = {}
    names: dict[str, str] = {}
    others: list[Action] = []
    for action in legal:
        if action.piece is None:
            others.append(action)
        else:
            by_piece.setdefault(action.piece, []).append(action)
            names.setdefault(action.piece, getattr(action, "piece_name", "") or action.piece)
    pieces = tuple(Piece(piece_id, names[piece_id], tuple(actions)) for piece_id, actions in by_piece.items())
    return pieces, tuple(others)


def words_of(action: Action) -> str:
    """The words of an action's button: the label the table gave it (``widgets.words.Shown``), else its
    notation."""
    return getattr(action, "label", "") or action.notation


def choice(actions: Sequence[Action]) -> Offer:
    """The offer of a choice between ``actions`` (those one click meant): just them, no piece."""
    return Offer((), None, tuple(actions), frozenset(t for action in actions for t in action.targets))


def offer(legal: Sequence[Action], picked: str | None = None) -> Offer:
    """What to show for ``legal`` when the piece ``picked`` is chosen (ignored if it cannot move);
    a lone movable piece is picked whatever ``picked`` says."""
    pieces, others = group_by_piece(legal)
    chosen = next((p for p in pieces if p.id == picked), None)
    if len(pieces) == 1:
        chosen = pieces[0]
    places = {target for action in others for target in action.targets}
    if chosen is not None:
        places.update(target for action in chosen.actions for target in action.targets)
    places.update(p.id for p in pieces if p is not chosen)
    return Offer(pieces, chosen, others, frozenset(places))


@dataclass(frozen=True)
class Meaning:
    """What a click on the board means: ``pick`` a piece (its id), or ``actions`` (play the one, or
    choose among several), or nothing (both empty); ``at``: the id of the shape that gives the
    meaning (outlined under the pointer)."""

    pick: str | None = None
    actions: tuple[Action, ...] = ()
    at: str | None = None

    def __bool__(self) -> bool:
        return self.pick is not None or bool(self.actions)


def meaning(offer: Offer, ids_under: Sequence[str]) -> Meaning:
    """What a click means, given the shape ids under the pointer, topmost first.

    With a piece picked, a place of its moves comes first (the player is choosing where it goes), then
    another movable piece (to pick it instead), then a place of an action of no piece. With none
    picked, a movable piece comes first, then a place of an action of no piece. Ids that concern
    nothing are looked through, so a piece standing on a place does not hide the place.
    """
    ids = [i for i in ids_under if i in offer.places]

    def first(actions: tuple[Action, ...]) -> Meaning:
        for shape_id in ids:
            chosen = tuple(a for a in actions if shape_id in a.targets)
            if chosen:
                return Meaning(actions=chosen, at=shape_id)
        return Meaning()

    if offer.picked is not None:
        moves = first(offer.picked.actions)
        if moves:
            return moves
    piece = next((i for i in ids if offer.piece(i) is not None and offer.piece(i) is not offer.picked), None)
    if piece is not None:
        return Meaning(pick=piece, at=piece)
    return first(offer.others)


def hover_text(offer: Offer, what: Meaning) -> str:
    """The line that says what a click under the pointer would do ("" for nothing)."""
    if what.pick is not None:
        piece = offer.piece(what.pick)
        return _("Click: choose {piece}").format(piece=piece.card) if piece else ""
    labels = [words_of(action) for action in what.actions]
    if len(labels) == 1:
        return _("Click: {action}").format(action=labels[0])
    if len(labels) > 3:
        return _("Click: choose {actions} (and {more} more)").format(actions=" / ".join(labels[:3]),
                                                                     more=len(labels) - 3)
    if labels:
        return _("Click: choose {actions}").format(actions=" / ".join(labels))
    return ""
