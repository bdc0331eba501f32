"""The SVG writer's document scales to the page that holds it: a notebook's cell narrower than a board shows all of
it (JupyterLab draws an SVG output as an image of its document, at the document's own width when it has one)."""

import re
from xml.etree import ElementTree

import pytest

import gangs
from gangs.render import Rect, Scene, svg

SVG = "{http://www.w3.org/2000/svg}"


def _root(text: str) -> ElementTree.Element:
    return ElementTree.fromstring(text)


@pytest.mark.parametrize("layers", [("board", "pieces"), ("board",), ("pieces",)])
def test_the_document_is_as_wide_as_its_holder_up_to_the_scene_s_width(layers):
    scene = Scene(1120, 650, board=[Rect(0, 0, 10, 10, fill="#000000")], pieces=[Rect(5, 5, 10, 10, fill="#ffffff")])
    root = _root(svg(scene, layers))
    assert root.get("viewBox") == "0 0 1120 650"
    assert root.get("width") == "100%" and root.get("height") is None
    style = dict(part.split(":") for part in root.get("style").replace(" ", "").split(";") if part)
    assert style == {"max-width": "1120px", "height": "auto"}


@pytest.mark.parametrize("key", sorted(gangs.GAMES))
def test_every_game_s_board_shown_in_a_notebook_scales_to_the_cell(key):
    match = gangs.new(key, players=4, seed=7)
    scene = match.game.scene(match.state)
    text = match._repr_svg_()
    head = re.match(r"<svg [^>]*>", text).group(0)
    width = f"{scene.width:.1f}".rstrip("0").rstrip(".")
    assert 'width="100%"' in head and f"max-width: {width}px" in head and "height: auto" in head
    assert f'viewBox="0 0 {width} ' in head and " height=" not in head
