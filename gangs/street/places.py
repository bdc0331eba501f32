"""The special places: Commissariat, Hôpital and Prison (blocking), Maison de disques and Marbella
(not blocking), and the heist that leads to Marbella or to Prison."""

from __future__ import annotations

from ..kernel import Action, Event
from ..kernel.tell import M_
from .board import PLACE_BASE, Place
from .common import EVEN, PASS
from .legality import Refusal
from .pending import HEIST, RECORD, Balance, Exit

_BALANCE_ONLY = Refusal("balance", M_("only a player holding a Balance, asked during a heist, can denounce"))

_LEAVE_RULE = {"commissariat": "leave-commissariat", "hopital": "leave-hopital"}
_HELD_BACK = frozenset(_LEAVE_RULE)
"""The places left by their exit or, when that would be a step forward, from where the pawn was sent."""
GOES_TO = {"commissariat": M_("{player} goes to the Commissariat."), "hopital": M_("{player} goes to the Hôpital."),
           "prison": M_("{player} goes to Prison."), "maison_de_disques": M_("{player} goes to the Maison de disques."),
           "marbella": M_("{player} goes to Marbella."), "cimetiere": M_("{player} goes to the Cimetière.")}
"""What is said of a pawn sent to each special place, when no reason is given."""
_NO_LONGER_MISSES = {
    "commissariat": M_("{player} no longer misses a turn: the rule of the Commissariat applies."),
    "hopital": M_("{player} no longer misses a turn: the rule of the Hôpital applies."),
    "prison": M_("{player} no longer misses a turn: the rule of Prison applies."),
    "maison_de_disques": M_("{player} no longer misses a turn: the rule of the Maison de disques applies."),
    "marbella": M_("{player} no longer misses a turn: the rule of Marbella applies."),
}
_STAYS = {
    "commissariat": M_("{player} rolls a {roll}: it takes a 2, 4 or 6 to leave the Commissariat, so {player} "
                       "stays."),
    "hopital": M_("{player} rolls a {roll}: it takes a 2, 4 or 6 to leave the Hôpital, so {player} stays."),
    "prison": M_("{player} rolls a {roll}: it takes a 2, 4 or 6 to leave Prison, so {player} stays."),
}
# Leaving the Commissariat or the Hôpital: (place, after a roll, by the exit) -> the sentence.
_LEAVES_HELD = {
    ("commissariat", True, True): M_("{player} rolls a {roll} and leaves the Commissariat by its exit, after "
                                     "square {exit}."),
    ("commissariat", False, True): M_("{player} leaves the Commissariat by its exit, after square {exit}."),
    ("commissariat", True, False): M_("{player} rolls a {roll} and leaves the Commissariat. {player} goes back to "
                                      "square {back}, where the trouble happened: the exit, after square "
                                      "{place_exit}, would be a step forward."),
    ("commissariat", False, False): M_("{player} leaves the Commissariat. {player} goes back to square {back}, where "
                                       "the trouble happened: the exit, after square {place_exit}, would be a step "
                                       "forward."),
    ("hopital", True, True): M_("{player} rolls a {roll} and leaves the Hôpital by its exit, after square {exit}."),
    ("hopital", False, True): M_("{player} leaves the Hôpital by its exit, after square {exit}."),
    ("hopital", True, False): M_("{player} rolls a {roll} and leaves the Hôpital. {player} goes back to square "
                                 "{back}, where the trouble happened: the exit, after square {place_exit}, would be a "
                                 "step forward."),
    ("hopital", False, False): M_("{player} leaves the Hôpital. {player} goes back to square {back}, where the "
                                  "trouble happened: the exit, after square {place_exit}, would be a step forward."),
}
_LEAVES_FREE = {
    "maison_de_disques": M_("{player} rolls a {roll} and leaves the Maison de disques by its exit, after square "
                            "{exit}."),
    "marbella": M_("{player} rolls a {roll} and leaves Marbella by its exit, after square {exit}."),
    "cimetiere": M_("{player} rolls a {roll} and leaves the Cimetière by its exit, after square {exit}."),
}


