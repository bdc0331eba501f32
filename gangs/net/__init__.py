"""Seats at separate screens: the table server (``gangs serve``) and its clients.

One authority, the server, holds each room's match, its seed and its record (SQLite), checks every action with the
engine and sends each seat only its own view; a client that never receives a secret cannot leak it. Needs the
``server`` extra (``pip install gangs[server]``: the ``websockets`` library).

    links = gangs.net.create_room("ws://127.0.0.1:8765", "ribauds", seats=["human", "human", "random"])
    seat = gangs.net.connect(links["seats"][0])      # a RemoteSeat: .view, .act(notation), .undo(), .wait(...)
"""

from .client import RemoteError, RemoteSeat, connect, create_room
from .links import Link, parse_link, room_links
from .local import LocalServer
from .room import COMPUTERS, HUMAN, NetError, Room, make_room
from .store import RoomStore

__all__ = ["COMPUTERS", "HUMAN", "Link", "LocalServer", "NetError", "RemoteError", "RemoteSeat", "Room",
           "RoomStore", "connect", "create_room", "make_room", "parse_link", "room_links"]
