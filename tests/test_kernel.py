"""The kernel contract (ARCHITECTURE.md, "The kernel contract"), checked on La Street.

Every situation is built directly: a match is created, then the fields of its StreetState
(``pos``, ``money_``, ``hands``, ``deck``...) are set, and the dice are loaded with
``Match.force``. Random play is used only where the contract speaks of "any" game or "every"
legal action (round trips, undo/redo of any number of decisions).
"""

from __future__ import annotations

import json
import random

import pytest

import gangs
from gangs import CHANCE, Action, Event, Game, IllegalAction, Match, State
from gangs.agents import RandomAgent
from gangs.kernel import normalize_notation

STREET = gangs.GAMES["street"]
RULES = STREET.rules
BOARD = STREET.board


# -- helpers ------------------------------------------------------------------------------------
def code(place: str) -> int:
    """The position code of a special place."""
    return BOARD.places[place].code


def card(key: str) -> int:
    """The index of a Karma card in the pile and discard counts."""
    return BOARD.card_index[key]


def situation(players=3, seed=0, *, at=None, money=None, hands=None, houses=None, terrain=None,
              current=0, **options) -> Match:
    """A new match whose state is set as described; kept cards are taken from the pile."""
    m = gangs.new("street", players=players, seed=seed, **options)
    s = m.state
    for p, where in (at or {}).items():
        s.pos[p] = code(where) if isinstance(where, str) else where
    for p, euros in (money or {}).items():
        s.money_[p] = euros
    for p, keys in (hands or {}).items():
        for key in keys:
            s.deck[card(key)] -= 1
            s.hands[p].append(key)
    for house, owner in (houses or {}).items():
        s.house_owner[house] = owner
    if terrain is not None:
        s.terrain_owner = terrain
    s.current = current
    return m


def snapshot(m: Match) -> tuple:
    """Everything a failed call must leave as it was."""
    return (json.dumps(m.state.to_dict(), sort_keys=True), m.decisions, len(m.log),
            [a.notation for a in m.steps], m.to_move)


def texts(events) -> list[str]:
    return [e.text for e in events]


def assert_events(events) -> None:
    """Events tell what happened in a sentence and name a rule of the index."""
    for event in events:
        assert isinstance(event, Event)
        assert isinstance(event.text, str) and event.text.strip()
        assert event.rule in RULES, f"{event.rule!r} is not a rule of La Street ({event.text})"



def random_step(state, rng):
    """A random next step of ``state``: a chance outcome by its probability, or a random agent's choice."""
    if state.to_move == CHANCE:
        outcomes = state.chance_outcomes()
        return rng.choices([o for o, _ in outcomes], [w for _, w in outcomes])[0]
    return RandomAgent(rng).choose(state, state.legal_actions())


def walk(players: int, seed: int, steps: int = 400, **options):
    """Yield the states of a random game played on a bare State (chance sampled here)."""
    rng = random.Random(seed)
    state = STREET.initial_state([f"P{i}" for i in range(players)], STREET.check_options(options))
    for _ in range(steps):
        yield state
        if state.is_terminal:
            return
        action = random_step(state, rng)
        state = state.clone()
        state.apply(action)


def fresh_agents(m: Match, seed: int = 99) -> list[RandomAgent]:
    return [RandomAgent(seed + p) for p in range(len(m.players))]


def chance_steps(m: Match, start: int = 0) -> list[str]:
    return [a.notation for a in m.steps[start:] if a.kind in ("die", "draw")]


# -- gangs.GAMES and gangs.new ----------------------------------------------------------------------
def test_games_holds_la_street():
    assert isinstance(gangs.GAMES, dict)
    assert "street" in gangs.GAMES
    for key, game in gangs.GAMES.items():
        assert isinstance(game, Game)
        assert game.name == key
    assert (STREET.min_players, STREET.max_players) == (2, 6)
    assert STREET.defaults == {"mode": "normal", "max_turns": None, "karma_return": "discard",
                                   "board": None}


def test_rule_index_is_keyed_and_written():
    assert RULES
    for key, rule in RULES.items():
        assert rule.key == key
        assert rule.french.strip() and rule.english.strip()
        assert STREET.rule(key) is rule


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_new_with_a_number_of_players(players):
    m = gangs.new("street", players=players, seed=1)
    assert isinstance(m, Match)
    assert len(m.players) == players == len(set(m.players))
    assert all(isinstance(name, str) and name for name in m.players)
    assert len(m.scores) == players
    assert m.to_move == 0
    assert m.decisions == 0 and not m.is_over and m.winners == []


