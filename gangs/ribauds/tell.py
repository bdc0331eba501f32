"""How Les Ribauds is told: its events, its buttons and its pieces worded when they are read, for the one who reads,
in the language in force (``gangs.kernel.tell``). The rules name facts (a truand's index, a square's number, a purse
colour, a card key); this module words them: « Alice's truand 2 », « square 14 (habitation) », « a grey purse »,
« the Sergent », and « your truand 2 » for Alice herself."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Mapping, NamedTuple

from ..kernel.lang import N_, current, plural_translator, translator
from ..kernel.tell import Narrator, Reading
from .board import Board, Layout
from .cards import COSTS, FIGURE_CARDS
from .pieces import COLOURS, LOST, RESERVE, TRUANDS

_ = translator("ribauds")
n_ = plural_translator("ribauds")

COLOUR_WORDS = {"grey": N_("grey"), "violet": N_("violet"), "brown": N_("brown")}
"""Each purse colour in words, marked for the catalogue (French: a purse's, « grise », « violette », « marron »)."""
PURSE_WORDS = {"grey": N_("a grey purse"), "violet": N_("a violet purse"), "brown": N_("a brown purse")}
"""One purse of each colour, as a sentence names it."""
FIGURE_WORDS = {"sergent": N_("the Sergent"), "roi": N_("the Roi des truands"), "prevot": N_("the Prévôt")}
"""Each figure as a sentence names it, marked for the catalogue (``figure_words`` translates it)."""
FIGURE_STEP_WORDS = {"orthogonal": N_("orthogonally"), "diagonal": N_("diagonally"), "any": N_("in any direction")}
"""How each figure steps (``board.figure_steps``), in words, marked for the catalogue."""
KIND_WORDS = {"habitation": N_("habitation"), "bridge": N_("bridge"), "seine": N_("seine")}
"""The kinds of square a square's name mentions."""
CARD_TEXTS = {
    "cavale": N_("Your truand of this turn steps one square, any way (robbing nobody)."),
    "planque": N_("Your truand of this turn slips into a habitation 2 steps away at most."),
    "pied-de-biche": N_("Take a purse from a pavé next to one of your truands (no figure moves)."),
    "coupe-bourse": N_("Take 1 écu from a player with a truand on or next to one of yours."),
    "sergent": N_("Move the Sergent 2 squares (orthogonally); he acts where he stops."),
    "roi": N_("Move the Roi des truands 2 squares; he acts where he stops."),
    "prevot": N_("Move the Prévôt 2 squares (diagonally); he acts where he stops."),
    "aumone": N_("Receive 2 écus."),
    "echange": N_("Your truand of this turn swaps places with an enemy truand next to it."),
    "cour-des-miracles": N_("One of your truands taken by the Sergent comes back to your reserve."),
}
"""What each card does, in English (``board.toml`` writes it in French, as the card is printed)."""


class Paris(NamedTuple):
    """What the words of a match need besides its players: its ``board`` (the cards' names, the purses' worth) and
    the ``layout`` of its map (the squares' kinds)."""

    board: Board
    layout: Layout


# -- the things of the game in words ----------------------------------------------------------------------------
def colour_words(colour: str) -> str:
    """A purse colour in words: ``grey`` (French ``grise``)."""
    return _(COLOUR_WORDS[colour])


def purse_words(colour: str) -> str:
    """One purse in words: ``a grey purse`` (French ``une bourse grise``)."""
    return _(PURSE_WORDS[colour])


def purse_counts(counts, colours=COLOURS) -> list[str]:
    """Purses counted by colour, in words: ``2 grey``, ``1 violet`` (French ``2 grises``, ``1 violette``)."""
    found = []
    for n, colour in zip(counts, colours):
        if colour == "grey":
            found.append(n_("{n} grey", "{n} grey", n).format(n=n))
        elif colour == "violet":
            found.append(n_("{n} violet", "{n} violet", n).format(n=n))
        else:
            found.append(n_("{n} brown", "{n} brown", n).format(n=n))
    return found


def given_purses(counts) -> str:
    """The purses of ``counts`` (grey, violet, brown) that are some, in words: ``2 grey, 1 brown``."""
    return ", ".join(words for n, words in zip(counts, purse_counts(counts)) if n)


def figure_words(figure: str) -> str:
    """A figure as a sentence names it: ``the Sergent`` (French ``le Sergent``)."""
    return _(FIGURE_WORDS[figure])


def capitalized(text: str) -> str:
    """``text`` with its first letter a capital (``The Sergent…``, ``Le Sergent…``)."""
    return text[:1].upper() + text[1:]


def square_words(layout: Layout, square: int) -> str:
    """A square in words: ``square 14`` with its kind when it matters (``square 14 (habitation)``); French
    ``la case 14``."""
    return _square_words(layout, square, current())


@lru_cache(maxsize=None)
def _square_words(layout: Layout, square: int, lang: str) -> str:
    kind = layout.squares[square].kind
    if kind in KIND_WORDS:
        return _("square {number} ({kind})").format(number=square, kind=_(KIND_WORDS[kind]))
    return _("square {number}").format(number=square)


def of_player(name: str) -> str:
    """French ``de Bruno``, ``d'Alice``: the player a thing belongs to, elided before a vowel."""
    return ("d'" if name[:1].lower() in "aeiouàâéèêîïôûœ" and name[:1] else "de ") + name


def truand_words(truand: int, reading: Reading) -> str:
    """A truand with its player: ``Alice's truand 2`` (French ``le truand 2 d'Alice``), ``your truand 2`` for the
    one who reads, for the middle of a sentence (``finish`` capitalises one that starts with it)."""
    player, number = divmod(truand, TRUANDS)
    if player == reading.viewer:
        return _("your truand {number}").format(number=number + 1)
    return _owned_truand(reading.names[player], number + 1, current())


@lru_cache(maxsize=1024)
def _owned_truand(player: str, number: int, lang: str) -> str:
    # Translators: {of_player} is "de Bruno" or "d'Alice".
    return _("{player}'s truand {number}").format(player=player, of_player=of_player(player), number=number)


def card_text(card) -> str:
    """What ``card`` (a ``board.Card``) says: as ``board.toml`` writes it (French), or in English when English is
    in force."""
    if current() == "en" and card.key in CARD_TEXTS:
        return _(CARD_TEXTS[card.key])
    return card.text


def cost_words(price: int) -> str:
    """A card's price in words: ``free``, ``1 écu``, ``2 écus``."""
    return _("free") if not price else n_("{n} écu", "{n} écus", price).format(n=price)


def _named(player: int, reading: Reading) -> str:
    """A player as a fact ``of_player`` words him: French « d'Alice », « de Bruno »."""
    return of_player(reading.names[player]) if 0 <= player < len(reading.names) else str(player)


def _either(players, reading: Reading) -> str:
    """Players one of whom will do: « Bruno or you » (French « Bruno ou vous »)."""
    return _(" or ").join(NARRATOR.seat(p, reading) for p in players)


def _purses(counts, reading: Reading) -> str:
    return given_purses(counts) or _("nothing (no purse)")


def _card_text(key: str, reading: Reading) -> str:
    return card_text(next(card for card in reading.context.board.cards if card.key == key))


def _gloss(english: str, reading: Reading) -> str:
    """A rule's gloss (its English, ``Rule.english``) inside a sentence: translated, no capital, no full stop."""
    gloss = _(english).rstrip(".")
    return gloss[:1].lower() + gloss[1:]


def _owners(players, reading: Reading) -> str:
    """The players a refusal asks to choose between, by number and name: « 1 (Alice) or 3 (Claire) »."""
    return _(" or ").join(f"{q + 1} ({reading.names[q]})" for q in players)


WORDS = {
    "square": lambda square, reading: square_words(reading.context.layout, square),
    "purse": lambda colour, reading: purse_words(colour),
    "colour": lambda colour, reading: colour_words(colour),
    "figure": lambda figure, reading: figure_words(figure),
    "card": lambda key, reading: reading.context.board.card_names[key],
    "truand": truand_words,
    "other": truand_words,
    "purses": _purses,
    "points": lambda points, reading: f"{points:g}",
    "of_player": _named,
    "of_victim": _named,
    "way": lambda steps, reading: _(FIGURE_STEP_WORDS[steps]),
    "card_text": _card_text,
    "held": lambda key, reading: reading.context.board.card_names[key],
    "owners": _owners,
    "choices": lambda kinds, reading: _(" or ").join(kinds),
    "rule": _gloss,
    "victims": _either,
}
"""How each fact of Les Ribauds' events and refusals is worded, by its field name (the players are ``seats``)."""


class RibaudsNarrator(Narrator):
    """The words of Les Ribauds: its events' facts (``WORDS``), its buttons (``label``) and its pieces
    (``piece_name``). French names a player's thing « le truand d'Alice »: a message's ``{of_player}`` (and
    ``{of_victim}``) is its player (victim) so worded, filled in from the fact ``player`` (``victim``)."""

    domain = "ribauds"
    seats = frozenset({"player", "victim"})
    seat_lists = frozenset({"players"})
    words = WORDS

    def say(self, message: str | tuple[str, str], facts: Mapping[str, Any], reading: Reading,
            finished: bool = True) -> str:
        """``message`` with its ``facts`` worded for ``reading`` (``Narrator.say``), its ``{of_player}`` and
        ``{of_victim}`` (French « d'Alice ») filled in from the facts ``player`` and ``victim``."""
        if "player" in facts or "victim" in facts:
            facts = {**facts, **{"of_" + seat: facts[seat] for seat in ("player", "victim") if seat in facts}}
        return super().say(message, facts, reading, finished)

    # -- the buttons --------------------------------------------------------------------------------------------
    def label(self, state: Any, action: Any, viewer: int | None = None) -> str:
        """``action`` as its button says it in ``state`` (the viewer, when a label names him, is « you »)."""
        kind, args, layout = action.kind, action.args, state.layout
        reading = Reading(state.names, viewer, Paris(state.board, layout))
        if kind == "place":
            return _("Place a truand on square {number}").format(number=args[0])
        if kind == "take":
            at = state.truands[state.to_move * TRUANDS + args[0] - 1]
            colour = layout.squares[at].colour
            return _("Truand {number} takes {purse} (runs {steps})").format(
                number=args[0], purse=purse_words(colour), steps=state.board.moves[colour])
        if kind == "step":
            return _("Truand {number} → {square}: one step, no purse taken").format(
                number=args[0], square=square_words(layout, args[1]))
        if kind == "run":
            return _("Truand {number} → {square}").format(number=_piece_number(action.piece),
                                                           square=square_words(layout, args[0]))
        if kind == "figure":
            return _("{figure} → {square}").format(figure=capitalized(figure_words(action.piece[4:])),
                                                   square=square_words(layout, args[0]))
        if kind == "rob":
            return _("Rob {player} of {purse}").format(player=self.seat(args[0] - 1, reading),
                                                        purse=purse_words(args[1]))
        if kind == "pay":
            return _("Give {purses}").format(purses=given_purses(args))
        if kind == "draw":
            return _("Draw {card}").format(card=state.board.card_names[args[0]])
        if kind == "card":
            return self.card_label(state, action, reading)
        return self.end_label(state, action)

    def card_label(self, state: Any, action: Any, reading: Reading) -> str:
        """A card's play: the card, its place and price, what it does (``card 2 planque 1 35``); in the reading
        lenient (``card planque 1 35``) the price of the next card this turn."""
        args = action.args
        if isinstance(args[0], str):
            key = args[0]
            return _("{card}: {effect} ({cost})").format(card=state.board.card_names[key],
                                                         effect=self.effect(state, key, args[1:], reading),
                                                         cost=cost_words(COSTS[state.played]))
        place, key = args[0], args[1]
        return _("{card} (place {place}, {cost}): {effect}").format(
            card=state.board.card_names[key], place=place, cost=cost_words(COSTS[place - 1]),
            effect=self.effect(state, key, args[2:], reading))

    def effect(self, state: Any, key: str, rest: tuple, reading: Reading) -> str:
        """What a play of card ``key`` aiming at ``rest`` (its arguments after the card) does, in words: truand
        ``rest[0]`` to square ``rest[1]`` (Cavale, Planque, Échange: with ``rest[2]``, the number of the player
        whose truand is swapped, where several players' truands stand), the purse of square ``rest[0]``
        (Pied-de-biche), the card's figure to ``rest[0]``, an écu from player number ``rest[0]`` (Coupe-bourse),
        or nothing more (Aumône, Cour des miracles)."""
        layout = state.layout
        if key in ("cavale", "planque", "echange"):
            number, there = rest[0], rest[1]
            if key == "cavale":
                return _("truand {number} → {square}").format(number=number, square=square_words(layout, there))
            if key == "planque":
                return _("truand {number} hides on {square}").format(number=number,
                                                                     square=square_words(layout, there))
            if len(rest) > 2 and rest[2] - 1 == reading.viewer:
                return _("truand {number} swaps with your truand on square {square}").format(number=number,
                                                                                            square=there)
            if len(rest) > 2:
                victim = reading.names[rest[2] - 1]
                return _("truand {number} swaps with {player}'s truand on square {square}").format(
                    number=number, player=victim, of_player=of_player(victim), square=there)
            return _("truand {number} swaps with the truand on square {square}").format(number=number, square=there)
        if key == "pied-de-biche":
            return _("{purse} from square {number}").format(purse=purse_words(layout.squares[rest[0]].colour),
                                                            number=rest[0])
        if key in FIGURE_CARDS:
            return _("{figure} → {square}").format(figure=figure_words(FIGURE_CARDS[key]),
                                                   square=square_words(layout, rest[0]))
        if key == "coupe-bourse":
            return _("an écu from {player}").format(player=self.seat(rest[0] - 1, reading))
        if key == "aumone":
            return _("2 écus")
        return _("a lost truand back to your reserve")

    def end_label(self, state: Any, action: Any) -> str:
        """Ending the turn: with the hand kept or put in a new order (its cards named in that order); in the
        reading lenient, ``end`` alone."""
        if state.options["reading"] == "lenient":
            return _("End your turn")
        hand, names = state.hands[state.to_move], state.board.card_names
        order = action.args or tuple(range(1, len(hand) + 1))
        row = ", ".join(names[hand[i - 1]] for i in order)
        if not action.args:
            return _("End your turn, hand kept: {cards}").format(cards=row) if row else _("End your turn")
        return _("End your turn, hand put in order: {cards}").format(cards=row)

    def piece_name(self, state: Any, piece: str, viewer: int | None = None) -> str:
        """A truand (``truand-0-2``: « Truand 2 ») or a figure (``fig-roi``: « The Roi des truands »)."""
        if piece.startswith("truand-"):
            return _("Truand {number}").format(number=_piece_number(piece))
        if piece.startswith("fig-"):
            return capitalized(figure_words(piece[4:]))
        return piece


def _piece_number(piece: str) -> int:
    """The number of the truand whose shape id is ``piece`` (``truand-0-2``: 2)."""
    return int(piece.rsplit("-", 1)[1])


NARRATOR = RibaudsNarrator()


# -- the sheets and the tables ------------------------------------------------------------------------------------
def sheet(state: Any, player: int, viewer: int | None = None) -> dict[str, str]:
    """A player's loot, écus, band and cards: their names in the order of his hand for ``player`` himself and the
    teacher (``viewer`` None), how many for anyone else (the hand and its order are secret)."""
    held = state.loot[player * 3:player * 3 + 3]
    band = state.truands[player * TRUANDS:player * TRUANDS + TRUANDS]
    found = {_("loot"): _("{points} points ({purses})").format(points=state.loot_points(player),
                                                               purses=", ".join(purse_counts(held))),
             _("écus"): str(state.ecus[player]),
             _("truands"): n_("{board} in Paris, {reserve} waiting, {lost} lost",
                              "{board} in Paris, {reserve} waiting, {lost} lost", band.count(LOST)).format(
                 board=sum(at >= 0 for at in band), reserve=band.count(RESERVE), lost=band.count(LOST))}
    hand = state.hands[player]
    if viewer is None or viewer == player:
        found[_("cards")] = ", ".join(state.board.card_names[key] for key in hand) or _("none")
    else:
        found[_("cards")] = n_("{n} card in hand", "{n} cards in hand", len(hand)).format(n=len(hand))
    if state.out[player]:
        found[_("out")] = _("taken by the Prévôt")
    return found


def tables(state: Any) -> dict[str, tuple[tuple[str, ...], list[tuple]]]:
    """The loot of each player, the purses left by colour, the truands lost."""
    board = state.board
    loot = [(state.names[p], *state.loot[p * 3:p * 3 + 3], state.loot_points(p), state.ecus[p],
             state.truands[p * TRUANDS:p * TRUANDS + TRUANDS].count(LOST)) for p in range(len(state.names))]
    left = [(colour_words(colour), state.purses_left(colour), state.spent[c], board.moves[colour],
             board.value[colour], figure_words(board.figure[colour])) for c, colour in enumerate(COLOURS)]
    return {_("Loot"): ((_("player"), *(colour_words(c) for c in COLOURS), _("points"), _("écus"),
                         _("truands lost")), loot),
            _("Purses left"): ((_("colour"), _("on the board"), _("given to the Roi"), _("moves"), _("worth"),
                                _("moves the figure")), left)}
