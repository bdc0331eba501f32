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

from typing import Any

from ..kernel import Action, IllegalAction, Refusal
from ..kernel.tell import M_, Said, fields_of
from .actions import gift
from .common import N_
from .tell import euros

# Every reason below is a message marked with M_, whose facts ``LegalityRules.facts`` reads from the position; the
# narrator words it when the refusal is read, « you » for the player it names (``{player}``) if he reads it.
OWN_TURN = Refusal("own-turn", M_("gifts and purchases from afar come with one's own decisions (the roll, a choice "
                                  "of one's square, one's way out of Prison, one's answer to a stop), never while "
                                  "the die, the Karma pile or a Balance question decides"))
"""Giving money and buying from afar come with a decision of one's own (house rule ``own-turn``)."""

NOT_LISTED = Refusal("legal-actions", M_("it is not among {player}'s choices now"))
"""What is said of an action its check lets through but the listing does not offer (never expected)."""

_WAITING = {
    "buy_house": Refusal("house-on-square", M_("{player} must first decide: buy this Maison or pass")),
    "terrain": Refusal("terrain-tax", M_("{player} must first decide: pay the Terrain tax, buy it back, or refuse")),
    "heist": Refusal("heist", M_("{player} must first decide: attempt the heist or pass")),
    "balance": Refusal("balance", M_("{player} must first decide: denounce the heist or keep quiet")),
    "evasion": Refusal("square-evasion", M_("{player} must first decide: free a prisoner or pass")),
    "momo": Refusal("chez-momo", M_("{player} must first decide: buy a Karma card or pass")),
    "exit": Refusal("prison-house-exit", M_("{player} must first decide: where to restart from, out of Prison")),
    "agree": Refusal("stop-agreement", M_("{player} must first decide: agree to stop the game or play on")),
    "after": Refusal("own-turn", M_("{player} must first decide: end the turn, or first buy or give")),  # flow asked
}
"""For each decision taken outside the start of a turn: the refusal of what it does not ask for."""

_GAME_OVER = Refusal("game-over", M_("the game is over"))
_CHANCE_FIRST = Refusal("chance", M_("the die or the Karma pile decides now"))

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
            return Refusal(self.target_rule(), M_("{player} must first choose a player"))
        return _WAITING.get(phase) or (_GAME_OVER if phase == "over" else _CHANCE_FIRST)

    def accept_unlisted(self, action: Action) -> Action | None:
        """A gift of any amount, not only the listed ones (see ``give_money``), or the rule refusing it."""
        if action.kind != "give" or self.trader() is None:
            return None
        refusal = self.why_not_give(action.args)
        if refusal is not None:
            raise refusal.error(self.facts(refusal, action), self.voice)
        receiver, amount = action.args
        return self.cache.get(("give", receiver, amount)) or gift(receiver, amount)

    def why_illegal(self, action: Action) -> IllegalAction:
        """The refusal of ``action`` by the check of its kind, with the legal actions for a hint."""
        refusal = self.why_not(action) or NOT_LISTED
        listing = ", ".join(a.notation for a in self.legal_actions()[:8]) or Said(N_("none"))
        return IllegalAction(M_("{action} is not legal: {reason} (legal: {listing})"), refusal.rule,
                             {"action": action.notation, "reason": Said(refusal.reason, self.facts(refusal, action)),
                              "listing": listing}, self.voice)

    def facts(self, refusal: Refusal, action: Action) -> dict[str, Any]:
        """The facts the reason of ``refusal`` (the kernel's ``Refusal``) names, for ``action``, as the narrator words
        them when it is read: ``{player}`` (the player to move, a seat: « you » for him), ``{number}`` and
        ``{house}`` (the action's first and second words), ``{money}`` (what the player to move has),
        ``{terrain}``, ``{house_anywhere}`` and ``{buyback}`` (the board's prices) and ``{stop_from}`` (the round
        from which a stop may be proposed), ``{refused}`` and ``{again}`` (the round of the last refused proposal,
        and the round from which the next may come)."""
        to_move, prices, args = self.to_move, self.board.prices, action.args
        player = to_move is not None and to_move >= 0
        known = {
            "player": lambda: to_move if player else Said(N_("nobody")),
            "number": lambda: args[0] if args else "",
            "house": lambda: args[1] if len(args) > 1 else "",
            "money": lambda: self.money_[to_move] if player else 0,
            "terrain": lambda: euros(prices["terrain"]),
            "house_anywhere": lambda: euros(prices["house_anywhere"]),
            "buyback": lambda: euros(prices["terrain"] + prices["terrain_tax"]),
            "stop_from": lambda: self.stop_from,
            "refused": lambda: self.refused_round,
            "again": lambda: self.refused_round + self.board.stop_again,
        }
        return {field: known[field]() for field in fields_of(refusal.reason)}
