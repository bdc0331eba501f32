"""How well a player of Les Ribauds stands, for the computer players (``RibaudsState.evaluation``).

« Chaque truand compte alors son butin, + 5 pts par truand présent sur le plateau, - 5 pts pour chaque truand
perdu. Le joueur le plus riche remporte la partie, en cas d'égalité, c'est celui qui possède le plus d'écus. »
So the evaluation starts from that score (``scores``), adds the écus (the tie-break, and the price of a second or
third card) and the truands still in reserve (a placement is 5 points to come), and takes off what the three
figures threaten where they stand: a figure moves 2 squares when a purse of its colour is taken (or its card is
played), so a truand within its reach, outside a habitation for the Sergent and the Prévôt, may be taken away
(the Sergent: 10 points), racketed (the Roi: loot worth 6), or may cost the game (the Prévôt: « ce joueur est
éliminé »). The reach is read from a table of the figures' moves, made once per layout. Only public quantities
are read (the hands are not).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .pieces import FIGURES, RESERVE, TRUANDS
from .routes import endpoints

if TYPE_CHECKING:
    from .board import Layout
    from .state import RibaudsState

THREAT = 0.3
"""The chance that a figure within reach of a truand is brought onto it before its player moves again."""
SERGENT = 10.0
"""A truand taken by the Sergent: 5 points on the board and 5 more lost."""
ROI = 6.0
"""The Roi's racket: loot worth 6 (all of it when there is less)."""
PREVOT = 25.0
"""Being taken by the Prévôt: the game is lost (the loot does not count); counted as this many points, plus the
score he would take."""
ECU = 0.4
"""An écu: the tie-break, and the price of a card in place 2 or 3 of the hand."""
HERE = 0.5
NEXT = 0.25
"""A purse under one of the player's truands (taken at his next turn, if nobody comes first), or one step away:
this share of its worth, for the best one only (a turn moves one truand)."""
RESERVE_TRUAND = 3.0
"""A truand waiting in reserve: placing it is 5 points, but takes a turn."""
SCALE = 5.0
"""A lead of this many points over the best other player makes an evaluation of about 0.73 (logistic)."""

_REACH: dict[tuple[int, str], tuple["Layout", dict[int, frozenset[int]]]] = {}


def reach(layout: "Layout", how: str, square: int) -> frozenset[int]:
    """The squares a figure stepping ``how`` (orthogonal, diagonal or any) can stop on from ``square``: 2 steps,
    through habitations; kept per layout."""
    found = _REACH.get((id(layout), how))
    if found is None or found[0] is not layout:
        found = _REACH[id(layout), how] = (layout, {})
    table = found[1]
    squares = table.get(square)
    if squares is None:
        squares = table[square] = frozenset(endpoints(layout, square, 2, how, False))
    return squares


def standing(state: "RibaudsState", player: int, scores: list[float]) -> float:
    """``player``'s standing, in points: his score (``scores``), écus and truands in reserve, the best purse within
    his reach, less what the figures threaten where they stand (each figure counted once)."""
    if state.out[player]:
        return -PREVOT
    band = state.truands[player * TRUANDS:player * TRUANDS + TRUANDS]
    value = scores[player] + ECU * state.ecus[player] + RESERVE_TRUAND * band.count(RESERVE)
    layout, steps = state.layout, state.board.figure_steps
    squares = layout.squares
    loot = state.loot_points(player)
    on_board = [at for at in band if at >= 0]
    if not on_board:
        return value
    purses, worth = state.purses, state.board.value
    prospect = 0.0
    for at in on_board:
        if purses[at]:
            prospect = max(prospect, HERE * worth[squares[at].colour])
        else:
            for there in layout.neighbours(at):
                if purses[there]:
                    prospect = max(prospect, NEXT * worth[squares[there].colour])
    value += prospect
    for figure, at in zip(FIGURES, state.figures):
        near = reach(layout, steps[figure], at)
        if figure == "roi":
            hit = any(square in near for square in on_board)
            loss = min(ROI, loot)
        else:
            hit = any(square in near and squares[square].kind != "habitation" for square in on_board)
            loss = SERGENT if figure == "sergent" else PREVOT + scores[player]
        if hit:
            value -= THREAT * loss
    return value


def evaluation(state: "RibaudsState", player: int) -> float:
    """``player``'s standing (``standing``) against the best other player's, on a logistic of spread ``SCALE``
    points, in (0, 1); his return once over."""
    if state.is_terminal:
        return state.returns()[player]
    scores = state.scores()
    values = [standing(state, p, scores) for p in range(len(state.names))]
    other = max(v for p, v in enumerate(values) if p != player)
    x = max(-30.0, min(30.0, (values[player] - other) / SCALE))
    return 1.0 / (1.0 + math.exp(-x))
