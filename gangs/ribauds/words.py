"""How the table names things in Les Ribauds: truands, figures, purses, squares (in the language in force)."""

from __future__ import annotations

from functools import lru_cache

from ..kernel.lang import N_, current, plural_translator, translator
from .board import Layout

_ = translator("ribauds")
n_ = plural_translator("ribauds")

TRUANDS = 3
"""« Chaque joueur prend ses 3 pions truands. » Truand ``t`` of player ``p`` is index ``3p + t`` (t = 0, 1, 2;
numbered 1 to 3 in the notation)."""
RESERVE, LOST = -1, -2
"""Where a truand is when not on a square: in his player's reserve (not yet placed), or lost (taken away by
the Sergent)."""
COLOURS = ("grey", "violet", "brown")
"""The purse colours, in the order of the ``loot`` counts (as the notation writes them)."""
COLOUR_WORDS = {"grey": N_("grey"), "violet": N_("violet"), "brown": N_("brown")}
"""Each purse colour in words, marked for the catalogue (French: a purse's, « grise », « violette », « marron »)."""
PURSE_WORDS = {"grey": N_("a grey purse"), "violet": N_("a violet purse"), "brown": N_("a brown purse")}
"""One purse of each colour, as a sentence names it."""
FIGURES = ("sergent", "roi", "prevot")
"""The figures, in the order of ``state.figures``."""
FIGURE_WORDS = {"sergent": N_("the Sergent"), "roi": N_("the Roi des truands"), "prevot": N_("the Prévôt")}
"""Each figure as a sentence names it, marked for the catalogue (``figure_words`` translates it)."""
FIGURE_STEP_WORDS = {"orthogonal": N_("orthogonally"), "diagonal": N_("diagonally"), "any": N_("in any direction")}
"""How each figure steps (``board.figure_steps``), in words, marked for the catalogue."""
KIND_WORDS = {"habitation": N_("habitation"), "bridge": N_("bridge"), "seine": N_("seine")}
"""The kinds of square a square's name mentions."""


def truand_id(player: int, number: int) -> str:
    """The id of a truand's shape in the scene: ``truand-0-1`` (player 0's truand 1)."""
    return f"truand-{player}-{number}"


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


def figure_words(figure: str) -> str:
    """A figure as a sentence names it: ``the Sergent`` (French ``le Sergent``)."""
    return _(FIGURE_WORDS[figure])


def capitalized(text: str) -> str:
    """``text`` with its first letter a capital (``The Sergent…``, ``Le Sergent…``)."""
    return text[:1].upper() + text[1:]


def sentence(text: str) -> str:
    """``text`` with its first letter a capital in a language whose sentences may start with a lower-case
    article (``le truand 2 d'Alice…``); English, whose sentences start with a name, is left as written."""
    return text if current() == "en" else capitalized(text)


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


def owned_truand(player: str, number: int) -> str:
    """A truand with its player: ``Alice's truand 2`` (French ``le truand 2 d'Alice``), for the middle of a
    sentence (``sentence`` capitalises one that starts with it)."""
    return _owned_truand(player, number, current())


@lru_cache(maxsize=1024)
def _owned_truand(player: str, number: int, lang: str) -> str:
    # Translators: {of_player} is "de Bruno" or "d'Alice".
    return _("{player}'s truand {number}").format(player=player, of_player=of_player(player), number=number)



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


def card_text(card) -> str:
    """What ``card`` (a ``board.Card``) says: as ``board.toml`` writes it (French), or in English when English is
    in force."""
    if current() == "en" and card.key in CARD_TEXTS:
        return _(CARD_TEXTS[card.key])
    return card.text
