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
from .limits import check_names, is_seed, seed_refusal, shown
from .record import Record
from .state import CHANCE, State
from .tell import Voice, action_words

_ = translator("kernel")

SNAPSHOT_EVERY = 32
"""A match keeps the position (and the dice) of every 32nd decision: undo and ``state_at`` replay at most this many
decisions, however long the match."""


DRAWS_AT_ONCE = 4096
"""The draws ``dice_after`` makes in one call: far larger numbers cost more than their length (0.5 ms for 40 000 draws
in such calls, 1.7 ms in one)."""


def dice_after(seed: int, draws: int) -> random.Random:
    """The dice of a match seeded ``seed`` once they have made ``draws`` draws, as if each were drawn: a draw
    (``random()``) takes two 32-bit words of the generator, and ``getrandbits(64 * n)`` takes as many for ``n``
    draws at once. A match marks its dice by ``(seed, draws)`` where it keeps a position: much cheaper than
    ``getstate()``, whose 624 numbers cost four times a position's ``clone()``."""
    dice = random.Random(seed)
    while draws > 0:
        now = min(draws, DRAWS_AT_ONCE)
        dice.getrandbits(64 * now)
        draws -= now
    return dice


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
        if seed is not None and not is_seed(seed):
            raise ValueError(seed_refusal(seed))
        self.game = game
        self.players = list(players)
        self.options = dict(options)
        self.seed = random.randrange(2**32) if seed is None else seed
        self._initial = game.initial_state(self.players, self.options) if initial is None else initial
        self._own_voice(shared=initial is not None)
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
        """Speak ``lang`` from now on: the log, the labels and the refusals are read in it (a ValueError naming the
        languages for one there is not). A game whose events are facts (``Game.narrator``) is re-worded at once,
        as nothing was worded before it was read; one that words its events as they happen is played again."""
        lang = check_language(lang)
        if lang == self._lang:
            return self
        self._lang = lang
        if self.game.narrator is not None:
            self._own_voice(shared=False)
            return self
        with language(lang):
            dice, forced = self._dice_mark(), list(self._forced)
            self._initial = self.game.initial_state(self.players, self.options)
            redo, undone = self._redo, self._undone_reseeds
            self._reset(list(self._steps), list(self._reseeds))
            self._set_dice(dice)
            self._forced, self._redo, self._undone_reseeds = forced, redo, undone
        return self

    def _own_voice(self, shared: bool) -> None:
        """Read this match's events in its language: its states' voice (``gangs.kernel.tell.Voice``) speaks it. A
        starting position ``shared`` with another match (a branch's) gets a voice of its own first."""
        voice = getattr(self._initial, "voice", None)
        if not isinstance(voice, Voice):
            return
        if shared:
            self._initial = self._initial.clone()
            voice = self._initial.voice = Voice(voice.narrator, voice.names, voice.context)
        voice.lang = self._lang

    # -- reading -----------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        """The player who decides now; ``None`` when the match is over."""
        return self.state.to_move

    @own_language
    def legal_actions(self) -> list[Action]:
        """The actions of the player to move now."""
        return self.state.legal_actions()

    @own_language
    def label(self, action: Action, viewer: int | None = None) -> str:
        """``action``'s words on a button, in the match's language, as ``viewer`` reads them (« you » for himself;
        None, the teacher: every name): its game's narrator words it (``gangs.kernel.tell``)."""
        return action_words(self.state, action, viewer)[0]

    @property
    def log(self) -> list[Event]:
        """Every event so far, in order (read it, do not change it); ``event.told(viewer)`` words one for a
        reader, in the match's language."""
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
        """A copy of the state after ``decision`` decisions (0: the start); IllegalAction for a decision not made.
        Its cost does not grow with the match: it replays from the nearest snapshot (``SNAPSHOT_EVERY``)."""
        if not _count(decision) or not 0 <= decision <= self.decisions:
            raise IllegalAction(_("there is no decision {decision}: the decisions made are 0 to {made}").format(
                decision=shown(decision), made=self.decisions), "branch")
        at = self._snapshot_before(decision)
        state = self._snapshots[at][0].clone()
        for action in self._steps[self._ends[at]:self._ends[decision]]:
            state._apply(action)
        return state

    @property
    def decision_turns(self) -> list[int]:
        """The round of each decision: item 0 the round at the start, item k the round in which
        decision k was made (so a log can be headed by rounds without replaying the match)."""
        return self._turns[:1] + self._turns[:-1]

    @property
    def decision_movers(self) -> list[int | None]:
        """Who made each decision: item 0 None (the start), item k the player who made decision k (so a screen can
        show what happened since a player's own last decision)."""
        return [None, *self._next_movers[:-1]]

    def decision_action(self, decision: int) -> Action:
        """The action decision ``decision`` (1 to ``decisions``) played (the chance it brought about left out)."""
        if isinstance(decision, bool) or not isinstance(decision, int) or not 1 <= decision <= self.decisions:
            raise IndexError(f"decision: from 1 to {self.decisions}")
        return self._steps[self._ends[decision - 1]]

    def decision_events(self, decision: int) -> list[Event]:
        """What decision ``decision`` (1 to ``decisions``; 0, the start) caused: item ``decision`` of
        ``events_by_decision()``, without splitting the whole log."""
        if isinstance(decision, bool) or not isinstance(decision, int) or not 0 <= decision <= self.decisions:
            raise IndexError(f"decision: from 0 to {self.decisions}")
        ends = self._log_ends
        return self._log[ends[decision - 1] if decision else 0:ends[decision]]

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
        random agent). An agent has ``choose(state, legal_actions) -> Action``. An agent that chooses an action
        that is not legal raises IllegalAction (and one that fails, its error): the run is then taken back whole,
        the match left as it was before it.
        """
        seats = self._seats(agents)
        if max_steps is not None and (not _count(max_steps) or max_steps < 0):
            raise ValueError(_("max_steps is None or a whole number of decisions from 0, not {value}").format(
                value=shown(max_steps)))
        made, start = 0, self.decisions
        kept = (list(self._redo), list(self._undone_reseeds), list(self._forced), self._agent_rng.getstate())
        state = self.state
        try:
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
        except Exception:
            # an agent that chose what it may not (or failed): the run is taken back whole, as if never begun
            if made:
                self._rewind(start, [r for r in self._reseeds if r[0] <= self._ends[start]])
            self._redo, self._undone_reseeds, self._forced = kept[0], kept[1], kept[2]
            self._agent_rng.setstate(kept[3])
            raise
        if made:
            self._forget_redo()
        return self

    def _seats(self, agents: Any) -> list[Agent]:
        """One agent per player from ``run``'s ``agents`` (a list, or a dict player -> agent; a missing or None seat
        gets a random agent); ValueError naming ``agents`` for anything else."""
        if agents is None:
            agents = {}
        if isinstance(agents, (list, tuple)):
            if len(agents) > len(self.players):
                raise ValueError(_("agents: {count} given for {players} players").format(
                    count=len(agents), players=len(self.players)))
            agents = dict(enumerate(agents))
        if not isinstance(agents, Mapping):
            raise ValueError(_("agents is a list of agents, one per player, or a dict player -> agent, not {value}")
                             .format(value=shown(agents)))
        for player, agent in agents.items():
            if not _count(player) or not 0 <= player < len(self.players):
                raise ValueError(_("agents: {player} is not a player (0 to {last})").format(
                    player=shown(player), last=len(self.players) - 1))
            if agent is not None and not callable(getattr(agent, "choose", None)):
                raise ValueError(_("agents: the agent of player {player} has no choose(state, legal) method: {agent}")
                                 .format(player=player, agent=shown(agent)))
        return [agents.get(p) or RandomAgent(self._agent_rng) for p in range(len(self.players))]

    @own_language
    def undo(self, n: int = 1) -> "Match":
        """Take back the last ``n`` decisions, exactly (the dice are given back too)."""
        if not _count(n) or not 0 <= n <= self.decisions:
            raise IllegalAction(_("cannot undo {n} decisions: only {made} made").format(
                n=shown(n), made=self.decisions), "undo")
        if n == 0:
            return self
        keep = len(self._ends) - n
        for k in range(len(self._ends) - 1, keep - 1, -1):
            self._redo.append(self._steps[self._ends[k - 1]:self._ends[k]])
        end = self._ends[keep - 1]
        self._undone_reseeds = sorted([r for r in self._reseeds if r[0] > end] + self._undone_reseeds)
        self._rewind(keep - 1, [r for r in self._reseeds if r[0] <= end])
        return self

    @own_language
    def redo(self, n: int = 1) -> "Match":
        """Make again the last ``n`` undone decisions, with the same dice."""
        if not _count(n) or not 0 <= n <= len(self._redo):
            raise IllegalAction(_("cannot redo {n} decisions: only {undone} undone").format(
                n=shown(n), undone=len(self._redo)), "redo")
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
            self._set_dice((reseed[1], 0))

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
                k=shown(k), made=self.decisions), "branch")
        end = self._ends[k]
        return Match(self.game, self.players, self.options, self.seed, steps=self._steps[:end],
                     reseeds=[r for r in self._reseeds if r[0] <= end], initial=self._initial,
                     agent_seed=f"agents/{self.seed}/{k}", lang=self._lang)

    @own_language
    def reseed(self, seed: int) -> "Match":
        """From now on, the dice come from ``seed`` (a whole number)."""
        if not is_seed(seed):
            raise IllegalAction(seed_refusal(seed), "seed")
        self._reseeds = [r for r in self._reseeds if r[0] != len(self._steps)]
        self._reseeds.append([len(self._steps), seed])
        self._set_dice((seed, 0))
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
        self._next_movers: list[int | None] = []     # item k: who makes decision k + 1
        self._snapshots: dict[int, tuple[State, tuple[int, int]]] = {}
        self._reseeds = sorted(list(r) for r in reseeds)
        self._set_dice((self.seed, 0))
        self._replay_steps(steps, list(self._reseeds), checked)

    def _rewind(self, decision: int, reseeds: list[list[int]]) -> None:
        """Go back to just after ``decision`` (a decision made, with ``reseeds`` the reseeds made up to it): from the
        nearest snapshot at or before it, replaying only the steps made since (at most ``SNAPSHOT_EVERY``
        decisions), so that undoing at decision 10 000 replays no more than at decision 10; only putting the dice
        back (``dice_after``) grows with the draws since the last reseed, under half a millisecond for 40 000. The
        log, the steps and the dice come back exactly as they were then."""
        at = self._snapshot_before(decision)
        state, dice = self._snapshots[at]
        end = self._ends[at]
        steps = self._steps[end:self._ends[decision]]
        self.state = state.clone()
        self._set_dice(dice)
        del self._steps[end:], self._log[self._log_ends[at]:]
        del self._ends[at:], self._log_ends[at:], self._turns[at:], self._next_movers[at:]
        self._snapshots = {k: snapshot for k, snapshot in self._snapshots.items() if k < at}
        self._reseeds = sorted(list(r) for r in reseeds)
        # a reseed made at the snapshot's own step came after it was taken: it is played again (which a reseed
        # applied before it leaves as it was, a reseed replacing the dice whole)
        self._replay_steps(steps, [r for r in self._reseeds if r[0] >= end], resume=True)

    def _snapshot_before(self, decision: int) -> int:
        """The latest decision at or before ``decision`` whose position is kept (the start always is)."""
        at = decision - decision % SNAPSHOT_EVERY
        while at not in self._snapshots:
            at -= SNAPSHOT_EVERY
        return at

    def _replay_steps(self, steps: Sequence[Action | str], pending: list[list[int]], checked: bool = False,
                      resume: bool = False) -> None:
        """Replay ``steps`` from the state now, closing each decision as it ends and applying the ``pending``
        reseeds where they were made; at the start of a match (not ``resume``) with no steps, resolve the chance
        due before the first decision."""
        for index, action in enumerate(steps):
            self._apply_reseeds(pending)
            state = self.state
            if checked and state.to_move is None:
                raise RecordError(_("{action} comes after the end of the game").format(action=shown(action)), index)
            if state.to_move != CHANCE:
                self._close_decision()
            if checked:
                try:
                    action = state.check(action)
                except IllegalAction as error:
                    raise RecordError(_("{action} cannot be played here: {reason} [rule: {rule}]").format(
                        action=shown(action), reason=error.reason, rule=error.rule), index) from None
            self._step(action)
        self._apply_reseeds(pending)
        if not steps and not resume:
            self._settle()
        elif checked and self.state.to_move == CHANCE:
            raise RecordError(_("the record stops at a chance node: its outcome is missing (truncated?)"), len(steps))
        self._close_decision()

    def _close_decision(self) -> None:
        if len(self._ends) % SNAPSHOT_EVERY == 0:
            self._snapshots[len(self._ends)] = (self.state.clone(), self._dice_mark())
        self._ends.append(len(self._steps))
        self._log_ends.append(len(self._log))
        self._turns.append(self.state.turn)
        self._next_movers.append(self.state.to_move)

    def _apply_reseeds(self, pending: list[list[int]]) -> None:
        while pending and pending[0][0] <= len(self._steps):
            self._set_dice((pending.pop(0)[1], 0))

    def _dice_mark(self) -> tuple[int, int]:
        """Where the dice are: their seed and the draws made since (``dice_after``)."""
        return self._dice_seed, self._draws

    def _set_dice(self, mark: tuple[int, int]) -> None:
        """Put the dice where ``mark`` (``_dice_mark``) says they were."""
        self._dice_seed, self._draws = mark
        self._rng = dice_after(*mark)

    def _step(self, action: Action) -> None:
        """Apply one trusted step (a replayed action or outcome), drawing as the original did."""
        if self.state.to_move == CHANCE:
            self._rng.random()
            self._draws += 1
        self._log.extend(self.state._apply(action))
        self._steps.append(action)

    def _decide(self, action: Action, undoable: bool) -> None:
        if undoable:
            saved = (self.state.clone(), len(self._steps), len(self._log), self._dice_mark(),
                     list(self._forced))
        try:
            self._log.extend(self.state._apply(action))
            self._steps.append(action)
            self._settle()
        except IllegalAction:
            if not undoable:
                raise
            self.state, steps, log, dice, self._forced = saved
            del self._steps[steps:], self._log[log:]
            self._set_dice(dice)
            raise
        self._close_decision()

    def _settle(self) -> None:
        """Resolve every chance node now due, from the loaded dice or the generator."""
        state = self.state
        while state.to_move == CHANCE:
            outcomes = state.chance_outcomes()
            draw = self._rng.random()
            self._draws += 1
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
                raise IllegalAction(_("the loaded outcome {notation} cannot come now (m.clear_forced() unloads the "
                                      "dice)").format(notation=notation), "chance")
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


def replay(game: Game, record: Record, lang: str = DEFAULT, read_files: bool = True) -> Match:
    """The match a record describes, every step checked, told in ``lang``; RecordError names the first bad
    step. ``read_files=False`` (a record a visitor uploaded): an option that reads a file (``Option.reads_file``,
    a board file) set to anything but None is refused before anything is opened. A record that does not name an
    option with ``Option.earlier`` values (the rules changed, the options did not) is tried with each reading it may
    have been played with (``Game.recorded_readings``): the first that accepts every step, and ends with the result
    the record wrote when it wrote one, is the match; when none accepts every step, the first reading's error."""
    check_language(lang)
    with language(lang):
        return _replay_checked(game, record, lang, read_files)


