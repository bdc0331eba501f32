"""The controls of a Table under its board: Step / End turn / Undo / Redo / Auto-play, the loaded dice, the replay
slider and the branches, the viewpoint, the seats and the language; and ``Wording``, the widgets' own words.

They hold no decision: each event calls the Table's command given (``commands``), and ``show`` sets every control
from the session. While ``show`` sets them, ``syncing`` is true, and a control's observer does nothing.
"""

from __future__ import annotations

from contextlib import contextmanager
from functools import partial
from html import escape
from typing import Any, Callable, Iterator, Mapping, Sequence

import ipywidgets

from gangs.kernel.lang import LANGUAGES, N_, translator

from ..seating import FOLLOW
from .session import TableSession, dice_hint

_ = translator("widgets")


class Wording:
    """The widgets' words: ``word`` gives a widget its words (attribute -> a message marked ``N_``) in the language in
    force, ``again`` says them all again in the language in force now."""

    def __init__(self) -> None:
        self.worded: list[tuple[Any, dict[str, str]]] = []

    def word(self, widget: Any, **words: str) -> Any:
        """``widget`` with its ``words`` said, kept to be said again."""
        self.worded.append((widget, words))
        for name, message in words.items():
            setattr(widget, name, _(message))
        return widget

    def again(self) -> None:
        """Say every widget's words again in the language in force."""
        for widget, words in self.worded:
            for name, message in words.items():
                setattr(widget, name, _(message))

    def button(self, text: str, tip: str, command: Callable[[], Any]) -> ipywidgets.Button:
        """A button saying ``text`` with the tooltip ``tip`` (both marked ``N_``; its CSS class is made of the English
        ``text``, the same in every language) that calls ``command``."""
        button = self.word(ipywidgets.Button(layout=ipywidgets.Layout(width="auto")), description=text, tooltip=tip)
        button.add_class("gangs-" + text.lower().replace(" ", "-"))
        button.on_click(lambda _click: command())
        return button


_WHOLE = {"description_width": "initial"}
"""A control's style whose description is as wide as its words (never cut off: « Point de vue », not
« Point de v… »)."""

DEFAULT_DELAY_MS = 900
"""Auto-play's pace by default: a computer seat's decision every 0.9 s, slow enough to follow each on the board."""


def _row() -> ipywidgets.Layout:
    """One Layout per row: hiding one row must not hide the others."""
    return ipywidgets.Layout(flex_flow="row wrap", align_items="center")


