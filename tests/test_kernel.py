"""The kernel contract (ARCHITECTURE.md, "The kernel contract"), checked on the reference game.

The reference game is *La Course* (``tests/reference_game.py``), a one-die race. Every situation is
built directly: a match is started, the fields of its state (``pos``, ``skip``, ``current``) are set,
and the dice are loaded with ``Match.force``. Random play is used only where the contract speaks of
"any" game or "every" legal action (round trips, undo/redo of any number of decisions). What every
registered game must do is judged by ``test_conformance.py``; what La Street's rules do, by its own tests.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from pathlib import Path
from typing import NamedTuple

import pytest
from reference_game import RULES as RACE_RULES
from reference_game import Bump, ReferenceGame, ReferenceState, Rolling, Six, match

import gangs
from gangs import CHANCE, Action, Event, Game, IllegalAction, Match, Record, RecordError, State
from gangs.agents import RandomAgent
from gangs.kernel import (
    D6,
    KERNEL_RULES,
    Die,
    Fields,
    Option,
    Rule,
    board_loader,
    max_turns_option,
    normalize_notation,
    option_index,
    parse_notation,
    replay,
    rule_index,
    with_kernel_rules,
)
from gangs.kernel.fields import read_into
from gangs.kernel.options import board_option
from gangs.kernel.tell import label

GAME = ReferenceGame()
RULES = GAME.rules


# -- helpers ------------------------------------------------------------------------------------
def situation(players: int = 2, seed: int = 0, *, at: dict | None = None, skip: dict | None = None,
              current: int = 0, **options) -> Match:
    """A new match of the race whose pawns stand ``at`` their squares, ``skip`` turns to miss, ``current``
    to play."""
    m = match(players, seed, **options)
    for p, square in (at or {}).items():
        m.state.pos[p] = square
    for p, turns in (skip or {}).items():
        m.state.skip[p] = turns
    m.state.current = current
    return m


def bare(players: int = 2, **options) -> ReferenceState:
    """The starting position of a race, without a Match."""
    return GAME.initial_state([f"P{i + 1}" for i in range(players)], GAME.check_options(options))


def after_six(**where) -> Match:
    """P1 has just rolled a 6 and chooses go or stop (rule ``six``)."""
    m = situation(**where)
    m.force(6).play("roll")
    assert type(m.state.pending) is Six
    return m


def after_bump(again: bool = False) -> Match:
    """P1 has moved onto P2's square 4; P2 chooses back or wait (rule ``bump``); ``again``: P1 came with a go."""
    m = situation(3, at={1: 4} if not again else {0: 2, 1: 8})
    if again:
        m.force(6).play("roll")
        m.play("go")        # 2 + 6 = 8, onto P2 (8 is no Police square)
    else:
        m.force(4).play("roll")
    assert m.state.pending == Bump(1, 0, again)
    return m


def snapshot(m: Match) -> tuple:
    """Everything a failed call must leave as it was."""
    return (json.dumps(m.state.to_dict(), sort_keys=True), m.decisions, len(m.log),
            [a.notation for a in m.steps], m.to_move, m.forced, m.can_redo)


def texts(events) -> list[str]:
    """The sentences of some events."""
    return [e.text for e in events]


def assert_events(events) -> None:
    """Events tell what happened in a sentence and name a rule of the index."""
    for event in events:
        assert isinstance(event, Event)
        assert isinstance(event.text, str) and event.text.strip()
        assert event.rule in RULES, f"{event.rule!r} is not a rule of the race ({event.text})"


def random_step(state: State, rng: random.Random) -> Action:
    """A random next step of ``state``: a chance outcome by its probability, or a random agent's choice."""
    if state.to_move == CHANCE:
        outcomes = state.chance_outcomes()
        return rng.choices([o for o, _ in outcomes], [w for _, w in outcomes])[0]
    return RandomAgent(rng).choose(state, state.legal_actions())


def walk(players: int, seed: int, steps: int = 400, **options):
    """Yield the states of a random game played on a bare State (chance sampled here)."""
    rng = random.Random(seed)
    state = bare(players, **options)
    for _ in range(steps):
        yield state
        if state.is_terminal:
            return
        action = random_step(state, rng)
        state = state.clone()
        state.apply(action)


def fresh_agents(m: Match, seed: int = 99) -> list[RandomAgent]:
    """One seeded random agent per player."""
    return [RandomAgent(seed + p) for p in range(len(m.players))]


def chance_steps(m: Match, start: int = 0) -> list[str]:
    """The chance outcomes recorded from step ``start`` on."""
    return [a.notation for a in m.steps[start:] if a.kind == "die"]


@pytest.fixture
def registered(monkeypatch) -> Game:
    """The reference game in ``gangs.GAMES`` for one test, as ``reference``."""
    monkeypatch.setitem(gangs.GAMES, GAME.name, GAME)
    return GAME


# -- the registry: gangs.GAMES, gangs.new, gangs.load ------------------------------------------------
def test_games_maps_each_key_to_its_game():
    assert isinstance(gangs.GAMES, dict) and gangs.GAMES
    for key, game in gangs.GAMES.items():
        assert isinstance(game, Game)
        assert game.name == key
    assert GAME.name not in gangs.GAMES, "the reference game is a template, not a game to play"


def test_register_refuses_a_taken_or_empty_key(registered):
    with pytest.raises(ValueError):
        gangs.register(ReferenceGame())
    nameless = ReferenceGame()
    nameless.name = ""
    with pytest.raises(ValueError):
        gangs.register(nameless)


def test_rule_index_is_keyed_and_written():
    assert set(KERNEL_RULES) <= set(RULES) and set(RACE_RULES) <= set(RULES)
    for key, rule in RULES.items():
        assert rule.key == key
        assert rule.french.strip() and rule.english.strip()
        assert GAME.rule(key) is rule
    assert all(rule.house for rule in KERNEL_RULES.values())
    assert [k for k, r in RACE_RULES.items() if r.house] == ["exact-finish", "stopped-game"]
    assert "(house rule)" in str(RULES["exact-finish"]) and "« " in str(RULES["roll"])


def test_a_rule_index_refuses_two_rules_with_one_key_and_a_game_redefining_the_kernels():
    with pytest.raises(ValueError):
        rule_index(Rule("roll", "a", "a"), Rule("roll", "b", "b"))
    with pytest.raises(ValueError):
        with_kernel_rules({"chance": Rule("chance", "Le hasard.", "Chance.")})


@pytest.mark.parametrize("players", [2, 3, 4])
def test_new_with_a_number_of_players(registered, players):
    m = gangs.new("reference", players=players, seed=1)
    assert isinstance(m, Match)
    assert len(m.players) == players == len(set(m.players))
    assert all(isinstance(name, str) and name for name in m.players)
    assert len(m.scores) == players
    assert m.to_move == 0
    assert m.decisions == 0 and not m.is_over and m.winners == []


def test_new_with_names(registered):
    m = gangs.new("reference", players=["Zoé", "Malik", "Inès"], seed=1)
    assert m.players == ["Zoé", "Malik", "Inès"]
    assert list(m.state.names) == ["Zoé", "Malik", "Inès"]
    assert m.record.players == ["Zoé", "Malik", "Inès"]


@pytest.mark.parametrize("players", [0, 1, 5, 12, ["Solo"], [f"P{i}" for i in range(5)], [], None, "2", True])
def test_new_refuses_a_bad_number_of_players(registered, players):
    with pytest.raises(ValueError):
        gangs.new("reference", players=players)


def test_new_refuses_two_players_with_one_name(registered):
    with pytest.raises(ValueError):
        gangs.new("reference", players=["Ana", "Ana"])
    with pytest.raises(ValueError):
        gangs.new("reference", players=["Ana", "Bo", "Ana"])


@pytest.mark.parametrize("key", ["monopoly", "", None, 3])
def test_new_refuses_an_unknown_game(key):
    with pytest.raises(ValueError):
        gangs.new(key, players=2)


