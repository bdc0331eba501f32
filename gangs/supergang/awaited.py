"""What a position of Super Gang waits for, as facts (``State.awaited``): the seat deciding and the question, or
what the dice and darts do now; at the end, the winners. The words are the catalogue's (``tell.NARRATOR`` words
them for the one who reads)."""

from __future__ import annotations

from ..kernel import CHANCE
from ..kernel.tell import M_, Mn_, Said
from .decisions import CopMove

PHASE_WORDS = {
    "start": M_("roll the dice"), "resurface": M_("bring the cops out of the sewer"), "cops": M_("move the cops"),
    "arrest": M_("surrender or rebel?"), "main": M_("move and act"), "price": M_("name a price"),
    "accept": M_("accept the price?"), "police": M_("which cops move?"), "custody": M_("take someone into custody?"),
    "aim": M_("aim a dart"), "defender": M_("who plays the managers?"),
}
"""What the player to move is asked, by phase, written so that it reads for any name, "you" included ("Alice:
roll the dice"): an order or a question, never a verb after the name; a phrase of ``{player}: {what}``."""


class AwaitedRules:
    """``awaited``, mixed into ``SuperGangState``."""

    __slots__ = ()

    def awaited(self) -> Said:
        """The seat deciding (``player``) and what (``what``, a phrase; the cop pair to move), or the dice and
        darts of a duel, the dice of the ``player`` whose turn it is; once over, the ``winners`` (or nobody)."""
        if self.result is not None:
            if not self.result:
                return Said(M_("Game over: nobody wins."))
            return Said(Mn_("Winner: {winners}!", "Winners: {winners}!"),
                        {"winners": tuple(self.result), "n": len(self.result)})
        who = self.to_move
        if who == CHANCE or who is None:
            if self.phase == "duel":
                return Said(M_("Duel! the dice and darts decide…"))
            return Said(M_("The dice roll for {player}…"), {"player": self.current})
        if isinstance(self.pending, CopMove):
            return Said(M_("{player}: move cop pair {pair}"), {"player": who, "pair": self.pending.pair + 1})
        return Said(M_("{player}: {what}"), {"player": who, "what": Said(PHASE_WORDS.get(self.phase, self.phase))})
