"""Super Gang keeps the kernel's contract: options, determinism, records, undo/redo, branches,
positions saved as data, refusals that change nothing, and a rule named by every event."""

from __future__ import annotations

import json

import pytest
from supergang_situations import play, situation

import gangs
from gangs import CHANCE, IllegalAction, RecordError
from gangs.agents import RandomAgent
from gangs.supergang import RULES

GAME = gangs.GAMES["supergang"]


def test_supergang_is_a_game():
    assert GAME.title == "Super Gang" and "supergang" in gangs.GAMES
    assert set(RULES) <= set(GAME.rules)
    for key, rule in GAME.rules.items():
        assert rule.key == key and rule.french and rule.english


@pytest.mark.parametrize("players, police", [(2, False), (3, False), (4, False), (3, True), (5, True)])
def test_seats_count_every_gang_and_the_police_seat(players, police):
    m = gangs.new("supergang", players=players, seed=1, police_player=police)
    state = m.state
    assert state.gangs == players - police
    assert (state.police_seat == players - 1) if police else state.police_seat is None
    assert len(state.ids) == 3 * state.gangs


@pytest.mark.parametrize("players, options", [
    (5, {}), (2, {"police_player": True}), (6, {"police_player": True}), (1, {})])
def test_a_table_without_two_to_four_gangs_is_refused(players, options):
    with pytest.raises(ValueError):
        gangs.new("supergang", players=players, seed=1, **options)


@pytest.mark.parametrize("options", [
    {"dart_hit": 0}, {"dart_hit": 1.5}, {"dart_dead": "x"}, {"max_turns": 0}, {"max_turns": True},
    {"police_player": "yes"}, {"board": "/no/such/board.toml"}, {"colour": "red"}])
def test_bad_options_are_refused(options):
    with pytest.raises(ValueError):
        gangs.new("supergang", players=3, seed=1, **options)


def test_same_seed_same_game_and_another_seed_another():
    a = gangs.new("supergang", players=3, seed=11, max_turns=15).run()
    b = gangs.new("supergang", players=3, seed=11, max_turns=15).run()
    c = gangs.new("supergang", players=3, seed=12, max_turns=15).run()
    assert a.record.steps == b.record.steps
    assert a.record.steps != c.record.steps


@pytest.mark.parametrize("players, police", [(2, False), (4, False), (4, True)])
def test_a_record_round_trips_through_json_and_replays(tmp_path, players, police):
    m = gangs.new("supergang", players=players, seed=21, police_player=police, max_turns=20).run()
    path = tmp_path / "game.record.json"
    m.record.save(path)
    again = gangs.load(path)
    assert again.state.to_dict() == m.state.to_dict()
    assert [e.text for e in again.log] == [e.text for e in m.log]
    assert again.winners == m.winners


def _continued(m, decisions: int = 200) -> list[str]:
    """The steps ``m`` makes when played on by fresh agents seeded alike (same agents -> same choices)."""
    start = len(m.steps)
    m.run(agents=[RandomAgent(500 + p) for p in range(len(m.state.names))], max_steps=decisions)
    return [a.notation for a in m.steps[start:]]


def test_a_loaded_unfinished_match_continues_with_the_same_dice_and_darts():
    m = gangs.new("supergang", players=3, seed=5, max_turns=12)
    m.run(max_steps=150)
    loaded = gangs.load(m.record.to_json())
    assert _continued(loaded) == _continued(m)


def test_undo_and_redo_are_exact():
    m = gangs.new("supergang", players=3, seed=8, max_turns=12)
    m.run(max_steps=120)
    later = m.state.to_dict()
    m.undo(40)
    earlier = m.state.to_dict()
    assert earlier != later
    m.redo(40)
    assert m.state.to_dict() == later
    m.undo(120)
    assert m.state.to_dict() == gangs.new("supergang", players=3, seed=8, max_turns=12).state.to_dict()


def test_a_branch_replays_the_first_decisions():
    m = gangs.new("supergang", players=2, seed=9, max_turns=12)
    m.run(max_steps=80)
    b = m.branch(50)
    m.undo(30)
    assert b.state.to_dict() == m.state.to_dict()


def test_a_position_saved_as_data_is_the_same_position():
    m = gangs.new("supergang", players=4, seed=3, police_player=True, max_turns=15)
    while not m.is_over:
        data = m.state.to_dict()
        again = GAME.state_from_dict(json.loads(json.dumps(data)))
        assert again.to_dict() == data
        assert [a.notation for a in again.legal_actions()] == [a.notation for a in m.state.legal_actions()]
        m.run(max_steps=7)


