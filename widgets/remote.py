"""A seat of a room on a table server, played in a notebook: ``RemoteTable(link)``. It shows only what the server
sends that seat (``gangs.net.RemoteSeat``): the board drawn for him on the Table's canvas, whose turn it is, who is
at the table (and who is played by a computer while away), his actions as buttons and as places to click, Undo
when the room allows it, and the last events. Nothing is decided here: every click is sent to the server, which
checks it and answers with the next view, or a refusal said in the message line."""

from __future__ import annotations

import asyncio
from html import escape
from typing import Any

import ipywidgets

from gangs.kernel.lang import N_, language, translator
from gangs.render import ids_at
from gangs.views import scene_of

from .table.board import Board, outlines
from .table.controls import Wording

_ = translator("widgets")

LAST_EVENTS = 8
"""How many of the latest events the table shows."""

REFUSALS = {
    "not-your-turn": N_("It is not your turn."),
    "seat": N_("A spectator plays no seat."),
    "stale": N_("The game has moved on: here is where it is now."),
    "undo": N_("Only your own last decision can be taken back, before a die is rolled, a card drawn or another "
               "player acts."),
    "over": N_("The game is over."),
    "too-fast": N_("Too many clicks at once: wait a moment."),
    "token": N_("This link opens no seat of this room."),
    "room": N_("There is no such room on this server."),
}
"""What the server's refusals say, by their code, in the table's language (a rule's refusal comes worded)."""


