"""Table: a match on an ipycanvas board, with its legal actions, controls, seats and event log.

Everything shown comes from the match: the drawing from ``Game.scene(state)``, the choices from
the legal actions' ``label`` and ``targets``, the story from the events' ``text``. The table holds
no game state of its own: after any change it redraws from ``match.state``, so a cell that plays
on the same match (``m.run(max_steps=5)``) only needs a ``table.refresh()``.

Decisions made here, for the user to know:

- Play as on a table (``widgets.choices``): an action that moves a piece is offered through its piece.
  Click a piece (or its card in the side panel), and its places are outlined: click one. The actions
  of no piece (roll, buy, end the turn...) are buttons and, where they concern a place, clickable
  there. A click that means several actions (one square, two headings) offers just those. A lone
  movable piece is picked already.
- A click goes to the topmost shape under the pointer that a click may concern now (a pawn standing
  on a square does not hide the square). The line saying what a click would do has a fixed height
  and sits over the board, under the status line (whose turn it is), where the player pointing at the board
  reads them both, even when the side panel (the last decision's events, the actions) wraps under the board;
  the board never stretches to the side panel: nothing the pointer does moves the board.
- While a computer seat is to move, nothing is offered to the human: the status says "Bot 2 to
  move: Step to let it play"; Step (or Auto-play) plays its agent.
- A message shows beside the control that caused it (the board and actions, the Step/Undo row,
  the dice box, the notation box), and only the latest one; a board click's is said on the hover line too.
- The replay slider *undoes or redoes* to the chosen decision (it moves the match itself, like
  Undo and Redo, so the board is always ``match.state``); playing from an earlier decision then
  forgets the later ones, as after Undo. Branch starts a new match from the decision shown and keeps
  the old one (the "Match" drop-down goes back to it).
- Auto-play plays the computer seats one decision at a time from an asyncio task (never a
  blocking loop; a greedy or MCTS seat thinks in a worker thread, the MCTS seat some
  ``MCTS_SECONDS``) and waits when a human seat is to move; it stops when the game ends. While it
  runs, a click for a computer seat's decision, Step, End turn, Undo, Redo, Branch and the slider
  are refused with a message.
- Step and End turn play the seat's agent; a human seat gets the random agent for them.
- The viewpoint (the "Viewpoint" drop-down; ``table.viewer`` in code): the board, the log and the sheets of a
  followed ``RecordInspector`` show what that viewer may see (``Game.scene(state, viewer)``,
  ``Event.readable_by``, ``State.sheet(player, viewer)``). Everyone (the teacher's view: every hand face up),
  one player (his hand only), the spectator (``SPECTATOR``: what every player knows, no hand), or "Follows
  the player to move" (``FOLLOW``): the human seat to move, so that players sharing one screen (hot seat) each
  see their own hand on their turn, and nobody's (the spectator's view) while a computer seat plays or once the
  game is over. By default it follows the seats given: several human seats, the player to move; one human seat,
  his; none, everyone. A Table made without ``seats`` (a teacher driving every seat) shows everyone.
- The table acts only for the seat it is viewed from (everyone's view acts for whoever is to move). Through the
  eyes of a player who is not to move, or the spectator's, it offers nothing (it shows his hand, or none, not
  the mover's): no outline, no button, and a click, whatever is typed in the notation box, Step and End turn for
  a human seat get one refusal, the same whatever the hidden cards are (nothing is read, nothing is asked of
  the rules): "You are looking through Bot 1's eyes: choose your own viewpoint (or Everyone) to play."
- In a game with secrets, "Load the dice" is offered to everyone's view only: a loaded card that cannot come
  tells what the pile holds, which no player may know.
- A fair table (``fair=True``, the app's): while a human seat plays a game with secrets, each human sees through
  his own eyes only. The viewpoint is his seat's (several human seats: ``FOLLOW``, the hot seat), and neither
  the Viewpoint drop-down nor a seat's kind to or from human may change until the game is over (else a
  human could read a hand, or sit down at a game whose hands he has seen); then every view is open.
- Every bad input shows a message and changes nothing: the game's refusal of a typed notation names its rule,
  and whatever else reading a typed text raises (a number Python will not read) is told as a text that cannot
  be read; no message repeats more than a short start of what was typed (``gangs.kernel.limits.SHOWN``).
- A click where nothing can be done says why, naming the rule: the action the click would have been (the
  picked piece's move to that place, another piece's move, an action there) is asked of the game
  (``State.why_illegal``), e.g. "That piece cannot move now: red.vamp is in prison and does not move (rule
  exact-move)."; on the bare board, whose turn it is and what is awaited (``widgets.clicks``). The sentence is
  the game's own refusal: as precise as its ``why_illegal``.
- The table speaks its match's language (``match.lang``; the "Language" drop-down, ``table.speak("fr")`` in
  code): switching it tells the match again in that language (``Match.speak``: log, labels, board), with every
  branch, and the table's own words; the rulebook's French sentences are shown as printed in both. Whoever
  wraps the table (a ``Lobby``) hears of the switch through ``on_speak`` and speaks the same language.
"""

from __future__ import annotations

import asyncio
from functools import partial
from html import escape
from typing import Any, Mapping, Sequence

import ipywidgets

from gangs.agents import GreedyAgent, MCTSAgent
from gangs.kernel import TIMEOUT, Action, Agent, Event, Game, IllegalAction, Match
from gangs.kernel.house import house_reasons
from gangs.kernel.lang import (
    LANGUAGES,
    N_,
    check_language,
    language,
    own_language,
    plural_translator,
    translator,
)
from gangs.kernel.limits import SHOWN
from gangs.kernel.words import to_you
from gangs.render import Scene, ids_at, svg

from .action_list import ActionList
from .board_view import scene_for
from .canvas import (
    HOVER,
    PICKED,
    Pen,
    dirty_boxes,
    draw_shapes,
    forget_current_canvas,
    highlights,
    layers,
    redraw_boxes,
)
from .choices import Meaning, Offer, Piece, choice, hover_text, meaning, offer
from .clicks import why_not
from .clock import TurnClock
from .event_log import EventLog
from .seating import BY_SEATS, FOLLOW, HUMAN, RANDOM, VIEWPOINT_VALUES, Seating, default_viewpoint, keeps_secrets
from .svg_copy import SvgCopy

try:
    from ipycanvas import MultiCanvas, hold_canvas
except ImportError:  # JupyterLite: ipycanvas needs numpy and Pillow; the board is then drawn by widgets.call_canvas
    from .call_canvas import CallCanvas as MultiCanvas
    from .call_canvas import hold_canvas

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


def close_tree(widget: Any) -> None:
    """Close ``widget`` and every widget inside it (``children``, a MultiCanvas's layers), deepest
    first: closing a box alone leaves its children alive in the kernel and the browser."""
    for child in getattr(widget, "children", ()):
        close_tree(child)
    if isinstance(widget, MultiCanvas):
        for layer in layers(widget):
            layer.close()
    widget.close()


