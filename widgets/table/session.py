"""TableSession: what a Table decides, in plain Python (no widget, no canvas), so that it is tested without a front end.

A session owns the match shown and its branches, the seats (``widgets.seating.Seating``) and the computer players'
agents, the piece picked and the offer made of the legal actions (``widgets.choices``), a pending choice, the
table's message (who was told what: ``say``, ``said_to``), and every decision of the controls: play, pick, Step, End
turn, Undo, Redo, the replay slider, Branch, the loaded dice, auto-play and its pace, a spent clock. It gives the
screen what to show as plain data: the status line, the last decision's events, the log's groups, the offer and its
actions as ``(notation, label, piece)``, what a click or the pointer means.

Everything the screen shows of the position is read from the view of the eyes it shows (``seen``: a
``gangs.views.View``, made again when the match or the eyes change): the scene, the viewer's choices (none when the
decision is not his: the table then acts for nobody), his log, why a click plays nothing, whether he may load the
dice. The session keeps the match to send it actions and to move it (undo, branches, the seats' agents), as the
table server does for a remote screen; ``view()`` is the view as JSON.

The screen (``widgets.table.Table``) listens: ``on_change`` after a change that needs everything drawn again,
``on_say`` with each message, ``on_autoplay_stop`` when auto-play stops by itself.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from html import escape
from typing import Any, Callable, Mapping, Sequence

from gangs.agents import GreedyAgent, MCTSAgent
from gangs.kernel import TIMEOUT, Action, Agent, Game, IllegalAction, Match
from gangs.kernel.lang import N_, own_language, plural_translator, translator
from gangs.kernel.limits import SHOWN
from gangs.kernel.tell import M_, Mn_
from gangs.render import Scene, ids_at
from gangs.views import View

from ..choices import Meaning, Offer, choice, hover_text, meaning, offer
from ..clicks import why_not
from ..seating import BY_SEATS, FOLLOW, HUMAN, RANDOM, Seating, default_viewpoint
from ..words import say, seat_words
from .autoplay import start

_ = translator("widgets")
n_ = plural_translator("widgets")

GREEDY = "greedy"
"""The seat kind played by a GreedyAgent (one decision ahead)."""

MCTS = "mcts"
"""The seat kind played by an MCTSAgent thinking ``MCTS_SECONDS`` a decision."""

MCTS_SECONDS = 0.8
"""How long the table's MCTS seat thinks over a decision (it answers within about a second)."""

END_TURN_LIMIT = 1000
"""End turn gives up after this many decisions by the same seat (a game that never passes on)."""

SEAT_WORDS = {HUMAN: N_("human"), RANDOM: N_("random"), GREEDY: N_("greedy"), MCTS: N_("mcts")}
"""How each seat kind is named in the seats' drop-downs (other agents by their key)."""


def dice_hint(game: Game) -> str:
    """What the "Load the dice" box suggests: the game's own examples (``Game.forced_examples``)."""
    if not game.forced_examples:
        return _("an outcome")
    return _("e.g. {examples}").format(examples=_(" or ").join(game.forced_examples))


def loaded_outcomes(text: str | int) -> list[str | int]:
    """The outcomes a "Load the dice" text names, in order: several separated by commas ("die 5, draw heritage"),
    several numbers separated by spaces ("5 2 2": three dice, as ``force(5).force(2).force(2)``), else one."""
    if not isinstance(text, str):
        return [text]
    if "," in text or ";" in text:
        return [part.strip() for part in text.replace(";", ",").split(",") if part.strip()]
    words = text.split()
    if len(words) > 1 and all(word.isdigit() for word in words):
        return words
    return [text]


@dataclass(frozen=True)
class Said:
    """The table's message: its ``text`` ("" for none), whether it is an ``error``, and ``near`` which control it is
    shown ("board" for the board and the actions, "controls", "dice" or "notation")."""

    text: str = ""
    error: bool = False
    near: str = "board"


