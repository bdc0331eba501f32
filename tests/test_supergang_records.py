"""Records written before issue 26's flow (commit 9bc716d) replay: a step the flow now takes by itself (a cop pair's
one walk, who plays the managers against a single robber, ``end`` when nothing else is left) was asked then, and a
record that does not name the options ``ask_forced`` and ``ask_end`` was written by that code, so it replays with the
questions asked (``Option.before``); where that code allowed other steps (house rule ``lenient``), a record that does
not name ``reading`` and does not replay as printed is read leniently (``Option.earlier``)."""

import json
from pathlib import Path

import pytest

import gangs
from gangs.kernel.errors import RecordError

DATA = Path(__file__).parent / "data"


def _record(name: str) -> dict:
    return json.loads((DATA / f"supergang_{name}.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", ["old_cops", "old_defender"])
def test_an_old_record_replays_to_the_same_end_and_the_same_sentences(name: str) -> None:
    record = _record(name)
    assert "ask_forced" not in record["options"]
    want = _record(f"{name}_texts")
    match = gangs.load(record)
    assert match.state.to_move is None
    assert match.record.result == want["result"] == record["result"]
    assert [e.text for e in match.log] == want["texts"]


@pytest.mark.parametrize(("name", "step", "notation"), [("old_cops", 119, "cop 2 s54 w"),
                                                        ("old_defender", 104, "defender yellow")])
def test_an_old_record_needs_the_old_questions(name: str, step: int, notation: str) -> None:
    """The same record with today's flow named (``ask_forced=False``) stops where the old code asked what the new
    one does by itself: the records above do cross such a step."""
    record = _record(name)
    assert record["steps"][step] == notation
    record["options"]["ask_forced"] = False
    with pytest.raises(RecordError) as error:
        gangs.load(record)
    assert f"step {step}:" in str(error.value)


def _final(name: str) -> dict:
    """The final position the code of 24a9e53 reached with record ``name`` (``State.to_dict``, options left out)."""
    return _record("old_finals")["finals"][name]


@pytest.mark.parametrize(("name", "step", "rule"), [("old_truce", 80, "truce"), ("old_sewer", 139, "legal-actions"),
                                                    ("old_restart", 602, "legal-actions")])
def test_an_old_record_loads_as_lenient_to_the_same_end(name: str, step: int, rule: str) -> None:
    """House rule ``lenient``: « Pendant les trois premiers tours, les gangs n'ont pas le droit de se nuire » — the
    code before issue 26 let a gang buy, in round 3, the shop holding another gang's R token (``old_truce``, step
    80: ``buy b25``), moved a pair of cops brought out of the sewer again by its die (``old_sewer``) and let the
    owner of the cops move a pair its shooter had knocked out (``old_restart``). Those records name no ``reading``:
    as printed they stop at that step, so they are read leniently, and they reach the final position and the result
    that code reached (every field it had)."""
    record = _record(name)
    assert "reading" not in record["options"] and "ask_forced" not in record["options"]
    match = gangs.load(record)
    assert match.options["reading"] == "lenient" and match.record.options["reading"] == "lenient"
    assert match.options["ask_forced"] is True and match.options["ask_end"] is True
    assert match.state.to_move is None and match.record.result == record["result"]
    final = match.state.to_dict()
    assert {key: final[key] for key in _final(name)} == _final(name)
    record["options"]["reading"] = "printed"
    with pytest.raises(RecordError) as error:
        gangs.load(record)
    assert f"step {step}:" in str(error.value) and f"[rule: {rule}]" in str(error.value)


def test_an_old_truce_purchase_is_refused_at_its_step_as_printed() -> None:
    """« Pendant les trois premiers tours, les gangs n'ont pas le droit de se nuire » — named as printed, the
    purchase of another gang's racket in round 3 is refused, naming its step and the truce."""
    record = _record("old_truce")
    assert record["steps"][80] == "buy b25"
    record["options"]["reading"] = "printed"
    with pytest.raises(RecordError) as error:
        gangs.load(record)
    assert "step 80:" in str(error.value) and "truce" in str(error.value)


def test_a_record_of_yesterdays_code_loads_as_printed() -> None:
    """A record written after issue 26's rules and before the options ``reading`` and ``ask_end`` (it names
    ``ask_forced`` and ``time_quota``, and ends each turn with ``end``) replays as printed, with ``end`` asked."""
    match = gangs.new("supergang", players=3, seed=4, max_turns=6, ask_end=True)
    match.run()
    record = match.record.to_dict()
    del record["options"]["reading"], record["options"]["ask_end"]
    assert "end" in record["steps"] and {"ask_forced", "time_quota"} <= set(record["options"])
    loaded = gangs.load(record)
    assert loaded.options["reading"] == "printed" and loaded.options["ask_end"] is True
    assert loaded.state == match.state and loaded.record.result == record["result"]


def test_ask_forced_asks_a_cop_pairs_one_walk_and_the_lone_robbers_defender() -> None:
    """With ``ask_forced=True`` the match plays the old flow: the record above replays when it names the option."""
    record = _record("old_defender")
    record["options"]["ask_forced"] = True
    match = gangs.load(record)
    assert [e.text for e in match.log] == _record("old_defender_texts")["texts"]


def test_a_new_match_does_not_ask_what_leaves_no_choice() -> None:
    """A new match plays today's flow and rules, and its record says so."""
    match = gangs.new("supergang", players=3, seed=0)
    assert match.options["ask_forced"] is False and match.options["ask_end"] is False
    assert match.record.options["reading"] == "printed"


def test_a_record_of_the_day_the_time_quota_came_before_ask_forced_loads_with_the_unasked_flow() -> None:
    """A record written between the time quota (21e61b2) and the option ``ask_forced`` (0470f00) names
    ``time_quota`` but not ``ask_forced``, and was played without the forced questions: ``ask_forced``'s earlier
    value (``earlier=(False,)``) is tried when its ``before`` (True, the older records' flow) refuses a step, and the
    record replays to the position that code reached."""
    saved = json.loads((Path(__file__).parent / "data" / "supergang_old_quota.json").read_text(encoding="utf-8"))
    record = saved["record"]
    assert "time_quota" in record["options"] and "ask_forced" not in record["options"]
    match = gangs.load(record)
    assert match.options["ask_forced"] is False and match.options["reading"] == "printed"
    state = match.state.to_dict()
    assert {key: state[key] for key in saved["final"]} == saved["final"]
    assert gangs.load(match.record.to_dict()).options["ask_forced"] is False
