"""The words of Vengeance à Chicago: its events, its buttons, its figures, squares and gangs, worded when they are
read, for the one who reads, in the language in force.

The rules hold no words: an event names its message (marked ``M_``) and its facts (player indices, figure numbers,
squares, colour keys, dice), an action is its notation (``move orange.3 8``). ``ChicagoNarrator`` words them
(``gangs.kernel.tell``): a player by his name, « you » for the reader; a figure with its owner (« Alice's orange
henchman 3 », « your orange henchman 3 » for Alice reading); a square by its number and kind (« square 14 (Tir) »,
« la case 14 (Tir) »). The refusals are worded by the rules that raise them (``state.ChicagoState.why_illegal``,
with the words below), the drawing by ``scene``.
"""

from __future__ import annotations

from typing import Any, NamedTuple, Sequence

from ..kernel.lang import N_, plural_translator, translator
from ..kernel.tell import Narrator, Reading
from .board import KIND_NAMES, Board
from .figures import DEAD, FIGURES, GONE, HQ, PARRAIN, gang_of
from .movement import HOME
from .pending import Move

_ = translator("chicago")
"""A message of Vengeance à Chicago in the language in force (read-time code only: words, labels, sheets)."""
n_ = plural_translator("chicago")
"""The same, counted by a number."""

COLOUR_WORDS = {"orange": N_("orange"), "blue": N_("blue"), "yellow": N_("yellow"), "green": N_("green")}
"""The gangs' colours as the notation writes them, marked for the catalogue (French: orange, bleu, jaune, vert)."""


class Gangs(NamedTuple):
    """What the words of a match need beside the players' names (its voice's ``context``): the ``board`` (its
    squares' kinds), each gang's ``colour`` and the player who leads it (``owner``)."""

    board: Board
    colours: tuple[str, ...]
    owner: tuple[int, ...]


# -- things in words ----------------------------------------------------------------------------------------
def colour_words(colour: str) -> str:
    """A gang's colour in words: ``orange``, ``bleu`` in French (a colour a teacher's board adds: as written)."""
    return _(colour) if colour in COLOUR_WORDS else colour


def figure_name(colour: str, figure: int) -> str:
    """A figure in words: ``Orange parrain``, ``Orange henchman 3`` (French: ``Parrain orange``, ``Homme de main
    orange 3``; a translation may use ``{colour}``, the colour in lower case, in place of ``{Colour}``)."""
    words, k = colour_words(colour), figure % FIGURES
    if k == PARRAIN:
        return _("{Colour} parrain").format(Colour=words.capitalize(), colour=words)
    return _("{Colour} henchman {number}").format(Colour=words.capitalize(), colour=words, number=k)


def of_player(name: str) -> str:
    """French ``de Bruno``, ``d'Alice``: the player a thing belongs to, elided before a vowel."""
    return ("d'" if name[:1].lower() in "aeiouàâéèêîïôûœ" and name[:1] else "de ") + name


def owned_figure(figure: int, reading: Reading) -> str:
    """A figure in words with its player, for the middle of a sentence (``finish`` capitalises one that starts
    with it): ``Alice's orange henchman 3`` (French: ``l'homme de main orange 3 d'Alice``), and for the player who
    reads, his own: ``your orange henchman 3`` (« votre homme de main orange 3 »)."""
    gangs: Gangs = reading.context
    gang = gang_of(figure)
    player, words, k = gangs.owner[gang], colour_words(gangs.colours[gang]), figure % FIGURES
    if player == reading.viewer:
        if k == PARRAIN:
            return _("your {colour} parrain").format(colour=words)
        return _("your {colour} henchman {number}").format(colour=words, number=k)
    name = reading.names[player]
    if k == PARRAIN:
        # Translators: {of_player} is "de Bruno" or "d'Alice".
        return _("{player}'s {colour} parrain").format(player=name, of_player=of_player(name), colour=words)
    return _("{player}'s {colour} henchman {number}").format(player=name, of_player=of_player(name), colour=words,
                                                             number=k)


def square_words(board: Board, square: int) -> str:
    """A ring square in words: ``square 14 (Tir)`` (French: ``la case 14 (Tir)``); the kinds keep the rulebook's
    names."""
    return _("square {number} ({kind})").format(number=square, kind=KIND_NAMES[board.kinds[square]])


