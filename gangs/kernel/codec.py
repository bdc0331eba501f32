"""A stable action code: every action of a game as an integer from a fixed range, for OpenSpiel and PettingZoo.

A game declares, once, the kinds of its actions and the domain of each argument (``gangs/<game>/codec.py``:
``action_kinds(state) -> list[Kind]``, read from the first position of a match, so a domain may depend on the
players, the options and the board). The code of an action is the offset of its kind followed by the mixed-radix
number of its arguments' places in their domains: it depends on the action's notation alone, so it is the same in
every state and every process. Chance outcomes (``die 6``, ``draw balance``) are coded in the same range as the
players' actions: ``num_actions`` bounds both.

A domain may leave an argument out of the code (``IMPLIED``) where the other arguments and the state pin it: the
node of ``settle s12 red.killer green`` is where Red's killer stands. Two actions may then share a code, but
never two actions of one state: ``decode(state, code)`` reads the code back among that state's actions, and the
conformance check (``tests/test_codec.py``) plays random games to see that every legal action and chance outcome
has a code in range, that no two of one state share one, and that ``decode(encode(a)) == a``.

Kinds are tried in their declared order, the first whose domains all take the arguments wins; append new kinds
at the end, so that the codes of the others stay what they were.
"""

from __future__ import annotations

import importlib
from math import comb
from typing import Any, Iterable, Mapping, Sequence

from .action import Action
from .errors import IllegalAction
from .state import CHANCE, State


class Domain:
    """The values an argument may take, numbered from 0 to ``size - 1``."""

    size: int = 0

    def index(self, value: Any) -> int | None:
        """The number of ``value`` in this domain, or None when it is not in it."""
        raise NotImplementedError


class Values(Domain):
    """A finite list of values (words or whole numbers), numbered in the given order."""

    def __init__(self, values: Iterable[Any]) -> None:
        self.values = tuple(values)
        self.places = {value: i for i, value in enumerate(self.values)}
        if len(self.places) != len(self.values):
            raise ValueError(f"a domain lists each value once: {self.values}")
        self.size = len(self.values)

    def index(self, value: Any) -> int | None:
        """The value's place in the list; a number and the same number as a word are different values."""
        found = self.places.get(value)
        if found is None or type(value) is not type(self.values[found]):
            return None
        return found

    def __repr__(self) -> str:
        return f"Values({self.values!r})"


class Implied(Domain):
    """An argument left out of the code, as the others and the state pin it (say why in ``reason``)."""

    size = 1

    def __init__(self, reason: str, among: Domain | None = None) -> None:
        self.reason = reason
        self.among = among

    def index(self, value: Any) -> int | None:
        """0 for any value (of ``among``, when given)."""
        if self.among is not None and self.among.index(value) is None:
            return None
        return 0

    def __repr__(self) -> str:
        return f"Implied({self.reason!r})"


class Parts(Domain):
    """Words naming ``smallest`` to ``largest`` distinct elements joined by ``sep`` (``red.killer+red.vamp``),
    numbered by size, then by the combination's rank: the order of the elements in the word does not count."""

    def __init__(self, elements: Iterable[str], smallest: int = 1, largest: int = 3, sep: str = "+") -> None:
        self.elements = tuple(elements)
        self.places = {element: i for i, element in enumerate(self.elements)}
        self.smallest, self.largest, self.sep = smallest, min(largest, len(self.elements)), sep
        n = len(self.elements)
        self.offsets = {}
        total = 0
        for k in range(smallest, self.largest + 1):
            self.offsets[k] = total
            total += comb(n, k)
        self.size = total

    def index(self, value: Any) -> int | None:
        """The word's number, or None for a word that is not such a part."""
        if not isinstance(value, str):
            return None
        words = value.split(self.sep)
        places = sorted(self.places.get(word, -1) for word in words)
        k = len(places)
        if k not in self.offsets or places[0] < 0 or len(set(places)) != k:
            return None
        # the combinatorial number system: the rank of a k-combination among all k-combinations of n
        return self.offsets[k] + sum(comb(place, i + 1) for i, place in enumerate(places))

    def __repr__(self) -> str:
        return f"Parts({len(self.elements)} elements, {self.smallest}..{self.largest})"


class Many(Domain):
    """Any word naming more than ``more_than`` distinct elements joined by ``sep``, all with one number (a game
    lists at most one such large group where the others arguments point)."""

    size = 1

    def __init__(self, elements: Iterable[str], more_than: int = 3, sep: str = "+") -> None:
        self.elements = frozenset(elements)
        self.more_than, self.sep = more_than, sep

    def index(self, value: Any) -> int | None:
        """0 for a large enough group of distinct known elements, else None."""
        if not isinstance(value, str):
            return None
        words = value.split(self.sep)
        if len(words) <= self.more_than or len(set(words)) != len(words) or not self.elements.issuperset(words):
            return None
        return 0

    def __repr__(self) -> str:
        return f"Many(more than {self.more_than})"


