"""A position of Vengeance à Chicago: where every figure stands, who holds whom, and what is awaited."""

from __future__ import annotations

from typing import Any

from ..kernel import CHANCE, D6, Action, Event, Fields, IllegalAction, Refusal, State
from ..kernel.intent import read_intent
from ..kernel.lang import N_
from ..kernel.tell import M_, Said
from .awaited import AwaitedRules
from .board import Board
from .encounters import EncounterRules
from .evaluation import evaluation
from .figures import DEAD, FIGURES, GONE, HQ, figure_code, figure_id, gang_of, is_parrain
from .movement import HOME, NOT_FORCED, ONE_DIE, MovementRules
from .pending import RECORDS, Move, Rolling, Spin, Spinning, Victim
from .snipers import SniperRules
from .tell import NARRATOR
from .turn import TurnRules

"""Refusals only (worded when raised): the rules word nothing else (``tell.py``)."""

ROLL, SPIN, KEEP = (Action("roll", targets=("dice",)), Action("spin", targets=("wheel",)),
                    Action("pass", targets=("dice",)))
"""The actions with no argument (their buttons' words: ``tell.ChicagoNarrator.label``)."""

BEYOND_ANY_ROLL = 13
"""A number of squares no roll moves (two dice make at most 12): a move typed with more is refused as this one is
(« the dice to play are... »), so that the rules weigh a small whole number, whatever was typed (the compiled engine
holds it as a C integer)."""
KINDS = {"roll": "roll", "move": "move-two", "pass": "lenient", "spin": "tir", "victim": "victim-choice"}
"""The kinds of action a player may play, and the rule that says when."""
WAITS = {type(None): ("roll", "roll"), Move: ("move", "move-two"), Spin: ("spin", "tir"),
         Victim: ("victim", "victim-choice")}
"""What each pending decision waits for, and its rule."""