def place_words(board: Board, colour: str, at: int) -> str:
    """Where a figure stands, in words: a square, its HQ, liquidated, or gone."""
    if at >= 0:
        return square_words(board, at)
    if at == HQ:
        return _("the {colour} HQ").format(colour=colour_words(colour))
    return _("liquidated") if at == DEAD else _("gone")


def dice_words(dice: Sequence[int]) -> str:
    """The dice still to play, in words: ``3 and 5`` (French: ``3 et 5``), or one die."""
    if len(dice) == 2:
        return _("{first} and {second}").format(first=dice[0], second=dice[1])
    return " ".join(map(str, dice))


def reading_of(state: Any, viewer: int | None) -> Reading:
    """How ``viewer`` reads ``state``'s match (its players' names, its gangs), for the scene and the sheets."""
    return Reading(state.names, viewer, state.voice.context)


# -- the facts in words -------------------------------------------------------------------------------------
def _square(square: int, reading: Reading) -> str:
    return square_words(reading.context.board, square)


def _colour(colour: str, reading: Reading) -> str:
    return colour_words(colour)


def _Colour(colour: str, reading: Reading) -> str:
    return colour_words(colour).capitalize()


def _dice(dice: Sequence[int], reading: Reading) -> str:
    return dice_words(dice)


def _of_player(player: int, reading: Reading) -> str:
    return of_player(reading.names[player])


def _where(value: Sequence, reading: Reading) -> str:
    """Where a figure of a refusal stands: (its gang's colour, its place) in words."""
    colour, at = value
    return place_words(reading.context.board, colour, at)


def _dice(dice: Sequence[int], reading: Reading) -> str:
    return dice_words(dice)


LABELS = {"roll": N_("Roll the dice"), "spin": N_("Spin the wheel"), "pass": N_("Keep the other die")}
"""The buttons of the actions with no argument."""


