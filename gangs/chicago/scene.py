"""The drawing of Vengeance à Chicago: the ring of the city's squares, the gangs' HQs outside it, the
sniper wheel at its centre, every figure where it stands (hostages in their square's hostage area),
the dice, whose decision it is and a sheet per gang in the corners."""

from __future__ import annotations

from math import cos, pi, sin
from typing import TYPE_CHECKING

from ..kernel import CHANCE
from ..kernel.lang import N_, colon, plural_translator, translator
from ..kernel.tell import Reading
from ..render import Circle, Line, Polygon, Polyline, Rect, Scene, Text, frame
from ..render.frame import CardPlace, Colours, HeaderPlace
from .board import KIND_NAMES, Board
from .figures import DEAD, FIGURES, GONE, HQ, figure_id, gang_of, is_parrain
from .pending import Move, Rolling, Victim
from .tell import NARRATOR, colour_words, owned_figure, reading_of, square_words

if TYPE_CHECKING:
    from .state import ChicagoState

_ = translator("chicago")
n_ = plural_translator("chicago")

WIDTH = 720
HEADER = 50                     # the strip at the top: the title, whose decision it is, the dice
R_OUT, R_BAND, R_IN = 250, 232, 150   # the ring: outer edge, inner edge of the numbered band, inner edge
HOSTAGE_R = (153.0, 173.0)      # each square's hostage area, at the inner edge of its wedge
SLOT_R = (219.0, 201.0, 184.0)  # where up to three free figures stand on a square, outside in
GAP = 18                        # between the ring and an HQ: room for the door's arrows
HQ_LONG, HQ_SHORT = 176, 64     # an HQ box along the ring and across it (a side HQ is taller: HQ_SIDE)
HQ_SIDE = 150
CENTRE_X = WIDTH / 2
CENTRE_Y = HEADER + 6 + HQ_SHORT + GAP + R_OUT
HEIGHT = CENTRE_Y + R_OUT + GAP + HQ_SHORT + 8
CARD_W, CARD_H = 212, 96        # a gang's sheet, in a corner
HENCHMAN_R, PARRAIN_R = 8.0, 10.0

INK, PAPER, CARD, MUTED = "#1e1b16", "#ece2cc", "#fbf6ea", "#76694f"
GOLD, DISC, RAY = "#b8913a", "#e3d6b8", "#d6c6a0"
FIRE = "#d62828"
KIND_STYLE = {                   # kind -> (the band's colour, the street's colour)
    "rien": ("#8c8273", "#f5eee0"),
    "tir": ("#24445c", "#dfe6e8"),
    "securite": ("#3d6b45", "#e2ebd9"),
    "danger": ("#9e2a2b", "#f2ddd7"),
}
KIND_MEANING = {
    "rien": N_("nothing happens here"),
    "tir": N_("stopping here hires the snipers"),
    "securite": N_("the snipers cannot shoot here"),
    "danger": N_("named by the wheel, everyone here dies"),
}
KIND_SHORT = {"rien": "Rien", "tir": "Tir", "securite": "Sécurité", "danger": "Danger"}
LEGEND = {"rien": N_("nothing happens"), "tir": N_("hires the snipers"), "securite": N_("safe from snipers"),
          "danger": N_("named: all die")}


# -- geometry ------------------------------------------------------------------------------------------
def polar(r: float, angle: float) -> tuple[float, float]:
    """The point ``r`` from the board's centre at ``angle`` (radians, clockwise from the top)."""
    return round(CENTRE_X + r * sin(angle), 1), round(CENTRE_Y - r * cos(angle), 1)


def square_angle(board: Board, square: int) -> float:
    """The angle of a square's middle: square 0 at the top, the others clockwise."""
    return 2 * pi * square / board.squares


def wedge(board: Board, square: int, r0: float, r1: float, inset: float = 0.0) -> tuple[tuple[float, float], ...]:
    """The outline of the part of a square's wedge between radii ``r0`` and ``r1``, its sides moved in by
    ``inset`` pixels."""
    half = pi / board.squares
    middle = square_angle(board, square)
    outer = [polar(r1, middle + t * (half - inset / r1)) for t in (-1, -0.5, 0, 0.5, 1)]
    inner = [polar(r0, middle + t * (half - inset / r0)) for t in (1, 0.5, 0, -0.5, -1)]
    return tuple(outer + inner)


def hostage_area(board: Board, square: int) -> tuple[tuple[float, float], ...]:
    """The outline of a square's hostage area (« l'aire figurant sur la case »)."""
    return wedge(board, square, *HOSTAGE_R, inset=2.5)


def figure_spots(board: Board, square: int, count: int) -> list[tuple[float, float]]:
    """Where ``count`` free figures stand on a square, outside in."""
    angle = square_angle(board, square)
    if count <= len(SLOT_R):
        radii = SLOT_R[:count] if count > 1 else (SLOT_R[1],)
    else:
        step = (SLOT_R[0] - SLOT_R[-1]) / (count - 1)
        radii = tuple(SLOT_R[0] - k * step for k in range(count))
    return [polar(r, angle) for r in radii]


