"""StreetGame: La Street as a kernel Game."""

from __future__ import annotations

from typing import Any, Mapping

from ..kernel import Game, Option, State, board_option, max_turns_option, option_index, with_kernel_rules
from ..kernel.lang import N_
from .actions import build_actions
from .board import Board, load_board
from .rules import RULES
from .state import StreetState
from .tell import NARRATOR, spoken


class StreetGame(Game):
    """*La Street*: a race along the street, from Parking — Départ to La Street — Arrivée.

    Options: ``mode`` (``"normal"``: RIP sends to the Cimetière; ``"fast"``: RIP only costs a
    turn), ``max_turns`` (``None``, or the number of rounds after which the game is stopped and
    the richest wins), ``karma_return`` (``"discard"``: used cards wait for the pile to run out;
    ``"pile"``: they go back into the pile at once), ``board`` (``None`` for the standard board,
    or the path of a board file: a teacher's edited copy of ``board.toml``; the path is written
    in the record, so the file must still be there to load it).
    """

    name = "street"
    title = "La Street"
    min_players = 2
    max_players = 6
    options = option_index(
        Option("mode", "normal", "'normal': RIP sends the pawn to the Cimetière; 'fast': RIP only costs a turn",
               choices=("normal", "fast")),
        max_turns_option(None, "None, or the number of rounds after which the game stops and the richest wins",
                         maximum=100),
        Option("karma_return", "discard", "'discard': used Karma cards wait for the pile to run out; 'pile': "
               "they go back into the pile at once", choices=("discard", "pile")),
        board_option(load_board),
        Option("stop_from", None, "None: a stop by agreement may be proposed from the board's round (stop_from in "
               "the board file, 30 on the standard board); or that round, from 1 (any time: « si la partie dure "
               "trop longtemps » is the players' to judge) to 100", type=int, minimum=1, maximum=100, optional=True),
        Option("balance_question", "everyone", "'everyone': during a heist every other player is asked whether he "
               "denounces it, so nobody learns who holds a Balance; 'holders': only the holders are asked (fewer "
               "steps, but whose turn it is to answer shows who holds one)", choices=("everyone", "holders"),
               before="holders"),
        Option("flow", "standing", "'standing': gifts and purchases from afar come with the roll and each real "
               "choice, and the turn ends by itself; 'asked': the earlier flow, where a player who can still buy or "
               "give is asked once his square is resolved (buy, give or 'end'), with the rules as they were then "
               "(the records written before the standing options play it)", choices=("standing", "asked"),
               before="asked"),
    )
    rules = with_kernel_rules(RULES)
    cap_rules = frozenset({"max-turns"})
    sections = (
        ("goal", N_("The goal and the end")),
        ("setup", N_("The start and the turn")),
        ("blocked", N_("Blocked, and set free")),
        ("record-label", N_("The special places")),
        ("property-cards", N_("Properties")),
        ("bagarre", N_("The brawl and the modes")),
        ("square-gain", N_("The squares and the cards (house rules)")),
        ("own-turn", N_("The turn (house rules)")),
    )
    """The rule index's sections, for the manual."""
    reference = ("goal", "turn-order", "roll-and-move", "exact-finish", "bounce", "sent-to-place", "heist", "karma",
                 "terrain-buy", "house-on-square", "bagarre", "stopped-game")
    """The rules of a turn, the scoring and the end, in order: the manual's one-page reference."""
    narrator = NARRATOR
    forced_examples = ("5", "draw heritage")
    asked_kinds = frozenset({"give"})
    max_decisions = 6_000
    """The bound random play keeps: over 1 000 random games of 2 to 6 players the longest took under
    2 000 decisions (gifts come with every decision), and the players may stop together (one refused proposal
    every 5 rounds at most); no random round took more than 37 decisions, so the longest ``max_turns``, 100, stays
    under 3 700."""

    def __init__(self) -> None:
        self.board: Board = load_board()
        self._actions: dict[tuple[int, int], tuple[Board, dict]] = {}

    def initial_state(self, players: list[str], options: Mapping[str, Any]) -> StreetState:
        """Everyone on Parking — Départ with 0 €, the full Karma pile, the first player to roll."""
        options = self.check_options(options)
        board = load_board(options["board"])
        state = StreetState(self, board, tuple(players), options)
        state.voice = NARRATOR.voice(state.names, board)
        # The actions are built once per board and number of players (they hold no words); the board is kept so
        # that its id stays its own.
        key = (id(board), len(state.names))
        if key not in self._actions:
            self._actions[key] = (board, build_actions(board, len(state.names)))
        state.cache = self._actions[key][1]
        return state

    def possible_outcome(self, state: State, notation: str) -> bool:
        """A die from 1 to 6, or a draw of a card of the deck."""
        kind, _, card = notation.partition(" ")
        return super().possible_outcome(state, notation) or (kind == "draw" and card in state.board.card_index)

    def scene(self, state: StreetState, viewer: int | None = None):
        """The drawing of ``state``, in the language of the match it belongs to."""
        from .scene import draw

        with spoken(state):
            return draw(state, viewer)

