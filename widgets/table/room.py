"""A Table's session for a seat of a room on a table server: ``RemoteSession(seat)``, the same decisions as a
local ``TableSession`` (pick a piece, a click's choices, a gift asked first, the last events, the log, the ending),
read from the view the server sends that seat (``gangs.net.seen.RemoteView``) instead of a match held here.

Plain Python, no widget, and nothing of ``gangs.net`` imported before a seat is given (a page with no websockets
still imports the Table). What differs from a local table, and why:

- The server holds the match, its dice and its record: an action is sent (``RemoteSeat.act``) and the screen shows
  the view that comes back; a refusal of the rules comes worded for the seat; the server's own refusals (not your
  turn, the game moved on, undo, too fast...) are said here by their code (``REFUSALS``).
- Nothing moves the match but the seats' decisions: Step, End turn, Redo, Auto-play, Branch, the loaded dice, the
  seats' kinds and the viewpoint are not a room's (the server plays its computer seats and the stand-ins of absent
  players; the token says whose eyes are shown). Undo is Board Game Arena's rule, the server's (``can_undo`` in its
  message). The decision slider looks back: it shows what the seat saw after an earlier decision (asked of the
  server, ``RemoteSeat.look``), with nothing to play there, and its end is the game as it is now.
- The teacher's link sees every hand and plays no seat; the spectator's plays none either.
- Why a click plays nothing is asked of the server on a click (``RemoteSeat.why``), never while the pointer only
  moves: a refusal needs the position, which only the server holds.
"""

from __future__ import annotations

from html import escape
from typing import Any

from gangs.kernel import SPECTATOR, Action, IllegalAction, Match
from gangs.kernel.lang import N_, own_language, translator
from gangs.kernel.tell import M_

from ..seating import HUMAN
from .session import TableSession

_ = translator("widgets")

COMPUTER = "computer"
"""A room's seat played by a computer (its kind is the computer player's name: ``random``, ``greedy``)."""

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
    "look": N_("There is no such decision to look back at."),
}
"""What the server's refusals say, by their code, in the table's language (a rule's refusal comes worded)."""


def refusal_words(code: str, said: str) -> str:
    """A refusal of the server, in the language in force: its words by ``code``, else the server's sentence."""
    return _(REFUSALS[code]) if code in REFUSALS else said


class RoomMatch:
    """The match of a room as its seat knows it, for a Table's session: the facts of the view the server sent
    (``game``, ``players``, ``lang``, ``decisions``, ``is_over``, ``to_move``), nothing more; ``play`` and
    ``undo`` send the seat's decisions. It holds no position (there is none on this side) and never redoes,
    branches or loads the dice (``can_redo`` 0, ``forced`` empty, no ``options``). ``take()`` holds the server's
    latest view as the one shown (a screen draws one view at a time, whatever arrives meanwhile)."""

    can_redo = 0
    seed = None

    def __init__(self, seat: Any) -> None:
        from gangs.net.seen import RemoteView

        self.seat = seat
        self._make = RemoteView
        self.forced: list[str] = []
        self.options: dict[str, Any] = {}
        self.seen = RemoteView(seat.message, seat.why)
        self.looking: int | None = None             # the decision looked back at (None: the game as it is now)

    def take(self) -> "RoomMatch":
        """Hold the server's latest view (once it is another than the one held), unless looking back."""
        message = self.seat.message
        if self.looking is None and message is not None and message is not self.seen.message:
            self.seen = self._make(message, self.seat.why)
        return self

    @property
    def live(self) -> int:
        """How many decisions the game has made now (what is looked back at is ``decisions``)."""
        return int(self.seat.message["decision"])

    def look(self, decision: int | None) -> None:
        """Show what this seat saw after ``decision`` decisions (the server's ``past`` view: nothing to play in it),
        or the game as it is now (None, or the last decision)."""
        if decision is None or decision >= self.live:
            self.looking = None
            self.take()
            return
        past = self.seat.look(decision)
        message = {"type": "view", "decision": decision, "view": dict(past["view"], mine=False, actions=[]),
                   "seats": self.seat.message.get("seats", []), "can_undo": False, "clock": None}
        self.seen, self.looking = self._make(message, self.seat.why), decision

    game = property(lambda self: self.seen.game, doc="The room's game.")
    players = property(lambda self: list(self.seen.names), doc="The players' names.")
    lang = property(lambda self: self.seat.lang, doc="The language the server tells the seat the game in.")
    decisions = property(lambda self: self.seen.decisions, doc="How many decisions were made.")
    is_over = property(lambda self: self.seen.over, doc="Whether the game is over.")
    to_move = property(lambda self: self.seen.to_move, doc="The seat to move (None at the end).")

    def play(self, action: Action | str) -> list[dict[str, Any]]:
        """Send ``action`` (its notation) as this seat's decision; the events of it the seat may read. A refusal of
        the rules raises IllegalAction (told for this seat), the server's own ``RemoteError``."""
        from gangs.net import RemoteError

        try:
            self.seat.act(str(action))
        except RemoteError as refused:
            if refused.code == "illegal":
                raise IllegalAction(str(refused), refused.rule or "legal-actions") from None
            raise
        self.take()
        return self.seen.log(since=self.seen.decisions)

    def undo(self, n: int = 1) -> None:
        """Take back this seat's own last decision (the server's rule; ``RemoteError`` "undo" otherwise)."""
        self.seat.undo()
        self.take()

    def speak(self, lang: str) -> "RoomMatch":
        """Be told the room in ``lang`` (the seat joins again in it)."""
        self.seat.speak(lang)
        return self.take()

    def described(self) -> str:
        """The game and whose eyes: "Les Ribauds, as Ann sees it"."""
        seen = self.seen
        viewer = seen.viewer
        who = seen.names[viewer] if isinstance(viewer, int) and 0 <= viewer < len(seen.names) else \
            "the teacher" if viewer is None else "a spectator"
        return f"{seen.data.get('title', '')}, as {who} sees it"

    def __repr__(self) -> str:
        return f"<room {self.seat.link.room} of {self.described()}>"


