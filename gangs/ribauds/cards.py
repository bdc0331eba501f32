"""The action cards: a secret hand of 3, played during one's turn for écus, replaced from the deck."""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

from ..kernel import Action, Event
from ..kernel.tell import M_, Mn_
from .board import CARD_KEYS, Layout
from .hand import reordered
from .pending import Drawing, Figure, Finish
from .pieces import COLOURS, FIGURES, LOST, RESERVE, TRUANDS, truand_id
from .routes import endpoints

HAND = 3
"""« jouer une de ses 3 cartes action »: a hand holds 3 cards."""
COSTS = (0, 1, 2)
"""« la 1ère, de sa main ne coûte rien, la 2ème 1 écu, la 3ème 2 écus »: the price of the card in the first,
second and third place of the hand (an ordered row, ``hands[p]``)."""
MOVERS = ("cavale", "planque", "echange")
"""The cards that move one of the player's truands: « on ne peut jouer qu'un seul des truands en place à son
tour », so they move the truand that plays this turn (``actor``), and bind it when played before the action."""


PLAYS = {key: "plays_" + key.replace("-", "_") for key in CARD_KEYS}
"""The method that lists the plays of each card (``plays_cavale``...)."""

FIGURE_CARDS = {"sergent": "sergent", "roi": "roi", "prevot": "prevot"}
"""The cards that move a figure, and the figure each moves."""


@lru_cache(maxsize=None)
def card_aim(key: str, player: int, number: int, there: int, other: int) -> tuple[tuple, tuple, str | None]:
    """What a play of card ``key`` by ``player`` names after the card, the shapes it targets and the piece it
    moves: truand ``number`` to square ``there`` (Cavale, Planque, Échange: with ``other``, the number of the
    player whose truand is swapped, where several players' truands stand), the purse of square ``there``
    (Pied-de-biche), the card's figure to ``there``, an écu from player ``number`` (Coupe-bourse), or nothing more
    (Aumône, Cour des miracles)."""
    args: tuple = ()
    targets: tuple = (f"card-{key}",)
    piece = None
    if key in MOVERS:
        args, targets, piece = (number, there), (*targets, f"sq-{there}"), truand_id(player, number)
        if key == "echange" and other:
            args = (*args, other)
    elif key == "pied-de-biche" or key in FIGURE_CARDS:
        args, targets = (there,), (*targets, f"sq-{there}")
    elif key == "coupe-bourse":
        args = (number,)
    return args, targets, piece


@lru_cache(maxsize=None)
def card_play(key: str, place: int, player: int, number: int, there: int, other: int) -> Action:
    """The play of card ``key``, in ``place`` (0 to 2) of ``player``'s hand and priced by it (``card 2 planque 1
    35``: the card of place 2, a Planque; the place is public, as the price paid shows it), with what ``card_aim``
    says of it. Made once per play and then shared: listing the cards playable is much of the engine's work."""
    args, targets, piece = card_aim(key, player, number, there, other)
    return Action("card", place + 1, key, *args, targets=targets, piece=piece)


@lru_cache(maxsize=None)
def hideouts(layout: Layout, at: int) -> tuple[int, ...]:
    """Where a Planque may take a truand from ``at``: the habitations, ``at`` aside, where a truand's move of 1 or 2
    steps may end (``endpoints``), in order."""
    near = set(endpoints(layout, at, 1, "any", True)) | set(endpoints(layout, at, 2, "any", True))
    return tuple(there for there in sorted(near) if layout.squares[there].kind == "habitation" and there != at)


@lru_cache(maxsize=None)
def truand_card_plays(make: Callable[..., Action], layout: Layout, key: str, place: int, player: int, number: int,
                      at: int) -> tuple[Action, ...]:
    """The plays (made by ``make``: ``card_play`` or the lenient reading's) of the Cavale or Planque (``key``) of
    ``place`` in ``player``'s hand that take his truand ``number`` from ``at``: one square any way, or into a
    hideout (``hideouts``)."""
    squares = layout.neighbours(at) if key == "cavale" else hideouts(layout, at)
    return tuple(make(key, place, player, number, there, 0) for there in squares)


