"""The rule index: every rule a game implements, quoted from its rulebook."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Iterable, TypeVar

from .lang import N_, translator

T = TypeVar("T")
_ = translator("kernel")


@dataclass(frozen=True)
class Rule:
    """One rule: the rulebook's sentence in French (or the house rule) and an English gloss.

    ``house`` is true for a rule the rulebook does not print, chosen by us; the game's
    README.md gives the reason. ``domain``: the catalogue that translates the gloss (the game's key; the
    gloss is marked with ``N_`` where the index is built). The French sentence is always shown as printed;
    ``gloss`` is the English gloss in the language in force.
    """

    key: str
    french: str
    english: str
    house: bool = False
    domain: str = "kernel"

    @property
    def gloss(self) -> str:
        """The gloss in the language in force (``english`` in English)."""
        return translator(self.domain)(self.english)

    def __str__(self) -> str:
        if self.house:
            return _("{key} (house rule): « {french} » — {gloss}").format(key=self.key, french=self.french,
                                                                         gloss=self.gloss)
        return f"{self.key}: « {self.french} » — {self.gloss}"


def index_by(items: Iterable[T], name: Callable[[T], str], what: str) -> dict[str, T]:
    """``items`` by ``name(item)``, in order, refusing two items with one name (``what`` names them)."""
    index: dict[str, T] = {}
    for item in items:
        if name(item) in index:
            raise ValueError(f"two {what} share the name {name(item)!r}")
        index[name(item)] = item
    return index


def rule_index(*rules: Rule, domain: str | None = None) -> dict[str, Rule]:
    """A game's rule index, key -> Rule, refusing two rules with one key; ``domain`` (the game's key) names the
    catalogue of every gloss, for rules written without one."""
    if domain is not None:
        rules = tuple(replace(rule, domain=domain) for rule in rules)
    return index_by(rules, lambda rule: rule.key, "rules")


KERNEL_RULES = rule_index(
    Rule("legal-actions", "Seules les actions permises à ce moment peuvent être jouées.",
         N_("Only the actions the rules allow now can be played."), house=True),
    Rule("game-over", "La partie est terminée : plus personne ne joue.",
         N_("The game is over: nobody plays any more."), house=True),
    Rule("chance", "Le hasard ne donne que ce que le dé ou la pioche peut donner.",
         N_("A chance node gives only its possible outcomes (loaded dice included)."), house=True),
    Rule("notation", "Une action s'écrit par sa notation.", N_("An action is named by its notation."), house=True),
    Rule("undo", "On ne peut reprendre que les décisions déjà prises.",
         N_("Only decisions already made can be taken back."), house=True),
    Rule("redo", "On ne peut rejouer que les décisions reprises.",
         N_("Only decisions taken back can be made again."), house=True),
    Rule("branch", "On ne peut reprendre une partie qu'à une décision déjà prise.",
         N_("A match branches only at a decision already made."), house=True),
    Rule("seed", "Les dés ne se relancent qu'à partir d'un nombre entier.",
         N_("The dice are reseeded only from a whole number."), house=True),
)
"""The kernel's own rules (what any game refuses whatever its rulebook): part of every game's index."""


def with_kernel_rules(rules: dict[str, Rule]) -> dict[str, Rule]:
    """A game's rule index completed with the kernel's rules."""
    clash = set(rules) & set(KERNEL_RULES)
    if clash:
        raise ValueError(f"a game may not redefine the kernel's rules {sorted(clash)}")
    return {**KERNEL_RULES, **rules}
