"""La bagarre générale: three pawns or more on one square fight it out with the die."""

from __future__ import annotations

from ..kernel import Action, Event
from ..kernel.tell import M_
from .common import NO_BRAWL
from .pending import Brawl


class BrawlRules:
    """Rules of the general brawl (a mixin of StreetState)."""

    __slots__ = ()

    def find_brawl(self) -> int | None:
        """« Quand 3 joueurs ou plus se retrouvent sur la même case, une bagarre générale se déclenche. »

        The square where three pawns or more stand, if any (never Parking — Départ nor the finish:
        house rule ``bagarre-where``).
        """
        if len(set(self.pos)) > len(self.pos) - 2:
            return None
        seen: dict[int, int] = {}
        kinds = self.board.kinds
        for where in self.pos:
            if where < len(kinds) and kinds[where] not in NO_BRAWL:
                seen[where] = seen.get(where, 0) + 1
                if seen[where] == 3:
                    return where
        return None

    def start_brawl(self, square: int, events: list[Event]) -> None:
        """« Tous les joueurs présents sur cette case relancent le dé. » (in turn order from the player
        whose turn it is)"""
        n = len(self.names)
        fighters = tuple(q for q in ((self.current + i) % n for i in range(n)) if self.pos[q] == square)
        self._say(events, "brawl", None, M_("General brawl on square {square}: {fighters} roll the die!"), "bagarre",
                  square=square, fighters=list(fighters))
        self.phase, self.pending = "bagarre", Brawl(square, fighters, ())

    def _on_bagarre(self, action: Action, events: list[Event]) -> None:
        """« Le joueur qui obtient le plus grand score gagne la bagarre et reste sur la case. Tous les autres
        joueurs perdent la bagarre et vont directement à l'Hôpital. En cas d'égalité pour le plus grand
        score, les joueurs à égalité relancent le dé jusqu'à ce qu'il y ait un seul gagnant. »"""
        square, fighters = self.pending.square, self.pending.fighters
        roll = self.last_roll = action.args[0]
        rolls = self.pending.rolls + (roll,)
        fighter = fighters[len(rolls) - 1]
        self._say(events, "roll", fighter, M_("{player} rolls a {roll} in the brawl."), "bagarre", player=fighter,
                  roll=roll)
        if len(rolls) < len(fighters):
            self.pending = Brawl(square, fighters, rolls)
            return
        best = max(rolls)
        for q, r in zip(fighters, rolls):
            if r < best:
                self.send_to_place(q, "hopital", events, "bagarre-result",
                                   M_("{player} goes to the Hôpital after losing the brawl."))
        tied = tuple(q for q, r in zip(fighters, rolls) if r == best)
        if len(tied) > 1:
            self._say(events, "brawl", None, M_("{tied} tie with {best} and roll again."), "bagarre-tie",
                      tied=tied, fighters=list(tied), best=best)
            self.pending = Brawl(square, tied, ())
            return
        self._say(events, "brawl", tied[0], M_("{player} wins the brawl and stays on square {square}."),
                  "bagarre-result", player=tied[0], square=square)
        self.finish_turn(events)
