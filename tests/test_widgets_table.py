"""The Table widget and its canvas writer, without a browser: clicks, buttons and the slider are
driven through the widget's own handlers, the drawing through a fake canvas that records calls."""

import asyncio
import re
import time
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gangs
from gangs.kernel import Action
from gangs.render import Circle, Line, Polygon, Polyline, Rect, Shape, Text, svg

ipywidgets = pytest.importorskip("ipywidgets")
pytest.importorskip("ipycanvas")

from widgets import Table  # noqa: E402
from widgets import table as table_module  # noqa: E402
from widgets.canvas import (  # noqa: E402
    HALO_DARK,
    HIGHLIGHT,
    HOVER,
    Pen,
    dirty_boxes,
    draw_shapes,
    forget_current_canvas,
    highlights,
    layers,
    redraw_boxes,
)
from widgets.svg_copy import pack, unpack  # noqa: E402


class FakeCanvas:
    """Records every drawing call as (name, args) and every style set as ("set", name, value)."""

    def __init__(self):
        object.__setattr__(self, "calls", [])

    def __setattr__(self, name, value):
        self.calls.append(("set", name, value))

    def __getattr__(self, name):
        def record(*args):
            self.calls.append((name, args))
        return record

    def names(self):
        return [call[0] for call in self.calls if call[0] != "set"]

    def styles(self, name):
        return [call[2] for call in self.calls if call[0] == "set" and call[1] == name]


def new_table(game, **kwargs):
    match = gangs.new(game, players=["Alice", "Bruno"], seed=4)
    return match, Table(match, **kwargs)


def centre(shape):
    if isinstance(shape, Rect):
        return shape.x + shape.width / 2, shape.y + shape.height / 2
    if isinstance(shape, Circle):
        return shape.cx, shape.cy
    if isinstance(shape, Text):
        left, top, right, bottom = shape.extent()
        return (left + right) / 2, (top + bottom) / 2
    if isinstance(shape, (Polyline, Polygon)):
        return shape.points[0]
    return shape.x1, shape.y1


def click_points(table):
    """(x, y, actions) for a point at the centre of each shape a click may concern now."""
    for shape in table._scene.shapes():
        if shape.id in table.offer.places:
            x, y = centre(shape)
            yield x, y, table.actions_at(x, y)


def point_with(table, count):
    """A click point resolving to exactly one action (count=1) or to several (count=2); when there is
    none with no piece picked, each movable piece is picked in turn (it stays picked)."""
    for piece in (None, *table.offer.pieces):
        if piece is not None:
            table.pick(piece.id)
        for x, y, actions in click_points(table):
            if (len(actions) == 1) if count == 1 else (len(actions) > 1):
                return x, y, actions
    raise AssertionError("no such point on the board")


def shown_buttons(widget):
    """Every button inside ``widget`` (depth first) that plays an action or picks a piece."""
    found = []
    for child in getattr(widget, "children", ()):
        if isinstance(child, ipywidgets.Button) and hasattr(child, "action"):
            found.append(child)
        found.extend(shown_buttons(child))
    return found


def with_pieces(match):
    """``match`` with Super Gang's moves naming the character they move (``Action.piece``), as a game
    that groups its moves by piece does (a move already naming one is kept)."""
    legal = match.legal_actions

    def grouped():
        return [Action(a.kind, *a.args, targets=a.targets, piece=f"char-{a.args[0]}")
                if a.kind == "move" and a.piece is None else a for a in legal()]

    match.legal_actions = grouped
    return match


# -- the canvas writer ----------------------------------------------------------------------------
EVERY_KIND = [
    Rect(10, 10, 50, 30, fill="#ff0000", stroke="#000000", stroke_width=2),
    Rect(70, 10, 50, 30, rx=6, fill="#00ff00", stroke="#000000"),
    Circle(100, 100, 20, fill="#0000ff", stroke="#ffffff", opacity=0.5),
    Line(0, 0, 50, 50, stroke="#333333", dash=4),
    Polyline(((0, 0), (10, 20), (30, 5)), stroke="#444444", stroke_width=3),
    Polygon(((200, 200), (240, 200), (220, 240)), fill="#abcdef", stroke="#123456"),
    Text(150, 60, "Casino", size=14, anchor="middle", weight="bold", fill="#111111"),
    Text(150, 80, "right", anchor="end", fill="#111111", stroke="#ffffff"),
]


def test_canvas_writer_draws_every_shape_kind():
    canvas = FakeCanvas()
    draw_shapes(canvas, EVERY_KIND)
    names = canvas.names()
    for call in ("fill_rect", "stroke_rect", "arc_to", "fill", "stroke", "fill_circle", "stroke_circle",
                 "stroke_line", "stroke_lines", "fill_polygon", "stroke_polygon", "fill_text", "stroke_text"):
        assert call in names, call
    assert ("fill_rect", (10, 10, 50, 30)) in canvas.calls
    assert ("stroke_line", (0, 0, 50, 50)) in canvas.calls
    assert ("set_line_dash", ([4, 4],)) in canvas.calls and ("set_line_dash", ([],)) in canvas.calls
    assert ("fill_text", ("Casino", 150, 60)) in canvas.calls
    assert canvas.styles("text_align") == ["center", "end"]
    assert canvas.styles("font")[0].startswith("bold 14px")
    assert 0.5 in canvas.styles("global_alpha") and canvas.styles("global_alpha")[-1] == 1.0
    assert canvas.styles("fill_style")[0] == "#ff0000"


def test_canvas_writer_paints_no_fill_or_stroke_it_was_not_given():
    canvas = FakeCanvas()
    draw_shapes(canvas, [Rect(0, 0, 5, 5, stroke="#000000"), Circle(1, 1, 1, fill="#ffffff"), Line(0, 0, 1, 1)])
    assert [name for name in canvas.names() if name != "set_line_dash"] == ["stroke_rect", "fill_circle"]


