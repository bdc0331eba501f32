"""The city of Super Gang, read from its TOML map into the tables the rules look up."""

from __future__ import annotations

from dataclasses import dataclass

from ..kernel import board_loader
from ..kernel.lang import N_, formatter, translator

_ = translator("supergang")
f_ = formatter("supergang")
PLACE_WORDS = (N_("the centre"), N_("the clinic"), N_("the cemetery"), N_("centre"), N_("clinic"), N_("cemetery"))
"""The board's places that are not squares nor shops, marked for the catalogue."""

STEPS = {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}
"""A heading and the step it makes on the map (y grows downwards)."""

OPPOSITE = {"n": "s", "s": "n", "e": "w", "w": "e"}
SEWER = "*"
"""The 'heading' of a step through the sewers: a gangster resurfaces free to go any way."""

STREET_CELLS = frozenset(".o=")
SHOP_CELLS = frozenset("abcde")
PLACE_CELLS = {"P": "centre", "K": "clinic", "X": "cemetery"}
ROLES = ("killer", "vamp", "trafficker")


@dataclass(frozen=True)
class Shop:
    """A shop: its number, name, short name (printed on its card, said at the table), district, sigils (0, 1 or
    2), what it sells (trafic pawns) and whom it recruits (``killer``, ``vamp``, ``trafficker`` or ``""``)."""

    number: int
    name: str
    short: str
    district: str
    sigils: int
    trafic: bool
    recruits: str
    cell: tuple[int, int]

    @property
    def managers(self) -> int:
        """« Il y en a un dans chaque boutique ordinaire. Il y en a deux dans chaque boutique à sigle(s). »"""
        return 2 if self.sigils else 1


@dataclass(frozen=True)
class Portion:
    """A portion of sidewalk between two notches: the shops it borders and the squares it touches
    (node numbers), and its two ends on the map, in cell units, for drawing."""

    index: int
    shops: tuple[int, ...]
    squares: tuple[int, ...]
    line: tuple[tuple[float, float], ...]


@dataclass(frozen=True)
class Edge:
    """One step from a node: where it leads, its heading, and the passage it uses (an id shared by
    both directions of a shop's door or of two shops' party wall; -1 for a plain street step)."""

    to: int
    heading: str
    passage: int


