"""The drawing of Super Gang: the city seen from above (the five districts' blocks of shops, the streets,
the river and its bridges, the sewer mouths, the centre, the clinic and the cemetery), every gangster and
cop pair where it stands, the tokens and trafic pawns, and a side panel with each seat's sheet."""

from __future__ import annotations

from functools import lru_cache
from math import ceil, cos, pi, sin
from typing import TYPE_CHECKING

from ..kernel import CHANCE
from ..kernel.lang import N_, current, formatter, plural_translator, translator
from ..render import Circle, Line, Polygon, Polyline, Rect, Scene, Text, frame
from ..render.frame import CardPlace, Colours, HeaderPlace
from .board import SHOP_CELLS, STEPS, Board
from .common import CLINIC, COLOURS, DEAD, FREE, GONE, PRISON, ROLES
from .words import ROLE_WORDS, WAY_WORDS, character_name, colour_words, contracted, said_of, the_character

_ = translator("supergang")
f_ = formatter("supergang")
n_ = plural_translator("supergang")

if TYPE_CHECKING:
    from .state import SuperGangState

CELL = 52                      # one map cell on average: the map is CELL times the board's cells
STREET = 44                    # a column or row of street squares only (the river's too): narrower than the blocks
SIDE = 7                       # the sidewalk round a block of shops
LEFT, TOP = 24, 84             # the map's top-left corner
PANEL_W = 270
SHEET_H = 86                   # one gang's sheet in the side panel
SHEET_GAP = 8

GANG_COLOURS = {"red": "#d62839", "green": "#238b45", "yellow": "#ffd60a", "violet": "#7b2cbf"}
"""Each seat's colour (by its name in ``common.COLOURS``)."""
COP_BLUE = "#0b72c6"
INK, PAPER, MUTED = "#1f2430", "#f6f1e7", "#7d7463"
ASPHALT, TILE, TILE_EDGE = "#3d414b", "#545966", "#656b79"
SIDEWALK, WATER, WAVE = "#d5d8dd", "#3f88c5", "#8cc3ee"
BRIDGE = "#b08968"
NAME_SIZE = 11.5               # a shop's name on its card: legible when a 1024 px window scales the drawing ×0.88
NUMBER_SIZE = 11               # square and shop numbers
SHEET_SIZE = 11                # the lines of the side panel's sheets
ROLE_LETTER = {"killer": "K", "vamp": "V", "trafficker": "T"}
WAY = WAY_WORDS
ARROW = {"n": "↑", "e": "→", "s": "↓", "w": "←"}


# -- geometry -----------------------------------------------------------------------------------------
def map_size(board: Board) -> tuple[float, float]:
    """The map's width and height on the drawing."""
    return board.width * CELL, board.height * CELL


def panel_x(board: Board) -> float:
    """The left edge of the side panel."""
    return LEFT + map_size(board)[0] + 22


def width(board: Board) -> float:
    """The drawing's width."""
    return panel_x(board) + PANEL_W + 24


def height(board: Board) -> float:
    """The drawing's height: the map and its legend, or the side panel (four gangs and the cops) when taller."""
    panel = 26 + 4 * (SHEET_H + SHEET_GAP) + 80
    return TOP + max(map_size(board)[1] + 20, panel) + 26


@lru_cache(maxsize=8)
def grid_lines(board: Board) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """Where the map's columns and rows start on the drawing (and the map's right and bottom edges). Columns and
    rows of street squares only are ``STREET`` wide; those holding shops or places share the rest, so the shop
    cards are large enough for names legible at a small window's scale."""
    wide_x, wide_y = set(), set()
    for shop in board.shops:
        wide_x.add(shop.cell[0])
        wide_y.add(shop.cell[1])
    for node in (board.centre, board.clinic, board.cemetery):
        for x, y in board.cells.get(node, ()):
            wide_x.add(x)
            wide_y.add(y)

    def lines(count: int, wide: set[int], start: float) -> tuple[float, ...]:
        narrow = STREET if wide else CELL
        broad = (count * CELL - (count - len(wide)) * narrow) / len(wide) if wide else CELL
        edges = [start]
        for k in range(count):
            edges.append(edges[-1] + (broad if k in wide else narrow))
        return tuple(float(round(e)) for e in edges)

    return lines(board.width, wide_x, LEFT), lines(board.height, wide_y, TOP)


def cell_box(board: Board, x: int, y: int) -> tuple[float, float, float, float]:
    """The box (x, y, width, height) of a map cell on the drawing."""
    xs, ys = grid_lines(board)
    return xs[x], ys[y], xs[x + 1] - xs[x], ys[y + 1] - ys[y]


def to_drawing(board: Board, fx: float, fy: float) -> tuple[float, float]:
    """A point given in cell units (2.5 is the middle of the third column) on the drawing."""
    xs, ys = grid_lines(board)

    def place(edges: tuple[float, ...], f: float) -> float:
        k = min(max(int(f), 0), len(edges) - 2)
        return edges[k] + (f - k) * (edges[k + 1] - edges[k])

    return place(xs, fx), place(ys, fy)


def node_box(board: Board, node: int) -> tuple[float, float, float, float]:
    """The box (x, y, width, height) covering every cell of a node."""
    cells = board.cells[node]
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    x0, y0, _w, _h = cell_box(board, min(xs), min(ys))
    x1, y1, w1, h1 = cell_box(board, max(xs), max(ys))
    return x0, y0, x1 + w1 - x0, y1 + h1 - y0


def node_centre(board: Board, node: int) -> tuple[float, float]:
    """The centre of a node's box."""
    x, y, w, h = node_box(board, node)
    return x + w / 2, y + h / 2