def test_new_with_names():
    m = gangs.new("street", players=["Zoé", "Malik", "Inès"], seed=1)
    assert m.players == ["Zoé", "Malik", "Inès"]
    assert list(m.state.names) == ["Zoé", "Malik", "Inès"]
    assert m.record.players == ["Zoé", "Malik", "Inès"]


@pytest.mark.parametrize("players", [0, 1, 7, 12, ["Solo"], [f"P{i}" for i in range(7)], []])
def test_new_refuses_a_bad_number_of_players(players):
    with pytest.raises(ValueError):
        gangs.new("street", players=players)


def test_new_refuses_two_players_with_one_name():
    with pytest.raises(ValueError):
        gangs.new("street", players=["Ana", "Ana"])
    with pytest.raises(ValueError):
        gangs.new("street", players=["Ana", "Bo", "Ana"])


def test_new_refuses_an_unknown_game():
    with pytest.raises(ValueError):
        gangs.new("monopoly", players=2)


@pytest.mark.parametrize("options", [
    {"speed": "fast"}, {"modes": "fast"}, {"mode": "slow"}, {"mode": None}, {"max_turns": 0},
    {"max_turns": -3}, {"max_turns": "10"}, {"max_turns": True}, {"max_turns": 2.5},
    {"karma_return": "burn"}, {"karma_return": None},
])
def test_new_refuses_an_unknown_or_bad_option(options):
    with pytest.raises(ValueError):
        gangs.new("street", players=2, **options)


def test_new_accepts_every_good_option():
    m = gangs.new("street", players=2, seed=3, mode="fast", max_turns=12, karma_return="pile")
    assert m.options == {"mode": "fast", "max_turns": 12, "karma_return": "pile", "board": None}
    assert (m.state.mode, m.state.max_turns, m.state.karma_return) == ("fast", 12, "pile")
    assert m.record.options == m.options


def test_new_without_seed_records_one():
    m = gangs.new("street", players=2)
    assert isinstance(m.seed, int)
    m.run(max_steps=10)
    assert gangs.load(m.record).state.to_dict() == m.state.to_dict()


# -- Match: state, to_move, legal_actions, play -----------------------------------------------------
def test_the_first_decision_is_a_roll():
    m = gangs.new("street", players=3, seed=2)
    assert isinstance(m.state, State)
    assert m.state.turn == 1
    assert m.to_move == m.state.to_move == 0
    assert [a.notation for a in m.legal_actions()] == ["roll"]
    assert m.legal_actions() == m.state.legal_actions()


@pytest.mark.parametrize("as_text", [False, True])
def test_play_an_action_or_its_notation(as_text):
    m = gangs.new("street", players=3, seed=2)
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
    m = gangs.new("street", players=2, seed=2)
    m.play("  ROLL ")
    assert m.steps[0].notation == "roll"


def test_match_resolves_chance_before_giving_the_move():
    m = gangs.new("street", players=4, seed=5)
    for _ in range(200):
        if m.is_over:
            break
        assert m.to_move != CHANCE
        assert m.to_move in range(4)
        assert m.legal_actions()
        assert_events(m.play(random.Random(m.decisions).choice(m.legal_actions())))


def test_every_event_of_a_whole_game_names_a_rule():
    m = gangs.new("street", players=5, seed=8).run()
    assert m.is_over
    assert_events(m.log)
    assert m.log[-1].rule in ("boss", "stopped-game")


def test_play_after_the_end_is_illegal():
    m = gangs.new("street", players=2, seed=4).run()
    assert m.is_over and m.to_move is None and m.legal_actions() == []
    before = snapshot(m)
    with pytest.raises(IllegalAction):
        m.play("roll")
    assert snapshot(m) == before


# -- chance -------------------------------------------------------------------------------------------
def test_chance_is_a_distinct_value_of_to_move():
    assert gangs.CHANCE == CHANCE
    assert gangs.CHANCE is not None
    assert gangs.CHANCE not in range(6)


def die_node():
    s = gangs.new("street", players=2, seed=0).state.clone()
    s.apply("roll")
    return s


def draw_node(drawn=()):
    s = gangs.new("street", players=2, seed=0).state.clone()
    for key in drawn:
        s.deck[card(key)] -= 1
        s.discard[card(key)] += 1
    s.pos[0] = 1
    s.apply("roll")
    s.apply("die 1")             # square 2 is a Karma square
    return s