@pytest.mark.parametrize("options", [
    {"speed": "fast"}, {"track": 7}, {"track": 41}, {"track": "20"}, {"track": True}, {"track": 20.0},
    {"track": None}, {"exact_finish": 1}, {"exact_finish": "yes"}, {"exact_finish": None}, {"max_turns": 0},
    {"max_turns": -3}, {"max_turns": "10"}, {"max_turns": True}, {"max_turns": 2.5},
])
def test_new_refuses_an_unknown_or_bad_option(registered, options):
    with pytest.raises(ValueError) as caught:
        gangs.new("reference", players=2, **options)
    assert next(iter(options)) in str(caught.value)


def test_new_accepts_every_good_option(registered):
    m = gangs.new("reference", players=2, seed=3, track=8, exact_finish=True, max_turns=12)
    assert m.options == {"track": 8, "exact_finish": True, "max_turns": 12}
    assert m.state.options == m.options and GAME.defaults == {"track": 20, "exact_finish": False, "max_turns": None}
    assert m.record.options == m.options


def test_new_without_seed_records_one(registered):
    m = gangs.new("reference", players=2)
    assert isinstance(m.seed, int)
    m.run(max_steps=10)
    assert gangs.load(m.record).state == m.state


def test_load_reaches_the_game_through_the_registry(registered, monkeypatch, tmp_path):
    m = situation(3, seed=5).run(max_steps=12)
    path = m.record.save(tmp_path / "race.json")
    for source in (m.record, m.record.to_dict(), m.record.to_json(), path, str(path)):
        loaded = gangs.load(source)
        assert loaded.state == m.state and loaded.decisions == m.decisions
    monkeypatch.delitem(gangs.GAMES, GAME.name)
    with pytest.raises(RecordError, match="unknown game"):
        gangs.load(m.record)


# -- Match: state, to_move, legal_actions, play -----------------------------------------------------
def test_the_first_decision_is_a_roll():
    m = match(3, seed=2)
    assert isinstance(m.state, State)
    assert m.state.turn == 1
    assert m.to_move == m.state.to_move == 0
    assert [a.notation for a in m.legal_actions()] == ["roll"]
    assert m.legal_actions() == m.state.legal_actions()


@pytest.mark.parametrize("as_text", [False, True])
def test_play_an_action_or_its_notation(as_text):
    m = match(3, seed=2)
    m.force(4)
    action = "roll" if as_text else m.legal_actions()[0]
    events = m.play(action)
    assert isinstance(events, list) and events
    assert_events(events)
    assert events == m.log[-len(events):]
    assert [a.notation for a in m.steps] == ["roll", "die 4"]
    assert m.state.pos[0] == 4
    assert m.decisions == 1
    assert m.to_move == 1


def test_play_accepts_a_notation_typed_by_a_person():
    m = match(2, seed=2)
    m.play("  ROLL ")
    assert m.steps[0].notation == "roll"


def test_match_resolves_chance_before_giving_the_move():
    m = match(4, seed=5, track=40)
    for _ in range(200):
        if m.is_over:
            break
        assert m.to_move != CHANCE
        assert m.to_move in range(4)
        assert m.legal_actions()
        assert_events(m.play(random.Random(m.decisions).choice(m.legal_actions())))
    assert m.is_over


@pytest.mark.parametrize("options, last", [({}, "finish"), ({"max_turns": 2}, "stopped-game")])
def test_every_event_of_a_whole_game_names_a_rule(options, last):
    m = match(4, seed=8, **options).run()
    assert m.is_over
    assert_events(m.log)
    assert m.log[-1].rule == last


def test_play_after_the_end_is_illegal():
    m = match(2, seed=4).run()
    assert m.is_over and m.to_move is None and m.legal_actions() == []
    before = snapshot(m)
    for thing in ("roll", Action("roll"), None):
        with pytest.raises(IllegalAction) as caught:
            m.play(thing)
        assert caught.value.rule == "game-over"
        assert snapshot(m) == before


def test_decision_turns_give_the_round_of_each_decision():
    """Item 0 is the round at the start, item k the round in which decision k was made."""
    m = match(2, seed=0)
    for face in (1, 2, 3):          # P1 to 1, P2 to 2, P1 to 4: no 6, no Police, no bump
        m.force(face).play("roll")
    assert m.decision_turns == [1, 1, 1, 2] and m.state.turn == 2
    assert len(m.decision_turns) == m.decisions + 1 == len(m.events_by_decision())
    assert m.undo(1).decision_turns == [1, 1, 1]
    assert m.redo(1).decision_turns == [1, 1, 1, 2]
    assert m.branch(2).decision_turns == [1, 1, 1]
    assert replay(GAME, m.record).decision_turns == m.decision_turns


def test_events_by_decision_split_the_log():
    m = match(2, seed=0)
    m.force(2).play("roll")
    m.force(3).play("roll")
    split = m.events_by_decision()
    assert split[0] == [] and [e for part in split for e in part] == m.log
    assert [e.kind for e in split[2]] == ["roll", "die", "move"]
    assert [m.decision_events(k) for k in range(m.decisions + 1)] == split
    for wrong in (-1, 3, True, None, "1", 1.0):
        with pytest.raises(IndexError, match="from 0 to 2"):
            m.decision_events(wrong)


# -- chance -------------------------------------------------------------------------------------------
def test_chance_is_a_distinct_value_of_to_move():
    assert gangs.CHANCE == CHANCE
    assert gangs.CHANCE is not None
    assert gangs.CHANCE not in range(6)


def die_node() -> ReferenceState:
    """P1's die is rolling (after ``roll``)."""
    s = bare()
    s.apply("roll")
    return s


def die_again_node() -> ReferenceState:
    """P1 rolled a 6, chose go, and rolls again."""
    s = bare()
    for step in ("roll", "die 6", "go"):
        s.apply(step)
    return s


@pytest.mark.parametrize("make", [die_node, die_again_node], ids=["die", "die-after-go"])
def test_chance_outcomes_sum_to_one(make):
    s = make()
    assert s.to_move == CHANCE and s.is_chance_node
    assert s.legal_actions() == []
    outcomes = s.chance_outcomes()
    assert outcomes
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert all(p > 0 for _, p in outcomes)
    assert len({a.notation for a, _ in outcomes}) == len(outcomes)


def test_a_die_is_fair():
    outcomes = die_node().chance_outcomes()
    assert sorted(a.notation for a, _ in outcomes) == [f"die {k}" for k in range(1, 7)]
    assert all(p == pytest.approx(1 / 6) for _, p in outcomes)


def test_an_impossible_outcome_leaves_a_chance_node_as_it_was():
    s = die_node()
    before = s.to_dict()
    for bad in ("die 7", "die 0", "draw balance", "roll", "go", Action("die", 7), None, 3):
        with pytest.raises(IllegalAction) as caught:
            s.apply(bad)
        assert caught.value.rule == "chance"
        assert s.to_dict() == before


def test_die_makes_its_outcomes_once():
    assert (D6.faces, D6.kind) == (6, "die") and GAME.die is D6
    assert D6[6] == Action("die", 6) and D6[1].notation == "die 1"
    assert D6.outcomes is D6.outcomes and sum(p for _, p in D6.outcomes) == pytest.approx(1)
    assert D6.notations() == {f"die {k}" for k in range(1, 7)}
    wheel = Die(8, "spin")
    assert wheel[8] == Action("spin", 8) and len(wheel.outcomes) == 8 and "spin 8" in wheel.notations()
    for face in (0, 7, -1, True, "6", 2.0):
        with pytest.raises(IndexError):
            D6[face]
    for faces in (0, -2, True, 2.5, "6"):
        with pytest.raises(ValueError):
            Die(faces)


# -- Action and notation ----------------------------------------------------------------------------------
def test_action_is_frozen():
    action = match().legal_actions()[0]
    for name in ("notation", "kind", "label", "targets", "args"):
        with pytest.raises((AttributeError, TypeError)):
            setattr(action, name, "x")
    with pytest.raises((AttributeError, TypeError)):
        action.new_field = 1
    assert action.notation == "roll"


def test_action_attributes_cannot_be_deleted():
    action = Action("pass", targets=("die",))
    with pytest.raises((AttributeError, TypeError)):
        del action.targets
    assert action.targets == ("die",)


def test_an_action_holds_no_words():
    """Notation, arguments, targets and piece: its label is the narrator's, made when a screen reads it."""
    action = Action("give", 1, 5000, targets=("pawn-1",), piece="pawn-0")
    assert not hasattr(action, "label") and not hasattr(action, "piece_name")
    with pytest.raises(TypeError):
        Action("pass", label="Pass")


