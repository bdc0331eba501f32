"""The words of La Street: its events, its buttons and its sheets, worded when they are read.

The rules hold no words: an event names its message (marked ``M_``) and its facts (player indices, squares, amounts,
card keys), an action is its notation. ``StreetNarrator`` words them for the one who reads, in the language in force
(``gangs.kernel.tell``): a player by his name, « you » for the reader, a square by its number and its name, an
amount the French way (``euros``), a Karma card by its printed name and text. The refusals are worded by the rules
that raise them (``legality.LegalityRules.tell``), the drawing by ``scene``.
"""

from __future__ import annotations

from contextlib import nullcontext
from functools import lru_cache
from typing import Any, Sequence

from ..kernel.lang import N_, language, plural_translator, translator
from ..kernel.tell import Narrator, Reading, joined
from .pending import Target

_ = translator("street")
"""A message of La Street in the language in force (a button's words, a sheet's: said here, when read)."""
n_ = plural_translator("street")
"""A message of La Street counted by a number, in the language in force."""


@lru_cache(maxsize=512)
def euros(amount: int) -> str:
    """An amount written the French way: 50 000 €."""
    return f"{amount:,}".replace(",", "\u202f") + " €"


def spoken(state: Any):
    """The language a position of a match is read in (its voice's: the match's language), entered: ``with
    spoken(state): ...``; the language in force for a position of no match."""
    lang = getattr(state.voice, "lang", None)
    return nullcontext() if lang is None else language(lang)


# -- the facts in words -------------------------------------------------------------------------------------
def _money(amount: int, reading: Reading) -> str:
    return euros(amount)


def _square_name(square: int, reading: Reading) -> str:
    return reading.context.squares[square].name


def _card_name(key: str, reading: Reading) -> str:
    board = reading.context
    return board.cards[board.card_index[key]].name


def _card_text(key: str, reading: Reading) -> str:
    board = reading.context
    return board.cards[board.card_index[key]].text


def _squares(squares: Sequence[int], reading: Reading) -> str:
    return joined([str(square) for square in squares])


def _listed(players: Sequence[int], reading: Reading) -> str:
    """Players listed with commas, as a brawl's fighters are called: ``"Alice, Bob, Cleo"``."""
    return ", ".join(NARRATOR.seat(p, reading) for p in players)


def _each(players: Sequence[int], reading: Reading) -> str:
    """Players each joined by "and", as a brawl's tied fighters: ``"Alice and Bob and Cleo"`` (« et »)."""
    seats = [NARRATOR.seat(p, reading) for p in players]
    worded = seats[0]
    for seat in seats[1:]:
        worded = _("{names} and {last}").format(names=worded, last=seat)
    return worded


class StreetNarrator(Narrator):
    """How La Street words its facts.

    The seats (the facts that are one player): ``player`` (who acts), ``giver`` and ``receiver`` (a gift, a
    payment), ``owner`` (of a Maison, of the Terrain), ``victim`` (a Carotte's), ``freed`` (by an Évasion),
    ``snitch`` and ``robber`` (a Balance played), ``by`` (who sends a pawn to the Hôpital), ``winner`` (the one
    winner of a stopped game). The lists of players (``seat_lists``: a reader among them reads the message's "you"
    form, « Bob et vous gagnez »): ``winners``, a stopped game's when several, ``fighters``, a brawl's (« A, B,
    C »), and ``tied``, its tied fighters (« A and B and C »). The facts worded by ``words``: ``amount``, ``price``,
    ``total`` and ``money`` in euros; ``name``, a square number as that square's name; ``card`` and ``text``, a
    card key as its printed name and text; ``squares``, square numbers in a list. The rest (``roll``, ``square``,
    ``house``, ``exit``, ``back``, ``round``...) reads as its number.
    """

    domain = "street"
    seats = frozenset({"player", "giver", "receiver", "owner", "victim", "freed", "snitch", "robber", "by",
                       "winner"})
    seat_lists = frozenset({"winners", "fighters", "tied"})
    words = {"amount": _money, "price": _money, "total": _money, "money": _money, "name": _square_name,
             "card": _card_name, "text": _card_text, "squares": _squares,
             "fighters": _listed, "tied": _each}          # a brawl's lists read as its sentences always list them

    # -- the buttons ----------------------------------------------------------------------------------
    def label(self, state: Any, action: Any, viewer: int | None = None) -> str:
        """The button's words for ``action`` in ``state``, for ``viewer`` (« you » where it names him), in the
        language in force: from its kind and arguments, the board's prices and names, and what the position
        waits on (a Maison bought on its square or from afar, a victim to rob or to send to the Hôpital)."""
        kind = action.kind
        words = _LABEL_WORDS.get(kind)
        if words is not None:
            return _(words)
        wording = _LABELS.get(kind)
        if wording is None:
            return action.notation
        return wording(state, action, Reading(state.names, viewer, state.board))

    # -- the sheets -----------------------------------------------------------------------------------
    def sheet(self, state: Any, player: int, viewer: int | None = None) -> dict[str, str]:
        """``player``'s money, where his pawn is, his properties and kept cards, in words. The kept cards are
        face down: only their owner and the teacher (``viewer`` None) read them; any other viewer reads how many."""
        turns = state.skip[player]
        where = state.position(player)
        position = (n_("{where} (misses {turns} turn)", "{where} (misses {turns} turns)", turns).format(
            where=where, turns=turns) if turns else str(where))
        held = len(state.hands[player])
        cards = (", ".join(state.hand(player)) if viewer is None or viewer == player
                 else _("{count} face down").format(count=held) if held else "")
        return {_("money"): euros(state.money_[player]), _("position"): position,
                _("properties"): ", ".join(state.properties(player)) or _("none"), _("cards"): cards or _("none")}


