"""The rule index: every rule a game implements, quoted from its rulebook."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    """One rule: the rulebook's sentence in French (or the house rule) and an English gloss.

    ``house`` is true for a rule the rulebook does not print, chosen by us; the game's
    README.md gives the reason.
    """

    key: str
    french: str
    english: str
    house: bool = False

    def __str__(self) -> str:
        mark = " (house rule)" if self.house else ""
        return f"{self.key}{mark}: « {self.french} » — {self.english}"


def rule_index(*rules: Rule) -> dict[str, Rule]:
    """A game's rule index, key -> Rule, refusing two rules with one key."""
    index: dict[str, Rule] = {}
    for rule in rules:
        if rule.key in index:
            raise ValueError(f"two rules share the key {rule.key!r}")
        index[rule.key] = rule
    return index
