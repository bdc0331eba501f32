"""The kernel under hostile input ("The public app holds", issue 25): what comes in from outside (names, seeds,
records, notations, arguments) is refused with an error of the contract before anything is built, never echoed
whole, never written half; a refused loaded card names nothing hidden; undo costs the same late as early."""

from __future__ import annotations

import json
import os
import random
import sys

import pytest

import gangs
from gangs import CHANCE, IllegalAction, Record, RecordError
from gangs.agents import RandomAgent
from gangs.kernel import match as match_module
from gangs.kernel.limits import MAX_NAME, MAX_SEED, shown

GAME_KEYS = list(gangs.GAMES)
HUGE = int("9" * 300) ** 16          # about 4 800 digits: more than Python writes as text
LONG_TEXT = "x" * 1_000_000


def played(key: str = "street", decisions: int = 12, seed: int = 3) -> gangs.Match:
    """A match of ``key`` with ``decisions`` random decisions made."""
    game = gangs.GAMES[key]
    return gangs.new(key, players=game.min_players, seed=seed).run(max_steps=decisions)


def unchanged(m: gangs.Match):
    """What must not move when a call is refused: the position, the record and the log."""
    return json.dumps(m.state.to_dict(), sort_keys=True), m.record.to_json(), len(m.log)


# -- names and player counts (6) -------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [10**7, 2**64, HUGE, -1, 0, 1], ids=shown)
def test_a_count_of_players_out_of_bounds_is_refused_before_anything_is_built(players):
    with pytest.raises(ValueError, match="players") as refused:
        gangs.new("street", players=players)
    assert len(str(refused.value)) < 200


@pytest.mark.parametrize("name, why", [
    ("a" * (MAX_NAME + 1), "at most 40"), ("Bo\ud800b", "surrogate"), ("", "empty"), ("   ", "empty"),
    (7, "text"), (None, "text"), (b"Alice", "text"), (LONG_TEXT, "at most 40")], ids=lambda v: shown(v)[:20])
def test_a_name_too_long_empty_unwritable_or_not_text_is_refused(name, why):
    with pytest.raises(ValueError, match=why) as refused:
        gangs.new("street", players=[name, "Bruno"])
    assert len(str(refused.value)) < 200


def test_a_name_of_forty_characters_plays_and_its_record_loads():
    name = "É" * MAX_NAME
    m = gangs.new("street", players=[name, "Bruno"], seed=1).run(max_steps=5)
    assert gangs.load(m.record.to_json()).players == [name, "Bruno"]


@pytest.mark.parametrize("players", [["a" * 41, "b"], ["Bo\ud800b", "x"], ["x" * 40] * 3 + [""],
                                     [f"{'n' * 38}{i:02}" for i in range(17)]])
def test_a_record_with_bad_names_is_refused_naming_why(players):
    record = played().record.to_dict()
    record["players"] = players
    with pytest.raises(RecordError) as refused:
        gangs.load(record)
    assert refused.value.step is None and len(str(refused.value)) < 200


def test_a_megabyte_of_long_names_is_refused_before_a_match_is_built():
    """1 MB of names cost 750 MB before: refused by the first name's length, the count checked first."""
    record = played().record.to_dict()
    record["players"] = ["n" * 1000] * 1000
    with pytest.raises(RecordError, match="no game has more than 16"):
        gangs.load(json.dumps(record))


# -- seeds (8) --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [MAX_SEED + 1, -MAX_SEED - 1, HUGE, 2.5, "7", True], ids=shown)
def test_a_seed_that_a_record_could_not_hold_is_refused_at_once(seed):
    with pytest.raises(ValueError, match="seed") as refused:
        gangs.new("street", players=2, seed=seed)
    assert len(str(refused.value)) < 200
    m = played()
    before = unchanged(m)
    with pytest.raises(IllegalAction, match="seed"):
        m.reseed(seed)
    assert unchanged(m) == before


