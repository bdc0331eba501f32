"""The Paris of Les Ribauds, read from its TOML file: quarter boards laid out into a map of squares."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..kernel import board_loader
from ..kernel.action import Action
from ..kernel.lang import translator

_ = translator("ribauds")

PAVES = {"G": "grey", "V": "violet", "M": "brown"}
"""The letters of a « pavé » square in board.toml and the colour of the purses it holds."""
KINDS = {".": "street", "#": "habitation", **{letter: "pave" for letter in PAVES}}
"""The letters of a quarter board and the kinds of square they stand for."""
ORTHOGONAL = ((-1, 0), (0, 1), (1, 0), (0, -1))
DIAGONAL = ((-1, -1), (-1, 1), (1, 1), (1, -1))
STEPS = {"orthogonal": ORTHOGONAL, "diagonal": DIAGONAL, "any": ORTHOGONAL + DIAGONAL}
"""How each kind of mover steps: the Sergent orthogonally, the Prévôt diagonally, a truand and the Roi both."""


@dataclass(frozen=True)
class Square:
    """One square of the map: its number (row by row), row and column, kind (street, pave, habitation,
    tile, bridge, seine), the colour of its purses (a pavé) and the quarter it belongs to ("" for a tile,
    the Seine or a bridge)."""

    id: int
    row: int
    col: int
    kind: str
    colour: str = ""
    quarter: str = ""

    @property
    def walkable(self) -> bool:
        """Whether anyone may stand here (everything but the Seine)."""
        return self.kind != "seine"


@dataclass(frozen=True, eq=False)
class Layout:
    """One way of laying the quarter boards out (« Fig. n°1 »): its map, and where the figures start. Compared
    and hashed by identity: a board's layouts are built once (``board_loader``) and routes are kept per layout."""

    key: str
    name: str
    rows: int
    cols: int
    squares: tuple[Square, ...]
    figures: dict[str, int]
    links: dict[str, tuple[tuple[int, ...], ...]] = field(init=False, repr=False)
    """The walkable neighbours of each square, by kind of step (``neighbours``)."""
    periphery: tuple[int, ...] = field(init=False, repr=False)
    """The squares where a truand is placed: « l'une des cases périphériques », the streets (pavés, tiles and
    bridges included, habitations not) on the edge of the map."""
    coloured: dict[str, tuple[int, ...]] = field(init=False, repr=False)
    """The squares of each purse colour (its pavés)."""

    def __post_init__(self) -> None:
        links = {how: tuple(self._neighbours(square, how) for square in range(len(self.squares))) for how in STEPS}
        object.__setattr__(self, "links", links)
        object.__setattr__(self, "coloured", {colour: tuple(s.id for s in self.squares if s.colour == colour)
                                              for colour in {s.colour for s in self.squares if s.colour}})
        object.__setattr__(self, "periphery", tuple(
            s.id for s in self.squares if s.walkable and s.kind != "habitation"
            and (s.row in (0, self.rows - 1) or s.col in (0, self.cols - 1))))

    def at(self, row: int, col: int) -> Square | None:
        """The square at (row, col), or None off the map."""
        if 0 <= row < self.rows and 0 <= col < self.cols:
            return self.squares[row * self.cols + col]
        return None

    def neighbours(self, square: int, how: str = "any") -> tuple[int, ...]:
        """The walkable squares one step from ``square``: ``how`` is orthogonal, diagonal or any (worked out
        once, when the layout is built)."""
        return self.links[how][square]

    def _neighbours(self, square: int, how: str) -> tuple[int, ...]:
        here = self.squares[square]
        found = []
        for dr, dc in STEPS[how]:
            there = self.at(here.row + dr, here.col + dc)
            if there is not None and there.walkable:
                found.append(there.id)
        return tuple(found)

    def purses(self) -> dict[str, int]:
        """How many purses of each colour the map starts with (2 on each pavé)."""
        counts = dict.fromkeys(PAVES.values(), 0)
        for square in self.squares:
            if square.kind == "pave":
                counts[square.colour] += PER_PAVE
        return counts


PER_PAVE = 2
"""« Placer sur chaque case "pavé" 2 jetons "bourses" de la couleur donnée »."""


@dataclass(frozen=True)
class Card:
    """An action card: its key (the notation), name, how many the deck holds, and what it says."""

    key: str
    name: str
    count: int
    text: str


CARD_KEYS = ("cavale", "planque", "pied-de-biche", "coupe-bourse", "sergent", "roi", "prevot", "aumone", "echange",
             "cour-des-miracles")
"""The card effects the rules know (cards.py)."""


