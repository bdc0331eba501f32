"""Table: the widget that composes a TableSession with its board, side panel and controls (the package's docstring
says what it does). It wires each widget's event to the session and draws again from it; it decides nothing."""

from __future__ import annotations

import asyncio
import threading
from html import escape
from typing import Any, Callable, Mapping, Sequence

import ipywidgets

from gangs.kernel import Action, Agent, Match
from gangs.kernel.lang import check_language, language, own_language, translator
from gangs.kernel.tell import joined

from ..choices import Meaning
from ..clock import TurnClock
from ..seating import BY_SEATS, FOLLOW, HUMAN, VIEWPOINT_VALUES
from .board import Board, Snapshot, close_tree, outlines
from .controls import Controls, Wording
from .ending import EndingPanel, again
from .panel import Panel
from .session import Said, TableSession

_ = translator("widgets")

SIZES = ("normal", "projector")
"""The sizes a Table is drawn at: ``"normal"`` (the board at most its own size, text as the page's), or
``"projector"`` (a class's screen: the board as large as the window allows, the text at least 20 px)."""

STYLE = """<style>
.gangs-table, .gangs-lobby, .gangs-lobby .gangs-game-box {overflow: visible !important;}
.gangs-table .gangs-top {position: sticky; top: 0; z-index: 5; background: var(--jp-layout-color0, #ffffff);
  box-shadow: 0 1px 0 rgba(0, 0, 0, 0.08);}
.gangs-table .widget-label, .gangs-table .widget-dropdown > label {max-width: none;}
.gangs-projector .gangs-status, .gangs-projector .gangs-hover, .gangs-projector .gangs-last-events,
.gangs-projector .gangs-message, .gangs-projector .gangs-event-log, .gangs-projector .gangs-actions button {
  font-size: 22px !important; line-height: 1.35;}
.gangs-projector .gangs-hover {height: auto !important; min-height: 2.8em;}
.gangs-projector .gangs-side {max-width: none !important; flex: 1 1 360px !important;}
.gangs-projector .gangs-actions button {height: auto !important; padding: 4px 10px;}
</style>"""
"""The Table's own CSS: the status and hover lines stay at the top of the window while the page scrolls under them
(a widget box clips what sticks out: the table's boxes do not), and the projector's sizes."""

PARTS = {"session": "match branches agents seating log_turns",
         "panel": "last_events message pieces moves others picked_info back_button cancel_button actions notation "
                  "notation_button notation_message event_log",
         "controls": "step_button end_turn_button undo_button redo_button autoplay delay controls_message dice "
                     "load_button unload_button loaded dice_message dice_row replay branch_button branch_picker seats "
                     "viewpoint_picker language_picker projector_button"}
"""The attributes of a Table that are its parts' (``table.step_button`` is ``table.controls.step_button``)."""


class _Part:
    """An attribute of the table that is one of its parts' (``table.step_button`` is ``table.controls.step_button``,
    ``table.match`` is ``table.session.match``)."""

    def __init__(self, part: str, name: str) -> None:
        self.part, self.name = part, name
        self.__doc__ = f"The table's ``{part}.{name}``."

    def __get__(self, table: Any, owner: type | None = None) -> Any:
        if table is None:
            return self
        return getattr(getattr(table, self.part), self.name)

    def __set__(self, table: Any, value: Any) -> None:
        setattr(getattr(table, self.part), self.name, value)


