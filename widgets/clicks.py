"""Why a click on the board plays nothing: the actions it might have meant, asked of the game, told in a sentence.

Pure functions of a position, its legal actions, the table's offer (``widgets.choices``) and the shape ids under
the pointer (topmost first), so that what a click says is tested without a browser or a canvas. A click where
nothing can be done says why, naming the rule: the action the click would have been (the picked piece's move to
that place, another piece's move, an action there) is asked of the game (``State.why_illegal``), e.g. "That piece
cannot move now: red.vamp is in prison and does not move (rule exact-move)."; on the bare board, whose turn it is
and what is awaited. The sentence is the game's own refusal: as precise as its ``why_illegal``.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from gangs.kernel import Action, IllegalAction, State
from gangs.kernel.lang import translator
from gangs.kernel.words import to_you

from .choices import Offer

_ = translator("widgets")
_kernel = translator("kernel")

WHY_TRIES = 80
"""How many would-be actions a click where nothing can be done asks the game about, at most."""


def why_not(state: State, legal: Sequence[Action], offer: Offer, ids: Sequence[str], player: str) -> str:
    """Why a click on the shapes ``ids`` (topmost first) does nothing, in a sentence naming the rule when there is
    one: the actions the click might have meant (``meant``) are asked of the game; the first refusal with a rule of
    the game's own is told. Where no such action is found, what ``player`` (the name of the seat to move) may do
    now (``awaited``)."""
    picked = offer.picked
    refusal = first_refusal(state, meant(state, legal, offer, ids))
    if picked is not None:
        if refusal is not None:
            return _("{piece} cannot go there: {why}").format(piece=picked.name, why=sentence(refusal))
        others = or_else(offer)
        if others:
            return _("{piece} cannot go there: click an outlined place, or {others}.").format(piece=picked.name,
                                                                                              others=others)
        return _("{piece} cannot go there: click an outlined place.").format(piece=picked.name)
    if is_piece(legal, ids):
        return (_("That piece cannot move now: {why}").format(why=sentence(refusal)) if refusal is not None
                else _("That piece cannot move now. {awaited}").format(awaited=awaited(offer, player)))
    if refusal is not None:
        return _("Not there: {why}").format(why=sentence(refusal))
    return _("Nothing to do there. {awaited}").format(awaited=awaited(offer, player))


def meant(state: State, legal: Sequence[Action], offer: Offer, ids: Sequence[str]) -> list[Action]:
    """The actions a click on ``ids`` (topmost first) might have meant, most likely first: the picked piece taken
    there as the game reads it (``State.meant_by``), then each legal action (the picked piece's first) made to
    concern one of these ids instead of one of its own targets or its piece (``retarget``); none that is legal."""
    picked = offer.picked
    templates = list(picked.actions) + [a for a in legal if a not in picked.actions] if picked else list(legal)
    pieces = {kind(a.piece) for a in legal if a.piece}
    if ids and kind(ids[0]) in pieces:
        ids = ids[:1]                       # a click on a piece means the piece, not the place under it
    guesses: dict[str, Action] = {}
    if picked is not None:                  # the game's own reading first (a move counted in steps)
        for shape_id in ids:
            said = state.meant_by(picked.id, shape_id)
            if said is not None:
                guesses[said.notation] = said
    for shape_id in ids:
        on_piece = kind(shape_id) in pieces
        for action in templates:
            owns = (action.piece,) if on_piece else tuple(t for t in action.targets if kind(t) not in pieces)
            for own in owns:
                guess = retarget(action, own, shape_id) if own and own != shape_id else None
                if guess is not None and guess.notation not in guesses and len(guesses) < WHY_TRIES:
                    guesses[guess.notation] = guess
    return [guess for guess in guesses.values() if guess not in legal]


def is_piece(legal: Sequence[Action], ids: Sequence[str]) -> bool:
    """Whether the topmost id a click concerns is a piece's (of the kind of a piece that moves now)."""
    return bool(ids) and kind(ids[0]) in {kind(a.piece) for a in legal if a.piece}


def or_else(offer: Offer) -> str:
    """"<another piece> or <an action>" when the player may do something else than move the picked piece
    ("" when not)."""
    others = [piece.name for piece in offer.pieces if piece is not offer.picked]
    labels = [to_you(action.label) or action.notation for action in offer.others]
    rest = ([_("pick {pieces}").format(pieces=_(" or ").join(others[:2]))] if others else []) + labels[:2]
    return _(" or ").join(rest)


def awaited(offer: Offer, player: str) -> str:
    """Whose turn it is (``player``, his name) and what is awaited: the pieces to pick, the actions to play."""
    pieces = [piece.name for piece in offer.pieces]
    labels = [to_you(action.label) or action.notation for action in offer.others]
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
        return to_you(_("{player} to move: {wanted}.").format(player=player, wanted=_(" or ").join(wanted)))
    return to_you(_("{player} to move.").format(player=player))


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
    if own in args:
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
        if isinstance(arg, str) and len(word) >= 3 and own.endswith(word) and other.startswith(own[:-len(word)]):
            args[k] = other[len(own) - len(word):]
            return Action(action.kind, *args)
    return None


def first_refusal(state: Any, guesses: Sequence[Action]) -> IllegalAction | None:
    """The first refusal of ``guesses`` that names a rule of the game's own; else the first that says more than
    the kernel's "... is not legal now" (``legal-actions``: "green.vamp is not played by Alice"); else None."""
    told: list[IllegalAction] = []
    for action in guesses:
        try:
            refusal = state.why_illegal(action)
        except IllegalAction as raised:
            refusal = raised
        except Exception:                       # words the game does not read (another kind of id): not meant
            continue
        if not isinstance(refusal, IllegalAction) or refusal.rule == "notation":
            continue
        if refusal.rule != "legal-actions":
            return refusal
        if not refusal.reason.endswith(_kernel("{action} is not legal now").format(action="")):
            told.append(refusal)
    return told[0] if told else None


def sentence(refusal: IllegalAction) -> str:
    """A refusal told in a sentence: its reason, then its rule."""
    return _("{reason} (rule {rule}).").format(reason=refusal.reason.rstrip("."), rule=refusal.rule)
