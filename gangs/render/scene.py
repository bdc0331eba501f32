"""A Scene: plain shapes with ids and tags, in a static board layer and a dynamic pieces layer.

Each shape knows its geometry: ``extent()`` (its outline's box), ``bounds()`` (every pixel it
paints, with room to spare), ``contains(x, y)`` (the hit test of a click) and ``outline()`` (a
shape that marks it). Both writers (``gangs.render.svg`` and the canvas writer of ``widgets``)
read the same ``FONT_FAMILY`` and each kind's ``CAP`` and ``JOIN``, so they draw alike.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Callable, ClassVar

from .geometry import CHAR_WIDTH, SLACK, Box, Extent, inside_polygon, near_segment, padded

FONT_FAMILY = "'Trebuchet MS', 'DejaVu Sans', Verdana, sans-serif"
"""The font every Text is set in, by both writers."""


@dataclass(frozen=True)
class Shape:
    """What every shape has: an optional ``id`` (what a click resolves to), ``tags``, a
    ``title`` (hover text), fill and stroke colours, stroke width and opacity."""

    CAP: ClassVar[str] = "butt"
    """The stroke's line cap (``butt`` or ``round``), as both writers draw it."""
    JOIN: ClassVar[str] = "miter"
    """The stroke's line join (``miter`` or ``round``), as both writers draw it."""

    id: str | None = field(default=None, kw_only=True)
    tags: tuple[str, ...] = field(default=(), kw_only=True)
    title: str | None = field(default=None, kw_only=True)
    fill: str | None = field(default=None, kw_only=True)
    stroke: str | None = field(default=None, kw_only=True)
    stroke_width: float = field(default=1.0, kw_only=True)
    opacity: float = field(default=1.0, kw_only=True)

    @property
    def filled(self) -> bool:
        """Whether the shape is filled (a colour, not None or ``"none"``)."""
        return bool(self.fill) and self.fill != "none"

    @property
    def stroked(self) -> bool:
        """Whether the shape is stroked (a colour, not None or ``"none"``)."""
        return bool(self.stroke) and self.stroke != "none"

    def extent(self) -> Extent:
        """The box ``(left, top, right, bottom)`` of the shape's outline, its stroke left out."""
        raise TypeError(f"{type(self).__name__} has no geometry")

    def bounds(self) -> Box:
        """A pixel-aligned box holding every pixel the shape paints, its stroke and joins included,
        with room to spare (a box cleared and painted again leaves nothing of it behind)."""
        return padded(self.extent(), 1.5 * self.stroke_width + 2 if self.stroked else 2)

    def contains(self, x: float, y: float) -> bool:
        """True if a click at (x, y) is on the shape."""
        return False

    def outline(self, colour: str, width: float) -> Shape | None:
        """A shape drawn over this one to mark it: its outline in ``colour``, at least ``width`` wide
        and unfilled (None for a shape that cannot be marked)."""
        return None

    def _wide(self, width: float) -> float:
        return max(self.stroke_width + 3, width)


@dataclass(frozen=True)
class Rect(Shape):
    """A rectangle from its top-left corner, with rounded corners of radius ``rx``."""

    x: float
    y: float
    width: float
    height: float
    rx: float = 0.0

    def extent(self) -> Extent:
        """The rectangle's corners."""
        return self.x, self.y, self.x + self.width, self.y + self.height

    def contains(self, x: float, y: float) -> bool:
        """Inside the rectangle, edges included."""
        return self.x <= x <= self.x + self.width and self.y <= y <= self.y + self.height

    def outline(self, colour: str, width: float) -> Shape:
        """The rectangle grown by one pixel, stroked."""
        return replace(self, x=self.x - 1, y=self.y - 1, width=self.width + 2, height=self.height + 2,
                       fill=None, stroke=colour, stroke_width=self._wide(width), opacity=0.9)


@dataclass(frozen=True)
class Circle(Shape):
    """A circle."""

    cx: float
    cy: float
    r: float

    def extent(self) -> Extent:
        """The square around the circle."""
        return self.cx - self.r, self.cy - self.r, self.cx + self.r, self.cy + self.r

    def contains(self, x: float, y: float) -> bool:
        """Inside the circle or on half its stroke."""
        return math.hypot(x - self.cx, y - self.cy) <= self.r + self.stroke_width / 2

    def outline(self, colour: str, width: float) -> Shape:
        """A ring two pixels outside the circle."""
        return replace(self, r=self.r + 2, fill=None, stroke=colour, stroke_width=width, opacity=0.9)


def _reach(shape: Shape) -> float:
    return max(SLACK, shape.stroke_width / 2)


@dataclass(frozen=True)
class Line(Shape):
    """A straight segment; ``dash`` is a dash length (0 for a plain line)."""

    CAP: ClassVar[str] = "round"

    x1: float
    y1: float
    x2: float
    y2: float
    dash: float = 0.0

    def extent(self) -> Extent:
        """The box of both ends."""
        return min(self.x1, self.x2), min(self.y1, self.y2), max(self.x1, self.x2), max(self.y1, self.y2)

    def contains(self, x: float, y: float) -> bool:
        """Within half the stroke width (at least ``SLACK``) of the segment."""
        return near_segment(x, y, (self.x1, self.y1), (self.x2, self.y2), _reach(self))

    def outline(self, colour: str, width: float) -> Shape:
        """The same segment, wider, solid and translucent."""
        return replace(self, fill=None, stroke=colour, stroke_width=self._wide(width) + 3, opacity=0.6, dash=0.0)


