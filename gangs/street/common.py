"""What the rule modules of La Street share: standard actions, the even faces, money in words."""

from __future__ import annotations

from functools import lru_cache

from ..kernel import Action

ROLL = Action("roll", label="Roll the die", targets=("die",))
"""The roll that starts a turn's move."""
END = Action("end", label="End the turn")
"""Ending one's turn once the square is resolved (after the purchases and gifts of its end)."""
STOP = Action("stop", label="Propose to stop the game")
"""Proposing, at the start of one's turn, to stop a long game by agreement."""
AGREE = Action("agree", label="Agree to stop the game")
DECLINE = Action("decline", label="Play on")
"""The answers to a proposal to stop the game."""
TRADING = frozenset({"turn", "after"})
"""The phases where the player whose turn it is may give money and buy from afar: the start of his
turn, before the roll, and its end, once the square is resolved."""
PASS = Action("pass", label="Pass")
"""Declining an offer (a Maison, a heist, an Évasion, Chez Momo)."""
EVEN = (2, 4, 6)
"""The faces that leave a blocking place, win a heist or a record deal."""
GIFT_AMOUNTS = (1000, 5000, 10000, 20000, 50000, 100000)
"""The amounts offered as gift buttons (any other amount can be typed)."""
NO_BRAWL = ("start", "finish")
"""The kinds of square where no brawl breaks out (house rule ``bagarre-where``)."""


@lru_cache(maxsize=512)
def euros(amount: int) -> str:
    """An amount written the French way: 50 000 €."""
    return f"{amount:,}".replace(",", "\u202f") + " €"
