"""A notebook's board scales to its cell, in a real browser (headless Chromium).

JupyterLab shows an ``image/svg+xml`` output as an image of the SVG (rendermime's ``renderSVG``: an ``<img>`` whose
source is the SVG's ``data:`` address) with no width of its own: a board drawn at its own width (1120 px for Super
Gang) was cut off on the right of a 1024 px window. The SVG's ``width="100%"`` makes that image as wide as its cell;
inline (a ``BoardView``, the Table's SVG copy), its ``max-width`` keeps it at most its own width.
"""

from __future__ import annotations

from urllib.parse import quote

import pytest
from browser_support import missing_browser_reason

import gangs

_MISSING = missing_browser_reason()
if _MISSING:
    pytest.skip(_MISSING, allow_module_level=True)


def _page(svg_text: str, cell: int) -> str:
    """A cell ``cell`` pixels wide showing the SVG as JupyterLab does (an image), and another showing it inline."""
    return (f'<div id="lab" style="width: {cell}px"><img src="data:image/svg+xml,{quote(svg_text)}"></div>'
            f'<div id="inline" style="width: {cell}px">{svg_text}</div>')


@pytest.mark.parametrize("key", sorted(gangs.GAMES))
def test_a_board_shown_in_a_narrow_cell_fits_it_whole(tab, key):
    match = gangs.new(key, players=4, seed=7)
    scene = match.game.scene(match.state)
    page = tab.page
    page.set_content(_page(match._repr_svg_(), 700))
    for where in ("#lab img", "#inline svg"):
        box = page.locator(where).bounding_box()
        assert box["width"] == pytest.approx(700, abs=1), where
        assert box["height"] == pytest.approx(700 * scene.height / scene.width, abs=1.5), where


def test_inline_a_board_is_never_wider_than_drawn(tab):
    match = gangs.new("supergang", players=4, seed=7)
    scene = match.game.scene(match.state)
    page = tab.page
    page.set_content(_page(match._repr_svg_(), 1600))
    box = page.locator("#inline svg").bounding_box()
    assert (box["width"], box["height"]) == pytest.approx((scene.width, scene.height), abs=1)
