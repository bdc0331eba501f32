"""The squares of the street: what happens to a pawn that stops on each kind."""

from __future__ import annotations

from ..kernel import Action, Event
from ..kernel.tell import M_
from .board import PLACE_BASE
from .common import PASS
from .legality import Refusal
from .pending import HouseForSale, Target

_BUYBACK_TOO_DEAR = Refusal("terrain-buyback", M_("buying the Terrain back costs {buyback}"))
_BUYBACK_NOTATION = Refusal("terrain-buyback", M_("the Terrain is bought back as 'buyback'"))
_NOT_A_VICTIM = M_("that player cannot be chosen for this effect")
# A victim sent to the Hôpital from a place restarts from where that place would have let him go on:
# (the place, the restart: a square, Parking or the Hôpital's exit) -> the sentence.
_RESTARTS_AS_FROM = {
    ("commissariat", "square"): M_("{player} will restart from square {square} on leaving the Hôpital, as from "
                                   "the Commissariat."),
    ("commissariat", "parking"): M_("{player} will restart from Parking — Départ on leaving the Hôpital, as from "
                                    "the Commissariat."),
    ("commissariat", "exit"): M_("{player} will restart from the Hôpital's exit on leaving the Hôpital, as from "
                                 "the Commissariat."),
    ("prison", "square"): M_("{player} will restart from square {square} on leaving the Hôpital, as from Prison."),
    ("prison", "parking"): M_("{player} will restart from Parking — Départ on leaving the Hôpital, as from Prison."),
    ("prison", "exit"): M_("{player} will restart from the Hôpital's exit on leaving the Hôpital, as from Prison."),
    ("cimetiere", "square"): M_("{player} will restart from square {square} on leaving the Hôpital, as from the "
                                "Cimetière."),
    ("cimetiere", "parking"): M_("{player} will restart from Parking — Départ on leaving the Hôpital, as from the "
                                 "Cimetière."),
    ("cimetiere", "exit"): M_("{player} will restart from the Hôpital's exit on leaving the Hôpital, as from the "
                              "Cimetière."),
}


