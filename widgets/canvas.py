"""The canvas writer: a Scene's shapes as ipycanvas drawing calls, and repainting only what changed.

Pure functions of a *canvas-like* object: anything with the drawing methods and style attributes of
``ipycanvas.Canvas`` (``fill_rect``, ``fill_style``...), so a test can pass a fake canvas that
records the calls. ``draw_shapes`` draws what ``gangs.render.svg`` writes, shape for shape: fill
under stroke, ``opacity`` as the global alpha, rounded rectangles, dashes, each kind's line cap
and join (``Shape.CAP``, ``Shape.JOIN``), text in ``FONT_FAMILY`` at its anchor on its baseline.

The geometry (``Shape.bounds()``, ``Shape.contains()``, ``gangs.render.ids_at``) lives with the
shapes in ``gangs.render``. The two functions that touch ipycanvas itself are at the end:
``layers`` (a MultiCanvas's layers, by its public indexing) and ``forget_current_canvas`` (the
one use of ipycanvas internals).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any, Iterable, Sequence

from gangs.render import FONT_FAMILY, Box, Circle, Line, Polygon, Polyline, Rect, Shape, Text
from gangs.render.colour import lab
from gangs.render.geometry import overlap

ALIGN = {"start": "start", "middle": "center", "end": "end"}
"""SVG ``text-anchor`` -> canvas ``text_align``."""

HIGHLIGHT = "#00ffcc"
"""The colour of the outline drawn around the places a legal action concerns: a mint that no board of the four
games paints (CIEDE2000 at least 20 from every fill of their boards, ``tests/test_render_colours.py``)."""

HOVER = "#550033"
"""The colour of the outline of the place under the pointer, when an action concerns it: a dark wine, on a white
halo (at least 20 from every board fill, 30 from the other outlines)."""

LAST_MOVE = "#111111"
"""The colour of the outline of the piece and places another seat's last move concerned (over a white halo)."""

PICKED = "#dd11bb"
"""The colour of the outline of the piece picked, whose places are outlined: a magenta (at least 17 from every
board fill, 30 from the other outlines)."""

HALO_DARK, HALO_LIGHT = "#1f2430", "#ffffff"
"""The edge drawn under an outline, dark under a light colour and white under a dark one, so that an outline reads
on any ground."""

DEFAULT_STYLES: dict[str, Any] = {
    "fill_style": "black", "stroke_style": "black", "line_width": 1.0, "global_alpha": 1.0,
    "line_cap": "butt", "line_join": "miter", "font": "10px sans-serif", "text_align": "start",
    "text_baseline": "alphabetic", "line_dash": (),
}
"""The browser's default styles of a fresh canvas (``line_dash``: ``set_line_dash``'s argument)."""


class Pen:
    """The styles last set on one canvas, so that a style is sent only when it changes.

    ipycanvas sends every style assignment to the front end, even an unchanged one; drawing
    through a pen sends a colour, font or width once for a run of shapes that share it. The pen
    must see every style set on its canvas: set them with ``pen.set``, not on the canvas.
    ``reset()`` sends every default again, for a view that starts from a fresh canvas.
    """

    def __init__(self, canvas: Any) -> None:
        self.canvas = canvas
        self.styles: dict[str, Any] = {}

    def set(self, name: str, value: Any) -> None:
        """Set the style ``name`` (a canvas attribute, or ``line_dash``) unless it has ``value`` already."""
        if name in self.styles and self.styles[name] == value:
            return
        if name == "line_dash":
            self.canvas.set_line_dash(list(value))
        else:
            setattr(self.canvas, name, value)
        self.styles[name] = value

    def reset(self) -> None:
        """Send every style's default value, whatever was sent before."""
        self.styles.clear()
        for name, value in DEFAULT_STYLES.items():
            self.set(name, value)


def _rounded_path(canvas: Any, shape: Rect) -> None:
    x, y, w, h = shape.x, shape.y, shape.width, shape.height
    r = max(0.0, min(shape.rx, w / 2, h / 2))
    canvas.begin_path()
    canvas.move_to(x + r, y)
    canvas.arc_to(x + w, y, x + w, y + h, r)
    canvas.arc_to(x + w, y + h, x, y + h, r)
    canvas.arc_to(x, y + h, x, y, r)
    canvas.arc_to(x, y, x + w, y, r)
    canvas.close_path()


def _set_styles(pen: Pen, shape: Shape) -> None:
    pen.set("global_alpha", shape.opacity)
    if shape.filled:
        pen.set("fill_style", shape.fill)
    if shape.stroked:
        # Every stroke sets all its styles: what an earlier shape left must not leak into it.
        dash = getattr(shape, "dash", 0)
        pen.set("stroke_style", shape.stroke)
        pen.set("line_width", shape.stroke_width)
        pen.set("line_cap", shape.CAP)
        pen.set("line_join", shape.JOIN)
        pen.set("line_dash", (dash, dash) if dash else ())


