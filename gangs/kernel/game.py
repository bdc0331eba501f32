"""The Game base class: what a game is, independent of any one position."""

from __future__ import annotations

import importlib
import itertools
from typing import Any, Mapping

from .action import Action, normalize_notation, parse_notation
from .codec import codec, codec_of
from .dice import D6, Die
from .errors import IllegalAction
from .fields import read_into
from .lang import translator
from .limits import MAX_NOTATION, shown
from .options import NEW, Option
from .rules import Rule
from .state import CHANCE, State

_ = translator("kernel")


class Game:
    """A game: its name, its players, its options, its rules, and how to start it.

    Subclasses set ``name``, ``title``, ``min_players``, ``max_players``, ``options`` (the
    declared options), ``rules`` (the rule index), ``die`` when it is not a six-faced die, and
    ``forced_examples``; they implement ``initial_state`` and ``scene``. ``state_from_dict``
    follows from the state's declared fields.
    """

    name: str = ""
    title: str = ""
    min_players: int = 2
    max_players: int = 2
    options: Mapping[str, Option] = {}
    rules: Mapping[str, Rule] = {}
    die: Die = D6
    """The die a bare number loads (``m.force(6)`` -> ``die 6``)."""
    max_decisions: int = 10_000
    """Random play ends within this many decisions (the conformance suite fails a game that does not:
    a stall is a bug); a game whose options let it run on forever says so in the option's doc."""
    narrator: Any = None
    """The ``gangs.kernel.tell.Narrator`` that words this game's events and actions when they are read (None for a
    game whose events are finished sentences)."""
    forced_examples: tuple[str, ...] = ("5",)
    """Outcomes worth loading, as a teacher would type them (the widgets' hint): a die first."""
    sections: tuple[tuple[str, str], ...] = ()
    """The rule index in sections, for the manual (``gangs.manual``): (the section's first rule key, its title marked
    ``N_`` in the game's catalogue), in the index's order; a section runs to the next one's first key. The kernel's
    rules make a section of their own, last. None given: one section of every rule."""
    reference: tuple[str, ...] = ()
    """The rules a player keeps in view, in the order he meets them (a turn, the scoring, the end): the manual's
    one-page reference."""
    asked_kinds: frozenset[str] = frozenset()
    """The kinds of action that give something away of one's own free will (La Street's gifts): a table never plays
    one on a single click, it asks first, and does not outline its places among what the game expects."""
    cap_rules: frozenset[str] = frozenset()
    """The rules whose event says that the round cap (the ``max_turns`` option) stopped the game, and nothing else
    (not a stop the players agreed on): ``gangs.analysis.ending`` reads such an ending from the last decision's events
    instead of playing the match again. None given: every ending in the last round is played again."""

    @property
    def defaults(self) -> dict[str, Any]:
        """Every option's default value."""
        return {name: option.default for name, option in self.options.items()}

    def check_options(self, options: Any) -> dict[str, Any]:
        """The full options, defaults filled in and each value checked by its declared Option;
        ValueError naming an unknown option, or the option and what it allows."""
        if not isinstance(options, Mapping):
            raise ValueError(_("options are a mapping of names to values, not {options}").format(
                options=shown(options)))
        unknown = sorted(name if isinstance(name, str) and len(name) <= 40 else shown(name)
                         for name in options if name not in self.options)
        if unknown:
            raise ValueError(_("{game} has no option {unknown}; its options are {options}").format(
                game=self.name, unknown=", ".join(unknown[:5]) + (", …" if len(unknown) > 5 else ""),
                options=", ".join(self.options) or _("none")))
        full = self.defaults
        for name, value in options.items():
            full[name] = self.options[name].validate(value)
        return full

    def recorded_options(self, options: Any) -> dict[str, Any]:
        """The full options of a recorded match: as ``check_options``, but an option added after the record was
        written (one it does not name, whose ``Option.before`` is given) takes the value the record played with,
        and a ``None`` that an option allowed then (``Option.none_before``) is read as the value it stands for."""
        if isinstance(options, Mapping) and all(isinstance(name, str) for name in options):
            older = {name: option.before for name, option in self.options.items()
                     if name not in options and option.before is not NEW}
            bounded = {name: option.none_before for name, option in self.options.items()
                       if name in options and options[name] is None and option.none_before is not NEW}
            options = {**older, **options, **bounded}
        return self.check_options(options)

    def recorded_readings(self, options: Any) -> list[dict[str, Any]]:
        """The full options a recorded match may have been played with, the likeliest first: ``recorded_options``,
        then, for the options it does not name that have ``Option.earlier`` values, every other combination of
        their ``before`` and ``earlier`` values, in order. Values that do not make valid options are left out."""
        readings = [self.recorded_options(options)]
        if not (isinstance(options, Mapping) and all(isinstance(name, str) for name in options)):
            return readings
        open_ = [option for name, option in self.options.items() if name not in options and option.earlier]
        for values in itertools.islice(itertools.product(*((o.before, *o.earlier) for o in open_)), 1, None):
            try:
                readings.append(self.recorded_options({**options, **{o.name: v for o, v in zip(open_, values)}}))
            except ValueError:
                continue
        return readings

    def initial_state(self, players: list[str], options: Mapping[str, Any]) -> State:
        """The position before anything happens (it may start with a chance node)."""
        raise NotImplementedError

    def state_from_dict(self, data: Mapping[str, Any]) -> State:
        """Rebuild a State from ``State.to_dict()``; ValueError if ``data`` is not one of this game."""
        try:
            if data["game"] != self.name:
                raise ValueError(f"a state of {data['game']!r}, not of {self.name!r}")
            state = self.initial_state(list(data["players"]), data["options"])
            fields = type(state).FIELDS
            if fields is None:
                raise NotImplementedError(f"{type(state).__name__} declares no FIELDS")
            read_into(state, fields, data)
        except (KeyError, TypeError, AttributeError) as error:
            raise ValueError(f"not a state of {self.name}: {error!r}") from None
        return state

    def scene(self, state: State, viewer: int | None = None):
        """The drawing of ``state`` as a ``gangs.render.Scene``."""
        raise NotImplementedError

    def parse_action(self, state: State, text: Any) -> Action:
        """The action of ``state`` whose notation is ``text``; IllegalAction if there is none."""
        if not isinstance(text, str):
            raise IllegalAction(_("{text} is not a notation (a text such as 'roll')").format(text=shown(text)),
                                "notation")
        if len(text) > MAX_NOTATION:
            raise IllegalAction(_("{text} is too long to be a notation (at most {limit} characters)").format(
                text=shown(text), limit=MAX_NOTATION), "notation")
        notation = normalize_notation(text)
        if state.to_move is None:
            raise IllegalAction(_("the game is over"), "game-over")
        if state.to_move == CHANCE:
            candidates = [outcome for outcome, _probability in state.chance_outcomes()]
        else:
            candidates = state.legal_actions()
        for action in candidates:
            if action.notation == notation:
                return action
        spelled = parse_notation(notation)
        if spelled is None:
            raise IllegalAction(_("an empty notation names no action"), "notation")
        if state.to_move == CHANCE:
            raise IllegalAction(_("{notation} is not a possible outcome of this chance node (possible: {possible})")
                                .format(notation=notation, possible=", ".join(c.notation for c in candidates)),
                                "chance")
        accepted = state.accept_unlisted(spelled)
        if accepted is not None:
            return accepted
        raise state.why_illegal(spelled)

    @property
    def die_kind(self) -> str:
        """The kind of the outcomes of ``die`` (``die``)."""
        return self.die.kind

    @property
    def die_faces(self) -> int:
        """The faces of ``die``: a loaded die shows 1 to this."""
        return self.die.faces

    def forced_notation(self, outcome: Any) -> str:
        """The notation of a loaded outcome given as a number, a notation or an Action."""
        if isinstance(outcome, Action):
            return outcome.notation
        if isinstance(outcome, bool) or not isinstance(outcome, (int, str)) or (
                isinstance(outcome, int) and abs(outcome) > 10**9) or (
                isinstance(outcome, str) and len(outcome) > MAX_NOTATION):
            raise IllegalAction(_("{outcome} is not a chance outcome").format(outcome=shown(outcome)), "chance")
        text = normalize_notation(str(outcome))
        return f"{self.die.kind} {text}" if text.isdigit() else text

    def possible_outcome(self, state: State, notation: str) -> bool:
        """Whether ``notation`` could ever be a chance outcome from ``state`` (for loaded dice): here a
        face of ``die``; a game with other chance nodes adds them."""
        return notation in self.die.notations()

    def rule(self, key: str) -> Rule:
        """The rule of this game with that key."""
        return self.rules[key]

    # -- action codes (gangs.kernel.codec), for OpenSpiel and PettingZoo ----------------------------------------
    def action_kinds(self, state: State) -> list:
        """The action codes' declaration: every kind of action and chance outcome with the domain of each of its
        arguments (``gangs.kernel.codec.Kind``), for the match of ``state``; by default the function of that name
        in the game's ``codec.py`` (``gangs/<name>/codec.py``)."""
        return importlib.import_module(f"gangs.{self.name}.codec").action_kinds(state)

    def num_actions(self, players: int | list[str], options: Mapping[str, Any] | None = None) -> int:
        """How many action codes a match of ``players`` (a count or names) with ``options`` has: its actions and
        chance outcomes are numbered from 0 to this, excluded (``gangs.kernel.codec``)."""
        return codec(self, players, options).num_actions

    def encode(self, action: Action, state: State) -> int:
        """The code of ``action`` in the match ``state`` belongs to (its players and options): the same integer
        for the same action in every state of such a match, in every process."""
        return codec_of(state).encode(action)

    def decode(self, state: State, code: int) -> Action:
        """The action or chance outcome of ``state`` with that code; IllegalAction when ``state`` has none."""
        return codec_of(state).decode(state, code)

    def __repr__(self) -> str:
        return f"<Game {self.name}: {self.title}>"