def test_clone_is_independent():
    m = gangs.new("supergang", players=3, seed=4, max_turns=10)
    m.run(max_steps=60)
    state = m.state
    before = state.to_dict()
    twin = state.clone()
    for _ in range(20_000):
        if twin.is_terminal:
            break
        if twin.to_move == CHANCE:
            twin.apply(twin.chance_outcomes()[0][0])
        else:
            twin.apply(twin.legal_actions()[-1])
    assert state.to_dict() == before


def test_clone_taken_during_a_duel_is_independent():
    """A position cloned in the middle of a duel (the pending ``Duel``: its dice rolled, its darts still to fly)
    is a position of its own: the original fighting the duel to its end (a wounded robber, testifying
    managers) leaves the clone as it was, and the clone fighting it another way leaves the original alone."""
    m = situation(round=5, arrived={"red.killer": "b3"}, cops={1: "s94", 2: "s93"})
    for die in (6, 1, 1):                        # 8 against 2: red shoots first, six darts a volley
        m.force(die)
    m.play("holdup b3")
    assert m.state.phase == "aim" and m.state.duel is not None
    twin = m.state.clone()
    before = twin.to_dict()
    for dart in ["miss"] * 6 + ["wounded"]:      # red misses six times; a manager wounds him
        m.force(f"dart {dart}")
    play(m, "aim manager-1")                     # and every dart after it at the first one standing
    assert m.state.duel is None and m.state.status_of("red.killer") == "clinic"
    assert m.state.criminal_record("red.killer")[0].witnesses == ("managers of b3",)
    assert twin.to_dict() == before and twin.duel is not None
    after = m.state.to_dict()
    for step in ("aim manager-2", "dart dead", "dart dead"):   # the clone: red kills both managers
        twin.apply(step)
    assert twin.duel is None and twin.status_of("red.killer") == "free" and twin.money(0) == 100
    assert m.state.to_dict() == after

def test_an_illegal_action_names_its_rule_and_changes_nothing():
    m = gangs.new("supergang", players=3, seed=2)
    before = m.state.to_dict()
    for notation in ("end", "move red.killer s1", "buy b3", "fly away", "die 9"):
        with pytest.raises(IllegalAction) as error:
            m.play(notation)
        assert error.value.rule in GAME.rules
        assert m.state.to_dict() == before


def test_loaded_dice_and_darts_are_checked():
    m = gangs.new("supergang", players=2, seed=2)
    with pytest.raises(IllegalAction):
        m.force(7)
    with pytest.raises(IllegalAction):
        m.force("dart sideways")
    m.force(6)
    m.play("roll")
    assert m.state.die[0] == 6


def test_a_broken_record_names_its_step():
    m = gangs.new("supergang", players=2, seed=6, max_turns=5)
    m.run(max_steps=30)
    data = m.record.to_dict()
    k = next(i for i, step in enumerate(data["steps"]) if step.startswith("move "))
    data["steps"][k] = "move red.killer cemetery"
    with pytest.raises(RecordError) as error:
        gangs.load(data)
    assert error.value.step == k


def test_every_event_of_whole_games_names_a_rule_of_the_index():
    for seed in range(6):
        police = seed % 2 == 1
        m = gangs.new("supergang", players=2 + seed % 3 + police, seed=seed, police_player=police, max_turns=25)
        m.run()
        assert {e.rule for e in m.log} <= set(GAME.rules)
        assert all(e.text for e in m.log)


def test_scores_are_the_gangs_money():
    m = gangs.new("supergang", players=4, seed=30, police_player=True, max_turns=10).run()
    assert m.scores == [float(x) for x in m.state.money_] + [0.0]


def test_the_command_line_takes_the_game_options(capsys):
    from gangs.cli import main

    assert main(["play", "supergang", "--players", "5", "--seed", "3", "-o", "police_player=true",
                 "-o", "max_turns=12"]) == 0
    assert "Winner:" in capsys.readouterr().out
    assert main(["play", "supergang", "--players", "5", "--seed", "3"]) == 2
    assert "2 to 4 gangs" in capsys.readouterr().err
    assert main(["play", "supergang", "-o", "police_player"]) == 2
    assert "KEY=VALUE" in capsys.readouterr().err