def brawl_node():
    s = gangs.new("street", players=3, seed=0).state.clone()
    s.pos[:] = [4, 5, 5]         # square 5 is plain
    s.apply("roll")
    s.apply("die 1")
    return s


@pytest.mark.parametrize("make", [die_node, draw_node, lambda: draw_node(["balance"] * 3 + ["robin", "pari"]),
                                  brawl_node], ids=["die", "draw", "draw-depleted", "brawl"])
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


def test_a_draw_follows_the_cards_left_in_the_pile():
    s = draw_node(["balance", "balance", "robin"])
    probs = {a.notation: p for a, p in s.chance_outcomes()}
    left = BOARD.deck_size - 3
    assert "draw robin" not in probs
    assert probs["draw balance"] == pytest.approx(1 / left)
    assert probs["draw avocat"] == pytest.approx(2 / left)


def test_an_impossible_outcome_leaves_a_chance_node_as_it_was():
    s = die_node()
    before = s.to_dict()
    for bad in ("die 7", "die 0", "draw balance", "roll"):
        with pytest.raises(IllegalAction):
            s.apply(bad)
        assert s.to_dict() == before


# -- Action -------------------------------------------------------------------------------------------
def test_action_is_frozen():
    action = gangs.new("street", players=2, seed=0).legal_actions()[0]
    for name in ("notation", "kind", "label", "targets", "args"):
        with pytest.raises((AttributeError, TypeError)):
            setattr(action, name, "x")
    with pytest.raises((AttributeError, TypeError)):
        action.new_field = 1
    assert action.notation == "roll"


def test_action_attributes_cannot_be_deleted():
    action = Action("pass", label="Pass")
    with pytest.raises((AttributeError, TypeError)):
        del action.label
    assert action.label == "Pass"


def test_action_is_hashable_and_equal_by_notation():
    a, b = Action("give", 1, 5000), Action("give", 1, 5000, label="another label")
    assert a == b and hash(a) == hash(b)
    assert len({a, b, Action("roll")}) == 2
    assert {Action("roll"): 1}[Action("roll")] == 1
    assert a != Action("give", 1, 1000)


def test_action_notation_is_stable():
    assert str(Action("roll")) == "roll"
    assert str(Action("die", 6)) == "die 6"
    assert str(Action("buy", "house", 3)) == "buy house 3"
    assert str(Action("give", 1, 10000)) == "give 1 10000"
    m = gangs.new("street", players=2, seed=0)
    assert [str(a) for a in m.legal_actions()] == ["roll"]
    assert [str(a) for a, _ in die_node().chance_outcomes()] == [f"die {k}" for k in range(1, 7)]
    assert "draw balance" in {str(a) for a, _ in draw_node().chance_outcomes()}


@pytest.mark.parametrize("players,seed,options", [
    (2, 1, {}), (3, 2, {"mode": "fast"}), (4, 3, {"karma_return": "pile"}), (5, 4, {}),
    (6, 5, {"mode": "fast", "karma_return": "pile"}), (6, 6, {"max_turns": 8}),
])
def test_every_action_round_trips_through_its_notation(players, seed, options):
    seen = 0
    for state in walk(players, seed, **options):
        if state.is_terminal:
            break
        candidates = ([a for a, _ in state.chance_outcomes()] if state.to_move == CHANCE
                      else state.legal_actions())
        assert candidates
        assert len({a.notation for a in candidates}) == len(candidates), "two actions share a notation"
        for action in candidates:
            text = str(action)
            assert text == action.notation == normalize_notation(text)
            parsed = STREET.parse_action(state, text)
            assert parsed == action and str(parsed) == text
            assert STREET.parse_action(state, "  " + text.upper() + " ") == action
            assert isinstance(action.label, str) and action.label.strip()
            assert isinstance(action.targets, tuple)
            assert all(isinstance(t, str) and t for t in action.targets)
            seen += 1
    assert seen > 100


def test_labels_and_targets_of_known_actions():
    m = situation(2, money={0: 300_000})
    legal = {a.notation: a for a in m.legal_actions()}
    assert {"roll", "buy terrain", "buy house 1", "give 1 1000", "give 1 100000"} <= set(legal)
    assert "die" in legal["roll"].targets
    assert legal["buy house 3"].targets == (f"sq-{BOARD.house_squares[3]}",)
    assert set(legal["buy terrain"].targets) == {f"sq-{sq}" for sq in BOARD.terrain_squares}
    assert "pawn-1" in legal["give 1 1000"].targets
    assert "Maison 3" in legal["buy house 3"].label
    assert legal["roll"].label != ""