def test_a_stroke_takes_no_dash_cap_or_join_from_the_shape_before_it():
    canvas = FakeCanvas()
    draw_shapes(canvas, [Line(0, 0, 9, 9, stroke="#000", dash=4), Rect(0, 0, 5, 5, stroke="#000"),
                         Polyline(((0, 0), (5, 5), (9, 0)), stroke="#000"), Circle(3, 3, 2, stroke="#000")])
    dashes = [call[1][0] for call in canvas.calls if call[0] == "set_line_dash"]
    assert dashes == [[4, 4], []]                          # the rect after the dashed line is solid
    assert canvas.styles("line_cap") == ["round", "butt", "round", "butt"]
    assert canvas.styles("line_join") == ["miter", "round", "miter"]


def test_canvas_writer_refuses_an_unknown_shape():
    with pytest.raises(TypeError):
        draw_shapes(FakeCanvas(), [Shape(id="ghost")])


@pytest.mark.parametrize("game", ["street", "supergang"])
def test_canvas_writer_draws_a_whole_scene_text_for_text(game):
    match = gangs.new(game, players=["Alice", "Bruno"], seed=4)
    scene = match.game.scene(match.state)
    canvas = FakeCanvas()
    draw_shapes(canvas, scene.shapes())
    texts = [s for s in scene.shapes() if isinstance(s, Text) and s.fill]
    assert canvas.names().count("fill_text") == len(texts)


def test_highlights_outline_the_targeted_shapes_only():
    shapes = [Rect(0, 0, 10, 10, id="a", fill="#ffffff"), Text(5, 5, "a", id="a"), Circle(0, 0, 3, id="b")]
    edge, mark = highlights(shapes, {"a"})
    assert mark.fill is None and mark.stroke == HIGHLIGHT and mark.stroke_width >= 3
    assert edge.fill is None and edge.stroke == HALO_DARK and edge.stroke_width == mark.stroke_width + 2


# -- the table ------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["street", "supergang"])
def test_table_shows_whose_turn_and_the_legal_actions(game):
    match, table = new_table(game)
    assert "gangs-table" in table._dom_classes
    assert match.players[match.to_move] in table.status.value
    assert [b.description for b in shown_buttons(table.actions)] == [match.label(a, table.viewer)
                                                                      for a in match.legal_actions()]
    assert table.svg.board == table.svg.pieces == b""         # no SVG snapshot unless asked for


@pytest.mark.parametrize("game", ["street", "supergang"])
def test_a_click_on_a_target_plays_its_only_action(game):
    match, table = new_table(game)
    x, y, actions = point_with(table, 1)
    table.click(x, y)
    assert match.decisions == 1 and actions[0] in match.steps


def test_a_click_on_a_place_with_several_actions_offers_just_those():
    match, table = new_table("supergang")
    table.step()  # the dice: the moves come next
    x, y, actions = point_with(table, 2)
    before = match.decisions
    table.click(x, y)
    assert match.decisions == before
    offered = shown_buttons(table.actions)
    assert [b.tooltip for b in offered] == [a.notation for a in actions]
    offered[-1].click()
    assert match.decisions == before + 1 and match.steps[-1] == actions[-1]


@pytest.mark.parametrize("game", ["street", "supergang"])
def test_a_click_where_nothing_can_be_done_changes_nothing(game):
    match, table = new_table(game)
    assert table.actions_at(1, 1) == []
    before = match.state.to_dict()
    table.click(1, 1)
    assert "Nothing to do there" in table.message.value
    assert match.state.to_dict() == before and match.decisions == 0


@pytest.mark.parametrize("game", ["street", "supergang"])
def test_an_illegal_action_shows_a_message_and_changes_nothing(game):
    match, table = new_table(game)
    before = match.state.to_dict()
    assert table.play(Action("fly", "away")) is False
    assert "Not allowed" in table.message.value
    table.notation.value = "teleport 99"
    table.notation_button.click()
    assert "Not allowed" in table.notation_message.value and table.message.value == ""   # beside the box
    assert match.state.to_dict() == before and match.decisions == 0


def test_a_stale_button_shows_a_message_and_changes_nothing():
    match, table = new_table("supergang", max_buttons=300)
    table.step()
    if table.offer.pieces:
        table.pick(table.offer.pieces[0].id)
    button = shown_buttons(table.moves)[0] if table.offer.picked else shown_buttons(table.others)[0]
    match.play(match.legal_actions()[0])  # played elsewhere: the table has not been refreshed
    match.play(match.legal_actions()[0])
    before = match.state.to_dict()
    assert button.tooltip not in {a.notation for a in match.legal_actions()}
    button.click()
    assert "Not allowed" in table.message.value
    assert match.state.to_dict() == before


@pytest.mark.parametrize("game", ["street", "supergang"])
def test_buttons_step_undo_redo_and_end_turn(game):
    match, table = new_table(game)
    table.step_button.click()
    table.step_button.click()
    assert match.decisions == 2
    after_two = match.state.to_dict()
    table.undo_button.click()
    assert match.decisions == 1 and match.can_redo == 1
    table.redo_button.click()
    assert match.decisions == 2 and match.state.to_dict() == after_two
    seat = match.to_move
    table.end_turn_button.click()
    assert match.to_move != seat or match.is_over
    assert table.replay.value == match.decisions


def test_undo_at_the_start_shows_a_message():
    match, table = new_table("street")
    table.undo()
    assert "Not allowed" in table.controls_message.value and match.decisions == 0


def test_the_replay_slider_undoes_and_redoes_to_a_decision():
    match, table = new_table("street")
    for _ in range(6):
        table.step()
    states = [match.state_at(k).to_dict() for k in range(7)]
    table.replay.value = 2
    assert match.decisions == 2 and match.state.to_dict() == states[2]
    assert table.replay.max == 6
    table.replay.value = 5
    assert match.decisions == 5 and match.state.to_dict() == states[5]
    table.step()
    assert table.replay.max == table.replay.value == 6


