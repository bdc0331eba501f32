"""The actions bound to the map's squares (a placement, a purse taken, a step, a run, a figure's move), made once
per layout and square and then shared by every game on it: their notation and targets depend on the map alone,
and an Action is immutable (its words are made when it is read, ``tell.py``). Listing the legal actions is most
of the engine's work, so this is where it is saved."""

from __future__ import annotations

from functools import lru_cache

from ..kernel import Action
from .board import Layout
from .pieces import TRUANDS, truand_id


@lru_cache(maxsize=None)
def place_action(layout: Layout, square: int) -> Action:
    """Place a truand from the reserve on ``square``."""
    return Action("place", square, targets=(f"sq-{square}",))


@lru_cache(maxsize=None)
def take_action(layout: Layout, truand: int, at: int) -> Action:
    """Truand ``truand`` (an index over every band) takes a purse from ``at``."""
    number = truand % TRUANDS + 1
    return Action("take", number, targets=(f"sq-{at}",), piece=truand_id(truand // TRUANDS, number))


@lru_cache(maxsize=None)
def step_action(layout: Layout, truand: int, there: int) -> Action:
    """Truand ``truand`` moves one square, to ``there``, without a purse."""
    number = truand % TRUANDS + 1
    return Action("step", number, there, targets=(f"sq-{there}",), piece=truand_id(truand // TRUANDS, number))


@lru_cache(maxsize=None)
def steps_from(layout: Layout, truand: int, at: int) -> tuple[Action, ...]:
    """Every one-square step of truand ``truand`` from ``at`` (``step_action``), in the order of the neighbours."""
    return tuple(step_action(layout, truand, there) for there in layout.neighbours(at))


@lru_cache(maxsize=None)
def run_action(layout: Layout, truand: int, there: int) -> Action:
    """The running truand ``truand`` stops on ``there``."""
    number = truand % TRUANDS + 1
    return Action("run", there, targets=(f"sq-{there}",), piece=truand_id(truand // TRUANDS, number))


@lru_cache(maxsize=None)
def figure_action(layout: Layout, figure: str, there: int) -> Action:
    """``figure`` (sergent, roi or prevot) stops on ``there``."""
    return Action("figure", there, targets=(f"sq-{there}",), piece=f"fig-{figure}")
