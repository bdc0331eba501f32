"""The drawing of La Street: a winding street of numbered squares, the special places beside it,
owned properties in their owner's colour, and every pawn.

The board's printed words (« LA STREET », the squares' captions, the places' names) are the game's own and stay
as printed; the hints, the status line and the sheets are in the language in force, and name the ``viewer``
« you » (the status line, the owner's marks, the pawns' titles).
"""

from __future__ import annotations

import re

from ..kernel.lang import N_
from ..kernel.tell import Reading
from ..render import Circle, Polyline, Rect, Scene, Text, frame
from ..render.frame import CardPlace, Colours, HeaderPlace
from .board import PLACE_BASE, Board
from .tell import NARRATOR, _, euros, n_

SIZE = 66            # a square's side
STEP_X = 76          # from one square to the next in a row
STEP_Y = 100         # from one row to the next (the gap shows the street turning)
LEFT, TOP = 28, 92   # the street's top-left corner
PANEL_X = LEFT + 8 * STEP_X + 22
PANEL_W = 250
WIDTH = PANEL_X + PANEL_W + 24

PLAYER_COLOURS = ("#e63946", "#1e88e5", "#43a047", "#f9c80e", "#8e24aa", "#f87c00")
INK, PAPER, ROAD = "#1f2430", "#fbf7ef", "#3b3f48"

# kind -> (fill, text colour, big word, small word)
STYLE = {
    "start": ("#2b2d42", "#ffffff", "P", "DÉPART"),
    "finish": ("#f4b400", INK, "★", "ARRIVÉE"),
    "karma": ("#6a4c93", "#ffffff", "☯", "KARMA"),
    "gain": ("#2a9d8f", "#ffffff", "+€", ""),
    "tax": ("#e76f51", "#ffffff", "−€", ""),
    "house": ("#f6bd60", INK, "⌂", "MAISON"),
    "terrain": ("#90be6d", INK, "▦", "TERRAIN"),
    "bag": ("#1b4332", "#ffd166", "€", "BRAQUAGE"),
    "music": ("#ff5d8f", "#ffffff", "♪", "MUSIQUE"),
    "disc": ("#d4af37", INK, "◉", "DISQUE"),
    "rip": ("#14151a", "#e5e5e5", "✝", "RIP"),
    "evasion": ("#4cc9f0", INK, "⇪", "ÉVASION"),
    "momo": ("#ffb703", INK, "☕", "MOMO"),
    "carotte": ("#f77f00", "#ffffff", "✂", "CAROTTE"),
    "police": ("#1d4ed8", "#ffffff", "!", "POLICE"),
    "hospital": ("#ef476f", "#ffffff", "+", "ACCIDENT"),
    "prison": ("#6c757d", "#ffffff", "#", "DESCENTE"),
    "plain": ("#e9e4d8", "#5c5c5c", "·", ""),
}
DISC_FILL = {2: "#d4af37", 4: "#c9d1d9", 6: "#a5f3fc"}
PLACE_STYLE = {
    "commissariat": ("#1d4ed8", "Commissariat", N_("2, 4 or 6 to leave")),
    "hopital": ("#ef476f", "Hôpital", N_("2, 4 or 6 to leave")),
    "prison": ("#6c757d", "Prison", N_("2, 4 or 6; restart from Parking")),
    "maison_de_disques": ("#ff5d8f", "Maison de disques", N_("leave next turn")),
    "marbella": ("#00b4d8", "Marbella", N_("leave next turn")),
    "cimetiere": ("#14151a", "Cimetière", N_("miss 1 turn")),
}
"""Each special place: its colour, its name as printed, and its hint (marked with ``N_``, drawn translated)."""
PLACE_H = 92
PLACE_GAP = 8


def square_origin(board: Board, square: int) -> tuple[float, float]:
    """The top-left corner of a square on the drawing."""
    s = board.squares[square]
    return LEFT + s.col * STEP_X, TOP + s.row * STEP_Y


def square_centre(board: Board, square: int) -> tuple[float, float]:
    """The centre of a square on the drawing."""
    x, y = square_origin(board, square)
    return x + SIZE / 2, y + SIZE / 2


def place_origin(board: Board, key: str) -> tuple[float, float]:
    """The top-left corner of a special place's box."""
    index = list(PLACE_STYLE).index(key)
    return PANEL_X, TOP + index * (PLACE_H + PLACE_GAP)