class ChicagoNarrator(Narrator):
    """How Vengeance à Chicago words its facts.

    The seats (the facts that are one player): ``player`` (who rolls, hires the snipers, chooses the victim; whose
    men alone the snipers find); the seat list ``players``: the winners, one or several (a reader among them reads
    the "you" form, « You win the game! », « Alice et vous gagnez la partie ! »). The facts worded by ``words``:
    ``figure``, ``hostage`` and ``rescuer``, a figure's number, as the figure with its owner (« your » for the
    reader's own); ``square``, ``opposite``, a ring square with its kind; ``colour``, a gang's colour key
    (``Colour``, with a capital); ``left``, the dice left to play; ``of_player``, a player as French writes whose
    men they are (« d'Alice »); in the refusals, ``alike`` a figure as ``figure``, ``where`` (colour, place) where a
    figure stands, ``dice`` the dice to play. The rest (``steps``, ``face``, ``first``, ``second``, ``n``,
    ``number``, ``round``, ``walked``, ``squares``) reads as its number."""

    domain = "chicago"
    seats = frozenset({"player"})
    seat_lists = frozenset({"players"})
    words = {"figure": owned_figure, "hostage": owned_figure, "rescuer": owned_figure, "square": _square,
             "opposite": _square, "colour": _colour, "Colour": _Colour, "left": _dice, "of_player": _of_player,
             "alike": owned_figure, "where": _where, "dice": _dice}

    # -- the buttons ----------------------------------------------------------------------------------
    def label(self, state: Any, action: Any, viewer: int | None = None) -> str:
        """The button's words for ``action`` in ``state``, in the language in force: rolling, spinning or keeping
        the other die; a move by the figure, where it goes and by which dice; a victim; a wheel's position. No
        button names a player."""
        kind = action.kind
        if kind in LABELS:
            return _(LABELS[kind])
        if kind == "move":
            return self._move_label(state, action)
        if kind == "victim":
            figure = state.figure_of(action.args[0])
            return _("{figure} dies").format(figure=figure_name(state.colours[gang_of(figure)], figure))
        if kind == "wheel":
            return _("The wheel stops at position {k}").format(k=action.args[0])
        return action.notation

    def _move_label(self, state: Any, action: Any) -> str:
        """« Orange henchman 3 → square 14, Tir (a 5) », or home to the HQ, « both dice » when the move is their
        total."""
        figure, steps = state.figure_of(action.args[0]), action.args[1]
        pending = state.pending
        both = isinstance(pending, Move) and pending.total and steps not in pending.dice
        square, _passes = state.destination(figure, steps)
        name = figure_name(state.colours[gang_of(figure)], figure)
        if square == HOME:
            label = (_("{figure} → home to the HQ (both dice, {steps})") if both else
                     _("{figure} → home to the HQ (a {steps})"))
            return label.format(figure=name, steps=steps)
        label = (_("{figure} → square {number}, {kind} (both dice, {steps})") if both else
                 _("{figure} → square {number}, {kind} (a {steps})"))
        return label.format(figure=name, steps=steps, number=square, kind=KIND_NAMES[state.board.kinds[square]])

    def piece_name(self, state: Any, piece: str, viewer: int | None = None) -> str:
        """The figure whose shape id is ``piece`` (``fig-orange-3``) in words: ``Orange henchman 3``."""
        _fig, colour, number = piece.split("-", 2) if piece.count("-") >= 2 else ("", "", "")
        if colour not in state.colours or not (number == "p" or number.isascii() and number.isdigit()):
            return piece
        return figure_name(colour, PARRAIN if number == "p" else int(number))

    # -- the sheets and tables -------------------------------------------------------------------------
    def sheet(self, state: Any, player: int, viewer: int | None = None) -> dict[str, str]:
        """Each of ``player``'s gangs in ``state``: where its parrain is and how far on his tour, its henchmen, its
        hostages. ``viewer`` (who looks) changes nothing: the sheet names no player, and Vengeance à Chicago hides
        nothing."""
        sheet: dict[str, str] = {}
        for gang in (g for g, p in enumerate(state.owner) if p == player):
            colour, parrain = state.colours[gang], gang * FIGURES
            tag = f"{colour} " if state.owner.count(player) > 1 else ""
            at = state.at[parrain]
            words = colour_words(colour)
            if at == GONE:
                sheet[(_("{colour} parrain") if tag else _("parrain")).format(colour=words)] = _(
                    "gone: the gang is wiped out")
                continue
            where = place_words(state.board, colour, at)
            if state.held_by[parrain] >= 0:
                where = _("{where} (hostage)").format(where=where)
            if gang in state.wounded:
                where = _("{where}, wounded").format(where=where)
            sheet[(_("{colour} parrain") if tag else _("parrain")).format(colour=words)] = where
            walked = state.tour(gang)
            sheet[(_("{colour} tour") if tag else _("tour")).format(colour=words)] = n_(
                "{walked} of {squares} squares", "{walked} of {squares} squares", walked).format(
                walked=walked, squares=state.board.squares) if state.homecoming != gang else _(
                "home: the whole tour of {squares} squares").format(squares=state.board.squares)
            counts = state.gang_counts(gang)
            sheet[(_("{colour} henchmen") if tag else _("henchmen")).format(colour=words)] = n_(
                "{city} in the city, {hq} in the HQ, {dead} dead", "{city} in the city, {hq} in the HQ, {dead} dead",
                counts["dead"]).format(**counts)
            held = sum(1 for h, k in enumerate(state.held_by) if k >= 0 and gang_of(k) == gang)
            if held:
                sheet[(_("{colour} holds") if tag else _("holds")).format(colour=words)] = n_(
                    "{n} hostage", "{n} hostages", held).format(n=held)
        return sheet

    def tables(self, state: Any) -> dict[str, tuple[tuple[str, ...], list[tuple]]]:
        """``state``'s hostages (who holds whom, where, since which round) and each gang's men, dead and recruits,
        every player by his name (the tables are the teacher's)."""
        hostages = [(figure_name(state.colours[gang_of(h)], h), state.names[state.owner[gang_of(h)]],
                     figure_name(state.colours[gang_of(k)], k), state.names[state.owner[gang_of(k)]],
                     square_words(state.board, state.at[h]), state.held_since[h])
                    for h, k in enumerate(state.held_by) if k >= 0]
        gangs = []
        for gang, colour in enumerate(state.colours):
            counts = state.gang_counts(gang)
            gangs.append((colour_words(colour), state.names[state.owner[gang]],
                          place_words(state.board, colour, state.at[gang * FIGURES]), max(state.tour(gang), 0),
                          counts["city"], counts["hq"], counts["dead"], state.losses[gang], state.recruits[gang]))
        return {_("Hostages"): ((_("hostage"), _("of"), _("held by"), _("kidnapper's player"), _("where"),
                                 _("since round")), hostages),
                _("Gang by gang"): ((_("gang"), _("player"), _("parrain"), _("tour"), _("in the city"), _("in the HQ"),
                                     _("dead"), _("losses"), _("recruits")), gangs)}


NARRATOR = ChicagoNarrator()
"""The narrator of every match of Vengeance à Chicago (``ChicagoGame.narrator``)."""
