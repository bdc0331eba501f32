"""Where a move of so many squares may end: simple paths on a layout, worked out once per layout."""

from __future__ import annotations

from functools import lru_cache

from .board import Layout


@lru_cache(maxsize=None)
def endpoints(layout: Layout, start: int, steps: int, how: str, stop_at_habitation: bool) -> tuple[int, ...]:
    """The squares where a move of exactly ``steps`` steps (``how``: orthogonal, diagonal or any) from ``start``
    may end, never passing twice through a square, the start included (« ne peuvent repasser par aucune des
    cases empruntées, même celle de départ »). With ``stop_at_habitation`` (a truand), entering a habitation
    ends the move there, whatever steps are left (« un truand qui emprunte une de ces cases s'y arrête
    obligatoirement »); a figure walks through them."""
    found: set[int] = set()

    def walk(square: int, left: int, seen: frozenset[int]) -> None:
        if left == 0:
            found.add(square)
            return
        for there in layout.neighbours(square, how):
            if there in seen:
                continue
            if stop_at_habitation and layout.squares[there].kind == "habitation":
                found.add(there)
                continue
            walk(there, left - 1, seen | {there})

    walk(start, steps, frozenset((start,)))
    return tuple(sorted(found))
