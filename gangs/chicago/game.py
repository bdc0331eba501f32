"""ChicagoGame: Vengeance à Chicago as a kernel Game."""

from __future__ import annotations

from typing import Any, Mapping

from ..kernel import Game, Option, State, board_option, max_turns_option, option_index, with_kernel_rules
from ..kernel.lang import N_, translator
from .board import Board, load_board
from .figures import FIGURES, HQ
from .rules import RULES
from .state import ChicagoState
from .tell import NARRATOR, Gangs

_ = translator("chicago")

SEATS = {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}
"""The HQs the gangs take, by the number of gangs: two gangs face each other across the board."""


class ChicagoGame(Game):
    """*Vengeance à Chicago* (Parker, 1987): the first parrain home after a whole tour of the city wins.

    Options: ``two_gangs`` (with 2 players, each leads two facing gangs), ``max_turns`` (200 by default:
    the rounds after which the parrain furthest on his tour wins), ``board`` (a teacher's copy of
    ``board.toml``), ``reading`` (``printed``, or ``lenient``: the house reading of earlier versions, which
    the records written before this option replay with), ``wounded_parrain`` (a variant of ours)."""

    name = "chicago"
    title = "Vengeance à Chicago"
    min_players, max_players = 2, 4
    options = option_index(
        Option("two_gangs", False, N_("with 2 players, each leads two facing gangs (orange and yellow, blue and "
                                      "green)"), type=bool),
        max_turns_option(200, N_("the rounds after which the parrain furthest on his tour wins (200: games "
                                 "between people end long before; without a limit aimless play may not end at all)"),
                         maximum=300, optional=False),
        board_option(load_board),
        Option("reading", "printed", N_("printed: the rules as the rulebook prints them; lenient: the house reading "
                                        "of earlier versions (a die may be kept, a parrain with no exact die may "
                                        "pass his HQ, a lone parrain may leave his HQ, a parrain liquidated with no "
                                        "henchman left is gone for good)"), choices=("printed", "lenient"),
               before="lenient"),
        Option("wounded_parrain", False, N_("a variant of ours, not in the rulebook: the snipers' first hit only "
                                            "wounds a parrain, the second liquidates him"), type=bool, before=False),
    )
    rules = with_kernel_rules(RULES)
    cap_rules = frozenset({"stopped-game"})
    sections = (
        ("setup", N_("The start and the roll")),
        ("crowd", N_("Meetings")),
        ("rien", N_("The squares")),
        ("home", N_("Home, and the end")),
    )
    """The rule index's sections, for the manual."""
    reference = ("roll", "move-total", "move-two", "clockwise", "crowd", "hostage", "liquidated", "tir", "shot",
                 "home", "new-tour", "win-home", "last-parrain")
    """The rules of a turn, the scoring and the end, in order: the manual's one-page reference."""
    narrator = NARRATOR
    forced_examples = ("5", "wheel 3")
    max_decisions = 7_000
    """The bound random play keeps at every allowed option: no random round took more than 20 decisions (two
    gangs each), so the longest ``max_turns``, 300, stays under 6 000; random games of 300 rounds took at most
    about 3 700 decisions (README.md gives the lengths measured)."""

    def __init__(self) -> None:
        self._made: dict[tuple, tuple[Board, dict]] = {}

    def initial_state(self, players: list[str], options: Mapping[str, Any]) -> ChicagoState:
        """« placez les truands de chaque gang sur leurs Quartiers Généraux respectifs »: every figure in its
        HQ, orange to roll."""
        options = self.check_options(options)
        board: Board = load_board(options["board"])
        if options["two_gangs"] and len(players) != 2:
            raise ValueError(_("option two_gangs: only with 2 players (each then leads two facing gangs)"))
        seats = SEATS[4] if options["two_gangs"] else SEATS[len(players)]
        state = ChicagoState.__new__(ChicagoState)
        state.game, state.names, state.options, state.board = self, tuple(players), options, board
        state.owner = tuple(g % len(players) for g in range(len(seats)))
        state.colours = tuple(board.hqs[s].colour for s in seats)
        state.doors = tuple(board.hqs[s].door for s in seats)
        state.voice = NARRATOR.voice(state.names, Gangs(board, state.colours, state.owner))
        # The board is kept beside its actions so that its id stays its own.
        state.made = self._made.setdefault((id(board), state.colours), (board, {}))[1]
        state.current, state.turn_, state.pending, state.resume = 0, 1, None, None
        state.dice, state.spun, state.named, state.regrouping, state.winners_ = (), None, (), (), None
        state.wounded, state.homecoming = (), None
        state.at = [HQ] * (FIGURES * len(seats))
        state.held_by, state.held_since = [-1] * len(state.at), [0] * len(state.at)
        state.recruits, state.losses = [0] * len(seats), [0] * len(seats)
        return state

    def possible_outcome(self, state: State, notation: str) -> bool:
        """A die from 1 to 6, or a position of the wheel."""
        kind, _sep, rest = notation.partition(" ")
        return super().possible_outcome(state, notation) or (
            kind == "wheel" and rest.isascii() and rest.isdigit() and len(rest) < 9
            and int(rest) < state.board.positions and rest == str(int(rest)))

    def scene(self, state: ChicagoState, viewer: int | None = None):
        from .scene import draw

        return draw(state, viewer)
