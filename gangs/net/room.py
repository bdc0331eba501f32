"""A room of the table server: one match, its seats (a human, or a computer player by name), its secret tokens (one
per human seat, one for the spectators, one for the teacher's « everyone » view), and the rules of play at a
distance: only the seat to move acts, checked by the engine; a player takes back only his own last decision, before
a die is rolled, a card drawn or another player acts (Board Game Arena's rule); a seat left empty, or whose player is
gone for longer than the room's grace period, is played by a computer player until he is back."""

from __future__ import annotations

import random
import secrets
import time
from typing import Any

import gangs
from gangs.agents import GreedyAgent
from gangs.kernel import SPECTATOR, TIMEOUT, Match, RandomAgent, RecordError
from gangs.kernel.clock import TurnTimer
from gangs.kernel.lang import check_language
from gangs.views import View

from .store import RoomStore, StoredRoom

HUMAN = "human"
"""A seat a person plays (who joins with its link)."""
COMPUTERS = {"random": RandomAgent, "greedy": GreedyAgent}
"""The computer players a room seats by name (each cheap enough to play on the server's own loop)."""
EVERYONE, WATCHER = "everyone", "spectator"
"""The tokens' other viewers: the teacher (every secret: viewer None) and a spectator (``SPECTATOR``)."""
STAND_IN = "random"
"""The computer player who plays for a human seat while nobody holds it."""

GRACE = (0.0, 3600.0)
"""The bounds of a room's grace period, in seconds (30 by default)."""
MAX_DECISIONS = 20000
"""A room's game is stopped past this many decisions (every game's own bounds end it long before)."""