def door_angle(board: Board, door: int) -> float:
    """The angle of the edge between a door square and the square before it: where its HQ stands."""
    return square_angle(board, door) - pi / board.squares


def hq_box(board: Board, door: int) -> tuple[float, float, float, float]:
    """The box (x, y, width, height) of the HQ whose door opens onto ``door``: outside the ring, beside the door;
    wide above and below the ring, tall on its sides."""
    angle = door_angle(board, door)
    reach = R_OUT + GAP
    if abs(cos(angle)) >= abs(sin(angle)):
        w, h = HQ_LONG, HQ_SHORT
        x = min(max(CENTRE_X + reach * sin(angle) - w / 2, 12), WIDTH - 12 - w)
        dx = max(0.0, x - CENTRE_X, CENTRE_X - (x + w))
        clear = (reach ** 2 - min(dx, reach) ** 2) ** 0.5
        y = CENTRE_Y - clear - h if cos(angle) > 0 else CENTRE_Y + clear
    else:
        w, h = CENTRE_X - reach - 12, HQ_SIDE
        y = min(max(CENTRE_Y - reach * cos(angle) - h / 2, HEADER + 8), HEIGHT - 8 - h)
        dy = max(0.0, y - CENTRE_Y, CENTRE_Y - (y + h))
        clear = (reach ** 2 - min(dy, reach) ** 2) ** 0.5
        x = CENTRE_X + clear if sin(angle) > 0 else CENTRE_X - clear - w
    return round(x, 1), round(y, 1), w, h


def card_origin(seat: int) -> tuple[float, float]:
    """The top-left corner of the sheet of the gang in seat ``seat`` (of ``board.hqs``): the corner its HQ leans
    towards, clockwise from the top left."""
    left, right = 12, WIDTH - 12 - CARD_W
    top, bottom = HEADER + 6, HEIGHT - 8 - CARD_H
    return ((left, top), (right, top), (right, bottom), (left, bottom))[seat % 4]


def _rotated(points, angle: float, r: float = 0.0) -> tuple[tuple[float, float], ...]:
    """Points given along a radius (u outwards from ``r``, v to the clockwise side) placed at ``angle``."""
    out = []
    for u, v in points:
        x = (r + u) * sin(angle) + v * cos(angle)
        y = -(r + u) * cos(angle) + v * sin(angle)
        out.append((round(CENTRE_X + x, 1), round(CENTRE_Y + y, 1)))
    return tuple(out)


# -- colours and words ----------------------------------------------------------------------------------
def _hq(state, gang: int):
    colour = state.colours[gang]
    return next(h for h in state.board.hqs if h.colour == colour)


