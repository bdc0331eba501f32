"""The Game base class: what a game is, independent of any one position."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from .action import Action, normalize_notation, parse_notation
from .errors import IllegalAction
from .rules import Rule
from .state import CHANCE, State


class Game:
    """A game: its name, its players, its options, its rules, and how to start it.

    Subclasses set ``name``, ``title``, ``min_players``, ``max_players``, ``options`` (the
    defaults), ``rules`` (the rule index) and implement ``initial_state``, ``state_from_dict``
    and ``scene``.
    """

    name: str = ""
    title: str = ""
    min_players: int = 2
    max_players: int = 2
    options: Mapping[str, Any] = {}
    rules: Mapping[str, Rule] = {}

    def check_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The full options, defaults filled in; ValueError for an unknown or bad option."""
        unknown = set(options) - set(self.options)
        if unknown:
            raise ValueError(f"{self.name} has no option {', '.join(sorted(unknown))}; "
                             f"its options are {', '.join(self.options) or 'none'}")
        return {**self.options, **options}

    @staticmethod
    def check_max_turns(turns: Any) -> None:
        """The option ``max_turns`` shared by the games: None, or a positive number of rounds."""
        if turns is not None and (isinstance(turns, bool) or not isinstance(turns, int) or turns < 1):
            raise ValueError(f"max_turns must be None or a positive number of rounds, not {turns!r}")

    @staticmethod
    def check_board_file(path: Any, load: Callable[[str], Any]) -> str | None:
        """The option ``board`` shared by the games: None, or the path of a board file that ``load`` reads
        without error (a teacher's edited copy); the path as a string."""
        if path is None:
            return None
        path = str(path)
        try:
            load(path)
        except OSError as error:
            raise ValueError(f"cannot read the board file {path!r}: {error}") from None
        except (KeyError, TypeError, ValueError) as error:       # a TOML syntax error is a ValueError too
            raise ValueError(f"the board file {path!r} is not a board: {error!r}") from None
        return path

    def initial_state(self, players: list[str], options: Mapping[str, Any]) -> State:
        """The position before anything happens (it may start with a chance node)."""
        raise NotImplementedError

    def state_from_dict(self, data: Mapping[str, Any]) -> State:
        """Rebuild a State from ``State.to_dict()``."""
        raise NotImplementedError

    def scene(self, state: State, viewer: int | None = None):
        """The drawing of ``state`` as a ``gangs.render.Scene``."""
        raise NotImplementedError

    def parse_action(self, state: State, text: str) -> Action:
        """The action of ``state`` whose notation is ``text``; IllegalAction if there is none."""
        notation = normalize_notation(text)
        if state.to_move == CHANCE:
            candidates = [outcome for outcome, _ in state.chance_outcomes()]
        else:
            candidates = state.legal_actions()
        for action in candidates:
            if action.notation == notation:
                return action
        spelled = parse_notation(notation)
        if spelled is None:
            raise IllegalAction("an empty notation names no action", "notation")
        if state.to_move != CHANCE:
            accepted = state.accept_unlisted(spelled)
            if accepted is not None:
                return accepted
        raise state.why_illegal(spelled)

    die_kind: str = "die"
    """The kind of the chance outcome a bare number loads (``m.force(6)`` -> ``die 6``)."""

    die_faces: int = 6
    """The faces of that die: a loaded die shows 1 to this."""

    def forced_notation(self, outcome: "int | str | Action") -> str:
        """The notation of a loaded outcome given as a number, a notation or an Action."""
        if isinstance(outcome, Action):
            return outcome.notation
        if isinstance(outcome, bool) or not isinstance(outcome, (int, str)):
            raise IllegalAction(f"{outcome!r} is not a chance outcome", "chance")
        text = normalize_notation(str(outcome))
        return f"{self.die_kind} {text}" if text.isdigit() else text

    def possible_outcome(self, state: State, notation: str) -> bool:
        """Whether ``notation`` could ever be a chance outcome from ``state`` (for loaded dice): here a
        die (``die_kind``) showing 1 to ``die_faces``; a game with other chance nodes adds them."""
        kind, _, face = notation.partition(" ")
        return kind == self.die_kind and face in {str(n) for n in range(1, self.die_faces + 1)}

    def rule(self, key: str) -> Rule:
        """The rule of this game with that key."""
        return self.rules[key]

    def __repr__(self) -> str:
        return f"<Game {self.name}: {self.title}>"
