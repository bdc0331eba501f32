"""What a position of La Street waits on: one named record per phase that carries data.

``state.phase`` says what kind of decision comes next; ``state.pending`` holds what that decision
needs, as one of these records, or ``None`` for a phase that needs nothing more than the position
(``turn``, ``after``, ``draw``, ``heist``, ``terrain``, ``evasion``, ``momo``, ``over``).

- ``die``: ``RollFor(purpose)``, chance rolls;
- ``bagarre``: ``Brawl(square, fighters, rolls)``, chance rolls one die per fighter;
- ``buy_house``: ``HouseForSale(house)``, the player whose turn it is decides;
- ``balance``: ``Balance(asked)``, the first of ``asked`` decides;
- ``target``: ``Target(effect, amount, rule)``, the player whose turn it is decides;
- ``exit``: ``Exit(player, steps, then)``, ``player``, leaving Prison, decides;
- ``agree``: ``Proposal(proposer, asked)``, the first of ``asked`` decides.
"""

from __future__ import annotations

from typing import NamedTuple


class RollFor(NamedTuple):
    """Phase ``die``: the die is rolled for ``purpose``: ``move`` (the roll of the turn), ``record``
    (the Maison de disques) or ``heist`` (a heist, once no Balance stopped it)."""

    purpose: str


MOVE = RollFor("move")
"""The roll of the turn: move the pawn (or try to leave a place)."""
RECORD = RollFor("record")
"""The roll at the Maison de disques: 2, 4 or 6 is a hit."""
HEIST = RollFor("heist")
"""The roll of a heist: 2, 4 or 6 succeeds."""


class Brawl(NamedTuple):
    """Phase ``bagarre``: a general brawl on ``square``; ``fighters`` roll one die each, in this order,
    and ``rolls`` holds the dice rolled so far (one per fighter, from the first)."""

    square: int
    fighters: tuple[int, ...]
    rolls: tuple[int, ...]


class HouseForSale(NamedTuple):
    """Phase ``buy_house``: the player whose turn it is stands on the free Maison ``house`` (1 to 6)
    and may buy it."""

    house: int


class Balance(NamedTuple):
    """Phase ``balance``: a heist is under way; ``asked`` are the players still to be asked whether they
    denounce it, in turn order from the robber's left (every other player, or with the option
    ``balance_question='holders'`` only those holding a Balance); the first one decides now."""

    asked: tuple[int, ...]


class Target(NamedTuple):
    """Phase ``target``: the player whose turn it is picks a victim for ``effect`` (``take``: take
    ``amount`` euros; ``hospital``: send to the Hôpital), on behalf of ``rule`` (a Carotte square or
    a Karma card)."""

    effect: str
    amount: int
    rule: str


class Exit(NamedTuple):
    """Phase ``exit``: ``player`` leaves Prison and picks the square to restart from; then ``steps``
    squares are walked when ``then`` is ``move`` (a 2, 4 or 6 rolled), or the pawn waits there:
    ``evasion`` (freed by another player, whose turn ends) or ``lawyer`` (an Avocat played at the
    start of one's own turn, which goes on)."""

    player: int
    steps: int
    then: str


class Proposal(NamedTuple):
    """Phase ``agree``: ``proposer`` has proposed to stop the game; ``asked`` are the other players still
    to answer, in turn order from the proposer's left; the first one decides now."""

    proposer: int
    asked: tuple[int, ...]


Pending = RollFor | Brawl | HouseForSale | Balance | Target | Exit | Proposal
"""The type of ``state.pending`` when it is not None."""

RECORDS = (RollFor, Brawl, HouseForSale, Balance, Target, Exit, Proposal)
"""Every kind of pending decision (the state's ``FIELDS.records``)."""