def test_the_largest_seeds_are_written_and_read_back():
    m = gangs.new("street", players=2, seed=MAX_SEED).run(max_steps=4).reseed(-MAX_SEED).run(max_steps=4)
    again = gangs.load(m.record.to_json())
    assert again.state == m.state and again.record.reseeds == m.record.reseeds


@pytest.mark.parametrize("field, value", [("seed", HUGE), ("seed", MAX_SEED + 1), ("reseeds", [[3, MAX_SEED + 1]]),
                                          ("reseeds", [[-1, 5]]), ("reseeds", [[10**6, 5]])], ids=shown)
def test_a_record_with_a_seed_out_of_bounds_is_refused(field, value):
    record = played().record.to_dict()
    record[field] = value
    with pytest.raises(RecordError, match="seed"):
        Record.from_dict(record)


# -- saving (8) -------------------------------------------------------------------------------------------------
def test_a_save_that_fails_leaves_the_old_file_whole(tmp_path):
    path = tmp_path / "game.json"
    good = played().record
    good.save(path)
    before = path.read_bytes()
    broken = Record(game="street", players=["Bo\ud800b", "x"], options=good.options, seed=1, steps=[])
    with pytest.raises(ValueError, match="cannot be written"):
        broken.save(path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"], "a temporary file was left behind"
    assert gangs.load(path).record.steps == good.steps


def test_a_save_writes_the_whole_record_in_place_of_the_old_one(tmp_path):
    path = tmp_path / "game.json"
    played(decisions=3).record.save(path)
    longer = played(decisions=30).record
    assert longer.save(path) == path
    assert Record.read(path).steps == longer.steps
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_a_save_into_a_missing_folder_is_an_os_error_and_writes_nothing(tmp_path):
    with pytest.raises(OSError):
        played().record.save(tmp_path / "missing" / "game.json")
    assert list(tmp_path.iterdir()) == []


# -- loading text (7, 9) ---------------------------------------------------------------------------------------
def test_a_record_with_a_byte_order_mark_loads_as_text_and_as_a_file(tmp_path):
    m = played()
    text = "\ufeff" + m.record.to_json()
    assert gangs.load(text).state == m.state
    path = tmp_path / "bom.json"
    path.write_bytes(text.encode("utf-8"))
    assert gangs.load(path).state == m.state


@pytest.mark.parametrize("text, said", [("[1, 2]", "JSON object"), ("  [" + "x" * 10_000 + "]", "not valid JSON"),
                                        ("{" + "x" * 10_000, "not valid JSON")])
def test_json_text_that_is_not_a_record_is_never_taken_for_a_path(text, said):
    with pytest.raises(RecordError, match=said) as refused:
        gangs.load(text)
    assert len(str(refused.value)) < 200


def test_a_path_is_never_echoed_whole():
    with pytest.raises(RecordError) as refused:
        gangs.load("no-such-record-" + "x" * 5000)
    assert len(str(refused.value)) < 200


@pytest.mark.parametrize("depth", [10_000, 200_000])
def test_deeply_nested_json_is_a_record_error(depth):
    for text in ("[" * depth + "]" * depth, '{"game": ' + "[" * depth + "]" * depth + "}"):
        with pytest.raises(RecordError, match="nested too deeply"):
            gangs.load(text)


def test_a_number_of_thousands_of_digits_is_a_record_error():
    record = played().record.to_json().replace('"seed": 3', '"seed": ' + "9" * 5000)
    with pytest.raises(RecordError, match="4300 digits"):
        gangs.load(record)


def test_a_record_that_is_not_text_is_refused():
    for source in (b"{}", 7, None, ["x"], object()):
        with pytest.raises(RecordError):
            gangs.load(source)
    with pytest.raises(RecordError):
        Record.from_json(b'{"format": 1}')


# -- arguments (7) ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("call, names", [
    (lambda m: m.run(agents="x"), "agents"), (lambda m: m.run(agents=[1]), "agents"),
    (lambda m: m.run(agents={"0": RandomAgent(1)}), "agents"),
    (lambda m: m.run(agents=[None] * 9), "agents"), (lambda m: m.run(max_steps="3"), "max_steps"),
    (lambda m: m.run(max_steps=-1), "max_steps"), (lambda m: m.run(max_steps=2.0), "max_steps"),
    (lambda m: m.state_at(-1), "branch"), (lambda m: m.state_at("3"), "branch"),
    (lambda m: m.state_at(None), "branch"), (lambda m: m.state_at(10**6), "branch")])
