"""Match: a game being played, with its history, its dice, undo, redo, branches and record."""

from __future__ import annotations

import random
from typing import Any, Iterable, Mapping, Sequence

from .action import Action
from .agent import Agent, RandomAgent
from .errors import IllegalAction, RecordError
from .event import Event
from .game import Game
from .lang import DEFAULT, check_language, language, own_language, translator
from .record import Record
from .state import CHANCE, State

_ = translator("kernel")


class Match:
    """A game in progress: the State now, and everything that led to it.

    Chance is resolved by the match: after every decision it samples the outcomes of the chance
    nodes that follow from its own seeded generator (one draw per chance node, so a replayed
    match continues with the same dice) and writes them into the record. A *decision* is one
    player's action with the chance outcomes resolved after it; ``undo``, ``redo``, ``branch``
    and ``run(max_steps=...)`` count decisions.

    The match speaks its language, ``lang`` (``"en"`` or ``"fr"``, see ``gangs.kernel.lang``): whatever it asks
    of its game (events, labels, refusals) is told in it. Setting ``match.lang`` (or ``speak(lang)``) tells the
    whole match again in the new language; the record holds no language.
    """

    def __init__(self, game: Game, players: Sequence[str], options: Mapping[str, Any],
                 seed: int | None = None, *, steps: Sequence[Action | str] = (),
                 reseeds: Iterable[Sequence[int]] = (), checked: bool = False,
                 initial: State | None = None, agent_seed: str | None = None, lang: str = DEFAULT) -> None:
        """A match of ``game`` between ``players`` (names) with checked ``options``, its dice drawn
        from ``seed`` (a random one, recorded, when None).

        ``steps`` (and the ``[step, seed]`` ``reseeds`` made along them) are played first: trusted
        Actions, or, with ``checked=True``, notations each checked against the rules, the first bad
        one raising RecordError with its index (how a record is replayed). ``initial``: the
        starting position, when it is already built (a branch shares its parent's). ``lang``: the language
        the match speaks (a ValueError naming the languages for one there is not).
        """
        self._lang = check_language(lang)
        with language(self._lang):
            self._start(game, players, options, seed, steps, reseeds, checked, initial, agent_seed)

    def _start(self, game: Game, players: Sequence[str], options: Mapping[str, Any], seed: int | None,
               steps: Sequence[Action | str], reseeds: Iterable[Sequence[int]], checked: bool,
               initial: State | None, agent_seed: str | None) -> None:
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise ValueError(f"a seed is a whole number or None, not {seed!r}")
        self.game = game
        self.players = list(players)
        self.options = dict(options)
        self.seed = random.randrange(2**32) if seed is None else seed
        self._initial = game.initial_state(self.players, self.options) if initial is None else initial
        self._forced: list[str] = []
        self._redo: list[list[Action]] = []
        self._undone_reseeds: list[list[int]] = []
        self._agent_rng = random.Random(agent_seed or f"agents/{self.seed}")
        self._reset(steps, reseeds, checked)

    # -- language ----------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        """The language the match speaks (``"en"``, ``"fr"``); setting it tells the match again in that one."""
        return self._lang

    @lang.setter
    def lang(self, lang: str) -> None:
        self.speak(lang)

    def speak(self, lang: str) -> "Match":
        """Tell the whole match again in ``lang``: the same steps replayed, so the log, the labels and the
        refusals are in that language from now on (a ValueError naming the languages for one there is not)."""
        lang = check_language(lang)
        if lang == self._lang:
            return self
        self._lang = lang
        with language(lang):
            rng, forced = self._rng.getstate(), list(self._forced)
            self._initial = self.game.initial_state(self.players, self.options)
            redo, undone = self._redo, self._undone_reseeds
            self._reset(list(self._steps), list(self._reseeds))
            self._rng.setstate(rng)
            self._forced, self._redo, self._undone_reseeds = forced, redo, undone
        return self

    # -- reading -----------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        """The player who decides now; ``None`` when the match is over."""
        return self.state.to_move

    @own_language
    def legal_actions(self) -> list[Action]:
        """The actions of the player to move now."""
        return self.state.legal_actions()

    @property
    def log(self) -> list[Event]:
        """Every event so far, in order (read it, do not change it)."""
        return self._log

    @property
    def steps(self) -> list[Action]:
        """Every step so far: the players' actions and the chance outcomes, in order."""
        return list(self._steps)

    @property
    def decisions(self) -> int:
        """How many decisions have been made."""
        return len(self._ends) - 1

    @property
    def record(self) -> Record:
        """The record of the match so far."""
        return Record(game=self.game.name, players=list(self.players), options=dict(self.options),
                      seed=self.seed, steps=[a.notation for a in self._steps],
                      reseeds=[list(r) for r in self._reseeds],
                      result={"winners": self.winners, "scores": self.scores} if self.is_over else None)

    @property
    def is_over(self) -> bool:
        """True when the game has ended."""
        return self.state.is_terminal

    @property
    def winners(self) -> list[int]:
        """The winning players (empty while the game goes on)."""
        return self.state.winners() if self.is_over else []

    @property
    def scores(self) -> list[float]:
        """One score per player (what each game counts: money, points)."""
        return self.state.scores()

    @own_language
    def state_at(self, decision: int) -> State:
        """A copy of the state after ``decision`` decisions (0: the start)."""
        if not 0 <= decision <= self.decisions:
            raise IndexError(f"decision {decision} is not between 0 and {self.decisions}")
        return self._replay(self._ends[decision])[0]

    @property
    def decision_turns(self) -> list[int]:
        """The round of each decision: item 0 the round at the start, item k the round in which
        decision k was made (so a log can be headed by rounds without replaying the match)."""
        return self._turns[:1] + self._turns[:-1]

    def events_by_decision(self) -> list[list[Event]]:
        """The log split by decision: item 0 is the start, item k what decision k caused."""
        return [self._log[a:b] for a, b in zip([0, *self._log_ends], self._log_ends)]

    # -- playing -----------------------------------------------------------------------------
    @own_language
    def play(self, action: Action | str) -> list[Event]:
        """Make one decision: ``action`` (an Action or its notation) by the player to move.

        Returns the events it caused, chance included. Raises IllegalAction (naming its rule)
        and leaves the match as it was if the action is not legal or a loaded die cannot fall.
        """
        if self.state.to_move is None:
            raise IllegalAction(_("the game is over"), "game-over")
        action = self.state.check(action)
        start = len(self._log)
        self._decide(action, undoable=bool(self._forced))
        self._forget_redo()
        return self._log[start:]

    @own_language
    def run(self, agents: Mapping[int, Agent] | Sequence[Agent] | None = None,
            max_steps: int | None = None) -> "Match":
        """Play on with agents until the game is over or ``max_steps`` decisions are made.

        ``agents``: one per player (a list, or a dict player -> agent; missing players get a
        random agent). An agent has ``choose(state, legal_actions) -> Action``.
        """
        chosen: dict[int, Any] = dict(enumerate(agents)) if isinstance(agents, (list, tuple)) else dict(agents or {})
        seats = [chosen.get(p) or RandomAgent(self._agent_rng) for p in range(len(self.players))]
        made = 0
        state = self.state
        while state.to_move is not None and (max_steps is None or made < max_steps):
            legal = state.legal_actions()
            action = seats[state.to_move].choose(state, legal)
            for candidate in legal:
                if candidate is action:
                    break
            else:
                action = state.check(action)
            self._decide(action, undoable=bool(self._forced))
            state = self.state
            made += 1
        if made:
            self._forget_redo()
        return self

    @own_language
    def undo(self, n: int = 1) -> "Match":
        """Take back the last ``n`` decisions, exactly (the dice are given back too)."""
        if not _count(n) or not 0 <= n <= self.decisions:
            raise IllegalAction(_("cannot undo {n} decisions: only {made} made").format(n=repr(n), made=self.decisions),
                                "undo")
        if n == 0:
            return self
        keep = len(self._ends) - n
        for k in range(len(self._ends) - 1, keep - 1, -1):
            self._redo.append(self._steps[self._ends[k - 1]:self._ends[k]])
        end = self._ends[keep - 1]
        self._undone_reseeds = sorted([r for r in self._reseeds if r[0] > end] + self._undone_reseeds)
        self._reset(self._steps[:end], [r for r in self._reseeds if r[0] <= end])
        return self

    @own_language
    def redo(self, n: int = 1) -> "Match":
        """Make again the last ``n`` undone decisions, with the same dice."""
        if not _count(n) or not 0 <= n <= len(self._redo):
            raise IllegalAction(_("cannot redo {n} decisions: only {undone} undone").format(
                n=repr(n), undone=len(self._redo)), "redo")
        for _undone in range(n):
            for action in self._redo.pop():
                self._restore_reseeds()
                self._step(action)
            self._close_decision()
        self._restore_reseeds()
        return self

    def _restore_reseeds(self) -> None:
        """Redoing reaches the steps where a reseed was made: take it back into the record."""
        while self._undone_reseeds and self._undone_reseeds[0][0] <= len(self._steps):
            reseed = self._undone_reseeds.pop(0)
            self._reseeds.append(reseed)
            self._rng = random.Random(reseed[1])

    def _forget_redo(self) -> None:
        self._redo.clear()
        self._undone_reseeds.clear()

    @property
    def can_redo(self) -> int:
        """How many undone decisions can be made again."""
        return len(self._redo)

    @own_language
    def branch(self, k: int | None = None) -> "Match":
        """A new match replaying this one's first ``k`` decisions (all of them by default)."""
        k = self.decisions if k is None else k
        if not _count(k) or not 0 <= k <= self.decisions:
            raise IllegalAction(_("cannot branch at decision {k}: it is not between 0 and {made}").format(
                k=repr(k), made=self.decisions), "branch")
        end = self._ends[k]
        return Match(self.game, self.players, self.options, self.seed, steps=self._steps[:end],
                     reseeds=[r for r in self._reseeds if r[0] <= end], initial=self._initial,
                     agent_seed=f"agents/{self.seed}/{k}", lang=self._lang)

    @own_language
    def reseed(self, seed: int) -> "Match":
        """From now on, the dice come from ``seed`` (a whole number)."""
        if not _count(seed):
            raise IllegalAction(_("a seed is a whole number, not {seed}").format(seed=repr(seed)), "seed")
        self._reseeds = [r for r in self._reseeds if r[0] != len(self._steps)]
        self._reseeds.append([len(self._steps), seed])
        self._rng = random.Random(seed)
        return self

    @own_language
    def force(self, outcome: int | str | Action) -> "Match":
        """Load the dice: the next chance node of this kind gives ``outcome``.

        ``m.force(6)`` makes the next die a 6; a notation (``"die 6"``, or any other outcome's) loads
        any chance node. Several calls queue up. An outcome that can never happen raises
        IllegalAction; one the next node of its kind cannot give raises IllegalAction when the
        decision that reaches it is played, and that decision is not made.
        """
        notation = self.game.forced_notation(outcome)
        if not self.game.possible_outcome(self.state, notation):
            raise IllegalAction(_("{notation} can never be a chance outcome here").format(notation=notation), "chance")
        self._forced.append(notation)
        return self

    def clear_forced(self) -> "Match":
        """Unload the dice: forget every loaded outcome still waiting."""
        self._forced.clear()
        return self

    @property
    def forced(self) -> list[str]:
        """The loaded outcomes still waiting for their chance node."""
        return list(self._forced)

    # -- machinery -----------------------------------------------------------------------------
    def _reset(self, steps: Sequence[Action | str], reseeds: Iterable[Sequence[int]], checked: bool = False) -> None:
        """Start again from the initial state and replay ``steps``: trusted Actions, or notations
        each checked (``checked``), the first bad one raising RecordError with its index."""
        self.state = self._initial.clone()
        self._log, self._steps, self._ends, self._log_ends, self._turns = [], [], [], [], []
        self._reseeds = sorted(list(r) for r in reseeds)
        self._rng = random.Random(self.seed)
        pending = list(self._reseeds)
        for index, action in enumerate(steps):
            self._apply_reseeds(pending)
            state = self.state
            if checked and state.to_move is None:
                raise RecordError(_("{action} comes after the end of the game").format(action=repr(action)), index)
            if state.to_move != CHANCE:
                self._close_decision()
            if checked:
                try:
                    action = state.check(action)
                except IllegalAction as error:
                    raise RecordError(_("{action} cannot be played here: {reason} [rule: {rule}]").format(
                        action=repr(action), reason=error.reason, rule=error.rule), index) from None
            self._step(action)
        self._apply_reseeds(pending)
        if not steps:
            self._settle()
        elif checked and self.state.to_move == CHANCE:
            raise RecordError(_("the record stops at a chance node: its outcome is missing (truncated?)"), len(steps))
        self._close_decision()

    def _close_decision(self) -> None:
        self._ends.append(len(self._steps))
        self._log_ends.append(len(self._log))
        self._turns.append(self.state.turn)

    def _apply_reseeds(self, pending: list[list[int]]) -> None:
        while pending and pending[0][0] <= len(self._steps):
            self._rng = random.Random(pending.pop(0)[1])

    def _replay(self, end: int) -> tuple[State, list[Event]]:
        state = self._initial.clone()
        log: list[Event] = []
        for action in self._steps[:end]:
            log.extend(state._apply(action))
        return state, log

    def _step(self, action: Action) -> None:
        """Apply one trusted step (a replayed action or outcome), drawing as the original did."""
        if self.state.to_move == CHANCE:
            self._rng.random()
        self._log.extend(self.state._apply(action))
        self._steps.append(action)

    def _decide(self, action: Action, undoable: bool) -> None:
        if undoable:
            saved = (self.state.clone(), len(self._steps), len(self._log), self._rng.getstate(),
                     list(self._forced))
        try:
            self._log.extend(self.state._apply(action))
            self._steps.append(action)
            self._settle()
        except IllegalAction:
            if not undoable:
                raise
            self.state, steps, log, rng, self._forced = saved
            del self._steps[steps:], self._log[log:]
            self._rng.setstate(rng)
            raise
        self._close_decision()

    def _settle(self) -> None:
        """Resolve every chance node now due, from the loaded dice or the generator."""
        state = self.state
        while state.to_move == CHANCE:
            outcomes = state.chance_outcomes()
            draw = self._rng.random()
            chosen = self._take_forced(outcomes) if self._forced else None
            if chosen is None:
                chosen = draw_outcome(outcomes, draw)
            self._log.extend(state._apply(chosen))
            self._steps.append(chosen)

    def _take_forced(self, outcomes: list[tuple[Action, float]]) -> Action | None:
        kind = outcomes[0][0].kind
        for index, notation in enumerate(self._forced):
            if notation.split(" ", 1)[0] == kind:
                for outcome, _probability in outcomes:
                    if outcome.notation == notation:
                        del self._forced[index]
                        return outcome
                del self._forced[index]
                possible = ", ".join(o.notation for o, _probability in outcomes)
                raise IllegalAction(_("the loaded outcome {notation} cannot happen at this chance node (possible: "
                                      "{possible}; m.clear_forced() unloads the dice)").format(
                    notation=notation, possible=possible), "chance")
        return None

    @own_language
    def _repr_svg_(self) -> str:
        """The board now as SVG (``State._repr_svg_``): what a trusted notebook shows."""
        return self.state._repr_svg_()

    @own_language
    def _repr_png_(self) -> bytes | None:
        """The board now as PNG (``State._repr_png_``): what an untrusted notebook shows, where
        JupyterLab hides the SVG; None without Pillow."""
        return self.state._repr_png_()

    def __repr__(self) -> str:
        status = "over" if self.is_over else f"turn {self.state.turn}, {self.players[self.to_move]} to move"
        return f"<Match {self.game.name} {len(self.players)} players, {self.decisions} decisions, {status}>"


