"""The board where ipycanvas cannot load (JupyterLite): ``widgets.call_canvas`` records the canvas writer's calls
for the browser to replay, and brings clicks back to the Table, which resolves them as on an ipycanvas board.

The Table is made to take the fallback as it does when ``import ipycanvas`` fails (its module's ``MultiCanvas``
and ``hold_canvas`` are the call canvas's); the messages the widget would send are kept instead of sent.
"""

import re
from pathlib import Path

import pytest

import gangs
from gangs.render import ids_at

pytest.importorskip("anywidget")

from widgets import call_canvas  # noqa: E402
from widgets import table as table_module  # noqa: E402
from widgets.call_canvas import CALLS, STYLES, CallCanvas, hold_canvas  # noqa: E402
from widgets.canvas import draw_shapes  # noqa: E402


@pytest.fixture
def sent(monkeypatch):
    """The messages every CallCanvas sends, kept in order, and the Table made to draw on CallCanvas."""
    kept = []
    monkeypatch.setattr(table_module, "MultiCanvas", CallCanvas)
    monkeypatch.setattr(table_module, "hold_canvas", hold_canvas)
    monkeypatch.setattr(CallCanvas, "send", lambda self, content, buffers=None: kept.append(content))
    return kept


def calls_of(messages):
    return [call for message in messages for call in message["calls"]]


def test_the_script_replays_every_call_and_style_a_layer_records():
    script = (Path(call_canvas.__file__).parent / "call_canvas.js").read_text(encoding="utf-8")
    replayed = set(re.findall(r'case "(\w+)"', script))
    assert CALLS <= replayed
    assert STYLES <= set(re.findall(r"(\w+): \"\w+\"", script))


def test_a_layer_records_the_canvas_writer_s_calls_and_refuses_others(sent):
    canvas = CallCanvas(2, width=50, height=40)
    scene = gangs.new("street", players=2, seed=1)
    shapes = scene.game.scene(scene.state).shapes()
    with hold_canvas():
        draw_shapes(canvas[1], shapes)
        assert sent == []                                   # held: nothing sent yet
    assert len(sent) == 1                                   # one message for the whole block
    calls = calls_of(sent)
    assert {call[0] for call in calls} == {1}
    assert {call[1] for call in calls} <= CALLS | {"set"}
    assert any(call[1] == "fill_text" for call in calls)
    canvas[0].fill_rect(0, 0, 5, 5)                         # outside a hold: sent at once
    assert sent[-1] == {"calls": [[0, "fill_rect", 0, 0, 5, 5]]}
    with pytest.raises(AttributeError):
        canvas[0].put_image_data(None, 0, 0)
    with pytest.raises(AttributeError):
        canvas[0].shadow_blur = 3
    with pytest.raises(IndexError):
        canvas[2]


def test_points_travel_as_lists_and_a_closed_layer_draws_nothing(sent):
    canvas = CallCanvas(1, width=10, height=10)
    canvas[0].fill_polygon([(0, 0), (5, 0), (5, 5)])
    assert sent[-1]["calls"] == [[0, "fill_polygon", [[0, 0], [5, 0], [5, 5]]]]
    canvas[0].close()
    with pytest.raises(RuntimeError):
        canvas[0].fill_rect(0, 0, 1, 1)


def test_the_table_draws_on_it_and_a_new_view_gets_every_layer_again(sent):
    match = gangs.new("supergang", players=["You", "Bot 1", "Bot 2"], seed=1)
    table = table_module.Table(match, seats=["human", "random", "random"])
    assert isinstance(table.canvas, CallCanvas)
    assert (table.canvas.width, table.canvas.height) == (int(table._scene.width), int(table._scene.height))
    sent.clear()
    table.canvas._on_message(table.canvas, {"event": "client_ready"}, [])
    layers_drawn = {call[0] for call in calls_of(sent)}
    assert layers_drawn == {0, 1, 2}
    cleared = [call[0] for call in calls_of(sent) if call[1] == "clear"]
    assert sorted(cleared) == [0, 1, 2]                     # each layer wiped, then drawn from the match
    table.close()


def test_a_click_is_resolved_to_the_shape_and_the_action_as_on_the_canvas(sent):
    match = gangs.new("supergang", players=["You", "Bot 1", "Bot 2"], seed=1)
    table = table_module.Table(match, seats=["human", "random", "random"])
    legal = match.legal_actions()
    shapes = table._scene.shapes()
    action = next(a for a in legal if a.targets)
    target = next(s for s in shapes if s.id == action.targets[0])
    x0, y0, x1, y1 = target.bounds()
    x, y = (x0 + x1) / 2, (y0 + y1) / 2
    assert action.targets[0] in ids_at(shapes, x, y)
    assert table.actions_at(x, y) == [action]
    decisions = match.decisions
    table.canvas._on_message(table.canvas, {"event": "mouse_move", "x": x, "y": y}, [])
    assert table.hover_info.value                           # the hover line says what a click would do
    table.canvas._on_message(table.canvas, {"event": "mouse_down", "x": x, "y": y}, [])
    assert match.decisions == decisions + 1
    assert table.message.value.count("Played")
    table.close()