def test_targets_are_ids_of_the_drawing():
    pytest.importorskip("gangs.street.scene")
    for state in walk(4, 12, steps=300):
        if state.to_move in (None, CHANCE):
            continue
        ids = STREET.scene(state).ids()
        for action in state.legal_actions():
            assert set(action.targets) <= ids, f"{action}: {action.targets} not all drawn"


def test_parse_action_refuses_what_is_not_legal():
    state = gangs.new("street", players=2, seed=0).state
    for text in ("fly", "buy terrain", "heist", "die 3", "give 1 1000"):
        with pytest.raises(IllegalAction) as caught:
            STREET.parse_action(state, text)
        assert caught.value.rule in RULES


# -- State: clone, to_dict, observation ----------------------------------------------------------------
def test_clone_is_independent():
    m = situation(3, money={0: 70_000, 1: 5_000}, hands={2: ["balance"]}, at={1: "prison"})
    s = m.state
    before = s.to_dict()
    twin = s.clone()
    assert twin.to_dict() == before
    twin.pos[0] = 33
    twin.money_[1] = 1
    twin.hands[2].append("avocat")
    twin.hands[0].append("balance")
    twin.deck[0] = 0
    twin.discard[1] = 2
    twin.house_owner[2] = 1
    twin.terrain_owner = 2
    twin.skip[2] = 1
    assert s.to_dict() == before
    other = s.clone()
    other.apply("roll")
    other.apply("die 5")
    assert s.to_dict() == before
    s.money_[0] = 0
    assert other.money_[0] == 70_000


def test_applying_to_the_state_leaves_a_clone_alone():
    s = gangs.new("street", players=2, seed=0).state.clone()
    twin = s.clone()
    saved = twin.to_dict()
    s.apply("roll")
    s.apply("die 6")
    assert twin.to_dict() == saved and twin.to_move == 0


@pytest.mark.parametrize("players,seed,options", [
    (2, 21, {}), (3, 22, {"mode": "fast"}), (6, 23, {"karma_return": "pile"}), (5, 24, {"max_turns": 6}),
])
def test_to_dict_round_trips_along_a_game(players, seed, options):
    rng = random.Random(seed)
    state = gangs.new("street", players=players, seed=seed, **options).state.clone()
    for _ in range(400):
        data = state.to_dict()
        assert json.loads(json.dumps(data)) == data, "to_dict must be plain JSON data"
        rebuilt = STREET.state_from_dict(json.loads(json.dumps(data)))
        assert rebuilt.to_dict() == data
        assert (rebuilt.to_move, rebuilt.turn, rebuilt.is_terminal) == (state.to_move, state.turn, state.is_terminal)
        assert rebuilt.legal_actions() == state.legal_actions()
        assert rebuilt.chance_outcomes() == state.chance_outcomes()
        if state.is_terminal:
            break
        action = random_step(state, rng)
        said = state.apply(action)
        assert texts(rebuilt.apply(action)) == texts(said)
        assert rebuilt.to_dict() == state.to_dict()
    assert state.turn > 1


def pending_phases():
    """States waiting on a decision with pending data: balance, exit of a freed prisoner, brawl, target."""
    # A heist on square 19, player 1 holds a Balance.
    m = situation(3, at={0: 18}, hands={1: ["balance"]})
    m.force(1)
    m.play("roll")
    m.play("heist")
    yield "balance", m
    # Player 0 on an Évasion square frees player 1, who owns a Maison and the Terrain.
    m = situation(3, at={0: 6, 1: "prison"}, houses={1: 1}, terrain=1)
    m.force(1)
    m.play("roll")
    m.play("free 1")
    yield "exit", m
    # A Carotte square: take money from a player of one's choice.
    m = situation(3, at={0: 8}, money={1: 5_000, 2: 9_000})
    m.force(1)
    m.play("roll")
    yield "target", m
    yield "brawl", brawl_node()


