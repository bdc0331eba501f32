"""What a position of Vengeance à Chicago waits for, as facts (``State.awaited``): the gang whose player decides,
or whose dice or wheel turn, and what he is to do; at the end, the winners. The words are the catalogue's
(``tell.NARRATOR`` words them for the one who reads)."""

from __future__ import annotations

from ..kernel.tell import M_, Mn_, Said
from .figures import gang_of
from .pending import Rolling, Spin, Spinning, Victim


class AwaitedRules:
    """``awaited`` and the gang it names, mixed into ``ChicagoState``."""

    __slots__ = ()

    def acting_gang(self) -> int | None:
        """The gang whose player decides now, or whose roll or wheel is turning (for a victim's choice: the gang
        the victim is chosen from); None once the game is over."""
        pending = self.pending
        if self.winners_ is not None:
            return None
        if isinstance(pending, Victim):
            return gang_of(pending.candidates[0])
        return self.current if pending is None else pending.gang

    def awaited(self) -> Said:
        """Whose decision it is (the gang, ``Colour``, and its ``player``) and what it is: roll the dice, spin the
        wheel, choose the victim, move a figure with the dice ``left``; or the winners (``players``)."""
        if self.winners_ is not None:
            return Said(Mn_("Winner: {players}!", "Winners: {players}!"),
                        {"players": tuple(self.winners_), "n": len(self.winners_)})
        pending, gang = self.pending, self.acting_gang()
        facts = {"Colour": self.colours[gang], "player": self.owner[gang]}
        if isinstance(pending, Victim):
            return Said(M_("{Colour} ({player}): choose the victim"), facts)
        if pending is None:
            return Said(M_("{Colour} ({player}): roll the dice"), facts)
        if isinstance(pending, Rolling):
            return Said(M_("The dice roll for {Colour} ({player})…"), facts)
        if isinstance(pending, Spin):
            return Said(M_("{Colour} ({player}): spin the wheel"), facts)
        if isinstance(pending, Spinning):
            return Said(M_("The wheel turns…"), facts)
        facts["left"] = pending.dice
        if pending.bonus:
            return Said(M_("{Colour} ({player}): move a figure (extra die {left})"), facts)
        if pending.moved and self.options["reading"] == "lenient":
            return Said(M_("{Colour} ({player}): move another figure ({left}) or keep it"), facts)
        if pending.moved:
            return Said(M_("{Colour} ({player}): move another figure ({left})"), facts)
        return Said(M_("{Colour} ({player}): move a figure (dice {left})"), facts)
