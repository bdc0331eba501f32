"""The conformance suite: what every game must do, judged by tests no game wrote.

Parametrized over every key of ``gangs.GAMES`` (and the reference game of ``tests/reference_game.py``,
the template of a new game), every player count the game allows, and its declared options: the
defaults, then each option's other sample values one at a time (a bounded sample: the choices of
an option multiply with the others', so they are varied one by one). A numeric option's samples are
its extremes, both bounds and ``None`` when allowed, so random games are played at every option's
extreme values too and must end within the game's ``max_decisions``. A combination the game
refuses when it starts (``ValueError``, e.g. five Super Gang seats without a police seat) is
skipped, but every player count must have one that starts.

For random games played to the end, step by step (chance sampled here), after every step:
clone, JSON round trip, observations, notations, targets, chance, rules of events, returns. At
random points of a Match: undo/redo, records, branches, and bad input of every kind, which must
raise ``IllegalAction`` and change nothing. A hypothesis state machine then mixes play with undo,
redo, branch, save and load.
"""

from __future__ import annotations

import json
import math
import random
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule
from reference_game import ReferenceGame

import gangs
from gangs import CHANCE, Action, Event, Game, IllegalAction, Match, Record, State
from gangs.agents import RandomAgent
from gangs.kernel import SPECTATOR, normalize_notation
from gangs.kernel.lang import LANGUAGES, language, missing_translations
from gangs.kernel.options import Option, max_turns_option
from gangs.kernel.rules import KERNEL_RULES
from gangs.kernel.tell import Said, action_words

ALL_GAMES: dict[str, Game] = {**gangs.GAMES, "reference": ReferenceGame()}
"""The games judged: the registry's, and the reference game every new game copies."""

STEPS_PER_DECISION = 4
"""The steps (decisions and chance outcomes) a game makes at most per decision it allows, on average: OpenSpiel's
``max_game_length`` is ``max_decisions`` times this (``gangs.interop.openspiel.MOVES_PER_DECISION``). A run of
chance outcomes that never reaches a decision (a duel whose darts never hit) fails here instead of running on."""


# -- the cases ------------------------------------------------------------------------------------
def option_samples(game: Game) -> list[dict[str, Any]]:
    """The defaults, then each option's other sample values one at a time."""
    samples: list[dict[str, Any]] = [{}]
    for name, option in game.options.items():
        for value in option.samples():
            if value != option.default:
                samples.append({name: value})
    return samples


def cases() -> list[Any]:
    """(game key, player count, options) for every game, player count and option sample."""
    found = []
    for key, game in ALL_GAMES.items():
        for players in range(game.min_players, game.max_players + 1):
            for options in option_samples(game):
                label = ",".join(f"{k}={v}" for k, v in options.items()) or "defaults"
                found.append(pytest.param(key, players, options, id=f"{key}-{players}p-{label}"))
    return found


CASES = cases()


def start(key: str, players: int, options: dict[str, Any], seed: int = 0) -> Match:
    """A match of the case, or a skip when the game refuses this combination (a valid refusal)."""
    game = ALL_GAMES[key]
    try:
        return Match(game, [f"P{i + 1}" for i in range(players)], game.check_options(options), seed)
    except ValueError as refusal:
        pytest.skip(f"{key} refuses {players} players with {options}: {refusal}")


@pytest.mark.parametrize("key", list(ALL_GAMES))
def test_every_player_count_starts_with_some_options(key):
    game = ALL_GAMES[key]
    for players in range(game.min_players, game.max_players + 1):
        started = []
        for options in option_samples(game):
            try:
                started.append(Match(game, [f"P{i}" for i in range(players)], game.check_options(options), 0))
            except ValueError:
                continue
        assert started, f"{key}: no sampled options start a game of {players} players"


