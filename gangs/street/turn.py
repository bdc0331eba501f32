"""The turn: rolling, moving, the finish, giving money, buying from anywhere, stopping by agreement, and
whose turn is next."""

from __future__ import annotations

from bisect import bisect_right

from ..kernel import Action, Event
from ..kernel.tell import M_
from .asked import ASKED_OWN_TURN, TRADING
from .board import PLACE_BASE
from .common import AGREE, DECLINE, EVEN, OWN_DECISIONS, ROLL, STOP
from .legality import OWN_TURN, Refusal
from .pending import MOVE, Proposal

_TERRAIN_OWNED = Refusal("terrain-buy", M_("the Terrain already has an owner"))
_TERRAIN_TOO_DEAR = Refusal("terrain-buy", M_("{player} has less than {terrain}"))
_TERRAIN_NOTATION = Refusal("terrain-buy", M_("the Terrain is bought as 'buy terrain'"))
_HOUSE_NUMBERS = Refusal("house-anywhere", M_("the Maisons are numbered 1 to 6"))
_HOUSE_OWNED = Refusal("house-anywhere", M_("Maison {house} already has an owner"))
_HOUSE_TOO_DEAR = Refusal("house-anywhere", M_("{player} has less than {house_anywhere}"))
_NOT_DURING_BALANCE = Refusal("house-any-moment", M_("no Maison is bought from afar while a Balance is asked: "
                                                     "the purchase would tell who holds one"))
_GIFT_NOTATION = Refusal("negotiation", M_("write a gift as 'give <player> <amount>'"))
_NO_RECEIVER = Refusal("negotiation", M_("player {number} cannot receive a gift from {player}"))
_GIFT_POSITIVE = Refusal("negotiation", M_("a gift is a positive amount"))
_GIFT_TOO_BIG = Refusal("no-debt", M_("{player} has only {money}"))
_NOT_LONG_YET = Refusal("stop-proposal", M_("a stop by agreement may be proposed from round {stop_from} (the "
                                            "option stop_from, or the board file's)"))
_NO_END = Refusal("own-turn", M_("the turn ends by itself once its square is resolved: there is no 'end' to play "
                                  "(a record written when turns ended with 'end' cannot be replayed)"))
_NOBODY_RICHER = Refusal("stop-proposal", M_("nobody is richer than the others yet: a stopped game is won by the "
                                             "richest, and a stop now would end the game with no winner of its own"))
_REFUSED_LATELY = Refusal("stop-proposal", M_("a proposal to stop was refused in round {refused}: the next may "
                                             "come from round {again} (stop_again in the board file)"))


