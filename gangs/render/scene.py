"""A Scene: plain shapes with ids and tags, in a static board layer and a dynamic pieces layer."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Shape:
    """What every shape has: an optional ``id`` (what a click resolves to), ``tags``, a
    ``title`` (hover text), fill and stroke colours, stroke width and opacity."""

    id: str | None = field(default=None, kw_only=True)
    tags: tuple[str, ...] = field(default=(), kw_only=True)
    title: str | None = field(default=None, kw_only=True)
    fill: str | None = field(default=None, kw_only=True)
    stroke: str | None = field(default=None, kw_only=True)
    stroke_width: float = field(default=1.0, kw_only=True)
    opacity: float = field(default=1.0, kw_only=True)


@dataclass(frozen=True)
class Rect(Shape):
    """A rectangle from its top-left corner, with rounded corners of radius ``rx``."""

    x: float
    y: float
    width: float
    height: float
    rx: float = 0.0


@dataclass(frozen=True)
class Circle(Shape):
    """A circle."""

    cx: float
    cy: float
    r: float


@dataclass(frozen=True)
class Line(Shape):
    """A straight segment; ``dash`` is a dash length (0 for a plain line)."""

    x1: float
    y1: float
    x2: float
    y2: float
    dash: float = 0.0


@dataclass(frozen=True)
class Polyline(Shape):
    """An open path through ``points``; ``dash`` as for Line."""

    points: tuple[tuple[float, float], ...]
    dash: float = 0.0


@dataclass(frozen=True)
class Polygon(Shape):
    """A closed shape through ``points``."""

    points: tuple[tuple[float, float], ...]


@dataclass(frozen=True)
class Text(Shape):
    """A line of text anchored at (x, y): ``anchor`` start, middle or end; ``y`` is the baseline."""

    x: float
    y: float
    text: str
    size: float = 12.0
    anchor: str = "middle"
    weight: str = "normal"


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

    def ids(self) -> set[str]:
        """The ids of every shape that has one."""
        return {s.id for s in self.shapes() if s.id}

    def find(self, id: str) -> list[Shape]:
        """The shapes with this id."""
        return [s for s in self.shapes() if s.id == id]
