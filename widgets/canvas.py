"""The canvas writer: a Scene's shapes as ipycanvas drawing calls, and the hit test of a click.

Pure functions of a *canvas-like* object: anything with the drawing methods and style attributes of
``ipycanvas.Canvas`` (``fill_rect``, ``fill_style``...), so a test can pass a fake canvas that
records the calls. ``draw_shapes`` draws what ``gangs.render.svg`` writes, shape for shape: fill
under stroke, ``opacity`` as the global alpha, rounded rectangles, dashes, round line caps and
joins where the SVG asks for them, text at its anchor on its baseline.

The hit test (``ids_at``) answers "which shape ids are under this point?", topmost first, with
the geometry of each shape kind (text by an approximate box: its glyphs are not measured here).
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import replace
from typing import Any, Iterable, Sequence

from gangs.render import Circle, Line, Polygon, Polyline, Rect, Shape, Text

FONT_FAMILY = "'Trebuchet MS', 'DejaVu Sans', Verdana, sans-serif"
"""The font of the SVG writer, so that both writers set text alike."""

ALIGN = {"start": "start", "middle": "center", "end": "end"}
"""SVG ``text-anchor`` -> canvas ``text_align``."""

HIGHLIGHT = "#ffbf00"
"""The colour of the outline drawn around the places a legal action concerns."""

HOVER = "#ff4d00"
"""The colour of the outline of the place under the pointer, when an action concerns it."""

CHAR_WIDTH = 0.6
"""Average glyph width, in font sizes, used to guess the box of a text."""

SLACK = 3.0
"""How far (pixels) from a line, or outside a thin shape's edge, a click still hits it."""


def _painted(colour: str | None) -> bool:
    return bool(colour) and colour != "none"


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


STROKES = {Rect: ("butt", "miter"), Circle: ("butt", "miter"), Line: ("round", "miter"),
           Polyline: ("round", "round"), Polygon: ("butt", "round"), Text: ("butt", "miter")}
"""The line cap and join of each shape kind's stroke, as the SVG writer draws it."""


def _draw(pen: Pen, shape: Shape) -> None:
    canvas = pen.canvas
    fill, stroke = _painted(shape.fill), _painted(shape.stroke)
    pen.set("global_alpha", shape.opacity)
    if fill:
        pen.set("fill_style", shape.fill)
    if stroke:
        # Every stroke sets all its styles: what an earlier shape left must not leak into it.
        cap, join = STROKES.get(type(shape), ("butt", "miter"))
        dash = getattr(shape, "dash", 0)
        pen.set("stroke_style", shape.stroke)
        pen.set("line_width", shape.stroke_width)
        pen.set("line_cap", cap)
        pen.set("line_join", join)
        pen.set("line_dash", (dash, dash) if dash else ())
    if isinstance(shape, Rect):
        if shape.rx:
            _rounded_path(canvas, shape)
            if fill:
                canvas.fill()
            if stroke:
                canvas.stroke()
        else:
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


# -- redrawing only what changed ---------------------------------------------------------------
Box = tuple[int, int, int, int]
"""A pixel-aligned box ``(left, top, right, bottom)``."""


def bounds(shape: Shape) -> Box:
    """A pixel-aligned box that holds every pixel ``shape`` paints, with room to spare: the stroke
    and its joins (mitred, for an outlined text), and for a text a glyph as wide as its font size
    (wider than the guess of ``text_box``, so that no glyph is left behind when the text is
    cleared)."""
    pad = 1.5 * shape.stroke_width + 2 if _painted(shape.stroke) else 2
    if isinstance(shape, Text) and _painted(shape.stroke):
        pad = 5 * shape.stroke_width + 2             # a mitred glyph corner reaches far
    if isinstance(shape, Rect):
        x0, y0, x1, y1 = shape.x, shape.y, shape.x + shape.width, shape.y + shape.height
    elif isinstance(shape, Circle):
        x0, y0, x1, y1 = shape.cx - shape.r, shape.cy - shape.r, shape.cx + shape.r, shape.cy + shape.r
    elif isinstance(shape, Line):
        x0, x1 = sorted((shape.x1, shape.x2))
        y0, y1 = sorted((shape.y1, shape.y2))
    elif isinstance(shape, (Polyline, Polygon)):
        xs, ys = [p[0] for p in shape.points], [p[1] for p in shape.points]
        x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
    elif isinstance(shape, Text):
        width = shape.size * (len(shape.text) + 1)
        x0 = {"middle": shape.x - width / 2, "end": shape.x - width}.get(shape.anchor, shape.x - shape.size / 2)
        x1, y0, y1 = x0 + width, shape.y - 1.2 * shape.size, shape.y + 0.5 * shape.size
    else:
        raise TypeError(f"cannot bound {type(shape).__name__}")
    return math.floor(x0 - pad), math.floor(y0 - pad), math.ceil(x1 + pad), math.ceil(y1 + pad)


