"""The PNG writer (gangs.render.png): the board a notebook shows before it is trusted.

JupyterLab draws ``image/svg+xml`` only in a trusted notebook and ``image/png`` in any, so every
stored board is stored as both. Without a browser, the PNG is checked against the scene itself:
its size, its colours where a shape alone paints (the centre of a rectangle is its fill), each shape
kind drawn where and how the SVG writer says, and the stored notebooks holding a PNG beside every SVG.
"""

import json
import sys
from io import BytesIO
from pathlib import Path

import pytest
from PIL import Image, ImageColor, ImageFont

import gangs
from gangs.render import Circle, Line, Polygon, Polyline, Rect, Scene, Text, png
from gangs.render.png import font_source
from gangs.render.scene import Shape

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _image(data: bytes) -> Image.Image:
    assert data.startswith(SIGNATURE)
    return Image.open(BytesIO(data)).convert("RGB")


def _rgb(colour: str) -> tuple[int, int, int]:
    return ImageColor.getrgb(colour)[:3]


def _near(pixel, colour, tolerance=2) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour))


def _scene(key: str) -> Scene:
    match = gangs.new(key, players=4, seed=7)
    return gangs.GAMES[key].scene(match.state)


@pytest.fixture(scope="module", params=sorted(gangs.GAMES))
def drawn(request):
    """(scene, image) of a new four-player match of each game."""
    scene = _scene(request.param)
    return scene, _image(png(scene))


def _overlaps(box, shape: Shape) -> bool:
    left, top, right, bottom = shape.bounds()
    return left < box[2] and box[0] < right and top < box[3] and box[1] < bottom


def _uncovered_centres(scene: Scene, kind):
    """The opaque filled shapes of ``kind`` whose centre (a 4-pixel square clear of their own stroke)
    no later shape reaches, with that centre."""
    shapes = scene.shapes()
    found = []
    for index, shape in enumerate(shapes):
        if not (isinstance(shape, kind) and shape.filled and shape.opacity == 1):
            continue
        left, top, right, bottom = shape.extent()
        if min(right - left, bottom - top) < 8 + 2 * shape.stroke_width:
            continue
        cx, cy = (left + right) / 2, (top + bottom) / 2
        box = (cx - 2, cy - 2, cx + 2, cy + 2)
        if not any(_overlaps(box, later) for later in shapes[index + 1:]):
            found.append((shape, (int(cx), int(cy))))
    return found


# -- each game's board ---------------------------------------------------------------------------

def test_the_png_has_the_scenes_size(drawn):
    scene, image = drawn
    assert image.size == (round(scene.width), round(scene.height))


def test_the_png_is_a_board_not_a_blank(drawn):
    scene, image = drawn
    colours = image.getcolors(maxcolors=1 << 16)
    background = next(count for count, colour in colours if colour == _rgb(scene.background))
    assert len(colours) > 20
    assert background < 0.5 * image.width * image.height


def test_the_centre_of_a_rectangle_or_circle_is_its_fill(drawn):
    """Where a filled shape alone paints, the PNG shows its fill exactly (the palette keeps the
    scene's colours): rectangles of the board, pieces' discs."""
    scene, image = drawn
    checked = 0
    for kind in (Rect, Circle):
        centres = _uncovered_centres(scene, kind)
        for shape, (x, y) in centres:
            assert _near(image.getpixel((x, y)), _rgb(shape.fill)), (shape, image.getpixel((x, y)))
        checked += len(centres)
    assert checked >= 10


def test_the_title_is_drawn_in_its_colour_inside_its_box(drawn):
    """The scene's largest text (its title) puts ink of its fill colour inside its guessed box."""
    scene, image = drawn
    title = max((s for s in scene.shapes() if isinstance(s, Text)), key=lambda s: s.size)
    left, top, right, bottom = (round(v) for v in title.extent())
    ink = [(x, y) for x in range(left, right) for y in range(top, bottom)
           if _near(image.getpixel((x, y)), _rgb(title.fill), 8)]
    assert len(ink) > title.size * len(title.text)


