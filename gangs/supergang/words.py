"""How the table names things: characters, crews and sidewalk portions, in the words said round the table.

Ids (``red.killer``, ``s32``, ``b12``) belong to the notation; labels, sheets and event texts use these words
instead (places are named by ``Board.describe`` and ``Board.short``)."""

from __future__ import annotations

from typing import Iterable

from .board import Board
from .common import COLOURS, ROLES

ARROWS = {"n": "↑", "e": "→", "s": "↓", "w": "←"}
"""A heading as the arrow drawn beside a piece."""


def character_name(c: int, gang: int | None = None) -> str:
    """Character ``c`` as a name: 'Killer' for one of ``gang``'s own (its owner says no colour), else
    'Green vamp'."""
    role = ROLES[c % 3]
    if c // 3 == gang:
        return role.capitalize()
    return f"{COLOURS[c // 3].capitalize()} {role}"


def the_character(c: int, gang: int | None = None) -> str:
    """Character ``c`` inside a sentence: 'the killer' for one of ``gang``'s own, else 'the green vamp'."""
    role = ROLES[c % 3]
    return f"the {role}" if c // 3 == gang else f"the {COLOURS[c // 3]} {role}"


def listing(words: Iterable[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    words = list(words)
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def crew_name(crew: Iterable[int], gang: int | None = None) -> str:
    """A crew as names, for the start of a label, the gang's own first: 'Killer and Vamp', 'Vamp and Green
    killer'."""
    return listing(character_name(c, gang) for c in sorted(crew, key=lambda c: (c // 3 != gang, c)))


def the_characters(crew: Iterable[int], gang: int | None = None) -> str:
    """A crew inside a sentence: 'the red killer and the green vamp'."""
    return listing(the_character(c, gang) for c in crew)


def capitalized(text: str) -> str:
    """``text`` with its first letter in upper case: a sentence that starts with 'the red killer'."""
    return text[:1].upper() + text[1:]


def portion_words(board: Board, index: int) -> str:
    """A sidewalk portion by the shops it borders, as printed on their cards: 'the sidewalk between Dupain and
    Bijoux', 'the corner of Dupain'."""
    shops = [board.shop(s).short for s in board.portions[index].shops]
    if len(shops) == 1:
        return f"the corner of {shops[0]}"
    return f"the sidewalk between {listing(shops)}"


def witness_words(board: Board, witness: str) -> str:
    """A witness of a criminal record (``cops 1``, ``managers of b7``) in words: 'cop pair 1', 'the managers of
    Balto'."""
    if witness.startswith("cops "):
        return f"cop pair {witness[5:]}"
    if witness.startswith("managers of "):
        return f"the managers of {board.short(board.node(witness[12:]))}"
    return witness


def seen_by(board: Board, witnesses: Iterable[str]) -> str:
    """Witnesses and the verb, to start a sentence: 'Cop pair 1 sees', 'Cop pair 1 and cop pair 2 see'."""
    words = [witness_words(board, w) for w in witnesses]
    return capitalized(f"{listing(words)} {'sees' if len(words) == 1 else 'see'}")