class TurnRules:
    """Rules of a player's turn (a mixin of StreetState)."""

    __slots__ = ()

    # -- the start of a turn: roll, or first buy, give, play an Avocat, or propose to stop ----------
    def _legal_turn(self) -> list[Action]:
        actions = [self.cache[ROLL]]
        if self.why_not_lawyer(()) is None:
            actions.append(self.cache["lawyer", self.pos[self.current]])
        if self.why_not_stop(()) is None:
            actions.append(self.cache[STOP])
        return self.standing(actions)

    def trader(self) -> int | None:
        """Who may give money or buy from afar now: the player to move, at each of his own decisions (house rule
        ``own-turn``); None while the die, the Karma pile or a Balance question decides, or once over."""
        if self.options["flow"] == "asked":
            return self.asked_trader()
        phase = self.phase
        if phase in OWN_DECISIONS:
            return self.current
        if phase == "exit":
            return self.pending.player
        if phase == "agree":
            return self.pending.asked[0]
        return None

    def standing(self, actions: list[Action]) -> list[Action]:
        """``actions`` (what the decision awaited asks) and the standing options of the player to move: the
        purchases from afar and the gifts he may make now, which leave that decision waiting (house rule
        ``own-turn``); with option ``flow = "asked"``, the earlier ones (``asked_standing``)."""
        if self.options["flow"] == "asked":
            return self.asked_standing(actions)
        p, cache = self.trader(), self.cache
        money = self.money_[p]
        if money <= 0:
            return actions
        if self.phase in OWN_DECISIONS and self.why_not_buy_terrain() is None:
            actions.append(cache["buy terrain"])
        if money >= self.board.prices["house_anywhere"]:
            here = self.pending.house if self.phase == "buy_house" else 0
            actions.extend(cache["buy house anywhere", h] for h in self.board.house_squares
                           if h != here and self.house_owner[h] < 0)
        # The gift buttons that why_not_give allows: the amounts up to one's money.
        amounts, gifts = cache["gifts"][p]
        actions += gifts[:bisect_right(amounts, money)]
        return actions

    def is_trade(self, action: Action) -> bool:
        """Whether ``action`` (legal now) is a standing option: a gift, or a purchase from afar (not the Maison
        one stands on, nor a card at Chez Momo)."""
        kind = action.kind
        if kind == "give":
            return True
        if kind != "buy":
            return False
        what = action.args[0]
        if what == "terrain":
            return True
        return what == "house" and not (self.phase == "buy_house" and action.args[1] == self.pending.house)

    def _on_turn(self, action: Action, events: list[Event]) -> None:
        kind = action.kind
        if kind == "roll":
            self.phase, self.pending = "die", MOVE
        elif kind == "lawyer":
            self.use_lawyer(self.current, events)
        else:
            self.propose_stop(self.current, events)

    def trade(self, action: Action, events: list[Event]) -> None:
        """A gift or a purchase from afar by the player to move; the decision he was asked stays awaited, unless
        the money he has left settles it (``after_trade``)."""
        p = self.trader()
        if action.kind == "give":
            self.give_money(p, action.args[0], action.args[1], events)
        elif action.args[0] == "terrain":
            self.buy_terrain(p, events)
        else:
            self.buy_house_anywhere(p, action.args[1], events)
        settle = _SETTLE.get(self.phase)
        if settle is not None:
            getattr(self, settle)(events)

    def why_not_end(self, args: tuple) -> Refusal | None:
        """``end`` is never played: the turn ends by itself once its square is resolved (house rule ``own-turn``);
        a record written when a turn ended with ``end`` is refused at that step, unless it is played with option
        ``flow = "asked"``, where ``end`` ends the turn once its square is resolved."""
        if self.phase == "after" and self.options["flow"] == "asked":
            return None
        return _NO_END

    def why_not_give(self, args: tuple) -> Refusal | None:
        """Whether ``give <player> <amount>`` is allowed now: with a decision of one's own (``own-turn``), to
        another player, a positive amount, never more than one has (``no-debt``)."""
        p = self.trader()
        if p is None:
            return OWN_TURN
        if self.phase == "exit" and self.options["flow"] == "asked":
            return ASKED_OWN_TURN
        if len(args) != 2 or not all(isinstance(a, int) for a in args):
            return _GIFT_NOTATION
        receiver, amount = args
        if not 0 <= receiver < len(self.names) or receiver == p:
            return _NO_RECEIVER
        if amount <= 0:
            return _GIFT_POSITIVE
        if amount > self.money_[p]:
            return _GIFT_TOO_BIG
        return None

    def give_money(self, giver: int, receiver: int, amount: int, events: list[Event]) -> None:
        """« Dans La Street, les joueurs peuvent faire ce qu'ils veulent avec leur argent. »

        Money is given freely to another player, to negotiate, with any decision of one's own (house rule
        ``own-turn``).
        """
        self._transfer(giver, receiver, amount)
        self._say(events, "give", giver, M_("{giver} gives {amount} to {receiver}."), "negotiation",
                  giver=giver, receiver=receiver, to=receiver, amount=amount)

    # -- buying ------------------------------------------------------------------------------------
    def why_not_buy(self, args: tuple) -> Refusal | None:
        """Whether ``buy ...`` is allowed now: ``buy terrain`` or ``buy house <n>`` from afar with a decision of
        one's own turn (a Maison also with one's decisions in another's turn), ``buy house <n>`` for the Maison
        one stands on, ``buy karma`` at Chez Momo."""
        what = args[:1]
        if what == ("terrain",):
            refusal = self.why_not_buy_terrain()
            return refusal if refusal is not None or len(args) == 1 else _TERRAIN_NOTATION
        if what == ("house",):
            if self.phase == "buy_house" and args[1:] == (self.pending.house,):
                return None
            return self.why_not_buy_house_afar(args[1] if len(args) == 2 else 0)
        if what == ("karma",):
            return self.why_not_buy_karma(args[1:])
        return self.not_now("buy")

    def why_not_buy_terrain(self) -> Refusal | None:
        """« tant que le Terrain n'a pas encore de propriétaire »: the Terrain is for sale from afar while
        it has no owner, with a decision of one's own turn (``own-turn``), to who has its price."""
        if self.options["flow"] == "asked":
            if self.phase not in TRADING:
                return ASKED_OWN_TURN
        elif self.phase not in OWN_DECISIONS:
            return OWN_TURN
        if self.terrain_owner >= 0:
            return _TERRAIN_OWNED
        if self.money_[self.current] < self.board.prices["terrain"]:
            return _TERRAIN_TOO_DEAR
        return None

    def buy_terrain(self, p: int, events: list[Event]) -> None:
        """« Un joueur peut acheter le Terrain à n'importe quel moment de son tour, peu importe où il se
        trouve sur le plateau, tant que le Terrain n'a pas encore de propriétaire. »

        The unowned Terrain (its three squares at once) is bought from the bank, from anywhere.
        """
        price = self.board.prices["terrain"]
        self.money_[p] -= price
        self.terrain_owner = p
        self._say(events, "buy", p, M_("{player} buys the Terrain (its 3 squares) for {price}."), "terrain-buy",
                  player=p, property="terrain", price=price)

    def why_not_buy_house_afar(self, house: object = None) -> Refusal | None:
        """« un joueur peut acheter une maison pour 200 000 € »: a Maison with no owner, from afar, for who
        has the price, with any decision of one's own, in one's turn or another's (house rule
        ``house-any-moment``); ``house=None``: any Maison."""
        buyer = self.trader()
        if buyer is None:
            return _NOT_DURING_BALANCE if self.phase == "balance" else OWN_TURN
        if house is not None:
            if house not in self.board.house_squares:
                return _HOUSE_NUMBERS
            if self.house_owner[house] >= 0:
                return _HOUSE_OWNED
        if self.money_[buyer] < self.board.prices["house_anywhere"]:
            return _HOUSE_TOO_DEAR
        return None

    def buy_house_anywhere(self, p: int, house: int, events: list[Event]) -> None:
        """« à n'importe quel moment de la partie, un joueur peut acheter une maison pour 200 000 €, peu
        importe où il se trouve sur le plateau. »

        A free Maison bought from a distance costs 200 000 €, with any decision of one's own, even in
        another player's turn (house rule ``house-any-moment``).
        """
        price = self.board.prices["house_anywhere"]
        self.money_[p] -= price
        self.house_owner[house] = p
        self._say(events, "buy", p, M_("{player} buys Maison {house} ({name}) from a distance for {price}."),
                  "house-anywhere", player=p, house=house, name=self.board.house_squares[house],
                  property=f"house-{house}", price=price)

    # -- the die, the move, the finish -------------------------------------------------------------
    def _on_die(self, action: Action, events: list[Event]) -> None:
        purpose = self.pending.purpose
        roll = self.last_roll = action.args[0]
        if purpose == "move":
            self.roll_and_move(self.current, roll, events)
        elif purpose == "record":
            self.record_label_roll(self.current, roll, events)
        else:
            self.heist_roll(self.current, roll, events)

    def roll_and_move(self, p: int, roll: int, events: list[Event]) -> None:
        """« À son tour, un joueur lance le dé, avance son pion du nombre de cases indiqué, puis applique
        l'effet de la case sur laquelle il tombe. »"""
        where = self.pos[p]
        if where < PLACE_BASE:
            self.move(p, roll, events, roll=roll)
            return
        place = self.board.place_by_code[where]
        if place.key == "prison" and roll in EVEN:
            # The other ways out and the failed tries tell the die in their own sentence.
            self._say(events, "roll", p, M_("{player} rolls a {roll}."), "roll-and-move", player=p, roll=roll)
        if place.blocking:
            self.leave_blocked_place(p, place, roll, events)
        else:
            self.leave_free_place(p, place, roll, events)

    def move(self, p: int, steps: int, events: list[Event], roll: int | None = None) -> None:
        """Move ``steps`` squares towards the finish, bouncing back from it, and land (``roll``: the die
        that moved the pawn, told in the same sentence).

        « S'il fait un score trop élevé, il avance jusqu'à la case La Street — Arrivée, puis il
        repart en arrière avec les points restants. »
        """
        start, finish = self.pos[p], self.board.finish
        target = start + steps
        bounced = target > finish
        if bounced:
            target = 2 * finish - target
        self.pos[p] = target
        if bounced:
            text = (M_("{player} reaches the finish and bounces back to square {square} ({name}).") if roll is None
                    else M_("{player} rolls a {roll} and reaches the finish. {player} bounces back to square {square} "
                            "({name})."))
            self._say(events, "move", p, text, "bounce", player=p, square=target, name=target, frm=start, to=target,
                      bounced=True, roll=roll)
        else:
            text = (M_("{player} moves to square {square} ({name}).") if roll is None
                    else M_("{player} rolls a {roll} and moves to square {square} ({name})."))
            self._say(events, "move", p, text, "roll-and-move", player=p, square=target, name=target, frm=start,
                      to=target, bounced=False, roll=roll)
        if target == finish:
            self.become_boss(p, events)
        else:
            self.land(p, events)

    def become_boss(self, p: int, events: list[Event]) -> None:
        """« Quand un joueur gagne en arrivant sur La Street — Arrivée, il devient le boss de La Street
        et récupère tout l'argent des autres joueurs. »

        Reaching the finish by the exact count wins and collects everyone's money.
        """
        total = sum(self.money_)
        self.money_ = [0] * len(self.names)
        self.money_[p] = total
        self.result, self.boss, self.phase, self.pending = (p,), p, "over", None
        self._say(events, "win", p, M_("{player} lands exactly on La Street — Arrivée and becomes the boss of La "
                                       "Street, collecting everyone's money: {total}."), "boss", player=p, total=total)

    def stop_game(self, events: list[Event], agreed: bool = False) -> None:
        """« Dans ce cas, le joueur qui possède le plus d'argent gagne la partie arrêtée. Mais attention : il
        ne devient pas le boss de La Street »

        The game stopped, by agreement or after ``max_turns`` rounds (house rule ``max-turns``: « Option
        max_turns : au terme du nombre de tours convenu, la partie s'arrête comme si tous les joueurs l'avaient
        décidé ensemble »): the richest win (all of them on a tie), keeping only their own money, and nobody is the
        boss.
        """
        best = max(self.money_)
        self.result = tuple(p for p, m in enumerate(self.money_) if m == best)
        self.phase, self.pending = "over", None
        # One winner is a seat of his own (he reads « you win »), several a list (« Bob and you win »).
        text = _STOPPED[agreed, len(self.result) > 1]
        self._say(events, "stop", None, text, "stopped-game" if agreed else "max-turns", winner=self.result[0],
                  winners=list(self.result), round=self.turn_, rounds=self.max_turns, money=best)

    # -- stopping a long game by agreement ----------------------------------------------------------
    def why_not_stop(self, args: tuple) -> Refusal | None:
        """Whether ``stop`` (propose to stop the game) is allowed now: at the start of one's turn, from round
        ``stop_from`` (the option, or the board file's: 30 on the standard board; « si la partie dure trop
        longtemps » is for the players to judge), once somebody is richer than another, and not within
        ``stop_again`` rounds of a refused proposal, so that a game stays finite (house rule ``stop-proposal``)."""
        if self.phase != "turn" or args:
            return self.not_now("stop")
        if self.turn_ < self.stop_from:
            return _NOT_LONG_YET
        if self.options["flow"] == "asked":                  # the earlier rule: one refusal a round, whoever is richer
            return _REFUSED_LATELY if self.refused_round == self.turn_ else None
        if self.refused_round and self.turn_ < self.refused_round + self.board.stop_again:
            return _REFUSED_LATELY
        money = self.money_
        if max(money) == min(money):
            return _NOBODY_RICHER
        return None

    def propose_stop(self, p: int, events: list[Event]) -> None:
        """« Si la partie dure trop longtemps, les joueurs peuvent décider ensemble d'arrêter la partie avant
        qu'un joueur atteigne La Street — Arrivée. »

        The proposal is put to every other player in turn order from the proposer's left (house rule
        ``stop-proposal``); each answers in turn (``agree`` or ``decline``).
        """
        n = len(self.names)
        asked = tuple((p + i) % n for i in range(1, n))
        self._say(events, "propose", p, M_("{player} proposes to stop the game here: the richest would win."),
                  "stop-agreement", player=p)
        self.phase, self.pending = "agree", Proposal(p, asked)

    def _legal_agree(self) -> list[Action]:
        return self.standing([self.cache[AGREE], self.cache[DECLINE]])

    def _on_agree(self, action: Action, events: list[Event]) -> None:
        """Everyone agrees: the game is stopped and scored (``stop_game``). One player declines: the game goes
        on, the proposer's turn resumes, and no new proposal comes for ``stop_again`` rounds."""
        proposer, asked = self.pending
        who = asked[0]
        if action.kind == "decline":
            self._say(events, "decline", who, M_("{player} wants to play on: the game goes on."), "stop-agreement",
                      player=who)
            self.refused_round = self.turn_
            self.phase, self.pending = "turn", None
            return
        self._say(events, "agree", who, M_("{player} agrees to stop."), "stop-agreement", player=who)
        if len(asked) > 1:
            self.pending = Proposal(proposer, asked[1:])
        else:
            self.stop_game(events, agreed=True)

    # -- the end of a turn ----------------------------------------------------------------------------
    def finish_turn(self, events: list[Event]) -> None:
        """Once the square's effect is done: a brawl if three pawns share a square, else the next turn. Nobody is
        asked « anything else? »: gifts and purchases from afar came with the player's decisions (house rule
        ``own-turn``)."""
        square = self.find_brawl()
        if square is not None:
            self.start_brawl(square, events)
        elif self.options["flow"] == "asked" and self.can_trade(self.current):
            self.phase, self.pending = "after", None         # the earlier flow: « buy, give, or end »
        else:
            self.end_turn(events)

    def can_buy_afar(self, p: int) -> bool:
        """Whether ``p`` has the price of the free Terrain or of a free Maison bought from afar."""
        money, prices = self.money_[p], self.board.prices
        if money >= prices["terrain"] and self.terrain_owner < 0:
            return True
        return money >= prices["house_anywhere"] and -1 in self.house_owner[1:]

    def can_buy_house_afar(self, p: int) -> bool:
        """Whether ``p`` has the price of a free Maison bought from afar."""
        return self.money_[p] >= self.board.prices["house_anywhere"] and -1 in self.house_owner[1:]

    def end_turn(self, events: list[Event]) -> None:
        """« Les joueurs jouent chacun leur tour dans le sens des aiguilles d'une montre. »

        The next player in seat order plays; a player who must pass a turn is skipped once.
        """
        n, p = len(self.names), self.current
        cemetery = self.board.places["cimetiere"].code
        while True:
            p += 1
            if p == n:
                p = 0
                self.turn_ += 1
                if self.max_turns is not None and self.turn_ > self.max_turns:
                    self.turn_ = self.max_turns
                    self.stop_game(events)
                    return
            if not self.skip[p]:
                break
            self.skip[p] -= 1
            where = self.pos[p]
            if where == cemetery:
                rule = "rip-normal"
            elif where < PLACE_BASE and self.board.kinds[where] == "rip":
                rule = "rip-fast"
            else:
                rule = "heist-failure"
            self._say(events, "skip", p, M_("{player} passes this turn."), rule, player=p)
            if self.pos[p] == cemetery:
                self.pos[p] = 0
                self._say(events, "move", p, M_("{player} leaves the Cimetière for Parking — Départ."), "rip-normal",
                          player=p, frm=cemetery, to=0, bounced=False)
        self.current, self.phase, self.pending = p, "turn", None


_STOPPED = {
    (True, False): M_("The game is stopped by agreement in round {round}: {winner} wins with {money}, but nobody is "
                      "the boss."),
    (True, True): M_("The game is stopped by agreement in round {round}: {winners} win with {money}, but nobody is "
                     "the boss."),
    (False, False): M_("The game is stopped after {rounds} rounds: {winner} wins with {money}, but nobody is the "
                       "boss."),
    (False, True): M_("The game is stopped after {rounds} rounds: {winners} win with {money}, but nobody is the "
                      "boss."),
}
"""What a stopped game is told as: (stopped by agreement, several winners) -> the message."""
_SETTLE = {"after": "settle_after",                    # option flow = "asked" only
           "terrain": "settle_terrain", "buy_house": "settle_house", "momo": "settle_momo", "exit": "settle_exit"}
"""The decisions that a trade may settle, by the money it leaves (``trade``): the method that looks."""
