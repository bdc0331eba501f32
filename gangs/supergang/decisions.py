"""What a position of Super Gang waits on: one named record per kind of decision.

``state.pending`` holds exactly one of them; its type is the phase (``state.phase`` reads its
``phase``) and says who decides (``to_move``: a seat, ``CHANCE`` for dice and darts, ``None`` when
the game is over). ``state.stage`` is the part of the turn they belong to (a ``Stage``), and
``state.queue`` the arrests still to be answered (``Arrest`` records). Places are node numbers of
the board, characters their numbers (``3 * gang + role``), cop pairs 0 and 1.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from ..kernel import CHANCE


def _decided_by(field: str) -> Callable[[type], type]:
    """A record's ``to_move`` is its field ``field``: the seat that decides (read as fast as the field)."""

    def mark(cls: type) -> type:
        cls.to_move = getattr(cls, field)
        return cls

    return mark


class Stage(NamedTuple):
    """The part of a gang's turn being played, and who moves the cops in it.

    ``part``: ``police`` (the police seat, before the gang's turn), ``owner`` (the gang that bought
    the cops moves them before the turn), ``bought`` (the buyer moves them right after buying),
    ``own`` (the gang moves them itself, then its characters), ``resurface``, ``start`` or ``main``.
    ``mover``: the seat that moves the cops (or whose turn it is); ``pairs``: the cop pairs it still
    has to move, in order."""

    part: str
    mover: int
    pairs: tuple[int, ...] = ()


@_decided_by("gang")
class Start(NamedTuple):
    """``gang`` begins its turn: ``roll``, ``buy cops`` or ``resign``."""

    gang: int
    phase = "start"


@_decided_by("gang")
class Resurface(NamedTuple):
    """``gang`` brings the cop pair it pushed into the sewer out at a mouth of its choice."""

    gang: int
    phase = "resurface"


class Roll(NamedTuple):
    """Dice to roll, one chance node each: first one per cop pair of ``pairs``, then one per
    character of ``gangsters``."""

    pairs: tuple[int, ...]
    gangsters: tuple[int, ...]
    phase = "roll"
    to_move = CHANCE


@_decided_by("mover")
class CopMove(NamedTuple):
    """``mover`` moves cop pair ``pair`` by its die (``cop 1 s20 e``)."""

    mover: int
    pair: int
    phase = "cops"


@_decided_by("gang")
class Arrest(NamedTuple):
    """Cop pair ``pair`` arrested ``gangsters`` of ``gang`` at ``node``: the gang answers ``surrender``
    or ``rebel`` (also the items of ``state.queue``, the arrests waiting their turn)."""

    gang: int
    pair: int
    node: int
    gangsters: tuple[int, ...]
    phase = "arrest"


@_decided_by("gang")
class Main(NamedTuple):
    """``gang`` moves its characters and acts where they stop, then ends its turn."""

    gang: int
    phase = "main"


@_decided_by("gang")
class Defender(NamedTuple):
    """``gang`` holds up the free shop at ``node`` with ``crew`` (for its ``title`` or not) and chooses which other
    player plays its managers (``defender green``, ``defender police``)."""

    gang: int
    node: int
    crew: tuple[int, ...]
    title: bool
    phase = "defender"


@_decided_by("owner")
class PriceOffer(NamedTuple):
    """``owner`` of the recruiting shop at ``node`` names the price of ``recruit`` (``price 50``) or
    refuses to sell."""

    owner: int
    node: int
    recruit: int
    phase = "price"


@_decided_by("buyer")
class PriceAnswer(NamedTuple):
    """``buyer`` pays ``owner`` the ``price`` asked for ``recruit`` at ``node`` (``accept``), or not."""

    buyer: int
    node: int
    recruit: int
    price: int
    owner: int
    phase = "accept"


@_decided_by("seat")
class PoliceMove(NamedTuple):
    """The police ``seat`` brings a pair out of the sewer, picks a pair to move, or passes."""

    seat: int
    phase = "police"


@_decided_by("seat")
class Custody(NamedTuple):
    """The police ``seat`` may take an innocent gangster at ``node`` into custody, or pass."""

    seat: int
    node: int
    phase = "custody"


class Fighter(NamedTuple):
    """One target in a duel: a ``gangster`` (``number``: the character), a shop's ``manager``
    (``number``: 0 or 1) or a ``cop`` (``number``: 0 or 1 of cop pair ``pair``)."""

    kind: str
    number: int
    pair: int = -1


class Hit(NamedTuple):
    """A dart that hit ``fighter``: ``wounded`` or ``dead``."""

    fighter: Fighter
    result: str


class Duel(NamedTuple):
    """A duel being fought at ``node``: every die, then every dart, is a chance node.

    ``kind``: ``holdup``, ``settle``, ``finish`` or ``rebel``; ``attackers`` and ``defenders``
    (``Fighter`` records, in the order darts aim at them), played by ``att_player`` and
    ``dfn_player``; ``dice``: the fighters still to roll; ``totals``: the two sides' dice so far;
    ``down``: the hits so far; ``darts``: the darts a volley; ``shooter``: ``att`` or ``dfn``;
    ``left``: the darts left in this volley; ``title``: a hold-up for the shop's title; ``aim``: the target
    the next dart flies at; ``then``: the decision to go back to once it is over."""

    kind: str
    node: int
    attackers: tuple[Fighter, ...]
    defenders: tuple[Fighter, ...]
    att_player: int
    dfn_player: int
    dice: tuple[Fighter, ...]
    then: "Main | Arrest"
    totals: tuple[int, int] = (0, 0)
    down: tuple[Hit, ...] = ()
    darts: int = 0
    shooter: str = "att"
    left: int = 0
    title: bool = False
    aim: Fighter | None = None
    phase = "duel"
    to_move = CHANCE


@_decided_by("player")
class Aim(NamedTuple):
    """In ``duel``, ``player`` (who plays the side shooting) aims the next dart at one of the standing targets
    (``aim green.vamp``, ``aim manager-1``, ``aim cop-2``)."""

    player: int
    duel: Duel
    phase = "aim"


class Over(NamedTuple):
    """The game is over: ``state.result`` holds the winners."""

    phase = "over"
    to_move = None


OVER = Over()

RECORDS = (Stage, Start, Resurface, Roll, CopMove, Arrest, Main, Defender, PriceOffer, PriceAnswer, PoliceMove, Custody,
           Fighter, Hit, Duel, Aim, Over)
"""Every record a state of Super Gang holds, for ``Fields.records``."""
