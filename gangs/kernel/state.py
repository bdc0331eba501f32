"""The State base class: one position of a game, with explicit chance nodes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .action import Action, normalize_notation
from .errors import IllegalAction
from .event import Event

if TYPE_CHECKING:
    from .game import Game

def tuples(value: Any) -> Any:
    """JSON's lists turned back into the tuples a state keeps (``[[1, 2], 3]`` -> ``((1, 2), 3)``), for
    ``Game.state_from_dict``."""
    if isinstance(value, list):
        return tuple(tuples(v) for v in value)
    return value


CHANCE = -1
"""The value of ``to_move`` when chance decides next (a die, a card draw)."""


class State:
    """A position: whose decision it is, what they may do, and what each action does.

    A game subclasses it and provides ``to_move``, ``turn``, ``legal_actions``,
    ``chance_outcomes``, ``_apply`` (the rules, on an action known to be legal), ``clone``,
    ``to_dict`` and ``returns``. The state holds only the position; history lives in ``Match``.
    """

    __slots__ = ()
    game: "Game"

    # -- what a game provides -------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        """The player who decides now, ``CHANCE`` at a chance node, ``None`` when over."""
        raise NotImplementedError

    @property
    def turn(self) -> int:
        """The round being played, 1 for the first."""
        raise NotImplementedError

    def legal_actions(self) -> list[Action]:
        """The actions of the player to move (empty at chance nodes and when over)."""
        raise NotImplementedError

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """At a chance node, every outcome with its probability (they sum to 1)."""
        raise NotImplementedError

    def _apply(self, action: Action) -> list[Event]:
        """Apply an action already known to be legal; return what happened."""
        raise NotImplementedError

    def clone(self) -> "State":
        """An independent copy of this position."""
        raise NotImplementedError

    def to_dict(self) -> dict[str, Any]:
        """The position as plain JSON-able data; ``Game.state_from_dict`` reads it back."""
        raise NotImplementedError

    def returns(self) -> list[float]:
        """One number per player: 1.0 for a winner, 0.0 otherwise (when over)."""
        raise NotImplementedError

    def winners(self) -> list[int]:
        """The players who won (empty while the game goes on)."""
        return [p for p, r in enumerate(self.returns()) if r > 0] if self.is_terminal else []

    def scores(self) -> list[float]:
        """One score per player; by default the returns."""
        return self.returns()

    # -- shared behaviour -------------------------------------------------------------------
    @property
    def is_terminal(self) -> bool:
        """True when the game is over."""
        return self.to_move is None

    @property
    def is_chance_node(self) -> bool:
        """True when chance decides next."""
        return self.to_move == CHANCE

    def check(self, action: Action | str) -> Action:
        """The legal action meant by ``action`` (an Action or its notation), or IllegalAction."""
        if self.to_move is None:
            raise IllegalAction("the game is over", "game-over")
        if self.to_move == CHANCE:
            wanted = action.notation if isinstance(action, Action) else normalize_notation(action)
            outcomes = self.chance_outcomes()
            for outcome, _ in outcomes:
                if outcome.notation == wanted:
                    return outcome
            raise IllegalAction(f"{wanted} is not a possible outcome of this chance node (possible: "
                                f"{', '.join(o.notation for o, _ in outcomes)})", "chance")
        if isinstance(action, str):
            return self.game.parse_action(self, action)
        for legal in self.legal_actions():
            if legal == action:
                return legal
        accepted = self.accept_unlisted(action)
        if accepted is None:
            raise self.why_illegal(action)
        return accepted

    def accept_unlisted(self, action: Action) -> Action | None:
        """An action legal here though ``legal_actions`` does not list it (an amount typed freely,
        where the list offers a few), or None; it may raise IllegalAction naming its rule."""
        return None

    def why_illegal(self, action: Action) -> IllegalAction:
        """The IllegalAction, naming its rule, for an action that is not legal here."""
        return IllegalAction(f"{action} is not legal now", "legal-actions")

    def apply(self, action: Action | str) -> list[Event]:
        """Play ``action`` (an Action or its notation); IllegalAction leaves the state as it was."""
        return self._apply(self.check(action))

    def sheet(self, player: int) -> dict[str, str]:
        """What is on ``player``'s side of the table, in words, label -> value (money, properties, cards,
        characters and where they are): what a player sheet shows. By default the score."""
        return {"score": f"{self.scores()[player]:g}"}

    def records(self) -> dict[str, list[Any]]:
        """Every criminal record of the table, by character id (empty for a game without records)."""
        return {}

    def observation(self, player: int) -> dict[str, Any]:
        """What ``player`` may see of the position, as plain data (hidden information removed)."""
        return self.to_dict()

    def _repr_svg_(self) -> str:
        from ..render import svg

        return svg(self.game.scene(self))