def _draw(pen: Pen, shape: Shape) -> None:
    """The one place where the canvas writer tells the shape kinds apart."""
    canvas, fill, stroke = pen.canvas, shape.filled, shape.stroked
    _set_styles(pen, shape)
    if isinstance(shape, Rect) and shape.rx:
        _rounded_path(canvas, shape)
        if fill:
            canvas.fill()
        if stroke:
            canvas.stroke()
    elif isinstance(shape, Rect):
        if fill:
            canvas.fill_rect(shape.x, shape.y, shape.width, shape.height)
        if stroke:
            canvas.stroke_rect(shape.x, shape.y, shape.width, shape.height)
    elif isinstance(shape, Circle):
        if fill:
            canvas.fill_circle(shape.cx, shape.cy, shape.r)
        if stroke:
            canvas.stroke_circle(shape.cx, shape.cy, shape.r)
    elif isinstance(shape, Line):
        if stroke:
            canvas.stroke_line(shape.x1, shape.y1, shape.x2, shape.y2)
    elif isinstance(shape, Polyline):
        points = [tuple(p) for p in shape.points]
        if fill and len(points) > 2:
            canvas.fill_polygon(points)
        if stroke:
            canvas.stroke_lines(points)
    elif isinstance(shape, Polygon):
        points = [tuple(p) for p in shape.points]
        if fill:
            canvas.fill_polygon(points)
        if stroke:
            canvas.stroke_polygon(points)
    elif isinstance(shape, Text):
        pen.set("font", f"{shape.weight} {shape.size:g}px {FONT_FAMILY}")
        pen.set("text_align", ALIGN.get(shape.anchor, "start"))
        pen.set("text_baseline", "alphabetic")
        if fill:
            canvas.fill_text(shape.text, shape.x, shape.y)
        if stroke:
            canvas.stroke_text(shape.text, shape.x, shape.y)
    else:
        raise TypeError(f"cannot draw {type(shape).__name__}")


def draw_shapes(canvas: Any, shapes: Iterable[Shape], pen: Pen | None = None) -> None:
    """Draw ``shapes`` in order (the first one lowest) on ``canvas``, as the SVG writer would.

    Shapes without a fill or a stroke colour are not filled or stroked (SVG's ``fill="none"``).
    ``pen``: the canvas's :class:`Pen`, so that only the styles that change are sent (default: a
    new pen, which sets each style the shapes use at least once). Styles are left as the last
    shape set them. An unknown shape kind raises TypeError.
    """
    pen = pen or Pen(canvas)
    for shape in shapes:
        _draw(pen, shape)


def halo(colour: str) -> str:
    """The edge drawn under an outline of ``colour``: dark under a light colour, white under a dark one."""
    return HALO_DARK if lab(colour)[0] > 50 else HALO_LIGHT


FAINT = 0.5
"""The opacity of a faint outline: a place a click may still concern, beside the ones the player chooses among."""


def highlights(shapes: Iterable[Shape], ids: set[str], colour: str = HIGHLIGHT, width: float = 3.0,
               faint: bool = False) -> list[Shape]:
    """Outlines (``Shape.outline``), in ``colour`` and at least ``width`` wide, of the shapes whose id
    is in ``ids`` (a text only when no other shape has its id), each over its ``halo`` two pixels wider;
    ``faint``: half as wide (1.5 pixels at least), translucent and without a halo. Draw them on a layer above the
    pieces."""
    chosen = [s for s in shapes if s.id in ids]
    outlined = {s.id for s in chosen if not isinstance(s, Text)}
    marks = [shape.outline(colour, width) for shape in chosen if not (isinstance(shape, Text) and shape.id in outlined)]
    if faint:
        return [replace(mark, stroke_width=max(1.5, mark.stroke_width / 2), opacity=FAINT)
                for mark in marks if mark is not None]
    edge = halo(colour)
    return [part for mark in marks if mark is not None
            for part in (replace(mark, stroke=edge, stroke_width=mark.stroke_width + 2, opacity=0.85), mark)]


