"""Kernel behaviours that mutation testing (`make mutants`, benchmarks/mutants.py) found no test to pin: each test
here kills mutants that survived every other test of the kernel part. The games' tests reach this code only
through whole matches, where a wrong copy, a lost record type or a deal from the wrong cards can pass unseen."""

from __future__ import annotations

import random
from collections import Counter
from types import SimpleNamespace
from typing import NamedTuple

import pytest

import gangs
from gangs.kernel import KERNEL_RULES, SPECTATOR, Action, Event, State
from gangs.kernel.codec import Kind, numbers
from gangs.kernel.deal import deal_unseen
from gangs.kernel.fields import Fields, decode, encode, read_into, write
from gangs.kernel.house import read_house_rules
from gangs.kernel.lang import context_translator, formatter, language, translator
from gangs.kernel.match import draw_outcome
from gangs.kernel.options import board_option
from gangs.kernel.rules import Rule, with_kernel_rules
from gangs.street.rules import RULES as STREET_RULES


class Exit(NamedTuple):
    """A named record a state may hold."""

    player: int
    place: str


class Position:
    """A bare position with one field of each kind, as ``write`` and ``read_into`` see a state."""

    FIELDS = Fields(const=("game", "names", "options"), value=("last",), lists=("exits",), nested=("hands",),
                    records=(Exit,))
    __slots__ = FIELDS.all


class Named:
    """A stand-in for a game: ``write`` reads its name."""

    name = "pins"


def position(last, exits, hands) -> Position:
    """A Position holding these values."""
    state = Position()
    state.game, state.names, state.options = Named(), ("Ann", "Bob"), {}
    state.last, state.exits, state.hands = last, exits, hands
    return state


def test_named_records_come_back_from_every_kind_of_field():
    before = position(Exit(0, "s1"), [Exit(1, "s2"), Exit(0, "s3")], [[Exit(1, "s4")], [], [Exit(0, "s5")]])
    after = position(None, [], [])
    read_into(after, Position.FIELDS, write(before, Position.FIELDS))
    assert (after.last, after.exits, after.hands) == (before.last, before.exits, before.hands)
    assert all(type(item) is Exit for item in [after.last, *after.exits, *after.hands[0], *after.hands[2]])
    assert type(after.exits) is list and all(type(inner) is list for inner in after.hands)


def test_a_record_inside_a_value_is_read_back_as_its_type():
    data = encode({"seen": frozenset({Exit(0, "s1")}), "path": (Exit(1, "s2"),)})
    assert decode(data, {"Exit": Exit}) == {"seen": frozenset({Exit(0, "s1")}), "path": (Exit(1, "s2"),)}
    with pytest.raises(KeyError):
        decode(data, {})


HANDS = [["aumone", "coup"], ["dague", "poison", "vol"], ["coup"]]
KEYS = ["aumone", "coup", "dague", "poison", "vol"]
PILE = [1, 0, 2, 0, 1]


@pytest.mark.parametrize("seed", range(5))
@pytest.mark.parametrize("player", range(3))
def test_a_deal_keeps_the_viewers_hand_every_hand_size_and_every_card(seed, player):
    hands, pile = deal_unseen(HANDS, PILE, KEYS, player, random.Random(seed))
    assert hands[player] == HANDS[player]
    assert [len(hand) for hand in hands] == [len(hand) for hand in HANDS]
    cards = Counter(card for hand in hands for card in hand) + Counter(dict(zip(KEYS, pile)))
    assert cards == Counter(card for hand in HANDS for card in hand) + Counter(dict(zip(KEYS, PILE)))
    assert len(pile) == len(KEYS)


def test_a_deal_depends_only_on_what_the_viewer_may_know():
    """The same unseen cards, in other hands and another pile, give the same deal for the same seed."""
    moved = [["aumone", "coup"], ["vol", "dague", "dague"], ["dague"]]
    for seed in range(10):
        assert (deal_unseen(HANDS, PILE, KEYS, 0, random.Random(seed))
                == deal_unseen(moved, [1, 1, 0, 1, 1], KEYS, 0, random.Random(seed))), seed


def test_a_deal_shuffles_the_unseen_cards():
    deals = {str(deal_unseen(HANDS, PILE, KEYS, 0, random.Random(seed))) for seed in range(30)}
    assert len(deals) > 5