class RoomSeating:
    """The seats of a room as its view tells them (``seats`` of the server's message: each one's ``name``, ``kind``,
    whether he is ``present`` and who plays it), for a Table's session. The viewer is the one the token opened; it
    never changes, and no seat's kind does."""

    fair = True
    locked = True

    def __init__(self, room: RoomMatch) -> None:
        self.match = room

    @property
    def seats(self) -> list[dict[str, Any]]:
        """The seats' facts, as the latest view held says them."""
        return list(self.match.seen.message.get("seats", ()))

    @property
    def kinds(self) -> list[str]:
        """Each seat's kind: ``HUMAN``, or the computer player's name."""
        return [str(seat.get("kind", HUMAN)) for seat in self.seats]

    @property
    def viewer(self) -> int | None:
        """Whose eyes the token opens: a seat, ``SPECTATOR`` or None (the teacher)."""
        return self.match.seen.viewer

    viewpoint = viewer

    def kind(self, player: int | None) -> str:
        """A seat's kind; ``"computer"`` while a computer plays it (a computer seat, or a player gone)."""
        seats = self.seats
        if player is None or not 0 <= player < len(seats):
            return HUMAN
        return COMPUTER if seats[player].get("played_by") == COMPUTER else HUMAN

    def humans(self) -> list[int]:
        """The seats people play."""
        return [p for p, kind in enumerate(self.kinds) if kind == HUMAN]

    def seat_agents(self) -> dict:
        """None: the server plays the computer seats."""
        return {}

    def computer_to_move(self) -> bool:
        """Whether the seat to move is played by a computer now (on the server)."""
        return self.kind(self.match.to_move) == COMPUTER and self.match.to_move is not None

    def may_change(self, _old: str, _new: str) -> bool:
        """No seat of a room changes kind here."""
        return False

    def forget_gone_player(self) -> None:
        """Nothing to forget: the viewer is the token's."""

    def viewpoints(self) -> list[tuple[str, str]]:
        """The one viewpoint a room's link opens, as a drop-down's choice."""
        return [(self.viewpoint_value(), self.viewpoint_value())]

    def viewpoint_value(self) -> str:
        """The viewpoint as a drop-down names it."""
        viewer = self.viewer
        return "everyone" if viewer is None else "spectator" if viewer == SPECTATOR else str(viewer)

    def choose(self, _value: Any) -> None:
        """The viewpoint is the token's: ValueError."""
        raise ValueError("viewer: a room's link opens one viewpoint, its token's")

    def looking_elsewhere(self, name: Any) -> str:
        """Why the table acts for nobody ("" when it may): the teacher's link sees every hand and plays no seat."""
        seen = self.match.seen
        if self.viewer is None and not seen.over and seen.to_move is not None and not self.computer_to_move():
            return _("Only {player}'s own link plays this decision: the teacher's sees every hand and plays "
                     "none.").format(player=name(seen.to_move))
        return ""


