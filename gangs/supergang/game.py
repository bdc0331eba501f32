"""SuperGangGame: Super Gang as a kernel Game."""

from __future__ import annotations

from typing import Any, Mapping

from ..kernel import Game, Option, State, board_option, max_turns_option, option_index, with_kernel_rules
from ..kernel.lang import N_, formatter, translator
from .board import load_board
from .rules import RULES
from .state import SuperGangState

_ = translator("supergang")
f_ = formatter("supergang")


def _above_zero(chance: float) -> float:
    if chance <= 0:
        raise ValueError(f"a chance of a dart must be above 0, not {chance!r}")
    return chance


class SuperGangGame(Game):
    """*Super Gang* (Ludodélire, 1984): 2 to 4 gangs of a killer, a vamp and a trafficker fight for the city.

    ``players`` counts every seat: 2 to 4 gangs, plus the police seat (the last one) when
    ``police_player=True``. Options: ``dart_hit`` (the chance a dart hits, 0.5), ``dart_dead`` (the
    chance a hit target falls dead rather than wounded, 0.4), ``killer_bonus`` (the killer's points added to his
    die in a duel; ``None``, the default, for the board's value, 2), ``max_turns`` (100 rounds, after which the
    richest gang wins; ``None`` for no limit), ``board`` (``None``, or the path of an edited copy of
    ``board.toml``).
    """

    name = "supergang"
    title = "Super Gang"
    min_players = 2
    max_players = 5
    options = option_index(
        Option("police_player", False, N_("the last seat plays the police (it moves the cops and defends the "
                                          "shops) instead of the cops moving by the rules alone"), type=bool),
        Option("dart_hit", 0.5, N_("the chance that a dart hits its target (above 0)"), type=float, minimum=0,
               maximum=1, check=_above_zero),
        Option("dart_dead", 0.4, N_("the chance that a target hit falls dead rather than wounded (above 0)"),
               type=float, minimum=0, maximum=1, check=_above_zero),
        Option("killer_bonus", None, N_("the points the killer adds to his die in a duel, 0 to 6; None for the "
                                        "board's value (2, as printed: « un bonus de deux points aux dés »)"),
               type=int, minimum=0, maximum=6, optional=True),
        max_turns_option(100, N_("the rounds after which the richest gang wins; None for no limit")),
        board_option(load_board),
    )
    rules = with_kernel_rules(RULES)
    forced_examples = ("5", "dart dead")
    max_decisions = 8_000
    """The bound random play keeps: with max_turns=100, random games of 4 gangs end in under 2 000
    decisions (max_turns=None may run on, as its doc says)."""

    def initial_state(self, players: list[str], options: Mapping[str, Any]) -> SuperGangState:
        options = self.check_options(options)
        gangs = len(players) - (1 if options["police_player"] else 0)
        if not 2 <= gangs <= 4:
            seats = _("2 to 4 gangs") + (_(" plus the police seat") if options["police_player"] else "")
            raise ValueError(_("Super Gang is for {seats}, not {count} seats").format(seats=seats, count=len(players)))
        board = load_board(options["board"])
        if gangs not in board.bank:
            raise ValueError(f"the board's [bank] gives no sum for {gangs} gangs")
        state = SuperGangState(self, board, tuple(players), options)
        state._begin_turn(0, [])
        return state

    def possible_outcome(self, state: State, notation: str) -> bool:
        """A die from 1 to 6, or a dart that misses, wounds or kills."""
        return super().possible_outcome(state, notation) or notation in {"dart miss", "dart wounded", "dart dead"}

    def scene(self, state: SuperGangState, viewer: int | None = None):
        from .scene import draw

        return draw(state, viewer)


