"""Drawing without game knowledge: a Scene of plain shapes, and its SVG writer."""

from .scene import Circle, Line, Polygon, Polyline, Rect, Scene, Shape, Text
from .svg import svg

__all__ = ["Circle", "Line", "Polygon", "Polyline", "Rect", "Scene", "Shape", "Text", "svg"]
