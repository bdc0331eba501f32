"""What the rule modules of La Street share: the die, standard actions, money in words."""

from __future__ import annotations

from ..kernel import Action

ROLL = Action("roll", label="Roll the die", targets=("die",))
PASS = Action("pass", label="Pass")
DIE = tuple(Action("die", k) for k in range(7))
DIE_OUTCOMES = [(DIE[k], 1 / 6) for k in range(1, 7)]
EVEN = (2, 4, 6)
GIFT_AMOUNTS = (1000, 5000, 10000, 20000, 50000, 100000)
NO_BRAWL = ("start", "finish")


def euros(amount: int) -> str:
    """An amount written the French way: 50 000 €."""
    return f"{amount:,}".replace(",", "\u202f") + " €"