def _points_extent(points: tuple[tuple[float, float], ...]) -> Extent:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)


@dataclass(frozen=True)
class Polyline(Shape):
    """An open path through ``points``; ``dash`` as for Line."""

    CAP: ClassVar[str] = "round"
    JOIN: ClassVar[str] = "round"

    points: tuple[tuple[float, float], ...]
    dash: float = 0.0

    def extent(self) -> Extent:
        """The box of the points."""
        return _points_extent(self.points)

    def contains(self, x: float, y: float) -> bool:
        """Near a segment of the path (as for Line), or inside it when it is filled."""
        if self.filled and len(self.points) > 2 and inside_polygon(x, y, self.points):
            return True
        return any(near_segment(x, y, a, b, _reach(self)) for a, b in zip(self.points, self.points[1:]))

    def outline(self, colour: str, width: float) -> Shape:
        """The same path, wider, solid and translucent."""
        return replace(self, fill=None, stroke=colour, stroke_width=self._wide(width) + 3, opacity=0.6, dash=0.0)


@dataclass(frozen=True)
class Polygon(Shape):
    """A closed shape through ``points``."""

    JOIN: ClassVar[str] = "round"

    points: tuple[tuple[float, float], ...]

    def extent(self) -> Extent:
        """The box of the points."""
        return _points_extent(self.points)

    def contains(self, x: float, y: float) -> bool:
        """Inside the polygon."""
        return len(self.points) > 2 and inside_polygon(x, y, self.points)

    def outline(self, colour: str, width: float) -> Shape:
        """The same polygon, stroked."""
        return replace(self, fill=None, stroke=colour, stroke_width=self._wide(width), opacity=0.9)


@dataclass(frozen=True)
class Text(Shape):
    """A line of text anchored at (x, y): ``anchor`` start, middle or end; ``y`` is the baseline.

    Its glyphs are not measured: its extent is a guess, ``CHAR_WIDTH`` font sizes a character,
    from the ascent (0.8 size above the baseline) to the descent (0.25 below)."""

    x: float
    y: float
    text: str
    size: float = 12.0
    anchor: str = "middle"
    weight: str = "normal"

    def extent(self) -> Extent:
        """The guessed box of the text."""
        width = CHAR_WIDTH * self.size * len(self.text)
        left = {"middle": self.x - width / 2, "end": self.x - width}.get(self.anchor, self.x)
        return left, self.y - 0.8 * self.size, left + width, self.y + 0.25 * self.size

    def bounds(self) -> Box:
        """Wider than the extent: a glyph as wide as the font size, and a mitred outline's corners."""
        width = self.size * (len(self.text) + 1)
        x0 = {"middle": self.x - width / 2, "end": self.x - width}.get(self.anchor, self.x - self.size / 2)
        pad = 5 * self.stroke_width + 2 if self.stroked else 2
        return padded((x0, self.y - 1.2 * self.size, x0 + width, self.y + 0.5 * self.size), pad)

    def contains(self, x: float, y: float) -> bool:
        """Inside the guessed box."""
        left, top, right, bottom = self.extent()
        return left <= x <= right and top <= y <= bottom

    def outline(self, colour: str, width: float) -> Shape:
        """A rounded rectangle around the guessed box."""
        left, top, right, bottom = self.extent()
        return Rect(left - 2, top - 2, right - left + 4, bottom - top + 4, rx=3, stroke=colour, stroke_width=width)


@dataclass
class Scene:
    """A drawing of one state: ``board`` (drawn once), ``pieces`` (redrawn every step)."""

    width: float
    height: float
    board: list[Shape] = field(default_factory=list)
    pieces: list[Shape] = field(default_factory=list)
    background: str = "#ffffff"
    title: str = ""

    def shapes(self):
        """Every shape, board first."""
        return [*self.board, *self.pieces]

    def retold(self, tell: Callable[[str], str]) -> "Scene":
        """This scene with its title and every shape's text and hover title passed through ``tell`` (a copy where
        one changes; the shapes ``tell`` leaves alone are shared)."""

        def told(shape: Shape) -> Shape:
            changes = {}
            for name in ("text", "title"):
                value = getattr(shape, name, None)
                if isinstance(value, str) and value and tell(value) != value:
                    changes[name] = tell(value)
            return replace(shape, **changes) if changes else shape

        def layer(shapes: list[Shape]) -> list[Shape]:
            changed = [told(s) for s in shapes]
            return shapes if all(a is b for a, b in zip(changed, shapes)) else changed

        return replace(self, board=layer(self.board), pieces=layer(self.pieces),
                       title=tell(self.title) if self.title else self.title)

    def ids(self) -> set[str]:
        """The ids of every shape that has one."""
        return {s.id for s in self.shapes() if s.id}

    def find(self, id: str) -> list[Shape]:
        """The shapes with this id."""
        return [s for s in self.shapes() if s.id == id]
