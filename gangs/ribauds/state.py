"""A position of Les Ribauds: the truands, the purses on the board and in the players' loot, the figures."""

from __future__ import annotations

import random
from typing import Any

from ..kernel import CHANCE, Action, Event, Fields, IllegalAction, Refusal, State
from ..kernel.deal import deal_unseen
from ..kernel.tell import M_, Mn_
from .actions import figure_action, place_action, run_action, steps_from, take_action
from .awaited import AwaitedRules
from .board import Board, Layout
from .card_refusals import CardRefusalRules
from .cards import CardRules
from .evaluation import evaluation
from .figures import FigureRules
from .hand import end_plays
from .pending import RECORDS, Drawing, Figure, Finish, Racket, Rob, Run, Setup
from .pieces import COLOURS, FIGURES, LOST, RESERVE, TRUANDS
from .refusals import RefusalRules
from .tell import sheet, tables
from .thieves import ThiefRules

KINDS = {"place": "place", "take": "take", "step": "no-purse", "run": "run", "rob": "theft", "figure": "figure",
         "pay": "roi", "card": "cards", "end": "hand"}
"""The kinds of action, and the rule that says when each is played."""
WAITS = {type(None): ("place", "take", "step", "card"), Setup: ("place",), Run: ("run",), Rob: ("rob",),
         Figure: ("figure",), Racket: ("pay",), Finish: ("card", "end"), Drawing: ()}
"""What each pending decision waits for."""
WAIT_RULE = {type(None): "turn", Setup: "setup", Run: "run", Rob: "theft", Figure: "figure", Racket: "roi",
             Finish: "hand", Drawing: "chance"}


