"""Every rule of Super Gang's index is exercised by a test that builds its situation: named by an event
of one of the rule tests, or by a refusal (IllegalAction) they provoke, or listed in CHECKED_BY_STATE
with the test that checks it through the state."""

from __future__ import annotations

import inspect

import pytest
import test_supergang_clock
import test_supergang_duty
import test_supergang_flow
import test_supergang_lenient
import test_supergang_places
import test_supergang_police
import test_supergang_truce
from supergang_situations import MATCHES

from gangs import IllegalAction
from gangs.kernel import KERNEL_RULES
from gangs.supergang import RULES

CHECKED_BY_STATE = {
    "bridges": (test_supergang_places, "test_bridges_the_river_has_no_squares"),
    "bank-two": (test_supergang_police, "test_bank_two_and_the_printed_banks"),
    "centre-closed": (test_supergang_places, "test_centre_closed_centre_and_cemetery_are_not_walked_into"),
    "cops-always": (test_supergang_police, "test_cops_always_a_gang_with_nobody_free_still_moves_them"),
    "cops-no-shops": (test_supergang_police, "test_cops_no_shops_neither_crossed_nor_entered"),
    "cops-start": (test_supergang_police, "test_cops_start_from_the_centre_in_the_fourth_round"),
    "dart-odds": (test_supergang_police, "test_dart_odds_follow_the_options"),
    "end-by-itself": (test_supergang_flow, "test_end_by_itself_the_last_move_ends_the_turn"),
    "lenient": (test_supergang_lenient, "test_lenient_the_truce_allows_a_purchase_that_takes_another_gangs_racket"),
    "law": (test_supergang_police, "test_law_every_participant_takes_the_whole_penalty_and_penalties_add_up"),
    "own-racket": (test_supergang_flow, "test_own_racket_no_hold_up_is_owed_in_ones_own_racket"),
    "own-shop-street": (test_supergang_places, "test_own_shop_street_own_shops_are_crossed_like_squares"),
    "passage-once": (test_supergang_places, "test_passage_once_no_door_twice_in_a_move"),
    "penalties": (test_supergang_police, "test_penalties_follow_the_table"),
    "record-served": (test_supergang_police, "test_record_served_no_longer_makes_him_wanted"),
    "sewer-no-arrest": (test_supergang_police, "test_sewer_no_arrest_on_a_sewer_mouth"),
    "sewer-resurface": (test_supergang_places, "test_sewer_resurface_from_a_mouth_at_any_other"),
    "shop-exit-one": (test_supergang_places, "test_shop_exit_one_leaving_a_shop_with_a_one_frees_the_heading"),
    "shop-last-point": (test_supergang_places, "test_shop_last_point_a_shop_ends_the_walk"),
    "shops-connected": (test_supergang_places, "test_shops_connected_side_by_side_shops_open_into_each_other"),
    "start-centre": (test_supergang_police, "test_start_centre_every_character_leaves_the_centre_with_its_die"),
    "start-money": (test_supergang_police, "test_start_money_no_gang_has_a_penny"),
    "trafic-income": (test_supergang_places, "test_trafic_income_five_a_pawn_a_turn"),
    "trafic-limit": (test_supergang_places, "test_trafic_limit_twenty_pawns_a_gang"),
    "turn-order": (test_supergang_police, "test_turn_order_seat_after_seat_then_a_new_round"),
}
"""Rules no event or refusal names, with the test that checks them on the state."""

MODULES = (test_supergang_places, test_supergang_police, test_supergang_truce, test_supergang_duty,
           test_supergang_flow, test_supergang_clock, test_supergang_lenient)
"""The rule tests: each builds its situation and names its rule."""


def _cases():
    """Every test of the two rule modules, with each parameter set, as calls without pytest."""
    for module in MODULES:
        for name, test in vars(module).items():
            if not name.startswith("test_") or not inspect.isfunction(test):
                continue
            marks = getattr(test, "pytestmark", [])
            params = [m for m in marks if m.name == "parametrize"]
            if not params:
                yield f"{module.__name__}.{name}", test, {}
                continue
            names, values = params[0].args[0], params[0].args[1]
            names = [n.strip() for n in names.split(",")] if isinstance(names, str) else list(names)
            for value in values:
                value = value.values if hasattr(value, "values") else value
                value = value if len(names) > 1 else (value,)
                yield f"{module.__name__}.{name}", test, dict(zip(names, value))


def test_every_rule_is_exercised(monkeypatch):
    refused: set[str] = set()
    original = IllegalAction.__init__

    def spy(self, message, rule="legal-actions", *args, **kwargs):
        refused.add(rule)
        original(self, message, rule, *args, **kwargs)

    monkeypatch.setattr(IllegalAction, "__init__", spy)
    seen: set[str] = set()
    for _name, test, kwargs in _cases():
        if set(inspect.signature(test).parameters) - set(kwargs):
            continue                                   # fixtures (tmp_path...): covered by the run itself
        MATCHES.clear()
        test(**kwargs)
        for m in MATCHES:
            seen.update(event.rule for event in m.log)
    for key, (module, name) in CHECKED_BY_STATE.items():
        assert key in RULES and callable(getattr(module, name, None)), f"{key}: no test {name}"
    missing = set(RULES) - seen - refused - set(CHECKED_BY_STATE)
    assert not missing, f"rules exercised by no test: {sorted(missing)}"
    unknown = (seen | refused) - set(RULES) - set(KERNEL_RULES)
    assert not unknown, f"events or refusals name rules missing from the index: {sorted(unknown)}"


@pytest.mark.parametrize("key", sorted(RULES))
def test_every_rule_is_named_by_a_test_docstring(key):
    """Each rule key opens the docstring of at least one test (the house style: the test names its rule)."""
    docs = [inspect.getdoc(test) or "" for module in MODULES
            for name, test in vars(module).items() if name.startswith("test_") and inspect.isfunction(test)]
    assert any(key in doc for doc in docs), f"no test docstring names {key}"