def test_the_log_is_newest_first_grouped_by_turn():
    match, table = new_table("street")
    for _ in range(8):
        table.step()
    log = table.event_log
    groups = [log.current, *log.past]
    lines = [text for group in groups for text, _ in group["lines"]]
    assert lines == [e.text for e in reversed(match.log)][:len(lines)] and match.log[-1].text == lines[0]
    turns = [int(group["heading"].split()[-1]) for group in groups if group["heading"] != "Start"]
    assert turns == sorted(turns, reverse=True) and len(set(turns)) == len(turns)
    assert log.text.index(match.log[-1].text) < log.text.index(lines[-1])


def test_each_log_line_names_its_rule_in_french_and_english():
    match, table = new_table("supergang")
    table.step()
    rules = gangs.GAMES["supergang"].rules
    for _, rule in table.event_log.current["lines"]:
        assert rules[rule].english in table.event_log.rules[rule]
        assert rules[rule].french in table.event_log.rules[rule]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_rule_opened_in_the_log_links_to_its_place_in_the_manual(lang):
    """Issue 31: a rule of the log has its number in the game's manual, and asking for it (the front end's « In
    the manual » link) sends the manual in the log's language, with the rule to show; what a front end sends that
    is no rule the log shows is not answered."""
    from gangs.manual import manual, numbered

    match = gangs.new("ribauds", players=["Alice", "Bruno"], seed=4, lang=lang)
    table = Table(match)
    table.step()
    log = table.event_log
    rule = log.current["lines"][0][1]
    assert log.details[rule]["number"] == numbered("ribauds")[rule]
    assert log.explain(rule).splitlines()[-1].endswith(f"§{numbered('ribauds')[rule]}")
    page = log.manual_page(rule)
    assert page == {"type": "manual", "rule": rule, "page": f"ribauds/{lang}", "html": manual("ribauds", lang)}
    sent = []
    log.send = sent.append
    for hostile in (None, 3, "x" * 100_000, ["take"], {"rule": rule}, {"type": "manual"}, {"type": "manual",
                    "rule": rule}, {"type": "manual", "rule": rule, "ask": "a" * 41}, {"type": "manual", "rule": rule,
                    "ask": 7}, {"type": "other", "rule": rule, "ask": "q"}):
        log._asked(log, hostile, [])
    assert sent == []                                       # no view could tell the answer is its own
    for hostile in (None, 3, ["take"], "no-such-rule", "x" * 100_000):
        log._asked(log, {"type": "manual", "rule": hostile, "ask": "q1"}, [])
    assert sent == [{"type": "manual", "ask": "q1", "refused": True}] * 5     # its tab closes
    sent.clear()
    log._asked(log, {"type": "manual", "rule": rule, "ask": "q2"}, [])
    log._asked(log, {"type": "manual", "rule": rule, "ask": "q3"}, [])     # again at once: no second page
    log._asked(log, {"type": "manual", "rule": rule, "ask": "q4", "have": ["street/en", f"ribauds/{lang}"]}, [])
    log._asked(log, {"type": "manual", "rule": rule, "ask": "q5", "have": f"ribauds/{lang}"}, [])   # not a list
    assert sent == [{**page, "ask": "q2"}, {"type": "manual", "ask": "q3", "refused": True},
                    {**page, "html": None, "ask": "q4"},           # the view that holds the page is told the rule
                    {"type": "manual", "ask": "q5", "refused": True}]


def test_a_step_sends_the_log_s_newest_turn_and_the_older_turns_when_a_turn_ends():
    match, table = new_table("street")
    names = set()
    table.event_log.observe(lambda change: names.add(change["name"]), ["current", "past"])
    sent = 0
    for _ in range(12):
        past, current = list(table.event_log.past), dict(table.event_log.current)
        names.clear()
        table.step()
        assert ("current" in names) == (table.event_log.current != current)   # sent when, and only when, it changes
        assert ("past" in names) == (table.event_log.past != past)
        sent += "current" in names
    assert sent >= 6


def test_the_board_layer_is_drawn_once_and_a_layer_again_only_when_it_changes(monkeypatch):
    drawn = []
    monkeypatch.setattr(table_module, "draw_shapes", lambda canvas, shapes, pen=None: drawn.append(canvas))
    monkeypatch.setattr(table_module, "redraw_boxes", lambda canvas, shapes, boxes, pen: drawn.append(canvas))
    match, table = new_table("supergang")
    assert [drawn.count(layer) for layer in layers(table.canvas)] == [1, 1, 1]
    table.refresh()                       # nothing changed: nothing is sent again
    assert [drawn.count(layer) for layer in layers(table.canvas)] == [1, 1, 1]
    for _ in range(6):
        pieces = list(table._scene.pieces)
        before = drawn.count(table.canvas[1])
        table.step()
        assert drawn.count(table.canvas[1]) == before + (list(table._scene.pieces) != pieces)
    assert drawn.count(table.canvas[0]) == 1
    table._redraw_everything()  # what a new view of the canvas asks for
    assert drawn.count(table.canvas[0]) == 2 and drawn[-3:] == list(layers(table.canvas))


def test_the_pen_sends_a_style_only_when_it_changes():
    canvas = FakeCanvas()
    pen = Pen(canvas)
    draw_shapes(canvas, [Circle(1, 1, 1, fill="#ff0000"), Circle(5, 5, 1, fill="#ff0000"),
                         Text(0, 9, "a", fill="#000000"), Text(0, 19, "b", fill="#000000")], pen)
    assert canvas.styles("fill_style") == ["#ff0000", "#000000"]
    assert len(canvas.styles("font")) == 1 and canvas.styles("global_alpha") == [1.0]
    draw_shapes(canvas, [Circle(1, 1, 1, fill="#000000")], pen)   # the same pen remembers
    assert canvas.styles("fill_style") == ["#ff0000", "#000000"]
    pen.reset()                                                     # a fresh view: every default again
    assert canvas.styles("fill_style")[-1] == "black" and ("set_line_dash", ([],)) in canvas.calls
    draw_shapes(canvas, [Circle(1, 1, 1, fill="#000000")], pen)
    assert canvas.styles("fill_style")[-1] == "#000000"