# -- the checks after every step ---------------------------------------------------------------------
def round_trip(game: Game, state: State) -> None:
    """clone() equals the state and is independent of it; to_dict -> JSON -> state_from_dict is equal."""
    twin = state.clone()
    assert twin == state and twin is not state
    data = json.loads(json.dumps(state.to_dict()))
    assert game.state_from_dict(data) == state
    for player in range(len(state.names)):
        json.dumps(state.observation(player))


def check_decision_node(game: Game, state: State, rng: random.Random) -> list[Action]:
    """A decision node has legal actions, each notation written as a person would type it and listed once
    (so that ``parse_action`` gives it back: checked for a sample of them at every step)."""
    legal = state.legal_actions()
    assert legal, f"{type(state).__name__} stalls: a decision node of player {state.to_move} with no legal action"
    assert 0 <= state.to_move < len(state.names)
    assert len({a.notation for a in legal}) == len(legal), "two legal actions share a notation"
    for action in legal:
        assert normalize_notation(action.notation) == action.notation, f"{action!r} is not a typed notation"
    for action in rng.sample(legal, min(8, len(legal))):
        assert game.parse_action(state, str(action)) == action, f"{action} does not parse back to itself"
    return legal


def check_chance_node(game: Game, state: State) -> list[tuple[Action, float]]:
    """Chance outcomes are possible, sum to 1, and each parses back."""
    outcomes = state.chance_outcomes()
    assert outcomes and not state.legal_actions()
    assert math.isclose(sum(p for _, p in outcomes), 1.0, abs_tol=1e-9)
    assert all(p > 0 for _, p in outcomes)
    for outcome, _ in outcomes:
        assert game.parse_action(state, str(outcome)) == outcome
        assert game.possible_outcome(state, outcome.notation), f"{outcome} is not a possible outcome"
    return outcomes


def board_ids(game: Game, state: State) -> set[str]:
    """The ids of the board layer (drawn once, the same for the whole match)."""
    return {shape.id for shape in game.scene(state).board if shape.id}


def check_targets(game: Game, state: State, legal: list[Action], static: set[str]) -> None:
    """Every action's targets are ids of shapes of the scene: of the board layer, or else of this state's
    pieces (the scene is drawn only when a target is not on the board layer). An action that names the
    piece it moves (``Action.piece``) names a shape of the scene's pieces layer, and the piece's name."""
    wanted = {target for action in legal for target in action.targets}
    pieces = {action.piece for action in legal if action.piece is not None}
    for action in legal:
        name = action_words(state, action)[1]
        assert action.piece is None or (isinstance(action.piece, str) and name and name != action.piece), (
            f"{action}: a piece action needs the piece's id, and its narrator its name in words")
    if wanted <= static and not pieces:
        return
    scene = game.scene(state)
    ids = scene.ids()
    drawn = {shape.id for shape in scene.pieces if shape.id}
    for action in legal:
        missing = set(action.targets) - ids
        assert not missing, f"{action} targets {sorted(missing)}, which the scene does not draw"
        assert action.piece is None or action.piece in drawn, (
            f"{action} moves the piece {action.piece!r}, which the scene's pieces layer does not draw")


def check_events(game: Game, events: list[Event], players: int) -> None:
    for event in events:
        assert isinstance(event, Event) and event.text.strip()
        assert event.rule in game.rules, f"{event.rule!r} is not in the rule index ({event.text})"
        assert event.player is None or 0 <= event.player < players


def check_codes(game: Game, state: State, actions: list[Action], chosen: Action) -> None:
    """The action codes (``Game.num_actions``, ``encode``, ``decode``): the codes of a state's actions (or chance
    outcomes) lie in range and differ, and the chosen one's code decodes back to it."""
    size = game.num_actions(list(state.names), state.options)
    codes = [game.encode(a, state) for a in actions]
    assert all(isinstance(c, int) and 0 <= c < size for c in codes), (
        f"{game.name}: a code out of 0..{size - 1}: {list(zip(actions, codes))}")
    assert len(set(codes)) == len(codes), (
        f"{game.name}: two actions of one state share a code: "
        f"{[(a.notation, c) for a, c in zip(actions, codes) if codes.count(c) > 1]}")
    assert game.decode(state, game.encode(chosen, state)) == chosen


