"""The action code of Super Gang (``gangs.kernel.codec``): its kinds of action and their arguments' domains.

A crew or a confrontation names characters joined by ``+`` (``settle s12 red.killer+red.vamp green``). The
characters named stand where the action happens, so a crew or a confrontation of one to three characters (what
the table lists, « seul ou à plusieurs ») leaves the node out of the code; a larger one (the whole group, or
everybody there) is coded as one word beside its node.

No two actions of one position share a code. An ``Implied`` node always stands beside an argument naming at most
three characters (or one character), and a character stands at one node, so the node follows. A group of four or
more is listed only as the whole group the gang has at one node (``PlaceRules._crews``), and every kind holding
that word codes its node or names a character standing there: two such groups of one gang at two places (its own
characters with those its vamp leads) are told apart by their nodes. ``tests/test_codec_supergang.py`` checks
the declaration for both facts and builds such positions.
"""

from __future__ import annotations

from ..kernel.codec import Implied, Kind, Many, OneOf, Parts, Values, numbers
from .common import COLOURS, RECRUIT_PRICES

WORDS = ("roll", "end", "resign", "surrender", "rebel", "pass", "decline", "refuse", "accept")
"""The actions of one word."""

SMALL = 3
"""The largest crew or confrontation listed part by part (``places.SMALL_GROUP``): beyond, the whole group."""

PAIRS = 2
"""« 2 paires de flics »: the cop pairs, numbered 1 and 2 in the notation."""


def action_kinds(state) -> list[Kind]:
    """Every kind of action of a match of Super Gang, from its first position: the characters of the gangs in
    play, the nodes, shops and sidewalk portions of its board, the headings, the cop pairs, the prices, the darts
    and the die."""
    board = state.board
    characters = Values(state.ids)
    nodes = Values(board.node_names)
    squares = Values(board.node_names[:board.squares])
    shops = Values(f"b{s + 1}" for s in range(len(board.shops)))
    headings = Values(sorted({edge.heading for n in range(board.nodes) for edge in board.edges[n]}))
    pairs = numbers(1, PAIRS)
    colours = Values(COLOURS[:state.gangs])
    crew = Parts(state.ids, 1, SMALL)
    whole = Many(state.ids, SMALL)
    whom = OneOf(Parts(state.ids, 1, SMALL), colours, whole)
    implied = Implied("the characters named stand at the node", nodes)
    managers = max(shop.managers for shop in board.shops)
    targets = Values((*state.ids, *(f"manager-{k + 1}" for k in range(managers)),
                      *(f"cop-{i + 1}" for i in range(PAIRS))))
    kinds = [Kind(word) for word in WORDS]
    kinds += [
        Kind("move", characters, nodes),
        Kind("move", characters, nodes, headings),
        Kind("stay", characters),
        Kind("police", pairs),
        Kind("cop", pairs, Values(("stay",))),
        Kind("cop", pairs, nodes),
        Kind("cop", pairs, nodes, headings),
        Kind("resurface", pairs, squares),
        Kind("custody", characters),
        Kind("withdraw", shops),
        Kind("buy", OneOf(Values(("cops",)), shops)),
        Kind("pawns", shops, Values(range(2, board.prices["trafic_max_buy"] + 1, 2))),
        Kind("recruit", shops, characters),
        Kind("price", Values(RECRUIT_PRICES)),
        Kind("trafic", nodes),
        Kind("trafic", nodes, Values(range(len(board.portions)))),
        Kind("vamp", characters),
        Kind("defender", OneOf(colours, Values(("police",)))),
        Kind("aim", targets),
    ]
    for verb, where in (("mug", squares), ("racket", shops), ("holdup", shops)):
        kinds += [Kind(verb, where), Kind(verb, implied, crew), Kind(verb, where, whole)]
    title = Values(("title",))
    kinds += [Kind("holdup", shops, title), Kind("holdup", implied, crew, title), Kind("holdup", shops, whole, title)]
    kinds += [
        Kind("settle", implied, Parts(state.ids, 1, SMALL)),
        Kind("settle", nodes, OneOf(colours, whole)),
        Kind("settle", implied, crew, whom),
        Kind("settle", implied, whole, Parts(state.ids, 1, SMALL)),
        Kind("settle", nodes, whole, OneOf(colours, whole)),
        Kind("finish", characters),
        Kind("finish", characters, OneOf(crew, whole)),
        Kind("dart", Values(("miss", "wounded", "dead"))),
        Kind("die", numbers(1, 6)),
    ]
    return kinds
