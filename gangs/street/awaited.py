"""What a position of La Street waits for, as facts (``State.awaited``): the player asked and the question, or what
chance does now; at the end, the boss or the richest. The words are the catalogue's (``tell.NARRATOR`` words them
for the one who reads)."""

from __future__ import annotations

from ..kernel.tell import M_, Said

PHASE_WORDS = {
    "turn": M_("roll the die"), "buy_house": M_("buy the Maison?"), "terrain": M_("pay or buy back the Terrain?"),
    "heist": M_("attempt the heist?"), "balance": M_("denounce the heist?"), "evasion": M_("whom to free?"),
    "momo": M_("buy a card?"), "target": M_("choose a target"), "exit": M_("choose a way out of Prison"),
    "agree": M_("stop the game?"),
}
"""What the player to move is asked, by phase, in the infinitive ("Alice: roll the die", « À Alice : lancer le
dé »), so it reads for any name: a phrase of the sentence ``{player}: {doing}``."""
CHANCE_WORDS = {"die": M_("The die is rolling…"), "draw": M_("A Karma card is drawn…"), "bagarre": M_("Brawl!")}
"""What chance does now, by phase, when no player decides."""


class AwaitedRules:
    """``awaited``, mixed into ``StreetState``."""

    __slots__ = ()

    def awaited(self) -> Said:
        """The player asked (``player``) and what (``doing``, a phrase), or what chance does; once over, the
        ``winners``: the boss of La Street, or the richest of a stopped game."""
        if self.result is not None:
            if self.boss is not None:
                return Said(M_("Boss of La Street: {winners}!"), {"winners": tuple(self.result)})
            return Said(M_("Game stopped, the richest wins: {winners}."), {"winners": tuple(self.result)})
        to_move, phase = self.to_move, self.phase
        if to_move is not None and to_move >= 0:
            return Said(M_("{player}: {doing}"), {"player": to_move, "doing": Said(PHASE_WORDS.get(phase, phase))})
        return Said(CHANCE_WORDS.get(phase) or PHASE_WORDS.get(phase, phase))