def test_a_bad_argument_names_itself_and_changes_nothing(call, names):
    m = played()
    before = unchanged(m)
    with pytest.raises(ValueError, match=names):
        call(m)
    assert unchanged(m) == before


@pytest.mark.parametrize("key", GAME_KEYS)
@pytest.mark.parametrize("text", ["roll " + "9" * 5000, "9" * 5000, "move " + "x" * 100_000, LONG_TEXT,
                                  "draw " + "9" * 4400, "wheel " + "9" * 5000], ids=lambda text: shown(text)[:20])
def test_a_notation_of_absurd_size_is_an_illegal_action_told_short(key, text):
    m = played(key)
    before = unchanged(m)
    for call in (m.play, m.force):
        with pytest.raises(IllegalAction) as refused:
            call(text)
        assert len(str(refused.value)) < 300
    assert unchanged(m) == before and m.forced == []


@pytest.mark.parametrize("outcome", [HUGE, 10**10, -(10**10), 2.5, None, b"6"], ids=shown)
def test_a_loaded_outcome_of_the_wrong_kind_or_size_is_refused(outcome):
    m = played()
    with pytest.raises(IllegalAction, match="chance") as refused:
        m.force(outcome)
    assert len(str(refused.value)) < 200 and m.forced == []


# -- uploaded records name no file (1) --------------------------------------------------------------------------
OPENED: list[str] = []
WATCHING: list[bool] = []


def _watch_open(event: str, args: tuple) -> None:
    if WATCHING and event == "open" and args and isinstance(args[0], (str, bytes, os.PathLike)):
        OPENED.append(os.fsdecode(args[0]))


sys.addaudithook(_watch_open)          # an audit hook stays for the process: it records only while WATCHING


def file_options() -> list[tuple[str, str]]:
    """(game, option) for every option of every game that reads a file."""
    return [(key, name) for key, game in gangs.GAMES.items() for name, option in game.options.items()
            if option.reads_file]


@pytest.fixture
def paths(tmp_path):
    """Paths an uploaded record might name: a system file, a folder, an endless device, a pipe, a real board."""
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    return ["/etc/passwd", "/", "/dev/zero", str(pipe), "board.toml", str(tmp_path / "missing.toml")]


@pytest.mark.parametrize("key, option", file_options())
def test_a_record_sent_from_outside_opens_no_file_its_options_name(key, option, paths):
    assert file_options(), "no game has an option that reads a file: this test checks nothing"
    record = played(key, decisions=2).record.to_dict()
    from importlib import resources
    board = str(resources.files(f"gangs.{key}") / "board.toml")
    for path in [*paths, board]:
        record["options"] = {**record["options"], option: path}
        OPENED.clear()
        WATCHING.append(True)
        try:
            with pytest.raises(RecordError, match=f"may not name a file \\(option {option}\\)"):
                gangs.load(json.dumps(record), read_files=False)
            with pytest.raises(RecordError, match="may not name a file"):
                gangs.load(record, read_files=False)
        finally:
            WATCHING.clear()
        assert path not in OPENED and not any(path in opened for opened in OPENED), OPENED


def test_a_record_sent_from_outside_is_never_read_from_a_path(tmp_path):
    path = tmp_path / "game.json"
    played().record.save(path)
    for source in (str(path), path, "/etc/passwd"):
        OPENED.clear()
        WATCHING.append(True)
        try:
            with pytest.raises(RecordError, match="not the path of a file"):
                gangs.load(source, read_files=False)
        finally:
            WATCHING.clear()
        assert str(source) not in OPENED


@pytest.mark.parametrize("key", GAME_KEYS)
def test_a_record_a_match_wrote_loads_from_outside(key):
    m = played(key, decisions=20)
    assert gangs.load(m.record.to_json(), read_files=False).state == m.state


