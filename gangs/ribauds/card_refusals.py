"""Why the play of an action card is refused: the reason a player can act on (the card stands in another place
of his hand, his card of this turn is played, a truand that cannot play, a target out of the card's reach),
named by the rule that forbids it. A turn spent placing a truand is named only when it is one."""

from __future__ import annotations

from ..kernel import Action, Refusal
from ..kernel.lang import N_, translator
from .cards import COSTS, FIGURE_CARDS, MOVERS
from .pieces import FIGURES, LOST, TRUANDS
from .refusals import Found
from .routes import endpoints
from .tell import FIGURE_STEP_WORDS, card_text, figure_words, of_player

_ = translator("ribauds")

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
            return (Refusal("cards", N_("a card's play names its place in your hand and the card, as in card 1 "
                                        "cavale 2 15")), {})
        hand = self.hands[p]
        if key not in hand:
            return Refusal("cards", N_("{card!r} is not a card of your hand")), {"card": key}
        found = self._card_moment()
        if found is not None:
            return found
        placed = isinstance(args[0], int)
        place, real = (args[0] if placed else hand.index(key) + 1), hand.index(key) + 1
        if place != real:
            return self._card_place(key, place, real)
        if COSTS[place - 1] > self.ecus[p]:
            return (Refusal("cards", N_("the card in place {place} of your hand costs {price} écu(s); you have "
                                        "{ecus}")),
                    {"place": place, "price": COSTS[place - 1], "ecus": self.ecus[p]})
        found = self._card_target(key, args[2:] if placed else args[1:])
        if found is not None:
            return found
        return self.no_play(key, action)

    def no_play(self, key: str, action: Action) -> Found:
        """Card ``key`` may be played now, but not as ``action``: what the card says when it has nothing to act on,
        else its plays (the first ``SHOWN``)."""
        plays = [a.notation for a in self.legal_actions() if a.kind == "card" and self.card_named(a) == key]
        name = self.board.card_names[key]
        if not plays:
            card = next(card for card in self.board.cards if card.key == key)
            return Refusal("card-deck", N_("{card} has nothing to act on now; the card says: {text}")), {"card": name,
                                                                                          "text": card_text(card)}
        shown = ", ".join(plays[:SHOWN]) + (", …" if len(plays) > SHOWN else "")
        return (Refusal("card-deck", N_("{action} is not a play of {card}; it is played as {plays}")),
                {"action": action, "card": name, "plays": shown})

    def _card_moment(self) -> Found:
        """Why no card at all may be played at this moment of the turn, or None."""
        if self.played:
            return Refusal("cards", N_("one card a turn, and you have played yours")), {}
        if self.window == "placed":
            return Refusal("cards", N_("a turn spent placing a truand allows no card, only reordering the hand")), {}
        if self.pending is None and self.must_place[self.current]:
            return Refusal("sergent", N_("after the Sergent took a truand, this turn is placing a new one")), {}
        if self.pending is None and not self.movers(self.current):
            return (Refusal("cards", N_("you have no truand in Paris: this turn is placing one, and a turn spent "
                                        "placing a truand plays no card")), {})
        return None

    def _card_place(self, key: str, place: int, real: int) -> Found:
        """Card ``key`` is not the one in ``place`` of the hand, or a cheaper copy of it stands in ``real``."""
        hand, name = self.hands[self.to_move], self.board.card_names[key]
        if not 1 <= place <= len(hand):
            return (Refusal("cards", N_("your hand has no place {place}; {card} is in place {real}")),
                    {"place": place, "card": name, "real": real})
        if hand[place - 1] == key:
            return (Refusal("cards", N_("of two copies of {card}, the cheaper is played: the one in place {real}")),
                    {"card": name, "real": real})
        return (Refusal("cards", N_("the card in place {place} of your hand is {held}; {card} is in place {real}")),
                {"place": place, "held": self.board.card_names[hand[place - 1]], "card": name, "real": real})

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
            return (Refusal("card-deck", N_("{figure} cannot reach square {square}: he moves 2 squares {way}, from "
                                            "square {start}")),
                    {"figure": figure_words(figure), "square": there, "start": self.figures[FIGURES.index(figure)],
                     "way": _(FIGURE_STEP_WORDS[self.board.figure_steps[figure]])})
        if key == "pied-de-biche" and rest:
            there = rest[0]
            if not any(there in self.layout.neighbours(self.truands[t]) for t in self.band(self.to_move)):
                return Refusal("card-deck", N_("square {square} is not next to any of your truands")), {"square": there}
            if not self.purses[there]:
                return Refusal("card-deck", N_("there is no purse left on square {square}")), {"square": there}
        if key == "coupe-bourse" and rest:
            return self._card_pocket(rest[0] - 1)
        if key == "cour-des-miracles":
            p = self.to_move
            if LOST not in self.truands[p * TRUANDS:p * TRUANDS + TRUANDS]:
                return Refusal("card-deck", N_("the Sergent has taken none of your truands")), {}
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
            return Refusal("card-deck", N_("there is no square {square} on this map")), {"square": there}
        far = {"square": there, "number": number, "start": at}
        if key == "planque":
            if self.layout.squares[there].kind != "habitation":
                return Refusal("card-deck", N_("square {square} is not a habitation")), {"square": there}
            near = set(endpoints(self.layout, at, 1, "any", True)) | set(endpoints(self.layout, at, 2, "any", True))
            if there not in near:
                return (Refusal("card-deck", N_("habitation {square} is more than 2 steps from your truand {number}, "
                                                "on square {start}")), far)
            return None
        if there not in self.layout.neighbours(at):
            return (Refusal("card-deck", N_("square {square} is not next to your truand {number}, on square "
                                            "{start}")), far)
        if key == "cavale":
            return None
        owners = self.enemies_at(p, there)
        if not owners:
            return Refusal("card-deck", N_("no enemy truand stands on square {square}")), {"square": there}
        if victim is not None and victim - 1 not in owners:
            player = self.names[victim - 1] if 1 <= victim <= len(self.names) else str(victim)
            return (Refusal("card-deck", N_("{player} has no truand on square {square} to swap with")),
                    {"player": player, "square": there})
        if victim is None and len(owners) > 1:
            return (Refusal("card-deck", N_("truands of several players stand on square {square}: name whose truand "
                                            "you swap with ({players})")),
                    {"square": there, "players": _(" or ").join(f"{q + 1} ({self.names[q]})" for q in owners)})
        return None

    def _card_pocket(self, victim: int) -> Found:
        """Coupe-bourse on player ``victim`` (from 0), who cannot be robbed of an écu."""
        p = self.to_move
        if not 0 <= victim < len(self.names) or victim == p:
            return (Refusal("card-deck", N_("{number} is not the number of another player")),
                    {"number": victim + 1})
        player = self.names[victim]
        named = {"player": player, "of_player": of_player(player)}
        if self.out[victim]:
            # Translators: {of_player} is "de Bruno" or "d'Alice".
            return Refusal("card-deck", N_("{player}'s band is out of the game")), named
        if not self.ecus[victim]:
            return Refusal("card-deck", N_("{player} has no écu to take")), {"player": player}
        mine = {self.truands[t] for t in self.band(p)}
        near = mine | {n for square in mine for n in self.layout.neighbours(square)}
        if not any(at in near for at in self.truands[victim * TRUANDS:victim * TRUANDS + TRUANDS]):
            return Refusal("card-deck", N_("{player} has no truand on or next to a square of your truands")), named
        return None