def _overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _merged(boxes: list[Box]) -> list[Box]:
    """Boxes that overlap are joined into the box around both, until none overlap."""
    merged: list[Box] = []
    for box in boxes:
        while True:
            hit = next((other for other in merged if _overlap(box, other)), None)
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
        if _overlap(other, (left, top, right, bottom)):
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
    shape_bounds = [bounds(shape) for shape in new]
    boxes = _merged([bounds(shape) for shape in changed])
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
        draw_shapes(canvas, [shape for shape in shapes if _overlap(bounds(shape), box)], pen)


# -- hit test -------------------------------------------------------------------------------------
def text_box(shape: Text) -> tuple[float, float, float, float]:
    """The approximate box ``(x, y, width, height)`` of a text: ``CHAR_WIDTH`` font sizes a
    character, from the ascent (0.8 size above the baseline) to the descent (0.25 below)."""
    width = CHAR_WIDTH * shape.size * len(shape.text)
    left = {"middle": shape.x - width / 2, "end": shape.x - width}.get(shape.anchor, shape.x)
    return left, shape.y - 0.8 * shape.size, width, 1.05 * shape.size


def _near_segment(px: float, py: float, a: Sequence[float], b: Sequence[float], reach: float) -> bool:
    (ax, ay), (bx, by) = a, b
    dx, dy = bx - ax, by - ay
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy)) <= reach


def _inside_polygon(px: float, py: float, points: Sequence[Sequence[float]]) -> bool:
    inside = False
    for (ax, ay), (bx, by) in zip(points, [*points[1:], points[0]]):
        if (ay > py) != (by > py) and px < ax + (py - ay) * (bx - ax) / (by - ay):
            inside = not inside
    return inside


def contains(shape: Shape, x: float, y: float) -> bool:
    """True if the point (x, y) is on ``shape``: inside a rect, circle or polygon, near a line or
    polyline (half its stroke width, at least ``SLACK``), inside the approximate box of a text."""
    if isinstance(shape, Rect):
        return shape.x <= x <= shape.x + shape.width and shape.y <= y <= shape.y + shape.height
    if isinstance(shape, Circle):
        return math.hypot(x - shape.cx, y - shape.cy) <= shape.r + shape.stroke_width / 2
    reach = max(SLACK, shape.stroke_width / 2)
    if isinstance(shape, Line):
        return _near_segment(x, y, (shape.x1, shape.y1), (shape.x2, shape.y2), reach)
    if isinstance(shape, Polyline):
        points = shape.points
        if _painted(shape.fill) and len(points) > 2 and _inside_polygon(x, y, points):
            return True
        return any(_near_segment(x, y, a, b, reach) for a, b in zip(points, points[1:]))
    if isinstance(shape, Polygon):
        return len(shape.points) > 2 and _inside_polygon(x, y, shape.points)
    if isinstance(shape, Text):
        left, top, width, height = text_box(shape)
        return left <= x <= left + width and top <= y <= top + height
    return False


def ids_at(shapes: Sequence[Shape], x: float, y: float) -> list[str]:
    """The ids of the shapes under (x, y), topmost first (the last drawn is on top), each once."""
    found: list[str] = []
    for shape in reversed(shapes):
        if shape.id and shape.id not in found and contains(shape, x, y):
            found.append(shape.id)
    return found


def highlights(shapes: Iterable[Shape], ids: set[str], colour: str = HIGHLIGHT, width: float = 3.0) -> list[Shape]:
    """Outlines, in ``colour`` and at least ``width`` wide, of the shapes whose id is in ``ids`` (a
    text only when no other shape has its id: its box is outlined). Draw them on a layer above the
    pieces."""
    chosen = [s for s in shapes if s.id in ids]
    outlined = {s.id for s in chosen if not isinstance(s, Text)}
    marks: list[Shape] = []
    for shape in chosen:
        wide = max(shape.stroke_width + 3, width)
        if isinstance(shape, Text):
            if shape.id in outlined:
                continue
            left, top, w, h = text_box(shape)
            marks.append(Rect(left - 2, top - 2, w + 4, h + 4, rx=3, stroke=colour, stroke_width=width))
        elif isinstance(shape, Rect):
            marks.append(replace(shape, x=shape.x - 1, y=shape.y - 1, width=shape.width + 2, height=shape.height + 2,
                                 fill=None, stroke=colour, stroke_width=wide, opacity=0.9))
        elif isinstance(shape, Circle):
            marks.append(replace(shape, r=shape.r + 2, fill=None, stroke=colour, stroke_width=width, opacity=0.9))
        elif isinstance(shape, (Line, Polyline)):
            marks.append(replace(shape, fill=None, stroke=colour, stroke_width=wide + 3, opacity=0.6, dash=0.0))
        elif isinstance(shape, Polygon):
            marks.append(replace(shape, fill=None, stroke=colour, stroke_width=wide, opacity=0.9))
    return marks
