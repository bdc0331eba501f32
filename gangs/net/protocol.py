"""The messages between the table server and its clients: JSON objects, one per websocket text message, each with a
``type``. A client sends:

- ``{"type": "join", "room": ID, "token": TOKEN, "lang": "en"}``: open the room's seat (or view) the token gives;
  the answer is ``joined`` (the seat: ``viewer``), then a ``view``;
- ``{"type": "act", "action": NOTATION, "at": DECISIONS}``: play a decision (``at``, optional: the number of
  decisions in the view it was chosen in, so a click on an old view is refused);
- ``{"type": "undo"}``: take back one's own last decision (Board Game Arena's rule, ``Room.can_undo``);
- ``{"type": "create", "game": KEY, "seats": [...], "players": [...], "options": {...}, "grace": SECONDS}``: a new
  room; the answer is ``created`` with its ``room`` and ``tokens`` (one per human seat, the spectators', the
  teacher's);
- ``{"type": "why", "piece": ID, "ids": [ID, ...]}``: why a click on those shapes (topmost first, ``MOST_IDS`` at
  most) with that piece picked (or null) plays nothing, as the engine reads it (``View.refusal``); the answer is
  ``why`` with its ``refusal`` (``rule`` and ``reason``) or null;
- ``{"type": "look", "decision": K}``: what the client's viewer saw after decision K (0: the deal), to look back
  at the game; the answer is ``past`` with that ``view``, whole;
- ``{"type": "ping"}``: the answer is ``pong``.

The server sends ``view`` (what that client's viewer may see and do: ``Room.view``) after every change of the
room, ``seats`` facts in it (who is here, who plays by computer), and ``error`` (``code``, ``message`` and, for a
rule, ``rule``) for anything refused, which changes nothing. A view leaves out what its connection holds already:
with ``board_kept``, the scene's board layer is the one sent before (``null`` here); with ``log_since``, its log
starts at that decision (the connection holds the events of the earlier ones). ``gangs.net.RemoteSeat`` puts them
back: its ``view`` is whole. Nothing a client sends is run or written to a file:
each message is read as JSON, of a bounded size, with known fields of known types.
"""

from __future__ import annotations

import json
from typing import Any

from .room import NetError

MAX_MESSAGE = 16 * 1024
"""The largest message a client may send, in bytes (a bigger one closes its connection with code 1009)."""
MOST_IDS = 8
"""The most shape ids a ``why`` message names (each a text of at most ``LONGEST_ID`` characters)."""
LONGEST_ID = 100
"""The longest shape id a ``why`` message may name."""
MAX_VIEW = 4 * 1024 * 1024
"""The largest message a client accepts from the server (a view holds the whole board drawn for its viewer)."""

FIELDS: dict[str, dict[str, tuple[type, ...]]] = {
    "join": {"room": (str,), "token": (str,), "lang": (str,), "have": (int,)},
    "act": {"action": (str,), "at": (int,)},
    "undo": {},
    "create": {"game": (str,), "seats": (list,), "players": (list, type(None)), "options": (dict,),
               "grace": (int, float)},
    "why": {"piece": (str, type(None)), "ids": (list,)},
    "look": {"decision": (int,)},
    "ping": {},
}
"""Each type a client may send and the fields it may hold, with their JSON types."""
REQUIRED = {"join": ("room", "token"), "act": ("action",), "create": ("game", "seats"), "why": ("ids",),
            "look": ("decision",)}
"""The fields a message of each type must hold."""


def read(text: Any) -> dict[str, Any]:
    """The message ``text`` (a websocket message: text or bytes) as a dict of known fields, or NetError("message")
    naming what is wrong."""
    if isinstance(text, (bytes, bytearray, memoryview)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise NetError("message", "a message is JSON text in UTF-8") from None
    if not isinstance(text, str) or len(text) > MAX_MESSAGE:
        raise NetError("message", f"a message is JSON text of at most {MAX_MESSAGE} bytes")
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        raise NetError("message", "a message is a JSON object") from None
    if not isinstance(message, dict) or message.get("type") not in FIELDS:
        raise NetError("message", f"a message is a JSON object whose type is one of {', '.join(FIELDS)}")
    kind, fields = message["type"], FIELDS[message["type"]]
    for name, value in message.items():
        if name == "type":
            continue
        if name not in fields:
            raise NetError("message", f"a {kind} message has no field {name[:30]!r}")
        if not isinstance(value, fields[name]) or isinstance(value, bool):
            raise NetError("message", f"the field {name!r} of a {kind} message is not of the right type")
    for name in REQUIRED.get(kind, ()):
        if name not in message:
            raise NetError("message", f"a {kind} message needs its field {name!r}")
    if kind == "why":
        ids, piece = message["ids"], message.get("piece")
        if len(ids) > MOST_IDS or not all(isinstance(i, str) and len(i) <= LONGEST_ID for i in ids) or (
                piece is not None and len(piece) > LONGEST_ID):
            raise NetError("message", f"a why message names at most {MOST_IDS} shape ids, each a text of at most "
                                      f"{LONGEST_ID} characters")
    return message


def write(message: dict[str, Any]) -> str:
    """A message as the JSON text sent."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def error(code: str, message: str, rule: str | None = None) -> dict[str, Any]:
    """An ``error`` message: ``code`` (``NetError.code``, or "illegal" for a rule), the sentence, the rule's key."""
    said: dict[str, Any] = {"type": "error", "code": code, "message": message}
    if rule is not None:
        said["rule"] = rule
    return said