@pytest.mark.parametrize("name", ["balance", "exit", "target", "brawl"])
def test_to_dict_round_trips_pending_decisions(name):
    thing = dict(pending_phases())[name]
    state = thing.state if isinstance(thing, Match) else thing
    data = state.to_dict()
    assert data["pending"], "the situation must have pending data"
    rebuilt = STREET.state_from_dict(json.loads(json.dumps(data)))
    assert rebuilt.to_dict() == data
    assert rebuilt.to_move == state.to_move
    if state.to_move == CHANCE:
        assert rebuilt.chance_outcomes() == state.chance_outcomes()
        nxt = state.chance_outcomes()[0][0]
    else:
        assert rebuilt.legal_actions() == state.legal_actions()
        nxt = state.legal_actions()[0]
    a, b = state.clone(), rebuilt
    assert texts(a.apply(nxt)) == texts(b.apply(nxt))
    assert a.to_dict() == b.to_dict()


def test_a_decision_can_belong_to_another_player():
    situations = dict(pending_phases())
    balance = situations["balance"]
    assert balance.state.current == 0 and balance.to_move == 1
    assert {a.notation for a in balance.legal_actions()} == {"denounce", "silent"}
    freed = situations["exit"]
    assert freed.state.current == 0 and freed.to_move == 1
    assert {a.notation for a in freed.legal_actions()} == {
        f"exit {BOARD.house_squares[1]}", *(f"exit {sq}" for sq in BOARD.terrain_squares)}


def test_observation_hides_the_other_players_kept_cards():
    m = situation(3, hands={0: ["avocat"], 1: ["balance"], 2: ["balance", "avocat"]})
    s = m.state
    seen = s.observation(0)
    assert json.loads(json.dumps(seen)) == seen
    assert seen["hands"][0] == ["avocat"]
    for other in (1, 2):
        assert "balance" not in json.dumps(seen["hands"][other])
        assert "avocat" not in json.dumps(seen["hands"][other])
    assert s.observation(1)["hands"][1] == ["balance"]
    assert "avocat" not in json.dumps(s.observation(1)["hands"][0])
    # The public part of the position is still there.
    assert seen["position"] == s.to_dict()["position"]
    assert seen["money"] == s.to_dict()["money"]


def test_observation_cannot_tell_which_card_another_player_keeps():
    with_balance = situation(2, hands={1: ["balance"]}).state
    with_avocat = situation(2, hands={1: ["avocat"]}).state
    assert with_balance.observation(0) == with_avocat.observation(0)


def test_repr_svg_draws_the_board():
    pytest.importorskip("gangs.street.scene")
    m = situation(3, at={1: 12, 2: "prison"}, money={0: 50_000})
    for thing in (m, m.state):
        drawing = thing._repr_svg_()
        assert isinstance(drawing, str)
        assert "<svg" in drawing and drawing.rstrip().endswith("</svg>")


# -- loaded dice ---------------------------------------------------------------------------------------
def test_force_a_die():
    m = gangs.new("street", players=2, seed=0)
    m.force(6)
    assert m.forced == ["die 6"]
    events = m.play("roll")
    assert [a.notation for a in m.steps[:2]] == ["roll", "die 6"]
    assert any(e.data.get("roll") == 6 for e in events)
    assert any(e.kind == "move" and e.data.get("frm") == 0 and e.data.get("to") == 6 for e in events)
    assert m.forced == []


@pytest.mark.parametrize("outcome", [3, "die 3", "DIE  3", Action("die", 3)])
def test_force_accepts_a_number_a_notation_or_an_action(outcome):
    m = gangs.new("street", players=2, seed=0)
    m.force(outcome)
    m.play("roll")
    assert m.steps[1].notation == "die 3"
    assert m.state.pos[0] == 3


def test_forced_dice_queue_up():
    m = gangs.new("street", players=2, seed=0)
    m.force(5).force(1)
    m.play("roll")
    m.play("roll")
    assert chance_steps(m) == ["die 5", "die 1"]
    assert m.state.pos[:2] == [5, 1]


def test_force_a_card():
    m = situation(2, at={0: 1})
    m.force(1)
    m.force("draw balance")
    m.play("roll")
    assert [a.notation for a in m.steps] == ["roll", "die 1", "draw balance"]
    assert m.state.hands[0] == ["balance"]
    assert m.state.hand(0) == ["Balance"]


@pytest.mark.parametrize("outcome", [7, 0, -1, "die 7", "draw nosuchcard", "roll", True, 2.5, None])
def test_force_refuses_an_outcome_that_can_never_happen(outcome):
    m = gangs.new("street", players=2, seed=0)
    before = snapshot(m)
    with pytest.raises(IllegalAction):
        m.force(outcome)
    assert m.forced == []
    assert snapshot(m) == before


