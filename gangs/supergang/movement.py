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
    sewers, most = board.sewer_set, board.limits["sewer_squares"]
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
        ends, asked = known_walks(board, start, heading, steps, ())
        found = cache[key] = [(asked, _NONE, ends)]
    for asked, mine, ends in found:
        if asked.isdisjoint(owned) if not mine else asked.intersection(owned) == mine:
            return ends
    ends, asked = known_walks(board, start, heading, steps, owned)
    if len(found) > 64:                       # a walk among many shops: keep the first (no shop) and the latest
        del found[1:33]
    found.append((asked, asked.intersection(owned), ends))
    return ends


def known_walks(board: Board, start: int, heading: str, steps: int, owned: tuple[int, ...]
                ) -> tuple[tuple[tuple[int, str], ...], frozenset[int]]:
    """``walks`` for a gang owning the shop nodes ``owned``: its ends, sorted, and the shops it asked about. What is
    left of a walk from a place is the same for every walk that gets there with as many steps, sewers and
    passages used, and crossing no shop it is the same for every gang: it is kept on the board
    (``_street_ends``), and only what comes near one of the gang's shops is walked afresh (``_own_ends``)."""
    sewer_count = 1 if start in board.sewer_set else 0
    if owned:
        own = 0
        for node in owned:
            own |= 1 << node
        ends, asked = _own_ends(board, board.street_ends, own, start, heading, steps, sewer_count, ())
    else:
        ends, asked = _street_ends(board, board.street_ends, start, heading, steps, sewer_count, ())
    pairs, found = board.end_pairs, []
    while ends:                               # the bits, lowest first: the ends in sorted order
        lowest = ends & -ends
        found.append(pairs[lowest.bit_length() - 1])
        ends ^= lowest
    if steps == 1 and board.is_shop(start):   # leaving a shop with a 1: the heading is free
        squares = board.squares
        found = sorted({(node, "" if node < squares else head) for node, head in found})
    shops = []
    while asked:
        lowest = asked & -asked
        shops.append(lowest.bit_length() - 1)
        asked ^= lowest
    return tuple(found), frozenset(shops)


def _street_ends(board: Board, table: dict, node: int, head: str, left: int, sewer_count: int,
                 used: tuple[int, ...]) -> tuple[int, int]:
    """What is left of a walk (``walks``) that crosses no shop: at ``node`` facing ``head``, ``left`` steps to go,
    ``sewer_count`` sewer squares and the passages ``used`` so far. Its ends are bits ``5 * node + HEADINGS.index(
    heading)`` of one number, the shops it asks about bits ``node`` of another; kept in ``table``."""
    key = (node, head, left, sewer_count, used)
    found = table.get(key)
    if found is not None:
        return found
    if left == 0:
        found = table[key] = (1 << (5 * node + _RANK[head]), 0)
        return found
    ends = asked = 0
    squares, clinic, sewers = board.squares, board.clinic, board.sewer_set
    for to, way, passage in board.onward[node, head]:
        if way == SEWER:
            if sewer_count < board.limits["sewer_squares"]:
                more, shops = _street_ends(board, table, to, "", left - 1, sewer_count + 1, used)
                ends |= more
                asked |= shops
            continue
        if passage >= 0:
            if passage in used:
                continue
            if to < squares:
                more, shops = _street_ends(board, table, to, way, left - 1, sewer_count + (to in sewers),
                                           used + (passage,))
                ends |= more
                asked |= shops
                continue
        elif to < squares:
            more, shops = _street_ends(board, table, to, way, left - 1, sewer_count + (to in sewers), used)
            ends |= more
            asked |= shops
            continue
        if left == 1:
            ends |= 1 << (5 * to)
        elif to != clinic:
            asked |= 1 << to
    found = table[key] = (ends, asked)
    return found


def _own_ends(board: Board, table: dict, own: int, node: int, head: str, left: int, sewer_count: int,
              used: tuple[int, ...]) -> tuple[int, int]:
    """``_street_ends`` for a gang owning the shops of the bits ``own``, which it crosses: where what is left of the
    walk asks about none of them it is the street's, else each step is taken here."""
    ends, asked = _street_ends(board, table, node, head, left, sewer_count, used)
    if not asked & own:
        return ends, asked
    ends = asked = 0
    squares, clinic, sewers = board.squares, board.clinic, board.sewer_set
    for to, way, passage in board.onward[node, head]:
        if way == SEWER:
            if sewer_count < board.limits["sewer_squares"]:
                more, shops = _own_ends(board, table, own, to, "", left - 1, sewer_count + 1, used)
                ends |= more
                asked |= shops
            continue
        if passage >= 0:
            if passage in used:
                continue
            passed = used + (passage,)
        else:
            passed = used
        if to < squares:
            more, shops = _own_ends(board, table, own, to, way, left - 1, sewer_count + (to in sewers), passed)
            ends |= more
            asked |= shops
        elif to == clinic or left == 1:
            if left == 1:
                ends |= 1 << (5 * to)
        else:
            asked |= 1 << to
            if own >> to & 1:
                more, shops = _own_ends(board, table, own, to, "", left - 1, sewer_count, passed)
                ends |= more
                asked |= shops
    return ends, asked


