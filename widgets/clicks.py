"""Why a click on the board plays nothing, told in a sentence: the refusal the viewer's view gives for it, or whose
turn it is and what is awaited.

Pure functions of the refusal (``gangs.views.View.refusal``: the actions a click might have meant, asked of the
game), the viewer's choices, the table's offer (``widgets.choices``) and the shape ids under the pointer (topmost
first), so that what a click says is tested without a browser or a canvas. A click where nothing can be done says
why, naming the rule, e.g. "That piece cannot move now: red.vamp is in prison and does not move (rule
exact-move)."; on the bare board, whose turn it is and what is awaited. The sentence is the game's own refusal: as
precise as its ``why_illegal``.
"""

from __future__ import annotations

from typing import Callable, Sequence

from gangs.kernel import Action, IllegalAction
from gangs.kernel.intent import MOST_GUESSES, family, is_piece, kind, retarget
from gangs.kernel.lang import translator

from .choices import Offer, words_of

_ = translator("widgets")

WHY_TRIES = MOST_GUESSES
"""How many would-be actions a click where nothing can be done asks the game about, at most."""

__all__ = ["WHY_TRIES", "awaited", "family", "kind", "or_else", "retarget", "sentence", "why_not"]


def why_not(refusal: IllegalAction | None, legal: Sequence[Action], offer: Offer, ids: Sequence[str],
            to_move: Callable[[str | None], str], viewer: int | None = None) -> str:
    """Why a click on the shapes ``ids`` (topmost first) does nothing, in a sentence naming the rule when there is
    one: ``refusal`` is the game's refusal of what the click most likely meant (``View.refusal``; None when it
    meant no action). Where there is none, what the seat to move may do now (``awaited``; ``to_move(wanted)`` says
    whose turn it is to the reader, with what is awaited in words, or None). ``legal``: the choices of ``viewer``,
    who reads the sentence."""
    picked = offer.picked
    if picked is not None:
        if refusal is not None:
            return _("{piece} cannot go there: {why}").format(piece=picked.name, why=sentence(refusal, viewer))
        others = or_else(offer)
        if others:
            return _("{piece} cannot go there: click an outlined place, or {others}.").format(piece=picked.name,
                                                                                              others=others)
        return _("{piece} cannot go there: click an outlined place.").format(piece=picked.name)
    if is_piece(legal, ids[0] if ids else None):
        return (_("That piece cannot move now: {why}").format(why=sentence(refusal, viewer)) if refusal is not None
                else _("That piece cannot move now. {awaited}").format(awaited=awaited(offer, to_move)))
    if refusal is not None:
        return _("Not there: {why}").format(why=sentence(refusal, viewer))
    return _("Nothing to do there. {awaited}").format(awaited=awaited(offer, to_move))


def or_else(offer: Offer) -> str:
    """"<another piece> or <an action>" when the player may do something else than move the picked piece
    ("" when not)."""
    others = [piece.name for piece in offer.pieces if piece is not offer.picked]
    labels = [words_of(action) for action in offer.others]
    rest = ([_("pick {pieces}").format(pieces=_(" or ").join(others[:2]))] if others else []) + labels[:2]
    return _(" or ").join(rest)


def awaited(offer: Offer, to_move: Callable[[str | None], str]) -> str:
    """Whose turn it is and what is awaited: the pieces to pick, the actions to play (``to_move(wanted)`` words
    the sentence for the reader, « you » for himself)."""
    pieces = [piece.name for piece in offer.pieces]
    labels = [words_of(action) for action in offer.others]
    wanted = []
    if len(pieces) > 3:
        wanted.append(_("pick a piece ({pieces} and {more} more), outlined on the board").format(
            pieces=", ".join(pieces[:3]), more=len(pieces) - 3))
    elif pieces:
        wanted.append(_("pick a piece ({pieces}), outlined on the board").format(pieces=", ".join(pieces)))
    if len(labels) > 3:
        wanted.append(_("{actions} ({more} more in the list)").format(actions=" / ".join(labels[:3]),
                                                                      more=len(labels) - 3))
    elif labels:
        wanted.append(" / ".join(labels))
    if wanted:
        return to_move(_(" or ").join(wanted))
    return to_move(None)


def sentence(refusal: IllegalAction, viewer: int | None = None) -> str:
    """A refusal told in a sentence to ``viewer`` (« you » for himself; None, the teacher: every name): its reason,
    then its rule."""
    return _("{reason} (rule {rule}).").format(reason=refusal.told(viewer).rstrip("."), rule=refusal.rule)