class RemoteTable(ipywidgets.VBox):
    """The seat (or spectator's or teacher's view) a join link opens: ``seat`` (a ``gangs.net.RemoteSeat``, or a
    link to connect), in ``lang``. ``play(notation)`` and ``undo()`` are its buttons' commands; ``refresh()``
    shows the last view the server sent (done by itself on each new one: on the kernel's event loop when one
    runs, else at once)."""

    def __init__(self, seat: Any, lang: str = "en", **kwargs: Any) -> None:
        from gangs.net import RemoteSeat, connect

        super().__init__(**kwargs)
        self.seat = seat if isinstance(seat, RemoteSeat) else connect(seat, lang=lang)
        self.lang = lang
        self.wording = Wording()
        self.status = ipywidgets.HTML().add_class("gangs-status")
        self.seats_line = ipywidgets.HTML().add_class("gangs-seats-line")
        self.hover_info = ipywidgets.HTML(layout=ipywidgets.Layout(height="2.6em", overflow="hidden"))
        self.hover_info.add_class("gangs-hover")
        self.message = ipywidgets.HTML().add_class("gangs-message")
        self.actions = ipywidgets.VBox().add_class("gangs-actions")
        with language(lang):
            self.undo_button = self.wording.button(N_("Undo"), N_("take back your own last decision"), self.undo)
        self.last_events = ipywidgets.HTML().add_class("gangs-last-events")
        self._scene = scene_of(self.seat.view["scene"])
        self._hovered: str | None = None
        self.board = Board(self._scene, self._click, self._hover, self._ready)
        side = ipywidgets.VBox([self.message, self.actions, self.undo_button, self.last_events],
                               layout=ipywidgets.Layout(flex="1 1 260px", min_width="260px", max_width="640px"))
        side.add_class("gangs-side")
        self.children = [self.status, self.seats_line, self.hover_info,
                         ipywidgets.HBox([self.board.box, side], layout=ipywidgets.Layout(
                             flex_flow="row wrap", align_items="flex-start"))]
        self.add_class("gangs-remote-table")
        try:
            self._loop: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            self._loop = None
        self.seat.on_view.append(self._arrived)
        self.refresh()

    def __repr__(self) -> str:
        view, viewer = self.view, self.seat.viewer
        players = view.get("players", [])
        who = players[viewer] if isinstance(viewer, int) and 0 <= viewer < len(players) else \
            "the teacher" if viewer is None else "a spectator"
        return f"<RemoteTable: {view.get('title', '')}, as {who} sees it>"

    # -- what the server sent -----------------------------------------------------------------------
    def _arrived(self, _message: dict[str, Any]) -> None:
        if self._loop is not None and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(self.refresh)
        else:
            self.refresh()

    @property
    def view(self) -> dict[str, Any]:
        """The view shown: the last the server sent (``gangs.views.View.as_dict``)."""
        return self.seat.view

    def refresh(self) -> None:
        """Show the last view the server sent."""
        message = self.seat.message or {}
        view = message.get("view") or {}
        if not view:
            return
        self._scene = scene_of(view["scene"])
        self.board.fit(self._scene)
        self.board.draw(self._scene, self._marks())
        self.status.value = f"<b>{escape(view.get('awaited', ''))}</b>"
        self.seats_line.value = " · ".join(self._seat_words(k, seat) for k, seat in enumerate(message.get("seats", [])))
        self.actions.children = [self._button(action) for action in view.get("actions", [])]
        self.undo_button.disabled = not message.get("can_undo")
        recent = view.get("log", [])[-LAST_EVENTS:]
        self.last_events.value = "<ul>" + "".join(f"<li>{escape(e.get('text', ''))}</li>" for e in recent) + "</ul>"

    def _seat_words(self, k: int, seat: dict[str, Any]) -> str:
        with language(self.lang):
            name = escape(str(seat.get("name", "")))
            if k == self.seat.viewer:
                name = "<b>" + escape(_("{name} (you)").format(name=seat.get("name", ""))) + "</b>"
            if seat.get("kind") != "human":
                return name + " " + escape(_("(computer)"))
            if seat.get("played_by") == "computer":
                return name + " " + escape(_("(away: a computer plays for him)"))
            return name if seat.get("present") else name + " " + escape(_("(not here yet)"))

    def _button(self, action: dict[str, Any]) -> ipywidgets.Button:
        button = ipywidgets.Button(description=action.get("label", action["notation"]),
                                   layout=ipywidgets.Layout(width="auto", max_width="100%"))
        button.on_click(lambda _click, notation=action["notation"]: self.play(notation))
        return button

    # -- the board ----------------------------------------------------------------------------------
    def _meant(self, x: float, y: float) -> tuple[list[str], list[dict[str, Any]]]:
        """The ids under (x, y) and the viewer's actions they concern (a target, or the piece that acts)."""
        ids = ids_at(self._scene.shapes(), x, y)
        actions = [a for a in self.view.get("actions", [])
                   if set(ids) & set(a.get("targets") or ()) or a.get("piece") in ids]
        return ids, actions

    def _places(self) -> set[str]:
        return {place for a in self.view.get("actions", []) for place in (a.get("targets") or ())}

    def _marks(self) -> list:
        return outlines(self._scene, self._places(), None, self._hovered)

    def _click(self, x: float, y: float) -> None:
        _ids, actions = self._meant(x, y)
        with language(self.lang):
            if len(actions) == 1:
                self.play(actions[0]["notation"])
            elif actions:
                self.actions.children = [self._button(action) for action in actions]
                self.message.value = escape(_("Which one?"))
            else:
                self.message.value = escape(_("Nothing of yours to play there."))

    def _hover(self, x: float | None, y: float | None) -> None:
        ids, actions = self._meant(x, y) if x is not None and y is not None else ([], [])
        hovered = next((i for i in ids if i in self._places()), None)
        if hovered != self._hovered:
            self._hovered = hovered
            self.board.outline(self._marks())
        self.hover_info.value = escape(" / ".join(a.get("label", a["notation"]) for a in actions))

    def _ready(self, *_args: Any) -> None:
        self.board.forget()
        self.board.draw(self._scene, self._marks())

    # -- commands -----------------------------------------------------------------------------------
    def play(self, notation: str) -> None:
        """Send ``notation`` for this seat; the server's refusal, if any, in the message line."""
        self._command(self.seat.act, notation)

    def undo(self) -> None:
        """Take back this seat's own last decision (when the room allows it)."""
        self._command(self.seat.undo)

    def _command(self, command: Any, *args: Any) -> None:
        from gangs.net import RemoteError

        try:
            command(*args)
            self.message.value = ""
        except RemoteError as refused:
            with language(self.lang):
                said = _(REFUSALS[refused.code]) if refused.code in REFUSALS else str(refused)
            self.message.value = f"<span style='color:#b00020'>{escape(said)}</span>"
        except (TimeoutError, ConnectionError) as lost:
            self.message.value = f"<span style='color:#b00020'>{escape(str(lost))}</span>"
        self.refresh()

    def close(self) -> None:
        """Leave the room and close the widget."""
        if self._arrived in self.seat.on_view:
            self.seat.on_view.remove(self._arrived)
        self.seat.close()
        super().close()
