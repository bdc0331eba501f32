"""The action code of Les Ribauds (``gangs.kernel.codec``): its kinds of action and their arguments' domains."""

from __future__ import annotations

from ..kernel.codec import Kind, Values, numbers
from .pieces import COLOURS, TRUANDS


def action_kinds(state) -> list[Kind]:
    """Every kind of action of a match of Les Ribauds, from its first position: the squares of its map, a band's
    truands (1 to 3), the players (1 to n, as the notation numbers them), the action cards by what each takes,
    the purses of each colour a racketed player may hand over (0 to all of that colour on the map), the cards
    drawn; then (appended, so that the older codes stay) the turn ended with the hand put in a new order, and the
    cards played by their place in the hand (an Échange may name whose truand it swaps with). The cards without
    a place are the old notation's, which no legal action uses now."""
    squares = Values(range(len(state.layout.squares)))
    truands = numbers(1, TRUANDS)
    players = numbers(1, len(state.names))
    places = numbers(1, 3)
    on_map = [sum(n for square, n in zip(state.layout.squares, state.purses) if square.colour == colour)
              for colour in COLOURS]
    return [
        Kind("end"),
        Kind("place", squares),
        Kind("take", truands),
        Kind("step", truands, squares),
        Kind("run", squares),
        Kind("figure", squares),
        Kind("rob", players, Values(COLOURS)),
        Kind("pay", *(numbers(0, n) for n in on_map)),
        Kind("card", Values(("aumone", "cour-des-miracles"))),
        Kind("card", Values(("pied-de-biche", "sergent", "roi", "prevot")), squares),
        Kind("card", Values(("coupe-bourse",)), players),
        Kind("card", Values(("cavale", "planque", "echange")), truands, squares),
        Kind("draw", Values(state.board.card_keys)),
        Kind("end", numbers(1, 3), numbers(1, 3), numbers(1, 3)),
        Kind("end", numbers(1, 2), numbers(1, 2)),
        Kind("card", places, Values(("aumone", "cour-des-miracles"))),
        Kind("card", places, Values(("pied-de-biche", "sergent", "roi", "prevot")), squares),
        Kind("card", places, Values(("coupe-bourse",)), players),
        Kind("card", places, Values(("cavale", "planque", "echange")), truands, squares),
        Kind("card", places, Values(("echange",)), truands, squares, players),
    ]
