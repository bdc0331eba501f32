"""What a position of Les Ribauds waits for, as facts (``State.awaited``): the player who decides, or whose card is
being drawn, and what he is to do; at the end, the winners. The words are the catalogue's (``tell.NARRATOR`` words
them for the one who reads)."""

from __future__ import annotations

from ..kernel.tell import M_, Mn_, Said
from .pending import Drawing, Figure, Finish, Racket, Rob, Run, Setup
from .pieces import TRUANDS


class AwaitedRules:
    """``deciding`` and ``awaited``, mixed into ``RibaudsState``."""

    __slots__ = ()

    def deciding(self) -> int | None:
        """The player who decides now, or whose card is being drawn; None once the game is over."""
        if self.winners_ is not None:
            return None
        pending = self.pending
        if pending is None:
            return self.current
        if type(pending) is Racket and pending.victims:
            return pending.payer
        return pending.player

    def awaited(self) -> Said:
        """Whose decision it is (``player``) and what it is: an action, a truand to place, a run of ``n`` squares
        with truand ``number``, a purse to rob from one of the ``victims``, a figure to move, purses to give the
        Roi, cards being drawn, the hand to put in order; or the winners (``players``)."""
        if self.winners_ is not None:
            return Said(Mn_("Winner: {players}!", "Winners: {players}!"),
                        {"players": tuple(self.winners_), "n": len(self.winners_)})
        pending, p = self.pending, self.deciding()
        kind, facts = type(pending), {"player": p}
        if pending is None:
            if self.must_place[p]:
                return Said(M_("{player}: place a new truand on an edge square"), facts)
            return Said(M_("{player}: choose an action"), facts)
        if kind is Setup:
            return Said(M_("{player}: place a first truand on an edge square"), facts)
        if kind is Run:
            facts.update(n=pending.steps, number=pending.truand % TRUANDS + 1)
            if pending.colour:
                return Said(Mn_("{player}: run {n} square with truand {number} ({colour} purse)",
                                "{player}: run {n} squares with truand {number} ({colour} purse)"),
                            {**facts, "colour": pending.colour})
            return Said(Mn_("{player}: run {n} square with truand {number}",
                            "{player}: run {n} squares with truand {number}"), facts)
        if kind is Rob:
            return Said(M_("{player}: rob a purse from {victims}"), {**facts, "victims": tuple(pending.victims)})
        if kind is Figure:
            return Said(M_("{player}: move {figure} 2 squares"), {**facts, "figure": pending.figure})
        if kind is Racket:
            return Said(M_("{player} gives the Roi purses worth 6"), facts)
        if kind is Drawing:
            return Said(Mn_("{player} draws a card…", "{player} draws {n} cards…"), {**facts, "n": pending.left})
        if kind is Finish and pending.setup:
            return Said(M_("{player}: put the dealt hand in order"), facts)
        if kind is Finish and self.options["reading"] == "lenient":
            return Said(M_("{player}: play a card or end the turn"), facts)
        if self.played or self.window == "placed":
            return Said(M_("{player}: put the hand in order and end the turn"), facts)
        return Said(M_("{player}: play a card, or put the hand in order and end the turn"), facts)
