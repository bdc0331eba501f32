"""The PNG writer: a Scene as PNG bytes, drawn with Pillow (imported only when a PNG is asked for).

Why a second writer: JupyterLab shows ``image/svg+xml`` only in a trusted notebook (its SVG renderer
is not "safe": ``svgRendererFactory`` in ``packages/rendermime/src/factories.ts``), while its image
renderer is safe for ``image/png``. An output that holds both shows the SVG once the notebook is
trusted and this PNG before, so a board stored in a notebook is seen without running it.

It draws what ``gangs.render.svg`` writes, shape for shape: the background, then each shape in
order, its fill under its stroke, strokes centred on the outline, each kind's ``CAP`` and ``JOIN``,
dashes of ``dash`` on and ``dash`` off, rounded corners, text at its anchor on its baseline.
``opacity`` mixes the whole shape (fill and stroke together) with what lies under it, as SVG's
``opacity`` attribute does. Every shape is painted with hard edges at ``SUPERSAMPLE`` times the size,
then each pixel of the PNG is the mean of the ``SUPERSAMPLE``² it covers: antialiasing by area, as
a browser does. Two approximations: a stroked Text shows its stroke under its fill (Pillow draws text
outlines that way; no scene strokes text), and a path's joins are round (the JOIN of every path kind;
a Rect draws its square corners itself).

The font is DejaVu Sans, which has every letter and sign the scenes use (é, ·, ★, ♥, ▲, ☕...): the
copy matplotlib ships, else one of the system's (Debian's ``fonts-dejavu-core``), else Liberation Sans
or Arial, else Pillow's own small font (Latin letters only). ``font_source()`` says which was found.
"""

from __future__ import annotations

import importlib.util
import math
from functools import lru_cache
from io import BytesIO
from pathlib import Path
from typing import Any, Sequence

from .scene import Circle, Line, Polygon, Polyline, Rect, Scene, Shape, Text

SUPERSAMPLE = 3
"""How many pixels across every pixel of the PNG is painted from (3: nine samples a pixel)."""

COLOURS = 128
"""The size of the PNG's palette: a board has a few dozen flat colours and their antialiased edges."""