class RemoteSession(TableSession):
    """A Table's session for a room's seat (``gangs.net.RemoteSeat``); see the module's docstring. ``match`` is the
    ``RoomMatch``, ``seat`` the connection."""

    remote = True

    def __init__(self, seat: Any, log_turns: int = 8) -> None:
        if getattr(seat, "message", None) is None:
            raise ValueError("seat: a RemoteSeat that has received its view")
        self.seat = seat
        self._match = RoomMatch(seat)
        self.branches: list[Any] = [self._match]
        self.branched_at: dict[int, int] = {}
        self.agents: dict = {}
        self.seating = RoomSeating(self._match)
        self._start_screen(log_turns)

    @property
    def seen(self) -> Any:
        """The view shown: the server's, as held when the screen was last drawn (``RoomMatch.take``)."""
        return self.match.seen

    def settle(self) -> Any:
        """Take the server's latest view, then settle on it as a local table does."""
        self.match.take()
        return super().settle()

    def seat_options(self) -> list[tuple[str, str]]:
        """The room's seat kinds, as its (hidden) drop-downs name them."""
        return [(kind, kind) for kind in dict.fromkeys([HUMAN, *self.seating.kinds])]

    def waiting_for(self) -> str:
        """Why no one may play by hand now: a computer plays the seat to move, on the server."""
        seen = self.seen
        if seen.over or not self.computer_to_move():
            return ""
        return self.words(M_("{player} to move: a computer plays this seat."), {"player": seen.to_move})

    def looking_elsewhere(self) -> str:
        """Why the table acts for nobody ("" when it may act for the seat to move): it shows an earlier decision
        (the slider), or the teacher's link, which plays no seat (``RoomSeating.looking_elsewhere``)."""
        if self.match.looking is not None:
            return _("You are looking back at decision {decision}: move the decision slider to its end ({now}) to "
                     "play on.").format(decision=self.match.looking, now=self.match.live)
        return self.seating.looking_elsewhere(self.name)

    def refused_place(self, *_args: Any) -> None:
        """The pointer alone asks the server nothing: why a click plays nothing is told on the click."""
        return None

    def seats_line(self) -> str:
        """Who sits at the room, as HTML: each seat's name (« you » marked), and whether a computer plays it, its
        player is away (a computer plays for him) or not here yet."""
        parts = []
        for k, seat in enumerate(self.seating.seats):
            name = escape(str(seat.get("name", "")))
            if k == self.viewer:
                name = "<b>" + escape(_("{name} (you)").format(name=seat.get("name", ""))) + "</b>"
            if seat.get("kind") != HUMAN:
                parts.append(name + " " + escape(_("(computer)")))
            elif seat.get("played_by") == COMPUTER:
                parts.append(name + " " + escape(_("(away: a computer plays for him)")))
            else:
                parts.append(name if seat.get("present") else name + " " + escape(_("(not here yet)")))
        return " · ".join(parts)

    def can_undo(self) -> bool:
        """Whether the server lets this seat take back its last decision now."""
        return bool(self.seen.message.get("can_undo"))

    # -- what a room does not do, and what it does its own way -----------------------------------
    def _not_here(self) -> bool:
        self.say(_("In a room, the table server plays the computer seats and keeps the dice: only the seats' own "
                   "decisions move the game."), error=True, near="controls")
        return False

    @own_language
    def play(self, action: Action | str, near: str = "board") -> bool:
        """Send ``action`` as this seat's decision (``TableSession.play``); the server's own refusal is said."""
        from gangs.net import RemoteError

        try:
            return super().play(action, near)
        except RemoteError as refused:
            self.say(refusal_words(refused.code, str(refused)), error=True, near=near)
        except (TimeoutError, ConnectionError) as lost:
            self.say(str(lost), error=True, near=near)
        self.on_change()
        return False

    @own_language
    def undo(self) -> bool:
        """Take back this seat's own last decision, by the server's rule."""
        from gangs.net import RemoteError

        try:
            self.match.undo()
            self.choices, self.picked = None, None
            self.say("")
            done = True
        except RemoteError as refused:
            self.say(refusal_words(refused.code, str(refused)), error=True, near="controls")
            done = False
        except (TimeoutError, ConnectionError) as lost:
            self.say(str(lost), error=True, near="controls")
            done = False
        self.on_change()
        return done

    def step(self) -> bool:
        """Not a room's: the server plays its computer seats."""
        return self._not_here()

    end_turn = redo = branch = step

    @own_language
    def replay_to(self, target: int) -> None:
        """Look back at decision ``target`` (the slider): what this seat saw then, asked of the server; the game
        itself does not move (the slider's end is the game as it is now)."""
        from gangs.net import RemoteError

        self.choices, self.picked = None, None
        try:
            self.match.look(target)
            self.say("")
        except RemoteError as refused:
            self.say(refusal_words(refused.code, str(refused)), error=True, near="controls")
        except (TimeoutError, ConnectionError) as lost:
            self.say(str(lost), error=True, near="controls")
        self.on_change()

    def load_dice(self, _text: Any) -> bool:
        """Not a room's: nobody loads the dice of a room."""
        self.say(_("Nobody loads the dice in a room: the server throws them."), error=True, near="dice")
        return False

    def unload_dice(self) -> None:
        """Nothing is loaded in a room."""

    def time_up(self, _seat: int | None) -> bool:
        """The server keeps no clock of a room."""
        return False

    def change_seat(self, _player: int, _old: str, _new: str) -> bool:
        """No seat of a room changes kind here."""
        self.say(_("The seats of a room are the ones it was made with."), error=True, near="controls")
        return False

    def choose_viewpoint(self, _value: Any) -> bool:
        """A room's link opens one viewpoint."""
        self.say(_("A room's link opens one viewpoint: its own."), error=True, near="controls")
        return False

    def take(self, _match: Match) -> None:
        """A room shows its own game only."""
        raise ValueError("a room's table shows its own game only")

    take_loaded = take

    def speak(self, lang: str) -> None:
        """Be told the room in ``lang`` from now on (the seat joins again in it)."""
        self.match.speak(lang)
