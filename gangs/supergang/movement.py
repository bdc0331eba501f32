"""Where a gangster or a cop pair can go with its die: every walk of exactly that many steps."""

from __future__ import annotations

from typing import Callable

from .board import SEWER, Board


def gangster_walks(board: Board, start: int, heading: str, steps: int, own_shop: Callable[[int], bool]
                   ) -> set[tuple[int, str]]:
    """The (node, heading) pairs a gangster can end on, ``heading`` ``""`` when free (see ``walks``)."""
    return walks(board, start, heading, steps, own_shop)[0]


def walks(board: Board, start: int, heading: str, steps: int, own_shop: Callable[[int], bool]
          ) -> tuple[set[tuple[int, str]], frozenset[int]]:
    """The (node, heading) pairs a gangster can end on, ``heading`` ``""`` when free, and the shops ``own_shop`` was
    asked about: those a walk reaches before its last step. The ends depend on nothing else: a gang whose shops
    among these are the same has the same ends (for a gang owning no shop, these are the *gates*, the shops a walk
    could cross first).

    « Il peut et doit avancer du nombre de cases indiqué par son dé. » — exactly ``steps`` steps.
    « Un personnage n'a pas le droit de faire demi-tour dans la rue » — no step against the heading.
    « Un personnage s'arrête dans une boutique au dernier chiffre de son coup de dé. » — a shop (or the
    clinic) ends the walk, unless it is the gang's own (« il peut la traverser »).
    « en aucun cas il ne peut utiliser deux fois le même passage dans un même tour » — no door or party
    wall twice. « un personnage ne peut utiliser que deux cases-égouts dans son tour » — the start
    counts when it is a sewer mouth. « Sortir d'une boutique avec "un" au dé permet de choisir sa
    direction au tour suivant » — leaving a shop with a 1 leaves the heading free.
    """
    ends: set[tuple[int, str]] = set()
    asked: set[int] = set()
    onward, squares, clinic = board.onward, board.squares, board.clinic
    sewers, most = board.sewers, board.limits["sewer_squares"]
    start_sewers = 1 if start in sewers else 0
    leaving_shop_with_one = steps == 1 and board.is_shop(start)

    def walk(node: int, head: str, left: int, used: tuple[int, ...], sewer_count: int) -> None:
        if left == 0:
            ends.add((node, "" if leaving_shop_with_one and node < squares else head))
            return
        for to, way, passage in onward[node, head]:          # never back the way he faces, never the centre
            if way == SEWER:
                if sewer_count < most:
                    walk(to, "", left - 1, used, sewer_count + 1)
                continue
            if passage >= 0:
                if passage in used:
                    continue
                passed = used + (passage,)
            else:
                passed = used
            if to < squares:
                walk(to, way, left - 1, passed, sewer_count + (to in sewers))
            elif to == clinic or left == 1:
                if left == 1:
                    ends.add((to, ""))
            else:
                asked.add(to)
                if own_shop(to):
                    walk(to, "", left - 1, passed, sewer_count)

    walk(start, heading, steps, (), start_sewers)
    return ends, frozenset(asked)


def cached_gangster_walks(board: Board, start: int, heading: str, steps: int, owned: tuple[int, ...]
                          ) -> tuple[tuple[int, str], ...]:
    """``gangster_walks`` for a gang owning the shop nodes ``owned``, sorted, from a table kept on the board for each
    start, heading and die: the ends found so far, each with the shops its walk asked about and which of them
    were owned (``walks``), good for any gang owning the same of those."""
    cache = board.walk_cache
    key = (start, heading, steps)
    found = cache.get(key)
    if found is None:
        ends, asked = walks(board, start, heading, steps, _no_shop)
        found = cache[key] = [(asked, frozenset(), tuple(sorted(ends)))]
    for asked, mine, ends in found:
        if asked.isdisjoint(owned) if not mine else asked.intersection(owned) == mine:
            return ends
    own = frozenset(owned)
    ends, asked = walks(board, start, heading, steps, own.__contains__)
    if len(found) > 64:                       # a walk among many shops: keep the first (no shop) and the latest
        del found[1:33]
    found.append((asked, own & asked, tuple(sorted(ends))))
    return found[-1][2]


def _no_shop(node: int) -> bool:
    """A gang that owns no shop crosses none."""
    return False


def cop_walks(board: Board, start: int, heading: str, steps: int, arrest_at: Callable[[int], bool]
              ) -> set[tuple[int, str]]:
    """The (node, heading) pairs a cop pair can end on (see ``_cop_walks``), from a table kept on the board:
    the walks themselves depend only on the start, the heading and the die."""
    key = ("cop", start, heading, steps)
    ends = board.walk_cache.get(key)
    if ends is None:
        ends = board.walk_cache[key] = frozenset(_cop_walks(board, start, heading, steps, lambda node: True))
    squares = board.squares
    return {(node, head) for node, head in ends if node < squares or arrest_at(node)}


def _cop_walks(board: Board, start: int, heading: str, steps: int, arrest_at: Callable[[int], bool]
               ) -> set[tuple[int, str]]:
    """The (node, heading) pairs a cop pair can end on.

    « Ils démarrent et se déplacent comme les gangsters (départ du centre, pas le droit de demi-tour),
    toutefois : ils ne peuvent traverser une boutique ; ils ne peuvent passer directement d'une boutique
    à une autre, et n'y rentrent qu'en cas d'arrestation. » Cops take no sewer shortcut (a pair that
    stops on a mouth falls in); a shop or the clinic is entered on the last step, to arrest.
    """
    ends: set[tuple[int, str]] = set()
    onward, squares = board.onward, board.squares

    def walk(node: int, head: str, left: int, used: tuple[int, ...]) -> None:
        if left == 0:
            ends.add((node, head))
            return
        on_street = node < squares
        for to, way, passage in onward[node, head]:          # never back the way they face, never the centre
            if way == SEWER:
                continue
            if passage >= 0 and passage in used:
                continue
            if to < squares:
                walk(to, way, left - 1, used + (passage,) if passage >= 0 else used)
            elif left == 1 and on_street and arrest_at(to):
                ends.add((to, ""))

    walk(start, heading, steps, ())
    return ends
