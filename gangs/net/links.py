"""Join links: ``ws://HOST:PORT/room/ROOM#TOKEN`` (``wss://`` behind TLS). The token, after ``#``, is the secret
that opens a seat (or the spectators' or teacher's view); a browser never sends what follows ``#`` to a server, so
a link passed through a web page leaves its token in no server's log."""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_LINK = 300
"""The longest link read."""

_LINK = re.compile(r"(wss?://[A-Za-z0-9.\-\[\]:]+)/room/([A-Za-z0-9_\-]{1,40})#([A-Za-z0-9_\-]{1,80})")


@dataclass(frozen=True)
class Link:
    """A join link's parts: the server's ``url`` (``ws://host:port``), the ``room`` and the ``token``."""

    url: str
    room: str
    token: str

    def __str__(self) -> str:
        return f"{self.url}/room/{self.room}#{self.token}"


def parse_link(text: object) -> Link:
    """The parts of a join link; ValueError saying what a link looks like for anything else."""
    if isinstance(text, Link):
        return text
    if not isinstance(text, str) or len(text) > MAX_LINK or not (found := _LINK.fullmatch(text.strip())):
        raise ValueError("a join link looks like ws://host:8765/room/ROOM#TOKEN")
    return Link(*found.groups())


def room_links(url: str, room: str, tokens: dict) -> dict:
    """Every link of a new room from the tokens the server gave (``Room.tokens_seen``): ``seats`` (seat number ->
    link, for the human seats), ``spectator`` and ``everyone`` (the teacher's)."""
    url = url.rstrip("/")
    return {"seats": {int(seat): str(Link(url, room, token)) for seat, token in tokens["seats"].items()},
            "spectator": str(Link(url, room, tokens["spectator"])),
            "everyone": str(Link(url, room, tokens["everyone"]))}
