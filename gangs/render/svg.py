"""The SVG writer: a Scene as an SVG document, a pure function."""

from __future__ import annotations

from html import escape

from .scene import FONT_FAMILY, Circle, Line, Polygon, Polyline, Rect, Scene, Shape, Text


def _num(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def _common(shape: Shape, id_prefix: str) -> str:
    parts = []
    if shape.id:
        parts.append(f'id="{escape(id_prefix + shape.id)}"')
    if shape.tags:
        parts.append(f'class="{escape(" ".join(shape.tags))}"')
    parts.append(f'fill="{shape.fill}"' if shape.fill else 'fill="none"')
    if shape.stroke:
        parts.append(f'stroke="{shape.stroke}" stroke-width="{_num(shape.stroke_width)}"')
    if shape.opacity != 1.0:
        parts.append(f'opacity="{_num(shape.opacity)}"')
    return " ".join(parts)


def _stroke_style(shape: Shape) -> str:
    """The dash, join and cap attributes of a shape whose kind does not draw as SVG's defaults."""
    dash = getattr(shape, "dash", 0)
    return ((f' stroke-dasharray="{_num(dash)}"' if dash else "")
            + (f' stroke-linejoin="{shape.JOIN}"' if shape.JOIN != "miter" else "")
            + (f' stroke-linecap="{shape.CAP}"' if shape.CAP != "butt" else ""))


def _points(points) -> str:
    return " ".join(f"{_num(x)},{_num(y)}" for x, y in points)


def _element(shape: Shape, id_prefix: str = "") -> str:
    """The one place where the SVG writer tells the shape kinds apart."""
    if isinstance(shape, Rect):
        rx = f' rx="{_num(shape.rx)}"' if shape.rx else ""
        tag, body = "rect", (f'x="{_num(shape.x)}" y="{_num(shape.y)}" width="{_num(shape.width)}" '
                             f'height="{_num(shape.height)}"{rx}')
    elif isinstance(shape, Circle):
        tag, body = "circle", f'cx="{_num(shape.cx)}" cy="{_num(shape.cy)}" r="{_num(shape.r)}"'
    elif isinstance(shape, Line):
        tag, body = "line", f'x1="{_num(shape.x1)}" y1="{_num(shape.y1)}" x2="{_num(shape.x2)}" y2="{_num(shape.y2)}"'
    elif isinstance(shape, (Polyline, Polygon)):
        tag, body = type(shape).__name__.lower(), f'points="{_points(shape.points)}"'
    elif isinstance(shape, Text):
        weight = f' font-weight="{shape.weight}"' if shape.weight != "normal" else ""
        tag, body = "text", (f'x="{_num(shape.x)}" y="{_num(shape.y)}" font-size="{_num(shape.size)}" '
                             f'text-anchor="{shape.anchor}"{weight}')
    else:
        raise TypeError(f"cannot draw {type(shape).__name__}")
    head = f"<{tag} {body}{_stroke_style(shape)} {_common(shape, id_prefix)}"
    title = f"<title>{escape(shape.title)}</title>" if shape.title else ""
    if isinstance(shape, Text):
        return f"{head}>{title}{escape(shape.text)}</text>"
    return f"{head}>{title}</{tag}>" if title else head + "/>"


def svg(scene: Scene, layers: tuple[str, ...] = ("board", "pieces"), id_prefix: str = "") -> str:
    """The scene as a standalone SVG document (board layer under pieces layer). ``layers`` keeps only
    some: ``("pieces",)`` is a transparent SVG of the same size to lay over a ``("board",)`` one, so a
    view that redraws every step sends only what moved.

    The drawing scales to the page: as wide as what holds it (``width="100%"``, its ``viewBox`` keeping its
    shape, its height following), never wider than the scene when it stands in a page (``max-width``). So a
    notebook's cell, narrower than a board, shows all of it. ``id_prefix`` goes before every shape's id (a page
    whose own ids would meet the shapes': a manual's rules)."""
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_num(scene.width)} {_num(scene.height)}" '
            f'width="100%" style="max-width: {_num(scene.width)}px; height: auto" '
            f'font-family="{FONT_FAMILY}">')
    title = f"<title>{escape(scene.title)}</title>" if scene.title else ""
    lines = [head, title]
    if "board" in layers:
        lines += [f'<rect width="100%" height="100%" fill="{scene.background}"/>',
                  '<g class="board">', *(_element(shape, id_prefix) for shape in scene.board), "</g>"]
    if "pieces" in layers:
        lines += ['<g class="pieces">', *(_element(shape, id_prefix) for shape in scene.pieces), "</g>"]
    lines.append("</svg>")
    return "\n".join(line for line in lines if line)