def test_actions_beyond_the_button_limit_are_in_a_drop_down():
    match, table = new_table("supergang", max_buttons=5)
    table.step()
    if table.offer.pieces:
        table.pick(max(table.offer.pieces, key=lambda piece: len(piece.actions)).id)
    listed = table.moves if table.offer.picked else table.others
    actions = listed.shown
    assert len(actions) > 5 and list(listed.children) == [listed._more_box]     # no wall of buttons
    assert len(listed.more.options) == len(actions) and listed.more.description.startswith(f"{len(actions)} ")
    assert listed.more.value == 0                                               # Play plays the one shown
    listed.more.value = 7
    before = match.decisions
    listed._more_box.children[1].click()
    assert match.decisions == before + 1 and actions[7] in match.steps


def test_the_svg_follows_the_match_and_can_be_hidden():
    match, table = new_table("street", svg_copy=True)
    table.step()
    scene = match.game.scene(match.state)
    assert table.svg_text == svg(scene, ("board",)) + svg(scene, ("pieces",))
    assert unpack(table.svg.pieces) == svg(scene, ("pieces",)) and table.svg.width == int(scene.width)
    assert "snapshot" in table.svg.caption and "decision 1" in table.svg.caption
    table.show_svg.value = False
    assert table.svg_text == "" and table.svg.board == table.svg.pieces == b""


def test_the_svg_copy_is_compressed_and_sends_only_the_layer_that_changed():
    assert unpack(pack("<svg>é</svg>")) == "<svg>é</svg>" and pack("abc") == pack("abc")
    match, table = new_table("supergang", svg_copy=True)
    names = set()
    table.svg.observe(lambda change: names.add(change["name"]), ["board", "pieces"])
    table.step()
    assert "board" not in names and "pieces" in names
    assert len(table.svg.pieces) * 3 < len(svg(table._scene, ("pieces",)).encode())


def test_hovering_a_target_outlines_it_and_says_what_a_click_does():
    match, table = new_table("supergang")
    x, y, actions = point_with(table, 1)
    table.hover(x, y)
    assert actions[0].label in table.hover_info.value
    assert any(shape.stroke == HOVER for shape in table._layers_drawn[2])
    before = list(table._layers_drawn[2])
    table.hover(x, y)                                   # the same place: nothing is drawn again
    assert table._layers_drawn[2] is before or table._layers_drawn[2] == before
    table.hover(1, 1)                                   # nothing to do there
    assert table.hover_info.value == "" and not any(s.stroke == HOVER for s in table._layers_drawn[2])
    table.hover(x, y)
    table.hover(None, None)                             # the pointer left the canvas
    assert table.hover_info.value == ""
    assert match.decisions == 0


def test_seats_are_one_per_player_and_checked():
    match, table = new_table("street", seats=["human", "random"])
    assert [s.value for s in table.seats] == ["human", "random"]
    assert [s.description for s in table.seats] == ["Alice", "Bruno"]
    with pytest.raises(ValueError):
        Table(match, seats=["robot", "human"])


async def auto_playing(seats):
    """A La Street table with no delay whose auto-play was switched on a moment ago (call it inside
    a running event loop, as a kernel has)."""
    match, table = new_table("street", seats=seats)
    table.delay.value = 0
    table.autoplay.value = True
    await asyncio.sleep(0.05)
    return match, table


def test_auto_play_without_an_event_loop_says_so():
    match, table = new_table("street", seats=["random", "random"])
    table.autoplay.value = True
    assert table.autoplay.value is False and "event loop" in table.controls_message.value
    assert match.decisions == 0


def test_auto_play_plays_computer_seats_and_ignores_clicks():
    async def scenario():
        match, table = new_table("street")
        x, y, _ = point_with(table, 1)
        for seat in table.seats:
            seat.value = "random"
        table.delay.value = 0
        table.autoplay.value = True
        for _ in range(200):
            await asyncio.sleep(0)
            if match.decisions >= 3:
                break
        assert match.decisions >= 3
        before = match.decisions
        table.click(x, y)
        assert "ignored" in table.message.value and match.decisions == before
        table.undo_button.click()
        assert "Pause auto-play" in table.controls_message.value
        table.autoplay.value = False
        await asyncio.sleep(0.01)
        stopped = match.decisions
        await asyncio.sleep(0.01)
        assert match.decisions == stopped

    asyncio.run(scenario())


def test_a_thinking_seat_plays_from_a_worker_thread_and_the_page_answers_meanwhile():
    """Greedy and MCTS seats: auto-play has them think on a copy of the position in a worker thread, while the
    event loop goes on (here: a coroutine counts its turns while the MCTS seat thinks); their decisions are
    the match's, recorded like any agent's, and a pause drops a choice made for a position left behind."""
    class Slow:
        """The table's MCTS seat, made to think 0.15 s longer (asleep: in the event loop's thread, it would stop
        the loop)."""

        def __init__(self, agent):
            self.agent = agent

        def choose(self, state, legal):
            time.sleep(0.15)
            return self.agent.choose(state, legal)

    async def scenario():
        match, table = new_table("street", seats=["mcts", "greedy"])
        assert [value for _label, value in table.seats[0].options][:4] == ["human", "random", "greedy", "mcts"]
        table.agents["mcts"].seconds = 0.05
        table.agents["mcts"] = Slow(table.agents["mcts"])
        table.delay.value = 0
        ticks = 0
        table.autoplay.value = True
        for _ in range(400):
            await asyncio.sleep(0.01)
            ticks += 1
            if match.decisions >= 3:
                break
        assert match.decisions >= 3 and ticks >= 10, (match.decisions, ticks)   # 0.15 s asleep: ~15 ticks
        table.autoplay.value = False
        await asyncio.sleep(0.5)
        stopped = match.decisions
        await asyncio.sleep(0.3)
        assert match.decisions == stopped
        replayed = gangs.Match(match.game, match.players, match.options, match.seed, steps=match.steps)
        assert replayed.state == match.state

    asyncio.run(scenario())