def loaded_with_a_card_gone():
    """All three Balance cards are in the discard; the next roll lands on a Karma square."""
    m = situation(2, at={0: 1})
    s = m.state
    s.discard[card("balance")], s.deck[card("balance")] = 3, 0
    m.force(1)
    m.force("draw balance")
    return m


def test_a_loaded_outcome_that_cannot_fall_leaves_the_match_unchanged():
    m = loaded_with_a_card_gone()
    before = snapshot(m)
    with pytest.raises(IllegalAction) as caught:
        m.play("roll")
    assert "draw balance" in str(caught.value)
    assert snapshot(m) == before
    assert m.state.to_dict()["pile"].get("balance") is None
    assert m.to_move == 0 and [a.notation for a in m.legal_actions()] == ["roll"]


def test_a_loaded_die_does_not_shift_the_dice_that_follow():
    """A loaded die replaces the draw of the generator: later dice are those of the seed."""
    plain = gangs.new("street", players=2, seed=31)
    loaded = gangs.new("street", players=2, seed=31)
    plain.play("roll")
    natural = plain.steps[1].notation
    loaded.force(natural)
    loaded.play("roll")
    assert plain.state.to_dict() == loaded.state.to_dict()
    plain.run(agents=fresh_agents(plain), max_steps=20)
    loaded.run(agents=fresh_agents(loaded), max_steps=20)
    assert plain.record.steps == loaded.record.steps


# -- IllegalAction names its rule --------------------------------------------------------------------
def illegal_at_start(text, rule=None, **where):
    def make():
        return situation(3, **where), text, rule
    return make


GAME_RULE_REFUSALS = {
    "buy-terrain-without-money": illegal_at_start("buy terrain", "terrain-buy"),
    "buy-owned-terrain": illegal_at_start("buy terrain", "terrain-buy", money={0: 500_000}, terrain=1),
    "buy-house-without-money": illegal_at_start("buy house 3", None),
    "buy-owned-house": illegal_at_start("buy house 2", None, money={0: 500_000}, houses={2: 1}),
    "give-more-than-one-has": illegal_at_start("give 1 1000", "no-debt"),
    "give-to-oneself": illegal_at_start("give 0 1000", "negotiation", money={0: 5_000}),
    "give-nothing": illegal_at_start("give 1 0", "negotiation", money={0: 5_000}),
    "give-to-nobody": illegal_at_start("give 9 1000", "negotiation", money={0: 5_000}),
    "heist-off-a-bag": illegal_at_start("heist", "heist"),
    "lawyer-without-card": illegal_at_start("lawyer", "lawyer", at={0: "prison"}),
    "lawyer-outside": illegal_at_start("lawyer", "lawyer", hands={0: ["avocat"]}),
    "denounce-out-of-turn": illegal_at_start("denounce", "balance", hands={0: ["balance"]}),
    "unknown-word": illegal_at_start("fly", None),
    "die-as-a-decision": illegal_at_start("die 6", None),
}


@pytest.mark.parametrize("name", list(GAME_RULE_REFUSALS))
def test_an_illegal_action_names_its_rule_and_changes_nothing(name):
    m, text, rule = GAME_RULE_REFUSALS[name]()
    before = snapshot(m)
    with pytest.raises(IllegalAction) as caught:
        m.play(text)
    error = caught.value
    assert isinstance(error, ValueError)
    assert error.rule in RULES
    if rule is not None:
        assert error.rule == rule
    assert error.rule in str(error)
    assert snapshot(m) == before
    # The same through the State, with an Action instead of its notation
    state = m.state
    saved = state.to_dict()
    with pytest.raises(IllegalAction) as again:
        state.apply(Action(*text.split(" ")) if " " not in text else text)
    assert again.value.rule == error.rule
    assert state.to_dict() == saved


def test_an_action_legal_elsewhere_is_refused_in_a_pending_decision():
    m = dict(pending_phases())["balance"]
    before = snapshot(m)
    for text in ("roll", "heist", "pass", "give 0 1000"):
        with pytest.raises(IllegalAction) as caught:
            m.play(text)
        assert caught.value.rule in RULES
        assert snapshot(m) == before


def _game_over():
    m = gangs.new("street", players=2, seed=4).run()
    return lambda: m.play("roll")


def _impossible_force():
    m = gangs.new("street", players=2, seed=0)
    return lambda: m.force(7)