class NetError(Exception):
    """A request the server refuses that is no rule of the game's: ``code`` (a word a client can test: "token",
    "seat", "not-your-turn", "room", "message", "too-fast", "full"...) and a sentence in English."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


def new_token() -> str:
    """A secret token: 128 random bits, written for a URL."""
    return secrets.token_urlsafe(16)


def check_seats(seats: Any, game: str) -> list[str]:
    """``seats`` when it is a list of ``HUMAN`` or ``COMPUTERS`` names, as many as the game allows players, with at
    least one human; NetError("seats") otherwise."""
    rules = gangs.GAMES[game]
    if not isinstance(seats, list) or not rules.min_players <= len(seats) <= rules.max_players:
        raise NetError("seats", f"seats: a list of {rules.min_players} to {rules.max_players} seats for {rules.title}")
    for seat in seats:
        if seat != HUMAN and seat not in COMPUTERS:
            raise NetError("seats", f"a seat is {HUMAN!r} or a computer player ({', '.join(COMPUTERS)}), "
                                    f"not {str(seat)[:30]!r}")
    if HUMAN not in seats:
        raise NetError("seats", "a room has at least one human seat")
    return list(seats)


def make_room(game: Any, players: Any, options: Any, seats: Any, grace: Any = 30.0,
              seed: int | None = None) -> StoredRoom:
    """A new room's makings, checked: ``game`` (a key of ``gangs.GAMES``), ``players`` (names, or None for the
    game's own), ``options`` (the game's; no file is read), ``seats`` (``check_seats``), ``grace`` (seconds, within
    ``GRACE``) and a secret seed (a random one by default). NetError for anything wrong."""
    if not isinstance(game, str) or game not in gangs.GAMES:
        raise NetError("game", f"no game {str(game)[:30]!r}; the games are {', '.join(gangs.GAMES)}")
    seats = check_seats(seats, game)
    if isinstance(grace, bool) or not isinstance(grace, (int, float)) or not GRACE[0] <= grace <= GRACE[1]:
        raise NetError("grace", f"grace: seconds from {GRACE[0]:g} to {GRACE[1]:g}")
    if players is None:
        players = [f"Player {i + 1}" if seat == HUMAN else f"Bot {i + 1}" for i, seat in enumerate(seats)]
    if not isinstance(options, dict):
        raise NetError("options", "options: an object of the game's options")
    seed = random.SystemRandom().randrange(2**63) if seed is None else seed
    record = {"format": 1, "game": game, "players": players, "options": options, "seed": seed, "steps": []}
    try:
        match = gangs.load(record, read_files=False)
    except (RecordError, ValueError) as error:
        raise NetError("options", str(error)) from None
    if len(match.players) != len(seats):
        raise NetError("seats", "one seat per player")
    tokens: dict[str, Any] = {new_token(): k for k, seat in enumerate(seats) if seat == HUMAN}
    tokens[new_token()] = WATCHER
    tokens[new_token()] = EVERYONE
    return StoredRoom(id=secrets.token_urlsafe(9), created=time.time(), game=game, players=list(match.players),
                      options=dict(match.options), seed=match.seed, seats=seats, tokens=tokens, grace=float(grace),
                      opening=[a.notation for a in match.steps])


class Room:
    """A room being played: ``match``, ``seats``, ``tokens`` (token -> seat, ``EVERYONE`` or ``WATCHER``) and who
    is here (``present``: the seats held by a connection). ``store``: where each decision is kept (None: nowhere)."""

    def __init__(self, stored: StoredRoom, store: RoomStore | None = None) -> None:
        self.stored, self.store = stored, store
        self.id, self.seats, self.tokens, self.grace = stored.id, stored.seats, stored.tokens, stored.grace
        steps = [*stored.opening, *(step for decision in stored.decisions for step in decision)]
        record = {"format": 1, "game": stored.game, "players": stored.players, "options": stored.options,
                  "seed": stored.seed, "steps": steps}
        self.match: Match = gangs.load(record, read_files=False)
        self._steps_of = [list(decision) for decision in stored.decisions]
        self._movers = list(self.match.decision_movers)[1:]           # who made each decision
        self.present: dict[int, int] = {}                   # seat -> how many connections hold it
        self.gone_since: dict[int, float] = {k: stored.created for k, seat in enumerate(self.seats) if seat == HUMAN}
        self.computers = {k: COMPUTERS[seat](random.Random(f"{stored.seed}/{k}")) for k, seat in enumerate(self.seats)
                          if seat != HUMAN}
        self.stand_ins: dict[int, Any] = {}
        self._boards: dict[int, list] = {}                  # board layers sent, by key (Room.view)
        self.timer = TurnTimer()                            # the turn clock of a game with a time_quota

    # -- who is who -------------------------------------------------------------------------------
    def viewer_of(self, token: Any) -> int | None:
        """The viewer a token lets in: a seat, ``SPECTATOR``, or None for the teacher; NetError("token") for any
        other value."""
        if not isinstance(token, str) or token not in self.tokens:
            raise NetError("token", "this link's token opens no seat of this room")
        held = self.tokens[token]
        return None if held == EVERYONE else SPECTATOR if held == WATCHER else held

    def token_of(self, held: int | str) -> str:
        """The token of a seat, of ``WATCHER`` or of ``EVERYONE``."""
        return next(token for token, value in self.tokens.items() if value == held)

    def arrive(self, viewer: int | None) -> None:
        """A connection holds ``viewer``'s seat (nothing for a spectator or the teacher)."""
        if isinstance(viewer, int) and viewer >= 0:
            self.present[viewer] = self.present.get(viewer, 0) + 1
            self.gone_since.pop(viewer, None)
            self.stand_ins.pop(viewer, None)

    def leave(self, viewer: int | None, now: float | None = None) -> None:
        """A connection that held ``viewer``'s seat is gone."""
        if isinstance(viewer, int) and viewer >= 0 and self.present.get(viewer):
            self.present[viewer] -= 1
            if not self.present[viewer]:
                del self.present[viewer]
                self.gone_since[viewer] = time.time() if now is None else now

    def played_by_computer(self, seat: int, now: float | None = None) -> bool:
        """Whether a computer plays ``seat`` now: a computer seat, or a human one gone for longer than the grace."""
        if seat in self.computers:
            return True
        since = self.gone_since.get(seat)
        return since is not None and (time.time() if now is None else now) - since >= self.grace

    def seats_seen(self, now: float | None = None) -> list[dict[str, Any]]:
        """Each seat's name, kind (``HUMAN`` or a computer's name), whether its player is here and who plays it
        ("player" or "computer"): public facts."""
        return [{"name": name, "kind": kind, "present": k in self.present,
                 "played_by": "computer" if self.played_by_computer(k, now) else "player"}
                for k, (name, kind) in enumerate(zip(self.match.players, self.seats))]

    # -- play ---------------------------------------------------------------------------------------
    def act(self, viewer: int | None, notation: Any, at: Any = None) -> None:
        """``viewer`` plays ``notation``: his seat must be the one to move (NetError "not-your-turn"; the teacher
        and spectators never act), and ``at``, when given, the number of decisions he saw (NetError "stale" if the
        game has moved on). The engine checks the action (IllegalAction, nothing changed)."""
        if not isinstance(notation, str) or not notation or len(notation) > 200:
            raise NetError("message", "an action is its notation, a text of at most 200 characters")
        if notation.strip() == TIMEOUT:
            raise NetError("message", f"{TIMEOUT} is played by the room's clock, not by a player")
        if at is not None and (type(at) is not int or at != self.match.decisions):
            raise NetError("stale", "the game has moved on since this view: here is the new one")
        if not isinstance(viewer, int) or viewer < 0:
            raise NetError("seat", "a spectator or the teacher's view plays no seat")
        if self.match.is_over:
            raise NetError("over", "the game is over")
        if self.match.to_move != viewer:
            raise NetError("not-your-turn", "it is not this seat's turn")
        self._decide(notation)

    def _decide(self, action: Any) -> None:
        """Play ``action`` (checked by the engine) and keep the decision."""
        if self.match.decisions >= MAX_DECISIONS:
            raise NetError("over", f"this room's game is stopped at {MAX_DECISIONS} decisions")
        mover, start = self.match.to_move, len(self.match.steps)
        self.match.play(action)
        steps = [a.notation for a in self.match.steps[start:]]
        try:
            if self.store is not None:
                self.store.decided(self.id, self.match.decisions, steps,
                                   self.match.record.to_dict() if self.match.is_over else None)
        except Exception:
            self.match.undo()                                # not kept: not made
            raise
        self._steps_of.append(steps)
        self._movers.append(mover)

    def can_undo(self, viewer: int | None) -> bool:
        """Whether ``viewer`` may take back the last decision: his own, with no chance outcome after it (no die
        rolled, no card drawn) and nobody else's since."""
        return (isinstance(viewer, int) and viewer >= 0 and bool(self._steps_of) and self._movers[-1] == viewer
                and len(self._steps_of[-1]) == 1)

    def undo(self, viewer: int | None) -> None:
        """Take back ``viewer``'s last decision (``can_undo``; NetError "undo" otherwise)."""
        if not self.can_undo(viewer):
            raise NetError("undo", "only your own last decision, before a die is rolled, a card drawn or another "
                                   "player acts, can be taken back")
        if self.store is not None:
            self.store.taken_back(self.id, self.match.decisions)
        self.match.undo()
        self._steps_of.pop()
        self._movers.pop()

    def computer_to_move(self, now: float | None = None) -> int | None:
        """The seat to move when a computer plays it now (None otherwise, or when the game is over)."""
        seat = self.match.to_move
        return seat if seat is not None and self.played_by_computer(seat, now) else None

    def play_computer(self, now: float | None = None) -> bool:
        """One decision of the computer that plays the seat to move, if one does; whether one was made."""
        seat = self.computer_to_move(now)
        if seat is None or self.match.decisions >= MAX_DECISIONS:
            return False
        agent = self.computers.get(seat) or self.stand_ins.setdefault(
            seat, COMPUTERS[STAND_IN](random.Random(f"{self.stored.seed}/{seat}/{self.match.decisions}")))
        state = self.match.state
        self._decide(agent.choose(state, state.legal_actions()))
        return True

    # -- the turn clock -----------------------------------------------------------------------------
    def clock(self) -> dict[str, Any] | None:
        """The turn clock of a game played with a ``time_quota`` (Super Gang's « quota de temps »), as it runs now:
        the ``seat`` whose time is counted and the seconds ``left``; None while no clock runs (no quota, a computer
        plays the seat to move, nobody's turn is timed). Counted as a table at one screen counts it
        (``gangs.kernel.clock.TurnTimer``); started again in full when the server is (it keeps no clock on disk)."""
        self.timer.follow(self.match, lambda seat: not self.played_by_computer(seat))
        left = self.timer.left
        return None if left is None else {"seat": self.timer.seat, "left": round(left, 1)}

    def play_clock(self) -> bool:
        """Once the seat's time is spent, play ``TIMEOUT`` for it (the game's rule says what follows: Super Gang's
        characters not moved spend the next turn in prison); whether it was played."""
        if self.clock() is None or not self.timer.spent or self.match.decisions >= MAX_DECISIONS:
            return False
        self._decide(TIMEOUT)
        return True

    # -- what each one sees -------------------------------------------------------------------------
    def view(self, viewer: int | None, lang: str = "en", log_since: int = 0, board: bool = True,
             now: float | None = None) -> dict[str, Any]:
        """What ``viewer`` may see and do now (``gangs.views.View.as_dict``), the seats (``seats_seen``), the room,
        and whether he may take back his last decision: the message the server sends him. For a client that holds
        some of it: ``log_since``, its log only from that decision on (``log_since`` in the message); without
        ``board``, its scene's board layer None. ``board_key`` names the board layer drawn (the same key, the same
        layer: its shapes are kept here while the key may be asked again)."""
        seen = View.of(self.match, viewer, check_language(lang))
        layer = seen.scene.board
        key = hash(tuple(map(id, layer)))
        self._boards[key] = layer                            # alive while its key is in use: no id reused
        if len(self._boards) > 16:
            del self._boards[next(iter(self._boards))]
        message = {"type": "view", "room": self.id, "decision": self.match.decisions,
                   "view": seen.as_dict(log_since, board), "seats": self.seats_seen(now),
                   "can_undo": self.can_undo(viewer), "clock": self.clock(), "board_key": key}
        if log_since:
            message["log_since"] = log_since
        return message

    def view_at(self, viewer: int | None, lang: str, decision: Any) -> dict[str, Any]:
        """What ``viewer`` saw after ``decision`` decisions (0: the deal), in ``lang``: the view he was sent then,
        whole, to look back at the game (a ``past`` message); NetError("look") for a decision not made. Made from the
        nearest snapshot of the match (``Match.state_at``): its cost does not grow with the game."""
        match = self.match
        if type(decision) is not int or not 0 <= decision <= match.decisions:
            raise NetError("look", f"a decision from 0 to {match.decisions}")
        lang = check_language(lang)
        if lang != match.lang and match.game.narrator is None:    # a game that words events as they happen
            seen = View.of(match.branch(decision), viewer, lang)
        else:
            k = decision
            seen = View(match.state_at(k), match.events_by_decision()[:k + 1], viewer, lang,
                        match.decision_turns[:k + 1], match.decision_movers[:k + 1],
                        match.decision_action(k) if k else None)
        return {"type": "past", "room": self.id, "decision": decision, "view": seen.as_dict()}

    def tokens_seen(self) -> dict[str, Any]:
        """Every token of the room, by what it opens: ``seats`` (seat -> token, for the human seats), ``spectator``
        and ``everyone`` (what its creator is given, once)."""
        return {"seats": {str(v): t for t, v in self.tokens.items() if isinstance(v, int)},
                "spectator": self.token_of(WATCHER), "everyone": self.token_of(EVERYONE)}


def open_rooms(store: RoomStore, over: int = 200) -> dict[str, Room]:
    """Every room the store keeps whose game goes on, and the ``over`` newest whose game is over, rebuilt where
    they were."""
    kept = list(store.rooms())
    finished = [stored.id for stored in kept if stored.record is not None]
    ended = set(finished[-over:]) if over else set()
    return {stored.id: Room(stored, store) for stored in kept if stored.record is None or stored.id in ended}
