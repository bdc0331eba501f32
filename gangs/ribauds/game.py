"""RibaudsGame: Les Ribauds as a kernel Game."""

from __future__ import annotations

from typing import Any, Mapping

from ..kernel import Game, Option, State, board_option, max_turns_option, option_index, with_kernel_rules
from ..kernel.lang import N_, translator
from .board import load_board
from .cards import HAND
from .lenient import LenientState, lenient_board
from .pending import Drawing
from .pieces import COLOURS, RESERVE, TRUANDS
from .rules import RULES
from .state import RibaudsState
from .tell import NARRATOR, Paris

_ = translator("ribauds")


class RibaudsGame(Game):
    """*Les Ribauds*: the richest band of thieves when the purses of one colour run out wins."""

    name = "ribauds"
    title = "Les Ribauds"
    min_players, max_players = 2, 4
    options = option_index(
        Option("layout", "seine", N_("how the quarters are laid out: 'carre', 'seine' (with the Seine and its "
                                     "bridges) or 'faubourgs'"), choices=("carre", "seine", "faubourgs")),
        max_turns_option(100, N_("the rounds after which the loot is counted"), maximum=200, optional=False),
        board_option(load_board),
        Option("reading", "printed", N_("printed: the rules as the rulebook is read now (one card a turn, priced by "
                                        "its place in the hand); lenient: the earlier reading, which the records "
                                        "written before it replay (up to three cards a turn, priced by how many "
                                        "were played; purses worth 2, 3 and 4; the game ends with the round)"),
               choices=("printed", "lenient"), before="printed", earlier=("lenient",)),
    )
    rules = with_kernel_rules(RULES)
    cap_rules = frozenset({"stopped-game"})
    sections = (
        ("goal", N_("The goal and the start")),
        ("turn", N_("A turn")),
        ("figure", N_("The figures and the thefts")),
        ("last-purse", N_("The end and the score")),
        ("cards", N_("The cards")),
        ("stopped-game", N_("Stopped games and the earlier reading")),
    )
    """The rule index's sections, for the manual."""
    reference = ("goal", "turn", "place", "take", "run", "theft", "figure", "cards",
                 "hand", "last-purse", "last-truand", "prevot-end", "score")
    """The rules of a turn, the scoring and the end, in order: the manual's one-page reference."""
    narrator = NARRATOR
    forced_examples = ("draw cavale",)
    max_decisions = 5_000
    """The bound random play keeps at every allowed option: no random round took more than 20 decisions (30
    games of 2 to 4 players at ``max_turns=200``), so the longest ``max_turns``, 200, stays under 4 000."""

    def initial_state(self, players: list[str], options: Mapping[str, Any]) -> RibaudsState:
        """« Placer sur chaque case "pavé" 2 jetons "bourses" » and the figures; each player then places a
        truand (the setup's decisions)."""
        options = self.check_options(options)
        board = load_board(options["board"])
        if options["layout"] not in board.layouts:
            raise ValueError(_("option layout: this board has the layouts {layouts}").format(
                layouts=", ".join(board.layouts)))
        layout = board.layouts[options["layout"]]
        lenient = options["reading"] == "lenient"
        if lenient and options["board"] is None:
            board = lenient_board(board)
        kind = LenientState if lenient else RibaudsState
        state = kind.__new__(kind)
        state.game, state.names, state.options, state.board, state.layout = self, tuple(players), options, board, \
            layout
        state.current, state.turn_, state.last_round, state.winners_ = 0, 1, False, None
        state.pending, state.played, state.window, state.actor = Drawing(0, HAND, "setup"), 0, "before", -1
        state.truands = [RESERVE] * (TRUANDS * len(players))
        state.purses = [2 if s.kind == "pave" else 0 for s in layout.squares]
        state.loot, state.spent = [0] * (len(COLOURS) * len(players)), [0] * len(COLOURS)
        state.ecus = [2] * len(players)
        state.figures = [layout.figures[f] for f in ("sergent", "roi", "prevot")]
        state.out, state.must_place = [0] * len(players), [0] * len(players)
        state.hands = [[] for _ in players]
        state.deck, state.discard = [card.count for card in board.cards], [0] * len(board.cards)
        state.voice = NARRATOR.voice(state.names, Paris(board, layout))
        return state

    def possible_outcome(self, state: State, notation: str) -> bool:
        """A card of the deck drawn (``draw cavale``)."""
        kind, _sep, key = notation.partition(" ")
        return kind == "draw" and key in state.board.card_keys

    def scene(self, state: RibaudsState, viewer: int | None = None):
        from .scene import draw

        return draw(state, viewer)