def test_auto_play_waits_for_a_human_seat():
    async def scenario():
        match, table = await auto_playing(["human", "random"])
        assert match.decisions == 0 and "waits" in table.status.value
        x, y, _ = point_with(table, 1)
        table.click(x, y)  # the human plays: the computer answers (within 5 s even on a loaded machine)
        for _ in range(500):
            await asyncio.sleep(0.01)
            if match.decisions >= 2 and match.to_move == 0:     # the computer has played its whole turn
                break
        assert match.decisions >= 2 and match.to_move == 0
        table.autoplay.value = False
        await asyncio.sleep(0.02)

    asyncio.run(scenario())


# -- repainting only what changed -----------------------------------------------------------------
class Raster:
    """A canvas that paints rectangles and discs into a grid of pixels, each remembering the id of the
    shape painted last on it; it clips, clears, saves and restores like a browser's canvas."""

    def __init__(self, width=60, height=40):
        self.width, self.height = width, height
        self.pixels = [[None] * width for _ in range(height)]
        self.clip_box, self.saved, self.path = None, [], None
        self.paint = None

    def __setattr__(self, name, value):
        object.__setattr__(self, name, value)

    def _put(self, inside):
        for y in range(self.height):
            for x in range(self.width):
                px, py = x + 0.5, y + 0.5
                box = self.clip_box
                if box and not (box[0] <= px < box[2] and box[1] <= py < box[3]):
                    continue
                if inside(px, py):
                    self.pixels[y][x] = self.paint

    def fill_rect(self, x, y, w, h):
        self._put(lambda px, py: x <= px < x + w and y <= py < y + h)

    def fill_circle(self, cx, cy, r):
        self._put(lambda px, py: (px - cx) ** 2 + (py - cy) ** 2 <= r * r)

    def clear(self):
        self.pixels = [[None] * self.width for _ in range(self.height)]

    def clear_rect(self, x, y, w, h):
        paint, self.paint = self.paint, None
        self.fill_rect(x, y, w, h)
        self.paint = paint

    def save(self):
        self.saved.append(self.clip_box)

    def restore(self):
        self.clip_box = self.saved.pop()

    def begin_path(self):
        self.path = None

    def rect(self, x, y, w, h):
        self.path = (x, y, x + w, y + h)

    def clip(self):
        self.clip_box = self.path

    def set_line_dash(self, dash):
        pass


class PaintingPen(Pen):
    """A pen whose fill colour is the id the raster paints with."""

    def set(self, name, value):
        super().set(name, value)
        if name == "fill_style":
            self.canvas.paint = value


def _shapes(data):
    return [Rect(x, y, w, h, fill=f"s{i}") if kind else Circle(x, y, w / 2, fill=f"s{i}")
            for i, (kind, x, y, w, h) in enumerate(data)]


SHAPE = st.tuples(st.booleans(), st.integers(0, 55), st.integers(0, 35), st.integers(1, 20), st.integers(1, 20))


@settings(max_examples=60, deadline=None)
@given(st.lists(SHAPE, min_size=1, max_size=12), st.data())
def test_repainting_the_changed_boxes_gives_the_pixels_of_a_whole_redraw(data, draw):
    old = _shapes(data)
    new = list(old)
    for step in range(draw.draw(st.integers(1, 3))):        # move, add or remove a few shapes
        kind = draw.draw(st.sampled_from(["move", "add", "remove"]))
        if kind == "add" or not new:
            added = replace(_shapes([draw.draw(SHAPE)])[0], fill=f"new{step}")
            new.insert(draw.draw(st.integers(0, len(new))), added)
        elif kind == "remove":
            new.pop(draw.draw(st.integers(0, len(new) - 1)))
        else:
            i = draw.draw(st.integers(0, len(new) - 1))
            shape = new[i]
            dx, dy = draw.draw(st.integers(-9, 9)), draw.draw(st.integers(-9, 9))
            new[i] = replace(shape, x=shape.x + dx, y=shape.y + dy) if isinstance(shape, Rect) else \
                replace(shape, cx=shape.cx + dx, cy=shape.cy + dy)
    incremental, whole = Raster(), Raster()
    pen = PaintingPen(incremental)
    draw_shapes(incremental, old, pen)
    boxes = dirty_boxes(old, new)
    if boxes is None:
        incremental.clear()
        draw_shapes(incremental, new, pen)
    else:
        redraw_boxes(incremental, new, boxes, pen)
    draw_shapes(whole, new, PaintingPen(whole))
    assert incremental.pixels == whole.pixels


def test_dirty_boxes_cover_what_changed_and_give_up_when_most_did():
    a, b, c = Rect(0, 0, 4, 4, fill="#000"), Circle(20, 20, 3, fill="#000"), Text(40, 40, "abc", fill="#000")
    rest = [Rect(100 + 10 * i, 100, 5, 5, fill="#000") for i in range(4)]
    assert dirty_boxes([a, b, c, *rest], [a, b, c, *rest]) == []
    assert dirty_boxes([a, b, c, *rest], [c, b, a, *rest]) is None    # same shapes, another order
    assert dirty_boxes([a, b, c, *rest], [b, a, Circle(1, 1, 1), *rest]) is None   # reordered, and a change
    assert dirty_boxes([a, b, c, *rest], [Rect(1, 1, 4, 4), Circle(9, 9, 1), c, *rest[:2]]) is None
    moved = replace(b, cx=24)
    boxes = dirty_boxes([a, b, c, *rest], [a, moved, c, *rest])
    for shape in (b, moved):
        x0, y0, x1, y1 = shape.bounds()
        assert any(left <= x0 and top <= y0 and x1 <= right and y1 <= bottom for left, top, right, bottom in boxes)
    assert len(boxes) == 1                                            # the two boxes overlap: merged