def _loaded_card_gone():
    m = loaded_with_a_card_gone()
    return lambda: m.play("roll")


def _bad_outcome_at_chance_node():
    s = die_node()
    return lambda: s.apply(Action("die", 7))


def _bad_outcome_typed_at_chance_node():
    s = die_node()
    return lambda: s.apply("die 7")


def _empty_notation():
    m = gangs.new("street", players=2, seed=0)
    return lambda: m.play("   ")


def _undo_too_far():
    m = gangs.new("street", players=2, seed=0)
    return lambda: m.undo(1)


@pytest.mark.parametrize("make", [
    pytest.param(_game_over, id="play-after-the-end"),
    pytest.param(_impossible_force, id="force-7"),
    pytest.param(_loaded_card_gone, id="loaded-card-gone"),
    pytest.param(_bad_outcome_at_chance_node, id="die-7-at-chance-node"),
    pytest.param(_bad_outcome_typed_at_chance_node, id="typed-die-7-at-chance-node"),
    pytest.param(_empty_notation, id="empty-notation"),
    pytest.param(_undo_too_far, id="undo-beyond-start"),
])
def test_the_kernels_refusals_name_a_rule_of_the_index(make):
    attempt = make()
    with pytest.raises(IllegalAction) as caught:
        attempt()
    STREET.rule(caught.value.rule)
    assert caught.value.rule in RULES


# -- undo, redo -----------------------------------------------------------------------------------------
def history(players=4, seed=11, decisions=60, **options):
    """A match of ``decisions`` decisions and, for every k, the state dict, the log texts and the
    steps after k decisions. The first seed from ``seed`` whose game lasts that long is used."""
    for candidate in range(seed, seed + 50):
        m = gangs.new("street", players=players, seed=candidate, **options)
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
    m, states, logs, steps = history(players=3, seed=seed * 100, decisions=80, mode="fast")
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
    m = gangs.new("street", players=3, seed=13)
    m.run(max_steps=25)
    twin = m.branch()
    m.undo(9).redo(9)
    m.run(agents=fresh_agents(m), max_steps=30)
    twin.run(agents=fresh_agents(twin), max_steps=30)
    assert m.record.steps == twin.record.steps


def test_undo_redo_across_a_reseed_gives_back_the_same_dice():
    m = gangs.new("street", players=3, seed=13)
    m.run(max_steps=5)
    m.reseed(4242)
    m.run(max_steps=10)
    twin = m.branch()
    m.undo(12).redo(12)
    assert m.state.to_dict() == twin.state.to_dict()
    m.run(agents=fresh_agents(m), max_steps=30)
    twin.run(agents=fresh_agents(twin), max_steps=30)
    assert m.record.steps == twin.record.steps


def test_undo_a_finished_game():
    m = gangs.new("street", players=2, seed=17).run()
    end = m.state.to_dict()
    winners = m.winners
    m.undo()
    assert not m.is_over and m.winners == [] and m.to_move is not None
    m.redo()
    assert m.is_over and m.state.to_dict() == end and m.winners == winners


def test_undo_beyond_the_start_is_illegal():
    m = gangs.new("street", players=2, seed=0)
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
    assert m.state.to_dict() == gangs.new("street", players=2, seed=0).state.to_dict()
    with pytest.raises(IllegalAction):
        m.undo()


def test_redo_beyond_what_was_undone_is_illegal():
    m = gangs.new("street", players=2, seed=0)
    m.run(max_steps=4)
    with pytest.raises(IllegalAction):
        m.redo()
    m.undo(2)
    before = snapshot(m)
    with pytest.raises(IllegalAction):
        m.redo(3)
    assert snapshot(m) == before


def test_a_new_decision_forgets_the_undone_ones():
    m = gangs.new("street", players=2, seed=0)
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
    m = gangs.new("street", players=4, seed=19)
    m.run(max_steps=50)
    b = m.branch(k)
    k = m.decisions if k is None else k
    assert isinstance(b, Match) and b is not m
    assert b.decisions == k
    assert b.state.to_dict() == m.state_at(k).to_dict()
    assert m.record.steps[:len(b.record.steps)] == b.record.steps
    assert texts(m.log)[:len(b.log)] == texts(b.log)
    assert b.players == m.players and b.options == m.options and b.seed == m.seed
    # independent
    saved = snapshot(m)
    b.run(max_steps=5)
    assert snapshot(m) == saved