FONT_NAMES = (("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
              ("LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf"),
              ("Arial.ttf", "Arial Bold.ttf"),
              ("arial.ttf", "arialbd.ttf"))
"""The fonts looked for, in order, as (regular, bold) file names: after matplotlib's copy of DejaVu
Sans, Pillow looks for each in the system's font folders."""

ANCHORS = {"start": "ls", "middle": "ms", "end": "rs"}
"""SVG ``text-anchor`` -> Pillow's anchor on the baseline (an unknown anchor is ``start``, as in SVG)."""

Point = tuple[float, float]


def _pil() -> Any:
    try:
        from PIL import Image, ImageColor, ImageDraw, ImageFont
    except ImportError as error:
        raise ImportError("gangs.render.png draws with Pillow, which is not installed: "
                          "pip install pillow (or pip install 'gangs[notebook]')") from error
    return Image, ImageColor, ImageDraw, ImageFont


# -- the font ------------------------------------------------------------------------------------

def _matplotlib_fonts() -> tuple[str, str] | None:
    """matplotlib's copy of DejaVu Sans, found without importing matplotlib (slow to import)."""
    spec = importlib.util.find_spec("matplotlib")
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(next(iter(spec.submodule_search_locations))) / "mpl-data" / "fonts" / "ttf"
    regular, bold = folder / "DejaVuSans.ttf", folder / "DejaVuSans-Bold.ttf"
    return (str(regular), str(bold)) if regular.is_file() else None


@lru_cache(maxsize=1)
def _font_files() -> tuple[str | None, str | None]:
    """(regular, bold): paths or names Pillow opens; (None, None) when only Pillow's own font is left.
    A bold file that is missing is None (bold is then drawn thicker)."""
    ImageFont = _pil()[3]

    def opens(name: str) -> bool:
        try:
            ImageFont.truetype(name, 10)
        except OSError:
            return False
        return True

    found = _matplotlib_fonts()
    candidates = [found] if found else []
    for regular, bold in [*candidates, *FONT_NAMES]:
        if opens(regular):
            return regular, bold if opens(bold) else None
    return None, None


def font_source() -> str:
    """The font file PNG text is set in (a path, or a name Pillow found in the system's font
    folders), or ``"Pillow's default font"`` when no TrueType font listed in ``FONT_NAMES`` exists."""
    regular, _ = _font_files()
    if regular is None:
        return "Pillow's default font"
    return getattr(_font(False, 10.0), "path", None) or regular


@lru_cache(maxsize=256)
def _font(bold: bool, pixels: float) -> Any:
    ImageFont = _pil()[3]
    regular, bold_file = _font_files()
    name = bold_file if bold and bold_file else regular
    if name is None:
        return ImageFont.load_default(pixels)
    return ImageFont.truetype(name, pixels)


def _fake_bold(bold: bool) -> bool:
    return bold and _font_files()[1] is None


# -- drawing on one picture -----------------------------------------------------------------------

class _Brush:
    """Draws on ``image`` (painted at ``k`` pixels a scene unit), its top-left corner at (ox, oy) pixels."""

    def __init__(self, image: Any, k: float, ox: int = 0, oy: int = 0) -> None:
        _, self.ImageColor, ImageDraw, _ = _pil()
        self.image, self.k, self.ox, self.oy = image, k, ox, oy
        self.draw = ImageDraw.Draw(image)

    def at(self, x: float, y: float) -> Point:
        """Scene coordinates -> this picture's pixels."""
        return x * self.k - self.ox, y * self.k - self.oy

    def box(self, x0: float, y0: float, x1: float, y1: float) -> tuple[int, int, int, int] | None:
        """The pixels (Pillow's inclusive box) that cover the scene box [x0, x1) × [y0, y1); None if none."""
        (a, b), (c, d) = self.at(x0, y0), self.at(x1, y1)
        left, top, right, bottom = round(a), round(b), round(c) - 1, round(d) - 1
        return (left, top, right, bottom) if right >= left and bottom >= top else None

    def rect(self, colour: Any, x0: float, y0: float, x1: float, y1: float, radius: float = 0.0) -> None:
        """A filled rectangle, its corners rounded with ``radius`` (scene units)."""
        pixels = self.box(x0, y0, x1, y1)
        if pixels is None:
            return
        if radius > 0:
            self.draw.rounded_rectangle(pixels, radius * self.k, fill=colour)
        else:
            self.draw.rectangle(pixels, fill=colour)

    def disc(self, colour: Any, cx: float, cy: float, r: float) -> None:
        """A filled circle."""
        pixels = self.box(cx - r, cy - r, cx + r, cy + r)
        if pixels is not None:
            self.draw.ellipse(pixels, fill=colour)

    def polygon(self, colour: Any, points: Sequence[Point]) -> None:
        """A filled polygon (even-odd inside test, as Pillow fills)."""
        if len(points) > 2:
            self.draw.polygon([self.at(x, y) for x, y in points], fill=colour)

    def ring(self, colour: Any, outer: tuple[float, float, float, float], width: float, radius: float,
             round_shape: bool) -> None:
        """A band ``width`` wide inside the box ``outer``: of a rectangle (corners rounded with ``radius``)
        or of an ellipse (``round_shape``)."""
        pixels = self.box(*outer)
        if pixels is None:
            return
        band = max(1, round(width * self.k))
        if round_shape:
            self.draw.ellipse(pixels, outline=colour, width=band)
        elif radius > 0:
            self.draw.rounded_rectangle(pixels, radius * self.k, outline=colour, width=band)
        else:
            self.draw.rectangle(pixels, outline=colour, width=band)

    def text(self, colour: Any, shape: Text, stroke: Any = None) -> None:
        """A line of text at its anchor on its baseline; ``stroke``: its outline's colour, drawn under it."""
        bold = shape.weight == "bold" or (shape.weight.isdigit() and int(shape.weight) >= 600)
        pixels = round(shape.size * self.k * 4) / 4
        if pixels <= 0 or not shape.text:
            return
        font = _font(bold, pixels)
        x, y = self.at(shape.x, shape.y)
        width = shape.stroke_width * self.k / 2 if stroke is not None else 0.0
        if _fake_bold(bold):
            width, stroke = max(width, pixels / 24), stroke if stroke is not None else colour
        anchor = ANCHORS.get(shape.anchor, "ls")
        if not hasattr(font, "getlength"):  # Pillow without FreeType: a bitmap font, which takes no anchor
            length = self.draw.textlength(shape.text, font=font)
            x -= {"ms": length / 2, "rs": length}.get(anchor, 0.0)
            y -= font.getbbox("A")[3]
            anchor = None
        self.draw.text((x, y), shape.text, fill=colour, font=font, anchor=anchor,
                       stroke_width=width, stroke_fill=stroke)


# -- strokes of paths ----------------------------------------------------------------------------

def _dashes(points: Sequence[Point], dash: float) -> list[list[Point]]:
    """The pieces of a path drawn with ``dash`` on and ``dash`` off, starting with a dash at its start."""
    pieces: list[list[Point]] = []
    current, on, left = [points[0]], True, dash
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        length, done = math.hypot(x1 - x0, y1 - y0), 0.0
        while length - done > left:
            done += left
            t = done / length
            point = (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)
            if on:
                pieces.append([*current, point])
            else:
                current = [point]
            on, left = not on, dash
        left -= length - done
        if on:
            current.append((x1, y1))
    if on and len(current) > 1:
        pieces.append(current)
    return pieces


def _stroke_path(brush: _Brush, colour: Any, points: Sequence[Point], width: float, closed: bool,
                 round_cap: bool, dash: float = 0.0) -> None:
    """The stroke of a path: a band ``width`` wide along each segment, round joins, round or butt caps."""
    path = [*points, points[0]] if closed else list(points)
    pieces = _dashes(path, dash) if dash > 0 else [path]
    half = width / 2
    for piece in pieces:
        for (x0, y0), (x1, y1) in zip(piece, piece[1:]):
            length = math.hypot(x1 - x0, y1 - y0)
            if length == 0:
                continue
            nx, ny = -(y1 - y0) / length * half, (x1 - x0) / length * half
            brush.polygon(colour, [(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)])
        ends = closed and not dash
        joints = piece if ends or round_cap else piece[1:-1]
        for x, y in joints:
            brush.disc(colour, x, y, half)


# -- one shape ----------------------------------------------------------------------------------

def _colour(brush: _Brush, shape: Shape, value: str) -> tuple[int, int, int]:
    try:
        return brush.ImageColor.getrgb(value)[:3]
    except ValueError:
        name = f"{type(shape).__name__} {shape.id}" if shape.id else type(shape).__name__
        raise ValueError(f"cannot draw {name}: {value!r} is not a colour Pillow knows") from None


def _rect(brush: _Brush, shape: Rect, fill: Any, stroke: Any) -> None:
    x0, y0, x1, y1 = shape.x, shape.y, shape.x + shape.width, shape.y + shape.height
    rx = max(0.0, min(shape.rx, shape.width / 2, shape.height / 2))
    if fill is not None:
        brush.rect(fill, x0, y0, x1, y1, rx)
    if stroke is not None:
        h = shape.stroke_width / 2
        brush.ring(stroke, (x0 - h, y0 - h, x1 + h, y1 + h), shape.stroke_width, rx + h if rx else 0.0, False)


def _circle(brush: _Brush, shape: Circle, fill: Any, stroke: Any) -> None:
    cx, cy, r = shape.cx, shape.cy, shape.r
    if fill is not None:
        brush.disc(fill, cx, cy, r)
    if stroke is not None:
        h = shape.stroke_width / 2
        brush.ring(stroke, (cx - r - h, cy - r - h, cx + r + h, cy + r + h), shape.stroke_width, 0.0, True)


def _paint(brush: _Brush, shape: Shape) -> None:
    """The one place where the PNG writer tells the shape kinds apart."""
    fill = _colour(brush, shape, shape.fill) if shape.filled else None
    stroke = _colour(brush, shape, shape.stroke) if shape.stroked and shape.stroke_width > 0 else None
    round_cap = shape.CAP == "round"
    if isinstance(shape, Rect):
        _rect(brush, shape, fill, stroke)
    elif isinstance(shape, Circle):
        _circle(brush, shape, fill, stroke)
    elif isinstance(shape, Line):
        if stroke is not None:
            _stroke_path(brush, stroke, [(shape.x1, shape.y1), (shape.x2, shape.y2)], shape.stroke_width,
                         False, round_cap, shape.dash)
    elif isinstance(shape, (Polyline, Polygon)):
        points = [(float(x), float(y)) for x, y in shape.points]
        if fill is not None:
            brush.polygon(fill, points)
        if stroke is not None and points:
            _stroke_path(brush, stroke, points, shape.stroke_width, isinstance(shape, Polygon), round_cap,
                         getattr(shape, "dash", 0.0))
    elif isinstance(shape, Text):
        if fill is not None or stroke is not None:
            brush.text(fill if fill is not None else stroke, shape, stroke)
    else:
        raise TypeError(f"cannot draw {type(shape).__name__}")


def _paint_translucent(image: Any, k: float, shape: Shape) -> None:
    """Paint ``shape`` whole on a copy of what lies under it, then mix the copy in at its opacity."""
    Image = _pil()[0]
    left, top, right, bottom = shape.bounds()
    box = (max(0, math.floor(left * k)), max(0, math.floor(top * k)),
           min(image.width, math.ceil(right * k)), min(image.height, math.ceil(bottom * k)))
    if box[2] <= box[0] or box[3] <= box[1] or shape.opacity <= 0:
        return
    under = image.crop(box)
    painted = under.copy()
    _paint(_Brush(painted, k, box[0], box[1]), shape)
    image.paste(Image.blend(under, painted, shape.opacity), box[:2])


def png(scene: Scene, scale: float = 1.0) -> bytes:
    """The scene as PNG bytes: ``scale`` pixels a scene unit (the PNG is ``round(width * scale)`` by
    ``round(height * scale)``), in a palette of at most ``COLOURS`` colours. Needs Pillow (ImportError
    naming it otherwise); a scale that is not a positive number raises ValueError, a colour Pillow
    does not know ValueError naming the shape, an unknown shape kind TypeError."""
    if isinstance(scale, bool) or not isinstance(scale, (int, float)) or not math.isfinite(scale) or scale <= 0:
        raise ValueError(f"scale must be a positive number, not {scale!r}")
    Image, ImageColor, _, _ = _pil()
    width, height = max(1, round(scene.width * scale)), max(1, round(scene.height * scale))
    try:
        background = ImageColor.getrgb(scene.background)[:3]
    except ValueError:
        raise ValueError(f"the scene's background {scene.background!r} is not a colour Pillow knows") from None
    k = scale * SUPERSAMPLE
    image = Image.new("RGB", (width * SUPERSAMPLE, height * SUPERSAMPLE), background)
    brush = _Brush(image, k)
    for shape in scene.shapes():
        if shape.opacity >= 1:
            _paint(brush, shape)
        else:
            _paint_translucent(image, k, shape)
    small = image.reduce(SUPERSAMPLE)
    buffer = BytesIO()
    _palette_image(small, _scene_colours(scene, ImageColor)).save(buffer, format="PNG", optimize=True)
    return buffer.getvalue()


def _scene_colours(scene: Scene, ImageColor: Any) -> set[tuple[int, int, int]]:
    """Every colour the scene names (background, fills, strokes): drawn whole, they must stay exact."""
    named = {scene.background, *(c for s in scene.shapes() for c in (s.fill, s.stroke) if c and c != "none")}
    return {ImageColor.getrgb(c)[:3] for c in named}


def _palette_image(image: Any, exact: set[tuple[int, int, int]]) -> Any:
    """``image`` in a palette of at most ``COLOURS`` colours, without dithering: the colours of
    ``exact`` that it shows, then its most frequent others (the flat areas of translucent shapes,
    then the commonest edge blends); every other pixel takes the nearest. Pillow's own quantizers
    were measured to move a piece's flat colour (a violet piece drawn pale) to save a slot for edges."""
    Image = _pil()[0]
    counts = sorted(image.getcolors(maxcolors=image.width * image.height), reverse=True)
    shown = [colour for _, colour in counts if colour in exact]
    others = [colour for _, colour in counts if colour not in exact]
    chosen = (shown + others)[:COLOURS]
    flat = [value for colour in chosen for value in colour]
    palette = Image.new("P", (1, 1))
    palette.putpalette(flat + flat[:3] * (256 - len(chosen)))
    mapped = image.quantize(palette=palette, dither=Image.Dither.NONE)
    # Pillow finds the nearest colour of a box of colours, not of each (a white can take a near-white's
    # entry): every colour of the palette that Pillow maps elsewhere is put back where it stands exactly.
    probe = Image.new("RGB", (len(chosen), 1))
    probe.putdata(chosen)
    found = probe.quantize(palette=palette, dither=Image.Dither.NONE).tobytes()
    bands = image.split()
    for index, (colour, entry) in enumerate(zip(chosen, found)):
        if entry != index:
            mapped.paste(index, mask=_where(bands, colour))
    return mapped


def _where(bands: Sequence[Any], colour: tuple[int, int, int]) -> Any:
    """A mask: 255 where the red, green and blue ``bands`` of an image make exactly ``colour``, 0 elsewhere."""
    from PIL import ImageChops

    red, green, blue = (band.point([255 if value == level else 0 for value in range(256)])
                        for band, level in zip(bands, colour))
    return ImageChops.multiply(ImageChops.multiply(red, green), blue)
