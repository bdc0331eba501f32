"""Table: a match on an ipycanvas board, with its legal actions, controls, seats and event log.

Everything shown comes from the match: the drawing from ``Game.scene(state)``, the choices from
the legal actions' ``label`` and ``targets``, the story from the events' ``text``. The table holds
no game state of its own: after any change it redraws from ``match.state``, so a cell that plays
on the same match (``m.run(max_steps=5)``) only needs a ``table.refresh()``.

Decisions made here, for the user to know:

- A click on the board goes to the topmost shape under the pointer whose id is a target of a
  legal action (a pawn standing on a square does not hide the square). One action: it is
  played; several: just those are offered as buttons; none: "nothing to do there".
- The replay slider *undoes or redoes* to the chosen decision (it moves the match itself, like
  Undo and Redo, so the board is always ``match.state``); playing from an earlier decision then
  forgets the later ones, as after Undo.
- Auto-play plays the computer seats one decision at a time from an asyncio task (never a
  blocking loop) and waits when a human seat is to move; it stops when the game ends. While it
  runs, a click or a button for a computer seat's decision, Step, End turn, Undo, Redo and the
  slider are refused with a message.
- Step and End turn play the seat's agent; a human seat gets the random agent for them.
"""

from __future__ import annotations

import asyncio
from html import escape
from typing import Any, Mapping, Sequence

import ipywidgets
from ipycanvas import MultiCanvas, hold_canvas

from gangs.kernel import Action, Agent, Event, Game, IllegalAction, Match
from gangs.render import Scene, ids_at, svg

from .canvas import HOVER, Pen, dirty_boxes, draw_shapes, forget_current_canvas, highlights, layers, redraw_boxes
from .event_log import EventLog
from .svg_copy import SvgCopy

HUMAN = "human"
"""The seat kind played by clicks and buttons."""

RANDOM = "random"
"""The seat kind played by the match's own random agent."""

END_TURN_LIMIT = 1000
"""End turn gives up after this many decisions by the same seat (a game that never passes on)."""


