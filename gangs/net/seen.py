"""A view as a remote seat holds it: ``RemoteView(message, why)`` reads the server's view message (``Room.view``,
made whole by ``RemoteSeat``) with the names and parts of a ``gangs.views.View``, so that a screen made for a local
view (the Table) reads a remote one the same way. It holds only what the server sent: there is no state behind it.
What only the engine can say (why a click plays nothing) is asked of the server (``why``)."""

from __future__ import annotations

from functools import cached_property
from typing import Any, Callable, Sequence

from gangs.kernel import Action, Game, IllegalAction
from gangs.render import Scene
from gangs.views import Shown, scene_of

from .client import RemoteError

Why = Callable[[str | None, list[str]], "dict[str, Any] | None"]
"""How a remote view asks the server why a click plays nothing: ``why(piece, ids)`` -> ``rule`` and ``reason``, or
None (``RemoteSeat.why``)."""


def _no_answer(_piece: str | None, _ids: list[str]) -> None:
    return None


def shown_of(data: dict[str, Any]) -> Shown:
    """A choice of a view (``gangs.views.action_seen``) as an action with its words: its notation, piece and places
    as the server sent them (it is played by its notation)."""
    words = str(data["notation"]).split(" ")
    action = Action(words[0], *words[1:], targets=tuple(data.get("targets") or ()), piece=data.get("piece"))
    return Shown.of(action, str(data.get("label") or data["notation"]), str(data.get("piece_name") or ""))


class RemoteView:
    """The view a server's ``view`` message holds, read as a ``gangs.views.View`` is: ``viewer``, ``lang``,
    ``names``, ``turn``, ``over``, ``to_move``, ``mine``, ``decisions``, ``game``, ``winners``, ``scores``,
    ``ending``, ``awaited``, ``actions``, ``scene``, ``sheets``, ``tables``, ``log(since)``, ``mover_of``,
    ``since_mine``, ``recent()``, ``turn_of``, ``last_move``, ``refusal`` (asked of the server through ``why``).
    ``may_load`` is False: nobody loads the dice of a room. ``message`` is the whole message (its ``seats``,
    ``can_undo``)."""

    may_load = False
    load_examples: tuple[str, ...] = ()

    def __init__(self, message: dict[str, Any], why: Why = _no_answer) -> None:
        self.message, self._why = message, why
        view = self.data = message["view"]
        self.viewer: int | None = view["viewer"]
        self.lang: str = view["lang"]
        self.names: tuple[str, ...] = tuple(view["players"])
        self.turn: int = view["turn"]
        self.over: bool = view["over"]
        self.to_move: int | None = view["to_move"]
        self.mine: bool = view["mine"]
        self.decisions: int = view.get("decisions", message.get("decision", 0))
        self.winners: tuple[int, ...] = tuple(view.get("winners", ()))
        self.scores: tuple[float, ...] = tuple(view.get("scores", ()))
        self.ending: dict[str, Any] | None = view.get("ending")
        self.awaited: str = view.get("awaited", "")
        self.sheets: tuple[dict[str, Any], ...] = tuple(view.get("sheets", ()))
        self.tables: dict[str, dict[str, list]] = view.get("tables", {})
        self.since_mine: int = view.get("since_mine", self.decisions)
        self.last_move: frozenset[str] = frozenset(view.get("last_move", ()))
        self._turns: list[int] = view.get("turns", [])
        self._movers: list[int | None] = view.get("movers", [])

    @property
    def game(self) -> Game:
        """The game (the rules this client knows of it: its rule index, its options; never its position)."""
        import gangs

        return gangs.GAMES[self.data["game"]]

    @cached_property
    def actions(self) -> tuple[Shown, ...]:
        """The viewer's choices now, with their words for him (none unless the decision is his)."""
        return tuple(shown_of(action) for action in self.data.get("actions", ()))

    @cached_property
    def scene(self) -> Scene:
        """The board drawn for the viewer, as the server drew it."""
        return scene_of(self.data["scene"])

    def log(self, since: int = 0) -> list[dict[str, Any]]:
        """The events the viewer may read that decisions ``since`` and after caused, oldest first, as the server
        worded them for him (each with ``decision`` and ``turn``)."""
        return [entry for entry in self.data.get("log", ()) if entry.get("decision", 0) >= since]

    def mover_of(self, decision: int) -> int | None:
        """Who made decision ``decision`` (None for the start)."""
        movers = self._movers
        return movers[decision] if 0 <= decision < len(movers) else None

    def recent(self) -> list[dict[str, Any]]:
        """What the viewer may read since he last decided, each entry with its ``mover`` (``View.recent``)."""
        if not self.decisions:
            return []
        return [dict(entry, mover=self.mover_of(entry["decision"])) for entry in self.log(since=self.since_mine)]

    def turn_of(self, decision: int) -> int | None:
        """The round decision ``decision`` was made in (0: the start's round)."""
        turns = self._turns
        return turns[decision] if 0 <= decision < len(turns) else None

    def refusal(self, piece: str | None, ids: Sequence[str]) -> IllegalAction | None:
        """Why a click on ``ids`` (topmost first) with ``piece`` picked plays nothing, as the server's engine says it
        for this viewer (``View.refusal``), in his words; None when it meant no action, the decision is not his, or
        the server did not answer."""
        if not self.mine or not ids:
            return None
        try:
            said = self._why(piece, list(ids))
        except (RemoteError, TimeoutError, ConnectionError, OSError):
            return None
        if not isinstance(said, dict) or not isinstance(said.get("reason"), str):
            return None
        return IllegalAction(said["reason"], str(said.get("rule") or "legal-actions"))

    def as_dict(self) -> dict[str, Any]:
        """The view as the server sent it (``gangs.views.View.as_dict``)."""
        return self.data