def _kind(cells: dict, x: int, y: int) -> str:
    return cells.get((x, y), "~")


@lru_cache(maxsize=8)
def _cells(board: Board) -> dict[tuple[int, int], str]:
    """The map read back from the board: cell -> its character."""
    cells = {c: "~" for c in board.river}
    for n in range(board.squares):
        cells[board.cells[n][0]] = "o" if n in board.sewers else "=" if n in board.bridges else "."
    for shop in board.shops:
        cells[shop.cell] = shop.district
    for node, ch in ((board.centre, "P"), (board.clinic, "K"), (board.cemetery, "X")):
        for cell in board.cells.get(node, ()):
            cells[cell] = ch
    return cells


@lru_cache(maxsize=512)
def shop_tile(board: Board, shop_index: int) -> tuple[float, float, float, float]:
    """The coloured tile of a shop (its cell less the sidewalk on the sides facing the street)."""
    cells = _cells(board)
    x, y = board.shops[shop_index].cell
    px, py, cw, ch = cell_box(board, x, y)
    inset = {h: (1 if _kind(cells, x + dx, y + dy) in SHOP_CELLS else SIDE) for h, (dx, dy) in STEPS.items()}
    return px + inset["w"], py + inset["n"], cw - inset["w"] - inset["e"], ch - inset["n"] - inset["s"]


def _band_point(board: Board, portion, point: tuple[float, float]) -> tuple[float, float]:
    """A point of a portion's line (on a shop's edge, in cell units) moved into the middle of the sidewalk."""
    px, py = point
    best = min((board.shops[s - board.shop_base].cell for s in portion.shops),
               key=lambda c: (c[0] + 0.5 - px) ** 2 + (c[1] + 0.5 - py) ** 2)
    dx, dy = px - best[0] - 0.5, py - best[1] - 0.5
    sx = -SIDE / 2 if dx > 0.25 else SIDE / 2 if dx < -0.25 else 0
    sy = -SIDE / 2 if dy > 0.25 else SIDE / 2 if dy < -0.25 else 0
    x, y = to_drawing(board, px, py)
    return x + sx, y + sy