def _buy(state: Any, action: Any, reading: Reading) -> str:
    """« Buy the Terrain », a Maison on its square or from afar (the same notation: the position tells which), a
    Karma card at Chez Momo."""
    board, prices = state.board, state.board.prices
    what = action.args[0]
    if what == "terrain":
        return _("Buy the Terrain ({price})").format(price=euros(prices["terrain"]))
    if what == "karma":
        return _("Buy a Karma card ({price})").format(price=euros(prices["momo_karma"]))
    house = action.args[1]
    name = board.squares[board.house_squares[house]].name
    pending = state.pending
    if state.phase == "buy_house" and pending is not None and pending.house == house:
        return _("Buy Maison {house} ({name}), {price}").format(house=house, name=name,
                                                                price=euros(prices["house_on_square"]))
    return _("Buy Maison {house} ({name}) from afar, {price}").format(house=house, name=name,
                                                                      price=euros(prices["house_anywhere"]))


def _lawyer(state: Any, action: Any, reading: Reading) -> str:
    key = action.targets[0].removeprefix("place-") if action.targets else "prison"
    return _("Play Avocat: leave {place}").format(place=state.board.places[key].name)


def _give(state: Any, action: Any, reading: Reading) -> str:
    receiver, amount = action.args
    return _("Give {amount} to {player}").format(amount=euros(amount), player=NARRATOR.seat(receiver, reading))


def _free(state: Any, action: Any, reading: Reading) -> str:
    return _("Free {player} from Prison").format(player=NARRATOR.seat(action.args[0], reading))


def _denounce(state: Any, action: Any, reading: Reading) -> str:
    """The Balance's button names the robber: the player whose turn it is."""
    return _("Balance! Denounce the heist by {player}").format(player=NARRATOR.seat(state.current, reading))


def _target(state: Any, action: Any, reading: Reading) -> str:
    """The victim of a Carotte or a card: money taken from him, or sent to the Hôpital (the effect waited on)."""
    victim = NARRATOR.seat(action.args[0], reading)
    if isinstance(state.pending, Target) and state.pending.effect == "hospital":
        return _("Send {player} to the Hôpital").format(player=victim)
    return _("Take money from {player}").format(player=victim)


def _exit(state: Any, action: Any, reading: Reading) -> str:
    square = action.args[0]
    return _("Restart from square {square} ({name})").format(square=square, name=state.board.squares[square].name)


def _heist(state: Any, action: Any, reading: Reading) -> str:
    return _("Attempt the heist ({amount} on 2, 4, 6)").format(amount=euros(state.board.prices["heist"]))


def _draw(state: Any, action: Any, reading: Reading) -> str:
    return _card_name(action.args[0], reading)


def _pay(state: Any, action: Any, reading: Reading) -> str:
    return _("Pay the Terrain tax ({price})").format(price=euros(state.board.prices["terrain_tax"]))


def _buyback(state: Any, action: Any, reading: Reading) -> str:
    prices = state.board.prices
    return _("Buy the Terrain back ({price})").format(price=euros(prices["terrain"] + prices["terrain_tax"]))


_LABEL_WORDS = {"roll": N_("Roll the die"), "end": N_("End the turn"), "stop": N_("Propose to stop the game"),
                "agree": N_("Agree to stop the game"), "decline": N_("Play on"), "pass": N_("Pass"),
                "silent": N_("Keep quiet"), "refuse": N_("Refuse: back to Parking")}
"""The buttons whose words need nothing of the position (marked with ``N_``, translated when read)."""
_LABELS = {"buy": _buy, "lawyer": _lawyer, "give": _give, "free": _free, "denounce": _denounce, "target": _target,
           "exit": _exit, "heist": _heist, "draw": _draw, "pay": _pay, "buyback": _buyback}
"""The buttons worded from the action's arguments and the position."""


NARRATOR = StreetNarrator()
"""La Street's narrator (``StreetGame.narrator``)."""