def test_a_card_known_to_be_held_stays_in_its_hand():
    for seed in range(30):
        hands, pile = deal_unseen(HANDS, PILE, KEYS, 0, random.Random(seed), known={1: ["poison"]})
        assert hands[1][0] == "poison" and len(hands[1]) == 3
        assert Counter(hands[1] + hands[2]) + Counter(dict(zip(KEYS, pile))) == Counter(
            ["dague", "poison", "vol", "coup", "aumone", "dague", "dague", "vol"])


@pytest.mark.parametrize("readers, may_read", [
    (None, {None: True, SPECTATOR: True, 0: True, 1: True, 2: True}),
    ((1,), {None: True, SPECTATOR: False, 0: False, 1: True, 2: False}),
    ((0, 2), {None: True, SPECTATOR: True, 0: True, 1: False, 2: True}),
])
def test_who_may_read_an_event(readers, may_read):
    """Player 1 draws: told to him alone, the teacher reads it, nobody else; told to everyone but him, the
    spectator reads its public side."""
    event = Event("draw", 1, "Bob draws a card.", "draw", readers=readers)
    assert {viewer: event.readable_by(viewer, players=3) for viewer in may_read} == may_read
    assert event.readable_by(SPECTATOR) is (readers is None)


def test_a_games_rule_index_is_its_rules_and_the_kernels_and_may_not_redefine_one():
    assert with_kernel_rules(STREET_RULES) == gangs.GAMES["street"].rules
    assert set(with_kernel_rules(STREET_RULES)) == set(STREET_RULES) | set(KERNEL_RULES)
    kernel_key = next(iter(KERNEL_RULES))
    with pytest.raises(ValueError, match=kernel_key):
        with_kernel_rules({kernel_key: STREET_RULES[next(iter(STREET_RULES))]})


def test_a_house_rule_is_told_with_its_key():
    rule = Rule("wheel", "La roue est juste.", "The wheel is fair.", house=True)
    assert str(rule).startswith("wheel (house rule): « La roue est juste. » — The wheel is fair.")
    assert str(Rule("dice", "Un dé.", "One die.")) == "dice: « Un dé. » — One die."


def test_house_rules_are_read_from_the_readmes_list_and_table():
    readme = "\n".join(["# Game", "## House rules", "", "- **[wheel] A fair wheel.** Nobody wants a bent one.",
                        "", "| key | rule | reason |", "|---|---|---|", "| `late-pay` | pay late | the bank | waits |",
                        "## Other", "- **[after] Not a house rule.** Outside the section."])
    assert read_house_rules(readme) == {"wheel": "Nobody wants a bent one.", "late-pay": "the bank | waits"}


def test_the_default_evaluation_is_the_score_against_the_best_other():
    scores = SimpleNamespace(is_terminal=False, scores=lambda: [3.0, 1.0, -2.0])
    assert State.evaluation(scores, 0) == pytest.approx(0.5 + 0.5 * (3 - 1) / (3 + 1 + 1))
    assert State.evaluation(scores, 2) == pytest.approx(0.5 + 0.5 * (-2 - 3) / (2 + 3 + 1))


def test_a_compiled_message_fills_its_fields_and_keeps_its_braces_in_each_language():
    f_ = formatter("supergang")
    assert f_("{a} and {{b}} {c!r}")(a=1, c="x") == "1 and {b} 'x'"
    assert f_("{a} and {{b}} {c!r}")(a=2, c="y") == "2 and {b} 'y'"          # compiled once, kept
    with language("fr"):
        assert formatter("supergang")("dead")() == translator("supergang")("dead")
        assert context_translator("supergang")("she", "dead") != translator("supergang")("dead")
        assert context_translator("supergang")("she", "dead") != "dead"
    assert context_translator("supergang")("she", "dead") == "dead"


def test_a_kind_and_the_board_option_are_told_as_declared():
    assert repr(Kind("die", numbers(1, 2))) == "Kind('die', Values((1, 2)))"
    assert board_option(lambda path: path).doc == gangs.GAMES["street"].options["board"].doc


def test_a_draw_the_rounded_total_falls_short_of_picks_the_last_outcome():
    outcomes = [(Action("die", face), 0.1) for face in range(1, 11)]
    assert sum(p for _a, p in outcomes) < 1.0                   # ten times 0.1 rounds to just under 1
    assert draw_outcome(outcomes, 0.9999999999999999) == Action("die", 10)
    assert draw_outcome(outcomes, 0.0) == Action("die", 1)
