"""What the rule modules of Super Gang share: statuses, colours and standard actions."""

from __future__ import annotations

from ..kernel import Action
from ..kernel.lang import N_, current, plural_translator, translator

_ = translator("supergang")
n_ = plural_translator("supergang")

COLOURS = ("red", "green", "yellow", "violet")
"""Gang colours by seat: they name the characters (``red.killer``) in notation."""

ROLES = ("killer", "vamp", "trafficker")
ROLE_FR = {"killer": "tueur", "vamp": "vamp", "trafficker": "trafiquant"}

FREE, PRISON, CLINIC, DEAD, GONE = range(5)
STATUS_NAMES = ("free", "prison", "clinic", "dead", "gone")
"""Where a character is: on the board (FREE, the centre included), serving in prison, lying at the
clinic, in the cemetery, or out of the game with its gang (GONE)."""
STATUS_WORDS = (N_("free"), N_("prison"), N_("clinic"), N_("dead"), N_("gone"))
"""The statuses in words, marked for the catalogue."""

ROLL = Action("roll", targets=("dice",))
END = Action("end")
RESIGN = Action("resign")
SURRENDER = Action("surrender")
REBEL = Action("rebel")
PASS = Action("pass")
DECLINE = Action("decline")
REFUSE = Action("refuse")
BUY_COPS = Action("buy", "cops", targets=("cops-1", "cops-2"))
DARTS = {kind: Action("dart", kind) for kind in ("miss", "wounded", "dead")}
RECRUIT_PRICES = (0, 25, 50, 100, 200)


COUNTED = {
    "turn": lambda n: n_("{n} turn", "{n} turns", n), "dart": lambda n: n_("{n} dart", "{n} darts", n),
    "trafic pawn": lambda n: n_("{n} trafic pawn", "{n} trafic pawns", n),
    "manager": lambda n: n_("{n} manager", "{n} managers", n),
    "shop": lambda n: n_("{n} shop", "{n} shops", n), "racket": lambda n: n_("{n} racket", "{n} rackets", n),
    "token": lambda n: n_("{n} token", "{n} tokens", n), "step": lambda n: n_("{n} step", "{n} steps", n),
}
"""The nouns ``counted`` is asked for, each marked for the catalogue with its plural."""


def counted(n: int, noun: str, plural: str | None = None) -> str:
    """A count and its noun, singular or plural: '1 turn', '2 turns', '3 trafic pawns'."""
    if current() == "en" or noun not in COUNTED:
        return f"{n} {noun if n == 1 else plural or noun + 's'}"
    return COUNTED[noun](n).format(n=n)


def briques(amount: int) -> str:
    """An amount in words: '50 briques'."""
    if current() == "en":
        return f"{amount} brique" + ("s" if amount != 1 else "")
    return n_("{amount} brique", "{amount} briques", amount).format(amount=amount)