def random_game(key: str, players: int, options: dict[str, Any], seed: int, every: int = 1
                ) -> tuple[Match, list[Action]]:
    """One random game played on a bare state, every step checked (with ``every`` k: its events at every step, and
    the rest of the contract at one step in k, the first and the last among them); returns its match and steps."""
    game = ALL_GAMES[key]
    match = start(key, players, options, seed)
    state = game.initial_state(match.players, match.options)
    rng, agent = random.Random(seed), RandomAgent(seed)
    static = board_ids(game, state)
    steps: list[Action] = []
    decisions = 0
    while not state.is_terminal:
        checked = len(steps) % every == 0
        if checked:
            round_trip(game, state)
        if len(steps) % 50 == 0:
            assert board_ids(game, state) == static, "the board layer changed during the match"
        if state.to_move == CHANCE:
            outcomes = check_chance_node(game, state) if checked else state.chance_outcomes()
            action = rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0]
            if checked:
                check_codes(game, state, [o for o, _ in outcomes], action)
        else:
            legal = check_decision_node(game, state, rng) if checked else state.legal_actions()
            if checked:
                check_targets(game, state, legal, static)
            action = agent.choose(state, legal)
            if checked:
                check_codes(game, state, legal, action)
            decisions += 1
            assert decisions <= game.max_decisions, (
                f"{key}: {decisions} decisions without an end (the game declares at most {game.max_decisions})")
        assert len(state.returns()) == players
        check_events(game, state.apply(action), players)
        steps.append(action)
        assert len(steps) <= game.max_decisions * STEPS_PER_DECISION, (
            f"{key}: {len(steps)} steps without an end (at most {game.max_decisions * STEPS_PER_DECISION})")
    round_trip(game, state)
    returns = state.returns()
    assert len(returns) == players and len(state.scores()) == players
    assert all(0 <= w < players for w in state.winners())
    return match, steps


OPTION_STRIDE = 3
"""A game at an option sample checks the whole contract at one step in three (``random_game``'s ``every``)."""


@pytest.mark.parametrize("key, players, options", CASES)
def test_random_games_keep_the_contract_at_every_step(key, players, options):
    """Two random games at the defaults, every step checked; one at each other option sample (the extremes cost the
    most: a game played to 200 or 300 rounds), its events checked at every step and the rest of the contract at one
    step in ``OPTION_STRIDE``: what an option changes in the state's data, its actions and its codes is met many
    times in a game."""
    game = ALL_GAMES[key]
    for seed in range(1 if options else 2):
        match, steps = random_game(key, players, options, seed, OPTION_STRIDE if options else 1)
        record = Record(game=key, players=match.players, options=match.options, seed=seed,
                        steps=[a.notation for a in steps])
        replayed = gangs.kernel.replay(game, Record.from_json(record.to_json()))
        assert replayed.is_over and replayed.state == game.state_from_dict(replayed.state.to_dict())
        assert [a.notation for a in replayed.steps] == record.steps