class RibaudsState(AwaitedRules, ThiefRules, FigureRules, CardRules, CardRefusalRules, RefusalRules, State):
    """A position: ``truands`` (truand ``3p + t``'s square, or RESERVE / LOST), ``purses`` (the purses left on
    each square), ``loot`` (player ``p``'s grey, violet and brown purses at ``3p`` to ``3p + 2``), ``spent``
    (the grey, violet and brown purses given up to the Roi), ``ecus``,
    ``figures`` (the Sergent's, the Roi's and the Prévôt's squares), ``out`` (1 for a player the Prévôt
    eliminated), ``must_place`` (1 for a player whose next turn is placing a truand, after the Sergent),
    ``current``, ``pending`` (None: the current player chooses his action; else a record of ``pending.py``),
    ``last_round`` (the last purse of a colour is gone), ``winners_``. The cards: ``hands`` (each player's
    secret hand, card keys), ``deck`` and ``discard`` (how many of each card, in ``board.card_keys`` order:
    the deck's order is chance, drawn when a card is drawn), ``played`` (cards played this turn: 0 or 1),
    ``window`` (a card was played "before" the turn's action or "after" it; "placed": the turn placed a truand)
    and ``actor`` (the truand that plays this turn, -1 while none has). ``voice`` words its events when they are
    read (``tell.py``), shared by every copy."""

    FIELDS = Fields(const=("game", "names", "options", "board", "layout", "voice"),
                    value=("current", "turn_", "pending", "last_round", "winners_", "played", "window", "actor"),
                    lists=("truands", "purses", "loot", "spent", "ecus", "figures", "out", "must_place", "deck",
                           "discard"),
                    nested=("hands",), records=RECORDS)
    __slots__ = FIELDS.all

    board: Board
    layout: Layout

    @property
    def to_move(self) -> int | None:
        """Who decides now (the racketed player during a racket); None when the game is over."""
        if self.winners_ is not None:
            return None
        pending = self.pending
        if pending is None:
            return self.current
        kind = type(pending)
        if kind is Drawing:
            return CHANCE
        return pending.payer if kind is Racket else pending.player

    @property
    def turn(self) -> int:
        """The round being played, 1 for the first (the setup's placements included)."""
        return self.turn_

    # -- the decisions ------------------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """What the pending decision offers."""
        if self.winners_ is not None:
            return []
        pending, p = self.pending, self.to_move
        kind = type(pending)
        if kind is Drawing:
            return []
        if kind is Setup or self.sergent_placement():
            return self.placements(p)
        if kind is Finish:
            return self.card_actions(p) + end_plays(self.hands[p])
        if pending is None:
            movers = self.movers(p)
            actions = ([] if self.played else self.placements(p)) + self.truand_moves(movers)
            return actions + self.card_actions(p) if movers else actions
        if kind is Run:
            return [run_action(self.layout, pending.truand, there) for there in self.runs(pending)]
        if kind is Rob:
            return [Action("rob", victim + 1, colour, targets=(f"loot-{victim}-{colour}",))
                    for victim in pending.victims for c, colour in enumerate(COLOURS) if self.loot[victim * 3 + c]]
        if kind is Figure:
            return [figure_action(self.layout, pending.figure, there) for there in self.figure_moves(pending.figure)]
        return [Action("pay", *counts, targets=(f"loot-{pending.payer}-grey",))
                for counts in self.payments(pending.payer)]

    def truand_moves(self, movers: list[int]) -> list[Action]:
        """The purses taken and the one-square steps of the truands ``movers``."""
        actions, layout = [], self.layout
        for truand in movers:
            at = self.truands[truand]
            if self.purses[at]:
                actions.append(take_action(layout, truand, at))
            actions += steps_from(layout, truand, at)
        return actions

    def sergent_placement(self) -> bool:
        """« au tour suivant, son propriétaire placera un nouveau pion sur une case périphérique »: whether the
        player to choose his action must place a truand, and nothing else (not in a turn that played a card before
        its action: the Sergent took his truand during it, and he places at his next turn)."""
        return self.pending is None and bool(self.must_place[self.current]) and not self.played

    def placements(self, p: int) -> list[Action]:
        """Where ``p`` may place a truand from his reserve: an edge square with no truand on it."""
        if RESERVE not in self.truands[p * TRUANDS:p * TRUANDS + TRUANDS]:
            return []
        taken = set(self.truands)
        return [place_action(self.layout, square) for square in self.layout.periphery if square not in taken]

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """A card drawn from the deck: each card as likely as its copies left in it."""
        if type(self.pending) is not Drawing or self.winners_ is not None:
            return []
        total = sum(self.deck)
        return [(draw, n / total) for draw, n in zip(self.board.draws, self.deck) if n]

    def refusal(self, action: Action) -> tuple[Refusal, dict[str, Any]] | None:
        """Why ``action`` cannot be played now, with the facts its reason names; None when it can (checked
        against what is listed)."""
        if action.kind not in KINDS:
            return (Refusal("legal-actions", M_("Les Ribauds has no action {kind!r} ({kinds})")),
                    {"kind": action.kind, "kinds": ", ".join(KINDS)})
        kind = type(self.pending)
        if action.kind not in WAITS[kind]:
            return (Refusal(WAIT_RULE[kind], M_("{kind} is not a choice now ({choices})")),
                    {"kind": action.kind, "choices": tuple(WAITS[kind])})
        if action.kind == "card":
            return self.refusal_of_card(action)
        if self.sergent_placement() and action.kind != "place":
            return Refusal("sergent", M_("after the Sergent took a truand, this turn is placing a new one")), {}
        found = self.refusal_of_move(action)
        if found is not None:
            return found
        if action in self.legal_actions():
            return None
        rule = self.game.rules[KINDS[action.kind]]
        return (Refusal(rule.key, M_("{action} is not possible here: {rule}")),
                {"action": action.notation, "rule": rule.english})

    def card_named(self, action: Action) -> str | None:
        """The card a ``card`` action names (``card 2 planque 1 35`` or, typed without its place, ``card planque 1
        35``), or None."""
        args = action.args
        if action.kind != "card" or not args:
            return None
        if isinstance(args[0], str):
            return args[0]
        return args[1] if len(args) > 1 and isinstance(args[1], str) else None

    def accept_unlisted(self, action: Action) -> Action | None:
        """A card typed without its place (``card aumone``, as the notation was written before the hand had an
        order): the play of that card from its cheapest place, when it is legal."""
        if action.kind != "card" or not action.args or not isinstance(action.args[0], str):
            return None
        hand = self.hands[self.to_move] if self.to_move is not None and self.to_move >= 0 else []
        if action.args[0] not in hand:
            return None
        wanted = Action("card", hand.index(action.args[0]) + 1, *action.args).notation
        return next((legal for legal in self.legal_actions() if legal.notation == wanted), None)

    def why_illegal(self, action: Action) -> IllegalAction:
        """The refusal of ``action``, naming its rule, worded when read for the one who reads (« your hand » for
        the player who tried, his name for the others)."""
        refusal, facts = self.refusal(action) or (Refusal("legal-actions", M_("{action} is not legal now")),
                                                  {"action": action.notation})
        return refusal.error(facts, self.voice)

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        kind, args, p = action.kind, action.args, self.to_move
        if kind == "place":
            self.place(args[0], events)
        elif kind == "take":
            self.take(p * TRUANDS + args[0] - 1, events)
        elif kind == "step":
            self.step(p * TRUANDS + args[0] - 1, args[1], events)
        elif kind == "run":
            self.run(args[0], events)
        elif kind == "rob":
            self.rob(args[0] - 1, args[1], events)
        elif kind == "figure":
            self.move_figure(args[0], events)
        elif kind == "pay":
            self.choose_payment(tuple(args), events)
        elif kind == "card":
            self.play_card(args[0] - 1, args[1], args[2:], events)
        elif kind == "draw":
            self.draw(args[0], events)
        else:
            self.end(tuple(args), events)
        return events

    # -- the turn and the end -------------------------------------------------------------------------------
    def band(self, player: int) -> list[int]:
        """``player``'s truands on the board."""
        return [t for t in range(player * TRUANDS, player * TRUANDS + TRUANDS) if self.truands[t] >= 0]

    def turn_done(self, events: list[Event]) -> None:
        """The next player's turn (the setup's placements first); « La dernière bourse d'une des 3 couleurs est
        volée, on fini le tour en cours. »: the game ends with the thief's turn (« tour », here as everywhere
        in the rulebook, is one player's turn)."""
        if self.winners_ is not None:
            return
        pending = self.pending
        setup = type(pending) is Setup or (type(pending) is Finish and pending.setup)
        if setup and pending.player + 1 < len(self.names):
            self.pending = Setup(pending.player + 1)
            return
        self.pending, self.played, self.window, self.actor = None, 0, "before", -1
        if setup:
            self.current = 0
            return
        if self.last_round:
            events.append(Event("last-purse", None, M_("The game ends with {player}'s turn."), "last-purse",
                                {"player": self.current}, None, self.voice))
            return self.end_game(events)
        self.next_player(events)

    def next_player(self, events: list[Event]) -> None:
        """The turn passes to the next player who can play; when seat 0 comes round again, a new round begins,
        unless the game ends with the round (``ends_with_round``) or the round cap stops it; the game ends when
        nobody can play."""
        n = len(self.names)
        for _seat in range(n):
            self.current = (self.current + 1) % n
            if self.current == 0:
                if self.ends_with_round():
                    return self.end_game(events)
                if self.turn_ == self.options["max_turns"]:
                    events.append(Event("stop", None, M_("Round {round} is over: the game stops."), "stopped-game",
                                        {"round": self.turn_}, None, self.voice))
                    return self.end_game(events)
                self.turn_ += 1
            if not self.out[self.current] and self.can_play(self.current):
                return
        self.end_game(events)

    def ends_with_round(self) -> bool:
        """Whether the game ends when the round does: never as printed, where it ends with the thief's own turn
        (``turn_done``)."""
        return False

    def can_play(self, player: int) -> bool:
        """Whether ``player`` has something to do on his turn (a truand to move or to place)."""
        return bool(self.band(player)) or bool(self.placements(player))

    def end_game(self, events: list[Event]) -> None:
        """« Chaque truand compte alors son butin, + 5 pts par truand présent sur le plateau, - 5 pts pour chaque
        truand perdu. Le joueur le plus riche remporte la partie, en cas d'égalité, c'est celui qui possède le
        plus d'écus. » When the Prévôt has taken every band, nobody wins (house rule [prevot-all])."""
        self.pending = None
        scores = self.scores()
        alive = [p for p in range(len(self.names)) if not self.out[p]]
        if not alive:
            self.winners_ = ()
            events.append(Event("win", None, M_("The Prévôt has taken every band: nobody wins."), "prevot-all",
                                {"winners": (), "scores": scores}, None, self.voice))
            return
        best = max((scores[p], self.ecus[p]) for p in alive)
        self.winners_ = tuple(p for p in alive if (scores[p], self.ecus[p]) == best)
        winners = self.winners_
        events.append(Event("win", None, Mn_("{players} wins with {points} points.", "{players} win with {points} "
                                             "points."), "score",
                            {"winners": winners, "scores": scores, "players": winners, "points": best[0],
                             "n": len(winners)}, None, self.voice))

    def returns(self) -> list[float]:
        """1.0 for each winner, 0.0 for the others."""
        return [1.0 if p in (self.winners_ or ()) else 0.0 for p in range(len(self.names))]

    def scores(self) -> list[float]:
        """Each player's loot, + 5 a truand on the board, - 5 a truand lost (an eliminated player counts 0)."""
        found = []
        for p in range(len(self.names)):
            band = self.truands[p * TRUANDS:p * TRUANDS + TRUANDS]
            points = self.loot_points(p) + 5 * sum(at >= 0 for at in band) - 5 * band.count(LOST)
            found.append(0.0 if self.out[p] else float(points))
        return found

    def evaluation(self, player: int) -> float:
        """How well ``player`` stands, from 0 (lost) to 1 (won), for the computer players: his score (loot, + 5 a
        truand in Paris, - 5 a truand lost), his écus and the truands he may still place, less what the Sergent,
        the Roi and the Prévôt threaten where they stand, against the best other player's
        (``gangs.ribauds.evaluation``)."""
        return evaluation(self, player)

    # -- what the table shows -------------------------------------------------------------------------------
    def sheet(self, player: int, viewer: int | None = None) -> dict[str, str]:
        """A player's loot, écus, band and cards: their names in the order of his hand for ``player`` himself and
        the teacher (``viewer`` None), how many for anyone else (the hand and its order are secret); worded by
        ``tell.sheet``."""
        return sheet(self, player, viewer)

    def tables(self) -> dict[str, tuple[tuple[str, ...], list[tuple]]]:
        """The loot of each player, the purses left by colour, the truands lost (``tell.tables``)."""
        return tables(self)

    def summary_row(self) -> dict[str, Any]:
        """Les Ribauds' own columns in ``gangs.analysis.simulate``'s rows, player by player: the loot's points
        (``loot <name>``), the écus, the truands lost and whether the Prévôt eliminated him; and the purses left
        on the board by colour (``purses left grey``...)."""
        row: dict[str, Any] = {}
        for p, name in enumerate(self.names):
            row[f"loot {name}"] = self.loot_points(p)
            row[f"écus {name}"] = self.ecus[p]
            row[f"truands lost {name}"] = self.truands[p * TRUANDS:p * TRUANDS + TRUANDS].count(LOST)
            row[f"eliminated {name}"] = bool(self.out[p])
        row.update({f"purses left {colour}": self.purses_left(colour) for colour in COLOURS})
        return row

    def first_setup(self) -> Setup:
        """The first placement of the setup, once every hand is dealt."""
        return Setup(0)

    def observation(self, player: int) -> dict[str, Any]:
        """What ``player`` may see: everything but the other players' hands and their order (only how many cards
        each holds) and the deck (only how many cards are left in it)."""
        seen = self.to_dict()
        seen["hands"] = [list(hand) if p == player else len(hand) for p, hand in enumerate(self.hands)]
        seen["deck"] = sum(self.deck)
        return seen

    def hand(self, player: int) -> list[str]:
        """The cards of ``player``'s hand in their order, the free one first (a secret, order included: the scene
        shows it to him alone)."""
        return list(self.hands[player])

    def resample(self, player: int, rng: random.Random) -> "RibaudsState":
        """A copy of this position that ``player`` cannot tell from it: the other hands and the deck dealt
        again at random from the cards he cannot see (his own hand and the discard are kept). The deal depends
        only on what he may know and on ``rng``: the unseen cards are put in order before they are shuffled."""
        twin = self.clone()
        twin.hands, twin.deck = deal_unseen(self.hands, self.deck, self.board.card_keys, player, rng)
        return twin


__all__ = ["RibaudsState", "FIGURES"]