# -- a refused loaded card tells no secret (3) -------------------------------------------------------------------
def pile_reached(state, action, rng: random.Random) -> list[str] | None:
    """The cards left in the pile if playing ``action`` reaches a draw (the dice on the way rolled at random), or
    None if it reaches the next decision first."""
    after = state.clone()
    after.apply(action)
    while after.to_move == CHANCE:
        outcomes = after.chance_outcomes()
        if outcomes[0][0].kind == "draw":
            return [outcome.args[0] for outcome, _p in outcomes]
        after.apply(rng.choice(outcomes)[0])
    return None


def card_refusals(key: str, seeds: range) -> list[tuple[str, str, list[str]]]:
    """(loaded card, refusal, cards left in the pile) for decisions that reached a draw from the pile, with a card
    loaded that the pile no longer holds: the refusal, and the match unchanged by it."""
    found = []
    game = gangs.GAMES[key]
    for seed in seeds:
        m = gangs.new(key, players=game.min_players, seed=seed)
        deck = getattr(m.state.board, "card_keys", None) or list(m.state.board.card_index)
        rng = random.Random(seed)
        while not m.is_over and m.decisions < 600 and len(found) < 3 * (seed - seeds.start + 1):
            for action in m.legal_actions():
                pile = pile_reached(m.state, action, rng)
                gone = [card for card in deck if card not in (pile or deck)]
                if not gone:
                    continue
                before = unchanged(m)
                m.force(f"draw {gone[0]}")
                try:
                    m.play(action)
                except IllegalAction as refused:
                    assert unchanged(m) == before and m.forced == [f"draw {gone[0]}"]
                    found.append((gone[0], str(refused), pile))
                else:                           # the dice went another way: no draw came
                    m.undo(1)
                m.clear_forced()
                break
            m.run(max_steps=1)
    return found


@pytest.mark.parametrize("key", [key for key in GAME_KEYS if "draw" in " ".join(gangs.GAMES[key].forced_examples)])
def test_a_loaded_card_that_cannot_come_names_no_card_of_the_pile(key):
    refusals = card_refusals(key, range(1, 4))
    assert refusals, f"{key}: no draw reached with a card out of the pile: this test checks nothing"
    for card, text, pile in refusals:
        assert text == f"the loaded outcome draw {card} cannot come now (m.clear_forced() unloads the dice) " \
                       "[rule: chance]"
        assert not any(f"draw {other}" in text for other in pile)


# -- undo costs the same at decision 10 and 10 000 (10) ----------------------------------------------------------
def applies_during(m: gangs.Match, call) -> int:
    """How many steps the match's state applies while ``call()`` runs."""
    state_type = type(m.state)
    original = state_type._apply
    count = [0]

    def counted(self, action):
        count[0] += 1
        return original(self, action)

    state_type._apply = counted
    try:
        call()
    finally:
        state_type._apply = original
    return count[0]


