"""The board of a Table: a canvas of three layers (the board, the pieces, the outlines) drawn from a Scene, and the
SVG snapshot of it kept in a saved notebook.

The canvas writer is ``widgets.canvas``; the canvas is ipycanvas's ``MultiCanvas`` (``widgets.call_canvas`` where
ipycanvas cannot load: JupyterLite). They are read from the package (``widgets.table.MultiCanvas``,
``hold_canvas``, ``draw_shapes``, ``redraw_boxes``) when the board draws, so that what replaces them there (the
fallback, a test's recorder) is what draws.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Any, Callable

import ipywidgets

from gangs.kernel.lang import N_, translator
from gangs.render import Scene, svg

from ..canvas import Pen, dirty_boxes, forget_current_canvas, layers, offer_outlines
from ..svg_copy import SvgCopy

try:
    from ipycanvas import MultiCanvas, hold_canvas
except ImportError:  # JupyterLite: ipycanvas needs numpy and Pillow; the board is then drawn by widgets.call_canvas
    from ..call_canvas import CallCanvas as MultiCanvas
    from ..call_canvas import hold_canvas

__all__ = ["Board", "MultiCanvas", "Snapshot", "close_tree", "hold_canvas", "outlines"]

_ = translator("widgets")


_PACKAGE = sys.modules[__package__]


def _drawing() -> Any:
    """The package, whose ``MultiCanvas``, ``hold_canvas``, ``draw_shapes`` and ``redraw_boxes`` draw the board."""
    return _PACKAGE


def held() -> Any:
    """A block whose drawing commands are sent in one message (``hold_canvas``)."""
    return _drawing().hold_canvas()


def close_tree(widget: Any) -> None:
    """Close ``widget`` and every widget inside it (``children``, a MultiCanvas's layers), deepest first: closing a
    box alone leaves its children alive in the kernel and the browser."""
    for child in getattr(widget, "children", ()):
        close_tree(child)
    if isinstance(widget, _drawing().MultiCanvas):
        for layer in layers(widget):
            layer.close()
    widget.close()


def outlines(scene: Scene | None, places: set[str], picked: str | None, hovered: str | None,
             moves: frozenset[str] = frozenset(), last: frozenset[str] = frozenset()) -> list:
    """The outline shapes: every place a click may concern (with a piece picked, the places of its ``moves`` in full
    and the others faint), the picked piece in its own colour, the place under the pointer more strongly, and the
    ``last`` move of another seat."""
    return offer_outlines(scene.shapes() if scene is not None else [], places, moves, picked, hovered, last)


ROOM_ABOVE_AND_BELOW = 190
"""The window's height (in CSS pixels) kept beside the board for the status and hover lines over it and a row of
buttons under it: the board is never taller than the window minus this."""


PROJECTOR_SIDE = 380
"""The width (CSS pixels) kept beside a projector's board for the side panel: its last events stay beside it."""

SIDE = 290
"""The width (CSS pixels) kept beside the board for the side panel (its 260 px at least, and its margins): what to
do (the actions) and what just happened (the last events) stay beside the board, in view with it."""

NARROW = 480
"""The narrowest board the side panel stands beside: on a page narrower than ``NARROW`` + ``SIDE``, the board takes
the page's width and the side panel goes under it."""


@dataclass(frozen=True)
class _Size:
    width: float
    height: float


def fitted_width(scene: Any, projector: bool = False) -> str:
    """The board's CSS width: what the page gives it, ``SIDE`` kept beside it for the side panel (on a page narrower
    than ``NARROW`` + ``SIDE``, the panel goes under it), but never so wide that its height (which follows its width)
    leaves the window (``ROOM_ABOVE_AND_BELOW`` kept for the lines over it and the buttons under it); at most its own
    size, except on a projector (``projector``), where it grows with the screen, ``PROJECTOR_SIDE`` kept beside it
    for the side panel."""
    ratio = scene.width / scene.height
    fit = f"calc((100vh - {ROOM_ABOVE_AND_BELOW}px) * {ratio:.4f})"
    if projector:                           # the side panel (the last events, large) kept beside it
        return f"min(max(320px, calc(100% - {PROJECTOR_SIDE}px)), {fit})"
    # 100% - SIDE on a page of NARROW + SIDE or more; on a narrower one, the whole page (a step: (room - 100%)
    # times 1000 is far below zero on a wider page, far above on a narrower one)
    beside = f"max(calc(100% - {SIDE}px), min(100%, calc(({NARROW + SIDE}px - 100%) * 1000)))"
    return f"min({beside}, {int(scene.width)}px, {fit})"


class Board:
    """The board canvas in its box (``box``): ``canvas``, its ``pens``, and what each layer shows (``drawn``).

    ``click(x, y)``, ``hover(x, y)`` (None, None when the pointer leaves) and ``ready()`` (a new view of the canvas,
    which starts blank) are called from the canvas's events. The box takes the width it has, up to the board's
    size, and keeps its shape: it is never stretched to what stands beside it, so nothing moves it under the
    pointer."""

    def __init__(self, scene: Scene, click: Callable[[float, float], Any],
                 hover: Callable[[float | None, float | None], Any], ready: Callable[..., Any]) -> None:
        self._events = click, hover, ready
        self.drawn: dict[int, list] = {}
        self.board: list | None = None
        self.projector = False
        self._new_canvas(scene)
        self.box = ipywidgets.Box([self.canvas], layout=ipywidgets.Layout(
            min_width="320px", align_self="flex-start", align_items="flex-start"))
        self._size_box(scene)

    def _size_box(self, scene: Scene) -> None:
        """The box and the canvas take the width they have, and no more than fits the window's height
        (``fitted_width``); up to the board's own size, or as large as the screen allows on a projector."""
        width, fitted = int(scene.width), fitted_width(scene, self.projector)
        self.box.layout.flex = "0 1 auto"
        self.box.layout.width = fitted
        self.box.layout.max_width = "none" if self.projector else f"{width}px"
        self.canvas.layout.width = "100%"
        self.canvas.layout.max_width = "none" if self.projector else f"{width}px"

    def show_on_projector(self, projector: bool) -> None:
        """Draw the board as large as the screen allows (``projector``), or at most its own size."""
        self.projector = projector
        self._size_box(_Size(self.canvas.width, self.canvas.height))

    def _new_canvas(self, scene: Scene) -> None:
        """A canvas of the scene's size (a resized canvas would blank its layers and their styles in the browser):
        three layers, their pens, mouse and view handlers."""
        click, hover, ready = self._events
        self.canvas = _drawing().MultiCanvas(3, width=int(scene.width), height=int(scene.height))
        # The board shrinks with the page (clicks are scaled back by ipycanvas), never grows past its size,
        # and its height follows its width.
        self.canvas.layout = ipywidgets.Layout(width="100%", height="auto", max_width=f"{int(scene.width)}px",
                                               align_self="flex-start")
        self.canvas.add_class("gangs-canvas")
        self.canvas.on_mouse_down(click)
        self.canvas.on_mouse_move(hover)
        self.canvas.on_mouse_out(lambda *_: hover(None, None))
        self.canvas.on_client_ready(ready)
        self.pens = [Pen(layer) for layer in layers(self.canvas)]
        self.board = None
        self.drawn = {}

    def fit(self, scene: Scene) -> None:
        """A new canvas when the scene is of another size than the canvas."""
        if (scene.width, scene.height) == (self.canvas.width, self.canvas.height):
            return
        old = self.canvas
        self._new_canvas(scene)
        self.box.children = [self.canvas]
        self._size_box(scene)
        old.close()

    def draw(self, scene: Scene, marks: list) -> None:
        """Show ``scene`` and the outlines ``marks``: the board layer when it changed, the others where they did."""
        with held():
            if self.board != scene.board:
                self._draw_board(scene)
            self._draw_layer(1, list(scene.pieces))
            self._draw_layer(2, marks)

    def outline(self, marks: list) -> None:
        """Show the outlines ``marks`` (the pieces are unchanged)."""
        with held():
            self._draw_layer(2, marks)

    def forget(self) -> None:
        """A new view of the canvas starts blank: forget what every layer shows, styles included."""
        forget_current_canvas(self.canvas[0])
        for pen in self.pens:
            pen.reset()
        self.board = None
        self.drawn.clear()

    def _draw_board(self, scene: Scene) -> None:
        layer, pen = self.canvas[0], self.pens[0]
        layer.clear()
        pen.set("global_alpha", 1.0)
        pen.set("fill_style", scene.background)
        layer.fill_rect(0, 0, scene.width, scene.height)
        _drawing().draw_shapes(layer, scene.board, pen)
        self.board = list(scene.board)

    def _draw_layer(self, index: int, shapes: list) -> None:
        """Make layer ``index`` (1 pieces, 2 outlines) show ``shapes``: nothing if it shows them already; else only
        the boxes around the shapes that changed are repainted, or the whole layer when that is simpler."""
        old = self.drawn.get(index)
        if old == shapes:
            return
        canvas, pen = self.canvas[index], self.pens[index]
        boxes = None if old is None else dirty_boxes(old, shapes)
        if boxes is None:
            canvas.clear()
            _drawing().draw_shapes(canvas, shapes, pen)
        else:
            _drawing().redraw_boxes(canvas, shapes, boxes, pen)
        self.drawn[index] = shapes


class Snapshot:
    """The board as SVG under the table, kept in a saved notebook (``svg``), and its checkbox (``show``, worded by
    ``word``): the board layer is written and sent once, the pieces layer when the pieces change."""

    def __init__(self, on: bool, word: Callable[..., Any], changed: Callable[[], Any]) -> None:
        self.show = word(ipywidgets.Checkbox(value=on, indent=False, layout=ipywidgets.Layout(width="auto")),
                         description=N_("a snapshot of the board as SVG under the table (kept in a saved notebook)"))
        self.show.observe(lambda _change: changed(), "value")
        self.svg = SvgCopy()
        self._board_of: tuple[list, str] | None = None      # the board shapes and their SVG

    def draw(self, scene: Scene | None, decision: int) -> None:
        """Show ``scene`` at ``decision`` (nothing while the checkbox is off)."""
        if not self.show.value or scene is None:
            self.svg.show("", "", 0)
            self._board_of = None
            return
        if self._board_of is None or self._board_of[0] != scene.board:
            self._board_of = (list(scene.board), svg(scene, ("board",)))
        caption = _("A snapshot of the board at decision {decision}, kept in the saved notebook (not clickable: play "
                    "on the board above).").format(decision=decision)
        self.svg.show(self._board_of[1], svg(scene, ("pieces",)), int(scene.width), caption)