@pytest.mark.parametrize("key, players, options", CASES)
def test_events_are_facts_worded_for_every_reader_in_every_language(key, players, options):
    """The rules word nothing (``gangs.kernel.tell``): every event of a random game holds plain facts (numbers,
    keys, tuples of them: no sentence), and its game's narrator words it, and every action's label, for every
    reader (the teacher, the spectator, each seat) in every language, with no field left unfilled and no message
    missing from the catalogue; a seat named in an event reads it otherwise than the teacher only where the
    message names him."""
    game = ALL_GAMES[key]
    match = start(key, players, options, 5)
    readers = [None, SPECTATOR, *range(players)]
    with missing_translations() as missing:
        for _ in range(60):
            if match.is_over:
                break
            if match.to_move is not None:
                for lang in LANGUAGES:
                    with language(lang):
                        for action in match.legal_actions()[:20]:
                            for viewer in readers:
                                words, _piece = action_words(match.state, action, viewer)
                                assert words and "{" not in words, f"{key}: the label of {action} is {words!r}"
            match.run(max_steps=1)
        for event in match.log:
            assert event.voice is not None or game.narrator is None, f"{key}: {event!r} has no voice"
            for name, value in event.facts.items():
                assert _plain_fact(value), f"{key}: the fact {name}={value!r} of {event!r} is words, not a fact"
            for lang in LANGUAGES:
                with language(lang):
                    for viewer in readers:
                        text = event.told(viewer) if event.readable_by(viewer, players) else None
                        assert text is None or (text and not re.search(r"\{\w+\}", text)), \
                            f"{key}: {event!r} reads {text!r} for {viewer} in {lang}"
    if key in gangs.GAMES:
        assert not missing, f"{key}: messages with no translation: {sorted(missing)[:5]}"


def _plain_fact(value: Any) -> bool:
    """A fact is a number, a key (a word with no space), None, a nested message, or a tuple/list/dict of them."""
    if value is None or isinstance(value, (bool, int, float, Said)):
        return True
    if isinstance(value, str):
        return " " not in value.strip()
    if isinstance(value, (tuple, list, frozenset, set)):
        return all(_plain_fact(v) for v in value)
    if isinstance(value, dict):
        return all(_plain_fact(k) and _plain_fact(v) for k, v in value.items())
    return False


# -- a Match at random points: undo, redo, records, branches ---------------------------------------------
def snapshot(m: Match) -> tuple:
    """Everything a refused call must leave as it was."""
    return (json.dumps(m.state.to_dict(), sort_keys=True), m.decisions, len(m.log),
            [a.notation for a in m.steps], m.to_move, m.forced, m.can_redo, json.dumps(m.record.to_dict()))


def points(m: Match, rng: random.Random, count: int = 3) -> list[int]:
    """A few decisions at which to stop a finished match (the start and the end among them)."""
    return sorted({0, m.decisions, *(rng.randint(0, m.decisions) for _ in range(count))})


@pytest.mark.parametrize("key", list(ALL_GAMES))
def test_a_loaded_outcome_is_given_or_refused_without_a_trace(key):
    """A loaded outcome the next node of its kind cannot give stops the decision that reaches it, and the
    match is as it was; one it can give is played and recorded."""
    game = ALL_GAMES[key]
    m = Match(game, [f"P{i}" for i in range(game.min_players)], game.check_options({}), 4)
    for example in game.forced_examples:
        m.run(max_steps=2)
        if m.is_over:
            break
        m.force(example)
        before = snapshot(m)
        try:
            m.run(max_steps=1)
        except IllegalAction as refusal:
            assert refusal.rule == "chance" and snapshot(m) == before
            m.clear_forced()
    assert gangs.kernel.replay(game, Record.from_json(m.record.to_json())).state == m.state


@pytest.mark.parametrize("key", list(ALL_GAMES))
def test_the_games_own_rules_are_glossed_from_its_catalogue(key):
    """``rule_index(..., domain=key)``: a gloss is translated from the game's catalogue, so a rule written without
    a domain would stay English in French."""
    game = ALL_GAMES[key]
    own = [rule for name, rule in game.rules.items() if name not in KERNEL_RULES]
    assert own, f"{key} has no rule of its own"
    assert [rule.key for rule in own if rule.domain != game.name] == []


@pytest.mark.parametrize("key", list(ALL_GAMES))
def test_options_are_declared_and_checked_generically(key):
    game = ALL_GAMES[key]
    assert game.check_options({}) == game.defaults
    for name, option in game.options.items():
        assert option.name == name and option.doc.strip()
        assert option.validate(option.default) == option.default
        for wrong in (object(), b"x", [1], {"a": 1}):
            with pytest.raises(ValueError, match=name):
                game.check_options({name: wrong})
    with pytest.raises(ValueError, match="no option"):
        game.check_options({"no_such_option": 1})