def test_every_sign_the_scenes_write_has_a_glyph_in_the_font():
    """é, ·, ★, ♥, ▲, ☕...: none is drawn as the font's missing-glyph box."""
    font = ImageFont.truetype(font_source(), 20)
    missing = bytes(font.getmask("\ue000"))
    signs = set()
    for key in gangs.GAMES:
        match = gangs.new(key, players=4, seed=7)
        for _ in range(3):
            signs |= {c for s in gangs.GAMES[key].scene(match.state).shapes() if isinstance(s, Text) for c in s.text}
            match.run(max_steps=15)
    assert [c for c in sorted(signs) if not c.isspace() and bytes(font.getmask(c)) == missing] == []


# -- each shape kind, built by hand --------------------------------------------------------------

RED, BLUE, GREEN, BLACK, WHITE, YELLOW = "#e63946", "#1d4ed8", "#2a9d8f", "#000000", "#ffffff", "#ffd60a"


def _one(*shapes: Shape, width=200, height=120, scale=1.0) -> Image.Image:
    return _image(png(Scene(width, height, board=list(shapes)), scale=scale))


def _ink(image: Image.Image, colour=BLACK, tolerance=100):
    """The pixels near ``colour``."""
    return [(x, y) for x in range(image.width) for y in range(image.height)
            if _near(image.getpixel((x, y)), _rgb(colour), tolerance)]


def test_a_rect_is_filled_and_stroked_across_its_edge_with_rounded_corners():
    image = _one(Rect(20, 20, 60, 40, rx=10, fill=RED, stroke=BLUE, stroke_width=4))
    assert _near(image.getpixel((50, 40)), _rgb(RED))
    assert _near(image.getpixel((18, 40)), _rgb(BLUE)) and _near(image.getpixel((21, 40)), _rgb(BLUE))
    assert _near(image.getpixel((23, 40)), _rgb(RED)) and _near(image.getpixel((16, 40)), _rgb(WHITE))
    assert _near(image.getpixel((19, 19)), _rgb(WHITE))  # the corner is rounded off
    square = _one(Rect(20, 20, 60, 40, fill=RED, stroke=BLUE, stroke_width=4))
    assert _near(square.getpixel((19, 19)), _rgb(BLUE))


def test_a_circle_is_filled_and_its_stroke_rings_it():
    image = _one(Circle(100, 60, 30, fill=GREEN, stroke=BLACK, stroke_width=4))
    assert _near(image.getpixel((100, 60)), _rgb(GREEN))
    assert _near(image.getpixel((130, 60)), _rgb(BLACK)) and _near(image.getpixel((100, 29)), _rgb(BLACK))
    assert _near(image.getpixel((134, 60)), _rgb(WHITE))
    assert _near(image.getpixel((100 + 23, 60 + 23)), _rgb(WHITE))  # outside the ring, inside its box


def test_a_line_has_round_caps_and_a_dashed_one_gaps():
    image = _one(Line(40, 20, 100, 20, stroke=BLACK, stroke_width=10),
                 Line(40, 60, 160, 60, stroke=BLACK, stroke_width=2, dash=8))
    assert _near(image.getpixel((70, 20)), _rgb(BLACK)) and _near(image.getpixel((70, 16)), _rgb(BLACK))
    assert _near(image.getpixel((103, 20)), _rgb(BLACK))  # the round cap reaches past the end
    assert _near(image.getpixel((104, 15)), _rgb(WHITE))  # ...but it is round, not square
    assert [_near(image.getpixel((x, 60)), _rgb(BLACK), 40) for x in (44, 52, 60, 68)] == [True, False, True, False]


def test_a_polyline_joins_round_and_a_polygon_fills_and_closes():
    image = _one(Polyline(((20, 100), (60, 40), (100, 100)), stroke=BLACK, stroke_width=6),
                 Polygon(((120, 100), (180, 100), (150, 40)), fill=YELLOW, stroke=BLUE, stroke_width=4))
    assert _near(image.getpixel((40, 70)), _rgb(BLACK)) and _near(image.getpixel((80, 70)), _rgb(BLACK))
    assert _near(image.getpixel((60, 38)), _rgb(BLACK))  # the round join above the apex
    assert _near(image.getpixel((60, 60)), _rgb(WHITE))  # an open path is not filled
    assert _near(image.getpixel((150, 85)), _rgb(YELLOW))
    assert _near(image.getpixel((150, 100)), _rgb(BLUE))  # the closing side is stroked too


