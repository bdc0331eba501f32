"""The position of a game of La Street, and its rules: one method per rule of the rulebook."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Mapping

from ..kernel import CHANCE, D6, Action, Event, Fields, State
from ..kernel.deal import deal_unseen
from ..kernel.tell import M_
from .asked import AskedFlow
from .awaited import AwaitedRules
from .board import PLACE_BASE, Board
from .brawl import BrawlRules
from .evaluation import evaluation
from .karma import KarmaRules
from .legality import LegalityRules
from .pending import RECORDS, Pending
from .places import PlaceRules
from .squares import SquareRules
from .tell import NARRATOR, euros, spoken
from .turn import TurnRules

if TYPE_CHECKING:
    from .game import StreetGame


class StreetState(AwaitedRules, AskedFlow, TurnRules, PlaceRules, SquareRules, KarmaRules, BrawlRules, LegalityRules,
                  State):
    """A position of La Street.

    Readable by name: ``position(p)`` (a square number, or the name of a special place),
    ``money(p)``, ``properties(p)``, ``hand(p)``, ``turn``, ``current`` (whose turn it is) and
    ``to_move`` (who decides now: another player than ``current`` when a Balance may be played,
    when a freed prisoner picks his way out, or when a proposal to stop the game is put to him).
    ``phase`` names the decision that comes next and ``pending`` what it needs (a record of
    ``pending.py``, or None).

    The fields, as the kernel copies and saves them: ``pos`` (a square, or a place's code from
    ``PLACE_BASE``), ``money_``, ``skip`` (turns still to miss), ``back_to`` (the square a pawn
    held at the Commissariat or the Hôpital restarts from; -1: the place's exit), ``arrested`` (the square a
    prisoner was sent to Prison from, past which no way out of Prison leads; -1: none) and ``hands`` (kept
    Karma cards), one per player; ``house_owner`` (Maisons 1 to 6; index 0 unused) and
    ``terrain_owner`` (-1: nobody); ``deck`` and ``discard``, the count of each card of
    ``board.cards`` in the pile and aside; ``current``, ``turn_``, ``phase``, ``pending``;
    ``refused_round`` (the round of the last refused proposal to stop, 0: none); ``last_roll`` (the
    face of the die rolled last, 0: none yet, for the drawing); ``result`` (the
    winners, once over) and ``boss``. Fixed for the match: ``board`` and ``cache`` (its actions,
    shared by every copy).
    """

    FIELDS = Fields(const=("game", "board", "names", "options", "cache", "voice"),
                    value=("current", "turn_", "phase", "pending", "terrain_owner", "refused_round", "last_roll",
                           "result", "boss"),
                    lists=("pos", "money_", "skip", "back_to", "arrested", "house_owner", "deck", "discard"),
                    nested=("hands",),
                    records=RECORDS)
    __slots__ = FIELDS.all

    def __init__(self, game: "StreetGame", board: Board, names: tuple[str, ...], options: Mapping[str, Any]) -> None:
        self.game, self.board, self.names, self.options = game, board, names, options
        n = len(names)
        self.pos = [0] * n                                   # « le place sur la case Parking — Départ »
        self.money_ = [0] * n                                # « chaque joueur commence avec 0 € »
        self.skip = [0] * n
        self.back_to = [-1] * n                              # -1: leave a place by its own exit
        self.arrested = [-1] * n                             # -1: not in Prison (or no square to cap the exit)
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.house_owner = [-1] * 7                          # houses 1..6; index 0 unused
        self.terrain_owner = -1
        self.deck = [card.count for card in board.cards]     # the pile, as counts: draws are chance
        self.discard = [0] * len(board.cards)
        self.current, self.turn_ = 0, 1
        self.phase: str = "turn"
        self.pending: Pending | None = None
        self.refused_round = 0
        self.last_roll = 0
        self.result: tuple[int, ...] | None = None
        self.boss: int | None = None
        self.cache: dict = {}
        self.voice = None                                    # what words the events: StreetGame.initial_state's

    # -- the options ----------------------------------------------------------------------------
    @property
    def mode(self) -> str:
        """``normal`` (RIP sends to the Cimetière) or ``fast`` (RIP only costs a turn)."""
        return self.options["mode"]

    @property
    def max_turns(self) -> int | None:
        """The round after which the game is stopped, or None."""
        return self.options["max_turns"]

    @property
    def stop_from(self) -> int:
        """The round from which a player may propose to stop the game by agreement: the option ``stop_from``, or
        by default the board file's (« Si la partie dure trop longtemps »: 30 on the standard board)."""
        chosen = self.options["stop_from"]
        return self.board.stop_from if chosen is None else chosen

    @property
    def karma_return(self) -> str:
        """``discard`` (used Karma cards wait for the pile to run out) or ``pile`` (back at once)."""
        return self.options["karma_return"]

    # -- reading the table ----------------------------------------------------------------------
    @property
    def turn(self) -> int:
        """The round being played, 1 for the first."""
        return self.turn_

    @property
    def players(self) -> int:
        """How many players."""
        return len(self.names)

    def position(self, player: int) -> int | str:
        """Where ``player``'s pawn is: a square number, or the name of a special place."""
        where = self.pos[player]
        return self.board.place_by_code[where].name if where >= PLACE_BASE else where

    def money(self, player: int) -> int:
        """``player``'s money, in euros."""
        return self.money_[player]

    def properties(self, player: int) -> list[str]:
        """The Property cards ``player`` holds: 'Maison 3 (Loft)', 'Terrain'."""
        owned = [f"Maison {h} ({self.board.squares[sq].name})"
                 for h, sq in sorted(self.board.house_squares.items()) if self.house_owner[h] == player]
        return owned + (["Terrain"] if self.terrain_owner == player else [])

    def hand(self, player: int) -> list[str]:
        """The Karma cards ``player`` keeps (Balance, Avocat), by name."""
        cards = self.board.cards
        return [cards[self.board.card_index[key]].name for key in self.hands[player]]

    def players_at(self, position: int) -> list[int]:
        """The players whose pawn is on this square or place code."""
        return [p for p, where in enumerate(self.pos) if where == position]

    def owner(self, property: str) -> int | None:
        """Who owns a property: ``"terrain"`` or ``"house 3"`` (Maison 3); None when nobody does."""
        words = property.lower().split()
        if words == ["terrain"]:
            owner = self.terrain_owner
        elif len(words) == 2 and words[0] in ("house", "maison") and words[1] in ("1", "2", "3", "4", "5", "6"):
            owner = self.house_owner[int(words[1])]
        else:
            raise ValueError(f"no property {property!r}: name 'terrain' or 'house 1' to 'house 6'")
        return None if owner < 0 else owner

    def sheet(self, player: int, viewer: int | None = None) -> dict[str, str]:
        """Money, where the pawn is, properties and kept cards, in words. The kept cards are face down: only
        their owner and the teacher (``viewer`` None) read them; any other viewer reads how many. In the language
        of the match the position belongs to, wherever it is asked (``tell.StreetNarrator.sheet``)."""
        with spoken(self):
            return NARRATOR.sheet(self, player, viewer)

    def summary_row(self) -> dict[str, int]:
        """La Street's own columns in ``gangs.analysis.simulate``'s rows: each player's Property cards
        (``properties <name>``: the Maisons and the Terrain) and the Karma cards he keeps (``cards <name>``)."""
        row: dict[str, int] = {}
        for p, name in enumerate(self.names):
            row[f"properties {name}"] = list(self.house_owner).count(p) + (self.terrain_owner == p)
            row[f"cards {name}"] = len(self.hands[p])
        return row

    @property
    def pile_size(self) -> int:
        """How many Karma cards are left in the pile."""
        return sum(self.deck)

    # -- the kernel's interface ---------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        phase = self.phase
        if phase == "turn":                                   # the two most frequent phases first
            return self.current
        if phase == "die":
            return CHANCE
        if phase in _CURRENT_DECIDES:
            return self.current
        if phase in _CHANCE_PHASES:
            return CHANCE
        if phase == "balance":
            return self.pending.asked[0]
        if phase == "exit":
            return self.pending.player
        if phase == "agree":
            return self.pending.asked[0]
        return None

    def legal_actions(self) -> list[Action]:
        maker = _LEGAL.get(self.phase)
        return maker(self) if maker else []

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        if self.phase == "die" or self.phase == "bagarre":
            return D6.outcomes
        if self.phase == "draw":
            total = sum(self.deck)
            draws = self.cache["draws"]
            return [(draws[i], count / total) for i, count in enumerate(self.deck) if count]
        return []

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        kind = action.kind
        if (kind == "give" or kind == "buy") and self.is_trade(action):
            self.trade(action, events)
        else:
            _APPLY[self.phase](self, action, events)
        return events

    def returns(self) -> list[float]:
        if self.result is None:
            return [0.0] * len(self.names)
        return [1.0 if p in self.result else 0.0 for p in range(len(self.names))]

    def winners(self) -> list[int]:
        return list(self.result) if self.result is not None else []

    def scores(self) -> list[float]:
        return list(self.money_)

    def considered(self, legal: list[Action]) -> list[Action]:
        """A computer player weighs every action but a gift of money: « négocier » is between people (a gift buys
        a promise, a vote, a way out of Prison), and a program that cannot negotiate would give for nothing, its
        evaluation moved by a few hundredths."""
        kept = [action for action in legal if action.kind != "give"]
        return kept or legal

    def evaluation(self, player: int) -> float:
        """How well ``player`` stands, from 0 (lost) to 1 (won), for the computer players: the turns his pawn
        still needs to reach the finish (« le premier joueur qui arrive [...] a gagné »), with his money, his
        Maisons (ways out of Prison), the Terrain and his kept cards counted in turns of that race, against the
        best of the others'; and, as a stopped game nears, his money against the richest other's
        (``gangs.street.evaluation``)."""
        return evaluation(self, player)

    def observation(self, player: int) -> dict[str, Any]:
        """What ``player`` sees: the others' kept cards are counted, not shown (« une Balance discrète »),
        and the pile only by its size (its contents would tell the hands)."""
        data = self.to_dict()
        data["hands"] = [list(h) if p == player else len(h) for p, h in enumerate(self.hands)]
        data["deck"] = sum(self.deck)
        if self.phase == "balance" and self.options["balance_question"] == "holders":
            data["pending"]["asked"] = self._known_holders(player)
        return data

    def _known_holders(self, player: int) -> list[int]:
        """Of the holders of a Balance still to be asked about a heist (``balance_question='holders'``), those
        ``player`` knows of: the one asked now (whose turn to answer everyone sees) and himself; the others'
        Balances stay « discrètes ». When every other player is asked, who is asked tells nothing: none."""
        if self.options["balance_question"] != "holders":
            return []
        asked = self.pending.asked
        return [q for q in asked if q == asked[0] or q == player]

    def resample(self, player: int, rng: random.Random) -> "StreetState":
        """A copy of this position that ``player`` cannot tell from it: the others' kept cards and the pile dealt
        again at random from the Karma cards he cannot see (his own hand and the discard are kept), the unseen
        cards put in order before the shuffle, so that the deal depends on what he may know only. During a heist,
        with ``balance_question='holders'`` the holder asked about it now (everyone sees his turn to answer) keeps
        a Balance, so that the twin is a position the rules go on from; when every other player is asked, who is
        asked is the same in every deal."""
        twin = self.clone()
        keys = [card.key for card in self.board.cards]
        known = self._known_holders(player) if self.phase == "balance" else []
        twin.hands, twin.deck = deal_unseen(self.hands, self.deck, keys, player, rng,
                                            {q: ["balance"] for q in known if q != player})
        if known:
            n, asked = len(self.hands), self.pending.asked[0]
            after = [(asked + i) % n for i in range(1, (self.current - asked) % n)]
            twin.pending = type(self.pending)((asked, *(q for q in after if "balance" in twin.hands[q])))
        return twin

    def __repr__(self) -> str:
        who = ", ".join(f"{n}@{self.position(p)} {euros(self.money_[p])}" for p, n in enumerate(self.names))
        return f"<StreetState turn {self.turn_} {self.phase}: {who}>"

    # -- helpers for the rules ------------------------------------------------------------------------
    def _say(self, events: list[Event], kind: str, concerns: int | None, message: str | tuple[str, str], rule: str,
             **facts: Any) -> None:
        """Tell ``events`` what happened to the player it ``concerns`` (None: nobody in particular): its ``message``
        (marked ``M_``: its fields are facts) and its ``facts``, worded when read by the match's voice
        (``tell.StreetNarrator``)."""
        events.append(Event(kind, concerns, message, rule, facts, None, self.voice))

    def _pay_bank(self, player: int, amount: int) -> int:
        """Take up to ``amount`` from ``player`` (never below 0); return what was paid."""
        paid = min(amount, self.money_[player])
        self.money_[player] -= paid
        return paid

    def _transfer(self, payer: int, payee: int, amount: int) -> int:
        """Move up to ``amount`` from ``payer`` to ``payee`` (never below 0); return what was paid."""
        money = self.money_
        paid = amount if amount <= money[payer] else money[payer]
        money[payer] -= paid
        money[payee] += paid
        return paid

    def _pay(self, p: int, amount: int, events: list[Event], rule: str, square: int | None = None) -> None:
        """``p`` pays the bank ``amount`` or all he has (house rule ``no-debt``), and it is told (after the name
        of the ``square`` that asks it, if any)."""
        paid = self._pay_bank(p, amount)
        if paid == amount:
            text = _PAYS[square is not None]
        elif paid:
            text, rule = _PAYS_ALL_LEFT[square is not None], "no-debt"
        else:
            text, rule = _PAYS_NOTHING[square is not None], "no-debt"
        if square is None:
            self._say(events, "pay", p, text, rule, player=p, amount=paid)
        else:
            self._say(events, "pay", p, text, rule, player=p, amount=paid, name=square)

    def _pay_player(self, payer: int, payee: int, amount: int, events: list[Event], rule: str) -> None:
        """``payer`` gives ``payee`` ``amount`` or all he has, and it is told."""
        paid = self._transfer(payer, payee, amount)
        if paid:
            text = M_("{giver} gives {amount} to {receiver}.")
        else:
            text, rule = M_("{giver} has nothing to give {receiver}."), "no-debt"
        self._say(events, "pay", payer, text, rule, giver=payer, receiver=payee, to=payee, amount=paid)


_PAYS = {False: M_("{player} pays {amount}."), True: M_("{name}: {player} pays {amount}.")}
_PAYS_ALL_LEFT = {False: M_("{player} pays everything left, {amount} (no debts)."),
                  True: M_("{name}: {player} pays everything left, {amount} (no debts).")}
_PAYS_NOTHING = {False: M_("{player} has nothing to pay (no debts)."),
                 True: M_("{name}: {player} has nothing to pay (no debts).")}
"""What a payment to the bank is told as: all of it, all that is left, nothing (by whether a square asks it,
named first)."""
_CURRENT_DECIDES = frozenset({"after", "buy_house", "terrain", "heist", "evasion", "momo", "target"})
_CHANCE_PHASES = frozenset({"die", "draw", "bagarre"})
_APPLY = {phase: getattr(StreetState, "_on_" + phase) for phase in
          ("turn", "after", "die", "draw", "bagarre", "buy_house", "terrain", "heist", "balance", "evasion",
           "momo", "target", "exit", "agree")}
_LEGAL = {phase: getattr(StreetState, "_legal_" + phase) for phase in
          ("turn", "after", "buy_house", "terrain", "heist", "balance", "evasion", "momo", "target", "exit",
           "agree")}