def useful_ends(board: Board, ends: tuple[tuple[int, str], ...]) -> tuple[tuple[int, str], ...]:
    """The ends (sorted, as ``cached_gangster_walks`` gives them) worth offering a gangster: at each place, only the
    headings that leave him the most ways next turn. A heading matters only by the steps it allows next
    (« Un personnage n'a pas le droit de faire demi-tour dans la rue »): an end whose next steps another end on the
    same place allows too, and more, or the same (the first of those kept: the free heading, else the first in
    order), changes nothing a player would choose, so it is not listed; it stays legal when typed
    (``accept_unlisted``), so that a record naming it replays. Kept on the board, by the ends."""
    if len(ends) < 2:
        return ends
    kept = board.useful_cache.get(ends)
    if kept is None:
        if len(board.useful_cache) > 50_000:        # a long analysis meets many: start afresh now and then
            board.useful_cache.clear()
        kept = board.useful_cache[ends] = _useful_ends(board, ends)
    return kept


def _useful_ends(board: Board, ends: tuple[tuple[int, str], ...]) -> tuple[tuple[int, str], ...]:
    at: dict[int, list[int]] = {}
    for k, (node, _head) in enumerate(ends):
        at.setdefault(node, []).append(k)
    if len(at) == len(ends):
        return ends
    onward, kept = board.onward_sets, []
    for k, end in enumerate(ends):
        others = at[end[0]]
        if len(others) == 1:
            kept.append(end)
            continue
        mine = onward[end]
        for j in others:
            if j != k:
                theirs = onward[ends[j]]
                if mine < theirs or (mine == theirs and j < k):
                    break
        else:
            kept.append(end)
    return tuple(kept)


def same_for_cops(board: Board, ends: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The cop ends (sorted) with one heading kept of those that allow the same next steps at the same place (the
    first in order): they are the same move (« pas le droit de demi-tour »: a heading is only the steps it
    forbids). A heading that allows fewer steps is kept: it is the mover's way to hold the cops for whoever moves
    them next."""
    if len({node for node, _head in ends}) == len(ends):
        return ends
    onward, seen, kept = board.onward, set(), []
    for node, head in ends:
        steps = (node, frozenset(step for step in onward.get((node, head), ()) if step[1] != SEWER))
        if steps not in seen:
            seen.add(steps)
            kept.append((node, head))
    return kept


HEADINGS = ("", "e", "n", "s", "w")
"""The headings in sorted order: an end (node, heading) is bit ``5 * node + HEADINGS.index(heading)``."""
_RANK = {head: i for i, head in enumerate(HEADINGS)}
_NONE: frozenset = frozenset()


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
    squares = board.squares
    return {(node, head) for node, head in _cop_onward_ends(board, board.cop_ends, start, heading, steps, -1)
            if node < squares or arrest_at(node)}


def _cop_onward_ends(board: Board, table: dict, node: int, head: str, left: int, banned: int
                     ) -> frozenset[tuple[int, str]]:
    """The ends of what is left of a cop pair's walk (``_cop_walks``, a shop or the clinic taken as an arrest): at
    ``node`` facing ``head``, ``left`` steps to go, ``banned`` the passage it left its start by (-1: none). Past its
    start such a walk passes through squares only, so this is all its past that matters; each answer is kept in
    ``table``."""
    key = (node, head, left, banned)
    found = table.get(key)
    if found is not None:
        return found
    if left == 0:
        found = table[key] = frozenset(((node, head),))
        return found
    ends: set[tuple[int, str]] = set()
    squares = board.squares
    on_street = node < squares
    for to, way, passage in board.onward[node, head]:     # never back the way they face, never the centre
        if way == SEWER or (passage >= 0 and passage == banned):
            continue
        if to < squares:
            ends |= _cop_onward_ends(board, table, to, way, left - 1, passage if passage >= 0 else banned)
        elif left == 1 and on_street:
            ends.add((to, ""))
    found = table[key] = frozenset(ends)
    return found
