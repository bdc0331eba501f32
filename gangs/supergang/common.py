"""What the rule modules of Super Gang share: statuses, colours and standard actions."""

from __future__ import annotations

from ..kernel import Action

COLOURS = ("red", "green", "yellow", "violet")
"""Gang colours by seat: they name the characters (``red.killer``) in notation."""

ROLES = ("killer", "vamp", "trafficker")
ROLE_FR = {"killer": "tueur", "vamp": "vamp", "trafficker": "trafiquant"}

FREE, PRISON, CLINIC, DEAD, GONE = range(5)
STATUS_NAMES = ("free", "prison", "clinic", "dead", "gone")
"""Where a character is: on the board (FREE, the centre included), serving in prison, lying at the
clinic, in the cemetery, or out of the game with its gang (GONE)."""

ROLL = Action("roll", label="Roll the dice", targets=("dice",))
END = Action("end", label="End the turn")
RESIGN = Action("resign", label="Give up (the gang leaves the game)")
SURRENDER = Action("surrender", label="Surrender and serve")
REBEL = Action("rebel", label="Rebel: duel with the cops")
PASS = Action("pass", label="Pass")
DECLINE = Action("decline", label="Decline")
REFUSE = Action("refuse", label="Refuse to sell")
BUY_COPS = Action("buy", "cops", label="Buy the cops (500)", targets=("cops-1", "cops-2"))
DARTS = {kind: Action("dart", kind) for kind in ("miss", "wounded", "dead")}
RECRUIT_PRICES = (0, 25, 50, 100, 200)


def counted(n: int, noun: str, plural: str | None = None) -> str:
    """A count and its noun, singular or plural: '1 turn', '2 turns', '3 trafic pawns'."""
    return f"{n} {noun if n == 1 else plural or noun + 's'}"


def briques(amount: int) -> str:
    """An amount in words: '50 briques'."""
    return f"{amount} brique" + ("s" if amount != 1 else "")
