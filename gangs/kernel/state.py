"""The State base class: one position of a game, with explicit chance nodes."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, ClassVar

from .action import Action, normalize_notation, parse_notation
from .errors import IllegalAction
from .event import Event
from .fields import Fields, check_slots, key, make_clone, write
from .intent import read_intent
from .lang import translator
from .limits import MAX_NOTATION, shown
from .tell import M_, Mn_, Said

if TYPE_CHECKING:
    from .game import Game

_ = translator("kernel")

CHANCE = -1
"""The value of ``to_move`` when chance decides next (a die, a card draw)."""

TIMEOUT = "timeout"
"""The notation a table plays for the seat of ``State.clock_seat`` once it has spent its ``time_quota``."""


class State:
    """A position: whose decision it is, what they may do, and what each action does.

    A game subclasses it, declares its attributes once in ``FIELDS`` (``clone``, ``to_dict``,
    ``Game.state_from_dict`` and ``==`` follow from it), and provides ``to_move``, ``turn``,
    ``legal_actions``, ``chance_outcomes``, ``_apply`` (the rules, on an action known to be legal)
    and ``returns``. The state holds only the position; history lives in ``Match``.
    """

    __slots__ = ()
    game: "Game"
    FIELDS: ClassVar[Fields | None] = None
    """The state's attributes, by how they are copied and saved (see ``gangs.kernel.fields``)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        fields = cls.__dict__.get("FIELDS")
        if fields is not None:
            check_slots(cls, fields)
            if "clone" not in cls.__dict__:
                cls.clone = make_clone(cls, fields)

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
        """An independent copy of this position (written from ``FIELDS``)."""
        raise NotImplementedError(f"{type(self).__name__} declares no FIELDS")

    def to_dict(self) -> dict[str, Any]:
        """The position as plain JSON-able data; ``Game.state_from_dict`` reads it back."""
        if self.FIELDS is None:
            raise NotImplementedError(f"{type(self).__name__} declares no FIELDS")
        return write(self, self.FIELDS)

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        fields = self.FIELDS
        if fields is None:
            return self is other
        return key(self, fields) == key(other, fields)

    __hash__ = None  # type: ignore[assignment]   # a position changes: it is no dict key

    def returns(self) -> list[float]:
        """One number per player: 1.0 for a winner, 0.0 otherwise (when over)."""
        raise NotImplementedError

    def winners(self) -> list[int]:
        """The players who won (empty while the game goes on)."""
        return [p for p, r in enumerate(self.returns()) if r > 0] if self.is_terminal else []

    def scores(self) -> list[float]:
        """One score per player; by default the returns."""
        return self.returns()

    def evaluation(self, player: int) -> float:
        """How well ``player`` stands, from 0 (lost) to 1 (won): what a computer player maximises when it looks
        ahead (``gangs.agents``). Over, it is his return; before, his score against the best of the others',
        ``0.5 + 0.5 * (mine - best other) / (|mine| + |best other| + 1)``. A game overrides it with what its
        table players weigh (money and properties, the parrain's tour, the loot...)."""
        if self.is_terminal:
            return self.returns()[player]
        scores = self.scores()
        mine = scores[player]
        best = max((s for q, s in enumerate(scores) if q != player), default=0.0)
        return 0.5 + 0.5 * (mine - best) / (abs(mine) + abs(best) + 1.0)

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
            raise IllegalAction(_("the game is over"), "game-over")
        if isinstance(action, str) and len(action) > MAX_NOTATION:
            raise IllegalAction(_("{text} is too long to be a notation (at most {limit} characters)").format(
                text=shown(action), limit=MAX_NOTATION), "notation")
        if self.to_move == CHANCE:
            wanted = action.notation if isinstance(action, Action) else normalize_notation(action)
            outcomes = self.chance_outcomes()
            for outcome, _probability in outcomes:
                if outcome.notation == wanted:
                    return outcome
            raise IllegalAction(_("{notation} is not a possible outcome of this chance node (possible: {possible})")
                                .format(notation=wanted, possible=", ".join(o.notation for o, _p in outcomes)),
                                "chance")
        if isinstance(action, str):
            return self.game.parse_action(self, action)
        if not isinstance(action, Action):
            raise IllegalAction(_("{action} is not an action (an Action or its notation)").format(action=shown(action)),
                                "notation")
        for legal in self.legal_actions():
            if legal == action:
                return legal
        spelled = parse_notation(action.notation)
        if spelled is None or spelled.notation != action.notation or spelled.args != action.args:
            raise IllegalAction(_("{notation} is not a notation this game reads back: an action's words are lower-case "
                                  "names and whole numbers").format(notation=shown(action.notation)), "notation")
        accepted = self.accept_unlisted(spelled)
        if accepted is None:
            raise self.why_illegal(spelled)
        return accepted

    def accept_unlisted(self, action: Action) -> Action | None:
        """An action legal here though ``legal_actions`` does not list it (an amount typed freely,
        where the list offers a few), or None; it may raise IllegalAction naming its rule."""
        return None

    @property
    def clock_seat(self) -> int | None:
        """The seat whose turn clock runs now, in a game that times its turns (an option ``time_quota``, in
        seconds): a table counts that seat's time while this names it and, once ``time_quota`` seconds are spent,
        plays ``TIMEOUT`` for it, which the game then accepts unlisted (``accept_unlisted``). None while no clock
        runs: always, in a game with no clock."""
        return None

    def considered(self, legal: list[Action]) -> list[Action]:
        """Of ``legal``, the actions a computer player weighs (``GreedyAgent``, ``MCTSAgent``; the random player
        takes any): all of them by default. A game leaves out what only makes sense between people who talk, such
        as La Street's gifts of money (« négocier »), which a program that cannot negotiate would hand out for
        nothing; never all of them."""
        return legal

    def intent(self, piece: str | None, target: str) -> list[Action]:
        """What a click on the shape ``target`` means with the piece drawn as ``piece`` picked (scene ids; None: no
        piece picked): the legal actions it plays, if any; else the actions the player most likely meant, none of
        them legal, for a screen to tell why (``why_illegal``); empty when it means nothing. The default reads the
        legal actions' own words (``gangs.kernel.intent.read_intent``); a game whose notation does not name the place
        reached (Vengeance à Chicago moves a figure by a number of steps) says what a piece taken there means."""
        return read_intent(self.legal_actions(), piece, target)

    def why_illegal(self, action: Action) -> IllegalAction:
        """The IllegalAction, naming its rule, for an action that is not legal here."""
        return IllegalAction(_("{action} is not legal now").format(action=action), "legal-actions")

    def apply(self, action: Action | str) -> list[Event]:
        """Play ``action`` (an Action or its notation); IllegalAction leaves the state as it was."""
        return self._apply(self.check(action))

    def sheet(self, player: int, viewer: int | None = None) -> dict[str, str]:
        """What is on ``player``'s side of the table, in words, label -> value (money, properties, cards,
        characters and where they are): what a player sheet shows. By default the score. ``viewer``: who
        looks (a player, ``SPECTATOR``, None for the teacher); a game whose sheet names a secret (the
        cards in a hand) takes it and tells any other viewer than ``player`` only what is public (how many)."""
        return {"score": f"{self.scores()[player]:g}"}

    def awaited(self) -> Said:
        """What the position waits for, as facts (no words): a message marked ``M_`` and its facts, the player
        deciding as the fact ``player``, the winners at the end as ``winners`` (``gangs.kernel.tell.awaited``
        words it for a viewer). By default whose decision it is; a game says what the decision is, in messages
        of its own catalogue (each one its own: this default's messages are the kernel's)."""
        if self.is_terminal:
            winners = tuple(self.winners())
            if not winners:
                return Said(M_("Game over: nobody wins."))
            return Said(Mn_("Winner: {winners}!", "Winners: {winners}!"), {"winners": winners, "n": len(winners)})
        if self.is_chance_node:
            return Said(M_("Chance decides…"))
        return Said(M_("{player} to play"), {"player": self.to_move})

    def tables(self) -> dict[str, tuple[tuple[str, ...], list[tuple]]]:
        """What an inspector shows beside the players' sheets: ``{title: (columns, rows)}``, each row a
        tuple of plain values, one per column (empty for a game with nothing more on the table)."""
        return {}

    def observation(self, player: int) -> dict[str, Any]:
        """What ``player`` may see of the position, as plain data (hidden information removed)."""
        return self.to_dict()

    def resample(self, player: int, rng: random.Random) -> "State":
        """A copy of the position in which what ``player`` cannot see (the others' hands, the deck) is dealt
        again from ``rng``, consistently with what he saw. A game with secrets overrides it; one that hides
        nothing returns a plain copy."""
        return self.clone()

    def _repr_svg_(self) -> str:
        """The board as SVG, for a notebook (IPython's rich display): crisp, and shown by JupyterLab once
        the notebook is trusted. ``_repr_png_`` stores the same board as PNG beside it for the untrusted."""
        from ..render import svg

        return svg(self.game.scene(self))

    def _repr_png_(self) -> bytes | None:
        """The board as PNG, stored beside the SVG in a notebook's output: JupyterLab draws SVG only in
        a trusted notebook but PNG in any, so a notebook opened without running it still shows its
        boards (trusted, Lab prefers the SVG). None without Pillow: then only the SVG is stored."""
        import importlib.util

        if importlib.util.find_spec("PIL") is None:
            return None
        from ..render import png

        return png(self.game.scene(self))