def test_a_repainted_box_is_cleared_and_painted_with_the_shapes_that_reach_into_it():
    canvas = FakeCanvas()
    far, near = Circle(200, 200, 5, fill="#222222"), Circle(10, 10, 5, fill="#333333")
    redraw_boxes(canvas, [far, near], [(0, 0, 30, 30)], Pen(canvas))
    assert canvas.calls[0] == ("clear_rect", (0, 0, 30, 30))
    assert ("fill_circle", (10, 10, 5)) in canvas.calls
    assert ("fill_circle", (200, 200, 5)) not in canvas.calls          # outside the box: not repainted


def test_a_dirty_box_holds_whole_every_shape_that_reaches_into_it():
    wide = Rect(0, 0, 100, 10, fill="#000")                             # a long bar across the board
    rest = [Rect(200 + 10 * i, 200, 5, 5, fill="#000") for i in range(4)]
    dot = Circle(50, 5, 2, fill="#fff")
    boxes = dirty_boxes([wide, *rest], [wide, dot, *rest])
    assert len(boxes) == 1
    left, top, right, bottom = boxes[0]
    x0, y0, x1, y1 = wide.bounds()
    assert left <= x0 and top <= y0 and right >= x1 and bottom >= y1    # the bar is inside, not cut
    assert all(not (r.bounds()[0] < right and left < r.bounds()[2]) or r.bounds()[1] >= bottom for r in rest)


# -- loaded dice ----------------------------------------------------------------------------------
def test_the_dice_are_loaded_from_the_table_and_the_next_roll_gives_them():
    match, table = new_table("street")
    table.dice.value = "4"
    table.load_button.click()
    assert match.forced == ["die 4"] and "die 4" in table.loaded.value and not table.unload_button.disabled
    table.step()                                        # Alice rolls
    assert "die 4" in [action.notation for action in match.steps] and match.forced == []
    assert table.loaded.value == "" and table.unload_button.disabled


def test_an_outcome_that_can_never_happen_is_refused_with_a_message():
    match, table = new_table("supergang")
    before = match.state.to_dict()
    assert not table.load_dice("7")
    assert "can never be" in table.dice_message.value and match.forced == [] and match.state.to_dict() == before
    assert table.message.value == ""                    # the answer is beside the dice box, not elsewhere
    assert not table.load_dice("") and "Type a die" in table.dice_message.value
    assert "dart dead" in table.dice_message.value


def test_a_loaded_outcome_that_cannot_fall_shows_why_and_changes_nothing():
    match = gangs.new("street", players=["Alice", "Bruno"], seed=0)
    balance = gangs.GAMES["street"].board.card_index["balance"]
    state = match.state
    state.pos[0] = 1                                    # a 1 lands on a Karma square...
    state.discard[balance], state.deck[balance] = 3, 0  # ...where no Balance card is left to draw
    table = Table(match)
    assert table.load_dice(1) and table.load_dice("draw balance")
    before = match.state.to_dict()
    assert not table.play("roll")
    assert "draw balance" in table.message.value and match.state.to_dict() == before and match.decisions == 0
    table.unload_button.click()
    assert match.forced == [] and table.loaded.value == ""
    assert table.play("roll") and match.decisions == 1


# -- what the review found --------------------------------------------------------------------------
def test_a_pending_choice_is_dropped_when_the_match_moves_on_from_a_cell():
    match, table = new_table("supergang")
    table.step()
    x, y, actions = point_with(table, 2)
    table.click(x, y)
    assert table._choices == tuple(actions)
    match.run(max_steps=3)
    table.refresh()
    assert table._choices is None and "Choose" not in str([w for w in table.actions.children])


def test_while_choosing_a_click_elsewhere_asks_to_choose_and_plays_nothing():
    match, table = new_table("supergang")
    table.step()
    x, y, actions = point_with(table, 2)
    table.click(x, y)
    before = match.decisions
    chosen = {t for action in actions for t in action.targets}
    elsewhere = [centre(shape) for shape in table._scene.shapes()
                 if shape.id and shape.id not in chosen and any(shape.id in a.targets for a in match.legal_actions())]
    point = next(p for p in elsewhere if table.actions_at(*p) == [])
    table.click(*point)
    assert match.decisions == before and "Choose one of" in table.message.value


def test_a_match_of_other_players_gets_its_own_seats():
    match, table = new_table("street")
    table._take_match(gangs.new("street", players=["Ana", "Ben", "Cléo"], seed=1))
    assert [seat.description for seat in table.seats] == ["Ana", "Ben", "Cléo"]
    assert list(table._seats_box.children) == table.seats


def test_a_board_of_another_size_gets_a_new_canvas_drawn_whole():
    match, table = new_table("street")
    old = table.canvas
    table._take_match(gangs.new("supergang", players=["Alice", "Bruno"], seed=4))
    scene = table._scene
    assert table.canvas is not old and (table.canvas.width, table.canvas.height) == (scene.width, scene.height)
    assert list(table._board_box.children) == [table.canvas] and table._layers_drawn[1] == list(scene.pieces)


def test_closing_a_table_stops_auto_play_and_closes_every_widget_it_made():
    async def scenario():
        match, table = await auto_playing(["random", "random"])
        buttons = [*table.others._pool, *table.moves._pool, *table.pieces._pool]
        table.close()
        decisions = match.decisions
        await asyncio.sleep(0.05)
        return match, table, buttons, decisions

    match, table, buttons, decisions = asyncio.run(scenario())
    assert match.decisions == decisions and not table.autoplay.value
    assert table.canvas.comm is None and table.event_log.comm is None and all(b.comm is None for b in buttons)


def test_the_log_forgets_the_rules_of_another_game():
    match, table = new_table("street")
    table.step()
    table._take_match(gangs.new("supergang", players=["Alice", "Bruno"], seed=4))
    table.step()
    supergang = gangs.GAMES["supergang"].rules
    for rule, text in table.event_log.rules.items():
        assert supergang[rule].english in text