def _count(n: Any) -> bool:
    """True for a whole number (not a bool, which Python counts as one)."""
    return isinstance(n, int) and not isinstance(n, bool)


def draw_outcome(outcomes: Sequence[tuple[Action, float]], draw: float) -> Action:
    """The chance outcome a uniform ``draw`` in [0, 1) picks from ``outcomes`` (``[(Action, probability)]``), as a
    match's dice do: the first whose running total of probabilities passes ``draw`` (the last one when rounding
    leaves the total just short of it)."""
    for outcome, probability in outcomes:
        draw -= probability
        if draw < 0:
            return outcome
    return outcomes[-1][0]


def replay(game: Game, record: Record, lang: str = DEFAULT) -> Match:
    """The match a record describes, every step checked, told in ``lang``; RecordError names the first bad
    step."""
    check_language(lang)
    with language(lang):
        return _replay_checked(game, record, lang)


def _replay_checked(game: Game, record: Record, lang: str) -> Match:
    try:
        options = game.recorded_options(record.options)
        if not game.min_players <= len(record.players) <= game.max_players:
            raise ValueError(_("{game} is for {low} to {high} players, not {count}").format(
                game=game.title, low=game.min_players, high=game.max_players, count=len(record.players)))
        if len(set(record.players)) != len(record.players):
            raise ValueError(_("two players have the same name"))
        initial = game.initial_state(list(record.players), options)
    except (ValueError, TypeError) as error:
        raise RecordError(_("cannot start the match: {error}").format(error=error)) from None
    return Match(game, record.players, options, record.seed, steps=record.steps, reseeds=record.reseeds,
                 checked=True, initial=initial, lang=lang)