class ChicagoState(AwaitedRules, MovementRules, EncounterRules, SniperRules, TurnRules, State):
    """A position: ``at`` (each figure's ring square, or HQ / DEAD / GONE; figure ``9g`` is gang ``g``'s
    parrain, ``9g+1`` to ``9g+8`` its henchmen), ``held_by`` (each hostage's kidnapper, else -1) and
    ``held_since`` (the round it was taken), ``current`` (the gang whose turn it is), ``pending`` (None:
    its player rolls; else a record of ``pending.py``), ``resume`` (the roll to go on with after the
    snipers), ``dice``, ``spun`` and ``named`` (the last roll and wheel, for the drawing), ``recruits`` and
    ``losses`` per gang, ``regrouping`` (the gangs whose parrain was liquidated since their turn began:
    their HQ figures leave from their next turn), ``winners_``, ``wounded`` (the gangs whose parrain the
    snipers hit once, option ``wounded_parrain``), ``homecoming`` (the gang whose parrain came home, else
    None); ``made``: the move actions made so far and the figure each code read names (``figure_of``),
    shared by every position of the same board and gangs (an action depends only on its figure, square and
    distance); ``voice``: what words the match's events (``tell.NARRATOR`` with the players' names and gangs)."""

    FIELDS = Fields(const=("game", "names", "options", "board", "owner", "colours", "doors", "made", "voice"),
                    value=("current", "turn_", "pending", "resume", "dice", "spun", "named", "regrouping",
                           "winners_", "wounded", "homecoming"),
                    lists=("at", "held_by", "held_since", "recruits", "losses"), records=RECORDS)
    __slots__ = FIELDS.all

    board: Board

    @property
    def to_move(self) -> int | None:
        """Who decides now: the player of the gang to move (or of the victims), CHANCE while dice or wheel
        turn, None when the game is over."""
        if self.winners_ is not None:
            return None
        pending = self.pending
        if pending is None:
            return self.owner[self.current]
        kind = type(pending)
        if kind is Rolling or kind is Spinning:
            return CHANCE
        if kind is Victim:
            return pending.player
        return self.owner[pending.gang]

    @property
    def turn(self) -> int:
        """The round being played, 1 for the first."""
        return self.turn_

    # -- the decisions -----------------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """What the pending decision offers: roll, the moves of the roll (and keeping the other die), the
        spin, or the victim."""
        if self.winners_ is not None:
            return []
        pending = self.pending
        if pending is None:
            return [ROLL]
        kind = type(pending)
        if kind is Move:
            actions = [self.move_action(figure, steps) for figure, steps in pending.offers]
            return actions + [KEEP] if pending.moved and self.options["reading"] == "lenient" else actions
        if kind is Spin:
            return [SPIN]
        if kind is Victim:
            return [self.victim_action(f) for f in pending.candidates]
        return []

    def move_action(self, figure: int, steps: int) -> Action:
        """The action moving ``figure`` by ``steps``, with the place it goes to (made once per figure, square and
        distance, then kept)."""
        key = (figure, self.at[figure], steps)
        action = self.made.get(key)
        if action is None:
            action = self.made[key] = self.make_move_action(figure, steps)
        return action

    def make_move_action(self, figure: int, steps: int) -> Action:
        """The action moving ``figure`` by ``steps``: its figure's shape the piece, the square it stops on (or its
        HQ, home) the target."""
        colour = self.colours[gang_of(figure)]
        square, _passes = self.destination(figure, steps)
        target = f"hq-{colour}" if square == HOME else f"sq-{square}"
        return Action("move", figure_code(colour, figure), steps, targets=(target,), piece=figure_id(colour, figure))

    def victim_action(self, figure: int) -> Action:
        """The action of choosing ``figure`` as the snipers' victim."""
        colour = self.colours[gang_of(figure)]
        ident = figure_id(colour, figure)
        return Action("victim", figure_code(colour, figure), targets=(ident,), piece=ident)

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """A rolling die gives 1 to 6; the wheel stops at each of its positions alike."""
        if self.winners_ is not None:
            return []
        kind = type(self.pending)
        if kind is Rolling:
            return D6.outcomes
        if kind is Spinning:
            outcomes = self.made.get("wheel")
            if outcomes is None:
                share = 1 / self.board.positions
                outcomes = self.made["wheel"] = [(Action("wheel", k), share) for k in range(self.board.positions)]
            return outcomes
        return []

    def figure_of(self, code: Any) -> int | None:
        """The figure a notation names (``orange.parrain``, ``orange.3``), or None. Each code that names a figure is
        kept with the actions made (``made``), since every move applied names one; a code that names none is not, so
        that what is typed adds nothing."""
        if type(code) is not str:
            return self.read_figure(code)
        figure = self.made.get(("figure", code))
        if figure is None:
            figure = self.read_figure(code)
            if figure is not None:
                self.made["figure", code] = figure
        return figure

    def read_figure(self, code: Any) -> int | None:
        """The figure a notation names (``orange.parrain``, ``orange.3``), or None, read from its text."""
        if not isinstance(code, str) or "." not in code:
            return None
        colour, _sep, number = code.partition(".")
        if colour not in self.colours:
            return None
        base = self.colours.index(colour) * FIGURES
        if number == "parrain":
            return base
        if number.isascii() and number.isdigit() and len(number) < 4 and 1 <= int(number) < FIGURES \
                and number == str(int(number)):
            return base + int(number)
        return None

    def taken_to(self, piece: str, target: str) -> Action | None:
        """« faire avancer un de ses hommes de main du nombre de cases » — a figure taken to a square (or home
        to its HQ) means the move of the fewest steps that reaches it, clockwise; None for another shape."""
        ids = [figure_id(self.colours[f // FIGURES], f) for f in range(len(self.at))]
        figure = ids.index(piece) if piece in ids else None
        if figure is None or self.at[figure] < HQ:
            return None
        if target.startswith("sq-") and target[3:].isascii() and target[3:].isdigit() and len(target) < 9:
            wanted = int(target[3:])
        elif target == f"hq-{self.colours[figure // FIGURES]}":
            wanted = HOME
        else:
            return None
        code = figure_code(self.colours[figure // FIGURES], figure)
        for steps in range(1, 2 * self.board.squares + 1):
            if self.destination(figure, steps)[0] == wanted:
                return Action("move", code, steps)
        return None

    def intent(self, piece: str | None, target: str) -> list[Action]:
        """« faire avancer un de ses hommes de main du nombre de cases » — what a click on ``target`` means with the
        figure drawn as ``piece`` picked: the legal moves that reach it; else the move by steps that would
        (``taken_to``), for a screen to tell why it is refused; else what the kernel reads in the legal actions."""
        legal = self.legal_actions()
        if isinstance(piece, str) and isinstance(target, str):
            if not any(target in a.targets and a.piece in (piece, None) for a in legal):
                meant = self.taken_to(piece, target)
                if meant is not None and meant not in legal:
                    return [meant]
        return read_intent(legal, piece, target)

    def refusal(self, action: Action) -> tuple[Refusal, dict[str, Any]] | None:
        """Why ``action`` cannot be played now, with the facts its reason names; None when it can."""
        kind, args = action.kind, action.args
        if kind not in KINDS:
            return Refusal("legal-actions", M_("Vengeance à Chicago has no action {kind!r} (roll, move, pass, "
                                               "spin, victim)")), {"kind": kind}
        wanted, rule = WAITS.get(type(self.pending), (None, "chance"))
        if kind != wanted and not (kind == "pass" and wanted == "move"):
            now = {"roll": N_("roll the dice"), "move": N_("move a figure"), "spin": N_("spin the wheel"),
                   "victim": N_("choose the victim"), None: N_("wait for chance")}[wanted]
            return Refusal(rule, M_("{kind} is not a choice now: {now}")), {"kind": kind, "now": Said(now)}
        if kind in ("roll", "spin"):
            return (Refusal("notation", M_("{kind} takes nothing after it")), {"kind": kind}) if args else None
        if kind == "pass":
            if args:
                return Refusal("notation", M_("pass takes nothing after it")), {}
            if not self.pending.moved:
                return Refusal("must-move", M_("at least one figure must move")), {}
            if self.options["reading"] == "printed":
                return Refusal("move-two", M_("the other die moves another figure (« 2 de ses truands »): it is lost "
                                              "only when none can move it")), {}
            return None
        figure = self.figure_of(args[0]) if args else None
        colour = str(args[0]).partition(".")[0] if args else ""
        if figure is None and colour in {hq.colour for hq in self.board.hqs} and colour not in self.colours:
            return Refusal("notation", M_("there is no {colour} gang in this game ({gangs})")), {
                "colour": colour, "gangs": ", ".join(self.colours)}
        if figure is None:
            return Refusal("notation", M_("{kind} names a figure: colour.parrain or colour.N (N from 1 to 8), "
                                          "e.g. orange.3")), {"kind": kind}
        if kind == "victim":
            if len(args) != 1 or figure not in self.pending.candidates:
                names = ", ".join(figure_code(self.colours[gang_of(f)], f) for f in self.pending.candidates)
                return Refusal("victim-choice", M_("the victim is one of {names}")), {"names": names}
            return None
        if len(args) != 2 or not isinstance(args[1], int) or args[1] < 1:
            return Refusal("notation", M_("move names a figure and a number of squares: move orange.3 8")), {}
        move: Move = self.pending
        if gang_of(figure) != move.gang:
            return (Refusal("turn-order", M_("it is the turn of the {colour} gang, played by {player}: move one of "
                                             "its figures")),
                    {"colour": self.colours[move.gang], "player": self.owner[move.gang]})
        return self.move_refusal_facts(figure, min(args[1], BEYOND_ANY_ROLL), move)

    def move_refusal_facts(self, figure: int, steps: int, move: Move) -> tuple[Refusal, dict[str, Any]] | None:
        """The refusal of moving ``figure`` by ``steps`` on this roll, with its facts."""
        found = self.move_refusal(figure, steps, move, self.crowd())
        if found is None and self.forced_new_tour(figure, steps, move):
            found = NOT_FORCED
        if found is None and (figure, steps) not in move.offers and self.options["reading"] == "printed":
            found = ONE_DIE
        if found is None:
            return None
        colour, at = self.colours[gang_of(figure)], self.at[figure]
        first = self.first_alike(figure, move.moved) if not is_parrain(figure) and at >= HQ else figure
        square, _passes = self.destination(figure, steps) if at >= HQ else (None, False)
        total = Said(N_(" (or {sum}, both, for a henchman)"), {"sum": sum(move.dice)}) if move.total else ""
        return found, {"figure": figure, "where": (colour, at),
                       "at": square if found.rule == "crowd" else at, "dice": tuple(move.dice), "total": total,
                       "alike": first, "code": figure_code(colour, first),
                       "need": self.board.squares - (at - self.doors[gang_of(figure)]) % self.board.squares}

    def why_illegal(self, action: Action) -> IllegalAction:
        """The refusal of ``action``, naming its rule, worded when read for the one who reads (his own figures as
        « your », the others' with their player's name)."""
        found = self.refusal(action)
        if found is None:
            found = Refusal("notation", M_("write it as it is listed: {notation}")), {"notation": action.notation}
        refusal, facts = found
        return refusal.error(facts, self.voice)

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        kind = action.kind
        if kind == "die":
            self.die(action.args[0], events)
        elif kind == "wheel":
            self.wheel(action.args[0], events)
        elif kind == "roll":
            self.roll(events)
        elif kind == "move":
            self.move_figure(self.figure_of(action.args[0]), action.args[1], events)
        elif kind == "pass":
            self.pass_die(events)
        elif kind == "spin":
            self.spin(events)
        else:
            self.choose_victim(self.figure_of(action.args[0]), events)
        return events

    # -- the end -------------------------------------------------------------------------------------------
    def returns(self) -> list[float]:
        """1.0 for each winner, 0.0 for the others."""
        return [1.0 if p in (self.winners_ or ()) else 0.0 for p in range(len(self.names))]

    def scores(self) -> list[float]:
        """How far each player's parrain went on his tour (the best of two with ``two_gangs``); a parrain home
        counts the whole ring and one more."""
        best = [-1.0] * len(self.names)
        for gang, player in enumerate(self.owner):
            value = self.tour(gang)
            if self.homecoming == gang:
                value = self.board.squares + 1
            best[player] = max(best[player], float(value))
        return best

    def evaluation(self, player: int) -> float:
        """How well ``player`` stands, from 0 (lost) to 1 (won), for the computer players: his parrain's progress
        on his tour, with a henchman at his side or not, held hostage or not, on a Danger or a Sécurité square,
        his henchmen in play and the hostages each side holds, against the best other player's (with
        ``two_gangs``, the better of each player's gangs; ``gangs.chicago.evaluation``)."""
        return evaluation(self, player)

    # -- what the table shows -------------------------------------------------------------------------------
    def gang_counts(self, gang: int) -> dict[str, int]:
        """How many of the gang's henchmen are in the city, in the HQ and liquidated."""
        base, counts = gang * FIGURES, {"city": 0, "hq": 0, "dead": 0}
        for h in range(base + 1, base + FIGURES):
            at = self.at[h]
            counts["city" if at >= 0 else "hq" if at == HQ else "dead"] += 1
        return counts

    def summary_row(self) -> dict[str, int]:
        """Vengeance à Chicago's own columns in ``gangs.analysis.simulate``'s rows, gang by colour: how far the
        parrain got on his tour (``tour <colour>``), the henchmen still in play (``henchmen <colour>``), its losses
        and recruits, and the hostages its men hold at the end (``hostages held <colour>``)."""
        row: dict[str, int] = {}
        for gang, colour in enumerate(self.colours):
            counts = self.gang_counts(gang)
            row[f"tour {colour}"] = max(self.tour(gang), 0)
            row[f"henchmen {colour}"] = counts["city"] + counts["hq"]
            row[f"losses {colour}"] = self.losses[gang]
            row[f"recruits {colour}"] = self.recruits[gang]
            row[f"hostages held {colour}"] = sum(1 for k in self.held_by if k >= 0 and gang_of(k) == gang)
        return row

    def sheet(self, player: int, viewer: int | None = None) -> dict[str, str]:
        """Each of the player's gangs: where its parrain is and how far on his tour, its henchmen, its hostages, in
        words (``tell.ChicagoNarrator.sheet``). ``viewer`` (who looks) changes nothing: Vengeance à Chicago hides
        nothing."""
        return NARRATOR.sheet(self, player, viewer)

    def tables(self) -> dict[str, tuple[tuple[str, ...], list[tuple]]]:
        """The hostages (who holds whom, where, since which round) and each gang's men, dead and recruits, in words
        (``tell.ChicagoNarrator.tables``)."""
        return NARRATOR.tables(self)

    def observation(self, player: int) -> dict[str, Any]:
        """Everything: Vengeance à Chicago hides nothing (the dice and the wheel are public)."""
        return self.to_dict()


__all__ = ["ChicagoState", "DEAD", "GONE", "HQ"]
