"""What the rule modules of La Street share: the even faces, money in words, the catalogue's translator.

The standard actions (roll, end, stop, agree, decline, pass) are built with their labels in the match's
language by ``actions.build_actions``, under these keys of ``state.cache``.
"""

from __future__ import annotations

from functools import lru_cache

from ..kernel.lang import N_, formatter, plural_translator, translator

_ = translator("street")
"""A message of La Street in the language in force (``gangs.kernel.lang``)."""
n_ = plural_translator("street")
"""A message of La Street counted by a number, in the language in force."""
f_ = formatter("street")
"""A message of La Street compiled to fill its fields: ``f_(message)(**fields)``, for the path every step takes."""
__all__ = ["N_", "_", "f_", "n_"]

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


def join_names(names: list[str]) -> str:
    """Names in a sentence: ``"Alice"``, ``"Alice and Bob"``, ``"Alice, Bob and Cleo"`` (« et » in French)."""
    if len(names) == 1:
        return names[0]
    return f_("{names} and {last}")(names=", ".join(names[:-1]), last=names[-1])


def join_each(names: list[str]) -> str:
    """Names in a sentence, each joined by "and": ``"Alice and Bob and Cleo"`` (« et » in French)."""
    joined = names[0]
    for name in names[1:]:
        joined = f_("{names} and {last}")(names=joined, last=name)
    return joined


@lru_cache(maxsize=512)
def euros(amount: int) -> str:
    """An amount written the French way: 50 000 €."""
    return f"{amount:,}".replace(",", "\u202f") + " €"
