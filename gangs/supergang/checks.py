"""Legality, one check per action kind (a mixin of SuperGangState).

Each ``_refuse_<kind>`` returns ``None`` when the action is allowed and otherwise the ``Refusal`` (see
``refusals``) naming the rule that forbids it. ``legal_actions`` lists an action only when its check
allows it, and ``why_illegal`` asks the very same check: the two can never disagree. A check reads the
position only; it changes nothing.
"""

from __future__ import annotations

from . import refusals as why
from .common import CLINIC, DEAD, FREE, ROLES
from .decisions import Start
from .reading import lenient

TRAFFICKER, VAMP = 2, 1


class Checks:
    """What each action needs, in the rulebook's words."""

    __slots__ = ()

    # -- the turn: buying the cops, moving, ending --------------------------------------------------------------
    def _refuse_buy_cops(self) -> why.Refusal | None:
        """« Lorsqu'arrive son tour de jouer, un joueur peut acheter les flics. [...] les flics peuvent s'acheter 500
        briques » — at the start of the turn, while nobody owns them, cash; « Toutefois ils ne sont pas à vendre »
        with a police seat."""
        if self.police_seat is not None:
            return why.NOT_FOR_SALE
        if self.cops_owner >= 0:
            return why.COPS_SOLD
        if type(self.pending) is not Start:
            return why.COPS_AT_START
        if self.money_[self.current] < self.board.prices["cops"]:
            return why.COPS_PRICE
        return None

    def _refuse_mover(self, c: int) -> why.Refusal | None:
        """« Il peut et doit avancer du nombre de cases indiqué par son dé » — a free character the gang plays,
        once a turn, with a die rolled for him."""
        if self._ctrl(c) != self.current:
            return why.NOT_PLAYED
        if self.status[c] != FREE:
            return why.NOT_FREE
        if self.moved[c]:
            return why.MOVED
        if not self.die[c]:
            return why.NO_DIE
        return None

    def _refuse_move(self, c: int, where: str, heading: str = "") -> why.Refusal | None:
        """« Il peut et doit avancer du nombre de cases indiqué par son dé. » « Un personnage n'a pas le droit de
        faire demi-tour dans la rue » — to the end of a walk of exactly his die (see ``movement``)."""
        refusal = self._refuse_mover(c)
        if refusal is not None:
            return refusal
        try:
            node = self.board.node(where)
        except ValueError:
            return why.NO_WALK
        owned = self._owned_nodes()
        if (node, heading) in self._walk_ends(c, owned):
            return None
        if any(end == node for end, _head in self._walk_ends(c, owned, "")):
            return why.U_TURN
        return why.NO_WALK

    def _refuse_stay(self, c: int) -> why.Refusal | None:
        """A character stays only when no walk of exactly his die exists."""
        refusal = self._refuse_mover(c)
        if refusal is None and self._walk_ends(c, self._owned_nodes()):
            return why.MUST_WALK
        return refusal

    def _refuse_end(self, movers: list[int] | None = None, found: dict | None = None) -> why.Refusal | None:
        """« Il peut et doit avancer » and « Quand un personnage pénètre dans une boutique, il doit obligatoirement
        y faire quelque chose » — the turn ends once every die is played (``movers``: ``_unmoved()`` if known) and
        every shop entered has seen an action, or none was possible there (``found``: the actions of each place
        where the gang's characters arrived, from ``_place_actions``, if known)."""
        if self._unmoved() if movers is None else movers:
            return why.MUST_MOVE
        if found is None:
            if any(self._owed(node, self._actions_at(node)) for node in self.must_act):
                return why.MUST_ACT
        elif any(self._owed(node, found.get(node)) for node in self.must_act):
            return why.MUST_ACT
        return None

    def _owed(self, shop: int, actions: list | None) -> bool:
        """Whether ``actions``, what the group that entered ``shop`` may do there, leave something owed (« il doit
        obligatoirement y faire quelque chose »): any of them does, but a hold-up of a shop the gang rackets itself
        (house rule ``own-racket``: a gang is never made to attack its own racket; it may, if it wants)."""
        if not actions:
            return False
        if self.racket[shop - self.board.shop_base] != self.current or lenient(self.options):
            return True                           # ``reading="lenient"``: before ``own-racket``, a hold-up too
        for action in actions:
            if action.kind != "holdup":
                return True
        return False

    # -- where the characters stopped ---------------------------------------------------------------------------
    def _truce(self) -> bool:
        """« Pendant les trois premiers tours, les gangs n'ont pas le droit de se nuire (ni duel ni vampage) »."""
        return self.turn_ <= self.board.limits["truce_turns"]

    def _cops_at(self, node: int) -> bool:
        """Whether a cop pair in play stands at ``node``."""
        at, state = self.cop_at, self.cop_state
        return (at[0] == node and state[0] == "board") or (at[1] == node and state[1] == "board")

    def _refuse_mug(self, node: int) -> why.Refusal | None:
        """« A l'arrêt dans une case rue, on peut si on le désire, attaquer un touriste » — once a stop, while
        the bank pays."""
        if not self.board.is_square(node):
            return why.MUG_IN_STREET
        if ("mug", node) in self.done:
            return why.ONCE_A_STOP
        if self.bank_ <= 0:
            return why.BANK_DRY
        return None

    def _refuse_racket(self, node: int) -> why.Refusal | None:
        """« Il suffit d'entrer dans une boutique encore vierge et d'y déposer un jeton R » — with a token left."""
        board = self.board
        if not board.is_shop(node):
            return why.NOT_A_SHOP
        s = node - board.shop_base
        if self.shop_owner[s] >= 0 or self.racket[s] >= 0:
            return why.NOT_VIRGIN
        if self.tokens_left(self.current) <= 0:
            return why.NO_TOKEN
        if ("racket", node) in self.done:
            return why.ONCE_A_STOP
        return None

    def _refuse_buy(self, node: int) -> why.Refusal | None:
        """« Lorsqu'on pénètre dans une boutique, on peut l'acheter » — a shop nobody owns, not just held up,
        paid cash, with a token (or the gang's own R token, which the property replaces)."""
        board, p = self.board, self.current
        if not board.is_shop(node):
            return why.NOT_A_SHOP
        s = node - board.shop_base
        if ("robbed", node) in self.done:
            return why.ROBBED
        if self.shop_owner[s] >= 0:
            return why.OWNED
        if self.tokens_left(p) <= 0 and self.racket[s] != p:
            return why.NO_TOKEN
        if self.turn_ <= board.limits["truce_turns"] and self._harmed_by_buying(node) and not lenient(self.options):
            return why.TRUCE_BUY                  # ``reading="lenient"``: the truce did not cover purchases
        if self.money_[p] < board.prices["shop_sigil" if board.shops[s].sigils else "shop"]:
            return why.NO_LOANS
        return None

    def _harmed_by_buying(self, node: int) -> list[int]:
        """« Pendant les trois premiers tours, les gangs n'ont pas le droit de se nuire » — the other gangs a
        purchase of the shop at ``node`` would harm: the one whose R token would go (« dans ce cas le pion-racket
        disparaît ») and those whose trafic pawns beside it would take the buyer's colour (« tous les pions-trafic
        bordant une boutique prennent la couleur du nouveau propriétaire »), in seat order."""
        board, p = self.board, self.current
        harmed = {self.racket[node - board.shop_base]}
        portion = self.portion
        harmed.update(portion[i] for i in board.portions_of[node])
        return sorted(g for g in harmed if g >= 0 and g != p)

    def _refuse_holdup(self, node: int, title: bool) -> why.Refusal | None:
        """« Une boutique appartenant à un autre gang peut aussi être braquée pour son titre » — a hold-up is
        a duel: once a place and turn, not in one's own shop; for the title, another gang's shop and a token."""
        board = self.board
        if not board.is_shop(node):
            return why.NOT_A_SHOP
        if ("robbed", node) in self.done:
            return why.HOLDUP_ONCE
        refusal = self._refuse_shooting(node)
        if refusal is not None:
            return refusal
        owner = self.shop_owner[node - board.shop_base]
        if owner == self.current:
            return why.OWN_SHOP
        if title and owner < 0:
            return why.NO_TITLE
        if title and self.tokens_left(self.current) <= 0:
            return why.NO_TOKEN
        return None

    def _refuse_duel_now(self) -> why.Refusal | None:
        """« Pendant les trois premiers tours, les gangs n'ont pas le droit de se nuire (ni duel ni vampage) »."""
        return why.TRUCE_DUEL if self._truce() else None

    def _refuse_vamp_now(self) -> why.Refusal | None:
        """« Pendant les trois premiers tours, les gangs n'ont pas le droit de se nuire (ni duel ni vampage) »."""
        return why.TRUCE_VAMP if self._truce() else None

    def _refuse_shooting(self, node: int) -> why.Refusal | None:
        """No duel during the truce, nobody shoots in front of the police, and one duel per place and turn
        (hold-ups, settling scores, finishing off)."""
        if self._truce():
            return why.TRUCE_DUEL
        if self._cops_at(node):
            return why.POLICE_HERE
        if ("duel", node) in self.done:
            return why.ONE_DUEL
        return None

    def _refuse_settle(self, node: int, whom: tuple[int, ...]) -> why.Refusal | None:
        """« Le règlement de compte sert à éliminer un ou plusieurs personnages des gangs adverses »."""
        return self._refuse_shooting(node) or self._refuse_settle_with(node, whom)

    def _refuse_settle_with(self, node: int, whom: tuple[int, ...]) -> why.Refusal | None:
        """« il ne peut faire qu'un jet de dé(s) contre le ou les personnage(s) présent(s) qu'il décide
        d'affronter » — one or more characters of other gangs, free, standing there."""
        if not whom:
            return why.NOBODY_TO_FIGHT
        p, at, status = self.current, self.at, self.status
        for t in whom:
            if at[t] != node or status[t] != FREE or self._ctrl(t) == p:
                return why.NOT_THERE_TO_FIGHT
        return None

    def _refuse_crew(self, group: list[int], crew: tuple[int, ...] | None) -> why.Refusal | None:
        """« Ces actions ne peuvent se réaliser que sur leurs cases d'arrivée, seul ou à plusieurs » — who takes
        part is named when more than one character stopped there, and only those stand there."""
        if crew is None:
            return why.NAME_CREW if len(group) > 1 else None
        if not crew or any(c not in group for c in crew):
            return why.NOT_IN_CREW
        return None

    def _refuse_finish(self, node: int, target: int) -> why.Refusal | None:
        """« On peut venir achever un blessé à la clinique »."""
        return self._refuse_shooting(node) or self._refuse_finish_target(target)

    def _refuse_finish_target(self, t: int) -> why.Refusal | None:
        """The target lies wounded at the clinic and belongs to another gang."""
        if self.status[t] != CLINIC:
            return why.NOT_WOUNDED
        if t // 3 == self.current:
            return why.OWN_GANG
        return None

    def _refuse_vamping(self, node: int, group: list[int]) -> why.Refusal | None:
        """House rule ``vamp``: the gang's vamp takes a free gangster of another gang where she stops. No vamping
        during the truce; one of the gang's own vamps stopped there, once a turn."""
        refusal = self._refuse_vamp_now()
        if refusal is not None:
            return refusal
        p = self.current
        if not _has(group, VAMP, p):
            return why.NO_VAMP_HERE
        if ("vamp", node) in self.done:
            return why.ONCE_A_STOP
        return None

    def _refuse_vamp_target(self, node: int, t: int) -> why.Refusal | None:
        """« A la clinique, un blessé n'est pas vampable »; nor is a gangster already following a vamp."""
        if self.status[t] == CLINIC:
            return why.WOUNDED_NO_VAMP
        if self.status[t] != FREE or self.at[t] != node or self._ctrl(t) == self.current or t // 3 == self.current:
            return why.NOT_VAMPABLE
        if self.follows[t] >= 0:
            return why.ALREADY_VAMPED
        return None

    def _refuse_pawns(self, node: int, group: list[int], lot: object) -> why.Refusal | None:
        """« Il achète les pions-trafic dans les boutiques marquées, au prix de 5 briques les deux, mais il ne peut
        en acheter plus de dix à la fois. »"""
        return self._refuse_pawns_here(node, group) or self._refuse_lot(node, lot)

    def _refuse_pawns_here(self, node: int, group: list[int]) -> why.Refusal | None:
        """A trafficker of the group, in a shop marked for trafic, buying once a stop."""
        board = self.board
        if not _has(group, TRAFFICKER):
            return why.ONLY_TRAFFICKER
        if not board.is_shop(node) or not board.shop(node).trafic:
            return why.NO_TRAFIC_SOLD
        if ("pawns", node) in self.done:
            return why.ONE_PURCHASE
        return None

    def _refuse_lot(self, node: int, lot: object) -> why.Refusal | None:
        """Two to ten pawns, by two, never beyond 20 a gang, paid cash (free in one's own shop)."""
        board, p = self.board, self.current
        if type(lot) is not int or lot < 2 or lot % 2 or lot > board.prices["trafic_max_buy"]:
            return why.LOT
        if lot > board.limits["trafic_pawns"] - self.stock[p] - self.portion.count(p):
            return why.PAWN_LIMIT
        cost_each = 0 if self.shop_owner[node - board.shop_base] == p else board.prices["trafic_pair"]
        if lot // 2 * cost_each > self.money_[p]:
            return why.PAWNS_PRICE
        return None

    def _refuse_trafic(self, node: int, group: list[int], portion: object = None) -> why.Refusal | None:
        """« Le trafiquant peut déposer un pion-trafic et un seul par portion vide touchant la case où il s'est
        arrêté » — from the gang's stock, on a free portion (see ``_trafic_portions``)."""
        if not _has(group, TRAFFICKER):
            return why.ONLY_TRAFFICKER
        if self.stock[self.current] <= 0:
            return why.NO_STOCK
        free = self._trafic_portions(node)
        if not free or (portion is not None and portion not in free):
            return why.NO_PORTION
        return None

    def _refuse_recruit(self, node: int, c: int) -> why.Refusal | None:
        """« on pourra les recruter dans les boutiques ad hoc » — one of the gang's dead, of the shop's role; the
        owner is asked once a turn; « Un personnage coûte 50 briques » where nobody owns the shop."""
        board, p = self.board, self.current
        if not board.is_shop(node) or not board.shop(node).recruits:
            return why.NOT_RECRUITING
        if ("recruit", node) in self.done:
            return why.ASKED
        if c != 3 * p + ROLES.index(board.shop(node).recruits) or self.status[c] != DEAD:
            return why.NOT_A_RECRUIT
        if self.shop_owner[node - board.shop_base] < 0 and self.money_[p] < board.prices["recruit"]:
            return why.RECRUIT_PRICE
        return None

    def _refuse_withdraw(self, s: int) -> why.Refusal | None:
        """« il doit supprimer un racket ou une propriété quelque part s'il veut marquer une nouvelle propriété »."""
        refusal = self._refuse_withdrawing()
        if refusal is not None:
            return refusal
        p = self.current
        if self.shop_owner[s] != p and self.racket[s] != p:
            return why.NOT_YOUR_TOKEN
        return None

    def _refuse_withdrawing(self) -> why.Refusal | None:
        """« s'il veut marquer une nouvelle propriété » — a token is taken back only when none is left in reserve,
        and only where one of the gang's groups could then place it (racket, buy, or hold up for a title)."""
        if self.tokens_left(self.current) > 0:
            return why.TOKENS_LEFT
        return None if self._token_wanted() else why.NO_TOKEN_WANTED

    def _token_wanted(self) -> bool:
        """Whether a group of the gang stands in a shop where it could mark a new racket or property but for a
        token: a virgin shop not yet racketed by it this turn, a free shop it can pay for and did not just hold
        up, or another gang's shop it may hold up for its title."""
        board, p, done = self.board, self.current, self.done
        places = {self.at[c] for c in range(len(self.at))
                  if self.arrived[c] and self.status[c] == FREE and self._ctrl(c) == p}
        for node in places:
            if not board.is_shop(node):
                continue
            s = node - board.shop_base
            owner, racket = self.shop_owner[s], self.racket[s]
            if owner < 0 and racket < 0 and ("racket", node) not in done:
                return True
            price = board.prices["shop_sigil" if board.shops[s].sigils else "shop"]
            if owner < 0 and racket != p and ("robbed", node) not in done and self.money_[p] >= price:
                return True
            if owner >= 0 and owner != p and ("robbed", node) not in done and self._refuse_shooting(node) is None:
                return True
        return False


def _has(group: list[int], role: int, gang: int = -1) -> bool:
    """Whether ``group`` holds a character of ``role`` (of ``gang``, if given: not a vamped one)."""
    for c in group:
        if c % 3 == role and (gang < 0 or c // 3 == gang):
            return True
    return False
