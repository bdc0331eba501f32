"""The actions bound to the map's squares (a placement, a purse taken, a step, a run, a figure's move), made once
per layout, square and language and then shared by every game on it: their labels and targets depend on the map
and the language alone, and an Action is immutable. Listing the legal actions is most of the engine's work, so
this is where it is saved. ``lang`` is the language in force (``gangs.kernel.lang.current()``), asked once by
the caller."""

from __future__ import annotations

from functools import lru_cache

from ..kernel import Action
from ..kernel.lang import translator
from .board import Layout
from .words import TRUANDS, capitalized, figure_words, purse_words, square_words, truand_id

_ = translator("ribauds")


@lru_cache(maxsize=None)
def place_action(layout: Layout, square: int, lang: str) -> Action:
    """Place a truand from the reserve on ``square``."""
    return Action("place", square, targets=(f"sq-{square}",),
                  label=_("Place a truand on square {number}").format(number=square))


@lru_cache(maxsize=None)
def take_action(layout: Layout, truand: int, at: int, steps: int, lang: str) -> Action:
    """Truand ``truand`` (an index over every band) takes a purse from ``at``, to run ``steps``."""
    number = truand % TRUANDS + 1
    return Action("take", number, targets=(f"sq-{at}",), piece=truand_id(truand // TRUANDS, number),
                  piece_name=_("Truand {number}").format(number=number),
                  label=_("Truand {number} takes {purse} (runs {steps})").format(
                      number=number, purse=purse_words(layout.squares[at].colour), steps=steps))


@lru_cache(maxsize=None)
def step_action(layout: Layout, truand: int, there: int, lang: str) -> Action:
    """Truand ``truand`` moves one square, to ``there``, without a purse."""
    number = truand % TRUANDS + 1
    return Action("step", number, there, targets=(f"sq-{there}",), piece=truand_id(truand // TRUANDS, number),
                  piece_name=_("Truand {number}").format(number=number),
                  label=_("Truand {number} → {square}: one step, no purse taken").format(number=number,
                                                                          square=square_words(layout, there)))


@lru_cache(maxsize=None)
def run_action(layout: Layout, truand: int, there: int, lang: str) -> Action:
    """The running truand ``truand`` stops on ``there``."""
    number = truand % TRUANDS + 1
    return Action("run", there, targets=(f"sq-{there}",), piece=truand_id(truand // TRUANDS, number),
                  piece_name=_("Truand {number}").format(number=number),
                  label=_("Truand {number} → {square}").format(number=number, square=square_words(layout, there)))


@lru_cache(maxsize=None)
def figure_action(layout: Layout, figure: str, there: int, lang: str) -> Action:
    """``figure`` (sergent, roi or prevot) stops on ``there``."""
    name = capitalized(figure_words(figure))
    return Action("figure", there, targets=(f"sq-{there}",), piece=f"fig-{figure}", piece_name=name,
                  label=_("{figure} → {square}").format(figure=name, square=square_words(layout, there)))
