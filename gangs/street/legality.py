"""Why an action is not legal now: one check per kind of action, read both by the listing of legal
actions and by the refusal that names the rule.

Each kind with a condition has its check next to its rule, ``why_not_<kind>(args)``, returning
``None`` when the action is allowed now and a ``Refusal`` when it is not: ``give`` and ``buy``
(``turn.py``), ``lawyer`` (``karma.py``), ``buyback``, ``free`` and ``target`` (``squares.py``),
``exit`` and ``denounce`` (``places.py``), ``stop`` and ``end`` (``turn.py``: never, since the turn ends by
itself). The other kinds (``roll``, ``pass``, ``heist``, ``silent``, ``pay``, ``refuse``, ``agree``, ``decline``)
are allowed, without arguments, in the phases that ask for them. The code that lists the legal actions asks the
same checks, so an action is listed exactly when its check lets it through (the gifts excepted: any
amount can be typed, a few are listed).
"""

from __future__ import annotations

from ..kernel import Action, IllegalAction, Refusal
from ..kernel.lang import formatter, translator
from .actions import gift
from .common import N_
from .tell import euros

_ = translator("street")
f_ = formatter("street")
# Every reason below is marked with N_ and told in the language in force by ``LegalityRules.tell`` when the refusal
# is raised: the only words of the rules.
OWN_TURN = Refusal("own-turn", N_("gifts and purchases from afar come with one's own decisions (the roll, a choice "
                                  "of one's square, one's way out of Prison, one's answer to a stop), never while "
                                  "the die, the Karma pile or a Balance question decides"))
"""Giving money and buying from afar come with a decision of one's own (house rule ``own-turn``)."""

NOT_LISTED = Refusal("legal-actions", N_("it is not among {who}'s choices now"))
"""What is said of an action its check lets through but the listing does not offer (never expected)."""

_WAITING = {
    "buy_house": Refusal("house-on-square", N_("{who} must first decide: buy this Maison or pass")),
    "terrain": Refusal("terrain-tax", N_("{who} must first decide: pay the Terrain tax, buy it back, or refuse")),
    "heist": Refusal("heist", N_("{who} must first decide: attempt the heist or pass")),
    "balance": Refusal("balance", N_("{who} must first decide: denounce the heist or keep quiet")),
    "evasion": Refusal("square-evasion", N_("{who} must first decide: free a prisoner or pass")),
    "momo": Refusal("chez-momo", N_("{who} must first decide: buy a Karma card or pass")),
    "exit": Refusal("prison-house-exit", N_("{who} must first decide: where to restart from, out of Prison")),
    "agree": Refusal("stop-agreement", N_("{who} must first decide: agree to stop the game or play on")),
    "after": Refusal("own-turn", N_("{who} must first decide: end the turn, or first buy or give")),  # flow asked
}
"""For each decision taken outside the start of a turn: the refusal of what it does not ask for."""

_GAME_OVER = Refusal("game-over", N_("the game is over"))
_CHANCE_FIRST = Refusal("chance", N_("the die or the Karma pile decides now"))

_RULE_OF_KIND = {
    "roll": "roll-and-move", "give": "negotiation", "heist": "heist", "silent": "balance",
    "pay": "terrain-tax", "buyback": "terrain-buyback", "refuse": "terrain-refuse", "free": "square-evasion",
    "exit": "prison-house-exit", "target": "square-carotte", "die": "chance", "draw": "chance",
    "agree": "stop-agreement", "decline": "stop-agreement",
}
_AT_TURN = {kind: Refusal(rule, NOT_LISTED.reason) for kind, rule in _RULE_OF_KIND.items()}
"""The refusal of an action tried at the start of a turn where it has no place, by kind (by default
the roll's rule)."""
_NOT_AT_TURN = Refusal("roll-and-move", NOT_LISTED.reason)

_ASKED_IN = {
    "roll": ("turn",), "pass": ("buy_house", "heist", "evasion", "momo"), "heist": ("heist",),
    "silent": ("balance",), "pay": ("terrain",), "refuse": ("terrain",),
    "agree": ("agree",), "decline": ("agree",),
}
"""The kinds of action allowed without a condition, and the phases that ask for them."""

_CHECKED = frozenset({"give", "buy", "lawyer", "buyback", "free", "target", "exit", "denounce", "stop", "end"})
"""The kinds of action with a check of their own, ``why_not_<kind>(args)``."""


class LegalityRules:
    """What is allowed now and why the rest is not (a mixin of StreetState)."""

    __slots__ = ()

    def why_not(self, action: Action) -> Refusal | None:
        """``None`` when ``action`` is allowed now, else the Refusal of the check of its kind."""
        kind = action.kind
        if kind in _CHECKED:
            return getattr(self, "why_not_" + kind)(action.args)
        if self.phase in _ASKED_IN.get(kind, ()) and not action.args:
            return None
        return self.not_now(kind)

    def not_now(self, kind: str) -> Refusal:
        """The refusal of an action of ``kind`` that the present decision does not ask for."""
        phase = self.phase
        if phase == "turn":
            return _AT_TURN.get(kind, _NOT_AT_TURN)
        if phase == "target":
            return Refusal(self.target_rule(), N_("{who} must first choose a player"))
        return _WAITING.get(phase) or (_GAME_OVER if phase == "over" else _CHANCE_FIRST)

    def accept_unlisted(self, action: Action) -> Action | None:
        """A gift of any amount, not only the listed ones (see ``give_money``), or the rule refusing it."""
        if action.kind != "give" or self.trader() is None:
            return None
        refusal = self.why_not_give(action.args)
        if refusal is not None:
            raise IllegalAction(self.tell(refusal, action), refusal.rule)
        receiver, amount = action.args
        return self.cache.get(("give", receiver, amount)) or gift(receiver, amount)

    def why_illegal(self, action: Action) -> IllegalAction:
        """The refusal of ``action`` by the check of its kind, with the legal actions for a hint."""
        refusal = self.why_not(action) or NOT_LISTED
        listing = ", ".join(a.notation for a in self.legal_actions()[:8]) or _("none")
        return IllegalAction(f_("{action} is not legal: {reason} (legal: {listing})")(
            action=action, reason=self.tell(refusal, action), listing=listing), refusal.rule)

    def tell(self, refusal: Refusal, action: Action) -> str:
        """The reason of ``refusal`` (the kernel's ``Refusal``) in words, in the language in force, for ``action``:
        its template (marked with ``N_``) translated, then filled in
        with ``{who}`` (the player to move), ``{args}`` (the action's arguments), ``{money}`` (what the player
        to move has), ``{terrain}``, ``{house_anywhere}`` and ``{buyback}`` (the board's prices) and
        ``{stop_from}`` (the round from which a stop may be proposed), ``{refused}`` and ``{again}`` (the round
        of the last refused proposal, and the round from which the next may come)."""
        to_move, prices = self.to_move, self.board.prices
        player = to_move is not None and to_move >= 0
        return _(refusal.reason).format(
            who=self.names[to_move] if player else _("nobody"), args=action.args,
            money=euros(self.money_[to_move]) if player else "", terrain=euros(prices["terrain"]),
            house_anywhere=euros(prices["house_anywhere"]), buyback=euros(prices["terrain"] + prices["terrain_tax"]),
            stop_from=self.stop_from, refused=self.refused_round,
            again=self.refused_round + self.board.stop_again)
