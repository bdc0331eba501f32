"""The board of La Street, read from its TOML file into tables the rules look up."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..kernel import board_loader

PLACE_BASE = 100
"""Positions at or above this number are special places, not squares of the street."""

SQUARE_KINDS = frozenset({"start", "finish", "plain", "gain", "tax", "karma", "house", "terrain", "bag", "music",
                          "disc", "rip", "evasion", "momo", "carotte", "police", "hospital", "prison"})
"""The kinds of square the rules know (``squares.py`` gives each its effect)."""

SENDS_BACK = frozenset({"police", "hospital", "prison", "rip"})
"""The kinds of square that send a pawn away to the Commissariat, the Hôpital, Prison or the Cimetière
(no square a rule makes a pawn restart from may lead onto one with a single die: ``Board.unsafe_exits``)."""

CARD_EFFECTS = frozenset({"keep", "gain", "lose", "collect_each", "pay_each", "forward", "back", "parking",
                          "place", "take", "send_hospital", "robin"})
"""The effects of Karma card the rules know (``karma.py`` applies each)."""


@dataclass(frozen=True)
class Square:
    """One square of the street: its number, kind, name, and the amount it pays or costs."""

    id: int
    kind: str
    name: str
    col: int
    row: int
    amount: int = 0
    house: int = 0
    disc: int = 0


@dataclass(frozen=True)
class Place:
    """A special place beside the street (Commissariat, Hôpital, Prison, ...)."""

    key: str
    name: str
    blocking: bool
    exit: int
    code: int


@dataclass(frozen=True)
class Card:
    """A Karma card: what it does (``effect``, ``amount``, ``place``) and how many copies."""

    key: str
    name: str
    effect: str
    count: int
    text: str
    amount: int = 0
    place: str = ""


@dataclass(frozen=True)
class Board:
    """Everything the rules need to know about the street, as flat tables."""

    title: str
    squares: tuple[Square, ...]
    places: dict[str, Place]
    cards: tuple[Card, ...]
    prices: dict[str, int]
    finish: int
    columns: int
    stop_from: int = 30
    stop_again: int = 5

    def __post_init__(self) -> None:
        kinds = [s.kind for s in self.squares]
        set_ = object.__setattr__
        set_(self, "kinds", tuple(kinds))
        set_(self, "place_by_code", {p.code: p for p in self.places.values()})
        set_(self, "house_squares", {s.house: s.id for s in self.squares if s.kind == "house"})
        set_(self, "terrain_squares", tuple(s.id for s in self.squares if s.kind == "terrain"))
        set_(self, "disc_squares", {s.disc: s.id for s in self.squares if s.kind == "disc"})
        set_(self, "card_index", {c.key: i for i, c in enumerate(self.cards)})
        self._validate()

    def _validate(self) -> None:
        if [s.id for s in self.squares] != list(range(len(self.squares))):
            raise ValueError("squares must be numbered 0, 1, 2, ... in order")
        if self.kinds[0] != "start" or self.kinds[-1] != "finish" or self.finish != len(self.squares) - 1:
            raise ValueError("the street runs from a 'start' square to a 'finish' square")
        if sorted(self.house_squares) != list(range(1, 7)):
            raise ValueError("« 6 cartes Maison »: houses 1 to 6, one square each")
        if len(self.terrain_squares) != 3:
            raise ValueError("« 3 cases Terrain »: exactly three terrain squares")
        if sorted(self.disc_squares) != [2, 4, 6]:
            raise ValueError("three Disque squares, reached on 2, 4 and 6")
        needed = {"commissariat", "hopital", "prison", "maison_de_disques", "marbella", "cimetiere"}
        if set(self.places) != needed:
            raise ValueError(f"the special places are {', '.join(sorted(needed))}")
        if "balance" not in self.card_index or self.cards[self.card_index["balance"]].count < 1:
            raise ValueError("the Karma deck needs its Balance card (a count of 1 or more)")
        if self.cards[self.card_index["balance"]].effect != "keep":
            raise ValueError("the Balance card is kept in hand until a heist (its effect must be keep): « Si un "
                             "joueur possède ou active une Balance au bon moment »")
        bad = sorted(k for k, v in self.prices.items() if isinstance(v, bool) or not isinstance(v, int) or v < 1)
        if bad:
            raise ValueError(f"prices are whole numbers of euros, 1 or more (a free purchase is not a purchase): "
                             f"{', '.join(bad)}")
        unknown = set(self.kinds) - SQUARE_KINDS
        if unknown:
            raise ValueError(f"unknown kinds of square {sorted(unknown)}; the kinds are {sorted(SQUARE_KINDS)}")
        for card in self.cards:
            if card.effect not in CARD_EFFECTS:
                raise ValueError(f"card {card.key!r}: unknown effect {card.effect!r}; the effects are "
                                 f"{sorted(CARD_EFFECTS)}")
            if card.effect == "keep" and card.key not in ("balance", "avocat"):
                raise ValueError(f"card {card.key!r}: only the Balance and the Avocat are kept in hand")
            if card.effect == "place" and card.place not in self.places:
                raise ValueError(f"card {card.key!r}: no special place {card.place!r}")
            if card.count < 0 or card.amount < 0:
                raise ValueError(f"card {card.key!r}: counts and amounts are never negative")
        if not any(c.count for c in self.cards if c.effect != "keep"):
            raise ValueError("the Karma deck needs cards that are not kept in hand")
        for place in self.places.values():
            if not 0 <= place.exit < self.finish:
                raise ValueError(f"{place.name}: its exit must be a square of the street before the finish")
        if not isinstance(self.stop_from, int) or self.stop_from < 1:
            raise ValueError("stop_from: the round from which a stop may be proposed is 1 or more")
        if not isinstance(self.stop_again, int) or self.stop_again < 1:
            raise ValueError("stop_again: the rounds after a refused proposal before the next are 1 or more")
        for square in self.squares:
            if square.amount < 0:
                raise ValueError(f"square {square.id}: amounts are never negative")

    def walk(self, start: int, steps: int) -> int:
        """The square ``steps`` squares after ``start``, bouncing back from the finish (« il repart en
        arrière avec les points restants »)."""
        target = start + steps
        return 2 * self.finish - target if target > self.finish else target

    def exits(self) -> dict[int, list[str]]:
        """Every square a rule makes a pawn restart from, with the rules that do: Parking (Prison without
        a Maison, the Cimetière), each place's exit, every square before the exit of the Commissariat
        and of the Hôpital (a pawn sent there from it goes back to it: house rule ``exit-never-ahead``),
        each Maison and Terrain square (a Prison exit for their owner), each Disque square (where a hit
        at the Maison de disques puts the pawn)."""
        found: dict[int, list[str]] = {}
        for place in self.places.values():
            found.setdefault(place.exit, []).append(f"the exit of {place.name}")
        for key in ("commissariat", "hopital"):
            place = self.places[key]
            for square in range(place.exit):
                found.setdefault(square, []).append(f"where a pawn sent to the {place.name} from it restarts")
        for house, square in sorted(self.house_squares.items()):
            found.setdefault(square, []).append(f"Prison exit of the owner of Maison {house}")
        for square in self.terrain_squares:
            found.setdefault(square, []).append("Prison exit of the owner of the Terrain")
        for face, square in sorted(self.disc_squares.items()):
            found.setdefault(square, []).append(f"the Disque reached on a {face}")
        return dict(sorted(found.items()))

    def unsafe_exits(self) -> list[tuple[int, int, int]]:
        """``(exit, die, square)`` for each die from 1 to 6 that leads from an exit (``exits``) onto a
        square that sends the pawn away (``SENDS_BACK``); the standard board has none."""
        return [(exit, die, self.walk(exit, die)) for exit in self.exits() for die in range(1, 7)
                if self.kinds[self.walk(exit, die)] in SENDS_BACK]

    def place(self, key: str) -> Place:
        """The special place with this key."""
        return self.places[key]

    def describe(self, position: int) -> str:
        """A square's or a place's name for a sentence: 'square 12 (Deal de baskets)'."""
        if position >= PLACE_BASE:
            return self.place_by_code[position].name
        square = self.squares[position]
        return f"square {position} ({square.name})"

    @property
    def deck_size(self) -> int:
        """How many Karma cards the deck holds."""
        return sum(c.count for c in self.cards)


def build_board(data: dict[str, Any]) -> Board:
    """A Board from the parsed TOML of its file (ValueError, KeyError or TypeError when it is not one)."""
    squares = tuple(Square(**s) for s in data["square"])
    places = {p["key"]: Place(code=PLACE_BASE + i, **p) for i, p in enumerate(data["place"])}
    cards = tuple(Card(**c) for c in data["card"])
    return Board(title=data["title"], squares=squares, places=places, cards=cards,
                 prices=dict(data["prices"]), finish=data["finish"], columns=data["columns"],
                 stop_from=data.get("stop_from", 30), stop_again=data.get("stop_again", 5))


load_board = board_loader(__package__, build_board)
"""``load_board()``: the standard board shipped with the game; ``load_board(path)``: the one in a
teacher's edited copy (read again whenever its text changes). Every match of one board shares it."""
