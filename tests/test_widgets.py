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


def test_widgets_hold_no_game_s_words():
    """Neither a game's title, nor the outcomes it suggests loading, nor the titles of its tables are
    written in the widgets: they come from the game (``Game.forced_examples``, ``State.tables()``)."""
    folder = Path(__file__).resolve().parent.parent / "widgets"
    text = "\n".join(path.read_text(encoding="utf-8") for path in folder.glob("*.[pjc]*")).lower()
    for key, game in gangs.GAMES.items():
        match = gangs.new(key, players=game.min_players, seed=1).run(max_steps=200)
        words = [game.title, *(example for example in game.forced_examples if not example.isdigit()),
                 *match.state.tables()]
        for word in words:
            assert word.lower() not in text, (key, word)