class Controls:
    """The rows of controls: ``play_row`` (Step...), ``dice_row``, ``replay_row``, ``settings_row`` (viewpoint, seats,
    language). ``commands`` maps each event to the Table's handler: ``step``, ``end_turn``, ``undo``, ``redo``,
    ``autoplay(change)``, ``delay(change)``, ``load``, ``unload``, ``replay(change)``, ``branch``,
    ``branch_picked(change)``, ``viewpoint(change)``, ``seat(dropdown, change)``, ``language(change)``."""

    def __init__(self, session: TableSession, wording: Wording, commands: Mapping[str, Callable[..., Any]]) -> None:
        word, button, match = wording.word, wording.button, session.match
        self._commands = commands
        self.syncing = False
        self.step_button = button(N_("Step"), N_("one decision by the agent of the seat to move"), commands["step"])
        self.end_turn_button = button(N_("End turn"), N_("play until another seat is to move"), commands["end_turn"])
        self.undo_button = button(N_("Undo"), N_("take back the last decision"), commands["undo"])
        self.redo_button = button(N_("Redo"), N_("make the undone decision again"), commands["redo"])
        self.autoplay = word(ipywidgets.ToggleButton(), description=N_("Auto-play"),
                             tooltip=N_("computer seats play on their own"))
        self.autoplay.add_class("gangs-autoplay")
        self.autoplay.observe(commands["autoplay"], "value")
        self.delay = word(ipywidgets.IntSlider(value=DEFAULT_DELAY_MS, style=_WHOLE, min=0, max=3000, step=50,
                                               continuous_update=False),
                          description=N_("delay (ms)"))
        self.delay.observe(commands["delay"], "value")
        self.controls_message = ipywidgets.HTML().add_class("gangs-controls-message")
        self.play_row = ipywidgets.HBox([self.step_button, self.end_turn_button, self.undo_button, self.redo_button,
                                         self.autoplay, self.delay, self.controls_message], layout=_row())

        self.dice = word(ipywidgets.Text(placeholder=dice_hint(match.game), continuous_update=False,
                                         style={"description_width": "initial"},
                                         layout=ipywidgets.Layout(width="380px")), description=N_("Load the dice"))
        self.dice.add_class("gangs-dice")
        self.load_button = button(N_("Load"), N_("the next chance of its kind gives this outcome"), commands["load"])
        self.unload_button = button(N_("Unload"), N_("forget the loaded outcomes still waiting"), commands["unload"])
        self.loaded = ipywidgets.HTML().add_class("gangs-loaded")
        self.dice_message = ipywidgets.HTML().add_class("gangs-dice-message")
        self.dice_row = ipywidgets.HBox([self.dice, self.load_button, self.unload_button, self.loaded,
                                         self.dice_message], layout=_row())

        self.replay = word(ipywidgets.IntSlider(min=0, max=0, value=0, continuous_update=False, style=_WHOLE,
                                                layout=ipywidgets.Layout(width="480px", max_width="100%")),
                           description=N_("decision"))
        self.replay.observe(self._unless_syncing(commands["replay"]), "value")
        self.branch_button = button(N_("Branch"), N_("a new match from this decision (the old one is kept)"),
                                    commands["branch"])
        self.branch_picker = word(ipywidgets.Dropdown(layout=ipywidgets.Layout(width="auto"), style=_WHOLE),
                                  description=N_("Match"))
        self.branch_picker.add_class("gangs-branches")
        self.branch_picker.observe(self._unless_syncing(commands["branch_picked"]), "value")
        self.replay_row = ipywidgets.HBox([self.replay, self.branch_button, self.branch_picker], layout=_row())

        self.seated: list[str] = []                 # the players the seats' drop-downs are named for
        self.seats = self.seat_widgets(match.players, session.seating.kinds, session.seat_options())
        self.seats_box = ipywidgets.HBox(self.seats, layout=ipywidgets.Layout(flex_flow="row wrap"))
        self.viewpoint_picker = word(ipywidgets.Dropdown(layout=ipywidgets.Layout(width="auto"), style=_WHOLE),
                                     description=N_("Viewpoint"))
        self.viewpoint_picker.add_class("gangs-viewpoint")
        self.viewpoint_picker.observe(self._unless_syncing(commands["viewpoint"]), "value")
        languages = [(name, code) for code, name in LANGUAGES.items()]
        self.language_picker = word(ipywidgets.Dropdown(options=languages, value=match.lang, style=_WHOLE,
                                                        layout=ipywidgets.Layout(width="auto")),
                                    description=N_("Language"),
                                    tooltip=N_("the language of the match: its log, its labels, its board"))
        self.language_picker.add_class("gangs-language")
        self.language_picker.observe(self._unless_syncing(commands["language"]), "value")
        self.projector_button = word(ipywidgets.ToggleButton(), description=N_("Projector"),
                                     tooltip=N_("a class's screen: the board as large as the window, large text"))
        self.projector_button.add_class("gangs-projector-toggle")
        self.projector_button.observe(self._unless_syncing(commands["projector"]), "value")
        self.settings_row = ipywidgets.HBox([self.viewpoint_picker, self.seats_box, self.language_picker,
                                             self.projector_button], layout=_row())

    @contextmanager
    def quiet(self) -> Iterator[None]:
        """A block that sets controls without their observers acting (``syncing``)."""
        self.syncing = True
        try:
            yield
        finally:
            self.syncing = False

    def _unless_syncing(self, command: Callable[[dict], Any]) -> Callable[[dict], None]:
        """``command(change)`` for a change made by a person (not by ``show``), to a value (not to none)."""
        def observer(change: dict) -> None:
            if not self.syncing and change["new"] is not None:
                command(change)
        return observer

    def seat_widgets(self, names: Sequence[str], kinds: Sequence[str],
                     options: list[tuple[str, str]]) -> list[ipywidgets.Dropdown]:
        """A drop-down of seat kinds per player, named for the player."""
        seats = [ipywidgets.Dropdown(options=options, value=kind, description=name, style=_WHOLE,
                                     layout=ipywidgets.Layout(width="auto")) for name, kind in zip(names, kinds)]
        for seat in seats:
            seat.observe(partial(self._seat_changed, seat), "value")
        self.seated = list(names)
        return seats

    def _seat_changed(self, seat: ipywidgets.Dropdown, change: dict) -> None:
        if not self.syncing:
            self._commands["seat"](seat, change)

    def put_back(self, seat: ipywidgets.Dropdown, kind: str) -> None:
        """Show ``kind`` on ``seat`` again (a change refused)."""
        with self.quiet():
            seat.value = kind

    def reseat(self, session: TableSession) -> None:
        """The seats of the match shown, when its players are others than those the drop-downs are named for."""
        if self.seated == list(session.match.players):
            return
        for seat in self.seats:
            seat.close()
        self.seats = self.seat_widgets(session.match.players, session.seating.kinds, session.seat_options())
        self.seats_box.children = self.seats

    def retell(self, options: list[tuple[str, str]]) -> None:
        """Name the seats' kinds again (``options``, in the language in force), each keeping its kind."""
        with self.quiet():
            for seat, name in zip(self.seats, self.seated):
                kind = seat.value
                seat.options = options
                seat.value = kind
                seat.description = name

    def show(self, session: TableSession) -> None:
        """Set every control from the session: the slider, the branches, the viewpoint, the dice, the language, which
        buttons may be pressed."""
        match = session.match
        if session.remote:      # a room's seat: its own Undo, by the server's rule, looking back, and the language
            self.undo_button.disabled = not session.can_undo()
            with self.quiet():
                self.replay.max = match.live
                self.replay.value = match.decisions
            if self.language_picker.value != match.lang:
                with self.quiet():
                    self.language_picker.value = match.lang
            return
        with self.quiet():
            self.replay.max = match.decisions + match.can_redo
            self.replay.value = match.decisions
            labels = session.branch_names()
            if list(self.branch_picker.options) != labels:
                self.branch_picker.options = labels
            self.branch_picker.value = session.branch_shown()
            self.branch_picker.layout.display = "" if len(session.branches) > 1 else "none"
            self.show_viewpoint(session)
        self.show_loaded(match.forced)
        self.dice.placeholder = dice_hint(match.game)
        self.dice_row.layout.display = "" if session.may_load() else "none"
        if self.language_picker.value != match.lang:
            with self.quiet():
                self.language_picker.value = match.lang
        self.undo_button.disabled = match.decisions == 0
        self.redo_button.disabled = match.can_redo == 0
        self.step_button.disabled = self.end_turn_button.disabled = match.is_over or session.own_decision()

    def show_viewpoint(self, session: TableSession) -> None:
        """The drop-down shows the viewpoint (a match of other players gets its names; a player who is no more
        becomes everyone)."""
        seating = session.seating
        seating.forget_gone_player()
        choices = seating.viewpoints()
        if list(self.viewpoint_picker.options) != choices:
            self.viewpoint_picker.options = choices
        self.viewpoint_picker.value = seating.viewpoint_value()
        self.viewpoint_picker.disabled = seating.locked
        self.viewpoint_picker.tooltip = (session.locked_message() if seating.locked else
                                         _("shows the hand of the human seat to move; nobody's while a computer seat "
                                           "plays") if seating.viewpoint == FOLLOW else
                                         _("whose eyes the board, the log and the sheets show"))

    def show_loaded(self, waiting: Sequence[str]) -> None:
        """The outcomes loaded and still waiting."""
        self.loaded.value = ("<span style='color:#8a5a00'>" + escape(_("loaded: {outcomes}").format(
            outcomes=", ".join(waiting))) + "</span>" if waiting else "")
        self.unload_button.disabled = not waiting
