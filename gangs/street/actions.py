"""Every action of a match of La Street, built once per board and number of players with its click targets.

An action is its notation and the places of the board it concerns: its words (the button's label) are made when
it is read, by ``tell.StreetNarrator.label``.
"""

from __future__ import annotations

from ..kernel import Action
from .board import Board
from .common import AGREE, DECLINE, GIFT_AMOUNTS, PASS, ROLL, STOP


def build_actions(board: Board, players: int) -> dict:
    """The actions a match of ``players`` players can offer on ``board``, keyed by what the rules look up (shared
    by every clone, and by every match of the same board and number of players: ``StreetGame.initial_state``)."""
    n = players
    cache: dict = {
        ROLL: Action("roll", targets=("die",)),
        "end": Action("end"),                               # option flow = "asked" only
        STOP: Action("stop"),
        AGREE: Action("agree"),
        DECLINE: Action("decline"),
        PASS: Action("pass"),
    }
    terrain_targets = tuple(f"sq-{sq}" for sq in board.terrain_squares)
    cache["buy terrain"] = Action("buy", "terrain", targets=terrain_targets)
    for h, sq in board.house_squares.items():
        # The same notation from afar and on the square: the position tells which (and the label says it).
        cache["buy house anywhere", h] = cache["buy house here", h] = Action("buy", "house", h,
                                                                            targets=(f"sq-{sq}",))
    for place in board.places.values():
        cache["lawyer", place.code] = Action("lawyer", targets=(f"place-{place.key}",))
    for q in range(n):
        for amount in GIFT_AMOUNTS:
            cache["give", q, amount] = gift(q, amount)
        cache["free", q] = Action("free", q, targets=("place-prison", f"pawn-{q}"))
        cache["denounce", q] = Action("denounce", targets=(f"pawn-{q}",))
        cache["target", "take", q] = cache["target", "hospital", q] = Action("target", q, targets=(f"pawn-{q}",))
    for square in board.squares:
        cache["exit", square.id] = Action("exit", square.id, targets=(f"sq-{square.id}",))
        if square.kind == "bag":
            cache["heist", square.id] = Action("heist", targets=(f"sq-{square.id}",))
    # For each giver: the amounts of the gift buttons in increasing order, and the buttons.
    cache["gifts"] = []
    for p in range(n):
        gifts = sorted(((amount, q) for q in range(n) if q != p for amount in GIFT_AMOUNTS))
        cache["gifts"].append(([amount for amount, _ in gifts], [cache["give", q, amount] for amount, q in gifts]))
    momo = [s.id for s in board.squares if s.kind == "momo"]
    cache["buy karma"] = Action("buy", "karma", targets=tuple(f"sq-{sq}" for sq in momo))
    cache["draws"] = tuple(Action("draw", card.key) for card in board.cards)
    cache["silent"] = Action("silent")
    cache["pay"] = Action("pay", targets=terrain_targets)
    cache["buyback"] = Action("buyback", targets=terrain_targets)
    cache["refuse"] = Action("refuse", targets=("sq-0",))
    return cache


def gift(receiver: int, amount: int) -> Action:
    """A gift of ``amount`` to ``receiver`` (a listed amount, or one typed freely)."""
    return Action("give", receiver, amount, targets=(f"pawn-{receiver}",))