# -- what the table takes from the game and the match, and from ipycanvas -------------------------
def test_the_dice_hint_is_the_game_s_own_examples():
    match, table = new_table("street")
    assert all(example in table.dice.placeholder for example in gangs.GAMES["street"].forced_examples)
    table._take_match(gangs.new("supergang", players=["Alice", "Bruno"], seed=4))
    assert "dart dead" in table.dice.placeholder and "heritage" not in table.dice.placeholder


def test_the_log_is_headed_by_the_rounds_the_match_stored_without_replaying_it(monkeypatch):
    match, table = new_table("supergang")
    game = match.game

    def no_replay(*args, **kwargs):
        raise AssertionError("the table replayed the match")

    monkeypatch.setattr(game, "initial_state", no_replay)
    for _ in range(40):
        table.step()
    turns, by_decision = match.decision_turns, match.events_by_decision()
    log = table.event_log
    for group in [log.current, *log.past]:
        texts = [text for text, _ in group["lines"]]
        decisions = [k for k, events in enumerate(by_decision) if events and events[-1].text in texts]
        expected = {"Start" if k == 0 else f"Turn {turns[k]}" for k in decisions}
        assert group["heading"] in expected
    assert log.current["heading"] == f"Turn {turns[-1]}"
    table.undo()                                          # after undo the headings follow the match
    assert table.event_log.current["heading"] == f"Turn {match.decision_turns[-1]}"


def test_ipycanvas_still_has_the_current_canvas_the_table_makes_it_forget():
    """``forget_current_canvas`` is the one use of ipycanvas internals: if this fails, ipycanvas changed
    how it names the canvas of a drawing command, and a new view of a board would stay blank."""
    import ipycanvas

    canvas = ipycanvas.Canvas(width=10, height=10)
    canvas.fill_rect(0, 0, 1, 1)
    manager = canvas._canvas_manager
    assert manager._current_canvas is canvas
    forget_current_canvas(canvas)
    assert manager._current_canvas is None
    sent = []
    original = manager._send_custom
    manager._send_custom = lambda command, buffers=None: sent.append(command) or original(command, buffers or [])
    try:
        canvas.fill_rect(0, 0, 1, 1)                      # the switch to this canvas is sent again
    finally:
        del manager._send_custom
    assert sent[0][0] == ipycanvas.canvas.COMMANDS["switchCanvas"] and len(sent) == 2


def test_the_layers_are_read_through_the_public_indexing_and_closed_with_the_table():
    match, table = new_table("street")
    found = layers(table.canvas)
    assert found == [table.canvas[0], table.canvas[1], table.canvas[2]]
    assert [pen.canvas for pen in table._pens] == found
    table.close()
    assert all(layer.comm is None for layer in found)


# -- a piece, then its place (issue 11) ---------------------------------------------------------------
def rolled_with_pieces():
    """A Super Gang table right after the first roll, its moves grouped by the character they move."""
    match = with_pieces(gangs.new("supergang", players=["You", "Bot 1"], seed=4))
    table = Table(match)
    table.step()
    return match, table


def test_after_a_roll_the_pieces_are_offered_not_every_move():
    match, table = rolled_with_pieces()
    legal = match.legal_actions()
    pieces = {a.piece for a in legal if a.piece}
    assert len(legal) > 40 and len(pieces) > 1
    cards = shown_buttons(table.pieces)
    assert sorted(b.action.piece for b in cards) == sorted(pieces)
    assert all("move" in b.description for b in cards)                        # "Killer · 45 moves"
    assert len(shown_buttons(table.actions)) <= len(pieces) + len([a for a in legal if not a.piece])
    assert table.offer.picked is None and table.moves.shown == ()
    assert pieces <= table.offer.places                                         # the pieces are outlined
    others = {t for a in legal if not a.piece for t in a.targets}
    assert table.offer.places == pieces | others                                # not every move's square


def test_a_click_on_a_piece_picks_it_and_a_click_on_its_place_moves_it():
    match, table = rolled_with_pieces()
    piece = table.offer.pieces[0]
    shape = next(s for s in table._scene.pieces if s.id == piece.id)
    table.hover(*centre(shape))
    assert f"choose {piece.name}" in table.hover_info.value
    table.click(*centre(shape))
    assert table.offer.picked == piece and match.decisions == 1
    assert table.offer.places >= {t for a in piece.actions for t in a.targets}
    listed = [b.action for b in shown_buttons(table.moves)] or [piece.actions[i] for _, i in table.moves.more.options]
    assert listed == list(piece.actions)
    assert piece.name in table.picked_info.value
    assert table._picked_row in table.actions.children and table.back_button in table._picked_row.children
    x, y, actions = next((x, y, a) for x, y, a in click_points(table) if len(a) == 1 and a[0] in piece.actions)
    table.hover(x, y)
    assert actions[0].label in table.hover_info.value
    table.click(x, y)
    assert match.decisions == 2 and match.steps[-1] == actions[0]


def test_a_piece_s_card_picks_it_and_back_puts_it_down():
    match, table = rolled_with_pieces()
    card = shown_buttons(table.pieces)[1]
    card.click()
    assert table.offer.picked.id == card.action.piece and card.button_style == "info"
    table.back_button.click()
    assert table.offer.picked is None and table.moves.shown == () and match.decisions == 1


def test_a_click_that_a_picked_piece_cannot_reach_says_so():
    match, table = rolled_with_pieces()
    piece = table.offer.pieces[0]
    table.pick(piece.id)
    before = match.state.to_dict()
    table.click(1, 1)
    assert "cannot go there" in table.message.value and match.state.to_dict() == before
    assert not table.pick("char-nobody") and table.offer.picked == piece


def test_a_lone_movable_piece_is_picked_already():
    match, table = rolled_with_pieces()
    while len({a.piece for a in match.legal_actions() if a.piece}) != 1:
        match.play(next(a for a in match.legal_actions() if a.piece))
        table.refresh()
    assert table.offer.picked is not None and shown_buttons(table.pieces) == []


