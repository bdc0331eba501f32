"""Drawing without game knowledge: a Scene of plain shapes that know their geometry, and its writers: SVG
(pure Python) and PNG (with Pillow, imported only when a PNG is made)."""

from .geometry import Box, ids_at
from .png import png
from .scene import FONT_FAMILY, Circle, Line, Polygon, Polyline, Rect, Scene, Shape, Text
from .svg import svg

__all__ = ["FONT_FAMILY", "Box", "Circle", "Line", "Polygon", "Polyline", "Rect", "Scene", "Shape", "Text", "ids_at",
           "png", "svg"]
