"""SuperGangGame: Super Gang as a kernel Game."""

from __future__ import annotations

from typing import Any, Mapping

from ..kernel import Game, Option, State, board_option, max_turns_option, option_index, with_kernel_rules
from ..kernel.lang import N_, formatter, translator
from .board import load_board
from .reading import LENIENT, PRINTED, READINGS
from .rules import RULES
from .state import SuperGangState
from .tell import NARRATOR, Table

_ = translator("supergang")
f_ = formatter("supergang")


class SuperGangGame(Game):
    """*Super Gang* (Ludodélire, 1984): 2 to 4 gangs of a killer, a vamp and a trafficker fight for the city.

    ``players`` counts every seat: 2 to 4 gangs, plus the police seat (the last one) when
    ``police_player=True``. Options: ``dart_hit`` (the chance a dart hits, 0.5), ``dart_dead`` (the
    chance a hit target falls dead rather than wounded, 0.4), ``killer_bonus`` (the killer's points added to his
    die in a duel; ``None``, the default, for the board's value, 2), ``max_turns`` (100 rounds, after which the
    richest gang wins; 1 to 200), ``board`` (``None``, or the path of an edited copy of
    ``board.toml``), ``time_quota`` (``clock.py``), ``ask_forced`` (False; True asks also a cop pair's one walk and
    who plays the managers against a single robber, as the versions before issue 26 did: a record that does not
    name it was written by them and replays with it), ``reading`` (``"printed"``; ``"lenient"`` plays the rules of
    the code before issue 26 where they differ in what may be played: ``reading.py``, tried for a record that does
    not name it and does not replay as printed), ``ask_end`` (False: a turn ends by itself when ``end`` is all that
    is left; True asks it, as every version before did, and a record that does not name it replays so).
    """

    name = "supergang"
    title = "Super Gang"
    narrator = NARRATOR
    min_players = 2
    max_players = 5
    options = option_index(
        Option("police_player", False, N_("the last seat plays the police (it moves the cops and defends the "
                                          "shops) instead of the cops moving by the rules alone"), type=bool),
        Option("dart_hit", 0.5, N_("the chance that a dart hits its target"), type=float, minimum=0.1, maximum=1),
        Option("dart_dead", 0.4, N_("the chance that a target hit falls dead rather than wounded"), type=float,
               minimum=0.1, maximum=1),
        Option("killer_bonus", None, N_("the points the killer adds to his die in a duel, 0 to 6; None for the "
                                        "board's value (2, as printed: « un bonus de deux points aux dés »)"),
               type=int, minimum=0, maximum=6, optional=True),
        Option("time_quota", None, N_("the seconds each gang has to move all its characters in its turn, 30 to "
                                      "1800 (« quatre minutes en tournoi »: 240); the characters not moved when it "
                                      "runs out spend the next turn in prison; None: no clock"),
               type=int, minimum=30, maximum=1800, optional=True),
        max_turns_option(100, N_("the rounds after which the richest gang wins"), maximum=200, optional=False),
        Option("ask_forced", False, N_("ask also what leaves no choice, as earlier versions did: the one walk a cop "
                                       "pair's die leaves it, and who plays the managers against a single robber "
                                       "(the records of those versions replay with it)"), type=bool, before=True,
               earlier=(False,)),
        Option("reading", PRINTED, N_("'printed': the rules as read now; 'lenient': the rules before issue 26 where "
                                      "they allowed other steps (a purchase in the truce, cops out of the sewer or "
                                      "back in the centre moved by the die as the others, the defending side aiming "
                                      "every dart, a hold-up of one's own racket owed), which the records of that "
                                      "code are read with"), choices=READINGS, before=PRINTED, earlier=(LENIENT,)),
        Option("ask_end", False, N_("ask 'end' even when it is all that is left to do, as earlier versions did (the "
                                    "records of those versions replay with it); False: the turn then ends by "
                                    "itself"), type=bool, before=True),
        board_option(load_board),
    )
    rules = with_kernel_rules(RULES)
    cap_rules = frozenset({"max-turns"})
    sections = (
        ("goal", N_("The goal and the start")),
        ("exact-move", N_("Moving")),
        ("mugging", N_("Crimes and business")),
        ("trafic-only-trafficker", N_("Trafic")),
        ("income", N_("Money and recruits")),
        ("managers", N_("The managers")),
        ("cops-move", N_("The police and the law")),
        ("duel", N_("Duels")),
        ("clinic", N_("The clinic and the cemetery")),
        ("bank-limit", N_("Limits")),
        ("elimination", N_("The end, and the police player")),
    )
    """The rule index's sections, for the manual."""
    reference = ("goal", "turn-order", "exact-move", "acts-on-arrival", "racket", "buy", "holdup", "income",
                 "cops-move", "witness", "arrest", "duel", "elimination")
    """The rules of a turn, the scoring and the end, in order: the manual's one-page reference."""
    forced_examples = ("5", "dart dead")
    max_decisions = 14_000
    """The bound random play keeps at every allowed option: no random round took more than 66 decisions (4 gangs,
    ``dart_hit=0.1``), so the longest ``max_turns``, 200, stays under 13 200; games of 4 gangs at the defaults end
    in under 2 000 decisions."""

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
        state.voice = NARRATOR.voice(state.names, Table(board, state.gangs))
        state._begin_turn(0, [])
        return state

    def possible_outcome(self, state: State, notation: str) -> bool:
        """A die from 1 to 6, or a dart that misses, wounds or kills."""
        return super().possible_outcome(state, notation) or notation in {"dart miss", "dart wounded", "dart dead"}

    def scene(self, state: SuperGangState, viewer: int | None = None):
        from .scene import draw

        return draw(state, viewer)


