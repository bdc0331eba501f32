"""What the kernel takes from outside, and how much: player names, seeds and texts, checked before anything is built.

Anything may come in from a public page (a name typed, a record uploaded): each check here refuses, with a message
naming what it refuses, a value that would cost unbounded memory or time later, or could not be written in a record.
"""

from __future__ import annotations

from typing import Any, Sequence

from .lang import translator

_ = translator("kernel")

MAX_NAME = 40
"""The longest player name, in characters (the longest a seat's card shows whole)."""

MAX_SEED = 2**64 - 1
"""The largest seed, and minus it the smallest: a seed of at most 20 digits, which any record writes and reads."""

MAX_NOTATION = 200
"""The longest notation read, in characters (the longest any game writes is well under 100)."""

SHOWN = 60
"""How much of a refused text a message repeats (what follows is cut, marked ``…``)."""


def shown(value: Any) -> str:
    """``repr(value)`` cut to ``SHOWN`` characters: what a message may repeat of something a visitor sent (a whole
    number too long to write is told by its size: Python refuses to write one of more than 4 300 digits)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 3 * SHOWN:
        text = _("a whole number of about {digits} digits").format(digits=int(value.bit_length() * 0.30103) + 1)
    elif isinstance(value, (str, bytes)):
        text = repr(value[:SHOWN])
    else:
        try:
            text = repr(value)
        except (RecursionError, ValueError):
            text = f"<{type(value).__name__}>"
    return text if len(text) <= SHOWN else text[:SHOWN - 1] + "…"


def writable(text: str) -> bool:
    """Whether ``text`` can be written as UTF-8 (no lone surrogate, as a broken paste or file name may hold)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def check_name(name: Any) -> str:
    """A player's name as given, or ValueError: a text of 1 to ``MAX_NAME`` characters that UTF-8 can write."""
    if not isinstance(name, str):
        raise ValueError(_("a player's name is a text, not {name}").format(name=shown(name)))
    if not name.strip():
        raise ValueError(_("a player's name cannot be empty"))
    if len(name) > MAX_NAME:
        raise ValueError(_("a player's name has at most {limit} characters, not {count} ({name})").format(
            limit=MAX_NAME, count=len(name), name=shown(name)))
    if not writable(name):
        raise ValueError(_("a player's name must be plain text (a lone surrogate cannot be written): {name}")
                         .format(name=shown(name)))
    return name


def check_names(names: Sequence[Any], low: int, high: int, title: str) -> list[str]:
    """The players' names, each checked (``check_name``), ``low`` to ``high`` of them, no two alike; ValueError
    saying what is wrong, before any name past ``high`` is looked at."""
    if not low <= len(names) <= high:
        raise ValueError(_("{game} is for {low} to {high} players, not {count}").format(
            game=title, low=low, high=high, count=len(names)))
    checked = [check_name(name) for name in names]
    if len(set(checked)) != len(checked):
        raise ValueError(_("two players have the same name"))
    return checked


def is_seed(seed: Any) -> bool:
    """Whether ``seed`` is a whole number (not a bool) from ``-MAX_SEED`` to ``MAX_SEED``."""
    return isinstance(seed, int) and not isinstance(seed, bool) and -MAX_SEED <= seed <= MAX_SEED


def seed_refusal(seed: Any) -> str:
    """Why ``seed`` is not a seed, in words."""
    return _("a seed is a whole number of at most 20 digits, not {seed}").format(seed=shown(seed))