@dataclass(frozen=True)
class Board:
    """The quarters, the layouts, and what each purse colour does: ``moves[colour]`` (squares its thief
    moves), ``figure[colour]`` (the figure it sets moving) and ``value[colour]`` (its worth as loot);
    ``figure_steps[figure]`` (how a figure steps)."""

    quarters: dict[str, tuple[str, tuple[str, ...]]]
    layouts: dict[str, Layout]
    moves: dict[str, int]
    figure: dict[str, str]
    value: dict[str, int]
    figure_names: dict[str, str]
    figure_steps: dict[str, str]
    cards: tuple[Card, ...] = ()
    card_names: dict[str, str] = field(init=False, repr=False)
    """Each card's name by its key."""
    card_keys: tuple[str, ...] = field(init=False, repr=False)
    """The keys of the cards, in deck order (``state.deck`` counts them in this order)."""
    draws: tuple[Action, ...] = field(init=False, repr=False)
    """The draw of each card, in deck order (the chance outcomes of a draw)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "card_names", {card.key: card.name for card in self.cards})
        object.__setattr__(self, "card_keys", tuple(card.key for card in self.cards))
        object.__setattr__(self, "draws", tuple(Action("draw", key) for key in self.card_keys))


def turned(rows: tuple[str, ...], turns: int) -> tuple[str, ...]:
    """A square quarter board turned ``turns`` quarter turns clockwise."""
    for _turn in range(turns % 4):
        rows = tuple("".join(rows[len(rows) - 1 - r][c] for r in range(len(rows))) for c in range(len(rows[0])))
    return rows


def build_layout(data: dict[str, Any], quarters: dict[str, tuple[str, tuple[str, ...]]]) -> Layout:
    """The map of one layout: quarters placed and turned, the Seine and its bridges, tiles between."""
    key, (height, width) = str(data["key"]), (int(v) for v in data["size"])
    cells: dict[tuple[int, int], tuple[str, str, str]] = {}
    for quarter, top, left, turns in data["quarters"]:
        if quarter not in quarters:
            raise ValueError(_("layout {key}: no quarter {quarter!r}").format(key=key, quarter=quarter))
        for r, line in enumerate(turned(quarters[quarter][1], int(turns))):
            for c, letter in enumerate(line):
                where = (int(top) + r, int(left) + c)
                if where in cells or not (0 <= where[0] < height and 0 <= where[1] < width):
                    raise ValueError(_("layout {key}: quarter {quarter} overlaps another or leaves the map").format(
                        key=key, quarter=quarter))
                cells[where] = (KINDS[letter], PAVES.get(letter, ""), quarter)
    seine, bridges = data.get("seine"), {int(c) for c in data.get("bridges", ())}
    squares = []
    for row in range(height):
        for col in range(width):
            if (row, col) in cells:
                kind, colour, quarter = cells[(row, col)]
            elif seine is not None and row == int(seine):
                kind, colour, quarter = ("bridge" if col in bridges else "seine"), "", ""
            else:
                kind, colour, quarter = "tile", "", ""
            squares.append(Square(len(squares), row, col, kind, colour, quarter))
    if seine is not None and any(cell[0] == int(seine) for cell in cells):
        raise ValueError(_("layout {key}: the Seine runs through a quarter").format(key=key))
    figures = {}
    for figure, (row, col) in data["figures"].items():
        square = squares[int(row) * width + int(col)] if 0 <= row < height and 0 <= col < width else None
        if square is None or not square.walkable or square.kind in ("habitation", "pave"):
            raise ValueError(_("layout {key}: {figure} must start on a plain street, a tile or a bridge").format(
                key=key, figure=figure))
        figures[str(figure)] = square.id
    return Layout(key, str(data["name"]), height, width, tuple(squares), figures)


def build(data: dict[str, Any]) -> Board:
    """The Board of a parsed board.toml; ValueError for a board the rules cannot play."""
    quarters = {}
    for quarter in data["quarters"]:
        rows = tuple(str(line) for line in quarter["rows"])
        if len(rows) != 6 or any(len(line) != 6 or set(line) - set(KINDS) for line in rows):
            raise ValueError(_("quarter {key}: 6 rows of 6 letters among {letters}").format(
                key=quarter["key"], letters=" ".join(KINDS)))
        quarters[str(quarter["key"])] = (str(quarter["name"]), rows)
    purses = data["purses"]
    if set(purses) - {"per_pave"} != set(PAVES.values()) or int(purses["per_pave"]) != PER_PAVE:
        raise ValueError(_("purses: grey, violet and brown, 2 on each pavé"))
    figures = data["figures"]
    if {f["colour"] for f in figures.values()} != set(PAVES.values()) or \
            any(f["moves"] not in STEPS for f in figures.values()):
        raise ValueError(_("figures: one per purse colour, each moving orthogonal, diagonal or any"))
    layouts = {str(layout["key"]): build_layout(layout, quarters) for layout in data["layouts"]}
    cards = tuple(Card(str(c["key"]), str(c["name"]), int(c["count"]), str(c["text"])) for c in data["cards"])
    if any(c.key not in CARD_KEYS or c.count < 0 for c in cards) or len({c.key for c in cards}) != len(cards):
        raise ValueError(_("cards: each key once, among {keys}, with a count of 0 or more").format(
            keys=", ".join(CARD_KEYS)))
    if sum(c.count for c in cards) < 20:
        raise ValueError(_("cards: a deck of at least 20 cards (3 a hand for up to 4 players, and a pile to "
                           "draw)"))
    if set(next(iter(layouts.values())).figures) != set(figures):
        raise ValueError(_("every layout places the three figures"))
    return Board(quarters, layouts, {colour: int(purses[colour]["moves"]) for colour in PAVES.values()},
                 {colour: str(purses[colour]["figure"]) for colour in PAVES.values()},
                 {colour: int(purses[colour]["value"]) for colour in PAVES.values()},
                 {key: str(f["name"]) for key, f in figures.items()},
                 {key: str(f["moves"]) for key, f in figures.items()}, cards)


load_board = board_loader("gangs.ribauds", build)