def dice_hint(game: Game) -> str:
    """What the "Load the dice" box suggests: the game's own examples (``Game.forced_examples``)."""
    return "e.g. " + " or ".join(game.forced_examples) if game.forced_examples else "an outcome"


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
    player sees it (None: everything). ``seats``: one kind per player (``"human"``, ``"random"``
    or a key of ``agents``; default all human). ``agents``: more computer players by name, each
    with ``choose(state, legal)``. ``max_buttons``: legal actions shown as buttons, the rest in a
    drop-down. ``log_turns``: how many turns the event log shows, newest first. ``svg_copy``: show
    the board as SVG under the table too, so that it stays in a saved notebook (an app has no use
    for it; a checkbox turns it on and off).
    """

    def __init__(self, match: Match, viewer: int | None = None, seats: Sequence[str] | None = None,
                 agents: Mapping[str, Agent] | None = None, max_buttons: int = 40, log_turns: int = 8,
                 svg_copy: bool = True,
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.match = match
        self.viewer = viewer
        self.agents = dict(agents or {})
        self.max_buttons = max_buttons
        self.log_turns = log_turns
        self.add_class("gangs-table")
        self._scene: Scene | None = None
        self._board: list | None = None
        self._choices: list[Action] | None = None
        self._task: asyncio.Task | None = None
        self._followers: list[Any] = []
        self._syncing = False
        self._action_widgets: list[ipywidgets.Widget] = []
        self._targets: set[str] = set()
        self._hovered: str | None = None
        self._layers_drawn: dict[int, list] = {}     # what the pieces and highlight layers show now
        self._svg_board_of: tuple[list, str] | None = None      # the board shapes and their SVG

        self._choices_at: tuple = (None, -1)      # the match and decision the pending choice belongs to
        scene = match.game.scene(match.state, viewer)
        self._new_canvas(scene)

        self.status = ipywidgets.HTML().add_class("gangs-status")
        self.message = ipywidgets.HTML().add_class("gangs-message")
        self.hover_info = ipywidgets.HTML().add_class("gangs-hover")
        self.actions = ipywidgets.VBox().add_class("gangs-actions")
        self.notation = ipywidgets.Text(placeholder="or type a notation", continuous_update=False,
                                        layout=ipywidgets.Layout(width="220px"))
        self.notation_button = ipywidgets.Button(description="Play", layout=ipywidgets.Layout(width="60px"))
        self.notation_button.on_click(lambda _: self._play_typed())

        self.step_button = self._button("Step", "one decision by the agent of the seat to move", self.step)
        self.end_turn_button = self._button("End turn", "play until another seat is to move", self.end_turn)
        self.undo_button = self._button("Undo", "take back the last decision", self.undo)
        self.redo_button = self._button("Redo", "make the undone decision again", self.redo)
        self.autoplay = ipywidgets.ToggleButton(description="Auto-play", tooltip="computer seats play on their own")
        self.autoplay.observe(self._on_autoplay, "value")
        self.delay = ipywidgets.IntSlider(value=500, min=0, max=3000, step=50, description="delay (ms)",
                                          continuous_update=False)
        self.replay = ipywidgets.IntSlider(min=0, max=0, value=0, description="decision", continuous_update=False,
                                           layout=ipywidgets.Layout(width="600px"))
        self.replay.observe(self._on_replay, "value")
        kinds = [HUMAN, RANDOM, *self.agents]
        chosen = list(seats) if seats is not None else [HUMAN] * len(match.players)
        if len(chosen) != len(match.players) or any(kind not in kinds for kind in chosen):
            raise ValueError(f"seats: one of {kinds} for each of the {len(match.players)} players")
        self.seats = self._seat_widgets(match.players, chosen)
        self._seats_box = ipywidgets.HBox(self.seats)
        self.event_log = EventLog()
        self.show_svg = ipywidgets.Checkbox(value=svg_copy, indent=False, layout=ipywidgets.Layout(width="auto"),
                                            description="the board as SVG too (it stays in a saved notebook)")
        self.show_svg.observe(lambda _: self._show_svg(), "value")
        self.svg = SvgCopy()
        self._button_pool: list[ipywidgets.Button] = []
        self._button_box = ipywidgets.VBox(layout=ipywidgets.Layout(max_height="420px", overflow="auto"))
        self._rest: list[Action] = []       # the legal actions beyond the buttons, in the drop-down
        self._more = ipywidgets.Dropdown(layout=ipywidgets.Layout(width="auto"))
        more_go = ipywidgets.Button(description="Play", layout=ipywidgets.Layout(width="60px"))
        more_go.on_click(lambda _: self._play_more())
        self._more_box = ipywidgets.HBox([self._more, more_go])

        side = ipywidgets.VBox([self.status, self.message, self.hover_info, self.actions,
                                ipywidgets.HBox([self.notation, self.notation_button])],
                               layout=ipywidgets.Layout(flex="0 1 340px", min_width="260px", max_width="420px"))
        controls = ipywidgets.HBox([self.step_button, self.end_turn_button, self.undo_button, self.redo_button,
                                    self.autoplay, self.delay])
        self.dice = ipywidgets.Text(placeholder=dice_hint(match.game), continuous_update=False,
                                    description="Load the dice", style={"description_width": "initial"},
                                    layout=ipywidgets.Layout(width="380px"))
        self.dice.add_class("gangs-dice")
        self.load_button = self._button("Load", "the next chance of its kind gives this outcome", self.load_dice)
        self.unload_button = self._button("Unload", "forget the loaded outcomes still waiting", self.unload_dice)
        self.loaded = ipywidgets.HTML().add_class("gangs-loaded")
        loading = ipywidgets.HBox([self.dice, self.load_button, self.unload_button, self.loaded])
        self._board_box = ipywidgets.Box([self.canvas], layout=ipywidgets.Layout(
            flex="1 1 640px", min_width="320px", max_width=f"{int(scene.width)}px"))
        # Beside the board when the page is wide enough, under it otherwise.
        self.children = [ipywidgets.HBox([self._board_box, side], layout=ipywidgets.Layout(flex_flow="row wrap")),
                         controls, loading, self.replay, self._seats_box, self.event_log, self.show_svg, self.svg]
        self.refresh()

    # -- reading the match -------------------------------------------------------------------
    def seat(self, player: int | None) -> str:
        """The kind of seat of ``player`` (``"human"``, ``"random"``...); None: nobody's."""
        return self.seats[player].value if player is not None and 0 <= player < len(self.seats) else HUMAN

    def _seat_widgets(self, names: Sequence[str], kinds: Sequence[str]) -> list[ipywidgets.Dropdown]:
        """A drop-down of seat kinds per player, named for the player."""
        options = [HUMAN, RANDOM, *self.agents]
        seats = [ipywidgets.Dropdown(options=options, value=kind, description=name,
                                     layout=ipywidgets.Layout(width="220px")) for name, kind in zip(names, kinds)]
        for seat in seats:
            seat.observe(lambda _: self._show_status(), "value")
        return seats

    def _agents(self) -> dict[int, Agent]:
        return {p: self.agents[seat.value] for p, seat in enumerate(self.seats) if seat.value in self.agents}

    def _computer_to_move(self) -> bool:
        return self.match.to_move is not None and self.seat(self.match.to_move) != HUMAN

    def _busy(self) -> bool:
        """Auto-play is running and would play the decision now."""
        return self.autoplay.value and self._computer_to_move()

    # -- drawing -----------------------------------------------------------------------------
    def refresh(self) -> "Table":
        """Redraw everything from the match: board, pieces, highlights, actions, status, log, SVG."""
        match = self.match
        if self._choices is not None and self._choices_at != (match, match.decisions):
            self._choices = None                # the match moved on: the pending choice is stale
        scene = match.game.scene(match.state, self.viewer)
        self._scene = scene
        self._targets = self._target_ids()
        self._hovered = None
        self.hover_info.value = ""
        if (scene.width, scene.height) != (self.canvas.width, self.canvas.height):
            old = self.canvas
            self._new_canvas(scene)
            self._board_box.children = [self.canvas]
            self._board_box.layout.max_width = f"{int(scene.width)}px"
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
        finally:
            self._syncing = False
        self._show_loaded()
        self.dice.placeholder = dice_hint(match.game)
        self.undo_button.disabled = match.decisions == 0
        self.redo_button.disabled = match.can_redo == 0
        self.step_button.disabled = self.end_turn_button.disabled = match.is_over
        for follower in self._followers:
            follower.match = match
            follower.refresh()
        return self

    def __repr__(self) -> str:
        return f"<Table: {self.match!r}>"

    def close(self) -> None:
        """Stop auto-play and close the table with every widget it made (pooled buttons too)."""
        if getattr(self, "_task", None) is not None:
            self.autoplay.value = False
            self._task.cancel()
            self._task = None
        for widget in [*getattr(self, "_button_pool", ()), getattr(self, "_more_box", None)]:
            if widget is not None:
                close_tree(widget)
        for child in self.children:
            close_tree(child)
        super().close()

    def follow(self, *widgets: Any) -> "Table":
        """Keep other widgets of the match (a ``RecordInspector``, a ``ScenarioPanel``) in step: each is
        given the match and refreshed whenever the table is; a ``ScenarioPanel`` that loads a record hands
        the loaded match to the table."""
        for widget in widgets:
            self._followers.append(widget)
            if hasattr(widget, "on_match"):
                widget.on_match(self._take_match)
            widget.match = self.match
            widget.refresh()
        return self

    def _take_match(self, match: Match) -> None:
        self.match = match
        self._choices = None
        if [seat.description for seat in self.seats] != list(match.players):
            kinds = [seat.value for seat in self.seats]
            for seat in self.seats:
                seat.close()
            self.seats = self._seat_widgets(match.players, kinds + [HUMAN] * (len(match.players) - len(kinds)))
            self._seats_box.children = self.seats
        self.refresh()

    def _new_canvas(self, scene: Scene) -> None:
        """A canvas of the scene's size (a resized canvas would blank its layers and their styles in
        the browser): three layers (board, pieces, highlights), their pens, mouse and view handlers."""
        self.canvas = MultiCanvas(3, width=int(scene.width), height=int(scene.height))
        # The board shrinks with the page (clicks are scaled back by ipycanvas), never grows past its size.
        self.canvas.layout = ipywidgets.Layout(width="100%", height="auto", max_width=f"{int(scene.width)}px")
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
        """Outline every place a shown action concerns; the place under the pointer more strongly."""
        shapes = self._scene.shapes() if self._scene is not None else []
        marks = highlights(shapes, self._targets)
        if self._hovered is not None:
            marks += highlights(shapes, {self._hovered}, colour=HOVER, width=5)
        self._draw_layer(2, marks)

    def _redraw_everything(self, *_: Any) -> None:
        """A new view of the canvas starts blank: draw every layer again, styles included."""
        forget_current_canvas(self.canvas[0])
        for pen in self._pens:
            pen.reset()
        self._board = None
        self._layers_drawn.clear()
        self.refresh()

    def _target_ids(self) -> set[str]:
        shown = self._choices if self._choices is not None else self.match.legal_actions()
        return {target for action in shown for target in action.targets}

    def _name(self, player: int | None) -> str:
        return self.match.players[player] if player is not None and 0 <= player < len(self.match.players) else "?"

    def _show_status(self) -> None:
        match = self.match
        if match.is_over:
            winners = ", ".join(self._name(p) for p in match.winners) or "nobody"
            head = f"<b>Game over</b> after turn {match.state.turn}: {escape(winners)} won."
        else:
            player = match.to_move
            head = (f"Turn {match.state.turn}: <b>{escape(self._name(player))}</b> to move "
                    f"({escape(self.seat(player))})")
            if self.autoplay.value and not self._computer_to_move():
                head += "<br><i>Auto-play waits for this human seat.</i>"
        last = match.events_by_decision()[-1] if match.decisions else []
        lines = "".join(f"<li>{escape(event.text)}</li>" for event in last)
        self.status.value = head + (f"<ul style='margin:2px 0'>{lines}</ul>" if lines else "")

    def _show_actions(self) -> None:
        for widget in self._action_widgets:
            widget.close()
        widgets: list[ipywidgets.Widget] = []
        if self._choices is not None:
            actions = self._choices
            widgets.append(ipywidgets.HTML("<i>Choose:</i>"))
        else:
            actions = [] if self.match.is_over else self.match.legal_actions()
        shown = actions[:self.max_buttons]
        while len(self._button_pool) < len(shown):     # buttons are reused: a step only relabels them
            button = ipywidgets.Button(layout=ipywidgets.Layout(width="auto", max_width="400px", flex="0 0 auto"))
            button.add_class("gangs-action")
            button.on_click(self._on_action_button)
            self._button_pool.append(button)
        buttons = self._button_pool[:len(shown)]
        for button, action in zip(buttons, shown):
            button.action = action
            if (button.description, button.tooltip) != (action.label, action.notation):
                button.description, button.tooltip = action.label, action.notation
        if list(self._button_box.children) != buttons:
            self._button_box.children = buttons
        widgets.append(self._button_box)
        self._rest = actions[self.max_buttons:]
        if self._rest:
            options = [(a.label, i) for i, a in enumerate(self._rest)]
            if list(self._more.options) != options:
                self._more.options = options
            self._more.description = f"{len(self._rest)} more"
            widgets.append(self._more_box)
        if self._choices is not None:
            cancel = ipywidgets.Button(description="Cancel", tooltip="show every legal action again")
            cancel.on_click(lambda _: self._cancel_choice())
            widgets.append(cancel)
        self._action_widgets = [w for w in widgets if w is not self._button_box and w is not self._more_box]
        if list(self.actions.children) != widgets:
            self.actions.children = widgets

    def _on_action_button(self, button: ipywidgets.Button) -> None:
        self.play(button.action)

    def _play_more(self) -> None:
        if self._rest and self._more.value is not None:
            self.play(self._rest[self._more.value])

    def _show_log(self) -> None:
        """The events newest first, under a heading per turn (the start of the match as "Start")."""
        groups: list[tuple[str, list[Event]]] = []
        by_decision = self.match.events_by_decision()
        turns = self.match.decision_turns
        for k in range(len(by_decision) - 1, -1, -1):
            heading = "Start" if k == 0 else f"Turn {turns[k]}"
            if not groups or groups[-1][0] != heading:
                if len(groups) == self.log_turns:
                    break
                groups.append((heading, []))
            groups[-1][1].extend(reversed(by_decision[k]))
        self.event_log.show(groups, self.match.game.rules)

    def _show_svg(self) -> None:
        """The board as SVG, kept in the notebook: the board layer is written and sent once, the pieces
        layer (a transparent SVG of the same size laid over it) when the pieces change."""
        scene = self._scene
        if not self.show_svg.value or scene is None:
            self.svg.show("", "", 0)
            self._svg_board_of = None
            return
        if self._svg_board_of is None or self._svg_board_of[0] != scene.board:
            self._svg_board_of = (list(scene.board), svg(scene, ("board",)))
        self.svg.show(self._svg_board_of[1], svg(scene, ("pieces",)), int(scene.width))

    @property
    def svg_text(self) -> str:
        """The SVG copy of the board as shown (board layer, then pieces layer), or "" when hidden."""
        return self.svg.text

    def _say(self, text: str, error: bool = False) -> None:
        colour = "#b00020" if error else "#555555"
        self.message.value = f"<span style='color:{colour}'>{escape(text)}</span>" if text else ""

    # -- playing -----------------------------------------------------------------------------
    def play(self, action: Action | str) -> bool:
        """Play ``action`` (or its notation) as a button would; True if it was played.

        An illegal action leaves the match as it was and shows why; so does a move made while
        auto-play is playing a computer seat.
        """
        if self._busy():
            self._say("Auto-play is running: pause it to play by hand.", error=True)
            return False
        try:
            events = self.match.play(action)
        except IllegalAction as error:
            self._say(f"Not allowed: {error.reason} (rule {error.rule}).", error=True)
            return False
        self._choices = None
        told = f"{len(events)} event" + ("" if len(events) == 1 else "s")
        self._say(f"Played {getattr(action, 'label', action)}: {told}.")
        self.refresh()
        return True

    def _play_typed(self) -> None:
        text = self.notation.value.strip()
        if not text:
            self._say("Type a notation first.", error=True)
        elif self.play(text):
            self.notation.value = ""

    def actions_at(self, x: float, y: float) -> list[Action]:
        """The legal actions a click at (x, y) means: those targeting the topmost shape under the
        point whose id some legal action targets (empty if there is none). While a choice between
        several actions is pending, only those are considered, as only their places are outlined."""
        if self._scene is None or self.match.is_over:
            return []
        legal = self._choices if self._choices is not None else self.match.legal_actions()
        for shape_id in ids_at(self._scene.shapes(), x, y):
            chosen = [action for action in legal if shape_id in action.targets]
            if chosen:
                return chosen
        return []

    def hover(self, x: float | None, y: float | None) -> None:
        """The pointer is at (x, y) on the canvas (None: it left): outline the place under it that a
        shown action concerns, and say what a click there would do."""
        hovered = None
        if x is not None and y is not None and self._scene is not None and not self._busy():
            hovered = next((i for i in ids_at(self._scene.shapes(), x, y) if i in self._targets), None)
        if hovered == self._hovered:
            return
        self._hovered = hovered
        shown = self._choices if self._choices is not None else self.match.legal_actions()
        labels = [action.label for action in shown if hovered in action.targets] if hovered else []
        more = f" (and {len(labels) - 3} more)" if len(labels) > 3 else ""
        self.hover_info.value = (f"<span style='color:#555555'>Click: {escape(' / '.join(labels[:3]))}{more}</span>"
                                 if labels else "")
        with hold_canvas():
            self._draw_highlights()

    def click(self, x: float, y: float) -> None:
        """Handle a click on the canvas at (x, y), in the scene's coordinates."""
        if self._busy():
            self._say("Auto-play is running: the click is ignored.", error=True)
            return
        chosen = self.actions_at(x, y)
        if not chosen and self._choices is not None:
            self._say(f"Choose one of the {len(self._choices)} actions outlined, or Cancel.")
        elif not chosen:
            self._say("Nothing to do there.")
        elif len(chosen) == 1:
            self.play(chosen[0])
        else:
            self._choices = chosen
            self._choices_at = (self.match, self.match.decisions)
            self._targets = self._target_ids()
            self._say(f"{len(chosen)} actions there: choose one.")
            self._show_actions()
            with hold_canvas():
                self._draw_pieces(self._scene)

    def _cancel_choice(self) -> None:
        self._choices = None
        self._say("")
        self.refresh()

    def _refused_while_autoplay(self) -> bool:
        if self.autoplay.value:
            self._say("Pause auto-play first.", error=True)
            return True
        return False

    def _run(self, n: int = 1) -> None:
        self.match.run(agents=self._agents(), max_steps=n)

    def _may_step(self) -> bool:
        """Step and End turn may play: auto-play is off and the game is not over (else a message)."""
        if self._refused_while_autoplay():
            return False
        if self.match.is_over:
            self._say("The game is over.")
            return False
        return True

    def step(self) -> "Table":
        """One decision by the agent of the seat to move (the random agent for a human seat)."""
        if self._may_step():
            self._guarded(self._run)
        return self

    def end_turn(self) -> "Table":
        """Decisions by the agent of the seat to move until another seat is to move (or the end)."""
        if not self._may_step():
            return self
        seat = self.match.to_move

        def play_out() -> None:
            for _ in range(END_TURN_LIMIT):
                self._run()
                if self.match.to_move != seat:
                    return
            self._say(f"End turn stopped after {END_TURN_LIMIT} decisions.", error=True)

        self._guarded(play_out)
        return self

    def load_dice(self, outcome: str | int | None = None) -> bool:
        """Load the dice with ``outcome`` (default: what the "Load the dice" box holds): the next
        chance node of its kind gives it. An outcome that can never happen shows why and loads
        nothing; True if it was loaded."""
        text = str(self.dice.value if outcome is None else outcome).strip()
        if not text:
            self._say(f"Type a die or an outcome first ({dice_hint(self.match.game)}).", error=True)
            return False
        try:
            self.match.force(text)
        except IllegalAction as error:
            self._say(f"Cannot load the dice: {error.reason} (rule {error.rule}).", error=True)
            return False
        self.dice.value = ""
        self._say(f"Loaded: {self.match.forced[-1]}.")
        self._show_loaded()
        return True

    def unload_dice(self) -> "Table":
        """Forget every loaded outcome still waiting."""
        self.match.clear_forced()
        self._say("The dice are unloaded.")
        self._show_loaded()
        return self

    def _show_loaded(self) -> None:
        waiting = self.match.forced
        self.loaded.value = (f"<span style='color:#8a5a00'>loaded: {escape(', '.join(waiting))}</span>"
                             if waiting else "")
        self.unload_button.disabled = not waiting

    def undo(self) -> "Table":
        """Take back the last decision."""
        if not self._refused_while_autoplay():
            self._guarded(self.match.undo)
        return self

    def redo(self) -> "Table":
        """Make the last undone decision again."""
        if not self._refused_while_autoplay():
            self._guarded(self.match.redo)
        return self

    def _guarded(self, change: Any) -> bool:
        """Run ``change`` on the match; an IllegalAction becomes a message (False); redraw either way."""
        self._choices = None
        self._say("")
        try:
            change()
            done = True
        except IllegalAction as error:
            self._say(f"Not allowed: {error.reason} (rule {error.rule}).", error=True)
            done = False
        self.refresh()
        return done

    def _button(self, text: str, tip: str, command: Any) -> ipywidgets.Button:
        button = ipywidgets.Button(description=text, tooltip=tip)
        button.add_class("gangs-" + text.lower().replace(" ", "-"))
        button.on_click(lambda _: command())
        return button

    def _on_replay(self, change: dict) -> None:
        if self._syncing:
            return
        match = self.match
        if self.autoplay.value:
            self._say("Pause auto-play first.", error=True)
            self.refresh()
            return
        target = change["new"]
        if target < match.decisions:
            self._guarded(lambda: match.undo(match.decisions - target))
        elif target > match.decisions:
            self._guarded(lambda: match.redo(min(target - match.decisions, match.can_redo)))

    # -- auto-play ---------------------------------------------------------------------------
    def _on_autoplay(self, change: dict) -> None:
        if not change["new"]:
            self._show_status()
            return
        if self.match.is_over:
            self._say("The game is over.")
            self.autoplay.value = False
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            self._say("Auto-play needs a running event loop (a Jupyter kernel): use Step or End turn.",
                      error=True)
            self.autoplay.value = False
            return
        if self._task is None or self._task.done():
            self._task = loop.create_task(self._autoplay())
        self._show_status()

    async def _autoplay(self) -> None:
        """Play the computer seats while the toggle is on; wait on human seats; stop at the end."""
        try:
            while self.autoplay.value and not self.match.is_over:
                if not self._computer_to_move():
                    await asyncio.sleep(0.1)
                    continue
                if not self._guarded(self._run):
                    break
                await asyncio.sleep(self.delay.value / 1000)
        finally:
            self.autoplay.value = False
            self._show_status()
