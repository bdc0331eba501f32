"""Why the play of an action card is refused: the reason a player can act on (the card stands in another place
of his hand, his card of this turn is played, a truand that cannot play, a target out of the card's reach),
named by the rule that forbids it. A turn spent placing a truand is named only when it is one."""

from __future__ import annotations

from ..kernel import Action, Refusal
from ..kernel.tell import M_
from .cards import COSTS, FIGURE_CARDS, MOVERS, hideouts
from .pieces import FIGURES, LOST, TRUANDS
from .refusals import Found

SHOWN = 6
"""How many of a card's plays a refusal lists at most."""


class CardRefusalRules:
    """The refusals of card plays, as a mixin of the State (``refusal`` asks ``refusal_of_card`` for a card)."""

    __slots__ = ()

    def refusal_of_card(self, action: Action) -> Found:
        """The reason the card play ``action`` (``card 2 cavale 1 15``, or typed without its place) cannot be
        played now; None when it can. « jouer une de ses 3 cartes action à tout moment de son tour, la 1ère, de
        sa main ne coûte rien, la 2ème 1 écu, la 3ème 2 écus »: the reasons come in the order a player reads his
        turn: which card, whether a card may be played now, its place and price, then what it aims at."""
        if action in self.legal_actions() or self.accept_unlisted(action) is not None:
            return None
        p, args = self.to_move, action.args
        key = self.card_named(action)
        if key is None:
            return (Refusal("cards", M_("a card's play names its place in {player}'s hand and the card, as in "
                                        "card 1 cavale 2 15")), {"player": p})
        hand = self.hands[p]
        if key not in hand:
            return Refusal("cards", M_("{typed!r} is not a card of {player}'s hand")), {"typed": key, "player": p}
        found = self._card_moment()
        if found is not None:
            return found
        placed = isinstance(args[0], int)
        place, real = (args[0] if placed else hand.index(key) + 1), hand.index(key) + 1
        if place != real:
            return self._card_place(key, place, real)
        if COSTS[place - 1] > self.ecus[p]:
            return (Refusal("cards", M_("the card in place {place} of {player}'s hand costs {price} écu(s); "
                                        "{player} has {ecus}")),
                    {"place": place, "price": COSTS[place - 1], "ecus": self.ecus[p], "player": p})
        found = self._card_target(key, args[2:] if placed else args[1:])
        if found is not None:
            return found
        return self.no_play(key, action)

    def no_play(self, key: str, action: Action) -> Found:
        """Card ``key`` may be played now, but not as ``action``: what the card says when it has nothing to act on,
        else its plays (the first ``SHOWN``)."""
        plays = [a.notation for a in self.legal_actions() if a.kind == "card" and self.card_named(a) == key]
        if not plays:
            return (Refusal("card-deck", M_("{card} has nothing to act on now; the card says: {card_text}")),
                    {"card": key, "card_text": key})
        shown = ", ".join(plays[:SHOWN]) + (", …" if len(plays) > SHOWN else "")
        return (Refusal("card-deck", M_("{action} is not a play of {card}; it is played as {plays}")),
                {"action": action.notation, "card": key, "plays": shown})

    def _card_moment(self) -> Found:
        """Why no card at all may be played at this moment of the turn, or None."""
        if self.played:
            return Refusal("cards", M_("one card a turn, and {player} has played one")), {"player": self.to_move}
        if self.window == "placed":
            return Refusal("cards", M_("a turn spent placing a truand allows no card, only reordering the hand")), {}
        if self.pending is None and self.must_place[self.current]:
            return Refusal("sergent", M_("after the Sergent took a truand, this turn is placing a new one")), {}
        if self.pending is None and not self.movers(self.current):
            return (Refusal("cards", M_("{player} has no truand in Paris: this turn is placing one, and a turn spent "
                                        "placing a truand plays no card")), {"player": self.current})
        return None

    def _card_place(self, key: str, place: int, real: int) -> Found:
        """Card ``key`` is not the one in ``place`` of the hand, or a cheaper copy of it stands in ``real``."""
        p = self.to_move
        hand = self.hands[p]
        if not 1 <= place <= len(hand):
            return (Refusal("cards", M_("{player}'s hand has no place {place}; {card} is in place {real}")),
                    {"player": p, "place": place, "card": key, "real": real})
        if hand[place - 1] == key:
            return (Refusal("cards", M_("of two copies of {card}, the cheaper is played: the one in place {real}")),
                    {"card": key, "real": real})
        return (Refusal("cards", M_("the card in place {place} of {player}'s hand is {held}; {card} is in place "
                                    "{real}")),
                {"player": p, "place": place, "held": hand[place - 1], "card": key, "real": real})

    def _card_target(self, key: str, rest: tuple) -> Found:
        """What the card ``key`` aims at (``rest``: the words after its name) that it cannot reach, or None."""
        squares = len(self.layout.squares)
        for word in rest:
            if not isinstance(word, int):
                return None
        if key in MOVERS and len(rest) >= 2:
            return self._card_move(key, rest[0], rest[1], rest[2] if len(rest) > 2 else None)
        if key in FIGURE_CARDS and rest:
            figure, there = FIGURE_CARDS[key], rest[0]
            if 0 <= there < squares and there in self.figure_moves(figure):
                return None
            return (Refusal("card-deck", M_("{figure} cannot reach square {at}: he moves 2 squares {way}, from "
                                            "square {start}")),
                    {"figure": figure, "at": there, "start": self.figures[FIGURES.index(figure)],
                     "way": self.board.figure_steps[figure]})
        if key == "pied-de-biche" and rest:
            there = rest[0]
            if not any(there in self.layout.neighbours(self.truands[t]) for t in self.band(self.to_move)):
                return (Refusal("card-deck", M_("square {at} is not next to any of {player}'s truands")),
                        {"at": there, "player": self.to_move})
            if not self.purses[there]:
                return Refusal("card-deck", M_("there is no purse left on square {at}")), {"at": there}
        if key == "coupe-bourse" and rest:
            return self._card_pocket(rest[0] - 1)
        if key == "cour-des-miracles":
            p = self.to_move
            if LOST not in self.truands[p * TRUANDS:p * TRUANDS + TRUANDS]:
                return Refusal("card-deck", M_("the Sergent has taken none of {player}'s truands")), {"player": p}
        return None

    def _card_move(self, key: str, number: int, there: int, victim: int | None) -> Found:
        """Cavale, Planque or Échange by truand ``number`` to square ``there`` (Échange: with player ``victim``'s
        truand, numbered from 1), out of its reach."""
        found = self.truand_fault(number)
        if found is not None:
            return found
        p = self.to_move
        at = self.truands[p * TRUANDS + number - 1]
        if not 0 <= there < len(self.layout.squares):
            return Refusal("card-deck", M_("there is no square {at} on this map")), {"at": there}
        far = {"at": there, "truand": p * TRUANDS + number - 1, "start": at}
        if key == "planque":
            if self.layout.squares[there].kind != "habitation":
                return Refusal("card-deck", M_("square {at} is not a habitation")), {"at": there}
            if there not in hideouts(self.layout, at):
                return (Refusal("card-deck", M_("habitation {at} is more than 2 steps from {truand}, on square "
                                                "{start}")), far)
            return None
        if there not in self.layout.neighbours(at):
            return (Refusal("card-deck", M_("square {at} is not next to {truand}, on square {start}")), far)
        if key == "cavale":
            return None
        owners = self.enemies_at(p, there)
        if not owners:
            return Refusal("card-deck", M_("no enemy truand stands on square {at}")), {"at": there}
        if victim is not None and victim - 1 not in owners:
            return (Refusal("card-deck", M_("{victim} has no truand on square {at} to swap with")),
                    {"victim": victim - 1 if 1 <= victim <= len(self.names) else str(victim), "at": there})
        if victim is None and len(owners) > 1:
            return (Refusal("card-deck", M_("truands of several players stand on square {at}: name whose truand "
                                            "{player} swaps with ({owners})")),
                    {"at": there, "player": p, "owners": tuple(owners)})
        return None

    def _card_pocket(self, victim: int) -> Found:
        """Coupe-bourse on player ``victim`` (from 0), who cannot be robbed of an écu."""
        p = self.to_move
        if not 0 <= victim < len(self.names) or victim == p:
            return (Refusal("card-deck", M_("{number} is not the number of another player")),
                    {"number": victim + 1})
        if self.out[victim]:
            # Translators: {of_victim} is "de Bruno" or "d'Alice".
            return Refusal("card-deck", M_("{victim}'s band is out of the game")), {"victim": victim}
        if not self.ecus[victim]:
            return Refusal("card-deck", M_("{victim} has no écu to take")), {"victim": victim}
        mine = {self.truands[t] for t in self.band(p)}
        near = mine | {n for square in mine for n in self.layout.neighbours(square)}
        if not any(at in near for at in self.truands[victim * TRUANDS:victim * TRUANDS + TRUANDS]):
            return (Refusal("card-deck", M_("{victim} has no truand on or next to a square of {player}'s truands")),
                    {"victim": victim, "player": p})
        return None
