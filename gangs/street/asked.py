"""The earlier turn flow, option ``flow = "asked"``: the one records written before the standing options played.

Gifts and purchases from afar came at the start of one's turn (with the roll) and once the square was resolved,
where a player who could still give or buy was asked (phase ``after``: buy, give, or ``end``); a Maison from afar
also with one's way out of Prison. The rules changed with the standing options are played as they were then too
(house rule ``flow-asked``): a prisoner's way out is never capped by the square of his arrest, an Embrouille on a
prisoner restarts him from Parking, a prisoner freed by an Évasion with one way out is not asked, and after a
refused stop the next proposal may come the next round, whoever is richer. So a record that a match wrote always
loads, the house's principle for records.
"""

from __future__ import annotations

from bisect import bisect_right

from ..kernel import Action, Event
from ..kernel.tell import M_
from .legality import Refusal

END = "end"
"""The key in ``state.cache`` of ``end``, ending one's turn once the square is resolved (this flow only)."""
TRADING = frozenset({"turn", "after"})
"""The phases where the player whose turn it is may give money and buy from afar in this flow: the start of his
turn, before the roll, and its end, once the square is resolved."""
ASKED_OWN_TURN = Refusal("own-turn", M_("gifts and purchases from afar come at the start of one's own turn, before "
                                        "the roll, or at its end, once the square is resolved"))
"""Giving money and buying from afar wait for the start or the end of one's own turn (this flow)."""


class AskedFlow:
    """The turn flow of option ``flow = "asked"`` (a mixin of StreetState)."""

    __slots__ = ()

    def asked_trader(self) -> int | None:
        """Who may give money or buy from afar now in this flow: the player whose turn it is, at the start or the
        end of his turn; a prisoner choosing his way out (a Maison only: ``asked_standing``); else None."""
        phase = self.phase
        if phase in TRADING:
            return self.current
        if phase == "exit":
            return self.pending.player
        return None

    def asked_standing(self, actions: list[Action]) -> list[Action]:
        """``actions`` and the purchases from afar and gifts of this flow: all of them at the start and the end of
        one's turn, the free Maisons when choosing one's way out of Prison, none at the other decisions."""
        phase = self.phase
        if phase not in TRADING and phase != "exit":
            return actions
        p, cache = self.asked_trader(), self.cache
        money = self.money_[p]
        if money <= 0:
            return actions
        if phase != "exit" and self.why_not_buy_terrain() is None:
            actions.append(cache["buy terrain"])
        if money >= self.board.prices["house_anywhere"]:
            actions.extend(cache["buy house anywhere", h] for h in self.board.house_squares
                           if self.house_owner[h] < 0)
        if phase != "exit":
            amounts, gifts = cache["gifts"][p]
            actions += gifts[:bisect_right(amounts, money)]
        return actions

    def can_trade(self, p: int) -> bool:
        """Whether ``p``, at the end of his turn, can still give money (he has some, and there is always another
        player to receive it) or buy from afar (``can_buy_afar``)."""
        return self.money_[p] > 0 or self.can_buy_afar(p)

    def _legal_after(self) -> list[Action]:
        return self.asked_standing([self.cache[END]])

    def _on_after(self, action: Action, events: list[Event]) -> None:
        """« Un joueur peut acheter le Terrain à n'importe quel moment de son tour » : once the square is resolved,
        a player who can still give money or buy from afar does so, then ends his turn (``end``)."""
        self.end_turn(events)

    def settle_after(self, events: list[Event]) -> None:
        """After a gift or a purchase once the square is resolved: the turn ends once neither is possible."""
        if not self.can_trade(self.current):
            self.end_turn(events)
