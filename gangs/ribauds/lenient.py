"""The reading ``lenient`` of Les Ribauds: the rules as the code of 24a9e53 played them, before issue 26, so that the
records written then load and replay exactly (house rule ``lenient``; option ``reading``).

What it keeps, each where the printed reading (``state.py``, ``cards.py``, ``thieves.py``) has its own rule:

- up to three cards a turn, priced by how many were played before them (free, 1 écu, 2 écus), named without a
  place (``card cavale 2 15``), before the action, after it, and after a placement; the hand has no order, and the
  turn ends with ``end`` alone;
- a card moves any truand of the player in Paris (no truand binds the turn), and after a card a truand may still
  be placed; a player with no truand in Paris may play a card before placing one;
- Échange swaps with the lowest-numbered enemy truand on the square, naming nobody;
- the purses of the packaged board are worth 2 (grey), 3 (violet) and 4 (brown) points;
- the last purse of a colour ends the game at the end of the round;
- a purse stolen after a one-square step moves no figure;
- the Sergent's victim places his new truand as his next action, even in the turn the Sergent took it, and that
  placement ends his turn.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any

from ..kernel import Action, Event, Refusal
from ..kernel.tell import M_
from .board import Board
from .card_refusals import Found
from .cards import COSTS, PLAYS, card_aim
from .pending import Drawing, Finish, Rob, Setup
from .pieces import TRUANDS
from .state import RibaudsState

VALUES = {"grey": 2, "violet": 3, "brown": 4}
"""The purses' worth in the ``board.toml`` of 24a9e53, a house choice of that version (the rulebook prints no
worth, only how far each purse moves a figure): grey 2, violet 3, brown 4 (a teacher's board keeps the values it
writes)."""
_BOARDS: dict[int, tuple[Board, Board]] = {}
"""Each board's lenient copy, by the board's id (kept with the board it was made from)."""


def lenient_board(board: Board) -> Board:
    """The packaged ``board`` with the purses' worth of 24a9e53 (``VALUES``), made once per board."""
    found = _BOARDS.get(id(board))
    if found is None or found[0] is not board:
        found = _BOARDS[id(board)] = (board, replace(board, value=dict(VALUES)))
    return found[1]


@lru_cache(maxsize=None)
def counted_card_play(key: str, place: int, player: int, number: int, there: int, other: int) -> Action:
    """The play of card ``key`` by ``player``, named without a place (``card planque 1 35``), with what
    ``cards.card_aim`` says of it (its price, the next card's this turn, is said by its label); made once per
    play. Made from ``cards.card_play``'s arguments, but for the ``place`` and the ``other`` player, never named."""
    args, targets, piece = card_aim(key, player, number, there, 0)
    return Action("card", key, *args, targets=targets, piece=piece)


END = Action("end")
"""Ending the turn (``end``)."""


PLACE_NAMED = Refusal("lenient", M_("in the reading lenient a card is named without a place, as in card cavale 2 15"))
NO_ORDER = Refusal("lenient", M_("in the reading lenient the hand has no order: the turn ends with end alone"))
ALL_PLAYED = Refusal("lenient", M_("three cards a turn at most, and {player} has played them"))
"""The refusals of this reading's own: a card named by its place, ``end`` with an order, a fourth card."""


