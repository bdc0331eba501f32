"""A gang's turn: its start, the dice, moving the characters, incomes, the end, and who wins."""

from __future__ import annotations

from ..kernel import Action, Event, IllegalAction
from ..kernel.lang import N_
from ..kernel.tell import M_, Said
from .common import BUY_COPS, CLINIC, DEAD, END, FREE, GONE, PRISON, RESIGN, ROLL
from .decisions import OVER, CopMove, Main, PoliceMove, PriceOffer, Resurface, Roll, Stage, Start
from .movement import cached_gangster_walks, useful_ends
from .reading import lenient

COP_DICE = ("cops-1", "cops-2")
"""Whose die it is, for a cop pair's (an event's fact ``who``)."""
POLICE_CHOICES = {i: Action("police", i + 1, targets=(f"cops-{i + 1}",)) for i in range(2)}


class TurnRules:
    """Rules of the turn (a mixin of SuperGangState)."""

    __slots__ = ()

    # -- the start of a turn ------------------------------------------------------------------------
    def _begin_turn(self, p: int, events: list[Event]) -> None:
        """« A son tour de jeu, chaque joueur lance tous les dés à la fois (flics plus gangsters en service),
        il joue d'abord les flics, puis ses personnages. » Before that, the wounded leave the clinic, the
        prisoners serve a turn, and cops knocked out by this gang come back to the centre."""
        self.current = p
        n = len(self.ids)
        self.moved, self.arrived, self.die = [False] * n, [False] * n, [0] * n
        self.cop_die, self.cop_back = [0, 0], ("", "")
        self.must_act, self.done, self.queue = (), (), ()
        self._cops_come_back(p, events)
        if self.police_seat is not None and self.turn_ >= 3:
            self.stage, self.pending = Stage("police", self.police_seat), PoliceMove(self.police_seat)
            return
        self._after_police(events)

    def _cops_come_back(self, p: int, events: list[Event]) -> None:
        """« c'est le joueur qui les a blessés ou tués qui les fait repartir du centre au hasard des dés ». The turn
        remembers it (``cop_back``: this gang rolls for the pair), but with ``reading="lenient"``, where the pair
        moved with the others, by whoever moved the cops."""
        if "hit" not in self.cop_state:
            return
        centre, remembered = self.board.centre, not lenient(self.options)
        for i in range(2):
            if self.cop_state[i] == "hit" and (self.cop_by[i] == p or self.cop_by[i] < 0 or self.out[self.cop_by[i]]):
                self.cop_state[i], self.cop_at[i], self.cop_head[i], self.cop_by[i] = "board", centre, "", -1
                if remembered:
                    self.cop_back = self.cop_back[:i] + ("centre",) + self.cop_back[i + 1:]
                self._say(events, "cops-back", p, M_("Cop pair {pair} is back in the centre, ready to leave it."),
                          "police-restart" if self.police_seat is not None else "cops-restart", pair=i + 1)

    def _upkeep(self, p: int, events: list[Event]) -> None:
        """The gang's own turn begins (after the police seat and the cops' owner have moved): the wounded leave
        the clinic (for prison, if the cops arrested them there). Prisoners serve at the end of their gang's
        turns (see ``serve_prison_turn``)."""
        if CLINIC not in self.status[3 * p:3 * p + 3]:
            return
        centre = self.board.centre
        for c in range(3 * p, 3 * p + 3):
            if self.status[c] == CLINIC:
                self.moved[c] = True
                self.at[c], self.head[c] = centre, ""
                if self.to_prison[c]:
                    self.status[c], self.to_prison[c] = PRISON, False
                    self._count_jailed(c)
                    self._say(events, "prison", p, M_("{Character} leaves the clinic for prison: {turns} to serve."),
                              "clinic-arrest", Character=c, turns=self.sentence[c], character=self.ids[c])
                else:
                    self.status[c] = FREE
                    self._say(events, "heal", p, M_("{Character} leaves the clinic for the centre; the die will take "
                                                    "{him} out next turn."), "clinic", Character=c, him=c,
                              character=self.ids[c])

    def serve_prison_turn(self, p: int, events: list[Event]) -> None:
        """« Tous les gangsters participant à un délit (en cas de témoignage), écopent chacun des peines encourues
        par leur(s) délit(s). » A sentence of N turns is N turns of the gang spent in prison, counted at the end
        of each of its turns, the turn of the arrest included whoever moved the cops (house rule
        ``sentence-turns``); the lines become served at the release."""
        if PRISON not in self.status[3 * p:3 * p + 3]:
            return
        for c in range(3 * p, 3 * p + 3):
            if self.status[c] != PRISON:
                continue
            self.sentence[c] -= 1
            if self.sentence[c] <= 0:
                self.status[c], self.sentence[c] = FREE, 0
                self.at[c], self.head[c] = self.board.centre, ""
                if c in self.held:                    # the time quota's turn: no sentence served (clock.py)
                    self.held = tuple([h for h in self.held if h != c])
                else:
                    offences = self.offences
                    self.files[c] = tuple((n, served or bool(offences[n].witnesses)) for n, served in self.files[c])
                self._say(events, "released", p, M_("{Character} has served {his} sentence; {he} leaves the centre "
                                                    "with {his} die next turn."), "sentence-turns", Character=c,
                          his=c, he=c, character=self.ids[c])

    def _after_police(self, events: list[Event]) -> None:
        """« c'est leur propriétaire qui les jouera avant chaque joueur » — but a pair that came back to the centre
        this turn is rolled and moved by the gang that knocked it out (« c'est le joueur qui les a blessés ou tués
        qui les fait repartir du centre au hasard des dés »), with its own dice (``_on_start``)."""
        owner = self.cops_owner
        pairs = self._pairs_to_move()
        if owner != self.current and "centre" in self.cop_back:
            pairs = tuple([i for i in pairs if self.cop_back[i] != "centre"])
        if owner >= 0 and self.turn_ >= 4 and pairs:
            self.stage = Stage("owner", owner, pairs)
            self._roll(pairs, (), events)
            return
        self._after_owner(events)

    def _after_owner(self, events: list[Event]) -> None:
        p = self.current
        if self.out[p]:
            self.end_turn(events)
            return
        self._upkeep(p, events)
        if "sewer" in self.cop_state and any(self.cop_state[i] == "sewer" and self._brings_out(i, p) for i in range(2)):
            self.stage, self.pending = Stage("resurface", p), Resurface(p)
            return
        self.stage, self.pending = Stage("start", p), Start(p)

    def _brings_out(self, i: int, seat: int) -> bool:
        """Whether ``seat`` brings pair ``i`` out of the sewer: the one who pushed it, or anyone once he is out."""
        by = self.cop_by[i]
        return by == seat or (by < self.gangs and self.out[by])

    def _pairs_in_play(self) -> tuple[int, ...]:
        """The cop pairs on the board, of 0 and 1. (No ``a if c else b`` of two tuples of different lengths: the
        compiled build, ``benchmarks/compiled.py``, refuses it.)"""
        first, second = self.cop_state
        if first == "board":
            if second == "board":
                return (0, 1)
            return (0,)
        if second == "board":
            return (1,)
        return ()

    def _pairs_to_move(self) -> tuple[int, ...]:
        """The pairs in play that still move by a die this turn: not one brought out of the sewer this turn
        (« c'est le joueur qui les y a poussés qui les fait ressortir au tour suivant, de l'égout de son choix »:
        coming out at the mouth chosen is its move)."""
        pairs = self._pairs_in_play()
        if "sewer" in self.cop_back:
            return tuple([i for i in pairs if self.cop_back[i] != "sewer"])
        return pairs

    def _restarted_pairs(self) -> tuple[int, ...]:
        """« c'est le joueur qui les a blessés ou tués qui les fait repartir du centre au hasard des dés » — the pairs
        that came back to the centre at this gang's turn, which it rolls for and moves itself when another gang owns
        the cops (with a police seat, the police seat moves them: « ils peuvent repartir, au hasard des dés, quand
        arrive le tour du joueur qui les a mis hors de combat »)."""
        if "centre" not in self.cop_back or self.police_seat is not None or self.cops_owner == self.current:
            return ()
        return tuple([i for i in self._pairs_to_move() if self.cop_back[i] == "centre"])

    def _moves_cops_himself(self) -> bool:
        """« il joue d'abord les flics » — from the fourth round, unless the cops are bought or played by a
        police seat."""
        return self.police_seat is None and self.cops_owner < 0 and self.turn_ >= 4

    def _legal_start(self) -> list[Action]:
        return [ROLL, BUY_COPS] if self._refuse_buy_cops() is None else [ROLL]

    def _on_start(self, action: Action, events: list[Event]) -> None:
        p = self.current
        if action.kind == "resign":
            self.resign(p, events)
            return
        if action.kind == "timeout":
            self.time_up(events)
            return
        if action.kind == "buy":
            self.buy_cops(p, events)
            return
        pairs = self._pairs_to_move() if self._moves_cops_himself() else self._restarted_pairs()
        status, follows, moved = self.status, self.follows, self.moved
        gangsters = tuple([c for c in range(3 * p, 3 * p + 3)      # those following a vamp are hers: _ctrl(c) != p
                           if status[c] == FREE and follows[c] < 0 and not moved[c]])
        self.stage = Stage("own", p, pairs)
        self._roll(pairs, gangsters, events)

    # -- the dice ---------------------------------------------------------------------------------------
    def _roll(self, pairs: tuple[int, ...], gangsters: tuple[int, ...], events: list[Event]) -> None:
        """Roll a die for each cop pair of ``pairs``, then for each character of ``gangsters``."""
        if not pairs and not gangsters:
            self._after_roll(events)
            return
        self.pending = Roll(pairs, gangsters)

    def _on_roll(self, action: Action, events: list[Event]) -> None:
        pairs, gangsters = self.pending
        value = action.args[0]
        if pairs:
            i, c = pairs[0], -1
            self.cop_die[i] = value
            pairs = pairs[1:]
        else:
            c = gangsters[0]
            self.die[c] = value
            gangsters = gangsters[1:]
        self.pending = Roll(pairs, gangsters)
        who, rule = (COP_DICE[i], "cops-move") if c < 0 else (self.ids[c], "cops-first")    # « lance tous les dés »
        events.append(Event("die", self.stage.mover, M_("The die of {who} shows {die}."), rule,
                            {"die": value, "who": who}, None, self.voice))
        if not pairs and not gangsters:
            self._after_roll(events)

    def _after_roll(self, events: list[Event]) -> None:
        stage = self.stage
        if stage.part in ("police", "owner", "own", "bought") and stage.pairs:
            self._move_cops(stage.mover, stage.pairs[0], events)
        else:
            self._resume(events)

    def _move_cops(self, mover: int, pair: int, events: list[Event]) -> None:
        """« il joue d'abord les flics » — ``mover`` moves cop pair ``pair`` by its die; when its die leaves it one
        walk only (or none: it stays), nothing is asked and the pair takes it — unless the match asks it all the
        same (option ``ask_forced``, the flow of the records written before)."""
        self.pending = CopMove(mover, pair)
        if self.options["ask_forced"]:
            return
        only = self._only_cop_move()
        if only is not None:
            self._on_cops(only, events)

    def _resume(self, events: list[Event]) -> None:
        """Go on with the turn once a decision inside it (an arrest, a duel, a price) is settled."""
        if self.result is not None:
            self.pending = OVER
            return
        if self.queue:
            queue = tuple(q for q in self.queue if self.cop_state[q.pair] == "board" and self.cop_at[q.pair] == q.node)
            if queue:
                self.pending, self.queue = queue[0], queue[1:]
                return
            self.queue = ()
        part, mover, pairs = self.stage
        if pairs and mover < self.gangs and self.out[mover]:
            pairs = ()                            # « il ne joue plus la police »
            self.stage = Stage(part, mover, ())
        if part == "bought" and not pairs:
            self.stage, self.pending = Stage("start", self.current), Start(self.current)
            return
        if part in ("police", "owner", "own", "bought") and pairs:
            self._move_cops(mover, pairs[0], events)
        elif part == "police":
            self._after_police(events)
        elif part == "owner":
            self._after_owner(events)
        elif self.out[self.current]:
            self.end_turn(events)
        else:
            self.stage, self.pending = Stage("main", self.current), Main(self.current)

    # -- moving the characters ---------------------------------------------------------------------------
    def _move_actions(self, movers: list[int]) -> list[Action]:
        """The moves of ``movers`` (see ``_unmoved``): one per end of a walk of exactly the die, or ``stay``. A
        character's moves depend only on the ends of his walks (``_walk_ends``, which weigh where he stands, his
        heading, his die and the gang's shops) and on who he is (his name in the notation): they are kept on the
        board under those two."""
        actions: list[Action] = []
        if not movers:
            return actions
        board, owned, at, head, die = self.board, self._owned_nodes(), self.at, self.head, self.die
        kept = board.moves_cache
        for c in movers:
            ends = cached_gangster_walks(board, at[c], head[c], die[c], owned)     # _walk_ends(c, owned)
            moves = kept.get((c, ends))
            if moves is None:
                if len(kept) > 50_000:              # a long analysis meets many: start afresh now and then
                    kept.clear()
                moves = kept[c, ends] = self._moves_of(c, ends)
            actions.extend(moves)
        return actions

    def _moves_of(self, c: int, walk_ends: tuple[tuple[int, str], ...]) -> tuple[Action, ...]:
        """Character ``c``'s moves (see ``_move_actions``) to the ends ``walk_ends`` of his walks."""
        ends = useful_ends(self.board, walk_ends)
        if not ends:
            return (Action("stay", self.ids[c], piece=f"char-{self.ids[c]}"),)
        made = self.board.action_cache
        moves = []
        for end in ends:
            action = made.get((c, end))
            if action is None:
                action = made[c, end] = self._move_action(c, *end)
            moves.append(action)
        return tuple(moves)

    def _owned_nodes(self) -> tuple[int, ...]:
        """The nodes of the current gang's shops (« il peut la traverser »)."""
        p, owners = self.current, self.shop_owner
        if p not in owners:
            return ()
        kept = self.board.owned_cache
        key = (p, *owners)
        nodes = kept.get(key)
        if nodes is None:
            if len(kept) > 50_000:                # a long analysis meets many: start afresh now and then
                kept.clear()
            base = self.board.shop_base
            nodes = kept[key] = tuple([base + s for s, g in enumerate(owners) if g == p])
        return nodes

    def _walk_ends(self, c: int, owned: tuple[int, ...], heading: str | None = None) -> tuple[tuple[int, str], ...]:
        """Where character ``c`` can end a walk of exactly its die, the gang owning the shops ``owned``:
        (node, heading) pairs, sorted (from his own heading, or from ``heading``)."""
        return cached_gangster_walks(self.board, self.at[c], self.head[c] if heading is None else heading, self.die[c],
                                     owned)

    def _move_action(self, c: int, node: int, head: str) -> Action:
        board = self.board
        name = board.name(node)
        args = (self.ids[c], name, head) if head else (self.ids[c], name)
        return Action("move", *args, targets=(name,), piece=f"char-{self.ids[c]}")

    def move_character(self, c: int, node: int, head: str, events: list[Event]) -> None:
        """« Il peut et doit avancer du nombre de cases indiqué par son dé. Il n'opère que sur son lieu
        d'arrivée. » The vamp's catch follows her; offences left behind can no longer be witnessed."""
        p, board, follows = self.current, self.board, self.follows
        start = self.at[c]
        self.moved[c] = True
        party = [c]
        if c in follows:
            for leader in party:                 # her catch follows her, and the catch's own catch follows him
                party.extend(f for f in range(len(self.ids)) if follows[f] == leader and self.status[f] == FREE)
        at, heads, arrived, moved, fresh = self.at, self.head, self.arrived, self.moved, self.fresh
        for m in party:
            at[m], heads[m], arrived[m], moved[m], fresh[m] = node, head, True, True, ()
        rule = "sewers" if start in board.sewer_set and node in board.sewer_set else "exact-move"
        followers = (Said(M_(" (followed by {characters})"), {"characters": tuple(party[1:])}) if len(party) > 1
                     else None)
        names = board.node_names
        events.append(Event("move", p, M_("{Character}{followers} goes from {place} to {place2}."), rule,
                            {"Character": c, "followers": followers, "place": start, "place2": node,
                             "character": self.ids[c], "start": names[start], "end": names[node],
                             "steps": self.die[c]}, None, self.voice))
        if board.shop_base <= node < board.centre and self.shop_owner[node - board.shop_base] != p:
            self._must_act_in(node)
        self._stand_by_trafic(node, p, party, events)
        self._cops_see(events)

    # -- the main phase --------------------------------------------------------------------------------
    def _legal_main(self) -> list[Action]:
        movers = self._unmoved()
        actions = self._move_actions(movers)
        found: dict[int, list[Action]] = {}
        actions.extend(self._place_actions(found))
        if self._refuse_end(movers, found) is None:
            actions.append(END)
        return actions

    def accept_unlisted(self, action: Action) -> Action | None:
        """What is legal though not listed: giving up (always allowed to the gang whose turn it is, at the start or
        in the main phase, but not listed, so that agents trying actions at random do not give up by chance); a
        recruit's price typed freely (« libre de fixer ses prix »); a crew or a choice of whom to confront typed
        where the list does not offer it (« seul ou à plusieurs »); a trafic on the only free portion, named; the
        clock's ``timeout`` while it runs (``clock.py``); a move, or a cop move, whose heading the list leaves out
        because another move to the same place leaves as many ways (``useful_ends``, ``same_for_cops``)."""
        if action.notation == "resign" and type(self.pending) in (Start, Main):
            return RESIGN
        if action.notation == "timeout":
            return self._accept_timeout()
        if type(self.pending) is PriceOffer and action.kind == "price":
            return self.typed_price(action)
        if action.kind == "move":
            return self._typed_move(action)
        if action.kind == "cop" and type(self.pending) is CopMove:
            return self._typed_cop_move(action)
        return self._typed_place_action(action)

    def _typed_move(self, action: Action) -> Action | None:
        """A move to the end of a walk that the list leaves out because another end on the same place leaves as
        many ways or more (``useful_ends``): legal as typed (a record of the old list replays)."""
        if type(self.pending) is not Main or len(action.args) not in (2, 3):
            return None
        try:
            c, node = self.character(action.args[0]), self.board.node(str(action.args[1]))
        except ValueError:
            return None
        head = str(action.args[2]) if len(action.args) > 2 else ""
        if self._refuse_move(c, action.args[1], head) is not None:
            return None
        return self._move_action(c, node, head)

    def _unmoved(self) -> list[int]:
        """« Il peut et doit avancer » — the current gang's characters whose die is still to be played (dice are
        rolled for the gang's own characters only: ``_on_start``)."""
        moved, die, p = self.moved, self.die, self.current
        return [c for c in range(3 * p, 3 * p + 3) if die[c] and not moved[c] and self._refuse_mover(c) is None]

    def _on_main(self, action: Action, events: list[Event]) -> None:
        kind, args = action.kind, action.args
        if kind == "move":
            self.move_character(self.ids.index(args[0]), self.board.named[args[1]], args[2] if len(args) > 2 else "",
                                events)
        elif kind == "stay":
            c = self.character(args[0])
            for m in [c] + [f for f in range(len(self.ids)) if self.follows[f] == c and self.status[f] == FREE]:
                self.moved[m] = self.arrived[m] = True
            self._say(events, "stay", self.current, M_("{Character} finds no way of exactly {steps} steps and stays."),
                      "exact-move", Character=c, steps=self.die[c], character=self.ids[c])
        elif kind == "end":
            self.end_turn(events)
        elif kind == "resign":
            self.resign(self.current, events)
        elif kind == "timeout":
            self.time_up(events)
        else:
            self._on_place_action(action, events)

    # -- the end of a turn -------------------------------------------------------------------------------
    def _only_end_left(self) -> bool:
        """Whether ``end`` is all the main phase offers (``_legal_main``): every die played, nothing to do where the
        gang's characters stopped, no token to take back, and nothing owed (``resign`` and the clock's ``timeout``,
        never listed, do not count)."""
        # With every die played and no action anywhere, nothing is owed (``_refuse_end``: a shop that offers
        # nothing owes nothing).
        return not self._unmoved() and not self._has_place_action()

    def end_by_itself(self, events: list[Event]) -> None:
        """House rule ``end-by-itself``: « On est tenu de réclamer ses revenus à chaque tour avant que le joueur
        suivant lance les dés » — once ``end`` is all that is left to do in the main phase, the turn ends (incomes,
        prison, spells, the next gang) with no ``end`` asked; a turn with nothing to decide is its roll. Not with
        ``ask_end=True`` (the flow of every record written before the option), where ``end`` is asked."""
        if type(self.pending) is Main and self.result is None and not self.options["ask_end"] and \
                self._only_end_left():
            self.end_turn(events)

    def end_turn(self, events: list[Event]) -> None:
        """« On est tenu de réclamer ses revenus à chaque tour avant que le joueur suivant lance les dés. »"""
        p = self.current
        if not self.out[p]:
            self.collect_income(p, events)
            self.serve_prison_turn(p, events)
            for c in range(len(self.ids)) if max(self.follows) >= 0 else ():
                if self.follows[c] >= 0 and self.follows[c] // 3 == p:
                    self.spell[c] -= 1
                    if self.spell[c] <= 0:
                        self._release(c, events, N_("the three turns are over"))
        if self.result is not None:
            self.pending = OVER
            return
        nxt = p
        for _gang in range(self.gangs):
            nxt = (nxt + 1) % self.gangs
            if nxt == 0:
                self.turn_ += 1
                if self.max_turns is not None and self.turn_ > self.max_turns:
                    self._stop_at_max_turns(events)
                    return
            if not self.out[nxt]:
                break
        self._begin_turn(nxt, events)

    def collect_income(self, p: int, events: list[Event]) -> None:
        """« Dès lors, à chaque tour, chaque boutique rackettée rapporte 5 briques. » « ce jeton posé dans la
        boutique rapportera 10 briques à chaque tour » « Chaque pion-trafic posé sur le trottoir rapporte 5
        briques à chaque tour. » « Lorsque tout un gang est neutralisé (prison, cimetière, clinique), il ne
        perçoit que les revenus des propriétés. » Paid by the bank, while it has any."""
        shops, rackets, pawns, free = self._incomes(p)
        prices = self.board.prices
        due = shops * prices["shop_income"] + rackets * prices["racket_income"] + pawns * prices["trafic_income"]
        if not due:
            return
        paid = min(due, self.bank_)
        self.bank_ -= paid
        self.money_[p] += paid
        rule = "income" if free else "neutralised-income"
        short = None if paid == due else Said(M_(" of the {amount} due (the bank is dry)"), {"amount": due})
        self._say(events, "income", p, M_("{gang} collects {amount}{short} for {parts}."),
                  rule if paid == due else "bank-limit", gang=p, amount=paid, short=short,
                  parts=(shops, rackets, pawns), due=due)

    def _incomes(self, p: int) -> tuple[int, int, int, bool]:
        """What gang ``p``'s turn will pay it for (``collect_income``): its shops, and, while one of its gangsters is
        free, its rackets and trafic pawns; and whether one is free."""
        shops = self.shop_owner.count(p)
        if FREE not in self.status[3 * p:3 * p + 3]:
            return shops, 0, 0, False
        return shops, self.racket.count(p), self.portion.count(p), True

    def income_due(self, p: int) -> int:
        """The briques gang ``p``'s next ``end`` will collect from the bank (``collect_income``), as things stand."""
        shops, rackets, pawns, _free = self._incomes(p)
        prices = self.board.prices
        due = shops * prices["shop_income"] + rackets * prices["racket_income"] + pawns * prices["trafic_income"]
        return min(due, self.bank_)

    def _stop_at_max_turns(self, events: list[Event]) -> None:
        alive = [g for g in range(self.gangs) if not self.out[g]]
        best = max(self.money_[g] for g in alive)
        self.result = tuple(g for g in alive if self.money_[g] == best)
        self.pending, self.turn_ = OVER, self.max_turns
        self._say(events, "win", None, M_("{max_turns} rounds are over: {names}, the richest with {amount}, win."),
                  "max-turns", max_turns=self.max_turns, names=self.result, amount=best, winners=list(self.result))

    # -- leaving the game and winning ----------------------------------------------------------------------
    def resign(self, p: int, events: list[Event]) -> None:
        """« Idem en cas d'abandon d'un joueur. »"""
        self._say(events, "resign", p, M_("{gang} gives up."), "elimination", gang=p)
        self._eliminate(p, events)
        if self.result is None and self.current == p:
            self.end_turn(events)

    def _eliminate(self, g: int, events: list[Event]) -> None:
        """« Lorsque tous les membres d'un gang sont morts, celui-ci est éliminé. Tous les pions, jetons et
        billets retournent à la banque, et il ne joue plus la police. »"""
        self.out[g] = True
        self.bank_ += self.money_[g]
        self.money_[g] = 0
        self.stock[g] = 0
        self.shop_owner = [-1 if o == g else o for o in self.shop_owner]
        self.racket = [-1 if r == g else r for r in self.racket]
        self.portion = [-1 if o == g else o for o in self.portion]
        for c in range(len(self.ids)):
            if c // 3 == g:
                if self.status[c] != DEAD:
                    self.status[c] = GONE
                for f in range(len(self.ids)):
                    if self.follows[f] == c:
                        self.follows[f], self.spell[f] = -1, 0
            elif self.follows[c] >= 0 and self.follows[c] // 3 == g:
                self.follows[c], self.spell[c] = -1, 0
        if self.cops_owner == g:
            self.cops_owner = -1
            self._say(events, "cops-free", None, M_("The cops are for sale again."), "buy-cops")
        self._say(events, "eliminated", g, M_("{gang} is out of the game: the {g} gang's money, tokens and pawns go "
                                              "back to the bank."), "elimination", gang=g, g=g)
        alive = [h for h in range(self.gangs) if not self.out[h]]
        if len(alive) == 1 and self.police_seat is None:
            self._win((alive[0],), events, M_("{gang} is the last gang standing and wins."), "goal", gang=alive[0])
        elif not alive:
            if self.police_seat is not None:
                self._win((self.police_seat,), events, M_("No gang is left: the police win."), "police-wins")
            else:
                self._win((), events, M_("No gang is left."), "goal")

    def _check_eliminations(self, events: list[Event]) -> None:
        for g in range(self.gangs):
            if not self.out[g] and self.status[3 * g:3 * g + 3].count(DEAD) == 3:
                self._eliminate(g, events)

    def _check_district(self, g: int, events: list[Event]) -> None:
        for key in self.board.districts:
            if self.district_owner(key) == g:
                self._win((g,), events, M_("{gang} owns every shop of {name} and wins."), "goal", gang=g, name=key)
                return

    def _check_police_victory(self, events: list[Event]) -> None:
        """« Ce joueur a gagné dès que tous les gangsters se retrouvent au cimetière, à l'hôpital ou en prison. »"""
        if self.police_seat is None:
            return
        if all(self.status[c] in (PRISON, CLINIC, DEAD, GONE) for c in range(len(self.ids))):
            self._win((self.police_seat,), events, M_("Every gangster is in prison, at the clinic or in the "
                                                      "cemetery: the police win."), "police-wins")

    def _win(self, winners: tuple[int, ...], events: list[Event], message: str, rule: str, **facts) -> None:
        self.result = winners
        self.pending = OVER
        self._say(events, "win", winners[0] if winners else None, message, rule, winners=list(winners), **facts)

    # -- why not ---------------------------------------------------------------------------------------------
    def _not_now(self, action: Action) -> IllegalAction:
        """The refusal of an action that no check refuses: it is not one of the decisions at hand."""
        wanted = ", ".join(a.notation for a in self.legal_actions()[:12])
        who = self.to_move
        facts = {"action": action.notation, "deciding": who if who is not None and who >= 0 else Said(N_("nobody")),
                 "question": Said(_QUESTIONS.get(self.phase, N_("the decision at hand"))), "wanted": wanted}
        return IllegalAction(M_("{action} is not legal now: {deciding} is deciding {question} (for example: "
                                "{wanted})"), "legal-actions", facts, self.voice)


_QUESTIONS = {"start": N_("how to begin the turn"), "resurface": N_("where the cops come out of the sewers"),
              "cops": N_("where the cops go"), "arrest": N_("whether to surrender or rebel"), "main": N_("what to do"),
              "price": N_("the price of a recruit"), "accept": N_("whether to pay for a recruit"),
              "police": N_("which cop pair to move"), "custody": N_("whether to take someone into custody"),
              "aim": N_("where the next dart flies"), "defender": N_("who plays the managers")}