def _replay_checked(game: Game, record: Record, lang: str, read_files: bool) -> Match:
    if not read_files and isinstance(record.options, Mapping):
        for name, option in game.options.items():
            if option.reads_file and record.options.get(name) is not None:
                raise RecordError(_("cannot start the match: a record sent here may not name a file (option {name}); "
                                    "play it where the file is").format(name=name))
    try:
        readings = game.recorded_readings(record.options)
    except (ValueError, TypeError) as error:
        raise RecordError(_("cannot start the match: {error}").format(error=error)) from None
    refused: RecordError | None = None
    replayed: Match | None = None
    for options in readings:
        try:
            match = _replay_with(game, record, options, lang)
        except RecordError as error:
            refused = refused or error
            continue
        if len(readings) == 1 or record.result is None or _gives(match, record.result):
            return match
        replayed = replayed or match
    if replayed is not None:
        return replayed
    assert refused is not None
    raise refused


def _replay_with(game: Game, record: Record, options: dict[str, Any], lang: str) -> Match:
    """The match ``record`` describes, played with ``options`` (its full options, read by ``recorded_readings``)."""
    try:
        players = check_names(record.players, game.min_players, game.max_players, game.title)
        initial = game.initial_state(players, options)
    except (ValueError, TypeError) as error:
        raise RecordError(_("cannot start the match: {error}").format(error=error)) from None
    return Match(game, players, options, record.seed, steps=record.steps, reseeds=record.reseeds,
                 checked=True, initial=initial, lang=lang)


def _gives(match: Match, result: Any) -> bool:
    """True when ``match`` ends with the result a record wrote (its winners and scores)."""
    return match.is_over and isinstance(result, dict) and result.get("winners") == match.winners and \
        result.get("scores") == match.scores