class Board:
    """Every table the rules need: nodes (street squares, then shops, then the centre, the
    clinic and the cemetery), the steps between them, doors, sewers, sidewalk portions,
    districts, prices, limits and penalties."""

    def __init__(self, data: dict) -> None:
        self.title: str = data["title"]
        rows = [str(r) for r in data["map"]]
        if len({len(r) for r in rows}) != 1:
            raise ValueError("every row of the map must have the same length")
        self.width, self.height = len(rows[0]), len(rows)
        self.prices: dict[str, int] = {k: int(v) for k, v in data["prices"].items()}
        self.bank: dict[int, int] = {int(k): int(v) for k, v in data["bank"].items()}
        self.limits: dict[str, int] = {k: int(v) for k, v in data["limits"].items()}
        self.penalties: dict[str, int] = {k: int(v) for k, v in data["penalties"].items()}
        self.districts: dict[str, dict] = {k: dict(v) for k, v in data["districts"].items()}

        cells = {(x, y): ch for y, row in enumerate(rows) for x, ch in enumerate(row)}
        street = [(x, y) for y in range(self.height) for x in range(self.width) if cells[x, y] in STREET_CELLS]
        shop_cells = [(x, y) for y in range(self.height) for x in range(self.width) if cells[x, y] in SHOP_CELLS]
        if len(shop_cells) != len(data["shops"]):
            raise ValueError(f"the map has {len(shop_cells)} shops but [[shops]] lists {len(data['shops'])}")
        for ch in set(cells.values()) - STREET_CELLS - SHOP_CELLS - set(PLACE_CELLS) - {"~"}:
            raise ValueError(f"unknown map cell {ch!r}")

        # node numbers: squares 0..S-1, shops S..S+35, then the three places
        self.squares = len(street)
        self.shop_base = len(street)
        self.centre = len(street) + len(shop_cells)
        self.clinic, self.cemetery = self.centre + 1, self.centre + 2
        self.nodes = self.centre + 3
        node_of: dict[tuple[int, int], int] = {cell: i for i, cell in enumerate(street)}
        node_of.update({cell: self.shop_base + i for i, cell in enumerate(shop_cells)})
        place_nodes = {"centre": self.centre, "clinic": self.clinic, "cemetery": self.cemetery}
        for cell, ch in cells.items():
            if ch in PLACE_CELLS:
                node_of[cell] = place_nodes[PLACE_CELLS[ch]]
        self.cells: dict[int, tuple[tuple[int, int], ...]] = {}
        for cell, node in node_of.items():
            self.cells[node] = self.cells.get(node, ()) + (cell,)

        shops = []
        for i, (cell, spec) in enumerate(zip(shop_cells, data["shops"])):
            recruits = spec.get("recruits", "")
            if recruits not in ("", *ROLES):
                raise ValueError(f"shop {i + 1} recruits {recruits!r}: say killer, vamp or trafficker")
            district = cells[cell]
            if district not in self.districts:
                raise ValueError(f"shop {i + 1} is in district {district!r}, which [districts] does not name")
            short = str(spec.get("short") or spec["name"].split(" ")[0])
            shops.append(Shop(i + 1, spec["name"], short, district, int(spec.get("sigils", 0)),
                              bool(spec.get("trafic", False)), recruits, cell))
        self.shops: tuple[Shop, ...] = tuple(shops)
        shorts = [s.short for s in shops]
        for twice in sorted({s for s in shorts if shorts.count(s) > 1}):
            raise ValueError(f"two shops are called {twice!r} for short: give each its own short name")
        self.sewers: tuple[int, ...] = tuple(node_of[c] for c in street if cells[c] == "o")
        self.sewer_set: frozenset[int] = frozenset(self.sewers)
        self.bridges: tuple[int, ...] = tuple(node_of[c] for c in street if cells[c] == "=")
        self.river: tuple[tuple[int, int], ...] = tuple(c for c in cells if cells[c] == "~")

        # steps between nodes
        passages: dict[frozenset, int] = {}
        edges: dict[int, list[Edge]] = {n: [] for n in range(self.nodes)}
        for (x, y), here in node_of.items():
            if here == self.cemetery:
                continue
            for heading, (dx, dy) in STEPS.items():
                there = node_of.get((x + dx, y + dy))
                if there is None or there == here or there == self.cemetery:
                    continue
                if here >= self.shop_base and there >= self.shop_base and not (
                        self.is_shop(here) and self.is_shop(there)):
                    continue          # places touch shops or each other only through the street
                passage = -1
                if here >= self.shop_base or there >= self.shop_base:
                    passage = passages.setdefault(frozenset(((x, y), (x + dx, y + dy))), len(passages))
                edge = Edge(there, heading, passage)
                if edge not in edges[here]:
                    edges[here].append(edge)
        for a in self.sewers:
            edges[a].extend(Edge(b, SEWER, -1) for b in self.sewers if b != a)
        self.edges: tuple[tuple[Edge, ...], ...] = tuple(tuple(edges[n]) for n in range(self.nodes))
        self.doors: tuple[tuple[int, ...], ...] = tuple(
            tuple(sorted({e.to for e in self.edges[n] if e.to < self.squares})) for n in range(self.nodes))
        for n in range(self.squares):
            onward = [e for e in self.edges[n] if e.to < self.squares and e.heading != SEWER]
            if len(onward) < 2:
                raise ValueError(f"square {self.name(n)} is a dead end: every street must continue")

        # what a cop sees: « une case voisine de la leur », and a shop from a square with access to it
        seen: list[set[int]] = [set() for _ in range(self.nodes)]
        for n in range(self.squares):
            seen[n].add(n)
            for e in self.edges[n]:
                if e.heading != SEWER:
                    seen[e.to].add(n)
        self.seen_from: tuple[frozenset[int], ...] = tuple(frozenset(s) for s in seen)
        sight: list[set[int]] = [{n} for n in range(self.nodes)]
        for n, places in enumerate(seen):
            for where in places:
                sight[where].add(n)
        self.sight: tuple[frozenset[int], ...] = tuple(frozenset(s) for s in sight)
        """The nodes cops standing at a node see (that node, and every node it is in ``seen_from`` of)."""

        self.portions: tuple[Portion, ...] = self._portions(cells, node_of)
        self.portions_at: tuple[tuple[int, ...], ...] = tuple(
            tuple(p.index for p in self.portions if n in p.squares) for n in range(self.nodes))
        self.portions_of: tuple[tuple[int, ...], ...] = tuple(
            tuple(p.index for p in self.portions if n in p.shops) for n in range(self.nodes))
        self.onward: dict[tuple[int, str], tuple[tuple[int, str, int], ...]] = {
            (n, head): tuple((e.to, e.heading, e.passage) for e in self.edges[n] if e.to != self.centre and not (
                n < self.squares and head and e.heading == OPPOSITE[head]))
            for n in range(self.nodes) for head in ("", *STEPS)}
        """The steps a walker may take from a node facing a heading (``""``: free): (to, heading, passage), none
        back the way he faces in the street (« pas le droit de faire demi-tour »), none into the centre."""
        self.onward_sets: dict[tuple[int, str], frozenset[tuple[int, str, int]]] = {
            key: frozenset(steps) for key, steps in self.onward.items()}
        """``onward`` as sets: what a heading allows next, to compare two headings."""
        self.node_names: tuple[str, ...] = tuple(self.name(n) for n in range(self.nodes))
        """Each node's id (``name``), by node number."""
        self.named: dict[str, int] = {self.name(n): n for n in range(self.nodes)}
        """Each node by its id (``name``), for reading actions back."""
        self.walk_cache: dict[tuple, list | frozenset] = {}
        self.owned_cache: dict[tuple[int, ...], tuple[int, ...]] = {}
        """The nodes of a gang's shops, by the gang and every shop's owner (``TurnRules._owned_nodes``)."""
        self.street_ends: dict[tuple, tuple[int, int]] = {}
        """What is left of walks that cross no shop, from a place, heading, steps left, sewers and passages used
        (``movement._street_ends``)."""
        self.end_pairs: tuple[tuple[int, str], ...] = tuple((n, h) for n in range(self.nodes)
                                                            for h in ("", "e", "n", "s", "w"))
        """The end (node, heading) of each bit of ``movement._street_ends``."""
        self.cop_ends: dict[tuple, frozenset] = {}
        """What is left of cop walks, from a square, heading, steps left and passage not to take again
        (``movement._cop_walks``)."""
        self.useful_cache: dict[tuple, tuple] = {}
        """The ends worth offering of each set of walk ends (``movement.useful_ends``)."""
        self.moves_cache: dict[tuple, tuple] = {}
        """A character's moves, by the character and the ends of his walks (``TurnRules._move_actions``)."""
        self.action_cache: dict[tuple, object] = {}
        """The actions made so far (notation and targets), kept under what makes them (their words are made when
        read: ``tell``)."""
        self.district_shops: dict[str, tuple[int, ...]] = {
            d: tuple(self.shop_base + s.number - 1 for s in self.shops if s.district == d) for d in self.districts}

    def _portions(self, cells: dict, node_of: dict) -> tuple[Portion, ...]:
        """« Une portion de trottoir est délimitée par deux encoches blanches » — one portion between
        the notches of two neighbouring shops of a block face, and one round each block corner."""
        def street_at(x: int, y: int) -> int | None:
            return node_of[x, y] if cells.get((x, y), "~") in STREET_CELLS else None

        found: list[Portion] = []
        for y in range(self.height):
            for x in range(self.width):
                if cells[x, y] not in SHOP_CELLS:
                    continue
                shop = node_of[x, y]
                faces = [h for h, (dx, dy) in STEPS.items() if street_at(x + dx, y + dy) is not None]
                for h in faces:                              # towards the next shop along the face
                    dx, dy = STEPS[h]
                    for along in ("e", "s"):
                        ax, ay = STEPS[along]
                        if (ax, ay) in ((dx, dy), (-dx, -dy)):
                            continue
                        nx, ny = x + ax, y + ay
                        if cells.get((nx, ny)) in SHOP_CELLS and street_at(nx + dx, ny + dy) is not None:
                            a, b = street_at(x + dx, y + dy), street_at(nx + dx, ny + dy)
                            mid = (x + 0.5 + dx * 0.5, y + 0.5 + dy * 0.5)
                            end = (nx + 0.5 + dx * 0.5, ny + 0.5 + dy * 0.5)
                            found.append(Portion(0, (shop, node_of[nx, ny]), (a, b), (mid, end)))
                for h1, h2 in (("n", "e"), ("e", "s"), ("s", "w"), ("w", "n")):   # round a corner
                    if h1 in faces and h2 in faces:
                        (x1, y1), (x2, y2) = STEPS[h1], STEPS[h2]
                        touched = [street_at(x + x1, y + y1), street_at(x + x2, y + y2)]
                        diagonal = street_at(x + x1 + x2, y + y1 + y2)
                        if diagonal is not None:
                            touched.append(diagonal)
                        cx, cy = x + 0.5, y + 0.5
                        line = ((cx + x1 * 0.5, cy + y1 * 0.5), (cx + (x1 + x2) * 0.5, cy + (y1 + y2) * 0.5),
                                (cx + x2 * 0.5, cy + y2 * 0.5))
                        found.append(Portion(0, (shop,), tuple(t for t in touched if t is not None), line))
        return tuple(Portion(i, p.shops, p.squares, p.line) for i, p in enumerate(found))

    # -- names ---------------------------------------------------------------------------------
    def is_square(self, node: int) -> bool:
        """A street square (bridges and sewer mouths included)."""
        return node < self.squares

    def is_shop(self, node: int) -> bool:
        """One of the 36 shops."""
        return self.shop_base <= node < self.centre

    def shop(self, node: int) -> Shop:
        """The shop at a node."""
        return self.shops[node - self.shop_base]

    def name(self, node: int) -> str:
        """A node's id, used in notation and on the drawing: ``s12``, ``b7``, ``centre``, ``clinic``, ``cemetery``."""
        if node < self.squares:
            return f"s{node + 1}"
        if node < self.centre:
            return f"b{node - self.shop_base + 1}"
        return ("centre", "clinic", "cemetery")[node - self.centre]

    def node(self, name: str) -> int:
        """The node of an id written by ``name``; ValueError for an unknown id."""
        node = self.named.get(name)
        if node is not None:
            return node
        if name in ("centre", "prison"):
            return self.centre
        if name in ("clinic", "cemetery"):
            return self.clinic if name == "clinic" else self.cemetery
        if len(name) > 1 and name[0] in "sb" and name[1:].isdigit():
            n = int(name[1:]) - 1
            if name[0] == "s" and 0 <= n < self.squares:
                return n
            if name[0] == "b" and 0 <= n < len(self.shops):
                return self.shop_base + n
        raise ValueError(_("no place {name!r} in the city (squares s1-s{squares}, shops b1-b{shops}, centre, clinic, "
                           "cemetery)").format(name=name, squares=self.squares, shops=len(self.shops)))

    def describe(self, node: int) -> str:
        """A node in the table's words: 'square 12' (square numbers are printed on the board), a shop by its full
        name ('Bijouterie Lamarque'), 'the centre'."""
        if node < self.squares:
            return f_("square {number}")(number=node + 1)
        if node < self.centre:
            return self.shop(node).name
        return _(("the centre", "the clinic", "the cemetery")[node - self.centre])

    def short(self, node: int) -> str:
        """A node in a few letters, for a sheet: 'sq 12', a shop's short name ('Bijoux'), 'centre'."""
        if node < self.squares:
            return f_("sq {number}")(number=node + 1)
        if node < self.centre:
            return self.shop(node).short
        return _(("centre", "clinic", "cemetery")[node - self.centre])

    def bank_for(self, gangs: int) -> int:
        """« La banque possède 1 320 briques pour 4 joueurs, 1000 briques pour 3 joueurs »."""
        return self.bank[gangs]


load_board = board_loader(__package__, Board)
"""The board read from ``board.toml`` (``load_board()``) or a teacher's copy of it (``load_board(path)``), built
once per distinct text and shared by every match on it."""
