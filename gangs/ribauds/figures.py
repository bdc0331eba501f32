"""The three figures: the Sergent, the Roi des truands and the Prévôt, moved 2 squares by a purse's colour."""

from __future__ import annotations

from itertools import product

from ..kernel import Event
from ..kernel.tell import M_, Mn_
from .pending import Racket
from .pieces import COLOURS, FIGURES, LOST, RESERVE, TRUANDS
from .routes import endpoints


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
        events.append(Event("figure", p, M_("{player} moves {figure} to {square}."), "figure",
                            {"figure": figure, "frm": frm, "to": square, "player": p, "square": square}, None,
                            self.voice))
        caught = tuple(t for t, at in enumerate(self.truands) if at == square)
        if not caught:
            return self.figure_done(events)
        if self.layout.squares[square].kind == "habitation" and figure != "roi":
            events.append(Event("refuge", p, M_("{figure} can do nothing in a habitation."), "refuge",
                                {"figure": figure}, None, self.voice))
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
            events.append(Event("sergent", owner, M_("The Sergent takes {truand} away."), "sergent",
                                {"truand": truand}, None, self.voice))
            band = self.truands[owner * TRUANDS:owner * TRUANDS + TRUANDS]
            if all(at == LOST for at in band):
                last.append(owner)
            elif RESERVE in band:
                self.must_place[owner] = 1
        if last:
            events.append(Event("last-truand", None, Mn_("{players} has no truand left: the game stops.",
                                                         "{players} have no truand left: the game stops."),
                                "last-truand", {"players": tuple(last), "n": len(last)}, None, self.voice))
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
        events.append(Event("racket", owner, M_("The Roi des truands rackets {player}: {purses}."), "roi",
                            {"player": owner, "counts": counts, "purses": counts}, None, self.voice))

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
            events.append(Event("prevot", owner, M_("The Prévôt takes {player}'s truand: {player}'s band is out of "
                                                    "the game."), "prevot-end", {"player": owner}, None,
                                self.voice))
        self.end_game(events)