def _ink_on(colour: str) -> str:
    """White or ink, whichever reads on ``colour``."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#ffffff"


def _short(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: max(1, limit - 1)] + "…"


def _gang_words(state, gang: int, reading: Reading) -> str:
    """A gang and its player: ``Orange (Alice)``, ``Orange (you)`` for Alice looking."""
    return f"{colour_words(state.colours[gang]).capitalize()} ({NARRATOR.seat(state.owner[gang], reading)})"


def square_title(board: Board, square: int, doors: dict[int, str]) -> str:
    """The hover text of a square: its number, street and kind, and the HQ door it is; the door square of an HQ
    no gang plays keeps no street name (its « Porte du QG » opens onto nothing)."""
    kind = board.kinds[square]
    closed = square not in doors and any(hq.door == square for hq in board.hqs)
    street = "" if closed else f"{board.names[square]} · "
    text = f"{square} · {street}{KIND_NAMES[kind]}{colon()}{_(KIND_MEANING[kind])}"
    if square in doors:
        text += " · " + _("the {colour} HQ's door: its figures leave onto this square").format(
            colour=colour_words(doors[square]))
    return text


# -- the board layer ------------------------------------------------------------------------------------
def _kind_icon(kind: str, x: float, y: float, colour: str, small: bool = False) -> list:
    """A small sign for a kind of square centred at (x, y): a manhole, a gun sight, a shield, a skull
    (``small``: the legend's, in a 16-pixel swatch)."""
    k = 0.7 if small else 1.0
    if kind == "rien":
        return [Circle(x, y, 4.5 * k, stroke=colour, stroke_width=1.3, opacity=0.6),
                Line(x - 2.5 * k, y, x + 2.5 * k, y, stroke=colour, stroke_width=1, opacity=0.6)]
    if kind == "tir":
        return [Circle(x, y, 5.5 * k, stroke=colour, stroke_width=1.5, opacity=0.75),
                Line(x - 8 * k, y, x + 8 * k, y, stroke=colour, stroke_width=1.2, opacity=0.75),
                Line(x, y - 8 * k, x, y + 8 * k, stroke=colour, stroke_width=1.2, opacity=0.75)]
    if kind == "securite":
        shield = tuple((x + k * u, y + k * v) for u, v in ((-5.5, -6), (5.5, -6), (5.5, 0), (0, 7), (-5.5, 0)))
        tick = tuple((x + k * u, y + k * v) for u, v in ((-2.5, -0.5), (-0.5, 2), (3, -3)))
        return [Polygon(shield, fill=colour, opacity=0.65),
                Polyline(tick, stroke="#ffffff", stroke_width=1.4 * k, opacity=0.9)]
    return [Text(x, y + 5 * k, "☠", size=14 * k if not small else 11, fill=colour, opacity=0.75)]


def _ring(board: Board, doors: dict[int, str]) -> list:
    shapes = [Circle(CENTRE_X, CENTRE_Y, R_OUT + 4, fill=INK, stroke=GOLD, stroke_width=2)]
    for s in range(board.squares):
        kind = board.kinds[s]
        band, street = KIND_STYLE[kind]
        angle = square_angle(board, s)
        shapes += [Polygon(wedge(board, s, R_IN, R_OUT), fill=street, stroke=INK, stroke_width=1, id=f"sq-{s}",
                           tags=("square", kind), title=square_title(board, s, doors)),
                   Polygon(wedge(board, s, R_BAND, R_OUT - 1, inset=0.6), fill=band),
                   Polygon(hostage_area(board, s), fill="#000000", opacity=0.06),
                   Polygon(hostage_area(board, s), stroke="#9a7b4f", stroke_width=0.9, opacity=0.8)]
        x, y = polar((R_BAND + R_OUT) / 2, angle)
        shapes.append(Text(x, y + 4, str(s), size=11, weight="bold", fill="#ffffff"))
        shapes += _kind_icon(kind, *polar(SLOT_R[1], angle), band)
    shapes += [Circle(CENTRE_X, CENTRE_Y, R_IN, fill=DISC, stroke=INK, stroke_width=2),
               Circle(CENTRE_X, CENTRE_Y, R_IN - 5, stroke=GOLD, stroke_width=1.5)]
    return shapes


def _disc(board: Board) -> list:
    """The wheel's round: a deco sunburst, a tick for each of its positions."""
    shapes = []
    rays = 24
    for k in range(rays):
        a = 2 * pi * (k + 0.5) / rays
        shapes.append(Polygon((polar(26, a - 0.035), polar(R_IN - 12, a - 0.065), polar(R_IN - 12, a + 0.065),
                               polar(26, a + 0.035)), fill=RAY))
    for k in range(board.positions):
        a = square_angle(board, board.named[k][0])
        for b in (a, a + pi):
            (x1, y1), (x2, y2) = polar(R_IN - 11, b), polar(R_IN - 5, b)
            shapes.append(Line(x1, y1, x2, y2, stroke=GOLD, stroke_width=1.5))
    shapes.append(Circle(CENTRE_X, CENTRE_Y, 30, stroke=GOLD, stroke_width=1.2))
    return shapes


def _arrow(board: Board, square: int, inward: bool, colour: str, title: str) -> list:
    """A short arrow in the gap between the ring and an HQ: into the ring (the door) or out of it (home)."""
    angle = square_angle(board, square)
    tail, head = (R_OUT + GAP - 1, R_OUT + 3) if inward else (R_OUT + 3, R_OUT + GAP - 1)
    step = -1 if inward else 1
    tip = _rotated(((head, 0), (head - step * 6, -4.5), (head - step * 6, 4.5)), angle)
    (x1, y1), (x2, y2) = polar(tail, angle), polar(head - step * 5, angle)
    return [Line(x1, y1, x2, y2, stroke=colour, stroke_width=2.5, title=title),
            Polygon(tip, fill=colour, stroke=colour, stroke_width=1, title=title)]


def _hq_name(hq) -> tuple[str, str]:
    """An HQ's name in two parts: ``QG ORANGE`` and its district."""
    name, _sep, district = hq.name.partition("(")
    return name.strip().upper(), district.rstrip(")").strip()


def _wrap(text: str, limit: int) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= limit:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _hq_shapes(state) -> list:
    board, n = state.board, state.board.squares
    shapes = []
    for gang, colour in enumerate(state.colours):
        hq, door = _hq(state, gang), state.doors[gang]
        x, y, w, h = hq_box(board, door)
        name, district = _hq_name(hq)
        title = _("{hq}: the {colour} gang's HQ. Its figures leave onto square {door}; the parrain comes home "
                  "from square {last} with a 1 after his whole tour").format(
            hq=hq.name, colour=colour_words(colour), door=door, last=(door - 1) % n)
        shapes += [Rect(x + 2, y + 3, w, h, rx=8, fill="#000000", opacity=0.18),
                   Rect(x, y, w, h, rx=8, fill=CARD, stroke=hq.dark, stroke_width=2.2, id=f"hq-{colour}",
                        tags=("hq",), title=title),
                   Rect(x + 3, y + 3, w - 6, 20, rx=5, fill=hq.hex)]
        ink = _ink_on(hq.hex)
        if w >= HQ_LONG:
            shapes += [Text(x + 9, y + 17.5, name, size=12, anchor="start", weight="bold", fill=ink),
                       Text(x + w - 9, y + 17.5, _short(district, 14), size=11, anchor="end", fill=ink)]
        else:
            shapes.append(Text(x + w / 2, y + 17.5, name, size=11.5, weight="bold", fill=ink))
            for k, line in enumerate(_wrap(district, max(6, int((w - 8) / 6)))[:2]):
                shapes.append(Text(x + w / 2, y + 38 + 13 * k, line, size=11, fill=MUTED))
        shapes += _arrow(board, door, True, hq.dark, _("The {colour} HQ's door: its figures leave onto square "
                                                        "{door}").format(colour=colour_words(colour), door=door))
        shapes += _arrow(board, (door - 1) % n, False, hq.dark,
                         _("The {colour} parrain comes home from square {last} with a 1").format(
                             colour=colour_words(colour), last=(door - 1) % n))
    return shapes


def _legend() -> list:
    """The four kinds of square: on the left Rien and Tir, on the right Sécurité and Danger, under the top
    sheets."""
    shapes = []
    rows = {"rien": (True, 166), "tir": (True, 186), "securite": (False, 166), "danger": (False, 186)}
    for kind, (left, y) in rows.items():
        band, street = KIND_STYLE[kind]
        x = 16 if left else WIDTH - 32
        shapes += [Rect(x, y - 7, 16, 15, rx=3, fill=street, stroke=band, stroke_width=1.5),
                   Rect(x, y - 7, 16, 4, rx=1, fill=band)]
        shapes += _kind_icon(kind, x + 8, y + 2, band, small=True)
        words = f"{KIND_NAMES[kind]}{colon()}{_(LEGEND[kind])}"
        shapes.append(Text(x + 22 if left else x - 6, y + 4.5, words, size=11, anchor="start" if left else "end",
                           fill=INK, title=f"{KIND_NAMES[kind]}{colon()}{_(KIND_MEANING[kind])}"))
    return shapes


def board_layer(state) -> list:
    """The shapes that never change in a match: the frame, the ring and its squares, the HQs of the gangs in
    play and their doors, the legend, the wheel's round and the dice's tray."""
    board = state.board
    doors = {door: colour for colour, door in zip(state.colours, state.doors)}
    shapes = [Rect(4, 4, WIDTH - 8, HEIGHT - 8, rx=14, stroke=GOLD, stroke_width=1.5),
              Line(16, HEADER, WIDTH - 16, HEADER, stroke=GOLD, stroke_width=1),
              Text(18, 24, "VENGEANCE À CHICAGO", size=17, anchor="start", weight="bold", fill=INK,
                   title=_("The first parrain home after a whole tour of the city wins"))]
    shapes += _ring(board, doors)
    shapes += _disc(board)
    shapes += _hq_shapes(state)
    shapes += _legend()
    shapes.append(Rect(WIDTH - 96, 7, 84, 38, rx=8, fill="#2a2520", stroke=GOLD, stroke_width=1.5, id="dice",
                       tags=("dice",), title=_("The dice")))
    return shapes


# -- the figures ------------------------------------------------------------------------------------------
def _where(state, figure: int, reading: Reading) -> str:
    at, colour = state.at[figure], state.colours[gang_of(figure)]
    if at >= 0:
        kidnapper = state.held_by[figure]
        if kidnapper >= 0:
            return _("on {square}, {street}, held hostage by {kidnapper}").format(
                square=square_words(state.board, at), street=state.board.names[at],
                kidnapper=owned_figure(kidnapper, reading))
        where = _("on {square}, {street}").format(square=square_words(state.board, at), street=state.board.names[at])
        return _("{where}, wounded").format(where=where) if is_parrain(figure) and gang_of(figure) in state.wounded \
            else where
    if at == HQ:
        return _("in the {colour} HQ").format(colour=colour_words(colour))
    return _("liquidated (may be recruited again)") if at == DEAD else _("gone: the gang is wiped out")


def _title(state, figure: int, reading: Reading) -> str:
    """A figure's hover text: whose it is (« your » for the one who looks) and where it stands."""
    return NARRATOR.finish(f"{owned_figure(figure, reading)}{colon()}{_where(state, figure, reading)}")


def _token(state, figure: int, x: float, y: float, reading: Reading, *, held: bool = False,
           mine: bool = False) -> list:
    """A figure: a henchman is a numbered disc, a parrain a larger disc wearing a black fedora."""
    hq = _hq(state, gang_of(figure))
    title = _title(state, figure, reading)
    ident = figure_id(state.colours[gang_of(figure)], figure)
    shapes: list = []
    if mine:
        shapes.append(Circle(x, y, (PARRAIN_R if is_parrain(figure) else HENCHMAN_R) + 2, stroke="#ffffff",
                             stroke_width=1.6))
    if is_parrain(figure):
        r = PARRAIN_R
        shapes += [Circle(x + 1, y + 1.5, r, fill="#000000", opacity=0.3),
                   Circle(x, y, r, fill=hq.hex, stroke=INK, stroke_width=2, id=ident, tags=("figure", "parrain"),
                          title=title),
                   Polygon(((x - 4.2, y + 1), (x - 3.4, y - 5.5), (x, y - 4.3), (x + 3.4, y - 5.5), (x + 4.2, y + 1)),
                           fill=INK),
                   Polygon(((x - 7.5, y + 1.5), (x - 5, y + 0.2), (x + 5, y + 0.2), (x + 7.5, y + 1.5),
                            (x + 5, y + 3.6), (x - 5, y + 3.6)), fill=INK),
                   Line(x - 4, y - 0.6, x + 4, y - 0.6, stroke=hq.hex, stroke_width=1.1)]
        if gang_of(figure) in state.wounded:
            # a bandage across the disc: option wounded_parrain, one hit taken
            shapes += [Line(x - r * 0.8, y + r * 0.2, x + r * 0.8, y + r * 0.75, stroke="#ffffff", stroke_width=3),
                       Line(x - r * 0.8, y + r * 0.2, x + r * 0.8, y + r * 0.75, stroke=FIRE, stroke_width=1.2)]
    else:
        r = HENCHMAN_R
        shapes += [Circle(x + 1, y + 1.5, r, fill="#000000", opacity=0.3),
                   Circle(x, y, r, fill=hq.hex, stroke=hq.dark, stroke_width=1.6, id=ident, tags=("figure",),
                          title=title),
                   Text(x, y + 4, str(figure % FIGURES), size=11, weight="bold", fill=_ink_on(hq.hex))]
    if held:
        shapes += [Circle(x, y, r + 1.5, stroke="#5c5c5c", stroke_width=2.2),
                   Line(x - r * 0.45, y - r - 1, x - r * 0.45, y + r + 1, stroke="#3b3b3b", stroke_width=1.4),
                   Line(x + r * 0.45, y - r - 1, x + r * 0.45, y + r + 1, stroke="#3b3b3b", stroke_width=1.4)]
    return shapes


def _on_squares(state, viewer: int | None) -> list:
    board, shapes, reading = state.board, [], reading_of(state, viewer)
    crowd: dict[int, list[int]] = {}
    for figure, at in enumerate(state.at):
        if at >= 0:
            crowd.setdefault(at, []).append(figure)
    for square, figures in sorted(crowd.items()):
        free = [f for f in figures if state.held_by[f] < 0]
        held = [f for f in figures if state.held_by[f] >= 0]
        for f, (x, y) in zip(free, figure_spots(board, square, len(free))):
            shapes += _token(state, f, x, y, reading, mine=state.owner[gang_of(f)] == viewer)
        angle = square_angle(board, square)
        middle = sum(HOSTAGE_R) / 2
        for k, f in enumerate(held):
            x, y = _rotated(((middle, (k - (len(held) - 1) / 2) * 9),), angle)[0]
            shapes += _token(state, f, x, y, reading, held=True, mine=state.owner[gang_of(f)] == viewer)
    return shapes


def _roster_spots(state, gang: int) -> list[tuple[float, float]]:
    """The slot of each of a gang's figures in its HQ box: the parrain first."""
    x, y, w, h = hq_box(state.board, state.doors[gang])
    if w >= HQ_LONG:
        return [(x + 16, y + 44)] + [(x + 38 + k * 17.4, y + 44) for k in range(FIGURES - 1)]
    spots = []
    for k in range(FIGURES):
        col, row = k % 3, k // 3
        spots.append((x + w / 2 + (col - 1) * 23, y + h - 70 + row * 23))
    return spots


def _roster(state, gang: int, viewer: int | None) -> list:
    """Each figure's slot in its HQ: the figure itself when it is home, an empty ring while it is in the city,
    a grey cross when it is liquidated."""
    hq, shapes, reading = _hq(state, gang), [], reading_of(state, viewer)
    base = gang * FIGURES
    for k, (x, y) in enumerate(_roster_spots(state, gang)):
        figure = base + k
        at = state.at[figure]
        r = PARRAIN_R if k == 0 else HENCHMAN_R
        title = _title(state, figure, reading)
        if at == HQ:
            shapes += _token(state, figure, x, y, reading, mine=state.owner[gang] == viewer)
        elif at >= 0:
            shapes += [Circle(x, y, r - 1, stroke=hq.dark, stroke_width=1.2, opacity=0.4, title=title)]
        else:
            shapes += [Circle(x, y, r - 2, fill="#b9b0a0", opacity=0.65, title=title),
                       Line(x - 3.5, y - 3.5, x + 3.5, y + 3.5, stroke="#6f675a", stroke_width=1.6),
                       Line(x - 3.5, y + 3.5, x + 3.5, y - 3.5, stroke="#6f675a", stroke_width=1.6)]
    if state.at[base] == GONE:
        x, y, w, h = hq_box(state.board, state.doors[gang])
        shapes += [Rect(x, y, w, h, rx=8, fill=PAPER, opacity=0.6),
                   Line(x + 6, y + 6, x + w - 6, y + h - 6, stroke=FIRE, stroke_width=2, opacity=0.7),
                   Line(x + 6, y + h - 6, x + w - 6, y + 6, stroke=FIRE, stroke_width=2, opacity=0.7),
                   Rect(x + w / 2 - 44, y + h / 2 - 11, 88, 20, rx=3, fill=CARD, stroke=FIRE, stroke_width=2,
                        title=_("The {colour} gang is wiped out").format(colour=colour_words(state.colours[gang]))),
                   Text(x + w / 2, y + h / 2 + 4, _("WIPED OUT"), size=12, weight="bold", fill=FIRE)]
    return shapes


# -- the wheel ------------------------------------------------------------------------------------------------
CAR_REAR, CAR_NOSE, CAR_HALF, AXLE_HALF = 74.0, 128.0, 12.5, 3.5
CROSSHAIR_R = R_IN - 9


def wheel_angles(state) -> tuple[float, float]:
    """The angles the two cars point at: the named squares of the last spin, or at rest (between two squares)
    before any spin."""
    board = state.board
    if state.spun is None:
        rest = square_angle(board, round(board.squares / 8)) - pi / board.squares
        return rest, rest + pi
    first, second = board.named[state.spun]
    return square_angle(board, first), square_angle(board, second)


def _body(a: float, b: float, w: float) -> list[tuple[float, float]]:
    """A sedan's outline seen from above, one side (v > 0) from the rear bumper to the grille: rear fenders, the
    waist, the long front fenders."""
    return [(a, 0.72 * w), (a + 3, w - 1), (a + 17, w), (a + 20, w - 2.2), (b - 24, w - 2.2), (b - 21, w),
            (b - 6, w), (b - 2, 0.72 * w), (b, 0.38 * w)]


def _arm(angle: float) -> tuple[tuple[float, float], ...]:
    """One half of the wheel's outline, from the hub along the axle to a car and round it (v to the clockwise
    side)."""
    a, b, w, t = CAR_REAR, CAR_NOSE, CAR_HALF, AXLE_HALF
    side = _body(a, b, w)
    near = [(u, -v) for u, v in side]
    far = [(u, v) for u, v in reversed(side)]
    return _rotated([(0, -t), (a, -t)] + near + far + [(a, t), (0, t)], angle)


def _segment(p: tuple[float, float], q: tuple[float, float], angle: float, **style) -> Line:
    (x1, y1), (x2, y2) = _rotated((p, q), angle)
    return Line(x1, y1, x2, y2, **style)


def _car(angle: float) -> list:
    """The tyres under a car (drawn before its body)."""
    a, b, w = CAR_REAR, CAR_NOSE, CAR_HALF
    return [Polygon(_rotated(((u - 5.5, v - 2.6), (u + 5.5, v - 2.6), (u + 5.5, v + 2.6), (u - 5.5, v + 2.6)), angle),
                    fill="#0b0b0b") for u in (a + 10, b - 13) for v in (-w + 0.5, w - 0.5)]


def _car_details(angle: float) -> list:
    """A car's roof, windows, bonnet, headlights and the gun out of its window, over its body."""
    a, b, w = CAR_REAR, CAR_NOSE, CAR_HALF
    roof = ((a + 6, -w + 3.6), (b - 27, -w + 3.6), (b - 24, -w + 4.6), (b - 24, w - 4.6), (b - 27, w - 3.6),
            (a + 6, w - 3.6))
    return [Polygon(_rotated(roof, angle), fill="#3b3936", stroke="#77736d", stroke_width=0.8),
            Polygon(_rotated(((b - 24, -w + 4.6), (b - 19.5, -w + 5.4), (b - 19.5, w - 5.4), (b - 24, w - 4.6)),
                             angle), fill="#b3ccd6"),
            Polygon(_rotated(((a + 6, -w + 3.6), (a + 9, -w + 4), (a + 9, w - 4), (a + 6, w - 3.6)), angle),
                    fill="#8aa3ae"),
            _segment((b - 19, 0), (b - 2, 0), angle, stroke="#8d8a85", stroke_width=1),
            Circle(*_rotated(((b - 4, -w + 2.8),), angle)[0], 2.2, fill="#f3e3a0"),
            Circle(*_rotated(((b - 4, w - 2.8),), angle)[0], 2.2, fill="#f3e3a0"),
            _segment((b - 30, w + 1.5), (b + 3, w + 1.5), angle, stroke="#0b0b0b", stroke_width=2.2),
            Circle(*_rotated(((b - 22, w + 2),), angle)[0], 3, fill="#0b0b0b")]


def _wheel(state) -> list:
    board = state.board
    angles = wheel_angles(state)
    at_rest = state.spun is None
    if at_rest:
        title = _("The wheel, at rest: nobody has hired the snipers yet")
    else:
        first, second = board.named[state.spun]
        title = _("The wheel stopped at position {position}: the cars aim at {first} and {second}").format(
            position=state.spun, first=square_words(board, first), second=square_words(board, second))
    shapes = []
    for angle in angles:
        shapes += _car(angle)
    shapes.append(Polygon(_arm(angles[0]) + _arm(angles[1]), fill="#1c1b1a", stroke="#000000", stroke_width=1,
                          id="wheel", tags=("wheel",), title=title))
    for angle in angles:
        shapes += _car_details(angle)
    shapes += [Circle(CENTRE_X, CENTRE_Y, 13, fill=GOLD, stroke=INK, stroke_width=1.5),
               Circle(CENTRE_X, CENTRE_Y, 5, fill=INK)]
    return shapes


def _named(state) -> list:
    """The squares the last spin named, until the next spin: a red outline, a line of fire and a gun sight."""
    board, shapes = state.board, []
    for square in state.named:
        angle = square_angle(board, square)
        title = _("Named by the wheel: {square}, {street}").format(square=square_words(board, square),
                                                                   street=board.names[square])
        shapes += [Polygon(wedge(board, square, R_IN, R_OUT), fill=FIRE, opacity=0.16),
                   Polygon(wedge(board, square, R_IN + 1.5, R_OUT - 1.5, inset=1.5), stroke=FIRE, stroke_width=3,
                           title=title)]
    for square in state.named:
        angle = square_angle(board, square)
        x, y = polar(CROSSHAIR_R, angle)
        shapes += [Circle(x, y, 6.5, fill=CARD, stroke=FIRE, stroke_width=2,
                          title=_("The snipers aim at square {number}").format(number=square)),
                   Line(x - 9, y, x + 9, y, stroke=FIRE, stroke_width=1.4),
                   Line(x, y - 9, x, y + 9, stroke=FIRE, stroke_width=1.4)]
    return shapes


# -- the header: whose decision, the dice -----------------------------------------------------------------
_PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
         4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
         6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def _die(x: float, y: float, face: int | None, used: bool = False) -> list:
    size = 28
    shapes = [Rect(x, y, size, size, rx=6, fill="#f7f1e1" if not used else "#8a8273", stroke=INK, stroke_width=1)]
    if face:
        ink = INK if not used else "#d8d0bd"
        shapes += [Circle(x + size / 2 + dx * 7, y + size / 2 + dy * 7, 2.6, fill=ink) for dx, dy in _PIPS[face]]
    return shapes


HEADER_PLACE = HeaderPlace(39, 43, rounds=(WIDTH - 108, 23), dot=(25, 38.5), muted=MUTED, ink=INK)


def _header(state, viewer: int | None) -> list:
    gang = state.acting_gang()
    seat = None if gang is None else Colours(_hq(state, gang).hex, _hq(state, gang).dark)
    note = (_("The snipers hit square {number}").format(number=state.pending.square)
            if isinstance(state.pending, Victim) else None)
    shapes = frame.header(state, viewer, HEADER_PLACE, FIRE if seat is None else seat.dark, seat,
                          "" if gang is None else _("The {colour} gang's turn").format(
                              colour=colour_words(state.colours[gang])), note)
    x, y = WIDTH - 90, 12
    pending = state.pending
    if state.winners_ is None and (pending is None or (isinstance(pending, Rolling) and not state.dice)):
        shapes += [Text(x + 36, y + 19, _("ROLL"), size=13, weight="bold", fill="#f3e3a0")]
        return shapes
    faces = list(state.dice)
    if isinstance(pending, Rolling) and pending.first is not None and len(faces) == 1:
        faces.append(None)
    unplayed = list(pending.dice) if isinstance(pending, Move) else [f for f in faces if f is not None]
    for k, face in enumerate(faces[:2]):
        used = face is not None and face not in unplayed
        if face in unplayed:
            unplayed.remove(face)
        shapes += _die(x + (k * 36 if len(faces) > 1 else 18), y + 2, face, used)
    return shapes


# -- the sheets --------------------------------------------------------------------------------------------
def _deciding_gangs(state) -> set[int]:
    """The gang whose player decides now (none while the dice or the wheel turn, or once the game is over)."""
    if state.to_move in (None, CHANCE):
        return set()
    return {state.acting_gang()}


def _sheet(state, gang: int, viewer: int | None) -> list:
    hq, board = _hq(state, gang), state.board
    x, y = card_origin(board.hqs.index(hq))
    player, reading = state.owner[gang], reading_of(state, viewer)
    place = CardPlace(x, y, CARD_W, CARD_H, paper=CARD, name=(10, 21.5), name_anchor="end", name_size=12,
                      name_limit=16, outline=1.4, ink=INK, faded=PAPER)
    title = _("The {colour} gang, led by {player}").format(colour=colour_words(state.colours[gang]),
                                                          player=NARRATOR.seat(player, reading))
    return frame.card(state, player, viewer, place, Colours(hq.hex, hq.dark), _sheet_lines(state, gang, x, y),
                      deciding=gang in _deciding_gangs(state), out=state.at[gang * FIGURES] == GONE, title=title,
                      winner=state.winners_ is not None and player in state.winners_)


def _sheet_lines(state, gang: int, x: float, y: float) -> list:
    """The inside of a gang's sheet: its colour, the parrain's tour, its figures, where the parrain is and the
    hostages."""
    hq, board = _hq(state, gang), state.board
    shapes = [Text(x + 32, y + 21.5, colour_words(state.colours[gang]).upper(), size=12.5, anchor="start",
                   weight="bold", fill=hq.dark)]
    tour, n = state.tour(gang), board.squares
    parrain = gang * FIGURES
    at = state.at[parrain]
    bar_x, bar_w = x + 60, CARD_W - 114
    shapes += [Text(x + 14, y + 41, _("Tour"), size=11, anchor="start", fill=MUTED),
               Rect(bar_x, y + 32, bar_w, 10, rx=5, fill="#e3d7bc",
                    title=_("The parrain's tour: {walked} of the {squares} squares walked").format(
                        walked=max(tour, 0), squares=n))]
    done = n + 1 if state.homecoming == gang else max(tour, 0)
    if done:
        shapes.append(Rect(bar_x, y + 32, max(10.0, bar_w * min(done, n) / n), 10, rx=5, fill=hq.hex,
                           stroke=hq.dark, stroke_width=0.8))
    tour_text = _("home!") if done > n else f"{max(tour, 0)} / {n}"
    shapes.append(Text(x + CARD_W - 10, y + 42, tour_text, size=11, anchor="end", weight="bold", fill=INK))
    counts = state.gang_counts(gang)
    shapes.append(Text(x + 14, y + 59, _("City {city} · HQ {hq} · Dead {dead}").format(**counts), size=11,
                       anchor="start", fill=INK))
    if at == GONE:
        words = _("Parrain: gone, gang wiped out")
    elif at == HQ:
        words = _("Parrain: home!") if done > n else _("Parrain: in the HQ")
    elif state.held_by[parrain] >= 0:
        words = _("Parrain held hostage on {number}").format(number=at)
    elif gang in state.wounded:
        words = _("Parrain wounded on {number} ({kind})").format(number=at, kind=KIND_SHORT[board.kinds[at]])
    else:
        words = _("Parrain on {number} ({kind})").format(number=at, kind=KIND_SHORT[board.kinds[at]])
    shapes.append(Text(x + 14, y + 74, _short(words, 28), size=11, anchor="start", fill=INK))
    holds = sum(1 for k in state.held_by if k >= 0 and gang_of(k) == gang)
    held = sum(1 for h, k in enumerate(state.held_by) if k >= 0 and gang_of(h) == gang)
    if held:
        words = (n_("Holds {holds} hostage; {held} man held", "Holds {holds} hostages; {held} man held", holds)
                 if held == 1 else
                 n_("Holds {holds} hostage; {held} men held", "Holds {holds} hostages; {held} men held", holds))
        if not holds:
            words = n_("Holds no hostage; {held} man held", "Holds no hostage; {held} men held", held)
    else:
        words = n_("Holds {holds} hostage", "Holds {holds} hostages", holds) if holds else _("Holds no hostage")
    words = words.format(holds=holds, held=held)
    shapes.append(Text(x + 14, y + 89, words, size=11, anchor="start", fill=MUTED))
    return shapes


def pieces_layer(state, viewer: int | None = None) -> list:
    """The shapes that change: the named squares, the figures on the ring and in their HQs, the wheel, the
    header and each gang's sheet."""
    shapes = _named(state) + _on_squares(state, viewer)
    for gang in range(len(state.colours)):
        shapes += _roster(state, gang, viewer)
    shapes += _wheel(state)
    shapes += _header(state, viewer)
    for gang in range(len(state.colours)):
        shapes += _sheet(state, gang, viewer)
    return shapes


def draw(state: ChicagoState, viewer: int | None = None) -> Scene:
    """The scene of a Vengeance à Chicago position. Nothing is hidden in this game; with a ``viewer`` its
    figures are ringed in white, its sheet, the status line and the hover texts say « you »."""
    return Scene(width=WIDTH, height=HEIGHT, board=board_layer(state), pieces=pieces_layer(state, viewer),
                 background=PAPER, title=_("Vengeance à Chicago — round {round}").format(round=state.turn))
