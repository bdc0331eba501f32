"""The three figures: the Sergent, the Roi des truands and the Prévôt, moved 2 squares by a purse's colour."""

from __future__ import annotations

from itertools import product

from ..kernel import Event
from ..kernel.lang import plural_translator, translator
from .pending import Racket
from .routes import endpoints
from .words import (
    COLOURS,
    FIGURES,
    LOST,
    RESERVE,
    TRUANDS,
    capitalized,
    figure_words,
    of_player,
    owned_truand,
    purse_counts,
    square_words,
)

_ = translator("ribauds")
n_ = plural_translator("ribauds")


class FigureRules:
    """The rules of the figures, as a mixin of the State."""

    __slots__ = ()

    def figure_moves(self, figure: str) -> tuple[int, ...]:
        """Where ``figure`` may stop: 2 squares as it steps, through habitations (« un personnage, lui se
        déplace toujours de 2 cases même si la 1ère empruntée est une habitation »)."""
        at = self.figures[FIGURES.index(figure)]
        return endpoints(self.layout, at, 2, self.board.figure_steps[figure], False)

    def move_figure(self, square: int, events: list[Event]) -> None:
        """« déplacer le pion personnage, de la même couleur, de 2 cases », then what it does where it stops."""
        p, figure = self.pending.player, self.pending.figure
        frm = self.figures[FIGURES.index(figure)]
        self.figures[FIGURES.index(figure)] = square
        text = _("{player} moves {figure} to {square}.").format(player=self.names[p], figure=figure_words(figure),
                                                                square=square_words(self.layout, square))
        events.append(Event("figure", p, text, "figure", {"figure": figure, "frm": frm, "to": square}))
        caught = tuple(t for t, at in enumerate(self.truands) if at == square)
        if not caught:
            return self.figure_done(events)
        if self.layout.squares[square].kind == "habitation" and figure != "roi":
            text = _("{figure} can do nothing in a habitation.").format(figure=figure_words(figure))
            events.append(Event("refuge", p, capitalized(text), "refuge", {"figure": figure}))
            return self.figure_done(events)
        getattr(self, figure)(caught, events)

    def sergent(self, caught: tuple[int, ...], events: list[Event]) -> None:
        """« le pion "Sergent" arrive sur une case occupée par un pion, ce dernier est retiré du jeu. au tour
        suivant, son propriétaire placera un nouveau pion sur une case périphérique et attendra le tour suivant
        pour reprendre le jeu. » and « Le dernier truand d'un joueur est pris par le Sergent, la partie s'arrête
        immédiatement. »"""
        last = []
        for truand in caught:
            owner = truand // TRUANDS
            self.truands[truand] = LOST
            text = _("The Sergent takes {truand} away.").format(truand=owned_truand(self.names[owner],
                                                                                    truand % TRUANDS + 1))
            events.append(Event("sergent", owner, text, "sergent", {"truand": truand}))
            band = self.truands[owner * TRUANDS:owner * TRUANDS + TRUANDS]
            if all(at == LOST for at in band):
                last.append(owner)
            elif RESERVE in band:
                self.must_place[owner] = 1
        if last:
            text = n_("{players} has no truand left: the game stops.", "{players} have no truand left: the game "
                      "stops.", len(last)).format(players=_(" and ").join(self.names[q] for q in last))
            events.append(Event("last-truand", None, text, "last-truand"))
            return self.end_game(events)
        self.figure_done(events)

    def roi(self, caught: tuple[int, ...], events: list[Event]) -> None:
        """« le pion "Roi des truands" arrive sur une case occupée par un pion, son propriétaire doit se défausser
        de un ou plusieurs jetons butin d'une valeur égale ou supérieure à 6, si un joueur n'a pas assez, il donne
        tout ce qu'il a sans autre pénalité. » Each owner chooses his purses (when he has a choice)."""
        owners = tuple(sorted({t // TRUANDS for t in caught}))
        self.racket_next(self.pending.player, owners, self.pending.card, events)

    def racket_next(self, player: int, owners: tuple[int, ...], card: bool, events: list[Event]) -> None:
        """Settle the racket of each of ``owners`` in turn: at once when he has no choice, else he chooses."""
        for i, owner in enumerate(owners):
            choices = self.payments(owner)
            if len(choices) > 1:
                self.pending = Racket(player, owners[i:], card)
                return
            self.pay(owner, choices[0], events)
        self.pending = Racket(player, (), card)
        self.figure_done(events)

    def figure_done(self, events: list[Event]) -> None:
        """The figure has done what it does: back to the card that sent it, or to the end of the action."""
        if self.pending.card:
            self.card_done(events)
        else:
            self.after_action(events)

    def payments(self, owner: int) -> list[tuple[int, int, int]]:
        """The purses (grey, violet, brown counts) ``owner`` may give the Roi: every handful worth 6 or more from
        which no purse could be kept back; everything when the loot is worth less than 6."""
        held = tuple(self.loot[owner * 3:owner * 3 + 3])
        values = [self.board.value[c] for c in COLOURS]
        worth = lambda counts: sum(n * v for n, v in zip(counts, values))  # noqa: E731
        if worth(held) < 6:
            return [held]
        return [counts for counts in product(*(range(n + 1) for n in held)) if worth(counts) >= 6
                and all(worth(counts) - v < 6 for n, v in zip(counts, values) if n)]

    def pay(self, owner: int, counts: tuple[int, int, int], events: list[Event]) -> None:
        """``owner`` gives the Roi the purses ``counts`` (grey, violet, brown)."""
        for c, n in enumerate(counts):
            self.loot[owner * 3 + c] -= n
            self.spent[c] += n
        given = ", ".join(words for n, words in zip(counts, purse_counts(counts)) if n) or _("nothing (no purse)")
        text = _("The Roi des truands rackets {player}: {purses}.").format(player=self.names[owner], purses=given)
        events.append(Event("racket", owner, text, "roi", {"player": owner, "counts": counts}))

    def choose_payment(self, counts: tuple[int, int, int], events: list[Event]) -> None:
        """The racketed player's choice of purses."""
        racket: Racket = self.pending
        self.pay(racket.payer, counts, events)
        self.racket_next(racket.player, racket.victims[1:], racket.card, events)

    def prevot(self, caught: tuple[int, ...], events: list[Event]) -> None:
        """« le pion "Prévôt" arrive sur une case occupée par un pion, la partie est terminé pour ce joueur qui est
        éliminé » and « le Prévôt prend un truand d'un joueur, la partie s'arrête immédiatement, ce dernier est
        éliminé, seuls les autres truands comptent leur butin. »"""
        for owner in sorted({t // TRUANDS for t in caught}):
            self.out[owner] = 1
            text = _("The Prévôt takes {player}'s truand: {player}'s band is out of the game.").format(
                player=self.names[owner], of_player=of_player(self.names[owner]))
            events.append(Event("prevot", owner, text, "prevot-end", {"player": owner}))
        self.end_game(events)
