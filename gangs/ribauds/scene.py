"""The drawing of Les Ribauds: medieval Paris as a map of squares (cobbled streets, the pavés of each purse
colour, the roofs of the habitations, the Seine and its bridges, the tiles between the quarters), the purses
left on the pavés, the truands, the three figures, a sheet per player (loot, écus, band, cards), the hand of
action cards of the player in view, and whose decision it is."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..kernel.lang import N_, colon, current, plural_translator, translator
from ..render import Circle, Line, Polygon, Polyline, Rect, Scene, Text, frame
from ..render.frame import CardPlace, Colours, HeaderPlace
from .board import Layout
from .cards import COSTS
from .pending import Figure, Rob, Run
from .pieces import COLOURS, FIGURES, LOST, RESERVE, TRUANDS, truand_id
from .tell import FIGURE_STEP_WORDS, card_text, colour_words, figure_words, of_player, purse_words

if TYPE_CHECKING:
    from .state import RibaudsState

_ = translator("ribauds")
n_ = plural_translator("ribauds")

WIDTH = 720
HEADER = 52                     # the strip at the top: the title, whose decision it is, the round
SQ = 35                         # a square's side
AREA_LEFT, AREA_RIGHT = 40, 495  # where the map is centred (the row numbers stand left of it)
MAP_TOP = 90                    # under the north quarters' names and the column numbers
SIDE_X, SIDE_W = 512, 196       # the players' sheets, right of the map
SHEET_GAP = 8
HAND_TOP = 578                  # the hand of cards in view, under the map
CARD_W, CARD_H, CARD_GAP = 154, 86, 9
HEIGHT = HAND_TOP + 22 + CARD_H + 10

INK, PAPER, SHEET, MUTED = "#2a2118", "#efe6cf", "#fbf6ea", "#7a6a50"
GOLD, FRAME = "#a8842f", "#5b4630"
STONE, COBBLE, GRID = "#ddd3b9", "#c9ba98", "#9a8665"
TILE, TILE_JOINT = "#e6dcc3", "#c9b994"
WATER, WAVE = "#5e8db0", "#a9c8dc"
DECK, PARAPET = "#cdb68b", "#7d6442"
ROOF_LIGHT, ROOF_MID, ROOF_DARK = "#c0663f", "#a9532f", "#8a4126"
PURSE = {"grey": ("#9a9da3", "#4f5258"), "violet": ("#8a45a8", "#4a1f5e"), "brown": ("#94602e", "#52341a")}
"""Each purse colour: its fill and its outline (brown is the rulebook's « marron »)."""
PLAYER_COLOURS = (("red", "#c0392b", "#7a1f16"), ("blue", "#2f6db5", "#173d6b"), ("green", "#2e8b46", "#175428"),
                  ("gold", "#d9a521", "#7c5a08"))
"""Each seat's colour: its name, fill and dark outline."""
SEAT_WORDS = {"red": N_("red"), "blue": N_("blue"), "green": N_("green"), "gold": N_("gold")}
"""Each seat's colour in words, marked for the catalogue."""
FIGURE_STYLE = {"sergent": ("#70767e", "#33373c"), "roi": ("#7b3c98", "#3f1a52"), "prevot": ("#8b5a2b", "#4a2e13")}
FIGURE_SHORT = {"sergent": "Sergent", "roi": "Roi", "prevot": "Prévôt"}
KIND_WORDS = {
    "street": N_("street"),
    "tile": N_("tile: a plain street between the quarters"),
    "bridge": N_("bridge over the Seine"),
    "seine": N_("the Seine: nobody stands here"),
    "habitation": N_("habitation: a refuge (a truand stops here; no theft; the Sergent and the Prévôt do nothing)"),
}
"""Each kind of square in a square's hover text, marked for the catalogue."""


# -- geometry -------------------------------------------------------------------------------------------------
def map_origin(layout: Layout) -> tuple[float, float]:
    """The top-left corner of the map: centred in its area (13 squares high)."""
    return AREA_LEFT + (AREA_RIGHT - AREA_LEFT - layout.cols * SQ) / 2, MAP_TOP + max(0, 13 - layout.rows) * SQ / 2


def square_box(layout: Layout, square: int) -> tuple[float, float]:
    """The top-left corner of a square."""
    x0, y0 = map_origin(layout)
    here = layout.squares[square]
    return x0 + here.col * SQ, y0 + here.row * SQ


def sheet_box(seat: int) -> tuple[float, float, float, float]:
    """The box (x, y, width, height) of a player's sheet, right of the map."""
    height = (HAND_TOP - 10 - HEADER - 6 - SHEET_GAP * 3) / 4
    return SIDE_X, HEADER + 6 + seat * (height + SHEET_GAP), SIDE_W, height


# -- words ----------------------------------------------------------------------------------------------------
def _short(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: max(1, limit - 1)] + "…"


def _wrap(text: str, limit: int) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= limit:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def owned(state: RibaudsState, p: int, viewer: int | None, yours: str, theirs: str, **facts) -> str:
    """A text about a thing of player ``p``: ``yours`` (already translated, e.g. "Your truand {number}") for the
    ``viewer`` himself, else ``theirs`` ("{player}'s truand {number}", whose translation may use ``{of_player}``,
    French « d'Alice »), filled in with ``facts``."""
    if p == viewer:
        return yours.format(**facts)
    name = state.names[p]
    return theirs.format(player=name, of_player=of_player(name), **facts)


def seat_words(seat: int) -> str:
    """A seat's colour in words (``red``, French ``rouge``)."""
    return _(SEAT_WORDS[player_colour(seat)[0]])


def _figure_name(board, figure: str) -> str:
    name = board.figure_names.get(figure, FIGURE_SHORT[figure])
    return name[:1].upper() + name[1:]


def square_title(state: RibaudsState, square: int) -> str:
    """A square's hover text: its number, quarter and kind, what its purses do, and whether truands enter
    there."""
    board, layout = state.board, state.layout
    here = layout.squares[square]
    parts = [str(square)]
    if here.quarter:
        parts.append(board.quarters[here.quarter][0])
    if here.kind == "pave":
        colour = here.colour
        parts.append(_("pavé: {colour} purses ({purse} runs {steps} and moves the {figure})").format(
            colour=colour_words(colour), purse=purse_words(colour), steps=board.moves[colour],
            figure=FIGURE_SHORT[board.figure[colour]]))
    else:
        parts.append(_(KIND_WORDS[here.kind]))
    if square in _periphery(layout):
        parts.append(_("edge: truands enter here"))
    return " · ".join(parts)


@lru_cache(maxsize=None)
def _periphery(layout: Layout) -> frozenset[int]:
    return frozenset(layout.periphery)


# -- the board layer ------------------------------------------------------------------------------------------
def _cobbles(layout: Layout) -> list:
    """The cobblestones of the streets: three courses a row of squares across the whole map, each a thick dashed
    line whose rounded dashes are the stones, every other course shifted by half a stone (the squares that are
    not streets cover them)."""
    x0, y0 = map_origin(layout)
    shapes = []
    for row in range(layout.rows):
        for course in range(3):
            y = y0 + row * SQ + (course + 0.5) * SQ / 3
            start = x0 + 4.5 + 11 * (course % 2)
            shapes.append(Line(start, y, x0 + layout.cols * SQ - 4.5, y, stroke=STONE, stroke_width=8.6, dash=11))
            if course % 2:
                shapes.append(Line(x0 + 4.4, y, x0 + 4.5, y, stroke=STONE, stroke_width=8.6))
    return shapes


def _roof(x: float, y: float) -> list:
    """A hip roof seen from above: four slopes round a ridge, and a chimney."""
    a, b = 3.5, SQ - 3.5
    ridge = (x + 12, y + SQ / 2), (x + SQ - 12, y + SQ / 2)
    return [Rect(x + a - 1, y + a - 1, b - a + 2, b - a + 2, fill="#5a2d1c", opacity=0.35),
            Polygon(((x + a, y + a), (x + b, y + a), ridge[1], ridge[0]), fill=ROOF_LIGHT),
            Polygon(((x + b, y + a), (x + b, y + b), ridge[1]), fill=ROOF_MID),
            Polygon(((x + a, y + b), (x + b, y + b), ridge[1], ridge[0]), fill=ROOF_DARK),
            Polygon(((x + a, y + a), ridge[0], (x + a, y + b)), fill=ROOF_MID),
            Line(x + a + 3, y + a + 4.5, x + b - 3, y + a + 4.5, stroke="#8a4126", stroke_width=0.8, opacity=0.7),
            Line(x + a + 3, y + b - 4.5, x + b - 3, y + b - 4.5, stroke="#5a2d1c", stroke_width=0.8, opacity=0.7),
            Line(*ridge[0], *ridge[1], stroke="#5a2d1c", stroke_width=1.4),
            Rect(x + SQ - 13, y + 7, 5, 5, fill="#6b5a4a", stroke="#3b2f25", stroke_width=0.8)]


def _water(x: float, y: float) -> list:
    shapes = [Rect(x, y, SQ, SQ, fill=WATER)]
    for k, v in enumerate((0.33, 0.72)):
        shift = 6 if k else 0
        points = tuple((x + u, y + v * SQ + (1.6 if (u + shift) % 12 < 6 else -1.6)) for u in range(2, SQ - 1, 6))
        shapes.append(Polyline(points, stroke=WAVE, stroke_width=1, opacity=0.8))
    return shapes


def _bridge(x: float, y: float) -> list:
    """A stone bridge across the Seine, north to south: its deck between two parapets."""
    shapes = _water(x, y)
    shapes += [Rect(x + 5, y - 1, SQ - 10, SQ + 2, fill=DECK),
               Line(x + 5, y - 1, x + 5, y + SQ + 1, stroke=PARAPET, stroke_width=2.5),
               Line(x + SQ - 5, y - 1, x + SQ - 5, y + SQ + 1, stroke=PARAPET, stroke_width=2.5)]
    for v in (0.25, 0.5, 0.75):
        shapes.append(Line(x + 7, y + v * SQ, x + SQ - 7, y + v * SQ, stroke=PARAPET, stroke_width=0.7, opacity=0.6))
    return shapes


def _square(state: RibaudsState, square: int) -> Rect:
    """The square's shape, what a click finds and what the pointer tells: clear, over everything drawn on the
    square (the pieces are over it)."""
    layout = state.layout
    here = layout.squares[square]
    x, y = square_box(layout, square)
    return Rect(x, y, SQ, SQ, fill="#ffffff", opacity=0.0, id=f"sq-{square}", tags=("square", here.kind),
                title=square_title(state, square))


def _ground(state: RibaudsState, square: int) -> list:
    """What covers a square over the cobbles: a pavé's tint, a tile's slabs, a roof, the water, a bridge."""
    layout = state.layout
    here = layout.squares[square]
    x, y = square_box(layout, square)
    kind = here.kind
    if kind == "street":
        return []
    if kind == "pave":
        light, dark = PURSE[here.colour]
        return [Rect(x + 1, y + 1, SQ - 2, SQ - 2, fill=light, opacity=0.3),
                Rect(x + 2.5, y + 2.5, SQ - 5, SQ - 5, rx=3, stroke=dark, stroke_width=1.6, opacity=0.8)]
    if kind == "tile":
        return [Rect(x, y, SQ, SQ, fill=TILE, stroke=GRID, stroke_width=0.6),
                Line(x + SQ / 2, y + 3, x + SQ / 2, y + SQ - 3, stroke=TILE_JOINT, stroke_width=1),
                Line(x + 3, y + SQ / 2, x + SQ - 3, y + SQ / 2, stroke=TILE_JOINT, stroke_width=1),
                Rect(x + 2, y + 2, SQ - 4, SQ - 4, rx=2, stroke=TILE_JOINT, stroke_width=1)]
    if kind == "habitation":
        return [Rect(x, y, SQ, SQ, fill="#c9b08a", stroke=GRID, stroke_width=0.6)] + _roof(x, y)
    if kind == "seine":
        return _water(x, y)
    return _bridge(x, y)


def _grid(layout: Layout) -> list:
    """The lines between the squares."""
    x0, y0 = map_origin(layout)
    width, height = layout.cols * SQ, layout.rows * SQ
    return ([Line(x0, y0 + row * SQ, x0 + width, y0 + row * SQ, stroke=GRID, stroke_width=0.7)
             for row in range(1, layout.rows)]
            + [Line(x0 + col * SQ, y0, x0 + col * SQ, y0 + height, stroke=GRID, stroke_width=0.7)
               for col in range(1, layout.cols)])


def _quarters(state: RibaudsState) -> list:
    """Each quarter's outline, and its name above the map (a north quarter) or under it."""
    layout, board = state.layout, state.board
    x0, y0 = map_origin(layout)
    shapes = []
    spans: dict[str, list[int]] = {}
    for here in layout.squares:
        if here.quarter:
            span = spans.setdefault(here.quarter, [here.row, here.row, here.col, here.col])
            span[0], span[1] = min(span[0], here.row), max(span[1], here.row)
            span[2], span[3] = min(span[2], here.col), max(span[3], here.col)
    for key, (top, bottom, left, right) in spans.items():
        name = board.quarters[key][0]
        x, y = x0 + left * SQ, y0 + top * SQ
        w, h = (right - left + 1) * SQ, (bottom - top + 1) * SQ
        shapes.append(Rect(x, y, w, h, stroke=FRAME, stroke_width=2))
        ty = y0 - 22 if top == 0 else y0 + layout.rows * SQ + 19
        shapes.append(Text(x + w / 2, ty, name.upper(), size=11.5, weight="bold", fill=FRAME,
                           title=_("{quarter}: a quarter of Paris").format(quarter=name)))
    return shapes


def _seine_name(layout: Layout) -> list:
    """« la Seine » on its longest stretch without a bridge."""
    best: tuple[int, int, int] | None = None
    for row in range(layout.rows):
        run = 0
        for col in range(layout.cols + 1):
            here = layout.at(row, col)
            if here is not None and here.kind == "seine":
                run += 1
                continue
            if run and (best is None or run > best[2]):
                best = (row, col - run, run)
            run = 0
    if best is None or best[2] < 2:
        return []
    x0, y0 = map_origin(layout)
    row, col, run = best
    return [Text(x0 + (col + run / 2) * SQ, y0 + row * SQ + SQ / 2 + 4.5, "la Seine", size=12, weight="bold",
                 fill="#eef5fa")]


def _edges(state: RibaudsState) -> list:
    """A small arrow in the map's margin at each square of the periphery, where truands enter Paris."""
    layout = state.layout
    x0, y0 = map_origin(layout)
    width, height = layout.cols * SQ, layout.rows * SQ
    colour, shapes = "#9c7b3c", []
    for square in layout.periphery:
        here = layout.squares[square]
        cx, cy = x0 + (here.col + 0.5) * SQ, y0 + (here.row + 0.5) * SQ
        if here.row == 0:
            shapes.append(Polygon(((cx - 4, y0 - 7), (cx + 4, y0 - 7), (cx, y0 - 2)), fill=colour))
        if here.row == layout.rows - 1:
            shapes.append(Polygon(((cx - 4, y0 + height + 7), (cx + 4, y0 + height + 7), (cx, y0 + height + 2)),
                                  fill=colour))
        if here.col == 0:
            shapes.append(Polygon(((x0 - 7, cy - 4), (x0 - 7, cy + 4), (x0 - 2, cy)), fill=colour))
        if here.col == layout.cols - 1:
            shapes.append(Polygon(((x0 + width + 7, cy - 4), (x0 + width + 7, cy + 4), (x0 + width + 2, cy)),
                                  fill=colour))
    return shapes


def _numbers(layout: Layout) -> list:
    """Each square's number, small in its top left corner (the notation names squares by number: ``run 52``),
    and the first square of each row on the left of the map."""
    x0, y0 = map_origin(layout)
    shapes = [Text(x0 - 10, y0 + (row + 0.5) * SQ + 4, str(row * layout.cols), size=11, anchor="end", fill=MUTED,
                   title=_("Row {row}: squares {first} to {last}").format(row=row, first=row * layout.cols,
                                                                          last=row * layout.cols + layout.cols - 1))
              for row in range(layout.rows)]
    shapes += [Text(x0 + here.col * SQ + 1.5, y0 + here.row * SQ + 9.5, str(here.id), size=11, anchor="start",
                    fill=MUTED, opacity=0.55) for here in layout.squares if here.walkable]
    return shapes


def purse_shape(colour: str, x: float, y: float, scale: float = 1.0, **extra) -> list:
    """A purse of ``colour`` centred at (x, y): its neck tied, over it a round sack; ``extra`` goes to the
    sack."""
    light, dark = PURSE[colour]
    k = scale
    return [Polygon(((x - 2.7 * k, y - 6 * k), (x + 2.7 * k, y - 6 * k), (x + 1.3 * k, y - 2.2 * k),
                     (x - 1.3 * k, y - 2.2 * k)), fill=light, stroke=dark, stroke_width=1),
            Line(x - 2.2 * k, y - 3.9 * k, x + 2.2 * k, y - 3.9 * k, stroke=dark, stroke_width=1.3),
            Circle(x, y + 1.6 * k, 4.6 * k, fill=light, stroke=dark, stroke_width=1.1, **extra)]


def figure_shape(figure: str, x: float, y: float, half: float = 11.0, **extra) -> list:
    """A figure's token centred at (x, y), its shape telling how it steps: the Sergent a square (orthogonally) with
    a halberd, the Roi an octagon (both ways) with a crown, the Prévôt a diamond (diagonally) with a mace.
    ``extra`` (id, title, tags) goes to the token's base."""
    fill, dark = FIGURE_STYLE[figure]
    h, k = half, half / 11
    if figure == "sergent":
        base = ((x - h, y - h), (x + h, y - h), (x + h, y + h), (x - h, y + h))
    elif figure == "roi":
        c = h * 0.42
        base = ((x - c, y - h), (x + c, y - h), (x + h, y - c), (x + h, y + c), (x + c, y + h), (x - c, y + h),
                (x - h, y + c), (x - h, y - c))
    else:
        r = h * 1.25
        base = ((x, y - r), (x + r, y), (x, y + r), (x - r, y))
    shapes = [Polygon(tuple((px + 1.2, py + 1.6) for px, py in base), fill="#000000", opacity=0.3),
              Polygon(base, fill=fill, stroke=dark, stroke_width=1.6, **extra)]
    if figure == "sergent":
        shapes += [Line(x + 1.5 * k, y - 9 * k, x + 1.5 * k, y + 8.5 * k, stroke="#f4efe2", stroke_width=1.6),
                   Polygon(((x + 1.5 * k, y - 6.5 * k), (x - 2.5 * k, y - 8.5 * k), (x - 6 * k, y - 6.5 * k),
                            (x - 7.2 * k, y - 3.5 * k), (x - 6 * k, y - 0.5 * k), (x - 2.5 * k, y + 0.5 * k),
                            (x + 1.5 * k, y - 1.5 * k)), fill="#f4efe2"),
                   Polygon(((x + 0.5 * k, y - 8 * k), (x + 1.5 * k, y - 11.5 * k), (x + 2.5 * k, y - 8 * k)),
                           fill="#f4efe2"),
                   Polygon(((x + 1.5 * k, y - 6 * k), (x + 6 * k, y - 3 * k), (x + 1.5 * k, y - 3.5 * k)),
                           fill="#f4efe2")]
    elif figure == "roi":
        shapes += [Polygon(((x - 6.5 * k, y + 4.5 * k), (x - 7 * k, y - 4.5 * k), (x - 3.5 * k, y - 0.5 * k),
                            (x, y - 6 * k), (x + 3.5 * k, y - 0.5 * k), (x + 7 * k, y - 4.5 * k),
                            (x + 6.5 * k, y + 4.5 * k)), fill="#f2c641", stroke="#7a5a0a", stroke_width=0.8),
                   Circle(x, y + 2 * k, 1.3 * k, fill="#b8322a")]
    else:
        shapes += [Line(x - 5 * k, y + 6 * k, x + 2 * k, y - 1 * k, stroke="#f4efe2", stroke_width=2),
                   Circle(x + 3.2 * k, y - 2.2 * k, 3.4 * k, fill="#f4efe2")]
        for dx, dy in ((0, -1), (1, 0), (0.7, -0.7), (-0.7, -0.7), (0.7, 0.7)):
            cx, cy = x + 3.2 * k, y - 2.2 * k
            shapes.append(Line(cx + dx * 3 * k, cy + dy * 3 * k, cx + dx * 5.6 * k, cy + dy * 5.6 * k,
                               stroke="#f4efe2", stroke_width=1.3))
    return shapes


def _legend(state: RibaudsState) -> list:
    """What each purse colour does (how far it runs, its worth as loot, the figure it moves), how the figures
    step, the habitations and the edge."""
    board = state.board
    x, y = SIDE_X, HAND_TOP
    shapes = [Rect(x, y, SIDE_W, HEIGHT - y - 8, rx=8, fill=SHEET, stroke=FRAME, stroke_width=1),
              Text(x + 10, y + 16, _("PURSES"), size=11, anchor="start", weight="bold", fill=FRAME),
              Text(x + 97, y + 16, _("run · pts"), size=11, fill=MUTED),
              Text(x + 152, y + 16, _("figure"), size=11, fill=MUTED)]
    for k, colour in enumerate(COLOURS):
        row = y + 34 + k * 21
        figure = board.figure[colour]
        # Translators: {name} is the figure as the board writes it, "Le Sergent"; {figure} is "le Sergent".
        title = _("A {colour} purse: its thief runs {steps} squares, it is worth {value} as loot, and then {name} "
                  "moves 2 squares {how}").format(colour=colour_words(colour), steps=board.moves[colour],
                                                  value=board.value[colour], name=_figure_name(board, figure),
                                                  figure=figure_words(figure),
                                                  how=_(FIGURE_STEP_WORDS[board.figure_steps[figure]]))
        shapes += purse_shape(colour, x + 16, row - 1, title=title)
        shapes += [Text(x + 28, row + 4, colour_words(colour), size=11, anchor="start", fill=INK, title=title),
                   Text(x + 92, row + 4, f"{board.moves[colour]} · {board.value[colour]}", size=11, weight="bold",
                        fill=INK, title=title)]
        shapes += figure_shape(figure, x + 122, row, half=7)
        shapes.append(Text(x + 134, row + 4, FIGURE_SHORT[figure], size=11, anchor="start", fill=INK, title=title))
    row = y + 100
    shapes += [Rect(x + 9, row - 9, 14, 14, fill=ROOF_MID, stroke="#5a2d1c", stroke_width=1),
               Line(x + 12, row - 2, x + 20, row - 2, stroke="#5a2d1c", stroke_width=1.2),
               Text(x + 28, row + 3, _("refuge"), size=11, anchor="start", fill=INK,
                    title=_(KIND_WORDS["habitation"])),
               Polygon(((x + 100, row - 6), (x + 100, row + 2), (x + 105, row - 2)), fill="#9c7b3c"),
               Text(x + 110, row + 3, _("edge: enter"), size=11, anchor="start", fill=INK,
                    title=_("Truands enter Paris on the squares at the edge of the map marked so (not "
                            "habitations)"))]
    return shapes


_BOARD_LAYERS: dict = {}
"""The board layer of each (board, layout, language): it depends on nothing else, and is drawn once."""


def board_layer(state: RibaudsState) -> list:
    """The shapes that never change in a match: the frame, the map's squares, the quarters, the edge marks and
    the legend (made once per board, layout and language; the layout is compared by identity, and kept alive
    here)."""
    key = (id(state.board), state.layout, current())
    if key not in _BOARD_LAYERS:
        _BOARD_LAYERS[key] = (state.board, draw_board_layer(state))
    return list(_BOARD_LAYERS[key][1])


def draw_board_layer(state: RibaudsState) -> list:
    """The board layer's shapes, drawn."""
    layout = state.layout
    x0, y0 = map_origin(layout)
    width, height = layout.cols * SQ, layout.rows * SQ
    shapes = [Rect(4, 4, WIDTH - 8, HEIGHT - 8, rx=14, stroke=GOLD, stroke_width=1.5),
              Line(16, HEADER, WIDTH - 16, HEADER, stroke=GOLD, stroke_width=1),
              Text(18, 24, "LES RIBAUDS", size=17, anchor="start", weight="bold", fill=INK,
                   title=_("The richest band of thieves when the purses of one colour run out wins")),
              Text(WIDTH - 18, 24, layout.name, size=11, anchor="end", fill=MUTED),
              Rect(x0 - 11, y0 - 11, width + 22, height + 22, rx=4, fill="#e3d5b3", stroke=FRAME, stroke_width=1.2),
              Rect(x0 - 1.5, y0 - 1.5, width + 3, height + 3, fill=INK),
              Rect(x0, y0, width, height, fill=COBBLE)]
    shapes += _cobbles(layout)
    shapes += _grid(layout)
    for square in range(len(layout.squares)):
        shapes += _ground(state, square)
    shapes += [_square(state, square) for square in range(len(layout.squares))]
    shapes += _seine_name(layout)
    shapes += _quarters(state)
    shapes += _edges(state)
    shapes += _numbers(layout)
    shapes += _legend(state)
    return shapes


# -- the pieces on the map ------------------------------------------------------------------------------------
def player_colour(seat: int) -> tuple[str, str, str]:
    """A seat's colour: its name, fill and dark outline."""
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def _where(state: RibaudsState, truand: int) -> str:
    at = state.truands[truand]
    if at == RESERVE:
        return _("waiting in the reserve")
    if at == LOST:
        return _("lost (taken away by the Sergent)")
    return _("on square {number}").format(number=at)


def _truand(state: RibaudsState, truand: int, x: float, y: float, r: float, viewer: int | None) -> list:
    """A truand: a disc in his player's colour with his number (on a gold halo while he runs or robs, ringed in
    white for the viewer's own)."""
    p, number = divmod(truand, TRUANDS)
    name, fill, dark = player_colour(p)
    title = owned(state, p, viewer, _("Your truand {number} ({colour}): {where}"),
                  _("{player}'s truand {number} ({colour}): {where}"), number=number + 1, colour=seat_words(p),
                  where=_where(state, truand))
    shapes = []
    if type(state.pending) in (Run, Rob) and state.pending.truand == truand and state.truands[truand] >= 0:
        shapes.append(Circle(x, y, r + 4, fill="#f3d36b", stroke="#a8842f", stroke_width=1.2, opacity=0.85))
    if viewer == p:
        shapes.append(Circle(x, y, r + 2.2, stroke="#ffffff", stroke_width=1.8))
    shapes += [Circle(x + 1, y + 1.5, r, fill="#000000", opacity=0.3),
               Circle(x, y, r, fill=fill, stroke=dark, stroke_width=1.6, id=truand_id(p, number + 1),
                      tags=("truand",), title=title),
               Text(x, y + 4, str(number + 1), size=11, weight="bold", fill="#ffffff" if name != "gold" else INK)]
    return shapes


def _spread(count: int, room: float) -> list[float]:
    """Offsets from the middle for ``count`` pieces side by side in ``room`` pixels."""
    if count == 1:
        return [0.0]
    step = min(16.0, room / (count - 1))
    return [(k - (count - 1) / 2) * step for k in range(count)]


def _on_squares(state: RibaudsState, viewer: int | None) -> list:
    """The purses left on the pavés (top left), the figures and the truands of each square."""
    layout, shapes = state.layout, []
    for square, count in enumerate(state.purses):
        if count:
            x, y = square_box(layout, square)
            colour = layout.squares[square].colour
            for k in range(count):
                shapes += purse_shape(colour, x + 9 + k * 11, y + 11, scale=1.12,
                                      title=n_("{n} {colour} purse on square {number}",
                                               "{n} {colour} purses on square {number}", count).format(
                                          n=count, colour=colour_words(colour), number=square),
                                      tags=("purse", colour))
    crowd: dict[int, list[int]] = {}
    for truand, at in enumerate(state.truands):
        if at >= 0:
            crowd.setdefault(at, []).append(truand)
    figures_at: dict[int, list[str]] = {}
    for figure, at in zip(FIGURES, state.figures):
        figures_at.setdefault(at, []).append(figure)
    for square in sorted(set(crowd) | set(figures_at)):
        x, y = square_box(layout, square)
        truands, figures = crowd.get(square, []), figures_at.get(square, [])
        for k, figure in enumerate(figures):
            if truands:
                fx, fy, half = x + SQ - 9.5 - k * 9, y + 9.5, 7.5
            else:
                fx, fy, half = x + SQ / 2 + _spread(len(figures), 12)[k], y + SQ / 2 + 1.5, 10.5
            name = _figure_name(state.board, figure)
            if type(state.pending) is Figure and state.pending.figure == figure:
                shapes.append(Circle(fx, fy, half + 6, fill="#f3d36b", stroke="#a8842f", stroke_width=1.2,
                                     opacity=0.85))
            shapes += figure_shape(figure, fx, fy, half, id=f"fig-{figure}", tags=("figure",),
                                   title=_("{name} on square {number}: moves 2 squares {how}").format(
                                       name=name, figure=figure_words(figure), number=square,
                                       how=_(FIGURE_STEP_WORDS[state.board.figure_steps[figure]])))
        ty = y + SQ - 9.5 if (figures or state.purses[square]) else y + SQ / 2
        crowded = len(truands) > 2
        for dx, truand in zip(_spread(len(truands), SQ - (12 if crowded else 16)), truands):
            shapes += _truand(state, truand, x + SQ / 2 + dx, ty, 6.5 if crowded else 7.5, viewer)
    return shapes


# -- whose decision ---------------------------------------------------------------------------------------------
HEADER_PLACE = HeaderPlace(38, 44, rounds=(WIDTH - 18, 44), limit=62, dot=(25, 39.5), rounds_size=11.5,
                           muted=MUTED, ink=INK)


def _header(state: RibaudsState, viewer: int | None) -> list:
    p = state.deciding()
    if p is None:
        return frame.header(state, viewer, HEADER_PLACE, "#b03a2e", None)
    name, fill, dark = player_colour(p)
    title = (_("You ({colour}) decide").format(colour=seat_words(p)) if p == viewer else
             _("{player} ({colour}) decides").format(player=state.names[p], colour=seat_words(p)))
    last = state.last_round and state.winners_ is None
    return frame.header(state, viewer, HEADER_PLACE, dark, Colours(fill, dark), title,
                        _("Last round!") if last else None, strong=last)


# -- the players' sheets ------------------------------------------------------------------------------------------
def _card_back(x: float, y: float, w: float, h: float, title: str) -> list:
    """The back of an action card: a dark red card with a gold lozenge."""
    return [Rect(x, y, w, h, rx=3, fill="#7a2a1f", stroke="#3f130c", stroke_width=1, title=title),
            Rect(x + 2.5, y + 2.5, w - 5, h - 5, rx=2, stroke="#d9b45a", stroke_width=0.8),
            Polygon(((x + w / 2, y + h / 2 - 5), (x + w / 2 + 4, y + h / 2), (x + w / 2, y + h / 2 + 5),
                     (x + w / 2 - 4, y + h / 2)), fill="#d9b45a")]


def _sheet(state: RibaudsState, p: int, viewer: int | None) -> list:
    x, y, w, h = sheet_box(p)
    name, fill, dark = player_colour(p)
    place = CardPlace(x, y, w, h, rx=9, paper=SHEET, dot=(20, 15), dot_r=6.5, name=(32, 19.5), outline=1.2,
                      ink=INK, faded=PAPER)
    value, value_title = _points(state, p)
    return frame.card(state, p, viewer, place, Colours(fill, dark), _sheet_lines(state, p, viewer),
                      deciding=state.deciding() == p, winner=state.winners_ is not None and p in state.winners_,
                      out=state.out[p], value=value, value_title=value_title,
                      title=owned(state, p, viewer, _("Your band ({colour})"), _("{player}'s band ({colour})"),
                                  colour=seat_words(p)),
                      banner=_("OUT · taken by the Prévôt"), banner_title=_out_title(state, p, viewer))


def _sheet_lines(state: RibaudsState, p: int, viewer: int | None) -> list:
    """The inside of a player's sheet: his loot by colour, his écus, his band and his cards."""
    board = state.board
    x, y, w, h = sheet_box(p)
    name, fill, dark = player_colour(p)
    shapes: list = []
    box_w = (w - 22) / 3
    for c, colour in enumerate(COLOURS):
        bx, by = x + 12 + c * (box_w + 3), y + 28
        count = state.loot[p * 3 + c]
        light, purse_dark = PURSE[colour]
        shapes += [Rect(bx, by, box_w, 22, rx=5, fill="#ffffff" if count else "#f1ead8", stroke=purse_dark,
                        stroke_width=1.1, opacity=1.0, id=f"loot-{p}-{colour}", tags=("loot", colour),
                        title=owned(state, p, viewer, _("Your {colour} purses: {n}, worth {value} each"),
                                    _("{player}'s {colour} purses: {n}, worth {value} each"),
                                    colour=colour_words(colour), n=count, value=board.value[colour]))]
        shapes += purse_shape(colour, bx + 11, by + 10.5, scale=0.95)
        shapes.append(Text(bx + box_w - 8, by + 15.5, f"× {count}", size=11.5, anchor="end",
                           weight="bold" if count else "normal", fill=INK if count else MUTED))
    row = y + 64
    shapes += [Circle(x + 19, row - 4, 6.5, fill="#e0b43c", stroke="#8a6510", stroke_width=1.2,
                      id=f"ecus-{p}", tags=("ecus",),
                      title=owned(state, p, viewer, _("Your écus: {n}"), _("{player}'s écus: {n}"),
                                  n=state.ecus[p])),
               Circle(x + 19, row - 4, 3.8, stroke="#8a6510", stroke_width=0.8),
               Text(x + 31, row, n_("{n} écu", "{n} écus", state.ecus[p]).format(n=state.ecus[p]), size=11.5,
                    anchor="start", fill=INK)]
    band = state.truands[p * TRUANDS:p * TRUANDS + TRUANDS]
    shapes.append(Text(x + 84, row, _("band"), size=11, anchor="start", fill=MUTED))
    for k, at in enumerate(band):
        tx = x + 134 + k * 20
        if at == RESERVE:
            shapes += _truand(state, p * TRUANDS + k, tx, row - 4, 7.5, viewer)
        elif at == LOST:
            shapes += [Circle(tx, row - 4, 6.5, fill="#cfc6b3",
                              title=_("Truand {number}: {where}").format(number=k + 1, where=_where(state, p * 3 + k))),
                       Line(tx - 4, row - 8, tx + 4, row, stroke="#6f675a", stroke_width=1.6),
                       Line(tx - 4, row, tx + 4, row - 8, stroke="#6f675a", stroke_width=1.6)]
        else:
            shapes += [Circle(tx, row - 4, 6.5, stroke=dark, stroke_width=1.2, opacity=0.5,
                              title=_("Truand {number}: {where}").format(number=k + 1,
                                                                         where=_where(state, p * 3 + k))),
                       Text(tx, row, str(k + 1), size=11, fill=dark, opacity=0.5)]
    shapes += _sheet_hand(state, p, viewer, x, y + 76, w)
    return shapes


def _out_title(state: RibaudsState, p: int, viewer: int | None) -> str:
    """The OUT banner's tooltip: the band is out (as the log says it, with no gendered word for the player)."""
    # Translators: {of_player} is "de Bruno" or "d'Alice".
    return owned(state, p, viewer, _("Your band is out: the Prévôt took one of its truands"),
                 _("{player}'s band is out: the Prévôt took one of its truands"))


def _points(state: RibaudsState, p: int) -> tuple[str, str]:
    """The worth of a player's loot, and how it is counted; once the game is over, his score (« + 5 pts par truand
    présent sur le plateau, - 5 pts pour chaque truand perdu »)."""
    board, loot = state.board, state.loot_points(p)
    worth = _("grey {grey}, violet {violet}, brown {brown}").format(**board.value)
    if state.winners_ is None:
        return (_("{points} pts").format(points=loot),
                _("The loot is worth {points} points ({worth})").format(points=loot, worth=worth))
    score = state.scores()[p]
    if state.out[p]:
        title = _("Loot {points} points, + 5 a truand on the board, - 5 a truand lost: out, counts 0")
    else:
        title = _("Loot {points} points, + 5 a truand on the board, - 5 a truand lost: {score}")
    return _("score {score}").format(score=f"{score:g}"), title.format(points=loot, score=f"{score:g}")


def _sheet_hand(state: RibaudsState, p: int, viewer: int | None, x: float, y: float, w: float) -> list:
    """A player's cards on his sheet: their names when the viewer may see them, else their backs."""

    def backs(count: int) -> list:
        secret = owned(state, p, viewer, _("Your {n} cards, face down"), _("{player}'s {n} cards, face down"),
                       n=count)
        shapes: list = []
        for k in range(count):
            shapes += _card_back(x + 12 + k * 17, y + 2, 14, 19, secret)
        in_hand = n_("{n} card in hand", "{n} cards in hand", count)
        shapes.append(Text(x + 16 + max(count, 1) * 17, y + 14, in_hand.format(n=count), size=11, anchor="start",
                           fill=INK))
        return shapes

    def faces(held) -> list:
        names = [f"{k + 1}. " + state.board.card_names.get(key, key) for k, key in enumerate(held)] or [_("none")]
        title = owned(state, p, viewer, _("Your hand: {cards}"), _("{player}'s hand: {cards}"),
                      cards=", ".join(names))
        shapes: list = []
        for k, line in enumerate(names):
            top = y + 4.5 + k * 12.5
            shapes += [Rect(x + 12, top, 8, 11, rx=1.5, fill="#fbf3dc", stroke="#7a2a1f", stroke_width=1),
                       Line(x + 12, top + 3, x + 20, top + 3, stroke="#7a2a1f", stroke_width=1.5),
                       Text(x + 26, top + 9.5, _short(line, 24), size=11, anchor="start", fill=INK, title=title)]
        return shapes

    return frame.hand(state.hand(p), p, viewer, faces, backs)


# -- the hand in view ---------------------------------------------------------------------------------------------
def _focus(state: RibaudsState, viewer: int | None) -> int:
    """Whose hand is shown under the map: the viewer's, or (for the teacher, face up, and for a spectator, face
    down) the deciding player's."""
    if viewer is not None and 0 <= viewer < len(state.names):
        return viewer
    p = state.deciding()
    return state.current if p is None else p


def place_price(k: int) -> str:
    """What the card in place ``k`` (0-based) of a hand costs, in words: ``place 1 · free``."""
    price = COSTS[k]
    cost = _("free") if not price else n_("{n} écu", "{n} écus", price).format(n=price)
    return _("place {place} · {cost}").format(place=k + 1, cost=cost)


def _hand_prices(state: RibaudsState, p: int) -> tuple[str, str]:
    """Whether ``p`` may still play a card this turn, and the rule of the cards' prices, in words."""
    if state.played and state.current == p:
        cost = _("a card played this turn")
    elif state.window == "placed" and state.current == p:
        cost = _("no card in a turn spent placing")
    else:
        cost = _("one card a turn")
    return cost, _("One card a turn: the card in place 1 is free, place 2 costs 1 écu, place 3 2 écus; a card "
                   "played is replaced from the deck, and the hand is put in order at the end of the turn")


def _counted_prices(state: RibaudsState, p: int) -> tuple[str, str]:
    """The reading ``lenient``: the price of ``p``'s next card this turn, and the rule, in words."""
    played = state.played if state.current == p else 0
    if played < len(COSTS):
        price = COSTS[played]
        cost = _("next card free") if not price else n_("next card {n} écu", "next card {n} écus", price).format(
            n=price)
    else:
        cost = _("no more cards this turn")
    return cost, _("Cards played in one turn cost 0, 1 and 2 écus; a card played is replaced from the deck")


def _card_face(state: RibaudsState, key: str, x: float, y: float, playable: bool) -> list:
    card = next((c for c in state.board.cards if c.key == key), None)
    name, text = (card.name, card_text(card)) if card else (key, "")
    shapes = [Rect(x + 2, y + 3, CARD_W, CARD_H, rx=7, fill="#000000", opacity=0.15),
              Rect(x, y, CARD_W, CARD_H, rx=7, fill="#fbf3dc", stroke=GOLD if playable else FRAME,
                   stroke_width=2.4 if playable else 1.2, id=f"card-{key}", tags=("card",),
                   title=f"{name}{colon()}{text}"),
              Rect(x + 3, y + 3, CARD_W - 6, 20, rx=5, fill="#7a2a1f"),
              Text(x + CARD_W / 2, y + 17.5, _short(name, 23), size=11.5, weight="bold", fill="#f6e7bf")]
    lines = _wrap(text, 24)
    if len(lines) > 4:
        lines = lines[:3] + [_short(" ".join(lines[3:]), 24)]
    for k, line in enumerate(lines):
        shapes.append(Text(x + 8, y + 38 + k * 13, line, size=11, anchor="start", fill=INK))
    return shapes


def _hand(state: RibaudsState, viewer: int | None) -> list:
    p = _focus(state, viewer)
    whose = _("YOUR HAND") if viewer == p else _("{PLAYER}'S HAND").format(
        PLAYER=state.names[p].upper(), OF_PLAYER=of_player(state.names[p]).upper())
    deck, discard = sum(state.deck), sum(state.discard)
    lenient = state.options["reading"] == "lenient"
    cost, rule = (_counted_prices if lenient else _hand_prices)(state, p)
    x0, y0 = 14, HAND_TOP
    name, fill, dark = player_colour(p)
    shapes = [Circle(x0 + 8, y0 + 9, 5, fill=fill, stroke=INK, stroke_width=1),
              Text(x0 + 18, y0 + 13, whose, size=11.5, anchor="start", weight="bold", fill=dark),
              Text(x0 + 3 * CARD_W + 2 * CARD_GAP, y0 + 13, _("deck {deck} · discard {discard} · {cost}").format(
                  deck=deck, discard=discard, cost=cost), size=11, anchor="end", fill=MUTED,
                   title=rule)]
    spots = [(x0 + k * (CARD_W + CARD_GAP), y0 + 22) for k in range(max(len(state.hands[p]), 3))]

    def empty(k: int) -> list:
        x, y = spots[k]
        return [Rect(x, y, CARD_W, CARD_H, rx=7, stroke=MUTED, stroke_width=1, opacity=0.6,
                     title=_("An empty place in the hand"))]

    def faces(hand) -> list:
        played = [a for a in state.legal_actions() if a.kind == "card"] if state.deciding() == p else []
        playable = {hand.index(a.args[0]) if lenient else a.args[0] - 1 for a in played}
        shapes: list = []
        for k, key in enumerate(hand):
            x, y = spots[k]
            shapes += _card_face(state, key, x, y, k in playable)
            if not lenient:
                shapes.append(Text(x + CARD_W - 8, y + CARD_H - 7, place_price(k), size=11, anchor="end",
                                   weight="bold", fill="#7a2a1f"))
        return shapes + [s for k in range(len(hand), len(spots)) for s in empty(k)]

    def backs(count: int) -> list:
        title = owned(state, p, viewer, _("Your card, face down"), _("{player}'s card, face down"))
        shapes = [s for k in range(count) for s in _card_back(*spots[k], CARD_W, CARD_H, title)]
        return shapes + [s for k in range(count, len(spots)) for s in empty(k)]

    return shapes + frame.hand(state.hand(p), p, viewer, faces, backs)


def pieces_layer(state: RibaudsState, viewer: int | None = None) -> list:
    """The shapes that change: the purses, truands and figures on the map, the header, the players' sheets and
    the hand in view."""
    shapes = _on_squares(state, viewer)
    shapes += _header(state, viewer)
    for p in range(len(state.names)):
        shapes += _sheet(state, p, viewer)
    shapes += _hand(state, viewer)
    return shapes


def draw(state: RibaudsState, viewer: int | None = None) -> Scene:
    """The scene of a Les Ribauds position. With a ``viewer``, the other players' hands are face down and his
    own is shown under the map; without one (the teacher) every hand is face up and the deciding player's is
    shown under the map."""
    return Scene(width=WIDTH, height=HEIGHT, board=board_layer(state), pieces=pieces_layer(state, viewer),
                 background=PAPER, title=_("Les Ribauds — round {round}").format(round=state.turn))