@pytest.mark.parametrize("key", GAME_KEYS)
def test_undo_and_state_at_replay_a_bounded_number_of_steps(key):
    game = gangs.GAMES[key]
    m = gangs.new(key, players=game.min_players, seed=5).run(max_steps=800)
    steps_a_decision = max(b - a for a, b in zip(m._ends, m._ends[1:]))
    bound = match_module.SNAPSHOT_EVERY * steps_a_decision
    early = gangs.new(key, players=game.min_players, seed=5).run(max_steps=10)
    for match in (early, m):
        assert applies_during(match, lambda match=match: match.undo(1)) <= bound
        assert applies_during(match, lambda match=match: match.state_at(match.decisions // 2)) <= bound


@pytest.mark.parametrize("key", GAME_KEYS)
def test_undo_from_a_snapshot_is_exact(key):
    """Undo at every distance, with reseeds and loaded dice on the way, gives the match that never went further:
    the same position, record, log and dice to come."""
    game = gangs.GAMES[key]
    m = gangs.new(key, players=game.min_players, seed=8)
    m.run(max_steps=40)
    m.reseed(99)
    m.run(max_steps=35)
    m.reseed(7)
    if game.forced_examples[0].isdigit():
        m.force(game.forced_examples[0])
    m.run(max_steps=30)
    rng = random.Random(key)
    while m.decisions:
        n = min(m.decisions, rng.choice([1, 2, 5, 31, 32, 33, 70]))
        m.undo(n)
        fresh = gangs.load(m.record.to_json())
        assert m.state == fresh.state and m.record.to_json() == fresh.record.to_json()
        assert [e.text for e in m.log] == [e.text for e in fresh.log]
        assert [m.state_at(k) for k in range(0, m.decisions + 1, 13)] == \
            [fresh.state_at(k) for k in range(0, m.decisions + 1, 13)]
        if not m.is_over:                   # the dice to come are the same too
            action = m.legal_actions()[0]
            m.play(action)
            fresh.play(action)
            assert m.record.steps == fresh.record.steps
            m.undo(1)


class Liar:
    """An agent that plays the first legal action ``honest`` times, then an action that is not legal."""

    def __init__(self, honest: int) -> None:
        self.honest = honest

    def choose(self, state, legal):
        self.honest -= 1
        return legal[0] if self.honest >= 0 else "no such action"


@pytest.mark.parametrize("key", GAME_KEYS)
def test_a_run_whose_agent_cheats_is_taken_back_whole(key):
    game = gangs.GAMES[key]
    m = gangs.new(key, players=game.min_players, seed=4).run(max_steps=10)
    m.undo(3)
    before, redo = unchanged(m), m.can_redo
    with pytest.raises(IllegalAction):
        m.run(agents=[Liar(40)] * game.min_players)
    assert unchanged(m) == before and m.can_redo == redo
    assert m.redo(redo).decisions == 10


@pytest.mark.parametrize("lang", [HUGE, "x" * 100_000, None, b"fr", ["fr"]], ids=lambda v: shown(v)[:20])
def test_a_language_that_is_not_one_is_refused_in_a_few_words(lang):
    nested: list = []
    for _ in range(100_000):
        nested = [nested]
    record = played().record
    for value in (lang, nested):
        for call in (gangs.new, gangs.load):
            with pytest.raises(ValueError, match="no language") as refused:
                call("street" if call is gangs.new else record, lang=value)
            assert len(str(refused.value)) < 200


@pytest.mark.parametrize("key", [key for key in GAME_KEYS if not gangs.GAMES[key].options["max_turns"].optional])
def test_a_record_written_when_max_turns_allowed_none_loads_with_the_largest_cap(key):
    """Before every game had to end, ``max_turns=None`` (no limit) was allowed in this game: a record written then
    still loads, its None read as the most rounds allowed now, and replays the same steps."""
    game = gangs.GAMES[key]
    largest = game.options["max_turns"].maximum
    m = gangs.new(key, players=game.min_players, seed=2, max_turns=largest).run(max_steps=60)
    old = m.record.to_dict()
    old["options"]["max_turns"] = None
    loaded = gangs.load(old)
    assert loaded.options["max_turns"] == largest and loaded.state == m.state
    with pytest.raises(ValueError, match="max_turns"):
        gangs.new(key, players=game.min_players, max_turns=None)


@pytest.mark.parametrize("key", GAME_KEYS)
def test_an_absurd_option_value_is_refused_by_name_in_a_few_words(key):
    nested: list = []
    for _ in range(100_000):
        nested = [nested]
    for name in gangs.GAMES[key].options:
        for value in (HUGE, "9" * 5000, nested, b"x" * 10_000):
            with pytest.raises(ValueError, match=f"option {name}") as refused:
                gangs.new(key, players=gangs.GAMES[key].min_players, **{name: value})
            assert len(str(refused.value)) < 300
    m = played(key)
    with pytest.raises(IllegalAction) as refused:
        m.game.parse_action(m.state, "9" * 5000)
    assert len(str(refused.value)) < 300
