"""Who sits at a table and through whose eyes it is seen: the seats' kinds, the viewpoint, and a fair table's lock.

Plain Python (no widget): the Table (``widgets.table``) shows it with its drop-downs and asks it who may act. The
viewpoint is a player, ``SPECTATOR`` (what every player knows), ``FOLLOW`` (the human seat to move: the hot seat)
or None (everyone: the teacher's view). A fair table (the app's) keeps each human's own eyes while a human seat
plays a game with secrets: neither the viewpoint nor a seat's kind to or from human may change until the game is
over (else a human could read a hand, or sit down at a game whose hands he has seen).
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from gangs.kernel import SPECTATOR, Agent, Match, State
from gangs.kernel.lang import translator

_ = translator("widgets")

HUMAN = "human"
"""The seat kind played by clicks and buttons."""

RANDOM = "random"
"""The seat kind played by the match's own random agent."""

FOLLOW = "follow"
"""The viewpoint that follows the human seat to move (hot seat): ``Table(match, viewer=FOLLOW)``."""

BY_SEATS = "by seats"
"""The default viewpoint: follows the seats given (several humans: ``FOLLOW``; one: his seat; none: everyone)."""

VIEWPOINT_VALUES = {"everyone": None, "spectator": SPECTATOR, FOLLOW: FOLLOW}
"""The viewpoints that are no player, as a drop-down names them (a drop-down takes no None); a player is his
number as text."""


def keeps_secrets(match: Match) -> bool:
    """Whether ``match``'s game hides something from its players (a hand, a pile): its State deals again what a
    player cannot see (``State.resample``, which a game with secrets overrides; ``tests/test_leaks.py`` finds the
    same games by their observations)."""
    return type(match.state).resample is not State.resample


def default_viewpoint(viewer: int | str | None, seats: Sequence[str] | None) -> int | str | None:
    """The viewpoint a table starts with: ``viewer``, unless it is ``BY_SEATS``, which follows the ``seats`` given
    (several human seats: ``FOLLOW``; one: his; none, or no seats given: everyone)."""
    if viewer != BY_SEATS:
        return viewer
    humans = [p for p, kind in enumerate(seats or ()) if kind == HUMAN]
    if seats is None or not humans:
        return None
    return humans[0] if len(humans) == 1 else FOLLOW