def test_text_stands_on_its_baseline_at_its_anchor_in_its_size_and_weight():
    def box(anchor="middle", size=20.0, weight="normal"):
        pixels = _ink(_one(Text(100, 60, "Hé ★", size=size, anchor=anchor, weight=weight, fill=BLACK)))
        xs, ys = [x for x, _ in pixels], [y for _, y in pixels]
        return min(xs), min(ys), max(xs), max(ys), len(pixels)

    left, top, right, bottom, middle_ink = box()
    assert abs((left + right) / 2 - 100) <= 3 and bottom <= 61 and top >= 60 - 20
    assert abs(box("start")[0] - 100) <= 3 and abs(box("end")[2] - 100) <= 3
    assert box(weight="bold")[4] > 1.2 * middle_ink
    assert box(size=40)[3] - box(size=40)[1] > 1.6 * (bottom - top)


def test_opacity_mixes_the_whole_shape_with_what_lies_under_it():
    """As SVG's ``opacity``: black at 0.5 over white is mid grey, and the stroke over the fill of the
    same translucent shape is no darker than its fill alone."""
    image = _one(Rect(20, 20, 80, 60, fill=BLACK, stroke=BLACK, stroke_width=8, opacity=0.5))
    assert _near(image.getpixel((60, 50)), (128, 128, 128), 3)
    assert image.getpixel((20, 50)) == image.getpixel((60, 50))
    assert _near(image.getpixel((10, 50)), _rgb(WHITE))


def test_scale_sizes_the_png():
    image = _one(Rect(0, 0, 100, 60, fill=RED), scale=2)
    assert image.size == (400, 240)
    assert _near(image.getpixel((150, 100)), _rgb(RED)) and _near(image.getpixel((250, 100)), _rgb(WHITE))


@pytest.mark.parametrize("scale", [0, -1, "2", float("nan"), True])
def test_a_bad_scale_is_refused(scale):
    with pytest.raises(ValueError, match="scale"):
        png(Scene(10, 10), scale=scale)


def test_a_colour_pillow_does_not_know_is_named():
    with pytest.raises(ValueError, match="Rect sq-1: 'no-such-colour' is not a colour"):
        png(Scene(10, 10, board=[Rect(0, 0, 5, 5, fill="no-such-colour", id="sq-1")]))


def test_an_unknown_shape_kind_is_refused():
    with pytest.raises(TypeError, match="Shape"):
        png(Scene(10, 10, board=[Shape()]))


# -- in a notebook -------------------------------------------------------------------------------

def test_a_match_and_its_state_give_the_board_as_png():
    match = gangs.new("street", players=3, seed=1)
    scene = gangs.GAMES["street"].scene(match.state)
    assert _image(match._repr_png_()).size == (round(scene.width), round(scene.height))
    assert match._repr_png_() == match.state._repr_png_() == png(scene)


def test_without_pillow_only_the_svg_is_stored(monkeypatch):
    monkeypatch.setitem(sys.modules, "PIL", None)
    match = gangs.new("street", players=3, seed=1)
    assert match._repr_png_() is None
    assert match._repr_svg_().startswith("<svg")
    with pytest.raises(ImportError, match="pip install pillow"):
        png(Scene(10, 10))


def test_every_stored_svg_output_of_the_notebooks_has_a_png_beside_it():
    """An untrusted notebook shows the PNG where it hides the SVG (re-run the notebooks with
    ``make notebooks`` after changing what they show)."""
    bare = []
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        for number, cell in enumerate(cells):
            for output in cell.get("outputs", []):
                data = output.get("data", {})
                if "image/svg+xml" in data and "image/png" not in data:
                    bare.append(f"{path.name} cell {number}")
    assert bare == []
