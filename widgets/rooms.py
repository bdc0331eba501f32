"""The Lobby's rooms: "Create a room" on a table server (the bar's game, players, humans and bots; the options
unfolded) gives one join link per human seat, the spectators' and the teacher's; "Join a room" takes a pasted link
and plays its seat in a ``RemoteTable``. In a public app the kernel connects only where it may: a link is followed
only to a server of ``servers`` (``GANGS_SERVERS``, by default this machine's ``ws://127.0.0.1:8765``), so a visitor
cannot make it open connections elsewhere."""

from __future__ import annotations

import os
from html import escape
from typing import Any, Callable, Sequence

import ipywidgets

from gangs.kernel.lang import N_, language, translator

from .table.controls import Wording

_ = translator("widgets")

SERVERS = ("ws://127.0.0.1:8765", "ws://localhost:8765")
"""The table servers a Lobby follows links to when ``GANGS_SERVERS`` (comma-separated) says none."""
COMPUTERS = {"random": "random", "greedy": "greedy"}
"""The Lobby's bots a room on a server seats (the server plays random and greedy players only)."""


def allowed_servers() -> tuple[str, ...]:
    """The servers a Lobby may connect to: ``GANGS_SERVERS`` (comma-separated ``ws://host:port``), or ``SERVERS``."""
    listed = [url.strip().rstrip("/") for url in os.environ.get("GANGS_SERVERS", "").split(",") if url.strip()]
    return tuple(listed) or SERVERS


class Rooms:
    """The fold (``box``, CSS class ``gangs-rooms``): ``server`` (a drop-down of ``servers``), ``create_button``
    and the ``links`` made, ``link`` (a text box to paste a link in) and ``join_button``. ``making()`` gives what
    the bar asks for (game, seats, players, options); ``joined(table)`` shows the ``RemoteTable`` joined."""

    def __init__(self, making: Callable[[], dict[str, Any]], joined: Callable[[Any], Any], lang: str,
                 servers: Sequence[str] | None = None) -> None:
        self.making, self.joined, self.lang = making, joined, lang
        self.servers = tuple(servers) if servers is not None else allowed_servers()
        self.wording = Wording()
        with language(lang):
            self.server = self.wording.word(ipywidgets.Dropdown(options=[(url, url) for url in self.servers], style={
                "description_width": "initial"}, layout=ipywidgets.Layout(width="auto")), description=N_("Server"))
            self.create_button = self.wording.button(N_("Create a room"),
                                                     N_("a room on the server with the bar's game and seats"),
                                                     self.create)
            self.link = self.wording.word(ipywidgets.Text(layout=ipywidgets.Layout(width="36em", max_width="100%"),
                                                          style={"description_width": "initial"}),
                                          description=N_("Join link"), placeholder=N_("ws://host:8765/room/…#…"))
            self.join_button = self.wording.button(N_("Join a room"), N_("play the seat the link opens"), self.join)
        self.links = ipywidgets.HTML().add_class("gangs-room-links")
        self.message = ipywidgets.HTML().add_class("gangs-rooms-message")
        self.box = ipywidgets.VBox([ipywidgets.HBox([self.server, self.create_button]), self.links,
                                    ipywidgets.HBox([self.link, self.join_button]), self.message])
        self.box.add_class("gangs-rooms")
        self.made: dict[str, Any] | None = None

    def speak(self, lang: str) -> None:
        """Say the fold's words in ``lang``."""
        self.lang = lang
        with language(lang):
            self.wording.again()

    def _refuse(self, text: str) -> None:
        self.message.value = f"<span style='color:#b00020'>{escape(text)}</span>"

    def _net(self) -> Any:
        """``gangs.net``, or None with the refusal said where websockets is missing (a page in the browser)."""
        try:
            import gangs.net as net
        except ImportError:
            self._refuse(_("Rooms need the websockets library: pip install 'gangs[server]'."))
            return None
        return net

    def create(self) -> dict[str, Any] | None:
        """Make a room on the chosen server as the bar says; its links shown (and returned)."""
        net = self._net()
        if net is None:
            return None
        RemoteError, create_room = net.RemoteError, net.create_room
        with language(self.lang):
            try:
                asked = self.making()
            except ValueError as error:
                self._refuse(_("No room made: {error}").format(error=error))
                return None
            seats = [seat if seat == "human" else COMPUTERS.get(seat) for seat in asked["seats"]]
            if None in seats:
                self._refuse(_("A room's bots play at random or greedy: choose one of those."))
                return None
            try:
                self.made = create_room(self.server.value, asked["game"], seats, players=asked["players"],
                                        options=asked["options"], grace=asked.get("grace", 300.0))
            except (RemoteError, OSError, TimeoutError, ValueError) as error:
                self._refuse(_("No room made: {error}").format(error=error))
                return None
            rows = [(_("{name}'s seat").format(name=asked["players"][seat]), link)
                    for seat, link in self.made["seats"].items()]
            rows += [(_("Spectators"), self.made["spectator"]), (_("Teacher (everything)"), self.made["everyone"])]
            self.links.value = "<table>" + "".join(
                f"<tr><td>{escape(name)}</td><td><code style='user-select:all'>{escape(link)}</code></td></tr>"
                for name, link in rows) + "</table>"
            self.message.value = escape(_("Give each player his own link: it is the key to his seat."))
            return self.made

    def join(self) -> Any:
        """Play the seat the pasted link opens (only on a server of ``servers``); the ``RemoteTable``, or None."""
        from .remote import RemoteTable

        net = self._net()
        if net is None:
            return None
        RemoteError, parse_link = net.RemoteError, net.parse_link
        with language(self.lang):
            try:
                link = parse_link(self.link.value)
            except ValueError:
                self._refuse(_("A join link looks like ws://host:8765/room/ROOM#TOKEN."))
                return None
            if link.url not in self.servers:
                self._refuse(_("This app joins rooms of {servers} only.").format(servers=", ".join(self.servers)))
                return None
            try:
                table = RemoteTable(link, lang=self.lang)
            except (RemoteError, OSError, TimeoutError, ConnectionError) as error:
                self._refuse(_("Cannot join: {error}").format(error=error))
                return None
            self.message.value = ""
            self.joined(table)
            return table