def test_action_is_hashable_and_equal_by_notation():
    a, b = Action("give", 1, 5000), Action("give", 1, 5000, targets=("pawn-1",))
    assert a == b and hash(a) == hash(b)
    assert len({a, b, Action("roll")}) == 2
    assert {Action("roll"): 1}[Action("roll")] == 1
    assert a != Action("give", 1, 1000)


def test_action_notation_is_stable():
    assert str(Action("roll")) == "roll"
    assert str(Action("die", 6)) == "die 6"
    assert str(Action("buy", "house", 3)) == "buy house 3"
    assert str(Action("give", 1, 10000)) == "give 1 10000"
    assert [str(a) for a in match().legal_actions()] == ["roll"]
    assert [str(a) for a, _ in die_node().chance_outcomes()] == [f"die {k}" for k in range(1, 7)]
    assert [str(a) for a in after_six().legal_actions()] == ["go", "stop"]


def test_parse_notation_reads_numbers_as_numbers():
    assert parse_notation("give 2 30000").args == (2, 30000)
    assert parse_notation("  Buy  HOUSE 3 ") == Action("buy", "house", 3)
    assert parse_notation("move -1").args == (-1,)
    assert parse_notation("   ") is None
    assert normalize_notation("  Die   6 ") == "die 6"


@pytest.mark.parametrize("players,seed,options", [
    (2, 1, {}), (3, 2, {"exact_finish": True}), (4, 3, {"track": 40}), (2, 4, {"max_turns": 3}),
    (4, 5, {"track": 8, "exact_finish": True}),
])
def test_every_action_round_trips_through_its_notation(players, seed, options):
    seen = 0
    states = (state for game in range(5) for state in walk(players, seed * 10 + game, **options))
    for state in states:
        if state.is_terminal:
            continue
        candidates = ([a for a, _ in state.chance_outcomes()] if state.to_move == CHANCE
                      else state.legal_actions())
        assert candidates
        assert len({a.notation for a in candidates}) == len(candidates), "two actions share a notation"
        for action in candidates:
            text = str(action)
            assert text == action.notation == normalize_notation(text)
            parsed = GAME.parse_action(state, text)
            assert parsed == action and str(parsed) == text
            assert GAME.parse_action(state, "  " + text.upper() + " ") == action
            assert isinstance(label(state, action), str) and label(state, action).strip()
            assert isinstance(action.targets, tuple)
            assert all(isinstance(t, str) and t for t in action.targets)
            seen += 1
    assert seen > 150


def test_labels_and_targets_of_known_actions():
    """An action is its notation and targets; its label is worded by the game's narrator when a screen reads it."""
    m = match()
    roll = m.legal_actions()[0]
    assert roll.targets == ("die",) and label(m.state, roll) == "Roll the die"
    state = after_six(at={0: 10}).state
    legal = {a.notation: a for a in state.legal_actions()}
    assert legal["go"].targets == ("sq-16",) and legal["stop"].targets == ("sq-10",)
    assert "6" in label(state, legal["go"])
    legal = {a.notation: a for a in after_bump().legal_actions()}
    assert legal["back"].targets == ("sq-3",) and legal["wait"].targets == ("sq-4",)


def test_targets_are_ids_of_the_drawing():
    for state in walk(4, 12, steps=300, track=40):
        if state.to_move in (None, CHANCE):
            continue
        ids = GAME.scene(state).ids()
        for action in state.legal_actions():
            assert set(action.targets) <= ids, f"{action}: {action.targets} not all drawn"


@pytest.mark.parametrize("text, rule", [("fly", "legal-actions"), ("go", "six"), ("stop", "six"), ("back", "bump"),
                                        ("die 3", "legal-actions"), ("roll 3", "notation"), ("", "notation"),
                                        (None, "notation"), (3, "notation"), (Action("roll"), "notation")])
def test_parse_action_refuses_what_is_not_legal(text, rule):
    state = match().state
    with pytest.raises(IllegalAction) as caught:
        GAME.parse_action(state, text)
    assert caught.value.rule == rule


def test_parse_action_reads_an_outcome_at_a_chance_node_and_nothing_after_the_end():
    assert GAME.parse_action(die_node(), "DIE 3") == D6[3]
    with pytest.raises(IllegalAction, match="die 1, die 2"):
        GAME.parse_action(die_node(), "die 9")
    with pytest.raises(IllegalAction) as caught:
        GAME.parse_action(match(2, seed=4).run().state, "roll")
    assert caught.value.rule == "game-over"


def test_an_unlisted_action_is_accepted_or_refused_by_the_game(monkeypatch):
    """``accept_unlisted``: an action ``legal_actions`` does not list (an amount typed freely) may be legal."""
    def accept(state, action):
        if action.kind == "hop" and action.args[0] in (1, 2):
            return Action("hop", action.args[0], targets=(f"sq-{action.args[0]}",))
        if action.kind == "hop":
            raise IllegalAction("a hop is 1 or 2 squares", "roll")
        return None

    monkeypatch.setattr(ReferenceState, "accept_unlisted", accept)
    state = match().state
    assert GAME.parse_action(state, "hop 2").targets == ("sq-2",)
    assert state.check(Action("hop", 1)).targets == ("sq-1",)
    for refused, rule in (("hop 3", "roll"), ("skip 1", "legal-actions"), (Action("hop", "1"), "notation")):
        with pytest.raises(IllegalAction) as caught:
            state.check(refused)
        assert caught.value.rule == rule


# -- State: clone, to_dict, equality, observation -------------------------------------------------------
def test_clone_is_independent():
    m = situation(3, at={0: 7, 1: 12}, skip={2: 1})
    s = m.state
    before = s.to_dict()
    twin = s.clone()
    assert twin == s and twin is not s and twin.to_dict() == before
    twin.pos[0] = 19
    twin.skip[2] = 0
    twin.current, twin.pending, twin.last = 2, Six(2), 6
    assert s.to_dict() == before and twin != s
    other = s.clone()
    other.apply("roll")
    other.apply("die 5")
    assert s.to_dict() == before
    s.pos[0] = 0
    assert other.pos[0] == 12


def test_applying_to_the_state_leaves_a_clone_alone():
    s = bare()
    twin = s.clone()
    saved = twin.to_dict()
    s.apply("roll")
    s.apply("die 6")
    assert twin.to_dict() == saved and twin.to_move == 0


def test_equality_is_by_position_not_identity():
    a, b = bare(3), bare(3)
    assert a == b and a != bare(2) and a != bare(3, track=30)
    b.pos[1] = 1
    assert a != b
    assert a != "a state" and a.__eq__("a state") is NotImplemented
    with pytest.raises(TypeError):
        hash(a)


@pytest.mark.parametrize("players,seed,options", [
    (2, 21, {}), (3, 22, {"exact_finish": True}), (4, 23, {"track": 40}), (4, 24, {"max_turns": 4}),
])
def test_to_dict_round_trips_along_a_game(players, seed, options):
    rng = random.Random(seed)
    state = bare(players, **options)
    for _ in range(400):
        data = state.to_dict()
        assert json.loads(json.dumps(data)) == data, "to_dict must be plain JSON data"
        rebuilt = GAME.state_from_dict(json.loads(json.dumps(data)))
        assert rebuilt == state and rebuilt.to_dict() == data
        assert (rebuilt.to_move, rebuilt.turn, rebuilt.is_terminal) == (state.to_move, state.turn, state.is_terminal)
        assert rebuilt.legal_actions() == state.legal_actions()
        assert rebuilt.chance_outcomes() == state.chance_outcomes()
        if state.is_terminal:
            break
        action = random_step(state, rng)
        said = state.apply(action)
        assert texts(rebuilt.apply(action)) == texts(said)
        assert rebuilt == state
    assert state.is_terminal and state.turn > 1


def pending_decisions() -> dict:
    """States waiting on pending data: a 6, a bump (after a plain move and after a go), a rolling die."""
    return {"six": after_six().state, "bump": after_bump().state, "bump-again": after_bump(again=True).state,
            "rolling": die_again_node()}


