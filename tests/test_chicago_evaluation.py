"""The computer players' view of a Vengeance à Chicago position (``gangs.chicago.evaluation``): a parrain stranded
(alone with nobody able to join him on one roll, or alone in his HQ) or wounded stands worse."""

from __future__ import annotations

from chicago_situations import situation

from gangs.chicago.evaluation import STRANDED, WOUND, gang_worth


def test_a_parrain_no_henchman_can_reach_stands_worse_than_one_who_waits_for_a_near_one():
    near = situation(at={"orange.parrain": 40, "orange.1": 32, "orange.2": 20}).state
    far = situation(at={"orange.parrain": 40, "orange.1": 20, "orange.2": 20}).state
    assert gang_worth(near, 0) - gang_worth(far, 0) == STRANDED


def test_a_parrain_alone_in_his_hq_stands_worse():
    company = situation(at={"orange.parrain": "hq", **{f"orange.{k}": 30 for k in range(1, 8)}}).state
    alone = situation(at={"orange.parrain": "hq", **{f"orange.{k}": 30 for k in range(1, 9)}}).state
    assert gang_worth(company, 0) - gang_worth(alone, 0) == STRANDED


def test_a_wounded_parrain_stands_worse():
    whole = situation(at={"orange.parrain": 10, "orange.1": 10}, wounded_parrain=True).state
    hurt = situation(at={"orange.parrain": 10, "orange.1": 10}, wounded_parrain=True).state
    hurt.wounded = (0,)
    assert gang_worth(whole, 0) - gang_worth(hurt, 0) == WOUND
