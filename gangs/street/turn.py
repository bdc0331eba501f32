"""The turn: rolling, moving, the finish, giving money, buying from anywhere, and whose turn is next."""

from __future__ import annotations

from bisect import bisect_right

from ..kernel import Action, Event, IllegalAction
from .board import PLACE_BASE
from .common import ROLL, euros


class TurnRules:
    """Rules of a player's turn (a mixin of StreetState)."""

    __slots__ = ()

    # -- the start of a turn: roll, or first buy, give, or play an Avocat -----------------------
    def _turn_actions(self) -> list[Action]:
        p, cache = self.current, self.cache
        money, prices = self.money_[p], self.board.prices
        actions = [ROLL]
        where = self.pos[p]
        if where >= PLACE_BASE and "avocat" in self.hands[p] and self.board.place_by_code[where].blocking:
            actions.append(cache["lawyer", where])
        if self.terrain_owner < 0 and money >= prices["terrain"]:
            actions.append(cache["buy terrain"])
        if money >= prices["house_anywhere"]:
            actions.extend(cache["buy house anywhere", h] for h in self.board.house_squares
                           if self.house_owner[h] < 0)
        if money > 0:
            gifts = cache["gifts", p]
            actions.extend(gifts[:bisect_right(cache["gift amounts", p], money)])
        return actions

    def _on_turn(self, action: Action, events: list[Event]) -> None:
        kind = action.kind
        if kind == "roll":
            self.phase, self.pending = "die", ("move",)
        elif kind == "give":
            self.give_money(self.current, action.args[0], action.args[1], events)
        elif kind == "lawyer":
            self.use_lawyer(self.current, events)
        elif action.args[0] == "terrain":
            self.buy_terrain(self.current, events)
        else:
            self.buy_house_anywhere(self.current, action.args[1], events)

    def give_money(self, giver: int, receiver: int, amount: int, events: list[Event]) -> None:
        """« Dans La Street, les joueurs peuvent faire ce qu'ils veulent avec leur argent. »

        Money is given freely to another player, to negotiate (during one's turn, before the
        roll: house rule ``own-turn``).
        """
        self._transfer(giver, receiver, amount)
        self._say(events, "give", giver, f"{self._name(giver)} gives {euros(amount)} to {self._name(receiver)}.",
                  "negotiation", to=receiver, amount=amount)

    def _check_gift(self, action: Action) -> Action:
        p = self.current
        if len(action.args) != 2 or not all(isinstance(a, int) for a in action.args):
            raise IllegalAction("write a gift as 'give <player> <amount>'", "negotiation")
        receiver, amount = action.args
        if not 0 <= receiver < len(self.names) or receiver == p:
            raise IllegalAction(f"player {receiver} cannot receive a gift from {self._name(p)}", "negotiation")
        if amount <= 0:
            raise IllegalAction("a gift is a positive amount", "negotiation")
        if amount > self.money_[p]:
            raise IllegalAction(f"{self._name(p)} has only {euros(self.money_[p])}", "no-debt")
        cached = self.cache.get(("give", receiver, amount))
        return cached or Action("give", receiver, amount, label=f"Give {euros(amount)} to {self._name(receiver)}",
                                targets=(f"pawn-{receiver}",))

    def buy_terrain(self, p: int, events: list[Event]) -> None:
        """« Un joueur peut acheter le Terrain à n'importe quel moment de son tour, peu importe où il se
        trouve sur le plateau, tant que le Terrain n'a pas encore de propriétaire. »

        The unowned Terrain (its three squares at once) is bought from the bank, from anywhere.
        """
        price = self.board.prices["terrain"]
        self.money_[p] -= price
        self.terrain_owner = p
        self._say(events, "buy", p, f"{self._name(p)} buys the Terrain (its 3 squares) for {euros(price)}.",
                  "terrain-buy", property="terrain", price=price)

    def buy_house_anywhere(self, p: int, house: int, events: list[Event]) -> None:
        """« à n'importe quel moment de la partie, un joueur peut acheter une maison pour 200 000 €, peu
        importe où il se trouve sur le plateau. »

        A free Maison bought from a distance costs 200 000 €.
        """
        price = self.board.prices["house_anywhere"]
        self.money_[p] -= price
        self.house_owner[house] = p
        name = self.board.squares[self.board.house_squares[house]].name
        self._say(events, "buy", p, f"{self._name(p)} buys Maison {house} ({name}) from a distance for "
                  f"{euros(price)}.", "house-anywhere", property=f"house {house}", price=price)

    # -- the die, the move, the finish -------------------------------------------------------------
    def _on_die(self, action: Action, events: list[Event]) -> None:
        purpose = self.pending[0]
        roll = action.args[0]
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
        self._say(events, "roll", p, f"{self._name(p)} rolls a {roll}.", "roll-and-move", roll=roll)
        place = self.board.place_by_code[where]
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
        name = self.board.squares[target].name
        who = self.names[p] if roll is None else f"{self.names[p]} rolls a {roll} and"
        if bounced:
            self._say(events, "move", p, f"{who} reaches the finish, bounces back and stops on "
                      f"square {target} ({name}).", "bounce", frm=start, to=target, bounced=True, roll=roll)
        else:
            self._say(events, "move", p, f"{who} moves to square {target} ({name}).",
                      "roll-and-move", frm=start, to=target, bounced=False, roll=roll)
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
        self.result, self.boss, self.phase, self.pending = (p,), p, "over", ()
        self._say(events, "win", p, f"{self._name(p)} lands exactly on La Street — Arrivée and becomes the "
                  f"boss of La Street, collecting everyone's money: {euros(total)}.", "boss", total=total)

    def stop_game(self, events: list[Event]) -> None:
        """« Dans ce cas, le joueur qui possède le plus d'argent gagne la partie arrêtée. »

        The game stopped after ``max_turns`` rounds: the richest win, keeping only their own money,
        and nobody is the boss.
        """
        best = max(self.money_)
        self.result = tuple(p for p, m in enumerate(self.money_) if m == best)
        self.phase, self.pending = "over", ()
        who = " and ".join(self._name(p) for p in self.result)
        self._say(events, "stop", None, f"The game is stopped after {self.max_turns} rounds: {who} "
                  f"{'wins' if len(self.result) == 1 else 'win'} with {euros(best)}, but nobody is the boss.",
                  "stopped-game", winners=list(self.result))

    # -- the end of a turn ----------------------------------------------------------------------------
    def finish_turn(self, events: list[Event]) -> None:
        """Once the square's effect is done: a brawl if three pawns share a square, else the next turn."""
        square = self.find_brawl()
        if square is None:
            self.end_turn(events)
        else:
            self.start_brawl(square, events)

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
            rule = "rip-normal" if self.mode == "normal" else "rip-fast"
            self._say(events, "skip", p, f"{self._name(p)} passes this turn.", rule)
            if self.pos[p] == cemetery:
                self.pos[p] = 0
                self._say(events, "move", p, f"{self._name(p)} leaves the Cimetière for Parking — Départ.",
                          "rip-normal", frm=cemetery, to=0, bounced=False)
        self.current, self.phase, self.pending = p, "turn", ()

    # -- why an action is refused ----------------------------------------------------------------------
    def _explain_illegal(self, action: Action) -> IllegalAction:
        listing = ", ".join(a.notation for a in self.legal_actions()[:8]) or "none"
        rule, reason = self._why_not(action)
        return IllegalAction(f"{action} is not legal: {reason} (legal: {listing})", rule)

    def _why_not(self, action: Action) -> tuple[str, str]:
        """The rule that forbids ``action`` now, and the reason in words."""
        to_move = self.to_move
        who = self._name(to_move) if to_move is not None and to_move >= 0 else "nobody"
        kind, args = action.kind, action.args
        distant_purchase = kind == "buy" and (args[:1] == ("terrain",) or
                                              (args[:1] == ("house",) and self.phase != "buy_house"))
        if self.phase != "turn" and (kind == "give" or distant_purchase):
            return "own-turn", "gifts and purchases from afar come at the start of one's own turn, before the roll"
        if self.phase == "terrain" and kind == "buyback":
            price = self.board.prices["terrain"] + self.board.prices["terrain_tax"]
            return "terrain-buyback", f"buying the Terrain back costs {euros(price)}"
        if self.phase == "target":
            effect, _, rule = self.pending
            rule = "embrouille-street" if effect == "hospital" else rule
            if kind == "target":
                return rule, "that player cannot be chosen for this effect"
            return rule, f"{who} must first choose a player"
        if self.phase != "turn":
            rule, question = _DECISIONS[self.phase]
            return rule, f"{who} must first decide: {question}"
        if kind == "buy" and args[:1] == ("terrain",):
            if self.terrain_owner >= 0:
                return "terrain-buy", "the Terrain already has an owner"
            return "terrain-buy", f"{who} has less than {euros(self.board.prices['terrain'])}"
        if kind == "buy" and args[:1] == ("house",):
            house = args[1] if len(args) == 2 and args[1] in self.board.house_squares else None
            if house is None:
                return "house-anywhere", "the Maisons are numbered 1 to 6"
            if self.house_owner[house] >= 0:
                return "house-anywhere", f"Maison {house} already has an owner"
            return "house-anywhere", f"{who} has less than {euros(self.board.prices['house_anywhere'])}"
        if kind == "lawyer":
            return "lawyer", f"{who} holds no Avocat card or is not in a blocking place"
        if kind == "denounce":
            return "balance", "only a player holding a Balance, asked during a heist, can denounce"
        return _RULE_OF_KIND.get(kind, "roll-and-move"), f"it is not among {who}'s choices now"


_DECISIONS = {
    "buy_house": ("house-on-square", "buy this Maison or pass"),
    "terrain": ("terrain-tax", "pay the Terrain tax, buy it back, or refuse"),
    "heist": ("heist", "attempt the heist or pass"),
    "balance": ("balance", "denounce the heist or keep quiet"),
    "evasion": ("square-evasion", "free a prisoner or pass"),
    "momo": ("chez-momo", "buy a Karma card or pass"),
    "exit": ("prison-house-exit", "where to restart from, out of Prison"),
}
"""For each decision taken outside the start of a turn: its rule, and the question it asks."""

_RULE_OF_KIND = {
    "roll": "roll-and-move", "give": "negotiation", "heist": "heist", "silent": "balance",
    "pay": "terrain-tax", "buyback": "terrain-buyback", "refuse": "terrain-refuse", "free": "square-evasion",
    "exit": "prison-house-exit", "target": "square-carotte", "die": "chance", "draw": "chance",
}
"""The rule an action belongs to, when it is tried at the start of a turn where it has no place."""