def test_branch_zero_is_the_start():
    m = gangs.new("street", players=3, seed=23)
    start = m.state.to_dict()
    m.run(max_steps=12)
    assert m.branch(0).state.to_dict() == start == m.state_at(0).to_dict()


def test_state_at_each_decision_is_the_state_then():
    m, states, _, _ = history(players=3, seed=29, decisions=30)
    for k, data in enumerate(states):
        assert m.state_at(k).to_dict() == data
    # a copy, not the live state
    m.state_at(m.decisions).pos[0] = 54
    assert m.state.to_dict() == states[-1]


def test_reseed_changes_the_dice_but_the_record_replays():
    a = gangs.new("street", players=3, seed=37)
    b = gangs.new("street", players=3, seed=37)
    a.run(agents=fresh_agents(a, 1), max_steps=10)
    b.run(agents=fresh_agents(b, 1), max_steps=10)
    assert a.record.steps == b.record.steps
    start = len(b.steps)
    b.reseed(123456)
    a.run(agents=fresh_agents(a, 2), max_steps=30)
    b.run(agents=fresh_agents(b, 2), max_steps=30)
    assert chance_steps(a, start) != chance_steps(b, start)
    assert b.record.reseeds == [[start, 123456]]
    loaded = gangs.load(b.record)
    assert loaded.state.to_dict() == b.state.to_dict()
    assert texts(loaded.log) == texts(b.log)


def test_reseed_with_the_same_seed_twice_gives_the_same_dice():
    a = gangs.new("street", players=3, seed=41)
    b = gangs.new("street", players=3, seed=43)
    a.reseed(7)
    b.reseed(7)
    a.run(agents=fresh_agents(a), max_steps=30)
    b.run(agents=fresh_agents(b), max_steps=30)
    assert a.record.steps == b.record.steps


@pytest.mark.parametrize("k", [0, 1, 5, 23])
def test_run_max_steps_makes_exactly_k_decisions(k):
    m = gangs.new("street", players=6, seed=47)
    m.run(max_steps=3)
    assert m.decisions == 3
    assert m.run(max_steps=k) is m
    assert m.decisions == 3 + k
    assert not m.is_over


def test_run_plays_to_the_end():
    m = gangs.new("street", players=3, seed=53)
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
        assert legal == state.legal_actions()
        call = (state.to_move, [a.notation for a in legal], legal[0].notation)
        self.calls.append(call)
        self.journal.append(call)
        return legal[0]


def test_run_with_custom_agents():
    m = gangs.new("street", players=2, seed=59)
    journal: list = []
    agents = [FirstChoice(journal), FirstChoice(journal)]
    m.run(agents=agents, max_steps=12)
    assert m.decisions == 12
    assert len(journal) == 12
    assert agents[0].calls and agents[1].calls
    assert all(who == 0 for who, _, _ in agents[0].calls)
    assert all(who == 1 for who, _, _ in agents[1].calls)
    chosen = [a.notation for a in m.steps if a.kind not in ("die", "draw")]
    assert chosen == [choice for _, _, choice in journal]
    assert all(choice == shown[0] for _, shown, choice in journal)


def test_run_with_a_dict_of_agents_fills_the_others_with_random_ones():
    m = gangs.new("street", players=3, seed=61)
    mine = FirstChoice()
    m.run(agents={1: mine}, max_steps=30)
    assert m.decisions == 30
    assert mine.calls and all(who == 1 for who, _, _ in mine.calls)
    assert len(mine.calls) < 30      # players 0 and 2 were played by the match's random agents


def test_default_random_agents_are_seeded_by_the_match():
    a = gangs.new("street", players=4, seed=67).run()
    b = gangs.new("street", players=4, seed=67).run()
    assert a.record.to_json() == b.record.to_json()


@pytest.mark.parametrize("notation, possible", [("die 1", True), ("die 6", True), ("die 06", False),
                                                ("die 7", False), ("die", False), ("dart miss", False)])
def test_the_kernel_knows_a_die_and_a_game_adds_its_other_chance_nodes(notation, possible):
    state = gangs.new("street", players=2, seed=0).state
    assert Game.possible_outcome(STREET, state, notation) is possible
    assert STREET.possible_outcome(state, "draw balance") and not STREET.possible_outcome(state, "draw nosuch")
    supergang = gangs.GAMES["supergang"]
    assert supergang.possible_outcome(state, "dart miss") and not supergang.possible_outcome(state, "dart maybe")