class LenientState(RibaudsState):
    """A position of Les Ribauds played with ``reading="lenient"``: the fields of ``RibaudsState`` (``actor`` stays
    -1, ``played`` counts up to 3 cards), the rules of 24a9e53 where they differ (the module's list)."""

    FIELDS = RibaudsState.FIELDS
    __slots__ = ()

    make_card = staticmethod(counted_card_play)
    """A play of a card is named without a place, at the price of the next card this turn (``counted_card_play``)."""

    # -- what may be played ----------------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """« A son tour un joueur peut » place a truand or act with one, and « jouer une de ses 3 cartes action à
        tout moment de son tour »: before the action every placement, purse and step with any card, once it is
        done a card or ``end``; the rest as printed."""
        pending = self.pending
        if self.winners_ is None and pending is None and not self.sergent_placement():
            p = self.current
            return self.placements(p) + self.truand_moves(self.band(p)) + self.card_actions(p)
        if self.winners_ is None and type(pending) is Finish:
            return self.card_actions(pending.player) + [END]
        return super().legal_actions()

    def sergent_placement(self) -> bool:
        """« au tour suivant, son propriétaire placera un nouveau pion »: his next action is that placement, also
        in the turn the Sergent took his truand."""
        return self.pending is None and bool(self.must_place[self.current])

    def card_actions(self, p: int) -> list[Action]:
        """« la 1ère, de sa main ne coûte rien, la 2ème 1 écu, la 3ème 2 écus », read as the first, second and third
        card played in one turn: every play of a card of ``p``'s hand at the price of the next one."""
        if self.played >= len(COSTS) or self.ecus[p] < COSTS[self.played]:
            return []
        actions: list[Action] = []
        for key in sorted(set(self.hands[p])):
            actions += getattr(self, PLAYS[key])(p)
        return actions

    def plays_echange(self, p: int) -> list[Action]:
        """Échange: one of ``p``'s truands swaps places with an enemy truand next to it, naming nobody."""
        enemies = {at for u, at in enumerate(self.truands) if u // TRUANDS != p}
        return [self.card("echange", p, t % TRUANDS + 1, there)
                for t in self.band(p) for there in self.layout.neighbours(self.truands[t]) if there in enemies]

    # -- playing -----------------------------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        if action.kind != "card":
            return super()._apply(action)
        events: list[Event] = []
        key, p = action.args[0], self.to_move
        price = COSTS[self.played]
        self.hands[p].remove(key)
        self.card_played(p, key, price, action.args[1:], events)
        return events

    def bind(self, truand: int) -> None:
        """No truand binds the turn: a card moves any of the player's truands in Paris."""

    def running_colour(self, robbing: Rob, colour: str) -> str:
        """After a one-square step no figure moves, even when the truand robs a purse and runs on."""
        return robbing.colour

    def after_placing(self, p: int, rule: str, events: list[Event]) -> None:
        """A placement by choice leaves the cards of the turn to play; the setup's and the one after the Sergent
        end the turn."""
        if rule == "place":
            self.after_action(events)
        else:
            self.turn_done(events)

    def after_drawing(self, drawing: Drawing, events: list[Event]) -> None:
        """After a card played before the action, the player chooses his action (a placement, a purse, a step or
        another card)."""
        if drawing.then == "before":
            self.pending = None
        else:
            super().after_drawing(drawing, events)

    def after_action(self, events: list[Event]) -> None:
        """The action is done: a player who may still play a card (cards in hand, fewer than three played, écus for
        the next one's price) is asked (a card or ``end``), else the turn ends."""
        if self.winners_ is not None:
            return
        p = self.current
        self.pending = Finish(p)
        if not self.hands[p] or self.played >= len(COSTS) or self.ecus[p] < COSTS[self.played]:
            self.turn_done(events)

    def check_last_purse(self, colour: str, events: list[Event]) -> None:
        """« La dernière bourse d'une des 3 couleurs est volée, on fini le tour en cours. », the « tour » read as the
        round: it is played out."""
        if not self.purses_left(colour) and not self.last_round:
            self.last_round = True
            events.append(Event("last-purse", None, M_("The last {colour} purse is taken: this round is the last."),
                                "last-purse", {"colour": colour}, None, self.voice))

    def turn_done(self, events: list[Event]) -> None:
        """The next player's turn (the setup's placements first); after the last purse of a colour the game ends
        when the round does."""
        if self.winners_ is not None:
            return
        setup = type(self.pending) is Setup
        if setup and self.pending.player + 1 < len(self.names):
            self.pending = Setup(self.pending.player + 1)
            return
        self.pending, self.played = None, 0
        if setup:
            self.current = 0
            return
        self.next_player(events)

    def ends_with_round(self) -> bool:
        """After the last purse of a colour, the game ends with the round."""
        return self.last_round

    # -- why not -----------------------------------------------------------------------------------------------
    def refusal(self, action: Action) -> tuple[Refusal, dict[str, Any]] | None:
        """As printed, but for ``end`` with an order, which this reading does not know."""
        if action.kind == "end" and action.args and type(self.pending) is Finish:
            return NO_ORDER, {}
        return super().refusal(action)

    def placement_refusal(self, square: int) -> Found:
        """A placement may follow a card: only the square can be wrong."""
        return self.edge_refusal(square)

    def refusal_of_card(self, action: Action) -> Found:
        """Why the card play ``action`` cannot be played now: a place named, a card not in hand, no card now, three
        played, the next one's price, or what it aims at; None when it can."""
        if action in self.legal_actions():
            return None
        args, p = action.args, self.to_move
        if not args or not isinstance(args[0], str):
            return PLACE_NAMED, {}
        key = args[0]
        if key not in self.hands[p]:
            return Refusal("cards", M_("{typed!r} is not a card of {player}'s hand")), {"typed": key, "player": p}
        if self.sergent_placement():
            return Refusal("sergent", M_("after the Sergent took a truand, this turn is placing a new one")), {}
        if self.played >= len(COSTS):
            return ALL_PLAYED, {"player": p}
        if self.ecus[p] < COSTS[self.played]:
            return (Refusal("cards", M_("a card number {number} this turn costs {price} écu(s); {player} has "
                                        "{ecus}")),
                    {"number": self.played + 1, "price": COSTS[self.played], "ecus": self.ecus[p], "player": p})
        return self._card_target(key, args[1:]) or self.no_play(key, action)