def numeric_options(game: Game) -> list[Any]:
    """The game's options that take a number."""
    return [option for option in game.options.values() if option.type in (int, float) and option.choices is None]


def just_outside(option: Any, bound: float, upwards: bool) -> int | float:
    """The value nearest ``bound`` on its far side: the next whole number, or the next float."""
    if option.type is int:
        return int(bound) + (1 if upwards else -1)
    return math.nextafter(float(bound), math.inf if upwards else -math.inf)


@pytest.mark.parametrize("key", list(ALL_GAMES))
def test_every_numeric_option_is_bounded_and_its_extremes_are_played(key):
    """A numeric option declares both bounds (every value between keeps a game finite), and random games are
    played at each of them, and at ``None`` when it is allowed, for every player count the game allows."""
    game = ALL_GAMES[key]
    played = {(case.values[1], json.dumps(case.values[2], sort_keys=True)) for case in CASES if case.values[0] == key}
    for option in numeric_options(game):
        assert option.minimum is not None and option.maximum is not None, f"{key}: option {option.name} is unbounded"
        extremes = [option.validate(option.type(option.minimum)), option.validate(option.type(option.maximum))]
        extremes += [None] if option.optional else []
        assert all(value in option.samples() for value in extremes), f"{key}: {option.name} samples {option.samples()}"
        for value in extremes:
            options = {} if value == option.default else {option.name: value}
            for players in range(game.min_players, game.max_players + 1):
                assert (players, json.dumps(options, sort_keys=True)) in played, (
                    f"{key}: no case plays {option.name}={value!r} with {players} players")


def test_the_samples_hold_the_extremes_an_option_allows():
    """Both bounds, ``None`` when optional, and where a ``check`` refuses a bound, the nearest value inside it: a
    chance "above 0" is sampled at the smallest float above 0 (today's ``dart_hit`` would be played there)."""

    def above_zero(chance: float) -> float:
        if chance <= 0:
            raise ValueError("must be above 0")
        return chance

    def odd(count: int) -> int:
        if count % 2 == 0:
            raise ValueError("must be odd")
        return count

    assert Option("chance", 0.5, "a chance", type=float, minimum=0, maximum=1, check=above_zero).samples() == [
        0.5, math.nextafter(0.0, 1.0), 1.0]
    assert Option("count", 3, "a count", type=int, minimum=1, maximum=10, check=odd).samples() == [3, 1, 9]
    assert max_turns_option(100, "rounds", maximum=300).samples() == [100, 1, 300, None]
    assert max_turns_option(100, "rounds", maximum=300, optional=False).samples() == [100, 1, 300]
    assert max_turns_option(None, "rounds", maximum=50).samples() == [None, 1, 50]


@pytest.mark.parametrize("key", list(ALL_GAMES))
def test_a_value_just_outside_its_bounds_is_refused_by_name(key):
    """The next whole number or float beyond either bound, and ``None`` where it is not allowed, is refused with a
    ValueError naming the option and what it allows; the match is not built."""
    game = ALL_GAMES[key]
    for option in numeric_options(game):
        assert option.minimum is not None and option.maximum is not None, f"{key}: option {option.name} is unbounded"
        outside = [just_outside(option, option.minimum, upwards=False), just_outside(option, option.maximum, True)]
        outside += [] if option.optional else [None]
        for value in outside:
            with pytest.raises(ValueError, match=f"option {option.name} must be .*not {re.escape(repr(value))}"):
                game.check_options({option.name: value})
            if key in gangs.GAMES:
                with pytest.raises(ValueError, match=f"option {option.name} must be"):
                    gangs.new(key, players=game.min_players, **{option.name: value})