def height(board: Board) -> float:
    """The drawing's height."""
    rows = max(s.row for s in board.squares) + 1
    return TOP + rows * STEP_Y + 96


def _road(board: Board) -> list:
    points = tuple(square_centre(board, s.id) for s in board.squares)
    return [Polyline(points, stroke=ROAD, stroke_width=SIZE * 0.78, tags=("road",)),
            Polyline(points, stroke="#f1c40f", stroke_width=2.2, dash=9, tags=("road",))]


def _square(board: Board, square) -> list:
    fill, ink, big, small = STYLE[square.kind]
    if square.kind == "disc":
        fill = DISC_FILL[square.disc]
    x, y = square_origin(board, square.id)
    cx = x + SIZE / 2
    title = f"{square.id}. {square.name}" + (f" — {euros(square.amount)}" if square.amount else "")
    shapes = [Rect(x, y, SIZE, SIZE, rx=9, fill=fill, stroke="#ffffff", stroke_width=2.5,
                   id=f"sq-{square.id}", tags=("square", square.kind), title=title),
              Text(x + 6, y + 13, str(square.id), size=10, anchor="start", weight="bold", fill=ink, opacity=0.8)]
    shapes.append(Text(cx, y + 39, big, size=22, weight="bold", fill=ink))
    if square.amount:
        # squares with a sum: their name small, the sum in thousands below it
        shapes.append(Text(cx, y + 52, _short(square.name), size=7.5, fill=ink))
        shapes.append(Text(cx, y + 62, f"{square.amount // 1000}k", size=9, weight="bold", fill=ink))
    else:
        named = square.kind in ("plain", "house")
        shapes.append(Text(cx, y + 57, _short(square.name) if named else small, size=8, weight="bold", fill=ink))
    return shapes


def _short(text: str, limit: int = 13) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _exit_marks(board: Board) -> list:
    shapes = []
    for place in board.places.values():
        if place.key in ("prison", "cimetiere"):
            continue
        colour = PLACE_STYLE[place.key][0]
        x, y = square_origin(board, place.exit)
        shapes.append(Rect(x + SIZE - 19, y + 3, 16, 12, rx=3, fill=colour, stroke="#ffffff", stroke_width=1,
                           title=_("{place} exit: the next square counts as 1").format(
                               place=PLACE_STYLE[place.key][1])))
        shapes.append(Text(x + SIZE - 11, y + 12.5, place.name[0], size=8.5, weight="bold", fill="#ffffff"))
    return shapes


def _place(board: Board, key: str) -> list:
    colour, name, hint = PLACE_STYLE[key]
    hint = _(hint)
    x, y = place_origin(board, key)
    place = board.places[key]
    if key == "prison":
        exit_text = _("exit: Parking (or one's Maison / Terrain)")
    elif key == "cimetiere":
        exit_text = _("then restart from Parking")
    else:
        exit_text = _("exit: after square {square}").format(square=place.exit)
    return [Rect(x, y, PANEL_W, PLACE_H, rx=10, fill="#ffffff", stroke=colour, stroke_width=2.5,
                 id=f"place-{key}", tags=("place", key), title=_("{place}: {hint}").format(place=name, hint=hint)),
            Rect(x, y, 10, PLACE_H, rx=4, fill=colour),
            Text(x + 20, y + 20, name, size=14, anchor="start", weight="bold", fill=colour),
            Text(x + 20, y + 36, hint, size=9.5, anchor="start", fill="#555555"),
            Text(x + 20, y + 51, exit_text, size=9, anchor="start", fill="#777777")]


def board_layer(board: Board) -> list:
    """The shapes that never change: the street, its squares, the places, the frame."""
    h = height(board)
    shapes = [Rect(8, 8, WIDTH - 16, h - 16, rx=18, fill=PAPER, stroke="#d9d0bd", stroke_width=2),
              Text(LEFT, 44, "LA STREET", size=28, anchor="start", weight="bold", fill=INK),
              Text(LEFT + 178, 44, "Que le plus street gagne.", size=13, anchor="start", fill="#8a7f6a"),
              Text(PANEL_X, TOP - 14, _("SPECIAL PLACES"), size=12, anchor="start", weight="bold", fill="#8a7f6a")]
    shapes += _road(board)
    for square in board.squares:
        shapes += _square(board, square)
    shapes += _exit_marks(board)
    for key in PLACE_STYLE:
        shapes += _place(board, key)
    die_x = WIDTH - 84
    shapes += [Rect(die_x, 18, 56, 56, rx=12, fill="#ffffff", stroke=INK, stroke_width=2.5, id="die",
                    tags=("die",), title=_("Roll the die"))]
    return shapes


_PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
         4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
         6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


FADED = "#d8cfbd"
"""The colour of the last face rolled, shown under the next player's call to roll."""


def die_face(x: float, y: float, value: int, colour: str = INK) -> list:
    """The pips of a die showing ``value`` in the 56-pixel box at (x, y)."""
    cx, cy = x + 28, y + 28
    return [Circle(cx + dx * 14, cy + dy * 14, 5, fill=colour) for dx, dy in _PIPS[value]]


def _pawn(p: int, name: str, title: str, cx: float, cy: float, current: bool, deciding: bool,
          r: float = 11) -> list:
    colour = PLAYER_COLOURS[p % len(PLAYER_COLOURS)]
    shapes, mark = [], pawn_mark(name)
    if deciding:
        shapes.append(Circle(cx, cy, r + 4, fill="#ffffff", stroke=colour, stroke_width=3, opacity=0.9))
    shapes += [Circle(cx + 1.5, cy + 2, r, fill="#000000", opacity=0.25),
               Circle(cx, cy, r, fill=colour, stroke="#ffffff", stroke_width=2.5 if current else 1.5,
                      id=f"pawn-{p}", tags=("pawn",), title=title),
               Text(cx, cy + r * 0.36, mark, size=r if len(mark) < 3 else r * 0.8, weight="bold", fill="#ffffff")]
    return shapes


def pawn_mark(name: str) -> str:
    """What a pawn shows of its player's name: the first letter, and a number the name ends with, so that
    "Bot 1" and "Bot 2" differ ("B1", "B2"). The same for every viewer: a pawn is known by its player's name."""
    number = re.search(r"(\d+)\s*$", name)
    return name[:1].upper() + (number.group(1) if number else "")


# where the pawns stand on a square, by how many share it (offsets from its centre)
_SLOTS = {1: [(14, 4)], 2: [(-14, 4), (14, 4)],
          3: [(-19, -3), (0, -3), (19, -3)], 4: [(-19, -3), (0, -3), (19, -3), (-10, 15)],
          5: [(-19, -3), (0, -3), (19, -3), (-10, 15), (10, 15)],
          6: [(-19, -3), (0, -3), (19, -3), (-19, 15), (0, 15), (19, 15)]}


def _seat(reading: Reading, p: int) -> str:
    """Player ``p`` as ``reading``'s viewer reads him: his name, or « you »."""
    return NARRATOR.seat(p, reading)


def pieces_layer(state, viewer: int | None = None) -> list:
    """The shapes that change: owners' marks, pawns, the die, whose turn, every player's sheet, for ``viewer``
    (« you » for himself)."""
    board, shapes = state.board, []
    reading = Reading(state.names, viewer, board)
    for h, sq in board.house_squares.items():
        owner = state.house_owner[h]
        if owner >= 0:
            shapes += _owner_band(board, sq, owner, _seat(reading, owner))
    if state.terrain_owner >= 0:
        for sq in board.terrain_squares:
            shapes += _owner_band(board, sq, state.terrain_owner, _seat(reading, state.terrain_owner))
    deciding = state.to_move if state.to_move is not None and state.to_move >= 0 else None
    groups: dict[int, list[int]] = {}
    for p, where in enumerate(state.pos):
        groups.setdefault(where, []).append(p)
    for where, players in groups.items():
        for slot, p in enumerate(players):
            if where >= PLACE_BASE:
                key = board.place_by_code[where].key
                x, y = place_origin(board, key)
                cx, cy = x + 32 + slot * 32, y + PLACE_H - 19
                r = 11
            else:
                cx, cy = square_centre(board, where)
                dx, dy = _SLOTS[min(len(players), 6)][slot % 6]
                cx, cy, r = cx + dx, cy + dy, 11 if len(players) <= 2 else 8.5
            shapes += _pawn(p, state.names[p], NARRATOR.finish(_seat(reading, p)), cx, cy,
                            p == state.current and state.result is None, p == deciding, r)
    shapes += _status(state, viewer)
    shapes += _sheets(state, viewer)
    return shapes


