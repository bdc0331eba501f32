"""The city of Vengeance à Chicago, read from its TOML file into tables the rules look up."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..kernel import board_loader
from ..kernel.lang import translator

_ = translator("chicago")

KINDS = {"R": "rien", "T": "tir", "S": "securite", "D": "danger"}
"""The letters of ``quarter`` in board.toml and the kinds of square they stand for."""

KIND_NAMES = {"rien": "Rien à signaler", "tir": "Tir", "securite": "Sécurité", "danger": "Danger"}
"""Each kind of square as the rulebook prints it."""


@dataclass(frozen=True)
class HQ:
    """A gang's Quartier Général: its colour, name, the ring square its door opens onto, its colours."""

    colour: str
    name: str
    door: int
    hex: str
    dark: str


@dataclass(frozen=True)
class Board:
    """The ring (``kinds[s]``, ``names[s]`` for each square ``s``), the four HQs in seat order, and
    the wheel (``named[k]``: the two squares the cars point at when the bar stops at position ``k``)."""

    squares: int
    kinds: tuple[str, ...]
    names: tuple[str, ...]
    hqs: tuple[HQ, ...]
    named: tuple[tuple[int, int], ...]

    @property
    def positions(self) -> int:
        """How many positions the wheel can stop at, each equally likely."""
        return len(self.named)


def build(data: dict[str, Any]) -> Board:
    """The Board of a parsed board.toml; ValueError for a board the rules cannot play."""
    n, quarter, streets = int(data["squares"]), str(data["quarter"]), list(data["streets"])
    if n < 12 or n % len(quarter) or len(streets) != len(quarter):
        raise ValueError(_("board: `squares` must be a multiple of the length of `quarter` (at least 12), and "
                           "`streets` must name each square of a quarter"))
    if set(quarter) - set(KINDS):
        raise ValueError(_("board: `quarter` uses letters other than {letters}").format(letters=", ".join(KINDS)))
    hqs = tuple(HQ(str(h["colour"]), str(h["name"]), int(h["door"]) % n, str(h["hex"]), str(h["dark"]))
                for h in data["hq"])
    if len(hqs) != 4 or len({h.door for h in hqs}) != 4 or len({h.colour for h in hqs}) != 4:
        raise ValueError(_("board: four HQs, each with its own colour and door"))
    named = tuple((int(a) % n, int(b) % n) for a, b in data["wheel"]["named"])
    if len(named) != int(data["wheel"]["positions"]) or not named:
        raise ValueError(_("board: the wheel lists one pair of named squares per position"))
    district = len(quarter)
    kinds = tuple(KINDS[quarter[s % district]] for s in range(n))
    names = tuple(f"{streets[s % district]}" for s in range(n))
    return Board(n, kinds, names, hqs, named)


load_board = board_loader("gangs.chicago", build)