class PlaceRules:
    """Rules of the special places (a mixin of StreetState)."""

    __slots__ = ()

    def send_to_place(self, p: int, key: str, events: list[Event], rule: str, said: str = "",
                      by: int | None = None) -> None:
        """« Quand une case envoie un joueur dans un lieu spécial, le joueur place son pion directement
        sur le lieu concerné. »

        ``said``: the sentence that tells it (marked with ``M_``; ``{player}`` the pawn's owner, ``{by}`` who sent
        it, the player ``by``), by default the place's own (``GOES_TO``).

        A turn still owed for a RIP square (fast mode) is forgotten: the place's own rule now
        decides when the pawn plays again (house rule ``place-rules``). A pawn sent to the
        Commissariat or the Hôpital will restart from the place's exit, or from where it was sent
        from when that is nearer the start (house rule ``exit-never-ahead``); a pawn sent to Prison
        keeps the square it was sent from (``arrested``), past which none of its ways out leads.
        """
        place = self.board.places[key]
        if key in _HELD_BACK:
            came_from = self.restart_square(p)
            self.back_to[p] = came_from if came_from < place.exit else -1
        if key == "prison" and self.options["flow"] != "asked":
            self.arrested[p] = self.restart_square(p)
        elif self.arrested[p] >= 0:
            self.arrested[p] = -1                            # out of Prison by another way (an Embrouille)
        self.pos[p] = place.code
        if by is None:
            self._say(events, "place", p, said or GOES_TO[key], rule, player=p, place=key)
        else:
            self._say(events, "place", p, said or GOES_TO[key], rule, player=p, by=by, place=key)
        if key != "cimetiere" and self.skip[p]:
            self.skip[p] = 0
            self._say(events, "info", p, _NO_LONGER_MISSES[key], "place-rules", player=p)

    def restart_square(self, p: int) -> int:
        """The square ``p`` would go on from where he is now: his square in the street; from the Commissariat
        or the Hôpital, the square he restarts from (``back_to``, else the exit); from Prison, the best of his
        ways out (``prison_exits``: Parking, or his Maison or Terrain square, never ahead of where he was
        arrested); from the Cimetière, Parking — Départ (« repart ensuite depuis la case Parking »); from the
        Maison de disques or Marbella, the exit."""
        where = self.pos[p]
        if where < PLACE_BASE:
            return where
        held = self.board.place_by_code[where]
        if held.key == "prison":
            return self.prison_exits(p)[-1] if self.options["flow"] != "asked" else 0
        if held.key == "cimetiere":
            return 0
        if held.key in _HELD_BACK and self.back_to[p] >= 0:
            return self.back_to[p]
        return held.exit

    # -- blocking places --------------------------------------------------------------------------------
    def leave_blocked_place(self, p: int, place: Place, roll: int, events: list[Event]) -> None:
        """« Pour sortir, le joueur doit faire 2, 4 ou 6 au dé. S'il ne fait pas 2, 4 ou 6, il reste dans
        le lieu et devra réessayer à son prochain tour. »

        From the Commissariat or the Hôpital the pawn restarts from the place's exit; from Prison,
        from Parking — Départ or the player's own property (``leave_prison``).
        """
        if roll not in EVEN:
            self._say(events, "stay", p, _STAYS[place.key], "blocked", player=p, place=place.key, roll=roll)
            self.finish_turn(events)
            return
        if place.key == "prison":
            self.leave_prison(p, roll, events, then="move")
            return
        self.restart_held(p, place, events, roll=roll)
        self.move(p, roll, events)

    def restart_held(self, p: int, place: Place, events: list[Event], roll: int | None = None) -> None:
        """Put ``p``, out of the Commissariat or the Hôpital, on the square it restarts from (``roll``: the die
        that let him out, told in the same sentence; None for an Avocat).

        « il repart depuis la sortie du Commissariat » (« de l'Hôpital »), or, when it was sent there from
        a square before that exit, from that square: « donner de l'argent pour éviter d'être envoyé à
        l'hôpital » — being sent there is always a loss, never a step forward (house rule
        ``exit-never-ahead``).
        """
        back = self.back_to[p]
        self.back_to[p] = -1
        facts = {} if roll is None else {"roll": roll}
        text = _LEAVES_HELD[place.key, roll is not None, back < 0]
        if back < 0:
            self.pos[p] = place.exit
            self._say(events, "leave", p, text, _LEAVE_RULE[place.key], player=p, place=place.key, exit=place.exit,
                      **facts)
            return
        # ``exit`` (and ``back``) is where the pawn restarts; ``place_exit``, the exit that would be a step forward.
        self.pos[p] = back
        self._say(events, "leave", p, text, "exit-never-ahead", player=p, place=place.key, exit=back, back=back,
                  place_exit=place.exit, **facts)

    def prison_exits(self, p: int) -> list[int]:
        """Where ``p`` may restart from when leaving Prison.

        « Si le joueur possède une Maison, il ne repart pas du Parking — Départ quand il sort de prison. »
        « Si le joueur possède le Terrain, il peut aussi sortir de prison depuis l'une de ses 3 cases
        Terrain, au choix ». So: his Maisons and Terrain squares, and Parking when he owns no Maison.

        Never ahead of the square he was sent to Prison from (``arrested``; house rule ``exit-never-ahead``):
        a property past it is a way out from that square instead, for being punished must never pay (a
        Penthouse owner arrested on square 10 came out on square 53, two squares from the finish).
        """
        board = self.board
        exits = [sq for h, sq in board.house_squares.items() if self.house_owner[h] == p]
        if self.terrain_owner == p:
            exits.extend(board.terrain_squares)
        if not any(self.house_owner[h] == p for h in board.house_squares):
            exits.append(0)
        cap = self.arrested[p]
        if cap >= 0:
            return sorted({square if square <= cap else cap for square in exits})
        return sorted(exits)

    def leave_prison(self, p: int, steps: int, events: list[Event], then: str) -> None:
        """« S'il réussit à sortir, il prend son pion, le place sur la case Parking — Départ, puis avance
        du nombre indiqué par le dé. »

        With a choice of exits (several properties), ``p`` decides where to restart (phase
        ``exit``; ``then`` says what follows: ``move`` the die's count, ``evasion`` end of the
        freeing player's effect, ``lawyer`` back to the start of the turn). A prisoner freed by an Évasion
        is asked too when he has the price of a free Maison: « à n'importe quel moment de la partie, un
        joueur peut acheter une maison », and this is his moment (house rule ``house-any-moment``).
        """
        exits = self.prison_exits(p)
        if not self._exit_to_decide(p, exits, then):
            self.restart_from(p, exits[0], steps, then, events)
            return
        if len(exits) == 1:
            self._say(events, "choose", p, M_("{player} gets out of Prison and may buy a Maison from afar before "
                                              "restarting from square {square}."), "house-any-moment", player=p,
                      square=exits[0], exits=exits)
        else:
            self._say(events, "choose", p, M_("{player} gets out of Prison and chooses where to restart: squares "
                                              "{squares}."), "prison-house-exit" if 0 not in exits
                      else "prison-terrain-exit", player=p, squares=tuple(exits), exits=exits)
        self.phase, self.pending = "exit", Exit(p, steps, then)

    def _exit_to_decide(self, p: int, exits: list[int], then: str) -> bool:
        """Whether ``p``, out of Prison, has something to decide: several ways out, or, freed by an Évasion
        (in another's turn: his only moment), the price of a free Maison."""
        return len(exits) > 1 or (then == "evasion" and self.options["flow"] != "asked"
                                  and self.can_buy_house_afar(p))

    def _legal_exit(self) -> list[Action]:
        return self.standing([self.cache["exit", sq] for sq in self.prison_exits(self.pending.player)])

    def why_not_exit(self, args: tuple) -> Refusal | None:
        """Whether ``exit <square>`` is allowed now: leaving Prison, from one of one's exits."""
        if self.phase != "exit" or len(args) != 1 or args[0] not in self.prison_exits(self.pending.player):
            return self.not_now("exit")
        return None

    def _on_exit(self, action: Action, events: list[Event]) -> None:
        leaving = self.pending
        self.restart_from(leaving.player, action.args[0], leaving.steps, leaving.then, events)

    def settle_exit(self, events: list[Event]) -> None:
        """After a gift or a purchase from afar while leaving Prison: with one way out left and nothing more to
        buy, the prisoner restarts from it."""
        leaving = self.pending
        exits = self.prison_exits(leaving.player)
        if not self._exit_to_decide(leaving.player, exits, leaving.then):
            self.restart_from(leaving.player, exits[0], leaving.steps, leaving.then, events)

    def restart_from(self, p: int, square: int, steps: int, then: str, events: list[Event]) -> None:
        """Put ``p``, out of Prison, on ``square`` (Parking, a Maison, a Terrain square, or the square he was
        arrested on when a property of his lies past it: ``exit-never-ahead``), then go on."""
        arrested, self.arrested[p] = self.arrested[p], -1
        self.pos[p] = square
        kind = self.board.kinds[square]
        rule = {"house": "prison-house-exit", "terrain": "prison-terrain-exit"}.get(kind, "leave-prison")
        owned = (rule == "prison-terrain-exit" and self.terrain_owner == p) or (
            rule == "prison-house-exit" and self.house_owner[self.board.squares[square].house] == p)
        if square and not owned and square == arrested:
            rule = "exit-never-ahead"
            text = (M_("{player} leaves Prison and restarts from square {square} ({name}), where the trouble "
                       "happened: a property further on would be a step forward.") if then == "move"
                    else M_("{player} is out of Prison and waits on square {square} ({name}), where the trouble "
                            "happened, for the next roll: a property further on would be a step forward."))
        elif then == "move":
            text = M_("{player} leaves Prison and restarts from square {square} ({name}).")
        else:
            text = M_("{player} is out of Prison and waits on square {square} ({name}) for the next roll.")
        self._say(events, "leave", p, text, rule, player=p, square=square, name=square, place="prison", exit=square)
        if then == "move":
            self.move(p, steps, events)
        elif then == "lawyer":
            self.phase, self.pending = "turn", None
        else:
            self.finish_turn(events)

    # -- places that do not block -----------------------------------------------------------------------
    def leave_free_place(self, p: int, place: Place, roll: int, events: list[Event]) -> None:
        """« À son prochain tour, il lance le dé et repart directement depuis la sortie du lieu »

        Maison de disques and Marbella (and the Cimetière, should a pawn be found there): no 2, 4 or
        6 needed; the pawn moves the die's count from the place's exit.
        """
        self.pos[p] = place.exit
        self._say(events, "leave", p, _LEAVES_FREE[place.key], "not-blocking", player=p, place=place.key,
                  exit=place.exit, roll=roll)
        self.move(p, roll, events)

    # -- the Maison de disques ---------------------------------------------------------------------------
    def go_to_record_label(self, p: int, events: list[Event], rule: str) -> None:
        """« Quand un joueur tombe sur la case Note de musique, il va directement sur la Maison de disques.
        Il peut alors tenter de sortir un projet musical. Le joueur relance le dé »"""
        self.send_to_place(p, "maison_de_disques", events, rule)
        self.phase, self.pending = "die", RECORD

    def record_label_roll(self, p: int, roll: int, events: list[Event]) -> None:
        """« s'il fait 2, il va sur la première case Disque d'or et remporte la somme indiquée ; s'il fait
        4, il va sur la deuxième case Disque de platine [...] ; s'il fait 6, il va sur la troisième case
        Disque de diamant [...]. S'il ne fait pas 2, 4 ou 6, son album flop. »"""
        if roll in EVEN:
            square = self.board.disc_squares[roll]
            amount = self.board.squares[square].amount
            self.pos[p] = square
            self.money_[p] += amount
            self._say(events, "record", p, M_("{player} rolls a {roll}: {name}! Square {square} and {amount}."),
                      "record-hit", player=p, roll=roll, name=square, square=square, to=square, amount=amount)
        else:
            self._say(events, "record", p, M_("{player} rolls a {roll}: the album flops; {player} waits at the "
                                              "Maison de disques."), "record-flop", player=p, roll=roll)
        self.finish_turn(events)

    # -- the heist, the Balance, Marbella ------------------------------------------------------------------
    def _legal_heist(self) -> list[Action]:
        return self.standing([self.cache["heist", self.pos[self.current]], self.cache[PASS]])

    def _on_heist(self, action: Action, events: list[Event]) -> None:
        """« Le joueur choisit s'il tente le braquage ou non. S'il accepte, il relance le dé. »"""
        p = self.current
        if action.kind == "pass":
            self._say(events, "heist", p, M_("{player} leaves the money bag alone."), "heist", player=p)
            self.finish_turn(events)
            return
        self._say(events, "heist", p, M_("{player} attempts a heist!"), "heist", player=p)
        n = len(self.names)
        others = ((p + i) % n for i in range(1, n))
        everyone = self.options["balance_question"] == "everyone"
        asked = tuple(q for q in others if everyone or "balance" in self.hands[q])
        if asked:
            self.phase, self.pending = "balance", Balance(asked)
        else:
            self.nobody_denounces(p, events)

    def nobody_denounces(self, robber: int, events: list[Event]) -> None:
        """« une Balance discrète »: when no Balance is played the log says so in the same words, whether
        or not anyone holds one; then the heist's die."""
        self._say(events, "heist", robber, M_("Nobody denounces {player}."), "balance", player=robber)
        self.phase, self.pending = "die", HEIST

    def _legal_balance(self) -> list[Action]:
        """``denounce`` (for a holder of a Balance) or ``silent``: no purchase is offered here, for a purchase in
        the log between « attempts a heist! » and « Nobody denounces » would give its buyer away as a holder
        (« une Balance discrète »; house rule ``house-any-moment``)."""
        if "balance" in self.hands[self.pending.asked[0]]:
            return [self.cache["denounce", self.current], self.cache["silent"]]
        return [self.cache["silent"]]

    def why_not_denounce(self, args: tuple) -> Refusal | None:
        """Whether ``denounce`` is allowed now: asked, as a holder of a Balance, during a heist."""
        if self.phase == "balance" and not args:
            return None if "balance" in self.hands[self.pending.asked[0]] else _BALANCE_ONLY
        return _BALANCE_ONLY if self.phase == "turn" else self.not_now("denounce")

    def _on_balance(self, action: Action, events: list[Event]) -> None:
        """« Si un joueur possède ou active une Balance au bon moment, il peut dénoncer le braquage. Dans ce
        cas, le braquage est stoppé et le joueur qui tentait le braquage va directement en Prison. »

        Every other player, in turn order from the robber's left, is asked before the die is rolled,
        and a holder of a Balance may denounce (house rule ``balance-question``); who kept silent is not
        told (« une Balance discrète »), only that nobody spoke.
        """
        asked = self.pending.asked
        snitch, robber = asked[0], self.current
        if action.kind == "denounce":
            self.hands[snitch].remove("balance")
            self.discard_card(self.board.card_index["balance"])
            self._say(events, "denounce", snitch, M_("{snitch} plays a Balance and denounces {robber}'s heist!"),
                      "balance", snitch=snitch, robber=robber)
            self.send_to_place(robber, "prison", events, "balance")
            self.finish_turn(events)
        elif len(asked) > 1:
            self.pending = Balance(asked[1:])
        else:
            self.nobody_denounces(robber, events)

    def heist_roll(self, p: int, roll: int, events: list[Event]) -> None:
        """« S'il fait 2, 4 ou 6, le braquage réussit : il gagne 50 000 €, puis il va directement à
        Marbella et place son pion sur le lieu. »

        On 1, 3 or 5 the heist fails: the robber stays on the Sac d'argent and misses his next turn
        (house rule ``heist-failure``: the rulebook does not say what a failed heist costs; one turn is
        the same price wherever the bag is).
        """
        if roll in EVEN:
            amount = self.board.prices["heist"]
            self.money_[p] += amount
            self._say(events, "heist", p, M_("{player} rolls a {roll}: the heist succeeds, {amount}!"), "heist-success",
                      player=p, roll=roll, amount=amount)
            self.send_to_place(p, "marbella", events, "heist-success", M_("{player} goes to Marbella with the loot."))
        else:
            self.skip[p] = 1
            self._say(events, "heist", p, M_("{player} rolls a {roll}: the heist fails, and {player} will miss a "
                                             "turn."), "heist-failure", player=p, roll=roll)
        self.finish_turn(events)