@lru_cache(maxsize=1024)
def portion_spot(board: Board, index: int) -> tuple[float, float]:
    """Where a trafic pawn stands on a sidewalk portion: round its corner, or between its two shops."""
    portion = board.portions[index]
    points = [_band_point(board, portion, p) for p in portion.line]
    if len(points) % 2:
        return points[len(points) // 2]
    a, b = points[len(points) // 2 - 1], points[len(points) // 2]
    return (a[0] + b[0]) / 2, (a[1] + b[1]) / 2


def _tint(colour: str, amount: float) -> str:
    """``colour`` mixed with white (``amount`` of the colour kept)."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#" + "".join(f"{round(255 - (255 - v) * amount):02x}" for v in (r, g, b))


def gang_colour(gang: int) -> str:
    """The colour of a gang (by seat)."""
    return GANG_COLOURS[COLOURS[gang % len(COLOURS)]]


def _darker(colour: str, amount: float = 0.62) -> str:
    """``colour`` mixed with black (``amount`` of the colour kept): light colours made readable as text."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return "#" + "".join(f"{round(v * amount):02x}" for v in (r, g, b))


def _ink_on(colour: str) -> str:
    """White or ink, whichever reads on ``colour``."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 160 else "#ffffff"


def _short(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: max(1, limit - 1)] + "…"


# -- the board layer ------------------------------------------------------------------------------------
def _star(cx: float, cy: float, r: float, **style) -> Polygon:
    points = tuple((round(cx + (r if k % 2 == 0 else r * 0.45) * sin(k * pi / 5), 1),
                    round(cy - (r if k % 2 == 0 else r * 0.45) * cos(k * pi / 5), 1)) for k in range(10))
    return Polygon(points, **style)


def _recruits(role: str) -> str:
    """What a recruiting shop offers, in words: 'recruits a killer'."""
    return f_("recruits a {role}")(role=_(ROLE_WORDS[role]))


def _streets(board: Board, cells: dict) -> list:
    shapes = []
    for n in range(board.squares):
        (x, y), = board.cells[n]
        px, py, cw, ch = cell_box(board, x, y)
        if n in board.bridges:
            across_ns = _kind(cells, x, y - 1) == "~" or _kind(cells, x, y + 1) == "~"
            shapes.append(Rect(px, py, cw, ch, fill=WATER))
            shapes.append(Rect(px + 1, py + 3, cw - 2, ch - 6, rx=3, fill=BRIDGE, stroke="#7f5539",
                               stroke_width=1.5, id=board.name(n), tags=("square", "bridge"),
                               title=f_("square {number}: a bridge over the river")(number=n + 1)))
            rails = ((py + 6, py + 6), (py + ch - 6, py + ch - 6)) if across_ns else None
            if rails:
                for y1, y2 in rails:
                    shapes.append(Line(px + 2, y1, px + cw - 2, y2, stroke="#ede0d4", stroke_width=2))
            else:
                for x1 in (px + 6, px + cw - 6):
                    shapes.append(Line(x1, py + 4, x1, py + ch - 4, stroke="#ede0d4", stroke_width=2))
        else:
            sewer = n in board.sewers
            title = f_("square {number}: a sewer mouth (to any other mouth)")(number=n + 1) if sewer else None
            shapes.append(Rect(px + 2, py + 2, cw - 4, ch - 4, rx=6, fill=TILE, stroke=TILE_EDGE, stroke_width=1,
                               id=board.name(n), tags=("square", "sewer") if sewer else ("square",), title=title))
            if sewer:
                mx, my = px + cw - 12, py + ch - 12
                shapes += [Circle(mx, my, 8, fill="#2a2c31", stroke="#a3a9b5", stroke_width=1.5),
                           Line(mx - 5, my - 2.5, mx + 5, my - 2.5, stroke="#a3a9b5", stroke_width=1),
                           Line(mx - 5, my + 2.5, mx + 5, my + 2.5, stroke="#a3a9b5", stroke_width=1)]
        ink = "#fdf6ec" if n in board.bridges else "#c9ced8"
        shapes.append(Text(px + 5, py + 14 + (2 if n in board.bridges else 0), str(n + 1), size=NUMBER_SIZE,
                           anchor="start", weight="bold" if n in board.bridges else "normal", fill=ink))
    return shapes


def _lanes(board: Board) -> list:
    """Dashed lane marks along every straight run of squares: the streets read as lanes."""
    where = {board.cells[n][0]: n for n in range(board.squares)}
    shapes = []
    for axis in ((1, 0), (0, 1)):
        for start in sorted(where):
            before = (start[0] - axis[0], start[1] - axis[1])
            if before in where:
                continue
            end = start
            while (end[0] + axis[0], end[1] + axis[1]) in where:
                end = (end[0] + axis[0], end[1] + axis[1])
            if end != start:
                (x1, y1), (x2, y2) = (to_drawing(board, c[0] + 0.5, c[1] + 0.5) for c in (start, end))
                shapes.append(Line(x1, y1, x2, y2, stroke="#e9c46a", stroke_width=1.2, dash=4,
                                   opacity=0.45))
    return shapes


def _river(board: Board) -> list:
    shapes = []
    for (x, y) in board.river:
        px, py, cw, ch = cell_box(board, x, y)
        shapes.append(Rect(px, py, cw, ch, fill=WATER, title=_("the river")))
        for k in (0.3, 0.65):
            wy = py + ch * k
            shapes.append(Polyline(tuple((px + cw * f, wy - 3 * (i % 2)) for i, f in enumerate((0.15, 0.35, 0.54,
                                                                                                0.73, 0.88))),
                                   stroke=WAVE, stroke_width=1.3))
    return shapes


def _shop(board: Board, i: int) -> list:
    shop = board.shops[i]
    node = board.shop_base + i
    district = board.districts[shop.district]
    colour = district["colour"]
    px, py, cw, ch = cell_box(board, *shop.cell)
    x, y, w, h = shop_tile(board, i)
    price = board.prices["shop_sigil" if shop.sigils else "shop"]
    details = [f_("{name} (shop {number})")(name=shop.name, number=shop.number),
               f_("district: {district}")(district=district['name']), f_("price {price} briques")(price=price)]
    if shop.sigils:
        details.append(n_("{n} sigil", "{n} sigils", shop.sigils).format(n=shop.sigils))
    if shop.trafic:
        details.append(_("sells trafic pawns"))
    if shop.recruits:
        details.append(_recruits(shop.recruits))
    shapes = [Rect(px, py, cw, ch, fill=SIDEWALK),
              Rect(x, y, w, h, rx=4, fill=_tint(colour, 0.36), stroke=_tint(colour, 0.8), stroke_width=1,
                   id=board.name(node), tags=("shop", shop.district), title=" · ".join(details)),
              Rect(x, y, w, 14, rx=3, fill=colour),
              Text(x + 3, y + 11, str(shop.number), size=NUMBER_SIZE, anchor="start", weight="bold",
                   fill=_ink_on(colour))]
    for k in range(shop.sigils):
        sx = x + (23 if shop.number > 9 else 16) + 10 * k
        shapes.append(_star(sx, y + 7, 4.8, fill="#fff3b0", stroke="#8a6d00", stroke_width=0.8))
    mark_y = y + 17
    if shop.recruits:
        shapes += [Rect(x + 2, mark_y, 20, 12, rx=6, fill=INK, title=_recruits(shop.recruits)),
                   Text(x + 12, mark_y + 9.2, "+" + ROLE_LETTER[shop.recruits], size=9, weight="bold",
                        fill="#ffffff")]
    if shop.trafic:
        tx = x + w - 21
        shapes += [Rect(tx, mark_y + 1, 19, 10, rx=5, fill="#ffffff", stroke=INK, stroke_width=1,
                        title=_("sells trafic pawns")),
                   Rect(tx + 9.5, mark_y + 1, 9.5, 10, rx=5, fill="#2a9d8f", stroke=INK, stroke_width=1),
                   Rect(tx + 9.5, mark_y + 1.5, 4.5, 9, fill="#2a9d8f")]
    size = min(NAME_SIZE, round((w - 4) / (0.55 * len(shop.short)), 1))    # a teacher's longer name still fits
    shapes.append(Text(x + w / 2, y + h - 5, shop.short, size=size, fill=INK, title=shop.name))
    return shapes


def _sidewalk(board: Board) -> list:
    """The sidewalk portions (click targets for laying trafic pawns) and the white notches between them."""
    shapes, notches = [], set()
    for portion in board.portions:
        points = tuple(_band_point(board, portion, p) for p in portion.line)
        shapes.append(Polyline(points, stroke=SIDEWALK, stroke_width=SIDE, id=f"portion-{portion.index}",
                               tags=("portion",)))
        for end in (portion.line[0], portion.line[-1]):
            notches.add((end, _band_point(board, portion, end)))
    for (ex, ey), (bx, by) in sorted(notches):
        px, py = to_drawing(board, ex, ey)
        dx, dy = bx - px, by - py
        shapes.append(Line(px, py, px + 2 * dx, py + 2 * dy, stroke="#ffffff", stroke_width=1.6))
    return shapes


def _places(board: Board) -> list:
    if any(node not in board.cells for node in (board.centre, board.clinic, board.cemetery)):
        raise ValueError("the map needs the centre (P), the clinic (K) and the cemetery (X)")
    shapes = []
    x, y, w, h = node_box(board, board.centre)
    split = x + w * PRISON_SPLIT
    shapes += [Rect(x + 2, y + 2, w - 4, h - 4, rx=8, fill="#6b7280", stroke="#434955", stroke_width=2,
                    id="centre", tags=("place", "centre"),
                    title=_("the centre, which is the prison: every gangster and cop pair starts here; the "
                            "released and the healed leave it with their die")),
               Text(x + 10, y + h - 7, _("CENTRE"), size=11, anchor="start", weight="bold", fill="#f3f4f6"),
               Rect(split, y + 8, x + w - split - 8, h - 16, rx=5, fill="#3f4550", stroke="#9ca3af", stroke_width=1),
               Text(x + w - 12, y + 21, _("PRISON"), size=11, anchor="end", weight="bold", fill="#e5e7eb")]
    for k in range(1, 9):
        bx = split + k * (x + w - split - 8) / 9
        shapes.append(Line(bx, y + 26, bx, y + h - 10, stroke="#9ca3af", stroke_width=1.2, opacity=0.6))
    x, y, w, h = node_box(board, board.clinic)
    shapes += [Rect(x + 2, y + 2, w - 4, h - 4, rx=8, fill="#ffffff", stroke="#e63946", stroke_width=2,
                    id="clinic", tags=("place", "clinic"),
                    title=_("the clinic: the wounded lie here one turn, then go to the centre")),
               Rect(x + 8, y + 15, 16, 5, fill="#e63946"), Rect(x + 13.5, y + 9.5, 5, 16, fill="#e63946"),
               Text(x + w - 8, y + 14, _("CLINIC"), size=11, anchor="end", weight="bold", fill="#e63946")]
    x, y, w, h = node_box(board, board.cemetery)
    shapes += [Rect(x + 2, y + 2, w - 4, h - 4, rx=8, fill="#3d4a3d", stroke="#1b241b", stroke_width=2,
                    id="cemetery", tags=("place", "cemetery"),
                    title=_("the cemetery: the dead wait here to be recruited again")),
               Text(x + w - 8, y + 14, _("CEMETERY"), size=11, anchor="end", weight="bold", fill="#d8e2d0")]
    for k in range(3):
        cx, cy = x + 12 + k * 11, y + h - 10
        shapes += [Line(cx, cy - 9, cx, cy, stroke="#a3b18a", stroke_width=1.6),
                   Line(cx - 3, cy - 6, cx + 3, cy - 6, stroke="#a3b18a", stroke_width=1.6)]
    return shapes


def _legend(board: Board) -> list:
    bx, y = LEFT, TOP + map_size(board)[1] + 17
    shapes = []
    for info in board.districts.values():
        shapes += [Rect(bx, y - 10, 12, 12, rx=2, fill=info["colour"]),
                   Text(bx + 17, y, info["name"], size=11, anchor="start", fill=INK)]
        bx += 17 + 6.4 * len(info["name"]) + 26
    return shapes


@lru_cache(maxsize=8)
def _board_shapes(board: Board, lang: str) -> tuple:
    cells = _cells(board)
    right = panel_x(board) + PANEL_W
    mw, mh = map_size(board)
    shapes = [Rect(8, 8, width(board) - 16, height(board) - 16, rx=18, fill=PAPER, stroke="#d9d0bd", stroke_width=2),
              Text(LEFT, 46, "SUPER GANG", size=28, anchor="start", weight="bold", fill=INK),
              Text(LEFT + 214, 46, "Qui tient la ville ?", size=13, anchor="start", fill=MUTED),
              Text(LEFT, 72, _("K killer · V vamp · T trafficker · red dot: wanted · ♥ vamped · ▲ heading — "
                               "★ sigil · +K recruits · pill: sells trafic · R racket · outline: owner"), size=11,
                   anchor="start", fill=MUTED),
              Rect(LEFT - 4, TOP - 4, mw + 8, mh + 8, rx=10, fill=ASPHALT)]
    shapes += _river(board)
    shapes += _streets(board, cells)
    shapes += _lanes(board)
    for i in range(len(board.shops)):
        shapes += _shop(board, i)
    shapes += _sidewalk(board)
    shapes += _places(board)
    shapes += _legend(board)
    shapes.append(Rect(right - 56, 18, 56, 56, rx=12, fill="#ffffff", stroke=INK, stroke_width=2.5, id="dice",
                       tags=("dice",), title=_("the dice: roll them")))
    return tuple(shapes)


def board_layer(board: Board) -> list:
    """The shapes that never change: the city, its squares, shops, places, sidewalks and the dice box."""
    return list(_board_shapes(board, current()))


# -- the pieces layer ---------------------------------------------------------------------------------------
PIECE_GAP = 10                 # between two pieces side by side: room for a die badge and the outlines round both
PIECE_MIN = 9.0                # the smallest radius of a piece: a crowded place spills over its box instead
BADGE = 12                     # a die badge's side
BADGE_OFF = 5.5                # how far past the piece's edge, up and right, a die badge's centre stands
BADGE_ROOM = BADGE_OFF + BADGE / 2     # how far a die badge reaches past its piece, up and right
PRISON_SPLIT = 0.56            # the prison's left edge, as a part of the centre's width


def _grid(n: int, box: tuple[float, float, float, float], rmax: float,
          badges: bool = False) -> tuple[list[tuple[float, float]], float]:
    """``n`` spots spread over a box (x, y, w, h), and the radius of a piece there: the largest (up to ``rmax``,
    at least ``PIECE_MIN``) whose rows and columns, ``PIECE_GAP`` apart, fit the box. Neighbours never touch, and a
    piece's die badge (up and right of it) stays clear of its neighbours and of their outlines; ``badges``: the
    badges of the top row and the right column stay inside the box too."""
    x, y, w, h = box
    if badges:
        y, w, h = y + BADGE_ROOM, w - BADGE_ROOM, h - BADGE_ROOM
    r, cols = 0.0, 1
    for k in range(1, n + 1):
        rows = ceil(n / k)
        fit = min((w - (k - 1) * PIECE_GAP) / (2 * k), (h - (rows - 1) * PIECE_GAP) / (2 * rows))
        if fit >= r:                                # a tie goes to the wider layout: a street runs across
            r, cols = fit, k
    r = max(PIECE_MIN, min(rmax, r))
    rows = ceil(n / cols)
    pitch = 2 * r + PIECE_GAP
    spots = []
    for k in range(n):
        row, col = divmod(k, cols)
        in_row = min(cols, n - row * cols)
        spots.append((x + w / 2 + (col - (in_row - 1) / 2) * pitch, y + h / 2 + (row - (rows - 1) / 2) * pitch))
    return spots, r


def _die_badge(cx: float, cy: float, r: float, die: int, paper: str, ink: str) -> list:
    """A die's value by a piece, up and right of it: clear of the piece, of its outline and of its neighbours."""
    bx, by = cx + r + BADGE_OFF, cy - r - BADGE_OFF
    return [Rect(bx - BADGE / 2, by - BADGE / 2, BADGE, BADGE, rx=2, fill=paper, stroke=ink, stroke_width=1,
                 tags=("die",)),
            Text(bx, by + 3.5, str(die), size=10, weight="bold", fill=ink, tags=("die",))]


def _notch(cx: float, cy: float, r: float, heading: str) -> Polygon:
    dx, dy = STEPS[heading]
    px, py = -dy, dx
    tip = (cx + dx * (r + 5), cy + dy * (r + 5))
    return Polygon((tip, (cx + dx * (r - 1) + px * 4, cy + dy * (r - 1) + py * 4),
                    (cx + dx * (r - 1) - px * 4, cy + dy * (r - 1) - py * 4)),
                   fill="#ffffff", stroke=INK, stroke_width=1)


_STATUS_WORDS = {CLINIC: (N_("at the clinic"), N_("clinic")), DEAD: (N_("dead, in the cemetery"), N_("dead")),
                 GONE: (N_("out of the game"), N_("gone"))}


def _where(state, c: int, short: bool = False) -> str:
    """Where character ``c`` is, in words for a hover text, or ``short`` for the side panel."""
    status = state.status[c]
    if status == PRISON:
        turns = state.sentence[c]
        if short:
            return f_("prison {turns}")(turns=turns)
        return n_("in prison, {turns} turn to serve", "in prison, {turns} turns to serve", turns).format(turns=turns)
    if status in _STATUS_WORDS:
        return said_of(c, _STATUS_WORDS[status][short])
    head = state.head[c]
    if short:
        return state.board.short(state.at[c]) + (ARROW[head] if head else "")
    return contracted(f_("at {place}")(place=state.board.describe(state.at[c]))) + (
        f_(", heading {way}")(way=_(WAY[head])) if head else "")


def _character(state, c: int, cx: float, cy: float, r: float, marks: list) -> list:
    """A gangster's piece; its heading, wanted and die marks go to ``marks`` (drawn over every piece)."""
    gang, role = c // 3, ROLES[c % 3]
    colour = gang_colour(gang)
    cid = state.ids[c]
    title = f"{character_name(c)} ({state.names[gang]}): {_where(state, c)}"
    if state.follows[c] >= 0:
        title += f_("; vamped, follows {character}")(character=the_character(state.follows[c]))
    wanted = state.wanted(c)
    if wanted:
        title += _("; wanted")
    dim = 0.55 if state.status[c] == DEAD else 1.0
    shapes = [Circle(cx + 1, cy + 1.5, r, fill="#000000", opacity=0.3 * dim)]
    if state.follows[c] >= 0:
        shapes.append(Circle(cx, cy, r + 3, stroke=gang_colour(state.follows[c] // 3), stroke_width=2.4,
                             fill="#ffc2d4"))
    edge = INK if colour == GANG_COLOURS["yellow"] else "#ffffff"
    shapes += [Circle(cx, cy, r, fill=colour, stroke=edge, stroke_width=1.5, opacity=dim, id=f"char-{cid}",
                      tags=("character", role), title=title),
               Text(cx, cy + r * 0.38, ROLE_LETTER[role], size=r * 1.1, weight="bold", fill=_ink_on(colour),
                    opacity=dim)]
    if state.status[c] == FREE and state.head[c]:
        marks.append(_notch(cx, cy, r, state.head[c]))
    if state.follows[c] >= 0:
        marks.append(Text(cx - r - 1, cy - r + 3, "♥", size=9, fill="#e0115f"))
    if wanted and state.status[c] in (FREE, CLINIC):
        marks.append(Circle(cx + r * 0.75, cy + r * 0.75, 3.2, fill="#e63946", stroke="#ffffff", stroke_width=1))
    die = state.dice.get(cid, 0) if state.result is None else 0
    if die and state.status[c] == FREE:
        marks += _die_badge(cx, cy, r, die, "#ffffff", INK)
    if state.status[c] == PRISON:
        shapes.append(Text(cx, cy + r + 9, str(state.sentence[c]), size=10, weight="bold", fill="#fde68a"))
    return shapes


def _cop(state, i: int, cx: float, cy: float, r: float, marks: list, placed: bool = True) -> list:
    """A cop pair's piece; its heading and die marks go to ``marks``."""
    info = state.cops[i]
    if state.cop_state[i] == "board":
        where = contracted(f_("at {place}")(place=state.board.describe(state.cop_at[i])))
    else:
        where = _("fallen into the sewer") if state.cop_state[i] == "sewer" else _("knocked out")
    title = f_("cop pair {pair}: {where}")(pair=i + 1, where=where) + (
        f_(", heading {way}")(way=_(WAY[info['heading']])) if info["heading"] else "")
    s = r * 1.9
    shapes = [Rect(cx - s / 2 + 1, cy - s / 2 + 1.5, s, s, rx=4, fill="#000000", opacity=0.3),
              Rect(cx - s / 2, cy - s / 2, s, s, rx=4, fill=COP_BLUE, stroke="#ffffff", stroke_width=1.5,
                   opacity=1.0 if placed else 0.55, id=f"cops-{i + 1}", tags=("cops",), title=title),
              Text(cx, cy + r * 0.4, str(i + 1), size=r * 1.15, weight="bold", fill="#ffffff")]
    if placed and info["heading"]:
        marks.append(_notch(cx, cy, r, info["heading"]))
    die = state.dice.get(f"cops {i + 1}", 0)
    if die:
        marks += _die_badge(cx, cy, r, die, "#dbeafe", COP_BLUE)
    return shapes


def _piece_box(board: Board, node: int) -> tuple[float, float, float, float]:
    """The part of a node where its pieces stand."""
    if board.is_shop(node):
        x, y, w, h = shop_tile(board, node - board.shop_base)
        return x + 2, y + 13, w - 4, h - 28          # above the shop's name
    x, y, w, h = node_box(board, node)
    if node == board.centre:
        return x + 6, y + 5, w * PRISON_SPLIT - 12, h - 24      # above the word CENTRE
    if node == board.clinic:
        return x + 26, y + 15, w - 30, h - 18
    if node == board.cemetery:
        return x + 6, y + 16, w - 12, h - 19
    return x + 3, y + 3, w - 6, h - 6


def _tokens(state) -> list:
    board, shapes = state.board, []
    for s, (owner, racket) in enumerate(zip(state.shop_owner, state.racket)):
        x, y, w, h = shop_tile(board, s)
        if owner >= 0:
            colour = gang_colour(owner)
            if _ink_on(colour) == INK:                 # a light colour: a dark edge makes it stand out
                shapes.append(Rect(x + 1.5, y + 1.5, w - 3, h - 3, rx=4, stroke=INK, stroke_width=5.5))
            shapes.append(Rect(x + 1.5, y + 1.5, w - 3, h - 3, rx=4, stroke=colour, stroke_width=3.5,
                               title=f_("{shop} owned by {player} ({colour})")(
                                   shop=board.shops[s].short, player=state.names[owner],
                                   colour=colour_words(COLOURS[owner]))))
        if racket >= 0:
            colour = gang_colour(racket)
            rx, ry = x + w - 7, y + 6.5
            shapes += [Circle(rx, ry, 6.5, fill=colour, stroke=INK if _ink_on(colour) == INK else "#ffffff",
                              stroke_width=1.2,
                              title=f_("{shop} racketed by {player} ({colour})")(
                                  shop=board.shops[s].short, player=state.names[racket],
                                  colour=colour_words(COLOURS[racket]))),
                       Text(rx, ry + 3, "R", size=8.5, weight="bold", fill=_ink_on(colour))]
    for i, gang in enumerate(state.portion):
        if gang >= 0:
            px, py = portion_spot(board, i)
            shapes.append(Circle(px, py, 4.6, fill=gang_colour(gang), stroke=INK, stroke_width=1.2))
    return shapes


def _pieces_on_map(state: SuperGangState) -> tuple[list, list[int]]:
    board = state.board
    groups: dict[int, list[tuple[str, int]]] = {}
    prisoners: list[int] = []
    for c in range(len(state.ids)):
        status = state.status[c]
        if status == GONE:
            continue
        if status == PRISON:
            prisoners.append(c)
            continue
        node = board.cemetery if status == DEAD else board.clinic if status == CLINIC else state.at[c]
        groups.setdefault(node, []).append(("c", c))
    off_board = []
    for i in range(2):
        if state.cop_state[i] == "board":
            groups.setdefault(state.cop_at[i], []).append(("k", i))
        else:
            off_board.append(i)
    shapes: list = []
    marks: list = []
    for node, members in groups.items():
        rmax = 10 if board.is_shop(node) else 11
        spots, r = _grid(len(members), _piece_box(board, node), rmax,
                         badges=node in (board.centre, board.clinic, board.cemetery))
        for (kind, who), (cx, cy) in zip(members, spots):
            shapes += _cop(state, who, cx, cy, r, marks) if kind == "k" else _character(state, who, cx, cy, r, marks)
    if prisoners:
        x, y, w, h = node_box(board, board.centre)
        split = x + w * PRISON_SPLIT
        spots, r = _grid(len(prisoners), (split + 4, y + 24, x + w - split - 16, h - 40), 10)
        for c, (cx, cy) in zip(prisoners, spots):
            shapes += _character(state, c, cx, cy, r, marks)
    return shapes + marks, off_board


# -- the side panel --------------------------------------------------------------------------------------------
def _seat_colour(state, seat: int) -> str:
    return COP_BLUE if seat == state.police_seat else gang_colour(seat)


def _status_colour(state) -> str:
    """The colour of the status line: the deciding seat's (the winner's, once over; the current gang's while the
    dice roll; a duel's pink)."""
    if state.result is not None:
        return _seat_colour(state, state.result[0]) if state.result else INK
    who = state.to_move
    if who == CHANCE or who is None:
        return "#b5179e" if state.phase == "duel" else _seat_colour(state, state.current)
    return _seat_colour(state, who)


_PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
         4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
         6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def _header(state, viewer: int | None) -> list:
    board = state.board
    right = panel_x(board) + PANEL_W
    colour = _status_colour(state)
    place = HeaderPlace(right - 68, 58, rounds=(right - 68, 36), anchor="end", size=15, limit=48, rounds_size=12,
                        muted=MUTED, ink=INK)
    shapes = frame.header(state, viewer, place, _darker(colour) if _ink_on(colour) == INK else colour, None)
    if state.result is not None:
        return shapes
    if state.phase == "start":
        shapes.append(Text(right - 28, 51, _("ROLL"), size=12, weight="bold", fill=INK))
    else:
        values = list(state.dice.values())
        if len(values) == 1:
            shapes += [Circle(right - 28 + dx * 13, 46 + dy * 13, 4.6, fill=INK) for dx, dy in _PIPS[values[0]]]
        elif values:
            shapes.append(Text(right - 28, 53, " ".join(map(str, values[:4])), size=13 if len(values) < 4 else 10,
                               weight="bold", fill=INK))
        else:
            shapes += [Circle(right - 28 + dx * 13, 46 + dy * 13, 4.6, fill="#cfc8b6") for dx, dy in _PIPS[5]]
    return shapes


def _sheet_origin(state, g: int) -> tuple[float, float]:
    """The top-left corner of a gang's sheet (``g == state.gangs``: the cops' box)."""
    return panel_x(state.board), TOP + 26 + g * (SHEET_H + SHEET_GAP)


def seats_layer(state: SuperGangState) -> list:
    """The side panel's parts that stay all game: each gang's sheet's shell and characters, the cops' box (the
    sheet's name, money and outline when it decides are the pieces')."""
    shapes = [Text(panel_x(state.board), TOP + 12, _("BANK"), size=11, anchor="start", weight="bold", fill=MUTED)]
    for g in range(state.gangs):
        x, y = _sheet_origin(state, g)
        colour = gang_colour(g)
        edge = INK if _ink_on(colour) == INK else "#ffffff"
        shapes += frame.shell(_card_place(x, y, edge), Colours(colour, colour), id=f"gang-{g}", tags=("sheet",),
                              title=f"{state.names[g]} ({colour_words(COLOURS[g])})")
        shapes += [Circle(x + PANEL_W - 64, y + 69, 4.5, fill=colour, stroke=INK, stroke_width=1,
                          title=_("trafic pawns: on the sidewalks + in stock; the line: shops owned, R tokens "
                                  "laid, tokens left in reserve"))]
        for k in range(3):
            cx, cy = x + 16 + k * 86, y + 44
            shapes += [Circle(cx, cy, 8, fill=colour, stroke=edge, stroke_width=1, title=state.ids[3 * g + k]),
                       Text(cx, cy + 3.2, ROLE_LETTER[ROLES[k]], size=9, weight="bold", fill=_ink_on(colour))]
    x, y = _sheet_origin(state, state.gangs)
    shapes += [Rect(x, y, PANEL_W, 80, rx=10, fill="#eef2ff", stroke=COP_BLUE, stroke_width=1.4),
               Text(x + 10, y + 19, _("COPS"), size=12.5, anchor="start", weight="bold", fill=COP_BLUE)]
    for i in range(2):
        cy = y + 40 + i * 22
        shapes += [Rect(x + 10.5, cy - 7.5, 15, 15, rx=3, fill=COP_BLUE, opacity=0.35),
                   Text(x + 18, cy + 3.5, str(i + 1), size=9, weight="bold", fill="#ffffff")]
    return shapes


def _pointer(x: float, y: float, colour: str) -> Polygon:
    """The mark of the seat deciding now, left of its sheet."""
    return Polygon(((x - 10, y + 9), (x - 2, y + 16), (x - 10, y + 23)), fill=colour, stroke=INK, stroke_width=1)


def _card_place(x: float, y: float, edge: str) -> CardPlace:
    """A gang's sheet as the frame draws it: no shadow or stripe, its dot ringed in ``edge``."""
    return CardPlace(x, y, PANEL_W, SHEET_H, paper="#ffffff", shadow=False, stripe=False, dot=(15, 16),
                     dot_stroke=edge, name=(28, 20.5), name_limit=16, value_y=20.5, outline=1.4, deciding_width=3.4,
                     ink=INK, faded=PAPER)


def _sheet(state, g: int, viewer: int | None) -> list:
    x, y = _sheet_origin(state, g)
    colour = gang_colour(g)
    out = state.out[g]
    place = _card_place(x, y, INK if _ink_on(colour) == INK else colour)
    return frame.card(state, g, viewer, place, Colours(colour, colour), _sheet_lines(state, g, x, y), drawn=True,
                      deciding=g == state.current and state.result is None, out=out,
                      winner=bool(state.result) and g in state.result,
                      value=_("out of the game") if out else f"{state.money(g)} briques",
                      value_fill=MUTED if out else "#2a9d8f")


def _sheet_lines(state, g: int, x: float, y: float) -> list:
    """The inside of a gang's sheet that changes: the pointer of the seat deciding, where its characters are, its
    shops, rackets, tokens and trafic pawns."""
    colour = gang_colour(g)
    shapes = [_pointer(x, y, colour)] if state.to_move == g else []
    for k in range(3):
        c = 3 * g + k
        cx, cy = x + 16 + k * 86, y + 44
        status = state.status[c]
        text = _where(state, c, short=True)
        ink = {PRISON: "#6b7280", CLINIC: "#e63946", DEAD: "#a8a29e", GONE: "#a8a29e"}.get(status, INK)
        shapes.append(Text(cx + 12, cy + 4, text, size=SHEET_SIZE, anchor="start", weight="bold", fill=ink))
        if state.follows[c] >= 0:                      # as on the map: a heart for the vamped, a red dot for the wanted
            shapes.append(Text(cx - 9, cy - 5, "♥", size=9, fill="#e0115f"))
        if state.wanted(c):
            shapes.append(Circle(cx + 6, cy + 6, 3.2, fill="#e63946", stroke="#ffffff", stroke_width=1))
    shops = sum(1 for o in state.shop_owner if o == g)
    rackets = sum(1 for r in state.racket if r == g)
    pawns = state.pawns(g)
    line = (n_("{n} shop", "{n} shops", shops).format(n=shops) + " · " +
            n_("{n} racket", "{n} rackets", rackets).format(n=rackets) + " · " +
            f_("{n} tokens")(n=state.tokens_left(g)))
    shapes += [Text(x + 10, y + 73, line, size=SHEET_SIZE, anchor="start", fill="#555555"),
               Text(x + PANEL_W - 10, y + 73, f"{pawns['placed']} + {pawns['stock']}", size=SHEET_SIZE, anchor="end",
                    fill="#555555")]
    return shapes


def _cops_box(state, off_board: list[int]) -> list:
    x, y = _sheet_origin(state, state.gangs)
    seat = state.police_seat
    if seat is not None:
        who = f_("played by {player} (police seat)")(player=state.names[seat])
    elif state.cops_bought_by is not None:
        who = f_("bought by {player}")(player=state.names[state.cops_bought_by])
    else:
        who = _("each gang moves them from round 4")
    shapes = [Text(x + PANEL_W - 10, y + 19, _short(who, 34), size=SHEET_SIZE, anchor="end", fill="#3b4a7a")]
    if seat is not None and state.to_move == seat:
        shapes += [Rect(x, y, PANEL_W, 80, rx=10, stroke=COP_BLUE, stroke_width=3.4), _pointer(x, y, COP_BLUE)]
    for i in range(2):
        cy = y + 40 + i * 22
        state_word = state.cop_state[i]
        if state_word == "board":
            text = f_("pair {pair}: {place}")(pair=i + 1, place=state.board.short(state.cop_at[i])) + (
                ARROW[state.cop_head[i]] if state.cop_head[i] else "")
        elif state_word == "sewer":
            by = state.cops[i]["by"]
            text = f_("pair {pair}: in the sewer")(pair=i + 1) + (
                f_(", out with {player}")(player=state.names[by]) if by is not None else "")
        else:
            text = f_("pair {pair}: knocked out")(pair=i + 1)
        if i in off_board:
            marks: list = []
            shapes += _cop(state, i, x + 18, cy, 8, marks, placed=False) + marks
        shapes.append(Text(x + 34, cy + 4, _short(text, 38), size=SHEET_SIZE, anchor="start", fill=INK))
    return shapes


def _panel(state, off_board: list[int], viewer: int | None) -> list:
    x = panel_x(state.board)
    after = max(38, round(8 + 7.6 * len(_("BANK"))))   # after the word BANK, as long as the language makes it
    shapes = [Text(x + after, TOP + 12, f"{state.bank} briques", size=12.5, anchor="start", weight="bold", fill=INK)]
    for g in range(state.gangs):
        shapes += _sheet(state, g, viewer)
    shapes += _cops_box(state, off_board)
    return shapes


def _duel_mark(state: SuperGangState) -> list:
    """A dashed ring round the place of a duel being fought."""
    duel = state.duel
    if not duel:
        return []
    board, node = state.board, duel.node
    x, y, w, h = shop_tile(board, node - board.shop_base) if board.is_shop(node) else node_box(board, node)
    left, top, right, bottom = x - 2, y - 2, x + w + 2, y + h + 2
    return [Polyline(((left, top), (right, top), (right, bottom), (left, bottom), (left, top)), stroke="#ff4fa3",
                     stroke_width=3, dash=5, title=f_("duel at {place}")(place=board.describe(node)))]


def pieces_layer(state: SuperGangState, viewer: int | None = None) -> list:
    """The shapes that change: owner and racket tokens, trafic pawns, gangsters and cops, the header and the panel."""
    shapes = _tokens(state) + _duel_mark(state)
    on_map, off_board = _pieces_on_map(state)
    shapes += on_map
    shapes += _header(state, viewer)
    shapes += _panel(state, off_board, viewer)
    return shapes


def draw(state: SuperGangState, viewer: int | None = None) -> Scene:
    """The scene of a Super Gang position. Nothing is hidden in Super Gang: with a ``viewer``, his sheet and the
    status line say « you »."""
    board = state.board
    return Scene(width=width(board), height=height(board), board=board_layer(board) + seats_layer(state),
                 pieces=pieces_layer(state, viewer), background="#ece5d8",
                 title=f_("Super Gang — round {round}")(round=state.turn))