class Table(ipywidgets.VBox):
    """A match to play in a notebook: board canvas, whose turn, legal actions, controls, log.

    ``match``: the Match to show and drive (the only state). ``viewer``: draw the board as this player sees it, and
    log only the events he may read: a player's index, ``SPECTATOR`` (what every player knows), ``FOLLOW`` (the human
    seat to move: hot seat) or None (everything, the teacher's view); by default, from the ``seats`` given: several
    human seats follow the player to move, one human seat is his viewpoint, none (or no ``seats`` given) is
    everyone's. ``table.viewer`` is the viewer drawn now (the player to move when following) and may be set; the
    "Viewpoint" drop-down shows and changes it. ``seats``: one kind per player (``"human"``, ``"random"``,
    ``"greedy"``, ``"mcts"`` or a key of ``agents``; default all human). ``agents``: more computer players by name,
    each with ``choose(state, legal)``. ``max_buttons``: actions of one list shown as buttons, the rest in a
    drop-down. ``log_turns``: how many turns the event log shows, newest first. ``svg_copy``: show a snapshot of the
    board as SVG under the table, kept in a saved notebook (a checkbox turns it on and off; off by default, as the
    live board is above it). ``fair``: each human sees through his own eyes while a human seat plays a game with
    secrets (``locked``; the package's docstring says how). ``size``: ``"normal"`` or ``"projector"`` (``SIZES``; the
    "Projector" toggle changes it, ``show_on_projector`` in code).

    Its parts: ``session`` (the decisions, ``widgets.table.session``), the board (``canvas``), the side panel and the
    log (``widgets.table.panel``), the controls (``widgets.table.controls``); their widgets are the table's attributes
    too (``table.step_button``, ``table.others``...).
    """

    def __init__(self, match: Match, viewer: int | str | None = BY_SEATS, seats: Sequence[str] | None = None,
                 agents: Mapping[str, Agent] | None = None, max_buttons: int = 12, log_turns: int = 8,
                 svg_copy: bool = False, fair: bool = False, size: str = "normal", **kwargs: Any) -> None:
        if size not in SIZES:
            raise ValueError(f"size: one of {', '.join(SIZES)}, not {str(size)[:40]!r}")
        super().__init__(**kwargs)
        if isinstance(match, TableSession):             # a session made elsewhere (a lesson's: widgets.lesson)
            self.session = match
            match = match.match
        elif isinstance(match, Match):
            self.session = TableSession(match, viewer, seats, agents, fair, log_turns)
        elif callable(getattr(match, "act", None)) and hasattr(match, "on_view"):
            from .room import RemoteSession

            self.session = RemoteSession(match, log_turns)
        else:
            raise TypeError(f"Table: a Match, or a room's seat (gangs.net.connect(link)), not {type(match).__name__}")
        with language(match.lang):
            self._build(max_buttons, svg_copy)
        if size == "projector":
            self.show_on_projector(True)

    def _build(self, max_buttons: int, svg_copy: bool) -> None:
        session = self.session
        self.add_class("gangs-table")
        self._task: asyncio.Task | None = None
        self._clock_task: asyncio.Task | None = None
        self._clock_told: dict | None = None        # the room's view whose clock is shown
        self._followers: list[Any] = []
        self._speakers: list[Any] = []
        self.clock = TurnClock()
        self.wording = Wording()
        self.board = Board(session.settle(), self.click, self.hover, self._redraw_everything)
        self.status = ipywidgets.HTML().add_class("gangs-status")
        self.hover_info = ipywidgets.HTML(layout=ipywidgets.Layout(height="2.8em", overflow="hidden"))
        self.hover_info.add_class("gangs-hover")
        self.panel = Panel(self.wording, self.play, self.pick, self.unpick, self._cancel_choice, self._play_typed,
                           max_buttons)
        self.controls = Controls(session, self.wording, {
            "step": self.step, "end_turn": self.end_turn, "undo": self.undo, "redo": self.redo,
            "autoplay": self._on_autoplay, "delay": self._on_delay, "load": self.load_dice,
            "unload": self.unload_dice, "replay": self._on_replay, "branch": self.branch,
            "branch_picked": self._on_branch_picked, "viewpoint": self._on_viewpoint_picked,
            "seat": self._on_seat_changed, "language": self._on_language_picked,
            "projector": lambda change: self.show_on_projector(change["new"])})
        self.snapshot = Snapshot(svg_copy, self.wording.word, self._show_svg)
        self.ending = EndingPanel(self.wording, self.play_again, self.replay_game)
        self._again: Callable[[], Any] | None = None
        session.on_change, session.on_say, session.on_autoplay_stop = self.refresh, self._show_said, self._stopped
        # Whose turn it is and what a click would do, over the board: read while pointing at it, even when the side
        # panel wraps under a board as tall as the window; the side panel beside the board, or under it.
        self.seats_line = ipywidgets.HTML(layout=ipywidgets.Layout(display="" if session.remote else "none"))
        self.seats_line.add_class("gangs-seats-line")
        top = ipywidgets.VBox([self.status, self.seats_line, self.clock.widget, self.hover_info]).add_class("gangs-top")
        controls = self.controls
        self.style = ipywidgets.HTML(STYLE, layout=ipywidgets.Layout(height="0px", margin="0px"))
        self.panel.box.children = [self.ending.box, *self.panel.box.children]     # the end, beside the board
        self.children = [top, ipywidgets.HBox([self.board.box, self.panel.box],
                                              layout=ipywidgets.Layout(flex_flow="row wrap", align_items="flex-start")),
                         controls.play_row, controls.dice_row, controls.replay_row, controls.settings_row,
                         self.event_log, self.show_svg, self.svg, self.style]
        if session.remote:
            self._seat_a_room()
        self.refresh()

    def _seat_a_room(self) -> None:
        """A room's seat: only the controls of a seat's own decisions are shown (``widgets.table.room``), and each
        view the server sends is drawn as it comes (``_view_arrived``)."""
        self.add_class("gangs-room-table")
        controls = self.controls
        for widget in (controls.step_button, controls.end_turn_button, controls.redo_button, controls.autoplay,
                       controls.delay, controls.viewpoint_picker, controls.seats_box, controls.dice_row,
                       controls.branch_button, controls.branch_picker, self.ending.again_button):
            widget.layout.display = "none"
        self.undo_button.tooltip = _("take back your own last decision, before a die is rolled, a card drawn or "
                                     "another player acts")
        try:
            self._loop: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            self._loop = None
        self.session.seat.on_view.append(self._view_arrived)

    def _view_arrived(self, _message: dict) -> None:
        """The server sent a new view (on the seat's thread): draw it where the widgets are drawn, on the kernel's
        event loop (with none, only a view told on the main thread is drawn at once: ``refresh()`` shows the latest)."""
        if self._loop is not None and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(self._refresh_if_new)
        elif threading.current_thread() is threading.main_thread():
            self._refresh_if_new()

    def _refresh_if_new(self) -> None:
        session = self.session
        if session.seat.message is not session.match.seen.message:
            self.refresh()

    # -- the parts' widgets and state (and ``PARTS``), as the table's own attributes ------------------
    canvas = property(lambda self: self.board.canvas, doc="The board's canvas (three layers).")
    _board_box = property(lambda self: self.board.box, doc="The box the board's canvas stands in.")
    _pens = property(lambda self: self.board.pens, doc="The pens of the canvas's layers.")
    _layers_drawn = property(lambda self: self.board.drawn, doc="What each layer of the canvas shows.")
    _seats_box = property(lambda self: self.controls.seats_box, doc="The row of the seats' drop-downs.")
    _picked_row = property(lambda self: self.panel.picked_row, doc="The line over the picked piece's moves.")
    show_svg = property(lambda self: self.snapshot.show, doc="The checkbox of the SVG snapshot.")
    svg = property(lambda self: self.snapshot.svg, doc="The SVG snapshot of the board.")
    svg_text = property(lambda self: self.svg.text, doc="The SVG copy of the board as shown, or \"\" when hidden.")
    offer = property(lambda self: self.session.offer, doc="What the player may do now (``widgets.choices.Offer``).")
    _scene = property(lambda self: self.session.scene, doc="The scene drawn now.")
    _choices = property(lambda self: self.session.choices, doc="The actions a click meant, to choose from.")
    lang = property(lambda self: self.session.lang, doc="The language the table speaks: its match's.")
    fair = property(lambda self: self.session.seating.fair, doc="Whether each human sees through his own eyes.")
    viewpoint = property(lambda self: self.session.seating.viewpoint, doc="The viewpoint in force (``Seating``).")
    locked = property(lambda self: self.session.seating.locked, doc="Whether viewpoint and human seats are locked.")

    @property
    def size(self) -> str:
        """The size the table is drawn at (``SIZES``)."""
        return "projector" if self.board.projector else "normal"

    def show_on_projector(self, on: bool = True) -> "Table":
        """Draw the table for a class's screen (``on``): the board as large as the window allows, the status, the
        hover line, the last events and the log in large text; or back to its normal size."""
        self.board.show_on_projector(bool(on))
        if on:
            self.add_class("gangs-projector")
        else:
            self.remove_class("gangs-projector")
        if self.projector_button.value != bool(on):
            with self.controls.quiet():
                self.projector_button.value = bool(on)
        return self

    @property
    def viewer(self) -> int | None:
        """Whose eyes the board, the log and the sheets show now: a player, ``SPECTATOR`` or None (the teacher).
        Following the player to move, the human seat to move, else the spectator."""
        return self.session.viewer

    @viewer.setter
    def viewer(self, value: int | str | None) -> None:
        self.session.seating.choose(value)
        self.refresh()

    def seat(self, player: int | None) -> str:
        """The kind of seat of ``player`` (``"human"``, ``"random"``...); None: nobody's."""
        return self.session.seating.kind(player)

    def __repr__(self) -> str:
        return f"<Table: {self.match!r}>"

    # -- drawing ----------------------------------------------------------------------------------
    @own_language
    def refresh(self) -> "Table":
        """Redraw everything from the match: board, pieces, outlines, actions, status, log, SVG, controls."""
        session = self.session
        scene = session.settle()
        self.hover_info.value = ""
        self.controls.reseat(session)
        self.board.fit(scene)
        self.board.draw(scene, outlines(scene, *session.outlines()))
        self.panel.show_actions(session.offer, session.choices is not None)
        self._show_status()
        self.panel.show_log(session.log_groups(), session.match.game, session.viewer)
        if session.remote:
            self.seats_line.value = session.seats_line()
        self._show_svg()
        self.controls.show(session)
        self.ending.show(session.seen, session.status(), session.seat_name)
        for follower in self._followers:
            follower.match = session.match
            if hasattr(follower, "viewer"):
                follower.viewer = session.viewer
            follower.refresh()
        self._follow_clock()
        return self

    def _show_status(self) -> None:
        self.status.value = self.session.status()
        self.panel.show_last_events(self.session.last_events())

    def _show_svg(self) -> None:
        self.snapshot.draw(self.session.scene, self.session.match.decisions)

    def _redraw_choice(self) -> None:
        """Show what the pick or choice now offers: actions, outlines (the pieces are unchanged)."""
        self.panel.show_actions(self.session.offer, self.session.choices is not None)
        self.board.outline(outlines(self.session.scene, *self.session.outlines()))

    @own_language
    def _redraw_everything(self, *_args: Any) -> None:
        """A new view of the canvas starts blank: draw every layer again, styles included."""
        self.board.forget()
        self.refresh()

    def _messages(self) -> dict[str, ipywidgets.HTML]:
        return {"board": self.message, "controls": self.controls_message, "dice": self.dice_message,
                "notation": self.notation_message}

    def _say(self, text: str, error: bool = False, near: str = "board", seen_by: Any = FOLLOW) -> None:
        """Show ``text`` beside the control that caused it (``near``: "board", "controls", "dice" or "notation"),
        said to the eyes shown now (``seen_by``: ``TableSession.say``); every other message is cleared."""
        self.session.say(text, error, near, seen_by)

    def _show_said(self, said: Said) -> None:
        shown = f"<span style='color:{'#b00020' if said.error else '#555555'}'>{escape(said.text)}</span>"
        for where, widget in self._messages().items():
            value = shown if said.text and where == said.near else ""
            if widget.value != value:
                widget.value = value

    # -- the board --------------------------------------------------------------------------------
    @own_language
    def click(self, x: float, y: float) -> None:
        """Handle a click on the canvas at (x, y), in the scene's coordinates. What it did, or why it did nothing, is
        said beside the actions, and what stopped it on the hover line over the board too (until the pointer moves to
        another place); a move played is said once, beside the actions."""
        before = (self.match, self.match.decisions)
        if self.session.click(x, y):
            self._redraw_choice()
        played = (self.match, self.match.decisions) != before      # said once, beside the actions: not twice
        if not played and self.message.value and self.hover_info.value != self.message.value:
            self.hover_info.value = self.message.value

    @own_language
    def hover(self, x: float | None, y: float | None) -> None:
        """The pointer is at (x, y) on the canvas (None: it left): outline the place under it that a click concerns,
        and say what a click there would do (on a line of fixed height: the layout never moves under the pointer)."""
        told = self.session.hover(x, y, bool(self.hover_info.value))
        if told is None:
            return
        text, outlined = told
        value = f"<span style='color:#555555'>{escape(text)}</span>" if text else ""
        if self.hover_info.value != value:
            self.hover_info.value = value
        if outlined:
            self.board.outline(outlines(self.session.scene, *self.session.outlines()))

    def meaning_at(self, x: float, y: float) -> Meaning:
        """What a click at (x, y) means now (``widgets.choices.meaning``): a piece to pick, actions, or nothing."""
        return self.session.meaning_at(x, y)

    def actions_at(self, x: float, y: float) -> list[Action]:
        """The legal actions a click at (x, y) would play or offer to choose from (empty for a pick or nothing)."""
        return list(self.meaning_at(x, y).actions)

    @own_language
    def why_not(self, x: float, y: float) -> str:
        """Why a click at (x, y) does nothing, in a sentence naming the rule when there is one."""
        return self.session.why_not(x, y)

    def _looking_elsewhere(self) -> str:
        return self.session.looking_elsewhere()

    @staticmethod
    def _joined(names: Sequence[str]) -> str:
        """Names as a sentence says them, in the language in force: "A", "A and B", "A, B and C"
        (``gangs.kernel.tell.joined``)."""
        return joined(names)

    # -- playing ----------------------------------------------------------------------------------
    def play(self, action: Action | str, near: str = "board") -> bool:
        """Play ``action`` (or its notation) as a button would; True if it was played (``TableSession.play``)."""
        return self.session.play(action, near)

    @own_language
    def _play_typed(self) -> None:
        text = self.notation.value.strip()
        if not text:
            self._say(_("Type a notation first."), error=True, near="notation")
        elif self.play(text, near="notation"):
            self.notation.value = ""

    @own_language
    def pick(self, piece: str) -> bool:
        """Pick the piece of that shape id, as a click on it would: its moves are outlined and listed. False (and a
        message) if it cannot move now."""
        picked = self.session.pick(piece)
        if picked:
            self._redraw_choice()
        return picked

    @own_language
    def unpick(self) -> "Table":
        """Put the picked piece down: every movable piece is offered again."""
        self.session.unpick()
        self._redraw_choice()
        return self

    @own_language
    def _cancel_choice(self) -> None:
        self.session.cancel_choice()
        self._redraw_choice()

    def step(self) -> "Table":
        """One decision by the agent of the seat to move (the random agent for a human seat)."""
        self.session.step()
        return self

    def end_turn(self) -> "Table":
        """Decisions by the agent of the seat to move until another seat is to move (or the end)."""
        self.session.end_turn()
        return self

    def undo(self) -> "Table":
        """Take back the last decision."""
        self.session.undo()
        return self

    def redo(self) -> "Table":
        """Make the last undone decision again."""
        self.session.redo()
        return self

    def branch(self) -> "Table":
        """Start a new match from this decision (``Match.branch``), shown at once; the match it came from is kept and
        chosen again in the "Match" drop-down. The same dice come again unless other ones are loaded."""
        self.session.branch()
        return self

    def _take_match(self, match: Match) -> None:
        self.session.take(match)
        self.refresh()

    def _on_replay(self, change: dict) -> None:
        self.session.replay_to(change["new"])

    def _on_branch_picked(self, change: dict) -> None:
        self.session.take_branch(change["new"])

    @own_language
    def load_dice(self, outcome: str | int | None = None) -> bool:
        """Load the dice with ``outcome`` (default: what the "Load the dice" box holds): the next chance node of its
        kind gives it. An outcome that can never happen shows why and loads nothing; True if it was loaded. In a
        game with secrets, only everyone's view loads the dice."""
        loaded = self.session.load_dice(self.dice.value if outcome is None else outcome)
        if loaded:
            self.dice.value = ""
            self.controls.show_loaded(self.match.forced)
        return loaded

    @own_language
    def unload_dice(self) -> "Table":
        """Forget every loaded outcome still waiting."""
        self.session.unload_dice()
        self.controls.show_loaded(self.match.forced)
        return self

    # -- seats, viewpoint, language ---------------------------------------------------------------
    def _on_viewpoint_picked(self, change: dict) -> None:
        value = change["new"]
        self.session.choose_viewpoint(VIEWPOINT_VALUES.get(value) if not value.isdigit() else int(value))

    def _on_seat_changed(self, seat: ipywidgets.Dropdown, change: dict) -> None:
        if not self.session.change_seat(self.seats.index(seat), change["old"], change["new"]):
            self.controls.put_back(seat, change["old"])

    def speak(self, lang: str) -> "Table":
        """Tell the match (and every branch) again in ``lang`` and say the table's own words in it; the board is drawn
        again (a ValueError naming the languages for one there is not)."""
        lang = check_language(lang)
        self.session.speak(lang)
        with language(lang):
            self.wording.again()
            for listing in self.panel.lists():
                listing.retell()
            self.controls.retell(self.session.seat_options())
        if self.language_picker.value != lang:
            with self.controls.quiet():
                self.language_picker.value = lang
        self._say("")
        self._redraw_everything()
        for listener in self._speakers:
            listener(lang)
        return self

    def on_speak(self, callback: Any) -> "Table":
        """Call ``callback(lang)`` whenever the table speaks another language (its "Language" drop-down, ``speak``):
        a ``Lobby`` around the table follows it, so that the whole app speaks one language."""
        self._speakers.append(callback)
        return self

    def _on_language_picked(self, change: dict) -> None:
        self.speak(change["new"])

    # -- the turn clock and auto-play -------------------------------------------------------------
    def _follow_clock(self) -> None:
        """Start, stop or go on counting the human seat's time (``widgets.clock``), and tick it every second from an
        asyncio task while it runs (with no event loop, a cell calls ``tick_clock``)."""
        if self.session.remote:                 # a room's clock is the server's: shown as each new view says
            message = self.session.seen.message
            if message is not self._clock_told:
                self._clock_told = message
                told = message.get("clock") or {}
                self.clock.told(self.match, told.get("seat"), told.get("left"))
        else:
            self.clock.follow(self.match, lambda seat: self.seat(seat) == HUMAN)
        if not self.clock.running or (self._clock_task is not None and not self._clock_task.done()):
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        self._clock_task = loop.create_task(self._run_clock())

    async def _run_clock(self) -> None:
        while self.clock.running:
            await asyncio.sleep(1)
            with language(self.lang):
                self.tick_clock()

    def tick_clock(self) -> bool:
        """Show the time left; once the seat's time is spent, play ``TIMEOUT`` for it (the game's own rule says what
        follows) and say so. True if it played."""
        if not self.clock.spent or self.session.remote:        # a room's server plays TIMEOUT itself
            self.clock.show(self.match)
            return False
        return self.session.time_up(self.clock.seat)

    @own_language
    def _on_autoplay(self, change: dict) -> None:
        self.session.autoplay = change["new"]
        if not change["new"]:
            self.refresh()
            return
        self._task = self.session.start_autoplay(self._task)
        if not self.session.autoplay:
            self.autoplay.value = False
            return
        self.refresh()

    def _on_delay(self, change: dict) -> None:
        self.session.pace = change["new"] / 1000

    def _stopped(self) -> None:
        """Auto-play stopped (the game is over, the toggle was turned off, a decision was refused)."""
        self.autoplay.value = False
        with language(self.lang):
            self._show_status()

    # -- the end of the game ----------------------------------------------------------------------
    def on_play_again(self, callback: Callable[[], Any]) -> "Table":
        """Let ``callback()`` start the next game when "Play again" is pressed (a ``Lobby``: its seats, its secret
        seeds); by default the table plays ``again(match)`` itself."""
        self._again = callback
        return self

    @own_language
    def play_again(self) -> "Table":
        """A new game with the same players, seats and options, and other dice (the next seed)."""
        if self._again is not None:
            self._again()
            return self
        self.autoplay.value = False
        self.session.take_loaded(again(self.match))
        return self

    @own_language
    def replay_game(self) -> "Table":
        """Back to the start of the game just played, to step through it again (Redo, or the decision slider)."""
        self.autoplay.value = False
        self.session.replay_to(0)
        self._say(_("Back to the start: the decision slider steps through the game again.") if self.session.remote
                  else _("Back to the start: Redo, or the decision slider, steps through the game again."),
                  near="controls")
        return self

    # -- other widgets of the match ---------------------------------------------------------------
    def follow(self, *widgets: Any) -> "Table":
        """Keep other widgets of the match (a ``RecordInspector``, a ``ScenarioPanel``) in step: each is given the
        match and refreshed whenever the table is; one with a ``viewer`` is given the table's viewer too; a
        ``ScenarioPanel`` that loads a record hands the loaded match to the table."""
        if self.session.remote and not all(getattr(widget, "follows_rooms", False) for widget in widgets):
            raise ValueError("a room's table holds no match for this widget to follow: only its view, the server's "
                             "(a RecordInspector follows it)")
        for widget in widgets:
            self._followers.append(widget)
            if hasattr(widget, "on_match"):
                widget.on_match(self.session.take_loaded)
            widget.match = self.match
            if hasattr(widget, "viewer"):
                widget.viewer = self.viewer
            widget.refresh()
        return self

    def close(self) -> None:
        """Stop auto-play and the clock, and close the table with every widget it made (pooled buttons too)."""
        if getattr(self, "_clock_task", None) is not None:
            self._clock_task.cancel()
            self._clock_task = None
        if getattr(self, "_task", None) is not None:
            self.autoplay.value = False
            self._task.cancel()
            self._task = None
        session = self.__dict__.get("session")
        if session is not None and session.remote and self._view_arrived in session.seat.on_view:
            session.seat.on_view.remove(self._view_arrived)
        panel = self.__dict__.get("panel")
        if panel is not None:
            for widget in (*panel.lists(), panel.picked_row, panel.back_button, panel.cancel_button):
                close_tree(widget)
        for child in self.children:
            close_tree(child)
        super().close()


for _part, _names in PARTS.items():
    for _name in _names.split():
        setattr(Table, _name, _Part(_part, _name))