def unread(error: Exception) -> str:
    """What the table says of a typed text that reading raised ``error`` for (not a refusal by the rules): that it
    cannot be read, and the start of why."""
    why = str(error)
    return _("That text cannot be read: {why}").format(why=why if len(why) <= SHOWN else why[:SHOWN - 1] + "…")


def _same(key: tuple, other: tuple) -> bool:
    """Whether two keys of a view are of one match, one position object and the same counts and eyes."""
    return key[0] is other[0] and key[1] is other[1] and key[2:] == other[2:]


def _nothing(*_args: Any) -> None:
    """A listener that does nothing (a session with no screen)."""


class TableSession:
    """The match a table plays and everything it decides; see the module's docstring. The arguments are the
    Table's: ``viewer`` (a player, ``SPECTATOR``, ``FOLLOW``, None or ``BY_SEATS``), ``seats`` (a kind per player),
    ``agents`` (more computer players by name), ``fair``, ``log_turns`` (how many turns the log shows)."""

    def __init__(self, match: Match, viewer: int | str | None = BY_SEATS, seats: Sequence[str] | None = None,
                 agents: Mapping[str, Agent] | None = None, fair: bool = False, log_turns: int = 8) -> None:
        self.match = match
        self.branches: list[Match] = [match]
        self.branched_at: dict[int, int] = {}      # branch number -> the decision it started from
        self.agents: dict[str, Agent] = {
            GREEDY: GreedyAgent(match.seed), MCTS: MCTSAgent(playouts=None, seconds=MCTS_SECONDS, rng=match.seed),
            **(agents or {})}
        self.seating = Seating(match, list(seats) if seats is not None else [HUMAN] * len(match.players),
                               default_viewpoint(viewer, seats), fair, self.agents)
        self._start_screen(log_turns)

    remote = False
    """Whether the match is a room's on a table server (``widgets.table.room.RemoteSession``): the server moves it."""

    def _start_screen(self, log_turns: int) -> None:
        """What the screen holds of its own: nothing picked, offered or said yet, auto-play off."""
        self.log_turns = log_turns
        self.scene: Scene | None = None
        self.picked: str | None = None            # the piece the player picked (its shape id)
        self.choices: tuple[Action, ...] | None = None     # the actions one click meant, to choose from
        self.choices_at: tuple = (None, -1)        # the match and decision the pending choice belongs to
        self.offer: Offer = offer([])
        self.hovered: str | None = None            # the place outlined under the pointer
        self.autoplay = False                      # the Auto-play toggle is on
        self.pace = 0.9                            # seconds between two decisions of auto-play (the Delay slider)
        self.said = Said()
        self.said_to: int | None = None            # the viewer the message shown was said to
        self.on_change: Callable[[], Any] = _nothing
        self.on_say: Callable[[Said], Any] = _nothing
        self.on_autoplay_stop: Callable[[], Any] = _nothing
        self._seen: tuple[tuple, View] | None = None

    # -- who looks, who plays -------------------------------------------------------------------
    @property
    def match(self) -> Match:
        """The match shown; setting it seats its players as they are (``take`` also forgets what was picked)."""
        return self._match

    @match.setter
    def match(self, match: Match) -> None:
        self._match = match
        if hasattr(self, "seating"):
            self.seating.match = match

    @property
    def lang(self) -> str:
        """The language the session speaks: its match's."""
        return self.match.lang

    @property
    def viewer(self) -> int | None:
        """Whose eyes the screen shows now (``Seating.viewer``)."""
        return self.seating.viewer

    @property
    def seen(self) -> View:
        """The view of the position through the eyes shown now: all the screen reads of it (made again once the
        match, its position, the eyes or the language change)."""
        match = self.match
        key = (match, match.state, match.decisions, len(match.log), self.viewer, match.lang)
        if self._seen is None or not _same(self._seen[0], key):
            self._seen = (key, View.of(match, self.viewer))
        return self._seen[1]

    def view(self) -> dict[str, Any]:
        """What the viewer shown may see and do now, as plain data (``gangs.view``)."""
        return self.seen.as_dict()

    def name(self, player: int | None) -> str:
        """A player's name ("?" for nobody)."""
        players = self.match.players
        return players[player] if player is not None and 0 <= player < len(players) else "?"

    def words(self, message: str | tuple[str, str], facts: dict, html: bool = False) -> str:
        """A table's message about players, worded for its viewer (« you » for himself: ``widgets.words.say``)."""
        return say(message, facts, self.match.players, self.viewer, html)

    def legal(self) -> list[Action]:
        """The viewer's choices now, with their words for him (``View.actions``: none when the decision is not
        his)."""
        return list(self.seen.actions)

    def agents_by_seat(self) -> dict[int, Agent]:
        """The computer seats' agents, by player."""
        return self.seating.seat_agents()

    def computer_to_move(self) -> bool:
        """Whether a computer seat is to move."""
        return self.seating.computer_to_move()

    def busy(self) -> bool:
        """Auto-play is running and would play the decision now."""
        return self.autoplay and self.computer_to_move()

    def waiting_for(self) -> str:
        """Why no one may play by hand now ("" when a human seat is to move): a computer seat is."""
        if self.seen.over or not self.computer_to_move():
            return ""
        facts = {"player": self.seen.to_move}
        if self.autoplay:
            return self.words(M_("{player} to move: auto-play is playing."), facts)
        return self.words(M_("{player} to move: Step to let it play (or turn Auto-play on)."), facts)

    def looking_elsewhere(self) -> str:
        """Why the table acts for nobody ("" when it may act for the seat to move): the decision is not the
        viewer's (``View.mine``), for it shows another player's eyes or the spectator's
        (``Seating.looking_elsewhere`` says so)."""
        return "" if self.seen.mine else self.seating.looking_elsewhere(self.name)

    def to_move(self, wanted: str | None = None) -> str:
        """Whose turn it is, and what is awaited (``wanted``, already in words), for the viewer."""
        facts = {"player": self.seen.to_move, "wanted": wanted}
        if wanted is None:
            return self.words(M_("{player} to move."), facts)
        return self.words(M_("{player} to move: {wanted}."), facts)

    def locked_message(self) -> str:
        """Why the viewpoint and the human seats stay as they are on a locked table."""
        return _("Each human sees through his own eyes until the game is over: the hands stay secret.")

    # -- messages -------------------------------------------------------------------------------
    def say(self, text: str, error: bool = False, near: str = "board", seen_by: Any = FOLLOW) -> None:
        """Say ``text`` beside the control that caused it (``near``); it replaces the message said before. It is
        said to the eyes shown now (``seen_by``: to the mover's, for a move that passed the screen on); once the
        screen shows other eyes, ``settle`` forgets it, for it may name what only they may see."""
        text = text.encode("utf-8", "replace").decode("utf-8")       # a lone surrogate typed is no character
        self.said_to = self.viewer if seen_by == FOLLOW else seen_by
        self.said = Said(text, error, near)
        self.on_say(self.said)

    def shown_to(self, viewer: int | None) -> Said:
        """The message as ``viewer`` is shown it: none unless it was said to him."""
        return self.said if viewer == self.said_to else Said()

    # -- what the screen shows ------------------------------------------------------------------
    def settle(self) -> Scene:
        """Take the match as it is now: a pending choice of an earlier position is dropped, a message said to other
        eyes is forgotten, and the scene and the offer are made for the viewer; the scene."""
        match, viewer = self.match, self.viewer
        if self.choices is not None and self.choices_at != (match, match.decisions):
            self.choices = None                 # the match moved on: the pending choice is stale
        if viewer != self.said_to:
            self.say("")
        self.scene = self.seen.scene
        self.make_offer()
        self.hovered = None
        return self.scene

    def make_offer(self) -> Offer:
        """What the player may do now: the pending choice, or the pieces and actions of the legal ones (nothing
        while a computer seat is to move, or through other eyes)."""
        if self.looking_elsewhere():
            self.offer = offer([])
        elif self.choices is not None:
            self.offer = choice(self.choices)
        elif self.seen.over or self.waiting_for():
            self.offer = offer([])
        else:
            self.offer = offer(self.legal(), self.picked)
        self.picked = self.offer.picked.id if self.offer.picked else None
        return self.offer

    def actions(self) -> list[tuple[str, str, str | None]]:
        """The actions one click or button plays now, as ``(notation, label, piece)``."""
        return [(action.notation, action.label, action.piece) for action in self.offer.actions]

    def status(self) -> str:
        """The status line, as HTML: whose turn it is and what is awaited, or who won."""
        seen = self.seen
        if seen.over:
            if not seen.winners:
                return _("<b>Game over</b> after turn {turn}: nobody won.").format(turn=seen.turn)
            return self.words(Mn_("<b>Game over</b> after turn {turn}: {winners} won.",
                                  "<b>Game over</b> after turn {turn}: {winners} won."),
                              {"turn": seen.turn, "winners": seen.winners, "n": len(seen.winners)}, html=True)
        waiting = self.waiting_for()
        if waiting:
            return _("Turn {turn}: <b>{waiting}</b>").format(turn=seen.turn, waiting=escape(waiting))
        head = self.words(M_("Turn {turn}: <b>{player}</b> to move."),
                          {"turn": seen.turn, "player": seen.to_move}, html=True)
        if self.autoplay:
            head += " <i>" + escape(_("Auto-play waits for this human seat.")) + "</i>"
        elsewhere = self.looking_elsewhere()
        if elsewhere:
            head += " <b>" + escape(elsewhere) + "</b>"
        return head

    def last_events(self) -> list[tuple[str, list[str]]]:
        """What happened since the viewer last decided (``View.recent``: his own last decision and every seat's
        since, so that his roll's result stays in view while the computer seats play), the events he may read as
        he reads them, under the name of the seat whose decision caused them (« You » for himself), oldest first."""
        groups: list[tuple[int | None, list[str]]] = []
        for entry in self.seen.recent():
            if not groups or groups[-1][0] != entry["mover"]:
                groups.append((entry["mover"], []))
            groups[-1][1].append(entry["text"])
        return [(self.seat_name(mover), texts) for mover, texts in groups]

    def seat_name(self, player: int | None) -> str:
        """A seat as a heading names it, « You » for the viewer (an empty heading for none: the start, chance)."""
        if player is None:
            return ""
        name = seat_words([player], self.match.players, self.viewer)
        return name[:1].upper() + name[1:]

    def log_groups(self) -> list[tuple[str, list[dict[str, Any]]]]:
        """The viewer's log newest first, under a heading per turn ("Start" for the start), ``log_turns`` turns at
        most: each entry as his view holds it (``View.log``: ``text``, ``rule``...)."""
        seen = self.seen
        headings: list[str] = []
        since = seen.decisions + 1
        for k in range(seen.decisions, -1, -1):
            heading = _("Start") if k == 0 else _("Turn {turn}").format(turn=seen.turn_of(k))
            if not headings or headings[-1] != heading:
                if len(headings) == self.log_turns:
                    break
                headings.append(heading)
            since = k
        groups: dict[str, list[dict[str, Any]]] = {heading: [] for heading in headings}
        for entry in reversed(seen.log(since)):
            k = entry["decision"]
            groups[_("Start") if k == 0 else _("Turn {turn}").format(turn=entry["turn"])].append(entry)
        return list(groups.items())

    def outlines(self) -> tuple[set[str], str | None, str | None, frozenset[str], frozenset[str]]:
        """What the board outlines: the places a click may concern, the picked piece, the place under the pointer,
        the places of the picked piece's moves, and another seat's last move (``last_move``)."""
        picked = self.offer.picked.id if self.offer.picked else None
        places = set(self.offer.places) - {picked}
        asked = self.match.game.asked_kinds
        if asked and self.choices is None:      # what the game expects first: not the places of a gift
            actions = [*self.offer.others, *(self.offer.picked.actions if self.offer.picked else ())]
            places -= {place for place in places
                       if all(a.kind in asked for a in actions if place in a.targets)
                       and any(place in a.targets for a in actions)}
        return places, picked, self.hovered, self.offer.moves, self.last_move()

    def last_move(self) -> frozenset[str]:
        """The piece and places of the last decision when another seat made it and the viewer may read what it did
        (``View.last_move``; none otherwise): each computer move is seen on the board, not only in the log."""
        return self.seen.last_move

    def branch_names(self) -> list[tuple[str, int]]:
        """The branches as a drop-down's choices: (label, number)."""
        def named(k: int) -> str:
            if k == 0:
                return _("the first match")
            return _("branch {k} (from decision {decision})").format(k=k, decision=self.branched_at.get(k, 0))
        return [(named(k), k) for k in range(len(self.branches))]

    def branch_shown(self) -> int | None:
        """The number of the branch shown."""
        return next((k for k, m in enumerate(self.branches) if m is self.match), None)

    def seat_options(self) -> list[tuple[str, str]]:
        """The seat kinds as a drop-down's (label, kind) choices, named in the language in force."""
        return [(_(SEAT_WORDS[kind]) if kind in SEAT_WORDS else kind, kind) for kind in (HUMAN, RANDOM, *self.agents)]

    # -- the board under the pointer ------------------------------------------------------------
    def ids_at(self, x: float, y: float) -> list[str]:
        """The shape ids at (x, y), topmost first."""
        return ids_at(self.scene.shapes(), x, y) if self.scene is not None else []

    def meaning_at(self, x: float, y: float) -> Meaning:
        """What a click at (x, y) means now (``widgets.choices.meaning``)."""
        if self.scene is None:
            return Meaning()
        return meaning(self.offer, self.ids_at(x, y))

    def why_not(self, x: float, y: float) -> str:
        """Why a click at (x, y) does nothing, in a sentence naming the rule when there is one."""
        ids = self.ids_at(x, y)
        picked = self.offer.picked.id if self.offer.picked else None
        return why_not(self.seen.refusal(picked, ids), self.legal(), self.offer, ids, self.to_move, self.viewer)

    def refused_place(self, what: Meaning, x: float, y: float) -> tuple[str, str] | None:
        """Where the pointer is over a place or a piece that a click would not play while a human seat is to move:
        ``("refused", id)``, so that the hover line says why before the click; None elsewhere."""
        if what.at is not None or what.pick is not None or self.seen.over or self.waiting_for():
            return None
        ids = self.ids_at(x, y)
        return ("refused", ids[0]) if ids else None

    def hover(self, x: float | None, y: float | None, showing: bool) -> tuple[str, bool] | None:
        """The pointer is at (x, y) (None: it left): the hover line's new text and whether the outlines change, or
        None when nothing changes (the same place; ``showing``: the line says something now)."""
        if x is not None and y is not None:
            elsewhere = self.looking_elsewhere()
            if elsewhere:
                return elsewhere, False
        what, refused = Meaning(), None
        if x is not None and y is not None and not self.busy():
            what = self.meaning_at(x, y)
            refused = self.refused_place(what, x, y)
        at = what.at if refused is None else refused
        if at == self.hovered and (x is not None or not showing):
            return None                         # the same place (leaving the board clears what was said)
        self.hovered = at
        return (hover_text(self.offer, what) if refused is None else self.why_not(x, y)), True

    # -- playing --------------------------------------------------------------------------------
    @own_language
    def click(self, x: float, y: float) -> bool:
        """A click at (x, y): pick, play, offer a choice, or say why not. True when the offer changed without the
        match (a pick or a choice), for the screen to show it."""
        if self.busy():
            self.say(_("Auto-play is running: the click is ignored."), error=True)
            return False
        waiting = self.waiting_for() or self.looking_elsewhere()
        if waiting:
            self.say(waiting, error=True)
            return False
        what = self.meaning_at(x, y)
        if what.pick is not None:
            return self.pick(what.pick)
        asked = any(action.kind in self.match.game.asked_kinds for action in what.actions)
        if len(what.actions) == 1 and not asked:
            self.play(what.actions[0])
        elif what.actions:
            self.choices = what.actions
            self.choices_at = (self.match, self.match.decisions)
            if len(what.actions) == 1:
                self.say(_("{action}? Press its button to confirm, or Cancel.").format(
                    action=what.actions[0].label))
            else:
                self.say(_("{count} actions there: choose one.").format(count=len(what.actions)))
            self.make_offer()
            return True
        elif self.choices is not None:
            self.say(_("Choose one of the {count} actions listed, or Cancel.").format(count=len(self.choices)))
        elif self.seen.over:
            self.say(_("The game is over."))
        else:
            self.say(self.why_not(x, y))
        return False

    @own_language
    def play(self, action: Action | str, near: str = "board") -> bool:
        """Play ``action`` (or its notation); True if it was played. A refusal, or a text that cannot be read, is
        said and changes nothing; through other eyes, or while a computer seat is to move, nothing is read."""
        refused = self.waiting_for() or self.looking_elsewhere()
        if refused:
            self.say(refused, error=True, near=near)
            return False
        typed = isinstance(action, str)
        if typed:                               # a notation: said by its action's label once played
            action = next((legal for legal in self.legal() if legal.notation == action.strip()), action)
        mover = self.viewer
        try:
            events = self.match.play(action)
        except IllegalAction as error:
            self.say(_("Not allowed: {reason} (rule {rule}).").format(reason=error.told(self.viewer),
                                                                      rule=error.rule),
                     error=True, near=near)
            return False
        except (ValueError, TypeError, OverflowError, RecursionError) as error:
            if not typed:                       # an Action the table offered: the game's own fault, not the user's
                raise
            self.say(unread(error), error=True, near=near)
            return False
        self.choices = None
        self.picked = None
        self.say(n_("Played {action}: {count} event.", "Played {action}: {count} events.", len(events)).format(
            action=getattr(action, "label", None) or str(action), count=len(events)), near=near, seen_by=mover)
        self.on_change()
        return True

    @own_language
    def pick(self, piece: str) -> bool:
        """Pick the piece of that shape id: its moves are offered. False (and a message) if it cannot move now."""
        elsewhere = self.looking_elsewhere()
        if elsewhere:
            self.say(elsewhere, error=True)
            return False
        if self.offer.piece(piece) is None:
            self.say(_("That piece cannot move now: pick one of the outlined pieces."), error=True)
            return False
        self.picked = piece
        self.choices = None
        self.say("")
        self.make_offer()
        return True

    @own_language
    def unpick(self) -> None:
        """Put the picked piece down: every movable piece is offered again."""
        self.picked = None
        self.say("")
        self.make_offer()

    @own_language
    def cancel_choice(self) -> None:
        """Forget the pending choice: every legal action is offered again."""
        self.choices = None
        self.say("")
        self.make_offer()

    def guarded(self, change: Callable[[], Any]) -> bool:
        """Run ``change`` on the match; an IllegalAction is said beside the controls (False); the screen is drawn
        again either way."""
        self.choices = None
        self.picked = None
        self.say("")
        try:
            change()
            done = True
        except IllegalAction as error:
            self.say(_("Not allowed: {reason} (rule {rule}).").format(reason=error.told(self.viewer),
                                                                      rule=error.rule),
                     error=True, near="controls")
            done = False
        self.on_change()
        return done

    def refused_while_autoplay(self) -> bool:
        """Whether auto-play runs, which refuses the controls that move the match (said)."""
        if self.autoplay:
            self.say(_("Pause auto-play first."), error=True, near="controls")
            return True
        return False

    def run(self, n: int = 1) -> None:
        """``n`` decisions by the seats' agents (the match's random agent for a human seat)."""
        self.match.run(agents=self.agents_by_seat(), max_steps=n)

    def own_decision(self) -> bool:
        """Whether the decision now is the viewer's own, at a human seat: Step and End turn would play it for him at
        random, so they are not offered him (the teacher, who sees every seat, may still let the random agent play
        one)."""
        return self.viewer is not None and self.seen.mine and not self.computer_to_move()

    def may_step(self) -> bool:
        """Step and End turn may play: auto-play is off, the game is not over, and the seat to move is a computer's
        (or any seat, for the teacher's eyes), never the viewer's own decision (else a message)."""
        if self.refused_while_autoplay():
            return False
        if self.match.is_over:
            self.say(_("The game is over."), near="controls")
            return False
        if self.own_decision():
            self.say(_("This decision is yours: play it on the board or with a button beside it (Step and End turn "
                       "play the computer seats)."), error=True, near="controls")
            return False
        elsewhere = self.looking_elsewhere()
        if elsewhere:
            self.say(elsewhere, error=True, near="controls")
            return False
        return True

    @own_language
    def step(self) -> bool:
        """One decision by the agent of the seat to move; True if it was played."""
        return self.may_step() and self.guarded(self.run)

    @own_language
    def end_turn(self) -> bool:
        """Decisions by the agent of the seat to move until another seat is to move (or the end)."""
        if not self.may_step():
            return False
        seat = self.match.to_move

        def play_out() -> None:
            for _decision in range(END_TURN_LIMIT):
                self.run()
                if self.match.to_move != seat:
                    return
            self.say(_("End turn stopped after {count} decisions.").format(count=END_TURN_LIMIT), error=True,
                     near="controls")

        return self.guarded(play_out)

    @own_language
    def undo(self) -> bool:
        """Take back the last decision."""
        return not self.refused_while_autoplay() and self.guarded(self.match.undo)

    @own_language
    def redo(self) -> bool:
        """Make the last undone decision again."""
        return not self.refused_while_autoplay() and self.guarded(self.match.redo)

    @own_language
    def replay_to(self, target: int) -> None:
        """Undo or redo to decision ``target`` (the replay slider)."""
        match = self.match
        if self.refused_while_autoplay():
            self.on_change()
        elif target < match.decisions:
            self.guarded(lambda: match.undo(match.decisions - target))
        elif target > match.decisions:
            self.guarded(lambda: match.redo(min(target - match.decisions, match.can_redo)))

    def time_up(self, seat: int | None) -> bool:
        """The seat's time is spent: play ``TIMEOUT`` for it and say so; True if it was played."""
        played = self.guarded(lambda: self.match.play(TIMEOUT))
        if played:
            self.say(_("{player}'s time is up.").format(player=self.name(seat)), near="controls")
        return played

    # -- matches and branches -------------------------------------------------------------------
    def take(self, match: Match) -> None:
        """Show ``match`` (a branch, a loaded record): nothing picked; the seats follow its players (new ones
        human)."""
        self.match = match
        self.choices = None
        self.picked = None
        count = len(match.players)
        self.seating.kinds = (self.seating.kinds + [HUMAN] * count)[:count]

    @own_language
    def branch(self) -> bool:
        """Start a new match from this decision (``Match.branch``) and show it; the match it came from is kept."""
        if self.refused_while_autoplay():
            return False
        at = self.match.decisions
        new = self.match.branch(at)
        self.branches.append(new)
        self.branched_at[len(self.branches) - 1] = at
        self.take(new)
        self.on_change()
        self.say(_("Branch {k} starts at decision {decision}: the first match is kept (pick it in the Match "
                   "list).").format(k=len(self.branches) - 1, decision=at), near="controls")
        return True

    @own_language
    def take_branch(self, k: int) -> None:
        """Show branch ``k`` again (refused while auto-play runs)."""
        if not self.refused_while_autoplay():
            self.take(self.branches[k])
        self.on_change()

    def speak(self, lang: str) -> None:
        """Tell the match and every branch again in ``lang`` (``Match.speak``)."""
        for match in self.branches:
            match.speak(lang)
        self.match.speak(lang)

    def take_loaded(self, match: Match) -> None:
        """A loaded record replaces the match and its branches."""
        self.branches = [match]
        self.take(match)
        self.on_change()

    # -- seats and viewpoint --------------------------------------------------------------------
    @own_language
    def change_seat(self, player: int, old: str, new: str) -> bool:
        """Seat ``player`` as ``new``: refused (and said) on a fair table's game with secrets, to or from human."""
        if not self.seating.may_change(old, new):
            self.say(_("The human seats stay as they are until the game is over: the hands stay secret."),
                     error=True, near="controls")
            return False
        self.seating.kinds[player] = new
        self.on_change()
        return True

    @own_language
    def choose_viewpoint(self, value: int | str | None) -> bool:
        """Look through ``value``'s eyes (a player, ``SPECTATOR``, ``FOLLOW`` or None); refused (and said) while
        the table is locked."""
        if self.seating.locked:
            self.say(self.locked_message(), error=True, near="controls")
            self.on_change()
            return False
        self.seating.choose(value)
        self.on_change()
        return True

    # -- the dice -------------------------------------------------------------------------------
    def may_load(self) -> bool:
        """Whether "Load the dice" is offered: to every view of a game that hides nothing, to everyone's only in a
        game with secrets (a loaded card that cannot come tells what the pile holds): ``View.may_load``."""
        return self.seen.may_load

    @own_language
    def load_dice(self, text: str | int) -> bool:
        """Load the dice with ``text``: the next chance node of its kind gives it; True if loaded, else said why."""
        if not self.may_load():
            self.say(_("Only everyone's view loads the dice in this game: a loaded card that cannot come would "
                       "tell what the pile holds."), error=True, near="dice")
            return False
        text = text.strip() if isinstance(text, str) else text
        if text == "":
            self.say(_("Type a die or an outcome first ({hint}).").format(hint=dice_hint(self.match.game)),
                     error=True, near="dice")
            return False
        outcomes = loaded_outcomes(text)
        waiting = self.match.forced
        try:
            for outcome in outcomes:
                self.match.force(outcome)
        except IllegalAction as error:
            self._put_back_forced(waiting)
            self.say(_("Cannot load the dice: {reason} (rule {rule}).").format(reason=error.told(self.viewer),
                                                                               rule=error.rule),
                     error=True, near="dice")
            return False
        except (ValueError, TypeError, OverflowError, RecursionError) as error:
            self._put_back_forced(waiting)
            self.say(unread(error), error=True, near="dice")
            return False
        self.say(n_("Loaded {count} outcome: the next chances of its kind give it.",
                    "Loaded {count} outcomes: the next chances of their kinds give them in this order.",
                    len(outcomes)).format(count=len(outcomes)), near="dice")
        return True

    def _put_back_forced(self, waiting: list[str]) -> None:
        """Leave the loaded outcomes as they were (a list typed of which one was refused loads none of it)."""
        self.match.clear_forced()
        for notation in waiting:
            self.match.force(notation)

    @own_language
    def unload_dice(self) -> None:
        """Forget every loaded outcome still waiting."""
        self.match.clear_forced()
        self.say(_("The dice are unloaded."), near="dice")

    def start_autoplay(self, task: asyncio.Task | None) -> asyncio.Task | None:
        """Auto-play was turned on: the task that plays the computer seats (``widgets.table.autoplay``)."""
        return start(self, task)
