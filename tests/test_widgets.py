"""The notebook layer: the board view follows the match and names no game."""

import re
from pathlib import Path

import pytest

import gangs

ipywidgets = pytest.importorskip("ipywidgets")

from widgets import BoardView  # noqa: E402


def test_board_view_shows_the_scene_and_follows_the_match():
    m = gangs.new("street", players=["Alice", "Bruno"], seed=4)
    view = BoardView(m)
    assert view.value == m._repr_svg_()
    assert "gangs-board" in view._dom_classes
    m.run(max_steps=10)
    assert view.value != m._repr_svg_()
    assert view.refresh().value == m._repr_svg_()


def test_widgets_name_no_game():
    folder = Path(__file__).resolve().parent.parent / "widgets"
    for path in folder.glob("*.py"):
        assert not re.search(r"\b(street|supergang|chicago|ribauds)\b", path.read_text(encoding="utf-8")), path
