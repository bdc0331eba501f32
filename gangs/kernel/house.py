"""Why a house rule: the reason a game's README.md gives for each rule the rulebook does not print.

Every game's README has a section "House rules, and why", written in one of two ways, both read here:

- a list, one item a rule: ``- **[key] The rule.** Why...`` (more lines indented under it);
- a table: ``| `key`, `other-key` | the rule | why |`` (a row without a key, ``(board)``, is skipped).

The kernel's own house rules (``KERNEL_RULES``: ``legal-actions``, ``undo``...) are the same in every game;
their reasons are given here, beside the kernel that enforces them.

>>> from gangs import GAMES
>>> house_reason(GAMES["ribauds"], "ecus")[:38]
'The text keeps them apart (cards cost '
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources
from typing import Any

from .lang import N_, game_text, translator

_ = translator("kernel")

KERNEL_REASONS = {
    "legal-actions": N_("The rulebook lists what a player may do; the program refuses the rest and says which rule "
                     "forbids it."),
    "game-over": N_("Once a game is won or stopped, no move changes its result."),
    "chance": N_("Dice, darts, wheels and draws give only what they can give, each with its odds, so that a "
              "teacher's loaded dice cannot cheat the rules and a record replays exactly."),
    "notation": N_("Every action has a short written form, so that a game can be typed, saved and replayed."),
    "undo": N_("A teacher or a player takes back moves on screen; only moves already made can be taken back."),
    "redo": N_("A move taken back can be made again, exactly as it was; only those."),
    "branch": N_("A match can be replayed from any decision already made, to try another way from there."),
    "seed": N_("The dice come from a seeded generator so that a match replays; its seed is a whole number."),
}
"""The reasons of the kernel's house rules (the table's own rules, which no rulebook prints), told in the language
in force by ``house_reasons`` and ``house_reason`` (a game's own reasons are its README's, written in English and
translated in the game's catalogue, where ``gangs.kernel.catalogs`` extracts them)."""

_SECTION = re.compile(r"^(#+)\s.*house rules", re.IGNORECASE)
_HEADING = re.compile(r"^(#+)\s")
_ITEM = re.compile(r"^[-*]\s+\*\*\[([^\]]+)\]\s*(.*)$")
_KEY = re.compile(r"`([a-z0-9][a-z0-9-]*)`")
_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
_NEW_SENTENCE = re.compile(r"[A-Z0-9«\"'`]")


def plain(text: str) -> str:
    """Markdown made plain text: no emphasis, code marks or link targets; spaces collapsed."""
    text = _LINK.sub(r"\1", text)
    text = text.replace("**", "").replace("`", "")
    return " ".join(text.split())


def house_section(readme: str) -> list[str]:
    """The lines of the README's "House rules" section (up to the next heading of its level or above)."""
    lines, level = [], None
    for line in readme.splitlines():
        heading = _HEADING.match(line)
        if level is None:
            found = _SECTION.match(line)
            if found:
                level = len(found.group(1))
            continue
        if heading and len(heading.group(1)) <= level:
            break
        lines.append(line)
    return lines


def read_house_rules(readme: str) -> dict[str, str]:
    """Each house rule's key -> its reason, as the README's "House rules" section gives it (list items
    ``- **[key] rule.** reason`` or table rows ``| `key` | rule | reason |``), in plain text. A reason that goes on
    with the sentence the bold words start (``- **[wheel] A fair wheel**, described above.``) keeps them."""
    reasons: dict[str, str] = {}
    item: tuple[list[str], list[str]] | None = None       # the keys and the reason's lines of a list item

    def close() -> None:
        if item is not None:
            rule, _, reason = " ".join(item[1]).partition("**")      # the rule in bold, then the reason
            if reason.strip() and not _NEW_SENTENCE.match(reason.strip()):
                reason = rule + reason              # the bold words start the sentence the reason goes on with
            for key in item[0]:
                reasons.setdefault(key, plain(reason or rule))

    for line in house_section(readme):
        found = _ITEM.match(line)
        if found:
            close()
            keys = [key.strip(" `") for key in found.group(1).split(",")]
            item = (keys, [found.group(2)])
        elif item is not None and line.startswith((" ", "\t")) and line.strip():
            item[1].append(line.strip())
        else:
            close()
            item = None
            if line.startswith("|"):
                cells = line.strip().strip("|").split("|")
                keys = _KEY.findall(cells[0])
                if len(cells) >= 3 and keys and keys == [k.strip(" `") for k in cells[0].split(",")]:
                    for key in keys:
                        reasons.setdefault(key, plain("|".join(cells[2:])))
    close()
    return reasons


def readme_text(package: str) -> str:
    """The README.md of a game's package (``"gangs.street"``), or "" when it has none."""
    try:
        return resources.files(package).joinpath("README.md").read_text(encoding="utf-8")
    except (FileNotFoundError, ModuleNotFoundError, NotADirectoryError):
        return ""


@lru_cache(maxsize=None)
def _game_reasons(module: str) -> dict[str, str]:
    return read_house_rules(readme_text(module.rsplit(".", 1)[0] if "." in module else module))


def house_reasons(game: Any) -> dict[str, str]:
    """Every house rule's reason for ``game`` (a Game), in the language in force: its README's, read from the
    game's package (``gangs/<key>/README.md``) and translated in the game's catalogue, and the kernel's; a game
    without a README has the kernel's only."""
    told = {key: _(reason) for key, reason in KERNEL_REASONS.items()}
    told.update((key, game_text(game, reason)) for key, reason in _game_reasons(type(game).__module__).items())
    return told


def house_reason(game: Any, key: str) -> str | None:
    """Why ``game`` has the house rule ``key`` (its README's reason, in the language in force), or None if none is
    given."""
    return house_reasons(game).get(key)


__all__ = ["KERNEL_REASONS", "house_reason", "house_reasons", "plain", "read_house_rules", "readme_text"]
