"""Drawing without game knowledge: a Scene of plain shapes that know their geometry, and its SVG writer."""

from .geometry import Box, ids_at
from .scene import FONT_FAMILY, Circle, Line, Polygon, Polyline, Rect, Scene, Shape, Text
from .svg import svg

__all__ = ["FONT_FAMILY", "Box", "Circle", "Line", "Polygon", "Polyline", "Rect", "Scene", "Shape", "Text", "ids_at",
           "svg"]