@pytest.mark.parametrize("name", ["six", "bump", "bump-again", "rolling"])
def test_to_dict_round_trips_pending_decisions(name):
    state = pending_decisions()[name]
    data = state.to_dict()
    assert data["pending"]["@"] in ("Six", "Bump", "Rolling"), "the pending decision is a named record"
    rebuilt = GAME.state_from_dict(json.loads(json.dumps(data)))
    assert rebuilt == state and type(rebuilt.pending) is type(state.pending)
    assert rebuilt.to_move == state.to_move
    if state.to_move == CHANCE:
        assert rebuilt.chance_outcomes() == state.chance_outcomes()
        nxt = state.chance_outcomes()[0][0]
    else:
        assert rebuilt.legal_actions() == state.legal_actions()
        nxt = state.legal_actions()[0]
    a, b = state.clone(), rebuilt
    assert texts(a.apply(nxt)) == texts(b.apply(nxt))
    assert a == b


@pytest.mark.parametrize("change", [
    lambda d: d.pop("pos"), lambda d: d.update(game="street"), lambda d: d.update(pending={"@": "Nope"}),
    lambda d: d.update(pending={"@": "Six", "who": 1}), lambda d: d.update(pos=3), lambda d: d.pop("players"),
    lambda d: d["options"].update(track=3),
], ids=["missing-field", "another-game", "unknown-record", "record-field", "not-a-list", "no-players", "bad-option"])
def test_state_from_dict_refuses_what_is_not_a_state_of_the_game(change):
    data = after_bump().state.to_dict()
    change(data)
    with pytest.raises(ValueError):
        GAME.state_from_dict(data)


def test_a_decision_can_belong_to_another_player():
    m = after_bump()
    assert m.state.current == 0 and m.to_move == 1
    assert {a.notation for a in m.legal_actions()} == {"back", "wait"}
    m.play("wait")                      # P2 misses its next turn: P3 plays
    assert m.to_move == m.state.current == 2
    assert texts(m.log)[-1] == "P2 misses this turn."


def test_observation_is_plain_data_for_every_player():
    s = after_bump().state
    for player in range(3):
        seen = s.observation(player)
        assert json.loads(json.dumps(seen)) == seen
        assert seen == s.to_dict(), "a race hides nothing"


def test_sheet_and_tables_are_plain_words_and_rows():
    s = situation(3, at={0: 7, 1: 12}, skip={2: 1}).state
    assert s.sheet(2) == {"square": "0 of 20", "misses": "the next turn"}
    columns, rows = s.tables()["Standings"]
    assert columns == ("player", "square", "to go") and rows[0] == ("P2", 12, 8)
    assert all(len(row) == len(columns) for row in rows)
    assert State.sheet(s, 1) == {"score": "12"} and State.tables(s) == {}


def test_repr_svg_draws_the_board():
    m = situation(3, at={1: 12, 2: 20})
    for thing in (m, m.state):
        drawing = thing._repr_svg_()
        assert isinstance(drawing, str)
        assert "<svg" in drawing and drawing.rstrip().endswith("</svg>")
        assert 'id="pawn-2"' in drawing and 'id="sq-20"' in drawing and 'id="die"' in drawing


# -- Fields: the declaration clone, to_dict, state_from_dict and == follow from ---------------------------
def test_the_declared_fields_are_the_slots():
    fields = ReferenceState.FIELDS
    assert set(ReferenceState.__slots__) == set(fields.all)
    assert fields.saved == fields.value + fields.lists + fields.nested
    assert set(bare().to_dict()) == {"game", "players", "options", *fields.saved}
    assert fields.record_types == {"Rolling": Rolling, "Six": Six, "Bump": Bump}


def test_fields_refuse_slots_that_are_not_declared():
    with pytest.raises(TypeError, match="slots not declared as fields: \\['secret'\\]"):
        class Leaky(State):
            """A state with an attribute clone would not copy."""

            FIELDS = Fields(const=("game", "names", "options"), lists=("pos",))
            __slots__ = ("game", "names", "options", "pos", "secret")
    with pytest.raises(TypeError, match="fields that are not slots: \\['pos'\\]"):
        class Missing(State):
            """A state declaring a field it has no slot for."""

            FIELDS = Fields(const=("game", "names", "options"), lists=("pos",))
            __slots__ = ("game", "names", "options")


def test_fields_refuse_a_field_declared_twice_or_no_game_names_and_options():
    with pytest.raises(TypeError, match="declared twice"):
        Fields(const=("game", "names", "options"), value=("pos",), lists=("pos",))
    with pytest.raises(TypeError, match="options"):
        Fields(const=("game", "names"), value=("pos",))


class Cell(NamedTuple):
    """A named record for the ad hoc grid state."""

    row: int
    col: int


@dataclasses.dataclass(frozen=True)
class Mark:
    """A frozen dataclass record for the ad hoc grid state."""

    cell: Cell
    owner: str


class Grid(State):
    """An ad hoc state with a nested field and both kinds of record (the race has neither)."""

    FIELDS = Fields(const=("game", "names", "options"), value=("last",), nested=("rows",), records=(Cell, Mark))
    __slots__ = FIELDS.all


def test_a_nested_field_is_copied_list_by_list_and_records_round_trip():
    grid = object.__new__(Grid)
    grid.game, grid.names, grid.options = GAME, ("a", "b"), {}
    grid.rows, grid.last = [[1, 2], [3]], Mark(Cell(0, 1), "a")
    twin = grid.clone()
    twin.rows[0].append(9)
    assert grid.rows == [[1, 2], [3]] and twin != grid
    data = json.loads(json.dumps(grid.to_dict()))
    assert data["last"] == {"@": "Mark", "cell": {"@": "Cell", "row": 0, "col": 1}, "owner": "a"}
    again = object.__new__(Grid)
    again.game, again.names, again.options = GAME, ("a", "b"), {}
    read_into(again, Grid.FIELDS, data)
    assert again == grid and again.last.cell == Cell(0, 1)


def test_a_frozenset_field_round_trips():
    class Marks(State):
        """An ad hoc state keeping a frozenset."""

        FIELDS = Fields(const=("game", "names", "options"), value=("marks",))
        __slots__ = FIELDS.all

    state = object.__new__(Marks)
    state.game, state.names, state.options, state.marks = GAME, ("a",), {}, frozenset({1, 2})
    again = object.__new__(Marks)
    again.game, again.names, again.options = GAME, ("a",), {}
    read_into(again, Marks.FIELDS, json.loads(json.dumps(state.to_dict())))
    assert again == state


def test_a_subclass_of_a_state_clones_into_itself():
    class Variant(ReferenceState):
        """A variant of the race that changes no field."""

        __slots__ = ()

    state = object.__new__(Variant)
    for name in ReferenceState.FIELDS.all:
        setattr(state, name, getattr(bare(), name))
    assert type(state.clone()) is Variant and state.clone() == state


def test_a_state_class_without_slots_is_refused():
    with pytest.raises(TypeError):
        class Loose(State):
            """A state whose instances have a __dict__."""

            FIELDS = Fields(const=("game", "names", "options"), lists=("pos",))


# -- Options ----------------------------------------------------------------------------------------------
def test_options_are_declared_with_their_doc():
    assert list(GAME.options) == ["track", "exact_finish", "max_turns"]
    for name, option in GAME.options.items():
        assert isinstance(option, Option) and option.name == name and option.doc.strip()
    assert str(GAME.options["track"]).startswith("track (default 20; a whole number from 8 to 40)")
    assert GAME.options["max_turns"].allowed() == "None or a whole number from 1 to 100"
    assert GAME.options["exact_finish"].allowed() == "True or False"


