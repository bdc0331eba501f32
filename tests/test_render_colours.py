"""Colours read apart at a glance, measured as the eye sees them (CIEDE2000, ``gangs.render.colour``).

The outlines a table draws (``widgets.canvas``: the places a click may concern, the piece picked, the place under
the pointer) are shared by the four games: each stays far from every colour their boards paint, and from the other
outlines. The seats of each game are far from each other, so that no one mistakes his pieces for another's.

Thresholds (ΔE00, where 1 is the least difference seen side by side): the outlines of places and of the place
under the pointer at least 20 from every board fill, the picked piece's at least 17 (drawn twice as wide, round one
piece); the outlines at least 30 from each other; two seats of a game at least 25 apart.
"""

from itertools import combinations

import pytest

import gangs
from gangs.chicago.board import load_board as chicago_board
from gangs.render import Text
from gangs.render.colour import delta_e, delta_e_lab, lab
from gangs.ribauds.scene import PLAYER_COLOURS as RIBAUDS_COLOURS
from gangs.street.scene import PLAYER_COLOURS as STREET_COLOURS
from gangs.supergang.scene import COP_BLUE
from gangs.supergang.scene import GANG_COLOURS as SUPERGANG_COLOURS

canvas = pytest.importorskip("widgets.canvas")

OUTLINES = {"places": (canvas.HIGHLIGHT, 20), "under the pointer": (canvas.HOVER, 20), "picked": (canvas.PICKED, 17)}
"""Each outline: its colour and its least distance from every board fill."""

BETWEEN_OUTLINES = 30
BETWEEN_SEATS = 25

SEATS = {"street": STREET_COLOURS,
         "supergang": (*SUPERGANG_COLOURS.values(), COP_BLUE),
         "chicago": tuple(hq.hex for hq in chicago_board().hqs),
         "ribauds": tuple(fill for _name, fill, _dark in RIBAUDS_COLOURS)}
"""Each game's seat colours (Super Gang's police seat plays the blue cops)."""


def test_ciede2000_gives_sharma_wu_and_dalal_s_reference_differences():
    pairs = [((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425), ((50, 2.5, 0), (73, 25, -18), 27.1492),
             ((50, 2.5, 0), (50, 0, -2.5), 4.3065), ((2.0776, 0.0795, -1.135), (0.9033, -0.0636, -0.5514), 0.9082),
             ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
             ((22.7233, 20.0904, -46.694), (23.0331, 14.973, -42.5619), 2.0373)]
    for first, second, expected in pairs:
        assert delta_e_lab(first, second) == pytest.approx(expected, abs=1e-4)
        assert delta_e_lab(second, first) == pytest.approx(expected, abs=1e-4)


def test_lab_of_white_black_and_red():
    assert lab("#ffffff") == pytest.approx((100, 0, 0), abs=0.01)
    assert lab("#000") == pytest.approx((0, 0, 0), abs=0.01)
    assert lab("#ff0000") == pytest.approx((53.24, 80.09, 67.20), abs=0.02)


def board_fills(key: str) -> dict[str, str]:
    """The colours a new four-player match of ``key`` paints on its board layer, in areas an outline can lie on
    or beside (shapes of 10 by 10 pixels and more, opaque; not text), each with a shape that paints it."""
    match = gangs.new(key, players=4, seed=7)
    scene = match.game.scene(match.state)
    fills: dict[str, str] = {}
    for shape in scene.board:
        if isinstance(shape, Text) or not shape.filled or shape.opacity < 1 or not shape.fill.startswith("#"):
            continue
        left, top, right, bottom = shape.extent()
        if right - left >= 10 and bottom - top >= 10:
            fills.setdefault(shape.fill.lower(), shape.id or type(shape).__name__)
    return fills


@pytest.mark.parametrize("key", sorted(gangs.GAMES))
def test_every_outline_is_far_from_every_board_fill(key):
    fills = board_fills(key)
    assert len(fills) >= 10, fills
    near = [(name, colour, fill, where, round(delta_e(colour, fill), 1))
            for name, (colour, least) in OUTLINES.items() for fill, where in fills.items()
            if delta_e(colour, fill) < least]
    assert not near, near


def test_the_outlines_are_far_from_each_other_and_each_on_a_halo_it_reads_on():
    for (a, (first, _)), (b, (second, _)) in combinations(OUTLINES.items(), 2):
        assert delta_e(first, second) >= BETWEEN_OUTLINES, (a, b)
    for colour, _ in OUTLINES.values():
        assert delta_e(colour, canvas.halo(colour)) >= 40


@pytest.mark.parametrize("key", sorted(SEATS))
def test_the_seats_of_a_game_are_far_apart(key):
    near = [(a, b, round(delta_e(a, b), 1)) for a, b in combinations(SEATS[key], 2) if delta_e(a, b) < BETWEEN_SEATS]
    assert not near, near


def test_chicago_s_orange_and_yellow_read_as_two_colours():
    hexes = {hq.colour: hq.hex for hq in chicago_board().hqs}
    assert delta_e(hexes["orange"], hexes["yellow"]) >= 35
