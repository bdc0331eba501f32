"""What the rule modules of La Street share: the even faces, the keys of the standard actions, the gift amounts.

The standard actions (roll, end, stop, agree, decline, pass) are built once per board and number of players by
``actions.build_actions``, under these keys of ``state.cache``; their words are ``tell``'s. ``N_`` marks a
refusal's reason for the catalogue.
"""

from __future__ import annotations

from ..kernel.lang import N_

__all__ = ["N_"]

ROLL, STOP, AGREE, DECLINE, PASS = "roll", "stop", "agree", "decline", "pass"
"""The keys in ``state.cache`` of the standard actions: the roll that starts a turn's move; proposing to stop a
long game by agreement, and the two answers; declining an offer (a Maison, a heist, an Évasion, Chez Momo)."""
OWN_DECISIONS = frozenset({"turn", "buy_house", "terrain", "heist", "evasion", "momo", "target"})
"""The decisions of the player whose turn it is: the roll and each real choice his square asks. Each comes with
his standing options (gifts, the Terrain and the Maisons from afar: house rule ``own-turn``)."""
OTHERS_DECISIONS = frozenset({"exit", "agree"})
"""The decisions a player may take in another's turn (his way out of Prison, his answer to a stop), which come
with gifts and the Maisons from afar (« à n'importe quel moment de la partie »), not the Terrain (« de son
tour »). The Balance question is not one: a purchase there would tell who holds a Balance."""
EVEN = (2, 4, 6)
"""The faces that leave a blocking place, win a heist or a record deal."""
GIFT_AMOUNTS = (1000, 5000, 10000, 20000, 50000, 100000)
"""The amounts offered as gift buttons (any other amount can be typed)."""
NO_BRAWL = ("start", "finish")
"""The kinds of square where no brawl breaks out (house rule ``bagarre-where``)."""