@pytest.mark.parametrize("option, good, bad", [
    (Option("n", 3, "a count", type=int, minimum=1, maximum=5), [1, 5], [0, 6, 2.0, True, "3", None]),
    (Option("x", 0.5, "a share", type=float, minimum=0, maximum=1), [0, 1, 0.25], [1.5, float("nan"), False, "0"]),
    (Option("on", False, "a switch", type=bool), [True, False], [0, 1, "True", None]),
    (Option("mode", "a", "a mode", choices=("a", "b")), ["a", "b"], ["c", None, 1]),
    (Option("level", 1, "a level", choices=(1, 2)), [1, 2], [True, 1.0, "1"]),
    (Option("name", "x", "a text", type=str), ["", "y"], [1, None, b"y"]),
    (max_turns_option(None, "a bound"), [None, 1, 99], [0, -1, 1.5, True]),
])
def test_an_option_keeps_good_values_and_refuses_bad_ones_by_name(option, good, bad):
    for value in good:
        kept = option.validate(value)
        assert kept == value
        if option.type in (int, float) and value is not None:
            assert type(kept) is option.type
    for value in bad:
        with pytest.raises(ValueError, match=f"option {option.name} must be"):
            option.validate(value)
    assert option.validate(option.default) == option.default
    assert option.default in option.samples()
    for sample in option.samples():
        option.validate(sample)


def test_an_option_is_declared_with_choices_or_a_type_and_once():
    with pytest.raises(TypeError):
        Option("x", 1, "neither")
    with pytest.raises(TypeError):
        Option("x", 1, "both", choices=(1,), type=int)
    with pytest.raises(ValueError, match="two options"):
        option_index(Option("x", 1, "one", type=int), Option("x", 2, "two", type=int))
    assert Option("n", 2, "", type=int, minimum=1, maximum=3).samples() == [2, 1, 3]


def test_check_options_fills_defaults_and_names_what_is_wrong():
    assert GAME.check_options({}) == GAME.defaults
    assert GAME.check_options({"track": 8}) == {**GAME.defaults, "track": 8}
    with pytest.raises(ValueError, match="no option speed; its options are track, exact_finish, max_turns"):
        GAME.check_options({"speed": 1})
    with pytest.raises(ValueError, match="mapping"):
        GAME.check_options([("track", 8)])


def test_a_board_option_checks_that_the_file_reads_as_a_board(tmp_path):
    load = board_loader("gangs", lambda data: data["squares"], filename="board.toml")
    option = board_option(load)
    good = tmp_path / "board.toml"
    good.write_text("squares = 9\n", encoding="utf-8")
    assert option.reads_file and option.validate(None) is None and option.validate(str(good)) == str(good)
    (tmp_path / "broken.toml").write_text("squares = [", encoding="utf-8")
    (tmp_path / "other.toml").write_text("roads = 1\n", encoding="utf-8")
    for name in ("broken.toml", "other.toml", "missing.toml"):
        with pytest.raises(ValueError, match="option board"):
            option.validate(str(tmp_path / name))


# -- board_loader -----------------------------------------------------------------------------------------
def test_board_loader_reads_a_file_builds_once_per_text_and_refuses_what_is_no_board(tmp_path):
    built: list[dict] = []

    def build(data: dict) -> tuple:
        built.append(data)
        return tuple(data["squares"])

    load = board_loader("no_such_package_needed", build)
    path = tmp_path / "copy.toml"
    path.write_text("squares = [1, 2, 3]\n", encoding="utf-8")
    first = load(str(path))
    assert first == (1, 2, 3) and load(path) is first and len(built) == 1
    (tmp_path / "same.toml").write_text("squares = [1, 2, 3]\n", encoding="utf-8")
    assert load(tmp_path / "same.toml") is first and len(built) == 1, "the same text is built once"
    path.write_text("squares = [4]\n", encoding="utf-8")
    assert load(path) == (4,) and len(built) == 2, "an edited file is read again"
    path.write_text("squares = [", encoding="utf-8")
    with pytest.raises(ValueError):
        load(path)
    path.write_text("roads = 2\n", encoding="utf-8")
    with pytest.raises(KeyError):
        load(path)
    with pytest.raises(OSError):
        load(tmp_path / "missing.toml")