class Seating:
    """The seats of a table: ``kinds`` (one per player: ``"human"``, ``"random"`` or a key of ``agents``), the
    ``chosen`` viewpoint, and whether the table is ``fair``. ``match`` is the match the table shows now (the
    table sets it when it changes)."""

    def __init__(self, match: Match, kinds: Sequence[str], chosen: int | str | None, fair: bool,
                 agents: Mapping[str, Agent]) -> None:
        allowed = [HUMAN, RANDOM, *agents]
        if len(kinds) != len(match.players) or any(kind not in allowed for kind in kinds):
            raise ValueError(f"seats: one of {allowed} for each of the {len(match.players)} players")
        self.match, self.kinds, self.chosen, self.fair, self.agents = match, list(kinds), chosen, fair, agents

    def kind(self, player: int | None) -> str:
        """The kind of seat of ``player``; ``"human"`` for nobody's (None, a chance step)."""
        return self.kinds[player] if player is not None and 0 <= player < len(self.kinds) else HUMAN

    def humans(self) -> list[int]:
        """The human seats."""
        return [p for p, kind in enumerate(self.kinds) if kind == HUMAN]

    def seat_agents(self) -> dict[int, Agent]:
        """The computer seats' agents, by player (a random seat has none: the match's own plays it)."""
        return {p: self.agents[kind] for p, kind in enumerate(self.kinds) if kind in self.agents}

    def computer_to_move(self) -> bool:
        """Whether a computer seat is to move."""
        return self.match.to_move is not None and self.kind(self.match.to_move) != HUMAN

    @property
    def locked(self) -> bool:
        """Whether the viewpoint and the human seats are locked now: a ``fair`` table of a game with secrets
        (``keeps_secrets``), not over, with a human seat."""
        return self.fair and not self.match.is_over and bool(self.humans()) and keeps_secrets(self.match)

    def may_change(self, old: str, new: str) -> bool:
        """Whether a seat's kind may change from ``old`` to ``new`` now: not to or from human while a fair table's
        game with secrets is on (nobody sits down at a game whose hands he saw, nor leaves it)."""
        return not (self.fair and not self.match.is_over and HUMAN in (old, new) and keeps_secrets(self.match))

    @property
    def viewpoint(self) -> int | str | None:
        """The viewpoint in force: a player, ``SPECTATOR``, ``FOLLOW`` or None (everyone); while the table is
        ``locked``, the human's own (several humans: ``FOLLOW``), whatever was chosen."""
        if self.locked:
            humans = self.humans()
            return humans[0] if len(humans) == 1 else FOLLOW
        return self.chosen

    @property
    def viewer(self) -> int | None:
        """Whose eyes the table shows now: a player, ``SPECTATOR`` or None (the teacher, everything). Following the
        player to move, the human seat to move, else the spectator."""
        point = self.viewpoint
        if point != FOLLOW:
            return point
        to_move = self.match.to_move
        if to_move is not None and 0 <= to_move < len(self.match.players) and self.kind(to_move) == HUMAN:
            return to_move
        return SPECTATOR

    def choose(self, value: Any) -> None:
        """Choose the viewpoint ``value`` (a player, ``SPECTATOR``, ``FOLLOW`` or None); ValueError for another
        value, or for a change while the table is ``locked``."""
        if value is not None and value not in (SPECTATOR, FOLLOW) and not (
                type(value) is int and 0 <= value < len(self.match.players)):
            raise ValueError(f"viewer: a player (0 to {len(self.match.players) - 1}), SPECTATOR, FOLLOW or None")
        if self.locked and value != self.viewpoint:
            raise ValueError("viewer: a fair table keeps each human's own viewpoint until the game is over")
        self.chosen = value

    def forget_gone_player(self) -> None:
        """A chosen player who is no more in the match (another match was loaded) becomes everyone."""
        if isinstance(self.chosen, int) and self.chosen != SPECTATOR and \
                not 0 <= self.chosen < len(self.match.players):
            self.chosen = None

    def viewpoints(self) -> list[tuple[str, str]]:
        """The viewpoints as a drop-down's choices, (label, value), in the language in force."""
        return ([(_("Everyone (the teacher's view)"), "everyone")]
                + [(_("{name} (player {number})").format(name=name, number=p + 1), str(p))
                   for p, name in enumerate(self.match.players)]
                + [(_("Spectator (what every player knows)"), "spectator"), (_("Follows the player to move"), FOLLOW)])

    def viewpoint_value(self) -> str:
        """The viewpoint in force as the drop-down names it."""
        point = self.viewpoint
        return {None: "everyone", SPECTATOR: "spectator", FOLLOW: FOLLOW}.get(point, str(point))

    def looking_elsewhere(self, name: Callable[[int | None], str]) -> str:
        """Why the table acts for nobody ("" when it may act for the seat to move): it shows what another player
        or the spectator sees (his hand or none, not the mover's), and an action taken there would be the mover's,
        made blind; its refusal would tell what the mover holds. It names only whose turn it is and whose eyes are
        shown (``name``: a player's name). Everyone's viewpoint and the mover's own act as usual; so does a table
        where a computer seat is to move (its own message says so)."""
        viewer, to_move = self.viewer, self.match.to_move
        if self.match.is_over or self.computer_to_move() or viewer is None or viewer == to_move:
            return ""
        if viewer == SPECTATOR:
            return _("{player} is looking through the spectator's eyes: choose {player}'s own viewpoint (or "
                     "Everyone) to play.").format(player=name(to_move))
        return _("{player} is looking through {viewer}'s eyes: choose {player}'s own viewpoint (or Everyone) to "
                 "play.").format(player=name(to_move), viewer=name(viewer))