@lru_cache(maxsize=None)
def figure_card_plays(make: Callable[..., Action], layout: Layout, key: str, place: int, player: int, at: int,
                      how: str) -> tuple[Action, ...]:
    """The plays (made by ``make``, as ``truand_card_plays``) of the figure's card ``key`` of ``place`` in
    ``player``'s hand, the figure standing on ``at`` and stepping ``how``: to each square where it may stop (as
    ``figure_moves``)."""
    return tuple(make(key, place, player, 0, there, 0) for there in endpoints(layout, at, 2, how, False))


class CardRules:
    """The rules of the action cards, as a mixin of the State."""

    __slots__ = ()

    make_card = staticmethod(card_play)
    """What makes a play of a card from its key, place, player, number, square and other player: ``card_play``."""

    # -- what may be played ---------------------------------------------------------------------------------
    def card_actions(self, p: int) -> list[Action]:
        """Every play of a card of ``p``'s hand he can pay for now: « jouer une de ses 3 cartes action à tout
        moment de son tour, la 1ère, de sa main ne coûte rien, la 2ème 1 écu, la 3ème 2 écus »: one card a turn
        (before his turn's action or after it), priced by its place in his hand (of two copies, the cheaper), and
        none in a turn spent placing a truand (« même si l'on a choisi de juste placer un truand »)."""
        if self.played or self.window == "placed":
            return []
        actions: list[Action] = []
        hand, ecus = self.hands[p], self.ecus[p]
        for key in sorted(set(hand)):
            if COSTS[hand.index(key)] <= ecus:
                actions += getattr(self, PLAYS[key])(p)
        return actions

    def price(self, p: int, key: str) -> int:
        """What card ``key`` costs ``p`` now: the price of its place in his hand (the first copy's)."""
        return COSTS[self.hands[p].index(key)]

    def card(self, key: str, p: int, number: int = 0, there: int = -1, other: int = 0) -> Action:
        """A play of card ``key`` by ``p`` (``card_play``), at the price of its place in his hand."""
        return self.make_card(key, self.hands[p].index(key), p, number, there, other)

    def movers(self, p: int) -> list[int]:
        """The truands of ``p`` a card may move: the one that plays this turn, or before the action any of his
        truands in Paris (« on ne peut jouer qu'un seul des truands en place à son tour »)."""
        actor = self.actor
        if actor < 0:
            return self.band(p)
        return [actor] if self.truands[actor] >= 0 else []

    def plays_cavale(self, p: int) -> list[Action]:
        """Cavale: each of ``p``'s truands may step one square, any way."""
        return self.truand_card_plays("cavale", p)

    def plays_planque(self, p: int) -> list[Action]:
        """Planque: each of ``p``'s truands may slip into a habitation at most 2 steps away."""
        return self.truand_card_plays("planque", p)

    def truand_card_plays(self, key: str, p: int) -> list[Action]:
        """The plays of ``p``'s Cavale or Planque (``key``), truand by truand (``truand_card_plays``)."""
        layout, truands, place, found = self.layout, self.truands, self.hands[p].index(key), []
        for t in self.movers(p):
            found += truand_card_plays(self.make_card, layout, key, place, p, t % TRUANDS + 1, truands[t])
        return found

    def plays_pied_de_biche(self, p: int) -> list[Action]:
        """Pied-de-biche: a purse from a pavé next to one of ``p``'s truands."""
        squares = sorted({there for t in self.band(p) for there in self.layout.neighbours(self.truands[t])
                          if self.purses[there]})
        return [self.card("pied-de-biche", p, there=there) for there in squares]

    def plays_coupe_bourse(self, p: int) -> list[Action]:
        """Coupe-bourse: an écu from a player whose truand stands on or next to one of ``p``'s."""
        mine = {self.truands[t] for t in self.band(p)}
        near = mine | {n for square in mine for n in self.layout.neighbours(square)}
        victims = sorted({t // TRUANDS for t, at in enumerate(self.truands) if at in near and t // TRUANDS != p
                          and not self.out[t // TRUANDS] and self.ecus[t // TRUANDS]})
        return [self.card("coupe-bourse", p, q + 1) for q in victims]

    def plays_figure(self, key: str, figure: str, p: int) -> list[Action]:
        """A figure's card: the figure moves 2 squares as it steps, and acts where it stops."""
        at, how = self.figures[FIGURES.index(figure)], self.board.figure_steps[figure]
        return list(figure_card_plays(self.make_card, self.layout, key, self.hands[p].index(key), p, at, how))

    def plays_sergent(self, p: int) -> list[Action]:
        """Pot-de-vin au Sergent: the Sergent moves."""
        return self.plays_figure("sergent", "sergent", p)

    def plays_roi(self, p: int) -> list[Action]:
        """Faveur du Roi: the Roi des truands moves."""
        return self.plays_figure("roi", "roi", p)

    def plays_prevot(self, p: int) -> list[Action]:
        """Dénonciation: the Prévôt moves."""
        return self.plays_figure("prevot", "prevot", p)

    def plays_aumone(self, p: int) -> list[Action]:
        """Aumône: 2 écus."""
        return [self.card("aumone", p)]

    def plays_echange(self, p: int) -> list[Action]:
        """Échange: ``p``'s truand swaps places with an enemy truand next to it; where truands of several players
        stand, he names whose (``card echange 1 15 2``: player 2's)."""
        found: list[Action] = []
        truands, enemies = self.truands, {}
        for u, at in enumerate(truands):
            if at >= 0 and u // TRUANDS != p:
                enemies.setdefault(at, set()).add(u // TRUANDS)       # each square's enemy players (enemies_at)
        if not enemies:
            return found
        for t in self.movers(p):
            for there in self.layout.neighbours(truands[t]):
                owners = enemies.get(there)
                if owners is None:
                    continue
                if len(owners) == 1:
                    found.append(self.card("echange", p, t % TRUANDS + 1, there))
                else:
                    found += [self.card("echange", p, t % TRUANDS + 1, there, q + 1) for q in sorted(owners)]
        return found

    def plays_cour_des_miracles(self, p: int) -> list[Action]:
        """Cour des miracles: a truand the Sergent took comes back to the reserve."""
        lost = LOST in self.truands[p * TRUANDS:p * TRUANDS + TRUANDS]
        return [self.card("cour-des-miracles", p)] if lost else []

    # -- playing one ----------------------------------------------------------------------------------------
    def play_card(self, place: int, key: str, args: tuple, events: list[Event]) -> None:
        """Pay the card's price, show it, do what it says; then draw its replacement (« piocher une nouvelle
        carte si une jouée »)."""
        p = self.to_move
        del self.hands[p][place]
        if key in MOVERS:
            self.actor = p * TRUANDS + args[0] - 1
        self.card_played(p, key, COSTS[place], args, events)

    def card_played(self, p: int, key: str, price: int, args: tuple, events: list[Event]) -> None:
        """``p`` pays ``price`` for the card ``key`` (out of his hand now), shows it and does what it says."""
        self.window = "before" if self.pending is None else "after"
        self.ecus[p] -= price
        self.played += 1
        self.discard[self.board.card_keys.index(key)] += 1
        message = Mn_("{player} plays {card} for {n} écu.", "{player} plays {card} for {n} écus.") if price else \
            M_("{player} plays {card}.")
        events.append(Event("card", p, message, "cards", {"card": key, "price": price, "player": p, "n": price},
                            None, self.voice))
        getattr(self, "effect_" + key.replace("-", "_"))(p, args, events)

    def effect_cavale(self, p: int, args: tuple, events: list[Event]) -> None:
        """The truand steps (no theft: only a run steals)."""
        self.card_moves(p, args, "cavale", events)

    def effect_planque(self, p: int, args: tuple, events: list[Event]) -> None:
        """The truand slips into the habitation."""
        self.card_moves(p, args, "planque", events)

    def card_moves(self, p: int, args: tuple, key: str, events: list[Event]) -> None:
        """A card's move of one of ``p``'s truands (``args``: its number and the square)."""
        truand = p * TRUANDS + args[0] - 1
        self.truands[truand] = args[1]
        events.append(Event("move", p, M_("{truand} slips to {square}."), "cards",
                            {"truand": truand, "to": args[1], "square": args[1]}, None, self.voice))
        self.card_done(events)

    def effect_pied_de_biche(self, p: int, args: tuple, events: list[Event]) -> None:
        """The purse goes into ``p``'s loot; no figure moves (it may be the colour's last)."""
        square = args[0]
        colour = self.layout.squares[square].colour
        self.purses[square] -= 1
        self.loot[p * 3 + COLOURS.index(colour)] += 1
        events.append(Event("take", p, M_("{player} takes {purse} from square {number}."), "cards",
                            {"colour": colour, "square": square, "player": p, "purse": colour, "number": square},
                            None, self.voice))
        self.check_last_purse(colour, events)
        self.card_done(events)

    def effect_coupe_bourse(self, p: int, args: tuple, events: list[Event]) -> None:
        """An écu changes pockets."""
        victim = args[0] - 1
        self.ecus[victim] -= 1
        self.ecus[p] += 1
        events.append(Event("pickpocket", p, M_("{player} picks an écu from {victim}'s pocket."), "cards",
                            {"victim": victim, "player": p}, None, self.voice))
        self.card_done(events)

    def effect_sergent(self, p: int, args: tuple, events: list[Event]) -> None:
        """The Sergent moves and acts (``figures.py``); the turn goes on where the card was played."""
        self.pending = Figure(p, "sergent", True)
        self.move_figure(args[0], events)

    def effect_roi(self, p: int, args: tuple, events: list[Event]) -> None:
        """The Roi moves and acts (``figures.py``); the turn goes on where the card was played."""
        self.pending = Figure(p, "roi", True)
        self.move_figure(args[0], events)

    def effect_prevot(self, p: int, args: tuple, events: list[Event]) -> None:
        """The Prévôt moves and acts (``figures.py``); the turn goes on where the card was played."""
        self.pending = Figure(p, "prevot", True)
        self.move_figure(args[0], events)

    def effect_aumone(self, p: int, args: tuple, events: list[Event]) -> None:
        """Two écus for ``p``."""
        self.ecus[p] += 2
        events.append(Event("alms", p, M_("{player} receives 2 écus."), "cards", {"player": p}, None, self.voice))
        self.card_done(events)

    def effect_echange(self, p: int, args: tuple, events: list[Event]) -> None:
        """The two truands swap squares: with the named player's truand there (``args[2]``), else the only enemy
        player's (his lowest-numbered truand there)."""
        mine, square = p * TRUANDS + args[0] - 1, args[1]
        owners = (args[2] - 1,) if len(args) > 2 else self.enemies_at(p, square)
        other = next(u for u, at in enumerate(self.truands) if at == square and u // TRUANDS == owners[0])
        self.truands[mine], self.truands[other] = square, self.truands[mine]
        events.append(Event("swap", p, M_("{truand} swaps places with {other}."), "cards",
                            {"truand": mine, "other": other}, None, self.voice))
        self.card_done(events)

    def effect_cour_des_miracles(self, p: int, args: tuple, events: list[Event]) -> None:
        """A lost truand of ``p``'s back in the reserve, to be placed on a later turn."""
        truand = self.truands.index(LOST, p * TRUANDS, p * TRUANDS + TRUANDS)
        self.truands[truand] = RESERVE
        events.append(Event("miracle", p, M_("{truand} comes back from the Cour des miracles."), "cards",
                            {"truand": truand}, None, self.voice))
        self.card_done(events)

    # -- after a card -----------------------------------------------------------------------------------------
    def card_done(self, events: list[Event]) -> None:
        """The card's effect is over: draw its replacement, then back to the turn."""
        if self.winners_ is not None:
            return
        self.draw_or_go_on(Drawing(self.current, 1, self.window), events)

    def draw_or_go_on(self, drawing: Drawing, events: list[Event]) -> None:
        """Wait for the card(s) of ``drawing`` (reshuffling the discard when the deck is empty), or go on when
        no card is left to draw."""
        if not sum(self.deck) and sum(self.discard):
            self.deck, self.discard = [a + b for a, b in zip(self.deck, self.discard)], [0] * len(self.discard)
            events.append(Event("reshuffle", None, M_("The discard is shuffled into a new deck."), "cards", None,
                                None, self.voice))
        if drawing.left and sum(self.deck):
            self.pending = drawing
        else:
            self.after_drawing(drawing, events)

    def draw(self, key: str, events: list[Event]) -> None:
        """A card comes from the deck into a hand: the drawer alone reads which; the others read that he drew."""
        drawing: Drawing = self.pending
        p = drawing.player
        self.deck[self.board.card_keys.index(key)] -= 1
        self.hands[p].append(key)
        others = tuple(q for q in range(len(self.names)) if q != p)
        events.append(Event("draw", p, M_("{player} draws a card."), "cards", {"player": p}, others, self.voice))
        events.append(Event("drawn", p, M_("{player} draws {card}."), "cards", {"player": p, "card": key}, (p,),
                            self.voice))
        self.draw_or_go_on(drawing._replace(left=drawing.left - 1), events)

    def after_drawing(self, drawing: Drawing, events: list[Event]) -> None:
        """Back to the game once ``drawing``'s cards are drawn."""
        if drawing.then == "setup":
            if drawing.player + 1 < len(self.names):
                return self.draw_or_go_on(Drawing(drawing.player + 1, HAND, "setup"), events)
            self.pending = self.first_setup()
        elif drawing.then == "before":
            self.pending = None
            if not self.movers(self.current):
                self.after_action(events)
        else:
            self.after_action(events)

    def after_action(self, events: list[Event]) -> None:
        """The turn's action is done: the player may still play a card (if he has played none, and did not place a
        truand), and ends his turn reordering his hand (« réorganiser sa main (même si l'on a choisi de juste
        placer un truand) »): ``Finish``. He is asked whenever he holds two cards (an order to choose) or may play
        one, judged from what everyone sees, even when none of his cards can be played on this board: what his hand
        holds is secret, and a turn that ended at once would tell everyone."""
        if self.winners_ is not None:
            return
        p = self.current
        self.pending = Finish(p)
        if len(self.hands[p]) < 2 and (not self.hands[p] or self.played or self.window == "placed"):
            self.turn_done(events)

    def end(self, order: tuple[int, ...], events: list[Event]) -> None:
        """« réorganiser sa main »: the player puts his hand in ``order`` (old places; none: as it is) and ends his
        turn (or, at the setup, his first placement). Nobody else reads the new order."""
        p = self.to_move
        if order:
            self.hands[p] = reordered(self.hands[p], order)
        self.turn_done(events)

    def check_last_purse(self, colour: str, events: list[Event]) -> None:
        """« La dernière bourse d'une des 3 couleurs est volée, on fini le tour en cours. »"""
        if not self.purses_left(colour) and not self.last_round:
            self.last_round = True
            events.append(Event("last-purse", None, M_("The last {colour} purse is taken: the game ends with this "
                                                       "turn."), "last-purse", {"colour": colour}, None, self.voice))