# -- whose move, messages, branches, layout (issue 11) -------------------------------------------------
def test_a_computer_seat_to_move_is_said_and_nothing_is_offered_to_the_human():
    match, table = new_table("street", seats=["human", "random"])
    while match.to_move != 1:                            # Alice plays until Bruno (a computer) is to move
        match.run(max_steps=1)
    table.refresh()
    assert "Bruno to move: Step to let it play" in table.status.value
    assert shown_buttons(table.actions) == [] and table.offer.places == frozenset()
    before = match.state.to_dict()
    assert not table.play("roll") and "Step to let it play" in table.message.value
    assert match.state.to_dict() == before
    decisions = match.decisions
    table.step()
    assert match.decisions == decisions + 1


def test_each_message_shows_beside_the_control_that_caused_it_and_only_the_latest():
    match, table = new_table("street")
    table.load_dice("99")
    assert table.dice_message.value and not table.message.value and not table.controls_message.value
    table.undo()
    assert table.controls_message.value and not table.dice_message.value
    table.click(1, 1)
    assert "Nothing to do there" in table.message.value and not table.controls_message.value


def test_branch_starts_a_new_match_here_and_keeps_the_first():
    match, table = new_table("street")
    for _ in range(4):
        table.step()
    table.undo()
    table.branch_button.click()
    branch = table.match
    assert branch is not match and table.branches == [match, branch]
    assert branch.decisions == 3 and branch.steps == match.steps[:len(branch.steps)] and match.can_redo == 1
    assert "Branch 1 starts at decision 3" in table.controls_message.value
    assert table.branch_picker.layout.display == "" and table.branch_picker.value == 1
    table.step()
    table.branch_picker.value = 0
    assert table.match is match and match.decisions == 3 and match.can_redo == 1


def test_the_board_never_stretches_and_the_hover_line_has_a_fixed_height():
    match, table = new_table("supergang")
    assert table._board_box.layout.align_self == "flex-start" and table.canvas.layout.height == "auto"
    assert table.hover_info.layout.height and table.hover_info.layout.overflow == "hidden"
    row = table.children[1]
    assert table._board_box in row.children and table.status not in row.children
    assert row.layout.align_items == "flex-start" and row.layout.flex_flow == "row wrap"
    width, height = int(table._scene.width), table._scene.height
    # as wide as the page gives with the side panel's 290 px beside it (the whole page on a page narrower than
    # 480 + 290 px), at most its own size, and never taller than the window (the lines over it kept)
    assert table._board_box.layout.width == (f"min(max(calc(100% - 290px), min(100%, calc((770px - 100%) * 1000))), "
                                             f"{width}px, "
                                             f"calc((100vh - 190px) * {width / height:.4f}))")
    assert table._board_box.layout.max_width == f"{width}px" and table._board_box.layout.flex == "0 1 auto"


def test_on_a_projector_the_board_grows_with_the_screen_and_the_text_is_large():
    """``Table(size="projector")`` (or its "Projector" toggle) draws the board as large as the window allows and
    the status, hover, last events and log in large text (at least 20 px, by the table's own CSS)."""
    match = gangs.new("street", players=3, seed=1)
    table = Table(match, size="projector")
    assert table.size == "projector" and "gangs-projector" in table._dom_classes and table.projector_button.value
    width = int(table._scene.width)
    assert table._board_box.layout.max_width == "none" and f"{width}px" not in table._board_box.layout.width
    sizes = [int(px) for px in re.findall(r"font-size: (\d+)px", table.style.value)]
    assert sizes and min(sizes) >= 20 and ".gangs-projector .gangs-status" in table.style.value
    table.projector_button.value = False
    assert table.size == "normal" and "gangs-projector" not in table._dom_classes
    assert table._board_box.layout.max_width == f"{int(table._scene.width)}px"
    with pytest.raises(ValueError, match="projector"):
        Table(match, size="huge")


def test_the_status_and_the_hover_line_sit_over_the_board_and_the_last_events_beside_it():
    """At 1024 px a board as wide as La Street's pushes the side panel under it: the status line (whose turn
    it is) and the hover line (what a click would do) are over the board, where a player pointing at the board
    reads them (with the turn clock between them, in a timed game); the last decision's events stay in the side
    panel. A board click's answer is said on the hover line too, until the pointer moves to another place or leaves
    the board."""
    match, table = new_table("supergang")
    top, row = table.children[:2]
    assert list(top.children) == [table.status, table.seats_line, table.clock.widget, table.hover_info]
    assert "gangs-top" in top._dom_classes
    side = row.children[1]
    assert table.last_events in side.children and table.message in side.children
    table.play(match.legal_actions()[0])
    shown = [event.text for event in match.events_by_decision()[-1]]
    assert "Turn 1:" in table.status.value and "<li>" not in table.status.value
    assert all(text in table.last_events.value for text in shown)
    table.click(1, 1)                                   # the margin: nothing to do there, and why
    assert table.message.value and table.hover_info.value == table.message.value
    table.hover(1, 2)                                   # still nowhere: the answer stays
    assert table.hover_info.value == table.message.value
    table.hover(None, None)                             # the pointer left the board
    assert table.hover_info.value == ""


def test_a_click_that_plays_says_so_once_and_one_that_plays_nothing_says_why_on_the_hover_line_too():
    match = gangs.new("street", players=2, seed=1)
    table = Table(match)
    die = next(s for s in table._scene.shapes() if s.id == "die")
    x0, y0, x1, y1 = die.bounds()
    table.click((x0 + x1) / 2, (y0 + y1) / 2)
    assert match.decisions == 1 and "Played" in table.message.value
    assert "Played" not in table.hover_info.value and "Played" not in table.status.value
    table.click(1, 1)                                   # the margin: nothing there, and why, where he points
    assert table.message.value and table.hover_info.value == table.message.value