class Table(ipywidgets.VBox):
    """A match to play in a notebook: board canvas, whose turn, legal actions, controls, log.

    ``match``: the Match to show and drive (the only state). ``viewer``: draw the board as this
    player sees it, and log only the events he may read: a player's index, ``SPECTATOR`` (what every player
    knows), ``FOLLOW`` (the human seat to move: hot seat) or None (everything, the teacher's view); by default,
    from the ``seats`` given: several human seats follow the player to move, one human seat is his viewpoint,
    none (or no ``seats`` given) is everyone's. ``table.viewer`` is the viewer drawn now (the player to move
    when following) and may be set; the "Viewpoint" drop-down shows and changes it.
    ``seats``: one kind per player (``"human"``, ``"random"``, ``"greedy"``, ``"mcts"`` or a key of
    ``agents``; default all human). ``agents``: more computer players by name, each
    with ``choose(state, legal)``. ``max_buttons``: actions of one list shown as buttons, the rest in
    a drop-down. ``log_turns``: how many turns the event log shows, newest first. ``svg_copy``: show
    a snapshot of the board as SVG under the table, kept in a saved notebook (a checkbox turns it on
    and off; off by default, as the live board is above it). ``fair``: each human sees through his own eyes
    while a human seat plays a game with secrets (``locked``; the module's docstring says how).
    """

    def __init__(self, match: Match, viewer: int | str | None = BY_SEATS, seats: Sequence[str] | None = None,
                 agents: Mapping[str, Agent] | None = None, max_buttons: int = 12, log_turns: int = 8,
                 svg_copy: bool = False, fair: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.match = match
        with language(match.lang):
            self._build(match, viewer, seats, agents, max_buttons, log_turns, svg_copy, fair)

    def _build(self, match: Match, viewer: int | str | None, seats: Sequence[str] | None,
               agents: Mapping[str, Agent] | None, max_buttons: int, log_turns: int, svg_copy: bool,
               fair: bool) -> None:
        self._worded: list[tuple[Any, dict[str, str]]] = []    # widgets and their words, to say again
        self.branches: list[Match] = [match]
        self._branched_at: dict[int, int] = {}     # branch number -> the decision it started from
        self.agents = {GREEDY: GreedyAgent(match.seed), MCTS: MCTSAgent(playouts=None, seconds=MCTS_SECONDS,
                                                                        rng=match.seed), **(agents or {})}
        self.seating = Seating(match, list(seats) if seats is not None else [HUMAN] * len(match.players),
                               default_viewpoint(viewer, seats), fair, self.agents)
        self.log_turns = log_turns
        self.add_class("gangs-table")
        self._scene: Scene | None = None
        self._board: list | None = None
        self._picked: str | None = None           # the piece the player picked (its shape id)
        self._choices: tuple[Action, ...] | None = None   # the actions one click meant, to choose from
        self._choices_at: tuple = (None, -1)      # the match and decision the pending choice belongs to
        self._offer = offer([])
        self._task: asyncio.Task | None = None
        self._clock_task: asyncio.Task | None = None
        self.clock = TurnClock()
        self._followers: list[Any] = []
        self._syncing = False
        self._hovered: str | None = None
        self._layers_drawn: dict[int, list] = {}     # what the pieces and highlight layers show now
        self._svg_board_of: tuple[list, str] | None = None      # the board shapes and their SVG
        self.seats: list[ipywidgets.Dropdown] = []
        self._seated: list[str] = []               # the players the seats' drop-downs are named for
        self._speakers: list[Any] = []
        self._said_to: int | None = None          # the viewer the messages shown were said to
        scene = scene_for(match, self.viewer)
        self._new_canvas(scene)

        self.status = ipywidgets.HTML().add_class("gangs-status")
        self.last_events = ipywidgets.HTML().add_class("gangs-last-events")
        self.message = ipywidgets.HTML().add_class("gangs-message")
        self.hover_info = ipywidgets.HTML(layout=ipywidgets.Layout(height="2.8em", overflow="hidden"))
        self.hover_info.add_class("gangs-hover")
        self.pieces = ActionList(self._pick_from_card, max_buttons=max_buttons, css="gangs-piece")
        self.moves = ActionList(self.play, max_buttons=max_buttons, css="gangs-action", noun="moves")
        self.others = ActionList(self.play, max_buttons=max_buttons, css="gangs-action")
        self.picked_info = ipywidgets.HTML()
        self.back_button = self._button(N_("Back"), N_("pick another piece"), self.unpick)
        self._picked_row = ipywidgets.HBox([self.picked_info], layout=ipywidgets.Layout(align_items="center"))
        self.cancel_button = self._button(N_("Cancel"), N_("show every legal action again"), self._cancel_choice)
        self.actions = ipywidgets.VBox().add_class("gangs-actions")
        self.notation = self._word(ipywidgets.Text(continuous_update=False, layout=ipywidgets.Layout(width="220px")),
                                   placeholder=N_("or type a notation"))
        self.notation_button = self._word(ipywidgets.Button(layout=ipywidgets.Layout(width="60px")),
                                          description=N_("Play"))
        self.notation_button.on_click(lambda _click: self._play_typed())
        self.notation_message = ipywidgets.HTML().add_class("gangs-notation-message")

        self.step_button = self._button(N_("Step"), N_("one decision by the agent of the seat to move"), self.step)
        self.end_turn_button = self._button(N_("End turn"), N_("play until another seat is to move"), self.end_turn)
        self.undo_button = self._button(N_("Undo"), N_("take back the last decision"), self.undo)
        self.redo_button = self._button(N_("Redo"), N_("make the undone decision again"), self.redo)
        self.autoplay = self._word(ipywidgets.ToggleButton(), description=N_("Auto-play"),
                                   tooltip=N_("computer seats play on their own"))
        self.autoplay.observe(self._on_autoplay, "value")
        self.delay = self._word(ipywidgets.IntSlider(value=500, min=0, max=3000, step=50, continuous_update=False),
                                description=N_("delay (ms)"))
        self.controls_message = ipywidgets.HTML().add_class("gangs-controls-message")
        self.replay = self._word(ipywidgets.IntSlider(min=0, max=0, value=0, continuous_update=False,
                                                      layout=ipywidgets.Layout(width="480px", max_width="100%")),
                                 description=N_("decision"))
        self.replay.observe(self._on_replay, "value")
        self.branch_button = self._button(N_("Branch"), N_("a new match from this decision (the old one is kept)"),
                                          self.branch)
        self.branch_picker = self._word(ipywidgets.Dropdown(layout=ipywidgets.Layout(width="320px")),
                                        description=N_("Match"))
        self.branch_picker.add_class("gangs-branches")
        self.branch_picker.observe(self._on_branch_picked, "value")
        self.seats = self._seat_widgets(match.players, self.seating.kinds)
        self._seats_box = ipywidgets.HBox(self.seats, layout=ipywidgets.Layout(flex_flow="row wrap"))
        self.viewpoint_picker = self._word(ipywidgets.Dropdown(layout=ipywidgets.Layout(width="300px")),
                                           description=N_("Viewpoint"))
        self.viewpoint_picker.add_class("gangs-viewpoint")
        self.viewpoint_picker.observe(self._on_viewpoint_picked, "value")
        languages = [(name, code) for code, name in LANGUAGES.items()]
        self.language_picker = self._word(ipywidgets.Dropdown(options=languages, value=match.lang,
                                                              layout=ipywidgets.Layout(width="220px")),
                                          description=N_("Language"),
                                          tooltip=N_("the language of the match: its log, its labels, its board"))
        self.language_picker.add_class("gangs-language")
        self.language_picker.observe(self._on_language_picked, "value")
        self.event_log = EventLog()
        self.show_svg = self._word(ipywidgets.Checkbox(value=svg_copy, indent=False,
                                                       layout=ipywidgets.Layout(width="auto")),
                                   description=N_("a snapshot of the board as SVG under the table (kept in a saved "
                                                  "notebook)"))
        self.show_svg.observe(lambda _: self._show_svg(), "value")
        self.svg = SvgCopy()

        side = ipywidgets.VBox([self.last_events, self.message, self.actions,
                                ipywidgets.HBox([self.notation, self.notation_button]), self.notation_message],
                               layout=ipywidgets.Layout(flex="1 1 300px", min_width="260px", max_width="640px"))
        side.add_class("gangs-side")
        def wrap() -> ipywidgets.Layout:        # one Layout per row: hiding one row must not hide the others
            return ipywidgets.Layout(flex_flow="row wrap", align_items="center")

        controls = ipywidgets.HBox([self.step_button, self.end_turn_button, self.undo_button, self.redo_button,
                                    self.autoplay, self.delay, self.controls_message], layout=wrap())
        self.dice = self._word(ipywidgets.Text(placeholder=dice_hint(match.game), continuous_update=False,
                                               style={"description_width": "initial"},
                                               layout=ipywidgets.Layout(width="380px")),
                               description=N_("Load the dice"))
        self.dice.add_class("gangs-dice")
        self.load_button = self._button(N_("Load"), N_("the next chance of its kind gives this outcome"),
                                        self.load_dice)
        self.unload_button = self._button(N_("Unload"), N_("forget the loaded outcomes still waiting"),
                                          self.unload_dice)
        self.loaded = ipywidgets.HTML().add_class("gangs-loaded")
        self.dice_message = ipywidgets.HTML().add_class("gangs-dice-message")
        self.dice_row = ipywidgets.HBox([self.dice, self.load_button, self.unload_button, self.loaded,
                                         self.dice_message], layout=wrap())
        # The board takes the width it has, up to its own size, and keeps its shape: it is never stretched
        # to the side panel's height (align_self), so nothing shown beside it moves it under the pointer.
        self._board_box = ipywidgets.Box([self.canvas], layout=ipywidgets.Layout(
            flex=f"1 1 {int(scene.width)}px", min_width="320px", max_width=f"{int(scene.width)}px",
            align_self="flex-start", align_items="flex-start"))
        # Whose turn it is and what a click would do, over the board: read while pointing at it, even when the
        # side panel wraps under a board as tall as the window.
        top = ipywidgets.VBox([self.status, self.clock.widget, self.hover_info]).add_class("gangs-top")
        # Beside the board when the page is wide enough for both, under it otherwise.
        self.children = [top, ipywidgets.HBox([self._board_box, side],
                                         layout=ipywidgets.Layout(flex_flow="row wrap", align_items="flex-start")),
                         controls, self.dice_row, ipywidgets.HBox([self.replay, self.branch_button, self.branch_picker],
                                                            layout=wrap()),
                         ipywidgets.HBox([self.viewpoint_picker, self._seats_box, self.language_picker], layout=wrap()),
                         self.event_log, self.show_svg, self.svg]
        self.refresh()

    # -- reading the match -------------------------------------------------------------------
    def seat(self, player: int | None) -> str:
        """The kind of seat of ``player`` (``"human"``, ``"random"``...); None: nobody's."""
        return self.seating.kind(player)

    # -- the viewpoint ----------------------------------------------------------------------------
    @property
    def fair(self) -> bool:
        """Whether each human sees through his own eyes while a human seat plays a game with secrets."""
        return self.seating.fair

    @property
    def viewpoint(self) -> int | str | None:
        """The viewpoint in force: a player, ``SPECTATOR``, ``FOLLOW`` or None (everyone); while the table is
        ``locked``, the human's own (several humans: ``FOLLOW``), whatever was chosen."""
        return self.seating.viewpoint

    @property
    def viewer(self) -> int | None:
        """Whose eyes the board, the log and the sheets show now: a player, ``SPECTATOR`` or None (the
        teacher, everything). Following the player to move, the human seat to move, else the spectator."""
        return self.seating.viewer

    @viewer.setter
    def viewer(self, value: int | str | None) -> None:
        self.seating.choose(value)
        self.refresh()

    @property
    def locked(self) -> bool:
        """Whether the viewpoint and the human seats are locked now: a ``fair`` table of a game with secrets
        (``keeps_secrets``), not over, with a human seat."""
        return self.seating.locked

    def _locked_message(self) -> str:
        return _("Each human sees through his own eyes until the game is over: the hands stay secret.")

    @own_language
    def _on_viewpoint_picked(self, change: dict) -> None:
        if self._syncing or change["new"] is None:
            return
        if self.locked:                         # a page may send what a disabled drop-down would not
            self._say(self._locked_message(), error=True, near="controls")
            self.refresh()
            return
        value = change["new"]
        self.viewer = VIEWPOINT_VALUES.get(value) if not value.isdigit() else int(value)

    def _show_viewpoint(self) -> None:
        """The drop-down shows the viewpoint (a match of other players gets its names; a player who is no more
        becomes everyone)."""
        self.seating.forget_gone_player()
        choices = self.seating.viewpoints()
        if list(self.viewpoint_picker.options) != choices:
            self.viewpoint_picker.options = choices
        self.viewpoint_picker.value = self.seating.viewpoint_value()
        self.viewpoint_picker.disabled = self.locked
        following = self.viewpoint == FOLLOW
        self.viewpoint_picker.tooltip = (self._locked_message() if self.locked else
                                         _("shows the hand of the human seat to move; nobody's while a computer seat "
                                           "plays") if following else
                                         _("whose eyes the board, the log and the sheets show"))

    def _seat_widgets(self, names: Sequence[str], kinds: Sequence[str]) -> list[ipywidgets.Dropdown]:
        """A drop-down of seat kinds per player, named for the player (« Vous » for "You" in French)."""
        options = self._seat_options()
        seats = [ipywidgets.Dropdown(options=options, value=kind, description=to_you(name),
                                     layout=ipywidgets.Layout(width="220px")) for name, kind in zip(names, kinds)]
        for seat in seats:
            seat.observe(partial(self._on_seat_changed, seat), "value")
        self._seated = list(names)
        return seats

    @own_language
    def _on_seat_changed(self, seat: ipywidgets.Dropdown, change: dict) -> None:
        """A seat's kind was changed: refused, and put back, when a fair table's game with secrets is on and the
        change is to or from human (nobody sits down at a game whose hands he saw, nor leaves it)."""
        if self._syncing:
            return
        if not self.seating.may_change(change["old"], change["new"]):
            self._syncing = True
            try:
                seat.value = change["old"]
            finally:
                self._syncing = False
            self._say(_("The human seats stay as they are until the game is over: the hands stay secret."),
                      error=True, near="controls")
            return
        self.seating.kinds[self.seats.index(seat)] = change["new"]
        self.refresh()

    def _seat_options(self) -> list[tuple[str, str]]:
        """The seat kinds as a drop-down's (label, kind) choices, named in the language in force."""
        return [(_(SEAT_WORDS[kind]) if kind in SEAT_WORDS else kind, kind) for kind in (HUMAN, RANDOM, *self.agents)]

    def _agents(self) -> dict[int, Agent]:
        return self.seating.seat_agents()

    def _computer_to_move(self) -> bool:
        return self.seating.computer_to_move()

    def _busy(self) -> bool:
        """Auto-play is running and would play the decision now."""
        return self.autoplay.value and self._computer_to_move()

    def _waiting_for(self) -> str:
        """Why no one may play by hand now ("" when a human seat is to move): a computer seat is."""
        if self.match.is_over or not self._computer_to_move():
            return ""
        name = self._name(self.match.to_move)
        if self.autoplay.value:
            return to_you(_("{player} to move: auto-play is playing.").format(player=name))
        return to_you(_("{player} to move: Step to let it play (or turn Auto-play on).").format(player=name))

    def _looking_elsewhere(self) -> str:
        """Why the table acts for nobody ("" when it may act for the human seat to move): it shows another
        player's eyes or the spectator's (``Seating.looking_elsewhere``)."""
        return self.seating.looking_elsewhere(self._name)

    # -- the language ----------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        """The language the table speaks: its match's (``match.lang``); ``speak`` changes it."""
        return self.match.lang

    def speak(self, lang: str) -> "Table":
        """Tell the match (and every branch) again in ``lang`` and say the table's own words in it; the board is
        drawn again (a ValueError naming the languages for one there is not)."""
        lang = check_language(lang)
        for match in self.branches:
            match.speak(lang)
        self.match.speak(lang)
        with language(lang):
            for widget, words in self._worded:
                for name, message in words.items():
                    setattr(widget, name, _(message))
            for listing in (self.pieces, self.moves, self.others):
                listing.retell()
            self._syncing = True
            try:
                for seat, name in zip(self.seats, self._seated):
                    kind = seat.value
                    seat.options = self._seat_options()
                    seat.value = kind
                    seat.description = to_you(name)
            finally:
                self._syncing = False
        if self.language_picker.value != lang:
            self._syncing = True
            try:
                self.language_picker.value = lang
            finally:
                self._syncing = False
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
        if not self._syncing and change["new"] is not None:
            self.speak(change["new"])

    def _word(self, widget: Any, **words: str) -> Any:
        """``widget`` with its ``words`` (attribute -> a message marked with ``N_``) said in the language in force,
        and said again when the table speaks another one."""
        self._worded.append((widget, words))
        for name, message in words.items():
            setattr(widget, name, _(message))
        return widget

    # -- drawing -----------------------------------------------------------------------------
    @own_language
    def refresh(self) -> "Table":
        """Redraw everything from the match: board, pieces, highlights, actions, status, log, SVG."""
        match = self.match
        if self._choices is not None and self._choices_at != (match, match.decisions):
            self._choices = None                # the match moved on: the pending choice is stale
        viewer = self.viewer
        if viewer != self._said_to:
            self._say("")
        scene = scene_for(match, viewer)
        self._scene = scene
        self._make_offer()
        self._hovered = None
        self.hover_info.value = ""
        if (scene.width, scene.height) != (self.canvas.width, self.canvas.height):
            old = self.canvas
            self._new_canvas(scene)
            self._board_box.children = [self.canvas]
            self._board_box.layout.max_width = f"{int(scene.width)}px"
            self._board_box.layout.flex = f"1 1 {int(scene.width)}px"
            old.close()
        with hold_canvas():
            if self._board != scene.board:
                self._draw_board(scene)
            self._draw_pieces(scene)
        self._show_actions()
        self._show_status()
        self._show_log()
        self._show_svg()
        self._syncing = True
        try:
            self.replay.max = match.decisions + match.can_redo
            self.replay.value = match.decisions
            labels = [(self._branch_name(k), k) for k in range(len(self.branches))]
            if list(self.branch_picker.options) != labels:
                self.branch_picker.options = labels
            self.branch_picker.value = next((k for k, m in enumerate(self.branches) if m is match), None)
            self.branch_picker.layout.display = "" if len(self.branches) > 1 else "none"
            self._show_viewpoint()
        finally:
            self._syncing = False
        self._show_loaded()
        self.dice.placeholder = dice_hint(match.game)
        self.dice_row.layout.display = "" if self._may_load() else "none"
        if self.language_picker.value != match.lang:
            self._syncing = True
            try:
                self.language_picker.value = match.lang
            finally:
                self._syncing = False
        self.undo_button.disabled = match.decisions == 0
        self.redo_button.disabled = match.can_redo == 0
        self.step_button.disabled = self.end_turn_button.disabled = match.is_over
        for follower in self._followers:
            follower.match = match
            if hasattr(follower, "viewer"):
                follower.viewer = viewer
            follower.refresh()
        self._follow_clock()
        return self

    def _make_offer(self) -> None:
        """What the player may do now: the pending choice, or the pieces and actions of the legal
        ones (nothing while a computer seat is to move)."""
        if self._looking_elsewhere():
            self._offer = offer([])
        elif self._choices is not None:
            self._offer = choice(self._choices)
        elif self.match.is_over or self._waiting_for():
            self._offer = offer([])
        else:
            self._offer = offer(self.match.legal_actions(), self._picked)
        self._picked = self.offer.picked.id if self.offer.picked else None

    @property
    def offer(self) -> Offer:
        """What the player may do now (``widgets.choices.Offer``): the movable pieces, the one picked,
        the actions of no piece, and the ids a click may concern."""
        return self._offer

    def __repr__(self) -> str:
        return f"<Table: {self.match!r}>"

    def close(self) -> None:
        """Stop auto-play and the clock, and close the table with every widget it made (pooled buttons too)."""
        if getattr(self, "_clock_task", None) is not None:
            self._clock_task.cancel()
            self._clock_task = None
        if getattr(self, "_task", None) is not None:
            self.autoplay.value = False
            self._task.cancel()
            self._task = None
        for widget in (getattr(self, name, None) for name in ("pieces", "moves", "others", "_picked_row",
                                                                "back_button", "cancel_button")):
            if widget is not None:
                close_tree(widget)
        for child in self.children:
            close_tree(child)
        super().close()

    def follow(self, *widgets: Any) -> "Table":
        """Keep other widgets of the match (a ``RecordInspector``, a ``ScenarioPanel``) in step: each is
        given the match and refreshed whenever the table is; one with a ``viewer`` (a ``RecordInspector``)
        is given the table's viewer too; a ``ScenarioPanel`` that loads a record hands the loaded match to
        the table."""
        for widget in widgets:
            self._followers.append(widget)
            if hasattr(widget, "on_match"):
                widget.on_match(self._take_loaded)
            widget.match = self.match
            if hasattr(widget, "viewer"):
                widget.viewer = self.viewer
            widget.refresh()
        return self

    def _take_loaded(self, match: Match) -> None:
        """A loaded record replaces the match and its branches."""
        self.branches = [match]
        self._take_match(match)

    def _take_match(self, match: Match) -> None:
        self.match = self.seating.match = match
        self._choices = None
        self._picked = None
        if self._seated != list(match.players):
            kinds = [seat.value for seat in self.seats]
            for seat in self.seats:
                seat.close()
            kinds = (kinds + [HUMAN] * len(match.players))[:len(match.players)]
            self.seating.kinds = kinds
            self.seats = self._seat_widgets(match.players, kinds)
            self._seats_box.children = self.seats
        self.refresh()

    def _new_canvas(self, scene: Scene) -> None:
        """A canvas of the scene's size (a resized canvas would blank its layers and their styles in
        the browser): three layers (board, pieces, highlights), their pens, mouse and view handlers."""
        self.canvas = MultiCanvas(3, width=int(scene.width), height=int(scene.height))
        # The board shrinks with the page (clicks are scaled back by ipycanvas), never grows past its size,
        # and its height follows its width.
        self.canvas.layout = ipywidgets.Layout(width="100%", height="auto", max_width=f"{int(scene.width)}px",
                                               align_self="flex-start")
        self.canvas.add_class("gangs-canvas")
        self.canvas.on_mouse_down(self.click)
        self.canvas.on_mouse_move(self.hover)
        self.canvas.on_mouse_out(lambda *_: self.hover(None, None))
        self.canvas.on_client_ready(self._redraw_everything)
        self._pens = [Pen(layer) for layer in layers(self.canvas)]
        self._board = None
        self._layers_drawn = {}

    def _draw_board(self, scene: Scene) -> None:
        layer, pen = self.canvas[0], self._pens[0]
        layer.clear()
        pen.set("global_alpha", 1.0)
        pen.set("fill_style", scene.background)
        layer.fill_rect(0, 0, scene.width, scene.height)
        draw_shapes(layer, scene.board, pen)
        self._board = list(scene.board)

    def _draw_layer(self, index: int, shapes: list) -> None:
        """Make layer ``index`` (1 pieces, 2 highlights) show ``shapes``: nothing to do if it shows them
        already; else only the boxes around the shapes that changed are repainted, or the whole layer
        when that is simpler."""
        old = self._layers_drawn.get(index)
        if old == shapes:
            return
        canvas, pen = self.canvas[index], self._pens[index]
        boxes = None if old is None else dirty_boxes(old, shapes)
        if boxes is None:
            canvas.clear()
            draw_shapes(canvas, shapes, pen)
        else:
            redraw_boxes(canvas, shapes, boxes, pen)
        self._layers_drawn[index] = shapes

    def _draw_pieces(self, scene: Scene) -> None:
        self._draw_layer(1, list(scene.pieces))
        self._draw_highlights()

    def _draw_highlights(self) -> None:
        """Outline every place a click may concern now; the picked piece in its own colour, the place
        under the pointer more strongly."""
        shapes = self._scene.shapes() if self._scene is not None else []
        picked = self.offer.picked.id if self.offer.picked else None
        marks = highlights(shapes, set(self.offer.places) - {picked})
        if picked is not None:
            marks += highlights(shapes, {picked}, colour=PICKED, width=5)
        if self._hovered is not None:
            marks += highlights(shapes, {self._hovered}, colour=HOVER, width=5)
        self._draw_layer(2, marks)

    @own_language
    def _redraw_everything(self, *_args: Any) -> None:
        """A new view of the canvas starts blank: draw every layer again, styles included."""
        forget_current_canvas(self.canvas[0])
        for pen in self._pens:
            pen.reset()
        self._board = None
        self._layers_drawn.clear()
        self.refresh()

    def _name(self, player: int | None) -> str:
        return self.match.players[player] if player is not None and 0 <= player < len(self.match.players) else "?"

    def _branch_name(self, k: int) -> str:
        if k == 0:
            return _("the first match")
        return _("branch {k} (from decision {decision})").format(k=k, decision=self._branched_at.get(k, 0))

    @staticmethod
    def _joined(names: Sequence[str]) -> str:
        """Names as a sentence says them, in the language in force: "A", "A and B", "A, B and C"."""
        if len(names) < 2:
            return "".join(names)
        return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])

    def _show_status(self) -> None:
        match = self.match
        if match.is_over:
            winners = self._joined([self._name(p) for p in match.winners]) or _("nobody")
            head = to_you(n_("<b>Game over</b> after turn {turn}: {winners} won.",
                           "<b>Game over</b> after turn {turn}: {winners} won.", len(match.winners)).format(
                turn=match.state.turn, winners=escape(winners)))
        elif self._waiting_for():
            head = _("Turn {turn}: <b>{waiting}</b>").format(turn=match.state.turn, waiting=escape(self._waiting_for()))
        else:
            head = to_you(_("Turn {turn}: <b>{player}</b> to move.").format(turn=match.state.turn,
                                                                         player=escape(self._name(match.to_move))))
            if self.autoplay.value:
                head += " <i>" + escape(_("Auto-play waits for this human seat.")) + "</i>"
            elsewhere = self._looking_elsewhere()
            if elsewhere:
                head += " <b>" + escape(elsewhere) + "</b>"
        last = match.events_by_decision()[-1] if match.decisions else []
        viewer, players = self.viewer, len(match.players)
        lines = "".join(f"<li>{escape(event.text)}</li>" for event in last if event.readable_by(viewer, players))
        self.status.value = head
        self.last_events.value = f"<ul style='margin:2px 0'>{lines}</ul>" if lines else ""

    def _show_actions(self) -> None:
        """The side panel's actions: a pending choice; or the movable pieces' cards, the picked piece's
        moves, and the actions of no piece."""
        shown = self.offer
        rows: list[ipywidgets.Widget] = []
        if self._choices is not None:
            self.picked_info.value = "<i>" + escape(_("Choose:")) + "</i>"
            self.moves.show(())
            self.pieces.show(())
            self.others.show(shown.others)
            rows = [self.picked_info, self.others, self.cancel_button]
        else:
            self.pieces.show([_card(piece) for piece in shown.pieces] if len(shown.pieces) > 1 else ())
            for button in self.pieces.buttons.children:
                picked = shown.picked is not None and button.action.piece == shown.picked.id
                button.button_style = "info" if picked else ""
            self.moves.show(shown.picked.actions if shown.picked else ())
            self.others.show(shown.others)
            if shown.picked is not None:
                count = len({t for action in shown.picked.actions for t in action.targets})
                if len(shown.picked.actions) > 1:
                    told = n_("{piece}: click its outlined place on the board, or a move below.",
                              "{piece}: click one of its {count} outlined places on the board, or a move below.", count)
                else:
                    told = n_("{piece}: click its outlined place on the board.",
                              "{piece}: click one of its {count} outlined places on the board.", count)
                self.picked_info.value = escape(told).format(piece=f"<b>{escape(shown.picked.name)}</b>",
                                                             count=count) + "&nbsp;"
            else:
                self.picked_info.value = ("<i>" + escape(_("Pick a piece (on the board or below), then where it goes."))
                                          + "</i>" if shown.pieces else "")
            row = [self.picked_info, self.back_button] if shown.picked and len(shown.pieces) > 1 else [self.picked_info]
            if list(self._picked_row.children) != row:
                self._picked_row.children = row
            rows = [self.pieces, self._picked_row if self.picked_info.value else None, self.moves, self.others]
        rows = [row for row in rows if row is not None and not (isinstance(row, ipywidgets.HTML) and not row.value)]
        if list(self.actions.children) != rows:
            self.actions.children = rows

    def _show_log(self) -> None:
        """The events newest first, under a heading per turn (the start of the match as "Start"); with a
        ``viewer``, only the events that player may read (``Event.readable_by``)."""
        viewer, players = self.viewer, len(self.match.players)
        groups: list[tuple[str, list[Event]]] = []
        by_decision = self.match.events_by_decision()
        turns = self.match.decision_turns
        for k in range(len(by_decision) - 1, -1, -1):
            heading = _("Start") if k == 0 else _("Turn {turn}").format(turn=turns[k])
            if not groups or groups[-1][0] != heading:
                if len(groups) == self.log_turns:
                    break
                groups.append((heading, []))
            groups[-1][1].extend(event for event in reversed(by_decision[k]) if event.readable_by(viewer, players))
        self.event_log.show(groups, self.match.game.rules, house_reasons(self.match.game))

    def _show_svg(self) -> None:
        """A snapshot of the board as SVG, kept in the notebook: the board layer is written and sent once,
        the pieces layer (a transparent SVG of the same size laid over it) when the pieces change."""
        scene = self._scene
        if not self.show_svg.value or scene is None:
            self.svg.show("", "", 0)
            self._svg_board_of = None
            return
        if self._svg_board_of is None or self._svg_board_of[0] != scene.board:
            self._svg_board_of = (list(scene.board), svg(scene, ("board",)))
        caption = _("A snapshot of the board at decision {decision}, kept in the saved notebook (not clickable: play "
                    "on the board above).").format(decision=self.match.decisions)
        self.svg.show(self._svg_board_of[1], svg(scene, ("pieces",)), int(scene.width), caption)

    @property
    def svg_text(self) -> str:
        """The SVG copy of the board as shown (board layer, then pieces layer), or "" when hidden."""
        return self.svg.text

    def _say(self, text: str, error: bool = False, near: str = "board", seen_by: Any = FOLLOW) -> None:
        """Show ``text`` beside the control that caused it (``near``: "board" for the board and the
        actions, "controls", "dice" or "notation"); every other message is cleared. A message is said to the
        eyes shown now (``seen_by``: to the mover's, for a move that passed the screen on). Once the table
        shows other eyes (the hot seat passes to the next player, or to the spectator while a computer plays),
        ``refresh`` clears it, for it may name what only they may see (« Played End your turn, hand kept: … »)."""
        colour = "#b00020" if error else "#555555"
        text = text.encode("utf-8", "replace").decode("utf-8")       # a lone surrogate typed is no character
        self._said_to = self.viewer if seen_by == FOLLOW else seen_by
        for where, widget in self._messages().items():
            value = f"<span style='color:{colour}'>{escape(text)}</span>" if text and where == near else ""
            if widget.value != value:
                widget.value = value

    def _messages(self) -> dict[str, ipywidgets.HTML]:
        return {"board": self.message, "controls": self.controls_message, "dice": self.dice_message,
                "notation": self.notation_message}

    # -- playing -----------------------------------------------------------------------------
    @own_language
    def play(self, action: Action | str, near: str = "board") -> bool:
        """Play ``action`` (or its notation) as a button would; True if it was played.

        An illegal action leaves the match as it was and shows why; so does a move made while a
        computer seat is to move. Through the eyes of a player who is not to move, or the spectator's, every
        action gets one refusal, which says whose eyes are shown (``_looking_elsewhere``): nothing is read.
        """
        refused = self._waiting_for() or self._looking_elsewhere()
        if refused:
            self._say(refused, error=True, near=near)
            return False
        typed = isinstance(action, str)
        if typed:                               # a notation: said by its action's label once played
            action = next((legal for legal in self.match.legal_actions() if legal.notation == action.strip()),
                          action)
        mover = self.viewer
        try:
            events = self.match.play(action)
        except IllegalAction as error:
            self._say(_("Not allowed: {reason} (rule {rule}).").format(reason=error.reason, rule=error.rule),
                      error=True, near=near)
            return False
        except (ValueError, TypeError, OverflowError, RecursionError) as error:
            if not typed:                       # an Action the table offered: the game's own fault, not the user's
                raise
            self._say(_unread(error), error=True, near=near)
            return False
        self._choices = None
        self._picked = None
        self._say(n_("Played {action}: {count} event.", "Played {action}: {count} events.", len(events)).format(
            action=to_you(getattr(action, "label", None) or str(action)), count=len(events)), near=near, seen_by=mover)
        self.refresh()
        return True

    @own_language
    def _play_typed(self) -> None:
        text = self.notation.value.strip()
        if not text:
            self._say(_("Type a notation first."), error=True, near="notation")
        elif self.play(text, near="notation"):
            self.notation.value = ""

    @own_language
    def pick(self, piece: str) -> bool:
        """Pick the piece of that shape id, as a click on it would: its moves are outlined and listed.
        False (and a message) if it cannot move now."""
        elsewhere = self._looking_elsewhere()
        if elsewhere:
            self._say(elsewhere, error=True)
            return False
        if self.offer.piece(piece) is None:
            self._say(_("That piece cannot move now: pick one of the outlined pieces."), error=True)
            return False
        self._picked = piece
        self._choices = None
        self._say("")
        self._redraw_choice()
        return True

    @own_language
    def unpick(self) -> "Table":
        """Put the picked piece down: every movable piece is offered again."""
        self._picked = None
        self._say("")
        self._redraw_choice()
        return self

    def _pick_from_card(self, card: Action) -> None:
        self.pick(card.piece)

    def _redraw_choice(self) -> None:
        """Show what the pick or choice now offers: actions, outlines (the pieces are unchanged)."""
        self._make_offer()
        self._show_actions()
        with hold_canvas():
            self._draw_highlights()

    def meaning_at(self, x: float, y: float) -> Meaning:
        """What a click at (x, y) means now (see ``widgets.choices.meaning``): a piece to pick, the
        actions to play or choose from, or nothing."""
        if self._scene is None:
            return Meaning()
        return meaning(self._offer, ids_at(self._scene.shapes(), x, y))

    def actions_at(self, x: float, y: float) -> list[Action]:
        """The legal actions a click at (x, y) would play or offer to choose from (empty if it picks a
        piece or means nothing)."""
        return list(self.meaning_at(x, y).actions)

    @own_language
    def hover(self, x: float | None, y: float | None) -> None:
        """The pointer is at (x, y) on the canvas (None: it left): outline the place under it that a
        click concerns, and say what a click there would do (on a line of fixed height, so that the
        layout never moves under the pointer)."""
        what = Meaning()
        elsewhere = self._looking_elsewhere() if x is not None and y is not None else ""
        if elsewhere:
            told = f"<span style='color:#555555'>{escape(elsewhere)}</span>"
            if self.hover_info.value != told:
                self.hover_info.value = told
            return
        refused = None
        if x is not None and y is not None and not self._busy():
            what = self.meaning_at(x, y)
            refused = self._refused_place(what, x, y)
        at = what.at if refused is None else refused
        if at == self._hovered and (x is not None or not self.hover_info.value):
            return                              # the same place (leaving the board clears what was said)
        self._hovered = at
        text = hover_text(self._offer, what) if refused is None else self.why_not(x, y)
        self.hover_info.value = f"<span style='color:#555555'>{escape(text)}</span>" if text else ""
        with hold_canvas():
            self._draw_highlights()

    def _refused_place(self, what: Meaning, x: float, y: float) -> tuple[str, str] | None:
        """Where the pointer is over a place or a piece that a click would not play while a human seat is to
        move: the place (``("refused", id)``), so that the hover line says why before the click (``why_not``);
        None elsewhere (a click there does something, the margin, a computer's turn)."""
        if what.at is not None or what.pick is not None or self.match.is_over or self._waiting_for():
            return None
        ids = ids_at(self._scene.shapes(), x, y) if self._scene is not None else []
        return ("refused", ids[0]) if ids else None

    @own_language
    def click(self, x: float, y: float) -> None:
        """Handle a click on the canvas at (x, y), in the scene's coordinates. What it did, or why it did
        nothing, is said beside the actions and on the hover line over the board (until the pointer moves to
        another place), where the player pointing at the board reads it."""
        self._answer_click(x, y)
        if self.message.value and self.hover_info.value != self.message.value:
            self.hover_info.value = self.message.value

    def _answer_click(self, x: float, y: float) -> None:
        if self._busy():
            self._say(_("Auto-play is running: the click is ignored."), error=True)
            return
        waiting = self._waiting_for() or self._looking_elsewhere()
        if waiting:
            self._say(waiting, error=True)
            return
        what = self.meaning_at(x, y)
        if what.pick is not None:
            self.pick(what.pick)
        elif len(what.actions) == 1:
            self.play(what.actions[0])
        elif what.actions:
            self._choices = what.actions
            self._choices_at = (self.match, self.match.decisions)
            self._say(_("{count} actions there: choose one.").format(count=len(what.actions)))
            self._redraw_choice()
        elif self._choices is not None:
            self._say(_("Choose one of the {count} actions listed, or Cancel.").format(count=len(self._choices)))
        elif self.match.is_over:
            self._say(_("The game is over."))
        else:
            self._say(self.why_not(x, y))

    @own_language
    def why_not(self, x: float, y: float) -> str:
        """Why a click at (x, y) does nothing, in a sentence naming the rule when there is one
        (``widgets.clicks.why_not``)."""
        ids = ids_at(self._scene.shapes(), x, y) if self._scene is not None else []
        return why_not(self.match.state, self.match.legal_actions(), self.offer, ids,
                       self._name(self.match.to_move))

    @own_language
    def _cancel_choice(self) -> None:
        self._choices = None
        self._say("")
        self._redraw_choice()

    def _refused_while_autoplay(self) -> bool:
        if self.autoplay.value:
            self._say(_("Pause auto-play first."), error=True, near="controls")
            return True
        return False

    def _run(self, n: int = 1) -> None:
        self.match.run(agents=self._agents(), max_steps=n)

    def _may_step(self) -> bool:
        """Step and End turn may play: auto-play is off, the game is not over, and the seat to move is a computer
        or the one the table is viewed from (else a message)."""
        if self._refused_while_autoplay():
            return False
        if self.match.is_over:
            self._say(_("The game is over."), near="controls")
            return False
        elsewhere = self._looking_elsewhere()
        if elsewhere:
            self._say(elsewhere, error=True, near="controls")
            return False
        return True

    @own_language
    def step(self) -> "Table":
        """One decision by the agent of the seat to move (the random agent for a human seat)."""
        if self._may_step():
            self._guarded(self._run)
        return self

    @own_language
    def end_turn(self) -> "Table":
        """Decisions by the agent of the seat to move until another seat is to move (or the end)."""
        if not self._may_step():
            return self
        seat = self.match.to_move

        def play_out() -> None:
            for _decision in range(END_TURN_LIMIT):
                self._run()
                if self.match.to_move != seat:
                    return
            self._say(_("End turn stopped after {count} decisions.").format(count=END_TURN_LIMIT), error=True,
                      near="controls")

        self._guarded(play_out)
        return self

    @own_language
    def branch(self) -> "Table":
        """Start a new match from this decision (``Match.branch``), shown at once; the match it came
        from is kept, with any decisions undone, and chosen again in the "Match" drop-down. The same
        dice come again unless other ones are loaded."""
        if self._refused_while_autoplay():
            return self
        at = self.match.decisions
        new = self.match.branch(at)
        self.branches.append(new)
        self._branched_at[len(self.branches) - 1] = at
        self._take_match(new)
        self._say(_("Branch {k} starts at decision {decision}: the first match is kept (pick it in the Match "
                    "list).").format(k=len(self.branches) - 1, decision=at), near="controls")
        return self

    @own_language
    def _on_branch_picked(self, change: dict) -> None:
        if self._syncing or change["new"] is None:
            return
        if self._refused_while_autoplay():
            self.refresh()
            return
        self._take_match(self.branches[change["new"]])

    @own_language
    def load_dice(self, outcome: str | int | None = None) -> bool:
        """Load the dice with ``outcome`` (default: what the "Load the dice" box holds): the next
        chance node of its kind gives it. An outcome that can never happen shows why and loads
        nothing; True if it was loaded. In a game with secrets, only everyone's view loads the dice (a loaded
        card that cannot come tells what the pile holds)."""
        if not self._may_load():
            self._say(_("Only everyone's view loads the dice in this game: a loaded card that cannot come would "
                        "tell what the pile holds."), error=True, near="dice")
            return False
        text = self.dice.value if outcome is None else outcome
        text = text.strip() if isinstance(text, str) else text
        if text == "":
            self._say(_("Type a die or an outcome first ({hint}).").format(hint=dice_hint(self.match.game)), error=True,
                      near="dice")
            return False
        try:
            self.match.force(text)
        except IllegalAction as error:
            self._say(_("Cannot load the dice: {reason} (rule {rule}).").format(reason=error.reason, rule=error.rule),
                      error=True, near="dice")
            return False
        except (ValueError, TypeError, OverflowError, RecursionError) as error:
            self._say(_unread(error), error=True, near="dice")
            return False
        self.dice.value = ""
        self._say(_("Loaded: {outcome}.").format(outcome=self.match.forced[-1]), near="dice")
        self._show_loaded()
        return True

    def _may_load(self) -> bool:
        """Whether "Load the dice" is offered: to every view of a game that hides nothing, to everyone's only in
        a game with secrets."""
        return self.viewer is None or not keeps_secrets(self.match)

    @own_language
    def unload_dice(self) -> "Table":
        """Forget every loaded outcome still waiting."""
        self.match.clear_forced()
        self._say(_("The dice are unloaded."), near="dice")
        self._show_loaded()
        return self

    def _show_loaded(self) -> None:
        waiting = self.match.forced
        self.loaded.value = ("<span style='color:#8a5a00'>" + escape(_("loaded: {outcomes}").format(
            outcomes=", ".join(waiting))) + "</span>" if waiting else "")
        self.unload_button.disabled = not waiting

    @own_language
    def undo(self) -> "Table":
        """Take back the last decision."""
        if not self._refused_while_autoplay():
            self._guarded(self.match.undo)
        return self

    @own_language
    def redo(self) -> "Table":
        """Make the last undone decision again."""
        if not self._refused_while_autoplay():
            self._guarded(self.match.redo)
        return self

    def _guarded(self, change: Any) -> bool:
        """Run ``change`` on the match; an IllegalAction becomes a message beside the controls (False);
        redraw either way."""
        self._choices = None
        self._picked = None
        self._say("")
        try:
            change()
            done = True
        except IllegalAction as error:
            self._say(_("Not allowed: {reason} (rule {rule}).").format(reason=error.reason, rule=error.rule),
                      error=True, near="controls")
            done = False
        self.refresh()
        return done

    def _button(self, text: str, tip: str, command: Any) -> ipywidgets.Button:
        """A button saying ``text`` with the tooltip ``tip`` (both marked with ``N_``: its CSS class is made of the
        English ``text``, the same in every language)."""
        button = self._word(ipywidgets.Button(layout=ipywidgets.Layout(width="auto")), description=text, tooltip=tip)
        button.add_class("gangs-" + text.lower().replace(" ", "-"))
        button.on_click(lambda _click: command())
        return button

    @own_language
    def _on_replay(self, change: dict) -> None:
        if self._syncing:
            return
        match = self.match
        if self.autoplay.value:
            self._say(_("Pause auto-play first."), error=True, near="controls")
            self.refresh()
            return
        target = change["new"]
        if target < match.decisions:
            self._guarded(lambda: match.undo(match.decisions - target))
        elif target > match.decisions:
            self._guarded(lambda: match.redo(min(target - match.decisions, match.can_redo)))

    # -- the turn clock ----------------------------------------------------------------------
    def _follow_clock(self) -> None:
        """Start, stop or go on counting the human seat's time (``widgets.clock``), and tick it every second from
        an asyncio task while it runs (with no event loop, a cell calls ``tick_clock``)."""
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
        """Show the time left; once the seat's time is spent, play ``TIMEOUT`` for it (the game's own rule says
        what follows) and say so. True if it played."""
        if not self.clock.spent:
            self.clock.show(self.match)
            return False
        seat = self.clock.seat
        played = self._guarded(lambda: self.match.play(TIMEOUT))
        if played:
            self._say(_("{player}'s time is up.").format(player=self._name(seat)), near="controls")
        return played

    # -- auto-play ---------------------------------------------------------------------------
    @own_language
    def _on_autoplay(self, change: dict) -> None:
        if not change["new"]:
            self.refresh()
            return
        if self.match.is_over:
            self._say(_("The game is over."), near="controls")
            self.autoplay.value = False
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            self._say(_("Auto-play needs a running event loop (a Jupyter kernel): use Step or End turn."),
                      error=True, near="controls")
            self.autoplay.value = False
            return
        if self._task is None or self._task.done():
            self._task = loop.create_task(self._autoplay())
        self.refresh()

    async def _autoplay(self) -> None:
        """Play the computer seats while the toggle is on; wait on human seats; stop at the end. A seat's
        agent thinks in a worker thread, on a copy of the position, so that the page answers meanwhile (a
        click on Auto-play pauses it; what the agent chose for a position left meanwhile is dropped)."""
        loop = asyncio.get_running_loop()
        try:
            while self.autoplay.value and not self.match.is_over:
                if not self._computer_to_move():
                    await asyncio.sleep(0.1)
                    continue
                match, decisions = self.match, self.match.decisions
                agent = self._agents().get(match.to_move)
                if agent is None:                       # the match's own random agent: instant
                    played = self._guarded(self._run)
                else:
                    state = match.state.clone()
                    chosen = await loop.run_in_executor(None, agent.choose, state, state.legal_actions())
                    if not self.autoplay.value or self.match is not match or match.decisions != decisions:
                        continue
                    played = self._guarded(partial(match.run, agents={match.to_move: Chosen(chosen)}, max_steps=1))
                if not played:
                    break
                await asyncio.sleep(self.delay.value / 1000)
        finally:
            self.autoplay.value = False
            with language(self.lang):
                self._show_status()


class Chosen:
    """An agent that plays one action chosen already (by an agent that thought in another thread)."""

    def __init__(self, action: Action) -> None:
        self.action = action

    def choose(self, state: Any, legal: list[Action]) -> Action:
        """The action chosen already."""
        return self.action


def _unread(error: Exception) -> str:
    """What the table says of a typed text that reading raised ``error`` for (not a refusal by the rules): that it
    cannot be read, and the start of why."""
    why = str(error)
    return _("That text cannot be read: {why}").format(why=why if len(why) <= SHOWN else why[:SHOWN - 1] + "…")


def _card(piece: Piece) -> Action:
    """A piece's card as a button's action: its label is the card's text, its ``piece`` the piece."""
    return Action("pick", piece.id, label=piece.card, piece=piece.id, piece_name=piece.name)
