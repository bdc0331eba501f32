"""The Karma cards: drawing (a chance node over the cards left in the pile) and their effects."""

from __future__ import annotations

from ..kernel import Action, Event
from ..kernel.tell import M_
from .board import PLACE_BASE, Card
from .legality import Refusal

_NO_LAWYER = Refusal("lawyer", M_("{player} holds no Avocat card or is not in a blocking place"))
_LAWYER_OUT = {
    "commissariat": M_("{player} plays an Avocat and gets out of the Commissariat, to roll from the square of the "
                       "restart."),
    "hopital": M_("{player} plays an Avocat and gets out of the Hôpital, to roll from the square of the restart."),
}


class KarmaRules:
    """Rules of the Karma deck (a mixin of StreetState)."""

    __slots__ = ()

    def draw_karma(self, p: int, events: list[Event]) -> None:
        """« il pioche une carte Karma et applique immédiatement son effet »

        The draw is a chance node over the cards still in the pile. An empty pile is made again
        from the discards (house rule ``karma-deck``).
        """
        if not any(self.deck):
            self.deck, self.discard = self.discard, [0] * len(self.discard)
            self._say(events, "shuffle", None, M_("The Karma pile is empty: the discards are shuffled into a new "
                                                  "pile."), "karma-deck")
            if not any(self.deck):
                self._say(events, "info", p, M_("Every Karma card is in someone's hand: no card to draw."),
                          "karma-deck")
                self.finish_turn(events)
                return
        self.phase, self.pending = "draw", None

    def _on_draw(self, action: Action, events: list[Event]) -> None:
        p, index = self.current, self.board.card_index[action.args[0]]
        card = self.board.cards[index]
        self.deck[index] -= 1
        if card.effect == "keep":
            self._say(events, "karma", p, M_("{player} draws a Karma card and keeps it, face down."), "karma-keep",
                      player=p)
        else:
            # The card's name and text are the rulebook's, as printed (``card`` and ``text`` are its key).
            self._say(events, "karma", p, M_("{player} draws Karma « {card} »: {text}"), "karma", player=p,
                      card=card.key, text=card.key)
        _EFFECTS[card.effect](self, p, card, index, events)

    def discard_card(self, index: int) -> None:
        """« Une fois la carte Karma utilisée, elle est mise de côté ou replacée dans la pile selon la
        règle choisie par les joueurs. » (option ``karma_return``: ``discard`` or ``pile``)"""
        if self.karma_return == "pile":
            self.deck[index] += 1
        else:
            self.discard[index] += 1

    # -- the effects ------------------------------------------------------------------------------
    def karma_keep(self, p: int, card: Card, index: int, events: list[Event]) -> None:
        """Balance and Avocat stay in the hand, face down, until used (house rule ``karma-keep``)."""
        self.hands[p].append(card.key)
        self.finish_turn(events)

    def karma_gain(self, p: int, card: Card, index: int, events: list[Event]) -> None:
        """« Elles peuvent faire gagner de l'argent »"""
        self.discard_card(index)
        self.money_[p] += card.amount
        self._say(events, "gain", p, M_("{player} earns {amount}."), "karma", player=p, amount=card.amount)
        self.finish_turn(events)

    def karma_lose(self, p: int, card: Card, index: int, events: list[Event]) -> None:
        """« en faire perdre » (never more than one has: ``no-debt``)"""
        self.discard_card(index)
        self._pay(p, card.amount, events, "karma")
        self.finish_turn(events)

    def karma_collect_each(self, p: int, card: Card, index: int, events: list[Event]) -> None:
        """Every other player gives the drawer the card's amount (or what they have)."""
        self.discard_card(index)
        for q in range(len(self.names)):
            if q != p:
                self._pay_player(q, p, card.amount, events, "karma")
        self.finish_turn(events)

    def karma_pay_each(self, p: int, card: Card, index: int, events: list[Event]) -> None:
        """The drawer gives every other player the card's amount, while his money lasts."""
        self.discard_card(index)
        for q in range(len(self.names)):
            if q != p:
                self._pay_player(p, q, card.amount, events, "karma")
        self.finish_turn(events)

    def karma_forward(self, p: int, card: Card, index: int, events: list[Event]) -> None:
        """« déplacer un joueur »: forward, and the new square's effect applies."""
        self.discard_card(index)
        self.move(p, card.amount, events)

    def karma_back(self, p: int, card: Card, index: int, events: list[Event]) -> None:
        """Back a few squares (not past Parking — Départ), and the new square's effect applies."""
        self.discard_card(index)
        start = self.pos[p]
        self.pos[p] = max(0, start - card.amount)
        self._say(events, "move", p, M_("{player} goes back to square {square} ({name})."), "karma", player=p,
                  square=self.pos[p], name=self.pos[p], frm=start, to=self.pos[p], bounced=False)
        self.land(p, events)

    def karma_parking(self, p: int, card: Card, index: int, events: list[Event]) -> None:
        """Back to Parking — Départ."""
        self.discard_card(index)
        start, self.pos[p] = self.pos[p], 0
        self._say(events, "move", p, M_("{player} goes back to Parking — Départ."), "karma", player=p, frm=start,
                  to=0, bounced=False)
        self.finish_turn(events)

    def karma_place(self, p: int, card: Card, index: int, events: list[Event]) -> None:
        """« l'envoyer dans un lieu spécial »"""
        self.discard_card(index)
        if card.place == "maison_de_disques":
            self.go_to_record_label(p, events, "karma")
            return
        self.send_to_place(p, card.place, events, "karma")
        self.finish_turn(events)

    def karma_take(self, p: int, card: Card, index: int, events: list[Event]) -> None:
        """Take the card's amount from a player of one's choice."""
        self.discard_card(index)
        self.choose_victim(p, "take", card.amount, "karma", events)

    def karma_send_hospital(self, p: int, card: Card, index: int, events: list[Event]) -> None:
        """Send a player of one's choice to the Hôpital (« donner de l'argent pour éviter d'être envoyé à
        l'hôpital »), wherever he is (« peut quand même être ciblé par les effets ... des cartes »; house rule
        ``embrouille-street``: ``send_to_hospital``)."""
        self.discard_card(index)
        self.choose_victim(p, "hospital", 0, "karma", events)

    def karma_robin(self, p: int, card: Card, index: int, events: list[Event]) -> None:
        """The richest other player (the first from the drawer's left, on a tie) pays the drawer."""
        self.discard_card(index)
        n = len(self.names)
        others = [(p + i) % n for i in range(1, n)]
        richest = max(others, key=lambda q: self.money_[q])
        self._pay_player(richest, p, card.amount, events, "karma")
        self.finish_turn(events)

    # -- the Avocat ----------------------------------------------------------------------------------
    def why_not_lawyer(self, args: tuple) -> Refusal | None:
        """Whether ``lawyer`` is allowed now: at the start of one's turn, holding an Avocat, in the
        Commissariat, the Hôpital or Prison (house rule ``lawyer``)."""
        if self.phase != "turn":
            return self.not_now("lawyer")
        p = self.current
        where = self.pos[p]
        if (where < PLACE_BASE or args or "avocat" not in self.hands[p]
                or not self.board.place_by_code[where].blocking):
            return _NO_LAWYER
        return None

    def use_lawyer(self, p: int, events: list[Event]) -> None:
        """An Avocat card frees its holder from the Commissariat, the Hôpital or Prison without the 2, 4
        or 6 (house rule ``lawyer``); the pawn waits where it restarts from (the place's exit, where it
        was sent from, or a Prison exit), and the turn goes on with a roll."""
        self.hands[p].remove("avocat")
        self.discard_card(self.board.card_index["avocat"])
        place = self.board.place_by_code[self.pos[p]]
        if place.key == "prison":
            self._say(events, "lawyer", p, M_("{player} plays an Avocat and gets out of Prison."), "lawyer", player=p,
                      place=place.key)
            self.leave_prison(p, 0, events, then="lawyer")
        else:
            self._say(events, "lawyer", p, _LAWYER_OUT[place.key], "lawyer", player=p, place=place.key)
            self.restart_held(p, place, events)


_EFFECTS = {
    "keep": KarmaRules.karma_keep, "gain": KarmaRules.karma_gain, "lose": KarmaRules.karma_lose,
    "collect_each": KarmaRules.karma_collect_each, "pay_each": KarmaRules.karma_pay_each,
    "forward": KarmaRules.karma_forward, "back": KarmaRules.karma_back, "parking": KarmaRules.karma_parking,
    "place": KarmaRules.karma_place, "take": KarmaRules.karma_take,
    "send_hospital": KarmaRules.karma_send_hospital, "robin": KarmaRules.karma_robin,
}
"""What each kind of Karma card does; a board file may use only these effects."""
