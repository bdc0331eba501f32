"""Every action of a match of La Street, built once with its label and click targets."""

from __future__ import annotations

from ..kernel import Action
from ..kernel.lang import current
from ..kernel.words import second_person
from .board import Board
from .common import AGREE, DECLINE, GIFT_AMOUNTS, PASS, ROLL, STOP, _, euros, f_


def build_actions(board: Board, names: tuple[str, ...]) -> dict:
    """The actions a match can offer, keyed by what the rules look up (shared by every clone), their labels
    in the language in force (``StreetGame.initial_state`` keeps one set per language, under ``"lang"``)."""
    prices, n = board.prices, len(names)
    cache: dict = {
        "lang": current(),
        ROLL: Action("roll", label=_("Roll the die"), targets=("die",)),
        "end": Action("end", label=_("End the turn")),           # option flow = "asked" only
        STOP: Action("stop", label=_("Propose to stop the game")),
        AGREE: Action("agree", label=_("Agree to stop the game")),
        DECLINE: Action("decline", label=_("Play on")),
        PASS: Action("pass", label=_("Pass")),
    }
    terrain_targets = tuple(f"sq-{sq}" for sq in board.terrain_squares)
    cache["buy terrain"] = Action("buy", "terrain", label=f_("Buy the Terrain ({price})")(
        price=euros(prices["terrain"])), targets=terrain_targets)
    for h, sq in board.house_squares.items():
        name = board.squares[sq].name
        cache["buy house anywhere", h] = Action(
            "buy", "house", h, label=f_("Buy Maison {house} ({name}) from afar, {price}")(
                house=h, name=name, price=euros(prices["house_anywhere"])), targets=(f"sq-{sq}",))
        cache["buy house here", h] = Action(
            "buy", "house", h, label=f_("Buy Maison {house} ({name}), {price}")(
                house=h, name=name, price=euros(prices["house_on_square"])), targets=(f"sq-{sq}",))
    for place in board.places.values():
        cache["lawyer", place.code] = Action("lawyer", label=f_("Play Avocat: leave {place}")(place=place.name),
                                             targets=(f"place-{place.key}",))
    for q in range(n):
        for amount in GIFT_AMOUNTS:
            cache["give", q, amount] = Action("give", q, amount, label=gift_label(amount, names[q]),
                                              targets=(f"pawn-{q}",))
        cache["free", q] = Action("free", q, label=f_("Free {player} from Prison")(player=names[q]),
                                  targets=("place-prison", f"pawn-{q}"))
        cache["denounce", q] = Action("denounce", label=f_("Balance! Denounce the heist by {player}")(
            player=names[q]), targets=(f"pawn-{q}",))
        cache["target", "take", q] = Action("target", q, label=f_("Take money from {player}")(player=names[q]),
                                            targets=(f"pawn-{q}",))
        cache["target", "hospital", q] = Action("target", q, label=f_("Send {player} to the Hôpital")(
            player=names[q]), targets=(f"pawn-{q}",))
    for square in board.squares:
        cache["exit", square.id] = Action("exit", square.id, label=f_("Restart from square {square} ({name})")(
            square=square.id, name=square.name), targets=(f"sq-{square.id}",))
        if square.kind == "bag":
            cache["heist", square.id] = Action(
                "heist", label=f_("Attempt the heist ({amount} on 2, 4, 6)")(amount=euros(prices["heist"])),
                targets=(f"sq-{square.id}",))
    if current() != "en":
        _address_you(cache)
    # For each giver: the amounts of the gift buttons in increasing order, and the buttons.
    cache["gifts"] = []
    for p in range(n):
        gifts = sorted(((amount, q) for q in range(n) if q != p for amount in GIFT_AMOUNTS))
        cache["gifts"].append(([amount for amount, _ in gifts], [cache["give", q, amount] for amount, q in gifts]))
    momo = [s.id for s in board.squares if s.kind == "momo"]
    cache["buy karma"] = Action("buy", "karma", label=f_("Buy a Karma card ({price})")(
        price=euros(prices["momo_karma"])), targets=tuple(f"sq-{sq}" for sq in momo))
    cache["draws"] = tuple(Action("draw", card.key, label=card.name) for card in board.cards)
    cache["silent"] = Action("silent", label=_("Keep quiet"))
    cache["pay"] = Action("pay", label=f_("Pay the Terrain tax ({price})")(price=euros(prices["terrain_tax"])),
                          targets=terrain_targets)
    buyback = prices["terrain"] + prices["terrain_tax"]
    cache["buyback"] = Action("buyback", label=f_("Buy the Terrain back ({price})")(price=euros(buyback)),
                              targets=terrain_targets)
    cache["refuse"] = Action("refuse", label=_("Refuse: back to Parking"), targets=("sq-0",))
    return cache


def gift_label(amount: int, receiver: str) -> str:
    """The label of a gift of ``amount`` to ``receiver``, in the language in force."""
    label = f_("Give {amount} to {player}")(amount=euros(amount), player=receiver)
    return second_person(label) if "You" in label and current() != "en" else label


def _address_you(cache: dict) -> None:
    """Outside English, a label that names the player called "You" speaks to him (« Libérer vous » reads
    « Libérer … à vous »: see ``gangs.kernel.vous``); English labels name him as they are."""
    for key, action in cache.items():
        if isinstance(action, Action) and "You" in action.label:
            cache[key] = Action(action.kind, *action.args, label=second_person(action.label), targets=action.targets)