def _owner_band(board: Board, square: int, owner: int, who: str) -> list:
    x, y = square_origin(board, square)
    colour = PLAYER_COLOURS[owner % len(PLAYER_COLOURS)]
    return [Rect(x + 1, y + SIZE - 9, SIZE - 2, 8, rx=3, fill=colour,
                 title=_("owned by {player}").format(player=who)),
            Rect(x, y, SIZE, SIZE, rx=9, stroke=colour, stroke_width=3.5)]


HEADER_PLACE = HeaderPlace(WIDTH - 100, 58, rounds=(WIDTH - 100, 38), anchor="end", size=15, limit=80,
                           rounds_size=12, muted="#8a7f6a", ink=INK)


def _status(state, viewer: int | None) -> list:
    """Whose decision it is, in words that suit any name and « you » (no verb follows a name), and the die."""
    die_x = WIDTH - 84
    colour = "#b5179e" if state.result is not None else PLAYER_COLOURS[state.current % len(PLAYER_COLOURS)]
    shapes = frame.header(state, viewer, HEADER_PLACE, colour, None)
    if state.result is not None:
        return shapes
    if state.phase == "turn":
        # the turn before ended by itself: its face stays, faded, under the call to roll
        if state.last_roll:
            shapes += die_face(die_x, 18, state.last_roll, colour=FADED)
        shapes.append(Text(die_x + 28, 52, _("ROLL"), size=11, weight="bold", fill=INK))
        return shapes
    roll = shown_roll(state)
    if roll is not None:
        shapes += die_face(die_x, 18, roll)
    return shapes


def shown_roll(state) -> int | None:
    """The face the die shows: the last roll (``state.last_roll``: of the turn, a heist, the Maison de disques
    or a brawl); None, a blank die, when a new roll is awaited, so that no face shows that was not rolled."""
    waiting = state.phase == "die" or (state.phase == "bagarre" and not state.pending.rolls)
    return None if waiting else state.last_roll or None


def _sheets(state, viewer: int | None) -> list:
    board, shapes = state.board, []
    y0 = height(board) - 88
    width = (WIDTH - 2 * LEFT) / max(3, len(state.names))
    for p in range(len(state.names)):
        x = LEFT + p * width
        colour = PLAYER_COLOURS[p % len(PLAYER_COLOURS)]
        place = CardPlace(x, y0, width - 8, 66, paper="#ffffff", shadow=False, stripe=False, dot=(16, 17),
                          dot_stroke=None, name=(28, 21), name_limit=int(width / 9), outline=1.5, deciding_width=3,
                          ink=INK)
        shapes += frame.card(state, p, viewer, place, Colours(colour, colour), _sheet_lines(state, p, x, y0, width),
                             deciding=p == state.current and state.result is None, id=f"player-{p}",
                             tags=("sheet",), winner=state.result is not None and p in state.result)
    return shapes


def _sheet_lines(state, p: int, x: float, y0: float, width: float) -> list:
    """The inside of a player's sheet: his money, where he is, his properties and cards, a turn to miss."""
    shapes = []
    where = state.position(p)
    where_text = _("square {square}").format(square=where) if isinstance(where, int) else str(where)
    shapes.append(Text(x + 10, y0 + 39, euros(state.money_[p]), size=12.5, anchor="start", weight="bold",
                       fill="#2a9d8f"))
    shapes.append(Text(x + width - 18, y0 + 39, _short(where_text, int(width / 13)), size=10, anchor="end",
                       fill="#555555"))
    props, cards = len(state.properties(p)), len(state.hands[p])
    details = (n_("{count} property", "{count} properties", props).format(count=props) + " · "
               + n_("{count} card", "{count} cards", cards).format(count=cards))
    if state.skip[p]:
        details += " · " + _("misses 1 turn")
    shapes.append(Text(x + 10, y0 + 56, _short(details, int(width / 5.4)), size=10, anchor="start",
                       fill="#555555"))
    return shapes


def draw(state, viewer: int | None = None) -> Scene:
    """The scene of a La Street position for ``viewer`` (who reads « you » for himself; what is shown is the same
    for every viewer: kept cards are counted, never named)."""
    board = state.board
    return Scene(width=WIDTH, height=height(board), board=board_layer(board), pieces=pieces_layer(state, viewer),
                 background="#efe9dc", title=_("La Street — round {round}").format(round=state.turn))