class OneOf(Domain):
    """The union of domains, numbered one after the other (the first that takes a value numbers it)."""

    def __init__(self, *domains: Domain) -> None:
        self.domains = domains
        self.size = sum(d.size for d in domains)

    def index(self, value: Any) -> int | None:
        """The value's number in the first domain that takes it, after the sizes of those before it."""
        offset = 0
        for domain in self.domains:
            found = domain.index(value)
            if found is not None:
                return offset + found
            offset += domain.size
        return None

    def __repr__(self) -> str:
        return f"OneOf{self.domains!r}"


def words(values: Iterable[Any]) -> Values:
    """A ``Values`` domain: the usual spelling in a declaration (``words(board.node_names)``)."""
    return Values(values)


def numbers(first: int, last: int) -> Values:
    """The whole numbers from ``first`` to ``last``, both included."""
    return Values(range(first, last + 1))


class Kind:
    """One shape of action: its kind (the notation's first word) and one domain per argument."""

    def __init__(self, kind: str, *domains: Domain) -> None:
        self.kind = kind
        self.domains = domains
        size = 1
        for domain in domains:
            size *= domain.size
        self.size = size

    def index(self, args: tuple) -> int | None:
        """The mixed-radix number of ``args`` (the first argument counts most), or None if one is out of its
        domain."""
        number = 0
        for domain, value in zip(self.domains, args):
            found = domain.index(value)
            if found is None:
                return None
            number = number * domain.size + found
        return number

    def __repr__(self) -> str:
        return f"Kind({self.kind!r}, {', '.join(map(repr, self.domains))})"


class ActionCodec:
    """The codes of one game for one number of players and one set of options.

    ``num_actions``: the codes run from 0 to it (excluded), for the players' actions and chance outcomes
    alike. ``encode(action)`` is the action's code (ValueError for an action no kind takes, e.g. a gift of an
    amount typed freely rather than listed); ``decode(state, code)`` the action or chance outcome of ``state``
    with that code (IllegalAction when there is none).
    """

    def __init__(self, kinds: Sequence[Kind]) -> None:
        self.kinds = tuple(kinds)
        self.by_shape: dict[tuple[str, int], list[tuple[int, Kind]]] = {}
        offset = 0
        for kind in self.kinds:
            self.by_shape.setdefault((kind.kind, len(kind.domains)), []).append((offset, kind))
            offset += kind.size
        self.num_actions = offset
        self.memo: dict[str, int] = {}

    def encode(self, action: Action) -> int:
        """The action's code, from its notation alone."""
        notation = action.notation
        code = self.memo.get(notation)
        if code is not None:
            return code
        for offset, kind in self.by_shape.get((action.kind, len(action.args)), ()):
            number = kind.index(action.args)
            if number is not None:
                self.memo[notation] = offset + number
                return offset + number
        raise ValueError(f"no declared kind codes the action {notation!r}")

    def candidates(self, state: State) -> list[Action]:
        """The actions ``state`` offers: its chance outcomes at a chance node, its legal actions otherwise."""
        if state.to_move == CHANCE:
            return [outcome for outcome, _probability in state.chance_outcomes()]
        return state.legal_actions() if state.to_move is not None else []

    def legal_codes(self, state: State) -> dict[int, Action]:
        """Each action (or chance outcome) of ``state`` by its code."""
        return {self.encode(action): action for action in self.candidates(state)}

    def decode(self, state: State, code: int) -> Action:
        """The action or chance outcome of ``state`` whose code is ``code``."""
        for action in self.candidates(state):
            if self.encode(action) == code:
                return action
        raise IllegalAction(f"no action of this position has the code {code!r}", "legal-actions")

    def __repr__(self) -> str:
        return f"<ActionCodec: {len(self.kinds)} kinds, {self.num_actions} codes>"


_CODECS: dict[tuple, ActionCodec] = {}


def codec(game: Any, players: int | Sequence[str], options: Mapping[str, Any] | None = None) -> ActionCodec:
    """The codec of ``game`` for ``players`` (a number or the names) and ``options`` (defaults filled in), built
    from the game's declaration on the match's first position, and kept for the next call. The declaration is
    the game's own ``action_kinds(state)`` method if it has one, else ``gangs.<game.name>.codec.action_kinds``."""
    names = [f"P{i + 1}" for i in range(players)] if isinstance(players, int) else list(players)
    full = game.check_options(dict(options or {}))
    key = (game.name, len(names), tuple(sorted(full.items())))
    found = _CODECS.get(key)
    if found is None:
        declare = getattr(game, "action_kinds", None)
        if declare is None:
            declare = importlib.import_module(f"gangs.{game.name}.codec").action_kinds
        found = _CODECS[key] = ActionCodec(declare(game.initial_state(names, full)))
    return found


def codec_of(state: State) -> ActionCodec:
    """The codec of the match ``state`` belongs to (its game, players and options)."""
    return codec(state.game, list(state.names), state.options)
