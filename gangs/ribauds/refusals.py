"""Why a truand's or a figure's move is refused: the reason a player can act on (a truand not in Paris, a square
out of reach), named by the rule that forbids it, rather than the rule of the kind of move."""

from __future__ import annotations

from typing import Any

from ..kernel import Action, Refusal
from ..kernel.tell import M_
from .pending import Figure, Run, Setup
from .pieces import FIGURES, TRUANDS

Found = tuple[Refusal, dict[str, Any]] | None
"""A refusal and the facts its reason names (players and truands as indices, squares as numbers, a figure or a
card by its key: ``tell.RibaudsNarrator`` words them when the refusal is read), or None (nothing wrong found
here)."""


class RefusalRules:
    """The refusals of moves, as a mixin of the State (``refusal`` asks ``refusal_of_move`` first)."""

    __slots__ = ()

    def refusal_of_move(self, action: Action) -> Found:
        """The reason ``action`` (a placement, a purse taken, a step, a run or a figure's move) cannot be played
        now, or None when nothing here forbids it (it may still be refused as not listed)."""
        kind, args = action.kind, action.args
        if kind in ("take", "step"):
            return self._truand_refusal(kind, args)
        if kind == "run" and type(self.pending) is Run and args and isinstance(args[0], int):
            running = self.pending
            if args[0] not in self.runs(running):
                return (Refusal("path", M_("square {at} is not at the end of a path of {steps} squares from "
                                           "square {start}, never twice through a square")),
                        {"at": args[0], "steps": running.steps, "start": self.truands[running.truand]})
        if kind == "figure" and type(self.pending) is Figure and args and isinstance(args[0], int):
            figure = self.pending.figure
            if args[0] not in self.figure_moves(figure):
                return (Refusal("figure", M_("{figure} cannot reach square {at}: he moves 2 squares {way}, from "
                                             "square {start}")),
                        {"figure": figure, "at": args[0], "start": self.figures[FIGURES.index(figure)],
                         "way": self.board.figure_steps[figure]})
        if kind == "place" and args and isinstance(args[0], int) and (self.pending is None or
                                                                       type(self.pending) is Setup):
            return self.placement_refusal(args[0])
        return None

    def placement_refusal(self, square: int) -> Found:
        """Why a truand cannot be placed on ``square`` now: after a card played before the action (the turn is then
        the « série d'actions » with a truand in Paris), off the edge of the map, or on a truand; or None."""
        if self.played:
            return Refusal("turn", M_("after a card, this turn is acting with a truand in Paris, not placing one")), {}
        return self.edge_refusal(square)

    def edge_refusal(self, square: int) -> Found:
        """« placer un nouveau truand sur l'une des cases périphériques »: why ``square`` takes no new truand."""
        if square not in self.layout.periphery:
            return Refusal("place", M_("square {at} is not a street on the edge of the map")), {"at": square}
        if square in self.truands:
            return Refusal("place", M_("a truand already stands on square {at}")), {"at": square}
        return None

    def _truand_refusal(self, kind: str, args: tuple) -> Found:
        """A purse taken or a step by a truand that cannot play, or a step out of reach."""
        if not args or not isinstance(args[0], int) or self.pending is not None:
            return None
        number = args[0]
        found = self.truand_fault(number)
        if found is not None:
            return found
        at = self.truands[self.to_move * TRUANDS + number - 1]
        if kind == "take" and not self.purses[at]:
            return Refusal("take", M_("there is no purse left on square {at}")), {"at": at}
        if kind == "step" and len(args) > 1 and args[1] not in self.layout.neighbours(at):
            return (Refusal("no-purse", M_("square {at} is not next to {truand}, on square {start}")),
                    {"at": args[1], "truand": self.to_move * TRUANDS + number - 1, "start": at})
        return None

    def truand_fault(self, number: int) -> Found:
        """Why the player to move's truand ``number`` cannot play now: no such truand, not in Paris, or not the
        one that plays this turn (« on ne peut jouer qu'un seul des truands en place à son tour »); or None."""
        if not 1 <= number <= TRUANDS:
            return (Refusal("take", M_("a band's truands are numbered 1 to 3, not {number}")),
                    {"number": number})
        truand = self.to_move * TRUANDS + number - 1
        if self.truands[truand] < 0:
            return Refusal("turn", M_("{truand} is not in Paris")), {"truand": truand}
        if self.actor >= 0 and truand != self.actor:
            return Refusal("take", M_("one truand plays a turn, and this turn it is {truand}")), {"truand": self.actor}
        return None
