"""Records written before issue 26's flow (commit 9bc716d) replay: a step the flow now takes by itself (a cop pair's
one walk, who plays the managers against a single robber) was asked then, and a record that does not name the option
``ask_forced`` was written by that code, so it replays with the questions asked (``Option.before``)."""

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


def test_an_old_record_with_a_truce_purchase_is_refused_at_that_step() -> None:
    """« Pendant les trois premiers tours, les gangs n'ont pas le droit de se nuire » — a round 1-3 purchase that
    takes another gang's R token, which the old code allowed, is refused, naming its step and the truce."""
    record = _record("old_truce")
    assert record["steps"][80] == "buy b25"
    with pytest.raises(RecordError) as error:
        gangs.load(record)
    assert "step 80:" in str(error.value) and "truce" in str(error.value)


def test_ask_forced_asks_a_cop_pairs_one_walk_and_the_lone_robbers_defender() -> None:
    """With ``ask_forced=True`` the match plays the old flow: the record above replays when it names the option."""
    record = _record("old_defender")
    record["options"]["ask_forced"] = True
    match = gangs.load(record)
    assert [e.text for e in match.log] == _record("old_defender_texts")["texts"]


def test_a_new_match_does_not_ask_what_leaves_no_choice() -> None:
    assert gangs.new("supergang", players=3, seed=0).options["ask_forced"] is False