@pytest.mark.parametrize("key, options", [
    ("supergang", {"dart_hit": 1e-6}), ("supergang", {"dart_hit": 1e-300}), ("supergang", {"dart_dead": 1e-6}),
    ("supergang", {"max_turns": None}), ("supergang", {"max_turns": 10**6}), ("chicago", {"max_turns": None}),
    ("ribauds", {"max_turns": None}), ("street", {"max_turns": 10**6}),
])
def test_the_options_that_made_endless_games_are_refused(key, options):
    """Issue 25: the Lobby accepted ``dart_hit=1e-06`` (one ``run()`` made 11.3 million steps; at 1e-300 the first duel
    never ends); ``max_turns`` had no maximum, and ``None`` lets players who never force the end play for ever."""
    (name, value), = options.items()
    with pytest.raises(ValueError, match=f"option {name} must be"):
        gangs.new(key, players=2, **options)


@pytest.mark.parametrize("key", list(ALL_GAMES))
def test_the_game_says_what_to_load_and_what_it_shows(key):
    game = ALL_GAMES[key]
    assert game.forced_examples, "a teacher is shown what he may load"
    m = Match(game, [f"P{i}" for i in range(game.min_players)], game.check_options({}), 1)
    for example in game.forced_examples:
        assert game.possible_outcome(m.state, game.forced_notation(example))
    for title, (columns, rows) in m.run(max_steps=30).state.tables().items():
        assert isinstance(title, str) and all(isinstance(c, str) for c in columns)
        assert all(len(row) == len(columns) for row in rows)
        json.dumps(rows)
    for player in range(len(m.players)):
        assert all(isinstance(k, str) and isinstance(v, str) for k, v in m.state.sheet(player).items())


# -- hypothesis: play mixed with undo, redo, branch, save and load ----------------------------------------
class MatchMachine(RuleBasedStateMachine):
    """Random legal sequences interleaved with undo, redo, branch, save and load, on one game."""

    key = "street"

    def __init__(self) -> None:
        super().__init__()
        game = ALL_GAMES[self.key]
        self.match = Match(game, [f"P{i}" for i in range(game.min_players)], game.check_options({}), 0)

    @rule(pick=st.integers(min_value=0, max_value=10**6))
    @precondition(lambda self: not self.match.is_over)
    def play(self, pick):
        legal = self.match.legal_actions()
        self.match.play(legal[pick % len(legal)])

    @rule(n=st.integers(min_value=0, max_value=4))
    def undo(self, n):
        before = self.match.state_at(max(0, self.match.decisions - n)) if n <= self.match.decisions else None
        try:
            self.match.undo(n)
        except IllegalAction:
            assert before is None
            return
        assert self.match.state == before

    @rule(n=st.integers(min_value=0, max_value=4))
    def redo(self, n):
        try:
            self.match.redo(n)
        except IllegalAction:
            assert n > self.match.can_redo

    @rule(back=st.integers(min_value=0, max_value=6))
    def branch(self, back):
        k = max(0, self.match.decisions - back)
        twin = self.match.branch(k)
        assert twin.state == self.match.state_at(k)
        self.match = twin

    @rule()
    def save_and_load(self):
        loaded = gangs.kernel.replay(self.match.game, Record.from_json(self.match.record.to_json()))
        assert loaded.state == self.match.state and loaded.decisions == self.match.decisions
        self.match = loaded

    @rule(seed=st.integers(min_value=0, max_value=2**31))
    def reseed(self, seed):
        self.match.reseed(seed)

    @invariant()
    def record_replays(self):
        assert gangs.kernel.replay(self.match.game, self.match.record).state == self.match.state


def machine_for(key: str) -> type:
    cls = type(f"MatchMachine_{key}", (MatchMachine,), {"key": key})
    cls.TestCase.settings = settings(max_examples=20, stateful_step_count=40, deadline=None,
                                     suppress_health_check=list(HealthCheck))
    return cls.TestCase


for _key in ALL_GAMES:
    globals()[f"TestMatchMachine_{_key}"] = machine_for(_key)
del _key
