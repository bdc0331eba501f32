"""Every action of a match of La Street, built once with its label and click targets."""

from __future__ import annotations

from ..kernel import Action
from .board import Board
from .common import GIFT_AMOUNTS, euros


def build_actions(board: Board, names: tuple[str, ...]) -> dict:
    """The actions a match can offer, keyed by what the rules look up (shared by every clone)."""
    prices, n = board.prices, len(names)
    cache: dict = {}
    terrain_targets = tuple(f"sq-{sq}" for sq in board.terrain_squares)
    cache["buy terrain"] = Action("buy", "terrain", label=f"Buy the Terrain ({euros(prices['terrain'])})",
                                  targets=terrain_targets)
    for h, sq in board.house_squares.items():
        name = board.squares[sq].name
        cache["buy house anywhere", h] = Action(
            "buy", "house", h, label=f"Buy Maison {h} ({name}) from afar, {euros(prices['house_anywhere'])}",
            targets=(f"sq-{sq}",))
        cache["buy house here", h] = Action(
            "buy", "house", h, label=f"Buy Maison {h} ({name}), {euros(prices['house_on_square'])}",
            targets=(f"sq-{sq}",))
    for place in board.places.values():
        cache["lawyer", place.code] = Action("lawyer", label=f"Play Avocat: leave {place.name}",
                                             targets=(f"place-{place.key}",))
    for q in range(n):
        for amount in GIFT_AMOUNTS:
            cache["give", q, amount] = Action("give", q, amount, label=f"Give {euros(amount)} to {names[q]}",
                                              targets=(f"pawn-{q}",))
        cache["free", q] = Action("free", q, label=f"Free {names[q]} from Prison",
                                  targets=("place-prison", f"pawn-{q}"))
        cache["denounce", q] = Action("denounce", label=f"Balance! Denounce the heist by {names[q]}",
                                      targets=(f"pawn-{q}",))
        cache["target", "take", q] = Action("target", q, label=f"Take money from {names[q]}",
                                            targets=(f"pawn-{q}",))
        cache["target", "hospital", q] = Action("target", q, label=f"Send {names[q]} to the Hôpital",
                                                targets=(f"pawn-{q}",))
    for square in board.squares:
        cache["exit", square.id] = Action("exit", square.id, label=f"Restart from square {square.id} ({square.name})",
                                          targets=(f"sq-{square.id}",))
        if square.kind == "bag":
            cache["heist", square.id] = Action(
                "heist", label=f"Attempt the heist ({euros(prices['heist'])} on 2, 4, 6)", targets=(f"sq-{square.id}",))
    # For each giver: the amounts of the gift buttons in increasing order, and the buttons.
    cache["gifts"] = []
    for p in range(n):
        gifts = sorted(((amount, q) for q in range(n) if q != p for amount in GIFT_AMOUNTS))
        cache["gifts"].append(([amount for amount, _ in gifts], [cache["give", q, amount] for amount, q in gifts]))
    momo = [s.id for s in board.squares if s.kind == "momo"]
    cache["buy karma"] = Action("buy", "karma", label=f"Buy a Karma card ({euros(prices['momo_karma'])})",
                                targets=tuple(f"sq-{sq}" for sq in momo))
    cache["draws"] = tuple(Action("draw", card.key, label=card.name) for card in board.cards)
    cache["silent"] = Action("silent", label="Keep quiet")
    cache["pay"] = Action("pay", label=f"Pay the Terrain tax ({euros(prices['terrain_tax'])})",
                          targets=terrain_targets)
    buyback = prices["terrain"] + prices["terrain_tax"]
    cache["buyback"] = Action("buyback", label=f"Buy the Terrain back ({euros(buyback)})", targets=terrain_targets)
    cache["refuse"] = Action("refuse", label="Refuse: back to Parking", targets=("sq-0",))
    return cache
