"""The time quota: « Il est recommandé d'imposer un quota de temps à chaque joueur pour le déplacement de l'ensemble
de ses personnages. Au delà de ce temps (quatre minutes en tournoi), tout personnage non déplacé va passer le prochain
tour en prison. » (a mixin of SuperGangState).

The rules keep no clock: the option ``time_quota`` (seconds, ``None`` by default) says a table plays with one, and
the clock (the Table's, in ``widgets/``) plays ``timeout`` when the gang's time runs out. ``timeout`` is never
listed (a player does not choose it, and random players must not play it by chance); it is accepted while the clock
runs (``clock_seat``).
"""

from __future__ import annotations

from ..kernel import Action, Event, IllegalAction
from ..kernel.lang import N_, translator
from ..kernel.state import TIMEOUT as CLOCK_NOTATION
from ..kernel.tell import M_
from .common import FREE, PRISON
from .decisions import CopMove, Main, Resurface, Start

_ = translator("supergang")

TIMEOUT = Action(CLOCK_NOTATION)
"""What the clock plays when the gang's time runs out (the kernel's ``TIMEOUT`` notation)."""

HELD_TURNS = 2
"""Prison turns counted for « le prochain tour » (counted at the end of each of the gang's turns, the turn the time
ran out included: the gangster misses the next one and leaves the centre with his die at the one after)."""


class ClockRules:
    """The time quota (rule ``time-quota``)."""

    __slots__ = ()

    @property
    def clock_seat(self) -> int | None:
        """The kernel's ``State.clock_seat``: the gang whose clock runs now, the gang whose turn it is, while it
        decides its own turn (its start, bringing cops out of the sewer, moving the cops, moving and acting) and one
        of its characters is still to move (« pour le déplacement de l'ensemble de ses personnages »: the clock
        stops once every character that can move has moved, and never runs for a gang with none free); ``None``
        with no ``time_quota``, while another seat decides (an arrest, a price, a duel's aim, the police seat) or
        chance plays. A table counts ``time_quota`` seconds of the turn while this is the gang, and plays
        ``timeout`` when they are spent."""
        if self.options["time_quota"] is None:
            return None
        pending, p = self.pending, self.current
        kind = type(pending)
        if kind is Start or kind is Main or kind is Resurface or (kind is CopMove and pending.mover == p):
            return p if pending.to_move == p and self._late() else None
        return None

    def _late(self) -> list[int]:
        """The current gang's characters still to move: in the main phase those with a die to play
        (``_unmoved``); before the dice, every free character of the gang not following a vamp and not moved (the
        wounded who left the clinic this turn have moved: ``_upkeep``)."""
        if type(self.pending) is Main:
            return self._unmoved()
        p, status, follows, moved = self.current, self.status, self.follows, self.moved
        return [c for c in range(3 * p, 3 * p + 3) if status[c] == FREE and follows[c] < 0 and not moved[c]]

    def _accept_timeout(self) -> Action:
        """``timeout``, legal only while the clock runs; IllegalAction ``time-quota`` otherwise."""
        if self.options["time_quota"] is None:
            raise IllegalAction(_("there is no time quota in this game (option time_quota)"), "time-quota")
        if self.clock_seat is None:
            raise IllegalAction(_("the clock runs only while the gang whose turn it is decides its own turn and "
                                  "has a character still to move"), "time-quota")
        return TIMEOUT

    def time_up(self, events: list[Event]) -> None:
        """« Au delà de ce temps [...] tout personnage non déplacé va passer le prochain tour en prison. » Every
        character of the gang still to move (``_late``; its catches follow their vamp, and come free if she goes)
        goes to prison for the gang's next turn, and that is all the penalty: the turn goes on (the cops still to
        move, the acts of those who moved, a shop where one must act), unclocked, and ends by itself when nothing
        but ``end`` is left. The clock's prison turn is no sentence: it serves no line of his record, and a wanted
        gangster is still wanted when he comes out."""
        p = self.current
        late = self._late()
        text = (M_("Time is up for {gang}: {characters}, not moved, spend the next turn in prison.")
                if len(late) > 1 else
                M_("Time is up for {gang}: {characters}, not moved, spends the next turn in prison."))
        self._say(events, "timeout", p, text, "time-quota", gang=p, characters=[self.ids[c] for c in late])
        for c in late:
            self._hold(c, events)
        if type(self.pending) is Main and self.result is None and self._only_end_left():
            self.end_turn(events)

    def _hold(self, c: int, events: list[Event]) -> None:
        """Gangster ``c`` waits a turn in prison: no sentence, no line served (``held``)."""
        self._break_spells(c, events, N_("the vamp is arrested"))
        self.status[c], self.at[c], self.head[c], self.sentence[c] = PRISON, self.board.centre, "", HELD_TURNS
        self.held = self.held + (c,)
        self.fresh[c], self.arrived[c], self.die[c] = (), False, 0
