"""How the table names things: figures, squares and gangs, in words (in the language in force) and in the
notation (always the same)."""

from __future__ import annotations

from functools import lru_cache

from ..kernel.lang import N_, current, translator
from .board import KIND_NAMES, Board

_ = translator("chicago")

FIGURES = 9
"""A gang's figures: the parrain (figure 0) and eight hommes de main (figures 1 to 8)."""
PARRAIN = 0
HQ, DEAD, GONE = -1, -2, -3
"""Where a figure is when it is not on a ring square: in its HQ, liquidated (it may be recruited
again), or gone for good (a parrain whose gang was wiped out)."""

COLOUR_WORDS = {"orange": N_("orange"), "blue": N_("blue"), "yellow": N_("yellow"), "green": N_("green")}
"""The gangs' colours as the notation writes them, marked for the catalogue (French: orange, bleu, jaune, vert)."""


def gang_of(figure: int) -> int:
    """The gang a figure belongs to."""
    return figure // FIGURES


def is_parrain(figure: int) -> bool:
    """Whether a figure is its gang's parrain."""
    return figure % FIGURES == PARRAIN


def colour_words(colour: str) -> str:
    """A gang's colour in words: ``orange``, ``bleu`` in French (a colour a teacher's board adds: as written)."""
    return _(colour) if colour in COLOUR_WORDS else colour


def figure_code(colour: str, figure: int) -> str:
    """A figure in the notation: ``orange.parrain``, ``orange.3``."""
    k = figure % FIGURES
    return f"{colour}.parrain" if k == PARRAIN else f"{colour}.{k}"


def figure_name(colour: str, figure: int) -> str:
    """A figure in words: ``Orange parrain``, ``Orange henchman 3`` (French: ``Parrain orange``, ``Homme de main
    orange 3``; a translation may use ``{colour}``, the colour in lower case, in place of ``{Colour}``)."""
    return _figure_name(colour, figure % FIGURES, current())


@lru_cache(maxsize=1024)
def _figure_name(colour: str, k: int, lang: str) -> str:
    words = colour_words(colour)
    if k == PARRAIN:
        return _("{Colour} parrain").format(Colour=words.capitalize(), colour=words)
    return _("{Colour} henchman {number}").format(Colour=words.capitalize(), colour=words, number=k)


def figure_id(colour: str, figure: int) -> str:
    """The id of a figure's shape in the scene: ``fig-orange-p``, ``fig-orange-3``."""
    k = figure % FIGURES
    return f"fig-{colour}-p" if k == PARRAIN else f"fig-{colour}-{k}"


def of_player(name: str) -> str:
    """French ``de Bruno``, ``d'Alice``: the player a thing belongs to, elided before a vowel."""
    return ("d'" if name[:1].lower() in "aeiouàâéèêîïôûœ" and name[:1] else "de ") + name


def owned_figure(player: str, colour: str, figure: int) -> str:
    """A figure in words with its player: ``Alice's orange henchman 3`` (French: ``l'homme de main orange 3
    d'Alice``), for the middle of a sentence (``sentence`` capitalises one that starts with it)."""
    return _owned_figure(player, colour, figure % FIGURES, current())


@lru_cache(maxsize=1024)
def _owned_figure(player: str, colour: str, k: int, lang: str) -> str:
    words = colour_words(colour)
    if k == PARRAIN:
        # Translators: {of_player} is "de Bruno" or "d'Alice".
        return _("{player}'s {colour} parrain").format(player=player, of_player=of_player(player), colour=words)
    return _("{player}'s {colour} henchman {number}").format(player=player, of_player=of_player(player),
                                                             colour=words, number=k)


def sentence(text: str) -> str:
    """``text`` with its first letter a capital, in a language whose sentences may start with a lower-case
    article (``le parrain orange d'Alice…``); English is left as written."""
    return text if current() == "en" else text[:1].upper() + text[1:]


def square_words(board: Board, square: int) -> str:
    """A ring square in words: ``square 14 (Tir)`` (French: ``la case 14 (Tir)``); the kinds keep the rulebook's
    names."""
    return _square_words(square, KIND_NAMES[board.kinds[square]], current())


@lru_cache(maxsize=1024)
def _square_words(square: int, kind: str, lang: str) -> str:
    return _("square {number} ({kind})").format(number=square, kind=kind)


def place_words(board: Board, colour: str, at: int) -> str:
    """Where a figure stands, in words: a square, its HQ, liquidated, or gone."""
    if at >= 0:
        return square_words(board, at)
    if at == HQ:
        return _("the {colour} HQ").format(colour=colour_words(colour))
    return _("liquidated") if at == DEAD else _("gone")