def test_board_loader_reads_the_board_shipped_in_a_package(tmp_path, monkeypatch):
    package = tmp_path / "toy_board_game"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "board.toml").write_text('name = "toy"\n', encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    load = board_loader("toy_board_game", lambda data: data["name"])
    assert load() == "toy" and load(None) == "toy"
    assert load.standard_text() == 'name = "toy"\n'


# -- loaded dice ---------------------------------------------------------------------------------------
def test_force_a_die():
    m = match()
    m.force(6)
    assert m.forced == ["die 6"]
    events = m.play("roll")
    assert [a.notation for a in m.steps] == ["roll", "die 6"]
    assert any(e.data.get("roll") == 6 for e in events)
    assert m.forced == [] and m.to_move == 0 and type(m.state.pending) is Six


@pytest.mark.parametrize("outcome", [3, "3", "die 3", "DIE  3", Action("die", 3), D6[3]])
def test_force_accepts_a_number_a_notation_or_an_action(outcome):
    m = match()
    m.force(outcome)
    m.play("roll")
    assert m.steps[1].notation == "die 3"
    assert m.state.pos[0] == 3


def test_forced_dice_queue_up():
    m = match()
    m.force(2).force(1)
    m.play("roll")
    m.play("roll")
    assert chance_steps(m) == ["die 2", "die 1"]
    assert m.state.pos == [2, 1]


def test_forced_dice_reach_the_chance_after_a_later_decision():
    m = match()
    m.force(6).force(4)
    m.play("roll")
    assert m.forced == ["die 4"]
    events = m.play("go")                   # 6 then the loaded 4: square 10 is a Police square
    assert [a.notation for a in m.steps] == ["roll", "die 6", "go", "die 4"]
    assert m.state.pos[0] == 7 and [e.rule for e in events][-1] == "police"


@pytest.mark.parametrize("outcome", [7, 0, -1, "die 7", "draw balance", "roll", "", True, 2.5, None,
                                     Action("die", 7), b"6", [6]])
def test_force_refuses_an_outcome_that_can_never_happen(outcome):
    m = match()
    before = snapshot(m)
    with pytest.raises(IllegalAction) as caught:
        m.force(outcome)
    assert caught.value.rule == "chance"
    assert m.forced == []
    assert snapshot(m) == before


def test_forced_notation_and_possible_outcome():
    assert GAME.forced_notation(6) == GAME.forced_notation(" 6 ") == "die 6"
    assert GAME.forced_notation("Die 2") == "die 2" and GAME.forced_notation(D6[4]) == "die 4"
    assert (GAME.die_kind, GAME.die_faces) == ("die", 6)
    assert GAME.forced_examples[0].isdigit()
    for example in GAME.forced_examples:
        assert GAME.possible_outcome(bare(), GAME.forced_notation(example))


@pytest.mark.parametrize("notation, possible", [("die 1", True), ("die 6", True), ("die 06", False),
                                                ("die 7", False), ("die", False), ("dart miss", False)])
def test_the_kernel_knows_a_die_and_a_game_adds_its_other_chance_nodes(notation, possible):
    assert Game.possible_outcome(GAME, bare(), notation) is possible
    assert GAME.possible_outcome(bare(), notation) is possible     # the race rolls nothing but its die


def with_a_die_that_cannot_show_six(monkeypatch) -> Match:
    """A die loaded with 6 while this die (patched) only shows 1 to 5: the loaded outcome cannot fall."""
    monkeypatch.setattr(ReferenceState, "chance_outcomes",
                        lambda self: [(D6[k], 0.2) for k in range(1, 6)] if self.to_move == CHANCE else [])
    return match().force(6)


def test_a_loaded_outcome_that_cannot_fall_leaves_the_match_unchanged(monkeypatch):
    m = with_a_die_that_cannot_show_six(monkeypatch)
    before = snapshot(m)
    with pytest.raises(IllegalAction) as caught:
        m.play("roll")
    assert "die 6" in str(caught.value) and caught.value.rule == "chance"
    assert snapshot(m) == before
    assert m.to_move == 0 and [a.notation for a in m.legal_actions()] == ["roll"]
    m.clear_forced()
    assert m.forced == [] and m.play("roll")


def test_a_loaded_die_does_not_shift_the_dice_that_follow():
    """A loaded die replaces the draw of the generator: later dice are those of the seed."""
    plain = match(2, seed=31)
    loaded = match(2, seed=31)
    plain.play("roll")
    natural = plain.steps[1].notation
    loaded.force(natural)
    loaded.play("roll")
    assert plain.state == loaded.state
    plain.run(agents=fresh_agents(plain), max_steps=20)
    loaded.run(agents=fresh_agents(loaded), max_steps=20)
    assert plain.record.steps == loaded.record.steps



def test_a_refused_decision_gives_back_the_generator_and_the_whole_queue_of_loaded_outcomes(monkeypatch):
    """« m.force(...) [...] raises IllegalAction when the decision that reaches it is played, and that decision
    is not made » (``Match.force``): the die was drawn and the queue read before the refusal; both come back,
    so the dice that follow are those of a match where nothing was tried."""
    m = with_a_die_that_cannot_show_six(monkeypatch).force(3)
    twin = match()
    assert m.forced == ["die 6", "die 3"]
    with pytest.raises(IllegalAction):
        m.play("roll")
    assert m.forced == ["die 6", "die 3"]
    m.clear_forced()
    for one in (m, twin):
        one.run(agents=fresh_agents(one), max_steps=20)
    assert chance_steps(m) == chance_steps(twin) and len(chance_steps(m)) >= 10

# -- IllegalAction names its rule and changes nothing -------------------------------------------------------
def _at_start(**where):
    return lambda: situation(3, **where)


REFUSALS = {
    "go-without-a-six": (_at_start(), "go", "six"),
    "stop-without-a-six": (_at_start(), "stop", "six"),
    "back-without-a-bump": (_at_start(), "back", "bump"),
    "roll-during-a-six": (after_six, "roll", "six"),
    "wait-during-a-six": (after_six, "wait", "six"),
    "roll-during-a-bump": (after_bump, "roll", "bump"),
    "go-during-a-bump": (after_bump, "go", "bump"),
    "go-past-an-exact-finish": (lambda: after_six(at={0: 16}, exact_finish=True), "go", "exact-finish"),
    "roll-with-an-argument": (_at_start(), "roll 3", "notation"),
    "unknown-word": (_at_start(), "fly", "legal-actions"),
    "die-as-a-decision": (_at_start(), "die 6", "legal-actions"),
}


@pytest.mark.parametrize("name", list(REFUSALS))
def test_an_illegal_action_names_its_rule_and_changes_nothing(name):
    make, text, rule = REFUSALS[name]
    m = make()
    assert parse_notation(text) not in m.legal_actions()
    before = snapshot(m)
    with pytest.raises(IllegalAction) as caught:
        m.play(text)
    error = caught.value
    assert isinstance(error, ValueError)
    assert error.rule == rule and rule in RULES
    assert error.rule in str(error) and error.reason in str(error)
    assert snapshot(m) == before
    # The same through the State, with an Action instead of its notation, and through why_illegal
    state = m.state
    saved = state.clone()
    with pytest.raises(IllegalAction) as again:
        state.apply(parse_notation(text))
    assert again.value.rule == error.rule
    assert state == saved
    assert state.why_illegal(parse_notation(text)).rule == rule


def test_the_check_that_refuses_go_is_the_one_that_lists_it():
    """One source per action kind: with an exact finish, go is not listed exactly when it is refused."""
    for square in range(8, 20):
        m = after_six(at={0: square}, exact_finish=True)
        listed = "go" in {a.notation for a in m.legal_actions()}
        assert listed == (square + 6 <= 20)
        assert listed == (m.state._refusal(Action("go")) is None)


def test_an_action_legal_elsewhere_is_refused_in_a_pending_decision():
    m = after_bump()
    before = snapshot(m)
    for text in ("roll", "go", "stop", "die 3"):
        with pytest.raises(IllegalAction) as caught:
            m.play(text)
        assert caught.value.rule in RULES
        assert snapshot(m) == before


BAD_INPUT = {
    "play-none": lambda m: m.play(None),
    "play-a-number": lambda m: m.play(3),
    "play-a-list": lambda m: m.play(["roll"]),
    "play-bytes": lambda m: m.play(b"roll"),
    "play-empty": lambda m: m.play("   "),
    "play-a-bool-argument": lambda m: m.play(Action("go", 1, True)),
    "play-a-text-number": lambda m: m.play(Action("roll", "3")),
    "play-an-upper-case-action": lambda m: m.play(Action("ROLL")),
    "reseed-a-text": lambda m: m.reseed("x"),
    "reseed-a-bool": lambda m: m.reseed(True),
    "reseed-a-float": lambda m: m.reseed(1.5),
    "reseed-none": lambda m: m.reseed(None),
    "undo-a-text": lambda m: m.undo("1"),
    "undo-too-far": lambda m: m.undo(99),
    "undo-negative": lambda m: m.undo(-1),
    "redo-none": lambda m: m.redo(None),
    "redo-nothing-undone": lambda m: m.redo(1),
    "branch-a-text": lambda m: m.branch("x"),
    "branch-a-float": lambda m: m.branch(1.0),
    "branch-beyond": lambda m: m.branch(99),
    "force-7": lambda m: m.force(7),
}


@pytest.mark.parametrize("name", list(BAD_INPUT))
def test_bad_input_raises_illegal_action_changes_nothing_and_the_record_still_loads(name):
    m = match(3, seed=6).run(max_steps=5)
    before = snapshot(m)
    with pytest.raises(IllegalAction) as caught:
        BAD_INPUT[name](m)
    assert caught.value.rule in RULES
    assert snapshot(m) == before
    assert replay(GAME, Record.from_json(m.record.to_json())).state == m.state


def test_a_match_refuses_a_seed_that_is_not_a_whole_number():
    for seed in ("x", 1.5, True):
        with pytest.raises(ValueError):
            Match(GAME, ["a", "b"], GAME.check_options({}), seed)


def _game_over(monkeypatch):
    m = match(2, seed=4).run()
    return lambda: m.play("roll")


def _impossible_force(monkeypatch):
    return lambda: match().force(7)


def _loaded_cannot_fall(monkeypatch):
    m = with_a_die_that_cannot_show_six(monkeypatch)
    return lambda: m.play("roll")


def _bad_outcome_at_chance_node(monkeypatch):
    s = die_node()
    return lambda: s.apply(Action("die", 7))


def _bad_outcome_typed_at_chance_node(monkeypatch):
    s = die_node()
    return lambda: s.apply("die 7")


def _empty_notation(monkeypatch):
    m = match()
    return lambda: m.play("   ")


def _undo_too_far(monkeypatch):
    m = match()
    return lambda: m.undo(1)


def _redo_nothing(monkeypatch):
    m = match()
    return lambda: m.redo(1)


def _branch_beyond(monkeypatch):
    m = match()
    return lambda: m.branch(1)


def _reseed_text(monkeypatch):
    m = match()
    return lambda: m.reseed("x")


@pytest.mark.parametrize("make", [
    pytest.param(_game_over, id="play-after-the-end"),
    pytest.param(_impossible_force, id="force-7"),
    pytest.param(_loaded_cannot_fall, id="loaded-cannot-fall"),
    pytest.param(_bad_outcome_at_chance_node, id="die-7-at-chance-node"),
    pytest.param(_bad_outcome_typed_at_chance_node, id="typed-die-7-at-chance-node"),
    pytest.param(_empty_notation, id="empty-notation"),
    pytest.param(_undo_too_far, id="undo-beyond-start"),
    pytest.param(_redo_nothing, id="redo-nothing"),
    pytest.param(_branch_beyond, id="branch-beyond"),
    pytest.param(_reseed_text, id="reseed-text"),
])
def test_the_kernels_refusals_name_a_rule_of_the_index(make, monkeypatch):
    attempt = make(monkeypatch)
    with pytest.raises(IllegalAction) as caught:
        attempt()
    assert caught.value.rule in KERNEL_RULES
    assert GAME.rule(caught.value.rule) is KERNEL_RULES[caught.value.rule]


# -- undo, redo -----------------------------------------------------------------------------------------
def history(players: int = 4, seed: int = 11, decisions: int = 60, **options):
    """A match of ``decisions`` decisions on the long track and, for every k, the state dict, the log texts and
    the steps after k decisions. The first seed from ``seed`` whose game lasts that long is used."""
    options = {"track": 40, "exact_finish": True, **options}
    for candidate in range(seed, seed + 50):
        m = match(players, candidate, **options)
        states, logs, steps = [m.state.to_dict()], [texts(m.log)], [m.record.steps]
        while m.decisions < decisions and not m.is_over:
            m.run(max_steps=1)
            states.append(m.state.to_dict())
            logs.append(texts(m.log))
            steps.append(m.record.steps)
        if m.decisions == decisions:
            return m, states, logs, steps
    raise AssertionError(f"no game of {decisions} decisions among 50 seeds")


@pytest.mark.parametrize("k", [1, 2, 3, 7, 19, 40, 59, 60])
def test_undo_then_redo_k_decisions(k):
    m, states, logs, steps = history()
    n = m.decisions
    assert n == 60
    m.undo(k)
    assert m.decisions == n - k
    assert m.state.to_dict() == states[n - k]
    assert texts(m.log) == logs[n - k]
    assert m.record.steps == steps[n - k]
    assert m.can_redo == k
    m.redo(1)
    assert m.state.to_dict() == states[n - k + 1]
    m.redo(k - 1)
    assert m.decisions == n
    assert m.state.to_dict() == states[n]
    assert texts(m.log) == logs[n]
    assert m.record.steps == steps[n]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_undo_redo_sequences_are_exact(seed):
    m, states, logs, steps = history(players=4, seed=seed * 100, decisions=70)
    rng = random.Random(seed)
    top = m.decisions
    for _ in range(25):
        if rng.random() < 0.5 and m.decisions:
            m.undo(rng.randint(1, m.decisions))
        elif m.can_redo:
            m.redo(rng.randint(1, m.can_redo))
        k = m.decisions
        assert m.state.to_dict() == states[k]
        assert texts(m.log) == logs[k]
        assert m.record.steps == steps[k]
        assert m.decisions + m.can_redo == top
    m.redo(m.can_redo)
    assert m.state.to_dict() == states[top]


def test_undo_redo_gives_back_the_same_dice():
    m = match(3, seed=13, track=40)
    m.run(max_steps=25)
    twin = m.branch()
    m.undo(9).redo(9)
    m.run(agents=fresh_agents(m), max_steps=30)
    twin.run(agents=fresh_agents(twin), max_steps=30)
    assert m.record.steps == twin.record.steps


def test_undo_redo_across_a_reseed_gives_back_the_same_dice():
    m = match(3, seed=13, track=40)
    m.run(max_steps=5)
    m.reseed(4242)
    m.run(max_steps=10)
    twin = m.branch()
    m.undo(12).redo(12)
    assert m.state == twin.state and m.record.reseeds == twin.record.reseeds
    m.run(agents=fresh_agents(m), max_steps=30)
    twin.run(agents=fresh_agents(twin), max_steps=30)
    assert m.record.steps == twin.record.steps



def test_a_reseed_made_at_the_last_step_survives_undo_then_redo():
    """« From now on, the dice come from seed » (``Match.reseed``): a reseed made after the last decision, with
    nothing played since, is undone with that decision and comes back with it, in the record and in the dice."""
    m = match(3, seed=13, track=40)
    m.run(max_steps=5)
    m.reseed(4242)
    last = [[len(m.steps), 4242]]
    twin = m.branch()
    assert m.record.reseeds == twin.record.reseeds == last
    m.undo(1)
    assert m.record.reseeds == []
    m.redo(1)
    assert m.state == twin.state and m.record.reseeds == last
    m.run(agents=fresh_agents(m), max_steps=30)
    twin.run(agents=fresh_agents(twin), max_steps=30)
    assert m.record.steps == twin.record.steps


@pytest.mark.parametrize("seed", [0, 13, 2**32 - 1])
def test_dice_after_draws_are_the_dice_that_drew_them(seed):
    """A match marks its dice by their seed and the draws made (``dice_after``): the same generator, word for word,
    as one that made the draws."""
    from gangs.kernel.match import DRAWS_AT_ONCE, dice_after

    for draws in (0, 1, 2, 31, 32, 33, 700, DRAWS_AT_ONCE, DRAWS_AT_ONCE + 1, 3 * DRAWS_AT_ONCE - 5):
        drawn = random.Random(seed)
        for _ in range(draws):
            drawn.random()
        marked = dice_after(seed, draws)
        assert marked.getstate() == drawn.getstate()
        assert [marked.random() for _ in range(5)] == [drawn.random() for _ in range(5)]


@pytest.mark.parametrize("back", [3, 40, 73])
def test_undo_back_past_kept_positions_and_a_reseed_gives_back_the_same_dice(back):
    """Undo goes back from the position kept at or before the decision (every ``SNAPSHOT_EVERY``), with the dice
    as they were there: undone to just after a kept position and before a reseed (back 40), after the reseed and
    the next kept position (back 3), or to the start (back 73), the match draws the same dice as a match played to
    that decision from the start."""
    from gangs.kernel.match import SNAPSHOT_EVERY

    game = gangs.GAMES["supergang"]
    m = Match(game, ["A", "B", "C"], game.check_options({}), seed=21)
    m.run(max_steps=SNAPSHOT_EVERY + 5)
    m.reseed(777)
    m.run(max_steps=SNAPSHOT_EVERY + 5)
    assert m.decisions == 2 * SNAPSHOT_EVERY + 10
    m.undo(back)
    twin = m.branch()                                     # played again from the start: its dice are right
    assert m.state == twin.state and m.record.reseeds == twin.record.reseeds
    m.run(agents=fresh_agents(m), max_steps=30)
    twin.run(agents=fresh_agents(twin), max_steps=30)
    assert m.record.steps == twin.record.steps
    assert m.decisions == twin.decisions == 2 * SNAPSHOT_EVERY + 40 - back


def test_undo_a_finished_game():
    m = match(2, seed=17).run()
    end = m.state.to_dict()
    winners = m.winners
    m.undo()
    assert not m.is_over and m.winners == [] and m.to_move is not None
    m.redo()
    assert m.is_over and m.state.to_dict() == end and m.winners == winners


def test_undo_beyond_the_start_is_illegal():
    m = match()
    m.run(max_steps=4)
    before = snapshot(m)
    for n in (5, 6, 100, -1):
        with pytest.raises(IllegalAction):
            m.undo(n)
        assert snapshot(m) == before
    m.undo(0)
    assert snapshot(m) == before
    m.undo(4)
    assert m.decisions == 0
    assert m.state == match().state
    with pytest.raises(IllegalAction):
        m.undo()


def test_redo_beyond_what_was_undone_is_illegal():
    m = match()
    m.run(max_steps=4)
    with pytest.raises(IllegalAction):
        m.redo()
    m.undo(2)
    before = snapshot(m)
    with pytest.raises(IllegalAction):
        m.redo(3)
    assert snapshot(m) == before


def test_a_new_decision_forgets_the_undone_ones():
    m = match()
    m.run(max_steps=6)
    m.undo(3)
    assert m.can_redo == 3
    m.play(m.legal_actions()[0])
    assert m.can_redo == 0
    with pytest.raises(IllegalAction):
        m.redo()


# -- branch, state_at, reseed, run ---------------------------------------------------------------------
@pytest.mark.parametrize("k", [0, 1, 2, 10, 25, None])
def test_branch_replays_the_first_k_decisions(k):
    m = match(4, seed=19, track=40, exact_finish=True)
    m.run(max_steps=50)
    assert not m.is_over
    b = m.branch(k)
    k = m.decisions if k is None else k
    assert isinstance(b, Match) and b is not m
    assert b.decisions == k
    assert b.state == m.state_at(k)
    assert m.record.steps[:len(b.record.steps)] == b.record.steps
    assert texts(m.log)[:len(b.log)] == texts(b.log)
    assert b.players == m.players and b.options == m.options and b.seed == m.seed
    # independent
    saved = snapshot(m)
    b.run(max_steps=5)
    assert snapshot(m) == saved


def test_branch_zero_is_the_start():
    m = match(3, seed=23)
    start = m.state.to_dict()
    m.run(max_steps=12)
    assert m.branch(0).state.to_dict() == start == m.state_at(0).to_dict()


def test_state_at_each_decision_is_the_state_then():
    m, states, _, _ = history(players=3, seed=29, decisions=30)
    for k, data in enumerate(states):
        assert m.state_at(k).to_dict() == data
    # a copy, not the live state
    m.state_at(m.decisions).pos[0] = 33
    assert m.state.to_dict() == states[-1]
    for beyond in (31, -1, "3", None, 2.0, 10**5000):
        with pytest.raises(IllegalAction, match="branch"):
            m.state_at(beyond)


def test_reseed_changes_the_dice_but_the_record_replays():
    a = match(3, seed=37, track=40)
    b = match(3, seed=37, track=40)
    a.run(agents=fresh_agents(a, 1), max_steps=10)
    b.run(agents=fresh_agents(b, 1), max_steps=10)
    assert a.record.steps == b.record.steps
    start = len(b.steps)
    b.reseed(123456)
    a.run(agents=fresh_agents(a, 2), max_steps=30)
    b.run(agents=fresh_agents(b, 2), max_steps=30)
    assert chance_steps(a, start) != chance_steps(b, start)
    assert b.record.reseeds == [[start, 123456]]
    loaded = replay(GAME, b.record)
    assert loaded.state == b.state
    assert texts(loaded.log) == texts(b.log)


def test_reseed_with_the_same_seed_twice_gives_the_same_dice():
    a = match(3, seed=41, track=40)
    b = match(3, seed=43, track=40)
    a.reseed(7)
    b.reseed(7)
    a.run(agents=fresh_agents(a), max_steps=30)
    b.run(agents=fresh_agents(b), max_steps=30)
    assert a.record.steps == b.record.steps


@pytest.mark.parametrize("k", [0, 1, 5, 23])
def test_run_max_steps_makes_exactly_k_decisions(k):
    m = match(4, seed=47, track=40)
    m.run(max_steps=3)
    assert m.decisions == 3
    assert m.run(max_steps=k) is m
    assert m.decisions == 3 + k
    assert not m.is_over


def test_run_plays_to_the_end():
    m = match(3, seed=53)
    assert m.run() is m
    assert m.is_over and m.to_move is None and m.state.is_terminal
    assert m.winners and all(w in range(3) for w in m.winners)
    assert len(m.scores) == 3
    made = m.decisions
    m.run(max_steps=5)
    assert m.decisions == made


class FirstChoice:
    """An agent that always takes the first legal action and writes down what it was shown."""

    def __init__(self, journal: list | None = None) -> None:
        self.calls: list[tuple[int, list[str], str]] = []
        self.journal = journal if journal is not None else []

    def choose(self, state, legal):
        """The first legal action, written down."""
        assert legal == state.legal_actions()
        call = (state.to_move, [a.notation for a in legal], legal[0].notation)
        self.calls.append(call)
        self.journal.append(call)
        return legal[0]


def test_run_with_custom_agents():
    m = match(2, seed=59, track=40)
    journal: list = []
    agents = [FirstChoice(journal), FirstChoice(journal)]
    m.run(agents=agents, max_steps=12)
    assert m.decisions == 12
    assert len(journal) == 12
    assert agents[0].calls and agents[1].calls
    assert all(who == 0 for who, _, _ in agents[0].calls)
    assert all(who == 1 for who, _, _ in agents[1].calls)
    chosen = [a.notation for a in m.steps if a.kind != "die"]
    assert chosen == [choice for _, _, choice in journal]
    assert all(choice == shown[0] for _, shown, choice in journal)


def test_run_with_a_dict_of_agents_fills_the_others_with_random_ones():
    m = match(3, seed=61, track=40)
    mine = FirstChoice()
    m.run(agents={1: mine}, max_steps=30)
    assert m.decisions == 30
    assert mine.calls and all(who == 1 for who, _, _ in mine.calls)
    assert len(mine.calls) < 30      # players 0 and 2 were played by the match's random agents


def test_an_agent_may_answer_with_a_notation_and_an_illegal_answer_is_refused():
    class Typist:
        """Answers with a notation."""

        def choose(self, state, legal):
            """The first legal action's notation."""
            return legal[0].notation

    m = match()
    m.run(agents=[Typist(), Typist()], max_steps=4)
    assert m.decisions == 4

    class Cheat:
        """Answers with an action that is not legal."""

        def choose(self, state, legal):
            """Always go, six or not."""
            return Action("go")

    with pytest.raises(IllegalAction):
        match().run(agents=[Cheat(), Cheat()], max_steps=1)


def test_default_random_agents_are_seeded_by_the_match():
    a = match(4, seed=67).run()
    b = match(4, seed=67).run()
    assert a.record.to_json() == b.record.to_json()


# -- records ------------------------------------------------------------------------------------------------
def test_a_record_round_trips_through_dict_json_and_a_file(tmp_path):
    m = match(3, seed=71, exact_finish=True).run()
    record = m.record
    assert record.game == "reference" and record.players == m.players and record.seed == 71
    assert record.steps == [a.notation for a in m.steps] and record.result == {"winners": m.winners,
                                                                                  "scores": m.scores}
    assert Record.from_dict(record.to_dict()) == record
    assert Record.from_json(record.to_json()) == record
    assert Record.read(record.save(tmp_path / "m.json")) == record
    loaded = replay(GAME, Record.from_json(record.to_json()))
    assert loaded.state == m.state and loaded.winners == m.winners and texts(loaded.log) == texts(m.log)


def test_a_record_replays_without_its_seed_and_with_loaded_dice():
    m = match(2, seed=73)
    m.force(6).force(4)
    m.play("roll")
    m.play("go")
    m.run(max_steps=6)
    data = m.record.to_dict()
    data["seed"] = None
    loaded = replay(GAME, Record.from_dict(data))
    assert loaded.state == m.state and loaded.record.steps == m.record.steps


@pytest.mark.parametrize("change, step", [
    (lambda steps: steps.__setitem__(1, "die 7"), 1),
    (lambda steps: steps.__setitem__(0, "go"), 0),
    (lambda steps: steps.__setitem__(2, "fly"), 2),
    (lambda steps: steps.append("roll"), None),
])
def test_a_bad_step_raises_record_error_naming_its_index(change, step):
    m = match(2, seed=79).run()
    data = m.record.to_dict()
    change(data["steps"])
    with pytest.raises(RecordError) as caught:
        replay(GAME, Record.from_dict(data))
    assert caught.value.step == (len(data["steps"]) - 1 if step is None else step)


def test_a_record_cut_inside_a_chance_resolution_says_so():
    m = match(2, seed=79).run(max_steps=3)
    data = m.record.to_dict()
    data["steps"] = data["steps"][:1]                   # "roll" without its die
    with pytest.raises(RecordError, match="chance node") as caught:
        replay(GAME, Record.from_dict(data))
    assert caught.value.step == 1


@pytest.mark.parametrize("field, value", [("options", {"track": 3}), ("options", {"speed": 1}),
                                          ("players", ["solo"]), ("players", ["a", "a"])])
def test_a_record_of_a_match_that_cannot_start(field, value):
    data = match().record.to_dict()
    data[field] = value
    with pytest.raises(RecordError) as caught:
        replay(GAME, Record.from_dict(data))
    assert caught.value.step is None


def test_a_record_with_a_bool_seed_is_a_record_error():
    data = match().record.to_dict()
    data["seed"] = True
    with pytest.raises(RecordError):
        replay(GAME, Record.from_dict(data))


# -- the authoring guide ------------------------------------------------------------------------------------
def test_the_authoring_guide_names_the_kernels_real_hooks_and_rules():
    """gangs/README.md ("Adding a game") stays true to the code: every hook in its two tables is a name of
    Game or State, and the kernel's rule keys it lists are KERNEL_RULES."""
    guide = (Path(gangs.__file__).parent / "README.md").read_text(encoding="utf-8")
    game_part, state_part = guide.split("On the **`Game`** subclass")[1].split("On the **`State`** subclass")
    state_part = state_part.split("### 3.")[0]
    for part, cls in ((game_part, Game), (state_part, State)):
        hooks = [name for line in part.splitlines() if line.startswith("| `")
                 for name in re.findall(r"`(\w+)", line.split("|")[1])]
        assert len(hooks) >= 10
        missing = [name for name in hooks if not hasattr(cls, name) and name != "__slots__"]
        assert not missing, f"the guide names {missing}, which {cls.__name__} does not have"
    listed = re.search(r"adds the\s+kernel's keys \((.*?)\)", guide, re.S).group(1)
    assert set(re.findall(r"`([\w-]+)`", listed)) == set(KERNEL_RULES)