def offer_outlines(shapes: Iterable[Shape], places: set[str], moves: set[str], picked: str | None,
                   hovered: str | None, last: set[str] = frozenset()) -> list[Shape]:
    """The outlines of a board's offer (``widgets.choices.Offer``): with no piece picked, every place a click may
    concern (``places``: the movable pieces, the places of the actions of no piece); with one picked, the places of
    its ``moves`` in full, the other places faint, so that the player sees where it goes at a glance; the
    ``picked`` piece in ``PICKED``, the place under the pointer (``hovered``) in ``HOVER``, both wider; under them, in
    ``LAST_MOVE``, the piece and places of another seat's last move (``last``), so that each of the computer's moves
    is seen on the board."""
    shapes = list(shapes)
    chosen = set(moves) & set(places) if picked is not None else set(places)
    marks = highlights(shapes, set(last) - set(places), colour=LAST_MOVE, width=2) if last else []
    marks += highlights(shapes, set(places) - chosen, faint=True) if chosen else []
    marks += highlights(shapes, chosen or set(places))
    if picked is not None:
        marks += highlights(shapes, {picked}, colour=PICKED, width=5)
    if hovered is not None:
        marks += highlights(shapes, {hovered}, colour=HOVER, width=5)
    return marks


# -- redrawing only what changed ---------------------------------------------------------------

def _merged(boxes: list[Box]) -> list[Box]:
    """Boxes that overlap are joined into the box around both, until none overlap."""
    merged: list[Box] = []
    for box in boxes:
        while True:
            hit = next((other for other in merged if overlap(box, other)), None)
            if hit is None:
                break
            merged.remove(hit)
            box = (min(box[0], hit[0]), min(box[1], hit[1]), max(box[2], hit[2]), max(box[3], hit[3]))
        merged.append(box)
    return merged


def _grown(box: Box, shape_bounds: Sequence[Box]) -> Box:
    """``box`` widened to hold every shape box that overlaps it."""
    left, top, right, bottom = box
    for other in shape_bounds:
        if overlap(other, (left, top, right, bottom)):
            left, top = min(left, other[0]), min(top, other[1])
            right, bottom = max(right, other[2]), max(bottom, other[3])
    return left, top, right, bottom


def _kept(shapes: Sequence[Shape], common: Counter) -> list[Shape]:
    """The shapes of ``shapes`` that ``common`` counts, in their order (each as many times as counted)."""
    left, kept = Counter(common), []
    for shape in shapes:
        if left[shape] > 0:
            left[shape] -= 1
            kept.append(shape)
    return kept


def dirty_boxes(old: Sequence[Shape], new: Sequence[Shape]) -> list[Box] | None:
    """Where a layer showing ``old`` must be repainted to show ``new``, as boxes that do not overlap:
    each holds the shapes that changed there (in one list and not in the other) and, whole, every
    shape of ``new`` that reaches into it. So a box can be cleared and painted again without a clip
    (no shape is cut at its edge, none painted twice beside it), and its pixels are those of a
    whole redraw. None when repainting the whole layer is simpler: the shapes both lists hold are
    in another order, or more than half of the shapes changed."""
    before, after = Counter(old), Counter(new)
    changed = [*(before - after).elements(), *(after - before).elements()]
    if not changed:
        return [] if list(old) == list(new) else None
    if len(changed) > max(len(old), len(new)) // 2 or _kept(old, before & after) != _kept(new, before & after):
        return None
    shape_bounds = [shape.bounds() for shape in new]
    boxes = _merged([shape.bounds() for shape in changed])
    while True:
        grown = _merged([_grown(box, shape_bounds) for box in boxes])
        if grown == boxes:
            return boxes
        boxes = grown


def redraw_boxes(canvas: Any, shapes: Sequence[Shape], boxes: Iterable[Box], pen: Pen) -> None:
    """Repaint ``boxes`` (from ``dirty_boxes``) of a layer that must show ``shapes``: each box is
    cleared and the shapes that reach into it are painted again, in their order."""
    for box in boxes:
        left, top, right, bottom = box
        canvas.clear_rect(left, top, right - left, bottom - top)
        draw_shapes(canvas, [shape for shape in shapes if overlap(shape.bounds(), box)], pen)


# -- ipycanvas itself ----------------------------------------------------------------------------
def layers(multi: Any) -> list[Any]:
    """The layers of an ``ipycanvas.MultiCanvas``, bottom first, read through its public indexing
    (``multi[0]``, ``multi[1]``...)."""
    found: list[Any] = []
    while True:
        try:
            found.append(multi[len(found)])
        except IndexError:
            return found


def forget_current_canvas(canvas: Any) -> None:
    """Make ipycanvas name the canvas again in its next drawing command.

    ipycanvas (0.13, 0.14) sends the canvas a run of commands is for only when it differs from the
    one it sent to last (``_canvas_manager._current_canvas``); a view created since then (a Voilà
    page, a reload) does not know it and fails ("reading 'clearCanvas'"). This is the one use of
    ipycanvas internals: ``tests/test_widgets_table.py`` fails if ipycanvas drops that attribute.
    A canvas that is not ipycanvas's (``widgets.call_canvas``, which names its layer in every call) is
    left as it is.
    """
    manager = getattr(canvas, "_canvas_manager", None)
    if manager is not None:
        manager._current_canvas = None