class SquareRules:
    """Rules of the squares (a mixin of StreetState)."""

    __slots__ = ()

    def land(self, p: int, events: list[Event]) -> None:
        """« Quand un joueur tombe sur une case spéciale, il applique son effet immédiatement. »"""
        _LANDING[self.board.kinds[self.pos[p]]](self, p, events)

    def nothing_happens(self, p: int, events: list[Event]) -> None:
        """Parking, plain squares and the Disque squares (reached by walking): no effect."""
        self.finish_turn(events)

    def square_gain(self, p: int, events: list[Event]) -> None:
        """A gain square (house rule ``square-gain``: the rulebook's table is not in the text)."""
        square = self.board.squares[self.pos[p]]
        self.money_[p] += square.amount
        self._say(events, "gain", p, M_("{name}: {player} earns {amount}."), "square-gain", player=p, name=square.id,
                  amount=square.amount)
        self.finish_turn(events)

    def square_tax(self, p: int, events: list[Event]) -> None:
        """A tax square: pay the bank (house rules ``square-tax``, ``no-debt``)."""
        square = self.board.squares[self.pos[p]]
        self._pay(p, square.amount, events, "square-tax", square.id)
        self.finish_turn(events)

    def square_karma(self, p: int, events: list[Event]) -> None:
        """« Quand un joueur tombe sur une case Karma, il pioche une carte Karma et applique immédiatement
        son effet. »"""
        self.draw_karma(p, events)

    def square_music(self, p: int, events: list[Event]) -> None:
        """« Quand un joueur tombe sur la case Note de musique, il va directement sur la Maison de disques. »"""
        self.go_to_record_label(p, events, "record-label")

    def square_police(self, p: int, events: list[Event]) -> None:
        """« de passer par le commissariat »: a police check sends the pawn to the Commissariat."""
        self.send_to_place(p, "commissariat", events, "square-police",
                           M_("{player} goes to the Commissariat (police check)."))
        self.finish_turn(events)

    def square_hospital(self, p: int, events: list[Event]) -> None:
        """« d'aller à l'hôpital »: an accident sends the pawn to the Hôpital."""
        self.send_to_place(p, "hopital", events, "square-hospital", M_("{player} goes to the Hôpital (accident)."))
        self.finish_turn(events)

    def square_prison(self, p: int, events: list[Event]) -> None:
        """« d'aller en prison »: a police raid sends the pawn to Prison."""
        self.send_to_place(p, "prison", events, "square-prison", M_("{player} goes to Prison (police raid)."))
        self.finish_turn(events)

    def square_bag(self, p: int, events: list[Event]) -> None:
        """« Quand un joueur tombe sur une case Sac d'argent, il peut décider de faire un braquage. »"""
        self.phase, self.pending = "heist", None

    def square_rip(self, p: int, events: list[Event]) -> None:
        """Normal mode: « il va directement au Cimetière, passe 1 tour, puis repart ensuite depuis la case
        Parking — Départ. » Fast mode: « il reste sur cette case ; il passe 1 tour ; puis il continue à
        avancer normalement depuis la case RIP. »"""
        self.skip[p] = 1
        if self.mode == "normal":
            self.send_to_place(p, "cimetiere", events, "rip-normal",
                               M_("{player} goes to the Cimetière (RIP) and will miss a turn."))
        else:
            self._say(events, "rip", p, M_("RIP: {player} stays on square {square} and will miss a turn."), "rip-fast",
                      player=p, square=self.pos[p])
        self.finish_turn(events)

    # -- Maisons --------------------------------------------------------------------------------------
    def square_house(self, p: int, events: list[Event]) -> None:
        """« si un joueur tombe directement sur la case Maison, il peut l'acheter pour 50 000 € »"""
        house = self.board.squares[self.pos[p]].house
        owner = self.house_owner[house]
        if owner < 0 and self.money_[p] >= self.board.prices["house_on_square"]:
            self.phase, self.pending = "buy_house", HouseForSale(house)
            return
        if owner < 0:
            self._say(events, "info", p, M_("{player} cannot afford Maison {house} ({price})."), "house-on-square",
                      player=p, house=house, price=self.board.prices["house_on_square"])
        elif owner == p:
            self._say(events, "info", p, M_("{player} is home at Maison {house}."), "house-on-square", player=p,
                      house=house)
        else:
            self._say(events, "info", p, M_("Maison {house} belongs to {owner}."), "house-on-square", owner=owner,
                      house=house)
        self.finish_turn(events)

    def _legal_buy_house(self) -> list[Action]:
        return self.standing([self.cache["buy house here", self.pending.house], self.cache[PASS]])

    def settle_house(self, events: list[Event]) -> None:
        """After a gift or a purchase from afar on a free Maison's square: with less than its price left, the
        player cannot buy it any more (« il peut l'acheter pour 50 000 € »), and his turn goes on."""
        p = self.current
        if self.money_[p] < self.board.prices["house_on_square"]:
            self._say(events, "info", p, M_("{player} cannot afford Maison {house} ({price})."), "house-on-square",
                      player=p, house=self.pending.house, price=self.board.prices["house_on_square"])
            self.finish_turn(events)

    def why_not_buy_house_here(self, rest: tuple) -> Refusal | None:
        """Whether ``buy house <n>`` (``rest``: the number) buys the Maison one has just landed on."""
        return None if rest == (self.pending.house,) else self.not_now("buy")

    def _on_buy_house(self, action: Action, events: list[Event]) -> None:
        p, house = self.current, self.pending.house
        if action.kind == "pass":
            self._say(events, "info", p, M_("{player} does not buy Maison {house}."), "house-on-square", player=p,
                      house=house)
        else:
            price = self.board.prices["house_on_square"]
            self.money_[p] -= price
            self.house_owner[house] = p
            self._say(events, "buy", p, M_("{player} buys Maison {house} ({name}) for {price}."), "house-on-square",
                      player=p, house=house, name=self.pos[p], property=f"house-{house}", price=price)
        self.finish_turn(events)

    # -- the Terrain ----------------------------------------------------------------------------------
    def square_terrain(self, p: int, events: list[Event]) -> None:
        """« Une fois le Terrain acheté, chaque joueur qui tombe sur l'une des 3 cases Terrain doit payer
        au propriétaire la taxe indiquée sur la carte Propriété Terrain. »

        Unowned: « aucun joueur ne paye de taxe ». Owned by another: pay the tax, buy the Terrain
        back, or refuse and go back to Parking — Départ; with too little money for either, back to
        Parking at once.
        """
        owner, prices = self.terrain_owner, self.board.prices
        if owner < 0:
            self._say(events, "info", p, M_("The Terrain has no owner: no tax."), "terrain-free")
            self.finish_turn(events)
        elif owner == p:
            self._say(events, "info", p, M_("{player} owns the Terrain: no tax."), "terrain-tax", player=p)
            self.finish_turn(events)
        elif self.money_[p] >= prices["terrain_tax"]:
            self.phase, self.pending = "terrain", None
        else:
            self.refuse_terrain_tax(p, events, cannot=True)

    def _legal_terrain(self) -> list[Action]:
        cache = self.cache
        if self.why_not_buyback(()) is None:
            return self.standing([cache["pay"], cache["buyback"], cache["refuse"]])
        return self.standing([cache["pay"], cache["refuse"]])

    def settle_terrain(self, events: list[Event]) -> None:
        """After a gift on an owned Terrain square: with less than the tax left, the player cannot pay it
        (« s'il ne peut pas payer la taxe, il retourne directement sur la case Parking — Départ »)."""
        if self.money_[self.current] < self.board.prices["terrain_tax"]:
            self.refuse_terrain_tax(self.current, events, cannot=True)

    def why_not_buyback(self, args: tuple) -> Refusal | None:
        """« Un joueur peut racheter le Terrain uniquement s'il tombe sur l'une des 3 cases Terrain »,
        paying its price plus the tax."""
        if self.phase != "terrain":
            return self.not_now("buyback")
        prices = self.board.prices
        if self.money_[self.current] < prices["terrain"] + prices["terrain_tax"]:
            return _BUYBACK_TOO_DEAR
        return _BUYBACK_NOTATION if args else None

    def _on_terrain(self, action: Action, events: list[Event]) -> None:
        p, owner, prices = self.current, self.terrain_owner, self.board.prices
        if action.kind == "pay":
            self._transfer(p, owner, prices["terrain_tax"])
            self._say(events, "pay", p, M_("{player} pays the Terrain tax, {amount}, to {owner}."), "terrain-tax",
                      player=p, owner=owner, to=owner, amount=prices["terrain_tax"])
            self.finish_turn(events)
        elif action.kind == "buyback":
            self.buy_back_terrain(p, events)
        else:
            self.refuse_terrain_tax(p, events, cannot=False)

    def buy_back_terrain(self, p: int, events: list[Event]) -> None:
        """« Pour racheter le Terrain, il doit payer au propriétaire actuel le prix de rachat indiqué sur la
        carte Propriété Terrain. Le prix de rachat correspond au prix d'achat du Terrain plus la taxe. »

        The buy-back replaces the tax (house rule: its price already includes the tax).
        """
        owner, prices = self.terrain_owner, self.board.prices
        price = prices["terrain"] + prices["terrain_tax"]
        self._transfer(p, owner, price)
        self.terrain_owner = p
        self._say(events, "buy", p, M_("{player} buys the Terrain back from {owner} for {price}."), "terrain-buyback",
                  player=p, owner=owner, frm=owner, price=price)
        self.finish_turn(events)

    def refuse_terrain_tax(self, p: int, events: list[Event], cannot: bool) -> None:
        """« Si le joueur ne veut pas payer ou ne peut pas payer la taxe, il retourne directement sur la
        case Parking — Départ. »"""
        start = self.pos[p]
        self.pos[p] = 0
        text = (M_("{player} cannot pay the Terrain tax and goes back to Parking — Départ.") if cannot
                else M_("{player} will not pay the Terrain tax and goes back to Parking — Départ."))
        self._say(events, "move", p, text, "terrain-refuse", player=p, frm=start, to=0, bounced=False)
        self.finish_turn(events)

    # -- Évasion, Chez Momo, Carotte --------------------------------------------------------------------
    def square_evasion(self, p: int, events: list[Event]) -> None:
        """« payer un joueur pour l'aider à sortir de prison grâce à une case Évasion »

        The player on an Évasion square may free one prisoner of his choice (house rule
        ``square-evasion``); the freed player restarts from his Prison exit without moving.
        """
        prison = self.board.places["prison"].code
        if any(where == prison for where in self.pos):
            self.phase, self.pending = "evasion", None
        else:
            self._say(events, "info", p, M_("Évasion: nobody is in Prison."), "square-evasion")
            self.finish_turn(events)

    def _legal_evasion(self) -> list[Action]:
        cache = self.cache
        return self.standing([cache["free", q] for q in range(len(self.names)) if self.why_not_free((q,)) is None]
                             + [cache[PASS]])

    def why_not_free(self, args: tuple) -> Refusal | None:
        """Whether ``free <player>`` is allowed now: on an Évasion square, a player who is in Prison."""
        if self.phase != "evasion" or len(args) != 1 or args[0] not in self.players_at(
                self.board.places["prison"].code):
            return self.not_now("free")
        return None

    def _on_evasion(self, action: Action, events: list[Event]) -> None:
        p = self.current
        if action.kind == "pass":
            self._say(events, "info", p, M_("{player} frees nobody."), "square-evasion", player=p)
            self.finish_turn(events)
            return
        freed = action.args[0]
        self._say(events, "free", p, M_("{player} organises {freed}'s escape from Prison!"), "square-evasion",
                  player=p, freed=freed)
        self.leave_prison(freed, 0, events, then="evasion")

    def square_momo(self, p: int, events: list[Event]) -> None:
        """« Un joueur peut aussi acheter une carte Karma à la boutique Chez Momo, si la case lui permet. »"""
        if not (any(self.deck) or any(self.discard)):
            self._say(events, "info", p, M_("Chez Momo has no Karma card left to sell."), "chez-momo")
            self.finish_turn(events)
        elif self.money_[p] >= self.board.prices["momo_karma"]:
            self.phase, self.pending = "momo", None
        else:
            self._say(events, "info", p, M_("{player} cannot afford a card at Chez Momo."), "chez-momo", player=p)
            self.finish_turn(events)

    def _legal_momo(self) -> list[Action]:
        return self.standing([self.cache["buy karma"], self.cache[PASS]])

    def settle_momo(self, events: list[Event]) -> None:
        """After a gift or a purchase from afar at Chez Momo: with less than a card's price left, nothing more to
        buy there, and the turn goes on."""
        p = self.current
        if self.money_[p] < self.board.prices["momo_karma"]:
            self._say(events, "info", p, M_("{player} cannot afford a card at Chez Momo."), "chez-momo", player=p)
            self.finish_turn(events)

    def why_not_buy_karma(self, rest: tuple) -> Refusal | None:
        """Whether ``buy karma`` (``rest``: nothing more) is allowed now: at Chez Momo, when it sells."""
        return None if self.phase == "momo" and not rest else self.not_now("buy")

    def _on_momo(self, action: Action, events: list[Event]) -> None:
        p = self.current
        if action.kind == "pass":
            self._say(events, "info", p, M_("{player} buys nothing at Chez Momo."), "chez-momo", player=p)
            self.finish_turn(events)
            return
        price = self.board.prices["momo_karma"]
        self.money_[p] -= price
        self._say(events, "buy", p, M_("{player} buys a Karma card at Chez Momo for {price}."), "chez-momo",
                  player=p, price=price)
        self.draw_karma(p, events)

    def square_carotte(self, p: int, events: list[Event]) -> None:
        """« négocier pour éviter une carotte »: on a Carotte square, the player takes its amount from a
        player of his choice (house rule ``square-carotte``)."""
        amount = self.board.squares[self.pos[p]].amount
        self.choose_victim(p, "take", amount, "square-carotte", events)

    def choose_victim(self, p: int, effect: str, amount: int, rule: str, events: list[Event]) -> None:
        """Ask ``p`` to pick a target for ``effect`` (``take`` money, or ``hospital``)."""
        if not any(self._can_target(effect, q) for q in range(len(self.names)) if q != p):
            self._say(events, "info", p, M_("Nobody has any money to take."), rule)
            self.finish_turn(events)
            return
        self.phase, self.pending = "target", Target(effect, amount, rule)

    def _can_target(self, effect: str, q: int) -> bool:
        """Whether ``q`` can suffer ``effect``: money is taken from anyone who has some; anyone can be sent to
        the Hôpital, wherever he is (« peut quand même être ciblé par les effets ... des cartes »; house rule
        ``embrouille-street`` says what it does to a pawn already held in a place)."""
        return self.money_[q] > 0 if effect == "take" else True

    def _legal_target(self) -> list[Action]:
        effect, cache = self.pending.effect, self.cache
        return self.standing([cache["target", effect, q] for q in range(len(self.names))
                              if self.why_not_target((q,)) is None])

    def why_not_target(self, args: tuple) -> Refusal | None:
        """Whether ``target <player>`` is allowed now: another player who can suffer the effect."""
        if self.phase != "target":
            return self.not_now("target")
        q = args[0] if len(args) == 1 else None
        if q not in range(len(self.names)) or q == self.current or not self._can_target(self.pending.effect, q):
            return Refusal(self.target_rule(), _NOT_A_VICTIM)
        return None

    def target_rule(self) -> str:
        """The rule that refuses a victim: ``embrouille-street`` for the Hôpital, else the rule that asked."""
        return "embrouille-street" if self.pending.effect == "hospital" else self.pending.rule

    def _on_target(self, action: Action, events: list[Event]) -> None:
        effect, amount, rule = self.pending.effect, self.pending.amount, self.pending.rule
        p, victim = self.current, action.args[0]
        if effect == "take":
            taken = self._transfer(victim, p, amount)
            text = (M_("{player} takes {amount} from {victim}.") if taken == amount
                    else M_("{player} takes {amount} from {victim} (all they had)."))
            self._say(events, "take", p, text, rule, player=p, victim=victim, frm=victim, amount=taken)
        else:
            self.send_to_hospital(victim, p, events, rule)
        self.finish_turn(events)

    def send_to_hospital(self, victim: int, p: int, events: list[Event], rule: str) -> None:
        """« Un joueur placé au Commissariat, à l'Hôpital, à la Prison [...] peut quand même être ciblé par
        les effets des autres joueurs, des cartes ou des cases. »

        ``p`` sends ``victim`` to the Hôpital from wherever he is (house rule ``embrouille-street``): one
        already there stays; one at the Commissariat moves there and keeps the square he would have
        restarted from; a prisoner or a dead pawn moves there and will restart from Parking — Départ, where
        Prison and the Cimetière would have sent him (a Maison or the Terrain is a way out of Prison only).
        """
        where = self.pos[victim]
        if where == self.board.places["hopital"].code:
            self._say(events, "info", victim, M_("{player} is already at the Hôpital and stays there."),
                      "embrouille-street", player=victim)
            return
        held = self.board.place_by_code[where].key if where >= PLACE_BASE else ""
        self.send_to_place(victim, "hopital", events, rule, M_("{player} goes to the Hôpital, sent by {by}."), by=p)
        if held in ("prison", "cimetiere", "commissariat"):
            back = self.back_to[victim]
            restart = "square" if back > 0 else "parking" if back == 0 else "exit"
            self._say(events, "info", victim, _RESTARTS_AS_FROM[held, restart], "embrouille-street", player=victim,
                      square=back, place=held)


_LANDING = {
    "start": SquareRules.nothing_happens, "plain": SquareRules.nothing_happens,
    "disc": SquareRules.nothing_happens, "gain": SquareRules.square_gain, "tax": SquareRules.square_tax,
    "karma": SquareRules.square_karma, "music": SquareRules.square_music,
    "police": SquareRules.square_police, "hospital": SquareRules.square_hospital,
    "prison": SquareRules.square_prison, "bag": SquareRules.square_bag, "rip": SquareRules.square_rip,
    "house": SquareRules.square_house, "terrain": SquareRules.square_terrain,
    "evasion": SquareRules.square_evasion, "momo": SquareRules.square_momo,
    "carotte": SquareRules.square_carotte,
}
"""What each kind of square does; a board file may use only these kinds (and ``finish``)."""
