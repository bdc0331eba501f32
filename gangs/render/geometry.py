"""Plane geometry shared by the shapes and their writers: boxes, segments, polygons, the hit test.

The shapes (``gangs.render.scene``) answer for themselves with ``extent()``, ``bounds()`` and
``contains(x, y)``; this module holds the arithmetic they share and what concerns many shapes at
once (``ids_at``, ``overlap``). It imports no shape, so the shapes can import it.
"""

from __future__ import annotations

import math
from typing import Iterable, Sequence

Box = tuple[int, int, int, int]
"""A pixel-aligned box ``(left, top, right, bottom)``."""

Extent = tuple[float, float, float, float]
"""A box ``(left, top, right, bottom)`` in scene units, not rounded."""

CHAR_WIDTH = 0.6
"""Average glyph width, in font sizes, used to guess the box of a text (glyphs are not measured)."""

SLACK = 3.0
"""How far (pixels) from a line, or outside a thin shape's edge, a click still hits it."""


def padded(extent: Extent, pad: float) -> Box:
    """The pixel-aligned box holding ``extent`` grown by ``pad`` on every side."""
    x0, y0, x1, y1 = extent
    return math.floor(x0 - pad), math.floor(y0 - pad), math.ceil(x1 + pad), math.ceil(y1 + pad)


def overlap(a: Box, b: Box) -> bool:
    """True if the boxes share some area (touching edges do not count)."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def near_segment(px: float, py: float, a: Sequence[float], b: Sequence[float], reach: float) -> bool:
    """True if (px, py) is at most ``reach`` from the segment a-b."""
    (ax, ay), (bx, by) = a, b
    dx, dy = bx - ax, by - ay
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy)) <= reach


def inside_polygon(px: float, py: float, points: Sequence[Sequence[float]]) -> bool:
    """True if (px, py) is inside the closed polygon through ``points`` (even-odd rule)."""
    inside = False
    for (ax, ay), (bx, by) in zip(points, [*points[1:], points[0]]):
        if (ay > py) != (by > py) and px < ax + (py - ay) * (bx - ax) / (by - ay):
            inside = not inside
    return inside


def ids_at(shapes: Iterable, x: float, y: float) -> list[str]:
    """The ids of the shapes under (x, y), topmost first (the last drawn is on top), each once."""
    found: list[str] = []
    for shape in reversed(list(shapes)):
        if shape.id and shape.id not in found and shape.contains(x, y):
            found.append(shape.id)
    return found
