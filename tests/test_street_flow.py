"""La Street's option ``flow``: ``"standing"`` (gifts and purchases from afar come with each decision, the turn ends
by itself) and ``"asked"`` (the earlier flow: once the square is resolved, who can still buy or give is asked, and
ends his turn with ``end``). Records written before the option do not name it and play ``"asked"``, so that a
record that a match wrote always loads (house rule ``flow-asked``).

``tests/data/street_old_flow.json`` holds three records written by the code of 9bc716d (before the standing
options), seeded random games of 2 and 4 players with gifts and purchases, a stop refused and agreed, a way out of
Prison by a Maison and an Évasion, with the event texts and the final position that code gave."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from street_situations import roll, situation

import gangs
from gangs.kernel import IllegalAction

OLD = json.loads((Path(__file__).parent / "data" / "street_old_flow.json").read_text(encoding="utf-8"))["games"]


@pytest.mark.parametrize("game", OLD, ids=[f"seed{g['seed']}-{len(g['record']['players'])}p" for g in OLD])
def test_a_record_of_the_earlier_flow_replays_exactly(game):
    """flow-asked: a record written before the option (no ``flow`` in its options, ``end`` among its steps) loads
    with the earlier flow and gives the same events, word for word, the same final position and the same result."""
    record = game["record"]
    assert "flow" not in record["options"] and "end" in record["steps"]
    m = gangs.load(record)
    assert m.state.options["flow"] == "asked"
    assert [e.text for e in m.log] == game["texts"]
    s, final = m.state, game["final"]
    assert (list(s.pos), list(s.money_), list(s.house_owner), s.terrain_owner, s.turn_, s.phase) == (
        final["pos"], final["money"], final["house_owner"], final["terrain_owner"], final["turn"], final["phase"])
    saved = m.record.to_dict()
    assert saved["result"] == final["result"] and saved["steps"] == record["steps"]
    assert saved["options"]["flow"] == "asked"
    again = gangs.load(saved)                                  # saved again, it names its flow and still loads
    assert [e.text for e in again.log] == game["texts"]


def test_the_old_records_play_what_the_standing_flow_refuses():
    """The saved records are of the earlier flow: played as a new match's (``flow = "standing"``), their first
    ``end`` is refused."""
    record = dict(OLD[0]["record"], options=dict(OLD[0]["record"]["options"], flow="standing"))
    with pytest.raises(gangs.RecordError) as error:
        gangs.load(record)
    assert record["steps"][error.value.step] == "end"


def test_a_new_match_plays_the_standing_flow_by_default_and_names_it():
    """A new match plays ``flow = "standing"`` and its record says so (so it never loads as the earlier flow)."""
    m = gangs.new("street", players=2, seed=3)
    assert m.state.options["flow"] == "standing" and m.record.to_dict()["options"]["flow"] == "standing"


def test_flow_asked_a_player_with_money_is_asked_to_buy_give_or_end_once_his_square_is_resolved():
    """flow-asked: « à n'importe quel moment de son tour »: once the square is resolved, a player who can still
    give or buy is asked (buy, give, or ``end``); a gift there ends the turn once he has nothing left to give."""
    m = situation(2, at={0: 0}, flow="asked")
    roll(m, 1)                                           # square 1: +10 000 €
    assert m.state.phase == "after" and m.to_move == 0
    legal = {a.notation for a in m.legal_actions()}
    assert "end" in legal and "give 1 10000" in legal and "give 1 1000" in legal
    m.play("give 1 10000")                               # all his money: nothing left to give, the turn ends
    assert m.state.phase == "turn" and m.to_move == 1 and m.state.money(1) == 10000


def test_flow_asked_end_ends_the_turn_and_is_refused_elsewhere():
    """flow-asked: ``end`` ends the turn once the square is resolved, and is no step anywhere else."""
    m = situation(2, at={0: 0}, flow="asked")
    with pytest.raises(IllegalAction) as refused:
        m.play("end")
    assert refused.value.rule == "own-turn"
    roll(m, 1)
    m.play("end")
    assert m.state.phase == "turn" and m.to_move == 1 and m.state.money(0) == 10000


def test_flow_asked_no_gift_with_the_choices_of_the_square():
    """flow-asked: gifts and purchases from afar wait for the start or the end of the turn, not the square's
    choice (a free Maison on its square: buy it or pass, nothing else)."""
    m = situation(2, at={0: 46}, money={0: 300_000}, flow="asked")
    roll(m, 2)                                            # square 48, the first Maison, for sale
    assert m.state.phase == "buy_house"
    assert all(a.kind not in ("give",) for a in m.legal_actions())
    with pytest.raises(IllegalAction) as refused:
        m.play("give 1 1000")
    assert refused.value.rule == "own-turn"
