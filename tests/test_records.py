"""Records: a whole match as versioned JSON that replays exactly, and names its first bad step."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import gangs
from gangs import Record, RecordError
from gangs.agents import RandomAgent
from gangs.kernel import FORMAT

STREET = gangs.GAMES["street"]


def finished(players=3, seed=1, **options) -> gangs.Match:
    return gangs.new("street", players=players, seed=seed, **options).run()


def texts(events) -> list[str]:
    return [e.text for e in events]


def fresh_agents(m, seed=500):
    return [RandomAgent(seed + p) for p in range(len(m.players))]


def continued(m, decisions=40, seed=500) -> list[str]:
    """The steps ``m`` makes when played on by fresh seeded agents (same agents -> same choices)."""
    start = len(m.steps)
    m.run(agents=fresh_agents(m, seed), max_steps=decisions)
    return [a.notation for a in m.steps[start:]]


def is_chance(notation: str) -> bool:
    return notation.split(" ", 1)[0] in ("die", "draw")


def record_error(source) -> RecordError:
    with pytest.raises(RecordError) as caught:
        gangs.load(source)
    assert isinstance(caught.value, ValueError)
    return caught.value


# -- the format ------------------------------------------------------------------------------------------
def test_format_is_one():
    record = finished().record
    assert FORMAT == 1
    assert record.format == 1
    assert record.to_dict()["format"] == 1
    assert json.loads(record.to_json())["format"] == 1


def test_a_record_holds_everything_needed():
    m = finished(players=4, seed=3, mode="fast", max_turns=40)
    data = json.loads(m.record.to_json())
    assert data["game"] == "street"
    assert data["players"] == m.players
    assert data["options"] == {"mode": "fast", "max_turns": 40, "karma_return": "discard", "board": None,
                               "stop_from": None, "balance_question": "everyone", "flow": "standing"}
    assert data["seed"] == 3
    assert data["steps"] == [a.notation for a in m.steps]
    assert any(is_chance(s) for s in data["steps"]) and any(not is_chance(s) for s in data["steps"])
    assert data["result"] == {"winners": m.winners, "scores": m.scores}


def test_record_round_trips_through_dict_and_json(tmp_path):
    m = gangs.new("street", players=3, seed=5)
    m.run(max_steps=20)
    m.reseed(77)
    m.run(max_steps=20)
    record = m.record
    assert Record.from_dict(record.to_dict()) == record
    assert Record.from_json(record.to_json()) == record
    assert Record.from_json(record.to_json(indent=None)) == record
    path = record.save(tmp_path / "match.json")
    assert Path(path).read_text(encoding="utf-8").endswith("\n")
    assert Record.from_json(Path(path).read_text(encoding="utf-8")) == record


# -- same seed, same record ---------------------------------------------------------------------------
@pytest.mark.parametrize("players,seed,options", [
    (2, 1, {}), (3, 2, {"mode": "fast"}), (4, 3, {"karma_return": "pile"}), (6, 4, {"max_turns": 20}),
])
def test_same_seed_same_record(players, seed, options):
    a = finished(players, seed, **options)
    b = finished(players, seed, **options)
    assert a.record.to_json() == b.record.to_json()
    assert texts(a.log) == texts(b.log)


def test_another_seed_another_game():
    assert finished(3, 1).record.steps != finished(3, 2).record.steps


# -- replaying ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("mode", ["normal", "fast"])
def test_record_to_json_to_load_gives_the_same_game(players, mode):
    karma = "pile" if players % 2 else "discard"
    m = finished(players, seed=100 + players, mode=mode, karma_return=karma)
    text = m.record.to_json()
    loaded = gangs.load(Record.from_json(text))
    assert loaded.state.to_dict() == m.state.to_dict()
    assert texts(loaded.log) == texts(m.log)
    assert [e.rule for e in loaded.log] == [e.rule for e in m.log]
    assert loaded.decisions == m.decisions
    assert loaded.is_over and loaded.winners == m.winners and loaded.scores == m.scores
    assert loaded.record.to_json() == text
    assert loaded.players == m.players and loaded.options == m.options


def test_load_accepts_a_record_its_dict_its_json_and_a_path(tmp_path):
    m = gangs.new("street", players=4, seed=9)
    m.run(max_steps=60)
    record = m.record
    path = record.save(tmp_path / "street.json")
    sources = [record, record.to_dict(), record.to_json(), record.to_json(indent=None),
               path, str(path), Path(str(path))]
    for source in sources:
        loaded = gangs.load(source)
        assert loaded.state.to_dict() == m.state.to_dict(), type(source)
        assert texts(loaded.log) == texts(m.log)
        assert loaded.decisions == m.decisions


def test_loading_does_not_need_the_seed():
    m = gangs.new("street", players=3, seed=10)
    m.run(max_steps=50)
    data = m.record.to_dict()
    data["seed"] = 987654
    assert gangs.load(data).state.to_dict() == m.state.to_dict()
    data["seed"] = None
    assert gangs.load(data).state.to_dict() == m.state.to_dict()


def test_the_result_field_is_ignored_on_load():
    m = finished(3, seed=12)
    data = m.record.to_dict()
    data["result"] = {"winners": [2, 1], "scores": [1, 2, 3]}
    loaded = gangs.load(data)
    assert loaded.winners == m.winners and loaded.scores == m.scores


def test_a_record_with_loaded_dice_replays():
    m = gangs.new("street", players=2, seed=14)
    m.force(6)
    m.play("roll")
    m.force("draw balance")
    m.force(1)
    m.play("roll")
    m.run(max_steps=30)
    loaded = gangs.load(json.loads(m.record.to_json()))
    assert loaded.state.to_dict() == m.state.to_dict()
    assert loaded.record.steps[:2] == ["roll", "die 6"]


@pytest.mark.parametrize("k", [0, 1, 2, 11, 40, None])
def test_an_unfinished_record_loads_at_its_decision(k):
    m = finished(4, seed=15)
    k = m.decisions if k is None else min(k, m.decisions)
    record = m.branch(k).record
    loaded = gangs.load(record)
    assert loaded.decisions == k
    assert loaded.state.to_dict() == m.state_at(k).to_dict()
    assert texts(loaded.log) == texts(m.log)[:len(loaded.log)]
    assert gangs.load(record.to_json()).state.to_dict() == loaded.state.to_dict()


@pytest.mark.parametrize("k", [0, 3, 25])
def test_a_loaded_unfinished_match_continues_with_the_same_dice(k):
    m = gangs.new("street", players=3, seed=16)
    m.run(max_steps=40)
    branch = m.branch(k)
    loaded = gangs.load(branch.record)
    loaded_json = gangs.load(branch.record.to_json())
    m.undo(m.decisions - k)
    expected = continued(m)
    assert continued(branch) == expected
    assert continued(loaded) == expected
    assert continued(loaded_json) == expected


def test_a_loaded_match_continues_with_the_same_dice_after_a_reseed():
    m = gangs.new("street", players=3, seed=17)
    m.run(max_steps=10)
    start = len(m.steps)
    m.reseed(2024)
    m.run(max_steps=10)
    loaded = gangs.load(m.record.to_json())
    assert loaded.record.reseeds == m.record.reseeds == [[start, 2024]]
    assert continued(loaded) == continued(m)


def test_a_loaded_match_continues_with_the_same_dice_after_undoing_a_reseed():
    m = gangs.new("street", players=3, seed=17)
    m.run(max_steps=5)
    m.reseed(2024)
    m.run(max_steps=10)
    m.undo(12)
    m.run(agents=fresh_agents(m, 7), max_steps=15)
    loaded = gangs.load(m.record)
    assert loaded.state.to_dict() == m.state.to_dict()
    assert continued(loaded) == continued(m)


# -- corrupted records -----------------------------------------------------------------------------------
def sample():
    """A finished record long enough to corrupt anywhere, and its dict.

    The first seed from 21 whose game has 40 decisions or more, 40 chance outcomes or more and a
    decision with two outcomes (a die, then a card); found, not assumed, so that a change of the
    rules or of the random agent cannot make the sample too short.
    """
    for seed in range(21, 121):
        m = finished(3, seed=seed)
        steps = m.record.steps
        chances = sum(map(is_chance, steps))
        die_then_draw = any(a.startswith("die ") and b.startswith("draw ") for a, b in zip(steps, steps[1:]))
        if len(steps) - chances >= 40 and chances >= 40 and die_then_draw:
            return m, m.record.to_dict()
    raise AssertionError("no long enough game among 100 seeds")


def test_unknown_game():
    _, data = sample()
    data["game"] = "monopoly"
    assert record_error(data).step is None
    assert record_error(json.dumps(data)).step is None


@pytest.mark.parametrize("cut", [1, 10, 0.5, -2])
def test_truncated_json_text(cut):
    _, data = sample()
    text = json.dumps(data, indent=1)
    end = int(len(text) * cut) if isinstance(cut, float) else cut
    assert record_error(text[:end]).step is None


def test_truncated_file(tmp_path):
    m, _ = sample()
    path = m.record.save(tmp_path / "cut.json")
    path.write_text(path.read_text(encoding="utf-8")[:300], encoding="utf-8")
    assert record_error(path).step is None


def test_missing_file(tmp_path):
    assert record_error(tmp_path / "nothing-here.json").step is None


def test_not_a_record_at_all():
    for source in ("[1, 2, 3]", json.dumps("street"), "{}", '{"format": 1}'):
        with pytest.raises(RecordError) as caught:
            gangs.load(source)
        assert caught.value.step is None


@pytest.mark.parametrize("number", [0, 2, 99, "1", None, [1], True, 1.0])
def test_wrong_format_number(number):
    _, data = sample()
    data["format"] = number
    assert record_error(data).step is None


def test_missing_format():
    _, data = sample()
    del data["format"]
    assert record_error(data).step is None


@pytest.mark.parametrize("field", ["game", "players", "steps"])
def test_missing_field(field):
    _, data = sample()
    del data[field]
    error = record_error(data)
    assert error.step is None
    assert field in str(error)


@pytest.mark.parametrize("field,value", [
    ("players", "Alice"), ("players", [1, 2]), ("steps", "roll"), ("options", ["fast"]),
    ("game", 7), ("seed", "seven"), ("reseeds", [[1]]), ("reseeds", "none"),
])
def test_field_of_the_wrong_kind(field, value):
    _, data = sample()
    data[field] = value
    assert record_error(data).step is None


@pytest.mark.parametrize("field, value", [
    ("players", ["Solo"]), ("players", []), ("players", [f"P{i}" for i in range(7)]),
    ("players", ["Ana", "Ana"]),
    ("options", {"mode": "slow"}), ("options", {"speed": 3}), ("options", {"max_turns": 0}),
    ("options", {"karma_return": 1}), ("options", {"board": "/no/such/board.toml"}),
])
def test_a_match_that_cannot_start(field, value):
    """Too few or too many players, one name twice, a bad option: the record fails as a whole."""
    m = gangs.new("street", players=2, seed=0).run(max_steps=5)
    data = m.record.to_dict()
    data[field] = value
    assert record_error(data).step is None


def test_a_step_that_is_not_a_notation():
    _, data = sample()
    data["steps"][5] = 42
    assert record_error(data).step == 5


def _indices(steps, chance: bool):
    return [i for i, s in enumerate(steps) if is_chance(s) == chance]


@pytest.mark.parametrize("position", [0, 1, 2, 7, -1])
def test_a_bad_decision_at_step_k(position):
    _, data = sample()
    k = _indices(data["steps"], chance=False)[position]
    for bad in ("fly", "buy terrain 2", "die 3", "give 0 0", ""):
        broken = json.loads(json.dumps(data))
        broken["steps"][k] = bad
        error = record_error(broken)
        assert error.step == k, (bad, error)
        assert record_error(json.dumps(broken)).step == k


@pytest.mark.parametrize("position", [0, 1, 5, 20, -1])
def test_a_bad_chance_outcome_at_step_k(position):
    _, data = sample()
    k = _indices(data["steps"], chance=True)[position]
    for bad in ("die 7", "die 0", "draw nosuchcard", "roll", "pass"):
        broken = json.loads(json.dumps(data))
        broken["steps"][k] = bad
        assert record_error(broken).step == k, bad


def test_a_card_drawn_that_is_no_longer_in_the_pile():
    m = gangs.new("street", players=2, seed=23)
    m.force(2).force("draw heritage")     # square 2 is a Karma square; Héritage has one copy
    m.play("roll")                        # his turn ends with his square: the 50 000 € stay his
    m.force(2).force("draw pari")
    m.play("roll")
    data = m.record.to_dict()
    assert data["steps"] == ["roll", "die 2", "draw heritage", "roll", "die 2", "draw pari"]
    assert gangs.load(data).state.to_dict() == m.state.to_dict()
    data["steps"][5] = "draw heritage"    # the only Héritage is in the discard
    assert record_error(data).step == 5


def test_a_missing_step_is_found_where_it_goes_missing():
    _, data = sample()
    steps = data["steps"]
    k = [i for i in _indices(steps, chance=True) if i + 1 < len(steps) and not is_chance(steps[i + 1])][3]
    del data["steps"][k]
    assert record_error(data).step == k


@pytest.mark.parametrize("extra", [["roll"], ["die 3"], ["roll", "die 3"], ["pass"]])
def test_a_step_after_the_end_of_the_game(extra):
    m, data = sample()
    assert m.is_over
    end = len(data["steps"])
    data["steps"] += extra
    assert record_error(data).step == end


@pytest.mark.parametrize("which", [0, 1, 4, 9])
def test_a_record_cut_in_the_middle_of_a_chance_resolution(which):
    _, data = sample()
    # cut right after a player's action that is followed by chance: the outcome is missing
    cuts = [i + 1 for i, s in enumerate(data["steps"][:-1]) if not is_chance(s) and is_chance(data["steps"][i + 1])]
    cut = cuts[which]
    data["steps"] = data["steps"][:cut]
    assert record_error(data).step == cut == len(data["steps"])


def test_a_record_cut_between_two_outcomes_of_one_decision():
    _, data = sample()
    steps = data["steps"]
    # roll, die N, draw X: cut after the die, before the card
    cut = next(i for i in range(2, len(steps)) if steps[i].startswith("draw ") and steps[i - 1].startswith("die "))
    data["steps"] = steps[:cut]
    assert record_error(data).step == cut


def test_a_record_cut_at_a_decision_boundary_is_fine():
    m, data = sample()
    boundaries = [i for i in range(1, len(data["steps"])) if not is_chance(data["steps"][i])]
    for cut in boundaries[::15]:
        cut_data = dict(data, steps=data["steps"][:cut])
        cut_data.pop("result")
        loaded = gangs.load(cut_data)
        assert loaded.record.steps == data["steps"][:cut]
        assert not loaded.is_over


def test_a_record_written_before_an_option_existed_plays_as_it_was_played():
    """A record's options name every option of its day: one it lacks was added since (``Option.before``), and the
    match replays with the value those records played with. La Street's ``balance_question`` came after records
    that asked only the holders of a Balance: such a record (its steps with no answer from the others) still
    loads, step for step, and a record naming the option is read as written."""
    m = gangs.new("street", players=3, seed=5, balance_question="holders")
    m.run(max_steps=400)
    data = json.loads(m.record.to_json())
    del data["options"]["balance_question"]
    old = gangs.load(data)
    assert old.options["balance_question"] == "holders"
    assert [a.notation for a in old.steps] == [a.notation for a in m.steps]
    assert old.state.to_dict() == m.state.to_dict()
    assert gangs.load(json.loads(m.record.to_json())).options["balance_question"] == "holders"
    fresh = gangs.new("street", players=3, seed=5)
    assert fresh.options["balance_question"] == "everyone"
    assert gangs.load(json.loads(fresh.record.to_json())).options["balance_question"] == "everyone"
